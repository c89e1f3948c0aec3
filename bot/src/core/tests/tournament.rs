//! Tournaments on the core with a fake clock: a Swiss of 9 players over 4 rounds (a bye, a
//! withdrawal, a loss on time, an adjudication, standings and the TRF export), a round robin,
//! and a three-player event in groups.

use super::*;
use crate::core::event::{EventRecord, Stage};

impl Bot {
    /// The tournament's record as stored.
    fn event(&self, id: u64) -> EventRecord {
        self.core
            .load_event(TournamentId(id))
            .unwrap_or_else(|e| panic!("t{id}: {e}"))
            .0
    }

    /// The games of the round being played, not yet decided: `(place, players)`.
    fn round_games(&self, id: u64) -> Vec<(String, Vec<String>)> {
        let rec = self.event(id);
        rec.rounds
            .last()
            .map(|r| {
                r.boards
                    .iter()
                    .filter(|b| !b.decided())
                    .filter_map(|b| {
                        let g = b.game?;
                        Some((
                            format!("#g{g}"),
                            b.seats
                                .iter()
                                .map(|&n| rec.user(n).as_str().to_string())
                                .collect(),
                        ))
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}

#[test]
fn a_swiss_of_nine_runs_from_sign_up_to_final_standings() {
    let b = bot();
    let made = b.say(
        "lobby",
        "org",
        "/tournament new glinski swiss rounds:4 days:2 name:Club Swiss",
    );
    assert_eq!(
        made,
        [
            "[lobby] open #t1: t1: Club Swiss",
            "[lobby] New tournament #t1: Club Swiss. /tournament join t1 to play.",
            "[#t1] Club Swiss (t1): Glinski's Hexagonal Chess, Swiss (FIDE Dutch system), 4 rounds; 2 days per move, rated. Organiser: @org. Join with /tournament join t1 until the organiser starts it with /tournament start; at most 64 players.",
        ]
    );
    for i in 1..=9 {
        let joined = b.say("#t1", &format!("p{i}"), "/tournament join");
        assert_eq!(joined[0], "[#t1] You are in t1.");
    }
    assert_eq!(
        b.say("#t1", "p1", "/tournament join"),
        ["[#t1] You have already joined t1."]
    );
    // In a server, only the organiser or an admin starts it.
    let member = Caller {
        realm: Some("42".into()),
        ..Caller::default()
    };
    let refused = b.core.try_execute_as(
        &place("#t1"),
        &UserId::new("p1"),
        member,
        Command::parse("/tournament start", false)
            .ok()
            .flatten()
            .unwrap_or(Command::Help),
    );
    assert_eq!(
        refused.map_err(|p| p.to_string()),
        Err("Only the organiser of t1 (@org) or a server admin can do that.".into())
    );
    let started = b.say("#t1", "org", "/tournament start");
    // Four games start (each announced in the channel, opened as a thread) and the round is
    // said in the tournament's place, a bye for the ninth player.
    let round1 = started
        .iter()
        .find(|l| l.starts_with("[#t1] Round 1 of Club Swiss:"))
        .unwrap_or_else(|| panic!("{started:?}"));
    assert!(round1.contains("Bye: @p"), "{round1}");
    assert_eq!(b.round_games(1).len(), 4);
    assert_eq!(
        started
            .iter()
            .filter(|l| l.starts_with("[lobby] open #g"))
            .count(),
        4
    );
    assert_eq!(b.event(1).stage, Stage::Running);
    // Round 1: every game resigned by the second player (a loss for Black).
    for (place, players) in b.round_games(1) {
        b.say(&place, &players[1], "/resign");
    }
    let rec = b.event(1);
    assert_eq!(
        rec.rounds.len(),
        2,
        "round 2 was paired with round 1's last result"
    );
    // Round 2: a withdrawal (its game resigned), a loss on time, an adjudication, a draw.
    let games = b.round_games(1);
    assert_eq!(games.len(), 4);
    let (g_w, p_w) = (&games[0].0, &games[0].1);
    let withdrawn = b.say("#t1", "org", &format!("/tournament withdraw @{}", p_w[0]));
    assert!(
        withdrawn.iter().any(|l| l.contains("is withdrawn from")),
        "{withdrawn:?}"
    );
    assert!(
        b.say(g_w, &p_w[1], "/board")[0].contains("Resignation"),
        "the withdrawn player's game ended"
    );
    let (g_a, _) = &games[1];
    let adjudicated = b.say(
        "#t1",
        "org",
        &format!("/tournament adjudicate {} 1/2-1/2", &g_a[1..]),
    );
    assert!(
        adjudicated.iter().any(|l| l.contains("adjudicates")),
        "{adjudicated:?}"
    );
    let (g_d, p_d) = (&games[2].0, &games[2].1);
    b.say(g_d, &p_d[0], "/draw");
    b.say(g_d, &p_d[1], "/draw");
    // The last game: White does not move for two days and loses on time.
    b.clock.advance(2 * DAY + 60);
    let ticked = b.tick();
    assert!(
        ticked.iter().any(|l| l.contains("ran out of time")),
        "{ticked:?}"
    );
    let rec = b.event(1);
    assert_eq!(rec.rounds.len(), 3, "round 3 paired after the loss on time");
    assert!(rec.players.iter().any(|e| e.withdrawn));
    assert!(rec.players.iter().any(|e| e.timeouts == 1));
    // Rounds 3 and 4: White wins each game.
    for round in 3..=4 {
        for (place, players) in b.round_games(1) {
            b.say(&place, &players[1], "/resign");
        }
        assert_eq!(b.event(1).rounds.len() as u32, (round + 1).min(4));
    }
    let rec = b.event(1);
    assert_eq!(rec.stage, Stage::Finished);
    // The withdrawn player was never paired again.
    let out = rec
        .players
        .iter()
        .position(|e| e.withdrawn)
        .map(|i| i as u32 + 1)
        .unwrap_or(0);
    for r in &rec.rounds[2..] {
        assert!(r.boards.iter().all(|b| !b.seats.contains(&out)));
        assert!(!r.byes.contains(&out));
    }
    // Standings: 9 lines with points and tie-breaks, and their table.
    let standings = b
        .core
        .handle(&place("#t1"), &UserId::new("p1"), "/tournament standings");
    let words = standings[0].text().unwrap_or_default().to_string();
    assert!(
        words.starts_with("Club Swiss — final standings:\n1. @p"),
        "{words}"
    );
    assert_eq!(words.lines().count(), 10, "{words}");
    assert!(words.contains("(Bh-1 "), "{words}");
    assert!(matches!(&standings[1], Reply::Table { table, .. } if table.rows.len() == 9));
    // The table (drawn as a picture) marks the withdrawn player as the words do.
    let who = rec.user(out).to_string();
    assert!(
        words
            .lines()
            .any(|l| l.contains(&format!("{who} ")) && l.ends_with(" (withdrawn)")),
        "{words}"
    );
    let withdrawn = format!("{who} (withdrawn)");
    let marked: Vec<&String> = match &standings[1] {
        Reply::Table { table, .. } => table
            .rows
            .iter()
            .filter_map(|r| r.get(1))
            .filter(|c| c.contains("withdrawn"))
            .collect(),
        other => panic!("{other:?}"),
    };
    assert_eq!(marked, [&withdrawn]);
    // The export: a TRF the pairing crate reads back, and the games as records.
    let export = b
        .core
        .handle(&place("#t1"), &UserId::new("p1"), "/tournament export");
    let trf = match &export[0] {
        Reply::File {
            bytes, file_name, ..
        } if file_name == "t1.trf" => String::from_utf8_lossy(bytes).into_owned(),
        other => panic!("{other:?}"),
    };
    let read = hexcourier_pairing::trf::parse(&trf).unwrap_or_else(|e| panic!("{e}\n{trf}"));
    assert_eq!(read.players.len(), 9);
    assert_eq!(read.rounds_paired(), 4);
    let pgn = match &export[1] {
        Reply::File { bytes, .. } => String::from_utf8_lossy(bytes).into_owned(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        hexcourier_engine::record::parse_records(&pgn).len(),
        rec.rounds
            .iter()
            .flat_map(|r| &r.boards)
            .filter(|b| b.game.is_some())
            .count()
    );
}

#[test]
fn a_round_robin_of_four_meets_everyone_once_with_a_crosstable() {
    let b = bot();
    b.say("lobby", "org", "/tournament new glinski rr days:2");
    for p in ["a", "b", "c", "d"] {
        b.say("lobby", p, "/tournament join t1");
    }
    b.say("lobby", "org", "/tournament start t1");
    for _ in 0..3 {
        for (place, players) in b.round_games(1) {
            b.say(&place, &players[0], "/resign");
        }
    }
    let rec = b.event(1);
    assert_eq!(rec.stage, Stage::Finished);
    assert_eq!(rec.rounds.len(), 3);
    let mut met = std::collections::BTreeSet::new();
    for r in &rec.rounds {
        for bd in &r.boards {
            let (x, y) = (bd.seats[0].min(bd.seats[1]), bd.seats[0].max(bd.seats[1]));
            assert!(met.insert((x, y)), "{x} met {y} twice");
        }
    }
    assert_eq!(met.len(), 6);
    let shown = b
        .core
        .handle(&place("#t1"), &UserId::new("a"), "/tournament standings");
    let tables: Vec<&TableData> = shown
        .iter()
        .filter_map(|r| match r {
            Reply::Table { table, .. } => Some(table),
            _ => None,
        })
        .collect();
    assert_eq!(tables.len(), 2, "standings and crosstable");
    assert_eq!(tables[1].rows.len(), 4);
}

#[test]
fn a_three_player_event_of_six_plays_in_groups_each_seat_once() {
    let b = bot();
    let made = b.say("lobby", "org", "/tournament new wellisch groups days:3");
    assert!(
        made.iter().any(|l| l.contains("groups of three")),
        "{made:?}"
    );
    for p in ["a", "b", "c", "d", "e", "f"] {
        b.say("lobby", p, "/tournament join t1");
    }
    b.say("lobby", "org", "/tournament start t1");
    for _ in 0..3 {
        let games = b.round_games(1);
        assert_eq!(games.len(), 2, "two tables of three");
        for (place, _) in games {
            b.say(
                "lobby",
                "org",
                &format!("/tournament adjudicate {} 1-2-3", &place[1..]),
            );
        }
    }
    let rec = b.event(1);
    assert_eq!(rec.stage, Stage::Finished);
    // Each player sat once in each seat.
    for n in 1..=6u32 {
        let mut seats = [0; 3];
        for r in &rec.rounds {
            for bd in &r.boards {
                if let Some(s) = bd.seats.iter().position(|&x| x == n) {
                    seats[s] += 1;
                }
            }
        }
        assert_eq!(seats, [1, 1, 1], "player {n}");
    }
    assert_eq!(
        b.say("lobby", "org", "/tournament new wellisch swiss"),
        ["[lobby] Wellisch's Three-Handed Hexagonal Chess is for 3 players; its formats are groups and swiss3."]
    );
}

#[test]
fn the_next_round_is_paired_with_the_last_result_or_not_at_all() {
    let store = MemoryStore::new();
    let clock = Arc::new(FakeClock::at(1_000));
    let b = bot_on(store.clone(), clock.clone());
    b.say("lobby", "org", "/tournament new glinski rr days:2");
    for p in ["a", "b", "c", "d"] {
        b.say("lobby", p, "/tournament join t1");
    }
    b.say("lobby", "org", "/tournament start t1");
    let games = b.round_games(1);
    b.say(&games[0].0, &games[0].1[0], "/resign");
    // The round's last result cannot be stored: nothing of it is, and no round is paired.
    store.refuse_writes(true);
    let refused = b.say(&games[1].0, &games[1].1[0], "/resign");
    assert_eq!(
        refused,
        ["[".to_string()
            + &games[1].0
            + "] Sorry, a storage error stopped that; nothing changed. Please try again."]
    );
    store.refuse_writes(false);
    assert_eq!(b.event(1).rounds.len(), 1);
    // A restart reads the same: round 1 with one result, no round 2, no games of it.
    let again = bot_on(store.clone(), clock.clone());
    assert_eq!(again.event(1).rounds.len(), 1);
    assert_eq!(again.core.game_count(), 2);
    // The resignation again: its write pairs round 2, once, with its two games.
    again.say(&games[1].0, &games[1].1[0], "/resign");
    let rec = again.event(1);
    assert_eq!(rec.rounds.len(), 2);
    assert_eq!(again.core.game_count(), 4);
    // Another restart finds exactly that.
    let third = bot_on(store, clock);
    assert_eq!(third.event(1).rounds.len(), 2);
    assert_eq!(third.core.game_count(), 4);
    assert_eq!(third.round_games(1).len(), 2);
}
