//! Secrets never printed: the real `hexcourier serve` against the fake Discord, with a store
//! address holding a password and the bot token, through failures that get logged (refused
//! interaction answers, an outage of follow-ups, a store that cannot be reached), then the
//! tools (`status`, `loadtest`, a bad address). Every line any of them printed is searched for
//! the token, the password and every interaction token Discord handed the bot.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, Fault, Opt};
use hexcourier::store::pg_cluster::database_or_skip;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The password put in every store address here.
const PASSWORD: &str = "Pw-0f-the-d4tabase";

/// `hexcourier <args>` with the fake Discord's address and a data directory; its output.
fn tool(args: &[&str], data: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .args(args)
        .env("HEXCOURIER_DATA", data)
        .env("PGPASSWORD", PASSWORD)
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::null())
        .output()
        .expect("run hexcourier");
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_secret_reaches_a_log_an_error_or_a_tools_output() -> TestResult {
    init();
    tokio::time::timeout(Duration::from_secs(300), secrets()).await??;
    Ok(())
}

async fn secrets() -> TestResult {
    let dir = tempfile::tempdir()?;
    // A PostgreSQL address with the password in it (the test cluster trusts local users, so
    // any password works); sled when PostgreSQL is not here.
    let store = match database_or_skip("no_secret_reaches_a_log") {
        Some(url) => url.replacen(
            "postgres://postgres@",
            &format!("postgres://postgres:{PASSWORD}@"),
            1,
        ),
        None => format!("sled:{}", dir.path().join("store").display()),
    };
    let fake = FakeDiscord::start().await?;
    let log = dir.path().join("serve.log");
    let mut serve = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .args(["--store", &store, "serve"])
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("HEXCOURIER_DISCORD_API", &fake.api)
        .env("HEXCOURIER_DATA", dir.path().join("data"))
        .env("HEXCOURIER_GUILD_ID", fake.state().guild_id.to_string())
        .env("HEXCOURIER_FIRST_BACKOFF_MS", "50")
        .env("HEXCOURIER_MAX_BACKOFF_MS", "200")
        .env("RUST_LOG", "info")
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env_remove("HTTP_PROXY")
        .env_remove("HTTPS_PROXY")
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(dir.path().join("serve.out"))?)
        .stderr(std::fs::File::create(&log)?)
        .spawn()?;
    let played = async {
        connected(&fake, 1).await?;
        let alice = fake.add_user("alice", "Alice");
        let bob = fake.add_user("bob", "Bob");
        // The first answers to interactions fail (logged, retried), and so do follow-ups.
        fake.inject(Fault {
            method: "POST",
            path_contains: "/interactions/".into(),
            status: 500,
            retry_after: 0.0,
            after_effect: false,
            times: 2,
        });
        fake.inject(Fault {
            method: "PATCH",
            path_contains: "/webhooks/".into(),
            status: 502,
            retry_after: 0.0,
            after_effect: false,
            times: 2,
        });
        let thread = new_game(&fake, alice, bob).await?;
        typed_move(&fake, thread, alice, "Qe1-c3", "1. Qe1-c3").await?;
        // A refusal answered privately, and a command that goes wrong.
        let i = fake.slash(bob, thread, "move", &[Opt::Str("move", "Qe1-c3".into())]);
        answer_to(&fake, i).await?;
        let i = fake.slash(alice, thread, "hexme games", &[]);
        answer_to(&fake, i).await?;
        Ok::<_, Box<dyn std::error::Error + Send + Sync>>(())
    }
    .await;
    let _ = serve.kill();
    let _ = serve.wait();
    played?;
    let mut printed = std::fs::read_to_string(&log)?;
    printed.push_str(&std::fs::read_to_string(dir.path().join("serve.out"))?);
    // The tools, with the same address, a bad one and one that cannot be reached.
    let data = dir.path().join("tools");
    printed.push_str(&tool(&["--store", &store, "status"], &data));
    printed.push_str(&tool(
        &[
            "--store",
            &format!("mysql://bot:{PASSWORD}@db/hx"),
            "status",
        ],
        &data,
    ));
    printed.push_str(&tool(
        &[
            "--store",
            &format!("postgres://bot:{PASSWORD}@127.0.0.1:1/hx?password={PASSWORD}"),
            "status",
        ],
        &data,
    ));
    printed.push_str(&tool(
        &[
            "--store", &store, "loadtest", "--games", "2", "--moves", "2",
        ],
        &data,
    ));
    assert!(printed.contains("connected to Discord"), "{printed}");
    assert!(printed.contains("bad store address"), "{printed}");
    if std::env::var_os("HEXCOURIER_SHOW_SECRETS_LOG").is_some() {
        eprintln!("{printed}");
    }
    let mut secrets = vec![fake_discord::TOKEN.to_string(), PASSWORD.to_string()];
    secrets.extend(fake.state().interactions.values().map(|i| i.token.clone()));
    assert!(secrets.len() > 4, "interactions were made");
    for secret in &secrets {
        assert!(
            !printed.contains(secret.as_str()),
            "a secret was printed: {secret:?} in\n{printed}"
        );
    }
    Ok(())
}
