//! `/puzzle`: puzzles given to the asker alone, answered move by move, rated with Glicko-2,
//! narrowed by theme and variant; the puzzle of the day posted once at a server's local time.

use super::*;
use crate::rating::{Glicko, Rating};
use crate::state::puzzles::{PuzzleRecord, PUZZLE_DEVIATION};

/// The Fool's puzzle alice is given first: 42... Rd6xd1+ 43. Ke1xd1 Bg10xb2, rated 1350.
const FOOLS: &str = "dc9b0f0ee1fa";
const FOOLS_FEN: &str =
    "k/1b1/2q2/1fppp2/1ppnp1bp/1pp4p/5p2/8/1P1rB3/8/4PP2/P5BP/PQ2N3/b2FK3 b - - 1 42";

/// A member of server 42 with these rights.
fn member(user: &str, rights: Rights) -> Caller {
    Caller::member(UserId::new(user), "42", rights)
}

impl Bot {
    /// What `caller` is answered in `at`, then what was announced.
    fn say_as(&self, caller: &Caller, at: &str, text: &str) -> Vec<String> {
        let mut r = self.core.handle(caller, &place(at), text);
        r.extend(self.core.drain_owed());
        r.iter().map(show).collect()
    }

    /// The puzzle `user` has open on the console.
    fn open_puzzle(&self, user: &str) -> hexcourier_puzzles::Puzzle {
        let (rec, _) = self
            .core
            .solver(&UserId::new(user))
            .unwrap_or_else(|e| panic!("{e:?}"));
        let id = rec
            .open
            .get("-")
            .map(|s| s.id.clone())
            .unwrap_or_else(|| panic!("{user} has a puzzle open"));
        self.core
            .puzzle_book()
            .ok()
            .and_then(|b| b.get(&id).cloned())
            .unwrap_or_else(|| panic!("{id} is in the library"))
    }

    /// Plays the solver's moves of the puzzle `user` has open; the last answer.
    fn solve(&self, user: &str) -> Vec<String> {
        let p = self.open_puzzle(user);
        let mut last = Vec::new();
        for m in p.moves.iter().step_by(2) {
            last = self.say("lobby", user, &format!("/puzzle {m}"));
        }
        last
    }
}

/// The rating a puzzle starts with.
fn fresh(rating: f64) -> Rating {
    Rating {
        rating,
        deviation: PUZZLE_DEVIATION,
        volatility: crate::rating::START_VOLATILITY,
    }
}

#[test]
fn a_puzzle_is_given_to_the_asker_alone_with_its_picture_and_side_to_move() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "alice", "/puzzle variant:fools"),
        [
            format!("[lobby] Puzzle {FOOLS} (Fool's Hexagonal Chess, rated 1350).\nBlack to move: answer with /puzzle move <move> (/puzzle resign shows the solution)."),
            format!("[lobby] image puzzle-{FOOLS}-0.png: Puzzle {FOOLS}: Black to move <position {FOOLS_FEN} | last - | viewer 1 | marks >"),
        ]
    );
    // Nothing is announced: the answer went to the asker, in the place they asked.
    assert!(b.core.drain_owed().is_empty());
    // Its answer is the asker's alone: typed where everyone reads, it is refused.
    let typed = b
        .core
        .handle_in_public(&member("bob", Rights::Unknown), &place("#g1"), "/puzzle");
    assert_eq!(
        typed.iter().map(show).collect::<Vec<_>>(),
        ["[#g1] /puzzle is answered to you alone: use the slash command /puzzle. Typed here, it would be seen by everyone, so it was not carried out."]
    );
    let cmd = Command::parse("/puzzle", false).ok().flatten();
    assert_eq!(
        cmd.as_ref().map(|c| c.rule().answer),
        Some(crate::vocabulary::permission::Answer::Private)
    );
    // Asked again, the open puzzle is shown again.
    assert_eq!(
        b.say("lobby", "alice", "/puzzle")[0],
        format!("[lobby] Puzzle {FOOLS} (Fool's Hexagonal Chess, rated 1350).\nBlack to move: answer with /puzzle move <move> (/puzzle resign shows the solution).")
    );
}

