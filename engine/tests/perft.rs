//! Perft fixtures: every `tests/perft/*.perft` file, each line checked exactly.

use hexcourier_engine::{Library, Position};
use std::path::Path;

/// Lines deeper than this many nodes run only under `--ignored`.
const NODE_LIMIT: u64 = 10_000_000;

fn run(ignored: bool) {
    let lib = Library::builtin().expect("data files load");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("perft dir")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    let mut checked = 0;
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read perft file");
        let mut variant = None;
        let mut pos: Option<Position> = None;
        let mut id = String::new();
        for line in text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "id" => id = rest.to_string(),
                "variant" => {
                    variant = Some(
                        lib.get(rest)
                            .unwrap_or_else(|| panic!("{}: unknown variant {rest}", f.display()))
                            .clone(),
                    )
                }
                "fen" => {
                    let v = variant.as_ref().expect("variant before fen");
                    pos = Some(
                        if rest == "startpos" {
                            Position::start(v)
                        } else {
                            Position::from_text(v, rest)
                        }
                        .unwrap_or_else(|e| panic!("{id}: {e}")),
                    );
                }
                "perft" => {
                    let (d, n) = rest.split_once(' ').expect("perft <depth> <nodes>");
                    let d: u32 = d.parse().expect("depth");
                    let n: u64 = n.parse().expect("nodes");
                    if (n > NODE_LIMIT) != ignored {
                        continue;
                    }
                    let v = variant.as_ref().expect("variant");
                    let p = pos.as_ref().expect("fen");
                    assert_eq!(p.perft(v, d), n, "{id} ({}) perft {d}", f.display());
                    checked += 1;
                }
                other => panic!("{}: unknown key {other}", f.display()),
            }
        }
    }
    if !ignored {
        assert!(checked > 0, "no perft lines checked");
    }
}

#[test]
fn perft_fixtures() {
    run(false);
}

#[test]
#[ignore = "deep perft lines; run with --ignored"]
fn perft_fixtures_deep() {
    run(true);
}
