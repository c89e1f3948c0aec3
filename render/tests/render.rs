//! End-to-end tests of the SVG and PNG outputs.

mod common;

use hexcourier_render::{
    glyph_ids, piece_svg, png, svg, ArmyColour, HandRow, Hex, Scene, ScenePiece,
};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

fn parse(doc: &str) -> usvg::Tree {
    usvg::Tree::from_str(doc, &usvg::Options::default()).expect("SVG parses")
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "PNG signature");
    assert_eq!(&bytes[12..16], b"IHDR");
    let w = u32::from_be_bytes(bytes[16..20].try_into().expect("4 bytes"));
    let h = u32::from_be_bytes(bytes[20..24].try_into().expect("4 bytes"));
    (w, h)
}

/// Decoded RGBA pixels of a PNG.
fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("PNG header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("PNG frame");
    assert_eq!(info.color_type, png::ColorType::Rgba);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

fn variety() -> Vec<Scene> {
    let start = common::glinski_start();
    let mut scenes = vec![start.clone(), common::full_house()];
    for rotation in [180, 30, 90, 120, 240, -30] {
        scenes.push(Scene {
            rotation_deg: rotation,
            ..start.clone()
        });
    }
    let mut odd = common::full_house();
    odd.features = common::hole_and_barrier();
    odd.highlights = vec![common::square("f6"), common::square("f7")];
    odd.hand = vec![
        HandRow {
            player: 0,
            glyph: "knight".into(),
            letter: 'N',
            count: 2,
        },
        HandRow {
            player: 1,
            glyph: "mystery".into(),
            letter: 'M',
            count: 1,
        },
    ];
    odd.size_px = 600;
    scenes.push(odd);
    scenes.push(Scene::default());
    scenes
}

#[test]
fn glinski_builder_matches_the_board() {
    let cells = common::glinski_cells();
    assert_eq!(cells.len(), 91);
    assert_eq!(common::square("f1"), Hex::new(0, -5));
    assert_eq!(common::square("a1"), Hex::new(-5, 0));
    assert_eq!(common::square("f11"), Hex::new(0, 5));
    assert_eq!(common::square("l6"), Hex::new(5, 0));
    assert_eq!(common::glinski_start().pieces.len(), 36);
}

#[test]
fn svg_is_valid() {
    for scene in variety() {
        let doc = svg(&scene);
        let tree = parse(&doc);
        let size = scene.size_px as f32;
        assert_eq!(tree.size().width(), size);
        assert_eq!(tree.size().height(), size);
        assert!(
            !doc.contains("<text"),
            "no text elements: the stroke font is used"
        );
        assert!(!doc.contains("FILL") && !doc.contains("STROKE") && !doc.contains("DETAIL"));
    }
}

#[test]
fn cells_can_be_named_for_clicks_above_the_pieces() {
    let scene = common::glinski_start();
    let targets = vec![
        (common::square("f5"), "f5".to_string()),
        (common::square("a1"), "a1\"><script>".to_string()),
        (Hex::new(40, 40), "off".to_string()),
    ];
    let doc = hexcourier_render::svg_with_targets(&scene, &targets);
    parse(&doc);
    assert!(doc.contains("<path data-cell=\"f5\" d=\"M"), "{doc}");
    assert!(doc.contains("<path data-cell=\"a1script\" d=\"M"));
    assert!(!doc.contains("\"off\""), "a cell off the board is left out");
    // Last, above every piece; the picture is otherwise the same.
    assert!(doc.rfind("data-cell") > doc.rfind("<use "));
    assert_eq!(
        doc.replace(
            &doc[doc.find("<g class=\"hc-cells\"").unwrap_or(0)..doc.rfind("</svg>").unwrap_or(0)],
            ""
        ),
        svg(&scene)
    );
}

#[test]
fn the_viewers_hand_pieces_are_named_for_clicks_and_the_others_are_not() {
    let mut scene = common::glinski_start();
    scene.hand = vec![
        HandRow {
            player: 1,
            glyph: "knight".into(),
            letter: 'N',
            count: 2,
        },
        HandRow {
            player: 1,
            glyph: "pawn".into(),
            letter: 'P',
            count: 1,
        },
        HandRow {
            player: 0,
            glyph: "queen".into(),
            letter: 'Q',
            count: 1,
        },
    ];
    scene.hand_viewer = 1;
    let doc = hexcourier_render::svg_with_targets(&scene, &[]);
    parse(&doc);
    assert_eq!(doc.matches("<rect data-cell=\"hand").count(), 2, "{doc}");
    assert!(doc.contains("<rect data-cell=\"handN\" x=\""));
    assert!(doc.contains("<rect data-cell=\"handP\" x=\""));
    assert!(
        !doc.contains("handQ"),
        "the other player's hand is not clickable"
    );
    // Inside the targets' group, after every piece.
    assert!(doc.rfind("handP") > doc.find("<g class=\"hc-cells\""));
    assert!(doc.rfind("data-cell") > doc.rfind("<use "));
}

#[test]
fn svg_is_deterministic() {
    for scene in variety() {
        let a = svg(&scene);
        let b = svg(&scene.clone());
        assert_eq!(a, b);
    }
}

#[test]
fn png_has_the_requested_size() {
    for size in [800, 512, 333] {
        let scene = Scene {
            size_px: size,
            ..common::glinski_start()
        };
        let bytes = png(&scene).expect("png renders");
        assert_eq!(png_size(&bytes), (size, size));
    }
    let mut with_hand = common::glinski_start();
    with_hand.hand = vec![HandRow {
        player: 1,
        glyph: "pawn".into(),
        letter: 'P',
        count: 3,
    }];
    assert_eq!(
        png_size(&png(&with_hand).expect("png renders")),
        (800, 800),
        "hand strips keep the image square"
    );
}

#[test]
fn a_link_preview_card_is_1200_by_630() {
    let card = hexcourier_render::card::card_png(
        &common::glinski_start(),
        &[
            "Glinski's Hexagonal Chess".to_string(),
            "alice vs bob".to_string(),
            "a line far too long for the card, which is cut with dots".to_string(),
        ],
    )
    .expect("the card renders");
    assert_eq!(png_size(&card), (1200, 630));
    let (_, _, pixels) = decode(&card);
    assert!(pixels.chunks_exact(4).all(|p| p[3] == 255), "opaque");
}

#[test]
fn png_is_opaque() {
    for scene in variety() {
        let (_, _, pixels) = decode(&png(&scene).expect("png renders"));
        assert!(pixels.chunks_exact(4).all(|p| p[3] == 255));
    }
}

#[test]
fn png_matches_svg() {
    for scene in variety() {
        let (w, h, pixels) = decode(&png(&scene).expect("png renders"));
        let tree = parse(&svg(&scene));
        let mut pixmap = Pixmap::new(w, h).expect("pixmap");
        resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
        let reference = pixmap.data();
        assert_eq!(reference.len(), pixels.len());
        let total: u64 = reference
            .iter()
            .zip(&pixels)
            .map(|(a, b)| u64::from(a.abs_diff(*b)))
            .sum();
        let mean = total as f64 / pixels.len() as f64;
        assert!(
            mean < 0.05,
            "PNG differs from SVG: mean channel diff {mean}"
        );
    }
}

#[test]
fn rotation_changes_the_image() {
    let start = common::glinski_start();
    let turned = Scene {
        rotation_deg: 180,
        ..start.clone()
    };
    assert_ne!(svg(&start), svg(&turned));
    let a = png(&start).expect("png renders");
    let b = png(&turned).expect("png renders");
    assert_ne!(a, b);
    // Turning by a full circle changes nothing.
    let full = Scene {
        rotation_deg: 360,
        ..start.clone()
    };
    assert_eq!(png(&start).expect("png renders"), png(&full).expect("png"));
}

#[test]
fn rotation_180_puts_black_at_the_bottom() {
    let mut scene = common::glinski_start();
    scene.pieces = vec![ScenePiece {
        at: common::square("f11"),
        glyph: "king".into(),
        letter: 'K',
        player: 1,
    }];
    let doc = |rotation| {
        svg(&Scene {
            rotation_deg: rotation,
            ..scene.clone()
        })
    };
    let piece_y = |doc: &str| -> i32 {
        let use_tag = &doc[doc.find("<use").expect("piece drawn")..];
        let y = &use_tag[use_tag.find(" y=\"").expect("y") + 4..];
        y[..y.find('"').expect("quote")].parse().expect("number")
    };
    assert!(piece_y(&doc(0)) < 200, "f11 is at the top");
    assert!(piece_y(&doc(180)) > 600, "f11 is at the bottom when turned");
}

#[test]
fn unknown_glyph_falls_back_to_a_lettered_disc() {
    let army = ArmyColour::default_for(0);
    let fallback = piece_svg("archbishop", 'A', &army);
    assert!(fallback.contains("<circle"));
    assert_ne!(fallback, piece_svg("chancellor", 'C', &army));
    assert_eq!(
        fallback,
        piece_svg("archbishop2", 'A', &army),
        "the letter decides"
    );
    parse(&fallback);
    // Letters the font lacks still give a valid drawing.
    parse(&piece_svg("weird", 'é', &army));

    let mut scene = common::glinski_start();
    scene.pieces.push(ScenePiece {
        at: common::square("f6"),
        glyph: "archbishop".into(),
        letter: 'A',
        player: 0,
    });
    let doc = svg(&scene);
    assert!(doc.contains("<circle cx=\"50\" cy=\"52\" r=\"36\""));
    let with = png(&scene).expect("png renders");
    assert_ne!(with, png(&common::glinski_start()).expect("png renders"));
}

#[test]
fn every_glyph_parses_and_is_distinct() {
    let ids = glyph_ids();
    // Every shipped piece having a drawing is checked per variant in `variants.rs`; here
    // the list itself must name each drawing once and include the orthodox six.
    let unique: std::collections::HashSet<_> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "a glyph id is listed twice");
    for required in ["king", "queen", "rook", "bishop", "knight", "pawn"] {
        assert!(ids.contains(&required), "missing glyph {required}");
    }
    let mut seen = std::collections::HashSet::new();
    for army in [ArmyColour::default_for(0), ArmyColour::default_for(1)] {
        for id in ids {
            let doc = piece_svg(id, 'Z', &army);
            assert!(
                !doc.contains("<circle cx=\"50\" cy=\"52\" r=\"36\""),
                "{id} is built in"
            );
            assert!(!doc.contains(" id="), "{id}: drawings must not define ids");
            assert!(!doc.contains("FILL") && !doc.contains("STROKE"));
            let tree = parse(&doc);
            assert_eq!(tree.size().width(), 100.0, "{id}");
            assert_eq!(tree.size().height(), 100.0, "{id}");
            assert!(seen.insert(doc), "{id} duplicates another drawing");
        }
    }
}

