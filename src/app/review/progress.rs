//! How far a review has come, told the way screen-reader users expect of
//! a long job: a short line at each quarter ("Half of the game
//! reviewed"), never a redrawn bar, and with sound a beep at every
//! twentieth whose pitch rises with it, as NVDA beeps a progress bar.

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
}

/// The percent steps that beep.
const STEP: usize = 5;

impl Progress {
    /// The progress of a review of `total` positions of which `done` were
    /// done before (kept from an earlier review): what they reached is not
    /// told again.
    pub fn new(total: usize, done: usize) -> Progress {
        let mut progress = Progress {
            total,
            quarter: 0,
            step: 0,
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
        let mut progress = Progress::new(10, 6);
        assert_eq!(progress.advance(7).quarter, None);
        assert_eq!(progress.advance(8).quarter, Some(3));
        assert_eq!(progress.advance(10).quarter, Some(4));
        let mut short = Progress::new(1, 0);
        assert_eq!(short.advance(1).quarter, Some(4));
    }
}
