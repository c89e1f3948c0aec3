//! SVG fragments shared by the SVG and PNG outputs.
//!
//! A picture is made of three layers: the static background (board, features,
//! labels, hand panels), dynamic overlays (last move, check, highlights, hand
//! counts) and the piece sprites, placed on whole pixels so the PNG path can
//! blit pre-rendered sprites at exactly the same spots.

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::font::{self, num};
use crate::layout::Layout;
use crate::pieces::PieceStyle;
use crate::scene::{FeatureKind, Hex, Scene};

/// Colour of the margin around the board.
const BACKGROUND: &str = "#2b2420";
/// Colour of the frame around the board.
const FRAME: &str = "#1b1410";
/// Light, medium and dark cell colours.
const CELL_COLOURS: [&str; 3] = ["#ecd7ad", "#c89d66", "#8f5e31"];
/// Colour of the thin lines between cells.
const CELL_BORDER: &str = "#5b3e24";
/// Colour of coordinate labels.
const LABEL_COLOUR: &str = "#e9d9b6";
/// Colour of the hand strip panels.
const PANEL: &str = "#d8c29b";
/// Colour of the counts in the hand strips.
const COUNT_COLOUR: &str = "#2b2420";

/// One piece drawn at a whole-pixel square.
#[derive(Debug, Clone)]
pub(crate) struct Placement {
    pub style: PieceStyle,
    pub x: i32,
    pub y: i32,
    pub size: u32,
}

fn hex_path(out: &mut String, corners: &[(f64, f64); 6]) {
    for (i, (x, y)) in corners.iter().enumerate() {
        out.push(if i == 0 { 'M' } else { 'L' });
        let _ = write!(out, "{} {}", num(*x), num(*y));
    }
    out.push('Z');
}

/// Opening tag of a standalone document of the given size.
pub(crate) fn open_svg(size: u32) -> String {
    format!(
        concat!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" ",
            "xmlns:xlink=\"http://www.w3.org/1999/xlink\" ",
            "width=\"{0}\" height=\"{0}\" viewBox=\"0 0 {0} {0}\">\n"
        ),
        size
    )
}

/// The static background: margin, board, features, labels and hand panels.
pub(crate) fn background(scene: &Scene, layout: &Layout) -> String {
    let size = layout.size;
    let s = layout.s;
    let mut out = String::with_capacity(16 * 1024);
    let _ = writeln!(
        out,
        "<rect width=\"{size}\" height=\"{size}\" fill=\"{BACKGROUND}\"/>"
    );

    // Frame: every cell stroked thickly underneath the cells themselves.
    let mut all = String::new();
    for cell in &scene.cells {
        hex_path(&mut all, &layout.corners(cell.at, 1.0));
    }
    if !all.is_empty() {
        let _ = writeln!(
            out,
            "<path d=\"{all}\" fill=\"{FRAME}\" stroke=\"{FRAME}\" stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
            num(s * 0.24)
        );
    }
    for (shade, colour) in CELL_COLOURS.iter().enumerate() {
        let mut d = String::new();
        for cell in scene
            .cells
            .iter()
            .filter(|c| usize::from(c.colour % 3) == shade)
        {
            hex_path(&mut d, &layout.corners(cell.at, 1.0));
        }
        if !d.is_empty() {
            let _ = writeln!(
                out,
                "<path d=\"{d}\" fill=\"{colour}\" stroke=\"{CELL_BORDER}\" stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
                num((s * 0.035).max(0.8))
            );
        }
    }

    // Features.
    if scene.features.iter().any(|f| f.kind == FeatureKind::Hole) {
        out.push_str(concat!(
            "<defs><radialGradient id=\"hc-pit\">",
            "<stop offset=\"0\" stop-color=\"#050403\"/>",
            "<stop offset=\"0.6\" stop-color=\"#15100c\"/>",
            "<stop offset=\"1\" stop-color=\"#3d2e22\"/>",
            "</radialGradient></defs>\n"
        ));
    }
    for (i, feature) in scene.features.iter().enumerate() {
        let mut d = String::new();
        hex_path(&mut d, &layout.corners(feature.at, 0.96));
        match feature.kind {
            FeatureKind::Hole => {
                let _ = writeln!(
                    out,
                    "<path d=\"{d}\" fill=\"url(#hc-pit)\" stroke=\"#0d0907\" stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
                    num(s * 0.08)
                );
            }
            FeatureKind::Barrier => {
                let (cx, cy) = layout.centre(feature.at);
                let _ = write!(
                    out,
                    "<clipPath id=\"hc-wall{i}\"><path d=\"{d}\"/></clipPath>\
                     <path d=\"{d}\" fill=\"#8d877d\"/>\
                     <g clip-path=\"url(#hc-wall{i})\" stroke=\"#4a453e\" stroke-width=\"{}\" stroke-linecap=\"square\">",
                    num(s * 0.07)
                );
                let row = s * 0.42;
                let brick = s * 0.62;
                let mut lines = String::new();
                for j in -3i32..=3 {
                    let y = cy + f64::from(j) * row + row / 2.0;
                    let _ = write!(
                        lines,
                        "M{} {}H{}",
                        num(cx - 1.2 * s),
                        num(y),
                        num(cx + 1.2 * s)
                    );
                    let shift = if j % 2 == 0 { 0.0 } else { brick / 2.0 };
                    for k in -3i32..=3 {
                        let x = cx + f64::from(k) * brick + shift;
                        let _ = write!(lines, "M{} {}V{}", num(x), num(y), num(y + row));
                    }
                }
                let _ = writeln!(
                    out,
                    "<path d=\"{lines}\"/></g><path d=\"{d}\" fill=\"none\" stroke=\"#35312b\" stroke-width=\"{}\" stroke-linejoin=\"round\"/>",
                    num(s * 0.1)
                );
            }
        }
    }

    // Coordinate labels.
    let mut d = String::new();
    for label in &layout.labels {
        font::append_text_path(&mut d, &label.text, label.x, label.y, layout.label_cap);
    }
    if !d.is_empty() {
        let _ = writeln!(
            out,
            "<path d=\"{d}\" fill=\"none\" stroke=\"{LABEL_COLOUR}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
            num(layout.label_cap * 0.15)
        );
    }

    // Hand panels.
    if let Some((top, bottom)) = layout.strips {
        for strip in [top, bottom] {
            let pad = (strip.h * 0.1).round();
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{PANEL}\" stroke=\"{FRAME}\" stroke-width=\"{}\"/>",
                num(pad),
                num(strip.y + pad),
                num(f64::from(size) - 2.0 * pad),
                num(strip.h - 2.0 * pad),
                num(pad),
                num((strip.h * 0.04).max(1.0))
            );
        }
    }
    out
}

