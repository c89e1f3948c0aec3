//! A game's record file, in the PGN-like format `hexcourier replay` and `/new ... from:` read
//! back (README: "Game records"): its tags, its moves and result, vacations as comments.
//! `/export` answers with it, the web pages and a tournament's export show it.

use crate::state::live::LiveGame;
use crate::vocabulary::names::public_name;
use crate::vocabulary::words::{result_words, seat_name};
use hexcourier_engine::record::write_record_with_comments;
use hexcourier_engine::{Player, Position};

/// How a game's record names a seat's player: by the name its server showed them by, else
/// `?` (PGN's unknown player) when their id is a number no one should read.
fn player_tag(g: &LiveGame, seat: usize) -> String {
    let stored = u8::try_from(seat)
        .ok()
        .and_then(|s| g.names.get(&s))
        .map(String::as_str);
    g.players
        .get(seat)
        .and_then(|u| public_name(u, stored))
        .unwrap_or_else(|| "?".into())
}

/// The record of a game: its tags, then its moves and result. Public: its players are named
/// by the names their server showed them by, the server by its name (`server`), never by
/// their ids.
pub(crate) fn record_text(g: &LiveGame, server: Option<&str>) -> String {
    let v = &g.variant;
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), format!("Hexcourier game {}", g.id.key())),
        (
            "Site".into(),
            match (&g.realm, server) {
                (Some(_), Some(name)) => name.to_string(),
                (Some(_), None) => "Discord".into(),
                (None, _) => "Hexcourier console".into(),
            },
        ),
        ("Date".into(), date(g.created)),
        ("Variant".into(), v.id.clone()),
    ];
    for i in 0..g.players.len() {
        let seat = seat_name(v, Player(i as u8));
        let mut name: Vec<char> = seat.chars().collect();
        if let Some(c) = name.first_mut() {
            *c = c.to_ascii_uppercase();
        }
        let tag: String = name.into_iter().filter(|c| c.is_alphanumeric()).collect();
        tags.push((tag, player_tag(g, i)));
    }
    let result = match (&g.aborted_by, g.game.outcome()) {
        (Some(_), _) | (None, None) => "*".to_string(),
        (None, Some(o)) => o.result_text(),
    };
    tags.push(("Result".into(), result.clone()));
    if let Some(by) = &g.aborted_by {
        let who = match g.players.iter().position(|u| u == by) {
            Some(seat) => Some(player_tag(g, seat)),
            None => public_name(by, None),
        };
        tags.push((
            "Termination".into(),
            match who {
                // english: a record's tag (records stay in English)
                Some(who) => format!("aborted by {who}"),
                None => "aborted".into(),
            },
        ));
        tags.push(("EndDate".into(), date(g.updated)));
    } else if let Some(o) = g.game.outcome() {
        tags.push(("Termination".into(), result_words(v, o)));
        tags.push(("EndDate".into(), date(g.updated)));
    }
    let own_start = Position::start(v).is_ok_and(|p| p.to_text(v) == g.start);
    if !own_start {
        tags.push(("SetUp".into(), "1".into()));
        tags.push(("FEN".into(), g.start.clone()));
    }
    tags.push((
        "TimeControl".into(),
        g.move_clock
            .as_ref()
            .map_or_else(|| "-".into(), crate::state::movetime::clock_terms),
    ));
    // Vacations, as comments where they began.
    let comments: Vec<(usize, String)> = g
        .vacations
        .iter()
        .map(|m| {
            let who = player_tag(g, usize::from(m.seat));
            let until = match m.to {
                // english: a record's comment (records stay in English)
                Some(to) => format!("until {}", crate::state::window::utc(to)),
                None => "still away".into(),
            };
            (
                m.ply as usize,
                format!(
                    // english: a record's comment (records stay in English)
                    "{who} on vacation from {}, {until}; their clock stopped",
                    crate::state::window::utc(m.from)
                ),
            )
        })
        .collect();
    write_record_with_comments(
        &tags,
        g.game.move_texts(),
        v.player_count(),
        &result,
        &comments,
    )
}

/// A day as PGN writes it, `2026.11.25` (UTC).
fn date(unix: u64) -> String {
    let t = i64::try_from(unix)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    t.strftime("%Y.%m.%d").to_string()
}

#[cfg(test)]
mod tests {
    use super::date;

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(date(0), "1970.01.01");
        assert_eq!(date(951_782_400), "2000.02.29");
        assert_eq!(date(1_900_000_000), "2030.03.17");
        assert_eq!(date(1_795_651_199), "2026.11.25");
    }
}
