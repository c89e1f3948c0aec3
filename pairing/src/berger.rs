//! Round robins by the FIDE Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! Players are numbered 1..=n by the draw. With an odd number of players a dummy player n+1
//! is added and whoever meets it has a bye. The tables are built by the usual rotation, which
//! gives exactly the published tables (the tests compare them for 3–16 players): in round r
//! (1-based) of a table for an even N players, board 1 is player N against player
//! `s mod (N-1) + 1`, `s = (r-1)·N/2`, with N black in odd rounds and white in even ones; board
//! k ≥ 2 is `(k-1+s) mod (N-1) + 1` with white against `(N-k+s) mod (N-1) + 1`.
//!
//! A double round robin repeats the first cycle with colours reversed. FIDE recommends
//! swapping the last two rounds of the first cycle so that no one gets the same colour three
//! times running; [`Cycles::DoubleSwapped`] does that.

/// One round of a round robin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BergerRound {
    /// Boards in table order, as (white, black) player numbers.
    pub pairs: Vec<(u32, u32)>,
    /// The player with the bye (odd numbers of players only).
    pub bye: Option<u32>,
}

/// How many times everyone meets everyone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cycles {
    /// Once.
    Single,
    /// Twice, the second cycle with colours reversed.
    Double,
    /// Twice, the last two rounds of the first cycle swapped (FIDE's recommendation), the
    /// second cycle the first (as played) with colours reversed.
    DoubleSwapped,
}

/// A round robin cannot be built for this number of players.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BergerError {
    /// Fewer than two players.
    #[error("a round robin needs at least 2 players, not {0}")]
    TooFewPlayers(usize),
    /// More players than the tables are meant for.
    #[error("Berger tables go up to {max} players, not {0}", max = MAX_PLAYERS)]
    TooManyPlayers(usize),
}

/// The largest field [`round_robin`] schedules (the rotation itself works for any size; this
/// only keeps a typo from building a schedule of thousands of rounds).
pub const MAX_PLAYERS: usize = 64;

/// The rounds of a round robin for `players` players (numbered 1..=players).
///
/// ```
/// use hexcourier_pairing::berger::{round_robin, Cycles};
/// let rounds = round_robin(4, Cycles::Single)?;
/// assert_eq!(rounds[1].pairs, vec![(4, 3), (1, 2)]);
/// let rounds = round_robin(5, Cycles::Double)?;
/// assert_eq!(rounds.len(), 10);
/// assert_eq!(rounds[0].bye, Some(1));
/// # Ok::<_, hexcourier_pairing::berger::BergerError>(())
/// ```
pub fn round_robin(players: usize, cycles: Cycles) -> Result<Vec<BergerRound>, BergerError> {
    if players < 2 {
        return Err(BergerError::TooFewPlayers(players));
    }
    if players > MAX_PLAYERS {
        return Err(BergerError::TooManyPlayers(players));
    }
    let table = players + players % 2;
    let dummy = (players % 2 == 1).then_some(table as u32);
    let mut first: Vec<BergerRound> = (1..table).map(|r| table_round(table, r, dummy)).collect();
    match cycles {
        Cycles::Single => Ok(first),
        Cycles::Double | Cycles::DoubleSwapped => {
            if cycles == Cycles::DoubleSwapped && first.len() >= 2 {
                let n = first.len();
                first.swap(n - 2, n - 1);
            }
            let second: Vec<BergerRound> = first
                .iter()
                .map(|r| BergerRound {
                    pairs: r.pairs.iter().map(|&(w, b)| (b, w)).collect(),
                    bye: r.bye,
                })
                .collect();
            first.extend(second);
            Ok(first)
        }
    }
}

/// Round `r` of the table for an even `n` players.
fn table_round(n: usize, r: usize, dummy: Option<u32>) -> BergerRound {
    let m = n - 1;
    let s = (r - 1) * n / 2;
    let mut boards = Vec::with_capacity(n / 2);
    let top = (s % m + 1) as u32;
    boards.push(if r % 2 == 1 {
        (top, n as u32)
    } else {
        (n as u32, top)
    });
    for k in 2..=n / 2 {
        let white = ((k - 1 + s) % m + 1) as u32;
        let black = ((n - k + s) % m + 1) as u32;
        boards.push((white, black));
    }
    let mut bye = None;
    boards.retain(|&(w, b)| match dummy {
        Some(d) if w == d => {
            bye = Some(b);
            false
        }
        Some(d) if b == d => {
            bye = Some(w);
            false
        }
        _ => true,
    });
    BergerRound { pairs: boards, bye }
}
