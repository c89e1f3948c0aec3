//! A tournament through the real serenity client against the fake Discord: an admin makes a
//! round robin of four, the players sign up in its thread, the admin starts it, each pairing
//! gets its own game thread, the round advances by itself when its last game ends, and the
//! standings are posted as a picture with the pairings of the next round.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, Opt};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_runs_in_its_thread_and_advances_by_itself() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, round_robin()).await??;
    Ok(())
}

async fn round_robin() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let admin = fake.add_user("admin", "Admin");
    fake.make_admin(admin);
    let players: Vec<u64> = ["ann", "ben", "cat", "dan"]
        .iter()
        .map(|n| fake.add_user(n, &n.to_uppercase()))
        .collect();
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    // A member who is not an admin cannot make one.
    let i = fake.slash(
        players[0],
        lobby,
        "tournament new",
        &[Opt::Str("variant", glinski.clone()), Opt::Int("format", 1)],
    );
    let refused = answer_to(&fake, i).await?;
    assert!(refused.ephemeral);
    assert_eq!(
        refused.content,
        "Only a server admin can make a tournament."
    );
    let i = fake.slash(
        admin,
        lobby,
        "tournament new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Int("format", 1),
            Opt::Str("name", "Winter Round Robin".into()),
        ],
    );
    assert_done(&answer_to(&fake, i).await?);
    fake.wait_for("the tournament's announcement", WAIT, |s| {
        s.bot_messages(lobby)
            .into_iter()
            .any(|m| m.content.starts_with("New tournament "))
            .then_some(())
    })
    .await?;
    let tthread = fake
        .wait_for("the tournament's thread", WAIT, |s| {
            s.threads_of(lobby)
                .into_iter()
                .find(|c| c.name.starts_with("t1:"))
                .map(|c| c.id)
        })
        .await?;
    for &p in &players {
        let i = fake.slash(p, tthread, "tournament join", &[]);
        let joined = answer_to(&fake, i).await?;
        assert!(joined.ephemeral);
        assert_eq!(joined.content, "You are in t1.");
    }
    let i = fake.slash(admin, tthread, "tournament start", &[]);
    assert_done(&answer_to(&fake, i).await?);
    // Round 1: two games, each in a thread of its own, and the round said in the
    // tournament's thread, notifying its four players.
    let round1 = post_starting(&fake, tthread, "Round 1 of Winter Round Robin:").await?;
    let mut notified = allowed_users(&round1);
    notified.sort();
    let mut all: Vec<String> = players.iter().map(u64::to_string).collect();
    all.sort();
    assert_eq!(notified, all);
    let game_threads = fake
        .wait_for("two game threads", WAIT, |s| {
            let t: Vec<(u64, String)> = s
                .threads_of(lobby)
                .into_iter()
                .filter(|c| c.name.starts_with('g'))
                .map(|c| (c.id, c.name.clone()))
                .collect();
            (t.len() == 2).then_some(t)
        })
        .await?;
    // Each game's Black resigns (the first named plays White).
    for (thread, _) in &game_threads {
        let intro = bot_posts(&fake, *thread, 1).await?;
        let black = players
            .iter()
            .copied()
            .find(|p| intro[0].content.contains(&format!("<@{p}> (Black)")))
            .ok_or("a Black player")?;
        let i = fake.slash(black, *thread, "resign", &[]);
        assert_done(&answer_to(&fake, i).await?);
    }
    // The round advances by itself: standings (with their picture), then round 2.
    let standings = fake
        .wait_for("the standings", WAIT, |s| {
            s.bot_messages(tthread)
                .into_iter()
                .find(|m| {
                    m.content
                        .contains("Winter Round Robin — Standings after round 1:")
                })
                .cloned()
        })
        .await?;
    assert!(
        standings.content.contains("1. <@"),
        "{:?}",
        standings.content
    );
    let picture = fake
        .wait_for("the standings picture", WAIT, |s| {
            s.bot_messages(tthread)
                .into_iter()
                .find(|m| m.files.iter().any(|f| f.name == "t1-standings-1.png"))
                .cloned()
        })
        .await?;
    assert!(picture.files[0].bytes.starts_with(b"\x89PNG"));
    fake.wait_for("round 2", WAIT, |s| {
        s.bot_messages(tthread)
            .into_iter()
            .any(|m| m.content.contains("Round 2 of Winter Round Robin:"))
            .then_some(())
    })
    .await?;
    fake.wait_for("four game threads", WAIT, |s| {
        (s.threads_of(lobby)
            .into_iter()
            .filter(|c| c.name.starts_with('g'))
            .count()
            == 4)
            .then_some(())
    })
    .await?;
    // Anyone may ask for the standings, answered where asked.
    let i = fake.slash(players[2], tthread, "tournament standings", &[]);
    let shown = answer_to(&fake, i).await?;
    assert!(!shown.ephemeral);
    assert!(
        shown
            .content
            .starts_with("Winter Round Robin — after 1 round:"),
        "{:?}",
        shown.content
    );
    bot.stop().await?;
    Ok(())
}

