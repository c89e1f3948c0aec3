//! Hexcourier: a chat bot for playing hexagonal chess variants by correspondence.
//!
//! - [`core`]: the transport-neutral core, `(place, user, text) -> replies`;
//! - [`cli`]: the command line (clap), and [`tools`]: what each tool does;
//! - [`config`]: settings from an optional TOML file, the environment and flags;
//! - [`store`]: durable game records (sled, or memory for tests);
//! - [`console`]: drives the core from text lines (`hexcourier console`);
//! - [`discord`]: the Discord adapter (serenity + poise), threads per game;
//! - [`i18n`]: languages: Fluent texts in English, Polish, Hungarian and German;
//! - [`loadtest`]: many simulated players through the core (`hexcourier loadtest`);
//! - [`logging`]: logs on stderr, filtered by `RUST_LOG`;
//! - [`open_files`]: the open-file limit, raised at start;
//! - [`picture`]: engine positions to PNG images;
//! - [`rating`]: Glicko-2 ratings;
//! - [`secret`]: secrets as a type, and texts scrubbed of them;
//! - [`selfplay`]: matches between engine levels (`hexcourier match`);
//! - [`shards`]: which gateway shards, and so which communities' games, a process serves;
//! - [`sim`]: a deterministic simulation of whole communities, with faults, checked step by
//!   step (`hexcourier sim`);
//! - [`uci`]: the engine over a UCI-style text protocol (`hexcourier uci`);
//! - [`web`]: game pages, server pages, metrics and health checks over HTTP;
//! - [`metrics`]: the counters and timings `/metrics` writes.

pub mod cli;
pub mod config;
pub mod console;
pub mod core;
pub mod discord;
pub mod i18n;
pub mod loadtest;
pub mod logging;
pub mod metrics;
pub mod open_files;
pub mod picture;
pub mod rating;
pub mod secret;
pub mod selfplay;
pub mod shards;
pub mod sim;
pub mod store;
pub mod tools;
pub mod uci;
pub mod web;

pub use crate::console::run_console;
pub use crate::core::{Core, Place, Reply, UserId};
