//! The engine as the core uses it: search budgets, a gate bounding concurrent searches, and
//! the words of hints and analyses. The commands that search are in `engine`.

use crate::i18n::{plain, Lang};
use crate::t;
use crate::vocabulary::words::{numbered_list, seat_in};
use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::search::{Limits, Score};
use hexcourier_engine::{Move, Player, Position, Variant};
use hexcourier_store::HintRule;
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::Duration;

/// How the core uses the engine.
#[derive(Debug, Clone)]
pub struct EngineSettings {
    /// Budget of one `/hint`.
    pub hint: Limits,
    /// Budget of one `/analyse` (split between its three searches).
    pub analyse: Limits,
    /// Budget of each position's search in a `/review` (nodes, so reviews are repeatable).
    pub review: Limits,
    /// When set, the engine opponent searches with these budgets at every level (plain
    /// search, no noise): for deterministic tests.
    pub opponent_override: Option<Limits>,
    /// Most searches running at once; more wait their turn, first come first served.
    pub max_searches: usize,
    /// Transposition table of each search, in megabytes.
    pub tt_mb: usize,
    /// Whether the engine's moves are made at once, inside the command that made them due,
    /// and added to its replies (console, tests). Otherwise the adapter asks for them with
    /// `Core::engine_turn` (Discord, off its async runtime).
    pub inline: bool,
    /// Whether searches are handed to `hexcourier worker` processes through the store's job
    /// queue (PostgreSQL) instead of running here.
    pub workers: bool,
}

impl Default for EngineSettings {
    /// One second per hint, 1.5 s per analysis, 40,000 nodes a position in reviews, two searches at once, 16 MB tables, inline.
    fn default() -> Self {
        EngineSettings {
            hint: Limits::time(Duration::from_millis(1000)),
            analyse: Limits::time(Duration::from_millis(1500)),
            review: Limits::nodes(40_000),
            opponent_override: None,
            max_searches: 2,
            tt_mb: 16,
            inline: true,
            workers: false,
        }
    }
}

impl EngineSettings {
    /// Fixed node budgets and small tables: the same answers on every machine (tests).
    pub fn deterministic(nodes: u64) -> EngineSettings {
        EngineSettings {
            hint: Limits::nodes(nodes),
            analyse: Limits::nodes(nodes),
            review: Limits::nodes(nodes),
            opponent_override: None,
            max_searches: 2,
            tt_mb: 1,
            inline: true,
            workers: false,
        }
    }
}

/// A counting gate: at most `max` holders at once, the others wait in arrival order.
#[derive(Debug)]
pub struct SearchGate {
    max: usize,
    state: Mutex<GateState>,
    turn: Condvar,
}

#[derive(Debug, Default)]
struct GateState {
    active: usize,
    next_ticket: u64,
    next_admitted: u64,
}

/// A place at the gate; dropping it lets the next one in.
#[derive(Debug)]
pub struct GatePass<'a>(&'a SearchGate);

impl SearchGate {
    /// A gate for `max` holders (at least one).
    pub fn new(max: usize) -> SearchGate {
        SearchGate {
            max: max.max(1),
            state: Mutex::new(GateState::default()),
            turn: Condvar::new(),
        }
    }

    /// Waits for a place, in arrival order.
    pub fn enter(&self) -> GatePass<'_> {
        let mut s = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let ticket = s.next_ticket;
        s.next_ticket += 1;
        while !(s.next_admitted == ticket && s.active < self.max) {
            s = self.turn.wait(s).unwrap_or_else(PoisonError::into_inner);
        }
        s.next_admitted += 1;
        s.active += 1;
        self.turn.notify_all();
        GatePass(self)
    }

    /// Waits for a place, then runs `f` (a search) on a thread of its own at the lowest CPU
    /// priority ([`in_background`]), so that commands are served first while engines think.
    /// The caller waits for the result; a panic in `f` is the caller's.
    pub fn run<T: Send>(&self, f: impl FnOnce() -> T + Send) -> T {
        let _pass = self.enter();
        in_background(f)
    }

    /// Searches waiting for a place now.
    pub fn waiting(&self) -> usize {
        let s = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        usize::try_from(s.next_ticket.saturating_sub(s.next_admitted)).unwrap_or(usize::MAX)
    }

    /// Searches running now.
    pub fn active(&self) -> usize {
        self.state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .active
    }
}

