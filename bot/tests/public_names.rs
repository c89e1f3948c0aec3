//! Public records and pages name players and servers, never their ids (issue 33):
//!
//! - a game played through the core by members a transport named (nicknames in one server,
//!   other names in another), then the process restarted on the same store: the game page,
//!   its link preview, its record (`.pgn`) and the server's pages show the names it kept;
//! - each server's pages show its own names: a nickname from one server never shows on
//!   another's, and a player a server never named is shown by their seat, not their id;
//! - no body the public web serves holds a user id or a server id;
//! - on Discord (the fake of `fake_discord`): a member's nickname, seen when they act, and the
//!   server's name from `GUILD_CREATE` reach the pages and the record.

mod fake_discord;

use fake_discord::harness::{answer_to, connected, init, new_game, start_bot_web, WAIT};
use fake_discord::{FakeDiscord, Opt};
use hexcourier::core::{
    Caller, Command, Core, FakeClock, GameId, Place, PngPainter, Rights, UserId,
};
use hexcourier::store::SledStore;
use hexcourier::web::{self, Health, Running, Web, WebConfig};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

type R<T = ()> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

const ALICE: &str = "801111111111111111";
const BOB: &str = "802222222222222222";
const CAROL: &str = "803333333333333333";
const SERVER_A: &str = "903333333333333333";
const SERVER_B: &str = "904444444444444444";

/// Glinski's four-move mate, White first.
const MATE: [&str; 7] = [
    "Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6", "Qc3xf9",
];

fn open(dir: &Path) -> R<Core> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    Ok(Core::new(
        lib,
        Box::new(SledStore::open(dir)?),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(PngPainter),
    )?)
}

/// `text` typed by `user` in `place` of the server `realm` (as its admin when `admin`).
fn act(core: &Core, realm: &str, admin: bool, place: &str, user: &str, text: &str) -> R<String> {
    let cmd = Command::parse(text, place.starts_with("#g"))
        .map_err(|p| format!("{text}: {p}"))?
        .ok_or(format!("{text} is a command"))?;
    let place = Place::new(place);
    let rights = if admin { Rights::ADMIN } else { Rights::PLAIN };
    let caller = Caller::member(UserId::new(user), realm, rights);
    let replies = core
        .try_execute(&caller, &place, cmd)
        .map_err(|p| format!("{text}: {p}"))?;
    Ok(replies
        .iter()
        .filter_map(|r| r.text().map(str::to_string))
        .collect::<Vec<_>>()
        .join("\n"))
}

/// Alice and Bob play the mate in `realm` as game `g<id>`.
fn play(core: &Core, realm: &str, id: u64) -> R {
    act(
        core,
        realm,
        false,
        "lobby",
        ALICE,
        &format!("/new glinski @{BOB} days:3"),
    )?;
    act(core, realm, false, "lobby", BOB, "/accept")?;
    for (i, m) in MATE.iter().enumerate() {
        let who = if i % 2 == 0 { ALICE } else { BOB };
        act(core, realm, false, &format!("#g{id}"), who, m)?;
    }
    core.drain_owed();
    Ok(())
}

/// The server pages' slug `/web on` answers with.
fn pages_on(core: &Core, realm: &str) -> R<String> {
    let on = act(core, realm, true, "lobby", ALICE, "/web on")?;
    Ok(on
        .split("/s/")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .ok_or(format!("a server slug in {on}"))?
        .to_string())
}

async fn serve(core: Arc<Core>) -> R<Running> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let web = Arc::new(Web::new(
        core,
        WebConfig::default(),
        Arc::new(Health::without_gateway()),
    ));
    Ok(web::start_on(listener, web)?)
}

async fn get(url: &str) -> R<(u16, Vec<u8>)> {
    let r = reqwest::Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(30))
        .build()?
        .get(url)
        .send()
        .await?;
    Ok((r.status().as_u16(), r.bytes().await?.to_vec()))
}

