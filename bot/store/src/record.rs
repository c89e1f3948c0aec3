//! The game record: everything needed to rebuild a game by replaying its moves, as versioned
//! JSON (the value kept under the game's key in the `Games` table).

use hexcourier_engine::Outcome;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The record format this build writes. It reads this one and every older one for which
/// [`UPGRADES`] has a step: a record is upgraded on read, and rewritten in this format at
/// start-up ([`upgrade_stored`]). Changing the format means: bump this, add the step from the
/// previous version to [`UPGRADES`], and keep `bot/tests/fixtures/records/` loading (its files
/// hold records of each version as it was written).
pub const RECORD_VERSION: u32 = 1;

/// One step of the record format: turns a record of version `from` (as JSON) into one of
/// version `from + 1`; the version field itself is set by the caller.
#[derive(Debug, Clone, Copy)]
pub struct Upgrade {
    /// The version it reads.
    pub from: u32,
    /// The change, or why this record cannot take it.
    pub apply: fn(&mut serde_json::Map<String, serde_json::Value>) -> Result<(), String>,
}

/// The steps from each older record version to the next, in order: one for each version from
/// 1 up to [`RECORD_VERSION`] - 1 (none yet: version 1 is the first format).
pub const UPGRADES: &[Upgrade] = &[];

/// The id counter ([`crate::Store::raise_ids`]) holding the record version every stored
/// game was last rewritten in by [`upgrade_stored`], so later starts skip the pass.
pub const UPGRADED_COUNTER: &str = "record-version";

/// One game as stored: everything needed to rebuild it by replaying its moves. `M` is how
/// the moves are read: their texts, or skipped in a [`RecordHead`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord<M = Vec<String>> {
    /// Format version, [`RECORD_VERSION`].
    pub version: u32,
    /// Game id, e.g. `g1` (also the store key).
    pub id: String,
    /// Variant id, e.g. `glinski`.
    pub variant: String,
    /// User id of the player in each seat, in turn order.
    pub players: Vec<String>,
    /// The game's place, e.g. `#g1`.
    pub place: String,
    /// State text of the start position.
    pub start: String,
    /// Canonical texts of the moves played.
    pub moves: M,
    /// How the game ended, if it has.
    pub outcome: Option<Outcome>,
    /// Seats that have offered (or agreed to) a draw; empty when no offer stands.
    pub draw_offer: Vec<u8>,
    /// When the game was created (unix seconds).
    pub created: u64,
    /// When it last changed (unix seconds).
    pub updated: u64,
    /// Level (1–8) of the engine's seats (players named `engine`); none without an engine.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine_level: Option<u8>,
    /// Who may ask for hints, and how many (records without it: hints off).
    #[serde(default)]
    pub hints: HintRule,
    /// Hints asked for so far, by user id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints_used: BTreeMap<String, u32>,
    /// The move clock, if the game has one (records without it: no clock).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_clock: Option<MoveClock>,
    /// Who votes for which seat in a group voting game (records without it: no voting).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote: Option<VoteRules>,
    /// The vote window open now, if a voting side is to move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote_window: Option<VoteWindow>,
    /// The standing takeback request, if any (records without it: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takeback: Option<TakebackRequest>,
    /// Moves of the `from:` list played before the game started; they cannot be taken back
    /// and do not count for `/abort` (records without it: 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub start_plies: usize,
    /// Who aborted the game (`/abort`), if it was aborted: it then has no result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aborted_by: Option<String>,
    /// The seat to move after the last move. The core's index reads it at start-up, so a game
    /// is replayed only when first used (records without it are replayed at start-up).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u8>,
    /// How many announcements the game has made: the sequence number of its next one in the
    /// outbox (records without it: none yet).
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub announced: u64,
    /// The community the game was started in (a Discord guild id): the process serving that
    /// community serves the game (records without it: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub realm: Option<String>,
    /// While the game waits for the players it names to accept (and after it lapsed without a
    /// game): the challenge (records without it: started games).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<Challenge>,
    /// In a voting game, the side each voter is bound to by their first vote (user id → seat):
    /// nobody votes for two sides (records without it: none yet).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub voted_for: BTreeMap<String, u8>,
    /// Who started the game (`/new`); it counts against their cap of games (records without
    /// it: unknown, the seats count).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub creator: Option<String>,
    /// The tournament board this game is played on, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<EventLink>,
    /// With a bank clock, each seat's bank in seconds (as of the start of its turns).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banks: Vec<u64>,
    /// Seats whose player is on vacation now (their clock stops on their turn).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub away: Vec<u8>,
    /// Vacations taken during the game, for the record.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub vacations: Vec<VacationMark>,
    /// Conditional moves by seat: each a line of the plies to come from the ply it was set
    /// at (the others' moves and the seat's own replies); never shown to anyone else.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub premoves: BTreeMap<u8, Vec<PremoveLine>>,
    /// The game's page address on the web, `/g/<slug>`: unguessable, unlike its id (the
    /// core's `slug` module says how it is made). Records written before pages existed have
    /// none; theirs is made from the id the same way when first asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slug: Option<String>,
    /// Each seat's player as their server showed them (their nickname there, else their
    /// global name, else their username), by seat: what public records and pages name them
    /// by, never their ids. Filled when the game is stored and refreshed whenever it is
    /// stored again after the transport saw the player in the game's server (records
    /// without it: no names known).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub names: BTreeMap<u8, String>,
}

