//! The routes and their handlers. Every read of the core runs on a blocking thread (the store
//! may be PostgreSQL, called from blocking threads only); pictures come from the cache when
//! they can.
//!
//! | route | answer |
//! |---|---|
//! | `/g/<slug>` | the game page (`?ply=N` for a position) |
//! | `/g/<slug>.pgn`, `/g/<slug>.gif` | the record, the animated replay |
//! | `/g/<slug>/svg/<ply>` | a position's board as SVG |
//! | `/g/<slug>/og.png` | the link preview (1200 x 630 PNG) |
//! | `/g/<slug>/events` | server-sent events: the game as it changes |
//! | `/s/<slug>/leaderboard[/<variant>]`, `/s/<slug>/games` | a server's pages (`/web on`) |
//! | `/puzzle/<id>` | a puzzle of the library, played by clicks (nothing stored) |
//! | `/puzzle/<id>/svg/<ply>`, `/puzzle/<id>/og.png` | its board after `ply` moves, its preview |
//! | `/s/<slug>/puzzle[/<date>]` | a server's puzzle of the day: today's, or a day's that came |
//! | `/metrics`, `/healthz`, `/readyz`, `/status` | operations ([`super::ops`]) |
//!
//! Pages are in the language [`super::lang`] chooses: `?lang=`, else `Accept-Language`, else
//! the language of the server the page belongs to (read on a blocking thread), else English;
//! their responses say `Vary: Accept-Language`. Every response carries the security headers
//! of [`super::headers`].

use super::gifs::NotDrawn;
use super::guard::{client_address, key_of, ClientKey};
use super::headers;
use super::html::{self, Preview};
use super::lang::{Asked, PageLang};
use super::live::{Full, Update};
use super::ops;
use super::state::Web;
use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, Extension, MatchedPath, Path, RawQuery, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use futures_util::stream::{self, StreamExt};
use hexcourier_core::i18n::{variant_name, Lang};
use hexcourier_core::picture::{self, View};
use hexcourier_core::t;
use hexcourier_core::vocabulary::caller::NO_REALM;
use hexcourier_core::vocabulary::words::seat_in;
use hexcourier_core::{GameView, Problem, PuzzleView, ServerView, MAX_GIF_PLIES};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// Pixels of a board drawn as SVG (it scales: the size only sets line widths' proportions).
const SVG_PX: u32 = 640;

/// The router of every page.
pub fn router(web: Arc<Web>) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/g/{slug}", get(game))
        .route("/g/{slug}/svg/{ply}", get(board_svg))
        .route("/g/{slug}/og.png", get(og_png))
        .route("/g/{slug}/events", get(events))
        .route("/s/{slug}/leaderboard", get(leaderboard))
        .route("/s/{slug}/leaderboard/{variant}", get(leaderboard_of))
        .route("/s/{slug}/games", get(finished))
        .route("/s/{slug}/t/{id}", get(tournament))
        .route("/puzzle/{id}", get(puzzle))
        .route("/puzzle/{id}/svg/{ply}", get(puzzle_svg))
        .route("/puzzle/{id}/og.png", get(puzzle_og))
        .route("/s/{slug}/puzzle", get(daily))
        .route("/s/{slug}/puzzle/{date}", get(daily_of))
        .route("/metrics", get(ops::metrics))
        .route("/healthz", get(ops::healthz))
        .route("/readyz", get(ops::readyz))
        .route("/status", get(ops::status))
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(web.clone(), guard))
        .layer(middleware::from_fn(headers::layer))
        .with_state(web)
}

