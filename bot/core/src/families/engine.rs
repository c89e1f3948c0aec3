//! The engine family of commands: `/hint`, `/analyse`, the moves of `@engine` seats, and its
//! answers to draw offers.

use crate::i18n::{plain, Lang};
use crate::state::announce::position_says;
use crate::state::facts::Facts;
use crate::state::live::{lock, LiveGame, Shared};
use crate::state::offload::Search;
use crate::state::outcome::table_outcome;
use crate::state::search::{line_text, verdict_in};
use crate::state::snapshot::final_words;
use crate::t;
use crate::vocabulary::limits::EngineSlot;
use crate::vocabulary::notice::Said;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{GameId, Place, Reply, UserId};
use crate::vocabulary::words::{numbered, seat_in};
use crate::Core;
use hexcourier_engine::notation::move_to_text;
use hexcourier_engine::search::{game_history, Score, Searcher};
use hexcourier_engine::{EndReason, Player, Position, Variant};
use std::sync::{Arc, PoisonError};

/// The engine accepts a draw when its evaluation for itself is at most this (centipawns).
pub const DRAW_MARGIN_CP: i32 = 25;

/// What a search needs, copied out of a game under its lock.
pub(crate) struct Job {
    id: GameId,
    variant: Arc<Variant>,
    position: Position,
    history: Vec<u64>,
    plies: usize,
    /// The moves played when the job was made.
    moves: Vec<hexcourier_engine::Move>,
}

impl Job {
    fn of(g: &LiveGame) -> Job {
        Job {
            id: g.id,
            variant: g.variant.clone(),
            position: g.game.position().clone(),
            history: game_history(&g.variant, &g.game),
            plies: g.game.moves().len(),
            moves: g.game.moves().to_vec(),
        }
    }
}

/// Marks a game as being thought about; unmarks it when dropped.
struct Thinking<'a>(&'a Core, GameId);

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        self.0
            .thinking
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.1);
    }
}

impl Core {
    /// The places of the running games whose turn is the engine's: what an adapter that does
    /// not run engine moves inline passes to [`Core::engine_turn`] (after every command, and
    /// after a restart).
    pub fn engine_waiting(&self) -> Vec<Place> {
        let ids: Vec<GameId> = self
            .engine_turns
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .copied()
            .collect();
        if self.serves == hexcourier_store::shards::ShardRange::ALL {
            return ids.into_iter().map(GameId::place).collect();
        }
        // Only the games of the communities served here (those waiting on the engine are
        // few; the index holds many more).
        ids.into_iter()
            .filter(|&id| self.exists(id) && self.serves(self.realm_of(id).as_deref()))
            .map(GameId::place)
            .collect()
    }

    /// Lets the engine play one move in the game of `place`, if it is its turn: searches
    /// (blocking the calling thread; at most [`crate::EngineSettings::max_searches`] searches
    /// run at once, the others wait in turn), then plays and stores the move with its
    /// announcements, as for a player's move. `false` when the engine is not to move, a
    /// search for this game is already running, or the move could not be stored (it is then
    /// not played, and a later turn tries again). Call it again while it returns `true` (at
    /// most [`crate::MAX_ENGINE_TURNS`] times): the next seat may be the engine's too.
    pub fn engine_turn(&self, place: &Place) -> bool {
        self.engine_move(place)
    }

    pub(crate) fn engine_move(&self, place: &Place) -> bool {
        let Some(shared) = self.game_at(place) else {
            return false;
        };
        let (job, level) = {
            let g = lock(&shared);
            let Some(level) = g.engine_level.filter(|_| g.engine_to_move()) else {
                return false;
            };
            (Job::of(&g), level)
        };
        if self.queue_turn(job.id, job.plies) {
            // A worker searches and stores the move; nothing is played here.
            return false;
        }
        if !self
            .thinking
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(job.id)
        {
            return false;
        }
        let _thinking = Thinking(self, job.id);
        let result = self.gate.run(|| {
            let mut searcher = Searcher::new(self.engine.tt_mb);
            let v = &job.variant;
            match &self.engine.opponent_override {
                Some(limits) => {
                    searcher.search(v, &job.position, &job.history, limits, &mut |_| {})
                }
                None => {
                    let seed = job.id.0.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ job.plies as u64;
                    searcher.play_level(v, &job.position, &job.history, level, seed, None)
                }
            }
        });
        let Some(m) = result.best else {
            return false;
        };
        let played = self.change(
            &shared,
            |g| {
                // The same moves, not only as many: a takeback and a new move may have come in.
                if g.game.moves() != job.moves.as_slice() || !g.engine_to_move() {
                    return Err(Problem::GameChanged);
                }
                let v = g.variant.clone();
                let seat = g.turn();
                let fullmove = g.game.position().fullmove();
                let canonical = g.game.play(&v, m).map_err(|_| Problem::GameChanged)?;
                g.draw_offer.clear();
                g.takeback = None;
                Ok(numbered(fullmove, seat, &canonical))
            },
            |line, snap| {
                // In the server's notation (the snapshot's).
                let line = crate::i18n::show_moves(&snap.variant, snap.lang, snap.notation, line);
                let mut says = vec![Said::text(&snap.place, line)];
                says.extend(position_says(snap));
                says
            },
        );
        match played {
            Ok(_) => true,
            Err(Problem::GameChanged) => false,
            Err(p) => {
                tracing::warn!(%place, "the engine's move was not stored: {p}");
                false
            }
        }
    }