/// A vacation taken during a game: the seat, and when it started and ended (unix seconds).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VacationMark {
    /// The seat.
    pub seat: u8,
    /// Plies played when it started.
    pub ply: u32,
    /// When it started.
    pub from: u64,
    /// When it ended, once it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<u64>,
    /// Whether it started by itself, because the seat's clock was about to run out (at most
    /// one such start a turn; records without it: not).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto: bool,
}

/// A conditional line: the plies to come, from the ply it was set at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PremoveLine {
    /// Plies played when it was set.
    pub from_ply: u32,
    /// The moves, in canonical text, each player's in turn.
    pub moves: Vec<String>,
    /// Which of them are the line's owner's replies (indices into `moves`).
    #[serde(default)]
    pub own: Vec<u32>,
}

/// Where a tournament game belongs: the tournament, its round and board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventLink {
    /// The tournament, `t3`.
    pub id: String,
    /// The round, from 1.
    pub round: u32,
    /// The board in the round, from 1.
    pub board: u32,
    /// Whether the tournament is rated.
    pub rated: bool,
    /// Whether the tournament refuses vacations (its games' clocks run regardless).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_vacation: bool,
    /// Whether the tournament allows `/moretime` in its games (off unless it says so).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub moretime: bool,
}

/// A game that waits for the players it names to accept it: it starts when every seat is
/// taken, and never starts when one of them declines, the challenger withdraws it, or it
/// lapses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Challenge {
    /// The user who made it.
    pub by: String,
    /// The seats waiting for a yes (a seat of an open challenge holds a stand-in user until
    /// someone takes it).
    pub waiting: Vec<u8>,
    /// When it lapses (unix seconds).
    pub expires: u64,
    /// Where it was made, and where its answers are announced.
    pub place: String,
    /// How it ended without a game, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<ChallengeEnd>,
    /// The waiting seats whose player is on vacation, with since when the challenge waits
    /// for them: when they are back, it waits that much longer (records without it: none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub away: BTreeMap<u8, u64>,
}

/// How a challenge ended without a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ChallengeEnd {
    /// A player it named said no.
    Declined {
        /// Who.
        by: String,
    },
    /// The challenger took it back.
    Withdrawn,
    /// Nobody answered in time.
    Expired,
}

/// A record read without its moves: what the core's index needs at start-up.
pub type RecordHead = GameRecord<serde::de::IgnoredAny>;

fn is_zero(n: &usize) -> bool {
    *n == 0
}

fn is_zero_u64(n: &u64) -> bool {
    *n == 0
}

/// A request to take moves back, waiting for the other players' consent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakebackRequest {
    /// The seat that asked.
    pub by: u8,
    /// How many moves (passes not counted) go back when everyone agrees.
    pub moves: usize,
    /// The seats that agreed so far (the asker's included).
    pub agreed: Vec<u8>,
}

/// The rules of a group voting game (`mode:vote`), fixed when it starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VoteRules {
    /// Length of a vote window, in seconds.
    pub window_secs: u64,
    /// Votes a window needs to be decided (at least 1).
    pub min_votes: u32,
    /// The voters of each seat, in turn order; `None` for a seat held by one player or the
    /// engine.
    pub sides: Vec<Option<Voters>>,
}

