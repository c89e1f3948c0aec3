//! Durable storage of games: a small key-value [`Store`] trait (sled on disk, a map in
//! memory for tests) and the versioned JSON [`GameRecord`] kept under each key.
//!
//! Keys are game ids (`g1`, `g2`, ...). A write returns only once the record is on disk, so
//! the core can answer a move knowing it survives a restart.

use hexcourier_engine::Outcome;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// The environment variable naming the data directory.
pub const DATA_DIR_ENV: &str = "HEXCOURIER_DATA";

/// The data directory used when [`DATA_DIR_ENV`] is not set.
pub const DEFAULT_DATA_DIR: &str = "./hexcourier-data";

/// The data directory: `$HEXCOURIER_DATA`, or `./hexcourier-data`.
pub fn data_dir() -> PathBuf {
    match std::env::var_os(DATA_DIR_ENV) {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => PathBuf::from(DEFAULT_DATA_DIR),
    }
}

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The sled database failed.
    #[error("database error: {0}")]
    Sled(#[from] sled::Error),
    /// A write was refused (used by the in-memory store to test failures).
    #[error("write refused: {0}")]
    Refused(String),
}

/// Where game records live. Implementations are shared between threads.
pub trait Store: Send + Sync + fmt::Debug {
    /// Every stored game record as `(key, bytes)`, in key order. Keys that are not UTF-8 are
    /// given lossily so they can still be reported.
    ///
    /// # Errors
    /// If the store cannot be read at all.
    fn games(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError>;

    /// Calls `visit` with every stored game record as `(key, bytes)`, in key order, without
    /// holding them all in memory at once (the default reads them all first).
    ///
    /// # Errors
    /// If the store cannot be read.
    fn scan_games(&self, visit: &mut dyn FnMut(&str, &[u8])) -> Result<(), StoreError> {
        for (key, bytes) in self.games()? {
            visit(&key, &bytes);
        }
        Ok(())
    }

    /// The record stored under one key, if any.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn game(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError>;

    /// Writes one game record and returns once it is durable.
    ///
    /// # Errors
    /// If the write or the flush fails.
    fn put_game(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError>;

    /// Every link record as `(key, bytes)`, in key order: small side records that adapters
    /// keep next to the games (e.g. which Discord thread shows a game's place). A store without
    /// links has none.
    ///
    /// # Errors
    /// If the store cannot be read.
    fn links(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        Ok(Vec::new())
    }

    /// Writes one link record and returns once it is durable.
    ///
    /// # Errors
    /// If the write or the flush fails, or the store keeps no links.
    fn put_link(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        let _ = (key, bytes);
        Err(StoreError::Refused("this store keeps no links".into()))
    }
}

/// A store in a sled database directory.
#[derive(Debug, Clone)]
pub struct SledStore {
    db: sled::Db,
    games: sled::Tree,
    links: sled::Tree,
}

impl SledStore {
    /// The sled tree holding game records.
    pub const GAMES_TREE: &'static str = "games";

    /// The sled tree holding link records ([`Store::links`]).
    pub const LINKS_TREE: &'static str = "links";

    /// The most memory sled's page cache may use. Games are read once at start-up (to build
    /// the index) and again when first played, so a small cache costs little.
    pub const CACHE_BYTES: u64 = 32 * 1024 * 1024;

    /// How many times [`SledStore::open`] retries, 100 ms apart, while another handle still
    /// holds the directory's lock.
    pub const LOCK_TRIES: u32 = 30;

    /// Opens (or creates) the database in `dir`.
    ///
    /// # Errors
    /// If sled cannot open the directory (e.g. another process holds it).
    pub fn open(dir: &Path) -> Result<SledStore, StoreError> {
        let config = sled::Config::new()
            .path(dir)
            .cache_capacity(Self::CACHE_BYTES);
        // sled releases its directory lock from a background thread after the last handle is
        // dropped (and a process being replaced may still be exiting): wait for it briefly.
        let mut tries = 0;
        let db = loop {
            match config.open() {
                Err(sled::Error::Io(e))
                    if tries < Self::LOCK_TRIES && e.to_string().contains("acquire lock") =>
                {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(100));
                }
                other => break other?,
            }
        };
        let games = db.open_tree(Self::GAMES_TREE)?;
        let links = db.open_tree(Self::LINKS_TREE)?;
        Ok(SledStore { db, games, links })
    }

    /// The underlying database (for maintenance tools).
    pub fn db(&self) -> &sled::Db {
        &self.db
    }
}

impl Store for SledStore {
    fn games(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.games
            .iter()
            .map(|kv| {
                let (k, v) = kv?;
                Ok((String::from_utf8_lossy(&k).into_owned(), v.to_vec()))
            })
            .collect()
    }

