//! Command family: vacations. `/vacation on|off` (and `/vacation` for the balance); each
//! player has an allowance of days a year in each server (`vacation_days`, default 30; a
//! server's admins may set their own with `/vacation allowance <days>`; the console is one
//! community of its own). While a player is on vacation their clocks are stopped on their
//! turns, each of their games says so once when it starts and ends, opponents' `/games` show
//! it, and challenges to them wait (and wait that much longer once they are back). A clock
//! that would run out while its player still has days left starts their vacation instead (as
//! chess.com does; `/vacation auto off` turns that off), at most once a turn.
//!
//! The model: a player's vacation is one state, on since a moment. Each server charges its
//! own allowance: the vacation holds a game (its clock stopped on the player's turns) only
//! while the time it has run, with what was used in the game's server earlier that year, is
//! within that server's allowance. When a server's allowance is used up, that server's games
//! run again (each says so once) while the others stay stopped; the vacation ends when every
//! server it was charged in is used up. The player's record keeps the seconds used in each
//! server that year. Whenever it ends, the vacation counts in each of those servers up to its
//! allowance.
//!
//! Nobody is on vacation after their own move or after `/vacation off`: a move by a player on
//! vacation ends it (playing shows they are back), in the same store write as the move. An
//! automatic vacation is dated from the moment it was due (the clock's end less
//! [`AUTO_VACATION_MARGIN`]): after downtime the player still has the margin when back, and
//! the allowance counts as if the bot had been up. Tournament games allow no vacation unless
//! their organiser chose `vacation:on`, and then a vacation stops a game's clock for at most
//! the tournament's days per move on each turn, so a player who never moves still loses on
//! time within twice those days.
//!
//! The player's record holds the vacation; each game holds which of its seats are away, and
//! its clock until when the vacation may hold it ([`MoveClock::hold_until`]: a tick lets it
//! run then and says so). The games follow the records ([`Core::sync_away`]): each change of
//! a game is one store write with its announcement, so a crash between two games leaves the
//! rest to the next look; a vacation that starts or ends by a game (a clock about to run out,
//! a move) is written with that game.

use crate::families::dm::{player_write, PlayerRecord};
use crate::i18n::{plain, Lang};
use crate::state::facts::Facts;
use crate::state::live::{lock, LiveGame, Shared};
use crate::state::movetime::{self, allowed, hold_lapsed, left, AUTO_VACATION_MARGIN, DAY_SECS};
use crate::t;
use crate::vocabulary::caller::{Caller, NO_REALM};
use crate::vocabulary::command::vacation::VacationCmd;
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::notice::Said;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{Place, Reply, UserId};
use crate::Core;
use hexcourier_store::{Challenge, EventLink, MoveClock, VacationMark, Write};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::PoisonError;

/// Vacation days a year unless configured.
pub const DEFAULT_VACATION_DAYS: u32 = 30;

