//! The Discord adapter end to end: the real serenity client and poise framework, run by
//! `hexcourier::discord::run_until` against the fake Discord of `fake_discord` on 127.0.0.1.
//!
//! - a whole game by slash commands: `/hex new` opens a thread from its announcement, moves
//!   are answered in one message with the picture and a ping that may notify only the player
//!   to move, errors are private, moves autocomplete;
//! - a whole game by moves typed in the thread, through a 429, 500s (before and after the
//!   message is stored), an archived thread and a restart on the same sled directory;
//! - the fake's payloads are read by serenity's own types (so nothing is silently dropped);
//! - turn notifications by DM: sent once through a failure, refused DMs switched off;
//! - a conditional move answering while its player is on vacation (announced in the thread);
//! - `/puzzle`: a puzzle answered privately, right and wrong; the puzzle of the day set by an
//!   admin and posted once in its channel when the fake clock passes its time, linking its page.
//!
//! Every wait is bounded; only loopback addresses are used.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, Fault, Msg, Opt, State, Via};
use hexcourier::core::vocabulary::problem::Problem;
use hexcourier::core::{EngineSettings, FakeClock};
use hexcourier::i18n::{plain, Lang};
use hexcourier::t;
use hexcourier_engine::notation::{IllegalReason, MoveError};
use serde_json::Value;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_play_a_game_in_its_thread() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, slash_game()).await??;
    Ok(())
}

async fn slash_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    {
        let st = fake.state();
        // GUILDS | GUILD_MESSAGES | MESSAGE_CONTENT, nothing more.
        assert_eq!(st.intents, Some(1 | (1 << 9) | (1 << 15)));
        // Registered as Discord takes them (25 options a level, 4,000 characters a
        // command): five commands.
        assert!(st.refused_commands.is_empty(), "{:?}", st.refused_commands);
        let cmds = st.commands.get("guild").ok_or("guild commands")?;
        let listed: Vec<(String, Vec<String>)> = cmds
            .as_array()
            .ok_or("commands")?
            .iter()
            .map(|c| {
                let subs = c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["name"].as_str().map(str::to_string))
                    .collect();
                (c["name"].as_str().unwrap_or_default().to_string(), subs)
            })
            .collect();
        let words = |v: &[&str]| v.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        assert_eq!(
            listed,
            [
                (
                    "hex".to_string(),
                    words(&[
                        "new", "accept", "decline", "move", "drop", "board", "moves", "resign",
                        "draw", "takeback", "abort", "hint", "analyse", "review", "vote", "tally",
                        "premove", "moretime", "export", "gif", "web", "language", "notation",
                        "help"
                    ])
                ),
                (
                    "hexme".to_string(),
                    words(&[
                        "games",
                        "profile",
                        "challenges",
                        "notify",
                        "notation",
                        "vacation"
                    ])
                ),
                (
                    "hexinfo".to_string(),
                    words(&["variants", "rules", "piece", "leaderboard"])
                ),
                (
                    "tournament".to_string(),
                    words(&[
                        "new",
                        "join",
                        "leave",
                        "start",
                        "standings",
                        "pairings",
                        "withdraw",
                        "adjudicate",
                        "export"
                    ])
                ),
                (
                    "puzzle".to_string(),
                    words(&["next", "move", "resign", "stats", "daily", "daily-setup"])
                ),
            ]
        );
        assert!(!st.commands.contains_key("global"));
    }
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let lobby = fake.state().lobby;

    // A bot cannot be challenged; the refusal is private.
    let robot = fake.add_bot_user("robot");
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", robot),
        ],
    );
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert!(
        refused.content.contains("robot is a bot"),
        "{:?}",
        refused.content
    );

    // A setup that does not load is refused privately, naming the problem.
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", bob),
            Opt::Str("setup", "1/2k/5 w - 0 1".into()),
        ],
    );
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "That setup is not a Glinski's Hexagonal Chess position: The board has 11 ranks but the text has 3."
    );

    let thread = new_game(&fake, alice, bob).await?;

    // Moves autocomplete from what was typed.
    let i = fake.autocomplete(alice, thread, "move", &[Opt::Focused("move", "qe1".into())]);
    let choices = fake
        .wait_for("autocomplete choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    let names: Vec<&str> = choices
        .as_array()
        .ok_or("choices")?
        .iter()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert!(names.contains(&"Qe1-c3"), "{names:?}");
    assert!(
        names.len() <= 25 && names.iter().all(|n| n.starts_with("Qe1")),
        "{names:?}"
    );

    // Cells of the side to move, and sides of the chosen variant, autocomplete too.
    let values = |v: Value| -> Vec<String> {
        v.as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|c| c["value"].as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    };
    let i = fake.autocomplete(alice, thread, "moves", &[Opt::Focused("cell", "d".into())]);
    let cells = fake
        .wait_for("cell choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    assert_eq!(values(cells), ["d1", "d3"]);
    let i = fake.autocomplete(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Focused("side", "b".into()),
        ],
    );
    let sides = fake
        .wait_for("side choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    assert_eq!(values(sides), ["black"]);

    // Variants autocomplete by id or name: every Hourglass army, shown with its name.
    let i = fake.autocomplete(
        alice,
        lobby,
        "new",
        &[Opt::Focused("variant", "hour".into())],
    );
    let found = fake
        .wait_for("variant choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    let ids = values(found.clone());
    assert_eq!(
        ids,
        [
            "hourglass-a",
            "hourglass-d",
            "hourglass-h",
            "hourglass-m",
            "hourglass-o",
            "hourglass-r",
            "hourglass-s",
            "hourglass-w"
        ]
    );
    let first = found[0]["name"].as_str().ok_or("a choice name")?;
    assert!(
        first.starts_with("Hourglass") && first.ends_with("(hourglass-a)"),
        "{first}"
    );
    // A name matches too, and /hexinfo rules and /hexinfo piece offer the same list.
    let i = fake.autocomplete(
        alice,
        lobby,
        "hexinfo rules",
        &[Opt::Focused("variant", "full h".into())],
    );
    let found = fake
        .wait_for("variant choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    assert_eq!(values(found), ["full-house"]);
    let i = fake.autocomplete(
        alice,
        lobby,
        "hexinfo piece",
        &[Opt::Focused("variant", "".into())],
    );
    let found = fake
        .wait_for("variant choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    let playable = hexcourier_engine::Library::builtin()
        .map_err(|e| format!("{e:?}"))?
        .variants()
        .filter(|v| v.metadata.playable)
        .count();
    assert_eq!(
        values(found).len(),
        playable.min(25),
        "every variant, to Discord's 25"
    );
    // A variant typed without picking from the list is looked up as typed.
    let i = fake.slash(
        alice,
        lobby,
        "hexinfo rules",
        &[Opt::Str("variant", "hourglas-r".into())],
    );
    let unknown = answer_to(&fake, i).await?;
    assert!(unknown.ephemeral);
    assert!(
        unknown.content.contains("hourglass-r"),
        "{}",
        unknown.content
    );

    // Out of turn: a private answer naming whose turn it is, notifying nobody.
    let i = fake.slash(bob, thread, "move", &[Opt::Str("move", "Qe10-c6".into())]);
    let wrong = answer_to(&fake, i).await?;
    assert!(wrong.ephemeral);
    assert_eq!(wrong.content, format!("It is <@{alice}>'s turn."));
    assert_notifies(&wrong, &[]);

    // The callback of the first move is refused with a 429 once, the second move's callback
    // is stored and then answered 500: both are answered exactly once.
    fake.inject(Fault {
        method: "POST",
        path_contains: "/callback".into(),
        status: 429,
        retry_after: 0.2,
        after_effect: false,
        times: 1,
    });
    for (n, (white, mv, line)) in MATE.iter().enumerate() {
        if n == 1 {
            fake.inject(Fault {
                method: "POST",
                path_contains: "/callback".into(),
                status: 500,
                retry_after: 0.0,
                after_effect: true,
                times: 1,
            });
        }
        let (me, other) = if *white { (alice, bob) } else { (bob, alice) };
        let i = fake.slash(me, thread, "move", &[Opt::Str("move", mv.to_string())]);
        assert_done(&answer_to(&fake, i).await?);
        let m = post_starting(&fake, thread, line).await?;
        assert_eq!(m.channel, thread);
        assert!(!m.ephemeral);
        assert_png(&m);
        if n + 1 < MATE.len() {
            assert_eq!(m.content, format!("{line}\n<@{other}>, your move."));
            assert_notifies(&m, &[other]);
        } else {
            assert_eq!(m.content, format!("{line}\nCheckmate — White wins 1-0"));
            assert_notifies(&m, &[]);
        }
    }
    {
        let st = fake.state();
        assert_eq!(st.faults_served.len(), 2, "{:?}", st.faults_served);
        // Each interaction got exactly one answer. (Discord's 3 s is kept by the deferral,
        // whose default wait a unit test in the discord crate holds below it: no wall-clock
        // assertion here, so a loaded machine cannot fail this test.)
        for i in st.interactions.values() {
            assert_eq!(i.callbacks.len(), 1, "one callback for {}", i.id);
            assert!(i.first_callback_at.is_some(), "answered {}", i.id);
        }
        let posted = st
            .bot_messages(thread)
            .iter()
            .filter(|m| m.content.starts_with("1. Qe1-c3"))
            .count();
        assert_eq!(posted, 1, "the first move was announced once");
    }

    // Finished: the game's thread is archived (posting in it later unarchives it).
    let mut archived = false;
    for _ in 0..100 {
        archived = fake.state().channels[&thread].archived;
        if archived {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(archived, "the finished game's thread is archived");

    // Moves are refused privately, the board and the list show the result.
    let i = fake.slash(bob, thread, "move", &[Opt::Str("move", "e6-e5".into())]);
    let over = answer_to(&fake, i).await?;
    assert!(over.ephemeral);
    assert_eq!(
        over.content,
        "This game is over: Checkmate — White wins 1-0."
    );
    let i = fake.slash(bob, thread, "board", &[]);
    let board = answer_to(&fake, i).await?;
    assert!(
        board
            .content
            .contains("Moves: 1. Qe1-c3 Qe10-c6 2. b1-b2 b7-b6 3. Bf3-b1 e7-e6 4. Qc3xf9#"),
        "{:?}",
        board.content
    );
    assert_png(&board);
    let i = fake.slash(alice, lobby, "hexme games", &[]);
    let games = answer_to(&fake, i).await?;
    assert!(games.ephemeral);
    assert!(
        games.content.contains(&format!(
            "<#{thread}> Glinski's Hexagonal Chess vs <@{bob}> — over: Checkmate"
        )),
        "{:?}",
        games.content
    );
    // The game's record, as a file anyone can take away.
    let i = fake.slash(bob, thread, "export", &[]);
    let record = answer_to(&fake, i).await?;
    assert!(!record.ephemeral);
    assert_eq!(record.files.len(), 1);
    assert_eq!(record.files[0].name, "g1.pgn");
    let text = String::from_utf8_lossy(&record.files[0].bytes).into_owned();
    assert!(text.contains("[Variant \"glinski\"]"), "{text}");
    assert!(
        text.contains("[Site \"Discord\"]") && text.contains("[White \"Alice\"]\n[Black \"Bob\"]"),
        "players by name: {text}"
    );
    assert!(text.ends_with("4. Qc3xf9# 1-0\n"), "{text}");
    // Its animated replay, turned for the asker's side.
    let i = fake.slash(bob, thread, "gif", &[]);
    let replay = answer_to(&fake, i).await?;
    assert_eq!(replay.files.len(), 1);
    assert_eq!(replay.files[0].name, "g1.gif");
    assert!(replay.files[0].bytes.starts_with(b"GIF89a"));
    // The game was rated: the server's leaderboard and the players' profiles show it, for
    // everyone in the channel to see.
    let i = fake.slash(bob, lobby, "hexinfo leaderboard", &[]);
    let board = answer_to(&fake, i).await?;
    assert!(!board.ephemeral);
    assert_eq!(board.content, "", "an embed");
    assert_eq!(
        board.embeds[0]["title"],
        "Leaderboard: Glinski's Hexagonal Chess"
    );
    assert_eq!(
        board.embeds[0]["description"],
        format!("1. <@{alice}> 1662 (1 game, provisional)\n2. <@{bob}> 1338 (1 game, provisional)")
    );
    assert_notifies(&board, &[]);
    let i = fake.slash(alice, lobby, "hexme profile", &[Opt::User("user", bob)]);
    let profile = answer_to(&fake, i).await?;
    assert_eq!(profile.embeds[0]["title"], format!("<@{bob}>'s ratings"));
    let about = profile.embeds[0]["description"]
        .as_str()
        .unwrap_or_default();
    assert!(
        about.starts_with("Glinski's Hexagonal Chess: 1338 ±581 (provisional)"),
        "{about:?}"
    );
    assert!(
        about.ends_with(&format!("g1 (<#{thread}>): lost against <@{alice}>")),
        "{about:?}"
    );
    assert_notifies(&profile, &[]);
    // Reference commands answer privately.
    let i = fake.slash(
        bob,
        lobby,
        "hexinfo piece",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Str("piece", "knight".into()),
        ],
    );
    let piece = answer_to(&fake, i).await?;
    assert!(piece.ephemeral);
    assert!(
        piece
            .content
            .starts_with("Knight (N) in Glinski's Hexagonal Chess:"),
        "{:?}",
        piece.content
    );
    assert_png(&piece);
    let i = fake.slash(bob, lobby, "help", &[]);
    let help = answer_to(&fake, i).await?;
    assert!(
        help.ephemeral
            && help
                .content
                .starts_with("On Discord the commands are /hex new")
    );

    {
        let st = fake.state();
        assert!(st.unknown.is_empty(), "unknown requests: {:?}", st.unknown);
        assert_eq!(st.threads_of(lobby).len(), 1);
        // Nothing was ever posted that could notify anyone but a player to move.
        for m in st.messages.iter().filter(|m| m.via != Via::User) {
            assert_eq!(
                m.allowed_mentions["parse"],
                serde_json::json!([]),
                "{:?}",
                m.content
            );
            assert!(allowed_users(m).len() <= 1);
        }
    }
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_moves_survive_faults_archiving_and_a_restart() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, typed_game()).await??;
    Ok(())
}

async fn typed_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    // Every command is deferred, then answered by editing "thinking…".
    let bot = start_bot(&fake, dir.path(), Duration::ZERO)?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let thread = new_game(&fake, alice, bob).await?;
    {
        let st = fake.state();
        // The slash command (the first interaction; the challenge's button came after).
        let first = st
            .interactions
            .iter()
            .min_by_key(|(id, _)| **id)
            .map(|(_, i)| i)
            .ok_or("interaction")?;
        assert_eq!(first.callbacks, [5], "deferred");
    }
    let path = format!("/channels/{thread}/messages");

    // 1. A 429: waited out, then posted once.
    fake.inject(Fault {
        method: "POST",
        path_contains: path.clone(),
        status: 429,
        retry_after: 0.3,
        after_effect: false,
        times: 1,
    });
    let m = typed_move(&fake, thread, alice, "Qe1-c3", "1. Qe1-c3").await?;
    assert_eq!(m.content, format!("1. Qe1-c3\n<@{bob}>, your move."));
    assert_notifies(&m, &[bob]);
    assert_png(&m);
    {
        let st = fake.state();
        let posts: Vec<_> = st
            .requests
            .iter()
            .filter(|r| r.method == "POST" && r.path.ends_with(&path))
            .collect();
        let limited = posts.iter().position(|r| r.status == 429).ok_or("a 429")?;
        let retry = posts.get(limited + 1).ok_or("a retry")?;
        assert_eq!(retry.status, 200);
        let waited = retry.at - posts[limited].at;
        assert!(waited >= Duration::from_millis(300), "waited {waited:?}");
    }

    // 2. A 500 after the message was stored: the retry (same nonce) does not post it again.
    fake.inject(Fault {
        method: "POST",
        path_contains: path.clone(),
        status: 500,
        retry_after: 0.0,
        after_effect: true,
        times: 1,
    });
    typed_move(&fake, thread, bob, "Qe10-c6", "1... Qe10-c6").await?;

    // 3. Two 502s before anything was stored: posted on the third try.
    fake.inject(Fault {
        method: "POST",
        path_contains: path.clone(),
        status: 502,
        retry_after: 0.0,
        after_effect: false,
        times: 2,
    });
    typed_move(&fake, thread, alice, "b1-b2", "2. b1-b2").await?;

    // 4. The thread was archived: the bot unarchives it and posts.
    fake.archive(thread);
    typed_move(&fake, thread, bob, "b7-b6", "2... b7-b6").await?;
    assert!(!fake.state().channels[&thread].archived);

    // Chat is not answered; a move out of turn is, in the thread.
    let before = fake.state().bot_messages(thread).len();
    fake.say(bob, thread, "good game so far");
    let wrong = typed_move(
        &fake,
        thread,
        bob,
        "Qc6-c5",
        &format!("It is <@{alice}>'s turn."),
    )
    .await?;
    assert_notifies(&wrong, &[]);
    assert_eq!(fake.state().bot_messages(thread).len(), before + 1);

    // 5. Restart: a new bot on the same directory keeps the game and its thread.
    bot.stop().await?;
    let bot = start_bot(&fake, dir.path(), Duration::ZERO)?;
    connected(&fake, 2).await?;
    typed_move(&fake, thread, alice, "Bf3-b1", "3. Bf3-b1").await?;
    typed_move(&fake, thread, bob, "e7-e6", "3... e7-e6").await?;
    let mate = typed_move(&fake, thread, alice, "Qc3xf9", "4. Qc3xf9#").await?;
    assert_eq!(mate.content, "4. Qc3xf9#\nCheckmate — White wins 1-0");
    assert_notifies(&mate, &[]);
    assert_png(&mate);

    // A slash command in the thread after the restart still finds the game.
    let i = fake.slash(bob, thread, "board", &[]);
    let board = answer_to(&fake, i).await?;
    assert!(
        board.content.contains("Checkmate — White wins 1-0"),
        "{:?}",
        board.content
    );

    {
        let st = fake.state();
        for (_, _, line) in MATE {
            assert_eq!(
                posts_starting(&st, thread, line).len(),
                1,
                "{line} posted once"
            );
        }
        assert_eq!(st.faults_served.len(), 4, "{:?}", st.faults_served);
        assert!(st.unknown.is_empty(), "unknown requests: {:?}", st.unknown);
        assert_eq!(st.threads_of(st.lobby).len(), 1, "no second thread");
        // The bot's own echoed messages got no answer: every bot message answers a user.
        let user_msgs = st.messages.iter().filter(|m| m.via == Via::User).count();
        assert_eq!(user_msgs, 9);
    }
    bot.stop().await?;
    Ok(())
}

#[tokio::test]
async fn the_fakes_payloads_are_read_by_serenity() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let m: serenity::all::Message = serde_json::from_value(fake.sample_message())?;
    assert_eq!(m.attachments.len(), 1);
    assert_eq!(m.mentions.len(), 1);
    let t: serenity::all::GuildChannel = serde_json::from_value(fake.sample_thread())?;
    assert_eq!(t.thread_metadata.map(|m| m.archived), Some(true));
    let r: serenity::all::Ready = serde_json::from_value(fake.sample_ready())?;
    assert_eq!(r.user.id.get(), fake.state().bot_id);
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let lobby = fake.state().lobby;
    let (_, _, d) = FakeDiscord::interaction_json(
        &mut fake.state(),
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", "glinski".into()),
            Opt::User("opponent", bob),
        ],
        false,
    );
    let i: serenity::all::Interaction = serde_json::from_value(d)?;
    let c = i.command().ok_or("a command interaction")?;
    assert_eq!(c.user.id.get(), alice);
    assert_eq!(c.data.resolved.users.len(), 1);
    let (_, _, d) = FakeDiscord::interaction_json(
        &mut fake.state(),
        alice,
        lobby,
        "move",
        &[Opt::Focused("move", "q".into())],
        true,
    );
    let i: serenity::all::Interaction = serde_json::from_value(d)?;
    assert!(i.autocomplete().is_some());
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_plays_in_its_thread_and_hints_are_private() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, engine_game()).await??;
    Ok(())
}

