//! The FIDE (Dutch) Swiss system, C.04.3 as in force from February 2026 (the rules bbpPairings
//! 6 calls "the 2025 rules"), with the basic rules of C.04.1 it relies on.
//!
//! Brackets are paired from the top scoregroup down. Each bracket is a maximum-weight matching
//! over the bracket and all the players below it, so that the rest of the round can always be
//! completed (C4); the weight encodes the criteria C5–C21 in priority order (module
//! `criteria`), and ties between equally good candidates go to the one the rules generate
//! first (module `bracket`). Players far below a bracket are left out of its matchings when
//! the matching's duals prove that changes nothing, which keeps a round of 500 players well
//! under a second.
//!
//! What counts, and how:
//! - scores are the points before the round, by the event's point system;
//! - colour preferences, colour differences and the colour history look only at games played
//!   over the board (forfeits and byes are skipped, C.04.2 Art. 3.4);
//! - two players may not meet again if they played a game over the board; a forfeited pairing
//!   does not stop them being paired again;
//! - floats (Art. 1.4): a player who played someone with a different score before that round
//!   got a downfloat (the higher) or an upfloat (the lower); scoring more than a loss without
//!   playing (forfeit win, full- or half-point bye, a pairing-allocated bye worth points) is a
//!   downfloat; nothing else is a float;
//! - the pairing-allocated bye (C2) never goes to a player who had it before, or who scored a
//!   win's points without playing (forfeit win, full-point bye);
//! - topscorers (Art. 1.8) exist only when pairing the last round: more than half the maximum
//!   score possible so far; for them C3 is lifted and C10–C11 apply.
//!
//! Players who already have an entry for the round being paired (a requested bye or a known
//! absence in the TRF) are not paired.

pub(crate) mod bracket;
pub(crate) mod colour;
pub(crate) mod criteria;
pub(crate) mod entrant;

use crate::matching::blossom::{max_weight_matching, Graph};
use crate::tournament::{Colour, Pairing, Tournament};
use criteria::BracketSpec;
use entrant::RoundInput;

/// Pairing a round with the Dutch system failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DutchError {
    /// No pairing satisfies the absolute criteria (C1–C3): the chief arbiter decides (Art. 1.9.3).
    #[error("no pairing of round {round} satisfies the absolute criteria")]
    NoValidPairing {
        /// The round that could not be paired.
        round: usize,
    },
    /// The event has no number of rounds, which the Dutch system needs (the last round differs).
    #[error("the total number of rounds is not set (XXR)")]
    NoTotalRounds,
    /// Every round of the event has been paired.
    #[error("all {0} rounds have been paired")]
    Finished(u32),
    /// No colour was ever given and the event does not say which colour the first player
    /// gets in round 1 (`XXC white1` / `black1`).
    #[error("the initial colour is not set (XXC white1 or black1)")]
    NoInitialColour,
    /// The event is larger than the crate pairs ([`crate::limits`]).
    #[error(transparent)]
    Limit(#[from] crate::limits::LimitError),
}

/// Pairs the round after the last one paired in `t` by the Dutch system.
///
/// Boards are in the order of C.04.2: the higher score of the pair, then the sum of the two
/// scores, then the rank of the higher-ranked player; the bye comes last.
pub fn pair_next_round(t: &Tournament) -> Result<Pairing, DutchError> {
    t.check_limits()?;
    let total = t.total_rounds.ok_or(DutchError::NoTotalRounds)?;
    let input = RoundInput::next_round(t);
    if input.round as u32 > total {
        return Err(DutchError::Finished(total));
    }
    let initial = input.initial_colour.ok_or(DutchError::NoInitialColour)?;
    pair_round(&input, initial)
}

/// The colour the first player gets in round 1, as the Dutch system takes it: the event's
/// [`Tournament::initial_colour`] if set, otherwise inferred from the colours of the first round
/// played (bbpPairings' rule); none for an event that has neither.
pub fn initial_colour(t: &Tournament) -> Option<Colour> {
    t.initial_colour
        .or_else(|| entrant::infer_initial_colour(t))
}

