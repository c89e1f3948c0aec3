//! Turn notifications by DM: `/notify`, the queue filled when announcements are delivered,
//! batches of a minute, stale turns dropped, refusals, and a batch sent again after a restart.

use super::*;

impl Bot {
    /// The DMs due now, as `to @user #n: text`, settled as sent.
    fn dms(&self) -> Vec<String> {
        let due = self.core.dms_due().unwrap_or_else(|e| panic!("dms: {e}"));
        due.iter()
            .map(|b| {
                self.core
                    .dm_done(b, &DmOutcome::Sent)
                    .unwrap_or_else(|e| panic!("dm_done: {e}"));
                format!("to {} #{}: {}", b.user, b.number, b.text)
            })
            .collect()
    }
}

#[test]
fn notify_turns_dms_on_and_off_and_says_how_they_stand() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "bob", "/notify"),
        ["[lobby] Turn notifications by DM are off: the ping in each game's thread tells you it is your turn. /notify dm on adds a direct message."]
    );
    let on = b.say("lobby", "bob", "/notify dm on");
    assert!(on[0].starts_with("[lobby] Turn notifications by DM are on: when it becomes your turn in a game, I send you a direct message"), "{on:?}");
    assert!(b.say("lobby", "bob", "/notify")[0].contains("are on"));
    assert_eq!(
        b.say("lobby", "bob", "/NOTIFY DM OFF"),
        ["[lobby] Turn notifications by DM are off: the ping in each game's thread tells you it is your turn."]
    );
    for bad in [
        "/notify dm",
        "/notify on",
        "/notify dm maybe",
        "/notify email on",
    ] {
        assert_eq!(
            b.say("lobby", "bob", bad),
            ["[lobby] Usage: /notify dm on|off|daily <08:00>, /notify remind <24h> [<1h> ...]|off, /notify timezone <Europe/Warsaw>"],
            "{bad}"
        );
    }
}

#[test]
fn a_move_dms_the_next_player_after_a_minute_and_only_if_they_asked() {
    let b = bot();
    b.say("lobby", "bob", "/notify dm on");
    b.new_game();
    b.say("#g1", "alice", "Qe1-c3");
    // Nothing before the minute is up.
    assert!(b.dms().is_empty());
    b.clock.advance(59);
    assert!(b.dms().is_empty());
    b.clock.advance(1);
    assert_eq!(
        b.dms(),
        ["to @bob #0: Your move in #g1 (Glinski's Hexagonal Chess, against @alice): @alice played 1. Qe1-c3."]
    );
    assert!(b.dms().is_empty(), "sent once");
    // alice did not ask: bob's move DMs nobody.
    b.say("#g1", "bob", "Qe10-c6");
    b.clock.advance(600);
    assert!(b.dms().is_empty());
    // Off again: nothing more.
    b.say("lobby", "bob", "/notify dm off");
    b.say("#g1", "alice", "b1-b2");
    b.clock.advance(600);
    assert!(b.dms().is_empty());
}

#[test]
fn games_turning_within_a_minute_share_one_dm_with_their_clocks() {
    let b = bot();
    b.say("lobby", "bob", "/notify dm on");
    b.new_game(); // g1: alice White
    b.say("lobby", "carol", "/new glinski @bob days:3"); // g2
    b.say("#g1", "alice", "Qe1-c3");
    b.clock.advance(30);
    b.say("#g2", "carol", "f5-f6");
    b.clock.advance(30);
    assert_eq!(
        b.dms(),
        ["to @bob #0: Your move in 2 games:\n\
          - #g1 (Glinski's Hexagonal Chess, against @alice): @alice played 1. Qe1-c3.\n\
          - #g2 (Glinski's Hexagonal Chess, against @carol): @carol played 1. f5-f6. 2 days 23 hours left on the move clock."]
    );
    // Each DM has its own number (the transport's nonce).
    b.say("#g1", "bob", "Qe10-c6");
    b.say("#g1", "alice", "b1-b2");
    b.clock.advance(60);
    assert_eq!(b.dms().len(), 1);
    assert!(b.dms().is_empty());
    b.say("#g1", "bob", "b7-b6");
    b.say("#g1", "alice", "Bf3-b1");
    b.clock.advance(60);
    assert!(b.dms()[0].starts_with("to @bob #2: "));
}

#[test]
fn a_turn_played_within_the_minute_sends_nothing_and_a_start_says_so() {
    let b = bot();
    b.say("lobby", "bob", "/notify dm on");
    b.new_game();
    b.say("#g1", "alice", "Qe1-c3");
    b.say("#g1", "bob", "Qe10-c6");
    b.clock.advance(60);
    assert!(b.dms().is_empty(), "bob moved already");
    // A game that starts with bob to move tells him so.
    b.say("lobby", "carol", "/new glinski @bob side:black");
    b.clock.advance(60);
    assert_eq!(
        b.dms(),
        ["to @bob #0: Your move in #g2 (Glinski's Hexagonal Chess, against @carol): the game has started."]
    );
    // A game that ends meanwhile is not announced as a turn.
    b.say("lobby", "dave", "/new glinski @bob side:black");
    b.say("#g3", "dave", "/resign");
    b.clock.advance(60);
    assert!(b.dms().is_empty());
}

