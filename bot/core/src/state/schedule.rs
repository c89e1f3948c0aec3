//! The deadline schedule: when each game, tournament, vacation and puzzle of the day next has
//! something due ([`Core::tick`]), kept in order so a tick visits only what is due.
//!
//! Every key (a game, a tournament, a player's vacation) has at most one entry: the earliest
//! instant (clock seconds) at which a tick has something to do for it. A game's entry is the
//! nearest of its clock's half-time reminder, final warning, loss on time and automatic
//! vacation margin (or, while a vacation stops it, the end of that hold), its player's DM
//! reminders, its vote window's close and its challenge's lapse. Each stored change of a game replaces its entry ([`Core::commit`] through
//! `after_commit`), as do the writes of tournaments and vacations; the whole schedule is
//! built from the index when first asked ([`Core::next_due`], [`Core::tick`]), so a restart
//! finds every deadline again, and times already past fall due at the first tick.
//!
//! A key visited by a tick that still has something past due (a write that failed, a
//! challenge waiting on a player on vacation, a clock in its last hour whose player takes
//! no automatic vacation) is looked at again [`RETRY_SECS`] later, or at its next deadline
//! if that is sooner.
//!
//! Transports sleep until [`Core::next_due`] (with a cap, as a safety net) and are woken
//! early by the hook set with [`Core::on_deadline`] when a change brings a nearer deadline.

use crate::state::facts::Facts;
use crate::state::movetime::{allowed, final_notice, AUTO_VACATION_MARGIN};
use crate::vocabulary::caller::NO_REALM;
use crate::vocabulary::types::{GameId, TournamentId, UserId};
use crate::{Core, OwedHook};
use hexcourier_store::GameMeta;
use std::collections::{BTreeSet, HashMap};
use std::sync::PoisonError;

/// How long after a visit a key with something still past due is looked at again (seconds).
pub const RETRY_SECS: u64 = 60;

/// Most rounds of one tick: a change made by a tick may make another key due at once (a
/// vacation ending restarts clocks that ran out meanwhile), which the next round visits.
const MAX_ROUNDS: usize = 4;

/// What has a deadline.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum DueKey {
    /// A game: its clock, DM reminders, vote window or challenge.
    Game(GameId),
    /// A tournament's end of sign-up.
    Tournament(TournamentId),
    /// A player's vacation using up their allowance.
    Vacation(UserId),
    /// A server's puzzle of the day (its realm key).
    Daily(String),
}

/// Deadlines in time order, one entry a key.
#[derive(Debug, Default)]
pub(crate) struct Schedule {
    /// Whether it was built from the index; until then changes only mark their keys.
    ready: bool,
    /// Whether the games' vacations were checked against the players' records since this
    /// process started ([`Core::reconcile_away`]).
    reconciled: bool,
    /// Keys changed before the schedule was ready: computed again once it is.
    dirty: BTreeSet<DueKey>,
    by_time: BTreeSet<(u64, DueKey)>,
    by_key: HashMap<DueKey, u64>,
}

impl Schedule {
    /// Sets when `key` falls due (`None`: nothing due). Whether the next instant of the whole
    /// schedule became nearer.
    pub(crate) fn set(&mut self, key: DueKey, at: Option<u64>) -> bool {
        let before = self.next();
        if let Some(old) = self.by_key.remove(&key) {
            self.by_time.remove(&(old, key.clone()));
        }
        if let Some(t) = at {
            self.by_time.insert((t, key.clone()));
            self.by_key.insert(key, t);
        }
        match (at, before) {
            (Some(t), Some(b)) => t < b,
            (Some(_), None) => true,
            (None, _) => false,
        }
    }

    /// The nearest deadline.
    pub(crate) fn next(&self) -> Option<u64> {
        self.by_time.first().map(|(t, _)| *t)
    }

    /// The keys due at `now`, earliest first.
    pub(crate) fn due(&self, now: u64) -> Vec<DueKey> {
        self.by_time
            .iter()
            .take_while(|(t, _)| *t <= now)
            .map(|(_, k)| k.clone())
            .collect()
    }

