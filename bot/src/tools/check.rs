//! `hexcourier check`: validates the data files (as CI does, and as a server admin checks a
//! folder of extra variants before the bot loads it).

use crate::cli::CheckArgs;
use anyhow::{anyhow, bail, Result};
use hexcourier_engine::{Library, Position};
use std::path::Path;

/// Prints `ok <id> (...)` per variant and `<N> variants ok`, or every problem (file, key,
/// problem) and fails. The data checked: the folder given (else `$HEXCOURIER_VARIANT_FILES`,
/// else the built-in data), with the extra variant files of `--variants`, else of the
/// configured `variants_dir` (`configured`), as the bot would load them.
///
/// # Errors
/// When any data file has a problem.
pub fn run(a: &CheckArgs, configured: Option<&Path>) -> Result<()> {
    let base = match &a.dir {
        Some(dir) => Some(dir.clone()),
        None => crate::config::variant_files_dir()?,
    };
    let extra = a.variants.as_deref().or(configured);
    if let Some(dir) = &base {
        println!("data files: {}", dir.display());
    }
    if let Some(extra) = extra {
        println!("server variants: {}", extra.display());
    }
    let loaded = match (base, extra) {
        (Some(dir), None) => Library::load_dir(&dir),
        (Some(dir), Some(extra)) => hexcourier_engine::data::read_data_dir(&dir)
            .and_then(|files| Library::with_extra(files, extra)),
        (None, Some(extra)) => Library::builtin_with_extra(extra),
        (None, None) => Library::builtin(),
    };
    let lib = match loaded {
        Ok(lib) => lib,
        Err(errs) => {
            for e in &errs {
                println!("{e}");
            }
            bail!("{} problem(s) in the data files", errs.len())
        }
    };
    let mut n = 0;
    for v in lib.variants() {
        if v.setup_required.is_none() {
            Position::start(v).map_err(|e| anyhow!("{}: setup: {e}", v.id))?;
        }
        println!(
            "ok {} ({}, {} players, {} piece kinds{})",
            v.id,
            v.name,
            v.player_count(),
            v.kinds.len(),
            if v.setup_required.is_some() {
                ", no start position: games need setup:"
            } else {
                ""
            }
        );
        n += 1;
    }
    println!("{n} variants ok");
    Ok(())
}