impl Drop for GatePass<'_> {
    fn drop(&mut self) {
        let mut s = self.0.state.lock().unwrap_or_else(PoisonError::into_inner);
        s.active -= 1;
        self.0.turn.notify_all();
    }
}

/// The stack a search thread gets (searches recurse a ply at a time).
const SEARCH_STACK: usize = 16 << 20;

/// Runs `f` on a new thread at the lowest CPU priority and waits for it: on Linux the thread
/// is put in the `SCHED_IDLE` class (it runs when no thread of a normal class wants the core)
/// and at niceness 19; elsewhere at the lowest priority the platform gives. Commands, which
/// run at normal priority, are then served first however many searches run. If the thread
/// cannot be made (out of resources), `f` runs on the caller's thread.
pub fn in_background<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    // Taken by the search thread, or by the caller when no thread could be made.
    let cell = Mutex::new(Some(f));
    let take = || cell.lock().unwrap_or_else(PoisonError::into_inner).take();
    let spawned = std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name("hexcourier-search".into())
            .stack_size(SEARCH_STACK)
            .spawn_scoped(scope, || {
                lower_priority();
                take().map(|f| f())
            });
        match handle {
            Ok(h) => Ok(h.join()),
            Err(e) => Err(e),
        }
    });
    match spawned {
        Ok(Ok(Some(t))) => t,
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        Ok(Ok(None)) | Err(_) => {
            if let Err(e) = &spawned {
                tracing::warn!("could not start a search thread ({e}); searching here");
            }
            match take() {
                Some(f) => f(),
                None => panic!("a search closure was run twice"),
            }
        }
    }
}

/// Puts the current thread at the lowest CPU priority (warned once if the system refuses).
fn lower_priority() {
    use std::sync::Once;
    use thread_priority::ThreadPriority;
    static WARNED: Once = Once::new();
    #[cfg(target_os = "linux")]
    let done = thread_priority::unix::set_thread_priority_and_policy(
        thread_priority::unix::thread_native_id(),
        ThreadPriority::Min,
        thread_priority::ThreadSchedulePolicy::Normal(
            thread_priority::unix::NormalThreadSchedulePolicy::Idle,
        ),
    )
    .or_else(|_| thread_priority::set_current_thread_priority(ThreadPriority::Min));
    #[cfg(not(target_os = "linux"))]
    let done = thread_priority::set_current_thread_priority(ThreadPriority::Min);
    if let Err(e) = done {
        WARNED.call_once(|| {
            tracing::warn!(
                "engine searches run at normal priority: the system refused a lower one ({e:?})"
            );
        });
    }
}

/// The evaluation in words and numbers, in English ([`verdict_in`]).
pub fn verdict(v: &Variant, turn: Player, score: Score) -> String {
    verdict_in(Lang::En, v, turn, score)
}

/// The key of an evaluation's words (the engine's `describe`): `eval-clearly-better`.
fn eval_key(score: Score) -> &'static str {
    match score {
        Score::Mate(n) if n > 0 => "eval-winning-mate",
        Score::Mate(_) => "eval-lost-mate",
        Score::Cp(c) if c >= 300 => "eval-winning",
        Score::Cp(c) if c >= 120 => "eval-clearly-better",
        Score::Cp(c) if c >= 40 => "eval-slightly-better",
        Score::Cp(c) if c > -40 => "eval-about-equal",
        Score::Cp(c) if c > -120 => "eval-slightly-worse",
        Score::Cp(c) if c > -300 => "eval-clearly-worse",
        Score::Cp(_) => "eval-losing",
    }
}

/// The evaluation in words and numbers in `lang`. With two players the number is from the
/// first seat's point of view, as chess players expect: `White is clearly better, +1.40`,
/// `Black is slightly better, -0.52`, `About equal, +0.10`. With more players it is the side
/// to move's against the others (the search is paranoid): `Red is winning against the others,
/// +3.10 for Red`.
pub fn verdict_in(lang: Lang, v: &Variant, turn: Player, score: Score) -> String {
    if v.player_count() == 2 {
        let first = if turn.index() == 0 {
            score
        } else {
            score.flip()
        };
        let (leader, lead) = if first.key() >= 0 {
            (Player(0), first)
        } else {
            (Player(1), first.flip())
        };
        match eval_key(lead) {
            "eval-about-equal" => t!(
                lang,
                "verdict-equal",
                score = crate::i18n::decimals_in(lang, &first.text())
            ),
            key => t!(
                lang,
                "verdict-two",
                side = seat_in(lang, v, leader),
                how = plain(lang, key),
                score = crate::i18n::decimals_in(lang, &first.text())
            ),
        }
    } else {
        t!(
            lang,
            "verdict-many",
            side = seat_in(lang, v, turn),
            how = plain(lang, eval_key(score)),
            score = crate::i18n::decimals_in(lang, &score.text())
        )
    }
}

