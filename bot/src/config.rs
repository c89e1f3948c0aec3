//! The bot's settings: an optional TOML file (`--config PATH` or `$HEXCOURIER_CONFIG`; the
//! template is `hexcourier.example.toml` at the top of the repository), then environment
//! variables, which override it. Every key is optional. A key that is unknown or has a bad
//! value is an error naming it. The bot token is read from the environment only.

use crate::core::{EngineSettings, UsageLimits};
use crate::shards::ShardRange;
use hexcourier_engine::search::Limits;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The environment variable naming a folder of data files (`pieces.toml`, `boards/`,
/// `variants/`) that replaces the built-in ones: for developers of the data files. Servers add
/// variants with `variants_dir` instead, and the store lives in `data_dir` (`HEXCOURIER_DATA`).
pub const DATA_FILES_ENV: &str = "HEXCOURIER_VARIANT_FILES";

/// The name [`DATA_FILES_ENV`] had until 0.1, easily taken for the data directory: set, it
/// stops the program with an error saying what it became ([`VariantFilesError::Renamed`]).
pub const OLD_DATA_FILES_ENV: &str = "HEXCOURIER_DATA_DIR";

/// Why the folder of replacement data files could not be known.
#[derive(Debug, thiserror::Error)]
pub enum VariantFilesError {
    /// The old variable is set.
    #[error(
        "{OLD_DATA_FILES_ENV} is no longer read. It never named the data directory: it replaced \
         the built-in variant files, and that variable is now {DATA_FILES_ENV} (set it to the \
         same folder). The directory of the store and pictures is HEXCOURIER_DATA (or \
         --data-dir, config key data_dir); a server's own variants go in HEXCOURIER_VARIANTS_DIR \
         (config key variants_dir). Unset {OLD_DATA_FILES_ENV} to go on."
    )]
    Renamed,
}

/// The folder of data files replacing the built-in ones ([`DATA_FILES_ENV`]), if set.
///
/// # Errors
/// [`VariantFilesError::Renamed`] while the old variable [`OLD_DATA_FILES_ENV`] is set.
pub fn variant_files_dir() -> Result<Option<PathBuf>, VariantFilesError> {
    if std::env::var_os(OLD_DATA_FILES_ENV).is_some_and(|d| !d.is_empty()) {
        return Err(VariantFilesError::Renamed);
    }
    Ok(std::env::var_os(DATA_FILES_ENV)
        .filter(|d| !d.is_empty())
        .map(PathBuf::from))
}

/// The variants: the built-in data (or the data files of [`DATA_FILES_ENV`]), plus the extra
/// variant files of `variants_dir`, if given.
///
/// # Errors
/// Every problem in the data files, each naming file, key and problem; or the old variable
/// [`OLD_DATA_FILES_ENV`] set.
pub fn library(variants_dir: Option<&Path>) -> anyhow::Result<hexcourier_engine::Library> {
    use hexcourier_engine::Library;
    let base = variant_files_dir()?;
    let loaded = match (base, variants_dir) {
        (Some(dir), None) => Library::load_dir(&dir),
        (None, None) => Library::builtin(),
        (None, Some(extra)) => Library::builtin_with_extra(extra),
        (Some(dir), Some(extra)) => {
            let files = hexcourier_engine::data::read_data_dir(&dir);
            files.and_then(|f| Library::with_extra(f, extra))
        }
    };
    loaded.map_err(|errs| {
        let lines: Vec<String> = errs.iter().map(ToString::to_string).collect();
        anyhow::anyhow!("data files are invalid:\n{}", lines.join("\n"))
    })
}

/// The environment variable naming the config file.
pub const CONFIG_ENV: &str = "HEXCOURIER_CONFIG";

/// Why the settings could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file could not be read.
    #[error("could not read the config file {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not TOML.
    #[error("the config file {path} is not valid TOML: {message}")]
    Syntax {
        /// The file.
        path: PathBuf,
        /// The parser's message (with line and column).
        message: String,
    },
    /// A key the bot does not know.
    #[error("unknown config key '{key}' (hexcourier.example.toml lists them all)")]
    UnknownKey {
        /// The key, with its table: `limits.user_burst`.
        key: String,
    },
    /// A key with a value it does not take.
    #[error("config key '{key}'{from}: {problem}")]
    BadValue {
        /// The key, with its table: `limits.user_burst`.
        key: String,
        /// Where the value came from, when not the file: ` (from $HEXCOURIER_USER_BURST)`.
        from: String,
        /// What it takes.
        problem: String,
    },
}

