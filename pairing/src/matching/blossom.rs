//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables,
//! O(n³) on a dense adjacency matrix.
//!
//! Vertices are `1..=n` inside, blossoms `n+1..=2n`; `lab` holds twice the vertex duals and
//! the blossom duals in the same scale, so the slack of an edge is `lab[u] + lab[v] - 2w`.
//! With integer weights every dual stays an integer (all exposed vertices carry the same dual,
//! and tight edges keep the parity of a search tree), which `debug_assert`s check.

use super::weight::Weight;
use std::collections::VecDeque;

/// A dense undirected graph on vertices `0..n` with optional weighted edges.
#[derive(Debug, Clone)]
pub(crate) struct Graph<W> {
    n: usize,
    weight: Vec<W>,
    present: Vec<bool>,
}

impl<W: Weight> Graph<W> {
    /// A graph on `n` vertices and no edges.
    pub(crate) fn new(n: usize) -> Self {
        Graph {
            n,
            weight: vec![W::ZERO; n * n],
            present: vec![false; n * n],
        }
    }

    /// Adds (or replaces) the edge `u`–`v`; weights must be positive.
    pub(crate) fn set(&mut self, u: usize, v: usize, w: W) {
        debug_assert!(u != v && w > W::ZERO);
        self.weight[u * self.n + v] = w;
        self.weight[v * self.n + u] = w;
        self.present[u * self.n + v] = true;
        self.present[v * self.n + u] = true;
    }

    /// The weight of `u`–`v`, if that edge exists.
    pub(crate) fn get(&self, u: usize, v: usize) -> Option<W> {
        self.present[u * self.n + v].then(|| self.weight[u * self.n + v])
    }

    /// The number of vertices.
    pub(crate) fn len(&self) -> usize {
        self.n
    }
}

/// A matching of maximum total weight: `mate[v]` for each vertex.
pub(crate) fn max_weight_matching<W: Weight>(graph: &Graph<W>) -> Vec<Option<usize>> {
    max_weight_matching_with_duals(graph).0
}

/// A matching of maximum total weight, and the final vertex duals in the doubled scale:
/// every edge has `dual[u] + dual[v] - 2w >= 0` (blossom duals only add to that), so an
/// edge for which this exceeds `2s` lies in no matching within `s` of the maximum weight.
pub(crate) fn max_weight_matching_with_duals<W: Weight>(
    graph: &Graph<W>,
) -> (Vec<Option<usize>>, Vec<W>) {
    let n = graph.len();
    if n == 0 {
        return (Vec::new(), Vec::new());
    }
    let mut solver = Solver::new(graph);
    solver.run();
    let mate = (1..=n)
        .map(|v| match solver.mate[v] {
            0 => None,
            m => Some(m as usize - 1),
        })
        .collect();
    (mate, solver.lab[1..=n].to_vec())
}

/// An edge between two original vertices; `(0, 0)` is no edge.
type Edge = (u32, u32);
const NONE: Edge = (0, 0);

struct Solver<W> {
    n: usize,
    /// Twice each edge's weight, by original vertices (0-based).
    double_weight: Vec<W>,
    /// Highest index in use for a vertex or a blossom.
    nx: usize,
    /// `size` columns: `g[u * size + v]` is the best edge between (blossoms or vertices) u and v.
    size: usize,
    g: Vec<Edge>,
    lab: Vec<W>,
    mate: Vec<u32>,
    slack: Vec<u32>,
    st: Vec<u32>,
    pa: Vec<u32>,
    /// `flo_from[b * (n + 1) + x]`: the child of blossom `b` that holds vertex `x`.
    flo_from: Vec<u32>,
    /// -1 unlabelled, 0 outer (even), 1 inner (odd).
    s: Vec<i8>,
    vis: Vec<u32>,
    stamp: u32,
    flo: Vec<Vec<u32>>,
    queue: VecDeque<u32>,
}

