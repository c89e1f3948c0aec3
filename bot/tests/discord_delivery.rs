//! Durable delivery end to end: the real serenity client against the fake Discord, with
//! Discord down, the bot restarted during the outage, threads gone and channels that refuse.
//! What the core owes must arrive exactly once and in order once Discord answers again, or,
//! when nothing can take it, be dropped with a count an admin sees.
//!
//! The outage lasts until the courier has been refused a given number of times (so the test
//! does not depend on how fast the machine is); `HEXCOURIER_OUTAGE_SECS` keeps it up longer
//! (minutes, for the long mode). Every wait is bounded; only loopback addresses are used.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, Fault, Msg, Opt, State};
use hexcourier::core::{EngineSettings, FakeClock};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

const HOUR: u64 = 3600;

/// How many refused posts make the outage in CI: with the courier's 1 s cap in tests, that is
/// well past the backoff cap.
const REFUSALS: u32 = 25;

/// A bot on a fake clock whose engine moves and clocks run as `hexcourier serve` runs them.
fn delivery_bot(
    fake: &FakeDiscord,
    dir: &std::path::Path,
    clock: &Arc<FakeClock>,
) -> Result<Bot, Box<dyn std::error::Error + Send + Sync>> {
    start_bot_with(
        fake,
        dir,
        Duration::from_millis(1500),
        Some(EngineSettings {
            inline: false,
            ..EngineSettings::deterministic(2_000)
        }),
        Some(clock.clone()),
        Some(Duration::from_millis(100)),
    )
}

/// Keeps the outage up until the courier was refused `n` more times, and longer in the long
/// mode.
async fn ride_out(fake: &FakeDiscord, n: u32) -> TestResult {
    let start = fake.state().outage_served;
    fake.wait_for("the courier to keep trying", WAIT * 4, |s| {
        (s.outage_served >= start + n).then_some(())
    })
    .await?;
    if let Some(secs) = std::env::var("HEXCOURIER_OUTAGE_SECS")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
    {
        tokio::time::sleep(Duration::from_secs(secs)).await;
    }
    Ok(())
}

/// The positions in `channel`'s bot messages of the posts whose first lines are `lines`,
/// checking each is there exactly once.
fn once_each(st: &State, channel: u64, lines: &[String]) -> Result<Vec<usize>, String> {
    let msgs = st.bot_messages(channel);
    lines
        .iter()
        .map(|l| {
            let at: Vec<usize> = msgs
                .iter()
                .enumerate()
                .filter(|(_, m)| m.content.lines().next() == Some(l.as_str()))
                .map(|(i, _)| i)
                .collect();
            match at.as_slice() {
                [i] => Ok(*i),
                _ => Err(format!("{l:?} posted {} times", at.len())),
            }
        })
        .collect()
}

/// No two of the bot's messages carry the same nonce.
fn nonces_unique(st: &State) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    for m in st.messages.iter().filter(|m| m.author == st.bot_id) {
        if let Some(n) = &m.nonce {
            if !seen.insert(n.clone()) {
                return Err(format!("nonce {n} used for two messages"));
            }
        }
    }
    Ok(())
}

/// Starts a game of `alice` against the engine (she plays White) at level 1; its thread.
async fn engine_game(fake: &FakeDiscord, alice: u64, n: u32) -> Result<u64, String> {
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let i = fake.slash(
        alice,
        lobby,
        "new",
        &[
            Opt::Str("variant", glinski.clone()),
            Opt::Int("level", 1),
            Opt::Str("side", "white".into()),
        ],
    );
    answer_to(fake, i).await?;
    game_thread(fake, n).await
}

