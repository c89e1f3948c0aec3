//! The state the core keeps: games in memory and their stored records, what questions about
//! every game need, clocks, vote windows, tournaments, servers, ratings, the deadline schedule
//! and what watchers and the web read.

pub(crate) mod announce;
pub(crate) mod commit;
pub mod event;
pub(crate) mod event_words;
pub(crate) mod facts;
pub(crate) mod games;
pub(crate) mod health;
pub(crate) mod index;
pub mod inspect;
pub(crate) mod links;
pub(crate) mod listing;
pub(crate) mod live;
pub mod movetime;
pub(crate) mod names;
pub(crate) mod offload;
pub(crate) mod opening;
pub(crate) mod outcome;
pub(crate) mod pages;
pub mod played;
pub(crate) mod premove;
pub(crate) mod puzzle_pages;
pub(crate) mod puzzles;
pub(crate) mod rated;
pub(crate) mod record;
pub(crate) mod schedule;
pub mod search;
pub(crate) mod server;
pub(crate) mod snapshot;
pub mod standing;
pub mod watch;
pub(crate) mod window;
