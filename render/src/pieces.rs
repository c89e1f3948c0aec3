//! Built-in piece drawings and the lettered-disc fallback.
//!
//! Every drawing is a complete SVG document with a `0 0 100 100` view box in
//! which the placeholders `FILL`, `STROKE` and `DETAIL` stand for the body,
//! outline and inner-line colours of an army.

use crate::font;
use crate::scene::ArmyColour;

/// `(glyph id, SVG source)` of every built-in piece drawing.
const GLYPHS: &[(&str, &str)] = &[
    ("king", include_str!("../assets/pieces/king.svg")),
    ("queen", include_str!("../assets/pieces/queen.svg")),
    ("rook", include_str!("../assets/pieces/rook.svg")),
    ("bishop", include_str!("../assets/pieces/bishop.svg")),
    ("knight", include_str!("../assets/pieces/knight.svg")),
    ("pawn", include_str!("../assets/pieces/pawn.svg")),
    ("sailor", include_str!("../assets/pieces/sailor.svg")),
    (
        "missionary",
        include_str!("../assets/pieces/missionary.svg"),
    ),
    (
        "thunderbird",
        include_str!("../assets/pieces/thunderbird.svg"),
    ),
    ("hippo", include_str!("../assets/pieces/hippo.svg")),
    ("pegasus", include_str!("../assets/pieces/pegasus.svg")),
    ("hydra", include_str!("../assets/pieces/hydra.svg")),
    ("unicorn", include_str!("../assets/pieces/unicorn.svg")),
    ("fool", include_str!("../assets/pieces/fool.svg")),
    ("countess", include_str!("../assets/pieces/countess.svg")),
    ("vicereine", include_str!("../assets/pieces/vicereine.svg")),
    ("viceroy", include_str!("../assets/pieces/viceroy.svg")),
    ("virago", include_str!("../assets/pieces/virago.svg")),
    ("wing", include_str!("../assets/pieces/wing.svg")),
    ("horn", include_str!("../assets/pieces/horn.svg")),
    ("senhelm", include_str!("../assets/pieces/senhelm.svg")),
    ("saltire", include_str!("../assets/pieces/saltire.svg")),
    ("wazir", include_str!("../assets/pieces/wazir.svg")),
    ("waiter", include_str!("../assets/pieces/waiter.svg")),
    ("besieger", include_str!("../assets/pieces/besieger.svg")),
    ("cohen", include_str!("../assets/pieces/cohen.svg")),
    ("rabbi", include_str!("../assets/pieces/rabbi.svg")),
    ("finch", include_str!("../assets/pieces/finch.svg")),
    (
        "rookranker",
        include_str!("../assets/pieces/rookranker.svg"),
    ),
    (
        "brassgeneral",
        include_str!("../assets/pieces/brassgeneral.svg"),
    ),
    (
        "azuregeneral",
        include_str!("../assets/pieces/azuregeneral.svg"),
    ),
    (
        "wazirranker",
        include_str!("../assets/pieces/wazirranker.svg"),
    ),
    ("dexter", include_str!("../assets/pieces/dexter.svg")),
    ("sinister", include_str!("../assets/pieces/sinister.svg")),
    (
        "supersaltire",
        include_str!("../assets/pieces/supersaltire.svg"),
    ),
    (
        "draughts-man",
        include_str!("../assets/pieces/draughts-man.svg"),
    ),
    (
        "draughts-king",
        include_str!("../assets/pieces/draughts-king.svg"),
    ),
    ("engineer", include_str!("../assets/pieces/engineer.svg")),
    (
        "teleporter",
        include_str!("../assets/pieces/teleporter.svg"),
    ),
];

/// Ids of the built-in glyphs, in a fixed order.
pub const GLYPH_IDS: &[&str] = &[
    "king",
    "queen",
    "rook",
    "bishop",
    "knight",
    "pawn",
    "sailor",
    "missionary",
    "thunderbird",
    "hippo",
    "pegasus",
    "hydra",
    "unicorn",
    "fool",
    "countess",
    "vicereine",
    "viceroy",
    "virago",
    "wing",
    "horn",
    "senhelm",
    "saltire",
    "wazir",
    "waiter",
    "besieger",
    "cohen",
    "rabbi",
    "finch",
    "rookranker",
    "brassgeneral",
    "azuregeneral",
    "wazirranker",
    "dexter",
    "sinister",
    "supersaltire",
    "draughts-man",
    "draughts-king",
    "engineer",
    "teleporter",
];

