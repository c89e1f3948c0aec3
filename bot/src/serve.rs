//! How the bot starts: the console on a terminal, or the Discord adapter with its web pages,
//! from the settings ([`crate::config::Settings`]). This is where the transports are wired to
//! the core, the store, the logs and the process's limits; the transports' own crates know
//! nothing of the settings file.

use crate::t;
use anyhow::Context as _;
use hexcourier_core::{Core, FakeClock, PngPainter};
use hexcourier_discord::{run, Config, Delivery};
use hexcourier_engine::Library;
use serenity::all::GuildId;
use std::io::{IsTerminal as _, Write as _};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// The console.
/// Runs the console on stdin and stdout with a sled store in `data_dir`; pictures go to
/// `data_dir/images`.
///
/// # Errors
/// If the store cannot be opened, or reading or writing fails.
pub fn run_stdio(lib: Library, data_dir: &Path) -> anyhow::Result<()> {
    run_stdio_with(
        lib,
        &crate::config::Settings {
            data_dir: data_dir.to_path_buf(),
            ..crate::config::Settings::default()
        },
    )
}

/// [`run_stdio`] with the given settings (store, engine; the usage limits only when
/// `limits.console` is on: the console has one trusted user).
///
/// # Errors
/// If the store cannot be opened, or reading or writing fails.
pub fn run_stdio_with(lib: Library, settings: &crate::config::Settings) -> anyhow::Result<()> {
    crate::logging::init_if_asked();
    hexcourier_web::open_files::raise();
    hexcourier_core::i18n::log_warnings();
    let data_dir = settings.data_dir.as_path();
    let url = settings.store_url()?;
    let fake = hexcourier_console::fake_now()?;
    let opened = match fake {
        None => Core::open_url(lib, &url),
        Some(t) => hexcourier_store::open_store(&url).and_then(|store| {
            Core::new(lib, store, Box::new(FakeClock::at(t)), Box::new(PngPainter))
        }),
    };
    let core = opened
        .with_context(|| format!("opening the store {url}"))?
        .with_engine(settings.engine.clone())
        .with_dm_batch(settings.dm_batch_secs)
        .with_challenge_expiry(settings.challenge_secs)
        .with_tournament_timeouts(settings.tournament_timeouts)
        .with_vacation_days(settings.vacation_days)
        .with_lang(settings.lang)
        .with_limits(if settings.console_limits {
            settings.limits
        } else {
            hexcourier_core::UsageLimits::OFF
        });
    let core = std::sync::Arc::new(core.with_page_base(settings.web.public_url.clone()));
    // The web pages, to try them out: ready whenever the store answers.
    if let Some(addr) = hexcourier_web::start_in_thread(core.clone(), settings.web.clone())? {
        let said = t!(
            settings.lang,
            "console-web",
            url = format!("http://{addr}/")
        );
        eprintln!("[console] {said}");
    }
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout();
    let images = data_dir.join("images");
    let prompt = if stdin.is_terminal() {
        writeln!(
            stdout,
            "{}",
            hexcourier_console::banner(&url.to_string(), &images, core.lang())
        )?;
        Some(hexcourier_console::PROMPT)
    } else {
        None
    };
    let gate = Arc::new(Mutex::new(()));
    // At a terminal, what falls due is printed when it does; a script's input keeps the
    // check before each line, so its output is the same on every run.
    if prompt.is_some() && fake.is_none() {
        hexcourier_console::ticker::Watcher {
            core: core.clone(),
            out: std::io::stdout(),
            gate: gate.clone(),
            image_dir: images.clone(),
            prompt: hexcourier_console::PROMPT,
            safety_net: hexcourier_console::ticker::SAFETY_NET,
        }
        .spawn()?;
    }
    hexcourier_console::run_console_gated(&core, stdin.lock(), &mut stdout, &images, prompt, &gate)
}