    /// When a draw offer waits on the engine's seat (two-player games), the engine answers it:
    /// it accepts when its own evaluation (hint budget) is no better than [`DRAW_MARGIN_CP`]
    /// for it, and declines otherwise, which withdraws the offer. Nothing when no offer waits
    /// on the engine or the game changed meanwhile.
    pub(crate) fn engine_answers_draw(&self, place: &Place) {
        let Some(shared) = self.game_at(place) else {
            return;
        };
        let (job, seat, hints) = {
            let g = lock(&shared);
            if g.game.outcome().is_some()
                || g.draw_offer.is_empty()
                || g.variant.player_count() != 2
            {
                return;
            }
            let Some(seat) = (0..2u8)
                .map(Player)
                .find(|&s| g.is_engine(s) && !g.draw_offer.contains(&s.0))
            else {
                return;
            };
            (Job::of(&g), seat, g.hints.allowed)
        };
        let v = &job.variant;
        let r = self.gate.run(|| {
            Searcher::new(self.engine.tt_mb).search(
                v,
                &job.position,
                &job.history,
                &self.engine.hint,
                &mut |_| {},
            )
        });
        // The search scores the side to move; the engine's view may be the other side's.
        let mine = if job.position.turn() == seat {
            r.score
        } else {
            r.score.flip()
        };
        let accept = !mine.is_mate() && mine.key() <= DRAW_MARGIN_CP
            || matches!(mine, Score::Mate(n) if n <= 0);
        let answer = self.change(
            &shared,
            |g| {
                if g.game.moves().len() != job.plies
                    || g.draw_offer.is_empty()
                    || g.draw_offer.contains(&seat.0)
                {
                    return Err(Problem::GameChanged);
                }
                if accept {
                    g.draw_offer.push(seat.0);
                    let v = g.variant.clone();
                    let o = table_outcome(&v, &g.game, None, EndReason::Agreement);
                    g.game.finish(o);
                }
                g.draw_offer.clear();
                Ok(())
            },
            |(), snap| {
                let (lang, engine) = (snap.lang, UserId::engine().to_string());
                let line = match &snap.outcome {
                    Some(o) => {
                        let accepts = t!(lang, "draw-accepts", user = engine);
                        format!("{accepts}\n{}", final_words(snap, o))
                    }
                    // Its evaluation is a hint: told only where hints are allowed.
                    None if hints => t!(
                        lang,
                        "engine-declines-draw-score",
                        user = engine,
                        score = mine.text()
                    ),
                    None => t!(lang, "engine-declines-draw", user = engine),
                };
                vec![Said::text(&snap.place, line)]
            },
        );
        if let Some(p) = answer.err().filter(|p| *p != Problem::GameChanged) {
            tracing::warn!(%place, "the engine's answer to a draw offer was not stored: {p}");
        }
    }

    /// Checks that `user` may ask the engine in this game and counts the request; returns
    /// what to search and the line on hints left.
    fn ask(
        &self,
        shared: &Shared,
        user: &UserId,
        lang: Lang,
    ) -> Result<(Job, Option<String>), Problem> {
        self.change(
            shared,
            |g| {
                if let Some(p) = g.ended_in(lang) {
                    return Err(p);
                }
                let rule = g.hints;
                if !rule.allowed {
                    return Err(Problem::HintsOff);
                }
                if g.seat_of(user).is_none() && !rule.spectators {
                    return Err(Problem::SpectatorHintsOff);
                }
                let used = g.hints_used.entry(user.clone()).or_insert(0);
                if let Some(limit) = rule.per_player {
                    if *used >= limit {
                        return Err(Problem::HintsUsed { limit });
                    }
                }
                *used += 1;
                let left = rule.per_player.map(|limit| {
                    t!(
                        lang,
                        "hints-left",
                        user = user.to_string(),
                        left = limit.saturating_sub(*used).to_string(),
                        limit = limit.to_string()
                    )
                });
                Ok((Job::of(g), left))
            },
            |_, _| Vec::new(),
        )
    }

