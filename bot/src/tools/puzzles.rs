//! `hexcourier puzzles`: generate tactics puzzles ([`hexcourier_puzzles`]) from game records
//! and seeded self-play, and list a library.

use super::{library, variant};
use crate::cli::{Puzzles, PuzzlesGenerateArgs, PuzzlesListArgs};
use crate::core::Core;
use crate::store::{StoreError, StoreUrl};
use anyhow::{bail, Context, Result};
use hexcourier_engine::search::Level;
use hexcourier_engine::{record, replay, Library, Position, Variant};
use hexcourier_puzzles::generate::{Figures, Generator, Settings, Source};
use hexcourier_puzzles::library::{list_line, load, write_line, Appender};
use hexcourier_puzzles::selfplay::{play, SelfPlaySettings};
use hexcourier_puzzles::verify::Reject;
use hexcourier_puzzles::Puzzle;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Runs `hexcourier puzzles …`.
///
/// # Errors
/// Unknown variants, unreadable files, a library line that is wrong.
pub fn run(
    p: &Puzzles,
    variants_dir: Option<&Path>,
    store: &dyn Fn() -> Result<StoreUrl, StoreError>,
) -> Result<()> {
    let lib = library(variants_dir)?;
    match p {
        Puzzles::Generate(a) => generate(&lib, a, store),
        Puzzles::List(a) => list(&lib, a),
    }
}

/// The record files of a folder (`*.pgn`), sorted by name.
fn record_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    Ok(files)
}

/// The games of the record files, by variant id; records that do not replay are counted.
fn record_sources(
    lib: &Library,
    dir: &Path,
    wanted: &dyn Fn(&str) -> bool,
) -> Result<(BTreeMap<String, Vec<Source>>, usize)> {
    let mut out: BTreeMap<String, Vec<Source>> = BTreeMap::new();
    let mut failed = 0;
    let glinski = variant(lib, "glinski")?;
    for file in record_files(dir)? {
        let text =
            std::fs::read(&file).with_context(|| format!("cannot read {}", file.display()))?;
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        for rec in record::parse_records(&String::from_utf8_lossy(&text)) {
            let v: &Variant = match rec.header("Variant").map(str::trim) {
                None => glinski,
                Some(tag) => match lib.find(tag) {
                    Some(v) => v,
                    None => {
                        failed += 1;
                        continue;
                    }
                },
            };
            if !wanted(&v.id) {
                continue;
            }
            match replay::replay(v, &rec) {
                Ok(game) => out.entry(v.id.clone()).or_default().push(Source {
                    name: format!("{name}:{}", rec.line),
                    start: game.start().clone(),
                    moves: game.moves().to_vec(),
                }),
                Err(_) => failed += 1,
            }
        }
    }
    Ok((out, failed))
}

/// The store's finished two-player games, by variant id (the variants `wanted`), named by
/// their ids (`g12`).
fn finished_sources(
    lib: &Library,
    url: &StoreUrl,
    wanted: &dyn Fn(&str) -> bool,
) -> Result<BTreeMap<String, Vec<Source>>> {
    let core =
        Core::open_url(lib.clone(), url).with_context(|| format!("cannot open the store {url}"))?;
    let mut out: BTreeMap<String, Vec<Source>> = BTreeMap::new();
    for g in core.finished_two_player_games() {
        if wanted(&g.variant) {
            out.entry(g.variant).or_default().push(Source {
                name: g.key,
                start: g.start,
                moves: g.moves,
            });
        }
    }
    Ok(out)
}

/// Two-player variants with a start position, by id.
fn self_play_variants(lib: &Library) -> Vec<String> {
    let mut ids: Vec<String> = lib
        .variants()
        .filter(|v| v.player_count() == 2 && Position::start(v).is_ok())
        .map(|v| v.id.clone())
        .collect();
    ids.sort();
    ids
}