async fn engine_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    // As `hexcourier serve` runs it: engine moves are left to the adapter, off its runtime.
    let settings = EngineSettings {
        inline: false,
        ..EngineSettings::deterministic(2_000)
    };
    let bot = start_bot_with(
        &fake,
        dir.path(),
        Duration::from_millis(1500),
        Some(settings),
        None,
        None,
    )?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;

    // Alice takes Black: the engine opens at once, in the game's thread.
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Int("level", 2),
            Opt::Str("side", "black".into()),
            Opt::Str("hints", "1".into()),
        ],
    );
    assert_done(&answer_to(&fake, i).await?);
    post_starting(
        &fake,
        lobby,
        &format!("New game #g1: Glinski's Hexagonal Chess, @engine (White) vs <@{alice}> (Black)."),
    )
    .await?;
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| c.id)
        })
        .await?;
    let posts = fake
        .wait_for("the intro and the engine's first move", WAIT, |s| {
            let m = s.bot_messages(thread);
            (m.len() >= 2).then(|| m.into_iter().cloned().collect::<Vec<_>>())
        })
        .await?;
    assert!(
        posts[0]
            .content
            .contains("@engine plays at level 2: Novice: one move ahead, occasional blunders.\nHints: 1 hint per player; players only (/hint, /analyse)."),
        "{:?}",
        posts[0].content
    );
    assert_notifies(&posts[0], &[]);
    let engine_move = &posts[1];
    assert!(
        engine_move.content.starts_with("1. ")
            && engine_move
                .content
                .ends_with(&format!("\n<@{alice}>, your move.")),
        "{:?}",
        engine_move.content
    );
    assert_png(engine_move);
    assert_notifies(engine_move, &[alice]);
    // The engine's move carries the Move button for Alice.
    assert_eq!(components(engine_move), button("hex:pick:g1:1"));

    // A hint is private; the second one is refused, privately too.
    let i = fake.slash(alice, thread, "hint", &[]);
    let hint = answer_to(&fake, i).await?;
    assert!(hint.ephemeral);
    assert!(
        hint.content.starts_with("Hint for Black: "),
        "{:?}",
        hint.content
    );
    assert!(
        hint.content
            .ends_with(&format!("Hints left for <@{alice}>: 0 of 1.")),
        "{:?}",
        hint.content
    );
    let i = fake.slash(alice, thread, "analyse", &[]);
    let no = answer_to(&fake, i).await?;
    assert!(no.ephemeral);
    assert_eq!(
        no.content,
        "You have used your 1 hint for this game (hints and analyses count alike)."
    );

    // Alice moves; the engine answers by itself.
    let i = fake.slash(alice, thread, "move", &[Opt::Str("move", "e7-e6".into())]);
    assert_done(&answer_to(&fake, i).await?);
    let m = post_starting(&fake, thread, "1... e7-e6").await?;
    // The engine is to move: no button under this board.
    assert!(components(&m).is_empty(), "{:?}", m.components);
    let answer = fake
        .wait_for("the engine's second move", WAIT, |s| {
            s.bot_messages(thread)
                .into_iter()
                .find(|m| m.content.starts_with("2. "))
                .cloned()
        })
        .await?;
    let answer = &answer;
    assert!(
        answer.content.starts_with("2. ")
            && answer
                .content
                .ends_with(&format!("\n<@{alice}>, your move.")),
        "{:?}",
        answer.content
    );
    assert_notifies(answer, &[alice]);
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_clock_reminders_are_posted_once_across_restarts() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, clock_game()).await??;
    Ok(())
}

/// A bot whose core runs on `clock`, once it is the `n`th to connect.
async fn clocked_bot(
    fake: &FakeDiscord,
    dir: &Path,
    clock: &Arc<FakeClock>,
    n: u32,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    let bot = start_bot_with(
        fake,
        dir,
        Duration::from_secs(2),
        None,
        Some(clock.clone()),
        None,
    )?;
    connected(fake, n).await?;
    Ok(bot)
}