    pub(crate) fn hint(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/hint works")?;
        let _slot = EngineSlot::take(&self.asking, user)?;
        let (job, left) = self.ask(&shared, user, lang)?;
        let lines = match self.on_worker(Search::Hint, place, job.plies, lang) {
            Some(lines) => lines,
            None => self.hint_lines(&job, lang)?,
        };
        // Its moves in the asker's notation.
        let notation = self.notation_in(&shared, user);
        let mut lines: Vec<String> = lines
            .iter()
            .map(|l| crate::i18n::show_moves(&job.variant, lang, notation, l))
            .collect();
        lines.extend(left);
        Ok(vec![text(place, lines.join("\n"))])
    }

    pub(crate) fn analyse(
        &self,
        place: &Place,
        user: &UserId,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let shared = self.need_game(place, user, "/analyse works")?;
        let _slot = EngineSlot::take(&self.asking, user)?;
        let (job, left) = self.ask(&shared, user, lang)?;
        let lines = match self.on_worker(Search::Analyse, place, job.plies, lang) {
            Some(lines) => lines,
            None => self.analyse_lines(&job, lang)?,
        };
        // Its moves in the asker's notation.
        let notation = self.notation_in(&shared, user);
        let mut lines: Vec<String> = lines
            .iter()
            .map(|l| crate::i18n::show_moves(&job.variant, lang, notation, l))
            .collect();
        lines.extend(left);
        Ok(vec![text(place, lines.join("\n"))])
    }

    /// What a search of `kind` says about the game of `place` as it stood after `plies`
    /// moves (a worker's job), in `lang`; `None` when the game is gone or has moved on.
    pub(crate) fn search_lines(
        &self,
        kind: Search,
        place: &Place,
        plies: usize,
        lang: Lang,
    ) -> Option<Result<Vec<String>, Problem>> {
        let shared = self.game_at(place)?;
        let job = {
            let g = lock(&shared);
            if g.game.moves().len() != plies {
                return None;
            }
            Job::of(&g)
        };
        Some(match kind {
            Search::Hint => self.hint_lines(&job, lang),
            Search::Analyse => self.analyse_lines(&job, lang),
        })
    }

    /// A hint's lines: the best move, the verdict and the line.
    fn hint_lines(&self, job: &Job, lang: Lang) -> Result<Vec<String>, Problem> {
        let v = &job.variant;
        let pos = &job.position;
        let r = self.gate.run(|| {
            Searcher::new(self.engine.tt_mb).search(
                v,
                pos,
                &job.history,
                &self.engine.hint,
                &mut |_| {},
            )
        });
        let Some(best) = r.best else {
            return Err(Problem::GameOver {
                result: plain(lang, "result-no-legal-move"),
            });
        };
        let mover = seat_in(lang, v, pos.turn());
        Ok(vec![
            t!(
                lang,
                "hint-best",
                side = mover,
                best = move_to_text(v, pos, best)
            ),
            format!("{}.", verdict_in(lang, v, pos.turn(), r.score)),
            t!(
                lang,
                "hint-line",
                line = line_text(v, pos, &r.pv),
                depth = r.depth.to_string(),
                nodes = r.nodes.to_string()
            ),
        ])
    }

    /// An analysis's lines: the verdict and the three best moves with their scores.
    fn analyse_lines(&self, job: &Job, lang: Lang) -> Result<Vec<String>, Problem> {
        let v = &job.variant;
        let pos = &job.position;
        let top = self.gate.run(|| {
            Searcher::new(self.engine.tt_mb).top_moves(
                v,
                pos,
                &job.history,
                3,
                &self.engine.analyse,
            )
        });
        let Some(&(_, best)) = top.first() else {
            return Err(Problem::GameOver {
                result: plain(lang, "result-no-legal-move"),
            });
        };
        let mut lines = vec![t!(
            lang,
            "analysis-head",
            side = seat_in(lang, v, pos.turn()),
            verdict = verdict_in(lang, v, pos.turn(), best)
        )];
        for (i, (m, s)) in top.iter().enumerate() {
            let shown = if v.player_count() == 2 && pos.turn().index() == 1 {
                s.flip()
            } else {
                *s
            };
            lines.push(format!(
                "{}. {} {}",
                i + 1,
                move_to_text(v, pos, *m),
                shown.text()
            ));
        }
        Ok(lines)
    }
}
