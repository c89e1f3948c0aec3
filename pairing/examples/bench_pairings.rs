//! `bench_pairings [PLAYERS] [ROUNDS]`: builds a Swiss of PLAYERS players (default 500) by
//! pairing ROUNDS rounds (default 4) with the Dutch system and made-up results, then times
//! pairing the next round. Run it from a release build.

use hexcourier_pairing::{dutch, GameResult, Tournament};
use std::time::Instant;

/// A small deterministic generator (xorshift), so that runs are comparable.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n`.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let players: u32 = args.next().map_or(Ok(500), |a| a.parse())?;
    let rounds: usize = args.next().map_or(Ok(4), |a| a.parse())?;
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut t = Tournament::new("Bench", rounds as u32 + 3);
    for i in 0..players {
        t.add_player(&format!("Player {i}"), 2700 - (i * 1200 / players.max(1)));
    }
    for round in 1..=rounds {
        let start = Instant::now();
        let pairing = dutch::pair_next_round(&t)?;
        println!(
            "round {round}: {} boards paired in {:.3} s",
            pairing.pairs.len(),
            start.elapsed().as_secs_f64()
        );
        t.record_pairing(round, &pairing)?;
        for &(w, b) in &pairing.pairs {
            let rw = t.player(w).map_or(0, |p| p.rating) as i64;
            let rb = t.player(b).map_or(0, |p| p.rating) as i64;
            // The higher rated wins more often; a third of the games are drawn.
            let edge = 50 + (rw - rb).clamp(-400, 400) / 10;
            let roll = rng.below(150) as i64;
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
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "{players} players after {rounds} rounds: round {} ({} boards{}) paired in {elapsed:.3} s",
        rounds + 1,
        pairing.pairs.len(),
        if pairing.bye.is_some() {
            " and a bye"
        } else {
            ""
        }
    );
    Ok(())
}
