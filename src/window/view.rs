//! What the window shows, taken from the session: a plain value the
//! renderer draws, and the seam for an accessibility tree (64 cells with
//! their pieces, the cursor, the marks, the clocks). A [`Frame`] is that
//! value with everything else that decides the pixels, and [`redraw`]
//! compares two frames to say how much of the picture must be drawn again:
//! nothing while the shown second stays the same.

use shakmaty::{Board, ByColor, Color, Position, Square, san::SanPlus};

use crate::notation::render::clock_face;
use crate::notation::{Lang, render::printed_san};

use crate::rules::{
    Millis,
    procedure::Stage,
    tactile::{move_squares, scan::legal_targets_from},
};
use crate::session::Session;

use super::settings::DialogView;

/// Everything the renderer needs, and nothing it must compute from rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The pieces as they stand on the player's board: a placed piece
    /// already stands on its new square, though the move is not yet made.
    pub board: Board,
    /// The side the player sits on (the bottom of the picture).
    pub perspective: Color,
    /// The finger.
    pub cursor: Square,
    /// The lifted piece's square.
    pub lifted: Option<Square>,
    /// Where the lifted piece may go.
    pub targets: Vec<Square>,
    /// The last move's from- and to-square.
    pub last_move: Option<(Option<Square>, Square)>,
    /// The last move in the notation printed in the player's language,
    /// with its number ("12… Nf6", German "12… Sf6").
    pub last_move_text: Option<String>,
    /// Both clocks.
    pub clocks: ByColor<Millis>,
    /// The clock running, if one is.
    pub running: Option<Color>,
    /// Whether the clocks wait for both first moves (a casual game, as on
    /// lichess): none runs yet, the side to move is marked.
    pub clocks_wait: bool,
    /// Who has the move.
    pub turn: Color,
    /// The last thing said, shown under the clocks.
    pub status: String,
    /// The command line's text while it is open, drawn as a field with a
    /// cursor at the foot of the panel.
    pub command_line: Option<String>,
    /// The game's moves, a line per move number, for the move list.
    pub move_lines: Vec<MoveLine>,
    /// The half-move marked in the move list (from 0): the last one made,
    /// or the one shown in review.
    pub marked: Option<usize>,
    /// The sides' names beside their clocks, in the game's language.
    pub sides: ByColor<String>,
    /// Whether the clocks' times are shown: not in a puzzle, which has
    /// no clock (the side to move is marked instead).
    pub clocks_shown: bool,
    /// In review, the words that say the board shows a past position
    /// ("Review: move 12 of 40"), drawn as a banner over the panel.
    pub review: Option<String>,
}

/// One line of the move list: a move number and its moves ("12. Nf3
/// Nf6"; a game begun by Black has "12… Nf6" first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    /// "12." or "12…".
    pub number: String,
    /// The half-moves on it (from 0) and their notation.
    pub moves: Vec<(usize, String)>,
}

/// The move list of `game`, in the notation printed in `lang` ("1. e4
/// Sf6" in German).
pub fn move_lines(game: &crate::rules::game::Game, lang: Lang) -> Vec<MoveLine> {
    let mut lines: Vec<MoveLine> = Vec::new();
    for (i, (before, mv)) in game.positions().iter().zip(game.moves()).enumerate() {
        let san = printed_san(&SanPlus::from_move(before.clone(), *mv), lang);
        let white = before.turn() == Color::White;
        if white || lines.is_empty() {
            let n = before.fullmoves().get();
            lines.push(MoveLine {
                number: format!("{n}{}", if white { "." } else { "…" }),
                moves: Vec::new(),
            });
        }
        if let Some(line) = lines.last_mut() {
            line.moves.push((i, san));
        }
    }
    lines
}

/// White's and Black's names as the panel writes them in `lang`: "Weiß",
/// "Schwarz".
pub fn side_names(lang: crate::notation::Lang) -> ByColor<String> {
    ByColor::new_with(|side| {
        let side = side.fold_wb("white", "black");
        crate::notation::format_message(lang, "window-panel-side", &[("side", side.into())])
    })
}

impl BoardView {
    /// The view of `session` at `now`, with the last thing said.
    pub fn of(session: &Session, now: Millis, status: &str) -> BoardView {
        let game = session.game();
        let pos = game.position();
        let mut board = pos.board().clone();
        if let Stage::Placed(mv) = session.procedure().stage() {
            let mut after = pos.clone();
            after.play_unchecked(*mv);
            board = after.board().clone();
        }
        // Tournament mode describes no position: the picture and the
        // screen reader's cells show the squares without pieces.
        if session.in_tournament() && !game.is_over() {
            board = Board::empty();
        }
        let tactile = session.tactile();
        let lifted = session.held_square();
        let targets = match session.procedure().stage() {
            Stage::Lifted(at) => legal_targets_from(pos, at.square, tactile.perspective()),
            _ => Vec::new(),
        };
        let lang = session.settings().lang;
        let last = game.moves().last();
        let last_move_text = last.and_then(|mv| {
            let before = game.position_at(game.ply_count().checked_sub(1)?)?;
            let san = SanPlus {
                san: shakmaty::san::San::from_move(before, *mv),
                suffix: None,
            };
            let san = printed_san(&san, lang);
            let n = before.fullmoves().get();
            let dots = before.turn().fold_wb(".", "…");
            Some(format!("{n}{dots} {san}"))
        });
        BoardView {
            board,
            perspective: tactile.perspective(),
            cursor: tactile.cursor(),
            lifted,
            targets,
            last_move: last.and_then(move_squares),
            last_move_text,
            clocks: session.clock().readings(now),
            running: session.clock().running(),
            clocks_wait: session.clocks_wait_for().is_some(),
            turn: pos.turn(),
            status: status.to_owned(),
            command_line: None,
            move_lines: move_lines(game, lang),
            marked: game.ply_count().checked_sub(1),
            sides: side_names(session.settings().lang),
            clocks_shown: !session.is_puzzle(),
            review: None,
        }
    }