/// The settings the bot runs with.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The store directory (`data_dir`, `$HEXCOURIER_DATA`).
    pub data_dir: PathBuf,
    /// The guild to register commands in, for development (`discord.guild_id`).
    pub guild_id: Option<u64>,
    /// The Discord application's id, for `hexcourier invite` (`discord.application_id`).
    pub application_id: Option<u64>,
    /// Abuse limits (`[limits]`).
    pub limits: UsageLimits,
    /// Engine budgets and concurrency (`[engine]`).
    pub engine: EngineSettings,
    /// Where games are stored (`store`, `$HEXCOURIER_STORE`): `sled:<dir>` or a PostgreSQL
    /// URL; without it, the sled store in [`Settings::data_dir`].
    pub store: Option<String>,
    /// The courier's first wait after a failed delivery (`delivery.first_backoff_ms`).
    pub first_backoff: Option<Duration>,
    /// The courier's longest wait between tries (`delivery.max_backoff_ms`).
    pub max_backoff: Option<Duration>,
    /// Whether the usage limits apply to the local console too (`limits.console`).
    pub console_limits: bool,
    /// A folder of extra variant files loaded next to the built-in ones (`variants_dir`).
    pub variants_dir: Option<PathBuf>,
    /// The gateway shards this process runs (`discord.shards`); without it, every shard
    /// Discord recommends, and every game.
    pub shards: Option<ShardRange>,
    /// How long turn notes wait for others to share one DM, in seconds
    /// (`delivery.dm_batch_secs`).
    pub dm_batch_secs: u64,
    /// How long a challenge waits for its answers, in seconds (`challenges.expire_hours`).
    pub challenge_secs: u64,
    /// Vacation days a year of each player, unless their server sets its own
    /// (`vacation_days`).
    pub vacation_days: u32,
    /// The language of the console's answers (`lang`: en, pl, hu or de; default English).
    /// On Discord each user reads their own locale's.
    pub lang: crate::i18n::Lang,
    /// Losses on time after which a tournament player is withdrawn, 0 never
    /// (`tournaments.timeouts_to_withdraw`).
    pub tournament_timeouts: u32,
    /// The CA that signed the PostgreSQL server's certificate (`store_ca_file`): added to the
    /// store address as `sslrootcert` when it gives none.
    pub store_ca_file: Option<PathBuf>,
    /// Whether moves typed in game threads are read (`discord.typed_moves`): the bot then asks
    /// for the Message Content intent.
    pub typed_moves: bool,
    /// The web server: game pages, server pages, metrics, health (`[web]`).
    pub web: crate::web::WebConfig,
}

impl Settings {
    /// The store to use: [`Settings::store`], else the sled store in [`Settings::data_dir`].
    ///
    /// # Errors
    /// If `store` is not a store address.
    pub fn store_url(&self) -> Result<crate::store::StoreUrl, crate::store::StoreError> {
        match &self.store {
            Some(s) => {
                let with_ca = match &self.store_ca_file {
                    Some(ca)
                        if (s.starts_with("postgres://") || s.starts_with("postgresql://"))
                            && !s.contains("sslrootcert=") =>
                    {
                        let sep = if s.contains('?') { '&' } else { '?' };
                        format!("{s}{sep}sslrootcert={}", ca.display())
                    }
                    _ => s.clone(),
                };
                crate::store::StoreUrl::parse(&with_ca)
            }
            None => Ok(crate::store::StoreUrl::sled(&self.data_dir)),
        }
    }
}

