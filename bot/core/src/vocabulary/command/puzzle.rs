//! `/puzzle ...`: what it asks, its usage, and how its words are read.

use crate::vocabulary::problem::Problem;

/// Usage of `/puzzle` (said in the asker's language as `usage-line-puzzle`).
pub const PUZZLE_USAGE: &str = "/puzzle [theme:<theme>] [variant:<variant>] | /puzzle move <move> | /puzzle resign | /puzzle stats | /puzzle daily [channel:<channel> at:<08:00> [timezone:<zone>] | off]";

/// `/puzzle ...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleCmd {
    /// The puzzle open, or a new one nearest the asker's rating (of a theme, of a variant).
    Next {
        /// A theme as typed (`fork`, `mateIn2`, `mate`).
        theme: Option<String>,
        /// A variant id as typed.
        variant: Option<String>,
    },
    /// An answer to the puzzle open: a move as typed.
    Answer(String),
    /// Give up the puzzle open: it counts as failed, and its solution is shown.
    Resign,
    /// The asker's puzzle rating, counts, streak and last puzzles.
    Stats,
    /// The server's puzzle of the day.
    Daily,
    /// Server admins: where and when the puzzle of the day is posted, or not.
    DailySet(DailySet),
}

/// `/puzzle daily channel:… at:… timezone:…` or `/puzzle daily off`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DailySet {
    /// No more posts.
    Off,
    /// Posted; what is left out stays as it was (new: 08:00, in the admin's time zone).
    On {
        /// The place (a channel) it is posted in.
        place: Option<String>,
        /// The local time, minutes after midnight.
        at: Option<u16>,
        /// The time zone, an IANA name as typed.
        tz: Option<String>,
    },
}

impl PuzzleCmd {
    /// Reads the words after `/puzzle`.
    ///
    /// # Errors
    /// [`Problem::Usage`] for words it cannot read.
    pub fn parse(words: &[&str]) -> Result<PuzzleCmd, Problem> {
        let usage = || Problem::Usage {
            usage: PUZZLE_USAGE,
        };
        let first = words.first().map(|w| w.to_ascii_lowercase());
        match (first.as_deref(), words.len()) {
            (None, _) => {
                return Ok(PuzzleCmd::Next {
                    theme: None,
                    variant: None,
                })
            }
            // The slash commands' names typed: `/puzzle move Rd6xd1+`, `/puzzle next
            // variant:fools`.
            (Some("move"), n) if n > 1 => return Ok(PuzzleCmd::Answer(words[1..].join(" "))),
            (Some("next"), _) => return PuzzleCmd::parse(&words[1..]),
            (Some("stats"), 1) => return Ok(PuzzleCmd::Stats),
            (Some("resign" | "giveup"), 1) => return Ok(PuzzleCmd::Resign),
            (Some("daily"), 1) => return Ok(PuzzleCmd::Daily),
            (Some("daily"), 2) if words[1].eq_ignore_ascii_case("off") => {
                return Ok(PuzzleCmd::DailySet(DailySet::Off))
            }
            (Some("daily"), _) => {
                let (mut place, mut at, mut tz) = (None, None, None);
                for w in &words[1..] {
                    let (key, value) = w.split_once(':').ok_or_else(usage)?;
                    if value.is_empty() {
                        return Err(usage());
                    }
                    match key.to_ascii_lowercase().as_str() {
                        "channel" | "place" => place = Some(value.to_string()),
                        "at" | "time" => {
                            at = Some(
                                crate::vocabulary::zone::parse_time_of_day(value)
                                    .ok_or_else(usage)?,
                            );
                        }
                        "timezone" | "tz" | "zone" => tz = Some(value.to_string()),
                        _ => return Err(usage()),
                    }
                }
                return Ok(PuzzleCmd::DailySet(DailySet::On { place, at, tz }));
            }
            _ => {}
        }
        if words.iter().all(|w| w.contains(':')) {
            let (mut theme, mut variant) = (None, None);
            for w in words {
                let (key, value) = w.split_once(':').ok_or_else(usage)?;
                match key.to_ascii_lowercase().as_str() {
                    "theme" if !value.is_empty() => theme = Some(value.to_string()),
                    "variant" if !value.is_empty() => variant = Some(value.to_lowercase()),
                    _ => return Err(usage()),
                }
            }
            return Ok(PuzzleCmd::Next { theme, variant });
        }
        // A drag may be typed with spaces around its `>`, as in a game.
        Ok(PuzzleCmd::Answer(words.join(" ")))
    }

    /// The characters of text it carries.
    pub fn text_chars(&self) -> usize {
        let n = |s: &Option<String>| s.as_deref().map_or(0, |s| s.chars().count());
        match self {
            PuzzleCmd::Next { theme, variant } => n(theme) + n(variant),
            PuzzleCmd::Answer(t) => t.chars().count(),
            PuzzleCmd::DailySet(DailySet::On { place, tz, .. }) => n(place) + n(tz),
            PuzzleCmd::Resign | PuzzleCmd::Stats | PuzzleCmd::Daily => 0,
            PuzzleCmd::DailySet(DailySet::Off) => 0,
        }
    }
}
