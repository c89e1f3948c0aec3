//! Command family: the puzzle of the day. `/puzzle daily` gives a member the day's puzzle of
//! their server (the same for everyone there that day, picked from the date and the server),
//! answered like any `/puzzle`; `/puzzle daily channel:… at:08:00 [timezone:…]` (server
//! admins) has it posted in a channel at that local time, with who solved the day before's.
//!
//! A post is owed like a game's announcement: due at the settings' next time, a tick stores
//! the server's record (next time moved on, one more post counted) and the post in one write,
//! so it is made once whatever the restarts, and delivered once by the outbox
//! ([`crate::vocabulary::types::Source::Daily`]). A day runs from one post's time to the next.

use crate::families::puzzle::{replay, TRIES};
use crate::i18n::{plain, variant_name, Lang};
use crate::state::puzzles::{daily_key, solver_write, DailySettings, Session};
use crate::state::schedule::DueKey;
use crate::state::server::ServerRecord;
use crate::t;
use crate::vocabulary::caller::{Caller, NO_REALM};
use crate::vocabulary::command::puzzle::{DailySet, PUZZLE_USAGE};
use crate::vocabulary::notice::{Board, NoticeBody, Progress, Said};
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{DailyId, Place, Reply, Source, UserId};
use crate::vocabulary::words::{quote, seat_in};
use crate::vocabulary::zone::{current_day, next_local, time_of_day, zone, zone_or_utc};
use crate::Core;
use hexcourier_store::{Commit, Expect, OwedEntry, OwedKey, StoreError, Table, Write};
use jiff::civil::Date;

/// The local time of a new puzzle of the day, minutes after midnight (08:00).
pub const DEFAULT_DAILY_AT: u16 = 8 * 60;

/// Most solvers a post names; more are counted.
const SOLVERS_NAMED: usize = 20;

/// A realm key as records carry it: `None` for the console's.
fn realm_of_key(realm: &str) -> Option<&str> {
    (realm != NO_REALM).then_some(realm)
}

fn storage(e: StoreError) -> Problem {
    Problem::Storage(e.to_string())
}

impl Core {
    /// `/puzzle daily`: the day's puzzle of the asker's server, or the one they have open.
    pub(crate) fn daily_puzzle(
        &self,
        place: &Place,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let book = self.puzzle_book()?;
        let realm = caller.realm().unwrap_or(NO_REALM).to_string();
        let user = caller.user();
        let settings = self.server(&realm).map_err(storage)?.0.puzzle_daily;
        let (at, tz) = settings.map_or((0, None), |d| (d.at, d.tz));
        let day = current_day(self.now(), at, &zone_or_utc(tz.as_deref()))
            .ok_or(Problem::Internal)?
            .to_string();
        let p = book.daily(&realm, &day).ok_or(Problem::Internal)?;
        for _ in 0..TRIES {
            let (mut rec, version) = self.solver(user)?;
            if let Some(open) = rec.open.get(&realm).cloned() {
                if open.daily.as_deref() == Some(day.as_str()) {
                    return self.show_session(
                        place,
                        p,
                        &open,
                        lang,
                        self.notation_of(user, caller.realm()),
                    );
                }
                return Err(Problem::Refused(plain(lang, "puzzle-finish-first")));
            }
            if rec.dailies.get(&realm) == Some(&day) {
                return Err(Problem::Refused(t!(lang, "puzzle-daily-done", date = day)));
            }
            let session = Session {
                id: p.id.clone(),
                done: 0,
                rated: !rec.tried(&p.id),
                daily: Some(day.clone()),
            };
            rec.open.insert(realm.clone(), session.clone());
            rec.dailies.insert(realm.clone(), day.clone());
            if self.commit_puzzle(vec![solver_write(user, version, &rec)?])? {
                return self.show_session(
                    place,
                    p,
                    &session,
                    lang,
                    self.notation_of(user, caller.realm()),
                );
            }
        }
        Err(Problem::Conflict)
    }

    /// The write that adds `user` to the solvers of the puzzle of the day `day` in `realm`,
    /// if the server posts one and that day's solvers are still kept.
    pub(crate) fn daily_solver_write(
        &self,
        realm: &str,
        day: &str,
        user: &UserId,
    ) -> Result<Option<Write>, Problem> {
        let (mut rec, version) = self.server(realm).map_err(storage)?;
        let Some(d) = rec.puzzle_daily.as_mut().filter(|d| d.on) else {
            return Ok(None);
        };
        match d.solved_day.as_deref() {
            Some(kept) if kept == day => {}
            // A later day's solvers are kept already.
            Some(kept) if kept > day => return Ok(None),
            _ => {
                d.solved_day = Some(day.to_string());
                d.solvers.clear();
            }
        }
        if d.solvers.iter().any(|s| s == user.as_str()) {
            return Ok(None);
        }
        d.solvers.push(user.as_str().to_string());
        Ok(Some(Core::server_write(realm, version, &rec)))
    }

