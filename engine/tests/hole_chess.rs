//! Hexagonal Hole Chess: holes and barriers, drags, relocations, royal capture and the
//! no-stalemate rule, the move text of the two-action turns and the state text with markers.

mod common;

use common::{legal_texts, pos, sorted, variant};
use hexcourier_engine::notation::{move_to_text, move_to_text_plain, parse_move};
use hexcourier_engine::search::{Limits, Score, Searcher};
use hexcourier_engine::{EndReason, Game, Move, Position};

/// Holes c5 f6, Barriers b4 d3 e5; White K a1, R c3, P b5; Black K k7, PS-Bishop h8, P c7.
const SMALL: &str = "1/3/5/5b1/1p6k/5*5/1P*1#6/1#9/2R#7/11/K10";
/// The King on f9 falls through the Hole on f6 after Qc2-f2.
const KING_DRAG: &str = "1/3/2k2/2p1p2/1#7/q4*5/7*3/3*P5r/11/1RQ5#2/6K2T1 w - 0 1";
/// The rules page's closing example: the pinned Rook on f8 drags the White King on h2.
const PINNED_DRAG: &str = "1/1k1/5/1b1r1*1/3p5/8#2/10e/4P2*3/2*2Q5/#6K3/2B8 b - 0 1";
/// Relocations by a Teleporter (c1) and an Engineer (d2); pawns about to promote.
const RELOCATIONS: &str = "1/1k1/3e1/1P5/7t1/1P#2*3P1/*p4#2#1/11/3p3#3/3E6*/2T2K5 w - 0 1";

#[test]
fn holes_and_barriers_block_and_the_rook_drags_through_one_hole() {
    let v = variant("hole-chess");
    let white = pos(&v, &format!("{SMALL} w - 0 1"));
    // The Rook stops before the Hole on c5 and the Barriers on d3 and e5; it drags the pawn
    // on c7 through the Hole on c5 from c3 or after moving along the c file.
    assert_eq!(
        legal_texts(&v, &white),
        sorted(
            "Ka1-a2 Ka1-b1 Ka1-b2 Ka1-b3 Ka1-c2 Rc3-a3 Rc3-b2 Rc3-b3 Rc3-c1 Rc3-c1>c7 Rc3-c2 \
             Rc3-c2>c7 Rc3-c4 Rc3-c4>c7 Rc3-d4 Rc3>c7 b5-b6"
        )
    );
    // The PS-Bishop's diagonal toward the Hole on f6 stops at g7: the Hole stands on it.
    // Without a second Hole behind it and a piece beyond, there is nothing to drag.
    let black = pos(&v, &format!("{SMALL} b - 0 1"));
    assert_eq!(
        legal_texts(&v, &black),
        sorted(
            "Bh8-b7 Bh8-d8 Bh8-f9 Bh8-g10 Bh8-g7 Bh8-g8 Bh8-g9 Bh8-h7 Bh8-h9 Bh8-i6 Bh8-i7 \
             Bh8-i8 Bh8-k4 Bh8-l2 Kk7-i6 Kk7-i7 Kk7-i8 Kk7-k6 Kk7-l5 Kk7-l6 c7-c6"
        )
    );
}

