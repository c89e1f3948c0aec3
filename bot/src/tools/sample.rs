//! Games for the benchmarks, made by a fixed rule so every run plays the same.

use anyhow::{anyhow, Result};
use hexcourier_engine::Variant;

/// A Glinski game of `plies` moves, each picked from the legal ones by a fixed rule (a
/// game that ends sooner stops there).
pub fn bench_game(v: &Variant, plies: usize) -> Result<hexcourier_engine::Game> {
    let mut game = hexcourier_engine::Game::new(v)?;
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let legal = game.position().legal_moves(v);
        let Some(&m) = legal.get((ply * 7_919 + 13) % legal.len().max(1)) else {
            break;
        };
        game.play(v, m).map_err(|e| anyhow!("{e}"))?;
    }
    Ok(game)
}
