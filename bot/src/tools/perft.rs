//! `hexcourier perft`: how many positions a variant reaches in N moves.

use super::{library, start_position, variant};
use crate::cli::PerftArgs;
use anyhow::Result;
use hexcourier_engine::notation::move_to_text_plain;
use std::path::Path;
use std::time::Instant;

/// Prints the count (`nodes <N>`; with `--divide`, each first move's count first) and, on
/// stderr, the time taken.
///
/// # Errors
/// An unknown variant or a bad `--fen`.
pub fn run(a: &PerftArgs, variants_dir: Option<&Path>) -> Result<()> {
    let lib = library(variants_dir)?;
    let v = variant(&lib, &a.variant)?;
    let p = start_position(v, a.fen.as_deref())?;
    let depth = a.depth;
    let t = Instant::now();
    let nodes = if a.divide && depth > 0 {
        let mut total = 0;
        let mut lines: Vec<(String, u64)> = p
            .legal_moves(v)
            .into_iter()
            .map(|m| {
                let n = p.after(v, m).perft(v, depth - 1);
                total += n;
                (move_to_text_plain(v, &p, m), n)
            })
            .collect();
        lines.sort();
        for (m, n) in lines {
            println!("{m}: {n}");
        }
        total
    } else {
        p.perft(v, depth)
    };
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "time {secs:.3}s, {:.1}M nodes/s",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
    println!("nodes {nodes}");
    Ok(())
}
