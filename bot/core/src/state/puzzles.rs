//! Puzzles as the core keeps them: the starter library the program carries (read and checked
//! once, on first use), each puzzle's rating as solvers move it, each solver's record with the
//! puzzle they have open, and a server's puzzle of the day.
//!
//! Stored in the players' table under keys with a `:` (no user id has one):
//!
//! | key | record |
//! |---|---|
//! | `puzzle:<id>` | [`PuzzleRecord`]: the puzzle's Glicko-2 rating, attempts and solves |
//! | `solver:<user>` | [`SolverRecord`]: ratings (overall and per server), counts, streak, last puzzles, open puzzles |
//! | `daily:<n>` | the server (its realm key) whose puzzle of the day announces as `d<n>` |
//!
//! A server's puzzle-of-the-day settings ([`DailySettings`]) are part of its record
//! (`server:<id>`). Every attempt is one Glicko-2 rating period for the solver against the
//! puzzle and for the puzzle against the solver, at their ratings before it ([`rate`]); only a
//! solver's first attempt at a puzzle is rated. Puzzle ratings do not grow uncertain with
//! time, as game ratings do: a rating period here is an attempt, not a week.

use crate::rating::{Glicko, Rating, START_VOLATILITY};
use crate::vocabulary::problem::Problem;
use crate::vocabulary::types::UserId;
use crate::Core;
use hexcourier_puzzles::{Puzzle, Theme};
use hexcourier_store::{Expect, Table, Write};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

/// The deviation a puzzle starts with: its library rating is an estimate, surer than a new
/// player's 350.
pub const PUZZLE_DEVIATION: f64 = 200.0;

/// How many attempts a solver's record keeps for `/puzzle stats`.
pub const RECENT_KEPT: usize = 5;

/// The starter library, read once: the puzzles in file order, and where each id is.
#[derive(Debug)]
pub(crate) struct Book {
    puzzles: Vec<Puzzle>,
    by_id: HashMap<String, usize>,
}

impl Book {
    /// Reads and checks the embedded library against the core's variants.
    ///
    /// # Errors
    /// The first line that does not load, named by file and line.
    pub(crate) fn load(lib: &hexcourier_engine::Library) -> Result<Book, String> {
        let puzzles = hexcourier_puzzles::shipped::load(lib).map_err(|e| e.to_string())?;
        let by_id = puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id.clone(), i))
            .collect();
        Ok(Book { puzzles, by_id })
    }

    /// The embedded library with only the puzzles `keep` accepts: the core's tests pin the
    /// puzzles they play (the six Fool's puzzles of the first self-play run) so that the
    /// library can grow without moving them.
    #[cfg(test)]
    pub(crate) fn load_only(
        lib: &hexcourier_engine::Library,
        keep: impl Fn(&Puzzle) -> bool,
    ) -> Result<Book, String> {
        let mut book = Book::load(lib)?;
        book.puzzles.retain(|p| keep(p));
        book.by_id = book
            .puzzles
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id.clone(), i))
            .collect();
        Ok(book)
    }

    /// Every puzzle, in file order.
    pub(crate) fn all(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// A puzzle by id.
    pub(crate) fn get(&self, id: &str) -> Option<&Puzzle> {
        self.by_id.get(id).map(|&i| &self.puzzles[i])
    }

    /// The puzzle of the day `date` (`2030-03-17`) in the server `realm` (its realm key): the
    /// same for everyone there that day, picked by a hash of both.
    pub(crate) fn daily(&self, realm: &str, date: &str) -> Option<&Puzzle> {
        let n = u64::try_from(self.puzzles.len()).ok().filter(|&n| n > 0)?;
        let i = usize::try_from(fnv(&format!("{realm} {date}")) % n).ok()?;
        self.puzzles.get(i)
    }

    /// The variants with puzzles, by id, sorted.
    pub(crate) fn variants(&self) -> Vec<String> {
        let set: BTreeSet<&str> = self.puzzles.iter().map(|p| p.variant.as_str()).collect();
        set.into_iter().map(str::to_string).collect()
    }

    /// The themes of the library as typed (`fork`, `mateIn2`), in [`Theme`]'s order, with
    /// `mate` first when any puzzle is a mate.
    pub(crate) fn theme_names(&self) -> Vec<String> {
        let set: BTreeSet<Theme> = self.puzzles.iter().flat_map(|p| p.themes.clone()).collect();
        let mut out = Vec::new();
        if set.iter().any(|t| matches!(t, Theme::MateIn(_))) {
            out.push("mate".to_string());
        }
        out.extend(set.into_iter().map(|t| t.to_string()));
        out
    }
}

