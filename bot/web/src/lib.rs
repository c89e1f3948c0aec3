//! The web: a transport beside [`hexcourier_discord`] and [`hexcourier_console`] that only reads, through
//! the core's page methods ([`hexcourier_core::Core::game_view`] and the rest).
//!
//! - Game pages `/g/<slug>` (slugs are unguessable, see [`hexcourier_core::slug`]): the board as
//!   the renderer's SVG, the moves, the clock and result; arrow keys, clicks and a slider step
//!   through the positions, and a move arrives within a second by server-sent events. Each page
//!   carries Open Graph and Twitter card tags, so a link unfurls in Discord with a 1200 x 630
//!   picture of the position. The record (`.pgn`) and replay (`.gif`) are a click away.
//! - Server pages (`/web on`): leaderboards and finished games.
//! - Operations: `/metrics`, `/healthz`, `/readyz`, `/status` (for operators: in English).
//!
//! Pages speak English, Polish, Hungarian or German ([`lang`]): `?lang=`, else the browser's
//! `Accept-Language`, else the language of the server the page belongs to.
//!
//! Bounded everywhere: pictures are cached in a least-recently-used cache; each client (an
//! IPv4 address or an IPv6 /64, [`guard::ClientKey`]) has a token bucket of requests; live
//! pages are counted per process, per game and per client, end when their game does, and a
//! slow one is dropped rather than buffered for; connections are capped below the open-file
//! limit, idle ones time out and make room first ([`conns`], [`accept`]); replays are drawn
//! once per game at a time and a few at once ([`gifs`]); every response carries a
//! Content-Security-Policy and the other security headers ([`headers`]).
//!
//! Start it with [`start`] on a tokio runtime (the Discord adapter does, on its own), or
//! [`start_in_thread`] (the console, which has no runtime).

pub mod accept;
pub mod conns;
pub mod gifs;
pub mod guard;
pub mod headers;
pub mod html;
pub mod lang;
pub mod live;
pub mod open_files;
pub mod ops;
pub mod routes;
pub mod state;
pub mod updates;

pub use state::{Health, ShardState, Web, WebConfig};

use anyhow::Context as _;
use hexcourier_core::Core;
use std::net::SocketAddr;
use std::sync::Arc;

/// A web server running: where it listens, its state, and its tasks (aborted when dropped).
#[derive(Debug)]
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// Its shared state.
    pub web: Arc<Web>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Drop for Running {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
        self.web.conns.close_all();
    }
}

/// Starts the web server of `config.listen` on the current tokio runtime; `Ok(None)` when
/// no address is set.
///
/// # Errors
/// If the address is not one, or cannot be listened on.
pub async fn start(
    core: Arc<Core>,
    config: WebConfig,
    health: Arc<Health>,
) -> anyhow::Result<Option<Running>> {
    let Some(listen) = config.listen.clone() else {
        return Ok(None);
    };
    let listener = tokio::net::TcpListener::bind(listen.trim())
        .await
        .with_context(|| format!("cannot listen on web.listen = {listen:?}"))?;
    let web = Arc::new(Web::new(core, config, health));
    start_on(listener, web).map(Some)
}

/// Serves `web` on a listener already bound (tests bind port 0).
///
/// # Errors
/// If the listener's address cannot be read.
pub fn start_on(listener: tokio::net::TcpListener, web: Arc<Web>) -> anyhow::Result<Running> {
    let addr = listener.local_addr()?;
    let app = routes::router(web.clone());
    let server = tokio::spawn(accept::run(
        listener,
        app,
        web.conns.clone(),
        web.config.idle_timeout,
    ));
    let live = tokio::spawn(updates::run(web.clone()));
    tracing::info!(
        %addr,
        max_connections = web.conns.max(),
        idle_timeout_secs = web.config.idle_timeout.as_secs(),
        "web pages served"
    );
    Ok(Running {
        addr,
        web,
        tasks: vec![server, live],
    })
}

/// A web server on a runtime of its own (for the console): `Ok(None)` when no address is set.
/// It runs until the process ends.
///
/// # Errors
/// If the runtime cannot start or the address cannot be listened on.
pub fn start_in_thread(core: Arc<Core>, config: WebConfig) -> anyhow::Result<Option<SocketAddr>> {
    if config.listen.is_none() {
        return Ok(None);
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("could not start the web server's runtime")?;
    let running = runtime.block_on(start(core, config, Arc::new(Health::without_gateway())))?;
    let Some(running) = running else {
        return Ok(None);
    };
    let addr = running.addr;
    std::thread::Builder::new()
        .name("hexcourier-web".into())
        .spawn(move || {
            runtime.block_on(async move {
                let _running = running;
                std::future::pending::<()>().await;
            });
        })
        .context("could not start the web server's thread")?;
    Ok(Some(addr))
}
