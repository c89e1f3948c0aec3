//! Time each playing level takes from a variant's start and a middlegame (not a test).
use hexcourier_engine::search::{Level, Searcher};
use hexcourier_engine::{Library, Position};
use std::time::Instant;

fn main() {
    let lib = Library::builtin().expect("data");
    for v in lib.variants() {
        // Variants without a start array (`setup-required`) have no start to time from.
        let Ok(mut p) = Position::start(v) else {
            println!("{}: no start position, skipped", v.id);
            continue;
        };
        let mut s = Searcher::new(16);
        // A few plies of level-6 play to reach a livelier position.
        for _ in 0..10 {
            let r = s.play_level(v, &p, &[], Level::new(5).expect("level"), 1, None);
            match r.best {
                Some(m) => p = p.after(v, m),
                None => break,
            }
        }
        for n in 1..=8 {
            let level = Level::new(n).expect("level");
            let t = Instant::now();
            let r = Searcher::new(16).play_level(v, &p, &[], level, 99, None);
            println!(
                "{:10} level {n}: {:>7.3}s depth {} nodes {} score {}",
                v.id,
                t.elapsed().as_secs_f64(),
                r.depth,
                r.nodes,
                r.score
            );
        }
    }
}
