//! `/review`: the engine goes over a finished game and points out its turning points.
//!
//! Every position of the game is searched once with the review budget (a node budget, so the
//! same game always gets the same review). With two players, the score of the position after
//! a move, seen from the mover, is minus the next search's score, so what a move lost is the
//! score before it minus the score after it. Moves that lose at least half a pawn are
//! inaccuracies, a pawn mistakes and two pawns blunders; the worst of them are listed with the
//! engine's preferred move.

use crate::i18n::{plain, Lang};
use crate::state::live::lock;
use crate::t;
use crate::vocabulary::limits::{EngineSlot, WorkSlot};
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{Place, Reply, UserId};
use crate::vocabulary::words::{numbered, seat_in};
use crate::Core;
use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::search::{Score, Searcher};
use hexcourier_engine::{Game, Move, Player, Position, Variant};

/// A forced mate counts as this many centipawns, so that mates and material compare.
const MATE_CP: i32 = 2_000;

/// How many of the worst moves the review lists.
const KEY_MOMENTS: usize = 5;

/// How bad a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Severity {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Severity {
    /// The severity of a move that lost `loss` centipawns, if it counts.
    fn of(loss: i32) -> Option<Severity> {
        match loss {
            l if l >= 200 => Some(Severity::Blunder),
            l if l >= 100 => Some(Severity::Mistake),
            l if l >= 50 => Some(Severity::Inaccuracy),
            _ => None,
        }
    }

    fn mark(self) -> &'static str {
        match self {
            Severity::Inaccuracy => "?!",
            Severity::Mistake => "?",
            Severity::Blunder => "??",
        }
    }
}

/// A score in centipawns, with mates clamped to ±[`MATE_CP`].
fn centipawns(s: Score) -> i32 {
    match s {
        Score::Cp(c) => c.clamp(-MATE_CP, MATE_CP),
        Score::Mate(n) if n > 0 => MATE_CP,
        Score::Mate(_) => -MATE_CP,
    }
}

/// `+1.40`, `-0.35`, `0.00` for centipawns.
fn pawns(cp: i32) -> String {
    Score::Cp(cp).text()
}

/// The engine's view of one position of the game.
struct Look {
    /// Score for the side to move, in centipawns.
    score: i32,
    /// The same as the engine gave it (mates kept as mates), for display.
    shown: Score,
    /// The engine's move, if there is one.
    best: Option<Move>,
}

/// One move of the game that lost something.
struct Slip {
    ply: usize,
    mover: Player,
    number: u32,
    text: String,
    loss: i32,
    /// Scores before and after the move, for the mover.
    before: Score,
    after: Score,
    better: Option<String>,
}

/// The longest game `/review` goes through, in plies.
pub const MAX_REVIEW_PLIES: usize = 400;

impl Core {
    /// `/review` in a finished game's place.
    pub(crate) fn review(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/review works")?;
        let _slot = EngineSlot::take(&self.asking, user)?;
        let (variant, game, realm) = {
            let g = lock(&shared);
            if g.game.outcome().is_none() {
                return Err(Problem::ReviewBeforeEnd);
            }
            (g.variant.clone(), g.game.clone(), g.realm.clone())
        };
        if variant.player_count() != 2 {
            return Err(Problem::ReviewTwoPlayersOnly);
        }
        let plies = game.moves().len();
        if plies > MAX_REVIEW_PLIES {
            return Err(Problem::TooLongFor {
                what: "/review",
                plies,
                max: MAX_REVIEW_PLIES,
            });
        }
        // One review at a time per server (it is charged by the game's length too).
        let _work = WorkSlot::take(&self.working, realm.as_deref(), "/review")?;
        let looks = self
            .gate
            .run(|| self.look_at_every_position(&variant, &game));
        Ok(vec![text(
            place,
            review_text(
                (lang, self.notation_of(user, realm.as_deref())),
                &variant,
                &game,
                &looks,
            ),
        )])
    }

    fn look_at_every_position(&self, v: &Variant, game: &Game) -> Vec<Look> {
        let mut searcher = Searcher::new(self.engine.tt_mb);
        let mut pos = game.start().clone();
        let mut history = vec![pos.hash()];
        let mut looks = Vec::with_capacity(game.moves().len() + 1);
        for &m in game.moves().iter().chain(std::iter::once(&Move::Pass)) {
            if looks.len() == game.moves().len() {
                // The last position: when the board ended the game, its result is the score.
                if let Some(end) = board_end(v, &pos, game) {
                    looks.push(end);
                    break;
                }
            }
            looks.push(look(&mut searcher, v, &pos, &history, &self.engine.review));
            if looks.len() > game.moves().len() {
                break;
            }
            pos = pos.after(v, m);
            history.push(pos.hash());
        }
        looks
    }
}

