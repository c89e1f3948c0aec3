//! The quality criteria of one bracket as bit fields of an edge weight.
//!
//! Pairing a bracket is a maximum-weight matching over the bracket and every player below it
//! (and a bye vertex when the number left is odd), so that the completion criterion C4 holds
//! by construction: the matching is always perfect. Each criterion C5–C21 becomes a field;
//! fields are laid out from the most significant (C5) down, each wide enough that no sum of
//! lower fields can reach it, so the heaviest matching is the best by the criteria compared in
//! order. Minimising criteria are negative contributions.
//!
//! | field | on which edges | value |
//! |---|---|---|
//! | C5 | bye edges | lower score of the bye assignee is larger |
//! | C6 | pairs inside the bracket | +1 |
//! | C7 | pairs inside the bracket | +1 per player at each score level, highest level first |
//! | C8 | pairs inside the next bracket (a downfloater or next player with a next player) | +1, then +1 per player per score level |
//! | C9 | bye edges of bracket players | fewer unplayed rounds is larger |
//! | C10–C13 | pairs inside the bracket | −1 per player hurt by the colours the pair gets |
//! | C14, C16 | pairs inside the bracket | +1 per resident who had a downfloat 1 (2) rounds before |
//! | C15, C17 | MDP–resident pairs | −1 if the resident had an upfloat 1 (2) rounds before |
//! | C18, C20 | MDP–resident pairs | for an MDP with a downfloat 1 (2) rounds before: +1 (it is not floated again), −1 at its score difference |
//! | C19, C21 | MDP–resident pairs | −1 at the MDP's score difference if the resident had an upfloat 1 (2) rounds before |

use super::colour::{allocate, Strength};
use super::entrant::{Entrant, Float};
use crate::points::Points;
use crate::tournament::Colour;

/// What a vertex of the bracket's graph is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// A moved-down player of this bracket.
    Mdp,
    /// A resident of this bracket's scoregroup.
    Resident,
    /// A resident of the next scoregroup.
    Next,
    /// A player further down.
    Lower,
    /// The pairing-allocated bye.
    Bye,
}

impl Role {
    pub(crate) fn in_bracket(self) -> bool {
        matches!(self, Role::Mdp | Role::Resident)
    }
}

/// A field's index in priority order (0 is the most significant criterion).
type FieldId = usize;

/// One bracket's graph: vertices, their roles and the criteria contributions of every edge.
pub(crate) struct Problem {
    /// Entrant index of each vertex (`usize::MAX` for the bye vertex).
    pub entrant: Vec<usize>,
    /// Role of each vertex. Bracket vertices come first, MDPs then residents, in rank order.
    pub role: Vec<Role>,
    /// Score (tenths) of each vertex's player, 0 for the bye vertex.
    pub score: Vec<u32>,
    /// `edges[u * m + v]` for `u < v`: `None` when the two cannot be paired, otherwise the
    /// criteria contributions as (field, value) pairs.
    pub edges: Vec<Option<Vec<(FieldId, i64)>>>,
    /// Bits of each field, most significant first.
    pub widths: Vec<u32>,
    /// The number of MDPs (they are vertices `0..mdps`).
    pub mdps: usize,
    /// The number of bracket vertices (`0..bracket`).
    pub bracket: usize,
}

impl Problem {
    /// The number of vertices.
    pub(crate) fn len(&self) -> usize {
        self.role.len()
    }

    /// The contributions of edge `u`–`v`, if the two may be paired.
    pub(crate) fn edge(&self, u: usize, v: usize) -> Option<&[(FieldId, i64)]> {
        let (a, b) = if u < v { (u, v) } else { (v, u) };
        self.edges[a * self.len() + b].as_deref()
    }
}

/// Bits needed to hold `x` (0 for 0).
pub(crate) fn bits(x: u64) -> u32 {
    64 - x.leading_zeros()
}

/// Distinct values, largest first.
fn levels(mut values: Vec<Points>) -> Vec<Points> {
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    values
}

fn level_of(levels: &[Points], value: Points) -> usize {
    levels.iter().position(|&l| l == value).unwrap_or(0)
}