impl Default for Settings {
    /// `./hexcourier-data`, no guild, [`UsageLimits::RECOMMENDED`], the default engine.
    fn default() -> Self {
        Settings {
            data_dir: PathBuf::from(crate::store::DEFAULT_DATA_DIR),
            guild_id: None,
            application_id: None,
            limits: UsageLimits::RECOMMENDED,
            engine: EngineSettings::default(),
            store: None,
            first_backoff: None,
            max_backoff: None,
            console_limits: false,
            variants_dir: None,
            shards: None,
            dm_batch_secs: crate::core::DEFAULT_DM_BATCH_SECS,
            challenge_secs: crate::core::DEFAULT_CHALLENGE_SECS,
            store_ca_file: None,
            tournament_timeouts: crate::core::DEFAULT_TIMEOUTS_TO_WITHDRAW,
            vacation_days: crate::core::DEFAULT_VACATION_DAYS,
            lang: crate::i18n::Lang::En,
            typed_moves: true,
            web: crate::web::WebConfig::default(),
        }
    }
}

/// Each key: its name in the file, the environment variable overriding it, and the values
/// it takes (for integers: the range).
const KEYS: &[(&str, &str, Kind)] = &[
    ("data_dir", "HEXCOURIER_DATA", Kind::Text),
    ("lang", "HEXCOURIER_LANG", Kind::Lang),
    ("store", "HEXCOURIER_STORE", Kind::Text),
    ("store_ca_file", "HEXCOURIER_STORE_CA_FILE", Kind::Text),
    ("variants_dir", "HEXCOURIER_VARIANTS_DIR", Kind::Text),
    ("limits.console", "HEXCOURIER_CONSOLE_LIMITS", Kind::Bool),
    ("engine.workers", "HEXCOURIER_ENGINE_WORKERS", Kind::Bool),
    (
        "engine.opponent_nodes",
        "HEXCOURIER_OPPONENT_NODES",
        Kind::Int(1, 1_000_000_000_000),
    ),
    ("discord.shards", "HEXCOURIER_SHARDS", Kind::Shards),
    ("discord.typed_moves", "HEXCOURIER_TYPED_MOVES", Kind::Bool),
    (
        "delivery.first_backoff_ms",
        "HEXCOURIER_FIRST_BACKOFF_MS",
        Kind::Int(1, 60_000),
    ),
    (
        "delivery.max_backoff_ms",
        "HEXCOURIER_MAX_BACKOFF_MS",
        Kind::Int(10, 3_600_000),
    ),
    (
        "delivery.dm_batch_secs",
        "HEXCOURIER_DM_BATCH_SECS",
        Kind::Int(0, 3_600),
    ),
    (
        "discord.guild_id",
        "HEXCOURIER_GUILD_ID",
        Kind::Int(1, i64::MAX),
    ),
    (
        "discord.application_id",
        "HEXCOURIER_APPLICATION_ID",
        Kind::Int(1, i64::MAX),
    ),
    (
        "engine.max_searches",
        "HEXCOURIER_MAX_SEARCHES",
        Kind::Int(1, 64),
    ),
    (
        "engine.hint_ms",
        "HEXCOURIER_HINT_MS",
        Kind::Int(10, 60_000),
    ),
    (
        "engine.analyse_ms",
        "HEXCOURIER_ANALYSE_MS",
        Kind::Int(10, 60_000),
    ),
    (
        "limits.user_burst",
        "HEXCOURIER_USER_BURST",
        Kind::Int(0, 10_000),
    ),
    (
        "limits.user_per_minute",
        "HEXCOURIER_USER_PER_MINUTE",
        Kind::Int(1, 10_000),
    ),
    (
        "limits.place_burst",
        "HEXCOURIER_PLACE_BURST",
        Kind::Int(0, 10_000),
    ),
    (
        "limits.place_per_minute",
        "HEXCOURIER_PLACE_PER_MINUTE",
        Kind::Int(1, 10_000),
    ),
    (
        "limits.engine_cost",
        "HEXCOURIER_ENGINE_COST",
        Kind::Int(1, 100),
    ),
    (
        "limits.max_active_games",
        "HEXCOURIER_MAX_ACTIVE_GAMES",
        Kind::Int(0, 100_000),
    ),
    (
        "limits.max_engine_games",
        "HEXCOURIER_MAX_ENGINE_GAMES",
        Kind::Int(0, 100_000),
    ),
    (
        "limits.max_server_games",
        "HEXCOURIER_MAX_SERVER_GAMES",
        Kind::Int(0, 10_000_000),
    ),
    (
        "limits.max_challenges_waiting",
        "HEXCOURIER_MAX_CHALLENGES_WAITING",
        Kind::Int(0, 1_000),
    ),
    (
        "challenges.expire_hours",
        "HEXCOURIER_CHALLENGE_HOURS",
        Kind::Int(1, 24 * 90),
    ),
    (
        "vacation_days",
        "HEXCOURIER_VACATION_DAYS",
        Kind::Int(0, 366),
    ),
    (
        "tournaments.timeouts_to_withdraw",
        "HEXCOURIER_TOURNAMENT_TIMEOUTS",
        Kind::Int(0, 100),
    ),
    ("web.listen", "HEXCOURIER_WEB_LISTEN", Kind::Text),
    ("web.public_url", "HEXCOURIER_PUBLIC_URL", Kind::Text),
    (
        "web.max_watchers",
        "HEXCOURIER_WEB_MAX_WATCHERS",
        Kind::Int(0, 1_000_000),
    ),
    (
        "web.max_watchers_per_game",
        "HEXCOURIER_WEB_WATCHERS_PER_GAME",
        Kind::Int(0, 1_000_000),
    ),
    (
        "web.max_watchers_per_address",
        "HEXCOURIER_WEB_WATCHERS_PER_ADDRESS",
        Kind::Int(0, 1_000_000),
    ),
    (
        "web.max_connections",
        "HEXCOURIER_WEB_MAX_CONNECTIONS",
        Kind::Int(1, 1_000_000),
    ),
    (
        "web.idle_timeout_secs",
        "HEXCOURIER_WEB_IDLE_TIMEOUT_SECS",
        Kind::Int(1, 3_600),
    ),
    (
        "web.max_gif_renders",
        "HEXCOURIER_WEB_MAX_GIF_RENDERS",
        Kind::Int(1, 64),
    ),
    (
        "web.requests_per_minute",
        "HEXCOURIER_WEB_REQUESTS_PER_MINUTE",
        Kind::Int(1, 1_000_000),
    ),
    (
        "web.request_burst",
        "HEXCOURIER_WEB_REQUEST_BURST",
        Kind::Int(1, 1_000_000),
    ),
    (
        "web.trusted_proxies",
        "HEXCOURIER_WEB_TRUSTED_PROXIES",
        Kind::Addresses,
    ),
];

