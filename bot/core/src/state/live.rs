//! A game in memory: its engine state plus who plays it, and its stored record.

use crate::state::facts::Facts;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::{GameId, Place, UserId};
use hexcourier_engine::search::Level;
use hexcourier_engine::{Game, Library, Outcome, Player, Position, Variant};
use hexcourier_store::{
    Challenge, EventLink, GameRecord, HintRule, MoveClock, PremoveLine, TakebackRequest,
    VacationMark, VoteRules, VoteWindow, RECORD_VERSION,
};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// A game in memory behind its own lock.
pub(crate) type Shared = Arc<Mutex<LiveGame>>;

/// Locks a game. Changes are made on copies and committed whole, so a game whose lock was
/// poisoned by a panic is still consistent.
pub(crate) fn lock(g: &Shared) -> MutexGuard<'_, LiveGame> {
    g.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A running or finished game, as the core keeps it.
#[derive(Debug, Clone)]
pub(crate) struct LiveGame {
    pub id: GameId,
    pub variant: Arc<Variant>,
    /// User in each seat, in turn order.
    pub players: Vec<UserId>,
    pub place: Place,
    /// State text of the start position.
    pub start: String,
    pub game: Game,
    /// Seats that offered or accepted a draw.
    pub draw_offer: Vec<u8>,
    pub created: u64,
    pub updated: u64,
    /// Level of the engine's seats (those held by [`UserId::engine`]).
    pub engine_level: Option<Level>,
    /// Who may ask for hints, and how many.
    pub hints: HintRule,
    /// Hints asked for so far, by user.
    pub hints_used: BTreeMap<UserId, u32>,
    /// The days-per-move clock, if the game has one.
    pub move_clock: Option<MoveClock>,
    /// Who votes for which seat, in a group voting game.
    pub vote: Option<VoteRules>,
    /// The vote window open now.
    pub window: Option<VoteWindow>,
    /// The standing takeback request, if any.
    pub takeback: Option<TakebackRequest>,
    /// Moves of the `from:` list, played before the game started.
    pub start_plies: usize,
    /// Who aborted the game, if it was aborted.
    pub aborted_by: Option<UserId>,
    /// How many announcements the game has made: the number of its next one.
    pub announced: u64,
    /// The community the game belongs to (a Discord guild id), if the transport has them.
    pub realm: Option<String>,
    /// The challenge the game waits on (or that ended without it), while it has not started.
    pub challenge: Option<Challenge>,
    /// In a voting game, the seat each voter's first vote bound them to.
    pub voted_for: BTreeMap<UserId, u8>,
    /// Who started it, if known.
    pub creator: Option<UserId>,
    /// The tournament board it is played on, if any.
    pub tournament: Option<EventLink>,
    /// With a bank clock, each seat's bank in seconds.
    pub banks: Vec<u64>,
    /// Seats whose player is on vacation now.
    pub away: Vec<u8>,
    /// Vacations taken during the game.
    pub vacations: Vec<VacationMark>,
    /// Conditional moves by seat (private to their player).
    pub premoves: BTreeMap<u8, Vec<PremoveLine>>,
    /// Seats that moved by a conditional move in the change being made (not stored).
    pub auto_movers: Vec<Player>,
    /// The game's page slug, once made (see the `slug` module).
    pub slug: Option<String>,
    /// Each seat's player as the game's server shows them, by seat (see `names`).
    pub names: BTreeMap<u8, String>,
    /// The version of the game's record in the store (0 before it is first stored).
    pub version: u64,
}

impl LiveGame {
    /// Why the game takes no more actions (over or aborted), or none yet (a challenge), if it
    /// does not.
    pub fn ended(&self) -> Option<Problem> {
        self.ended_in(crate::i18n::Lang::En)
    }

