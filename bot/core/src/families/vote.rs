//! Group voting games (`/new ... mode:vote`): sides whose members vote on each move.
//!
//! When a voting side is to move, a window opens for [`VoteRules::window_secs`]. Each member
//! of the side votes once (`/vote <move>`, `/vote draw` or `/vote resign`); votes cannot be
//! changed. When the window closes ([`Core::tick`]), or as soon as every member of a team
//! given by name has voted:
//!
//! - fewer votes than [`VoteRules::min_votes`]: the window is extended once by its length,
//!   and if the votes are still short at its end the side forfeits (a loss on time);
//! - more than 60% for `resign`: the side resigns;
//! - more than half for `draw`: the side offers a draw, or accepts the one standing;
//! - then the move with the most votes is played; a tie goes to the move the engine prefers
//!   among the tied ones (a search of [`TIE_BREAK_NODES`] nodes, the same on every machine).
//!   Without votes for a move the side has not moved, as if it had too few votes.
//!
//! Windows and ballots live in the game's record, and each step is saved before its replies
//! are returned, so a restart neither repeats nor loses one.

use crate::i18n::{plain, text as text_in, Args, Lang};
use crate::i18n::{read_move, show_move, Notation};
use crate::state::announce::position_says;
use crate::state::facts::Facts;
use crate::state::live::{lock, picked_at, LiveGame};
use crate::state::outcome::table_outcome;
use crate::state::snapshot::{final_words, snapshot_in, Snapshot};
use crate::state::window::{is_member, sync_window, TIE_BREAK_NODES};
use crate::t;
use crate::vocabulary::duration::duration_in;
use crate::vocabulary::notice::Said;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{GameId, Place, Reply, UserId};
use crate::vocabulary::words::{numbered, result_in, seat_in, votes_in};
use crate::Core;
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::search::{game_history, Limits, Searcher};
use hexcourier_engine::{EndReason, Move, Player, Variant};
use hexcourier_store::{Ballot, Voters};
use std::collections::BTreeMap;

/// The ballot texts of the two special votes.
const DRAW: &str = "draw";
const RESIGN: &str = "resign";

/// Ballots counted: moves by votes (most first, then by text), draws, resignations.
struct Count {
    moves: Vec<(String, usize)>,
    draw: usize,
    resign: usize,
    total: usize,
}

fn count(ballots: &[Ballot]) -> Count {
    let mut moves: BTreeMap<&str, usize> = BTreeMap::new();
    let (mut draw, mut resign) = (0, 0);
    for b in ballots {
        match b.choice.as_str() {
            DRAW => draw += 1,
            RESIGN => resign += 1,
            m => *moves.entry(m).or_insert(0) += 1,
        }
    }
    let mut moves: Vec<(String, usize)> =
        moves.into_iter().map(|(m, n)| (m.to_string(), n)).collect();
    moves.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    Count {
        moves,
        draw,
        resign,
        total: ballots.len(),
    }
}

/// `Qe1-c3 2, f5-f6 1, draw 1`, in `lang`, the moves in `notation`.
fn count_words(lang: Lang, c: &Count, v: &Variant, notation: Notation) -> String {
    let mut parts: Vec<String> = c
        .moves
        .iter()
        .map(|(m, n)| format!("{} {n}", show_move(v, lang, notation, m)))
        .collect();
    if c.draw > 0 {
        parts.push(t!(lang, "tally-draw", n = c.draw.to_string()));
    }
    if c.resign > 0 {
        parts.push(t!(lang, "tally-resign", n = c.resign.to_string()));
    }
    parts.join(", ")
}

