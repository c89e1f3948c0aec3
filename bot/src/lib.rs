//! Hexcourier: a chat bot for playing hexagonal chess variants by correspondence.
//!
//! This crate is the `hexcourier` program: its command line, settings and tools, and how the
//! transports start. The bot itself is in layers, one crate each, arrows only downward:
//!
//! - [`secret`] (`hexcourier-secret`): secrets as a type, and texts scrubbed of them;
//! - [`store`] (`hexcourier-store`): durable records and the outbox (memory, sled, PostgreSQL),
//!   and [`shards`]: which communities a process serves;
//! - [`core`] (`hexcourier-core`): the transport-neutral core, `(caller, place, command) ->
//!   replies`, with its languages ([`i18n`]), pictures ([`picture`]), ratings ([`rating`]) and
//!   counters ([`metrics`]);
//! - the transports over the core: [`web`] (`hexcourier-web`: pages, metrics, health checks),
//!   [`console`] (`hexcourier-console`: text lines), [`discord`] (`hexcourier-discord`:
//!   serenity and poise, threads per game);
//! - [`sim`] (`hexcourier-sim`): a deterministic simulation of whole communities, with faults;
//! - here: [`cli`] (clap) and [`tools`], [`config`] (TOML file, environment, flags), [`serve`]
//!   (the console or Discord started from the settings), [`loadtest`], [`logging`],
//!   [`selfplay`], [`uci`].
//!
//! The layers' crates are re-exported under their old module names, so
//! `hexcourier::core::Core` is `hexcourier_core::Core`.

pub mod cli;
pub mod config;
pub mod loadtest;
pub mod logging;
pub mod selfplay;
pub mod serve;
pub mod tools;
pub mod uci;

pub use hexcourier_core as core;
pub use hexcourier_core::{i18n, metrics, picture, rating, t};
pub use hexcourier_secret as secret;
pub use hexcourier_sim as sim;
pub use hexcourier_store as store;
pub use hexcourier_store::shards;
pub use hexcourier_web as web;
pub use hexcourier_web::open_files;

/// The console transport (`hexcourier-console`), and how the program starts it.
pub mod console {
    pub use crate::serve::{run_stdio, run_stdio_with};
    pub use hexcourier_console::*;
}

/// The Discord transport (`hexcourier-discord`), and how the program starts it.
pub mod discord {
    pub use crate::serve::{init_logging, run_from_env, run_from_env_with, serve, serve_with};
    pub use hexcourier_discord::*;
}

pub use crate::console::run_console;
pub use crate::core::{Core, Place, Reply, UserId};