/// The thread of game `n` (opened by the courier), once its first post is in.
async fn game_thread(fake: &FakeDiscord, n: u32) -> Result<u64, String> {
    let lobby = fake.state().lobby;
    let announce = fake
        .wait_for(&format!("game {n}'s announcement"), WAIT, |s| {
            s.bot_messages(lobby)
                .into_iter()
                .find(|m| m.content.starts_with(&format!("New game #g{n}:")))
                .map(|m| m.id)
        })
        .await?;
    fake.wait_for(&format!("game {n}'s first post"), WAIT, |s| {
        (!s.bot_messages(announce).is_empty()).then_some(announce)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everything_owed_arrives_once_in_order_after_an_outage_and_a_restart() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT * 4, outage_and_restart()).await??;
    Ok(())
}

async fn outage_and_restart() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let clock = Arc::new(FakeClock::at(1_700_000_000));
    let bot = delivery_bot(&fake, dir.path(), &clock)?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;

    // Three games before Discord goes down: Glinski's mate, one against the engine, one with
    // a move clock.
    let g1 = new_game(&fake, alice, bob).await?;
    let g2 = engine_game(&fake, alice, 2).await?;
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
    accept_challenge(&fake, lobby, bob, 3).await?;
    let g3 = game_thread(&fake, 3).await?;

    // Every message post answers 503. Players go on: their commands are answered (privately),
    // and what they change waits in the outbox.
    fake.outage("POST", "/channels/", 503);
    for (white, mv, _) in &MATE[..3] {
        let who = if *white { alice } else { bob };
        let i = fake.slash(who, g1, "move", &[Opt::Str("move", mv.to_string())]);
        assert_done(&answer_to(&fake, i).await?);
    }
    // A move typed in the thread.
    fake.say(bob, g1, MATE[3].1);
    // Against the engine: it answers during the outage.
    let i = fake.slash(alice, g2, "move", &[Opt::Str("move", "f5-f6".into())]);
    assert_done(&answer_to(&fake, i).await?);
    // Half the clock goes by: a reminder is owed.
    clock.advance(12 * HOUR);
    ride_out(&fake, REFUSALS).await?;

    // The bot restarts while Discord is still down (a new core on the same store), and the
    // game goes on meanwhile.
    bot.stop().await?;
    let bot = delivery_bot(&fake, dir.path(), &clock)?;
    connected(&fake, 2).await?;
    for (white, mv, _) in &MATE[4..6] {
        let who = if *white { alice } else { bob };
        let i = fake.slash(who, g1, "move", &[Opt::Str("move", mv.to_string())]);
        assert_done(&answer_to(&fake, i).await?);
    }
    ride_out(&fake, REFUSALS).await?;
    {
        let st = fake.state();
        let lines: Vec<&str> = MATE.iter().map(|(_, _, l)| *l).collect();
        assert!(
            !st.bot_messages(g1)
                .iter()
                .any(|m| lines.contains(&m.content.lines().next().unwrap_or(""))),
            "nothing got through the outage"
        );
    }

    // Discord answers again: everything owed arrives, once each, in order.
    fake.end_outage();
    let want: Vec<String> = MATE[..6].iter().map(|(_, _, l)| l.to_string()).collect();
    fake.wait_for("the six moves", WAIT * 4, |s| once_each(s, g1, &want).ok())
        .await?;
    fake.wait_for("the engine game's two moves", WAIT * 4, |s| {
        let m = s.bot_messages(g2);
        (m.iter().any(|m| m.content.starts_with("1. f5-f6"))
            && m.iter().any(|m| m.content.starts_with("1... ")))
        .then_some(())
    })
    .await?;
    fake.wait_for("the reminder", WAIT * 4, |s| {
        s.bot_messages(g3)
            .iter()
            .any(|m| m.content.starts_with("Reminder: "))
            .then_some(())
    })
    .await?;
    // The last move after them all, so the end of the game is posted too.
    let i = fake.slash(alice, g1, "move", &[Opt::Str("move", MATE[6].1.into())]);
    assert_done(&answer_to(&fake, i).await?);
    post_starting(&fake, g1, MATE[6].2).await?;
    {
        let st = fake.state();
        let all: Vec<String> = MATE.iter().map(|(_, _, l)| l.to_string()).collect();
        let at = once_each(&st, g1, &all)?;
        assert!(at.windows(2).all(|w| w[0] < w[1]), "in order: {at:?}");
        for m in st.bot_messages(g1) {
            if let Some(i) = all.iter().position(|l| m.content.starts_with(l.as_str())) {
                assert_png(m);
                let next = if MATE[i].0 { bob } else { alice };
                if i + 1 < MATE.len() {
                    assert_notifies(m, &[next]);
                }
            }
        }
        let engine: Vec<&Msg> = st
            .bot_messages(g2)
            .into_iter()
            .filter(|m| m.content.starts_with("1"))
            .collect();
        assert_eq!(engine.len(), 2, "the engine game's moves once each");
        assert!(engine[0].content.starts_with("1. f5-f6"));
        assert_eq!(
            st.bot_messages(g3)
                .iter()
                .filter(|m| m.content.starts_with("Reminder: "))
                .count(),
            1
        );
        nonces_unique(&st)?;
        assert!(st.unknown.is_empty(), "unknown requests: {:?}", st.unknown);
        assert_eq!(st.threads_of(lobby).len(), 3, "no thread opened twice");
    }
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_thread_falls_back_to_its_channel_and_what_nothing_takes_is_counted() -> TestResult
{
    init();
    tokio::time::timeout(TEST_LIMIT, permanent_failures()).await??;
    Ok(())
}

async fn permanent_failures() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let admin = fake.add_user("mod", "Mod");
    fake.make_admin(admin);
    let lobby = fake.state().lobby;
    let thread = new_game(&fake, alice, bob).await?;

    // The thread is deleted: the move's post goes to the channel it was opened in, once,
    // with a link to the thread.
    fake.delete_channel(thread);
    let i = fake.slash(alice, thread, "move", &[Opt::Str("move", "Qe1-c3".into())]);
    assert_done(&answer_to(&fake, i).await?);
    let lead = format!("In <#{thread}> (#g1):");
    let moved = fake
        .wait_for("the move in the channel", WAIT, |s| {
            s.bot_messages(lobby)
                .into_iter()
                .find(|m| m.content.starts_with(&lead))
                .cloned()
        })
        .await?;
    assert_eq!(
        moved.content,
        format!("{lead}\n1. Qe1-c3\n<@{bob}>, your move.")
    );
    assert_png(&moved);
    assert_notifies(&moved, &[bob]);

    // The channel refuses too: nothing can take the next one. It is dropped, and an admin's
    // /games says so.
    fake.refuse(lobby, 403, 50_013);
    let i = fake.slash(bob, thread, "move", &[Opt::Str("move", "Qe10-c6".into())]);
    assert_done(&answer_to(&fake, i).await?);
    let mut shown = String::new();
    for _ in 0..200 {
        let i = fake.slash(admin, thread, "hexme games", &[]);
        shown = answer_to(&fake, i).await?.content;
        if shown.contains("1 dropped") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        shown.ends_with("Delivery here: nothing owed; 1 dropped (see the log)."),
        "{shown:?}"
    );
    {
        let st = fake.state();
        let tries = st
            .requests
            .iter()
            .filter(|r| {
                r.method == "POST" && r.path.ends_with(&format!("/channels/{lobby}/messages"))
            })
            .count();
        assert!(
            tries < 10,
            "no endless retries of what cannot work: {tries}"
        );
        nonces_unique(&st)?;
    }
    bot.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_whose_answer_was_lost_is_not_repeated_by_a_restart() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, lost_answer()).await??;
    Ok(())
}