/// 64-bit FNV-1a of a text: stable across builds and platforms.
fn fnv(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// A theme asked for: one of the library's, or any mate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ThemeFilter {
    /// Exactly this theme.
    Is(Theme),
    /// A mate in any number of moves (`mate`).
    Mate,
}

impl ThemeFilter {
    /// Reads a theme as typed, in any case: `fork`, `discoveredattack`, `mateIn2`, `mate`.
    pub(crate) fn parse(text: &str) -> Option<ThemeFilter> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("mate") {
            return Some(ThemeFilter::Mate);
        }
        let all = [
            Theme::Fork,
            Theme::Pin,
            Theme::Skewer,
            Theme::DiscoveredAttack,
            Theme::Promotion,
            Theme::EnPassant,
            Theme::Castling,
            Theme::Drop,
        ];
        all.into_iter()
            .chain((1..=hexcourier_puzzles::theme::MAX_MATE_IN).map(Theme::MateIn))
            .find(|th| th.to_string().eq_ignore_ascii_case(t))
            .map(ThemeFilter::Is)
    }

    /// Whether a puzzle has it.
    pub(crate) fn fits(self, p: &Puzzle) -> bool {
        match self {
            ThemeFilter::Is(t) => p.themes.contains(&t),
            ThemeFilter::Mate => p.themes.iter().any(|t| matches!(t, Theme::MateIn(_))),
        }
    }
}

/// What a `/puzzle` asks for beside the solver's rating.
#[derive(Debug, Clone, Default)]
pub(crate) struct Filter {
    /// A theme.
    pub theme: Option<ThemeFilter>,
    /// A variant, by id.
    pub variant: Option<String>,
}

impl Filter {
    /// Whether a puzzle fits.
    pub(crate) fn fits(&self, p: &Puzzle) -> bool {
        self.theme.is_none_or(|t| t.fits(p))
            && self.variant.as_ref().is_none_or(|v| *v == p.variant)
    }
}

/// A puzzle's rating as solvers' attempts moved it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct PuzzleRecord {
    /// Its rating.
    pub rating: Rating,
    /// Rated attempts at it.
    #[serde(default)]
    pub attempts: u32,
    /// How many of those solved it.
    #[serde(default)]
    pub solved: u32,
}

impl PuzzleRecord {
    /// A puzzle nobody has tried: its library rating, [`PUZZLE_DEVIATION`].
    pub(crate) fn fresh(p: &Puzzle) -> PuzzleRecord {
        PuzzleRecord {
            rating: Rating {
                rating: f64::from(p.rating),
                deviation: PUZZLE_DEVIATION,
                volatility: START_VOLATILITY,
            },
            attempts: 0,
            solved: 0,
        }
    }
}

/// A puzzle a solver has open.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Session {
    /// The puzzle.
    pub id: String,
    /// Moves of the solution played so far (the solver's and the replies).
    #[serde(default)]
    pub done: usize,
    /// Whether the attempt is rated (their first at this puzzle).
    #[serde(default)]
    pub rated: bool,
    /// The day, when it is a server's puzzle of the day (`2030-03-17`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<String>,
}

/// One finished attempt, as `/puzzle stats` lists it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Attempt {
    /// The puzzle.
    pub id: String,
    /// Whether it was solved.
    pub solved: bool,
    /// Whether it was rated.
    #[serde(default)]
    pub rated: bool,
    /// When (unix seconds).
    pub at: u64,
}

