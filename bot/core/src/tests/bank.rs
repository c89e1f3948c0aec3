//! Bank clocks (`days:2+1`) and `/moretime`, with a fake clock: increments, the cap, time
//! given to the player to move and announced.

use super::*;

const HOUR: u64 = 3600;

fn left_line(b: &Bot, user: &str) -> String {
    b.say("#g1", user, "/board")[0]
        .lines()
        .find(|l| l.starts_with("Clock:"))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_bank_grows_by_its_increment_up_to_its_cap() {
    let b = bot();
    let intro = b.say("lobby", "alice", "/new glinski @bob days:2+1");
    assert!(
        intro.iter().any(|l| l.contains("\nClock: a bank of 2 days, 1 day added a move, at most 2 days; reminders at half time and 12 hours before the end, then the game is lost on time.")),
        "{intro:?}"
    );
    b.clock.advance(10 * HOUR);
    b.say("#g1", "alice", "Qe1-c3");
    // Bob's bank is whole: 2 days.
    assert_eq!(
        left_line(&b, "bob"),
        "Clock: a bank of 2 days, 1 day added a move, at most 2 days; 2 days left for this move."
    );
    // Bob spends a day and a half: 2 - 1.5 + 1 leaves him 1.5 days.
    b.clock.advance(36 * HOUR);
    b.say("#g1", "bob", "e7-e6");
    // Alice's bank went 2 - 10 hours + 1 day, kept at the cap of 2 days.
    assert!(left_line(&b, "alice").ends_with("; 2 days left for this move."));
    b.clock.advance(24 * HOUR);
    b.say("#g1", "alice", "f5-f6");
    assert!(left_line(&b, "bob").ends_with("; 1 day 12 hours left for this move."));
    // His clock runs out after a day and a half, not two days.
    b.clock.advance(36 * HOUR);
    let ticked = b.tick();
    assert!(
        ticked.iter().any(|l| l.contains("ran out of time")),
        "{ticked:?}"
    );
}

#[test]
fn a_cap_above_the_start_lets_a_bank_grow() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:1+1/3");
    for (who, mv) in [
        ("alice", "Qe1-c3"),
        ("bob", "e7-e6"),
        ("alice", "f5-f6"),
        ("bob", "d7-d6"),
    ] {
        b.clock.advance(HOUR);
        b.say("#g1", who, mv);
    }
    // Alice: 1 day, then two moves of an hour, each adding a day: 2 days 22 hours.
    assert!(left_line(&b, "alice").ends_with("; 2 days 22 hours left for this move."));
    b.clock.advance(HOUR);
    b.say("#g1", "alice", "Qc3-c4");
    b.clock.advance(HOUR);
    b.say("#g1", "bob", "b7-b6");
    // Three days at most.
    assert!(left_line(&b, "alice").ends_with("; 3 days left for this move."));
}

#[test]
fn more_time_is_given_to_the_player_to_move_up_to_the_clocks_most() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:3");
    b.say("#g1", "alice", "Qe1-c3");
    b.clock.advance(30 * HOUR);
    assert_eq!(
        b.say("#g1", "alice", "/moretime 1d"),
        ["[#g1] @alice gave @bob 1 day more for this move: 2 days 18 hours left."]
    );
    // Three days per move at most.
    assert_eq!(
        b.say("#g1", "alice", "/moretime 1d"),
        ["[#g1] @alice gave @bob 6 hours more for this move: 3 days left."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/moretime 1d"),
        ["[#g1] @bob already has 3 days for this move, the most this clock allows."]
    );
    assert_eq!(
        b.say("#g1", "bob", "/moretime 1d"),
        ["[#g1] It is your move: /moretime gives time to the player to move."]
    );
    assert_eq!(
        b.say("#g1", "carol", "/moretime 1d"),
        ["[#g1] You are not playing in this game."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/moretime soon"),
        ["[#g1] Usage: /moretime <time>, e.g. /moretime 1d (or 12h, 30m): more time for the player to move"]
    );
    // Time given counts: bob's clock runs out 3 days after the gifts, not before.
    b.clock.advance(3 * 24 * HOUR - 60);
    assert!(!b.tick().iter().any(|l| l.contains("ran out of time")));
    b.clock.advance(120);
    assert!(b.tick().iter().any(|l| l.contains("ran out of time")));
}

#[test]
fn time_given_is_not_charged_to_a_bank() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob days:2+1/4");
    b.say("#g1", "alice", "Qe1-c3");
    b.clock.advance(24 * HOUR);
    b.say("#g1", "alice", "/moretime 12h");
    b.clock.advance(12 * HOUR);
    b.say("#g1", "bob", "e7-e6");
    b.say("#g1", "alice", "f5-f6");
    // Bob spent 36 hours of which 12 were given: 2 days - 1 day + 1 day.
    assert!(left_line(&b, "bob").ends_with("; 2 days left for this move."));
}

#[test]
fn records_carry_the_bank_and_vacations() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say("lobby", "alice", "/new glinski @bob days:2+1");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("lobby", "bob", "/vacation on");
    b.clock.advance(24 * HOUR);
    b.say("lobby", "bob", "/vacation off");
    b.say("#g1", "bob", "e7-e6");
    let record = b.say("#g1", "alice", "/export").join("\n");
    assert!(
        record.contains("[TimeControl \"a bank of 2 days, 1 day added a move, at most 2 days\"]"),
        "{record}"
    );
    assert!(
        record.contains("1. Qe1-c3 {bob on vacation from 1970-01-01 00:16 UTC, until 1970-01-02 00:16\nUTC; their clock stopped} 1... e7-e6 *"),
        "{record}"
    );
    // And the record replays.
    let file = record.split_once('\n').map(|(_, f)| f).unwrap_or_default();
    let read = hexcourier_engine::record::parse_records(file);
    assert_eq!(read.len(), 1);
    assert_eq!(read[0].moves.len(), 2);
}

/// What a `days:3+1` bank holds at most is said the same way in `/help`, in the refusal of a
/// bank it cannot read, and in the README: never more than the days it starts with, unless
/// a cap (`/5`, up to 60) lets it grow.
#[test]
fn help_refusals_and_the_readme_say_a_bank_holds_at_most_its_start_unless_capped() {
    let b = bot();
    let help = b.say("lobby", "alice", "/help").join("\n");
    assert!(
        help.lines().any(|l| l
            == "  days:3+1 is a time bank instead: 3 days to start with, 1 more after each move, never more than the 3 it started with; days:3+1/5 lets it grow to 5 (the cap goes up to 60)"),
        "{help}"
    );
    let refusal = "days: takes days per move from 1 to 30 (days:3), or a bank: days to start with, days added a move, and the most it holds, by default the days it starts with (days:3+1 holds at most 3 days; days:3+1/5 up to 5, a cap from the start to 60)";
    for bad in ["3+1/2", "3+1/61", "3+x"] {
        assert_eq!(
            b.say("lobby", "alice", &format!("/new glinski @bob days:{bad}")),
            [format!("[lobby] {refusal}, not '{bad}'.")]
        );
    }
    let readme = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/playing.md"
    ))
    .unwrap_or_else(|e| panic!("docs/playing.md: {e}"));
    let readme = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(readme.contains(
        "`days:3+1` starts each player with a bank of 3 days and adds a day after each of their moves, but the bank never holds more than the 3 days it started with: a quick move earns back the time it took, and no more. `days:3+1/5` lets it grow up to 5 days (a cap from the starting days up to 60;"
    ));
}