#[test]
fn a_right_move_plays_the_reply_and_the_last_one_solves_it() {
    let b = bot();
    b.say("lobby", "alice", "/puzzle variant:fools");
    // An unreadable or illegal move is refused and changes nothing.
    assert_eq!(
        b.say("lobby", "alice", "/puzzle x"),
        ["[lobby] Cannot read 'x' as a move: expected something like f5-f6, Nf4, exf6 or f10-f11=Q."]
    );
    let after = "k/1b1/2q2/1fppp2/1ppnp1bp/1pp4p/5p2/8/1P2B3/8/4PP2/P5BP/PQ2N3/b2K4 b - - 0 43";
    assert_eq!(
        b.say("lobby", "alice", "/puzzle Rd6xd1+"),
        [
            "[lobby] Right: Rd6xd1+. White answers Ke1xd1.\nBlack to move: answer with /puzzle move <move> (/puzzle resign shows the solution).".to_string(),
            format!("[lobby] image puzzle-{FOOLS}-2.png: Puzzle {FOOLS}: Black to move <position {after} | last e1-d1 | viewer 1 | marks >"),
        ]
    );
    // Shown again, it says the moves so far.
    assert_eq!(
        b.say("lobby", "alice", "/puzzle")[0],
        format!("[lobby] Puzzle {FOOLS} (Fool's Hexagonal Chess, rated 1350).\nSo far: 42... Rd6xd1+ 43. Ke1xd1\nBlack to move: answer with /puzzle move <move> (/puzzle resign shows the solution).")
    );
    let g = Glicko::default();
    let solver = g.update(Rating::default(), &[(fresh(1350.0), 1.0)]);
    let puzzle = g.update(fresh(1350.0), &[(Rating::default(), 0.0)]);
    let after = solver.rating.round() as i64;
    assert_eq!(after, 1619, "Glicko-2: a new solver beating a 1350 puzzle");
    assert_eq!(
        b.say("lobby", "alice", "/puzzle Bg10xb2"),
        [format!("[lobby] Right: Bg10xb2. Solved!\nThe solution: 42... Rd6xd1+ 43. Ke1xd1 Bg10xb2\nThemes: discovered attack.\nYour puzzle rating: 1500 → {after} (+{}). Streak: 1.", after - 1500)]
    );
    // The puzzle's rating moved the other way, stored with the attempt.
    let stored = b
        .core
        .store
        .get(hexcourier_store::Table::Players, &format!("puzzle:{FOOLS}"))
        .ok()
        .flatten()
        .and_then(|v| serde_json::from_slice::<PuzzleRecord>(&v.bytes).ok())
        .unwrap_or_else(|| panic!("the puzzle's record"));
    assert_eq!((stored.attempts, stored.solved), (1, 1));
    assert_eq!(stored.rating, puzzle);
    assert!(stored.rating.rating < 1350.0);
    assert_eq!(
        b.say("lobby", "alice", "/puzzle Bg10xb2"),
        ["[lobby] You have no puzzle open: /puzzle gives you one."]
    );
}

#[test]
fn the_open_puzzles_moves_are_offered_to_pick_as_the_solver_reads_them() {
    let b = bot();
    let alice = member("alice", Rights::Unknown);
    assert!(
        b.core.puzzle_move_choices(&alice).is_empty(),
        "no puzzle open"
    );
    b.say_as(&alice, "lobby", "/puzzle variant:fools");
    let texts = |c: &Caller| -> Vec<String> {
        b.core
            .puzzle_move_choices(c)
            .into_iter()
            .map(|m| m.text)
            .collect()
    };
    let first = texts(&alice);
    let v = b
        .core
        .lib
        .get("fools")
        .cloned()
        .unwrap_or_else(|| panic!("fools"));
    let legal = Position::from_text(&v, FOOLS_FEN)
        .unwrap_or_else(|e| panic!("{e}"))
        .legal_moves(&v)
        .len();
    assert_eq!(first.len(), legal);
    assert!(first.contains(&"Rd6xd1+".to_string()), "{first:?}");
    // Nobody else's puzzle, and not the one open in another server.
    assert!(texts(&member("bob", Rights::Unknown)).is_empty());
    assert!(texts(&Caller::member(UserId::new("alice"), "43", Rights::Unknown)).is_empty());
    // In the reader's letters (Polish: W for the rook).
    let polish = texts(&member("alice", Rights::Unknown).reading(crate::i18n::Lang::Pl));
    assert!(polish.contains(&"Wd6xd1+".to_string()), "{polish:?}");
    // After the right move, the moves of the next turn.
    b.say_as(&alice, "lobby", "/puzzle Rd6xd1+");
    assert!(texts(&alice).contains(&"Bg10xb2".to_string()));
}

