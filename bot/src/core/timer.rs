//! Days-per-move clocks: reminders, final warnings and losses on time ([`Core::tick`]).
//!
//! A game started with `days:N` gives the player to move N days. At half the time they get a
//! reminder with a ping, when [`final_notice`] is left a final warning with a ping, and when
//! the time is up the game ends as a loss on time for them (in games of three or more, the
//! game ends with the others sharing the win, as after a resignation: the engine replays
//! records move by move, so a seat cannot be eliminated outside a move). Each reminder is
//! saved before it is sent, once per turn. Engine seats have no clock.

use super::index::Facts;
use super::live::LiveGame;
use super::words::seat_name;
use super::{final_words, finish, lock, snapshot, table_outcome, text, Core, Reply, Shared};
use crate::store::MoveClock;
use hexcourier_engine::EndReason;

/// Seconds in a day.
const DAY: u64 = 24 * 60 * 60;

/// What a tick does to one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Due {
    Half,
    Final,
    Timeout,
}

/// Seconds a clock allows for one move.
pub(crate) fn allowed(c: &MoveClock) -> u64 {
    u64::from(c.days) * DAY
}

/// How long before the end the final warning comes: 24 hours, or a quarter of the time for
/// clocks of fewer than four days.
pub(crate) fn final_notice(c: &MoveClock) -> u64 {
    DAY.min(allowed(c) / 4)
}

/// Seconds left of the turn at `now`.
pub(crate) fn left(c: &MoveClock, now: u64) -> u64 {
    (c.turn_started + allowed(c)).saturating_sub(now)
}

/// What is due at `now`, if anything (the latest due step only).
fn due(c: &MoveClock, now: u64) -> Option<Due> {
    let left = left(c, now);
    if left == 0 {
        Some(Due::Timeout)
    } else if left <= final_notice(c) && c.reminders < 2 {
        Some(Due::Final)
    } else if now.saturating_sub(c.turn_started) >= allowed(c) / 2 && c.reminders < 1 {
        Some(Due::Half)
    } else {
        None
    }
}

/// A duration in words, rounded down: `2 days 5 hours`, `6 hours`, `40 minutes`.
pub(crate) fn duration_words(secs: u64) -> String {
    let (days, hours, minutes) = (secs / DAY, secs % DAY / 3600, secs % 3600 / 60);
    let unit = |n: u64, one: &str| format!("{n} {one}{}", if n == 1 { "" } else { "s" });
    match (days, hours) {
        (0, 0) if minutes == 0 => "less than a minute".to_string(),
        (0, 0) => unit(minutes, "minute"),
        (0, h) => unit(h, "hour"),
        (d, 0) => unit(d, "day"),
        (d, h) => format!("{} {}", unit(d, "day"), unit(h, "hour")),
    }
}

/// Ends the game as a loss on time for the player to move; the words saying so.
fn time_out(next: &mut LiveGame, now: u64) -> String {
    let v = next.variant.clone();
    let seat = next.turn();
    let who = format!("{} ({})", next.user(seat), seat_name(&v, seat));
    let outcome = table_outcome(&v, &next.game, Some(seat), EndReason::Timeout);
    next.game.finish(outcome);
    next.draw_offer.clear();
    next.takeback = None;
    next.updated = now;
    let snap = snapshot(next);
    let result = snap
        .outcome
        .as_ref()
        .map(|o| final_words(&snap, o))
        .unwrap_or_default();
    format!("{who} ran out of time.\n{result}")
}

