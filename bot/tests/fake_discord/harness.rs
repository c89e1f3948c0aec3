//! What the Discord end-to-end tests share: a bot on its own thread and runtime against the
//! fake Discord, waits on what the fake saw, and checks of what the bot sent.

#![allow(dead_code)]

use super::{FakeDiscord, Msg, Opt, State, Via, TOKEN};
use hexcourier::core::{Core, EngineSettings, FakeClock, PngPainter};
use hexcourier::discord::{run_until, Config, Delivery, RetryPolicy};
use serde_json::Value;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub type TestResult = Result<(), Box<dyn std::error::Error + Send + Sync>>;

/// The longest any single expected event may take.
pub const WAIT: Duration = Duration::from_secs(30);
/// The longest a whole test may take.
pub const TEST_LIMIT: Duration = Duration::from_secs(240);

pub fn init() {
    // reqwest honours proxy variables; everything here is on loopback.
    for v in [
        "HTTP_PROXY",
        "HTTPS_PROXY",
        "ALL_PROXY",
        "http_proxy",
        "https_proxy",
        "all_proxy",
    ] {
        std::env::remove_var(v);
    }
    std::env::set_var("NO_PROXY", "127.0.0.1,localhost");
    // RUST_LOG=serenity::client::dispatch=debug shows events serenity could not read.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,hexcourier=info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_test_writer()
        .try_init();
}

/// A bot process: its own thread and tokio runtime, as `hexcourier serve` would run.
pub struct Bot {
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<anyhow::Result<()>>>,
}

/// Opens the core on `dir`, waiting for a previous bot to let go of the sled lock.
/// With `clock`, the core runs on that fake clock instead of the system's.
pub fn open_core(
    dir: &Path,
    clock: Option<Arc<FakeClock>>,
) -> Result<Core, Box<dyn std::error::Error + Send + Sync>> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
        let opened = match &clock {
            None => Core::open(lib, dir),
            Some(c) => hexcourier::store::SledStore::open(dir).and_then(|s| {
                Core::new(lib, Box::new(s), Box::new(c.clone()), Box::new(PngPainter))
            }),
        };
        match opened {
            Ok(core) => return Ok(core),
            Err(e) if Instant::now() < deadline => {
                eprintln!("core not open yet ({e}); retrying");
                std::thread::sleep(Duration::from_millis(200));
            }
            Err(e) => return Err(e.into()),
        }
    }
}

pub fn start_bot(
    fake: &FakeDiscord,
    dir: &Path,
    defer_after: Duration,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    start_bot_with(fake, dir, defer_after, None, None, None)
}

/// [`start_bot`], with other engine settings for the core.
pub fn start_bot_with(
    fake: &FakeDiscord,
    dir: &Path,
    defer_after: Duration,
    engine: Option<EngineSettings>,
    clock: Option<Arc<FakeClock>>,
    tick_every: Option<Duration>,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    start_bot_limited(
        fake,
        dir,
        defer_after,
        engine,
        clock,
        tick_every,
        hexcourier::core::UsageLimits::OFF,
    )
}

/// [`start_bot`] with a web server (`web`: its settings, with the address to listen on).
pub fn start_bot_web(
    fake: &FakeDiscord,
    dir: &Path,
    web: hexcourier::web::WebConfig,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    start_bot_configured(
        fake,
        dir,
        Duration::from_millis(1500),
        None,
        None,
        None,
        hexcourier::core::UsageLimits::OFF,
        web,
    )
}

/// [`start_bot_with`], with usage limits (a public server's, for the hostile members' tests).
pub fn start_bot_limited(
    fake: &FakeDiscord,
    dir: &Path,
    defer_after: Duration,
    engine: Option<EngineSettings>,
    clock: Option<Arc<FakeClock>>,
    tick_every: Option<Duration>,
    limits: hexcourier::core::UsageLimits,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    start_bot_configured(
        fake,
        dir,
        defer_after,
        engine,
        clock,
        tick_every,
        limits,
        hexcourier::web::WebConfig::default(),
    )
}

