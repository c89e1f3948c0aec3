//! What the core knows of every game without replaying it.
//!
//! At start-up the core reads each stored record into a [`Summary`]: who plays where, whose
//! turn it is, the result, the move clock and the vote window. A game's moves are replayed
//! only when it is first used (a command in its place, a clock or window falling due, the
//! engine to move), so opening a store of many games costs one JSON decode per game. The
//! questions asked of every game (`/games`, clocks, engine turns, the game cap) are answered
//! through [`Facts`], which both a [`Summary`] and a loaded game answer.

use super::live::{check_record, LiveGame};
use super::types::{GameId, Place, UserId};
use crate::store::{MoveClock, RecordHead, VoteRules, VoteWindow, Voters};
use hexcourier_engine::{Library, Outcome, Player, Variant};
use std::sync::Arc;

/// The facts about a game that the core's all-games questions need.
pub(crate) trait Facts {
    /// The game's number.
    fn game_id(&self) -> GameId;
    /// Its variant.
    fn rules(&self) -> &Arc<Variant>;
    /// Its place.
    fn where_played(&self) -> &Place;
    /// The user in each seat, in turn order.
    fn seats(&self) -> &[UserId];
    /// The side to move.
    fn turn(&self) -> Player;
    /// How it ended, if it has.
    fn outcome(&self) -> Option<&Outcome>;
    /// Whether it was aborted.
    fn aborted(&self) -> bool;
    /// When it last changed (unix seconds).
    fn last_change(&self) -> u64;
    /// Its move clock, if it has one.
    fn clock(&self) -> Option<MoveClock>;
    /// Who votes for which seat, in a group voting game.
    fn vote_rules(&self) -> Option<&VoteRules>;
    /// The vote window open now.
    fn open_window(&self) -> Option<&VoteWindow>;

    /// The seat of a user, if they play here.
    fn seat_of(&self, user: &UserId) -> Option<Player> {
        self.seats()
            .iter()
            .position(|p| p == user)
            .map(|i| Player(i as u8))
    }

    /// The seat a user plays or votes for: their own seat, or the seat of a team that names
    /// them (role and channel voters are not known here).
    fn side_of(&self, user: &UserId) -> Option<Player> {
        self.seat_of(user).or_else(|| {
            (0..self.seats().len())
                .map(|i| Player(i as u8))
                .find(|&s| matches!(self.voters(s), Some(Voters::Team(t)) if t.iter().any(|m| m == user.as_str())))
        })
    }

    /// The user in a seat.
    fn user(&self, seat: Player) -> &UserId {
        // Seats come from the variant, which has exactly `seats().len()` of them.
        let seats = self.seats();
        &seats[seat.index().min(seats.len().saturating_sub(1))]
    }

    /// The voters of a seat that moves by vote.
    fn voters(&self, seat: Player) -> Option<&Voters> {
        self.vote_rules()
            .and_then(|r| r.sides.get(seat.index()))
            .and_then(Option::as_ref)
    }

    /// Whether the engine plays in a seat.
    fn is_engine(&self, seat: Player) -> bool {
        self.user(seat).is_engine()
    }

    /// Whether the game is still being played: no result and not aborted.
    fn running(&self) -> bool {
        self.outcome().is_none() && !self.aborted()
    }

    /// Whether the game runs and the engine is to move.
    fn engine_to_move(&self) -> bool {
        self.running() && self.is_engine(self.turn())
    }

    /// Whether the game waits on `user` (running, their turn).
    fn waits_on(&self, user: &UserId) -> bool {
        self.running() && self.user(self.turn()) == user
    }
}

/// A stored game as the index knows it, before its moves are replayed.
#[derive(Debug, Clone)]
pub(crate) struct Summary {
    id: GameId,
    variant: Arc<Variant>,
    place: Place,
    players: Vec<UserId>,
    turn: Player,
    outcome: Option<Outcome>,
    aborted: bool,
    updated: u64,
    move_clock: Option<MoveClock>,
    vote: Option<VoteRules>,
    window: Option<VoteWindow>,
}

impl Summary {
    /// The summary of a record read without its moves, checked as far as it can be without
    /// replaying them; `None` for a record written before records kept the side to move.
    ///
    /// # Errors
    /// A sentence saying why the record cannot be used.
    pub fn from_head(lib: &Library, id: GameId, r: RecordHead) -> Result<Option<Summary>, String> {
        let checked = check_record(lib, id, &r)?;
        let Some(turn) = r.turn else { return Ok(None) };
        if usize::from(turn) >= checked.players.len() {
            return Err(format!("its side to move ({turn}) is not a seat"));
        }
        Ok(Some(Summary {
            id,
            variant: checked.variant,
            place: Place::new(r.place),
            players: checked.players,
            turn: Player(turn),
            outcome: r.outcome,
            aborted: r.aborted_by.is_some(),
            updated: r.updated,
            move_clock: r.move_clock,
            vote: r.vote,
            window: r.vote_window,
        }))
    }
}

impl Facts for Summary {
    fn game_id(&self) -> GameId {
        self.id
    }
    fn rules(&self) -> &Arc<Variant> {
        &self.variant
    }
    fn where_played(&self) -> &Place {
        &self.place
    }
    fn seats(&self) -> &[UserId] {
        &self.players
    }
    fn turn(&self) -> Player {
        self.turn
    }
    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    fn aborted(&self) -> bool {
        self.aborted
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
}

impl Facts for LiveGame {
    fn game_id(&self) -> GameId {
        self.id
    }
    fn rules(&self) -> &Arc<Variant> {
        &self.variant
    }
    fn where_played(&self) -> &Place {
        &self.place
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
}
