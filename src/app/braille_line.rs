//! A refreshable braille display at the terminal and the board window
//! (`tactus tty --braille auto|on|off`, `tactus play --braille …`), kept by [`crate::app::braille_edge`]: the rank
//! under the finger, drawn by [`crate::braille::display`], kept up to
//! date after everything that happens; its keys are the finger's: a
//! cursor-routing key over a square puts the finger there and touches it
//! (lifts the player's piece there, or places the piece in hand there),
//! and pressed again on the square just placed on announces the move, as
//! Enter does on the board; the line keys go a rank up and down, away from
//! the player and towards them; Return is Enter; the panning keys page
//! through the answers shown, and on a line too narrow for the clocks
//! beside the rank (under 32 cells) from the rank to the status alone
//! and back; the braille keyboard types a line, as the
//! keyboard does. The other keys are BRLTTY's.

use std::time::Instant;

use shakmaty::{Bitboard, Color, Piece, Position, Square};

use crate::app::driver::Driver;
use crate::braille::board_view::{MESSAGE_ROW, board_view, shows_board, square_under};
use crate::braille::brlapi::Key;
use crate::braille::display::{RankView, square_at};
use crate::braille::status::{NARROW, Status, rank_panes};
use crate::event::Event;
use crate::input::Action;
use crate::keymap::BoardAction;
use crate::rules::Millis;
use crate::rules::procedure::Stage;
use crate::rules::tactile::Direction;
use crate::rules::tactile::move_squares;
use crate::session::Session;

pub use crate::app::braille_edge::{Braille, News, POLL, RETRY};
pub use crate::setting::BrailleUse;

/// The display for the board: the answers under the whole board where
/// there is room, else in its place.
pub fn board_display(asked: BrailleUse, setting: BrailleUse) -> Braille {
    Braille::new(asked, setting, message_row)
}

/// The first row of the answers on a display of `height` rows.
fn message_row(height: usize) -> usize {
    if shows_board(height) && height > MESSAGE_ROW {
        MESSAGE_ROW
    } else {
        0
    }
}

/// What [`follow`] did: the events of the keys' actions and the
/// sentences said of the display (both already said by the driver), for a
/// front end that also shows them.
#[derive(Debug, Default)]
pub struct Followed {
    /// The events of the actions the display's keys asked for.
    pub events: Vec<Event>,
    /// What was said of the display (taken, missing, gone).
    pub told: Vec<String>,
}

/// The display's setting followed, its keys carried out by `driver` and
/// the rank under the finger (or the whole board) shown again, with what
/// happened to the display said. The lines typed on its braille keyboard
/// wait in [`Braille::typed`] for the front end, which runs lines its own
/// way.
pub fn follow(driver: &mut Driver, braille: &mut Braille) -> Followed {
    let now = Instant::now();
    braille.follow_setting(driver.session().settings().braille, now);
    let (actions, news) = board_keys(braille, driver.session(), now);
    let mut followed = Followed::default();
    tell(driver, braille, news, &mut followed.told);
    let lang = driver.session().settings().lang;
    braille.hear(driver.said(), lang, now);
    for action in actions {
        let finger = is_finger(&action);
        let before = driver.session().tactile().cursor();
        followed.events.extend(driver.dispatch(action));
        if finger && driver.session().tactile().cursor() != before {
            // The rank view shows where the finger went: what is said of
            // the square is not shown over it. At the edge the finger did
            // not move: what is said of that shows.
            braille.pass_over(driver.said());
        }
    }
    braille.hear(driver.said(), lang, now);
    let news = show_board(braille, driver.session(), now, driver.now());
    tell(driver, braille, news, &mut followed.told);
    followed
}

/// Whether `action` only moves the finger over the board.
fn is_finger(action: &Action) -> bool {
    matches!(
        action,
        Action::PointAt(_) | Action::Board(BoardAction::Step(_))
    )
}

/// What happened to the braille display, said in the player's language
/// and kept in `told`. That it went away is not news to the display that
/// comes back: it says it is back.
fn tell(driver: &mut Driver, braille: &mut Braille, news: Vec<News>, told: &mut Vec<String>) {
    let lang = driver.session().settings().lang;
    for news in news {
        let lost = news == News::Lost;
        let taken = match news {
            News::Taken { lines, .. } if shows_board(lines) => "braille-display-board",
            News::Taken { cells, .. } if cells < NARROW => "braille-display-narrow",
            _ => "braille-display-on",
        };
        let words = news.words(lang, taken);
        driver.say_text(&words);
        told.push(words);
        if lost {
            braille.pass_over(driver.said());
        }
    }
}

/// The actions of the keys pressed on the display since the last call, in
/// the position of `session`, with what the player is to be told (see
/// [`Braille::keys`]).
pub fn board_keys(
    braille: &mut Braille,
    session: &Session,
    now: Instant,
) -> (Vec<Action>, Vec<News>) {
    let (keys, news) = braille.keys(now);
    // Over a message too a routing key is the finger on the square under
    // it: the rank the message covered.
    let board = braille
        .size()
        .filter(|(_, height)| shows_board(*height))
        .map(|(width, _)| width);
    let actions = keys
        .into_iter()
        .flat_map(|key| actions_of(key, session, board))
        .collect();
    (actions, news)
}