/// Every request: told who its client is ([`ClientKey`], from the peer's address or a
/// trusted proxy's `X-Forwarded-For`), charged to that client's bucket (operations' routes
/// are not), counted and timed by route.
async fn guard(
    State(web): State<Arc<Web>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    mut req: Request,
    next: Next,
) -> Response {
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "other".to_string(), |m| m.as_str().to_string());
    let ops_route = matches!(
        route.as_str(),
        "/metrics" | "/healthz" | "/readyz" | "/status"
    );
    let started = Instant::now();
    let client = ClientKey::of(client_address(
        addr.ip(),
        req.headers()
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok()),
        &web.config.trusted_proxies,
    ));
    req.extensions_mut().insert(client);
    let allowed = ops_route
        || web
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take(client, started);
    let response = if allowed {
        next.run(req).await
    } else {
        let pl = Asked::of(req.uri().query(), req.headers()).without_server();
        let mut r = (
            StatusCode::TOO_MANY_REQUESTS,
            page(html::message_page(
                pl,
                "web-slow-down-title",
                "web-slow-down-text",
            )),
        )
            .into_response();
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
        r
    };
    hexcourier_core::metrics::count(
        "hexcourier_web_requests_total",
        vec![
            ("route", route.clone()),
            ("status", response.status().as_u16().to_string()),
        ],
    );
    if route != "/g/{slug}/events" {
        hexcourier_core::metrics::time(
            "hexcourier_web_request_seconds",
            vec![("route", route)],
            started.elapsed(),
        );
    }
    response
}

/// Runs a read of the core on a blocking thread; if it cannot, the answer is a page in
/// `pl`'s language saying so.
pub(super) async fn blocking<T: Send + 'static>(
    web: &Arc<Web>,
    pl: PageLang,
    f: impl FnOnce(&Web) -> T + Send + 'static,
) -> Result<T, Response> {
    let w = web.clone();
    tokio::task::spawn_blocking(move || f(&w))
        .await
        .map_err(|_| unavailable(pl, "web-unavailable-page"))
}

/// A page's response: HTML, varying by the browser's languages.
fn page(body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::VARY, "Accept-Language"),
        ],
        body,
    )
        .into_response()
}

fn not_found_response(pl: PageLang) -> Response {
    (
        StatusCode::NOT_FOUND,
        page(html::message_page(
            pl,
            "web-not-found-title",
            "web-not-found-text",
        )),
    )
        .into_response()
}

async fn not_found(asked: Asked) -> Response {
    not_found_response(asked.without_server())
}

/// Bytes kept in the picture cache as a response body (not copied).
fn shared(bytes: Arc<Vec<u8>>) -> Body {
    Body::from(Bytes::from_owner(Kept(bytes)))
}

/// A cached picture, lent to a response.
struct Kept(Arc<Vec<u8>>);

impl AsRef<[u8]> for Kept {
    fn as_ref(&self) -> &[u8] {
        self.0.as_slice()
    }
}

/// A page saying the text of `why` (a `web-…` key) in `pl`'s language, 503.
fn unavailable(pl: PageLang, why: &str) -> Response {
    unavailable_saying(pl, &hexcourier_core::i18n::plain(pl.lang, why))
}

/// A page saying `why` (already in `pl`'s language), 503.
fn unavailable_saying(pl: PageLang, why: &str) -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        page(html::message_page_with(pl, "web-unavailable-title", why)),
    )
        .into_response()
}

async fn index(asked: Asked) -> Response {
    page(html::message_page(
        asked.without_server(),
        "web-index-title",
        "web-index-text",
    ))
}

/// The value of `name` in a query string (`ply=3&lang=pl`), undecoded.
fn param<'a>(query: Option<&'a str>, name: &str) -> Option<&'a str> {
    query?.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=')?;
        (k == name).then_some(v)
    })
}

/// The language of the server a game or server page belongs to (`None`: the console's).
fn server_lang(web: &Web, realm: Option<&str>) -> Lang {
    web.core.server_lang(realm)
}

/// A server's realm as the core's language setting names it.
fn realm_of(server: &ServerView) -> Option<&str> {
    (server.realm != NO_REALM).then_some(server.realm.as_str())
}

/// The game of a slug, or the answer to give instead (in the language asked for).
async fn view_of(web: &Arc<Web>, slug: String, asked: Asked) -> Result<GameView, Response> {
    let pl = asked.without_server();
    match blocking(web, pl, move |w| w.core.game_view(&slug)).await? {
        Ok(Some(v)) => Ok(v),
        Ok(None) => Err(not_found_response(pl)),
        Err(e) => {
            tracing::warn!("a game page could not be read: {e}");
            Err(unavailable(pl, "web-unavailable-game"))
        }
    }
}

