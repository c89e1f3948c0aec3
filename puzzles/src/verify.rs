//! Verification: follow the winning line while the solver's move is the only good one.
//!
//! At every solver move the two best moves are searched at [`VerifySettings::depth`] (deeper
//! than the scan that found the candidate). The best must win (a forced mate, or at least
//! [`VerifySettings::winning_cp`]) and beat the second by [`VerifySettings::margin_cp`] (a
//! second move that also mates is never beaten by a margin; only the final mating move may
//! have rivals, as any mate solves the puzzle). The opponent answers with the search's best
//! defence. The line ends in checkmate (or a captured royal, where that wins), or at the first
//! solver move after which, once the opponent has made its best reply, the solver is at least
//! [`VerifySettings::decisive_cp`] of material up on the start, and the gain holds: a search of
//! the position after the reply (the solver to move) still scores at least that much, so a
//! gain the opponent wins back at once ends no line. Mating lines go on to the mate.
//!
//! ```
//! use hexcourier_engine::search::Searcher;
//! use hexcourier_engine::{Library, Position};
//! use hexcourier_puzzles::verify::{verify, Ending, VerifySettings};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! // Black's queen takes on h3 and mates (from a tournament game).
//! let pos = Position::from_text(
//!     v,
//!     "b/2k/5/2q1r2/pp4ppp/11/3pp3R2/3P5n1/7P3/2P2B1K3/1P5N1B1 b - 3 19",
//! )?;
//! let settings = VerifySettings { depth: 3, ..VerifySettings::default() };
//! let line = verify(v, &pos, &settings, &mut Searcher::new(1));
//! assert!(line.is_ok_and(|l| l.ending == Ending::Mate && l.moves.len() == 1));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use crate::candidate::capped;
use crate::material::balance;
use hexcourier_engine::eval::Evaluator;
use hexcourier_engine::search::{Limits, Score, SearchResult, Searcher};
use hexcourier_engine::{Move, Position, Variant};
use std::fmt;

/// How deep and how strict verification is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VerifySettings {
    /// Depth of every search.
    pub depth: u32,
    /// The least score (centipawns) that counts as winning.
    pub winning_cp: i32,
    /// How much better than the second move the solver's move must be.
    pub margin_cp: i32,
    /// The material gain (centipawns) that ends a line.
    pub decisive_cp: i32,
    /// The most solver moves in a line.
    pub max_solver_moves: usize,
    /// The most nodes a whole verification may search, or no limit. A candidate whose
    /// searches would need more is dropped ([`Reject::OverBudget`]) rather than judged on
    /// searches stopped short: this bounds the work a position full of drops can take.
    pub max_nodes: Option<u64>,
}

impl Default for VerifySettings {
    fn default() -> Self {
        VerifySettings {
            depth: 5,
            winning_cp: 250,
            margin_cp: 200,
            decisive_cp: 250,
            max_solver_moves: 5,
            max_nodes: None,
        }
    }
}

/// Why a line is a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The last solver move mates (or captures the royal).
    Mate,
    /// The solver gains this much material (centipawns) against the best defence.
    Material(i32),
}

/// A verified line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Solver's and replies' moves, alternating, starting and ending with the solver's.
    pub moves: Vec<Move>,
    /// How it ends.
    pub ending: Ending,
}

impl Line {
    /// The number of solver moves.
    pub fn solver_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }
}

/// Why a candidate is not a puzzle; each is a filter counted by [`crate::generate`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reject {
    /// The deeper search does not find a win for the side to move.
    NotWinning,
    /// The first solver move has a rival within the margin.
    Ambiguous,
    /// The line stops (a rival, or the win fades) before a mate or a decisive gain.
    NoDecisiveGain,
    /// A mate or gain lies beyond [`VerifySettings::max_solver_moves`].
    TooLong,
    /// The first move only takes back what the mistake took.
    Recapture,
    /// A second verification, deeper than the first, drops it or solves it another way.
    Unconfirmed,
    /// The same position was already kept.
    Duplicate,
    /// Its verification would search more than [`VerifySettings::max_nodes`].
    OverBudget,
}

impl Reject {
    /// Every filter, in the order the figures list them.
    pub const ALL: [Reject; 8] = [
        Reject::NotWinning,
        Reject::Ambiguous,
        Reject::NoDecisiveGain,
        Reject::TooLong,
        Reject::Recapture,
        Reject::Unconfirmed,
        Reject::Duplicate,
        Reject::OverBudget,
    ];

