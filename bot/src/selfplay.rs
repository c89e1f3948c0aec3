//! Self-play matches between engine levels (`hexcourier match`).
//!
//! Player A takes the first seat in odd-numbered games and the second in even-numbered ones
//! (with more seats, A and B alternate around the table). Games end by the variant's own rules
//! (mate, stalemate, repetition, move rule); a game still running after the ply cap is
//! adjudicated a draw. A game counts as a win for the side that scored more quarter points.

use hexcourier_engine::search::{game_history, Level, Searcher};
use hexcourier_engine::{EndReason, Game, Outcome, Player, Position, Variant};

/// Wins, draws and losses of player A.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games A won.
    pub wins: u32,
    /// Games drawn (or adjudicated).
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
}

impl Tally {
    /// A's points: a win 1, a draw ½.
    pub fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }
}

/// How one game of a match went.
#[derive(Debug, Clone)]
pub struct GameReport {
    /// 1-based game number.
    pub number: u32,
    /// Whether A had the first seat.
    pub a_first: bool,
    /// Plies played.
    pub plies: usize,
    /// The outcome (a draw by [`EndReason::Aborted`] when adjudicated at the ply cap).
    pub outcome: Outcome,
    /// A's quarter points minus B's: positive when A won.
    pub margin: i32,
}

/// Settings of a match.
#[derive(Debug, Clone, Copy)]
pub struct MatchSettings {
    /// Level of player A.
    pub a: Level,
    /// Level of player B.
    pub b: Level,
    /// Games to play.
    pub games: u32,
    /// Seed of the weak levels' randomness (each game and seat derive their own).
    pub seed: u64,
    /// Plies after which a running game is adjudicated a draw.
    pub max_plies: usize,
}

/// Plays game `number` (A has the first seat when it is odd).
fn play_game(v: &Variant, s: &MatchSettings, number: u32) -> Result<GameReport, String> {
    let start = Position::start(v).map_err(|e| e.to_string())?;
    let mut game = Game::from_position(v, start);
    let a_first = !number.is_multiple_of(2);
    let a_seat = |p: Player| p.index().is_multiple_of(2) == a_first;
    let mut searchers = [Searcher::new(16), Searcher::new(16)];
    while game.outcome().is_none() {
        if game.moves().len() >= s.max_plies {
            game.finish(Outcome::draw(v, EndReason::Aborted));
            break;
        }
        let pos = game.position().clone();
        let is_a = a_seat(pos.turn());
        let level = if is_a { s.a } else { s.b };
        let seed = s
            .seed
            .wrapping_add(u64::from(number).wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .wrapping_add(u64::from(is_a));
        let history = game_history(v, &game);
        let r = searchers[usize::from(!is_a)].play_level(v, &pos, &history, level, seed, None);
        let m = r
            .best
            .ok_or_else(|| format!("game {number}: no move in a running game"))?;
        game.play(v, m).map_err(|e| format!("game {number}: {e}"))?;
    }
    let outcome = game
        .outcome()
        .cloned()
        .ok_or_else(|| format!("game {number} did not end"))?;
    let margin = outcome
        .quarters
        .iter()
        .enumerate()
        .map(|(i, &q)| {
            if a_seat(Player(i as u8)) {
                i32::from(q)
            } else {
                -i32::from(q)
            }
        })
        .sum();
    Ok(GameReport {
        number,
        a_first,
        plies: game.moves().len(),
        outcome,
        margin,
    })
}

/// Plays the match, calling `on_game` after each game.
///
/// # Errors
/// If the variant's start position does not load, or the engine fails to move.
pub fn play_match(
    v: &Variant,
    s: &MatchSettings,
    on_game: &mut dyn FnMut(&GameReport),
) -> Result<Tally, String> {
    let mut t = Tally::default();
    for number in 1..=s.games {
        let g = play_game(v, s, number)?;
        match g.margin.signum() {
            1 => t.wins += 1,
            0 => t.draws += 1,
            _ => t.losses += 1,
        }
        on_game(&g);
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_match_counts_every_game() {
        let lib = hexcourier_engine::Library::builtin()
            .unwrap_or_else(|e| panic!("built-in data: {e:?}"));
        let v = lib.get("glinski").unwrap_or_else(|| panic!("glinski"));
        let level = |n| Level::new(n).unwrap_or(Level::MIN);
        let s = MatchSettings {
            a: level(2),
            b: level(1),
            games: 2,
            seed: 7,
            max_plies: 16,
        };
        let mut seen = Vec::new();
        let t = play_match(v, &s, &mut |g| seen.push((g.number, g.a_first, g.plies)))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.wins + t.draws + t.losses, 2);
        assert_eq!(seen.len(), 2);
        assert!(seen[0].1 && !seen[1].1, "colours alternate");
        assert!(seen.iter().all(|g| g.2 <= 16));
        // The same seed plays the same match.
        let again = play_match(v, &s, &mut |_| {}).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, t);
    }
}
