//! Hexcourier's rules engine: hexagonal chess variants described by data files.
//!
//! Boards, pieces and rules live in `data/` (one file per variant); they are compiled into
//! tables at load. Nothing here knows about Discord, storage or images.
//!
//! Load a variant and list the moves of the start position:
//! ```
//! use hexcourier_engine::{Library, Position};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let glinski = lib.get("glinski").ok_or("no glinski")?;
//! let start = Position::start(glinski)?;
//! assert_eq!(start.legal_moves(glinski).len(), 51);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Play move text and read the result:
//! ```
//! use hexcourier_engine::{Game, Library};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! let mut game = Game::new(v)?;
//! for m in ["Qe1-c3", "Qe10-c6", "b1-b2", "b7-b6", "Bf3-b1", "e7-e6"] {
//!     game.play_text(v, m)?;
//! }
//! let (_, text) = game.play_text(v, "Qxf9")?;
//! assert_eq!(text, "Qc3xf9#");
//! assert_eq!(game.outcome().map(|o| o.result_text()), Some("1-0".to_string()));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Reasons for illegal moves:
//! ```
//! use hexcourier_engine::{notation::{parse_move, MoveError, IllegalReason}, Library, Position};
//! let lib = Library::builtin().map_err(|e| format!("{e:?}"))?;
//! let v = lib.get("glinski").ok_or("no glinski")?;
//! let pos = Position::start(v)?;
//! let err = parse_move(v, &pos, "f7-f6").unwrap_err();
//! assert!(matches!(err, MoveError::Illegal { reason: IllegalReason::NotYourPiece(_), .. }));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

pub mod bitboard;
pub mod board;
pub mod cell;
pub mod data;
pub mod eval;
pub mod files;
pub mod game;
pub mod geometry;
pub mod moves;
pub mod notation;
pub mod piece;
pub mod position;
pub mod record;
pub mod replay;
pub mod search;
pub mod setup;
pub mod texts;
pub mod variant;
mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use cell::Cell;
pub use data::{DataError, Library};
pub use game::{EndReason, Game, Outcome, PlayError};
pub use moves::Move;
pub use piece::{Piece, PieceKind, Player};
pub use position::Position;
pub use setup::SetupError;
pub use variant::Variant;
