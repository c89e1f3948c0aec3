//! The generator: scan sources, verify candidates, tag, rate, and count what each filter drops.
//!
//! ```
//! use hexcourier_engine::{Library, Position};
//! use hexcourier_puzzles::generate::{Generator, Settings, Source};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! let mut g = Generator::new(v, Settings::quick());
//! g.add(&Source::from_texts(v, "fool's mate", Position::start(v)?, &["Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6"])?);
//! let run = g.finish();
//! assert_eq!(run.figures.games, 1);
//! assert_eq!(run.puzzles.len() as u64, run.figures.kept);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use crate::candidate::{scan, Candidate, ScanSettings};
use crate::library::{puzzle_id, Puzzle};
use crate::rating::{estimate, LineFacts};
use crate::theme::{destination, themes};
use crate::verify::{verify, Ending, Line, Reject, VerifySettings};
use hexcourier_engine::notation::{move_to_text, parse_move};
use hexcourier_engine::search::Searcher;
use hexcourier_engine::{Move, Position, Variant};
use std::collections::{BTreeMap, HashSet};

/// A game to look for puzzles in.
#[derive(Debug, Clone)]
pub struct Source {
    /// Its name, kept with each puzzle found in it.
    pub name: String,
    /// Where it starts.
    pub start: Position,
    /// Its moves.
    pub moves: Vec<Move>,
}

/// A move of a source that does not read or is illegal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{source_name}: move {index} '{text}': {reason}")]
pub struct SourceError {
    /// The source's name.
    pub source_name: String,
    /// 1-based move index.
    pub index: usize,
    /// The move.
    pub text: String,
    /// Why.
    pub reason: String,
}

impl Source {
    /// A source from move texts.
    ///
    /// # Errors
    /// The first move that does not read or is illegal.
    pub fn from_texts(
        v: &Variant,
        name: &str,
        start: Position,
        moves: &[&str],
    ) -> Result<Source, SourceError> {
        let mut pos = start.clone();
        let mut out = Vec::new();
        for (i, text) in moves.iter().enumerate() {
            let m = parse_move(v, &pos, text).map_err(|e| SourceError {
                source_name: name.to_string(),
                index: i + 1,
                text: (*text).to_string(),
                reason: e.to_string(),
            })?;
            pos = pos.after(v, m);
            out.push(m);
        }
        Ok(Source {
            name: name.to_string(),
            start,
            moves: out,
        })
    }
}

/// The margin (centipawns) by which the solver's move must beat the second best when a
/// puzzle is generated: 50 more than [`VerifySettings::default`]'s. Measured on the Glinski
/// records, puzzles kept with 200 and confirmed at depth 7 stayed puzzles at depth 6 94% of
/// the time; with 250, 97%.
pub const GENERATION_MARGIN_CP: i32 = 250;

/// Depths and margins of a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// How games are scanned.
    pub scan: ScanSettings,
    /// How candidates are verified (deeper than the scan). The defaults ask a wider margin
    /// than [`VerifySettings::default`] (the definition a re-check uses), so that a deeper
    /// re-check, whose scores move a little, still finds the solver's move the only good one.
    pub verify: VerifySettings,
    /// The depth of a second verification (the same settings otherwise, deeper than the
    /// first): a candidate is kept only if it is a puzzle there too, with the same first move
    /// and the same kind of ending (mate or material); its line is the deeper one.
    pub confirm_depth: Option<u32>,
    /// Transposition table size of the searcher, in megabytes.
    pub tt_mb: usize,
}

impl Default for Settings {
    /// Scan at depth 3, verify at depth 5 with a margin of [`GENERATION_MARGIN_CP`], confirm
    /// at depth 7.
    fn default() -> Self {
        Settings {
            scan: ScanSettings::default(),
            verify: VerifySettings {
                margin_cp: GENERATION_MARGIN_CP,
                ..VerifySettings::default()
            },
            confirm_depth: Some(7),
            tt_mb: 8,
        }
    }
}

impl Settings {
    /// Shallow settings for tests and examples: scan at depth 2, verify at depth 3, confirm
    /// at depth 4.
    pub fn quick() -> Settings {
        Settings {
            scan: ScanSettings {
                depth: 2,
                ..ScanSettings::default()
            },
            verify: VerifySettings {
                depth: 3,
                margin_cp: GENERATION_MARGIN_CP,
                ..VerifySettings::default()
            },
            confirm_depth: Some(4),
            tt_mb: 1,
        }
    }
}

/// What a run saw and kept.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Figures {
    /// Games scanned.
    pub games: u64,
    /// Positions scanned.
    pub positions: u64,
    /// Candidates found (positions after a mistake).
    pub candidates: u64,
    /// Candidates each filter dropped.
    pub dropped: BTreeMap<Reject, u64>,
    /// Puzzles kept.
    pub kept: u64,
}

