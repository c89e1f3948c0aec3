//! `/vacation ...`: what it asks.

/// What `/vacation` asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VacationCmd {
    /// How it stands.
    Status,
    /// Start one.
    On,
    /// End one.
    Off,
    /// Automatic vacations on or off.
    Auto(bool),
    /// A server's allowance of days a year (admins).
    Allowance(u32),
}