#[test]
fn a_wrong_move_ends_the_attempt_with_the_solution_and_the_rating_falls() {
    let b = bot();
    b.say("lobby", "alice", "/puzzle variant:fools");
    let g = Glicko::default();
    let after = g
        .update(Rating::default(), &[(fresh(1350.0), 0.0)])
        .rating
        .round() as i64;
    assert_eq!(after, 1254, "Glicko-2: a new solver failing a 1350 puzzle");
    assert_eq!(
        b.say("lobby", "alice", "/puzzle Rd6-d5"),
        ["[lobby] Not the move: Rd6-d5 does not solve it.\nThe solution: 42... Rd6xd1+ 43. Ke1xd1 Bg10xb2\nThemes: discovered attack.\nYour puzzle rating: 1500 → 1254 (-246). Streak: 0."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/puzzle stats"),
        [format!("[lobby] Your puzzle rating: 1254 here, 1254 overall. 1 puzzle tried, 0 solved; streak 0 (best 0).\nLast puzzles: ✗ {FOOLS} (Fool's Hexagonal Chess).")]
    );
}

#[test]
fn a_failure_resets_the_streak_and_a_puzzle_tried_before_is_not_rated() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "alice", "/puzzle stats"),
        ["[lobby] You have not tried a puzzle yet: /puzzle gives you one."]
    );
    for _ in 0..2 {
        b.say("lobby", "alice", "/puzzle variant:glinski");
        let solved = b.solve("alice");
        assert!(solved[0].contains("Solved!"), "{solved:?}");
    }
    b.say("lobby", "alice", "/puzzle variant:fools");
    let failed = b.say("lobby", "alice", "/puzzle resign");
    assert!(
        failed[0].starts_with("[lobby] You gave up this puzzle.\nThe solution: 42... Rd6xd1+"),
        "{failed:?}"
    );
    assert!(failed[0].ends_with("Streak: 0."), "{failed:?}");
    let stats = b.say("lobby", "alice", "/puzzle stats");
    assert!(
        stats[0].contains("3 puzzles tried, 2 solved; streak 0 (best 2)."),
        "{stats:?}"
    );
    assert!(stats[0].contains(&format!(
        "Last puzzles: ✗ {FOOLS} (Fool's Hexagonal Chess), ✓ "
    )));
    // Every other Fool's puzzle, then the one failed comes back: practice, unrated.
    for _ in 0..5 {
        b.say("lobby", "alice", "/puzzle variant:fools");
        b.solve("alice");
    }
    let again = b.say("lobby", "alice", "/puzzle variant:fools");
    assert_eq!(
        again[0],
        format!("[lobby] Puzzle {FOOLS} (Fool's Hexagonal Chess, rated 1501).\nBlack to move: answer with /puzzle move <move> (/puzzle resign shows the solution).\nYou have tried this one before: this attempt is not rated.")
    );
    assert!(b.solve("alice")[0].ends_with("Not rated (you had tried it before). Streak: 6."));
    assert_eq!(
        b.say("lobby", "alice", "/puzzle variant:fools"),
        ["[lobby] No puzzle that fits is left for you: you have solved them all (/puzzle stats shows your record)."]
    );
}

