//! Tournaments as the core keeps them: the stored record (players, rounds, boards, results),
//! and what the `pairing` crate makes of it: the next round's boards, the scores and the
//! standings. Nothing here touches the store or the games; the `tournament` family does.

use crate::vocabulary::types::{TournamentId, UserId};
use crate::vocabulary::words::UserText;
use hexcourier_pairing::tiebreak::{self, TieBreak};
use hexcourier_pairing::triples::{self, PlaceScoring, Seeding, Table, TripleEvent, TripleRound};
use hexcourier_pairing::{
    berger, dutch, GameResult, Pairing, PointSystem, Points, RoundResult, Tournament,
};
use serde::{Deserialize, Serialize};

/// The record format this build writes. Version 2 keeps the name as given ([`UserText`]);
/// version 1 kept it escaped for chat, and is read by [`EventRecord::decode`].
pub const EVENT_VERSION: u32 = 2;

/// How a tournament pairs its rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Everyone meets everyone once (FIDE Berger tables), two-player variants.
    RoundRobin,
    /// Everyone meets everyone twice, colours reversed.
    DoubleRoundRobin,
    /// The FIDE Dutch system, two-player variants.
    Swiss,
    /// Three-player variants: groups of three, each player once in each seat.
    Groups,
    /// Three-player variants: tables of three by score.
    Swiss3,
}

impl Format {
    /// Reads a format as typed: `rr`, `drr`, `swiss`, `groups`, `swiss3`.
    pub fn parse(s: &str) -> Option<Format> {
        Some(match s.to_ascii_lowercase().as_str() {
            "rr" | "roundrobin" | "round-robin" => Format::RoundRobin,
            "drr" | "double" | "double-round-robin" => Format::DoubleRoundRobin,
            "swiss" => Format::Swiss,
            "groups" | "triples" => Format::Groups,
            "swiss3" => Format::Swiss3,
            _ => return None,
        })
    }

    /// The number of seats a board of this format has.
    pub fn seats(self) -> usize {
        match self {
            Format::Groups | Format::Swiss3 => 3,
            _ => 2,
        }
    }
}

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Players may join until it starts.
    SigningUp,
    /// Rounds are being played.
    Running,
    /// Every round is over.
    Finished,
}

/// A player of a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entrant {
    /// The user.
    pub user: String,
    /// Withdrawn (by the organiser, by leaving, or after losses on time): not paired again.
    #[serde(default)]
    pub withdrawn: bool,
    /// Games lost on time.
    #[serde(default)]
    pub timeouts: u32,
    /// The player as the tournament's server last showed them (records without it: not
    /// known); public pages name them by it, never by their id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// One board of a round: its players by start number in seat order, its game, its result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardRec {
    /// Start numbers (1-based), in seat order.
    pub seats: Vec<u32>,
    /// The game played on it (its number), if one was started.
    #[serde(default)]
    pub game: Option<u64>,
    /// Each seat's score in quarter points, once decided.
    #[serde(default)]
    pub quarters: Option<Vec<u8>>,
    /// Each seat's place (three-player boards), once decided.
    #[serde(default)]
    pub ranks: Option<Vec<u8>>,
    /// Decided without a game (a player withdrawn): not rated.
    #[serde(default)]
    pub forfeit: bool,
    /// Its game ended without being played over the board: the organiser adjudicated it, or
    /// a player made no move in it (a loss on time or a resignation before moving). A TRF
    /// file shows its result as a forfeit (`+`/`-`), and the Swiss system as a game not
    /// played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unplayed: bool,
}

impl BoardRec {
    /// Whether its result is known.
    pub fn decided(&self) -> bool {
        self.quarters.is_some()
    }

    /// Whether it was decided without a game played over the board (see
    /// [`BoardRec::forfeit`] and [`BoardRec::unplayed`]).
    pub fn not_played(&self) -> bool {
        self.forfeit || self.unplayed
    }
}

/// One round: its boards, and who had a bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct RoundRec {
    /// The boards.
    pub boards: Vec<BoardRec>,
    /// Start numbers given a bye.
    #[serde(default)]
    pub byes: Vec<u32>,
    /// Start numbers absent (withdrawn) this round.
    #[serde(default)]
    pub absent: Vec<u32>,
}

