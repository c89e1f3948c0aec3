//! A deterministic community simulator, in the spirit of FoundationDB's simulation tests and
//! TigerBeetle's VOPR: from a seed, a few Discord servers (and sometimes the console's own
//! community) whose members play, vote, challenge, go on vacation, set conditional moves,
//! give more time and run tournaments (round robins, Swiss, three-player groups and Swiss),
//! in four languages, through typed text, slash commands and buttons; a fake clock that
//! jumps minutes to weeks; restarts, crashes between any two store writes, and outages of
//! the store and of delivery. After every step the invariants ([`invariants`]) are checked;
//! a failing run shrinks to a short script ([`script`]) that replays it.
//!
//! Everything comes from the seed: the world ([`world::World::of_seed`]), each action
//! ([`actions::Generator`]), the faults. There is no wall clock and no thread: a run is a
//! list of actions, and the same list gives the same run.
//!
//! The invariants, each a function of [`invariants`] with its rule in its doc comment:
//!
//! | name | rule |
//! |---|---|
//! | `no-panic` | nothing panics: no step ends in the core's internal error, and nothing exits |
//! | `clocks-end-games` | every game ends or moves within its clock, the time given with `/moretime`, and the vacation its server allows |
//! | `windows-close` | a voting side moves within two vote windows (one extension), not counting time the bot was down |
//! | `deadlines-move-on` | after the bot looks at its clocks with the store up, nothing stays due (else tickers wake every second) |
//! | `back-after-moving` | nobody is on vacation after their own move or `/vacation off` |
//! | `challenges-wait` | no challenge lapses before its deadline plus the time its player was away (on the vacation its server allows) |
//! | `points-equal-results` | a tournament player's points are their results plus their byes as the format scores them |
//! | `standings-by-round` | standings after round k count rounds 1..k only |
//! | `swiss-rounds` | every Swiss round is what the Dutch system pairs from the rounds before it (bbpPairings' checker) |
//! | `trf-export` | an exported TRF file's points add up and its rounds pass the checker |
//! | `store-matches-memory` | every game the core holds in memory is stored as it holds it: the store after a restart equals the memory before it |
//! | `delivered-once` | every announcement and DM owed is delivered once, in order |
//! | `no-english` | no reply or announcement for Polish, Hungarian or German readers contains English |
//! | `discord-limits` | every text fits Discord's limits |
//! | `picture-glyphs` | every text drawn in a picture uses glyphs the font has |
//!
//! [`invariants::KNOWN_BROKEN`] lists those that fail on this branch because of bugs fixed on
//! other branches; the CI run skips them.
//!
//! ```
//! use hexcourier_sim::{run_seed, Config};
//! let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let report = run_seed(&lib, 1, &Config { steps: 20, ..Config::ci() });
//! assert_eq!(report.seed, 1);
//! assert!(report.checks > 0);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

pub mod actions;
pub mod invariants;
mod runner;
pub mod script;
pub mod seed;
pub mod shrink;
pub mod state;
pub mod world;

use actions::{Action, Generator, DAY};
use invariants::{Invariant, Violation};
use std::collections::BTreeSet;

pub use runner::Runner;
pub use seed::{Rng, START};

/// The mean clock jump (seconds), to spread a run's months over its steps.
const MEAN_JUMP: u64 = 30 * 3600;

/// How runs go.
#[derive(Debug, Clone)]
pub struct Config {
    /// Most steps a run takes.
    pub steps: usize,
    /// Days of simulated time a run aims at (it ends when they have passed).
    pub days: u64,
    /// Invariants not checked.
    pub skip: BTreeSet<Invariant>,
    /// Whether a failing run is shrunk.
    pub shrink: bool,
    /// Most replays a shrink makes.
    pub shrink_budget: usize,
}

impl Config {
    /// The CI run's: short runs of about a simulated month, the known-broken and the planted
    /// invariants skipped.
    pub fn ci() -> Config {
        Config {
            steps: 120,
            days: 30,
            skip: invariants::KNOWN_BROKEN
                .iter()
                .map(|(i, _)| *i)
                .chain(invariants::PLANTED_ONLY)
                .collect(),
            shrink: true,
            shrink_budget: 300,
        }
    }
}

/// A failure: the rule broken, at which step, and the script that shows it.
#[derive(Debug, Clone)]
pub struct Failure {
    /// What broke.
    pub violation: Violation,
    /// The step it broke at (0-based; the number of steps for the end-of-run checks).
    pub step: usize,
    /// The actions up to it.
    pub actions: Vec<Action>,
    /// The shrunk actions that still break the same rule.
    pub shrunk: Vec<Action>,
    /// The shrunk run as a script.
    pub script: String,
}

/// What one seed's run did.
#[derive(Debug, Clone)]
pub struct SeedReport {
    /// The seed.
    pub seed: u64,
    /// Steps taken.
    pub steps: usize,
    /// Simulated seconds.
    pub secs: u64,
    /// Communities simulated.
    pub communities: usize,
    /// Invariant checks made.
    pub checks: u64,
    /// The first rule broken, if any.
    pub failure: Option<Failure>,
}

