//! `hexcourier uci`: the engine over a text protocol in the style of UCI, for match runners,
//! GUIs and other engines' harnesses.
//!
//! Commands (one per line; unknown ones are answered with `info string`):
//! - `uci` → `id name …`, `id author …`, the `Variant` option, `uciok`;
//! - `isready` → `readyok` (at once, even while searching);
//! - `setoption name Variant value <id>` (default `glinski`; resets the position);
//! - `ucinewgame` (forgets the transposition table);
//! - `position startpos [moves m1 m2 …]` or `position fen <state text> [moves …]`;
//! - `go [movetime N] [depth N] [nodes N] [wtime N btime N winc N binc N] [infinite]`; a third
//!   seat's clock is `ctime N cinc N`, and any seat's may be given as `p<seat>time N p<seat>inc N`
//!   (seats counted from 1 in turn order, so `p1time` = `wtime`);
//! - `stop` (the search answers `bestmove` at once), `quit`.
//!
//! The search runs on its own thread and reports `info depth D score cp S|mate M nodes N
//! nps X time T pv …` after each iteration, then `bestmove <move>` (`bestmove (none)` when
//! there is no legal move). Moves, in and out, are Hexcourier's canonical move text
//! (`Qe1-c3`, `f10-f11=Q`). At the end of input a running search is finished (or stopped,
//! if it has no budget) before returning.

use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::search::{game_history, Limits, Score, SearchInfo, Searcher};
use hexcourier_engine::{Game, Library, Move, Position, Variant};
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// The variant used until `setoption name Variant` names another.
pub const DEFAULT_VARIANT: &str = "glinski";

/// Seats whose clocks `go` can set.
const MAX_SEATS: usize = 8;

/// Which half of a seat's clock a `go` word sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ClockField {
    Time,
    Increment,
}

/// Reads a clock word of `go`: `wtime`/`btime`/`ctime`, `winc`/`binc`/`cinc`, or
/// `p<seat>time`/`p<seat>inc` with seats counted from 1. Returns the 0-based seat.
fn clock_word(w: &str) -> Option<(usize, ClockField)> {
    let (seat, field) = if let Some(rest) = w.strip_suffix("time") {
        (rest, ClockField::Time)
    } else {
        (w.strip_suffix("inc")?, ClockField::Increment)
    };
    let index = match seat {
        "w" => 0,
        "b" => 1,
        "c" => 2,
        _ => {
            let n: usize = seat.strip_prefix('p')?.parse().ok()?;
            n.checked_sub(1)?
        }
    };
    (index < MAX_SEATS).then_some((index, field))
}

/// Milliseconds to spend on a move with `left` ms on the clock and `inc` ms added per move.
fn think_time(left: u64, inc: u64) -> u64 {
    (left / 30 + inc / 2).min(left.saturating_sub(50)).max(10)
}

/// Output shared between the protocol loop and the search thread.
type Out<W> = Arc<Mutex<W>>;

fn say<W: Write>(out: &Mutex<W>, line: &str) -> io::Result<()> {
    let mut w = out.lock().unwrap_or_else(PoisonError::into_inner);
    writeln!(w, "{line}")?;
    w.flush()
}

/// A search in progress.
struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<io::Result<()>>,
    /// Whether it has any budget (else only `stop` ends it).
    bounded: bool,
}

/// The protocol's state.
struct Session<W: Write + Send + 'static> {
    lib: Library,
    variant: Arc<Variant>,
    /// The game searched by `go`; none after choosing a variant without a start position
    /// (`setup-required`) until `position fen` gives one.
    game: Option<Game>,
    searcher: Arc<Mutex<Searcher>>,
    out: Out<W>,
    running: Option<Running>,
}

/// Runs the protocol: reads commands from `input` until `quit` or its end, writes answers to
/// `out` (shared with the search thread).
///
/// # Errors
/// If reading or writing fails, or the library has no variant to start with.
pub fn run<W: Write + Send + 'static>(
    lib: &Library,
    input: impl BufRead,
    out: Out<W>,
) -> io::Result<()> {
    let variant = lib
        .get(DEFAULT_VARIANT)
        .or_else(|| lib.variants().next())
        .cloned()
        .ok_or_else(|| io::Error::other("no variant is loaded"))?;
    let game = start_game(&variant);
    let mut s = Session {
        lib: lib.clone(),
        variant,
        game,
        searcher: Arc::new(Mutex::new(Searcher::new(64))),
        out,
        running: None,
    };
    for line in input.lines() {
        let line = line?;
        if !s.command(line.trim())? {
            s.finish(true)?;
            return Ok(());
        }
    }
    s.finish(false)
}

