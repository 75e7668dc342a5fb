//! The review made while the game is played: the positions already on
//! the board evaluated in the background, one engine process of the
//! lowest priority that begins no position while the engine opponent is
//! to move or thinks, or a hint is searched (so that neither its moves
//! nor the player's answers are ever slowed), each position kept as it
//! comes in the games folder (`game-in-progress.review.json`). `review`
//! at the end of the game then has little or nothing left to do.
//!
//! A review belongs to its game: when the game is kept under a name (in
//! the games folder when it ends, or with `save`), what is reviewed of
//! it is kept beside it (`NAME.review.json`, where `tactus review` looks
//! for it), and what is reviewed later goes there too.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::review_key;
use crate::app::driver::Driver;
use crate::engine::Engine;
use crate::engine::analysis::{Analysis, AnalysisEvent, Budget, Evaluation, Share};
use crate::rules::{game::Game, procedure::Rules};
use crate::store::{
    Folders, IN_PROGRESS_REVIEW, ReviewKey, carry_review, keep_review, kept_review,
    kept_review_shared, review_file,
};

/// The review made while the game is played, and where the game's review
/// goes.
#[derive(Default)]
pub(in crate::app::driver) struct Behind {
    /// The engine at work, with what it has done.
    work: Option<Work>,
    /// The moves of the game last found reviewed to its last position.
    covered: Option<Vec<String>>,
    /// The names the game is kept under: the review file of each, and the
    /// game's moves then.
    names: Vec<(PathBuf, Vec<String>)>,
    /// Set while no position may be begun.
    paused: Arc<AtomicBool>,
    /// The moves of the game when the player last asked for its review
    /// (what was reviewed unasked is not shown before).
    asked: Option<Vec<String>>,
}

impl Drop for Behind {
    /// Leaving never waits for the position under way.
    fn drop(&mut self) {
        if let Some(work) = self.work.take() {
            work.analysis.abandon();
        }
    }
}

impl Behind {
    /// The names the game is kept under: the review file of each, and
    /// the game's moves then.
    pub(super) fn names(&self) -> &[(PathBuf, Vec<String>)] {
        &self.names
    }

    /// The player asked for the review of the game of `moves`.
    pub(super) fn asked(&mut self, moves: Vec<String>) {
        self.asked = Some(moves);
    }

    /// How many positions of the game of `moves` the player has asked to
    /// have reviewed: those of the game as it was when they last asked,
    /// if it is this game's beginning.
    pub(super) fn asked_positions(&self, moves: &[String]) -> usize {
        match &self.asked {
            Some(asked) if moves.starts_with(asked) => asked.len() + 1,
            _ => 0,
        }
    }
}

/// The engine's work in the background.
struct Work {
    analysis: Analysis,
    key: ReviewKey,
    evaluations: Vec<Evaluation>,
}

/// The file the review of the game in progress is kept in.
pub(super) fn in_progress(folders: &Folders) -> PathBuf {
    folders.games().join(IN_PROGRESS_REVIEW)
}

/// Keeps `evaluations` of the game of `key` at `kept_at`, and beside each
/// name in `names` whose game it is (the evaluations of that game's
/// positions, when there are more than it has); the error is
/// `kept_at`'s.
pub(super) fn keep_everywhere(
    kept_at: &Path,
    names: &[(PathBuf, Vec<String>)],
    key: &ReviewKey,
    evaluations: &[Evaluation],
) -> io::Result<()> {
    let kept = keep_review(kept_at, key, evaluations);
    for (path, moves) in names {
        if !key.moves.starts_with(moves) {
            continue;
        }
        let named = ReviewKey {
            moves: moves.clone(),
            ..key.clone()
        };
        let count = evaluations.len().min(moves.len() + 1);
        if kept_review(path, &named).len() < count {
            let _ = keep_review(path, &named, &evaluations[..count]);
        }
    }
    kept
}

/// The starting position of `game` as a review's key writes it: `None`
/// for the usual one.
pub(super) fn start_of(game: &Game) -> Option<String> {
    use shakmaty::{Chess, EnPassantMode, fen::Fen};
    let first = &game.positions()[0];
    (*first != Chess::default())
        .then(|| Fen::from_position(first, EnPassantMode::Legal).to_string())
}

/// The moves of `game` in UCI, as a review's key writes them.
pub(super) fn moves_of(game: &Game) -> Vec<String> {
    (0..game.ply_count())
        .map(|i| game.uci(i).to_string())
        .collect()
}

