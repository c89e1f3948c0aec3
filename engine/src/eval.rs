//! Static evaluation built from a variant's data: no per-variant code.
//!
//! An [`Evaluator`] is compiled once per variant (see [`Evaluator::for_variant`], which caches
//! them) into flat tables, so evaluating a position is one tight loop over the piece bitboards.
//!
//! # Terms (all in centipawns, tapered between middlegame and endgame)
//! - **Material**: `kinds[i].value × 100`. A non-royal kind whose value is 0 gets a value
//!   derived from its average *expected mobility*: the empty-board reach (`Variant::reach`)
//!   with each rider cell at distance `d` discounted by `(1 − ρ)^(d − 1)`, the chance that the
//!   cells before it are empty when cells are occupied with probability `ρ` = the start
//!   position's density (clamped to 0.25..=0.6; Glinski 0.40). Leaps count fully. The
//!   variant's valued, non-pawn, non-royal kinds are fitted by least squares to
//!   `value = c × mobility` (a line through the origin) and the fitted `c` prices the unvalued
//!   kind (at least half a pawn). With no valued kind to fit, `c = 1/3` pawn per cell. The
//!   discount matters: raw reach overrates long riders (pawns per reach cell: Glinski rook
//!   0.22, knight 0.51), while expected mobility at Glinski's density prices every Full House
//!   piece within 0.39–0.56 pawns per cell. See [`Evaluator::value`].
//! - **Centralisation / mobility**: a piece-square bonus `w × (mob(cell) − mean) / √mean`
//!   from the kind's expected mobility on that cell (`w` = 12 middlegame, 10 endgame), so
//!   pieces prefer cells where they would control more; riders and leapers are treated alike.
//! - **Pawn advancement**: pawn kinds gain a bonus by the number of forward steps (`forward` of
//!   the owner) left to the nearest promotion cell (or the board edge when the straight line
//!   meets none), growing as that distance shrinks; more in the endgame. A pawn with no enemy
//!   pawn in front of it or next to any cell ahead of it (its "front span") counts as passed and
//!   earns an extra bonus by distance.
//! - **King safety** (middlegame only, cheap): each royal gains a little for own pieces in its
//!   zone (the cell and its 12 neighbours); it loses `weight² / 8` when two or more enemy
//!   non-pawn pieces reach its zone on an empty board (`weight` = the attackers' values in pawns,
//!   clamped to 1..=12 each). Blockers are ignored on purpose: it is a proxy, not an attack map.
//!   Royals also get a middlegame penalty for stepping forward from their home edge and an
//!   endgame centralisation bonus.
//! - **Tempo**: the side to move gets [`TEMPO`].
//! - **Phase**: `phase = Σ non-pawn non-royal material on the board / the same at the start`.
//! - **Drawish material** (two players): a side without pawns that is no more than a minor
//!   piece (4 pawns) ahead in material has its advantage divided by 8.
//!
//! With more than two players, the score of a player is their own total minus the mean total of
//! the other live players (the paranoid search compares the root player with the coalition).

use crate::bitboard::Bitboard;
use crate::board::Cell;
use crate::geometry::{DIAGONALS, ORTHOGONALS};
use crate::piece::{PieceKind, Player, MAX_PLAYERS};
use crate::position::Position;
use crate::variant::Variant;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Bonus for the side to move, in centipawns.
pub const TEMPO: i32 = 12;

/// Pawn advancement bonus `(middlegame, endgame)` by forward steps left to promotion (index 0 is
/// unused: a pawn never stands on its promotion cell).
const PAWN_ADVANCE: [(i32, i32); 8] = [
    (0, 0),
    (45, 90),
    (25, 55),
    (14, 32),
    (8, 18),
    (4, 9),
    (1, 3),
    (0, 0),
];

/// Extra bonus `(middlegame, endgame)` for a passed pawn by steps left to promotion.
const PASSED: [(i32, i32); 8] = [
    (0, 0),
    (50, 110),
    (35, 75),
    (22, 48),
    (14, 30),
    (8, 18),
    (5, 10),
    (3, 6),
];

/// A variant's evaluation tables.
#[derive(Debug, Clone)]
pub struct Evaluator {
    nplayers: usize,
    nkinds: usize,
    ncells: usize,
    /// Value of each kind in centipawns (royals 0).
    values: Vec<i32>,
    royal: u32,
    pawn: u32,
    /// Piece-square values (material included), index `(player * nkinds + kind) * ncells + cell`.
    pst_mg: Vec<i32>,
    pst_eg: Vec<i32>,
    /// Empty-board reach, same indexing.
    reach: Vec<Bitboard>,
    /// Cell plus its twelve neighbours.
    zone: Vec<Bitboard>,
    /// Per player and cell: cells ahead of a pawn and next to them.
    front_span: Vec<Bitboard>,
    /// Per player and cell: forward steps to promotion (clamped to 7).
    promo_dist: Vec<u8>,
    phase_total: i32,
    attack_weight: Vec<i32>,
    stalemate_cp: i32,
}

