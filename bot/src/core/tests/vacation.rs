//! Vacations with a fake clock: clocks stopped across a deadline and said in the game, the
//! balance, an automatic vacation, an allowance used up mid-game, opponents' `/games`.

use super::*;

#[test]
fn a_vacation_stops_the_clock_across_its_deadline_and_is_said_in_the_game() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.say("#g1", "alice", "Qe1-c3");
    // Bob goes on vacation with 20 hours left on his turn.
    b.clock.advance(4 * 3600);
    let on = b.say("lobby", "bob", "/vacation on");
    assert_eq!(
        on,
        [
            "[lobby] Your vacation starts: your clocks stop on your turns, your games say so, and challenges to you wait. 30 days of vacation left this year; /vacation off ends it.",
            "[#g1] @bob is on vacation: their clock stops on their turns until they are back.",
        ]
    );
    assert_eq!(
        b.say("lobby", "alice", "/games"),
        ["[lobby] Your games:\n#g1 Glinski's Hexagonal Chess vs @bob (on vacation) — @bob to move, 20 hours left, clock stopped"]
    );
    // Two days pass: no reminder, no loss on time.
    b.clock.advance(2 * DAY);
    assert!(b.tick().is_empty());
    let back = b.say("lobby", "bob", "/vacation off");
    assert_eq!(
        back,
        [
            "[lobby] Welcome back: your clocks run again.",
            "[#g1] @bob is back from vacation: their clock runs again.",
        ]
    );
    assert!(
        b.say("#g1", "bob", "/board")[0].contains("20 hours left"),
        "{:?}",
        b.say("#g1", "bob", "/board")
    );
    // The balance counts the two days and four hours.
    let balance = b.say("lobby", "bob", "/vacation");
    assert!(
        balance[0].contains("28 days of vacation left"),
        "{balance:?}"
    );
    // And the clock runs out 20 hours later, as it would have.
    b.clock.advance(20 * 3600);
    b.say("lobby", "bob", "/vacation auto off");
    let ticked = b.tick();
    assert!(
        ticked.iter().any(|l| l.contains("ran out of time")),
        "{ticked:?}"
    );
}

#[test]
fn a_clock_about_to_run_out_starts_a_vacation_until_the_allowance_is_used_up() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(2);
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.say("#g1", "alice", "Qe1-c3");
    // The clock nears its end: the reminders, then (an hour before) the vacation.
    b.clock.advance(12 * 3600);
    b.tick();
    b.clock.advance(6 * 3600);
    b.tick();
    b.clock.advance(5 * 3600 + 60);
    let auto = b.tick();
    assert_eq!(
        auto,
        [
            "[#g1] @bob's clock was about to run out, so their vacation starts (they have 1 hour left when they are back).",
            "[#g1] @bob is on vacation: their clock stops on their turns until they are back.",
        ]
    );
    // Two days later the allowance is used up: the vacation ends by itself, and the hour
    // kept runs.
    b.clock.advance(2 * DAY);
    let ended = b.tick();
    assert!(
        ended.contains(&"[#g1] @bob is back from vacation: their clock runs again.".to_string()),
        "{ended:?}"
    );
    assert!(
        b.say("lobby", "bob", "/vacation")[0]
            .contains("You are not on vacation; less than a minute of vacation left"),
        "{:?}",
        b.say("lobby", "bob", "/vacation")
    );
    assert_eq!(
        b.say("lobby", "bob", "/vacation on"),
        ["[lobby] You have no vacation left this year."]
    );
    // No days left: the clock now runs out for good.
    b.clock.advance(3600);
    let lost = b.tick();
    assert!(
        lost.iter().any(|l| l.contains("ran out of time")),
        "{lost:?}"
    );
}

#[test]
fn challenges_to_a_player_on_vacation_wait() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say("lobby", "bob", "/vacation on");
    b.raw("lobby", "alice", "/new glinski @bob");
    b.clock.advance(4 * DAY);
    assert!(b.tick().is_empty(), "the challenge waits");
    b.say("lobby", "bob", "/vacation off");
    let lapsed = b.tick();
    assert_eq!(
        lapsed,
        ["[lobby] Challenge g1 from @alice lapsed: @bob did not accept in time."]
    );
}
