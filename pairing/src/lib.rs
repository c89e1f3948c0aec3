//! Tournament pairings for Hexcourier.

pub mod dutch;
mod matching;
pub mod points;
pub mod tournament;
pub mod trf;

pub use dutch::DutchError;
pub use points::{PointSystem, Points};
pub use tournament::{Colour, GameResult, Pairing, Player, RoundEntry, RoundResult, Tournament};
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
    /// The round could not be paired.
    #[error(transparent)]
    Dutch(#[from] DutchError),
}

/// Reads a TRF text and pairs the next round with the Dutch system, returning the text
/// `bbpPairings --dutch FILE -p OUT` writes to `OUT`.
pub fn pair_next_round(trf_text: &str) -> Result<String, Error> {
    let t = trf::parse(trf_text)?;
    trf::check_points(&t)?;
    let pairing = dutch::pair_next_round(&t)?;
    Ok(pairing.to_engine_text())
}