#[test]
fn the_askers_own_profile_shows_their_puzzles_once_they_tried_one() {
    let b = bot();
    assert_eq!(
        b.say("lobby", "alice", "/profile"),
        ["[lobby] @alice has no rated games on this server yet."],
        "no puzzle tried: nothing of puzzles"
    );
    b.say("lobby", "alice", "/puzzle variant:fools");
    b.say("lobby", "alice", "/puzzle Rd6xd1+");
    b.say("lobby", "alice", "/puzzle Bg10xb2");
    b.say("lobby", "alice", "/puzzle variant:fools");
    let second = b.open_puzzle("alice");
    // One open and not finished yet does not count.
    assert_eq!(
        b.say("lobby", "alice", "/profile"),
        [format!("[lobby] @alice has no rated games on this server yet.\nPuzzles: rating 1619 here, 1619 overall; 1 of 1 solved; streak 1 (best 1).\nLast puzzles: ✓ {FOOLS}")]
    );
    b.say("lobby", "alice", "/puzzle resign");
    let g = Glicko::default();
    let first = g.update(Rating::default(), &[(fresh(1350.0), 1.0)]);
    let now = g
        .update(first, &[(fresh(f64::from(second.rating)), 0.0)])
        .rating
        .round() as i64;
    let id = second.id.clone();
    assert_eq!(
        b.say("lobby", "alice", "/profile"),
        [format!("[lobby] @alice has no rated games on this server yet.\nPuzzles: rating {now} here, {now} overall; 1 of 2 solved; streak 0 (best 1).\nLast puzzles: ✗ {id}, ✓ {FOOLS}")]
    );
    // Someone else's profile never shows their puzzles, which they solve privately.
    assert_eq!(
        b.say("lobby", "bob", "/profile @alice"),
        ["[lobby] @alice has no rated games on this server yet."]
    );
    // In each language.
    let expected = [
        ("pl", format!("@alice nie ma jeszcze rankingowych partii na tym serwerze.\nZadania: ranking {now} tutaj, {now} ogółem; rozwiązane 1 z 2; seria 0 (najlepsza 1).\nOstatnie zadania: ✗ {id}, ✓ {FOOLS}")),
        ("hu", format!("@alice játékosnak még nincs értékelt játszmája ezen a szerveren.\nFeladványok: értékszám itt {now}, összesen {now}; 2 közül 1 megoldva; sorozat 0 (legjobb 1).\nUtolsó feladványok: ✗ {id}, ✓ {FOOLS}")),
        ("de", format!("@alice hat auf diesem Server noch keine gewerteten Partien.\nAufgaben: Wertung {now} hier, {now} insgesamt; 1 von 2 gelöst; Serie 0 (beste 1).\nLetzte Aufgaben: ✗ {id}, ✓ {FOOLS}")),
    ];
    for (code, text) in expected {
        let lang = crate::i18n::Lang::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .unwrap_or_default();
        let alice = Caller::operator(UserId::new("alice")).reading(lang);
        assert_eq!(
            b.say_as(&alice, "lobby", "/profile"),
            [format!("[lobby] {text}")],
            "{code}"
        );
    }
}

