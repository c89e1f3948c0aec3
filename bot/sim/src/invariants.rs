//! The rules a simulated community checks after every step. Each is a function below with
//! the rule in its doc comment; [`Invariant`] names them (`hexcourier sim --skip <name>`),
//! and [`KNOWN_BROKEN`] lists those that fail on this branch because of bugs being fixed on
//! others (the CI run skips them until those branches are merged).
//!
//! They judge what the store holds ([`Snapshot`], read around the simulated faults), what the
//! core holds in memory, and what members and places were told in the step ([`Heard`]),
//! with what the run remembers ([`History`]): when each turn started, who was away when, what
//! was delivered.

use super::state::{Snapshot, StoredGame};
use super::world::World;
use hexcourier_core::i18n::Lang;
use hexcourier_core::state::event::{EventRecord, Format, Stage};
use hexcourier_core::{NoticeId, Reply, TableData};
use hexcourier_store::ChallengeEnd;
use std::collections::{BTreeMap, BTreeSet};

/// Seconds in a day.
const DAY: u64 = 86_400;

/// How often a deadline that stays due is looked at again while the clock moves (seconds).
pub const STUCK_STEP: u64 = 3600;

/// The default vacation allowance of the simulated bot (days a year), as the binary's.
pub const VACATION_DAYS: u32 = 30;

/// Every rule, by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Invariant {
    /// [`no_panic`].
    NoPanic,
    /// [`clocks_end_games`].
    ClocksEndGames,
    /// [`windows_close`].
    WindowsClose,
    /// [`deadlines_move_on`].
    DeadlinesMoveOn,
    /// [`back_after_moving`].
    BackAfterMoving,
    /// [`challenges_wait_for_vacations`].
    ChallengesWait,
    /// [`points_equal_results`].
    PointsEqualResults,
    /// [`standings_by_round`].
    StandingsByRound,
    /// [`swiss_rounds_check`].
    SwissRounds,
    /// [`trf_export_check`].
    TrfExport,
    /// [`store_matches_memory`].
    StoreMatchesMemory,
    /// [`delivered_once_in_order`].
    DeliveredOnce,
    /// [`no_english`].
    NoEnglish,
    /// [`discord_limits`].
    DiscordLimits,
    /// [`picture_glyphs`].
    PictureGlyphs,
    /// [`planted`]: a rule planted to be broken, so the shrinker's test has a failure to
    /// shrink; skipped by every run but that test ([`PLANTED_ONLY`]).
    Planted,
}

/// Rules only the simulator's own tests check: every run skips them unless a test asks.
pub const PLANTED_ONLY: [Invariant; 1] = [Invariant::Planted];

impl Invariant {
    /// Every rule.
    pub const ALL: [Invariant; 16] = [
        Invariant::NoPanic,
        Invariant::ClocksEndGames,
        Invariant::WindowsClose,
        Invariant::DeadlinesMoveOn,
        Invariant::BackAfterMoving,
        Invariant::ChallengesWait,
        Invariant::PointsEqualResults,
        Invariant::StandingsByRound,
        Invariant::SwissRounds,
        Invariant::TrfExport,
        Invariant::StoreMatchesMemory,
        Invariant::DeliveredOnce,
        Invariant::NoEnglish,
        Invariant::DiscordLimits,
        Invariant::PictureGlyphs,
        Invariant::Planted,
    ];

    /// Its name (`--skip`, scripts, reports).
    pub fn name(self) -> &'static str {
        match self {
            Invariant::NoPanic => "no-panic",
            Invariant::ClocksEndGames => "clocks-end-games",
            Invariant::WindowsClose => "windows-close",
            Invariant::DeadlinesMoveOn => "deadlines-move-on",
            Invariant::BackAfterMoving => "back-after-moving",
            Invariant::ChallengesWait => "challenges-wait",
            Invariant::PointsEqualResults => "points-equal-results",
            Invariant::StandingsByRound => "standings-by-round",
            Invariant::SwissRounds => "swiss-rounds",
            Invariant::TrfExport => "trf-export",
            Invariant::StoreMatchesMemory => "store-matches-memory",
            Invariant::DeliveredOnce => "delivered-once",
            Invariant::NoEnglish => "no-english",
            Invariant::DiscordLimits => "discord-limits",
            Invariant::PictureGlyphs => "picture-glyphs",
            Invariant::Planted => "planted",
        }
    }

    /// Reads a name.
    pub fn parse(name: &str) -> Option<Invariant> {
        Invariant::ALL.into_iter().find(|i| i.name() == name)
    }

    /// The rule in one sentence.
    pub fn rule(self) -> &'static str {
        match self {
            Invariant::NoPanic => "nothing panics: no step ends in the core's internal error, and nothing exits",
            Invariant::ClocksEndGames => "every game ends or moves within its clock, the time given with /moretime, and the vacation its server allows",
            Invariant::WindowsClose => "a voting side moves within two vote windows (one extension), not counting time the bot was down",
            Invariant::DeadlinesMoveOn => "after the bot looks at its clocks with the store up, nothing stays due (else tickers wake every second)",
            Invariant::BackAfterMoving => "nobody is on vacation after their own move or /vacation off",
            Invariant::ChallengesWait => {
                "no challenge lapses before its deadline plus the time its player was away (on the vacation its server allows)"
            }
            Invariant::PointsEqualResults => "a tournament player's points are their results plus their byes in the rounds over as the format scores them (round robins and groups: nothing; Swiss: a point; Swiss in threes: second place)",
            Invariant::StandingsByRound => "standings after round k count rounds 1..k only",
            Invariant::SwissRounds => "every Swiss round is the one the Dutch system pairs from the rounds before it (bbpPairings' checker)",
            Invariant::TrfExport => "an exported TRF file's points add up and each of its finished rounds passes the checker",
            Invariant::StoreMatchesMemory => "every game the core holds in memory is stored as it holds it, so a restart finds what the process knew",
            Invariant::DeliveredOnce => "every announcement and DM owed is delivered once, in order (again only when a crash or outage cut it off between delivery and settling)",
            Invariant::NoEnglish => "no reply or announcement meant for Polish, Hungarian or German readers contains English",
            Invariant::DiscordLimits => "every text fits Discord's limits (2,000 characters a message, 100 a thread title)",
            Invariant::PictureGlyphs => "every text drawn in a picture uses glyphs the font has",
            Invariant::Planted => "(for the simulator's own tests: planted to be broken) no game gets past its fourth move",
        }
    }
}

