//! `review` in the game (`tactus tty` and the window's command line): the
//! game as it stands reviewed by the engine on a thread of its own, at the
//! budget of `tactus review`, while the game's commands still answer; a
//! short line at each quarter of a long one; what is done kept in the
//! games folder (`game-in-progress.review.json`, and beside the game when
//! it is kept under a name: [`behind`]), so that asking again goes on
//! from there, as it goes on from what was reviewed while the game was
//! played ([`behind`]); `stop` ends the work and reviews what is done. Then the summary
//! and the first key moment, and the review is walked
//! ([`crate::input::walk`]): `next`, `back`, `go 23`, `line`, `again`,
//! and the board commands (`b`, `p`, `s e`, `e4?`, `m`) read the position
//! of the move shown, through a session set up there and used for nothing
//! else (the game and its autosave are never touched). `review off` goes
//! back to the game; any other line is refused until then, so that a move
//! typed while looking at a moment is never played in the game.
//!
//! The session decides whether a review may be had (strict rules, a
//! tournament, no moves: [`crate::session::Effect::Review`]).

pub(super) mod behind;
mod lesson;

use std::path::PathBuf;

use fluent_bundle::FluentValue;
use shakmaty::{ByColor, Chess, EnPassantMode, Position, fen::Fen};

use super::Driver;
use crate::app::review::budget_text;
use crate::app::review::progress::{Progress, TOLD_FROM};
use crate::engine::EngineConfig;
use crate::engine::analysis::{Analysis, AnalysisEvent, Budget, Evaluation, Share};
use crate::event::{Event, FileError, NoAdvice, Notice, Player};
use crate::input::command::help_topic;
use crate::input::walk::{Step, step};
use crate::input::{Action, Command, Typed, parse_line};
use crate::notation::format_message;
use crate::rules::{game::Game, procedure::Rules};
use crate::session::{Session, Setup};
use crate::store::{ReviewKey, kept_review_of_beginning, kept_review_shared};
use crate::study::review::{Review, words::ReviewWords};

/// What the review of `game` by the engine of `config` is kept under.
fn review_key(game: &Game, config: &EngineConfig) -> ReviewKey {
    let program = config
        .path
        .file_name()
        .map_or_else(|| "stockfish".into(), |n| n.to_string_lossy().into_owned());
    ReviewKey {
        start: behind::start_of(game),
        moves: behind::moves_of(game),
        engine: program,
        budget: budget_text(Budget::default()),
    }
}

/// A review in the game: the engine at work, or the review walked.
pub(super) enum Walk {
    /// The engine evaluates the positions.
    Working(Box<Working>),
    /// The review is done and walked.
    Ready(Box<Ready>),
    /// A lesson from the review's mistakes (`learn`).
    Lesson(Box<lesson::InLesson>),
}

/// The engine's work on a review.
pub(super) struct Working {
    analysis: Analysis,
    evaluations: Vec<Evaluation>,
    progress: Progress,
    game: Game,
    key: ReviewKey,
    kept_at: PathBuf,
    /// Whether keeping it failed (said once).
    keep_failed: bool,
}

/// A review walked.
pub(super) struct Ready {
    /// The review.
    pub(super) review: Review,
    /// The key moments: indexes into the review's moves.
    moments: Vec<usize>,
    /// The move shown: an index into the review's moves.
    at: usize,
    /// The session the position of the move shown is read through.
    board: Option<Session>,
}

impl Driver {
    /// Whether a review is open (the engine at work or the review walked).
    pub fn reviewing(&self) -> bool {
        self.walk.is_some()
    }

    /// Whether the engine works on a review or judges a lesson's move
    /// (the front end then polls).
    pub(super) fn review_working(&self) -> bool {
        match &self.walk {
            Some(Walk::Working(_)) => true,
            Some(Walk::Lesson(lesson)) => lesson.is_judging(),
            _ => false,
        }
    }

    pub(super) fn words(&self) -> ReviewWords {
        let settings = self.session.settings();
        ReviewWords {
            style: settings.style,
            lang: settings.lang,
        }
    }

    pub(super) fn message(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        format_message(self.session.settings().lang, id, args)
    }

    /// Why the review cannot be kept, in words.
    fn cannot_keep(&self, error: Option<FileError>) -> Option<String> {
        let settings = self.session.settings();
        let phrases = crate::speech::phrase::Phrases::new(settings.style, settings.lang, false);
        let reason = phrases.file_error(&error?);
        Some(self.message("study-cannot-keep", &[("reason", reason.into())]))
    }

    /// Says `lines` (as [`told`]); the events said.
    pub(super) fn say_lines(&mut self, lines: &[String]) -> Vec<Event> {
        let events = told(lines);
        self.say(&events);
        events
    }