/// A tournament as stored (the value under its id in the `Tournaments` table).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventRecord {
    /// Format version, [`EVENT_VERSION`].
    pub version: u32,
    /// `t3`.
    pub id: String,
    /// Its name, as given (escaped where it is shown).
    pub name: UserText,
    /// The variant's id.
    pub variant: String,
    /// How rounds are paired.
    pub format: Format,
    /// Rounds (Swiss formats; round robins play as many as the table has).
    pub rounds_planned: u32,
    /// Days per move of each game's clock.
    pub days: u8,
    /// Whether its games are rated.
    pub rated: bool,
    /// Most players.
    pub max_players: u32,
    /// When sign-up ends and it starts by itself (unix seconds), if set.
    #[serde(default)]
    pub signup_until: Option<u64>,
    /// Who runs it.
    pub organiser: String,
    /// Its community.
    #[serde(default)]
    pub realm: Option<String>,
    /// Where it was made: its games' threads open there.
    pub parent: String,
    /// Its players, in start-number order.
    pub players: Vec<Entrant>,
    /// The rounds paired so far.
    pub rounds: Vec<RoundRec>,
    /// For round robins and groups: every round's boards (start numbers) and byes, fixed
    /// when it starts.
    #[serde(default)]
    pub schedule: Vec<(Vec<Vec<u32>>, Vec<u32>)>,
    /// Where it stands.
    pub stage: Stage,
    /// Announcements made so far (the number of its next one).
    #[serde(default)]
    pub announced: u64,
    /// Losses on time after which a player is withdrawn (0: never).
    #[serde(default)]
    pub timeouts_to_withdraw: u32,
    /// Whether its games refuse vacations (`vacation:off`).
    #[serde(default)]
    pub no_vacation: bool,
    /// Whether its players may give each other time with `/moretime` (`moretime:on`; off
    /// unless set, so that two players cannot hold a round open).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub moretime: bool,
}

/// Why a round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairError {
    /// Too few players to pair.
    #[error("too few players to pair ({0})")]
    TooFew(usize),
    /// No pairing of the round satisfies the Dutch system's absolute criteria (players
    /// would meet again): the arbiter decides.
    #[error("no pairing of round {0} satisfies the absolute criteria")]
    NoValidPairing(usize),
    /// The pairing crate refused.
    #[error("{0}")]
    Pairing(String),
}

/// A round's boards (seats as start numbers) and byes, before any game is made.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Paired {
    /// The boards' seats.
    pub boards: Vec<Vec<u32>>,
    /// The byes.
    pub byes: Vec<u32>,
}

impl EventRecord {
    /// Reads a stored record, of this version or an older one (a version 1 name was stored
    /// escaped: it is read back as given).
    ///
    /// # Errors
    /// If the bytes are not a tournament record.
    pub fn decode(bytes: &[u8]) -> Result<EventRecord, serde_json::Error> {
        let mut rec: EventRecord = serde_json::from_slice(bytes)?;
        if rec.version < 2 {
            rec.name = UserText::from_escaped(rec.name.plain());
            rec.version = EVENT_VERSION;
        }
        Ok(rec)
    }

    /// Its id.
    pub fn tid(&self) -> Option<TournamentId> {
        TournamentId::parse(&self.id)
    }

    /// Start number of a user (1-based), if they play.
    pub fn number_of(&self, user: &UserId) -> Option<u32> {
        self.players
            .iter()
            .position(|e| e.user == user.as_str())
            .map(|i| i as u32 + 1)
    }

    /// The name the player with start number `n` was last seen by in the tournament's
    /// server, if known.
    pub fn name_of(&self, n: u32) -> Option<&str> {
        self.players
            .get(n.checked_sub(1)? as usize)?
            .name
            .as_deref()
    }

    /// The user of a start number.
    pub fn user(&self, n: u32) -> UserId {
        UserId::new(
            self.players
                .get(n.saturating_sub(1) as usize)
                .map_or("?", |e| e.user.as_str()),
        )
    }

    /// Start numbers of the players still in.
    pub fn active(&self) -> Vec<u32> {
        (1..=self.players.len() as u32)
            .filter(|&n| !self.players[(n - 1) as usize].withdrawn)
            .collect()
    }

    /// The rounds it will have: planned for Swiss formats, the schedule's for the others.
    pub fn total_rounds(&self) -> u32 {
        match self.format {
            Format::Swiss | Format::Swiss3 => self.rounds_planned,
            _ => self.schedule.len() as u32,
        }
    }

    /// The rounds over (every board decided), from round 1: the rounds the standings, the
    /// points and the TRF export count. A round being played counts once its last result is
    /// in, its bye with it.
    pub fn completed_rounds(&self) -> usize {
        self.rounds
            .iter()
            .take_while(|r| r.boards.iter().all(BoardRec::decided))
            .count()
    }

