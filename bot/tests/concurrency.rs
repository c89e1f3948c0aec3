//! Races on one game: many threads send moves, resignations and board requests to the same
//! game at the same instant, many times over. Each race must resolve to one consistent history:
//! exactly one move applies per turn, the losers are told why, and the stored game equals the
//! game in memory after a restart.

use hexcourier::core::{Caller, Core, Place, Reply, UserId};
use hexcourier_engine::Library;
use std::path::Path;
use std::sync::{Arc, Barrier};

fn open(dir: &Path) -> Arc<Core> {
    Arc::new(Core::open(Library::builtin().expect("data"), dir).expect("store"))
}

fn new_game(core: &Core, n: u32) -> Place {
    let replies = core.handle(
        &Caller::operator(UserId::new("alice")),
        &Place::lobby(),
        "/new glinski @bob side:white",
    );
    assert!(
        replies.is_empty(),
        "a new game is announced, not answered: {replies:?}"
    );
    // It starts when bob accepts.
    let accepted = core.handle(
        &Caller::operator(UserId::new("bob")),
        &Place::lobby(),
        &format!("/accept g{n}"),
    );
    assert!(accepted.is_empty(), "{accepted:?}");
    let place = Place::new(format!("#g{n}"));
    assert!(
        core.running_places(&UserId::new("alice")).contains(&place),
        "{place} runs"
    );
    place
}

/// A move played is announced, not answered: an answer is a refusal.
fn is_move_accepted(replies: &[Reply]) -> bool {
    replies.is_empty()
}

/// The whole `/board` text of a game (moves and whose turn), without the picture.
fn board_text(core: &Core, place: &Place) -> String {
    core.handle(&Caller::operator(UserId::new("carol")), place, "/board")
        .iter()
        .filter_map(Reply::text)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Sends `texts[i]` from `users[i]` on its own thread, all released at once.
fn race(core: &Arc<Core>, place: &Place, sends: Vec<(UserId, String)>) -> Vec<Vec<Reply>> {
    let barrier = Arc::new(Barrier::new(sends.len()));
    let handles: Vec<_> = sends
        .into_iter()
        .map(|(user, text)| {
            let (core, place, barrier) = (core.clone(), place.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                core.handle(&Caller::operator(user.clone()), &place, &text)
            })
        })
        .collect();
    handles
        .into_iter()
        .map(|h| h.join().expect("no panic"))
        .collect()
}

#[test]
fn racing_moves_apply_exactly_once_per_turn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let core = open(dir.path());
    let place = new_game(&core, 1);
    let mut played = 0;
    for ply in 0..24 {
        let choices = core.move_choices(&place);
        if choices.is_empty() {
            break; // the race winners happened to end the game
        }
        let mover = UserId::new(if ply % 2 == 0 { "alice" } else { "bob" });
        let other = UserId::new(if ply % 2 == 0 { "bob" } else { "alice" });
        // Six different legal moves and the same move twice, plus the opponent out of turn.
        let mut sends: Vec<(UserId, String)> = choices
            .iter()
            .step_by((choices.len() / 6).max(1))
            .take(6)
            .map(|c| (mover.clone(), c.text.clone()))
            .collect();
        sends.push((mover.clone(), choices[0].text.clone()));
        sends.push((other.clone(), choices[0].text.clone()));
        let results = race(&core, &place, sends);
        let accepted = results.iter().filter(|r| is_move_accepted(r)).count();
        assert_eq!(accepted, 1, "ply {ply}: exactly one move applies");
        played += 1;
        for r in results.iter().filter(|r| !is_move_accepted(r)) {
            assert!(
                r.iter().any(|x| x.text().is_some()),
                "ply {ply}: a losing move is answered"
            );
        }
    }
    let before = board_text(&core, &place);
    let moves_line = before
        .lines()
        .find_map(|l| l.strip_prefix("Moves: "))
        .unwrap_or_default();
    let stored = moves_line
        .split_whitespace()
        .filter(|t| !t.ends_with('.'))
        .count();
    assert_eq!(stored, played, "{before}");
    drop(core);
    let core = open(dir.path());
    assert_eq!(
        board_text(&core, &place),
        before,
        "stored equals what was shown"
    );
}