    /// The engine's review of the game as it stands, as far as the games
    /// folder keeps one and the player asked for it (with `review` in this
    /// game, of all its moves or of those it had then; all of a game that
    /// is over), for the window's review mode to say the
    /// engine's word on each move; `None` without one or without an engine
    /// to name, and while the engine's word is advice the Laws bar (strict
    /// rules while the game goes on, tournament mode: Art. 11.3), as
    /// `review` itself is refused then.
    pub fn kept_engine_review(&self) -> Option<Review> {
        let game = self.session.game();
        let strict = self.session.procedure().rules() == Rules::Strict && !game.is_over();
        if strict || self.session.in_tournament() {
            return None;
        }
        let config = self.analysis_config().ok()?;
        let kept_at = behind::in_progress(&self.opts.folders);
        let key = review_key(game, &config);
        let mut evaluations = kept_review_of_beginning(&kept_at, &key);
        // What was reviewed while the game was played is no advice unasked.
        if !game.is_over() {
            evaluations.truncate(self.behind.asked_positions(&key.moves));
        }
        let review = Review::of(game, &evaluations);
        (!review.moves.is_empty()).then_some(review)
    }

    /// Starts the review the session asked for: from what the games
    /// folder keeps of it, the rest asked of the engine.
    pub(super) fn begin_review(&mut self) -> Vec<Event> {
        let config = match self.analysis_config() {
            Ok(config) => config,
            Err(e) => return vec![Event::Notice(Notice::NoAdvice(NoAdvice::Failed(e)))],
        };
        // What was reviewed while the game was played is kept: the rest
        // is done here, on every core.
        self.halt_behind();
        let game = self.session.game().clone();
        let key = review_key(&game, &config);
        self.behind.asked(key.moves.clone());
        let kept_at = behind::in_progress(&self.opts.folders);
        let evaluations = kept_review_shared(&kept_at, &key);
        let total = game.ply_count() + 1;
        let done = evaluations.len();
        if done >= total {
            // Reviewed already (while it was played, or asked before).
            return self.review_ready(&game, &evaluations, Vec::new());
        }
        let said = if done > 1 && total - done < TOLD_FROM {
            // Reviewed while it was played, but for the last moves: the
            // review comes in a few seconds, without a word before it.
            String::new()
        } else if done > 1 {
            let number = game.positions()[done - 2].fullmoves().get();
            self.message("study-continued", &[("number", number.into())])
        } else {
            let moves = game.ply_count().div_ceil(2);
            self.message("walk-start", &[("moves", moves.into())])
        };
        let analysis = Analysis::start_shared(
            config,
            game.clone(),
            (done..total).collect(),
            Budget::default(),
            Share::every_core(),
        );
        self.walk = Some(Walk::Working(Box::new(Working {
            analysis,
            evaluations,
            progress: Progress::new(total, done),
            game,
            key,
            kept_at,
            keep_failed: false,
        })));
        told(&[said])
    }

    /// What the engine's work on a review has brought: the quarters told,
    /// and at its end the review.
    pub(super) fn poll_review(&mut self) -> Vec<Event> {
        if matches!(self.walk, Some(Walk::Lesson(_))) {
            return self.poll_lesson();
        }
        let Some(Walk::Working(w)) = self.walk.as_mut() else {
            return Vec::new();
        };
        let mut ended = None;
        let mut quarters = Vec::new();
        for event in w.analysis.poll() {
            match event {
                AnalysisEvent::Evaluated { ply, evaluation } => {
                    if ply == w.evaluations.len() {
                        w.evaluations.push(evaluation);
                    }
                    if let Some(quarter) = w.progress.advance(w.evaluations.len()).quarter {
                        quarters.push(quarter);
                    }
                }
                AnalysisEvent::Failed(e) => ended = Some(Err(e)),
                AnalysisEvent::Finished => ended = Some(Ok(())),
            }
        }
        let failed = if !quarters.is_empty() || ended.is_some() {
            keep(w, self.behind.names())
        } else {
            None
        };
        let mut lines: Vec<String> = self.cannot_keep(failed).into_iter().collect();
        let lang = self.session.settings().lang;
        for quarter in quarters.into_iter().filter(|q| *q < 4) {
            lines.push(format_message(
                lang,
                "study-progress",
                &[("quarter", quarter.into())],
            ));
        }
        let Some(ended) = ended else {
            return self.say_lines(&lines);
        };
        let Some(Walk::Working(w)) = self.walk.take() else {
            return Vec::new();
        };
        let total = w.game.ply_count() + 1;
        match ended {
            Ok(()) if w.evaluations.len() < total => {
                lines.push(self.message("study-stopped", &[]));
            }
            Ok(()) => {}
            Err(e) => {
                let error =
                    crate::speech::phrase::Phrases::new(self.session.settings().style, lang, false)
                        .engine_error(&e);
                if w.evaluations.len() > 1 {
                    lines.push(self.message("study-engine-failed", &[("error", error.into())]));
                } else {
                    let mut events = told(&lines);
                    events.push(Event::Notice(Notice::NoAdvice(NoAdvice::Failed(e))));
                    self.say(&events);
                    return events;
                }
            }
        }
        let events = self.review_ready(&w.game, &w.evaluations, lines);
        self.say(&events);
        events
    }