    /// `/puzzle daily channel:… at:… timezone:…` or `/puzzle daily off` (server admins: the
    /// permission table checked it).
    pub(crate) fn daily_settings(
        &self,
        place: &Place,
        caller: &Caller,
        set: DailySet,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let realm = caller.realm().unwrap_or(NO_REALM).to_string();
        let now = self.now();
        for _ in 0..TRIES {
            let (mut rec, version) = self.server(&realm).map_err(storage)?;
            let mut writes = Vec::new();
            let said = match &set {
                DailySet::Off => {
                    if let Some(d) = rec.puzzle_daily.as_mut() {
                        d.on = false;
                    }
                    plain(lang, "puzzle-daily-off")
                }
                DailySet::On { place: to, at, tz } => {
                    let old = rec.puzzle_daily.clone();
                    let to = to
                        .clone()
                        .or_else(|| old.as_ref().map(|d| d.place.clone()))
                        .ok_or(Problem::Usage {
                            usage: PUZZLE_USAGE,
                        })?;
                    // A game's or tournament's place closes; the puzzle goes to a channel.
                    if Source::parse(to.trim_start_matches('#')).is_some() {
                        return Err(Problem::Refused(t!(
                            lang,
                            "puzzle-daily-not-a-channel",
                            place = quote(&to)
                        )));
                    }
                    let minutes = at
                        .or(old.as_ref().map(|d| d.at))
                        .unwrap_or(DEFAULT_DAILY_AT);
                    let tz = match tz {
                        Some(name) => Some(
                            zone(name)
                                .ok_or_else(|| {
                                    Problem::Refused(t!(
                                        lang,
                                        "notify-unknown-zone",
                                        zone = quote(name)
                                    ))
                                })?
                                .0,
                        ),
                        None => match old.as_ref() {
                            Some(d) => d.tz.clone(),
                            // New: in the admin's own time zone, if they gave one.
                            None => self.player(caller.user()).map_err(storage)?.0.tz,
                        },
                    };
                    let id = match old.as_ref() {
                        Some(d) => d.id,
                        None => self.store.next_id("dailies").map_err(storage)?,
                    };
                    let next = next_local(now, minutes, &zone_or_utc(tz.as_deref()))
                        .ok_or(Problem::Internal)?;
                    if old.is_none() {
                        writes.push(Write {
                            table: Table::Players,
                            key: daily_key(id),
                            expect: Expect::Absent,
                            value: Some(realm.as_bytes().to_vec()),
                        });
                    }
                    let tz_name = tz.clone().unwrap_or_else(|| "UTC".to_string());
                    // Posts made and solvers kept stay with the settings.
                    let mut d = old.unwrap_or(DailySettings {
                        id,
                        on: true,
                        place: String::new(),
                        at: minutes,
                        tz: None,
                        next,
                        announced: 0,
                        posted: None,
                        solved_day: None,
                        solvers: Vec::new(),
                    });
                    d.on = true;
                    d.place = to.clone();
                    d.at = minutes;
                    d.tz = tz;
                    d.next = next;
                    rec.puzzle_daily = Some(d);
                    t!(
                        lang,
                        "puzzle-daily-set",
                        place = to,
                        at = time_of_day(minutes),
                        tz = tz_name,
                        next = crate::vocabulary::moment::moment(next)
                    )
                }
            };
            writes.insert(0, Core::server_write(&realm, version, &rec));
            if self.commit_puzzle(writes)? {
                let due = rec.puzzle_daily.as_ref().filter(|d| d.on).map(|d| d.next);
                self.reschedule(DueKey::Daily(realm), due);
                return Ok(vec![text(place, said)]);
            }
            // Another writer got there first: worked out again (a new server's next try
            // takes a new number; one taken meanwhile is never reused).
        }
        Err(Problem::Conflict)
    }

    /// When each server served here next posts its puzzle of the day (a scan of the servers'
    /// records; only those that post one have a time).
    pub(crate) fn daily_deadlines(&self) -> Vec<(String, Option<u64>)> {
        let mut out = Vec::new();
        let scanned = self.store.scan(Table::Players, "server:", &mut |key, v| {
            let Some(realm) = key.strip_prefix("server:") else {
                return true;
            };
            if let Ok(rec) = serde_json::from_slice::<ServerRecord>(&v.bytes) {
                if let Some(d) = rec.puzzle_daily.filter(|d| d.on) {
                    if self.serves(realm_of_key(realm)) {
                        out.push((realm.to_string(), Some(d.next)));
                    }
                }
            }
            true
        });
        if let Err(e) = scanned {
            tracing::warn!("cannot read the servers' puzzles of the day: {e}");
        }
        out
    }

    /// When the server `realm` next posts its puzzle of the day, if it does and is served here.
    pub(crate) fn daily_next(&self, realm: &str) -> Option<u64> {
        if !self.serves(realm_of_key(realm)) {
            return None;
        }
        let (rec, _) = self.server(realm).ok()?;
        rec.puzzle_daily.filter(|d| d.on).map(|d| d.next)
    }