/// The board of a game after `ply` moves, as SVG (cached by what it shows).
fn svg_of(web: &Web, view: &GameView, ply: usize) -> Option<Arc<Vec<u8>>> {
    let (pos, last) = view.position_at(ply)?;
    let v = &view.variant;
    let state = pos.to_text(v);
    let last_text = last.map(|m| format!("{m:?}")).unwrap_or_default();
    let key = key_of(&["svg", &v.id, &state, &last_text]);
    if let Some(hit) = web.pictures.get(key) {
        return Some(hit);
    }
    let scene = picture::scene(
        v,
        &pos,
        &View {
            last_move: last,
            viewer: None,
            highlights: Vec::new(),
            size_px: Some(SVG_PX),
        },
    );
    let svg = Arc::new(hexcourier_render::svg(&scene).into_bytes());
    web.pictures.put(key, svg.clone());
    Some(svg)
}

/// The players as pages in `lang` name them: by the names their server showed them by (kept
/// with the game), one it never named by their seat's number; never by their ids.
fn names_of(lang: Lang, names: &[Option<String>]) -> Vec<String> {
    names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            n.clone()
                .unwrap_or_else(|| t!(lang, "web-unnamed-player", n = i + 1))
        })
        .collect()
}

/// The address pages are reached at, `web.public_url`: never the request's `Host`, which the
/// client writes. Without it, pages make no absolute links.
fn base_url(web: &Web) -> Option<String> {
    web.config
        .public_url
        .as_deref()
        .map(|b| b.trim().trim_end_matches('/').to_string())
        .filter(|b| !b.is_empty())
}

/// What link previews of a game say, in `pl`'s language (its picture too): `og:url` only
/// with a public address (`base`), and `og:image` absolute with it, else relative.
fn preview_of(pl: PageLang, view: &GameView, names: &[String], base: Option<&str>) -> Preview {
    let lang = pl.lang;
    let v = &view.variant;
    let description = match view.to_move {
        Some(p) => t!(
            lang,
            "web-preview-to-move",
            side = seat_in(lang, v, p),
            user = names.get(p.index()).map_or("?", String::as_str),
            n = view.plies()
        ),
        None => t!(
            lang,
            "web-preview-over",
            status = html::game_status(lang, view, names),
            n = view.plies()
        ),
    };
    Preview {
        title: format!(
            "{} \u{2022} {}",
            variant_name(lang, &v.id, &v.name),
            html::players_line(lang, names)
        ),
        description,
        url: base.map(|base| format!("{base}/g/{}{}", view.slug, pl.query())),
        image: format!(
            "{}/g/{}/og.png?v={}&lang={}",
            base.unwrap_or_default(),
            view.slug,
            view.version,
            lang.code()
        ),
    }
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `/g/<slug>` (the page), `/g/<slug>.pgn`, `/g/<slug>.gif`.
async fn game(
    State(web): State<Arc<Web>>,
    Path(file): Path<String>,
    RawQuery(query): RawQuery,
    asked: Asked,
) -> Response {
    let early = asked.without_server();
    if let Some(slug) = file.strip_suffix(".pgn") {
        let slug = slug.to_string();
        return match blocking(&web, early, move |w| w.core.page_record(&slug)).await {
            Err(r) => r,
            Ok(Ok(Some((name, text)))) => (
                [
                    (
                        header::CONTENT_TYPE,
                        "application/x-chess-pgn; charset=utf-8".to_string(),
                    ),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"{name}\""),
                    ),
                ],
                text,
            )
                .into_response(),
            Ok(Ok(None)) => not_found_response(early),
            Ok(Err(_)) => unavailable(early, "web-unavailable-game"),
        };
    }
    if let Some(slug) = file.strip_suffix(".gif") {
        return match gif_of(&web, slug.to_string(), early).await {
            Ok(bytes) => ([(header::CONTENT_TYPE, "image/gif")], shared(bytes)).into_response(),
            Err(r) => r,
        };
    }
    let view = match view_of(&web, file, asked).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let ply = param(query.as_deref(), "ply")
        .and_then(|p| p.parse::<usize>().ok())
        .map_or(view.plies(), |p| p.min(view.plies()));
    let base = base_url(&web);
    let made = blocking(&web, early, move |w| {
        let pl = asked.or_server(|| server_lang(w, view.realm.as_deref()));
        let names = names_of(pl.lang, &view.names);
        let svg = svg_of(w, &view, ply)
            .map(|s| String::from_utf8_lossy(&s).into_owned())
            .unwrap_or_default();
        let preview = preview_of(pl, &view, &names, base.as_deref());
        html::game_page(pl, &view, &names, ply, &svg, &preview, now())
    })
    .await;
    match made {
        Ok(body) => page(body),
        Err(r) => r,
    }
}

