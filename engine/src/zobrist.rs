//! Zobrist keys for position hashing, generated once from a fixed seed.

use crate::bitboard::Bitboard;
use crate::board::{Cell, MAX_CELLS};
use crate::piece::{PieceKind, Player, MAX_KINDS, MAX_PLAYERS};
use crate::variant::MAX_MARKERS;
use std::sync::OnceLock;

const CODES: usize = 1 + MAX_PLAYERS * MAX_KINDS;
const HAND_DEPTH: usize = 32;

struct Keys {
    piece: Vec<u64>,
    turn: [u64; MAX_PLAYERS],
    ep: Vec<u64>,
    hand: Vec<u64>,
    eliminated: [u64; MAX_PLAYERS],
    dropped: Vec<u64>,
    castle: Vec<u64>,
    marker: Vec<u64>,
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut s = 0x4845_5843_4F55_5249; // "HEXCOURI"
        let mut gen = |n: usize| (0..n).map(|_| splitmix(&mut s)).collect::<Vec<u64>>();
        let piece = gen(CODES * MAX_CELLS);
        let t = gen(MAX_PLAYERS);
        let ep = gen(MAX_CELLS);
        let hand = gen(MAX_PLAYERS * MAX_KINDS * HAND_DEPTH);
        let e = gen(MAX_PLAYERS);
        let dropped = gen(MAX_CELLS);
        let castle = gen(MAX_CELLS);
        let marker = gen(MAX_MARKERS * MAX_CELLS);
        Keys {
            piece,
            turn: [t[0], t[1], t[2]],
            ep,
            hand,
            eliminated: [e[0], e[1], e[2]],
            dropped,
            castle,
            marker,
        }
    })
}

/// Key of a piece code on a cell.
#[inline]
pub(crate) fn piece(code: u8, c: Cell) -> u64 {
    keys().piece[code as usize * MAX_CELLS + c.index()]
}

/// Key of the player to move.
#[inline]
pub(crate) fn turn(p: Player) -> u64 {
    keys().turn[p.index()]
}

/// Key of an en passant target set.
pub(crate) fn ep(targets: Bitboard) -> u64 {
    let k = keys();
    targets.fold(0, |h, c| h ^ k.ep[c.index()])
}

/// Key of a hand count.
pub(crate) fn hand(p: Player, kind: PieceKind, n: u8) -> u64 {
    if n == 0 {
        return 0;
    }
    keys().hand[(p.index() * MAX_KINDS + kind.index()) * HAND_DEPTH + (n as usize % HAND_DEPTH)]
}

/// Key of an eliminated player.
pub(crate) fn eliminated(p: Player) -> u64 {
    keys().eliminated[p.index()]
}

/// Key of a cell holding a piece dropped there and not moved since.
#[inline]
pub(crate) fn dropped(c: Cell) -> u64 {
    keys().dropped[c.index()]
}

/// Key of a set of cells whose pieces keep their castling rights.
pub(crate) fn castling(cells: Bitboard) -> u64 {
    let k = keys();
    cells.fold(0, |h, c| h ^ k.castle[c.index()])
}

/// Key of a board marker of kind `k` on a cell.
#[inline]
pub(crate) fn marker(k: usize, c: Cell) -> u64 {
    keys().marker[(k % MAX_MARKERS) * MAX_CELLS + c.index()]
}
