//! The transport-neutral core: `(place, user, text) -> replies`.
//!
//! The Discord adapter and the console both call [`Core::handle`] (or [`Core::execute`] with
//! an already typed [`Command`]) and deliver the [`Reply`]s. The core keeps every game in
//! memory behind its own lock, saves each change to the [`Store`] before answering, and
//! rebuilds all games from the store when it starts.
//!
//! The engine answers `/hint` and `/analyse` and plays for `@engine` seats ([`EngineSettings`]):
//! inline, its moves follow the command that made them due in the same replies (console,
//! tests); otherwise the adapter calls [`Core::engine_turn`] for the places
//! [`Core::engine_pending`] names, off its async runtime. At most
//! [`EngineSettings::max_searches`] searches run at once; the others queue.
//!
//! ```
//! use hexcourier::core::{Core, FakeClock, FakePainter, Place, UserId};
//! use hexcourier::store::MemoryStore;
//! let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let core = Core::new(lib, Box::new(MemoryStore::new()), Box::new(FakeClock::at(0)), Box::new(FakePainter::default()))?;
//! let replies = core.handle(&Place::lobby(), &UserId::new("alice"), "/new glinski @bob");
//! assert_eq!(replies[1].text(), Some("New game #g1: Glinski's Hexagonal Chess, @alice (White) vs @bob (Black)."));
//! let replies = core.handle(&Place::new("#g1"), &UserId::new("alice"), "Qe1-c3");
//! assert_eq!(replies[0].text(), Some("1. Qe1-c3"));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

mod clock;
mod command;
mod consent;
mod engine;
mod index;
mod limits;
mod live;
mod paint;
mod pick;
mod problem;
mod review;
mod thinking;
mod timer;
mod types;
mod vote;
pub mod words;

#[cfg(test)]
mod tests;

pub use clock::{Clock, FakeClock, SystemClock};
pub use command::{
    help_text, parse_hint_rule, parse_min_votes, parse_voters, parse_window, Command, Consent,
    NewGame, Pick, COMMAND_NAMES, NEW_USAGE, VOTE_USAGE,
};
pub use consent::Question;
pub use engine::{line_text, verdict, EngineSettings, GatePass, SearchGate, DEFAULT_LEVEL};
pub use limits::UsageLimits;
pub use paint::{FakePainter, PaintError, Painter, PngPainter};
pub use pick::{PickFor, PickMove, Picker};
pub use problem::Problem;
pub use types::{Caller, GameId, Place, Reply, UserId, ENGINE_USER};
pub use vote::{DEFAULT_WINDOW_SECS, TIE_BREAK_NODES};

use crate::picture::View;
use crate::store::{
    GameRecord, HintRule, MoveClock, RecordHead, SledStore, Store, StoreError, VoteRules,
};
use hexcourier_engine::search::Level;
use hexcourier_engine::{
    Cell, EndReason, Game, Library, Move, Outcome, Piece, Player, Position, Variant,
};
use index::{Facts, Summary};
use live::LiveGame;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, RwLock};
use thinking::hint_rule_text;
use words::{game_move_list, numbered, result_words, seat_name, sentence};

/// The longest message the core reads, in characters; longer ones are refused.
pub const MAX_INPUT_CHARS: usize = 2000;

/// The longest title of a new place (Discord's limit for thread names).
pub const MAX_TITLE_CHARS: usize = 100;

/// How many finished games `/games` lists (the latest ones).
const MAX_FINISHED_LISTED: usize = 10;

/// Most engine moves in a row made for one message: more than any table has engine seats, and
/// a bound should a move keep failing to save.
pub const MAX_ENGINE_TURNS: usize = 8;

type Shared = Arc<Mutex<LiveGame>>;

/// A game as the core holds it: summarised from its record until first used, then loaded.
#[derive(Debug)]
enum Slot {
    /// Not replayed yet; the summary is exact, since only loaded games change.
    Stored(Box<Summary>),
    /// Replayed, in memory.
    Loaded(Shared),
    /// Its record failed to replay when first used (the reason is in the warnings).
    Broken,
}

#[derive(Debug, Default)]
struct Games {
    by_id: BTreeMap<GameId, Slot>,
    by_place: HashMap<Place, GameId>,
}

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
    next_id: AtomicU64,
    warnings: Mutex<Vec<String>>,
    engine: EngineSettings,
    gate: SearchGate,
    /// Games whose engine move is being searched (one search per game at a time).
    thinking: Mutex<HashSet<GameId>>,
    limits: UsageLimits,
    buckets: Mutex<limits::Buckets>,
    /// Users whose hint or analysis is being searched (one each at a time).
    asking: limits::Asking,
}

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

/// What a change to a game leaves to report, captured under the game's lock.
struct Snapshot {
    id: GameId,
    place: Place,
    variant: Arc<Variant>,
    position: Position,
    last: Option<(Move, String)>,
    plies: usize,
    outcome: Option<Outcome>,
    to_move: UserId,
    turn: Player,
    /// The user in each seat.
    players: Vec<UserId>,
    /// The announcement of the vote window open for the side to move.
    window_line: Option<String>,
    /// The role that votes in that window, to notify (transport role id).
    window_role: Option<String>,
}

