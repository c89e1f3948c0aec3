//! Command family: notifications. `/notify dm on|off` (a DM when it becomes your turn, see
//! [`super::dm`]), `/notify dm daily 08:00` (one digest a day instead, at that local time),
//! `/notify remind 24h 1h` (a DM when a clock comes within those times of running out),
//! `/notify timezone Europe/Warsaw`; `/notify` alone says how they stand.

use super::movetime::duration_words;
use super::reply::text;
use super::zone::{time_of_day, zone};
use super::{Core, Place, Problem, Reply, UserId};

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

const DM_ON: &str = "Turn notifications by DM are on: when it becomes your turn in a game, I send you a direct message with the move just played and a link to the game (games turning to you within a minute share one). If your privacy settings refuse DMs from this server's members, they are switched off again and /games says so.";
const DM_OFF: &str =
    "Turn notifications by DM are off: the ping in each game's thread tells you it is your turn.";

impl Core {
    /// `/notify ...`: turn notifications by DM, the daily digest, reminders and time zone.
    pub(super) fn notify(
        &self,
        place: &Place,
        user: &UserId,
        cmd: NotifyCmd,
    ) -> Result<Vec<Reply>, Problem> {
        let storage = |e: crate::store::StoreError| Problem::Storage(e.to_string());
        let now = self.now();
        let line = match cmd {
            NotifyCmd::Several(cmds) => {
                let mut lines = Vec::new();
                for c in cmds {
                    for r in self.notify(place, user, c)? {
                        if let Reply::Text { text, .. } = r {
                            lines.push(text);
                        }
                    }
                }
                lines.join("\n")
            }
            NotifyCmd::Status => {
                let (rec, _) = self.player(user).map_err(storage)?;
                let mut lines = vec![match (rec.dm, rec.daily) {
                    (true, Some(at)) => format!(
                        "Turn notifications by DM: one digest a day at {} ({}), listing every game waiting for your move. /notify dm on sends one a turn instead, /notify dm off none.",
                        time_of_day(at),
                        rec.tz.as_deref().unwrap_or("UTC")
                    ),
                    (true, None) => "Turn notifications by DM are on: when it becomes your turn, I send you a direct message (games turning to you within a minute share one). /notify dm off turns them off.".to_string(),
                    (false, _) => "Turn notifications by DM are off: the ping in each game's thread tells you it is your turn. /notify dm on adds a direct message.".to_string(),
                }];
                if !rec.remind.is_empty() {
                    lines.push(remind_line(&rec.remind));
                }
                if let Some(tz) = &rec.tz {
                    lines.push(format!("Your time zone: {tz}."));
                }
                lines.join("\n")
            }
            NotifyCmd::Dm(true) => {
                self.update_player(user, |rec| {
                    rec.dm = true;
                    rec.note = None;
                    rec.daily = None;
                    rec.digest_next = None;
                })
                .map_err(storage)?;
                DM_ON.to_string()
            }
            NotifyCmd::Dm(false) => {
                self.update_player(user, |rec| {
                    rec.dm = false;
                    rec.daily = None;
                    rec.digest_next = None;
                    rec.waiting.clear();
                })
                .map_err(storage)?;
                DM_OFF.to_string()
            }
            NotifyCmd::Daily(at) => {
                let (next, tz) = self
                    .update_player(user, |rec| {
                        rec.dm = true;
                        rec.note = None;
                        rec.daily = Some(at);
                        rec.digest_next = rec.next_digest(now);
                        // Turns waiting to be told one by one go in the digest instead.
                        rec.waiting.retain(|w| w.note.kind != super::NoteKind::Turn);
                        (rec.digest_next, rec.tz.clone())
                    })
                    .map_err(storage)?;
                format!(
                    "Turn notifications by DM: one digest a day at {} ({}), listing every game waiting for your move, instead of a message a turn; the first in {}.{}",
                    time_of_day(at),
                    tz.as_deref().unwrap_or("UTC"),
                    duration_words(next.unwrap_or(now).saturating_sub(now)),
                    if tz.is_none() {
                        " /notify timezone Europe/Warsaw (your zone's name) makes it your local time."
                    } else {
                        ""
                    }
                )
            }
            NotifyCmd::Remind(times) => {
                let mut times = times;
                times.sort_unstable_by(|a, b| b.cmp(a));
                times.dedup();
                self.update_player(user, |rec| rec.remind.clone_from(&times))
                    .map_err(storage)?;
                if times.is_empty() {
                    "No reminders by DM; each game's thread still reminds you at half time and near the end.".to_string()
                } else {
                    remind_line(&times)
                }
            }
            NotifyCmd::Timezone(name) => {
                let Some((canonical, _)) = zone(&name) else {
                    return Err(Problem::Refused(format!(
                        "I do not know the time zone {}: give its name as in the time zone database, like Europe/Warsaw, Europe/Budapest or America/New_York.",
                        super::words::quote(&name)
                    )));
                };
                let daily = self
                    .update_player(user, |rec| {
                        rec.tz = Some(canonical.clone());
                        rec.digest_next = rec.next_digest(now);
                        rec.daily
                    })
                    .map_err(storage)?;
                match daily {
                    Some(at) => format!(
                        "Your time zone is {canonical}: your daily digest comes at {} there.",
                        time_of_day(at)
                    ),
                    None => format!("Your time zone is {canonical}."),
                }
            }
        };
        Ok(vec![text(place, line)])
    }

    /// What a player's next `/games` must tell them once (why their DMs were switched off),
    /// taken from their record.
    pub(super) fn take_player_note(&self, user: &UserId) -> Option<String> {
        let (rec, _) = self.player(user).ok()?;
        rec.note.as_ref()?;
        self.update_player(user, |rec| rec.note.take())
            .ok()
            .flatten()
    }
}

/// `Reminders by DM: 1 day and 1 hour before a clock runs out on your move.`
fn remind_line(times: &[u64]) -> String {
    let words: Vec<String> = times.iter().map(|&t| duration_words(t)).collect();
    let list = match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    };
    format!(
        "Reminders by DM: {list} before a clock runs out on your move (/notify remind off stops them)."
    )
}
