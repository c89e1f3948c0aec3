//! Tables as pictures: a tournament's standings or crosstable, drawn with this crate's own
//! stroke font (no system fonts), as SVG and PNG.

use crate::{font, raster, RenderError};
use std::fmt::Write as _;

/// A table to draw: a title, column headings and rows of cells (text).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TablePicture {
    /// The line above the table.
    pub title: String,
    /// Column headings.
    pub header: Vec<String>,
    /// The rows, each as many cells as there are headings (fewer are left blank).
    pub rows: Vec<Vec<String>>,
}

/// Capital height of cell text, in pixels.
const CAP: f64 = 13.0;
/// Capital height of the title.
const TITLE_CAP: f64 = 17.0;
/// Height of a row.
const ROW: f64 = 28.0;
/// Padding inside a cell.
const PAD: f64 = 10.0;
/// The longest a cell's text may be before it is cut with an ellipsis (characters): room for
/// a 32-character name after `@` and a mark such as ` (visszalépett)`.
const MAX_CELL_CHARS: usize = 48;
/// The widest the title may be before it is cut with an ellipsis (pixels).
const MAX_TITLE_WIDTH: f64 = 1600.0;
/// The most rows drawn (a picture stays a reasonable size).
pub const MAX_ROWS: usize = 200;

/// A cell as drawn: long texts are cut with an ellipsis. Every character is drawn as it is
/// (the font has every Latin letter; others show as boxes).
fn drawable(text: &str) -> String {
    if text.chars().count() <= MAX_CELL_CHARS {
        return text.to_string();
    }
    let kept: String = text.chars().take(MAX_CELL_CHARS - 1).collect();
    format!("{}\u{2026}", kept.trim_end())
}

/// The table as an SVG document (deterministic).
pub fn table_svg(t: &TablePicture) -> String {
    let cols = t
        .header
        .len()
        .max(t.rows.iter().map(Vec::len).max().unwrap_or(0))
        .max(1);
    let cell = |r: &Vec<String>, c: usize| drawable(r.get(c).map_or("", String::as_str));
    let rows: Vec<&Vec<String>> = t.rows.iter().take(MAX_ROWS).collect();
    let mut widths = vec![0.0f64; cols];
    for (c, w) in widths.iter_mut().enumerate() {
        let head = drawable(t.header.get(c).map_or("", String::as_str));
        *w = font::text_width(&head, CAP);
        for r in &rows {
            *w = w.max(font::text_width(&cell(r, c), CAP));
        }
        *w += 2.0 * PAD;
    }
    let title = font::fit(&t.title, TITLE_CAP, MAX_TITLE_WIDTH);
    let table_w: f64 = widths.iter().sum();
    let width = (table_w + 2.0 * PAD)
        .max(font::text_width(&title, TITLE_CAP) + 4.0 * PAD)
        .ceil();
    let top = 2.0 * TITLE_CAP + 2.0 * PAD;
    let height = (top + ROW * (rows.len() as f64 + 1.0) + PAD).ceil();
    let mut svg = String::new();
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}"><rect width="100%" height="100%" fill="#f6f1e7"/>"##
    );
    // Stripes, then the heading's band.
    for i in 0..rows.len() {
        if i % 2 == 1 {
            let y = top + ROW * (i as f64 + 1.0);
            let _ = write!(
                svg,
                r##"<rect x="{PAD}" y="{y}" width="{table_w}" height="{ROW}" fill="#ebe3d3"/>"##
            );
        }
    }
    let _ = write!(
        svg,
        r##"<rect x="{PAD}" y="{top}" width="{table_w}" height="{ROW}" fill="#5b4636"/>"##
    );
    let mut dark = String::new();
    let mut light = String::new();
    font::append_text_path(
        &mut dark,
        &title,
        2.0 * PAD,
        PAD + TITLE_CAP / 2.0,
        TITLE_CAP,
    );
    let mut x = PAD;
    for (c, w) in widths.iter().enumerate() {
        let head = drawable(t.header.get(c).map_or("", String::as_str));
        font::append_text_path(&mut light, &head, x + PAD, top + (ROW - CAP) / 2.0, CAP);
        for (i, r) in rows.iter().enumerate() {
            let y = top + ROW * (i as f64 + 1.0) + (ROW - CAP) / 2.0;
            font::append_text_path(&mut dark, &cell(r, c), x + PAD, y, CAP);
        }
        x += w;
    }
    let stroke = |d: &str, colour: &str, width: f64| {
        format!(
            r#"<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width:.2}" stroke-linecap="round" stroke-linejoin="round"/>"#
        )
    };
    svg.push_str(&stroke(&dark, "#2b2118", CAP / 8.0 * 1.1));
    svg.push_str(&stroke(&light, "#fdfaf4", CAP / 8.0 * 1.1));
    svg.push_str("</svg>");
    svg
}

