//! The index: after a restart games are answered from their records' summaries, and a
//! game's moves are replayed only when it is first used.

use super::*;

/// Three games of alice's: one waiting on her, one on bob, one over.
fn three_games() -> Bot {
    let b = bot();
    b.new_game(); // g1
    b.say("#g1", "alice", "Qe1-c3");
    b.say("lobby", "carol", "/new mccooey @alice side:black"); // g2: alice to move
    b.say("lobby", "dave", "/new glinski @alice"); // g3
    b.say("#g3", "alice", "/resign");
    b
}

#[test]
fn a_restart_replays_a_game_only_when_it_is_first_used() {
    let b = three_games();
    let games = b.say("lobby", "alice", "/games");
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(again.core.game_count(), 3);
    assert!(again.core.startup_warnings().is_empty());
    // The lists, the clocks and the engine need no replay.
    assert_eq!(again.say("lobby", "alice", "/games"), games);
    assert_eq!(
        again.say("lobby", "bob", "/games"),
        ["[lobby] Your games:\n#g1 Glinski's Hexagonal Chess vs @alice — your move (Black)"]
    );
    assert!(again.tick().is_empty());
    assert!(again.core.engine_waiting().is_empty());
    assert_eq!(b.store.reads(), 0);
    // A move in g1 replays g1, once.
    assert_eq!(
        again.say_text("#g1", "bob", "Qe10-c6"),
        ["[#g1] 1... Qe10-c6", "[#g1] ping @alice"]
    );
    assert_eq!(
        again.say_text("#g1", "alice", "b1-b2"),
        ["[#g1] 2. b1-b2", "[#g1] ping @bob"]
    );
    assert_eq!(b.store.reads(), 1);
    // The loaded game answers the lists from then on.
    assert_eq!(
        again.say("lobby", "alice", "/games"),
        ["[lobby] Your games:\n\
          #g2 McCooey's Hexagonal Chess vs @carol — your move (White)\n\
          #g1 Glinski's Hexagonal Chess vs @bob — @bob to move\n\
          #g3 Glinski's Hexagonal Chess vs @dave — over: Resignation — White wins 1-0"]
    );
}

#[test]
fn records_without_the_side_to_move_are_replayed_at_start() {
    let b = three_games();
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rec.turn, Some(1));
    b.store
        .put_raw("g1", &GameRecord { turn: None, ..rec }.encode());
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(again.core.game_count(), 3);
    assert_eq!(
        again.say_text("#g1", "bob", "Qe10-c6"),
        ["[#g1] 1... Qe10-c6", "[#g1] ping @alice"]
    );
    assert_eq!(b.store.reads(), 0);
}

#[test]
fn a_side_to_move_that_is_no_seat_is_reported() {
    let b = three_games();
    let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
        .unwrap_or_else(|e| panic!("{e}"));
    b.store.put_raw(
        "g1",
        &GameRecord {
            turn: Some(2),
            ..rec
        }
        .encode(),
    );
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.core.startup_warnings(),
        ["game \"g1\": skipped: its side to move (2) is not a seat"]
    );
    assert_eq!(again.core.game_count(), 2);
}

#[test]
fn clocks_and_windows_due_in_stored_games_are_acted_on_after_a_restart() {
    let b = vote_bot();
    b.say("lobby", "erin", "/new glinski @frank days:2");
    let again = bot_on(b.store.clone(), b.clock.clone());
    b.clock.advance(2 * HOUR);
    let replies: Vec<String> = again.tick();
    assert_eq!(
        replies,
        ["[#g1] Not enough votes for White's move (no votes, at least 2 needed): the window is extended once, until 1970-01-01 04:16 UTC."]
    );
    assert_eq!(b.store.reads(), 1);
    b.clock.advance(DAY);
    let replies: Vec<String> = again.tick();
    assert_eq!(
        replies,
        [
            // Delivered game by game: the order within a game is kept, not across games.
            "[#g1] Still not enough votes for White's move (no votes, at least 2 needed): White forfeits.\nTimeout — Black wins 0-1",
            "[#g2] Reminder: @erin (White) to move; 22 hours left on the clock.",
            "[#g2] ping @erin"
        ]
    );
    assert_eq!(b.store.reads(), 2);
}

