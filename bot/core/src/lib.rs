//! The transport-neutral core: `(caller, place, command) -> replies`.
//!
//! Each transport says who is asking as a [`Caller`] (built in one function of its own; see
//! [`vocabulary::caller`]), and the [`vocabulary::permission`] table decides what that caller may do. The Discord
//! adapter and the console both call [`Core::handle`] (or [`Core::execute`] with an already
//! typed [`Command`]) and deliver the [`Reply`]s: the direct answers to whoever
//! asked (a refusal, a listing, a hint). What a command *changes* is announced instead: each
//! change to a game is stored, in one write, with the announcements it causes ([`Said`]) in
//! the store's outbox, and transports deliver what is owed ([`Core::owed`], [`Core::render`],
//! [`Core::settle`]): the console by printing it, Discord by posting it. The core keeps every
//! game in memory behind its own lock and rebuilds the games from the store when it starts.
//!
//! The crate root holds the [`Core`] itself (its state, the locks, the store), its
//! construction and the dispatch of a parsed [`Command`]. Below it, three folders are the
//! layers, lowest first. The arrows point only downward: a file names its own folder and the
//! folders below, never one above (no `crate::state` or `crate::families` in the vocabulary,
//! no `crate::families` in the state, nor a name the root re-exports from above), and what a
//! lower layer needs lives there. `bot/tests/house.rs` checks it, file by file.
//!
//! - [`vocabulary`]: what requests, places, callers, refusals and announcements are, and the
//!   words they are said in ([`vocabulary::types`], [`vocabulary::command`], with the commands
//!   of `/notify`, `/vacation`, `/premove`, `/notation` and `/puzzle` in files of their own
//!   below it, [`vocabulary::problem`], [`vocabulary::words`], [`vocabulary::duration`],
//!   [`vocabulary::notice`], [`vocabulary::names`]: how players and servers are named in
//!   public; the [`vocabulary::caller`] and the [`vocabulary::permission`] table);
//! - [`state`]: the games in memory and how they are loaded and committed (`games`, `commit`,
//!   `live`, `index`, `facts`, `snapshot`, conditional moves answered in `premove`), clocks
//!   and windows ([`state::movetime`], `window`, `schedule`), tournaments as stored and shown
//!   (`event`, `event_words`), game records (`record`), servers and the names kept (`server`,
//!   `names`), ratings, and what watchers and the web read (`watch`, `pages`);
//! - [`families`]: one module per family of commands:
//!
//! | module | commands |
//! |---|---|
//! | `start` | `/new` |
//! | `challenge` | `/accept`, `/decline`, `/challenges`; challenges lapsing |
//! | `tournament` | `/tournament ...`; rounds paired as their last games end |
//! | `vacation` | `/vacation ...`; clocks stopped, automatic vacations, allowances |
//! | `play` | moves and drops (typed, `/move`, `/drop`, picked) |
//! | `consent` | `/resign`, `/draw`, `/takeback`, `/abort` |
//! | `engine`, `review` | `/hint`, `/analyse`, the moves of `@engine`, `/review` |
//! | `info` | `/board`, `/moves`, `/games`, `/variants`, `/rules`, `/piece`, `/help` |
//! | `vote` | `/vote`, `/tally`, closing vote windows |
//! | `timer` | move clocks: reminders and losses on time ([`Core::tick`]) |
//! | `owed` | what transports deliver: announcements owed, drawn, settled |
//! | `notify`, `remind` | `/notify dm on\|off`, `/notify remind` |
//! | [`families::dm`] | turn notifications by DM: players' queues, the batches transports send |
//! | [`families::pick`] | the moves a picker menu offers |
//! | `premove`, `moretime`, `language`, `publish`, `ranking`, `export` | `/premove`, `/moretime`, `/language`, `/web`, `/leaderboard` and `/profile`, `/export` and `/gif` |
//! | `puzzle`, `daily` | `/puzzle ...`; the puzzle of the day posted at its time |
//!
//! The engine answers `/hint` and `/analyse` and plays for `@engine` seats ([`EngineSettings`]):
//! inline, its moves follow the command that made them due (console, tests); otherwise the
//! adapter calls [`Core::engine_turn`] for the places [`Core::engine_waiting`] names, off its
//! async runtime. At most [`EngineSettings::max_searches`] searches run at once.
//!
//! ```
//! use hexcourier_core::{Caller, Core, FakeClock, FakePainter, Place, Rights, UserId};
//! use hexcourier_store::MemoryStore;
//! let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let core = Core::new(lib, Box::new(MemoryStore::new()), Box::new(FakeClock::at(0)), Box::new(FakePainter::default()))?;
//! // Members of one Discord server, as its transport would say who they are.
//! let alice = Caller::member(UserId::new("alice"), "42", Rights::PLAIN);
//! let bob = Caller::member(UserId::new("bob"), "42", Rights::PLAIN);
//! // Challenging answers nothing: the challenge is announced, and the game starts when the
//! // player challenged accepts.
//! assert!(core.handle(&alice, &Place::lobby(), "/new glinski @bob").is_empty());
//! assert!(core.drain_owed()[0].text().is_some_and(|t| t.starts_with("@alice challenges @bob")));
//! assert!(core.handle(&bob, &Place::lobby(), "/accept").is_empty());
//! let said = core.drain_owed();
//! assert_eq!(said[1].text(), Some("New game #g1: Glinski's Hexagonal Chess, @alice (White) vs @bob (Black)."));
//! core.handle(&alice, &Place::new("#g1"), "Qe1-c3");
//! assert_eq!(core.drain_owed()[0].text(), Some("1. Qe1-c3"));
//! // A refusal is an answer.
//! let refused = core.handle(&alice, &Place::new("#g1"), "f5-f6");
//! assert_eq!(refused[0].text(), Some("It is @bob's turn."));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