/// The inputs that describe one bracket.
pub(crate) struct BracketSpec<'a> {
    /// All entrants of the round, in rank order.
    pub entrants: &'a [Entrant],
    /// Entrant indices of the moved-down players.
    pub mdps: &'a [usize],
    /// Entrant indices of the residents.
    pub residents: &'a [usize],
    /// Entrant indices of the next scoregroup.
    pub next: &'a [usize],
    /// Entrant indices of the scoregroups below the next one.
    pub lower: &'a [usize],
    /// `compatible[a * n + b]` over entrants.
    pub compatible: &'a [bool],
    /// The event's initial colour.
    pub initial: Colour,
    /// Whether C9 (fewest unplayed rounds for the bye) applies: only to a bracket that
    /// downfloats exactly one player, who then gets the bye.
    pub c9: bool,
}

/// Builds the weighted graph of a bracket.
pub(crate) fn build(spec: &BracketSpec<'_>) -> Problem {
    let e = spec.entrants;
    let n_all = e.len();
    let mut entrant = Vec::new();
    let mut role = Vec::new();
    for (list, r) in [
        (spec.mdps, Role::Mdp),
        (spec.residents, Role::Resident),
        (spec.next, Role::Next),
        (spec.lower, Role::Lower),
    ] {
        for &i in list {
            entrant.push(i);
            role.push(r);
        }
    }
    if entrant.len() % 2 == 1 {
        entrant.push(usize::MAX);
        role.push(Role::Bye);
    }
    let m = entrant.len();
    let bracket = spec.mdps.len() + spec.residents.len();
    let resident_score = spec.residents.first().map_or(Points::ZERO, |&i| e[i].score);

    // Score levels.
    let players: Vec<usize> = entrant
        .iter()
        .copied()
        .filter(|&i| i != usize::MAX)
        .collect();
    let all_levels = levels(players.iter().map(|&i| e[i].score).collect());
    let bracket_levels = levels(entrant[..bracket].iter().map(|&i| e[i].score).collect());
    let next_levels = levels(
        entrant[..bracket]
            .iter()
            .chain(spec.next)
            .map(|&i| e[i].score)
            .collect(),
    );
    let sd = |i: usize| Points(e[i].score.0.saturating_sub(resident_score.0));
    let sd_levels = levels(spec.mdps.iter().map(|&i| sd(i)).collect());
    let max_unplayed = entrant[..bracket]
        .iter()
        .map(|&i| e[i].unplayed)
        .max()
        .unwrap_or(0);

    // Field ids, in priority order.
    let mut next_id = 0;
    let mut take = |count: usize| {
        let first = next_id;
        next_id += count;
        first
    };
    let c5 = take(1);
    let c6 = take(1);
    let c7 = take(bracket_levels.len());
    let c8_pairs = take(1);
    let c8_scores = take(next_levels.len());
    let c9 = take(1);
    let c10 = take(1);
    let c11 = take(1);
    let c12 = take(1);
    let c13 = take(1);
    let c14 = take(1);
    let c15 = take(1);
    let c16 = take(1);
    let c17 = take(1);
    let c18_inf = take(1);
    let c18 = take(sd_levels.len());
    let c19 = take(sd_levels.len());
    let c20_inf = take(1);
    let c20 = take(sd_levels.len());
    let c21 = take(sd_levels.len());
    let field_count = next_id;

    let mut edges: Vec<Option<Vec<(FieldId, i64)>>> = vec![None; m * m];
    let mut bound = vec![vec![0i64; field_count]; m];
    for u in 0..m {
        for v in u + 1..m {
            let (ru, rv) = (role[u], role[v]);
            let mut c: Vec<(FieldId, i64)> = Vec::new();
            if rv == Role::Bye {
                let p = &e[entrant[u]];
                if !p.bye_eligible {
                    continue;
                }
                let level = level_of(&all_levels, p.score);
                c.push((c5, level as i64));
                if ru.in_bracket() && spec.c9 {
                    c.push((c9, i64::from(max_unplayed - p.unplayed)));
                }
            } else {
                let (a, b) = (entrant[u], entrant[v]);
                if !spec.compatible[a * n_all + b] {
                    continue;
                }
                if ru.in_bracket() && rv.in_bracket() {
                    if ru == Role::Mdp && rv == Role::Mdp {
                        continue;
                    }
                    in_bracket_contributions(
                        spec,
                        &mut c,
                        (a, ru),
                        (b, rv),
                        &Fields {
                            c6,
                            c7,
                            c10,
                            c11,
                            c12,
                            c13,
                            c14,
                            c15,
                            c16,
                            c17,
                            c18_inf,
                            c18,
                            c19,
                            c20_inf,
                            c20,
                            c21,
                        },
                        &bracket_levels,
                        &sd_levels,
                        sd(a),
                    );
                } else if rv == Role::Next && (ru.in_bracket() || ru == Role::Next) {
                    c.push((c8_pairs, 1));
                    for x in [a, b] {
                        c.push((c8_scores + level_of(&next_levels, e[x].score), 1));
                    }
                }
            }
            for &(f, value) in &c {
                bound[u][f] = bound[u][f].max(value.abs());
                bound[v][f] = bound[v][f].max(value.abs());
            }
            edges[u * m + v] = Some(c);
        }
    }
    let widths = (0..field_count)
        .map(|f| {
            let total: i64 = bound.iter().map(|b| b[f]).sum();
            if total == 0 {
                0
            } else {
                bits(total as u64) + 2
            }
        })
        .collect();
    let score = entrant
        .iter()
        .map(|&i| if i == usize::MAX { 0 } else { e[i].score.0 })
        .collect();
    Problem {
        entrant,
        role,
        score,
        edges,
        widths,
        mdps: spec.mdps.len(),
        bracket,
    }
}

