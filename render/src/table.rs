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
/// The longest a cell's text may be before it is cut (characters).
const MAX_CELL_CHARS: usize = 32;
/// The most rows drawn (a picture stays a reasonable size).
pub const MAX_ROWS: usize = 200;

/// What the font can draw of a text: characters it lacks become `?`, and long texts are cut.
fn drawable(text: &str) -> String {
    let known: std::collections::HashSet<char> = font::chars().collect();
    let mut out: String = text
        .chars()
        .map(|c| match c {
            '½' => '5',
            c if known.contains(&c) => c,
            c if known.contains(&c.to_ascii_uppercase()) => c.to_ascii_uppercase(),
            _ => '?',
        })
        .take(MAX_CELL_CHARS)
        .collect();
    if text.chars().count() > MAX_CELL_CHARS {
        out.push('.');
    }
    out
}

/// `½` is drawn as `.5` after a whole number and as `0.5` alone.
fn with_halves(text: &str) -> String {
    if !text.contains('½') {
        return text.to_string();
    }
    if text == "½" {
        return "0.5".into();
    }
    text.replace('½', ".5")
}

/// The table as an SVG document (deterministic).
pub fn table_svg(t: &TablePicture) -> String {
    let cols = t
        .header
        .len()
        .max(t.rows.iter().map(Vec::len).max().unwrap_or(0))
        .max(1);
    let cell =
        |r: &Vec<String>, c: usize| drawable(&with_halves(r.get(c).map_or("", String::as_str)));
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
    let title = drawable(&t.title);
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
        assert_eq!(drawable("Bob ✓"), "Bob ?");
        assert_eq!(with_halves("1½"), "1.5");
    }
}
