//! Quick perft timing (not a test).
use hexcourier_engine::{Library, Position};
fn main() {
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("glinski");
    let p = Position::start(v).expect("start");
    let d: u32 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(4);
    let t = std::time::Instant::now();
    let n = p.perft(v, d);
    let s = t.elapsed().as_secs_f64();
    println!(
        "depth {d}: {n} nodes in {s:.3}s = {:.1} M nps",
        n as f64 / s / 1e6
    );
}
