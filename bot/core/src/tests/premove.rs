//! Conditional moves: a line answered in the same write as the move it answers, a move off
//! the line clearing it, the list seen by its owner alone, refusals with their reasons.

use super::*;

#[test]
fn a_conditional_reply_is_played_with_the_move_it_answers() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob");
    b.say("#g1", "alice", "Qe1-c3");
    let set = b.say(
        "#g1",
        "alice",
        "/premove 1... e7-e6 2. f5-f6 2... d7-d6 3. Qc3-c4",
    );
    assert_eq!(
        set,
        ["[#g1] Your conditional moves in g1 (only you see them):\n- 1... e7-e6 2. f5-f6 d7-d6 3. Qc3-c4"]
    );
    let answered = b.say("#g1", "bob", "e7-e6");
    assert_eq!(
        answered,
        [
            "[#g1] 1... e7-e6",
            "[#g1] 2. f5-f6 (conditional move of @alice)",
            "[#g1] image g1-003.png: #g1 after 2. f5-f6: Black (@bob) to move <position b/qbk/n1b1n/r5r/ppp1ppppp/4pP5/11/4P1P4/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 b - 0 2 | last f5-f6 | viewer 1 | marks >",
            "[#g1] ping @bob",
        ]
    );
    // The line's next reply waits for d7-d6; b7-b6 leaves it.
    let off = b.say("#g1", "bob", "b7-b6");
    assert_eq!(
        off,
        [
            "[#g1] 2... b7-b6",
            "[#g1] image g1-004.png: #g1 after 2... b7-b6: White (@alice) to move <position b/qbk/n1b1n/r5r/1pp1ppppp/1p2pP5/11/4P1P4/2QP1B1P3/2P2B2P2/1PRN1BKNRP1 w - 0 3 | last b7-b6 | viewer 0 | marks >",
            "[#g1] ping @alice",
        ]
    );
    assert!(b.say("#g1", "alice", "/premove")[0].starts_with("[#g1] You have no conditional moves"));
}

#[test]
fn a_move_off_the_line_clears_it_and_the_list_says_so() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("#g1", "alice", "/premove e7-e6 f5-f6");
    b.say("#g1", "alice", "/premove d7-d6 Qc3-c4");
    assert_eq!(
        b.say("#g1", "alice", "/premove"),
        ["[#g1] Your conditional moves in g1 (only you see them):\n- 1... e7-e6 2. f5-f6\n- 1... d7-d6 2. Qc3-c4"]
    );
    let off = b.say("#g1", "bob", "b7-b6");
    assert_eq!(off.len(), 3, "the move, its picture and the ping: {off:?}");
    assert_eq!(
        b.say("#g1", "alice", "/premove"),
        ["[#g1] You have no conditional moves in this game. /premove <their move> <your reply> sets one, e.g. /premove e7-e6 f5-f6."]
    );
}

#[test]
fn a_new_line_replaces_one_answering_the_same_moves_differently() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("#g1", "alice", "/premove e7-e6 f5-f6 d7-d6 Qc3-c4");
    b.say("#g1", "alice", "/premove e7-e6 f5-f6 b7-b6 Qc3-c4");
    // Same reply to e7-e6, different second answers: both kept.
    assert!(b.say("#g1", "alice", "/premove")[0].contains(
        "\n- 1... e7-e6 2. f5-f6 d7-d6 3. Qc3-c4\n- 1... e7-e6 2. f5-f6 b7-b6 3. Qc3-c4"
    ));
    // A different reply to e7-e6 replaces both.
    assert_eq!(
        b.say("#g1", "alice", "/premove e7-e6 Qc3-c4"),
        ["[#g1] Your conditional moves in g1 (only you see them):\n- 1... e7-e6 2. Qc3-c4"]
    );
    assert_eq!(
        b.say("#g1", "alice", "/premove clear"),
        ["[#g1] Your conditional moves in this game are cleared."]
    );
    assert!(b.say("#g1", "alice", "/premove")[0].starts_with("[#g1] You have no conditional moves"));
    // Nothing is played when the line is gone.
    assert_eq!(b.say("#g1", "bob", "e7-e6").len(), 3);
}