/// Runs the bot from the environment ([`Config::from_env`](hexcourier_discord::Config::from_env), and the settings of
/// [`crate::config::Settings::load`]) on its own tokio runtime, with logs on stderr (filter with
/// `RUST_LOG`; default [`crate::logging::DEFAULT_FILTER`]: `info` for Hexcourier, `warn` for
/// the rest). Returns after Ctrl-C or SIGTERM.
///
/// # Errors
/// If the configuration is incomplete or the bot cannot run.
pub fn run_from_env(core: Arc<Core>) -> anyhow::Result<()> {
    let settings = crate::config::Settings::load(None)?;
    run_from_env_with(core, &settings, Delivery::default())
}

/// [`run_from_env`] with `settings`: the guild to register the commands in when [`GUILD_ENV`](hexcourier_discord::GUILD_ENV)
/// names none, the shards, whether typed moves are read, and the courier's `delivery`.
///
/// # Errors
/// If the configuration is incomplete or the bot cannot run.
pub fn run_from_env_with(
    core: Arc<Core>,
    settings: &crate::config::Settings,
    delivery: Delivery,
) -> anyhow::Result<()> {
    init_logging();
    let mut config = Config::from_env()?;
    config.delivery = delivery;
    config.shards = settings.shards;
    config.typed_moves = settings.typed_moves;
    config.web = settings.web.clone();
    if config.guild.is_none() {
        config.guild = settings.guild_id.filter(|&g| g != 0).map(GuildId::new);
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("could not start the async runtime")?;
    runtime.block_on(run(core, config))
}

/// Opens the core on the sled directory `data_dir` (reporting records it had to skip), then
/// [`run_from_env`]: what `hexcourier serve` runs when [`TOKEN_ENV`](hexcourier_discord::TOKEN_ENV) is set.
///
/// # Errors
/// If the store cannot be opened, the configuration is incomplete or the bot cannot run.
pub fn serve(lib: hexcourier_engine::Library, data_dir: &std::path::Path) -> anyhow::Result<()> {
    serve_with(
        lib,
        &crate::config::Settings {
            data_dir: data_dir.to_path_buf(),
            ..crate::config::Settings::default()
        },
    )
}

/// [`serve`] with the given settings: store directory, limits, engine budgets and
/// concurrency, and the development guild (used when [`GUILD_ENV`](hexcourier_discord::GUILD_ENV) is not set).
///
/// # Errors
/// If the store cannot be opened, the configuration is incomplete or the bot cannot run.
pub fn serve_with(
    lib: hexcourier_engine::Library,
    settings: &crate::config::Settings,
) -> anyhow::Result<()> {
    init_logging();
    hexcourier_web::open_files::raise();
    hexcourier_core::i18n::log_warnings();
    let url = settings.store_url()?;
    let shards = settings
        .shards
        .unwrap_or(hexcourier_store::shards::ShardRange::ALL);
    let core = Core::open_url_serving(lib, &url, shards)
        .with_context(|| format!("could not open the store {url}"))?
        .with_engine(hexcourier_core::EngineSettings {
            inline: false,
            ..settings.engine.clone()
        })
        .with_dm_batch(settings.dm_batch_secs)
        .with_challenge_expiry(settings.challenge_secs)
        .with_tournament_timeouts(settings.tournament_timeouts)
        .with_vacation_days(settings.vacation_days)
        .with_limits(settings.limits)
        .with_page_base(settings.web.public_url.clone())
        .serving(shards);
    for w in core.startup_warnings() {
        tracing::warn!("{w}");
    }
    if settings.engine.workers && !core.has_job_queue() {
        tracing::warn!(store = %url, "engine.workers is on, but this store keeps no job queue (PostgreSQL does): the engine searches in this process");
    }
    tracing::info!(games = core.game_count(), store = %url, "store opened");
    let mut delivery = Delivery::default();
    if let Some(d) = settings.first_backoff {
        delivery.first_backoff = d;
    }
    if let Some(d) = settings.max_backoff {
        delivery.max_backoff = d;
    }
    if let Some(r) = settings.shards {
        tracing::info!(shards = %r, "running these gateway shards, serving their guilds' games");
    }
    if !settings.typed_moves {
        tracing::info!("typed moves are off (discord.typed_moves): the Message Content intent is not asked for");
    }
    run_from_env_with(Arc::new(core), settings, delivery)
}

/// Logs to stderr ([`crate::logging::init`]), unless a subscriber is already installed.
pub fn init_logging() {
    crate::logging::init();
}
