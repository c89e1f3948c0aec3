//! Wellisch's promotion rule (`promotion.only-lost`): a pawn becomes only a piece its owner has
//! lost; with none lost it waits on the far edge and is promoted as soon as one is lost.

mod common;

use hexcourier_engine::{Position, Variant};

/// State text of a position given as `(cell, token)` pairs, with `turn` to move.
fn text(v: &Variant, pieces: &[(&str, &str)], turn: &str) -> String {
    format!("{} {turn} - 0 1", common::ranks(v, pieces))
}

/// Red's whole army but its pawns, with a pawn on `pawn`; Yellow's and Blue's Kings far away.
fn red_army_and(
    pawn: &'static str,
    leave_out: &[&str],
    extra: &[(&'static str, &'static str)],
) -> Vec<(&'static str, &'static str)> {
    let mut p: Vec<(&str, &str)> = vec![
        ("i1", "rK"),
        ("h1", "rQ"),
        ("g1", "rR"),
        ("k1", "rR"),
        ("f1", "rN"),
        ("h2", "rN"),
        ("l1", "rN"),
        ("h9", "yK"),
        ("a1", "bK"),
    ];
    p.retain(|(c, _)| !leave_out.contains(c));
    p.push((pawn, "rP"));
    p.extend_from_slice(extra);
    p
}

fn moves_from(v: &Variant, pos: &Position, cell: &str) -> Vec<String> {
    common::legal_texts(v, pos)
        .into_iter()
        .filter(|m| m.starts_with(cell))
        .collect()
}

#[test]
fn with_nothing_lost_a_pawn_reaches_the_edge_unpromoted() {
    let v = common::variant("wellisch");
    let p = common::pos(&v, &text(&v, &red_army_and("c7", &[], &[]), "r"));
    assert_eq!(moves_from(&v, &p, "c7"), ["c7-b7", "c7-c8"]);
}

#[test]
fn a_pawn_becomes_only_what_its_owner_lost() {
    let v = common::variant("wellisch");
    // Red has lost a Knight (l1) and a Rook (k1).
    let p = common::pos(&v, &text(&v, &red_army_and("c7", &["l1", "k1"], &[]), "r"));
    assert_eq!(
        moves_from(&v, &p, "c7"),
        ["c7-b7=N", "c7-b7=R", "c7-c8=N", "c7-c8=R"]
    );
}

#[test]
fn a_waiting_pawn_is_promoted_when_its_owner_loses_a_piece() {
    let v = common::variant("wellisch");
    // Red's pawn waits on c8; Yellow's Rook on k5 takes Red's Rook on k1.
    let p = common::pos(
        &v,
        &text(&v, &red_army_and("c8", &[], &[("k5", "yR")]), "y"),
    );
    assert_eq!(moves_from(&v, &p, "c8"), Vec::<String>::new());
    let m = hexcourier_engine::notation::parse_move(&v, &p, "Rk5xk1").unwrap();
    let after = p.after(&v, m);
    let c8 = v.board.parse_cell("c8").unwrap();
    let piece = after.piece_at(c8).unwrap();
    assert_eq!(v.kind(piece.kind).def.name, "Rook");
    assert_eq!(piece.player.index(), 0);
    // The hash follows the change: the same position built from its text hashes the same.
    let again = common::pos(&v, &after.to_text(&v));
    assert_eq!(again.hash(), after.hash());
}