/// Raw SVG source (with placeholders) of a built-in glyph.
pub(crate) fn source(glyph: &str) -> Option<&'static str> {
    GLYPHS.iter().find(|g| g.0 == glyph).map(|g| g.1)
}

/// The built-in glyph id equal to `glyph`, with a `'static` lifetime.
fn known(glyph: &str) -> Option<&'static str> {
    GLYPH_IDS.iter().copied().find(|g| *g == glyph)
}

/// Whether `glyph` is drawn from built-in art rather than the lettered disc:
/// a built-in id, or `base+origin` where both are built-in ids.
pub fn is_builtin(glyph: &str) -> bool {
    match glyph.split_once('+') {
        Some((base, origin)) => known(base).is_some() && known(origin).is_some(),
        None => known(glyph).is_some(),
    }
}

/// Badge drawn on a promoted piece (glyph id `base+origin`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Badge {
    /// No badge: a plain glyph.
    None,
    /// The silhouette of the built-in glyph the piece was promoted from.
    Origin(&'static str),
    /// A star, for an origin that has no built-in drawing.
    Star,
}

/// Fill of the promotion badge.
const BADGE_FILL: &str = "#c8321e";
/// Colour of the origin silhouette or star inside the badge.
const BADGE_INK: &str = "#fff4dc";

/// Identifies one piece drawing in one set of colours.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct PieceStyle {
    /// Built-in glyph id, or `None` for the lettered fallback disc.
    pub glyph: Option<&'static str>,
    /// Promotion badge on a built-in glyph.
    pub badge: Badge,
    /// Letter of the fallback disc (`'\0'` for built-in glyphs).
    pub letter: char,
    pub fill: String,
    pub stroke: String,
}

impl PieceStyle {
    pub fn new(glyph: &str, letter: char, army: &ArmyColour) -> Self {
        let (base, origin) = match glyph.split_once('+') {
            Some((base, origin)) => (base, Some(origin)),
            None => (glyph, None),
        };
        let glyph = known(base);
        let badge = match (glyph, origin) {
            (Some(_), Some(origin)) => known(origin).map_or(Badge::Star, Badge::Origin),
            _ => Badge::None,
        };
        Self {
            glyph,
            badge,
            letter: if glyph.is_some() { '\0' } else { letter },
            fill: sanitize_colour(&army.fill, "#f8f8f0"),
            stroke: sanitize_colour(&army.stroke, "#202020"),
        }
    }

    /// Complete SVG document (100 x 100 view box) of this piece.
    pub fn document(&self) -> String {
        let raw = match self.glyph.and_then(source) {
            Some(src) => src.to_owned(),
            None => fallback_source(self.letter),
        };
        let doc = raw
            .replace("FILL", &self.fill)
            .replace("STROKE", &self.stroke)
            .replace("DETAIL", &detail_colour(&self.fill, &self.stroke));
        let mark = match self.badge {
            Badge::None => return doc,
            Badge::Origin(origin) => source(origin).map_or_else(star, |src| {
                format!(
                    "<g transform=\"translate(59.5 4.5) scale(0.37)\">{}</g>",
                    inner(src)
                        .replace("FILL", BADGE_INK)
                        .replace("STROKE", BADGE_INK)
                        .replace("DETAIL", BADGE_INK)
                )
            }),
            Badge::Star => star(),
        };
        format!(
            concat!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">",
                "<g transform=\"translate(4 10) scale(0.9)\">{}</g>",
                "<circle cx=\"78\" cy=\"22\" r=\"20\" fill=\"{}\" stroke=\"{}\" ",
                "stroke-width=\"3.5\"/>{}</svg>"
            ),
            inner(&doc),
            BADGE_FILL,
            self.stroke,
            mark
        )
    }
}

