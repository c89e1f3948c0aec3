//! Kill -9 with nothing lost: runs the real `hexcourier console` process on a sled store, plays
//! moves through it, kills it with SIGKILL at random moments (some while a move is in flight),
//! restarts it, and checks after every kill that each acknowledged move is stored, in order,
//! that the store still opens with every game whole, and that every stored move is announced:
//! what a kill cut off is printed when the console starts again (the console delivers what
//! is owed first). Printing is the console's delivery, so an announcement printed just before
//! a kill, before it was marked delivered, is printed again after the restart; the tests allow
//! exactly that and nothing more.
//!
//! A move is acknowledged when its picture is printed: the core stores (and flushes) a move
//! with its announcement before anything is printed. `HEXCOURIER_CRASH_KILLS` sets the number
//! of kills (default 20).
//!
//! A second test does the same to move clocks and vote windows, on a console whose clock is
//! stopped at chosen moments (`HEXCOURIER_FAKE_NOW`): 21 or more kills a round;
//! `HEXCOURIER_CRASH_ROUNDS` sets the rounds (default 1), each with its own kill moments.
//!
//! Two more kill conditional moves between the move and its answer, and a tournament between
//! the result that ends a round and the pairing of the next.

use hexcourier::store::{GameRecord, SledStore, Store};
use hexcourier_engine::notation::{move_to_text_plain, parse_move};
use hexcourier_engine::{EndReason, Library, Move, Position, Variant};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

struct Bot {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Bot {
    /// Starts the console on `dir` and waits until it answers; returns it with what it
    /// printed first (what a previous run left owed).
    fn start(dir: &Path) -> (Bot, Vec<String>) {
        let mut bot = Bot::spawn(dir, &[]);
        let first = bot.sync(0);
        (bot, first)
    }

    /// Starts `hexcourier console` on the store in `dir`, with these extra environment
    /// variables.
    fn spawn(dir: &Path, vars: &[(&str, String)]) -> Bot {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
            .arg("console")
            .env("HEXCOURIER_DATA", dir)
            .env_remove("DISCORD_TOKEN")
            .env_remove("HEXCOURIER_CONFIG")
            .env_remove("HEXCOURIER_FAKE_NOW")
            .envs(vars.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the bot");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Bot {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write to the bot");
        self.stdin.flush().expect("flush to the bot");
    }

    /// Waits for a line starting with `[place] image:`, the acknowledgement of a move or a new
    /// game; returns the lines read up to it; panics after 30 s without one, showing what the
    /// bot said meanwhile.
    fn wait_for_image(&self, place: &str) -> Vec<String> {
        let prefix = format!("[{place}] image:");
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(30)) {
                Ok(line) if line.starts_with(&prefix) => {
                    seen.push(line);
                    return seen;
                }
                Ok(line) => seen.push(line),
                Err(e) => panic!("no picture in {place} ({e}); the bot said: {seen:#?}"),
            }
        }
    }

    /// Sends `@zed: /sync<n>` (an unknown command) and returns every line printed up to and
    /// including its answer; panics after 30 s without it.
    fn sync(&mut self, n: u32) -> Vec<String> {
        self.send(&format!("@zed: /sync{n}"));
        let marker = format!("Unknown command /sync{n}.");
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(30)) {
                Ok(line) => {
                    let done = line.contains(&marker);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(e) => panic!("no answer to /sync{n} ({e}); the bot said: {seen:#?}"),
            }
        }
    }

    fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        let _ = self.child.wait();
    }

    /// Kills the bot with SIGKILL and returns the lines it printed that were not read yet.
    fn kill_and_drain(mut self) -> Vec<String> {
        self.child.kill().expect("SIGKILL");
        let _ = self.child.wait();
        let mut rest = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(10)) {
            rest.push(line);
        }
        rest
    }
}

/// A small deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n.max(1)
    }
}

/// The stored games, by id, after the bot is dead.
fn stored(dir: &Path) -> Vec<GameRecord> {
    let store = SledStore::open(dir).expect("the store opens after a kill");
    let mut games: Vec<GameRecord> = store
        .games()
        .expect("games readable")
        .into_iter()
        .map(|(key, bytes)| {
            serde_json::from_slice(&bytes).unwrap_or_else(|e| panic!("record {key} corrupt: {e}"))
        })
        .collect();
    games.sort_by_key(|g| g.id.trim_start_matches('g').parse::<u64>().unwrap_or(0));
    games
}

