//! A hostile member against the real serenity client, the poise framework and the fake
//! Discord: each test is one way a member could turn the bot against others, and checks the
//! exact refusal or behaviour that stops it.
//!
//! - voting for the other side, and reading a side's votes from the other side;
//! - private commands typed in a thread (their answers would be public);
//! - thirty challenges at one member (no game is forced on anyone, nobody is flooded);
//! - a role named as voters by a member who does not hold it, and @everyone as a team;
//! - a slash string of 6,000 characters, and a 300-ply `/gif` (charged by its length);
//! - a game whose thread cannot be opened (its channel is given back when it ends);
//! - a display name that tries to forge a record's tags.
//!
//! Secrets in logs are checked by `secrets.rs`, which runs the real binary.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, Fault, Opt};
use hexcourier::core::{Place, UsageLimits};
use hexcourier::store::{GameRecord, HintRule, SledStore, Store, Table, Write, RECORD_VERSION};
use std::time::Duration;

/// A public server's limits, as `hexcourier serve` runs by default (with a busier lobby, as
/// thirty members write in it at once here).
fn public_bot(
    fake: &FakeDiscord,
    dir: &std::path::Path,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    start_bot_limited(
        fake,
        dir,
        Duration::from_millis(1500),
        None,
        None,
        None,
        UsageLimits {
            place_burst: 100,
            ..UsageLimits::RECOMMENDED
        },
    )
}

async fn thread_of_game(fake: &FakeDiscord, lobby: u64, game: u64) -> Result<u64, String> {
    let prefix = format!("g{game}:");
    fake.wait_for("the game's thread", WAIT, |s| {
        s.threads_of(lobby)
            .into_iter()
            .find(|c| c.name.starts_with(&prefix))
            .map(|c| c.id)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_other_side_cannot_vote_and_private_commands_are_not_typed_in_public() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, other_side()).await??;
    Ok(())
}

async fn other_side() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = public_bot(&fake, dir.path())?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let carol = fake.add_user("carol", "Carol");
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    // White votes (anyone in the channel: no team given); Black is bob, who accepts.
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski),
            Opt::User("opponent", bob),
            Opt::Int("mode", 1),
        ],
    );
    assert_done(&answer_to(&fake, i).await?);
    accept_challenge(&fake, lobby, bob, 1).await?;
    let thread = thread_of_game(&fake, lobby, 1).await?;
    bot_posts(&fake, thread, 1).await?;

    // Bob plays Black: he cannot vote for White, not even to resign, nor read its votes.
    let i = fake.slash(bob, thread, "vote", &[Opt::Str("move", "resign".into())]);
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "You are on Black's side in this game (you play it, or voted for it), so you cannot vote for White."
    );
    let i = fake.slash(bob, thread, "tally", &[]);
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "Only the voters of White see their votes before the window closes; the counts are shown with the move played."
    );

    // Typed in the thread, private commands are refused with a pointer to their slash form,
    // and nothing is counted.
    for (typed, form) in [
        (
            "/vote f5-f6",
            "/vote is answered to you alone: use the slash command /hex vote.",
        ),
        (
            "/tally",
            "/tally is answered to you alone: use the slash command /hex tally.",
        ),
        (
            "/hint",
            "/hint is answered to you alone: use the slash command /hex hint.",
        ),
        (
            "/analyse",
            "/analyse is answered to you alone: use the slash command /hex analyse.",
        ),
    ] {
        let id = fake.say(carol, thread, typed);
        let answer = post_starting(
            &fake,
            thread,
            &format!("{form} Typed here, it would be seen by everyone, so it was not carried out."),
        )
        .await?;
        assert_eq!(answer.reply_to, Some(id), "{typed}");
    }
    let i = fake.slash(carol, thread, "tally", &[]);
    let tally = answer_to(&fake, i).await?;
    assert!(tally.ephemeral);
    assert!(
        tally.content.ends_with("\nNo votes yet."),
        "{:?}",
        tally.content
    );

    // Carol's vote by the slash command counts, said to her alone; the thread learns only
    // that a vote is in.
    let i = fake.slash(carol, thread, "vote", &[Opt::Str("move", "f5-f6".into())]);
    let confirm = answer_to(&fake, i).await?;
    assert!(confirm.ephemeral);
    assert_eq!(
        confirm.content,
        "You vote f5-f6 for White (1 vote so far). Votes stay secret until the window closes."
    );
    let public = post_starting(&fake, thread, "A vote is in for White (1 vote so far).").await?;
    assert!(!public.content.contains("f5-f6"));
    assert_notifies(&public, &[]);
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_challenges_at_one_member_force_nothing_on_them() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, thirty_challenges()).await??;
    Ok(())
}