/// The variant's start as a game, or none for a variant without a start position.
fn start_game(v: &Variant) -> Option<Game> {
    Position::start(v)
        .ok()
        .map(|start| Game::from_position(v, start))
}

impl<W: Write + Send + 'static> Session<W> {
    fn say(&self, line: &str) -> io::Result<()> {
        say(&self.out, line)
    }

    /// Handles one command; `false` on `quit`.
    fn command(&mut self, line: &str) -> io::Result<bool> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            None => {}
            Some("uci") => {
                self.say(&format!("id name Hexcourier {}", env!("CARGO_PKG_VERSION")))?;
                self.say("id author the Hexcourier authors")?;
                let vars: Vec<String> = self
                    .lib
                    .variants()
                    .map(|v| format!("var {}", v.id))
                    .collect();
                self.say(&format!(
                    "option name Variant type combo default {} {}",
                    self.variant.id,
                    vars.join(" ")
                ))?;
                self.say("uciok")?;
            }
            Some("isready") => self.say("readyok")?,
            Some("setoption") => {
                self.finish(false)?;
                self.set_option(&words[1..])?;
            }
            Some("ucinewgame") => {
                self.finish(false)?;
                self.searcher
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .clear();
            }
            Some("position") => {
                self.finish(false)?;
                self.position(&words[1..])?;
            }
            Some("go") => {
                self.finish(true)?;
                self.go(&words[1..])?;
            }
            Some("stop") => self.finish(true)?,
            Some("quit") => return Ok(false),
            Some(other) => self.say(&format!("info string unknown command '{other}'"))?,
        }
        Ok(true)
    }

    /// Waits for the running search: stopped first when `stop` is set or it has no budget.
    fn finish(&mut self, stop: bool) -> io::Result<()> {
        if let Some(r) = self.running.take() {
            if stop || !r.bounded {
                r.stop.store(true, Ordering::SeqCst);
            }
            r.thread
                .join()
                .map_err(|_| io::Error::other("the search thread panicked"))??;
        }
        Ok(())
    }

    fn set_option(&mut self, args: &[&str]) -> io::Result<()> {
        // name <words…> value <words…>
        let text = args.join(" ");
        let (name, value) = match text.strip_prefix("name ") {
            Some(rest) => match rest.find(" value ") {
                Some(i) => (&rest[..i], rest[i + " value ".len()..].trim()),
                None => (rest, ""),
            },
            None => ("", ""),
        };
        if !name.trim().eq_ignore_ascii_case("variant") {
            return self.say(&format!("info string unknown option '{}'", name.trim()));
        }
        match self.lib.get(&value.to_lowercase()) {
            Some(v) => {
                self.variant = v.clone();
                self.game = start_game(v);
                match &v.setup_required {
                    Some(why) => self.say(&format!(
                        "info string {} has no start position ({why}); send position fen <state text>",
                        v.id
                    )),
                    None => Ok(()),
                }
            }
            None => self.say(&format!("info string unknown variant '{value}'")),
        }
    }

    fn position(&mut self, args: &[&str]) -> io::Result<()> {
        let at = args.iter().position(|w| *w == "moves");
        let (head, moves) = match at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &[][..]),
        };
        let v = self.variant.clone();
        let start = match head {
            ["startpos"] => Position::start(&v),
            ["fen", text @ ..] => Position::from_text(&v, &text.join(" ")),
            _ => {
                return self.say("info string usage: position startpos|fen <state text> [moves …]")
            }
        };
        let start = match start {
            Ok(p) => p,
            Err(e) => return self.say(&format!("info string bad position: {e}")),
        };
        let mut game = Game::from_position(&v, start);
        for m in moves {
            if let Err(e) = game.follow_text(&v, m) {
                self.say(&format!("info string move '{m}' does not play: {e}"))?;
                break;
            }
        }
        self.game = Some(game);
        Ok(())
    }

    fn go(&mut self, args: &[&str]) -> io::Result<()> {
        let mut limits = Limits::default();
        // Time left and increment of each seat, in milliseconds.
        let mut time: [Option<u64>; MAX_SEATS] = [None; MAX_SEATS];
        let mut inc: [Option<u64>; MAX_SEATS] = [None; MAX_SEATS];
        let mut it = args.iter();
        while let Some(&w) = it.next() {
            let mut number = || it.next().and_then(|n| n.parse::<u64>().ok());
            match w {
                "movetime" => limits.time = number().map(Duration::from_millis),
                "depth" => limits.depth = number().and_then(|d| u32::try_from(d).ok()),
                "nodes" => limits.nodes = number(),
                _ => match clock_word(w) {
                    Some((seat, ClockField::Time)) => time[seat] = number(),
                    Some((seat, ClockField::Increment)) => inc[seat] = number(),
                    None => {}
                },
            }
        }
        let Some(game) = &self.game else {
            self.say(&format!(
                "info string {} has no start position: send position fen <state text> first",
                self.variant.id
            ))?;
            return self.say("bestmove (none)");
        };
        let pos = game.position().clone();
        let mine = pos.turn().index();
        if limits.time.is_none() {
            if let Some(left) = time.get(mine).copied().flatten() {
                let inc = inc.get(mine).copied().flatten().unwrap_or(0);
                limits.time = Some(Duration::from_millis(think_time(left, inc)));
            }
        }
        let bounded = limits.time.is_some() || limits.depth.is_some() || limits.nodes.is_some();
        let stop = Arc::new(AtomicBool::new(false));
        let limits = limits.with_stop(stop.clone());
        let v = self.variant.clone();
        let history = game_history(&v, game);
        let (out, searcher) = (self.out.clone(), self.searcher.clone());
        let thread = std::thread::Builder::new()
            .name("uci-search".into())
            .spawn(move || {
                let mut searcher = searcher.lock().unwrap_or_else(PoisonError::into_inner);
                let mut failed = Ok(());
                let r = searcher.search(&v, &pos, &history, &limits, &mut |info| {
                    if failed.is_ok() {
                        failed = say(&out, &info_line(&v, &pos, info));
                    }
                });
                failed?;
                let best = r
                    .best
                    .map_or_else(|| "(none)".into(), |m| move_to_text(&v, &pos, m));
                say(&out, &format!("bestmove {best}"))
            })?;
        self.running = Some(Running {
            stop,
            thread,
            bounded,
        });
        Ok(())
    }
}