/// Every setting of a test bot.
#[allow(clippy::too_many_arguments)]
pub fn start_bot_configured(
    fake: &FakeDiscord,
    dir: &Path,
    defer_after: Duration,
    engine: Option<EngineSettings>,
    clock: Option<Arc<FakeClock>>,
    tick_every: Option<Duration>,
    limits: hexcourier::core::UsageLimits,
    web: hexcourier::web::WebConfig,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    // Turn notifications by DM go out at once (no minute's wait for other games).
    // Links to pages under `web.public_url`, as `hexcourier serve` makes them.
    let mut core = open_core(dir, clock)?
        .with_dm_batch(0)
        .with_limits(limits)
        .with_page_base(web.public_url.clone());
    if let Some(settings) = engine {
        core = core.with_engine(settings);
    }
    let core = Arc::new(core);
    let mut config = Config::new(TOKEN);
    config.api_base = Some(fake.api.clone());
    config.guild = Some(serenity::all::GuildId::new(fake.state().guild_id));
    config.defer_after = defer_after;
    if let Some(t) = tick_every {
        config.tick_every = t;
    }
    config.retry = RetryPolicy {
        attempts: 5,
        first_backoff: Duration::from_millis(100),
        max_backoff: Duration::from_secs(1),
        max_retry_after: Duration::from_secs(5),
    };
    config.delivery = test_delivery();
    config.web = web;
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()?;
        let result = rt.block_on(run_until(core, config, async {
            let _ = rx.await;
        }));
        rt.shutdown_timeout(Duration::from_secs(5));
        result
    });
    Ok(Bot {
        stop: Some(tx),
        thread: Some(thread),
    })
}

impl Bot {
    pub async fn stop(mut self) -> TestResult {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        let thread = self.thread.take().ok_or("no thread")?;
        let joined = tokio::task::spawn_blocking(move || thread.join())
            .await?
            .map_err(|_| "the bot thread panicked")?;
        joined.map_err(|e| format!("the bot failed: {e:#}"))?;
        Ok(())
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
    }
}

/// The courier as tests run it: quick retries, no throttle worth the name.
pub fn test_delivery() -> Delivery {
    Delivery {
        first_backoff: Duration::from_millis(50),
        max_backoff: Duration::from_secs(1),
        channel_burst: 1000,
        channel_per_sec: 1000.0,
        global_per_sec: 10_000.0,
        ..Delivery::default()
    }
}

/// Checks the private "Done." that answers a command whose change the courier announces.
pub fn assert_done(m: &Msg) {
    assert!(m.ephemeral, "private: {:?}", m.content);
    assert_eq!(m.content, "Done.");
    assert_notifies(m, &[]);
}

/// Waits until the bot has connected (identify number `n`) and registered its commands.
pub async fn connected(fake: &FakeDiscord, n: u32) -> TestResult {
    fake.wait_for("identify and command registration", WAIT, |s| {
        (s.identifies >= n && s.command_puts >= n).then_some(())
    })
    .await?;
    Ok(())
}

