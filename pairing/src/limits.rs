//! The sizes the pairing crate accepts, and the error that names the one exceeded.
//!
//! Pairing a Swiss round is a weighted matching over all the players of a bracket and those
//! below it: memory grows with the square of the players and time faster, so a file naming
//! thousands of players would abort on an allocation rather than be refused. Scores are
//! exact tenths of a point in a `u32`; bounding each point value and the number of rounds
//! keeps every sum of them far from overflowing.

use crate::points::Points;

/// The most players an event may have. Measured with `examples/bench_pairings` (release
/// build, a shared two-core machine): the second round of 1,000 players takes 14.5 s of CPU
/// and 146 MB, of 2,000 players about eight times the time and 715 MB; 9,999 players would
/// ask for gigabytes.
pub const MAX_PLAYERS: usize = 2_000;

/// The most rounds an event may have (TRF round columns, `XXR`).
pub const MAX_ROUNDS: u32 = 99;

/// The most one result may be worth (`BBW`, `BBD`, … and the `162` line): 100 points.
/// With [`MAX_ROUNDS`] rounds a score stays below 10,000 points, far inside `u32` tenths.
pub const MAX_POINT_VALUE: Points = Points(1_000);

/// The longest line of a TRF text, in characters: a player line of [`MAX_ROUNDS`] rounds is
/// 1,081.
pub const MAX_LINE_CHARS: usize = 1_100;

/// The largest TRF text, in bytes: a line of [`MAX_LINE_CHARS`] for every player, and room for
/// the event's other lines.
pub const MAX_TRF_BYTES: usize = 4 * 1024 * 1024;

/// An input beyond one of the limits above.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LimitError {
    /// More players than [`MAX_PLAYERS`].
    #[error("more than {max} players (the most an event may have)", max = MAX_PLAYERS)]
    TooManyPlayers,
    /// More rounds than [`MAX_ROUNDS`].
    #[error("{rounds} rounds: an event has at most {max}", max = MAX_ROUNDS)]
    TooManyRounds {
        /// The rounds asked for (saturated at `u64::MAX`).
        rounds: u64,
    },
    /// A result worth more than [`MAX_POINT_VALUE`].
    #[error("a result worth {value} points: at most {max}", max = MAX_POINT_VALUE)]
    PointValueTooLarge {
        /// The value given, as written.
        value: String,
    },
    /// A line longer than [`MAX_LINE_CHARS`].
    #[error("{chars} characters on one line: at most {max}", max = MAX_LINE_CHARS)]
    LineTooLong {
        /// Its length.
        chars: usize,
    },
    /// A text larger than [`MAX_TRF_BYTES`].
    #[error("{bytes} bytes: a TRF file has at most {max}", max = MAX_TRF_BYTES)]
    FileTooLarge {
        /// Its size (at least).
        bytes: u64,
    },
}

/// Checks a number of rounds.
///
/// # Errors
/// [`LimitError::TooManyRounds`].
pub fn check_rounds(rounds: u64) -> Result<(), LimitError> {
    if rounds > u64::from(MAX_ROUNDS) {
        return Err(LimitError::TooManyRounds { rounds });
    }
    Ok(())
}

/// Checks a point value.
///
/// # Errors
/// [`LimitError::PointValueTooLarge`].
pub fn check_point_value(value: Points) -> Result<(), LimitError> {
    if value > MAX_POINT_VALUE {
        return Err(LimitError::PointValueTooLarge {
            value: value.to_string(),
        });
    }
    Ok(())
}
