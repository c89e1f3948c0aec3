//! `hexcourier pairings --dutch FILE.trf -p OUT`: the next round of a FIDE tournament report
//! file paired by the Dutch system, written as bbpPairings and JaVaFo write it (the number of
//! boards, then `white black` start numbers a line, `N 0` for the bye); `-p -` writes to
//! standard output.

use crate::cli::PairingsArgs;
use anyhow::{bail, Context, Result};
use hexcourier_pairing::limits::{LimitError, MAX_TRF_BYTES};

/// Runs the tool.
///
/// # Errors
/// A file that cannot be read or written, a TRF that does not read, a file whose last round
/// is not finished (a game without a result), or a round that cannot be paired (each said in
/// words).
pub fn run(a: &PairingsArgs) -> Result<()> {
    if !a.dutch {
        bail!("only the Dutch system is implemented: give --dutch");
    }
    let text = read_bounded(&a.file)?;
    let out = hexcourier_pairing::pair_next_round(&text)
        .with_context(|| format!("{} cannot be paired", a.file.display()))?;
    if a.out.as_os_str() == "-" {
        print!("{out}");
    } else {
        std::fs::write(&a.out, out).with_context(|| format!("cannot write {}", a.out.display()))?;
    }
    Ok(())
}

/// A TRF file's text, read no further than [`MAX_TRF_BYTES`] (a larger one is refused by its
/// size, before it is read).
///
/// # Errors
/// If the file cannot be read, is not UTF-8, or is larger than the limit.
fn read_bounded(path: &std::path::Path) -> Result<String> {
    use std::io::Read;
    let cannot = || format!("cannot read {}", path.display());
    let file = std::fs::File::open(path).with_context(cannot)?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    let too_large = |bytes: u64| {
        anyhow::anyhow!(
            "{} cannot be paired: {}",
            path.display(),
            LimitError::FileTooLarge { bytes }
        )
    };
    let max = u64::try_from(MAX_TRF_BYTES).unwrap_or(u64::MAX);
    if size > max {
        return Err(too_large(size));
    }
    let mut text = String::new();
    file.take(max + 1)
        .read_to_string(&mut text)
        .with_context(cannot)?;
    if text.len() > MAX_TRF_BYTES {
        return Err(too_large(max + 1));
    }
    Ok(text)
}

/// `bench pairings`: a Swiss of `players` players paired `rounds` rounds with made-up results
/// (the stronger wins more often, a third drawn), then the next round's pairing timed.
///
/// # Errors
/// If a round cannot be paired.
pub fn bench(players: u32, rounds: usize) -> Result<()> {
    use hexcourier_pairing::{dutch, GameResult, Tournament};
    use std::time::Instant;
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let mut t = Tournament::new("Bench", rounds as u32 + 3);
    for i in 0..players {
        t.add_player(&format!("Player {i}"), 2700 - (i * 1200 / players.max(1)));
    }
    for round in 1..=rounds {
        let pairing = dutch::pair_next_round(&t)?;
        t.record_pairing(round, &pairing)?;
        for &(w, b) in &pairing.pairs {
            let rw = i64::from(t.player(w).map_or(0, |p| p.rating));
            let rb = i64::from(t.player(b).map_or(0, |p| p.rating));
            let edge = 50 + (rw - rb).clamp(-400, 400) / 10;
            let roll = next(150) as i64;
            let result = if roll < 50 {
                GameResult::Draw
            } else if roll - 50 < edge {
                GameResult::WhiteWins
            } else {
                GameResult::BlackWins
            };
            t.set_result(round, w, b, result)?;
        }
    }
    let start = Instant::now();
    let pairing = dutch::pair_next_round(&t)?;
    let secs = start.elapsed().as_secs_f64();
    println!("pairings_players: {players}");
    println!("pairings_round: {}", rounds + 1);
    println!("pairings_boards: {}", pairing.pairs.len());
    println!("pairings_ms: {:.1}", secs * 1000.0);
    Ok(())
}
