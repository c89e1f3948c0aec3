//! Days-per-move clocks: reminders, final warnings and losses on time ([`Core::tick`]).
//!
//! A game started with `days:N` gives the player to move N days. At half the time they get a
//! reminder with a ping, when the final notice (a day, or a quarter of short clocks) is left a final warning with a ping, and when
//! the time is up the game ends as a loss on time for them (in games of three or more, the
//! game ends with the others sharing the win, as after a resignation: the engine replays
//! records move by move, so a seat cannot be eliminated outside a move). Each reminder is
//! saved before it is sent, once per turn. Engine seats have no clock.

use crate::i18n::Lang;
use crate::state::facts::Facts;
use crate::state::live::{lock, LiveGame, Shared};
use crate::state::movetime::{allowed, due, hold_lapsed, left, Due, AUTO_VACATION_MARGIN};
use crate::state::outcome::table_outcome;
use crate::state::snapshot::{final_words, snapshot_in};
use crate::t;
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::notice::Said;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::Reply;
use crate::vocabulary::words::seat_in;
use crate::Core;
use hexcourier_engine::EndReason;
use hexcourier_store::MoveClock;

/// `@bob (Black)`: the player to move with their seat, in `lang`.
fn who_moves(g: &LiveGame, lang: Lang) -> String {
    let seat = g.turn();
    format!("{} ({})", g.user(seat), seat_in(lang, &g.variant, seat))
}

/// Ends the game as a loss on time for the player to move; the words saying so, in `lang`.
fn time_out(next: &mut LiveGame, now: u64, lang: Lang) -> String {
    let v = next.variant.clone();
    let seat = next.turn();
    let who = who_moves(next, lang);
    let outcome = table_outcome(&v, &next.game, Some(seat), EndReason::Timeout);
    next.game.finish(outcome);
    next.draw_offer.clear();
    next.takeback = None;
    next.updated = now;
    let snap = snapshot_in(next, lang, crate::i18n::Notation::English);
    let result = snap
        .outcome
        .as_ref()
        .map(|o| final_words(&snap, o))
        .unwrap_or_default();
    let line = t!(lang, "clock-timeout", who = who);
    format!("{line}\n{result}")
}

impl Core {
    /// If the game's move clock has run out (before the next tick noticed), ends the game on
    /// time and stores that with its announcement, then answers `first` to the one whose
    /// action found it (the action is not carried out). `None` when the clock has not run
    /// out (or the loss cannot be stored: the next tick will try again, and the action goes
    /// on).
    pub(crate) fn out_of_time(&self, shared: &Shared, first: String) -> Option<Vec<Reply>> {
        let lang = self.public_lang(shared);
        let now = self.now();
        let mut guard = lock(shared);
        let c = guard.move_clock?;
        if !guard.running() || guard.engine_to_move() || due(&c, now) != Some(Due::Timeout) {
            return None;
        }
        let mut next = guard.clone();
        let line = time_out(&mut next, now, lang);
        let place = next.place.clone();
        let says = vec![Said::text(&place, line)];
        if let Err(p) = self.commit(&mut guard, next, says) {
            tracing::warn!(game = %place, "could not store a loss on time: {p}");
            return None;
        }
        Some(vec![text(&place, first)])
    }

    /// Does what has fallen due by the clock's time, visiting only the games, tournaments and
    /// vacations whose deadline has come (see the `schedule` module; a tick with nothing
    /// due costs a look at the schedule's first entry): ends vacations whose allowance is
    /// used up, stores DM reminders, announces the clocks' half-time reminders and final
    /// warnings (each once per turn, with a ping of the player to move) and ends games whose
    /// time is up as a loss on time, closes the vote windows whose time is up (see the `vote`
    /// module: plays the voted move, extends the window, or ends the game), lapses
    /// challenges, and starts tournaments whose sign-up ended. With inline engine moves, the
    /// engine answers a voted move at once. Every change is stored with its announcements; a
    /// game whose write fails is tried again later. Returns how many games changed.
    pub fn tick(&self) -> usize {
        let now = self.now();
        let changed = self.run_due(now);
        self.inline_engine_moves();
        changed
    }

    /// The move clocks of the games `ids` (due now): reminders, final warnings, losses on
    /// time and automatic vacations. How many games changed.
    pub(crate) fn clock_tick(&self, now: u64, ids: &[crate::vocabulary::types::GameId]) -> usize {
        let mut changed = 0;
        let near_end =
            |c: &MoveClock| c.paused_at.is_none() && left(c, now) <= AUTO_VACATION_MARGIN;
        let mut due_now = self.select_among(ids, |g| {
            let c = g.clock()?;
            (g.running()
                && !g.engine_to_move()
                && self.serves(g.community())
                && (due(&c, now).is_some() || near_end(&c) || hold_lapsed(&c, now)))
            .then(|| (c.turn_started.saturating_add(allowed(&c)), g.game_id()))
        });
        // The clock that ran out first first: after downtime, an automatic vacation is
        // dated from the earliest clock of its player, and the others stop from then.
        due_now.sort();
        for shared in due_now.into_iter().filter_map(|(_, id)| self.load(id)) {
            // A vacation's hold that ended: the clock runs again from the hold's end, said in
            // the game; what is due since (after downtime, the clock may have run out
            // meanwhile) is done in the same visit.
            if lock(&shared)
                .move_clock
                .is_some_and(|c| hold_lapsed(&c, now))
            {
                if !self.release_hold(&shared, now) {
                    continue;
                }
                changed += 1;
            }
            // A clock about to run out starts its player's vacation instead, while they have
            // days left (their time is kept for when they are back).
            if self.auto_vacation(&shared, now) {
                changed += 1;
                continue;
            }
            let lang = self.public_lang(&shared);
            let mut guard = lock(&shared);
            let Some(c) = guard.move_clock else { continue };
            if !guard.running() || guard.engine_to_move() {
                continue;
            }
            let Some(step) = due(&c, now) else { continue };
            let mut next = guard.clone();
            let user = next.user(next.turn()).clone();
            let who = who_moves(&next, lang);
            let place = next.place.clone();
            let mut says = Vec::new();
            match step {
                Due::Timeout => says.push(Said::text(&place, time_out(&mut next, now, lang))),
                Due::Half | Due::Final => {
                    let left = duration_in(lang, left(&c, now));
                    let line = if step == Due::Half {
                        next.move_clock = Some(MoveClock { reminders: 1, ..c });
                        t!(lang, "clock-reminder", who = who, left = left)
                    } else {
                        next.move_clock = Some(MoveClock { reminders: 2, ..c });
                        t!(lang, "clock-final-warning", who = who, left = left)
                    };
                    says.push(Said::text(&place, line));
                    says.push(Said::Ping { place, user });
                }
            }
            match self.commit(&mut guard, next, says) {
                Ok(()) => changed += 1,
                Err(p) => {
                    tracing::warn!(game = %guard.id, "could not store the clock's change: {p}")
                }
            }
        }
        changed
    }
}
