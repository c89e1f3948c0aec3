//! Boards as data: the cell table, notation, colours and neighbour lookup.

use crate::bitboard::Bitboard;
pub use crate::cell::{Cell, MAX_CELLS};
use crate::geometry::Hex;
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

/// What the board table knows of one cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellInfo {
    /// Axial position.
    pub hex: Hex,
    /// Name in the board's notation, e.g. `f5`.
    pub name: String,
    /// Index of the cell's file in [`Board::files`].
    pub file: usize,
    /// Rank number as written in notation.
    pub rank: u32,
    /// Colour: 0, 1 or 2.
    pub colour: u8,
}

/// A file (column) of cells as described by a board file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileInfo {
    /// Name of the file, e.g. `f`.
    pub name: String,
    /// The file's cells from rank 1 upward.
    pub cells: Vec<Cell>,
}

/// Error naming a cell that is not on the board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a cell of this board")]
pub struct ParseCellError(pub String);

/// A compiled board: cells, their names and geometry.
#[derive(Clone)]
pub struct Board {
    /// Identifier (the board file's stem).
    pub id: String,
    /// Human name.
    pub name: String,
    cells: Vec<CellInfo>,
    files: Vec<FileInfo>,
    by_hex: HashMap<Hex, Cell>,
    by_name: HashMap<String, Cell>,
    all: Bitboard,
    /// Named cell regions (e.g. the two triangles of the hourglass board).
    regions: Vec<(String, Bitboard)>,
    /// Step vectors that must start and end inside one region.
    bound: Vec<Hex>,
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({}, {} cells)", self.id, self.cells.len())
    }
}

impl Board {
    /// Builds a board from its files. Each file is `(name, cells from rank 1 up as (hex, rank))`.
    pub(crate) fn from_files(
        id: &str,
        name: &str,
        files: Vec<(String, Vec<(Hex, u32)>)>,
        colour_offset: i32,
    ) -> Result<Board, String> {
        let mut cells = Vec::new();
        let mut finfo = Vec::new();
        let mut by_hex = HashMap::new();
        let mut by_name = HashMap::new();
        for (fi, (fname, fcells)) in files.into_iter().enumerate() {
            let mut list = Vec::new();
            for (hex, rank) in fcells {
                if cells.len() >= MAX_CELLS {
                    return Err(format!("more than {MAX_CELLS} cells"));
                }
                let cell = Cell::new_unchecked(cells.len() as u8);
                let cname = format!("{fname}{rank}");
                if by_hex.insert(hex, cell).is_some() {
                    return Err(format!("two cells at axial {hex:?} (second is {cname})"));
                }
                if by_name.insert(cname.clone(), cell).is_some() {
                    return Err(format!("cell name {cname} used twice"));
                }
                let colour = (hex.q - hex.r + colour_offset).rem_euclid(3) as u8;
                cells.push(CellInfo {
                    hex,
                    name: cname,
                    file: fi,
                    rank,
                    colour,
                });
                list.push(cell);
            }
            finfo.push(FileInfo {
                name: fname,
                cells: list,
            });
        }
        let all = (0..cells.len())
            .map(|i| Cell::new_unchecked(i as u8))
            .collect();
        Ok(Board {
            id: id.to_string(),
            name: name.to_string(),
            cells,
            files: finfo,
            by_hex,
            by_name,
            all,
            regions: Vec::new(),
            bound: Vec::new(),
        })
    }

    /// Adds the region rule: every step along one of `bound` must start and end inside one
    /// of `regions`.
    pub(crate) fn set_regions(&mut self, regions: Vec<(String, Bitboard)>, bound: Vec<Hex>) {
        self.regions = regions;
        self.bound = bound;
    }

    /// The board's named regions.
    pub fn regions(&self) -> &[(String, Bitboard)] {
        &self.regions
    }

    /// Whether a step by `v` from `a` to `b` obeys the region rule.
    pub fn step_allowed(&self, a: Cell, b: Cell, v: Hex) -> bool {
        !self.bound.contains(&v)
            || self
                .regions
                .iter()
                .any(|(_, r)| r.contains(a) && r.contains(b))
    }

    /// The cell reached from `c` by one step (or leap) `v`, if on the board and allowed by
    /// the region rule.
    pub fn step(&self, c: Cell, v: Hex) -> Option<Cell> {
        self.offset(c, v).filter(|&t| self.step_allowed(c, t, v))
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the board has no cells (never true for a loaded board).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// All cells in index order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.cells.len()).map(|i| Cell::new_unchecked(i as u8))
    }

    /// The set of all cells.
    pub fn all(&self) -> Bitboard {
        self.all
    }

    /// Information on one cell.
    pub fn info(&self, c: Cell) -> &CellInfo {
        &self.cells[c.index()]
    }

    /// The cell's name, e.g. `f5`.
    pub fn name(&self, c: Cell) -> &str {
        &self.cells[c.index()].name
    }

    /// The cell's axial position.
    pub fn hex(&self, c: Cell) -> Hex {
        self.cells[c.index()].hex
    }

    /// The cell at an axial position, if on the board.
    pub fn at(&self, h: Hex) -> Option<Cell> {
        self.by_hex.get(&h).copied()
    }

    /// The cell reached from `c` by vector `v`, if on the board.
    pub fn offset(&self, c: Cell, v: Hex) -> Option<Cell> {
        self.at(self.hex(c).add(v))
    }

    /// The files, in notation order.
    pub fn files(&self) -> &[FileInfo] {
        &self.files
    }

    /// Index of the file with this name.
    pub fn file_index(&self, name: &str) -> Option<usize> {
        self.files.iter().position(|f| f.name == name)
    }

    /// Looks a cell up by name (case-insensitive).
    ///
    /// # Errors
    /// [`ParseCellError`] if no cell has that name.
    pub fn parse_cell(&self, s: &str) -> Result<Cell, ParseCellError> {
        self.by_name
            .get(&s.to_ascii_lowercase())
            .copied()
            .ok_or_else(|| ParseCellError(s.to_string()))
    }

    /// Parses a space- or comma-separated list of cell names.
    ///
    /// # Errors
    /// The first name that is not a cell.
    pub fn parse_cells(&self, s: &str) -> Result<Vec<Cell>, ParseCellError> {
        s.split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .map(|w| self.parse_cell(w))
            .collect()
    }

    /// Distinct rank numbers, highest first (the order of the state text).
    pub fn ranks_descending(&self) -> Vec<u32> {
        let mut r: Vec<u32> = self.cells.iter().map(|c| c.rank).collect();
        r.sort_unstable();
        r.dedup();
        r.reverse();
        r
    }

    /// Cells of one rank, ordered by file.
    pub fn rank_cells(&self, rank: u32) -> Vec<Cell> {
        let mut v: Vec<Cell> = self
            .cells()
            .filter(|&c| self.info(c).rank == rank)
            .collect();
        v.sort_by_key(|&c| self.info(c).file);
        v
    }
}

/// A cell name that has not yet been checked against a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellName(pub String);

impl FromStr for CellName {
    type Err = ParseCellError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        let ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && s.len() <= 4
            && s[1..].chars().all(|c| c.is_ascii_digit())
            && s.len() >= 2;
        if ok {
            Ok(CellName(s.to_ascii_lowercase()))
        } else {
            Err(ParseCellError(s.to_string()))
        }
    }
}
