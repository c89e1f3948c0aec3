//! Command family: `/puzzle`, tactics puzzles answered to the asker alone.
//!
//! `/puzzle` gives the puzzle nearest the asker's puzzle rating that they have not solved
//! (`theme:` and `variant:` narrow it), with its position as a picture and the side to move;
//! `/puzzle move <move>` (or `/puzzle <move>`) answers it, read as a game's moves are (in the asker's language). A right
//! move is said at once and the reply played, until the line ends; a wrong one ends the
//! attempt. Either way the whole solution is shown at the end, and the attempt is stored in
//! one write with the solver's and the puzzle's new ratings ([`crate::state::puzzles`]).
//! Nothing is searched: the solution is the library's line. `/puzzle resign` gives up,
//! `/puzzle stats` shows the asker's record; `/puzzle daily` is the server's puzzle of the
//! day ([`crate::families::daily`]).

use crate::i18n::{plain, read_move, show_move, show_moves, variant_name, Lang, Notation};
use crate::state::puzzles::{
    choose, puzzle_write, rate, shown, solver_write, Attempt, Book, Filter, Session, SolverRecord,
    ThemeFilter, RECENT_KEPT,
};
use crate::t;
use crate::vocabulary::caller::{Caller, NO_REALM};
use crate::vocabulary::command::puzzle::PuzzleCmd;
use crate::vocabulary::notice::Board;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::puzzle_words::themes_in;
use crate::vocabulary::reply::text;
use crate::vocabulary::types::{MoveChoice, Place, Reply, UserId};
use crate::vocabulary::words::{numbered_list, quote, seat_in};
use crate::Core;
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::{Player, Position, Variant};
use hexcourier_puzzles::Puzzle;
use hexcourier_store::{Commit, Write};
use std::sync::Arc;

/// Most tries of a change that keeps losing races with other writers of the same records.
pub(crate) const TRIES: usize = 8;

/// Moves of a puzzle's solution, each with its move number and mover.
pub(crate) type Numbered = Vec<((u32, Player), String)>;

/// The position of a puzzle after `plies` moves of its solution, and those moves with their
/// numbers and movers.
pub(crate) fn replay(
    v: &Variant,
    p: &Puzzle,
    plies: usize,
) -> Result<(Position, Numbered), Problem> {
    let mut pos = Position::from_text(v, &p.fen).map_err(|_| Problem::Internal)?;
    let mut played = Vec::new();
    for text in p.moves.iter().take(plies) {
        let m = parse_move(v, &pos, text).map_err(|_| Problem::Internal)?;
        played.push(((pos.fullmove(), pos.turn()), text.clone()));
        pos = pos.after(v, m);
    }
    Ok((pos, played))
}

impl Core {
    /// `/puzzle ...`, for `caller` in `place`.
    pub(crate) fn puzzle_command(
        &self,
        place: &Place,
        caller: &Caller,
        cmd: PuzzleCmd,
    ) -> Result<Vec<Reply>, Problem> {
        let lang = self.lang_of_caller(caller);
        match cmd {
            PuzzleCmd::Next { theme, variant } => {
                self.next_puzzle(place, caller, theme.as_deref(), variant.as_deref(), lang)
            }
            PuzzleCmd::Answer(typed) => self.puzzle_answer(place, caller, Some(&typed), lang),
            PuzzleCmd::Resign => self.puzzle_answer(place, caller, None, lang),
            PuzzleCmd::Stats => self.puzzle_stats(place, caller, lang),
            PuzzleCmd::Daily => self.daily_puzzle(place, caller, lang),
            PuzzleCmd::DailySet(set) => self.daily_settings(place, caller, set, lang),
        }
    }

