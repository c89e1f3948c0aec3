//! Game-tree search for every variant the engine loads: no per-variant code beyond the data.
//!
//! [`Searcher`] runs an iterative-deepening principal-variation search (negamax alpha-beta)
//! with aspiration windows, a transposition table keyed by the position's Zobrist hash,
//! quiescence search (captures and promotions; all evasions when in check), move ordering
//! (TT move, MVV-LVA captures, two killers per ply, history), check extensions, null-move
//! pruning, late-move reductions, reverse futility, futility and late-move pruning at the
//! frontier. The evaluation comes from [`crate::eval::Evaluator`].
//!
//! ```
//! use hexcourier_engine::search::{Limits, Searcher};
//! use hexcourier_engine::{Library, Position};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! let pos = Position::start(v)?;
//! let mut searcher = Searcher::new(16);
//! let result = searcher.search(v, &pos, &[], &Limits::depth(3), &mut |_info| {});
//! assert!(result.best.is_some_and(|m| pos.is_legal(v, m)));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Scores and game rules
//! Scores are centipawns from the side to move's point of view. Checkmate is a mate score by
//! distance ([`Score::Mate`]); stalemate follows `rules.stalemate` (draw 0, loss/win as mate
//! scores, three-quarters as minus [`Evaluator::stalemate_cp`] for the stalemated side); a
//! position repeated once on the search path or in the game history counts as a draw (0) when
//! the variant has a repetition rule; reaching the move rule's ply count is a draw (unless it
//! is checkmate).
//!
//! # Several players: paranoid search
//! With three players (or more) the search is *paranoid*: the player to move at the root plays
//! against the coalition of all the others, who are assumed to cooperate to minimise the root
//! player's score. Scores are kept from the point of view of the side to move's team, and a
//! score is negated only when the turn passes between the root player and the coalition (two
//! coalition members in a row share the sign and the window). In games that eliminate
//! checkmated players (`rules.elimination`), a player who cannot move passes (and is eliminated
//! if in check), as in [`crate::Game`]; a line is decided when the root player is eliminated (a
//! loss) or is the only one left (a win). Otherwise a checkmated or stalemated coalition member
//! ends the line and is scored like a two-player mate or stalemate for the coalition. Null moves are only tried when the next
//! player is on the other side. The evaluation compares the root player with the mean of the
//! other live players. Transposition-table keys are salted with the root player, so a table
//! reused between searches for different players never mixes points of view. Paranoid search
//! is pessimistic but sound for alpha-beta (it stays a two-sided zero-sum search), which is why
//! it was chosen over max^n.
//!
//! # Determinism
//! With only depth and/or node budgets, a search makes no time-dependent decision and uses no
//! randomness: the same searcher state (e.g. a new or [`Searcher::clear`]ed searcher) and the
//! same input give the same result. The table size is fixed at construction.

use crate::data::StalemateRule;
use crate::eval::Evaluator;
use crate::game::Game;
use crate::moves::Move;
use crate::piece::Player;
use crate::position::Position;
use crate::variant::Variant;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The deepest ply the search reaches (including extensions and quiescence).
pub const MAX_PLY: usize = 100;
/// The most plies the quiescence search goes past the main search's horizon. Captures alone
/// end a line in most variants, as each takes a piece; but where one move may take a piece
/// while another stays to take again (Hole Chess's drags: a piece moves, then drags an enemy
/// off the board, with many choices of each), every node has dozens of tactical moves and the
/// chains run as deep as the material lasts, which made a depth-3 search run for minutes. A
/// line that is still tactical this far past the horizon is scored as it stands.
pub const MAX_QUIESCENCE_PLIES: usize = 16;
const MATE: i32 = 30_000;
const MATE_BOUND: i32 = MATE - 1_000;
const INF: i32 = 31_000;

/// What a search may spend. Every budget that is set applies; the search stops at the first
/// one reached. With none set it runs until the stop flag is raised (or to depth [`MAX_PLY`]).
#[derive(Debug, Clone, Default)]
pub struct Limits {
    /// Deepest iteration to complete.
    pub depth: Option<u32>,
    /// Most nodes to visit (interior and quiescence nodes alike).
    pub nodes: Option<u64>,
    /// Wall-clock budget, checked every 1,024 nodes. (With a time budget and no depth budget,
    /// a position with a single legal move is only searched to depth 6.)
    pub time: Option<Duration>,
    /// Raise this flag (from any thread) to stop the search; it returns its best move so far.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// A depth budget only.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// A node budget only.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// A time budget only.
    pub fn time(t: Duration) -> Limits {
        Limits {
            time: Some(t),
            ..Limits::default()
        }
    }

    /// The same budgets with a stop flag.
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Limits {
        self.stop = Some(stop);
        self
    }
}

/// A search score from the point of view of the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns (100 = one pawn).
    Cp(i32),
    /// Forced mate in this many plies: positive when the side to move mates, negative when it
    /// is mated. `Mate(0)` means the side to move is checkmated now.
    Mate(i32),
}

