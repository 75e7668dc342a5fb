//! Tournament mode as the session keeps it: the gate that refuses what the
//! Laws do not allow a player, moves that cannot be played written down
//! for the arbiter, and leaving the mode with the arbiter's code.
//!
//! While the mode is on and the game goes on, a player gets the clock and
//! its announcements, the moves completed and the time used on request,
//! the score and the words of the moves; everything that helps play is
//! refused with [`Forbidden`], changing nothing. A typed move that cannot
//! be played is not explained: it is kept as written in an
//! [`ArbiterNote`] (in the autosave and, as an `Arbiter:` comment, in the
//! PGN) and the player hears only that it was written down. Leaving the
//! mode during the game needs the arbiter's code; every attempt is logged
//! with [`Tournament::try_leave`] and noted. After the game ends nothing is
//! refused.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::Session;
use crate::event::{Event, Forbidden, Notice, TournamentNotice};
use crate::input::{Action, Command};
use crate::keymap::BoardAction;
use crate::notation::parse::{parse_move, parse_move_naming_promotion};
use crate::rules::{Millis, tournament::Tournament};

mod notes;
pub use notes::{ArbiterNote, NoteKind};

/// A game's tournament mode: the arbiter's code and the attempts to leave
/// ([`Tournament`]), whether the mode is still on, and the notes for the
/// arbiter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentMode {
    /// The arbiter's code (salted hash) and every attempt to leave.
    pub tournament: Tournament,
    /// Whether the mode is on (false once the arbiter's code ended it).
    pub on: bool,
    /// What the arbiter must see, in the order it happened.
    #[serde(default)]
    pub notes: Vec<ArbiterNote>,
}

fn refused(what: Forbidden) -> Vec<Event> {
    said(TournamentNotice::Refused(what))
}

fn said(notice: TournamentNotice) -> Vec<Event> {
    vec![Event::Notice(Notice::Tournament(notice))]
}

/// What tournament mode refuses of `action`, if it refuses it. The
/// commands that answer within the mode itself (a typed move, the finger,
/// `t`) are not refused here but answered by [`Session::tournament_gate`].
pub fn forbidden(action: &Action) -> Option<Forbidden> {
    use BoardAction as B;
    match action {
        Action::Command(command) => match command {
            Command::Board | Command::Pieces(_) | Command::Line(_) => Some(Forbidden::Position),
            Command::Square(_) => Some(Forbidden::Attacks),
            Command::Moves(_) | Command::PieceMoves(_) => Some(Forbidden::LegalMoves),
            Command::Undo => Some(Forbidden::Takeback),
            Command::New | Command::Puzzle(_) => Some(Forbidden::NewGame),
            Command::EngineRestart | Command::Level(_) => Some(Forbidden::Engine),
            Command::Opening | Command::Hint | Command::Eval | Command::Review => {
                Some(Forbidden::Advice)
            }
            _ => None,
        },
        Action::LoadPgn { .. } => Some(Forbidden::Load),
        Action::Board(board) => match board {
            B::NextPiece { .. } | B::NextOwnPiece | B::PreviousOwnPiece | B::SayPosition => {
                Some(Forbidden::Position)
            }
            B::LiftOrPlace | B::LiftPlaceOrAnnounce | B::Announce | B::Cancel => {
                Some(Forbidden::BoardMoves)
            }
            B::SayLegalMoves | B::SayLegalCaptures => Some(Forbidden::LegalMoves),
            B::NewGame => Some(Forbidden::NewGame),
            B::SayAttackers | B::SayAttackedSquares => Some(Forbidden::Attacks),
            B::ScanDiagonals
            | B::ScanLines
            | B::ScanRank
            | B::ScanFile
            | B::ScanAround
            | B::ScanKnightMoves => Some(Forbidden::Scans),
            _ => None,
        },
        _ => None,
    }
}

impl Session {
    /// Puts this game into tournament mode with `tournament` (the
    /// arbiter's code, if one was given) at `now`: said. White's clock
    /// runs from then on, as the arbiter starts it (a casual game's clocks
    /// would wait for the first moves).
    pub fn start_tournament(&mut self, tournament: Tournament, now: Millis) -> Vec<Event> {
        self.tournament = Some(TournamentMode {
            tournament,
            on: true,
            notes: Vec::new(),
        });
        if self.clock.current().is_none() {
            self.start_clock(now);
        }
        self.question = None;
        self.dirty = true;
        said(TournamentNotice::On)
    }

