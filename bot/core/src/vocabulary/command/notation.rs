//! `/notation ...`: what it asks, and its usage.

use crate::i18n::Notation;

/// What `/notation` asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotationCmd {
    /// How the asker's and the server's stand (`/notation`).
    Show,
    /// The asker's own (`/notation figurines`).
    Own(Notation),
    /// The server's (`/notation server english`; admins).
    Server(Notation),
}

/// Usage of `/notation`.
pub const NOTATION_USAGE: &str =
    "/notation [letters|figurines|english] | /notation server <letters|figurines|english>";
