//! Review mode: the game stepped through move by move, said and shown,
//! back to the present (issue 10, point 14). Pure: it knows how many
//! moves are shown and answers a key with the new place and what to say.
//!
//! While it is open the board shows the position after the shown move and
//! the move list marks it; the game goes on underneath (an engine's move
//! is said as always), and closing it shows the game as it stands.
//!
//! When the game was reviewed by the engine (`review` on the command line;
//! the games folder keeps it), each move shown comes with the engine's
//! word on it, as the review's key moments say it: "Move 2, White: g4, a
//! blunder. This allows mate in 1: Queen h4. Better was e4."

use std::rc::Rc;

use shakmaty::{Chess, Position};

use super::view::BoardView;

use crate::keymap::{BoardAction, KeyAction, WindowAction};
use crate::notation::{Lang, Style, format_message};
use crate::rules::game::Game;
use crate::rules::tactile::{Direction, move_squares};
use crate::speech::phrase::Phrases;
use crate::study::review::{Review as EngineReview, words::ReviewWords};

/// What a key does in review mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One move back (left or up; the review key again).
    Back,
    /// One move on (right or down).
    Forward,
    /// To the start position (Home, up-left).
    First,
    /// Back to the game as it stands, closing review (End, Escape).
    Close,
    /// Any other key: nothing but a reminder.
    Other,
}

impl Step {
    /// The step a key's action means in review mode.
    pub fn of(action: Option<KeyAction>) -> Step {
        use Direction as D;
        match action {
            Some(KeyAction::Window(WindowAction::Review)) => Step::Back,
            Some(KeyAction::Board(BoardAction::Step(d))) => match d {
                D::Left | D::Up => Step::Back,
                D::Right | D::Down => Step::Forward,
                D::UpLeft => Step::First,
                D::DownLeft => Step::Close,
                _ => Step::Other,
            },
            Some(KeyAction::Board(BoardAction::Cancel)) => Step::Close,
            _ => Step::Other,
        }
    }
}

/// An open review: how many of the game's moves the board shows, and the
/// engine's review of the game, if it has one.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    ply: usize,
    judged: Option<Rc<Judged>>,
}

/// The engine's review of the game and how its words are said.
#[derive(Debug, PartialEq)]
struct Judged {
    /// The review (of the game's moves, or of its first moves).
    review: EngineReview,
    /// The style and language of its words.
    words: ReviewWords,
}

/// After a key: the review still open (or closed) and the words to say.
#[derive(Clone, Debug, PartialEq)]
pub struct Stepped {
    /// The review, `None` once closed.
    pub review: Option<Review>,
    /// What to say.
    pub said: String,
}

impl Review {
    /// Opens review one move before the present (at the start when no
    /// move was made), with what to say: how review works, then the move
    /// shown (with the engine's word on each move from `judged`, the
    /// engine's review of the game, said in `style`).
    pub fn open(
        game: &Game,
        judged: Option<EngineReview>,
        style: Style,
        phrases: &Phrases,
        lang: Lang,
    ) -> Stepped {
        let words = ReviewWords { style, lang };
        let review = Review {
            ply: game.ply_count().saturating_sub(1),
            judged: judged.map(|review| Rc::new(Judged { review, words })),
        };
        let said = format!(
            "{} {}",
            format_message(lang, "review-opened", &[]),
            review.words(game, phrases, lang)
        );
        Stepped {
            review: Some(review),
            said,
        }
    }

