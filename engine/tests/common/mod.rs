//! Helpers shared by the engine's integration tests: built-in variants, positions from state
//! text, and legal-move sets as sorted canonical texts.
#![allow(dead_code)] // each test file uses a different subset

use hexcourier_engine::notation::move_to_text_plain;
use hexcourier_engine::{Library, Position, Variant};
use std::sync::Arc;

/// A built-in variant by id.
pub fn variant(id: &str) -> Arc<Variant> {
    Library::builtin()
        .expect("data loads")
        .get(id)
        .unwrap_or_else(|| panic!("{id} is built in"))
        .clone()
}

/// A position from its state text.
pub fn pos(v: &Variant, text: &str) -> Position {
    Position::from_text(v, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Canonical texts of every legal move, sorted.
pub fn legal_texts(v: &Variant, p: &Position) -> Vec<String> {
    let mut t: Vec<String> = p
        .legal_moves(v)
        .into_iter()
        .map(|m| move_to_text_plain(v, p, m))
        .collect();
    t.sort();
    t
}

/// A space-separated list of move texts, sorted.
pub fn sorted(list: &str) -> Vec<String> {
    let mut t: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    t.sort();
    t
}

/// The ranks part of a state text holding `pieces`, as `(cell, token)` pairs such as
/// `("e1", 'K')` or `("f1", "rP")`; every other cell is empty. Highest rank first.
pub fn ranks<T: std::fmt::Display>(v: &Variant, pieces: &[(&str, T)]) -> String {
    let mut rows = Vec::new();
    for rank in v.board.ranks_descending() {
        let (mut row, mut empty) = (String::new(), 0);
        for c in v.board.rank_cells(rank) {
            match pieces.iter().find(|(cell, _)| *cell == v.board.name(c)) {
                Some((_, token)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push_str(&token.to_string());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    rows.join("/")
}

/// Where random play starts in `v`: its start position, or for a variant without one
/// (`setup-required`) the first `fen` of its perft fixture `tests/perft/<id>.perft`.
pub fn start_or_fixture(v: &Variant) -> Position {
    if v.setup_required.is_none() {
        return Position::start(v).unwrap_or_else(|e| panic!("{}: {e}", v.id));
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/perft")
        .join(format!("{}.perft", v.id));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (a setup-required variant needs a fixture)", v.id));
    let fen = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("fen "))
        .unwrap_or_else(|| panic!("{} has no fen line", path.display()));
    pos(v, fen)
}

/// A small deterministic generator (splitmix64) for test set-up (positions reached by random
/// play), so every run starts from the same positions.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}
