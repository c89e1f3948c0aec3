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

use super::guard::key_of;
use super::html::{self, Preview};
use super::live::Full;
use super::ops;
use super::state::Web;
use crate::core::{GameView, ServerView};
use crate::picture::{self, View};
use axum::body::Body;
use axum::extract::{ConnectInfo, MatchedPath, Path, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use futures_util::stream::{self, StreamExt};
use std::collections::HashMap;
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
        let mut r = (
            StatusCode::TOO_MANY_REQUESTS,
            page(html::message_page(
                "Slow down",
                "Too many requests from your address; try again in a minute.",
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

/// Runs a read of the core on a blocking thread.
pub(super) async fn blocking<T: Send + 'static>(
    web: &Arc<Web>,
    f: impl FnOnce(&Web) -> T + Send + 'static,
) -> Result<T, Response> {
    let w = web.clone();
    tokio::task::spawn_blocking(move || f(&w))
        .await
        .map_err(|_| unavailable("the page could not be made"))
}

fn page(body: String) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body).into_response()
}

fn not_found_response() -> Response {
    (
        StatusCode::NOT_FOUND,
        page(html::message_page(
            "Not found",
            "There is no page here. Game pages are reachable only by the link the bot posts.",
        )),
    )
        .into_response()
}

async fn not_found() -> Response {
    not_found_response()
}

fn unavailable(why: &str) -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        page(html::message_page("Unavailable", why)),
    )
        .into_response()
}

async fn index() -> Response {
    page(html::message_page(
        "Hexcourier",
        "Hexagonal chess by correspondence. Game pages are linked from the games' threads.",
    ))
}

