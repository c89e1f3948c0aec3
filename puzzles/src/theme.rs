//! Themes: what a verified line shows.
//!
//! Only themes detected from the moves and the engine's attack tables, each defined exactly:
//! - **mate in N**: the line ends in mate after N solver moves;
//! - **fork**: a solver move leaves the moved piece attacking two enemy pieces or more, each the
//!   royal, worth more than the mover, or undefended, and that piece later captures one of them
//!   where it stands;
//! - **pin**: a solver move pins an enemy piece to its royal (it may not leave the line), and a
//!   later solver move captures it where it stands;
//! - **skewer**: a solver move attacks an enemy piece that the reply moves away (the royal, or
//!   one worth more than what stood behind it), opening the line to a piece behind, which the
//!   same solver piece captures next;
//! - **discovered attack**: a solver move opens the line of another solver piece onto an enemy
//!   piece: the royal (discovered check) or one captured later by that piece where it stands;
//! - **promotion**, **en passant**, **castling**, **drop**: a solver move of that kind.
//!
//! ```
//! use hexcourier_puzzles::Theme;
//! assert_eq!(Theme::MateIn(2).to_string(), "mateIn2");
//! assert_eq!("discoveredAttack".parse::<Theme>(), Ok(Theme::DiscoveredAttack));
//! ```

use crate::material::value_at;
use crate::verify::{Ending, Line};
use hexcourier_engine::eval::Evaluator;
use hexcourier_engine::{Bitboard, Cell, Move, Player, Position, Variant};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The most moves a mate theme names.
pub const MAX_MATE_IN: u8 = 9;

/// A theme of a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Theme {
    /// Mate in this many solver moves (1 to [`MAX_MATE_IN`]).
    MateIn(u8),
    /// A fork.
    Fork,
    /// A pin to the royal.
    Pin,
    /// A skewer.
    Skewer,
    /// A discovered attack or check.
    DiscoveredAttack,
    /// A promotion.
    Promotion,
    /// An en passant capture.
    EnPassant,
    /// Castling.
    Castling,
    /// A piece dropped from the hand.
    Drop,
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Theme::MateIn(n) => write!(f, "mateIn{n}"),
            Theme::Fork => f.write_str("fork"),
            Theme::Pin => f.write_str("pin"),
            Theme::Skewer => f.write_str("skewer"),
            Theme::DiscoveredAttack => f.write_str("discoveredAttack"),
            Theme::Promotion => f.write_str("promotion"),
            Theme::EnPassant => f.write_str("enPassant"),
            Theme::Castling => f.write_str("castling"),
            Theme::Drop => f.write_str("drop"),
        }
    }
}

/// A theme name that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown theme '{0}'")]
pub struct UnknownTheme(pub String);

impl FromStr for Theme {
    type Err = UnknownTheme;
    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        Ok(match s {
            "fork" => Theme::Fork,
            "pin" => Theme::Pin,
            "skewer" => Theme::Skewer,
            "discoveredAttack" => Theme::DiscoveredAttack,
            "promotion" => Theme::Promotion,
            "enPassant" => Theme::EnPassant,
            "castling" => Theme::Castling,
            "drop" => Theme::Drop,
            _ => match s.strip_prefix("mateIn").and_then(|n| n.parse::<u8>().ok()) {
                Some(n) if (1..=MAX_MATE_IN).contains(&n) && !s.starts_with("mateIn0") => {
                    Theme::MateIn(n)
                }
                _ => return Err(UnknownTheme(s.to_string())),
            },
        })
    }
}

impl TryFrom<String> for Theme {
    type Error = UnknownTheme;
    fn try_from(s: String) -> Result<Theme, UnknownTheme> {
        s.parse()
    }
}

impl From<Theme> for String {
    fn from(t: Theme) -> String {
        t.to_string()
    }
}

/// Where a move's piece stands afterwards (none for a move that moves no piece of its own).
pub fn destination(m: Move) -> Option<Cell> {
    match m {
        Move::Normal { to, .. }
        | Move::DoubleStep { to, .. }
        | Move::EnPassant { to, .. }
        | Move::Drop { to, .. }
        | Move::Jump { to, .. }
        | Move::Drag { to, .. } => Some(to),
        Move::Castle { king_to, .. } => Some(king_to),
        _ => None,
    }
}

/// Where a move's piece stood before it (none for drops and passes).
pub fn origin(m: Move) -> Option<Cell> {
    match m {
        Move::Normal { from, .. }
        | Move::DoubleStep { from, .. }
        | Move::EnPassant { from, .. }
        | Move::Jump { from, .. }
        | Move::Drag { from, .. } => Some(from),
        Move::Castle { king, .. } => Some(king),
        _ => None,
    }
}

