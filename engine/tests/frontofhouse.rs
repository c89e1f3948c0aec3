//! Drops, forced promotion and three-player elimination (Hex Frontofhouse and Wellisch).
//!
//! Exact legal-move sets are written out by hand from the rules in
//! `shared/spec/glinski-family.md` §4 and §6, not taken from the engine.

use hexcourier_engine::notation::parse_move;
use hexcourier_engine::{Game, Move, Player, Position, Variant};

mod common;
use common::{legal_texts, pos, sorted, variant};

fn cells(v: &Variant, list: &str) -> hexcourier_engine::Bitboard {
    v.board
        .parse_cells(list)
        .expect("cell list")
        .into_iter()
        .collect()
}

/// The cells where each forward-only piece must promote and cannot be dropped (spec §6.4).
#[test]
fn dead_cells_match_the_spec_table() {
    let border = "a6 b7 c8 d9 e10 f11 g10 h9 i8 k7 l6";
    let g = variant("frontofhouse-glinski");
    let white = Player(0);
    for (piece, list) in [
        ("migrant", border.to_string()),
        ("wing", border.to_string()),
        ("countess", border.to_string()),
        ("horn", format!("{border} f10")),
        (
            "senhelm",
            "a5 a6 b6 b7 c7 c8 d8 d9 e9 e10 f9 f10 f11 g9 g10 h8 h9 i7 i8 k6 k7 l5 l6".into(),
        ),
    ] {
        let k = g.kind_by_name(piece).expect("piece");
        assert_eq!(g.dead_cells(white, k), cells(&g, &list), "{piece}");
        // Black's are the mirror images: as many cells, on the near border.
        assert_eq!(
            g.dead_cells(Player(1), k).count(),
            g.dead_cells(white, k).count()
        );
    }
    let b = variant("frontofhouse-mccooey");
    let broker = b.kind_by_name("broker").expect("broker");
    assert_eq!(b.dead_cells(white, broker), cells(&b, border));
    let w = variant("frontofhouse-wellisch-3p");
    let edge = "a6 b7 c8 d9 e10 f11";
    for piece in ["point", "wing", "virago"] {
        let k = w.kind_by_name(piece).expect("piece");
        assert_eq!(w.dead_cells(white, k), cells(&w, edge), "{piece}");
    }
    let saltire = w.kind_by_name("saltire").expect("saltire");
    assert_eq!(
        w.dead_cells(white, saltire),
        cells(
            &w,
            "a1 a2 a3 a4 a5 a6 b6 b7 c7 c8 d8 d9 e9 e10 f10 f11 g10 h9 i8 k7 l6"
        )
    );
    // Yellow's far edge is a1-f1 and Blue's l1-l6.
    let point = w.kind_by_name("point").expect("point");
    assert_eq!(
        w.dead_cells(Player(1), point),
        cells(&w, "a1 b1 c1 d1 e1 f1")
    );
    assert_eq!(
        w.dead_cells(Player(2), point),
        cells(&w, "l1 l2 l3 l4 l5 l6")
    );
}

/// A captured piece joins the captor's hand in its forward-only form; hands are part of the
/// state text and of the hash.
#[test]
fn captures_go_to_hand_in_forward_only_form() {
    let v = variant("frontofhouse-glinski");
    let p = pos(&v, "1/2k/5/r6/9/11/2R8/11/11/11/6K4 w - 0 1");
    let m = parse_move(&v, &p, "Rc5xc8").expect("legal capture");
    let after = p.after(&v, m);
    let wing = v.kind_by_name("wing").expect("wing");
    assert_eq!(after.hand(Player(0), wing), 1);
    assert_eq!(
        after.to_text(&v),
        "1/2k/5/R6/9/11/11/11/11/11/6K4[W] b - 0 1"
    );
    // Same board, no hand: a different position.
    let bare = pos(&v, "1/2k/5/R6/9/11/11/11/11/11/6K4 b - 0 1");
    assert_ne!(bare.hash(), after.hash());
    assert_eq!(pos(&v, &after.to_text(&v)).hash(), after.hash());
    // A captured Wazir comes back as the pawn type, a forward-only piece as itself.
    let p = pos(&v, "1/2k/5/z6/9/11/2R8/11/11/11/6K4[c] w - 0 1");
    let after = p.after(&v, parse_move(&v, &p, "Rxc8").expect("legal"));
    assert_eq!(
        after.hand(Player(0), v.kind_by_name("migrant").expect("m")),
        1
    );
}

