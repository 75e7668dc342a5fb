//! The puzzles shipped with tactus: 16,001 of the Lichess puzzle database
//! (CC0 1.0), in `assets/puzzles/lichess-16k.csv` with only the columns
//! tactus reads ([`super::row::Columns::SHIPPED`]), compiled in so that
//! nothing is looked up at run time (see `assets/puzzles/SOURCE`).

/// The shipped file, its header first.
pub const CSV: &str = include_str!("../../../assets/puzzles/lichess-16k.csv");

/// The lines of the shipped file, numbered from 1 as a file's lines are
/// (the header is line 1).
pub fn lines() -> impl Iterator<Item = (usize, &'static str)> {
    CSV.lines().enumerate().map(|(i, line)| (i + 1, line))
}
