//! What the start of a game says: the announcement of a new game (its place opened, the
//! players, the rules chosen, the first position and a ping) and of a challenge (who is
//! challenged to what, until when). `start` and `challenge` both announce through here.

use crate::i18n::{plain, text, variant_name, Args, Lang};
use crate::state::announce::position_says;
use crate::state::live::LiveGame;
use crate::state::movetime::{clock_terms_in, final_notice_of};
use crate::state::search::hint_rule_in;
use crate::state::snapshot::{snapshot_in, Snapshot};
use crate::state::window::rules_line;
use crate::t;
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::notice::Said;
use crate::vocabulary::types::{Place, Question, UserId};
use crate::vocabulary::words::{self, game_move_list, moves_in};
use hexcourier_engine::{Position, Variant};

/// `@engine plays at level 3: Casual: two plies ahead with some randomness.`
fn engine_line(lang: Lang, level: hexcourier_engine::search::Level) -> String {
    let n = level.number().clamp(1, 8);
    t!(
        lang,
        "new-game-engine",
        level = level.number().to_string(),
        about = plain(lang, &format!("engine-level-{n}"))
    )
}

/// The introduction of a new game in its place: the players, the rules chosen, how to move.
fn intro(live: &LiveGame, snap: &Snapshot, set_up: bool, lang: Lang) -> String {
    let v = &live.variant;
    let played = live.game.move_texts();
    let rules_line = rules_line(live, lang);
    let name = variant_name(lang, &v.id, &v.name);
    let mut lines = vec![format!("{name}: {}.", live.players_line_in(lang))];
    lines.extend(rules_line.clone());
    if set_up {
        lines.push(t!(lang, "new-game-set-up", position = live.start.clone()));
    }
    if !played.is_empty() {
        lines.push(t!(
            lang,
            "new-game-after",
            moves = moves_in(lang, played.len()),
            list = game_move_list(v, &live.game)
        ));
    }
    if let Some(l) = live.engine_level {
        lines.push(engine_line(lang, l));
    }
    if live.hints.allowed || live.engine_level.is_some() {
        lines.push(hint_rule_in(lang, &live.hints));
    }
    // Rated games allow no hints: a game between people that would be rated says why not.
    if live.hints.allowed
        && live.engine_level.is_none()
        && live.vote.is_none()
        && !set_up
        && live.start_plies == 0
    {
        lines.push(plain(lang, "new-game-not-rated"));
    }
    if let Some(c) = live.move_clock {
        lines.push(t!(
            lang,
            "new-game-clock",
            terms = clock_terms_in(lang, &c),
            notice = duration_in(lang, final_notice_of(c.days))
        ));
    }
    let example = crate::i18n::show_move(v, lang, snap.notation, &example_move(v, &snap.position));
    lines.push(if rules_line.is_some() {
        t!(lang, "new-game-how-vote", example = example)
    } else {
        t!(lang, "new-game-how-move", example = example)
    });
    lines.join("\n")
}

/// What a new game announces, in `lang` (its server's): its place opened under `place`, a
/// line there, then in the new place the players, the rules chosen (from a given position,
/// when it did not start from the variant's own), the first position and a ping.
pub(crate) fn announce_new_game_in(
    place: &Place,
    live: &LiveGame,
    lang: Lang,
    notation: crate::i18n::Notation,
) -> Vec<Said> {
    let v = &live.variant;
    let set_up = Position::start(v).map_or(true, |p| p.to_text(v) != live.start);
    let snap = snapshot_in(live, lang, notation);
    let players_line = live.players_line_in(lang);
    let intro = intro(live, &snap, set_up, lang);
    let title = format!(
        "{}: {}, {}",
        live.id,
        variant_name(lang, &v.id, &v.name),
        live.players
            .iter()
            .map(|u| words::user_in(lang, u))
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
        Said::text(
            place,
            t!(
                lang,
                "new-game-line",
                place = gp.to_string(),
                variant = variant_name(lang, &v.id, &v.name),
                players = players_line
            ),
        ),
        Said::text(&gp, intro),
    ];
    says.extend(position_says(&snap));
    says
}

/// `@a`, `@a and @b`, `@a, @b and @c`, in `lang`.
pub(crate) fn and_list(lang: Lang, users: &[UserId]) -> String {
    let names: Vec<String> = users.iter().map(ToString::to_string).collect();
    crate::i18n::and_list(lang, &names)
}

/// The options of a challenge worth telling before it is accepted: the clock, hints, a
/// position given, voting.
fn terms(g: &LiveGame, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(c) = g.move_clock {
        out.push(clock_terms_in(lang, &c));
    }
    if g.hints.allowed {
        out.push(plain(lang, "challenge-term-hints"));
    }
    let own_start = Position::start(&g.variant).is_ok_and(|p| p.to_text(&g.variant) == g.start);
    if !own_start || g.start_plies > 0 {
        out.push(plain(lang, "challenge-term-position"));
    }
    if g.vote.is_some() {
        out.push(plain(lang, "challenge-term-vote"));
    }
    out
}

/// What a new challenge announces where it was made, in `lang`: who is challenged to what,
/// until when, a ping of each player named, and the question its buttons answer.
pub(crate) fn announce_challenge(g: &LiveGame, lang: Lang) -> Vec<Said> {
    let Some(c) = &g.challenge else {
        return Vec::new();
    };
    let place = Place::new(c.place.clone());
    let named: Vec<UserId> = g
        .waiting_for()
        .into_iter()
        .filter(UserId::is_person)
        .collect();
    let open = g.players.iter().filter(|u| u.is_open_seat()).count();
    let terms = terms(g, lang);
    let terms = if terms.is_empty() {
        String::new()
    } else {
        format!(", {}", terms.join(", "))
    };
    let mut a = Args::new();
    a.set("by", UserId::new(c.by.clone()).to_string());
    a.set("id", g.id.to_string());
    a.set(
        "variant",
        variant_name(lang, &g.variant.id, &g.variant.name),
    );
    a.set("players", g.players_line_in(lang));
    a.set("terms", terms);
    a.set("named", and_list(lang, &named));
    a.set("until", crate::vocabulary::moment::moment_ahead(c.expires));
    let (head, how) = match (named.is_empty(), open) {
        (true, _) => ("challenge-open", "challenge-open-how"),
        (false, 0) => ("challenge-named", "challenge-named-how"),
        (false, _) => ("challenge-named-open", "challenge-named-open-how"),
    };
    let line = format!("{}\n{}", text(lang, head, &a), text(lang, how, &a));
    let mut says = vec![Said::text(&place, line)];
    says.extend(named.into_iter().map(|user| Said::Mention {
        place: place.clone(),
        user,
    }));
    says.push(Said::Ask {
        place,
        question: Question::Challenge { game: g.id.0 },
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
