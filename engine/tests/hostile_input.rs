//! Hostile input: random and mutated move texts, state texts and data files never panic, and
//! whatever is accepted is consistent (a parsed move is legal; an accepted state text prints
//! back to itself).
//!
//! Each target runs `HEXCOURIER_FUZZ_CASES` generated inputs after its corpus (in CI: 20,000,
//! and 5,000 for the data files, each of which compiles a variant); the long mode is `HEXCOURIER_FUZZ_CASES=1000000 cargo test --release -p
//! hexcourier-engine --test hostile_input -- --nocapture` (each target prints its count).
//! The corpora and every input that once broke something are data files in
//! `tests/fixtures/hostile/`: `moves.txt` and `states.txt` (one input a line, with `\n`,
//! `\t`, `\\` and `\u{..}` escapes; `states.txt` lines start with the variant id), and
//! `data/*.toml` (each replaces the built-in file its first line names).

use hexcourier_engine::data::builtin_files;
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::{Library, Position, Variant};

mod common;
#[path = "common/corpus.rs"]
mod corpus;
use corpus::{corpus, Rng};

/// Generated inputs per target: `HEXCOURIER_FUZZ_CASES`, else `ci` (the CI mode).
fn cases_or(ci: usize) -> usize {
    std::env::var("HEXCOURIER_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(ci)
}

/// Generated inputs of the move-text and state-text targets (20,000 in CI).
fn cases() -> usize {
    cases_or(20_000)
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
fn move_corpus() -> Vec<String> {
    let mut all = vec![String::new()];
    all.extend(corpus(include_str!("fixtures/hostile/moves.txt")));
    all
}

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
    let corpus = move_corpus();
    assert!(
        corpus.len() >= 25,
        "the move corpus has {} inputs",
        corpus.len()
    );
    let variants: Vec<_> = lib.variants().cloned().collect();
    let positions: Vec<Vec<Position>> = variants
        .iter()
        .map(|v| random_positions(v, &mut rng, 20))
        .collect();
    let mut inputs = 0usize;
    for (v, positions) in variants.iter().zip(&positions) {
        for (i, pos) in positions.iter().enumerate() {
            let legal = pos.legal_moves(v);
            // Every legal move's canonical text reads back as that move.
            for &m in &legal {
                let text = move_to_text(v, pos, m);
                assert_eq!(parse_move(v, pos, &text), Ok(m), "{} {text}", v.id);
            }
            for t in &corpus {
                if let Ok(m) = parse_move(v, pos, t) {
                    assert!(legal.contains(&m), "{} position {i} accepted {t:?}", v.id);
                }
                inputs += 1;
            }
        }
    }
    // The generated inputs, spread over every position of every variant.
    let all: Vec<(usize, usize)> = (0..variants.len())
        .flat_map(|v| (0..positions[v].len()).map(move |p| (v, p)))
        .collect();
    let legal: Vec<_> = all
        .iter()
        .map(|&(v, p)| positions[v][p].legal_moves(&variants[v]))
        .collect();
    for k in 0..n {
        let (vi, pi) = all[k % all.len()];
        let (v, pos) = (&variants[vi], &positions[vi][pi]);
        let t = random_move_text(&mut rng);
        if let Ok(m) = parse_move(v, pos, &t) {
            assert!(
                legal[k % all.len()].contains(&m),
                "{} position {pi} accepted {t:?}",
                v.id
            );
        }
        inputs += 1;
    }
    eprintln!(
        "move text: {inputs} inputs ({n} generated) over {} positions",
        all.len()
    );
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

/// Checks one state text for `v`: if it is accepted, it prints back to a text that reads back
/// to itself, and the position's moves can be listed.
fn check_state_text(v: &Variant, text: &str) {
    if let Ok(p) = Position::from_text(v, text) {
        let again = p.to_text(v);
        let p2 = Position::from_text(v, &again).expect("printed text reads back");
        assert_eq!(p2.to_text(v), again, "{} from {text:?}", v.id);
        let _ = p.legal_moves(v);
    }
}

#[test]
fn state_text_round_trips_and_mutations_never_panic() {
    let lib = library();
    let mut rng = Rng(2);
    let alphabet: Vec<char> = "0123456789/ -wbrygKQRBNPkqrbnp[]'eTxZ_\u{e9}"
        .chars()
        .collect();
    let variants: Vec<_> = lib.variants().cloned().collect();
    let mut inputs = 0usize;
    // The corpus: `<variant> <state text>` a line.
    for line in corpus(include_str!("fixtures/hostile/states.txt")) {
        let (id, text) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        let v = lib
            .get(id)
            .unwrap_or_else(|| panic!("states.txt: no variant {id}"));
        check_state_text(v, text);
        inputs += 1;
    }
    let texts: Vec<Vec<String>> = variants
        .iter()
        .map(|v| {
            random_positions(v, &mut rng, 30)
                .iter()
                .map(|p| p.to_text(v))
                .collect()
        })
        .collect();
    for (v, texts) in variants.iter().zip(&texts) {
        for t in texts {
            let back = Position::from_text(v, t).expect("own text reads back");
            assert_eq!(&back.to_text(v), t, "{}", v.id);
        }
    }
    let n = cases();
    for k in 0..n {
        let vi = k % variants.len();
        let base = &texts[vi][rng.below(texts[vi].len())];
        let bad = mutate(&mut rng, base, &alphabet);
        check_state_text(&variants[vi], &bad);
        inputs += 1;
    }
    eprintln!("state text: {inputs} inputs ({n} generated)");
}

/// The built-in files a variant needs besides the boards and pieces: itself and its parents.
fn with_parents<'a>(files: &'a [(String, String)], variant: &str) -> Vec<&'a (String, String)> {
    let mut out = Vec::new();
    let mut next = Some(variant.to_string());
    while let Some(id) = next.take() {
        let path = format!("variants/{id}.toml");
        let Some(f) = files.iter().find(|(p, _)| *p == path) else {
            break;
        };
        next = f.1.lines().find_map(|l| {
            let rest = l.strip_prefix("extends")?.trim_start().strip_prefix('=')?;
            Some(rest.trim().trim_matches('"').to_string())
        });
        if out.iter().any(|(p, _): &&(String, String)| *p == path) {
            break;
        }
        out.push(f);
    }
    out
}