// The vocabulary and the game state, which know nothing of the `Core`.
use state::games::{Games, Slot};

// The layers, lowest first: vocabulary, state, command families; each names only the ones
// below it (bot/tests/house.rs).
pub mod families;
pub mod state;
pub mod vocabulary;

// What the core stands on: its languages, pictures, ratings and counters.
pub mod i18n;
pub mod metrics;
pub mod picture;
pub mod rating;

// The command families, each an `impl Core` block.

#[cfg(test)]
mod tests;

pub use families::challenge::DEFAULT_CHALLENGE_SECS;
pub use families::dm::{DmBatch, DmOutcome, DEFAULT_DM_BATCH_SECS};
pub use families::export::MAX_GIF_PLIES;
pub use families::tournament::{DEFAULT_TIMEOUTS_TO_WITHDRAW, DEFAULT_TOURNAMENT_DAYS};
pub use families::vacation::DEFAULT_VACATION_DAYS;
pub use hexcourier_store::OutboxStatus;
pub use state::offload::JobDone;
pub use state::played::PlayedGame;
pub use state::search::{line_text, verdict, EngineSettings, GatePass, SearchGate};
pub use state::watch::Change;
pub use state::window::{DEFAULT_WINDOW_SECS, TIE_BREAK_NODES};
pub use vocabulary::caller::{Caller, Community, Rights, Trust};
pub use vocabulary::clock::{Clock, FakeClock, SystemClock};
pub use vocabulary::command::{
    help_text, help_text_in, parse_hint_rule, parse_min_votes, parse_voters, parse_window, Command,
    Consent, NewGame, Pick, WebCmd, COMMAND_NAMES, DEFAULT_LEVEL, NEW_USAGE, VOTE_USAGE, WEB_USAGE,
};
pub use vocabulary::limits::UsageLimits;
pub use vocabulary::notice::{Board, NoteKind, NoticeId, Owed, Progress, Said, TurnNote};
pub use vocabulary::paint::{FakePainter, PaintError, Painter, PngPainter};
pub use vocabulary::problem::Problem;
pub use vocabulary::slug::is_slug;
pub use vocabulary::types::{
    DailyId, GameId, MoveChoice, Place, Question, Reply, Source, TableData, TournamentId, UserId,
    ENGINE_USER, MAX_INPUT_CHARS, MAX_TITLE_CHARS,
};
pub use vocabulary::view::{
    FinishedGame, GameView, LeaderRow, PuzzleView, RoundBoard, ServerView, TournamentView,
    WebSettings,
};

use hexcourier_engine::{Library, Variant};
use hexcourier_store::shards::ShardRange;
use hexcourier_store::{
    Commit, Expect, GameRecord, OwedEntry, OwedKey, RecordHead, SledStore, Store, StoreError,
    Table, Write,
};
use state::facts::Facts;
use state::index::Summary;
use state::live::{lock, LiveGame, Shared};
use state::snapshot::Snapshot;
use state::window::sync_window;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use vocabulary::limits::{Asking, Buckets};
use vocabulary::notice::NoticeBody;
use vocabulary::reply::{finish, text};

/// The store's counter of game ids.
const GAME_IDS: &str = "games";

/// What a change writes besides its game and its announcement, in the same store write:
/// records (ratings, a tournament), announcements of others (a tournament's, new games'),
/// and new games.
#[derive(Debug, Default)]
pub(crate) struct Extra {
    writes: Vec<Write>,
    owed: Vec<OwedEntry>,
    games: Vec<LiveGame>,
}

impl Extra {
    fn absorb(&mut self, other: Extra) {
        self.writes.extend(other.writes);
        self.owed.extend(other.owed);
        self.games.extend(other.games);
    }
}

/// Most engine moves in a row made for one message: more than any table has engine seats, and
/// a bound should a move keep failing to save.
pub const MAX_ENGINE_TURNS: usize = 8;

