//! Stored game records of every format version ever written must keep loading: each file in
//! `tests/fixtures/records/` holds records of one version exactly as a build wrote them (a
//! running game with a move clock, a voting game with an open window, challenges waiting,
//! declined and open, a finished game, three players, an engine game, a `setup:` game with a
//! draw offer, a takeback request). They are put in a store as they are, a core opens it, and
//! every game must load with no warning and still take commands.

use hexcourier::core::{Caller, Core, FakeClock, FakePainter, Place, Reply, UserId};
use hexcourier::store::{GameRecord, MemoryStore, SledStore, Store, RECORD_VERSION};
use hexcourier_engine::Library;

/// The records of a fixture file, as `(key, bytes)`.
fn fixture(name: &str) -> Vec<(String, Vec<u8>)> {
    let path = format!(
        "{}/tests/fixtures/records/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("a JSON record");
            let key = v["id"].as_str().expect("an id").to_string();
            (key, l.as_bytes().to_vec())
        })
        .collect()
}

/// Every fixture file, by name.
fn fixture_files() -> Vec<String> {
    let dir = format!("{}/tests/fixtures/records", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the fixtures folder")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".jsonl"))
        .collect();
    names.sort();
    names
}

fn core_on(store: Box<dyn Store>) -> Core {
    Core::new(
        Library::builtin().expect("data"),
        store,
        Box::new(FakeClock::at(1_900_000_600)),
        Box::new(FakePainter::default()),
    )
    .expect("the core opens")
}

fn say(core: &Core, place: &str, user: &str, text: &str) -> String {
    let mut replies = core.handle(
        &Caller::operator(UserId::new(user)),
        &Place::new(place),
        text,
    );
    replies.extend(core.drain_owed());
    replies
        .iter()
        .filter_map(|r| match r {
            Reply::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn there_is_a_fixture_of_todays_record_format() {
    let files = fixture_files();
    let today = format!("v{RECORD_VERSION}.jsonl");
    assert!(
        files.contains(&today),
        "tests/fixtures/records/{today} holds records of the format this build writes: \
         write some with the console (see v1.jsonl's header) when RECORD_VERSION changes"
    );
    for name in &files {
        for (key, bytes) in fixture(name) {
            let r = GameRecord::decode(&bytes).unwrap_or_else(|e| panic!("{name} {key}: {e}"));
            assert_eq!(r.id, key);
            assert_eq!(r.version, RECORD_VERSION, "{name} {key} is read as today's");
        }
    }
}

#[test]
fn todays_records_load_and_play() {
    let records = fixture("v1.jsonl");
    assert_eq!(records.len(), 10);
    let store = MemoryStore::new();
    for (key, bytes) in &records {
        store.put_game(key, bytes).expect("put");
    }
    let core = core_on(Box::new(store));
    assert_eq!(core.startup_warnings(), Vec::<String>::new());
    assert_eq!(core.game_count(), 10);
    // Every started game shows its board.
    for place in ["#g1", "#g2", "#g4", "#g5", "#g7", "#g9", "#g10"] {
        let board = say(&core, place, "alice", "/board");
        assert!(
            board.contains(" to move") || board.contains("1-0"),
            "{place}: {board}"
        );
    }
    // The clock game goes on.
    assert!(say(&core, "#g1", "alice", "Qe1-c3").contains("2. Qe1-c3"));
    // The vote window takes a second ballot.
    assert!(say(&core, "#g2", "bob", "/vote f5-f6").contains("2 votes so far"));
    // The waiting challenge is accepted; the open one taken.
    assert!(say(&core, "", "carol", "/accept g3").contains("New game #g3"));
    assert!(say(&core, "", "zoe", "/accept g6").contains("New game #g6"));
    // The declined challenge stays declined.
    assert!(say(&core, "", "frank", "/accept g8").contains("not open any more"));
    // The three-player game moves on.
    let wellisch = say(&core, "#g5", "alice", "/moves");
    assert!(!wellisch.is_empty());
    // The draw offer and the takeback request are answered.
    assert!(say(&core, "#g9", "bob", "/draw").contains("1/2-1/2"));
    assert!(say(&core, "#g10", "gina", "/takeback")
        .to_lowercase()
        .contains("taken back"));
    // The finished game is over.
    assert!(say(&core, "#g4", "bob", "f7-f6").contains("over"));
}

#[test]
fn todays_records_load_from_sled_with_nothing_to_upgrade() {
    let tmp = tempfile::tempdir().expect("temp dir");
    {
        let store = SledStore::open(tmp.path()).expect("sled");
        for (key, bytes) in fixture("v1.jsonl") {
            store.put_game(&key, &bytes).expect("put");
        }
    }
    let store = SledStore::open(tmp.path()).expect("sled");
    assert_eq!(
        hexcourier::store::upgrade_stored(&store).expect("upgrade"),
        Vec::<String>::new()
    );
    // Nothing was rewritten: every record is still the bytes the fixture holds.
    for (key, bytes) in fixture("v1.jsonl") {
        assert_eq!(store.game(&key).expect("read"), Some(bytes), "{key}");
    }
    let core = core_on(Box::new(store));
    assert_eq!(core.startup_warnings(), Vec::<String>::new());
    assert_eq!(core.game_count(), 10);
}
