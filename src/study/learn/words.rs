//! A lesson in words, in the player's style and language (the
//! `study-learn-*` messages of `locales/*/study.ftl`): the exercise ("Move
//! 4: you played Bishop takes f7, check. Find a better move for White."),
//! the verdict on a move tried ("Yes: Knight g5 keeps White's advantage.",
//! "Not this one: after Knight e5, Black plays Queen takes e5."), the
//! hints, the solution and the end ("You found 3 of 5.").

use fluent_bundle::FluentValue;
use shakmaty::{Color, Move};

use super::{Exercise, Hint, Verdict, after};
use crate::notation::{
    format_message,
    render::{move_words, role_words, square_words},
};
use crate::study::review::{Standing, words::ReviewWords};

fn side_key(side: Color) -> &'static str {
    side.fold_wb("white", "black")
}

fn role_key(role: shakmaty::Role) -> &'static str {
    ["pawn", "knight", "bishop", "rook", "queen", "king"][usize::from(role) - 1]
}

impl ReviewWords {
    fn learn(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        format_message(self.lang, id, args)
    }

    /// What the lesson holds: "2 moves to find again." (`side` names whose
    /// mistakes, when one side's).
    pub fn lesson_start(&self, count: usize, side: Option<Color>) -> String {
        self.learn(
            "study-learn-start",
            &[
                ("count", count.into()),
                ("side", side.map_or("both", side_key).into()),
            ],
        )
    }

    /// The exercise: "Move 4: you played Bishop takes f7, check. Find a
    /// better move for White." (`you`: the player made the move).
    pub fn question(&self, exercise: &Exercise, you: bool) -> String {
        let who = if you { "you" } else { side_key(exercise.side) };
        self.learn(
            "study-learn-question",
            &[
                ("number", exercise.number.into()),
                ("who", who.into()),
                ("side", side_key(exercise.side).into()),
                (
                    "move",
                    move_words(
                        &exercise.before,
                        exercise.played,
                        self.style,
                        self.lang,
                        false,
                    )
                    .into(),
                ),
            ],
        )
    }

    /// The verdict on `tried`: "Yes: Knight g5 keeps White's advantage."
    /// (and the engine's move when it was another), or "Not this one:
    /// after Knight e5, Black plays Queen takes e5. …".
    pub fn verdict(&self, exercise: &Exercise, tried: Move, verdict: &Verdict) -> String {
        let words = move_words(&exercise.before, tried, self.style, self.lang, false);
        match verdict {
            Verdict::Right(standing) => {
                let key = match standing {
                    Standing::Level => "level",
                    Standing::Better(s) | Standing::Winning(s) if *s == exercise.side => "ahead",
                    Standing::Better(_) | Standing::Winning(_) => "behind",
                };
                let mut said = self.learn(
                    "study-learn-right",
                    &[
                        ("move", words.into()),
                        ("standing", key.into()),
                        ("side", side_key(exercise.side).into()),
                    ],
                );
                if tried != exercise.best {
                    let best = move_words(
                        &exercise.before,
                        exercise.best,
                        self.style,
                        self.lang,
                        false,
                    );
                    said.push(' ');
                    said.push_str(
                        &self.learn("study-learn-engine-choice", &[("move", best.into())]),
                    );
                }
                said
            }
            Verdict::Wrong(Some(reply)) => {
                let after = after(exercise, tried);
                let reply = move_words(&after, *reply, self.style, self.lang, false);
                self.learn(
                    "study-learn-wrong",
                    &[
                        ("move", words.into()),
                        ("side", side_key(!exercise.side).into()),
                        ("reply", reply.into()),
                    ],
                )
            }
            Verdict::Wrong(None) => self.learn("study-learn-wrong-bare", &[("move", words.into())]),
        }
    }

    /// A hint: "Think of the knight on f3.", "It goes to g5.".
    pub fn hint(&self, hint: Hint) -> String {
        match hint {
            Hint::Piece(role, square) => self.learn(
                "study-learn-hint-piece",
                &[
                    ("piece", role_words(role, self.style, self.lang).into()),
                    ("role", role_key(role).into()),
                    ("square", square_words(square, self.style, self.lang).into()),
                ],
            ),
            Hint::Square(square) => self.learn(
                "study-learn-hint-square",
                &[("square", square_words(square, self.style, self.lang).into())],
            ),
            Hint::NoMore => self.learn("study-learn-no-more-hints", &[]),
        }
    }