/// The rules that fail on this branch because of bugs fixed on others, with the branch that
/// fixes each: skipped by the CI run (and by `hexcourier sim` unless `--all`) until merged.
///
/// After merging those branches, delete their lines here: the CI run (`bot/tests/sim.rs`)
/// and `hexcourier sim` then check them (`hexcourier sim --all` checks every rule anyway).
pub const KNOWN_BROKEN: &[(Invariant, &str)] = &[];

/// A rule broken at a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Which rule.
    pub invariant: Invariant,
    /// What was found.
    pub what: String,
}

impl Violation {
    fn new(invariant: Invariant, what: impl Into<String>) -> Violation {
        Violation {
            invariant,
            what: what.into(),
        }
    }
}

/// What a member or a place was told in a step.
#[derive(Debug, Clone)]
pub enum Heard {
    /// Answers to a member's command, in the language they read.
    Answer {
        /// Who asked.
        user: String,
        /// The language they should read it in.
        lang: Lang,
        /// The answers.
        replies: Vec<Reply>,
    },
    /// An announcement delivered.
    Announced {
        /// Which.
        id: NoticeId,
        /// When it was made.
        created: u64,
        /// What was delivered.
        replies: Vec<Reply>,
        /// Whether it was marked delivered (else it comes again).
        settled: bool,
    },
    /// A DM sent.
    Dm {
        /// To whom.
        user: String,
        /// Its number among their DMs.
        number: u64,
        /// Its text.
        text: String,
        /// Whether it was marked sent (else it comes again).
        settled: bool,
    },
}

/// What a step did, beside what was heard.
#[derive(Debug, Clone, Default)]
pub struct StepOut {
    /// What was said.
    pub heard: Vec<Heard>,
    /// A panic caught, with where.
    pub panicked: Option<String>,
    /// The move clocks were looked at (a tick) with the store up and the process alive,
    /// and nothing failed in the step.
    pub healthy_tick: bool,
    /// A member's own move: who, in which game (by number).
    pub moved: Option<(String, u64)>,
    /// A member who said `/vacation off` with the store up.
    pub back: Option<String>,
    /// Exported TRF files seen: tournament number and text.
    pub trf: Vec<(u64, String)>,
    /// The memory of the core failed to match the store (found before a restart).
    pub memory: Vec<String>,
    /// After the step's last healthy tick, the core's next deadline when it was already due.
    pub stuck_due: Option<u64>,
}

/// What a run remembers between steps.
#[derive(Debug, Clone, Default)]
pub struct History {
    /// Per running game: the turn (plies, seat) and since when.
    pub turns: BTreeMap<u64, ((usize, u8), u64)>,
    /// Per game: the most time given with `/moretime` this turn.
    pub extra: BTreeMap<u64, u64>,
    /// Per server (`""`: the console's): the largest allowance in days it ever had.
    pub allowance: BTreeMap<String, u32>,
    /// Per user: their vacations (`to` open while it lasts).
    pub away: BTreeMap<String, Vec<Away>>,
    /// Per challenge: its first deadline and when it was seen first.
    pub challenges: BTreeMap<u64, (u64, u64)>,
    /// Per game or tournament (its key): the next announcement due.
    pub delivered: BTreeMap<String, u64>,
    /// Announcements delivered but not settled (they may come again once).
    pub unsettled: BTreeSet<(String, u64)>,
    /// Per user: the next DM number expected.
    pub dms: BTreeMap<String, u64>,
    /// DMs sent but not settled.
    pub dms_unsettled: BTreeSet<(String, u64)>,
    /// Per server (`""`: the console's): since when its chosen language holds.
    pub lang_since: BTreeMap<String, u64>,
    /// When the bot could not look at its clocks: the process down, or the store.
    pub gaps: Vec<(u64, u64)>,
    /// Checks made.
    pub checks: u64,
}

/// One vacation as the run saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Away {
    /// When it began.
    pub from: u64,
    /// When it was seen ended, if it has.
    pub to: Option<u64>,
    /// Per community (by the player's record key: a guild id, `-` for the console's), until
    /// when it holds that community's games and challenges: its start plus what is left of
    /// the community's allowance that year (the least seen while it lasted).
    pub holds: BTreeMap<String, u64>,
    /// When it ends by itself at the latest: its allowance used up in every community it
    /// is charged in (those of the player's games when it began), whenever the run looks.
    pub ends: Option<u64>,
}

impl Away {
    /// Seconds of it that fall between `from` and `to` and hold the community `key`.
    fn within(&self, key: &str, from: u64, to: u64) -> u64 {
        let end = self
            .to
            .unwrap_or(to)
            .min(to)
            .min(self.holds.get(key).copied().unwrap_or(u64::MAX))
            .min(self.ends.unwrap_or(u64::MAX));
        end.saturating_sub(self.from.max(from))
    }
}

