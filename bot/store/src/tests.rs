//! The store contract, checked on every backend: memory, sled and PostgreSQL (a throwaway
//! cluster; skipped with a message when PostgreSQL is not installed, unless required).

use super::pg_cluster::database_or_skip;
use super::*;
use std::sync::{Arc, Barrier};

/// A fresh store of each backend, with a way to open it again (a restart).
struct Backend {
    name: &'static str,
    store: Arc<dyn Store>,
    reopen: Box<dyn Fn() -> Arc<dyn Store>>,
    _dir: Option<tempfile::TempDir>,
}

fn backends(test: &str) -> Vec<Backend> {
    let mut out = Vec::new();
    let memory = MemoryStore::new();
    let again = memory.clone();
    out.push(Backend {
        name: "memory",
        store: Arc::new(memory),
        reopen: Box::new(move || Arc::new(again.clone())),
        _dir: None,
    });
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().to_path_buf();
    out.push(Backend {
        name: "sled",
        store: Arc::new(SledStore::open(&path).expect("sled")),
        reopen: Box::new(move || Arc::new(SledStore::open(&path).expect("sled again"))),
        _dir: Some(dir),
    });
    if let Some(url) = database_or_skip(test) {
        let again = url.clone();
        out.push(Backend {
            name: "postgres",
            store: Arc::new(PgStore::connect(&url).expect("postgres")),
            reopen: Box::new(move || Arc::new(PgStore::connect(&again).expect("postgres again"))),
            _dir: None,
        });
    }
    out
}

fn write(table: Table, key: &str, expect: Expect, value: &[u8]) -> Commit {
    Commit {
        writes: vec![Write {
            table,
            key: key.into(),
            expect,
            value: Some(value.to_vec()),
        }],
        ..Commit::default()
    }
}

fn entry(game: &str, seq: u64, created: u64, body: &str) -> OwedEntry {
    OwedEntry {
        key: OwedKey {
            game: game.into(),
            seq,
        },
        created,
        realm: (seq % 2 == 1).then(|| "4242".to_string()),
        body: body.as_bytes().to_vec(),
    }
}

fn keys(entries: &[OwedEntry]) -> Vec<(String, u64)> {
    entries
        .iter()
        .map(|e| (e.key.game.clone(), e.key.seq))
        .collect()
}

fn scanned(s: &dyn Store, table: Table, prefix: &str) -> Vec<(String, u64, Vec<u8>)> {
    let mut out = Vec::new();
    s.scan(table, prefix, &mut |k, v| {
        out.push((k.to_string(), v.version, v.bytes));
        true
    })
    .expect("scan");
    out
}

#[test]
fn records_round_trip_with_versions() {
    for b in backends("records_round_trip_with_versions") {
        let s = &*b.store;
        assert_eq!(s.get(Table::Games, "g1").expect("get"), None, "{}", b.name);
        let v = s
            .commit(write(Table::Games, "g1", Expect::Absent, b"one"))
            .expect("first");
        assert_eq!(v, [1], "{}", b.name);
        let v = s
            .commit(write(Table::Games, "g1", Expect::Version(1), b"two"))
            .expect("second");
        assert_eq!(v, [2], "{}", b.name);
        assert_eq!(
            s.get(Table::Games, "g1").expect("get"),
            Some(Versioned {
                version: 2,
                bytes: b"two".to_vec()
            }),
            "{}",
            b.name
        );
        // The same key in another table is another record.
        assert_eq!(s.get(Table::Links, "g1").expect("get"), None, "{}", b.name);
        s.put(Table::Links, "discord\t#g1", b"42").expect("link");
        assert_eq!(
            s.links().expect("links"),
            [("discord\t#g1".to_string(), b"42".to_vec())]
        );
        // Deleting.
        let gone = Commit {
            writes: vec![Write {
                table: Table::Games,
                key: "g1".into(),
                expect: Expect::Version(2),
                value: None,
            }],
            ..Commit::default()
        };
        s.commit(gone).expect("delete");
        assert_eq!(s.get(Table::Games, "g1").expect("get"), None, "{}", b.name);
    }
}