async fn clock_game() -> TestResult {
    const HOUR: u64 = 3600;
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let clock = Arc::new(FakeClock::at(1_700_000_000));
    let bot = clocked_bot(&fake, dir.path(), &clock, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", bob),
            Opt::Int("days_per_move", 1),
        ],
    );
    answer_to(&fake, i).await?;
    accept_challenge(&fake, lobby, bob, 1).await?;
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| c.id)
        })
        .await?;
    let intro = bot_posts(&fake, thread, 1).await?;
    assert!(
        intro[0].content.contains("Clock: 1 day per move"),
        "{:?}",
        intro[0].content
    );

    // Half the time passes while the bot is down: the first tick after it reconnects reminds.
    bot.stop().await?;
    clock.advance(12 * HOUR);
    let bot = clocked_bot(&fake, dir.path(), &clock, 2).await?;
    let posts = bot_posts(&fake, thread, 2).await?;
    let reminder = &posts[1];
    assert!(
        reminder.content.starts_with(&format!(
            "Reminder: <@{alice}> (White) to move; 12 hours left on the clock."
        )),
        "{:?}",
        reminder.content
    );
    assert_notifies(reminder, &[alice]);

    // Another restart does not repeat it; the time running out ends the game on time.
    bot.stop().await?;
    clock.advance(12 * HOUR);
    let bot = clocked_bot(&fake, dir.path(), &clock, 3).await?;
    let posts = bot_posts(&fake, thread, 3).await?;
    assert_eq!(
        posts[2].content,
        format!("<@{alice}> (White) ran out of time.\nTimeout — Black wins 0-1")
    );
    assert_notifies(&posts[2], &[]);
    bot.stop().await?;
    assert_eq!(fake.state().bot_messages(thread).len(), 3);
    Ok(())
}

// ----- group voting games -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vote_game_with_three_voters() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, three_voters()).await??;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_in_the_middle_of_a_vote_window() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, vote_restart()).await??;
    Ok(())
}

/// A bot on a fake clock that checks vote windows every 100 ms and leaves engine moves to
/// the adapter (as `hexcourier serve`), once it is the `n`th to connect.
async fn voting_bot(
    fake: &FakeDiscord,
    dir: &Path,
    clock: &Arc<FakeClock>,
    n: u32,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    let settings = EngineSettings {
        inline: false,
        ..EngineSettings::deterministic(2_000)
    };
    let bot = start_bot_with(
        fake,
        dir,
        Duration::from_secs(2),
        Some(settings),
        Some(clock.clone()),
        Some(Duration::from_millis(100)),
    )?;
    connected(fake, n).await?;
    Ok(bot)
}

/// Alice starts a vote game for the role `Reds` against the engine (1 h windows, at least
/// 2 votes); returns the thread.
async fn new_vote_game(
    fake: &FakeDiscord,
    alice: u64,
    reds: u64,
) -> Result<u64, Box<dyn std::error::Error + Send + Sync>> {
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Int("level", 1),
            Opt::Int("mode", 1), // the choice "vote"
            Opt::Role("team", reds),
            Opt::Str("vote_window", "1h".into()),
            Opt::Int("min_votes", 2),
        ],
    );
    assert_done(&answer_to(fake, i).await?);
    post_starting(
        fake,
        lobby,
        "New game #g1: Glinski's Hexagonal Chess, voters (White) vs @engine (Black).",
    )
    .await?;
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| c.id)
        })
        .await?;
    let opened = fake
        .wait_for("the vote window's announcement", WAIT, |s| {
            s.bot_messages(thread)
                .into_iter()
                .find(|m| m.content.contains("Vote for White's move"))
                .cloned()
        })
        .await?;
    assert!(
        opened.content.contains(
            "Vote for White's move (the role Reds): /vote <move>, /vote draw or /vote resign; one vote each, final. The window closes at <t:1700003600:f> (1 hour); it needs at least 2 votes."
        ),
        "{:?}",
        opened.content
    );
    // The role's members are notified, and nobody else.
    assert!(
        opened
            .content
            .ends_with(&format!("\n<@&{reds}>, your vote.")),
        "{:?}",
        opened.content
    );
    assert_notifies(&opened, &[]);
    assert_eq!(
        opened.allowed_mentions["roles"],
        serde_json::json!([reds.to_string()])
    );
    Ok(thread)
}

/// `/hex vote <choice>` by a user in a thread; the finished answer.
async fn slash_vote(
    fake: &FakeDiscord,
    user: u64,
    thread: u64,
    choice: &str,
) -> Result<Msg, String> {
    let i = fake.slash(user, thread, "vote", &[Opt::Str("move", choice.into())]);
    answer_to(fake, i).await
}

async fn three_voters() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let clock = Arc::new(FakeClock::at(1_700_000_000));
    let bot = voting_bot(&fake, dir.path(), &clock, 1).await?;
    let [alice, bob, carol, dave] = ["alice", "bob", "carol", "dave"].map(|n| fake.add_user(n, n));
    let reds = fake.add_role("Reds");
    for u in [alice, bob, carol] {
        fake.give_role(u, reds);
    }
    let thread = new_vote_game(&fake, alice, reds).await?;

    // The vote autocompletes legal moves, draw and resign.
    let i = fake.autocomplete(alice, thread, "vote", &[Opt::Focused("move", "qe1".into())]);
    let choices = fake
        .wait_for("vote choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    let names: Vec<String> = choices
        .as_array()
        .ok_or("choices")?
        .iter()
        .filter_map(|c| c["value"].as_str().map(str::to_string))
        .collect();
    assert!(names.contains(&"Qe1-c3".to_string()), "{names:?}");
    let i = fake.autocomplete(alice, thread, "vote", &[Opt::Focused("move", "dra".into())]);
    let choices = fake
        .wait_for("vote choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    assert_eq!(choices[0]["value"], "draw");

    // Only the role's members vote, once each.
    let refused = slash_vote(&fake, dave, thread, "f5-f6").await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "Only the voters of White vote for its moves."
    );
    // The choice is told to the voter alone; the thread learns only that a vote is in.
    let voted = slash_vote(&fake, alice, thread, "Qe1-c3").await?;
    assert!(voted.ephemeral);
    assert_eq!(
        voted.content,
        "You vote Qe1-c3 for White (1 vote so far). Votes stay secret until the window closes."
    );
    assert_notifies(&voted, &[]);
    let public = post_starting(&fake, thread, "A vote is in for White (1 vote so far).").await?;
    assert_notifies(&public, &[]);
    let again = slash_vote(&fake, alice, thread, "f5-f6").await?;
    assert!(again.ephemeral);
    assert_eq!(
        again.content,
        "You have already voted (Qe1-c3) in this window; votes cannot be changed."
    );
    // Bob picks his vote from the menus under the board: the Queen on e1, then Qe1-c3.
    let board = fake
        .state()
        .bot_messages(thread)
        .into_iter()
        .find(|m| m.content.contains("Vote for White's move"))
        .cloned()
        .ok_or("the board with the vote window")?;
    assert_eq!(components(&board), button("hex:pick:g1:0"));
    assert_eq!(board.components[0]["components"][0]["label"], "Vote");
    let i = fake.press(dave, board.id, "hex:pick:g1:0");
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "Only the voters of White vote for its moves."
    );
    let i = fake.press(bob, board.id, "hex:pick:g1:0");
    let picker = answer_to(&fake, i).await?;
    assert!(picker.ephemeral);
    assert_eq!(
        picker.content,
        "Vote for White's move: pick a piece, then its move (or vote draw or resign)."
    );
    assert!(
        components(&picker)
            .iter()
            .any(|(_, v)| v.iter().any(|v| v == "draw") && v.iter().any(|v| v == "resign")),
        "{:?}",
        components(&picker)
    );
    let done = pick(&fake, bob, &picker, 0, "e1", "Qe1-c3").await?;
    assert_eq!(
        done.content,
        "You vote Qe1-c3 for White (2 votes so far). Votes stay secret until the window closes."
    );
    post_starting(&fake, thread, "A vote is in for White (2 votes so far).").await?;
    // A vote already cast: the picker is refused.
    let i = fake.slash(bob, thread, "vote", &[]);
    let again = answer_to(&fake, i).await?;
    assert!(again.ephemeral);
    assert_eq!(
        again.content,
        "You have already voted (Qe1-c3) in this window; votes cannot be changed."
    );
    // A vote typed in the thread would be public: refused, with a pointer to the slash
    // command, and nothing counted.
    let typed = fake.say(carol, thread, "/vote f5-f6");
    let answer = post_starting(
        &fake,
        thread,
        "/vote is answered to you alone: use the slash command /hex vote. Typed here, it would be seen by everyone, so it was not carried out.",
    )
    .await?;
    assert_eq!(answer.reply_to, Some(typed));
    let i = fake.slash(carol, thread, "vote", &[Opt::Str("move", "f5-f6".into())]);
    let answer = answer_to(&fake, i).await?;
    assert!(answer.ephemeral);
    assert_eq!(
        answer.content,
        "You vote f5-f6 for White (3 votes so far). Votes stay secret until the window closes."
    );
    post_starting(&fake, thread, "A vote is in for White (3 votes so far).").await?;
    // The tally is for the side's voters.
    let i = fake.slash(dave, thread, "tally", &[]);
    let tally = answer_to(&fake, i).await?;
    assert!(tally.ephemeral);
    assert_eq!(
        tally.content,
        "Only the voters of White see their votes before the window closes; the counts are shown with the move played."
    );
    let i = fake.slash(alice, thread, "tally", &[]);
    let tally = answer_to(&fake, i).await?;
    assert!(tally.ephemeral);
    assert_eq!(
        tally.content,
        "Votes for White's move: 3 of at least 2; the window closes at <t:1700003600:f> (in 1 hour).\nQe1-c3 2, f5-f6 1"
    );

    // The window closes: the most voted move is played, the engine answers, a new vote opens.
    let before = fake.state().bot_messages(thread).len();
    clock.advance(3600);
    let posts = fake
        .wait_for(
            "the voted move, the engine's and the next window",
            WAIT,
            |s| {
                let m = s.bot_messages(thread);
                m.iter()
                    .skip(before)
                    .any(|m| m.content.contains("Vote for White's move"))
                    .then(|| m.into_iter().skip(before).cloned().collect::<Vec<_>>())
            },
        )
        .await?;
    assert!(
        posts[0]
            .content
            .starts_with("1. Qe1-c3 — White's vote (3 votes: Qe1-c3 2, f5-f6 1)."),
        "{:?}",
        posts[0].content
    );
    assert_png(&posts[0]);
    let engine = posts.iter().find(|m| m.content.starts_with("1... "));
    assert!(engine.is_some(), "{posts:?}");
    bot.stop().await?;
    Ok(())
}

async fn vote_restart() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let clock = Arc::new(FakeClock::at(1_700_000_000));
    let bot = voting_bot(&fake, dir.path(), &clock, 1).await?;
    let [alice, bob] = ["alice", "bob"].map(|n| fake.add_user(n, n));
    let reds = fake.add_role("Reds");
    fake.give_role(alice, reds);
    fake.give_role(bob, reds);
    let thread = new_vote_game(&fake, alice, reds).await?;
    slash_vote(&fake, alice, thread, "f5-f6").await?;

    // Restarted half-way through the window: the vote is kept, and still final.
    bot.stop().await?;
    clock.advance(1800);
    let bot = voting_bot(&fake, dir.path(), &clock, 2).await?;
    let again = slash_vote(&fake, alice, thread, "Qe1-c3").await?;
    assert_eq!(
        again.content,
        "You have already voted (f5-f6) in this window; votes cannot be changed."
    );
    let voted = slash_vote(&fake, bob, thread, "f5-f6").await?;
    assert_eq!(
        voted.content,
        "You vote f5-f6 for White (2 votes so far). Votes stay secret until the window closes."
    );

    // Closed while the bot is down: the first tick after it reconnects plays the move, once.
    bot.stop().await?;
    clock.advance(1800);
    let bot = voting_bot(&fake, dir.path(), &clock, 3).await?;
    let played = fake
        .wait_for("the voted move", WAIT, |s| {
            s.bot_messages(thread)
                .into_iter()
                .find(|m| m.content.starts_with("1. f5-f6"))
                .cloned()
        })
        .await?;
    assert_eq!(
        played.content.lines().next(),
        Some("1. f5-f6 — White's vote (2 votes: f5-f6 2).")
    );
    fake.wait_for("the engine's answer", WAIT, |s| {
        s.bot_messages(thread)
            .into_iter()
            .any(|m| m.content.starts_with("1... "))
            .then_some(())
    })
    .await?;
    bot.stop().await?;
    let count = |s: &State| {
        s.bot_messages(thread)
            .into_iter()
            .filter(|m| m.content.starts_with("1. f5-f6"))
            .count()
    };
    let bot = voting_bot(&fake, dir.path(), &clock, 4).await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(count(&fake.state()), 1, "the voted move is posted once");
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_one_minute_window_closes_on_its_minute() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, window_on_time()).await??;
    Ok(())
}