impl Evaluator {
    /// Compiles the tables of a variant (a few milliseconds; prefer [`Evaluator::for_variant`]).
    pub fn new(v: &Variant) -> Evaluator {
        let np = v.player_count();
        let nk = v.kinds.len();
        let n = v.board.len();
        let cells: Vec<Cell> = v.board.cells().collect();
        let mut royal = 0u32;
        let mut pawn = 0u32;
        for (k, kd) in v.kinds.iter().enumerate() {
            if kd.def.royal {
                royal |= 1 << k;
            }
            if kd.def.pawn {
                pawn |= 1 << k;
            }
        }
        let idx = |p: usize, k: usize, c: usize| (p * nk + k) * n + c;

        // Board density of the start position (clamped), for expected mobility.
        let start = Position::start(v).ok();
        let rho = start
            .as_ref()
            .map_or(0.4, |s| s.occupied().count() as f64 / n.max(1) as f64)
            .clamp(0.25, 0.6);

        // Empty-board reach; expected mobility per cell and its mean per kind.
        let mut reach = vec![Bitboard::EMPTY; np * nk * n];
        let mut mobility = vec![0f64; np * nk * n];
        let mut mean_mob = vec![0f64; nk];
        for p in 0..np {
            for k in 0..nk {
                for &c in &cells {
                    let (pl, kind) = (Player(p as u8), PieceKind(k as u8));
                    reach[idx(p, k, c.index())] = v.reach(pl, kind, c);
                    let m = expected_mobility(v, pl, kind, c, rho);
                    mobility[idx(p, k, c.index())] = m;
                    mean_mob[k] += m;
                }
            }
        }
        for m in &mut mean_mob {
            *m /= (np * n).max(1) as f64;
        }

        // Values: data, or fitted from reach for kinds valued 0.
        let (mut sxy, mut sxx) = (0f64, 0f64);
        for (k, kd) in v.kinds.iter().enumerate() {
            if !kd.def.royal && !kd.def.pawn && kd.value > 0.0 {
                sxy += kd.value * mean_mob[k];
                sxx += mean_mob[k] * mean_mob[k];
            }
        }
        let per_cell = if sxx > 0.0 { sxy / sxx } else { 1.0 / 3.0 };
        let values: Vec<i32> = v
            .kinds
            .iter()
            .enumerate()
            .map(|(k, kd)| {
                if kd.def.royal {
                    0
                } else if kd.value > 0.0 {
                    (kd.value * 100.0).round() as i32
                } else {
                    ((per_cell * mean_mob[k] * 100.0).round() as i32).max(50)
                }
            })
            .collect();

        // Neighbourhood zones.
        let zone: Vec<Bitboard> = (0..n)
            .map(|i| {
                let c = cells[i];
                let mut z = Bitboard::from_cell(c);
                for d in ORTHOGONALS.iter().chain(DIAGONALS.iter()) {
                    if let Some(x) = v.board.offset(c, *d) {
                        z.insert(x);
                    }
                }
                z
            })
            .collect();

        // Forward geometry per player: steps to promotion, steps from the home edge, front span.
        let mut promo_dist = vec![7u8; np * n];
        let mut progress = vec![0i32; np * n];
        let mut front_span = vec![Bitboard::EMPTY; np * n];
        for p in 0..np {
            let f = v.players[p].forward;
            let promo = v.promotion.cells[p];
            for &c in &cells {
                let mut cur = c;
                let mut steps = 0u8;
                let mut found = None;
                let mut span = Bitboard::EMPTY;
                while let Some(x) = v.board.offset(cur, f) {
                    steps = steps.saturating_add(1);
                    span |= zone[x.index()];
                    if found.is_none() && promo.contains(x) {
                        found = Some(steps);
                    }
                    cur = x;
                }
                promo_dist[p * n + c.index()] = found.unwrap_or(steps).clamp(1, 7);
                front_span[p * n + c.index()] = span;
                let mut back = 0;
                let mut cur = c;
                while let Some(x) = v.board.offset(cur, f.scale(-1)) {
                    back += 1;
                    cur = x;
                }
                progress[p * n + c.index()] = back;
            }
        }

        // Piece-square tables.
        let mut pst_mg = vec![0i32; np * nk * n];
        let mut pst_eg = vec![0i32; np * nk * n];
        for p in 0..np {
            for k in 0..nk {
                let mean = mean_mob[k].max(1.0);
                for &c in &cells {
                    let i = idx(p, k, c.index());
                    let central = (mobility[i] - mean) / mean.sqrt();
                    let (mg, eg) = if royal >> k & 1 != 0 {
                        (-12 * progress[p * n + c.index()], (10.0 * central) as i32)
                    } else if pawn >> k & 1 != 0 {
                        let d = usize::from(promo_dist[p * n + c.index()]);
                        PAWN_ADVANCE[d]
                    } else {
                        ((12.0 * central) as i32, (10.0 * central) as i32)
                    };
                    pst_mg[i] = values[k] + mg;
                    pst_eg[i] = values[k] + eg;
                }
            }
        }

        // Phase: non-pawn, non-royal material of the start position.
        let mut phase_total = 0;
        if let Some(start) = &start {
            for (_, piece) in start.pieces() {
                let k = piece.kind.index();
                if (royal | pawn) >> k & 1 == 0 {
                    phase_total += values[k];
                }
            }
        }
        let attack_weight = values.iter().map(|&x| (x / 100).clamp(1, 12)).collect();

        // Stalemate scored 3/4 - 1/4: linear in quarter points between a draw (0) and a win
        // counted as the strongest piece's worth of material, i.e. half of that piece.
        let strongest = values.iter().copied().max().unwrap_or(900);
        let stalemate_cp = (strongest / 2).clamp(150, 750);

        Evaluator {
            nplayers: np,
            nkinds: nk,
            ncells: n,
            values,
            royal,
            pawn,
            pst_mg,
            pst_eg,
            reach,
            zone,
            front_span,
            promo_dist,
            phase_total: phase_total.max(1),
            attack_weight,
            stalemate_cp,
        }
    }