#[test]
fn a_diagonal_passes_between_flanking_markers() {
    let v = variant("hole-chess");
    // PS-Bishop f1; Barriers g1 f2 flank its step to g2, Holes h2 g3 flank the step to h3,
    // the Hole on i4 stands on the diagonal and the Black Rook on k5 is behind it.
    let p = pos(&v, "1/1k1/5/7/9/11/9r1/8*2/6*4/5#1*3/K4B#4 w - 0 1");
    let moves = legal_texts(&v, &p);
    for m in ["Bf1-g2", "Bf1-h3", "Bf1>k5", "Bf1-g2>k5", "Bf1-h3>k5"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
    assert!(!moves.iter().any(|m| m.starts_with("Bf1-i4")), "{moves:?}");
    // A Barrier on the line itself (h3) blocks the moves and the drag.
    let p = pos(&v, "1/1k1/5/7/9/11/9r1/8*2/6*#3/5#1*3/K4B#4 w - 0 1");
    let moves = legal_texts(&v, &p);
    assert!(moves.contains(&"Bf1-g2".to_string()), "{moves:?}");
    assert!(
        !moves.iter().any(|m| m.contains("h3") || m.contains('>')),
        "{moves:?}"
    );
}

#[test]
fn dragging_the_king_through_a_hole_wins() {
    let v = variant("hole-chess");
    let mut g = Game::from_position(&v, pos(&v, KING_DRAG));
    let (m, text) = g.play_text(&v, "Qc2-f2 > f9").expect("legal");
    assert_eq!(
        m,
        Move::Drag {
            from: v.board.parse_cell("c2").expect("cell"),
            to: v.board.parse_cell("f2").expect("cell"),
            victim: v.board.parse_cell("f9").expect("cell"),
        }
    );
    assert_eq!(text, "Qc2-f2>f9");
    let o = g.outcome().expect("game over");
    assert_eq!(o.reason, EndReason::RoyalCaptured);
    assert_eq!(o.result_text(), "1-0");
    assert!(g.position().legal_moves(&v).is_empty());
    // The final position (a King missing) still round-trips through the state text.
    let text = g.position().to_text(&v);
    assert_eq!(
        Position::from_text(&v, &text).expect("reads").hash(),
        g.position().hash()
    );
}

#[test]
fn a_move_that_drags_the_enemy_king_may_expose_ones_own() {
    let v = variant("hole-chess");
    let p = pos(&v, PINNED_DRAG);
    let moves = legal_texts(&v, &p);
    // The Rook is pinned on the f file: it may not leave it, except to drag the King.
    assert!(moves.contains(&"Rf8-h6>h2".to_string()), "{moves:?}");
    assert!(
        !moves.iter().any(|m| m == "Rf8-h6" || m == "Rf8-g7"),
        "{moves:?}"
    );
    let mut g = Game::from_position(&v, p);
    g.play_text(&v, "Rh6>h2").expect("legal");
    assert_eq!(g.outcome().map(|o| o.result_text()), Some("0-1".into()));
}

#[test]
fn a_drag_threat_is_check_and_must_be_met() {
    let v = variant("hole-chess");
    // The Rook on f2 could drag the King on f9 through the Hole on f5.
    let p = pos(
        &v,
        "1/3/e1k1t/4p2/q5*2/3*6r/5*5/#3P6/4#1#1E2/2P2R5/Q5K4 b - 0 1",
    );
    assert!(p.in_check(&v, p.turn()));
    // The King steps away, pieces block the f file (the Queen and the Rook then drag the
    // White Rook through the same Hole), or the Engineer puts the Hole from d6 on the f file:
    // with two Holes between them the Rook can no longer drag the King.
    assert_eq!(
        legal_texts(&v, &p),
        sorted(
            "Ed9:d6-f3 Ed9:d6-f4 Ed9:d6-f6 Ed9:d6-f7 Ed9:d6-f8 Kf9-d8 Kf9-e10 Kf9-e7 Kf9-e8 \
             Kf9-g10 Kf9-g7 Kf9-g9 Kf9-h8 Qb7-f7 Qb7-f7>f2 Rl6-f6 Rl6-f6>f2"
        )
    );
    // A pawn two steps in front would not be in check: a drag passes no piece.
    let q = pos(
        &v,
        "1/3/e1k1t/3p3/q5*2/3*6r/5*5/#3P6/4#1#1E2/2P2R5/Q5K4 b - 0 1",
    );
    assert!(!q.in_check(&v, q.turn()));
}

#[test]
fn no_legal_move_loses_without_check() {
    let v = variant("hole-chess");
    let g = Game::from_position(&v, pos(&v, "k/3/5/2R4/9/11/Q10/11/11/11/K10 b - 0 1"));
    assert!(!g.position().in_check(&v, g.position().turn()));
    let o = g.outcome().expect("over");
    assert_eq!(o.reason, EndReason::Stalemate);
    assert_eq!(o.result_text(), "1-0");
}

#[test]
fn relocations_and_their_limits() {
    let v = variant("hole-chess");
    let p = pos(&v, RELOCATIONS);
    let moves = p.legal_moves(&v);
    let relocations: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| matches!(m, Move::Relocate { .. }))
        .collect();
    assert_eq!(relocations.len(), 210);
    let texts = legal_texts(&v, &p);
    // The Teleporter on c1 moves the Black pawn on d3 (first on its line), never onto
    // Black's promotion cells (rank 1); the Engineer on d2 moves the Hole on a5.
    assert!(texts.contains(&"Tc1:d3-f4".to_string()));
    assert!(!texts.contains(&"Tc1:d3-a1".to_string()));
    assert!(!texts.contains(&"Tc1:d3-b1".to_string()));
    assert!(texts.contains(&"Ed2:a5-f4".to_string()));
    // Only vacant cells: not onto a piece, a Hole or a Barrier.
    assert!(!texts.contains(&"Ed2:a5-f6".to_string()));
    assert!(!texts.contains(&"Ed2:a5-c6".to_string()));
    let after = p.after(&v, parse_move(&v, &p, "Ed2:a5-f4").expect("legal"));
    let f4 = v.board.parse_cell("f4").expect("cell");
    let a5 = v.board.parse_cell("a5").expect("cell");
    assert_eq!(after.marker_at(f4), p.marker_at(a5));
    assert_eq!(after.marker_at(a5), None);
    // Promotion to any of the five pieces.
    let promos: Vec<&String> = texts.iter().filter(|t| t.starts_with("b6-b7=")).collect();
    assert_eq!(promos.len(), 5, "{promos:?}");
}