/// The result of a run.
#[derive(Debug, Clone)]
pub struct Run {
    /// The puzzles, in the order found.
    pub puzzles: Vec<Puzzle>,
    /// The figures.
    pub figures: Figures,
}

/// A generator for one variant: add sources, then finish.
#[derive(Debug)]
pub struct Generator<'a> {
    v: &'a Variant,
    settings: Settings,
    searcher: Searcher,
    seen: HashSet<String>,
    run: Run,
}

impl<'a> Generator<'a> {
    /// A generator for `v`.
    pub fn new(v: &'a Variant, settings: Settings) -> Generator<'a> {
        Generator {
            v,
            settings,
            searcher: Searcher::new(settings.tt_mb),
            seen: HashSet::new(),
            run: Run {
                puzzles: Vec::new(),
                figures: Figures::default(),
            },
        }
    }

    /// The figures so far.
    pub fn figures(&self) -> &Figures {
        &self.run.figures
    }

    /// Marks a position (state text) as already kept, e.g. by an earlier run writing to the
    /// same file: a candidate there counts as a duplicate and is not verified.
    pub fn know(&mut self, fen: &str) {
        self.seen.insert(fen.to_string());
    }

    /// Scans one source and verifies its candidates; returns the puzzles it added.
    pub fn add(&mut self, source: &Source) -> &[Puzzle] {
        self.add_each(source, &mut |_| {})
    }

    /// As [`Generator::add`], calling `found` with each puzzle as soon as it is kept (so a
    /// caller can write it before the rest of the game is verified).
    pub fn add_each(&mut self, source: &Source, found: &mut dyn FnMut(&Puzzle)) -> &[Puzzle] {
        let v = self.v;
        let before = self.run.puzzles.len();
        let f = &mut self.run.figures;
        f.games += 1;
        f.positions += source.moves.len() as u64 + 1;
        let candidates = scan(
            v,
            &source.start,
            &source.moves,
            &self.settings.scan,
            &mut self.searcher,
        );
        for c in candidates {
            self.run.figures.candidates += 1;
            match self.judge(&c, &source.name) {
                Ok(p) => {
                    self.run.figures.kept += 1;
                    found(&p);
                    self.run.puzzles.push(p);
                }
                Err(r) => *self.run.figures.dropped.entry(r).or_insert(0) += 1,
            }
        }
        &self.run.puzzles[before..]
    }

    fn judge(&mut self, c: &Candidate, source: &str) -> Result<Puzzle, Reject> {
        let v = self.v;
        let fen = c.position.to_text(v);
        if self.seen.contains(&fen) {
            return Err(Reject::Duplicate);
        }
        let mut line = verify(v, &c.position, &self.settings.verify, &mut self.searcher)?;
        let took = c.before.captured_cells(v, c.mistake).any();
        let first = line.moves.first().copied();
        if took
            && line.ending != Ending::Mate
            && first.and_then(destination).is_some()
            && first.and_then(destination) == destination(c.mistake)
        {
            return Err(Reject::Recapture);
        }
        if let Some(depth) = self.settings.confirm_depth {
            let deeper = VerifySettings {
                depth,
                ..self.settings.verify
            };
            let again =
                verify(v, &c.position, &deeper, &mut self.searcher).map_err(|r| match r {
                    Reject::OverBudget => Reject::OverBudget,
                    _ => Reject::Unconfirmed,
                })?;
            let mate = |l: &Line| l.ending == Ending::Mate;
            if again.moves.first() != line.moves.first() || mate(&again) != mate(&line) {
                return Err(Reject::Unconfirmed);
            }
            line = again;
        }
        self.seen.insert(fen.clone());
        Ok(puzzle(v, &c.position, fen, &line, source))
    }

    /// The puzzles and figures.
    pub fn finish(self) -> Run {
        self.run
    }
}

/// The puzzle of a verified line.
pub fn puzzle(v: &Variant, start: &Position, fen: String, line: &Line, source: &str) -> Puzzle {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for &m in &line.moves {
        moves.push(move_to_text(v, &pos, m));
        pos = pos.after(v, m);
    }
    let themes = themes(v, start, line);
    let quiet_start = line.moves.first().is_some_and(|&m| {
        let after = start.after(v, m);
        start.captured_cells(v, m).is_empty() && !after.in_check(v, after.turn())
    });
    let rating = estimate(&LineFacts {
        solver_moves: line.solver_moves(),
        quiet_start,
        themes: themes.clone(),
    });
    Puzzle {
        id: puzzle_id(&v.id, &fen),
        variant: v.id.clone(),
        fen,
        moves,
        themes,
        rating,
        source: source.to_string(),
    }
}

/// Runs the generator over `sources`.
pub fn generate(v: &Variant, sources: &[Source], settings: &Settings) -> Run {
    let mut g = Generator::new(v, *settings);
    for s in sources {
        g.add(s);
    }
    g.finish()
}
