//! The Discord adapter: serenity 0.12 + poise 0.6 over the transport-neutral [`Core`].
//!
//! - One slash command, `/hex`, with subcommands for every core command ([`game`], [`rules`]);
//!   moves, cells, sides, pieces and variants autocomplete.
//! - Moves can be picked without typing ([`picker`]): a "Move" button under the current
//!   position, or `/hex move` without a move, opens private menus of pieces, then moves.
//! - Each game lives in a public thread started from the message announcing it; the link
//!   between the game's place (`#g1`) and its thread is kept in the core's store
//!   ([`links`]), so it survives restarts. Moves typed in a game's thread are read too.
//! - What a command changes is announced by the [`courier`], which delivers the announcements
//!   the core stores with each change, exactly once and in order, through Discord outages and
//!   restarts: a move's text, its picture and the ping of the player to move go in one message,
//!   which may notify only that player ([`show`]). The command itself gets a direct answer
//!   ([`answer`]), privately when it only changed the game.
//! - The engine's turns and the move clocks run as background tasks ([`turns`]).
//! - Every request to Discord goes through [`rest`], which retries 429s and 5xx without
//!   posting twice; messages are built in [`message`].
//!
//! Users are known to the core by their Discord id in decimal (see [`show`]).
//!
//! Start it with [`serve`] (opens the store, blocking), [`run_from_env`] (blocking) or
//! [`run`] / [`run_until`] (async), configured by [`Config`].
//!
//! Environment: [`TOKEN_ENV`] (required), [`GUILD_ENV`], [`API_ENV`], [`TYPED_MOVES_ENV`], and
//! `RUST_LOG` for the logs ([`crate::logging`]).
//!
//! Commands are registered where [`GUILD_ENV`] says, and removed from the other scope
//! ([`scope`]). When Discord refuses the Message Content intent (gateway close 4014), one line
//! says how to allow it and the bot goes on without typed moves.

pub mod answer;
pub mod caller;
pub mod courier;
pub mod dms;
pub mod game;
pub mod invite;
pub mod links;
pub mod localize;
pub mod message;
pub mod parts;
pub mod picker;
pub mod puzzle;
pub mod questions;
pub mod reach;
pub mod rest;
pub mod rules;
pub mod scope;
pub mod show;
pub mod tournament;
pub mod turns;
pub mod types;

pub use rest::RetryPolicy;
pub use types::{Context, Data, Delivery, Error, Hub};

use anyhow::Context as _;
use hexcourier_core::i18n::Lang;
use hexcourier_core::Core;
use serenity::all::{ClientBuilder, FullEvent, GatewayIntents, GuildId, HttpBuilder};
use std::fmt;
use std::future::Future;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Duration;

/// The environment variable holding the bot token (required).
pub const TOKEN_ENV: &str = "DISCORD_TOKEN";
/// The environment variable naming a guild to register the commands in, for development
/// (guild commands update at once); without it they are registered globally.
pub const GUILD_ENV: &str = "HEXCOURIER_GUILD_ID";
/// The environment variable giving another base URL for Discord's HTTP API, e.g.
/// `http://127.0.0.1:3000` (tests, or a rate-limiting HTTP proxy). The gateway address is then
/// whatever that API's `GET /api/v10/gateway` answers.
pub const API_ENV: &str = "HEXCOURIER_DISCORD_API";
/// The environment variable that, set to `off` (or `false`, `no`, `0`), stops reading moves
/// typed in threads (the bot then does not ask for the privileged message content intent;
/// slash commands still work). Config key `discord.typed_moves`.
pub const TYPED_MOVES_ENV: &str = "HEXCOURIER_TYPED_MOVES";

/// The one line logged when Discord refuses the Message Content intent.
pub const MESSAGE_CONTENT_REFUSED: &str = "Discord refused the Message Content intent \
(gateway close 4014), so typed moves are off: enable \"Message Content Intent\" under Bot, \
Privileged Gateway Intents, at https://discord.com/developers/applications and restart, or set \
HEXCOURIER_TYPED_MOVES=off to stop asking for it. Going on without it: slash commands, the Move \
button and moves written after a mention of the bot (@bot f5-f6) still work.";

