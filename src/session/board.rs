//! The board window's actions: the finger on the tactile board and the
//! Appendix E procedure square by square (lift, place, promote, announce,
//! cancel), the questions asked from the board, and the scans.
//!
//! Lifting, placing and announcing go through [`Procedure`] under the game's
//! rules: strict rules keep touch-move and a released piece stays; casual
//! rules let a lift or a placement be undone. Every refusal is an
//! [`Event::Refused`] with the procedure's reason.

use shakmaty::{Position, Role, Square};

use super::Session;
use crate::event::{Event, Notice, Reason};
use crate::keymap::BoardAction;
use crate::rules::clock::Which;
use crate::rules::{
    Millis,
    procedure::{Procedure, Refusal, Stage, Step},
    tactile::{Direction, Feel, Outcome, Reach, TactileBoard},
};

impl Session {
    /// The finger on the tactile board.
    pub fn tactile(&self) -> &TactileBoard {
        &self.tactile
    }

    /// The Appendix E procedure: where the move in progress stands.
    pub fn procedure(&self) -> &Procedure {
        &self.procedure
    }

    /// Carries out one board action (a key of the board window): a choice
    /// of promotion piece while a pawn waits for one, else a move of the
    /// finger, a step of the move procedure, a question, a scan or a
    /// command.
    pub(super) fn board_action(&mut self, action: BoardAction, now: Millis) -> Vec<Event> {
        use BoardAction as B;
        if let Some(events) = self.promotion_choice(action) {
            return events;
        }
        match action {
            B::Step(_)
            | B::JumpRank(_)
            | B::JumpFile(_)
            | B::NextPiece { .. }
            | B::NextOwnPiece
            | B::PreviousOwnPiece
            | B::GoToLastMove => self.move_finger(action),
            B::LiftOrPlace => self.lift_or_place(false, now),
            B::LiftPlaceOrAnnounce => self.lift_or_place(true, now),
            B::Announce => self.announce(now),
            B::Cancel => self.cancel_step(),
            B::SayCurrentSquare
            | B::SayLastMove
            | B::SayClocks
            | B::SayOwnClock
            | B::SayOpponentClock
            | B::SayTurn
            | B::SayLegalMoves
            | B::SayLegalCaptures
            | B::SayAttackers
            | B::SayAttackedSquares
            | B::SayPosition => self.say(action, now),
            B::ScanDiagonals
            | B::ScanLines
            | B::ScanRank
            | B::ScanFile
            | B::ScanAround
            | B::ScanKnightMoves => self.scan(action),
            B::Flip | B::Quit | B::Resign | B::NewGame | B::OfferDraw | B::ToggleTalkingClock => {
                self.key_command(action, now)
            }
        }
    }

    /// While a pawn waits for its promotion piece: a straight step goes
    /// through the pieces, Enter takes the one reached, a piece key (not
    /// the pawn's) takes that piece. `None` for any other action.
    fn promotion_choice(&mut self, action: BoardAction) -> Option<Vec<Event>> {
        use BoardAction as B;
        if !self.is_promoting() {
            return None;
        }
        match action {
            B::Step(d) => {
                let forward = promotion_step(d)?;
                let role = next_promotion_piece(self.promotion_pick, forward);
                self.promotion_pick = Some(role);
                Some(vec![Event::Notice(Notice::PromotionChoice { role })])
            }
            B::LiftPlaceOrAnnounce => {
                let role = self.promotion_pick?;
                Some(self.promote(role))
            }
            B::NextPiece { role, .. } if role != Role::Pawn => Some(self.promote(role)),
            _ => None,
        }
    }

    /// The finger moves on the tactile board (a step, a jump to a rank or
    /// file, to the next piece of a kind or of the player's, to the last
    /// move), and says where it is; any other action: nothing.
    fn move_finger(&mut self, action: BoardAction) -> Vec<Event> {
        use BoardAction as B;
        let pos = self.game.position().clone();
        let board = pos.board();
        let outcome = match action {
            B::Step(d) => self.tactile.step(d),
            B::JumpRank(r) => self.tactile.jump_rank(r),
            B::JumpFile(f) => self.tactile.jump_file(f),
            B::NextPiece { role, backwards } => self.tactile.next_piece(board, role, backwards),
            B::NextOwnPiece | B::PreviousOwnPiece => {
                let backwards = action == B::PreviousOwnPiece;
                self.tactile.next_own_piece(board, backwards)
            }
            B::GoToLastMove => self.tactile.to_last_move(self.game.moves().last()),
            _ => return Vec::new(),
        };
        vec![self.cursor_event(outcome)]
    }

