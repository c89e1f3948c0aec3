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
//! | `/metrics`, `/healthz`, `/readyz`, `/status` | operations ([`super::ops`]) |
//!
//! Pages are in the language [`super::lang`] chooses: `?lang=`, else `Accept-Language`, else
//! the language of the server the page belongs to (read on a blocking thread), else English;
//! their responses say `Vary: Accept-Language`.

use super::guard::key_of;
use super::html::{self, Preview};
use super::lang::{Asked, PageLang};
use super::live::{Full, Update};
use super::ops;
use super::state::Web;
use crate::core::standing::NO_REALM;
use crate::core::words::seat_in;
use crate::core::{GameView, ServerView, MAX_GIF_PLIES};
use crate::i18n::{variant_name, Lang};
use crate::picture::{self, View};
use crate::t;
use axum::body::Body;
use axum::extract::{ConnectInfo, MatchedPath, Path, RawQuery, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use futures_util::stream::{self, StreamExt};
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
        .route("/metrics", get(ops::metrics))
        .route("/healthz", get(ops::healthz))
        .route("/readyz", get(ops::readyz))
        .route("/status", get(ops::status))
        .fallback(not_found)
        .layer(middleware::from_fn_with_state(web.clone(), guard))
        .with_state(web)
}

/// Every request: charged to its address's bucket (operations' routes are not), counted and
/// timed by route.
async fn guard(
    State(web): State<Arc<Web>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    req: Request,
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
    let allowed = ops_route
        || web
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take(
                super::guard::client_address(
                    addr.ip(),
                    req.headers()
                        .get("x-forwarded-for")
                        .and_then(|v| v.to_str().ok()),
                    &web.config.trusted_proxies,
                ),
                started,
            );
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
    crate::metrics::count(
        "hexcourier_web_requests_total",
        vec![
            ("route", route.clone()),
            ("status", response.status().as_u16().to_string()),
        ],
    );
    if route != "/g/{slug}/events" {
        crate::metrics::time(
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

/// A page saying the text of `why` (a `web-…` key) in `pl`'s language, 503.
fn unavailable(pl: PageLang, why: &str) -> Response {
    unavailable_saying(pl, &crate::i18n::plain(pl.lang, why))
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

/// The players' names as pages show them.
fn names_of(web: &Web, view: &GameView) -> Vec<String> {
    view.players.iter().map(|u| web.name(u)).collect()
}

/// The address pages are reached at: `web.public_url`, else what the request was sent to.
fn base_url(web: &Web, headers: &HeaderMap) -> String {
    if let Some(b) = &web.config.public_url {
        return b.trim_end_matches('/').to_string();
    }
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            h.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '-' | '[' | ']'))
        })
        .unwrap_or("localhost");
    format!("http://{host}")
}

/// What link previews of a game say, in `pl`'s language (its picture too).
fn preview_of(pl: PageLang, view: &GameView, names: &[String], base: &str) -> Preview {
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
        url: format!("{base}/g/{}{}", view.slug, pl.query()),
        image: format!(
            "{base}/g/{}/og.png?v={}&lang={}",
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
    headers: HeaderMap,
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
        let slug = slug.to_string();
        return match blocking(&web, early, move |w| gif_of(w, &slug)).await {
            Err(r) => r,
            Ok(Ok(Some(bytes))) => (
                [(header::CONTENT_TYPE, "image/gif")],
                Body::from(bytes.to_vec()),
            )
                .into_response(),
            Ok(Ok(None)) => not_found_response(early),
            Ok(Err(NoReplay::Store)) => unavailable(early, "web-unavailable-game"),
            Ok(Err(NoReplay::TooLong)) => unavailable_saying(
                early,
                &t!(early.lang, "web-replay-too-long", max = MAX_GIF_PLIES),
            ),
            Ok(Err(NoReplay::Drawing)) => unavailable(early, "web-replay-failed"),
        };
    }
    let view = match view_of(&web, file, asked).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let ply = param(query.as_deref(), "ply")
        .and_then(|p| p.parse::<usize>().ok())
        .map_or(view.plies(), |p| p.min(view.plies()));
    let base = base_url(&web, &headers);
    let made = blocking(&web, early, move |w| {
        let pl = asked.or_server(|| server_lang(w, view.realm.as_deref()));
        let names = names_of(w, &view);
        let svg = svg_of(w, &view, ply)
            .map(|s| String::from_utf8_lossy(&s).into_owned())
            .unwrap_or_default();
        let preview = preview_of(pl, &view, &names, &base);
        html::game_page(pl, &view, &names, ply, &svg, &preview, now())
    })
    .await;
    match made {
        Ok(body) => page(body),
        Err(r) => r,
    }
}

