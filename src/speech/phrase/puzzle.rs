//! Puzzles in sentences (`locales/*/puzzles.ftl`): what to find, right
//! and wrong, hints, the end with the puzzle's rating and themes in the
//! player's language, the player's rating, and a puzzle file's rows that
//! were left out, each named by its line.

use super::{Phrases, role_key, who};
use crate::event::PuzzleNotice;
use crate::notation::render::{role_words, square_words};
use crate::speech::{Kind, Priority};
use crate::study::puzzle::{
    Hint, Lapse, PuzzleFault,
    choose::{NoPuzzle, Skipped, Why},
    row::RowFault,
    themes::key_words,
};

impl Phrases {
    /// The sentence for what a puzzle says, with its priority and kind.
    pub(super) fn puzzle(&self, notice: &PuzzleNotice) -> (Priority, Kind, String) {
        use PuzzleNotice as P;
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        let refusal = |text: String| (Priority::Now, Kind::Refusal, text);
        match notice {
            P::Begun {
                first,
                again,
                rating,
                theme,
            } => {
                let id = match (first, again) {
                    (_, true) => "puzzle-begun-again",
                    (true, false) => "puzzle-begun-first",
                    (false, false) => "puzzle-begun",
                };
                let args = vec![
                    ("rating", (*rating).into()),
                    ("theme", self.asked_theme(theme.as_deref()).into()),
                    ("has-theme", yes_no(theme.is_some()).into()),
                ];
                info(self.say(id, args))
            }
            P::Nearest { asked, theme } => info(self.say(
                "puzzle-nearest",
                vec![
                    ("asked", (*asked).into()),
                    ("theme", self.asked_theme(theme.as_deref()).into()),
                    ("has-theme", yes_no(theme.is_some()).into()),
                ],
            )),
            P::YourRating {
                rating,
                deviation,
                provisional,
                done,
            } => info(self.say(
                "puzzle-your-rating",
                vec![
                    ("rating", (*rating).into()),
                    ("deviation", (*deviation).into()),
                    ("provisional", yes_no(*provisional).into()),
                    ("done", (*done).into()),
                ],
            )),
            P::Find { side, mate, later } => {
                let args = vec![
                    ("side", who(*side, None).into()),
                    ("mate", mate.unwrap_or(0).into()),
                ];
                let id = match (later, mate.is_some()) {
                    (false, false) => "puzzle-find-best",
                    (false, true) => "puzzle-find-mate",
                    (true, false) => "puzzle-find-next",
                    (true, true) => "puzzle-find-next-mate",
                };
                (Priority::Next, Kind::Info, self.say(id, args))
            }
            P::Right => info(self.say("puzzle-right", vec![])),
            P::Wrong => refusal(self.say("puzzle-wrong", vec![])),
            P::Hint(hint) => info(self.hint(*hint)),
            P::Solution(line) => {
                let moves: Vec<String> = line
                    .iter()
                    .map(|(before, mv)| self.numbered_move(before, *mv))
                    .collect();
                info(self.say("puzzle-solution", vec![("moves", moves.join("; ").into())]))
            }
            P::Again => info(self.say("puzzle-again", vec![])),
            P::Over { solved, lapse } => {
                let id = match (solved, lapse) {
                    (false, _) => "puzzle-not-solved",
                    (true, None) => "puzzle-solved",
                    (true, Some(Lapse::Wrong)) => "puzzle-solved-after-wrong",
                    (true, Some(_)) => "puzzle-solved-with-hint",
                };
                (Priority::Now, Kind::Result, self.say(id, vec![]))
            }
            P::About { id, rating, themes } => {
                let args = vec![
                    ("id", id.clone().into()),
                    ("rating", (*rating).into()),
                    ("themes", self.themes(themes).into()),
                    ("count", themes.len().into()),
                ];
                info(self.say("puzzle-about", args))
            }
            P::Rating {
                before,
                after,
                provisional,
                counted,
            } => info(self.rating(*before, *after, *provisional, *counted)),
            P::WhatNext => info(self.say("puzzle-what-next", vec![])),
            P::IsOver => refusal(self.say("puzzle-is-over", vec![])),
            P::NotInPuzzle => refusal(self.say("puzzle-not-in-puzzle", vec![])),
            P::NoPuzzle => refusal(self.say("puzzle-none-to-help", vec![])),
            P::NoClock => info(self.say("puzzle-no-clock", vec![])),
            P::ConfirmSetAside => (
                Priority::Now,
                Kind::Info,
                self.say("puzzle-confirm-set-aside", vec![]),
            ),
            P::Skipped { file, row } => refusal(self.skipped(file.as_deref(), row)),
            P::MoreSkipped { file, count } => refusal(self.say(
                "puzzle-more-skipped",
                vec![
                    ("file", self.puzzle_file(file.as_deref()).into()),
                    ("count", (*count).into()),
                ],
            )),
            P::NoneChosen { file, why } => refusal(self.none_chosen(file.as_deref(), why)),
            P::NoneOwn => refusal(self.say("puzzle-none-own", vec![])),
            P::FileUnreadable { file, error } => refusal(self.say(
                "puzzle-file-unreadable",
                vec![
                    ("file", file.clone().into()),
                    ("why", self.file_error(error).into()),
                ],
            )),
            P::NotSaved { error } => refusal(self.say(
                "puzzle-not-saved",
                vec![("why", self.file_error(error).into())],
            )),
            P::RecordDamaged { kept } => refusal(match kept {
                Ok(name) => self.say("puzzle-record-damaged", vec![("name", name.clone().into())]),
                Err(error) => self.say(
                    "puzzle-record-damaged-stuck",
                    vec![("why", self.file_error(error).into())],
                ),
            }),
        }
    }

