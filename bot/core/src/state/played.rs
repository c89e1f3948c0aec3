//! Finished games as their moves, for tools that learn from what was played (`hexcourier
//! puzzles generate --finished`).

use crate::state::live::lock;
use crate::Core;
use hexcourier_engine::{Move, Position};

/// A finished game: where it started and the moves played.
#[derive(Debug, Clone)]
pub struct PlayedGame {
    /// Its id (`g12`).
    pub key: String,
    /// Its variant's id.
    pub variant: String,
    /// The position it started from.
    pub start: Position,
    /// Its moves, in order.
    pub moves: Vec<Move>,
}

impl Core {
    /// Every finished two-player game of the store (ended with a result: aborted games and
    /// challenges never accepted are left out), in game id order, each loaded to read its
    /// moves. Only what the board saw: no player, server or name.
    pub fn finished_two_player_games(&self) -> Vec<PlayedGame> {
        let ids = self.select(|g| {
            let done = g.outcome().is_some() && !g.aborted();
            (done && g.rules().player_count() == 2).then(|| g.game_id())
        });
        ids.into_iter()
            .filter_map(|id| {
                let shared = self.load(id)?;
                let g = lock(&shared);
                (!g.game.moves().is_empty()).then(|| PlayedGame {
                    key: id.key(),
                    variant: g.variant.id.clone(),
                    start: g.game.start().clone(),
                    moves: g.game.moves().to_vec(),
                })
            })
            .collect()
    }
}