    /// The game's tournament mode, if it was played in it (on, or left
    /// with the arbiter's code).
    pub fn tournament(&self) -> Option<&TournamentMode> {
        self.tournament.as_ref()
    }

    /// Whether tournament mode is on.
    pub fn in_tournament(&self) -> bool {
        self.tournament.as_ref().is_some_and(|t| t.on)
    }

    /// What a player must be told of tournament mode on resuming: that it
    /// is on, if it is.
    pub fn tournament_notice(&self) -> Option<Event> {
        self.in_tournament()
            .then_some(Event::Notice(Notice::Tournament(TournamentNotice::On)))
    }

    /// The tournament mode a new game after this one starts in: the same
    /// arbiter's code, no attempts yet; none if the mode is not on.
    pub fn tournament_for_next_game(&self) -> Option<Tournament> {
        self.tournament
            .as_ref()
            .filter(|t| t.on)
            .map(|t| Tournament::new(t.tournament.code.clone()))
    }

    /// What tournament mode says to `action` if it refuses it now (for a
    /// front end that must know before it acts, as `load` does before it
    /// keeps the game in progress).
    pub fn tournament_refusal(&self, action: &Action) -> Option<Event> {
        if !self.in_tournament() || self.game.is_over() {
            return None;
        }
        forbidden(action)
            .map(|what| Event::Notice(Notice::Tournament(TournamentNotice::Refused(what))))
    }

    /// Whether the next typed line is the arbiter's code (`tournament off`
    /// asked for it): the front end hands it over as
    /// [`Action::ArbiterCode`], never as a command or a move.
    pub fn awaits_arbiter_code(&self) -> bool {
        self.code_asked
    }

    /// The answer to the waiting "Arbiter's code?", if `action` is one;
    /// any action of a person drops the question (and is carried out).
    pub(super) fn code_answer(&mut self, action: &Action, now: Millis) -> Option<Vec<Event>> {
        match action {
            Action::ArbiterCode(code) if self.code_asked => {
                self.code_asked = false;
                Some(self.try_code(code, now))
            }
            // A code nobody asked for is dropped unread.
            Action::ArbiterCode(_) => Some(Vec::new()),
            Action::Tick
            | Action::EngineMoved(_)
            | Action::EngineFailed(_)
            | Action::EngineReady
            | Action::EngineAppraisal(_) => None,
            _ => {
                self.code_asked = false;
                None
            }
        }
    }

    /// Tournament mode's answer to `action`, if the mode decides it: a
    /// refusal, a typed move made or written down, the finger's square,
    /// `t` with the mode said, `tournament on|off`. `None`: carried out
    /// as usual.
    pub(super) fn tournament_gate(&mut self, action: &Action, now: Millis) -> Option<Vec<Event>> {
        if let Action::Command(Command::Tournament(on)) = action {
            return Some(self.switch_tournament(*on, now));
        }
        if !self.in_tournament() || self.game.is_over() {
            return None;
        }
        if let Some(what) = forbidden(action) {
            return Some(refused(what));
        }
        use BoardAction as B;
        match action {
            Action::TypedMove(text) => Some(self.tournament_move(text, now)),
            Action::Command(Command::Claim(Some(text)))
                if parse_move(self.game.position(), text).is_err() =>
            {
                Some(self.cannot_be_played(text, now))
            }
            Action::Command(Command::Turn) | Action::Board(B::SayTurn) => {
                let mut events = self.turn_or_result();
                events.extend(said(TournamentNotice::On));
                Some(events)
            }
            Action::Board(
                step @ (B::Step(_) | B::JumpRank(_) | B::JumpFile(_) | B::GoToLastMove),
            ) => {
                let _ = match step {
                    B::Step(d) => self.tactile.step(*d),
                    B::JumpRank(r) => self.tactile.jump_rank(*r),
                    B::JumpFile(f) => self.tactile.jump_file(*f),
                    _ => self.tactile.to_last_move(self.game.moves().last()),
                };
                Some(said(TournamentNotice::Finger(self.tactile.cursor())))
            }
            Action::Board(B::SayCurrentSquare) => {
                Some(said(TournamentNotice::Finger(self.tactile.cursor())))
            }
            Action::PointAt(square) => {
                let _ = self.tactile.set_cursor(*square);
                Some(said(TournamentNotice::Finger(*square)))
            }
            _ => None,
        }
    }

