//! Writes sample pictures to /tmp/hexcourier-render for visual inspection.

#[path = "../tests/common/mod.rs"]
mod common;

use hexcourier_render::{glyph_ids, piece_svg, png, svg, ArmyColour, HandRow, Scene};

fn write(name: &str, bytes: &[u8]) {
    let dir = std::path::Path::new("/tmp/hexcourier-render");
    std::fs::create_dir_all(dir).expect("create output dir");
    std::fs::write(dir.join(name), bytes).expect("write file");
    println!("wrote {}", dir.join(name).display());
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let start = common::glinski_start();
    write("start.png", &png(&start)?);
    write("start.svg", svg(&start).as_bytes());
    let flipped = Scene {
        rotation_deg: 180,
        ..start.clone()
    };
    write("start-180.png", &png(&flipped)?);
    let turned = Scene {
        rotation_deg: 30,
        ..start.clone()
    };
    write("start-30.png", &png(&turned)?);

    let small = Scene {
        size_px: 400,
        rotation_deg: 120,
        ..start.clone()
    };
    write("start-120-small.png", &png(&small)?);

    // An hourglass board: two triangles touching at the centre.
    let mut cells = Vec::new();
    for q in -4i32..=4 {
        for r in -4i32..=4 {
            let s = -q - r;
            if (q <= 0 && r >= 0 && s <= 0) || (q >= 0 && r <= 0 && s >= 0) {
                cells.push(hexcourier_render::SceneCell {
                    at: hexcourier_render::Hex::new(q, r),
                    colour: (q - r).rem_euclid(3) as u8,
                    file: char::from(b'a' + (q + 4) as u8).to_string(),
                    rank: (r + 5) as u32,
                });
            }
        }
    }
    let hourglass = Scene {
        cells,
        ..Scene::default()
    };
    write("hourglass.png", &png(&hourglass)?);

    let mut full = common::full_house();
    full.highlights = vec![
        common::square("f6"),
        common::square("f7"),
        common::square("e6"),
    ];
    write("full-house.png", &png(&full)?);
    // Zoomed crop of the SVG output, rendered with resvg.
    let doc = svg(&full).replacen(
        "width=\"800\" height=\"800\" viewBox=\"0 0 800 800\"",
        "width=\"900\" height=\"900\" viewBox=\"250 300 300 300\"",
        1,
    );
    let tree = resvg::usvg::Tree::from_str(&doc, &resvg::usvg::Options::default())?;
    let mut pm = resvg::tiny_skia::Pixmap::new(900, 900).ok_or("pixmap")?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pm.as_mut(),
    );
    write("full-house-zoom.png", &pm.encode_png()?);

    let mut odd = common::glinski_start();
    odd.features = common::hole_and_barrier();
    odd.pieces.push(hexcourier_render::ScenePiece {
        at: common::square("d5"),
        glyph: "archbishop".into(),
        letter: 'A',
        player: 0,
    });
    odd.hand = vec![
        HandRow {
            player: 0,
            glyph: "knight".into(),
            letter: 'N',
            count: 2,
        },
        HandRow {
            player: 0,
            glyph: "pawn".into(),
            letter: 'P',
            count: 1,
        },
        HandRow {
            player: 1,
            glyph: "queen".into(),
            letter: 'Q',
            count: 1,
        },
    ];
    write("features-hand.png", &png(&odd)?);

    // Every glyph, then the promoted forms the shipped data uses and two
    // fallbacks (unknown glyph, unknown promotion origin).
    let mut ids: Vec<String> = glyph_ids().iter().map(|g| (*g).to_owned()).collect();
    for g in [
        "brassgeneral+pawn",
        "brassgeneral+azuregeneral",
        "brassgeneral+wing",
        "wazirranker+pawn",
        "wazirranker+wing",
        "wazirranker+supersaltire",
        "rook+zzz",
        "zzz",
    ] {
        ids.push(g.to_owned());
    }
    for (i, g) in ids.iter().enumerate() {
        println!("glyph {i:2}: {g}");
    }
    write("glyphs.png", &sheet(&ids)?);
    write("glyphs-big.png", &big_sheet(&ids)?);

    // Every built-in variant's start position, with one of each of its kinds
    // in both hands, to see the drawings at board and hand size.
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    for v in lib.variants() {
        // Variants without a start array (`setup-required`) have nothing to draw here.
        let Ok(pos) = hexcourier_engine::Position::start(v) else {
            println!("variant {}: no start position, skipped", v.id);
            continue;
        };
        let scene = variant_scene(v, &pos);
        write(&format!("variant-{}.png", v.id), &png(&scene)?);
        if v.id == "hourglass-s" || v.id == "hourglass-h" {
            // The black camp at twice the size.
            let doc = svg(&scene).replacen(
                "width=\"800\" height=\"800\" viewBox=\"0 0 800 800\"",
                "width=\"800\" height=\"800\" viewBox=\"60 80 400 400\"",
                1,
            );
            write(
                &format!("variant-{}-zoom.png", v.id),
                &to_png(&doc, 800, 800)?,
            );
        }
    }
    Ok(())
}

