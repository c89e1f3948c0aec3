//! What a change to a game leaves to report, captured under the game's lock: the position,
//! the last move, the result or whose turn it is, and the vote window opened.

use crate::i18n::{Lang, Notation};
use crate::state::facts::Facts;
use crate::state::live::LiveGame;
use crate::state::window;
use crate::t;
use crate::vocabulary::types::{GameId, Place, UserId};
use crate::vocabulary::words::{self, numbered, result_in, seat_in};
use hexcourier_engine::{Outcome, Player, Position, Variant};
use std::sync::Arc;

/// The last move of a game, as announcements show it.
pub(crate) struct LastMove {
    /// The canonical move text, `Qe1-c3`.
    pub text: String,
    /// With its number, as the public announcements write it (Polish `1. He1-c3`).
    pub numbered: String,
    /// With its number, in the standard letters (`1. Qe1-c3`), for readers of their own.
    pub numbered_canonical: String,
    /// The state text of the position it was played from.
    pub before: String,
    /// Who played it.
    pub by: UserId,
}

/// What a change to a game leaves to report, captured under the game's lock.
pub(crate) struct Snapshot {
    /// The game.
    pub id: GameId,
    /// Its place.
    pub place: Place,
    /// Its variant.
    pub variant: Arc<Variant>,
    /// The position now.
    pub position: Position,
    /// The last move, if any.
    pub last: Option<LastMove>,
    /// Moves played (passes included).
    pub plies: usize,
    /// How it ended, if it has.
    pub outcome: Option<Outcome>,
    /// The user to move.
    pub to_move: UserId,
    /// The seat to move.
    pub turn: Player,
    /// The user in each seat.
    pub players: Vec<UserId>,
    /// The announcement of the vote window open for the side to move.
    pub window_line: Option<String>,
    /// The role that votes in that window, to notify (transport role id).
    pub window_role: Option<String>,
    /// When the move clock runs out for the side to move (unix seconds), if there is one
    /// and it runs.
    pub deadline: Option<u64>,
    /// Seconds left on the clock of the side to move while a vacation stops it.
    pub stopped_left: Option<u64>,
    /// Who aborted the game, if it was aborted (then no one is to move).
    pub aborted_by: Option<UserId>,
    /// The game's community, if any.
    pub realm: Option<String>,
    /// The language of the game's public announcements (its server's).
    pub lang: Lang,
    /// How the game's public announcements write moves (its server's notation).
    pub notation: Notation,
}

/// The snapshot of a game as it is now, its words in English ([`snapshot_in`]).
pub(crate) fn snapshot(g: &LiveGame) -> Snapshot {
    snapshot_in(g, Lang::En, Notation::English)
}

/// The snapshot of a game as it is now, its words (the vote window's line, the result) in
/// `lang`, the language of its server's announcements.
pub(crate) fn snapshot_in(g: &LiveGame, lang: Lang, notation: Notation) -> Snapshot {
    let texts = g.game.move_texts();
    let numbers = words::move_numbers(&g.variant, &g.game);
    let last = texts
        .last()
        .zip(numbers.last())
        .zip(g.game.before_last())
        .map(|((t, &(number, mover)), before)| LastMove {
            text: t.clone(),
            numbered: numbered(
                number,
                mover,
                &crate::i18n::show_move(&g.variant, lang, notation, t),
            ),
            numbered_canonical: numbered(number, mover, t),
            before: before.to_text(&g.variant),
            by: g.user(mover).clone(),
        });
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
        window_line: window::window_line(g, lang),
        window_role: window::window_role(g),
        deadline: g
            .move_clock
            .filter(|c| c.paused_at.is_none())
            .map(|c| c.turn_started + crate::state::movetime::allowed(&c)),
        stopped_left: g
            .move_clock
            .and_then(|c| c.paused_at.map(|at| crate::state::movetime::left(&c, at))),
        aborted_by: g.aborted_by.clone(),
        realm: g.realm.clone(),
        lang,
        notation,
    }
}

/// The result in words, then the places of games of three or more:
/// `Places: 1st Red (@alice), 2nd Blue (@carol), 3rd Yellow (@bob).`
pub(crate) fn final_words(snap: &Snapshot, o: &Outcome) -> String {
    let (v, lang) = (&snap.variant, snap.lang);
    let result = result_in(lang, v, o);
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
                words::ordinal_in(lang, o.ranks[i]),
                seat_in(lang, v, p)
            )
        })
        .collect();
    let places = t!(lang, "result-places", places = places.join(", "));
    format!("{result}\n{places}")
}

/// `Black (@bob) to move`, the result, or who aborted the game.
pub(crate) fn status_line(snap: &Snapshot) -> String {
    match (&snap.aborted_by, &snap.outcome) {
        (Some(by), _) => t!(
            snap.lang,
            "status-aborted",
            user = words::user_in(snap.lang, by)
        ),
        (None, Some(o)) => result_in(snap.lang, &snap.variant, o),
        (None, None) => t!(
            snap.lang,
            "status-to-move",
            side = seat_in(snap.lang, &snap.variant, snap.turn),
            user = words::user_in(snap.lang, &snap.to_move)
        ),
    }
}