    /// [`LiveGame::ended`], a result told in `lang`.
    pub fn ended_in(&self, lang: crate::i18n::Lang) -> Option<Problem> {
        if let Some(c) = &self.challenge {
            return Some(match &c.ended {
                None => Problem::NotStarted {
                    game: self.id,
                    waiting: self.waiting_for(),
                },
                Some(_) => Problem::NeverStarted { game: self.id },
            });
        }
        if let Some(by) = &self.aborted_by {
            return Some(Problem::Aborted { by: by.clone() });
        }
        self.game.outcome().map(|o| Problem::GameOver {
            result: crate::vocabulary::words::result_in(lang, &self.variant, o),
        })
    }

    /// Starts the turn of the player now to move, after moves were played at `now`: the move
    /// clock restarts (a bank clock charges the time to `first_mover` and adds the increment
    /// to every mover of `movers`, and the new turn allows the bank of the player to move),
    /// stopped when the player to move is on vacation.
    pub fn start_turn(&mut self, movers: &[Player], now: u64) {
        let to_move = self.turn();
        let away = self.away.contains(&to_move.0);
        let Some(c) = self.move_clock.as_mut() else {
            return;
        };
        if let Some(inc) = c.increment {
            let n = self.players.len();
            if self.banks.len() != n {
                self.banks = vec![u64::from(c.days) * crate::state::movetime::DAY_SECS; n];
            }
            let cap = crate::state::movetime::bank_cap(c);
            let spent = crate::state::movetime::elapsed(c, now).saturating_sub(c.extra);
            for (k, seat) in movers.iter().enumerate() {
                if let Some(bank) = self.banks.get_mut(seat.index()) {
                    let charged = if k == 0 { spent } else { 0 };
                    *bank = bank
                        .saturating_sub(charged)
                        .saturating_add(u64::from(inc) * crate::state::movetime::DAY_SECS)
                        .min(cap);
                }
            }
            c.allowance = self.banks.get(to_move.index()).copied();
        }
        c.turn_started = now;
        c.reminders = 0;
        c.extra = 0;
        c.dm_reminded = None;
        c.held = 0;
        c.hold_until = None;
        // How long the vacation may hold it is set by the core ([`crate::Core::hold_turn`]).
        c.paused_at = away.then_some(now);
    }