#[derive(Debug, Clone, Copy)]
enum Kind {
    Text,
    Int(i64, i64),
    Bool,
    /// A shard range, `FIRST-LAST/TOTAL`.
    Shards,
    /// A language Hexcourier speaks: `en`, `pl`, `hu`, `de`.
    Lang,
    /// IP addresses, separated by commas or spaces.
    Addresses,
}

/// The environment variable of a config key, if it is one.
pub fn key_env(key: &str) -> Option<&'static str> {
    KEYS.iter()
        .find(|(k, _, _)| *k == key)
        .map(|(_, var, _)| *var)
}

/// A value as read: text from the file or the environment, or an integer from the file.
#[derive(Debug, Clone)]
enum Raw {
    Text(String),
    Int(i64),
    Bool(bool),
    Other(&'static str),
}

/// A checked value.
enum Value {
    Text(String),
    Int(i64),
    Bool(bool),
    Shards(ShardRange),
    Lang(crate::i18n::Lang),
    Addresses(Vec<std::net::IpAddr>),
}

impl Settings {
    /// Reads the file named by `path`, else by `$HEXCOURIER_CONFIG` (no file: the defaults),
    /// then the environment overrides.
    ///
    /// # Errors
    /// [`ConfigError`] naming the file or the key at fault.
    pub fn load(path: Option<&Path>) -> Result<Settings, ConfigError> {
        let from_env = std::env::var_os(CONFIG_ENV)
            .filter(|p| !p.is_empty())
            .map(PathBuf::from);
        let text = match path.map(Path::to_path_buf).or(from_env) {
            None => None,
            Some(p) => Some((
                std::fs::read_to_string(&p).map_err(|source| ConfigError::Read {
                    path: p.clone(),
                    source,
                })?,
                p,
            )),
        };
        let env = |name: &str| {
            std::env::var(name)
                .ok()
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        Settings::parse(text.as_ref().map(|(t, p)| (t.as_str(), p.as_path())), env)
    }

    /// Reads settings from TOML text (`(text, file name)`, if any) and an environment.
    ///
    /// # Errors
    /// [`ConfigError`] naming the key at fault.
    pub fn parse(
        file: Option<(&str, &Path)>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Settings, ConfigError> {
        let mut raw: Vec<(String, Raw)> = Vec::new();
        if let Some((text, path)) = file {
            let table: toml::Table =
                text.parse()
                    .map_err(|e: toml::de::Error| ConfigError::Syntax {
                        path: path.to_path_buf(),
                        message: e.to_string(),
                    })?;
            flatten("", &table, &mut raw);
        }
        let mut s = Settings::default();
        for (key, value) in &raw {
            let Some((_, _, kind)) = KEYS.iter().find(|(k, _, _)| k == key) else {
                return Err(ConfigError::UnknownKey { key: key.clone() });
            };
            s.set(key, check(key, "", *kind, value)?);
        }
        for (key, var, kind) in KEYS {
            if let Some(v) = env(var) {
                s.set(
                    key,
                    check(key, &format!(" (from ${var})"), *kind, &raw_text(*kind, v))?,
                );
            }
        }
        Ok(s)
    }

    /// Sets a key from a command-line flag (which wins over the file and the environment).
    ///
    /// # Errors
    /// [`ConfigError`] when the key is unknown or the value is bad for it.
    pub fn apply_flag(&mut self, key: &str, flag: &str, value: &str) -> Result<(), ConfigError> {
        let Some((_, _, kind)) = KEYS.iter().find(|(k, _, _)| *k == key) else {
            return Err(ConfigError::UnknownKey { key: key.into() });
        };
        let raw = raw_text(*kind, value.to_string());
        self.set(key, check(key, &format!(" (from --{flag})"), *kind, &raw)?);
        Ok(())
    }

    fn set(&mut self, key: &str, value: Value) {
        let n = match value {
            Value::Text(t) => {
                match key {
                    "data_dir" => self.data_dir = PathBuf::from(t),
                    "store" => self.store = Some(t),
                    "store_ca_file" => self.store_ca_file = Some(PathBuf::from(t)),
                    "variants_dir" => self.variants_dir = Some(PathBuf::from(t)),
                    "web.listen" => self.web.listen = Some(t),
                    "web.public_url" => self.web.public_url = Some(t),
                    _ => {}
                }
                return;
            }
            Value::Bool(b) => {
                match key {
                    "limits.console" => self.console_limits = b,
                    "discord.typed_moves" => self.typed_moves = b,
                    "engine.workers" => self.engine.workers = b,
                    _ => {}
                }
                return;
            }
            Value::Shards(r) => {
                self.shards = Some(r);
                return;
            }
            Value::Lang(l) => {
                self.lang = l;
                return;
            }
            Value::Addresses(a) => {
                if key == "web.trusted_proxies" {
                    self.web.trusted_proxies = a;
                }
                return;
            }
            Value::Int(n) => n,
        };
        let small = |n: i64| u32::try_from(n).unwrap_or(u32::MAX);
        let ms = |n: i64| Limits::time(Duration::from_millis(u64::try_from(n).unwrap_or(0)));
        let l = &mut self.limits;
        match key {
            "discord.guild_id" => self.guild_id = u64::try_from(n).ok(),
            "discord.application_id" => self.application_id = u64::try_from(n).ok(),
            "engine.max_searches" => self.engine.max_searches = small(n) as usize,
            "engine.hint_ms" => self.engine.hint = ms(n),
            "engine.analyse_ms" => self.engine.analyse = ms(n),
            "engine.opponent_nodes" => {
                self.engine.opponent_override = Some(Limits::nodes(u64::try_from(n).unwrap_or(1)));
            }
            "limits.user_burst" => l.user_burst = small(n),
            "limits.user_per_minute" => l.user_per_minute = small(n),
            "limits.place_burst" => l.place_burst = small(n),
            "limits.place_per_minute" => l.place_per_minute = small(n),
            "limits.engine_cost" => l.engine_cost = small(n),
            "limits.max_active_games" => l.max_active_games = small(n) as usize,
            "limits.max_engine_games" => l.max_engine_games = small(n) as usize,
            "limits.max_server_games" => l.max_server_games = small(n) as usize,
            "limits.max_challenges_waiting" => l.max_challenges_waiting = small(n) as usize,
            "challenges.expire_hours" => self.challenge_secs = u64::try_from(n).unwrap_or(1) * 3600,
            "tournaments.timeouts_to_withdraw" => self.tournament_timeouts = small(n),
            "vacation_days" => self.vacation_days = small(n),
            "web.max_watchers" => self.web.max_watchers = small(n) as usize,
            "web.max_watchers_per_game" => self.web.max_watchers_per_game = small(n) as usize,
            "web.max_watchers_per_address" => {
                self.web.max_watchers_per_address = small(n) as usize;
            }
            "web.max_connections" => self.web.max_connections = small(n) as usize,
            "web.idle_timeout_secs" => {
                self.web.idle_timeout = Duration::from_secs(u64::from(small(n)));
            }
            "web.max_gif_renders" => self.web.max_gif_renders = small(n) as usize,
            "web.requests_per_minute" => self.web.requests_per_minute = small(n),
            "web.request_burst" => self.web.request_burst = small(n),
            "delivery.first_backoff_ms" => {
                self.first_backoff = Some(Duration::from_millis(u64::try_from(n).unwrap_or(1)));
            }
            "delivery.dm_batch_secs" => self.dm_batch_secs = u64::try_from(n).unwrap_or(0),
            "delivery.max_backoff_ms" => {
                self.max_backoff = Some(Duration::from_millis(u64::try_from(n).unwrap_or(10)));
            }
            _ => {}
        }
    }
}

/// Every leaf of a table as `("table.key", value)`.
fn flatten(prefix: &str, table: &toml::Table, out: &mut Vec<(String, Raw)>) {
    for (k, v) in table {
        let key = if prefix.is_empty() {
            k.clone()
        } else {
            format!("{prefix}.{k}")
        };
        let raw = match v {
            toml::Value::Table(t) => {
                flatten(&key, t, out);
                continue;
            }
            toml::Value::String(s) => Raw::Text(s.clone()),
            toml::Value::Integer(n) => Raw::Int(*n),
            toml::Value::Float(_) => Raw::Other("a decimal number"),
            toml::Value::Boolean(b) => Raw::Bool(*b),
            toml::Value::Datetime(_) => Raw::Other("a date"),
            toml::Value::Array(_) => Raw::Other("a list"),
        };
        out.push((key, raw));
    }
}

fn check(key: &str, from: &str, kind: Kind, raw: &Raw) -> Result<Value, ConfigError> {
    let bad = |problem: String| ConfigError::BadValue {
        key: key.to_string(),
        from: from.to_string(),
        problem,
    };
    let given = match raw {
        Raw::Text(t) => format!("'{t}'"),
        Raw::Int(n) => n.to_string(),
        Raw::Bool(b) => b.to_string(),
        Raw::Other(what) => (*what).to_string(),
    };
    match (kind, raw) {
        (Kind::Text, Raw::Text(t)) => Ok(Value::Text(t.clone())),
        (Kind::Text, _) => Err(bad(format!("takes text in quotes, not {given}"))),
        (Kind::Int(lo, hi), Raw::Int(n)) if (lo..=hi).contains(n) => Ok(Value::Int(*n)),
        (Kind::Int(lo, hi), _) => Err(bad(format!(
            "takes a whole number from {lo} to {hi}, not {given}"
        ))),
        (Kind::Bool, raw) => match raw {
            Raw::Bool(b) => Some(*b),
            Raw::Int(0) => Some(false),
            Raw::Int(1) => Some(true),
            Raw::Text(t) => parse_bool(t),
            Raw::Int(_) | Raw::Other(_) => None,
        }
        .map(Value::Bool)
        .ok_or_else(|| bad(format!("takes {BOOL_WORDS}, not {given}"))),
        (Kind::Shards, Raw::Text(t)) => ShardRange::parse(t)
            .map(Value::Shards)
            .map_err(|e| bad(e.to_string())),
        (Kind::Shards, _) => Err(bad(format!(
            "takes a shard range in quotes such as \"0-3/8\", not {given}"
        ))),
        (Kind::Lang, Raw::Text(t)) => t
            .parse::<crate::i18n::Lang>()
            .map(Value::Lang)
            .map_err(|_| bad(format!("takes en, pl, hu or de, not {given}"))),
        (Kind::Lang, _) => Err(bad(format!("takes en, pl, hu or de, not {given}"))),
        (Kind::Addresses, Raw::Text(t)) => t
            .split([',', ' '])
            .filter(|a| !a.is_empty())
            .map(|a| {
                a.parse::<std::net::IpAddr>()
                    .map_err(|_| bad(format!("'{a}' is not an IP address")))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Value::Addresses),
        (Kind::Addresses, _) => Err(bad(format!(
            "takes IP addresses in quotes such as \"127.0.0.1, ::1\", not {given}"
        ))),
    }
}

pub use hexcourier_core::vocabulary::setting::{parse_bool, BOOL_WORDS};

/// A value given as text (the environment, a flag), read as its kind takes it.
fn raw_text(kind: Kind, v: String) -> Raw {
    match kind {
        Kind::Int(..) => v.parse::<i64>().map_or(Raw::Text(v), Raw::Int),
        Kind::Bool => parse_bool(&v).map_or(Raw::Text(v), Raw::Bool),
        Kind::Text | Kind::Shards | Kind::Lang | Kind::Addresses => Raw::Text(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str, env: &[(&str, &str)]) -> Result<Settings, String> {
        let env: Vec<(String, String)> = env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Settings::parse(Some((text, Path::new("bot.toml"))), |name| {
            env.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
        })
        .map_err(|e| e.to_string())
    }

    #[test]
    fn trusted_proxies_are_addresses() {
        let s = parse("[web]\ntrusted_proxies = \"10.0.0.1, ::1\"\n", &[]).expect("parses");
        assert_eq!(
            s.web.trusted_proxies,
            vec![
                "10.0.0.1".parse::<std::net::IpAddr>().expect("ip"),
                "::1".parse().expect("ip")
            ]
        );
        let e = parse("[web]\ntrusted_proxies = \"10.0.0.1 nope\"\n", &[]).map(|_| ());
        assert_eq!(
            e,
            Err("config key 'web.trusted_proxies': 'nope' is not an IP address".into())
        );
        let e = parse("", &[("HEXCOURIER_WEB_TRUSTED_PROXIES", "x")]).map(|_| ());
        assert!(
            e.as_ref()
                .is_err_and(|e| e.contains("(from $HEXCOURIER_WEB_TRUSTED_PROXIES)")),
            "{e:?}"
        );
    }

    /// The keys the template sets or shows commented out (`key = ...` or `# key = ...`), with
    /// their tables, and the comment block above each (keys right below one another share it).
    fn template_keys(template: &str) -> Vec<(String, String)> {
        let mut table = String::new();
        let mut comments = String::new();
        let mut after_key = false;
        let mut keys = Vec::new();
        for line in template.lines() {
            let line = line.trim();
            if let Some(t) = line.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
                table = t.to_string();
                comments.clear();
                after_key = false;
                continue;
            }
            let code = line.strip_prefix("# ").unwrap_or(line);
            let name = code.split(" = ").next().unwrap_or("");
            let is_key = code.contains(" = ")
                && !name.is_empty()
                && name.chars().all(|c| c.is_ascii_lowercase() || c == '_');
            if is_key {
                let key = if table.is_empty() {
                    name.to_string()
                } else {
                    format!("{table}.{name}")
                };
                keys.push((key, comments.clone()));
                after_key = true;
            } else if line.starts_with('#') {
                if after_key {
                    comments.clear();
                    after_key = false;
                }
                comments.push_str(line);
                comments.push('\n');
            } else {
                comments.clear();
                after_key = false;
            }
        }
        keys
    }

    #[test]
    fn the_template_documents_every_key_and_loads() -> Result<(), String> {
        let template = include_str!("../../hexcourier.example.toml");
        let s = parse(template, &[])?;
        assert_eq!(s.limits, UsageLimits::RECOMMENDED);
        let documented = template_keys(template);
        for (key, var, _) in KEYS {
            let Some((_, comment)) = documented.iter().find(|(k, _)| k == key) else {
                panic!("hexcourier.example.toml shows {key} (as `{key} = ...` in its table, commented out or not)");
            };
            assert!(
                comment.contains(var),
                "the comment above {key} names its variable {var}:\n{comment}"
            );
        }
        for (key, _) in &documented {
            assert!(
                KEYS.iter().any(|(k, _, _)| k == key),
                "hexcourier.example.toml shows {key}, which is no config key"
            );
        }
        Ok(())
    }

    #[test]
    fn yes_or_no_settings_take_the_same_words_everywhere() -> Result<(), String> {
        for (word, on) in [
            ("true", true),
            ("On", true),
            ("YES", true),
            ("1", true),
            ("false", false),
            ("off", false),
            ("No", false),
            ("0", false),
        ] {
            assert_eq!(parse_bool(word), Some(on), "{word}");
            let from_env = parse("", &[("HEXCOURIER_TYPED_MOVES", word)])?;
            assert_eq!(from_env.typed_moves, on, "$HEXCOURIER_TYPED_MOVES={word}");
            let quoted = parse(&format!("[discord]\ntyped_moves = \"{word}\"\n"), &[])?;
            assert_eq!(quoted.typed_moves, on, "typed_moves = \"{word}\"");
            let flag = {
                let mut s = Settings::default();
                s.apply_flag("limits.console", "limits", word)
                    .map_err(|e| e.to_string())?;
                s.console_limits
            };
            assert_eq!(flag, on, "--limits {word}");
        }
        assert!(parse("[engine]\nworkers = 1\n", &[])?.engine.workers);
        assert!(!parse("[engine]\nworkers = false\n", &[])?.engine.workers);
        assert_eq!(
            parse("", &[("HEXCOURIER_TYPED_MOVES", "maybe")]).err(),
            Some("config key 'discord.typed_moves' (from $HEXCOURIER_TYPED_MOVES): takes true or false (also on/off, yes/no, 1/0), not 'maybe'".into())
        );
        assert!(parse("[limits]\nconsole = 2\n", &[]).is_err());
        Ok(())
    }

    #[test]
    fn the_environment_overrides_the_file() -> Result<(), String> {
        let s = parse(
            "data_dir = \"/srv/hex\"\n[limits]\nmax_active_games = 3\nuser_burst = 2\n",
            &[("HEXCOURIER_MAX_ACTIVE_GAMES", "7")],
        )?;
        assert_eq!(s.data_dir, PathBuf::from("/srv/hex"));
        assert_eq!(s.limits.max_active_games, 7);
        assert_eq!(s.limits.user_burst, 2);
        assert_eq!(s.limits.place_burst, UsageLimits::RECOMMENDED.place_burst);
        Ok(())
    }

    #[test]
    fn bad_keys_and_values_are_named() {
        assert_eq!(
            parse("[limits]\nuser_brust = 3\n", &[]).err(),
            Some(
                "unknown config key 'limits.user_brust' (hexcourier.example.toml lists them all)"
                    .into()
            )
        );
        assert_eq!(
            parse("[limits]\nuser_burst = \"many\"\n", &[]).err(),
            Some(
                "config key 'limits.user_burst': takes a whole number from 0 to 10000, not 'many'"
                    .into()
            )
        );
        assert_eq!(
            parse("[engine]\nmax_searches = 0\n", &[]).err(),
            Some(
                "config key 'engine.max_searches': takes a whole number from 1 to 64, not 0".into()
            )
        );
        assert_eq!(
            parse("", &[("HEXCOURIER_ENGINE_COST", "x")]).err(),
            Some("config key 'limits.engine_cost' (from $HEXCOURIER_ENGINE_COST): takes a whole number from 1 to 100, not 'x'".into())
        );
        assert!(parse("[limits", &[])
            .err()
            .is_some_and(|e| e.starts_with("the config file bot.toml is not valid TOML")));
    }
}
