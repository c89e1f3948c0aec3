//! The core's vocabulary: what its requests, places, callers, refusals and announcements are,
//! and the words they are said in. Nothing here changes a game.

pub mod caller;
pub mod clock;
pub mod command;
pub(crate) mod dm_words;
pub mod duration;
pub mod key;
pub mod limits;
pub mod moment;
pub(crate) mod move_words;
pub mod names;
pub mod notice;
pub mod paint;
pub mod permission;
pub mod problem;
pub(crate) mod problem_words;
pub(crate) mod puzzle_words;
pub(crate) mod reply;
pub mod setting;
pub mod slug;
pub mod types;
pub mod view;
pub mod words;
pub(crate) mod zone;
