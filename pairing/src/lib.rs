//! Tournament pairings for Hexcourier: pure algorithms, no Discord, storage or clock.
//!
//! - [`berger`]: round robins by the FIDE Berger tables, single or double;
//! - [`dutch`]: the FIDE (Dutch) Swiss system, C.04.3 as in force from 2026, agreeing with
//!   bbpPairings (the FIDE-endorsed engine) round for round;
//! - [`triples`]: three-player variants — groups of three with rotating seats, and a simple
//!   Swiss by score in threes;
//! - [`trf`]: the FIDE Tournament Report File, read and written;
//! - [`limits`]: the sizes accepted (players, rounds, point values, lines), each refused
//!   with an error naming it;
//! - [`tiebreak`]: Buchholz, Buchholz cut-1, Sonneborn-Berger, wins, direct encounter, and
//!   standings.
//!
//! A Swiss event, round by round:
//! ```
//! use hexcourier_pairing::{dutch, tiebreak, trf, GameResult, Points, Tournament};
//! let mut t = Tournament::new("Hex Open", 3);
//! for (name, rating) in [("Ana", 2100), ("Ben", 2000), ("Cy", 1900), ("Di", 1800), ("Ed", 1700)] {
//!     t.add_player(name, rating);
//! }
//! let round1 = dutch::pair_next_round(&t)?;
//! assert_eq!(round1.pairs, vec![(1, 3), (4, 2)]);
//! assert_eq!(round1.bye, Some(5));
//! t.record_pairing(1, &round1)?;
//! t.set_result(1, 1, 3, GameResult::WhiteWins)?;
//! t.set_result(1, 4, 2, GameResult::Draw)?;
//! let round2 = dutch::pair_next_round(&t)?;
//! assert_eq!(round2.pairs.len(), 2);
//! let table = tiebreak::standings(&t, &[tiebreak::TieBreak::Buchholz]);
//! assert_eq!((table[0].id, table[0].points), (5, Points::ONE)); // the bye: Buchholz 1 (own score)
//! t.recompute_points();
//! let text = trf::write(&t);
//! assert_eq!(trf::parse(&text)?, t);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Or straight from a TRF file, answering as `bbpPairings --dutch FILE -p` does:
//! ```
//! let file = "012 Demo\n\
//! 001    1      Ana                               2100                             0.0    1\n\
//! 001    2      Ben                               2000                             0.0    2\n\
//! XXR 5\nXXC white1\n";
//! assert_eq!(hexcourier_pairing::pair_next_round(file)?, "1\n1 2\n");
//! # Ok::<_, hexcourier_pairing::Error>(())
//! ```

pub mod berger;
pub mod dutch;
pub mod limits;
mod matching;
pub mod points;
pub mod tiebreak;
pub mod tournament;
pub mod trf;
pub mod triples;

pub use dutch::DutchError;
pub use limits::LimitError;
pub use points::{PointSystem, Points};
pub use tournament::{
    Colour, GameResult, Pairing, Player, RoundEntry, RoundResult, Tournament, Unfinished,
};
pub use trf::TrfError;

/// Anything [`pair_next_round`] can fail with.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The TRF text could not be read.
    #[error(transparent)]
    Trf(#[from] TrfError),
    /// A player's points column disagrees with the results.
    #[error(transparent)]
    Points(#[from] trf::PointsMismatch),
    /// A round of the file has a game without a result.
    #[error(transparent)]
    Unfinished(#[from] Unfinished),
    /// The round could not be paired.
    #[error(transparent)]
    Dutch(#[from] DutchError),
}

/// Reads a TRF text and pairs the next round with the Dutch system, returning the text
/// `bbpPairings --dutch FILE -p OUT` writes to `OUT`: the number of lines that follow, then
/// `white black` per board and `player 0` for the bye.
///
/// Like bbpPairings it refuses a file whose points column disagrees with the results, and one
/// without the number of rounds (`XXR`), or without an initial colour (`XXC white1`) when no
/// round has been played. Unlike bbpPairings, which reads a blank result as a loss of a game
/// not played, it refuses a file with a game not finished: the round it belongs to is not
/// over, so the next one cannot be paired yet.
pub fn pair_next_round(trf_text: &str) -> Result<String, Error> {
    let t = trf::parse(trf_text)?;
    t.check_finished()?;
    trf::check_points(&t)?;
    let pairing = dutch::pair_next_round(&t)?;
    Ok(pairing.to_engine_text())
}