/// The game of a slug, or the answer to give instead.
async fn view_of(web: &Arc<Web>, slug: String) -> Result<GameView, Response> {
    match blocking(web, move |w| w.core.game_view(&slug)).await? {
        Ok(Some(v)) => Ok(v),
        Ok(None) => Err(not_found_response()),
        Err(e) => {
            tracing::warn!("a game page could not be read: {e}");
            Err(unavailable("the game could not be read; try again"))
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

/// What link previews of a game say.
fn preview_of(view: &GameView, names: &[String], base: &str) -> Preview {
    let description = match view.to_move {
        Some(p) => format!(
            "{} ({}) to move, after {} move{}.",
            view.seats.get(p.index()).map_or("?", String::as_str),
            names.get(p.index()).map_or("?", String::as_str),
            view.plies(),
            if view.plies() == 1 { "" } else { "s" }
        ),
        None => format!("{} after {} moves.", view.status, view.plies()),
    };
    Preview {
        title: format!(
            "{} \u{2022} {}",
            view.variant.name,
            html::players_line(names)
        ),
        description,
        url: format!("{base}/g/{}", view.slug),
        image: format!("{base}/g/{}/og.png?v={}", view.slug, view.version),
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
    Query(q): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    if let Some(slug) = file.strip_suffix(".pgn") {
        let slug = slug.to_string();
        return match blocking(&web, move |w| w.core.page_record(&slug)).await {
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
            Ok(Ok(None)) => not_found_response(),
            Ok(Err(_)) => unavailable("the game could not be read; try again"),
        };
    }
    if let Some(slug) = file.strip_suffix(".gif") {
        let slug = slug.to_string();
        return match blocking(&web, move |w| gif_of(w, &slug)).await {
            Err(r) => r,
            Ok(Ok(Some(bytes))) => (
                [(header::CONTENT_TYPE, "image/gif")],
                Body::from(bytes.to_vec()),
            )
                .into_response(),
            Ok(Ok(None)) => not_found_response(),
            Ok(Err(why)) => unavailable(&why),
        };
    }
    let view = match view_of(&web, file).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let ply = q
        .get("ply")
        .and_then(|p| p.parse::<usize>().ok())
        .map_or(view.plies(), |p| p.min(view.plies()));
    let base = base_url(&web, &headers);
    let made = blocking(&web, move |w| {
        let names = names_of(w, &view);
        let svg = svg_of(w, &view, ply)
            .map(|s| String::from_utf8_lossy(&s).into_owned())
            .unwrap_or_default();
        let preview = preview_of(&view, &names, &base);
        html::game_page(&view, &names, ply, &svg, &preview, now())
    })
    .await;
    match made {
        Ok(body) => page(body),
        Err(r) => r,
    }
}

/// A game's replay, cached by its moves.
fn gif_of(web: &Web, slug: &str) -> Result<Option<Arc<Vec<u8>>>, String> {
    let Some(view) = web.core.game_view(slug).map_err(|e| e.to_string())? else {
        return Ok(None);
    };
    let key = key_of(&[
        "gif",
        &view.variant.id,
        &view.game.start().to_text(&view.variant),
        &view.game.move_texts().join(" "),
    ]);
    if let Some(hit) = web.pictures.get(key) {
        return Ok(Some(hit));
    }
    match web.core.page_gif(slug).map_err(|e| e.to_string())? {
        None => Ok(None),
        Some(Err(why)) => Err(format!("The replay could not be drawn: {why}.")),
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
) -> Response {
    let Ok(ply) = ply.parse::<usize>() else {
        return not_found_response();
    };
    let view = match view_of(&web, slug).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    match blocking(&web, move |w| svg_of(w, &view, ply)).await {
        Ok(Some(svg)) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            Body::from(svg.to_vec()),
        )
            .into_response(),
        Ok(None) => not_found_response(),
        Err(r) => r,
    }
}

/// `/g/<slug>/og.png`: the position now beside the game's title, 1200 x 630.
async fn og_png(State(web): State<Arc<Web>>, Path(slug): Path<String>) -> Response {
    let view = match view_of(&web, slug).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let made = blocking(&web, move |w| {
        let names = names_of(w, &view);
        let v = &view.variant;
        let pos = view.game.position();
        let last = view.game.moves().last().copied();
        let lines = vec![
            v.name.clone(),
            html::players_line(&names),
            match view.to_move {
                Some(p) => format!(
                    "{} to move",
                    names.get(p.index()).map_or("?", String::as_str)
                ),
                None => view.result.clone().unwrap_or_default(),
            },
            format!("{} moves", view.plies()),
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
        let png =
            Arc::new(hexcourier_render::card::card_png(&scene, &lines).map_err(|e| e.to_string())?);
        w.pictures.put(key, png.clone());
        Ok::<_, String>(png)
    })
    .await;
    match made {
        Ok(Ok(png)) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "public, max-age=60"),
            ],
            Body::from(png.to_vec()),
        )
            .into_response(),
        Ok(Err(why)) => unavailable(&why),
        Err(r) => r,
    }
}

/// The data of a `game` event: what a page needs to show the game as it is now.
pub(super) fn event_json(web: &Web, view: &GameView) -> String {
    let names = names_of(web, view);
    let status = match view.to_move {
        Some(p) => format!(
            "{} ({}) to move",
            view.seats.get(p.index()).map_or("?", String::as_str),
            names.get(p.index()).map_or("?", String::as_str)
        ),
        None => view.status.clone(),
    };
    serde_json::json!({
        "plies": view.plies(),
        "moves": view.numbered,
        "status": status,
        "over": view.over(),
        "version": view.version.to_string(),
    })
    .to_string()
}

/// `/g/<slug>/events`: the game now, then again at each change, as server-sent events.
async fn events(State(web): State<Arc<Web>>, Path(slug): Path<String>) -> Response {
    let view = match view_of(&web, slug.clone()).await {
        Ok(v) => v,
        Err(r) => return r,
    };
    let watch = match web.watchers.join(view.id, &slug) {
        Ok(w) => w,
        Err(full @ (Full::Process | Full::Game)) => return unavailable(&full.to_string()),
    };
    let first = event_json(&web, &view);
    let head =
        stream::once(
            async move { Ok::<_, Infallible>(Event::default().event("game").data(first)) },
        );
    let rest = stream::unfold(watch, |mut w| async move {
        // A watcher that fell behind is dropped: its browser reconnects and starts afresh.
        let data = w.rx.recv().await.ok()?;
        Some((Ok(Event::default().event("game").data(&*data)), w))
    });
    Sse::new(head.chain(rest))
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// The server of a slug with its pages on, or the answer to give instead.
async fn server_of(web: &Arc<Web>, slug: String) -> Result<ServerView, Response> {
    match blocking(web, move |w| w.core.server_view(&slug)).await? {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(not_found_response()),
        Err(_) => Err(unavailable(
            "the server's pages could not be read; try again",
        )),
    }
}

/// `/s/<slug>/leaderboard`: the first variant with rated games (Glinski's when it has them).
async fn leaderboard(State(web): State<Arc<Web>>, Path(slug): Path<String>) -> Response {
    board_page(web, slug, None).await
}

/// `/s/<slug>/leaderboard/<variant>`.
async fn leaderboard_of(
    State(web): State<Arc<Web>>,
    Path((slug, variant)): Path<(String, String)>,
) -> Response {
    board_page(web, slug, Some(variant)).await
}

async fn board_page(web: Arc<Web>, slug: String, variant: Option<String>) -> Response {
    let server = match server_of(&web, slug).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let made = blocking(&web, move |w| {
        let chosen = match &variant {
            Some(id) => {
                let v = w.core.library().get(id)?;
                (v.id.clone(), v.name.clone())
            }
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
                })?,
        };
        let rows = w.core.leaderboard_rows(&server, &chosen.0).ok()?;
        let rows: Vec<_> = rows
            .into_iter()
            .map(|r| {
                let name = w.name(&r.user);
                (r, name)
            })
            .collect();
        Some(html::leaderboard_page(&server, &chosen, &rows))
    })
    .await;
    match made {
        Ok(Some(body)) => page(body),
        Ok(None) => not_found_response(),
        Err(r) => r,
    }
}

/// `/s/<slug>/games`.
async fn finished(State(web): State<Arc<Web>>, Path(slug): Path<String>) -> Response {
    let server = match server_of(&web, slug).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let made = blocking(&web, move |w| {
        let games = w.core.finished_games(&server).ok()?;
        let games: Vec<_> = games
            .into_iter()
            .map(|g| {
                let names = g.players.iter().map(|u| w.name(u)).collect();
                (g, names)
            })
            .collect();
        Some(html::games_page(&server, &games))
    })
    .await;
    match made {
        Ok(Some(body)) => page(body),
        Ok(None) => unavailable("the server's games could not be read; try again"),
        Err(r) => r,
    }
}

/// `/s/<slug>/t/<id>`: a tournament of the server, its standings and rounds.
async fn tournament(
    State(web): State<Arc<Web>>,
    Path((slug, id)): Path<(String, String)>,
) -> Response {
    let server = match server_of(&web, slug).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let made = blocking(&web, move |w| {
        let t = w.core.tournament_view(&server, &id)?;
        Ok::<_, crate::store::StoreError>(
            t.map(|t| html::tournament_page(&server, &t, &|u| w.name(u))),
        )
    })
    .await;
    match made {
        Ok(Ok(Some(body))) => page(body),
        Ok(Ok(None)) => not_found_response(),
        Ok(Err(_)) => unavailable("the tournament could not be read; try again"),
        Err(r) => r,
    }
}
