//! Moves and drops: a player's move typed or picked, checked and played; and the legal moves
//! offered to move pickers and autocompletion.

use crate::families::notation::shown;
use crate::families::vacation::seat_back;
use crate::i18n::plain;
use crate::state::announce::position_says;
use crate::state::facts::Facts;
use crate::state::live::{lock, picked_at};
use crate::t;
use crate::vocabulary::notice::Said;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::{MoveChoice, Place, Reply, UserId};
use crate::vocabulary::words::{numbered, seat_in};
use crate::Core;

impl Core {
    /// The legal moves in the game of `place`, sorted by text, for move pickers and
    /// autocompletion; empty when the place has no running game.
    pub fn move_choices(&self, place: &Place) -> Vec<MoveChoice> {
        let Some(shared) = self.game_at(place) else {
            return Vec::new();
        };
        let (v, pos) = {
            let g = lock(&shared);
            if !g.running() {
                return Vec::new();
            }
            (g.variant.clone(), g.game.position().clone())
        };
        let mut out: Vec<MoveChoice> = pos
            .legal_moves(&v)
            .into_iter()
            .map(|m| MoveChoice {
                text: hexcourier_engine::notation::move_to_text(&v, &pos, m),
                from: m.from().map(|c| v.board.name(c).to_string()),
            })
            .collect();
        out.sort_by(|a, b| a.text.cmp(&b.text));
        out
    }

    /// [`Core::move_choices`] as `user` reads them (reading `lang`): in their notation, sorted
    /// by the standard text, for autocompletion (any notation is read back).
    pub fn move_choices_for(
        &self,
        place: &Place,
        user: &UserId,
        lang: crate::i18n::Lang,
    ) -> Vec<MoveChoice> {
        let mut out = self.move_choices(place);
        let Some(shared) = self.game_at(place) else {
            return out;
        };
        let notation = self.notation_in(&shared, user);
        let v = lock(&shared).variant.clone();
        for c in &mut out {
            c.text = crate::i18n::show_move(&v, lang, notation, &c.text);
        }
        out
    }

    /// Plays `move_text` for `user`; with `at`, only if exactly that many moves are played.
    pub(crate) fn play(
        &self,
        place: &Place,
        user: &UserId,
        move_text: &str,
        at: Option<usize>,
        lang: crate::i18n::Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "Moves go")?;
        if let Some(late) = self.out_of_time(&shared, plain(lang, "late-move")) {
            return Ok(late);
        }
        let public = self.public_lang(&shared);
        let public_notation = self.public_notation(&shared);
        let notation = self.notation_in(&shared, user);
        // A player on vacation who moves is back: their record is written with the move.
        let away = self.realms_if_away(user);
        let mut tries = 0;
        let back = loop {
            tries += 1;
            let played = self.change_with(
                &shared,
                |g| {
                    let line = self.play_in(
                        g,
                        user,
                        move_text,
                        at,
                        (lang, notation),
                        (public, public_notation),
                    )?;
                    let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
                    let now = self.now();
                    let (rec, writes) = match &away {
                        Some(realms) => match self.back_by_move(user, now, realms)? {
                            Some((rec, write)) => (Some(rec), vec![write]),
                            None => (None, Vec::new()),
                        },
                        None => (None, Vec::new()),
                    };
                    // A seat still held away is back with its player's move, whether the
                    // move ends their vacation or their record says it ended already (the
                    // write that was to bring this game back failed, as in a store outage).
                    let said = g.away.contains(&seat.0).then(|| {
                        seat_back(g, seat.0, now);
                        t!(public, "vacation-game-back", user = user.to_string())
                    });
                    Ok(((line, said, rec), writes))
                },
                |(line, back, _), snap| {
                    let mut says = vec![Said::text(&snap.place, line.clone())];
                    says.extend(position_says(snap));
                    says.extend(back.iter().map(|b| Said::text(&snap.place, b.clone())));
                    says
                },
            );
            match played {
                // Their record changed meanwhile (a DM queued): the move is tried again.
                Err(Problem::Conflict) if away.is_some() && tries < 4 => continue,
                Err(p) => return Err(p),
                Ok((_, _, rec)) => break rec,
            }
        };
        if let Some(rec) = back {
            self.back_after_move(user, &rec);
        }
        Ok(Vec::new())
    }

    /// Plays `move_text` for `user` in `g` (see [`Core::play`]); the line announcing it.
    fn play_in(
        &self,
        g: &mut crate::state::live::LiveGame,
        user: &UserId,
        move_text: &str,
        at: Option<usize>,
        (lang, notation): (crate::i18n::Lang, crate::i18n::Notation),
        (public, public_notation): (crate::i18n::Lang, crate::i18n::Notation),
    ) -> Result<String, Problem> {
        let v = g.variant.clone();
        if let Some(p) = g.ended_in(lang) {
            return Err(p);
        }
        picked_at(g, at)?;
        let turn = g.turn();
        if g.voters(turn).is_some() {
            return Err(Problem::DecidedByVote {
                side: seat_in(lang, &v, turn),
            });
        }
        let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
        if seat != turn {
            return Err(Problem::NotYourTurn {
                user: g.user(turn).clone(),
            });
        }
        let fullmove = g.game.position().fullmove();
        let out_before = g.game.eliminated().len();
        // Any notation: the asker's letters (Polish `He1-c3`), English ones, figurines.
        let m = crate::i18n::read_move(&v, g.game.position(), lang, notation, move_text)
            .map_err(Problem::BadMove)?;
        let canonical = g.game.play(&v, m).map_err(|e| match e {
            hexcourier_engine::PlayError::Move(m) => Problem::BadMove(m),
            hexcourier_engine::PlayError::GameOver => Problem::GameOver {
                result: plain(lang, "result-no-more-moves"),
            },
        })?;
        let declined = !g.draw_offer.is_empty() && !g.draw_offer.contains(&seat.0);
        if declined {
            g.draw_offer.clear();
        }
        let lapsed = g.takeback.take().is_some();
        let mut line = numbered(
            fullmove,
            seat,
            &shown(&v, public, public_notation, &canonical),
        );
        for &p in &g.game.eliminated()[out_before.min(g.game.eliminated().len())..] {
            let out = t!(
                public,
                "play-eliminated",
                side = seat_in(public, &v, p),
                user = g.user(p).to_string()
            );
            line.push_str(&format!("\n{out}"));
        }
        if declined {
            let declines = t!(public, "play-declines-draw", user = user.to_string());
            line.push_str(&format!("\n{declines}"));
        }
        if lapsed {
            line.push_str(&format!("\n{}", plain(public, "play-takeback-lapses")));
        }
        Ok(line)
    }
}