/// The bot's brain: games, commands and replies, independent of any chat service.
///
/// `Core` is `Send + Sync`: many tasks may call [`Core::handle`] at once. Each game has its
/// own lock, held while a change is checked and saved; pictures are drawn after it is
/// released.
pub struct Core {
    lib: Library,
    store: Box<dyn Store>,
    clock: Box<dyn Clock>,
    painter: Box<dyn Painter>,
    games: RwLock<Games>,
    warnings: Mutex<Vec<String>>,
    engine: EngineSettings,
    gate: SearchGate,
    /// Games whose engine move is being searched (one search per game at a time).
    thinking: Mutex<HashSet<GameId>>,
    limits: UsageLimits,
    buckets: Mutex<Buckets>,
    /// Users whose hint or analysis is being searched (one each at a time).
    asking: Asking,
    /// Servers with a `/gif` or `/review` under way (one each at a time).
    working: vocabulary::limits::Working,
    /// Called after every change that owes announcements (a transport's wake-up).
    on_owed: Mutex<Option<OwedHook>>,
    /// Running games whose turn is the engine's.
    engine_turns: Mutex<BTreeSet<GameId>>,
    /// The communities whose games this process serves (their deliveries, clocks and engine
    /// turns): with gateway shards split over processes, those of its shards; else all.
    serves: ShardRange,
    /// How long turn notes wait for others to share their DM (seconds).
    dm_batch: u64,
    /// When each player's DM queue falls due.
    dm_index: Mutex<families::dm::DmIndex>,
    /// On a shared store: the greatest game id whose record this core has looked for.
    caught_up: std::sync::atomic::AtomicU64,
    /// How long a challenge waits for its answers (seconds).
    challenge_secs: u64,
    /// When each role was last pinged (unix seconds): a role is pinged at most every
    /// [`ROLE_PING_EVERY`].
    role_pings: Mutex<HashMap<String, u64>>,
    /// Losses on time after which a tournament player is withdrawn (0: never).
    tournament_timeouts: u32,
    /// Who is on vacation, since when (read from the players' records on first use).
    vacations: Mutex<Option<HashMap<UserId, u64>>>,
    /// Vacation days a year, unless a server sets its own.
    vacation_days: u32,
    /// Games' page slugs: the store's secret and the index.
    slugs: vocabulary::slug::Slugs,
    /// Changes told to watchers (live game pages).
    changes: state::watch::Changes,
    /// The public address of the web pages (`web.public_url`), for links.
    page_base: Option<String>,
    /// The language refusals are said in for text handled by [`Core::handle`] (the
    /// console's `--lang`); an adapter that knows each asker's says theirs.
    lang: crate::i18n::Lang,
    /// When each game, tournament and vacation next has something due.
    schedule: Mutex<state::schedule::Schedule>,
    /// Called when a change brings a deadline nearer (a transport's ticker).
    on_deadline: Mutex<Option<OwedHook>>,
    /// When the store's deadlines were last looked at (a shared store's; see `schedule`).
    due_polled: std::sync::atomic::AtomicU64,
    /// The names the transport saw members by, per server (see `names`).
    names: vocabulary::names::NameBook,
    /// Whether the store failed since the last tick looked (see `state::health`).
    store_failed: Arc<std::sync::atomic::AtomicBool>,
    /// The starter puzzle library, read and checked on first use (see `state::puzzles`).
    puzzles: std::sync::OnceLock<Result<Arc<state::puzzles::Book>, String>>,
}

/// The shortest time between two pings of one role (seconds).
pub const ROLE_PING_EVERY: u64 = 600;

/// What a transport runs when announcements become owed.
pub type OwedHook = Box<dyn Fn() + Send + Sync>;

impl fmt::Debug for Core {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Core")
            .field(
                "variants",
                &self
                    .lib
                    .variants()
                    .map(|v| v.id.as_str())
                    .collect::<Vec<_>>(),
            )
            .field("games", &self.read_games().by_id.len())
            .field("store", &self.store)
            .finish_non_exhaustive()
    }
}

impl Core {
    /// Builds a core and reads every game record from the store into its index; a game's
    /// moves are replayed when it is first used (records written before the index existed
    /// are replayed at once). Records of an older format are first rewritten in this build's
    /// ([`hexcourier_store::upgrade_stored`]). Records that cannot be used are skipped and listed in
    /// [`Core::startup_warnings`]; they stay in the store untouched and their ids are never
    /// reused.
    ///
    /// # Errors
    /// If the store cannot be read at all.
    pub fn new(
        lib: Library,
        store: Box<dyn Store>,
        clock: Box<dyn Clock>,
        painter: Box<dyn Painter>,
    ) -> Result<Core, StoreError> {
        Core::new_serving(lib, store, clock, painter, ShardRange::ALL)
    }

