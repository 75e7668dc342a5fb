//! How far a review has come, told the way screen-reader users expect of
//! a long job: a short line at each quarter ("Half of the game
//! reviewed"), never a redrawn bar, and with sound a beep at every
//! twentieth whose pitch rises with it, as NVDA beeps a progress bar.
//! A review with little left to do (a short game, or one reviewed while
//! it was played) is done in a few seconds: it tells no progress at all.

/// What to tell of the progress after a position was done.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Told {
    /// A quarter reached (1–4), to be said.
    pub quarter: Option<u8>,
    /// A beep at this percent, to be played.
    pub beep: Option<u8>,
}

/// The progress of a review of `total` positions; pure, fed the count done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    total: usize,
    quarter: u8,
    step: u8,
    /// Whether the review is short enough to tell nothing.
    quiet: bool,
}

/// The positions left to evaluate from which a review tells its progress:
/// fewer take a few seconds (about four on two cores).
pub const TOLD_FROM: usize = 24;

/// The percent steps that beep.
const STEP: usize = 5;

impl Progress {
    /// The progress of a review of `total` positions of which `done` were
    /// done before (kept from an earlier review): what they reached is not
    /// told again. With fewer than [`TOLD_FROM`] positions left, nothing
    /// is told.
    pub fn new(total: usize, done: usize) -> Progress {
        let mut progress = Progress {
            total,
            quarter: 0,
            step: 0,
            quiet: total.saturating_sub(done) < TOLD_FROM,
        };
        progress.quarter = progress.quarter_of(done);
        progress.step = progress.step_of(done);
        progress
    }

    fn quarter_of(&self, done: usize) -> u8 {
        u8::try_from(done.min(self.total) * 4 / self.total.max(1)).unwrap_or(4)
    }

    fn step_of(&self, done: usize) -> u8 {
        u8::try_from(done.min(self.total) * 100 / self.total.max(1) / STEP).unwrap_or(0)
    }

    /// What to tell now that `done` positions are done: each quarter once
    /// (the last only when every position is done), a beep at each step
    /// of five percent.
    pub fn advance(&mut self, done: usize) -> Told {
        let mut told = Told::default();
        if self.quiet {
            return told;
        }
        let quarter = self.quarter_of(done);
        if quarter > self.quarter {
            self.quarter = quarter;
            told.quarter = Some(quarter);
        }
        let step = self.step_of(done);
        if step > self.step {
            self.step = step;
            told.beep = Some(step * STEP as u8);
        }
        told
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_quarter_is_told_once() {
        let mut progress = Progress::new(81, 0);
        let quarters: Vec<(usize, u8)> = (1..=81)
            .filter_map(|done| progress.advance(done).quarter.map(|q| (done, q)))
            .collect();
        assert_eq!(quarters, [(21, 1), (41, 2), (61, 3), (81, 4)]);
        assert_eq!(progress.advance(81), Told::default());
    }

    #[test]
    fn beeps_rise_by_twentieths() {
        let mut progress = Progress::new(40, 0);
        let beeps: Vec<u8> = (1..=40).filter_map(|d| progress.advance(d).beep).collect();
        assert_eq!(beeps, (1..=20).map(|s| s * 5).collect::<Vec<u8>>());
    }

    #[test]
    fn what_was_kept_is_not_told_again() {
        let mut progress = Progress::new(100, 60);
        assert_eq!(progress.advance(70).quarter, None);
        assert_eq!(progress.advance(80).quarter, Some(3));
        assert_eq!(progress.advance(100).quarter, Some(4));
    }

    #[test]
    fn a_short_review_tells_nothing() {
        let mut short = Progress::new(5, 0);
        assert_eq!(
            (1..=5)
                .map(|d| short.advance(d))
                .find(|t| *t != Told::default()),
            None
        );
        let mut rest = Progress::new(100, 100 - TOLD_FROM + 1);
        assert_eq!(rest.advance(100), Told::default());
        let mut long = Progress::new(TOLD_FROM, 0);
        assert_eq!(long.advance(TOLD_FROM).quarter, Some(4));
    }
}
