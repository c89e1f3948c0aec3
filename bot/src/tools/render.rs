//! `hexcourier render`: a position drawn to a PNG file.

use super::{library, play_moves, start_position, variant};
use crate::cli::RenderArgs;
use crate::picture::{self, View};
use anyhow::{anyhow, Context, Result};
use std::path::Path;

/// Draws the position after `--moves` (from the start or `--fen`), turned for `--view`, and
/// prints `image: <file>`.
///
/// # Errors
/// An unknown variant or player, a bad move or `--fen`, or a file that cannot be written.
pub fn run(a: &RenderArgs, variants_dir: Option<&Path>) -> Result<()> {
    let lib = library(variants_dir)?;
    let v = variant(&lib, &a.variant)?;
    let start = start_position(v, a.fen.as_deref())?;
    let (p, last) = play_moves(v, start, a.moves.as_deref().unwrap_or(""))?;
    let viewer = match &a.view {
        None => p.turn(),
        Some(name) => v
            .players
            .iter()
            .position(|pl| {
                pl.name.eq_ignore_ascii_case(name)
                    || pl.char.to_string() == name.to_ascii_lowercase()
            })
            .map(|i| hexcourier_engine::Player(i as u8))
            .ok_or_else(|| anyhow!("no player '{name}' in {}", v.name))?,
    };
    let png = picture::png(
        v,
        &p,
        &View {
            last_move: last,
            viewer: Some(viewer),
            highlights: Vec::new(),
            size_px: a.size,
        },
    )?;
    std::fs::write(&a.out, png).with_context(|| format!("cannot write {}", a.out.display()))?;
    println!("image: {}", a.out.display());
    Ok(())
}