/// A page's body as text, after checking it answered 200 and holds no id.
async fn public(url: &str) -> R<String> {
    let (status, body) = get(url).await?;
    assert_eq!(status, 200, "{url}");
    let text = String::from_utf8_lossy(&body).into_owned();
    for id in [ALICE, BOB, CAROL, SERVER_A, SERVER_B] {
        assert!(!text.contains(id), "{url} shows the id {id}: {text}");
    }
    Ok(text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_and_records_name_players_as_their_server_did_after_a_restart() -> R {
    let dir = tempfile::tempdir()?;
    let (slug_a, slug_b, server_a, server_b) = {
        let core = open(dir.path())?;
        // Server A: both named; Alice by her nickname there.
        assert!(core.note_server_name(SERVER_A, "Klub Szachowy Łódź")?);
        assert!(!core.note_server_name(SERVER_A, "Klub Szachowy Łódź")?);
        core.note_names(
            Some(SERVER_A),
            &[
                (UserId::new(ALICE), "Łucja <@everyone>".into()),
                (UserId::new(BOB), "Bartek".into()),
            ],
        );
        // Server B: only Alice seen there, by another name; no server name known.
        core.note_names(Some(SERVER_B), &[(UserId::new(ALICE), "Ala".into())]);
        play(&core, SERVER_A, 1)?;
        play(&core, SERVER_B, 2)?;
        // A round robin in server A: Carol, never named there, joins; Bob is withdrawn.
        let new = "/tournament new glinski rr name:Puchar Łodzi";
        act(&core, SERVER_A, true, "lobby", ALICE, new)?;
        for who in [ALICE, BOB, CAROL] {
            act(&core, SERVER_A, false, "lobby", who, "/tournament join t1")?;
        }
        act(
            &core,
            SERVER_A,
            true,
            "lobby",
            ALICE,
            "/tournament start t1",
        )?;
        let out = format!("/tournament withdraw @{BOB}");
        act(&core, SERVER_A, true, "#t1", ALICE, &out)?;
        core.drain_owed();
        let slugs = (
            core.game_slug(GameId(1))?.ok_or("g1 has a slug")?,
            core.game_slug(GameId(2))?.ok_or("g2 has a slug")?,
        );
        (
            slugs.0,
            slugs.1,
            pages_on(&core, SERVER_A)?,
            pages_on(&core, SERVER_B)?,
        )
    };
    // A restart: the book of names is gone; what was stored remains.
    let core = Arc::new(open(dir.path())?);
    assert_eq!(core.name_in(Some(SERVER_A), &UserId::new(ALICE)), None);
    let running = serve(core.clone()).await?;
    let base = format!("http://{}", running.addr);

    let page = public(&format!("{base}/g/{slug_a}")).await?;
    assert!(
        page.contains("Łucja everyone (White) vs Bartek (Black)"),
        "{page}"
    );
    assert!(
        page.contains(
            "content=\"Glinski&#39;s Hexagonal Chess \u{2022} Łucja everyone vs Bartek\""
        ),
        "{page}"
    );
    let pgn = public(&format!("{base}/g/{slug_a}.pgn")).await?;
    for tag in [
        "[Site \"Klub Szachowy Łódź\"]",
        "[White \"Łucja everyone\"]",
        "[Black \"Bartek\"]",
        "[Result \"1-0\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    let (status, png) = get(&format!("{base}/g/{slug_a}/og.png")).await?;
    assert_eq!(status, 200);
    assert!(png.starts_with(b"\x89PNG"));
    let board = public(&format!("{base}/s/{server_a}/leaderboard")).await?;
    assert!(
        board.contains("Klub Szachowy Łódź") && board.contains("<td>Łucja everyone</td>"),
        "{board}"
    );
    let games = public(&format!("{base}/s/{server_a}/games")).await?;
    assert!(games.contains("Łucja everyone vs Bartek"), "{games}");
    let cup = public(&format!("{base}/s/{server_a}/t/t1")).await?;
    for cell in [
        "<td>Łucja everyone</td>",
        "<td>Bartek (withdrawn)</td>",
        "<td>Player ",
    ] {
        assert!(cup.contains(cell), "{cell} in {cup}");
    }

    // Server B names Alice its own way, and Bob, never named there, by his seat.
    for url in [
        format!("{base}/g/{slug_b}"),
        format!("{base}/g/{slug_b}.pgn"),
        format!("{base}/s/{server_b}/leaderboard"),
        format!("{base}/s/{server_b}/games"),
    ] {
        let body = public(&url).await?;
        assert!(
            !body.contains("Łucja") && !body.contains("Bartek") && !body.contains("Klub"),
            "{url}: {body}"
        );
    }
    let page_b = public(&format!("{base}/g/{slug_b}")).await?;
    assert!(
        page_b.contains("Ala (White) vs Player 2 (Black)"),
        "{page_b}"
    );
    let pgn_b = public(&format!("{base}/g/{slug_b}.pgn")).await?;
    assert!(
        pgn_b.contains("[Site \"Discord\"]")
            && pgn_b.contains("[White \"Ala\"]")
            && pgn_b.contains("[Black \"?\"]"),
        "{pgn_b}"
    );
    let board_b = public(&format!("{base}/s/{server_b}/leaderboard?lang=pl")).await?;
    assert!(
        board_b.contains("<td>Ala</td>") && board_b.contains("<td>Gracz 2</td>"),
        "{board_b}"
    );
    Ok(())
}

/// The first `/<kind>/<slug>` address in `text`'s slug.
fn slug_after(text: &str, kind: &str) -> R<String> {
    Ok(text
        .split(&format!("/{kind}/"))
        .nth(1)
        .map(|s| s.chars().take_while(char::is_ascii_alphanumeric).collect())
        .ok_or(format!("a /{kind}/ address in {text}"))?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_nicknames_and_the_servers_name_reach_the_pages() -> R {
    init();
    let fake = FakeDiscord::start().await?;
    let guild: serenity::all::Guild = serde_json::from_value(fake.guild_json(7, "Klub"))?;
    assert_eq!((guild.id.get(), guild.name.as_str()), (7, "Klub"));
    let dir = tempfile::tempdir()?;
    let port = std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port();
    let bot = start_bot_web(
        &fake,
        dir.path(),
        WebConfig {
            listen: Some(format!("127.0.0.1:{port}")),
            ..WebConfig::default()
        },
    )?;
    connected(&fake, 1).await?;
    let base = format!("http://127.0.0.1:{port}");
    let alice = fake.add_user("alice", "Alice");
    let bob = fake.add_user("bob", "Bob");
    fake.make_admin(alice);
    let lobby = fake.state().lobby;
    let guild_id = fake.state().guild_id;
    // Named by their global names while the game starts.
    let thread = new_game(&fake, alice, bob).await?;
    // Then Alice takes a nickname in the server, and the server tells its name; she resigns.
    fake.set_nick(alice, "Ala z Łodzi");
    fake.guild_create("Klub Łódź");
    let i = fake.slash(alice, thread, "resign", &[]);
    answer_to(&fake, i).await?;
    let i = fake.slash(alice, lobby, "web", &[Opt::Int("pages", 0)]); // the choice "on"
    let on = answer_to(&fake, i).await?;
    let server = slug_after(&on.content, "s")?;
    let games = public(&format!("{base}/s/{server}/games")).await?;
    assert!(games.contains("Ala z Łodzi vs Bob"), "{games}");
    let game = slug_after(&games, "g")?;
    // The server's name is kept as its GUILD_CREATE is handled.
    let deadline = Instant::now() + WAIT;
    let pgn = loop {
        let pgn = public(&format!("{base}/g/{game}.pgn")).await?;
        if pgn.contains("[Site \"Klub Łódź\"]") || Instant::now() > deadline {
            break pgn;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    for tag in [
        "[Site \"Klub Łódź\"]",
        "[White \"Ala z Łodzi\"]",
        "[Black \"Bob\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    let page = public(&format!("{base}/g/{game}")).await?;
    assert!(
        page.contains("Ala z Łodzi (White) vs Bob (Black)"),
        "{page}"
    );
    // (A game resigned before its first moves is not rated: the leaderboard is empty.)
    for url in [
        format!("{base}/g/{game}"),
        format!("{base}/s/{server}/leaderboard"),
    ] {
        let body = public(&url).await?;
        assert!(
            body.contains("Klub Łódź") || url.contains("/g/"),
            "{url}: {body}"
        );
        for id in [alice, bob, guild_id] {
            assert!(!body.contains(&id.to_string()), "{url} shows {id}: {body}");
        }
    }
    for id in [alice, bob, guild_id] {
        assert!(
            !pgn.contains(&id.to_string()),
            "the record shows {id}: {pgn}"
        );
        assert!(
            !games.contains(&id.to_string()),
            "the games show {id}: {games}"
        );
    }
    bot.stop().await?;
    Ok(())
}
