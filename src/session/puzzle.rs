//! A puzzle as a session: the session set up from the puzzle's position,
//! with a puzzle mode that takes the moves the player makes (typed, or
//! placed and announced on the window's board) to the puzzle's state
//! machine ([`Solving`]) instead of playing them as a game.
//!
//! Everything else is the session's own: the board commands (`b`, `p`,
//! `s`, `e4?`, `m`, `l`, the finger and the scans) read the puzzle's
//! position, a question ("which knight?") is asked and answered as in a
//! game. The opponent is no engine: its replies come from the solution.
//! The clock is stopped and the talking clock silent; the commands of a
//! game (draw, resign, undo, load, the engine) are refused with what a
//! puzzle takes instead. Nothing of a puzzle is a game to keep.
//!
//! The player's rating is decided once per puzzle, as soon as the result
//! is known (the first wrong move, hint or solution, or a clean solve):
//! the front end takes the [`Attempt`] ([`super::Effect::PuzzleResult`]) and
//! saves it before anything is said; the new rating is said at the end.

use shakmaty::{ByColor, Move};

use super::{Session, Settings, Setup, question::Pending};
use crate::engine::Level;
use crate::event::{Event, Notice, Player, PuzzleNotice};
use crate::input::{Action, Command};
use crate::keymap::BoardAction;
use crate::rules::{
    Millis, game::FenError, game::Game, laws::Laws, procedure::Rules, procedure::Stage,
    time_control::TimeControl,
};
use crate::study::puzzle::{Puzzle, Solving, Verdict, choose::Ask};
use crate::study::rating::Glicko;

/// How a puzzle session is set up.
#[derive(Clone, Debug)]
pub struct PuzzleSetup {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The player's puzzle rating before it.
    pub rating: Glicko,
    /// The player's settings.
    pub settings: Settings,
    /// Whether it is the first puzzle of the sitting (how to hear the
    /// position is said, and what to type after it).
    pub first: bool,
    /// Whether the player has done it before.
    pub again: bool,
}

/// A puzzle's result for the player's record, decided: to be saved
/// before anything is said.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// The puzzle's id.
    pub id: String,
    /// Whether it counts as solved.
    pub solved: bool,
    /// The puzzle's rating.
    pub puzzle_rating: u16,
    /// Its themes.
    pub themes: Vec<String>,
    /// The player's rating after it.
    pub rating: Glicko,
}

/// The puzzle of a puzzle session.
#[derive(Clone, Debug)]
pub struct PuzzleMode {
    solving: Solving,
    /// The player's rating before the puzzle, and now.
    before: Glicko,
    rating: Glicko,
    first: bool,
    /// Whether the rating changed in this run (since the start or the
    /// last `retry`).
    decided_now: bool,
    pub(super) attempt: Option<Attempt>,
}

impl PuzzleMode {
    /// The puzzle being solved.
    pub fn solving(&self) -> &Solving {
        &self.solving
    }

    /// The player's puzzle rating now.
    pub fn rating(&self) -> Glicko {
        self.rating
    }
}

/// The time control of a puzzle session's stopped clock (never shown
/// running, never said).
fn no_time() -> TimeControl {
    TimeControl::sudden_death(60 * 60 * 1000).unwrap_or_else(|_| TimeControl::fide_classical())
}

impl Session {
    /// A session for the puzzle of `setup` at `now`: the opponent's first
    /// move is made and said, then what to find.
    pub fn puzzle(setup: PuzzleSetup, now: Millis) -> Result<(Session, Vec<Event>), FenError> {
        let solver = setup.puzzle.solver();
        let players = ByColor::new_with(|side| {
            if side == solver {
                Player::Human
            } else {
                Player::Engine(Level::default())
            }
        });
        let game = Setup {
            players,
            control: no_time(),
            rules: Rules::Casual,
            fen: Some(setup.puzzle.fen.clone()),
            chess960: None,
            settings: setup.settings,
            laws: Laws::default(),
            names: ByColor::default(),
        };
        let (mut session, _) = Session::new(game, now)?;
        let _ = session.clock.stop(now);
        session.talking.mute();
        let begun = PuzzleNotice::Begun {
            first: setup.first,
            again: setup.again,
        };
        session.puzzle = Some(Box::new(PuzzleMode {
            solving: Solving::start(setup.puzzle),
            before: setup.rating,
            rating: setup.rating,
            first: setup.first,
            decided_now: false,
            attempt: None,
        }));
        let mut events = vec![said(begun)];
        events.extend(session.opening(now));
        session.dirty = false;
        Ok((session, events))
    }

    /// Whether this session is a puzzle.
    pub fn is_puzzle(&self) -> bool {
        self.puzzle.is_some()
    }

