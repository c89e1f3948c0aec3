//! What the store holds, read after each step (around the simulated faults): the ground
//! truth the invariants judge and the members look at before they act.

use hexcourier_core::state::event::EventRecord;
use hexcourier_store::{GameRecord, MemoryStore, Store, Table};
use std::collections::BTreeMap;

/// A game as stored, with its record's version.
#[derive(Debug, Clone)]
pub struct StoredGame {
    /// The record.
    pub rec: GameRecord,
    /// Its version.
    pub version: u64,
    /// Its record's bytes, as stored.
    pub bytes: Vec<u8>,
}

impl StoredGame {
    /// Whether it is a challenge still waiting for answers.
    pub fn challenge_open(&self) -> bool {
        self.rec
            .challenge
            .as_ref()
            .is_some_and(|c| c.ended.is_none())
    }

    /// Whether it has started and not ended.
    pub fn running(&self) -> bool {
        self.rec.challenge.is_none() && self.rec.outcome.is_none() && self.rec.aborted_by.is_none()
    }

    /// The seat to move, while it runs.
    pub fn turn(&self) -> Option<u8> {
        self.running().then_some(self.rec.turn).flatten()
    }

    /// The user to move, while it runs.
    pub fn to_move(&self) -> Option<&str> {
        self.turn()
            .and_then(|s| self.rec.players.get(usize::from(s)))
            .map(String::as_str)
    }

    /// The seat of `user`, if they play.
    pub fn seat_of(&self, user: &str) -> Option<u8> {
        self.rec
            .players
            .iter()
            .position(|p| p == user)
            .and_then(|i| u8::try_from(i).ok())
    }

    /// The game's number.
    pub fn number(&self) -> u64 {
        hexcourier_core::GameId::parse(&self.rec.id).map_or(0, |g| g.0)
    }
}

/// What a player's record says of the vacation allowance they used: in which year, in all
/// (records from before per-server counting) and per server (by record key: a guild id, or
/// `-` for the console's).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VacationUse {
    /// The year counted.
    pub year: i32,
    /// Seconds used that year, where no server's own count is kept.
    pub used: u64,
    /// Seconds used that year, per server.
    pub used_in: BTreeMap<String, u64>,
}

impl VacationUse {
    fn read(json: &serde_json::Value) -> VacationUse {
        let num = |k: &str| json.get(k).and_then(serde_json::Value::as_u64).unwrap_or(0);
        VacationUse {
            year: i32::try_from(
                json.get("vacation_year")
                    .and_then(serde_json::Value::as_i64)
                    .unwrap_or(0),
            )
            .unwrap_or(0),
            used: num("vacation_used"),
            used_in: json
                .get("vacation_used_in")
                .and_then(serde_json::Value::as_object)
                .map(|m| {
                    m.iter()
                        .filter_map(|(k, v)| Some((k.clone(), v.as_u64()?)))
                        .collect()
                })
                .unwrap_or_default(),
        }
    }

    /// Seconds used in the server `key` in `year`, before the vacation running.
    pub fn used_in(&self, key: &str, year: i32) -> u64 {
        if self.year != year {
            return 0;
        }
        self.used_in.get(key).copied().unwrap_or(self.used)
    }
}

/// Everything the invariants read, as stored now.
#[derive(Debug, Clone, Default)]
pub struct Snapshot {
    /// Games by number.
    pub games: BTreeMap<u64, StoredGame>,
    /// Tournaments by number.
    pub events: BTreeMap<u64, EventRecord>,
    /// Who is on vacation, since when (the players' records).
    pub on_vacation: BTreeMap<String, u64>,
    /// For each player on vacation: what their record says of the allowance they have used
    /// this year, to tell until when the vacation holds each server's games.
    pub vacation_use: BTreeMap<String, VacationUse>,
    /// Each server's language as stored, by guild id (`""` for the console's).
    pub server_lang: BTreeMap<String, hexcourier_core::i18n::Lang>,
    /// Each server's vacation allowance in days, when its admins set one.
    pub server_days: BTreeMap<String, u32>,
    /// Each player's language as the bot remembers it (for their DMs).
    pub player_lang: BTreeMap<String, hexcourier_core::i18n::Lang>,
}

impl Snapshot {
    /// Reads the store.
    pub fn read(store: &MemoryStore) -> Snapshot {
        let mut s = Snapshot::default();
        let _ = store.scan(Table::Games, "", &mut |key, v| {
            if let (Some(id), Ok(rec)) = (
                hexcourier_core::GameId::parse(key),
                GameRecord::decode(&v.bytes),
            ) {
                s.games.insert(
                    id.0,
                    StoredGame {
                        rec,
                        version: v.version,
                        bytes: v.bytes,
                    },
                );
            }
            true
        });
        let _ = store.scan(Table::Tournaments, "", &mut |key, v| {
            if let (Some(id), Ok(rec)) = (
                hexcourier_core::TournamentId::parse(key),
                serde_json::from_slice::<EventRecord>(&v.bytes),
            ) {
                s.events.insert(id.0, rec);
            }
            true
        });
        let _ = store.scan(Table::Players, "", &mut |key, v| {
            let Ok(json) = serde_json::from_slice::<serde_json::Value>(&v.bytes) else {
                return true;
            };
            if let Some(realm) = key.strip_prefix("server:") {
                let lang = json
                    .get("lang")
                    .and_then(|l| serde_json::from_value(l.clone()).ok())
                    .unwrap_or_default();
                s.server_lang.insert(realm.to_string(), lang);
                if let Some(days) = json
                    .get("vacation_days")
                    .and_then(serde_json::Value::as_u64)
                {
                    s.server_days
                        .insert(realm.to_string(), u32::try_from(days).unwrap_or(u32::MAX));
                }
            } else if !key.contains(':') {
                if let Some(lang) = json
                    .get("lang")
                    .and_then(|l| serde_json::from_value(l.clone()).ok())
                {
                    s.player_lang.insert(key.to_string(), lang);
                }
                if let Some(since) = json
                    .get("vacation_since")
                    .and_then(serde_json::Value::as_u64)
                {
                    s.on_vacation.insert(key.to_string(), since);
                    s.vacation_use
                        .insert(key.to_string(), VacationUse::read(&json));
                }
            }
            true
        });
        s
    }

    /// The game played in `place`, if any.
    pub fn game_at(&self, place: &str) -> Option<&StoredGame> {
        let id = hexcourier_core::GameId::parse(place)?;
        self.games.get(&id.0).filter(|g| g.rec.place == place)
    }

    /// The language of a community's announcements as stored (`None`: the console's).
    pub fn lang_of(
        &self,
        realm: Option<&str>,
        console: hexcourier_core::i18n::Lang,
    ) -> hexcourier_core::i18n::Lang {
        match realm {
            Some(r) => self.server_lang.get(r).copied().unwrap_or_default(),
            None => self
                .server_lang
                .get(hexcourier_core::vocabulary::caller::NO_REALM)
                .copied()
                .unwrap_or(console),
        }
    }
}
