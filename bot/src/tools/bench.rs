//! `hexcourier bench`: speed, measured (never asserted by tests): rendering, perft, search,
//! filling and opening a store, animated replays.

use super::deadbench::add_game;
use super::sample::bench_game;
use super::{library, variant};
use crate::cli::Bench;
use crate::picture::{self, View};
use crate::store::{open_store, Commit, StoreUrl, Table};
use anyhow::{anyhow, bail, Result};
use hexcourier_engine::notation::{move_to_text_plain, parse_move};
use hexcourier_engine::search::{Limits, Searcher};
use hexcourier_engine::{Library, Position, Variant};
use std::path::Path;
use std::time::{Duration, Instant};

/// Moves of real games (Glinski's four-move mate and a 1980 European Championship game).
pub const BENCH_GAMES: [&str; 2] = [
    "Qe1-c3 Qe10-c6 b1-b2 b7-b6 Bf3-b1 e7-e6 Qc3xf9",
    "e4-e5 b7-b6 b1-b3 d7-d6 c2-c3 c7-c5 Rc1-a1 Nd9-c6 Nh1-i3 e7-e6 g4-g5 Nh9-i6 Ni3-k5 Ri8-h9 Ra1-a4 Ni6-f8",
];

/// Runs a benchmark; `store` is the store `fill` and `open` use when no `--dir` is given.
///
/// # Errors
/// A bad store or data, or a store to fill that is not empty.
pub fn run(b: &Bench, store: &StoreUrl, variants_dir: Option<&Path>) -> Result<()> {
    let lib = library(variants_dir)?;
    let v = variant(&lib, "glinski")?;
    match b {
        Bench::Render { iterations } => render(v, *iterations),
        Bench::Gif => gif(v),
        Bench::Pairings { players, rounds } => super::pairings::bench(*players, *rounds),
        Bench::Perft { depth } => {
            let p = Position::start(v)?;
            let t = Instant::now();
            let nodes = p.perft(v, *depth);
            let secs = t.elapsed().as_secs_f64();
            println!("perft_depth: {depth}");
            println!("perft_nodes: {nodes}");
            println!("perft_nps: {:.0}", nodes as f64 / secs.max(1e-9));
            Ok(())
        }
        Bench::Search => {
            let p = Position::start(v)?;
            let mut searcher = Searcher::new(64);
            let mut deepest = 0;
            let r = searcher.search(
                v,
                &p,
                &[],
                &Limits::time(Duration::from_secs(1)),
                &mut |info| deepest = info.depth,
            );
            let secs = r.elapsed.as_secs_f64();
            println!("search_depth_1s: {deepest}");
            println!("search_nps: {:.0}", r.nodes as f64 / secs.max(1e-9));
            println!(
                "search_best: {}",
                r.best
                    .map_or_else(|| "(none)".into(), |m| move_to_text_plain(v, &p, m))
            );
            Ok(())
        }
        Bench::Fill { dir, games } => {
            let url = dir.as_ref().map_or_else(|| store.clone(), StoreUrl::sled);
            let t = Instant::now();
            fill_store(v, &url, *games)?;
            println!(
                "filled: {games} games in {:.1} s",
                t.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Bench::Web { requests, watchers } => {
            super::webbench::run(*requests, *watchers, variants_dir)
        }
        Bench::WebLimits {
            gif_renders,
            distinct,
        } => super::weblimits::run(*gif_renders, *distinct, variants_dir),
        Bench::Open { dir, shards } => {
            let url = dir.as_ref().map_or_else(|| store.clone(), StoreUrl::sled);
            let shards = shards
                .as_deref()
                .map(crate::shards::ShardRange::parse)
                .transpose()?
                .unwrap_or(crate::shards::ShardRange::ALL);
            open(lib.clone(), &url, shards)
        }
        Bench::Games {
            dir,
            shards,
            games,
            asks,
        } => {
            let url = dir.as_ref().map_or_else(|| store.clone(), StoreUrl::sled);
            let shards = shards
                .as_deref()
                .map(crate::shards::ShardRange::parse)
                .transpose()?
                .unwrap_or(crate::shards::ShardRange::ALL);
            super::gamesbench::run(lib.clone(), v, &url, shards, *games, *asks)
        }
        Bench::Deadlines {
            games,
            windows,
            fire,
            searching,
        } => super::deadbench::run(lib.clone(), v, *games, *windows, *fire, *searching),
    }
}

/// gif_ms (median of 5), gif_bytes, gif_frames: the animated replay of a 60-ply game.
fn gif(v: &Variant) -> Result<()> {
    let game = bench_game(v, 60)?;
    let mut times = Vec::new();
    let mut bytes = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        bytes = picture::gif(v, &game, Some(hexcourier_engine::Player(0)))?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    println!("gif_plies: {}", game.moves().len());
    println!("gif_ms: {:.1}", times[times.len() / 2]);
    println!("gif_bytes: {}", bytes.len());
    Ok(())
}

fn render(v: &Variant, iterations: usize) -> Result<()> {
    let mut positions = Vec::new();
    for g in BENCH_GAMES {
        let mut p = Position::start(v)?;
        for tok in g.split_whitespace() {
            let m = parse_move(v, &p, tok).map_err(|e| anyhow!("{e}"))?;
            p = p.after(v, m);
            positions.push((p.clone(), m));
        }
    }
    let view = |p: &Position, m| View {
        last_move: Some(m),
        viewer: Some(p.turn()),
        ..View::default()
    };
    // Warm the caches once, as a running bot would be.
    for (p, m) in &positions {
        picture::png(v, p, &view(p, *m))?;
    }
    let mut times = Vec::with_capacity(iterations);
    for i in 0..iterations.max(1) {
        let (p, m) = &positions[i % positions.len()];
        let t = Instant::now();
        let png = picture::png(v, p, &view(p, *m))?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        std::hint::black_box(png);
    }
    times.sort_by(f64::total_cmp);
    println!("render_png_ms: {:.3}", times[times.len() / 2]);
    Ok(())
}

/// Writes `games` running Glinski games (the 16 moves of the second bench game, one game per
/// pair of users out of 2,000) into an empty store, in batches.
fn fill_store(v: &Variant, url: &StoreUrl, games: usize) -> Result<()> {
    if let StoreUrl::Sled(dir) = url {
        if dir.exists() && std::fs::read_dir(dir)?.next().is_some() {
            bail!("{} is not empty", dir.display());
        }
    }
    let store = open_store(url)?;
    let mut any = false;
    store.scan(Table::Games, "", &mut |_, _| {
        any = true;
        false
    })?;
    if any {
        bail!("the store {url} already holds games");
    }
    let mut game = hexcourier_engine::Game::new(v)?;
    for m in BENCH_GAMES[1].split_whitespace() {
        game.play_text(v, m).map_err(|e| anyhow!("{m}: {e}"))?;
    }
    let start = game.start().to_text(v);
    let moves = game.move_texts().to_vec();
    let turn = game.position().turn().0;
    let mut batch = Commit::default();
    for i in 0..games {
        let n = i + 1;
        // Built from JSON, so the fields a record may leave out keep their defaults.
        let json = serde_json::json!({
            "version": crate::store::RECORD_VERSION,
            "id": format!("g{n}"),
            "variant": v.id,
            "players": [format!("@user{}", i % 1000), format!("@user{}", 1000 + i % 1000)],
            "place": format!("#g{n}"),
            "start": start,
            "moves": moves,
            "outcome": null,
            "draw_offer": [],
            "created": 1_700_000_000 + i as u64,
            "updated": 1_700_000_000 + i as u64,
            "turn": turn,
            // 64 guilds, spread over the shards of any total up to 64.
            "realm": ((i as u64 % 64) << 22).to_string(),
        });
        add_game(&*store, &mut batch, &json)?;
    }
    store.commit(batch)?;
    Ok(())
}

/// Times opening a store: the store alone (every record read), then a core on it.
fn open(lib: Library, url: &StoreUrl, shards: crate::shards::ShardRange) -> Result<()> {
    {
        let t = Instant::now();
        let store = open_store(url)?;
        let mut bytes = 0;
        store.scan_games(&mut |_, b| bytes += b.len())?;
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        println!("open_store_ms: {ms:.0} ({} MiB of records)", bytes >> 20);
    }
    let t = Instant::now();
    let core = crate::core::Core::open_url_serving(lib, url, shards)?;
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    println!("open_ms: {ms:.0}");
    println!("open_games: {}", core.game_count());
    if let Some(kib) = crate::loadtest::peak_rss_kib() {
        println!("open_peak_rss_mib: {}", kib / 1024);
    }
    Ok(())
}

/// The animated replay benchmark (not built yet in this build).
#[cfg(test)]
mod tests {
    use super::*;

    /// The positions `bench render` draws come from games that must stay legal.
    #[test]
    fn bench_games_are_legal() {
        let lib = Library::builtin().expect("data");
        let v = lib.get("glinski").expect("glinski");
        for g in BENCH_GAMES {
            let mut p = Position::start(v).expect("start");
            for tok in g.split_whitespace() {
                let m = parse_move(v, &p, tok).unwrap_or_else(|e| panic!("{tok}: {e}"));
                p = p.after(v, m);
            }
        }
    }
}
