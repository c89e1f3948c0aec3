//! Command family: vacations. `/vacation on|off` (and `/vacation` for the balance); each
//! player has an allowance of days a year (`vacation_days`, default 30; a server's admins may
//! set their own with `/vacation allowance <days>`). While a player is on vacation every one
//! of their clocks is stopped on their turns, each of their games says so once when it
//! starts and ends, opponents' `/games` show it, and challenges to them wait. A clock that
//! would run out while its player still has days left starts their vacation instead (as
//! chess.com does; `/vacation auto off` turns that off). A vacation ends by itself when the
//! allowance is used up. Tournaments may refuse vacations for their games.
//!
//! The player's record holds the vacation; each game holds which of its seats are away. The
//! games follow the records ([`Core::sync_away`]): each change of a game is one store write
//! with its announcement, so a crash between two games leaves the rest to the next look.

use super::dm::PlayerRecord;
use super::dm_words::duration_in;
use super::facts::Facts;
use super::movetime::DAY_SECS;
use super::notice::Said;
use super::problem::Problem;
use super::reply::text;
use super::types::{Caller, Place, Reply, UserId};
use super::Core;
use crate::i18n::{plain, Lang};
use crate::store::VacationMark;
use crate::t;
use std::collections::HashMap;
use std::sync::PoisonError;

/// Vacation days a year unless configured.
pub const DEFAULT_VACATION_DAYS: u32 = 30;

/// How close to running out a clock starts its player's automatic vacation (seconds): the
/// time they keep for when they are back.
pub const AUTO_VACATION_MARGIN: u64 = 3600;

/// What `/vacation` asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VacationCmd {
    /// How it stands.
    Status,
    /// Start one.
    On,
    /// End one.
    Off,
    /// Automatic vacations on or off.
    Auto(bool),
    /// A server's allowance of days a year (admins).
    Allowance(u32),
}

/// The UTC year of a moment.
pub(crate) fn year_of(secs: u64) -> i32 {
    // Days to a civil year (proleptic Gregorian), after Howard Hinnant's algorithm.
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    i32::try_from(yoe + era * 400 + i64::from(month <= 2)).unwrap_or(1970)
}

impl PlayerRecord {
    /// Seconds of vacation left this year at `now`, of an allowance of `allowance` seconds.
    pub(crate) fn vacation_left(&self, allowance: u64, now: u64) -> u64 {
        let used_this_year = if self.vacation_year == year_of(now) {
            self.vacation_used
        } else {
            0
        };
        let running = self
            .vacation_since
            .map_or(0, |since| now.saturating_sub(since));
        allowance
            .saturating_sub(used_this_year)
            .saturating_sub(running)
    }
}

impl Core {
    /// The allowance (seconds a year) in force in a server, or the bot's.
    fn allowance_in(&self, realm: Option<&str>) -> u64 {
        let days = realm
            .and_then(|r| self.server(r).ok())
            .and_then(|(rec, _)| rec.vacation_days)
            .unwrap_or(self.vacation_days);
        u64::from(days) * DAY_SECS
    }

    /// Since when `user` is on vacation, if they are (from memory, read once).
    pub(super) fn on_vacation(&self, user: &UserId) -> Option<u64> {
        self.load_vacations();
        self.vacations
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .and_then(|m| m.get(user).copied())
    }

    /// Reads who is on vacation from the players' records, once.
    fn load_vacations(&self) {
        if self
            .vacations
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some()
        {
            return;
        }
        let mut found = HashMap::new();
        let read = self
            .store
            .scan(crate::store::Table::Players, "", &mut |key, v| {
                if key.contains(':') {
                    return true;
                }
                let user = UserId::new(key);
                let rec = PlayerRecord::read(&user, &v.bytes);
                if let Some(since) = rec.vacation_since {
                    found.insert(user, since);
                }
                true
            });
        if let Err(e) = read {
            tracing::warn!("cannot read who is on vacation: {e}");
            return;
        }
        let mut v = self
            .vacations
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if v.is_none() {
            *v = Some(found);
        }
    }

    /// The players on vacation, as this process knows them.
    pub(super) fn vacationers(&self) -> Vec<UserId> {
        self.load_vacations();
        self.vacations
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default()
    }

    /// Notes in memory whether `user` is on vacation, after a write of their record, and
    /// when it uses up their allowance.
    fn note_vacation(&self, user: &UserId, since: Option<u64>) {
        self.reschedule_vacation(user, since.is_some());
        self.load_vacations();
        let mut v = self
            .vacations
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(m) = v.as_mut() {
            match since {
                Some(t) => {
                    m.insert(user.clone(), t);
                }
                None => {
                    m.remove(user);
                }
            }
        }
    }