/// How the adapter connects and behaves.
#[derive(Clone)]
pub struct Config {
    /// The bot token (never shown: [`hexcourier_secret::Secret`]).
    pub token: hexcourier_secret::Secret,
    /// Register the commands in this guild only (development); else globally.
    pub guild: Option<GuildId>,
    /// Another base URL for the HTTP API (serenity's `proxy`). Turns serenity's rate limiter
    /// off, as it would send to discord.com regardless; the outbox retries 429s instead.
    pub api_base: Option<String>,
    /// Read moves typed in game threads (asks for the message content intent).
    pub typed_moves: bool,
    /// How long a command may take before its interaction is deferred.
    pub defer_after: Duration,
    /// How requests are retried.
    pub retry: RetryPolicy,
    /// The longest the ticker sleeps between two looks at the deadlines (it wakes at each
    /// deadline; [`turns::TICK_EVERY`]).
    pub tick_every: Duration,
    /// How the courier delivers announcements.
    pub delivery: Delivery,
    /// The gateway shards this process runs (`--shards`); `None`: one process, every shard
    /// Discord recommends.
    pub shards: Option<hexcourier_store::shards::ShardRange>,
    /// The web server (`[web]`): game pages, server pages, metrics, health.
    pub web: hexcourier_web::WebConfig,
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &self.token)
            .field("guild", &self.guild)
            .field("api_base", &self.api_base)
            .field("typed_moves", &self.typed_moves)
            .field("defer_after", &self.defer_after)
            .field("retry", &self.retry)
            .field("tick_every", &self.tick_every)
            .field("delivery", &self.delivery)
            .field("web", &self.web)
            .finish()
    }
}

impl Config {
    /// A configuration with defaults: global commands, discord.com, typed moves read, defer
    /// after 1.5 s, the default retries.
    pub fn new(token: impl Into<String>) -> Config {
        Config {
            token: hexcourier_secret::Secret::new(token),
            guild: None,
            api_base: None,
            typed_moves: true,
            defer_after: Duration::from_millis(1500),
            retry: RetryPolicy::default(),
            tick_every: turns::TICK_EVERY,
            delivery: Delivery::default(),
            shards: None,
            web: hexcourier_web::WebConfig::default(),
        }
    }

