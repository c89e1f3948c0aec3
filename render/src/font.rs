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
    ('"', 1.8, "M0.2 0V2.2M1.6 0V2.2"),
    ('#', 4.2, "M1.6 0.4L0.8 8M3.6 0.4L2.8 8M0.4 2.8H4.2M0 5.6H3.8"),
    (
        '$',
        3.8,
        "M3.6 1.8Q3.1 1 2 1Q0.4 1 0.4 2.6Q0.4 4 2 4.2Q3.7 4.4 3.7 5.8Q3.7 7.2 2 7.2Q0.8 7.2 0.2 6.4M2 0V8.2",
    ),
    (
        '%',
        4.4,
        "M3.8 0.4L0.6 7.8M1 0.2Q0 0.2 0 1.4Q0 2.6 1 2.6Q2 2.6 2 1.4Q2 0.2 1 0.2ZM3.4 5.6Q2.4 5.6 2.4 6.8Q2.4 8 3.4 8Q4.4 8 4.4 6.8Q4.4 5.6 3.4 5.6Z",
    ),
    (
        '&',
        4.4,
        "M4.2 8L1 3.4Q0.4 2.6 0.4 1.8Q0.4 0 2 0Q3.4 0 3.4 1.6Q3.4 2.8 1.6 4Q0 5 0 6.2Q0 8 2 8Q3.4 8 4.4 5.4",
    ),
    ('*', 4.0, "M2 1.6V6M0.1 2.7L3.9 4.9M3.9 2.7L0.1 4.9"),
    (',', 0.6, "M0.4 7.6V8.2Q0.4 9 0 9.4"),
    (';', 0.6, "M0.4 3.2V3.4M0.4 7.6V8.2Q0.4 9 0 9.4"),
    ('<', 3.6, "M3.6 2L0 4.6L3.6 7.2"),
    ('>', 3.6, "M0 2L3.6 4.6L0 7.2"),
    (
        '@',
        6.0,
        "M4.4 4.8Q4.4 3 3 3Q1.6 3 1.6 4.9Q1.6 6.4 2.8 6.4Q4.4 6.4 4.4 4.4M4.4 3.2V5.8Q4.4 6.6 5.1 6.6Q6 6.6 6 4.2Q6 0.4 3 0.4Q0 0.4 0 4.4Q0 8.4 3.2 8.4Q4.4 8.4 5.2 7.8",
    ),
    ('[', 2.0, "M2 -0.3H0.4V8.9H2"),
    ('\\', 3.6, "M0 0L3.6 8.6"),
    (']', 2.0, "M0 -0.3H1.6V8.9H0"),
    ('^', 3.6, "M0 3L1.8 0.4L3.6 3"),
    ('_', 4.0, "M0 9.4H4"),
    ('`', 1.2, "M0 0.4L1.2 1.8"),
    (
        '{',
        2.2,
        "M2.2 -0.3Q1 -0.3 1 1V3.3Q1 4.3 0 4.3Q1 4.3 1 5.3V7.6Q1 8.9 2.2 8.9",
    ),
    ('|', 0.4, "M0.2 -0.3V8.9"),
    (
        '}',
        2.2,
        "M0 -0.3Q1.2 -0.3 1.2 1V3.3Q1.2 4.3 2.2 4.3Q1.2 4.3 1.2 5.3V7.6Q1.2 8.9 0 8.9",
    ),
    ('~', 4.6, "M0 5Q0.4 3.8 1.3 3.8Q2 3.8 2.4 4.5Q2.8 5.2 3.5 5.2Q4.4 5.2 4.6 4"),
    // Punctuation beyond ASCII that names and titles use.
    ('\u{2013}', 4.0, "M0 4.6H4"),
    ('\u{2014}', 7.0, "M0 4.6H7"),
    ('\u{2018}', 0.6, "M0.6 0.2Q0 0.8 0 1.6V2.2"),
    ('\u{2019}', 0.6, "M0.6 0V0.6Q0.6 1.4 0 2"),
    ('\u{201A}', 0.6, "M0.6 7.6V8.2Q0.6 9 0 9.4"),
    (
        '\u{201C}',
        2.0,
        "M0.6 0.2Q0 0.8 0 1.6V2.2M2 0.2Q1.4 0.8 1.4 1.6V2.2",
    ),
    ('\u{201D}', 2.0, "M0.6 0V0.6Q0.6 1.4 0 2M2 0V0.6Q2 1.4 1.4 2"),
    (
        '\u{201E}',
        2.0,
        "M0.6 7.6V8.2Q0.6 9 0 9.4M2 7.6V8.2Q2 9 1.4 9.4",
    ),
    ('\u{2022}', 2.0, "M1 3.8Q0 3.8 0 4.8Q0 5.8 1 5.8Q2 5.8 2 4.8Q2 3.8 1 3.8ZM1 4.6V5"),
    ('\u{2026}', 4.0, "M0.2 7.8V8M2 7.8V8M3.8 7.8V8"),
    ('\u{2039}', 1.6, "M1.6 3L0 4.6L1.6 6.2"),
    ('\u{203A}', 1.6, "M0 3L1.6 4.6L0 6.2"),
    (
        '\u{20AC}',
        4.4,
        "M4.4 1Q3.8 0 2.8 0Q1 0 1 4Q1 8 2.8 8Q3.8 8 4.4 7M0 3.2H3.2M0 4.8H3.2",
    ),
    // Latin-1 symbols.
    ('\u{A0}', 2.5, ""),
    ('¡', 0.4, "M0.2 3V3.2M0.2 5.4V10"),
    (
        '¢',
        4.0,
        "M4 3.7Q3.4 3 2 3Q0 3 0 5.5Q0 8 2 8Q3.4 8 4 7.3M2.2 1.8V9.2",
    ),
    ('£', 4.0, "M3.6 1Q3 0 2.1 0Q0.8 0 0.8 1.8V8M0 8H4M0 4.3H2.6"),
    (
        '¤',
        4.0,
        "M2 2.6Q0.5 2.6 0.5 4.6Q0.5 6.6 2 6.6Q3.5 6.6 3.5 4.6Q3.5 2.6 2 2.6ZM0 2.1L0.9 3M4 2.1L3.1 3M0 7.1L0.9 6.2M4 7.1L3.1 6.2",
    ),
    ('¥', 4.4, "M0 0L2.2 4.2L4.4 0M2.2 4.2V8M0.6 4.8H3.8M0.6 6.4H3.8"),
    ('¦', 0.4, "M0.2 0V3.4M0.2 5V8.6"),
    (
        '§',
        4.0,
        "M3.4 0.6Q2.9 0 2 0Q0.4 0 0.4 1.3Q0.4 2.4 2 2.8Q3.6 3.2 3.6 4.5Q3.6 5.5 2.4 5.9M1.6 2.1Q0.4 2.5 0.4 3.5Q0.4 4.8 2 5.2Q3.6 5.6 3.6 6.7Q3.6 8 2 8Q1.1 8 0.6 7.4",
    ),
    ('¨', 2.2, "M0.2 1V1.3M2 1V1.3"),
    (
        '©',
        6.0,
        "M3 0.8Q0 0.8 0 4.3Q0 7.8 3 7.8Q6 7.8 6 4.3Q6 0.8 3 0.8ZM4.1 3.1Q3.7 2.6 3 2.6Q1.7 2.6 1.7 4.3Q1.7 6 3 6Q3.7 6 4.1 5.5",
    ),
    (
        'ª',
        2.4,
        "M2.4 0.6V3.4M2.4 2Q2.4 0.6 1.2 0.6Q0 0.6 0 2Q0 3.4 1.2 3.4Q2.4 3.4 2.4 2M0 4.6H2.4",
    ),
    ('«', 3.6, "M1.6 3L0 4.6L1.6 6.2M3.6 3L2 4.6L3.6 6.2"),
    ('¬', 4.0, "M0 3.6H4V5.6"),
    ('\u{AD}', 3.0, "M0 4.6H3"),
    (
        '®',
        6.0,
        "M3 0.8Q0 0.8 0 4.3Q0 7.8 3 7.8Q6 7.8 6 4.3Q6 0.8 3 0.8ZM2 6V2.6H3.2Q4.2 2.6 4.2 3.5Q4.2 4.4 3.2 4.4H2M3.2 4.4L4.2 6",
    ),
    ('¯', 3.0, "M0 0.8H3"),
    ('°', 2.4, "M1.2 0Q0 0 0 1.2Q0 2.4 1.2 2.4Q2.4 2.4 2.4 1.2Q2.4 0 1.2 0Z"),
    ('±', 4.0, "M0 3.6H4M2 1.6V5.6M0 7.4H4"),
    ('²', 2.6, "M0.1 0.9Q0.4 0 1.3 0Q2.5 0 2.5 1.2Q2.5 2 1.4 2.9L0 4.4H2.6"),
    (
        '³',
        2.6,
        "M0.1 0.5Q0.5 0 1.3 0Q2.5 0 2.5 1.1Q2.5 2.1 1.2 2.1Q2.6 2.1 2.6 3.3Q2.6 4.4 1.3 4.4Q0.5 4.4 0 3.9",
    ),
    ('´', 1.3, "M0 2.2L1.3 0.6"),
    ('µ', 4.0, "M0 3V10M0 5.8Q0 8 2 8Q4 8 4 5.8M4 3V8"),
    ('¶', 4.0, "M2.6 0V8.6M4 0V8.6M4 0H1.8Q0 0 0 2.2Q0 4.4 1.8 4.4H2.6"),
    ('·', 0.4, "M0.2 4.4V4.7"),
    ('¸', 1.7, "M0.6 8V8.6Q1.7 8.6 1.7 9.3Q1.7 10.1 0 9.9"),
    ('¹', 2.3, "M0.3 0.8L1.3 0V4.4M0.3 4.4H2.3"),
    (
        'º',
        2.4,
        "M1.2 0.6Q0 0.6 0 2Q0 3.4 1.2 3.4Q2.4 3.4 2.4 2Q2.4 0.6 1.2 0.6ZM0 4.6H2.4",
    ),
    ('»', 3.6, "M0 3L1.6 4.6L0 6.2M2 3L3.6 4.6L2 6.2"),
    ('¼', 6.0, "M0.3 0.8L1.3 0V4.2M4.8 0.2L1.4 7.8M5.4 8V3.8L3.4 6.6H6"),
    (
        '½',
        6.1,
        "M0.3 0.8L1.3 0V4.2M4.8 0.2L1.4 7.8M3.6 4.6Q3.9 3.8 4.8 3.8Q6 3.8 6 4.9Q6 5.6 5 6.5L3.5 8H6.1",
    ),
    (
        '¾',
        6.0,
        "M0.1 0.5Q0.5 0 1.3 0Q2.4 0 2.4 1Q2.4 2 1.2 2Q2.5 2 2.5 3.1Q2.5 4.2 1.3 4.2Q0.5 4.2 0 3.7M4.8 0.2L1.4 7.8M5.4 8V3.8L3.4 6.6H6",
    ),
    ('¿', 4.0, "M3.8 6.6Q3.2 8 2 8Q0 8 0 6Q0 4.7 1.2 4.1Q2 3.7 2 2.4M2 0V0.2"),
    ('×', 4.0, "M0.4 2.8L3.6 6.4M3.6 2.8L0.4 6.4"),
    ('÷', 4.0, "M0 4.6H4M2 2.4V2.7M2 6.5V6.8"),
    // Latin letters with a shape of their own (the others are a base and a mark: MARKED).
    ('Æ', 6.4, "M0 8L2.6 0H6.4M2.6 0V8H6.4M2.6 4H5.6M0.9 5.2H2.6"),
    (
        'æ',
        6.4,
        "M0 3.6Q0.6 3 1.7 3Q3.2 3 3.2 4.6V8M3.2 5.4Q0 5.2 0 6.8Q0 8 1.5 8Q3.2 8 3.2 6.2M3.2 5.4H6.4Q6.4 3 4.8 3Q3.2 3 3.2 5.5Q3.2 8 4.8 8Q5.9 8 6.4 7.3",
    ),
    ('Ð', 4.8, "M0.6 0V8H2.3Q4.8 8 4.8 4Q4.8 0 2.3 0ZM0 4H2.2"),
    ('Đ', 4.8, "M0.6 0V8H2.3Q4.8 8 4.8 4Q4.8 0 2.3 0ZM0 4H2.2"),
    (
        'ð',
        4.0,
        "M2 3.2Q0 3.2 0 5.6Q0 8 2 8Q4 8 4 5.6Q4 2.2 1.2 0.2M1.2 1.8L3.4 0.8",
    ),
    ('đ', 5.0, "M4 0V8M4 5.5Q4 3 2 3Q0 3 0 5.5Q0 8 2 8Q4 8 4 5.5M2.6 1.3H5"),
    ('Ø', 5.0, "M2.5 0Q0 0 0 4Q0 8 2.5 8Q5 8 5 4Q5 0 2.5 0ZM4.8 0L0.2 8"),
    ('ø', 4.0, "M2 3Q0 3 0 5.5Q0 8 2 8Q4 8 4 5.5Q4 3 2 3ZM4 2.6L0 8.4"),
    ('Þ', 4.0, "M0 0V8M0 1.8H2Q4 1.8 4 3.9Q4 6 2 6H0"),
    ('þ', 4.0, "M0 0V10M0 5.5Q0 3 2 3Q4 3 4 5.5Q4 8 2 8Q0 8 0 5.5"),
    (
        'ß',
        4.0,
        "M0 8V1.8Q0 0 1.8 0Q3.6 0 3.6 1.8Q3.6 3.3 2 3.6Q4 3.8 4 5.8Q4 8 2 8Q1.3 8 0.9 7.7",
    ),
    ('Ħ', 5.4, "M0.6 0V8M4.8 0V8M0.6 4H4.8M0 1.8H5.4"),
    ('ħ', 4.6, "M0.6 0V8M0.6 5.2Q1.1 3 2.6 3Q4.6 3 4.6 5V8M0 1.3H2.6"),
    ('ı', 2.0, "M0.4 3H1.4V8M0.4 8H2"),
    (
        'Ĳ',
        8.1,
        "M0 0H2.8M1.4 0V8M0 8H2.8M5.9 0H8.1M7.5 0V5.9Q7.5 8 6 8Q5 8 4.5 7.2",
    ),
    (
        'ĳ',
        5.4,
        "M0.4 3H1.4V8M0.4 8H2M1.4 0.8V1.1M4.2 3H5.4V8.8Q5.4 10 4.2 10Q3.7 10 3.2 9.7M5.4 0.8V1.1",
    ),
    ('ĸ', 4.0, "M0 3V8M3.8 3L0 6.2M1.5 4.9L4 8"),
    ('Ŀ', 5.4, "M0 0V8H3.8M5.2 4.4V4.7"),
    ('ŀ', 3.8, "M0 0H1.2V6.7Q1.2 8 2.6 8M3.6 4.4V4.7"),
    ('Ł', 4.6, "M1 0V8H4.6M0 5.2L2.4 3.4"),
    ('ł', 3.2, "M0.6 0H1.8V6.7Q1.8 8 3.2 8M0.2 5.2L3 3.2"),
    (
        'ŉ',
        5.8,
        "M0.5 0V1.4Q0.5 2.1 0 2.5M1.8 3V8M1.8 5.2Q2.3 3 3.8 3Q5.8 3 5.8 5V8",
    ),
    ('Ŋ', 4.2, "M0 8V0L4.2 7.2M4.2 0V8.6Q4.2 10 2.8 10Q2.2 10 1.8 9.7"),
    ('ŋ', 4.0, "M0 3V8M0 5.2Q0.5 3 2 3Q4 3 4 5V8.8Q4 10 2.8 10Q2.2 10 1.8 9.7"),
    ('Œ', 6.6, "M6.6 0H3.3Q0 0 0 4Q0 8 3.3 8H6.6M3.3 0V8M3.3 4H6"),
    (
        'œ',
        6.4,
        "M3.2 5.5Q3.2 3 1.6 3Q0 3 0 5.5Q0 8 1.6 8Q3.2 8 3.2 5.5ZM3.2 5.4H6.4Q6.4 3 4.8 3Q3.2 3 3.2 5.5Q3.2 8 4.8 8Q5.9 8 6.4 7.3",
    ),
    ('Ŧ', 4.4, "M0 0H4.4M2.2 0V8M0.9 4H3.5"),
    ('ŧ', 3.6, "M1.4 0.8V6.7Q1.4 8 2.7 8Q3.2 8 3.6 7.7M0 3H3.4M0.3 5H2.6"),
    ('ſ', 3.0, "M0.6 8V1.5Q0.6 0 2 0Q2.6 0 3 0.3"),
    // A dotless j: the base of `ĵ` (not drawn alone).
    ('\u{237}', 2.6, "M1 3H2.2V8.8Q2.2 10 1 10Q0.5 10 0 9.7"),
];

