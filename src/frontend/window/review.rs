//! Review mode: the game stepped through move by move, said and shown,
//! back to the present (issue 10, point 14). Pure: it knows how many
//! moves are shown and answers a key with the new place and what to say.
//!
//! While it is open the board shows the position after the shown move and
//! the move list marks it; the game goes on underneath (an engine's move
//! is said as always), and closing it shows the game as it stands.

use shakmaty::{Chess, Position};

use super::view::BoardView;

use crate::keymap::{BoardAction, KeyAction, WindowAction};
use crate::notation::{Lang, format_message};
use crate::rules::game::Game;
use crate::rules::tactile::{Direction, move_squares};
use crate::speech::phrase::Phrases;

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

/// An open review: how many of the game's moves the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Review {
    ply: usize,
}

/// After a key: the review still open (or closed) and the words to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stepped {
    /// The review, `None` once closed.
    pub review: Option<Review>,
    /// What to say.
    pub said: String,
}

impl Review {
    /// Opens review one move before the present (at the start when no
    /// move was made), with what to say: how review works, then the move
    /// shown.
    pub fn open(game: &Game, phrases: &Phrases, lang: Lang) -> Stepped {
        let review = Review {
            ply: game.ply_count().saturating_sub(1),
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
    pub fn ply(self) -> usize {
        self.ply
    }

    /// The position shown.
    pub fn position(self, game: &Game) -> Option<&Chess> {
        game.position_at(self.ply.min(game.ply_count()))
    }

    /// The board and move list as review shows them: the position after
    /// the reviewed move, that move framed and marked, nothing lifted.
    pub fn show(self, view: &mut BoardView, game: &Game) {
        let Some(pos) = self.position(game) else {
            return;
        };
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

    /// The screen reader's name for the board, `board`, while review shows
    /// an earlier position: "Chessboard, White's side. In review, the
    /// position after Move 1, Black: e5".
    pub fn board_label(self, board: &str, game: &Game, phrases: &Phrases, lang: Lang) -> String {
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
    /// side, or the start.
    fn words(self, game: &Game, phrases: &Phrases, lang: Lang) -> String {
        match self.ply.checked_sub(1) {
            Some(i) => match (game.position_at(i), game.moves().get(i)) {
                (Some(before), Some(mv)) => phrases.numbered_move(before, *mv),
                _ => format_message(lang, "review-start", &[]),
            },
            None => format_message(lang, "review-start", &[]),
        }
    }

    /// The review after `step`, and what to say.
    pub fn step(self, step: Step, game: &Game, phrases: &Phrases, lang: Lang) -> Stepped {
        let last = game.ply_count();
        let closed = || Stepped {
            review: None,
            said: format_message(lang, "review-closed", &[]),
        };
        let at = |ply: usize| {
            let review = Review { ply };
            Stepped {
                review: Some(review),
                said: review.words(game, phrases, lang),
            }
        };
        match step {
            Step::Back if self.ply == 0 => Stepped {
                review: Some(self),
                said: format_message(lang, "review-at-start", &[]),
            },
            Step::Back => at(self.ply - 1),
            Step::Forward if self.ply + 1 >= last => closed(),
            Step::Forward => at(self.ply + 1),
            Step::First => at(0),
            Step::Close => closed(),
            Step::Other => Stepped {
                review: Some(self),
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
        let opened = Review::open(&g, &p, lang);
        let r = opened.review.unwrap();
        assert_eq!(r.ply(), 2);
        assert!(
            plain(&opened.said).contains("Move 1, Black: e5"),
            "{}",
            opened.said
        );
        let back = r.step(Step::Back, &g, &p, lang);
        assert_eq!(back.review.unwrap().ply(), 1);
        assert!(
            plain(&back.said).contains("Move 1, White: e4"),
            "{}",
            back.said
        );
        let start = back.review.unwrap().step(Step::Back, &g, &p, lang);
        assert_eq!(start.review.unwrap().ply(), 0);
        assert_eq!(plain(&start.said), "The start position.");
        let still = start.review.unwrap().step(Step::Back, &g, &p, lang);
        assert_eq!(still.review.unwrap().ply(), 0);
        assert_eq!(
            plain(&still.said),
            "This is the start: there is no move before it."
        );
        let on = still.review.unwrap().step(Step::Forward, &g, &p, lang);
        assert_eq!(on.review.unwrap().ply(), 1);
        let two = on.review.unwrap().step(Step::Forward, &g, &p, lang);
        // The last move on is the present: review closes.
        let closed = two.review.unwrap().step(Step::Forward, &g, &p, lang);
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
            let r = Review::open(&g, &p, lang).review.unwrap();
            let reminded = r.step(Step::Other, &g, &p, lang);
            assert_eq!(reminded.review, Some(r));
            assert!(!reminded.said.contains("review-keys"), "{lang:?}: worded");
        }
    }

    #[test]
    fn the_boards_name_says_the_position_reviewed_in_every_language() {
        let g = game(&["e4", "e5"]);
        let lang = Lang::En;
        let p = Phrases::new(Style::San, lang, false);
        let r = Review::open(&g, &p, lang).review.unwrap();
        assert_eq!(
            plain(&r.board_label("Chessboard, White's side", &g, &p, lang)),
            "Chessboard, White's side. In review, the position after Move 1, White: e4"
        );
        let start = r.step(Step::First, &g, &p, lang).review.unwrap();
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
}