    /// [`Core::new`] for a process serving the communities of `shards` (see
    /// [`Core::serving`]): its index holds only their games (and those without a community
    /// with shard 0), whatever else the store holds.
    ///
    /// # Errors
    /// If the store cannot be read at all.
    pub fn new_serving(
        lib: Library,
        store: Box<dyn Store>,
        clock: Box<dyn Clock>,
        painter: Box<dyn Painter>,
        shards: ShardRange,
    ) -> Result<Core, StoreError> {
        // Its failures noted, so that the tick after it answers again catches up at once.
        let store_failed = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let store: Box<dyn Store> =
            Box::new(state::health::Watched::new(store, store_failed.clone()));
        // Records of older formats are rewritten in this build's first.
        for line in hexcourier_store::upgrade_stored(&*store)? {
            tracing::info!("{line}");
        }
        let mut games = Games::default();
        let mut warnings = Vec::new();
        let mut max_id = 0;
        let mut engine_turns = BTreeSet::new();
        let mut realms = state::index::Realms::default();
        store.scan_served_games(shards, &mut |key, record| {
            let bytes = &record.bytes;
            let Some(id) = GameId::parse(key) else {
                warnings.push(format!("store key {key:?} is not a game id; skipped"));
                return true;
            };
            max_id = max_id.max(id.0);
            // Records from before the index kept the side to move are replayed now.
            let slot = RecordHead::decode_head(bytes)
                .map_err(|e| e.to_string())
                .and_then(
                    |head| match Summary::from_head(&lib, id, head, &mut realms)? {
                        Some(s) => Ok(Slot::Stored(Box::new(s))),
                        None => GameRecord::decode(bytes)
                            .map_err(|e| e.to_string())
                            .and_then(|r| LiveGame::from_record(&lib, id, r, record.version))
                            .map(|g| Slot::Loaded(Arc::new(Mutex::new(g)))),
                    },
                );
            let (slot, place, engine_turn, realm, votes) = match slot {
                Err(why) => {
                    warnings.push(format!("game {key:?}: skipped: {why}"));
                    return true;
                }
                Ok(Slot::Stored(s)) => {
                    let (place, turn) = (s.where_played(), s.engine_to_move());
                    let realm = s.community().map(str::to_string);
                    let votes = s.vote_rules().is_some();
                    (Slot::Stored(s), place, turn, realm, votes)
                }
                Ok(Slot::Loaded(g)) => {
                    let (place, turn, realm, votes) = {
                        let live = lock(&g);
                        (
                            live.place.clone(),
                            live.engine_to_move(),
                            live.realm.clone(),
                            live.vote_rules().is_some(),
                        )
                    };
                    (Slot::Loaded(g), place, turn, realm, votes)
                }
                Ok(Slot::Broken) => return true,
            };
            // Other processes hold the games of the communities they serve.
            if !shards.serves(realm.as_deref()) {
                return true;
            }
            if let Some(other) = games.at(&place) {
                warnings.push(format!(
                    "game {key:?}: skipped: its place {place} belongs to {other}"
                ));
                return true;
            }
            games.put(id, place, slot, votes);
            if engine_turn {
                engine_turns.insert(id);
            }
            true
        })?;
        // Ids come from the store from now on; stores written before that keep their ids.
        store.raise_ids(GAME_IDS, max_id)?;
        Ok(Core {
            lib,
            store,
            clock,
            painter,
            games: RwLock::new(games),
            warnings: Mutex::new(warnings),
            gate: SearchGate::new(EngineSettings::default().max_searches),
            engine: EngineSettings::default(),
            thinking: Mutex::new(HashSet::new()),
            limits: UsageLimits::OFF,
            buckets: Mutex::default(),
            asking: Mutex::default(),
            working: Mutex::default(),
            on_owed: Mutex::new(None),
            engine_turns: Mutex::new(engine_turns),
            serves: shards,
            dm_batch: families::dm::DEFAULT_DM_BATCH_SECS,
            dm_index: Mutex::default(),
            caught_up: std::sync::atomic::AtomicU64::new(max_id),
            challenge_secs: families::challenge::DEFAULT_CHALLENGE_SECS,
            role_pings: Mutex::default(),
            tournament_timeouts: families::tournament::DEFAULT_TIMEOUTS_TO_WITHDRAW,
            vacations: Mutex::default(),
            // None unless configured (the binary's default is 30): the core used by tests
            // has clocks that run out.
            vacation_days: 0,
            slugs: vocabulary::slug::Slugs::default(),
            changes: state::watch::Changes::default(),
            page_base: None,
            lang: crate::i18n::Lang::En,
            schedule: Mutex::default(),
            on_deadline: Mutex::new(None),
            due_polled: std::sync::atomic::AtomicU64::new(0),
            names: vocabulary::names::NameBook::default(),
            store_failed,
            puzzles: std::sync::OnceLock::new(),
        })
    }