/// A line of play in numbered move text, e.g. `12... Nf8-e6 13. Qe1-c3`.
pub fn line_text(v: &Variant, pos: &Position, line: &[Move]) -> String {
    // Numbers and movers come from the positions themselves: with three players, eliminated
    // seats are skipped.
    let mut p = pos.clone();
    let mut moves = Vec::with_capacity(line.len());
    for &m in line {
        if !p.is_legal(v, m) {
            break;
        }
        moves.push(((p.fullmove(), p.turn()), move_to_text(v, &p, m)));
        p.play_unchecked(v, m);
    }
    numbered_list(moves.iter().map(|(at, t)| (*at, t)))
}

/// `Hints: 3 per player; spectators may ask too.` and the like, in `lang`.
pub(crate) fn hint_rule_in(lang: Lang, rule: &HintRule) -> String {
    if !rule.allowed {
        return plain(lang, "hints-off");
    }
    let how_many = match rule.per_player {
        None => plain(lang, "hints-no-limit"),
        Some(n) => t!(lang, "hints-per-player", n = n),
    };
    let who = if rule.spectators {
        "hints-spectators"
    } else {
        "hints-players-only"
    };
    t!(lang, "hints-rule", many = how_many, who = plain(lang, who))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    fn glinski() -> Arc<Variant> {
        let lib = hexcourier_engine::Library::builtin()
            .unwrap_or_else(|e| panic!("built-in data: {e:?}"));
        lib.get("glinski")
            .cloned()
            .unwrap_or_else(|| panic!("no glinski"))
    }

    #[test]
    fn verdicts_read_from_white_with_two_players() {
        let v = glinski();
        let (w, b) = (Player(0), Player(1));
        assert_eq!(
            verdict(&v, w, Score::Cp(140)),
            "White is clearly better, +1.40"
        );
        assert_eq!(
            verdict(&v, b, Score::Cp(140)),
            "Black is clearly better, -1.40"
        );
        assert_eq!(verdict(&v, b, Score::Cp(-10)), "About equal, +0.10");
        assert_eq!(
            verdict(&v, w, Score::Mate(3)),
            "White is winning (forced mate), #2"
        );
        assert_eq!(
            verdict(&v, w, Score::Mate(-2)),
            "Black is winning (forced mate), #-1"
        );
    }

    #[test]
    fn the_gate_bounds_concurrent_holders() {
        let gate = Arc::new(SearchGate::new(2));
        let peak = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..6)
            .map(|_| {
                let (gate, peak) = (gate.clone(), peak.clone());
                std::thread::spawn(move || {
                    let _pass = gate.enter();
                    peak.fetch_max(gate.active(), Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(10));
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap_or_else(|_| panic!("thread panicked"));
        }
        assert!(peak.load(Ordering::SeqCst) <= 2);
        assert_eq!(gate.active(), 0);
    }

    #[test]
    fn lines_are_numbered_from_the_positions_after_an_elimination() {
        let lib = hexcourier_engine::Library::builtin()
            .unwrap_or_else(|e| panic!("built-in data: {e:?}"));
        let v = lib.get("wellisch").unwrap_or_else(|| panic!("no wellisch"));
        let start = Position::from_text(v, "yK/3/5/7/9/1rR9/yR9yP/1bP9/rN10/3rR7/bK9rK r - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let mut game = hexcourier_engine::Game::from_position(v, start);
        for m in ["Kl1-l2", "l5-l4", "b4-c5", "Na3-b5"] {
            game.play_text(v, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        assert_eq!(game.eliminated(), &[Player(2)]);
        let pos = game.position();
        let line: Vec<Move> = ["l4-k4", "Rd2-d9"]
            .iter()
            .scan(pos.clone(), |p, t| {
                let m = hexcourier_engine::notation::parse_move(v, p, t).ok()?;
                p.play_unchecked(v, m);
                Some(m)
            })
            .collect();
        assert_eq!(line_text(v, pos, &line), "2... l4-k4 3. Rd2-d9#");
    }
}
