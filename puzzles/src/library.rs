//! The puzzle record and the library file: one puzzle a line as JSON (JSON lines).
//!
//! A line reads
//! `{"id":"…","variant":"glinski","fen":"<state text>","moves":["Qe1-c3",…],"themes":["fork"],"rating":1250,"source":"…"}`:
//! the position is the state text `hexcourier uci` takes in `position fen`, the moves are the
//! solver's and the replies' in canonical move text (starting and ending with the solver's),
//! the id is derived from the variant and position ([`puzzle_id`]). Blank lines are skipped.
//! Loading checks every line against the rules and says which file, line and problem.
//!
//! ```
//! use hexcourier_engine::Library;
//! use hexcourier_puzzles::library::{parse, write_line};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let text = r#"{"id":"x","variant":"glinski","fen":"k/3/Q4/7/9/11/11/11/11/11/5K5 w - 0 1","moves":["Qb9-b10#"],"themes":["mateIn1"],"rating":800,"source":"example"}"#;
//! let err = parse(&lib, "puzzles.jsonl", text).unwrap_err();
//! assert!(err.to_string().starts_with("puzzles.jsonl:1: the id is 'x'"));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use crate::theme::Theme;
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::{Library, Position};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::path::Path;

/// One puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Its id: [`puzzle_id`] of variant and position.
    pub id: String,
    /// The variant's id.
    pub variant: String,
    /// The position (state text), the solver to move.
    pub fen: String,
    /// The solution: solver's and replies' moves in canonical move text.
    pub moves: Vec<String>,
    /// Its themes.
    pub themes: Vec<Theme>,
    /// Its starting rating.
    pub rating: u32,
    /// Where it was found (a game record or a self-play game).
    pub source: String,
}

/// The id of the puzzle of `variant` at position `fen`: 12 hexadecimal digits of the 64-bit
/// FNV-1a hash of `variant`, a space and `fen` (stable across builds and platforms).
///
/// ```
/// assert_eq!(hexcourier_puzzles::library::puzzle_id("glinski", "x").len(), 12);
/// ```
pub fn puzzle_id(variant: &str, fen: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in variant.bytes().chain([b' ']).chain(fen.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:012x}", h >> 16)
}

/// What is wrong with a line of a library file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// Not a puzzle record in JSON.
    #[error("not a puzzle record: {0}")]
    Json(String),
    /// The variant is not loaded.
    #[error("unknown variant '{0}'")]
    UnknownVariant(String),
    /// The position does not read.
    #[error("bad position: {0}")]
    BadPosition(String),
    /// No solution moves.
    #[error("the solution has no moves")]
    NoMoves,
    /// The solution ends on a reply, not a solver move.
    #[error("the solution ends on the opponent's move (it has {0} moves)")]
    EndsOnReply(usize),
    /// A move is illegal or unreadable.
    #[error("move {index} '{text}': {reason}")]
    BadMove {
        /// 1-based index in the solution.
        index: usize,
        /// The move as written.
        text: String,
        /// Why.
        reason: String,
    },
    /// A move is legal but not written in canonical move text.
    #[error("move {index} '{text}' is not canonical (write '{canonical}')")]
    NotCanonical {
        /// 1-based index in the solution.
        index: usize,
        /// The move as written.
        text: String,
        /// How it is written.
        canonical: String,
    },
    /// The id does not match the variant and position.
    #[error("the id is '{found}' but the variant and position give '{expected}'")]
    WrongId {
        /// The id written.
        found: String,
        /// The id [`puzzle_id`] gives.
        expected: String,
    },
    /// Another line has the same id.
    #[error("the id '{0}' is on an earlier line too")]
    DuplicateId(String),
    /// The rating is outside [`crate::rating::RANGE`].
    #[error("rating {0} is outside {min}..={max}", min = crate::rating::RANGE.0, max = crate::rating::RANGE.1)]
    Rating(u32),
}