/// A mark a letter carries: drawn around `x = 0`, above a lower-case letter's x-height or
/// below the baseline; above a capital (or a tall lower-case letter) it is raised by
/// [`RAISED`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    Acute,
    Grave,
    DoubleAcute,
    Circumflex,
    Caron,
    Breve,
    Macron,
    DotAbove,
    Ring,
    Diaeresis,
    Tilde,
    Ogonek,
    Cedilla,
    CommaBelow,
    /// A turned comma above (`ģ`).
    CommaAbove,
    /// The caron of `ď`, `ľ`, `ť` and `Ľ`: an apostrophe after the stem.
    Apostrophe,
}

/// How far a mark above goes up over a capital or an ascender (font units).
const RAISED: f64 = -2.9;

impl Mark {
    fn path(self) -> &'static str {
        match self {
            Mark::Acute => "M-0.5 2.2L0.8 0.6",
            Mark::Grave => "M0.5 2.2L-0.8 0.6",
            Mark::DoubleAcute => "M-1.2 2.2L-0.2 0.6M0.5 2.2L1.5 0.6",
            Mark::Circumflex => "M-1.1 2.2L0 0.8L1.1 2.2",
            Mark::Caron => "M-1.1 0.8L0 2.2L1.1 0.8",
            Mark::Breve => "M-1.1 0.8Q-1.1 2.2 0 2.2Q1.1 2.2 1.1 0.8",
            Mark::Macron => "M-1.2 1.5H1.2",
            Mark::DotAbove => "M0 1.3V1.6",
            Mark::Ring => "M0 0.4Q-0.8 0.4 -0.8 1.3Q-0.8 2.2 0 2.2Q0.8 2.2 0.8 1.3Q0.8 0.4 0 0.4Z",
            Mark::Diaeresis => "M-0.9 1.3V1.6M0.9 1.3V1.6",
            Mark::Tilde => "M-1.3 2Q-0.7 0.8 0 1.5Q0.7 2.2 1.3 1",
            Mark::Ogonek => "M0 8Q-0.9 8.6 -0.7 9.3Q-0.5 9.9 0.5 9.7",
            Mark::Cedilla => "M0 8V8.6Q1.1 8.6 1.1 9.3Q1.1 10.1 -0.5 9.9",
            Mark::CommaBelow => "M0.2 8.9V9.2Q0.2 9.9 -0.5 10.3",
            Mark::CommaAbove => "M0.4 0.4Q-0.3 0.8 -0.3 1.6V2",
            Mark::Apostrophe => "M0 0V1.3Q0 2 -0.5 2.4",
        }
    }

    fn below(self) -> bool {
        matches!(self, Mark::Ogonek | Mark::Cedilla | Mark::CommaBelow)
    }
}

