//! Hourglass Hex Chess: the board, the two-triangle rule, turning riders and Points.

use hexcourier_engine::geometry::{leap_images, DIAGONALS};
use hexcourier_engine::notation::parse_move;
use hexcourier_engine::{Library, Move, Player, Position, Variant};
use std::collections::BTreeSet;
use std::sync::Arc;

fn variant(id: &str) -> Arc<Variant> {
    let lib = Library::builtin().expect("data files load");
    lib.get(id).unwrap_or_else(|| panic!("no {id}")).clone()
}

fn names(v: &Variant, cells: impl IntoIterator<Item = hexcourier_engine::Cell>) -> Vec<String> {
    let mut out: Vec<String> = cells
        .into_iter()
        .map(|c| v.board.name(c).to_string())
        .collect();
    out.sort();
    out
}

/// Cells a White piece reaches from `from` on an empty board.
fn reach(v: &Variant, piece: &str, from: &str) -> Vec<String> {
    let k = v.kind_by_name(piece).expect("piece");
    let c = v.board.parse_cell(from).expect("cell");
    names(v, v.reach(Player(0), k, c))
}

#[test]
fn board_is_an_hourglass_of_two_triangles() {
    let v = variant("hourglass-r");
    assert_eq!(v.board.len(), 65);
    let sizes: Vec<usize> = (1..=9).map(|r| v.board.rank_cells(r).len()).collect();
    assert_eq!(sizes, [9, 8, 7, 6, 5, 6, 7, 8, 9]);
    let regions = v.board.regions();
    assert_eq!(regions.len(), 2);
    assert_eq!(regions[0].1.count(), 45);
    assert_eq!(regions[1].1.count(), 45);
    assert_eq!((regions[0].1 & regions[1].1).count(), 25);
    assert_eq!((regions[0].1 | regions[1].1), v.board.all());
    let mut colours = [0; 3];
    for c in v.board.cells() {
        colours[usize::from(v.board.info(c).colour)] += 1;
    }
    assert_eq!(colours, [21, 22, 22]);
    let rank1: Vec<u8> = v
        .board
        .rank_cells(1)
        .into_iter()
        .map(|c| v.board.info(c).colour)
        .collect();
    assert_eq!(rank1, [2, 0, 1, 2, 0, 1, 2, 0, 1]);
}

#[test]
fn two_triangle_rule_forbids_exactly_the_spec_steps_and_leaps() {
    let v = variant("hourglass-r");
    let b = &v.board;
    let forbidden = |vectors: &[hexcourier_engine::geometry::Hex]| {
        let mut out = Vec::new();
        for c in b.cells() {
            for &d in vectors {
                if let Some(t) = b.offset(c, d) {
                    if b.step(c, d).is_none() {
                        out.push(format!("{}-{}", b.name(c), b.name(t)));
                    }
                }
            }
        }
        out.sort();
        out
    };
    assert_eq!(forbidden(&DIAGONALS), ["d4-d6", "d6-d4", "n4-n6", "n6-n4"]);
    let mut leaps = vec![
        "c3-d6", "e3-d6", "m3-n6", "o3-n6", "d4-c7", "d4-e7", "n4-m7", "n4-o7",
    ];
    let back: Vec<String> = leaps
        .iter()
        .map(|l| {
            let (a, z) = l.split_once('-').expect("pair");
            format!("{z}-{a}")
        })
        .collect();
    let mut all: Vec<String> = leaps.drain(..).map(str::to_string).collect();
    all.extend(back);
    all.sort();
    assert_eq!(forbidden(&leap_images(2, 1)), all);
    // Orthogonal steps are never affected.
    assert!(forbidden(&leap_images(1, 0)).is_empty());
}

#[test]
fn empty_board_mobility_matches_the_spec() {
    let v = variant("hourglass-m");
    // (cell, Rook, Unicorn, Duchess, Sennight) from the spec's section 5.
    let figures = [
        ("i5", 20, 12, 32, 12),
        ("e5", 20, 12, 32, 8),
        ("i1", 24, 8, 32, 6),
        ("a1", 16, 4, 20, 2),
        ("d4", 16, 8, 24, 6),
    ];
    for (cell, r, u, d, s) in figures {
        let got = (
            reach(&v, "rook", cell).len(),
            reach(&v, "unicorn-gilman", cell).len(),
            reach(&v, "duchess", cell).len(),
            reach(&v, "sennight", cell).len(),
        );
        assert_eq!(got, (r, u, d, s), "from {cell}");
    }
    // The Unicorn on d4 may not step to d6 (10 cells without the rule, 8 with it).
    assert!(!reach(&v, "unicorn-gilman", "d4").contains(&"d6".to_string()));
}

