//! The bot's counters and timings, written as Prometheus text (`/metrics` on the web port).
//!
//! A small registry of our own rather than the `metrics` crates: the bot has a handful of
//! series, most of them read at scrape time from the core (what is owed, searches running),
//! and the exposition format is a few lines of text; the recorder and exporter crates would
//! add a dozen dependencies (and their build time on every machine) for that.
//!
//! Counters and histograms live in one process-wide registry ([`global`]); anything can add
//! to them. Names and help texts are in [`SERIES`]; a series not listed there is still
//! written, as `untyped`.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::{Mutex, OnceLock, PoisonError};
use std::time::Duration;

/// The upper bounds of every histogram's buckets, in seconds (`+Inf` is added).
pub const BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 5.0,
];

/// Each series the bot writes: name, type and help.
pub const SERIES: &[(&str, &str, &str)] = &[
    (
        "hexcourier_commands_total",
        "counter",
        "Commands carried out, by name and outcome (ok, refused, error).",
    ),
    (
        "hexcourier_command_seconds",
        "histogram",
        "Time the core took to carry out a command.",
    ),
    (
        "hexcourier_store_commit_seconds",
        "histogram",
        "Time a store commit of a game change took.",
    ),
    (
        "hexcourier_engine_jobs_total",
        "counter",
        "Engine searches handed to workers through the store's job queue.",
    ),
    (
        "hexcourier_web_requests_total",
        "counter",
        "Web requests answered, by route and status.",
    ),
    (
        "hexcourier_web_request_seconds",
        "histogram",
        "Time the web server took to answer, by route.",
    ),
    (
        "hexcourier_announcements_owed",
        "gauge",
        "Announcements stored and not yet delivered.",
    ),
    (
        "hexcourier_announcement_oldest_age_seconds",
        "gauge",
        "Age of the oldest announcement owed (0 when none is).",
    ),
    (
        "hexcourier_announcements_dropped",
        "gauge",
        "Announcements dropped for good since the store was made.",
    ),
    (
        "hexcourier_dms_owed",
        "gauge",
        "Players with turn DMs queued.",
    ),
    (
        "hexcourier_engine_searches_running",
        "gauge",
        "Engine searches running in this process.",
    ),
    (
        "hexcourier_engine_searches_queued",
        "gauge",
        "Engine searches waiting for a place in this process.",
    ),
    (
        "hexcourier_games",
        "gauge",
        "Games this process knows (running and finished).",
    ),
    (
        "hexcourier_gateway_latency_seconds",
        "gauge",
        "Heartbeat latency of each gateway shard.",
    ),
    (
        "hexcourier_gateway_connected",
        "gauge",
        "Whether each gateway shard is connected (1) or not (0).",
    ),
    (
        "hexcourier_ready",
        "gauge",
        "Whether the process is ready (what /readyz answers).",
    ),
    (
        "hexcourier_web_watchers",
        "gauge",
        "Live game pages open on this process.",
    ),
    (
        "hexcourier_web_connections",
        "gauge",
        "Connections open to this process's web server.",
    ),
    (
        "hexcourier_web_gifs_drawn_total",
        "counter",
        "Animated replays drawn for the web (not from the cache).",
    ),
];

/// Labels, as `(name, value)` pairs.
pub type Labels = Vec<(&'static str, String)>;

#[derive(Debug, Clone, Default)]
struct Histogram {
    counts: [u64; BUCKETS.len()],
    total: u64,
    sum: f64,
}

/// Counters and histograms by name, then by labels.
#[derive(Debug, Default)]
pub struct Registry {
    counters: Mutex<BTreeMap<&'static str, BTreeMap<Labels, u64>>>,
    histograms: Mutex<BTreeMap<&'static str, BTreeMap<Labels, Histogram>>>,
}

/// The process's registry.
pub fn global() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(Registry::default)
}

/// Adds one to a counter of the process's registry.
pub fn count(name: &'static str, labels: Labels) {
    global().add(name, labels, 1);
}

/// Records a duration in a histogram of the process's registry.
pub fn time(name: &'static str, labels: Labels, took: Duration) {
    global().observe(name, labels, took.as_secs_f64());
}

impl Registry {
    /// Adds `n` to a counter.
    pub fn add(&self, name: &'static str, labels: Labels, n: u64) {
        let mut c = self.counters.lock().unwrap_or_else(PoisonError::into_inner);
        *c.entry(name).or_default().entry(labels).or_default() += n;
    }

