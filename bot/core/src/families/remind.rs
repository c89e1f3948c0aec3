//! Reminders by DM at the times a player chose (`/notify remind 24h 1h`): when the clock of a
//! game waiting on them comes within one of those times of running out, the game's change
//! (which reminder was sent this turn) and the DM it owes are one store write, as every
//! announcement is; the DM then goes out through the player's queue (see [`crate::families::dm`]).

use crate::state::announce::turn_note;
use crate::state::facts::Facts;
use crate::state::movetime::left;
use crate::vocabulary::notice::{NoteKind, Said};
use crate::vocabulary::types::UserId;
use crate::Core;
use hexcourier_store::MoveClock;
use std::sync::PoisonError;

impl Core {
    /// The reminder time (seconds before the end) due now for `user` on clock `c`: the
    /// smallest of their times the clock has come within that was not sent this turn.
    pub(crate) fn reminder_due(&self, c: &MoveClock, user: &UserId, now: u64) -> Option<u64> {
        if c.paused_at.is_some() {
            return None;
        }
        let index = self.dm_index.lock().unwrap_or_else(PoisonError::into_inner);
        let times = index.reminders.get(user)?;
        let left = left(c, now);
        times
            .iter()
            .copied()
            .filter(|&t| left > 0 && left <= t && c.dm_reminded.is_none_or(|sent| t < sent))
            .min()
    }

    /// Stores the reminders due now, each with its DM. Returns how many games changed.
    pub(crate) fn reminder_tick(
        &self,
        now: u64,
        ids: &[crate::vocabulary::types::GameId],
    ) -> usize {
        if let Err(e) = self.load_dm_index() {
            tracing::warn!("reminders wait: the players could not be read: {e}");
            return 0;
        }
        let due = self.select_among(ids, |g| {
            let c = g.clock()?;
            (g.running()
                && !g.engine_to_move()
                && self.serves(g.community())
                && self.reminder_due(&c, g.user(g.turn()), now).is_some())
            .then(|| g.game_id())
        });
        let mut changed = 0;
        for shared in due.into_iter().filter_map(|id| self.load(id)) {
            let stored = self.change(
                &shared,
                |g| {
                    let user = g.user(g.turn()).clone();
                    let c = g.move_clock.as_mut().ok_or(crate::Problem::Internal)?;
                    let t = self
                        .reminder_due(c, &user, now)
                        .ok_or(crate::Problem::GameChanged)?;
                    c.dm_reminded = Some(t);
                    Ok(())
                },
                |(), snap| {
                    let mut note = turn_note(snap);
                    note.kind = NoteKind::Reminder;
                    vec![Said::Dm { note }]
                },
            );
            match stored {
                Ok(()) => changed += 1,
                Err(crate::Problem::GameChanged) => {}
                Err(p) => tracing::warn!("a reminder was not stored: {p}"),
            }
        }
        changed
    }
}
