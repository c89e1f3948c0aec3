//! Hexcourier: a chat bot for playing hexagonal chess variants by correspondence.
//!
//! - [`core`]: the transport-neutral core, `(place, user, text) -> replies`;
//! - [`store`]: durable game records (sled, or memory for tests);
//! - [`console`]: drives the core from text lines (`hexcourier console`);
//! - [`discord`]: the Discord adapter (serenity + poise), threads per game;
//! - [`picture`]: engine positions to PNG images.

pub mod console;
pub mod core;
pub mod discord;
pub mod picture;
pub mod store;

pub use crate::console::run_console;
pub use crate::core::{Core, Place, Reply, UserId};