/// The key of a community in the players' records (a guild id, `-` for the console's).
fn record_key(realm: Option<&str>) -> &str {
    realm.unwrap_or(hexcourier_core::vocabulary::caller::NO_REALM)
}

/// The key of a community in [`History`] maps.
pub fn realm_key(realm: Option<&str>) -> String {
    realm.unwrap_or("").to_string()
}

impl History {
    /// Takes in what the store holds after a step at `now`.
    pub fn observe(&mut self, world: &World, snap: &Snapshot, now: u64) {
        for (n, g) in &snap.games {
            if let Some(turn) = g.turn() {
                let key = (g.rec.moves.len(), turn);
                let same = self.turns.get(n).is_some_and(|(k, _)| *k == key);
                if !same {
                    self.turns.insert(*n, (key, now));
                    self.extra.remove(n);
                }
                if let Some(c) = &g.rec.move_clock {
                    let e = self.extra.entry(*n).or_default();
                    *e = (*e).max(c.extra);
                }
            } else {
                self.turns.remove(n);
            }
            if let Some(c) = g.rec.challenge.as_ref() {
                self.challenges.entry(*n).or_insert((c.expires, now));
            }
        }
        for c in &world.communities {
            let key = realm_key(c.realm.as_deref());
            let days = snap
                .server_days
                .get(
                    c.realm
                        .as_deref()
                        .unwrap_or(hexcourier_core::vocabulary::caller::NO_REALM),
                )
                .copied()
                .unwrap_or(VACATION_DAYS);
            let a = self.allowance.entry(key.clone()).or_insert(VACATION_DAYS);
            *a = (*a).max(days);
            if snap.lang_of(c.realm.as_deref(), world.console_lang) == c.lang {
                self.lang_since.entry(key).or_insert(now);
            }
        }
        for (user, since) in &snap.on_vacation {
            let list = self.away.entry(user.clone()).or_default();
            if list.last().is_none_or(|a| a.to.is_some()) {
                list.push(Away {
                    from: *since,
                    to: None,
                    holds: BTreeMap::new(),
                    ends: None,
                });
            }
            let (Some(away), Some(used)) = (list.last_mut(), snap.vacation_use.get(user)) else {
                continue;
            };
            let year = hexcourier_core::families::vacation::year_of(*since);
            let held_until = |key: &str| {
                let days = snap.server_days.get(key).copied().unwrap_or(VACATION_DAYS);
                since
                    .saturating_add((u64::from(days) * DAY).saturating_sub(used.used_in(key, year)))
            };
            for c in &world.communities {
                let key = record_key(c.realm.as_deref());
                let end = held_until(key);
                let held = away.holds.entry(key.to_string()).or_insert(end);
                *held = (*held).min(end);
            }
            let charged: Vec<&str> = if used.used_in.is_empty() {
                vec![record_key(None)]
            } else {
                used.used_in.keys().map(String::as_str).collect()
            };
            if let Some(end) = charged.into_iter().map(held_until).max() {
                away.ends = Some(away.ends.map_or(end, |e| e.min(end)));
            }
        }
        for (user, list) in &mut self.away {
            if !snap.on_vacation.contains_key(user) {
                if let Some(last) = list.last_mut().filter(|a| a.to.is_none()) {
                    last.to = Some(now);
                }
            }
        }
    }

    /// Seconds `user` was away between `from` and `to` on a vacation that held the games
    /// and challenges of the community `realm` (a community's allowance used up ends it
    /// there, though the player may stay away for another's).
    fn away_between(&self, user: &str, realm: Option<&str>, from: u64, to: u64) -> u64 {
        let key = record_key(realm);
        self.away
            .get(user)
            .map_or(0, |list| list.iter().map(|a| a.within(key, from, to)).sum())
    }
}

/// Nothing panics: no step ends in the core's internal error, and nothing exits. A panic
/// caught anywhere in the step (a command, the clock's tick, delivery, a restart) breaks it.
pub fn no_panic(out: &StepOut) -> Vec<Violation> {
    let mut v = Vec::new();
    if let Some(p) = &out.panicked {
        v.push(Violation::new(Invariant::NoPanic, format!("panicked: {p}")));
    }
    let internal: Vec<String> = Lang::ALL
        .iter()
        .map(|l| hexcourier_core::Problem::Internal.words(*l))
        .collect();
    for h in &out.heard {
        if let Heard::Answer { replies, user, .. } = h {
            for r in replies {
                if let Some(t) = r.text().filter(|t| internal.iter().any(|i| t.contains(i))) {
                    v.push(Violation::new(
                        Invariant::NoPanic,
                        format!("@{user} was answered with the internal error: {t}"),
                    ));
                }
            }
        }
    }
    v
}

impl History {
    /// Seconds between `from` and `to` the bot could not look at its clocks.
    fn down_between(&self, from: u64, to: u64) -> u64 {
        self.gaps
            .iter()
            .map(|&(a, b)| b.min(to).saturating_sub(a.max(from)))
            .sum()
    }
}