#[test]
fn team_voters_see_their_vote_games_in_their_list() {
    let b = vote_bot();
    let again = bot_on(b.store.clone(), b.clock.clone());
    assert_eq!(
        again.say("lobby", "bob", "/games"),
        ["[lobby] Your games:\n#g1 Glinski's Hexagonal Chess vs voters, @engine — your vote (White)"]
    );
    again.say("#g1", "bob", "/vote Qe1-c3");
    assert_eq!(
        again.say("lobby", "bob", "/games"),
        ["[lobby] Your games:\n#g1 Glinski's Hexagonal Chess vs voters, @engine — White votes; you voted"]
    );
    assert_eq!(
        again.say("lobby", "dave", "/games"),
        ["[lobby] You have no games. Start one with /new glinski @opponent."]
    );
}

#[test]
fn racing_first_uses_of_a_stored_game_apply_one_move() {
    for round in 0..20 {
        let b = three_games();
        let again = bot_on(b.store.clone(), b.clock.clone());
        // Eight threads try bob's reply in g1 at once, before anything loaded it.
        let applied: usize = std::thread::scope(|s| {
            let handles: Vec<_> = (0..8)
                .map(|_| {
                    let core = &again.core;
                    s.spawn(move || {
                        let r = core.handle(
                            &Caller::operator(UserId::new("bob")),
                            &Place::new("#g1"),
                            "Qe10-c6",
                        );
                        usize::from(r.is_empty())
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_default())
                .sum()
        });
        assert_eq!(applied, 1, "round {round}");
        let rec = GameRecord::decode(&b.store.get("g1").unwrap_or_default())
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(rec.moves, ["Qe1-c3", "Qe10-c6"], "round {round}");
        assert_eq!(rec.turn, Some(0));
    }
}

#[test]
fn a_picked_move_or_vote_plays_only_at_the_moves_its_menu_was_made_at() {
    let b = bot();
    b.new_game();
    let g1 = place("#g1");
    let picked = |plies, user: &str, text: &str| {
        b.core
            .try_execute(
                &Caller::operator(UserId::new(user)),
                &g1,
                Command::Picked {
                    plies,
                    pick: Pick::Move(text.into()),
                },
            )
            .map(|r| {
                assert!(
                    r.is_empty(),
                    "a picked move is announced, not answered: {r:?}"
                );
                delivered(&b.core).first().cloned()
            })
    };
    assert_eq!(
        picked(0, "alice", "Qe1-c3"),
        Ok(Some("[#g1] 1. Qe1-c3".into()))
    );
    // Alice takes her move back; a menu made after it is out of date, though its move is
    // legal again.
    b.say("#g1", "alice", "/takeback");
    b.say("#g1", "bob", "/takeback");
    assert_eq!(picked(1, "alice", "f5-f6"), Err(Problem::PickerOutdated));
    assert_eq!(
        picked(0, "alice", "f5-f6"),
        Ok(Some("[#g1] 1. f5-f6".into()))
    );

    let v = vote_bot();
    let vote = |plies| {
        v.core.try_execute(
            &Caller::operator(UserId::new("bob")),
            &place("#g1"),
            Command::Picked {
                plies,
                pick: Pick::Vote {
                    choice: "Qe1-c3".into(),
                    roles: Vec::new(),
                },
            },
        )
    };
    assert_eq!(vote(2).map(|_| ()), Err(Problem::PickerOutdated));
    assert_eq!(
        vote(0).map(|r| r
            .iter()
            .filter_map(Reply::text)
            .map(str::to_string)
            .collect()),
        Ok(vec![
            "You vote Qe1-c3 for White (1 vote so far). Votes stay secret until the window closes."
                .to_string()
        ])
    );
    assert_eq!(
        delivered(&v.core).first().map(String::as_str),
        Some("[#g1] A vote is in for White (1 vote so far).")
    );
}

#[test]
fn the_index_finds_games_at_their_own_places_and_at_others() {
    let mut games = Games::default();
    games.put(GameId(1), GameId(1).place(), Slot::Broken, false);
    games.put(GameId(2), Place::new("#chess"), Slot::Broken, true);
    assert_eq!(games.at(&Place::new("#g1")), Some(GameId(1)));
    assert_eq!(games.at(&Place::new("#chess")), Some(GameId(2)));
    // Game 2 is not at its number's place; `g1` (a key) and unknown numbers are no place.
    for nowhere in ["#g2", "g1", "#g3", "#g01", "lobby"] {
        assert_eq!(games.at(&Place::new(nowhere)), None, "{nowhere}");
    }
    assert!(games.holds(&Place::new("#g1")));
    games.forget(GameId(2), &Place::new("#chess"));
    assert_eq!(games.at(&Place::new("#chess")), None);
    assert!(games.elsewhere.is_empty());
    games.forget(GameId(1), &GameId(1).place());
    assert!(!games.holds(&Place::new("#g1")));
}
