//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system"): a rating, its
//! deviation (how sure it is) and its volatility (how erratic the player is).
//!
//! Hexcourier plays by correspondence, so games do not fall into the tournament rounds the
//! system was made for. Here every rated game is a rating period of its own for its players,
//! applied when the game ends; before it, a player's deviation grows by the periods they spent
//! idle ([`IDLE_PERIOD_DAYS`] each), as the system grows it for players who do not play in a
//! period. Games of three or more count each pair of players as a game between them, won by
//! the better place ([`pair_games`]), and a player's pairs form one period.
//!
//! ```
//! use hexcourier_core::rating::{Glicko, Rating};
//! let glicko = Glicko::default();
//! let me = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
//! let games = [
//!     (Rating { rating: 1400.0, deviation: 30.0, volatility: 0.06 }, 1.0),
//!     (Rating { rating: 1550.0, deviation: 100.0, volatility: 0.06 }, 0.0),
//!     (Rating { rating: 1700.0, deviation: 300.0, volatility: 0.06 }, 0.0),
//! ];
//! let after = glicko.update(me, &games);
//! assert!((after.rating - 1464.06).abs() < 0.01);
//! assert!((after.deviation - 151.52).abs() < 0.01);
//! ```

use serde::{Deserialize, Serialize};
use std::f64::consts::PI;

/// The factor between the Glicko and the Glicko-2 scales.
const SCALE: f64 = 173.7178;

/// The rating everyone starts from.
pub const START_RATING: f64 = 1500.0;

/// The deviation of a new player, and the most any deviation grows to.
pub const MAX_DEVIATION: f64 = 350.0;

/// The least deviation kept, so that a rating can always still move.
pub const MIN_DEVIATION: f64 = 30.0;

/// The volatility of a new player.
pub const START_VOLATILITY: f64 = 0.06;

/// Players whose deviation is above this are provisional (listed after the others).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Days in one idle rating period: a player's deviation grows once for each such period
/// without a rated game.
pub const IDLE_PERIOD_DAYS: u64 = 7;

/// How close the volatility iteration gets before it stops.
const EPSILON: f64 = 0.000_001;

/// A player's rating.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating, 1500 to start.
    pub rating: f64,
    /// The rating deviation (RD): about two deviations either side hold the true strength.
    pub deviation: f64,
    /// The volatility σ: how much the player's strength swings.
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500, deviation 350, volatility 0.06.
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: MAX_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

impl Rating {
    /// Whether the rating is still provisional (deviation over [`PROVISIONAL_DEVIATION`]).
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The same rating with any value that is not a finite number (a damaged record) reset to
    /// a new player's, and the deviation within [`MIN_DEVIATION`]..=[`MAX_DEVIATION`].
    pub fn sane(self) -> Rating {
        let start = Rating::default();
        let pick = |v: f64, d: f64| if v.is_finite() { v } else { d };
        Rating {
            rating: pick(self.rating, start.rating),
            deviation: pick(self.deviation, start.deviation).clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: pick(self.volatility, start.volatility).clamp(0.0001, 1.0),
        }
    }
}

/// The system and its constant τ, which bounds how fast volatility changes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glicko {
    /// τ: Glickman suggests 0.3 to 1.2; lower keeps ratings steadier.
    pub tau: f64,
}

impl Default for Glicko {
    /// τ = 0.5, as in Glickman's example.
    fn default() -> Glicko {
        Glicko { tau: 0.5 }
    }
}

/// g(φ): how much an opponent's uncertainty discounts a result.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// The expected score against an opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Glicko {
    /// The rating after one period in which `player` played `games`: each the opponent's
    /// rating before the period and the score (1 a win, 0.5 a draw, 0 a loss). Without games,
    /// only the deviation grows ([`Glicko::idle`]).
    pub fn update(&self, player: Rating, games: &[(Rating, f64)]) -> Rating {
        let player = player.sane();
        if games.is_empty() {
            return self.idle(player, 1);
        }
        let mu = (player.rating - START_RATING) / SCALE;
        let phi = player.deviation / SCALE;
        let sigma = player.volatility;
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for (opp, score) in games {
            let opp = opp.sane();
            let mu_j = (opp.rating - START_RATING) / SCALE;
            let phi_j = opp.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            let gj = g(phi_j);
            inv_v += gj * gj * e * (1.0 - e);
            sum += gj * (score.clamp(0.0, 1.0) - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        let sigma = self.volatility(phi, v, delta, sigma);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: START_RATING + SCALE * mu_new,
            deviation: SCALE * phi_new,
            volatility: sigma,
        }
        .sane()
    }

    /// The rating after `periods` periods without games: the deviation grows
    /// (φ' = √(φ² + n·σ²)), up to [`MAX_DEVIATION`]; rating and volatility stay.
    pub fn idle(&self, player: Rating, periods: u64) -> Rating {
        let player = player.sane();
        let phi = player.deviation / SCALE;
        let n = periods as f64;
        Rating {
            deviation: SCALE * (phi * phi + n * player.volatility * player.volatility).sqrt(),
            ..player
        }
        .sane()
    }

    /// The new volatility, found with the Illinois algorithm (step 5 of the paper).
    fn volatility(&self, phi: f64, v: f64, delta: f64, sigma: f64) -> f64 {
        let tau = self.tau;
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 && k < 1000.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut fa, mut fb) = (f(big_a), f(big_b));
        for _ in 0..1000 {
            if (big_b - big_a).abs() <= EPSILON {
                break;
            }
            let c = big_a + (big_a - big_b) * fa / (fb - fa);
            let fc = f(c);
            if fc * fb <= 0.0 {
                big_a = big_b;
                fa = fb;
            } else {
                fa /= 2.0;
            }
            big_b = c;
            fb = fc;
        }
        let s = (big_a / 2.0).exp();
        if s.is_finite() {
            s
        } else {
            sigma
        }
    }
}