impl<W: Weight> Solver<W> {
    fn new(graph: &Graph<W>) -> Self {
        let n = graph.len();
        let size = 2 * n + 1;
        let mut g = vec![NONE; size * size];
        let mut w_max = W::ZERO;
        for u in 0..n {
            for v in 0..n {
                if let Some(w) = graph.get(u, v) {
                    g[(u + 1) * size + v + 1] = ((u + 1) as u32, (v + 1) as u32);
                    w_max = w_max.max(w);
                }
            }
        }
        let mut flo_from = vec![0u32; size * (n + 1)];
        for u in 1..=n {
            flo_from[u * (n + 1) + u] = u as u32;
        }
        let mut lab = vec![W::ZERO; size];
        for l in lab.iter_mut().take(n + 1).skip(1) {
            *l = w_max;
        }
        Solver {
            n,
            double_weight: graph.weight.iter().map(|w| w.double()).collect(),
            nx: n,
            size,
            g,
            lab,
            mate: vec![0; size],
            slack: vec![0; size],
            st: (0..size as u32).collect(),
            pa: vec![0; size],
            flo_from,
            s: vec![-1; size],
            vis: vec![0; size],
            stamp: 0,
            flo: vec![Vec::new(); size],
            queue: VecDeque::new(),
        }
    }

    fn run(&mut self) {
        while self.augment_once() {}
    }

    #[inline]
    fn edge(&self, u: usize, v: usize) -> Edge {
        self.g[u * self.size + v]
    }

    /// The slack of an edge between original vertices (doubled, like the duals).
    #[inline]
    fn e_delta(&self, e: Edge) -> W {
        let (u, v) = (e.0 as usize, e.1 as usize);
        self.lab[u]
            .add(self.lab[v])
            .sub(self.double_weight[(u - 1) * self.n + v - 1])
    }

    fn update_slack(&mut self, u: usize, x: usize) {
        let cur = self.slack[x] as usize;
        if cur == 0 || self.e_delta(self.edge(u, x)) < self.e_delta(self.edge(cur, x)) {
            self.slack[x] = u as u32;
        }
    }

    fn set_slack(&mut self, x: usize) {
        self.slack[x] = 0;
        for u in 1..=self.n {
            if self.edge(u, x) != NONE
                && self.st[u] as usize != x
                && self.s[self.st[u] as usize] == 0
            {
                self.update_slack(u, x);
            }
        }
    }

    fn q_push(&mut self, x: usize) {
        if x <= self.n {
            self.queue.push_back(x as u32);
        } else {
            for i in 0..self.flo[x].len() {
                let c = self.flo[x][i] as usize;
                self.q_push(c);
            }
        }
    }

    fn set_st(&mut self, x: usize, b: usize) {
        self.st[x] = b as u32;
        if x > self.n {
            for i in 0..self.flo[x].len() {
                let c = self.flo[x][i] as usize;
                self.set_st(c, b);
            }
        }
    }

    /// The position of child `xr` in blossom `b`, reorienting the cycle so that it is even.
    fn get_pr(&mut self, b: usize, xr: usize) -> usize {
        let pr = self.flo[b]
            .iter()
            .position(|&c| c as usize == xr)
            .unwrap_or(0);
        if pr % 2 == 1 {
            self.flo[b][1..].reverse();
            self.flo[b].len() - pr
        } else {
            pr
        }
    }

    fn set_match(&mut self, u: usize, v: usize) {
        let e = self.edge(u, v);
        self.mate[u] = e.1;
        if u <= self.n {
            return;
        }
        let xr = self.flo_from[u * (self.n + 1) + e.0 as usize] as usize;
        let pr = self.get_pr(u, xr);
        for i in 0..pr {
            let (a, b) = (self.flo[u][i] as usize, self.flo[u][i ^ 1] as usize);
            self.set_match(a, b);
        }
        self.set_match(xr, v);
        self.flo[u].rotate_left(pr);
    }

    fn augment(&mut self, mut u: usize, mut v: usize) {
        loop {
            let xnv = self.st[self.mate[u] as usize] as usize;
            self.set_match(u, v);
            if xnv == 0 {
                return;
            }
            let next = self.st[self.pa[xnv] as usize] as usize;
            self.set_match(xnv, next);
            u = next;
            v = xnv;
        }
    }

    fn get_lca(&mut self, mut u: usize, mut v: usize) -> usize {
        self.stamp += 1;
        let t = self.stamp;
        while u != 0 || v != 0 {
            if u != 0 {
                if self.vis[u] == t {
                    return u;
                }
                self.vis[u] = t;
                u = self.st[self.mate[u] as usize] as usize;
                if u != 0 {
                    u = self.st[self.pa[u] as usize] as usize;
                }
            }
            std::mem::swap(&mut u, &mut v);
        }
        0
    }

