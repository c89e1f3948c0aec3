//! The starter library as the program carries it: every file of `data/puzzles/` embedded at
//! build time, read and checked when first asked for.
//!
//! Nothing is searched at run time: a puzzle's solution is its library line. A file that no
//! longer loads (a wrong line, a variant gone) is named with its line and problem, as
//! [`crate::library::parse`] words it, and an id found in two files is refused the same way.
//!
//! ```
//! use hexcourier_engine::Library;
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let puzzles = hexcourier_puzzles::shipped::load(&lib)?;
//! assert!(puzzles.iter().any(|p| p.variant == "mccooey"));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use crate::library::{parse, LoadError, Problem, Puzzle};
use hexcourier_engine::Library;
use std::collections::HashSet;

/// Embeds `data/puzzles/<name>.jsonl` as `(path, text)`.
macro_rules! files {
    ($($name:literal),* $(,)?) => {
        &[
            $(
                (
                    concat!("data/puzzles/", $name, ".jsonl"),
                    include_str!(concat!("../../data/puzzles/", $name, ".jsonl")),
                ),
            )*
        ]
    };
}

/// Every library file of `data/puzzles/`, by its path in the repository, with its text. A
/// new file goes in the folder and here (a test compares the two).
pub const FILES: &[(&str, &str)] = files![
    "fools",
    "frontofhouse-glinski",
    "frontofhouse-mccooey",
    "frontofhouse-wellisch",
    "full-house",
    "glinski-self-play",
    "glinski",
    "hole-chess",
    "hourglass-a",
    "hourglass-d",
    "hourglass-h",
    "hourglass-m",
    "hourglass-o",
    "hourglass-r",
    "hourglass-s",
    "hourglass-w",
    "mccooey",
];

/// Reads and checks every embedded file, in the order of [`FILES`].
///
/// # Errors
/// The first line that does not load, named by file and line; an id already given by an
/// earlier file is [`Problem::DuplicateId`] at its line.
pub fn load(lib: &Library) -> Result<Vec<Puzzle>, LoadError> {
    let mut all: Vec<Puzzle> = Vec::new();
    let mut ids = HashSet::new();
    for (file, text) in FILES {
        let puzzles = parse(lib, file, text)?;
        for p in puzzles {
            if !ids.insert(p.id.clone()) {
                return Err(LoadError::Line {
                    file: (*file).to_string(),
                    line: line_of(text, &p.id),
                    problem: Problem::DuplicateId(p.id),
                });
            }
            all.push(p);
        }
    }
    Ok(all)
}

/// The 1-based line of `text` that holds the record with id `id` (0 if none does).
fn line_of(text: &str, id: &str) -> usize {
    let needle = format!("\"id\":\"{id}\"");
    text.lines()
        .position(|l| l.contains(&needle))
        .map_or(0, |i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn every_file_of_the_folder_is_embedded() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/puzzles");
        let mut on_disk: Vec<String> = std::fs::read_dir(dir)
            .expect("data/puzzles")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".jsonl"))
            .map(|n| format!("data/puzzles/{n}"))
            .collect();
        on_disk.sort();
        let mut embedded: Vec<String> = FILES.iter().map(|(f, _)| (*f).to_string()).collect();
        embedded.sort();
        assert_eq!(embedded, on_disk);
    }

    #[test]
    fn the_embedded_library_loads_whole() {
        let lib = Library::builtin().expect("data");
        let puzzles = load(&lib).expect("loads");
        assert_eq!(puzzles.len(), 1380);
    }

    #[test]
    fn a_line_is_found_by_its_id() {
        let text = "{\"id\":\"a\"}\n\n{\"id\":\"b\",\"x\":1}\n";
        assert_eq!(line_of(text, "b"), 3);
        assert_eq!(line_of(text, "c"), 0);
    }
}