/// `info depth 5 score cp 31 nodes 12345 nps 600000 time 20 pv Qe1-c3 …`.
pub fn info_line(v: &Variant, pos: &Position, info: &SearchInfo) -> String {
    let score = match info.score {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(n) if n > 0 => format!("mate {}", (n + 1) / 2),
        Score::Mate(n) => format!("mate -{}", (-n + 1) / 2),
    };
    format!(
        "info depth {} score {score} nodes {} nps {} time {} pv {}",
        info.depth,
        info.nodes,
        info.nps,
        info.elapsed.as_millis(),
        pv_text(v, pos, &info.pv)
    )
}

/// A principal variation as canonical move texts separated by spaces.
pub fn pv_text(v: &Variant, pos: &Position, pv: &[Move]) -> String {
    let mut p = pos.clone();
    let mut out = Vec::with_capacity(pv.len());
    for &m in pv {
        if !p.is_legal(v, m) {
            break;
        }
        out.push(move_to_text(v, &p, m));
        p.play_unchecked(v, m);
    }
    out.join(" ")
}

/// Runs the protocol on stdin and stdout.
///
/// # Errors
/// If reading or writing fails.
pub fn run_stdio(lib: &Library) -> io::Result<()> {
    let stdin = io::stdin();
    run(lib, stdin.lock(), Arc::new(Mutex::new(io::stdout())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_words_name_every_seat() {
        assert_eq!(clock_word("wtime"), Some((0, ClockField::Time)));
        assert_eq!(clock_word("binc"), Some((1, ClockField::Increment)));
        assert_eq!(clock_word("ctime"), Some((2, ClockField::Time)));
        assert_eq!(clock_word("cinc"), Some((2, ClockField::Increment)));
        assert_eq!(clock_word("p1time"), Some((0, ClockField::Time)));
        assert_eq!(clock_word("p3inc"), Some((2, ClockField::Increment)));
        for bad in [
            "p0time",
            "p9time",
            "ptime",
            "xtime",
            "time",
            "inc",
            "movetime2",
            "p-1inc",
        ] {
            assert_eq!(clock_word(bad), None, "{bad}");
        }
    }

    #[test]
    fn think_time_spends_a_share_of_the_clock() {
        assert_eq!(think_time(60_000, 0), 2_000);
        assert_eq!(think_time(60_000, 1_000), 2_500);
        assert_eq!(think_time(40, 0), 10);
        assert_eq!(think_time(100, 10_000), 50);
    }
}