    fn add_blossom(&mut self, u: usize, lca: usize, v: usize) {
        let n = self.n;
        let mut b = n + 1;
        while b <= self.nx && self.st[b] != 0 {
            b += 1;
        }
        if b > self.nx {
            self.nx += 1;
        }
        self.lab[b] = W::ZERO;
        self.s[b] = 0;
        self.mate[b] = self.mate[lca];
        let mut cycle = vec![lca as u32];
        let mut x = u;
        while x != lca {
            cycle.push(x as u32);
            let y = self.st[self.mate[x] as usize] as usize;
            cycle.push(y as u32);
            self.q_push(y);
            x = self.st[self.pa[y] as usize] as usize;
        }
        cycle[1..].reverse();
        let mut x = v;
        while x != lca {
            cycle.push(x as u32);
            let y = self.st[self.mate[x] as usize] as usize;
            cycle.push(y as u32);
            self.q_push(y);
            x = self.st[self.pa[y] as usize] as usize;
        }
        self.flo[b] = cycle;
        self.set_st(b, b);
        for x in 1..=self.nx {
            self.g[b * self.size + x] = NONE;
            self.g[x * self.size + b] = NONE;
        }
        for x in 1..=n {
            self.flo_from[b * (n + 1) + x] = 0;
        }
        for i in 0..self.flo[b].len() {
            let xs = self.flo[b][i] as usize;
            for x in 1..=self.nx {
                let candidate = self.edge(xs, x);
                if candidate == NONE {
                    continue;
                }
                let current = self.edge(b, x);
                if current == NONE || self.e_delta(candidate) < self.e_delta(current) {
                    self.g[b * self.size + x] = candidate;
                    self.g[x * self.size + b] = self.edge(x, xs);
                }
            }
            for x in 1..=n {
                if self.flo_from[xs * (n + 1) + x] != 0 {
                    self.flo_from[b * (n + 1) + x] = xs as u32;
                }
            }
        }
        self.set_slack(b);
    }

    fn expand_blossom(&mut self, b: usize) {
        let n = self.n;
        for i in 0..self.flo[b].len() {
            let xs = self.flo[b][i] as usize;
            self.set_st(xs, xs);
        }
        let entry = self.edge(b, self.pa[b] as usize).0 as usize;
        let xr = self.flo_from[b * (n + 1) + entry] as usize;
        let pr = self.get_pr(b, xr);
        let mut i = 0;
        while i < pr {
            let xs = self.flo[b][i] as usize;
            let xns = self.flo[b][i + 1] as usize;
            self.pa[xs] = self.edge(xns, xs).0;
            self.s[xs] = 1;
            self.s[xns] = 0;
            self.slack[xs] = 0;
            self.set_slack(xns);
            self.q_push(xns);
            i += 2;
        }
        self.s[xr] = 1;
        self.pa[xr] = self.pa[b];
        for i in pr + 1..self.flo[b].len() {
            let xs = self.flo[b][i] as usize;
            self.s[xs] = -1;
            self.set_slack(xs);
        }
        self.st[b] = 0;
    }

    /// Follows a tight edge; true when it completed an augmenting path.
    fn on_found_edge(&mut self, e: Edge) -> bool {
        let u = self.st[e.0 as usize] as usize;
        let v = self.st[e.1 as usize] as usize;
        if self.s[v] == -1 {
            self.pa[v] = e.0;
            self.s[v] = 1;
            let nu = self.st[self.mate[v] as usize] as usize;
            self.slack[v] = 0;
            self.slack[nu] = 0;
            self.s[nu] = 0;
            self.q_push(nu);
        } else if self.s[v] == 0 {
            let lca = self.get_lca(u, v);
            if lca == 0 {
                self.augment(u, v);
                self.augment(v, u);
                return true;
            }
            self.add_blossom(u, lca, v);
        }
        false
    }