    /// When `key` falls due, if it has a deadline.
    pub(crate) fn at(&self, key: &DueKey) -> Option<u64> {
        self.by_key.get(key).copied()
    }

    /// Makes due at `now` every key due by `now` plus [`RETRY_SECS`]: the retries put off
    /// while the store failed (a key visited early finds nothing due and is set again).
    pub(crate) fn retry_now(&mut self, now: u64) {
        let soon: Vec<DueKey> = self
            .by_time
            .iter()
            .take_while(|(t, _)| *t <= now.saturating_add(RETRY_SECS))
            .filter(|(t, _)| *t > now)
            .map(|(_, k)| k.clone())
            .collect();
        for key in soon {
            self.set(key, Some(now));
        }
    }

    /// How many keys have a deadline.
    pub(crate) fn len(&self) -> usize {
        self.by_key.len()
    }
}

/// The nearest of `candidates`; after a visit at `visited`, those past due count as
/// [`RETRY_SECS`] after it.
fn nearest(candidates: impl IntoIterator<Item = u64>, visited: Option<u64>) -> Option<u64> {
    candidates
        .into_iter()
        .map(|t| match visited {
            Some(now) if t <= now => now.saturating_add(RETRY_SECS),
            _ => t,
        })
        .min()
}

/// The keys due in one round of a tick, by kind.
#[derive(Debug, Default)]
pub(crate) struct DueNow {
    pub(crate) games: Vec<GameId>,
    pub(crate) tournaments: Vec<TournamentId>,
    pub(crate) vacations: Vec<UserId>,
    pub(crate) dailies: Vec<String>,
}

impl DueNow {
    fn is_empty(&self) -> bool {
        self.games.is_empty()
            && self.tournaments.is_empty()
            && self.vacations.is_empty()
            && self.dailies.is_empty()
    }
}

impl Core {
    /// The next instant (clock seconds) at which [`Core::tick`] has something to do, if any:
    /// a transport sleeps until then. Times already past are due at once.
    pub fn next_due(&self) -> Option<u64> {
        self.ensure_schedule();
        self.lock_schedule().next()
    }

    /// How long until [`Core::next_due`] by the core's clock (zero when it has come), if
    /// anything is ahead.
    pub fn due_in(&self) -> Option<std::time::Duration> {
        self.next_due().map(|t| self.clock.until(t))
    }

    /// How many games, tournaments and vacations have a deadline.
    pub fn deadlines(&self) -> usize {
        self.ensure_schedule();
        self.lock_schedule().len()
    }

    /// Sets the hook run when a change brings a deadline nearer than the schedule's next (a
    /// transport's ticker sleeping until [`Core::next_due`] wakes up and sleeps again).
    pub fn on_deadline(&self, hook: OwedHook) {
        *self
            .on_deadline
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(hook);
    }

    pub(crate) fn lock_schedule(&self) -> std::sync::MutexGuard<'_, Schedule> {
        self.schedule.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// When the game `g` next has something due for this process: `None` for a game served
    /// elsewhere or with nothing ahead. `visited`: the time of the tick that just looked at
    /// it (what is still past due then is looked at again later).
    pub(crate) fn game_due(&self, g: &dyn Facts, visited: Option<u64>) -> Option<u64> {
        if !self.serves(g.community()) {
            return None;
        }
        self.deadline_of(g, visited)
    }

    /// What the store keeps beside a game's record: its deadline (what is past due counts
    /// as looked at `now`), community and players.
    pub(crate) fn game_meta(&self, g: &dyn Facts, now: u64) -> GameMeta {
        let mut users: Vec<String> = g
            .seats()
            .iter()
            .chain(g.creator())
            .filter(|u| u.is_person())
            .map(|u| u.as_str().to_string())
            .collect();
        users.sort();
        users.dedup();
        GameMeta {
            key: g.game_id().key(),
            due_at: self.deadline_of(g, Some(now)),
            realm: g.community().map(str::to_string),
            users,
        }
    }