struct Fields {
    c6: FieldId,
    c7: FieldId,
    c10: FieldId,
    c11: FieldId,
    c12: FieldId,
    c13: FieldId,
    c14: FieldId,
    c15: FieldId,
    c16: FieldId,
    c17: FieldId,
    c18_inf: FieldId,
    c18: FieldId,
    c19: FieldId,
    c20_inf: FieldId,
    c20: FieldId,
    c21: FieldId,
}

#[allow(clippy::too_many_arguments)]
fn in_bracket_contributions(
    spec: &BracketSpec<'_>,
    c: &mut Vec<(FieldId, i64)>,
    (a, ra): (usize, Role),
    (b, rb): (usize, Role),
    f: &Fields,
    bracket_levels: &[Points],
    sd_levels: &[Points],
    mdp_difference: Points,
) {
    let e = spec.entrants;
    let (pa, pb) = (&e[a], &e[b]);
    c.push((f.c6, 1));
    for p in [pa, pb] {
        c.push((f.c7 + level_of(bracket_levels, p.score), 1));
    }
    // Colours: `a` ranks higher (its index is smaller).
    let ca = allocate(&pa.colour, pa.pairing_number, &pb.colour, spec.initial);
    let cb = ca.opposite();
    let mut c10 = 0;
    let mut c11 = 0;
    let mut c12 = 0;
    let mut c13 = 0;
    let topscorers = pa.topscorer || pb.topscorer;
    for (p, got) in [(pa, ca), (pb, cb)] {
        if let Some(pref) = p.colour.preference {
            if pref != got {
                c12 += 1;
                if p.colour.strength >= Strength::Strong {
                    c13 += 1;
                }
            }
        }
        if topscorers {
            if p.colour.difference_after(got).abs() > 2 {
                c10 += 1;
            }
            if p.colour.would_repeat_thrice(got) {
                c11 += 1;
            }
        }
    }
    for (field, count) in [(f.c10, c10), (f.c11, c11), (f.c12, c12), (f.c13, c13)] {
        if count > 0 {
            c.push((field, -count));
        }
    }
    // Floats.
    for (p, r) in [(pa, ra), (pb, rb)] {
        if r == Role::Resident {
            if p.float1 == Float::Down {
                c.push((f.c14, 1));
            }
            if p.float2 == Float::Down {
                c.push((f.c16, 1));
            }
        }
    }
    if ra == Role::Mdp && rb == Role::Resident {
        let level = level_of(sd_levels, mdp_difference);
        if pb.float1 == Float::Up {
            c.push((f.c15, -1));
            c.push((f.c19 + level, -1));
        }
        if pb.float2 == Float::Up {
            c.push((f.c17, -1));
            c.push((f.c21 + level, -1));
        }
        if pa.float1 == Float::Down {
            c.push((f.c18_inf, 1));
            c.push((f.c18 + level, -1));
        }
        if pa.float2 == Float::Down {
            c.push((f.c20_inf, 1));
            c.push((f.c20 + level, -1));
        }
    }
}
