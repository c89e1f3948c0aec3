//! The game record: everything needed to rebuild a game by replaying its moves, as versioned
//! JSON (the value kept under the game's key in the `Games` table).

use hexcourier_engine::Outcome;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The record format this build writes and reads.
pub const RECORD_VERSION: u32 = 1;

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
    /// The game's page address on the web, `/g/<slug>`: unguessable, unlike its id (the
    /// core's `slug` module says how it is made). Records written before pages existed have
    /// none; theirs is made from the id the same way when first asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slug: Option<String>,
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
    /// Days each player has for a move (1–30).
    pub days: u8,
    /// When the current turn started (unix seconds).
    pub turn_started: u64,
    /// Reminders sent this turn: 0 none, 1 the half-time one, 2 the final warning too.
    #[serde(default)]
    pub reminders: u8,
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
    /// Written by another format version.
    #[error("unknown record version {found} (this build reads version {RECORD_VERSION})")]
    Version {
        /// The version found.
        found: u64,
    },
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
        Ok(r) => Err(RecordError::Version {
            found: u64::from(r.version),
        }),
        Err(e) => match serde_json::from_slice::<Version>(bytes) {
            // Not JSON at all: the first error says where.
            Err(_) => Err(RecordError::Json(e)),
            Ok(Version { version: None }) => Err(RecordError::NoVersion),
            Ok(Version { version: Some(v) }) => match v.as_u64() {
                None => Err(RecordError::NoVersion),
                Some(found) if found != u64::from(RECORD_VERSION) => {
                    Err(RecordError::Version { found })
                }
                Some(_) => Err(RecordError::Json(e)),
            },
        },
    }
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
                days: 3,
                turn_started: 2,
                reminders: 1,
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
            slug: Some("k3v9x2m4q8w7r5t1".into()),
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