/// A voting side moves within two vote windows: its window, extended once when too few
/// voted, then the side forfeits. A window that closed while the bot could not look (its
/// process or its store down) is extended from when the bot is back, so that time does not
/// count; nor does the hour the simulated ticker may take to look again while another
/// deadline stays due. Checked after each step in which the clocks were looked at with the
/// store up.
pub fn windows_close(h: &History, snap: &Snapshot, now: u64, out: &StepOut) -> Vec<Violation> {
    let mut v = Vec::new();
    if !out.healthy_tick {
        return v;
    }
    for (n, g) in &snap.games {
        let (Some((_, since)), Some(rules)) = (h.turns.get(n).filter(|_| g.running()), &g.rec.vote)
        else {
            continue;
        };
        let side = g
            .turn()
            .and_then(|s| rules.sides.get(usize::from(s)).cloned().flatten());
        if side.is_none() {
            continue;
        }
        let limit = 2 * rules.window_secs + h.down_between(*since, now) + STUCK_STEP;
        if now > since + limit {
            v.push(Violation::new(
                Invariant::WindowsClose,
                format!(
                    "{}: the voters of seat {} have not moved for {} (since {}; two windows of {} and the bot's downtime allow {})",
                    g.rec.id,
                    g.turn().unwrap_or(0),
                    span(now - since),
                    stamp(*since),
                    span(rules.window_secs),
                    span(limit)
                ),
            ));
        }
    }
    v
}

/// Deadlines move on: after the bot looks at its clocks (a tick) with the store up, its next
/// deadline ([`hexcourier_core::Core::next_due`]) is in the future. One that stays due makes
/// every transport's ticker look again every second, for nothing.
pub fn deadlines_move_on(now: u64, out: &StepOut) -> Vec<Violation> {
    match out.stuck_due.filter(|_| out.healthy_tick) {
        Some(t) => vec![Violation::new(
            Invariant::DeadlinesMoveOn,
            format!(
                "a deadline of {} is still due at {} after a tick",
                stamp(t),
                stamp(now)
            ),
        )],
        None => Vec::new(),
    }
}

/// Every game ends or moves within its clock: a turn lasts at most its days per move (a
/// bank's most), plus the time other players gave with `/moretime`, plus the vacation days
/// a year its server allows (none in tournaments that refuse vacations; twice when the turn
/// runs into a new year), plus the hour an automatic vacation keeps for the player's return.
/// Time the bot was down counts: it catches up when it is back. Checked after each step in
/// which the clocks were looked at with the store up.
pub fn clocks_end_games(h: &History, snap: &Snapshot, now: u64, out: &StepOut) -> Vec<Violation> {
    let mut v = Vec::new();
    if !out.healthy_tick {
        return v;
    }
    for (n, g) in &snap.games {
        let Some((_, since)) = h.turns.get(n).filter(|_| g.running()) else {
            continue;
        };
        if g.rec.vote.is_some() {
            continue;
        }
        let limit = if let Some(c) = &g.rec.move_clock {
            let to_move = g.to_move().unwrap_or("");
            if !hexcourier_core::UserId::new(to_move).is_person() {
                continue;
            }
            let days = u64::from(c.cap.unwrap_or(c.days).max(c.days));
            let no_vacation = g.rec.tournament.as_ref().is_some_and(|t| t.no_vacation);
            let allowance = if no_vacation {
                0
            } else {
                u64::from(
                    h.allowance
                        .get(&realm_key(g.rec.realm.as_deref()))
                        .copied()
                        .unwrap_or(VACATION_DAYS),
                ) * DAY
            };
            let years = 1 + u64::from(
                hexcourier_core::families::vacation::year_of(now)
                    != hexcourier_core::families::vacation::year_of(*since),
            );
            days * DAY
                + h.extra.get(n).copied().unwrap_or(0)
                + allowance * years
                + hexcourier_core::state::movetime::AUTO_VACATION_MARGIN
        } else {
            continue;
        };
        if now > since + limit {
            v.push(Violation::new(
                Invariant::ClocksEndGames,
                format!(
                    "{} still waits on {} after {} (its turn began at {}, and its clock, time given and vacations allow {})",
                    g.rec.id,
                    g.to_move().map_or("?".into(), |u| format!("@{u}")),
                    span(now - since),
                    stamp(*since),
                    span(limit)
                ),
            ));
        }
    }
    v
}

/// Nobody is on vacation after their own move or `/vacation off`: after a member moves (by
/// typing, a slash command or a menu) or says `/vacation off` with the store up, their
/// record says they are not away, and no game of theirs holds their seat as away.
pub fn back_after_moving(snap: &Snapshot, out: &StepOut) -> Vec<Violation> {
    let mut v = Vec::new();
    let who = out
        .moved
        .as_ref()
        .map(|(u, g)| (u.clone(), format!("after their move in g{g}")))
        .into_iter()
        .chain(
            out.back
                .iter()
                .map(|u| (u.clone(), "after /vacation off".to_string())),
        );
    for (user, when) in who {
        if let Some(since) = snap.on_vacation.get(&user) {
            v.push(Violation::new(
                Invariant::BackAfterMoving,
                format!("@{user} is on vacation (since {}) {when}", stamp(*since)),
            ));
        }
        for g in snap.games.values().filter(|g| g.running()) {
            if let Some(seat) = g.seat_of(&user).filter(|s| g.rec.away.contains(s)) {
                v.push(Violation::new(
                    Invariant::BackAfterMoving,
                    format!("{} holds @{user} (seat {seat}) as away {when}", g.rec.id),
                ));
            }
        }
    }
    v
}