/// Why a game's replay is not given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
enum NoReplay {
    /// The store could not be read.
    #[error("the game could not be read")]
    Store,
    /// The game has more moves than a replay draws.
    #[error("the game is too long for a replay")]
    TooLong,
    /// The painter failed.
    #[error("the replay could not be drawn")]
    Drawing,
}

/// A game's replay, cached by its moves.
fn gif_of(web: &Web, slug: &str) -> Result<Option<Arc<Vec<u8>>>, NoReplay> {
    let Some(view) = web.core.game_view(slug).map_err(|_| NoReplay::Store)? else {
        return Ok(None);
    };
    if view.plies() > MAX_GIF_PLIES {
        return Err(NoReplay::TooLong);
    }
    let key = key_of(&[
        "gif",
        &view.variant.id,
        &view.game.start().to_text(&view.variant),
        &view.game.move_texts().join(" "),
    ]);
    if let Some(hit) = web.pictures.get(key) {
        return Ok(Some(hit));
    }
    match web.core.page_gif(slug).map_err(|_| NoReplay::Store)? {
        None => Ok(None),
        Some(Err(why)) => {
            tracing::warn!(slug, "a replay could not be drawn: {why}");
            Err(NoReplay::Drawing)
        }
        Some(Ok(bytes)) => {
            let bytes = Arc::new(bytes);
            web.pictures.put(key, bytes.clone());
            Ok(Some(bytes))
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
            Body::from(svg.to_vec()),
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
        let names = names_of(w, &view);
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
        if let Some(hit) = w.pictures.get(key) {
            return Ok(hit);
        }
        let scene = picture::scene(
            v,
            pos,
            &View {
                last_move: last,
                viewer: None,
                highlights: Vec::new(),
                size_px: None,
            },
        );
        let png = Arc::new(
            hexcourier_render::card::card_png(&scene, &lines).map_err(|e| {
                tracing::warn!("a preview picture could not be drawn: {e}");
            })?,
        );
        w.pictures.put(key, png.clone());
        Ok::<_, ()>(png)
    })
    .await;
    match made {
        Ok(Ok(png)) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "public, max-age=60"),
                (header::VARY, "Accept-Language"),
            ],
            Body::from(png.to_vec()),
        )
            .into_response(),
        Ok(Err(())) => unavailable(early, "web-unavailable-page"),
        Err(r) => r,
    }
}

/// The data of a `game` event in every language: what a page needs to show the game as it
/// is now.
pub(super) fn event_update(web: &Web, view: &GameView) -> Update {
    let names = names_of(web, view);
    Update::new(
        Lang::ALL
            .iter()
            .map(|&lang| {
                let data = serde_json::json!({
                    "plies": view.plies(),
                    "moves": view.numbered,
                    "status": html::game_status(lang, view, &names),
                    "over": view.over(),
                    "clock": clock_data(view),
                    "clock_line": html::clock_line(lang, view, now()).unwrap_or_default(),
                    "version": view.version.to_string(),
                })
                .to_string();
                (lang, data)
            })
            .collect(),
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
/// language asked for (the page asks for its own by `?lang=`).
async fn events(State(web): State<Arc<Web>>, Path(slug): Path<String>, asked: Asked) -> Response {
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
    let watch = match web.watchers.join(view.id, &slug) {
        Ok(w) => w,
        Err(Full::Process) => return unavailable(early, "web-unavailable-live-server"),
        Err(Full::Game) => return unavailable(early, "web-unavailable-live-game"),
    };
    let first = event_update(&web, &view).data(lang).to_string();
    let head =
        stream::once(
            async move { Ok::<_, Infallible>(Event::default().event("game").data(first)) },
        );
    let rest = stream::unfold(watch, move |mut w| async move {
        // A watcher that fell behind is dropped: its browser reconnects and starts afresh.
        let update = w.rx.recv().await.ok()?;
        Some((
            Ok(Event::default().event("game").data(update.data(lang))),
            w,
        ))
    });
    let mut r = Sse::new(head.chain(rest))
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
            .map(|r| {
                let name = w.name(&r.user);
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
                let names = g.players.iter().map(|u| w.name(u)).collect();
                (g, names)
            })
            .collect();
        (pl, Some(html::games_page(pl, &server, &games)))
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
        let page = t.map(|t| t.map(|t| html::tournament_page(pl, &server, &t, &|u| w.name(u))));
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
