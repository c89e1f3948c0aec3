//! Ending or undoing by consent: resigning (`/resign`), draws (`/draw`, `/draw decline`),
//! takebacks (`/takeback`) and aborting (`/abort`).
//!
//! A takeback undoes the asker's last move, and every move made after it (so the reply to it
//! too, when the opponent has answered: lichess does the same). It waits for every other
//! player still on the board; engine seats agree at once when the game allows hints, and
//! refuse otherwise. Any move cancels a standing request. A game can be aborted by any of its
//! players while fewer than two moves have been played since it started, and by a server
//! admin at any time; an aborted game has no result and leaves the games lists.

use crate::i18n::{and_list, plain, Lang};
use crate::state::announce::position_says;
use crate::state::facts::Facts;
use crate::state::live::{lock, LiveGame};
use crate::state::outcome::table_outcome;
use crate::state::snapshot::final_words;
use crate::t;
use crate::vocabulary::command::Consent;
use crate::vocabulary::notice::Said;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::{Place, Question, Reply, UserId};
use crate::vocabulary::words::{move_numbers, numbered, seat_in};
use crate::Core;
use hexcourier_engine::{EndReason, Move, Player};
use hexcourier_store::TakebackRequest;

/// What a `/takeback` did.
enum Done {
    /// A request now stands, waiting for these players.
    Asked(Vec<UserId>),
    /// The user agreed; others still have to.
    Agreed(Vec<UserId>),
    /// Everyone agreed (`engine`: at once, the engine's consent): the moves are taken back.
    TakenBack { engine: bool },
    /// The request was declined.
    Declined,
    /// The asker withdrew it.
    Withdrawn,
}

/// The moves a takeback by `seat` undoes: how many (passes not counted) and their numbered
/// texts, in order; none if `seat` has played no move since the game started.
fn undo_plan(
    g: &LiveGame,
    seat: Player,
    (lang, notation): (crate::i18n::Lang, crate::i18n::Notation),
) -> Option<(usize, Vec<String>)> {
    let numbers = move_numbers(&g.variant, &g.game);
    let (moves, texts) = (g.game.moves(), g.game.move_texts());
    let mut out = Vec::new();
    for i in (g.start_plies..moves.len()).rev() {
        if moves[i] == Move::Pass {
            continue;
        }
        let (number, mover) = *numbers.get(i)?;
        let shown = crate::i18n::show_move(&g.variant, lang, notation, texts.get(i)?);
        out.push(numbered(number, mover, &shown));
        if mover == seat {
            out.reverse();
            return Some((out.len(), out));
        }
    }
    None
}

/// The human players still on the board who have not agreed.
fn waiting(g: &LiveGame, agreed: &[u8]) -> Vec<UserId> {
    (0..g.variant.player_count())
        .map(|i| Player(i as u8))
        .filter(|p| !agreed.contains(&p.0) && !g.game.position().is_eliminated(*p))
        .filter(|&p| !g.is_engine(p))
        .map(|p| g.user(p).clone())
        .collect()
}

/// `@a`, `@a and @b`, `@a, @b and @c` in `lang`.
fn names(lang: Lang, users: &[UserId]) -> String {
    and_list(
        lang,
        &users.iter().map(ToString::to_string).collect::<Vec<_>>(),
    )
}

/// Takes back the moves of the request and clears what no longer applies.
fn take_back(g: &mut LiveGame, moves: usize) {
    let v = g.variant.clone();
    g.game.take_back(&v, moves);
    g.takeback = None;
    g.draw_offer.clear();
}

/// Why someone without a seat cannot resign or offer a draw: in a voting game the voting
/// sides decide those by vote.
fn by_vote_or_not_a_player(g: &LiveGame, lang: Lang) -> Problem {
    match (0..g.players.len()).find(|&i| g.voters(Player(i as u8)).is_some()) {
        Some(i) => Problem::DecidedByVote {
            side: seat_in(lang, &g.variant, Player(i as u8)),
        },
        None => Problem::NotAPlayer,
    }
}

impl Core {
    /// The question standing in the running game of `place`, if any (a takeback request
    /// first, then a draw offer).
    pub fn open_question(&self, place: &Place) -> Option<Question> {
        let shared = self.game_at(place)?;
        let g = lock(&shared);
        if !g.running() {
            None
        } else if g.takeback.is_some() {
            Some(Question::Takeback)
        } else if !g.draw_offer.is_empty() {
            Some(Question::Draw)
        } else {
            None
        }
    }