#[test]
fn a_refused_dm_switches_them_off_and_the_next_games_says_why_once() {
    let b = bot();
    b.say("lobby", "bob", "/notify dm on");
    b.new_game();
    b.say("#g1", "alice", "Qe1-c3");
    b.clock.advance(60);
    let due = b.core.dms_due().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(due.len(), 1);
    b.core
        .dm_done(&due[0], &DmOutcome::Refused)
        .unwrap_or_else(|e| panic!("{e}"));
    let games = b.say("lobby", "bob", "/games");
    assert_eq!(
        games,
        [format!(
            "[lobby] {}\nYour games:\n#g1 Glinski's Hexagonal Chess vs @alice — your move (Black)",
            crate::i18n::plain(crate::i18n::Lang::En, "dm-refused-note")
        )]
    );
    assert_eq!(
        b.say("lobby", "bob", "/games"),
        ["[lobby] Your games:\n#g1 Glinski's Hexagonal Chess vs @alice — your move (Black)"]
    );
    assert!(b.say("lobby", "bob", "/notify")[0].contains("are off"));
    b.say("#g1", "bob", "Qe10-c6");
    b.say("#g1", "alice", "b1-b2");
    b.clock.advance(60);
    assert!(b.dms().is_empty());
}

#[test]
fn a_batch_taken_before_a_crash_is_sent_again_the_same_after_the_restart() {
    let b = bot();
    b.say("lobby", "bob", "/notify dm on");
    b.new_game();
    b.say("#g1", "alice", "Qe1-c3");
    b.clock.advance(60);
    let taken = b.core.dms_due().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(taken.len(), 1);
    // A new turn queued meanwhile waits for the next DM; the restart sends the same batch.
    b.say("lobby", "carol", "/new glinski @bob side:black");
    let again = bot_on(b.store.clone(), b.clock.clone());
    let resent = again.core.dms_due().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(resent, taken);
    again
        .core
        .dm_done(&resent[0], &DmOutcome::Sent)
        .unwrap_or_else(|e| panic!("{e}"));
    // Settling it twice (the first core's late confirmation) changes nothing.
    b.core
        .dm_done(&taken[0], &DmOutcome::Sent)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(again.dms().is_empty(), "the carol game waits its minute");
    again.clock.advance(60);
    assert_eq!(
        again.dms(),
        ["to @bob #1: Your move in #g2 (Glinski's Hexagonal Chess, against @carol): the game has started."]
    );
}

#[test]
fn an_announcement_settled_twice_queues_its_note_once() {
    let b = bot();
    b.say("lobby", "bob", "/notify dm on");
    b.new_game();
    b.core.handle(
        &Caller::operator(UserId::new("alice")),
        &place("#g1"),
        "Qe1-c3",
    );
    let owed = b.core.owed(None, 16).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(owed.len(), 1);
    // A commit whose answer was lost is tried again: the second settle queues nothing more.
    for _ in 0..2 {
        b.core.settle(&owed[0]).unwrap_or_else(|e| panic!("{e}"));
    }
    b.clock.advance(60);
    assert_eq!(b.dms().len(), 1);
    b.core.settle(&owed[0]).unwrap_or_else(|e| panic!("{e}"));
    b.clock.advance(60);
    assert!(b.dms().is_empty(), "not after the DM was sent either");
    // The next announcement of the game is a new turn.
    b.say("#g1", "bob", "Qe10-c6");
    b.say("#g1", "alice", "b1-b2");
    b.clock.advance(60);
    assert_eq!(b.dms().len(), 1);
}