/// No challenge lapses before its deadline plus the time its player was away: when a
/// challenge lapses at `now`, `now` is at least its first deadline plus, for the player it
/// waited for who was away longest, their time on vacation since it was made, as far as the
/// challenge's server allows it (a vacation holds a server's games and challenges until the
/// player's allowance there for the year is used up).
pub fn challenges_wait_for_vacations(
    h: &History,
    before: &Snapshot,
    after: &Snapshot,
    now: u64,
) -> Vec<Violation> {
    let mut v = Vec::new();
    for (n, g) in &after.games {
        let lapsed = |g: &StoredGame| {
            g.rec
                .challenge
                .as_ref()
                .is_some_and(|c| c.ended == Some(ChallengeEnd::Expired))
        };
        if !lapsed(g) || before.games.get(n).is_some_and(lapsed) {
            continue;
        }
        let Some(&(expires, made)) = h.challenges.get(n) else {
            continue;
        };
        let waiting: Vec<&String> = g
            .rec
            .challenge
            .iter()
            .flat_map(|c| c.waiting.iter())
            .filter_map(|&s| g.rec.players.get(usize::from(s)))
            .collect();
        let (away, who) = waiting
            .iter()
            .map(|u| {
                let away = h.away_between(u, g.rec.realm.as_deref(), made, now);
                (away, u.as_str())
            })
            .max()
            .unwrap_or((0, ""));
        if now < expires + away {
            v.push(Violation::new(
                Invariant::ChallengesWait,
                format!(
                    "challenge {} lapsed at {}, before its deadline {} plus the {} @{who} was away",
                    g.rec.id,
                    stamp(now),
                    stamp(expires),
                    span(away)
                ),
            ));
        }
    }
    v
}

/// A bye's worth in tenths of a point, as the format scores it.
fn bye_tenths(format: Format) -> u32 {
    match format {
        // A fixed schedule's byes (round robins, and the round robins of groups of three)
        // fall to every player alike: they score nothing.
        Format::RoundRobin | Format::DoubleRoundRobin | Format::Groups => 0,
        Format::Swiss => 10,
        Format::Swiss3 => 5,
    }
}

/// A player's points (tenths) from the results and byes of the first `rounds` rounds.
fn points_from_results(rec: &EventRecord, n: u32, rounds: usize) -> u32 {
    let mut total = 0;
    for r in rec.rounds.iter().take(rounds) {
        if r.byes.contains(&n) {
            total += bye_tenths(rec.format);
        }
        for b in &r.boards {
            let Some(seat) = b.seats.iter().position(|&s| s == n) else {
                continue;
            };
            if b.seats.len() == 3 {
                total += match b.ranks.as_ref().and_then(|r| r.get(seat)) {
                    Some(1) => 10,
                    Some(2) => 5,
                    _ => 0,
                };
            } else if let Some(q) = b.quarters.as_ref().and_then(|q| q.get(seat)) {
                total += u32::from(*q) * 10 / 4;
            }
        }
    }
    total
}

/// Tournament points equal the results: each player's points (as the standings show them)
/// are the points of their decided boards plus their byes, in the rounds over, as the
/// format scores them (a
/// round robin's bye, and one in a group of three, scores nothing, so its points sum to its
/// games decided; a Swiss bye a point; a bye in a Swiss of threes second place).
pub fn points_equal_results(snap: &Snapshot) -> Vec<Violation> {
    let mut v = Vec::new();
    for e in snap.events.values() {
        for row in e.standings() {
            // Standings count the rounds over (a round being played, its byes too, waits).
            let want = points_from_results(e, row.number, e.completed_rounds());
            if row.points.0 != want {
                v.push(Violation::new(
                    Invariant::PointsEqualResults,
                    format!(
                        "{} ({:?}): @{} has {} in the standings, their results {}",
                        e.id,
                        e.format,
                        e.user(row.number).as_str(),
                        hexcourier_core::state::event::points_text(row.points),
                        hexcourier_core::state::event::points_text(hexcourier_pairing::Points(
                            want
                        ))
                    ),
                ));
            }
        }
    }
    v
}

/// Standings after round k use rounds 1..k only: every standings table shown (answered or
/// announced) lists for each player the points of their results and byes in the rounds its
/// title counts (all rounds when it counts none: final standings).
pub fn standings_by_round(snap: &Snapshot, out: &StepOut) -> Vec<Violation> {
    let mut v = Vec::new();
    for r in heard_replies(out) {
        let Reply::Table { table, .. } = r else {
            continue;
        };
        let Some(e) = event_of_table(snap, table, "-standings-") else {
            continue;
        };
        let title = table
            .title
            .strip_prefix(&format!("{}: ", e.name.plain()))
            .unwrap_or(&table.title);
        let rounds = match last_number(title) {
            Some(k) => k,
            None if e.stage == Stage::SigningUp => 0,
            None => e.rounds.len(),
        };
        for row in &table.rows {
            let (Some(user), Some(points)) = (row.get(1), row.get(2)) else {
                continue;
            };
            let Some(n) = e.number_of(&hexcourier_core::UserId::new(user.trim_start_matches('@')))
            else {
                continue;
            };
            let want = points_from_results(e, n, rounds);
            let want_text =
                hexcourier_core::state::event::points_text(hexcourier_pairing::Points(want));
            if *points != want_text {
                v.push(Violation::new(
                    Invariant::StandingsByRound,
                    format!(
                        "{} \"{}\": {user} shown with {points}, the results of rounds 1..{rounds} give {want_text}",
                        e.id, table.title
                    ),
                ));
            }
        }
    }
    v
}

/// Every Swiss round passes the check bbpPairings' checker makes: paired again by the Dutch
/// system from the rounds before it (their results, and the players absent from it), it
/// gives the same boards, colours and bye.
pub fn swiss_rounds_check(snap: &Snapshot) -> Vec<Violation> {
    let mut v = Vec::new();
    for e in snap.events.values().filter(|e| e.format == Format::Swiss) {
        for (i, round) in e.rounds.iter().enumerate() {
            let mut before = e.clone();
            before.rounds.truncate(i);
            before.stage = Stage::Running;
            for (k, p) in before.players.iter_mut().enumerate() {
                p.withdrawn = round.absent.contains(&(k as u32 + 1));
            }
            let want: BTreeSet<Vec<u32>> = round.boards.iter().map(|b| b.seats.clone()).collect();
            match before.pair_next() {
                Ok(p) => {
                    let got: BTreeSet<Vec<u32>> = p.boards.into_iter().collect();
                    if got != want || p.byes != round.byes {
                        v.push(Violation::new(
                            Invariant::SwissRounds,
                            format!(
                                "{} round {}: played {:?} bye {:?}, the checker pairs {:?} bye {:?}",
                                e.id,
                                i + 1,
                                want,
                                round.byes,
                                got,
                                p.byes
                            ),
                        ));
                    }
                }
                Err(err) => v.push(Violation::new(
                    Invariant::SwissRounds,
                    format!(
                        "{} round {}: the checker cannot pair it: {err}",
                        e.id,
                        i + 1
                    ),
                )),
            }
        }
    }
    v
}