/// Why a library file does not load.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file does not read.
    #[error("{file}: {source}")]
    Io {
        /// The file.
        file: String,
        /// The reason.
        source: std::io::Error,
    },
    /// A line is wrong.
    #[error("{file}:{line}: {problem}")]
    Line {
        /// The file.
        file: String,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        problem: Problem,
    },
}

/// Checks one puzzle against the rules.
///
/// # Errors
/// The first problem found.
pub fn check(lib: &Library, p: &Puzzle) -> Result<(), Problem> {
    let v = lib
        .get(&p.variant)
        .ok_or_else(|| Problem::UnknownVariant(p.variant.clone()))?;
    let expected = puzzle_id(&p.variant, &p.fen);
    if p.id != expected {
        return Err(Problem::WrongId {
            found: p.id.clone(),
            expected,
        });
    }
    if !(crate::rating::RANGE.0..=crate::rating::RANGE.1).contains(&p.rating) {
        return Err(Problem::Rating(p.rating));
    }
    let mut pos =
        Position::from_text(v, &p.fen).map_err(|e| Problem::BadPosition(e.to_string()))?;
    if p.moves.is_empty() {
        return Err(Problem::NoMoves);
    }
    if p.moves.len().is_multiple_of(2) {
        return Err(Problem::EndsOnReply(p.moves.len()));
    }
    for (i, text) in p.moves.iter().enumerate() {
        let m = parse_move(v, &pos, text).map_err(|e| Problem::BadMove {
            index: i + 1,
            text: text.clone(),
            reason: e.to_string(),
        })?;
        let canonical = move_to_text(v, &pos, m);
        if &canonical != text {
            return Err(Problem::NotCanonical {
                index: i + 1,
                text: text.clone(),
                canonical,
            });
        }
        pos = pos.after(v, m);
    }
    Ok(())
}

/// Reads a library from `text` (named `file` in errors), checking every puzzle.
///
/// # Errors
/// The first line that is wrong, with its number and problem.
pub fn parse(lib: &Library, file: &str, text: &str) -> Result<Vec<Puzzle>, LoadError> {
    let mut out = Vec::new();
    let mut ids = HashSet::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let at = |problem| LoadError::Line {
            file: file.to_string(),
            line: i + 1,
            problem,
        };
        let p: Puzzle = serde_json::from_str(line).map_err(|e| at(Problem::Json(e.to_string())))?;
        check(lib, &p).map_err(at)?;
        if !ids.insert(p.id.clone()) {
            return Err(at(Problem::DuplicateId(p.id)));
        }
        out.push(p);
    }
    Ok(out)
}

/// Reads and checks the library file at `path`.
///
/// # Errors
/// If the file does not read, or a line is wrong.
pub fn load(lib: &Library, path: &Path) -> Result<Vec<Puzzle>, LoadError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| LoadError::Io {
        file: file.clone(),
        source,
    })?;
    parse(lib, &file, &text)
}

/// A library file open for appending, one puzzle at a time, so that a run stopped part way
/// keeps what it found and a rerun skips what is already there.
///
/// Opening reads and checks the file's puzzles (a missing file is an empty library). A last
/// line without its line end (a run killed while writing it) is cut off first.
#[derive(Debug)]
pub struct Appender {
    file: std::fs::File,
    name: String,
    puzzles: Vec<Puzzle>,
    ids: HashSet<String>,
}

impl Appender {
    /// Opens (or creates) the library file at `path`.
    ///
    /// # Errors
    /// If the file does not read or write, or a complete line is wrong.
    pub fn open(lib: &Library, path: &Path) -> Result<Appender, LoadError> {
        let name = path.display().to_string();
        let io = |source| LoadError::Io {
            file: name.clone(),
            source,
        };
        let file = std::fs::OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(io)?;
        let mut text = std::fs::read_to_string(path).map_err(io)?;
        let complete = text.rfind('\n').map_or(0, |i| i + 1);
        if complete < text.len() {
            text.truncate(complete);
            file.set_len(complete as u64).map_err(io)?;
        }
        let puzzles = parse(lib, &name, &text)?;
        let ids = puzzles.iter().map(|p| p.id.clone()).collect();
        Ok(Appender {
            file,
            name,
            puzzles,
            ids,
        })
    }