/// Shows the message whose time it is, else the rank under the finger of
/// `session` (on a display of eight rows or more the whole board, with
/// the message under it when there is room), if a display is there;
/// [`News::Lost`] when it went away. `clock_now` is the game's time, for
/// the clocks.
pub fn show_board(
    braille: &mut Braille,
    session: &Session,
    now: Instant,
    clock_now: Millis,
) -> Vec<News> {
    braille.show_panes(now, |width, height| {
        board_cells(session, width, height, clock_now)
    })
}

/// The rank under the finger of `session` (on a line too narrow for the
/// clocks beside it, the status alone a pan right of it), or on a display
/// of eight rows or more the whole board.
fn board_cells(session: &Session, width: usize, height: usize, clock_now: Millis) -> Vec<Vec<u8>> {
    let tactile = session.tactile();
    let position = under_fingers(session);
    let last_move = session
        .game()
        .moves()
        .last()
        .and_then(move_squares)
        .map_or(Bitboard::EMPTY, |(from, to)| {
            from.map_or(Bitboard::EMPTY, Bitboard::from) | Bitboard::from(to)
        });
    let view = RankView {
        board: position.board(),
        turn: session.game().turn(),
        perspective: tactile.perspective(),
        cursor: tactile.cursor(),
        last_move,
        lang: session.settings().lang,
        in_hand: in_hand(session).map(|(_, square)| square),
    };
    let status = status_of(session, clock_now);
    match board_view(&view, width, height, &status) {
        Some(board) => vec![board],
        None => rank_panes(&view, width, &status),
    }
}

/// What `key` does in `session`: see the [module documentation](self).
/// A routing key over a square puts the finger there and touches it: with
/// nothing lifted it lifts the player's own piece there (another square is
/// only pointed at); with a piece in hand it places it there; on the
/// square just placed on it announces the move.
/// `board` is the display's width when it shows the whole board (a routing
/// key's cell then counts over all its rows), `None` for the rank view.
fn actions_of(key: Key, session: &Session, board: Option<usize>) -> Vec<Action> {
    let tactile = session.tactile();
    let touch = Action::Board(BoardAction::LiftOrPlace);
    let enter = Action::Board(BoardAction::LiftPlaceOrAnnounce);
    match key {
        Key::Route(cell) => {
            let square = match board {
                Some(width) => square_under(cell, width, tactile.perspective()),
                None => square_at(cell, tactile.cursor().rank(), tactile.perspective()),
            };
            let Some(square) = square else {
                return Vec::new();
            };
            match session.procedure().stage() {
                Stage::Placed(_) | Stage::Made { .. } if square == tactile.cursor() => vec![enter],
                Stage::Idle => {
                    let position = session.game().position();
                    let own = position.board().color_at(square) == Some(position.turn());
                    let mut actions = point_at(square, tactile.cursor());
                    if own {
                        actions.push(touch);
                    }
                    actions
                }
                _ => {
                    let mut actions = point_at(square, tactile.cursor());
                    actions.push(touch);
                    actions
                }
            }
        }
        Key::LineUp => vec![Action::Board(BoardAction::Step(Direction::Up))],
        Key::LineDown => vec![Action::Board(BoardAction::Step(Direction::Down))],
        Key::Return => vec![enter],
        // The panning and typing keys are the display's own.
        Key::PanLeft | Key::PanRight | Key::Char(_) | Key::Backspace => Vec::new(),
    }
}

/// The finger put on `square`, unless it is there already (then the
/// square is not said twice).
fn point_at(square: Square, cursor: Square) -> Vec<Action> {
    if square == cursor {
        Vec::new()
    } else {
        vec![Action::PointAt(square)]
    }
}

/// The status of `session` at `clock_now`: whose move or the result,
/// the piece in hand or the last move, both clocks and which runs.
fn status_of(session: &Session, clock_now: Millis) -> Status {
    let game = session.game();
    let clock = session.clock();
    Status {
        turn: game.turn(),
        result: game.outcome().map(|ended| ended.result),
        in_hand: in_hand(session),
        last: game.ply_count().checked_sub(1).map(|i| game.san(i)),
        clocks: [Color::White, Color::Black].map(|side| clock.remaining(side, clock_now)),
        running: clock.running(),
        lang: session.settings().lang,
    }
}

/// The piece in hand and the square it was lifted from: lifted, or a
/// pawn on the last rank waiting for its new piece.
fn in_hand(session: &Session) -> Option<(Piece, Square)> {
    match session.procedure().stage() {
        Stage::Lifted(held) => Some((held.piece, held.square)),
        Stage::Promoting { from, .. } => session
            .game()
            .position()
            .board()
            .piece_at(*from)
            .map(|piece| (piece, *from)),
        _ => None,
    }
}

/// The position as the fingers feel it: with a piece placed (the move not
/// yet announced) it stands on its new square.
fn under_fingers(session: &Session) -> shakmaty::Chess {
    let mut position = session.game().position().clone();
    if let Stage::Placed(mv) = session.procedure().stage()
        && position.is_legal(*mv)
    {
        position.play_unchecked(*mv);
    }
    position
}
