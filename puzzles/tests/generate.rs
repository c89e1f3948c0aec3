//! Generation is deterministic: the same games (and seed) give the same puzzles.

use hexcourier_engine::record::parse_records_file;
use hexcourier_engine::replay::replay;
use hexcourier_engine::{Library, Position};
use hexcourier_puzzles::generate::{generate, Settings, Source};
use hexcourier_puzzles::library::write_line;
use hexcourier_puzzles::selfplay::{play, SelfPlaySettings};
use std::path::Path;

/// The first `n` games of the Hungarian tournament records.
fn record_games(n: usize) -> Vec<Source> {
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("glinski");
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../engine/tests/fixtures/glinski-games/HexagonalChessTournaments_hu.pgn");
    parse_records_file(file)
        .expect("records")
        .iter()
        .filter_map(|r| replay(v, r).ok())
        .take(n)
        .enumerate()
        .map(|(i, g)| Source {
            name: format!("game {i}"),
            start: g.start().clone(),
            moves: g.moves().to_vec(),
        })
        .collect()
}

fn lines(sources: &[Source]) -> (Vec<String>, u64) {
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("glinski");
    let run = generate(v, sources, &Settings::quick());
    let lines = run.puzzles.iter().map(write_line).collect();
    (lines, run.figures.candidates)
}

#[test]
fn the_same_games_give_the_same_puzzles() {
    let games = record_games(6);
    let (a, candidates) = lines(&games);
    assert!(!a.is_empty(), "six tournament games hold a puzzle");
    assert!(candidates >= a.len() as u64);
    assert_eq!(lines(&games), (a.clone(), candidates));
    // Each game's puzzles do not depend on the games scanned before it.
    let (last, _) = lines(&games[5..]);
    assert!(last.iter().all(|l| a.contains(l)));
}

#[test]
fn the_same_seed_plays_the_same_self_play_games() {
    let lib = Library::builtin().expect("data");
    let v = lib.get("mccooey").expect("mccooey");
    let start = Position::start(v).expect("start");
    let s = SelfPlaySettings {
        max_plies: 40,
        ..SelfPlaySettings::default()
    };
    let a: Vec<_> = (1..=2).map(|n| play(v, &start, 5, n, &s)).collect();
    let b: Vec<_> = (1..=2).map(|n| play(v, &start, 5, n, &s)).collect();
    assert_eq!(a, b);
    assert_ne!(a[0], a[1]);
    assert_eq!(a[0].len(), 40);
    let other: Vec<_> = (1..=2).map(|n| play(v, &start, 6, n, &s)).collect();
    assert_ne!(a, other);
}
