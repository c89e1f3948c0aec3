//! Engine workers (`hexcourier worker`) on a real PostgreSQL database: a bot process hands its
//! engine turns and hints to the job queue; a worker killed (SIGKILL) in the middle of a search
//! leaves its job to another once the lease runs out, and the engine's move is played once.
//! Skipped (loudly) without PostgreSQL, unless HEXCOURIER_REQUIRE_POSTGRES=1 (CI).

use hexcourier::core::{
    Caller, Core, EngineSettings, FakePainter, Place, Reply, SystemClock, UserId,
};
use hexcourier::store::pg_cluster::database_or_skip;
use hexcourier::store::PgStore;
use hexcourier_engine::Library;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The longest a worker may take to take or finish a job.
const WAIT: Duration = Duration::from_secs(90);

/// A `hexcourier worker` on `url`, with a fixed node budget for the engine's moves; its log
/// goes to `log`.
fn worker(url: &str, name: &str, nodes: u64, log: &Path) -> std::io::Result<Child> {
    Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .args([
            "--store",
            url,
            "worker",
            "--name",
            name,
            "--lease-secs",
            "2",
        ])
        .env("HEXCOURIER_OPPONENT_NODES", nodes.to_string())
        .env("HEXCOURIER_MAX_SEARCHES", "1")
        .env("HEXCOURIER_HINT_MS", "300")
        .env("RUST_LOG", "info")
        .env_remove("HEXCOURIER_CONFIG")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(log)?)
        .spawn()
}

/// Waits until `check` holds (at most [`WAIT`]).
fn until(what: &str, mut check: impl FnMut() -> bool) -> Result<(), String> {
    let deadline = Instant::now() + WAIT;
    while !check() {
        if Instant::now() > deadline {
            return Err(format!("timed out waiting for {what}"));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Ok(())
}

fn texts(replies: &[Reply]) -> Vec<String> {
    replies
        .iter()
        .filter_map(|r| r.text().map(str::to_string))
        .collect()
}

#[test]
fn a_worker_killed_mid_search_leaves_the_turn_to_another_and_it_is_played_once() -> TestResult {
    let Some(url) = database_or_skip("a_worker_killed_mid_search") else {
        return Ok(());
    };
    let dir = tempfile::tempdir()?;
    let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
    // The bot process: its searches go to the workers.
    let core = Core::new(
        lib,
        Box::new(PgStore::connect(&url)?),
        Box::new(SystemClock),
        Box::new(FakePainter::default()),
    )?
    .with_engine(EngineSettings {
        inline: false,
        workers: true,
        ..EngineSettings::deterministic(2_000)
    });
    let (lobby, game, alice) = (Place::lobby(), Place::new("#g1"), UserId::new("alice"));
    core.handle(
        &Caller::operator(alice.clone()),
        &lobby,
        "/new glinski @engine hints:on",
    );
    core.drain_owed();
    core.handle(&Caller::operator(alice.clone()), &game, "Qe1-c3");
    core.drain_owed();
    // The engine's turn is queued, not searched here (and queued once however often asked).
    assert!(!core.engine_turn(&game));
    assert!(!core.engine_turn(&game));
    let key = "turn:g1:1";
    let state = core.job_state(key)?.ok_or("the turn is queued")?;
    assert_eq!((state.attempts, state.finished), (0, false));

    // Worker A searches for ever (a trillion nodes); it is killed once it holds the job.
    let mut a = worker(&url, "A", 1_000_000_000_000, &dir.path().join("a.log"))?;
    until("worker A to take the turn", || {
        core.job_state(key)
            .ok()
            .flatten()
            .is_some_and(|s| s.worker.as_deref() == Some("A.0"))
    })?;
    a.kill()?;
    a.wait()?;
    // Nothing was played meanwhile.
    assert!(texts(&core.drain_owed()).is_empty());

    // Worker B takes the job once A's lease has run out, and plays.
    let b_log = dir.path().join("b.log");
    let mut b = worker(&url, "B", 2_000, &b_log)?;
    until("worker B to finish the turn", || {
        core.job_state(key)
            .ok()
            .flatten()
            .is_some_and(|s| s.finished)
    })?;
    let state = core.job_state(key)?.ok_or("the job")?;
    assert_eq!(state.attempts, 2, "taken by A, then by B");
    assert_eq!(state.worker.as_deref(), Some("B.0"));
    let said = texts(&core.drain_owed());
    let engine_moves: Vec<&String> = said.iter().filter(|t| t.starts_with("1... ")).collect();
    assert_eq!(engine_moves.len(), 1, "the engine moved once: {said:?}");
    // The bot process reads the game as the worker left it: alice is to move.
    let board = texts(&core.handle(&Caller::operator(alice.clone()), &game, "/board"));
    assert!(
        board[0].contains(&format!("Moves: 1. Qe1-c3 {}", &engine_moves[0][5..])),
        "{board:?}"
    );
    // Asking again does nothing more: the turn is played.
    assert!(!core.engine_turn(&game));

    // A hint is answered by the worker too.
    let hint = texts(&core.handle(&Caller::operator(alice.clone()), &game, "/hint"));
    assert!(hint[0].starts_with("Hint for White: "), "{hint:?}");
    b.kill()?;
    b.wait()?;
    let log = std::fs::read_to_string(&b_log)?;
    assert!(log.contains("answered"), "{log}");
    Ok(())
}