    /// Reads [`TOKEN_ENV`], [`GUILD_ENV`], [`API_ENV`] and [`TYPED_MOVES_ENV`].
    ///
    /// # Errors
    /// If the token is missing or blank, or the guild id is not a number.
    pub fn from_env() -> anyhow::Result<Config> {
        let var = |name: &str| {
            std::env::var(name)
                .ok()
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = var(TOKEN_ENV).with_context(|| format!("{TOKEN_ENV} is not set"))?;
        let mut config = Config::new(token);
        if let Some(g) = var(GUILD_ENV) {
            let id: u64 = g
                .parse()
                .ok()
                .filter(|&id| id != 0)
                .with_context(|| format!("{GUILD_ENV}={g:?} is not a guild id"))?;
            config.guild = Some(GuildId::new(id));
        }
        config.api_base = var(API_ENV);
        if let Some(t) = var(TYPED_MOVES_ENV) {
            config.typed_moves = hexcourier_core::vocabulary::setting::parse_bool(&t)
                .with_context(|| {
                    format!(
                        "{TYPED_MOVES_ENV}={t:?}: takes {}",
                        hexcourier_core::vocabulary::setting::BOOL_WORDS
                    )
                })?;
        }
        Ok(config)
    }

    /// The gateway intents: guilds and guild messages, plus message content when typed moves
    /// are read. Slash commands need none of them.
    pub fn intents(&self) -> GatewayIntents {
        let base = GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES;
        if self.typed_moves {
            base | GatewayIntents::MESSAGE_CONTENT
        } else {
            base
        }
    }
}

/// Hexagonal chess by correspondence: each game in its own thread.
#[poise::command(
    slash_command,
    guild_only,
    subcommand_required,
    subcommands(
        "game::new",
        "game::accept",
        "game::decline",
        "game::move_",
        "game::drop_",
        "game::board",
        "game::moves",
        "game::resign",
        "game::draw",
        "game::takeback",
        "game::abort",
        "game::hint",
        "game::analyse",
        "game::review",
        "game::vote",
        "game::tally",
        "game::premove",
        "game::moretime",
        "rules::export",
        "rules::gif",
        "rules::web",
        "rules::language",
        "rules::server_notation",
        "rules::help"
    )
)]
pub(crate) async fn hex(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// You as a player: your games, profile, challenges, notifications and vacation.
#[poise::command(
    slash_command,
    guild_only,
    subcommand_required,
    subcommands(
        "game::games",
        "rules::profile",
        "game::challenges",
        "game::notify",
        "rules::notation",
        "game::vacation"
    )
)]
pub(crate) async fn hexme(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The variants, their rules and pieces, and the leaderboards.
#[poise::command(
    slash_command,
    guild_only,
    subcommand_required,
    subcommands(
        "rules::variants",
        "rules::rules",
        "rules::piece",
        "rules::leaderboard"
    )
)]
pub(crate) async fn hexinfo(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The playable variants of the core's library as `(id, name)`: what the `variant` options
/// autocomplete.
pub fn variant_choices(core: &Core) -> Vec<(String, String)> {
    core.library()
        .variants()
        .filter(|v| v.metadata.playable)
        .map(|v| (v.id.clone(), v.name.clone()))
        .collect()
}

/// The commands. The `variant` options autocomplete from [`Hub::variants`] (every playable
/// variant, built-in or from `variants_dir`), so there is no fixed list of 25 choices.
/// Their names and descriptions in every language come from the Fluent files ([`localize`]).
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        hex(),
        hexme(),
        hexinfo(),
        tournament::tournament(),
        puzzle::puzzle(),
    ];
    localize::localize(&mut commands);
    commands
}

/// The one error handler: every error becomes a private answer to the user who asked, and
/// failures of Hexcourier or Discord are logged.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as F;
    // The asker's language, from the locale Discord gives with the interaction.
    let lang = error
        .ctx()
        .and_then(|c| c.locale().map(Lang::from_locale))
        .unwrap_or_default();
    let said = |key: &str| hexcourier_core::i18n::plain(lang, key);
    let text = match &error {
        F::Command { error, ctx, .. } => {
            if matches!(error, Error::Send(_) | Error::Internal(_)) {
                tracing::error!(command = %ctx.command().qualified_name, "{error}");
            }
            error.user_text(lang)
        }
        F::ArgumentParse { error, input, .. } => {
            tracing::info!(?input, "option not understood: {error}");
            said("discord-option-not-understood")
        }
        F::CommandStructureMismatch { description, .. } => {
            tracing::warn!("command does not match its registration: {description}");
            said("discord-older-shape")
        }
        F::GuildOnly { .. } => said("discord-guild-only"),
        F::CommandPanic { payload, .. } => {
            tracing::error!(?payload, "a command panicked");
            Error::Internal(anyhow::anyhow!("panic")).user_text(lang)
        }
        F::Setup { error, .. } => {
            tracing::error!("start-up failed: {error}");
            return;
        }
        F::EventHandler { error, event, .. } => {
            tracing::error!(event = event.snake_case_name(), "{error}");
            return;
        }
        other => {
            tracing::warn!("{other}");
            said("discord-did-not-work")
        }
    };
    if let Some(ctx) = error.ctx() {
        reply_privately(ctx, &text).await;
    }
}