impl SeedReport {
    /// Simulated community-months: each community's simulated time, in months of 30 days.
    pub fn community_months(&self) -> f64 {
        self.communities as f64 * self.secs as f64 / (30.0 * DAY as f64)
    }
}

/// When the run of `seed` starts.
pub fn start_of(seed: u64) -> u64 {
    START + (seed % 10) * DAY
}

/// The actions the run of `seed` takes (as [`run_seed`] draws them), without checks.
pub fn actions_of(lib: &hexcourier_engine::Library, seed: u64, cfg: &Config) -> Vec<Action> {
    let cfg = Config {
        skip: Invariant::ALL.into_iter().collect(),
        shrink: false,
        ..cfg.clone()
    };
    let (_, done) = drive(lib, seed, &cfg);
    done
}

/// Runs `seed`: the world of the seed, its actions drawn as it goes, checked after each
/// step; a failure is shrunk (when `cfg.shrink`) and written as a script.
pub fn run_seed(lib: &hexcourier_engine::Library, seed: u64, cfg: &Config) -> SeedReport {
    let (mut report, done) = drive(lib, seed, cfg);
    let Some(failure) = report.failure.as_mut() else {
        return report;
    };
    let world = world::World::of_seed(seed);
    let start = start_of(seed);
    failure.shrunk = if cfg.shrink {
        shrink::shrink(
            &done,
            failure.violation.invariant,
            cfg.shrink_budget,
            |candidate| {
                replay(lib, &world, &cfg.skip, start, candidate).map(|(at, v)| (at, v.invariant))
            },
        )
    } else {
        done.clone()
    };
    let found = replay(lib, &world, &cfg.skip, start, &failure.shrunk)
        .map(|(_, v)| v)
        .unwrap_or_else(|| failure.violation.clone());
    failure.script = script::write(seed, start, &failure.shrunk, &found, done.len());
    report
}

/// Runs `seed` as [`run_seed`] does, without shrinking: its report (a failure with its
/// actions, not yet shrunk) and its actions.
fn drive(lib: &hexcourier_engine::Library, seed: u64, cfg: &Config) -> (SeedReport, Vec<Action>) {
    let world = world::World::of_seed(seed);
    let start = start_of(seed);
    let end = start + cfg.days * DAY;
    let mut runner = Runner::new(lib, &world, &cfg.skip, start);
    let mut gen = Generator::new(Rng::new(seed));
    let mut done: Vec<Action> = Vec::new();
    let mut failure: Option<(usize, Violation)> = None;
    for a in actions::setup(&world) {
        done.push(a.clone());
        if let Some(v) = runner.apply(&a).into_iter().next() {
            failure = Some((done.len() - 1, v));
            break;
        }
    }
    for step in 0..cfg.steps {
        if failure.is_some() {
            break;
        }
        let now = runner.clock_now();
        if now >= end {
            break;
        }
        // The clock jumps often enough to reach the run's end in its steps.
        let left = (end - now) / (cfg.steps - step) as u64;
        let clock_pct = (left * 100 / MEAN_JUMP).clamp(10, 80);
        let a = gen.next(&world, runner.snapshot(), lib, clock_pct, &|p| {
            runner.legal(p)
        });
        done.push(a.clone());
        if let Some(v) = runner.apply(&a).into_iter().next() {
            failure = Some((done.len() - 1, v));
            break;
        }
    }
    if failure.is_none() {
        if let Some(v) = runner.finish().into_iter().next() {
            failure = Some((done.len(), v));
        }
    }
    let failure = failure.map(|(step, violation)| Failure {
        violation,
        step,
        actions: done.clone(),
        shrunk: Vec::new(),
        script: String::new(),
    });
    let report = SeedReport {
        seed,
        steps: done.len(),
        secs: runner.clock_now() - start,
        communities: world.size(),
        checks: runner.checks(),
        failure,
    };
    (report, done)
}

/// Replays `actions` on a new community of `world` from `start`, then ends the run; the
/// first rule broken and the step it broke at.
pub fn replay(
    lib: &hexcourier_engine::Library,
    world: &world::World,
    skip: &BTreeSet<Invariant>,
    start: u64,
    actions: &[Action],
) -> Option<(usize, Violation)> {
    replay_traced(lib, world, skip, start, actions, &mut |_| {})
}

/// [`replay`], telling `trace` each step (its number, the simulated time after it, the
/// action as a script line) and then each text members and places were told in it.
pub fn replay_traced(
    lib: &hexcourier_engine::Library,
    world: &world::World,
    skip: &BTreeSet<Invariant>,
    start: u64,
    actions: &[Action],
    trace: &mut dyn FnMut(&str),
) -> Option<(usize, Violation)> {
    let mut runner = Runner::new(lib, world, skip, start);
    for (i, a) in actions.iter().enumerate() {
        let before = runner.clock_now();
        let (broke, heard) = runner.apply_heard(a);
        trace(&format!(
            "== step {} at {}: {}",
            i + 1,
            invariants::stamp(before),
            script::lines(before, std::slice::from_ref(a)).join(" ")
        ));
        for line in heard {
            trace(&format!("   {line}"));
        }
        if let Some(v) = broke.into_iter().next() {
            return Some((i, v));
        }
    }
    runner
        .finish()
        .into_iter()
        .next()
        .map(|v| (actions.len(), v))
}