/// A game's replay: from the cache, else drawn ([`super::gifs`]: one drawing per replay at a
/// time, a few at once, on blocking threads) and kept; else the page to answer instead.
async fn gif_of(web: &Arc<Web>, slug: String, pl: PageLang) -> Result<Arc<Vec<u8>>, Response> {
    let (view, key) = match blocking(web, pl, move |w| w.core.game_view(&slug)).await? {
        Ok(Some(view)) => {
            let key = key_of(&[
                "gif",
                &view.variant.id,
                &view.game.start().to_text(&view.variant),
                &view.game.move_texts().join(" "),
            ]);
            (view, key)
        }
        Ok(None) => return Err(not_found_response(pl)),
        Err(_) => return Err(unavailable(pl, "web-unavailable-game")),
    };
    if view.plies() > MAX_GIF_PLIES {
        return Err(unavailable_saying(
            pl,
            &t!(pl.lang, "web-replay-too-long", max = MAX_GIF_PLIES),
        ));
    }
    if let Some(hit) = web.pictures.get(key) {
        return Ok(hit);
    }
    let w = web.clone();
    let slug = view.slug.clone();
    let drawn = web
        .gifs
        .draw(key, move || {
            let bytes = Arc::new(w.core.page_replay(&view)?);
            w.pictures.put(key, bytes.clone());
            hexcourier_core::metrics::count("hexcourier_web_gifs_drawn_total", Vec::new());
            Ok(bytes)
        })
        .await;
    match drawn {
        Ok(bytes) => Ok(bytes),
        Err(NotDrawn::Busy) => {
            let mut r = unavailable(pl, "web-replay-busy");
            r.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("30"));
            Err(r)
        }
        Err(why) => {
            tracing::warn!(slug, "{why}");
            Err(unavailable(pl, "web-replay-failed"))
        }
    }
}

/// `/g/<slug>/svg/<ply>`.
async fn board_svg(
    State(web): State<Arc<Web>>,
    Path((slug, ply)): Path<(String, String)>,
    asked: Asked,
) -> Response {
    let pl = asked.without_server();
    let Ok(ply) = ply.parse::<usize>() else {
        return not_found_response(pl);
    };
    let view = match view_of(&web, slug, asked).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    match blocking(&web, pl, move |w| svg_of(w, &view, ply)).await {
        Ok(Some(svg)) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            shared(svg),
        )
            .into_response(),
        Ok(None) => not_found_response(pl),
        Err(r) => r,
    }
}

/// `/g/<slug>/og.png`: the position now beside the game's title, 1200 x 630, its words in
/// the page's language (`?lang=`, which the page's `og:image` always gives, else as a page).
async fn og_png(State(web): State<Arc<Web>>, Path(slug): Path<String>, asked: Asked) -> Response {
    let early = asked.without_server();
    let view = match view_of(&web, slug, asked).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let made = blocking(&web, early, move |w| {
        let lang = asked
            .or_server(|| server_lang(w, view.realm.as_deref()))
            .lang;
        let names = names_of(lang, &view.names);
        let v = &view.variant;
        let pos = view.game.position();
        let last = view.game.moves().last().copied();
        let lines = vec![
            variant_name(lang, &v.id, &v.name),
            html::players_line(lang, &names),
            match view.to_move {
                Some(p) => t!(
                    lang,
                    "web-card-to-move",
                    user = names.get(p.index()).map_or("?", String::as_str)
                ),
                None => view.result.clone().unwrap_or_default(),
            },
            t!(lang, "web-card-moves", n = view.plies()),
        ];
        let key = key_of(&[
            "og",
            &v.id,
            &pos.to_text(v),
            &format!("{last:?}"),
            &lines.join("\n"),
        ]);
        let view = View {
            last_move: last,
            viewer: None,
            highlights: Vec::new(),
            size_px: None,
        };
        preview_card(w, key, v, pos, &view, &lines)
    })
    .await;
    card_response(made, 60, early)
}