    /// What a pairing-allocated bye scores: a point in a Swiss, ½ (a second place) in a Swiss
    /// in threes, nothing in a round robin or in groups (the player without a game scores
    /// nothing).
    pub fn bye_points(&self) -> Points {
        match self.format {
            Format::Swiss => PointSystem::default().pairing_bye,
            Format::Swiss3 => PlaceScoring::default().bye,
            Format::RoundRobin | Format::DoubleRoundRobin | Format::Groups => Points::ZERO,
        }
    }

    /// Whether the round being played has every board decided.
    pub fn round_over(&self) -> bool {
        self.rounds
            .last()
            .is_some_and(|r| r.boards.iter().all(BoardRec::decided))
    }

    /// Fixes the schedule of a round robin or groups event at its start.
    ///
    /// # Errors
    /// Too few players.
    pub fn make_schedule(&mut self) -> Result<(), PairError> {
        let n = self.players.len();
        self.schedule = match self.format {
            Format::RoundRobin | Format::DoubleRoundRobin => {
                let cycles = if self.format == Format::RoundRobin {
                    berger::Cycles::Single
                } else {
                    berger::Cycles::DoubleSwapped
                };
                berger::round_robin(n, cycles)
                    .map_err(|e| PairError::Pairing(e.to_string()))?
                    .into_iter()
                    .map(|r| {
                        (
                            r.pairs.iter().map(|&(w, b)| vec![w, b]).collect(),
                            r.bye.into_iter().collect(),
                        )
                    })
                    .collect()
            }
            Format::Groups => {
                let seeds: Vec<u32> = (1..=n as u32).collect();
                let groups = triples::split_into_groups(&seeds, Seeding::Balanced)
                    .map_err(|e| PairError::Pairing(e.to_string()))?;
                let mut rounds: Vec<(Vec<Vec<u32>>, Vec<u32>)> = Vec::new();
                for g in &groups {
                    let sched = triples::group_schedule(g)
                        .map_err(|e| PairError::Pairing(e.to_string()))?;
                    for (i, r) in sched.iter().enumerate() {
                        if rounds.len() <= i {
                            rounds.push((Vec::new(), Vec::new()));
                        }
                        rounds[i].0.extend(r.tables.iter().map(|t| t.0.to_vec()));
                        rounds[i].1.extend(r.byes.iter().copied());
                    }
                }
                rounds
            }
            Format::Swiss | Format::Swiss3 => Vec::new(),
        };
        Ok(())
    }

    /// The next round's boards and byes. Withdrawn players are not paired (their boards of
    /// a fixed schedule are forfeits, decided by [`EventRecord::forfeits`]).
    ///
    /// # Errors
    /// Too few players, or the pairing crate's refusal.
    pub fn pair_next(&self) -> Result<Paired, PairError> {
        let next = self.rounds.len();
        match self.format {
            Format::RoundRobin | Format::DoubleRoundRobin | Format::Groups => {
                let (boards, byes) = self
                    .schedule
                    .get(next)
                    .cloned()
                    .ok_or(PairError::TooFew(self.players.len()))?;
                Ok(Paired { boards, byes })
            }
            Format::Swiss => {
                if self.active().len() < 2 {
                    return Err(PairError::TooFew(self.active().len()));
                }
                let mut t = self.swiss_state();
                for n in 1..=self.players.len() as u32 {
                    if self.players[(n - 1) as usize].withdrawn {
                        t.set_absence(next + 1, n, RoundResult::ZeroPointBye)
                            .map_err(|e| PairError::Pairing(e.to_string()))?;
                    }
                }
                let p = dutch::pair_next_round(&t).map_err(|e| match e {
                    dutch::DutchError::NoValidPairing { round } => PairError::NoValidPairing(round),
                    e => PairError::Pairing(e.to_string()),
                })?;
                Ok(Paired {
                    boards: p.pairs.iter().map(|&(w, b)| vec![w, b]).collect(),
                    byes: p.bye.into_iter().collect(),
                })
            }
            Format::Swiss3 => {
                if self.active().len() < 3 {
                    return Err(PairError::TooFew(self.active().len()));
                }
                let r: TripleRound = self
                    .triple_state(true)
                    .pair_next_round()
                    .map_err(|e| PairError::Pairing(e.to_string()))?;
                Ok(Paired {
                    boards: r.tables.iter().map(|t| t.0.to_vec()).collect(),
                    byes: r.byes,
                })
            }
        }
    }

    /// The Swiss state the pairing crate reads: players in start order, every round's boards
    /// and results (pending when not decided), byes and absences.
    pub fn swiss_state(&self) -> Tournament {
        self.swiss_state_through(self.rounds.len())
    }