/// Letters drawn as a base letter and a mark: every letter of Latin-1 and Latin Extended-A
/// that is not drawn whole in [`GLYPHS`].
const MARKED: &[(char, char, Mark)] = &[
    ('À', 'A', Mark::Grave),
    ('Á', 'A', Mark::Acute),
    ('Â', 'A', Mark::Circumflex),
    ('Ã', 'A', Mark::Tilde),
    ('Ä', 'A', Mark::Diaeresis),
    ('Å', 'A', Mark::Ring),
    ('Ç', 'C', Mark::Cedilla),
    ('È', 'E', Mark::Grave),
    ('É', 'E', Mark::Acute),
    ('Ê', 'E', Mark::Circumflex),
    ('Ë', 'E', Mark::Diaeresis),
    ('Ì', 'I', Mark::Grave),
    ('Í', 'I', Mark::Acute),
    ('Î', 'I', Mark::Circumflex),
    ('Ï', 'I', Mark::Diaeresis),
    ('Ñ', 'N', Mark::Tilde),
    ('Ò', 'O', Mark::Grave),
    ('Ó', 'O', Mark::Acute),
    ('Ô', 'O', Mark::Circumflex),
    ('Õ', 'O', Mark::Tilde),
    ('Ö', 'O', Mark::Diaeresis),
    ('Ù', 'U', Mark::Grave),
    ('Ú', 'U', Mark::Acute),
    ('Û', 'U', Mark::Circumflex),
    ('Ü', 'U', Mark::Diaeresis),
    ('Ý', 'Y', Mark::Acute),
    ('à', 'a', Mark::Grave),
    ('á', 'a', Mark::Acute),
    ('â', 'a', Mark::Circumflex),
    ('ã', 'a', Mark::Tilde),
    ('ä', 'a', Mark::Diaeresis),
    ('å', 'a', Mark::Ring),
    ('ç', 'c', Mark::Cedilla),
    ('è', 'e', Mark::Grave),
    ('é', 'e', Mark::Acute),
    ('ê', 'e', Mark::Circumflex),
    ('ë', 'e', Mark::Diaeresis),
    ('ì', 'ı', Mark::Grave),
    ('í', 'ı', Mark::Acute),
    ('î', 'ı', Mark::Circumflex),
    ('ï', 'ı', Mark::Diaeresis),
    ('ñ', 'n', Mark::Tilde),
    ('ò', 'o', Mark::Grave),
    ('ó', 'o', Mark::Acute),
    ('ô', 'o', Mark::Circumflex),
    ('õ', 'o', Mark::Tilde),
    ('ö', 'o', Mark::Diaeresis),
    ('ù', 'u', Mark::Grave),
    ('ú', 'u', Mark::Acute),
    ('û', 'u', Mark::Circumflex),
    ('ü', 'u', Mark::Diaeresis),
    ('ý', 'y', Mark::Acute),
    ('ÿ', 'y', Mark::Diaeresis),
    ('Ā', 'A', Mark::Macron),
    ('ā', 'a', Mark::Macron),
    ('Ă', 'A', Mark::Breve),
    ('ă', 'a', Mark::Breve),
    ('Ą', 'A', Mark::Ogonek),
    ('ą', 'a', Mark::Ogonek),
    ('Ć', 'C', Mark::Acute),
    ('ć', 'c', Mark::Acute),
    ('Ĉ', 'C', Mark::Circumflex),
    ('ĉ', 'c', Mark::Circumflex),
    ('Ċ', 'C', Mark::DotAbove),
    ('ċ', 'c', Mark::DotAbove),
    ('Č', 'C', Mark::Caron),
    ('č', 'c', Mark::Caron),
    ('Ď', 'D', Mark::Caron),
    ('ď', 'd', Mark::Apostrophe),
    ('Ē', 'E', Mark::Macron),
    ('ē', 'e', Mark::Macron),
    ('Ĕ', 'E', Mark::Breve),
    ('ĕ', 'e', Mark::Breve),
    ('Ė', 'E', Mark::DotAbove),
    ('ė', 'e', Mark::DotAbove),
    ('Ę', 'E', Mark::Ogonek),
    ('ę', 'e', Mark::Ogonek),
    ('Ě', 'E', Mark::Caron),
    ('ě', 'e', Mark::Caron),
    ('Ĝ', 'G', Mark::Circumflex),
    ('ĝ', 'g', Mark::Circumflex),
    ('Ğ', 'G', Mark::Breve),
    ('ğ', 'g', Mark::Breve),
    ('Ġ', 'G', Mark::DotAbove),
    ('ġ', 'g', Mark::DotAbove),
    ('Ģ', 'G', Mark::CommaBelow),
    ('ģ', 'g', Mark::CommaAbove),
    ('Ĥ', 'H', Mark::Circumflex),
    ('ĥ', 'h', Mark::Circumflex),
    ('Ĩ', 'I', Mark::Tilde),
    ('ĩ', 'ı', Mark::Tilde),
    ('Ī', 'I', Mark::Macron),
    ('ī', 'ı', Mark::Macron),
    ('Ĭ', 'I', Mark::Breve),
    ('ĭ', 'ı', Mark::Breve),
    ('Į', 'I', Mark::Ogonek),
    ('į', 'i', Mark::Ogonek),
    ('İ', 'I', Mark::DotAbove),
    ('Ĵ', 'J', Mark::Circumflex),
    ('ĵ', '\u{237}', Mark::Circumflex),
    ('Ķ', 'K', Mark::CommaBelow),
    ('ķ', 'k', Mark::CommaBelow),
    ('Ĺ', 'L', Mark::Acute),
    ('ĺ', 'l', Mark::Acute),
    ('Ļ', 'L', Mark::CommaBelow),
    ('ļ', 'l', Mark::CommaBelow),
    ('Ľ', 'L', Mark::Apostrophe),
    ('ľ', 'l', Mark::Apostrophe),
    ('Ń', 'N', Mark::Acute),
    ('ń', 'n', Mark::Acute),
    ('Ņ', 'N', Mark::CommaBelow),
    ('ņ', 'n', Mark::CommaBelow),
    ('Ň', 'N', Mark::Caron),
    ('ň', 'n', Mark::Caron),
    ('Ō', 'O', Mark::Macron),
    ('ō', 'o', Mark::Macron),
    ('Ŏ', 'O', Mark::Breve),
    ('ŏ', 'o', Mark::Breve),
    ('Ő', 'O', Mark::DoubleAcute),
    ('ő', 'o', Mark::DoubleAcute),
    ('Ŕ', 'R', Mark::Acute),
    ('ŕ', 'r', Mark::Acute),
    ('Ŗ', 'R', Mark::CommaBelow),
    ('ŗ', 'r', Mark::CommaBelow),
    ('Ř', 'R', Mark::Caron),
    ('ř', 'r', Mark::Caron),
    ('Ś', 'S', Mark::Acute),
    ('ś', 's', Mark::Acute),
    ('Ŝ', 'S', Mark::Circumflex),
    ('ŝ', 's', Mark::Circumflex),
    ('Ş', 'S', Mark::Cedilla),
    ('ş', 's', Mark::Cedilla),
    ('Š', 'S', Mark::Caron),
    ('š', 's', Mark::Caron),
    ('Ţ', 'T', Mark::Cedilla),
    ('ţ', 't', Mark::Cedilla),
    ('Ť', 'T', Mark::Caron),
    ('ť', 't', Mark::Apostrophe),
    ('Ũ', 'U', Mark::Tilde),
    ('ũ', 'u', Mark::Tilde),
    ('Ū', 'U', Mark::Macron),
    ('ū', 'u', Mark::Macron),
    ('Ŭ', 'U', Mark::Breve),
    ('ŭ', 'u', Mark::Breve),
    ('Ů', 'U', Mark::Ring),
    ('ů', 'u', Mark::Ring),
    ('Ű', 'U', Mark::DoubleAcute),
    ('ű', 'u', Mark::DoubleAcute),
    ('Ų', 'U', Mark::Ogonek),
    ('ų', 'u', Mark::Ogonek),
    ('Ŵ', 'W', Mark::Circumflex),
    ('ŵ', 'w', Mark::Circumflex),
    ('Ŷ', 'Y', Mark::Circumflex),
    ('ŷ', 'y', Mark::Circumflex),
    ('Ÿ', 'Y', Mark::Diaeresis),
    ('Ź', 'Z', Mark::Acute),
    ('ź', 'z', Mark::Acute),
    ('Ż', 'Z', Mark::DotAbove),
    ('ż', 'z', Mark::DotAbove),
    ('Ž', 'Z', Mark::Caron),
    ('ž', 'z', Mark::Caron),
];

