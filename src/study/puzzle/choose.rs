//! Choosing a puzzle from the lines of a puzzle file, one line at a time,
//! so that a file of millions of rows is never held whole.
//!
//! The [`Chooser`] is fed every line ([`Chooser::offer`]) and keeps, for
//! each window of ratings around the one asked for (100, 200, 400, 800
//! points, then any), one puzzle drawn at random among the rows in it
//! (reservoir sampling), preferring puzzles the player has not done; at
//! the end ([`Chooser::finish`]) the one of the narrowest window that has
//! one is chosen. A row is checked ([`Puzzle::from_row`]) only when it
//! would be kept; a row that cannot be read or played is
//! [`Skipped`], named, and never chosen. With an id asked for, the row
//! of that id is the one, and the caller may stop reading at it.
//!
//! Pure: the lines and the random seed come from the caller.

use std::collections::HashSet;

use super::row::{Columns, RowFault, row};
use super::themes::has_theme;
use super::{Puzzle, PuzzleFault};

/// What the player asks for (`--rating`, `--theme`, `--id`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ask {
    /// About this rating (else the player's own).
    pub rating: Option<u16>,
    /// A theme the puzzle must have: Lichess's key (`fork`, `mateIn2`).
    pub theme: Option<String>,
    /// This puzzle, by its id.
    pub id: Option<String>,
    /// A puzzle from the player's own games ([`super::own`]) rather than
    /// from the puzzles shipped or a file (`--own`, `puzzle own`).
    pub own: bool,
}

/// A row left out: where it is, its id if it has one, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// Its line in the file, from 1 (the header is line 1).
    pub line: usize,
    /// Its id, if the row has one.
    pub id: Option<String>,
    /// Why it was left out.
    pub why: Why,
}

/// Why a row was left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Its fields cannot be read.
    Row(RowFault),
    /// Its puzzle cannot be played.
    Puzzle(PuzzleFault),
    /// The line is not text (not UTF-8).
    NotText,
}

/// What the chooser found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// This puzzle; `again`: every puzzle that fits was done before.
    Puzzle {
        /// The puzzle.
        puzzle: Box<Puzzle>,
        /// Whether the player has done it before.
        again: bool,
    },
    /// None, and why.
    None(NoPuzzle),
}

/// Why no puzzle was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoPuzzle {
    /// The file has no row that is a puzzle.
    Empty,
    /// No row has this id.
    NoSuchId(String),
    /// The row of the id asked for cannot be played (it was skipped).
    Unplayable(String),
    /// No row has this theme.
    NoTheme(String),
}

/// The windows of ratings around the one asked for, narrowest first.
const WINDOWS: [u16; 5] = [100, 200, 400, 800, u16::MAX];

/// How many skipped rows are kept to be named; the rest are counted.
pub const NAMED_SKIPS: usize = 5;

/// One puzzle kept per window, and how many rows the window met.
#[derive(Clone, Debug, Default)]
struct Reservoir {
    kept: Option<Puzzle>,
    seen: u64,
}

/// Chooses a puzzle from lines fed one by one; see the [module
/// documentation](self).
#[derive(Debug)]
pub struct Chooser<'p> {
    ask: Ask,
    target: u16,
    played: &'p HashSet<String>,
    columns: Option<Columns>,
    /// Per window: among the puzzles not done yet, and among those done.
    fresh: [Reservoir; 5],
    done: [Reservoir; 5],
    rng: u64,
    skipped: Vec<Skipped>,
    more_skipped: usize,
    rows: usize,
    themed: usize,
    found: Option<Puzzle>,
    id_met: bool,
}