    /// Records a value (seconds) in a histogram.
    pub fn observe(&self, name: &'static str, labels: Labels, value: f64) {
        let mut h = self
            .histograms
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let e = h.entry(name).or_default().entry(labels).or_default();
        for (i, bound) in BUCKETS.iter().enumerate() {
            if value <= *bound {
                e.counts[i] += 1;
            }
        }
        e.total += 1;
        e.sum += value;
    }

    /// A counter's value (tests).
    pub fn counter(&self, name: &str, labels: &[(&str, &str)]) -> u64 {
        let c = self.counters.lock().unwrap_or_else(PoisonError::into_inner);
        c.get(name)
            .and_then(|m| {
                m.iter()
                    .find(|(l, _)| {
                        l.len() == labels.len()
                            && l.iter().zip(labels).all(|(a, b)| a.0 == b.0 && a.1 == b.1)
                    })
                    .map(|(_, v)| *v)
            })
            .unwrap_or(0)
    }

    /// Writes every counter and histogram, then `gauges` (read now by the caller), as
    /// Prometheus text.
    pub fn render(&self, gauges: &[(&'static str, Labels, f64)]) -> String {
        let mut out = String::with_capacity(4096);
        let mut described: Vec<&str> = Vec::new();
        let mut head = |out: &mut String, name: &'static str| {
            if described.contains(&name) {
                return;
            }
            described.push(name);
            match SERIES.iter().find(|(n, _, _)| *n == name) {
                Some((_, kind, help)) => {
                    let _ = writeln!(out, "# HELP {name} {help}");
                    let _ = writeln!(out, "# TYPE {name} {kind}");
                }
                None => {
                    let _ = writeln!(out, "# TYPE {name} untyped");
                }
            }
        };
        {
            let c = self.counters.lock().unwrap_or_else(PoisonError::into_inner);
            for (name, series) in c.iter() {
                head(&mut out, name);
                for (labels, v) in series {
                    let _ = writeln!(out, "{name}{} {v}", label_text(labels, None));
                }
            }
        }
        {
            let h = self
                .histograms
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            for (name, series) in h.iter() {
                head(&mut out, name);
                for (labels, hist) in series {
                    for (i, bound) in BUCKETS.iter().enumerate() {
                        let _ = writeln!(
                            out,
                            "{name}_bucket{} {}",
                            label_text(labels, Some(&bound.to_string())),
                            hist.counts[i]
                        );
                    }
                    let _ = writeln!(
                        out,
                        "{name}_bucket{} {}",
                        label_text(labels, Some("+Inf")),
                        hist.total
                    );
                    let l = label_text(labels, None);
                    let _ = writeln!(out, "{name}_sum{l} {}", hist.sum);
                    let _ = writeln!(out, "{name}_count{l} {}", hist.total);
                }
            }
        }
        for (name, labels, v) in gauges {
            head(&mut out, name);
            let _ = writeln!(out, "{name}{} {v}", label_text(labels, None));
        }
        out
    }
}

/// `{a="x",le="0.5"}`, or nothing without labels.
fn label_text(labels: &Labels, le: Option<&str>) -> String {
    let mut parts: Vec<String> = labels
        .iter()
        .map(|(k, v)| format!("{k}=\"{}\"", escape(v)))
        .collect();
    if let Some(le) = le {
        parts.push(format!("le=\"{le}\""));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("{{{}}}", parts.join(","))
    }
}

/// A label value escaped as the text format asks (`\\`, `\"`, `\n`).
fn escape(v: &str) -> String {
    v.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn series_are_written_as_prometheus_text() {
        let r = Registry::default();
        r.add(
            "hexcourier_commands_total",
            vec![("command", "move".into()), ("outcome", "ok".into())],
            2,
        );
        r.observe("hexcourier_command_seconds", vec![], 0.003);
        let text = r.render(&[(
            "hexcourier_ready",
            vec![("why", "a \"quoted\"\nline".into())],
            1.0,
        )]);
        assert!(text.contains("# TYPE hexcourier_commands_total counter\n"));
        assert!(text.contains("hexcourier_commands_total{command=\"move\",outcome=\"ok\"} 2\n"));
        assert!(text.contains("hexcourier_command_seconds_bucket{le=\"0.0025\"} 0\n"));
        assert!(text.contains("hexcourier_command_seconds_bucket{le=\"0.005\"} 1\n"));
        assert!(text.contains("hexcourier_command_seconds_bucket{le=\"+Inf\"} 1\n"));
        assert!(text.contains("hexcourier_command_seconds_count 1\n"));
        assert!(text.contains("hexcourier_ready{why=\"a \\\"quoted\\\"\\nline\"} 1\n"));
        assert_eq!(
            r.counter(
                "hexcourier_commands_total",
                &[("command", "move"), ("outcome", "ok")]
            ),
            2
        );
    }
}
