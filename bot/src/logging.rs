//! Logs on stderr with tracing: the filter comes from `RUST_LOG` (tracing's `EnvFilter`
//! syntax), by default [`DEFAULT_FILTER`]: Hexcourier's own information, warnings and errors,
//! and only warnings and errors of the libraries below it. Colours only on a terminal.
//!
//! One situation is told by Hexcourier alone: when Discord refuses the Message Content intent
//! (gateway close 4014) the Discord adapter logs one line saying what to do and goes on
//! without typed moves, so serenity's own lines about it, which read as fatal, are left out.

use std::fmt;
use std::io::IsTerminal;
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer, SubscriberExt};
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::EnvFilter;

/// The environment variable of the log filter.
pub const FILTER_ENV: &str = "RUST_LOG";

/// The filter used when [`FILTER_ENV`] is not set.
pub const DEFAULT_FILTER: &str = "warn,hexcourier=info";

/// Logs to stderr with [`FILTER_ENV`], else [`DEFAULT_FILTER`], unless a subscriber is
/// already installed. A filter that does not parse falls back to the default, and says so.
pub fn init() {
    let given = std::env::var(FILTER_ENV).ok();
    let (filter, bad) = match given.as_deref().map(EnvFilter::try_new) {
        Some(Ok(f)) => (f, None),
        Some(Err(e)) => (EnvFilter::new(DEFAULT_FILTER), Some(e.to_string())),
        None => (EnvFilter::new(DEFAULT_FILTER), None),
    };
    let installed = tracing_subscriber::registry()
        .with(filter)
        .with(QuietIntentRefusal)
        .with(
            tracing_subscriber::fmt::layer()
                .with_writer(std::io::stderr)
                .with_ansi(std::io::stderr().is_terminal()),
        )
        .try_init()
        .is_ok();
    if let (true, Some(why)) = (installed, bad) {
        tracing::warn!("{FILTER_ENV} is not a log filter ({why}); using {DEFAULT_FILTER}");
    }
}

/// [`init`] only when [`FILTER_ENV`] is set: the console's stdout is its conversation, so it
/// logs on stderr only when asked.
pub fn init_if_asked() {
    if std::env::var_os(FILTER_ENV).is_some_and(|v| !v.is_empty()) {
        init();
    }
}

/// Leaves out serenity's gateway lines about disallowed intents (Hexcourier logs its own).
#[derive(Debug, Clone, Copy)]
struct QuietIntentRefusal;

impl<S: Subscriber> Layer<S> for QuietIntentRefusal {
    fn event_enabled(&self, event: &Event<'_>, _ctx: Context<'_, S>) -> bool {
        if !event.metadata().target().starts_with("serenity::gateway") {
            return true;
        }
        let mut text = Text(String::new());
        event.record(&mut text);
        !is_intent_refusal(&text.0)
    }
}

/// Whether a serenity log message is about disallowed gateway intents.
fn is_intent_refusal(message: &str) -> bool {
    message.contains("Disallowed gateway intents") || message.contains("DisallowedGatewayIntents")
}

/// An event's fields as text.
struct Text(String);

impl Visit for Text {
    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.0.push_str(&format!("{}={value:?} ", field.name()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serenity_lines_about_refused_intents_are_recognised() {
        assert!(is_intent_refusal(
            "[ShardInfo { id: ShardId(0), total: 1 }] Disallowed gateway intents have been provided."
        ));
        assert!(is_intent_refusal(
            "Shard handler received err: Gateway(DisallowedGatewayIntents)"
        ));
        assert!(!is_intent_refusal(
            "Shard handler received err: Gateway(InvalidAuthentication)"
        ));
    }
}
