//! Ratings through the core: a rated game updates both players' Glicko-2 ratings in the
//! same write as its result; `/leaderboard` and `/profile` show them; games against the
//! engine, aborted games and games from `setup:` are not rated.

use hexcourier::core::{Caller, Core, FakeClock, FakePainter, Place, Reply, UserId};
use hexcourier::store::{MemoryStore, Store, Table};
use hexcourier_engine::Library;

fn core_on(store: MemoryStore) -> Core {
    Core::new(
        Library::builtin().expect("data"),
        Box::new(store),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(FakePainter::default()),
    )
    .expect("core")
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
            Reply::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Glinski's quickest mate, White (the challenger) mating on the seventh ply.
const MATE: [&str; 7] = [
    "Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6", "Qxf9",
];

fn play_mate(core: &Core, place: &str, white: &str, black: &str) {
    for (i, m) in MATE.iter().enumerate() {
        let who = if i % 2 == 0 { white } else { black };
        say(core, place, who, m);
    }
}

fn ratings(store: &MemoryStore) -> Vec<String> {
    let mut keys = Vec::new();
    store
        .scan(Table::Ratings, "", &mut |k, _| {
            keys.push(k.to_string());
            true
        })
        .expect("scan");
    keys
}

#[test]
fn a_rated_game_shows_on_the_leaderboard_and_profiles() {
    let store = MemoryStore::new();
    let core = core_on(store.clone());
    say(&core, "lobby", "alice", "/new glinski @bob");
    say(&core, "lobby", "bob", "/accept");
    assert_eq!(
        say(&core, "lobby", "alice", "/leaderboard"),
        "No rated Glinski's Hexagonal Chess games on this server yet. Games between people that end with a result after two moves each are rated."
    );
    play_mate(&core, "#g1", "alice", "bob");
    assert_eq!(ratings(&store), ["-\tglinski\talice", "-\tglinski\tbob"]);
    let board = say(&core, "lobby", "carol", "/leaderboard glinski");
    assert_eq!(
        board,
        "Leaderboard: Glinski's Hexagonal Chess\n1. @alice 1662 (1 game, provisional)\n2. @bob 1338 (1 game, provisional)"
    );
    let profile = say(&core, "lobby", "carol", "/profile @bob");
    assert_eq!(
        profile,
        "@bob's ratings\nGlinski's Hexagonal Chess: 1338 ±581 (provisional) — 0 won, 0 drawn, 1 lost; streak: lost 1 in a row\nLast games:\ng1 (#g1): lost against @alice"
    );
    let mine = say(&core, "lobby", "alice", "/profile");
    assert!(
        mine.starts_with("@alice's ratings\nGlinski's Hexagonal Chess: 1662"),
        "{mine}"
    );
    assert!(mine.ends_with("g1 (#g1): won against @bob"), "{mine}");
    assert_eq!(
        say(&core, "lobby", "alice", "/profile @dave"),
        "@dave has no rated games on this server yet."
    );
    assert_eq!(
        say(&core, "lobby", "alice", "/leaderboard nosuch"),
        say(&core, "lobby", "alice", "/rules nosuch")
    );
}

#[test]
fn engine_aborted_and_setup_games_are_not_rated() {
    let store = MemoryStore::new();
    let core = core_on(store.clone());
    // Against the engine (level 1), played to its end or not: never rated.
    say(&core, "lobby", "alice", "/new glinski @engine level:1");
    for m in ["Qe1-c3", "b1-b2", "Bf3-b1"] {
        say(&core, "#g1", "alice", m);
    }
    say(&core, "#g1", "alice", "/resign");
    // Aborted before two moves.
    say(&core, "lobby", "alice", "/new glinski @bob");
    say(&core, "lobby", "bob", "/accept");
    say(&core, "#g2", "alice", "/abort");
    // From a setup (the start array less Black's k7 pawn): the same mate, not rated.
    let start = "b/qbk/n1b1n/r5r/pppppppp1/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - 0 1";
    say(
        &core,
        "lobby",
        "alice",
        &format!("/new glinski @bob setup:{start}"),
    );
    say(&core, "lobby", "bob", "/accept");
    play_mate(&core, "#g3", "alice", "bob");
    assert!(
        say(&core, "#g3", "alice", "/board").contains("1-0"),
        "the mate was played"
    );
    assert!(ratings(&store).is_empty(), "{:?}", ratings(&store));
}