/// Whether any cell of `bb` satisfies `f`.
fn any_cell(mut bb: Bitboard, f: impl FnMut(Cell) -> bool) -> bool {
    Iterator::any(&mut bb, f)
}

/// The positions of a line: `start`, then after each move.
fn positions(v: &Variant, start: &Position, line: &[Move]) -> Vec<Position> {
    let mut out = vec![start.clone()];
    for &m in line {
        if let Some(last) = out.last() {
            let next = last.after(v, m);
            out.push(next);
        }
    }
    out
}

/// Whether the solver move at index `j` (if any) captures the piece standing on `cell`
/// in `before` (the position it is played from), moving from `from` when given.
fn captures_on(
    v: &Variant,
    ps: &[Position],
    line: &[Move],
    j: usize,
    cell: Cell,
    from: Option<Cell>,
) -> bool {
    let (Some(&m), Some(before)) = (line.get(j), ps.get(j)) else {
        return false;
    };
    let removes = before.captured_cells(v, m).contains(cell);
    removes && from.is_none_or(|f| origin(m) == Some(f))
}

struct Ctx<'a> {
    v: &'a Variant,
    ev: &'a Evaluator,
    line: &'a [Move],
    ps: Vec<Position>,
    solver: Player,
    opponent: Player,
}

impl Ctx<'_> {
    fn royal(&self, pos: &Position, c: Cell) -> bool {
        pos.piece_at(c).is_some_and(|p| self.ev.is_royal(p.kind))
    }

    /// Solver move indices: 0, 2, 4, …
    fn solver_moves(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.line.len()).step_by(2)
    }

    /// Whether a later solver move (after `i`) captures on `cell`, from `from` when given,
    /// with the piece there unmoved since position `i + 1`.
    fn later_capture(&self, i: usize, cell: Cell, from: Option<Cell>) -> bool {
        let piece = self.ps[i + 1].piece_at(cell);
        (i + 2..self.line.len()).step_by(2).any(|j| {
            self.ps[j].piece_at(cell) == piece
                && captures_on(self.v, &self.ps, self.line, j, cell, from)
        })
    }

    fn enemy_cells(&self, pos: &Position) -> Bitboard {
        pos.player_cells(self.opponent)
    }

    fn fork(&self) -> bool {
        self.solver_moves().any(|i| {
            let after = &self.ps[i + 1];
            let Some(to) = destination(self.line[i]) else {
                return false;
            };
            let mover = value_at(self.ev, after, to);
            let targets: Vec<Cell> = self
                .enemy_cells(after)
                .filter(|&t| after.attackers(self.v, t, self.solver).contains(to))
                .filter(|&t| {
                    self.royal(after, t)
                        || value_at(self.ev, after, t) > mover
                        || !after.attacked_by(self.v, t, self.opponent)
                })
                .collect();
            targets.len() >= 2 && targets.iter().any(|&t| self.later_capture(i, t, Some(to)))
        })
    }

    fn pin(&self) -> bool {
        self.solver_moves().any(|i| {
            let before = self.ps[i].pinned(self.v, self.opponent);
            let after = self.ps[i + 1].pinned(self.v, self.opponent);
            any_cell(after & !before, |c| self.later_capture(i, c, None))
        })
    }

    fn skewer(&self) -> bool {
        self.solver_moves().any(|i| {
            let (Some(to), Some(&reply), Some(&next)) = (
                destination(self.line[i]),
                self.line.get(i + 1),
                self.line.get(i + 2),
            ) else {
                return false;
            };
            let (after, replied) = (&self.ps[i + 1], &self.ps[i + 2]);
            let Some(front) = origin(reply) else {
                return false;
            };
            let Some(behind) = destination(next) else {
                return false;
            };
            origin(next) == Some(to)
                && after.attackers(self.v, front, self.solver).contains(to)
                && !after.attackers(self.v, behind, self.solver).contains(to)
                && replied.player_cells(self.opponent).contains(behind)
                && (self.royal(after, front)
                    || value_at(self.ev, after, front) > value_at(self.ev, replied, behind))
        })
    }

    fn discovered(&self) -> bool {
        self.solver_moves().any(|i| {
            let (before, after) = (&self.ps[i], &self.ps[i + 1]);
            let to = destination(self.line[i]);
            any_cell(self.enemy_cells(after), |t| {
                let now = after.attackers(self.v, t, self.solver);
                let was = before.attackers(self.v, t, self.solver);
                any_cell(now & !was, |s| {
                    Some(s) != to
                        && before.piece_at(s).is_some()
                        && before.piece_at(s) == after.piece_at(s)
                        && (self.royal(after, t) || self.later_capture(i, t, Some(s)))
                })
            })
        })
    }

    fn promotion(&self) -> bool {
        self.solver_moves().any(|i| {
            let m = self.line[i];
            let (Some(from), Some(to)) = (origin(m), destination(m)) else {
                return false;
            };
            let was = self.ps[i].piece_at(from).map(|p| p.kind);
            let now = self.ps[i + 1].piece_at(to).map(|p| p.kind);
            matches!(m, Move::Normal { .. } | Move::Jump { .. }) && was.is_some() && was != now
        })
    }

    fn solver_move_is(&self, f: impl Fn(Move) -> bool) -> bool {
        self.solver_moves().any(|i| f(self.line[i]))
    }
}

