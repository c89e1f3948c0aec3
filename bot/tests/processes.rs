//! Past one machine, for real: the two `hexcourier serve` processes and the engine worker of
//! `docker-compose.yml`, run with its commands (the database URL replaced by a throwaway
//! PostgreSQL database), against the fake Discord, which gives each gateway shard the events
//! of its guilds.
//!
//! - `/hex new` in two guilds at once, each on the other process's shards: distinct game ids,
//!   each game announced by the process serving its guild;
//! - kill -9 of one process while the other goes on; the worker plays the dead process's
//!   engine turn meanwhile, and its announcement is delivered when that process comes back;
//! - a misconfigured pair (both processes get every event): a move typed once reaches both,
//!   is applied once and announced once, and the other process refuses it.
//!
//! Skipped (loudly) without PostgreSQL, unless HEXCOURIER_REQUIRE_POSTGRES=1 (CI).

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, Opt, State};
use hexcourier::store::pg_cluster::database_or_skip;
use hexcourier::store::{GameRecord, PgStore, Store};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A process of the test, killed (SIGKILL) when dropped, so a failing test leaves none
/// behind.
struct Proc(Child);

impl Proc {
    fn kill(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The commands of `docker-compose.yml` (its `command: [...]` lines), with the database URL
/// given after `--store` replaced by `url`.
fn compose_commands(url: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docker-compose.yml"
    ))
    .expect("docker-compose.yml");
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("command:"))
        .map(|json| {
            let mut args: Vec<String> = serde_json::from_str(json.trim()).expect("a JSON array");
            if let Some(i) = args.iter().position(|a| a == "--store") {
                args[i + 1] = url.to_string();
            }
            args
        })
        .collect()
}

/// Runs `hexcourier <args>` as the compose file does (the environment it sets, the fake
/// Discord, a data directory of its own).
fn run(fake: &FakeDiscord, args: &[String], data: &Path) -> Proc {
    let child = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .args(args)
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("HEXCOURIER_DISCORD_API", &fake.api)
        .env("HEXCOURIER_ENGINE_WORKERS", "true")
        .env("HEXCOURIER_DATA", data)
        .env("HEXCOURIER_FIRST_BACKOFF_MS", "50")
        .env("HEXCOURIER_MAX_BACKOFF_MS", "500")
        .env("HEXCOURIER_USER_BURST", "0")
        .env("HEXCOURIER_PLACE_BURST", "0")
        .env("HEXCOURIER_OPPONENT_NODES", "2000")
        .env("HEXCOURIER_MAX_SEARCHES", "1")
        .env(
            "RUST_LOG",
            std::env::var("HEXCOURIER_PROCESSES_LOG").unwrap_or_else(|_| "error".into()),
        )
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env_remove("HTTP_PROXY")
        .env_remove("HTTPS_PROXY")
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .env_remove("HEXCOURIER_GUILD_ID")
        .env_remove("HEXCOURIER_SHARDS")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start hexcourier");
    Proc(child)
}

/// Waits until the gateway shards connected are exactly `shards` (of 4).
async fn shards_up(fake: &FakeDiscord, shards: &[u64]) -> Result<(), String> {
    let want: Vec<(u64, u64)> = shards.iter().map(|s| (*s, 4)).collect();
    fake.wait_for(&format!("shards {shards:?} connected"), WAIT, |s| {
        (s.connected_shards() == want).then_some(())
    })
    .await
}

/// The thread under `lobby` whose title starts with `g<N>:`, as `(thread, N)`.
async fn game_thread(fake: &FakeDiscord, lobby: u64, skip: &[u64]) -> Result<(u64, u64), String> {
    fake.wait_for("a game's thread", WAIT, |s| {
        s.threads_of(lobby)
            .into_iter()
            .filter(|c| !skip.contains(&c.id))
            .find_map(|c| {
                let id = c.name.strip_prefix('g')?.split(':').next()?.parse().ok()?;
                Some((c.id, id))
            })
    })
    .await
}

/// How many of the bot's messages in a thread start with `line`.
fn posted(st: &State, thread: u64, line: &str) -> usize {
    st.bot_messages(thread)
        .iter()
        .filter(|m| m.content.lines().next() == Some(line))
        .count()
}