/// A solver's record.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct SolverRecord {
    /// The rating from every rated attempt.
    #[serde(default)]
    pub overall: Rating,
    /// The rating from the rated attempts in each community (its realm key, `-` for the
    /// console).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub servers: BTreeMap<String, Rating>,
    /// Attempts finished (rated or not).
    #[serde(default)]
    pub attempts: u32,
    /// Of those, solved.
    #[serde(default)]
    pub solved: u32,
    /// Solved in a row, up to the last attempt.
    #[serde(default)]
    pub streak: u32,
    /// The longest streak.
    #[serde(default)]
    pub best_streak: u32,
    /// The last attempts, newest first (at most [`RECENT_KEPT`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recent: Vec<Attempt>,
    /// Puzzles solved once.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub solved_ids: BTreeSet<String>,
    /// Puzzles tried and never solved.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub failed_ids: BTreeSet<String>,
    /// The days whose puzzle of the day they tried, per community (the last only).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub dailies: BTreeMap<String, String>,
    /// The puzzle open in each community.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub open: BTreeMap<String, Session>,
}

impl SolverRecord {
    /// Whether they have tried this puzzle before.
    pub(crate) fn tried(&self, id: &str) -> bool {
        self.solved_ids.contains(id) || self.failed_ids.contains(id)
    }

    /// Their rating in a community (a new solver's until they try one there).
    pub(crate) fn in_server(&self, realm: &str) -> Rating {
        self.servers.get(realm).copied().unwrap_or_default()
    }
}

/// A server's puzzle of the day: where and when it is posted, and who solved the last one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct DailySettings {
    /// The number its announcements go under (`d<n>`), for ever.
    pub id: u64,
    /// Whether it is posted.
    pub on: bool,
    /// Where it is posted.
    pub place: String,
    /// The local time of the post, minutes after midnight.
    pub at: u16,
    /// The time zone, an IANA name (none: UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tz: Option<String>,
    /// When the next post is due (unix seconds).
    pub next: u64,
    /// Posts made (the next one's number in the sequence of `d<id>`).
    #[serde(default)]
    pub announced: u64,
    /// The day of the last post.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub posted: Option<String>,
    /// The day whose solvers `solvers` lists.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solved_day: Option<String>,
    /// Who solved that day's puzzle, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub solvers: Vec<String>,
}

/// The ratings after one attempt.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Rated {
    /// The solver's overall rating after it.
    pub overall: Rating,
    /// Their rating in the community after it.
    pub server: Rating,
    /// The puzzle's rating after it.
    pub puzzle: Rating,
}

/// One attempt as a Glicko-2 rating period: the solver (overall, and in the community) scores
/// 1 against the puzzle when they solve it, 0 when they fail; the puzzle the opposite against
/// the solver's overall rating. Each side is rated from the other's rating before the attempt.
pub(crate) fn rate(overall: Rating, server: Rating, puzzle: Rating, solved: bool) -> Rated {
    let g = Glicko::default();
    let score = if solved { 1.0 } else { 0.0 };
    Rated {
        overall: g.update(overall, &[(puzzle, score)]),
        server: g.update(server, &[(puzzle, score)]),
        puzzle: g.update(puzzle, &[(overall, 1.0 - score)]),
    }
}

/// The puzzle to give a solver: among those that fit and that they have not solved, first
/// those they never tried (rated) and then those they failed (not rated), the one whose rating
/// is nearest theirs; ties go by a hash of the solver and the puzzle, so solvers of one rating
/// do not all get the same one. With it, whether the attempt is rated.
pub(crate) fn choose<'a>(
    book: &'a Book,
    rec: &SolverRecord,
    ratings: &HashMap<String, f64>,
    target: f64,
    filter: &Filter,
    user: &UserId,
) -> Option<(&'a Puzzle, bool)> {
    let nearest = |fresh: bool| {
        book.all()
            .iter()
            .filter(|p| filter.fits(p) && !rec.solved_ids.contains(&p.id))
            .filter(|p| rec.failed_ids.contains(&p.id) != fresh)
            .min_by_key(|p| {
                let r = ratings
                    .get(&p.id)
                    .copied()
                    .unwrap_or_else(|| f64::from(p.rating));
                // Whole rating points are close enough to tell apart.
                let gap = (r - target).abs().round() as u64;
                (gap, fnv(&format!("{} {}", user.as_str(), p.id)))
            })
    };
    nearest(true)
        .map(|p| (p, true))
        .or_else(|| nearest(false).map(|p| (p, false)))
}