#[test]
fn move_text_round_trips_and_accepts_variants() {
    let v = variant("hole-chess");
    for text in [
        "startpos",
        KING_DRAG,
        PINNED_DRAG,
        RELOCATIONS,
        "1/1k1/1#3/1b1rpe1/1t1p5/1P3*#p1q1/2#*1P1*#2/2#1P1B1#2/#1Q7#/7R3/K2E4T2 w - 0 1",
    ] {
        let p = if text == "startpos" {
            Position::start(&v).expect("start")
        } else {
            pos(&v, text)
        };
        for m in p.legal_moves(&v) {
            let canonical = move_to_text(&v, &p, m);
            assert_eq!(
                parse_move(&v, &p, &canonical),
                Ok(m),
                "{canonical} in {text}"
            );
            let plain = move_to_text_plain(&v, &p, m);
            assert_eq!(parse_move(&v, &p, &plain.to_lowercase()), Ok(m), "{plain}");
        }
    }
    let p = pos(&v, KING_DRAG);
    let drag = parse_move(&v, &p, "Qc2-f2>f9").expect("legal");
    for alt in [
        "Qc2-f2 >f9",
        "Qc2-f2 > f9",
        "Qf2>f9",
        "qc2f2>f9",
        "c2-f2>f9",
    ] {
        assert_eq!(parse_move(&v, &p, alt), Ok(drag), "{alt}");
    }
    // Without the drag it is the plain move.
    assert!(matches!(
        parse_move(&v, &p, "Qc2-f2"),
        Ok(Move::Normal { .. })
    ));
    assert!(parse_move(&v, &p, "Qc2-f2>f8").is_err());
    let p = pos(&v, RELOCATIONS);
    let reloc = parse_move(&v, &p, "Ed2:a5-f4").expect("legal");
    for alt in ["E:a5-f4", "ed2:a5-f4", "d2:a5-f4", "Ed2 : a5-f4", "a5-f4"] {
        assert_eq!(parse_move(&v, &p, alt), Ok(reloc), "{alt}");
    }
    assert!(parse_move(&v, &p, "Ed2:a5-c6").is_err());
}

