//! Which games `/games` looks at for a user, and keeping them fresh on a store shared by
//! processes. With the store's index of each user's games (PostgreSQL), only the user's games
//! and the group voting games (whose voters by role or team that index does not name) are
//! looked at, all read in one round trip: what `/games` costs grows with the user's games,
//! not with the games the process holds. Without it, every game the process holds is.

use crate::state::facts::Facts;
use crate::state::index::{Realms, Summary};
use crate::state::live::{lock, LiveGame};
use crate::vocabulary::types::{GameId, UserId};
use crate::{Core, Slot};
use hexcourier_store::{GameRecord, RecordHead, Table, Versioned};
use std::collections::BTreeSet;
use std::sync::PoisonError;

/// The games `/games` looks at for a user.
#[derive(Default)]
pub(crate) struct Listing {
    /// The games this process holds that may be the user's, in id order; `None`: all.
    pub(crate) local: Option<Vec<GameId>>,
    /// The user's games that other processes hold, as their records say now.
    pub(crate) foreign: Vec<Box<dyn Facts>>,
}

impl Core {
    /// What `/games` looks at for `user` (with `roles`), brought up to the store's versions.
    pub(crate) fn listing_for(&self, user: &UserId, roles: &[String]) -> Listing {
        if !self.store.shared() {
            return Listing::default();
        }
        let keys = match self.store.games_of_user(user.as_str()) {
            Ok(Some(keys)) => keys,
            Ok(None) => return self.listing_by_looking(user, roles),
            Err(e) => {
                tracing::warn!(%user, "the store's index of their games cannot be read: {e}");
                return self.listing_by_looking(user, roles);
            }
        };
        let mut ids: BTreeSet<GameId> = keys.iter().filter_map(|k| GameId::parse(k)).collect();
        ids.extend(self.read_games().voting.iter().copied());
        let wanted: Vec<String> = ids.iter().map(|id| id.key()).collect();
        let records = match self.store.get_many(Table::Games, &wanted) {
            Ok(records) => records,
            Err(e) => {
                tracing::warn!(%user, "their games cannot be read: {e}");
                Vec::new()
            }
        };
        let mut listing = Listing {
            local: Some(Vec::new()),
            foreign: Vec::new(),
        };
        let mut realms = Realms::default();
        let mut local = BTreeSet::new();
        for (key, stored) in records {
            let Some(id) = GameId::parse(&key) else {
                continue;
            };
            if self.catch_up_with(id, &stored) {
                local.insert(id);
                continue;
            }
            match self.foreign_facts(id, &stored, &mut realms) {
                Ok(facts) => listing.foreign.push(facts),
                Err(why) => tracing::warn!(game = %id, "cannot list the game: {why}"),
            }
        }
        listing.local = Some(local.into_iter().collect());
        listing
    }

    /// Without an index of users' games: reads the games other processes started since this
    /// one last looked, then brings the user's up to their stored versions one by one.
    fn listing_by_looking(&self, user: &UserId, roles: &[String]) -> Listing {
        self.catch_up_games();
        let mine = self.select(|g| g.side_for(user, roles).map(|_| g.game_id()));
        for id in mine {
            if let Some(g) = self.load(id) {
                self.refresh(&g);
            }
        }
        Listing::default()
    }

    /// Brings the game `id` this process holds up to `stored` (a newer version another
    /// process wrote); whether this process holds it.
    fn catch_up_with(&self, id: GameId, stored: &Versioned) -> bool {
        let loaded = match self.read_games().by_id.get(&id) {
            None => return false,
            Some(Slot::Broken) => return true,
            Some(Slot::Loaded(g)) => Some(g.clone()),
            Some(Slot::Stored(_)) => None,
        };
        match loaded {
            Some(g) => {
                let guard = lock(&g);
                // Read before the lock was taken: only a newer version replaces it.
                if stored.version > guard.version {
                    self.refresh_locked(guard, stored);
                }
            }
            None => {
                // A summary is made again from the record (no replay).
                let fresh = RecordHead::decode_head(&stored.bytes)
                    .map_err(|e| e.to_string())
                    .and_then(|head| {
                        Summary::from_head(&self.lib, id, head, &mut Realms::default())
                    });
                if let Ok(Some(s)) = fresh {
                    let mut games = self.games.write().unwrap_or_else(PoisonError::into_inner);
                    if let Some(slot @ Slot::Stored(_)) = games.by_id.get_mut(&id) {
                        *slot = Slot::Stored(Box::new(s));
                    }
                }
            }
        }
        true
    }

    /// The facts of another process's game from its record: a summary, or the game replayed
    /// when its record is too old to summarise.
    fn foreign_facts(
        &self,
        id: GameId,
        stored: &Versioned,
        realms: &mut Realms,
    ) -> Result<Box<dyn Facts>, String> {
        let head = RecordHead::decode_head(&stored.bytes).map_err(|e| e.to_string())?;
        if let Some(s) = Summary::from_head(&self.lib, id, head, realms)? {
            return Ok(Box::new(s));
        }
        let record = GameRecord::decode(&stored.bytes).map_err(|e| e.to_string())?;
        let live = LiveGame::from_record(&self.lib, id, record, stored.version)?;
        Ok(Box::new(live))
    }
}
