//! Turn notifications by direct message: each player's choice (`/notify dm on|off`) and queue,
//! kept in the store's `Players` table, and the batches transports send from it.
//!
//! The announcement of a move carries a [`TurnNote`] for the player to move. When a transport
//! has delivered that announcement, settling it puts the note in the player's queue in the same
//! store write (only if they turned DMs on), so a note is queued exactly once. A queue is sent
//! as one DM once its oldest note is [`Core::dm_batch_secs`] old (a minute by default): games
//! turning to a player within that minute share one DM. Notes of games that moved on meanwhile
//! (the player already moved, the game ended) are dropped then, unsent.
//!
//! A batch taken for sending stays in the record (`sending`) until the transport says how it
//! went, so after a crash the same batch is sent again under the same number (the transport's
//! nonce), never a different one. With processes splitting the communities, each sends the
//! notes of the games it serves.

use crate::i18n::Lang;
use crate::state::facts::Facts;
use crate::state::live::lock;
use crate::vocabulary::notice::{NoteKind, TurnNote};
use crate::vocabulary::types::UserId;
use crate::Core;
use hexcourier_store::{Commit, Expect, StoreError, Table, Write};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::PoisonError;

/// How long notes wait for others to share their DM, by default (seconds).
pub const DEFAULT_DM_BATCH_SECS: u64 = 60;

/// Most tries of a write that keeps losing races with other writers of the same record.
const TRIES: usize = 16;

fn is_zero_i32(n: &i32) -> bool {
    *n == 0
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

/// What `/games` says once after Discord refused a player's DMs, as the player's record keeps
/// it: the message's key, written in the asker's language when said (records from before kept
/// its English text, `dm-refused-note`'s English, which is read the same way).
pub(crate) const REFUSED_NOTE: &str = "dm-refused-note";

/// A player's settings and DM queue, as stored (the `Players` table, keyed by user id).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct PlayerRecord {
    /// Whether they want a DM when it becomes their turn.
    #[serde(default)]
    pub dm: bool,
    /// Something to tell them in their next `/games` (why DMs were switched off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Notes waiting to be sent, oldest first; at most one per game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<Waiting>,
    /// The batch being sent: sent again as it is until the transport settles it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sending: Option<Vec<TurnNote>>,
    /// DMs sent so far (the next batch's number).
    #[serde(default)]
    pub sent: u64,
    /// The last announcement of each game whose note was queued, with when: settling the same
    /// announcement again (a retried commit) queues nothing. Kept a day.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub told: BTreeMap<String, Told>,
    /// Whether they refuse every challenge naming them (`/challenges off`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub challenges_off: bool,
    /// On vacation since (unix seconds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacation_since: Option<u64>,
    /// The year `vacation_used` and `vacation_used_in` count.
    #[serde(default, skip_serializing_if = "is_zero_i32")]
    pub vacation_year: i32,
    /// Seconds of vacation used that year in every community not in `vacation_used_in`
    /// (records from before allowances were counted per server; new ones keep it 0).
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub vacation_used: u64,
    /// Seconds of vacation used that year in each community (a server's id, `-` for the
    /// console), the vacation running not included: each server's allowance is charged on
    /// its own (records without it: none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub vacation_used_in: BTreeMap<String, u64>,
    /// Whether a clock about to run out may not start their vacation (`/vacation auto off`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto_vacation_off: bool,
    /// Reminders by DM: seconds before a clock runs out, largest first (`/notify remind`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remind: Vec<u64>,
    /// A daily digest instead of a DM a turn: the local time, minutes after midnight
    /// (`/notify dm daily 08:00`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<u16>,
    /// Their time zone, an IANA name (`/notify timezone Europe/Warsaw`; none: UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tz: Option<String>,
    /// When the next daily digest is due (unix seconds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digest_next: Option<u64>,
    /// The language of their DMs: their Discord locale's when they last used a command
    /// (records from before languages read as English).
    #[serde(default, skip_serializing_if = "is_english")]
    pub lang: Lang,
    /// How moves are written for them (`/notation figurines`; none: their server's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notation: Option<crate::i18n::Notation>,
}