async fn thirty_challenges() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = public_bot(&fake, dir.path())?;
    connected(&fake, 1).await?;
    let victim = fake.add_user("victim", "Victim");
    let friend = fake.add_user("friend", "Friend");
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let challenge = |from: u64| {
        fake.slash(
            from,
            lobby,
            "new",
            &[
                Opt::Str("variant", glinski.clone()),
                Opt::User("opponent", victim),
            ],
        )
    };
    // One member twice: the second is refused.
    let mallory = fake.add_user("mallory", "Mallory");
    assert_done(&answer_to(&fake, challenge(mallory)).await?);
    let again = answer_to(&fake, challenge(mallory)).await?;
    assert!(again.ephemeral);
    assert_eq!(
        again.content,
        format!("Your challenge g1 already waits for <@{victim}>; /decline g1 withdraws it.")
    );
    // Twenty-nine more members: four more challenges wait, the rest are refused.
    let mut refused = 0;
    for k in 0..29 {
        let from = fake.add_user(&format!("m{k}"), &format!("M{k}"));
        let answer = answer_to(&fake, challenge(from)).await?;
        if answer.content == "Done." {
            continue;
        }
        assert!(answer.ephemeral);
        assert_eq!(
            answer.content,
            format!("<@{victim}> already has 5 challenges waiting, the most allowed; try again when they have answered.")
        );
        refused += 1;
    }
    assert_eq!(refused, 25);
    // The victim was notified five times, once per challenge, and plays nothing yet.
    let pings = fake
        .wait_for("five challenge posts", WAIT, |s| {
            let n = s
                .bot_messages(lobby)
                .iter()
                .filter(|m| allowed_users(m) == [victim.to_string()])
                .count();
            (n == 5).then_some(n)
        })
        .await?;
    assert_eq!(pings, 5);
    assert!(fake.state().threads_of(lobby).is_empty(), "no game started");
    // Challenges made to the victim never lock them out of starting their own.
    let i = fake.slash(
        victim,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::User("opponent", friend),
        ],
    );
    assert_done(&answer_to(&fake, i).await?);
    // And they decline one, or refuse all from now on.
    let i = fake.slash(
        victim,
        lobby,
        "decline",
        &[Opt::Str("challenge", "g1".into())],
    );
    assert_done(&answer_to(&fake, i).await?);
    post_starting(
        &fake,
        lobby,
        &format!("<@{victim}> declines <@{mallory}>'s challenge g1."),
    )
    .await?;
    let i = fake.slash(victim, lobby, "hexme challenges", &[Opt::Int("allow", 1)]);
    let off = answer_to(&fake, i).await?;
    assert!(off.ephemeral);
    assert!(
        off.content.starts_with("Challenges are off"),
        "{:?}",
        off.content
    );
    let late = answer_to(&fake, challenge(mallory)).await?;
    assert_eq!(
        late.content,
        format!("<@{victim}> does not take challenges just now (/challenges off); ask them to turn challenges on, or offer an open challenge.")
    );
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn roles_vote_only_when_named_by_their_members_and_never_everyone() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, roles()).await??;
    Ok(())
}

async fn roles() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = public_bot(&fake, dir.path())?;
    connected(&fake, 1).await?;
    let carol = fake.add_user("carol", "Carol");
    let admin = fake.add_user("admin", "Admin");
    fake.make_admin(admin);
    let reds = fake.add_role("reds");
    let lobby = fake.state().lobby;
    let guild = fake.state().guild_id;
    // The @everyone role's id is the guild's.
    fake.state().roles.insert(guild, "@everyone".into());
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let vote_game = |who: u64, team: u64| {
        fake.slash(
            who,
            lobby,
            "new",
            &[
                Opt::Str("variant", glinski.clone()),
                Opt::Int("level", 1),
                Opt::Int("mode", 1),
                Opt::Role("team", team),
            ],
        )
    };
    // A member without the role cannot make it vote (and so cannot make the bot ping it).
    let refused = answer_to(&fake, vote_game(carol, reds)).await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "You can name the role reds as voters only if you hold it (or may manage roles)."
    );
    // @everyone is refused even to an admin.
    let refused = answer_to(&fake, vote_game(admin, guild)).await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "The role @\u{200B}everyone cannot vote as a side: @\u{200B}everyone, @\u{200B}here and roles managed by integrations are not allowed; name a role its members chose, or the members themselves."
    );
    // A member of the role can; the role is pinged once, when its window opens.
    fake.give_role(carol, reds);
    assert_done(&answer_to(&fake, vote_game(carol, reds)).await?);
    let thread = thread_of_game(&fake, lobby, 1).await?;
    let window = fake
        .wait_for("the role's ping", WAIT, |s| {
            s.bot_messages(thread)
                .into_iter()
                .find(|m| m.content.ends_with(&format!("<@&{reds}>, your vote.")))
                .cloned()
        })
        .await?;
    assert_eq!(
        window.allowed_mentions["roles"],
        serde_json::json!([reds.to_string()])
    );
    // A second game of the same role within ten minutes says its window without a ping.
    assert_done(&answer_to(&fake, vote_game(carol, reds)).await?);
    let second = thread_of_game(&fake, lobby, 2).await?;
    let posts = fake
        .wait_for("the second window", WAIT, |s| {
            let m = s.bot_messages(second);
            m.iter()
                .any(|m| m.content.contains("Vote for White's move"))
                .then(|| m.into_iter().cloned().collect::<Vec<_>>())
        })
        .await?;
    for m in &posts {
        assert!(
            m.allowed_mentions["roles"]
                .as_array()
                .is_none_or(|r| r.is_empty()),
            "{:?}",
            m.content
        );
    }
    bot.stop().await?;
    Ok(())
}

