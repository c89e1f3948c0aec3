//! Puzzles on the web: a puzzle of the library by its id, and a server's puzzle of the day on
//! its pages, as read-only views ([`PuzzleView`]). A server's puzzle of the day shows only when
//! its pages are on (`/web on`, see [`Core::server_view`]), and only for days that have come:
//! never tomorrow's. Nothing here reads or changes anyone's attempts.

use crate::i18n::{Lang, Notation};
use crate::state::puzzles::shown;
use crate::vocabulary::caller::NO_REALM;
use crate::vocabulary::problem::Problem;
use crate::vocabulary::puzzle_words::themes_in;
use crate::vocabulary::view::{PuzzleView, ServerView};
use crate::vocabulary::zone::{current_day, zone_or_utc};
use crate::Core;
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::Position;
use hexcourier_puzzles::Puzzle;
use jiff::civil::Date;

impl PuzzleView {
    /// Its themes in `lang`, joined (empty without themes).
    pub fn themes_in(&self, lang: Lang) -> String {
        themes_in(lang, &self.themes)
    }
}

impl Core {
    /// The puzzle `id` of the library, or `None` when it has no such puzzle.
    ///
    /// # Errors
    /// If the library does not load, or the store cannot be read.
    pub fn puzzle_view(&self, id: &str) -> Result<Option<PuzzleView>, Problem> {
        let book = self.puzzle_book()?;
        match book.get(id) {
            Some(p) => self.view_of_puzzle(p, None).map(Some),
            None => Ok(None),
        }
    }

    /// The puzzle of the day of a server whose pages are on (`server`, from
    /// [`Core::server_view`]): today's (the day running since its post's time), or that of
    /// `date` (`2030-03-17`) when that day has come. `None` for a date not written so, or
    /// still to come.
    ///
    /// # Errors
    /// If the library does not load, or the store cannot be read.
    pub fn daily_view(
        &self,
        server: &ServerView,
        date: Option<&str>,
    ) -> Result<Option<PuzzleView>, Problem> {
        let book = self.puzzle_book()?;
        let realm = server.realm.as_str();
        let settings = self
            .server(realm)
            .map_err(|e| Problem::Storage(e.to_string()))?
            .0
            .puzzle_daily;
        let (at, tz) = settings.map_or((0, None), |d| (d.at, d.tz));
        let today =
            current_day(self.now(), at, &zone_or_utc(tz.as_deref())).ok_or(Problem::Internal)?;
        let day = match date {
            None => today,
            Some(text) => match text.parse::<Date>() {
                Ok(d) if d <= today && d.to_string() == text => d,
                _ => return Ok(None),
            },
        };
        let Some(p) = book.daily(realm, &day.to_string()) else {
            return Ok(None);
        };
        let realm = (realm != NO_REALM).then(|| realm.to_string());
        self.view_of_puzzle(p, Some((day.to_string(), realm)))
            .map(Some)
    }

    /// The address of the page of `date`'s puzzle of the day of `realm` (its realm key), when
    /// the bot knows its public address (`web.public_url`) and the server's pages are on.
    pub(crate) fn daily_page_link(&self, realm: &str, date: &str) -> Option<String> {
        let base = self.page_base()?;
        let (rec, _) = self.server(realm).ok()?;
        if !rec.web_pages {
            return None;
        }
        let slug = self.server_slug(realm).ok()?;
        Some(format!("{base}/s/{slug}/puzzle/{date}"))
    }

    /// A puzzle's view: its line played out, what counts as right at each of the solver's
    /// turns, and its rating now; with the day and server of a puzzle of the day.
    fn view_of_puzzle(
        &self,
        p: &Puzzle,
        daily: Option<(String, Option<String>)>,
    ) -> Result<PuzzleView, Problem> {
        let v = self.puzzle_variant(p)?;
        let mut pos = Position::from_text(&v, &p.fen).map_err(|_| Problem::Internal)?;
        let mut positions = vec![pos.clone()];
        let (mut moves, mut numbered, mut accepted) = (Vec::new(), Vec::new(), Vec::new());
        for (i, text) in p.moves.iter().enumerate() {
            let m = parse_move(&v, &pos, text).map_err(|_| Problem::Internal)?;
            if i % 2 == 0 {
                let mut ok = vec![m];
                // Any mate finishes a line that ends in mate, as `/puzzle` counts it.
                if text.ends_with('#') {
                    ok.extend(
                        pos.legal_moves(&v)
                            .into_iter()
                            .filter(|&alt| alt != m && move_to_text(&v, &pos, alt).ends_with('#')),
                    );
                }
                accepted.push(ok);
            }
            numbered.push(((pos.fullmove(), pos.turn()), text.clone()));
            pos = pos.after(&v, m);
            moves.push(m);
            positions.push(pos.clone());
        }
        let rating = shown(&self.puzzle_record(p)?.0.rating);
        let (daily, realm) = daily.map_or((None, None), |(d, r)| (Some(d), r));
        let notation = match &realm {
            Some(r) => self.server_notation(Some(r)),
            None => Notation::default(),
        };
        Ok(PuzzleView {
            id: p.id.clone(),
            variant: v,
            rating,
            positions,
            moves,
            numbered,
            accepted,
            notation,
            daily,
            realm,
            themes: p.themes.clone(),
        })
    }
}