fn is_english(lang: &Lang) -> bool {
    *lang == Lang::En
}

impl PlayerRecord {
    /// Whether a note of this kind goes in their queue.
    fn wants(&self, kind: NoteKind) -> bool {
        match kind {
            NoteKind::Turn => self.dm && self.daily.is_none(),
            NoteKind::Reminder => !self.remind.is_empty(),
            NoteKind::Digest => false,
        }
    }

    /// When the next digest is due after `now`, in their time zone.
    pub(crate) fn next_digest(&self, now: u64) -> Option<u64> {
        let at = self.daily?;
        crate::vocabulary::zone::next_local(
            now,
            at,
            &crate::vocabulary::zone::zone_or_utc(self.tz.as_deref()),
        )
    }
}

/// The last announcement of a game whose turn note was queued.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Told {
    /// The announcement's number in its game.
    pub seq: u64,
    /// When it was queued (unix seconds).
    pub at: u64,
}

/// How long [`PlayerRecord::told`] remembers a game's last queued announcement (seconds).
const TOLD_KEPT: u64 = 24 * 3600;

/// A note in a player's queue, with when it was queued (unix seconds).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Waiting {
    /// When it was queued.
    pub at: u64,
    /// What it tells.
    pub note: TurnNote,
}

/// One DM to send: to whom, its number among their DMs (the same on every try, for the
/// transport's nonce), the notes it gathers and its text (users as `@id`, places as `#gN`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DmBatch {
    /// The player.
    pub user: UserId,
    /// Its number among the player's DMs.
    pub number: u64,
    /// The turns it tells of.
    pub notes: Vec<TurnNote>,
    /// The message.
    pub text: String,
}

/// How sending a DM ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DmOutcome {
    /// Delivered.
    Sent,
    /// The player does not take DMs from the bot (Discord 50007): their DMs are switched off,
    /// and their next `/games` says why.
    Refused,
    /// It can never be delivered for another reason (logged).
    Failed(String),
}

/// The writes that queue turn notes, with the player records as they will be.
pub(crate) type Queued = (Vec<Write>, Vec<(UserId, PlayerRecord)>);

/// What the core keeps in memory about DM queues: when each player's queue falls due
/// (read from the store when first needed).
#[derive(Debug, Default)]
pub(crate) struct DmIndex {
    loaded: bool,
    due: BTreeMap<UserId, u64>,
    /// The reminder times of the players who set some.
    pub(crate) reminders: BTreeMap<UserId, Vec<u64>>,
}

impl PlayerRecord {
    /// Reads a stored record (a damaged one reads as the defaults, logged).
    pub(crate) fn read(user: &UserId, bytes: &[u8]) -> PlayerRecord {
        serde_json::from_slice(bytes).unwrap_or_else(|e| {
            tracing::warn!(%user, "player record unreadable, read as new: {e}");
            PlayerRecord::default()
        })
    }

    /// The record as stored.
    pub(crate) fn encode(&self) -> Vec<u8> {
        // Plain strings, numbers and vectors always serialise.
        serde_json::to_vec(self).unwrap_or_default()
    }
}

impl Core {
    /// Sets how long notes wait for others to share their DM (0: sent at once).
    #[must_use]
    pub fn with_dm_batch(mut self, secs: u64) -> Core {
        self.dm_batch = secs;
        self
    }

    /// How long notes wait for others to share their DM, in seconds.
    pub fn dm_batch_secs(&self) -> u64 {
        self.dm_batch
    }

    /// Players whose turn DMs are queued, as this process knows them.
    pub fn dms_waiting(&self) -> usize {
        self.dm_index
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .due
            .len()
    }

    /// A player's stored record and its version (defaults and `None` when they have none).
    pub(crate) fn player(&self, user: &UserId) -> Result<(PlayerRecord, Option<u64>), StoreError> {
        Ok(match self.store.get(Table::Players, user.as_str())? {
            Some(v) => (PlayerRecord::read(user, &v.bytes), Some(v.version)),
            None => (PlayerRecord::default(), None),
        })
    }

