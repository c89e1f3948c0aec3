//! Writes sample pictures to /tmp/hexcourier-render for visual inspection.

#[path = "../tests/common/mod.rs"]
mod common;

use hexcourier_render::{
    glyph_ids, piece_svg, png, svg, ArmyColour, FeatureKind, HandRow, Scene, SceneFeature,
};

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
    odd.features = vec![
        SceneFeature {
            at: common::square("f6"),
            kind: FeatureKind::Hole,
        },
        SceneFeature {
            at: common::square("e6"),
            kind: FeatureKind::Barrier,
        },
    ];
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

    // A sheet of every glyph, large, for both armies.
    let mut sheet = String::from(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1300\" height=\"420\" viewBox=\"0 0 1300 420\"><rect width=\"1300\" height=\"420\" fill=\"#c89d66\"/>",
    );
    for (i, g) in glyph_ids().iter().chain(["zzz"].iter()).enumerate() {
        for (row, army) in [ArmyColour::default_for(0), ArmyColour::default_for(1)]
            .iter()
            .enumerate()
        {
            let doc = piece_svg(g, 'Z', army);
            let inner =
                &doc[doc.find('>').map_or(0, |i| i + 1)..doc.rfind("</svg>").unwrap_or(doc.len())];
            sheet.push_str(&format!(
                "<svg x=\"{}\" y=\"{}\" width=\"90\" height=\"90\" viewBox=\"0 0 100 100\">{}</svg>",
                i * 92,
                row * 92,
                inner
            ));
            sheet.push_str(&format!(
                "<svg x=\"{}\" y=\"{}\" width=\"50\" height=\"50\" viewBox=\"0 0 100 100\">{}</svg>",
                i * 92 + 20,
                200 + row * 56,
                inner
            ));
            sheet.push_str(&format!(
                "<svg x=\"{}\" y=\"{}\" width=\"36\" height=\"36\" viewBox=\"0 0 100 100\">{}</svg>",
                i * 92 + 27,
                330 + row * 40,
                inner
            ));
        }
    }
    sheet.push_str("</svg>");
    let tree = resvg::usvg::Tree::from_str(&sheet, &resvg::usvg::Options::default())?;
    let mut pm = resvg::tiny_skia::Pixmap::new(1300, 420).ok_or("pixmap")?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pm.as_mut(),
    );
    write("glyphs.png", &pm.encode_png()?);

    // Big drawings for close inspection.
    let mut big = String::from(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1400\" height=\"800\" viewBox=\"0 0 1400 800\"><rect width=\"1400\" height=\"800\" fill=\"#ecd7ad\"/>",
    );
    for (i, g) in glyph_ids().iter().enumerate() {
        let army = ArmyColour::default_for((i / 7 % 2) as u8);
        let doc = piece_svg(g, 'Z', &army);
        let inner =
            &doc[doc.find('>').map_or(0, |i| i + 1)..doc.rfind("</svg>").unwrap_or(doc.len())];
        big.push_str(&format!(
            "<svg x=\"{}\" y=\"{}\" width=\"195\" height=\"195\" viewBox=\"0 0 100 100\"><rect width=\"100\" height=\"100\" fill=\"none\" stroke=\"#999\" stroke-width=\"0.5\"/>{}</svg>",
            (i % 7) * 200,
            (i / 7) * 400,
            inner
        ));
        let army = ArmyColour::default_for(((i / 7 + 1) % 2) as u8);
        let doc = piece_svg(g, 'Z', &army);
        let inner =
            &doc[doc.find('>').map_or(0, |i| i + 1)..doc.rfind("</svg>").unwrap_or(doc.len())];
        big.push_str(&format!(
            "<svg x=\"{}\" y=\"{}\" width=\"195\" height=\"195\" viewBox=\"0 0 100 100\">{}</svg>",
            (i % 7) * 200,
            (i / 7) * 400 + 200,
            inner
        ));
    }
    big.push_str("</svg>");
    let tree = resvg::usvg::Tree::from_str(&big, &resvg::usvg::Options::default())?;
    let mut pm = resvg::tiny_skia::Pixmap::new(1400, 800).ok_or("pixmap")?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pm.as_mut(),
    );
    write("glyphs-big.png", &pm.encode_png()?);
    Ok(())
}
