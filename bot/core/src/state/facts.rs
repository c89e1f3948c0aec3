//! The facts about a game that questions about every game need (`/games`, clocks, vote
//! windows, engine turns, the game cap), answered alike by a game summarised from its record
//! (`index::Summary`) and a game replayed in memory (`live::LiveGame`).

use crate::vocabulary::types::{GameId, Place, UserId};
use hexcourier_engine::{Outcome, Player, Variant};
use hexcourier_store::{Challenge, MoveClock, VoteRules, VoteWindow, Voters};
use std::sync::Arc;

/// The facts about a game that the core's all-games questions need.
pub(crate) trait Facts {
    /// The game's number.
    fn game_id(&self) -> GameId;
    /// Its variant.
    fn rules(&self) -> &Arc<Variant>;
    /// Its place.
    fn where_played(&self) -> Place;
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
    /// The community it was started in (a Discord guild id), if any.
    fn community(&self) -> Option<&str>;
    /// The challenge it waits on, or that ended without it starting.
    fn challenge(&self) -> Option<&Challenge>;
    /// Who started it, if known.
    fn creator(&self) -> Option<&UserId>;
    /// The seats held as away for their players' vacations.
    fn away_seats(&self) -> &[u8];

    /// Whether `user` started or accepted it: they hold a seat, or made it.
    fn counts_for(&self, user: &UserId) -> bool {
        self.seat_of(user).is_some() || self.creator() == Some(user)
    }

    /// Whether it is a game against the engine alone: an engine seat, no voting sides and
    /// no person but its creator.
    fn against_engine(&self) -> bool {
        self.seats().iter().any(UserId::is_engine)
            && self.vote_rules().is_none()
            && self
                .seats()
                .iter()
                .filter(|u| u.is_person())
                .all(|u| Some(u) == self.creator())
    }

    /// Whether it is a challenge still waiting for answers.
    fn challenge_open(&self) -> bool {
        self.challenge().is_some_and(|c| c.ended.is_none())
    }

    /// Whether it ever started (not a challenge, open or lapsed).
    fn started(&self) -> bool {
        self.challenge().is_none()
    }

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
        self.side_for(user, &[])
    }

    /// [`Facts::side_of`] for a user with these role ids: also the seat of a side given as one
    /// of those roles.
    fn side_for(&self, user: &UserId, roles: &[String]) -> Option<Player> {
        self.seat_of(user).or_else(|| {
            (0..self.seats().len())
                .map(|i| Player(i as u8))
                .find(|&s| match self.voters(s) {
                    Some(Voters::Team(t)) => t.iter().any(|m| m == user.as_str()),
                    Some(Voters::Role { id, .. }) => roles.iter().any(|r| r == id),
                    Some(Voters::Channel) | None => false,
                })
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

    /// Whether the game is being played: started, no result and not aborted.
    fn running(&self) -> bool {
        self.started() && self.outcome().is_none() && !self.aborted()
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
