//! `/premove ...`: what it asks.

/// What `/premove` asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PremoveCmd {
    /// List the lines.
    List,
    /// Forget them all.
    Clear,
    /// Add a line (move texts as typed; move numbers are ignored).
    Add(Vec<String>),
}
