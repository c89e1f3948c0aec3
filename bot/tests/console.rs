//! The console end to end: a scripted game through Glinski's four-move mate, real PNG
//! pictures, bad input, a restart on the same sled directory, and a corrupt record.

use hexcourier::console::run_console;
use hexcourier::core::Core;
use hexcourier::i18n::Lang;
use hexcourier::store::SledStore;
use hexcourier_engine::Library;
use std::path::Path;

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn library() -> Result<Library, String> {
    Library::builtin().map_err(|e| format!("{e:?}"))
}

/// Runs a script through a fresh core on `data`, returning the output with the image
/// directory written as `<img>` and the dates a challenge lapses (the system clock's) as
/// `<date>`.
fn run(data: &Path, images: &Path, script: &str) -> Result<String, Box<dyn std::error::Error>> {
    let core = Core::open(library()?, data)?;
    let mut out = Vec::new();
    run_console(&core, script.as_bytes(), &mut out, images)?;
    let out = String::from_utf8(out)?;
    Ok(without_dates(
        &out.replace(&images.display().to_string(), "<img>"),
    ))
}

/// Every `2026-11-28 19:16 UTC` in `text` as `<date>`, whatever words come before it.
fn any_dates(text: &str) -> String {
    let looks_like_date = |d: &[u8]| {
        d.len() == 20
            && d.iter().enumerate().all(|(i, &c)| match i {
                4 | 7 => c == b'-',
                10 | 16 => c == b' ',
                13 => c == b':',
                17..=19 => c == b"UTC"[i - 17],
                _ => c.is_ascii_digit(),
            })
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if rest.len() >= 20 && rest.is_char_boundary(20) && looks_like_date(&rest.as_bytes()[..20])
        {
            out.push_str("<date>");
            rest = &rest[20..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// `until 2026-11-28 19:16 UTC` as `until <date>`.
fn without_dates(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("until ") {
        let (head, tail) = rest.split_at(i + "until ".len());
        out.push_str(head);
        let date = tail
            .get(..20)
            .filter(|d| d.ends_with(" UTC") && d.as_bytes()[4] == b'-' && d.as_bytes()[10] == b' ');
        match date {
            Some(_) => {
                out.push_str("<date>");
                rest = &tail[20..];
            }
            None => rest = tail,
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn four_move_mate_through_the_console() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (data, images) = (dir.path().join("data"), dir.path().join("images"));
    let script = "\
# Glinski's four-move mate, with some mistakes on the way.
@alice: /new glinski @bob
@bob: /accept

@bob #g1: Qe10-c6
@carol #g1: Qe1-c3
@alice #g1: f7-f6
@alice #g1: Nf4
@alice: Qe1-c3
@alice says hi
@alice #g1: Qe1-c3
@bob #g1: Qe10-c6
@alice #g1: b1-b2
@bob #g1: b7-b6
@alice #g1: Bf3-b1
@bob #g1: e7-e6
@alice #g1: Qc3xf9
@bob #g1: f7-f6
";
    let out = run(&data, &images, script)?;
    let expected = "\
[lobby] @alice challenges @bob to Glinski's Hexagonal Chess (g1): @alice (White) vs @bob (Black).
[lobby] @bob: /accept or /decline until <date>.
[lobby] ping: @bob (named)
[lobby] new place #g1: g1: Glinski's Hexagonal Chess, @alice vs @bob
[lobby] New game #g1: Glinski's Hexagonal Chess, @alice (White) vs @bob (Black).
[#g1] Glinski's Hexagonal Chess: @alice (White) vs @bob (Black).
[#g1] Type moves here, like Bf1-e2; /moves lists the legal ones, /help the commands.
[#g1] image: <img>/g1-000.png (#g1 start: White (@alice) to move)
[#g1] ping: @alice
[#g1] It is @alice's turn.
[#g1] You are not playing in this game.
[#g1] Illegal move f7-f6: the piece on f7 is not yours.
[#g1] 'Nf4' is ambiguous: it could be Nd1-f4 or Nh1-f4.
[lobby] Moves go in a game's place: #g1.
[console] line 10: no ':' after the user; usage: text (typed by @you in the lobby, e.g. /help), @user: text (by @user in the lobby) or @user #place: text (in a place, e.g. @alice #g1: Qe1-c3)
[#g1] 1. Qe1-c3
[#g1] image: <img>/g1-001.png (#g1 after 1. Qe1-c3: Black (@bob) to move)
[#g1] ping: @bob
[#g1] 1... Qe10-c6
[#g1] image: <img>/g1-002.png (#g1 after 1... Qe10-c6: White (@alice) to move)
[#g1] ping: @alice
[#g1] 2. b1-b2
[#g1] image: <img>/g1-003.png (#g1 after 2. b1-b2: Black (@bob) to move)
[#g1] ping: @bob
[#g1] 2... b7-b6
[#g1] image: <img>/g1-004.png (#g1 after 2... b7-b6: White (@alice) to move)
[#g1] ping: @alice
[#g1] 3. Bf3-b1
[#g1] image: <img>/g1-005.png (#g1 after 3. Bf3-b1: Black (@bob) to move)
[#g1] ping: @bob
[#g1] 3... e7-e6
[#g1] image: <img>/g1-006.png (#g1 after 3... e7-e6: White (@alice) to move)
[#g1] ping: @alice
[#g1] 4. Qc3xf9#
[#g1] image: <img>/g1-007.png (#g1 after 4. Qc3xf9#: Checkmate — White wins 1-0)
[#g1] Checkmate — White wins 1-0
[#g1] This game is over: Checkmate — White wins 1-0.
";
    assert_eq!(out, expected);
    for n in 0..=7 {
        let png = std::fs::read(images.join(format!("g1-{n:03}.png")))?;
        assert!(
            png.starts_with(b"\x89PNG\r\n\x1a\n"),
            "g1-{n:03}.png is not a PNG"
        );
    }

    // A restart on the same directory shows the game again, with its moves and result.
    let out = run(&data, &images, "@bob #g1: /board\n@alice: /games\n")?;
    assert_eq!(
        out,
        "\
[#g1] #g1 Glinski's Hexagonal Chess: @alice (White) vs @bob (Black)
[#g1] Moves: 1. Qe1-c3 Qe10-c6 2. b1-b2 b7-b6 3. Bf3-b1 e7-e6 4. Qc3xf9#
[#g1] Checkmate — White wins 1-0
[#g1] image: <img>/g1-007.png (#g1 after 4. Qc3xf9#: Checkmate — White wins 1-0)
[lobby] Your games:
[lobby] #g1 Glinski's Hexagonal Chess vs @bob — over: Checkmate — White wins 1-0
"
    );
    Ok(())
}

/// The four-move mate again on a console started with `--lang pl`: moves typed with the
/// Polish piece letters (hetman H, goniec G, skoczek S), and every word the console and the
/// core print is Polish, moves in Polish letters too (records keep the standard ones).
#[test]
fn a_polish_console_game_reads_polish() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (data, images) = (dir.path().join("data"), dir.path().join("images"));
    let core = Core::open(library()?, &data)?.with_lang(Lang::Pl);
    let script = "\
@alice: /new glinski @bob
@bob: /accept
@bob #g1: He10-c6
@carol #g1: He1-c3
@alice #g1: Sf4
@alice #g1: f7-f6
@alice says hi
@alice #g1: He1-c3
@bob #g1: He10-c6
@alice #g1: b1-b2
@bob #g1: b7-b6
@alice #g1: Gf3-b1
@bob #g1: e7-e6
@alice #g1: Hc3xf9
@bob #g1: f7-f6
";
    let mut out = Vec::new();
    run_console(&core, script.as_bytes(), &mut out, &images)?;
    let out = any_dates(&String::from_utf8(out)?.replace(&images.display().to_string(), "<img>"));
    let expected = "\
[lobby] @alice wyzywa @bob na partię: Szachy heksagonalne Glińskiego (g1): @alice (Białe) vs @bob (Czarne).
[lobby] @bob: /accept albo /decline do <date>.
[lobby] ping: @bob (named)
[lobby] new place #g1: g1: Szachy heksagonalne Glińskiego, @alice vs @bob
[lobby] Nowa partia #g1: Szachy heksagonalne Glińskiego, @alice (Białe) vs @bob (Czarne).
[#g1] Szachy heksagonalne Glińskiego: @alice (Białe) vs @bob (Czarne).
[#g1] Wpisuj tu ruchy, np. Gf1-e2; /moves wypisuje legalne ruchy, /help polecenia.
[#g1] image: <img>/g1-000.png (#g1 początek: Białe (@alice) na posunięciu)
[#g1] ping: @alice
[#g1] Teraz ruch gracza @alice.
[#g1] Nie grasz w tej grze.
[#g1] 'Sf4' jest niejednoznaczne: może to być Sd1-f4 lub Sh1-f4.
[#g1] Niedozwolony ruch f7-f6: bierka na f7 nie jest twoja.
[console] wiersz 7: brak ':' po użytkowniku; składnia: tekst (wpisany przez @you w lobby, np. /help), @użytkownik: tekst (przez @użytkownik w lobby) lub @użytkownik #miejsce: tekst (w danym miejscu, np. @alice #g1: Qe1-c3)
[#g1] 1. He1-c3
[#g1] image: <img>/g1-001.png (#g1 po 1. He1-c3: Czarne (@bob) na posunięciu)
[#g1] ping: @bob
[#g1] 1... He10-c6
[#g1] image: <img>/g1-002.png (#g1 po 1... He10-c6: Białe (@alice) na posunięciu)
[#g1] ping: @alice
[#g1] 2. b1-b2
[#g1] image: <img>/g1-003.png (#g1 po 2. b1-b2: Czarne (@bob) na posunięciu)
[#g1] ping: @bob
[#g1] 2... b7-b6
[#g1] image: <img>/g1-004.png (#g1 po 2... b7-b6: Białe (@alice) na posunięciu)
[#g1] ping: @alice
[#g1] 3. Gf3-b1
[#g1] image: <img>/g1-005.png (#g1 po 3. Gf3-b1: Czarne (@bob) na posunięciu)
[#g1] ping: @bob
[#g1] 3... e7-e6
[#g1] image: <img>/g1-006.png (#g1 po 3... e7-e6: Białe (@alice) na posunięciu)
[#g1] ping: @alice
[#g1] 4. Hc3xf9#
[#g1] image: <img>/g1-007.png (#g1 po 4. Hc3xf9#: Mat — wygrywają Białe 1-0)
[#g1] Mat — wygrywają Białe 1-0
[#g1] Ta gra jest zakończona: Mat — wygrywają Białe 1-0.
";
    assert_eq!(out, expected);
    Ok(())
}

#[test]
fn restart_keeps_running_games_and_skips_a_corrupt_record() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (data, images) = (dir.path().join("data"), dir.path().join("images"));
    run(
        &data,
        &images,
        "@alice: /new glinski @bob\n@bob: /accept\n@carol: /new mccooey @dave\n@dave: /accept\n@carol #g2: /moves f4\n@carol #g2: f4-f5\n",
    )?;
    {
        let store = SledStore::open(&data)?;
        store
            .db()
            .open_tree(SledStore::GAMES_TREE)?
            .insert("g1", &b"\x00 not a record"[..])?;
        store.db().flush()?;
    }
    let out = run(
        &data,
        &images,
        "@dave #g2: /board\n@dave #g2: f8-f7\n@alice #g1: Qe1-c3\n@alice: /games\n",
    )?;
    assert_eq!(
        out,
        "\
[startup] warning: game \"g1\": skipped: the record is not valid: expected value at line 1 column 1
[#g2] #g2 McCooey's Hexagonal Chess: @carol (White) vs @dave (Black)
[#g2] Moves: 1. f4-f5
[#g2] Black (@dave) to move
[#g2] image: <img>/g2-001.png (#g2 after 1. f4-f5: Black (@dave) to move)
[#g2] 1... f8-f7
[#g2] image: <img>/g2-002.png (#g2 after 1... f8-f7: White (@carol) to move)
[#g2] ping: @carol
[#g1] Moves go in a game's place, and you have no game running. Start one with /new.
[lobby] You have no games. Start one with /new glinski @opponent.
"
    );
    // The corrupt record is still there for someone to repair; new games get fresh ids.
    let out = run(
        &data,
        &images,
        "@erin: /new glinski @frank\n@frank: /accept\n",
    )?;
    assert!(out.contains("[lobby] new place #g3: "), "{out}");
    let store = SledStore::open(&data)?;
    assert_eq!(
        store
            .db()
            .open_tree(SledStore::GAMES_TREE)?
            .get("g1")?
            .map(|v| v.to_vec()),
        Some(b"\x00 not a record".to_vec())
    );
    Ok(())
}

#[test]
fn a_voting_game_through_the_console_with_roles() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (data, images) = (dir.path().join("data"), dir.path().join("images"));
    let script = "\
role reds: @alice @bob @zed
@zed: /new glinski mode:vote white:@&reds black:@carol,@dave window:30m
@carol #g1: /vote f5-f6
@alice #g1: /vote f5-f6
@bob #g1: /vote Qe1-c3
@bob #g1: /vote f5-f6
";
    let out = run(&data, &images, script)?;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "[console] role reds: @alice @bob @zed");
    assert_eq!(
        lines[1],
        "[lobby] new place #g1: g1: Glinski's Hexagonal Chess, voters vs voters"
    );
    assert!(
        out.contains(
            "[#g1] Voting game. White votes: the role reds; Black votes: the team @carol, @dave.\n"
        ),
        "{out}"
    );
    // The choices stay with the voters until the window closes.
    assert!(out.contains("[#g1] Only the voters of White vote for its moves.\n[#g1] You vote f5-f6 for White (1 vote so far). Votes stay secret until the window closes.\n[#g1] A vote is in for White (1 vote so far).\n[#g1] You vote Qe1-c3 for White (2 votes so far). Votes stay secret until the window closes.\n[#g1] A vote is in for White (2 votes so far).\n[#g1] You have already voted (Qe1-c3) in this window; votes cannot be changed.\n"), "{out}");
    Ok(())
}

#[test]
fn hole_chess_king_dragged_through_a_hole() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (data, images) = (dir.path().join("data"), dir.path().join("images"));
    // Black's e7-e6 opens the diagonal c3-d5-e7-f9-g10 with the Hole on d5 on it: the Queen
    // moves to c3 and drags the King off the board.
    let script = "\
@alice: /new hole-chess @bob
@bob: /accept
@alice #g1: e4-e5
@bob #g1: e7-e6
@alice #g1: /moves e1
@alice #g1: Qe1-c3 > g10
@bob #g1: /board
";
    let out = run(&data, &images, script)?;
    let expected = "\
[lobby] @alice challenges @bob to Hexagonal Hole Chess (g1): @alice (White) vs @bob (Black).
[lobby] @bob: /accept or /decline until <date>.
[lobby] ping: @bob (named)
[lobby] new place #g1: g1: Hexagonal Hole Chess, @alice vs @bob
[lobby] New game #g1: Hexagonal Hole Chess, @alice (White) vs @bob (Black).
[#g1] Hexagonal Hole Chess: @alice (White) vs @bob (Black).
[#g1] Type moves here, like Bf1-e2; /moves lists the legal ones, /help the commands.
[#g1] image: <img>/g1-000.png (#g1 start: White (@alice) to move)
[#g1] ping: @alice
[#g1] 1. e4-e5
[#g1] image: <img>/g1-001.png (#g1 after 1. e4-e5: Black (@bob) to move)
[#g1] ping: @bob
[#g1] 1... e7-e6
[#g1] image: <img>/g1-002.png (#g1 after 1... e7-e6: White (@alice) to move)
[#g1] ping: @alice
[#g1] The Queen on e1 has 11 legal moves: Qe1-a5, Qe1-b4, Qe1-c3+, Qe1-c3>g10, Qe1-d2, Qe1-d2>g7, Qe1-e2, Qe1-e3, Qe1-e4, Qe1-e4>g7, Qe1-f3
[#g1] 2. Qe1-c3>g10
[#g1] image: <img>/g1-003.png (#g1 after 2. Qe1-c3>g10: King captured — White wins 1-0)
[#g1] King captured — White wins 1-0
[#g1] #g1 Hexagonal Hole Chess: @alice (White) vs @bob (Black)
[#g1] Moves: 1. e4-e5 e7-e6 2. Qe1-c3>g10
[#g1] King captured — White wins 1-0
[#g1] image: <img>/g1-003.png (#g1 after 2. Qe1-c3>g10: King captured — White wins 1-0)
";
    assert_eq!(out, expected);
    // After a restart the stored game replays to the same end.
    let out = run(&data, &images, "@bob #g1: /board\n")?;
    assert!(
        out.contains("Moves: 1. e4-e5 e7-e6 2. Qe1-c3>g10\n")
            && out.contains("King captured — White wins 1-0"),
        "{out}"
    );
    for n in 0..=3 {
        let png = std::fs::read(images.join(format!("g1-{n:03}.png")))?;
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "g1-{n:03}.png");
    }
    // The pictures draw the 3 Holes and 8 Barriers.
    let lib = library()?;
    let v = lib.get("hole-chess").ok_or("no hole-chess")?;
    let mut game = hexcourier_engine::Game::new(v)?;
    for m in ["e4-e5", "e7-e6", "Qe1-c3>g10"] {
        game.play_text(v, m)?;
    }
    let scene = hexcourier::picture::scene(
        v,
        game.position(),
        &hexcourier::picture::View {
            last_move: game.moves().last().copied(),
            ..Default::default()
        },
    );
    let holes = scene
        .features
        .iter()
        .filter(|f| f.kind == hexcourier_render::FeatureKind::Hole)
        .count();
    assert_eq!((holes, scene.features.len()), (3, 11));
    // The drag is tinted from its origin, through where the Queen stopped, to the victim.
    assert_eq!(scene.last_move.len(), 3);
    Ok(())
}

#[test]
fn a_three_player_game_through_two_checkmates() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (data, images) = (dir.path().join("data"), dir.path().join("images"));
    // Wellisch from a set-up position: Red mates Blue out of the game, Blue may no longer
    // move, and Red's second mate ends it.
    let script = "\
@alice: /new wellisch @bob @carol setup: yK/3/5/7/9/1rR9/yR9yP/1bP9/rN10/3rR7/bK9rK r - 0 1
@bob: /accept
@carol: /accept
@alice #g1: Kl1-l2
@bob #g1: l5-l4
@carol #g1: b4-c5
@alice #g1: Na3-b5
@carol #g1: Kb1-b2
@bob #g1: l4-k4
@alice #g1: Rd2-d9
@bob #g1: /board
";
    let out = run(&data, &images, script)?;
    let moves: Vec<&str> = out
        .lines()
        .filter(|l| !l.contains("image:") && !l.contains("ping:"))
        .skip(8)
        .collect();
    assert_eq!(
        moves,
        [
            "[#g1] 1. Kl1-l2",
            "[#g1] 1... l5-l4",
            "[#g1] 1... b4-c5",
            "[#g1] 2. Na3-b5#",
            "[#g1] Blue (@carol) is eliminated.",
            "[#g1] It is @bob's turn.",
            "[#g1] 2... l4-k4",
            "[#g1] 3. Rd2-d9#",
            "[#g1] Checkmate — Red wins 1-0-0",
            "[#g1] Places: 1st Red (@alice), 2nd Yellow (@bob), 3rd Blue (@carol).",
            "[#g1] #g1 Wellisch's Three-Handed Hexagonal Chess: @alice (Red) vs @bob (Yellow) vs @carol (Blue)",
            "[#g1] Set-up start: yK/3/5/7/9/1rR9/yR9yP/1bP9/rN10/3rR7/bK9rK r - 0 1",
            "[#g1] Moves: 1. Kl1-l2 l5-l4 b4-c5 2. Na3-b5# l4-k4 3. Rd2-d9#",
            "[#g1] Checkmate — Red wins 1-0-0",
        ],
        "{out}"
    );
    // Pings went to the next live player each time, never to the eliminated Blue after its
    // elimination.
    let pings: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("ping:") && !l.ends_with("(named)"))
        .collect();
    assert_eq!(
        pings,
        [
            "[#g1] ping: @alice",
            "[#g1] ping: @bob",
            "[#g1] ping: @carol",
            "[#g1] ping: @alice",
            "[#g1] ping: @bob",
            "[#g1] ping: @alice",
        ]
    );
    Ok(())
}

#[test]
fn turn_notifications_by_dm_are_printed_when_due() -> TestResult {
    let dir = tempfile::tempdir()?;
    let (data, images) = (dir.path().join("data"), dir.path().join("images"));
    // Sent at once (no minute's wait for other games), so the script sees them.
    let core = Core::open(library()?, &data)?.with_dm_batch(0);
    let script = "\
@bob: /notify dm on
@alice: /new glinski @bob
@bob: /accept
@alice #g1: Qe1-c3
@bob #g1: Qe10-c6
@alice #g1: /notify
";
    let mut out = Vec::new();
    run_console(&core, script.as_bytes(), &mut out, &images)?;
    let out = String::from_utf8(out)?;
    let dms: Vec<&str> = out.lines().filter(|l| l.starts_with("[dm")).collect();
    assert_eq!(
        dms,
        ["[dm @bob] Your move in #g1 (Glinski's Hexagonal Chess, against @alice): @alice played 1. Qe1-c3."],
        "{out}"
    );
    // The DM comes after the move's announcement (board and ping), before the next line's.
    let ping = out.find("[#g1] ping: @bob").ok_or("no ping")?;
    let dm = out.find("[dm @bob]").ok_or("no dm")?;
    let next = out.find("1... Qe10-c6").ok_or("no second move")?;
    assert!(ping < dm && dm < next, "{out}");
    assert!(
        out.contains("[#g1] Turn notifications by DM are off"),
        "{out}"
    );
    Ok(())
}

#[test]
fn the_console_goes_on_while_the_store_is_down_and_delivers_when_it_is_back() -> TestResult {
    // The issue: PostgreSQL crashing under the bot made the console exit at its first
    // store error. Every line is answered, and what was owed is printed once it is back.
    use hexcourier::core::{FakeClock, FakePainter};
    use hexcourier::store::{FaultyStore, MemoryStore};
    let store = FaultyStore::new(MemoryStore::new());
    let core = Core::new(
        library()?,
        Box::new(store.clone()),
        Box::new(std::sync::Arc::new(FakeClock::at(1_000_000))),
        Box::new(FakePainter::default()),
    )?;
    let dir = tempfile::tempdir()?;
    let mut out = Vec::new();
    run_console(
        &core,
        "@alice: /new glinski @bob\n".as_bytes(),
        &mut out,
        dir.path(),
    )?;
    store.faults().set_down(true);
    run_console(
        &core,
        "@bob: /accept g1\n@alice: /games\n".as_bytes(),
        &mut out,
        dir.path(),
    )?;
    let down = String::from_utf8(out.clone())?;
    assert_eq!(
        down.matches("storage error").count(),
        1,
        "the accept is refused, /games answered from memory: {down}"
    );
    store.faults().set_down(false);
    run_console(&core, "@bob: /accept g1\n".as_bytes(), &mut out, dir.path())?;
    let up = String::from_utf8(out)?;
    assert!(up.contains("[#g1] ping: @alice"), "{up}");
    Ok(())
}