    /// The shared evaluator of a variant, built at first use and cached for the process
    /// (keyed by the variant's id, setup and piece values).
    pub fn for_variant(v: &Variant) -> Arc<Evaluator> {
        static CACHE: OnceLock<Mutex<HashMap<String, Arc<Evaluator>>>> = OnceLock::new();
        let key = format!(
            "{}|{}|{}|{:?}",
            v.id,
            v.setup,
            v.board.len(),
            v.kinds
                .iter()
                .map(|k| (k.id.as_str(), k.value))
                .collect::<Vec<_>>()
        );
        let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
        let mut map = match cache.lock() {
            Ok(m) => m,
            Err(poisoned) => poisoned.into_inner(),
        };
        map.entry(key)
            .or_insert_with(|| Arc::new(Evaluator::new(v)))
            .clone()
    }

    /// Value of a kind in centipawns as used by the evaluation and move ordering (0 for royals).
    #[inline]
    pub fn value(&self, k: PieceKind) -> i32 {
        self.values[k.index()]
    }

    /// Whether a kind is royal.
    #[inline]
    pub fn is_royal(&self, k: PieceKind) -> bool {
        self.royal >> k.0 & 1 != 0
    }

    /// Whether a kind is pawn-like.
    #[inline]
    pub fn is_pawn(&self, k: PieceKind) -> bool {
        self.pawn >> k.0 & 1 != 0
    }

    /// Score of a stalemate under the three-quarters rule, for the stalemating side, in
    /// centipawns: half the value of the variant's strongest piece (clamped to 150..=750).
    ///
    /// Quarter points are mapped linearly onto the centipawn scale, with a win (4/4 against
    /// 0/4) equated to being a whole strongest piece ahead. A 3/4–1/4 stalemate is halfway
    /// between a draw and that, so the engine prefers it to a small edge but not to a
    /// decisive one (Glinski: ±4.50).
    #[inline]
    pub fn stalemate_cp(&self) -> i32 {
        self.stalemate_cp
    }

    /// Non-pawn, non-royal material of a player in centipawns (used to avoid null-move
    /// pruning in zugzwang-prone endings).
    pub fn piece_material(&self, pos: &Position, p: Player) -> i32 {
        let mine = pos.player_cells(p);
        let mut total = 0;
        for k in 0..self.nkinds {
            if (self.royal | self.pawn) >> k & 1 != 0 {
                continue;
            }
            let n = (mine & pos.kind_cells(PieceKind(k as u8))).count() as i32;
            total += n * self.values[k];
        }
        total
    }

