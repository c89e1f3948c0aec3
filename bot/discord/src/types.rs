//! What every command, event handler and background task shares: the [`Hub`] (as [`Data`]),
//! [`Error`] and [`Context`].

use super::links::Links;
use super::rest::{Rest, SendError};
use hexcourier_core::{Core, Problem};
use serenity::all::{ApplicationId, UserId as DiscordUserId};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::Duration;
use tokio::sync::Notify;

/// The poise context of Hexcourier's commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What commands and events see: the hub, shared with the background tasks.
pub type Data = Arc<Hub>;

/// State shared by all commands, events and background tasks (the courier, the engine's
/// turns, the clocks' ticker). Nothing in it is locked across an `.await`.
#[derive(Debug)]
pub struct Hub {
    /// The transport-neutral core.
    pub core: Arc<Core>,
    /// Game place ↔ thread links.
    pub links: Links,
    /// Requests to Discord, with a few retries (direct answers).
    pub rest: Rest,
    /// The bot's own user id (its messages are ignored), once connected.
    pub bot: OnceLock<DiscordUserId>,
    /// The application id (for interaction follow-ups), once connected.
    pub application: OnceLock<ApplicationId>,
    /// Playable variants as `(id, name)`, in the order of the registered `variant` choices.
    pub variants: Vec<(String, String)>,
    /// How long a command may take before its interaction is deferred.
    pub defer_after: Duration,
    /// Whether the move clocks' ticker runs.
    pub ticking: AtomicBool,
    /// The longest the ticker sleeps between two looks at the deadlines.
    pub tick_every: Duration,
    /// Wakes the courier: announcements are owed.
    pub courier: Notify,
    /// Wakes the engine's turns: a game may wait on the engine.
    pub engine: Notify,
    /// Wakes the DM sender: a turn note may have joined a player's queue.
    pub dms: Notify,
    /// Wakes the move clocks' ticker: a change brought a deadline nearer.
    pub deadline: Notify,
    /// How the courier delivers.
    pub delivery: Delivery,
    /// Counts of the courier's work.
    pub counts: Counts,
    /// The language each user's Discord locale last gave, as remembered in the store for
    /// their DMs (so the store is written only when it changes).
    pub langs: Mutex<HashMap<u64, hexcourier_core::i18n::Lang>>,
    /// The language each guild's preferred locale last gave (so its record is looked at only
    /// when it changes).
    pub guild_langs: Mutex<HashMap<u64, hexcourier_core::i18n::Lang>>,
    /// The name each guild last had (so its record is looked at only when it changes).
    pub guild_names: Mutex<HashMap<u64, String>>,
}

/// The longest a lookup for autocompletion or a menu may take before it is given up (well
/// within the 3 seconds Discord waits for an answer).
pub const LOOKUP_WAIT: Duration = Duration::from_millis(2000);

impl Hub {
    /// Notes the language of a user's locale: whether it is new to this process (and so
    /// should be remembered in the store).
    pub fn note_lang(&self, user: u64, lang: hexcourier_core::i18n::Lang) -> bool {
        let mut langs = self.langs.lock().unwrap_or_else(PoisonError::into_inner);
        langs.insert(user, lang) != Some(lang)
    }

    /// Notes the language of a guild's preferred locale: whether it is new to this process
    /// (and so may change the guild's announcement language).
    pub fn note_guild_lang(&self, guild: u64, lang: hexcourier_core::i18n::Lang) -> bool {
        let mut langs = self
            .guild_langs
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        langs.insert(guild, lang) != Some(lang)
    }

    /// Notes a guild's name: whether it is new to this process (and so may change its
    /// record).
    pub fn note_guild_name(&self, guild: u64, name: &str) -> bool {
        let mut names = self
            .guild_names
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        names.insert(guild, name.to_string()).as_deref() != Some(name)
    }

