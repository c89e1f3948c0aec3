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
/// The smallest a line is shrunk to before it is cut with an ellipsis (`…`).
const MIN_TITLE_CAP: f64 = 18.0;
const MIN_LINE_CAP: f64 = 14.0;
/// Where the text starts (right of the board) and how wide it may be, in pixels.
const TEXT_X: f64 = (CARD_HEIGHT + MARGIN) as f64;
const TEXT_WIDTH: f64 = (CARD_WIDTH - CARD_HEIGHT - 2 * MARGIN) as f64;

/// A line of the card as drawn: its text and capital height.
#[derive(Debug, Clone, PartialEq)]
struct Line {
    text: String,
    cap: f64,
}

/// The lines as they fit beside the board: a line too wide is shrunk, down to a smallest
/// size, and then cut with an ellipsis; nothing is cut at the card's edge.
fn lay_out(lines: &[String]) -> Vec<Line> {
    lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let (cap, min) = if i == 0 {
                (TITLE_CAP, MIN_TITLE_CAP)
            } else {
                (LINE_CAP, MIN_LINE_CAP)
            };
            let width = font::text_width(line, cap);
            let cap = if width > TEXT_WIDTH {
                (cap * TEXT_WIDTH / width).max(min)
            } else {
                cap
            };
            Line {
                text: font::fit(line, cap, TEXT_WIDTH),
                cap,
            }
        })
        .collect()
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
    let mut svg = String::new();
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}"><rect width="100%" height="100%" fill="#f6f1e7"/>"##
    );
    let mut y = f64::from(MARGIN) * 3.0;
    for (i, Line { text, cap }) in lay_out(lines).into_iter().enumerate() {
        let mut d = String::new();
        font::append_text_path(&mut d, &text, TEXT_X, y, cap);
        let _ = write!(
            svg,
            r##"<path d="{d}" fill="none" stroke="{}" stroke-width="{:.2}" stroke-linecap="round" stroke-linejoin="round"/>"##,
            if i == 0 { "#2b2118" } else { "#5b4636" },
            cap / 8.0 * 1.2
        );
        y += if i == 0 { TITLE_CAP } else { LINE_CAP } * 2.2;
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
    fn the_text_starts_right_of_the_board() {
        let board_px = f64::from(CARD_HEIGHT - 2 * MARGIN);
        assert_eq!(TEXT_X, board_px + 3.0 * f64::from(MARGIN));
        assert_eq!(TEXT_X + TEXT_WIDTH, f64::from(CARD_WIDTH - MARGIN));
    }

    #[test]
    fn a_long_polish_title_fits_the_card_with_every_letter() {
        let lines = vec![
            "Heksagonalne szachy Glińskiego \u{2022} Łucja Żółkiewska vs Grzegorz Brzęczyszczykiewicz"
                .to_string(),
            "Szachy heksagonalne Glińskiego".to_string(),
            "Łucja Żółkiewska-Szczebrzeszyńska gegen Ödön Szőke-Weiß, Runde 12".to_string(),
            "12 ruchów".to_string(),
        ];
        let laid = lay_out(&lines);
        for (line, given) in laid.iter().zip(&lines) {
            assert!(
                font::text_width(&line.text, line.cap) <= TEXT_WIDTH,
                "{line:?}"
            );
            assert!(font::missing(&line.text).is_empty(), "{line:?}");
            assert!(!line.text.contains('?'), "{line:?}");
            // Either whole, or cut with an ellipsis after what it keeps of the line.
            match line.text.strip_suffix('\u{2026}') {
                Some(kept) => assert!(given.starts_with(kept.trim_end()), "{line:?}"),
                None => assert_eq!(&line.text, given),
            }
        }
        // A title that fits when shrunk is shrunk, not cut; one that cannot, at the smallest
        // size, is cut.
        assert_eq!(laid[1].text, lines[1]);
        assert!(laid[0].text.ends_with('\u{2026}') && laid[0].cap == MIN_TITLE_CAP);
        let title = lay_out(&["Heksagonalne szachy Glińskiego".to_string()]);
        assert_eq!(title[0].text, "Heksagonalne szachy Glińskiego");
        assert!(title[0].cap < TITLE_CAP && title[0].cap >= MIN_TITLE_CAP);
        assert!(font::text_width(&title[0].text, title[0].cap) <= TEXT_WIDTH);
        // Short lines keep their size.
        assert_eq!(laid[3].cap, LINE_CAP);
        assert_eq!(laid[3].text, "12 ruchów");
    }
}
