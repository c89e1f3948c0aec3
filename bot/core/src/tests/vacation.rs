//! Vacations with a fake clock: clocks stopped across a deadline and said in the game, the
//! balance, an automatic vacation, an allowance used up mid-game, opponents' `/games`; each
//! server's allowance holding only its own games; an automatic vacation at most once a turn,
//! and a move ending a vacation; a late tick keeping the margin, and the digest of a stopped
//! clock; challenges waiting out the time away; tournaments' vacations off by default and
//! bounded when allowed.

use super::*;

/// A member of the server `realm` (its admin if `admin`): the replies to a command, then the
/// announcements it made, as delivered.
fn in_server(b: &Bot, realm: &str, admin: bool, at: &str, user: &str, text: &str) -> Vec<String> {
    let rights = if admin { Rights::ADMIN } else { Rights::PLAIN };
    let caller = Caller::member(UserId::new(user), realm, rights);
    let cmd = Command::parse(text, false)
        .ok()
        .flatten()
        .unwrap_or(Command::Help);
    let mut out: Vec<String> = match b.core.try_execute(&caller, &place(at), cmd) {
        Ok(r) => r.iter().map(show).collect(),
        Err(p) => vec![p.to_string()],
    };
    out.extend(delivered(&b.core));
    out
}

/// The DMs due now, as `to @user: text`, settled as sent.
fn dms(b: &Bot) -> Vec<String> {
    let due = b.core.dms_due().unwrap_or_else(|e| panic!("dms: {e}"));
    due.iter()
        .map(|d| {
            b.core
                .dm_done(d, &DmOutcome::Sent)
                .unwrap_or_else(|e| panic!("dm_done: {e}"));
            format!("to {}: {}", d.user, d.text)
        })
        .collect()
}

/// The player to move in the game of `at`, as `@name` (from its board).
fn to_move(b: &Bot, at: &str) -> String {
    let board = b.say(at, "nobody", "/board");
    board[0]
        .lines()
        .find(|l| l.ends_with(" to move"))
        .and_then(|l| l.split_once('(').map(|(_, rest)| rest))
        .and_then(|rest| rest.split_once(')').map(|(name, _)| name.to_string()))
        .unwrap_or_else(|| panic!("{board:?}"))
}

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
fn a_challenge_waits_as_long_as_its_player_was_away() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say("lobby", "bob", "/vacation on");
    b.raw("lobby", "alice", "/new glinski @bob");
    b.clock.advance(4 * DAY);
    assert!(b.tick().is_empty(), "the challenge waits");
    b.say("lobby", "bob", "/vacation off");
    // Back after four days: the challenge's three days start over from now, as if it had
    // been made today.
    assert!(
        b.tick().is_empty(),
        "it does not lapse the moment he is back"
    );
    b.clock.advance(3 * DAY - 1);
    assert!(b.tick().is_empty());
    b.clock.advance(1);
    assert_eq!(
        b.tick(),
        ["[lobby] Challenge g1 from @alice lapsed: @bob did not accept in time."]
    );
}

#[test]
fn a_challenge_made_before_a_vacation_waits_the_time_away_too() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.raw("lobby", "alice", "/new glinski @bob");
    b.clock.advance(DAY);
    b.say("lobby", "bob", "/vacation on");
    b.clock.advance(DAY);
    b.say("lobby", "bob", "/vacation off");
    // Three days after it was made, he was away one of them: one more day.
    b.clock.advance(DAY);
    assert!(b.tick().is_empty(), "it waits the day he was away");
    b.clock.advance(DAY - 1);
    assert!(b.tick().is_empty());
    b.clock.advance(1);
    assert_eq!(
        b.tick(),
        ["[lobby] Challenge g1 from @alice lapsed: @bob did not accept in time."]
    );
}