/// Plies of a Glinski game that never ends early, chosen deterministically.
fn long_game(plies: usize) -> (String, Vec<String>) {
    use hexcourier_engine::{Game, Library, Position};
    let lib = Library::builtin().expect("data");
    let v = lib.get("glinski").expect("glinski").clone();
    let start = Position::start(&v).expect("start");
    let mut game = Game::from_position(&v, start.clone());
    let mut seed = 7u64;
    while game.moves().len() < plies {
        let moves = game.position().legal_moves(&v);
        assert!(!moves.is_empty(), "a position with moves");
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let first = (seed >> 33) as usize % moves.len();
        let mut played = false;
        for k in 0..moves.len() {
            let mut next = game.clone();
            if next.play(&v, moves[(first + k) % moves.len()]).is_ok() && next.outcome().is_none() {
                game = next;
                played = true;
                break;
            }
        }
        assert!(played, "a move that does not end the game");
    }
    (start.to_text(&v), game.move_texts().to_vec())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_strings_are_refused_and_long_replays_are_charged() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, bounded_work()).await??;
    Ok(())
}

async fn bounded_work() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let alice = fake.add_user("alice", "Alice");
    let lobby = fake.state().lobby;
    let guild = fake.state().guild_id;
    let thread = fake.add_thread(lobby, "g1: Glinski's Hexagonal Chess, @Alice vs @engine");
    // A game of 300 plies against the engine, stored as the bot would have stored it.
    {
        let (start, moves) = long_game(300);
        let record = GameRecord {
            version: RECORD_VERSION,
            id: "g1".into(),
            variant: "glinski".into(),
            players: vec![alice.to_string(), "engine".into()],
            place: "#g1".into(),
            start,
            moves,
            outcome: None,
            draw_offer: Vec::new(),
            created: 0,
            updated: 0,
            engine_level: Some(1),
            hints: HintRule::UNLIMITED,
            hints_used: Default::default(),
            move_clock: None,
            vote: None,
            vote_window: None,
            takeback: None,
            start_plies: 0,
            aborted_by: None,
            turn: Some(0),
            announced: 0,
            realm: Some(guild.to_string()),
            challenge: None,
            voted_for: Default::default(),
            creator: Some(alice.to_string()),
            tournament: None,
            banks: Vec::new(),
            away: Vec::new(),
            vacations: Vec::new(),
            premoves: Default::default(),
            slug: None,
            names: Default::default(),
        };
        let store = SledStore::open(dir.path())?;
        store.commit(hexcourier::store::Commit {
            writes: vec![
                Write {
                    table: Table::Games,
                    key: "g1".into(),
                    expect: hexcourier::store::Expect::Absent,
                    value: Some(record.encode()),
                },
                Write {
                    table: Table::Links,
                    key: format!("discord\t{}", Place::new("#g1")),
                    expect: hexcourier::store::Expect::Any,
                    value: Some(thread.to_string().into_bytes()),
                },
            ],
            ..Default::default()
        })?;
    }
    let bot = public_bot(&fake, dir.path())?;
    connected(&fake, 1).await?;
    // A slash command's string of 6,000 characters is refused like typed text.
    let long = "a".repeat(6000);
    let i = fake.slash(alice, thread, "move", &[Opt::Str("move", long)]);
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "That message is too long (6000 characters; the limit is 2000)."
    );
    // The 300-ply replay is drawn (one frame at a time) and costs 7 of the 8 commands a
    // member may send at once; a second one straight after must wait.
    let i = fake.slash(alice, thread, "gif", &[]);
    let gif = answer_to(&fake, i).await?;
    let file = gif.files.first().ok_or("the GIF")?;
    assert!(file.bytes.starts_with(b"GIF89a"), "a GIF");
    let i = fake.slash(alice, thread, "gif", &[]);
    let again = answer_to(&fake, i).await?;
    assert!(again.ephemeral);
    assert!(
        again
            .content
            .starts_with("You are sending commands a little fast; please wait "),
        "{:?}",
        again.content
    );
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_without_a_thread_gives_its_channel_back() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, no_thread()).await??;
    Ok(())
}

