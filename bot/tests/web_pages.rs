//! The web pages as people and machines meet them:
//!
//! - a real browser (headless Chromium, driven over the DevTools protocol) opens a game page,
//!   steps through the moves with the arrow keys, receives a move played meanwhile, and a
//!   screenshot of the page shows a board;
//! - the page without JavaScript shows the position and the moves;
//! - Discord's link crawler gets Open Graph tags, and their image is a 1200 x 630 PNG;
//! - server pages appear only after `/web on`, and `/web games off` hides game pages;
//! - `/metrics` of a console game parses as Prometheus text with the expected series;
//! - `/readyz` follows the fake Discord's gateway: 503 while it is down, 200 again after;
//! - pages speak the visitor's language: `?lang=`, else `Accept-Language`, else the server's
//!   (so Discord's crawler, which sends no `Accept-Language`, previews in the server's);
//! - a puzzle has a page with its preview, and a server's puzzle of the day one only while its
//!   pages are public; in the browser, a puzzle is solved (and missed) by clicking cells.
//!
//! Chromium is Debian's `chromium`. Without it the browser test prints a skip line, unless
//! `HEXCOURIER_REQUIRE_CHROMIUM=1` (CI), where it fails. Only loopback addresses are used.

mod fake_discord;

use fake_discord::harness::*;
use fake_discord::FakeDiscord;
use futures_util::{SinkExt, StreamExt};
use hexcourier::core::{Caller, Core, FakeClock, GameId, Place, PngPainter, UserId};
use hexcourier::store::MemoryStore;
use hexcourier::web::{self, Health, Running, Web, WebConfig};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message as WsMessage;

type R<T = ()> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// The first moves of Glinski's four-move mate (White mates on the 7th ply).
const OPENING: [(&str, &str); 5] = [
    ("alice", "Qe1-c3"),
    ("bob", "Qe10-c6"),
    ("alice", "b1-b2"),
    ("bob", "b7-b6"),
    ("alice", "Bf3-b1"),
];

/// A core on memory with alice (White) against bob, after `moves` of [`OPENING`].
fn core_with_game(moves: usize) -> R<Arc<Core>> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    let core = Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(PngPainter),
    )?;
    say(&core, "lobby", "alice", "/new glinski @bob days:3");
    say(&core, "lobby", "bob", "/accept");
    for (who, m) in OPENING.iter().take(moves) {
        say(&core, "#g1", who, m);
    }
    core.drain_owed();
    Ok(Arc::new(core))
}

fn say(core: &Core, place: &str, user: &str, text: &str) -> Vec<String> {
    core.handle(
        &Caller::operator(UserId::new(user)),
        &Place::new(place),
        text,
    )
    .iter()
    .map(|r| r.text().map_or_else(|| format!("{r:?}"), str::to_string))
    .collect()
}

/// The web server on a free loopback port.
async fn serve(core: Arc<Core>) -> R<Running> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    serve_on(listener, core, WebConfig::default())
}

/// The web server on a free loopback port, which is its public address (`web.public_url`).
async fn serve_public(core: Arc<Core>) -> R<Running> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let public_url = Some(format!("http://{}", listener.local_addr()?));
    serve_on(
        listener,
        core,
        WebConfig {
            public_url,
            ..WebConfig::default()
        },
    )
}

fn serve_on(listener: tokio::net::TcpListener, core: Arc<Core>, config: WebConfig) -> R<Running> {
    let web = Arc::new(Web::new(core, config, Arc::new(Health::without_gateway())));
    Ok(web::start_on(listener, web)?)
}

fn client() -> R<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(30))
        .build()?)
}

async fn get(url: &str) -> R<(u16, String)> {
    let r = client()?.get(url).send().await?;
    let status = r.status().as_u16();
    Ok((status, r.text().await?))
}

/// The value of a `<meta property|name="key" content="...">` tag.
fn meta(page: &str, key: &str) -> Option<String> {
    let at = page
        .find(&format!("property=\"{key}\""))
        .or_else(|| page.find(&format!("name=\"{key}\"")))?;
    let rest = &page[at..];
    let start = rest.find("content=\"")? + "content=\"".len();
    let end = rest[start..].find('"')?;
    Some(
        rest[start..start + end]
            .replace("&#39;", "'")
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&"),
    )
}

