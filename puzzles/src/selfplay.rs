//! Seeded engine self-play: games between a weak and a stronger level, so that the weak side
//! makes the mistakes puzzles are found after.
//!
//! ```
//! use hexcourier_engine::{Library, Position};
//! use hexcourier_puzzles::selfplay::{play, SelfPlaySettings};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! let start = Position::start(v)?;
//! let s = SelfPlaySettings { max_plies: 6, ..SelfPlaySettings::default() };
//! let a = play(v, &start, 7, 1, &s);
//! assert_eq!(a.len(), 6);
//! assert_eq!(a, play(v, &start, 7, 1, &s)); // the same seed plays the same game
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use hexcourier_engine::search::{game_history, Level, Searcher};
use hexcourier_engine::{Game, Move, Position, Variant};

/// The levels and length of self-play games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SelfPlaySettings {
    /// The level that blunders (first seat in odd games, second in even ones).
    pub weak: Level,
    /// Its opponent's level.
    pub strong: Level,
    /// Plies after which a game stops.
    pub max_plies: usize,
}

impl Default for SelfPlaySettings {
    fn default() -> Self {
        SelfPlaySettings {
            weak: Level::new(2).unwrap_or(Level::MIN),
            strong: Level::new(4).unwrap_or(Level::MAX),
            max_plies: 160,
        }
    }
}

/// Mixes the seed with a game number and a seat (SplitMix64's finaliser).
fn mix(seed: u64, number: u32, seat: u64) -> u64 {
    let mut z = seed
        .wrapping_add(u64::from(number).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(seat.wrapping_mul(0xD1B5_4A32_D192_ED03));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays game `number` from `start` and returns its moves: deterministic for the seed, as the
/// levels used search by depth only.
pub fn play(
    v: &Variant,
    start: &Position,
    seed: u64,
    number: u32,
    s: &SelfPlaySettings,
) -> Vec<Move> {
    let mut game = Game::from_position(v, start.clone());
    let weak_first = number % 2 == 1;
    let mut searchers = [Searcher::new(4), Searcher::new(4)];
    while game.outcome().is_none() && game.moves().len() < s.max_plies {
        let pos = game.position().clone();
        let seat = pos.turn().index() % 2;
        let weak = (seat == 0) == weak_first;
        let level = if weak { s.weak } else { s.strong };
        let history = game_history(v, &game);
        let r = searchers[seat].play_level(
            v,
            &pos,
            &history,
            level,
            mix(seed, number, seat as u64),
            None,
        );
        let Some(m) = r.best else { break };
        if game.play(v, m).is_err() {
            break;
        }
    }
    game.moves().to_vec()
}
