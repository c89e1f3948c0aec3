//! Kill -9 with nothing lost: runs the real `hexcourier console` process on a sled store, plays
//! moves through it, kills it with SIGKILL at random moments (some while a move is in flight),
//! restarts it, and checks after every kill that each acknowledged move is stored, in order,
//! and that the store still opens with every game whole.
//!
//! A move is acknowledged when its picture is printed: the core stores (and flushes) a move
//! before it produces any reply. `HEXCOURIER_CRASH_KILLS` sets the number of kills (default 20).

use hexcourier::store::{GameRecord, SledStore, Store};
use hexcourier_engine::notation::{move_to_text_plain, parse_move};
use hexcourier_engine::{Library, Move, Position, Variant};
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
    fn start(dir: &Path) -> Bot {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
            .arg("console")
            .env("HEXCOURIER_DATA", dir)
            .env_remove("DISCORD_TOKEN")
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
    /// game; panics after 30 s without one, showing what the bot said meanwhile.
    fn wait_for_image(&self, place: &str) {
        let prefix = format!("[{place}] image:");
        let mut seen = Vec::new();
        loop {
            match self.lines.recv_timeout(Duration::from_secs(30)) {
                Ok(line) if line.starts_with(&prefix) => return,
                Ok(line) => seen.push(line),
                Err(e) => panic!("no picture in {place} ({e}); the bot said: {seen:#?}"),
            }
        }
    }

    fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        let _ = self.child.wait();
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
    let mut bot = Bot::start(&dir);
    let mut in_flight_possible = false;

    for kill in 0..kills {
        if game_no == 0 || !pos.has_legal_move(&v) || acked.len() >= 150 {
            game_no += 1;
            bot.send("@alice: /new glinski @bob side:white");
            bot.wait_for_image(&format!("#g{game_no}"));
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
            bot.wait_for_image(&place);
            acked.push(m);
            pos = pos.after(&v, m);
            in_flight_possible = false;
        }
        bot.kill();

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
        bot = Bot::start(&dir);
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