#[test]
fn piece_colours_follow_the_army() {
    let red = ArmyColour::new("#d04030", "#101010");
    let doc = piece_svg("rook", 'R', &red);
    assert!(doc.contains("#d04030") && doc.contains("#101010"));
    let mut scene = common::glinski_start();
    scene.army_colours = vec![red, ArmyColour::default_for(1)];
    assert!(svg(&scene).contains("#d04030"));
    // Players without colours fall back to the built-in palette.
    scene.army_colours.clear();
    parse(&svg(&scene));
}

#[test]
fn markers_appear_in_the_svg() {
    let mut scene = common::glinski_start();
    let plain = svg(&scene);
    scene.last_move = vec![common::square("f5"), common::square("f6")];
    scene.check = vec![common::square("g10")];
    scene.highlights = vec![common::square("f6"), common::square("g10")];
    let marked = svg(&scene);
    assert_ne!(plain, marked);
    assert!(marked.contains("url(#hc-check)"));
    assert!(
        marked.contains("fill=\"none\" stroke=\"#17581f\""),
        "ring on occupied cell"
    );
    assert!(marked.contains("fill=\"#17581f\""), "dot on empty cell");
}

#[test]
fn odd_boards_render() {
    // An hourglass of two triangles touching at the centre, and a lone cell.
    let mut cells = Vec::new();
    for q in -4i32..=4 {
        for r in -4i32..=4 {
            let s = -q - r;
            if (q <= 0 && r >= 0 && s <= 0) || (q >= 0 && r <= 0 && s >= 0) {
                cells.push(hexcourier_render::SceneCell {
                    at: Hex::new(q, r),
                    colour: (q - r).rem_euclid(3) as u8,
                    file: ((b'a' + (q + 4) as u8) as char).to_string(),
                    rank: (r + 5) as u32,
                });
            }
        }
    }
    for rotation in [0, 30, 60, 90, 150] {
        let scene = Scene {
            cells: cells.clone(),
            rotation_deg: rotation,
            size_px: 400,
            ..Scene::default()
        };
        parse(&svg(&scene));
        assert_eq!(png_size(&png(&scene).expect("png renders")), (400, 400));
    }
}