/// A rating as shown: whole points.
pub(crate) fn shown(r: &Rating) -> i64 {
    r.rating.round() as i64
}

/// The store key of a puzzle's record.
fn puzzle_key(id: &str) -> String {
    format!("puzzle:{id}")
}

/// The store key of a solver's record.
fn solver_key(user: &UserId) -> String {
    format!("solver:{}", user.as_str())
}

/// The store key naming the server of a puzzle of the day's announcements.
pub(crate) fn daily_key(id: u64) -> String {
    format!("daily:{id}")
}

/// A write of `value` (JSON) at `key` in the players' table, if still at `version`.
fn write_json<T: Serialize>(
    key: String,
    version: Option<u64>,
    value: &T,
) -> Result<Write, Problem> {
    Ok(Write {
        table: Table::Players,
        key,
        expect: version.map_or(Expect::Absent, Expect::Version),
        value: Some(serde_json::to_vec(value).map_err(|e| Problem::Storage(e.to_string()))?),
    })
}

/// The write of a solver's record.
pub(crate) fn solver_write(
    user: &UserId,
    version: Option<u64>,
    rec: &SolverRecord,
) -> Result<Write, Problem> {
    write_json(solver_key(user), version, rec)
}

/// The write of a puzzle's record.
pub(crate) fn puzzle_write(
    id: &str,
    version: Option<u64>,
    rec: &PuzzleRecord,
) -> Result<Write, Problem> {
    write_json(puzzle_key(id), version, rec)
}

impl Core {
    /// The starter library, read and checked on first use.
    ///
    /// # Errors
    /// [`Problem::Refused`] naming the file, line and problem when it does not load.
    pub(crate) fn puzzle_book(&self) -> Result<Arc<Book>, Problem> {
        self.puzzles
            .get_or_init(|| {
                Book::load(&self.lib).map(Arc::new).inspect_err(|e| {
                    tracing::error!("the puzzle library does not load: {e}");
                })
            })
            .clone()
            .map_err(|e| Problem::Refused(crate::t!(self.lang, "puzzle-library-broken", error = e)))
    }

    /// The themes a puzzle may be asked for by (`mate` first when any line ends in mate), as
    /// the library holds them: what `/puzzle theme:` offers; none when it does not load.
    pub fn puzzle_themes(&self) -> Vec<String> {
        self.puzzle_book()
            .map(|b| b.theme_names())
            .unwrap_or_default()
    }

    /// The ids of the variants the puzzle library has puzzles in, sorted (what `variant:`
    /// of `/puzzle` accepts).
    pub fn puzzle_variants(&self) -> Vec<String> {
        self.puzzle_book().map(|b| b.variants()).unwrap_or_default()
    }

    /// A solver's record and its version (`None` before it is first written).
    pub(crate) fn solver(&self, user: &UserId) -> Result<(SolverRecord, Option<u64>), Problem> {
        let stored = self
            .store
            .get(Table::Players, &solver_key(user))
            .map_err(|e| Problem::Storage(e.to_string()))?;
        Ok(match stored {
            Some(v) => (
                serde_json::from_slice(&v.bytes).unwrap_or_else(|e| {
                    tracing::warn!(user = %user, "a damaged puzzle record starts again: {e}");
                    SolverRecord::default()
                }),
                Some(v.version),
            ),
            None => (SolverRecord::default(), None),
        })
    }

    /// A puzzle's record and its version (its fresh record and `None` before anyone tried it).
    pub(crate) fn puzzle_record(&self, p: &Puzzle) -> Result<(PuzzleRecord, Option<u64>), Problem> {
        let stored = self
            .store
            .get(Table::Players, &puzzle_key(&p.id))
            .map_err(|e| Problem::Storage(e.to_string()))?;
        Ok(match stored {
            Some(v) => (
                serde_json::from_slice(&v.bytes).unwrap_or_else(|_| PuzzleRecord::fresh(p)),
                Some(v.version),
            ),
            None => (PuzzleRecord::fresh(p), None),
        })
    }