#[test]
fn unicorn_slides_across_the_waist() {
    let v = variant("hourglass-r");
    // The seed's example: once the Points in between have moved off the e-diagonal, the
    // innermost Unicorns e1 and e9 attack each other through e5.
    let mut p = Position::start(&v).expect("start");
    for m in ["e3-f4", "e7-d6"] {
        p = p.after(&v, parse_move(&v, &p, m).expect(m));
    }
    let m = parse_move(&v, &p, "Ue1xe9").expect("the slide crosses the waist");
    assert_eq!(v.board.name(m.to().expect("to")), "e9");
    // On an empty board the straight-forward diagonal from e1 runs to e9.
    let r = reach(&v, "unicorn-gilman", "e1");
    for c in ["e3", "e5", "e7", "e9"] {
        assert!(r.contains(&c.to_string()), "{c}");
    }
}

#[test]
fn turning_riders_on_an_empty_board() {
    let v = variant("hourglass-m");
    // Figures of an independent brute-force generator in the spec's doubled coordinates.
    for (cell, finch, rabbi, cohen) in [
        ("i5", 18, 16, 28),
        ("e5", 14, 13, 23),
        ("i1", 11, 10, 18),
        ("a1", 5, 3, 7),
        ("d4", 12, 11, 19),
    ] {
        let got = (
            reach(&v, "finch", cell).len(),
            reach(&v, "rabbi", cell).len(),
            reach(&v, "cohen", cell).len(),
        );
        assert_eq!(got, (finch, rabbi, cohen), "from {cell}");
    }
    assert_eq!(
        reach(&v, "finch", "i5"),
        [
            "e5", "f4", "f6", "g3", "g5", "g7", "h4", "h6", "i3", "i7", "j4", "j6", "k3", "k5",
            "k7", "l4", "l6", "m5"
        ]
    );
    assert_eq!(
        reach(&v, "rabbi", "i5"),
        [
            "c3", "c7", "f2", "f4", "f6", "f8", "i1", "i3", "i7", "i9", "l2", "l4", "l6", "l8",
            "o3", "o7"
        ]
    );
    // Cohen = Finch + Rabbi; no straight two-step slides.
    let cohen: BTreeSet<String> = reach(&v, "cohen", "i5").into_iter().collect();
    let union: BTreeSet<String> = reach(&v, "finch", "i5")
        .into_iter()
        .chain(reach(&v, "rabbi", "i5"))
        .collect();
    assert_eq!(cohen, union);
    assert!(!cohen.contains("i9") || union.contains("i9"));
}