/// Shows an error to the user who asked: as the answer, in place of "thinking…", or as a
/// private follow-up, depending on how far the answer had gone.
async fn reply_privately(ctx: Context<'_>, text: &str) {
    let poise::Context::Application(a) = ctx else {
        return;
    };
    if a.interaction_type == poise::CommandInteractionType::Autocomplete {
        return;
    }
    let data = ctx.data();
    let i = a.interaction;
    let thread_of = |p: &hexcourier_core::Place| {
        hexcourier_core::Source::parse(p.as_str().trim_start_matches('#'))
            .and_then(|_| data.links.channel_of(p))
            .map(serenity::all::ChannelId::get)
    };
    let msg = message::OutMessage {
        content: show::cut(
            &show::message_text(text, thread_of),
            show::MAX_CONTENT_CHARS,
        ),
        ..message::OutMessage::default()
    };
    let stage = ctx.invocation_data::<answer::Stage>().await.map(|s| *s);
    let sent = a
        .has_sent_initial_response
        .load(std::sync::atomic::Ordering::SeqCst);
    let application = match data.application_id() {
        Ok(app) => app,
        Err(e) => {
            tracing::warn!("could not show an error to the user: {e}");
            return;
        }
    };
    let result = match stage {
        Some(answer::Stage::Deferred) => data
            .rest
            .edit_original(application, &i.token, &msg)
            .await
            .map(|_| ()),
        Some(answer::Stage::Answered) | None if sent => data
            .rest
            .followup(application, &i.token, &msg, true)
            .await
            .map(|_| ()),
        _ => data.rest.respond(i.id, &i.token, &msg, true).await,
    };
    if let Err(e) = result {
        tracing::warn!("could not show an error to the user: {e}");
    }
}

