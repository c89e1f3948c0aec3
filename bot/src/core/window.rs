//! Vote windows of group voting games: when a window opens for a voting side, who votes in
//! it, and the words announcing it. The voting commands themselves are in `vote`.

use super::facts::Facts;
use super::live::LiveGame;
use super::movetime::duration_words;
use super::types::UserId;
use super::words::{count, seat_name};
use crate::store::{VoteWindow, Voters};
use hexcourier_engine::Player;

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

/// The voters in words: `the team @alice, @bob, @carol`, `the role devs`, `anyone in the
/// channel`.
pub(crate) fn voters_words(voters: &Voters) -> String {
    match voters {
        Voters::Team(ids) => format!(
            "the team {}",
            ids.iter()
                .map(|id| UserId::new(id.clone()).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Voters::Role { name, .. } => format!("the role {name}"),
        Voters::Channel => "anyone in the channel".to_string(),
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

/// The announcement of the open window, for the replies after a move.
pub(crate) fn window_line(g: &LiveGame) -> Option<String> {
    let w = g.window.as_ref()?;
    let rules = g.vote.as_ref()?;
    let seat = Player(w.seat);
    let voters = g.voters(seat)?;
    Some(format!(
        "Vote for {}'s move ({}): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at {} ({}); it needs at least {}.",
        seat_name(&g.variant, seat),
        voters_words(voters),
        utc(w.closes),
        duration_words(w.closes.saturating_sub(w.opened)),
        count(rules.min_votes as usize, "vote"),
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

/// The lines of `/new` about the voting sides.
pub(crate) fn rules_line(g: &LiveGame) -> Option<String> {
    let rules = g.vote.as_ref()?;
    let sides: Vec<String> = (0..g.players.len())
        .filter_map(|i| {
            let seat = Player(i as u8);
            g.voters(seat).map(|vs| {
                format!(
                    "{} votes: {}",
                    seat_name(&g.variant, seat),
                    voters_words(vs)
                )
            })
        })
        .collect();
    Some(format!(
        "Voting game. {}.\nWindows of {}, at least {} each; the most voted move is played when a window closes (ties: the engine's choice among them). A draw needs more than half of a window's votes, resigning more than 60%. Without enough votes a window is extended once, then the side forfeits.",
        sides.join("; "),
        duration_words(rules.window_secs),
        count(rules.min_votes as usize, "vote"),
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
