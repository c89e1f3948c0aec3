//! Pairing one bracket: the best candidate by the criteria, and among equally good ones the
//! first in the order the rules generate them (Art. 3–4).
//!
//! The criteria are a maximum-weight matching (see [`super::criteria`]). The generation order
//! is then followed one decision at a time, each time keeping only matchings that are still
//! optimal: which MDPs are paired (the set with the smallest differing BSN, 4.4), each paired
//! MDP's opponent in turn (the transpositions of S2, 4.2), and in the homogeneous bracket or
//! remainder the exchange between S1 and S2 (4.3: fewest players, smallest difference of BSN
//! sums — both as weight fields — then the highest S1 players moved down and the lowest S2
//! players moved up) and each S1 player's opponent in turn. A decision already taken by the
//! current matching costs nothing; otherwise one more matching with a small bonus on the edges
//! that would take it finds whether it can be taken.

use super::criteria::{bits, Problem, Role};
use crate::matching::blossom::{max_weight_matching_with_duals, Graph};
use crate::matching::weight::{Weight, Wide};

/// What a bracket's pairing produced.
pub(crate) struct Outcome {
    /// Pairs as entrant indices.
    pub pairs: Vec<(usize, usize)>,
    /// Entrant indices of the players left unpaired (moved down, or the bye when this was the
    /// last bracket), in rank order.
    pub floaters: Vec<usize>,
    /// Whether the matching gave the bye to a player of this bracket.
    pub bye_in_bracket: bool,
    /// The final matching of all the bracket's vertices (a completion of the round).
    pub mate: Vec<Option<usize>>,
}

/// Pairs a bracket, choosing an integer type wide enough for its weights. Bits the type has
/// to spare go to the probe field, so that one matching settles more decisions.
///
/// `known` is a perfect matching of the bracket's vertices (the previous bracket's), used to
/// leave most of the players far below out of the matchings (see [`Solver::solve`]).
pub(crate) fn pair_bracket(p: &Problem, known: &[Option<usize>]) -> Outcome {
    let m = p.len();
    let crit_bits: u32 = p.widths.iter().sum();
    let base = LowLayout::new(m, 0).total + crit_bits + 2 * bits(m as u64) + 8;
    let capacity = [62u32, 126, 254, 510, 1022, 2046]
        .into_iter()
        .find(|&c| c >= base)
        .unwrap_or(base);
    let low = LowLayout::new(m, capacity - base);
    match capacity {
        0..=62 => Solver::<i64>::new(p, low, known).run(),
        63..=126 => Solver::<i128>::new(p, low, known).run(),
        127..=254 => Solver::<Wide<4>>::new(p, low, known).run(),
        255..=510 => Solver::<Wide<8>>::new(p, low, known).run(),
        511..=1022 => Solver::<Wide<16>>::new(p, low, known).run(),
        1023..=2046 => Solver::<Wide<32>>::new(p, low, known).run(),
        _ => Solver::<Wide<128>>::new(p, low, known).run(),
    }
}

/// The fields below the criteria, most significant first: the exchange fields T1 (pairs with
/// a player of S1) and T2 (minus the sum of each pair's lower BSN), a probe field that rewards
/// some decisions, and a heuristic that leans towards the natural order so that the matching
/// found first usually already follows the generation order.
#[derive(Debug, Clone, Copy)]
struct LowLayout {
    probe: u32,
    /// Bits of the probe field beyond the guard bits.
    probe_bits: u32,
    t2: u32,
    t1: u32,
    total: u32,
}

impl LowLayout {
    fn new(m: usize, spare: u32) -> LowLayout {
        let m = m as u64 + 1;
        let heuristic_bits = bits(m * m) + 2;
        let probe_bits = bits(m) + spare;
        let t2_bits = bits(m * m) + 2;
        let t1_bits = bits(m) + 2;
        LowLayout {
            probe: heuristic_bits,
            probe_bits,
            t2: heuristic_bits + probe_bits + 2,
            t1: heuristic_bits + probe_bits + 2 + t2_bits,
            total: heuristic_bits + probe_bits + 2 + t2_bits + t1_bits,
        }
    }
}

