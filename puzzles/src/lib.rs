//! Tactics puzzles for hexagonal chess, found by the engine in played games and self-play.
//!
//! In the spirit of lichess-puzzler: [`candidate`] scans a game for positions right after a
//! mistake (the evaluation swings by a wide margin towards the side now to move); [`verify`]
//! follows the winning line at a deeper search, keeping it only while the solver's move beats
//! every alternative by a wide margin (the opponent answers with the best defence) and the line
//! ends in mate or a decisive material gain that holds; [`generate`] asks a wider margin than
//! the definition and a second verification two plies deeper, so that kept puzzles stay
//! puzzles at twice the scan depth, and counts what each filter drops; [`theme`] names what
//! the line shows; [`rating`] estimates a starting rating; [`library`] reads, checks and
//! appends puzzles as JSON lines; [`shipped`] is the starter library the program carries.
//! Nothing here knows about Discord, storage or time: the same inputs and seed give the same
//! puzzles.
//!
//! Scan a game (here a short one) and count what was found:
//! ```
//! use hexcourier_engine::{Library, Position};
//! use hexcourier_puzzles::generate::{generate, Settings, Source};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! let source = Source::from_texts(v, "example", Position::start(v)?, &["Qe1-c3", "Qe10-c6"])?;
//! let run = generate(v, &[source], &Settings::quick());
//! assert_eq!(run.figures.games, 1);
//! assert_eq!(run.figures.positions, 3);
//! assert_eq!(run.figures.candidates, 0); // no mistake yet
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

pub mod candidate;
pub mod generate;
pub mod library;
pub mod material;
pub mod rating;
pub mod selfplay;
pub mod shipped;
pub mod theme;
pub mod verify;

pub use library::{LoadError, Problem, Puzzle};
pub use theme::Theme;