/// A preview picture (`og.png`): the position beside `lines`, 1200 x 630, from the picture
/// cache by `key`, else drawn and kept.
fn preview_card(
    w: &Web,
    key: u64,
    v: &hexcourier_engine::Variant,
    pos: &hexcourier_engine::Position,
    view: &View,
    lines: &[String],
) -> Result<Arc<Vec<u8>>, ()> {
    if let Some(hit) = w.pictures.get(key) {
        return Ok(hit);
    }
    let scene = picture::scene(v, pos, view);
    let png = Arc::new(
        hexcourier_render::card::card_png(&scene, lines).map_err(|e| {
            tracing::warn!("a preview picture could not be drawn: {e}");
        })?,
    );
    w.pictures.put(key, png.clone());
    Ok(png)
}

/// The answer with a preview picture, cached by clients for `max_age` seconds.
fn card_response(
    made: Result<Result<Arc<Vec<u8>>, ()>, Response>,
    max_age: u32,
    pl: PageLang,
) -> Response {
    match made {
        Ok(Ok(png)) => (
            [
                (header::CONTENT_TYPE, "image/png".to_string()),
                (header::CACHE_CONTROL, format!("public, max-age={max_age}")),
                (header::VARY, "Accept-Language".to_string()),
            ],
            shared(png),
        )
            .into_response(),
        Ok(Err(())) => unavailable(pl, "web-unavailable-page"),
        Err(r) => r,
    }
}

/// The data of a `game` event in every language: what a page needs to show the game as it
/// is now.
pub(super) fn event_update(view: &GameView) -> Update {
    let moment = html::clock_moment(view);
    Update::new(
        Lang::ALL
            .iter()
            .map(|&lang| {
                let names = names_of(lang, &view.names);
                let data = serde_json::json!({
                    "plies": view.plies(),
                    "moves": view.numbered,
                    "status": html::game_status(lang, view, &names),
                    "over": view.over(),
                    "clock": clock_data(view),
                    "clock_line": html::clock_line(lang, view, now()).unwrap_or_default(),
                    "clock_at": moment.as_ref().map(|m| m.0.to_string()),
                    "clock_when": moment.as_ref().map(|m| m.1.clone()),
                    "version": view.version.to_string(),
                })
                .to_string();
                (lang, data)
            })
            .collect(),
        view.over(),
    )
}

/// The clock of a `game` event, after the change: the deadline of the move to make, or the
/// time left while a vacation stops it; none once the game is over or without a clock.
fn clock_data(view: &GameView) -> serde_json::Value {
    match (view.deadline, view.stopped_left) {
        (_, Some(left)) => serde_json::json!({ "stopped_left": left }),
        (Some(deadline), None) => serde_json::json!({ "deadline": deadline }),
        (None, None) => serde_json::Value::Null,
    }
}

/// `/g/<slug>/events`: the game now, then again at each change, as server-sent events in the
/// language asked for (the page asks for its own by `?lang=`). The stream ends after the
/// game's last update (the game over), so a finished game holds no live page; each client
/// ([`ClientKey`]) holds at most `web.max_watchers_per_address` (429 past it).
async fn events(
    State(web): State<Arc<Web>>,
    Path(slug): Path<String>,
    Extension(client): Extension<ClientKey>,
    asked: Asked,
) -> Response {
    let early = asked.without_server();
    let view = match view_of(&web, slug.clone(), asked).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let lang = if asked.is_decided() {
        early.lang
    } else {
        let realm = view.realm.clone();
        match blocking(&web, early, move |w| server_lang(w, realm.as_deref())).await {
            Ok(lang) => lang,
            Err(r) => return r,
        }
    };
    let game = |data: &str| Ok::<_, Infallible>(Event::default().event("game").data(data));
    if view.over() {
        // Over already: its last update, and the end.
        let last = event_update(&view).data(lang).to_string();
        return sse(stream::once(async move { game(&last) }).boxed());
    }
    let watch = match web.watchers.join(view.id, &slug, client) {
        Ok(w) => w,
        Err(Full::Process) => return unavailable(early, "web-unavailable-live-server"),
        Err(Full::Game) => return unavailable(early, "web-unavailable-live-game"),
        Err(Full::Client) => {
            let mut r = (
                StatusCode::TOO_MANY_REQUESTS,
                page(html::message_page(
                    early,
                    "web-slow-down-title",
                    "web-unavailable-live-address",
                )),
            )
                .into_response();
            r.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("30"));
            return r;
        }
    };
    // Read again now that changes reach this watcher, so none falls between the two.
    let now = match view_of(&web, slug, asked).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let first = event_update(&now);
    let head_data = first.data(lang).to_string();
    let head = stream::once(async move { game(&head_data) });
    let watch = (!first.is_last()).then_some(watch);
    let rest = stream::unfold(watch, move |w| async move {
        let mut w = w?;
        // A watcher that fell behind is dropped: its browser reconnects and starts afresh.
        let update = w.rx.recv().await.ok()?;
        let next = (!update.is_last()).then_some(w);
        Some((game(update.data(lang)), next))
    });
    sse(head.chain(rest).boxed())
}