/// Where a mark goes on a base letter of `width`: its `x`, its `y` offset, and how much wider
/// the letter becomes.
fn place_mark(base: char, width: f64, mark: Mark) -> (f64, f64, f64) {
    let tall = base.is_uppercase() || "bdfhklt".contains(base);
    if mark == Mark::Apostrophe {
        return match base {
            'd' => (5.1, 0.0, 1.2),
            'l' => (2.4, 0.0, 0.0),
            't' => (2.7, 0.0, 0.0),
            _ => (1.5, 0.0, 0.0),
        };
    }
    if mark == Mark::Ogonek {
        let x = match base {
            'a' => 3.7,
            'A' => 4.0,
            'e' => 3.0,
            'E' => 3.4,
            'i' => 1.4,
            'I' => 1.6,
            'u' => 3.8,
            _ => 2.8,
        };
        return (x, 0.0, 0.0);
    }
    let x = match base {
        'ı' => 1.4,
        '\u{237}' => 2.2,
        'l' => 1.0,
        'J' => 2.5,
        't' => 1.9,
        _ => width / 2.0,
    };
    let dy = if !mark.below() && tall { RAISED } else { 0.0 };
    (x, dy, 0.0)
}

/// A glyph: how wide it is, and its strokes (a base, and a mark moved into place).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glyph {
    /// Ink width in font units.
    pub width: f64,
    base: &'static str,
    /// A mark's path and where it goes (`x`, `y` offset).
    mark: Option<(&'static str, f64, f64)>,
}