#[test]
fn state_text_keeps_holes_and_barriers() {
    let v = variant("hole-chess");
    let start = Position::start(&v).expect("start");
    assert_eq!(start.to_text(&v), v.setup);
    assert_eq!(start.marked().count(), 11);
    let holes = start
        .markers()
        .filter(|&(_, k)| v.markers[k].id == "hole")
        .map(|(c, _)| v.board.name(c).to_string())
        .collect::<Vec<_>>();
    assert_eq!(holes.len(), 3);
    for text in [KING_DRAG, PINNED_DRAG, RELOCATIONS] {
        let p = pos(&v, text);
        assert_eq!(p.to_text(&v), text);
    }
    // Moving a marker changes the hash; the same position typed in has the same hash.
    let p = pos(&v, RELOCATIONS);
    let after = p.after(&v, parse_move(&v, &p, "Ed2:a5-f4").expect("legal"));
    assert_ne!(after.hash(), p.hash());
    let typed = pos(&v, &after.to_text(&v));
    assert_eq!(typed.hash(), after.hash());
    // A marker symbol in a variant without markers is an unknown piece.
    let g = variant("glinski");
    assert!(Position::from_text(
        &g,
        "b/qbk/n1b1n/r5r/ppppppppp/5*5/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1"
    )
    .is_err());
}

#[test]
fn the_engine_drags_the_king_when_it_can() {
    let v = variant("hole-chess");
    let p = pos(&v, KING_DRAG);
    let r = Searcher::new(4).search(&v, &p, &[], &Limits::depth(3), &mut |_| {});
    let best = r.best.expect("a move");
    assert_eq!(move_to_text_plain(&v, &p, best), "Qc2-f2>f9");
    assert_eq!(r.score, Score::Mate(1));
    // And plays a legal move from the start.
    let s = Position::start(&v).expect("start");
    let r = Searcher::new(4).search(&v, &s, &[], &Limits::depth(3), &mut |_| {});
    assert!(r.best.is_some_and(|m| s.is_legal(&v, m)));
}

#[test]
fn the_engine_escapes_a_drag_check_and_sees_the_pinned_drag() {
    let v = variant("hole-chess");
    let p = pos(&v, PINNED_DRAG);
    let r = Searcher::new(4).search(&v, &p, &[], &Limits::depth(2), &mut |_| {});
    assert_eq!(
        r.best.map(|m| move_to_text_plain(&v, &p, m)).as_deref(),
        Some("Rf8-h6>h2")
    );
}

/// Move 45 of a seeded self-play game (level 2 against level 4, seed 2, game 1): Black has a
/// Rook, an Engineer and a PS-Bishop among Holes, each able to move and then drag, so every
/// capture leaves a dozen more. The quiescence search used to follow those chains as deep as
/// the material lasted: a depth-3 search of this position did not finish its second iteration
/// in 3,000,000 nodes, and the self-play game (and an engine opponent at a depth-limited
/// level) sat on one move for many minutes.
const DRAG_CHAINS: &str =
    "1/3/2kt1/7/1p2p1pp1/4e*1*b#1/#Rp2P5/#7#1#/#6P#1#/2P4*PT1/3E3K3 b - 10 45";

#[test]
fn drag_chains_do_not_stall_a_shallow_search() {
    let v = variant("hole-chess");
    let p = pos(&v, DRAG_CHAINS);
    let mut s = Searcher::new(4);
    let limits = Limits {
        depth: Some(3),
        nodes: Some(1_000_000),
        ..Limits::default()
    };
    let r = s.search(&v, &p, &[], &limits, &mut |_| {});
    assert_eq!(r.depth, 3, "depth 3 completes within the node budget");
    assert!(r.nodes < 1_000_000, "{} nodes", r.nodes);
    assert!(r.best.is_some());
}
