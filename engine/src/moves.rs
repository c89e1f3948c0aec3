//! Moves: what a turn changes on the board.

use crate::board::Cell;
use crate::piece::PieceKind;

/// One move (a whole turn).
///
/// Moves carry just enough to be replayed on the position they were generated from; whether a
/// move captures is read from that position ([`crate::Position::captured`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum Move {
    /// A piece moves from one cell to another, capturing what stands there, perhaps promoting.
    Normal {
        /// Origin.
        from: Cell,
        /// Destination.
        to: Cell,
        /// Kind the piece becomes, if it promotes.
        promotion: Option<PieceKind>,
    },
    /// A multi-cell advance that lets the next player capture en passant on the cells passed.
    DoubleStep {
        /// Origin.
        from: Cell,
        /// Destination.
        to: Cell,
    },
    /// An en passant capture: the piece moves to `to` and removes the piece on `victim`.
    EnPassant {
        /// Origin.
        from: Cell,
        /// Destination (a cell the victim passed over).
        to: Cell,
        /// Cell of the captured piece.
        victim: Cell,
    },
    /// A piece from the player's hand is put on an empty cell.
    Drop {
        /// Kind dropped.
        kind: PieceKind,
        /// Destination.
        to: Cell,
    },
    /// Castling: the royal and the rook move together.
    Castle {
        /// Royal's origin.
        king: Cell,
        /// Royal's destination.
        king_to: Cell,
        /// Rook's origin.
        rook: Cell,
        /// Rook's destination.
        rook_to: Cell,
    },
    /// A chain of jumps (draughts capture): the piece on `from` jumps over an adjacent enemy
    /// to the empty cell beyond, again and again, and ends on `to`; every piece jumped is
    /// removed at the end. `path` holds the jump directions and any promotion.
    Jump {
        /// Origin.
        from: Cell,
        /// Final landing cell.
        to: Cell,
        /// The jumps, in order.
        path: JumpPath,
    },
    /// The player passes (only where a variant allows it).
    Pass,
    /// A dragging piece moves from `from` to `to` (capturing what stands there; `from == to`
    /// when it stays put), then drags the enemy piece on `victim` off the board through the
    /// hole(s) between them (Hole Chess's two-action turn).
    Drag {
        /// Origin.
        from: Cell,
        /// Where the piece stands when it drags (`from` if it did not move).
        to: Cell,
        /// Cell of the dragged piece.
        victim: Cell,
    },
    /// Instead of moving, the piece on `from` takes the object (marker or enemy piece) on
    /// `target` and puts it on the vacant cell `to`.
    Relocate {
        /// Cell of the relocating piece (it does not move).
        from: Cell,
        /// Cell of the relocated object.
        target: Cell,
        /// Where the object is put.
        to: Cell,
    },
}

/// The directions of a chain of jumps, packed into five bytes so that [`Move`] stays eight
/// bytes long: 4 bits of length, 6 bits of promotion (0 = none, else kind + 1) and 3 bits per
/// jump, each an index into the variant's jump directions (at most 8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct JumpPath([u8; 5]);

impl JumpPath {
    /// The most jumps one move can hold. A longer chain ends after this many jumps.
    pub const MAX: usize = 10;

    const fn bits(self) -> u64 {
        let b = self.0;
        b[0] as u64
            | (b[1] as u64) << 8
            | (b[2] as u64) << 16
            | (b[3] as u64) << 24
            | (b[4] as u64) << 32
    }

    fn from_bits(x: u64) -> JumpPath {
        JumpPath([
            x as u8,
            (x >> 8) as u8,
            (x >> 16) as u8,
            (x >> 24) as u8,
            (x >> 32) as u8,
        ])
    }

    /// Number of jumps.
    #[inline]
    pub const fn len(self) -> usize {
        (self.0[0] & 15) as usize
    }

    /// Whether there is no jump yet.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// Direction index of jump `i`.
    #[inline]
    pub const fn dir(self, i: usize) -> u8 {
        (self.bits() >> (10 + 3 * i) & 7) as u8
    }

    /// The directions, in order.
    pub fn dirs(self) -> impl Iterator<Item = u8> {
        (0..self.len()).map(move |i| self.dir(i))
    }

    /// The path with one more jump (direction index `d` < 8); unchanged when full.
    #[must_use]
    pub fn push(self, d: u8) -> JumpPath {
        let n = self.len();
        if n >= Self::MAX {
            return self;
        }
        let x = self.bits() & !15 | (n as u64 + 1);
        JumpPath::from_bits(x | u64::from(d & 7) << (10 + 3 * n))
    }

    /// Kind the piece becomes at the end of the chain, if it promotes.
    #[inline]
    pub const fn promotion(self) -> Option<PieceKind> {
        let k = (self.bits() >> 4 & 63) as u8;
        if k == 0 {
            None
        } else {
            Some(PieceKind(k - 1))
        }
    }

    /// The path with a promotion (or none).
    #[must_use]
    pub fn with_promotion(self, k: Option<PieceKind>) -> JumpPath {
        let code = k.map_or(0, |k| u64::from(k.0 & 31) + 1);
        JumpPath::from_bits(self.bits() & !(63 << 4) | code << 4)
    }
}

impl Move {
    /// Origin cell, if the move has one (for a relocation: the relocating piece's cell).
    pub const fn from(self) -> Option<Cell> {
        match self {
            Move::Normal { from, .. }
            | Move::DoubleStep { from, .. }
            | Move::EnPassant { from, .. }
            | Move::Jump { from, .. }
            | Move::Drag { from, .. }
            | Move::Relocate { from, .. } => Some(from),
            Move::Castle { king, .. } => Some(king),
            Move::Drop { .. } | Move::Pass => None,
        }
    }

    /// Destination cell, if the move has one (for a relocation: where the object is put).
    pub const fn to(self) -> Option<Cell> {
        match self {
            Move::Normal { to, .. }
            | Move::DoubleStep { to, .. }
            | Move::EnPassant { to, .. }
            | Move::Drop { to, .. }
            | Move::Jump { to, .. }
            | Move::Drag { to, .. }
            | Move::Relocate { to, .. } => Some(to),
            Move::Castle { king_to, .. } => Some(king_to),
            Move::Pass => None,
        }
    }

    /// Promotion kind, if any.
    pub const fn promotion(self) -> Option<PieceKind> {
        match self {
            Move::Normal { promotion, .. } => promotion,
            Move::Jump { path, .. } => path.promotion(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Moves stay small: the search keeps many of them (5 bytes before chains were added).
    #[test]
    fn a_move_is_eight_bytes() {
        assert_eq!(std::mem::size_of::<Move>(), 8);
        assert_eq!(std::mem::size_of::<Option<Move>>(), 8);
    }

    #[test]
    fn jump_paths_pack_directions_and_promotion() {
        let mut p = JumpPath::default();
        for i in 0..JumpPath::MAX {
            p = p.push((i % 8) as u8);
        }
        let full = p.push(3);
        assert_eq!(full, p);
        let p = p.with_promotion(Some(PieceKind(31)));
        assert_eq!(p.len(), JumpPath::MAX);
        assert_eq!(p.promotion(), Some(PieceKind(31)));
        let dirs: Vec<u8> = p.dirs().collect();
        assert_eq!(dirs, [0, 1, 2, 3, 4, 5, 6, 7, 0, 1]);
        assert_eq!(p.with_promotion(None).promotion(), None);
    }
}