/// Replays a stored game's moves, which must all be legal.
fn replay(v: &Variant, moves: &[String]) -> (Position, Vec<Move>) {
    let mut pos = Position::start(v).expect("start");
    let mut out = Vec::new();
    for t in moves {
        let m = parse_move(v, &pos, t).unwrap_or_else(|e| panic!("stored move {t}: {e}"));
        pos = pos.after(v, m);
        out.push(m);
    }
    (pos, out)
}

#[test]
fn sigkill_loses_no_acknowledged_move() {
    let kills: u64 = std::env::var("HEXCOURIER_CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(20);
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("glinski").clone();
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("store");
    let mut rng = Rng(42);

    // Acknowledged moves of the current game, and the game's place.
    let mut game_no = 0u32;
    let mut acked: Vec<Move> = Vec::new();
    let mut pos = Position::start(&v).expect("start");
    let (mut bot, _) = Bot::start(&dir);
    let mut in_flight_possible = false;
    // What each run printed, for the announcement checks.
    let mut runs: Vec<Vec<String>> = vec![Vec::new()];

    for kill in 0..kills {
        if game_no == 0 || !pos.has_legal_move(&v) || acked.len() >= 150 {
            game_no += 1;
            bot.send("@alice: /new glinski @bob side:white");
            bot.send(&format!("@bob: /accept g{game_no}"));
            runs.last_mut()
                .expect("a run")
                .extend(bot.wait_for_image(&format!("#g{game_no}")));
            acked.clear();
            pos = Position::start(&v).expect("start");
        }
        let place = format!("#g{game_no}");
        // A few acknowledged moves, then one that may be cut off by the kill.
        for step in 0..=rng.below(3) + 1 {
            let moves = pos.legal_moves(&v);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            let user = if acked.len().is_multiple_of(2) {
                "alice"
            } else {
                "bob"
            };
            let text = move_to_text_plain(&v, &pos, m);
            bot.send(&format!("@{user} {place}: {text}"));
            if step > 0 && rng.below(3) == 0 {
                // Kill mid-move: the move may or may not be stored, but never half.
                std::thread::sleep(Duration::from_millis(rng.below(15)));
                in_flight_possible = true;
                break;
            }
            runs.last_mut()
                .expect("a run")
                .extend(bot.wait_for_image(&place));
            acked.push(m);
            pos = pos.after(&v, m);
            in_flight_possible = false;
        }
        runs.last_mut().expect("a run").extend(bot.kill_and_drain());

        let games = stored(&dir);
        assert_eq!(
            games.len(),
            game_no as usize,
            "kill {kill}: every game kept"
        );
        let rec = games.last().expect("the current game");
        let (stored_pos, stored_moves) = replay(&v, &rec.moves);
        assert!(
            stored_moves.starts_with(&acked),
            "kill {kill}: acknowledged {} moves, stored {:?}",
            acked.len(),
            rec.moves
        );
        let extra = stored_moves.len() - acked.len();
        assert!(
            extra == 0 || (extra == 1 && in_flight_possible),
            "kill {kill}: {extra} unacknowledged moves stored"
        );
        acked = stored_moves;
        pos = stored_pos;
        in_flight_possible = false;
        let (again, first) = Bot::start(&dir);
        bot = again;
        runs.push(first);
        // Every stored move of the game is announced by now, once, or twice when the first
        // copy was the last thing a killed run printed.
        check_announced(&runs, &format!("#g{game_no}"), &rec.moves, kill);
    }
    // The restarted bot still knows the game and whose turn it is.
    let user = if acked.len().is_multiple_of(2) {
        "alice"
    } else {
        "bob"
    };
    bot.send(&format!("@{user} #g{game_no}: /board"));
    bot.wait_for_image(&format!("#g{game_no}"));
    bot.kill();
}

/// The announcement line of move `i` (from 0) of a two-player game: `[#g1] 3. Qe1-c3`,
/// `[#g1] 3... e7-e6`.
fn move_line(place: &str, i: usize, text: &str) -> String {
    let n = i / 2 + 1;
    if i.is_multiple_of(2) {
        format!("[{place}] {n}. {text}")
    } else {
        format!("[{place}] {n}... {text}")
    }
}

/// Checks that each stored move of the game in `place` was printed once over all the runs, or
/// twice when its first copy came among the last lines of a run (a kill between printing it
/// and marking it delivered) and its second at the start of the next run.
fn check_announced(runs: &[Vec<String>], place: &str, moves: &[String], kill: u64) {
    for (i, text) in moves.iter().enumerate() {
        let line = move_line(place, i, text);
        let seen: Vec<(usize, usize)> = runs
            .iter()
            .enumerate()
            .flat_map(|(r, lines)| {
                lines
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| **l == line)
                    .map(move |(k, _)| (r, k))
            })
            .collect();
        match seen.as_slice() {
            [_] => {}
            [] => panic!("kill {kill}: {line:?} is stored but was never announced"),
            [(r1, k1), (r2, _)] => {
                let tail = runs[*r1].len() - k1;
                assert!(
                    *r2 == r1 + 1 && tail <= 3,
                    "kill {kill}: {line:?} announced twice, not after a kill cut its delivery"
                );
            }
            more => panic!("kill {kill}: {line:?} announced {} times", more.len()),
        }
    }
}