/// The scene of `pos`, with one of each kind in every player's hand.
fn variant_scene(v: &hexcourier_engine::Variant, pos: &hexcourier_engine::Position) -> Scene {
    let hex = |c| {
        let h = v.board.hex(c);
        hexcourier_render::Hex::new(h.q, h.r)
    };
    let cells = v
        .board
        .cells()
        .map(|c| {
            let info = v.board.info(c);
            hexcourier_render::SceneCell {
                at: hex(c),
                colour: info.colour,
                file: v.board.files()[info.file].name.clone(),
                rank: info.rank,
            }
        })
        .collect();
    let pieces = pos
        .pieces()
        .map(|(c, p)| {
            let k = v.kind(p.kind);
            hexcourier_render::ScenePiece {
                at: hex(c),
                glyph: k.glyph.clone(),
                letter: k.def.letter,
                player: p.player.0,
            }
        })
        .collect();
    let hand = (0..v.players.len())
        .flat_map(|player| {
            v.kinds.iter().map(move |k| HandRow {
                player: player as u8,
                glyph: k.glyph.clone(),
                letter: k.def.letter,
                count: 1,
            })
        })
        .collect();
    Scene {
        cells,
        pieces,
        hand,
        army_colours: v
            .players
            .iter()
            .map(|p| ArmyColour::new(&p.colours[0], &p.colours[1]))
            .collect(),
        ..Scene::default()
    }
}

/// The inner markup of one piece drawing, placed at `(x, y)` with `size` px.
fn placed(glyph: &str, player: u8, x: usize, y: usize, size: usize) -> String {
    let doc = piece_svg(glyph, 'Z', &ArmyColour::default_for(player));
    let inner = &doc[doc.find('>').map_or(0, |i| i + 1)..doc.rfind("</svg>").unwrap_or(doc.len())];
    format!(
        "<svg x=\"{x}\" y=\"{y}\" width=\"{size}\" height=\"{size}\" viewBox=\"0 0 100 100\">{inner}</svg>"
    )
}

/// Renders an SVG document of `width` x `height` px to PNG bytes.
fn to_png(doc: &str, width: u32, height: u32) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    let tree = resvg::usvg::Tree::from_str(doc, &resvg::usvg::Options::default())?;
    let mut pm = resvg::tiny_skia::Pixmap::new(width, height).ok_or("pixmap")?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pm.as_mut(),
    );
    Ok(pm.encode_png()?)
}

/// A sheet of every glyph for both armies: 64 px drawings, then 40 px ones
/// (board size) on light, medium and dark cell colours.
fn sheet(ids: &[String]) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    const COLUMNS: usize = 11;
    const CELL_W: usize = 136;
    const CELL_H: usize = 124;
    let rows = ids.len().div_ceil(COLUMNS);
    let (width, height) = (COLUMNS * CELL_W, rows * CELL_H);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\"><rect width=\"{width}\" height=\"{height}\" fill=\"#2b2420\"/>"
    );
    for (i, g) in ids.iter().enumerate() {
        let (x, y) = ((i % COLUMNS) * CELL_W, (i / COLUMNS) * CELL_H);
        let shade = ["#ecd7ad", "#c89d66", "#8f5e31"][i % 3];
        out.push_str(&format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#ecd7ad\"/><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"50\" fill=\"{shade}\"/>",
            x + 2,
            y + 2,
            CELL_W - 4,
            CELL_H - 56,
            x + 2,
            y + CELL_H - 54,
            CELL_W - 4
        ));
        out.push_str(&placed(g, 0, x + 2, y + 2, 64));
        out.push_str(&placed(g, 1, x + 68, y + 2, 64));
        out.push_str(&placed(g, 0, x + 18, y + CELL_H - 49, 40));
        out.push_str(&placed(g, 1, x + 76, y + CELL_H - 49, 40));
    }
    out.push_str("</svg>");
    to_png(&out, width as u32, height as u32)
}

/// Big drawings for close inspection, white army above black.
fn big_sheet(ids: &[String]) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    const COLUMNS: usize = 9;
    let rows = ids.len().div_ceil(COLUMNS);
    let (width, height) = (COLUMNS * 200, rows * 400);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\"><rect width=\"{width}\" height=\"{height}\" fill=\"#ecd7ad\"/>"
    );
    for (i, g) in ids.iter().enumerate() {
        let (x, y) = ((i % COLUMNS) * 200, (i / COLUMNS) * 400);
        out.push_str(&format!(
            "<rect x=\"{x}\" y=\"{y}\" width=\"195\" height=\"395\" fill=\"none\" stroke=\"#999\"/>"
        ));
        out.push_str(&placed(g, 0, x, y, 195));
        out.push_str(&placed(g, 1, x, y + 200, 195));
    }
    out.push_str("</svg>");
    to_png(&out, width as u32, height as u32)
}
