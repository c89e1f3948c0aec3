//! What a change to a game leaves to report, captured under the game's lock: the position,
//! the last move, the result or whose turn it is, and the vote window opened.

use super::facts::Facts;
use super::live::LiveGame;
use super::types::{GameId, Place, UserId};
use super::window;
use super::words::{self, numbered, result_words, seat_name};
use hexcourier_engine::{Move, Outcome, Player, Position, Variant};
use std::sync::Arc;

/// What a change to a game leaves to report, captured under the game's lock.
pub(crate) struct Snapshot {
    pub id: GameId,
    pub place: Place,
    pub variant: Arc<Variant>,
    pub position: Position,
    pub last: Option<(Move, String)>,
    pub plies: usize,
    pub outcome: Option<Outcome>,
    pub to_move: UserId,
    pub turn: Player,
    /// The user in each seat.
    pub players: Vec<UserId>,
    /// The announcement of the vote window open for the side to move.
    pub window_line: Option<String>,
    /// The role that votes in that window, to notify (transport role id).
    pub window_role: Option<String>,
}

pub(crate) fn snapshot(g: &LiveGame) -> Snapshot {
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
        window_line: window::window_line(g),
        window_role: window::window_role(g),
    }
}

/// The result in words, then the places of games of three or more:
/// `Places: 1st Red (@alice), 2nd Blue (@carol), 3rd Yellow (@bob).`
pub(crate) fn final_words(snap: &Snapshot, o: &Outcome) -> String {
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
pub(crate) fn status_line(snap: &Snapshot) -> String {
    match &snap.outcome {
        Some(o) => result_words(&snap.variant, o),
        None => format!(
            "{} ({}) to move",
            seat_name(&snap.variant, snap.turn),
            snap.to_move
        ),
    }
}