    /// The review of `game` made from `evaluations`, walked from now on;
    /// what to say of it after `lines` (not said yet): how far it came,
    /// the summary, the first key moment and how to walk.
    fn review_ready(
        &mut self,
        game: &Game,
        evaluations: &[Evaluation],
        mut lines: Vec<String>,
    ) -> Vec<Event> {
        let review = Review::of(game, evaluations);
        let words = self.words();
        if review.moves.is_empty() {
            lines.push(words.partial(&review));
            return told(&lines);
        }
        if !review.is_complete() {
            lines.push(words.partial(&review));
        }
        lines.extend(words.summary(&review));
        let moments: Vec<usize> = review
            .key_moments()
            .iter()
            .filter_map(|m| review.moves.iter().position(|r| r.ply == m.ply))
            .collect();
        let at = moments.first().copied().unwrap_or(0);
        if moments.is_empty() {
            lines.push(self.message("study-no-moments", &[]));
        } else {
            lines.push(self.message(
                "walk-of",
                &[("at", 1.into()), ("count", moments.len().into())],
            ));
            lines.push(words.moment(&review.moves[at]));
        }
        if !std::mem::replace(&mut self.walk_help_said, true) {
            lines.push(self.message("walk-help", &[]));
        }
        self.walk = Some(Walk::Ready(Box::new(Ready {
            review,
            moments,
            at,
            board: None,
        })));
        told(&lines)
    }

    /// A line typed while a review is open: `Some` with the events when
    /// the review took it (said already), `None` when the game is to
    /// carry it out (while the engine works, the game's commands answer;
    /// `quit` closes the review and goes on as in the game).
    pub(super) fn review_line(&mut self, line: &str) -> Option<Vec<Event>> {
        let asked = step(line);
        match self.walk.as_mut()? {
            Walk::Working(w) => Some(match asked? {
                Step::Stop => {
                    w.analysis.stop();
                    Vec::new()
                }
                Step::Leave => {
                    w.analysis.stop();
                    let failed = keep(w, self.behind.names());
                    self.walk = None;
                    let kept = self.cannot_keep(failed).unwrap_or_default();
                    let left = self.message("walk-left", &[]);
                    self.say_lines(&[kept, left])
                }
                _ => {
                    let working = self.message("walk-working", &[]);
                    self.say_lines(&[working])
                }
            }),
            Walk::Lesson(_) => self.lesson_line(line),
            Walk::Ready(_) => match asked {
                Some(Step::Learn) => {
                    let Some(Walk::Ready(ready)) = self.walk.take() else {
                        return None;
                    };
                    Some(self.begin_lesson(ready))
                }
                Some(step) => Some(self.walk_step(step)),
                None => self.on_the_moments_board(line),
            },
        }
    }