/// On the system clock, with the default safety net of a look a minute: the ticker sleeps
/// until the window's close, not until its next poll. Both sides vote, so the close is the
/// last change of White's turn and the time it happened is kept as Black's window's opening.
async fn window_on_time() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_secs(2))?;
    connected(&fake, 1).await?;
    let [alice, bob] = ["alice", "bob"].map(|n| fake.add_user(n, n));
    let (reds, blues) = (fake.add_role("Reds"), fake.add_role("Blues"));
    // Alice names both roles, so she holds both.
    fake.give_role(alice, reds);
    fake.give_role(alice, blues);
    fake.give_role(bob, blues);
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski),
            Opt::Int("mode", 1), // the choice "vote"
            Opt::Role("team", reds),
            Opt::Role("opponent_team", blues),
            Opt::Str("vote_window", "1m".into()),
        ],
    );
    assert_done(&answer_to(&fake, i).await?);
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| c.id)
        })
        .await?;
    fake.wait_for("the vote window's announcement", WAIT, |s| {
        s.bot_messages(thread)
            .into_iter()
            .any(|m| m.content.contains("Vote for White's move"))
            .then_some(())
    })
    .await?;
    let voted = slash_vote(&fake, alice, thread, "f5-f6").await?;
    assert!(voted.content.starts_with("You vote f5-f6"), "{voted:?}");
    fake.wait_for("the voted move", Duration::from_secs(120), |s| {
        s.bot_messages(thread)
            .into_iter()
            .any(|m| m.content.starts_with("1. f5-f6"))
            .then_some(())
    })
    .await?;
    bot.stop().await?;
    let store = hexcourier::store::SledStore::open(dir.path())?;
    let bytes = hexcourier::store::Store::game(&store, "g1")?.ok_or("g1 is stored")?;
    let rec = hexcourier::store::GameRecord::decode(&bytes)?;
    // White's window opened with the game and closed a minute later (whole seconds).
    let closes = rec.created + 60;
    let closed = rec.vote_window.ok_or("Black's window is open")?.opened;
    assert!(
        (closes..=closes + 1).contains(&closed),
        "the window closing at {closes} closed at {closed}"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takeback_requests_get_buttons_that_answer_them() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, takeback_game()).await??;
    Ok(())
}

async fn takeback_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let thread = new_game(&fake, alice, bob).await?;
    let i = fake.slash(alice, thread, "move", &[Opt::Str("move", "Qe1-c3".into())]);
    answer_to(&fake, i).await?;
    let i = fake.slash(alice, thread, "takeback", &[]);
    assert_done(&answer_to(&fake, i).await?);
    post_starting(
        &fake,
        thread,
        &format!("<@{alice}> asks to take back 1. Qe1-c3. <@{bob}>: type /takeback to accept, or /takeback decline."),
    )
    .await?;
    // The buttons come in the thread, under their own message.
    let buttons = fake
        .wait_for("the answer buttons", WAIT, |s| {
            s.bot_messages(thread)
                .into_iter()
                .find(|m| m.content == "Answer the takeback request:")
                .cloned()
        })
        .await?;
    let ids: Vec<&str> = buttons.components[0]["components"]
        .as_array()
        .ok_or("a row of buttons")?
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .collect();
    assert_eq!(ids, ["hex:takeback:accept", "hex:takeback:decline"]);
    // Alice cannot answer her own request: she is told privately.
    let own = fake.press(alice, buttons.id, "hex:takeback:accept");
    let refusal = answer_to(&fake, own).await?;
    assert!(refusal.ephemeral);
    assert_eq!(
        refusal.content,
        format!("You have already asked for the takeback; waiting for <@{bob}>.")
    );
    // Bob's press takes the move back; the answer goes in the thread.
    let before = fake.state().bot_messages(thread).len();
    fake.press(bob, buttons.id, "hex:takeback:accept");
    let posts = bot_posts(&fake, thread, before + 1).await?;
    assert!(
        posts[before].content.starts_with(&format!(
            "<@{bob}> accepts the takeback: 1. Qe1-c3 taken back."
        )),
        "{:?}",
        posts[before].content
    );
    bot.stop().await?;
    Ok(())
}

// ----- moves picked from menus -----

/// Picks `piece` (a menu value: `e1`, or `*<kind>` for a drop), then `mv`, in the private
/// picker message `picker` (first step shown, its menu ids made at move count `ply` of game
/// 1); returns the picker as the move left it.
async fn pick(
    fake: &FakeDiscord,
    user: u64,
    picker: &Msg,
    ply: usize,
    piece: &str,
    mv: &str,
) -> Result<Msg, String> {
    let pieces = components(picker);
    let (menu, _) = pieces
        .iter()
        .find(|(id, v)| {
            id.starts_with(&format!("hex:piece:g1:{ply}:")) && v.iter().any(|v| v == piece)
        })
        .ok_or_else(|| format!("{piece} in {pieces:?}"))?;
    let before = picker.updates;
    fake.select(user, picker.id, menu, piece);
    let step = updated(fake, picker.id, before + 1).await?;
    let value = format!("m:{mv}");
    let (dest, _) = components(&step)
        .into_iter()
        .find(|(id, v)| id.starts_with("hex:dest:") && v.contains(&value))
        .ok_or_else(|| format!("{mv} among {:?}", components(&step)))?;
    assert_eq!(
        components(&step).last().map(|(id, _)| id.clone()),
        Some(format!("hex:pick:g1:{ply}")),
        "a Back button last"
    );
    fake.select(user, picker.id, &dest, &value);
    updated(fake, picker.id, before + 2).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_are_picked_from_menus_and_stale_menus_refused() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, picker_game()).await??;
    Ok(())
}

async fn picker_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let thread = new_game(&fake, alice, bob).await?;
    let intro = bot_posts(&fake, thread, 1).await?.remove(0);
    assert_eq!(components(&intro), button("hex:pick:g1:0"));
    assert_eq!(intro.components[0]["components"][0]["label"], "Move");

    // Only the player to move may open the picker; others are told privately.
    let i = fake.press(bob, intro.id, "hex:pick:g1:0");
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert_eq!(refused.content, format!("It is <@{alice}>'s turn."));
    assert!(components(&refused).is_empty());

    // The button, the Queen on e1, Qe1-c3: played as /hex move plays it.
    let i = fake.press(alice, intro.id, "hex:pick:g1:0");
    let picker = answer_to(&fake, i).await?;
    assert!(picker.ephemeral);
    assert_eq!(
        picker.content,
        "White to move: pick a piece, then its move."
    );
    let menus = components(&picker);
    assert_eq!(menus.len(), 1, "{menus:?}");
    assert!(menus[0].1.len() <= 25);
    let step = {
        fake.select(alice, picker.id, "hex:piece:g1:0:0", "e1");
        updated(&fake, picker.id, 1).await?
    };
    assert!(step.ephemeral);
    assert_eq!(step.content, "Queen on e1: pick the move to play.");
    // Back to the pieces, in place.
    fake.press(alice, picker.id, "hex:pick:g1:0");
    let back = updated(&fake, picker.id, 2).await?;
    assert_eq!(back.content, picker.content);
    assert_eq!(components(&back), components(&picker));
    let done = pick(&fake, alice, &back, 0, "e1", "Qe1-c3").await?;
    assert_eq!(done.content, "You played Qe1-c3.");
    assert!(components(&done).is_empty(), "the menus are gone");
    let played = post_starting(&fake, thread, "1. Qe1-c3").await?;
    assert_eq!(played.content, format!("1. Qe1-c3\n<@{bob}>, your move."));
    assert!(!played.ephemeral);
    assert_png(&played);
    assert_notifies(&played, &[bob]);
    assert_eq!(components(&played), button("hex:pick:g1:1"));

    // Bob opens the picker with /hex move and no move; he then types his move, Alice
    // answers, and his menu (made one move ago) is refused as out of date.
    let i = fake.slash(bob, thread, "move", &[]);
    let bobs = answer_to(&fake, i).await?;
    assert!(bobs.ephemeral);
    assert_eq!(bobs.content, "Black to move: pick a piece, then its move.");
    fake.select(bob, bobs.id, "hex:piece:g1:1:0", "e10");
    let step = updated(&fake, bobs.id, 1).await?;
    let dest = components(&step)
        .into_iter()
        .find(|(id, _)| id.starts_with("hex:dest:g1:1:e10:"))
        .ok_or("the Queen's moves")?;
    let i = fake.slash(bob, thread, "move", &[Opt::Str("move", "Qe10-c6".into())]);
    answer_to(&fake, i).await?;
    let i = fake.slash(alice, thread, "move", &[Opt::Str("move", "b1-b2".into())]);
    answer_to(&fake, i).await?;
    fake.select(bob, bobs.id, &dest.0, "m:Qe10-e9");
    let stale = updated(&fake, bobs.id, 2).await?;
    assert_eq!(
        stale.content,
        "This menu is out of date: the position has changed since it was made. Press Move under the latest board, or use /hex move."
    );
    assert!(components(&stale).is_empty());
    // An old board's button too.
    let i = fake.press(bob, played.id, "hex:pick:g1:1");
    let stale = answer_to(&fake, i).await?;
    assert!(stale.ephemeral && stale.content.starts_with("This menu is out of date"));
    // Nothing was played by them.
    let i = fake.slash(bob, thread, "board", &[]);
    let board = answer_to(&fake, i).await?;
    assert!(
        board
            .content
            .contains("Moves: 1. Qe1-c3 Qe10-c6 2. b1-b2\n"),
        "{:?}",
        board.content
    );
    // The current board's button opens the picker for Bob, with the move count of now.
    assert_eq!(components(&board), button("hex:pick:g1:3"));
    let i = fake.press(bob, board.id, "hex:pick:g1:3");
    let fresh = answer_to(&fake, i).await?;
    let done = pick(&fake, bob, &fresh, 3, "c6", "Qc6xc3").await?;
    assert_eq!(done.content, "You played Qc6xc3.");
    let took = post_starting(&fake, thread, "2... Qc6xc3").await?;
    assert_notifies(&took, &[alice]);
    {
        let st = fake.state();
        assert!(st.unknown.is_empty(), "unknown requests: {:?}", st.unknown);
        // Every interaction was answered once.
        for i in st.interactions.values() {
            assert_eq!(i.callbacks.len(), 1, "one callback for {}", i.id);
        }
    }
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_pick_is_deferred_then_shown() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, deferred_pick()).await??;
    Ok(())
}

/// With every answer deferred, the picked move is acknowledged at once (a deferred update)
/// and the picker then edited to say what was played.
async fn deferred_pick() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::ZERO)?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let thread = new_game(&fake, alice, bob).await?;
    let i = fake.slash(alice, thread, "move", &[]);
    let picker = answer_to(&fake, i).await?;
    assert!(picker.ephemeral);
    fake.select(alice, picker.id, "hex:piece:g1:0:0", "f5");
    let step = updated(&fake, picker.id, 1).await?;
    let (dest, _) = components(&step)
        .into_iter()
        .next()
        .ok_or("the pawn's moves")?;
    let chosen = fake.select(alice, picker.id, &dest, "m:f5-f6");
    let done = updated(&fake, picker.id, 2).await?;
    assert_eq!(done.content, "You played f5-f6.");
    assert!(components(&done).is_empty());
    let played = post_starting(&fake, thread, "1. f5-f6").await?;
    assert_notifies(&played, &[bob]);
    assert_eq!(components(&played), button("hex:pick:g1:1"));
    {
        let st = fake.state();
        assert_eq!(st.interactions[&chosen].callbacks, [6], "a deferred update");
        assert!(st.unknown.is_empty(), "unknown requests: {:?}", st.unknown);
    }
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drop_is_picked_from_the_hand() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, drop_pick()).await??;
    Ok(())
}

