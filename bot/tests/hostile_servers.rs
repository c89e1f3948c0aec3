//! Trust on every path and in every server, tried as a hostile member would, through the real
//! serenity client and poise against the fake Discord:
//!
//! - organiser and admin commands typed as text in a game's thread (a typed message carries
//!   the member's roles, not their permissions) are refused, with a pointer to the slash
//!   command, and change nothing;
//! - an admin of a second server cannot reach the first server's tournaments, games or
//!   challenges by naming them: each is answered as a missing one is.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::{FakeDiscord, Opt};
use std::time::Duration;

/// An admin's round robin of four in the default server: the admin, the four players, the
/// tournament's thread and the first game's thread.
async fn round_robin(fake: &FakeDiscord) -> Result<(u64, Vec<u64>, u64, u64), String> {
    let admin = fake.add_user("adm", "Adm");
    fake.make_admin(admin);
    let players: Vec<u64> = ["ann", "ben", "cat", "dan"]
        .iter()
        .map(|n| fake.add_user(n, &n.to_uppercase()))
        .collect();
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let i = fake.slash(
        admin,
        lobby,
        "tournament new",
        &[
            Opt::Str("variant", glinski),
            Opt::Int("format", 1),
            Opt::Str("name", "Probe Cup".into()),
        ],
    );
    assert_done(&answer_to(fake, i).await?);
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
        answer_to(fake, i).await?;
    }
    let i = fake.slash(admin, tthread, "tournament start", &[]);
    assert_done(&answer_to(fake, i).await?);
    let game = fake
        .wait_for("a game thread", WAIT, |s| {
            s.threads_of(lobby)
                .into_iter()
                .find(|c| c.name.starts_with('g'))
                .map(|c| c.id)
        })
        .await?;
    // Its first post says the bot reads it as the game's place.
    bot_posts(fake, game, 1).await?;
    Ok((admin, players, tthread, game))
}

