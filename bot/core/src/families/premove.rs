//! Command family: conditional moves. `/premove <line>` sets, for the game of its place, a
//! line of the plies to come: the others' moves the player expects and their own replies
//! ("if they play X, I play Y, then if they play Z, I play W"); in three-player games the line
//! gives both opponents' moves. When the game follows a line to a reply, the reply is played
//! at once, in the same store write as the move it answers, and announced as conditional; a
//! move off every line clears them. `/premove` alone lists them (to the player alone),
//! `/premove clear` forgets them. Not in voting games. The lines live in the game's record but
//! are never shown to anyone else, exported, or seen by the engine's search.

use crate::i18n::{plain, Lang};
use crate::state::facts::Facts;
use crate::state::live::{lock, LiveGame};
use crate::state::premove::MAX_PREMOVE_PLIES;
use crate::t;
use crate::vocabulary::command::premove::PremoveCmd;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{Place, Reply, UserId};
use crate::vocabulary::words::numbered_list;
use crate::Core;
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::Player;
use hexcourier_store::PremoveLine;

/// Most lines a player may keep in one game.
pub const MAX_PREMOVE_LINES: usize = 20;

impl Core {
    /// `/premove ...` in a game's place.
    pub(crate) fn premove(
        &self,
        place: &Place,
        user: &UserId,
        cmd: PremoveCmd,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/premove works")?;
        let notation = self.notation_in(&shared, user);
        match cmd {
            PremoveCmd::List => {
                let g = lock(&shared);
                let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
                Ok(vec![text(place, lines_text(&g, seat, lang, notation))])
            }
            PremoveCmd::Clear => {
                self.change(
                    &shared,
                    |g| {
                        let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
                        g.premoves.remove(&seat.0);
                        Ok(())
                    },
                    |(), _| Vec::new(),
                )?;
                Ok(vec![text(place, plain(lang, "premove-cleared"))])
            }
            PremoveCmd::Add(moves) => {
                let listed = self.change(
                    &shared,
                    |g| {
                        if let Some(p) = g.ended_in(lang) {
                            return Err(p);
                        }
                        if g.vote.is_some() {
                            return Err(Problem::Refused(plain(lang, "premove-voting-game")));
                        }
                        let seat = g.seat_of(user).ok_or(Problem::NotAPlayer)?;
                        if g.turn() == seat {
                            return Err(Problem::Refused(plain(lang, "premove-your-move")));
                        }
                        let line = check_line(g, seat, &moves, lang, notation)?;
                        let lines = g.premoves.entry(seat.0).or_default();
                        // A new line replaces those that answer the same moves differently.
                        lines.retain(|old| !conflicts(old, &line));
                        if lines.len() >= MAX_PREMOVE_LINES {
                            return Err(Problem::Refused(t!(
                                lang,
                                "premove-too-many",
                                max = MAX_PREMOVE_LINES.to_string()
                            )));
                        }
                        lines.push(line);
                        Ok(lines_text(g, seat, lang, notation))
                    },
                    |_, _| Vec::new(),
                )?;
                Ok(vec![text(place, listed)])
            }
        }
    }
}

/// Checks a line typed for `seat` from the current position: every ply legal in turn, the
/// last one the seat's own; its moves in canonical text.
fn check_line(
    g: &LiveGame,
    seat: Player,
    typed: &[String],
    lang: Lang,
    notation: crate::i18n::Notation,
) -> Result<PremoveLine, Problem> {
    let moves: Vec<&String> = typed
        .iter()
        .filter(|w| {
            let after_digits = w.trim_start_matches(|c: char| c.is_ascii_digit());
            !(after_digits.len() < w.len() && after_digits.trim_matches('.').is_empty())
        })
        .collect();
    if moves.is_empty() {
        return Err(Problem::Usage {
            usage: "/premove <their move> <your reply> [<their move> <your reply> ...], e.g. /premove e7-e6 f5-f6",
        });
    }
    if moves.len() > MAX_PREMOVE_PLIES {
        return Err(Problem::Refused(t!(
            lang,
            "premove-too-long",
            max = MAX_PREMOVE_PLIES.to_string()
        )));
    }
    let v = g.variant.clone();
    let mut game = g.game.clone();
    let mut canonical = Vec::new();
    let mut own = Vec::new();
    let mut last_mine = false;
    for (i, m) in moves.iter().enumerate() {
        let mover = game.position().turn();
        // Any notation, as typed moves: the asker's letters (Polish `Gf1-e2`), English ones,
        // figurines.
        let mv = crate::i18n::read_move(&v, game.position(), lang, notation, m).map_err(|e| {
            Problem::Refused(t!(
                lang,
                "premove-does-not-play",
                n = (i + 1).to_string(),
                move = crate::vocabulary::words::quote(m),
                why = crate::vocabulary::move_words::move_error_in(lang, &e)
            ))
        })?;
        let text = move_to_text(&v, game.position(), mv);
        game.play(&v, mv).map_err(|_| {
            Problem::Refused(t!(lang, "premove-ends-before", n = (i + 1).to_string()))
        })?;
        canonical.push(text);
        last_mine = mover == seat;
        if last_mine {
            own.push(i as u32);
        }
        if game.outcome().is_some() && i + 1 < moves.len() {
            return Err(Problem::Refused(t!(
                lang,
                "premove-ends-at",
                n = (i + 1).to_string()
            )));
        }
    }
    if !last_mine {
        return Err(Problem::Refused(plain(lang, "premove-ends-with-theirs")));
    }
    Ok(PremoveLine {
        from_ply: u32::try_from(g.game.moves().len()).unwrap_or(u32::MAX),
        moves: canonical,
        own,
    })
}

/// Whether two lines answer the same moves with different replies: the first ply where
/// they differ is one of the owner's.
fn conflicts(a: &PremoveLine, b: &PremoveLine) -> bool {
    if a.from_ply != b.from_ply {
        return false;
    }
    match a.moves.iter().zip(&b.moves).position(|(x, y)| x != y) {
        Some(i) => b.own.contains(&(i as u32)),
        // One is the other's beginning: the longer one says more.
        None => true,
    }
}

/// The player's lines in words (numbered moves, their replies marked).
fn lines_text(g: &LiveGame, seat: Player, lang: Lang, notation: crate::i18n::Notation) -> String {
    let Some(lines) = g.premoves.get(&seat.0).filter(|l| !l.is_empty()) else {
        return plain(lang, "premove-none");
    };
    let mut out = vec![t!(lang, "premove-list", game = g.id.to_string())];
    for l in lines {
        let line = crate::i18n::show_moves(&g.variant, lang, notation, &line_text(g, l));
        out.push(format!("- {line}"));
    }
    out.join("\n")
}

/// A line with its move numbers, replayed from the position it starts in.
fn line_text(g: &LiveGame, l: &PremoveLine) -> String {
    let v = &g.variant;
    let mut pos = g.game.start().clone();
    for &m in g.game.moves().iter().take(l.from_ply as usize) {
        pos = pos.after(v, m);
    }
    let mut numbers = Vec::new();
    for t in &l.moves {
        numbers.push((pos.fullmove(), pos.turn()));
        match parse_move(v, &pos, t) {
            Ok(m) => pos = pos.after(v, m),
            Err(_) => return l.moves.join(" "),
        }
    }
    numbered_list(numbers.into_iter().zip(&l.moves))
}