async fn drop_pick() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let lobby = fake.state().lobby;
    let variant = variant_index(&fake.state(), "frontofhouse-glinski").ok_or("a choice")?;
    // White has a Wing in hand.
    let setup = "u/quk/n1u1n/r5r/ppppppppp/11/5P5/4P1P4/3P1U1P3/2P2U2P2/1PRNQUKNRP1[W] w - 0 1";
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", variant.clone()),
            Opt::User("opponent", bob),
            Opt::Str("setup", setup.into()),
        ],
    );
    answer_to(&fake, i).await?;
    accept_challenge(&fake, lobby, bob, 1).await?;
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| c.id)
        })
        .await?;
    let intro = bot_posts(&fake, thread, 1).await?.remove(0);
    let i = fake.press(alice, intro.id, "hex:pick:g1:0");
    let picker = answer_to(&fake, i).await?;
    // One "Drop Wing" entry, whatever the number of empty cells.
    let drops: Vec<(String, String)> = picker
        .components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| {
            row["components"][0]["options"]
                .as_array()
                .cloned()
                .unwrap_or_default()
        })
        .filter_map(|o| {
            let value = o["value"].as_str()?;
            value.starts_with('*').then(|| {
                (
                    o["label"].as_str().unwrap_or("").to_string(),
                    value.to_string(),
                )
            })
        })
        .collect();
    assert_eq!(drops.len(), 1, "{drops:?}");
    assert_eq!(drops[0].0, "Drop Wing");
    let done = pick(&fake, alice, &picker, 0, &drops[0].1, "W*f6").await?;
    assert_eq!(done.content, "You played W*f6.");
    let played = post_starting(&fake, thread, "1. W*f6").await?;
    assert_notifies(&played, &[bob]);
    bot.stop().await?;
    Ok(())
}

// ----- three players on Discord -----

/// Wellisch from a set-up position where Red mates Blue out of the game, then Yellow.
const WELLISCH_SETUP: &str = "yK/3/5/7/9/1rR9/yR9yP/1bP9/rN10/3rR7/bK9rK r - 0 1";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_rotate_and_one_is_eliminated() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, three_player_game()).await??;
    Ok(())
}

async fn three_player_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let [alice, bob, carol] =
        [("alice", "Alice"), ("bob", "Bob"), ("carol", "Carol")].map(|(n, d)| fake.add_user(n, d));
    let lobby = fake.state().lobby;
    let wellisch = variant_index(&fake.state(), "wellisch").ok_or("wellisch is a choice")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", wellisch.clone()),
            Opt::User("opponent", bob),
            Opt::User("third_player", carol),
            Opt::Str("setup", WELLISCH_SETUP.into()),
        ],
    );
    assert_done(&answer_to(&fake, i).await?);
    accept_challenge(&fake, lobby, bob, 1).await?;
    accept_challenge(&fake, lobby, carol, 1).await?;
    post_starting(
        &fake,
        lobby,
        &format!(
            "New game #g1: Wellisch's Three-Handed Hexagonal Chess, <@{alice}> (Red) vs <@{bob}> (Yellow) vs <@{carol}> (Blue)."
        ),
    )
    .await?;
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| c.id)
        })
        .await?;
    let intro = bot_posts(&fake, thread, 1).await?.remove(0);
    assert!(
        intro.content.ends_with(&format!("<@{alice}>, your move.")),
        "{:?}",
        intro.content
    );
    assert_notifies(&intro, &[alice]);

    // (who, move, the answer, who is pinged next). Yellow picks its move from the menus.
    let script: [(u64, &str, String, Option<u64>); 6] = [
        (alice, "Kl1-l2", "1. Kl1-l2".into(), Some(bob)),
        (bob, "l5-l4", "1... l5-l4".into(), Some(carol)),
        (carol, "b4-c5", "1... b4-c5".into(), Some(alice)),
        // Red unblocks Yellow's Rook: Blue is mated and leaves; Yellow moves next.
        (
            alice,
            "Na3-b5",
            format!("2. Na3-b5#\nBlue (<@{carol}>) is eliminated."),
            Some(bob),
        ),
        (bob, "l4-k4", "2... l4-k4".into(), Some(alice)),
        (
            alice,
            "Rd2-d9",
            format!(
                "3. Rd2-d9#\nCheckmate — Red wins 1-0-0\nPlaces: 1st Red (<@{alice}>), 2nd Yellow (<@{bob}>), 3rd Blue (<@{carol}>)."
            ),
            None,
        ),
    ];
    let mut last_board: Option<Msg> = None;
    for (n, (who, mv, answer, next)) in script.iter().enumerate() {
        if n == 4 {
            // Blue is out: a move by Carol is refused privately; it is Yellow's turn.
            let i = fake.slash(carol, thread, "move", &[Opt::Str("move", "Kb1-b2".into())]);
            let refused = answer_to(&fake, i).await?;
            assert!(refused.ephemeral);
            assert_eq!(refused.content, format!("It is <@{bob}>'s turn."));
        }
        let first_line = answer.lines().next().unwrap_or_default().to_string();
        let m = if n == 1 {
            let board = last_board.as_ref().ok_or("the last board")?;
            assert_eq!(components(board), button("hex:pick:g1:1"));
            let i = fake.press(*who, board.id, "hex:pick:g1:1");
            let picker = answer_to(&fake, i).await?;
            assert_eq!(
                picker.content,
                "Yellow to move: pick a piece, then its move."
            );
            let done = pick(&fake, *who, &picker, 1, &mv[..2], mv).await?;
            assert_eq!(done.content, format!("You played {mv}."));
            post_starting(&fake, thread, &first_line).await?
        } else {
            let i = fake.slash(*who, thread, "move", &[Opt::Str("move", mv.to_string())]);
            assert_done(&answer_to(&fake, i).await?);
            post_starting(&fake, thread, &first_line).await?
        };
        assert_png(&m);
        match next {
            Some(u) => {
                assert_eq!(m.content, format!("{answer}\n<@{u}>, your move."));
                assert_notifies(&m, &[*u]);
            }
            None => {
                assert_eq!(&m.content, answer);
                assert_notifies(&m, &[]);
                assert!(components(&m).is_empty(), "no Move button after the end");
            }
        }
        last_board = Some(m);
    }
    bot.stop().await?;
    Ok(())
}

// ----- draw offers and aborts by buttons and admins -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_accepted_by_button_and_an_admin_abort() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, draw_and_abort()).await??;
    Ok(())
}

async fn draw_and_abort() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let dave = fake.add_user("dave", "Dave");
    let lobby = fake.state().lobby;
    let thread = new_game(&fake, alice, bob).await?;

    // A draw offer gets Accept/Decline buttons; the offerer's own press is refused privately,
    // the opponent's Accept ends the game drawn.
    let i = fake.slash(alice, thread, "draw", &[]);
    assert_done(&answer_to(&fake, i).await?);
    post_starting(
        &fake,
        thread,
        &format!("<@{alice}> offers a draw. <@{bob}>: type /draw to accept, or move to decline."),
    )
    .await?;
    let buttons = fake
        .wait_for("the draw buttons", WAIT, |s| {
            s.bot_messages(thread)
                .into_iter()
                .find(|m| m.content == "Answer the draw offer:")
                .cloned()
        })
        .await?;
    let ids: Vec<String> = components(&buttons).into_iter().map(|(id, _)| id).collect();
    assert_eq!(ids, ["hex:draw:accept", "hex:draw:decline"]);
    let own = fake.press(alice, buttons.id, "hex:draw:accept");
    let refusal = answer_to(&fake, own).await?;
    assert!(refusal.ephemeral, "{:?}", refusal.content);
    fake.press(bob, buttons.id, "hex:draw:accept");
    let drawn = post_starting(&fake, thread, &format!("<@{bob}> accepts the draw.")).await?;
    assert_eq!(
        drawn.content,
        format!("<@{bob}> accepts the draw.\nAgreement — draw 1/2-1/2")
    );
    assert_notifies(&drawn, &[]);
    fake.wait_for("the drawn game's thread archived", WAIT, |s| {
        s.channels[&thread].archived.then_some(())
    })
    .await?;

    // A second game, two moves in: too late for its players to abort, and Dave does not play
    // in it; once Dave is a server admin, he aborts it.
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", bob),
        ],
    );
    assert_done(&answer_to(&fake, i).await?);
    accept_challenge(&fake, lobby, bob, 2).await?;
    fake.wait_for("the second game's announcement", WAIT, |s| {
        s.bot_messages(lobby)
            .into_iter()
            .any(|m| m.content.starts_with("New game #g2"))
            .then_some(())
    })
    .await?;
    let second = fake
        .wait_for("the second game's thread", WAIT, |s| {
            s.threads_of(lobby)
                .iter()
                .find(|c| c.id != thread)
                .map(|c| c.id)
        })
        .await?;
    bot_posts(&fake, second, 1).await?;
    for (who, mv) in [(alice, "Qe1-c3"), (bob, "Qe10-c6")] {
        let i = fake.slash(who, second, "move", &[Opt::Str("move", mv.into())]);
        answer_to(&fake, i).await?;
    }
    let i = fake.slash(bob, second, "abort", &[]);
    let late = answer_to(&fake, i).await?;
    assert!(late.ephemeral);
    assert_eq!(
        late.content,
        "Too late to abort: 2 moves have been played. /resign or /draw end the game."
    );
    let i = fake.slash(dave, second, "abort", &[]);
    let stranger = answer_to(&fake, i).await?;
    assert!(stranger.ephemeral);
    assert_eq!(stranger.content, "You are not playing in this game.");
    fake.make_admin(dave);
    let i = fake.slash(dave, second, "abort", &[]);
    assert_done(&answer_to(&fake, i).await?);
    let aborted = post_starting(
        &fake,
        second,
        &format!("<@{dave}> (server admin) aborts the game; it has no result."),
    )
    .await?;
    assert_notifies(&aborted, &[]);
    fake.wait_for("the aborted game's thread archived", WAIT, |s| {
        s.channels[&second].archived.then_some(())
    })
    .await?;
    let i = fake.slash(alice, second, "move", &[Opt::Str("move", "b1-b2".into())]);
    let after = answer_to(&fake, i).await?;
    assert!(after.ephemeral, "{:?}", after.content);
    let i = fake.slash(alice, lobby, "hexme games", &[]);
    let games = answer_to(&fake, i).await?;
    assert!(
        !games.content.contains(&format!("<#{second}>")),
        "an aborted game leaves /games: {:?}",
        games.content
    );
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_text_never_formats_or_pings() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, hostile_game()).await??;
    Ok(())
}

/// Single words typed in a game's thread (each read as a move or a command, so each gets an
/// answer): markdown, links, mass and role mentions, unicode tricks, a very long message.
fn hostile_typed() -> Vec<String> {
    let mut typed: Vec<String> = [
        "**Qe1-c3**",
        "||f5-f6||",
        "`f5`",
        "~~f5~~",
        "[x](http://evil.example)",
        "@everyone",
        "@here",
        "<@&1>",
        "\u{202E}6f-5f",
        "e\u{0301}\u{0301}\u{0301}\u{0301}5",
        "/rules **x**",
        "/moves <@&1>",
        "/draw @everyone",
        "/piece glinski # heading",
    ]
    .map(str::to_string)
    .into();
    typed.push(format!("/rules {}", "@everyone ".repeat(300)));
    typed
}

/// Whether `marker` occurs in `text` without a backslash before it.
fn unescaped(text: &str, marker: &str) -> bool {
    text.match_indices(marker)
        .any(|(i, _)| !text[..i].ends_with('\\'))
}