    /// The ratings of the puzzles tried so far, by id (one scan of their records).
    pub(crate) fn puzzle_ratings(&self) -> Result<HashMap<String, f64>, Problem> {
        let mut out = HashMap::new();
        self.store
            .scan(Table::Players, "puzzle:", &mut |key, v| {
                if let (Some(id), Ok(rec)) = (
                    key.strip_prefix("puzzle:"),
                    serde_json::from_slice::<PuzzleRecord>(&v.bytes),
                ) {
                    out.insert(id.to_string(), rec.rating.sane().rating);
                }
                true
            })
            .map_err(|e| Problem::Storage(e.to_string()))?;
        Ok(out)
    }

    /// The server (realm key) a puzzle of the day's announcements belong to.
    pub(crate) fn daily_realm(&self, id: u64) -> Option<String> {
        let v = self.store.get(Table::Players, &daily_key(id)).ok()??;
        String::from_utf8(v.bytes).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn book() -> Book {
        Book::load_only(
            &hexcourier_engine::Library::builtin().expect("data"),
            crate::tests::pinned_puzzles,
        )
        .expect("loads")
    }

    #[test]
    fn themes_read_in_any_case_and_mate_means_any_mate() {
        assert_eq!(
            ThemeFilter::parse("Fork"),
            Some(ThemeFilter::Is(Theme::Fork))
        );
        assert_eq!(
            ThemeFilter::parse("discoveredattack"),
            Some(ThemeFilter::Is(Theme::DiscoveredAttack))
        );
        assert_eq!(
            ThemeFilter::parse("mateIn2"),
            Some(ThemeFilter::Is(Theme::MateIn(2)))
        );
        assert_eq!(ThemeFilter::parse("MATE"), Some(ThemeFilter::Mate));
        assert_eq!(ThemeFilter::parse("forks"), None);
        assert_eq!(ThemeFilter::parse("mateIn0"), None);
    }

    #[test]
    fn the_daily_puzzle_is_the_same_for_a_server_and_day() {
        let b = book();
        let a = b.daily("42", "2030-03-17").map(|p| p.id.clone());
        assert_eq!(a, b.daily("42", "2030-03-17").map(|p| p.id.clone()));
        // Another day or server may differ; over a month, several puzzles come up.
        let month: BTreeSet<String> = (1..=30)
            .filter_map(|d| {
                b.daily("42", &format!("2030-04-{d:02}"))
                    .map(|p| p.id.clone())
            })
            .collect();
        assert!(month.len() > 20, "{month:?}");
    }

    #[test]
    fn the_nearest_unsolved_puzzle_first_then_those_failed() {
        let b = book();
        let user = UserId::new("u");
        let filter = Filter {
            theme: None,
            variant: Some("fools".into()),
        };
        let mut rec = SolverRecord::default();
        let mut seen = Vec::new();
        while let Some((p, true)) = choose(&b, &rec, &HashMap::new(), 1500.0, &filter, &user) {
            seen.push((p.rating, p.id.clone()));
            rec.failed_ids.insert(p.id.clone());
        }
        assert_eq!(seen.len(), 6, "fools has six, each given once while fresh");
        // Nearest to 1500 first.
        assert!(seen
            .windows(2)
            .all(|w| (1500i64 - i64::from(w[0].0)).abs() <= (1500i64 - i64::from(w[1].0)).abs()));
        let failed = choose(&b, &rec, &HashMap::new(), 1500.0, &Filter::default(), &user);
        assert!(failed.is_some_and(|(p, rated)| rated && p.variant != "fools"));
        let again = choose(&b, &rec, &HashMap::new(), 1500.0, &filter, &user);
        assert!(
            again.is_some_and(|(_, rated)| !rated),
            "failed ones again, unrated"
        );
        rec.solved_ids = std::mem::take(&mut rec.failed_ids);
        assert!(choose(&b, &rec, &HashMap::new(), 1500.0, &filter, &user).is_none());
    }
}