    /// Runs a lookup of `user`'s on the core away from the async runtime (on a blocking
    /// thread), charged to their lookups: `None` when they look up too fast, or it took
    /// longer than [`LOOKUP_WAIT`].
    pub async fn lookup<T: Send + 'static>(
        &self,
        user: &hexcourier_core::UserId,
        f: impl FnOnce(&Core) -> T + Send + 'static,
    ) -> Option<T> {
        if self.core.charge_lookup(user).is_err() {
            return None;
        }
        let core = self.core.clone();
        let job = tokio::task::spawn_blocking(move || f(&core));
        tokio::time::timeout(LOOKUP_WAIT, job).await.ok()?.ok()
    }
}

/// What the courier did since the process started (the status line shows them).
#[derive(Debug, Default)]
pub struct Counts {
    /// Announcements delivered.
    pub delivered: AtomicU64,
    /// Messages sent in a parent channel because the game's thread could not be used.
    pub fallbacks: AtomicU64,
    /// Failed tries that will be tried again.
    pub retries: AtomicU64,
}

impl Counts {
    /// Adds one to a count.
    pub fn bump(n: &AtomicU64) {
        n.fetch_add(1, Ordering::Relaxed);
    }
}

impl Hub {
    /// Wakes the courier and the engine's turns (after a change, a restart or a reconnect).
    pub fn wake(&self) {
        self.courier.notify_one();
        self.engine.notify_one();
        self.dms.notify_one();
    }

    /// The bot's own user id, once connected.
    pub fn bot_id(&self) -> Option<DiscordUserId> {
        self.bot.get().copied()
    }

    /// The application id, once connected.
    ///
    /// # Errors
    /// Before the connection is ready (no interaction can arrive then).
    pub fn application_id(&self) -> Result<ApplicationId, Error> {
        self.application
            .get()
            .copied()
            .ok_or_else(|| Error::Internal(anyhow::anyhow!("not connected to Discord yet")))
    }
}

/// Why a command did not produce its answer. Every variant is shown to the user privately
/// (ephemeral) by the one `on_error`.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The core refused the command; its sentence is the answer.
    #[error("{0}")]
    Problem(Problem),
    /// The adapter refused the command (e.g. a bot as opponent); the text is the answer.
    #[error("{0}")]
    Refused(String),
    /// Discord could not be reached or refused a request.
    #[error("{0}")]
    Send(#[from] SendError),
    /// Anything else (storage, a task that failed).
    #[error("{0:#}")]
    Internal(#[from] anyhow::Error),
}

impl From<Problem> for Error {
    fn from(p: Problem) -> Error {
        Error::Problem(p)
    }
}

impl Error {
    /// The sentence shown to the user, in their language.
    pub fn user_text(&self, lang: hexcourier_core::i18n::Lang) -> String {
        match self {
            Error::Problem(p) => {
                hexcourier_core::vocabulary::words::defuse_mentions(&p.words(lang))
            }
            Error::Refused(t) => hexcourier_core::vocabulary::words::defuse_mentions(t),
            Error::Send(_) | Error::Internal(_) => {
                hexcourier_core::i18n::plain(lang, "discord-failed")
            }
        }
    }
}

/// How the courier delivers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Delivery {
    /// The wait before a game's first retry; doubles with each failure in a row.
    pub first_backoff: Duration,
    /// The longest wait between two tries for one game.
    pub max_backoff: Duration,
    /// Messages a channel may take at once.
    pub channel_burst: u32,
    /// Messages a second a channel takes after its burst.
    pub channel_per_sec: f64,
    /// Messages a second in all.
    pub global_per_sec: f64,
    /// Games delivered at the same time.
    pub parallel: usize,
    /// Most announcements read from the store at a time.
    pub batch: usize,
}

impl Default for Delivery {
    /// A first retry after 1 s, at most a minute between tries; 5 messages at once per
    /// channel then 1 a second (Discord's 5 per 5 s), 40 a second in all; 8 games at once.
    fn default() -> Delivery {
        Delivery {
            first_backoff: Duration::from_secs(1),
            max_backoff: Duration::from_secs(60),
            channel_burst: 5,
            channel_per_sec: 1.0,
            global_per_sec: 40.0,
            parallel: 8,
            batch: 4096,
        }
    }
}