/// The moment the clock test starts (2030-03-17 17:46 UTC), far from the system clock.
const T0: u64 = 1_900_000_000;
const MINUTE: u64 = 60;
const HOUR: u64 = 3600;
const DAY: u64 = 24 * HOUR;

/// A console running on a clock stopped at `now` (`HEXCOURIER_FAKE_NOW`), without rate limits
/// (a stopped clock never refills the buckets), once it has read its store and answers: a
/// `role` line is answered without looking at the clocks, so nothing is due before the step.
/// Returns it with what it printed first (what a previous run left owed).
fn start_at(dir: &Path, now: u64) -> (Bot, Vec<String>) {
    let mut bot = Bot::spawn(
        dir,
        &[
            ("HEXCOURIER_FAKE_NOW", now.to_string()),
            ("HEXCOURIER_USER_BURST", "0".into()),
            ("HEXCOURIER_PLACE_BURST", "0".into()),
            // Clocks as they run without vacations: an automatic vacation would save the
            // players this test lets run out of time (core/tests/vacation.rs tests those).
            ("HEXCOURIER_VACATION_DAYS", "0".into()),
        ],
    );
    bot.send("role ready: @zed");
    let mut first = Vec::new();
    loop {
        match bot.lines.recv_timeout(Duration::from_secs(30)) {
            Ok(line) if line == "[console] role ready: @zed" => return (bot, first),
            Ok(line) => first.push(line),
            Err(e) => panic!("the console did not start ({e}); it said: {first:#?}"),
        }
    }
}

/// What the clock test announces at most once each: the text that starts the line.
const ONCE: &[&str] = &[
    "[#g1] Reminder: @alice (White) to move",
    "[#g1] Final warning: @alice (White) to move",
    "[#g1] @alice (White) ran out of time.",
    "[#g2] Reminder: @carol (White) to move",
    "[#g2] Final warning: @carol (White) to move",
    "[#g2] @carol (White) ran out of time.",
    "[#g3] 1. f5-f6 — White's vote",
    "[#g3] 1... e7-e6 — Black's vote",
    "[#g3] Not enough votes for White's move",
    "[#g3] Still not enough votes for White's move",
];

/// Whether the store shows that announcement `i` of [`ONCE`] happened.
fn stored_fact(i: usize, games: &[GameRecord]) -> bool {
    let reminders = |g: &GameRecord| g.move_clock.map_or(0, |c| c.reminders);
    let timed_out = |g: &GameRecord| {
        g.outcome
            .as_ref()
            .is_some_and(|o| o.reason == EndReason::Timeout)
    };
    let (g1, g2, g3) = (&games[0], &games[1], &games[2]);
    match i {
        0 => reminders(g1) >= 1 || timed_out(g1),
        1 => reminders(g1) >= 2 || timed_out(g1),
        2 => timed_out(g1),
        3 => reminders(g2) >= 1 || timed_out(g2),
        4 => reminders(g2) >= 2 || timed_out(g2),
        5 => timed_out(g2),
        6 => !g3.moves.is_empty(),
        7 => g3.moves.len() >= 2,
        8 => g3.vote_window.as_ref().is_some_and(|w| w.extended) || timed_out(g3),
        _ => timed_out(g3),
    }
}

