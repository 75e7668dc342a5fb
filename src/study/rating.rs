//! The player's puzzle rating: Glicko-2 (Mark Glickman, "Example of the
//! Glicko-2 system", 2013) with lichess's constants.
//!
//! A rating is three numbers: the rating itself, its deviation (how sure
//! it is: large while few puzzles were done) and its volatility (how much
//! it moves). Each puzzle is one rating period with one game: a puzzle
//! solved is a win against a player of the puzzle's rating and
//! deviation, a puzzle not solved a loss. As on lichess a new player
//! starts at 1500 with a deviation of 500 and a volatility of 0.09, the
//! system constant τ is 0.75, the deviation stays between 45 and 500 and
//! the volatility at most 0.1. Unlike lichess, the deviation does not
//! grow with the days between puzzles (nothing here reads a clock).
//!
//! ```
//! use tactus::study::rating::{Glicko, Score};
//!
//! let new = Glicko::default();
//! let after = new.after(1500.0, 80.0, Score::Win);
//! assert!(after.rating > 1500.0 && after.deviation < 500.0);
//! assert!(after.is_provisional());
//! ```

use serde::{Deserialize, Serialize};

/// Glicko-2's scale factor between the Glicko scale and its own.
const SCALE: f64 = 173.7178;

/// The rating every scale is centred on.
const CENTRE: f64 = 1500.0;

/// Lichess's system constant τ: how far the volatility may move.
pub const TAU: f64 = 0.75;

/// The smallest deviation a rating keeps (lichess's).
pub const MIN_DEVIATION: f64 = 45.0;

/// The largest deviation, that of a new player (lichess's).
pub const MAX_DEVIATION: f64 = 500.0;

/// The largest volatility (lichess's).
pub const MAX_VOLATILITY: f64 = 0.1;

/// A deviation above which lichess calls a rating provisional ("1500?").
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The convergence tolerance of the volatility's iteration (Glickman's).
const EPSILON: f64 = 0.000_001;

/// A Glicko-2 rating on the Glicko scale (1500 the centre).
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glicko {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
}

impl Default for Glicko {
    /// A new player's rating: 1500, deviation 500, volatility 0.09.
    fn default() -> Glicko {
        Glicko {
            rating: CENTRE,
            deviation: MAX_DEVIATION,
            volatility: 0.09,
        }
    }
}

/// The result of one game for the player rated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// The puzzle solved.
    Win,
    /// Not solved.
    Loss,
}

impl Score {
    fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Loss => 0.0,
        }
    }
}

/// One game of a rating period: the opponent's rating and deviation, and
/// the result.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Game {
    /// The opponent's rating.
    pub rating: f64,
    /// The opponent's deviation.
    pub deviation: f64,
    /// The result for the player rated.
    pub score: Score,
}

impl Glicko {
    /// The rating after one puzzle of `rating` and `deviation`, with
    /// lichess's τ and bounds.
    pub fn after(&self, rating: f64, deviation: f64, score: Score) -> Glicko {
        let game = Game {
            rating,
            deviation,
            score,
        };
        self.after_period(&[game], TAU).bounded()
    }

    /// The rating moved only `weight` (0 to 1) of the way from this one
    /// to `after`: a result that counts for less than a rated puzzle's.
    ///
    /// ```
    /// use tactus::study::rating::{Glicko, Score};
    ///
    /// let new = Glicko::default();
    /// let full = new.after(1500.0, 350.0, Score::Win);
    /// let little = new.toward(full, 0.1);
    /// assert!((little.rating - 1500.0) * 10.0 - (full.rating - 1500.0) < 1e-9);
    /// ```
    pub fn toward(&self, after: Glicko, weight: f64) -> Glicko {
        let w = weight.clamp(0.0, 1.0);
        let step = |from: f64, to: f64| from + (to - from) * w;
        Glicko {
            rating: step(self.rating, after.rating),
            deviation: step(self.deviation, after.deviation),
            volatility: step(self.volatility, after.volatility),
        }
    }

    /// The rating rounded as players say it.
    pub fn rounded(&self) -> i32 {
        self.rating.round() as i32
    }

    /// Whether the rating is still provisional (its deviation above
    /// [`PROVISIONAL_DEVIATION`]).
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// Whether the three numbers make a rating: finite, the deviation and
    /// volatility positive (a file that says otherwise is not taken).
    pub fn is_valid(&self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.volatility.is_finite()
            && self.deviation > 0.0
            && self.volatility > 0.0
    }

    /// Within lichess's bounds of deviation and volatility.
    fn bounded(self) -> Glicko {
        Glicko {
            rating: self.rating,
            deviation: self.deviation.clamp(MIN_DEVIATION, MAX_DEVIATION),
            volatility: self.volatility.min(MAX_VOLATILITY),
        }
    }

