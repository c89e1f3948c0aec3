//! Link preview cards: a position beside a few lines of text, 1200 x 630 pixels (the size
//! chat services and social sites show as a large preview, Open Graph's `og:image`).

use crate::{font, raster, RenderError, Scene};
use resvg::tiny_skia::{Pixmap, Transform};
use std::fmt::Write as _;

/// The card's width in pixels.
pub const CARD_WIDTH: u32 = 1200;
/// The card's height in pixels.
pub const CARD_HEIGHT: u32 = 630;

/// Margin around the board and the text.
const MARGIN: u32 = 24;
/// Capital height of the first line, then of the others.
const TITLE_CAP: f64 = 30.0;
const LINE_CAP: f64 = 22.0;
/// The most characters a line keeps (longer ones are cut with `...`).
const MAX_LINE_CHARS: usize = 34;

/// A letter the font has no glyph for, as the plain letters it is written without its
/// accents in Polish, Hungarian and German (`ł` as `l`, `ő` as `o`, `ß` as `ss`), or itself.
fn unaccented(c: char) -> &'static str {
    match c {
        'ą' | 'á' | 'ä' => "a",
        'Ą' | 'Á' | 'Ä' => "A",
        'ć' => "c",
        'Ć' => "C",
        'ę' | 'é' => "e",
        'Ę' | 'É' => "E",
        'í' => "i",
        'Í' => "I",
        'ł' => "l",
        'Ł' => "L",
        'ń' => "n",
        'Ń' => "N",
        'ó' | 'ö' | 'ő' => "o",
        'Ó' | 'Ö' | 'Ő' => "O",
        'ś' => "s",
        'Ś' => "S",
        'ú' | 'ü' | 'ű' => "u",
        'Ú' | 'Ü' | 'Ű' => "U",
        'ź' | 'ż' => "z",
        'Ź' | 'Ż' => "Z",
        'ß' => "ss",
        '\u{2013}' | '\u{2014}' | '\u{2022}' => "-",
        _ => "",
    }
}

/// What the font can draw of a line: accented letters without their accents, other unknown
/// characters as `?`; long lines are cut.
fn drawable(text: &str) -> String {
    let known: Vec<char> = font::chars().collect();
    let plain: Vec<char> = text
        .chars()
        .flat_map(|c| {
            let folded = unaccented(c);
            if known.contains(&c) || folded.is_empty() {
                vec![c]
            } else {
                folded.chars().collect()
            }
        })
        .collect();
    let mut out: String = plain
        .iter()
        .map(|&c| {
            if known.contains(&c) {
                c
            } else if known.contains(&c.to_ascii_uppercase()) {
                c.to_ascii_uppercase()
            } else {
                '?'
            }
        })
        .take(MAX_LINE_CHARS)
        .collect();
    if plain.len() > MAX_LINE_CHARS {
        out.push_str("...");
    }
    out
}

/// A card: the scene's board on the left (its `size_px` is set to fit), `lines` of text on
/// the right, the first one larger.
///
/// # Errors
/// If the board or the text cannot be drawn, or the PNG encoded.
pub fn card_png(scene: &Scene, lines: &[String]) -> Result<Vec<u8>, RenderError> {
    let board_px = CARD_HEIGHT - 2 * MARGIN;
    let mut scene = scene.clone();
    scene.size_px = board_px;
    let board = raster::pixmap(&scene)?;
    let text_x = f64::from(board_px + 3 * MARGIN);
    let mut svg = String::new();
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}"><rect width="100%" height="100%" fill="#f6f1e7"/>"##
    );
    let mut y = f64::from(MARGIN) * 3.0;
    for (i, line) in lines.iter().enumerate() {
        let cap = if i == 0 { TITLE_CAP } else { LINE_CAP };
        let mut d = String::new();
        font::append_text_path(&mut d, &drawable(line), text_x, y, cap);
        let _ = write!(
            svg,
            r##"<path d="{d}" fill="none" stroke="{}" stroke-width="{:.2}" stroke-linecap="round" stroke-linejoin="round"/>"##,
            if i == 0 { "#2b2118" } else { "#5b4636" },
            cap / 8.0 * 1.2
        );
        y += cap * 2.2;
    }
    svg.push_str("</svg>");
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default())?;
    let mut card = Pixmap::new(CARD_WIDTH, CARD_HEIGHT).ok_or(RenderError::Pixmap {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
    })?;
    resvg::render(&tree, Transform::identity(), &mut card.as_mut());
    raster::blit_at(&mut card, &board, MARGIN as i32, MARGIN as i32);
    raster::encode(&card)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accented_letters_are_drawn_without_their_accents() {
        assert_eq!(drawable("Glińskiego"), "Glinskiego");
        assert_eq!(drawable("Łódź"), "Lodz");
        assert_eq!(drawable("Fehér lép"), "Feher lep");
        assert_eq!(drawable("Weiß zieht"), "Weiss zieht");
        assert_eq!(drawable("ő ű ö ü"), "o u o u");
        assert_eq!(drawable("✓"), "?");
        assert_eq!(
            drawable(&"ą".repeat(40)),
            format!("{}...", "a".repeat(MAX_LINE_CHARS))
        );
    }
}
