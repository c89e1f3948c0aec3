//! A cell: the one way every crate names a board's cell (an index into its board's table;
//! the board gives it a name, a hex position and neighbours).

use std::fmt;

/// The largest number of cells a board may have (one bit each in a [`crate::Bitboard`]).
pub const MAX_CELLS: usize = 128;

/// A cell: an index into the board's cell table.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// Builds a cell from its index.
    ///
    /// # Panics
    /// If `i` is not below [`MAX_CELLS`].
    #[track_caller]
    pub const fn new(i: u8) -> Cell {
        assert!((i as usize) < MAX_CELLS, "cell index out of range");
        Cell(i)
    }

    #[inline]
    pub(crate) const fn new_unchecked(i: u8) -> Cell {
        Cell(i)
    }

    /// The cell's index in the board table.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}