    /// The board's questions: the square under the finger, the last move,
    /// the clocks, whose turn, the legal moves or captures from the piece
    /// in hand (else the square under the finger), what attacks the square
    /// or what the piece attacks, the whole position; any other action:
    /// nothing.
    fn say(&mut self, action: BoardAction, now: Millis) -> Vec<Event> {
        use BoardAction as B;
        let cursor = self.tactile.cursor();
        match action {
            B::SayCurrentSquare => vec![Event::Square {
                square: cursor,
                piece: self.game.position().board().piece_at(cursor),
            }],
            B::SayLastMove => self.moves(Some(1)),
            B::SayClocks => self.clocks(Which::Both, now),
            B::SayOwnClock => self.clocks(Which::Own, now),
            B::SayOpponentClock => self.clocks(Which::Opponent, now),
            B::SayTurn => self.turn_or_result(),
            B::SayLegalMoves => self.legal_moves(Some(self.held_square().unwrap_or(cursor))),
            B::SayLegalCaptures => {
                let mut events = self.legal_moves(Some(self.held_square().unwrap_or(cursor)));
                if let Some(Event::Notice(Notice::LegalMoves { moves, .. })) = events.first_mut() {
                    moves.retain(|m| m.is_capture());
                }
                events
            }
            B::SayAttackers => self.square(cursor),
            B::SayAttackedSquares => {
                let feels = self.tactile.attacked_squares(self.game.position().board());
                vec![Event::Feels(feels)]
            }
            B::SayPosition => self.board(),
            _ => Vec::new(),
        }
    }

    /// What the finger feels from its square: along the diagonals or lines
    /// to the first piece, the rank or file, the eight squares around, the
    /// knight's squares. Any other action: nothing.
    fn scan(&self, action: BoardAction) -> Vec<Event> {
        use BoardAction as B;
        let board = self.game.position().board();
        let cursor = self.tactile.cursor();
        let event = match action {
            B::ScanDiagonals => Event::Scan(self.tactile.scan_diagonals(board, Reach::FirstPiece)),
            B::ScanLines => Event::Scan(self.tactile.scan_lines(board, Reach::FirstPiece)),
            B::ScanRank => self.line(crate::event::Line::Rank(cursor.rank())),
            B::ScanFile => self.line(crate::event::Line::File(cursor.file())),
            B::ScanAround => {
                let rays = self
                    .tactile
                    .scan_around(board)
                    .into_iter()
                    .map(|(direction, feel)| crate::rules::tactile::Ray {
                        direction,
                        squares: vec![feel],
                    })
                    .collect();
                Event::Scan(rays)
            }
            B::ScanKnightMoves => Event::Feels(self.tactile.knight_squares(board)),
            _ => return Vec::new(),
        };
        vec![event]
    }

    /// The commands a key gives: flip the board, the draw offer and
    /// the talking clock at once; quit, resign and a new game ask first,
    /// confirmed by the same key. Any other action: nothing.
    fn key_command(&mut self, action: BoardAction, now: Millis) -> Vec<Event> {
        use crate::input::Command;
        use BoardAction as B;
        match action {
            B::Flip => self.command(Command::Flip, now),
            B::Quit => self.by_key(Command::Quit, now),
            B::Resign => self.by_key(Command::Resign, now),
            B::NewGame => self.by_key(Command::New, now),
            B::OfferDraw => self.command(Command::Draw, now),
            B::ToggleTalkingClock => self.talking_clock(self.talking.is_muted()),
            _ => Vec::new(),
        }
    }

    /// The finger put on `square` (by the screen reader's focus).
    pub(super) fn point_at(&mut self, square: Square) -> Vec<Event> {
        let outcome = self.tactile.set_cursor(square);
        vec![self.cursor_event(outcome)]
    }

    fn cursor_event(&self, outcome: Outcome) -> Event {
        Event::Cursor {
            feel: Feel::of(self.game.position().board(), self.tactile.cursor()),
            outcome,
        }
    }

    pub(super) fn is_promoting(&self) -> bool {
        matches!(self.procedure.stage(), Stage::Promoting { .. })
    }

    /// The square of the piece in hand, if one is lifted.
    pub fn held_square(&self) -> Option<Square> {
        match self.procedure.stage() {
            Stage::Lifted(at) => Some(at.square),
            Stage::Promoting { from, .. } => Some(*from),
            _ => None,
        }
    }

    /// Why a person may not touch the pieces now, if he may not.
    fn may_not_touch(&self) -> Option<Event> {
        if let Some(refusal) = self.cannot_play(crate::event::AfterTheEnd::Move) {
            return Some(refusal);
        }
        (!self.is_human(self.game.turn())).then_some(Event::Notice(Notice::NotYourMove))
    }

    fn lift_or_place(&mut self, or_announce: bool, now: Millis) -> Vec<Event> {
        if let Some(refusal) = self.may_not_touch() {
            return vec![refusal];
        }
        let at = self.tactile.cursor();
        let result = match self.procedure.stage() {
            Stage::Idle => self.procedure.lift(&self.game, self.game.turn(), at),
            Stage::Placed(_) | Stage::Made { .. } | Stage::Promoting { .. } if or_announce => {
                return self.announce(now);
            }
            _ => self.procedure.place(&self.game, at),
        };
        self.step_events(result)
    }