    pub(crate) fn takeback(
        &self,
        place: &Place,
        user: &UserId,
        consent: Consent,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/takeback works")?;
        if let Some(late) = self.out_of_time(&shared, plain(lang, "late-action")) {
            return Ok(late);
        }
        let public = self.public_lang(&shared);
        let reader = (public, self.public_notation(&shared));
        // The texts of the moves the request undoes, as they are before the change.
        let listed = |g: &LiveGame, by: u8| {
            undo_plan(g, Player(by), reader).map_or_else(String::new, |(_, t)| and_list(public, &t))
        };
        self.change(
            &shared,
            |g| {
                let mut undone = String::new();
                let done = (|| {
                    if let Some(p) = g.ended_in(lang) {
                        return Err(p);
                    }
                    let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
                    if g.game.position().is_eliminated(seat) {
                        return Err(Problem::Eliminated);
                    }
                    match (g.takeback.clone(), consent) {
                        (None, Consent::Accept | Consent::Decline) => Err(Problem::NoTakeback),
                        (None, Consent::Ask) => {
                            let (moves, _) =
                                undo_plan(g, seat, reader).ok_or(Problem::NothingToTakeBack)?;
                            let mut agreed = vec![seat.0];
                            let engines = (0..g.variant.player_count())
                                .map(|i| Player(i as u8))
                                .filter(|&p| p != seat && g.is_engine(p))
                                .filter(|&p| !g.game.position().is_eliminated(p));
                            for p in engines {
                                if !g.hints.allowed {
                                    return Err(Problem::EngineRefusesTakeback);
                                }
                                agreed.push(p.0);
                            }
                            undone = listed(g, seat.0);
                            let left = waiting(g, &agreed);
                            if left.is_empty() {
                                take_back(g, moves);
                                return Ok(Done::TakenBack { engine: true });
                            }
                            g.takeback = Some(TakebackRequest {
                                by: seat.0,
                                moves,
                                agreed,
                            });
                            Ok(Done::Asked(left))
                        }
                        (Some(t), Consent::Decline) => {
                            g.takeback = None;
                            Ok(if t.by == seat.0 {
                                Done::Withdrawn
                            } else {
                                Done::Declined
                            })
                        }
                        (Some(mut t), Consent::Ask | Consent::Accept) => {
                            if t.agreed.contains(&seat.0) {
                                return Err(Problem::TakebackWaiting {
                                    asked: t.by == seat.0,
                                    waiting_for: waiting(g, &t.agreed),
                                });
                            }
                            undone = listed(g, t.by);
                            t.agreed.push(seat.0);
                            let left = waiting(g, &t.agreed);
                            if left.is_empty() {
                                take_back(g, t.moves);
                                return Ok(Done::TakenBack { engine: false });
                            }
                            g.takeback = Some(t);
                            Ok(Done::Agreed(left))
                        }
                    }
                })()?;
                Ok((done, undone))
            },
            |(done, undone), snap| {
                let lang = snap.lang;
                let who = user.to_string();
                let line = match done {
                    Done::Asked(left) => t!(
                        lang,
                        "takeback-asks",
                        user = who,
                        moves = undone.clone(),
                        waiting = names(lang, left)
                    ),
                    Done::Agreed(left) => {
                        t!(
                            lang,
                            "takeback-agrees",
                            user = who,
                            waiting = names(lang, left)
                        )
                    }
                    Done::Declined => t!(lang, "takeback-declines", user = who),
                    Done::Withdrawn => t!(lang, "takeback-withdraws", user = who),
                    Done::TakenBack { engine } => {
                        let key = if *engine {
                            "takeback-engine-agrees"
                        } else {
                            "takeback-accepts"
                        };
                        let line = t!(lang, key, user = who, moves = undone.clone());
                        let mut says = vec![Said::text(&snap.place, line)];
                        says.extend(position_says(snap));
                        return says;
                    }
                };
                let mut says = vec![Said::text(&snap.place, line)];
                if matches!(done, Done::Asked(_) | Done::Agreed(_)) {
                    says.push(Said::Ask {
                        place: snap.place.clone(),
                        question: Question::Takeback,
                    });
                }
                says
            },
        )?;
        Ok(Vec::new())
    }

    pub(crate) fn decline_draw(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/draw works")?;
        self.change(
            &shared,
            |g| {
                if let Some(p) = g.ended_in(lang) {
                    return Err(p);
                }
                let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
                if g.draw_offer.is_empty() {
                    return Err(Problem::NoDrawOffer);
                }
                let withdrawn = g.draw_offer == [seat.0];
                g.draw_offer.clear();
                Ok(withdrawn)
            },
            |withdrawn, snap| {
                let key = if *withdrawn {
                    "draw-withdraws"
                } else {
                    "draw-declines"
                };
                let line = t!(snap.lang, key, user = user.to_string());
                vec![Said::text(&snap.place, line)]
            },
        )?;
        Ok(Vec::new())
    }

