//! `learn` in a review walked in the game: the mistakes and blunders of
//! the player's side (both sides' between two people) set again as
//! exercises ([`crate::study::learn`]), as `tactus learn` sets them: "Move
//! 2: you played g4. Find a better move for White." A move typed is tried
//! in a session of the exercise's position (any notation tactus reads);
//! the engine judges it on its own thread at the review's budget, while
//! the window and the clock go on; `hint`, `solution`, `skip` and the
//! board commands help. At the end ("You found 1 of 2."), or with `review
//! off` half-way, the review is walked again where it was.

use shakmaty::{Color, Move, Position};

use super::{Ready, Walk, moment_board, told};
use crate::app::driver::Driver;
use crate::app::review::learn::{Line, line_of};
use crate::engine::analysis::{Analysis, AnalysisEvent, Budget};
use crate::event::{Event, Player};
use crate::input::walk::{Step, step};
use crate::rules::game::Game;
use crate::session::Session;
use crate::study::learn::{Exercise, Lesson, Verdict, exercises, verdict};

/// A lesson in the game.
pub(in crate::app::driver) struct InLesson {
    lesson: Lesson,
    /// Whose mistakes: `None` for both sides'.
    side: Option<Color>,
    /// The session the exercise's position is read and tried in.
    board: Option<Session>,
    /// The move tried that the engine judges, with its analysis.
    judging: Option<(Analysis, Move)>,
    /// Whether the engine can judge (it failed once: only its own move is
    /// right from then on).
    engine: bool,
    /// The review walked, to go back to.
    walked: Box<Ready>,
}

impl InLesson {
    /// Whether the engine is judging a move tried.
    pub(super) fn is_judging(&self) -> bool {
        self.judging.is_some()
    }
}