/// Hostile display names, a hostile role name and hostile typed text: every message the bot
/// sends (channel posts, interaction answers, follow-ups) carries `allowed_mentions` with no
/// `parse` and no roles, may notify only the player to move, and shows the text escaped.
async fn hostile_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::ZERO)?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "**Alice** @everyone <@&1> ||x||");
    let bob = fake.add_user("bob", "\u{202E}boB @here");
    let mods = fake.add_role("**Mods** @here [x](http://evil.example)");
    fake.give_role(alice, mods);
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;

    // A voting game for the role: its name is shown when a window opens.
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Int("level", 1),
            Opt::Int("mode", 1),
            Opt::Role("team", mods),
            Opt::Str("vote_window", "1h".into()),
        ],
    );
    answer_to(&fake, i).await?;
    let votes = fake
        .wait_for("the voting game's window", WAIT, |s| {
            s.messages
                .iter()
                .find(|m| m.content.contains("Vote for White's move"))
                .cloned()
        })
        .await?;
    assert!(
        votes.content.contains(
            "Vote for White's move (the role \\*\\*Mods\\*\\* @\u{200B}here \\[x\\](http:\u{200B}//evil.example)):"
        ),
        "{:?}",
        votes.content
    );

    // A game between the two, and hostile text typed in its thread.
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", bob),
        ],
    );
    answer_to(&fake, i).await?;
    accept_challenge(&fake, lobby, bob, 2).await?;
    let thread = fake
        .wait_for("the second game's thread", WAIT, |s| {
            s.threads_of(lobby)
                .into_iter()
                .find(|c| c.name.starts_with("g2:"))
                .map(|c| c.id)
        })
        .await?;
    let before = bot_posts(&fake, thread, 1).await?.len();
    let typed = hostile_typed();
    for (k, text) in typed.iter().enumerate() {
        fake.say(alice, thread, text);
        bot_posts(&fake, thread, before + k + 1).await?;
    }
    // A hostile move by slash command (deferred at once here, so the error replaces the
    // "thinking…" answer).
    let i = fake.slash(
        alice,
        thread,
        "move",
        &[Opt::Str("move", "**Qe1-c3**".into())],
    );
    let slashed = answer_to(&fake, i).await?;
    let answers: Vec<String> = bot_posts(&fake, thread, before + typed.len())
        .await?
        .iter()
        .skip(before)
        .map(|m| m.content.clone())
        .collect();
    assert_eq!(
        answers[0],
        "Cannot read '\\*\\*Qe1-c3\\*\\*' as a move: a drop is a piece letter, * or @, and a cell, like N*f4."
    );
    assert_eq!(slashed.content, answers[0]);
    assert_eq!(
        answers[5],
        "Cannot read '@\u{200B}everyone' as a move: a drop is a piece letter, * or @, and a cell, like N*f4."
    );
    assert_eq!(
        answers[14],
        "That message is too long (3006 characters; the limit is 2000)."
    );

    // Every message the bot sent.
    {
        let st = fake.state();
        let sent: Vec<&Msg> = st.messages.iter().filter(|m| m.via != Via::User).collect();
        assert!(sent.len() > typed.len(), "{} messages", sent.len());
        for m in sent {
            let am = &m.allowed_mentions;
            assert_eq!(
                am["parse"],
                serde_json::json!([]),
                "parse of {:?}",
                m.content
            );
            // Only a voting side's own role is pinged, when its window opens.
            let roles: Vec<String> = am
                .get("roles")
                .and_then(|r| r.as_array())
                .map(|a| {
                    a.iter()
                        .filter_map(|r| r.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            for r in &roles {
                assert!(
                    m.content.ends_with(&format!("<@&{r}>, your vote.")),
                    "role {r} may be notified by {:?}",
                    m.content
                );
            }
            for u in allowed_users(m) {
                assert!(
                    m.content.contains(&format!("<@{u}>, your move."))
                        || (m.content.contains(" challenges ")
                            && m.content.contains(&format!("<@{u}>"))),
                    "{u} may be notified by {:?}",
                    m.content
                );
                assert!([alice, bob].iter().any(|p| p.to_string() == u));
            }
            let lower = m.content.to_lowercase();
            assert!(
                !lower.contains("@everyone") && !lower.contains("@here"),
                "{:?}",
                m.content
            );
            // The only role mention is the voting role's own ping, allowed above.
            assert_eq!(
                m.content.matches("<@&").count(),
                roles.len(),
                "{:?}",
                m.content
            );
            assert!(!m.content.contains("://evil"), "{:?}", m.content);
            assert!(
                !m.content.contains(['\u{202E}', '\u{200D}']),
                "{:?}",
                m.content
            );
            for marker in ["**", "||", "`", "~~", "]("] {
                assert!(
                    !unescaped(&m.content, marker),
                    "{marker} in {:?}",
                    m.content
                );
            }
            for line in m.content.lines() {
                assert!(!line.starts_with("# "), "{:?}", m.content);
            }
            for f in &m.files {
                let d = f.description.as_deref().unwrap_or("");
                assert!(
                    !d.to_lowercase().contains("@everyone") && !d.contains("<@"),
                    "{d:?}"
                );
            }
        }
        for c in st.channels.values() {
            let lower = c.name.to_lowercase();
            assert!(
                !lower.contains("@everyone") && !lower.contains("@here") && !c.name.contains("<@"),
                "thread name {:?}",
                c.name
            );
        }
    }
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_notifications_by_dm() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, dm_game()).await??;
    Ok(())
}

async fn dm_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let (lobby, guild) = {
        let st = fake.state();
        (st.lobby, st.guild_id)
    };
    // bob turns DMs on (privately); so does alice, whose settings refuse DMs from the server.
    let i = fake.slash(bob, lobby, "hexme notify", &[Opt::Int("dm", 0)]); // the choice "on"
    let on = answer_to(&fake, i).await?;
    assert!(on.ephemeral);
    assert!(
        on.content.starts_with("Turn notifications by DM are on"),
        "{:?}",
        on.content
    );
    fake.state().refusing_dms.push(alice);
    let i = fake.slash(alice, lobby, "hexme notify", &[Opt::Int("dm", 0)]);
    answer_to(&fake, i).await?;

    let thread = new_game(&fake, alice, bob).await?;
    // Opening bob's DM channel fails once; the DM is sent after a backoff, once.
    fake.inject(Fault {
        method: "POST",
        path_contains: "/users/@me/channels".into(),
        status: 500,
        retry_after: 0.0,
        after_effect: false,
        times: 1,
    });
    typed_move(&fake, thread, alice, "Qe1-c3", "1. Qe1-c3").await?;
    let dm = fake
        .wait_for("bob's DM", WAIT, |s| {
            let c = s.dm_channels.get(&bob)?;
            s.in_channel(*c).first().map(|m| (*m).clone())
        })
        .await?;
    assert_eq!(
        dm.content,
        format!(
            "Your move in [#g1](https://discord.com/channels/{guild}/{thread}) (Glinski's Hexagonal Chess, against <@{alice}>): <@{alice}> played 1. Qe1-c3."
        )
    );
    assert_eq!(dm.nonce, Some(format!("d0.{bob}")));
    assert_notifies(&dm, &[]);
    assert_eq!(fake.state().faults_served.len(), 1);

    // alice's DM is refused: her DMs are switched off, and her next /hex games says why, once.
    typed_move(&fake, thread, bob, "Qe10-c6", "1... Qe10-c6").await?;
    let note = "Your turn notifications by DM are off: Discord refused to deliver them";
    let mut told = None;
    for _ in 0..100 {
        let i = fake.slash(alice, lobby, "hexme games", &[]);
        let games = answer_to(&fake, i).await?;
        if games.content.starts_with(note) {
            told = Some(games);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let told = told.ok_or("alice was never told her DMs are off")?;
    assert!(told.ephemeral);
    assert!(told.content.contains("/notify dm on"), "{:?}", told.content);
    let i = fake.slash(alice, lobby, "hexme games", &[]);
    let again = answer_to(&fake, i).await?;
    assert!(
        again.content.starts_with("Your games:"),
        "{:?}",
        again.content
    );
    let i = fake.slash(alice, lobby, "hexme notify", &[]);
    let status = answer_to(&fake, i).await?;
    assert!(status.content.contains("are off"), "{:?}", status.content);

    // bob's next turn is his second DM, under its own nonce.
    typed_move(&fake, thread, alice, "b1-b2", "2. b1-b2").await?;
    let second = fake
        .wait_for("bob's second DM", WAIT, |s| {
            let c = s.dm_channels.get(&bob)?;
            s.in_channel(*c).get(1).map(|m| (*m).clone())
        })
        .await?;
    assert!(
        second.content.ends_with("played 2. b1-b2."),
        "{:?}",
        second.content
    );
    assert_eq!(second.nonce, Some(format!("d1.{bob}")));
    {
        let st = fake.state();
        assert!(st.unknown.is_empty(), "unknown requests: {:?}", st.unknown);
        let alice_dm = st
            .dm_channels
            .get(&alice)
            .copied()
            .ok_or("alice's DM channel")?;
        assert!(st.in_channel(alice_dm).is_empty());
    }
    assert_eq!(fake.dms_to(bob).len(), 2);
    bot.stop().await?;
    Ok(())
}

// ----- correspondence: conditional moves and vacations -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conditional_move_answers_while_its_player_is_on_vacation() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, away_game()).await??;
    Ok(())
}

/// alice sets a conditional move privately and goes on vacation (announced in the thread);
/// bob's move is answered at once by her conditional reply, in the thread, with bob pinged.
async fn away_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let thread = new_game(&fake, alice, bob).await?;
    typed_move(&fake, thread, alice, "f5-f6", "1. f5-f6").await?;

    // The line is answered privately and shown to nobody else.
    let i = fake.slash(
        alice,
        thread,
        "premove",
        &[Opt::Str("line", "e7-e6 e4-e5".into())],
    );
    let set = answer_to(&fake, i).await?;
    assert!(set.ephemeral, "{set:?}");
    assert!(
        set.content.contains("1... e7-e6 2. e4-e5"),
        "{:?}",
        set.content
    );
    // A line that is not moves is refused, privately, not taken for a listing.
    let i = fake.slash(
        alice,
        thread,
        "premove",
        &[Opt::Str("line", "e7-e6 zz".into())],
    );
    let bad = answer_to(&fake, i).await?;
    assert!(bad.ephemeral);
    assert!(
        bad.content
            .starts_with("Move 2 of the line (zz) does not play"),
        "{:?}",
        bad.content
    );

    // The server's admin gives everyone here 10 days a year; her vacation is said in the
    // game's thread.
    let admin = fake.add_user("carol", "Carol");
    fake.make_admin(admin);
    let i = fake.slash(
        admin,
        thread,
        "hexme vacation",
        &[Opt::Int("days_a_year", 10)],
    );
    let set_days = answer_to(&fake, i).await?;
    assert!(set_days.ephemeral);
    let i = fake.slash(alice, thread, "hexme vacation", &[Opt::Int("set", 0)]);
    let on = answer_to(&fake, i).await?;
    assert!(on.ephemeral);
    assert!(
        on.content.starts_with("Your vacation starts"),
        "{:?}",
        on.content
    );
    post_starting(
        &fake,
        thread,
        &format!(
            "<@{alice}> is on vacation: their clock stops on their turns until they are back."
        ),
    )
    .await?;

    // bob plays the move she expected: her reply follows at once, and bob is to move.
    fake.say(bob, thread, "e7-e6");
    let answered = format!("2. e4-e5 (conditional move of <@{alice}>)");
    let reply = fake
        .wait_for("the conditional reply", WAIT, |s| {
            s.bot_messages(thread)
                .into_iter()
                .find(|m| m.content.lines().any(|l| l == answered))
                .cloned()
        })
        .await?;
    // One message: bob's move, her answer, and bob pinged.
    assert_eq!(
        reply.content,
        format!("1... e7-e6\n{answered}\n<@{bob}>, your move.")
    );
    assert_notifies(&reply, &[bob]);
    {
        let st = fake.state();
        let public: Vec<String> = st
            .bot_messages(thread)
            .iter()
            .filter(|m| !m.ephemeral)
            .map(|m| m.content.clone())
            .collect();
        assert!(
            public.iter().all(|c| !c.contains("Your conditional moves")),
            "the line was shown in public: {public:#?}"
        );
        assert!(st.unknown.is_empty(), "unknown requests: {:?}", st.unknown);
    }
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_polish_player_reads_polish() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, polish_game()).await??;
    Ok(())
}