fn pair_round(input: &RoundInput, initial: Colour) -> Result<Pairing, DutchError> {
    let e = &input.entrants;
    let n = e.len();
    let mut compatible = vec![false; n * n];
    for a in 0..n {
        for b in 0..n {
            compatible[a * n + b] = a != b && e[a].compatible(&e[b]);
        }
    }
    // A complete pairing, the first `known` matching (see `bracket::pair_bracket`); each
    // bracket hands its own on. Entrant-indexed, `BYE` for the bye.
    let Some(mut known) = complete_pairing(input, &compatible) else {
        return Err(DutchError::NoValidPairing { round: input.round });
    };

    // Scoregroups, top down.
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..n {
        match groups.last_mut() {
            Some(g) if e[g[0]].score == e[i].score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let mut pairs = Vec::new();
    let mut mdps: Vec<usize> = Vec::new();
    for g in 0..groups.len() {
        let next: &[usize] = groups.get(g + 1).map_or(&[], |v| v.as_slice());
        let lower: Vec<usize> = groups.iter().skip(g + 2).flatten().copied().collect();
        let mut spec = BracketSpec {
            entrants: e,
            mdps: &mdps,
            residents: &groups[g],
            next,
            lower: &lower,
            compatible: &compatible,
            initial,
            c9: true,
        };
        let problem = criteria::build(&spec);
        let local = local_matching(&problem, &known);
        let mut outcome = bracket::pair_bracket(&problem, &local);
        if outcome.floaters.len() > 1 && outcome.bye_in_bracket {
            // C9 is only for a bracket that downfloats a single player; how many float is
            // settled by C6, above C9, so the count is the same without it. (When the bye
            // went below the bracket, C5 ruled out giving it to a bracket player, and C9,
            // which only rewards bracket players' bye edges, played no part.)
            spec.c9 = false;
            let problem = criteria::build(&spec);
            let local = local_matching(&problem, &known);
            outcome = bracket::pair_bracket(&problem, &local);
            record(&problem, &outcome.mate, &mut known);
        } else {
            record(&problem, &outcome.mate, &mut known);
        }
        pairs.extend(outcome.pairs);
        mdps = outcome.floaters;
    }
    if mdps.len() > 1 {
        return Err(DutchError::NoValidPairing { round: input.round });
    }
    let bye = mdps.first().map(|&i| e[i].id);

    // Colours, then board order.
    let mut boards: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| if a < b { (a, b) } else { (b, a) })
        .collect();
    boards.sort_by(|&(a1, b1), &(a2, b2)| {
        let key = |a: usize, b: usize| (e[a].score.max(e[b].score), e[a].score.0 + e[b].score.0);
        key(a2, b2).cmp(&key(a1, b1)).then(a1.cmp(&a2))
    });
    let pairs = boards
        .into_iter()
        .map(|(a, b)| {
            let colour = colour::allocate(&e[a].colour, e[a].pairing_number, &e[b].colour, initial);
            if colour == Colour::White {
                (e[a].id, e[b].id)
            } else {
                (e[b].id, e[a].id)
            }
        })
        .collect();
    Ok(Pairing { pairs, bye })
}

/// The partner of the player who gets the bye in an entrant-indexed matching.
const BYE: usize = usize::MAX;

/// An entrant-indexed matching restated over a bracket's vertices.
fn local_matching(problem: &criteria::Problem, known: &[Option<usize>]) -> Vec<Option<usize>> {
    let mut vertex_of = std::collections::HashMap::new();
    for (v, &e) in problem.entrant.iter().enumerate() {
        vertex_of.insert(e, v);
    }
    problem
        .entrant
        .iter()
        .map(|&e| {
            let partner = if e == BYE {
                known.iter().position(|&m| m == Some(BYE))
            } else {
                known.get(e).copied().flatten()
            };
            partner.and_then(|q| vertex_of.get(&q).copied())
        })
        .collect()
}

/// Writes a bracket's final matching back as entrant-indexed.
fn record(problem: &criteria::Problem, mate: &[Option<usize>], known: &mut [Option<usize>]) {
    for (v, &e) in problem.entrant.iter().enumerate() {
        if e != BYE {
            known[e] = mate[v].map(|u| problem.entrant[u]);
        }
    }
}

/// A pairing of everyone (one bye-eligible player left over when odd) under C1–C3, if any.
fn complete_pairing(input: &RoundInput, compatible: &[bool]) -> Option<Vec<Option<usize>>> {
    let e = &input.entrants;
    let n = e.len();
    let m = n + n % 2;
    let mut graph = Graph::<i64>::new(m);
    for a in 0..n {
        for b in a + 1..n {
            if compatible[a * n + b] {
                graph.set(a, b, 1);
            }
        }
        if n % 2 == 1 && e[a].bye_eligible {
            graph.set(a, n, 1);
        }
    }
    let mate = max_weight_matching(&graph);
    if !mate.iter().all(Option::is_some) {
        return None;
    }
    Some(
        mate.into_iter()
            .take(n)
            .map(|m| m.map(|u| if u == n { BYE } else { u }))
            .collect(),
    )
}