impl<'p> Chooser<'p> {
    /// A chooser for `ask` about `target` (the rating asked for, else the
    /// player's), leaving out if it can the ids of `played`, drawing with
    /// `seed`.
    pub fn new(ask: Ask, target: u16, played: &'p HashSet<String>, seed: u64) -> Chooser<'p> {
        Chooser {
            target: ask.rating.unwrap_or(target),
            ask,
            played,
            columns: None,
            fresh: Default::default(),
            done: Default::default(),
            rng: seed ^ 0x9E37_79B9_7F4A_7C15,
            skipped: Vec::new(),
            more_skipped: 0,
            rows: 0,
            themed: 0,
            found: None,
            id_met: false,
        }
    }

    /// Takes line `number` of the file (`None`: it is not text). Returns
    /// `false` when no further line can change the choice (the id asked
    /// for was found).
    pub fn offer(&mut self, number: usize, line: Option<&str>) -> bool {
        let Some(line) = line else {
            self.skip(number, None, Why::NotText);
            return true;
        };
        if line.trim().is_empty() {
            return true;
        }
        let columns = match self.columns {
            Some(columns) => columns,
            None => {
                let header = Columns::of_header(line);
                self.columns = Some(header.unwrap_or(Columns::LICHESS));
                if header.is_some() || Columns::is_header(line) {
                    return true;
                }
                Columns::LICHESS
            }
        };
        let fields = match row(line, &columns) {
            Ok(fields) => fields,
            Err(fault) => {
                let id = line
                    .split(',')
                    .next()
                    .map(str::trim)
                    .filter(|s| !s.is_empty());
                self.skip(number, id.map(str::to_owned), Why::Row(fault));
                return true;
            }
        };
        self.rows += 1;
        let checked = |s: &mut Self| match Puzzle::from_row(&fields) {
            Ok(puzzle) => Some(puzzle),
            Err(fault) => {
                s.skip(number, Some(fields.id.to_owned()), Why::Puzzle(fault));
                None
            }
        };
        if self.ask.id.is_some() {
            if self.ask.id.as_deref() != Some(fields.id) {
                return true;
            }
            self.id_met = true;
            self.found = checked(self);
            return false;
        }
        if let Some(theme) = &self.ask.theme
            && !has_theme(fields.themes, theme)
        {
            return true;
        }
        self.themed += 1;
        let distance = fields.rating.abs_diff(self.target);
        let was_played = self.played.contains(fields.id);
        // Checked at most once, when first kept.
        let mut puzzle: Option<Option<Puzzle>> = None;
        for (window, &width) in WINDOWS.iter().enumerate() {
            if distance > width {
                continue;
            }
            let draw = self.draw();
            let reservoir = if was_played {
                &mut self.done[window]
            } else {
                &mut self.fresh[window]
            };
            reservoir.seen += 1;
            let keep = reservoir.kept.is_none() || draw.is_multiple_of(reservoir.seen);
            if !keep {
                continue;
            }
            let candidate = match &puzzle {
                Some(checked) => checked.clone(),
                None => {
                    let c = checked(self);
                    puzzle = Some(c.clone());
                    c
                }
            };
            if let Some(candidate) = candidate {
                let reservoir = if was_played {
                    &mut self.done[window]
                } else {
                    &mut self.fresh[window]
                };
                reservoir.kept = Some(candidate);
            }
        }
        true
    }

    /// The puzzle chosen, and the rows left out: the first
    /// [`NAMED_SKIPS`] of them, and how many more.
    pub fn finish(self) -> (Chosen, Vec<Skipped>, usize) {
        let chosen = self.choice();
        (chosen, self.skipped, self.more_skipped)
    }

    fn choice(&self) -> Chosen {
        let puzzle = |p: &Puzzle, again| Chosen::Puzzle {
            puzzle: Box::new(p.clone()),
            again,
        };
        if let Some(id) = &self.ask.id {
            return match &self.found {
                Some(p) => puzzle(p, self.played.contains(&p.id)),
                None if self.id_met => Chosen::None(NoPuzzle::Unplayable(id.clone())),
                None => Chosen::None(NoPuzzle::NoSuchId(id.clone())),
            };
        }
        fn first(reservoirs: &[Reservoir; 5]) -> Option<&Puzzle> {
            reservoirs.iter().find_map(|r| r.kept.as_ref())
        }
        if let Some(p) = first(&self.fresh) {
            return puzzle(p, false);
        }
        if let Some(p) = first(&self.done) {
            return puzzle(p, true);
        }
        match &self.ask.theme {
            Some(theme) if self.rows > 0 && self.themed == 0 => {
                Chosen::None(NoPuzzle::NoTheme(theme.clone()))
            }
            _ => Chosen::None(NoPuzzle::Empty),
        }
    }

    fn skip(&mut self, line: usize, id: Option<String>, why: Why) {
        if self.skipped.len() < NAMED_SKIPS {
            self.skipped.push(Skipped { line, id, why });
        } else {
            self.more_skipped += 1;
        }
    }

    /// The next number of a SplitMix64 sequence.
    fn draw(&mut self) -> u64 {
        self.rng = self.rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes";
    const LOW: &str =
        "low,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,900,80,mate mateIn1 backRankMate";
    const HIGH: &str = "high,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,2000,80,mate mateIn1";
    const BAD: &str = "bad,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a9,950,80,mate";

    fn choose(
        lines: &[&str],
        ask: Ask,
        target: u16,
        played: &HashSet<String>,
    ) -> (Chosen, Vec<Skipped>) {
        let mut chooser = Chooser::new(ask, target, played, 7);
        for (i, line) in lines.iter().enumerate() {
            if !chooser.offer(i + 1, Some(line)) {
                break;
            }
        }
        let (chosen, skipped, _) = chooser.finish();
        (chosen, skipped)
    }

    fn id(chosen: &Chosen) -> Option<&str> {
        match chosen {
            Chosen::Puzzle { puzzle, .. } => Some(&puzzle.id),
            Chosen::None(_) => None,
        }
    }

    #[test]
    fn the_puzzle_nearest_the_rating_is_chosen_and_a_bad_row_named() {
        let none = HashSet::new();
        let (chosen, skipped) = choose(&[HEADER, BAD, LOW, HIGH], Ask::default(), 1000, &none);
        assert_eq!(id(&chosen), Some("low"));
        assert_eq!(skipped.len(), 1);
        assert_eq!(skipped[0].line, 2);
        assert_eq!(skipped[0].id.as_deref(), Some("bad"));
        let (chosen, _) = choose(&[HEADER, LOW, HIGH], Ask::default(), 1900, &none);
        assert_eq!(id(&chosen), Some("high"));
    }

    #[test]
    fn a_puzzle_done_before_comes_only_when_none_other_fits() {
        let played: HashSet<String> = ["low".to_owned()].into();
        let (chosen, _) = choose(&[HEADER, LOW, HIGH], Ask::default(), 900, &played);
        assert_eq!(id(&chosen), Some("high"));
        let (chosen, _) = choose(&[HEADER, LOW], Ask::default(), 900, &played);
        assert!(matches!(chosen, Chosen::Puzzle { again: true, .. }));
    }

    #[test]
    fn a_theme_and_an_id_choose() {
        let none = HashSet::new();
        let theme = |t: &str| Ask {
            theme: Some(t.into()),
            ..Ask::default()
        };
        let (chosen, _) = choose(&[HEADER, LOW, HIGH], theme("backrankmate"), 2000, &none);
        assert_eq!(id(&chosen), Some("low"));
        let (chosen, _) = choose(&[HEADER, LOW, HIGH], theme("fork"), 2000, &none);
        assert_eq!(chosen, Chosen::None(NoPuzzle::NoTheme("fork".into())));
        let by_id = |i: &str| Ask {
            id: Some(i.into()),
            ..Ask::default()
        };
        let (chosen, _) = choose(&[HEADER, LOW, HIGH], by_id("high"), 900, &none);
        assert_eq!(id(&chosen), Some("high"));
        let (chosen, _) = choose(&[HEADER, LOW], by_id("zzz"), 900, &none);
        assert_eq!(chosen, Chosen::None(NoPuzzle::NoSuchId("zzz".into())));
        let (chosen, skipped) = choose(&[HEADER, BAD], by_id("bad"), 900, &none);
        assert_eq!(chosen, Chosen::None(NoPuzzle::Unplayable("bad".into())));
        assert_eq!(skipped.len(), 1);
    }

    #[test]
    fn a_file_without_header_is_in_the_databases_order_and_junk_is_skipped() {
        let none = HashSet::new();
        let database = "d1,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,900,80,95,100,mate mateIn1,https://lichess.org/x,";
        let (chosen, skipped) = choose(&[database, "not a puzzle"], Ask::default(), 900, &none);
        assert_eq!(id(&chosen), Some("d1"));
        assert_eq!(skipped[0].line, 2);
        let (chosen, skipped) = choose(
            &["a shopping list", "milk, eggs"],
            Ask::default(),
            900,
            &none,
        );
        assert_eq!(chosen, Chosen::None(NoPuzzle::Empty));
        assert_eq!(skipped.len(), 2);
    }

    #[test]
    fn the_choice_among_many_is_spread_by_the_seed() {
        let none = HashSet::new();
        let lines: Vec<String> = std::iter::once(HEADER.to_owned())
            .chain((0..50).map(|i| {
                format!("p{i},6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,1500,80,mate")
            }))
            .collect();
        let mut ids = HashSet::new();
        for seed in 0..20 {
            let mut chooser = Chooser::new(Ask::default(), 1500, &none, seed);
            for (i, line) in lines.iter().enumerate() {
                chooser.offer(i + 1, Some(line));
            }
            if let (Chosen::Puzzle { puzzle, .. }, _, _) = chooser.finish() {
                ids.insert(puzzle.id);
            }
        }
        assert!(ids.len() > 8, "{ids:?}");
    }

    mod random_rows {
        use super::*;
        use crate::study::puzzle::{Solving, Verdict};
        use proptest::prelude::*;

        /// A row made of parts that are often right and often not.
        fn a_row() -> impl Strategy<Value = String> {
            let fen = prop::sample::select(vec![
                "6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1",
                "6k1/1p3ppp/8/8/8/8/5PPP/R1R3K1 b - - 0 1",
                "5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27",
                "8/8/8/8/8/8/8/8 w - - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "not a fen",
                "",
            ]);
            let mv = prop::sample::select(vec![
                "b7b6", "a1a8", "c1c8", "d3d6", "f8d8", "d6d8", "f6d8", "e2e4", "e7e5", "e1g1",
                "a7a8q", "zz", "a1a9", "0000",
            ]);
            let moves = prop_oneof![
                Just("b7b6 a1a8".to_owned()),
                Just("b7b6 c1c8".to_owned()),
                Just("d3d6 f8d8 d6d8 f6d8".to_owned()),
                prop::collection::vec(mv, 0..6).prop_map(|m| m.join(" ")),
            ];
            let rating = prop_oneof![
                (0u32..5000).prop_map(|n| n.to_string()),
                Just("high".to_owned())
            ];
            let themes = prop::sample::select(vec!["mate mateIn1", "fork", "", "mate", "short"]);
            let extra = prop::collection::vec("[,a-z0-9 ]{0,4}", 0..2);
            (fen, moves, rating, themes, extra).prop_map(|(fen, moves, rating, themes, extra)| {
                let mut row = format!("p1,{fen},{moves},{rating},80,{themes}");
                for e in extra {
                    row.push_str(&e);
                }
                row
            })
        }

        proptest! {
            #[test]
            fn any_rows_are_read_without_panic_and_the_one_chosen_solves_by_its_line(
                rows in prop::collection::vec(prop_oneof![a_row(), ".{0,40}"], 0..8),
                header in any::<bool>(),
                seed in any::<u64>(),
            ) {
                let none = HashSet::new();
                let mut chooser = Chooser::new(Ask::default(), 1500, &none, seed);
                if header {
                    chooser.offer(1, Some(HEADER));
                }
                for (i, line) in rows.iter().enumerate() {
                    chooser.offer(i + 2, Some(line));
                }
                let (chosen, _, _) = chooser.finish();
                if let Chosen::Puzzle { puzzle, .. } = chosen {
                    let mut hinted = Solving::start((*puzzle).clone());
                    let _ = hinted.hint();
                    let _ = hinted.hint();
                    prop_assert!(!hinted.solution().is_empty());
                    let mut solving = Solving::start((*puzzle).clone());
                    let mut verdict = Verdict::Wrong;
                    for mv in puzzle.moves.iter().skip(1).step_by(2) {
                        verdict = solving.handle(*mv);
                        prop_assert_ne!(verdict, Verdict::Wrong);
                        if verdict == Verdict::Solved {
                            break;
                        }
                    }
                    prop_assert_eq!(verdict, Verdict::Solved);
                }
            }
        }
    }
}
