//! What the start of a game says: the announcement of a new game (its place opened, the
//! players, the rules chosen, the first position and a ping) and of a challenge (who is
//! challenged to what, until when). `start` and `challenge` both announce through here.

use super::announce::position_says;
use super::live::LiveGame;
use super::movetime::{duration_words, final_notice_of};
use super::notice::Said;
use super::search::hint_rule_text;
use super::snapshot::snapshot;
use super::types::{Place, Question, UserId};
use super::window::{rules_line, utc};
use super::words::{self, game_move_list};
use hexcourier_engine::{Position, Variant};

/// What a new game announces: its place opened under `place`, a line there, then
/// in the new place the players, the rules chosen (from a given position, when it did not
/// start from the variant's own), the first position and a ping.
pub(crate) fn announce_new_game(place: &Place, live: &LiveGame) -> Vec<Said> {
    let v = &live.variant;
    let set_up = Position::start(v).map_or(true, |p| p.to_text(v) != live.start);
    let snap = snapshot(live);
    let players_line = live.players_line();
    let played = live.game.move_texts();
    let rules_line = rules_line(live);
    let mut intro = format!("{}: {players_line}.", v.name);
    if let Some(l) = &rules_line {
        intro.push_str(&format!("\n{l}"));
    }
    if set_up {
        intro.push_str(&format!(
            "\nStarted from the set-up position {}",
            live.start
        ));
    }
    if !played.is_empty() {
        intro.push_str(&format!(
            "\nStarted after {}: {}",
            words::count(played.len(), "move"),
            game_move_list(v, &live.game)
        ));
    }
    if let Some(l) = live.engine_level {
        intro.push_str(&format!(
            "\n@engine plays at level {}: {}.",
            l.number(),
            l.description()
        ));
    }
    if live.hints.allowed || live.engine_level.is_some() {
        intro.push_str(&format!("\n{}", hint_rule_text(&live.hints)));
    }
    // Rated games allow no hints: a game between people that would be rated says why not.
    if live.hints.allowed
        && live.engine_level.is_none()
        && live.vote.is_none()
        && !set_up
        && live.start_plies == 0
    {
        intro.push_str("\nThis game is not rated: hints are allowed.");
    }
    if let Some(c) = live.move_clock {
        intro.push_str(&format!(
            "\nClock: {}; reminders at half time and {} before the end, then the game is lost on time.",
            super::movetime::clock_terms(&c),
            duration_words(final_notice_of(c.days))
        ));
    }
    intro.push_str(&format!(
        "\n{} {}; /moves lists the legal ones, /help the commands.",
        if rules_line.is_some() {
            "Vote here with /vote <move>, like /vote"
        } else {
            "Type moves here, like"
        },
        example_move(v, &snap.position)
    ));
    let title = format!(
        "{}: {}, {}",
        live.id,
        v.name,
        live.players
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" vs ")
    );
    let gp = live.place.clone();
    let mut says = vec![
        Said::Open {
            place: gp.clone(),
            title,
            parent: place.clone(),
        },
        Said::text(place, format!("New game {gp}: {}, {players_line}.", v.name)),
        Said::text(&gp, intro),
    ];
    says.extend(position_says(&snap));
    says
}

/// `@a`, `@a and @b`, `@a, @b and @c`.
pub(crate) fn and_list(users: &[UserId]) -> String {
    let names: Vec<String> = users.iter().map(ToString::to_string).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The options of a challenge worth telling before it is accepted: the clock, hints, a
/// position given, voting.
fn terms(g: &LiveGame) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(c) = g.move_clock {
        out.push(super::movetime::clock_terms(&c));
    }
    if g.hints.allowed {
        out.push("hints allowed (not rated)".into());
    }
    let own_start = Position::start(&g.variant).is_ok_and(|p| p.to_text(&g.variant) == g.start);
    if !own_start || g.start_plies > 0 {
        out.push("from a given position (not rated)".into());
    }
    if g.vote.is_some() {
        out.push("a side votes on its moves".into());
    }
    out
}

/// What a new challenge announces where it was made: who is challenged to what, until when,
/// a ping of each player named, and the question its buttons answer.
pub(crate) fn announce_challenge(g: &LiveGame) -> Vec<Said> {
    let Some(c) = &g.challenge else {
        return Vec::new();
    };
    let place = Place::new(c.place.clone());
    let by = UserId::new(c.by.clone());
    let named: Vec<UserId> = g
        .waiting_for()
        .into_iter()
        .filter(UserId::is_person)
        .collect();
    let open = g.players.iter().filter(|u| u.is_open_seat()).count();
    let terms = terms(g);
    let terms = if terms.is_empty() {
        String::new()
    } else {
        format!(", {}", terms.join(", "))
    };
    let id = g.id;
    let head = match (named.is_empty(), open) {
        (true, _) => format!(
            "{by} offers an open challenge {id}: {}, {}{terms}.",
            g.variant.name,
            g.players_line()
        ),
        (false, 0) => format!(
            "{by} challenges {} to {} ({id}): {}{terms}.",
            and_list(&named),
            g.variant.name,
            g.players_line()
        ),
        (false, _) => format!(
            "{by} challenges {} and anyone to {} ({id}): {}{terms}.",
            and_list(&named),
            g.variant.name,
            g.players_line()
        ),
    };
    let how = match (named.is_empty(), open) {
        (true, _) => format!(
            "Anyone may take it with /accept {id} until {}.",
            utc(c.expires)
        ),
        (false, 0) => format!(
            "{}: /accept or /decline until {}.",
            and_list(&named),
            utc(c.expires)
        ),
        (false, _) => format!(
            "{}: /accept or /decline; the open seat goes to whoever sends /accept {id} first; until {}.",
            and_list(&named),
            utc(c.expires)
        ),
    };
    let mut says = vec![Said::text(&place, format!("{head}\n{how}"))];
    says.extend(named.into_iter().map(|user| Said::Mention {
        place: place.clone(),
        user,
    }));
    says.push(Said::Ask {
        place,
        question: Question::Challenge { game: id.0 },
    });
    says
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