#[test]
fn themes_and_variants_narrow_the_choice_and_unknown_ones_are_refused() {
    let b = bot();
    b.say("lobby", "alice", "/puzzle theme:fork variant:glinski");
    let p = b.open_puzzle("alice");
    assert_eq!(p.variant, "glinski");
    assert!(p.themes.contains(&hexcourier_puzzles::Theme::Fork), "{p:?}");
    // A narrowed choice waits for the open puzzle.
    assert_eq!(
        b.say("lobby", "alice", "/puzzle theme:mate"),
        ["[lobby] Finish the puzzle you have open first: /puzzle shows it again, /puzzle resign gives it up."]
    );
    b.say("lobby", "alice", "/puzzle resign");
    b.say("lobby", "alice", "/puzzle theme:MATE variant:McCooey");
    let p = b.open_puzzle("alice");
    assert_eq!(p.variant, "mccooey");
    assert!(p
        .themes
        .iter()
        .any(|t| matches!(t, hexcourier_puzzles::Theme::MateIn(_))));
    b.say("lobby", "alice", "/puzzle resign");
    assert_eq!(
        b.say("lobby", "alice", "/puzzle theme:forks"),
        ["[lobby] There is no puzzle theme 'forks'. Themes: mate, mateIn1, mateIn2, mateIn3, mateIn4, mateIn5, fork, pin, skewer, discoveredAttack, promotion, drop."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/puzzle variant:mccooy"),
        ["[lobby] Unknown variant 'mccooy'. Did you mean mccooey? /variants lists them all."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/puzzle variant:wellisch"),
        ["[lobby] Puzzles are for two-player variants, and Wellisch's Three-Handed Hexagonal Chess is played by 3. Variants with puzzles: fools, frontofhouse-glinski, frontofhouse-mccooey, frontofhouse-wellisch, full-house, glinski, hole-chess, hourglass-a, hourglass-d, hourglass-h, hourglass-m, hourglass-o, hourglass-r, hourglass-s, hourglass-w, mccooey."]
    );
    // Every two-player variant has puzzles now, Hourglass H's drops among them.
    let hexgi = b.say("lobby", "alice", "/puzzle variant:hourglass-h");
    assert!(
        hexgi.len() == 2 && hexgi[0].contains("(Hourglass Hex Chess (Hexgi), rated "),
        "{hexgi:?}"
    );
    assert_eq!(
        b.say("lobby", "alice", "/puzzle theme:castling variant:glinski"),
        ["[lobby] No puzzle has that theme in that variant."]
    );
    assert_eq!(
        b.say("lobby", "alice", "/puzzle level:3"),
        [format!(
            "[lobby] Usage: {}",
            crate::vocabulary::command::puzzle::PUZZLE_USAGE
        )]
    );
}

/// 2030-03-17 17:46:40 UTC (18:46:40 in Warsaw).
const NOW: u64 = 1_900_000_000;

/// 2030-03-18 08:00 in Warsaw (07:00 UTC).
const NEXT_EIGHT: u64 = NOW + 13 * 3600 + 13 * 60 + 20;

#[test]
fn the_puzzle_of_the_day_is_posted_once_at_local_time_across_a_restart() {
    let store = MemoryStore::new();
    let clock = Arc::new(FakeClock::at(NOW));
    let b = bot_on(store.clone(), clock.clone());
    let admin = member("ada", Rights::ADMIN);
    assert_eq!(
        b.say_as(
            &admin,
            "lobby",
            "/puzzle daily channel:#puzzles at:08:00 timezone:europe/warsaw"
        ),
        ["[lobby] The puzzle of the day is posted in #puzzles at 08:00 (Europe/Warsaw) each day; the next on 2030-03-18 07:00 UTC."]
    );
    assert_eq!(b.core.next_due(), Some(NEXT_EIGHT));
    clock.set(NEXT_EIGHT - 1);
    assert_eq!(b.core.tick(), 0);
    clock.set(NEXT_EIGHT);
    assert_eq!(b.core.tick(), 1);
    // Stored before it is delivered: a restart neither loses nor repeats it.
    let b = bot_on(store.clone(), clock.clone());
    assert_eq!(b.core.tick(), 0);
    let posted = delivered(&b.core);
    let day = b
        .core
        .puzzle_book()
        .ok()
        .and_then(|book| book.daily("42", "2030-03-18").cloned())
        .unwrap_or_else(|| panic!("a puzzle of the day"));
    let side = if day.fen.contains(" w ") {
        "White"
    } else {
        "Black"
    };
    let variant = b
        .core
        .library()
        .get(&day.variant)
        .map(|v| v.name.clone())
        .unwrap_or_default();
    assert_eq!(posted.len(), 2, "{posted:?}");
    assert_eq!(
        posted[0],
        format!("[#puzzles] Puzzle of the day, 2030-03-18: {side} to move ({variant}). Solve it with /puzzle daily: only you see your answers.")
    );
    assert!(posted[1].starts_with(&format!(
        "[#puzzles] image puzzle-2030-03-18.png: Puzzle of the day, 2030-03-18: {side} to move <position {}",
        day.fen
    )));
    let b = bot_on(store.clone(), clock.clone());
    assert_eq!(b.core.tick(), 0);
    assert!(delivered(&b.core).is_empty());
    assert_eq!(b.core.next_due(), Some(NEXT_EIGHT + 86_400));
    // bob solves it; the next day's post names him.
    let bob = member("bob", Rights::PLAIN);
    let given = b.say_as(&bob, "lobby", "/puzzle daily");
    assert!(
        given[0].starts_with(&format!(
            "[lobby] Puzzle of the day, 2030-03-18: {} ({variant}, rated",
            day.id
        )),
        "{given:?}"
    );
    for m in day.moves.iter().step_by(2) {
        b.say_as(&bob, "lobby", &format!("/puzzle {m}"));
    }
    assert_eq!(
        b.say_as(&bob, "lobby", "/puzzle daily"),
        ["[lobby] You have tried the puzzle of the day (2030-03-18) already; the next one comes tomorrow."]
    );
    clock.set(NEXT_EIGHT + 86_400);
    assert_eq!(b.core.tick(), 1);
    let next = delivered(&b.core);
    assert!(
        next[0].ends_with("\nYesterday's was solved by @bob."),
        "{next:?}"
    );
    // A day nobody solved is said so.
    clock.set(NEXT_EIGHT + 2 * 86_400);
    assert_eq!(b.core.tick(), 1);
    assert!(delivered(&b.core)[0].ends_with("\nNobody solved yesterday's."));
    // Turned off, nothing more is posted.
    assert_eq!(
        b.say_as(&admin, "lobby", "/puzzle daily off"),
        ["[lobby] The puzzle of the day is no longer posted."]
    );
    clock.set(NEXT_EIGHT + 3 * 86_400);
    assert_eq!(b.core.tick(), 0);
    assert!(delivered(&b.core).is_empty());
}

#[test]
fn the_daily_post_links_its_page_once_the_servers_pages_are_public() {
    let clock = Arc::new(FakeClock::at(NOW));
    let b = bot_on(MemoryStore::new(), clock.clone());
    let b = Bot {
        core: b
            .core
            .with_page_base(Some("https://hex.example.org/".into())),
        ..b
    };
    let admin = member("ada", Rights::ADMIN);
    b.say_as(
        &admin,
        "lobby",
        "/puzzle daily channel:#puzzles at:08:00 timezone:europe/warsaw",
    );
    clock.set(NEXT_EIGHT);
    assert_eq!(b.core.tick(), 1);
    let first = delivered(&b.core);
    assert!(
        first[0].ends_with("only you see your answers."),
        "the server's pages are off: no link in {first:?}"
    );
    b.say_as(&admin, "lobby", "/web on");
    let slug = b.core.server_slug("42").unwrap_or_else(|e| panic!("{e}"));
    clock.set(NEXT_EIGHT + 86_400);
    assert_eq!(b.core.tick(), 1);
    let next = delivered(&b.core);
    assert_eq!(
        next[0].lines().last(),
        Some(
            format!("Play it on the web: https://hex.example.org/s/{slug}/puzzle/2030-03-19")
                .as_str()
        ),
        "{next:?}"
    );
    // Its page shows the day's puzzle, and the days that came; never one still to come.
    let server = b
        .core
        .server_view(&slug)
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("the server's pages are on"));
    let id_of = |date: &str| {
        b.core
            .puzzle_book()
            .ok()
            .and_then(|book| book.daily("42", date).map(|p| p.id.clone()))
    };
    let view = |date: Option<&str>| {
        b.core
            .daily_view(&server, date)
            .unwrap_or_else(|e| panic!("{e:?}"))
            .map(|v| (v.id, v.daily))
    };
    assert_eq!(
        view(None),
        Some((
            id_of("2030-03-19").unwrap_or_default(),
            Some("2030-03-19".into())
        ))
    );
    assert_eq!(
        view(Some("2030-03-18")),
        Some((
            id_of("2030-03-18").unwrap_or_default(),
            Some("2030-03-18".into())
        ))
    );
    assert_eq!(view(Some("2030-03-20")), None, "tomorrow's");
    assert_eq!(view(Some("2030-3-18")), None, "not written so");
    assert_eq!(view(Some("yesterday")), None);
}

#[test]
fn only_admins_set_the_puzzle_of_the_day() {
    let b = bot_on(MemoryStore::new(), Arc::new(FakeClock::at(NOW)));
    let set = "/puzzle daily channel:#puzzles at:08:00";
    assert_eq!(
        b.say_as(&member("bob", Rights::PLAIN), "lobby", set),
        ["[lobby] Only server admins may use /puzzle daily channel:<channel> at:<time>|off."]
    );
    assert_eq!(
        b.say_as(&member("ada", Rights::Unknown), "lobby", set),
        ["[lobby] /puzzle daily channel:<channel> at:<time>|off is for server admins, and typed text does not show the bot your rights: use /puzzle daily-setup."]
    );
    assert_eq!(b.core.next_due(), None);
    // Playing it is for everyone.
    let played = b.say_as(&member("bob", Rights::PLAIN), "lobby", "/puzzle daily");
    assert!(played[0].starts_with("[lobby] Puzzle of the day, 2030-03-17: "));
    // A game's place is no channel for it.
    assert_eq!(
        b.say_as(&member("ada", Rights::ADMIN), "lobby", "/puzzle daily channel:#g1"),
        ["[lobby] #g1 is a game's or a tournament's place, which closes: name a channel for the puzzle of the day."]
    );
}

#[test]
fn moves_are_read_in_the_readers_language_and_ratings_kept_per_server() {
    let b = bot();
    let pl = member("alice", Rights::PLAIN).reading(crate::i18n::Lang::Pl);
    let given = b.say_as(&pl, "lobby", "/puzzle variant:fools");
    assert_eq!(
        given[0],
        format!("[lobby] Zadanie {FOOLS} (Szachy heksagonalne z Błaznem, ranking 1350).\nNa ruchu: Czarne. Odpowiedz przez /puzzle move <ruch> (/puzzle resign pokazuje rozwiązanie).")
    );
    // The Polish rook is a W (wieża).
    assert_eq!(
        b.say_as(&pl, "lobby", "/puzzle Wd6xd1+")[0],
        "[lobby] Dobrze: Wd6xd1+. Odpowiedź (Białe): Ke1xd1.\nNa ruchu: Czarne. Odpowiedz przez /puzzle move <ruch> (/puzzle resign pokazuje rozwiązanie)."
    );
    b.say_as(&pl, "lobby", "/puzzle Gg10xb2");
    let stats = |server: &str| {
        b.say_as(
            &Caller::member(UserId::new("alice"), server, Rights::PLAIN),
            "lobby",
            "/puzzle stats",
        )[0]
        .lines()
        .next()
        .map(str::to_string)
        .unwrap_or_default()
    };
    assert_eq!(
        stats("42"),
        "[lobby] Your puzzle rating: 1619 here, 1619 overall. 1 puzzle tried, 1 solved; streak 1 (best 1)."
    );
    assert_eq!(
        stats("7"),
        "[lobby] Your puzzle rating: 1500 here, 1619 overall. 1 puzzle tried, 1 solved; streak 1 (best 1)."
    );
}

/// The slash commands' names work typed too, as the replies show them (`/puzzle move …`).
#[test]
fn the_slash_forms_read_typed() {
    use crate::vocabulary::command::puzzle::PuzzleCmd;
    assert_eq!(
        PuzzleCmd::parse(&["move", "Rd6xd1+"]),
        Ok(PuzzleCmd::Answer("Rd6xd1+".into()))
    );
    assert_eq!(
        PuzzleCmd::parse(&["next", "variant:fools"]),
        Ok(PuzzleCmd::Next {
            theme: None,
            variant: Some("fools".into())
        })
    );
    assert_eq!(
        PuzzleCmd::parse(&["next"]),
        Ok(PuzzleCmd::Next {
            theme: None,
            variant: None
        })
    );
    let b = bot();
    b.say("lobby", "alice", "/puzzle next variant:fools");
    assert_eq!(
        b.say("lobby", "alice", "/puzzle move Rd6xd1+")[0],
        "[lobby] Right: Rd6xd1+. White answers Ke1xd1.\nBlack to move: answer with /puzzle move <move> (/puzzle resign shows the solution)."
    );
}