    /// The Swiss state of rounds `1..=rounds` only (see [`EventRecord::swiss_state`]): what
    /// the standings after those rounds and the TRF export read. `XXR` is the number of
    /// rounds of the event; a round robin's bye is a zero-point bye (`Z`), a Swiss's the
    /// pairing-allocated bye (`U`, a point); boards decided without a game played over the
    /// board are forfeits (`+`/`-`), except a draw, which TRF can only write as played (`=`).
    pub fn swiss_state_through(&self, rounds: usize) -> Tournament {
        let mut t = Tournament::new(self.name.plain(), self.total_rounds().max(1));
        for e in &self.players {
            t.add_player(&e.user, 0);
        }
        let swiss = self.format == Format::Swiss;
        for (i, r) in self.rounds.iter().take(rounds).enumerate() {
            let round = i + 1;
            let pairing = Pairing {
                pairs: r
                    .boards
                    .iter()
                    .filter(|b| b.seats.len() == 2)
                    .map(|b| (b.seats[0], b.seats[1]))
                    .collect(),
                bye: r.byes.first().copied().filter(|_| swiss),
            };
            let _ = t.record_pairing(round, &pairing);
            for b in r.boards.iter().filter(|b| b.seats.len() == 2) {
                let Some(q) = &b.quarters else { continue };
                let (w, l) = (q.first().copied(), q.get(1).copied());
                let result = match (w, l, b.not_played()) {
                    (Some(w), Some(l), false) if w > l => GameResult::WhiteWins,
                    (Some(w), Some(l), false) if w < l => GameResult::BlackWins,
                    (_, _, false) => GameResult::Draw,
                    (Some(w), Some(l), true) if w > l => GameResult::WhiteWinsByForfeit,
                    (Some(w), Some(l), true) if w < l => GameResult::BlackWinsByForfeit,
                    (Some(w), _, true) if w > 0 => GameResult::Draw,
                    (_, _, true) => GameResult::DoubleForfeit,
                };
                let _ = t.set_result(round, b.seats[0], b.seats[1], result);
            }
            let seated =
                |n: u32| r.boards.iter().any(|b| b.seats.contains(&n)) || pairing.bye == Some(n);
            if !swiss {
                for &n in r.byes.iter().filter(|&&n| !seated(n)) {
                    let _ = t.set_absence(round, n, RoundResult::ZeroPointBye);
                }
            }
            for &a in r.absent.iter().filter(|&&a| !seated(a)) {
                let _ = t.set_absence(round, a, RoundResult::ZeroPointBye);
            }
        }
        t.recompute_points();
        t
    }

    /// The three-player state the pairing crate reads; `only_active` leaves the withdrawn
    /// players out of the next pairing.
    pub fn triple_state(&self, only_active: bool) -> TripleEvent {
        self.triple_state_through(self.rounds.len(), only_active)
    }

    /// The three-player state of rounds `1..=rounds` only.
    pub fn triple_state_through(&self, rounds: usize, only_active: bool) -> TripleEvent {
        let mut t = TripleEvent::new(PlaceScoring {
            bye: self.bye_points(),
            ..PlaceScoring::default()
        });
        for e in &self.players {
            let _ = e;
            t.add_player(0);
        }
        for r in self.rounds.iter().take(rounds) {
            let tables: Vec<triples::TableRecord> = r
                .boards
                .iter()
                .filter(|b| b.seats.len() == 3)
                .map(|b| triples::TableRecord {
                    table: Table([b.seats[0], b.seats[1], b.seats[2]]),
                    places: b.ranks.as_ref().map(|p| {
                        [
                            p.first().copied().unwrap_or(3),
                            p.get(1).copied().unwrap_or(3),
                            p.get(2).copied().unwrap_or(3),
                        ]
                    }),
                })
                .collect();
            t.rounds.push((tables, r.byes.clone()));
        }
        if only_active {
            t.players
                .retain(|p| !self.players[(p.id - 1) as usize].withdrawn);
        }
        t
    }

    /// A player's score after the rounds over ([`EventRecord::completed_rounds`], byes
    /// included).
    pub fn score(&self, n: u32) -> Points {
        let done = self.completed_rounds();
        match self.format.seats() {
            3 => self.triple_state_through(done, false).score(n),
            _ => self.swiss_state_through(done).score(n),
        }
    }