    /// `tournament on`: before the first move, the mode without an
    /// arbiter's code; `tournament off`: asks for the code.
    fn switch_tournament(&mut self, on: bool, now: Millis) -> Vec<Event> {
        match (on, self.in_tournament()) {
            (true, true) => said(TournamentNotice::On),
            (true, false) if self.game.ply_count() > 0 || self.tournament.is_some() => {
                said(TournamentNotice::TooLate)
            }
            (true, false) if self.players.iter().any(|p| *p != super::Player::Human) => {
                refused(Forbidden::Engine)
            }
            (true, false) => self.start_tournament(Tournament::new(None), now),
            (false, false) => said(TournamentNotice::NotOn),
            (false, true) if self.game.is_over() => {
                self.leave(now);
                said(TournamentNotice::Left)
            }
            (false, true) if self.has_code() => {
                self.question = None;
                self.code_asked = true;
                said(TournamentNotice::AskCode)
            }
            (false, true) => {
                self.try_code("", now);
                said(TournamentNotice::NoCode)
            }
        }
    }

    fn has_code(&self) -> bool {
        self.tournament
            .as_ref()
            .is_some_and(|t| t.tournament.code.is_some())
    }

    /// The line given as the arbiter's code: right, the mode ends; wrong
    /// (or no code to match), it goes on. Logged and noted either way.
    fn try_code(&mut self, code: &str, now: Millis) -> Vec<Event> {
        let had_code = self.has_code();
        let Some(mode) = self.tournament.as_mut() else {
            return said(TournamentNotice::NotOn);
        };
        let accepted = mode.tournament.try_leave(code, now);
        let what = match (accepted, had_code) {
            (true, _) => NoteKind::Left,
            (false, true) => NoteKind::WrongCode,
            (false, false) => NoteKind::NoCode,
        };
        self.note(what, now);
        if accepted {
            self.leave(now);
            said(TournamentNotice::Left)
        } else {
            said(TournamentNotice::WrongCode)
        }
    }

    fn leave(&mut self, _now: Millis) {
        if let Some(mode) = self.tournament.as_mut() {
            mode.on = false;
        }
        self.dirty = true;
    }

    fn note(&mut self, what: NoteKind, now: Millis) {
        let readings = self.clock.readings(now);
        let ply = self.game.ply_count();
        if let Some(mode) = self.tournament.as_mut() {
            mode.notes.push(ArbiterNote {
                ply,
                clocks: [readings.white, readings.black],
                what,
            });
            self.dirty = true;
        }
    }

    /// A typed move in tournament mode: made if it can be played (at once,
    /// as announced: no read-back, no "which?"), else written down for the
    /// arbiter with nothing said of why.
    fn tournament_move(&mut self, text: &str, now: Millis) -> Vec<Event> {
        if let Some(refusal) = self.cannot_play(crate::event::AfterTheEnd::Move) {
            return vec![refusal];
        }
        if !self.is_human(self.game.turn()) {
            return vec![Event::Notice(Notice::NotYourMove)];
        }
        let parsed = if self.asks_promotion() {
            parse_move_naming_promotion(self.game.position(), text)
        } else {
            parse_move(self.game.position(), text)
        };
        match parsed {
            Ok(mv) => self.human_move(mv, now),
            Err(_) => self.cannot_be_played(text, now),
        }
    }

    fn cannot_be_played(&mut self, text: &str, now: Millis) -> Vec<Event> {
        let white = self.game.turn() == Color::White;
        // The arbiter's code typed when no one asked for it is never
        // kept or said in clear.
        let is_code = self
            .tournament
            .as_ref()
            .and_then(|t| t.tournament.code.as_ref())
            .is_some_and(|code| code.matches(text));
        let written = if is_code {
            "***".to_owned()
        } else {
            text.trim().to_owned()
        };
        self.note(
            NoteKind::Unplayable {
                white,
                written: written.clone(),
            },
            now,
        );
        said(TournamentNotice::Noted { written })
    }

    /// The game as PGN from `sheet` (this game's scoresheet, perhaps
    /// with a date filled in), with what tournament mode adds:
    /// `[TournamentMode "yes"]`, and each note as an `Arbiter:` comment
    /// after the move it followed.
    pub fn export_pgn(&self, sheet: &crate::rules::scoresheet::Scoresheet) -> String {
        let Some(mode) = &self.tournament else {
            return crate::rules::pgn::export(sheet);
        };
        let tags = [("TournamentMode", "yes".to_owned())];
        let comments: Vec<(usize, String)> =
            mode.notes.iter().map(|n| (n.ply, n.comment())).collect();
        crate::rules::pgn::export_with(sheet, &tags, &comments)
    }
}

#[cfg(test)]
mod tests;