    /// `/vacation ...`.
    pub(super) fn vacation(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        cmd: VacationCmd,
    ) -> Result<Vec<Reply>, Problem> {
        let storage = |e: crate::store::StoreError| Problem::Storage(e.to_string());
        let now = self.now();
        let allowance = self.allowance_in(caller.realm());
        let lang = self.lang_of_caller(caller);
        let line = match cmd {
            VacationCmd::Status => {
                let (rec, _) = self.player(user).map_err(storage)?;
                let left = rec.vacation_left(rec.vacation_allowance.unwrap_or(allowance), now);
                let auto = plain(
                    lang,
                    if rec.auto_vacation_off {
                        "vacation-auto-off-note"
                    } else {
                        "vacation-auto-on-note"
                    },
                );
                match rec.vacation_since {
                    Some(since) => t!(
                        lang,
                        "vacation-status-on",
                        since = super::window::utc(since),
                        left = duration_in(lang, left),
                        auto = auto
                    ),
                    None => t!(
                        lang,
                        "vacation-status-off",
                        left = duration_in(lang, left),
                        allowance = duration_in(lang, allowance),
                        auto = auto
                    ),
                }
            }
            VacationCmd::On => {
                self.start_vacation_in(user, caller.realm(), now, lang)?;
                let (rec, _) = self.player(user).map_err(storage)?;
                let left = rec.vacation_left(rec.vacation_allowance.unwrap_or(allowance), now);
                t!(lang, "vacation-started", left = duration_in(lang, left))
            }
            VacationCmd::Off => {
                self.end_vacation(user, now, lang)?;
                plain(lang, "vacation-ended")
            }
            VacationCmd::Auto(on) => {
                self.update_player(user, |rec| rec.auto_vacation_off = !on)
                    .map_err(storage)?;
                plain(
                    lang,
                    if on {
                        "vacation-auto-on"
                    } else {
                        "vacation-auto-off"
                    },
                )
            }
            VacationCmd::Allowance(days) => {
                let realm = caller.realm().map(str::to_string).ok_or_else(|| {
                    Problem::Refused(plain(lang, "vacation-allowance-admin-only"))
                })?;
                if days > 366 {
                    return Err(Problem::Refused(plain(lang, "vacation-allowance-too-long")));
                }
                self.with_server_change(
                    &realm,
                    |rec| rec.vacation_days = Some(days),
                    |write| {
                        self.store
                            .commit(crate::store::Commit {
                                writes: vec![write],
                                ..crate::store::Commit::default()
                            })
                            .map(|_| ())
                    },
                )
                .map_err(storage)?;
                t!(lang, "vacation-allowance-set", days = u64::from(days))
            }
        };
        Ok(vec![text(place, line)])
    }

    /// Starts `user`'s vacation (stored in their record), then stops their games' clocks.
    ///
    /// # Errors
    /// Already on vacation, none left, or the store.
    pub(super) fn start_vacation(
        &self,
        user: &UserId,
        realm: Option<&str>,
        now: u64,
    ) -> Result<(), Problem> {
        self.start_vacation_in(user, realm, now, Lang::En)
    }

    /// [`Core::start_vacation`], its refusals in `lang`.
    pub(super) fn start_vacation_in(
        &self,
        user: &UserId,
        realm: Option<&str>,
        now: u64,
        lang: Lang,
    ) -> Result<(), Problem> {
        let allowance = self.allowance_in(realm);
        let started = self
            .update_player(user, |rec| {
                if rec.vacation_since.is_some() {
                    return Err(Problem::Refused(plain(lang, "vacation-already")));
                }
                if rec.vacation_year != year_of(now) {
                    rec.vacation_year = year_of(now);
                    rec.vacation_used = 0;
                }
                if rec.vacation_left(allowance, now) == 0 {
                    return Err(Problem::Refused(plain(lang, "vacation-none-left")));
                }
                rec.vacation_since = Some(now);
                rec.vacation_allowance = Some(allowance);
                Ok(())
            })
            .map_err(|e| Problem::Storage(e.to_string()))?;
        started?;
        self.note_vacation(user, Some(now));
        self.sync_away(user);
        Ok(())
    }

