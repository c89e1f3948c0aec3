//! Command family: game records. `/export` answers with the game of its place as a text file
//! in the PGN-like format `hexcourier replay` and `/new ... from:` read back (README: "Game
//! records"); `/gif` with its animated replay.

use crate::i18n::{variant_name, Lang};
use crate::state::facts::Facts;
use crate::state::live::{lock, LiveGame};
use crate::t;
use crate::vocabulary::limits::WorkSlot;
use crate::vocabulary::names::public_name;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{Place, Reply, UserId};
use crate::vocabulary::words::{result_words, seat_name};
use crate::Core;

/// The longest game `/gif` draws, in plies.
pub const MAX_GIF_PLIES: usize = 500;
use hexcourier_engine::record::write_record_with_comments;
use hexcourier_engine::{Player, Position};

impl Core {
    /// `/export`: the game of this place as a record file (`g12.pgn`), during or after it.
    pub(crate) fn export(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/export works")?;
        let realm = lock(&shared).realm.clone();
        let server = self.server_name(realm.as_deref());
        let g = lock(&shared);
        let text = record_text(&g, server.as_deref());
        let id = g.id.key();
        Ok(vec![Reply::File {
            place: place.clone(),
            bytes: text.into_bytes(),
            file_name: format!("{id}.pgn"),
            caption: format!(
                "{id}: {}, {}",
                variant_name(lang, &g.variant.id, &g.variant.name),
                g.players_line_in(lang)
            ),
        }])
    }
}

impl Core {
    /// `/gif`: the animated replay of the game of this place, during or after it, turned for
    /// the asker's side (a spectator sees the first player's).
    pub(crate) fn replay_gif(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/gif works")?;
        let (v, game, viewer, id, players, realm) = {
            let g = lock(&shared);
            (
                g.variant.clone(),
                g.game.clone(),
                g.seat_of(user),
                g.id.key(),
                g.players_line_in(lang),
                g.realm.clone(),
            )
        };
        let plies = game.moves().len();
        if plies > MAX_GIF_PLIES {
            return Err(Problem::TooLongFor {
                what: "/gif",
                plies,
                max: MAX_GIF_PLIES,
            });
        }
        // One replay is drawn at a time per server (it is charged by its length too).
        let _slot = WorkSlot::take(&self.working, realm.as_deref(), "/gif")?;
        Ok(vec![match self.painter.replay(&v, &game, viewer) {
            Ok(bytes) => Reply::Image {
                place: place.clone(),
                png: bytes,
                caption: format!(
                    "{id}: {}, {players}, {}",
                    variant_name(lang, &v.id, &v.name),
                    t!(lang, "count-moves", n = plies as u64)
                ),
                file_name: format!("{id}.gif"),
            },
            Err(e) => text(place, t!(lang, "replay-failed", error = e.to_string())),
        }])
    }
}

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
    // Howard Hinnant's days-to-civil.
    let z = i64::try_from(unix / 86_400).unwrap_or(0) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
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