    /// The theme asked for in the player's language, or nothing.
    fn asked_theme(&self, theme: Option<&str>) -> String {
        theme.map(|t| self.theme(t)).unwrap_or_default()
    }

    /// A hint: "Hint: the knight on e5." / "… goes to f7."
    fn hint(&self, hint: Hint) -> String {
        let style = self.board_style();
        let (role, from, to) = match hint {
            Hint::Piece { role, from } => (role, from, None),
            Hint::Square { role, from, to } => (role, from, Some(to)),
        };
        let mut args = vec![
            ("role", role_key(role).into()),
            ("piece", role_words(role, style, self.lang).into()),
            ("from", square_words(from, style, self.lang).into()),
        ];
        match to {
            None => self.say("puzzle-hint-piece", args),
            Some(to) => {
                args.push(("to", square_words(to, style, self.lang).into()));
                self.say("puzzle-hint-square", args)
            }
        }
    }

    /// The themes of a puzzle in the player's language, in the order of
    /// its words; a theme without its own words is said as its key's words.
    pub fn themes(&self, themes: &[String]) -> String {
        let mut words: Vec<String> = themes.iter().map(|key| self.theme(key)).collect();
        words.sort_by_key(|w| w.to_lowercase());
        words.join(", ")
    }

    /// One theme in the player's language (`fork`: "fork", "Gabel",
    /// "ataque doble").
    pub fn theme(&self, key: &str) -> String {
        let id = format!("theme-{key}");
        let said = self.say(&id, vec![]);
        if said == id { key_words(key) } else { said }
    }

    /// The player's rating after a puzzle.
    fn rating(&self, before: i32, after: i32, provisional: bool, counted: bool) -> String {
        if !counted {
            return self.say("puzzle-rating-kept", vec![("rating", after.into())]);
        }
        let change = after - before;
        let way = match change {
            0 => "same",
            c if c > 0 => "up",
            _ => "down",
        };
        self.say(
            "puzzle-rating",
            vec![
                ("rating", after.into()),
                ("way", way.into()),
                ("change", change.unsigned_abs().into()),
                ("provisional", if provisional { "yes" } else { "no" }.into()),
            ],
        )
    }

    /// The puzzle file as named, or the puzzles shipped with tactus.
    fn puzzle_file(&self, file: Option<&str>) -> String {
        match file {
            Some(file) => file.to_owned(),
            None => self.say("puzzle-shipped", vec![]),
        }
    }

    /// A row left out: "Line 3 of bad.csv, puzzle 0000X, skipped: its
    /// move 2, a1a9, cannot be made there."
    fn skipped(&self, file: Option<&str>, row: &Skipped) -> String {
        let why = match &row.why {
            Why::NotText => self.say("puzzle-row-not-text", vec![]),
            Why::Row(RowFault::Fields { found, wanted }) => self.say(
                "puzzle-row-fields",
                vec![("found", (*found).into()), ("wanted", (*wanted).into())],
            ),
            Why::Row(RowFault::Rating(text)) => {
                self.say("puzzle-row-rating", vec![("text", text.clone().into())])
            }
            Why::Row(RowFault::NoId) => self.say("puzzle-row-no-id", vec![]),
            Why::Puzzle(PuzzleFault::Fen(_)) => self.say("puzzle-row-fen", vec![]),
            Why::Puzzle(PuzzleFault::Move { number, uci }) => self.say(
                "puzzle-row-move",
                vec![("number", (*number).into()), ("uci", uci.clone().into())],
            ),
            Why::Puzzle(PuzzleFault::TooShort) => self.say("puzzle-row-short", vec![]),
            Why::Puzzle(PuzzleFault::EndsWithOpponent) => {
                self.say("puzzle-row-ends-with-opponent", vec![])
            }
            Why::Puzzle(PuzzleFault::NoMate) => self.say("puzzle-row-no-mate", vec![]),
        };
        self.say(
            "puzzle-row-skipped",
            vec![
                ("line", row.line.into()),
                ("file", self.puzzle_file(file).into()),
                ("id", row.id.clone().unwrap_or_default().into()),
                ("has-id", if row.id.is_some() { "yes" } else { "no" }.into()),
                ("why", why.into()),
            ],
        )
    }

    /// Why no puzzle could be chosen.
    fn none_chosen(&self, file: Option<&str>, why: &NoPuzzle) -> String {
        let shipped = file.is_none();
        let file = self.puzzle_file(file);
        match why {
            NoPuzzle::NoSuchId(id) if shipped => {
                self.say("puzzle-no-such-id-shipped", vec![("id", id.clone().into())])
            }
            NoPuzzle::NoTheme(theme) if shipped => self.say(
                "puzzle-no-theme-shipped",
                vec![("theme", self.theme(theme).into())],
            ),
            NoPuzzle::Empty => self.say("puzzle-none-in-file", vec![("file", file.into())]),
            NoPuzzle::NoSuchId(id) => self.say(
                "puzzle-no-such-id",
                vec![("file", file.into()), ("id", id.clone().into())],
            ),
            NoPuzzle::Unplayable(id) => {
                self.say("puzzle-unplayable", vec![("id", id.clone().into())])
            }
            NoPuzzle::NoTheme(theme) => self.say(
                "puzzle-no-theme",
                vec![("file", file.into()), ("theme", self.theme(theme).into())],
            ),
        }
    }
}

/// Fluent's selector for a yes or no.
fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}