async fn on_event(
    _ctx: &serenity::all::Context,
    event: &FullEvent,
    _framework: poise::FrameworkContext<'_, Data, Error>,
    data: &Data,
) -> Result<(), Error> {
    match event {
        FullEvent::Message { new_message } => answer::typed(data, new_message).await,
        FullEvent::InteractionCreate {
            interaction: serenity::all::Interaction::Component(press),
        } => answer::pressed(data, press).await,
        FullEvent::Ready { .. } | FullEvent::Resume { .. } => {
            // After every (re)connection, whatever is owed and whatever waits on the engine.
            data.wake();
            // Each dispatch runs in its own task, so the clocks' ticker can live in this one.
            turns::clock_ticks(data.clone()).await;
            Ok(())
        }
        // A server's name, for its public records and pages: when the bot joins or connects
        // (GUILD_CREATE), and when it is renamed.
        FullEvent::GuildCreate { guild, .. } => {
            note_guild_name(data, guild.id.get(), &guild.name).await;
            Ok(())
        }
        FullEvent::GuildUpdate { new_data, .. } => {
            note_guild_name(data, new_data.id.get(), &new_data.name).await;
            Ok(())
        }
        FullEvent::Ratelimit { data: info } => {
            tracing::warn!(path = %info.path, timeout = ?info.timeout, "rate limited by Discord");
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Keeps a guild's name in its server record, when it is new to this process (the store is
/// read, and written only when the name changed).
async fn note_guild_name(hub: &Data, guild: u64, name: &str) {
    if !hub.note_guild_name(guild, name) {
        return;
    }
    let core = hub.core.clone();
    let name = name.to_string();
    let noted =
        tokio::task::spawn_blocking(move || core.note_server_name(&guild.to_string(), &name)).await;
    match noted {
        Ok(Ok(_)) => {}
        Ok(Err(e)) => tracing::warn!(guild, "could not keep the server's name: {e}"),
        Err(e) => tracing::warn!(guild, "could not keep the server's name: {e}"),
    }
}

/// Runs the bot until the gateway connection ends for good, or Ctrl-C / SIGTERM.
///
/// # Errors
/// If the client cannot start, the commands cannot be registered, or the connection fails.
pub async fn run(core: Arc<Core>, config: Config) -> anyhow::Result<()> {
    run_until(core, config, shutdown_signal()).await
}

/// Ctrl-C, or SIGTERM on Unix (what container runtimes send).
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// Runs the bot until `stop` completes (then disconnects cleanly and returns `Ok`), or the
/// connection ends. Storage is durable before any answer is sent, so stopping loses nothing.
///
/// # Errors
/// If the client cannot start, the commands cannot be registered, or the connection fails.
pub async fn run_until(
    core: Arc<Core>,
    config: Config,
    stop: impl Future<Output = ()> + Send,
) -> anyhow::Result<()> {
    let variants = variant_choices(&core);
    let failure: Arc<Mutex<Option<String>>> = Arc::default();
    // The hub is made once the first client (and its HTTP client) exists; the setup, run when
    // the gateway is first ready, takes it from here.
    let hub_cell: Arc<OnceLock<Data>> = Arc::default();
    let mut intents = config.intents();
    let mut client = build_client(&config, intents, &hub_cell, &failure).await?;
    let (links, warnings) = links::Links::load(core.clone())?;
    for w in warnings {
        tracing::warn!("{w}");
    }
    let hub = Arc::new(Hub {
        core: core.clone(),
        links,
        rest: rest::Rest::new(client.http.clone(), config.retry)?,
        bot: OnceLock::new(),
        application: OnceLock::new(),
        variants,
        defer_after: config.defer_after,
        ticking: std::sync::atomic::AtomicBool::new(false),
        tick_every: config.tick_every,
        courier: tokio::sync::Notify::new(),
        engine: tokio::sync::Notify::new(),
        dms: tokio::sync::Notify::new(),
        deadline: tokio::sync::Notify::new(),
        delivery: config.delivery,
        counts: types::Counts::default(),
        langs: Mutex::default(),
        guild_langs: Mutex::default(),
        guild_names: Mutex::default(),
    });
    let _ = hub_cell.set(hub.clone());
    // The web pages, ready once every shard is connected.
    let health = Arc::new(hexcourier_web::Health::with_gateway());
    let web = hexcourier_web::start(core.clone(), config.web.clone(), health.clone()).await?;
    // Every stored change wakes the courier and the engine's turns.
    let waker = Arc::downgrade(&hub);
    core.on_owed(Box::new(move || {
        if let Some(h) = waker.upgrade() {
            h.wake();
        }
    }));
    // A change that brings a deadline nearer wakes the clocks' ticker.
    let ticker = Arc::downgrade(&hub);
    core.on_deadline(Box::new(move || {
        if let Some(h) = ticker.upgrade() {
            h.deadline.notify_one();
        }
    }));
    // The courier starts at once, gateway or not: what a crash or an outage left owed goes
    // out as soon as Discord's HTTP API answers.
    let shards = client.shard_manager.clone();
    let background = [
        tokio::spawn(courier::run(hub.clone())),
        tokio::spawn(turns::engine_turns(hub.clone())),
        tokio::spawn(dms::run(hub.clone())),
        tokio::spawn(watch_shards(shards.clone(), health)),
    ];
    tokio::pin!(stop);
    // Discord answers and takes the token before the gateway is tried: an offline machine or
    // a wrong token is said in one line, not in the gateway's retries.
    let base = config
        .api_base
        .clone()
        .unwrap_or_else(|| "https://discord.com".to_string());
    let result = match reach::wait_for_discord(&client.http, &base, &mut stop).await {
        Err(e) => Err(e),
        Ok(false) => {
            tracing::info!("stopping");
            Ok(())
        }
        Ok(true) => loop {
            let shards = client.shard_manager.clone();
            let ended = tokio::select! {
                r = async {
                    match config.shards {
                        // Serenity's range is inclusive at both ends, like ours.
                        Some(s) => client.start_shard_range(s.first..s.last, s.total).await,
                        None => client.start().await,
                    }
                } => Some(r),
                () = &mut stop => None,
            };
            match ended {
                None => {
                    tracing::info!("stopping");
                    shards.shutdown_all().await;
                    break Ok(());
                }
                Some(Err(serenity::Error::Gateway(
                    serenity::gateway::GatewayError::DisallowedGatewayIntents,
                ))) if intents.contains(GatewayIntents::MESSAGE_CONTENT) => {
                    tracing::warn!("{MESSAGE_CONTENT_REFUSED}");
                    // A client's intents are fixed: a new one connects without the refused intent
                    // (the hub keeps the first one's HTTP client).
                    intents.remove(GatewayIntents::MESSAGE_CONTENT);
                    match build_client(&config, intents, &hub_cell, &failure).await {
                        Ok(c) => client = c,
                        Err(e) => break Err(e),
                    }
                }
                Some(r) => break r.context("the Discord connection failed"),
            }
        },
    };
    for task in background {
        task.abort();
    }
    drop(web);
    result?;
    if let Some(f) = failure
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take()
    {
        anyhow::bail!("could not start on Discord: {f}");
    }
    Ok(())
}

/// How often the shards' connection stages and latencies are read for `/readyz` and
/// `/metrics`.
const SHARD_WATCH_EVERY: Duration = Duration::from_millis(250);

/// Reads each shard runner's stage and heartbeat latency into `health`, for ever: a shard is
/// connected while its stage is `Connected`; a shard whose runner is gone (restarting) is not.
async fn watch_shards(
    manager: Arc<serenity::all::ShardManager>,
    health: Arc<hexcourier_web::Health>,
) {
    use serenity::gateway::ConnectionStage;
    let mut known: std::collections::BTreeSet<u32> = std::collections::BTreeSet::new();
    loop {
        let seen: Vec<(u32, hexcourier_web::ShardState)> = manager
            .runners
            .lock()
            .await
            .iter()
            .map(|(id, info)| {
                (
                    id.0,
                    hexcourier_web::ShardState {
                        connected: info.stage == ConnectionStage::Connected,
                        latency: info.latency,
                    },
                )
            })
            .collect();
        for &s in &known {
            if !seen.iter().any(|(id, _)| *id == s) {
                health.set_shard(
                    s,
                    hexcourier_web::ShardState {
                        connected: false,
                        latency: None,
                    },
                );
            }
        }
        for (id, state) in seen {
            known.insert(id);
            health.set_shard(id, state);
        }
        tokio::time::sleep(SHARD_WATCH_EVERY).await;
    }
}

/// A Discord client with `intents`, whose framework's setup (run when the gateway is first
/// ready) takes the hub from `hub_cell`, registers the commands and records a failure in
/// `failure`.
async fn build_client(
    config: &Config,
    intents: GatewayIntents,
    hub_cell: &Arc<OnceLock<Data>>,
    failure: &Arc<Mutex<Option<String>>>,
) -> anyhow::Result<serenity::Client> {
    let mut http = HttpBuilder::new(config.token.expose());
    if let Some(base) = &config.api_base {
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let setup_failure = failure.clone();
    let setup_hub = hub_cell.clone();
    let guild = config.guild;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |e| Box::pin(on_error(e)),
            event_handler: |ctx, event, framework, data| {
                Box::pin(on_event(ctx, event, framework, data))
            },
            initialize_owners: false,
            prefix_options: poise::PrefixFrameworkOptions {
                mention_as_prefix: false,
                ..Default::default()
            },
            allowed_mentions: Some(serenity::all::CreateAllowedMentions::new()),
            ..Default::default()
        })
        .setup(move |_ctx, ready, framework| {
            Box::pin(async move {
                let started = async {
                    let hub = setup_hub
                        .get()
                        .cloned()
                        .ok_or_else(|| Error::Internal(anyhow::anyhow!("no hub")))?;
                    let _ = hub.bot.set(ready.user.id);
                    let _ = hub.application.set(ready.application.id);
                    let built =
                        poise::builtins::create_application_commands(&framework.options().commands);
                    scope::register(&hub, ready.application.id, guild, &built).await?;
                    tracing::info!(
                        user = %ready.user.name,
                        guild = ?guild,
                        "connected to Discord; commands registered"
                    );
                    hub.wake();
                    Ok::<Data, Error>(hub)
                };
                match started.await {
                    Ok(data) => Ok(data),
                    Err(e) => {
                        *setup_failure.lock().unwrap_or_else(PoisonError::into_inner) =
                            Some(e.to_string());
                        framework.shard_manager().shutdown_all().await;
                        Err(e)
                    }
                }
            })
        })
        .build();
    ClientBuilder::new_with_http(http.build(), intents)
        .framework(framework)
        .await
        .context("could not build the Discord client")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_deferral_comes_well_within_discords_three_seconds() {
        // An interaction must be answered within 3 s; a slow command is deferred after this
        // wait, which leaves room for the deferral's own round trip.
        let wait = Config::new("t").defer_after;
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_millis(2000),
            "{wait:?}"
        );
    }

    #[test]
    fn intents_are_the_least_needed() {
        let mut c = Config::new("t");
        assert_eq!(
            c.intents(),
            GatewayIntents::GUILDS
                | GatewayIntents::GUILD_MESSAGES
                | GatewayIntents::MESSAGE_CONTENT
        );
        c.typed_moves = false;
        assert!(!c.intents().contains(GatewayIntents::MESSAGE_CONTENT));
        assert!(
            !format!("{c:?}").contains("\"t\""),
            "the token is not shown"
        );
    }

    /// Every slash command the README or `hexcourier invite` names (`/hex gif`, `/hexme
    /// profile`, ...) is one the bot registers, and the README's lists of each group's
    /// subcommands are whole.
    #[test]
    fn the_manual_names_the_slash_commands_there_are() {
        let cmds = commands();
        let subs = |group: &str| -> Vec<String> {
            cmds.iter()
                .find(|c| c.name == group)
                .map(|c| c.subcommands.iter().map(|s| s.name.clone()).collect())
                .unwrap_or_default()
        };
        let readme: String = [
            "README.md",
            "docs/discord-setup.md",
            "docs/playing.md",
            "docs/voting.md",
            "docs/tournaments.md",
            "docs/admin.md",
            "docs/languages.md",
            "docs/operations.md",
            "docs/troubleshooting.md",
            "docs/faq.md",
        ]
        .map(|f| {
            std::fs::read_to_string(format!("{}/../../{f}", env!("CARGO_MANIFEST_DIR")))
                .unwrap_or_default()
        })
        .concat();
        assert!(readme.len() > 1000, "the README is read");
        let invite = crate::invite::invite_text(1);
        for (source, text) in [("README.md", readme.as_str()), ("invite", invite.as_str())] {
            for group in ["hex", "hexme", "hexinfo", "tournament", "puzzle"] {
                let known = subs(group);
                let mark = format!("/{group} ");
                for (at, _) in text.match_indices(&mark) {
                    let before = text[..at].chars().next_back();
                    if before.is_some_and(|c| c.is_alphanumeric() || c == '/') {
                        continue;
                    }
                    let word: String = text[at + mark.len()..]
                        .chars()
                        .take_while(|c| c.is_ascii_lowercase())
                        .collect();
                    // `/hex nowa` and the like: names in a client's own language.
                    if word.is_empty() || ["nowa", "plansza"].contains(&word.as_str()) {
                        continue;
                    }
                    assert!(
                        known.contains(&word),
                        "{source} names /{group} {word}, which is not a subcommand"
                    );
                }
            }
        }
        for (group, intro) in [
            ("hex", "`/hex` to play ("),
            ("hexme", "`/hexme` for yourself ("),
            ("hexinfo", "`/hexinfo` for the variants ("),
        ] {
            let at = readme.find(intro).map(|i| i + intro.len());
            let listed: Vec<String> = at
                .and_then(|i| readme[i..].split(')').next())
                .map(|l| {
                    l.split('`')
                        .skip(1)
                        .step_by(2)
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default();
            assert_eq!(listed, subs(group), "README's list of /{group}");
        }
    }

    #[test]
    fn every_subcommand_is_described_and_variants_autocomplete() {
        let cmds = commands();
        let tops: Vec<&str> = cmds.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(tops, ["hex", "hexme", "hexinfo", "tournament", "puzzle"]);
        let hex = &cmds[0];
        let names = |c: &poise::Command<Data, Error>| -> Vec<String> {
            c.subcommands.iter().map(|c| c.name.clone()).collect()
        };
        assert_eq!(
            names(hex),
            [
                "new", "accept", "decline", "move", "drop", "board", "moves", "resign", "draw",
                "takeback", "abort", "hint", "analyse", "review", "vote", "tally", "premove",
                "moretime", "export", "gif", "web", "language", "notation", "help"
            ]
        );
        assert_eq!(
            names(&cmds[1]),
            [
                "games",
                "profile",
                "challenges",
                "notify",
                "notation",
                "vacation"
            ]
        );
        assert_eq!(
            names(&cmds[2]),
            ["variants", "rules", "piece", "leaderboard"]
        );
        assert_eq!(
            names(&cmds[3]),
            [
                "new",
                "join",
                "leave",
                "start",
                "standings",
                "pairings",
                "withdraw",
                "adjudicate",
                "export"
            ]
        );
        assert_eq!(
            names(&cmds[4]),
            ["next", "move", "resign", "stats", "daily", "daily-setup"]
        );
        for sub in cmds.iter().flat_map(|c| &c.subcommands) {
            assert!(sub.description.is_some(), "{} has a description", sub.name);
            for p in &sub.parameters {
                assert!(
                    p.description.is_some(),
                    "{} {} is described",
                    sub.name,
                    p.name
                );
                if p.name == "variant" {
                    assert!(p.choices.is_empty(), "{}: no fixed choices", sub.name);
                    assert!(
                        p.autocomplete_callback.is_some(),
                        "{}: variant autocompletes",
                        sub.name
                    );
                }
            }
        }
        let new = &hex.subcommands[0];
        let params: Vec<&str> = new.parameters.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            params,
            [
                "variant",
                "opponent",
                "third_player",
                "level",
                "side",
                "hints",
                "spectator_hints",
                "setup",
                "days_per_move",
                "time_bank",
                "mode",
                "team",
                "opponent_team",
                "vote_window",
                "min_votes"
            ]
        );
        assert_eq!(hex.subcommands[3].parameters[0].name, "move");
        assert!(hex.subcommands[3].parameters[0]
            .autocomplete_callback
            .is_some());
    }

    /// The characters Discord counts towards a command's 4,000: names, descriptions and
    /// choice names and values, of the command and everything under it.
    fn counted_chars(v: &serde_json::Value) -> usize {
        let Some(o) = v.as_object() else {
            return 0;
        };
        let own: usize = ["name", "description", "value"]
            .iter()
            .filter_map(|k| o.get(*k).and_then(|s| s.as_str()))
            .map(|s| s.chars().count())
            .sum();
        let under: usize = ["options", "choices"]
            .iter()
            .filter_map(|k| o.get(*k).and_then(|a| a.as_array()))
            .flatten()
            .map(counted_chars)
            .sum();
        own + under
    }

    /// Checks one level of options against Discord's limits, then the levels under it.
    fn check_options(path: &str, v: &serde_json::Value) {
        let options = v["options"].as_array().cloned().unwrap_or_default();
        assert!(
            options.len() <= 25,
            "{path}: {} options, Discord takes 25",
            options.len()
        );
        let choices = v["choices"].as_array().map_or(0, Vec::len);
        assert!(choices <= 25, "{path}: {choices} choices, Discord takes 25");
        let name = v["name"].as_str().unwrap_or_default();
        assert!(
            (1..=32).contains(&name.chars().count())
                && name
                    .chars()
                    .all(|c| c == '-' || c == '_' || c.is_ascii_lowercase() || c.is_ascii_digit()),
            "{path}: the name {name:?} is not one Discord takes"
        );
        let description = v["description"].as_str().unwrap_or_default();
        assert!(
            (1..=100).contains(&description.chars().count()),
            "{path}: the description {description:?} is not 1 to 100 characters"
        );
        let mut required_done = false;
        for o in &options {
            let required = o["required"].as_bool().unwrap_or(false);
            assert!(
                !(required && required_done),
                "{path}: a required option after an optional one"
            );
            required_done |= !required && o["type"].as_u64().is_some_and(|t| t > 2);
            check_options(&format!("{path} {}", o["name"]), o);
        }
    }

    #[test]
    fn the_commands_fit_discords_limits() {
        let created = poise::builtins::create_application_commands(&commands());
        let json = serde_json::to_value(&created).unwrap_or_default();
        let list = json.as_array().cloned().unwrap_or_default();
        assert_eq!(list.len(), 5);
        for c in &list {
            let name = c["name"].as_str().unwrap_or_default().to_string();
            let chars = counted_chars(c);
            assert!(
                chars <= 4000,
                "/{name}: {chars} characters, Discord takes 4000"
            );
            check_options(&format!("/{name}"), c);
        }
    }
}
