//! Days-per-move clock arithmetic: the time a clock allows, when its reminders fall due,
//! the time left, and a clock's terms in words. The ticks that act on it are in `timer`.

use crate::i18n::Lang;
use crate::t;
use crate::vocabulary::duration::DAY;
use hexcourier_store::MoveClock;

/// What a tick does to one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Due {
    /// Half the time is gone: the reminder.
    Half,
    /// The final warning.
    Final,
    /// The time is up.
    Timeout,
}

/// Seconds a clock allows for the current turn: the days per move (or the bank's balance),
/// and what the other players gave.
pub(crate) fn allowed(c: &MoveClock) -> u64 {
    c.allowance
        .unwrap_or(u64::from(c.days) * DAY)
        .saturating_add(c.extra)
}

/// Seconds the clock has been stopped at `now` since it last stopped (a vacation): until
/// now, or until it ran again by itself ([`MoveClock::hold_until`]).
pub(crate) fn stopped_for(c: &MoveClock, now: u64) -> u64 {
    c.paused_at.map_or(0, |at| {
        now.min(c.hold_until.unwrap_or(u64::MAX)).saturating_sub(at)
    })
}

/// Whether the clock stands still at `now`: stopped, and not yet running again by itself.
pub(crate) fn is_stopped(c: &MoveClock, now: u64) -> bool {
    c.paused_at.is_some() && c.hold_until.is_none_or(|h| now < h)
}

/// Whether the clock was stopped and its hold ended by `now`: it runs again, and a tick
/// says so ([`crate::Core::release_hold`]).
pub(crate) fn hold_lapsed(c: &MoveClock, now: u64) -> bool {
    c.paused_at.is_some() && c.hold_until.is_some_and(|h| h <= now)
}

/// Stops the clock at `at` until `until` at the latest (the clock runs again by itself
/// then).
pub(crate) fn stop(c: &mut MoveClock, at: u64, until: u64) {
    c.paused_at = Some(at);
    c.hold_until = Some(until.max(at));
}

/// Runs a stopped clock again at `now`: the time it stood still is not counted, and is
/// added to what this turn has been stopped.
pub(crate) fn run(c: &mut MoveClock, now: u64) {
    let stood = stopped_for(c, now);
    c.turn_started = c.turn_started.saturating_add(stood);
    c.held = c.held.saturating_add(stood);
    c.paused_at = None;
    c.hold_until = None;
}

/// Seconds of the current turn gone at `now`: the time a stopped clock (a vacation) stood
/// still does not count.
pub(crate) fn elapsed(c: &MoveClock, now: u64) -> u64 {
    now.saturating_sub(c.turn_started)
        .saturating_sub(stopped_for(c, now))
}

/// A bank clock's most seconds.
pub(crate) fn bank_cap(c: &MoveClock) -> u64 {
    u64::from(c.cap.unwrap_or(c.days)) * DAY
}

/// Seconds a day.
pub(crate) const DAY_SECS: u64 = DAY;

/// How close to running out a clock starts its player's automatic vacation (seconds): the
/// time they keep for when they are back.
pub const AUTO_VACATION_MARGIN: u64 = 3600;

/// How long before the end the final warning comes: 24 hours, or a quarter of the time for
/// clocks of fewer than four days.
pub(crate) fn final_notice(c: &MoveClock) -> u64 {
    DAY.min(allowed(c) / 4)
}

/// Seconds left of the turn at `now`.
pub(crate) fn left(c: &MoveClock, now: u64) -> u64 {
    allowed(c).saturating_sub(elapsed(c, now))
}

/// What is due at `now`, if anything (the latest due step only); nothing while the clock is
/// stopped.
pub(crate) fn due(c: &MoveClock, now: u64) -> Option<Due> {
    if c.paused_at.is_some() {
        // A hold that ended is said first ([`crate::Core::release_hold`]).
        return None;
    }
    let left = left(c, now);
    if left == 0 {
        Some(Due::Timeout)
    } else if left <= final_notice(c) && c.reminders < 2 {
        Some(Due::Final)
    } else if elapsed(c, now) >= allowed(c) / 2 && c.reminders < 1 {
        Some(Due::Half)
    } else {
        None
    }
}

/// A clock's terms in words in English ([`clock_terms_in`]).
pub(crate) fn clock_terms(c: &MoveClock) -> String {
    clock_terms_in(Lang::En, c)
}

/// A clock's terms in words in `lang`: `3 days per move`, or for a bank `a bank of 3 days,
/// 1 day added a move, at most 5 days`.
pub(crate) fn clock_terms_in(lang: Lang, c: &MoveClock) -> String {
    let days = |n: u8| t!(lang, "count-days", n = n);
    match c.increment {
        None => t!(lang, "clock-per-move", days = days(c.days)),
        Some(inc) => t!(
            lang,
            "clock-bank",
            days = days(c.days),
            added = days(inc),
            most = days(c.cap.unwrap_or(c.days))
        ),
    }
}

/// How long before the end a clock of `days` gives its final warning.
pub(crate) fn final_notice_of(days: u8) -> u64 {
    final_notice(&MoveClock::per_move(days, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn final_warning_comes_a_day_or_a_quarter_before_the_end() {
        let c = |days| MoveClock::per_move(days, 0);
        assert_eq!(final_notice(&c(1)), 6 * 3600);
        assert_eq!(final_notice(&c(7)), DAY);
        assert_eq!(due(&c(2), DAY - 1), None);
        assert_eq!(due(&c(2), DAY), Some(Due::Half));
        assert_eq!(due(&c(2), 2 * DAY - 12 * 3600), Some(Due::Final));
        assert_eq!(due(&c(2), 2 * DAY), Some(Due::Timeout));
    }
}
