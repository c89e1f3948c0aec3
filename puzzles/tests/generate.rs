//! Generation is deterministic: the same games (and seed) give the same puzzles; a generator
//! told what a file holds keeps nothing twice; kept lines are the confirming search's.

use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::record::parse_records_file;
use hexcourier_engine::replay::replay;
use hexcourier_engine::search::Searcher;
use hexcourier_engine::{Library, Position};
use hexcourier_puzzles::generate::{generate, Generator, Settings, Source};
use hexcourier_puzzles::library::write_line;
use hexcourier_puzzles::selfplay::{play, SelfPlaySettings};
use hexcourier_puzzles::verify::{verify, Reject, VerifySettings};
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

#[test]
fn a_generator_that_knows_a_position_does_not_keep_it_again() {
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("glinski");
    let games = record_games(6);
    let first = generate(v, &games, &Settings::quick());
    assert!(!first.puzzles.is_empty());
    let mut g = Generator::new(v, Settings::quick());
    for p in &first.puzzles {
        g.know(&p.fen);
    }
    let mut found = 0;
    for s in &games {
        g.add_each(s, &mut |_| found += 1);
    }
    let again = g.finish();
    assert_eq!(found, 0);
    assert!(again.puzzles.is_empty());
    assert_eq!(again.figures.candidates, first.figures.candidates);
    assert_eq!(
        again.figures.dropped.get(&Reject::Duplicate).copied(),
        Some(
            first.figures.kept
                + first
                    .figures
                    .dropped
                    .get(&Reject::Duplicate)
                    .copied()
                    .unwrap_or(0)
        )
    );
}

#[test]
fn each_kept_line_is_the_confirming_search_s_line() {
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("glinski");
    let settings = Settings::quick();
    let run = generate(v, &record_games(6), &settings);
    let deeper = VerifySettings {
        depth: settings.confirm_depth.expect("quick settings confirm"),
        ..settings.verify
    };
    let mut searcher = Searcher::new(settings.tt_mb);
    for p in &run.puzzles {
        let pos = Position::from_text(v, &p.fen).expect("position");
        let line =
            verify(v, &pos, &deeper, &mut searcher).expect("a puzzle at the confirming depth");
        let mut at = pos.clone();
        let texts: Vec<String> = line
            .moves
            .iter()
            .map(|&m| {
                let t = move_to_text(v, &at, m);
                at = at.after(v, m);
                t
            })
            .collect();
        assert_eq!(texts, p.moves, "{}", p.id);
    }
}
