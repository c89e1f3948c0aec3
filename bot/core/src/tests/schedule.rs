//! The deadline schedule: each kind of deadline is the core's next instant and fires at it
//! (a second before, nothing), a command that brings a deadline nearer wakes the ticker, and
//! a restart finds every deadline again.

use super::*;
use std::sync::atomic::{AtomicUsize, Ordering};

const HOUR: u64 = 3600;

impl Bot {
    /// Sets the clock to `t` and ticks: what it announced.
    fn tick_at(&self, t: u64) -> Vec<String> {
        self.clock.set(t);
        self.tick()
    }

    /// Ticks a second before `t` (nothing may happen), then at `t`: what that announced.
    fn fires_at(&self, t: u64) -> Vec<String> {
        assert_eq!(self.core.next_due(), Some(t), "the next deadline");
        assert_eq!(self.tick_at(t - 1), Vec::<String>::new(), "a second early");
        self.tick_at(t)
    }
}

/// A hook counting its calls.
fn counting_hook(core: &Core) -> Arc<AtomicUsize> {
    let calls = Arc::new(AtomicUsize::new(0));
    let c = calls.clone();
    core.on_deadline(Box::new(move || {
        c.fetch_add(1, Ordering::SeqCst);
    }));
    calls
}

#[test]
fn a_clock_reminds_warns_and_times_out_each_at_its_instant() {
    let b = bot();
    assert_eq!(b.core.next_due(), None);
    b.say("lobby", "alice", "/new glinski @bob days:2");
    let start = b.clock.now();
    let half = b.fires_at(start + DAY);
    assert_eq!(
        half[0],
        "[#g1] Reminder: @alice (White) to move; 1 day left on the clock."
    );
    let warned = b.fires_at(start + 2 * DAY - 12 * HOUR);
    assert!(
        warned[0].starts_with("[#g1] Final warning: @alice"),
        "{warned:?}"
    );
    // The hour before the end (automatic vacations: none in this core) passes quietly.
    assert_eq!(b.fires_at(start + 2 * DAY - HOUR), Vec::<String>::new());
    let lost = b.fires_at(start + 2 * DAY);
    assert!(lost[0].contains("ran out of time"), "{lost:?}");
    assert_eq!(b.core.next_due(), None);
}

#[test]
fn a_vote_window_closes_at_its_instant() {
    let b = vote_bot();
    b.say("#g1", "alice", "/vote b1-b2");
    b.say("#g1", "bob", "/vote b1-b2");
    let closed = b.fires_at(1_000 + 2 * HOUR);
    assert!(
        closed[0].starts_with("[#g1] 1. b1-b2 — White's vote"),
        "{closed:?}"
    );
    // The engine answered and the next window opened: its close is the next deadline.
    assert_eq!(b.core.next_due(), Some(1_000 + 4 * HOUR));
}

#[test]
fn a_challenge_lapses_at_its_instant() {
    let b = bot();
    b.raw("lobby", "alice", "/new glinski @bob");
    let lapsed = b.fires_at(1_000 + DEFAULT_CHALLENGE_SECS);
    assert_eq!(
        lapsed,
        ["[lobby] Challenge g1 from @alice lapsed: @bob did not accept in time."]
    );
    assert_eq!(b.core.next_due(), None);
}

#[test]
fn a_tournament_starts_when_its_sign_up_ends() {
    let b = bot();
    b.say(
        "lobby",
        "org",
        "/tournament new glinski rr days:2 signup:1d name:Club",
    );
    for p in ["p1", "p2", "p3"] {
        b.say("#t1", p, "/tournament join");
    }
    let started = b.fires_at(1_000 + DAY);
    assert!(
        started.iter().any(|l| l.contains("New game #g1")),
        "{started:?}"
    );
    // Its first games' clocks are the next deadlines.
    assert_eq!(b.core.next_due(), Some(1_000 + 2 * DAY));
}

