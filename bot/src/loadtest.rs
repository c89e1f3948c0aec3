//! `hexcourier loadtest`: many simulated players in many games, driven through the core.
//!
//! The load goes down the same path as the console and Discord: [`Core::handle`] with typed
//! text, the real sled store (flushed before every reply), and a transport's thread delivering
//! the announcements owed with real PNG rendering (`deliver`). Optional engine searches run
//! beside it on their own threads, as hints and computer opponents would.

use crate::core::{Caller, Core, Place, Reply, UserId};
use crate::store::StoreUrl;
use anyhow::{bail, Context, Result};
use hexcourier_engine::search::{Limits, Searcher};
use hexcourier_engine::{Library, Position};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What to simulate.
#[derive(Debug, Clone)]
pub struct LoadConfig {
    /// Variant id of every game.
    pub variant: String,
    /// Games started.
    pub games: usize,
    /// Moves played in each game (fewer if it ends first).
    pub moves: usize,
    /// Worker threads sending commands at once.
    pub concurrency: usize,
    /// Engine searches kept running meanwhile.
    pub engines: usize,
    /// The store played into (a sled folder is created; it should be empty).
    pub store: StoreUrl,
    /// Seed for the players' move choices.
    pub seed: u64,
}

/// Latency figures for one kind of command.
#[derive(Debug, Clone, PartialEq)]
pub struct KindStats {
    /// `new`, `move` or `board`.
    pub kind: String,
    /// Commands of this kind.
    pub count: usize,
    /// Median latency.
    pub p50: Duration,
    /// 99th percentile latency.
    pub p99: Duration,
    /// Slowest.
    pub max: Duration,
}

/// What a load run measured.
#[derive(Debug, Clone)]
pub struct LoadReport {
    /// Per command kind, in name order.
    pub kinds: Vec<KindStats>,
    /// Commands sent in all.
    pub commands: usize,
    /// Moves that were accepted.
    pub moves_played: usize,
    /// Wall time of the move phase.
    pub elapsed: Duration,
    /// Engine searches completed meanwhile.
    pub searches: u64,
    /// Time to reopen the store with every game, after the run.
    pub reopen: Duration,
    /// Games found on reopening.
    pub reopened_games: usize,
    /// Peak resident memory of the process, if the system reports it.
    pub peak_rss_kib: Option<u64>,
}

impl std::fmt::Display for LoadReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        for k in &self.kinds {
            writeln!(
                f,
                "{}: count {} p50_ms {:.2} p99_ms {:.2} max_ms {:.2}",
                k.kind,
                k.count,
                ms(k.p50),
                ms(k.p99),
                ms(k.max)
            )?;
        }
        let secs = self.elapsed.as_secs_f64().max(1e-9);
        writeln!(f, "commands: {}", self.commands)?;
        writeln!(f, "moves_played: {}", self.moves_played)?;
        let in_play: usize = self
            .kinds
            .iter()
            .filter(|k| k.kind != "new")
            .map(|k| k.count)
            .sum();
        // Games are started before the clock runs; throughput counts the commands of play.
        writeln!(f, "throughput_per_s: {:.1}", in_play as f64 / secs)?;
        writeln!(f, "engine_searches: {}", self.searches)?;
        writeln!(
            f,
            "reopen_ms: {:.1} ({} games)",
            ms(self.reopen),
            self.reopened_games
        )?;
        match self.peak_rss_kib {
            Some(k) => write!(f, "peak_rss_mib: {:.1}", k as f64 / 1024.0),
            None => write!(f, "peak_rss_mib: unknown"),
        }
    }
}

/// A small deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % n.max(1) as u64) as usize
    }
}

/// One simulated game: its place and its two players, first mover first.
struct Table {
    place: Place,
    players: [UserId; 2],
    plies: usize,
    over: bool,
}

type Samples = Arc<Mutex<BTreeMap<&'static str, Vec<Duration>>>>;

fn record(samples: &Samples, kind: &'static str, took: Duration) {
    if let Ok(mut s) = samples.lock() {
        s.entry(kind).or_default().push(took);
    }
}