/// A game's stored record.
fn record(store: &PgStore, game: u64) -> Result<GameRecord, String> {
    let bytes = store
        .game(&format!("g{game}"))
        .map_err(|e| e.to_string())?
        .ok_or("no record")?;
    GameRecord::decode(&bytes).map_err(|e| e.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_serve_processes_and_a_worker_share_one_database() -> TestResult {
    init();
    let Some(url) = database_or_skip("two_serve_processes_and_a_worker") else {
        return Ok(());
    };
    tokio::time::timeout(Duration::from_secs(400), processes(url)).await??;
    Ok(())
}

async fn processes(url: String) -> TestResult {
    let fake = FakeDiscord::start().await?;
    // A guild on the first process's shards (0-1 of 4), one on the second's (2-3).
    let (_ga, lobby_a) = fake.add_guild(0, 4);
    let (_gb, lobby_b) = fake.add_guild(2, 4);
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let carol = fake.add_user("carol", "Carol");
    let commands = compose_commands(&url);
    assert_eq!(commands.len(), 3, "two bot processes and a worker");
    let dir = tempfile::tempdir()?;
    let store = PgStore::connect(&url)?;

    let mut a = run(&fake, &commands[0], &dir.path().join("a"));
    let b = run(&fake, &commands[1], &dir.path().join("b"));
    shards_up(&fake, &[0, 1, 2, 3]).await?;

    // Two games started at once, one in each guild: each process stores its own, with ids
    // the database gives, never the same.
    let new_a = fake.slash(
        alice,
        lobby_a,
        "new",
        &[
            Opt::Str("variant", "glinski".into()),
            Opt::User("opponent", bob),
        ],
    );
    let new_b = fake.slash(
        carol,
        lobby_b,
        "new",
        &[
            Opt::Str("variant", "glinski".into()),
            Opt::User("opponent", bob),
        ],
    );
    assert_done(&answer_to(&fake, new_a).await?);
    assert_done(&answer_to(&fake, new_b).await?);
    accept_challenge_in(&fake, lobby_a, bob).await?;
    accept_challenge_in(&fake, lobby_b, bob).await?;
    let (thread_a, game_a) = game_thread(&fake, lobby_a, &[]).await?;
    let (thread_b, game_b) = game_thread(&fake, lobby_b, &[]).await?;
    let mut ids = [game_a, game_b];
    ids.sort_unstable();
    assert_eq!(ids, [1, 2], "distinct ids from the database");
    let intro = |white: u64, black: u64| {
        format!("Glinski's Hexagonal Chess: <@{white}> (White) vs <@{black}> (Black).")
    };
    post_starting(&fake, thread_a, &intro(alice, bob)).await?;
    post_starting(&fake, thread_b, &intro(carol, bob)).await?;

    // An engine game in the first guild; alice's move leaves the engine's turn to the worker,
    // which is not running yet.
    let new_e = fake.slash(
        alice,
        lobby_a,
        "new",
        &[Opt::Str("variant", "glinski".into()), Opt::Int("level", 2)],
    );
    assert_done(&answer_to(&fake, new_e).await?);
    let (thread_e, game_e) = game_thread(&fake, lobby_a, &[thread_a]).await?;
    assert_eq!(game_e, 3);
    post_starting(
        &fake,
        thread_e,
        &format!("Glinski's Hexagonal Chess: <@{alice}> (White) vs @engine (Black)."),
    )
    .await?;
    typed_move(&fake, thread_e, alice, "Qe1-c3", "1. Qe1-c3").await?;
    let key = format!("turn:g{game_e}:1");
    let jobs = store.jobs().ok_or("PostgreSQL keeps a job queue")?;
    fake.wait_for("the engine's turn queued", WAIT, |_| {
        jobs.job_state(&key).ok().flatten().map(|_| ())
    })
    .await?;

    // The first process dies; the second goes on with its guild's game.
    a.kill();
    shards_up(&fake, &[2, 3]).await?;
    let worker = run(&fake, &commands[2], &dir.path().join("w"));
    fake.wait_for("the worker's engine move", WAIT, |_| {
        jobs.job_state(&key)
            .ok()
            .flatten()
            .filter(|s| s.finished)
            .map(|_| ())
    })
    .await?;
    typed_move(&fake, thread_b, carol, "Qe1-c3", "1. Qe1-c3").await?;
    typed_move(&fake, thread_b, bob, "Qe10-c6", "1... Qe10-c6").await?;
    // The engine's move is stored, but nobody announces it while its guild's process is
    // down: the second process serves only its own shards' guilds.
    let engine_game = record(&store, game_e)?;
    assert_eq!(engine_game.moves.len(), 2, "{:?}", engine_game.moves);
    let engine_line = format!("1... {}", engine_game.moves[1]);
    assert_eq!(posted(&fake.state(), thread_e, &engine_line), 0);

    // It comes back: its guild's game resumes, the engine's move announced once.
    let mut a = run(&fake, &commands[0], &dir.path().join("a"));
    shards_up(&fake, &[0, 1, 2, 3]).await?;
    post_starting(&fake, thread_e, &engine_line).await?;

    // A misconfigured pair: both processes get every event. A move typed once reaches both;
    // the game's version lets one apply it, the other finds the game changed and refuses.
    fake.state().broadcast = true;
    fake.say(alice, thread_a, "Qe1-c3");
    post_starting(&fake, thread_a, "1. Qe1-c3").await?;
    post_starting(&fake, thread_a, &format!("It is <@{bob}>'s turn.")).await?;
    fake.state().broadcast = false;
    let g = record(&store, game_a)?;
    assert_eq!(g.moves, ["Qe1-c3"], "applied once");
    {
        let st = fake.state();
        assert_eq!(posted(&st, thread_a, "1. Qe1-c3"), 1, "announced once");
        assert_eq!(posted(&st, thread_e, &engine_line), 1);
        assert_eq!(posted(&st, thread_b, "1. Qe1-c3"), 1);
        assert!(st.unknown.is_empty(), "unknown requests: {:?}", st.unknown);
    }
    drop(worker);
    a.kill();
    drop(b);
    Ok(())
}
