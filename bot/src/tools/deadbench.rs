//! `hexcourier bench deadlines`: the deadline schedule with many games (in memory, on a fake
//! clock): how long it takes to build, what a tick costs when nothing is due, and how long
//! the tick that fires a deadline takes at its instant (a transport wakes at the instant, so
//! that is its lateness, beside the timer's own).

use crate::core::{Core, FakeClock, FakePainter};
use crate::store::{
    Commit, Expect, GameRecord, MemoryStore, MoveClock, Store, Table, VoteRules, VoteWindow,
    Voters, Write,
};
use anyhow::Result;
use hexcourier_engine::{Library, Variant};
use std::sync::Arc;
use std::time::Instant;

/// The bench's "now": every deadline is after it.
const T0: u64 = 1_800_000_000;

/// Seconds in a day.
const DAY: u64 = 86_400;

/// Runs the bench and prints its figures.
///
/// # Errors
/// If the store or the core cannot be made.
pub fn run(
    lib: Library,
    v: &Variant,
    games: usize,
    windows: usize,
    fire: usize,
    searching: usize,
) -> Result<()> {
    let store = MemoryStore::new();
    fill(&store, v, games, windows)?;
    let clock = Arc::new(FakeClock::at(T0));
    let t = Instant::now();
    let core = Core::new(
        lib,
        Box::new(store),
        Box::new(clock.clone()),
        Box::new(FakePainter::default()),
    )?;
    println!("deadlines_open_ms: {:.0}", ms(t));
    let t = Instant::now();
    let first = core.next_due();
    println!("deadlines_build_ms: {:.0}", ms(t));
    println!("deadlines_scheduled: {}", core.deadlines());
    // Nothing is due before the first deadline.
    let mut idle = Vec::with_capacity(10_000);
    for _ in 0..10_000 {
        let t = Instant::now();
        let changed = core.tick();
        idle.push(t.elapsed().as_secs_f64() * 1e6);
        debug_assert_eq!(changed, 0);
    }
    idle.sort_by(f64::total_cmp);
    println!("deadlines_idle_tick_us_p50: {:.2}", idle[idle.len() / 2]);
    println!(
        "deadlines_idle_tick_us_p99: {:.2}",
        idle[idle.len() * 99 / 100]
    );
    println!(
        "deadlines_idle_tick_us_max: {:.2}",
        idle.last().copied().unwrap_or(0.0)
    );
    // What a poll of every game cost before the schedule: one look at each game.
    let t = Instant::now();
    let none = core.running_places(&crate::core::UserId::new("nobody"));
    println!("deadlines_full_scan_ms: {:.2}", ms(t));
    debug_assert!(none.is_empty());
    // Engines searching meanwhile, as in a busy bot: the ticks share the cores with them.
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let engines: Vec<_> = (0..searching)
        .map(|_| {
            let (v, stop) = (v.clone(), stop.clone());
            std::thread::spawn(move || search_until(&v, &stop))
        })
        .collect();
    println!("deadlines_engines_searching: {searching}");
    // Each next instant in turn: the clock set to it, the tick that fires what is due.
    let mut said = 0;
    let mut fired = 0;
    let mut times = Vec::with_capacity(fire);
    let mut late = 0;
    let mut next = first;
    while let Some(at) = next {
        if times.len() >= fire {
            break;
        }
        clock.set(at);
        let t = Instant::now();
        let changed = core.tick();
        times.push(ms(t));
        fired += changed;
        next = core.next_due();
        // A deadline left due after its tick would be late.
        if next.is_some_and(|n| n <= at) {
            late += 1;
        }
        said += core.drain_owed().len();
    }
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    for e in engines {
        let _ = e.join();
    }
    times.sort_by(f64::total_cmp);
    let pick = |q: usize| times.get(times.len() * q / 100).copied().unwrap_or(0.0);
    println!("deadlines_fire_instants: {}", times.len());
    println!("deadlines_fired_games: {fired}");
    println!("deadlines_announced: {said}");
    println!("deadlines_left_due_after_tick: {late}");
    println!("deadlines_fire_tick_ms_p50: {:.3}", pick(50));
    println!("deadlines_fire_tick_ms_p99: {:.3}", pick(99));
    println!(
        "deadlines_fire_tick_ms_max: {:.3}",
        times.last().copied().unwrap_or(0.0)
    );
    if let Some(kib) = crate::loadtest::peak_rss_kib() {
        println!("deadlines_peak_rss_mib: {}", kib / 1024);
    }
    Ok(())
}

/// Searches Glinski's start, a tenth of a second at a time, until `stop`.
fn search_until(v: &Variant, stop: &std::sync::atomic::AtomicBool) {
    use hexcourier_engine::search::{Limits, Searcher};
    let Ok(p) = hexcourier_engine::Position::start(v) else {
        return;
    };
    let mut searcher = Searcher::new(16);
    while !stop.load(std::sync::atomic::Ordering::SeqCst) {
        let limits = Limits::time(std::time::Duration::from_millis(100));
        std::hint::black_box(searcher.search(v, &p, &[], &limits, &mut |_| {}));
    }
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

/// Writes `games` running games with clocks of 1 to 7 days (their turns started at spread
/// times before [`T0`], all half-time reminders after it) and `windows` vote games whose
/// windows close within the next day.
fn fill(store: &MemoryStore, v: &Variant, games: usize, windows: usize) -> Result<()> {
    let start = hexcourier_engine::Game::new(v)?.start().to_text(v);
    let mut batch = Commit::default();
    for i in 0..games + windows {
        let n = i + 1;
        let mut json = serde_json::json!({
            "version": crate::store::RECORD_VERSION,
            "id": format!("g{n}"),
            "variant": v.id,
            "players": [format!("user{}", i % 1000), format!("user{}", 1000 + i % 1000)],
            "place": format!("#g{n}"),
            "start": start,
            "moves": [],
            "outcome": null,
            "draw_offer": [],
            "created": T0 - DAY,
            "updated": T0 - DAY,
            "turn": 0,
        });
        if i < games {
            let days = 1 + (i % 7) as u8;
            let half = u64::from(days) * DAY / 2;
            let gone = (i as u64 * 7_919) % (half - 10);
            json["move_clock"] = serde_json::to_value(MoveClock::per_move(days, T0 - gone))?;
        } else {
            json["players"] = serde_json::json!(["voters:0", format!("user{}", i % 1000)]);
            json["vote"] = serde_json::to_value(VoteRules {
                window_secs: DAY,
                min_votes: 1,
                sides: vec![Some(Voters::Channel), None],
            })?;
            let closes = T0 + 1 + (i as u64 * 7_919) % DAY;
            json["vote_window"] = serde_json::to_value(VoteWindow {
                seat: 0,
                ply: 0,
                opened: closes - DAY,
                closes,
                extended: false,
                ballots: Vec::new(),
            })?;
        }
        add_game(store, &mut batch, &json)?;
    }
    store.commit(batch)?;
    Ok(())
}

/// Adds the game record `json` (checked as a record) to `batch`, committing the batch to
/// `store` every 2,000 games.
pub(super) fn add_game(
    store: &dyn Store,
    batch: &mut Commit,
    json: &serde_json::Value,
) -> Result<()> {
    let rec = GameRecord::decode(json.to_string().as_bytes())?;
    batch.writes.push(Write {
        table: Table::Games,
        key: rec.id.clone(),
        expect: Expect::Absent,
        value: Some(rec.encode()),
    });
    if batch.writes.len() >= 2_000 {
        store.commit(std::mem::take(batch))?;
    }
    Ok(())
}
