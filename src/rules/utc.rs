//! The calendar of a Unix time in UTC, for the PGN tags `Date`, `UTCDate`
//! and `UTCTime` and the games folder's file names. Arithmetic on a time
//! the front end passes in: nothing here reads a clock.

/// A moment of the calendar in UTC.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Utc {
    /// The year.
    pub year: i64,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, 1 to 31.
    pub day: u32,
    /// The hour, 0 to 23.
    pub hour: u32,
    /// The minute, 0 to 59.
    pub minute: u32,
    /// The second, 0 to 59.
    pub second: u32,
}

impl Utc {
    /// The moment `unix_seconds` after 1970-01-01 00:00:00 UTC.
    ///
    /// ```
    /// use tactus::rules::utc::Utc;
    ///
    /// let t = Utc::of(1_796_135_530); // 2026-12-01 14:32:10 UTC
    /// assert_eq!(t.pgn_date(), "2026.12.01");
    /// assert_eq!(t.pgn_time(), "14:32:10");
    /// ```
    pub fn of(unix_seconds: u64) -> Utc {
        let days = (unix_seconds / 86_400) as i64;
        let secs = (unix_seconds % 86_400) as u32;
        // Howard Hinnant's days-to-civil algorithm.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        Utc {
            year: yoe + era * 400 + i64::from(month <= 2),
            month,
            day,
            hour: secs / 3600,
            minute: secs % 3600 / 60,
            second: secs % 60,
        }
    }

    /// The date as the PGN writes it: `2026.12.01`.
    pub fn pgn_date(&self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// The time of day as the PGN's `UTCTime` writes it: `14:32:10`.
    pub fn pgn_time(&self) -> String {
        format!("{:02}:{:02}:{:02}", self.hour, self.minute, self.second)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_and_leap_years() {
        let t = Utc::of(0);
        assert_eq!(
            (t.year, t.month, t.day, t.hour, t.minute),
            (1970, 1, 1, 0, 0)
        );
        let t = Utc::of(951_782_400);
        assert_eq!((t.year, t.month, t.day), (2000, 2, 29));
        assert_eq!(Utc::of(1_796_135_530).pgn_time(), "14:32:10");
    }
}