#[test]
fn each_server_charges_its_own_allowance_and_holds_only_its_own_games() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    // Server A gives a year of vacation; server B keeps the default 30 days.
    assert_eq!(
        in_server(&b, "A", true, "lobby", "root", "/vacation allowance 366"),
        ["[lobby] Members of this server have 366 days of vacation a year."]
    );
    in_server(&b, "A", false, "lobby", "alice", "/new glinski @bob days:1");
    in_server(&b, "A", false, "lobby", "bob", "/accept");
    in_server(&b, "B", false, "lobby", "carol", "/new glinski @bob days:1");
    in_server(&b, "B", false, "lobby", "bob", "/accept");
    in_server(&b, "A", false, "#g1", "alice", "Qe1-c3");
    in_server(&b, "B", false, "#g2", "carol", "Qe1-c3");
    assert_eq!(
        in_server(&b, "A", false, "lobby", "bob", "/vacation on"),
        [
            "[lobby] Your vacation starts: your clocks stop on your turns, your games say so, and challenges to you wait. 366 days of vacation left this year; /vacation off ends it.",
            "[#g1] @bob is on vacation: their clock stops on their turns until they are back.",
            "[#g2] @bob is on vacation: their clock stops on their turns until they are back.",
        ]
    );
    // Thirty days on, server B's allowance is used up: its game runs again, said once;
    // server A's game stays stopped.
    b.clock.advance(30 * DAY - 1);
    assert!(b.tick().is_empty());
    b.clock.advance(1);
    assert_eq!(
        b.tick(),
        ["[#g2] @bob has used up their vacation allowance in this server: their clock runs again."]
    );
    assert_eq!(b.tick(), Vec::<String>::new());
    // The day per move he still had runs out in server B.
    b.clock.advance(DAY);
    let lost = b.tick();
    assert_eq!(lost.len(), 1, "{lost:?}");
    assert!(
        lost[0].starts_with("[#g2] @bob (Black) ran out of time."),
        "{lost:?}"
    );
    // 200 days after it began, server A's game is still stopped with its day.
    b.clock.advance(169 * DAY);
    assert!(b.tick().is_empty());
    assert_eq!(
        in_server(&b, "A", false, "lobby", "alice", "/games"),
        ["[lobby] Your games:\n#g1 Glinski's Hexagonal Chess vs @bob (on vacation) — @bob to move, 1 day left, clock stopped"]
    );
    // Each server's balance where it is asked.
    assert_eq!(
        in_server(&b, "A", false, "lobby", "bob", "/vacation"),
        ["[lobby] You are on vacation since 1970-01-01 00:16 UTC: your clocks are stopped. 166 days left this year. /vacation off ends it. When a clock of yours is about to run out, your vacation starts by itself (/vacation auto off turns that off)."]
    );
    assert_eq!(
        in_server(&b, "B", false, "lobby", "bob", "/vacation"),
        ["[lobby] You are on vacation since 1970-01-01 00:16 UTC, but your vacation allowance in this server is used up: your clocks here run again. /vacation off ends it. When a clock of yours is about to run out, your vacation starts by itself (/vacation auto off turns that off)."]
    );
    assert_eq!(
        in_server(&b, "B", false, "lobby", "bob", "/vacation off"),
        [
            "[lobby] Welcome back: your clocks run again.",
            "[#g1] @bob is back from vacation: their clock runs again.",
        ]
    );
    assert!(
        in_server(&b, "A", false, "lobby", "bob", "/vacation")[0].starts_with(
            "[lobby] You are not on vacation; 166 days of vacation left this year (of 366 days)."
        ),
    );
    assert!(
        in_server(&b, "B", false, "lobby", "bob", "/vacation")[0]
            .starts_with("[lobby] You are not on vacation; less than a minute of vacation left this year (of 30 days)."),
    );
}

#[test]
fn an_automatic_vacation_starts_once_a_turn() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.say("#g1", "alice", "Qe1-c3");
    b.clock.advance(12 * 3600);
    b.tick();
    b.clock.advance(6 * 3600);
    b.tick();
    b.clock.advance(5 * 3600);
    assert_eq!(
        b.tick(),
        [
            "[#g1] @bob's clock was about to run out, so their vacation starts (they have 1 hour left when they are back).",
            "[#g1] @bob is on vacation: their clock stops on their turns until they are back.",
        ]
    );
    b.clock.advance(DAY);
    assert_eq!(
        b.say("lobby", "bob", "/vacation off"),
        [
            "[lobby] Welcome back: your clocks run again.",
            "[#g1] @bob is back from vacation: their clock runs again.",
        ]
    );
    // The hour kept runs: no second automatic vacation this turn.
    assert!(b.tick().is_empty());
    b.clock.advance(3600 - 1);
    assert!(b.tick().is_empty());
    assert!(b.say("lobby", "bob", "/vacation")[0].starts_with("[lobby] You are not on vacation;"));
    b.clock.advance(1);
    let lost = b.tick();
    assert_eq!(lost.len(), 1, "{lost:?}");
    assert!(
        lost[0].starts_with("[#g1] @bob (Black) ran out of time."),
        "{lost:?}"
    );
}

#[test]
fn a_move_ends_the_vacation_everywhere() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.say("lobby", "carol", "/new glinski @bob days:2");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("#g2", "carol", "Qe1-c3");
    // His clock in g1 nears its end: his vacation starts by itself.
    b.clock.advance(23 * 3600);
    let auto = b.tick();
    assert!(
        auto.contains(
            &"[#g2] @bob is on vacation: their clock stops on their turns until they are back."
                .to_string()
        ),
        "{auto:?}"
    );
    // He plays in g1 without /vacation off: playing shows he is back, in every game.
    b.clock.advance(3600);
    assert_eq!(
        b.say_text("#g1", "bob", "e7-e6"),
        [
            "[#g1] 1... e7-e6",
            "[#g1] ping @alice",
            "[#g1] @bob is back from vacation: their clock runs again.",
            "[#g2] @bob is back from vacation: their clock runs again.",
        ]
    );
    assert!(
        b.say("lobby", "bob", "/vacation")[0]
            .starts_with("[lobby] You are not on vacation; 29 days 23 hours of vacation left"),
        "{:?}",
        b.say("lobby", "bob", "/vacation")
    );
    // His clock in g2 runs again where it stopped.
    assert_eq!(
        b.say("lobby", "carol", "/games"),
        ["[lobby] Your games:\n#g2 Glinski's Hexagonal Chess vs @bob — @bob to move, 1 day 1 hour left"]
    );
}