/// The homogeneous bracket or remainder being ordered: its players numbered 1.. (BSN) and S1.
struct Remainder {
    /// BSN per vertex, 0 for vertices outside it.
    bsn: Vec<usize>,
    /// Whether the vertex is in S1.
    s1: Vec<bool>,
    /// The number of pairs it makes.
    pairs: usize,
}

impl Remainder {
    fn contains(&self, v: usize) -> bool {
        self.bsn[v] > 0
    }

    /// T1 and T2 of an edge.
    fn fields(&self, u: usize, v: usize) -> (i64, i64) {
        if !self.contains(u) || !self.contains(v) {
            return (0, 0);
        }
        let t1 = i64::from(self.s1[u] || self.s1[v]);
        let t2 = -(self.bsn[u].min(self.bsn[v]) as i64);
        (t1, t2)
    }
}

struct Solver<'p, W> {
    p: &'p Problem,
    m: usize,
    low: LowLayout,
    crit: Vec<Option<W>>,
    alive: Vec<bool>,
    banned: Vec<bool>,
    mate: Vec<Option<usize>>,
    target: W,
    remainder: Option<Remainder>,
    target_t: (i64, i64),
    fixed: Vec<(usize, usize)>,
    /// Position among MDPs / residents, for the heuristic.
    position: Vec<usize>,
    residents: usize,
    /// Vertex duals (doubled) of the last matching solved, which stay a valid certificate as
    /// vertices are fixed and edges banned.
    duals: Vec<Option<W>>,
    /// Players far below the bracket left out of the matchings, paired among themselves by
    /// `known` (empty once a matching could not prove that this loses nothing).
    rest: Vec<bool>,
    known: Vec<Option<usize>>,
    /// The weight of an edge that carries no criterion (the cardinality field alone).
    plain: W,
}

/// A bonus below the exchange fields for some edges: (value, extra shift within the probe
/// field).
type Probe<'a> = &'a dyn Fn(usize, usize) -> (i64, u32);

impl<'p, W: Weight> Solver<'p, W> {
    fn new(p: &'p Problem, low: LowLayout, known: &[Option<usize>]) -> Self {
        let m = p.len();
        let crit_bits: u32 = p.widths.iter().sum();
        let mut offsets = vec![0u32; p.widths.len()];
        let mut at = low.total + crit_bits;
        for (f, w) in p.widths.iter().enumerate() {
            at -= w;
            offsets[f] = at;
        }
        let top = low.total + crit_bits;
        let mut crit = vec![None; m * m];
        for u in 0..m {
            for v in u + 1..m {
                if let Some(c) = p.edge(u, v) {
                    let mut w = W::ZERO.add_shifted(1, top);
                    for &(f, value) in c {
                        if p.widths[f] > 0 {
                            w = w.add_shifted(value, offsets[f]);
                        }
                    }
                    crit[u * m + v] = Some(w);
                    crit[v * m + u] = Some(w);
                }
            }
        }
        let mut position = vec![0; m];
        let mut residents = 0;
        for (v, slot) in position.iter_mut().enumerate().take(p.bracket) {
            if p.role[v] == Role::Mdp {
                *slot = v;
            } else {
                *slot = residents;
                residents += 1;
            }
        }
        Solver {
            p,
            m,
            low,
            crit,
            alive: vec![true; m],
            banned: vec![false; m * m],
            mate: vec![None; m],
            target: W::ZERO,
            remainder: None,
            target_t: (0, 0),
            fixed: Vec::new(),
            position,
            residents,
            duals: vec![None; m],
            rest: rest_set(p, known),
            known: known.to_vec(),
            plain: W::ZERO.add_shifted(1, top),
        }
    }

    fn in_bracket(&self, v: usize) -> bool {
        v < self.p.bracket
    }

    fn allowed(&self, u: usize, v: usize) -> bool {
        self.alive[u]
            && self.alive[v]
            && !self.banned[u * self.m + v]
            && self.crit[u * self.m + v].is_some()
    }