    /// Changes a player's record with `change` (which returns what to answer), retried on the
    /// fresh record when another writer got there first.
    pub(crate) fn update_player<T>(
        &self,
        user: &UserId,
        mut change: impl FnMut(&mut PlayerRecord) -> T,
    ) -> Result<T, StoreError> {
        let mut last = None;
        for _ in 0..TRIES {
            let (mut rec, version) = self.player(user)?;
            let out = change(&mut rec);
            let commit = Commit {
                writes: vec![player_write(user, version, &rec)],
                ..Commit::default()
            };
            match self.store.commit(commit) {
                Ok(_) => {
                    self.index_player(user, &rec);
                    return Ok(out);
                }
                Err(e) if e.is_conflict() => last = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last.unwrap_or_else(|| StoreError::Refused("the player record kept changing".into())))
    }

    /// The writes that queue `notes` (those of players with DMs on), made by announcement
    /// `seq` of their game, to go in the commit that settles it; with the records as they
    /// will be, for the index. A note of an announcement queued already is left out.
    pub(crate) fn queue_notes(&self, notes: &[&TurnNote], seq: u64) -> Result<Queued, StoreError> {
        let now = self.now();
        let mut records: BTreeMap<UserId, (PlayerRecord, Option<u64>)> = BTreeMap::new();
        let mut changed = std::collections::BTreeSet::new();
        for note in notes {
            if !records.contains_key(&note.user) {
                let read = self.player(&note.user)?;
                records.insert(note.user.clone(), read);
            }
            let Some((rec, _)) = records.get_mut(&note.user) else {
                continue;
            };
            if !rec.wants(note.kind) {
                continue;
            }
            let game = note.place.as_str().to_string();
            if rec.told.get(&game).is_some_and(|t| t.seq >= seq) {
                continue;
            }
            rec.told.retain(|_, t| t.at.saturating_add(TOLD_KEPT) > now);
            rec.told.insert(game, Told { seq, at: now });
            // One note per game: a newer one in the same game replaces the older one.
            rec.waiting.retain(|w| w.note.place != note.place);
            rec.waiting.push(Waiting {
                at: now,
                note: (*note).clone(),
            });
            changed.insert(note.user.clone());
        }
        let mut writes = Vec::new();
        let mut after = Vec::new();
        for (user, (rec, version)) in records {
            if changed.contains(&user) {
                writes.push(player_write(&user, version, &rec));
                after.push((user, rec));
            }
        }
        Ok((writes, after))
    }

    /// Notes what a stored player record leaves due, after a write this core made.
    pub(crate) fn index_player(&self, user: &UserId, rec: &PlayerRecord) {
        let due = self.due_of(rec);
        let reminders_changed = {
            let mut index = self.dm_index.lock().unwrap_or_else(PoisonError::into_inner);
            let before = if rec.remind.is_empty() {
                index.reminders.remove(user)
            } else {
                index.reminders.insert(user.clone(), rec.remind.clone())
            };
            match due {
                Some(t) => {
                    index.due.insert(user.clone(), t);
                }
                None => {
                    index.due.remove(user);
                }
            }
            before.unwrap_or_default() != rec.remind
        };
        // Their games' deadlines include their reminder times.
        if reminders_changed {
            self.reschedule_games_of(user);
        }
    }

    /// When a player's record has something for this process to send: now for a batch being
    /// sent, else when its oldest note (of a game served here) has waited long enough.
    fn due_of(&self, rec: &PlayerRecord) -> Option<u64> {
        if rec
            .sending
            .as_ref()
            .is_some_and(|s| s.iter().all(|n| self.serves(n.realm.as_deref())))
        {
            return Some(0);
        }
        let digest = rec.daily.and(rec.digest_next);
        rec.waiting
            .iter()
            .filter(|w| self.serves(w.note.realm.as_deref()))
            .map(|w| w.at.saturating_add(self.dm_batch))
            .chain(digest)
            .min()
    }

    /// The DMs due now, one per player at most: batches taken earlier and not yet settled
    /// first, then queues whose oldest note has waited [`Core::dm_batch_secs`]. Each must be
    /// settled with [`Core::dm_done`] once the transport knows how sending it went.
    ///
    /// # Errors
    /// If the store cannot be read or written.
    pub fn dms_due(&self) -> Result<Vec<DmBatch>, StoreError> {
        self.load_dm_index()?;
        let now = self.now();
        let users: Vec<UserId> = {
            let index = self.dm_index.lock().unwrap_or_else(PoisonError::into_inner);
            index
                .due
                .iter()
                .filter(|(_, t)| **t <= now)
                .map(|(u, _)| u.clone())
                .collect()
        };
        let mut out = Vec::new();
        for user in users {
            if let Some(b) = self.take_batch(&user, now)? {
                out.push(b);
            }
        }
        Ok(out)
    }

    /// In how many seconds the next DM falls due (0: now), if any is queued here.
    pub fn next_dm_in(&self) -> Option<u64> {
        let now = self.now();
        let index = self.dm_index.lock().unwrap_or_else(PoisonError::into_inner);
        index.due.values().min().map(|t| t.saturating_sub(now))
    }

    /// Reads every player record with something queued, once.
    pub(crate) fn load_dm_index(&self) -> Result<(), StoreError> {
        if self
            .dm_index
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .loaded
        {
            return Ok(());
        }
        let mut due = BTreeMap::new();
        let mut reminders = BTreeMap::new();
        self.store.scan(Table::Players, "", &mut |key, v| {
            // Servers' records share the table (`server:<id>`; no user id has a `:`).
            if key.contains(':') {
                return true;
            }
            let user = UserId::new(key);
            let rec = PlayerRecord::read(&user, &v.bytes);
            if let Some(t) = self.due_of(&rec) {
                due.insert(user.clone(), t);
            }
            if !rec.remind.is_empty() {
                reminders.insert(user, rec.remind);
            }
            true
        })?;
        let mut index = self.dm_index.lock().unwrap_or_else(PoisonError::into_inner);
        if !index.loaded {
            index.loaded = true;
            for (u, t) in due {
                index.due.entry(u).or_insert(t);
            }
            for (u, r) in reminders {
                index.reminders.entry(u).or_insert(r);
            }
        }
        Ok(())
    }

    /// A player's due batch: the one being sent, else their queue (this process's games)
    /// taken for sending, stale notes dropped.
    fn take_batch(&self, user: &UserId, now: u64) -> Result<Option<DmBatch>, StoreError> {
        let (rec, _) = self.player(user)?;
        if let Some(notes) = &rec.sending {
            self.index_player(user, &rec);
            if !notes.iter().all(|n| self.serves(n.realm.as_deref())) {
                return Ok(None);
            }
            return Ok(Some(self.batch(
                user,
                rec.sent,
                notes.clone(),
                now,
                rec.lang,
            )));
        }
        if self.due_of(&rec).is_none_or(|t| t > now) {
            self.index_player(user, &rec);
            return Ok(None);
        }
        // A digest due: every game waiting on them (served here), with what is queued.
        let digest_due =
            |rec: &PlayerRecord| rec.daily.is_some() && rec.digest_next.is_some_and(|t| t <= now);
        let digest = if digest_due(&rec) {
            self.digest_notes(user)
        } else {
            Vec::new()
        };
        let taken = self.update_player(user, |rec| {
            if rec.sending.is_some() {
                // Taken meanwhile: it is sent from there next time.
                return None;
            }
            let mut notes = Vec::new();
            if digest_due(rec) {
                rec.digest_next = rec.next_digest(now);
                notes.clone_from(&digest);
            }
            let (mine, others): (Vec<Waiting>, Vec<Waiting>) = rec
                .waiting
                .drain(..)
                .partition(|w| self.serves(w.note.realm.as_deref()));
            rec.waiting = others;
            let waited: Vec<TurnNote> = mine
                .into_iter()
                .map(|w| w.note)
                .filter(|n| self.still_their_turn(n))
                .collect();
            // A game in the digest is told there once.
            for n in waited {
                if !notes.iter().any(|d: &TurnNote| d.place == n.place) {
                    notes.push(n);
                }
            }
            if notes.is_empty() {
                return None;
            }
            rec.sending = Some(notes.clone());
            Some((rec.sent, notes, rec.lang))
        })?;
        Ok(taken.map(|(number, notes, lang)| self.batch(user, number, notes, now, lang)))
    }

    /// A digest's notes: every running game waiting on `user` that this process serves, most
    /// urgent first.
    fn digest_notes(&self, user: &UserId) -> Vec<TurnNote> {
        let ids =
            self.select(|g| (g.waits_on(user) && self.serves(g.community())).then(|| g.game_id()));
        let mut notes: Vec<TurnNote> = ids
            .into_iter()
            .filter_map(|id| self.load(id))
            .map(|shared| {
                let g = lock(&shared);
                let mut note =
                    crate::state::announce::turn_note(&crate::state::snapshot::snapshot(&g));
                note.kind = NoteKind::Digest;
                note
            })
            .collect();
        notes.sort_by_key(|n| (n.deadline.unwrap_or(u64::MAX), n.place.as_str().to_string()));
        notes
    }

    /// Whether the turn a note tells of still stands: same moves played, game running, the
    /// same player to move.
    fn still_their_turn(&self, note: &TurnNote) -> bool {
        let Some(shared) = self.game_at(&note.place) else {
            return false;
        };
        let g = lock(&shared);
        g.ended().is_none()
            && g.game.moves().len() == note.plies as usize
            && g.user(g.turn()) == &note.user
    }

    fn batch(
        &self,
        user: &UserId,
        number: u64,
        notes: Vec<TurnNote>,
        now: u64,
        lang: Lang,
    ) -> DmBatch {
        // A player with no language of their own reads the core's (the console's --lang).
        let lang = if lang == Lang::En { self.lang() } else { lang };
        // The last moves in the player's notation (the notes keep the standard letters).
        let shown: Vec<TurnNote> = notes
            .iter()
            .map(|n| {
                let mut n = n.clone();
                let v = n.variant_id.as_deref().and_then(|id| self.lib.get(id));
                if let (Some(v), Some(last)) = (v, n.last.as_mut()) {
                    let notation = self.notation_of(user, n.realm.as_deref());
                    *last = crate::i18n::show_moves(v, lang, notation, last);
                }
                n
            })
            .collect();
        DmBatch {
            user: user.clone(),
            number,
            text: dm_text_in(lang, &shown, now),
            notes,
        }
    }

    /// Remembers the language a player reads (their Discord locale's), for their DMs: written
    /// only when it changed.
    ///
    /// # Errors
    /// If the store cannot be read or written.
    pub fn remember_lang(&self, user: &UserId, lang: Lang) -> Result<(), StoreError> {
        let (rec, _) = self.player(user)?;
        if rec.lang == lang {
            return Ok(());
        }
        self.update_player(user, |rec| rec.lang = lang)
    }

    /// The language a player reads, as last remembered (English if never).
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn lang_of(&self, user: &UserId) -> Result<Lang, StoreError> {
        Ok(self.player(user)?.0.lang)
    }

    /// Settles a batch from [`Core::dms_due`]: sent, refused (DMs switched off with a note
    /// for `/games`), or failed for good (logged). A batch settled already is left alone.
    ///
    /// # Errors
    /// If the store cannot be written (the batch stays due, and is sent again).
    pub fn dm_done(&self, batch: &DmBatch, outcome: &DmOutcome) -> Result<(), StoreError> {
        if let DmOutcome::Failed(why) = outcome {
            tracing::warn!(user = %batch.user, "a DM could not be delivered: {why}");
        }
        self.update_player(&batch.user, |rec| {
            if rec.sending.is_none() || rec.sent != batch.number {
                return;
            }
            rec.sending = None;
            rec.sent += 1;
            if *outcome == DmOutcome::Refused {
                rec.dm = false;
                rec.waiting.clear();
                rec.note = Some(REFUSED_NOTE.to_string());
            }
        })
    }
}

/// The write of a player's record, expecting the version read.
pub(crate) fn player_write(user: &UserId, version: Option<u64>, rec: &PlayerRecord) -> Write {
    Write {
        table: Table::Players,
        key: user.as_str().to_string(),
        expect: version.map_or(Expect::Absent, Expect::Version),
        value: Some(rec.encode()),
    }
}

/// A DM's text in `lang`, from the language's `turns.ftl` (English too: a test checks
/// `en/turns.ftl` against [`dm_text`]).
pub(crate) fn dm_text_in(lang: Lang, notes: &[TurnNote], now: u64) -> String {
    crate::vocabulary::dm_words::dm_from_catalog(lang, notes, now)
}

/// A DM's text in English as it was first written, the reference `en/turns.ftl` is checked
/// against: one line for one game, else a line per game under a heading; a daily digest
/// under its own heading; reminders marked.
#[cfg(test)]
pub(crate) fn dm_text(notes: &[TurnNote], now: u64) -> String {
    let line = |n: &TurnNote| match n.kind {
        NoteKind::Reminder => format!("Reminder: {}", game_line(n, now)),
        NoteKind::Turn | NoteKind::Digest => game_line(n, now),
    };
    if notes.iter().any(|n| n.kind == NoteKind::Digest) {
        let lines: Vec<String> = notes.iter().map(|n| format!("- {}", line(n))).collect();
        return format!(
            "Your daily digest: {} waiting for your move.\n{}",
            crate::vocabulary::words::count(notes.len(), "game"),
            lines.join("\n")
        );
    }
    match notes {
        [one] if one.kind == NoteKind::Reminder => {
            format!("Reminder: your move in {}", game_line(one, now))
        }
        [one] => format!("Your move in {}", game_line(one, now)),
        many => {
            let lines: Vec<String> = many.iter().map(|n| format!("- {}", line(n))).collect();
            format!("Your move in {} games:\n{}", many.len(), lines.join("\n"))
        }
    }
}

/// `#g12 (Glinski's Hexagonal Chess, against @bob): @bob played 14. Qe1-c3. 2 days left on the
/// move clock.`
#[cfg(test)]
fn game_line(n: &TurnNote, now: u64) -> String {
    let against = if n.opponents.is_empty() {
        String::new()
    } else {
        let names: Vec<String> = n.opponents.iter().map(ToString::to_string).collect();
        format!(", against {}", names.join(", "))
    };
    let what = match (&n.last, &n.by) {
        (Some(m), Some(by)) => format!("{by} played {m}."),
        (Some(m), None) => format!("{m} was played."),
        _ => "the game has started.".to_string(),
    };
    let clock = match (n.deadline, n.stopped_left) {
        (_, Some(left)) => format!(
            " The move clock is stopped while you are on vacation ({} left).",
            crate::vocabulary::duration::duration_words(left)
        ),
        (Some(d), None) if d > now => format!(
            " {} left on the move clock.",
            crate::vocabulary::duration::duration_words(d - now)
        ),
        (Some(_), None) => " The move clock has run out.".to_string(),
        (None, None) => String::new(),
    };
    format!("{} ({}{against}): {what}{clock}", n.place, n.variant)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Place;

    fn note(place: &str, deadline: Option<u64>) -> TurnNote {
        TurnNote {
            user: UserId::new("alice"),
            place: Place::new(place),
            variant: "Glinski's Hexagonal Chess".into(),
            variant_id: Some("glinski".into()),
            opponents: vec![UserId::new("bob")],
            last: Some("1. f5-f6".into()),
            by: Some(UserId::new("bob")),
            plies: 1,
            deadline,
            stopped_left: None,
            realm: None,
            kind: NoteKind::Turn,
        }
    }

    #[test]
    fn one_game_is_one_line_and_several_share_a_message() {
        assert_eq!(
            dm_text(&[note("#g1", None)], 0),
            "Your move in #g1 (Glinski's Hexagonal Chess, against @bob): @bob played 1. f5-f6."
        );
        let two = dm_text(&[note("#g1", Some(90_000)), note("#g2", None)], 0);
        assert_eq!(
            two,
            "Your move in 2 games:\n\
             - #g1 (Glinski's Hexagonal Chess, against @bob): @bob played 1. f5-f6. 1 day 1 hour left on the move clock.\n\
             - #g2 (Glinski's Hexagonal Chess, against @bob): @bob played 1. f5-f6."
        );
    }

    #[test]
    fn old_records_read_with_defaults() {
        let rec = PlayerRecord::read(&UserId::new("a"), br#"{"dm":true}"#);
        assert!(rec.dm && rec.waiting.is_empty() && rec.sending.is_none() && rec.sent == 0);
        let round = PlayerRecord::read(&UserId::new("a"), &rec.encode());
        assert_eq!(round, rec);
    }
}

#[cfg(test)]
mod lang_tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::vocabulary::dm_words::dm_from_catalog;
    use crate::vocabulary::duration::{duration_in, DAY};
    use crate::vocabulary::types::Place;

    fn note(place: &str, kind: NoteKind, deadline: Option<u64>, by: bool) -> TurnNote {
        TurnNote {
            user: UserId::new("alice"),
            place: Place::new(place),
            variant: "Glinski's Hexagonal Chess".into(),
            variant_id: Some("glinski".into()),
            opponents: if by { vec![UserId::new("bob")] } else { vec![] },
            last: by.then(|| "1. f5-f6".to_string()),
            by: by.then(|| UserId::new("bob")),
            plies: 1,
            deadline,
            stopped_left: None,
            realm: None,
            kind,
        }
    }

    fn samples() -> Vec<Vec<TurnNote>> {
        let now = 1_000_000;
        vec![
            vec![note("#g1", NoteKind::Turn, None, true)],
            vec![note(
                "#g1",
                NoteKind::Turn,
                Some(now + 2 * DAY + 3600),
                false,
            )],
            vec![note("#g1", NoteKind::Reminder, Some(now + 61), true)],
            vec![note("#g1", NoteKind::Turn, Some(now - 1), true)],
            vec![
                note("#g1", NoteKind::Turn, None, true),
                note("#g2", NoteKind::Reminder, Some(now + 3 * 3600), true),
            ],
            vec![note("#g1", NoteKind::Digest, Some(now + DAY), true)],
            vec![
                note("#g1", NoteKind::Digest, None, true),
                note("#g2", NoteKind::Digest, Some(now + 30), false),
            ],
            // A game whose clock a vacation stops.
            vec![TurnNote {
                stopped_left: Some(3600),
                ..note("#g1", NoteKind::Digest, None, true)
            }],
        ]
    }

    #[test]
    fn the_english_file_says_exactly_what_dm_text_says() {
        let now = 1_000_000;
        for notes in samples() {
            assert_eq!(dm_from_catalog(Lang::En, &notes, now), dm_text(&notes, now));
        }
        for secs in [0, 59, 61, 3600, 3 * 3600 + 5, DAY, 2 * DAY + 3600, 5 * DAY] {
            assert_eq!(
                duration_in(Lang::En, secs),
                crate::vocabulary::duration::duration_words(secs)
            );
        }
    }

    #[test]
    fn a_dm_in_polish_hungarian_and_german() {
        let now = 1_000_000;
        let notes = vec![note(
            "#g1",
            NoteKind::Turn,
            Some(now + 2 * DAY + 3600),
            true,
        )];
        assert_eq!(
            dm_text_in(Lang::Pl, &notes, now),
            "Twój ruch w #g1 (Szachy heksagonalne Glińskiego, przeciwko @bob): ostatni ruch @bob: 1. f5-f6. Na zegarze ruchu zostało: 2 dni i 1 godzina."
        );
        assert_eq!(
            dm_text_in(Lang::De, &notes, now),
            "Du bist am Zug in #g1 (Glinskis Hexagonalschach, gegen @bob): @bob hat 1. f5-f6 gespielt. Restzeit auf der Zuguhr: 2 Tage und 1 Stunde."
        );
        // A note stored before notes carried the variant's id keeps its English name.
        let mut old = notes.clone();
        old[0].variant_id = None;
        assert!(dm_text_in(Lang::Pl, &old, now)
            .starts_with("Twój ruch w #g1 (Glinski's Hexagonal Chess, przeciwko @bob)"));
        for lang in Lang::ALL {
            for notes in samples() {
                let said = dm_text_in(lang, &notes, now);
                assert!(
                    !said.contains("dm-") && said.chars().count() <= 2000,
                    "{said}"
                );
            }
        }
    }
}