/// Keeps the review of the game in progress beside `game`, just kept in
/// the games folder of `folders` at `pgn`; a failure is passed over (the
/// game can be reviewed again).
pub(in crate::app::driver) fn carry(folders: &Folders, game: &Game, pgn: &Path) {
    let to = review_file(folders, pgn, 1);
    let _ = carry_review(
        &in_progress(folders),
        &to,
        start_of(game).as_deref(),
        &moves_of(game),
    );
}

impl Driver {
    /// The game in progress was kept under the name `pgn` (a PGN file):
    /// its review so far is kept beside it, and what is reviewed of it
    /// later goes there too.
    pub(in crate::app::driver) fn review_goes_with(&mut self, pgn: &Path) {
        let folders = self.opts.folders.clone();
        let game = self.session.game();
        carry(&folders, game, pgn);
        let name = (review_file(&folders, pgn, 1), moves_of(game));
        if !self.behind.names.contains(&name) {
            self.behind.names.push(name);
        }
    }

    /// Whether the game may be reviewed while it is played: a game with
    /// moves, no review open, none of the Laws' bars on the engine's word
    /// (strict rules while the game goes on, tournament mode).
    fn reviews_behind(&self) -> bool {
        let game = self.session.game();
        let strict = self.session.procedure().rules() == Rules::Strict && !game.is_over();
        self.offer.is_none()
            && self.walk.is_none()
            && !self.session.is_puzzle()
            && !strict
            && !self.session.in_tournament()
            && game.ply_count() > 0
    }

    /// The review made while the game is played, at each turn of the
    /// loop: paused while the engine opponent is to move or thinks, or a
    /// hint is searched; what came kept; begun again for the positions
    /// played since.
    pub(in crate::app::driver) fn drive_behind(&mut self) {
        let now = self.now();
        let pause = self.engine.as_ref().is_some_and(Engine::is_thinking)
            || self.session.engine_to_move(now).is_some()
            || self.analysis.is_some();
        self.behind.paused.store(pause, Ordering::SeqCst);
        self.poll_behind();
        if self.behind.work.is_none() && self.reviews_behind() {
            self.begin_behind();
        }
    }

    /// As the driver ends: what came is kept, and a game kept under its
    /// name (at its end) has its review beside it alone: the file of the
    /// game in progress goes, since no game is in progress any more.
    pub(in crate::app::driver) fn settle_behind(&mut self) {
        self.halt_behind();
        if !self.kept {
            return;
        }
        let folders = self.opts.folders.clone();
        let game = self.session.game();
        let moves = moves_of(game);
        let from = in_progress(&folders);
        let start = start_of(game);
        let mut carried = false;
        for (path, named) in &self.behind.names {
            if *named == moves {
                carried |= carry_review(&from, path, start.as_deref(), &moves).is_ok();
            }
        }
        if carried {
            let _ = std::fs::remove_file(&from);
        }
    }

    /// Ends the review made in the background (what came is kept), as
    /// `review` begins.
    pub(in crate::app::driver) fn halt_behind(&mut self) {
        self.poll_behind();
        if let Some(work) = self.behind.work.take() {
            work.analysis.abandon();
        }
        self.behind.covered = None;
    }

    /// What the background's engine has done since: kept.
    fn poll_behind(&mut self) {
        let Some(work) = self.behind.work.as_mut() else {
            return;
        };
        let mut came = false;
        for event in work.analysis.poll() {
            if let AnalysisEvent::Evaluated { ply, evaluation } = event
                && ply == work.evaluations.len()
            {
                work.evaluations.push(evaluation);
                came = true;
            }
        }
        if came {
            let kept_at = in_progress(&self.opts.folders);
            let _ = keep_everywhere(&kept_at, &self.behind.names, &work.key, &work.evaluations);
        }
        if work.analysis.is_finished() {
            // Done, or the engine failed: nothing more for these moves.
            self.behind.covered = Some(work.key.moves.clone());
            self.behind.work = None;
        }
    }

    /// Begins the background's work on the positions of the game not
    /// reviewed yet, if there are any.
    fn begin_behind(&mut self) {
        let Ok(config) = self.analysis_config() else {
            return;
        };
        let game = self.session.game().clone();
        let key = review_key(&game, &config);
        if self.behind.covered.as_ref() == Some(&key.moves) {
            return;
        }
        let evaluations = kept_review_shared(&in_progress(&self.opts.folders), &key);
        let total = game.ply_count() + 1;
        if evaluations.len() >= total {
            self.behind.covered = Some(key.moves);
            return;
        }
        let share = Share::background(Arc::clone(&self.behind.paused));
        let plies = (evaluations.len()..total).collect();
        let analysis = Analysis::start_shared(config, game, plies, Budget::default(), share);
        self.behind.work = Some(Work {
            analysis,
            key,
            evaluations,
        });
    }
}