    /// The users a challenge still waits for (stand-ins of open seats as `anyone`).
    pub fn waiting_for(&self) -> Vec<UserId> {
        self.challenge
            .as_ref()
            .map(|c| {
                c.waiting
                    .iter()
                    .filter_map(|&s| self.players.get(usize::from(s)).cloned())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// `@alice (White) vs @bob (Black)`, the seats named in `lang`.
    pub fn players_line_in(&self, lang: crate::i18n::Lang) -> String {
        self.players
            .iter()
            .enumerate()
            .map(|(i, u)| {
                let seat = crate::vocabulary::words::seat_in(lang, &self.variant, Player(i as u8));
                format!("{} ({seat})", crate::vocabulary::words::user_in(lang, u))
            })
            .collect::<Vec<_>>()
            .join(" vs ")
    }

    /// The stored form.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            version: RECORD_VERSION,
            id: self.id.key(),
            variant: self.variant.id.clone(),
            players: self
                .players
                .iter()
                .map(|u| u.as_str().to_string())
                .collect(),
            place: self.place.as_str().to_string(),
            start: self.start.clone(),
            moves: self.game.move_texts().to_vec(),
            outcome: self.game.outcome().cloned(),
            draw_offer: self.draw_offer.clone(),
            created: self.created,
            updated: self.updated,
            engine_level: self.engine_level.map(Level::number),
            hints: self.hints,
            hints_used: self
                .hints_used
                .iter()
                .map(|(u, n)| (u.as_str().to_string(), *n))
                .collect(),
            move_clock: self.move_clock,
            vote: self.vote.clone(),
            vote_window: self.window.clone(),
            takeback: self.takeback.clone(),
            start_plies: self.start_plies,
            aborted_by: self.aborted_by.as_ref().map(|u| u.as_str().to_string()),
            turn: Some(self.turn().0),
            announced: self.announced,
            realm: self.realm.clone(),
            challenge: self.challenge.clone(),
            voted_for: self
                .voted_for
                .iter()
                .map(|(u, s)| (u.as_str().to_string(), *s))
                .collect(),
            creator: self.creator.as_ref().map(|u| u.as_str().to_string()),
            tournament: self.tournament.clone(),
            banks: self.banks.clone(),
            away: self.away.clone(),
            vacations: self.vacations.clone(),
            premoves: self.premoves.clone(),
            slug: self.slug.clone(),
            names: self.names.clone(),
        }
    }

    /// Rebuilds a game from its record by replaying its moves from its start.
    ///
    /// # Errors
    /// A sentence saying why the record cannot be used.
    pub fn from_record(
        lib: &Library,
        id: GameId,
        r: GameRecord,
        version: u64,
    ) -> Result<LiveGame, String> {
        let Checked {
            variant: v,
            players,
            engine_level,
        } = check_record(lib, id, &r)?;
        if r.start_plies > r.moves.len() {
            return Err("it counts more start moves than it has moves".into());
        }
        let start = Position::from_text(&v, &r.start)
            .map_err(|e| format!("its start position does not load: {e}"))?;
        let mut game = Game::from_position(&v, start);
        for (i, text) in r.moves.iter().enumerate() {
            game.follow_text(&v, text)
                .map_err(|e| format!("move {} ('{text}') no longer replays: {e}", i + 1))?;
        }
        if let Some(o) = r.outcome {
            game.finish(o);
        }
        Ok(LiveGame {
            id,
            variant: v,
            players,
            place: Place::new(r.place),
            start: r.start,
            game,
            draw_offer: r.draw_offer,
            created: r.created,
            updated: r.updated,
            engine_level,
            hints: r.hints,
            hints_used: r
                .hints_used
                .into_iter()
                .map(|(u, n)| (UserId::new(u), n))
                .collect(),
            move_clock: r.move_clock,
            vote: r.vote,
            window: r.vote_window,
            takeback: r.takeback,
            start_plies: r.start_plies,
            aborted_by: r.aborted_by.map(UserId::new),
            announced: r.announced,
            realm: r.realm,
            challenge: r.challenge,
            voted_for: r
                .voted_for
                .into_iter()
                .map(|(u, s)| (UserId::new(u), s))
                .collect(),
            creator: r.creator.map(UserId::new),
            tournament: r.tournament,
            banks: r.banks,
            away: r.away,
            vacations: r.vacations,
            premoves: r.premoves,
            auto_movers: Vec::new(),
            slug: r.slug,
            names: r.names,
            version,
        })
    }
}

/// What [`check_record`] makes of a record's seats and variant.
pub(crate) struct Checked {
    /// The record's variant.
    pub variant: Arc<Variant>,
    /// The user in each seat.
    pub players: Vec<UserId>,
    /// The engine's level, if it plays.
    pub engine_level: Option<Level>,
}

/// Checks everything in a record that can be checked without replaying its moves.
///
/// # Errors
/// A sentence saying why the record cannot be used.
pub(crate) fn check_record<M>(
    lib: &Library,
    id: GameId,
    r: &GameRecord<M>,
) -> Result<Checked, String> {
    if r.id != id.key() {
        return Err(format!("the record says it is game '{}'", r.id));
    }
    let v = lib
        .get(&r.variant)
        .ok_or_else(|| format!("unknown variant '{}'", r.variant))?
        .clone();
    let n = v.player_count();
    if r.players.len() != n {
        return Err(format!(
            "{} players recorded, but {} seats {n}",
            r.players.len(),
            v.id,
        ));
    }
    if r.outcome.as_ref().is_some_and(|o| o.quarters.len() != n) {
        return Err("its outcome has the wrong number of scores".into());
    }
    if r.draw_offer.iter().any(|&s| usize::from(s) >= n) {
        return Err("its draw offer names a seat the variant does not have".into());
    }
    if let Some(t) = &r.takeback {
        if usize::from(t.by) >= n || t.agreed.iter().any(|&s| usize::from(s) >= n) {
            return Err("its takeback request names a seat the variant does not have".into());
        }
    }
    let players: Vec<UserId> = r.players.iter().cloned().map(UserId::new).collect();
    if (1..players.len()).any(|i| !players[i].is_engine() && players[..i].contains(&players[i])) {
        return Err("a user holds two seats".into());
    }
    let engine_level = match r.engine_level {
        None => None,
        Some(n) => Some(Level::new(n).ok_or_else(|| format!("engine level {n} is not 1 to 8"))?),
    };
    if r.move_clock.is_some_and(|c| !(1..=30).contains(&c.days)) {
        return Err("its move clock is not 1 to 30 days".into());
    }
    if let Some(rules) = &r.vote {
        let fits = rules.sides.len() == players.len()
            && rules.min_votes >= 1
            && rules.window_secs >= 60
            && rules
                .sides
                .iter()
                .zip(&players)
                .all(|(s, p)| s.is_some() == p.is_voters());
        if !fits {
            return Err("its voting sides do not match its seats".into());
        }
    }
    if r.vote_window
        .as_ref()
        .is_some_and(|w| usize::from(w.seat) >= players.len() || r.vote.is_none())
    {
        return Err("its vote window names a seat that does not vote".into());
    }
    if engine_level.is_none() && players.iter().any(UserId::is_engine) {
        return Err("the engine plays but no level is recorded".into());
    }
    if let Some(c) = &r.challenge {
        if c.waiting.iter().any(|&s| usize::from(s) >= players.len()) {
            return Err("its challenge waits on a seat the variant does not have".into());
        }
        if r.outcome.is_some() {
            return Err("it has a result but never started".into());
        }
    }
    if r.voted_for
        .values()
        .any(|&s| usize::from(s) >= players.len())
    {
        return Err("a voter is bound to a seat the variant does not have".into());
    }
    Ok(Checked {
        variant: v,
        players,
        engine_level,
    })
}

/// Refuses a picked move or vote when the game has moved on since its menu was made.
pub(crate) fn picked_at(g: &LiveGame, at: Option<usize>) -> Result<(), Problem> {
    match at {
        Some(n) if n != g.game.moves().len() => Err(Problem::PickerOutdated),
        _ => Ok(()),
    }
}

impl Facts for LiveGame {
    fn game_id(&self) -> GameId {
        self.id
    }
    fn rules(&self) -> &Arc<Variant> {
        &self.variant
    }
    fn where_played(&self) -> Place {
        self.place.clone()
    }
    fn seats(&self) -> &[UserId] {
        &self.players
    }
    fn turn(&self) -> Player {
        self.game.position().turn()
    }
    fn outcome(&self) -> Option<&Outcome> {
        self.game.outcome()
    }
    fn aborted(&self) -> bool {
        self.aborted_by.is_some()
    }
    fn last_change(&self) -> u64 {
        self.updated
    }
    fn clock(&self) -> Option<MoveClock> {
        self.move_clock
    }
    fn vote_rules(&self) -> Option<&VoteRules> {
        self.vote.as_ref()
    }
    fn open_window(&self) -> Option<&VoteWindow> {
        self.window.as_ref()
    }
    fn community(&self) -> Option<&str> {
        self.realm.as_deref()
    }
    fn challenge(&self) -> Option<&Challenge> {
        self.challenge.as_ref()
    }
    fn creator(&self) -> Option<&UserId> {
        self.creator.as_ref()
    }
    fn away_seats(&self) -> &[u8] {
        &self.away
    }
}
