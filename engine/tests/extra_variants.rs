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

/// Game records name variants by id, name or another name (`metadata.names`), in any case,
/// with or without accents and punctuation; a name two variants answer to names neither.
#[test]
fn variants_are_found_by_the_names_records_give_them() {
    let lib = Library::builtin_with_extra(&examples()).expect("the example loads");
    for text in [
        "glinski",
        "Glinski",
        "GLINSKI",
        "Gliński",
        "Glinski's Hexagonal Chess",
        "glinskis hexagonal chess",
        "Hexagonal Chess",
        "Hexagonal",
    ] {
        assert_eq!(
            lib.find(text).map(|v| v.id.as_str()),
            Some("glinski"),
            "{text}"
        );
    }
    assert_eq!(
        lib.find("queenless hexagonal chess").map(|v| v.id.as_str()),
        Some("glinski-queenless"),
        "a server's variant by its name"
    );
    assert_eq!(
        lib.find("McCooey's Hexagonal Chess").map(|v| v.id.as_str()),
        Some("mccooey")
    );
    assert!(lib.find("Polish chess").is_none());
    assert!(lib.find("").is_none());
    // The other names are not inherited: the child answers only to its own.
    assert_eq!(lib.named("Glinski").len(), 1);
    // A server's variant claiming a name Glinski's has: the name finds neither.
    let dir = folder(&[(
        "hexa.toml",
        "extends = \"glinski\"\nname = \"Hexa\"\n[metadata]\nrules = \"x\"\nnames = [\"Hexagonal\"]\n",
    )]);
    let lib = Library::builtin_with_extra(dir.path()).expect("loads");
    assert_eq!(lib.named("hexagonal").len(), 2);
    assert!(lib.find("Hexagonal").is_none());
    assert_eq!(lib.find("glinski").map(|v| v.id.as_str()), Some("glinski"));
    // Other names are checked like names.
    let dir = folder(&[(
        "bad.toml",
        "extends = \"glinski\"\nname = \"Bad\"\n[metadata]\nrules = \"x\"\nnames = [\"@everyone\"]\n",
    )]);
    let errs = Library::builtin_with_extra(dir.path()).expect_err("a bad name");
    assert!(
        errs.iter().any(|e| e.key == "metadata.names[0]"),
        "{errs:?}"
    );
}
