//! Processes splitting the gateway shards serve only their guilds' games: what they deliver,
//! and the engine turns they play, are those of the guilds their shards carry (games without
//! a guild go with shard 0). Two cores on one store stand for two processes.

use hexcourier::core::{
    Caller, Command, Core, EngineSettings, FakeClock, FakePainter, Place, Rights, UserId,
};
use hexcourier::shards::ShardRange;
use hexcourier::store::MemoryStore;
use hexcourier_engine::Library;

fn core_on(store: &MemoryStore, shards: ShardRange) -> Core {
    Core::new(
        Library::builtin().expect("data"),
        Box::new(store.clone()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(FakePainter::default()),
    )
    .expect("core")
    .with_engine(EngineSettings {
        inline: false,
        ..EngineSettings::default()
    })
    .serving(shards)
}

/// Who speaks as `user` from `guild` (none: the console's operator).
fn caller(guild: Option<u64>, user: &str) -> Caller {
    match guild {
        Some(g) => Caller::member(UserId::new(user), g.to_string(), Rights::PLAIN),
        None => Caller::operator(UserId::new(user)),
    }
}

/// Starts a game from `guild` (none: the console's).
fn start(core: &Core, guild: Option<u64>, text: &str) {
    let cmd = Command::parse(text, false)
        .expect("parses")
        .expect("a command");
    core.try_execute(&caller(guild, "alice"), &Place::lobby(), cmd)
        .expect("started");
    // A game against bob starts when he accepts.
    if text.contains("@bob") {
        core.try_execute(
            &caller(guild, "bob"),
            &Place::lobby(),
            Command::Accept(None),
        )
        .expect("accepted");
    }
}

fn owed_games(core: &Core) -> Vec<String> {
    let mut games: Vec<String> = core
        .owed(None, 100)
        .expect("owed")
        .iter()
        .map(|o| o.id.from.key())
        .collect();
    games.dedup();
    games
}

#[test]
fn each_process_serves_its_shards_guilds() {
    let store = MemoryStore::shared_by_processes();
    // Guilds on shard 0 and shard 1 of 2: (id >> 22) % 2.
    let (on_0, on_1) = (2u64 << 22, 3u64 << 22);
    {
        let all = core_on(&store, ShardRange::ALL);
        start(&all, Some(on_0), "/new glinski @bob");
        start(&all, Some(on_1), "/new glinski @bob");
        start(&all, None, "/new glinski @bob");
        start(&all, Some(on_1), "/new glinski @engine side:black");
        assert_eq!(owed_games(&all), ["g1", "g2", "g3", "g4"]);
    }
    let a = core_on(&store, ShardRange::parse("0-0/2").expect("a"));
    let b = core_on(&store, ShardRange::parse("1-1/2").expect("b"));
    assert_eq!(owed_games(&a), ["g1", "g3"]);
    assert_eq!(owed_games(&b), ["g2", "g4"]);
    // The engine moves first in g4 (it has White): only b plays it.
    assert!(a.engine_waiting().is_empty());
    assert_eq!(b.engine_waiting(), [Place::new("#g4")]);
    // Commands are answered by either process: b can show a game of a's guild.
    let shown = b.handle(&caller(Some(on_0), "bob"), &Place::new("#g1"), "/board");
    assert!(
        shown
            .iter()
            .filter_map(|r| r.text())
            .any(|t| t.contains("White (@alice) to move")),
        "{shown:?}"
    );
    // A member of another server cannot.
    let elsewhere = b.handle(&caller(Some(on_1), "bob"), &Place::new("#g1"), "/board");
    assert_eq!(
        elsewhere
            .iter()
            .filter_map(|r| r.text())
            .collect::<Vec<_>>(),
        ["There is no g1 here."]
    );
}

#[test]
fn paging_past_other_processes_entries_finds_this_ones() {
    let store = MemoryStore::shared_by_processes();
    let (on_0, on_1) = (2u64 << 22, 3u64 << 22);
    {
        let all = core_on(&store, ShardRange::ALL);
        for _ in 0..30 {
            start(&all, Some(on_1), "/new glinski @bob");
        }
        start(&all, Some(on_0), "/new glinski @bob");
    }
    let a = core_on(&store, ShardRange::parse("0-0/2").expect("a"));
    // The first pages hold only the other process's games.
    let first = a.owed(None, 4).expect("owed");
    // Its challenge, then its start.
    assert_eq!(first.len(), 2);
    assert!(first.iter().all(|o| o.id.from.key() == "g31"), "{first:?}");
}

#[test]
fn a_game_another_process_started_is_found_by_its_place() {
    let store = MemoryStore::shared_by_processes();
    let a = core_on(&store, ShardRange::ALL);
    let b = core_on(&store, ShardRange::ALL);
    start(&a, None, "/new glinski @bob");
    // b read the store before the game existed; a move in its place finds it.
    b.handle(
        &Caller::operator(UserId::new("alice")),
        &Place::new("#g1"),
        "Qe1-c3",
    );
    let shown = b.handle(
        &Caller::operator(UserId::new("bob")),
        &Place::new("#g1"),
        "/board",
    );
    let text: Vec<&str> = shown.iter().filter_map(|r| r.text()).collect();
    assert!(text.iter().any(|t| t.contains("1. Qe1-c3")), "{text:?}");
    // a reads the game again before answering, so it shows b's move.
    let shown = a.handle(
        &Caller::operator(UserId::new("bob")),
        &Place::new("#g1"),
        "/board",
    );
    assert!(shown
        .iter()
        .filter_map(|r| r.text())
        .any(|t| t.contains("1. Qe1-c3")));
    // And bob's answer through a is played on the game as b left it.
    a.handle(
        &Caller::operator(UserId::new("bob")),
        &Place::new("#g1"),
        "Qe10-c6",
    );
    let shown = b.handle(
        &Caller::operator(UserId::new("alice")),
        &Place::new("#g1"),
        "/board",
    );
    assert!(
        shown
            .iter()
            .filter_map(|r| r.text())
            .any(|t| t.contains("1. Qe1-c3 Qe10-c6")),
        "{shown:?}"
    );
    // The move is stored: a third process starting now sees it.
    let c = core_on(&store, ShardRange::ALL);
    let shown = c.handle(
        &Caller::operator(UserId::new("bob")),
        &Place::new("#g1"),
        "/board",
    );
    assert!(shown
        .iter()
        .filter_map(|r| r.text())
        .any(|t| t.contains("1. Qe1-c3")));
    // A place that is no game stays none.
    let r = b.handle(
        &Caller::operator(UserId::new("alice")),
        &Place::new("#g9"),
        "/board",
    );
    assert!(
        r.iter()
            .filter_map(|r| r.text())
            .any(|t| t.contains("/board works")),
        "{r:?}"
    );
}

fn said(core: &Core, at: &str, user: &str, text: &str) -> Vec<String> {
    core.handle(&Caller::operator(UserId::new(user)), &Place::new(at), text)
        .iter()
        .filter_map(|r| r.text().map(str::to_string))
        .collect()
}

/// What `user` is answered to `text` in the lobby of `guild` (none: the console's).
fn said_in(core: &Core, guild: Option<u64>, user: &str, text: &str) -> Vec<String> {
    core.handle(&caller(guild, user), &Place::lobby(), text)
        .iter()
        .filter_map(|r| r.text().map(str::to_string))
        .collect()
}

#[test]
fn games_lists_what_the_store_holds_whichever_process_started_or_changed_it() {
    let store = MemoryStore::shared_by_processes();
    let (on_0, on_1) = (2u64 << 22, 3u64 << 22);
    let a = core_on(&store, ShardRange::parse("0-0/2").expect("a"));
    let b = core_on(&store, ShardRange::parse("1-1/2").expect("b"));
    // Both started after the processes read the store, in guilds of either.
    start(&a, Some(on_0), "/new glinski @bob");
    start(&b, Some(on_1), "/new mccooey @bob side:black");
    // Each server's list holds its own game, asked of either process.
    let in_0 = "Your games:\n#g1 Glinski's Hexagonal Chess vs @alice — @alice to move";
    let in_1 = "Your games:\n#g2 McCooey's Hexagonal Chess vs @alice — your move (White)";
    for core in [&a, &b] {
        assert_eq!(said_in(core, Some(on_0), "bob", "/games"), [in_0]);
        assert_eq!(said_in(core, Some(on_1), "bob", "/games"), [in_1]);
    }
    // A move stored by a shows in b's list at once.
    a.handle(&caller(Some(on_0), "alice"), &Place::new("#g1"), "Qe1-c3");
    let listed = said_in(&b, Some(on_0), "bob", "/games");
    assert!(
        listed[0].contains("#g1 Glinski's Hexagonal Chess vs @alice — your move (Black)"),
        "{listed:?}"
    );
}

/// A core reading only the games of `shards` from the store, as `hexcourier serve --shards`.
fn core_serving(store: &MemoryStore, shards: ShardRange) -> Core {
    Core::new_serving(
        Library::builtin().expect("data"),
        Box::new(store.clone()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(FakePainter::default()),
        shards,
    )
    .expect("core")
}

#[test]
fn each_process_holds_only_its_guilds_games_and_games_lists_each_servers_own() {
    let store = MemoryStore::shared_by_processes();
    let (on_0, on_1) = (2u64 << 22, 3u64 << 22);
    {
        let all = core_on(&store, ShardRange::ALL);
        start(&all, Some(on_0), "/new glinski @bob");
        start(&all, Some(on_1), "/new glinski @bob");
        start(&all, None, "/new mccooey @bob");
        assert_eq!(all.game_count(), 3);
    }
    let a = core_serving(&store, ShardRange::parse("0-0/2").expect("a"));
    let b = core_serving(&store, ShardRange::parse("1-1/2").expect("b"));
    // Shard 0 holds its guild's game and the one without a guild; shard 1 its guild's.
    assert_eq!((a.game_count(), b.game_count()), (2, 1));
    // A game is in its own process's index from the commit that makes it, and only there.
    start(&a, Some(on_0), "/new glinski @bob days:3");
    start(&b, Some(on_1), "/new mccooey @bob side:black");
    assert_eq!((a.game_count(), b.game_count()), (3, 2));
    // `/games` lists bob's games of the community asked in (each server's, and the
    // console's), from either process, without holding the other's.
    let wanted: [(Option<u64>, &[&str]); 3] = [
        (Some(on_0), &["#g1 ", "#g4 "]),
        (Some(on_1), &["#g2 ", "#g5 "]),
        (None, &["#g3 "]),
    ];
    for core in [&a, &b] {
        for (guild, games) in wanted {
            let listed = said_in(core, guild, "bob", "/games");
            for g in ["#g1 ", "#g2 ", "#g3 ", "#g4 ", "#g5 "] {
                assert_eq!(
                    listed[0].contains(g),
                    games.contains(&g),
                    "{g} in {guild:?}: {listed:?}"
                );
            }
        }
    }
    assert_eq!((a.game_count(), b.game_count()), (3, 2));
    // Each schedules only its own games' deadlines: g4's clock is a's.
    assert_eq!((a.deadlines(), b.deadlines()), (1, 0));
}

#[test]
fn a_deadline_another_process_set_is_found_in_the_store_in_time() {
    const DAY: u64 = 86_400;
    let store = MemoryStore::shared_by_processes();
    let clock = std::sync::Arc::new(FakeClock::at(1_900_000_000));
    let on = |shards: &str| {
        Core::new_serving(
            Library::builtin().expect("data"),
            Box::new(store.clone()),
            Box::new(clock.clone()),
            Box::new(FakePainter::default()),
            ShardRange::parse(shards).expect("shards"),
        )
        .expect("core")
    };
    let (a, b) = (on("1-1/2"), on("0-0/2"));
    assert_eq!(b.tick(), 0);
    // A game without a guild (b's) started through a.
    start(&a, None, "/new glinski @bob days:2");
    assert_eq!(a.deadlines(), 0);
    assert_eq!(b.next_due(), None);
    // b's look at the store's deadlines, a minute ahead, finds its reminder in time.
    clock.advance(DAY - 30);
    assert_eq!(b.tick(), 0);
    assert_eq!(b.next_due(), Some(1_900_000_000 + DAY));
    clock.advance(30);
    assert_eq!(b.tick(), 1);
    assert!(
        owed_lines(&b)
            .iter()
            .any(|l| l.starts_with("Reminder: @alice")),
        "{:?}",
        owed_lines(&b)
    );
}

fn owed_lines(core: &Core) -> Vec<String> {
    core.drain_owed()
        .iter()
        .filter_map(|r| r.text().map(str::to_string))
        .collect()
}

/// A shared store whose first write of each new game waits: it says when the write has
/// begun, then holds it for a moment before writing.
#[derive(Debug)]
struct SlowNewGames {
    inner: MemoryStore,
    begun: std::sync::Mutex<Option<std::sync::mpsc::Sender<()>>>,
}

impl hexcourier::store::Store for SlowNewGames {
    fn get(
        &self,
        table: hexcourier::store::Table,
        key: &str,
    ) -> Result<Option<hexcourier::store::Versioned>, hexcourier::store::StoreError> {
        hexcourier::store::Store::get(&self.inner, table, key)
    }
    fn scan(
        &self,
        table: hexcourier::store::Table,
        prefix: &str,
        visit: &mut dyn FnMut(&str, hexcourier::store::Versioned) -> bool,
    ) -> Result<(), hexcourier::store::StoreError> {
        hexcourier::store::Store::scan(&self.inner, table, prefix, visit)
    }
    fn commit(
        &self,
        c: hexcourier::store::Commit,
    ) -> Result<Vec<u64>, hexcourier::store::StoreError> {
        let new_game = c.writes.iter().any(|w| {
            w.table == hexcourier::store::Table::Games
                && w.expect == hexcourier::store::Expect::Absent
        });
        if new_game {
            if let Some(tx) = self.begun.lock().expect("lock").take() {
                let _ = tx.send(());
                std::thread::sleep(std::time::Duration::from_millis(300));
            }
        }
        hexcourier::store::Store::commit(&self.inner, c)
    }
    fn next_id(&self, counter: &str) -> Result<u64, hexcourier::store::StoreError> {
        hexcourier::store::Store::next_id(&self.inner, counter)
    }
    fn raise_ids(&self, counter: &str, floor: u64) -> Result<(), hexcourier::store::StoreError> {
        hexcourier::store::Store::raise_ids(&self.inner, counter, floor)
    }
    fn last_id(&self, counter: &str) -> Result<Option<u64>, hexcourier::store::StoreError> {
        hexcourier::store::Store::last_id(&self.inner, counter)
    }
    fn shared(&self) -> bool {
        true
    }
    fn owed(
        &self,
        after: Option<&hexcourier::store::OwedKey>,
        limit: usize,
    ) -> Result<Vec<hexcourier::store::OwedEntry>, hexcourier::store::StoreError> {
        hexcourier::store::Store::owed(&self.inner, after, limit)
    }
    fn owed_of(
        &self,
        game: &str,
    ) -> Result<Vec<hexcourier::store::OwedEntry>, hexcourier::store::StoreError> {
        hexcourier::store::Store::owed_of(&self.inner, game)
    }
    fn outbox_status(
        &self,
    ) -> Result<hexcourier::store::OutboxStatus, hexcourier::store::StoreError> {
        hexcourier::store::Store::outbox_status(&self.inner)
    }
    fn counters(&self) -> Result<Vec<(String, u64)>, hexcourier::store::StoreError> {
        hexcourier::store::Store::counters(&self.inner)
    }
}

#[test]
fn a_new_game_is_in_its_process_index_while_it_is_written() {
    let (tx, rx) = std::sync::mpsc::channel();
    let store = SlowNewGames {
        inner: MemoryStore::shared_by_processes(),
        begun: std::sync::Mutex::new(Some(tx)),
    };
    let core = std::sync::Arc::new(
        Core::new(
            Library::builtin().expect("data"),
            Box::new(store),
            Box::new(FakeClock::at(1_900_000_000)),
            Box::new(FakePainter::default()),
        )
        .expect("core")
        .with_engine(EngineSettings {
            inline: false,
            ..EngineSettings::default()
        }),
    );
    let starter = {
        let core = core.clone();
        std::thread::spawn(move || {
            core.handle(
                &Caller::operator(UserId::new("alice")),
                &Place::lobby(),
                "/new glinski @engine",
            )
        })
    };
    // While its record is being written, a command in its place finds the game (it waits
    // for the write) instead of finding no game, or finding it in the store as another
    // process's.
    rx.recv().expect("the write began");
    let shown = said(&core, "#g1", "alice", "/board");
    assert!(
        shown
            .iter()
            .any(|t| t.contains("#g1 Glinski's Hexagonal Chess")),
        "{shown:?}"
    );
    starter.join().expect("started");
    assert_eq!(core.game_count(), 1);
}
