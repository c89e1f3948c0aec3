//! Command family: giving time. `/moretime 1d` (or `12h`, `30m`) adds time to the current
//! turn of the player to move, given by another player of the game: announced in the game,
//! never taking the time left beyond the clock's cap (a bank's most, or the days per move),
//! and never charged to the receiver's bank. In a tournament game only when the tournament
//! allows it (`moretime:on`).

use crate::i18n::{plain, Lang};
use crate::state::facts::Facts;
use crate::state::live::LiveGame;
use crate::state::movetime::{allowed, bank_cap, elapsed, final_notice, left};
use crate::t;
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::notice::Said;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::{Place, Reply, UserId};
use crate::Core;

impl Core {
    /// `/moretime <time>` in a game's place.
    pub(crate) fn more_time(
        &self,
        place: &Place,
        user: &UserId,
        secs: u64,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/moretime works")?;
        let now = self.now();
        // Announced in the game: the language of its server.
        let said = self.lang_at(place);
        // The announcement in the game is the answer.
        self.change(
            &shared,
            |g| give(g, user, secs, now, lang),
            |(given, to, left_now), snap| {
                vec![Said::text(
                    &snap.place,
                    t!(
                        said,
                        "moretime-given",
                        user = user.to_string(),
                        to = to.to_string(),
                        given = duration_in(said, *given),
                        left = duration_in(said, *left_now)
                    ),
                )]
            },
        )?;
        Ok(Vec::new())
    }
}

/// Adds up to `secs` to the turn of the player to move; returns the time given (less when
/// the cap is near), who received it and the time they have.
fn give(
    g: &mut LiveGame,
    user: &UserId,
    secs: u64,
    now: u64,
    lang: Lang,
) -> Result<(u64, UserId, u64), Problem> {
    if let Some(p) = g.ended_in(lang) {
        return Err(p);
    }
    let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
    // Time given in a tournament game holds its round open for everyone: only where the
    // tournament allows it.
    if let Some(t) = g.tournament.as_ref().filter(|t| !t.moretime) {
        return Err(Problem::Refused(t!(
            lang,
            "moretime-tournament",
            id = t.id.clone()
        )));
    }
    let to_move = g.turn();
    if seat == to_move {
        return Err(Problem::Refused(plain(lang, "moretime-your-move")));
    }
    let to = g.user(to_move).clone();
    if to.is_engine() {
        return Err(Problem::Refused(plain(lang, "moretime-engine")));
    }
    let Some(c) = g.move_clock.as_mut() else {
        return Err(Problem::Refused(plain(lang, "moretime-no-clock")));
    };
    let cap = match c.increment {
        Some(_) => bank_cap(c),
        None => u64::from(c.days) * crate::state::movetime::DAY_SECS,
    };
    let have = left(c, now);
    let given = secs.min(cap.saturating_sub(have));
    if given == 0 {
        return Err(Problem::Refused(t!(
            lang,
            "moretime-at-most",
            to = to.to_string(),
            left = duration_in(lang, have)
        )));
    }
    c.extra = c.extra.saturating_add(given);
    // Reminders by DM come again as the time runs down once more.
    c.dm_reminded = None;
    // Reminders already sent count again once the time is back above them.
    if left(c, now) > final_notice(c) {
        c.reminders = c.reminders.min(1);
    }
    if elapsed(c, now) < allowed(c) / 2 {
        c.reminders = 0;
    }
    Ok((given, to, left(c, now)))
}
