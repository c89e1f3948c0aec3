//! The shipped library (`data/puzzles/*.jsonl`): every puzzle loads and replays legally (the
//! loader checks each move and its canonical text), mates end in mate, and a sample is
//! verified again by a deeper search than the one that generated it.

use hexcourier_engine::notation::parse_move;
use hexcourier_engine::search::Searcher;
use hexcourier_engine::{Library, Position};
use hexcourier_puzzles::library::load;
use hexcourier_puzzles::verify::{verify, Ending, VerifySettings};
use hexcourier_puzzles::{Puzzle, Theme};
use std::path::{Path, PathBuf};

fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/puzzles");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("data/puzzles")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    files
}

fn all(lib: &Library) -> Vec<Puzzle> {
    files()
        .iter()
        .flat_map(|f| load(lib, f).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

#[test]
fn every_shipped_puzzle_replays_and_mates_end_in_mate() {
    let lib = Library::builtin().expect("data");
    let puzzles = all(&lib);
    let glinski = puzzles.iter().filter(|p| p.variant == "glinski").count();
    assert_eq!(
        glinski,
        131 + 371,
        "Glinski puzzles: from the records, from self-play"
    );
    assert_eq!(
        puzzles.len(),
        502 + 56 + 65 + 75 + 69 + 51 + 63 + 56 + 53 + 57 + 59 + 52 + 59 + 61 + 51 + 51,
        "with fools, frontofhouse-wellisch, full-house, hole-chess, mccooey, hourglass a d m o r s w, \
         frontofhouse-glinski, frontofhouse-mccooey, hourglass-h"
    );
    let mut ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), puzzles.len(), "ids are unique across the files");
    for p in &puzzles {
        let v = lib.get(&p.variant).expect("variant");
        let mut pos = Position::from_text(v, &p.fen).expect("position");
        for m in &p.moves {
            let m = parse_move(v, &pos, m).expect("legal");
            pos = pos.after(v, m);
        }
        let mate = p.themes.iter().find_map(|t| match t {
            Theme::MateIn(n) => Some(usize::from(*n)),
            _ => None,
        });
        let over = !pos.has_legal_move(v) || pos.royal_lost(v).is_some();
        assert_eq!(mate.is_some(), over, "{}", p.id);
        if let Some(n) = mate {
            assert_eq!(n, p.moves.len().div_ceil(2), "{}", p.id);
        }
    }
}

/// Generation scans at depth 3 and verifies at depths 5 and 7; a sample of twelve puzzles
/// spread over every file is verified again at depth 6 (twice the scan depth) under the
/// definition of a puzzle ([`VerifySettings::default`], margin 200) and keeps its first move.
/// (The whole library's figure is in `data/puzzles/README.md`.)
#[test]
fn a_sample_verifies_again_at_twice_the_scan_depth() {
    let lib = Library::builtin().expect("data");
    let puzzles = all(&lib);
    let step = (puzzles.len() / 12).max(1);
    let settings = VerifySettings {
        depth: 6,
        ..VerifySettings::default()
    };
    let mut searcher = Searcher::new(8);
    let mut same = 0;
    let mut checked = 0;
    for p in puzzles.iter().step_by(step).take(12) {
        let v = lib.get(&p.variant).expect("variant");
        let pos = Position::from_text(v, &p.fen).expect("position");
        checked += 1;
        if let Ok(line) = verify(v, &pos, &settings, &mut searcher) {
            let first = parse_move(v, &pos, &p.moves[0]).expect("legal");
            let mate = matches!(line.ending, Ending::Mate);
            if line.moves[0] == first
                && mate == p.themes.iter().any(|t| matches!(t, Theme::MateIn(_)))
            {
                same += 1;
            }
        }
    }
    assert_eq!(checked, 12);
    assert_eq!(
        same, 12,
        "puzzles whose first move a search at twice the scan depth agrees with"
    );
}
