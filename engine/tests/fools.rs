//! Fool's Hexagonal Chess: board, start figures, pawns, en passant and castling.

mod common;

use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::{Library, Move, Position, Variant};
use std::collections::BTreeSet;
use std::sync::Arc;

fn fools() -> Arc<Variant> {
    let lib = Library::builtin().expect("data files load");
    lib.get("fools").expect("fools variant").clone()
}

/// State text of the given pieces (`'K'` White, `'k'` Black) and the fields after the ranks.
fn text(v: &Variant, pieces: &[(&str, char)], rest: &str) -> String {
    format!("{} {rest}", common::ranks(v, pieces))
}

fn pos(v: &Variant, pieces: &[(&str, char)], rest: &str) -> Position {
    let t = text(v, pieces, rest);
    Position::from_text(v, &t).unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// Height in half cells above e1 (`2r + q`): White's half is 0..=12, the border 13.
fn height(v: &Variant, name: &str) -> i32 {
    let h = v.board.hex(v.board.parse_cell(name).expect("cell"));
    2 * h.r + h.q
}

fn targets_from(v: &Variant, p: &Position, from: &str) -> BTreeSet<String> {
    let f = v.board.parse_cell(from).expect("cell");
    p.legal_moves(v)
        .into_iter()
        .filter(|m| m.from() == Some(f))
        .filter_map(|m| m.to())
        .map(|c| v.board.name(c).to_string())
        .collect()
}

fn castles(v: &Variant, p: &Position) -> Vec<String> {
    let mut out: Vec<String> = p
        .legal_moves(v)
        .into_iter()
        .filter(|m| matches!(m, Move::Castle { .. }))
        .map(|m| move_to_text(v, p, m))
        .collect();
    out.sort();
    out
}

#[test]
fn board_has_96_cells_in_eight_files_and_three_colours() {
    let v = fools();
    assert_eq!(v.board.len(), 96);
    let lens: Vec<usize> = v.board.files().iter().map(|f| f.cells.len()).collect();
    assert_eq!(lens, [10, 11, 12, 13, 14, 13, 12, 11]);
    let mut colours = [0; 3];
    for c in v.board.cells() {
        colours[usize::from(v.board.info(c).colour)] += 1;
    }
    assert_eq!(colours, [32, 32, 32]);
    let e1 = v.board.parse_cell("e1").expect("e1");
    let e14 = v.board.parse_cell("e14").expect("e14");
    assert_eq!(v.board.info(e1).colour, 0);
    assert_eq!(v.board.info(e14).colour, 2);
    let border: Vec<&str> = v
        .board
        .cells()
        .filter(|&c| {
            let h = v.board.hex(c);
            2 * h.r + h.q == 13
        })
        .map(|c| v.board.name(c))
        .collect();
    assert_eq!(border, ["b6", "d7", "f7", "h6"]);
}

#[test]
fn start_matches_the_seed_figures() {
    let v = fools();
    let start = Position::start(&v).expect("start");
    assert_eq!(start.to_text(&v), v.setup);
    // 24 men each.
    for p in 0..2u8 {
        assert_eq!(start.player_cells(hexcourier_engine::Player(p)).count(), 24);
    }
    // Men able to move: 15.
    let movers: BTreeSet<_> = start
        .legal_moves(&v)
        .iter()
        .filter_map(|m| m.from())
        .collect();
    assert_eq!(movers.len(), 15);
    // Empty cells between the forces: 44 of the 48 (e2 e3 e12 e13 lie inside the camps).
    let empty: Vec<_> = v
        .board
        .cells()
        .filter(|&c| start.piece_at(c).is_none())
        .collect();
    assert_eq!(empty.len(), 48);
    let between = empty
        .iter()
        .filter(|&&c| (8..=18).contains(&height(&v, v.board.name(c))))
        .count();
    assert_eq!(between, 44);
    // Fewest pawn moves to promote, for a lone White pawn from each start cell: 7.
    let best = start
        .pieces()
        .filter(|(_, p)| p.player.0 == 0 && v.is_pawn(p.kind))
        .map(|(c, _)| pawn_moves_to_promote(&v, v.board.name(c)))
        .min();
    assert_eq!(best, Some(7));
}

/// Breadth-first search over a lone White pawn's moves on an otherwise empty board (the Kings
/// stand out of its way), counting moves until it promotes.
fn pawn_moves_to_promote(v: &Variant, from: &str) -> u32 {
    let mut seen = BTreeSet::from([from.to_string()]);
    let mut frontier = vec![from.to_string()];
    for depth in 1..20 {
        let mut next = Vec::new();
        for cell in &frontier {
            let p = pos(v, &[("a1", 'K'), ("h1", 'k'), (cell, 'P')], "w - - 0 1");
            for m in p.legal_moves(v) {
                if m.from() != v.board.parse_cell(cell).ok() {
                    continue;
                }
                if m.promotion().is_some() {
                    return depth;
                }
                let to = v.board.name(m.to().expect("to")).to_string();
                if seen.insert(to.clone()) {
                    next.push(to);
                }
            }
        }
        frontier = next;
    }
    u32::MAX
}

#[test]
fn pawns_step_three_ways_and_double_step_only_within_their_half() {
    let v = fools();
    let kings = [("a1", 'K'), ("h11", 'k')];
    // From e2 (height 2): three single steps and three double steps.
    let p = pos(&v, &[kings[0], kings[1], ("e2", 'P')], "w - - 0 1");
    let t: Vec<_> = targets_from(&v, &p, "e2").into_iter().collect();
    assert_eq!(t, ["c2", "d2", "e3", "e4", "f2", "g2"]);
    // From e6 (height 10): no straight double step (it would end at height 14).
    let p = pos(&v, &[kings[0], kings[1], ("e6", 'P')], "w - - 0 1");
    let t: Vec<_> = targets_from(&v, &p, "e6").into_iter().collect();
    assert_eq!(t, ["c6", "d6", "e7", "f6", "g6"]);
    assert!(t.iter().all(|c| height(&v, c) <= 13));
    // From e7 (height 12): single steps only.
    let p = pos(&v, &[kings[0], kings[1], ("e7", 'P')], "w - - 0 1");
    let t: Vec<_> = targets_from(&v, &p, "e7").into_iter().collect();
    assert_eq!(t, ["d7", "e8", "f7"]);
    // A blocked first cell blocks the double step; a blocked second cell only the double step.
    let p = pos(
        &v,
        &[kings[0], kings[1], ("e2", 'P'), ("e3", 'n'), ("g2", 'n')],
        "w - - 0 1",
    );
    let t: Vec<_> = targets_from(&v, &p, "e2").into_iter().collect();
    assert_eq!(t, ["c2", "d2", "f2"]);
    // Black mirrors White: from e13 down to e11 and along SE/SW.
    let p = pos(&v, &[kings[0], ("h1", 'k'), ("e13", 'p')], "b - - 0 1");
    let t: Vec<_> = targets_from(&v, &p, "e13").into_iter().collect();
    assert_eq!(t, ["c11", "d12", "e11", "e12", "f12", "g11"]);
    // Double steps are allowed on later moves too: a pawn that has moved may double again.
    let p = pos(&v, &[kings[0], kings[1], ("d4", 'P')], "w - - 0 1");
    assert!(targets_from(&v, &p, "d4").contains("d6"));
}

#[test]
fn en_passant_after_straight_and_slanting_double_steps() {
    let v = fools();
    for (double, passed, victim) in [("e2-e4", "e3", "e4"), ("d2-f3", "e3", "f3")] {
        let from = &double[..2];
        let mut p = pos(
            &v,
            &[("a1", 'K'), ("h11", 'k'), (from, 'P'), ("f4", 'p')],
            "w - - 0 1",
        );
        let m = parse_move(&v, &p, double).expect("double step");
        assert!(matches!(m, Move::DoubleStep { .. }));
        p = p.after(&v, m);
        let text = p.to_text(&v);
        assert!(text.contains(&format!(" b - {passed} ")), "{text}");
        let again = Position::from_text(&v, &text).expect("reparse");
        assert_eq!(again.hash(), p.hash());
        let ep = parse_move(&v, &p, &format!("f4x{passed}")).expect("en passant");
        assert!(matches!(ep, Move::EnPassant { .. }), "{ep:?}");
        let after = p.after(&v, ep);
        assert!(after
            .piece_at(v.board.parse_cell(victim).expect("cell"))
            .is_none());
        // Only on the very next move.
        let mut q = p.after(&v, parse_move(&v, &p, "h11-h10").expect("wait"));
        q = q.after(&v, parse_move(&v, &q, "a1-a2").expect("wait"));
        assert!(parse_move(&v, &q, &format!("f4x{passed}")).is_err());
    }
}

#[test]
fn castling_both_ways_for_both_sides() {
    let v = fools();
    let pieces = [
        ("a1", 'R'),
        ("e1", 'K'),
        ("h1", 'R'),
        ("a10", 'r'),
        ("e14", 'k'),
        ("h11", 'r'),
    ];
    let all = "a1,a10,e1,e14,h1,h11";
    let p = pos(&v, &pieces, &format!("w {all} - 0 1"));
    assert_eq!(castles(&v, &p), ["O-O", "O-O-O"]);
    let short = parse_move(&v, &p, "O-O").expect("O-O");
    assert_eq!(parse_move(&v, &p, "0-0"), Ok(short));
    assert_eq!(parse_move(&v, &p, "Ke1-g1"), Ok(short));
    assert_eq!(parse_move(&v, &p, "Kg1"), Ok(short));
    let a = p.after(&v, short);
    let at = |q: &Position, c: &str| q.piece_at(v.board.parse_cell(c).expect("cell"));
    assert!(at(&a, "g1").is_some() && at(&a, "f1").is_some());
    assert!(at(&a, "e1").is_none() && at(&a, "h1").is_none());
    assert!(
        a.to_text(&v).contains(" b a1,a10,e14,h11 "),
        "{}",
        a.to_text(&v)
    );
    let long = parse_move(&v, &p, "O-O-O").expect("O-O-O");
    let b = p.after(&v, long);
    assert!(at(&b, "c1").is_some() && at(&b, "d1").is_some() && at(&b, "a1").is_none());
    // Black: e14 to g12 with h11 to f13, and e14 to c12 with a10 to d13.
    let p = pos(&v, &pieces, &format!("b {all} - 0 1"));
    assert_eq!(castles(&v, &p), ["O-O", "O-O-O"]);
    let s = p.after(&v, parse_move(&v, &p, "O-O").expect("O-O"));
    assert!(at(&s, "g12").is_some() && at(&s, "f13").is_some());
    let l = p.after(&v, parse_move(&v, &p, "Kc12").expect("Kc12"));
    assert!(at(&l, "c12").is_some() && at(&l, "d13").is_some());
    // Rights are part of the state: same board, different rights, different hash.
    let none = pos(&v, &pieces, "w - - 0 1");
    assert_ne!(
        none.hash(),
        pos(&v, &pieces, &format!("w {all} - 0 1")).hash()
    );
    assert!(castles(&v, &none).is_empty());
}

#[test]
fn castling_forbidden_cases() {
    let v = fools();
    let base = vec![("a1", 'R'), ("e1", 'K'), ("h1", 'R'), ("e14", 'k')];
    let rights = "w a1,e1,h1 - 0 1";
    let with = |extra: &[(&'static str, char)], rest: &str| {
        let mut ps = base.clone();
        ps.extend_from_slice(extra);
        pos(&v, &ps, rest)
    };
    // King has moved (no right on e1), one rook has moved.
    assert!(castles(&v, &with(&[], "w a1,h1 - 0 1")).is_empty());
    assert_eq!(castles(&v, &with(&[], "w e1,h1 - 0 1")), ["O-O"]);
    // A piece between King and Rook (b1 matters for the long side, as in FIDE).
    assert_eq!(castles(&v, &with(&[("f1", 'B')], rights)), ["O-O-O"]);
    assert_eq!(castles(&v, &with(&[("b1", 'N')], rights)), ["O-O"]);
    assert_eq!(castles(&v, &with(&[("g1", 'N')], rights)), ["O-O-O"]);
    // A Black Knight on g1 attacks d1, the cell the King crosses castling long.
    assert!(castles(&v, &with(&[("g1", 'n')], rights)).is_empty());
    // Out of check: a Black rook on the e file.
    assert!(castles(&v, &with(&[("e10", 'r')], rights)).is_empty());
    // Through check: f1 and d1 attacked along their files.
    assert_eq!(castles(&v, &with(&[("f12", 'r')], rights)), ["O-O-O"]);
    assert_eq!(castles(&v, &with(&[("d12", 'r')], rights)), ["O-O"]);
    // Into check: g1 and c1 attacked.
    assert_eq!(castles(&v, &with(&[("g11", 'r')], rights)), ["O-O-O"]);
    assert_eq!(castles(&v, &with(&[("c11", 'r')], rights)), ["O-O"]);
    // An attacked rook (or the cell b1 the King does not cross) does not matter.
    assert_eq!(
        castles(&v, &with(&[("h10", 'r'), ("b10", 'r')], rights)),
        ["O-O", "O-O-O"]
    );
    // Rights go when the King or a Rook moves, and do not come back.
    let mut p = with(&[], rights);
    for m in ["Ke1-e2", "Ke14-e13", "Ke2-e1", "Ke13-e14"] {
        p = p.after(&v, parse_move(&v, &p, m).expect(m));
    }
    assert!(castles(&v, &p).is_empty());
    let mut p = with(&[("a10", 'r')], "b a1,e1,h1 - 0 1");
    p = p.after(&v, parse_move(&v, &p, "Ra10xa1").expect("capture"));
    p = p.after(&v, parse_move(&v, &p, "Ke1-e2").expect("step"));
    p = p.after(&v, parse_move(&v, &p, "Ra1-a2").expect("rook"));
    assert!(p.to_text(&v).contains(" w h1 "), "{}", p.to_text(&v));
    // A castling field naming an empty cell or a non-partner is rejected.
    let bad = text(&v, &base, "w a1,e2 - 0 1");
    assert!(Position::from_text(&v, &bad).is_err());
}

#[test]
fn perft_from_start_and_a_middlegame() {
    let v = fools();
    let start = Position::start(&v).expect("start");
    let figures: Vec<u64> = (1..=3).map(|d| start.perft(&v, d)).collect();
    assert_eq!(figures, [FOOLS_START[0], FOOLS_START[1], FOOLS_START[2]]);
}

/// Perft 1-3 of the start (computed by this engine; cross-checked by the full make-and-test
/// legality in `position::tests` and by the perft fixture).
const FOOLS_START: [u64; 3] = [44, 1936, 91254];

#[test]
fn castling_keeps_the_fifty_move_count_running() {
    let v = fools();
    let p = pos(
        &v,
        &[("a1", 'R'), ("e1", 'K'), ("h1", 'R'), ("e14", 'k')],
        "w a1,e1,h1 - 17 30",
    );
    let after = p.after(&v, parse_move(&v, &p, "O-O").expect("O-O"));
    assert_eq!(after.halfmove_clock(), 18);
}