/// Drops while in check: only those that block, never on a cell where the piece could not
/// move again; the king's own moves.
#[test]
fn drops_that_block_check() {
    let v = variant("frontofhouse-glinski");
    let p = pos(&v, "1/3/3r1/7/9/k10/11/11/11/11/6K4[W] w - 0 1");
    assert!(p.in_check(&v, Player(0)));
    assert_eq!(
        legal_texts(&v, &p),
        sorted(
            "Kg1-h1 Kg1-f1 Kg1-f2 Kg1-h2 Kg1-e1 Kg1-f3 \
             W*g2 W*g3 W*g4 W*g5 W*g6 W*g7 W*g8"
        )
    );
    // Every spelling of a drop names the same move.
    let want = parse_move(&v, &p, "W*g5").expect("drop");
    for text in ["W@g5", "Wing*g5", "wing@g5", "w*g5"] {
        assert_eq!(parse_move(&v, &p, text).expect(text), want, "{text}");
    }
    assert!(parse_move(&v, &p, "W*a1").is_err(), "does not block");
}

/// Without check every empty cell but the dead ones takes a drop.
#[test]
fn drop_counts_follow_dead_cells() {
    let v = variant("frontofhouse-glinski");
    // Two kings; White holds one of each forward-only piece.
    let p = pos(&v, "1/3/5/7/9/k10/11/11/11/11/6K4[CWHSP] w - 0 1");
    let moves = p.legal_moves(&v);
    let drops = |letter: char| {
        let k = v.kind_by_letter(letter).expect("letter");
        moves
            .iter()
            .filter(|m| matches!(m, Move::Drop { kind, .. } if *kind == k))
            .count()
    };
    // 89 empty cells, minus the empty dead cells: 10 of the border (Black's King is on a6),
    // 11 for the Horn (f10 too), 22 for the Senhelm.
    assert_eq!(drops('C'), 79);
    assert_eq!(drops('W'), 79);
    assert_eq!(drops('P'), 79);
    assert_eq!(drops('H'), 78);
    assert_eq!(drops('S'), 67);
    assert!(parse_move(&v, &p, "P*f11").is_err());
}

/// A forward-only piece reaching a cell with no further move promotes at once.
#[test]
fn forced_promotion() {
    let v = variant("frontofhouse-glinski");
    let p = pos(&v, "1/1W1/5/7/2H6/k8Pr/11/11/11/11/6K4 w - 0 1");
    assert_eq!(
        legal_texts(&v, &p),
        sorted(
            "Kg1-g2 Kg1-h1 Kg1-f1 Kg1-f2 Kg1-h2 Kg1-e1 Kg1-f3 \
             Wf10-f11=R k6-k7=Z k6xl6=Z Hd7-c8=U Hd7-e9 Hd7-f11=U"
        )
    );
    // The promotion need not be typed.
    let m = parse_move(&v, &p, "Wf11").expect("one way to play it");
    let after = p.after(&v, m);
    assert_eq!(
        after
            .piece_at(v.board.parse_cell("f11").expect("cell"))
            .map(|x| x.kind),
        v.kind_by_name("rook")
    );
    // An unpromoted piece on a dead cell is not a valid position.
    assert!(Position::from_text(&v, "W/3/5/7/9/k10/11/11/11/11/6K4 w - 0 1").is_err());
}

/// A pawn dropped anywhere in its camp may double-step until it moves.
#[test]
fn dropped_pawn_double_step() {
    let v = variant("frontofhouse-glinski");
    let p = pos(&v, "1/3/5/7/9/k10/11/11/11/11/6K4[P] w - 0 1");
    let p = p.after(&v, parse_move(&v, &p, "P*e2").expect("drop"));
    assert!(p.to_text(&v).contains("P'"), "{}", p.to_text(&v));
    let p = p.after(&v, parse_move(&v, &p, "Ka6-a5").expect("black"));
    let pawn_moves: Vec<String> = legal_texts(&v, &p)
        .into_iter()
        .filter(|t| t.starts_with('e'))
        .collect();
    assert_eq!(pawn_moves, sorted("e2-e3 e2-e4"));
    // After a single step the right is gone (e3 is no pawn start cell).
    let p = p.after(&v, parse_move(&v, &p, "e2-e3").expect("step"));
    let p = p.after(&v, parse_move(&v, &p, "Ka5-a6").expect("black"));
    let pawn_moves: Vec<String> = legal_texts(&v, &p)
        .into_iter()
        .filter(|t| t.starts_with('e'))
        .collect();
    assert_eq!(pawn_moves, vec!["e3-e4".to_string()]);
    // Outside the camp a dropped pawn steps once.
    let q = pos(&v, "1/3/5/7/9/k10/11/11/11/11/6K4[P] w - 0 1");
    let q = q.after(&v, parse_move(&v, &q, "P*b3").expect("drop"));
    let q = q.after(&v, parse_move(&v, &q, "Ka6-a5").expect("black"));
    let moves: Vec<String> = legal_texts(&v, &q)
        .into_iter()
        .filter(|t| t.starts_with('b'))
        .collect();
    assert_eq!(moves, vec!["b3-b4".to_string()]);
}