#[test]
fn a_resignation_racing_a_move_leaves_one_consistent_history() {
    let dir = tempfile::tempdir().expect("temp dir");
    let core = open(dir.path());
    for n in 1..=20 {
        let place = new_game(&core, n);
        let first = core.move_choices(&place)[0].text.clone();
        let results = race(
            &core,
            &place,
            vec![
                (UserId::new("alice"), first),
                (UserId::new("bob"), "/resign".to_string()),
                (UserId::new("carol"), "/board".to_string()),
            ],
        );
        let moved = is_move_accepted(&results[0]);
        let text = board_text(&core, &place);
        // Bob resigned either before the move (which is then refused) or after it.
        assert!(text.contains("Resignation"), "game {n}: {text}");
        assert_eq!(text.contains("1. "), moved, "game {n}: {text}");
        assert!(core.move_choices(&place).is_empty(), "game {n} is over");
    }
    let shown: Vec<String> = (1..=20)
        .map(|n| board_text(&core, &Place::new(format!("#g{n}"))))
        .collect();
    drop(core);
    let core = open(dir.path());
    for (n, before) in (1..=20).zip(shown) {
        let place = Place::new(format!("#g{n}"));
        assert_eq!(
            board_text(&core, &place),
            before,
            "game {n} after a restart"
        );
    }
}

/// The moves of a game, as `/board` lists them.
fn moves_of(core: &Core, place: &Place) -> Vec<String> {
    board_text(core, place)
        .lines()
        .find_map(|l| l.strip_prefix("Moves: "))
        .unwrap_or_default()
        .split_whitespace()
        .filter(|t| !t.ends_with('.'))
        .map(str::to_string)
        .collect()
}

#[test]
fn an_engine_move_racing_a_takeback_leaves_one_consistent_history() {
    use hexcourier::core::EngineSettings;
    let dir = tempfile::tempdir().expect("temp dir");
    let settings = EngineSettings {
        inline: false,
        ..EngineSettings::deterministic(2_000)
    };
    let core = Arc::new(
        Core::open(Library::builtin().expect("data"), dir.path())
            .expect("store")
            .with_engine(settings.clone()),
    );
    let alice = UserId::new("alice");
    let calm_dir = tempfile::tempdir().expect("temp dir");
    let reference = Core::open(Library::builtin().expect("data"), calm_dir.path())
        .expect("store")
        .with_engine(settings.clone());
    for n in 1..=12u32 {
        let replies = core.handle(
            &Caller::operator(alice.clone()),
            &Place::lobby(),
            "/new glinski @engine level:1",
        );
        assert!(replies.is_empty(), "{replies:?}");
        let place = Place::new(format!("#g{n}"));
        let choices = core.move_choices(&place);
        let (first, second) = (choices[0].text.clone(), choices[1].text.clone());
        assert!(is_move_accepted(&core.handle(
            &Caller::operator(alice.clone()),
            &place,
            &first
        )));
        // The engine searches its reply to `first` while Alice takes it back and plays
        // `second` instead: the reply must not land on `second`'s position.
        let barrier = Arc::new(Barrier::new(2));
        let engine = {
            let (core, place, barrier) = (core.clone(), place.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                core.engine_turn(&place)
            })
        };
        barrier.wait();
        // The engine may have answered `first` before the takeback: then the takeback takes
        // both back (the engine agrees at once).
        let took_back = core.handle(&Caller::operator(alice.clone()), &place, "/takeback");
        assert!(took_back.is_empty(), "game {n}: {took_back:?}");
        let replayed = core.handle(&Caller::operator(alice.clone()), &place, &second);
        let _ = engine.join().expect("no panic");
        let said: Vec<String> = core
            .drain_owed()
            .iter()
            .filter_map(Reply::text)
            .map(str::to_string)
            .collect();
        assert!(
            said.iter().any(|t| t.starts_with("@alice takes back 1. ")),
            "game {n}: {said:?}"
        );
        assert!(is_move_accepted(&replayed), "game {n}: {replayed:?}");
        // Whatever the order, the history is `second` and the engine's answer to it, as
        // a core without races plays it.
        if moves_of(&core, &place).len() == 1 {
            assert!(core.engine_turn(&place), "the engine's turn");
        }
        let calm = reference.handle(
            &Caller::operator(alice.clone()),
            &Place::lobby(),
            "/new glinski @engine level:1",
        );
        assert!(calm.is_empty(), "{calm:?}");
        reference.handle(&Caller::operator(alice.clone()), &place, &second);
        assert!(reference.engine_turn(&place), "the reference engine's turn");
        assert_eq!(
            moves_of(&core, &place),
            moves_of(&reference, &place),
            "game {n}"
        );
    }
    let shown: Vec<String> = (1..=12)
        .map(|n| board_text(&core, &Place::new(format!("#g{n}"))))
        .collect();
    drop(core);
    let core = Core::open(Library::builtin().expect("data"), dir.path()).expect("store");
    for (n, before) in (1..=12).zip(shown) {
        assert_eq!(board_text(&core, &Place::new(format!("#g{n}"))), before);
    }
}