#[test]
fn stale_or_wrong_expectations_conflict_and_write_nothing() {
    for b in backends("stale_or_wrong_expectations_conflict_and_write_nothing") {
        let s = &*b.store;
        s.commit(write(Table::Games, "g1", Expect::Absent, b"one"))
            .expect("first");
        let e = s
            .commit(write(Table::Games, "g1", Expect::Absent, b"again"))
            .expect_err("exists");
        assert!(e.is_conflict(), "{}: {e}", b.name);
        assert_eq!(
            e.to_string(),
            "games 'g1' changed meanwhile (expected no record, found version 1)",
            "{}",
            b.name
        );
        // A commit with one stale write among good ones writes nothing, owes nothing.
        let mut c = write(Table::Games, "g2", Expect::Absent, b"two");
        c.writes.push(Write {
            table: Table::Games,
            key: "g1".into(),
            expect: Expect::Version(7),
            value: Some(b"stale".to_vec()),
        });
        c.owe.push(entry("g2", 0, 5, "said"));
        let e = s.commit(c).expect_err("stale");
        assert!(e.is_conflict(), "{}: {e}", b.name);
        assert_eq!(s.get(Table::Games, "g2").expect("get"), None, "{}", b.name);
        assert_eq!(
            s.get(Table::Games, "g1").expect("get").map(|v| v.bytes),
            Some(b"one".to_vec())
        );
        assert!(s.owed(None, 10).expect("owed").is_empty(), "{}", b.name);
        // An announcement already owed under the same key conflicts too.
        let mut c = Commit::default();
        c.owe.push(entry("g1", 0, 5, "a"));
        s.commit(c.clone()).expect("owe");
        assert!(s.commit(c).expect_err("twice").is_conflict(), "{}", b.name);
    }
}

#[test]
fn records_without_versions_read_as_version_zero() {
    let mem = MemoryStore::new();
    mem.put_raw("g1", b"{}");
    assert_eq!(
        Store::get(&mem, Table::Games, "g1")
            .expect("get")
            .map(|v| v.version),
        Some(0)
    );
    mem.commit(write(Table::Games, "g1", Expect::Version(0), b"new"))
        .expect("from 0");
    // sled: a record written by an older build (straight into the tree) has no version.
    let dir = tempfile::tempdir().expect("dir");
    {
        let db = ::sled::open(dir.path()).expect("sled");
        let games = db.open_tree("games").expect("tree");
        games.insert("g1", &b"old"[..]).expect("insert");
        db.flush().expect("flush");
    }
    let s = SledStore::open(dir.path()).expect("sled");
    assert_eq!(
        s.get(Table::Games, "g1").expect("get"),
        Some(Versioned {
            version: 0,
            bytes: b"old".to_vec()
        })
    );
    assert_eq!(
        s.commit(write(Table::Games, "g1", Expect::Version(0), b"new"))
            .expect("cas"),
        [1]
    );
}

#[test]
fn scans_visit_a_prefix_in_key_order_and_stop_when_told() {
    for b in backends("scans_visit_a_prefix_in_key_order_and_stop_when_told") {
        let s = &*b.store;
        for k in ["b2", "a1", "b1", "c1", "b10"] {
            s.put(Table::Ratings, k, k.as_bytes()).expect("put");
        }
        let got: Vec<String> = scanned(s, Table::Ratings, "b")
            .into_iter()
            .map(|r| r.0)
            .collect();
        assert_eq!(got, ["b1", "b10", "b2"], "{}", b.name);
        let mut first = Vec::new();
        s.scan(Table::Ratings, "", &mut |k, _| {
            first.push(k.to_string());
            first.len() < 2
        })
        .expect("scan");
        assert_eq!(first, ["a1", "b1"], "{}", b.name);
        assert!(scanned(s, Table::Players, "").is_empty(), "{}", b.name);
    }
}

