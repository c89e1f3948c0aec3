//! What every command and event handler shares: [`Data`], [`Error`] and [`Context`].

use super::links::Links;
use super::outbox::{Outbox, SendError};
use super::show::Names;
use crate::core::{Core, Problem};
use serenity::all::{ApplicationId, UserId as DiscordUserId};
use std::sync::Arc;
use std::time::Duration;

/// The poise context of Hexcourier's commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// State shared by all commands and events. Nothing in it is locked across an `.await`.
#[derive(Debug)]
pub struct Data {
    /// The transport-neutral core.
    pub core: Arc<Core>,
    /// Game place ↔ thread links.
    pub links: Links,
    /// Display names seen, for thread titles and image descriptions.
    pub names: Names,
    /// Requests to Discord, with retries.
    pub outbox: Outbox,
    /// The bot's own user id (its messages are ignored).
    pub bot: DiscordUserId,
    /// The application id (for interaction follow-ups).
    pub application: ApplicationId,
    /// Playable variants as `(id, name)`, in the order of the registered `variant` choices.
    pub variants: Vec<(String, String)>,
    /// How long a command may take before its interaction is deferred.
    pub defer_after: Duration,
    /// Whether the move clocks' ticker runs ([`super::deliver::clock_ticks`]).
    pub ticking: std::sync::atomic::AtomicBool,
    /// How often the ticker checks move clocks and vote windows.
    pub tick_every: Duration,
}

/// Why a command did not produce its answer. Every variant is shown to the user privately
/// (ephemeral) by the one `on_error`.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The core refused the command; its sentence is the answer.
    #[error("{0}")]
    Problem(Problem),
    /// The adapter refused the command (e.g. a bot as opponent); the text is the answer.
    #[error("{0}")]
    Refused(String),
    /// Discord could not be reached or refused a request.
    #[error("{0}")]
    Send(#[from] SendError),
    /// Anything else (storage, a task that failed).
    #[error("{0:#}")]
    Internal(#[from] anyhow::Error),
}

impl From<Problem> for Error {
    fn from(p: Problem) -> Error {
        Error::Problem(p)
    }
}

impl Error {
    /// The sentence shown to the user.
    pub fn user_text(&self) -> String {
        match self {
            Error::Problem(p) => crate::core::words::defuse_mentions(&p.to_string()),
            Error::Refused(t) => crate::core::words::defuse_mentions(t),
            Error::Send(_) | Error::Internal(_) => {
                "Something went wrong on Hexcourier's side while answering. \
                 /hex board shows where the game stands; please try again in a moment."
                    .to_string()
            }
        }
    }
}