/// The table as PNG bytes.
///
/// # Errors
/// If it cannot be drawn or encoded.
pub fn table_png(t: &TablePicture) -> Result<Vec<u8>, RenderError> {
    raster::svg_to_png(&table_svg(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_standings_table_draws_and_encodes() {
        let t = TablePicture {
            title: "Spring Swiss, after round 2".into(),
            header: vec!["#".into(), "Player".into(), "Pts".into(), "Bh-1".into()],
            rows: vec![
                vec!["1".into(), "Alice".into(), "2".into(), "1½".into()],
                vec!["2".into(), "Bob ✓".into(), "½".into(), "2".into()],
            ],
        };
        let svg = table_svg(&t);
        assert!(svg.starts_with("<svg"));
        assert_eq!(svg, table_svg(&t), "deterministic");
        let png = table_png(&t).expect("png");
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        // A character the font lacks stays itself (drawn as a box), never `?`.
        assert_eq!(drawable("Bob ✓"), "Bob ✓");
    }

    /// The path of `text` drawn as a table draws a cell.
    fn cell_path(text: &str) -> String {
        let mut d = String::new();
        font::append_text_path(&mut d, text, 0.0, 0.0, CAP);
        d
    }

    #[test]
    fn polish_names_signs_and_marks_are_drawn_whole() {
        let title = "Puchar Łodzi – zimą: po 2 rundach";
        let player = "@Łucja #1 (wycofany(-a))";
        let t = TablePicture {
            title: title.into(),
            header: vec!["#".into(), "Gracz".into(), "Pkt".into()],
            rows: vec![vec!["1".into(), player.into(), "1½".into()]],
        };
        let svg = table_svg(&t);
        // Nothing is replaced, cut or drawn as a box: the title, the `#` heading and the
        // cell with its `@`, its Polish letter and its mark are drawn as they are.
        for text in [title, "#", player, "1½"] {
            assert!(font::missing(text).is_empty(), "{text}");
            assert_eq!(drawable(text), text);
        }
        let mut title_path = String::new();
        font::append_text_path(
            &mut title_path,
            title,
            2.0 * PAD,
            PAD + TITLE_CAP / 2.0,
            TITLE_CAP,
        );
        assert!(svg.contains(&title_path), "the title is drawn whole");
        let y = TITLE_CAP.mul_add(2.0, 2.0 * PAD) + ROW + (ROW - CAP) / 2.0;
        let x = PAD + font::text_width("1", CAP).max(font::text_width("#", CAP)) + 3.0 * PAD;
        let mut player_path = String::new();
        font::append_text_path(&mut player_path, player, x, y, CAP);
        assert!(
            svg.contains(&player_path),
            "the player's cell is drawn whole"
        );
        assert_ne!(cell_path("Ł"), cell_path("?"));
    }

    #[test]
    fn long_cells_are_cut_with_an_ellipsis() {
        let long = "Bartłomiej Żółkiewski-Szczebrzeszyński (wycofany)";
        let shown = drawable(long);
        assert_eq!(shown.chars().count(), MAX_CELL_CHARS);
        assert!(shown.ends_with('…'), "{shown}");
        // A 32-character name after `@` keeps its mark.
        let name = format!("@{} (visszalépett)", "é".repeat(32));
        assert_eq!(drawable(&name), name);
    }
}