impl Core {
    /// If the game's move clock has run out (before the next tick noticed), ends the game on
    /// time, saves it and returns the replies, led by `first`; the action that found it is
    /// not carried out. `None` when the clock has not run out (or cannot be saved: the next
    /// tick will try again, and the action goes on).
    pub(super) fn out_of_time(&self, shared: &Shared, first: &str) -> Option<Vec<Reply>> {
        let now = self.now();
        let mut guard = lock(shared);
        let c = guard.move_clock?;
        if !guard.running() || guard.engine_to_move() || due(&c, now) != Some(Due::Timeout) {
            return None;
        }
        let mut next = guard.clone();
        let line = time_out(&mut next, now);
        if let Err(p) = self.save(&next) {
            tracing::warn!(game = %next.id, "could not save a loss on time: {p}");
            return None;
        }
        let place = next.place.clone();
        *guard = next;
        Some(vec![text(&place, format!("{first}\n{line}"))])
    }

    /// Checks every running game's move clock against the clock's time: sends the half-time
    /// reminder and the final warning (each once per turn, with a ping of the player to move)
    /// and ends games whose time is up as a loss on time. Then closes the vote windows whose
    /// time is up (see the `vote` module): plays the voted move, extends the window, or ends
    /// the game; with inline engine moves, the engine answers a voted move at once. Every
    /// change is saved before its replies are returned; a game whose save fails is left for
    /// the next tick.
    pub fn tick(&self) -> Vec<Reply> {
        let now = self.now();
        let mut replies = Vec::new();
        let due_now = self.select(|g| {
            let c = g.clock()?;
            (g.running() && !g.engine_to_move() && due(&c, now).is_some()).then(|| g.game_id())
        });
        for shared in due_now.into_iter().filter_map(|id| self.load(id)) {
            let mut guard = lock(&shared);
            let Some(c) = guard.move_clock else { continue };
            if !guard.running() || guard.engine_to_move() {
                continue;
            }
            let Some(step) = due(&c, now) else { continue };
            let mut next = guard.clone();
            let v = next.variant.clone();
            let seat = next.turn();
            let user = next.user(seat).clone();
            let who = format!("{user} ({})", seat_name(&v, seat));
            let mut out = Vec::new();
            match step {
                Due::Timeout => {
                    let line = time_out(&mut next, now);
                    out.push(text(&next.place, line));
                }
                Due::Half | Due::Final => {
                    let left = duration_words(left(&c, now));
                    let line = if step == Due::Half {
                        next.move_clock = Some(MoveClock { reminders: 1, ..c });
                        format!("Reminder: {who} to move; {left} left on the clock.")
                    } else {
                        next.move_clock = Some(MoveClock { reminders: 2, ..c });
                        format!(
                            "Final warning: {who} to move; {left} left, then the game is lost on time."
                        )
                    };
                    out.push(text(&next.place, line));
                    out.push(Reply::Ping {
                        place: next.place.clone(),
                        user,
                    });
                }
            }
            if let Err(p) = self.save(&next) {
                tracing::warn!(game = %next.id, "could not save the clock's change: {p}");
                continue;
            }
            let place = next.place.clone();
            *guard = next;
            drop(guard);
            replies.extend(finish(&place, Ok(out)));
        }
        replies.extend(self.vote_tick(now));
        self.inline_engine_moves(&mut replies);
        replies
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_well() {
        assert_eq!(duration_words(0), "less than a minute");
        assert_eq!(duration_words(61), "1 minute");
        assert_eq!(duration_words(3 * 3600 + 5), "3 hours");
        assert_eq!(duration_words(DAY), "1 day");
        assert_eq!(duration_words(2 * DAY + 3600), "2 days 1 hour");
    }

    #[test]
    fn final_warning_comes_a_day_or_a_quarter_before_the_end() {
        let c = |days| MoveClock {
            days,
            turn_started: 0,
            reminders: 0,
        };
        assert_eq!(final_notice(&c(1)), 6 * 3600);
        assert_eq!(final_notice(&c(7)), DAY);
        assert_eq!(due(&c(2), DAY - 1), None);
        assert_eq!(due(&c(2), DAY), Some(Due::Half));
        assert_eq!(due(&c(2), 2 * DAY - 12 * 3600), Some(Due::Final));
        assert_eq!(due(&c(2), 2 * DAY), Some(Due::Timeout));
    }
}