#[test]
fn turning_rider_needs_one_clear_path_and_lists_each_move_once() {
    let v = variant("hourglass-a");
    // A Finch on i5 reaches f6 by turning round g5 or round h6: i5-h6-f6, i5-g5-f6, and the
    // long ways i5-h4-f4-e5-f6 and i5-j6-i7-g7-f6.
    let finch_to_f6 = |ranks: &str| {
        let text = format!("{ranks} w - 0 1");
        let p = Position::from_text(&v, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        p.legal_moves(&v)
            .into_iter()
            .filter(|m| {
                m.from().map(|c| v.board.name(c)) == Some("i5")
                    && m.to().map(|c| v.board.name(c)) == Some("f6")
            })
            .count()
    };
    // Ranks 9..1; Finch on i5, Generals on a9 (Black) and q1 (White).
    assert_eq!(finch_to_f6("g8/8/7/6/2F2/6/7/8/8G"), 1);
    assert_eq!(finch_to_f6("g8/8/7/2R3/2F2/6/7/8/8G"), 1);
    assert_eq!(finch_to_f6("g8/8/7/2R3/1RF2/6/7/8/8G"), 1);
    // Every path blocked (h6, g5, and the first cells h4, j6 of the long ways).
    assert_eq!(finch_to_f6("g8/8/7/2RR2/1RF2/2R3/7/8/8G"), 0);
    // The Finch captures on the last cell of a turning path.
    let p = Position::from_text(&v, "g8/8/7/6/1rF2/6/7/8/8G w - 0 1").expect("setup");
    assert!(parse_move(&v, &p, "Fi5xg5").is_ok());
}

#[test]
fn points_promote_on_the_far_rank() {
    let v = variant("hourglass-r");
    // White Point on h8, Grandduke q1, Black Grandduke a1.
    let p = Position::from_text(&v, "9/3P4/7/6/5/6/7/8/k7K w - 0 1").expect("setup");
    let promos: Vec<Move> = p
        .legal_moves(&v)
        .into_iter()
        .filter(|m| m.promotion().is_some())
        .collect();
    // g9 and i9, each to Duchess, Rook, Unicorn or Sennight.
    assert_eq!(promos.len(), 8);
    assert!(parse_move(&v, &p, "h8-i9=Q").is_ok());
    assert!(parse_move(&v, &p, "h8-i9").is_err());
}

#[test]
fn every_hourglass_start_has_24_men_a_side_and_round_trips() {
    for id in ["hourglass-r", "hourglass-a", "hourglass-m", "hourglass-w"] {
        let v = variant(id);
        let p = Position::start(&v).expect("start");
        assert_eq!(p.to_text(&v), v.setup, "{id}");
        for pl in 0..2u8 {
            assert_eq!(p.player_cells(Player(pl)).count(), 24, "{id}");
        }
        // Black's array is White's turned 180 degrees.
        for (c, piece) in p.pieces() {
            let h = v.board.hex(c);
            let turned = v
                .board
                .at(hexcourier_engine::geometry::Hex::new(-h.q, -h.r))
                .expect("the board is centrally symmetric");
            let other = p.piece_at(turned).expect("mirror piece");
            assert_eq!(other.kind, piece.kind, "{id}");
            assert_ne!(other.player, piece.player, "{id}");
        }
    }
}

/// The built-in data files with one file's text edited.
fn files_with(path: &str, edit: impl Fn(&str) -> String) -> Vec<(String, String)> {
    hexcourier_engine::data::builtin_files()
        .iter()
        .map(|(p, t)| {
            let t = if *p == path { edit(t) } else { t.to_string() };
            (p.to_string(), t)
        })
        .collect()
}

#[test]
fn bad_region_and_turning_data_is_rejected_precisely() {
    // A bound step family without regions.
    let files = files_with("boards/hourglass.toml", |t| {
        let cut = t.find("regions = [").expect("regions");
        t[..cut].to_string()
    });
    let errs = Library::from_files(&files).expect_err("must fail");
    assert!(
        errs.iter()
            .any(|e| e.file == "boards/hourglass.toml" && e.key == "bound-steps"),
        "{errs:?}"
    );
    // A region naming a cell that is not on the board.
    let files = files_with("boards/hourglass.toml", |t| {
        t.replace("a1 b2 c1", "a1 b1 c1")
    });
    let errs = Library::from_files(&files).expect_err("must fail");
    assert!(errs.iter().any(|e| e.key == "regions[0].cells"), "{errs:?}");
    // A turning atom limited to some directions.
    let files = files_with("pieces.toml", |t| {
        t.replace(
            "moves = [{ vector = \"orth\", range = 0, turning = true }]",
            "moves = [{ vector = \"orth\", range = 0, turning = true, dirs = \"forward\" }]",
        )
    });
    let errs = Library::from_files(&files).expect_err("must fail");
    assert!(
        errs.iter().any(|e| e.problem.contains("turning")),
        "{errs:?}"
    );
}

#[test]
fn state_text_round_trips_castling_and_slanting_en_passant() {
    let lib = Library::builtin().expect("data");
    let v = lib.get("fools").expect("fools");
    // c2-e4 is a slanting double step over d3; another White pawn on d4 would be found first
    // from d3 along White's forward, so the text names the pawn: `d3>e4`.
    let start = "k/3/5/7/8/8/8/8/8/8/3P4/8/2P5/K7 w e14 - 0 1";
    let mut p = Position::from_text(v, start).expect("setup");
    let m = parse_move(v, &p, "c2-e4").expect("double step");
    assert!(matches!(m, Move::DoubleStep { .. }));
    p = p.after(v, m);
    let text = p.to_text(v);
    assert!(text.ends_with(" b e14 d3>e4 0 1"), "{text}");
    let again = Position::from_text(v, &text).expect("reparse");
    assert_eq!(again.to_text(v), text);
    assert_eq!(again.hash(), p.hash());
    assert_eq!(again.en_passant(), p.en_passant());
    // Castling rights name cells of unmoved royals or partners only.
    for bad in ["a1,e2", "x9", "a1,"] {
        let t = format!("k/3/5/7/8/8/8/8/8/8/3P4/8/2P5/K7 w {bad} - 0 1");
        assert!(Position::from_text(v, &t).is_err(), "{t}");
    }
}
