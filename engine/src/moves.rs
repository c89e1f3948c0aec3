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

impl Move {
    /// Origin cell, if the move has one (for a relocation: the relocating piece's cell).
    pub const fn from(self) -> Option<Cell> {
        match self {
            Move::Normal { from, .. }
            | Move::DoubleStep { from, .. }
            | Move::EnPassant { from, .. }
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
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    /// Moves are copied around the search by the million: keep them five bytes (the size
    /// before Hole Chess's drags and relocations were added).
    #[test]
    fn moves_stay_small() {
        assert_eq!(std::mem::size_of::<super::Move>(), 5);
    }
}
