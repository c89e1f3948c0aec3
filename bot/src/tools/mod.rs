//! The command-line tools of `hexcourier` (see [`crate::cli`]), one module each: what each
//! does is in its module.

pub mod backup;
pub mod bench;
pub mod check;
pub mod deadbench;
pub mod gamesbench;
pub mod invite;
pub mod migrate;
pub mod pairings;
pub mod perft;
pub mod play;
pub mod puzzles;
pub mod render;
pub mod replay;
pub mod sample;
pub mod sim;
pub mod status;
pub mod webbench;
pub mod weblimits;
pub mod worker;

use anyhow::{anyhow, bail, Result};
use hexcourier_engine::notation::parse_move;
use hexcourier_engine::{Library, Move, Position, SetupError, Variant};
use std::path::Path;

/// The variants: the built-in data, or the data files of `$HEXCOURIER_VARIANT_FILES`, plus the
/// extra variant files of `variants_dir`, if set.
///
/// # Errors
/// Every problem in the data files, each naming file, key and problem.
pub fn library(variants_dir: Option<&Path>) -> Result<Library> {
    crate::config::library(variants_dir)
}

/// A variant by id, or an error suggesting close ids.
///
/// # Errors
/// When no variant has that id.
pub fn variant<'a>(lib: &'a Library, id: &str) -> Result<&'a Variant> {
    match lib.get(id) {
        Some(v) => Ok(v),
        None => {
            let s = lib.suggest(id);
            if s.is_empty() {
                bail!("unknown variant '{id}'; `hexcourier check` lists them")
            }
            bail!("unknown variant '{id}'; did you mean {}?", s.join(", "))
        }
    }
}

/// The variant's start, or the position `fen` gives.
///
/// # Errors
/// A bad `fen`, or a variant without a start position and no `fen`.
pub fn start_position(v: &Variant, fen: Option<&str>) -> Result<Position> {
    match fen {
        Some(t) => Position::from_text(v, t).map_err(|e| anyhow!("bad --fen: {e}")),
        None => Position::start(v).map_err(|e| match e {
            SetupError::SetupRequired { variant, reason } => {
                anyhow!("{variant} has no start position ({reason}); give one with --fen TEXT")
            }
            e => anyhow!("bad setup in data: {e}"),
        }),
    }
}

/// Plays a whitespace-separated move list (move numbers like `12.` are skipped); the
/// position after it and its last move.
///
/// # Errors
/// The first move that does not read or is illegal.
pub fn play_moves(v: &Variant, mut p: Position, moves: &str) -> Result<(Position, Option<Move>)> {
    let mut last = None;
    for tok in moves.split_whitespace() {
        let tok = tok.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if tok.is_empty() {
            continue;
        }
        let m = parse_move(v, &p, tok).map_err(|e| anyhow!("{e}"))?;
        p = p.after(v, m);
        last = Some(m);
    }
    Ok((p, last))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `perft` and `render` need `--fen` for a variant without a start position, and say so.
    #[test]
    fn tools_ask_for_a_fen_when_there_is_no_start_position() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("frontofhouse-glinski-3p").expect("variant");
        let reason = v.setup_required.clone().expect("setup-required");
        let e = start_position(v, None).map(|_| ()).expect_err("no start");
        assert_eq!(
            e.to_string(),
            format!("frontofhouse-glinski-3p has no start position ({reason}); give one with --fen TEXT")
        );
        let fen = "1/3/5/7/8yK/11/bK4rP1yP3/2bP8/rN10/11/yR5rK4[rW] r - 0 1";
        let p = start_position(v, Some(fen)).expect("a given position");
        assert_eq!(p.perft(v, 1), 86);
    }
}