#[test]
fn reminders_come_by_dm_at_the_times_chosen_once_a_turn() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "bob", "/notify remind 1h 24h"),
        ["[lobby] Reminders by DM: 1 day and 1 hour before a clock runs out on your move (/notify remind off stops them)."]
    );
    b.say("lobby", "alice", "/new glinski @bob days:3");
    b.say("#g1", "alice", "Qe1-c3");
    // Two days later: a day left, the first reminder (bob did not ask for turn DMs).
    b.clock.advance(2 * 86_400 - 60);
    b.tick();
    assert!(b.dms().is_empty());
    b.clock.advance(60);
    b.tick();
    b.clock.advance(60);
    assert_eq!(
        b.dms(),
        ["to @bob #0: Reminder: your move in #g1 (Glinski's Hexagonal Chess, against @alice): @alice played 1. Qe1-c3. 23 hours left on the move clock."]
    );
    // Not again for the same time; then the hour.
    b.clock.advance(3600);
    b.tick();
    b.clock.advance(60);
    assert!(b.dms().is_empty());
    b.clock.advance(22 * 3600 - 120);
    b.tick();
    b.clock.advance(60);
    let last = b.dms();
    assert_eq!(last.len(), 1, "{last:?}");
    assert!(
        last[0].starts_with("to @bob #1: Reminder: your move in #g1"),
        "{last:?}"
    );
    assert!(
        last[0].ends_with("59 minutes left on the move clock."),
        "{last:?}"
    );
    // A new turn starts the reminders again.
    b.say("#g1", "bob", "e7-e6");
    b.say("#g1", "alice", "f5-f6");
    b.clock.advance(2 * 86_400 + 60);
    b.tick();
    b.clock.advance(60);
    assert_eq!(b.dms().len(), 1);
    assert_eq!(
        b.say("lobby", "bob", "/notify remind off"),
        ["[lobby] No reminders by DM; each game's thread still reminds you at half time and near the end."]
    );
    assert!(b.say("lobby", "bob", "/notify remind")[0].starts_with("[lobby] Usage: /notify"));
}

#[test]
fn notify_remind_says_what_is_wrong_with_the_times_given() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "bob", "/notify remind 1h 2h 3h 4h"),
        ["[lobby] At most 3 reminder times: you gave 4. For example /notify remind 24h 1h."]
    );
    assert_eq!(
        b.say("lobby", "bob", "/notify remind 1h soon"),
        ["[lobby] 'soon' is not a reminder time: give a time from 1 minute to 30 days, like 24h, 90m or 2d."]
    );
    assert_eq!(
        b.say("lobby", "bob", "/notify remind 31d"),
        ["[lobby] '31d' is not a reminder time: give a time from 1 minute to 30 days, like 24h, 90m or 2d."]
    );
    // Nothing was changed by the refusals.
    assert_eq!(
        b.say("lobby", "bob", "/notify"),
        ["[lobby] Turn notifications by DM are off: the ping in each game's thread tells you it is your turn. /notify dm on adds a direct message."]
    );
}

/// 2026-03-28 00:00 UTC: Warsaw changes to summer time on the 29th at 02:00.
const MARCH_28: u64 = 1_774_656_000;

#[test]
fn a_daily_digest_comes_at_eight_local_time_across_a_change_to_summer_time() {
    let b = bot_on(MemoryStore::new(), Arc::new(FakeClock::at(MARCH_28)));
    b.say("lobby", "alice", "/new glinski @bob days:5");
    b.say("lobby", "carol", "/new glinski @bob days:3");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("#g2", "carol", "Qe1-c3");
    assert_eq!(
        b.say("lobby", "bob", "/notify timezone europe/warsaw"),
        ["[lobby] Your time zone is Europe/Warsaw."]
    );
    assert_eq!(
        b.say("lobby", "bob", "/notify dm daily 08:00"),
        ["[lobby] Turn notifications by DM: one digest a day at 08:00 (Europe/Warsaw), listing every game waiting for your move, instead of a message a turn; the first in 7 hours."]
    );
    // No DM a turn meanwhile.
    b.clock.advance(3600);
    assert!(b.dms().is_empty());
    // 08:00 in Warsaw is 07:00 UTC on the 28th: the digest, most urgent first.
    b.clock.advance(6 * 3600 - 1);
    assert!(b.dms().is_empty());
    b.clock.advance(1);
    assert_eq!(
        b.dms(),
        ["to @bob #0: Your daily digest: 2 games waiting for your move.\n- #g2 (Glinski's Hexagonal Chess, against @carol): @carol played 1. Qe1-c3. 2 days 17 hours left on the move clock.\n- #g1 (Glinski's Hexagonal Chess, against @alice): @alice played 1. Qe1-c3. 4 days 17 hours left on the move clock."]
    );
    b.say("#g2", "bob", "e7-e6");
    // The next is 23 hours later (06:00 UTC, summer time), with the one game still waiting.
    b.clock.advance(23 * 3600 - 1);
    assert!(b.dms().is_empty());
    b.clock.advance(1);
    let second = b.dms();
    assert_eq!(second.len(), 1);
    assert!(
        second[0]
            .starts_with("to @bob #1: Your daily digest: 1 game waiting for your move.\n- #g1 "),
        "{second:?}"
    );
    assert!(
        b.say("lobby", "bob", "/notify")[0].contains("one digest a day at 08:00 (Europe/Warsaw)")
    );
    assert_eq!(
        b.say("lobby", "bob", "/notify timezone Mars/Olympus"),
        ["[lobby] I do not know the time zone Mars/Olympus: give its name as in the time zone database, like Europe/Warsaw, Europe/Budapest or America/New_York."]
    );
    // Back to a DM a turn.
    assert!(b.say("lobby", "bob", "/notify dm on")[0].contains("are on"));
    b.clock.advance(86_400);
    assert!(b.dms().is_empty(), "no digest any more");
}
