//! Command family: notifications. `/notify dm on|off` (a DM when it becomes your turn, see
//! [`crate::families::dm`]), `/notify dm daily 08:00` (one digest a day instead, at that local time),
//! `/notify remind 24h 1h` (a DM when a clock comes within those times of running out),
//! `/notify timezone Europe/Warsaw`; `/notify` alone says how they stand.

use crate::i18n::{and_list, plain, Lang};
use crate::t;
use crate::vocabulary::command::notify::NotifyCmd;
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::reply::text;
use crate::vocabulary::zone::{time_of_day, zone};
use crate::{Core, Place, Problem, Reply, UserId};

impl Core {
    /// `/notify ...`: turn notifications by DM, the daily digest, reminders and time zone.
    pub(crate) fn notify(
        &self,
        place: &Place,
        user: &UserId,
        cmd: NotifyCmd,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let storage = |e: hexcourier_store::StoreError| Problem::Storage(e.to_string());
        let now = self.now();
        let line = match cmd {
            NotifyCmd::Several(cmds) => {
                let mut lines = Vec::new();
                for c in cmds {
                    for r in self.notify(place, user, c, lang)? {
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
                    (true, Some(at)) => t!(
                        lang,
                        "notify-status-daily",
                        at = time_of_day(at),
                        tz = rec.tz.clone().unwrap_or_else(|| "UTC".into())
                    ),
                    (true, None) => plain(lang, "notify-status-on"),
                    (false, _) => plain(lang, "notify-status-off"),
                }];
                if !rec.remind.is_empty() {
                    lines.push(remind_line(lang, &rec.remind));
                }
                if let Some(tz) = &rec.tz {
                    lines.push(t!(lang, "notify-status-zone", tz = tz.clone()));
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
                plain(lang, "notify-dm-on")
            }
            NotifyCmd::Dm(false) => {
                self.update_player(user, |rec| {
                    rec.dm = false;
                    rec.daily = None;
                    rec.digest_next = None;
                    rec.waiting.clear();
                })
                .map_err(storage)?;
                plain(lang, "notify-dm-off")
            }
            NotifyCmd::Daily(at) => {
                let (next, tz) = self
                    .update_player(user, |rec| {
                        rec.dm = true;
                        rec.note = None;
                        rec.daily = Some(at);
                        rec.digest_next = rec.next_digest(now);
                        // Turns waiting to be told one by one go in the digest instead.
                        rec.waiting.retain(|w| w.note.kind != crate::NoteKind::Turn);
                        (rec.digest_next, rec.tz.clone())
                    })
                    .map_err(storage)?;
                let line = t!(
                    lang,
                    "notify-daily",
                    at = time_of_day(at),
                    tz = tz.clone().unwrap_or_else(|| "UTC".into()),
                    first = duration_in(lang, next.unwrap_or(now).saturating_sub(now))
                );
                match tz {
                    None => format!("{line} {}", plain(lang, "notify-daily-zone-tip")),
                    Some(_) => line,
                }
            }
            NotifyCmd::Remind(times) => {
                let mut times = times;
                times.sort_unstable_by(|a, b| b.cmp(a));
                times.dedup();
                self.update_player(user, |rec| rec.remind.clone_from(&times))
                    .map_err(storage)?;
                if times.is_empty() {
                    plain(lang, "notify-remind-off")
                } else {
                    remind_line(lang, &times)
                }
            }
            NotifyCmd::Timezone(name) => {
                let Some((canonical, _)) = zone(&name) else {
                    return Err(Problem::Refused(t!(
                        lang,
                        "notify-unknown-zone",
                        zone = crate::vocabulary::words::quote(&name)
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
                    Some(at) => t!(
                        lang,
                        "notify-zone-daily",
                        tz = canonical.clone(),
                        at = time_of_day(at)
                    ),
                    None => t!(lang, "notify-zone", tz = canonical.clone()),
                }
            }
        };
        Ok(vec![text(place, line)])
    }

    /// What a player's next `/games` must tell them once (why their DMs were switched off),
    /// taken from their record.
    pub(crate) fn take_player_note(&self, user: &UserId) -> Option<String> {
        let (rec, _) = self.player(user).ok()?;
        rec.note.as_ref()?;
        self.update_player(user, |rec| rec.note.take())
            .ok()
            .flatten()
    }
}

/// `Reminders by DM: 1 day and 1 hour before a clock runs out on your move.`, in `lang`.
fn remind_line(lang: Lang, times: &[u64]) -> String {
    let words: Vec<String> = times.iter().map(|&t| duration_in(lang, t)).collect();
    t!(lang, "notify-remind", list = and_list(lang, &words))
}