/// The themes of a verified line from `start` (solver to move), in [`Theme`]'s order.
pub fn themes(v: &Variant, start: &Position, line: &Line) -> Vec<Theme> {
    let ev = Evaluator::for_variant(v);
    let solver = start.turn();
    let cx = Ctx {
        v,
        ev: &ev,
        line: &line.moves,
        ps: positions(v, start, &line.moves),
        solver,
        opponent: v.next_player(solver),
    };
    let mut out = Vec::new();
    if line.ending == Ending::Mate {
        let n = u8::try_from(line.solver_moves()).unwrap_or(u8::MAX);
        if (1..=MAX_MATE_IN).contains(&n) {
            out.push(Theme::MateIn(n));
        }
    }
    let checks: [(Theme, bool); 8] = [
        (Theme::Fork, cx.fork()),
        (Theme::Pin, cx.pin()),
        (Theme::Skewer, cx.skewer()),
        (Theme::DiscoveredAttack, cx.discovered()),
        (Theme::Promotion, cx.promotion()),
        (
            Theme::EnPassant,
            cx.solver_move_is(|m| matches!(m, Move::EnPassant { .. })),
        ),
        (
            Theme::Castling,
            cx.solver_move_is(|m| matches!(m, Move::Castle { .. })),
        ),
        (
            Theme::Drop,
            cx.solver_move_is(|m| matches!(m, Move::Drop { .. })),
        ),
    ];
    out.extend(checks.into_iter().filter(|c| c.1).map(|c| c.0));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::{Ending, Line};
    use hexcourier_engine::notation::parse_move;
    use hexcourier_engine::Library;

    /// Themes of the line `moves` from `fen` in `variant`.
    fn themes_of(variant: &str, fen: &str, moves: &[&str], ending: Ending) -> Vec<Theme> {
        let lib = Library::builtin().expect("data");
        let v = lib.get(variant).expect("variant");
        let start = Position::from_text(v, fen).expect("position");
        let mut pos = start.clone();
        let mut line = Vec::new();
        for text in moves {
            let m = parse_move(v, &pos, text).expect("legal move");
            pos = pos.after(v, m);
            line.push(m);
        }
        themes(
            v,
            &start,
            &Line {
                moves: line,
                ending,
            },
        )
    }

    #[test]
    fn a_knight_check_that_also_attacks_a_rook_is_a_fork() {
        // Ne3-f6+ attacks the king on e8 and the rook on h7; the king steps away; Nxh7.
        let t = themes_of(
            "glinski",
            "1/3/5/2k4/6r2/11/11/11/4N6/11/K10 w - 0 1",
            &["Ne3-f6+", "Ke8-e9", "Nf6xh7"],
            Ending::Material(500),
        );
        assert_eq!(t, vec![Theme::Fork]);
    }

    #[test]
    fn a_fork_needs_the_capture_that_follows() {
        let t = themes_of(
            "glinski",
            "1/3/5/2k4/6r2/11/11/11/4N6/11/K10 w - 0 1",
            &["Ne3-f6+"],
            Ending::Material(500),
        );
        assert_eq!(t, vec![]);
    }

    #[test]
    fn a_rook_that_pins_a_knight_to_its_king_and_takes_it_is_a_pin() {
        // Rc3-f6 pins the knight on f9 to the king on f11; Black waits; Rxf9.
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        let pieces = [
            ("a1", 'K'),
            ("f11", 'k'),
            ("f9", 'n'),
            ("b7", 'p'),
            ("c3", 'R'),
        ];
        let t = themes_of(
            "glinski",
            &text(v, &pieces, "", "w - 0 1"),
            &["Rc3-f6", "b7-b6", "Rf6xf9"],
            Ending::Material(300),
        );
        assert_eq!(t, vec![Theme::Pin]);
    }

    #[test]
    fn a_check_through_the_king_to_the_queen_behind_is_a_skewer() {
        // Ra6-f6+ checks the king on f9; it steps aside; the rook takes the queen on f11.
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        let pieces = [("b1", 'K'), ("f9", 'k'), ("f11", 'q'), ("a6", 'R')];
        let t = themes_of(
            "glinski",
            &text(v, &pieces, "", "w - 0 1"),
            &["Ra6-f6+", "Kf9-e9", "Rf6xf11"],
            Ending::Material(900),
        );
        assert_eq!(t, vec![Theme::Skewer]);
    }

    #[test]
    fn a_knight_that_unmasks_a_rook_on_the_king_is_a_discovered_attack() {
        // The rook on f2 sees the king on f9 once the knight leaves f4.
        let t = themes_of(
            "glinski",
            "1/3/2k2/7/9/11/11/5N5/11/5R5/K10 w - 0 1",
            &["Nf4-d5+"],
            Ending::Material(300),
        );
        assert_eq!(t, vec![Theme::DiscoveredAttack]);
    }

    #[test]
    fn a_pawn_reaching_the_last_cell_is_a_promotion() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        let pieces = [("a1", 'K'), ("c8", 'k'), ("b6", 'P')];
        let t = themes_of(
            "glinski",
            &text(v, &pieces, "", "w - 0 1"),
            &["b6-b7=Q"],
            Ending::Material(800),
        );
        assert_eq!(t, vec![Theme::Promotion]);
    }

    #[test]
    fn a_mating_line_names_its_length() {
        let t = themes_of(
            "glinski",
            "b/2k/5/2q1r2/pp4ppp/11/3pp3R2/3P5n1/7P3/2P2B1K3/1P5N1B1 b - 3 19",
            &["Qe8xh3#"],
            Ending::Mate,
        );
        assert_eq!(t, vec![Theme::MateIn(1)]);
    }

    /// The state text of `pieces` (`'K'` first player, `'k'` second) and the fields `rest`.
    fn text(v: &Variant, pieces: &[(&str, char)], hand: &str, rest: &str) -> String {
        let mut ranks = Vec::new();
        for rank in v.board.ranks_descending() {
            let mut s = String::new();
            let mut empty = 0;
            for c in v.board.rank_cells(rank) {
                match pieces.iter().find(|p| p.0 == v.board.name(c)) {
                    Some(&(_, letter)) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push(letter);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            ranks.push(s);
        }
        format!("{}{hand} {rest}", ranks.join("/"))
    }

    #[test]
    fn taking_en_passant_is_its_theme() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("fools").expect("fools");
        let pieces = [("a1", 'K'), ("h11", 'k'), ("e2", 'P'), ("f4", 'p')];
        let before = Position::from_text(v, &text(v, &pieces, "", "w - - 0 1")).expect("position");
        let double = parse_move(v, &before, "e2-e4").expect("double step");
        let fen = before.after(v, double).to_text(v);
        assert_eq!(
            themes_of("fools", &fen, &["f4xe3"], Ending::Material(100)),
            vec![Theme::EnPassant]
        );
    }

    #[test]
    fn castling_is_its_theme() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("fools").expect("fools");
        let pieces = [("a1", 'R'), ("e1", 'K'), ("h1", 'R'), ("e14", 'k')];
        let fen = text(v, &pieces, "", "w a1,e1,h1 - 0 1");
        assert_eq!(
            themes_of("fools", &fen, &["O-O"], Ending::Material(300)),
            vec![Theme::Castling]
        );
    }

    #[test]
    fn dropping_a_piece_is_its_theme() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("frontofhouse-glinski").expect("variant");
        let fen = text(v, &[("f1", 'K'), ("f11", 'k')], "[N]", "w - 0 1");
        assert_eq!(
            themes_of(
                "frontofhouse-glinski",
                &fen,
                &["N*f5"],
                Ending::Material(300)
            ),
            vec![Theme::Drop]
        );
    }

    #[test]
    fn theme_names_read_back() {
        for t in [
            Theme::MateIn(1),
            Theme::MateIn(9),
            Theme::Fork,
            Theme::Pin,
            Theme::Skewer,
            Theme::DiscoveredAttack,
            Theme::Promotion,
            Theme::EnPassant,
            Theme::Castling,
            Theme::Drop,
        ] {
            assert_eq!(t.to_string().parse::<Theme>(), Ok(t));
        }
        for bad in ["mateIn0", "mateIn10", "mateIn01", "Fork", ""] {
            assert_eq!(bad.parse::<Theme>(), Err(UnknownTheme(bad.to_string())));
        }
    }
}