#[test]
fn the_outbox_keeps_order_progress_and_counts() {
    for b in backends("the_outbox_keeps_order_progress_and_counts") {
        let s = &*b.store;
        let mut c = write(Table::Games, "g2", Expect::Absent, b"game");
        for seq in [10, 9, 0, 1] {
            c.owe
                .push(entry("g2", seq, 100 + seq, &format!("g2 {seq}")));
        }
        c.owe.push(entry("g1", 0, 50, "g1 0"));
        s.commit(c).expect("owe");
        let all = s.owed(None, 100).expect("owed");
        assert_eq!(
            keys(&all),
            [
                ("g1".into(), 0),
                ("g2".into(), 0),
                ("g2".into(), 1),
                ("g2".into(), 9),
                ("g2".into(), 10)
            ],
            "{}",
            b.name
        );
        assert_eq!(all[2].realm.as_deref(), Some("4242"), "{}", b.name);
        assert_eq!(all[1].realm, None, "{}", b.name);
        let page = s.owed(Some(&all[1].key), 2).expect("page");
        assert_eq!(
            keys(&page),
            [("g2".into(), 1), ("g2".into(), 9)],
            "{}",
            b.name
        );
        assert_eq!(
            keys(&s.owed_of("g2").expect("of")),
            keys(&all[1..]),
            "{}",
            b.name
        );
        assert_eq!(
            s.outbox_status().expect("status"),
            OutboxStatus {
                owed: 5,
                oldest: Some(50),
                dropped: 0
            },
            "{}",
            b.name
        );
        let step = Commit {
            progress: vec![(all[1].key.clone(), b"halfway".to_vec())],
            settle: vec![all[0].key.clone(), all[0].key.clone()],
            dropped: 2,
            ..Commit::default()
        };
        s.commit(step).expect("progress");
        let left = s.owed(None, 100).expect("owed");
        assert_eq!(left.len(), 4, "{}", b.name);
        assert_eq!(left[0].body, b"halfway", "{}", b.name);
        assert_eq!(left[0].created, 100, "{}", b.name);
        let status = s.outbox_status().expect("status");
        assert_eq!(
            (status.owed, status.oldest, status.dropped),
            (4, Some(100), 2),
            "{}",
            b.name
        );
        // Progress on a settled entry is skipped; settling again is fine.
        let late = Commit {
            progress: vec![(all[0].key.clone(), b"late".to_vec())],
            settle: vec![all[0].key.clone()],
            ..Commit::default()
        };
        s.commit(late).expect("late");
        assert_eq!(s.owed(None, 100).expect("owed").len(), 4, "{}", b.name);
    }
}

