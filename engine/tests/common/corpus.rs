//! Fuzz corpora as text files (one input a line, `//` lines are comments, escapes for what a
//! line cannot hold) and the property-test plumbing for the inputs generated after them
//! (proptest: a failing input is shrunk to the smallest that still fails, and printed with the
//! line to add to the corpus). Shared by the engine's and the bot's hostile-input tests.

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};

/// The lines of a corpus file, escapes read; `//` lines are comments.
pub fn corpus(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .map(unescape)
        .collect()
}

/// Reads the escapes of a corpus line: `\n`, `\t`, `\\`, `\u{..}`.
fn unescape(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('u') => {
                let hex: String = chars
                    .by_ref()
                    .skip_while(|&c| c == '{')
                    .take_while(|&c| c != '}')
                    .collect();
                let c = u32::from_str_radix(&hex, 16)
                    .ok()
                    .and_then(char::from_u32)
                    .unwrap_or_else(|| panic!("bad escape \\u{{{hex}}} in a corpus"));
                out.push(c);
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// One edit of a text, at a place given relative to its length.
#[derive(Debug, Clone)]
pub enum Edit {
    /// Delete the character there.
    Delete(Index),
    /// Insert a character there.
    Insert(Index, char),
    /// Replace the character there.
    Replace(Index, char),
    /// Cut the text there.
    Truncate(Index),
    /// Repeat up to 8 characters from there.
    Duplicate(Index, usize),
}

/// One to three edits, inserting and replacing characters of `alphabet`.
pub fn edits(alphabet: &[char]) -> impl Strategy<Value = Vec<Edit>> {
    let ch = proptest::sample::select(alphabet.to_vec());
    let edit = prop_oneof![
        any::<Index>().prop_map(Edit::Delete),
        (any::<Index>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<Index>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
        any::<Index>().prop_map(Edit::Truncate),
        (any::<Index>(), 0..8usize).prop_map(|(i, n)| Edit::Duplicate(i, n)),
    ];
    proptest::collection::vec(edit, 1..4)
}

/// `text` after `edits`.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let len = chars.len();
        match e {
            Edit::Delete(i) if len > 0 => {
                chars.remove(i.index(len));
            }
            Edit::Insert(i, c) => chars.insert(i.index(len + 1), *c),
            Edit::Replace(i, c) if len > 0 => chars[i.index(len)] = *c,
            Edit::Truncate(i) => chars.truncate(i.index(len + 1)),
            Edit::Duplicate(i, n) => {
                let at = i.index(len + 1);
                let end = (at + n).min(len);
                let copy: Vec<char> = chars[at.min(end)..end].to_vec();
                for (k, c) in copy.into_iter().enumerate() {
                    chars.insert(end + k, c);
                }
            }
            Edit::Delete(_) | Edit::Replace(..) => {}
        }
    }
    chars.into_iter().collect()
}

/// A property runner for `cases` inputs. Its random stream is fixed by `stream` (so CI sees
/// the same inputs every run), unless `HEXCOURIER_FUZZ_SEED` gives another seed.
pub fn runner(cases: usize, stream: u64) -> TestRunner {
    let seed = std::env::var("HEXCOURIER_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(0);
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&stream.to_le_bytes());
    bytes[8..16].copy_from_slice(&seed.to_le_bytes());
    let config = Config {
        cases: u32::try_from(cases).unwrap_or(u32::MAX),
        failure_persistence: None,
        max_shrink_iters: 4096,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &bytes))
}

/// Panics with the smallest failing input when a property failed.
pub fn passed<T: std::fmt::Debug>(what: &str, result: Result<(), TestError<T>>) {
    match result {
        Ok(()) => {}
        Err(TestError::Fail(why, input)) => panic!(
            "{what}: {why}\nsmallest failing input: {input:?}\n(add it to the corpus once fixed)"
        ),
        Err(TestError::Abort(why)) => panic!("{what}: aborted: {why}"),
    }
}
