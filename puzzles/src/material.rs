//! Material on the board and in hand, in the engine's own piece values.
//!
//! ```
//! use hexcourier_engine::eval::Evaluator;
//! use hexcourier_engine::{Library, Player, Position};
//! use hexcourier_puzzles::material::balance;
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! let start = Position::start(v)?;
//! assert_eq!(balance(v, &Evaluator::for_variant(v), &start, Player(0)), 0);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use hexcourier_engine::eval::Evaluator;
use hexcourier_engine::{Cell, PieceKind, Player, Position, Variant};

/// Value of the piece on `c` in centipawns (royals count 0; an empty cell 0).
pub fn value_at(ev: &Evaluator, pos: &Position, c: Cell) -> i32 {
    pos.piece_at(c)
        .filter(|p| !ev.is_royal(p.kind))
        .map_or(0, |p| ev.value(p.kind))
}

/// `p`'s material minus the other players' (royals not counted; pieces in hand counted).
pub fn balance(v: &Variant, ev: &Evaluator, pos: &Position, p: Player) -> i32 {
    let mut total = 0;
    for (_, piece) in pos.pieces() {
        if ev.is_royal(piece.kind) {
            continue;
        }
        let value = ev.value(piece.kind);
        total += if piece.player == p { value } else { -value };
    }
    for player in 0..v.players.len() {
        let player = Player(player as u8);
        for k in 0..v.kinds.len() {
            let kind = PieceKind(k as u8);
            let n = i32::from(pos.hand(player, kind));
            if n > 0 && !ev.is_royal(kind) {
                let value = n * ev.value(kind);
                total += if player == p { value } else { -value };
            }
        }
    }
    total
}