#[test]
fn ids_never_repeat_and_floors_raise_them() {
    for b in backends("ids_never_repeat_and_floors_raise_them") {
        let s = b.store.clone();
        assert_eq!(s.next_id("games").expect("id"), 1, "{}", b.name);
        s.raise_ids("games", 41).expect("raise");
        assert_eq!(s.next_id("games").expect("id"), 42, "{}", b.name);
        s.raise_ids("games", 10).expect("never down");
        assert_eq!(s.next_id("games").expect("id"), 43, "{}", b.name);
        let threads: Vec<_> = (0..4)
            .map(|_| {
                let s = s.clone();
                std::thread::spawn(move || {
                    (0..25)
                        .map(|_| s.next_id("games").expect("id"))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut ids: Vec<u64> = threads
            .into_iter()
            .flat_map(|t| t.join().expect("thread"))
            .collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 100, "{}", b.name);
        assert!(ids[0] > 43, "{}", b.name);
        drop(s);
        let top = ids[99];
        drop(b.store);
        let again = (b.reopen)();
        assert!(
            again.next_id("games").expect("id") > top,
            "{} after a restart",
            b.name
        );
    }
}

#[test]
fn racing_writes_from_one_version_let_exactly_one_through() {
    for b in backends("racing_writes_from_one_version_let_exactly_one_through") {
        let s = b.store.clone();
        s.commit(write(Table::Games, "g1", Expect::Absent, b"start"))
            .expect("start");
        for round in 0..5u64 {
            let barrier = Arc::new(Barrier::new(8));
            let wins: usize = (0..8)
                .map(|i| {
                    let (s, barrier) = (s.clone(), barrier.clone());
                    std::thread::spawn(move || {
                        barrier.wait();
                        let mut c = write(
                            Table::Games,
                            "g1",
                            Expect::Version(round + 1),
                            format!("{round}.{i}").as_bytes(),
                        );
                        c.owe.push(entry("g1", round, 1, &format!("{round}.{i}")));
                        match s.commit(c) {
                            Ok(_) => 1,
                            Err(e) if e.is_conflict() => 0,
                            Err(e) => panic!("{e}"),
                        }
                    })
                })
                .collect::<Vec<_>>()
                .into_iter()
                .map(|t| t.join().expect("thread"))
                .sum();
            assert_eq!(wins, 1, "{} round {round}", b.name);
            let v = s.get(Table::Games, "g1").expect("get").expect("there");
            assert_eq!(v.version, round + 2, "{}", b.name);
            // The winner's announcement is the one owed.
            let owed = s.owed_of("g1").expect("owed");
            assert_eq!(
                owed.last().map(|e| e.body.clone()),
                Some(v.bytes),
                "{}",
                b.name
            );
        }
    }
}

#[test]
fn everything_survives_a_restart() {
    for b in backends("everything_survives_a_restart") {
        let mut c = write(Table::Games, "g7", Expect::Absent, b"game");
        c.writes.push(Write {
            table: Table::Players,
            key: "alice".into(),
            expect: Expect::Absent,
            value: Some(b"dm on".to_vec()),
        });
        c.owe.push(entry("g7", 0, 9, "said"));
        c.dropped = 1;
        b.store.commit(c).expect("commit");
        drop(b.store);
        let again = (b.reopen)();
        assert_eq!(
            again
                .get(Table::Games, "g7")
                .expect("get")
                .map(|v| v.version),
            Some(1)
        );
        assert_eq!(
            again
                .get(Table::Players, "alice")
                .expect("get")
                .map(|v| v.bytes),
            Some(b"dm on".to_vec())
        );
        assert_eq!(
            keys(&again.owed(None, 9).expect("owed")),
            [("g7".into(), 0)],
            "{}",
            b.name
        );
        assert_eq!(
            again.outbox_status().expect("status").dropped,
            1,
            "{}",
            b.name
        );
    }
}

/// A game record of `key` in `realm` (a minimal running Glinski game).
fn game_bytes(key: &str, realm: Option<&str>) -> Vec<u8> {
    let json = serde_json::json!({
        "version": RECORD_VERSION,
        "id": key,
        "variant": "glinski",
        "players": ["alice", "bob"],
        "place": format!("#{key}"),
        "start": "",
        "moves": [],
        "outcome": null,
        "draw_offer": [],
        "created": 1,
        "updated": 1,
        "realm": realm,
    });
    json.to_string().into_bytes()
}

/// A commit writing the game `key` with what is kept beside it.
fn game_write(key: &str, realm: Option<&str>, due_at: Option<u64>, users: &[&str]) -> Commit {
    let mut c = write(Table::Games, key, Expect::Any, &game_bytes(key, realm));
    c.games.push(GameMeta {
        key: key.into(),
        due_at,
        realm: realm.map(str::to_string),
        users: users.iter().map(|u| u.to_string()).collect(),
    });
    c
}

#[test]
fn games_keep_their_deadline_community_and_players_beside_them() {
    use crate::shards::ShardRange;
    // Guilds on shard 0 and shard 1 of 2: (id >> 22) % 2.
    let (on_0, on_1) = ((2u64 << 22).to_string(), (3u64 << 22).to_string());
    let (first, second) = (
        ShardRange::parse("0-0/2").expect("first"),
        ShardRange::parse("1-1/2").expect("second"),
    );
    for b in backends("games_keep_their_deadline_community_and_players_beside_them") {
        let s = &*b.store;
        for c in [
            game_write("g1", Some(&on_0), Some(100), &["alice", "bob"]),
            game_write("g2", Some(&on_1), Some(50), &["alice", "carol"]),
            game_write("g3", None, Some(200), &["bob"]),
            game_write("g4", Some(&on_0), None, &["bob"]),
        ] {
            s.commit(c).expect("commit");
        }
        let due = |s: &dyn Store, shards, before| {
            s.due_games(shards, before, 10)
                .expect("due")
                .map(|d| d.into_iter().map(|g| (g.key, g.due_at)).collect::<Vec<_>>())
        };
        let mine = |s: &dyn Store, user: &str| s.games_of_user(user).expect("games of user");
        if b.name == "sled" {
            // Sled's one process keeps these in its index.
            assert_eq!(due(s, ShardRange::ALL, 1_000), None);
            assert_eq!(mine(s, "alice"), None);
            continue;
        }
        assert_eq!(
            due(s, ShardRange::ALL, 150),
            Some(vec![("g2".into(), 50), ("g1".into(), 100)]),
            "{}",
            b.name
        );
        assert_eq!(
            due(s, first, 1_000),
            Some(vec![("g1".into(), 100), ("g3".into(), 200)]),
            "{}",
            b.name
        );
        assert_eq!(due(s, second, 1_000), Some(vec![("g2".into(), 50)]));
        // A write replaces the deadline.
        s.commit(game_write("g1", Some(&on_0), None, &["alice", "bob"]))
            .expect("commit");
        assert_eq!(due(s, first, 1_000), Some(vec![("g3".into(), 200)]));
        assert_eq!(mine(s, "alice"), Some(vec!["g1".into(), "g2".into()]));
        assert_eq!(mine(s, "carol"), Some(vec!["g2".into()]));
        assert_eq!(mine(s, "zed"), Some(Vec::new()));
        // A restart keeps them.
        let again = (b.reopen)();
        assert_eq!(due(&*again, second, 1_000), Some(vec![("g2".into(), 50)]));
        assert_eq!(
            mine(&*again, "bob"),
            Some(vec!["g1".into(), "g3".into(), "g4".into()])
        );
        // PostgreSQL reads only the games of a process's shards.
        if b.name == "postgres" {
            let mut seen = Vec::new();
            again
                .scan_served_games(first, &mut |k, _| {
                    seen.push(k.to_string());
                    true
                })
                .expect("scan");
            seen.sort();
            assert_eq!(seen, ["g1", "g3", "g4"]);
        }
    }
}

/// Runs `sql` on the database at `url` as an administrator would, outside the store.
fn admin_sql(url: &str, sql: &str) {
    let (url, sql) = (url.to_string(), sql.to_string());
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("rt");
        rt.block_on(async {
            let (client, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
                .await
                .expect("connect");
            tokio::spawn(conn);
            client.batch_execute(&sql).await.expect("sql");
        });
    })
    .join()
    .expect("thread");
}

#[test]
fn postgres_finds_the_games_of_a_shard_stored_before_their_guild_bits() {
    use crate::shards::ShardRange;
    let Some(url) =
        database_or_skip("postgres_finds_the_games_of_a_shard_stored_before_their_guild_bits")
    else {
        return;
    };
    let (on_0, on_1) = ((2u64 << 22).to_string(), (3u64 << 22).to_string());
    {
        let s = PgStore::connect(&url).expect("connect");
        for c in [
            game_write("g1", Some(&on_0), None, &["alice"]),
            game_write("g2", Some(&on_1), None, &["alice"]),
            game_write("g3", None, None, &["bob"]),
            game_write("g4", Some("not-a-guild"), None, &["bob"]),
        ] {
            s.commit(c).expect("commit");
        }
    }
    // The database as the build before the column left it.
    admin_sql(
        &url,
        "ALTER TABLE records DROP COLUMN guild_bits; \
         DELETE FROM schema_migrations WHERE version = 4;",
    );
    let s = PgStore::connect(&url).expect("migrated");
    let served = |range: &str| {
        let mut seen = Vec::new();
        s.scan_served_games(ShardRange::parse(range).expect("range"), &mut |k, _| {
            seen.push(k.to_string());
            true
        })
        .expect("scan");
        seen.sort();
        seen
    };
    assert_eq!(served("0-0/2"), ["g1", "g3", "g4"]);
    assert_eq!(served("1-1/2"), ["g2"]);
    assert_eq!(served("0-1/2"), ["g1", "g2", "g3", "g4"]);
}

#[test]
fn postgres_migrates_once_and_refuses_a_newer_schema() {
    let Some(url) = database_or_skip("postgres_migrates_once_and_refuses_a_newer_schema") else {
        return;
    };
    // Two stores connecting at once migrate once.
    let (u1, u2) = (url.clone(), url.clone());
    let a = std::thread::spawn(move || PgStore::connect(&u1).map(|_| ()));
    let b = std::thread::spawn(move || PgStore::connect(&u2).map(|_| ()));
    a.join().expect("thread").expect("first");
    b.join().expect("thread").expect("second");
    let s = PgStore::connect(&url).expect("again");
    assert_eq!(
        s.schema_version().expect("version"),
        PgStore::known_schema()
    );
    // A database from a newer build is refused, with a clear message.
    let newer = PgStore::known_schema() + 1;
    admin_sql(
        &url,
        &format!("INSERT INTO schema_migrations (version) VALUES ({newer})"),
    );
    let e = PgStore::connect(&url).expect_err("too new").to_string();
    assert!(e.contains("newer than this build's"), "{e}");
}

#[test]
fn the_job_queue_leases_jobs_once_and_hands_an_expired_lease_to_the_next_worker() {
    for b in backends("the_job_queue_leases_jobs") {
        let s = &b.store;
        let Some(q) = s.jobs() else {
            assert_eq!(b.name, "sled", "only sled keeps no queue");
            continue;
        };
        let long = std::time::Duration::from_secs(60);
        assert!(
            q.put_job("turn:g1:1", "turn", b"{}").expect("put"),
            "{}",
            b.name
        );
        assert!(!q.put_job("turn:g1:1", "turn", b"{}").expect("put again"));
        assert!(q.put_job("hint:g2:1", "hint", b"[]").expect("put"));
        // The oldest first; a leased job is not taken twice.
        let first = q.take_job("w1", long).expect("take").expect("a job");
        assert_eq!(
            (first.key.as_str(), first.kind.as_str(), first.attempts),
            ("turn:g1:1", "turn", 1),
            "{}",
            b.name
        );
        let second = q.take_job("w2", long).expect("take").expect("a job");
        assert_eq!(second.key, "hint:g2:1");
        assert!(q.take_job("w3", long).expect("take").is_none());
        // Only the holder renews or finishes.
        assert!(q.renew_job("turn:g1:1", "w1", long).expect("renew"));
        assert!(!q.renew_job("turn:g1:1", "w2", long).expect("renew"));
        assert!(!q.finish_job("turn:g1:1", "w2", b"x").expect("finish"));
        assert!(q.finish_job("turn:g1:1", "w1", b"done").expect("finish"));
        assert!(!q
            .finish_job("turn:g1:1", "w1", b"again")
            .expect("finish twice"));
        assert_eq!(
            q.job_output("turn:g1:1").expect("output"),
            Some(b"done".to_vec())
        );
        let st = q.job_state("turn:g1:1").expect("state").expect("exists");
        assert_eq!(
            (st.attempts, st.worker.as_deref(), st.finished),
            (1, Some("w1"), true)
        );
        // A finished job is not queued again under its key.
        assert!(!q.put_job("turn:g1:1", "turn", b"{}").expect("put"));
        // A lease that runs out hands the job to the next worker; the first can no longer
        // finish it.
        assert!(q.put_job("turn:g3:5", "turn", b"{}").expect("put"));
        let short = std::time::Duration::from_millis(1);
        let taken = q.take_job("w1", short).expect("take").expect("a job");
        assert_eq!(taken.key, "turn:g3:5");
        std::thread::sleep(std::time::Duration::from_millis(20));
        let again = q
            .take_job("w2", long)
            .expect("take")
            .expect("the expired job");
        assert_eq!(
            (again.key.as_str(), again.attempts),
            ("turn:g3:5", 2),
            "{}",
            b.name
        );
        assert!(!q.finish_job("turn:g3:5", "w1", b"late").expect("finish"));
        assert!(q.finish_job("turn:g3:5", "w2", b"ok").expect("finish"));
        q.drop_job("turn:g3:5").expect("drop");
        assert!(q.job_state("turn:g3:5").expect("state").is_none());
        assert!(q.job_output("hint:g2:1").expect("output").is_none());
    }
}

#[test]
fn workers_taking_at_once_never_take_the_same_job() {
    for b in backends("workers_taking_at_once") {
        let Some(q) = b.store.jobs() else { continue };
        for i in 0..40 {
            q.put_job(&format!("job:{i:02}"), "turn", b"{}")
                .expect("put");
        }
        let taken = std::sync::Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for w in 0..4 {
                let (q, taken) = (q, &taken);
                scope.spawn(move || {
                    while let Some(j) = q
                        .take_job(&format!("w{w}"), std::time::Duration::from_secs(60))
                        .expect("take")
                    {
                        taken.lock().expect("lock").push(j.key);
                    }
                });
            }
        });
        let mut keys = taken.into_inner().expect("keys");
        keys.sort();
        let expected: Vec<String> = (0..40).map(|i| format!("job:{i:02}")).collect();
        assert_eq!(keys, expected, "{}: each job taken once", b.name);
    }
}