/// The bot's public answer to a message typed in `thread`.
async fn reply_to_typed(
    fake: &FakeDiscord,
    thread: u64,
    user: u64,
    text: &str,
) -> Result<String, String> {
    let typed = fake.say(user, thread, text);
    fake.wait_for(&format!("the answer to {text:?}"), WAIT, |s| {
        s.bot_messages(thread)
            .into_iter()
            .find(|m| m.reply_to == Some(typed))
            .map(|m| m.content.clone())
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn organiser_and_admin_commands_typed_in_a_thread_are_refused() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, typed_powers()).await??;
    Ok(())
}

async fn typed_powers() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let (admin, players, tthread, game) = round_robin(&fake).await?;
    let zed = fake.add_user("zed", "Zed");
    let ann = players[0];
    // A plain member types the organiser's and the admins' commands in a game's thread.
    let withdraw = format!("/tournament withdraw <@{ann}> t1");
    let adjudicate = "/tournament adjudicate g1 1-0".to_string();
    let pointers = [
        (withdraw.as_str(), "/tournament withdraw is for server admins, and typed text does not show the bot your rights: use /tournament withdraw."),
        (adjudicate.as_str(), "/tournament adjudicate is for server admins, and typed text does not show the bot your rights: use /tournament adjudicate."),
        ("/tournament start t1", "/tournament start is for server admins, and typed text does not show the bot your rights: use /tournament start."),
        ("/tournament new glinski swiss", "/tournament new is for server admins, and typed text does not show the bot your rights: use /tournament new."),
        ("/web on", "/web on|off is for server admins, and typed text does not show the bot your rights: use /hex web."),
        ("/language pl", "/language <code> is for server admins, and typed text does not show the bot your rights: use /hex language."),
        ("/vacation allowance 366", "/vacation allowance is for server admins, and typed text does not show the bot your rights: use /hexme vacation."),
    ];
    for (typed, answer) in pointers {
        assert_eq!(
            reply_to_typed(&fake, game, zed, typed).await?,
            answer,
            "{typed}"
        );
    }
    // Even the admin's own typed text carries no rights: the slash command does.
    assert_eq!(
        reply_to_typed(&fake, game, admin, "/web on").await?,
        "/web on|off is for server admins, and typed text does not show the bot your rights: use /hex web."
    );
    // Nothing changed: ann still plays, the server shows no pages, and no tournament t2.
    let i = fake.slash(zed, tthread, "tournament standings", &[]);
    let standings = answer_to(&fake, i).await?;
    assert!(
        !standings.content.contains("withdrawn"),
        "{}",
        standings.content
    );
    let i = fake.slash(zed, tthread, "web", &[]);
    let web = answer_to(&fake, i).await?;
    assert!(!web.content.contains("/s/"), "{}", web.content);
    // A plain member's slash command is refused too, by who they are.
    let i = fake.slash(
        zed,
        tthread,
        "tournament withdraw",
        &[Opt::User("player", ann)],
    );
    assert_eq!(
        answer_to(&fake, i).await?.content,
        format!("Only the organiser of t1 (<@{admin}>) or a server admin can do that.")
    );
    bot.stop().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_server_cannot_reach_the_firsts_tournaments_games_or_challenges() -> TestResult {
    init();
    tokio::time::timeout(TEST_LIMIT, other_server()).await??;
    Ok(())
}

async fn other_server() -> TestResult {
    let fake = FakeDiscord::start().await?;
    let (_, lobby_b) = fake.add_guild(0, 1);
    let dir = tempfile::tempdir()?;
    let bot = start_bot(&fake, dir.path(), Duration::from_millis(1500))?;
    connected(&fake, 1).await?;
    let (_, players, _, _) = round_robin(&fake).await?;
    // An open challenge in the first server: g3 (g1 and g2 are the round's games).
    let lobby = fake.state().lobby;
    let glinski = variant_index(&fake.state(), "glinski").ok_or("glinski")?;
    let i = fake.slash(players[0], lobby, "new", &[Opt::Str("variant", glinski)]);
    assert_done(&answer_to(&fake, i).await?);
    fake.wait_for("the open challenge", WAIT, |s| {
        s.bot_messages(lobby)
            .into_iter()
            .any(|m| m.content.contains("open challenge g3"))
            .then_some(())
    })
    .await?;
    // The second server's admin names each of them, from their own server.
    let bdm = fake.add_user("bdm", "Bdm");
    fake.make_admin(bdm);
    let ann = players[0];
    let tries: Vec<(&str, Vec<Opt>, &str)> = vec![
        (
            "tournament withdraw",
            vec![
                Opt::User("player", ann),
                Opt::Str("tournament", "t1".into()),
            ],
            "There is no t1 here.",
        ),
        (
            "tournament join",
            vec![Opt::Str("tournament", "t1".into())],
            "There is no t1 here.",
        ),
        (
            "tournament standings",
            vec![Opt::Str("tournament", "t1".into())],
            "There is no t1 here.",
        ),
        (
            "tournament export",
            vec![Opt::Str("tournament", "t1".into())],
            "There is no t1 here.",
        ),
        (
            "tournament adjudicate",
            vec![
                Opt::Str("game", "g1".into()),
                Opt::Str("result", "1-0".into()),
            ],
            "There is no g1 here.",
        ),
        (
            "accept",
            vec![Opt::Str("challenge", "g3".into())],
            "There is no g3 here.",
        ),
        (
            "decline",
            vec![Opt::Str("challenge", "g3".into())],
            "There is no g3 here.",
        ),
    ];
    for (sub, options, answer) in tries {
        let i = fake.slash(bdm, lobby_b, sub, &options);
        let got = answer_to(&fake, i).await?;
        assert!(got.ephemeral, "{sub}");
        assert_eq!(got.content, answer, "{sub}");
    }
    // A game of the first server typed at from the second: its thread is no place there.
    // The challenge still waits, and a member of the first server takes it.
    let ben = players[1];
    let i = fake.slash(ben, lobby, "accept", &[Opt::Str("challenge", "g3".into())]);
    assert_done(&answer_to(&fake, i).await?);
    bot.stop().await
}
