//! When the sound stream rests: it is closed once nothing has sounded for
//! [`REST_AFTER_MS`], and opened again by the next sound, so a clock that
//! waits costs nothing for its sound (a running stream wakes its thread
//! every few milliseconds, silence or not). Pure: time is a parameter, in
//! milliseconds of the caller's clock.

/// How long the stream plays silence before it rests.
pub const REST_AFTER_MS: u64 = 2_000;
/// How often a sounding stream is looked at to see whether it is silent.
pub const LOOK_EVERY_MS: u64 = 250;

/// What to do with the stream.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Open it (again): a sound is waiting.
    Open,
    /// Close it: it has been silent long enough.
    Rest,
}

/// The stream's rest: whether it is open, and since when it has been
/// silent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rest {
    after_ms: u64,
    open: bool,
    quiet_since: Option<u64>,
}

impl Rest {
    /// An open stream that rests after `after_ms` of silence.
    pub fn new(after_ms: u64) -> Rest {
        Rest {
            after_ms,
            open: true,
            quiet_since: None,
        }
    }

    /// Whether the stream is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// A sound was queued at `now`: [`Change::Open`] if the stream rests.
    pub fn sound(&mut self, _now: u64) -> Option<Change> {
        self.quiet_since = None;
        if self.open {
            None
        } else {
            self.open = true;
            Some(Change::Open)
        }
    }

    /// The stream was looked at, at `now`: `silent` when nothing is queued
    /// or playing. [`Change::Rest`] once it has been silent for the whole
    /// rest time.
    pub fn looked(&mut self, now: u64, silent: bool) -> Option<Change> {
        if !self.open {
            return None;
        }
        if !silent {
            self.quiet_since = None;
            return None;
        }
        let since = *self.quiet_since.get_or_insert(now);
        if now.saturating_sub(since) >= self.after_ms {
            self.open = false;
            self.quiet_since = None;
            Some(Change::Rest)
        } else {
            None
        }
    }

    /// How long after `now` to look at the stream again: `None` while it
    /// rests (only a sound wakes it).
    pub fn next_look(&self, now: u64) -> Option<u64> {
        if !self.open {
            return None;
        }
        Some(match self.quiet_since {
            Some(since) => (since + self.after_ms).saturating_sub(now).max(1),
            None => LOOK_EVERY_MS.min(self.after_ms).max(1),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rests_after_the_whole_rest_time_of_silence_only() {
        let mut rest = Rest::new(1_000);
        assert_eq!(rest.looked(0, true), None);
        assert_eq!(rest.next_look(0), Some(1_000));
        assert_eq!(rest.looked(999, true), None);
        assert_eq!(rest.next_look(999), Some(1));
        assert_eq!(rest.looked(1_000, true), Some(Change::Rest));
        assert!(!rest.is_open());
        assert_eq!(rest.next_look(1_000), None);
        assert_eq!(rest.looked(5_000, true), None);
    }

    #[test]
    fn a_sound_in_between_starts_the_silence_again() {
        let mut rest = Rest::new(1_000);
        rest.looked(0, true);
        rest.looked(600, false);
        assert_eq!(rest.looked(1_200, true), None);
        assert_eq!(rest.looked(2_100, true), None);
        assert_eq!(rest.looked(2_200, true), Some(Change::Rest));

        let mut rest = Rest::new(1_000);
        rest.looked(0, true);
        assert_eq!(rest.sound(900), None);
        assert_eq!(rest.looked(1_000, true), None);
        assert_eq!(rest.next_look(1_000), Some(1_000));
    }

    #[test]
    fn a_sound_opens_a_resting_stream_once() {
        let mut rest = Rest::new(500);
        rest.looked(0, true);
        assert_eq!(rest.looked(500, true), Some(Change::Rest));
        assert_eq!(rest.sound(7_000), Some(Change::Open));
        assert_eq!(rest.sound(7_001), None);
        assert!(rest.is_open());
        // Sounding: looked at again soon, not at the end of a rest time.
        assert_eq!(rest.next_look(7_001), Some(LOOK_EVERY_MS));
        assert_eq!(rest.looked(7_100, false), None);
        assert_eq!(rest.looked(7_200, true), None);
        assert_eq!(rest.looked(7_700, true), Some(Change::Rest));
    }
}