impl Score {
    fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate(MATE - s)
        } else if s <= -MATE_BOUND {
            Score::Mate(-(MATE + s))
        } else {
            Score::Cp(s)
        }
    }

    /// A single number that orders scores: centipawns, mates as ±(30,000 − plies).
    pub fn key(self) -> i32 {
        match self {
            Score::Cp(c) => c,
            Score::Mate(n) if n > 0 => MATE - n,
            Score::Mate(n) => -MATE - n,
        }
    }

    /// The same score from the other side's point of view (two players).
    pub fn flip(self) -> Score {
        match self {
            Score::Cp(c) => Score::Cp(-c),
            Score::Mate(n) => Score::Mate(-n),
        }
    }

    /// Whether this is a forced mate either way.
    pub fn is_mate(self) -> bool {
        matches!(self, Score::Mate(_))
    }

    /// Text for players: `+1.40`, `-0.35`, `0.00`, `#3` (mates in 3 moves), `#-2` (is mated in
    /// 2 moves), `#0` (checkmated).
    pub fn text(self) -> String {
        match self {
            Score::Cp(0) => "0.00".to_string(),
            Score::Cp(c) => {
                let sign = if c > 0 { '+' } else { '-' };
                let a = c.unsigned_abs();
                format!("{sign}{}.{:02}", a / 100, a % 100)
            }
            Score::Mate(n) if n > 0 => format!("#{}", (n + 1) / 2),
            Score::Mate(0) => "#0".to_string(),
            Score::Mate(n) => format!("#-{}", (-n + 1) / 2),
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl PartialOrd for Score {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Score {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

/// A neutral verdict for the side a score belongs to, to be worded by the caller, e.g.
/// `format!("{side} is {}", describe(score))`: `winning (forced mate)`, `winning`,
/// `clearly better`, `slightly better`, `about equal`, `slightly worse`, `clearly worse`,
/// `losing`, `lost (forced mate)`.
pub fn describe(score: Score) -> &'static str {
    match score {
        Score::Mate(n) if n > 0 => "winning (forced mate)",
        Score::Mate(_) => "lost (forced mate)",
        Score::Cp(c) if c >= 300 => "winning",
        Score::Cp(c) if c >= 120 => "clearly better",
        Score::Cp(c) if c >= 40 => "slightly better",
        Score::Cp(c) if c > -40 => "about equal",
        Score::Cp(c) if c > -120 => "slightly worse",
        Score::Cp(c) if c > -300 => "clearly worse",
        Score::Cp(_) => "losing",
    }
}

/// Progress report after each completed iteration.
#[derive(Debug, Clone)]
pub struct SearchInfo {
    /// Depth of the completed iteration.
    pub depth: u32,
    /// Its score (side to move's view).
    pub score: Score,
    /// Nodes so far.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time so far.
    pub elapsed: Duration,
    /// Principal variation from the root.
    pub pv: Vec<Move>,
}

/// What a search found.
#[derive(Debug, Clone)]
pub struct SearchResult {
    /// Best move (`None` only when the side to move has no legal move, or every legal move was
    /// excluded).
    pub best: Option<Move>,
    /// Score of the best move (or of the final position when there is no move).
    pub score: Score,
    /// Principal variation, starting with `best`.
    pub pv: Vec<Move>,
    /// Deepest completed iteration (0 if stopped before depth 1 completed).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// Whether the search ended on its own (its depth reached, a forced mate found, or no
    /// move to search) rather than stopped by its node or time budget or the stop flag.
    pub complete: bool,
}

const BOUND_LOWER: u8 = 1;
const BOUND_UPPER: u8 = 2;
const BOUND_EXACT: u8 = 3;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: Option<Move>,
    score: i32,
    depth: i16,
    bound: u8,
    gen: u8,
}

/// Quiet-move history is indexed by player, origin and destination (boards have ≤ 128 cells).
const HISTORY_LEN: usize = crate::piece::MAX_PLAYERS * 128 * 128;
const HISTORY_MAX: i32 = 1 << 20;

/// Late-move pruning: quiet moves tried at depth 1, 2, 3 before the rest are skipped.
const LMP: [usize; 4] = [0, 10, 16, 26];

/// Switches and margins of the selective search. The defaults are what [`Searcher::new`]
/// uses; turning features off is for experiments (e.g. self-play between settings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pruning {
    /// Reverse futility (static null move) margin per ply of depth, up to depth 6; 0 = off.
    pub reverse_futility_margin: i32,
    /// Skip late quiet moves at depths 1–3 (after 10, 16, 26 moves).
    pub late_move_pruning: bool,
    /// Futility margin per ply at depths 1–2 for quiet moves; 0 = off.
    pub futility_margin: i32,
    /// Null-move pruning (never in check, nor with pawns and royals only).
    pub null_move: bool,
    /// Late-move reductions of quiet moves.
    pub late_move_reductions: bool,
    /// In quiescence, skip captures of a defended piece by a more valuable one.
    pub skip_losing_captures: bool,
}

impl Default for Pruning {
    fn default() -> Self {
        Pruning {
            reverse_futility_margin: 90,
            late_move_pruning: true,
            futility_margin: 130,
            null_move: true,
            late_move_reductions: true,
            skip_losing_captures: true,
        }
    }
}

/// Shared state of one search.
struct Ctx<'a> {
    v: &'a Variant,
    ev: &'a Evaluator,
}

/// A reusable searcher: owns the transposition table, killer moves and history.
pub struct Searcher {
    tt: Vec<Entry>,
    tt_mask: usize,
    gen: u8,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    lmr: Vec<[u8; 64]>,
    // Per-search state.
    root: Player,
    salt: u64,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stop_flag: Option<Arc<AtomicBool>>,
    stopped: bool,
    /// The ply at which the current quiescence search began (see [`MAX_QUIESCENCE_PLIES`]).
    q_from: usize,
    path: Vec<u64>,
    move_bufs: Vec<Vec<Move>>,
    score_bufs: Vec<Vec<i32>>,
    pv: Vec<Vec<Move>>,
    root_exclude: Vec<Move>,
    root_exact: bool,
    root_scores: Vec<(Move, i32)>,
    iter_best: Option<(Move, i32, Vec<Move>)>,
    stalemate: StalemateRule,
    repetition: bool,
    move_rule: u32,
    pruning: Pruning,
}