    /// One search stage; true when the matching grew.
    fn augment_once(&mut self) -> bool {
        let n = self.n;
        for x in 1..=self.nx {
            self.s[x] = -1;
            self.slack[x] = 0;
        }
        self.queue.clear();
        for x in 1..=self.nx {
            if self.st[x] as usize == x && self.mate[x] == 0 {
                self.pa[x] = 0;
                self.s[x] = 0;
                self.q_push(x);
            }
        }
        if self.queue.is_empty() {
            return false;
        }
        loop {
            while let Some(u) = self.queue.pop_front() {
                let u = u as usize;
                if self.s[self.st[u] as usize] == 1 {
                    continue;
                }
                for v in 1..=n {
                    let e = self.edge(u, v);
                    if e != NONE && self.st[u] != self.st[v] {
                        if self.e_delta(e) == W::ZERO {
                            if self.on_found_edge(e) {
                                return true;
                            }
                        } else {
                            let sv = self.st[v] as usize;
                            self.update_slack(u, sv);
                        }
                    }
                }
            }
            let mut d: Option<W> = None;
            let take = |d: &mut Option<W>, value: W| {
                if !matches!(d, Some(cur) if *cur <= value) {
                    *d = Some(value);
                }
            };
            for b in n + 1..=self.nx {
                if self.st[b] as usize == b && self.s[b] == 1 {
                    debug_assert!(self.lab[b].half().double() == self.lab[b]);
                    take(&mut d, self.lab[b].half());
                }
            }
            for x in 1..=self.nx {
                let sx = self.slack[x] as usize;
                if self.st[x] as usize == x && sx != 0 {
                    let delta = self.e_delta(self.edge(sx, x));
                    if self.s[x] == -1 {
                        take(&mut d, delta);
                    } else if self.s[x] == 0 {
                        debug_assert!(delta.half().double() == delta);
                        take(&mut d, delta.half());
                    }
                }
            }
            for u in 1..=n {
                match self.s[self.st[u] as usize] {
                    0 => {
                        let Some(delta) = d else { return false };
                        if self.lab[u] <= delta {
                            return false;
                        }
                        self.lab[u] = self.lab[u].sub(delta);
                    }
                    1 => {
                        if let Some(delta) = d {
                            self.lab[u] = self.lab[u].add(delta);
                        }
                    }
                    _ => {}
                }
            }
            let Some(delta) = d else { return false };
            for b in n + 1..=self.nx {
                if self.st[b] as usize == b {
                    match self.s[b] {
                        0 => self.lab[b] = self.lab[b].add(delta.double()),
                        1 => self.lab[b] = self.lab[b].sub(delta.double()),
                        _ => {}
                    }
                }
            }
            self.queue.clear();
            for x in 1..=self.nx {
                let sx = self.slack[x] as usize;
                if self.st[x] as usize == x
                    && sx != 0
                    && self.st[sx] as usize != x
                    && self.e_delta(self.edge(sx, x)) == W::ZERO
                    && self.on_found_edge(self.edge(sx, x))
                {
                    return true;
                }
            }
            for b in n + 1..=self.nx {
                if self.st[b] as usize == b && self.s[b] == 1 && self.lab[b] == W::ZERO {
                    self.expand_blossom(b);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exhaustive maximum: (cardinality, weight) compared lexicographically is not what the
    /// solver does, so the tests give every edge a large constant to make them agree.
    fn brute(n: usize, edges: &[(usize, usize, i64)]) -> i64 {
        fn go(v: usize, n: usize, used: &mut Vec<bool>, w: &[Vec<Option<i64>>]) -> i64 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, n, used, w);
            }
            used[v] = true;
            let mut best = go(v + 1, n, used, w);
            for u in v + 1..n {
                if !used[u] {
                    if let Some(x) = w[v][u] {
                        used[u] = true;
                        best = best.max(x + go(v + 1, n, used, w));
                        used[u] = false;
                    }
                }
            }
            used[v] = false;
            best
        }
        let mut w = vec![vec![None; n]; n];
        for &(a, b, x) in edges {
            w[a][b] = Some(x);
            w[b][a] = Some(x);
        }
        go(0, n, &mut vec![false; n], &w)
    }

    #[test]
    fn random_graphs_match_brute_force() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..400 {
            let n = 2 + (next() % 11) as usize;
            let mut graph = Graph::<i64>::new(n);
            let mut edges = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if next() % 3 != 0 {
                        let x = 1 + (next() % if round % 2 == 0 { 8 } else { 1000 }) as i64;
                        graph.set(a, b, x);
                        edges.push((a, b, x));
                    }
                }
            }
            let mate = max_weight_matching(&graph);
            let mut total = 0;
            for (v, m) in mate.iter().enumerate() {
                if let Some(u) = *m {
                    assert_eq!(mate[u], Some(v));
                    if v < u {
                        total += graph.get(v, u).expect("matched along an edge");
                    }
                }
            }
            assert_eq!(total, brute(n, &edges), "graph {edges:?}");
        }
    }
}
