//! Every data file loads; bad files give errors naming file, key and problem.

use hexcourier_engine::{DataError, Library, Position};
use std::path::Path;

fn data_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../data")
}

fn files() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for sub in ["", "boards", "variants"] {
        let mut entries: Vec<_> = std::fs::read_dir(data_dir().join(sub))
            .expect("data dir")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect();
        entries.sort();
        for p in entries {
            let name = p.file_name().expect("name").to_string_lossy().to_string();
            let rel = if sub.is_empty() {
                name
            } else {
                format!("{sub}/{name}")
            };
            out.push((rel, std::fs::read_to_string(&p).expect("read")));
        }
    }
    out
}

#[test]
fn every_data_file_loads_and_matches_the_built_in_copy() {
    let lib = Library::load_dir(&data_dir()).unwrap_or_else(|e| panic!("{e:?}"));
    let built_in = Library::builtin().unwrap_or_else(|e| panic!("{e:?}"));
    let ids: Vec<&str> = lib.variants().map(|v| v.id.as_str()).collect();
    let built: Vec<&str> = built_in.variants().map(|v| v.id.as_str()).collect();
    assert_eq!(ids, built);
    for id in ["glinski", "mccooey", "full-house"] {
        assert!(ids.contains(&id), "{id} missing");
    }
    for v in lib.variants() {
        Position::start(v).unwrap_or_else(|e| panic!("{}: {e}", v.id));
        assert!(
            !v.metadata.rules.trim().is_empty(),
            "{} has no rules text",
            v.id
        );
    }
}

fn load_with(change: impl Fn(&mut Vec<(String, String)>)) -> Vec<DataError> {
    let mut f = files();
    change(&mut f);
    Library::from_files(&f).expect_err("should fail")
}

fn edit(f: &mut [(String, String)], file: &str, from: &str, to: &str) {
    let entry = f.iter_mut().find(|(p, _)| p == file).expect("file present");
    assert!(entry.1.contains(from), "{file} lacks {from}");
    entry.1 = entry.1.replacen(from, to, 1);
}

#[test]
fn unknown_key_names_file_line_and_key() {
    let errs = load_with(|f| {
        edit(
            f,
            "variants/glinski.toml",
            "[rules]\n",
            "[rules]\nstalemat = \"draw\"\n",
        )
    });
    let e = &errs[0];
    assert_eq!(e.file, "variants/glinski.toml");
    assert!(e.problem.contains("stalemat"), "{e}");
}

#[test]
fn unknown_piece_in_variant() {
    let errs = load_with(|f| {
        edit(
            f,
            "variants/mccooey.toml",
            "\"pawn-mccooey\"]",
            "\"pawn-mcoy\"]",
        )
    });
    let e = errs
        .iter()
        .find(|e| e.file == "variants/mccooey.toml")
        .expect("mccooey error");
    assert!(e.key.starts_with("pieces["), "{e}");
    assert!(e.problem.contains("pawn-mcoy"), "{e}");
}

#[test]
fn cell_not_on_board() {
    let errs = load_with(|f| edit(f, "variants/glinski.toml", "b1 c2 d3", "b1 c2 j3"));
    let e = &errs[0];
    assert_eq!(e.key, "players[0].cells.pawn-start");
    assert!(e.problem.contains("j3"), "{e}");
    assert!(e.line.is_some());
}

#[test]
fn ambiguous_letter() {
    let errs = load_with(|f| edit(f, "pieces.toml", "letter = \"S\"", "letter = \"R\""));
    assert!(
        errs.iter()
            .any(|e| e.file == "variants/full-house.toml" && e.problem.contains("already used")),
        "{errs:?}"
    );
}

#[test]
fn invalid_setup() {
    let errs = load_with(|f| {
        edit(
            f,
            "variants/glinski.toml",
            "setup = \"b/qbk",
            "setup = \"b/qbb",
        )
    });
    let e = errs
        .iter()
        .find(|e| e.file == "variants/glinski.toml")
        .expect("glinski error");
    assert_eq!(e.key, "setup");
    assert!(e.problem.contains("royal"), "{e}");
}

#[test]
fn contradictory_atom_options() {
    let errs = load_with(|f| {
        edit(
            f,
            "pieces.toml",
            "moves = [{ vector = \"knight\" }]",
            "moves = [{ vector = \"knight\", leap = [2, 1] }]",
        )
    });
    assert!(
        errs.iter()
            .any(|e| e.file == "pieces.toml" && e.key == "knight" && e.problem.contains("either")),
        "{errs:?}"
    );
}

#[test]
fn broken_toml_and_unknown_board() {
    let errs = load_with(|f| edit(f, "boards/glinski.toml", "name =", "name = = "));
    assert!(
        errs[0].line.is_some() && errs[0].file == "boards/glinski.toml",
        "{errs:?}"
    );
    let errs = load_with(|f| {
        edit(
            f,
            "variants/glinski.toml",
            "board = \"glinski\"",
            "board = \"glinsky\"",
        )
    });
    assert!(
        errs.iter()
            .any(|e| e.key == "board" && e.problem.contains("glinsky")),
        "{errs:?}"
    );
}