    /// Evaluation in centipawns from `perspective`'s point of view: their total minus the
    /// mean total of the other live players, with the tempo bonus for the side to move.
    pub fn evaluate(&self, pos: &Position, perspective: Player) -> i32 {
        let np = self.nplayers;
        let nk = self.nkinds;
        let n = self.ncells;
        let mut mg = [0i32; MAX_PLAYERS];
        let mut eg = [0i32; MAX_PLAYERS];
        let mut att_w = [0i32; MAX_PLAYERS];
        let mut att_n = [0i32; MAX_PLAYERS];
        let mut pieces_mat = [0i32; MAX_PLAYERS];
        let mut pawns = [0u32; MAX_PLAYERS];
        let mut royal_zone = [Bitboard::EMPTY; MAX_PLAYERS];
        let mut live = [false; MAX_PLAYERS];
        let mut all_pawns = Bitboard::EMPTY;
        let mut phase = 0;

        for k in 0..nk {
            if self.pawn >> k & 1 != 0 {
                all_pawns |= pos.kind_cells(PieceKind(k as u8));
            }
        }
        for p in 0..np {
            let pl = Player(p as u8);
            live[p] = !pos.is_eliminated(pl);
            if !live[p] {
                continue;
            }
            let mine = pos.player_cells(pl);
            let mut royals = Bitboard::EMPTY;
            for k in 0..nk {
                if self.royal >> k & 1 != 0 {
                    royals |= mine & pos.kind_cells(PieceKind(k as u8));
                }
            }
            if let Some(r) = royals.first() {
                let z = self.zone[r.index()];
                royal_zone[p] = z;
                let shelter = ((z & mine).count() as i32 - 1).clamp(0, 5);
                mg[p] += 8 * shelter;
            }
        }

        for p in 0..np {
            if !live[p] {
                continue;
            }
            let pl = Player(p as u8);
            let mine = pos.player_cells(pl);
            let enemy_pawns = all_pawns & !mine;
            for k in 0..nk {
                let bb = mine & pos.kind_cells(PieceKind(k as u8));
                if bb.is_empty() {
                    continue;
                }
                let base = (p * nk + k) * n;
                for c in bb {
                    mg[p] += self.pst_mg[base + c.index()];
                    eg[p] += self.pst_eg[base + c.index()];
                }
                let bit = 1u32 << k;
                if self.pawn & bit != 0 {
                    pawns[p] += bb.count();
                    for c in bb {
                        if (self.front_span[p * n + c.index()] & enemy_pawns).is_empty() {
                            let d = usize::from(self.promo_dist[p * n + c.index()]);
                            mg[p] += PASSED[d].0;
                            eg[p] += PASSED[d].1;
                        }
                    }
                } else if self.royal & bit == 0 {
                    let cnt = bb.count() as i32;
                    pieces_mat[p] += cnt * self.values[k];
                    phase += cnt * self.values[k];
                    for c in bb {
                        let r = self.reach[base + c.index()];
                        for q in 0..np {
                            if q != p && (r & royal_zone[q]).any() {
                                att_w[q] += self.attack_weight[k];
                                att_n[q] += 1;
                            }
                        }
                    }
                }
            }
            for k in 0..nk {
                let h = i32::from(pos.hand(pl, PieceKind(k as u8)));
                if h > 0 {
                    mg[p] += h * self.values[k];
                    eg[p] += h * self.values[k];
                }
            }
        }

        let total = self.phase_total;
        let ph = phase.min(total);
        let mut score = [0i32; MAX_PLAYERS];
        for p in 0..np {
            if !live[p] {
                continue;
            }
            if att_n[p] >= 2 {
                mg[p] -= (att_w[p] * att_w[p] / 8).min(400);
            }
            score[p] = (mg[p] * ph + eg[p] * (total - ph)) / total;
        }

        let me = perspective.index();
        let mut result = if np == 2 {
            let o = 1 - me;
            let mut s = score[me] - score[o];
            let (strong, weak) = if s > 0 { (me, o) } else { (o, me) };
            if pawns[strong] == 0 && pieces_mat[strong] - pieces_mat[weak] <= 400 {
                s /= 8;
            }
            s
        } else {
            let (mut sum, mut count) = (0, 0);
            for q in (0..np).filter(|&q| q != me && live[q]) {
                sum += score[q];
                count += 1;
            }
            if count == 0 {
                score[me]
            } else {
                score[me] - sum / count
            }
        };
        result += if pos.turn() == perspective {
            TEMPO
        } else {
            -TEMPO
        };
        result
    }
}

/// Expected number of cells a piece of `k` on `c` can move to when every other cell is
/// occupied independently with probability `rho`: plain leaps always count; a rider's cell at
/// distance `d` counts `(1 - rho)^(d - 1)`, the chance that the cells before it are empty.
fn expected_mobility(v: &Variant, p: Player, k: PieceKind, c: Cell, rho: f64) -> f64 {
    let t = v.table(p, k);
    let mut total = f64::from((t.leap_quiet[c.index()] | t.leap_capture[c.index()]).count());
    for r in &t.rides {
        if r.ep_only || !r.from.contains(c) {
            continue;
        }
        for (d, _) in v.ray(c, r.ray).iter().enumerate() {
            let d = d + 1;
            if d > usize::from(r.max) {
                break;
            }
            if d >= usize::from(r.min) {
                total += (1.0 - rho).powi(d as i32 - 1);
            }
        }
    }
    total
}