/// A player whose Discord speaks Polish: the commands are registered with Polish names and
/// descriptions, a refusal comes in Polish, and so does the DM telling them it is their move;
/// the English player beside them reads English.
async fn polish_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    {
        let st = fake.state();
        assert!(st.refused_commands.is_empty(), "{:?}", st.refused_commands);
        let cmds = st.commands.get("guild").ok_or("guild commands")?;
        let hex = cmds
            .as_array()
            .and_then(|a| a.iter().find(|c| c["name"] == "hex"))
            .ok_or("/hex")?;
        let sub = |name: &str| {
            hex["options"]
                .as_array()
                .and_then(|a| a.iter().find(|o| o["name"] == name))
                .cloned()
                .unwrap_or_default()
        };
        assert_eq!(sub("new")["name_localizations"]["pl"], "nowa");
        assert_eq!(sub("move")["name_localizations"]["pl"], "ruch");
        assert_eq!(sub("board")["name_localizations"]["de"], "brett");
        assert_eq!(
            hex["description_localizations"]["pl"],
            "Szachy heksagonalne korespondencyjnie: każda gra we własnym wątku."
        );
        assert_eq!(
            sub("new")["options"][0]["name_localizations"]["pl"],
            "wariant"
        );
    }
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    fake.set_locale(bob, "pl");
    let lobby = fake.state().lobby;
    // A refusal, privately and in Polish: there is no game in the lobby.
    let i = fake.slash(bob, lobby, "resign", &[]);
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert!(
        refused
            .content
            .contains("w wątku gry, a nie masz żadnej trwającej gry"),
        "{:?}",
        refused.content
    );
    // The same refusal to alice, in English as before.
    let i = fake.slash(alice, lobby, "resign", &[]);
    let english = answer_to(&fake, i).await?;
    assert!(
        english
            .content
            .contains("in a game's place, and you have no game running"),
        "{:?}",
        english.content
    );
    // bob turns DMs on; alice challenges him and moves: his DM is in Polish.
    let i = fake.slash(bob, lobby, "hexme notify", &[Opt::Int("dm", 0)]);
    answer_to(&fake, i).await?;
    let thread = new_game(&fake, alice, bob).await?;
    // A move out of turn, by a slash command: refused in Polish.
    let i = fake.slash(bob, thread, "move", &[Opt::Str("move", "Qe10-c6".into())]);
    let not_yet = answer_to(&fake, i).await?;
    assert!(not_yet.ephemeral);
    assert_eq!(not_yet.content, format!("Teraz ruch gracza <@{alice}>."));
    typed_move(&fake, thread, alice, "Qe1-c3", "1. Qe1-c3").await?;
    let dm = fake
        .wait_for("bob's DM", WAIT, |s| {
            let c = s.dm_channels.get(&bob)?;
            s.in_channel(*c).first().map(|m| (*m).clone())
        })
        .await?;
    let guild = fake.state().guild_id;
    assert_eq!(
        dm.content,
        format!(
            "Twój ruch w [#g1](https://discord.com/channels/{guild}/{thread}) (Szachy heksagonalne Glińskiego, przeciwko <@{alice}>): ostatni ruch <@{alice}>: 1. He1-c3."
        )
    );
    // A hint, privately and in Polish: bob plays the engine with a hint allowed.
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;
    let i = fake.slash(
        bob,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski),
            Opt::Int("level", 1),
            Opt::Str("side", "white".into()),
            Opt::Str("hints", "1".into()),
        ],
    );
    answer_to(&fake, i).await?;
    let engine_thread = fake
        .wait_for("the engine game's thread", WAIT, |s| {
            s.threads_of(lobby)
                .iter()
                .map(|c| c.id)
                .find(|&id| id != thread)
        })
        .await?;
    // Its introduction is posted once the thread is the game's.
    bot_posts(&fake, engine_thread, 1).await?;
    let i = fake.slash(bob, engine_thread, "hint", &[]);
    let hint = answer_to(&fake, i).await?;
    assert!(hint.ephemeral);
    assert!(
        hint.content.starts_with("Podpowiedź dla strony Białe: "),
        "{:?}",
        hint.content
    );
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_preferred_locale_sets_its_announcements_language() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, guild_locale_game()).await??;
    Ok(())
}

/// A guild whose preferred locale is Polish hears its turn pings in Polish, while its members
/// (English locales) read their own answers in English.
async fn guild_locale_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    fake.state().guild_locale = "pl".into();
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", bob),
        ],
    );
    // alice's own answer is in her language.
    assert_done(&answer_to(&fake, i).await?);
    // The challenge's buttons are announced in the server's language.
    let buttons = fake
        .wait_for("the challenge's buttons, in Polish", WAIT, |s| {
            s.bot_messages(lobby)
                .into_iter()
                .find(|m| m.content == "Odpowiedz na wyzwanie g1:")
                .cloned()
        })
        .await?;
    fake.press(bob, buttons.id, "hex:challenge:accept:1");
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| c.id)
        })
        .await?;
    let intro = bot_posts(&fake, thread, 1).await?;
    assert!(
        intro[0]
            .content
            .ends_with(&format!("\n<@{alice}>, twój ruch.")),
        "{:?}",
        intro[0].content
    );
    let moved = typed_move(&fake, thread, alice, "f5-f6", "1. f5-f6").await?;
    assert_eq!(moved.content, format!("1. f5-f6\n<@{bob}>, twój ruch."));
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_polish_server_plays_whole_games_in_polish() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, server_in(Lang::Pl, ['H', 'G', 'S'])).await??;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hungarian_server_plays_whole_games_in_hungarian() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, server_in(Lang::Hu, ['V', 'F', 'H'])).await??;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_server_plays_whole_games_in_german() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, server_in(Lang::De, ['D', 'L', 'S'])).await??;
    Ok(())
}

/// English words that must not appear in anything the bot sends a Polish server and its
/// Polish members (commands such as `/vote` are taken out first: they stay as they are).
const ENGLISH: [&str; 25] = [
    " to move",
    "Move",
    "Hint",
    "hint for",
    "played",
    " wins",
    "your",
    "Your",
    " the ",
    "The ",
    "Checkmate",
    "Vote",
    "window",
    "Illegal",
    "illegal",
    "not yours",
    "ambiguous",
    "New game",
    "Type moves",
    "so far",
    "challenges",
    "Answer challenge",
    "Done.",
    "White",
    "Black",
];

/// A server whose preferred locale is `lang`, with members reading `lang`: a challenge
/// accepted (hints allowed), a hint, a whole game typed with the language's letters for the queen, bishop and knight
/// (`letters`; a refusal and an ambiguous move on the way) to mate, then a voting game against
/// the engine (votes, a refusal to a non-voter, the tally, the window closing); nothing the
/// bot sends, in public or privately, is English. Polish is checked word for word.
async fn server_in(lang: Lang, letters: [char; 3]) -> TestResult {
    let [q, b, n] = letters;
    let pl = lang == Lang::Pl;
    let fake = FakeDiscord::start().await?;
    fake.state().guild_locale = lang.code().into();
    let dir = tempfile::tempdir()?;
    let clock = Arc::new(FakeClock::at(1_700_000_000));
    let bot = voting_bot(&fake, dir.path(), &clock, 1).await?;
    let [alice, bob, carol, dave] = ["alice", "bob", "carol", "dave"].map(|n| fake.add_user(n, n));
    for u in [alice, bob, carol, dave] {
        fake.set_locale(u, lang.code());
    }
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski is a choice")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", bob),
            Opt::Str("hints", "1".into()),
        ],
    );
    let done = answer_to(&fake, i).await?;
    assert!(done.ephemeral);
    assert_eq!(done.content, plain(lang, "discord-done"));
    if pl {
        assert_eq!(done.content, "Gotowe.");
    }
    // The variants autocomplete with their names in the asker's language.
    let i = fake.autocomplete(
        bob,
        lobby,
        "new",
        &[Opt::Focused("variant", "glinski".into())],
    );
    let choices = fake
        .wait_for("variant choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?;
    let first = &choices.as_array().ok_or("choices")?[0];
    assert_eq!(first["value"], "glinski");
    let named = format!(
        "{} (glinski)",
        hexcourier::i18n::variant_name(lang, "glinski", "Glinski's Hexagonal Chess")
    );
    assert_eq!(first["name"], named.as_str());
    if pl {
        assert_eq!(first["name"], "Szachy heksagonalne Glińskiego (glinski)");
    }
    let asked = t!(lang, "question-challenge", game = "g1");
    let buttons = fake
        .wait_for(
            "the challenge's buttons, in the server's language",
            WAIT,
            |s| {
                s.bot_messages(lobby)
                    .into_iter()
                    .find(|m| m.content == asked)
                    .cloned()
            },
        )
        .await?;
    fake.press(bob, buttons.id, "hex:challenge:accept:1");
    let thread = fake
        .wait_for("the game's thread", WAIT, |s| {
            s.threads_of(lobby).first().map(|c| c.id)
        })
        .await?;
    bot_posts(&fake, thread, 1).await?;
    // Glinski's four-move mate, typed with the language's letters (Polish: the hetman's H and
    // the goniec's G) and announced in them.
    let first = typed_move(
        &fake,
        thread,
        alice,
        &format!("{q}e1-c3"),
        &format!("1. {q}e1-c3"),
    )
    .await?;
    if pl {
        assert_eq!(first.content, format!("1. He1-c3\n<@{bob}>, twój ruch."));
    }
    // bob, to move, asks the engine for a hint: privately, in his language.
    let i = fake.slash(bob, thread, "hint", &[]);
    let hint = answer_to(&fake, i).await?;
    assert!(hint.ephemeral);
    let black = hexcourier::i18n::side_name(lang, "Black");
    assert!(hint.content.contains(&black), "{:?}", hint.content);
    if pl {
        assert!(
            hint.content.starts_with("Podpowiedź dla strony Czarne: "),
            "{:?}",
            hint.content
        );
    }
    let not_yours = Problem::BadMove(MoveError::Illegal {
        text: "f5-f6".into(),
        reason: IllegalReason::NotYourPiece("f5".into()),
    })
    .words(lang);
    if pl {
        assert_eq!(
            not_yours,
            "Niedozwolony ruch f5-f6: bierka na f5 nie jest twoja."
        );
    }
    let refused = typed_move(&fake, thread, bob, "f5-f6", &not_yours).await?;
    assert_notifies(&refused, &[]);
    typed_move(
        &fake,
        thread,
        bob,
        &format!("{q}e10-c6"),
        &format!("1... {q}e10-c6"),
    )
    .await?;
    // Ambiguous in the language's letters, the candidates in them too.
    let ambiguous = Problem::BadMove(MoveError::Ambiguous {
        text: format!("{n}f4"),
        candidates: vec![format!("{n}d1-f4"), format!("{n}h1-f4")],
    })
    .words(lang);
    if pl {
        assert_eq!(
            ambiguous,
            "'Sf4' jest niejednoznaczne: może to być Sd1-f4 lub Sh1-f4."
        );
    }
    typed_move(&fake, thread, alice, &format!("{n}f4"), &ambiguous).await?;
    typed_move(&fake, thread, alice, "b1-b2", "2. b1-b2").await?;
    typed_move(&fake, thread, bob, "b7-b6", "2... b7-b6").await?;
    typed_move(
        &fake,
        thread,
        alice,
        &format!("{b}f3-b1"),
        &format!("3. {b}f3-b1"),
    )
    .await?;
    // The board, with its caption.
    let i = fake.slash(carol, thread, "board", &[]);
    let board = answer_to(&fake, i).await?;
    assert_png(&board);
    typed_move(&fake, thread, bob, "e7-e6", "3... e7-e6").await?;
    let mate = typed_move(
        &fake,
        thread,
        alice,
        &format!("{q}c3xf9"),
        &format!("4. {q}c3xf9#"),
    )
    .await?;
    if pl {
        assert!(
            mate.content.contains("Mat — wygrywają Białe 1-0"),
            "{:?}",
            mate.content
        );
    }

    // A voting game: the role Czerwoni (alice, bob and carol) against the engine.
    let reds = fake.add_role("Czerwoni");
    for u in [alice, bob, carol] {
        fake.give_role(u, reds);
    }
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Int("level", 1),
            Opt::Int("mode", 1), // the choice "vote"
            Opt::Role("team", reds),
            Opt::Str("vote_window", "1h".into()),
            Opt::Int("min_votes", 2),
        ],
    );
    assert_eq!(
        answer_to(&fake, i).await?.content,
        plain(lang, "discord-done")
    );
    let voting = fake
        .wait_for("the voting game's thread", WAIT, |s| {
            s.threads_of(lobby)
                .iter()
                .map(|c| c.id)
                .find(|&id| id != thread)
        })
        .await?;
    fake.wait_for("the vote window's announcement", WAIT, |s| {
        s.bot_messages(voting)
            .into_iter()
            .find(|m| m.content.contains("<@&"))
            .cloned()
    })
    .await?;
    let not_a_voter = slash_vote(&fake, dave, voting, "f5-f6").await?;
    assert!(not_a_voter.ephemeral);
    let voted = slash_vote(&fake, bob, voting, "f5-f6").await?;
    assert!(voted.ephemeral);
    slash_vote(&fake, carol, voting, "f5-f6").await?;
    let i = fake.slash(carol, voting, "tally", &[]);
    let tally = answer_to(&fake, i).await?;
    assert!(tally.ephemeral);
    let before = fake.state().bot_messages(voting).len();
    clock.advance(3600);
    fake.wait_for("the voted move and the engine's answer", WAIT, |s| {
        let m = s.bot_messages(voting);
        m.iter()
            .skip(before)
            .any(|m| m.content.starts_with("1... "))
            .then_some(())
    })
    .await?;
    let played: Vec<String> = fake
        .state()
        .bot_messages(voting)
        .iter()
        .skip(before)
        .map(|m| m.content.clone())
        .filter(|c| c.starts_with("1. "))
        .collect();
    assert!(
        played.len() == 1 && played[0].starts_with("1. f5-f6 — "),
        "{played:?}"
    );

    // Nothing sent, anywhere, is English.
    let sent: Vec<String> = fake
        .state()
        .messages
        .iter()
        .filter(|m| m.via != Via::User && !m.pending)
        .map(|m| {
            let mut text = m.content.clone();
            for b in m.components.as_array().into_iter().flatten() {
                for c in b["components"].as_array().into_iter().flatten() {
                    for key in ["label", "placeholder"] {
                        if let Some(s) = c[key].as_str() {
                            text.push('\n');
                            text.push_str(s);
                        }
                    }
                }
            }
            text
        })
        .collect();
    let mut english = Vec::new();
    for text in &sent {
        let words: String = text
            .split_whitespace()
            .filter(|w| !w.starts_with('/'))
            .collect::<Vec<_>>()
            .join(" ");
        for marker in ENGLISH {
            if words.contains(marker) {
                english.push(format!("{marker:?} in {text:?}"));
            }
        }
    }
    assert!(sent.len() > 20, "{} messages", sent.len());
    assert!(english.is_empty(), "English left:\n{}", english.join("\n"));
    bot.stop().await?;
    Ok(())
}

