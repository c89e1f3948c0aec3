//! Which finished games are rated, and the rating writes that go in the commit that ends one
//! (so a result and its ratings are stored together, once, or not at all).

use crate::state::live::LiveGame;
use crate::state::standing::{self, Finished, Standing};
use crate::{Core, Problem};
use hexcourier_engine::Position;
use hexcourier_store::{Expect, Table, Write};

/// Whether a finished game counts for ratings: a result (not aborted) between people (no
/// engine, no voting sides, nobody twice), without hints for anyone, from the variant's own
/// start (no `setup:`, no `from:` moves), after at least two moves by each player.
pub(crate) fn is_rated(g: &LiveGame) -> bool {
    let Some(outcome) = g.game.outcome() else {
        return false;
    };
    let people = g.players.iter().all(|u| !u.is_engine());
    let distinct = g
        .players
        .iter()
        .enumerate()
        .all(|(i, u)| !g.players[..i].contains(u));
    let own_start = g.start_plies == 0
        && Position::start(&g.variant).is_ok_and(|p| p.to_text(&g.variant) == g.start);
    let played = g.game.move_texts().len() >= 2 * g.players.len();
    g.aborted_by.is_none()
        && g.tournament.as_ref().is_none_or(|t| t.rated)
        && g.vote.is_none()
        && !g.hints.allowed
        && people
        && distinct
        && own_start
        && played
        && outcome.quarters.len() == g.players.len()
}

impl Core {
    /// The rating records a just-finished game writes (none if it is not rated): each
    /// player's standing in its variant on its server, read now and written only if unchanged
    /// meanwhile (compare-and-swap, as the game itself).
    pub(crate) fn rating_writes(&self, g: &LiveGame) -> Result<Vec<Write>, Problem> {
        if !is_rated(g) {
            return Ok(Vec::new());
        }
        let Some(outcome) = g.game.outcome() else {
            return Ok(Vec::new());
        };
        let realm = g.realm.as_deref();
        let mut keys = Vec::new();
        let mut before = Vec::new();
        let mut expects = Vec::new();
        for u in &g.players {
            let key = standing::key(realm, &g.variant.id, u.as_str());
            let stored = self
                .store
                .get(Table::Ratings, &key)
                .map_err(|e| Problem::Storage(e.to_string()))?;
            let (s, expect) = match stored {
                Some(v) => (
                    serde_json::from_slice::<Standing>(&v.bytes).unwrap_or_else(|e| {
                        tracing::warn!(%key, "a damaged rating record starts again: {e}");
                        Standing::default()
                    }),
                    Expect::Version(v.version),
                ),
                None => (Standing::default(), Expect::Absent),
            };
            keys.push(key);
            before.push(s);
            expects.push(expect);
        }
        let game = g.id.key();
        let finished = Finished {
            game: &game,
            place: g.place.as_str(),
            players: g.players.iter().map(ToString::to_string).collect(),
            quarters: &outcome.quarters,
            ranks: &outcome.ranks,
            at: self.now(),
        };
        let mut after = standing::after_game(&finished, &before);
        // Each player's standing keeps the name the game knew them by, for the leaderboard.
        for (seat, s) in after.iter_mut().enumerate() {
            if let Some(name) = u8::try_from(seat).ok().and_then(|i| g.names.get(&i)) {
                s.name = Some(name.clone());
            }
        }
        after
            .into_iter()
            .zip(keys)
            .zip(expects)
            .map(|((s, key), expect)| {
                Ok(Write {
                    table: Table::Ratings,
                    key,
                    expect,
                    value: Some(
                        serde_json::to_vec(&s).map_err(|e| Problem::Storage(e.to_string()))?,
                    ),
                })
            })
            .collect()
    }
}
