//! What the core knows of every game without replaying it.
//!
//! At start-up the core reads each stored record into a [`Summary`]: who plays where, whose
//! turn it is, the result, the move clock and the vote window. A game's moves are replayed
//! only when it is first used (a command in its place, a clock or window falling due, the
//! engine to move), so opening a store of many games costs one JSON decode per game. The
//! questions asked of every game (`/games`, clocks, engine turns, the game cap) are answered
//! through [`Facts`], which both a [`Summary`] and a loaded game answer.

use crate::state::facts::Facts;
use crate::state::live::check_record;
use crate::vocabulary::types::{GameId, Place, UserId};
use hexcourier_engine::{Library, Outcome, Player, Variant};
use hexcourier_store::{Challenge, MoveClock, RecordHead, VoteRules, VoteWindow};
use std::sync::Arc;

/// A stored game as the index knows it, before its moves are replayed. Kept small, since a
/// process holds one for every game it serves (`hexcourier bench open` measures it): what
/// most games share is not repeated (their place is their number's, their community is
/// shared with the server's other games) and what few have sits behind one box.
#[derive(Debug, Clone)]
pub(crate) struct Summary {
    id: GameId,
    variant: Arc<Variant>,
    players: Box<[UserId]>,
    turn: Player,
    aborted: bool,
    updated: u64,
    move_clock: Option<Box<MoveClock>>,
    realm: Option<Arc<str>>,
    rare: Option<Box<Rare>>,
}

/// What a summary holds for few games: a place other than the game's own (`#g12`), an end,
/// votes, a challenge, a creator, a page slug.
#[derive(Debug, Clone, Default)]
struct Rare {
    place: Option<Place>,
    outcome: Option<Outcome>,
    vote: Option<VoteRules>,
    window: Option<VoteWindow>,
    challenge: Option<Challenge>,
    creator: Option<UserId>,
    slug: Option<String>,
    away: Vec<u8>,
}

impl Rare {
    fn is_empty(&self) -> bool {
        self.place.is_none()
            && self.outcome.is_none()
            && self.vote.is_none()
            && self.window.is_none()
            && self.challenge.is_none()
            && self.creator.is_none()
            && self.slug.is_none()
            && self.away.is_empty()
    }
}

/// One copy of each community's id for the summaries of its games.
#[derive(Debug, Default)]
pub(crate) struct Realms(std::collections::HashSet<Arc<str>>);

impl Realms {
    fn share(&mut self, realm: Option<String>) -> Option<Arc<str>> {
        let realm = realm?;
        if let Some(known) = self.0.get(realm.as_str()) {
            return Some(known.clone());
        }
        let shared: Arc<str> = Arc::from(realm);
        self.0.insert(shared.clone());
        Some(shared)
    }
}

impl Summary {
    /// The page slug its record keeps, if it keeps one.
    pub fn slug(&self) -> Option<&str> {
        self.rare.as_ref().and_then(|r| r.slug.as_deref())
    }

    /// The summary of a record read without its moves, checked as far as it can be without
    /// replaying them; `None` for a record written before records kept the side to move.
    /// Community ids are shared through `realms`.
    ///
    /// # Errors
    /// A sentence saying why the record cannot be used.
    pub fn from_head(
        lib: &Library,
        id: GameId,
        r: RecordHead,
        realms: &mut Realms,
    ) -> Result<Option<Summary>, String> {
        let checked = check_record(lib, id, &r)?;
        let Some(turn) = r.turn else { return Ok(None) };
        if usize::from(turn) >= checked.players.len() {
            // english: why a stored record is skipped, logged
            return Err(format!("its side to move ({turn}) is not a seat"));
        }
        let place = Place::new(r.place);
        let rare = Rare {
            place: (place != id.place()).then_some(place),
            outcome: r.outcome,
            vote: r.vote,
            window: r.vote_window,
            challenge: r.challenge,
            creator: r.creator.map(UserId::new),
            slug: r.slug,
            away: r.away,
        };
        Ok(Some(Summary {
            id,
            variant: checked.variant,
            players: checked.players.into_boxed_slice(),
            turn: Player(turn),
            aborted: r.aborted_by.is_some(),
            updated: r.updated,
            move_clock: r.move_clock.map(Box::new),
            realm: realms.share(r.realm),
            rare: (!rare.is_empty()).then(|| Box::new(rare)),
        }))
    }

    fn rare(&self) -> Option<&Rare> {
        self.rare.as_deref()
    }
}

impl Facts for Summary {
    fn game_id(&self) -> GameId {
        self.id
    }
    fn rules(&self) -> &Arc<Variant> {
        &self.variant
    }
    fn where_played(&self) -> Place {
        self.rare()
            .and_then(|r| r.place.clone())
            .unwrap_or_else(|| self.id.place())
    }
    fn seats(&self) -> &[UserId] {
        &self.players
    }
    fn turn(&self) -> Player {
        self.turn
    }
    fn outcome(&self) -> Option<&Outcome> {
        self.rare().and_then(|r| r.outcome.as_ref())
    }
    fn aborted(&self) -> bool {
        self.aborted
    }
    fn last_change(&self) -> u64 {
        self.updated
    }
    fn clock(&self) -> Option<MoveClock> {
        self.move_clock.as_deref().copied()
    }
    fn vote_rules(&self) -> Option<&VoteRules> {
        self.rare().and_then(|r| r.vote.as_ref())
    }
    fn open_window(&self) -> Option<&VoteWindow> {
        self.rare().and_then(|r| r.window.as_ref())
    }
    fn community(&self) -> Option<&str> {
        self.realm.as_deref()
    }
    fn challenge(&self) -> Option<&Challenge> {
        self.rare().and_then(|r| r.challenge.as_ref())
    }
    fn creator(&self) -> Option<&UserId> {
        self.rare().and_then(|r| r.creator.as_ref())
    }
    fn away_seats(&self) -> &[u8] {
        self.rare().map_or(&[], |r| r.away.as_slice())
    }
}