    fn scan_games(&self, visit: &mut dyn FnMut(&str, &[u8])) -> Result<(), StoreError> {
        for kv in self.games.iter() {
            let (k, v) = kv?;
            visit(&String::from_utf8_lossy(&k), &v);
        }
        Ok(())
    }

    fn game(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.games.get(key.as_bytes())?.map(|v| v.to_vec()))
    }

    fn put_game(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.games.insert(key.as_bytes(), bytes)?;
        self.games.flush()?;
        Ok(())
    }

    fn links(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.links
            .iter()
            .map(|kv| {
                let (k, v) = kv?;
                Ok((String::from_utf8_lossy(&k).into_owned(), v.to_vec()))
            })
            .collect()
    }

    fn put_link(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        self.links.insert(key.as_bytes(), bytes)?;
        self.links.flush()?;
        Ok(())
    }
}

/// A store in memory. Clones share the same contents, so a test can "restart" by building a
/// new core on a clone.
#[derive(Debug, Clone, Default)]
pub struct MemoryStore {
    games: Arc<Mutex<BTreeMap<String, Vec<u8>>>>,
    links: Arc<Mutex<BTreeMap<String, Vec<u8>>>>,
    refuse_writes: Arc<AtomicBool>,
    reads: Arc<AtomicUsize>,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// Makes every later write fail (or succeed again).
    pub fn refuse_writes(&self, refuse: bool) {
        self.refuse_writes.store(refuse, Ordering::SeqCst);
    }

    /// The bytes stored under a key.
    pub fn get(&self, key: &str) -> Option<Vec<u8>> {
        self.games
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(key)
            .cloned()
    }

    /// How many single records were read with [`Store::game`] (the core reads one when it
    /// first uses a game after a restart).
    pub fn reads(&self) -> usize {
        self.reads.load(Ordering::SeqCst)
    }

    /// Stores raw bytes under a key, bypassing any checks (to plant broken records).
    pub fn put_raw(&self, key: &str, bytes: &[u8]) {
        self.games
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(key.to_string(), bytes.to_vec());
    }
}

impl Store for MemoryStore {
    fn games(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let g = self.games.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(g.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
    }

    fn game(&self, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.reads.fetch_add(1, Ordering::SeqCst);
        Ok(self.get(key))
    }

    fn put_game(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        if self.refuse_writes.load(Ordering::SeqCst) {
            return Err(StoreError::Refused(
                "the memory store is set to refuse writes".into(),
            ));
        }
        self.put_raw(key, bytes);
        Ok(())
    }

    fn links(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let l = self.links.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(l.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
    }

    fn put_link(&self, key: &str, bytes: &[u8]) -> Result<(), StoreError> {
        if self.refuse_writes.load(Ordering::SeqCst) {
            return Err(StoreError::Refused(
                "the memory store is set to refuse writes".into(),
            ));
        }
        self.links
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(key.to_string(), bytes.to_vec());
        Ok(())
    }
}

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

    #[test]
    fn memory_store_shares_and_refuses() -> Result<(), StoreError> {
        let s = MemoryStore::new();
        let t = s.clone();
        s.put_game("g1", b"x")?;
        assert_eq!(t.games()?, vec![("g1".to_string(), b"x".to_vec())]);
        s.refuse_writes(true);
        assert!(t.put_game("g2", b"y").is_err());
        Ok(())
    }

    #[test]
    fn sled_store_persists() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        {
            let s = SledStore::open(dir.path())?;
            s.put_game("g1", b"one")?;
            s.put_game("g2", b"two")?;
            s.put_link("discord\t#g1", b"42")?;
        }
        let s = SledStore::open(dir.path())?;
        assert_eq!(s.game("g2")?, Some(b"two".to_vec()));
        assert_eq!(s.game("g3")?, None);
        let mut seen = Vec::new();
        s.scan_games(&mut |k, v| seen.push((k.to_string(), v.len())))?;
        assert_eq!(seen, vec![("g1".to_string(), 3), ("g2".to_string(), 3)]);
        assert_eq!(
            s.links()?,
            vec![("discord\t#g1".to_string(), b"42".to_vec())]
        );
        assert_eq!(
            s.games()?,
            vec![
                ("g1".to_string(), b"one".to_vec()),
                ("g2".to_string(), b"two".to_vec())
            ]
        );
        Ok(())
    }

    #[test]
    fn data_dir_has_a_default() {
        // Only checks the fallback shape; the variable itself is not touched (tests run in parallel).
        if std::env::var_os(DATA_DIR_ENV).is_none() {
            assert_eq!(data_dir(), PathBuf::from(DEFAULT_DATA_DIR));
        }
    }
}
