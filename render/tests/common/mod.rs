//! Test scene builders shared by the integration tests and examples.
#![allow(dead_code)]

use hexcourier_render::{FeatureKind, Hex, Scene, SceneCell, SceneFeature, ScenePiece};

/// File letters of Glinski's board, q = -5..=5.
pub const FILES: [char; 11] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'l'];

/// The hex of a Glinski square name such as `"g10"`.
pub fn square(name: &str) -> Hex {
    let mut chars = name.chars();
    let file = chars.next().expect("file letter");
    let rank: i32 = chars.as_str().parse().expect("rank number");
    let index = FILES.iter().position(|f| *f == file).expect("known file");
    let q = index as i32 - 5;
    Hex::new(q, rank - 6 - q.min(0))
}

/// The 91 cells of Glinski's board.
pub fn glinski_cells() -> Vec<SceneCell> {
    let mut cells = Vec::new();
    for q in -5i32..=5 {
        for r in -5i32..=5 {
            if (q + r).abs() > 5 {
                continue;
            }
            cells.push(SceneCell {
                at: Hex::new(q, r),
                colour: (q - r).rem_euclid(3) as u8,
                file: FILES[(q + 5) as usize].to_string(),
                rank: (r + 6 + q.min(0)) as u32,
            });
        }
    }
    cells
}

fn piece(glyph: &str, letter: char, player: u8, at: &str) -> ScenePiece {
    ScenePiece {
        at: square(at),
        glyph: glyph.to_owned(),
        letter,
        player,
    }
}

/// Pieces of `list` (glyph, letter, squares) for `player`.
pub fn pieces(player: u8, list: &[(&str, char, &[&str])]) -> Vec<ScenePiece> {
    let mut out = Vec::new();
    for (glyph, letter, squares) in list {
        for sq in *squares {
            out.push(piece(glyph, *letter, player, sq));
        }
    }
    out
}

/// Glinski's starting position.
pub fn glinski_start() -> Scene {
    let mut all = pieces(
        0,
        &[
            ("king", 'K', &["g1"]),
            ("queen", 'Q', &["e1"]),
            ("rook", 'R', &["c1", "i1"]),
            ("bishop", 'B', &["f1", "f2", "f3"]),
            ("knight", 'N', &["d1", "h1"]),
            (
                "pawn",
                'P',
                &["b1", "c2", "d3", "e4", "f5", "g4", "h3", "i2", "k1"],
            ),
        ],
    );
    all.extend(pieces(
        1,
        &[
            ("king", 'K', &["g10"]),
            ("queen", 'Q', &["e10"]),
            ("rook", 'R', &["c8", "i8"]),
            ("bishop", 'B', &["f9", "f10", "f11"]),
            ("knight", 'N', &["d9", "h9"]),
            (
                "pawn",
                'P',
                &["b7", "c7", "d7", "e7", "f7", "g7", "h7", "i7", "k7"],
            ),
        ],
    ));
    Scene {
        cells: glinski_cells(),
        pieces: all,
        ..Scene::default()
    }
}

/// A Glinski-board position using all thirteen built-in glyphs for both armies.
pub fn full_house() -> Scene {
    let glyphs = [
        ("king", 'K'),
        ("queen", 'Q'),
        ("rook", 'R'),
        ("bishop", 'B'),
        ("knight", 'N'),
        ("pawn", 'P'),
        ("sailor", 'S'),
        ("missionary", 'M'),
        ("thunderbird", 'T'),
        ("hippo", 'H'),
        ("pegasus", 'G'),
        ("hydra", 'Y'),
        ("unicorn", 'U'),
    ];
    let white = [
        "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "k1", "l1", "c2", "e2",
    ];
    let black = [
        "a6", "b7", "c8", "d9", "e10", "f11", "g10", "h9", "i8", "k7", "l6", "e9", "g9",
    ];
    let mut all = Vec::new();
    for (i, (glyph, letter)) in glyphs.iter().enumerate() {
        all.push(piece(glyph, *letter, 0, white[i]));
        all.push(piece(glyph, *letter, 1, black[i]));
    }
    all.push(piece("pawn", 'P', 0, "f5"));
    all.push(piece("pawn", 'P', 1, "f7"));
    Scene {
        cells: glinski_cells(),
        pieces: all,
        last_move: vec![square("f4"), square("f5")],
        check: vec![square("g10")],
        ..Scene::default()
    }
}

/// A Hole on f6 and a Barrier on e6.
pub fn hole_and_barrier() -> Vec<SceneFeature> {
    vec![
        SceneFeature {
            at: square("f6"),
            kind: FeatureKind::Hole,
        },
        SceneFeature {
            at: square("e6"),
            kind: FeatureKind::Barrier,
        },
    ]
}
