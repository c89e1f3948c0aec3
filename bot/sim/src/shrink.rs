//! Shrinking a failing run: leaving actions out (delta debugging: halves, then quarters, down
//! to single actions) while the run still breaks the same rule, then making clock jumps
//! shorter where the failure allows. Each try replays from an empty store, so what is left
//! is a run of its own: paste its script into `hexcourier sim --replay`.

use super::actions::Action;
use super::invariants::Invariant;

/// The shortest list of actions found (within `budget` replays) that still breaks `target`;
/// `actions` itself when nothing shorter does. `replay` runs a list of actions from an empty
/// store: the step at which it broke a rule, and the rule.
pub fn shrink(
    actions: &[Action],
    target: Invariant,
    mut budget: usize,
    mut replay: impl FnMut(&[Action]) -> Option<(usize, Invariant)>,
) -> Vec<Action> {
    let mut cur = actions.to_vec();
    // What comes after the failing step plays no part.
    if let Some((at, _)) = replay(&cur) {
        cur.truncate(at + 1);
    }
    let mut fails = |candidate: &[Action]| {
        if budget == 0 {
            return false;
        }
        budget -= 1;
        replay(candidate).is_some_and(|(_, broke)| broke == target)
    };
    let mut parts = 2;
    while cur.len() >= 2 {
        let chunk = cur.len().div_ceil(parts);
        let mut reduced = false;
        let tries = parts;
        for i in 0..tries {
            let from = i * chunk;
            if from >= cur.len() {
                break;
            }
            let to = (from + chunk).min(cur.len());
            let candidate: Vec<Action> = cur[..from].iter().chain(&cur[to..]).cloned().collect();
            if fails(&candidate) {
                cur = candidate;
                parts = (parts - 1).max(2);
                reduced = true;
                break;
            }
        }
        if !reduced {
            if parts >= cur.len() {
                break;
            }
            parts = (parts * 2).min(cur.len());
        }
    }
    // Shorter clock jumps, where they still break it.
    for i in 0..cur.len() {
        let Action::Clock(secs) = cur[i] else {
            continue;
        };
        for shorter in [secs / 4, secs / 2] {
            if shorter < 60 {
                continue;
            }
            let mut candidate = cur.clone();
            candidate[i] = Action::Clock(shorter);
            if fails(&candidate) {
                cur = candidate;
                break;
            }
        }
    }
    cur
}
