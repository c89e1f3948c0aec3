//! `hexcourier match` and `hexcourier loadtest`: engines against each other, and many
//! simulated players through the core.

use super::{library, variant};
use crate::cli::{LoadtestArgs, MatchArgs};
use crate::selfplay::{self, MatchSettings};
use crate::store::StoreUrl;
use anyhow::{anyhow, bail, Result};
use hexcourier_engine::search::Level;
use std::path::Path;

/// Reads `level:N` (or plain `N`).
fn level_arg(name: &str, text: &str) -> Result<Level> {
    let n = text.strip_prefix("level:").unwrap_or(text);
    n.parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| anyhow!("--{name} {text}: the level is a number from 1 to 8"))
}

/// Plays the match and prints one line per game, then `wins:`, `draws:`, `losses:` and
/// `score:` from A's side.
///
/// # Errors
/// An unknown variant, one without a start position, or a bad level.
pub fn play_match(a: &MatchArgs, variants_dir: Option<&Path>) -> Result<()> {
    let lib = library(variants_dir)?;
    let v = variant(&lib, &a.variant)?;
    if let Some(why) = &v.setup_required {
        bail!(
            "{} has no start position ({why}), and a match plays from the start",
            a.variant
        );
    }
    let s = MatchSettings {
        a: level_arg("a", &a.a)?,
        b: level_arg("b", &a.b)?,
        games: a.games,
        seed: a.seed,
        max_plies: a.max_plies,
    };
    println!(
        "match {}: A level:{} vs B level:{}, {} games, seed {}, draw after {} plies",
        v.id,
        s.a.number(),
        s.b.number(),
        s.games,
        s.seed,
        s.max_plies
    );
    let t = selfplay::play_match(v, &s, &mut |g| {
        let result = match g.margin.signum() {
            1 => "A wins",
            0 => "draw",
            _ => "B wins",
        };
        println!(
            "game {}: A {}: {result} ({:?}, {} plies)",
            g.number,
            if g.a_first { "first" } else { "second" },
            g.outcome.reason,
            g.plies
        );
    })
    .map_err(|e| anyhow!(e))?;
    println!("wins: {}", t.wins);
    println!("draws: {}", t.draws);
    println!("losses: {}", t.losses);
    println!("score: {}/{}", t.points(), s.games);
    Ok(())
}

/// Runs the load on a fresh store: `--dir`, else the `--store` given, else a temporary sled
/// directory (removed after); prints latency percentiles per command kind.
///
/// # Errors
/// A store that is not fresh, or a failing run.
pub fn loadtest(
    a: &LoadtestArgs,
    store: Option<StoreUrl>,
    variants_dir: Option<&Path>,
) -> Result<()> {
    let scratch = std::env::temp_dir().join(format!("hexcourier-load-{}", std::process::id()));
    let url = match (&a.dir, store) {
        (Some(d), _) => StoreUrl::sled(d),
        (None, Some(u)) => u,
        (None, None) => StoreUrl::sled(&scratch),
    };
    if let StoreUrl::Sled(dir) = &url {
        if dir.exists() && std::fs::read_dir(dir)?.next().is_some() {
            bail!(
                "{} is not empty; the load test needs a fresh store",
                dir.display()
            );
        }
    }
    let config = crate::loadtest::LoadConfig {
        variant: a.variant.clone(),
        games: a.games,
        moves: a.moves,
        concurrency: a.concurrency,
        engines: a.with_engine,
        store: url.clone(),
        seed: a.seed,
    };
    println!("{config:?}");
    let report = crate::loadtest::run(library(variants_dir)?, &config);
    if url == StoreUrl::sled(&scratch) {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    println!("{}", report?);
    Ok(())
}