/// Waits (at most 30 s) until `n` exceeds `than`.
fn rises(n: &std::sync::atomic::AtomicU64, than: u64) -> bool {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while n.load(std::sync::atomic::Ordering::SeqCst) <= than {
        if std::time::Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    true
}

#[test]
fn postgres_tells_other_processes_of_what_is_owed_and_of_queued_jobs() {
    use std::sync::atomic::{AtomicU64, Ordering};
    let Some(url) = database_or_skip("postgres_tells_other_processes") else {
        return;
    };
    let (writer, watcher) = (
        PgStore::connect(&url).expect("postgres"),
        PgStore::connect(&url).expect("postgres again"),
    );
    let (owed, jobs) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    let (o, j) = (owed.clone(), jobs.clone());
    watcher.watch(Box::new(move || {
        o.fetch_add(1, Ordering::SeqCst);
    }));
    watcher
        .jobs()
        .expect("a queue")
        .watch_jobs(Box::new(move || {
            j.fetch_add(1, Ordering::SeqCst);
        }));
    // Each listener rings once when it starts listening.
    assert!(rises(&owed, 0) && rises(&jobs, 0), "listening");
    let (o0, j0) = (owed.load(Ordering::SeqCst), jobs.load(Ordering::SeqCst));
    writer
        .commit(Commit {
            owe: vec![entry("g1", 0, 1, "{}")],
            ..Commit::default()
        })
        .expect("commit");
    assert!(rises(&owed, o0), "told of the owed announcement");
    writer
        .jobs()
        .expect("a queue")
        .put_job("turn:g1:1", "turn", b"{}")
        .expect("put");
    assert!(rises(&jobs, j0), "told of the job");
}

/// Whether a connection made as `url` (TLS options included) is encrypted, per the server.
fn encrypted(url: &str) -> Result<bool, String> {
    let url = url.to_string();
    std::thread::spawn(move || -> Result<bool, String> {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| e.to_string())?;
        rt.block_on(async {
            let (plain, tls) = super::pg_tls::split_tls(&url)?;
            let config: tokio_postgres::Config = plain.parse().map_err(|e| format!("{e}"))?;
            let connector = super::pg_tls::connector(&tls)?.ok_or("TLS is off")?;
            let (client, conn) = config.connect(connector).await.map_err(|e| e.to_string())?;
            tokio::spawn(conn);
            let row = client
                .query_one(
                    "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()",
                    &[],
                )
                .await
                .map_err(|e| e.to_string())?;
            Ok(row.get::<_, bool>(0))
        })
    })
    .join()
    .map_err(|_| "the connecting thread panicked".to_string())?
}