fn lock(g: &Shared) -> MutexGuard<'_, LiveGame> {
    // Changes are made on copies and committed whole, so a poisoned game is still consistent.
    g.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Core {
    /// Builds a core and reads every game record from the store into its index; a game's
    /// moves are replayed when it is first used (records written before the index existed
    /// are replayed at once). Records that cannot be used are skipped and listed in
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
        let mut games = Games::default();
        let mut warnings = Vec::new();
        let mut max_id = 0;
        store.scan_games(&mut |key, bytes| {
            let Some(id) = GameId::parse(key) else {
                warnings.push(format!("store key {key:?} is not a game id; skipped"));
                return;
            };
            max_id = max_id.max(id.0);
            // Records from before the index kept the side to move are replayed now.
            let slot = RecordHead::decode_head(bytes)
                .map_err(|e| e.to_string())
                .and_then(|head| match Summary::from_head(&lib, id, head)? {
                    Some(s) => Ok(Slot::Stored(Box::new(s))),
                    None => GameRecord::decode(bytes)
                        .map_err(|e| e.to_string())
                        .and_then(|r| LiveGame::from_record(&lib, id, r))
                        .map(|g| Slot::Loaded(Arc::new(Mutex::new(g)))),
                });
            let (slot, place) = match slot {
                Err(why) => return warnings.push(format!("game {key:?}: skipped: {why}")),
                Ok(Slot::Stored(s)) => {
                    let place = s.where_played().clone();
                    (Slot::Stored(s), place)
                }
                Ok(Slot::Loaded(g)) => {
                    let place = lock(&g).place.clone();
                    (Slot::Loaded(g), place)
                }
                Ok(Slot::Broken) => return,
            };
            if let Some(other) = games.by_place.get(&place) {
                return warnings.push(format!(
                    "game {key:?}: skipped: its place {place} belongs to {other}"
                ));
            }
            games.by_place.insert(place, id);
            games.by_id.insert(id, slot);
        })?;
        Ok(Core {
            lib,
            store,
            clock,
            painter,
            games: RwLock::new(games),
            next_id: AtomicU64::new(max_id + 1),
            warnings: Mutex::new(warnings),
            gate: SearchGate::new(EngineSettings::default().max_searches),
            engine: EngineSettings::default(),
            thinking: Mutex::new(HashSet::new()),
            limits: UsageLimits::OFF,
            buckets: Mutex::default(),
            asking: Mutex::default(),
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

    /// How many games the core knows (running and finished, replayed or not yet).
    pub fn game_count(&self) -> usize {
        self.read_games().by_id.len()
    }

    /// Answers one chat message typed by `user` in `place`. Never panics; every problem
    /// becomes a reply in `place`. Chat that is not meant for the bot gets no reply.
    pub fn handle(&self, place: &Place, user: &UserId, text: &str) -> Vec<Reply> {
        self.handle_with_roles(place, user, &[], text)
    }

    /// [`Core::handle`] for a user with these role ids: a `/vote` for a side given as a role
    /// counts when the role is among them.
    pub fn handle_with_roles(
        &self,
        place: &Place,
        user: &UserId,
        roles: &[String],
        text: &str,
    ) -> Vec<Reply> {
        let result = catch_unwind(AssertUnwindSafe(|| {
            let chars = text.chars().count();
            if chars > MAX_INPUT_CHARS {
                return Err(Problem::TooLong { chars });
            }
            match Command::parse(text, self.game_at(place).is_some())? {
                None => Ok(Vec::new()),
                Some(Command::Vote { choice, .. }) => self.run(
                    place,
                    user,
                    Caller::default(),
                    Command::Vote {
                        choice,
                        roles: roles.to_vec(),
                    },
                ),
                Some(cmd) => self.run(place, user, Caller::default(), cmd),
            }
        }));
        finish(place, result.unwrap_or(Err(Problem::Internal)))
    }

    /// Carries out a typed command (what [`Core::handle`] does after parsing); for adapters
    /// with typed options such as slash commands.
    pub fn execute(&self, place: &Place, user: &UserId, cmd: Command) -> Vec<Reply> {
        match self.try_execute(place, user, cmd) {
            Ok(replies) => replies,
            Err(p) => finish(place, Err(p)),
        }
    }

    /// Like [`Core::execute`], but a problem is returned as such instead of as a reply, so an
    /// adapter can show it privately (a Discord ephemeral message). Its `Display` is the
    /// sentence [`Core::execute`] would have sent; defuse mentions before showing it
    /// ([`words::defuse_mentions`]).
    ///
    /// # Errors
    /// The [`Problem`] that stopped the command; nothing was changed then.
    pub fn try_execute(
        &self,
        place: &Place,
        user: &UserId,
        cmd: Command,
    ) -> Result<Vec<Reply>, Problem> {
        self.try_execute_as(place, user, Caller::default(), cmd)
    }

    /// [`Core::try_execute`] for a caller whose rights the transport vouches for (a server
    /// admin may `/abort` any game).
    ///
    /// # Errors
    /// The [`Problem`] that stopped the command; nothing was changed then.
    pub fn try_execute_as(
        &self,
        place: &Place,
        user: &UserId,
        caller: Caller,
        cmd: Command,
    ) -> Result<Vec<Reply>, Problem> {
        let result = catch_unwind(AssertUnwindSafe(|| self.run(place, user, caller, cmd)));
        result
            .unwrap_or(Err(Problem::Internal))
            .map(|replies| finish(place, Ok(replies)))
    }

    /// Whether `place` holds a game that has ended (adapters archive its thread).
    pub fn game_over(&self, place: &Place) -> bool {
        self.game_at(place)
            .is_some_and(|shared| !lock(&shared).running())
    }

    /// The legal moves in the game of `place`, sorted by text, for move pickers and
    /// autocompletion; empty when the place has no running game.
    pub fn move_choices(&self, place: &Place) -> Vec<MoveChoice> {
        let Some(shared) = self.game_at(place) else {
            return Vec::new();
        };
        let (v, pos) = {
            let g = lock(&shared);
            if !g.running() {
                return Vec::new();
            }
            (g.variant.clone(), g.game.position().clone())
        };
        let mut out: Vec<MoveChoice> = pos
            .legal_moves(&v)
            .into_iter()
            .map(|m| MoveChoice {
                text: hexcourier_engine::notation::move_to_text(&v, &pos, m),
                from: m.from().map(|c| v.board.name(c).to_string()),
            })
            .collect();
        out.sort_by(|a, b| a.text.cmp(&b.text));
        out
    }

    /// Records, durably, where `place` is shown on a transport: e.g. the Discord thread id of
    /// `#g1`. A later call for the same transport and place replaces the address.
    ///
    /// # Errors
    /// If the store cannot write it.
    pub fn set_link(
        &self,
        transport: &str,
        place: &Place,
        address: &str,
    ) -> Result<(), StoreError> {
        self.store
            .put_link(&link_key(transport, place), address.as_bytes())
    }

    /// Every place linked on a transport, with its address ([`Core::set_link`]).
    ///
    /// # Errors
    /// If the store cannot be read.
    pub fn links(&self, transport: &str) -> Result<Vec<(Place, String)>, StoreError> {
        let prefix = link_key(transport, &Place::new(""));
        Ok(self
            .store
            .links()?
            .into_iter()
            .filter_map(|(k, v)| {
                let place = k.strip_prefix(&prefix)?;
                Some((Place::new(place), String::from_utf8_lossy(&v).into_owned()))
            })
            .collect())
    }

    fn run(
        &self,
        place: &Place,
        user: &UserId,
        caller: Caller,
        cmd: Command,
    ) -> Result<Vec<Reply>, Problem> {
        if user.is_engine() {
            return Err(Problem::EngineCannotType);
        }
        self.charge(place, user, &cmd)?;
        let mut replies = self.run_command(place, user, caller.admin, cmd)?;
        self.inline_engine_moves(&mut replies);
        Ok(replies)
    }

    /// With inline engine moves, lets the engine move in the games `replies` left waiting on
    /// it, adding its replies.
    fn inline_engine_moves(&self, replies: &mut Vec<Reply>) {
        if !self.engine.inline {
            return;
        }
        let mut due = self.engine_pending(replies);
        while let Some(p) = due.pop() {
            for _ in 0..MAX_ENGINE_TURNS {
                let Some(more) = self.engine_move(&p) else {
                    break;
                };
                replies.extend(more);
            }
        }
    }

    fn run_command(
        &self,
        place: &Place,
        user: &UserId,
        admin: bool,
        cmd: Command,
    ) -> Result<Vec<Reply>, Problem> {
        match cmd {
            Command::New(n) => self.new_game(place, user, n),
            Command::Move(text) => self.play(place, user, &text, None),
            Command::Picked { plies, pick } => match pick {
                Pick::Move(text) => self.play(place, user, &text, Some(plies)),
                Pick::Vote { choice, roles } => {
                    self.vote(place, user, &choice, &roles, Some(plies))
                }
            },
            Command::Board => self.board(place, user),
            Command::Moves(cell) => self.moves(place, user, cell.as_deref()),
            Command::Resign => self.resign(place, user),
            Command::Draw => {
                let mut replies = self.draw(place, user)?;
                replies.extend(self.engine_answers_draw(place));
                Ok(replies)
            }
            Command::DeclineDraw => self.decline_draw(place, user),
            Command::Takeback(consent) => self.takeback(place, user, consent),
            Command::Abort => self.abort(place, user, admin),
            Command::Games => Ok(vec![text(place, self.games_of(user))]),
            Command::Variants => Ok(vec![text(place, self.variants_text())]),
            Command::Rules(v) => self.rules(place, v.as_deref()),
            Command::Piece { variant, piece } => {
                self.piece(place, variant.as_deref(), piece.as_deref())
            }
            Command::Hint => self.hint(place, user),
            Command::Analyse => self.analyse(place, user),
            Command::Review => self.review(place, user),
            Command::Vote { choice, roles } => self.vote(place, user, &choice, &roles, None),
            Command::Tally => self.tally(place, user),
            Command::Help => Ok(vec![text(place, help_text(&self.example_variant()))]),
        }
    }

    // ----- lookups -----

    fn read_games(&self) -> std::sync::RwLockReadGuard<'_, Games> {
        self.games.read().unwrap_or_else(PoisonError::into_inner)
    }

    fn game_at(&self, place: &Place) -> Option<Shared> {
        let id = *self.read_games().by_place.get(place)?;
        self.load(id)
    }

    /// The game `id`, replayed from its record if this is its first use. A record that no
    /// longer replays is reported in the warnings and its game left out from then on.
    fn load(&self, id: GameId) -> Option<Shared> {
        match self.read_games().by_id.get(&id)? {
            Slot::Loaded(g) => return Some(g.clone()),
            Slot::Broken => return None,
            Slot::Stored(_) => {}
        }
        // Replayed outside the lock; should two threads load one game at once, the first to
        // finish wins and the other's copy (made from the same record) is dropped.
        let bytes = match self.store.game(&id.key()) {
            Ok(b) => b,
            Err(e) => {
                // A failing read may pass; the game is tried again on its next use.
                tracing::warn!(game = %id, "could not read the game's record: {e}");
                return None;
            }
        };
        let loaded = bytes
            .ok_or_else(|| "its record is gone from the store".to_string())
            .and_then(|b| GameRecord::decode(&b).map_err(|e| e.to_string()))
            .and_then(|r| LiveGame::from_record(&self.lib, id, r));
        let mut games = self.games.write().unwrap_or_else(PoisonError::into_inner);
        let slot = games.by_id.get_mut(&id)?;
        match (&*slot, loaded) {
            (Slot::Loaded(g), _) => Some(g.clone()),
            (Slot::Broken, _) => None,
            (Slot::Stored(_), Ok(g)) => {
                let g = Arc::new(Mutex::new(g));
                *slot = Slot::Loaded(g.clone());
                Some(g)
            }
            (Slot::Stored(_), Err(why)) => {
                *slot = Slot::Broken;
                drop(games);
                let line = format!("game \"{}\": skipped: {why}", id.key());
                tracing::warn!("{line}");
                self.warnings
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .push(line);
                None
            }
        }
    }

    /// Asks `pick` about every game (stored or loaded) and returns its answers, in game id
    /// order. Loaded games are asked after the index lock is released, one game lock at a
    /// time.
    fn select<T>(&self, mut pick: impl FnMut(&dyn Facts) -> Option<T>) -> Vec<T> {
        let mut out: Vec<(GameId, T)> = Vec::new();
        let mut loaded: Vec<(GameId, Shared)> = Vec::new();
        for (id, slot) in &self.read_games().by_id {
            match slot {
                Slot::Stored(s) => out.extend(pick(s.as_ref()).map(|t| (*id, t))),
                Slot::Loaded(g) => loaded.push((*id, g.clone())),
                Slot::Broken => {}
            }
        }
        for (id, g) in loaded {
            out.extend(pick(&*lock(&g)).map(|t| (id, t)));
        }
        out.sort_by_key(|(id, _)| *id);
        out.into_iter().map(|(_, t)| t).collect()
    }

    /// The game of a place, or a problem naming the user's games.
    fn need_game(
        &self,
        place: &Place,
        user: &UserId,
        what: &'static str,
    ) -> Result<Shared, Problem> {
        let id = self.read_games().by_place.get(place).copied();
        match id {
            None => Err(Problem::NotInGame {
                what,
                places: self.running_places(user),
            }),
            Some(id) => self.load(id).ok_or(Problem::Unloadable(id)),
        }
    }

    /// Places of the user's running games (voting teams included), those waiting on them
    /// first.
    fn running_places(&self, user: &UserId) -> Vec<Place> {
        let mut mine: Vec<(bool, GameId, Place)> = self.select(|g| {
            (g.side_of(user).is_some() && g.running())
                .then(|| (!g.waits_on(user), g.game_id(), g.where_played().clone()))
        });
        mine.sort();
        mine.into_iter().map(|(_, _, p)| p).collect()
    }

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

    fn save(&self, g: &LiveGame) -> Result<(), Problem> {
        self.store
            .put_game(&g.id.key(), &g.record().encode())
            .map_err(|e| Problem::Storage(e.to_string()))
    }

    /// Applies `change` to a copy of the game, saves the copy, and only then commits it.
    fn change<T>(
        &self,
        shared: &Shared,
        change: impl FnOnce(&mut LiveGame) -> Result<T, Problem>,
    ) -> Result<(T, Snapshot), Problem> {
        let mut guard = lock(shared);
        let mut next = guard.clone();
        let out = change(&mut next)?;
        next.updated = self.now();
        let now = next.updated;
        vote::sync_window(&mut next, now);
        if next.game.moves().len() != guard.game.moves().len() {
            // A move starts the next player's turn on the clock.
            if let Some(c) = &mut next.move_clock {
                c.turn_started = next.updated;
                c.reminders = 0;
            }
        }
        self.save(&next)?;
        *guard = next;
        Ok((out, snapshot(&guard)))
    }

    // ----- commands -----

    fn new_game(&self, place: &Place, user: &UserId, n: NewGame) -> Result<Vec<Reply>, Problem> {
        if self.read_games().by_place.contains_key(place) {
            return Err(Problem::NewInGame);
        }
        let v = self.variant(&n.variant)?.clone();
        if let (Some(reason), None) = (&v.setup_required, &n.setup) {
            return Err(Problem::SetupRequired {
                variant: v.name.clone(),
                id: v.id.clone(),
                reason: reason.clone(),
                opponents: if n.opponents.len() + 1 == v.player_count() {
                    n.opponents
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                } else {
                    problem::example_opponents(v.player_count().saturating_sub(1))
                },
            });
        }
        let with_engine = n.opponents.iter().any(UserId::is_engine);
        let engine_level = match (with_engine, n.level) {
            (false, Some(_)) => return Err(Problem::LevelWithoutEngine),
            (false, None) => None,
            (true, l) => Some(
                Level::new(l.unwrap_or(DEFAULT_LEVEL)).ok_or(Problem::BadLevel {
                    given: l.unwrap_or_default().to_string(),
                })?,
            ),
        };
        let mut hints = n.hints.unwrap_or(if with_engine {
            HintRule::UNLIMITED
        } else {
            HintRule::OFF
        });
        hints.spectators = n.spectator_hints.unwrap_or(false);
        if !n.vote && n.opponents.len() + 1 != v.player_count() {
            return Err(Problem::PlayerCount {
                variant: v.name.clone(),
                players: v.player_count(),
                named: n.opponents.len(),
            });
        }
        if n.opponents.contains(user) {
            return Err(Problem::SelfChallenge);
        }
        if let Some(d) = (1..n.opponents.len())
            .find(|&i| !n.opponents[i].is_engine() && n.opponents[..i].contains(&n.opponents[i]))
        {
            return Err(Problem::DuplicatePlayer(n.opponents[d].clone()));
        }
        if n.vote && n.days.is_some() {
            return Err(Problem::ClockWithVote);
        }
        let side = match &n.side {
            None => None,
            Some(s) => Some(seat_by_name(&v, s)?),
        };
        let start = match &n.setup {
            None => Position::start(&v).map_err(|e| Problem::BrokenVariant(e.to_string()))?,
            Some(t) => Position::from_text(&v, t).map_err(|e| Problem::BadSetup {
                variant: v.name.clone(),
                error: e.to_string(),
            })?,
        };
        let start_text = start.to_text(&v);
        let mut game = Game::from_position(&v, start);
        if let Some(o) = game.outcome().filter(|_| n.setup.is_some()) {
            return Err(Problem::SetupEnds {
                result: result_words(&v, o),
            });
        }
        if let Some(list) = &n.from {
            for (i, m) in from_list_moves(list).iter().enumerate() {
                game.follow_text(&v, m).map_err(|e| Problem::BadFromList {
                    index: i + 1,
                    error: e.to_string(),
                })?;
            }
            if let Some(o) = game.outcome() {
                return Err(Problem::FromListEnds {
                    result: result_words(&v, o),
                });
            }
        }
        let mine = side.unwrap_or_else(|| game.position().turn());
        let vote_rules = if n.vote {
            Some(vote_sides(&v, &n, mine)?)
        } else {
            None
        };
        let mut others = n.opponents.into_iter();
        let players: Vec<UserId> = (0..v.player_count())
            .map(|i| match &vote_rules {
                Some(r) if r.sides[i].is_some() => UserId::voters(i as u8),
                Some(_) => others.next().unwrap_or_else(|| user.clone()),
                None if i == mine.index() => user.clone(),
                None => others.next().unwrap_or_else(|| user.clone()),
            })
            .collect();
        self.check_game_cap(&players)?;
        let id = GameId(self.next_id.fetch_add(1, Ordering::SeqCst));
        let now = self.now();
        let start_plies = game.moves().len();
        let mut live = LiveGame {
            id,
            variant: v.clone(),
            players,
            place: id.place(),
            start: start_text,
            game,
            draw_offer: Vec::new(),
            created: now,
            updated: now,
            engine_level,
            hints,
            hints_used: BTreeMap::new(),
            move_clock: n.days.map(|days| MoveClock {
                days,
                turn_started: now,
                reminders: 0,
            }),
            vote: vote_rules,
            window: None,
            takeback: None,
            start_plies,
            aborted_by: None,
        };
        vote::sync_window(&mut live, now);
        self.save(&live)?;
        let snap = snapshot(&live);
        let players_line = live.players_line();
        let played = live.game.move_texts();
        let setup_line = n
            .setup
            .is_some()
            .then(|| format!("\nStarted from the set-up position {}", live.start));
        let from_line = (!played.is_empty()).then(|| {
            format!(
                "\nStarted after {}: {}",
                words::count(played.len(), "move"),
                game_move_list(&v, &live.game)
            )
        });
        let rules_line = vote::rules_line(&live);
        let title = format!(
            "{id}: {}, {}",
            v.name,
            live.players
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" vs ")
        );
        {
            let mut g = self.games.write().unwrap_or_else(PoisonError::into_inner);
            g.by_place.insert(live.place.clone(), id);
            g.by_id.insert(id, Slot::Loaded(Arc::new(Mutex::new(live))));
        }
        let gp = id.place();
        let mut replies = vec![
            Reply::OpenPlace { place: gp.clone(), title, parent: place.clone() },
            text(place, format!("New game {gp}: {}, {players_line}.", v.name)),
            text(
                &gp,
                format!(
                    "{}: {players_line}.{}{}{}{}{}{}\n{} {}; /moves lists the legal ones, /help the commands.",
                    v.name,
                    rules_line.as_ref().map_or_else(String::new, |l| format!("\n{l}")),
                    setup_line.unwrap_or_default(),
                    from_line.unwrap_or_default(),
                    engine_level.map_or_else(String::new, |l| format!(
                        "\n@engine plays at level {}: {}.",
                        l.number(),
                        l.description()
                    )),
                    if hints.allowed || with_engine {
                        format!("\n{}", hint_rule_text(&hints))
                    } else {
                        String::new()
                    },
                    n.days.map_or_else(String::new, |d| format!(
                        "\nClock: {} per move; reminders at half time and {} before the end, then the game is lost on time.",
                        words::count(usize::from(d), "day"),
                        timer::duration_words(live_notice(d))
                    )),
                    if rules_line.is_some() { "Vote here with /vote <move>, like /vote" } else { "Type moves here, like" },
                    example_move(&v, &snap.position)
                ),
            ),
        ];
        replies.extend(self.position_replies(&snap));
        Ok(replies)
    }

    /// Plays `move_text` for `user`; with `at`, only if exactly that many moves are played.
    fn play(
        &self,
        place: &Place,
        user: &UserId,
        move_text: &str,
        at: Option<usize>,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "Moves go")?;
        if let Some(late) = self.out_of_time(
            &shared,
            "Too late: the move clock ran out before this move, so it is not played.",
        ) {
            return Ok(late);
        }
        let ((line, declined, lapsed), snap) = self.change(&shared, |g| {
            let v = g.variant.clone();
            if let Some(p) = g.ended() {
                return Err(p);
            }
            picked_at(g, at)?;
            let turn = g.turn();
            if g.voters(turn).is_some() {
                return Err(Problem::DecidedByVote {
                    side: seat_name(&v, turn).to_string(),
                });
            }
            let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
            if seat != turn {
                return Err(Problem::NotYourTurn {
                    user: g.user(turn).clone(),
                });
            }
            let fullmove = g.game.position().fullmove();
            let out_before = g.game.eliminated().len();
            let (_, canonical) = g.game.play_text(&v, move_text).map_err(|e| match e {
                hexcourier_engine::PlayError::Move(m) => Problem::BadMove(m),
                hexcourier_engine::PlayError::GameOver => Problem::GameOver {
                    result: "no more moves".into(),
                },
            })?;
            let declined = !g.draw_offer.is_empty() && !g.draw_offer.contains(&seat.0);
            if declined {
                g.draw_offer.clear();
            }
            let lapsed = g.takeback.take().is_some();
            let mut line = numbered(fullmove, seat, &canonical);
            for &p in &g.game.eliminated()[out_before.min(g.game.eliminated().len())..] {
                line.push_str(&format!(
                    "\n{} ({}) is eliminated.",
                    seat_name(&v, p),
                    g.user(p)
                ));
            }
            Ok((line, declined, lapsed))
        })?;
        let mut line = line;
        if declined {
            line.push_str(&format!("\n{user} declines the draw offer by moving."));
        }
        if lapsed {
            line.push_str("\nThe takeback request is cancelled by this move.");
        }
        let mut replies = vec![text(&snap.place, line)];
        replies.extend(self.position_replies(&snap));
        Ok(replies)
    }

    fn board(&self, place: &Place, user: &UserId) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/board works")?;
        let (status, snap, viewer) = {
            let g = lock(&shared);
            let v = &g.variant;
            let moves = if g.game.move_texts().is_empty() {
                "No moves yet.".to_string()
            } else {
                format!("Moves: {}", game_move_list(v, &g.game))
            };
            let mut lines = vec![format!("{} {}: {}", g.place, v.name, g.players_line())];
            let standard = Position::start(v).is_ok_and(|p| p.to_text(v) == g.start);
            if !standard {
                lines.push(format!("Set-up start: {}", g.start));
            }
            lines.push(moves);
            if !g.draw_offer.is_empty() {
                let by: Vec<String> = g
                    .draw_offer
                    .iter()
                    .map(|&s| g.user(Player(s)).to_string())
                    .collect();
                lines.push(format!("Draw offered by {}.", by.join(", ")));
            }
            let snap = snapshot(&g);
            lines.push(status_line(&snap));
            if let Some(w) = g.window.as_ref().filter(|_| g.running()) {
                lines.push(format!(
                    "Vote open until {}: {} so far (/tally, /vote <move>).",
                    vote::utc(w.closes),
                    words::count(w.ballots.len(), "vote")
                ));
            }
            if let Some(c) = g.move_clock.filter(|_| g.running()) {
                lines.push(format!(
                    "Clock: {} per move; {} left for this move.",
                    words::count(usize::from(c.days), "day"),
                    timer::duration_words(timer::left(&c, self.now()))
                ));
            }
            (lines.join("\n"), snap, g.seat_of(user))
        };
        let mut replies = vec![text(place, status)];
        replies.push(self.image(&snap, viewer.unwrap_or(snap.turn)));
        Ok(replies)
    }

    fn moves(
        &self,
        place: &Place,
        user: &UserId,
        cell: Option<&str>,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/moves works")?;
        let (v, pos, ended) = {
            let g = lock(&shared);
            (g.variant.clone(), g.game.position().clone(), g.ended())
        };
        if let Some(p) = ended {
            return Err(p);
        }
        let legal = pos.legal_moves(&v);
        let turn_name = seat_name(&v, pos.turn()).to_string();
        let texts = |filter: &dyn Fn(&Move) -> bool| -> Vec<String> {
            let mut t: Vec<String> = legal
                .iter()
                .filter(|m| filter(m))
                .map(|&m| hexcourier_engine::notation::move_to_text(&v, &pos, m))
                .collect();
            t.sort();
            t
        };
        let line = match cell {
            None => {
                let all = texts(&|_| true);
                format!(
                    "{turn_name} to move has {}: {}",
                    words::count(all.len(), "legal move"),
                    all.join(", ")
                )
            }
            Some(c) => {
                let at = v
                    .board
                    .parse_cell(c.trim())
                    .map_err(|_| Problem::UnknownCell(c.to_string()))?;
                let name = v.board.name(at).to_string();
                let piece = pos
                    .piece_at(at)
                    .ok_or_else(|| Problem::NoPieceOn(name.clone()))?;
                if piece.player != pos.turn() {
                    return Err(Problem::NotToMove {
                        cell: name,
                        owner: seat_name(&v, piece.player).to_string(),
                        turn: turn_name,
                    });
                }
                let kind = &v.kind(piece.kind).def.name;
                let list = texts(&|m| m.from() == Some(at));
                if list.is_empty() {
                    format!("The {kind} on {name} has no legal moves.")
                } else {
                    format!(
                        "The {kind} on {name} has {}: {}",
                        words::count(list.len(), "legal move"),
                        list.join(", ")
                    )
                }
            }
        };
        Ok(vec![text(place, line)])
    }

    fn resign(&self, place: &Place, user: &UserId) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/resign works")?;
        let ((), snap) = self.change(&shared, |g| {
            let v = g.variant.clone();
            if let Some(p) = g.ended() {
                return Err(p);
            }
            let seat = g.seat_of(user).ok_or_else(|| by_vote_or_not_a_player(g))?;
            if g.game.position().is_eliminated(seat) {
                return Err(Problem::Eliminated);
            }
            g.game.finish(table_outcome(
                &v,
                &g.game,
                Some(seat),
                EndReason::Resignation,
            ));
            g.draw_offer.clear();
            Ok(())
        })?;
        let result = snap
            .outcome
            .as_ref()
            .map(|o| final_words(&snap, o))
            .unwrap_or_default();
        Ok(vec![text(
            &snap.place,
            format!("{user} resigns.\n{result}"),
        )])
    }

    fn draw(&self, place: &Place, user: &UserId) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/draw works")?;
        if let Some(late) = self.out_of_time(&shared, "Too late: the move clock ran out first.") {
            return Ok(late);
        }
        let (agreed, snap) = self.change(&shared, |g| {
            let v = g.variant.clone();
            if let Some(p) = g.ended() {
                return Err(p);
            }
            let seat = g.seat_of(user).ok_or_else(|| by_vote_or_not_a_player(g))?;
            if g.game.position().is_eliminated(seat) {
                return Err(Problem::Eliminated);
            }
            // Only the players still on the board agree to draws.
            let pending = |g: &LiveGame| -> Vec<UserId> {
                (0..v.player_count())
                    .filter(|&i| !g.draw_offer.contains(&(i as u8)))
                    .filter(|&i| !g.game.position().is_eliminated(Player(i as u8)))
                    .map(|i| g.players[i].clone())
                    .collect()
            };
            if g.draw_offer.contains(&seat.0) {
                return Err(Problem::DrawAlreadyOffered {
                    waiting_for: pending(g),
                });
            }
            let first = g.draw_offer.is_empty();
            g.draw_offer.push(seat.0);
            let waiting = pending(g);
            if waiting.is_empty() {
                g.game
                    .finish(table_outcome(&v, &g.game, None, EndReason::Agreement));
                g.draw_offer.clear();
            }
            Ok((first, waiting))
        })?;
        let (first, waiting) = agreed;
        let names: Vec<String> = waiting.iter().map(ToString::to_string).collect();
        let line = match &snap.outcome {
            Some(o) => format!("{user} accepts the draw.\n{}", final_words(&snap, o)),
            // The engine answers at once (see `engine_answers_draw`).
            None if waiting.iter().all(UserId::is_engine) => format!("{user} offers a draw."),
            None if first => format!(
                "{user} offers a draw. {}: type /draw to accept, or move to decline.",
                names.join(", ")
            ),
            None => format!(
                "{user} accepts the draw offer; waiting for {}.",
                names.join(", ")
            ),
        };
        Ok(vec![text(&snap.place, line)])
    }

    fn games_of(&self, user: &UserId) -> String {
        struct Row {
            waiting: bool,
            over: bool,
            updated: u64,
            id: GameId,
            line: String,
        }
        let now = self.now();
        let mut rows: Vec<Row> = self.select(|g| {
            let seat = g.side_of(user).filter(|_| !g.aborted())?;
            let v = g.rules();
            let mine = g.seat_of(user).is_some();
            let others: Vec<String> = g
                .seats()
                .iter()
                .filter(|u| *u != user)
                .map(ToString::to_string)
                .collect();
            // A team member whose side is voting and who has not voted yet is waited on too.
            let side_votes = !mine && g.running() && g.turn() == seat;
            let voted = g
                .open_window()
                .is_some_and(|w| w.ballots.iter().any(|b| b.voter == user.as_str()));
            let waiting = g.waits_on(user) || (side_votes && !voted);
            let mut state = match g.outcome() {
                Some(o) => format!("over: {}", result_words(v, o)),
                None if side_votes && voted => format!("{} votes; you voted", seat_name(v, seat)),
                None if side_votes => format!("your vote ({})", seat_name(v, seat)),
                None if waiting => format!("your move ({})", seat_name(v, seat)),
                None => format!("{} to move", g.user(g.turn())),
            };
            if let Some(c) = g.clock().filter(|_| g.running() && !g.engine_to_move()) {
                let left = timer::left(&c, now);
                state.push_str(&format!(", {} left", timer::duration_words(left)));
            }
            Some(Row {
                waiting,
                over: g.outcome().is_some(),
                updated: g.last_change(),
                id: g.game_id(),
                line: format!(
                    "{} {} vs {} — {state}",
                    g.where_played(),
                    v.name,
                    others.join(", ")
                ),
            })
        });
        if rows.is_empty() {
            return format!(
                "You have no games. Start one with /new {} @opponent.",
                self.example_variant()
            );
        }
        // Waiting on you (longest waiting first), then running (latest first), then finished.
        rows.sort_by(|a, b| {
            (b.waiting, a.over).cmp(&(a.waiting, b.over)).then_with(|| {
                if a.waiting {
                    (a.updated, a.id).cmp(&(b.updated, b.id))
                } else {
                    (b.updated, b.id).cmp(&(a.updated, a.id))
                }
            })
        });
        let finished = rows.iter().filter(|r| r.over).count();
        let hidden = finished.saturating_sub(MAX_FINISHED_LISTED);
        let shown = rows.len() - hidden;
        let mut lines = vec!["Your games:".to_string()];
        lines.extend(rows.into_iter().take(shown).map(|r| r.line));
        if hidden > 0 {
            lines.push(format!("…and {hidden} older finished games."));
        }
        lines.join("\n")
    }

    fn variants_text(&self) -> String {
        let list: Vec<String> = self
            .lib
            .variants()
            .filter(|v| v.metadata.playable)
            .map(|v| {
                let needs = if v.setup_required.is_some() {
                    "; needs setup:"
                } else {
                    ""
                };
                format!(
                    "{} — {} ({} players{needs})",
                    v.id,
                    v.name,
                    v.player_count()
                )
            })
            .collect();
        let setup_note = if self
            .lib
            .variants()
            .any(|v| v.metadata.playable && v.setup_required.is_some())
        {
            "\nThose marked 'needs setup:' have no start position: start them from your own with /new <variant> @opponent setup:<state text> (/rules <variant> says why)."
        } else {
            ""
        };
        format!(
            "Variants ({}):\n{}{setup_note}\nStart one with /new <variant> @opponent; /rules <variant> explains it.",
            list.len(),
            list.join("\n")
        )
    }

    /// The variant named, or the game's variant in a game's place.
    fn variant_or_game(
        &self,
        place: &Place,
        id: Option<&str>,
    ) -> Result<Option<Arc<Variant>>, Problem> {
        match id {
            Some(id) => self.variant(id).map(|v| Some(v.clone())),
            None => Ok(self.game_at(place).map(|g| lock(&g).variant.clone())),
        }
    }

    fn rules(&self, place: &Place, id: Option<&str>) -> Result<Vec<Reply>, Problem> {
        let Some(v) = self.variant_or_game(place, id)? else {
            return Err(Problem::Usage {
                usage: "/rules <variant> (/variants lists them)",
            });
        };
        let m = &v.metadata;
        let mut lines = vec![
            format!("{} ({}), {} players", v.name, v.id, v.player_count()),
            m.rules.trim().to_string(),
        ];
        if let Some(reason) = &v.setup_required {
            lines.push(format!(
                "This variant has no start position. {}\nStart a game from a position of your own: /new {} {} setup:<state text>. The state text lists the ranks from the top, separated by /, each cell by file (a digit counts empty cells, a piece is its letter{}), then the player to move ({}); pieces in hand follow the ranks in brackets.",
                sentence(reason),
                v.id,
                problem::example_opponents(v.player_count().saturating_sub(1)),
                if v.player_count() > 2 {
                    ", after its player's letter"
                } else {
                    ", upper case for the first player"
                },
                v.players
                    .iter()
                    .map(|p| format!("{} {}", p.char, p.name))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        if !m.author.is_empty() {
            lines.push(format!("Author: {}", m.author));
        }
        if !m.source.is_empty() {
            lines.push(format!("Source: <{}>", m.source));
        }
        Ok(vec![text(place, lines.join("\n"))])
    }

    fn piece(
        &self,
        place: &Place,
        variant: Option<&str>,
        piece: Option<&str>,
    ) -> Result<Vec<Reply>, Problem> {
        // `/piece glinski` lists the pieces; `/piece knight` in a game's place uses its variant.
        let (v, piece) = match (variant, piece) {
            (Some(v), p) => (self.variant(v)?.clone(), p),
            (None, Some(p)) if self.lib.get(&p.to_lowercase()).is_some() => {
                (self.variant(p)?.clone(), None)
            }
            (None, p) => match self.variant_or_game(place, None)? {
                Some(v) => (v, p),
                None => {
                    return Err(Problem::PieceNeedsVariant {
                        example: self.example_variant(),
                    })
                }
            },
        };
        let pieces = v
            .kinds
            .iter()
            .map(|k| format!("{} ({})", k.def.name, k.def.letter))
            .collect::<Vec<_>>()
            .join(", ");
        let Some(name) = piece else {
            return Ok(vec![text(
                place,
                format!("{} pieces: {pieces}. Try /piece {} <piece>.", v.name, v.id),
            )]);
        };
        let kind = v.kind_by_name(name).ok_or_else(|| Problem::UnknownPiece {
            variant: v.name.clone(),
            given: name.to_string(),
            pieces: pieces.clone(),
        })?;
        let at =
            centre(&v).ok_or_else(|| Problem::BrokenVariant("the board has no cells".into()))?;
        let me = Player(0);
        let reach: Vec<Cell> = v.reach(me, kind, at).collect();
        let k = v.kind(kind);
        let view = View {
            last_move: None,
            viewer: Some(me),
            highlights: reach.clone(),
            size_px: None,
        };
        let caption = format!(
            "{} {} on {} ({}): it reaches {}",
            seat_name(&v, me),
            k.def.name,
            v.board.name(at),
            v.name,
            words::count(reach.len(), "cell")
        );
        let mut replies = vec![text(
            place,
            format!(
                "{} ({}) in {}: {}",
                k.def.name,
                k.def.letter,
                v.name,
                k.def.about.trim()
            ),
        )];
        replies.push(
            match self
                .painter
                .piece(&v, Piece { player: me, kind }, at, &view)
            {
                Ok(png) => Reply::Image {
                    place: place.clone(),
                    png,
                    caption,
                    file_name: format!("piece-{}-{}.png", v.id, k.id),
                },
                Err(e) => text(place, format!("(The picture could not be drawn: {e}.)")),
            },
        );
        Ok(replies)
    }

    // ----- pictures -----

    /// The picture after a change, then the result or a ping of the player to move.
    fn position_replies(&self, snap: &Snapshot) -> Vec<Reply> {
        let mut replies = vec![self.image(snap, snap.turn)];
        match &snap.outcome {
            Some(o) => replies.push(text(&snap.place, final_words(snap, o))),
            None if snap.to_move.is_voters() => {
                replies.extend(
                    snap.window_line
                        .as_ref()
                        .map(|l| text(&snap.place, l.clone())),
                );
                replies.extend(snap.window_role.clone().map(|role| Reply::PingRole {
                    place: snap.place.clone(),
                    role,
                }));
            }
            None if snap.to_move.is_engine() => {}
            None => replies.push(Reply::Ping {
                place: snap.place.clone(),
                user: snap.to_move.clone(),
            }),
        }
        replies
    }

    fn image(&self, snap: &Snapshot, viewer: Player) -> Reply {
        let view = View {
            last_move: snap.last.as_ref().map(|l| l.0),
            viewer: Some(viewer),
            highlights: Vec::new(),
            size_px: None,
        };
        let when = match &snap.last {
            Some((_, t)) => format!("after {t}"),
            None => "start".to_string(),
        };
        let caption = format!("{} {when}: {}", snap.place, status_line(snap));
        match self.painter.position(&snap.variant, &snap.position, &view) {
            Ok(png) => Reply::Image {
                place: snap.place.clone(),
                png,
                caption,
                file_name: format!("{}-{:03}.png", snap.id, snap.plies),
            },
            Err(e) => text(
                &snap.place,
                format!("(The picture could not be drawn: {e}.) {caption}"),
            ),
        }
    }
}

/// How long before the end a clock of `days` gives its final warning.
fn live_notice(days: u8) -> u64 {
    timer::final_notice(&MoveClock {
        days,
        turn_started: 0,
        reminders: 0,
    })
}

/// A legal move, as offered to pick from ([`Core::move_choices`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveChoice {
    /// The canonical move text, e.g. `Qe1-c3`.
    pub text: String,
    /// The cell the piece moves from (none for drops), e.g. `e1`.
    pub from: Option<String>,
}

/// The store key of a link: transport, a tab, the place.
fn link_key(transport: &str, place: &Place) -> String {
    format!("{transport}\t{place}")
}

fn snapshot(g: &LiveGame) -> Snapshot {
    let texts = g.game.move_texts();
    let numbers = words::move_numbers(&g.variant, &g.game);
    let last = g
        .game
        .moves()
        .last()
        .zip(texts.last())
        .zip(numbers.last())
        .map(|((&m, t), &(number, mover))| (m, numbered(number, mover, t)));
    Snapshot {
        id: g.id,
        place: g.place.clone(),
        variant: g.variant.clone(),
        position: g.game.position().clone(),
        last,
        plies: texts.len(),
        outcome: g.game.outcome().cloned(),
        to_move: g.user(g.turn()).clone(),
        turn: g.turn(),
        players: g.players.clone(),
        window_line: vote::window_line(g),
        window_role: vote::window_role(g),
    }
}

/// The end of a game by resignation of `loser`, or by agreement (no loser). In games of two
/// as usual; in games of three or more the players still on the board other than the loser
/// share the win (all of it if one is left, else a half each), the loser comes next, then
/// those eliminated, the latest first.
fn table_outcome(v: &Variant, game: &Game, loser: Option<Player>, reason: EndReason) -> Outcome {
    let n = v.player_count();
    if n < 3 {
        return match loser {
            Some(p) => Outcome::loss(v, p, reason),
            None => Outcome::draw(v, reason),
        };
    }
    let pos = game.position();
    let winners: Vec<Player> = (0..n)
        .map(|i| Player(i as u8))
        .filter(|&p| !pos.is_eliminated(p) && Some(p) != loser)
        .collect();
    let share = if winners.len() == 1 { 4 } else { 2 };
    let mut quarters = vec![0; n];
    let mut ranks = vec![0; n];
    for w in &winners {
        quarters[w.index()] = share;
        ranks[w.index()] = 1;
    }
    let mut place = winners.len() as u8 + 1;
    for p in loser
        .into_iter()
        .chain(game.eliminated().iter().rev().copied())
    {
        if let Some(r) = ranks.get_mut(p.index()).filter(|r| **r == 0) {
            *r = place;
            place += 1;
        }
    }
    Outcome {
        reason,
        quarters,
        ranks,
    }
}

/// The result in words, then the places of games of three or more:
/// `Places: 1st Red (@alice), 2nd Blue (@carol), 3rd Yellow (@bob).`
fn final_words(snap: &Snapshot, o: &Outcome) -> String {
    let v = &snap.variant;
    let result = result_words(v, o);
    if v.player_count() < 3 || o.ranks.len() != v.player_count() {
        return result;
    }
    let mut seats: Vec<usize> = (0..o.ranks.len()).collect();
    seats.sort_by_key(|&i| (o.ranks[i], i));
    let places: Vec<String> = seats
        .iter()
        .map(|&i| {
            let p = Player(i as u8);
            let user = snap
                .players
                .get(i)
                .map_or_else(|| "?".to_string(), ToString::to_string);
            format!(
                "{} {} ({user})",
                words::ordinal(o.ranks[i]),
                seat_name(v, p)
            )
        })
        .collect();
    format!("{result}\nPlaces: {}.", places.join(", "))
}

/// `Black (@bob) to move`, or the result.
fn status_line(snap: &Snapshot) -> String {
    match &snap.outcome {
        Some(o) => result_words(&snap.variant, o),
        None => format!(
            "{} ({}) to move",
            seat_name(&snap.variant, snap.turn),
            snap.to_move
        ),
    }
}

/// The board cell nearest the axial origin (the centre of symmetric boards).
pub fn centre(v: &Variant) -> Option<Cell> {
    v.board
        .cells()
        .min_by_key(|&c| (v.board.hex(c).length(), c.index()))
}

/// Why someone without a seat cannot resign or offer a draw: in a voting game the voting
/// sides decide those by vote.
fn by_vote_or_not_a_player(g: &LiveGame) -> Problem {
    match (0..g.players.len()).find(|&i| g.voters(Player(i as u8)).is_some()) {
        Some(i) => Problem::DecidedByVote {
            side: seat_name(&g.variant, Player(i as u8)).to_string(),
        },
        None => Problem::NotAPlayer,
    }
}

/// The seat a side name (`white`, or its letter `w`) names.
fn seat_by_name(v: &Variant, s: &str) -> Result<Player, Problem> {
    v.players
        .iter()
        .position(|p| {
            p.name.eq_ignore_ascii_case(s) || (s.chars().count() == 1 && s.starts_with(p.char))
        })
        .map(|i| Player(i as u8))
        .ok_or_else(|| Problem::UnknownSide {
            given: s.to_string(),
            sides: v.players.iter().map(|p| p.name.to_lowercase()).collect(),
        })
}

/// The voting sides of a `mode:vote` game: `team:` is the challenger's side (`mine`), which
/// votes in any case (anyone in the channel, unless given); seat names give the others. The
/// opponents named must fill the seats left.
fn vote_sides(v: &Variant, n: &NewGame, mine: Player) -> Result<VoteRules, Problem> {
    let mut sides: Vec<Option<crate::store::Voters>> = vec![None; v.player_count()];
    for (key, voters) in &n.voters {
        let seat = match key.as_str() {
            "team" => mine,
            // The next seat after the challenger's without voters (adapters' "opponent team").
            "opponent" => (1..v.player_count())
                .map(|k| Player(((mine.index() + k) % v.player_count()) as u8))
                .find(|p| sides[p.index()].is_none())
                .ok_or_else(|| Problem::SideGivenTwice("the opponents".into()))?,
            _ => seat_by_name(v, key)?,
        };
        let slot = &mut sides[seat.index()];
        if slot.is_some() {
            return Err(Problem::SideGivenTwice(seat_name(v, seat).to_string()));
        }
        *slot = Some(voters.clone());
    }
    if sides[mine.index()].is_none() {
        sides[mine.index()] = Some(crate::store::Voters::Channel);
    }
    let free = sides.iter().filter(|s| s.is_none()).count();
    if n.opponents.len() != free {
        return Err(Problem::VoteSeats {
            free,
            named: n.opponents.len(),
        });
    }
    Ok(VoteRules {
        window_secs: n.window.unwrap_or(vote::DEFAULT_WINDOW_SECS),
        min_votes: n.min_votes.unwrap_or(1),
        sides,
    })
}

/// A legal move of the position, as an example of the notation.
fn example_move(v: &Variant, pos: &Position) -> String {
    let mut t: Vec<String> = pos
        .legal_moves(v)
        .into_iter()
        .map(|m| hexcourier_engine::notation::move_to_text(v, pos, m))
        .collect();
    t.sort();
    t.into_iter().next().unwrap_or_else(|| "f5-f6".into())
}

/// The move texts of a pasted move list: move numbers (`1.`, `12...`), results and comments
/// in braces are left out.
fn from_list_moves(list: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_comment = false;
    for w in list.split_whitespace() {
        if in_comment || w.starts_with('{') {
            in_comment = !w.ends_with('}');
            continue;
        }
        if ["1-0", "0-1", "1/2-1/2", "*"].contains(&w) {
            continue;
        }
        // A move number, alone (`12.`) or glued to the move (`12.Qe1-c3`).
        let after_digits = w.trim_start_matches(|c: char| c.is_ascii_digit());
        let w = if after_digits.len() < w.len() && after_digits.starts_with('.') {
            after_digits.trim_start_matches('.')
        } else {
            w
        };
        if !w.is_empty() {
            out.push(w.to_string());
        }
    }
    out
}

/// Refuses a picked move or vote when the game has moved on since its menu was made.
fn picked_at(g: &LiveGame, at: Option<usize>) -> Result<(), Problem> {
    match at {
        Some(n) if n != g.game.moves().len() => Err(Problem::PickerOutdated),
        _ => Ok(()),
    }
}

fn text(place: &Place, text: impl Into<String>) -> Reply {
    Reply::Text {
        place: place.clone(),
        text: text.into(),
    }
}

/// Turns a result into replies: a problem becomes one text in `place`; every text is split to
/// the length limit and has its mentions defused.
fn finish(place: &Place, result: Result<Vec<Reply>, Problem>) -> Vec<Reply> {
    let replies = result.unwrap_or_else(|p| vec![text(place, p.to_string())]);
    let mut out = Vec::with_capacity(replies.len());
    for r in replies {
        match r {
            Reply::Text { place, text } => {
                for part in
                    words::split_message(&words::defuse_mentions(&text), words::MAX_REPLY_CHARS)
                {
                    out.push(Reply::Text {
                        place: place.clone(),
                        text: part,
                    });
                }
            }
            Reply::Image {
                place,
                png,
                caption,
                file_name,
            } => {
                out.push(Reply::Image {
                    place,
                    png,
                    caption: words::defuse_mentions(&caption),
                    file_name,
                });
            }
            Reply::OpenPlace {
                place,
                title,
                parent,
            } => {
                out.push(Reply::OpenPlace {
                    place,
                    title: words::defuse_mentions(&title),
                    parent,
                });
            }
            ping @ (Reply::Ping { .. } | Reply::PingRole { .. }) => out.push(ping),
        }
    }
    out
}