    /// The legal moves of `caller`'s open puzzle in their server (none without one), as they
    /// read moves (their notation, their language), sorted by the standard text: for adapters
    /// that let an answer be picked instead of typed (Discord's `/puzzle move` autocompletion).
    /// A store read; the answer picked is checked again by [`PuzzleCmd::Answer`].
    pub fn puzzle_move_choices(&self, caller: &Caller) -> Vec<MoveChoice> {
        let realm = caller.realm().unwrap_or(NO_REALM);
        let user = caller.user();
        let Ok(book) = self.puzzle_book() else {
            return Vec::new();
        };
        let Ok((rec, _)) = self.solver(user) else {
            return Vec::new();
        };
        let Some(session) = rec.open.get(realm) else {
            return Vec::new();
        };
        let Some(p) = book.get(&session.id) else {
            return Vec::new();
        };
        let Ok(v) = self.puzzle_variant(p) else {
            return Vec::new();
        };
        let Ok((pos, _)) = replay(&v, p, session.done) else {
            return Vec::new();
        };
        let (lang, notation) = (
            self.lang_of_caller(caller),
            self.notation_of(user, caller.realm()),
        );
        let mut out: Vec<(String, MoveChoice)> = pos
            .legal_moves(&v)
            .into_iter()
            .map(|m| {
                let standard = move_to_text(&v, &pos, m);
                let choice = MoveChoice {
                    text: show_move(&v, lang, notation, &standard),
                    from: m.from().map(|c| v.board.name(c).to_string()),
                };
                (standard, choice)
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        out.into_iter().map(|(_, c)| c).collect()
    }

    /// A puzzle's variant, loaded.
    pub(crate) fn puzzle_variant(&self, p: &Puzzle) -> Result<Arc<Variant>, Problem> {
        self.lib.get(&p.variant).cloned().ok_or(Problem::Internal)
    }

    /// `/puzzle [theme:…] [variant:…]`: the puzzle open here shown again (when nothing narrows
    /// the choice), else a new one.
    fn next_puzzle(
        &self,
        place: &Place,
        caller: &Caller,
        theme: Option<&str>,
        variant: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let book = self.puzzle_book()?;
        let filter = self.puzzle_filter(&book, theme, variant, lang)?;
        let realm = caller.realm().unwrap_or(NO_REALM).to_string();
        let user = caller.user();
        let narrowed = theme.is_some() || variant.is_some();
        for _ in 0..TRIES {
            let (mut rec, version) = self.solver(user)?;
            if let Some(open) = rec.open.get(&realm).cloned() {
                if narrowed {
                    return Err(Problem::Refused(plain(lang, "puzzle-finish-first")));
                }
                let p = book.get(&open.id).ok_or(Problem::Internal)?;
                return self.show_session(
                    place,
                    p,
                    &open,
                    lang,
                    self.notation_of(user, caller.realm()),
                );
            }
            let ratings = self.puzzle_ratings()?;
            let Some((p, rated)) = choose(&book, &rec, &ratings, rec.overall.rating, &filter, user)
            else {
                return Err(Problem::Refused(plain(lang, "puzzle-all-solved")));
            };
            let session = Session {
                id: p.id.clone(),
                done: 0,
                rated,
                daily: None,
            };
            rec.open.insert(realm.clone(), session.clone());
            if self.commit_puzzle(vec![solver_write(user, version, &rec)?])? {
                return self.show_session(
                    place,
                    p,
                    &session,
                    lang,
                    self.notation_of(user, caller.realm()),
                );
            }
        }
        Err(Problem::Conflict)
    }

    /// What `theme:` and `variant:` ask for, checked against the library.
    fn puzzle_filter(
        &self,
        book: &Book,
        theme: Option<&str>,
        variant: Option<&str>,
        lang: Lang,
    ) -> Result<Filter, Problem> {
        let theme = match theme {
            Some(t) => Some(ThemeFilter::parse(t).ok_or_else(|| {
                Problem::Refused(t!(
                    lang,
                    "problem-puzzle-unknown-theme",
                    given = quote(t),
                    themes = book.theme_names().join(", ")
                ))
            })?),
            None => None,
        };
        let variant = match variant {
            Some(id) => {
                let v = self.variant(id)?;
                if v.players.len() != 2 {
                    return Err(Problem::Refused(t!(
                        lang,
                        "problem-puzzle-two-player",
                        variant = variant_name(lang, &v.id, &v.name),
                        players = v.players.len().to_string(),
                        variants = book.variants().join(", ")
                    )));
                }
                if !book.variants().contains(&v.id) {
                    return Err(Problem::Refused(t!(
                        lang,
                        "problem-puzzle-no-variant",
                        variant = variant_name(lang, &v.id, &v.name),
                        variants = book.variants().join(", ")
                    )));
                }
                Some(v.id.clone())
            }
            None => None,
        };
        let filter = Filter { theme, variant };
        if !book.all().iter().any(|p| filter.fits(p)) {
            return Err(Problem::Refused(plain(lang, "problem-puzzle-none-fit")));
        }
        Ok(filter)
    }

    /// Stores a puzzle change in one write: whether it was stored (`false`: another writer
    /// got there first, and the change is worked out again).
    pub(crate) fn commit_puzzle(&self, writes: Vec<Write>) -> Result<bool, Problem> {
        match self.store.commit(Commit {
            writes,
            ..Commit::default()
        }) {
            Ok(_) => Ok(true),
            Err(e) if e.is_conflict() => Ok(false),
            Err(e) => Err(Problem::Storage(e.to_string())),
        }
    }

    /// The open puzzle as the solver sees it: what it is, the moves so far, the side to move,
    /// and the position as a picture (the last reply marked).
    pub(crate) fn show_session(
        &self,
        place: &Place,
        p: &Puzzle,
        s: &Session,
        lang: Lang,
        notation: Notation,
    ) -> Result<Vec<Reply>, Problem> {
        let v = self.puzzle_variant(p)?;
        let (pos, played) = replay(&v, p, s.done)?;
        let rating = self.puzzle_record(p)?.0.rating;
        let name = variant_name(lang, &v.id, &v.name);
        let mut lines = vec![match &s.daily {
            Some(day) => t!(
                lang,
                "puzzle-daily-heading",
                date = day.clone(),
                id = p.id.clone(),
                variant = name,
                rating = shown(&rating).to_string()
            ),
            None => t!(
                lang,
                "puzzle-heading",
                id = p.id.clone(),
                variant = name,
                rating = shown(&rating).to_string()
            ),
        }];
        if !played.is_empty() {
            lines.push(t!(
                lang,
                "puzzle-so-far",
                moves = show_moves(
                    &v,
                    lang,
                    notation,
                    &numbered_list(played.iter().map(|(at, m)| (*at, m)))
                )
            ));
        }
        let side = seat_in(lang, &v, pos.turn());
        lines.push(t!(lang, "puzzle-to-move", side = side));
        if !s.rated {
            lines.push(plain(lang, "puzzle-unrated"));
        }
        Ok(vec![
            text(place, lines.join("\n")),
            self.session_picture(place, p, s, lang)?,
        ])
    }

    /// The position of the open puzzle as a picture, turned for the solver, the last reply
    /// marked.
    fn session_picture(
        &self,
        place: &Place,
        p: &Puzzle,
        s: &Session,
        lang: Lang,
    ) -> Result<Reply, Problem> {
        let v = self.puzzle_variant(p)?;
        let (pos, _) = replay(&v, p, s.done)?;
        let start = Position::from_text(&v, &p.fen).map_err(|_| Problem::Internal)?;
        let (last, before) = match s.done.checked_sub(1) {
            Some(i) => {
                let (before, _) = replay(&v, p, i)?;
                (p.moves.get(i).cloned(), Some(before.to_text(&v)))
            }
            None => (None, None),
        };
        let side = seat_in(lang, &v, pos.turn());
        let board = Board {
            variant: v.id.clone(),
            position: pos.to_text(&v),
            last,
            before,
            viewer: start.turn().0,
            caption: t!(lang, "puzzle-caption", id = p.id.clone(), side = side),
            file_name: format!("puzzle-{}-{}.png", p.id, s.done),
        };
        Ok(self.paint(place, &board))
    }

    /// `/puzzle move <move>` (`typed`), or `/puzzle resign` (`None`): a right move plays the
    /// reply and asks for the next; a wrong one, the last right one, or giving up ends the
    /// attempt.
    fn puzzle_answer(
        &self,
        place: &Place,
        caller: &Caller,
        typed: Option<&str>,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let book = self.puzzle_book()?;
        let realm = caller.realm().unwrap_or(NO_REALM).to_string();
        let user = caller.user();
        let notation = self.notation_of(user, caller.realm());
        for _ in 0..TRIES {
            let (mut rec, version) = self.solver(user)?;
            let Some(mut session) = rec.open.get(&realm).cloned() else {
                return Err(Problem::Refused(plain(lang, "puzzle-none-open")));
            };
            let Some(p) = book.get(&session.id) else {
                // A puzzle the library no longer has: closed, unrated.
                rec.open.remove(&realm);
                self.commit_puzzle(vec![solver_write(user, version, &rec)?])?;
                return Err(Problem::Refused(plain(lang, "puzzle-gone")));
            };
            let v = self.puzzle_variant(p)?;
            let (pos, _) = replay(&v, p, session.done)?;
            let expected = p.moves.get(session.done).ok_or(Problem::Internal)?;
            let Some(typed) = typed else {
                let (writes, said) = self.finish_attempt(
                    &realm,
                    user,
                    rec,
                    version,
                    p,
                    &session,
                    false,
                    (lang, notation),
                )?;
                if self.commit_puzzle(writes)? {
                    let mut lines = vec![plain(lang, "puzzle-resigned")];
                    lines.extend(said);
                    return Ok(vec![text(place, lines.join("\n"))]);
                }
                continue;
            };
            // Any notation, as in games: the asker's letters (Polish `He1-c3`), English
            // ones, figurines.
            let m = read_move(&v, &pos, lang, notation, typed).map_err(Problem::BadMove)?;
            let given = move_to_text(&v, &pos, m);
            // Any mate finishes a line that ends in mate.
            let right = given == *expected || (expected.ends_with('#') && given.ends_with('#'));
            let reply = p.moves.get(session.done + 1).filter(|_| right);
            if let Some(reply) = reply {
                session.done += 2;
                rec.open.insert(realm.clone(), session.clone());
                if !self.commit_puzzle(vec![solver_write(user, version, &rec)?])? {
                    continue;
                }
                let after = pos.after(&v, m);
                let line = t!(
                    lang,
                    "puzzle-right-reply",
                    move = show_move(&v, lang, notation, &given),
                    side = seat_in(lang, &v, after.turn()),
                    reply = show_move(&v, lang, notation, reply)
                );
                let (next, _) = replay(&v, p, session.done)?;
                let ask = t!(
                    lang,
                    "puzzle-to-move",
                    side = seat_in(lang, &v, next.turn())
                );
                return Ok(vec![
                    text(place, format!("{line}\n{ask}")),
                    self.session_picture(place, p, &session, lang)?,
                ]);
            }
            let (writes, said) = self.finish_attempt(
                &realm,
                user,
                rec,
                version,
                p,
                &session,
                right,
                (lang, notation),
            )?;
            if self.commit_puzzle(writes)? {
                let key = if right {
                    "puzzle-solved"
                } else {
                    "puzzle-wrong"
                };
                let mut lines = vec![t!(lang, key, move = show_move(&v, lang, notation, &given))];
                lines.extend(said);
                return Ok(vec![text(place, lines.join("\n"))]);
            }
        }
        Err(Problem::Conflict)
    }

    /// Ends an attempt: the solver's record (counts, streak, last puzzles; ratings when it is
    /// rated), the puzzle's rating, and a puzzle of the day's solvers, as writes of one
    /// commit, with what to say after the first line (the solution, the ratings).
    #[allow(clippy::too_many_arguments)]
    fn finish_attempt(
        &self,
        realm: &str,
        user: &UserId,
        mut rec: SolverRecord,
        version: Option<u64>,
        p: &Puzzle,
        session: &Session,
        solved: bool,
        (lang, notation): (Lang, Notation),
    ) -> Result<(Vec<Write>, Vec<String>), Problem> {
        let v = self.puzzle_variant(p)?;
        let now = self.now();
        rec.open.remove(realm);
        rec.attempts += 1;
        if solved {
            rec.solved += 1;
            rec.streak += 1;
            rec.best_streak = rec.best_streak.max(rec.streak);
            rec.solved_ids.insert(p.id.clone());
            rec.failed_ids.remove(&p.id);
        } else {
            rec.streak = 0;
            if !rec.solved_ids.contains(&p.id) {
                rec.failed_ids.insert(p.id.clone());
            }
        }
        rec.recent.insert(
            0,
            Attempt {
                id: p.id.clone(),
                solved,
                rated: session.rated,
                at: now,
            },
        );
        rec.recent.truncate(RECENT_KEPT);
        let (_, line) = replay(&v, p, p.moves.len())?;
        let mut said = vec![t!(
            lang,
            "puzzle-solution",
            moves = show_moves(
                &v,
                lang,
                notation,
                &numbered_list(line.iter().map(|(at, m)| (*at, m)))
            )
        )];
        if !p.themes.is_empty() {
            said.push(t!(
                lang,
                "puzzle-themes",
                themes = themes_in(lang, &p.themes)
            ));
        }
        let mut writes = Vec::new();
        if session.rated {
            let (mut prec, pversion) = self.puzzle_record(p)?;
            let before = rec.overall;
            let rated = rate(before, rec.in_server(realm), prec.rating, solved);
            rec.overall = rated.overall;
            rec.servers.insert(realm.to_string(), rated.server);
            prec.rating = rated.puzzle;
            prec.attempts += 1;
            prec.solved += u32::from(solved);
            writes.push(puzzle_write(&p.id, pversion, &prec)?);
            said.push(t!(
                lang,
                "puzzle-rating-change",
                before = shown(&before).to_string(),
                after = shown(&rated.overall).to_string(),
                delta = format!("{:+}", shown(&rated.overall) - shown(&before)),
                streak = u64::from(rec.streak)
            ));
        } else {
            said.push(t!(
                lang,
                "puzzle-rating-unrated",
                streak = u64::from(rec.streak)
            ));
        }
        if solved {
            if let Some(day) = &session.daily {
                writes.extend(self.daily_solver_write(realm, day, user)?);
            }
        }
        writes.insert(0, solver_write(user, version, &rec)?);
        Ok((writes, said))
    }

    /// The lines `/profile` adds for the asker's own puzzles: their rating here (and overall),
    /// solved of attempted, streak and best streak, and their last puzzles (✓ or ✗ with ids);
    /// none before their first finished attempt.
    pub(crate) fn puzzle_profile(
        &self,
        user: &UserId,
        realm: &str,
        lang: Lang,
    ) -> Result<Vec<String>, Problem> {
        let (rec, _) = self.solver(user)?;
        if rec.attempts == 0 {
            return Ok(Vec::new());
        }
        let mut lines = vec![t!(
            lang,
            "profile-puzzles",
            here = shown(&rec.in_server(realm)).to_string(),
            overall = shown(&rec.overall).to_string(),
            solved = u64::from(rec.solved),
            attempts = u64::from(rec.attempts),
            streak = u64::from(rec.streak),
            best = u64::from(rec.best_streak)
        )];
        if !rec.recent.is_empty() {
            let items: Vec<String> = rec
                .recent
                .iter()
                .map(|a| {
                    let key = if a.solved {
                        "profile-puzzle-solved"
                    } else {
                        "profile-puzzle-failed"
                    };
                    t!(lang, key, id = a.id.clone())
                })
                .collect();
            lines.push(t!(
                lang,
                "profile-puzzles-recent",
                puzzles = items.join(", ")
            ));
        }
        Ok(lines)
    }

    /// `/puzzle stats`: the asker's puzzle ratings, counts, streak and last puzzles.
    fn puzzle_stats(
        &self,
        place: &Place,
        caller: &Caller,
        lang: Lang,
    ) -> Result<Vec<Reply>, Problem> {
        let realm = caller.realm().unwrap_or(NO_REALM);
        let (rec, _) = self.solver(caller.user())?;
        if rec.attempts == 0 && rec.open.is_empty() {
            return Ok(vec![text(place, plain(lang, "puzzle-stats-none"))]);
        }
        let mut lines = vec![t!(
            lang,
            "puzzle-stats",
            here = shown(&rec.in_server(realm)).to_string(),
            overall = shown(&rec.overall).to_string(),
            attempts = u64::from(rec.attempts),
            solved = u64::from(rec.solved),
            streak = u64::from(rec.streak),
            best = u64::from(rec.best_streak)
        )];
        if !rec.recent.is_empty() {
            let book = self.puzzle_book()?;
            let items: Vec<String> = rec
                .recent
                .iter()
                .map(|a| {
                    let variant = book
                        .get(&a.id)
                        .and_then(|p| self.lib.get(&p.variant))
                        .map_or_else(String::new, |v| variant_name(lang, &v.id, &v.name));
                    let key = if a.solved {
                        "puzzle-stats-solved"
                    } else {
                        "puzzle-stats-failed"
                    };
                    t!(lang, key, id = a.id.clone(), variant = variant)
                })
                .collect();
            lines.push(t!(lang, "puzzle-stats-recent", puzzles = items.join(", ")));
        }
        if let Some(open) = rec.open.get(realm) {
            lines.push(t!(lang, "puzzle-stats-open", id = open.id.clone()));
        }
        Ok(vec![text(place, lines.join("\n"))])
    }
}