    /// The standings after the rounds over ([`EventRecord::completed_rounds`]): (place,
    /// start number, points, tie-break values as text).
    pub fn standings(&self) -> Vec<StandingRow> {
        let done = self.completed_rounds();
        if self.format.seats() == 3 {
            let t = self.triple_state_through(done, false);
            let mut rows = Vec::new();
            let mut last: Option<(Points, usize)> = None;
            for (i, n) in t.ranking().into_iter().enumerate() {
                let points = t.score(n);
                let place = match last {
                    Some((p, place)) if p == points => place,
                    _ => i + 1,
                };
                last = Some((points, place));
                rows.push(StandingRow {
                    place,
                    number: n,
                    points,
                    tiebreaks: Vec::new(),
                });
            }
            return rows;
        }
        let t = self.swiss_state_through(done);
        tiebreak::standings(&t, &self.tie_breaks())
            .into_iter()
            .map(|s| StandingRow {
                place: s.rank,
                number: s.id,
                points: s.points,
                tiebreaks: s.tiebreaks.iter().map(ToString::to_string).collect(),
            })
            .collect()
    }

    /// The tie-breaks of its format, in order.
    pub fn tie_breaks(&self) -> Vec<TieBreak> {
        match self.format {
            Format::Swiss => vec![
                TieBreak::BuchholzCut1,
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
                TieBreak::DirectEncounter,
            ],
            _ => vec![
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
                TieBreak::DirectEncounter,
            ],
        }
    }

    /// The tie-breaks' short names, for the standings' heading.
    pub fn tie_break_names(&self) -> Vec<&'static str> {
        if self.format.seats() == 3 {
            return Vec::new();
        }
        self.tie_breaks()
            .iter()
            .map(|t| match t {
                TieBreak::Buchholz => "Bh",
                TieBreak::BuchholzCut1 => "Bh-1",
                TieBreak::SonnebornBerger => "SB",
                TieBreak::Wins => "W",
                TieBreak::DirectEncounter => "DE",
            })
            .collect()
    }

    /// Decides the boards of the round being played whose players include a withdrawn one:
    /// the others win by forfeit (three-player boards: they share first place). Returns how
    /// many boards it decided.
    pub fn forfeits(&mut self) -> usize {
        let withdrawn: Vec<bool> = self.players.iter().map(|e| e.withdrawn).collect();
        let Some(round) = self.rounds.last_mut() else {
            return 0;
        };
        let mut decided = 0;
        for b in round
            .boards
            .iter_mut()
            .filter(|b| !b.decided() && b.game.is_none())
        {
            let out: Vec<bool> = b
                .seats
                .iter()
                .map(|&n| withdrawn[(n - 1) as usize])
                .collect();
            if !out.iter().any(|&o| o) {
                continue;
            }
            let quarters: Vec<u8> = out.iter().map(|&o| if o { 0 } else { 4 }).collect();
            b.ranks = Some(out.iter().map(|&o| if o { 3 } else { 1 }).collect());
            b.quarters = Some(quarters);
            b.forfeit = true;
            decided += 1;
        }
        decided
    }

    /// The crosstable of a round robin after the rounds over: a row per player (start
    /// order), each cell the score against that opponent (`1`, `½`, `0`, `·` not yet, blank
    /// against oneself).
    pub fn crosstable(&self) -> Vec<Vec<String>> {
        let n = self.players.len();
        let mut cells = vec![vec![String::new(); n]; n];
        for (i, row) in cells.iter_mut().enumerate() {
            for (j, c) in row.iter_mut().enumerate() {
                if i != j {
                    *c = "·".into();
                }
            }
        }
        for r in self.rounds.iter().take(self.completed_rounds()) {
            for b in r.boards.iter().filter(|b| b.seats.len() == 2) {
                let (a, c) = ((b.seats[0] - 1) as usize, (b.seats[1] - 1) as usize);
                if let Some(q) = &b.quarters {
                    let mark = |x: u8| match x {
                        4 => "1".to_string(),
                        2 => "½".to_string(),
                        0 => "0".to_string(),
                        other => format!("{other}/4"),
                    };
                    cells[a][c] = mark(q[0]);
                    cells[c][a] = mark(q[1]);
                }
            }
        }
        cells
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// Place (shared places repeat).
    pub place: usize,
    /// Start number.
    pub number: u32,
    /// Points.
    pub points: Points,
    /// Tie-break values, as text.
    pub tiebreaks: Vec<String>,
}

/// Points as text: `3`, `2½`.
pub fn points_text(p: Points) -> String {
    let whole = p.0 / 10;
    match p.0 % 10 {
        0 => whole.to_string(),
        5 if whole == 0 => "½".into(),
        5 => format!("{whole}½"),
        r => format!("{whole}.{r}"),
    }
}