/// What the clock test knows between kills.
#[derive(Default)]
struct ClockModel {
    /// Every line any console printed, in order.
    transcript: Vec<String>,
    /// Where each run's lines end in the transcript, and whether it was killed in the middle
    /// of a step.
    runs: Vec<(usize, bool)>,
    /// The vote window last seen in the store: `(seat, ply, closes, extended)`.
    window: Option<(u8, u32, u64, bool)>,
    /// The moves of the voting game last seen.
    vote_moves: Vec<String>,
    /// Announcements of [`ONCE`] stored but not yet printed when a kill cut a step short:
    /// the next run must print them first.
    pending: Vec<usize>,
    /// Announcements of [`ONCE`] printed twice: a kill between printing and marking them
    /// delivered.
    repeated: Vec<usize>,
}

impl ClockModel {
    fn printed(&self, start: &str) -> usize {
        self.transcript
            .iter()
            .filter(|l| l.starts_with(start))
            .count()
    }

    /// Ends a run: its lines so far are in the transcript.
    fn end_run(&mut self, lines: Vec<String>, in_flight: bool) {
        self.transcript.extend(lines);
        self.runs.push((self.transcript.len(), in_flight));
    }

    /// Whether the two copies of a line are a delivery repeated after a kill: the first among
    /// the last lines of a run killed in the middle of a step, the second in the next run.
    fn repeated_after_kill(&self, start: &str) -> bool {
        let at: Vec<usize> = self
            .transcript
            .iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with(start))
            .map(|(i, _)| i)
            .collect();
        let run_of = |i: usize| self.runs.iter().position(|(end, _)| i < *end);
        match (at.as_slice(), at.first().and_then(|&i| run_of(i))) {
            ([first, second], Some(r)) => {
                let (end, cut) = self.runs[r];
                cut && end - first <= 4 && run_of(*second) == Some(r + 1)
            }
            _ => false,
        }
    }

    /// Checks the store after kill number `kill` at fake time `now`.
    fn check(&mut self, dir: &Path, kill: u32, now: u64, in_flight: bool) {
        let games = stored(dir);
        assert_eq!(games.len(), 3, "kill {kill}: the three games are stored");
        // The clocks are intact: no move was played in the clocked games, so each turn still
        // started at T0, and no reminder is stored before it is due.
        for (g, days) in [(&games[0], 2), (&games[1], 1)] {
            let c = g
                .move_clock
                .unwrap_or_else(|| panic!("kill {kill}: {} lost its clock", g.id));
            assert_eq!(
                (c.days, c.turn_started),
                (days, T0),
                "kill {kill}: {} clock",
                g.id
            );
            let allowed = u64::from(days) * DAY;
            let due = u8::from(now >= T0 + allowed / 2)
                + u8::from(now >= T0 + allowed - DAY.min(allowed / 4));
            assert!(c.reminders <= due, "kill {kill}: {} reminded early", g.id);
            assert!(
                g.moves.is_empty(),
                "kill {kill}: {} moves {:?}",
                g.id,
                g.moves
            );
        }
        // The voting game: its moves only grow, the voted ones.
        let g3 = &games[2];
        assert!(
            g3.moves.starts_with(&self.vote_moves),
            "kill {kill}: voting game moves {:?} after {:?}",
            g3.moves,
            self.vote_moves
        );
        assert!(
            ["f5-f6", "e7-e6"]
                .iter()
                .zip(&g3.moves)
                .all(|(a, b)| a == b)
                && g3.moves.len() <= 2,
            "kill {kill}: voting game moves {:?}",
            g3.moves
        );
        self.vote_moves = g3.moves.clone();
        // Its window closes when it was announced to, unless extended once by its length.
        match &g3.vote_window {
            Some(w) => {
                let length = g3.vote.as_ref().expect("vote rules").window_secs;
                assert!(w.opened <= now, "kill {kill}: window opened in the future");
                if w.extended {
                    // Extended when it closed short of votes: by its length from then.
                    assert!(
                        w.closes >= w.opened + 2 * length && w.closes <= now + length,
                        "kill {kill}: extended window {w:?}"
                    );
                } else {
                    assert_eq!(w.closes, w.opened + length, "kill {kill}: window {w:?}");
                }
                if let Some((seat, ply, closes, extended)) = self.window {
                    if (seat, ply) == (w.seat, w.ply) {
                        assert!(w.extended || !extended, "kill {kill}: extension lost");
                        if w.extended == extended {
                            assert_eq!(w.closes, closes, "kill {kill}: the window moved");
                        } else {
                            assert!(w.closes >= closes + length, "kill {kill}: extension");
                        }
                    }
                }
                self.window = Some((w.seat, w.ply, w.closes, w.extended));
                // Each voter votes once, and every acknowledged vote of this window is kept.
                let mut voters: Vec<&str> = w.ballots.iter().map(|b| b.voter.as_str()).collect();
                voters.sort_unstable();
                voters.dedup();
                assert_eq!(voters.len(), w.ballots.len(), "kill {kill}: a voter twice");
                let acked: &[(&str, &str)] = match w.ply {
                    0 => &[("alice", "f5-f6"), ("bob", "f5-f6")],
                    1 => &[("dave", "e7-e6")],
                    _ => &[],
                };
                // Votes are announced without their voters, in the order they came: the
                // k-th acknowledged vote of the window is the k-th voter's.
                let side = if w.ply == 0 { "White" } else { "Black" };
                for (k, (voter, choice)) in acked.iter().enumerate() {
                    let so_far = if k == 0 {
                        "1 vote".to_string()
                    } else {
                        format!("{} votes", k + 1)
                    };
                    if self.printed(&format!("[#g3] A vote is in for {side} ({so_far} so far)")) > 0
                    {
                        assert!(
                            w.ballots
                                .iter()
                                .any(|b| b.voter == *voter && b.choice == *choice),
                            "kill {kill}: acknowledged vote of {voter} lost: {:?}",
                            w.ballots
                        );
                    }
                }
            }
            None => assert!(
                g3.outcome.is_some(),
                "kill {kill}: a running voting game without a window"
            ),
        }
        // Announced ⇒ stored. Stored ⇒ announced, in the same run or, when a kill cut the
        // run short, first thing in the next. Twice only when a kill came between printing
        // and marking it delivered.
        for (i, start) in ONCE.iter().enumerate() {
            let printed = self.printed(start);
            let fact = stored_fact(i, &games);
            assert!(
                printed == 0 || fact,
                "kill {kill}: {start:?} printed but not stored"
            );
            if printed == 2 && !self.repeated.contains(&i) {
                assert!(
                    self.repeated_after_kill(start),
                    "kill {kill}: {start:?} printed twice, not after a kill cut its delivery"
                );
                self.repeated.push(i);
            }
            assert!(
                printed <= 2,
                "kill {kill}: {start:?} printed {printed} times"
            );
            if self.pending.contains(&i) {
                assert!(
                    printed > 0,
                    "kill {kill}: {start:?} was left owed by a kill and is still not printed"
                );
                self.pending.retain(|&p| p != i);
            } else if fact && printed == 0 {
                assert!(in_flight, "kill {kill}: {start:?} stored but never printed");
                self.pending.push(i);
            }
        }
    }
}

