//! Hostile input: random and mutated move texts, state texts and data files never panic, and
//! whatever is accepted is consistent (a parsed move is legal; an accepted state text prints
//! back to itself).
//!
//! Each target runs `HEXCOURIER_FUZZ_CASES` inputs (default 20,000, the CI mode); the long mode
//! is `HEXCOURIER_FUZZ_CASES=1000000 cargo test --release -p hexcourier-engine --test
//! hostile_input`. Inputs that once broke something are kept in `REGRESSIONS`.

use hexcourier_engine::data::builtin_files;
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::{Library, Position, Variant};

mod common;

/// A small deterministic generator (splitmix64), so every run sees the same inputs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn cases() -> usize {
    std::env::var("HEXCOURIER_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000)
}

fn library() -> Library {
    Library::builtin().expect("built-in data")
}

/// Positions reached by random play from the start of `v`.
fn random_positions(v: &Variant, rng: &mut Rng, count: usize) -> Vec<Position> {
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = common::start_or_fixture(v);
        let plies = rng.below(80);
        for _ in 0..plies {
            let moves = pos.legal_moves(v);
            if moves.is_empty() {
                break;
            }
            pos = pos.after(v, moves[rng.below(moves.len())]);
        }
        out.push(pos);
    }
    out
}

/// Move texts that once broke the parser, or sit on its edges.
const REGRESSIONS: &[&str] = &[
    "",
    " ",
    "-",
    "x",
    "=",
    "f",
    "f0",
    "f99999999999999999999",
    "j5",
    "Qf5-",
    "-f5",
    "f5--f6",
    "f5xxf6",
    "f10-f11==Q",
    "f10-f11=",
    "O-O-O-O",
    "@f5",
    "*",
    "Q@",
    "é5",
    "ｆ５",
    "f5\u{0}f6",
    "@everyone",
    "**Qf5**",
    "Nd1-f4+#!?",
];

const PIECES: &str = "KQRBNPkqrbnpAaCcDdFfHhMmSsUuWwXxZz";

/// Random move-like text: cells, piece letters, separators, noise.
fn random_move_text(rng: &mut Rng) -> String {
    const PARTS: &[&str] = &[
        "-", "x", ":", "=", "+", "#", "*", "@", " ", "e.p.", "O-O", "0-0", "!", "?", "'", "\"",
    ];
    let mut s = String::new();
    for _ in 0..1 + rng.below(6) {
        match rng.below(5) {
            0 | 1 => {
                let file = (b'a' + rng.below(14) as u8) as char;
                s.push(file);
                s.push_str(&(rng.below(16)).to_string());
            }
            2 => s.push(PIECES.as_bytes()[rng.below(PIECES.len())] as char),
            3 => s.push_str(PARTS[rng.below(PARTS.len())]),
            _ => s.push(char::from_u32(rng.below(0x3000) as u32).unwrap_or('?')),
        }
    }
    s
}

#[test]
fn move_text_never_panics_and_accepts_only_legal_moves() {
    let lib = library();
    let mut rng = Rng(1);
    let n = cases();
    let variants: Vec<_> = lib.variants().cloned().collect();
    let per_variant = n / variants.len().max(1);
    for v in &variants {
        let positions = random_positions(v, &mut rng, 20);
        for (i, pos) in positions.iter().enumerate() {
            let legal = pos.legal_moves(v);
            // Every legal move's canonical text reads back as that move.
            for &m in &legal {
                let text = move_to_text(v, pos, m);
                assert_eq!(parse_move(v, pos, &text), Ok(m), "{} {text}", v.id);
            }
            for t in REGRESSIONS {
                if let Ok(m) = parse_move(v, pos, t) {
                    assert!(legal.contains(&m), "{} accepted {t:?}", v.id);
                }
            }
            for _ in 0..per_variant / positions.len() {
                let t = random_move_text(&mut rng);
                if let Ok(m) = parse_move(v, pos, &t) {
                    assert!(legal.contains(&m), "{} position {i} accepted {t:?}", v.id);
                }
            }
        }
    }
}

/// Mutates `text`: deletes, inserts, replaces or duplicates a few characters, or truncates.
fn mutate(rng: &mut Rng, text: &str, alphabet: &[char]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        match rng.below(5) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => chars.insert(at, alphabet[rng.below(alphabet.len())]),
            2 if at < chars.len() => chars[at] = alphabet[rng.below(alphabet.len())],
            3 => chars.truncate(at),
            _ => {
                let end = (at + rng.below(8)).min(chars.len());
                let copy: Vec<char> = chars[at.min(end)..end].to_vec();
                for (k, c) in copy.into_iter().enumerate() {
                    chars.insert(end + k, c);
                }
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn state_text_round_trips_and_mutations_never_panic() {
    let lib = library();
    let mut rng = Rng(2);
    let alphabet: Vec<char> = "0123456789/ -wbrygKQRBNPkqrbnp[]'eTxZ_\u{e9}"
        .chars()
        .collect();
    let variants: Vec<_> = lib.variants().cloned().collect();
    let per_variant = cases() / variants.len().max(1);
    for v in &variants {
        let texts: Vec<String> = random_positions(v, &mut rng, 30)
            .iter()
            .map(|p| p.to_text(v))
            .collect();
        for t in &texts {
            let back = Position::from_text(v, t).expect("own text reads back");
            assert_eq!(&back.to_text(v), t, "{}", v.id);
        }
        for _ in 0..per_variant {
            let base = &texts[rng.below(texts.len())];
            let bad = mutate(&mut rng, base, &alphabet);
            if let Ok(p) = Position::from_text(v, &bad) {
                let again = p.to_text(v);
                let p2 = Position::from_text(v, &again).expect("printed text reads back");
                assert_eq!(p2.to_text(v), again, "{} from {bad:?}", v.id);
                // Whatever was accepted can be searched for moves without panicking.
                let _ = p.legal_moves(v);
            }
        }
    }
}

#[test]
fn mutated_data_files_never_panic_and_errors_name_the_file() {
    let files: Vec<(String, String)> = builtin_files()
        .iter()
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect();
    let alphabet: Vec<char> = "[]{}=\",.-0123456789abcxyz \n#_".chars().collect();
    let mut rng = Rng(3);
    // Loading a library compiles every variant, so this target runs fewer cases.
    let n = (cases() / 50).max(200);
    for _ in 0..n {
        let mut mutated = files.clone();
        let which = rng.below(mutated.len());
        mutated[which].1 = mutate(&mut rng, &mutated[which].1, &alphabet);
        if let Err(errors) = Library::from_files(&mutated) {
            assert!(!errors.is_empty());
            for e in errors {
                let shown = e.to_string();
                assert!(
                    mutated
                        .iter()
                        .any(|(name, _)| shown.contains(name.as_str())),
                    "error does not name a file: {shown}"
                );
            }
        }
    }
}