    /// The same core with other engine settings (budgets, concurrency, inline engine moves).
    #[must_use]
    pub fn with_engine(mut self, settings: EngineSettings) -> Core {
        self.gate = SearchGate::new(settings.max_searches);
        self.engine = settings;
        self
    }

    /// The engine settings.
    pub fn engine_settings(&self) -> &EngineSettings {
        &self.engine
    }

    /// A core on a sled database in `dir`, with the system clock and PNG pictures.
    ///
    /// # Errors
    /// If the database cannot be opened or read.
    pub fn open(lib: Library, dir: &Path) -> Result<Core, StoreError> {
        let store = SledStore::open(dir)?;
        Core::new(
            lib,
            Box::new(store),
            Box::new(SystemClock),
            Box::new(PngPainter),
        )
    }

    /// A core on the store an address names (sled or PostgreSQL), with the system clock and
    /// PNG pictures.
    ///
    /// # Errors
    /// If the store cannot be opened or read.
    pub fn open_url(lib: Library, url: &hexcourier_store::StoreUrl) -> Result<Core, StoreError> {
        Core::open_url_serving(lib, url, ShardRange::ALL)
    }

    /// [`Core::open_url`] for a process serving the communities of `shards`: it reads only
    /// their games into its index ([`Core::new_serving`]).
    ///
    /// # Errors
    /// If the store cannot be opened or read.
    pub fn open_url_serving(
        lib: Library,
        url: &hexcourier_store::StoreUrl,
        shards: ShardRange,
    ) -> Result<Core, StoreError> {
        Core::new_serving(
            lib,
            hexcourier_store::open_store(url)?,
            Box::new(SystemClock),
            Box::new(PngPainter),
            shards,
        )
    }

