//! Exact legal-move sets for the tricky rules, state text and move text round trips.

mod common;

use hexcourier_engine::notation::{
    move_to_text, move_to_text_plain, parse_move, IllegalReason, MoveError,
};
use hexcourier_engine::{Game, Library, Position, Variant};
use std::collections::BTreeSet;
use std::sync::Arc;

fn variant(id: &str) -> Arc<Variant> {
    Library::builtin()
        .expect("data loads")
        .get(id)
        .expect("variant")
        .clone()
}

/// Builds a state text from `(letter, cell)` lists: upper case White, lower case Black.
fn setup(v: &Variant, pieces: &[(&str, char)], side: char) -> Position {
    let text = format!("{} {side} - 0 1", common::ranks(v, pieces));
    Position::from_text(v, &text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves_of(v: &Variant, pos: &Position, from: &str) -> BTreeSet<String> {
    let c = v.board.parse_cell(from).expect("cell");
    pos.legal_moves(v)
        .into_iter()
        .filter(|m| m.from() == Some(c))
        .map(|m| move_to_text_plain(v, pos, m))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn en_passant_both_sides_and_only_once() {
    let v = variant("glinski");
    let pos = setup(
        &v,
        &[
            ("g1", 'K'),
            ("g10", 'k'),
            ("f6", 'P'),
            ("h5", 'P'),
            ("g7", 'p'),
            ("a1", 'R'),
        ],
        'b',
    );
    let m = parse_move(&v, &pos, "g7-g5").expect("double step");
    let after = pos.after(&v, m);
    assert_eq!(moves_of(&v, &after, "f6"), set(&["f6-f7", "f6xg6"]));
    assert_eq!(moves_of(&v, &after, "h5"), set(&["h5-h6", "h5xg6"]));
    let ep = parse_move(&v, &after, "hxg6").expect("ep capture");
    let done = after.after(&v, ep);
    assert!(done
        .piece_at(v.board.parse_cell("g5").expect("cell"))
        .is_none());
    // The right lapses after one move.
    let waited = after.after(&v, parse_move(&v, &after, "Ra1-a2").expect("rook move"));
    let waited = waited.after(&v, parse_move(&v, &waited, "Kg10-f10").expect("king move"));
    assert_eq!(moves_of(&v, &waited, "f6"), set(&["f6-f7"]));
}

#[test]
fn glinski_pawn_regains_double_step_after_capture() {
    let v = variant("glinski");
    let pos = setup(
        &v,
        &[("g1", 'K'), ("g10", 'k'), ("e3", 'P'), ("d3", 'n')],
        'w',
    );
    assert_eq!(moves_of(&v, &pos, "e3"), set(&["e3-e4", "e3xd3"]));
    let after = pos.after(&v, parse_move(&v, &pos, "exd3").expect("capture"));
    let after = after.after(&v, parse_move(&v, &after, "Kg10-f10").expect("king"));
    assert_eq!(moves_of(&v, &after, "d3"), set(&["d3-d4", "d3-d5"]));
}

#[test]
fn double_step_needs_both_cells_empty() {
    let v = variant("glinski");
    let pos = setup(
        &v,
        &[("g1", 'K'), ("g10", 'k'), ("e4", 'P'), ("e6", 'n')],
        'w',
    );
    assert_eq!(moves_of(&v, &pos, "e4"), set(&["e4-e5"]));
    let pos = setup(
        &v,
        &[("g1", 'K'), ("g10", 'k'), ("e4", 'P'), ("e5", 'n')],
        'w',
    );
    assert_eq!(moves_of(&v, &pos, "e4"), set(&[]));
}

#[test]
fn promotion_choices() {
    let v = variant("glinski");
    let pos = setup(&v, &[("g1", 'K'), ("b7", 'k'), ("f10", 'P')], 'w');
    assert_eq!(
        moves_of(&v, &pos, "f10"),
        set(&["f10-f11=B", "f10-f11=N", "f10-f11=Q", "f10-f11=R"])
    );
    let err = parse_move(&v, &pos, "f10-f11").expect_err("needs a piece");
    assert!(
        matches!(
            err,
            MoveError::Illegal {
                reason: IllegalReason::PromotionRequired(_),
                ..
            }
        ),
        "{err}"
    );
    let fh = variant("full-house");
    let pos = setup(&fh, &[("g1", 'K'), ("b7", 'k'), ("f10", 'P')], 'w');
    assert_eq!(moves_of(&fh, &pos, "f10").len(), 11);
    let m = parse_move(&fh, &pos, "f11=U").expect("promote to unicorn");
    assert_eq!(move_to_text(&fh, &pos, m), "f10-f11=U");
}

#[test]
fn pinned_piece_moves_only_along_the_pin() {
    let v = variant("glinski");
    let pos = setup(
        &v,
        &[("g1", 'K'), ("g3", 'R'), ("g8", 'r'), ("b7", 'k')],
        'w',
    );
    assert_eq!(
        moves_of(&v, &pos, "g3"),
        set(&["Rg3-g2", "Rg3-g4", "Rg3-g5", "Rg3-g6", "Rg3-g7", "Rg3xg8"])
    );
    let err = parse_move(&v, &pos, "Rg3-h3").expect_err("pinned");
    assert!(
        matches!(
            err,
            MoveError::Illegal {
                reason: IllegalReason::LeavesRoyalInCheck(_),
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn check_must_be_answered() {
    let v = variant("glinski");
    // Black rook on g8 checks the king on g1 along the file; the white knight can block or not.
    let pos = setup(
        &v,
        &[("g1", 'K'), ("g8", 'r'), ("b7", 'k'), ("a1", 'R')],
        'w',
    );
    assert!(pos.in_check(&v, pos.turn()));
    let all: BTreeSet<String> = pos
        .legal_moves(&v)
        .into_iter()
        .map(|m| move_to_text_plain(&v, &pos, m))
        .collect();
    assert_eq!(
        all,
        set(&["Kg1-e1", "Kg1-f1", "Kg1-f2", "Kg1-f3", "Kg1-h1", "Kg1-h2", "Ra1-g6"])
    );
}

#[test]
fn mccooey_centre_pawn_has_no_double_step() {
    let v = variant("mccooey");
    let pos = Position::start(&v).expect("start");
    assert_eq!(moves_of(&v, &pos, "f4"), set(&["f4-f5"]));
    assert_eq!(moves_of(&v, &pos, "e3"), set(&["e3-e4", "e3-e5"]));
    // McCooey pawns capture along the forward diagonals.
    let pos = setup(
        &v,
        &[
            ("g1", 'K'),
            ("g10", 'k'),
            ("f5", 'P'),
            ("e6", 'n'),
            ("g6", 'n'),
            ("e5", 'n'),
        ],
        'w',
    );
    assert_eq!(moves_of(&v, &pos, "f5"), set(&["f5-f6", "f5xe6", "f5xg6"]));
}

#[test]
fn knight_leaps_and_bishops_keep_colour() {
    let v = variant("glinski");
    let pos = setup(&v, &[("g1", 'K'), ("g10", 'k'), ("f6", 'N')], 'w');
    assert_eq!(moves_of(&v, &pos, "f6").len(), 12);
    let pos = setup(&v, &[("g1", 'K'), ("g10", 'k'), ("f6", 'B')], 'w');
    let from = v.board.parse_cell("f6").expect("cell");
    let colour = v.board.info(from).colour;
    for m in pos
        .legal_moves(&v)
        .into_iter()
        .filter(|m| m.from() == Some(from))
    {
        assert_eq!(v.board.info(m.to().expect("to")).colour, colour);
    }
    assert_eq!(moves_of(&v, &pos, "f6").len(), 12);
}

#[test]
fn state_text_round_trips() {
    for id in ["glinski", "mccooey", "full-house"] {
        let v = variant(id);
        let mut pos = Position::start(&v).expect("start");
        assert_eq!(pos.to_text(&v), v.setup);
        for _ in 0..12 {
            let moves = pos.legal_moves(&v);
            let m = moves[moves.len() / 2];
            pos = pos.after(&v, m);
            let text = pos.to_text(&v);
            let back = Position::from_text(&v, &text).expect("parses");
            assert_eq!(back.to_text(&v), text);
            assert_eq!(
                back.hash(),
                pos.hash(),
                "{id}: hash differs after round trip of {text}"
            );
        }
    }
}

#[test]
fn en_passant_state_text_round_trips() {
    let v = variant("glinski");
    let pos = Position::start(&v).expect("start");
    let pos = pos.after(
        &v,
        parse_move(&v, &pos, "e4-e6").unwrap_or_else(|e| panic!("{e}")),
    );
    let text = pos.to_text(&v);
    assert!(text.contains(" b e5 "), "{text}");
    let back = Position::from_text(&v, &text).expect("parses");
    assert_eq!(back.hash(), pos.hash());
}

#[test]
fn move_text_round_trips_and_accepts_variants() {
    for id in ["glinski", "mccooey", "full-house"] {
        let v = variant(id);
        let mut pos = Position::start(&v).expect("start");
        for step in 0..10 {
            for m in pos.legal_moves(&v) {
                let text = move_to_text(&v, &pos, m);
                assert_eq!(
                    parse_move(&v, &pos, &text).expect("canonical text parses"),
                    m,
                    "{id}: {text}"
                );
                let lower = text.to_ascii_lowercase();
                if !lower.starts_with(|c: char| {
                    v.kind_by_letter(c.to_ascii_uppercase()).is_some() && c != 'p'
                }) {
                    // lower case without piece letters resolves too (no piece letter in pawn moves)
                    let _ = parse_move(&v, &pos, &lower);
                }
            }
            let moves = pos.legal_moves(&v);
            pos = pos.after(&v, moves[(step * 7) % moves.len()]);
        }
    }
    let v = variant("glinski");
    let pos = Position::start(&v).expect("start");
    for (typed, canonical) in [
        ("f5-f6", "f5-f6"),
        ("f5f6", "f5-f6"),
        ("F5-F6", "f5-f6"),
        ("f6", "f5-f6"),
        ("Nd1-f4", "Nd1-f4"),
        ("nd1f4", "Nd1-f4"),
        ("Ndf4", "Nd1-f4"),
    ] {
        let m = parse_move(&v, &pos, typed).unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(move_to_text(&v, &pos, m), canonical, "{typed}");
    }
}

#[test]
fn errors_are_distinct() {
    let v = variant("glinski");
    let pos = Position::start(&v).expect("start");
    assert!(matches!(
        parse_move(&v, &pos, "hello world"),
        Err(MoveError::Syntax(_))
    ));
    assert!(matches!(
        parse_move(&v, &pos, ""),
        Err(MoveError::Syntax(_))
    ));
    match parse_move(&v, &pos, "Nf4") {
        Err(MoveError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, vec!["Nd1-f4", "Nh1-f4"])
        }
        other => panic!("{other:?}"),
    }
    let reason = |t: &str| match parse_move(&v, &pos, t) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{t}: {other:?}"),
    };
    assert!(matches!(reason("f7-f6"), IllegalReason::NotYourPiece(_)));
    assert!(matches!(reason("f6-f7"), IllegalReason::NoPieceThere(_)));
    assert!(matches!(reason("Qe1-e5"), IllegalReason::Blocked { .. }));
    assert!(matches!(reason("Qe1-f3"), IllegalReason::OwnPiece(_)));
    assert!(matches!(
        reason("Nd1-d4"),
        IllegalReason::CannotMoveThere { .. }
    ));
    assert!(matches!(
        reason("Kg1-e2"),
        IllegalReason::CannotMoveThere { .. }
    ));
    assert!(matches!(
        reason("Sf4"),
        IllegalReason::NoPieceWithLetter('S')
    ));
    let r = reason("f5xe5");
    assert!(matches!(r, IllegalReason::WrongMode { .. }), "{r:?}");
}

#[test]
fn glinski_four_move_mate_and_stalemate_scoring() {
    let v = variant("glinski");
    let mut g = Game::new(&v).expect("game");
    for m in ["Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6"] {
        g.play_text(&v, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    let (_, text) = g.play_text(&v, "Qc3xf9").expect("mate");
    assert_eq!(text, "Qc3xf9#");
    let o = g.outcome().expect("over");
    assert_eq!(o.result_text(), "1-0");
    // Black to move, not in check, with no legal move.
    let pos = setup(&v, &[("f11", 'k'), ("d9", 'K'), ("g1", 'Q')], 'b');
    let g = Game::from_position(&v, pos);
    let o = g.outcome().expect("stalemate");
    assert_eq!(o.result_text(), "3/4-1/4");
    let m = variant("mccooey");
    let pos = setup(&m, &[("f11", 'k'), ("d9", 'K'), ("g1", 'Q')], 'b');
    assert_eq!(
        Game::from_position(&m, pos)
            .outcome()
            .expect("stalemate")
            .result_text(),
        "1/2-1/2"
    );
}

#[test]
fn invalid_setups_are_rejected() {
    let v = variant("glinski");
    for bad in [
        "",
        "b/qbk w",
        "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 x - 0 1",
        "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP w - 0 1",
        "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBZNRP1 w - 0 1",
        "b/qbb/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1",
        "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w f6 0 1",
        "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - zero 1",
    ] {
        assert!(Position::from_text(&v, bad).is_err(), "accepted: {bad}");
    }
}

#[test]
fn bare_kings_are_a_dead_draw() {
    use hexcourier_engine::EndReason;
    let lib = hexcourier_engine::Library::builtin().expect("data");
    let v = lib.get("mccooey").expect("mccooey").clone();
    // King and knight against king plays on (it can mate in a corner).
    let p = Position::from_text(&v, "k/3/5/7/9/11/11/11/11/11/N4K5 w - 0 1").expect("valid");
    assert!(Game::from_position(&v, p.clone()).outcome().is_none());
    // Bare kings: drawn at once.
    let p = Position::from_text(&v, "1/k2/5/7/9/11/11/11/11/11/5K5 w - 0 1").expect("valid");
    let g = Game::from_position(&v, p);
    assert_eq!(
        g.outcome().map(|o| o.reason.clone()),
        Some(EndReason::InsufficientMaterial)
    );
    // Glinski has no such rule (its stalemate scores 3/4).
    let gl = lib.get("glinski").expect("glinski").clone();
    let p = Position::from_text(&gl, "1/k2/5/7/9/11/11/11/11/11/5K5 w - 0 1").expect("valid");
    assert!(!p.insufficient_material(&gl));
}