/// An exported TRF file adds up and passes the checker: bbpPairings' checks on the file
/// `/tournament export` gives: its points columns agree with its results, and each of its
/// rounds after the first, for a Swiss event, is what the Dutch system pairs from the rounds
/// before it.
pub fn trf_export_check(snap: &Snapshot, out: &StepOut) -> Vec<Violation> {
    use hexcourier_pairing::{dutch, trf};
    let mut v = Vec::new();
    for (n, text) in &out.trf {
        let t = match trf::parse(text) {
            Ok(t) => t,
            Err(e) => {
                v.push(Violation::new(
                    Invariant::TrfExport,
                    format!("t{n}: the exported TRF does not read: {e}"),
                ));
                continue;
            }
        };
        if let Err(e) = trf::check_points(&t) {
            v.push(Violation::new(
                Invariant::TrfExport,
                format!("t{n}: the exported TRF's points disagree with its results: {e}"),
            ));
        }
        let swiss = snap
            .events
            .get(n)
            .is_some_and(|e| e.format == Format::Swiss);
        if !swiss {
            continue;
        }
        let rounds = t.rounds_paired();
        for r in 2..=rounds {
            let before = t.truncated(r - 1, true);
            let want = t.truncated(r, true);
            let Ok(p) = dutch::pair_next_round(&before) else {
                v.push(Violation::new(
                    Invariant::TrfExport,
                    format!("t{n}: the checker cannot pair round {r} of the exported TRF"),
                ));
                continue;
            };
            let played = round_pairs(&want, r);
            let mut got: BTreeSet<(u32, u32)> = p.pairs.iter().copied().collect();
            if let Some(b) = p.bye {
                got.insert((b, 0));
            }
            if got != played {
                v.push(Violation::new(
                    Invariant::TrfExport,
                    format!(
                        "t{n}: round {r} of the exported TRF is {played:?}, the checker pairs {got:?}"
                    ),
                ));
            }
        }
    }
    v
}

/// The pairs (white, black) and the bye (as `(player, 0)`) of round `r` of a tournament.
fn round_pairs(t: &hexcourier_pairing::Tournament, r: usize) -> BTreeSet<(u32, u32)> {
    use hexcourier_pairing::{Colour, RoundResult};
    let mut out = BTreeSet::new();
    for p in &t.players {
        let Some(e) = p.round(r) else { continue };
        match (e.opponent, e.colour) {
            (Some(o), Some(Colour::White)) => {
                out.insert((p.id, o));
            }
            (None, _)
                if matches!(
                    e.result,
                    RoundResult::PairingAllocatedBye | RoundResult::FullPointBye
                ) =>
            {
                out.insert((p.id, 0));
            }
            _ => {}
        }
    }
    out
}

/// The store matches the memory: every game the core holds is stored under the version it
/// holds, byte for byte as it would store it, and who it believes is on vacation is who
/// the players' records say; so the store after a restart equals the memory before it.
pub fn store_matches_memory(
    snap: &Snapshot,
    held: &[hexcourier_core::state::inspect::HeldGame],
    vacations: Option<Vec<hexcourier_core::UserId>>,
) -> Vec<Violation> {
    let mut v = Vec::new();
    for g in held {
        match snap.games.get(&g.id.0) {
            None => v.push(Violation::new(
                Invariant::StoreMatchesMemory,
                format!("{} is held in memory but not stored", g.id),
            )),
            Some(s) if s.version != g.version || s.bytes != g.record => {
                let diff = hexcourier_store::GameRecord::decode(&g.record)
                    .map(|mem| first_difference(&mem, &s.rec))
                    .unwrap_or_default();
                v.push(Violation::new(
                    Invariant::StoreMatchesMemory,
                    format!(
                        "{} in memory (version {}) differs from the store (version {}){diff}",
                        g.id, g.version, s.version
                    ),
                ));
            }
            Some(_) => {}
        }
    }
    if let Some(users) = vacations {
        let held: BTreeSet<&str> = users.iter().map(hexcourier_core::UserId::as_str).collect();
        let stored: BTreeSet<&str> = snap.on_vacation.keys().map(String::as_str).collect();
        if held != stored {
            v.push(Violation::new(
                Invariant::StoreMatchesMemory,
                format!("on vacation in memory {held:?}, in the store {stored:?}"),
            ));
        }
    }
    v
}

/// The first field two records differ in, as `: field memory … store …`.
fn first_difference(
    mem: &hexcourier_store::GameRecord,
    stored: &hexcourier_store::GameRecord,
) -> String {
    let (Ok(a), Ok(b)) = (serde_json::to_value(mem), serde_json::to_value(stored)) else {
        return String::new();
    };
    let (Some(a), Some(b)) = (a.as_object(), b.as_object()) else {
        return String::new();
    };
    a.iter()
        .find(|(k, va)| b.get(*k) != Some(*va))
        .map(|(k, va)| {
            format!(
                ": {k} memory {va} store {}",
                b.get(k).unwrap_or(&serde_json::Value::Null)
            )
        })
        .unwrap_or_default()
}

