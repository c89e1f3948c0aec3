//! `hexcourier replay`: replays the games of a records file (PGN-like).

use super::{library, variant};
use crate::cli::ReplayArgs;
use anyhow::{Context, Result};
use hexcourier_engine::{record, replay};
use std::path::Path;

/// Prints `ok <label> (<plies> plies)` or `FAILED <label>: <why>` per record, then
/// `ok <N> failed <M>`. Each record is played in the variant of its `Variant` tag (the id, as
/// `/export` writes it, or a name records in the wild write: `Glinski`, `Glinski's Hexagonal
/// Chess`, in any case; see `Library::find`), else `--variant`, else Glinski's; from its `FEN`
/// tag when it has one.
///
/// # Errors
/// A file that cannot be read, or an unknown `--variant`.
pub fn run(a: &ReplayArgs, variants_dir: Option<&Path>) -> Result<()> {
    let lib = library(variants_dir)?;
    let default = variant(&lib, a.variant.as_deref().unwrap_or("glinski"))?;
    let text =
        std::fs::read(&a.file).with_context(|| format!("cannot read {}", a.file.display()))?;
    let text = String::from_utf8_lossy(&text);
    let (mut ok, mut failed) = (0, 0);
    for rec in record::parse_records(&text) {
        let v = match rec.header("Variant").map(str::trim) {
            None => default,
            Some(tag) => match lib.find(tag) {
                Some(v) => v,
                None => {
                    failed += 1;
                    println!("FAILED {}: {}", rec.label(), unknown_variant(&lib, tag));
                    continue;
                }
            },
        };
        match replay::replay(v, &rec) {
            Ok(g) => {
                ok += 1;
                println!("ok {} ({} plies)", rec.label(), g.moves().len());
            }
            Err(f) => {
                failed += 1;
                println!("FAILED {}: {f}", rec.label());
            }
        }
    }
    println!("ok {ok} failed {failed}");
    Ok(())
}

/// Why a `Variant` tag names no variant: none answers to it, or several do.
fn unknown_variant(lib: &hexcourier_engine::Library, tag: &str) -> String {
    let named = lib.named(tag);
    if named.len() > 1 {
        let ids: Vec<&str> = named.iter().map(|v| v.id.as_str()).collect();
        return format!(
            "the variant '{tag}' could be any of {} (their files give it as a name)",
            ids.join(", ")
        );
    }
    let close = lib.suggest(tag);
    if close.is_empty() {
        format!(
            "no variant '{tag}' here (by id, name or other name); `hexcourier check` lists them"
        )
    } else {
        format!(
            "no variant '{tag}' here; did you mean {}?",
            close.join(", ")
        )
    }
}
