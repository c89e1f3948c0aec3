//! What the core knows of every game without replaying it.
//!
//! At start-up the core reads each stored record into a [`Summary`]: who plays where, whose
//! turn it is, the result, the move clock and the vote window. A game's moves are replayed
//! only when it is first used (a command in its place, a clock or window falling due, the
//! engine to move), so opening a store of many games costs one JSON decode per game. The
//! questions asked of every game (`/games`, clocks, engine turns, the game cap) are answered
//! through [`Facts`], which both a [`Summary`] and a loaded game answer.

use super::facts::Facts;
use super::live::check_record;
use super::types::{GameId, Place, UserId};
use crate::store::{Challenge, MoveClock, RecordHead, VoteRules, VoteWindow};
use hexcourier_engine::{Library, Outcome, Player, Variant};
use std::sync::Arc;

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
    realm: Option<String>,
    challenge: Option<Challenge>,
    creator: Option<UserId>,
    slug: Option<String>,
}

impl Summary {
    /// The page slug its record keeps, if it keeps one.
    pub fn slug(&self) -> Option<&str> {
        self.slug.as_deref()
    }

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
            realm: r.realm,
            challenge: r.challenge,
            creator: r.creator.map(UserId::new),
            slug: r.slug,
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
    fn community(&self) -> Option<&str> {
        self.realm.as_deref()
    }
    fn challenge(&self) -> Option<&Challenge> {
        self.challenge.as_ref()
    }
    fn creator(&self) -> Option<&UserId> {
        self.creator.as_ref()
    }
}