    /// The solution: "The move is Knight g5."
    pub fn solution(&self, exercise: &Exercise) -> String {
        let best = move_words(
            &exercise.before,
            exercise.best,
            self.style,
            self.lang,
            false,
        );
        self.learn("study-learn-solution", &[("move", best.into())])
    }

    /// The end: "You found 3 of 5."
    pub fn lesson_end(&self, found: usize, total: usize) -> String {
        self.learn(
            "study-learn-end",
            &[("found", found.into()), ("total", total.into())],
        )
    }

    /// What can be typed in a lesson.
    pub fn lesson_help(&self) -> String {
        self.learn("study-learn-help", &[])
    }

    /// A command of a game that a lesson does not take.
    pub fn lesson_refused(&self) -> String {
        self.learn("study-learn-refused", &[])
    }

    /// The engine cannot judge a move tried: why, and that only the best
    /// move is taken now.
    pub fn cannot_judge(&self, error: &str) -> String {
        self.learn(
            "study-learn-cannot-judge",
            &[("error", error.to_owned().into())],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};
    use crate::study::learn::{Lesson, exercises, verdict};
    use crate::study::review::tests::blunder_game;

    #[test]
    fn a_lesson_is_said_in_every_language() {
        let review = blunder_game();
        let exercise = exercises(&review, None).remove(0);
        let reply = review.moves[6].reply.first().copied();
        let en = ReviewWords {
            style: Style::Spoken,
            lang: Lang::En,
        };
        assert_eq!(
            en.question(&exercise, true),
            "Move 4: you played Bishop takes f7, check. Find a better move for White."
        );
        assert_eq!(
            en.verdict(
                &exercise,
                exercise.played,
                &verdict(
                    &exercise,
                    exercise.played,
                    Some(crate::engine::analysis::Eval::Cp(-250)),
                    reply
                )
            ),
            "Not this one: after Bishop takes f7, check, Black plays King takes f7. Try again, or say hint, solution or skip."
        );
        assert_eq!(
            en.verdict(
                &exercise,
                exercise.best,
                &Verdict::Right(Standing::Better(Color::White))
            ),
            "Yes: Knight g5 keeps White's advantage."
        );
        let mut lesson = Lesson::new(vec![exercise.clone()]);
        assert_eq!(
            en.hint(lesson.hint().unwrap()),
            "Think of the knight on f3."
        );
        assert_eq!(en.hint(lesson.hint().unwrap()), "It goes to g5.");
        assert_eq!(en.lesson_end(3, 5), "You found 3 of 5.");
        for lang in Lang::ALL {
            let words = ReviewWords {
                style: Style::Spoken,
                lang,
            };
            let mut lesson = Lesson::new(vec![exercise.clone()]);
            let mut lines = vec![
                words.lesson_start(1, Some(Color::White)),
                words.lesson_start(0, None),
                words.question(&exercise, false),
                words.verdict(&exercise, exercise.played, &Verdict::Wrong(reply)),
                words.verdict(&exercise, exercise.played, &Verdict::Wrong(None)),
                words.solution(&exercise),
                words.lesson_end(1, 2),
                words.lesson_help(),
                words.lesson_refused(),
                words.cannot_judge("x"),
            ];
            for standing in [
                Standing::Level,
                Standing::Better(Color::White),
                Standing::Winning(Color::Black),
            ] {
                lines.push(words.verdict(&exercise, exercise.played, &Verdict::Right(standing)));
            }
            for _ in 0..3 {
                lines.push(words.hint(lesson.hint().unwrap()));
            }
            for line in &lines {
                assert!(!line.contains("study-"), "{lang}: {line}");
                assert!(!line.contains('{'), "{lang}: {line}");
            }
        }
        let de = ReviewWords {
            style: Style::Spoken,
            lang: Lang::De,
        };
        assert_eq!(
            de.hint(Hint::Piece(shakmaty::Role::Queen, shakmaty::Square::D1)),
            "Denken Sie an die Dame auf d1."
        );
    }
}