impl fmt::Debug for Searcher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Searcher({} TT entries, generation {})",
            self.tt.len(),
            self.gen
        )
    }
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(16)
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `tt_mb` megabytes (rounded down to a
    /// power of two entries; at least 1,024 entries).
    pub fn new(tt_mb: usize) -> Searcher {
        let bytes = tt_mb.saturating_mul(1 << 20);
        let want = (bytes / std::mem::size_of::<Entry>()).max(1024);
        let entries = 1usize << (usize::BITS - 1 - want.leading_zeros());
        let mut lmr = vec![[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                let x = 0.75 + (d as f64).ln() * (i as f64).ln() / 2.25;
                *r = x.max(0.0) as u8;
            }
        }
        Searcher {
            tt: vec![Entry::default(); entries],
            tt_mask: entries - 1,
            gen: 0,
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![0; HISTORY_LEN],
            lmr,
            root: Player(0),
            salt: 0,
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            stop_flag: None,
            stopped: false,
            q_from: 0,
            path: Vec::with_capacity(1024),
            move_bufs: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(256)).collect(),
            score_bufs: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(256)).collect(),
            pv: (0..MAX_PLY + 2)
                .map(|_| Vec::with_capacity(MAX_PLY + 2))
                .collect(),
            root_exclude: Vec::new(),
            root_exact: false,
            root_scores: Vec::new(),
            iter_best: None,
            stalemate: StalemateRule::Draw,
            repetition: true,
            move_rule: 0,
            pruning: Pruning::default(),
        }
    }

    /// Forgets everything learnt: transposition table, killers and history.
    pub fn clear(&mut self) {
        self.tt.iter_mut().for_each(|e| *e = Entry::default());
        self.gen = 0;
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h = 0);
    }

    /// The selective-search settings.
    pub fn pruning(&self) -> Pruning {
        self.pruning
    }

    /// Changes the selective-search settings (for experiments).
    pub fn set_pruning(&mut self, pruning: Pruning) {
        self.pruning = pruning;
    }

    /// Number of transposition-table entries.
    pub fn tt_entries(&self) -> usize {
        self.tt.len()
    }

    /// Searches `pos` and returns the best move found within `limits`.
    ///
    /// `history` holds the Zobrist hashes ([`Position::hash`]) of the game's earlier positions,
    /// oldest first, for repetition draws; it may end with the current position's hash (as
    /// [`game_history`] does). `on_info` is called after every completed iteration.
    ///
    /// A legal move is returned whenever one exists, even if the search is stopped at once.
    pub fn search(
        &mut self,
        v: &Variant,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        let ev = Evaluator::for_variant(v);
        let cx = Ctx { v, ev: &ev };
        self.nodes = 0;
        self.stopped = false;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.time.map(|t| start + t);
        self.stop_flag = limits.stop.clone();
        if self
            .stop_flag
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        self.root = pos.turn();
        self.salt = if v.player_count() > 2 {
            0x9E37_79B9_7F4A_7C15u64.wrapping_mul(u64::from(self.root.0) + 1)
        } else {
            0
        };
        self.stalemate = v.rules.stalemate;
        self.repetition = v.rules.repetition > 0;
        self.move_rule = v.rules.move_rule;
        self.gen = self.gen.wrapping_add(1);
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 4);
        self.path.clear();
        let hist = match history.split_last() {
            Some((&last, rest)) if last == pos.hash() => rest,
            _ => history,
        };
        self.path.extend_from_slice(hist);
        self.path.push(pos.hash());
        self.root_scores.clear();

        let me = pos.turn();
        let in_check = pos.in_check(v, me);
        let mut root_moves = pos.legal_moves(v);
        root_moves.retain(|m| !self.root_exclude.contains(m));
        if root_moves.is_empty() {
            let score = if pos.has_legal_move(v) {
                Score::Cp(0)
            } else if in_check {
                Score::Mate(0)
            } else {
                Score::from_internal(self.terminal(&cx, false, 0))
            };
            return SearchResult {
                best: None,
                score,
                pv: Vec::new(),
                depth: 0,
                nodes: 0,
                elapsed: start.elapsed(),
                complete: true,
            };
        }
        // Initial order: TT move, captures by MVV-LVA, then the rest.
        {
            let tt_move = self.probe(pos.hash() ^ self.salt).and_then(|e| e.mv);
            let mut scores = Vec::with_capacity(root_moves.len());
            self.order(&cx, pos, &root_moves, &mut scores, tt_move, 0);
            let mut pairs: Vec<(Move, i32)> = root_moves.iter().copied().zip(scores).collect();
            pairs.sort_by_key(|p| std::cmp::Reverse(p.1));
            root_moves = pairs.into_iter().map(|p| p.0).collect();
        }
        let static_eval = self.eval(&cx, pos);
        let mut result = SearchResult {
            best: Some(root_moves[0]),
            score: Score::Cp(static_eval),
            pv: vec![root_moves[0]],
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            complete: false,
        };
        self.nodes = 1;

        let mut max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32)
            .clamp(1, MAX_PLY as u32 - 10);
        if root_moves.len() == 1 && limits.time.is_some() && limits.depth.is_none() {
            // A forced move: a short search for the score, without spending the time budget.
            max_depth = max_depth.min(6);
        }
        let mut prev = static_eval;
        for depth in 1..=max_depth {
            if self.stopped {
                break;
            }
            self.iter_best = None;
            let d = depth as i32;
            let mut delta = 30;
            let (mut alpha, mut beta) = if depth >= 4 && !self.root_exact {
                ((prev - delta).max(-INF), (prev + delta).min(INF))
            } else {
                (-INF, INF)
            };
            let score = loop {
                let s = self.root_search(&cx, pos, d, alpha, beta, &mut root_moves);
                if self.stopped {
                    break s;
                }
                if s <= alpha {
                    beta = (alpha + beta) / 2;
                    alpha = (s - delta).max(-INF);
                } else if s >= beta {
                    beta = (s + delta).min(INF);
                } else {
                    break s;
                }
                delta += delta;
                if delta > 1_000 {
                    alpha = -INF;
                    beta = INF;
                }
            };
            if self.stopped {
                if let Some((m, s, pv)) = self.iter_best.take() {
                    result.best = Some(m);
                    result.score = Score::from_internal(s);
                    result.pv = pv;
                }
                break;
            }
            prev = score;
            if !self.root_exact && score.abs() < MATE_BOUND {
                self.store(
                    pos.hash() ^ self.salt,
                    Some(root_moves[0]),
                    score,
                    d,
                    BOUND_EXACT,
                    0,
                );
            }
            result.best = Some(root_moves[0]);
            result.score = Score::from_internal(score);
            result.pv = if self.pv[0].first() == Some(&root_moves[0]) {
                self.pv[0].clone()
            } else {
                vec![root_moves[0]]
            };
            result.depth = depth;
            let elapsed = start.elapsed();
            on_info(&SearchInfo {
                depth,
                score: result.score,
                nodes: self.nodes,
                nps: nps(self.nodes, elapsed),
                elapsed,
                pv: result.pv.clone(),
            });
            if let Score::Mate(n) = result.score {
                if n.unsigned_abs() <= depth && !self.root_exact {
                    break;
                }
            }
        }
        result.nodes = self.nodes;
        result.elapsed = start.elapsed();
        result.complete = !self.stopped;
        result
    }

    /// Searches every root move but those in `exclude` (for multi-PV analysis).
    pub fn search_excluding(
        &mut self,
        v: &Variant,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        exclude: &[Move],
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.root_exclude = exclude.to_vec();
        let r = self.search(v, pos, history, limits, on_info);
        self.root_exclude.clear();
        r
    }

    /// The best `n` moves with their scores, best first: `n` searches, each excluding the
    /// moves found before. Time and node budgets are split evenly between the searches; the
    /// depth budget applies to each.
    pub fn top_moves(
        &mut self,
        v: &Variant,
        pos: &Position,
        history: &[u64],
        n: usize,
        limits: &Limits,
    ) -> Vec<(Move, Score)> {
        let k = n.max(1);
        let each = Limits {
            depth: limits.depth,
            nodes: limits.nodes.map(|x| (x / k as u64).max(1)),
            time: limits.time.map(|t| t / k as u32),
            stop: limits.stop.clone(),
        };
        let mut out: Vec<(Move, Score)> = Vec::new();
        let mut exclude = Vec::new();
        for _ in 0..n {
            let r = self.search_excluding(v, pos, history, &each, &exclude, &mut |_| {});
            match r.best {
                Some(m) => {
                    out.push((m, r.score));
                    exclude.push(m);
                }
                None => break,
            }
        }
        out.sort_by_key(|p| std::cmp::Reverse(p.1));
        out
    }

    /// Exact scores of every root move at the level's depth, then a seeded random pick
    /// (see [`Level`]); at levels without noise, a plain search with the level's limits.
    /// Deterministic given the seed (and the searcher state) for depth-limited levels.
    pub fn play_level(
        &mut self,
        v: &Variant,
        pos: &Position,
        history: &[u64],
        level: Level,
        seed: u64,
        stop: Option<Arc<AtomicBool>>,
    ) -> SearchResult {
        let mut limits = level.limits();
        limits.stop = stop;
        self.play_with_noise(v, pos, history, &limits, level.noise_cp(), seed)
    }

    /// What [`Searcher::play_level`] does with a level's limits and noise, for any: every root
    /// move scored exactly within `limits`, then the seeded noisy pick. When the limits stop
    /// an iteration part-way, the pick is made from the last iteration that scored every root
    /// move (as if the search had been given that depth).
    ///
    /// ```
    /// use hexcourier_engine::search::{Limits, Searcher};
    /// use hexcourier_engine::{Library, Position};
    /// let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
    /// let v = lib.get("glinski").ok_or("no glinski")?;
    /// let p = Position::start(v)?;
    /// let at = |limits: &Limits| Searcher::new(1).play_with_noise(v, &p, &[], limits, 80, 5);
    /// let two = at(&Limits::depth(2));
    /// let three = at(&Limits::depth(3));
    /// // Stopped half-way through depth 3, it plays what depth 2 chose.
    /// let stopped = at(&Limits { nodes: Some((two.nodes + three.nodes) / 2), ..Limits::depth(3) });
    /// assert!(!stopped.complete);
    /// assert_eq!(stopped.best, two.best);
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn play_with_noise(
        &mut self,
        v: &Variant,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        noise: i32,
        seed: u64,
    ) -> SearchResult {
        if noise == 0 {
            return self.search(v, pos, history, limits, &mut |_| {});
        }
        self.root_exact = true;
        let mut r = self.search(v, pos, history, limits, &mut |_| {});
        self.root_exact = false;
        if self.root_scores.is_empty() {
            return r;
        }
        let mut rng = SplitMix64(seed ^ pos.hash());
        let mut best: Option<(Move, i32, i32)> = None;
        for &(m, s) in &self.root_scores {
            let span = 2 * noise as u64 + 1;
            let jitter = (rng.next() % span) as i32 - noise;
            let noisy = if s.abs() >= MATE_BOUND { s } else { s + jitter };
            if best.is_none_or(|b| noisy > b.1) {
                best = Some((m, noisy, s));
            }
        }
        if let Some((m, _, s)) = best {
            if r.best != Some(m) {
                r.pv = vec![m];
            }
            r.best = Some(m);
            r.score = Score::from_internal(s);
        }
        r
    }

    // ----- internals -----

    fn eval(&self, cx: &Ctx, pos: &Position) -> i32 {
        let e = cx.ev.evaluate(pos, self.root);
        if pos.turn() == self.root {
            e
        } else {
            -e
        }
    }

    #[inline]
    fn same_team(&self, a: Player, b: Player) -> bool {
        (a == self.root) == (b == self.root)
    }

    /// Counts a node and checks the budgets; true when the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
            return true;
        }
        if self.nodes & 1023 == 0 {
            if self
                .stop_flag
                .as_ref()
                .is_some_and(|f| f.load(Ordering::Relaxed))
            {
                self.stopped = true;
            }
            if let Some(d) = self.deadline {
                if Instant::now() >= d {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    /// Games of three that eliminate players, decided for the root player: eliminated (a
    /// loss), or the only one left (a win). Either way the side to move has won, from the
    /// paranoid point of view in which every other player is on one team against the root.
    /// Also a lost royal (variants won by capturing it): the side to move has lost.
    fn decided(&self, cx: &Ctx, pos: &Position, ply: usize) -> Option<i32> {
        if cx.v.player_count() > 2 && (pos.is_eliminated(self.root) || pos.live_players(cx.v) == 1)
        {
            return Some(MATE - ply as i32);
        }
        // Royal capture: only the side to move can have lost its royal.
        pos.royal_lost(cx.v).is_some().then_some(-MATE + ply as i32)
    }

    fn terminal(&self, cx: &Ctx, in_check: bool, ply: usize) -> i32 {
        let ply = ply as i32;
        if in_check {
            return -MATE + ply;
        }
        match self.stalemate {
            StalemateRule::Draw => 0,
            StalemateRule::Loss => -MATE + ply,
            StalemateRule::Win => MATE - ply,
            StalemateRule::ThreeQuarters => -cx.ev.stalemate_cp(),
        }
    }

    fn is_repetition(&self, pos: &Position) -> bool {
        if !self.repetition {
            return false;
        }
        // The last entry of the path is this position; before it come the earlier positions,
        // of which only the last `halfmove_clock` can repeat it.
        let h = pos.hash();
        let n = self.path.len().saturating_sub(1);
        let window = (pos.halfmove_clock() as usize).min(n);
        self.path[n - window..n].iter().rev().any(|&x| x == h)
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.tt[key as usize & self.tt_mask];
        (e.key == key && e.bound != 0).then_some(e)
    }

    fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: u8, ply: usize) {
        let slot = &mut self.tt[key as usize & self.tt_mask];
        if slot.key == key || slot.gen != self.gen || depth >= i32::from(slot.depth) - 2 {
            let mv = if mv.is_none() && slot.key == key {
                slot.mv
            } else {
                mv
            };
            *slot = Entry {
                key,
                mv,
                score: to_tt(score, ply),
                depth: depth.clamp(-1, i16::MAX.into()) as i16,
                bound,
                gen: self.gen,
            };
        }
    }

    fn order(
        &self,
        cx: &Ctx,
        pos: &Position,
        moves: &[Move],
        scores: &mut Vec<i32>,
        tt_move: Option<Move>,
        ply: usize,
    ) {
        scores.clear();
        let me = pos.turn();
        let killers = self.killers[ply];
        for &m in moves {
            let s = if Some(m) == tt_move {
                2_000_000_000
            } else if pos.removes_piece(cx.v, m) {
                let attacker = m
                    .from()
                    .and_then(|c| pos.piece_at(c))
                    .map_or(0, |p| cx.ev.value(p.kind));
                let promo = m.promotion().map_or(0, |k| cx.ev.value(k));
                1_000_000_000 + (gain(cx, pos, m) + promo) * 64 - attacker / 8
            } else if let Some(k) = m.promotion() {
                1_000_000_000 + cx.ev.value(k) * 64 - 6_400
            } else if killers[0] == Some(m) {
                900_000_000
            } else if killers[1] == Some(m) {
                899_999_999
            } else {
                self.history[history_index(me, m)]
            };
            scores.push(s);
        }
    }

    /// Root of one iteration: PVS over the root moves, best moved to the front.
    fn root_search(
        &mut self,
        cx: &Ctx,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        moves: &mut [Move],
    ) -> i32 {
        let me = pos.turn();
        let mut best = -INF;
        self.pv[0].clear();
        // The last complete iteration's exact scores, kept in case this one is stopped.
        let previous = if self.root_exact {
            std::mem::take(&mut self.root_scores)
        } else {
            Vec::new()
        };
        for i in 0..moves.len() {
            let m = moves[i];
            let child = pos.after(cx.v, m);
            let score = if i == 0 || self.root_exact {
                let (a, b) = if self.root_exact {
                    (-INF, INF)
                } else {
                    (alpha, beta)
                };
                self.child(cx, &child, me, depth - 1, a, b, 0, true, true)
            } else {
                let s = self.child(cx, &child, me, depth - 1, alpha, alpha + 1, 0, false, true);
                if s > alpha && s < beta && !self.stopped {
                    self.child(cx, &child, me, depth - 1, alpha, beta, 0, true, true)
                } else {
                    s
                }
            };
            if self.stopped {
                break;
            }
            if self.root_exact {
                self.root_scores.push((m, score));
            }
            if score > best {
                best = score;
            }
            let raised = score > alpha;
            if raised || i == 0 {
                moves[..=i].rotate_right(1);
                let (a, b) = self.pv.split_at_mut(1);
                a[0].clear();
                a[0].push(m);
                a[0].extend_from_slice(&b[0]);
                if raised {
                    alpha = score;
                    self.iter_best = Some((m, score, a[0].clone()));
                }
                if alpha >= beta {
                    break;
                }
            }
        }
        if self.root_exact {
            if self.stopped && !previous.is_empty() {
                // Scores of different depths do not compare: pick from the shallower, whole set.
                self.root_scores = previous;
            }
            self.root_scores.sort_by_key(|p| std::cmp::Reverse(p.1));
        }
        best
    }

    /// Searches a child position and returns its score from the parent's point of view.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child(
        &mut self,
        cx: &Ctx,
        child: &Position,
        me: Player,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        null_ok: bool,
    ) -> i32 {
        if self.same_team(child.turn(), me) {
            self.node(cx, child, depth, alpha, beta, ply + 1, pv_node, null_ok)
        } else {
            -self.node(cx, child, depth, -beta, -alpha, ply + 1, pv_node, null_ok)
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        cx: &Ctx,
        pos: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        null_ok: bool,
    ) -> i32 {
        self.path.push(pos.hash());
        let mut moves = std::mem::take(&mut self.move_bufs[ply]);
        let mut scores = std::mem::take(&mut self.score_bufs[ply]);
        let r = self.node_inner(
            cx,
            pos,
            depth,
            alpha,
            beta,
            ply,
            pv_node,
            null_ok,
            &mut moves,
            &mut scores,
        );
        self.move_bufs[ply] = moves;
        self.score_bufs[ply] = scores;
        self.path.pop();
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn node_inner(
        &mut self,
        cx: &Ctx,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
        null_ok: bool,
        moves: &mut Vec<Move>,
        scores: &mut Vec<i32>,
    ) -> i32 {
        let v = cx.v;
        self.pv[ply].clear();
        if let Some(s) = self.decided(cx, pos, ply) {
            return s;
        }
        let me = pos.turn();
        let in_check = pos.in_check(v, me);
        if depth <= 0 && !in_check {
            self.q_from = ply;
            return self.qsearch(cx, pos, alpha, beta, ply, Some(false));
        }
        if self.tick() {
            return 0;
        }
        if self.is_repetition(pos) || pos.insufficient_material(v) {
            return 0;
        }
        if self.move_rule > 0 && pos.halfmove_clock() >= self.move_rule {
            return if in_check && !pos.has_legal_move(v) {
                -MATE + ply as i32
            } else {
                0
            };
        }
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY - 2 {
            return self.eval(cx, pos);
        }
        // Check extension.
        let depth = if in_check { depth.max(0) + 1 } else { depth };

        let key = pos.hash() ^ self.salt;
        let entry = self.probe(key);
        let tt_move = entry.and_then(|e| e.mv);
        if let Some(e) = entry {
            if !pv_node && i32::from(e.depth) >= depth {
                let s = from_tt(e.score, ply);
                let cut = match e.bound {
                    BOUND_EXACT => true,
                    BOUND_LOWER => s >= beta,
                    BOUND_UPPER => s <= alpha,
                    _ => false,
                };
                if cut {
                    return s;
                }
            }
        }

        let static_eval = if in_check { -INF } else { self.eval(cx, pos) };

        // Reverse futility (static null move).
        if !pv_node
            && !in_check
            && depth <= 6
            && self.pruning.reverse_futility_margin > 0
            && beta.abs() < MATE_BOUND
            && static_eval - self.pruning.reverse_futility_margin * depth >= beta
        {
            return static_eval;
        }

        // Null move: pass the turn to the other side; not in check, not with pawns only.
        if !pv_node
            && !in_check
            && null_ok
            && self.pruning.null_move
            && depth >= 3
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
            && cx.ev.piece_material(pos, me) > 0
        {
            let next = pos.next_live_player(v, me);
            if !self.same_team(next, me) {
                let mut child = pos.clone();
                child.play_unchecked(v, Move::Pass);
                let r = 3 + depth / 4 + ((static_eval - beta) / 200).min(2);
                let s = -self.node(
                    cx,
                    &child,
                    depth - 1 - r,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    false,
                    false,
                );
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }

        moves.clear();
        pos.pseudo_legal_moves(v, moves);
        retain_legal(v, pos, in_check, moves, 0);
        pos.keep_compulsory(v, moves, 0);
        if moves.is_empty() && pos.passes_when_stuck(v) {
            // Three or more left: a player who cannot move passes (and is eliminated if in
            // check).
            moves.push(Move::Pass);
        }
        if moves.is_empty() {
            return self.terminal(cx, in_check, ply);
        }
        self.order(cx, pos, moves, scores, tt_move, ply);

        let mut best = -INF;
        let mut best_move = None;
        let orig_alpha = alpha;
        let mut searched = 0usize;
        let killers = self.killers[ply];
        for i in 0..moves.len() {
            pick(moves, scores, i);
            let m = moves[i];
            let tactical = m.promotion().is_some() || pos.removes_piece(v, m);
            let killer = killers[0] == Some(m) || killers[1] == Some(m);
            let child = pos.after(v, m);
            let mut gives_check: Option<bool> = None;

            // Frontier pruning of quiet moves.
            if !pv_node && !in_check && !tactical && searched > 0 && best > -MATE_BOUND {
                let gc = *gives_check.get_or_insert_with(|| child.in_check(v, child.turn()));
                if !gc {
                    if self.pruning.late_move_pruning
                        && depth <= 3
                        && searched >= LMP[depth.max(0) as usize]
                    {
                        continue;
                    }
                    if self.pruning.futility_margin > 0
                        && depth <= 2
                        && static_eval + self.pruning.futility_margin * depth <= alpha
                    {
                        continue;
                    }
                }
            }

            let new_depth = depth - 1;
            let score = if searched == 0 {
                self.child(cx, &child, me, new_depth, alpha, beta, ply, pv_node, true)
            } else {
                let mut r = 0;
                if self.pruning.late_move_reductions
                    && depth >= 3
                    && !in_check
                    && !tactical
                    && !killer
                    && searched >= 2
                {
                    let gc = *gives_check.get_or_insert_with(|| child.in_check(v, child.turn()));
                    if !gc {
                        r = i32::from(self.lmr[depth.min(63) as usize][searched.min(63)]);
                        if pv_node {
                            r -= 1;
                        }
                        r = r.clamp(0, new_depth - 1);
                    }
                }
                let mut s = self.child(
                    cx,
                    &child,
                    me,
                    new_depth - r,
                    alpha,
                    alpha + 1,
                    ply,
                    false,
                    true,
                );
                if s > alpha && r > 0 && !self.stopped {
                    s = self.child(
                        cx,
                        &child,
                        me,
                        new_depth,
                        alpha,
                        alpha + 1,
                        ply,
                        false,
                        true,
                    );
                }
                if s > alpha && s < beta && pv_node && !self.stopped {
                    s = self.child(cx, &child, me, new_depth, alpha, beta, ply, true, true);
                }
                s
            };
            if self.stopped {
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    if pv_node {
                        let (a, b) = self.pv.split_at_mut(ply + 1);
                        a[ply].clear();
                        a[ply].push(m);
                        a[ply].extend_from_slice(&b[0]);
                    }
                    if alpha >= beta {
                        if !tactical {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(m) {
                                k[1] = k[0];
                                k[0] = Some(m);
                            }
                            let h = &mut self.history[history_index(me, m)];
                            *h += depth * depth;
                            if *h > HISTORY_MAX {
                                self.history.iter_mut().for_each(|x| *x /= 2);
                            }
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            BOUND_LOWER
        } else if best > orig_alpha {
            BOUND_EXACT
        } else {
            BOUND_UPPER
        };
        self.store(key, best_move, best, depth, bound, ply);
        best
    }

    fn qsearch(
        &mut self,
        cx: &Ctx,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        known_check: Option<bool>,
    ) -> i32 {
        let mut moves = std::mem::take(&mut self.move_bufs[ply]);
        let mut scores = std::mem::take(&mut self.score_bufs[ply]);
        let r = self.qsearch_inner(
            cx,
            pos,
            alpha,
            beta,
            ply,
            known_check,
            &mut moves,
            &mut scores,
        );
        self.move_bufs[ply] = moves;
        self.score_bufs[ply] = scores;
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn qsearch_inner(
        &mut self,
        cx: &Ctx,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        known_check: Option<bool>,
        moves: &mut Vec<Move>,
        scores: &mut Vec<i32>,
    ) -> i32 {
        let v = cx.v;
        self.pv[ply].clear();
        if let Some(s) = self.decided(cx, pos, ply) {
            return s;
        }
        if self.tick() {
            return 0;
        }
        if ply >= MAX_PLY - 2 || ply >= self.q_from + MAX_QUIESCENCE_PLIES {
            return self.eval(cx, pos);
        }
        let me = pos.turn();
        let in_check = known_check.unwrap_or_else(|| pos.in_check(v, me));
        let mut best = -INF;
        let mut stand = -INF;
        // Where capturing is compulsory and a capture is possible, the side to move may not
        // stand pat: every legal move captures, and all of them are searched.
        let forced = !in_check && v.rules.compulsory_capture && {
            moves.clear();
            pseudo_tactical(v, pos, moves);
            retain_legal(v, pos, false, moves, 0);
            moves.iter().any(|&m| pos.captured(v, m).is_some())
        };
        if forced {
            pos.keep_compulsory(v, moves, 0);
        } else if !in_check {
            stand = self.eval(cx, pos);
            if stand >= beta {
                return stand;
            }
            if stand > alpha {
                alpha = stand;
            }
            best = stand;
        }
        if forced {
            // The compulsory captures are already in `moves`.
        } else if in_check {
            moves.clear();
            pos.pseudo_legal_moves(v, moves);
            retain_legal(v, pos, true, moves, 0);
            pos.keep_compulsory(v, moves, 0);
            if moves.is_empty() {
                return self.terminal(cx, true, ply);
            }
        } else {
            moves.clear();
            // Captures and (best-choice) promotions only.
            pseudo_tactical(v, pos, moves);
            if moves.is_empty() {
                return best;
            }
            let best_promo = moves
                .iter()
                .filter_map(|m| m.promotion())
                .map(|k| cx.ev.value(k))
                .max()
                .unwrap_or(0);
            moves.retain(|&m| m.promotion().is_none_or(|k| cx.ev.value(k) == best_promo));
            retain_legal(v, pos, false, moves, 0);
            if moves.is_empty() {
                return best;
            }
        }
        self.order(cx, pos, moves, scores, None, ply);
        for i in 0..moves.len() {
            pick(moves, scores, i);
            let m = moves[i];
            if !in_check && !forced {
                let victim = pos
                    .captured(v, m)
                    .filter(|_| !matches!(m, Move::Drag { .. }));
                let victim_value = gain(cx, pos, m);
                let promo_gain = m.promotion().map_or(0, |k| cx.ev.value(k) - 100);
                // Delta pruning.
                if stand + victim_value + promo_gain + 200 <= alpha {
                    continue;
                }
                // Losing captures: a more valuable piece takes a defended one.
                if let (Some(vp), None, Move::Normal { from, to, .. }) = (victim, m.promotion(), m)
                {
                    let attacker = pos.piece_at(from).map_or(0, |p| cx.ev.value(p.kind));
                    if self.pruning.skip_losing_captures
                        && attacker > victim_value + 50
                        && pos.attacked_by(v, to, vp.player)
                    {
                        continue;
                    }
                }
            }
            let child = pos.after(v, m);
            let s = if self.same_team(child.turn(), me) {
                self.qsearch(cx, &child, alpha, beta, ply + 1, None)
            } else {
                -self.qsearch(cx, &child, -beta, -alpha, ply + 1, None)
            };
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// Appends the pseudo-legal captures and promotions of the side to move (every promotion
/// choice), in the move generator's encoding: the quiescence search's move list without
/// generating quiet moves. Mirrors [`Position::pseudo_legal_moves`] restricted to moves that
/// capture or promote (checked against it by the tests through [`tactical_moves`]).
fn pseudo_tactical(v: &Variant, pos: &Position, out: &mut Vec<Move>) {
    if v.full_legality || v.promotion.only_lost {
        // Drags and markers, or promotion only into lost pieces (whose choices depend on the
        // position): filter the full list rather than mirror the generator.
        let first = out.len();
        pos.pseudo_legal_moves(v, out);
        let mut i = first;
        while i < out.len() {
            let m = out[i];
            if m.promotion().is_some() || pos.removes_piece(v, m) {
                i += 1;
            } else {
                out.swap_remove(i);
            }
        }
        return;
    }
    let p = pos.turn();
    let mine = pos.player_cells(p);
    let occupied = pos.occupied();
    let enemies = occupied & !mine;
    let empty = !occupied;
    let promo_cells = v.promotion.cells[p.index()];
    let ep = pos.en_passant().filter(|e| e.player != p);
    let push = |out: &mut Vec<Move>, promotes: bool, from, to| {
        if promotes && promo_cells.contains(to) {
            for &k in &v.promotion.choices {
                out.push(Move::Normal {
                    from,
                    to,
                    promotion: Some(k),
                });
            }
        } else {
            out.push(Move::Normal {
                from,
                to,
                promotion: None,
            });
        }
    };
    for k in 0..v.kinds.len() {
        let bb = mine & pos.kind_cells(crate::PieceKind(k as u8));
        if bb.is_empty() {
            continue;
        }
        let kind = crate::PieceKind(k as u8);
        let promotes = v.promotion.kinds >> k & 1 != 0;
        // Forced promotion (a piece with no further move where it lands) counts as promotion.
        let forced = v.forced_promotion(kind);
        let promo_here = if promotes {
            promo_cells
        } else if forced.is_some() {
            v.dead_cells(p, kind)
        } else {
            crate::Bitboard::EMPTY
        };
        let zone_target = v.zone_promotion.target[k];
        let zone = v.zone_promotion.cells[p.index()] | v.dead_cells(p, kind);
        let t = v.table(p, kind);
        for from in bb {
            let first = out.len();
            // Zone promotion: every quiet move that starts or ends in the zone may promote.
            let promo_here = match zone_target {
                Some(_) if zone.contains(from) => !crate::Bitboard::EMPTY,
                Some(_) => zone,
                None => promo_here,
            };
            let mut targets = t.leap_capture[from.index()] & enemies;
            targets |= t.leap_quiet[from.index()] & empty & promo_here;
            for to in targets {
                push(out, promotes, from, to);
            }
            for r in &t.rides {
                if !r.from.contains(from) || r.dropped_only && !pos.dropped_cells().contains(from) {
                    continue;
                }
                for (d, &x) in v.ray(from, r.ray).iter().enumerate() {
                    let d = d + 1;
                    if d > usize::from(r.max) {
                        break;
                    }
                    if occupied.contains(x) {
                        if !r.ep_only
                            && d >= usize::from(r.min)
                            && r.mode.captures()
                            && enemies.contains(x)
                        {
                            push(out, promotes, from, x);
                        }
                        break;
                    }
                    if d < usize::from(r.min) {
                        continue;
                    }
                    if r.en_passant && r.mode.captures() {
                        if let Some(e) = ep {
                            if e.targets.contains(x) {
                                out.push(Move::EnPassant {
                                    from,
                                    to: x,
                                    victim: e.victim,
                                });
                            }
                        }
                    }
                    if !r.ep_only
                        && r.mode.moves()
                        && !(r.en_passant && d >= 2)
                        && promo_here.contains(x)
                    {
                        push(out, promotes, from, x);
                    }
                }
            }
            if let Some(f) = forced {
                let dead = v.dead_cells(p, kind);
                for m in &mut out[first..] {
                    if let Move::Normal {
                        to,
                        promotion: pr @ None,
                        ..
                    } = m
                    {
                        if dead.contains(*to) {
                            *pr = Some(f);
                        }
                    }
                }
            }
            if zone_target.is_some() {
                let end = out.len();
                for i in first..end {
                    let Move::Normal {
                        from: f,
                        to,
                        promotion: None,
                    } = out[i]
                    else {
                        continue;
                    };
                    match v.zone_choice(p, kind, f, to) {
                        crate::variant::ZoneChoice::None => {}
                        crate::variant::ZoneChoice::Forced(z) => {
                            out[i] = Move::Normal {
                                from: f,
                                to,
                                promotion: Some(z),
                            };
                        }
                        crate::variant::ZoneChoice::Optional(z) => {
                            let promoted = Move::Normal {
                                from: f,
                                to,
                                promotion: Some(z),
                            };
                            if enemies.contains(to) {
                                out.push(promoted);
                            } else {
                                out[i] = promoted;
                            }
                        }
                    }
                }
            }
            if t.turning {
                crate::position::dedup_tail(out, first);
            }
            if t.jump_dirs != 0 {
                pos.push_jumps(v, p, kind, from, out);
            }
        }
    }
}

/// Keeps the legal moves of a pseudo-legal list from `start` on, as
/// [`Position::legal_moves_into`] does, given whether the side to move is in check.
fn retain_legal(v: &Variant, pos: &Position, in_check: bool, out: &mut Vec<Move>, start: usize) {
    if pos.royals(v, pos.turn()).is_empty() {
        return;
    }
    pos.retain_safe(v, in_check, out, start);
}

/// The legal captures and promotions of the side to move (what the quiescence search tries
/// when not in check), in no particular order.
pub fn tactical_moves(v: &Variant, pos: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    pseudo_tactical(v, pos, &mut out);
    let in_check = pos.in_check(v, pos.turn());
    retain_legal(v, pos, in_check, &mut out, 0);
    pos.keep_compulsory(v, &mut out, 0);
    out
}

/// Material a move removes from the board (capture plus drag), in centipawns; a royal counts
/// as a large value so that taking it is tried first.
fn gain(cx: &Ctx, pos: &Position, m: Move) -> i32 {
    let value = |p: crate::Piece| {
        if cx.ev.is_royal(p.kind) {
            5_000
        } else {
            cx.ev.value(p.kind)
        }
    };
    let taken: i32 = match m {
        // A chain takes every piece it jumps.
        Move::Jump { .. } => pos
            .captured_cells(cx.v, m)
            .filter_map(|c| pos.piece_at(c))
            .map(value)
            .sum(),
        _ => pos.captured(cx.v, m).map_or(0, value),
    };
    taken + pos.dragged(m).map_or(0, value)
}

/// Moves the highest-scored move of `moves[i..]` to `i`.
#[inline]
fn pick(moves: &mut [Move], scores: &mut [i32], i: usize) {
    let mut b = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[b] {
            b = j;
        }
    }
    moves.swap(i, b);
    scores.swap(i, b);
}

#[inline]
fn history_index(me: Player, m: Move) -> usize {
    let to = m.to().map_or(0, |c| c.index()) & 127;
    let from = m.from().map_or(to, |c| c.index()) & 127;
    (me.index() * 128 + from) * 128 + to
}

fn to_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s + ply as i32
    } else if s <= -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

fn from_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s - ply as i32
    } else if s <= -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

fn nps(nodes: u64, t: Duration) -> u64 {
    let us = t.as_micros().max(1);
    (u128::from(nodes) * 1_000_000 / us) as u64
}

/// The best `n` moves with their scores, best first, from a fresh 16 MB searcher (see
/// [`Searcher::top_moves`]).
pub fn top_moves(
    v: &Variant,
    pos: &Position,
    history: &[u64],
    n: usize,
    limits: &Limits,
) -> Vec<(Move, Score)> {
    Searcher::new(16).top_moves(v, pos, history, n, limits)
}

/// The hashes of a game's positions from its start to the current one (for
/// [`Searcher::search`]'s `history`).
pub fn game_history(v: &Variant, game: &Game) -> Vec<u64> {
    let mut pos = game.start().clone();
    let mut out = Vec::with_capacity(game.moves().len() + 1);
    out.push(pos.hash());
    for &m in game.moves() {
        pos.play_unchecked(v, m);
        out.push(pos.hash());
    }
    out
}

/// A small seeded generator (SplitMix64) for the weak levels' noise.
#[derive(Debug, Clone)]
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Playing strength from 1 (very weak) to 8 (full strength).
///
/// | Level | Search | Noise |
/// |---|---|---|
/// | 1 | depth 1 | ±300 cp |
/// | 2 | depth 1 | ±150 cp |
/// | 3 | depth 2 | ±80 cp |
/// | 4 | depth 3 | ±40 cp |
/// | 5 | depth 4 | ±15 cp |
/// | 6 | depth 5 (at most 1 s) | none |
/// | 7 | 1 s | none |
/// | 8 | 2 s | none |
///
/// Noise: every root move is scored exactly at the level's depth, then a uniform random
/// amount in `±noise` (seeded, see [`Searcher::play_level`]) is added to each non-mate score
/// and the highest total is played, so weak levels blunder small amounts often and large
/// amounts rarely, yet never miss a mate the search sees. Levels 1–5 also stop at a node cap
/// ([`Level::node_cap`]) that ordinary positions never reach; a move stopped by it is picked
/// from the last depth whose every root move was scored. Levels 1–6 are deterministic given
/// the seed unless level 6 hits its safety time cap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(8);

    /// A level from 1 to 8.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The most nodes one move of the level may search (levels 1–5; [`Level::limits`]).
    ///
    /// Several times what the level's depth needs in ordinary positions (a depth-1 move of
    /// Hourglass H with full hands takes up to about 2.5 million), it bounds the rare one
    /// where the capture search explodes (a drop variant with full hands, where every check
    /// can be blocked by many drops, each met by another capture with check): without it one
    /// depth-1 move in Hourglass H once searched for over ten minutes. Nodes are counted, not
    /// timed, so a level stays deterministic given its seed.
    pub fn node_cap(self) -> Option<u64> {
        match self.0 {
            0..=2 => Some(10_000_000),
            3 => Some(20_000_000),
            4 => Some(60_000_000),
            5 => Some(200_000_000),
            _ => None,
        }
    }

    /// Search budgets of the level.
    pub fn limits(self) -> Limits {
        let depth = |d: u32| Limits {
            depth: Some(d),
            nodes: self.node_cap(),
            ..Limits::default()
        };
        match self.0 {
            0..=2 => depth(1),
            3 => depth(2),
            4 => depth(3),
            5 => depth(4),
            // Capped below level 7's budget, so level 6 never searches deeper than level 7.
            6 => Limits {
                depth: Some(5),
                time: Some(Duration::from_millis(1000)),
                ..Limits::default()
            },
            7 => Limits::time(Duration::from_secs(1)),
            _ => Limits::time(Duration::from_secs(2)),
        }
    }

    /// Half-width of the uniform noise added to root move scores, in centipawns.
    pub fn noise_cp(self) -> i32 {
        match self.0 {
            0 | 1 => 300,
            2 => 150,
            3 => 80,
            4 => 40,
            5 => 15,
            _ => 0,
        }
    }

    /// One line for players.
    pub fn description(self) -> &'static str {
        match self.0 {
            0 | 1 => "Beginner: looks one move ahead and often blunders",
            2 => "Novice: one move ahead, occasional blunders",
            3 => "Casual: two plies ahead with some randomness",
            4 => "Club: three plies ahead, small inaccuracies",
            5 => "Strong club: four plies ahead, nearly accurate",
            6 => "Expert: five plies ahead, no randomness",
            7 => "Master: one second of full search",
            _ => "Full strength: two seconds of full search",
        }
    }
}