    /// A step through the review walked; the events said.
    fn walk_step(&mut self, asked: Step) -> Vec<Event> {
        let words = self.words();
        let lang = self.session.settings().lang;
        let own = self.lesson_side();
        let Some(Walk::Ready(r)) = self.walk.as_mut() else {
            return Vec::new();
        };
        let message = |id: &str, args: &[(&str, FluentValue<'_>)]| format_message(lang, id, args);
        let place = r.moments.iter().position(|&i| i == r.at);
        let go_to = |r: &mut Ready, to: usize| {
            r.at = to;
            r.board = None;
        };
        let lines: Vec<String> = match asked {
            Step::Next | Step::Back if r.moments.is_empty() => {
                vec![message("study-no-moments", &[])]
            }
            Step::Next => {
                // After a move shown by `go`, the next moment after it.
                let next = match place {
                    Some(p) => r.moments.get(p + 1).copied(),
                    None => r.moments.iter().copied().find(|&i| i > r.at),
                };
                match next {
                    Some(to) => {
                        go_to(r, to);
                        moment_lines(r, &words, lang)
                    }
                    None => vec![message("walk-last", &[])],
                }
            }
            Step::Back => {
                let before = match place {
                    Some(p) => p.checked_sub(1).map(|p| r.moments[p]),
                    None => r.moments.iter().copied().rev().find(|&i| i < r.at),
                };
                match before {
                    Some(to) => {
                        go_to(r, to);
                        moment_lines(r, &words, lang)
                    }
                    None => vec![message("walk-first", &[])],
                }
            }
            Step::Go(half) => match r.review.find(half.number, half.side, own) {
                Some(to) => {
                    go_to(r, to);
                    moment_lines(r, &words, lang)
                }
                None => vec![words.no_move(half.number, half.side)],
            },
            Step::Line { all } => vec![words.best_line(&r.review.moves[r.at], all)],
            Step::Again => moment_lines(r, &words, lang),
            Step::Stop | Step::Learn => vec![message("walk-only", &[])],
            Step::Leave => {
                self.walk = None;
                vec![message("walk-left", &[])]
            }
        };
        self.say_lines(&lines)
    }

    /// A line that is no step, while the review is walked: the board
    /// commands in the position of the move shown, help, `quit` (which
    /// closes the review), anything else refused.
    fn on_the_moments_board(&mut self, line: &str) -> Option<Vec<Event>> {
        let action = match parse_line(line) {
            Typed::Act(Action::Command(Command::Quit)) => {
                self.walk = None;
                return None;
            }
            Typed::Act(Action::Empty) => return Some(Vec::new()),
            Typed::Act(Action::Command(Command::Help(None) | Command::Review)) => {
                let walk = self.message("walk-help", &[]);
                return Some(self.say_lines(&[walk]));
            }
            Typed::Act(Action::Command(Command::Help(Some(topic))))
                if help_topic(&topic) == Some("review") =>
            {
                let walk = self.message("walk-help", &[]);
                return Some(self.say_lines(&[walk]));
            }
            Typed::Act(
                action @ Action::Command(
                    Command::Board
                    | Command::Pieces(_)
                    | Command::Line(_)
                    | Command::Square(_)
                    | Command::Moves(_)
                    | Command::Turn,
                ),
            ) => action,
            _ => {
                let only = self.message("walk-only", &[]);
                return Some(self.say_lines(&[only]));
            }
        };
        let settings = *self.session.settings();
        let laws = self.session.game().laws();
        let now = self.now();
        let Some(Walk::Ready(r)) = self.walk.as_mut() else {
            return None;
        };
        if r.board.is_none() {
            r.board = moment_board(&r.review.moves[r.at].before, settings, laws);
        }
        let events = match r.board.as_mut() {
            Some(board) => board.handle(action, now).events,
            None => Vec::new(),
        };
        self.say(&events);
        Some(events)
    }
}

/// `lines` as events, the empty ones left out: said by the driver as
/// one answer (a line each on standard output, one utterance of several
/// lines through the voice, none cutting off the one before), and by the
/// window to the screen reader.
pub(super) fn told(lines: &[String]) -> Vec<Event> {
    lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| Event::Notice(Notice::ReviewWords(l.clone())))
        .collect()
}

/// The lines of the move shown: which moment it is (when it is one), then
/// what the review says of it.
fn moment_lines(r: &Ready, words: &ReviewWords, lang: crate::notation::Lang) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(p) = r.moments.iter().position(|&i| i == r.at) {
        lines.push(format_message(
            lang,
            "walk-of",
            &[("at", (p + 1).into()), ("count", r.moments.len().into())],
        ));
    }
    lines.push(words.moment(&r.review.moves[r.at]));
    lines
}

/// Keeps what `w` has evaluated in the games folder (beside the game's
/// names in `names` too); why it cannot be kept, the first time.
fn keep(w: &mut Working, names: &[(PathBuf, Vec<String>)]) -> Option<FileError> {
    match behind::keep_everywhere(&w.kept_at, names, &w.key, &w.evaluations) {
        Ok(()) => None,
        Err(_) if w.keep_failed => None,
        Err(e) => {
            w.keep_failed = true;
            Some(FileError::from_io(&e, &w.kept_at, true))
        }
    }
}

/// The session the position `before` is read through: two people at the
/// board, casual rules, the player's settings; never saved.
pub(super) fn moment_board(
    before: &Chess,
    settings: crate::session::Settings,
    laws: crate::rules::laws::Laws,
) -> Option<Session> {
    let setup = Setup {
        players: ByColor::new_with(|_| Player::Human),
        control: "90+30".parse().ok()?,
        rules: Rules::Casual,
        chess960: None,
        fen: Some(Fen::from_position(before, EnPassantMode::Legal).to_string()),
        settings,
        laws,
        names: ByColor::new_with(|_| None),
    };
    Session::new(setup, 0).ok().map(|(session, _)| session)
}