/// A stream of events as a response (kept alive by comments while quiet).
fn sse(events: stream::BoxStream<'static, Result<Event, Infallible>>) -> Response {
    let mut r = Sse::new(events)
        .keep_alive(KeepAlive::default())
        .into_response();
    r.headers_mut()
        .insert(header::VARY, HeaderValue::from_static("Accept-Language"));
    r
}

/// The server of a slug with its pages on, or the answer to give instead.
async fn server_of(web: &Arc<Web>, slug: String, asked: Asked) -> Result<ServerView, Response> {
    let pl = asked.without_server();
    match blocking(web, pl, move |w| w.core.server_view(&slug)).await? {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(not_found_response(pl)),
        Err(_) => Err(unavailable(pl, "web-unavailable-server")),
    }
}

/// `/s/<slug>/leaderboard`: the first variant with rated games (Glinski's when it has them).
async fn leaderboard(
    State(web): State<Arc<Web>>,
    Path(slug): Path<String>,
    asked: Asked,
) -> Response {
    board_page(web, slug, None, asked).await
}

/// `/s/<slug>/leaderboard/<variant>`.
async fn leaderboard_of(
    State(web): State<Arc<Web>>,
    Path((slug, variant)): Path<(String, String)>,
    asked: Asked,
) -> Response {
    board_page(web, slug, Some(variant), asked).await
}

async fn board_page(
    web: Arc<Web>,
    slug: String,
    variant: Option<String>,
    asked: Asked,
) -> Response {
    let server = match server_of(&web, slug, asked).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let made = blocking(&web, asked.without_server(), move |w| {
        let pl = asked.or_server(|| server_lang(w, realm_of(&server)));
        let chosen = match &variant {
            Some(id) => w
                .core
                .library()
                .get(id)
                .map(|v| (v.id.clone(), v.name.clone())),
            None => server
                .variants
                .iter()
                .find(|(id, _)| id == "glinski")
                .or(server.variants.first())
                .cloned()
                .or_else(|| {
                    w.core
                        .library()
                        .get("glinski")
                        .map(|v| (v.id.clone(), v.name.clone()))
                }),
        };
        let Some(chosen) = chosen else {
            return (pl, None);
        };
        let Ok(rows) = w.core.leaderboard_rows(&server, &chosen.0) else {
            return (pl, None);
        };
        let rows: Vec<_> = rows
            .into_iter()
            .enumerate()
            .map(|(i, r)| {
                let name = r
                    .name
                    .clone()
                    .unwrap_or_else(|| t!(pl.lang, "web-unnamed-player", n = i + 1));
                (r, name)
            })
            .collect();
        (
            pl,
            Some(html::leaderboard_page(pl, &server, &chosen, &rows)),
        )
    })
    .await;
    match made {
        Ok((_, Some(body))) => page(body),
        Ok((pl, None)) => not_found_response(pl),
        Err(r) => r,
    }
}

/// `/s/<slug>/games`.
async fn finished(State(web): State<Arc<Web>>, Path(slug): Path<String>, asked: Asked) -> Response {
    let server = match server_of(&web, slug, asked).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let made = blocking(&web, asked.without_server(), move |w| {
        let pl = asked.or_server(|| server_lang(w, realm_of(&server)));
        let Ok(games) = w.core.finished_games(&server) else {
            return (pl, None);
        };
        let games: Vec<_> = games
            .into_iter()
            .map(|g| {
                let names = names_of(pl.lang, &g.names);
                (g, names)
            })
            .collect();
        let zone = w.core.server_zone(realm_of(&server));
        (pl, Some(html::games_page(pl, &server, &games, &zone)))
    })
    .await;
    match made {
        Ok((_, Some(body))) => page(body),
        Ok((pl, None)) => unavailable(pl, "web-unavailable-games"),
        Err(r) => r,
    }
}