/// Move clocks and vote windows across SIGKILLs: three games on a stopped clock (`days:2`,
/// `days:1`, and a voting game with 2-hour windows); the console is killed after each step,
/// sometimes in the middle of it, and restarted later on the clock. After each kill the
/// stored clocks and windows are intact and acknowledged votes are kept; every reminder,
/// loss on time and window closing is printed at most once over all the restarts, and exactly
/// once unless the kill fell between its save and its print.
#[test]
fn sigkill_keeps_move_clocks_and_vote_windows() {
    let rounds: u64 = std::env::var("HEXCOURIER_CRASH_ROUNDS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(1);
    let mut kills = 0u32;
    for round in 0..rounds {
        kills += clock_round(7 + round);
    }
    assert!(kills >= 20, "only {kills} kills");
}

/// One run of [`sigkill_keeps_move_clocks_and_vote_windows`]; the number of kills.
fn clock_round(seed: u64) -> u32 {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("store");
    let mut rng = Rng(seed);
    let mut model = ClockModel::default();
    let mut kills = 0u32;
    let mut cut = 0u32;
    let mut sync = 0u32;

    // The games, acknowledged before the first kill.
    let (mut bot, mut lines) = start_at(&dir, T0);
    bot.send("@alice: /new glinski @bob days:2");
    bot.send("@bob: /accept g1");
    bot.send("@carol: /new glinski @dave days:1");
    bot.send("@dave: /accept g2");
    bot.send("@alice: /new glinski mode:vote team:@alice,@bob,@carol black:@dave,@erin window:2h");
    sync += 1;
    lines.extend(bot.sync(sync));
    lines.extend(bot.kill_and_drain());
    model.end_run(lines, false);
    kills += 1;
    model.check(&dir, kills, T0, false);
    let first = model.window.expect("the first window");
    assert_eq!((first.0, first.1, first.2), (0, 0, T0 + 2 * HOUR));

    // Each step: the time it happens and what is typed then (the tick runs before each line).
    let steps: &[(u64, &[&str])] = &[
        (T0 + 10 * MINUTE, &["@alice #g3: /vote f5-f6"]),
        (T0 + 20 * MINUTE, &["@bob #g3: /vote f5-f6"]),
        (T0 + 2 * HOUR + MINUTE, &[]),
        (T0 + 3 * HOUR, &["@dave #g3: /vote e7-e6"]),
        (T0 + 12 * HOUR + MINUTE, &[]),
        (T0 + 18 * HOUR + MINUTE, &[]),
        (T0 + DAY + MINUTE, &[]),
        (T0 + DAY + 12 * HOUR + MINUTE, &[]),
        (T0 + 2 * DAY + MINUTE, &[]),
        (T0 + 3 * DAY, &[]),
    ];
    for &(now, lines) in steps {
        // The step, until one run of it is acknowledged (at most three cut short), then one
        // restart at the same time that must repeat nothing.
        let mut cut_short = 0;
        loop {
            let (mut running, mut printed) = start_at(&dir, now);
            for l in lines {
                running.send(l);
            }
            let in_flight = cut_short < 3 && rng.below(3) == 0;
            if in_flight {
                // Whatever is due happens before this line is answered; kill during it.
                running.send("@zed: /board");
                std::thread::sleep(Duration::from_millis(rng.below(40)));
            } else {
                sync += 1;
                printed.extend(running.sync(sync));
            }
            printed.extend(running.kill_and_drain());
            model.end_run(printed, in_flight);
            kills += 1;
            model.check(&dir, kills, now, in_flight);
            if !in_flight {
                break;
            }
            cut_short += 1;
            cut += 1;
        }
        let (mut again, mut printed) = start_at(&dir, now);
        sync += 1;
        printed.extend(again.sync(sync));
        printed.extend(again.kill_and_drain());
        model.end_run(printed, false);
        kills += 1;
        model.check(&dir, kills, now, false);
    }

    // The end: every game lost on time, the voting game after two voted moves.
    let games = stored(&dir);
    for g in &games {
        let reason = g.outcome.as_ref().map(|o| o.reason.clone());
        assert_eq!(reason, Some(EndReason::Timeout), "{} {:?}", g.id, g.outcome);
    }
    assert_eq!(games[2].moves, ["f5-f6", "e7-e6"]);
    for (i, start) in ONCE.iter().enumerate() {
        let want = 1 + usize::from(model.repeated.contains(&i));
        assert_eq!(model.printed(start), want, "{start:?}");
    }
    assert!(model.pending.is_empty(), "left owed: {:?}", model.pending);
    eprintln!(
        "clock round {seed}: {kills} kills, {cut} in the middle of a step; announcements \
         printed again after a kill between printing and marking them delivered: {:?}",
        model.repeated.iter().map(|&i| ONCE[i]).collect::<Vec<_>>()
    );
    if std::env::var_os("HEXCOURIER_CRASH_TRANSCRIPT").is_some() {
        eprintln!("{}", model.transcript.join("\n"));
    }
    kills
}

/// The players' user names of a stored game, without the `@`.
fn seat_names(rec: &GameRecord) -> Vec<String> {
    rec.players
        .iter()
        .map(|p| p.trim_start_matches('@').to_string())
        .collect()
}

/// Kill -9 around conditional moves: a player sets `/premove e7-e6 e4-e5`, the opponent plays
/// e7-e6, and the bot is killed at a random moment around that move. After every restart the
/// game holds either neither move or both: the answer is stored in the same write as the move
/// it answers, never one without the other.
#[test]
fn sigkill_keeps_a_conditional_reply_with_the_move_it_answers() {
    let kills: u64 = std::env::var("HEXCOURIER_CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(8);
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("store");
    let mut rng = Rng(7);
    let (mut bot, _) = Bot::start(&dir);
    let (mut before, mut after) = (0, 0);
    for kill in 1..=kills {
        let place = format!("#g{kill}");
        bot.send("@alice: /new glinski @bob side:white");
        bot.send(&format!("@bob: /accept g{kill}"));
        bot.wait_for_image(&place);
        bot.send(&format!("@alice {place}: f5-f6"));
        bot.wait_for_image(&place);
        bot.send(&format!("@alice {place}: /premove e7-e6 e4-e5"));
        bot.send(&format!("@bob {place}: e7-e6"));
        std::thread::sleep(Duration::from_millis(rng.below(25)));
        let _ = bot.kill_and_drain();
        let games = stored(&dir);
        let rec = games.last().expect("the game");
        assert_eq!(rec.id, format!("g{kill}"));
        match rec.moves.as_slice() {
            [_] => before += 1,
            [_, b, a] => {
                assert_eq!((b.as_str(), a.as_str()), ("e7-e6", "e4-e5"), "kill {kill}");
                after += 1;
            }
            other => panic!("kill {kill}: a move without its conditional answer: {other:?}"),
        }
        let (again, _) = Bot::start(&dir);
        bot = again;
    }
    bot.kill();
    eprintln!("kills before the move was stored: {before}; after, with its answer: {after}");
}

/// Kill -9 while a tournament's rounds advance: a double round robin of four on the console,
/// each round's games resigned and the bot killed at a random moment after the last
/// resignation, restarted each time. After every kill the stored games are the pairings of the
/// rounds so far, each (round, board) once and never re-paired: a round is paired in the same
/// write as the result that ends the round before it, so it is paired exactly once.
#[test]
fn sigkill_pairs_each_tournament_round_exactly_once() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("store");
    let mut rng = Rng(11);
    let (mut bot, _) = Bot::start(&dir);
    bot.send("@org: /tournament new glinski drr");
    for p in ["a", "b", "c", "d"] {
        bot.send(&format!("@{p}: /tournament join t1"));
    }
    bot.send("@org: /tournament start t1");
    let mut printed = bot.sync(1);
    let mut known: std::collections::BTreeMap<(u32, u32), String> = Default::default();
    for kill in 0..80u32 {
        printed.extend(bot.kill_and_drain());
        let games = stored(&dir);
        let mut seen = std::collections::BTreeSet::new();
        for g in &games {
            let link = g
                .tournament
                .as_ref()
                .expect("every game is the tournament's");
            let key = (link.round, link.board);
            assert!(
                seen.insert(key),
                "kill {kill}: round {} board {} paired twice",
                key.0,
                key.1
            );
            let was = known.entry(key).or_insert_with(|| g.id.clone());
            assert_eq!(
                *was, g.id,
                "kill {kill}: round {} board {} re-paired",
                key.0, key.1
            );
        }
        let rounds: std::collections::BTreeSet<u32> = seen.iter().map(|k| k.0).collect();
        for r in &rounds {
            let boards = seen.iter().filter(|k| k.0 == *r).count();
            assert_eq!(boards, 2, "kill {kill}: round {r} has {boards} games");
        }
        assert_eq!(
            rounds.iter().copied().collect::<Vec<_>>(),
            (1..=rounds.len() as u32).collect::<Vec<_>>(),
            "kill {kill}: rounds in order"
        );
        let running: Vec<&GameRecord> = games.iter().filter(|g| g.outcome.is_none()).collect();
        eprintln!(
            "kill {kill}: {} games stored, {} running",
            games.len(),
            running.len()
        );
        let (again, first) = Bot::start(&dir);
        bot = again;
        printed.extend(first);
        if running.is_empty() {
            assert_eq!(
                rounds.len(),
                6,
                "a double round robin of four has six rounds"
            );
            break;
        }
        // Every game of the round but the last ends first; the kill comes around the end of
        // the last, which pairs the next round.
        let resign = |g: &GameRecord| format!("@{} #{}: /resign", seat_names(g)[0], g.id);
        if let Some((last, others)) = running.split_last() {
            for g in others {
                bot.send(&resign(g));
            }
            printed.extend(bot.sync(kill + 2));
            bot.send(&resign(last));
        }
        std::thread::sleep(Duration::from_millis(rng.below(10)));
    }
    printed.extend(bot.kill_and_drain());
    let games = stored(&dir);
    assert_eq!(games.len(), 12, "six rounds of two games");
    assert!(games.iter().all(|g| g.outcome.is_some()));
    // Each round's pairings were announced.
    for r in 1..=6 {
        assert!(
            printed.iter().any(|l| l.contains(&format!("Round {r} of"))),
            "round {r} was never announced"
        );
    }
}
