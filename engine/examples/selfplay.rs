//! Self-play between two search settings (experiment harness, not a test).
//!
//! `selfplay [variant] [ms per move] [pairs] [settings A] [settings B] [nodes per move]`, where
//! settings are `rfp,lmp,fut,null,lmr,skip` (see `Pruning`; e.g. `0,0,0` turns frontier
//! pruning off). Each pair starts from a seeded random 4-ply opening, colours swapped.
use hexcourier_engine::search::{game_history, Limits, Pruning, Searcher};
use hexcourier_engine::{Game, Library};
use std::time::Duration;

/// Settings from `rfp,lmp,fut,null,lmr,skip` (numbers; empty fields keep the default).
fn parse(s: &str) -> Pruning {
    let mut p = Pruning::default();
    for (i, x) in s.split(',').enumerate() {
        let Ok(n) = x.parse::<i32>() else { continue };
        match i {
            0 => p.reverse_futility_margin = n,
            1 => p.late_move_pruning = n != 0,
            2 => p.futility_margin = n,
            3 => p.null_move = n != 0,
            4 => p.late_move_reductions = n != 0,
            5 => p.skip_losing_captures = n != 0,
            _ => {}
        }
    }
    p
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let id = a.get(1).cloned().unwrap_or_else(|| "glinski".into());
    let ms: u64 = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(50);
    let pairs: u64 = a.get(3).and_then(|s| s.parse().ok()).unwrap_or(10);
    let ta = parse(a.get(4).map_or("", |s| s));
    let tb = parse(a.get(5).map_or("", |s| s));
    let nodes: Option<u64> = a.get(6).and_then(|s| s.parse().ok());
    let lib = Library::builtin().expect("data");
    let v = lib.get(&id).expect("variant");
    let (mut wa, mut wb, mut d) = (0.0f64, 0.0f64, 0);
    let mut seed = 0x1234_5678_9ABC_DEF1u64;
    for pair in 0..pairs {
        // Random opening of 4 plies.
        let mut opening = Game::new(v).expect("game");
        for _ in 0..4 {
            let ms = opening.position().legal_moves(v);
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = ms[(seed % ms.len() as u64) as usize];
            opening.play(v, m).expect("legal");
        }
        for swap in [false, true] {
            let mut g = opening.clone();
            let mut sa = Searcher::new(16);
            let mut sb = Searcher::new(16);
            sa.set_pruning(ta);
            sb.set_pruning(tb);
            let mut plies = 0;
            while g.outcome().is_none() && plies < 200 {
                let white = g.position().turn().0 == 0;
                let use_a = white != swap;
                let s = if use_a { &mut sa } else { &mut sb };
                let limits = match nodes {
                    Some(n) => Limits::nodes(n),
                    None => Limits::time(Duration::from_millis(ms)),
                };
                let h = game_history(v, &g);
                let r = s.search(v, g.position(), &h, &limits, &mut |_| {});
                let Some(m) = r.best else { break };
                g.play(v, m).expect("legal");
                plies += 1;
            }
            let q = g
                .outcome()
                .map(|o| o.quarters.clone())
                .unwrap_or(vec![2, 2]);
            let (qa, qb) = if swap { (q[1], q[0]) } else { (q[0], q[1]) };
            wa += f64::from(qa) / 4.0;
            wb += f64::from(qb) / 4.0;
            if qa == qb {
                d += 1;
            }
            eprintln!(
                "pair {pair} swap {swap}: {:?} plies {plies} -> A {wa} B {wb}",
                g.outcome().map(|o| o.reason.clone())
            );
        }
    }
    println!("A {wa} B {wb} draws {d}");
}