    /// The rating after a rating period of `games`, with system constant
    /// `tau`: Glickman's steps 2 to 8, unbounded. A period with no game
    /// only widens the deviation (step 6).
    pub fn after_period(&self, games: &[Game], tau: f64) -> Glicko {
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Glicko {
                deviation: phi_star * SCALE,
                ..*self
            };
        }
        // Step 3 and 4: the estimated variance and the improvement.
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.rating - CENTRE) / SCALE;
            let g = g(game.deviation / SCALE);
            let e = expected(mu, mu_j, g);
            inverse_v += g * g * e * (1.0 - e);
            sum += g * (game.score.points() - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        // Step 5: the new volatility.
        let sigma = new_volatility(phi, sigma, v, delta, tau);
        // Steps 6 and 7: the new deviation and rating.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        // Step 8: back to the Glicko scale.
        Glicko {
            rating: mu * SCALE + CENTRE,
            deviation: phi * SCALE,
            volatility: sigma,
        }
    }
}

/// Glickman's g(φ): how much an opponent's deviation weakens what a game
/// against him says.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// The expected score against an opponent at `mu_j`.
fn expected(mu: f64, mu_j: f64, g: f64) -> f64 {
    1.0 / (1.0 + (-g * (mu - mu_j)).exp())
}

/// Step 5: the volatility σ' by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
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
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    // At most a few dozen steps; the bound only guards against NaN input.
    for _ in 0..200 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    #[test]
    fn glickmans_worked_example_gives_his_figures() {
        // "Example of the Glicko-2 system", section 3: τ = 0.5.
        let player = Glicko {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            Game {
                rating: 1400.0,
                deviation: 30.0,
                score: Score::Win,
            },
            Game {
                rating: 1550.0,
                deviation: 100.0,
                score: Score::Loss,
            },
            Game {
                rating: 1700.0,
                deviation: 300.0,
                score: Score::Loss,
            },
        ];
        let after = player.after_period(&games, 0.5);
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    #[test]
    fn the_intermediate_quantities_are_glickmans() {
        // Section 3, steps 3 and 4: v = 1.7785, Δ = −0.4834 (on his scale,
        // from his inputs rounded to four places).
        let mu = 0.0;
        let opponents = [
            (-0.5756, 0.1727, 1.0),
            (0.2878, 0.5756, 0.0),
            (1.1513, 1.7269, 0.0),
        ];
        let (mut inverse_v, mut sum) = (0.0, 0.0);
        for (mu_j, phi_j, s) in opponents {
            let g = g(phi_j);
            let e = expected(mu, mu_j, g);
            inverse_v += g * g * e * (1.0 - e);
            sum += g * (s - e);
        }
        let v = 1.0 / inverse_v;
        assert!(close(v, 1.7785, 0.001), "{v}");
        assert!(close(v * sum, -0.4834, 0.001), "{}", v * sum);
        assert!(close(g(0.1727), 0.9955, 0.0001));
        assert!(close(g(1.7269), 0.7242, 0.0001));
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after_period(&[], 0.5);
        assert_eq!(after.rating, 1500.0);
        assert!(close(after.deviation, 200.271, 0.001), "{after:?}");
    }

    #[test]
    fn a_new_player_gains_for_a_win_and_loses_for_a_loss_by_a_lot_at_first() {
        let new = Glicko::default();
        let won = new.after(1500.0, 75.0, Score::Win);
        let lost = new.after(1500.0, 75.0, Score::Loss);
        assert!(won.rating > 1650.0 && won.rating < 1800.0, "{won:?}");
        assert!(close(won.rating - 1500.0, 1500.0 - lost.rating, 1e-6));
        assert!(won.deviation < 500.0);
        // The first game moves the volatility by little.
        assert!(close(won.volatility, 0.09, 0.001), "{won:?}");
    }

    #[test]
    fn a_settled_rating_moves_little_and_by_the_odds() {
        let settled = Glicko {
            rating: 1800.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        let easy = settled.after(1200.0, 80.0, Score::Win);
        let hard = settled.after(2300.0, 80.0, Score::Win);
        assert!(easy.rating - 1800.0 < 2.0, "{easy:?}");
        assert!(hard.rating - 1800.0 > 8.0, "{hard:?}");
        assert!(settled.after(1200.0, 80.0, Score::Loss).rating < 1790.0);
        assert!(easy.deviation >= MIN_DEVIATION);
    }

    #[test]
    fn the_bounds_are_lichess_s() {
        let sure = Glicko {
            rating: 1800.0,
            deviation: 30.0,
            volatility: 0.01,
        };
        let r = sure.after(1800.0, 50.0, Score::Win);
        assert!(close(r.deviation, MIN_DEVIATION, 1e-9), "{r:?}");
        assert!(!r.is_provisional());
        let wild = Glicko {
            rating: 1500.0,
            deviation: 700.0,
            volatility: 0.5,
        };
        let r = wild.after(1500.0, 50.0, Score::Win);
        assert!(r.deviation <= MAX_DEVIATION, "{r:?}");
        assert!(r.volatility <= MAX_VOLATILITY, "{r:?}");
        // Settling: many puzzles bring the deviation far below a new player's.
        let mut r = Glicko::default();
        for i in 0..200 {
            let score = if i % 2 == 0 { Score::Win } else { Score::Loss };
            r = r.after(r.rating, 75.0, score);
        }
        assert!(r.deviation < 90.0, "{r:?}");
        assert!(Glicko::default().is_provisional());
        assert!(
            !Glicko {
                deviation: f64::NAN,
                ..Glicko::default()
            }
            .is_valid()
        );
    }
}