    /// When the game `g` next has something due, whichever process serves it.
    fn deadline_of(&self, g: &dyn Facts, visited: Option<u64>) -> Option<u64> {
        let mut at: Vec<u64> = Vec::new();
        let clock = g.clock().filter(|_| g.running() && !g.engine_to_move());
        // A clock stopped by a vacation: when its hold ends, it runs again.
        at.extend(
            clock
                .filter(|c| c.paused_at.is_some())
                .and_then(|c| c.hold_until),
        );
        if let Some(c) = clock.filter(|c| c.paused_at.is_none()) {
            let end = c.turn_started.saturating_add(allowed(&c));
            at.push(end);
            // The hour before the end starts an automatic vacation, if its player takes one;
            // one that did not start when looked at waits for the final warning or the end.
            let margin = end.saturating_sub(AUTO_VACATION_MARGIN);
            if visited.is_none_or(|now| margin > now) {
                at.push(margin);
            }
            if c.reminders < 1 {
                at.push(c.turn_started.saturating_add(allowed(&c) / 2));
            }
            if c.reminders < 2 {
                at.push(end.saturating_sub(final_notice(&c)));
            }
            let index = self.dm_index.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(times) = index.reminders.get(g.user(g.turn())) {
                at.extend(
                    times
                        .iter()
                        .filter(|&&t| c.dm_reminded.is_none_or(|sent| t < sent))
                        .map(|&t| end.saturating_sub(t)),
                );
            }
        }
        if g.outcome().is_none() {
            at.extend(g.open_window().map(|w| w.closes));
        }
        at.extend(
            g.challenge()
                .filter(|c| c.ended.is_none())
                .map(|c| c.expires),
        );
        nearest(at, visited)
    }

    /// Replaces the entry of `key` (a change was stored, or a tick looked at it): wakes the
    /// transport when it is now the nearest. Before the schedule is built, only marks it.
    pub(crate) fn reschedule(&self, key: DueKey, at: Option<u64>) {
        let nearer = {
            let mut s = self.lock_schedule();
            if !s.ready {
                s.dirty.insert(key);
                return;
            }
            s.set(key, at)
        };
        if nearer {
            self.wake_ticker();
        }
    }

    /// Replaces the entry of a game from its state now (called with the game's lock held,
    /// so entries follow the order of the changes).
    pub(crate) fn reschedule_game(&self, g: &dyn Facts) {
        let at = self.game_due(g, None);
        self.reschedule(DueKey::Game(g.game_id()), at);
    }

    /// Recomputes the entry of the game `id` from the index (its lock held meanwhile); a
    /// game no longer known loses its entry.
    fn reschedule_game_id(&self, id: GameId, visited: Option<u64>) {
        let seen = self.select_among(&[id], |g| {
            let at = self.game_due(g, visited);
            self.reschedule(DueKey::Game(id), at);
            Some(())
        });
        if seen.is_empty() {
            self.reschedule(DueKey::Game(id), None);
        }
    }

    /// Recomputes the entries of the running games and open challenges of `user` (their DM
    /// reminder times changed, or their vacation ended).
    pub(crate) fn reschedule_games_of(&self, user: &UserId) {
        if !self.lock_schedule().ready {
            return;
        }
        let ids = self.select(|g| {
            ((g.running() || g.challenge_open()) && g.seat_of(user).is_some()).then(|| g.game_id())
        });
        for id in ids {
            self.reschedule_game_id(id, None);
        }
    }

    /// Replaces the entry of a tournament, after a write of its record.
    pub(crate) fn reschedule_event(&self, id: TournamentId, at: Option<u64>) {
        self.reschedule(DueKey::Tournament(id), at);
    }

    /// Replaces the entry of the vacation of `user` (`on`: they are on vacation), after a
    /// write of their record.
    pub(crate) fn reschedule_vacation(&self, user: &UserId, on: bool) {
        let at = on.then(|| self.vacation_due(user, None)).flatten();
        self.reschedule(DueKey::Vacation(user.clone()), at);
    }

    /// When the vacation of `user` uses up their allowance in every server it counts in
    /// (from their stored record).
    pub(crate) fn vacation_due(&self, user: &UserId, visited: Option<u64>) -> Option<u64> {
        let (rec, _) = self.player(user).ok()?;
        let end = self.vacation_end(&rec)?;
        nearest([end], visited)
    }