    /// How many moves the board shows.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The position shown.
    pub fn position<'g>(&self, game: &'g Game) -> Option<&'g Chess> {
        game.position_at(self.ply.min(game.ply_count()))
    }

    /// The board and move list as review shows them: the position after
    /// the reviewed move, that move framed and marked, nothing lifted.
    pub fn show(&self, view: &mut BoardView, game: &Game, lang: Lang) {
        let Some(pos) = self.position(game) else {
            return;
        };
        view.review = Some(self.banner(game, lang));
        view.board = pos.board().clone();
        view.lifted = None;
        view.targets.clear();
        let last = self.ply.checked_sub(1);
        view.marked = last;
        view.last_move = last
            .and_then(|i| game.moves().get(i))
            .and_then(move_squares);
        view.last_move_text = last.and_then(|i| {
            let line = view
                .move_lines
                .iter()
                .find(|l| l.moves.iter().any(|(p, _)| *p == i))?;
            let san = &line.moves.iter().find(|(p, _)| *p == i)?.1;
            Some(format!("{} {san}", line.number))
        });
    }

    /// The words over the panel while review shows an earlier position:
    /// "Review: move 12 of 40" (the move number of the move shown, of the
    /// game's last), or "Review: the start position".
    pub fn banner(&self, game: &Game, lang: Lang) -> String {
        let number = |ply: usize| {
            ply.checked_sub(1)
                .and_then(|i| game.position_at(i))
                .map(|before| before.fullmoves().get())
        };
        match (number(self.ply), number(game.ply_count())) {
            (Some(shown), Some(last)) => format_message(
                lang,
                "window-review-banner",
                &[("move", shown.into()), ("moves", last.into())],
            ),
            _ => format_message(lang, "window-review-banner-start", &[]),
        }
    }

    /// The screen reader's name for the board, `board`, while review shows
    /// an earlier position: "Chessboard, White's side. In review, the
    /// position after Move 1, Black: e5".
    pub fn board_label(&self, board: &str, game: &Game, phrases: &Phrases, lang: Lang) -> String {
        let shown = self.ply.checked_sub(1).and_then(|i| {
            let before = game.position_at(i)?;
            Some(phrases.numbered_move(before, *game.moves().get(i)?))
        });
        match shown {
            Some(words) => format_message(
                lang,
                "window-review-board",
                &[("board", board.into()), ("move", words.into())],
            ),
            None => format_message(
                lang,
                "window-review-board-start",
                &[("board", board.into())],
            ),
        }
    }

    /// The words for the position shown: its last move with number and
    /// side (and the engine's word on it), or the start.
    fn words(&self, game: &Game, phrases: &Phrases, lang: Lang) -> String {
        match self.ply.checked_sub(1) {
            Some(i) => match (game.position_at(i), game.moves().get(i)) {
                (Some(before), Some(&mv)) => self
                    .engine_word(i, mv)
                    .unwrap_or_else(|| phrases.numbered_move(before, mv)),
                _ => format_message(lang, "review-start", &[]),
            },
            None => format_message(lang, "review-start", &[]),
        }
    }

    /// The move at index `i` of the game, `mv`, as the engine's review
    /// says it, when the review has that move.
    fn engine_word(&self, i: usize, mv: shakmaty::Move) -> Option<String> {
        let judged = self.judged.as_deref()?;
        let reviewed = judged.review.moves.get(i).filter(|m| m.mv == mv)?;
        Some(judged.words.moment(reviewed))
    }

    /// The review after `step`, and what to say.
    pub fn step(&self, step: Step, game: &Game, phrases: &Phrases, lang: Lang) -> Stepped {
        let last = game.ply_count();
        let closed = || Stepped {
            review: None,
            said: format_message(lang, "review-closed", &[]),
        };
        let at = |ply: usize| {
            let review = Review {
                ply,
                judged: self.judged.clone(),
            };
            Stepped {
                said: review.words(game, phrases, lang),
                review: Some(review),
            }
        };
        match step {
            Step::Back if self.ply == 0 => Stepped {
                review: Some(self.clone()),
                said: format_message(lang, "review-at-start", &[]),
            },
            Step::Back => at(self.ply - 1),
            Step::Forward if self.ply + 1 >= last => closed(),
            Step::Forward => at(self.ply + 1),
            Step::First => at(0),
            Step::Close => closed(),
            Step::Other => Stepped {
                review: Some(self.clone()),
                said: format_message(lang, "review-keys", &[]),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Style;

    fn game(sans: &[&str]) -> Game {
        let mut g = Game::new();
        for san in sans {
            g.play_san(san).unwrap();
        }
        g
    }

    fn plain(s: &str) -> String {
        s.replace(['\u{2068}', '\u{2069}'], "")
    }

    #[test]
    fn review_steps_back_and_on_saying_each_move_and_ends_at_the_present() {
        let g = game(&["e4", "e5", "Nf3"]);
        let p = Phrases::new(Style::Spoken, Lang::En, false);
        let lang = Lang::En;
        let opened = Review::open(&g, None, Style::Spoken, &p, lang);
        let r = opened.review.clone().unwrap();
        assert_eq!(r.ply(), 2);
        assert!(
            plain(&opened.said).contains("Move 1, Black: e5"),
            "{}",
            opened.said
        );
        let back = r.step(Step::Back, &g, &p, lang);
        assert_eq!(back.review.clone().unwrap().ply(), 1);
        assert!(
            plain(&back.said).contains("Move 1, White: e4"),
            "{}",
            back.said
        );
        let start = back.review.clone().unwrap().step(Step::Back, &g, &p, lang);
        assert_eq!(start.review.clone().unwrap().ply(), 0);
        assert_eq!(plain(&start.said), "The start position.");
        let still = start.review.clone().unwrap().step(Step::Back, &g, &p, lang);
        assert_eq!(still.review.clone().unwrap().ply(), 0);
        assert_eq!(
            plain(&still.said),
            "This is the start: there is no move before it."
        );
        let on = still
            .review
            .clone()
            .unwrap()
            .step(Step::Forward, &g, &p, lang);
        assert_eq!(on.review.clone().unwrap().ply(), 1);
        let two = on.review.clone().unwrap().step(Step::Forward, &g, &p, lang);
        // The last move on is the present: review closes.
        let closed = two
            .review
            .clone()
            .unwrap()
            .step(Step::Forward, &g, &p, lang);
        assert_eq!(closed.review, None);
        assert_eq!(plain(&closed.said), "Back to the game.");
    }

    #[test]
    fn keys_mean_review_steps_and_other_keys_only_remind() {
        use crate::keymap::{BoardAction as B, KeyAction as K};
        assert_eq!(
            Step::of(Some(K::Board(B::Step(Direction::Left)))),
            Step::Back
        );
        assert_eq!(
            Step::of(Some(K::Board(B::Step(Direction::Down)))),
            Step::Forward
        );
        assert_eq!(
            Step::of(Some(K::Board(B::Step(Direction::UpLeft)))),
            Step::First
        );
        assert_eq!(Step::of(Some(K::Board(B::Cancel))), Step::Close);
        assert_eq!(Step::of(Some(K::Window(WindowAction::Review))), Step::Back);
        assert_eq!(Step::of(Some(K::Board(B::Resign))), Step::Other);
        assert_eq!(Step::of(None), Step::Other);
        let g = game(&["e4"]);
        for lang in [Lang::En, Lang::De, Lang::Es] {
            let p = Phrases::new(Style::Spoken, lang, false);
            let r = Review::open(&g, None, Style::Spoken, &p, lang)
                .review
                .clone()
                .unwrap();
            let reminded = r.step(Step::Other, &g, &p, lang);
            assert_eq!(reminded.review, Some(r.clone()));
            assert!(!reminded.said.contains("review-keys"), "{lang:?}: worded");
        }
    }

    #[test]
    fn the_boards_name_says_the_position_reviewed_in_every_language() {
        let g = game(&["e4", "e5"]);
        let lang = Lang::En;
        let p = Phrases::new(Style::San, lang, false);
        let r = Review::open(&g, None, Style::Spoken, &p, lang)
            .review
            .clone()
            .unwrap();
        assert_eq!(
            plain(&r.board_label("Chessboard, White's side", &g, &p, lang)),
            "Chessboard, White's side. In review, the position after Move 1, White: e4"
        );
        let start = r.step(Step::First, &g, &p, lang).review.clone().unwrap();
        assert_eq!(
            plain(&start.board_label("Chessboard, White's side", &g, &p, lang)),
            "Chessboard, White's side. In review, the start position"
        );
        for (lang, words) in [
            (Lang::De, "Zug 1, Weiß: e4"),
            (Lang::Es, "Jugada 1, Blancas: e4"),
        ] {
            let p = Phrases::new(Style::San, lang, false);
            let said = plain(&r.board_label("B", &g, &p, lang));
            assert!(said.starts_with("B. ") && said.ends_with(words), "{said}");
        }
    }

    #[test]
    fn with_the_engines_review_each_move_comes_with_its_word() {
        use crate::engine::analysis::{Eval, Evaluation};
        use shakmaty::uci::UciMove;
        let g = game(&["f3", "e5", "g4", "Qh4#"]);
        let at = |eval, line: &[&str]| Evaluation {
            eval,
            best: line.first().map(|u| u.parse::<UciMove>().unwrap()),
            line: line.iter().map(|u| u.parse().unwrap()).collect(),
            depth: None,
        };
        let evaluations = [
            at(Eval::Cp(20), &["e2e4"]),
            at(Eval::Cp(-20), &["e7e5"]),
            at(Eval::Cp(-70), &["d2d4"]),
            at(Eval::Mate(-1), &["d8h4"]),
            at(Eval::Mate(0), &[]),
        ];
        let judged = EngineReview::of(&g, &evaluations);
        let lang = Lang::En;
        let p = Phrases::new(Style::Spoken, lang, false);
        let opened = Review::open(&g, Some(judged), Style::Spoken, &p, lang);
        let said = plain(&opened.said);
        assert!(
            said.contains("Move 2, White: g4, a blunder.") && said.contains("Better was d4."),
            "{said}"
        );
        let back = opened
            .review
            .clone()
            .unwrap()
            .step(Step::Back, &g, &p, lang);
        let said = plain(&back.said);
        assert!(said.starts_with("Move 1, Black: e5."), "{said}");
        assert!(
            said.contains("Now the game is about level."),
            "the engine's word: {said}"
        );
        // Without the engine's review, the move alone.
        let bare = Review::open(&g, None, Style::Spoken, &p, lang);
        assert_eq!(plain(&bare.said).matches("blunder").count(), 0);
        // A review of the game's first moves speaks for those only.
        let first = EngineReview::of(&g, &evaluations[..2]);
        let opened = Review::open(&g, Some(first), Style::Spoken, &p, lang);
        assert!(!plain(&opened.said).contains("blunder"));
        let back = opened
            .review
            .clone()
            .unwrap()
            .step(Step::Back, &g, &p, lang);
        let back = back.review.clone().unwrap().step(Step::Back, &g, &p, lang);
        assert!(
            plain(&back.said).starts_with("Move 1, White: f3"),
            "{}",
            back.said
        );
    }
}
