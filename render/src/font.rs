//! A tiny hand-made vector stroke font.
//!
//! Every glyph is SVG path data (absolute `M`, `L`, `H`, `V`, `Q` and `Z`
//! commands only) on a grid where capitals and digits span `y = 0..8`
//! (baseline at 8), lower case letters have their x-height at `y = 3`, and
//! descenders reach `y = 10`. Most glyphs are 4 units wide. The paths are meant
//! to be stroked (round caps and joins) with a width of about one unit.

use std::fmt::Write as _;

/// Height of capitals and digits in font units.
pub const CAP_HEIGHT: f64 = 8.0;

/// Space between two glyphs in font units.
const SPACING: f64 = 1.7;

/// `(char, ink width, path data)` of every glyph.
const GLYPHS: &[(char, f64, &str)] = &[
    (' ', 2.5, ""),
    // Digits.
    ('0', 4.0, "M2 0Q0 0 0 4Q0 8 2 8Q4 8 4 4Q4 0 2 0Z"),
    ('1', 4.0, "M0.6 1.6L2.3 0V8M0.6 8H4"),
    ('2', 4.0, "M0.1 1.6Q0.6 0 2 0Q4 0 4 2.1Q4 3.6 2.2 5L0 8H4"),
    (
        '3',
        4.0,
        "M0.2 1Q0.9 0 2 0Q3.9 0 3.9 1.9Q3.9 3.8 1.7 3.8M1.7 3.8Q4 3.8 4 5.9Q4 8 2 8Q0.8 8 0 7",
    ),
    ('4', 4.0, "M3 8V0L0 5.6H4"),
    (
        '5',
        4.0,
        "M3.8 0H0.6L0.3 3.7Q1 3.1 2 3.1Q4 3.1 4 5.5Q4 8 2 8Q0.8 8 0 7.2",
    ),
    (
        '6',
        4.0,
        "M3.7 0.6Q3.1 0 2.1 0Q0 0 0 4.3Q0 8 2 8Q4 8 4 5.6Q4 3.2 2 3.2Q0.6 3.2 0 4.6",
    ),
    ('7', 4.0, "M0 0H4L1.4 8"),
    (
        '8',
        4.0,
        "M2 3.8Q0.3 3.8 0.3 1.9Q0.3 0 2 0Q3.7 0 3.7 1.9Q3.7 3.8 2 3.8Q0 3.8 0 5.9Q0 8 2 8Q4 8 4 5.9Q4 3.8 2 3.8Z",
    ),
    (
        '9',
        4.0,
        "M0.3 7.4Q0.9 8 1.9 8Q4 8 4 3.7Q4 0 2 0Q0 0 0 2.4Q0 4.8 2 4.8Q3.4 4.8 4 3.4",
    ),
    // Lower case.
    ('a', 4.0, "M4 3V8M4 5.5Q4 3 2 3Q0 3 0 5.5Q0 8 2 8Q4 8 4 5.5"),
    ('b', 4.0, "M0 0V8M0 5.5Q0 3 2 3Q4 3 4 5.5Q4 8 2 8Q0 8 0 5.5"),
    ('c', 4.0, "M4 3.7Q3.4 3 2 3Q0 3 0 5.5Q0 8 2 8Q3.4 8 4 7.3"),
    ('d', 4.0, "M4 0V8M4 5.5Q4 3 2 3Q0 3 0 5.5Q0 8 2 8Q4 8 4 5.5"),
    ('e', 4.0, "M0 5.4H4Q4 3 2 3Q0 3 0 5.5Q0 8 2 8Q3.4 8 4 7.3"),
    ('f', 3.6, "M3.6 0.3Q3.1 0 2.5 0Q1.4 0 1.4 1.5V8M0 3H3.2"),
    (
        'g',
        4.0,
        "M4 3V8.6Q4 10 2 10Q1 10 0.3 9.5M4 5.5Q4 3 2 3Q0 3 0 5.5Q0 8 2 8Q4 8 4 5.5",
    ),
    ('h', 4.0, "M0 0V8M0 5.2Q0.5 3 2 3Q4 3 4 5V8"),
    ('i', 2.0, "M0.4 3H1.4V8M0.4 8H2M1.4 0.8V1.1"),
    ('j', 2.6, "M1 3H2.2V8.8Q2.2 10 1 10Q0.5 10 0 9.7M2.2 0.8V1.1"),
    ('k', 4.0, "M0 0V8M3.8 3L0 6.2M1.5 4.9L4 8"),
    ('l', 2.6, "M0 0H1.2V6.7Q1.2 8 2.6 8"),
    (
        'm',
        5.6,
        "M0 3V8M0 4.7Q0.4 3 1.4 3Q2.8 3 2.8 4.7V8M2.8 4.7Q3.2 3 4.2 3Q5.6 3 5.6 4.7V8",
    ),
    ('n', 4.0, "M0 3V8M0 5.2Q0.5 3 2 3Q4 3 4 5V8"),
    ('o', 4.0, "M2 3Q0 3 0 5.5Q0 8 2 8Q4 8 4 5.5Q4 3 2 3Z"),
    ('p', 4.0, "M0 3V10M0 5.5Q0 3 2 3Q4 3 4 5.5Q4 8 2 8Q0 8 0 5.5"),
    ('q', 4.0, "M4 3V10M4 5.5Q4 3 2 3Q0 3 0 5.5Q0 8 2 8Q4 8 4 5.5"),
    ('r', 3.6, "M0 3V8M0 5.3Q0.6 3 2.4 3Q3.1 3 3.6 3.3"),
    (
        's',
        3.8,
        "M3.7 3.6Q3.1 3 1.9 3Q0.2 3 0.2 4.3Q0.2 5.4 1.9 5.5Q3.8 5.6 3.8 6.7Q3.8 8 1.9 8Q0.6 8 0 7.4",
    ),
    ('t', 3.6, "M1.4 0.8V6.7Q1.4 8 2.7 8Q3.2 8 3.6 7.7M0 3H3.4"),
    ('u', 4.0, "M0 3V5.8Q0 8 2 8Q4 8 4 5.8M4 3V8"),
    ('v', 4.0, "M0 3L2 8L4 3"),
    ('w', 5.6, "M0 3L1.4 8L2.8 4.2L4.2 8L5.6 3"),
    ('x', 4.0, "M0 3L4 8M4 3L0 8"),
    ('y', 4.0, "M0 3L2.1 7.9M4 3L1.6 9.1Q1.2 10 0.3 10"),
    ('z', 4.0, "M0 3H4L0 8H4"),
    // Upper case.
    ('A', 4.4, "M0 8L2.2 0L4.4 8M0.8 5.2H3.6"),
    (
        'B',
        4.0,
        "M0 4H2.2Q4 4 4 6Q4 8 2.2 8H0V0H2.1Q3.7 0 3.7 2Q3.7 4 2.1 4",
    ),
    ('C', 4.2, "M4.2 1.1Q3.5 0 2.2 0Q0 0 0 4Q0 8 2.2 8Q3.5 8 4.2 6.9"),
    ('D', 4.2, "M0 0V8H1.7Q4.2 8 4.2 4Q4.2 0 1.7 0Z"),
    ('E', 4.0, "M4 0H0V8H4M0 4H3.2"),
    ('F', 4.0, "M4 0H0V8M0 4H3.2"),
    (
        'G',
        4.4,
        "M4.2 1.1Q3.5 0 2.2 0Q0 0 0 4Q0 8 2.3 8Q4.4 8 4.4 5.6V4.6H2.6",
    ),
    ('H', 4.2, "M0 0V8M4.2 0V8M0 4H4.2"),
    ('I', 2.8, "M0 0H2.8M1.4 0V8M0 8H2.8"),
    ('J', 3.6, "M1.4 0H3.6M3 0V5.9Q3 8 1.5 8Q0.5 8 0 7.2"),
    ('K', 4.2, "M0 0V8M4.2 0L0 5.2M1.4 3.7L4.2 8"),
    ('L', 3.8, "M0 0V8H3.8"),
    ('M', 5.4, "M0 8V0L2.7 5.4L5.4 0V8"),
    ('N', 4.2, "M0 8V0L4.2 8V0"),
    ('O', 5.0, "M2.5 0Q0 0 0 4Q0 8 2.5 8Q5 8 5 4Q5 0 2.5 0Z"),
    ('P', 4.0, "M0 8V0H2Q4 0 4 2.2Q4 4.4 2 4.4H0"),
    (
        'Q',
        5.0,
        "M2.5 0Q0 0 0 4Q0 8 2.5 8Q5 8 5 4Q5 0 2.5 0ZM3.1 6.1L5 8.6",
    ),
    ('R', 4.0, "M0 8V0H2Q4 0 4 2.2Q4 4.4 2 4.4H0M2.1 4.4L4 8"),
    (
        'S',
        4.0,
        "M3.8 1Q3.2 0 2 0Q0.2 0 0.2 2Q0.2 3.8 2 4Q3.9 4.2 3.9 6Q3.9 8 2 8Q0.7 8 0 7",
    ),
    ('T', 4.4, "M0 0H4.4M2.2 0V8"),
    ('U', 4.2, "M0 0V5.6Q0 8 2.1 8Q4.2 8 4.2 5.6V0"),
    ('V', 4.4, "M0 0L2.2 8L4.4 0"),
    ('W', 5.8, "M0 0L1.4 8L2.9 2.6L4.4 8L5.8 0"),
    ('X', 4.2, "M0 0L4.2 8M4.2 0L0 8"),
    ('Y', 4.4, "M0 0L2.2 4.2L4.4 0M2.2 4.2V8"),
    ('Z', 4.2, "M0 0H4.2L0 8H4.2"),
    // Symbols.
    ('-', 3.0, "M0 4.6H3"),
    ('+', 4.0, "M0 4.6H4M2 2.6V6.6"),
    ('=', 4.0, "M0 3.4H4M0 5.8H4"),
    ('.', 0.4, "M0.2 7.8V8"),
    (':', 0.4, "M0.2 3.2V3.4M0.2 7.8V8"),
    ('/', 3.6, "M3.6 0L0 8.6"),
    (
        '?',
        4.0,
        "M0.2 1.4Q0.8 0 2 0Q4 0 4 2Q4 3.3 2.8 3.9Q2 4.3 2 5.6M2 7.8V8",
    ),
    ('!', 0.4, "M0.2 0V5.6M0.2 7.8V8"),
    ('\'', 0.4, "M0.2 0V2.2"),
    ('(', 2.2, "M2.2 -0.3Q0 2 0 4.3Q0 6.6 2.2 8.9"),
    (')', 2.2, "M0 -0.3Q2.2 2 2.2 4.3Q2.2 6.6 0 8.9"),
];