/// Loads `files` as a library: no panic, and every error names one of the files.
fn check_data(files: &[(String, String)]) -> bool {
    match Library::from_files(files) {
        Ok(_) => true,
        Err(errors) => {
            assert!(!errors.is_empty());
            for e in errors {
                let shown = e.to_string();
                assert!(
                    files.iter().any(|(name, _)| shown.contains(name.as_str())),
                    "error does not name a file: {shown}"
                );
            }
            false
        }
    }
}

#[test]
fn mutated_data_files_never_panic_and_errors_name_the_file() {
    let files: Vec<(String, String)> = builtin_files()
        .iter()
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect();
    assert!(check_data(&files), "the built-in files load");
    let variants: Vec<String> = files
        .iter()
        .filter_map(|(p, _)| p.strip_prefix("variants/")?.strip_suffix(".toml"))
        .map(str::to_string)
        .collect();
    let shared: Vec<&(String, String)> = files
        .iter()
        .filter(|(p, _)| !p.starts_with("variants/"))
        .collect();
    let mut inputs = 0usize;
    // The regressions: each replaces the built-in file named on its first line.
    for (name, text) in regression_data_files() {
        let first = text.lines().next().unwrap_or("");
        let target = first
            .strip_prefix("# replaces ")
            .unwrap_or_else(|| panic!("{name}: the first line is '# replaces <file>'"))
            .trim();
        let mut set = files.clone();
        match set.iter_mut().find(|(p, _)| p == target) {
            Some(f) => f.1 = text.clone(),
            None => set.push((target.to_string(), text.clone())),
        }
        check_data(&set);
        inputs += 1;
    }
    // Generated: one file mutated, loaded with the files one variant needs (a whole library
    // compiles every variant, which would make a million inputs take hours). Split over the
    // cores, each worker with its own fixed seed.
    let alphabet: Vec<char> = "[]{}=\",.-0123456789abcxyz \n#_".chars().collect();
    // Each input compiles a variant: 5,000 in CI.
    let n = cases_or(5_000);
    let workers = std::thread::available_parallelism().map_or(1, |w| w.get().min(8));
    let accepted: usize = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (files, variants, shared, alphabet) = (&files, &variants, &shared, &alphabet);
                scope.spawn(move || {
                    let mut rng = Rng(3 + w as u64);
                    let mut accepted = 0usize;
                    for _ in (w..n).step_by(workers) {
                        let variant = &variants[rng.below(variants.len())];
                        let mut set: Vec<(String, String)> =
                            shared.iter().map(|f| (*f).clone()).collect();
                        set.extend(with_parents(files, variant).into_iter().cloned());
                        let which = rng.below(set.len());
                        set[which].1 = mutate(&mut rng, &set[which].1, alphabet);
                        accepted += usize::from(check_data(&set));
                    }
                    accepted
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a data worker panicked"))
            .sum()
    });
    inputs += n;
    eprintln!(
        "data files: {inputs} inputs ({n} generated on {workers} threads, {accepted} of them accepted)"
    );
}

/// The files of `tests/fixtures/hostile/data/`, by name.
fn regression_data_files() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hostile/data");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| {
            let text =
                std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p.display().to_string(), text)
        })
        .collect();
    out.sort();
    assert!(
        !out.is_empty(),
        "no regression data files in {}",
        dir.display()
    );
    out
}
