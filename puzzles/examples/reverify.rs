//! Re-verifies library files at a given depth and prints how many puzzles stay puzzles.
//!
//! `cargo run --release -p hexcourier-puzzles --example reverify -- DEPTH [--every N]
//! [--margin CP] [--budget NODES] [--each] FILE…`
//!
//! A puzzle stays a puzzle when [`verify`] at DEPTH ([`VerifySettings::default`] otherwise,
//! or the margin given) keeps it and starts with the same solver move. The figures also count
//! whole lines that stay the same, what drops the rest, and CPU-seconds per puzzle; `--every
//! N` checks every Nth puzzle of each file; `--budget` drops a puzzle whose check would search
//! more nodes (as `over-budget`); `--each` prints every puzzle's outcome and CPU-seconds.

use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::search::Searcher;
use hexcourier_engine::{Library, Position};
use hexcourier_puzzles::library::load;
use hexcourier_puzzles::verify::{verify, VerifySettings};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

/// CPU seconds of this thread, where Linux says; wall seconds otherwise.
fn cpu_seconds(wall: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or_else(|| wall.elapsed().as_secs_f64(), |ns| ns as f64 / 1e9)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let usage = "usage: reverify DEPTH [--every N] [--margin CP] [--budget NODES] [--each] FILE…";
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().ok_or(usage)?.parse()?;
    let mut settings = VerifySettings {
        depth,
        ..VerifySettings::default()
    };
    let mut every = 1usize;
    let mut each = false;
    let mut files = Vec::new();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--every" => every = args.next().ok_or(usage)?.parse()?,
            "--margin" => settings.margin_cp = args.next().ok_or(usage)?.parse()?,
            "--budget" => settings.max_nodes = Some(args.next().ok_or(usage)?.parse()?),
            "--each" => each = true,
            _ => files.push(a),
        }
    }
    let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
    let mut searcher = Searcher::new(8);
    let wall = Instant::now();
    let (mut checked, mut same_first, mut same_line) = (0u32, 0u32, 0u32);
    let mut dropped: BTreeMap<String, u32> = BTreeMap::new();
    let t0 = cpu_seconds(wall);
    for f in &files {
        for p in load(&lib, Path::new(f))?.into_iter().step_by(every.max(1)) {
            let v = lib.get(&p.variant).ok_or("unknown variant")?;
            let pos = Position::from_text(v, &p.fen)?;
            checked += 1;
            let began = cpu_seconds(wall);
            let why = match verify(v, &pos, &settings, &mut searcher) {
                Ok(line) => {
                    let mut at = pos.clone();
                    let texts: Vec<String> = line
                        .moves
                        .iter()
                        .map(|&m| {
                            let t = move_to_text(v, &at, m);
                            at = at.after(v, m);
                            t
                        })
                        .collect();
                    if texts.first() == p.moves.first() {
                        same_first += 1;
                        same_line += u32::from(texts == p.moves);
                        if each {
                            eprintln!(
                                "{} {}: kept {:.1}",
                                p.id,
                                p.variant,
                                cpu_seconds(wall) - began
                            );
                        }
                        continue;
                    }
                    "another first move".to_string()
                }
                Err(r) => r.to_string(),
            };
            eprintln!(
                "{} {}: {why} {:.1}",
                p.id,
                p.variant,
                cpu_seconds(wall) - began
            );
            *dropped.entry(why).or_insert(0) += 1;
        }
    }
    let secs = cpu_seconds(wall) - t0;
    let pct = |n: u32| f64::from(n) * 100.0 / f64::from(checked.max(1));
    println!(
        "depth {depth}, margin {}: {checked} checked, {same_first} still puzzles ({:.1}%), \
         {same_line} the same line ({:.1}%); dropped {dropped:?}; {secs:.0} CPU-s \
         ({:.2} per puzzle)",
        settings.margin_cp,
        pct(same_first),
        pct(same_line),
        secs / f64::from(checked.max(1))
    );
    Ok(())
}