fn lookup(c: char) -> Option<&'static (char, f64, &'static str)> {
    GLYPHS.iter().find(|g| g.0 == c)
}

/// Raw path data of the glyph for `c` in font units, if the font has it.
pub fn glyph_path(c: char) -> Option<&'static str> {
    lookup(c).map(|g| g.2)
}

/// Every character the font can draw.
pub fn chars() -> impl Iterator<Item = char> {
    GLYPHS.iter().map(|g| g.0)
}

/// Width of `text` in font units (unknown characters count as `?`-less boxes of 4 units).
pub fn text_width_units(text: &str) -> f64 {
    let mut width = 0.0;
    let mut first = true;
    for c in text.chars() {
        if !first {
            width += SPACING;
        }
        first = false;
        width += lookup(c).map_or(4.0, |g| g.1);
    }
    width
}

/// Width of `text` when drawn with capitals `cap_height` tall.
pub fn text_width(text: &str, cap_height: f64) -> f64 {
    text_width_units(text) * cap_height / CAP_HEIGHT
}

/// Appends path data for `text` to `out`, scaled so capitals are `cap_height`
/// tall, with the top-left corner of the capital box at `(x, y)`.
///
/// Characters the font lacks are drawn as an empty box.
pub fn append_text_path(out: &mut String, text: &str, x: f64, y: f64, cap_height: f64) {
    let k = cap_height / CAP_HEIGHT;
    let mut pen = 0.0;
    for c in text.chars() {
        let (w, d) = match lookup(c) {
            Some(g) => (g.1, g.2),
            None => (4.0, "M0 0H4V8H0Z"),
        };
        transform_path(out, d, x + pen * k, y, k);
        pen += w + SPACING;
    }
}