fn first_text(replies: &[Reply]) -> String {
    replies
        .iter()
        .find_map(Reply::text)
        .unwrap_or_default()
        .to_string()
}

/// Runs the load described by `config` on a fresh store and reports what it measured.
///
/// # Errors
/// If the store cannot be opened, the variant is unknown or has no start position, or a game
/// cannot be started.
pub fn run(lib: Library, config: &LoadConfig) -> Result<LoadReport> {
    let v = lib
        .get(&config.variant)
        .cloned()
        .with_context(|| format!("unknown variant '{}'", config.variant))?;
    if let Some(why) = &v.setup_required {
        bail!(
            "{} has no start position ({why}), and the load test starts its games from it",
            v.id
        );
    }
    let core = Arc::new(
        Core::open_url(lib.clone(), &config.store)
            .with_context(|| format!("could not open the store {}", config.store))?,
    );
    let samples: Samples = Arc::default();
    let lobby = Place::lobby();

    let mut tables = Vec::with_capacity(config.games);
    for i in 0..config.games {
        let a = UserId::new(format!("p{}", 2 * i));
        let b = UserId::new(format!("p{}", 2 * i + 1));
        let first_seat = v.players.first().map_or("white", |p| p.name.as_str());
        let text = format!(
            "/new {} @{} side:{}",
            v.id,
            b.as_str(),
            first_seat.to_lowercase()
        );
        let t = Instant::now();
        let mut replies = core.handle(&Caller::operator(a.clone()), &lobby, &text);
        record(&samples, "new", t.elapsed());
        // A game between people starts when the one challenged accepts.
        if replies.is_empty() {
            let t = Instant::now();
            replies = core.handle(&Caller::operator(b.clone()), &lobby, "/accept");
            record(&samples, "accept", t.elapsed());
        }
        let Some(place) = core.running_places(&a).pop().filter(|_| replies.is_empty()) else {
            bail!("could not start game {i}: {}", first_text(&replies));
        };
        tables.push(Mutex::new(Table {
            place,
            players: [a, b],
            plies: 0,
            over: false,
        }));
    }
    let tables = Arc::new(tables);

    let stop = Arc::new(AtomicBool::new(false));
    let searches = Arc::new(AtomicU64::new(0));
    let engines: Vec<_> = (0..config.engines)
        .map(|k| {
            let (v, stop, searches) = (v.clone(), stop.clone(), searches.clone());
            std::thread::spawn(move || {
                let mut searcher = Searcher::new(16);
                let mut rng = Rng(k as u64 + 99);
                while !stop.load(Ordering::Relaxed) {
                    let Ok(mut pos) = Position::start(&v) else {
                        return;
                    };
                    for _ in 0..rng.below(20) {
                        let moves = pos.legal_moves(&v);
                        if moves.is_empty() {
                            break;
                        }
                        pos = pos.after(&v, moves[rng.below(moves.len())]);
                    }
                    let limits = Limits::time(Duration::from_millis(300)).with_stop(stop.clone());
                    // As the bot searches: on a thread at the lowest CPU priority.
                    crate::core::state::search::in_background(|| {
                        searcher.search(&v, &pos, &[], &limits, &mut |_| {});
                    });
                    searches.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();

    // A transport delivering what the moves announce, pictures drawn: the time from a notice
    // being read to its replies being ready is recorded as `deliver`.
    let done = Arc::new(AtomicBool::new(false));
    let courier = {
        let (core, samples, done) = (core.clone(), samples.clone(), done.clone());
        std::thread::spawn(move || loop {
            let finished = done.load(Ordering::Relaxed);
            let owed = core.owed(None, 64).unwrap_or_default();
            if owed.is_empty() {
                if finished {
                    return;
                }
                std::thread::sleep(Duration::from_millis(2));
                continue;
            }
            for o in owed {
                let t = Instant::now();
                std::hint::black_box(core.render(&o.says));
                let _ = core.settle(&o);
                record(&samples, "deliver", t.elapsed());
            }
        })
    };
    let start = Instant::now();
    let played = Arc::new(AtomicU64::new(0));
    let workers: Vec<_> = (0..config.concurrency.max(1))
        .map(|w| {
            let (core, tables, samples, played) = (
                core.clone(),
                tables.clone(),
                samples.clone(),
                played.clone(),
            );
            let (moves, workers, seed) = (config.moves, config.concurrency.max(1), config.seed);
            std::thread::spawn(move || {
                let mut rng = Rng(seed ^ (w as u64).wrapping_mul(0x1234_5678_9abc));
                for round in 0..moves {
                    for i in (w..tables.len()).step_by(workers) {
                        let Ok(mut table) = tables[i].lock() else {
                            continue;
                        };
                        if table.over {
                            continue;
                        }
                        let choices = core.move_choices(&table.place);
                        if choices.is_empty() {
                            table.over = true;
                            continue;
                        }
                        let text = choices[rng.below(choices.len())].text.clone();
                        let user = table.players[table.plies % 2].clone();
                        let t = Instant::now();
                        let replies =
                            core.handle(&Caller::operator(user.clone()), &table.place, &text);
                        record(&samples, "move", t.elapsed());
                        // A move played is announced, not answered; an answer is a refusal.
                        if replies.is_empty() {
                            table.plies += 1;
                            played.fetch_add(1, Ordering::Relaxed);
                        } else {
                            table.over = true;
                        }
                        if round % 10 == 9 {
                            let t = Instant::now();
                            core.handle(&Caller::operator(user.clone()), &table.place, "/board");
                            record(&samples, "board", t.elapsed());
                        }
                    }
                }
            })
        })
        .collect();
    for w in workers {
        let _ = w.join();
    }
    let elapsed = start.elapsed();
    done.store(true, Ordering::Relaxed);
    let _ = courier.join();
    stop.store(true, Ordering::Relaxed);
    for e in engines {
        let _ = e.join();
    }

    drop(tables);
    drop(core);
    let t = Instant::now();
    let reopened = Core::open_url(lib, &config.store).context("could not reopen the store")?;
    let reopen = t.elapsed();
    let reopened_games = reopened.game_count();
    drop(reopened);

    let samples = samples.lock().map(|s| s.clone()).unwrap_or_default();
    let commands = samples.values().map(Vec::len).sum();
    let kinds = samples
        .into_iter()
        .map(|(kind, mut d)| {
            d.sort_unstable();
            let at = |q: f64| d[((d.len() - 1) as f64 * q).round() as usize];
            KindStats {
                kind: kind.to_string(),
                count: d.len(),
                p50: at(0.5),
                p99: at(0.99),
                max: d[d.len() - 1],
            }
        })
        .collect();
    Ok(LoadReport {
        kinds,
        commands,
        moves_played: played.load(Ordering::Relaxed) as usize,
        elapsed,
        searches: searches.load(Ordering::Relaxed),
        reopen,
        reopened_games,
        peak_rss_kib: peak_rss_kib(),
    })
}

/// The process's peak resident set (Linux `VmHWM`).
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_load_plays_every_move_and_keeps_every_game() {
        let dir = tempfile::tempdir().expect("temp dir");
        let lib = Library::builtin().expect("data");
        let config = LoadConfig {
            variant: "glinski".into(),
            games: 4,
            moves: 3,
            concurrency: 2,
            engines: 0,
            store: StoreUrl::sled(dir.path().join("store")),
            seed: 7,
        };
        let report = run(lib, &config).expect("load run");
        assert_eq!(report.moves_played, 12);
        assert_eq!(report.reopened_games, 4);
        let kinds: Vec<(&str, usize)> = report
            .kinds
            .iter()
            .map(|k| (k.kind.as_str(), k.count))
            .collect();
        // One announcement per challenge, per game started and per move.
        assert_eq!(
            kinds,
            vec![("accept", 4), ("deliver", 20), ("move", 12), ("new", 4)]
        );
    }
}