/// The side other than `seat` that `user` belongs to, if any: the seat they play, a team
/// that names them, a side their first vote bound them to, or (when `seat` admits anyone in
/// the channel) a side given as a role they hold.
fn other_side(g: &LiveGame, seat: Player, user: &UserId, roles: &[String]) -> Option<Player> {
    if let Some(s) = g.seat_of(user).filter(|&s| s != seat) {
        return Some(s);
    }
    if let Some(&s) = g.voted_for.get(user).filter(|&&s| s != seat.0) {
        return Some(Player(s));
    }
    let channel = matches!(g.voters(seat), Some(Voters::Channel));
    (0..g.players.len())
        .map(|i| Player(i as u8))
        .filter(|&s| s != seat)
        .find(|&s| match g.voters(s) {
            Some(Voters::Team(ids)) => ids.iter().any(|id| id == user.as_str()),
            Some(Voters::Role { id, .. }) => channel && roles.iter().any(|r| r == id),
            Some(Voters::Channel) | None => false,
        })
}

/// What closing a window did.
pub(crate) enum Closed {
    /// Too few votes: the window runs again until then.
    Extended(String),
    /// The game ended (forfeit, resignation, agreed draw).
    Ended(String),
    /// A move was played; the line, then the position follows.
    Moved(String),
}

/// What closing a window announces: the line, the role's ping when the window was extended,
/// the position after a voted move.
fn closed_says(closed: &Closed, snap: &Snapshot) -> Vec<Said> {
    match closed {
        Closed::Ended(line) => vec![Said::text(&snap.place, line.clone())],
        // A role is pinged once per window, when it opens; an extension is only said.
        Closed::Extended(line) => vec![Said::text(&snap.place, line.clone())],
        Closed::Moved(line) => {
            let mut out = vec![Said::text(&snap.place, line.clone())];
            out.extend(position_says(snap));
            out
        }
    }
}

impl Core {
    /// `/vote`: records a member's vote for the side to move.
    pub(crate) fn vote(
        &self,
        place: &Place,
        user: &UserId,
        choice: &str,
        roles: &[String],
        at: Option<usize>,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/vote works")?;
        let now = self.now();
        let public = self.public_lang(&shared);
        let notation = self.notation_in(&shared, user);
        let (confirm, _, closed) = self.change(
            &shared,
            |g| {
                let v = g.variant.clone();
                if let Some(o) = g.game.outcome() {
                    return Err(Problem::GameOver {
                        result: result_in(lang, &v, o),
                    });
                }
                let rules = g.vote.clone().ok_or(Problem::NotAVoteGame)?;
                picked_at(g, at)?;
                let seat = g.turn();
                let side = seat_in(lang, &v, seat);
                let Some(voters) = g.voters(seat).cloned() else {
                    return Err(Problem::NoVoteOpen {
                        to_move: format!("{} ({side})", g.user(seat)),
                    });
                };
                if !is_member(&voters, user, roles) {
                    return Err(Problem::NotAVoter { side });
                }
                // One side per voter: not a player or voter of another side, and bound to
                // the side of their first vote.
                if let Some(theirs) = other_side(g, seat, user, roles) {
                    return Err(Problem::OtherSide {
                        theirs: seat_in(lang, &v, theirs),
                        side: side.clone(),
                    });
                }
                g.voted_for.insert(user.clone(), seat.0);
                sync_window(g, now);
                let w = g.window.as_mut().ok_or(Problem::Internal)?;
                if let Some(b) = w.ballots.iter().find(|b| b.voter == user.as_str()) {
                    return Err(Problem::AlreadyVoted {
                        choice: b.choice.clone(),
                    });
                }
                let wanted = choice.trim();
                let canonical = if wanted.eq_ignore_ascii_case(DRAW) {
                    DRAW.to_string()
                } else if wanted.eq_ignore_ascii_case(RESIGN) {
                    RESIGN.to_string()
                } else {
                    let pos = g.game.position();
                    // Any notation, as typed moves.
                    let m = read_move(&v, pos, lang, notation, wanted).map_err(Problem::BadMove)?;
                    move_to_text(&v, pos, m)
                };
                w.ballots.push(Ballot {
                    voter: user.as_str().to_string(),
                    choice: canonical.clone(),
                });
                let c = count(&w.ballots);
                // The choice is told to the voter alone; the side's channel only learns that a
                // vote is in (the other side reads it too).
                let confirm = t!(
                    lang,
                    "vote-confirm",
                    choice = show_move(&v, lang, notation, &canonical),
                    side = side.clone(),
                    so_far = votes_in(lang, c.total)
                );
                // Who voted stays private too: the place learns only that a vote is in.
                let line = t!(
                    public,
                    "vote-in",
                    side = seat_in(public, &v, seat),
                    so_far = votes_in(public, c.total)
                );
                // A team given by name that has all voted need not wait for the window's end.
                let all_in = match &voters {
                    Voters::Team(ids) => ids
                        .iter()
                        .all(|id| w.ballots.iter().any(|b| &b.voter == id)),
                    _ => false,
                };
                let closed = if all_in && c.total >= rules.min_votes as usize {
                    Some(self.close_window(g, now, public)?)
                } else {
                    None
                };
                Ok((confirm, line, closed))
            },
            |(_, line, closed), snap| {
                let mut says = vec![Said::text(&snap.place, line.clone())];
                says.extend(
                    closed
                        .as_ref()
                        .map_or_else(Vec::new, |c| closed_says(c, snap)),
                );
                says
            },
        )?;
        self.after_close(closed.as_ref(), place);
        Ok(vec![text(place, confirm)])
    }