/// One item in a hand strip: a piece sprite and its count.
struct HandItem {
    style: PieceStyle,
    letter: char,
    count: u32,
    bottom: bool,
}

fn hand_items(scene: &Scene) -> Vec<HandItem> {
    scene
        .hand
        .iter()
        .filter(|row| row.count > 0)
        .map(|row| HandItem {
            style: PieceStyle::new(&row.glyph, row.letter, &scene.army(row.player)),
            letter: row.letter,
            count: row.count,
            bottom: row.player == scene.hand_viewer,
        })
        .collect()
}

/// Lays out the hand strips: piece placements plus the path data of the counts, the counts'
/// height, and for each placement whether it is in the bottom (viewer's) strip and its letter.
fn hand_layout(scene: &Scene, layout: &Layout) -> (Vec<Placement>, String, f64, Vec<(bool, char)>) {
    let mut placements = Vec::new();
    let mut whose = Vec::new();
    let mut counts = String::new();
    let Some((top, bottom)) = layout.strips else {
        return (placements, counts, 0.0, whose);
    };
    let items = hand_items(scene);
    let cap = top.h * 0.3;
    for (strip, is_bottom) in [(top, false), (bottom, true)] {
        let row: Vec<&HandItem> = items.iter().filter(|i| i.bottom == is_bottom).collect();
        if row.is_empty() {
            continue;
        }
        let size = f64::from(layout.size);
        let mut piece = (strip.h * 0.78).round();
        let text_w = font::text_width("x99", cap);
        let gap = strip.h * 0.15;
        let wanted = row.len() as f64 * (piece + text_w + gap);
        let avail = size - strip.h * 0.6;
        let mut k = 1.0;
        if wanted > avail {
            k = avail / wanted;
            piece = (piece * k).round().max(4.0);
        }
        let cap = cap * k;
        let mut x = strip.h * 0.3;
        let cy = strip.y + strip.h / 2.0;
        for item in row {
            // Pixel coordinates are small, so these casts are exact.
            placements.push(Placement {
                style: item.style.clone(),
                x: x.round() as i32,
                y: (cy - piece / 2.0).round() as i32,
                size: piece as u32,
            });
            whose.push((is_bottom, item.letter));
            x += piece + gap * 0.2;
            let text = format!("x{}", item.count);
            font::append_text_path(&mut counts, &text, x, cy - cap / 2.0, cap);
            x += font::text_width("x99", cap) + gap;
        }
    }
    (placements, counts, cap, whose)
}

/// Transparent squares over the pieces in the viewer's hand (the bottom strip), named by
/// `data-cell` as `hand` and the piece's letter (`handN`; see [`crate::svg_with_targets`]).
pub(crate) fn hand_targets(scene: &Scene, layout: &Layout) -> String {
    let (placements, _, _, whose) = hand_layout(scene, layout);
    let mut out = String::new();
    for (p, (bottom, letter)) in placements.iter().zip(whose) {
        if bottom && letter.is_ascii_alphanumeric() {
            let _ = writeln!(
                out,
                "<rect data-cell=\"hand{letter}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
                p.x, p.y, p.size, p.size
            );
        }
    }
    out
}

