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

    /// Carries out one board action (a key of the board window).
    pub(super) fn board_action(&mut self, action: BoardAction, now: Millis) -> Vec<Event> {
        use BoardAction as B;
        let pos = self.game.position().clone();
        let board = pos.board();
        match action {
            B::Step(d) if self.is_promoting() && promotion_step(d).is_some() => {
                let forward = promotion_step(d) == Some(true);
                let role = next_promotion_piece(self.promotion_pick, forward);
                self.promotion_pick = Some(role);
                vec![Event::Notice(Notice::PromotionChoice { role })]
            }
            B::LiftPlaceOrAnnounce if self.is_promoting() && self.promotion_pick.is_some() => {
                let role = self.promotion_pick.unwrap_or(Role::Queen);
                self.promote(role)
            }
            B::Step(d) => {
                let outcome = self.tactile.step(d);
                vec![self.cursor_event(outcome)]
            }
            B::JumpRank(r) => {
                let outcome = self.tactile.jump_rank(r);
                vec![self.cursor_event(outcome)]
            }
            B::JumpFile(f) => {
                let outcome = self.tactile.jump_file(f);
                vec![self.cursor_event(outcome)]
            }
            B::NextPiece { role, .. } if self.is_promoting() && role != Role::Pawn => {
                self.promote(role)
            }
            B::NextPiece { role, backwards } => {
                let outcome = self.tactile.next_piece(board, role, backwards);
                vec![self.cursor_event(outcome)]
            }
            B::NextOwnPiece | B::PreviousOwnPiece => {
                let backwards = action == B::PreviousOwnPiece;
                let outcome = self.tactile.next_own_piece(board, backwards);
                vec![self.cursor_event(outcome)]
            }
            B::GoToLastMove => {
                let outcome = self.tactile.to_last_move(self.game.moves().last());
                vec![self.cursor_event(outcome)]
            }
            B::LiftOrPlace => self.lift_or_place(false, now),
            B::LiftPlaceOrAnnounce => self.lift_or_place(true, now),
            B::Announce => self.announce(now),
            B::Cancel => self.cancel_step(),
            B::SayCurrentSquare => vec![Event::Square {
                square: self.tactile.cursor(),
                piece: board.piece_at(self.tactile.cursor()),
            }],
            B::SayLastMove => self.moves(Some(1)),
            B::SayClocks => self.clocks(Which::Both, now),
            B::SayOwnClock => self.clocks(Which::Own, now),
            B::SayOpponentClock => self.clocks(Which::Opponent, now),
            B::SayTurn => self.turn_or_result(),
            B::SayLegalMoves | B::SayLegalCaptures => {
                let from = self.held_square().unwrap_or(self.tactile.cursor());
                let mut events = self.legal_moves(Some(from));
                if action == B::SayLegalCaptures
                    && let Some(Event::Notice(Notice::LegalMoves { moves, .. })) =
                        events.first_mut()
                {
                    moves.retain(|m| m.is_capture());
                }
                events
            }
            B::SayAttackers => self.square(self.tactile.cursor()),
            B::SayAttackedSquares => vec![Event::Feels(self.tactile.attacked_squares(board))],
            B::SayPosition => self.board(),
            B::ScanDiagonals => vec![Event::Scan(
                self.tactile.scan_diagonals(board, Reach::FirstPiece),
            )],
            B::ScanLines => vec![Event::Scan(
                self.tactile.scan_lines(board, Reach::FirstPiece),
            )],
            B::ScanRank => vec![self.line(crate::event::Line::Rank(self.tactile.cursor().rank()))],
            B::ScanFile => vec![self.line(crate::event::Line::File(self.tactile.cursor().file()))],
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
                vec![Event::Scan(rays)]
            }
            B::ScanKnightMoves => vec![Event::Feels(self.tactile.knight_squares(board))],
            B::Flip => {
                self.tactile.flip();
                self.command(crate::input::Command::Flip, now)
            }
            B::Help => self.command(crate::input::Command::Help(None), now),
            B::Quit => self.by_key(crate::input::Command::Quit, now),
            B::Resign => self.by_key(crate::input::Command::Resign, now),
            B::NewGame => self.by_key(crate::input::Command::New, now),
            B::OfferDraw => self.command(crate::input::Command::Draw, now),
            B::ToggleTalkingClock => self.talking_clock(self.talking.is_muted()),
            // The window's own business: no change to the game.
            B::Settings | B::CommandLine | B::ZoomIn | B::ZoomOut | B::FullScreen => Vec::new(),
        }
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
        if let Some(refusal) = self.cannot_play() {
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
                Event::Notice(Notice::ConfirmNewGame { .. }) => {
                    Event::Notice(Notice::ConfirmNewGame { by_key: true })
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
