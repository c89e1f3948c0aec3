//! The command families: one module per family of commands, each a set of `impl Core` methods
//! the dispatch in the crate root calls.

pub(crate) mod challenge;
pub(crate) mod consent;
pub(crate) mod daily;
pub mod dm;
pub(crate) mod engine;
pub(crate) mod export;
pub(crate) mod info;
pub(crate) mod language;
pub(crate) mod moretime;
pub(crate) mod notation;
pub(crate) mod notify;
pub(crate) mod owed;
pub mod pick;
pub(crate) mod play;
pub mod premove;
pub(crate) mod publish;
pub(crate) mod puzzle;
pub(crate) mod ranking;
pub(crate) mod remind;
pub(crate) mod review;
pub(crate) mod start;
pub(crate) mod timer;
pub(crate) mod tournament;
pub mod vacation;
pub(crate) mod vote;