    /// Posts the puzzle of the day of the servers `realms` whose time has come: each post and
    /// the server's record (its next time) in one write. How many servers posted.
    pub(crate) fn daily_tick(&self, now: u64, realms: &[String]) -> usize {
        let mut changed = 0;
        for realm in realms {
            for _ in 0..TRIES {
                match self.post_daily(now, realm) {
                    Ok(Some(true)) => {
                        changed += 1;
                        self.wake_transports();
                        break;
                    }
                    Ok(Some(false)) => continue,
                    Ok(None) => break,
                    Err(e) => {
                        tracing::warn!(realm, "the puzzle of the day was not posted: {e}");
                        break;
                    }
                }
            }
        }
        changed
    }

    /// One try at the post of `realm`: `None` if nothing is due, else whether it was stored
    /// (`false`: another writer got there first).
    fn post_daily(&self, now: u64, realm: &str) -> Result<Option<bool>, Problem> {
        let (mut rec, version) = self.server(realm).map_err(storage)?;
        let Some(d) = rec.puzzle_daily.as_mut().filter(|d| d.on && d.next <= now) else {
            return Ok(None);
        };
        let tz = zone_or_utc(d.tz.as_deref());
        let day = current_day(now, d.at, &tz).ok_or(Problem::Internal)?;
        let mut owe = Vec::new();
        // Settings changed after today's post move the next time on, without a second post.
        if d.posted.as_deref() != Some(day.to_string().as_str()) {
            let lang = self.server_lang(realm_of_key(realm));
            let says = self.daily_post(realm, d, day, lang)?;
            let body = NoticeBody {
                says,
                progress: Progress::default(),
            };
            owe.push(OwedEntry {
                key: OwedKey {
                    game: DailyId(d.id).to_string(),
                    seq: d.announced,
                },
                created: now,
                realm: realm_of_key(realm).map(str::to_string),
                body: serde_json::to_vec(&body).map_err(|e| Problem::Storage(e.to_string()))?,
            });
            d.announced += 1;
            d.posted = Some(day.to_string());
        }
        d.next = next_local(now, d.at, &tz).ok_or(Problem::Internal)?;
        let commit = Commit {
            writes: vec![Core::server_write(realm, version, &rec)],
            owe,
            ..Commit::default()
        };
        match self.store.commit(commit) {
            Ok(_) => Ok(Some(true)),
            Err(e) if e.is_conflict() => Ok(Some(false)),
            Err(e) => Err(storage(e)),
        }
    }

    /// What the post of `day` says in its server's channel: the side to move, the variant,
    /// who solved the day before's (when there was one), and the position.
    fn daily_post(
        &self,
        realm: &str,
        d: &DailySettings,
        day: Date,
        lang: Lang,
    ) -> Result<Vec<Said>, Problem> {
        let book = self.puzzle_book()?;
        let date = day.to_string();
        let p = book.daily(realm, &date).ok_or(Problem::Internal)?;
        let v = self.puzzle_variant(p)?;
        let (pos, _) = replay(&v, p, 0)?;
        let side = seat_in(lang, &v, pos.turn());
        let place = Place::new(d.place.clone());
        let mut lines = vec![t!(
            lang,
            "puzzle-daily-post",
            date = date.clone(),
            side = side.clone(),
            variant = variant_name(lang, &v.id, &v.name)
        )];
        let yesterday = day.yesterday().map_err(|_| Problem::Internal)?.to_string();
        if d.posted.as_deref() == Some(yesterday.as_str()) {
            let solvers: &[String] = if d.solved_day.as_deref() == Some(yesterday.as_str()) {
                &d.solvers
            } else {
                &[]
            };
            if solvers.is_empty() {
                lines.push(plain(lang, "puzzle-daily-no-solvers"));
            } else {
                let mut named: Vec<String> = solvers
                    .iter()
                    .take(SOLVERS_NAMED)
                    .map(|u| UserId::new(u.clone()).to_string())
                    .collect();
                if solvers.len() > SOLVERS_NAMED {
                    named.push(t!(
                        lang,
                        "puzzle-daily-more-solvers",
                        n = (solvers.len() - SOLVERS_NAMED) as u64
                    ));
                }
                lines.push(t!(
                    lang,
                    "puzzle-daily-solvers",
                    n = solvers.len() as u64,
                    users = named.join(", ")
                ));
            }
        }
        // A link to its page, which unfurls with the position's picture.
        if let Some(url) = self.daily_page_link(realm, &date) {
            lines.push(t!(lang, "puzzle-daily-page", url = url));
        }
        Ok(vec![
            Said::text(&place, lines.join("\n")),
            Said::Board {
                place: place.clone(),
                board: Board {
                    variant: v.id.clone(),
                    position: pos.to_text(&v),
                    last: None,
                    before: None,
                    viewer: pos.turn().0,
                    caption: t!(
                        lang,
                        "puzzle-daily-caption",
                        date = date.clone(),
                        side = side
                    ),
                    file_name: format!("puzzle-{date}.png"),
                },
            },
        ])
    }
}