    /// A short name for the figures.
    pub fn name(self) -> &'static str {
        match self {
            Reject::NotWinning => "not-winning",
            Reject::Ambiguous => "ambiguous",
            Reject::NoDecisiveGain => "no-decisive-gain",
            Reject::TooLong => "too-long",
            Reject::Recapture => "recapture",
            Reject::Duplicate => "duplicate",
            Reject::Unconfirmed => "unconfirmed",
            Reject::OverBudget => "over-budget",
        }
    }
}

impl fmt::Display for Reject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

fn wins(s: Score, winning_cp: i32) -> bool {
    match s {
        Score::Mate(n) => n > 0,
        Score::Cp(c) => c >= winning_cp,
    }
}

/// Whether `best` is the only good move when `second` is the best of the rest.
fn only_move(best: Score, second: Option<Score>, margin_cp: i32) -> bool {
    let Some(second) = second else {
        return true;
    };
    match best {
        // The mating move itself: any mate solves.
        Score::Mate(1) => true,
        _ if matches!(second, Score::Mate(n) if n > 0) => false,
        Score::Mate(_) => true,
        Score::Cp(b) => second.key() <= b - margin_cp,
    }
}

/// The searches of one verification, within its node budget.
struct Budgeted<'a> {
    searcher: &'a mut Searcher,
    depth: u32,
    left: Option<u64>,
}

impl Budgeted<'_> {
    /// A search to the depth, leaving out `exclude` at the root.
    fn search(
        &mut self,
        v: &Variant,
        pos: &Position,
        hist: &[u64],
        exclude: &[Move],
    ) -> Result<SearchResult, Reject> {
        let limits = Limits {
            nodes: self.left,
            ..Limits::depth(self.depth)
        };
        let r = self
            .searcher
            .search_excluding(v, pos, hist, &limits, exclude, &mut |_| {});
        if let Some(left) = &mut self.left {
            *left = left.saturating_sub(r.nodes);
            if !r.complete || *left == 0 {
                return Err(Reject::OverBudget);
            }
        }
        Ok(r)
    }

    /// The two best moves, best first (as [`Searcher::top_moves`] finds them).
    fn top_two(
        &mut self,
        v: &Variant,
        pos: &Position,
        hist: &[u64],
    ) -> Result<Vec<(Move, Score)>, Reject> {
        let mut out: Vec<(Move, Score)> = Vec::new();
        let mut exclude = Vec::new();
        for _ in 0..2 {
            let r = self.search(v, pos, hist, &exclude)?;
            let Some(m) = r.best else { break };
            out.push((m, r.score));
            exclude.push(m);
        }
        out.sort_by_key(|p| std::cmp::Reverse(p.1));
        Ok(out)
    }
}

/// Whether the side to move in `pos` has lost: checkmated, or its royal captured.
fn lost(v: &Variant, pos: &Position) -> bool {
    pos.royal_lost(v).is_some() || (!pos.has_legal_move(v) && pos.in_check(v, pos.turn()))
}