/// What a character the font lacks is drawn as: an empty box, as fonts show a missing
/// character.
const MISSING: Glyph = Glyph {
    width: 4.0,
    base: "M0 0H4V8H0Z",
    mark: None,
};

fn lookup(c: char) -> Option<&'static (char, f64, &'static str)> {
    GLYPHS.iter().find(|g| g.0 == c)
}

/// The glyph of `c`, if the font has one.
pub fn glyph(c: char) -> Option<Glyph> {
    if let Some(&(_, width, base)) = lookup(c) {
        return Some(Glyph {
            width,
            base,
            mark: None,
        });
    }
    let &(_, base, mark) = MARKED.iter().find(|m| m.0 == c)?;
    let &(_, width, path) = lookup(base)?;
    let (x, dy, wider) = place_mark(base, width, mark);
    Some(Glyph {
        width: width + wider,
        base: path,
        mark: Some((mark.path(), x, dy)),
    })
}

/// Whether the font draws `c` (otherwise it is drawn as a box).
pub fn has_glyph(c: char) -> bool {
    glyph(c).is_some()
}

/// The characters of `text` the font lacks (drawn as boxes), in order.
pub fn missing(text: &str) -> Vec<char> {
    text.chars().filter(|&c| !has_glyph(c)).collect()
}