/// Every announcement owed is delivered once, in order: each game's and tournament's
/// announcements come in the order they were made, none skipped, none twice (again only the
/// one a crash or an outage cut off between its delivery and its settling); each player's
/// DMs likewise. At the end of a run ([`all_delivered`]) every announcement made was
/// delivered.
pub fn delivered_once_in_order(h: &mut History, out: &StepOut) -> Vec<Violation> {
    let mut v = Vec::new();
    for heard in &out.heard {
        match heard {
            Heard::Announced { id, settled, .. } => {
                let key = id.from.key();
                let next = h.delivered.get(&key).copied().unwrap_or(0);
                let mark = (key.clone(), id.seq);
                let was_cut_off = h.unsettled.contains(&mark);
                if *settled {
                    h.unsettled.remove(&mark);
                } else {
                    h.unsettled.insert(mark);
                }
                if id.seq == next {
                    h.delivered.insert(key.clone(), next + 1);
                } else if id.seq < next && was_cut_off {
                    // Cut off before settling: delivered again, once.
                } else if id.seq < next {
                    v.push(Violation::new(
                        Invariant::DeliveredOnce,
                        format!("announcement {} of {key} delivered twice", id.seq),
                    ));
                } else {
                    v.push(Violation::new(
                        Invariant::DeliveredOnce,
                        format!("announcement {} of {key} delivered before {next}", id.seq),
                    ));
                    h.delivered.insert(key, id.seq + 1);
                }
            }
            Heard::Dm {
                user,
                number,
                settled,
                ..
            } => {
                let next = h.dms.get(user).copied().unwrap_or(0);
                let key = (user.clone(), *number);
                let again = *number < next && h.dms_unsettled.contains(&key);
                if *settled {
                    h.dms_unsettled.remove(&key);
                } else {
                    h.dms_unsettled.insert(key);
                }
                if *number >= next {
                    h.dms.insert(user.clone(), number + 1);
                } else if !again {
                    v.push(Violation::new(
                        Invariant::DeliveredOnce,
                        format!("DM {number} to @{user} sent twice"),
                    ));
                }
            }
            Heard::Answer { .. } => {}
        }
    }
    v
}

/// At the end of a run, with the store up and delivery done: every announcement each game
/// and tournament made (its count in its record) was delivered, and none is owed.
pub fn all_delivered(h: &History, snap: &Snapshot, owed_left: usize) -> Vec<Violation> {
    let mut v = Vec::new();
    let made = snap
        .games
        .values()
        .map(|g| (g.rec.id.clone(), g.rec.announced))
        .chain(snap.events.values().map(|e| (e.id.clone(), e.announced)));
    for (key, announced) in made {
        let got = h.delivered.get(&key).copied().unwrap_or(0);
        if got != announced {
            v.push(Violation::new(
                Invariant::DeliveredOnce,
                format!("{key} made {announced} announcements, {got} were delivered"),
            ));
        }
    }
    if owed_left > 0 {
        v.push(Violation::new(
            Invariant::DeliveredOnce,
            format!("{owed_left} announcements still owed after the last delivery"),
        ));
    }
    v
}

/// No reply in pl/hu/de contains English: answers to a member reading Polish, Hungarian or
/// German, announcements in a place whose server's language is one of them (made after it
/// was chosen), and DMs to members whose language the bot knows, contain no English
/// ([`hexcourier_core::i18n::english_in`]): texts, picture captions, place titles and table headings.
pub fn no_english(
    h: &History,
    world: &World,
    snap: &Snapshot,
    out: &StepOut,
    player_lang: &dyn Fn(&str) -> Lang,
) -> Vec<Violation> {
    let mut v = Vec::new();
    let mut check = |lang: Lang, texts: Vec<&str>, whose: &str| {
        for t in texts {
            if let Some(found) = hexcourier_core::i18n::english_in(lang, t) {
                v.push(Violation::new(
                    Invariant::NoEnglish,
                    format!("{whose} ({lang}): English \"{found}\" in {t:?}"),
                ));
            }
        }
    };
    for heard in &out.heard {
        match heard {
            Heard::Answer {
                user,
                lang,
                replies,
            } => check(
                *lang,
                replies.iter().flat_map(words_of).collect(),
                &format!("answer to @{user}"),
            ),
            Heard::Announced {
                id,
                created,
                replies,
                ..
            } => {
                let realm = realm_of_source(snap, id);
                let Some(realm) = realm else { continue };
                let key = realm_key(realm.as_deref());
                let Some(c) = world.community(realm.as_deref()) else {
                    continue;
                };
                if h.lang_since.get(&key).is_some_and(|t| t <= created) {
                    check(
                        c.lang,
                        replies.iter().flat_map(words_of).collect(),
                        &format!("announcement {} of {}", id.seq, id.from),
                    );
                }
            }
            Heard::Dm { user, text, .. } => {
                check(
                    player_lang(user),
                    vec![text.as_str()],
                    &format!("DM to @{user}"),
                );
            }
        }
    }
    v
}

/// The community (`Some(None)`: the console's) of the game or tournament an announcement
/// comes from, if it is known.
fn realm_of_source(snap: &Snapshot, id: &NoticeId) -> Option<Option<String>> {
    match id.from {
        hexcourier_core::Source::Game(g) => snap.games.get(&g.0).map(|g| g.rec.realm.clone()),
        hexcourier_core::Source::Tournament(t) => snap.events.get(&t.0).map(|e| e.realm.clone()),
        hexcourier_core::Source::Daily(_) => None,
    }
}