fn generate(
    lib: &Library,
    a: &PuzzlesGenerateArgs,
    store: &dyn Fn() -> Result<StoreUrl, StoreError>,
) -> Result<()> {
    if a.verify_depth <= a.scan_depth {
        bail!("--verify-depth must be deeper than --scan-depth");
    }
    for id in &a.variants {
        variant(lib, id)?;
    }
    let wanted = |id: &str| a.variants.is_empty() || a.variants.iter().any(|w| w == id);
    let (mut games, failed) = match &a.games {
        Some(dir) => {
            let only = |id: &str| {
                if a.variants.is_empty() {
                    id == "glinski"
                } else {
                    wanted(id)
                }
            };
            record_sources(lib, dir, &only)?
        }
        None => (BTreeMap::new(), 0),
    };
    if a.finished {
        let played = finished_sources(lib, &store()?, &wanted)?;
        eprintln!(
            "finished games in the store: {}",
            played.values().map(Vec::len).sum::<usize>()
        );
        for (id, sources) in played {
            games.entry(id).or_default().extend(sources);
        }
    }
    let mut ids: Vec<String> = games.keys().cloned().collect();
    if a.self_play > 0 {
        for id in self_play_variants(lib) {
            if wanted(&id) && !ids.contains(&id) {
                ids.push(id);
            }
        }
        ids.sort();
    }
    if ids.is_empty() {
        bail!(
            "nothing to scan: give --games DIR, --finished (the store's games) or --self-play N (for a two-player variant)"
        );
    }
    let mut settings = Settings::default();
    settings.scan.depth = a.scan_depth;
    settings.verify.depth = a.verify_depth;
    settings.confirm_depth = Some(a.verify_depth + 2);
    settings.verify.max_nodes = a.node_budget;
    settings.scan.max_nodes = a.node_budget;
    let level = |l: u8, flag: &str| {
        Level::new(l).with_context(|| {
            format!(
                "--{flag} {l}: levels run from {} to {}",
                Level::MIN.number(),
                Level::MAX.number()
            )
        })
    };
    let sp = SelfPlaySettings {
        weak: level(a.weak, "weak")?,
        strong: level(a.strong, "strong")?,
        max_plies: a.max_plies,
    };
    // Each puzzle is written (and flushed) as it is found; a rerun skips what the file holds.
    let mut out = if a.out == Path::new("-") {
        None
    } else {
        Some(Appender::open(lib, &a.out)?)
    };
    let known: Vec<Puzzle> = out.as_ref().map_or(Vec::new(), |f| f.existing().to_vec());
    let mut write = |p: &Puzzle| -> Result<()> {
        match &mut out {
            Some(f) => {
                f.append(p)?;
            }
            None => {
                let mut o = std::io::stdout().lock();
                writeln!(o, "{}", write_line(p))?;
                o.flush()?;
            }
        }
        Ok(())
    };
    let mut total = Figures::default();
    let mut seconds = 0.0;
    if failed > 0 {
        eprintln!("records that did not replay: {failed}");
    }
    for id in &ids {
        let v = variant(lib, id)?;
        let (wall, cpu) = (Instant::now(), cpu_seconds());
        let mut g = Generator::new(v, settings);
        for p in known.iter().filter(|p| p.variant == *id) {
            g.know(&p.fen);
        }
        let mut add = |g: &mut Generator, s: &Source| -> Result<()> {
            let mut failed = None;
            g.add_each(s, &mut |p| {
                if let Err(e) = write(p) {
                    failed.get_or_insert(e);
                }
            });
            failed.map_or(Ok(()), Err)
        };
        for s in games.remove(id).unwrap_or_default() {
            add(&mut g, &s)?;
        }
        if a.self_play > 0 && v.player_count() == 2 {
            if let Ok(start) = Position::start(v) {
                for n in 1..=a.self_play {
                    let moves = play(v, &start, a.seed, n, &sp);
                    let name = format!("self-play seed {} game {n}", a.seed);
                    add(
                        &mut g,
                        &Source {
                            name,
                            start: start.clone(),
                            moves,
                        },
                    )?;
                    let secs = cpu_seconds().zip(cpu).map_or(0.0, |(b, a)| b - a);
                    eprintln!("{id}: game {n}: {}", figures_line(g.figures(), secs));
                }
            }
        }
        let run = g.finish();
        let secs = match (cpu, cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => wall.elapsed().as_secs_f64(),
        };
        seconds += secs;
        eprintln!("{id}: {}", figures_line(&run.figures, secs));
        add_figures(&mut total, &run.figures);
    }
    eprintln!("total: {}", figures_line(&total, seconds));
    Ok(())
}

/// CPU seconds the current thread has run, where the system says (Linux's
/// `/proc/thread-self/schedstat`); generation runs on one thread.
fn cpu_seconds() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

fn add_figures(total: &mut Figures, f: &Figures) {
    total.games += f.games;
    total.positions += f.positions;
    total.candidates += f.candidates;
    total.kept += f.kept;
    for (r, n) in &f.dropped {
        *total.dropped.entry(*r).or_insert(0) += n;
    }
}

/// `games G positions P candidates C dropped: not-winning N, … kept K in S CPU-s (X per
/// CPU-minute)`.
fn figures_line(f: &Figures, secs: f64) -> String {
    let dropped: Vec<String> = Reject::ALL
        .iter()
        .map(|r| format!("{r} {}", f.dropped.get(r).copied().unwrap_or(0)))
        .collect();
    let per_minute = if secs > 0.0 {
        f.kept as f64 * 60.0 / secs
    } else {
        0.0
    };
    format!(
        "games {} positions {} candidates {} dropped: {} kept {} in {secs:.0} CPU-s ({per_minute:.1} per CPU-minute)",
        f.games,
        f.positions,
        f.candidates,
        dropped.join(", "),
        f.kept
    )
}

fn list(lib: &Library, a: &PuzzlesListArgs) -> Result<()> {
    if let Some(id) = &a.variant {
        variant(lib, id)?;
    }
    let files = if a.file.is_dir() {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&a.file)
            .with_context(|| format!("cannot read {}", a.file.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
            .collect();
        files.sort();
        files
    } else {
        vec![a.file.clone()]
    };
    let mut out = std::io::stdout().lock();
    for file in files {
        for p in load(lib, &file)? {
            if a.variant.as_ref().is_none_or(|v| *v == p.variant) {
                writeln!(out, "{}", list_line(&p))?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_name_every_filter() {
        let mut f = Figures {
            games: 2,
            positions: 120,
            candidates: 5,
            kept: 3,
            ..Figures::default()
        };
        f.dropped.insert(Reject::Ambiguous, 2);
        assert_eq!(
            figures_line(&f, 30.0),
            "games 2 positions 120 candidates 5 dropped: not-winning 0, ambiguous 2, \
             no-decisive-gain 0, too-long 0, recapture 0, unconfirmed 0, duplicate 0, over-budget 0 \
             kept 3 in 30 CPU-s \
             (6.0 per CPU-minute)"
        );
    }
}
