//! Replays every Glinski game record in `tests/fixtures/glinski-games/` with the engine.
//!
//! Real games are the widest test of the move rules: every move a human played must be legal
//! here, every game the record ends with `#` must end in checkmate, and the two records known to
//! contain a move no Glinski rule allows are pinned with their ply and reason.

use hexcourier_engine::game::EndReason;
use hexcourier_engine::record::{normalise_result, parse_records_file, GameRecord};
use hexcourier_engine::replay::{replay, ReplayFailure};
use hexcourier_engine::Library;
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/glinski-games")
}

fn records(file: &str) -> Vec<GameRecord> {
    parse_records_file(fixtures().join(file)).expect("read fixture")
}

/// `(file, games replayed to the end, failures as (label, ply, move, reason))`.
type Summary = (usize, Vec<(String, ReplayFailure)>);

fn replay_file(file: &str) -> Summary {
    let lib = Library::builtin().expect("built-in data");
    let v = lib.get("glinski").expect("glinski");
    let mut ok = 0;
    let mut failed = Vec::new();
    for rec in records(file) {
        match replay(v, &rec) {
            Ok(game) => {
                ok += 1;
                let last = rec.moves.last().map(|m| m.text.as_str()).unwrap_or("");
                if last.ends_with('#') {
                    let outcome = game.outcome().expect("a game ending in # is over");
                    assert_eq!(outcome.reason, EndReason::Checkmate, "{}", rec.label());
                    let winner = if rec.moves.len() % 2 == 1 { 0 } else { 1 };
                    assert_eq!(outcome.quarters[winner], 4, "{}", rec.label());
                    if let Some(result) = rec.result.as_deref().and_then(normalise_result) {
                        let expected = if winner == 0 { "1-0" } else { "0-1" };
                        assert_eq!(result, expected, "{}", rec.label());
                    }
                }
            }
            Err(f) => failed.push((rec.label(), f)),
        }
    }
    (ok, failed)
}

#[test]
fn fools_mate_ends_in_checkmate() {
    let (ok, failed) = replay_file("FoolsMate.pgn");
    assert_eq!((ok, failed.len()), (1, 0));
}

#[test]
fn european_half_finals_replay() {
    let (ok, failed) = replay_file("HalfFinalEuropeanChampionship_1999.pgn");
    assert_eq!((ok, failed.len()), (3, 0), "{failed:?}");
}

#[test]
fn mangotown_games_replay() {
    let (ok, failed) = replay_file("YouTube_MangoTownPlays.pgn");
    assert_eq!((ok, failed.len()), (3, 0), "{failed:?}");
}

/// The Hungarian tournament games: all replay but one, whose 109th ply moves the white king
/// from d6 to f7, a cell the black pawn on g7 attacks (a transcription error in the record).
#[test]
fn hungarian_tournament_games_replay() {
    let (ok, failed) = replay_file("HexagonalChessTournaments_hu.pgn");
    let got: Vec<(usize, &str, &str)> = failed
        .iter()
        .map(|(_, f)| (f.ply, f.text.as_str(), f.reason.as_str()))
        .collect();
    assert_eq!(
        got,
        vec![(109, "Kf7", "that would leave your king in check")],
        "{failed:?}"
    );
    assert!(failed[0].0.contains("62"), "{}", failed[0].0);
    assert_eq!(ok, 392);
}

/// The King's Gambit demonstration writes `Bf11e10` at ply 4, but f11 to e10 is an orthogonal
/// step, which no bishop makes.
#[test]
fn kings_gambit_demo_has_an_impossible_bishop_move() {
    let (ok, failed) = replay_file("YouTube_HexagonalChess.pgn");
    assert_eq!(ok, 0);
    assert_eq!(failed.len(), 1);
    assert_eq!((failed[0].1.ply, failed[0].1.text.as_str()), (4, "Bf11e10"));
}