/// A Swiss of 150 players: its first round is announced in messages that each keep within
/// Discord's limits (the fake refuses more than 100 users in `allowed_mentions`, as Discord
/// does), in order, and together notify every player exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_of_150_players_reaches_everyone_within_discords_limits() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, big_swiss()).await??;
    Ok(())
}

async fn big_swiss() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let admin = fake.add_user("admin", "Admin");
    fake.make_admin(admin);
    let players: Vec<u64> = (0..150)
        .map(|i| fake.add_user(&format!("p{i}"), &format!("P{i}")))
        .collect();
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let i = fake.slash(
        admin,
        lobby,
        "tournament new",
        &[
            Opt::Str("variant", glinski),
            Opt::Int("format", 0),
            Opt::Int("rounds", 3),
            Opt::Int("max_players", 200),
            Opt::Str("name", "Big Swiss".into()),
        ],
    );
    assert_done(&answer_to(&fake, i).await?);
    let tthread = fake
        .wait_for("the tournament's thread", WAIT, |s| {
            s.threads_of(lobby)
                .into_iter()
                .find(|c| c.name.starts_with("t1:"))
                .map(|c| c.id)
        })
        .await?;
    for &p in &players {
        let i = fake.slash(p, tthread, "tournament join", &[]);
        assert_eq!(answer_to(&fake, i).await?.content, "You are in t1.");
    }
    let i = fake.slash(admin, tthread, "tournament start", &[]);
    assert_done(&answer_to(&fake, i).await?);
    // 75 games start with the round: give their announcements time.
    let round: Vec<fake_discord::Msg> = fake
        .wait_for(
            "the round, to every player",
            Duration::from_secs(180),
            |s| {
                let msgs: Vec<fake_discord::Msg> = s
                    .bot_messages(tthread)
                    .into_iter()
                    .skip_while(|m| !m.content.starts_with("Round 1 of Big Swiss:"))
                    .cloned()
                    .collect();
                let named: usize = msgs.iter().map(|m| allowed_users(m).len()).sum();
                (named >= players.len()).then_some(msgs)
            },
        )
        .await?;
    {
        let st = fake.state();
        assert!(st.refused_messages.is_empty(), "{:?}", st.refused_messages);
        let mut notified: Vec<String> = Vec::new();
        for m in &round {
            assert!(m.content.chars().count() <= fake_discord::MAX_CONTENT);
            let users = allowed_users(m);
            assert!(users.len() <= fake_discord::MAX_MENTION_IDS);
            for u in &users {
                assert!(m.content.contains(&format!("<@{u}>")), "{u} not named");
            }
            notified.extend(users);
        }
        // Each part in its turn: board 1 first, the boards in order.
        let boards: Vec<u32> = round
            .iter()
            .flat_map(|m| m.content.lines())
            .filter_map(|l| l.split_once(". <@").and_then(|(n, _)| n.parse().ok()))
            .collect();
        assert_eq!(boards, (1..=75).collect::<Vec<u32>>());
        notified.sort();
        let mut all: Vec<String> = players.iter().map(u64::to_string).collect();
        all.sort();
        assert_eq!(notified, all);
    }
    bot.stop().await?;
    Ok(())
}