/// The texts a reply shows people.
fn words_of(r: &Reply) -> Vec<&str> {
    match r {
        Reply::Text { text, .. } => vec![text.as_str()],
        Reply::Image { caption, .. } | Reply::File { caption, .. } => vec![caption.as_str()],
        Reply::OpenPlace { title, .. } => vec![title.as_str()],
        Reply::Table { table, .. } => std::iter::once(table.title.as_str())
            .chain(table.header.iter().map(String::as_str))
            .collect(),
        _ => Vec::new(),
    }
}

/// The most characters of a Discord message.
pub const MESSAGE_CHARS: usize = 2000;
/// The most characters of a thread's name.
pub const TITLE_CHARS: usize = 100;

/// Every text fits Discord's limits: a message (text, caption, DM) at most 2,000
/// characters, a place's title (a thread name) at most 100, a table's title at most 256 (an
/// embed's title).
pub fn discord_limits(out: &StepOut) -> Vec<Violation> {
    let mut v = Vec::new();
    let mut over = |what: &str, text: &str, max: usize| {
        let n = text.chars().count();
        if n > max {
            v.push(Violation::new(
                Invariant::DiscordLimits,
                format!(
                    "{what} of {n} characters (at most {max}): {}…",
                    text.chars().take(80).collect::<String>()
                ),
            ));
        }
    };
    for r in heard_replies(out) {
        match r {
            Reply::Text { text, .. } => over("a message", text, MESSAGE_CHARS),
            Reply::Image { caption, .. } | Reply::File { caption, .. } => {
                over("a caption", caption, MESSAGE_CHARS);
            }
            Reply::OpenPlace { title, .. } => over("a thread title", title, TITLE_CHARS),
            Reply::Table { table, .. } => over("a table title", &table.title, 256),
            _ => {}
        }
    }
    for heard in &out.heard {
        if let Heard::Dm { text, .. } = heard {
            over("a DM", text, MESSAGE_CHARS);
        }
    }
    v
}

/// Every picture's text uses glyphs the font has: the titles, headings and cells of tables
/// drawn as pictures (standings, crosstables) are made of characters the stroke font draws
/// (`½` is drawn as `.5`; letters the font has only in capitals are drawn as capitals).
pub fn picture_glyphs(out: &StepOut) -> Vec<Violation> {
    let mut v = Vec::new();
    let drawn = |c: char| {
        c == '½'
            || c == ' '
            || hexcourier_render::font::has_glyph(c)
            || c.to_uppercase().all(hexcourier_render::font::has_glyph)
    };
    for r in heard_replies(out) {
        let Reply::Table { table, .. } = r else {
            continue;
        };
        let texts = std::iter::once(&table.title)
            .chain(table.header.iter())
            .chain(table.rows.iter().flatten());
        for t in texts {
            let missing: String = t.chars().filter(|c| !drawn(*c)).collect();
            if !missing.is_empty() {
                v.push(Violation::new(
                    Invariant::PictureGlyphs,
                    format!(
                        "{}: the font has no glyph for {missing:?} in {t:?}",
                        table.file_name
                    ),
                ));
                break;
            }
        }
    }
    v
}

/// Every reply heard in the step (answers and announcements).
fn heard_replies(out: &StepOut) -> impl Iterator<Item = &Reply> {
    out.heard.iter().flat_map(|h| match h {
        Heard::Answer { replies, .. } | Heard::Announced { replies, .. } => replies.as_slice(),
        Heard::Dm { .. } => &[],
    })
}

/// The tournament a table is about, by its file name (`t3-standings-2.png`).
fn event_of_table<'a>(
    snap: &'a Snapshot,
    table: &TableData,
    kind: &str,
) -> Option<&'a EventRecord> {
    let (id, _) = table.file_name.split_once(kind)?;
    let n = hexcourier_core::TournamentId::parse(id)?;
    snap.events.get(&n.0)
}

/// The last whole number in a text.
fn last_number(text: &str) -> Option<usize> {
    text.split(|c: char| !c.is_ascii_digit())
        .rfind(|w| !w.is_empty())
        .and_then(|w| w.parse().ok())
}

/// A moment as `2025-01-06 12:00`.
pub fn stamp(t: u64) -> String {
    i64::try_from(t)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .map_or_else(
            || t.to_string(),
            |ts| ts.strftime("%Y-%m-%d %H:%M").to_string(),
        )
}

/// A duration as `2d 3h 4m`.
pub fn span(secs: u64) -> String {
    let (d, h, m) = (secs / DAY, secs % DAY / 3600, secs % 3600 / 60);
    match (d, h) {
        (0, 0) => format!("{m}m"),
        (0, _) => format!("{h}h {m}m"),
        _ => format!("{d}d {h}h {m}m"),
    }
}

/// The planted rule: no game gets past its fourth move. Wrong on purpose (games do), so a
/// test can watch a failure be found, shrunk and replayed.
pub fn planted(snap: &Snapshot) -> Vec<Violation> {
    snap.games
        .iter()
        .filter(|(_, g)| g.rec.moves.len() > 4)
        .map(|(id, g)| {
            Violation::new(
                Invariant::Planted,
                format!("g{id} has {} moves", g.rec.moves.len()),
            )
        })
        .take(1)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_has_a_name_that_reads_back() {
        for i in Invariant::ALL {
            assert_eq!(Invariant::parse(i.name()), Some(i));
            assert!(!i.rule().is_empty());
        }
        assert_eq!(last_number("Puchar: po 2 rundach"), Some(2));
        assert_eq!(last_number("final standings"), None);
        assert_eq!(span(DAY + 3600 + 60), "1d 1h 1m");
    }
}