    /// `/tally`: the votes of the open window, for the voters of the side voting only.
    pub(crate) fn tally(
        &self,
        place: &Place,
        user: &UserId,
        roles: &[String],
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/tally works")?;
        let g = lock(&shared);
        let v = g.variant.clone();
        if let Some(o) = g.game.outcome() {
            return Err(Problem::GameOver {
                result: result_in(lang, &v, o),
            });
        }
        let rules = g.vote.as_ref().ok_or(Problem::NotAVoteGame)?;
        let seat = g.turn();
        let Some(w) = g.window.as_ref() else {
            return Err(Problem::NoVoteOpen {
                to_move: format!("{} ({})", g.user(seat), seat_in(lang, &v, seat)),
            });
        };
        if !g.voters(seat).is_some_and(|vs| is_member(vs, user, roles))
            || other_side(&g, seat, user, roles).is_some()
        {
            return Err(Problem::TallyForVoters {
                side: seat_in(lang, &v, seat),
            });
        }
        let c = count(&w.ballots);
        let now = self.now();
        let head = t!(
            lang,
            if w.extended {
                "tally-head-extended"
            } else {
                "tally-head"
            },
            side = seat_in(lang, &v, seat),
            votes = c.total.to_string(),
            min = rules.min_votes.to_string(),
            closes = crate::vocabulary::moment::moment(w.closes),
            left = duration_in(lang, w.closes.saturating_sub(now))
        );
        let body = if c.total == 0 {
            plain(lang, "tally-none")
        } else {
            count_words(lang, &c, &v, self.notation_of(user, g.community()))
        };
        Ok(vec![text(place, format!("{head}\n{body}"))])
    }

    /// Closes every window whose time is up (part of [`Core::tick`]); how many it closed.
    pub(crate) fn vote_tick(&self, now: u64, ids: &[GameId]) -> usize {
        let mut changed = 0;
        let closing = self.select_among(ids, |g| {
            (g.outcome().is_none()
                && self.serves(g.community())
                && g.open_window().is_some_and(|w| w.closes <= now))
            .then(|| g.game_id())
        });
        for shared in closing.into_iter().filter_map(|id| self.load(id)) {
            let (due, place) = {
                let g = lock(&shared);
                let due = g.game.outcome().is_none()
                    && g.window.as_ref().is_some_and(|w| w.closes <= now);
                (due, g.place.clone())
            };
            if !due {
                continue;
            }
            let lang = self.public_lang(&shared);
            let closed = self.change(
                &shared,
                |g| {
                    if g.game.outcome().is_some()
                        || g.window.as_ref().is_none_or(|w| w.closes > now)
                    {
                        return Err(Problem::GameChanged);
                    }
                    self.close_window(g, now, lang)
                },
                closed_says,
            );
            match closed {
                Ok(closed) => {
                    changed += 1;
                    self.after_close(Some(&closed), &place);
                }
                Err(Problem::GameChanged) => {}
                Err(p) => tracing::warn!("could not close a vote window: {p}"),
            }
        }
        changed
    }

