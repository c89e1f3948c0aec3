//! Players, piece kinds and the data-driven description of how pieces move.

use serde::Deserialize;
use std::fmt;

/// The largest number of players a variant may seat.
pub const MAX_PLAYERS: usize = 3;
/// The largest number of piece kinds a variant may use.
pub const MAX_KINDS: usize = 32;

/// A seat at the board, in turn order: 0 moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, Deserialize)]
pub struct Player(pub u8);

impl Player {
    /// The player's index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0)
    }
}

/// Per-player data, sized for the largest table (three players).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByPlayer<T>(pub [T; MAX_PLAYERS]);

impl<T> ByPlayer<T> {
    /// The entry of one player.
    #[inline]
    pub fn get(&self, p: Player) -> &T {
        &self.0[p.index()]
    }
    /// The entry of one player, mutably.
    #[inline]
    pub fn get_mut(&mut self, p: Player) -> &mut T {
        &mut self.0[p.index()]
    }
}

/// A kind of piece: an index into the variant's piece table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceKind(pub u8);

impl PieceKind {
    /// The kind's index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "K{}", self.0)
    }
}

/// A piece on the board: whose it is and what kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Owner.
    pub player: Player,
    /// Kind.
    pub kind: PieceKind,
}

/// When an atom of movement may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// To empty cells and to capture.
    #[default]
    Both,
    /// Only to empty cells.
    Move,
    /// Only to capture.
    Capture,
}

impl Mode {
    /// Whether the atom may move to an empty cell.
    pub const fn moves(self) -> bool {
        matches!(self, Mode::Both | Mode::Move)
    }
    /// Whether the atom may capture.
    pub const fn captures(self) -> bool {
        matches!(self, Mode::Both | Mode::Capture)
    }
}

/// One atom of movement, as written in `data/pieces.toml`.
///
/// The atom's vectors are all images of the leap "`a` orthogonal steps, then `b` steps turned
/// 60°", filtered by direction relative to the owner's forward. `range = 1` makes it a leaper
/// (or stepper), larger ranges a rider that stops at the first occupied cell.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Atom {
    /// Named vector family: `orth`, `diag`, `knight`, `orth2`, `orth3`.
    #[serde(default)]
    pub vector: Option<String>,
    /// Explicit leap `[a, b]`: `a` orthogonal steps then `b` steps turned 60°.
    #[serde(default)]
    pub leap: Option<[i32; 2]>,
    /// Largest number of repetitions of the vector; 0 means unlimited (default 1).
    #[serde(default = "one")]
    pub range: u32,
    /// Smallest number of repetitions (default 1).
    #[serde(default = "one")]
    pub min: u32,
    /// Move, capture or both (default both).
    #[serde(default)]
    pub mode: Mode,
    /// Named direction filter relative to forward: `all` (default), `straight`, `narrow`,
    /// `forward`, `sideways`, `backward`, `half-forward`, `forward-diagonals`.
    #[serde(default)]
    pub dirs: Option<String>,
    /// Explicit allowed angles in degrees clockwise from forward (each ±1°).
    #[serde(default)]
    pub angles: Option<Vec<f64>>,
    /// Name of a per-player cell set the piece must stand on to use this atom.
    #[serde(default)]
    pub from: Option<String>,
    /// On a move-only atom of range 2 or more: passing over cells gives the next player the
    /// right to capture en passant there. On a capturing atom: may capture en passant.
    #[serde(default)]
    pub en_passant: bool,
    /// Usable only by a piece that was dropped and has not moved since (move-only atoms).
    #[serde(default)]
    pub dropped: bool,
    /// A turning rider: after each step the direction turns 60°, the same way throughout the
    /// move (Gilman's Cohen, Finch, Rabbi); at most five steps.
    #[serde(default)]
    pub turning: bool,
    /// A draughts jump: over an adjacent enemy along the vector to the empty cell beyond,
    /// removing it; the same piece must go on jumping while it can, and the whole chain is one
    /// move (pieces jumped stay on the board until it ends and cannot be jumped twice).
    #[serde(default)]
    pub jump: bool,
}