    /// The puzzle, if this session is one.
    pub fn puzzle_mode(&self) -> Option<&PuzzleMode> {
        self.puzzle.as_deref()
    }

    /// `puzzle` in a game: at once when no game goes on (none begun, or
    /// it is over), else after a confirmation, the game set aside.
    pub(super) fn puzzle_asked(&mut self, ask: Ask, now: Millis) -> Vec<Event> {
        if self.puzzle.is_some() || self.game.is_over() || !self.has_game_to_keep() {
            self.puzzle_wanted = Some(ask);
            return Vec::new();
        }
        self.ask(Pending::Puzzle(ask), false, now);
        vec![said(PuzzleNotice::ConfirmSetAside)]
    }

    /// What a puzzle answers itself of `action`, if it does: the commands
    /// of a puzzle, a move announced on the board, and what a puzzle does
    /// not take. `None` for what goes on as in a game.
    pub(super) fn puzzle_gate(&mut self, action: &Action, now: Millis) -> Option<Vec<Event>> {
        use BoardAction as B;
        let mode = self.puzzle.as_ref()?;
        let over = mode.solving.is_over();
        Some(match action {
            Action::Command(command) => match command {
                Command::Hint => self.puzzle_hint(),
                Command::Solution => self.puzzle_solution(now),
                Command::Retry => self.puzzle_retry(now),
                Command::Puzzle(ask) => self.puzzle_asked(ask.clone(), now),
                Command::Clock(_) | Command::TalkingClock(_) => one(PuzzleNotice::NoClock),
                Command::Quit => self.leave_puzzles(),
                Command::New => {
                    self.next_game = Some(self.setup_again());
                    Vec::new()
                }
                Command::Draw
                | Command::Claim(_)
                | Command::Resign
                | Command::Undo
                | Command::EngineRestart
                | Command::Level(_)
                | Command::Result
                | Command::Eval
                | Command::Review
                | Command::Opening
                | Command::Tournament(_) => one(PuzzleNotice::NotInPuzzle),
                _ => return None,
            },
            Action::TypedMove(_) if over => one(PuzzleNotice::IsOver),
            Action::Board(B::Announce | B::LiftPlaceOrAnnounce)
                if matches!(self.procedure.stage(), Stage::Placed(_)) =>
            {
                let Stage::Placed(mv) = *self.procedure.stage() else {
                    return None;
                };
                self.procedure.reset();
                self.puzzle_move(mv, now)
            }
            Action::Board(B::LiftOrPlace | B::LiftPlaceOrAnnounce) if over => {
                one(PuzzleNotice::IsOver)
            }
            Action::Board(B::Quit) => self.leave_puzzles(),
            Action::Board(B::NewGame) => {
                self.next_game = Some(self.setup_again());
                Vec::new()
            }
            Action::Board(B::Resign | B::OfferDraw) | Action::LoadPgn { .. } => {
                one(PuzzleNotice::NotInPuzzle)
            }
            Action::Board(
                B::ToggleTalkingClock | B::SayClocks | B::SayOwnClock | B::SayOpponentClock,
            ) => one(PuzzleNotice::NoClock),
            Action::EngineMoved(_)
            | Action::EngineFailed(_)
            | Action::EngineReady
            | Action::EngineAppraisal(_) => Vec::new(),
            _ => return None,
        })
    }

    /// A move of the player in the puzzle: right (made, and the
    /// opponent's reply made), wrong (nothing made) or the solve.
    pub(super) fn puzzle_move(&mut self, mv: Move, now: Millis) -> Vec<Event> {
        let Some(mode) = self.puzzle.as_mut() else {
            return Vec::new();
        };
        if mode.solving.is_over() {
            return one(PuzzleNotice::IsOver);
        }
        let verdict = mode.solving.handle(mv);
        self.decide();
        match verdict {
            Verdict::Wrong => one(PuzzleNotice::Wrong),
            Verdict::Right { reply } => {
                let mut events = self.make(mv, now);
                events.push(said(PuzzleNotice::Right));
                events.extend(self.make(reply, now));
                events.push(self.find(true));
                events
            }
            Verdict::Solved => {
                let mut events = self.make(mv, now);
                events.extend(self.puzzle_end());
                events
            }
        }
    }

    /// `hint`: the piece, then where it goes.
    fn puzzle_hint(&mut self) -> Vec<Event> {
        let Some(mode) = self.puzzle.as_mut() else {
            return one(PuzzleNotice::NoPuzzle);
        };
        match mode.solving.hint() {
            Some(hint) => {
                self.decide();
                one(PuzzleNotice::Hint(hint))
            }
            None => one(PuzzleNotice::IsOver),
        }
    }