    /// After a window closed on a move: a draw the voters offered with it waits on the
    /// engine's answer.
    fn after_close(&self, closed: Option<&Closed>, place: &Place) {
        if let Some(Closed::Moved(_)) = closed {
            self.engine_answers_draw(place);
        }
    }

    /// Decides the open window of `g` (a copy, saved by the caller); its words in `lang`.
    fn close_window(&self, g: &mut LiveGame, now: u64, lang: Lang) -> Result<Closed, Problem> {
        let v = g.variant.clone();
        let rules = g.vote.clone().ok_or(Problem::NotAVoteGame)?;
        let mut w = g.window.clone().ok_or(Problem::GameChanged)?;
        let seat = Player(w.seat);
        let side = seat_in(lang, &v, seat);
        let c = count(&w.ballots);
        let short = c.total < rules.min_votes as usize;
        let notation = self.server_notation(g.community());
        let tally = if c.total == 0 {
            plain(lang, "tally-no-votes")
        } else {
            format!(
                "{}: {}",
                votes_in(lang, c.total),
                count_words(lang, &c, &v, notation)
            )
        };
        let said = |key: &str, more: &[(&'static str, String)]| {
            let mut a = Args::new();
            a.set("side", side.clone());
            a.set("tally", tally.clone());
            for (k, val) in more {
                a.set(*k, val.clone());
            }
            text_in(lang, key, &a)
        };
        // More than 60% to resign, more than half to offer or accept a draw.
        if !short && c.resign * 10 > c.total * 6 {
            g.game.finish(table_outcome(
                &v,
                &g.game,
                Some(seat),
                EndReason::Resignation,
            ));
            g.draw_offer.clear();
            g.window = None;
            let result = self.result_text(g, lang);
            let line = said("vote-resign", &[]);
            return Ok(Closed::Ended(format!("{line}\n{result}")));
        }
        let mut lines = Vec::new();
        if !short && c.draw * 2 > c.total {
            if !g.draw_offer.contains(&seat.0) {
                g.draw_offer.push(seat.0);
            }
            let agreed = (0..v.player_count()).all(|i| {
                g.draw_offer.contains(&(i as u8))
                    || g.game.position().is_eliminated(Player(i as u8))
            });
            if agreed {
                g.game
                    .finish(table_outcome(&v, &g.game, None, EndReason::Agreement));
                g.draw_offer.clear();
                g.window = None;
                let result = self.result_text(g, lang);
                let line = said("vote-accept-draw", &[]);
                return Ok(Closed::Ended(format!("{line}\n{result}")));
            }
            lines.push(said("vote-offer-draw", &[]));
        }
        if short || c.moves.is_empty() {
            let got = if short {
                said("vote-short", &[("min", rules.min_votes.to_string())])
            } else {
                said("vote-no-move", &[])
            };
            if !w.extended {
                w.extended = true;
                w.closes = w.closes.max(now).saturating_add(rules.window_secs);
                let line = said(
                    "vote-extended",
                    &[
                        ("got", got.clone()),
                        ("until", crate::vocabulary::moment::moment_ahead(w.closes)),
                    ],
                );
                g.window = Some(w);
                lines.push(line);
                return Ok(Closed::Extended(lines.join("\n")));
            }
            g.game
                .finish(table_outcome(&v, &g.game, Some(seat), EndReason::Timeout));
            g.draw_offer.clear();
            g.window = None;
            let result = self.result_text(g, lang);
            let line = said("vote-forfeit", &[("got", got)]);
            lines.push(format!("{line}\n{result}"));
            return Ok(Closed::Ended(lines.join("\n")));
        }
        let top = c.moves[0].1;
        let tied: Vec<String> = c
            .moves
            .iter()
            .filter(|(_, n)| *n == top)
            .map(|(m, _)| m.clone())
            .collect();
        let chosen = if tied.len() > 1 {
            self.engine_preference(g, &tied)
        } else {
            tied[0].clone()
        };
        let fullmove = g.game.position().fullmove();
        let m = parse_move(&v, g.game.position(), &chosen).map_err(Problem::BadMove)?;
        let canonical = g.game.play(&v, m).map_err(|_| Problem::GameChanged)?;
        if !g.draw_offer.is_empty() && !g.draw_offer.contains(&seat.0) {
            g.draw_offer.clear();
            lines.push(said("vote-declines-draw", &[]));
        }
        let played = numbered(fullmove, seat, &show_move(&v, lang, notation, &canonical));
        let line = if tied.len() > 1 {
            let others = tied
                .iter()
                .filter(|t| **t != chosen)
                .map(|t| show_move(&v, lang, notation, t))
                .collect::<Vec<_>>()
                .join(", ");
            said("vote-moved-tied", &[("played", played), ("tied", others)])
        } else {
            said("vote-moved", &[("played", played)])
        };
        lines.insert(0, line);
        g.window = None;
        Ok(Closed::Moved(lines.join("\n")))
    }

    /// The engine's choice among tied moves: a small fixed search over those moves only.
    fn engine_preference(&self, g: &LiveGame, tied: &[String]) -> String {
        let v: &Variant = &g.variant;
        let pos = g.game.position();
        let exclude: Vec<Move> = pos
            .legal_moves(v)
            .into_iter()
            .filter(|&m| !tied.contains(&move_to_text(v, pos, m)))
            .collect();
        // A tie-break is a small fixed search run here, while the game is locked: it does not
        // wait for the search gate (the game's lock is never held while waiting for one).
        let best = {
            Searcher::new(1)
                .search_excluding(
                    v,
                    pos,
                    &game_history(v, &g.game),
                    &Limits::nodes(TIE_BREAK_NODES),
                    &exclude,
                    &mut |_| {},
                )
                .best
        };
        best.map(|m| move_to_text(v, pos, m))
            .filter(|t| tied.contains(t))
            .unwrap_or_else(|| tied[0].clone())
    }

    fn result_text(&self, g: &LiveGame, lang: Lang) -> String {
        let snap = snapshot_in(g, lang, crate::i18n::Notation::English);
        snap.outcome
            .as_ref()
            .map(|o| final_words(&snap, o))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_put_the_most_voted_first() {
        let b = |v: &str, c: &str| Ballot {
            voter: v.into(),
            choice: c.into(),
        };
        let c = count(&[
            b("a", "f5-f6"),
            b("b", "Qe1-c3"),
            b("c", "Qe1-c3"),
            b("d", "draw"),
        ]);
        let lib = hexcourier_engine::Library::builtin().unwrap_or_else(|e| panic!("{e:?}"));
        let v = lib.get("glinski").unwrap_or_else(|| panic!("glinski"));
        assert_eq!(
            count_words(Lang::En, &c, v, Notation::Letters),
            "Qe1-c3 2, f5-f6 1, draw 1"
        );
        assert_eq!(
            count_words(Lang::Pl, &c, v, Notation::Letters),
            "He1-c3 2, f5-f6 1, remis 1"
        );
        assert_eq!(
            count_words(Lang::De, &c, v, Notation::Figurines),
            "♕e1-c3 2, f5-f6 1, Remis 1"
        );
        assert_eq!((c.total, c.draw, c.resign), (4, 1, 0));
    }
}