/// Wellisch three-handed chess: a player whose King the player about to move attacks is
/// eliminated at once; the second checkmate ends the game; places are recorded.
#[test]
fn three_player_game_through_two_checkmates() {
    let v = variant("wellisch");
    let start = pos(&v, "yK/3/5/7/9/1rR9/yR9yP/1bP9/rN10/3rR7/bK9rK r - 0 1");
    assert_eq!(start.live_players(&v), 3);
    let mut g = Game::from_position(&v, start);
    for m in ["Kl1-l2", "l5-l4", "b4-c5"] {
        g.play_text(&v, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    // Red's Knight unblocks Yellow's Rook on a5, which now attacks Blue's King on a1: Yellow
    // is about to move, so Blue is checkmated and leaves the board.
    let (_, text) = g.play_text(&v, "Na3-b5").expect("knight");
    assert_eq!(text, "Na3-b5#", "a checkmate that eliminates is marked");
    assert!(g.position().is_eliminated(Player(2)));
    assert_eq!(g.eliminated(), &[Player(2)]);
    assert!(g.position().player_cells(Player(2)).is_empty());
    assert_eq!(g.position().turn(), Player(1));
    assert!(g.outcome().is_none());
    g.play_text(&v, "l4-k4").expect("yellow");
    assert_eq!(g.position().turn(), Player(0), "Blue is skipped");
    let (_, text) = g.play_text(&v, "Rd2-d9").expect("mate");
    assert_eq!(text, "Rd2-d9#");
    let o = g.outcome().expect("over");
    assert_eq!(o.winner(), Some(Player(0)));
    assert_eq!(o.ranks, vec![1, 2, 3]);
    assert_eq!(o.result_text(), "1-0-0");
}

/// A player in check who cannot move passes and is eliminated; one who cannot move and is not
/// in check passes.
#[test]
fn stuck_players_pass() {
    let v = variant("wellisch");
    // Blue's King on a1 is in check from Red's Rook on a4 and has nowhere to go; Yellow is to
    // move, so the check is not yet a checkmate by the next player.
    let p = pos(&v, "yK/3/5/7/9/11/11/rR10/1rR9/11/bK9rK y - 0 1");
    let mut g = Game::from_position(&v, p);
    g.play_text(&v, "Kf11-f10").expect("yellow");
    // Blue could only pass: the Game plays it, which eliminates Blue.
    assert_eq!(g.move_texts().last().map(String::as_str), Some("pass#"));
    assert!(g.position().is_eliminated(Player(2)));
    assert_eq!(g.position().turn(), Player(0));
    assert_eq!(g.eliminated(), &[Player(2)]);
    // Taking back Yellow's move takes back the forced pass too.
    g.take_back(&v, 1);
    assert!(g.moves().is_empty());
    assert!(!g.position().is_eliminated(Player(2)));
}

/// The engine's search returns a legal move in three-player positions, drops included.
#[test]
fn search_plays_legal_moves_with_three_players_and_drops() {
    use hexcourier_engine::search::{Limits, Searcher};
    for id in [
        "frontofhouse-mccooey-3p",
        "frontofhouse-wellisch-3p",
        "wellisch",
    ] {
        let v = variant(id);
        let mut p = Position::start(&v).expect("start");
        let mut s = Searcher::new(1);
        for _ in 0..12 {
            let r = s.search(&v, &p, &[], &Limits::depth(2), &mut |_| {});
            let Some(m) = r.best else { break };
            assert!(p.is_legal(&v, m), "{id}: {m:?}");
            p = p.after(&v, m);
        }
    }
    let v = variant("frontofhouse-glinski");
    let p = pos(&v, "1/3/3r1/7/9/k10/11/11/11/11/6K4[W] w - 0 1");
    let mut s = Searcher::new(1);
    let r = s.search(&v, &p, &[], &Limits::depth(3), &mut |_| {});
    assert!(r.best.is_some_and(|m| p.is_legal(&v, m)));
}

/// Illegal drops say why.
#[test]
fn illegal_drop_reasons() {
    let v = variant("frontofhouse-glinski");
    let p = pos(&v, "1/3/3r1/7/9/k10/11/11/11/11/6K4[W] w - 0 1");
    let why = |text: &str| match parse_move(&v, &p, text) {
        Err(e) => e.to_string(),
        Ok(m) => panic!("{text} is legal: {m:?}"),
    };
    assert!(
        why("W*f11").contains("could never move from there"),
        "{}",
        why("W*f11")
    );
    assert!(why("W*g9").contains("g9 is not empty"), "{}", why("W*g9"));
    assert!(why("W*a1").contains("in check"), "{}", why("W*a1"));
    assert!(why("H*a1").contains("no horn in hand"), "{}", why("H*a1"));
}

/// A whole game of Wellisch's three-handed chess from the start, as the engine played it
/// against itself: Red checks Yellow, who cannot move and is checkmated (`pass#`, played by the
/// Game), then Red mates Blue. Places: Red 1st, Blue 2nd, Yellow 3rd.
#[test]
fn three_player_game_from_the_start() {
    let v = variant("wellisch");
    let script = "\
Nf1-e2 Nf11-e9 Na1-c2 Nl1-k3 Nl6-k5 Na6-c7 Ne2-d3 Nk5-i4 Nc7-e8 k2-i3 Ni4-g5 c4-d4 h3-g4 \
Ng5-h6 b2-c3 Nd3-f4 g8-f8 Nc2-e3 Nf4-e2 f10-f9 Ne8-d6 Ne2-d3 e10-d9 c3xd3 f2-e2 Ne9-d7 \
Ne3-c2 e2-d2 h7-g7 Nd6-c4 Nh2-f3 Nd7xb6 Ra5xb6 Qh1-h2 d9-d8 Nc2-e3 Qh2xh6 i7-h7 d3-e4 \
Qh6-h3 h7-h6 Ne3xg3 g2xg3 k6-i6 Rb6-f6 Qh3-g2 Rk7xk3 b7-c8 l2xk3 d8-c7 c8-d9 Nf3xe4 \
Qi8-h7 d4xe4 e1-d1 f8-e7 Rf6xh6 Rk1-k2 i6xh6 d9-e10 Ki1-k1 c7-b6 b5-c6 Rg1-e2 Rg10-c7 \
e10-f11 Re2xe4 f9-e8 b1-c1 Re4xc4 Qh7-i8 c1xd1 Rc4-f4 g7-f7 c5-d5 Qg2-f3 Qi8xi3 Qa4-a6+ \
Rk2xi3 Rc7-d8 Ra2-b2 Rf4xf7 Nh8-f9 Qa6-a4 Rf7-h7+ Nf9-h8 d1-e1 Ri3-h3 Kh9-i8 Qa4-c5 \
Qf3xe1 h6-h5 Qc5-c4 Rh3-i3+ Ki8-h9 Rb2-k6 Rh7xh5 l5-l4 Qc4-c5 Qe1-h2 l4-l3 Rk6xh8 \
Rh5xh8+ pass# Qc5-d7 Rh8-e10 Qd7-f7 Re10-a6+ Nb4-a5 Ra6xa5+ Ka3-b4 Qh2-h8+ c6-d6 Ri3xd6+ \
Kb4-c4 Rd6-b4+ Kc4-c3 Ra5-a1#";
    let mut g = Game::new(&v).expect("start");
    for m in script.split_whitespace().filter(|&m| m != "pass#") {
        g.play_text(&v, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(
        g.move_texts().join(" "),
        script.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    assert_eq!(g.eliminated(), &[Player(1)]);
    let o = g.outcome().expect("over");
    assert_eq!(o.winner(), Some(Player(0)));
    assert_eq!(o.ranks, vec![1, 3, 2]);
}