#[test]
fn postgres_over_tls_checks_what_sslmode_asks() {
    let Some(url) = database_or_skip("postgres_over_tls_checks_what_sslmode_asks") else {
        return;
    };
    let Some(ca) = super::pg_cluster::PgCluster::get()
        .ok()
        .and_then(|c| c.ca_file())
    else {
        assert!(
            !super::pg_cluster::required(),
            "TLS is required to be tested here, but the test cluster has no certificate"
        );
        eprintln!("SKIPPED postgres_over_tls_checks_what_sslmode_asks: no certificate (openssl)");
        return;
    };
    let with = |opts: &str| format!("{url}?{opts}");
    // require: encrypted, the certificate not checked (as libpq does).
    assert_eq!(encrypted(&with("sslmode=require")), Ok(true));
    // verify-full against the CA that signed the server's certificate: encrypted, checked.
    let full = with(&format!("sslmode=verify-full&sslrootcert={}", ca.display()));
    assert_eq!(encrypted(&full), Ok(true));
    let store = PgStore::connect(&full).expect("a verified store");
    store
        .put(Table::Links, "k", b"v")
        .expect("a write over TLS");
    assert_eq!(
        store.get(Table::Links, "k").expect("read").map(|v| v.bytes),
        Some(b"v".to_vec())
    );
    // verify-full against the system's roots: this CA is not one of them, so no connection.
    let refused = PgStore::connect(&with("sslmode=verify-full"))
        .map(|_| ())
        .expect_err("an unknown CA is refused");
    assert!(refused.to_string().contains("TLS handshake"), "{refused}");
    // A bad sslmode names itself.
    let bad = PgStore::connect(&with("sslmode=sometimes"))
        .map(|_| ())
        .expect_err("a bad sslmode");
    assert!(bad.to_string().contains("sslmode=sometimes"), "{bad}");
}
