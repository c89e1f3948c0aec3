//! Every data file loads; bad files give errors naming file, key and problem.

use hexcourier_engine::{DataError, Library, Position, SetupError};
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
        match &v.setup_required {
            // A variant without a start array says so instead of starting.
            Some(reason) => assert_eq!(
                Position::start(v).map(|_| ()),
                Err(SetupError::SetupRequired {
                    variant: v.id.clone(),
                    reason: reason.clone()
                }),
                "{}",
                v.id
            ),
            None => {
                Position::start(v).unwrap_or_else(|e| panic!("{}: {e}", v.id));
            }
        }
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
fn names_and_rules_are_bounded_like_user_text() {
    let errs = load_with(|f| {
        edit(
            f,
            "variants/mccooey.toml",
            "name = \"McCooey's Hexagonal Chess\"",
            "name = \"@everyone **McCooey**\"",
        )
    });
    let e = errs
        .iter()
        .find(|e| e.file == "variants/mccooey.toml")
        .expect("mccooey error");
    assert_eq!(e.key, "name");
    assert!(e.problem.contains("'@'"), "{e}");
    let long = "x".repeat(6001);
    let errs = load_with(|f| {
        edit(
            f,
            "variants/mccooey.toml",
            "rules = \"\"\"",
            &format!("rules = \"\"\"{long}"),
        )
    });
    let e = errs
        .iter()
        .find(|e| e.file == "variants/mccooey.toml")
        .expect("mccooey error");
    assert_eq!(e.key, "metadata.rules");
    assert!(e.problem.contains("at most 6000"), "{e}");
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

const GLINSKI_3P: &str = "variants/frontofhouse-glinski-3p.toml";

/// The line of `file` that starts with `prefix` (1-based).
fn line_of(file: &str, prefix: &str) -> Option<usize> {
    files()
        .iter()
        .find(|(p, _)| p == file)
        .and_then(|(_, t)| t.lines().position(|l| l.starts_with(prefix)))
        .map(|i| i + 1)
}

#[test]
fn setup_required_needs_a_reason() {
    let errs = load_with(|f| {
        let entry = f.iter_mut().find(|(p, _)| p == GLINSKI_3P).expect("file");
        let start = entry.1.find("setup-required = ").expect("key");
        let end = start + entry.1[start..].find('\n').expect("line end");
        entry.1.replace_range(start..end, "setup-required = \"  \"");
    });
    assert_eq!(
        errs,
        [DataError {
            file: GLINSKI_3P.into(),
            key: "setup-required".into(),
            line: line_of(GLINSKI_3P, "setup-required"),
            problem: "needs the reason shown to players (why there is no start array), not an \
                      empty text"
                .into(),
        }]
    );
    assert!(errs[0].line.is_some());
}

#[test]
fn setup_required_must_be_text() {
    let errs = load_with(|f| {
        let entry = f.iter_mut().find(|(p, _)| p == GLINSKI_3P).expect("file");
        let start = entry.1.find("setup-required = ").expect("key");
        let end = start + entry.1[start..].find('\n').expect("line end");
        entry.1.replace_range(start..end, "setup-required = true");
    });
    assert_eq!(errs.len(), 1, "{errs:?}");
    let e = &errs[0];
    assert_eq!(
        (e.file.as_str(), e.key.as_str(), e.line),
        (
            GLINSKI_3P,
            "setup-required",
            line_of(GLINSKI_3P, "setup-required")
        )
    );
    assert!(e.problem.contains("expected a string"), "{e}");
}

#[test]
fn setup_and_setup_required_are_one_choice() {
    // Both in one file: refused, naming the key.
    let errs = load_with(|f| {
        edit(
            f,
            GLINSKI_3P,
            "setup-required = ",
            "setup = \"1/3/5/7/9/11/10yK/bK10/11/11/5rK5 r - 0 1\"\nsetup-required = ",
        )
    });
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert_eq!(
        (errs[0].file.as_str(), errs[0].key.as_str()),
        (GLINSKI_3P, "setup-required")
    );
    assert_eq!(
        errs[0].problem,
        "give either 'setup' (the start position) or 'setup-required' (why there is none), not both"
    );
    // Neither, and no parent to inherit one from.
    let errs = load_with(|f| {
        edit(
            f,
            GLINSKI_3P,
            "extends = \"frontofhouse-glinski\"\n",
            "board = \"glinski\"\npieces = [\"grandduke\", \"migrant\"]\n",
        );
        let entry = f.iter_mut().find(|(p, _)| p == GLINSKI_3P).expect("file");
        let start = entry.1.find("setup-required = ").expect("key");
        let end = start + entry.1[start..].find('\n').expect("line end");
        entry.1.replace_range(start..end, "");
    });
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert_eq!(
        (errs[0].file.as_str(), errs[0].key.as_str()),
        (GLINSKI_3P, "setup")
    );
    assert_eq!(
        errs[0].problem,
        "missing: give 'setup' (the start position as a state text) or 'setup-required' (why \
         there is none, shown to players)"
    );
}

/// A child's `setup` replaces its parent's `setup-required` and the other way round.
#[test]
fn a_child_chooses_its_own_start() {
    let mut f = files();
    f.push((
        "variants/glinski-3p-sample.toml".into(),
        "extends = \"frontofhouse-glinski-3p\"\nname = \"Sample\"\n\
         setup = \"1/3/5/7/5yP2yK/11/bK4rPbP4/11/11/11/5rK5[rW] r - 0 1\"\n\
         [metadata]\nrules = \"A test.\"\n"
            .into(),
    ));
    let lib = Library::from_files(&f).unwrap_or_else(|e| panic!("{e:?}"));
    let child = lib.get("glinski-3p-sample").expect("child");
    assert_eq!(child.setup_required, None);
    assert_eq!(
        Position::start(child).map(|p| p.to_text(child)).as_deref(),
        Ok("1/3/5/7/5yP2yK/11/bK4rPbP4/11/11/11/5rK5[rW] r - 0 1")
    );
    let parent = lib.get("frontofhouse-glinski-3p").expect("parent");
    assert!(parent.setup_required.is_some());
    assert!(lib
        .get("frontofhouse-glinski")
        .is_some_and(|v| v.setup_required.is_none()));
}

/// `promotion.only-lost` counts lost pieces against the start array, which such a variant
/// lacks.
#[test]
fn only_lost_promotion_needs_a_start_array() {
    let errs = load_with(|f| {
        edit(
            f,
            GLINSKI_3P,
            "[rules]\n",
            "[promotion]\npieces = [\"migrant\"]\ncells = \"camp\"\nchoices = [\"rook\"]\n\
             only-lost = true\n\n[rules]\n",
        )
    });
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert_eq!(
        (errs[0].file.as_str(), errs[0].key.as_str()),
        (GLINSKI_3P, "promotion.only-lost")
    );
    assert_eq!(
        errs[0].problem,
        "counts lost pieces against the start array, and a 'setup-required' variant has none"
    );
}
