//! Start-up of the real `hexcourier serve` against the fake Discord, as a server admin meets
//! it: commands registered in one scope are removed from the other when the bot switches
//! between a server (`HEXCOURIER_GUILD_ID`) and global registration, and a refused Message
//! Content intent (gateway close 4014) is one clear log line, after which the bot goes on
//! without typed moves.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::FakeDiscord;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The Message Content intent's bit.
const MESSAGE_CONTENT: u64 = 1 << 15;

/// A `hexcourier serve` process, killed when dropped, and what it has written on stderr so
/// far (read by a thread of its own).
struct Served {
    child: Child,
    err: Arc<Mutex<String>>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Served {
    fn start(mut cmd: Command) -> Served {
        let mut child = cmd.spawn().expect("start hexcourier serve");
        let err = Arc::new(Mutex::new(String::new()));
        if let Some(stderr) = child.stderr.take() {
            let sink = err.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                    let mut e = sink.lock().unwrap_or_else(PoisonError::into_inner);
                    e.push_str(&line);
                    e.push('\n');
                }
            });
        }
        Served { child, err }
    }

    fn stderr(&self) -> String {
        self.err
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Waits until the bot says it is connected with its commands registered (and the old
    /// scope emptied).
    async fn ready(&self) -> TestResult {
        let deadline = std::time::Instant::now() + WAIT;
        while !self
            .stderr()
            .contains("connected to Discord; commands registered")
        {
            if std::time::Instant::now() > deadline {
                return Err(format!("the bot did not connect:\n{}", self.stderr()).into());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Ok(())
    }

    /// Kills it and returns what it wrote on stderr.
    fn stop(mut self) -> String {
        let _ = self.child.kill();
        let _ = self.child.wait();
        std::thread::sleep(Duration::from_millis(100));
        self.stderr()
    }
}

/// `hexcourier serve` on the sled store in `dir`, registering its commands in the fake's
/// guild when `in_guild`, else globally; the default log filter (no `RUST_LOG`), and `env`.
fn serve(fake: &FakeDiscord, dir: &Path, in_guild: bool, env: &[(&str, &str)]) -> Served {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_hexcourier"));
    cmd.arg("serve")
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("HEXCOURIER_DISCORD_API", &fake.api)
        .env("HEXCOURIER_DATA", dir)
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env_remove("RUST_LOG")
        .env_remove("HEXCOURIER_GUILD_ID")
        .env_remove("HEXCOURIER_TYPED_MOVES")
        .env_remove("HTTP_PROXY")
        .env_remove("HTTPS_PROXY")
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("HEXCOURIER_STORE")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    if in_guild {
        cmd.env("HEXCOURIER_GUILD_ID", fake.state().guild_id.to_string());
    }
    cmd.envs(env.iter().copied());
    Served::start(cmd)
}

/// The bot's commands, by name.
fn all_commands() -> Vec<String> {
    ["hex", "hexme", "hexinfo", "tournament", "puzzle"]
        .map(String::from)
        .to_vec()
}

/// The names of the commands registered under `key` (`guild` or `global`).
fn registered(fake: &FakeDiscord, key: &str) -> Option<Vec<String>> {
    let st = fake.state();
    let list = st.commands.get(key)?.as_array()?.clone();
    Some(
        list.iter()
            .filter_map(|c| c["name"].as_str().map(str::to_string))
            .collect(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_leave_the_scope_the_bot_no_longer_uses() -> TestResult {
    init();
    let fake = FakeDiscord::start().await?;
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path().join("data");
    // Globally first (as a public bot), with a server's commands left from nothing.
    let bot = serve(&fake, &dir, false, &[]);
    bot.ready().await?;
    assert_eq!(registered(&fake, "global"), Some(all_commands()));
    assert_eq!(
        registered(&fake, "guild"),
        None,
        "no server was used before"
    );
    assert!(fake.state().command_clears.is_empty());
    bot.stop();
    // Then in the server: the global commands are removed.
    let bot = serve(&fake, &dir, true, &[]);
    bot.ready().await?;
    assert_eq!(registered(&fake, "guild"), Some(all_commands()));
    assert_eq!(registered(&fake, "global"), Some(vec![]));
    assert_eq!(fake.state().command_clears, ["global"]);
    bot.stop();
    // Globally again: the server's commands, remembered in the store, are removed.
    let bot = serve(&fake, &dir, false, &[]);
    bot.ready().await?;
    assert_eq!(registered(&fake, "global"), Some(all_commands()));
    assert_eq!(registered(&fake, "guild"), Some(vec![]));
    assert_eq!(fake.state().command_clears, ["global", "guild"]);
    // Once removed, the server is forgotten: a restart clears nothing more.
    bot.stop();
    let clears = fake.state().command_clears.len();
    let bot = serve(&fake, &dir, false, &[]);
    bot.ready().await?;
    assert_eq!(fake.state().command_puts, 4);
    assert_eq!(fake.state().command_clears.len(), clears);
    bot.stop();
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_message_content_intent_is_one_line_and_the_bot_goes_on() -> TestResult {
    init();
    let fake = FakeDiscord::start().await?;
    fake.state().disallowed_intents = MESSAGE_CONTENT;
    let tmp = tempfile::tempdir()?;
    let bot = serve(&fake, &tmp.path().join("data"), true, &[]);
    // Refused once, then connected without the intent, commands registered.
    fake.wait_for("a second identify without Message Content", WAIT, |s| {
        (s.intent_refusals == 1
            && s.identifies >= 2
            && s.intents.is_some_and(|i| i & MESSAGE_CONTENT == 0)
            && s.command_puts >= 1)
            .then_some(())
    })
    .await?;
    // Slash commands answer.
    let lobby = fake.state().lobby;
    let alice = fake.add_user("alice", "Alice");
    let asked = fake.slash(alice, lobby, "hexinfo variants", &[]);
    let answer = answer_to(&fake, asked).await?;
    assert!(answer.content.contains("glinski"), "{}", answer.content);
    let err = bot.stop();
    let about: Vec<&str> = err
        .lines()
        .filter(|l| {
            let l = l.to_ascii_lowercase();
            l.contains("intent") || l.contains("4014")
        })
        .collect();
    assert_eq!(about.len(), 1, "one line about the intent:\n{err}");
    eprintln!("{}", about[0]);
    for needed in [
        "Message Content",
        "4014",
        "https://discord.com/developers/applications",
        "HEXCOURIER_TYPED_MOVES=off",
    ] {
        assert!(about[0].contains(needed), "{needed} in {}", about[0]);
    }
    assert_eq!(fake.state().intent_refusals, 1, "asked once");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_moves_off_asks_for_no_message_content() -> TestResult {
    init();
    let fake = FakeDiscord::start().await?;
    fake.state().disallowed_intents = MESSAGE_CONTENT;
    let tmp = tempfile::tempdir()?;
    let data = tmp.path().join("data");
    let bot = serve(&fake, &data, true, &[("HEXCOURIER_TYPED_MOVES", "Off")]);
    fake.wait_for("a connection without Message Content", WAIT, |s| {
        (s.command_puts >= 1 && s.intents.is_some_and(|i| i & MESSAGE_CONTENT == 0)).then_some(())
    })
    .await?;
    bot.stop();
    assert_eq!(fake.state().intent_refusals, 0, "never asked");
    Ok(())
}