/// Who may vote for a side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Voters {
    /// These users (ids).
    Team(Vec<String>),
    /// Members with this role (the transport's id and a name to show).
    Role {
        /// The role's id (a Discord role id, or a console role name).
        id: String,
        /// The role's name, for replies.
        name: String,
    },
    /// Anyone in the game's place.
    Channel,
}

/// A vote window: the side voting, when it closes and the ballots cast so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VoteWindow {
    /// The seat voting.
    pub seat: u8,
    /// Plies played when the window opened (a window belongs to one turn).
    pub ply: u32,
    /// When it opened (unix seconds).
    pub opened: u64,
    /// When it closes (unix seconds).
    pub closes: u64,
    /// Whether it was already extended for lack of votes.
    #[serde(default)]
    pub extended: bool,
    /// The ballots, in the order cast.
    #[serde(default)]
    pub ballots: Vec<Ballot>,
}

/// One member's vote: a canonical move text, `draw` or `resign`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ballot {
    /// The voter's user id.
    pub voter: String,
    /// What they voted for.
    pub choice: String,
}

/// A days-per-move clock: when the current turn started and which reminders it has had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveClock {
    /// Days each player has for a move (1–30); with a bank, the days it starts with.
    pub days: u8,
    /// When the current turn started (unix seconds).
    pub turn_started: u64,
    /// Reminders sent this turn: 0 none, 1 the half-time one, 2 the final warning too.
    #[serde(default)]
    pub reminders: u8,
    /// A bank clock (`days:3+1`): the days added to a player's bank after each of their
    /// moves; none: days per move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increment: Option<u8>,
    /// The most days a bank holds (default: the days it starts with).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cap: Option<u8>,
    /// Seconds the current turn allows when it is not the days per move (a bank's balance).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowance: Option<u64>,
    /// Seconds the other players gave the current turn (`/moretime`).
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub extra: u64,
    /// When the clock was stopped, while the player to move is on vacation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused_at: Option<u64>,
    /// While stopped, when it runs again by itself: the player's vacation allowance in the
    /// game's server is used up then, or (in a tournament) the most a turn may be stopped
    /// (records without it: when the vacation ends).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hold_until: Option<u64>,
    /// Seconds the clock was stopped so far this turn (records without it: none).
    #[serde(default, skip_serializing_if = "is_zero_u64")]
    pub held: u64,
    /// The smallest of the player's reminder times (seconds before the end) whose DM was
    /// sent this turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dm_reminded: Option<u64>,
}

impl MoveClock {
    /// A days-per-move clock whose first turn starts at `now`.
    pub fn per_move(days: u8, now: u64) -> MoveClock {
        MoveClock {
            days,
            turn_started: now,
            reminders: 0,
            increment: None,
            cap: None,
            allowance: None,
            extra: 0,
            paused_at: None,
            hold_until: None,
            held: 0,
            dm_reminded: None,
        }
    }
}

/// The game creator's choice about hints (`/hint`, `/analyse`) while the game runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HintRule {
    /// Whether hints may be asked for at all.
    #[serde(default)]
    pub allowed: bool,
    /// How many hints each user may ask for; `None` for no limit.
    #[serde(default)]
    pub per_player: Option<u32>,
    /// Whether users who do not play in the game may ask too (with the same limit).
    #[serde(default)]
    pub spectators: bool,
}

impl HintRule {
    /// No hints.
    pub const OFF: HintRule = HintRule {
        allowed: false,
        per_player: None,
        spectators: false,
    };

    /// Hints for the players, without limit.
    pub const UNLIMITED: HintRule = HintRule {
        allowed: true,
        per_player: None,
        spectators: false,
    };
}

/// Why stored bytes are not a usable record.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// Not JSON, or not a record of this shape.
    #[error("the record is not valid: {0}")]
    Json(#[from] serde_json::Error),
    /// The record has no numeric `version` field.
    #[error("the record has no version field")]
    NoVersion,
    /// Written by a format version this build cannot read: one it never knew (older), or a
    /// newer build's.
    #[error("{}", version_words(*found))]
    Version {
        /// The version found.
        found: u64,
    },
    /// An older record that an upgrade step refused.
    #[error("the record of version {from} cannot be upgraded: {why}")]
    Upgrade {
        /// The version it had.
        from: u32,
        /// Why.
        why: String,
    },
}