fn slug(core: &Core) -> R<String> {
    Ok(core.game_slug(GameId(1))?.ok_or("the game has a slug")?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_without_javascript_shows_the_position_and_the_moves() -> R {
    let core = core_with_game(5)?;
    let running = serve(core.clone()).await?;
    let slug = slug(&core)?;
    assert!(hexcourier::core::is_slug(&slug), "{slug}");
    let base = format!("http://{}", running.addr);
    let (status, page) = get(&format!("{base}/g/{slug}")).await?;
    assert_eq!(status, 200);
    assert!(page.contains("<svg"), "the board is inline SVG");
    for m in [
        "1. Qe1-c3",
        "1... Qe10-c6",
        "2. b1-b2",
        "2... b7-b6",
        "3. Bf3-b1",
    ] {
        assert!(page.contains(m), "{m} listed");
    }
    assert!(page.contains("Black (bob) to move"), "{page}");
    assert!(page.contains("Clock: 3 days per move"));
    // Without the board, the page is small, and it loads nothing from elsewhere.
    let board_start = page.find("<svg").ok_or("svg")?;
    let board_end = page.rfind("</svg>").ok_or("svg end")? + "</svg>".len();
    let rest = page.len() - (board_end - board_start);
    assert!(rest < 100 * 1024, "{rest} bytes besides the board");
    assert!(!page.contains("src=\"http"), "no external scripts");
    assert!(!page.contains("href=\"http"), "no external styles");
    // An earlier position, drawn by the server.
    let (_, start) = get(&format!("{base}/g/{slug}?ply=0")).await?;
    assert!(start.contains("Position after 0 of 5 moves."));
    let (status, svg) = get(&format!("{base}/g/{slug}/svg/2")).await?;
    assert_eq!(status, 200);
    assert!(svg.starts_with("<svg"));
    assert_eq!(get(&format!("{base}/g/{slug}/svg/9")).await?.0, 404);
    // The record, through the core's export.
    let (status, pgn) = get(&format!("{base}/g/{slug}.pgn")).await?;
    assert_eq!(status, 200);
    assert!(
        pgn.contains("[White \"alice\"]") && pgn.contains("1. Qe1-c3 Qe10-c6"),
        "{pgn}"
    );
    let gif = client()?.get(format!("{base}/g/{slug}.gif")).send().await?;
    assert_eq!(gif.status().as_u16(), 200);
    assert!(gif.bytes().await?.starts_with(b"GIF89a"));
    // Game ids are no addresses; a wrong slug is not found.
    assert_eq!(get(&format!("{base}/g/g1")).await?.0, 404);
    assert_eq!(get(&format!("{base}/g/abcdefghijkmnpqr")).await?.0, 404);
    // Private things never show: no hints, no votes.
    assert!(!page.to_lowercase().contains("hint"));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discords_crawler_gets_a_large_preview() -> R {
    let core = core_with_game(3)?;
    let running = serve_public(core.clone()).await?;
    let slug = slug(&core)?;
    let base = format!("http://{}", running.addr);
    let page = client()?
        .get(format!("{base}/g/{slug}"))
        .header(
            "User-Agent",
            "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
        )
        .send()
        .await?
        .text()
        .await?;
    assert_eq!(
        meta(&page, "og:title").as_deref(),
        Some("Glinski's Hexagonal Chess \u{2022} alice vs bob")
    );
    assert_eq!(
        meta(&page, "og:description").as_deref(),
        Some("Black (bob) to move, after 3 moves.")
    );
    assert_eq!(
        meta(&page, "twitter:card").as_deref(),
        Some("summary_large_image")
    );
    assert_eq!(meta(&page, "og:url"), Some(format!("{base}/g/{slug}")));
    let image = meta(&page, "og:image").ok_or("og:image")?;
    assert!(
        image.starts_with(&format!("{base}/g/{slug}/og.png")),
        "{image}"
    );
    let r = client()?.get(&image).send().await?;
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(
        r.headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("image/png")
    );
    let bytes = r.bytes().await?;
    let (w, h, _) = decode_png(&bytes)?;
    assert_eq!((w, h), (1200, 630));
    // A finished game says its result.
    for (who, m) in [
        ("bob", "b7-b6"),
        ("alice", "Bf3-b1"),
        ("bob", "e7-e6"),
        ("alice", "Qc3xf9"),
    ] {
        say(&core, "#g1", who, m);
    }
    let (_, page) = get(&format!("{base}/g/{slug}")).await?;
    let d = meta(&page, "og:description").ok_or("description")?;
    assert!(d.starts_with("Checkmate"), "{d}");
    Ok(())
}

/// A page asked for with these `Accept-Language` values (none: no header), and its `Vary`.
async fn get_in(url: &str, accept: Option<&str>) -> R<(u16, String, String)> {
    let mut req = client()?.get(url);
    if let Some(a) = accept {
        req = req.header("Accept-Language", a);
    }
    let r = req.send().await?;
    let status = r.status().as_u16();
    let vary = r
        .headers()
        .get("vary")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    Ok((status, r.text().await?, vary))
}

/// English words a page in another language must not show.
const ENGLISH_MARKERS: [&str; 9] = [
    "to move",
    "Clock:",
    "Position after",
    "<h2>Moves</h2>",
    "Download the record",
    "Animated replay",
    ">Latest<",
    "Start position",
    "Glinski's Hexagonal Chess",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_polish_browser_gets_a_polish_game_page_and_lang_beats_it() -> R {
    let core = core_with_game(3)?;
    let running = serve(core.clone()).await?;
    let slug = slug(&core)?;
    let base = format!("http://{}", running.addr);
    let polish = Some("pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7");
    let (status, page, vary) = get_in(&format!("{base}/g/{slug}"), polish).await?;
    assert_eq!(status, 200);
    assert!(
        vary.to_ascii_lowercase().contains("accept-language"),
        "{vary}"
    );
    assert!(page.contains("<html lang=\"pl\">"), "{page}");
    for s in [
        "Czarne (bob) na posunięciu",
        "Zegar: 3 dni na ruch",
        "Pozycja po 3 z 3 ruchów.",
        "<h2>Ruchy</h2>",
        "Pobierz zapis partii",
        "Szachy heksagonalne Glińskiego",
    ] {
        assert!(page.contains(s), "{s} in {page}");
    }
    for english in ENGLISH_MARKERS {
        assert!(!page.contains(english), "{english} in the Polish page");
    }
    assert_eq!(
        meta(&page, "og:description").as_deref(),
        Some("Czarne (bob) na posunięciu, po 3 ruchach.")
    );
    // Without ?lang= the links do not name a language.
    assert!(page.contains("href=\"?ply=0\""), "{page}");
    // ?lang= beats the header, and the links keep it.
    let (_, de, _) = get_in(&format!("{base}/g/{slug}?lang=de"), polish).await?;
    assert!(de.contains("<html lang=\"de\">"), "{de}");
    assert!(de.contains("Schwarz (bob) am Zug"), "{de}");
    assert!(de.contains("Stellung nach 3 von 3 Zügen."), "{de}");
    assert!(de.contains("href=\"?ply=0&amp;lang=de\""), "{de}");
    assert!(!de.contains("na posunięciu"));
    // A language not spoken is ignored: the header decides again.
    let (_, ignored, _) = get_in(&format!("{base}/g/{slug}?lang=fr"), polish).await?;
    assert!(ignored.contains("<html lang=\"pl\">"));
    // The first language spoken by q-value; no header and no server language is English.
    let (_, hu, _) = get_in(
        &format!("{base}/g/{slug}"),
        Some("fr;q=0.9, de;q=0.4, hu;q=0.8"),
    )
    .await?;
    assert!(
        hu.contains("<html lang=\"hu\">") && hu.contains("Sötét (bob) lép"),
        "{hu}"
    );
    let (_, en, _) = get_in(&format!("{base}/g/{slug}"), Some("q=;;,,*")).await?;
    assert!(en.contains("<html lang=\"en\">") && en.contains("Black (bob) to move"));
    // Error pages speak the language asked for too.
    let (status, missing, _) = get_in(&format!("{base}/g/abcdefghijkmnpqr"), polish).await?;
    assert_eq!(status, 404);
    assert!(missing.contains("Nie znaleziono"), "{missing}");
    let (_, index, _) = get_in(&format!("{base}/?lang=hu"), None).await?;
    assert!(index.contains("Hatszöges sakk"), "{index}");
    // The live page's events come in the page's language.
    let mut events = client()?
        .get(format!("{base}/g/{slug}/events?lang=pl"))
        .send()
        .await?;
    let mut seen = String::new();
    while !seen.contains("na posunięciu") {
        let chunk = tokio::time::timeout(Duration::from_secs(20), events.chunk())
            .await??
            .ok_or("the events ended")?;
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    assert!(!seen.contains("to move"), "{seen}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hungarian_servers_previews_are_hungarian_without_headers() -> R {
    let core = core_with_game(3)?;
    // The console's games belong to no guild: their server is the console's own.
    let set = say(&core, "lobby", "alice", "/language hu");
    assert!(set.join("\n").contains("magyar"), "{set:?}");
    let running = serve(core.clone()).await?;
    let slug = slug(&core)?;
    let base = format!("http://{}", running.addr);
    // Discord's crawler sends no Accept-Language.
    let page = client()?
        .get(format!("{base}/g/{slug}"))
        .header(
            "User-Agent",
            "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
        )
        .send()
        .await?
        .text()
        .await?;
    assert!(page.contains("<html lang=\"hu\">"), "{page}");
    assert_eq!(
        meta(&page, "og:title").as_deref(),
        Some("Glinski-féle hatszögletű sakk \u{2022} alice vs bob")
    );
    assert_eq!(
        meta(&page, "og:description").as_deref(),
        Some("Sötét (bob) lép, 3 lépés után.")
    );
    assert_eq!(meta(&page, "og:locale").as_deref(), Some("hu_HU"));
    let image = meta(&page, "og:image").ok_or("og:image")?;
    assert!(image.ends_with("&lang=hu"), "{image}");
    // Without web.public_url the picture's address is relative to the server.
    let r = client()?.get(format!("{base}{image}")).send().await?;
    assert_eq!(r.status().as_u16(), 200);
    let (w, h, _) = decode_png(&r.bytes().await?)?;
    assert_eq!((w, h), (1200, 630));
    // A visitor's own language still beats the server's.
    let (_, english, _) = get_in(&format!("{base}/g/{slug}"), Some("en-GB")).await?;
    assert!(english.contains("Black (bob) to move"), "{english}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_pages_show_only_when_turned_on() -> R {
    let core = core_with_game(5)?;
    say(&core, "#g1", "bob", "e7-e6");
    say(&core, "#g1", "alice", "Qc3xf9");
    let running = serve(core.clone()).await?;
    let base = format!("http://{}", running.addr);
    let shown = say(&core, "lobby", "alice", "/web");
    assert!(shown[0].contains("Server pages are off"), "{shown:?}");
    let on = say(&core, "lobby", "alice", "/web on");
    let text = on.join("\n");
    let slug = text
        .split("/s/")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .ok_or(format!("a server slug in {text}"))?
        .to_string();
    let (status, board) = get(&format!("{base}/s/{slug}/leaderboard")).await?;
    assert_eq!(status, 200);
    assert!(
        board.contains("Leaderboard: Glinski") && board.contains("alice"),
        "{board}"
    );
    let (status, games) = get(&format!("{base}/s/{slug}/games")).await?;
    assert_eq!(status, 200);
    let game = slug_of_game(&core)?;
    assert!(
        games.contains(&format!("/g/{game}")) && games.contains("1-0"),
        "{games}"
    );
    say(&core, "lobby", "alice", "/web off");
    assert_eq!(get(&format!("{base}/s/{slug}/games")).await?.0, 404);
    assert_eq!(get(&format!("{base}/g/{game}")).await?.0, 200);
    say(&core, "lobby", "alice", "/web games off");
    assert_eq!(
        get(&format!("{base}/g/{game}")).await?.0,
        404,
        "game pages off"
    );
    assert_eq!(get(&format!("{base}/g/{game}.pgn")).await?.0, 404);
    say(&core, "lobby", "alice", "/web games on");
    assert_eq!(get(&format!("{base}/g/{game}")).await?.0, 200);
    Ok(())
}

/// What a puzzle page's script checks (`data-steps`), read back from the page.
fn page_steps(page: &str) -> R<Value> {
    let steps = page
        .split("data-steps=\"")
        .nth(1)
        .and_then(|r| r.split('"').next())
        .ok_or("data-steps")?
        .replace("&quot;", "\"");
    Ok(serde_json::from_str(&steps)?)
}

/// A puzzle of the library: Glinski's mate in two for Black, 32... Qc4-f1+ 33. Re3-e1 Qf1xe1#.
const PUZZLE: &str = "e5ace0eec48f";

/// A Hole Chess puzzle of the library, mate in two for White: 44. Tg5:e6-g4+ (the Teleporter
/// puts Black's King from e6 on g4) Kg4-e4 45. Bc7-b7>e4# (the Bishop steps to b7 and drags
/// the King off through the hole between).
const HOLE_PUZZLE: &str = "7227122a03a5";

/// A Glinski puzzle of the library won by a promotion: 53... e2-e1=Q.
const PROMOTION_PUZZLE: &str = "02ff10c277dc";

/// A Frontofhouse (Wellisch) puzzle of the library, mate in one for White by a drop: 35.
/// W*d7#, with two Points and a Wazir in White's hand.
const DROP_PUZZLE: &str = "8fb993235eaf";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_has_a_page_and_a_servers_puzzle_of_the_day_shows_only_when_public() -> R {
    let core = core_with_game(0)?;
    let running = serve_public(core.clone()).await?;
    let base = format!("http://{}", running.addr);
    let (status, page) = get(&format!("{base}/puzzle/{PUZZLE}")).await?;
    assert_eq!(status, 200);
    for s in [
        "<html lang=\"en\">",
        "<title>Puzzle e5ace0eec48f</title>",
        "<h1>Puzzle e5ace0eec48f</h1><p>Glinski&#39;s Hexagonal Chess, rated 1250.</p><p id=\"tomove\"><strong>Black to move: find the best line.</strong></p>",
        "data-base=\"/puzzle/e5ace0eec48f\" data-plies=\"3\"",
        "<details id=\"solution\"><summary>The solution</summary><p>The solution: 32... Qc4-f1+ 33. Re3-e1 Qf1xe1#</p><p>Themes: mate in 2.</p></details>",
        "<path data-cell=\"c4\"",
    ] {
        assert!(page.contains(s), "{s} in {page}");
    }
    // What the script checks: the right cells and what to say, in the page's language.
    let steps = page_steps(&page)?;
    assert_eq!(steps[0]["ok"], json!([["c4", "f1"]]));
    // Every legal move's clicks too, so that only legal moves are judged.
    let legal = steps[0]["moves"].as_array().ok_or("moves")?;
    assert!(legal.contains(&json!(["c4", "f1"])) && legal.contains(&json!(["c4", "c5"])));
    assert!(legal.iter().all(|m| m.as_array().map(Vec::len) == Some(2)));
    assert_eq!(steps[0]["said"], "Right! White replies Re3-e1: your move.");
    assert_eq!(steps[1]["ok"][0], json!(["f1", "e1"]));
    assert_eq!(steps[1]["said"], "Right! Solved.");
    assert_eq!(
        meta(&page, "og:title").as_deref(),
        Some("Puzzle e5ace0eec48f \u{2022} Glinski's Hexagonal Chess")
    );
    assert_eq!(
        meta(&page, "og:description").as_deref(),
        Some("Black to move. Rated 1250: can you find the line?")
    );
    assert_eq!(
        meta(&page, "og:url"),
        Some(format!("{base}/puzzle/{PUZZLE}"))
    );
    let image = meta(&page, "og:image").ok_or("og:image")?;
    assert_eq!(image, format!("{base}/puzzle/{PUZZLE}/og.png?lang=en"));
    assert_eq!(meta(&page, "twitter:image"), Some(image.clone()));
    assert_eq!(
        meta(&page, "twitter:card").as_deref(),
        Some("summary_large_image")
    );
    let png = client()?.get(&image).send().await?;
    assert_eq!(png.status().as_u16(), 200);
    assert_eq!(
        png.headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("image/png")
    );
    let (w, h, _) = decode_png(&png.bytes().await?)?;
    assert_eq!((w, h), (1200, 630));
    // Each position of the line as SVG, cells named for clicks; nothing past its end.
    let (status, svg) = get(&format!("{base}/puzzle/{PUZZLE}/svg/3")).await?;
    assert_eq!(status, 200);
    assert!(
        svg.starts_with("<svg ") && svg.contains("data-cell=\"e1\""),
        "{svg}"
    );
    assert_eq!(get(&format!("{base}/puzzle/{PUZZLE}/svg/4")).await?.0, 404);
    assert_eq!(get(&format!("{base}/puzzle/{PUZZLE}/svg/x")).await?.0, 404);
    // An unknown puzzle: the 404 page.
    let (status, missing) = get(&format!("{base}/puzzle/000000000000")).await?;
    assert_eq!(status, 404);
    assert!(missing.contains("<h1>Not found</h1>"), "{missing}");
    // In Polish.
    let (_, pl) = get(&format!("{base}/puzzle/{PUZZLE}?lang=pl")).await?;
    for s in [
        "<h1>Zadanie e5ace0eec48f</h1>",
        "Na ruchu: Czarne. Znajdź najlepszy ciąg.",
        "Rozwiązanie: 32... Hc4-f1+ 33. We3-e1 Hf1xe1#",
        "Dobrze! Odpowiedź (Białe): We3-e1. Twój ruch.",
    ] {
        assert!(pl.contains(s), "{s} in {pl}");
    }
    assert_eq!(
        meta(&pl, "og:image"),
        Some(format!("{base}/puzzle/{PUZZLE}/og.png?lang=pl"))
    );
    // The console's server: its puzzle of the day has a page only while its pages are on.
    let on = say(&core, "lobby", "alice", "/web on").join("\n");
    let slug = on
        .split("/s/")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .ok_or(format!("a server slug in {on}"))?
        .to_string();
    let (status, daily) = get(&format!("{base}/s/{slug}/puzzle")).await?;
    assert_eq!(status, 200);
    // 1_900_000_000 is 2030-03-17 17:46 UTC; without settings, a day starts at midnight UTC.
    assert!(
        daily.contains("<h1>Puzzle of the day, 2030-03-17</h1>"),
        "{daily}"
    );
    assert!(daily.contains("data-base=\"/puzzle/"), "{daily}");
    assert_eq!(
        meta(&daily, "og:url"),
        Some(format!("{base}/s/{slug}/puzzle"))
    );
    assert_eq!(
        get(&format!("{base}/s/{slug}/puzzle/2030-03-16")).await?.0,
        200
    );
    assert_eq!(
        get(&format!("{base}/s/{slug}/puzzle/2030-03-18")).await?.0,
        404,
        "tomorrow's puzzle is not shown"
    );
    say(&core, "lobby", "alice", "/web off");
    for path in ["puzzle", "puzzle/2030-03-16"] {
        let (status, page) = get(&format!("{base}/s/{slug}/{path}")).await?;
        assert_eq!(status, 404, "{path}");
        assert!(page.contains("<h1>Not found</h1>"), "{page}");
    }
    assert_eq!(
        get(&format!("{base}/s/abcdefghijkmnpqr/puzzle")).await?.0,
        404
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_has_a_page_with_its_standings_and_rounds() -> R {
    let core = core_with_game(0)?;
    say(
        &core,
        "lobby",
        "org",
        "/tournament new glinski rr name:# Winter *Cup* <1>",
    );
    for p in ["ann", "ben", "cy", "dee"] {
        say(&core, "lobby", p, "/tournament join t1");
    }
    say(&core, "lobby", "org", "/tournament start t1");
    // Round 1's first game ends; the second goes on.
    say(&core, "#g2", "ann", "/resign");
    let on = say(&core, "lobby", "org", "/web on").join("\n");
    let server = on
        .split("/s/")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .ok_or(format!("a server slug in {on}"))?
        .to_string();
    let running = serve(core.clone()).await?;
    let base = format!("http://{}", running.addr);
    let (status, board) = get(&format!("{base}/s/{server}/leaderboard")).await?;
    assert_eq!(status, 200);
    assert!(board.contains(&format!("/s/{server}/t/t1")), "{board}");
    assert!(board.contains("# Winter *Cup* &lt;1&gt;"), "{board}");
    let (status, page) = get(&format!("{base}/s/{server}/t/t1")).await?;
    assert_eq!(status, 200, "{page}");
    // The standings and crosstable are there with the players' names.
    // Its name as given, escaped as HTML only: no chat backslash shows.
    assert!(page.contains("<h1># Winter *Cup* &lt;1&gt;</h1>"), "{page}");
    assert!(!page.contains("\\#") && !page.contains("\\*"), "{page}");
    assert!(
        page.contains("Glinski&#39;s Hexagonal Chess, round robin"),
        "{page}"
    );
    assert!(page.contains("crosstable"), "{page}");
    for p in ["ann", "ben", "cy", "dee"] {
        assert!(page.contains(&format!("<td>{p}</td>")), "{p} in {page}");
    }
    // Round 1: the decided board links its game and shows its result; the other plays on.
    let g2 = core.game_slug(GameId(2))?.ok_or("g2 has a slug")?;
    assert!(page.contains(&format!("<a href=\"/g/{g2}\">")), "{page}");
    assert!(page.contains("<td>0-1</td>"), "{page}");
    assert!(page.contains("<td>playing</td>"), "{page}");
    // In Polish, by ?lang=: the rounds, the boards still playing, and links that keep it.
    let (status, polish) = get(&format!("{base}/s/{server}/t/t1?lang=pl")).await?;
    assert_eq!(status, 200);
    for s in [
        "<html lang=\"pl\">",
        "<h2>Runda 1</h2>",
        "<td>w toku</td>",
        "tabela krzyżowa",
        "Szachy heksagonalne Glińskiego, każdy z każdym",
        &format!("<a href=\"/g/{g2}?lang=pl\">"),
        &format!("/s/{server}/leaderboard?lang=pl"),
    ] {
        assert!(polish.contains(s), "{s} in {polish}");
    }
    assert!(
        !polish.contains("playing") && !polish.contains("Round 1"),
        "{polish}"
    );
    let (_, board_pl) = get(&format!("{base}/s/{server}/leaderboard?lang=pl")).await?;
    assert!(
        board_pl.contains("Tabela rankingowa: Szachy heksagonalne Glińskiego")
            && board_pl.contains(&format!("/s/{server}/t/t1?lang=pl")),
        "{board_pl}"
    );
    // Another server's tournament, an unknown one and a bad id are not found.
    assert_eq!(get(&format!("{base}/s/{server}/t/t9")).await?.0, 404);
    assert_eq!(get(&format!("{base}/s/{server}/t/x")).await?.0, 404);
    say(&core, "lobby", "org", "/web off");
    assert_eq!(get(&format!("{base}/s/{server}/t/t1")).await?.0, 404);
    Ok(())
}

/// The `game` events of a live page's stream, read one at a time.
struct GameEvents {
    response: reqwest::Response,
    buffer: String,
}

impl GameEvents {
    /// The next `game` event whose data satisfies `wanted` (earlier ones are passed over),
    /// waiting at most 20 seconds for each chunk of the stream.
    async fn until(&mut self, wanted: impl Fn(&Value) -> bool) -> R<Value> {
        loop {
            while let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                if !block.lines().any(|l| l == "event: game") {
                    continue;
                }
                let data: Vec<&str> = block
                    .lines()
                    .filter_map(|l| l.strip_prefix("data:"))
                    .map(|d| d.strip_prefix(' ').unwrap_or(d))
                    .collect();
                let event: Value = serde_json::from_str(&data.join("\n"))?;
                if wanted(&event) {
                    return Ok(event);
                }
            }
            let chunk = tokio::time::timeout(Duration::from_secs(20), self.response.chunk())
                .await??
                .ok_or("the events ended")?;
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}

/// Each event of a live page carries the clock as it is after the change: the new turn's
/// deadline after a move, the time left while a vacation stops it, none once the game ended;
/// and the line the page shows for it, as the page itself would show it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_pages_events_carry_the_clock_after_each_change() -> R {
    const T0: u64 = 1_900_000_000;
    let clock = Arc::new(FakeClock::at(T0));
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    let core = Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(clock.clone()),
        Box::new(PngPainter),
    )?
    .with_vacation_days(30);
    say(&core, "lobby", "alice", "/new glinski @bob days:3");
    say(&core, "lobby", "bob", "/accept");
    core.drain_owed();
    let core = Arc::new(core);
    let running = serve(core.clone()).await?;
    let slug = slug(&core)?;
    let url = format!("http://{}/g/{slug}/events", running.addr);
    let mut events = GameEvents {
        response: client()?.get(&url).send().await?,
        buffer: String::new(),
    };
    let play = |user: &'static str, text: &'static str| {
        let c = core.clone();
        tokio::task::spawn_blocking(move || say(&c, "#g1", user, text))
    };
    let first = events.until(|e| e["plies"] == 0).await?;
    assert_eq!(first["clock"], json!({ "deadline": T0 + 3 * 86_400 }));
    assert_eq!(
        first["clock_line"],
        "Clock: 3 days per move; this move is due by 2030-03-20 17:46 UTC."
    );
    // A move an hour later: bob's turn, and its own deadline.
    clock.advance(3600);
    play("alice", "Qe1-c3").await?;
    let moved = events.until(|e| e["plies"] == 1).await?;
    assert_eq!(
        moved["clock"],
        json!({ "deadline": T0 + 3600 + 3 * 86_400 })
    );
    assert_eq!(
        moved["clock_line"],
        "Clock: 3 days per move; this move is due by 2030-03-20 18:46 UTC."
    );
    // Bob goes on vacation an hour into his turn: his clock stops with 2 days 23 hours left.
    clock.advance(3600);
    play("bob", "/vacation on").await?;
    let away = events.until(|e| e["clock"]["deadline"].is_null()).await?;
    assert_eq!(away["clock"], json!({ "stopped_left": 3 * 86_400 - 3600 }));
    assert_eq!(
        away["clock_line"],
        "Clock: 3 days per move; stopped by a vacation, 2 days 23 hours left for this move."
    );
    assert_eq!(
        (away["plies"].clone(), away["over"].clone()),
        (json!(1), json!(false))
    );
    // Once the game is over, no clock runs.
    play("alice", "/resign").await?;
    let over = events.until(|e| e["over"] == true).await?;
    assert_eq!(over["clock"], Value::Null);
    assert_eq!(over["clock_line"], "Clock: 3 days per move.");
    Ok(())
}

/// Two cores on one store stand for two processes: a page served by the first gets the
/// move played through the second as a live update.
async fn live_across_processes(a: Core, b: Core) -> R {
    say(&a, "lobby", "alice", "/new glinski @bob");
    say(&a, "lobby", "bob", "/accept");
    a.drain_owed();
    let a = Arc::new(a);
    let running = serve(a.clone()).await?;
    let slug = slug(&a)?;
    let url = format!("http://{}/g/{slug}/events", running.addr);
    let mut events = client()?.get(&url).send().await?;
    assert_eq!(events.status().as_u16(), 200);
    let mut seen = String::new();
    // The page's first event: the game as it stands.
    while !seen.contains("event: game") {
        let chunk = events.chunk().await?.ok_or("the events ended")?;
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    assert!(!seen.contains("Qe1-c3"), "{seen}");
    // b reads the game from the store and plays on it.
    say(&b, "#g1", "alice", "Qe1-c3");
    let got = tokio::time::timeout(Duration::from_secs(20), async {
        while !seen.contains("Qe1-c3") {
            match events.chunk().await {
                Ok(Some(chunk)) => seen.push_str(&String::from_utf8_lossy(&chunk)),
                _ => return false,
            }
        }
        true
    })
    .await;
    assert_eq!(
        got,
        Ok(true),
        "no live update of the other process's move: {seen}"
    );
    Ok(())
}

fn core_on_store(store: Box<dyn hexcourier::store::Store>) -> R<Core> {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    Ok(Core::new(
        lib,
        store,
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(PngPainter),
    )?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_stored_by_another_process_reaches_a_live_page() -> R {
    let store = MemoryStore::shared_by_processes();
    let a = core_on_store(Box::new(store.clone()))?;
    let b = core_on_store(Box::new(store))?;
    live_across_processes(a, b).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_stored_by_another_process_on_postgres_reaches_a_live_page() -> R {
    let Some(url) = hexcourier::store::pg_cluster::database_or_skip(
        "web_pages: a_move_stored_by_another_process_on_postgres_reaches_a_live_page",
    ) else {
        return Ok(());
    };
    let (a, b) = tokio::task::spawn_blocking(move || -> R<(Core, Core)> {
        let a = core_on_store(Box::new(hexcourier::store::PgStore::connect(&url)?))?;
        let b = core_on_store(Box::new(hexcourier::store::PgStore::connect(&url)?))?;
        Ok((a, b))
    })
    .await??;
    live_across_processes(a, b).await
}

#[test]
fn only_a_server_admin_changes_what_it_shows() -> R {
    use hexcourier::core::{Command, Problem, Rights, WebCmd};
    let core = core_with_game(0)?;
    let alice = UserId::new("alice");
    let member = Caller::member(alice.clone(), "42", Rights::PLAIN);
    let admin = Caller::member(alice, "42", Rights::ADMIN);
    let lobby = Place::lobby();
    let refused = core.try_execute(&member, &lobby, Command::Web(WebCmd::ServerPages(true)));
    assert!(matches!(refused, Err(Problem::Forbidden(_))), "{refused:?}");
    let refused = core.try_execute(&member, &lobby, Command::Web(WebCmd::GamePages(false)));
    assert!(matches!(refused, Err(Problem::Forbidden(_))), "{refused:?}");
    // Anyone may see how it stands.
    assert!(core
        .try_execute(&member, &lobby, Command::Web(WebCmd::Show))
        .is_ok());
    assert!(core
        .try_execute(&admin, &lobby, Command::Web(WebCmd::ServerPages(true)))
        .is_ok());
    assert!(core.web_settings(Some("42"))?.server_pages);
    assert!(!core.web_settings(None)?.server_pages, "servers are apart");
    Ok(())
}

fn slug_of_game(core: &Core) -> R<String> {
    slug(core)
}

/// Width, height and RGBA pixels of a PNG.
fn decode_png(bytes: &[u8]) -> R<(u32, u32, Vec<u8>)> {
    let mut decoder = png::Decoder::new(bytes);
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info()?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf)?;
    buf.truncate(info.buffer_size());
    let channels = info.color_type.samples();
    let rgba: Vec<u8> = buf
        .chunks_exact(channels)
        .flat_map(|p| match channels {
            1 => [p[0], p[0], p[0], 255],
            2 => [p[0], p[0], p[0], p[1]],
            3 => [p[0], p[1], p[2], 255],
            _ => [p[0], p[1], p[2], p[3]],
        })
        .collect();
    Ok((info.width, info.height, rgba))
}

// ----- Prometheus text -----

/// One sample: its name, labels and value.
#[derive(Debug, Clone)]
struct Sample {
    name: String,
    labels: BTreeMap<String, String>,
    value: f64,
}

/// Parses Prometheus text format 0.0.4: `# TYPE` lines give each family's type, and every
/// sample belongs to a family declared before it.
fn parse_prometheus(text: &str) -> Result<(BTreeMap<String, String>, Vec<Sample>), String> {
    let mut types = BTreeMap::new();
    let mut samples = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(rest) = line.strip_prefix('#') {
            let mut words = rest.split_whitespace();
            if words.next() == Some("TYPE") {
                let name = words
                    .next()
                    .ok_or(format!("line {n}: TYPE without a name"))?;
                let kind = words
                    .next()
                    .ok_or(format!("line {n}: TYPE without a type"))?;
                if !["counter", "gauge", "histogram", "summary", "untyped"].contains(&kind) {
                    return Err(format!("line {n}: unknown type {kind}"));
                }
                types.insert(name.to_string(), kind.to_string());
            }
            continue;
        }
        let name_end = line.find(['{', ' ']).ok_or(format!("line {n}: no value"))?;
        let name = &line[..name_end];
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
        {
            return Err(format!("line {n}: bad name {name:?}"));
        }
        let mut rest = &line[name_end..];
        let mut labels = BTreeMap::new();
        if let Some(body) = rest.strip_prefix('{') {
            let mut chars = body.char_indices().peekable();
            let mut key = String::new();
            let mut end = None;
            while let Some((i, c)) = chars.next() {
                match c {
                    '}' => {
                        end = Some(i);
                        break;
                    }
                    ',' => {}
                    '=' => {
                        if chars.next().map(|(_, c)| c) != Some('"') {
                            return Err(format!("line {n}: label value not quoted"));
                        }
                        let mut value = String::new();
                        loop {
                            match chars.next() {
                                Some((_, '\\')) => match chars.next() {
                                    Some((_, 'n')) => value.push('\n'),
                                    Some((_, c)) => value.push(c),
                                    None => return Err(format!("line {n}: bad escape")),
                                },
                                Some((_, '"')) => break,
                                Some((_, c)) => value.push(c),
                                None => return Err(format!("line {n}: unterminated value")),
                            }
                        }
                        labels.insert(std::mem::take(&mut key), value);
                    }
                    c => key.push(c),
                }
            }
            let end = end.ok_or(format!("line {n}: unterminated labels"))?;
            rest = &body[end + 1..];
        }
        let value = rest
            .split_whitespace()
            .next()
            .ok_or(format!("line {n}: no value"))?;
        let value: f64 = match value {
            "+Inf" => f64::INFINITY,
            "-Inf" => f64::NEG_INFINITY,
            v => v.parse().map_err(|_| format!("line {n}: bad value {v}"))?,
        };
        let family = ["_bucket", "_sum", "_count"]
            .iter()
            .find_map(|s| {
                name.strip_suffix(s)
                    .filter(|f| types.get(*f).is_some_and(|t| t == "histogram"))
            })
            .unwrap_or(name);
        if !types.contains_key(family) {
            return Err(format!("line {n}: {name} has no TYPE before it"));
        }
        samples.push(Sample {
            name: name.to_string(),
            labels,
            value,
        });
    }
    Ok((types, samples))
}

fn value_of(samples: &[Sample], name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    samples
        .iter()
        .find(|s| {
            s.name == name
                && labels
                    .iter()
                    .all(|(k, v)| s.labels.get(*k).map(String::as_str) == Some(*v))
        })
        .map(|s| s.value)
}

/// `hexcourier console` with its web server on a free port: the process, its stdin, and the
/// address the server listens on.
fn console_with_web(dir: &Path) -> R<(Child, std::process::ChildStdin, String)> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("console")
        .env("HEXCOURIER_DATA", dir)
        .env("HEXCOURIER_WEB_LISTEN", "127.0.0.1:0")
        .env_remove("HEXCOURIER_CONFIG")
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdin = child.stdin.take().ok_or("stdin")?;
    let stderr = child.stderr.take().ok_or("stderr")?;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(addr) = line
                .strip_prefix("[console] web pages at http://")
                .map(|a| a.trim_end_matches('/').to_string())
            {
                let _ = tx.send(addr);
            }
        }
    });
    let addr = rx.recv_timeout(Duration::from_secs(60))?;
    Ok((child, stdin, addr))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_of_a_console_game_parse_as_prometheus_text() -> R {
    let dir = tempfile::tempdir()?;
    let (mut child, mut stdin, addr) = console_with_web(dir.path())?;
    let stdout = child.stdout.take().ok_or("stdout")?;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    for line in [
        "@alice: /new glinski @bob",
        "@bob: /accept",
        "@alice #g1: Qe1-c3",
        "@bob #g1: Qe10-c6",
        "@alice #g1: Zz9-z9",
        "@alice #g1: /board",
    ] {
        writeln!(stdin, "{line}")?;
    }
    stdin.flush()?;
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen = Vec::new();
    while !seen
        .iter()
        .any(|l: &String| l.contains("Moves: 1. Qe1-c3 Qe10-c6"))
    {
        let left = deadline.saturating_duration_since(Instant::now());
        seen.push(
            rx.recv_timeout(left)
                .map_err(|_| format!("console output: {seen:?}"))?,
        );
    }
    let (status, text) = get(&format!("http://{addr}/metrics")).await?;
    assert_eq!(status, 200);
    let (types, samples) = parse_prometheus(&text)?;
    assert_eq!(
        types.get("hexcourier_commands_total").map(String::as_str),
        Some("counter")
    );
    assert_eq!(
        types.get("hexcourier_command_seconds").map(String::as_str),
        Some("histogram")
    );
    let moves = value_of(
        &samples,
        "hexcourier_commands_total",
        &[("command", "move"), ("outcome", "ok")],
    );
    assert_eq!(moves, Some(2.0), "{text}");
    assert_eq!(
        value_of(
            &samples,
            "hexcourier_commands_total",
            &[("command", "move"), ("outcome", "refused")]
        ),
        Some(1.0)
    );
    assert_eq!(
        value_of(
            &samples,
            "hexcourier_commands_total",
            &[("command", "new"), ("outcome", "ok")]
        ),
        Some(1.0)
    );
    let timed = value_of(
        &samples,
        "hexcourier_command_seconds_count",
        &[("command", "move")],
    );
    assert_eq!(timed, Some(3.0));
    let inf = value_of(
        &samples,
        "hexcourier_command_seconds_bucket",
        &[("command", "move"), ("le", "+Inf")],
    );
    assert_eq!(inf, Some(3.0));
    for gauge in [
        "hexcourier_announcements_owed",
        "hexcourier_announcement_oldest_age_seconds",
        "hexcourier_dms_owed",
        "hexcourier_engine_searches_running",
        "hexcourier_engine_searches_queued",
        "hexcourier_store_commit_seconds_count",
    ] {
        assert!(
            value_of(&samples, gauge, &[]).is_some(),
            "{gauge} in {text}"
        );
    }
    assert_eq!(value_of(&samples, "hexcourier_games", &[]), Some(1.0));
    assert_eq!(value_of(&samples, "hexcourier_ready", &[]), Some(1.0));
    assert_eq!(get(&format!("http://{addr}/healthz")).await?.0, 200);
    assert_eq!(get(&format!("http://{addr}/readyz")).await?.0, 200);
    let (_, status) = get(&format!("http://{addr}/status")).await?;
    assert!(
        status.contains("games 1\n") && status.contains("ready yes"),
        "{status}"
    );
    // The sled store is the console's: `hexcourier status` asks it over the web port.
    let out = Command::new(env!("CARGO_BIN_EXE_hexcourier"))
        .arg("status")
        .env("HEXCOURIER_DATA", dir.path())
        .env("HEXCOURIER_WEB_LISTEN", &addr)
        .env_remove("HEXCOURIER_CONFIG")
        .output()?;
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{printed} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        printed.contains("(asked the running bot at") && printed.contains("games 1\n"),
        "{printed}"
    );
    drop(stdin);
    let _ = child.wait();
    Ok(())
}

#[test]
fn a_new_games_first_message_names_its_page() -> R {
    let lib = hexcourier_engine::Library::builtin().map_err(|e| format!("{e:?}"))?;
    let core = Core::new(
        lib,
        Box::new(MemoryStore::new()),
        Box::new(FakeClock::at(1_900_000_000)),
        Box::new(PngPainter),
    )?
    .with_page_base(Some("https://hex.example.org/".into()));
    say(&core, "lobby", "alice", "/new glinski @bob");
    say(&core, "lobby", "bob", "/accept");
    let slug = slug(&core)?;
    let said = core.drain_owed();
    let intro = said
        .iter()
        .filter_map(|r| r.text())
        .find(|t| t.starts_with("Glinski's Hexagonal Chess: @alice (White) vs @bob (Black)."))
        .ok_or(format!("an intro in {said:?}"))?;
    assert!(
        intro.ends_with(&format!("\nGame page: https://hex.example.org/g/{slug}")),
        "{intro}"
    );
    // Only the first message: moves say nothing of it.
    say(&core, "#g1", "alice", "Qe1-c3");
    assert!(core
        .drain_owed()
        .iter()
        .filter_map(|r| r.text())
        .all(|t| !t.contains("Game page")));
    // A server that turned game pages off gets no link.
    say(&core, "lobby", "alice", "/web games off");
    say(&core, "lobby", "alice", "/new glinski @bob");
    say(&core, "lobby", "bob", "/accept");
    assert!(core
        .drain_owed()
        .iter()
        .filter_map(|r| r.text())
        .all(|t| !t.contains("Game page")));
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_follows_the_gateway() -> R {
    init();
    let fake = FakeDiscord::start().await?;
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
    let ready = format!("http://127.0.0.1:{port}/readyz");
    let until = |want: u16| {
        let ready = ready.clone();
        async move {
            let deadline = Instant::now() + WAIT;
            loop {
                if let Ok((status, _)) = get(&ready).await {
                    if status == want {
                        return Ok::<_, String>(());
                    }
                }
                if Instant::now() > deadline {
                    return Err(format!("/readyz never answered {want}"));
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    };
    until(200).await?;
    fake.drop_gateway();
    until(503).await?;
    let (_, why) = get(&ready).await?;
    assert!(why.contains("gateway"), "{why}");
    fake.restore_gateway();
    until(200).await?;
    let (_, metrics) = get(&format!("http://127.0.0.1:{port}/metrics")).await?;
    let (_, samples) = parse_prometheus(&metrics)?;
    assert_eq!(
        value_of(&samples, "hexcourier_gateway_connected", &[("shard", "0")]),
        Some(1.0),
        "{metrics}"
    );
    bot.stop().await?;
    Ok(())
}

// ----- a real browser -----

/// Debian's chromium, if installed; without it, a skip line (or a failure when
/// `HEXCOURIER_REQUIRE_CHROMIUM=1`).
fn chromium() -> Option<PathBuf> {
    let found = ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .find_map(|name| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|p| p.join(name))
                    .find(|p| p.is_file())
            })
        });
    if found.is_none() {
        assert!(
            std::env::var("HEXCOURIER_REQUIRE_CHROMIUM").as_deref() != Ok("1"),
            "chromium is required (HEXCOURIER_REQUIRE_CHROMIUM=1) but not installed"
        );
        eprintln!("SKIPPED: chromium is not installed (apt-get install chromium); the browser test did not run");
    }
    found
}

/// The flags every headless run takes.
fn chromium_flags(profile: &Path) -> Vec<String> {
    [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
    ]
    .iter()
    .map(ToString::to_string)
    .chain([format!("--user-data-dir={}", profile.display())])
    .collect()
}

/// A browser process, killed when dropped.
struct Browser(Child);

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A DevTools protocol session with one page.
struct Cdp {
    ws: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    next: u64,
}

impl Cdp {
    async fn call(&mut self, method: &str, params: Value) -> R<Value> {
        self.next += 1;
        let id = self.next;
        self.ws
            .send(WsMessage::Text(
                json!({ "id": id, "method": method, "params": params }).to_string(),
            ))
            .await?;
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(30), self.ws.next())
                .await?
                .ok_or("the browser closed the session")??;
            if let WsMessage::Text(t) = frame {
                let v: Value = serde_json::from_str(&t)?;
                if v["id"] == json!(id) {
                    if let Some(e) = v.get("error") {
                        return Err(format!("{method}: {e}").into());
                    }
                    return Ok(v["result"].clone());
                }
            }
        }
    }

    async fn eval(&mut self, expr: &str) -> R<Value> {
        let r = self
            .call(
                "Runtime.evaluate",
                json!({ "expression": expr, "returnByValue": true }),
            )
            .await?;
        Ok(r["result"]["value"].clone())
    }

    async fn key(&mut self, key: &str, code: u32) -> R {
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({ "type": kind, "key": key, "code": key,
                        "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code }),
            )
            .await?;
        }
        Ok(())
    }

    /// Opens `url` in the page and waits until its document has loaded. `Page.navigate`
    /// answers once the new document is committed, so nothing after it can read the old one.
    async fn goto(&mut self, url: &str) -> R {
        let r = self.call("Page.navigate", json!({ "url": url })).await?;
        if let Some(e) = r.get("errorText") {
            return Err(format!("Page.navigate {url}: {e}").into());
        }
        self.until("document.readyState", "complete", Duration::from_secs(20))
            .await?;
        Ok(())
    }

    /// Waits until `expr` gives `want`; how long it took. An evaluation that meets a
    /// document being replaced is asked again: the page is between two documents, not wrong.
    async fn until(&mut self, expr: &str, want: &str, limit: Duration) -> R<Duration> {
        let started = Instant::now();
        loop {
            let got = match self.eval(expr).await {
                Ok(v) => v,
                Err(e) if between_documents(&e.to_string()) && started.elapsed() <= limit => {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
                Err(e) => return Err(e),
            };
            let got = match &got {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            if got == want {
                return Ok(started.elapsed());
            }
            if started.elapsed() > limit {
                return Err(format!("{expr} is {got}, not {want}, after {limit:?}").into());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// Whether a DevTools error says only that the page was replacing its document.
fn between_documents(error: &str) -> bool {
    [
        "Inspected target navigated or closed",
        "Execution context was destroyed",
        "Cannot find context with specified id",
    ]
    .iter()
    .any(|m| error.contains(m))
}

/// Starts chromium on `url` with a DevTools port; the session with its page.
async fn open_in_browser(exe: &Path, profile: &Path, url: &str) -> R<(Browser, Cdp)> {
    let mut child = Command::new(exe)
        .args(chromium_flags(profile))
        .arg("--remote-debugging-port=0")
        .arg("--window-size=1200,800")
        .arg(url)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()?;
    let stderr = child.stderr.take().ok_or("stderr")?;
    let browser = Browser(child);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Some(at) = line.find("ws://") {
                let _ = tx.send(line[at..].trim().to_string());
            }
        }
    });
    let browser_ws = tokio::task::spawn_blocking(move || rx.recv_timeout(Duration::from_secs(60)))
        .await?
        .map_err(|_| "chromium printed no DevTools address")?;
    let port = browser_ws
        .trim_start_matches("ws://127.0.0.1:")
        .split('/')
        .next()
        .ok_or("port")?
        .to_string();
    let deadline = Instant::now() + Duration::from_secs(30);
    let page_ws = loop {
        let list: Value = serde_json::from_str(
            &client()?
                .get(format!("http://127.0.0.1:{port}/json/list"))
                .send()
                .await?
                .text()
                .await?,
        )?;
        let found = list.as_array().and_then(|a| {
            a.iter()
                .find(|t| {
                    t["type"] == "page" && t["url"].as_str().is_some_and(|u| u.starts_with(url))
                })
                .and_then(|t| t["webSocketDebuggerUrl"].as_str().map(str::to_string))
        });
        if let Some(ws) = found {
            break ws;
        }
        if Instant::now() > deadline {
            return Err(format!("no page target in {list}").into());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let (ws, _) = tokio_tungstenite::connect_async(page_ws).await?;
    Ok((browser, Cdp { ws, next: 0 }))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_steps_through_the_moves_and_sees_a_move_arrive() -> R {
    let Some(exe) = chromium() else {
        return Ok(());
    };
    let core = core_with_game(5)?;
    let running = serve(core.clone()).await?;
    let slug = slug(&core)?;
    let url = format!("http://{}/g/{slug}", running.addr);
    let profile = tempfile::tempdir()?;
    let (_browser, mut cdp) = open_in_browser(&exe, profile.path(), &url).await?;
    let limit = Duration::from_secs(20);
    let ply = "document.getElementById('game').dataset.ply";
    let shown = "document.getElementById('game').dataset.shown";
    cdp.until("document.readyState", "complete", limit).await?;
    cdp.until(ply, "5", limit).await?;
    // The script runs: the slider shows, and the last move is marked.
    cdp.until("document.getElementById('nav').hidden", "false", limit)
        .await?;
    cdp.until(
        "document.querySelector('#moves a.at').textContent",
        "3. Bf3-b1",
        limit,
    )
    .await?;
    // Arrow keys step back and forth; each position's board is fetched and shown.
    cdp.key("ArrowLeft", 37).await?;
    cdp.key("ArrowLeft", 37).await?;
    cdp.until(ply, "3", limit).await?;
    cdp.until(shown, "3", limit).await?;
    cdp.until(
        "document.querySelector('#moves a.at').textContent",
        "2. b1-b2",
        limit,
    )
    .await?;
    cdp.until("location.hash", "#ply=3", limit).await?;
    cdp.key("Home", 36).await?;
    cdp.until(shown, "0", limit).await?;
    cdp.until(
        "document.getElementById('at').textContent",
        "Start position",
        limit,
    )
    .await?;
    cdp.key("ArrowRight", 39).await?;
    cdp.until(shown, "1", limit).await?;
    // A click on a move shows it.
    cdp.eval("document.querySelector('#moves a[data-ply=\"4\"]').click()")
        .await?;
    cdp.until(shown, "4", limit).await?;
    cdp.key("End", 35).await?;
    cdp.until(shown, "5", limit).await?;
    cdp.until(
        "document.querySelectorAll('#board svg').length > 0",
        "true",
        limit,
    )
    .await?;
    // A move played meanwhile arrives, and the page at its end follows it.
    let c = core.clone();
    let sent = Instant::now();
    tokio::task::spawn_blocking(move || say(&c, "#g1", "bob", "e7-e6")).await?;
    let arrived = cdp
        .until("document.getElementById('game').dataset.plies", "6", limit)
        .await?;
    // How fast is a figure, not a test (a busy machine may take longer): it is printed.
    let took = sent.elapsed();
    eprintln!("the live move reached the browser in {took:?} (seen after {arrived:?} of polling)");
    cdp.until(ply, "6", limit).await?;
    cdp.until(
        "document.querySelector('#moves a.at').textContent",
        "3... e7-e6",
        limit,
    )
    .await?;
    cdp.until(
        "document.getElementById('status').textContent",
        "White (alice) to move",
        limit,
    )
    .await?;
    // A screenshot of the page (as Discord's users would see it) shows a board.
    let shot = profile.path().join("page.png");
    let status = Command::new(&exe)
        .args(chromium_flags(&profile.path().join("screenshot-profile")))
        .arg(format!("--screenshot={}", shot.display()))
        .arg("--window-size=1200,800")
        .arg(&url)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()?;
    assert!(status.success(), "chromium --screenshot failed");
    let (w, h, rgba) = decode_png(&std::fs::read(&shot)?)?;
    assert_eq!((w, h), (1200, 800));
    let mut colours = std::collections::HashSet::new();
    for y in (120..560).step_by(4) {
        for x in (60..560).step_by(4) {
            let i = ((y * w + x) * 4) as usize;
            colours.insert((rgba[i], rgba[i + 1], rgba[i + 2]));
        }
    }
    assert!(
        colours.len() > 30,
        "the board area has {} colours",
        colours.len()
    );
    if let Ok(keep) = std::env::var("HEXCOURIER_KEEP_SCREENSHOT") {
        std::fs::copy(&shot, keep)?;
    }
    // From here on, the page notes what its Content-Security-Policy refuses.
    cdp.call("Page.enable", json!({})).await?;
    cdp.call(
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": "window.refused=[];document.addEventListener('securitypolicyviolation',function(e){window.refused.push(e.effectiveDirective);});" }),
    )
    .await?;
    // In Polish (?lang=pl): the script's own words, and a move arriving live, are Polish too.
    cdp.goto(&format!("{url}?lang=pl")).await?;
    cdp.until("document.documentElement.lang", "pl", limit)
        .await?;
    cdp.until("document.readyState", "complete", limit).await?;
    cdp.until("document.getElementById('nav').hidden", "false", limit)
        .await?;
    cdp.until(
        "document.getElementById('at').textContent",
        "Po 3... e7-e6",
        limit,
    )
    .await?;
    cdp.key("Home", 36).await?;
    cdp.until(
        "document.getElementById('at').textContent",
        "Pozycja początkowa",
        limit,
    )
    .await?;
    cdp.key("End", 35).await?;
    let c = core.clone();
    tokio::task::spawn_blocking(move || say(&c, "#g1", "alice", "Qc3xf9")).await?;
    cdp.until(
        "document.getElementById('status').textContent",
        "Mat — wygrywają Białe 1-0",
        limit,
    )
    .await?;
    cdp.until(
        "document.querySelector('#moves a.at').getAttribute('href')",
        "?ply=7&lang=pl",
        limit,
    )
    .await?;
    // The game is over: the clock line no longer gives a deadline.
    cdp.until(
        "document.getElementById('clock').textContent",
        "Zegar: 3 dni na ruch.",
        limit,
    )
    .await?;
    // The page's own style, script, boards and live events were all allowed; a style that
    // is not the page's own is refused.
    cdp.until("JSON.stringify(window.refused)", "[]", limit)
        .await?;
    cdp.eval("var s=document.createElement('style');s.textContent='body{color:red}';document.head.appendChild(s);1")
        .await?;
    cdp.until(
        "JSON.stringify(window.refused)",
        "[\"style-src-elem\"]",
        limit,
    )
    .await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_solves_a_hole_chess_puzzle_with_three_click_moves() -> R {
    let Some(exe) = chromium() else {
        return Ok(());
    };
    let core = core_with_game(0)?;
    let running = serve(core.clone()).await?;
    let url = format!("http://{}/puzzle/{HOLE_PUZZLE}", running.addr);
    let profile = tempfile::tempdir()?;
    let (_browser, mut cdp) = open_in_browser(&exe, profile.path(), &url).await?;
    let limit = Duration::from_secs(20);
    let state = "document.getElementById('puzzle').dataset.state";
    let shown = "document.getElementById('puzzle').dataset.shown";
    let said = "document.getElementById('said').textContent";
    let selected = "Array.prototype.map.call(document.querySelectorAll('#board .sel'),function(e){return e.dataset.cell;}).sort().join(' ')";
    cdp.until("document.readyState", "complete", limit).await?;
    cdp.until("document.getElementById('play').hidden", "false", limit)
        .await?;
    let how = cdp
        .eval("document.querySelector('#play p.dim').textContent")
        .await?;
    assert!(
        how.as_str()
            .is_some_and(|h| h.contains("takes a third click")),
        "{how}"
    );
    // A click on an empty cell that starts no move selects nothing.
    cdp.click_cell("f1").await?;
    cdp.until(selected, "", limit).await?;
    // 44. Tg5:e6-g4+: the Teleporter, the King it takes, the cell it puts it on.
    cdp.click_cell("g5").await?;
    cdp.click_cell("e6").await?;
    cdp.until(selected, "e6 g5", limit).await?;
    cdp.until(state, "", limit).await?;
    cdp.click_cell("g4").await?;
    cdp.until(said, "Right! Black replies Kg4-e4: your move.", limit)
        .await?;
    cdp.until(shown, "2", limit).await?;
    // 45. Bc7-b7>e4#: after c7 and b7 the move could end there, so it waits for the King.
    cdp.click_cell("c7").await?;
    cdp.click_cell("b7").await?;
    cdp.until(selected, "b7 c7", limit).await?;
    cdp.until(state, "right", limit).await?;
    cdp.click_cell("e4").await?;
    cdp.until(state, "solved", limit).await?;
    cdp.until(said, "Right! Solved.", limit).await?;
    cdp.until(shown, "3", limit).await?;
    // Again: b7 clicked twice plays Bc7-b7 without the drag, which is not the answer.
    cdp.goto(&url).await?;
    cdp.until("document.readyState", "complete", limit).await?;
    cdp.until(shown, "0", limit).await?;
    cdp.until("document.getElementById('play').hidden", "false", limit)
        .await?;
    for cell in ["g5", "e6", "g4"] {
        cdp.click_cell(cell).await?;
    }
    cdp.until(state, "right", limit).await?;
    cdp.until(shown, "2", limit).await?;
    for cell in ["c7", "b7", "b7"] {
        cdp.click_cell(cell).await?;
    }
    cdp.until(state, "wrong", limit).await?;
    cdp.until("document.getElementById('solution').open", "true", limit)
        .await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_drops_the_piece_clicked_in_the_hand() -> R {
    let core = core_with_game(0)?;
    let running = serve(core.clone()).await?;
    let url = format!("http://{}/puzzle/{DROP_PUZZLE}", running.addr);
    // The page carries a drop as the hand's piece, then the cell.
    let (_, page) = get(&url).await?;
    let steps = page_steps(&page)?;
    assert_eq!(steps[0]["ok"], json!([["handW", "d7"]]));
    let legal = steps[0]["moves"].as_array().ok_or("moves")?;
    assert!(legal.contains(&json!(["handP", "d7"])), "{legal:?}");
    let (_, svg) = get(&format!("{url}/svg/0")).await?;
    assert!(svg.contains("<rect data-cell=\"handW\""), "{svg}");
    assert!(svg.contains("<rect data-cell=\"handP\""));
    let Some(exe) = chromium() else {
        return Ok(());
    };
    let profile = tempfile::tempdir()?;
    let (_browser, mut cdp) = open_in_browser(&exe, profile.path(), &url).await?;
    let limit = Duration::from_secs(20);
    let state = "document.getElementById('puzzle').dataset.state";
    cdp.until("document.readyState", "complete", limit).await?;
    cdp.until("document.getElementById('play').hidden", "false", limit)
        .await?;
    // The Wazir from the hand, on d7: mate.
    cdp.click_cell("handW").await?;
    cdp.until(
        "document.querySelector('#board .sel').dataset.cell",
        "handW",
        limit,
    )
    .await?;
    cdp.click_cell("d7").await?;
    cdp.until(state, "solved", limit).await?;
    // Again, with a Point on the same cell: not the move.
    cdp.goto(&url).await?;
    cdp.until("document.readyState", "complete", limit).await?;
    cdp.until("document.getElementById('play').hidden", "false", limit)
        .await?;
    cdp.until(state, "", limit).await?;
    cdp.click_cell("handP").await?;
    cdp.click_cell("d7").await?;
    cdp.until(state, "wrong", limit).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_picks_what_a_pawn_promotes_to() -> R {
    let core = core_with_game(0)?;
    let running = serve(core.clone()).await?;
    let url = format!("http://{}/puzzle/{PROMOTION_PUZZLE}", running.addr);
    let (_, page) = get(&url).await?;
    let steps = page_steps(&page)?;
    assert_eq!(steps[0]["ok"], json!([["e2", "e1", "promoQ"]]));
    assert_eq!(steps[0]["names"]["promoQ"], "Queen");
    assert_eq!(steps[0]["names"]["promoN"], "Knight");
    let Some(exe) = chromium() else {
        return Ok(());
    };
    let profile = tempfile::tempdir()?;
    let (_browser, mut cdp) = open_in_browser(&exe, profile.path(), &url).await?;
    let limit = Duration::from_secs(20);
    let state = "document.getElementById('puzzle').dataset.state";
    let offered = "Array.prototype.map.call(document.querySelectorAll('#choose button'),function(b){return b.textContent;}).sort().join(' ')";
    for (piece, ends) in [("promoN", "wrong"), ("promoQ", "solved")] {
        cdp.goto(&url).await?;
        cdp.until("document.readyState", "complete", limit).await?;
        cdp.until("document.getElementById('play').hidden", "false", limit)
            .await?;
        cdp.until(state, "", limit).await?;
        cdp.until("document.getElementById('choose').hidden", "true", limit)
            .await?;
        cdp.click_cell("e2").await?;
        cdp.click_cell("e1").await?;
        // The pawn must promote: the pieces are offered, without "click again".
        cdp.until(offered, "Bishop Knight Queen Rook", limit)
            .await?;
        cdp.until(
            "document.querySelector('#choose span').textContent",
            "Promote to:",
            limit,
        )
        .await?;
        cdp.eval(&format!(
            "document.querySelector('#choose button[data-pick=\"{piece}\"]').click();1"
        ))
        .await?;
        cdp.until(state, ends, limit).await?;
        cdp.until("document.getElementById('choose').hidden", "true", limit)
            .await?;
    }
    Ok(())
}

impl Cdp {
    /// Clicks the middle of the board's cell `cell` with the mouse, as a visitor does.
    async fn click_cell(&mut self, cell: &str) -> R {
        let at = self
            .eval(&format!(
                "(function(){{var e=document.querySelector('#board [data-cell=\"{cell}\"]');\
                 e.scrollIntoView({{block:'center'}});var r=e.getBoundingClientRect();\
                 return [r.x+r.width/2,r.y+r.height/2];}})()"
            ))
            .await?;
        let (x, y) = (at[0].as_f64().ok_or("x")?, at[1].as_f64().ok_or("y")?);
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 }),
            )
            .await?;
        }
        Ok(())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_solves_a_puzzle_by_clicking_and_misses_one() -> R {
    let Some(exe) = chromium() else {
        return Ok(());
    };
    let core = core_with_game(0)?;
    let running = serve(core.clone()).await?;
    let url = format!("http://{}/puzzle/{PUZZLE}", running.addr);
    let profile = tempfile::tempdir()?;
    let (_browser, mut cdp) = open_in_browser(&exe, profile.path(), &url).await?;
    let limit = Duration::from_secs(20);
    // From here on, the page notes what its Content-Security-Policy refuses.
    cdp.call("Page.enable", json!({})).await?;
    cdp.call(
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": "window.refused=[];document.addEventListener('securitypolicyviolation',function(e){window.refused.push(e.effectiveDirective);});" }),
    )
    .await?;
    cdp.goto(&url).await?;
    let state = "document.getElementById('puzzle').dataset.state";
    let shown = "document.getElementById('puzzle').dataset.shown";
    let said = "document.getElementById('said').textContent";
    cdp.until("document.readyState", "complete", limit).await?;
    cdp.until("document.getElementById('play').hidden", "false", limit)
        .await?;
    // 32... Qc4-f1+: a piece, then its cell; White's reply follows.
    cdp.click_cell("c4").await?;
    cdp.until(
        "document.querySelector('#board .sel').dataset.cell",
        "c4",
        limit,
    )
    .await?;
    cdp.click_cell("f1").await?;
    cdp.until(said, "Right! White replies Re3-e1: your move.", limit)
        .await?;
    cdp.until(state, "right", limit).await?;
    cdp.until(shown, "2", limit).await?;
    cdp.until("document.getElementById('solution').open", "false", limit)
        .await?;
    // 33... Qf1xe1#: solved, the solution unfolds.
    cdp.click_cell("f1").await?;
    cdp.click_cell("e1").await?;
    cdp.until(state, "solved", limit).await?;
    cdp.until(said, "Right! Solved.", limit).await?;
    cdp.until(shown, "3", limit).await?;
    cdp.until("document.getElementById('solution').open", "true", limit)
        .await?;
    // Again, in German, with a wrong first move: missed, and the solution shown.
    cdp.goto(&format!("{url}?lang=de")).await?;
    cdp.until("document.documentElement.lang", "de", limit)
        .await?;
    cdp.until("document.readyState", "complete", limit).await?;
    cdp.until("document.getElementById('play').hidden", "false", limit)
        .await?;
    cdp.click_cell("c4").await?;
    cdp.click_cell("c5").await?;
    cdp.until(state, "wrong", limit).await?;
    cdp.until(said, "Nicht der Zug: Die Lösung geht anders.", limit)
        .await?;
    cdp.until("document.getElementById('solution').open", "true", limit)
        .await?;
    // A click after the end changes nothing.
    cdp.click_cell("f1").await?;
    cdp.click_cell("e1").await?;
    cdp.until(state, "wrong", limit).await?;
    cdp.until(shown, "0", limit).await?;
    cdp.until("JSON.stringify(window.refused)", "[]", limit)
        .await?;
    Ok(())
}
