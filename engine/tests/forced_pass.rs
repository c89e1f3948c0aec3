//! Forced passes in games of three: the game plays them by itself and lists them as `pass`,
//! and a move list that includes them (a stored game, a pasted list, a record) replays.

mod common;

use hexcourier_engine::record::parse_records;
use hexcourier_engine::replay::replay;
use hexcourier_engine::{Game, Move};

/// A Wellisch game (random play) whose last move forced the next player to pass.
fn moves() -> Vec<String> {
    let text = include_str!("fixtures/wellisch-forced-pass.txt");
    text.split_whitespace().map(String::from).collect()
}

#[test]
fn a_forced_pass_is_played_and_listed() {
    let v = common::variant("wellisch");
    let texts = moves();
    let (last, before) = texts.split_last().unwrap();
    assert_eq!(last, "pass#");
    let mut game = Game::new(&v).unwrap();
    for t in before.iter().take(before.len() - 1) {
        game.play_text(&v, t).unwrap();
    }
    assert!(!game.moves().contains(&Move::Pass));
    let (_, text) = game.play_text(&v, &before[before.len() - 1]).unwrap();
    assert_eq!(&text, &before[before.len() - 1]);
    assert_eq!(game.moves().last(), Some(&Move::Pass));
    assert_eq!(game.move_texts(), texts.as_slice());
}

#[test]
fn a_listed_forced_pass_replays_without_playing_twice() {
    let v = common::variant("wellisch");
    let texts = moves();
    let mut game = Game::new(&v).unwrap();
    for t in &texts {
        game.follow_text(&v, t).unwrap();
    }
    assert_eq!(game.move_texts(), texts.as_slice());
    // A second `pass` is not listed by the game: it is played (or refused) as a move.
    let mut again = game.clone();
    let legal_pass = game.position().legal_moves(&v).contains(&Move::Pass);
    assert_eq!(again.follow_text(&v, "pass").is_ok(), legal_pass);
    // Typed play does not swallow a pass: the forced one was already played.
    let mut typed = Game::new(&v).unwrap();
    let result: Result<Vec<_>, _> = texts.iter().map(|t| typed.play_text(&v, t)).collect();
    assert!(result.is_err());
}

#[test]
fn a_record_listing_a_forced_pass_replays() {
    let v = common::variant("wellisch");
    let texts = moves();
    let mut record = String::from("[Variant \"wellisch\"]\n\n");
    for (i, t) in texts.iter().enumerate() {
        if i % 3 == 0 {
            record.push_str(&format!("{}. ", i / 3 + 1));
        }
        record.push_str(t);
        record.push(' ');
    }
    record.push_str("*\n");
    let recs = parse_records(&record);
    assert_eq!(recs.len(), 1);
    let game = replay(&v, &recs[0]).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(game.move_texts(), texts.as_slice());
}
