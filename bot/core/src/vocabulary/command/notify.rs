//! `/notify ...`: what it asks, and how many reminder times it may give.

/// Most reminder times a player may set.
pub const MAX_REMINDERS: usize = 3;

/// What `/notify` asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotifyCmd {
    /// How they stand.
    Status,
    /// A DM a turn, on or off (off: no digest either).
    Dm(bool),
    /// One digest a day at this local time (minutes after midnight).
    Daily(u16),
    /// Reminders at these times before a clock runs out (seconds); none: no reminders.
    Remind(Vec<u64>),
    /// Their time zone, as typed.
    Timezone(String),
    /// Several of these in turn (the options of one slash command), answered together.
    Several(Vec<NotifyCmd>),
}
