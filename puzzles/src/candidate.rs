//! Candidates: the positions of a game right after a mistake.
//!
//! Every position of the game is searched to a small depth. A move is a mistake when the
//! mover's score before it and the opponent's score after it (both from the side to move's
//! point of view) add up to at least [`ScanSettings::swing_cp`], and the opponent, now to
//! move, stands at least [`ScanSettings::winning_cp`] ahead. The position after the mistake
//! is a candidate; [`crate::verify`] decides whether it holds a puzzle.
//!
//! ```
//! use hexcourier_engine::search::Searcher;
//! use hexcourier_engine::{Library, Position};
//! use hexcourier_puzzles::candidate::{scan, ScanSettings};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! let start = Position::start(v)?;
//! let found = scan(v, &start, &[], &ScanSettings::default(), &mut Searcher::new(1));
//! assert!(found.is_empty());
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use hexcourier_engine::search::{Limits, Score, Searcher};
use hexcourier_engine::{Move, Position, Variant};

/// Scores beyond this (mates) count as this much when measuring a swing.
pub const SCORE_CAP: i32 = 2_000;

/// How a game is scanned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScanSettings {
    /// Depth of the search of every position.
    pub depth: u32,
    /// The least swing (centipawns) that makes a move a mistake.
    pub swing_cp: i32,
    /// The least advantage (centipawns) of the side to move after the mistake.
    pub winning_cp: i32,
    /// The most nodes the search of one position may visit; a position whose search is
    /// stopped by it has no score, so no mistake is found next to it. `None`: no limit.
    pub max_nodes: Option<u64>,
}

impl Default for ScanSettings {
    fn default() -> Self {
        ScanSettings {
            depth: 3,
            swing_cp: 250,
            winning_cp: 250,
            max_nodes: None,
        }
    }
}

/// A position right after a mistake.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The position, the solver to move.
    pub position: Position,
    /// The mistake that led to it.
    pub mistake: Move,
    /// The position before the mistake.
    pub before: Position,
    /// How many moves of the game were played before the mistake.
    pub ply: usize,
    /// The swing in centipawns (mates capped at [`SCORE_CAP`]).
    pub swing: i32,
}

/// A score as a number capped at ±[`SCORE_CAP`].
pub fn capped(s: Score) -> i32 {
    s.key().clamp(-SCORE_CAP, SCORE_CAP)
}

/// Scans a two-player game from `start` through `moves` (stopping at the first illegal move)
/// and returns its candidates in game order. The searcher is cleared first, so the result
/// depends only on the inputs.
pub fn scan(
    v: &Variant,
    start: &Position,
    moves: &[Move],
    s: &ScanSettings,
    searcher: &mut Searcher,
) -> Vec<Candidate> {
    searcher.clear();
    if v.player_count() != 2 {
        return Vec::new();
    }
    let mut positions = vec![start.clone()];
    for &m in moves {
        let Some(last) = positions.last() else { break };
        if !last.is_legal(v, m) {
            break;
        }
        let next = last.after(v, m);
        positions.push(next);
    }
    let hashes: Vec<u64> = positions.iter().map(Position::hash).collect();
    let scores: Vec<Option<i32>> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if !p.has_legal_move(v) {
                return None;
            }
            let limits = Limits {
                nodes: s.max_nodes,
                ..Limits::depth(s.depth)
            };
            let r = searcher.search(v, p, &hashes[..=i], &limits, &mut |_| {});
            r.complete.then(|| capped(r.score))
        })
        .collect();
    let mut out = Vec::new();
    for i in 0..positions.len().saturating_sub(1) {
        let (Some(before), Some(after)) = (scores[i], scores[i + 1]) else {
            continue;
        };
        let swing = before + after;
        if swing >= s.swing_cp && after >= s.winning_cp {
            out.push(Candidate {
                position: positions[i + 1].clone(),
                mistake: moves[i],
                before: positions[i].clone(),
                ply: i,
                swing,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_engine::notation::parse_move;
    use hexcourier_engine::Library;

    #[test]
    fn the_move_that_allows_a_mate_is_a_mistake() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        let start = Position::start(v).expect("start");
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for t in ["Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6"] {
            let m = parse_move(v, &pos, t).expect("legal");
            pos = pos.after(v, m);
            moves.push(m);
        }
        let s = ScanSettings {
            depth: 2,
            ..ScanSettings::default()
        };
        let found = scan(v, &start, &moves, &s, &mut Searcher::new(1));
        let last = found.last().expect("a candidate");
        assert_eq!(last.ply, 5);
        assert_eq!(last.mistake, moves[5]);
        assert_eq!(last.position.hash(), pos.hash());
        assert!(last.swing >= s.swing_cp);
        // A node budget too small for any position leaves nothing scored, so nothing found.
        let starved = ScanSettings {
            max_nodes: Some(1),
            ..s
        };
        assert!(scan(v, &start, &moves, &starved, &mut Searcher::new(1)).is_empty());
        // The same scan again (the searcher is cleared) finds the same.
        let again = scan(v, &start, &moves, &s, &mut Searcher::new(1));
        assert_eq!(again.len(), found.len());
    }
}