/// Path data for `text` centred on `(cx, cy)` (the middle of the capital box).
pub fn centred_text_path(text: &str, cx: f64, cy: f64, cap_height: f64) -> String {
    let mut out = String::new();
    let w = text_width(text, cap_height);
    append_text_path(
        &mut out,
        text,
        cx - w / 2.0,
        cy - cap_height / 2.0,
        cap_height,
    );
    out
}

/// Rewrites glyph path data `d` scaled by `k` and moved by `(dx, dy)` as
/// absolute `M`/`L`/`Q`/`Z` commands.
fn transform_path(out: &mut String, d: &str, dx: f64, dy: f64, k: f64) {
    let mut tokens = Tokens::new(d);
    let (mut cx, mut cy) = (0.0, 0.0);
    let (mut sx, mut sy) = (0.0, 0.0);
    let mut cmd = 'M';
    let fmt = |out: &mut String, x: f64, y: f64| {
        let _ = write!(out, "{} {}", num(dx + x * k), num(dy + y * k));
    };
    while let Some(tok) = tokens.next_token() {
        match tok {
            Token::Cmd(c) => {
                cmd = c;
                if c == 'Z' {
                    out.push('Z');
                    cx = sx;
                    cy = sy;
                }
            }
            Token::Num(first) => match cmd {
                'M' | 'L' => {
                    let y = tokens.num();
                    out.push(cmd);
                    fmt(out, first, y);
                    if cmd == 'M' {
                        sx = first;
                        sy = y;
                        cmd = 'L';
                    }
                    cx = first;
                    cy = y;
                }
                'H' => {
                    out.push('L');
                    fmt(out, first, cy);
                    cx = first;
                }
                'V' => {
                    out.push('L');
                    fmt(out, cx, first);
                    cy = first;
                }
                'Q' => {
                    let y1 = tokens.num();
                    let x2 = tokens.num();
                    let y2 = tokens.num();
                    out.push('Q');
                    fmt(out, first, y1);
                    out.push(' ');
                    fmt(out, x2, y2);
                    cx = x2;
                    cy = y2;
                }
                _ => {}
            },
        }
    }
}