/// The games of a table of three or more by its places (1 the best): for each seat, its games
/// against every other seat, as `(other seat, score)`. The better place wins the pair, equal
/// places draw it.
pub fn pair_games(ranks: &[u8]) -> Vec<Vec<(usize, f64)>> {
    (0..ranks.len())
        .map(|i| {
            (0..ranks.len())
                .filter(|&j| j != i)
                .map(|j| {
                    let score = match ranks[i].cmp(&ranks[j]) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                    (j, score)
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn glickmans_worked_example() {
        let after = Glicko::default().update(
            r(1500.0, 200.0),
            &[
                (r(1400.0, 30.0), 1.0),
                (r(1550.0, 100.0), 0.0),
                (r(1700.0, 300.0), 0.0),
            ],
        );
        // The paper gives μ' = −0.2069, φ' = 0.8722, σ' = 0.05999 on the Glicko-2 scale, and
        // r' = 1464.06, RD' = 151.52 (from intermediate values rounded to four places; the
        // unrounded r' is 1464.0507).
        let mu = (after.rating - START_RATING) / SCALE;
        let phi = after.deviation / SCALE;
        assert_eq!(format!("{mu:.4} {phi:.4}"), "-0.2069 0.8722");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
    }

    #[test]
    fn an_idle_period_grows_only_the_deviation() {
        let g = Glicko::default();
        let me = r(1600.0, 200.0);
        let idle = g.update(me, &[]);
        assert_eq!(idle.rating, 1600.0);
        assert_eq!(idle.volatility, 0.06);
        let phi = 200.0 / SCALE;
        let expect = SCALE * (phi * phi + 0.06 * 0.06).sqrt();
        assert!((idle.deviation - expect).abs() < 1e-9);
        assert!((expect - 200.27).abs() < 0.01);
        // Many idle periods never pass the new player's deviation.
        assert_eq!(g.idle(me, 1_000_000).deviation, MAX_DEVIATION);
    }

    #[test]
    fn a_draw_between_equals_moves_neither_rating() {
        let g = Glicko::default();
        let a = Rating::default();
        let after = g.update(a, &[(a, 0.5)]);
        assert!((after.rating - 1500.0).abs() < 1e-9);
        assert!(after.deviation < a.deviation);
        // The winner gains what the loser gives, for equals.
        let win = g.update(a, &[(a, 1.0)]);
        let loss = g.update(a, &[(a, 0.0)]);
        assert!((win.rating - 1500.0 - (1500.0 - loss.rating)).abs() < 1e-9);
        assert!(win.rating > 1500.0);
    }

    #[test]
    fn damaged_numbers_are_reset_not_spread() {
        let bad = Rating {
            rating: f64::NAN,
            deviation: f64::INFINITY,
            volatility: -1.0,
        };
        let after = Glicko::default().update(bad, &[(bad, 1.0)]);
        assert!(after.rating.is_finite() && after.deviation.is_finite());
        assert!((MIN_DEVIATION..=MAX_DEVIATION).contains(&after.deviation));
    }

    #[test]
    fn three_players_count_as_three_pairs_by_place() {
        assert_eq!(
            pair_games(&[2, 1, 3]),
            [
                vec![(1, 0.0), (2, 1.0)],
                vec![(0, 1.0), (2, 1.0)],
                vec![(0, 0.0), (1, 0.0)]
            ]
        );
        assert_eq!(pair_games(&[1, 1, 3])[0], [(1, 0.5), (2, 1.0)]);
    }
}