    /// The puzzles the file held when it was opened.
    pub fn existing(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// Appends `p` as one line and flushes it, unless a puzzle with its id is in the file
    /// already; returns whether it was written.
    ///
    /// # Errors
    /// If the write fails.
    pub fn append(&mut self, p: &Puzzle) -> Result<bool, LoadError> {
        use std::io::Write;
        if self.ids.contains(&p.id) {
            return Ok(false);
        }
        let line = format!("{}\n", write_line(p));
        let io = |source| LoadError::Io {
            file: self.name.clone(),
            source,
        };
        self.file.write_all(line.as_bytes()).map_err(io)?;
        self.file.flush().map_err(io)?;
        self.ids.insert(p.id.clone());
        Ok(true)
    }
}

/// One puzzle as its library line (without the line end).
pub fn write_line(p: &Puzzle) -> String {
    // A struct of strings, numbers and lists always serialises.
    serde_json::to_string(p).unwrap_or_default()
}

/// `list`'s line: id, variant, position and solution, separated by tabs.
pub fn list_line(p: &Puzzle) -> String {
    format!("{}\t{}\t{}\t{}", p.id, p.variant, p.fen, p.moves.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "b/2k/5/2q1r2/pp4ppp/11/3pp3R2/3P5n1/7P3/2P2B1K3/1P5N1B1 b - 3 19";

    fn lib() -> Library {
        Library::builtin().expect("data")
    }

    fn good() -> Puzzle {
        Puzzle {
            id: puzzle_id("glinski", FEN),
            variant: "glinski".into(),
            fen: FEN.into(),
            moves: vec!["Qe8xh3#".into()],
            themes: vec![Theme::MateIn(1)],
            rating: 800,
            source: "test".into(),
        }
    }

    /// The error of a file whose line 1 is a good puzzle and line 3 (after a blank) is `p`.
    fn error_of(p: &Puzzle) -> String {
        let text = format!("{}\n\n{}\n", write_line(&good()), write_line(p));
        match parse(&lib(), "lib.jsonl", &text) {
            Ok(_) => "no error".into(),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn a_written_library_reads_back() {
        let text = format!("{}\n", write_line(&good()));
        assert_eq!(
            parse(&lib(), "lib.jsonl", &text).expect("loads"),
            vec![good()]
        );
        assert_eq!(
            list_line(&good()),
            format!("{}\tglinski\t{FEN}\tQe8xh3#", good().id)
        );
    }

    #[test]
    fn errors_name_the_file_the_line_and_the_problem() {
        let text = format!("{}\n{{\"id\": 3}}\n", write_line(&good()));
        let e = parse(&lib(), "lib.jsonl", &text).expect_err("bad json");
        assert!(
            e.to_string()
                .starts_with("lib.jsonl:2: not a puzzle record: invalid type: integer `3`"),
            "{e}"
        );
        let mut p = good();
        p.variant = "nope".into();
        assert_eq!(error_of(&p), "lib.jsonl:3: unknown variant 'nope'");
        let mut p = good();
        p.id = "abc".into();
        assert_eq!(
            error_of(&p),
            format!(
                "lib.jsonl:3: the id is 'abc' but the variant and position give '{}'",
                good().id
            )
        );
        assert_eq!(
            error_of(&good()),
            format!(
                "lib.jsonl:3: the id '{}' is on an earlier line too",
                good().id
            )
        );
        let other = "b/2k/5/2q1r2/pp4ppp/11/3pp3R2/3P5n1/7P3/2P2B1K3/1P5N1B1 b - 4 19";
        let with = |moves: &[&str]| Puzzle {
            id: puzzle_id("glinski", other),
            fen: other.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            ..good()
        };
        assert_eq!(
            error_of(&with(&["Qxh3"])),
            "lib.jsonl:3: move 1 'Qxh3' is not canonical (write 'Qe8xh3#')"
        );
        assert!(error_of(&with(&["Qe8-e1"])).starts_with("lib.jsonl:3: move 1 'Qe8-e1': "));
        assert_eq!(
            error_of(&with(&["Qe8xh3#", "Kg1-h1"])),
            "lib.jsonl:3: the solution ends on the opponent's move (it has 2 moves)"
        );
        assert_eq!(
            error_of(&with(&[])),
            "lib.jsonl:3: the solution has no moves"
        );
        let bad_fen = Puzzle {
            id: puzzle_id("glinski", "x w"),
            fen: "x w".into(),
            ..good()
        };
        assert!(error_of(&bad_fen).starts_with("lib.jsonl:3: bad position: "));
        let mut p = good();
        p.rating = 5;
        assert_eq!(error_of(&p), "lib.jsonl:3: rating 5 is outside 600..=2600");
        let text = format!("{}\n", write_line(&good()).replace("mateIn1", "mateIn0"));
        let e = parse(&lib(), "lib.jsonl", &text).expect_err("bad theme");
        assert!(
            e.to_string()
                .starts_with("lib.jsonl:1: not a puzzle record: unknown theme 'mateIn0'"),
            "{e}"
        );
    }

    /// A fresh path in the system's temporary folder.
    fn temp(name: &str) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!(
            "hexcourier-puzzles-{}-{name}.jsonl",
            std::process::id()
        ));
        let _ = std::fs::remove_file(&path);
        path
    }

    fn other() -> Puzzle {
        let fen = "b/2k/5/2q1r2/pp4ppp/11/3pp3R2/3P5n1/7P3/2P2B1K3/1P5N1B1 b - 4 19";
        Puzzle {
            id: puzzle_id("glinski", fen),
            fen: fen.into(),
            ..good()
        }
    }

    #[test]
    fn an_appender_writes_each_puzzle_once_and_keeps_what_was_there() {
        let path = temp("append");
        let mut a = Appender::open(&lib(), &path).expect("creates");
        assert!(a.existing().is_empty());
        assert!(a.append(&good()).expect("writes"));
        // Written at once: the file holds it before the appender is dropped.
        assert_eq!(load(&lib(), &path).expect("loads"), vec![good()]);
        assert!(!a.append(&good()).expect("skips"));
        drop(a);
        let mut a = Appender::open(&lib(), &path).expect("opens");
        assert_eq!(a.existing(), &[good()]);
        assert!(!a.append(&good()).expect("skips"));
        assert!(a.append(&other()).expect("writes"));
        assert_eq!(load(&lib(), &path).expect("loads"), vec![good(), other()]);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn an_appender_cuts_a_half_written_last_line() {
        let path = temp("cut");
        let half = write_line(&other());
        let text = format!("{}\n{}", write_line(&good()), &half[..half.len() / 2]);
        std::fs::write(&path, text).expect("writes");
        let mut a = Appender::open(&lib(), &path).expect("opens");
        assert_eq!(a.existing(), &[good()]);
        assert!(a.append(&other()).expect("writes"));
        assert_eq!(load(&lib(), &path).expect("loads"), vec![good(), other()]);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn an_appender_refuses_a_wrong_file() {
        let path = temp("wrong");
        std::fs::write(&path, "{\"id\": 3}\n").expect("writes");
        let e = Appender::open(&lib(), &path).expect_err("wrong line");
        assert!(e.to_string().contains(":1: not a puzzle record"), "{e}");
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn a_missing_file_is_named() {
        let e = load(&lib(), Path::new("/nonexistent/p.jsonl")).expect_err("missing");
        assert!(e.to_string().starts_with("/nonexistent/p.jsonl: "), "{e}");
    }
}