/// `/s/<slug>/t/<id>`: a tournament of the server, its standings and rounds.
async fn tournament(
    State(web): State<Arc<Web>>,
    Path((slug, id)): Path<(String, String)>,
    asked: Asked,
) -> Response {
    let server = match server_of(&web, slug, asked).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let made = blocking(&web, asked.without_server(), move |w| {
        let pl = asked.or_server(|| server_lang(w, realm_of(&server)));
        let t = w.core.tournament_view(&server, &id, pl.lang);
        let page = t.map(|t| t.map(|t| html::tournament_page(pl, &server, &t)));
        (pl, page)
    })
    .await;
    match made {
        Ok((_, Ok(Some(body)))) => page(body),
        Ok((pl, Ok(None))) => not_found_response(pl),
        Ok((pl, Err(_))) => unavailable(pl, "web-unavailable-tournament"),
        Err(r) => r,
    }
}

/// A puzzle read by `read` on a blocking thread, or the answer to give instead: not found, or
/// unavailable when the library or the store cannot be read.
async fn puzzle_by(
    web: &Arc<Web>,
    pl: PageLang,
    read: impl FnOnce(&Web) -> Result<Option<PuzzleView>, Problem> + Send + 'static,
) -> Result<PuzzleView, Response> {
    match blocking(web, pl, read).await? {
        Ok(Some(v)) => Ok(v),
        Ok(None) => Err(not_found_response(pl)),
        Err(e) => {
            tracing::warn!("a puzzle page could not be read: {e}");
            Err(unavailable(pl, "web-unavailable-page"))
        }
    }
}

/// The board of a puzzle after `ply` moves of its line, as SVG, turned for the solver, each
/// cell named for clicks (cached by what it shows).
fn puzzle_svg_of(web: &Web, view: &PuzzleView, ply: usize) -> Option<Arc<Vec<u8>>> {
    let pos = view.positions.get(ply)?;
    let last = ply.checked_sub(1).and_then(|i| view.moves.get(i)).copied();
    let key = key_of(&["puzzle-svg", &view.id, &ply.to_string()]);
    if let Some(hit) = web.pictures.get(key) {
        return Some(hit);
    }
    let v = &view.variant;
    let scene = picture::scene(
        v,
        pos,
        &View {
            last_move: last,
            viewer: Some(view.solver()),
            highlights: Vec::new(),
            size_px: Some(SVG_PX),
        },
    );
    let svg = hexcourier_render::svg_with_targets(&scene, &picture::cell_targets(v));
    let svg = Arc::new(svg.into_bytes());
    web.pictures.put(key, svg.clone());
    Some(svg)
}

/// A puzzle page's preview: what it is and who is to move, with its picture (`og.png` in the
/// page's language).
fn puzzle_preview(pl: PageLang, view: &PuzzleView, base: Option<&str>, path: &str) -> Preview {
    let lang = pl.lang;
    let v = &view.variant;
    Preview {
        title: format!(
            "{} \u{2022} {}",
            html::puzzle_title(lang, view),
            variant_name(lang, &v.id, &v.name)
        ),
        description: t!(
            lang,
            "web-puzzle-preview",
            side = seat_in(lang, v, view.solver()),
            rating = view.rating.to_string()
        ),
        url: base.map(|base| format!("{base}{path}{}", pl.query())),
        image: format!(
            "{}/puzzle/{}/og.png?lang={}",
            base.unwrap_or_default(),
            view.id,
            lang.code()
        ),
    }
}

/// A puzzle's page at `path` (for its links), in `pl`'s language.
fn puzzle_page_of(web: &Web, pl: PageLang, view: &PuzzleView, path: &str) -> String {
    let svg = puzzle_svg_of(web, view, 0)
        .map(|s| String::from_utf8_lossy(&s).into_owned())
        .unwrap_or_default();
    let preview = puzzle_preview(pl, view, base_url(web).as_deref(), path);
    let again = format!("{path}{}", pl.query());
    html::puzzle_page(pl, view, &svg, &preview, &again)
}