    /// Ends `user`'s vacation (its days counted), then restarts their games' clocks.
    ///
    /// # Errors
    /// Not on vacation, or the store.
    pub(super) fn end_vacation(&self, user: &UserId, now: u64, lang: Lang) -> Result<(), Problem> {
        let ended = self
            .update_player(user, |rec| {
                let Some(since) = rec.vacation_since.take() else {
                    return Err(Problem::Refused(plain(lang, "vacation-not-on")));
                };
                if rec.vacation_year != year_of(since) {
                    rec.vacation_year = year_of(since);
                    rec.vacation_used = 0;
                }
                rec.vacation_used = rec.vacation_used.saturating_add(now.saturating_sub(since));
                Ok(())
            })
            .map_err(|e| Problem::Storage(e.to_string()))?;
        ended?;
        self.note_vacation(user, None);
        self.sync_away(user);
        // Challenges to them waited: those past their time lapse now.
        self.reschedule_games_of(user);
        Ok(())
    }

    /// Makes each running game of `user` follow their vacation: a seat marked away (its
    /// clock stopped on its turn) while they are on vacation, and back afterwards, each
    /// change said once in the game's place.
    pub(super) fn sync_away(&self, user: &UserId) {
        let on = self.on_vacation(user).is_some();
        let games =
            self.select(|g| (g.running() && g.seat_of(user).is_some()).then(|| g.game_id()));
        let now = self.now();
        for id in games {
            let Some(shared) = self.load(id) else {
                continue;
            };
            // Said in the game: the language of its server.
            let realm = super::live::lock(&shared).community().map(str::to_string);
            let said = self.server_lang(realm.as_deref());
            let done = self.change(
                &shared,
                |g| {
                    let seat = g.seat_of(user).ok_or(Problem::GameChanged)?;
                    if g.tournament.as_ref().is_some_and(|t| t.no_vacation) || !g.running() {
                        return Err(Problem::GameChanged);
                    }
                    let away = g.away.contains(&seat.0);
                    if away == on {
                        return Err(Problem::GameChanged);
                    }
                    let to_move = g.turn() == seat;
                    if on {
                        g.away.push(seat.0);
                        g.vacations.push(VacationMark {
                            seat: seat.0,
                            ply: u32::try_from(g.game.moves().len()).unwrap_or(u32::MAX),
                            from: now,
                            to: None,
                        });
                        if let Some(c) = g.move_clock.as_mut().filter(|_| to_move) {
                            c.paused_at.get_or_insert(now);
                        }
                        Ok(t!(said, "vacation-game-away", user = user.to_string()))
                    } else {
                        g.away.retain(|&s| s != seat.0);
                        if let Some(m) = g
                            .vacations
                            .iter_mut()
                            .rev()
                            .find(|m| m.seat == seat.0 && m.to.is_none())
                        {
                            m.to = Some(now);
                        }
                        if let Some(c) = g.move_clock.as_mut() {
                            if let Some(at) = c.paused_at.take() {
                                c.turn_started =
                                    c.turn_started.saturating_add(now.saturating_sub(at));
                            }
                        }
                        Ok(t!(said, "vacation-game-back", user = user.to_string()))
                    }
                },
                |line, snap| vec![Said::text(&snap.place, line.clone())],
            );
            match done {
                Ok(_) | Err(Problem::GameChanged) => {}
                Err(p) => tracing::warn!(game = %id, "a vacation was not marked in the game: {p}"),
            }
        }
    }

    /// Ends the vacations whose allowance is used up (part of [`Core::tick`]); how many.
    pub(super) fn vacation_tick(&self, now: u64, users: &[UserId]) -> usize {
        let mut ended = 0;
        for user in users {
            let Ok((rec, _)) = self.player(user) else {
                continue;
            };
            let allowance = rec
                .vacation_allowance
                .unwrap_or(u64::from(self.vacation_days) * DAY_SECS);
            if rec.vacation_since.is_some() && rec.vacation_left(allowance, now) == 0 {
                match self.end_vacation(user, now, Lang::En) {
                    Ok(()) => ended += 1,
                    Err(p) => tracing::warn!(%user, "could not end a used-up vacation: {p}"),
                }
            }
        }
        ended
    }

    /// Whether a clock about to run out should start its player's vacation instead: a
    /// person, with automatic vacations on and days left, in a game that allows them.
    pub(super) fn takes_auto_vacation(
        &self,
        user: &UserId,
        realm: Option<&str>,
        no_vacation: bool,
    ) -> bool {
        if !user.is_person() || no_vacation || self.on_vacation(user).is_some() {
            return false;
        }
        let Ok((rec, _)) = self.player(user) else {
            return false;
        };
        !rec.auto_vacation_off && rec.vacation_left(self.allowance_in(realm), self.now()) > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_of_moments() {
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(1_700_000_000), 2023);
        assert_eq!(year_of(1_704_067_199), 2023);
        assert_eq!(year_of(1_704_067_200), 2024);
    }
}