/// Verifies the candidate `pos` (solver to move) and returns its line. The searcher is
/// cleared first, so the result depends only on the inputs. Repetitions count only within
/// the line (the puzzle is its position, not the game it came from).
///
/// # Errors
/// The filter that drops it.
pub fn verify(
    v: &Variant,
    pos: &Position,
    s: &VerifySettings,
    searcher: &mut Searcher,
) -> Result<Line, Reject> {
    searcher.clear();
    if v.player_count() != 2 {
        return Err(Reject::NotWinning);
    }
    let ev = Evaluator::for_variant(v);
    let solver = pos.turn();
    let start = balance(v, &ev, pos, solver);
    let mut searches = Budgeted {
        searcher,
        depth: s.depth,
        left: s.max_nodes,
    };
    let mut cur = pos.clone();
    let mut hist = vec![cur.hash()];
    let mut moves = Vec::new();
    for step in 0..s.max_solver_moves {
        let tops = searches.top_two(v, &cur, &hist)?;
        let Some(&(best, score)) = tops.first() else {
            return Err(Reject::NoDecisiveGain);
        };
        if !wins(score, s.winning_cp) {
            return Err(if step == 0 {
                Reject::NotWinning
            } else {
                Reject::NoDecisiveGain
            });
        }
        if !only_move(score, tops.get(1).map(|t| t.1), s.margin_cp) {
            return Err(if step == 0 {
                Reject::Ambiguous
            } else {
                Reject::NoDecisiveGain
            });
        }
        let mating = score.is_mate();
        moves.push(best);
        cur = cur.after(v, best);
        hist.push(cur.hash());
        if lost(v, &cur) {
            return Ok(Line {
                moves,
                ending: Ending::Mate,
            });
        }
        let reply = searches.search(v, &cur, &hist, &[])?;
        let Some(r) = reply.best else {
            // Stalemate, or a position the rules end otherwise: no puzzle.
            return Err(Reject::NoDecisiveGain);
        };
        cur = cur.after(v, r);
        hist.push(cur.hash());
        let gain = balance(v, &ev, &cur, solver) - start;
        if !mating && gain >= s.decisive_cp {
            let held = searches.search(v, &cur, &hist, &[])?;
            if capped(held.score) < s.decisive_cp {
                return Err(Reject::NoDecisiveGain);
            }
            return Ok(Line {
                moves,
                ending: Ending::Material(gain),
            });
        }
        moves.push(r);
    }
    Err(Reject::TooLong)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexcourier_engine::notation::move_to_text;
    use hexcourier_engine::Library;

    fn shallow() -> VerifySettings {
        VerifySettings {
            depth: 3,
            ..VerifySettings::default()
        }
    }

    fn texts(v: &Variant, start: &Position, line: &Line) -> Vec<String> {
        let mut pos = start.clone();
        line.moves
            .iter()
            .map(|&m| {
                let t = move_to_text(v, &pos, m);
                pos = pos.after(v, m);
                t
            })
            .collect()
    }

    #[test]
    fn a_mate_in_one_is_a_one_move_line() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        let pos = Position::from_text(
            v,
            "b/2k/5/2q1r2/pp4ppp/11/3pp3R2/3P5n1/7P3/2P2B1K3/1P5N1B1 b - 3 19",
        )
        .expect("position");
        let line = verify(v, &pos, &shallow(), &mut Searcher::new(1)).expect("a puzzle");
        assert_eq!(line.ending, Ending::Mate);
        assert_eq!(texts(v, &pos, &line), ["Qe8xh3#"]);
        assert_eq!(line.solver_moves(), 1);
    }

    #[test]
    fn a_verification_that_needs_more_nodes_than_its_budget_is_dropped() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        let pos = Position::from_text(
            v,
            "b/2k/5/2q1r2/pp4ppp/11/3pp3R2/3P5n1/7P3/2P2B1K3/1P5N1B1 b - 3 19",
        )
        .expect("position");
        let within = |max_nodes| {
            let s = VerifySettings {
                max_nodes,
                ..shallow()
            };
            verify(v, &pos, &s, &mut Searcher::new(1))
        };
        assert_eq!(within(Some(50)), Err(Reject::OverBudget));
        // A budget it does not reach changes nothing.
        let free = within(None).expect("a puzzle");
        assert_eq!(within(Some(10_000_000)), Ok(free));
    }

    #[test]
    fn the_start_position_is_no_puzzle() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        let pos = Position::start(v).expect("start");
        assert_eq!(
            verify(v, &pos, &shallow(), &mut Searcher::new(1)),
            Err(Reject::NotWinning)
        );
    }

    #[test]
    fn a_position_with_two_good_moves_is_ambiguous() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        // From a tournament game: Black wins, but more than one way.
        let pos = Position::from_text(
            v,
            "b/q1k/5/2rnr2/pp4ppp/6N4/3pp1Q4/3PR6/5B1P3/2P2B2P2/1P4KN1b1 b - 2 15",
        )
        .expect("position");
        assert_eq!(
            verify(v, &pos, &shallow(), &mut Searcher::new(1)),
            Err(Reject::Ambiguous)
        );
    }

    #[test]
    fn only_the_last_mating_move_may_have_rivals() {
        assert!(only_move(Score::Mate(1), Some(Score::Mate(1)), 200));
        assert!(!only_move(Score::Mate(3), Some(Score::Mate(5)), 200));
        assert!(only_move(Score::Mate(3), Some(Score::Cp(900)), 200));
        assert!(only_move(Score::Cp(600), Some(Score::Cp(400)), 200));
        assert!(!only_move(Score::Cp(600), Some(Score::Cp(401)), 200));
        assert!(only_move(Score::Cp(600), None, 200));
    }
}