/// Why a record of version `found` cannot be read, and what to do.
fn version_words(found: u64) -> String {
    if found > u64::from(RECORD_VERSION) {
        format!(
            "record version {found} was written by a newer Hexcourier (this build reads up to \
             version {RECORD_VERSION}); run that version or a newer one"
        )
    } else {
        format!("unknown record version {found} (this build reads versions 1 to {RECORD_VERSION})")
    }
}

impl GameRecord {
    /// The record as JSON bytes.
    pub fn encode(&self) -> Vec<u8> {
        // Serialising plain strings, numbers and vectors cannot fail.
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// Reads a record, checking its version.
    ///
    /// # Errors
    /// [`RecordError`] if the bytes are not JSON, have no or another version, or lack fields.
    pub fn decode(bytes: &[u8]) -> Result<GameRecord, RecordError> {
        decode(bytes)
    }
}

impl RecordHead {
    /// Reads a record without its moves (they are checked for shape, not kept).
    ///
    /// # Errors
    /// As [`GameRecord::decode`].
    pub fn decode_head(bytes: &[u8]) -> Result<RecordHead, RecordError> {
        decode(bytes)
    }
}

fn decode<M: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<GameRecord<M>, RecordError> {
    /// Just the version, read when a record does not decode, to say why.
    #[derive(Deserialize)]
    struct Version {
        version: Option<serde_json::Value>,
    }
    match serde_json::from_slice::<GameRecord<M>>(bytes) {
        Ok(r) if r.version == RECORD_VERSION => Ok(r),
        Ok(r) => upgraded(bytes, u64::from(r.version), UPGRADES, RECORD_VERSION),
        Err(e) => match serde_json::from_slice::<Version>(bytes) {
            // Not JSON at all: the first error says where.
            Err(_) => Err(RecordError::Json(e)),
            Ok(Version { version: None }) => Err(RecordError::NoVersion),
            Ok(Version { version: Some(v) }) => match v.as_u64() {
                None => Err(RecordError::NoVersion),
                Some(found) if found != u64::from(RECORD_VERSION) => {
                    upgraded(bytes, found, UPGRADES, RECORD_VERSION)
                }
                Some(_) => Err(RecordError::Json(e)),
            },
        },
    }
}

/// A record of version `found` brought to version `current` by `steps`, then read.
fn upgraded<M: serde::de::DeserializeOwned>(
    bytes: &[u8],
    found: u64,
    steps: &[Upgrade],
    current: u32,
) -> Result<GameRecord<M>, RecordError> {
    let value = upgrade_value(serde_json::from_slice(bytes)?, found, steps, current)?;
    Ok(serde_json::from_value(value)?)
}

/// A record (as JSON) of version `found` brought to version `current`, one step of `steps`
/// at a time.
///
/// # Errors
/// [`RecordError::Version`] when some step is missing (or the record is newer), or the
/// refusal of a step.
fn upgrade_value(
    value: serde_json::Value,
    found: u64,
    steps: &[Upgrade],
    current: u32,
) -> Result<serde_json::Value, RecordError> {
    let serde_json::Value::Object(mut map) = value else {
        return Err(RecordError::NoVersion);
    };
    let mut at = u32::try_from(found).map_err(|_| RecordError::Version { found })?;
    if at == 0 || at > current {
        return Err(RecordError::Version { found });
    }
    while at < current {
        let step = steps
            .iter()
            .find(|s| s.from == at)
            .ok_or(RecordError::Version { found })?;
        (step.apply)(&mut map).map_err(|why| RecordError::Upgrade { from: at, why })?;
        at += 1;
        map.insert("version".into(), serde_json::Value::from(at));
    }
    Ok(serde_json::Value::Object(map))
}

/// Whether stored bytes are a record of this build's version, cheaply: as this build writes
/// records, they start `{"version":N,`; anything else is read to be sure.
fn is_current(bytes: &[u8]) -> bool {
    let head = format!("{{\"version\":{RECORD_VERSION},");
    if bytes.starts_with(head.as_bytes()) {
        return true;
    }
    #[derive(Deserialize)]
    struct Version {
        version: Option<u64>,
    }
    serde_json::from_slice::<Version>(bytes)
        .ok()
        .and_then(|v| v.version)
        .is_none_or(|v| v >= u64::from(RECORD_VERSION))
}

/// Rewrites every stored game record of an older version in this build's format (each only
/// if unchanged since read), unless the store says it was done for this version already
/// ([`UPGRADED_COUNTER`]). Records that cannot be upgraded are left as they are (the core
/// skips them at start-up with the reason). One line per record rewritten or left.
///
/// # Errors
/// If the store cannot be read or written.
pub fn upgrade_stored(store: &dyn super::Store) -> Result<Vec<String>, super::StoreError> {
    use super::{Commit, Expect, Table, Write};
    if store
        .last_id(UPGRADED_COUNTER)?
        .is_some_and(|v| v >= u64::from(RECORD_VERSION))
    {
        return Ok(Vec::new());
    }
    let mut old = Vec::new();
    store.scan(Table::Games, "", &mut |key, v| {
        if !is_current(&v.bytes) {
            old.push((key.to_string(), v));
        }
        true
    })?;
    let mut lines = Vec::new();
    for (key, v) in old {
        match GameRecord::decode(&v.bytes) {
            Ok(record) => {
                let write = Write {
                    table: Table::Games,
                    key: key.clone(),
                    expect: Expect::Version(v.version),
                    value: Some(record.encode()),
                };
                match store.commit(Commit {
                    writes: vec![write],
                    ..Commit::default()
                }) {
                    Ok(_) => lines.push(format!(
                        "game {key:?}: record upgraded to version {RECORD_VERSION}"
                    )),
                    Err(e) if e.is_conflict() => {}
                    Err(e) => return Err(e),
                }
            }
            Err(e) => lines.push(format!("game {key:?}: left as it is: {e}")),
        }
    }
    store.raise_ids(UPGRADED_COUNTER, u64::from(RECORD_VERSION))?;
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record() -> GameRecord {
        GameRecord {
            version: RECORD_VERSION,
            id: "g1".into(),
            variant: "glinski".into(),
            players: vec!["alice".into(), "bob".into()],
            place: "#g1".into(),
            start: "start".into(),
            moves: vec!["Qe1-c3".into()],
            outcome: None,
            draw_offer: vec![],
            created: 1,
            updated: 2,
            engine_level: Some(3),
            hints: HintRule {
                allowed: true,
                per_player: Some(2),
                spectators: false,
            },
            hints_used: BTreeMap::from([("alice".to_string(), 1)]),
            move_clock: Some(MoveClock {
                reminders: 1,
                ..MoveClock::per_move(3, 2)
            }),
            vote: Some(VoteRules {
                window_secs: 3600,
                min_votes: 2,
                sides: vec![
                    Some(Voters::Team(vec!["alice".into(), "bob".into()])),
                    Some(Voters::Role {
                        id: "42".into(),
                        name: "blues".into(),
                    }),
                ],
            }),
            vote_window: Some(VoteWindow {
                seat: 1,
                ply: 1,
                opened: 2,
                closes: 3602,
                extended: false,
                ballots: vec![Ballot {
                    voter: "carol".into(),
                    choice: "Qe10-c6".into(),
                }],
            }),
            takeback: Some(TakebackRequest {
                by: 1,
                moves: 2,
                agreed: vec![1],
            }),
            start_plies: 1,
            aborted_by: None,
            turn: Some(0),
            announced: 3,
            realm: Some("42".into()),
            challenge: None,
            voted_for: BTreeMap::new(),
            creator: Some("alice".into()),
            tournament: None,
            banks: Vec::new(),
            away: Vec::new(),
            vacations: Vec::new(),
            premoves: BTreeMap::new(),
            slug: Some("k3v9x2m4q8w7r5t1".into()),
            names: BTreeMap::from([(0, "Łucja".into()), (1, "Bob".into())]),
        }
    }

    #[test]
    fn records_without_engine_or_hint_fields_still_load() -> Result<(), RecordError> {
        let old = br##"{"version":1,"id":"g1","variant":"glinski","players":["alice","bob"],"place":"#g1","start":"start","moves":["Qe1-c3"],"outcome":null,"draw_offer":[],"created":1,"updated":2}"##;
        let r = GameRecord::decode(old)?;
        assert_eq!(r.engine_level, None);
        assert_eq!(r.hints, HintRule::OFF);
        assert!(r.hints_used.is_empty());
        assert_eq!(r.move_clock, None);
        assert_eq!(r.vote, None);
        assert_eq!(r.vote_window, None);
        assert_eq!(r.takeback, None);
        assert_eq!(r.start_plies, 0);
        assert_eq!(r.aborted_by, None);
        assert_eq!(r.turn, None);
        Ok(())
    }

    #[test]
    fn records_round_trip() {
        let r = record();
        assert_eq!(GameRecord::decode(&r.encode()).ok(), Some(r));
    }

    /// A made-up version 1 → 2 → 3, to test the steps: 2 renames `place` to `where`, 3 adds
    /// a field with a default and refuses records without moves.
    fn test_steps() -> Vec<Upgrade> {
        fn rename(m: &mut serde_json::Map<String, serde_json::Value>) -> Result<(), String> {
            let place = m.remove("place").ok_or("no place")?;
            m.insert("where".into(), place);
            Ok(())
        }
        fn add(m: &mut serde_json::Map<String, serde_json::Value>) -> Result<(), String> {
            if m.get("moves")
                .and_then(|v| v.as_array())
                .is_none_or(Vec::is_empty)
            {
                return Err("it has no moves".into());
            }
            m.insert("colour".into(), "blue".into());
            Ok(())
        }
        vec![
            Upgrade {
                from: 2,
                apply: add,
            },
            Upgrade {
                from: 1,
                apply: rename,
            },
        ]
    }

    #[test]
    fn older_records_go_up_one_step_at_a_time() -> Result<(), RecordError> {
        let v1 = serde_json::json!({"version": 1, "place": "#g1", "moves": ["f5-f6"]});
        let up = upgrade_value(v1, 1, &test_steps(), 3)?;
        assert_eq!(
            up,
            serde_json::json!({"version": 3, "where": "#g1", "moves": ["f5-f6"], "colour": "blue"})
        );
        let v2 = serde_json::json!({"version": 2, "where": "#g1", "moves": []});
        assert!(matches!(
            upgrade_value(v2, 2, &test_steps(), 3),
            Err(RecordError::Upgrade { from: 2, .. })
        ));
        // A missing step, version 0, a newer version: not readable.
        let v1 = serde_json::json!({"version": 1, "place": "#g1"});
        assert!(matches!(
            upgrade_value(v1.clone(), 1, &test_steps()[..1], 3),
            Err(RecordError::Version { found: 1 })
        ));
        assert!(matches!(
            upgrade_value(v1.clone(), 0, &test_steps(), 3),
            Err(RecordError::Version { found: 0 })
        ));
        assert!(matches!(
            upgrade_value(v1, 4, &test_steps(), 3),
            Err(RecordError::Version { found: 4 })
        ));
        Ok(())
    }

    #[test]
    fn every_older_version_has_its_step() {
        for from in (1..).take_while(|&v| v < RECORD_VERSION) {
            assert_eq!(
                UPGRADES.iter().filter(|s| s.from == from).count(),
                1,
                "one step from version {from}"
            );
        }
        assert!(UPGRADES.iter().all(|s| s.from < RECORD_VERSION));
    }

    #[test]
    fn newer_records_say_to_run_a_newer_build() {
        let e = GameRecord::decode(b"{\"version\":99,\"id\":\"g1\"}").map(|_| ());
        let text = e.map_err(|e| e.to_string()).err().unwrap_or_default();
        assert!(text.contains("newer Hexcourier"), "{text}");
    }

    #[test]
    fn current_records_are_told_apart_cheaply() {
        let r = record();
        assert!(is_current(&r.encode()));
        assert!(is_current(b"not json"));
        assert!(!is_current(b"{\"id\":\"g1\",\"version\":0}"));
    }

    #[test]
    fn bad_records_are_errors() {
        assert!(matches!(
            GameRecord::decode(b"{not json"),
            Err(RecordError::Json(_))
        ));
        assert!(matches!(
            GameRecord::decode(b"{\"id\":\"g1\"}"),
            Err(RecordError::NoVersion)
        ));
        assert!(matches!(
            GameRecord::decode(b"{\"version\":9}"),
            Err(RecordError::Version { found: 9 })
        ));
        let e = GameRecord::decode(b"{\"version\":1}")
            .map(|_| ())
            .map_err(|e| e.to_string());
        assert!(matches!(&e, Err(m) if m.contains("missing field")), "{e:?}");
    }
}