async fn no_thread() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = public_bot(&fake, dir.path())?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let carol = fake.add_user("carol", "Carol");
    let lobby = fake.state().lobby;
    // The bot may not open threads here (Missing Permissions).
    fake.inject(Fault {
        method: "POST",
        path_contains: "/threads".into(),
        status: 403,
        retry_after: 0.0,
        after_effect: false,
        times: 10,
    });
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
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
    accept_challenge(&fake, lobby, bob, 1).await?;
    post_starting(
        &fake,
        lobby,
        "Hexcourier could not open a thread for #g1 here (refused), so the game is played in this channel.",
    )
    .await?;
    // The channel's talk is not read as moves: only the game's commands and moves are.
    let hello = fake.say(carol, lobby, "hello");
    let typed = fake.say(alice, lobby, "Qe1-c3");
    post_starting(&fake, lobby, "1. Qe1-c3").await?;
    let i = fake.slash(bob, lobby, "board", &[]);
    answer_to(&fake, i).await?;
    assert!(
        fake.state()
            .bot_messages(lobby)
            .iter()
            .all(|m| m.reply_to != Some(hello)),
        "talk in the channel is not answered"
    );
    let _ = typed;
    // While the game runs, the channel is its place: no other game starts here.
    let i = fake.slash(
        carol,
        lobby,
        "new",
        &[Opt::Str("variant", glinski.clone()), Opt::Int("level", 1)],
    );
    let refused = answer_to(&fake, i).await?;
    assert_eq!(
        refused.content,
        "Start new games from the lobby, not inside a game's place."
    );
    // Once it ends, the channel is given back.
    let i = fake.slash(bob, lobby, "resign", &[]);
    assert_done(&answer_to(&fake, i).await?);
    post_starting(&fake, lobby, &format!("<@{bob}> resigns.")).await?;
    let mut started = String::new();
    for _ in 0..100 {
        let i = fake.slash(
            carol,
            lobby,
            "new",
            &[Opt::Str("variant", glinski.clone()), Opt::Int("level", 1)],
        );
        started = answer_to(&fake, i).await?.content;
        if started == "Done." {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(started, "Done.");
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_display_name_cannot_forge_a_record() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, forged_name()).await??;
    Ok(())
}

async fn forged_name() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = public_bot(&fake, dir.path())?;
    connected(&fake, 1).await?;
    let mallory = fake.add_user("mallory", "\"] [Result \"0-1\"]");
    let bob = fake.add_user("bob", "Bob");
    let thread = new_game_named(&fake, mallory, bob).await?;
    // Glinski's four-move mate: White (mallory) wins.
    for (who, mv, line) in [
        (mallory, "Qe1-c3", "1. Qe1-c3"),
        (bob, "Qe10-c6", "1... Qe10-c6"),
        (mallory, "b1-b2", "2. b1-b2"),
        (bob, "b7-b6", "2... b7-b6"),
        (mallory, "Bf3-b1", "3. Bf3-b1"),
        (bob, "e7-e6", "3... e7-e6"),
        (mallory, "Qc3xf9", "4. Qc3xf9#"),
    ] {
        typed_move(&fake, thread, who, mv, line).await?;
    }
    let i = fake.slash(mallory, thread, "export", &[]);
    let answer = answer_to(&fake, i).await?;
    let file = answer.files.first().ok_or("the record")?;
    let text = String::from_utf8(file.bytes.clone())?;
    let records = hexcourier_engine::record::parse_records(&text);
    assert_eq!(records.len(), 1, "{text}");
    let tags = &records[0].headers;
    let tag = |name: &str| {
        tags.iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(tag("Result"), ["1-0"], "{text}");
    assert_eq!(tag("White"), ["'] [Result '0-1']"], "{text}");
    assert_eq!(records[0].result.as_deref(), Some("1-0"));
    bot.stop().await?;
    Ok(())
}

/// A game of `white` against `black`, accepted, whatever their display names: its thread.
async fn new_game_named(
    fake: &FakeDiscord,
    white: u64,
    black: u64,
) -> Result<u64, Box<dyn std::error::Error + Send + Sync>> {
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let i = fake.slash(
        white,
        lobby,
        "new",
        &[Opt::Str("variant", glinski), Opt::User("opponent", black)],
    );
    assert_done(&answer_to(fake, i).await?);
    accept_challenge(fake, lobby, black, 1).await?;
    let thread = thread_of_game(fake, lobby, 1).await?;
    bot_posts(fake, thread, 1).await?;
    Ok(thread)
}