impl Driver {
    /// The side whose mistakes a lesson sets: the one person's in a game
    /// against the engine, else both.
    pub(super) fn lesson_side(&self) -> Option<Color> {
        let players = self.session.players();
        let human = |p: &Player| matches!(p, Player::Human);
        match (human(&players.white), human(&players.black)) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        }
    }

    /// `learn` in the review walked: the first exercise (or that there is
    /// none, and the walk goes on); the events said.
    pub(super) fn begin_lesson(&mut self, walked: Box<Ready>) -> Vec<Event> {
        let side = self.lesson_side();
        let lesson = Lesson::new(exercises(&walked.review, side));
        let words = self.words();
        let mut lines = vec![words.lesson_start(lesson.len(), side)];
        if lesson.is_empty() {
            self.walk = Some(Walk::Ready(walked));
            return self.say_lines(&lines);
        }
        let board = lesson.current().and_then(|e| self.exercise_board(e));
        if let Some(exercise) = lesson.current() {
            lines.push(words.question(exercise, side.is_some()));
        }
        self.walk = Some(Walk::Lesson(Box::new(InLesson {
            lesson,
            side,
            board,
            judging: None,
            engine: true,
            walked,
        })));
        self.say_lines(&lines)
    }

    fn exercise_board(&self, exercise: &Exercise) -> Option<Session> {
        moment_board(
            &exercise.before,
            *self.session.settings(),
            self.session.game().laws(),
        )
    }

    /// A line typed in the lesson; `None` for `quit` (the lesson and the
    /// review closed, the game asks as ever).
    pub(super) fn lesson_line(&mut self, text: &str) -> Option<Vec<Event>> {
        let words = self.words();
        if step(text) == Some(Step::Leave) {
            return Some(self.end_lesson(Vec::new()));
        }
        let Some(Walk::Lesson(l)) = self.walk.as_mut() else {
            return None;
        };
        if l.judging.is_some() {
            let wait = self.message("walk-judging", &[]);
            return Some(self.say_lines(&[wait]));
        }
        let exercise = l.lesson.current().cloned()?;
        let mut lines = Vec::new();
        let mut next = false;
        match line_of(text) {
            Line::Hint => lines.extend(l.lesson.hint().map(|h| words.hint(h))),
            Line::Solution => {
                lines.push(words.solution(&exercise));
                l.lesson.solution();
                next = true;
            }
            Line::Skip => {
                l.lesson.skip();
                next = true;
            }
            Line::Quit => {
                self.walk = None;
                return None;
            }
            Line::Help => lines.push(words.lesson_help()),
            Line::Refused => lines.push(words.lesson_refused()),
            Line::Session(action) => {
                let Some(board) = l.board.as_mut() else {
                    return Some(Vec::new());
                };
                let events = board.handle(action, 0).events;
                let made = events.iter().find_map(|e| match e {
                    Event::MoveMade { mv, .. } => Some(*mv),
                    _ => None,
                });
                let Some(tried) = made else {
                    self.say(&events);
                    return Some(events);
                };
                if tried == exercise.best || !l.engine {
                    let found = verdict(&exercise, tried, None, None);
                    return Some(self.lesson_verdict(&exercise, tried, &found));
                }
                match self.analysis_config() {
                    Ok(config) => {
                        let mut game = Game::from_position(exercise.before.clone());
                        if game.play(tried).is_ok() {
                            let analysis =
                                Analysis::start(config, game, vec![1], Budget::default());
                            if let Some(Walk::Lesson(l)) = self.walk.as_mut() {
                                l.judging = Some((analysis, tried));
                            }
                        }
                        return Some(Vec::new());
                    }
                    Err(e) => {
                        let why = self.phrases().engine_error(&e);
                        if let Some(Walk::Lesson(l)) = self.walk.as_mut() {
                            l.engine = false;
                        }
                        let mut events = told(&[words.cannot_judge(&why)]);
                        let found = verdict(&exercise, tried, None, None);
                        events.extend(self.lesson_verdict(&exercise, tried, &found));
                        return Some(events);
                    }
                }
            }
        }
        if next {
            return Some(self.next_exercise(lines));
        }
        Some(self.say_lines(&lines))
    }

    /// The game's words, in the player's style and language.
    fn phrases(&self) -> crate::speech::phrase::Phrases {
        let settings = self.session.settings();
        crate::speech::phrase::Phrases::new(settings.style, settings.lang, false)
    }

    /// What the engine found of the move tried, once it has.
    pub(super) fn poll_lesson(&mut self) -> Vec<Event> {
        let Some(Walk::Lesson(l)) = self.walk.as_mut() else {
            return Vec::new();
        };
        let Some((analysis, tried)) = l.judging.as_mut() else {
            return Vec::new();
        };
        let tried = *tried;
        let mut found = None;
        for event in analysis.poll() {
            match event {
                AnalysisEvent::Evaluated { evaluation, .. } => found = Some(Ok(evaluation)),
                AnalysisEvent::Failed(e) => found = Some(Err(e)),
                AnalysisEvent::Finished => {}
            }
        }
        if found.is_none() && !analysis.is_finished() {
            return Vec::new();
        }
        l.judging = None;
        let Some(exercise) = l.lesson.current().cloned() else {
            return Vec::new();
        };
        let mut events = Vec::new();
        let judged = match found {
            Some(Ok(evaluation)) => {
                let mut after = exercise.before.clone();
                after.play_unchecked(tried);
                let reply = evaluation
                    .best
                    .as_ref()
                    .and_then(|u| u.to_move(&after).ok());
                verdict(&exercise, tried, Some(evaluation.eval), reply)
            }
            other => {
                // Without the engine only its own move is right.
                l.engine = false;
                let why = match other {
                    Some(Err(e)) => self.phrases().engine_error(&e),
                    _ => String::new(),
                };
                events.extend(told(&[self.words().cannot_judge(&why)]));
                verdict(&exercise, tried, None, None)
            }
        };
        let said = self.lesson_verdict(&exercise, tried, &judged);
        events.extend(said);
        events
    }

    /// The verdict on `tried` said, and the next exercise when it was
    /// right (the exercise set up again when not); the events said.
    fn lesson_verdict(&mut self, exercise: &Exercise, tried: Move, found: &Verdict) -> Vec<Event> {
        let lines = vec![self.words().verdict(exercise, tried, found)];
        let right = matches!(found, Verdict::Right(_));
        let again = (!right).then(|| self.exercise_board(exercise)).flatten();
        let Some(Walk::Lesson(l)) = self.walk.as_mut() else {
            return Vec::new();
        };
        l.lesson.tried(found);
        if right {
            return self.next_exercise(lines);
        }
        l.board = again;
        self.say_lines(&lines)
    }

    /// The exercise after the one done, after `lines`; at the end the
    /// score and the review walked again.
    fn next_exercise(&mut self, mut lines: Vec<String>) -> Vec<Event> {
        let words = self.words();
        let Some(Walk::Lesson(l)) = self.walk.as_ref() else {
            return Vec::new();
        };
        let Some(exercise) = l.lesson.current().cloned() else {
            return self.end_lesson(lines);
        };
        let you = l.side.is_some();
        let board = self.exercise_board(&exercise);
        lines.push(words.question(&exercise, you));
        if let Some(Walk::Lesson(l)) = self.walk.as_mut() {
            l.board = board;
        }
        self.say_lines(&lines)
    }

    /// The lesson ended (done, or left half-way): the score after `lines`,
    /// and the review walked again.
    fn end_lesson(&mut self, mut lines: Vec<String>) -> Vec<Event> {
        let Some(Walk::Lesson(l)) = self.walk.take() else {
            return Vec::new();
        };
        let (found, total) = l.lesson.score();
        lines.push(self.words().lesson_end(found, total));
        lines.push(self.message("walk-after-lesson", &[]));
        self.walk = Some(Walk::Ready(l.walked));
        self.say_lines(&lines)
    }
}