/// A five-pointed star centred in the promotion badge.
fn star() -> String {
    format!(
        concat!(
            "<path d=\"M78.0 9.0L81.2 17.6L90.4 18.0L83.1 23.7L85.6 32.5L78.0 27.4",
            "L70.4 32.5L72.9 23.7L65.6 18.0L74.8 17.6Z\" fill=\"{}\"/>"
        ),
        BADGE_INK
    )
}

/// The part of an SVG document between the root element's tags.
pub(crate) fn inner(doc: &str) -> &str {
    let start = doc
        .find("<svg")
        .and_then(|i| doc[i..].find('>').map(|j| i + j + 1))
        .unwrap_or(0);
    let end = doc.rfind("</svg>").unwrap_or(doc.len());
    doc.get(start..end).unwrap_or("")
}

/// Source of the fallback disc showing `letter` in the stroke font.
fn fallback_source(letter: char) -> String {
    let letter = if font::has_glyph(letter) { letter } else { '?' };
    let d = font::centred_text_path(&letter.to_string(), 50.0, 52.0, 34.0);
    format!(
        concat!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">",
            "<circle cx=\"50\" cy=\"52\" r=\"36\" fill=\"FILL\" stroke=\"STROKE\" stroke-width=\"4\"/>",
            "<path d=\"{}\" fill=\"none\" stroke=\"DETAIL\" stroke-width=\"6.5\" ",
            "stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
        ),
        d
    )
}

/// Keeps `colour` only if it is safe to paste into an attribute.
fn sanitize_colour(colour: &str, default: &str) -> String {
    let ok = !colour.is_empty()
        && colour.len() <= 32
        && colour.chars().all(|c| {
            c.is_ascii_alphanumeric() || matches!(c, '#' | '(' | ')' | ',' | '.' | '%' | ' ')
        });
    if ok {
        colour.to_owned()
    } else {
        default.to_owned()
    }
}

/// Relative luminance (0..1) of a `#rgb` / `#rrggbb` colour, if parseable.
fn luminance(colour: &str) -> Option<f64> {
    let hex = colour.strip_prefix('#')?;
    let channel = |s: &str| u8::from_str_radix(s, 16).ok().map(f64::from);
    let (r, g, b) = match hex.len() {
        3 => (
            channel(&hex[0..1])? * 17.0,
            channel(&hex[1..2])? * 17.0,
            channel(&hex[2..3])? * 17.0,
        ),
        6 => (
            channel(&hex[0..2])?,
            channel(&hex[2..4])?,
            channel(&hex[4..6])?,
        ),
        _ => return None,
    };
    Some((0.2126 * r + 0.7152 * g + 0.0722 * b) / 255.0)
}

/// Colour of the inner detail lines: the outline colour when it contrasts
/// with the body, otherwise a light or dark ink that does.
fn detail_colour(fill: &str, stroke: &str) -> String {
    let lf = luminance(fill).unwrap_or(0.9);
    match luminance(stroke) {
        Some(ls) if (lf - ls).abs() >= 0.4 => stroke.to_owned(),
        None if lf >= 0.5 => stroke.to_owned(),
        _ if lf < 0.5 => "#ece6d8".to_owned(),
        _ => "#1c1c1c".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_match_table() {
        let ids: Vec<&str> = GLYPHS.iter().map(|g| g.0).collect();
        assert_eq!(ids, GLYPH_IDS);
    }

    #[test]
    fn detail_contrasts() {
        assert_eq!(detail_colour("#f8f8f0", "#202020"), "#202020");
        assert_eq!(detail_colour("#202020", "#f8f8f0"), "#f8f8f0");
        assert_eq!(detail_colour("#2b2927", "#0c0b0a"), "#ece6d8");
    }

    #[test]
    fn hostile_colours_are_replaced() {
        let army = ArmyColour::new("red\"/><script>", "#000");
        let style = PieceStyle::new("king", 'K', &army);
        assert_eq!(style.fill, "#f8f8f0");
        assert_eq!(style.stroke, "#000");
    }

    #[test]
    fn inner_strips_root() {
        assert_eq!(inner("<svg a=\"b\"><g/></svg>\n"), "<g/>");
    }
}