// ----- puzzles -----

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_are_answered_privately_and_the_daily_is_posted_once() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, puzzle_game()).await??;
    Ok(())
}

/// The one Fool's puzzle with a skewer: 66. Bh8xf9+ Ke11-e12 67. Bf9xd12 (asked for by variant
/// and theme, so that the library can grow without changing which puzzle this is).
const FOOLS: &str = "5ce8d85c570b";

/// A legal move of White's in the Fool's puzzle after 66... Ke11-e12 that is not its answer.
fn a_wrong_answer() -> Result<String, Box<dyn std::error::Error + Send + Sync>> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    let v = lib.get("fools").ok_or("fools")?;
    let mut pos = hexcourier_engine::Position::from_text(
        v,
        "1/3/br3/3k3/3f4/1p3p2/p6B/8/1R1RP3/1PP5/2P1PPP1/PPP1FP2/8/6K1 w - - 10 66",
    )
    .map_err(|e| format!("{e:?}"))?;
    for text in ["Bh8xf9+", "Ke11-e12"] {
        let m =
            hexcourier_engine::notation::parse_move(v, &pos, text).map_err(|e| format!("{e:?}"))?;
        pos = pos.after(v, m);
    }
    pos.legal_moves(v)
        .into_iter()
        .map(|m| hexcourier_engine::notation::move_to_text(v, &pos, m))
        .find(|t| t != "Bf9xd12" && !t.ends_with('#'))
        .ok_or_else(|| "a legal move".into())
}

async fn puzzle_game() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    // 2030-03-17 17:46:40 UTC; the ticker looks every 100 ms.
    let clock = Arc::new(FakeClock::at(1_900_000_000));
    let bot = start_bot_configured(
        &fake,
        dir.path(),
        Duration::from_secs(2),
        None,
        Some(clock.clone()),
        Some(Duration::from_millis(100)),
        hexcourier::core::UsageLimits::OFF,
        hexcourier::web::WebConfig {
            public_url: Some("https://hex.example.org".into()),
            ..hexcourier::web::WebConfig::default()
        },
    )?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    fake.make_admin(alice);
    let lobby = fake.state().lobby;
    let channel = fake.add_channel("puzzles");

    // A puzzle, for the asker alone, with its picture.
    let i = fake.slash(
        bob,
        lobby,
        "puzzle next",
        &[
            Opt::Str("variant", "fools".into()),
            Opt::Str("theme", "skewer".into()),
        ],
    );
    let given = answer_to(&fake, i).await?;
    assert!(given.ephemeral);
    assert_eq!(
        given.content,
        format!("Puzzle {FOOLS} (Fool's Hexagonal Chess, rated 1350).\nWhite to move: answer with /puzzle move <move> (/puzzle resign shows the solution).")
    );
    assert_png(&given);
    assert_notifies(&given, &[]);
    // Its moves autocomplete from what was typed, for the solver only.
    let choices_for = |user: u64, typed: &str| {
        let i = fake.autocomplete(
            user,
            lobby,
            "puzzle move",
            &[Opt::Focused("move", typed.into())],
        );
        let fake = &fake;
        async move {
            let choices = fake
                .wait_for("autocomplete choices", WAIT, |s| {
                    s.interactions.get(&i)?.choices.clone()
                })
                .await?;
            let names: Vec<String> = choices
                .as_array()
                .ok_or("choices")?
                .iter()
                .filter_map(|c| c["value"].as_str().map(String::from))
                .collect();
            Ok::<_, Box<dyn std::error::Error + Send + Sync>>(names)
        }
    };
    let names = choices_for(bob, "bh8").await?;
    assert!(names.contains(&"Bh8xf9+".to_string()), "{names:?}");
    assert!(names.iter().all(|n| n.starts_with("Bh8")), "{names:?}");
    assert_eq!(choices_for(alice, "").await?, Vec::<String>::new());
    // `variant:` offers the variants with puzzles only: no three-player one.
    let i = fake.autocomplete(
        alice,
        lobby,
        "puzzle next",
        &[Opt::Focused("variant", "wellisch".into())],
    );
    let offered: Vec<String> = fake
        .wait_for("autocomplete choices", WAIT, |s| {
            s.interactions.get(&i)?.choices.clone()
        })
        .await?
        .as_array()
        .ok_or("choices")?
        .iter()
        .filter_map(|c| c["value"].as_str().map(String::from))
        .collect();
    assert_eq!(offered, ["frontofhouse-wellisch", "hourglass-w"]);
    // A right move: the reply, and the next position.
    let i = fake.slash(
        bob,
        lobby,
        "puzzle move",
        &[Opt::Str("move", "Bh8xf9+".into())],
    );
    let right = answer_to(&fake, i).await?;
    assert!(right.ephemeral);
    assert_eq!(
        right.content,
        "Right: Bh8xf9+. Black answers Ke11-e12.\nWhite to move: answer with /puzzle move <move> (/puzzle resign shows the solution)."
    );
    assert_png(&right);
    // A wrong one ends the attempt with the solution.
    let wrong_move = a_wrong_answer()?;
    let i = fake.slash(
        bob,
        lobby,
        "puzzle move",
        &[Opt::Str("move", wrong_move.clone())],
    );
    let wrong = answer_to(&fake, i).await?;
    assert!(wrong.ephemeral);
    assert_eq!(
        wrong.content,
        format!("Not the move: {wrong_move} does not solve it.\nThe solution: 66. Bh8xf9+ Ke11-e12 67. Bf9xd12\nThemes: skewer.\nYour puzzle rating: 1500 → 1254 (-246). Streak: 0.")
    );
    // Alice solves the same puzzle, whose rating bob's miss raised: she gains more than
    // against its library rating (1619).
    let i = fake.slash(
        alice,
        lobby,
        "puzzle next",
        &[
            Opt::Str("variant", "fools".into()),
            Opt::Str("theme", "skewer".into()),
        ],
    );
    assert!(answer_to(&fake, i)
        .await?
        .content
        .starts_with(&format!("Puzzle {FOOLS} ")));
    for m in ["Bh8xf9+", "Bf9xd12"] {
        let i = fake.slash(alice, lobby, "puzzle move", &[Opt::Str("move", m.into())]);
        let answered = answer_to(&fake, i).await?;
        assert!(answered.ephemeral);
        if m == "Bf9xd12" {
            assert_eq!(
                answered.content,
                "Right: Bf9xd12. Solved!\nThe solution: 66. Bh8xf9+ Ke11-e12 67. Bf9xd12\nThemes: skewer.\nYour puzzle rating: 1500 → 1648 (+148). Streak: 1."
            );
        }
    }
    // Nothing of it was posted where everyone reads.
    assert!(fake.state().bot_messages(lobby).iter().all(|m| m.ephemeral));

    // An admin has the puzzle of the day posted in #puzzles at 08:00 UTC, and the server's
    // pages public (so the post links its page).
    let i = fake.slash(
        alice,
        lobby,
        "puzzle daily-setup",
        &[
            Opt::Channel("channel", channel),
            Opt::Str("at", "08:00".into()),
        ],
    );
    let set = answer_to(&fake, i).await?;
    // 2030-03-18 08:00 UTC.
    const EIGHT: u64 = 1_900_051_200;
    assert_eq!(
        set.content,
        format!("The puzzle of the day is posted in <#{channel}> at 08:00 (UTC) each day; the next on <t:{EIGHT}:f>.")
    );
    let i = fake.slash(alice, lobby, "web", &[Opt::Int("pages", 0)]); // the choice "on"
    let on = answer_to(&fake, i).await?;
    let slug = on
        .content
        .split("https://hex.example.org/s/")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .ok_or(format!("a server page in {:?}", on.content))?
        .to_string();
    assert!(fake.state().bot_messages(channel).is_empty());

    // The clock passes 08:00: the post appears in the channel, with its picture.
    clock.set(EIGHT + 30);
    let post = bot_posts(&fake, channel, 1).await?;
    assert_png(&post[0]);
    // bob's puzzle of the day tells what it is.
    let i = fake.slash(bob, lobby, "puzzle daily", &[]);
    let daily = answer_to(&fake, i).await?;
    assert!(daily.ephemeral);
    let heading = daily.content.lines().next().unwrap_or_default().to_string();
    let rest = heading
        .strip_prefix("Puzzle of the day, 2030-03-18: ")
        .ok_or(format!("{heading:?}"))?;
    let (_, variant) = rest.split_once(" (").ok_or("a variant")?;
    let variant = variant.split(", rated").next().unwrap_or_default();
    let side = daily
        .content
        .lines()
        .find_map(|l| l.split_once(" to move: ").map(|(s, _)| s.to_string()))
        .ok_or("the side to move")?;
    assert_eq!(
        post[0].content,
        format!("Puzzle of the day, 2030-03-18: {side} to move ({variant}). Solve it with /puzzle daily: only you see your answers.\nPlay it on the web: https://hex.example.org/s/{slug}/puzzle/2030-03-18")
    );
    assert_notifies(&post[0], &[]);

    // Exactly once: the day goes on (the ticker looks again and again), and the next day's
    // post, owed after anything of the first day's, follows it alone.
    clock.set(EIGHT + 3600);
    clock.set(EIGHT + 86_400 + 30);
    let posts = fake
        .wait_for("the next day's post", WAIT, |s| {
            let m = s.bot_messages(channel);
            m.iter()
                .any(|m| m.content.starts_with("Puzzle of the day, 2030-03-19:"))
                .then(|| m.into_iter().cloned().collect::<Vec<_>>())
        })
        .await?;
    let days: Vec<&str> = posts
        .iter()
        .filter_map(|m| m.content.split(':').next())
        .filter(|l| l.starts_with("Puzzle of the day"))
        .collect();
    assert_eq!(
        days,
        [
            "Puzzle of the day, 2030-03-18",
            "Puzzle of the day, 2030-03-19"
        ],
        "{posts:?}"
    );
    assert!(
        posts
            .iter()
            .any(|m| m.content.contains("\nNobody solved yesterday's.\n")),
        "{posts:?}"
    );
    bot.stop().await?;
    Ok(())
}
