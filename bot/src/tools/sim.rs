//! `hexcourier sim`: runs the community simulator ([`crate::sim`]) over a range of seeds, or
//! replays a script a failing run wrote, and prints what it did:
//!
//! ```text
//! seeds 200 (1..=200)
//! simulated community-months 1043.6
//! steps 61832 (2950 steps/s)
//! invariant checks 679517
//! violations 0
//! ```
//!
//! A failing seed prints the rule it broke and its shrunk script, and the tool exits with
//! an error.

use crate::cli::SimArgs;
use crate::sim::invariants::{Invariant, KNOWN_BROKEN, PLANTED_ONLY};
use crate::sim::{replay, replay_traced, run_seed, script, world::World, Config, SeedReport};
use anyhow::{anyhow, bail, Context, Result};
use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// The invariants not checked: those named with `--skip`, unless `--all` those known to fail
/// on this build, and always the one planted for the simulator's own tests.
fn skipped(a: &SimArgs) -> Result<BTreeSet<Invariant>> {
    let mut skip: BTreeSet<Invariant> = if a.all {
        BTreeSet::new()
    } else {
        KNOWN_BROKEN.iter().map(|(i, _)| *i).collect()
    };
    skip.extend(PLANTED_ONLY);
    for name in &a.skip {
        let names: Vec<&str> = Invariant::ALL.iter().map(|i| i.name()).collect();
        skip.insert(Invariant::parse(name).ok_or_else(|| {
            anyhow!(
                "no invariant is called '{name}'; they are {}",
                names.join(", ")
            )
        })?);
    }
    Ok(skip)
}

/// Runs `hexcourier sim`.
///
/// # Errors
/// A bad argument or script, or a broken invariant.
pub fn run(a: &SimArgs, variants_dir: Option<&Path>) -> Result<()> {
    let lib = super::library(variants_dir)?;
    let skip = skipped(a)?;
    let mut out = std::io::stdout();
    if let Some(file) = &a.replay {
        let text =
            std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
        let s = script::read(&text).with_context(|| format!("reading {}", file.display()))?;
        let world = World::of_seed(s.seed);
        let broke = if a.trace {
            replay_traced(&lib, &world, &skip, s.start, &s.actions, &mut |line| {
                // A closed stdout ends the trace, not the replay.
                let _ = writeln!(std::io::stdout(), "{line}");
            })
        } else {
            replay(&lib, &world, &skip, s.start, &s.actions)
        };
        return match broke {
            None => {
                writeln!(
                    out,
                    "replayed {} steps: no invariant broken",
                    s.actions.len()
                )?;
                Ok(())
            }
            Some((step, v)) => bail!(
                "step {} of {} breaks {}: {}",
                step + 1,
                s.actions.len(),
                v.invariant.name(),
                v.what
            ),
        };
    }
    if a.months == 0 || a.months > 11 {
        bail!("--months takes 1 to 11 (a run stays within one year's vacation allowances)");
    }
    let cfg = Config {
        steps: a.steps.max(1),
        days: a.months * 30,
        skip,
        shrink: !a.no_shrink,
        ..Config::ci()
    };
    let seeds: Vec<u64> = (a.from..a.from.saturating_add(a.seeds)).collect();
    let started = Instant::now();
    let reports = run_seeds(&lib, &seeds, &cfg, a.jobs.max(1), a.keep_going);
    let secs = started.elapsed().as_secs_f64();
    let steps: usize = reports.iter().map(|r| r.steps).sum();
    let months: f64 = reports.iter().map(SeedReport::community_months).sum();
    let checks: u64 = reports.iter().map(|r| r.checks).sum();
    let failed: Vec<&SeedReport> = reports.iter().filter(|r| r.failure.is_some()).collect();
    for r in &failed {
        if let Some(f) = &r.failure {
            writeln!(
                out,
                "seed {} breaks {} at step {}: {}\n{}",
                r.seed,
                f.violation.invariant.name(),
                f.step + 1,
                f.violation.what,
                f.script
            )?;
        }
    }
    writeln!(
        out,
        "seeds {} ({}..={})",
        reports.len(),
        a.from,
        a.from + reports.len().saturating_sub(1) as u64
    )?;
    writeln!(out, "simulated community-months {months:.1}")?;
    writeln!(
        out,
        "steps {steps} ({:.0} steps/s)",
        steps as f64 / secs.max(1e-9)
    )?;
    writeln!(out, "invariant checks {checks}")?;
    let names: Vec<&str> = Invariant::ALL
        .iter()
        .filter(|i| !cfg.skip.contains(i))
        .map(|i| i.name())
        .collect();
    writeln!(out, "invariants {} ({})", names.len(), names.join(", "))?;
    writeln!(out, "violations {}", failed.len())?;
    if !failed.is_empty() {
        bail!("{} seed(s) broke an invariant", failed.len());
    }
    Ok(())
}

/// How many seeds a long run finishes between two progress lines.
const PROGRESS_EVERY: usize = 100;

/// Runs `seeds` on `jobs` threads, in seed order; stops taking new seeds after a failure
/// unless `keep_going`.
fn run_seeds(
    lib: &hexcourier_engine::Library,
    seeds: &[u64],
    cfg: &Config,
    jobs: usize,
    keep_going: bool,
) -> Vec<SeedReport> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::sync::Mutex;
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let done = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                if stop.load(Ordering::SeqCst) {
                    return;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(&seed) = seeds.get(i) else { return };
                let r = run_seed(lib, seed, cfg);
                if r.failure.is_some() && !keep_going {
                    stop.store(true, Ordering::SeqCst);
                }
                let mut done = done.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                done.push(r);
                // A long run says how far it has come, on stderr (stdout keeps the totals).
                if done.len() % PROGRESS_EVERY == 0 {
                    let months: f64 = done.iter().map(SeedReport::community_months).sum();
                    let steps: usize = done.iter().map(|r| r.steps).sum();
                    let broken = done.iter().filter(|r| r.failure.is_some()).count();
                    eprintln!(
                        "[sim] {} of {} seeds, {months:.0} community-months, {steps} steps, {broken} violations",
                        done.len(),
                        seeds.len()
                    );
                }
            });
        }
    });
    let mut done = done
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    done.sort_by_key(|r| r.seed);
    done
}