/// Dynamic overlays: last move, check glow, highlights and hand counts.
pub(crate) fn overlays(scene: &Scene, layout: &Layout) -> String {
    let s = layout.s;
    let mut out = String::new();
    let mut seen = HashSet::new();
    for h in &scene.last_move {
        if seen.insert(*h) {
            let mut d = String::new();
            hex_path(&mut d, &layout.corners(*h, 1.0));
            let _ = writeln!(
                out,
                "<path d=\"{d}\" fill=\"#c2e23a\" fill-opacity=\"0.5\"/>"
            );
        }
    }
    if !scene.check.is_empty() {
        out.push_str(concat!(
            "<defs><radialGradient id=\"hc-check\">",
            "<stop offset=\"0\" stop-color=\"#ff2010\"/>",
            "<stop offset=\"0.3\" stop-color=\"#ef1208\"/>",
            "<stop offset=\"0.75\" stop-color=\"#b00000\" stop-opacity=\"0.35\"/>",
            "<stop offset=\"1\" stop-color=\"#9e0000\" stop-opacity=\"0\"/>",
            "</radialGradient></defs>\n"
        ));
        for h in &scene.check {
            let (cx, cy) = layout.centre(*h);
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"url(#hc-check)\"/>",
                num(cx),
                num(cy),
                num(s * 0.95)
            );
        }
    }
    let occupied: HashSet<Hex> = scene.pieces.iter().map(|p| p.at).collect();
    let mut seen = HashSet::new();
    for h in &scene.highlights {
        if !seen.insert(*h) {
            continue;
        }
        let (cx, cy) = layout.centre(*h);
        if occupied.contains(h) {
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#17581f\" stroke-opacity=\"0.6\" stroke-width=\"{}\"/>",
                num(cx),
                num(cy),
                num(s * 0.76),
                num(s * 0.12)
            );
        } else {
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#17581f\" fill-opacity=\"0.55\"/>",
                num(cx),
                num(cy),
                num(s * 0.24)
            );
        }
    }
    let (_, counts, cap, _) = hand_layout(scene, layout);
    if !counts.is_empty() {
        let _ = writeln!(
            out,
            "<path d=\"{counts}\" fill=\"none\" stroke=\"{COUNT_COLOUR}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
            num(cap * 0.17)
        );
    }
    out
}

/// Every piece sprite to draw, board pieces first, then hand pieces.
pub(crate) fn placements(scene: &Scene, layout: &Layout) -> Vec<Placement> {
    let size = layout.piece_px();
    let half = f64::from(size) / 2.0;
    let mut out: Vec<Placement> = scene
        .pieces
        .iter()
        .map(|p| {
            let (cx, cy) = layout.centre(p.at);
            // Pixel coordinates are small, so these casts are exact.
            Placement {
                style: PieceStyle::new(&p.glyph, p.letter, &scene.army(p.player)),
                x: (cx - half).round() as i32,
                y: (cy - half).round() as i32,
                size,
            }
        })
        .collect();
    out.extend(hand_layout(scene, layout).0);
    out
}

/// The complete SVG document.
/// Transparent hexagons over the cells of `targets`, named by `data-cell` (see
/// [`crate::svg_with_targets`]); a name keeps only its ASCII letters and digits.
pub(crate) fn targets(scene: &Scene, layout: &Layout, targets: &[(Hex, String)]) -> String {
    let on_board: HashSet<Hex> = scene.cells.iter().map(|c| c.at).collect();
    let mut out = String::from("<g class=\"hc-cells\" fill=\"transparent\">\n");
    for (at, name) in targets.iter().filter(|(at, _)| on_board.contains(at)) {
        let mut d = String::new();
        hex_path(&mut d, &layout.corners(*at, 1.0));
        let name: String = name.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        let _ = writeln!(out, "<path data-cell=\"{name}\" d=\"{d}\"/>");
    }
    out.push_str("</g>\n");
    out
}

pub(crate) fn document(scene: &Scene, layout: &Layout, background: &str) -> String {
    let placements = placements(scene, layout);
    let mut styles: Vec<&PieceStyle> = Vec::new();
    for p in &placements {
        if !styles.contains(&&p.style) {
            styles.push(&p.style);
        }
    }
    let mut out = open_svg(layout.size);
    if !styles.is_empty() {
        out.push_str("<defs>\n");
        for (i, style) in styles.iter().enumerate() {
            let doc = style.document();
            let _ = writeln!(
                out,
                "<symbol id=\"hc-piece{i}\" viewBox=\"0 0 100 100\">{}</symbol>",
                crate::pieces::inner(&doc).trim()
            );
        }
        out.push_str("</defs>\n");
    }
    out.push_str(background);
    out.push_str(&overlays(scene, layout));
    for p in &placements {
        let i = styles.iter().position(|s| *s == &p.style).unwrap_or(0);
        let _ = writeln!(
            out,
            "<use xlink:href=\"#hc-piece{i}\" x=\"{}\" y=\"{}\" width=\"{2}\" height=\"{2}\"/>",
            p.x, p.y, p.size
        );
    }
    out.push_str("</svg>\n");
    out
}