    fn ban(&mut self, u: usize, v: usize) {
        self.banned[u * self.m + v] = true;
        self.banned[v * self.m + u] = true;
    }

    fn heuristic(&self, u: usize, v: usize) -> i64 {
        let (u, v) = if u < v { (u, v) } else { (v, u) };
        if let Some(r) = &self.remainder {
            if r.contains(u) && r.contains(v) {
                let d = r.bsn[v] as i64 - r.bsn[u] as i64 - r.pairs as i64;
                return -d.abs();
            }
            return 0;
        }
        if !self.in_bracket(u) || !self.in_bracket(v) {
            return 0;
        }
        let (pu, pv) = (self.position[u] as i64, self.position[v] as i64);
        match (self.p.role[u], self.p.role[v]) {
            (Role::Mdp, _) => -(pv - pu).abs(),
            _ => -((pv - pu) - (self.residents as i64 / 2)).abs(),
        }
    }

    fn weight(&self, u: usize, v: usize, probe: Option<Probe<'_>>) -> Option<W> {
        let c = self.crit[u * self.m + v]?;
        let mut w = c.add_shifted(self.heuristic(u, v), 0);
        if let Some(probe) = probe {
            let (value, shift) = probe(u, v);
            w = w.add_shifted(value, self.low.probe + shift);
        }
        if let Some(r) = &self.remainder {
            let (t1, t2) = r.fields(u, v);
            w = w.add_shifted(t2, self.low.t2).add_shifted(t1, self.low.t1);
        }
        Some(w)
    }

    /// A maximum-weight matching of the vertices still in play; keeps its duals.
    ///
    /// Players of `rest` stay paired as `known` pairs them and out of the matching computed.
    /// That is exact when duals for the whole graph exist: the others' duals from the matching,
    /// and the plain edge weight for each of `rest` (their pairs carry no criterion, so they
    /// are tight). When an edge between the two parts would be short of slack, `rest` is
    /// dropped and the matching computed again over everyone.
    fn solve(&mut self, probe: Option<Probe<'_>>) -> Vec<Option<usize>> {
        let mate = self.solve_part(probe);
        if self.rest.iter().any(|&r| r) && !self.rest_is_proved(probe) {
            self.rest.iter_mut().for_each(|r| *r = false);
            return self.solve_part(probe);
        }
        mate
    }