/// The `variant` option naming `id`, once the registered `/hex new` takes it as text that
/// autocompletes (no fixed choices) and `id` is a variant the bot's library offers.
pub fn variant_index(st: &State, id: &str) -> Option<String> {
    let cmd = st.commands.get("guild")?.get(0)?;
    let new = cmd["options"]
        .as_array()?
        .iter()
        .find(|o| o["name"] == "new")?;
    let variant = new["options"]
        .as_array()?
        .iter()
        .find(|o| o["name"] == "variant")?;
    let text_with_autocomplete = variant["type"] == 3
        && variant["autocomplete"] == true
        && variant["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .next()
            .is_none();
    let lib = hexcourier_engine::Library::builtin().ok()?;
    (text_with_autocomplete && lib.get(id).is_some()).then(|| id.to_string())
}

/// Waits for the finished answer (not "thinking…") to an interaction.
pub async fn answer_to(fake: &FakeDiscord, interaction: u64) -> Result<Msg, String> {
    fake.wait_for("the answer to an interaction", WAIT, |s| {
        let i = s.interactions.get(&interaction)?;
        let o = i.original?;
        s.messages.iter().find(|m| m.id == o && !m.pending).cloned()
    })
    .await
}

/// Waits until the bot has posted `n` messages in a channel; returns them.
pub async fn bot_posts(fake: &FakeDiscord, channel: u64, n: usize) -> Result<Vec<Msg>, String> {
    fake.wait_for(&format!("{n} bot messages"), WAIT, |s| {
        let m = s.bot_messages(channel);
        (m.len() >= n).then(|| m.into_iter().cloned().collect())
    })
    .await
}

pub fn allowed_users(m: &Msg) -> Vec<String> {
    m.allowed_mentions["users"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

/// Checks that a message may notify exactly `users`, and nobody through `parse`.
pub fn assert_notifies(m: &Msg, users: &[u64]) {
    let want: Vec<String> = users.iter().map(u64::to_string).collect();
    assert_eq!(allowed_users(m), want, "allowed users of {:?}", m.content);
    assert_eq!(
        m.allowed_mentions["parse"],
        serde_json::json!([]),
        "no mass or role mentions in {:?}",
        m.content
    );
}

pub fn assert_png(m: &Msg) {
    assert_eq!(m.files.len(), 1, "one picture with {:?}", m.content);
    assert!(
        m.files[0].bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        "a PNG with {:?}",
        m.content
    );
    assert!(m.files[0]
        .description
        .as_deref()
        .is_some_and(|d| !d.is_empty()));
}

/// Glinski's four-move mate: (White?, move, the answer's first line).
pub const MATE: [(bool, &str, &str); 7] = [
    (true, "Qe1-c3", "1. Qe1-c3"),
    (false, "Qe10-c6", "1... Qe10-c6"),
    (true, "b1-b2", "2. b1-b2"),
    (false, "b7-b6", "2... b7-b6"),
    (true, "Bf3-b1", "3. Bf3-b1"),
    (false, "e7-e6", "3... e7-e6"),
    (true, "Qc3xf9", "4. Qc3xf9#"),
];

/// Starts a Glinski game of alice (White) against bob by `/hex new`; returns the thread id.
pub async fn new_game(
    fake: &FakeDiscord,
    alice: u64,
    bob: u64,
) -> Result<u64, Box<dyn std::error::Error + Send + Sync>> {
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", bob),
        ],
    );
    assert_done(&answer_to(fake, i).await?);
    // The challenge is posted in the channel, notifying bob alone; he accepts by its button.
    let challenge = post_starting(
        fake,
        lobby,
        &format!("<@{alice}> challenges <@{bob}> to Glinski's Hexagonal Chess (g1): <@{alice}> (White) vs <@{bob}> (Black)."),
    )
    .await?;
    assert_notifies(&challenge, &[bob]);
    accept_challenge(fake, lobby, bob, 1).await?;
    // The courier announces the game in the channel, then opens its thread from that message.
    let announce = post_starting(
        fake,
        lobby,
        &format!(
            "New game #g1: Glinski's Hexagonal Chess, <@{alice}> (White) vs <@{bob}> (Black)."
        ),
    )
    .await?;
    assert_eq!(announce.via, Via::Channel);
    assert!(!announce.ephemeral);
    assert_notifies(&announce, &[]);
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| (c.id, c.name.clone()))
        })
        .await?;
    assert_eq!(
        thread.0, announce.id,
        "the thread starts from the announcement"
    );
    assert_eq!(thread.1, "g1: Glinski's Hexagonal Chess, @Alice vs @Bob");
    let intro = bot_posts(fake, thread.0, 1).await?;
    let intro = &intro[0];
    assert!(
        intro.content.starts_with(&format!(
            "Glinski's Hexagonal Chess: <@{alice}> (White) vs <@{bob}> (Black)."
        )),
        "{:?}",
        intro.content
    );
    assert!(
        intro.content.ends_with(&format!("<@{alice}>, your move.")),
        "{:?}",
        intro.content
    );
    assert_png(intro);
    assert_notifies(intro, &[alice]);
    Ok(thread.0)
}