#[test]
fn after_downtime_an_automatic_vacation_keeps_the_margin_and_the_digest_says_the_clock_is_stopped()
{
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say("lobby", "alice", "/new glinski @bob days:1");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("lobby", "bob", "/notify dm daily 08:00");
    // The bot is down until two days after the clock's end.
    b.clock.advance(3 * DAY);
    assert_eq!(
        b.tick(),
        [
            "[#g1] @bob's clock was about to run out, so their vacation starts (they have 1 hour left when they are back).",
            "[#g1] @bob is on vacation: their clock stops on their turns until they are back.",
        ]
    );
    // The vacation is dated from when it was due: an hour before the clock's end.
    assert!(
        b.say("lobby", "bob", "/vacation")[0].starts_with(
            "[lobby] You are on vacation since 1970-01-01 23:16 UTC: your clocks are stopped. 27 days 23 hours left this year."
        ),
        "{:?}",
        b.say("lobby", "bob", "/vacation")
    );
    // The digest says the clock is stopped, today and the days after.
    let digest = "to @bob: Your daily digest: 1 game waiting for your move.\n- #g1 (Glinski's Hexagonal Chess, against @alice): @alice played 1. Qe1-c3. The move clock is stopped while you are on vacation (1 hour left).";
    assert_eq!(dms(&b), [digest]);
    b.clock.advance(DAY);
    assert!(b.tick().is_empty());
    assert_eq!(dms(&b), [digest]);
    // Back, he has the hour.
    b.say("lobby", "bob", "/vacation off");
    assert!(
        b.say("#g1", "bob", "/board")[0].contains("1 hour left"),
        "{:?}",
        b.say("#g1", "bob", "/board")
    );
}

#[test]
fn a_no_show_in_a_tournament_loses_on_time_without_a_vacation() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say("lobby", "org", "/tournament new glinski rr days:1");
    for p in ["p1", "p2", "p3"] {
        b.say("lobby", p, "/tournament join t1");
    }
    b.say("lobby", "org", "/tournament start t1");
    let absent = to_move(&b, "#g1");
    b.clock.advance(12 * 3600);
    b.tick();
    b.clock.advance(6 * 3600);
    b.tick();
    // An hour before the end, no vacation starts: tournaments allow none unless asked.
    b.clock.advance(5 * 3600);
    assert!(b.tick().is_empty());
    b.clock.advance(3600);
    let lost = b.tick();
    assert!(
        lost.iter()
            .any(|l| l.starts_with(&format!("[#g1] {absent} (White) ran out of time."))),
        "{lost:?}"
    );
}

#[test]
fn a_tournament_that_allows_vacations_stops_a_turn_for_at_most_its_days() {
    let mut b = bot();
    b.core = b.core.with_vacation_days(30);
    b.say(
        "lobby",
        "org",
        "/tournament new glinski rr days:1 vacation:on",
    );
    for p in ["p1", "p2", "p3"] {
        b.say("lobby", p, "/tournament join t1");
    }
    b.say("lobby", "org", "/tournament start t1");
    let absent = to_move(&b, "#g1");
    b.clock.advance(12 * 3600);
    b.tick();
    b.clock.advance(6 * 3600);
    b.tick();
    b.clock.advance(5 * 3600);
    assert_eq!(
        b.tick(),
        [
            format!("[#g1] {absent}'s clock was about to run out, so their vacation starts (they have 1 hour left when they are back)."),
            format!("[#g1] {absent} is on vacation: their clock stops on their turns until they are back."),
        ]
    );
    // A day (the tournament's days per move) later the clock runs again, though they are
    // still away; the hour kept runs out.
    b.clock.advance(DAY - 1);
    assert!(b.tick().is_empty());
    b.clock.advance(1);
    assert_eq!(
        b.tick(),
        [format!("[#g1] {absent} has been away for 1 day on this move, the most this tournament allows: their clock runs again.")]
    );
    b.clock.advance(3600);
    let lost = b.tick();
    assert!(
        lost.iter()
            .any(|l| l.starts_with(&format!("[#g1] {absent} (White) ran out of time."))),
        "{lost:?}"
    );
}