#[test]
fn a_vacation_ends_when_its_allowance_is_used_up() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(2);
    b.say("lobby", "alice", "/new glinski @bob days:3");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("lobby", "bob", "/vacation on");
    // Bob's clock is stopped: the vacation's end is the next deadline.
    let back = b.fires_at(1_000 + 2 * DAY);
    assert_eq!(
        back,
        ["[#g1] @bob is back from vacation: their clock runs again."]
    );
    assert_eq!(b.core.next_due(), Some(1_000 + 2 * DAY + 3 * DAY / 2));
}

#[test]
fn a_dm_reminder_is_stored_at_its_instant() {
    let b = bot();
    b.say("lobby", "bob", "/notify remind 1h");
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.say("#g1", "alice", "Qe1-c3");
    let end = 1_000 + DAY;
    b.fires_at(end - DAY / 2);
    b.fires_at(end - DAY / 4);
    // The hour before the end: the reminder joins bob's DMs.
    b.fires_at(end - HOUR);
    assert_eq!(b.core.dms_waiting(), 1);
}

#[test]
fn reminder_times_set_later_join_the_schedule() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.say("#g1", "alice", "Qe1-c3");
    assert_eq!(b.core.next_due(), Some(1_000 + DAY / 2));
    b.clock.set(1_000 + DAY / 2 + 1);
    b.tick();
    b.say("lobby", "bob", "/notify remind 17h");
    assert_eq!(b.core.next_due(), Some(1_000 + DAY - 17 * HOUR));
}

#[test]
fn a_command_with_a_nearer_deadline_wakes_the_ticker() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:2");
    assert_eq!(b.core.next_due(), Some(1_000 + DAY));
    let calls = counting_hook(&b.core);
    // Later deadlines (a challenge's lapse in 3 days, then a 20-day clock) do not wake it.
    b.say("lobby", "carol", "/new glinski @dave days:20");
    assert_eq!(calls.load(Ordering::SeqCst), 0);
    assert_eq!(b.core.next_due(), Some(1_000 + DAY));
    // A nearer one does.
    b.say("lobby", "erin", "/new glinski @frank days:1");
    assert!(calls.load(Ordering::SeqCst) >= 1);
    assert_eq!(b.core.next_due(), Some(1_000 + DAY / 2));
    // A move replaces the game's deadline: the new turn's half time.
    b.clock.set(2_000);
    b.say("#g3", "erin", "Qe1-c3");
    assert_eq!(b.core.next_due(), Some(2_000 + DAY / 2));
}

#[test]
fn nothing_due_means_a_tick_changes_nothing() {
    let b = bot();
    for i in 0..20 {
        b.say(
            "lobby",
            &format!("a{i}"),
            &format!("/new glinski @b{i} days:3"),
        );
    }
    assert_eq!(b.core.deadlines(), 20);
    b.clock.set(1_000 + 3 * DAY / 2 - 1);
    assert_eq!(b.core.tick(), 0);
    b.clock.set(1_000 + 3 * DAY / 2);
    assert_eq!(b.core.tick(), 20);
}

#[test]
fn a_restart_finds_every_deadline_again() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:2");
    b.raw("lobby", "carol", "/new glinski @dave");
    b.say(
        "lobby",
        "org",
        "/tournament new glinski rr days:2 signup:5d name:Club",
    );
    let before = (b.core.next_due(), b.core.deadlines());
    assert_eq!(before, (Some(1_000 + DAY), 3));
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!((again.core.next_due(), again.core.deadlines()), before);
    // Times that passed while it was down fall due at its first tick.
    again.clock.set(1_000 + 4 * DAY);
    let said = again.tick();
    assert!(
        said.iter().any(|l| l.contains("ran out of time")),
        "{said:?}"
    );
    assert!(said.iter().any(|l| l.contains("lapsed")), "{said:?}");
    assert_eq!(again.core.next_due(), Some(1_000 + 5 * DAY));
}