async fn lost_answer() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    let thread = new_game(&fake, alice, bob).await?;
    // Discord posts the move but its answer is lost, and then it is down: the bot restarts
    // without knowing whether the message went out.
    fake.inject(Fault {
        method: "POST",
        path_contains: format!("/channels/{thread}/messages"),
        status: 500,
        retry_after: 0.0,
        after_effect: true,
        times: 1,
    });
    let i = fake.slash(alice, thread, "move", &[Opt::Str("move", "Qe1-c3".into())]);
    assert_done(&answer_to(&fake, i).await?);
    fake.wait_for("the lost answer", WAIT, |s| {
        (!s.faults_served.is_empty()).then_some(())
    })
    .await?;
    fake.outage("POST", "/channels/", 503);
    bot.stop().await?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 2).await?;
    ride_out(&fake, 3).await?;
    fake.end_outage();
    // The same nonce again, within Discord's window: the first message stands.
    let i = fake.slash(bob, thread, "move", &[Opt::Str("move", "Qe10-c6".into())]);
    assert_done(&answer_to(&fake, i).await?);
    post_starting(&fake, thread, "1... Qe10-c6").await?;
    {
        let st = fake.state();
        let posted = st
            .bot_messages(thread)
            .iter()
            .filter(|m| m.content.starts_with("1. Qe1-c3"))
            .count();
        assert_eq!(posted, 1, "posted once");
        nonces_unique(&st)?;
    }
    bot.stop().await?;
    Ok(())
}