/// Every character the font can draw.
pub fn chars() -> impl Iterator<Item = char> {
    GLYPHS.iter().map(|g| g.0).chain(MARKED.iter().map(|m| m.0))
}

/// Width of `text` in font units (characters the font lacks count as their boxes).
pub fn text_width_units(text: &str) -> f64 {
    let mut width = 0.0;
    let mut first = true;
    for c in text.chars() {
        if !first {
            width += SPACING;
        }
        first = false;
        width += glyph(c).unwrap_or(MISSING).width;
    }
    width
}

/// Width of `text` when drawn with capitals `cap_height` tall.
pub fn text_width(text: &str, cap_height: f64) -> f64 {
    text_width_units(text) * cap_height / CAP_HEIGHT
}

/// `text` as it fits in `max_width` when drawn with capitals `cap_height` tall: whole, or
/// cut with an ellipsis (`…`) after as many characters as fit with it.
pub fn fit(text: &str, cap_height: f64, max_width: f64) -> String {
    if text_width(text, cap_height) <= max_width {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let mut keep = chars.len();
    while keep > 0 {
        keep -= 1;
        let cut: String = chars[..keep]
            .iter()
            .collect::<String>()
            .trim_end()
            .to_string();
        let shown = format!("{cut}\u{2026}");
        if text_width(&shown, cap_height) <= max_width {
            return shown;
        }
    }
    "\u{2026}".to_string()
}

/// Appends path data for `text` to `out`, scaled so capitals are `cap_height`
/// tall, with the top-left corner of the capital box at `(x, y)`.
///
/// Characters the font lacks are drawn as an empty box.
pub fn append_text_path(out: &mut String, text: &str, x: f64, y: f64, cap_height: f64) {
    let k = cap_height / CAP_HEIGHT;
    let mut pen = 0.0;
    for c in text.chars() {
        let g = glyph(c).unwrap_or(MISSING);
        transform_path(out, g.base, x + pen * k, y, k);
        if let Some((d, mx, my)) = g.mark {
            transform_path(out, d, x + (pen + mx) * k, y + my * k, k);
        }
        pen += g.width + SPACING;
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

    /// Printable ASCII, Latin-1's letters and signs, and Latin Extended-A (every Polish,
    /// Hungarian, German, Czech, ... letter), and the punctuation names and titles use.
    fn covered() -> impl Iterator<Item = char> {
        ('\u{20}'..='\u{7E}')
            .chain('\u{A0}'..='\u{17F}')
            .chain("–—‘’‚“”„…•‹›€".chars())
    }

    #[test]
    fn every_latin_letter_and_sign_has_a_glyph() {
        let lacking: Vec<char> = covered().filter(|&c| !has_glyph(c)).collect();
        assert!(lacking.is_empty(), "no glyph for {lacking:?}");
        // Letters with marks are their base and the mark; the rest are drawn whole.
        for &(c, base, _) in MARKED {
            assert!(lookup(base).is_some(), "{c:?} has no base {base:?}");
            assert!(lookup(c).is_none(), "{c:?} is drawn twice");
        }
    }

    #[test]
    fn other_characters_are_boxes_never_question_marks() {
        let mut out = String::new();
        append_text_path(&mut out, "✓", 0.0, 0.0, CAP_HEIGHT);
        assert_eq!(out, "M0 0L4 0L4 8L0 8Z");
        assert_eq!(missing("Bob ✓ 字"), ['✓', '字']);
        assert!(missing("Puchar Łodzi – zimą").is_empty());
    }

    #[test]
    fn a_mark_sits_on_its_letter() {
        let drawn = |c: char| {
            let mut out = String::new();
            append_text_path(&mut out, &c.to_string(), 0.0, 0.0, CAP_HEIGHT);
            out
        };
        // `ą` is `a` and then its ogonek; `Ą`'s mark hangs from the capital's foot.
        assert!(drawn('ą').starts_with(&drawn('a')));
        assert!(drawn('ą').len() > drawn('a').len());
        // A mark over a capital is raised above it; over a small letter it is not.
        let top = |c: char| {
            let d = drawn(c);
            numbers(&d)
                .iter()
                .skip(1)
                .step_by(2)
                .fold(f64::MAX, |a, &b| a.min(b))
        };
        assert!(
            top('Ó') < 0.0 && top('ó') > 0.0,
            "{} {}",
            top('Ó'),
            top('ó')
        );
        // ď's caron is an apostrophe that widens it.
        assert!(glyph('ď').map(|g| g.width) > glyph('d').map(|g| g.width));
    }

    fn numbers(path: &str) -> Vec<f64> {
        path.split(|ch: char| ch.is_ascii_alphabetic() || ch == ' ')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse::<f64>().expect("number"))
            .collect()
    }

    #[test]
    fn glyphs_stay_on_grid() {
        for c in chars() {
            let mut out = String::new();
            append_text_path(&mut out, &c.to_string(), 0.0, 0.0, CAP_HEIGHT);
            let width = glyph(c).map_or(0.0, |g| g.width);
            let nums = numbers(&out);
            assert_eq!(nums.len() % 2, 0, "{c:?}: {out}");
            for p in nums.chunks(2) {
                // A mark on a narrow letter (`ĩ`) may reach a little into the spacing.
                assert!(
                    (-0.8..=width + 0.8).contains(&p[0]),
                    "{c:?} leaves its width: {}",
                    p[0]
                );
                assert!(
                    (RAISED..=10.5).contains(&p[1]),
                    "{c:?} leaves the grid: {}",
                    p[1]
                );
            }
        }
    }

    #[test]
    fn a_long_text_is_cut_with_an_ellipsis_to_fit() {
        let title = "Heksagonalne szachy Glińskiego — Puchar Łodzi";
        assert_eq!(fit(title, 20.0, 10_000.0), title);
        let cut = fit(title, 20.0, 300.0);
        assert!(
            cut.ends_with('…') && cut.starts_with("Heksagonalne"),
            "{cut}"
        );
        assert!(text_width(&cut, 20.0) <= 300.0);
        assert_eq!(fit(title, 20.0, 1.0), "…");
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
