//! Vote windows of group voting games: when a window opens for a voting side, who votes in
//! it, and the words announcing it. The voting commands themselves are in `vote`.

use crate::i18n::{plain, Lang};
use crate::state::facts::Facts;
use crate::state::live::LiveGame;
use crate::t;
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::types::UserId;
use crate::vocabulary::words::{seat_in, votes_in};
use hexcourier_engine::Player;
use hexcourier_store::{VoteWindow, Voters};

/// Nodes the engine searches to break a tie between voted moves.
pub const TIE_BREAK_NODES: u64 = 2_000;

/// The default length of a vote window: 12 hours.
pub const DEFAULT_WINDOW_SECS: u64 = 12 * 3600;

/// Opens a window when a voting side is to move and none is open for this turn; drops the
/// window when no voting side is to move (or the game is over).
pub(crate) fn sync_window(g: &mut LiveGame, now: u64) {
    let Some(rules) = &g.vote else {
        g.window = None;
        return;
    };
    let seat = g.turn();
    let ply = u32::try_from(g.game.moves().len()).unwrap_or(u32::MAX);
    if g.game.outcome().is_some() || g.voters(seat).is_none() || g.challenge.is_some() {
        g.window = None;
        return;
    }
    if g.window
        .as_ref()
        .is_some_and(|w| w.ply == ply && w.seat == seat.0)
    {
        return;
    }
    g.window = Some(VoteWindow {
        seat: seat.0,
        ply,
        opened: now,
        closes: now.saturating_add(rules.window_secs),
        extended: false,
        ballots: Vec::new(),
    });
}

/// Whether `user` (with these role ids) votes for a side.
pub(crate) fn is_member(voters: &Voters, user: &UserId, roles: &[String]) -> bool {
    match voters {
        Voters::Team(ids) => ids.iter().any(|id| id == user.as_str()),
        Voters::Role { id, .. } => roles.iter().any(|r| r == id),
        Voters::Channel => true,
    }
}

/// The voters in words in `lang`: `the team @alice, @bob, @carol`, `the role devs`,
/// `anyone in the channel`.
pub(crate) fn voters_words(lang: Lang, voters: &Voters) -> String {
    match voters {
        Voters::Team(ids) => t!(
            lang,
            "voters-team",
            names = ids
                .iter()
                .map(|id| UserId::new(id.clone()).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Voters::Role { name, .. } => t!(lang, "voters-role", name = name.clone()),
        Voters::Channel => plain(lang, "voters-channel"),
    }
}

/// A moment as `2026-11-23 18:00 UTC`.
pub(crate) fn utc(secs: u64) -> String {
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    // Days to a civil date (proleptic Gregorian), after Howard Hinnant's algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}

/// The announcement of the open window, for the replies after a move, in `lang`.
pub(crate) fn window_line(g: &LiveGame, lang: Lang) -> Option<String> {
    let w = g.window.as_ref()?;
    let rules = g.vote.as_ref()?;
    let seat = Player(w.seat);
    let voters = g.voters(seat)?;
    Some(t!(
        lang,
        "window-open",
        side = seat_in(lang, &g.variant, seat),
        voters = voters_words(lang, voters),
        closes = crate::vocabulary::moment::moment(w.closes),
        length = duration_in(lang, w.closes.saturating_sub(w.opened)),
        min = votes_in(lang, rules.min_votes as usize)
    ))
}

/// The role to notify of the open window, when the side voting in it is a role.
pub(crate) fn window_role(g: &LiveGame) -> Option<String> {
    let w = g.window.as_ref()?;
    let voters = g.vote.as_ref()?.sides.get(usize::from(w.seat))?.as_ref()?;
    match voters {
        Voters::Role { id, .. } => Some(id.clone()),
        Voters::Team(_) | Voters::Channel => None,
    }
}

/// The lines of `/new` about the voting sides, in `lang`.
pub(crate) fn rules_line(g: &LiveGame, lang: Lang) -> Option<String> {
    let rules = g.vote.as_ref()?;
    let sides: Vec<String> = (0..g.players.len())
        .filter_map(|i| {
            let seat = Player(i as u8);
            g.voters(seat).map(|vs| {
                t!(
                    lang,
                    "vote-rules-side",
                    side = seat_in(lang, &g.variant, seat),
                    voters = voters_words(lang, vs)
                )
            })
        })
        .collect();
    Some(t!(
        lang,
        "vote-rules",
        sides = sides.join("; "),
        length = duration_in(lang, rules.window_secs),
        min = votes_in(lang, rules.min_votes as usize)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_utc_dates() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(1_700_000_000), "2023-11-14 22:13 UTC");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00 UTC");
    }
}
