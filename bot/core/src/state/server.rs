//! What the core keeps about a server (a community, on Discord a guild): its record in the
//! store, under `server:<id>` in the players' table (no user id has a `:`), changed by
//! compare-and-swap like a player's.

use crate::Core;
use hexcourier_store::{Expect, StoreError, Table, Write};
use serde::{Deserialize, Serialize};

/// How many times a change to a server's record is tried when other writers get there first.
const TRIES: usize = 16;

/// A server's record.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct ServerRecord {
    /// Announcements of its games that nothing could take and were dropped.
    #[serde(default)]
    pub dropped: u64,
    /// Its members' vacation days a year, when its admins set them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacation_days: Option<u32>,
    /// Its leaderboards and finished games have web pages (`/web on`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub web_pages: bool,
    /// Its games have no web pages (`/web games off`; by default they have).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub game_pages_off: bool,
    /// The language of its public announcements (`/language pl`; by default the server's
    /// preferred locale on Discord, else English).
    #[serde(default, skip_serializing_if = "is_english")]
    pub lang: crate::i18n::Lang,
    /// Its admins chose `lang` (`/language`): the server's preferred locale no longer sets it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lang_chosen: bool,
    /// Its name, as the transport last gave it (on Discord, with GUILD_CREATE): public
    /// records and pages name the server by it, never by its id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// How its public announcements write moves (`/notation server figurines`; by default
    /// the letters of its language).
    #[serde(default, skip_serializing_if = "is_letters")]
    pub notation: crate::i18n::Notation,
    /// The time zone the console and the web pages show its times in, an IANA name
    /// (`/language timezone Europe/Warsaw`; none: UTC). Discord shows each reader their own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tz: Option<String>,
    /// Its puzzle of the day (`/puzzle daily channel:… at:…`), once its admins set one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle_daily: Option<crate::state::puzzles::DailySettings>,
}

fn is_letters(n: &crate::i18n::Notation) -> bool {
    *n == crate::i18n::Notation::Letters
}

fn is_english(lang: &crate::i18n::Lang) -> bool {
    *lang == crate::i18n::Lang::En
}

impl ServerRecord {
    fn read(bytes: &[u8]) -> ServerRecord {
        serde_json::from_slice(bytes).unwrap_or_else(|e| {
            tracing::warn!("a server record could not be read ({e}); starting it afresh");
            ServerRecord::default()
        })
    }

    fn encode(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }
}

/// The store key of a server's record.
fn key(realm: &str) -> String {
    format!("server:{realm}")
}

impl Core {
    /// A server's record and its version (`None` before it is first written).
    pub(crate) fn server(&self, realm: &str) -> Result<(ServerRecord, Option<u64>), StoreError> {
        Ok(match self.store.get(Table::Players, &key(realm))? {
            Some(v) => (ServerRecord::read(&v.bytes), Some(v.version)),
            None => (ServerRecord::default(), None),
        })
    }

    /// The write that stores `rec` as the server's record, if it is still at `version`.
    pub(crate) fn server_write(realm: &str, version: Option<u64>, rec: &ServerRecord) -> Write {
        Write {
            table: Table::Players,
            key: key(realm),
            expect: version.map_or(Expect::Absent, Expect::Version),
            value: Some(rec.encode()),
        }
    }

    /// Runs `commit` with the write of the server's record changed by `change`, tried again on
    /// the fresh record when another writer got there first.
    pub(crate) fn with_server_change(
        &self,
        realm: &str,
        change: impl Fn(&mut ServerRecord),
        commit: impl Fn(Write) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let mut last = None;
        for _ in 0..TRIES {
            let (mut rec, version) = self.server(realm)?;
            change(&mut rec);
            match commit(Core::server_write(realm, version, &rec)) {
                Ok(()) => return Ok(()),
                Err(e) if e.is_conflict() => last = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last.unwrap_or_else(|| StoreError::Refused("the server record kept changing".into())))
    }
}