fn one() -> u32 {
    1
}

impl Atom {
    /// The base leap `[a, b]` of the atom, from `vector` or `leap`.
    pub fn base_leap(&self) -> Result<[i32; 2], String> {
        match (&self.vector, self.leap) {
            (Some(_), Some(_)) => Err("give either 'vector' or 'leap', not both".into()),
            (None, None) => Err("an atom needs 'vector' or 'leap'".into()),
            (None, Some(l)) => {
                if l == [0, 0] || l[0] < 0 || l[1] < 0 {
                    Err(format!(
                        "leap {l:?} must be two non-negative numbers, not both 0"
                    ))
                } else {
                    Ok(l)
                }
            }
            (Some(name), None) => match name.as_str() {
                "orth" => Ok([1, 0]),
                "diag" => Ok([1, 1]),
                "knight" => Ok([2, 1]),
                "orth2" => Ok([2, 0]),
                "orth3" => Ok([3, 0]),
                "diag2" => Ok([2, 2]),
                other => Err(format!(
                    "unknown vector '{other}' (expected orth, diag, knight, orth2, orth3, diag2)"
                )),
            },
        }
    }

    /// Allowed relative angle ranges `[lo, hi]` in degrees, from `dirs` or `angles`.
    pub fn angle_ranges(&self) -> Result<Vec<(f64, f64)>, String> {
        if let Some(list) = &self.angles {
            if self.dirs.is_some() {
                return Err("give either 'dirs' or 'angles', not both".into());
            }
            return Ok(list.iter().map(|&a| (a - 1.0, a + 1.0)).collect());
        }
        let r = match self.dirs.as_deref().unwrap_or("all") {
            "all" => vec![(-181.0, 181.0)],
            "straight" => vec![(-1.0, 1.0)],
            "narrow" => vec![(-31.0, 31.0)],
            "forward" => vec![(-89.0, 89.0)],
            "sideways" => vec![(-91.0, -89.0), (89.0, 91.0)],
            "backward" => vec![(-181.0, -91.0), (91.0, 181.0)],
            "half-forward" => vec![(-61.0, -59.0), (59.0, 61.0)],
            "forward-diagonals" => vec![(-31.0, -29.0), (29.0, 31.0)],
            other => {
                return Err(format!(
                    "unknown dirs '{other}' (expected all, straight, narrow, forward, sideways, \
                     backward, half-forward, forward-diagonals)"
                ))
            }
        };
        Ok(r)
    }
}

/// A piece type as written in `data/pieces.toml`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PieceDef {
    /// Display name, e.g. `Knight`.
    pub name: String,
    /// Letter used in move text and the state text (upper case).
    pub letter: char,
    /// Image used by the renderer (defaults to the lower-case name).
    #[serde(default)]
    pub glyph: Option<String>,
    /// Royal: must not be left attacked; losing all royals loses the game.
    #[serde(default)]
    pub royal: bool,
    /// Pawn-like: its moves reset the move-rule counter; it may promote and capture en passant.
    #[serde(default)]
    pub pawn: bool,
    /// Material value in pawns (engine evaluation and `/piece`).
    #[serde(default)]
    pub value: f64,
    /// Movement atoms.
    pub moves: Vec<Atom>,
    /// Drag ability: after (or instead of) moving, the piece may remove an enemy piece lying
    /// along one of its rider directions when the cells between hold exactly this many hole
    /// markers, no other marker and no piece (Hole Chess). 0 = no drag.
    #[serde(default)]
    pub drag: u32,
    /// Relocate ability, instead of moving: `obstacle` (the first marker on one of the 12
    /// lines from the piece) or `enemy` (the first enemy piece on one of them) is put on any
    /// vacant cell (Hole Chess's Engineer and Teleporter).
    #[serde(default)]
    pub relocate: Option<String>,
    /// One-line description for players.
    #[serde(default)]
    pub about: String,
}