/// The UTC year of a moment.
pub fn year_of(secs: u64) -> i32 {
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

/// The key of a community in the player's record ([`NO_REALM`] for the console's).
fn realm_key(realm: Option<&str>) -> &str {
    realm.unwrap_or(NO_REALM)
}

/// The community a key of the player's record names (`None`: the console's).
fn realm_of_key(key: &str) -> Option<&str> {
    (key != NO_REALM).then_some(key)
}

fn storage(e: hexcourier_store::StoreError) -> Problem {
    Problem::Storage(e.to_string())
}

impl PlayerRecord {
    /// Seconds of vacation used in the community `key` in `year`, the vacation running not
    /// included.
    pub(crate) fn used_in(&self, key: &str, year: i32) -> u64 {
        if self.vacation_year != year {
            return 0;
        }
        self.vacation_used_in
            .get(key)
            .copied()
            .unwrap_or(self.vacation_used)
    }

    /// When the running vacation stops holding the games of community `key`, whose
    /// allowance is `allowance` seconds a year (it is used up there then); `None` when they
    /// are not on vacation.
    pub(crate) fn held_until(&self, key: &str, allowance: u64) -> Option<u64> {
        let since = self.vacation_since?;
        let used = self.used_in(key, year_of(since));
        Some(since.saturating_add(allowance.saturating_sub(used)))
    }

    /// Seconds of vacation left this year in community `key` at `now`, of an allowance of
    /// `allowance` seconds.
    pub(crate) fn vacation_left(&self, key: &str, allowance: u64, now: u64) -> u64 {
        match self.held_until(key, allowance) {
            Some(end) => end.saturating_sub(now),
            None => allowance.saturating_sub(self.used_in(key, year_of(now))),
        }
    }

    /// A new year's count, when `year` is not the one counted.
    fn count_year(&mut self, year: i32) {
        if self.vacation_year != year {
            self.vacation_year = year;
            self.vacation_used = 0;
            self.vacation_used_in.clear();
        }
    }

    /// Starts a vacation at `since`, asked in community `key` (whose allowance is
    /// `allowance`); it is charged there and in the communities `keys` (of their games).
    ///
    /// # Errors
    /// Already on vacation, or none left in `key`; refusals in `lang`.
    fn begin_vacation(
        &mut self,
        since: u64,
        key: &str,
        allowance: u64,
        keys: &BTreeSet<String>,
        lang: Lang,
    ) -> Result<(), Problem> {
        if self.vacation_since.is_some() {
            return Err(Problem::Refused(plain(lang, "vacation-already")));
        }
        let year = year_of(since);
        self.count_year(year);
        if allowance.saturating_sub(self.used_in(key, year)) == 0 {
            return Err(Problem::Refused(plain(lang, "vacation-none-left")));
        }
        for k in keys.iter().map(String::as_str).chain([key]) {
            let used = self.used_in(k, year);
            self.vacation_used_in.entry(k.to_string()).or_insert(used);
        }
        self.vacation_since = Some(since);
        Ok(())
    }

    /// Ends the running vacation at `now`: each community of `allowances` (with its
    /// allowance) counts the time it ran, up to its allowance. Since when it ran.
    ///
    /// # Errors
    /// Not on vacation (the refusal in `lang`).
    fn finish_vacation(
        &mut self,
        now: u64,
        allowances: &BTreeMap<String, u64>,
        lang: Lang,
    ) -> Result<u64, Problem> {
        let Some(since) = self.vacation_since.take() else {
            return Err(Problem::Refused(plain(lang, "vacation-not-on")));
        };
        let year = year_of(since);
        self.count_year(year);
        let ran = now.saturating_sub(since);
        for (k, &allowance) in allowances {
            let used = self.used_in(k, year);
            let charged = used.saturating_add(ran).min(used.max(allowance));
            self.vacation_used_in.insert(k.clone(), charged);
        }
        Ok(since)
    }
}

/// The most seconds a vacation may stop a tournament game's clock on one turn: the
/// tournament's days per move (none outside tournaments).
fn turn_most(g: &LiveGame) -> Option<u64> {
    let c = g.move_clock.as_ref()?;
    g.tournament
        .as_ref()
        .map(|_| u64::from(c.days).saturating_mul(DAY_SECS))
}

/// Stops a clock at `at` for a vacation that holds its game until `end`, and for at most
/// `most` seconds this turn (a tournament's). Whether it stopped.
fn hold_clock(c: &mut MoveClock, at: u64, end: u64, most: Option<u64>) -> bool {
    let until = match most {
        Some(most) => end.min(at.saturating_add(most.saturating_sub(c.held))),
        None => end,
    };
    if until <= at {
        return false;
    }
    movetime::stop(c, at, until);
    true
}

/// Takes `seat` off the game's seats away at `now`: its vacation mark closed, its clock
/// (if stopped) running again.
pub(crate) fn seat_back(g: &mut LiveGame, seat: u8, now: u64) {
    g.away.retain(|&s| s != seat);
    if let Some(m) = g
        .vacations
        .iter_mut()
        .rev()
        .find(|m| m.seat == seat && m.to.is_none())
    {
        m.to = Some(now);
    }
    if g.turn().0 == seat {
        if let Some(c) = g.move_clock.as_mut().filter(|c| c.paused_at.is_some()) {
            movetime::run(c, now);
        }
    }
}

/// Marks `seat` away in the game from `from`, its clock stopped there if it is its turn
/// (held until `end` at the latest); `auto`: the vacation started by itself.
fn seat_away(g: &mut LiveGame, seat: u8, from: u64, end: u64, auto: bool) {
    if !g.away.contains(&seat) {
        g.away.push(seat);
    }
    g.vacations.push(VacationMark {
        seat,
        ply: u32::try_from(g.game.moves().len()).unwrap_or(u32::MAX),
        from,
        to: None,
        auto,
    });
    let most = turn_most(g);
    if g.turn().0 == seat {
        if let Some(c) = g.move_clock.as_mut().filter(|c| c.paused_at.is_none()) {
            let at = from.max(c.turn_started);
            hold_clock(c, at, end, most);
        }
    }
}

/// What a challenge does about a waiting seat whose player's vacation holds its server until
/// `hold` (`None`: no vacation holds it), since `since`, at `now`: it marks when it began to
/// wait for them, and when they are back waits that much longer. Whether it waits for them
/// now, and whether it changed.
fn follow_challenge(
    c: &mut Challenge,
    seat: u8,
    created: u64,
    hold: Option<u64>,
    since: Option<u64>,
    now: u64,
) -> (bool, bool) {
    let held = hold.is_some_and(|end| now < end);
    match (held, c.away.get(&seat).copied()) {
        (true, None) => {
            let from = since.unwrap_or(now).max(created).min(now);
            c.away.insert(seat, from);
            (true, true)
        }
        (true, Some(_)) => (true, false),
        (false, Some(from)) => {
            // Back (or their allowance here used up, at `hold`): the time away is added.
            let until = hold.map_or(now, |end| end.min(now));
            c.away.remove(&seat);
            c.expires = c.expires.saturating_add(until.saturating_sub(from));
            (false, true)
        }
        (false, None) => (false, false),
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

    /// The allowance of each community a vacation of `rec` is charged in: those it counts
    /// already, and `realms` (of the player's games).
    fn charged_in(&self, rec: &PlayerRecord, realms: &BTreeSet<String>) -> BTreeMap<String, u64> {
        rec.vacation_used_in
            .keys()
            .chain(realms)
            .map(|k| (k.clone(), self.allowance_in(realm_of_key(k))))
            .collect()
    }

    /// The communities (record keys) of `user`'s running games.
    fn realms_of(&self, user: &UserId) -> BTreeSet<String> {
        self.select(|g| {
            (g.running() && g.seat_of(user).is_some()).then(|| realm_key(g.community()).to_string())
        })
        .into_iter()
        .collect()
    }

    /// Until when the vacation of `rec` holds a game of `realm` (of the tournament `link`,
    /// if any): `None` when it does not (no vacation, or a tournament that allows none).
    fn hold_of(
        &self,
        rec: &PlayerRecord,
        realm: Option<&str>,
        link: Option<&EventLink>,
    ) -> Option<u64> {
        if link.is_some_and(|l| l.no_vacation) {
            return None;
        }
        rec.held_until(realm_key(realm), self.allowance_in(realm))
    }

    /// When the vacation of `rec` ends by itself: its allowance used up in every community
    /// it is charged in (the console's, for records from before per-server counting).
    pub(crate) fn vacation_end(&self, rec: &PlayerRecord) -> Option<u64> {
        rec.vacation_since?;
        let keys: Vec<&str> = if rec.vacation_used_in.is_empty() {
            vec![NO_REALM]
        } else {
            rec.vacation_used_in.keys().map(String::as_str).collect()
        };
        keys.into_iter()
            .filter_map(|k| rec.held_until(k, self.allowance_in(realm_of_key(k))))
            .max()
    }

    /// Since when `user` is on vacation, if they are (from memory, read once).
    pub(crate) fn on_vacation(&self, user: &UserId) -> Option<u64> {
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
            .scan(hexcourier_store::Table::Players, "", &mut |key, v| {
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
    pub(crate) fn vacationers(&self) -> Vec<UserId> {
        self.load_vacations();
        self.vacations
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default()
    }

    /// Notes in memory whether `user` is on vacation, after a write of their record, and
    /// when it ends by itself.
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
    pub(crate) fn vacation(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        cmd: VacationCmd,
    ) -> Result<Vec<Reply>, Problem> {
        let now = self.now();
        let realm = caller.realm();
        let key = realm_key(realm);
        let allowance = self.allowance_in(realm);
        let lang = self.lang_of_caller(caller);
        let line = match cmd {
            VacationCmd::Status => {
                let (rec, _) = self.player(user).map_err(storage)?;
                let left = rec.vacation_left(key, allowance, now);
                let auto = plain(
                    lang,
                    if rec.auto_vacation_off {
                        "vacation-auto-off-note"
                    } else {
                        "vacation-auto-on-note"
                    },
                );
                match rec.vacation_since {
                    Some(since) if left > 0 => t!(
                        lang,
                        "vacation-status-on",
                        since = crate::vocabulary::moment::moment(since),
                        left = duration_in(lang, left),
                        auto = auto
                    ),
                    Some(since) => t!(
                        lang,
                        "vacation-status-used-up",
                        since = crate::vocabulary::moment::moment(since),
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
                self.start_vacation(user, realm, now, lang)?;
                let (rec, _) = self.player(user).map_err(storage)?;
                let left = rec.vacation_left(key, allowance, now);
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
                let realm = realm.ok_or_else(|| {
                    Problem::Refused(plain(lang, "vacation-allowance-admin-only"))
                })?;
                if days > 366 {
                    return Err(Problem::Refused(plain(lang, "vacation-allowance-too-long")));
                }
                self.with_server_change(
                    realm,
                    |rec| rec.vacation_days = Some(days),
                    |write| {
                        self.store
                            .commit(hexcourier_store::Commit {
                                writes: vec![write],
                                ..hexcourier_store::Commit::default()
                            })
                            .map(|_| ())
                    },
                )
                .map_err(storage)?;
                // The vacations running follow the new allowance.
                for u in self.vacationers() {
                    self.sync_away(&u);
                    self.reschedule_vacation(&u, true);
                }
                t!(lang, "vacation-allowance-set", days = u64::from(days))
            }
        };
        Ok(vec![text(place, line)])
    }

    /// Starts `user`'s vacation at `since`, asked in `realm` (stored in their record), then
    /// stops their games' clocks.
    ///
    /// # Errors
    /// Already on vacation, none left in `realm`, or the store; refusals in `lang`.
    pub(crate) fn start_vacation(
        &self,
        user: &UserId,
        realm: Option<&str>,
        since: u64,
        lang: Lang,
    ) -> Result<(), Problem> {
        let key = realm_key(realm);
        let allowance = self.allowance_in(realm);
        let realms = self.realms_of(user);
        let started = self
            .update_player(user, |rec| {
                rec.begin_vacation(since, key, allowance, &realms, lang)
            })
            .map_err(storage)?;
        started?;
        self.note_vacation(user, Some(since));
        self.sync_away(user);
        Ok(())
    }

    /// Ends `user`'s vacation at `now` (its time counted in each server), then restarts
    /// their games' clocks.
    ///
    /// # Errors
    /// Not on vacation, or the store; refusals in `lang`.
    pub(crate) fn end_vacation(&self, user: &UserId, now: u64, lang: Lang) -> Result<(), Problem> {
        let realms = self.realms_of(user);
        let ended = self
            .update_player(user, |rec| {
                let allowances = self.charged_in(rec, &realms);
                rec.finish_vacation(now, &allowances, lang)
            })
            .map_err(storage)?;
        ended?;
        self.back(user);
        Ok(())
    }

    /// After the write that ended `user`'s vacation: noted, their games and challenges
    /// following it.
    fn back(&self, user: &UserId) {
        self.note_vacation(user, None);
        self.sync_away(user);
        self.reschedule_games_of(user);
    }

    /// Once a process, at its first tick: the games and challenges of each player follow the
    /// player's record, in case a crash fell between the write that started or ended a
    /// vacation and a game following it. A seat held as away, a clock stopped or held on a
    /// turn, or a challenge waiting for a player away, while the record says they are not on
    /// vacation: the seat is back, the clock runs, the challenge counts its wait; and every
    /// player on vacation has their games held.
    pub(crate) fn reconcile_away(&self) {
        let away: BTreeSet<UserId> = self.vacationers().into_iter().collect();
        // Per game: the players it holds as away (or waits on with a clock stopped), and
        // the players on vacation it does not hold.
        let found = self.select(|g| {
            let seats = g.seats();
            let user_of = |s: &u8| seats.get(usize::from(*s)).cloned();
            let mut held: Vec<UserId> = Vec::new();
            let mut unheld: Vec<UserId> = Vec::new();
            if g.running() {
                let stopped = g
                    .clock()
                    .is_some_and(|c| c.paused_at.is_some() || c.hold_until.is_some());
                if stopped {
                    held.push(g.user(g.turn()).clone());
                }
                held.extend(g.away_seats().iter().filter_map(user_of));
                unheld.extend(seats.iter().enumerate().filter_map(|(i, u)| {
                    let marked = u8::try_from(i).is_ok_and(|s| g.away_seats().contains(&s));
                    (!marked && away.contains(u)).then(|| u.clone())
                }));
            }
            if let Some(c) = g.challenge().filter(|c| c.ended.is_none()) {
                held.extend(c.away.keys().filter_map(user_of));
                unheld.extend(
                    c.waiting
                        .iter()
                        .filter(|s| !c.away.contains_key(s))
                        .filter_map(user_of)
                        .filter(|u| away.contains(u)),
                );
            }
            (!held.is_empty() || !unheld.is_empty()).then_some((held, unheld))
        });
        let mut follow: BTreeSet<UserId> = BTreeSet::new();
        for (held, unheld) in found {
            follow.extend(held.into_iter().filter(|u| !away.contains(u)));
            follow.extend(unheld);
        }
        for user in follow.into_iter().filter(UserId::is_person) {
            self.sync_away(&user);
        }
    }

    /// Makes each running game and open challenge of `user` follow their vacation: a seat
    /// marked away (its clock stopped on its turn) while their vacation holds the game's
    /// server, and back afterwards, each change said once in the game's place; a challenge
    /// notes when it began to wait for them, and waits that much longer once they are back.
    pub(crate) fn sync_away(&self, user: &UserId) {
        let rec = match self.player(user) {
            Ok((rec, _)) => rec,
            Err(e) => {
                tracing::warn!(%user, "a vacation could not be followed: {e}");
                return;
            }
        };
        let games = self.select(|g| {
            let seat = g.seat_of(user)?;
            let waits = g
                .challenge()
                .is_some_and(|c| c.ended.is_none() && c.waiting.contains(&seat.0));
            (g.running() || waits).then(|| g.game_id())
        });
        let now = self.now();
        for id in games {
            let Some(shared) = self.load(id) else {
                continue;
            };
            let (realm, link) = {
                let g = lock(&shared);
                (g.realm.clone(), g.tournament.clone())
            };
            let hold = self.hold_of(&rec, realm.as_deref(), link.as_ref());
            // Said in the game: the language of its server.
            let said = self.server_lang(realm.as_deref());
            let done = self.change(
                &shared,
                |g| follow(g, user, &rec, hold, now, said),
                |line, snap| {
                    line.iter()
                        .map(|l| Said::text(&snap.place, l.clone()))
                        .collect()
                },
            );
            match done {
                Ok(_) | Err(Problem::GameChanged) => {}
                Err(p) => tracing::warn!(game = %id, "a vacation was not marked in the game: {p}"),
            }
        }
    }

    /// After a move, the player now to move: if their seat is away, their clock stands
    /// still, until their vacation no longer holds the game's server (and in a tournament,
    /// for at most the turn's most); a vacation that no longer holds it lets the clock run
    /// and the seat come back. The line saying so, if any.
    pub(crate) fn hold_turn(&self, g: &mut LiveGame, now: u64) -> Option<String> {
        let seat = g.turn();
        if !g.running() || !g.away.contains(&seat.0) || g.move_clock.is_none() {
            return None;
        }
        let user = g.user(seat).clone();
        let rec = match self.player(&user) {
            Ok((rec, _)) => rec,
            Err(e) => {
                tracing::warn!(%user, "a vacation's hold could not be read: {e}");
                return None;
            }
        };
        let hold = self.hold_of(&rec, g.realm.as_deref(), g.tournament.as_ref());
        let most = turn_most(g);
        if let (Some(end), Some(c)) = (hold.filter(|&end| now < end), g.move_clock.as_mut()) {
            c.paused_at = None;
            hold_clock(c, now, end, most);
            return None;
        }
        seat_back(g, seat.0, now);
        let said = self.server_lang(g.realm.as_deref());
        let key = if rec.vacation_since.is_some() {
            "vacation-game-used-up"
        } else {
            "vacation-game-back"
        };
        Some(t!(said, key, user = user.to_string()))
    }

    /// A stopped clock whose hold ended (part of [`Core::tick`]): it runs again from then,
    /// said in the game: the player's allowance in this server is used up (their seat is
    /// back), or in a tournament the turn's most is reached (they are still away). Whether
    /// the game changed.
    pub(crate) fn release_hold(&self, shared: &Shared, now: u64) -> bool {
        let (user, realm, link) = {
            let g = lock(shared);
            (
                g.user(g.turn()).clone(),
                g.realm.clone(),
                g.tournament.clone(),
            )
        };
        let rec = match self.player(&user) {
            Ok((rec, _)) => rec,
            Err(e) => {
                tracing::warn!(%user, "a vacation's hold could not be read: {e}");
                return false;
            }
        };
        let hold = self
            .hold_of(&rec, realm.as_deref(), link.as_ref())
            .filter(|&end| now < end);
        let said = self.public_lang(shared);
        let done = self.change(
            shared,
            |g| {
                let seat = g.turn();
                if !g.running() || g.user(seat) != &user {
                    return Err(Problem::GameChanged);
                }
                let most = turn_most(g);
                let c = g
                    .move_clock
                    .as_mut()
                    .filter(|c| hold_lapsed(c, now))
                    .ok_or(Problem::GameChanged)?;
                let ended = c.hold_until.unwrap_or(now);
                movetime::run(c, ended);
                match hold {
                    Some(end) if most.is_none_or(|m| c.held < m) => {
                        // The allowance grew meanwhile: it stands still again.
                        hold_clock(c, ended, end, most);
                        Ok(None)
                    }
                    Some(_) => Ok(Some(t!(
                        said,
                        "vacation-game-turn-most",
                        user = user.to_string(),
                        most = duration_in(said, most.unwrap_or(0))
                    ))),
                    None => {
                        seat_back(g, seat.0, ended);
                        let key = if rec.vacation_since.is_some() {
                            "vacation-game-used-up"
                        } else {
                            "vacation-game-back"
                        };
                        Ok(Some(t!(said, key, user = user.to_string())))
                    }
                }
            },
            |line, snap| {
                line.iter()
                    .map(|l| Said::text(&snap.place, l.clone()))
                    .collect()
            },
        );
        match done {
            Ok(_) => true,
            Err(Problem::GameChanged) => false,
            Err(p) => {
                tracing::warn!(%user, "a stopped clock could not run again: {p}");
                false
            }
        }
    }

    /// Ends the vacations whose allowance is used up in every server they count in (part
    /// of [`Core::tick`]); how many.
    pub(crate) fn vacation_tick(&self, now: u64, users: &[UserId]) -> usize {
        let mut ended = 0;
        for user in users {
            let Ok((rec, _)) = self.player(user) else {
                continue;
            };
            if self.vacation_end(&rec).is_some_and(|end| end <= now) {
                match self.end_vacation(user, now, Lang::En) {
                    Ok(()) => ended += 1,
                    Err(p) => tracing::warn!(%user, "could not end a used-up vacation: {p}"),
                }
            }
        }
        ended
    }

    /// Starts the vacation of the player to move in `shared` because their clock is about
    /// to run out, when they take one (a person, automatic vacations on, days left in the
    /// game's server, a game that allows them, none started by itself this turn yet). It is
    /// dated from the moment it was due, the clock's end less [`AUTO_VACATION_MARGIN`], so
    /// the player keeps that margin for their return however late the tick. The vacation,
    /// the stopped clock and the lines saying so are one store write; the player's other
    /// games follow. Whether it started.
    pub(crate) fn auto_vacation(&self, shared: &Shared, now: u64) -> bool {
        let found = {
            let g = lock(shared);
            let seat = g.turn();
            let plies = g.game.moves().len();
            let fresh = !g
                .vacations
                .iter()
                .any(|m| m.auto && m.seat == seat.0 && m.ply as usize == plies);
            g.move_clock
                .filter(|c| {
                    fresh
                        && g.running()
                        && c.paused_at.is_none()
                        && left(c, now) <= AUTO_VACATION_MARGIN
                })
                .map(|c| {
                    let end = c.turn_started.saturating_add(allowed(&c));
                    let since = end
                        .saturating_sub(AUTO_VACATION_MARGIN)
                        .max(c.turn_started)
                        .min(now);
                    (
                        g.user(seat).clone(),
                        g.realm.clone(),
                        g.tournament.clone(),
                        since,
                    )
                })
        };
        let Some((user, realm, link, since)) = found else {
            return false;
        };
        if !user.is_person()
            || link.as_ref().is_some_and(|l| l.no_vacation)
            || self.on_vacation(&user).is_some()
            || self
                .player(&user)
                .map_or(true, |(rec, _)| rec.auto_vacation_off)
        {
            return false;
        }
        let realms = self.realms_of(&user);
        let key = realm_key(realm.as_deref());
        let allowance = self.allowance_in(realm.as_deref());
        let said = self.public_lang(shared);
        let started = self.change_with(
            shared,
            |g| {
                let seat = g.turn();
                if !g.running() || g.user(seat) != &user {
                    return Err(Problem::GameChanged);
                }
                let (mut rec, version) = self.player(&user).map_err(storage)?;
                if rec.auto_vacation_off {
                    return Err(Problem::GameChanged);
                }
                rec.begin_vacation(since, key, allowance, &realms, Lang::En)?;
                let end = self
                    .hold_of(&rec, realm.as_deref(), link.as_ref())
                    .ok_or(Problem::GameChanged)?;
                seat_away(g, seat.0, since, end, true);
                let kept = g.move_clock.as_ref().map_or(0, |c| left(c, since));
                let lines = vec![
                    t!(
                        said,
                        "clock-auto-vacation",
                        user = user.to_string(),
                        left = duration_in(said, kept)
                    ),
                    t!(said, "vacation-game-away", user = user.to_string()),
                ];
                let write = player_write(&user, version, &rec);
                Ok(((lines, rec), vec![write]))
            },
            |(lines, _), snap| {
                lines
                    .iter()
                    .map(|l| Said::text(&snap.place, l.clone()))
                    .collect()
            },
        );
        match started {
            Ok((_, rec)) => {
                self.index_player(&user, &rec);
                self.note_vacation(&user, Some(since));
                self.sync_away(&user);
                true
            }
            Err(Problem::GameChanged | Problem::Refused(_)) => false,
            Err(p) => {
                tracing::warn!(%user, "an automatic vacation was not stored: {p}");
                false
            }
        }
    }

    /// What a move by `user` at `now` does to their vacation, before it is stored: a player
    /// on vacation is back (playing shows it). The write of their record, ended, and the
    /// record as it will be, to go in the move's store write; `None` when they are not on
    /// vacation. `realms`: the communities of their games.
    pub(crate) fn back_by_move(
        &self,
        user: &UserId,
        now: u64,
        realms: &BTreeSet<String>,
    ) -> Result<Option<(PlayerRecord, Write)>, Problem> {
        let (mut rec, version) = self.player(user).map_err(storage)?;
        if rec.vacation_since.is_none() {
            return Ok(None);
        }
        let allowances = self.charged_in(&rec, realms);
        rec.finish_vacation(now, &allowances, Lang::En)?;
        let write = player_write(user, version, &rec);
        Ok(Some((rec, write)))
    }

    /// After a move that ended its player's vacation was stored: the record noted, their
    /// other games and challenges following.
    pub(crate) fn back_after_move(&self, user: &UserId, rec: &PlayerRecord) {
        self.index_player(user, rec);
        self.back(user);
    }

    /// The communities of `user`'s games, if they are on vacation (a move of theirs ends
    /// it): read before the move's game is locked.
    pub(crate) fn realms_if_away(&self, user: &UserId) -> Option<BTreeSet<String>> {
        self.on_vacation(user).map(|_| self.realms_of(user))
    }

    /// The challenge of a game being made: the waiting seats whose player is on vacation
    /// are marked, so it waits for them as long as they are away.
    pub(crate) fn mark_challenge_away(&self, g: &mut LiveGame) {
        let now = self.now();
        let created = g.created;
        let realm = g.realm.clone();
        let Some(c) = g.challenge.as_mut() else {
            return;
        };
        for seat in c.waiting.clone() {
            let Some(user) = g.players.get(usize::from(seat)) else {
                continue;
            };
            if !user.is_person() || self.on_vacation(user).is_none() {
                continue;
            }
            if let Ok((rec, _)) = self.player(user) {
                let hold = self.hold_of(&rec, realm.as_deref(), None);
                follow_challenge(c, seat, created, hold, rec.vacation_since, now);
            }
        }
    }

    /// A challenge past its time (part of [`Core::tick`]): what its waiting players'
    /// vacations make of it. `Some(true)`: it waits on, changed (a player away marked, or
    /// back and the challenge extended past now); `Some(false)`: it waits, unchanged;
    /// `None`: it lapses.
    pub(crate) fn challenge_waits(&self, g: &mut LiveGame, now: u64) -> Option<bool> {
        let created = g.created;
        let realm = g.realm.clone();
        let players = g.players.clone();
        let c = g.challenge.as_mut()?;
        let (mut waits, mut changed) = (false, false);
        for seat in c.waiting.clone() {
            let Some(user) = players.get(usize::from(seat)).filter(|u| u.is_person()) else {
                continue;
            };
            let rec = match self.player(user) {
                Ok((rec, _)) => rec,
                // Unknown for now: it waits, and is looked at again.
                Err(_) => {
                    waits = true;
                    continue;
                }
            };
            let hold = self.hold_of(&rec, realm.as_deref(), None);
            let (w, ch) = follow_challenge(c, seat, created, hold, rec.vacation_since, now);
            waits |= w;
            changed |= ch;
        }
        (waits || c.expires > now).then_some(changed)
    }
}

/// Makes one game (or challenge) of `user` follow their vacation `rec`, which holds the game
/// until `hold`, at `now`; the line to say in the game (in `said`), if any.
///
/// # Errors
/// [`Problem::GameChanged`] when nothing is to change.
fn follow(
    g: &mut LiveGame,
    user: &UserId,
    rec: &PlayerRecord,
    hold: Option<u64>,
    now: u64,
    said: Lang,
) -> Result<Option<String>, Problem> {
    let seat = g.seat_of(user).ok_or(Problem::GameChanged)?;
    let created = g.created;
    if let Some(c) = g.challenge.as_mut().filter(|c| c.ended.is_none()) {
        if !c.waiting.contains(&seat.0) {
            return Err(Problem::GameChanged);
        }
        let (_, changed) = follow_challenge(c, seat.0, created, hold, rec.vacation_since, now);
        return if changed {
            Ok(None)
        } else {
            Err(Problem::GameChanged)
        };
    }
    if !g.running() {
        return Err(Problem::GameChanged);
    }
    let held = hold.filter(|&end| now < end);
    match (held, g.away.contains(&seat.0)) {
        (Some(end), false) => {
            let from = rec.vacation_since.unwrap_or(now).max(created).min(now);
            seat_away(g, seat.0, from, end, false);
            Ok(Some(t!(
                said,
                "vacation-game-away",
                user = user.to_string()
            )))
        }
        (None, true) => {
            seat_back(g, seat.0, now);
            let key = if rec.vacation_since.is_some() {
                "vacation-game-used-up"
            } else {
                "vacation-game-back"
            };
            Ok(Some(t!(said, key, user = user.to_string())))
        }
        _ => Err(Problem::GameChanged),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: u64 = DAY_SECS;

    fn keys(k: &[&str]) -> BTreeSet<String> {
        k.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn each_server_is_charged_up_to_its_own_allowance() {
        let mut rec = PlayerRecord::default();
        rec.begin_vacation(0, "A", 366 * DAY, &keys(&["A", "B"]), Lang::En)
            .unwrap();
        assert_eq!(rec.held_until("A", 366 * DAY), Some(366 * DAY));
        assert_eq!(rec.held_until("B", 30 * DAY), Some(30 * DAY));
        assert_eq!(rec.vacation_left("B", 30 * DAY, 10 * DAY), 20 * DAY);
        let allowances =
            BTreeMap::from([("A".to_string(), 366 * DAY), ("B".to_string(), 30 * DAY)]);
        assert_eq!(rec.finish_vacation(200 * DAY, &allowances, Lang::En), Ok(0));
        assert_eq!(rec.used_in("A", 1970), 200 * DAY);
        assert_eq!(rec.used_in("B", 1970), 30 * DAY);
        assert_eq!(rec.vacation_left("B", 30 * DAY, 200 * DAY), 0);
        // None left in B: a vacation asked there is refused; in A it starts.
        assert!(rec
            .begin_vacation(201 * DAY, "B", 30 * DAY, &keys(&[]), Lang::En)
            .is_err());
        rec.begin_vacation(201 * DAY, "A", 366 * DAY, &keys(&["B"]), Lang::En)
            .unwrap();
        assert_eq!(rec.held_until("A", 366 * DAY), Some(367 * DAY));
        assert_eq!(rec.held_until("B", 30 * DAY), Some(201 * DAY));
    }

    #[test]
    fn records_from_before_per_server_counting_read_their_days_in_every_server() {
        let rec = PlayerRecord::read(
            &UserId::new("a"),
            br#"{"vacation_year":1970,"vacation_used":172800,"vacation_allowance":2592000}"#,
        );
        assert_eq!(rec.used_in("A", 1970), 2 * DAY);
        assert_eq!(rec.used_in(NO_REALM, 1970), 2 * DAY);
        assert_eq!(rec.used_in("A", 1971), 0);
        assert_eq!(rec.vacation_left("A", 30 * DAY, 0), 28 * DAY);
    }

    #[test]
    fn years_of_moments() {
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(1_700_000_000), 2023);
        assert_eq!(year_of(1_704_067_199), 2023);
        assert_eq!(year_of(1_704_067_200), 2024);
    }
}