    pub(super) fn promote(&mut self, role: Role) -> Vec<Event> {
        if let Some(refusal) = self.may_not_touch() {
            return vec![refusal];
        }
        let result = self.procedure.choose_promotion(&self.game, role);
        self.step_events(result)
    }

    fn cancel_step(&mut self) -> Vec<Event> {
        if let Some(refusal) = self.may_not_touch() {
            return vec![refusal];
        }
        let result = self.procedure.cancel(&self.game);
        self.step_events(result)
    }

    /// The placed move is announced: it is made, and the clock is pressed.
    fn announce(&mut self, now: Millis) -> Vec<Event> {
        if let Some(refusal) = self.may_not_touch() {
            return vec![refusal];
        }
        let mv = match *self.procedure.stage() {
            Stage::Placed(mv) => mv,
            Stage::Promoting { to, .. } => {
                return vec![Event::Refused(Reason::Procedure(
                    Refusal::PromotionPending(to),
                ))];
            }
            _ => {
                return vec![Event::Refused(Reason::Procedure(Refusal::NothingPlaced))];
            }
        };
        let before = self.game.position().clone();
        let ended = match self.procedure.announce(&mut self.game, mv) {
            Ok(Step::Made { ended, .. }) => ended,
            Ok(_) => None,
            Err(refusal) => return vec![Event::Refused(Reason::Procedure(refusal))],
        };
        let _ = self.procedure.press_clock(&self.game);
        let mut events = vec![super::made_event(&before, mv, &self.game)];
        events.extend(self.after_made(mv, ended, now));
        events.push(Event::Notice(Notice::ClockPressed));
        events
    }

    fn step_events(&mut self, result: Result<Step, Refusal>) -> Vec<Event> {
        match result {
            Err(refusal) => vec![Event::Refused(Reason::Procedure(refusal))],
            Ok(Step::Lifted { at, .. }) => vec![Event::Notice(Notice::Lifted(at))],
            Ok(Step::Touched { at, must_capture }) => {
                vec![Event::Notice(Notice::Touched { at, must_capture })]
            }
            Ok(Step::PutBack(at)) => vec![Event::Notice(Notice::PutBack(at))],
            Ok(Step::PromotionNeeded { to, .. }) => {
                self.promotion_pick = None;
                vec![Event::Notice(Notice::PromotionNeeded { to })]
            }
            Ok(Step::Placed { mv, .. }) => vec![Event::Notice(Notice::Placed {
                before: self.game.position().clone(),
                mv,
            })],
            Ok(_) => Vec::new(),
        }
    }
}

impl Session {
    /// A command given by a key: a question it asks is confirmed by the
    /// same key again (so it says so) and waits the key's shorter time.
    fn by_key(&mut self, command: crate::input::Command, now: Millis) -> Vec<Event> {
        let events = self.command(command, now);
        if let Some(q) = self.question.as_ref().map(|q| q.pending.clone()) {
            self.ask(q, true, now);
        }
        events
            .into_iter()
            .map(|e| match e {
                Event::Notice(Notice::ConfirmResign { .. }) => {
                    Event::Notice(Notice::ConfirmResign { by_key: true })
                }
                Event::Notice(Notice::ConfirmQuit { .. }) => {
                    Event::Notice(Notice::ConfirmQuit { by_key: true })
                }
                Event::Notice(Notice::ConfirmNewGame { kept, .. }) => {
                    Event::Notice(Notice::ConfirmNewGame { by_key: true, kept })
                }
                other => other,
            })
            .collect()
    }
}

/// The pieces a pawn may become, in the order the steps go through them.
const PROMOTION_PIECES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Whether a step goes forwards (right, down) or backwards (left, up)
/// through the promotion pieces; a diagonal step does neither.
fn promotion_step(d: Direction) -> Option<bool> {
    match d {
        Direction::Right | Direction::Down => Some(true),
        Direction::Left | Direction::Up => Some(false),
        _ => None,
    }
}

/// The promotion piece after `pick`, forwards or backwards, round the
/// four; from none, the first (queen) or the last (knight).
fn next_promotion_piece(pick: Option<Role>, forward: bool) -> Role {
    let n = PROMOTION_PIECES.len();
    let at = pick.and_then(|r| PROMOTION_PIECES.iter().position(|&p| p == r));
    let next = match (at, forward) {
        (None, true) => 0,
        (None, false) => n - 1,
        (Some(i), true) => (i + 1) % n,
        (Some(i), false) => (i + n - 1) % n,
    };
    PROMOTION_PIECES[next]
}

#[cfg(test)]
mod tests;
