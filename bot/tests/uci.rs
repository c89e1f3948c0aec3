//! The `hexcourier uci` protocol, driven through in-memory input and output.

use hexcourier::uci;
use hexcourier_engine::Library;
use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex, PoisonError};

/// Output shared with the search thread.
#[derive(Clone, Default)]
struct Buf(Arc<Mutex<Vec<u8>>>);

impl Write for Buf {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn library() -> Library {
    Library::builtin().unwrap_or_else(|e| panic!("built-in data: {e:?}"))
}

/// Runs a session; the lines answered, with the timing numbers (`nps`, `time`) replaced by `_`.
fn session(input: &str) -> Vec<String> {
    let out = Arc::new(Mutex::new(Buf::default()));
    uci::run(&library(), Cursor::new(input.to_string()), out.clone())
        .unwrap_or_else(|e| panic!("uci: {e}"));
    let buf = out.lock().unwrap_or_else(PoisonError::into_inner).0.clone();
    let text = String::from_utf8(buf.lock().unwrap_or_else(PoisonError::into_inner).clone())
        .unwrap_or_else(|e| panic!("utf-8: {e}"));
    text.lines()
        .map(|l| {
            let mut words: Vec<String> = l.split(' ').map(String::from).collect();
            for i in 1..words.len() {
                if words[i - 1] == "nps" || words[i - 1] == "time" {
                    words[i] = "_".into();
                }
            }
            words.join(" ")
        })
        .collect()
}

#[test]
fn a_session_transcript() {
    let lines = session(
        "uci\nisready\nsetoption name Variant value glinski\nucinewgame\nfrobnicate\n\
         position startpos moves Qe1-c3 Qe10-c6\ngo depth 2\n\
         position fen b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1\n\
         go nodes 400\n",
    );
    let version = env!("CARGO_PKG_VERSION");
    let head = [
        format!("id name Hexcourier {version}"),
        "id author the Hexcourier authors".to_string(),
    ];
    assert_eq!(lines[..2], head);
    assert!(lines[2].starts_with("option name Variant type combo default glinski var "));
    assert!(lines[2].contains(" var glinski"), "{}", lines[2]);
    assert_eq!(
        lines[3..],
        [
            "uciok",
            "readyok",
            "info string unknown command 'frobnicate'",
            "info depth 1 score cp 13 nodes 101 nps _ time _ pv Nd1-f4",
            "info depth 2 score cp 12 nodes 506 nps _ time _ pv Nd1-f4 Nd9-f8",
            "bestmove Nd1-f4",
            "info depth 1 score cp 27 nodes 56 nps _ time _ pv Rc1-f4",
            "info depth 2 score cp 12 nodes 246 nps _ time _ pv Rc1-f4 Rc8-f8",
            "bestmove Rc1-f4",
        ]
    );
}

#[test]
fn stop_ends_an_infinite_search_with_a_legal_move() {
    let lines = session("position startpos\ngo infinite\nstop\nisready\n");
    let best = lines
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove in {lines:?}"));
    let lib = library();
    let v = lib.get("glinski").unwrap_or_else(|| panic!("glinski"));
    let start = hexcourier_engine::Position::start(v).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        hexcourier_engine::notation::parse_move(v, &start, best).is_ok(),
        "{best}"
    );
    assert_eq!(lines.last().map(String::as_str), Some("readyok"));
}

#[test]
fn mistakes_are_reported_as_info_strings() {
    assert_eq!(
        session("setoption name Variant value chess\nsetoption name Hash value 16\nposition startpos moves Qe1-c3 Zz9\nposition fen nonsense\n"),
        [
            "info string unknown variant 'chess'",
            "info string unknown option 'Hash'",
            "info string move 'Zz9' does not play: illegal move Zz9: z9 is not a cell of this board",
            "info string bad position: the state text needs at least the ranks and the side to move",
        ]
    );
}

#[test]
fn the_third_seat_uses_its_own_clock() {
    // Red and Yellow have moved; Blue's clock (`ctime`) sets the budget, so the search ends
    // by itself with a legal move for Blue.
    let lines = session(
        "setoption name Variant value wellisch\nposition startpos moves h3-h4 h7-h6\n\
         go wtime 1 btime 1 ctime 300 cinc 0\n",
    );
    let best = lines
        .iter()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove in {lines:?}"));
    let lib = library();
    let v = lib.get("wellisch").unwrap_or_else(|| panic!("no wellisch"));
    let mut game = hexcourier_engine::Game::new(v).unwrap_or_else(|e| panic!("{e}"));
    for m in ["h3-h4", "h7-h6"] {
        game.play_text(v, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(game.position().turn().index(), 2);
    game.play_text(v, best)
        .unwrap_or_else(|e| panic!("{best} is not Blue's: {e}"));
}

/// A variant without a start position: choosing it says so, `position startpos` and `go` are
/// refused with a reason, and `position fen` gives the search a position.
#[test]
fn a_variant_without_a_start_position_needs_position_fen() {
    let reason = "the published three-player array is unplayable: each Duchess starts attacking \
                  the next army's Grandduke, so a player would be checkmated before the first \
                  move, and Gilman's own diagram is lost";
    let lines = session(
        "setoption name Variant value frontofhouse-glinski-3p\nposition startpos\ngo depth 1\n\
         position fen 1/3/5/7/8yK/11/bK4rP1yP3/2bP8/rN10/11/yR5rK4[rW] r - 0 1\ngo depth 1\n",
    );
    assert_eq!(
        lines[..4],
        [
            format!("info string frontofhouse-glinski-3p has no start position ({reason}); send position fen <state text>"),
            format!("info string bad position: frontofhouse-glinski-3p has no start position ({reason}); start it from a position of your own"),
            "info string frontofhouse-glinski-3p has no start position: send position fen <state text> first".to_string(),
            "bestmove (none)".to_string(),
        ]
    );
    let best = lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove in {lines:?}"));
    assert_ne!(best, "(none)", "{lines:?}");
}
