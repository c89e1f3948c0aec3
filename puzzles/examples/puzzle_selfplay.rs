//! Seeded self-play generation for one variant, as `hexcourier puzzles generate --variant V
//! --self-play N --seed S --out FILE` does it (the same settings, names and order), for when
//! the full binary is not at hand:
//!
//! `cargo run --release -p hexcourier-puzzles --example puzzle_selfplay -- V N S FILE [WEAK STRONG [BUDGET [PLIES]]]`
//!
//! `WEAK` and `STRONG` are the self-play levels (`--weak` and `--strong`; 2 and 4 unless
//! given); `BUDGET` the most nodes a candidate's verification, or a position's scan, may
//! search (`--node-budget`); `PLIES` the plies after which a game stops (`--max-plies`, 160
//! unless given).
//!
//! Prints the figures after every game on stderr, with the CPU time the games themselves took.

use hexcourier_engine::search::Level;
use hexcourier_engine::{Library, Position};
use hexcourier_puzzles::generate::{Generator, Settings, Source};
use hexcourier_puzzles::library::Appender;
use hexcourier_puzzles::selfplay::{play, SelfPlaySettings};
use hexcourier_puzzles::verify::Reject;
use std::path::Path;
use std::time::Instant;

fn cpu_seconds(wall: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or_else(|| wall.elapsed().as_secs_f64(), |ns| ns as f64 / 1e9)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let usage = "usage: puzzle_selfplay VARIANT GAMES SEED FILE [WEAK STRONG [BUDGET [PLIES]]]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (id, games, seed, file, rest) = match args.as_slice() {
        [id, games, seed, file, rest @ ..] if rest.len() <= 4 && rest.len() != 1 => {
            (id, games, seed, file, rest)
        }
        _ => return Err(usage.into()),
    };
    let levels = rest.get(1).map(|strong| (&rest[0], strong));
    let budget = rest.get(2).map(|b| b.parse::<u64>()).transpose()?;
    let plies = rest.get(3).map(|p| p.parse::<usize>()).transpose()?;
    let (games, seed): (u32, u64) = (games.parse()?, seed.parse()?);
    let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
    let v = lib.get(id).ok_or("unknown variant")?;
    let start = Position::start(v)?;
    let mut out = Appender::open(&lib, Path::new(file))?;
    let mut settings = Settings::default();
    settings.verify.max_nodes = budget;
    settings.scan.max_nodes = budget;
    let mut g = Generator::new(v, settings);
    for p in out.existing().iter().filter(|p| p.variant == *id) {
        g.know(&p.fen);
    }
    let mut sp = SelfPlaySettings::default();
    if let Some(plies) = plies {
        sp.max_plies = plies;
    }
    if let Some((weak, strong)) = levels {
        let level = |t: &str| -> Result<Level, Box<dyn std::error::Error>> {
            Level::new(t.parse()?).ok_or_else(|| format!("no level {t}").into())
        };
        sp.weak = level(weak)?;
        sp.strong = level(strong)?;
    }
    let wall = Instant::now();
    let t0 = cpu_seconds(wall);
    let mut playing = 0.0;
    for n in 1..=games {
        let before = cpu_seconds(wall);
        let moves = play(v, &start, seed, n, &sp);
        playing += cpu_seconds(wall) - before;
        let source = Source {
            name: format!("self-play seed {seed} game {n}"),
            start: start.clone(),
            moves,
        };
        let mut failed = None;
        g.add_each(&source, &mut |p| {
            if let Err(e) = out.append(p) {
                failed.get_or_insert(e);
            }
        });
        if let Some(e) = failed {
            return Err(e.into());
        }
        let f = g.figures();
        let secs = cpu_seconds(wall) - t0;
        let dropped: Vec<String> = Reject::ALL
            .iter()
            .map(|r| format!("{r} {}", f.dropped.get(r).copied().unwrap_or(0)))
            .collect();
        eprintln!(
            "{id}: game {n}: games {} positions {} candidates {} dropped: {} kept {} in {secs:.0} CPU-s ({:.1} per CPU-minute; self-play {playing:.0} CPU-s)",
            f.games,
            f.positions,
            f.candidates,
            dropped.join(", "),
            f.kept,
            f.kept as f64 * 60.0 / secs.max(1e-9)
        );
    }
    Ok(())
}
