//! Operations: `/metrics` (Prometheus text), `/healthz` (alive), `/readyz` (the gateway
//! connected and the store answering) and `/status` (what `hexcourier status` prints, for a
//! store the running bot holds).

use super::state::Web;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use hexcourier_core::metrics::Labels;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// What the process reports, read from the core at once.
struct Reading {
    outbox: Result<hexcourier_core::OutboxStatus, String>,
    dms: usize,
    searches: (usize, usize),
    games: usize,
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Reads the core on a blocking thread (the store may be PostgreSQL).
async fn read(web: &Arc<Web>) -> Option<Reading> {
    let core = web.core.clone();
    tokio::task::spawn_blocking(move || Reading {
        outbox: core.outbox_status().map_err(|e| e.to_string()),
        dms: core.dms_waiting(),
        searches: core.searches(),
        games: core.game_count(),
    })
    .await
    .ok()
}

/// Whether the process is ready, and if not, why.
fn readiness(web: &Web, reading: Option<&Reading>) -> Result<(), String> {
    if !web.health.gateway_ready() {
        return Err("the Discord gateway is not connected".into());
    }
    match reading.map(|r| &r.outbox) {
        None => Err("the core could not be read".into()),
        Some(Err(e)) => Err(format!(
            "the store does not answer: {}",
            hexcourier_secret::scrub(e)
        )),
        Some(Ok(_)) => Ok(()),
    }
}

/// `/metrics`.
pub(super) async fn metrics(State(web): State<Arc<Web>>) -> Response {
    let reading = read(&web).await;
    let ready = readiness(&web, reading.as_ref()).is_ok();
    let none = Labels::new;
    let mut gauges: Vec<(&'static str, Labels, f64)> = Vec::new();
    if let Some(r) = &reading {
        if let Ok(o) = &r.outbox {
            gauges.push(("hexcourier_announcements_owed", none(), o.owed as f64));
            gauges.push((
                "hexcourier_announcement_oldest_age_seconds",
                none(),
                o.oldest.map_or(0.0, |t| now().saturating_sub(t) as f64),
            ));
            gauges.push(("hexcourier_announcements_dropped", none(), o.dropped as f64));
        }
        gauges.push(("hexcourier_dms_owed", none(), r.dms as f64));
        gauges.push((
            "hexcourier_engine_searches_running",
            none(),
            r.searches.0 as f64,
        ));
        gauges.push((
            "hexcourier_engine_searches_queued",
            none(),
            r.searches.1 as f64,
        ));
        gauges.push(("hexcourier_games", none(), r.games as f64));
    }
    for (shard, s) in web.health.shards() {
        let labels = vec![("shard", shard.to_string())];
        gauges.push((
            "hexcourier_gateway_connected",
            labels.clone(),
            if s.connected { 1.0 } else { 0.0 },
        ));
        if let Some(l) = s.latency {
            gauges.push((
                "hexcourier_gateway_latency_seconds",
                labels,
                l.as_secs_f64(),
            ));
        }
    }
    gauges.push(("hexcourier_ready", none(), if ready { 1.0 } else { 0.0 }));
    gauges.push((
        "hexcourier_web_watchers",
        none(),
        web.watchers.count() as f64,
    ));
    gauges.push((
        "hexcourier_web_connections",
        none(),
        web.conns.open() as f64,
    ));
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        hexcourier_core::metrics::global().render(&gauges),
    )
        .into_response()
}

/// `/healthz`: the process answers.
pub(super) async fn healthz() -> Response {
    (StatusCode::OK, "ok\n").into_response()
}

/// `/readyz`: 200 when the gateway is connected (a bot) and the store answers, else 503
/// with the reason.
pub(super) async fn readyz(State(web): State<Arc<Web>>) -> Response {
    let reading = read(&web).await;
    match readiness(&web, reading.as_ref()) {
        Ok(()) => (StatusCode::OK, "ready\n").into_response(),
        Err(why) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("not ready: {why}\n"),
        )
            .into_response(),
    }
}

/// `/status`: `games`, `owed`, `oldest`, `dropped` and `ready` lines, as `hexcourier status`
/// prints them.
pub(super) async fn status(State(web): State<Arc<Web>>) -> Response {
    let reading = read(&web).await;
    let ready = readiness(&web, reading.as_ref());
    let Some(r) = reading else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            "the core could not be read\n",
        )
            .into_response();
    };
    let mut out = format!("games {}\n", r.games);
    match &r.outbox {
        Ok(o) => {
            out.push_str(&format!("owed {}\n", o.owed));
            match o.oldest {
                Some(t) => out.push_str(&format!("oldest {}s\n", now().saturating_sub(t))),
                None => out.push_str("oldest -\n"),
            }
            out.push_str(&format!("dropped {}\n", o.dropped));
        }
        Err(e) => out.push_str(&format!("owed ? ({})\n", hexcourier_secret::scrub(e))),
    }
    match ready {
        Ok(()) => out.push_str("ready yes\n"),
        Err(why) => out.push_str(&format!("ready no ({why})\n")),
    }
    (StatusCode::OK, out).into_response()
}
