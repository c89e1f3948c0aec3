//! Search speed from a variant's start (not a test): the deepest iteration completed within a
//! time budget, and nodes per second.
//!
//! `cargo run --release -p hexcourier-engine --example search_bench [variant] [seconds]`
//! prints `search_depth_1s: D` (for the default one second) and `search_nps: X`.
use hexcourier_engine::search::{Limits, Searcher};
use hexcourier_engine::{notation::move_to_text, Library, Position};
use std::time::Duration;

fn main() {
    let lib = Library::builtin().expect("data");
    let mut args = std::env::args().skip(1);
    let id = args.next().unwrap_or_else(|| "glinski".to_string());
    let secs: f64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1.0);
    let v = lib.get(&id).expect("variant");
    let pos = Position::start(v).expect("start");
    let budget = Duration::from_secs_f64(secs);
    let mut searcher = Searcher::new(64);
    let mut deepest = 0;
    let limits = Limits::time(budget);
    let result = searcher.search(v, &pos, &[], &limits, &mut |info| {
        let pv: Vec<String> = {
            let mut p = pos.clone();
            info.pv
                .iter()
                .map(|&m| {
                    let t = move_to_text(v, &p, m);
                    p.play_unchecked(v, m);
                    t
                })
                .collect()
        };
        println!(
            "depth {:2} score {:>6} nodes {:>9} nps {:>8} time {:>6.3}s pv {}",
            info.depth,
            info.score.text(),
            info.nodes,
            info.nps,
            info.elapsed.as_secs_f64(),
            pv.join(" ")
        );
        if info.elapsed <= budget {
            deepest = info.depth;
        }
    });
    let nps = (result.nodes as f64 / result.elapsed.as_secs_f64().max(1e-9)) as u64;
    let label = if (secs - 1.0).abs() < 1e-9 {
        "1s".to_string()
    } else {
        format!("{secs}s")
    };
    println!("search_depth_{label}: {deepest}");
    println!("search_nps: {nps}");
    println!(
        "elapsed: {:.3}s, nodes: {}",
        result.elapsed.as_secs_f64(),
        result.nodes
    );
}