#[test]
fn lines_that_cannot_be_kept_are_refused_with_the_reason() {
    let b = bot();
    b.say("lobby", "alice", "/new glinski @bob");
    assert_eq!(
        b.say("#g1", "alice", "/premove e7-e6 f5-f6"),
        ["[#g1] It is your move now: play it; conditional moves answer the moves to come."]
    );
    b.say("#g1", "alice", "Qe1-c3");
    assert_eq!(
        b.say("#g1", "alice", "/premove e7-e6"),
        ["[#g1] A conditional line ends with your own reply (the moves after it are not needed)."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/premove e7-e6 f5-f7"),
        ["[#g1] Move 2 of the line (f5-f7) does not play: illegal move f5-f7: a pawn cannot capture that way."]
    );
    assert_eq!(
        b.say("#g1", "carol", "/premove e7-e6 f5-f6"),
        ["[#g1] You are not playing in this game."]
    );
    assert_eq!(
        b.say("#g1", "alice", "/premove 1. 2..."),
        ["[#g1] Usage: /premove <their move> <your reply> [<their move> <your reply> ...], e.g. /premove e7-e6 f5-f6"]
    );
}

#[test]
fn the_conditional_reply_and_the_move_it_answers_are_stored_together_or_not_at_all() {
    let store = MemoryStore::new();
    let clock = Arc::new(FakeClock::at(1_000));
    let b = bot_on(store.clone(), clock.clone());
    b.say("lobby", "alice", "/new glinski @bob");
    b.say("#g1", "alice", "Qe1-c3");
    b.say("#g1", "alice", "/premove e7-e6 f5-f6");
    store.refuse_writes(true);
    assert_eq!(
        b.say("#g1", "bob", "e7-e6"),
        ["[#g1] Sorry, a storage error stopped that; nothing changed. Please try again."]
    );
    store.refuse_writes(false);
    // A restart finds neither move, and the line still set.
    let again = bot_on(store.clone(), clock.clone());
    assert!(again.say("#g1", "alice", "/premove")[0].contains("- 1... e7-e6 2. f5-f6"));
    let answered = again.say("#g1", "bob", "e7-e6");
    assert_eq!(answered[1], "[#g1] 2. f5-f6 (conditional move of @alice)");
    // And after another restart both are there, with nothing owed twice.
    let third = bot_on(store, clock);
    assert!(third.say("#g1", "bob", "/board")[0].contains("Moves: 1. Qe1-c3 e7-e6 2. f5-f6\n"));
    assert!(delivered(&third.core).is_empty());
}

#[test]
fn voting_games_have_no_conditional_moves() {
    let b = vote_bot();
    b.say("#g1", "alice", "/vote Qe1-c3");
    b.say("#g1", "bob", "/vote Qe1-c3");
    b.say("#g1", "carol", "/vote Qe1-c3");
    assert_eq!(
        b.say("#g1", "alice", "/premove e7-e6 f5-f6"),
        ["[#g1] Voting games have no conditional moves: each move is voted."]
    );
}

#[test]
fn in_three_player_games_a_line_gives_both_opponents_moves() {
    let b = bot();
    b.say("lobby", "alice", "/new wellisch @bob @carol");
    b.say("#g1", "alice", "e1-e2");
    assert_eq!(
        b.say("#g1", "alice", "/premove e10-e9 b1-c1 e2-e3"),
        ["[#g1] Your conditional moves in g1 (only you see them):\n- 1... e10-e9 b1-c1 2. e2-e3"]
    );
    // Yellow's move alone answers nothing; Blue's completes the line.
    assert_eq!(b.say("#g1", "bob", "e10-e9").len(), 3);
    let answered = b.say("#g1", "carol", "b1-c1");
    assert_eq!(
        answered[..2],
        [
            "[#g1] 1... b1-c1",
            "[#g1] 2. e2-e3 (conditional move of @alice)"
        ]
    );
    assert_eq!(answered[3], "[#g1] ping @bob");
}
