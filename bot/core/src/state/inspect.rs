//! What the core holds in memory, for checks from outside (the community simulator,
//! [`hexcourier_sim`]): the games it has loaded, as it would store them, and who it believes is
//! on vacation. Nothing here changes anything.

use crate::state::live::lock;
use crate::vocabulary::types::{GameId, UserId};
use crate::{Core, Slot};
use std::sync::PoisonError;

/// A game as the core holds it in memory: its id, the version of the record it was made
/// from (or last stored as), and its record as it would be stored now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldGame {
    /// The game.
    pub id: GameId,
    /// The stored version it stands for.
    pub version: u64,
    /// Its record, encoded as the store keeps it.
    pub record: Vec<u8>,
}

impl Core {
    /// Every game loaded in memory (replayed from its record), in id order, as it would be
    /// stored: a core whose memory agrees with its store has each record stored under its
    /// version byte for byte.
    pub fn held_games(&self) -> Vec<HeldGame> {
        let loaded: Vec<(GameId, crate::state::live::Shared)> = self
            .read_games()
            .by_id
            .iter()
            .filter_map(|(id, slot)| match slot {
                Slot::Loaded(g) => Some((*id, g.clone())),
                Slot::Stored(_) | Slot::Broken => None,
            })
            .collect();
        loaded
            .into_iter()
            .map(|(id, g)| {
                let g = lock(&g);
                HeldGame {
                    id,
                    version: g.version,
                    record: g.record().encode(),
                }
            })
            .collect()
    }

    /// Who the core believes is on vacation, sorted, if it has read the players' records
    /// yet (`None` before its first look).
    pub fn held_vacations(&self) -> Option<Vec<UserId>> {
        let v = self
            .vacations
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        v.as_ref().map(|m| {
            let mut users: Vec<UserId> = m.keys().cloned().collect();
            users.sort();
            users
        })
    }
}