/// The final position's score from the game's result, when the board itself ended the game
/// (no legal move, or a royal captured): a loss for the side to move is mate, a win the
/// opposite, anything between even. `None` for games ended off the board (resignation, time,
/// agreement) or by a position that still has moves: those are searched.
fn board_end(v: &Variant, pos: &Position, game: &Game) -> Option<Look> {
    let o = game.outcome()?;
    if pos.has_legal_move(v) && pos.royal_lost(v).is_none() {
        return None;
    }
    let q = *o.quarters.get(pos.turn().index())?;
    let shown = match q {
        0 | 1 => Score::Mate(0),
        2 => Score::Cp(0),
        _ => Score::Mate(1),
    };
    Some(Look {
        score: centipawns(shown),
        shown,
        best: None,
    })
}

fn look(
    searcher: &mut Searcher,
    v: &Variant,
    pos: &Position,
    history: &[u64],
    limits: &hexcourier_engine::search::Limits,
) -> Look {
    if !pos.has_legal_move(v) {
        // Checkmated (or stalemated, scored as the variant says): the search has nothing to
        // choose, so score it directly.
        let shown = if pos.in_check(v, pos.turn()) {
            Score::Mate(0)
        } else {
            Score::Cp(0)
        };
        return Look {
            score: centipawns(shown),
            shown,
            best: None,
        };
    }
    let r = searcher.search(v, pos, history, limits, &mut |_| {});
    Look {
        score: centipawns(r.score),
        shown: r.score,
        best: r.best,
    }
}

/// The review's text in `lang`: counts per player, then the key moments.
fn review_text(
    (lang, notation): (Lang, crate::i18n::Notation),
    v: &Variant,
    game: &Game,
    looks: &[Look],
) -> String {
    let shown = |m: &str| crate::i18n::show_move(v, lang, notation, m);
    let mut pos = game.start().clone();
    let mut slips = Vec::new();
    let mut losses = [0i64; 2];
    let mut moves_made = [0i64; 2];
    for (ply, (&m, played)) in game.moves().iter().zip(game.move_texts()).enumerate() {
        let mover = pos.turn();
        let (before, after_next) = (looks[ply].score, looks[ply + 1].score);
        let after = -after_next;
        let loss = (before - after).max(0);
        let seat = mover.index().min(1);
        losses[seat] += i64::from(loss);
        moves_made[seat] += 1;
        let best = looks[ply].best.filter(|&b| b != m);
        if Severity::of(loss).is_some() {
            slips.push(Slip {
                ply,
                mover,
                number: pos.fullmove(),
                text: played.clone(),
                loss,
                before: looks[ply].shown,
                after: looks[ply + 1].shown.flip(),
                better: best.map(|b| move_to_text(v, &pos, b)),
            });
        }
        pos = pos.after(v, m);
    }
    let mut lines = vec![t!(lang, "review-head", n = looks.len().to_string())];
    for seat in 0..2 {
        let p = Player(seat as u8);
        let of = |s: Severity| {
            slips
                .iter()
                .filter(|x| x.mover == p && Severity::of(x.loss) == Some(s))
                .count()
        };
        let average = if moves_made[seat] > 0 {
            losses[seat] / moves_made[seat]
        } else {
            0
        };
        lines.push(t!(
            lang,
            "review-side",
            side = seat_in(lang, v, p),
            inaccuracies = of(Severity::Inaccuracy),
            mistakes = of(Severity::Mistake),
            blunders = of(Severity::Blunder),
            loss = crate::i18n::decimals_in(lang, pawns(average as i32).trim_start_matches('+'))
        ));
    }
    if slips.is_empty() {
        lines.push(plain(lang, "review-clean"));
        return lines.join("\n");
    }
    // The worst first; among equals, the earlier.
    slips.sort_by(|a, b| b.loss.cmp(&a.loss).then(a.ply.cmp(&b.ply)));
    slips.truncate(KEY_MOMENTS);
    slips.sort_by_key(|s| s.ply);
    lines.push(t!(
        lang,
        "review-key-moments",
        side = seat_in(lang, v, Player(0))
    ));
    for s in &slips {
        let mark = Severity::of(s.loss).map_or("", Severity::mark);
        // Scores are shown from White's side, as the board reads.
        let white = |x: Score| if s.mover.index() == 0 { x } else { x.flip() };
        let better = s
            .better
            .as_ref()
            .map(|b| t!(lang, "review-better", best = shown(b)))
            .unwrap_or_default();
        lines.push(format!(
            "{}{mark} ({} → {}{better})",
            numbered(s.number, s.mover, &shown(&s.text)),
            crate::i18n::decimals_in(lang, &white(s.before).text()),
            crate::i18n::decimals_in(lang, &white(s.after).text()),
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn severities_and_mate_scores() {
        assert_eq!(Severity::of(49), None);
        assert_eq!(Severity::of(50), Some(Severity::Inaccuracy));
        assert_eq!(Severity::of(199), Some(Severity::Mistake));
        assert_eq!(Severity::of(200), Some(Severity::Blunder));
        assert_eq!(centipawns(Score::Mate(3)), MATE_CP);
        assert_eq!(centipawns(Score::Mate(-2)), -MATE_CP);
        assert_eq!(centipawns(Score::Cp(-99_999)), -MATE_CP);
        assert_eq!(pawns(-135), "-1.35");
    }
}