    /// Runs the hook set by [`Core::on_deadline`].
    fn wake_ticker(&self) {
        if let Some(hook) = self
            .on_deadline
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            hook();
        }
    }

    /// Builds the schedule from the index, once: every game, the tournaments signing up and
    /// the players on vacation. Keys changed meanwhile are computed again after.
    pub(crate) fn ensure_schedule(&self) {
        if self.lock_schedule().ready {
            return;
        }
        // Reminder times and vacations come from the players' records.
        if let Err(e) = self.load_dm_index() {
            tracing::warn!("the deadlines wait: the players could not be read: {e}");
            return;
        }
        let games = self.select(|g| Some((g.game_id(), self.game_due(g, None))));
        let tournaments = self.event_deadlines();
        let dailies = self.daily_deadlines();
        let vacations: Vec<(UserId, Option<u64>)> = self
            .vacationers()
            .into_iter()
            .map(|u| {
                let at = self.vacation_due(&u, None);
                (u, at)
            })
            .collect();
        let dirty = {
            let mut s = self.lock_schedule();
            if s.ready {
                return;
            }
            for (id, at) in games {
                s.set(DueKey::Game(id), at);
            }
            for (id, at) in tournaments {
                s.set(DueKey::Tournament(id), at);
            }
            for (u, at) in vacations {
                s.set(DueKey::Vacation(u), at);
            }
            for (realm, at) in dailies {
                s.set(DueKey::Daily(realm), at);
            }
            s.ready = true;
            std::mem::take(&mut s.dirty)
        };
        for key in dirty {
            self.refresh_key(key, None);
        }
        self.wake_ticker();
    }

    /// Recomputes one key's entry from what is known now.
    fn refresh_key(&self, key: DueKey, visited: Option<u64>) {
        match key {
            DueKey::Game(id) => self.reschedule_game_id(id, visited),
            DueKey::Tournament(id) => {
                let at = self
                    .load_event(id)
                    .ok()
                    .and_then(|(rec, _)| self.event_due(&rec))
                    .map(|t| nearest([t], visited).unwrap_or(t));
                self.reschedule(DueKey::Tournament(id), at);
            }
            DueKey::Vacation(u) => {
                let at = self.vacation_due(&u, visited);
                self.reschedule(DueKey::Vacation(u), at);
            }
            DueKey::Daily(realm) => {
                let at = self
                    .daily_next(&realm)
                    .map(|t| nearest([t], visited).unwrap_or(t));
                self.reschedule(DueKey::Daily(realm), at);
            }
        }
    }

    /// On a store shared by processes that keeps games' deadlines (PostgreSQL's `due_at`),
    /// at most every [`RETRY_SECS`]: the games of this process's communities due by the
    /// store within the next [`RETRY_SECS`] that its own schedule does not have due by
    /// then, read again (another process changed them) and scheduled, so they too fire on
    /// time.
    fn adopt_stored_deadlines(&self, now: u64) {
        use std::sync::atomic::Ordering;
        /// Most games adopted in one look.
        const BATCH: usize = 1_000;
        if !self.store.shared() {
            return;
        }
        let last = self.due_polled.load(Ordering::SeqCst);
        if last != 0 && now < last.saturating_add(RETRY_SECS) {
            return;
        }
        self.due_polled.store(now, Ordering::SeqCst);
        let ahead = now.saturating_add(RETRY_SECS);
        let due = match self.store.due_games(self.serves, ahead, BATCH) {
            Ok(Some(due)) => due,
            Ok(None) => return,
            Err(e) => {
                tracing::warn!("the store's deadlines could not be read: {e}");
                return;
            }
        };
        for d in due {
            let Some(id) = GameId::parse(&d.key) else {
                continue;
            };
            let key = DueKey::Game(id);
            if self.lock_schedule().at(&key).is_some_and(|t| t <= d.due_at) {
                continue;
            }
            match self.load(id) {
                // Read again if another process changed it (its entry follows).
                Some(g) => self.refresh(&g),
                None => {
                    self.discover(&id.place());
                }
            }
        }
    }

    /// After the store failed (since the last tick looked): if it answers now, what was put
    /// off for it is done at once rather than a retry later, so clocks that ran out while it
    /// was down are judged as soon as it is back. Whether it answers again after failing.
    fn catch_up_after_store_failure(&self, now: u64) -> bool {
        use std::sync::atomic::Ordering;
        if !self.store_failed.swap(false, Ordering::SeqCst) {
            return false;
        }
        // A read that fails sets the flag again: the next tick looks again.
        let answers = self
            .store
            .get(hexcourier_store::Table::Players, NO_REALM)
            .is_ok();
        if answers {
            self.lock_schedule().retry_now(now);
        }
        answers
    }

    /// The keys due at `now`.
    fn due_now(&self, now: u64) -> DueNow {
        let mut due = DueNow::default();
        for key in self.lock_schedule().due(now) {
            match key {
                DueKey::Game(id) => due.games.push(id),
                DueKey::Tournament(id) => due.tournaments.push(id),
                DueKey::Vacation(u) => due.vacations.push(u),
                DueKey::Daily(realm) => due.dailies.push(realm),
            }
        }
        due
    }

    /// Does what is due at `now`, in rounds (see [`MAX_ROUNDS`]), each key looked at again
    /// after its round. Returns how many games, vacations and tournaments changed.
    pub(crate) fn run_due(&self, now: u64) -> usize {
        self.ensure_schedule();
        let first = {
            let mut s = self.lock_schedule();
            let first = s.ready && !s.reconciled;
            s.reconciled |= s.ready;
            first
        };
        // After a store outage too: a write that was to make a game follow a vacation may
        // have failed without the process restarting.
        let recovered = self.catch_up_after_store_failure(now);
        if first || recovered {
            self.reconcile_away();
        }
        self.adopt_stored_deadlines(now);
        let mut changed = 0;
        for _ in 0..MAX_ROUNDS {
            let due = self.due_now(now);
            if due.is_empty() {
                break;
            }
            changed += self.vacation_tick(now, &due.vacations);
            changed += self.reminder_tick(now, &due.games);
            changed += self.clock_tick(now, &due.games);
            changed += self.vote_tick(now, &due.games);
            changed += self.challenge_tick(now, &due.games);
            changed += self.tournament_tick(now, &due.tournaments);
            changed += self.daily_tick(now, &due.dailies);
            for u in due.vacations {
                self.refresh_key(DueKey::Vacation(u), Some(now));
            }
            for id in due.games {
                self.refresh_key(DueKey::Game(id), Some(now));
            }
            for id in due.tournaments {
                self.refresh_key(DueKey::Tournament(id), Some(now));
            }
            for realm in due.dailies {
                self.refresh_key(DueKey::Daily(realm), Some(now));
            }
        }
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_entry_a_key_in_time_order() {
        let mut s = Schedule::default();
        assert!(s.set(DueKey::Game(GameId(1)), Some(50)));
        assert!(s.set(DueKey::Game(GameId(2)), Some(40)));
        assert!(!s.set(DueKey::Tournament(TournamentId(1)), Some(60)));
        assert_eq!(s.next(), Some(40));
        // A change replaces the game's entry.
        assert!(!s.set(DueKey::Game(GameId(2)), Some(70)));
        assert_eq!(s.next(), Some(50));
        assert_eq!(s.due(59), vec![DueKey::Game(GameId(1))]);
        assert_eq!(
            s.due(60),
            vec![DueKey::Game(GameId(1)), DueKey::Tournament(TournamentId(1))]
        );
        assert!(!s.set(DueKey::Game(GameId(1)), None));
        assert_eq!(s.at(&DueKey::Game(GameId(1))), None);
        assert_eq!(s.len(), 2);
        assert_eq!(s.next(), Some(60));
    }

    #[test]
    fn past_deadlines_wait_a_retry_after_a_visit() {
        assert_eq!(nearest([10, 200], None), Some(10));
        assert_eq!(nearest([10, 200], Some(100)), Some(160));
        assert_eq!(nearest([10, 120], Some(100)), Some(120));
        assert_eq!(nearest([], Some(100)), None);
    }
}