/// `/puzzle/<id>`: a puzzle of the library (in the language asked for, else English).
async fn puzzle(State(web): State<Arc<Web>>, Path(id): Path<String>, asked: Asked) -> Response {
    let pl = asked.without_server();
    let read = id.clone();
    let view = match puzzle_by(&web, pl, move |w| w.core.puzzle_view(&read)).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let path = format!("/puzzle/{}", view.id);
    match blocking(&web, pl, move |w| puzzle_page_of(w, pl, &view, &path)).await {
        Ok(body) => page(body),
        Err(r) => r,
    }
}

/// `/puzzle/<id>/svg/<ply>`.
async fn puzzle_svg(
    State(web): State<Arc<Web>>,
    Path((id, ply)): Path<(String, String)>,
    asked: Asked,
) -> Response {
    let pl = asked.without_server();
    let Ok(ply) = ply.parse::<usize>() else {
        return not_found_response(pl);
    };
    let view = match puzzle_by(&web, pl, move |w| w.core.puzzle_view(&id)).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    match blocking(&web, pl, move |w| puzzle_svg_of(w, &view, ply)).await {
        Ok(Some(svg)) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml"),
                (header::CACHE_CONTROL, "public, max-age=3600"),
            ],
            shared(svg),
        )
            .into_response(),
        Ok(None) => not_found_response(pl),
        Err(r) => r,
    }
}

/// `/puzzle/<id>/og.png`: the position to solve beside what it is, 1200 x 630, in the
/// language asked for (the page's `og:image` gives `?lang=`).
async fn puzzle_og(State(web): State<Arc<Web>>, Path(id): Path<String>, asked: Asked) -> Response {
    let pl = asked.without_server();
    let view = match puzzle_by(&web, pl, move |w| w.core.puzzle_view(&id)).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let made = blocking(&web, pl, move |w| {
        let lang = pl.lang;
        let v = &view.variant;
        let lines = vec![
            variant_name(lang, &v.id, &v.name),
            html::puzzle_title(lang, &view),
            t!(
                lang,
                "web-card-puzzle-to-move",
                side = seat_in(lang, v, view.solver())
            ),
            t!(lang, "web-card-rated", rating = view.rating.to_string()),
        ];
        let key = key_of(&["puzzle-og", &view.id, &lines.join("\n")]);
        let pos = view.positions.first().ok_or(())?;
        let shown = View {
            last_move: None,
            viewer: Some(view.solver()),
            highlights: Vec::new(),
            size_px: None,
        };
        preview_card(w, key, v, pos, &shown, &lines)
    })
    .await;
    card_response(made, 3600, pl)
}

/// `/s/<slug>/puzzle`: today's puzzle of the day of a server whose pages are on.
async fn daily(State(web): State<Arc<Web>>, Path(slug): Path<String>, asked: Asked) -> Response {
    daily_page(web, slug, None, asked).await
}

/// `/s/<slug>/puzzle/<date>`: the puzzle of a day that has come (`2030-03-17`).
async fn daily_of(
    State(web): State<Arc<Web>>,
    Path((slug, date)): Path<(String, String)>,
    asked: Asked,
) -> Response {
    daily_page(web, slug, Some(date), asked).await
}

async fn daily_page(web: Arc<Web>, slug: String, date: Option<String>, asked: Asked) -> Response {
    let server = match server_of(&web, slug, asked).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let made = blocking(&web, asked.without_server(), move |w| {
        let pl = asked.or_server(|| server_lang(w, realm_of(&server)));
        let view = w.core.daily_view(&server, date.as_deref());
        let path = match &date {
            Some(d) => format!("/s/{}/puzzle/{d}", server.slug),
            None => format!("/s/{}/puzzle", server.slug),
        };
        (
            pl,
            view.map(|v| v.map(|v| puzzle_page_of(w, pl, &v, &path))),
        )
    })
    .await;
    match made {
        Ok((_, Ok(Some(body)))) => page(body),
        Ok((pl, Ok(None))) => not_found_response(pl),
        Ok((pl, Err(e))) => {
            tracing::warn!("a puzzle of the day could not be read: {e}");
            unavailable(pl, "web-unavailable-page")
        }
        Err(r) => r,
    }
}