    /// Whether a game is being played on: a clock runs, or the clocks wait
    /// for the first moves. An open dialog then stands in the panel, so
    /// that the board and the clocks stay in view.
    pub fn in_play(&self) -> bool {
        self.running.is_some() || self.clocks_wait
    }

    /// The cell (column, row) from the top-left corner of the picture at
    /// which `square` is drawn, seen from the player's side.
    pub fn cell(&self, square: Square) -> (u32, u32) {
        let (f, r) = (u32::from(square.file()), u32::from(square.rank()));
        match self.perspective {
            Color::White => (f, 7 - r),
            Color::Black => (7 - f, r),
        }
    }
}

/// One picture of the window: the view, the dialog over it, the zoom, the
/// theme and the window's size in pixels. Two frames that [`redraw`] finds
/// alike look the same on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// The board, the clocks and the words.
    pub view: BoardView,
    /// The settings dialog, if open.
    pub dialog: Option<DialogView>,
    /// The zoom (1 fits the board in the window).
    pub zoom: f32,
    /// The theme's name.
    pub theme: &'static str,
    /// The window's width and height in pixels.
    pub size: (u32, u32),
}

/// How much of the picture must be drawn again, from the least to the most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Redraw {
    /// Nothing shown has changed.
    Nothing,
    /// Only the clock faces (or which clock runs).
    Clocks,
    /// The side panel: the clocks and the words under them.
    Panel,
    /// Everything: the board, its marks, the size, zoom, theme or dialog.
    Whole,
}

/// What must be drawn again to turn the picture of `last` (`None`: none
/// drawn yet) into that of `now`. The clocks count by their faces, so time
/// passing within a second draws nothing.
pub fn redraw(last: Option<&Frame>, now: &Frame) -> Redraw {
    let Some(last) = last else {
        return Redraw::Whole;
    };
    let (a, b) = (&last.view, &now.view);
    let board = |v: &BoardView| BoardView {
        clocks: ByColor::default(),
        running: None,
        status: String::new(),
        command_line: None,
        ..v.clone()
    };
    if last.size != now.size
        || last.zoom != now.zoom
        || last.theme != now.theme
        || last.dialog != now.dialog
        || board(a) != board(b)
        // An open dialog moves between the board and the panel as the
        // game starts or stops.
        || (now.dialog.is_some() && a.in_play() != b.in_play())
    {
        Redraw::Whole
    } else if a.status != b.status || a.command_line != b.command_line {
        Redraw::Panel
    } else if a.running != b.running || a.clocks.map(clock_face) != b.clocks.map(clock_face) {
        Redraw::Clocks
    } else {
        Redraw::Nothing
    }
}

#[cfg(test)]
mod redraw_tests {
    use super::*;
    use crate::input::Action;
    use crate::keymap::BoardAction;
    use crate::rules::procedure::Rules;

    /// Two people at 15+10 after 1. e4 e5 (made at 0 ms): White's clock
    /// runs (a casual game's clocks start after both first moves).
    fn after_e4_e5() -> Session {
        let mut session = crate::session::people(Rules::Casual, None);
        session.handle(Action::TypedMove("e4".into()), 0);
        session.handle(Action::TypedMove("e5".into()), 0);
        assert_eq!(session.clock().running(), Some(Color::White));
        session
    }

    fn frame(session: &Session, now: Millis) -> Frame {
        Frame {
            view: BoardView::of(session, now, "Black: e5"),
            dialog: None,
            zoom: 1.0,
            theme: "yellow-navy",
            size: (1000, 700),
        }
    }

    #[test]
    fn time_within_the_shown_second_draws_nothing() {
        let s = after_e4_e5();
        let first = frame(&s, 10);
        assert_eq!(redraw(None, &first), Redraw::Whole);
        for now in [11, 400, 999] {
            assert_eq!(
                redraw(Some(&first), &frame(&s, now)),
                Redraw::Nothing,
                "{now}"
            );
        }
        // White's face goes from 15:00 to 14:59 once a whole second passed.
        assert_eq!(redraw(Some(&first), &frame(&s, 1001)), Redraw::Clocks);
        assert_eq!(
            redraw(Some(&frame(&s, 1001)), &frame(&s, 1999)),
            Redraw::Nothing
        );
    }

    #[test]
    fn what_changed_decides_how_much_is_drawn() {
        let mut s = after_e4_e5();
        let first = frame(&s, 10);
        let mut said = first.clone();
        said.view.status = "Black to move".into();
        assert_eq!(redraw(Some(&first), &said), Redraw::Panel);
        let mut zoomed = first.clone();
        zoomed.zoom = 1.25;
        assert_eq!(redraw(Some(&first), &zoomed), Redraw::Whole);
        let mut resized = first.clone();
        resized.size = (600, 760);
        assert_eq!(redraw(Some(&first), &resized), Redraw::Whole);
        let mut dialog = first.clone();
        dialog.dialog = Some(DialogView {
            title: "Settings".into(),
            rows: vec!["Language: English".into()],
            selected: 0,
        });
        assert_eq!(redraw(Some(&first), &dialog), Redraw::Whole);
        s.handle(Action::Board(BoardAction::Flip), 20);
        assert_eq!(redraw(Some(&first), &frame(&s, 20)), Redraw::Whole);
    }
}
