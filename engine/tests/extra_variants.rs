//! Variants of a server's own, from a folder beside the built-in data (`variants_dir`): the
//! worked example in `data/examples/variants` loads and plays, and a bad folder is refused with
//! an error naming the file, the key and the problem.

use hexcourier_engine::{Library, Position};
use std::path::{Path, PathBuf};

fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data/examples/variants")
}

fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).expect("write");
    }
    dir
}

#[test]
fn the_worked_example_loads_beside_the_builtin_variants() {
    let lib = Library::builtin_with_extra(&examples()).expect("the example loads");
    let builtin = Library::builtin().expect("data");
    let v = lib
        .get("glinski-queenless")
        .expect("the example's id is its file name");
    assert_eq!(v.name, "Queenless Hexagonal Chess");
    // Every built-in variant is still there, unchanged.
    for b in builtin.variants() {
        assert!(lib.get(&b.id).is_some(), "{}", b.id);
    }
    let start = Position::start(v).expect("a start position");
    assert_eq!(start.perft(v, 1), 48);
    assert_eq!(start.perft(v, 2), 2290);
}

#[test]
fn a_file_may_not_replace_a_builtin_variant() {
    let dir = folder(&[(
        "glinski.toml",
        "extends = \"glinski\"\nname = \"Mine\"\n[metadata]\nrules = \"x\"\n",
    )]);
    let errs = Library::builtin_with_extra(dir.path()).expect_err("a clash");
    assert_eq!(errs.len(), 1);
    let e = &errs[0];
    assert!(e.file.ends_with("glinski.toml"), "{e:?}");
    assert!(e.file.contains(&dir.path().display().to_string()), "{e:?}");
    assert!(e.problem.contains("variants/glinski.toml"), "{e:?}");
}

#[test]
fn a_bad_file_names_its_file_and_key() {
    let dir = folder(&[(
        "broken.toml",
        "extends = \"glinski\"\nname = \"Broken\"\nboard = \"no-such-board\"\n[metadata]\nrules = \"x\"\n",
    )]);
    let errs = Library::builtin_with_extra(dir.path()).expect_err("a bad board");
    assert!(
        errs.iter().any(
            |e| e.file == dir.path().join("broken.toml").display().to_string() && e.key == "board"
        ),
        "{errs:?}"
    );
}

#[test]
fn an_empty_folder_adds_nothing_and_a_missing_one_is_an_error() {
    let dir = folder(&[("notes.txt", "not a variant")]);
    let lib = Library::builtin_with_extra(dir.path()).expect("an empty folder");
    assert_eq!(
        lib.variants().count(),
        Library::builtin().expect("data").variants().count()
    );
    let missing = dir.path().join("nowhere");
    let errs = Library::builtin_with_extra(&missing).expect_err("no folder");
    assert!(errs[0].problem.contains("cannot read"), "{errs:?}");
    assert_eq!(errs[0].file, missing.display().to_string());
}