    pub(crate) fn abort(
        &self,
        place: &Place,
        user: &UserId,
        admin: bool,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/abort works")?;
        self.change(
            &shared,
            |g| {
                if let Some(p) = g.ended_in(lang) {
                    return Err(p);
                }
                let played = g.game.moves().len().saturating_sub(g.start_plies);
                let player = g.seat_of(user).is_some();
                let as_admin = !(player && played < 2);
                if as_admin && !admin {
                    return Err(if player {
                        Problem::AbortTooLate { moves: played }
                    } else {
                        Problem::NotAPlayer
                    });
                }
                g.aborted_by = Some(user.clone());
                g.takeback = None;
                g.draw_offer.clear();
                Ok(as_admin)
            },
            |as_admin, snap| {
                let key = if *as_admin {
                    "abort-by-admin"
                } else {
                    "abort-by-player"
                };
                vec![Said::text(
                    &snap.place,
                    t!(snap.lang, key, user = user.to_string()),
                )]
            },
        )?;
        Ok(Vec::new())
    }

    pub(crate) fn resign(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/resign works")?;
        self.change(
            &shared,
            |g| {
                let v = g.variant.clone();
                if let Some(p) = g.ended_in(lang) {
                    return Err(p);
                }
                let seat = g
                    .seat_of(user)
                    .ok_or_else(|| by_vote_or_not_a_player(g, lang))?;
                if g.game.position().is_eliminated(seat) {
                    return Err(Problem::Eliminated);
                }
                g.game.finish(table_outcome(
                    &v,
                    &g.game,
                    Some(seat),
                    EndReason::Resignation,
                ));
                g.draw_offer.clear();
                Ok(())
            },
            |(), snap| {
                let result = snap
                    .outcome
                    .as_ref()
                    .map(|o| final_words(snap, o))
                    .unwrap_or_default();
                let resigns = t!(snap.lang, "resign-line", user = user.to_string());
                vec![Said::text(&snap.place, format!("{resigns}\n{result}"))]
            },
        )?;
        Ok(Vec::new())
    }

    pub(crate) fn draw(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/draw works")?;
        if let Some(late) = self.out_of_time(&shared, plain(lang, "late-action")) {
            return Ok(late);
        }
        self.change(
            &shared,
            |g| {
                let v = g.variant.clone();
                if let Some(p) = g.ended_in(lang) {
                    return Err(p);
                }
                let seat = g
                    .seat_of(user)
                    .ok_or_else(|| by_vote_or_not_a_player(g, lang))?;
                if g.game.position().is_eliminated(seat) {
                    return Err(Problem::Eliminated);
                }
                // Only the players still on the board agree to draws.
                let pending = |g: &LiveGame| -> Vec<UserId> {
                    (0..v.player_count())
                        .filter(|&i| !g.draw_offer.contains(&(i as u8)))
                        .filter(|&i| !g.game.position().is_eliminated(Player(i as u8)))
                        .map(|i| g.players[i].clone())
                        .collect()
                };
                if g.draw_offer.contains(&seat.0) {
                    return Err(Problem::DrawAlreadyOffered {
                        waiting_for: pending(g),
                    });
                }
                let first = g.draw_offer.is_empty();
                g.draw_offer.push(seat.0);
                let waiting = pending(g);
                if waiting.is_empty() {
                    g.game
                        .finish(table_outcome(&v, &g.game, None, EndReason::Agreement));
                    g.draw_offer.clear();
                }
                Ok((first, waiting))
            },
            |(first, waiting), snap| {
                let names: Vec<String> = waiting.iter().map(ToString::to_string).collect();
                let (lang, who) = (snap.lang, user.to_string());
                let line = match &snap.outcome {
                    Some(o) => {
                        let accepts = t!(lang, "draw-accepts", user = who);
                        format!("{accepts}\n{}", final_words(snap, o))
                    }
                    // The engine answers at once (see `engine_answers_draw`).
                    None if waiting.iter().all(UserId::is_engine) => {
                        t!(lang, "draw-offers", user = who)
                    }
                    None if *first => t!(
                        lang,
                        "draw-offers-ask",
                        user = who,
                        waiting = names.join(", ")
                    ),
                    None => t!(
                        lang,
                        "draw-accepts-offer",
                        user = who,
                        waiting = names.join(", ")
                    ),
                };
                let mut says = vec![Said::text(&snap.place, line)];
                if snap.outcome.is_none() && !waiting.iter().all(UserId::is_engine) {
                    says.push(Said::Ask {
                        place: snap.place.clone(),
                        question: Question::Draw,
                    });
                }
                says
            },
        )?;
        Ok(Vec::new())
    }
}