#[test]
fn bad_jump_atoms_and_rules_are_named() {
    // A jump spans one cell and lands on the next.
    let errs = load_with(|f| {
        edit(
            f,
            "pieces.toml",
            "{ vector = \"orth\", dirs = \"narrow\", jump = true }",
            "{ vector = \"orth\", dirs = \"narrow\", jump = true, range = 2 }",
        )
    });
    assert!(
        errs.iter().any(|e| e.file == "pieces.toml"
            && e.key == "twice-pawn"
            && e.problem.contains("'jump' atom needs range 1")),
        "{errs:?}"
    );
    // Jump directions are stored in 3 bits: at most 8 per variant.
    let errs = load_with(|f| {
        edit(
            f,
            "pieces.toml",
            "  { vector = \"orth\", jump = true },",
            "  { vector = \"orth\", jump = true },\n  { vector = \"diag\", jump = true },",
        )
    });
    assert!(
        errs.iter().any(|e| e.file == "variants/hourglass-d.toml"
            && e.key == "pieces.twice-pawned-wazir.moves[2]"
            && e.problem.contains("at most 8 directions")),
        "{errs:?}"
    );
    // Winning by capturing everything contradicts eliminating players.
    let errs = load_with(|f| {
        edit(
            f,
            "variants/hourglass-d.toml",
            "capture-all-wins = true",
            "capture-all-wins = true\nelimination = \"attacked-by-next\"",
        )
    });
    assert!(
        errs.iter().any(|e| e.file == "variants/hourglass-d.toml"
            && e.key == "rules.capture-all-wins"
            && e.problem.contains("contradicts")),
        "{errs:?}"
    );
}

#[test]
fn insufficient_material_names_known_non_royal_pieces() {
    let errs = load_with(|f| {
        edit(
            f,
            "variants/mccooey.toml",
            "insufficient-material = []",
            "insufficient-material = [\"bishop\", \"king\", \"unicorn\"]",
        )
    });
    assert!(
        errs.iter().any(|e| e.file == "variants/mccooey.toml"
            && e.key == "rules.insufficient-material[1]"
            && e.problem.contains("royal")),
        "{errs:?}"
    );
}

#[test]
fn bad_marker_keys_are_named() {
    let errs = load_with(|f| {
        edit(
            f,
            "variants/hole-chess.toml",
            "role = \"barrier\"",
            "role = \"wall\"",
        )
    });
    let e = errs
        .iter()
        .find(|e| e.file == "variants/hole-chess.toml")
        .expect("hole-chess error");
    assert_eq!(e.key, "markers[1].role");
    assert!(e.problem.contains("wall"), "{e}");

    let errs = load_with(|f| {
        edit(
            f,
            "variants/hole-chess.toml",
            "symbol = \"#\"",
            "symbol = \"*\"",
        )
    });
    let e = errs
        .iter()
        .find(|e| e.file == "variants/hole-chess.toml")
        .expect("hole-chess error");
    assert_eq!(e.key, "markers[1].symbol");
    assert!(e.problem.contains("twice"), "{e}");

    let errs = load_with(|f| {
        edit(
            f,
            "variants/hole-chess.toml",
            "symbol = \"#\"",
            "symbol = \"/\"",
        )
    });
    assert!(
        errs.iter()
            .any(|e| e.key == "markers[1].symbol" && e.problem.contains("punctuation")),
        "{errs:?}"
    );

    // A dragging piece needs a marker with role hole.
    let errs = load_with(|f| {
        edit(
            f,
            "variants/hole-chess.toml",
            "role = \"hole\"",
            "role = \"barrier\"",
        )
    });
    assert!(
        errs.iter().any(|e| e.file == "variants/hole-chess.toml"
            && e.key.starts_with("pieces[")
            && e.problem.contains("no marker of the variant has role hole")),
        "{errs:?}"
    );

    // A marker symbol nowhere declared in the setup.
    let errs = load_with(|f| {
        edit(
            f,
            "variants/hole-chess.toml",
            "setup = \"b/qrk",
            "setup = \"b/q%k",
        )
    });
    assert!(
        errs.iter()
            .any(|e| e.file == "variants/hole-chess.toml" && e.key == "setup"),
        "{errs:?}"
    );
}

#[test]
fn bad_piece_abilities_are_named() {
    let errs = load_with(|f| {
        edit(
            f,
            "pieces.toml",
            "relocate = \"enemy\"",
            "relocate = \"friend\"",
        )
    });
    let e = errs
        .iter()
        .find(|e| e.file == "pieces.toml")
        .expect("pieces error");
    assert_eq!(e.key, "teleporter.relocate");
    assert!(e.problem.contains("friend"), "{e}");
    assert!(e.line.is_some());

    // A drag needs a rider direction to drag along.
    let errs = load_with(|f| edit(f, "pieces.toml", "relocate = \"obstacle\"", "drag = 1"));
    assert!(
        errs.iter().any(|e| e.file == "pieces.toml"
            && e.key == "engineer.drag"
            && e.problem.contains("rider")),
        "{errs:?}"
    );

    let errs = load_with(|f| {
        edit(
            f,
            "pieces.toml",
            "drag = 1\nmoves = [{ vector = \"orth\", range = 0 }]",
            "drag = 9\nmoves = [{ vector = \"orth\", range = 0 }]",
        )
    });
    assert!(
        errs.iter()
            .any(|e| e.key == "rook-hole.drag" && e.problem.contains("at most 8")),
        "{errs:?}"
    );
}

#[test]
fn royal_capture_rule_is_checked() {
    let errs = load_with(|f| {
        edit(
            f,
            "variants/hole-chess.toml",
            "royal-capture = true",
            "royal-capture = true\nelimination = \"attacked-by-next\"",
        )
    });
    assert!(
        errs.iter().any(|e| e.file == "variants/hole-chess.toml"
            && e.key == "rules.royal-capture"
            && e.problem.contains("elimination")),
        "{errs:?}"
    );
    let errs = load_with(|f| {
        edit(
            f,
            "variants/hole-chess.toml",
            "royal-capture = true",
            "royal-capture = \"yes\"",
        )
    });
    assert!(
        errs.iter().any(|e| e.file == "variants/hole-chess.toml"
            && e.key == "rules.royal-capture"
            && e.problem.contains("boolean")),
        "{errs:?}"
    );
}