    /// One line per stored game that could not be loaded, naming its key and why: those
    /// found at start-up, and those whose moves failed to replay when first used.
    pub fn startup_warnings(&self) -> Vec<String> {
        self.warnings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// The variants.
    pub fn library(&self) -> &Library {
        &self.lib
    }

    /// Answers one chat message typed by `caller` in `place`, where answers for the asker
    /// alone can be given (the console). Never panics; every problem becomes a reply in
    /// `place`. Chat that is not meant for the bot gets no reply.
    pub fn handle(&self, caller: &Caller, place: &Place, text: &str) -> Vec<Reply> {
        self.handle_typed(caller, place, text, true)
    }

    /// [`Core::handle`] for text typed where every answer is public (a message in a Discord
    /// thread): commands whose answer is for the asker alone (`/vote`, `/tally`, `/hint`,
    /// `/analyse`) are refused with a pointer to their private form, since the typed text and
    /// any answer would be seen by everyone.
    pub fn handle_in_public(&self, caller: &Caller, place: &Place, text: &str) -> Vec<Reply> {
        self.handle_typed(caller, place, text, false)
    }

    fn handle_typed(
        &self,
        caller: &Caller,
        place: &Place,
        text: &str,
        private_answers: bool,
    ) -> Vec<Reply> {
        let lang = self.lang_of_caller(caller);
        let result = self.typed_result(caller, place, text, private_answers);
        vocabulary::reply::finish_in(lang, place, result)
    }

    /// What typed text comes to before it is said: the replies, or the problem.
    fn typed_result(
        &self,
        caller: &Caller,
        place: &Place,
        text: &str,
        private_answers: bool,
    ) -> Result<Vec<Reply>, Problem> {
        let result = catch_unwind(AssertUnwindSafe(|| {
            let chars = text.chars().count();
            if chars > MAX_INPUT_CHARS {
                return Err(Problem::TooLong { chars });
            }
            let cmd = Command::parse(text, self.game_at(place).is_some())?;
            if let Some((typed, private_form)) = cmd
                .as_ref()
                .and_then(Command::private_form)
                .filter(|_| !private_answers)
            {
                return Err(Problem::PrivateCommand {
                    typed,
                    private_form,
                });
            }
            let Some(cmd) = cmd else {
                return Ok(Vec::new());
            };
            let name = cmd.name();
            let started = std::time::Instant::now();
            let result = self.run(place, caller, cmd);
            counted(name, &result, started);
            result
        }));
        result.unwrap_or(Err(Problem::Internal))
    }

    /// Carries out a command already parsed (a slash command's options, a button, a menu's
    /// pick) for `caller` in `place`; a problem becomes a reply, as typed text's do.
    pub fn execute(&self, caller: &Caller, place: &Place, cmd: Command) -> Vec<Reply> {
        match self.try_execute(caller, place, cmd) {
            Ok(replies) => replies,
            Err(p) => vocabulary::reply::finish_in(self.lang_of_caller(caller), place, Err(p)),
        }
    }

    /// Like [`Core::execute`], but a problem is returned as such instead of as a reply, so an
    /// adapter can show it privately (a Discord ephemeral message). Its `Display` is the
    /// sentence [`Core::execute`] would have sent; defuse mentions before showing it
    /// ([`vocabulary::words::defuse_mentions`]).
    ///
    /// # Errors
    /// The [`Problem`] that stopped the command; nothing was changed then.
    pub fn try_execute(
        &self,
        caller: &Caller,
        place: &Place,
        cmd: Command,
    ) -> Result<Vec<Reply>, Problem> {
        // Strings a transport hands over (slash command options) are bounded like typed text.
        let chars = cmd.text_chars();
        if chars > MAX_INPUT_CHARS {
            return Err(Problem::TooLong { chars });
        }
        let name = cmd.name();
        let started = std::time::Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| self.run(place, caller, cmd)));
        let result = result.unwrap_or(Err(Problem::Internal));
        counted(name, &result, started);
        result
            .inspect_err(Problem::log)
            .map(|replies| finish(place, Ok(replies)))
    }

    fn run(&self, place: &Place, caller: &Caller, cmd: Command) -> Result<Vec<Reply>, Problem> {
        let user = caller.user();
        if user.is_engine() {
            return Err(Problem::EngineCannotType);
        }
        let cost = self.cost_of(place, &cmd);
        self.buckets
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .charge(&self.limits, place, user, cost, self.now())?;
        self.permit(caller, place, cmd.key())?;
        // A vote counts the roles the transport vouches for, never roles given with it.
        let cmd = match cmd {
            Command::Vote { choice, .. } => Command::Vote {
                choice,
                roles: caller.roles.clone(),
            },
            Command::Picked {
                plies,
                pick: Pick::Vote { choice, .. },
            } => Command::Picked {
                plies,
                pick: Pick::Vote {
                    choice,
                    roles: caller.roles.clone(),
                },
            },
            cmd => cmd,
        };
        // A change that lost a race with another process is tried once more on the game as
        // the other process left it.
        let replies = match self.run_command(place, user, caller, cmd.clone()) {
            Err(Problem::Conflict) => self.run_command(place, user, caller, cmd),
            other => other,
        }
        .map_err(|p| self.only_own_places(caller, p))?;
        self.inline_engine_moves();
        Ok(replies)
    }

    /// A refusal naming the caller's games (`Moves go in a game's place: #g3, #g7`) names only
    /// those of the caller's community: a server's channel never learns where its members
    /// play elsewhere.
    fn only_own_places(&self, caller: &Caller, problem: Problem) -> Problem {
        match problem {
            Problem::NotInGame { what, places } => Problem::NotInGame {
                what,
                places: places
                    .into_iter()
                    .filter(|p| {
                        let id = self.read_games().at(p);
                        id.is_some_and(|id| caller.owns(self.realm_of(id).as_deref()))
                    })
                    .collect(),
            },
            other => other,
        }
    }

    /// Charges a lookup by `user` (autocompletion, a menu, the button under a board) to their
    /// bucket of lookups, kept apart from their commands'.
    ///
    /// # Errors
    /// [`Problem::SlowDown`] when they look up faster than the limits allow.
    pub fn charge_lookup(&self, user: &UserId) -> Result<(), Problem> {
        let now = self.now();
        self.buckets
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .charge_lookup(&self.limits, user, now)
    }

    /// What a command costs in the usage limits: its kind, and the game of its place (its
    /// length, and the engine's level when the engine answers).
    fn cost_of(&self, place: &Place, cmd: &Command) -> u32 {
        if self.limits.user_burst == 0 && self.limits.place_burst == 0 {
            return 1;
        }
        let needs_game = matches!(
            cmd,
            Command::Gif
                | Command::Review
                | Command::Move(_)
                | Command::Picked { .. }
                | Command::Draw
        );
        let work = needs_game
            .then(|| self.read_games().at(place))
            .flatten()
            .and_then(|id| self.load(id))
            .map(|g| {
                let g = lock(&g);
                vocabulary::limits::Work {
                    plies: g.game.moves().len(),
                    engine_level: g.engine_level.map(|l| l.number()),
                }
            })
            .unwrap_or_default();
        self.limits.cost_on(cmd, work)
    }

    /// With inline engine moves, lets the engine move in every game waiting on it, until none
    /// does (or each has made [`MAX_ENGINE_TURNS`] moves).
    fn inline_engine_moves(&self) {
        if !self.engine.inline {
            return;
        }
        for p in self.engine_waiting() {
            for _ in 0..MAX_ENGINE_TURNS {
                if !self.engine_move(&p) {
                    break;
                }
            }
        }
    }

    fn run_command(
        &self,
        place: &Place,
        user: &UserId,
        caller: &Caller,
        cmd: Command,
    ) -> Result<Vec<Reply>, Problem> {
        match cmd {
            Command::New(n) => self.new_game(place, user, caller, n),
            Command::Move(text) => self.play(place, user, &text, None, self.lang_of_caller(caller)),
            Command::Picked { plies, pick } => match pick {
                Pick::Move(text) => {
                    self.play(place, user, &text, Some(plies), self.lang_of_caller(caller))
                }
                Pick::Vote { choice, roles } => self.vote(
                    place,
                    user,
                    &choice,
                    &roles,
                    Some(plies),
                    self.lang_of_caller(caller),
                ),
            },
            Command::Board => self.board(place, user, self.lang_of_caller(caller)),
            Command::Moves(cell) => {
                self.moves(place, user, cell.as_deref(), self.lang_of_caller(caller))
            }
            Command::Resign => self.resign(place, user, self.lang_of_caller(caller)),
            Command::Draw => {
                let replies = self.draw(place, user, self.lang_of_caller(caller))?;
                self.engine_answers_draw(place);
                Ok(replies)
            }
            Command::DeclineDraw => self.decline_draw(place, user, self.lang_of_caller(caller)),
            Command::Takeback(consent) => {
                self.takeback(place, user, consent, self.lang_of_caller(caller))
            }
            Command::Abort => self.abort(
                place,
                user,
                caller.may_administer(),
                self.lang_of_caller(caller),
            ),
            Command::Games => {
                let listing = self.listing_for(user, &caller.roles);
                let list = self.games_of(user, caller, &listing);
                let note = self.take_player_note(user).map(|note| {
                    let en = crate::i18n::plain(crate::i18n::Lang::En, families::dm::REFUSED_NOTE);
                    if note == families::dm::REFUSED_NOTE || note == en {
                        crate::i18n::plain(self.lang_of_caller(caller), "dm-refused-note")
                    } else {
                        note
                    }
                });
                Ok(vec![text(
                    place,
                    match note {
                        Some(note) => format!("{note}\n{list}"),
                        None => list,
                    },
                )])
            }
            Command::Notify(n) => self.notify(place, user, n, self.lang_of_caller(caller)),
            Command::Accept(which) => self.accept(place, user, caller, which.as_deref()),
            Command::Decline(which) => self.decline(place, user, caller, which.as_deref()),
            Command::Challenges(on) => {
                self.set_challenges(place, user, on, self.lang_of_caller(caller))
            }
            Command::Tournament(t) => self.tournament(place, user, caller, t),
            Command::Vacation(v) => self.vacation(place, user, caller, v),
            Command::Premove(c) => self.premove(place, user, c, self.lang_of_caller(caller)),
            Command::MoreTime(secs) => {
                self.more_time(place, user, secs, self.lang_of_caller(caller))
            }
            Command::Variants => Ok(vec![text(
                place,
                self.variants_text(self.lang_of_caller(caller)),
            )]),
            Command::Export => self.export(place, user, self.lang_of_caller(caller)),
            Command::Gif => self.replay_gif(place, user, self.lang_of_caller(caller)),
            Command::Leaderboard(v) => self.leaderboard(place, caller, v.as_deref()),
            Command::Profile(who) => self.profile(place, user, caller, who.as_deref()),
            Command::Rules(v) => self.rules(place, v.as_deref(), self.lang_of_caller(caller)),
            Command::Piece { variant, piece } => self.piece(
                place,
                variant.as_deref(),
                piece.as_deref(),
                (
                    self.lang_of_caller(caller),
                    self.notation_of(user, caller.realm()),
                ),
            ),
            Command::Hint => self.hint(place, user, self.lang_of_caller(caller)),
            Command::Analyse => self.analyse(place, user, self.lang_of_caller(caller)),
            Command::Review => self.review(place, user, self.lang_of_caller(caller)),
            Command::Vote { choice, roles } => self.vote(
                place,
                user,
                &choice,
                &roles,
                None,
                self.lang_of_caller(caller),
            ),
            Command::Tally => self.tally(place, user, &caller.roles, self.lang_of_caller(caller)),
            Command::Web(c) => self.web_command(place, caller, c),
            Command::Language(l) => self.language_command(place, caller, l),
            Command::Notation(n) => self.notation_command(place, caller, n),
            Command::ServerZone(name) => self.server_zone_command(place, caller, &name),
            Command::Puzzle(p) => self.puzzle_command(place, caller, p),
            Command::Help => Ok(vec![text(
                place,
                help_text_in(self.lang_of_caller(caller), &self.example_variant()),
            )]),
        }
    }

    // ----- lookups -----

    fn variant(&self, id: &str) -> Result<&Arc<Variant>, Problem> {
        let id = id.to_lowercase();
        match self.lib.get(&id) {
            Some(v) if v.metadata.playable => Ok(v),
            _ => Err(Problem::UnknownVariant {
                suggestions: self
                    .lib
                    .suggest(&id)
                    .into_iter()
                    .filter(|s| *s != id && self.lib.get(s).is_some_and(|v| v.metadata.playable))
                    .collect(),
                given: id,
            }),
        }
    }

    /// A variant id for examples: Glinski's game when loaded, else the first playable one.
    fn example_variant(&self) -> String {
        let playable = |id: &str| self.lib.get(id).is_some_and(|v| v.metadata.playable);
        if playable("glinski") {
            return "glinski".into();
        }
        self.lib
            .variants()
            .find(|v| v.metadata.playable)
            .map_or_else(|| "glinski".into(), |v| v.id.clone())
    }

    fn now(&self) -> u64 {
        self.clock.now()
    }

    /// The same core serving only the games of the communities `shards` carries (their
    /// announcements, move clocks, vote windows and engine turns); commands are answered for
    /// every game, as any process may receive them.
    #[must_use]
    pub fn serving(mut self, shards: ShardRange) -> Core {
        self.serves = shards;
        // Games of communities served elsewhere leave the index (a core made with
        // [`Core::new_serving`] never read them).
        if shards != ShardRange::ALL {
            let games = self.games.get_mut().unwrap_or_else(PoisonError::into_inner);
            let mut gone = Vec::new();
            games.by_id.retain(|id, slot| {
                let realm = match slot {
                    Slot::Stored(s) => s.community().map(str::to_string),
                    Slot::Loaded(g) => lock(g).realm.clone(),
                    Slot::Broken => return true,
                };
                let kept = shards.serves(realm.as_deref());
                if !kept {
                    gone.push(*id);
                }
                kept
            });
            games.elsewhere.retain(|_, id| !gone.contains(id));
            games.voting.retain(|id| !gone.contains(id));
            let turns = self
                .engine_turns
                .get_mut()
                .unwrap_or_else(PoisonError::into_inner);
            for id in gone {
                turns.remove(&id);
            }
        }
        self
    }

    /// Whether this process serves the games of a community.
    pub fn serves(&self, realm: Option<&str>) -> bool {
        self.serves.serves(realm)
    }

    /// The same core with other usage limits.
    #[must_use]
    pub fn with_limits(mut self, limits: UsageLimits) -> Core {
        self.limits = limits;
        self
    }

    /// The usage limits.
    pub fn limits(&self) -> &UsageLimits {
        &self.limits
    }

    /// The same core with `days` of vacation a year for each player (unless their server
    /// sets its own).
    #[must_use]
    pub fn with_vacation_days(mut self, days: u32) -> Core {
        self.vacation_days = days;
        self
    }

    /// The same core withdrawing tournament players after `n` losses on time (0: never).
    #[must_use]
    pub fn with_tournament_timeouts(mut self, n: u32) -> Core {
        self.tournament_timeouts = n;
        self
    }

    /// The language a caller reads: theirs, else the core's (the console's `--lang`).
    pub(crate) fn lang_of_caller(&self, caller: &Caller) -> crate::i18n::Lang {
        if caller.lang() == crate::i18n::Lang::En {
            self.lang
        } else {
            caller.lang()
        }
    }

    /// The same core saying refusals to text it handles ([`Core::handle`]) in `lang` (the
    /// console's `--lang`).
    #[must_use]
    pub fn with_lang(mut self, lang: crate::i18n::Lang) -> Core {
        self.lang = lang;
        self
    }

    /// The language refusals are said in for text handled by [`Core::handle`].
    pub fn lang(&self) -> crate::i18n::Lang {
        self.lang
    }

    /// The same core linking its games' web pages under `base` (`web.public_url`, e.g.
    /// `https://hex.example.org`): a new game's first message names its page.
    #[must_use]
    pub fn with_page_base(mut self, base: Option<String>) -> Core {
        self.page_base = base
            .map(|b| b.trim().trim_end_matches('/').to_string())
            .filter(|b| !b.is_empty());
        self
    }

    /// The public address of the web pages, if set ([`Core::with_page_base`]).
    pub fn page_base(&self) -> Option<&str> {
        self.page_base.as_deref()
    }

    /// The searches running now and those waiting for a place.
    pub fn searches(&self) -> (usize, usize) {
        (self.gate.active(), self.gate.waiting())
    }

    /// The same core with challenges lapsing after `secs` seconds unanswered.
    #[must_use]
    pub fn with_challenge_expiry(mut self, secs: u64) -> Core {
        self.challenge_secs = secs.max(1);
        self
    }
}

/// Counts a command carried out, by name and outcome, and its time.
fn counted(name: &'static str, result: &Result<Vec<Reply>, Problem>, started: std::time::Instant) {
    let outcome = match result {
        Ok(_) => "ok",
        Err(Problem::Internal | Problem::Storage(_) | Problem::Unloadable(_)) => "error",
        Err(_) => "refused",
    };
    crate::metrics::count(
        "hexcourier_commands_total",
        vec![("command", name.into()), ("outcome", outcome.into())],
    );
    crate::metrics::time(
        "hexcourier_command_seconds",
        vec![("command", name.into())],
        started.elapsed(),
    );
}
