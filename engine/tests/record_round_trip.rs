//! Records written by [`write_record`] read back: every variant's random legal games (from its
//! start, or from a set-up position for variants that need one) go through the writer, the
//! reader and the replayer and come back as the same moves, with their tags.

use hexcourier_engine::record::{parse_records, write_record, write_record_with_comments};
use hexcourier_engine::replay::replay;
use hexcourier_engine::{Game, Library};

mod common;
use common::Rng;

#[test]
fn every_variant_round_trips_through_a_record() {
    let lib = Library::builtin().expect("data");
    let mut rng = Rng(41);
    let mut games = 0;
    for v in lib.variants() {
        for round in 0..3 {
            let start = common::start_or_fixture(v);
            let mut game = Game::from_position(v, start.clone());
            let plies = 10 + rng.below(50);
            for _ in 0..plies {
                if game.outcome().is_some() {
                    break;
                }
                let legal = game.position().legal_moves(v);
                if legal.is_empty() {
                    break;
                }
                game.play(v, legal[rng.below(legal.len())])
                    .expect("a legal move");
            }
            let mut tags = vec![
                ("Event".to_string(), format!("round trip {round}")),
                ("Variant".to_string(), v.id.clone()),
                ("White".to_string(), "@alice \"the \\ first\"".to_string()),
            ];
            if v.setup_required.is_some() {
                tags.push(("SetUp".into(), "1".into()));
                tags.push(("FEN".into(), start.to_text(v)));
            }
            let result = game
                .outcome()
                .map_or_else(|| "*".to_string(), |o| o.result_text());
            let text = write_record(&tags, game.move_texts(), v.player_count(), &result);
            assert!(text.lines().all(|l| l.chars().count() <= 79), "{text}");
            let read = parse_records(&text);
            assert_eq!(read.len(), 1, "{}: {text}", v.id);
            let rec = &read[0];
            assert_eq!(rec.header("Variant"), Some(v.id.as_str()));
            assert_eq!(rec.header("White"), Some("@alice 'the   first'"));
            let back = replay(v, rec).unwrap_or_else(|f| panic!("{}: {f}\n{text}", v.id));
            assert_eq!(back.move_texts(), game.move_texts(), "{}\n{text}", v.id);
            assert_eq!(
                back.outcome().map(|o| o.result_text()),
                game.outcome().map(|o| o.result_text()),
                "{}",
                v.id
            );
            games += 1;
        }
    }
    assert!(games >= 60, "{games} games");
}

#[test]
fn moves_are_numbered_by_rounds_of_the_players() {
    let moves: Vec<String> = ["a", "b", "c", "d", "e"].map(String::from).to_vec();
    let two = write_record(&[], &moves, 2, "1-0");
    assert_eq!(two, "\n1. a b 2. c d 3. e 1-0\n");
    let three = write_record(&[("Variant".into(), "wellisch".into())], &moves, 3, "*");
    assert_eq!(three, "[Variant \"wellisch\"]\n\n1. a b c 2. d e *\n");
}

#[test]
fn comments_sit_where_they_were_made_and_read_back_as_nothing() {
    let moves: Vec<String> = ["Qe1-c3", "e7-e6", "f5-f6", "d7-d6"]
        .map(String::from)
        .to_vec();
    let text = write_record_with_comments(
        &[],
        &moves,
        2,
        "*",
        &[
            (1, "Vacation: @bob {away}".into()),
            (4, "Clock stopped".into()),
        ],
    );
    assert_eq!(
        text,
        "\n1. Qe1-c3 {Vacation: @bob (away)} 1... e7-e6 2. f5-f6 d7-d6 {Clock stopped} *\n"
    );
    let read = parse_records(&text);
    assert_eq!(read.len(), 1);
    let texts: Vec<&str> = read[0].moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, moves);
    assert!(read[0].moves.iter().enumerate().all(|(i, m)| m.ply == i));
}