/// Presses Accept on the buttons of challenge `g<game>` in `channel` as `user`, once the
/// courier has posted them.
pub async fn accept_challenge(
    fake: &FakeDiscord,
    channel: u64,
    user: u64,
    game: u64,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let wanted = format!("Answer challenge g{game}:");
    let buttons = fake
        .wait_for("the challenge's buttons", WAIT, |s| {
            s.bot_messages(channel)
                .into_iter()
                .find(|m| m.content == wanted)
                .cloned()
        })
        .await?;
    fake.press(user, buttons.id, &format!("hex:challenge:accept:{game}"));
    Ok(())
}

/// Presses Accept on the first challenge buttons the courier posted in `channel`, whatever
/// the challenge's number (when the store gives ids, as PostgreSQL does across processes).
pub async fn accept_challenge_in(
    fake: &FakeDiscord,
    channel: u64,
    user: u64,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let buttons = fake
        .wait_for("a challenge's buttons", WAIT, |s| {
            s.bot_messages(channel)
                .into_iter()
                .find(|m| m.content.starts_with("Answer challenge g"))
                .cloned()
        })
        .await?;
    let game = buttons
        .content
        .trim_start_matches("Answer challenge g")
        .trim_end_matches(':')
        .to_string();
    fake.press(user, buttons.id, &format!("hex:challenge:accept:{game}"));
    Ok(())
}

/// The bot's messages in the thread whose first line is `line`.
pub fn posts_starting(st: &State, thread: u64, line: &str) -> Vec<Msg> {
    st.bot_messages(thread)
        .into_iter()
        .filter(|m| m.content.lines().next() == Some(line))
        .cloned()
        .collect()
}

pub async fn typed_move(
    fake: &FakeDiscord,
    thread: u64,
    user: u64,
    mv: &str,
    line: &str,
) -> Result<Msg, String> {
    fake.say(user, thread, mv);
    fake.wait_for(&format!("the answer {line:?}"), WAIT, |s| {
        posts_starting(s, thread, line).into_iter().next()
    })
    .await
}

/// The components of a message: each button's or menu's custom id, with a menu's values.
pub fn components(m: &Msg) -> Vec<(String, Vec<String>)> {
    m.components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|c| {
            let values = c["options"]
                .as_array()
                .map(|o| {
                    o.iter()
                        .filter_map(|o| o["value"].as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            (c["custom_id"].as_str().unwrap_or("").to_string(), values)
        })
        .collect()
}

/// The button custom ids of a message, alone.
pub fn button(id: &str) -> Vec<(String, Vec<String>)> {
    vec![(id.to_string(), Vec::new())]
}

/// Waits until the bot has changed the message `id` at least `n` times; returns it.
pub async fn updated(fake: &FakeDiscord, id: u64, n: u32) -> Result<Msg, String> {
    fake.wait_for(&format!("update {n} of a message"), WAIT, |s| {
        s.messages
            .iter()
            .find(|m| m.id == id && m.updates >= n)
            .cloned()
    })
    .await
}

/// Waits for the bot's post in the thread whose first line is `line`.
pub async fn post_starting(fake: &FakeDiscord, thread: u64, line: &str) -> Result<Msg, String> {
    fake.wait_for(&format!("the post {line:?}"), WAIT, |s| {
        posts_starting(s, thread, line).into_iter().next()
    })
    .await
}