    /// Whether the current duals, with the plain weight for each player of `rest`, leave no
    /// edge between the two parts with negative slack.
    fn rest_is_proved(&self, probe: Option<Probe<'_>>) -> bool {
        for u in 0..self.m {
            if !self.alive[u] || self.rest[u] {
                continue;
            }
            let Some(du) = self.duals[u] else {
                return false;
            };
            let room = du.add(self.plain);
            for v in 0..self.m {
                if self.rest[v] && self.alive[v] && self.allowed(u, v) {
                    if let Some(w) = self.weight(u, v, probe) {
                        if room < w.double() {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    fn solve_part(&mut self, probe: Option<Probe<'_>>) -> Vec<Option<usize>> {
        let vertices: Vec<usize> = (0..self.m)
            .filter(|&v| self.alive[v] && !self.rest[v])
            .collect();
        let k = vertices.len();
        let mut graph = Graph::<W>::new(k);
        for i in 0..k {
            for j in i + 1..k {
                let (u, v) = (vertices[i], vertices[j]);
                if self.allowed(u, v) {
                    if let Some(w) = self.weight(u, v, probe) {
                        graph.set(i, j, w);
                    }
                }
            }
        }
        let (local, duals) = max_weight_matching_with_duals(&graph);
        for (i, &v) in vertices.iter().enumerate() {
            self.duals[v] = Some(duals[i]);
        }
        let mut mate = self.mate.clone();
        for (i, &v) in vertices.iter().enumerate() {
            mate[v] = local[i].map(|j| vertices[j]);
        }
        for (v, slot) in mate.iter_mut().enumerate() {
            if self.rest[v] {
                *slot = self.known[v];
                self.duals[v] = Some(self.plain);
            }
        }
        mate
    }

    fn crit_sum(&self, mate: &[Option<usize>]) -> W {
        let mut sum = W::ZERO;
        for (u, m) in mate.iter().enumerate() {
            if let Some(v) = *m {
                if u < v && self.alive[u] && self.alive[v] {
                    if let Some(c) = self.crit[u * self.m + v] {
                        sum = sum.add(c);
                    }
                }
            }
        }
        sum
    }

    fn t_sum(&self, mate: &[Option<usize>]) -> (i64, i64) {
        let Some(r) = &self.remainder else {
            return (0, 0);
        };
        let mut sum = (0, 0);
        for (u, m) in mate.iter().enumerate() {
            if let Some(v) = *m {
                if u < v && self.alive[u] && self.alive[v] {
                    let (a, b) = r.fields(u, v);
                    sum.0 += a;
                    sum.1 += b;
                }
            }
        }
        sum
    }

    fn optimal(&self, mate: &[Option<usize>]) -> bool {
        self.crit_sum(mate) == self.target && self.t_sum(mate) == self.target_t
    }

    /// Takes a decision: keeps the current matching when it already satisfies `holds`,
    /// otherwise solves again with `probe` rewarding it. True when it could be taken.
    fn decide(&mut self, holds: &dyn Fn(&[Option<usize>]) -> bool, probe: Probe<'_>) -> bool {
        if holds(&self.mate) {
            return true;
        }
        let candidate = self.solve(Some(probe));
        if holds(&candidate) && self.optimal(&candidate) {
            self.mate = candidate;
            true
        } else {
            false
        }
    }

    /// Pairs each of `xs` in turn with the first of `candidates` (in order) that an optimal
    /// matching allows, given the pairs made before it. The current matching settles a player
    /// when the duals rule out every earlier candidate; otherwise one matching with a probe
    /// that ranks the candidates of several players of `xs` lexicographically settles them
    /// all.
    fn pair_in_order(&mut self, xs: &[usize], candidates: &[usize]) {
        let mut rank: Vec<Option<usize>> = vec![None; self.m];
        for (i, &y) in candidates.iter().enumerate() {
            rank[y] = Some(i);
        }
        let n = candidates.len() as i64;
        let width = bits(n as u64 + 1);
        let per_solve = (self.low.probe_bits / width).max(1) as usize;
        let mut i = 0;
        while i < xs.len() {
            let x = xs[i];
            let current = self.mate[x];
            let settled = current.is_some_and(|c| {
                rank[c].is_some()
                    && candidates
                        .iter()
                        .take_while(|&&y| y != c)
                        .all(|&y| !self.allowed(x, y) || self.surely_suboptimal(x, y))
            });
            if settled {
                if let Some(y) = current {
                    self.fix(x, y);
                }
                i += 1;
                continue;
            }
            let chunk: Vec<usize> = xs[i..].iter().copied().take(per_solve).collect();
            let mut slot: Vec<Option<u32>> = vec![None; self.m];
            for (k, &c) in chunk.iter().enumerate() {
                slot[c] = Some(width * (chunk.len() - 1 - k) as u32);
            }
            let probe = |u: usize, v: usize| -> (i64, u32) {
                let (member, other) = match (slot[u], slot[v]) {
                    (Some(shift), None) => (shift, v),
                    (None, Some(shift)) => (shift, u),
                    _ => return (0, 0),
                };
                rank[other].map_or((0, 0), |r| (n - r as i64, member))
            };
            let candidate = self.solve(Some(&probe));
            debug_assert!(self.optimal(&candidate));
            self.mate = candidate;
            for &c in &chunk {
                if let Some(y) = self.mate[c] {
                    debug_assert!(rank[y].is_some());
                    self.fix(c, y);
                }
            }
            i += chunk.len();
        }
    }

    /// Whether the duals of the last matching prove that no optimal matching (by the
    /// criteria and the exchange fields) pairs `x` with `y`: its slack exceeds anything the
    /// heuristic and probe fields below them can add up to.
    fn surely_suboptimal(&self, x: usize, y: usize) -> bool {
        let (Some(dx), Some(dy), Some(w)) = (self.duals[x], self.duals[y], self.weight(x, y, None))
        else {
            return false;
        };
        let slack = dx.add(dy).sub(w.double());
        slack > W::ZERO.add_shifted(1, self.low.t2 + 3)
    }

    fn fix(&mut self, x: usize, y: usize) {
        if let Some(c) = self.crit[x * self.m + y] {
            self.target = self.target.sub(c);
        }
        if let Some(r) = &self.remainder {
            let (a, b) = r.fields(x, y);
            self.target_t.0 -= a;
            self.target_t.1 -= b;
        }
        self.alive[x] = false;
        self.alive[y] = false;
        self.fixed.push((x, y));
    }

    fn run(mut self) -> Outcome {
        let p = self.p;
        self.mate = self.solve(None);
        self.target = self.crit_sum(&self.mate);
        let bracket = p.bracket;
        let mut residents: Vec<usize> = (p.mdps..bracket).collect();

        if p.mdps > 0 {
            let paired_mdps = (0..p.mdps)
                .filter(|&v| self.mate[v].is_some_and(|u| u < bracket))
                .count();
            let mut chosen = Vec::new();
            for mdp in 0..p.mdps {
                if chosen.len() == paired_mdps {
                    break;
                }
                let holds = move |mate: &[Option<usize>]| mate[mdp].is_some_and(|u| u < bracket);
                let probe = move |u: usize, v: usize| -> (i64, u32) {
                    (
                        i64::from((u == mdp && v < bracket) || (v == mdp && u < bracket)),
                        0,
                    )
                };
                if self.decide(&holds, &probe) {
                    chosen.push(mdp);
                    for v in bracket..self.m {
                        self.ban(mdp, v);
                    }
                }
            }
            let candidates: Vec<usize> = residents
                .iter()
                .copied()
                .filter(|&r| self.alive[r])
                .collect();
            self.pair_in_order(&chosen, &candidates);
            residents.retain(|&r| self.alive[r]);
        }
        self.order_remainder(&residents);

        let floaters = (0..bracket)
            .filter(|&v| self.alive[v])
            .map(|v| p.entrant[v])
            .collect();
        let bye_in_bracket = (0..self.m)
            .find(|&v| p.role[v] == Role::Bye)
            .and_then(|y| self.mate[y])
            .is_some_and(|v| v < bracket);
        Outcome {
            mate: self.mate.clone(),
            bye_in_bracket,
            pairs: self
                .fixed
                .iter()
                .map(|&(a, b)| (p.entrant[a], p.entrant[b]))
                .collect(),
            floaters,
        }
    }

    /// Pairs a homogeneous bracket or a remainder in generation order.
    fn order_remainder(&mut self, players: &[usize]) {
        let in_set =
            |v: usize, mate: &[Option<usize>]| mate[v].is_some_and(|u| players.contains(&u));
        let pairs = players.iter().filter(|&&v| in_set(v, &self.mate)).count() / 2;
        if pairs == 0 {
            return;
        }
        let mut bsn = vec![0; self.m];
        let mut s1 = vec![false; self.m];
        for (i, &v) in players.iter().enumerate() {
            bsn[v] = i + 1;
            s1[v] = i < pairs;
        }
        self.remainder = Some(Remainder { bsn, s1, pairs });
        // The duals were for weights without the exchange fields.
        self.duals.iter_mut().for_each(|d| *d = None);
        let t_now = self.t_sum(&self.mate);
        if t_now.0 < pairs as i64 {
            // Some exchange is needed: find the best by T1 and T2.
            self.mate = self.solve(None);
            debug_assert!(self.crit_sum(&self.mate) == self.target);
        }
        self.target_t = self.t_sum(&self.mate);
        let exchanged = pairs - self.target_t.0 as usize;
        let s1_list: Vec<usize> = players[..pairs].to_vec();
        let s2_list: Vec<usize> = players[pairs..].to_vec();
        let mut moved_down = Vec::new();
        let mut moved_up = Vec::new();
        if exchanged > 0 {
            let bsn_of = |v: usize| players.iter().position(|&x| x == v).map_or(0, |i| i + 1);
            for &x in s1_list.iter().rev() {
                if moved_down.len() == exchanged {
                    break;
                }
                // x goes to S2: it floats, or pairs with a player of S1 above it.
                let bx = bsn_of(x);
                let goes_down = |mate: &[Option<usize>]| match mate[x] {
                    None => true,
                    Some(u) => bsn_of(u) == 0 || bsn_of(u) < bx,
                };
                let probe = |u: usize, v: usize| -> (i64, u32) {
                    let other = if u == x {
                        v
                    } else if v == x {
                        u
                    } else {
                        return (0, 0);
                    };
                    (i64::from(bsn_of(other) == 0 || bsn_of(other) < bx), 0)
                };
                if self.decide(&goes_down, &probe) {
                    moved_down.push(x);
                    for &y in players {
                        if bsn_of(y) > bx {
                            self.ban(x, y);
                        }
                    }
                }
            }
            for &y in &s2_list {
                if moved_up.len() == exchanged {
                    break;
                }
                // y goes to S1: it pairs with a player of S2 below it.
                let by = bsn_of(y);
                let goes_up = |mate: &[Option<usize>]| {
                    mate[y].is_some_and(|u| bsn_of(u) > by && bsn_of(u) > pairs)
                };
                let probe = |u: usize, v: usize| -> (i64, u32) {
                    let other = if u == y {
                        v
                    } else if v == y {
                        u
                    } else {
                        return (0, 0);
                    };
                    (i64::from(bsn_of(other) > by && bsn_of(other) > pairs), 0)
                };
                if self.decide(&goes_up, &probe) {
                    moved_up.push(y);
                    for z in 0..self.m {
                        if !(bsn_of(z) > by && bsn_of(z) > pairs) {
                            self.ban(y, z);
                        }
                    }
                }
            }
        }
        let mut s1_new: Vec<usize> = s1_list
            .iter()
            .copied()
            .filter(|v| !moved_down.contains(v))
            .chain(moved_up.iter().copied())
            .collect();
        s1_new.sort_by_key(|&v| players.iter().position(|&x| x == v));
        let s2_new: Vec<usize> = players
            .iter()
            .copied()
            .filter(|v| !s1_new.contains(v))
            .collect();
        let candidates: Vec<usize> = s2_new.iter().copied().filter(|&y| self.alive[y]).collect();
        self.pair_in_order(&s1_new, &candidates);
    }
}

/// How many of the players below the next scoregroup stay in the bracket's matchings.
const KEPT_BELOW: usize = 16;

/// Players below the next scoregroup to leave out of the bracket's matchings: all but the
/// first [`KEPT_BELOW`] of them, the bye candidates of the two lowest scores, and whoever
/// `known` pairs with a player kept.
fn rest_set(p: &Problem, known: &[Option<usize>]) -> Vec<bool> {
    let m = p.len();
    let mut keep = vec![true; m];
    let lower: Vec<usize> = (0..m).filter(|&v| p.role[v] == Role::Lower).collect();
    let first = KEPT_BELOW;
    if lower.len() < first + 24 || known.len() != m || known.iter().any(Option::is_none) {
        return vec![false; m];
    }
    for &v in lower.iter().skip(first) {
        keep[v] = false;
    }
    if let Some(bye) = (0..m).find(|&v| p.role[v] == Role::Bye) {
        // Everyone who may take the bye from the lowest score group, and the group above.
        let eligible: Vec<usize> = lower
            .iter()
            .copied()
            .filter(|&v| p.edge(v, bye).is_some())
            .collect();
        let scores: Vec<u32> = eligible.iter().map(|&v| p.score[v]).collect();
        let mut lowest: Vec<u32> = scores.clone();
        lowest.sort_unstable();
        lowest.dedup();
        let floor = lowest.get(1).or(lowest.first()).copied().unwrap_or(0);
        for (&v, &s) in eligible.iter().zip(&scores) {
            if s <= floor {
                keep[v] = true;
            }
        }
    }
    for v in 0..m {
        if keep[v] {
            if let Some(u) = known[v] {
                keep[u] = true;
            }
        }
    }
    (0..m).map(|v| !keep[v]).collect()
}