/// Formats a coordinate with at most two decimals and no trailing zeros.
pub(crate) fn num(v: f64) -> String {
    let r = (v * 100.0).round() / 100.0;
    let r = if r == 0.0 { 0.0 } else { r };
    let s = format!("{r:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_owned()
}

enum Token {
    Cmd(char),
    Num(f64),
}

struct Tokens<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Tokens<'a> {
    fn new(s: &'a str) -> Self {
        Self {
            s: s.as_bytes(),
            i: 0,
        }
    }

    fn next_token(&mut self) -> Option<Token> {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b',') {
            self.i += 1;
        }
        let c = *self.s.get(self.i)?;
        if c.is_ascii_alphabetic() {
            self.i += 1;
            return Some(Token::Cmd(char::from(c)));
        }
        let start = self.i;
        self.i += 1;
        while self.i < self.s.len() && matches!(self.s[self.i], b'0'..=b'9' | b'.') {
            self.i += 1;
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("0");
        Some(Token::Num(text.parse().unwrap_or(0.0)))
    }

    fn num(&mut self) -> f64 {
        match self.next_token() {
            Some(Token::Num(v)) => v,
            _ => 0.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn required_characters_exist() {
        let required = ('a'..='z')
            .chain('A'..='Z')
            .chain('0'..='9')
            .chain("-+=.:/()x".chars());
        for c in required {
            assert!(glyph_path(c).is_some(), "missing glyph {c:?}");
        }
    }

    #[test]
    fn glyphs_stay_on_grid() {
        for c in chars() {
            let mut out = String::new();
            append_text_path(&mut out, &c.to_string(), 0.0, 0.0, CAP_HEIGHT);
            let nums = out
                .split(|ch: char| ch.is_ascii_alphabetic() || ch == ' ')
                .filter(|s| !s.is_empty())
                .map(|s| s.parse::<f64>().expect("number"));
            for v in nums {
                assert!((-0.5..=10.0).contains(&v), "{c:?} leaves the grid: {v}");
            }
        }
    }

    #[test]
    fn transform_expands_h_and_v() {
        let mut out = String::new();
        transform_path(&mut out, "M1 2H3V4Z", 10.0, 20.0, 2.0);
        assert_eq!(out, "M12 24L16 24L16 28Z");
    }

    #[test]
    fn width_adds_spacing() {
        assert!((text_width_units("10") - (4.0 + SPACING + 4.0)).abs() < 1e-9);
        assert!((text_width("1", 16.0) - 8.0).abs() < 1e-9);
    }
}