    /// `solution`: the rest of the line, made and said, then the end.
    fn puzzle_solution(&mut self, now: Millis) -> Vec<Event> {
        let Some(mode) = self.puzzle.as_mut() else {
            return one(PuzzleNotice::NoPuzzle);
        };
        let line = mode.solving.solution();
        if line.is_empty() {
            return one(PuzzleNotice::IsOver);
        }
        self.decide();
        let mut events = vec![said(PuzzleNotice::Solution)];
        for (_, mv) in line {
            events.extend(self.make(mv, now));
        }
        events.extend(self.puzzle_end());
        events
    }

    /// `retry`: the puzzle from its start, not rated again.
    fn puzzle_retry(&mut self, now: Millis) -> Vec<Event> {
        let Some(mode) = self.puzzle.as_mut() else {
            return one(PuzzleNotice::NoPuzzle);
        };
        mode.solving.retry();
        mode.decided_now = false;
        let fen = mode.solving.puzzle().fen.clone();
        match Game::from_fen(&fen) {
            Ok(game) => self.game = game,
            Err(_) => return one(PuzzleNotice::IsOver),
        }
        self.clocks.clear();
        self.procedure.reset();
        self.question = None;
        let mut events = vec![said(PuzzleNotice::Again)];
        events.extend(self.opening(now));
        events
    }

    /// `quit` in a puzzle: at once, nothing is lost (the rating is saved).
    fn leave_puzzles(&mut self) -> Vec<Event> {
        self.quit = true;
        vec![Event::Notice(Notice::GoodbyeNothingKept)]
    }

    /// The opponent's first move, made and said, and what to find.
    fn opening(&mut self, now: Millis) -> Vec<Event> {
        let Some(mode) = self.puzzle.as_ref() else {
            return Vec::new();
        };
        let first = mode.solving.puzzle().moves[0];
        let mut events = self.make(first, now);
        events.push(self.find(false));
        events
    }

    /// What the player is to find now.
    fn find(&self, later: bool) -> Event {
        let (side, mate) = match self.puzzle.as_deref() {
            Some(mode) => {
                let puzzle = mode.solving.puzzle();
                let mate = puzzle.mate_in().map(|_| mode.solving.moves_left());
                (puzzle.solver(), mate)
            }
            None => (self.game.turn(), None),
        };
        said(PuzzleNotice::Find { side, mate, later })
    }

    /// `mv` made on the board; its event. The end of the game a mate
    /// makes is not said: the puzzle says its own end.
    fn make(&mut self, mv: Move, now: Millis) -> Vec<Event> {
        let mut events = self.play(mv, now);
        events.retain(|e| !matches!(e, Event::GameOver(_)));
        self.dirty = false;
        events
    }

    /// The result, once it is decided: the player's new rating, and the
    /// attempt for the front end to save.
    fn decide(&mut self) {
        let Some(mode) = self.puzzle.as_mut() else {
            return;
        };
        let Some(score) = mode.solving.take_result() else {
            return;
        };
        let puzzle = mode.solving.puzzle();
        let after = mode
            .rating
            .after(f64::from(puzzle.rating), f64::from(puzzle.deviation), score);
        mode.attempt = Some(Attempt {
            id: puzzle.id.clone(),
            solved: score == crate::study::rating::Score::Win,
            puzzle_rating: puzzle.rating,
            themes: puzzle.themes.clone(),
            rating: after,
        });
        mode.before = mode.rating;
        mode.rating = after;
        mode.decided_now = true;
    }

    /// The end: solved or not, the puzzle's rating and themes, the
    /// player's rating, and (after the first puzzle) what to type next.
    fn puzzle_end(&mut self) -> Vec<Event> {
        let Some(mode) = self.puzzle.as_ref() else {
            return Vec::new();
        };
        let puzzle = mode.solving.puzzle();
        let mut events = vec![
            said(PuzzleNotice::Over {
                solved: mode.solving.solved(),
                lapse: mode.solving.lapse(),
            }),
            said(PuzzleNotice::About {
                id: puzzle.id.clone(),
                rating: puzzle.rating,
                themes: puzzle.themes.clone(),
            }),
            said(PuzzleNotice::Rating {
                before: mode.before.rounded(),
                after: mode.rating.rounded(),
                provisional: mode.rating.is_provisional(),
                counted: mode.decided_now,
            }),
        ];
        if mode.first {
            events.push(said(PuzzleNotice::WhatNext));
        }
        events
    }
}

/// A puzzle's notice as an event.
fn said(notice: PuzzleNotice) -> Event {
    Event::Notice(Notice::Puzzle(notice))
}

/// A puzzle's notice as the one event of an answer.
fn one(notice: PuzzleNotice) -> Vec<Event> {
    vec![said(notice)]
}
