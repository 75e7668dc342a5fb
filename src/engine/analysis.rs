//! The engine's analysis of a game, position by position, on a thread of
//! its own: what a review, a lesson and a hint are made of.
//!
//! Every position is searched with the same [`Budget`] (nodes or depth,
//! never time) by the engine at full strength with one thread and a hash
//! of a fixed size, each after its own `ucinewgame` (nothing carried over
//! from the position before): so the same game gives the same analysis on
//! the same engine, whatever else the machine is doing and however many
//! engine processes share the work ([`Share`]: one per core for a review,
//! one of the lowest priority for the review made while a game goes on). A
//! position where the game is over is not searched (checkmate is
//! [`Eval::Mate`] `0` for the side to move, stalemate and the other
//! draws are level).
//!
//! The thread sends an [`AnalysisEvent`] for each position done, in the
//! order asked, and then [`AnalysisEvent::Finished`]; [`Analysis::stop`]
//! ends it after the position under way (what is done is kept by the
//! caller, who has had every event). An engine that fails ends the
//! analysis with [`AnalysisEvent::Failed`]. Dropping the [`Analysis`]
//! stops it and ends the engine process.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::thread::JoinHandle;
use std::time::Duration;

use shakmaty::{Color, Position, uci::UciMove};

use super::{Engine, EngineConfig, EngineError, Level, Score, SearchLimits};
use crate::rules::game::Game;

/// The nodes searched per position by default: about a fifth of a second
/// of Stockfish on one core of a small machine, enough to see every
/// tactic a review names.
pub const DEFAULT_NODES: u64 = 150_000;

/// The hash table of an analysis, in MB (fixed, so that a review is
/// repeatable).
const HASH_MB: &str = "16";

/// How much searching each position gets.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many nodes.
    Nodes(u64),
    /// This many plies deep.
    Depth(u32),
}

impl Default for Budget {
    fn default() -> Self {
        Budget::Nodes(DEFAULT_NODES)
    }
}

impl Budget {
    /// The search limits of one position.
    fn limits(self) -> SearchLimits {
        match self {
            Budget::Nodes(n) => SearchLimits::Nodes(n),
            Budget::Depth(d) => SearchLimits::Depth(d),
        }
    }
}

/// How an analysis shares the machine.
#[derive(Clone, Debug, Default)]
pub struct Share {
    /// The engine processes that work at once, each on one position at a
    /// time (at least one).
    pub processes: usize,
    /// Whether the engine processes run at the lowest priority, below
    /// everything else the machine does.
    pub low_priority: bool,
    /// While this is set, no position is begun (the one under way ends).
    pub paused: Option<Arc<AtomicBool>>,
}

impl Share {
    /// One engine process for each core this process may run on.
    pub fn every_core() -> Share {
        Share {
            processes: std::thread::available_parallelism().map_or(1, usize::from),
            ..Share::default()
        }
    }

    /// One engine process of the lowest priority, paused while `paused`
    /// is set: work done in the background.
    pub fn background(paused: Arc<AtomicBool>) -> Share {
        Share {
            processes: 1,
            low_priority: true,
            paused: Some(paused),
        }
    }
}

/// How often a paused analysis looks whether it may go on.
const PAUSE_LOOK: Duration = Duration::from_millis(50);

/// An evaluation from White's side, as reviews write it (`{"cp":35}`,
/// `{"mate":-3}`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Eval {
    /// Centipawns for White (negative: Black is better).
    Cp(i64),
    /// Mate in this many moves: positive when White mates, negative when
    /// Black does; `0` in a position where the side to move is
    /// checkmated (who that is, the position tells: see
    /// [`Eval::centipawns_for`]).
    Mate(i64),
}

impl Eval {
    /// The engine's score for the side to move, `turn`, from White's side.
    pub fn from_engine(score: Score, turn: Color) -> Eval {
        let sign = if turn == Color::White { 1 } else { -1 };
        match score {
            Score::Centipawns(cp) => Eval::Cp(cp * sign),
            Score::Mate(n) => Eval::Mate(n * sign),
        }
    }

    /// The evaluation for `side` (positive: `side` is better) of a
    /// position where `to_move` has the move, in centipawns, a mate
    /// counted as a score beyond any material (a mate sooner counts more,
    /// a mate on the board most).
    pub fn centipawns_for(self, side: Color, to_move: Color) -> i64 {
        let white = match self {
            Eval::Cp(cp) => cp,
            Eval::Mate(n) if n > 0 => 100_000 - 100 * n,
            Eval::Mate(n) if n < 0 => -100_000 - 100 * n,
            Eval::Mate(_) if to_move == Color::White => -100_000,
            Eval::Mate(_) => 100_000,
        };
        if side == Color::White { white } else { -white }
    }
}

/// What the engine found in one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The evaluation, from White's side.
    pub eval: Eval,
    /// The best move, if the game is not over there.
    pub best: Option<UciMove>,
    /// The best line, the best move first.
    pub line: Vec<UciMove>,
    /// The depth the search reached.
    pub depth: Option<u32>,
}

/// What the analysis thread sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisEvent {
    /// The position after `ply` half-moves was evaluated.
    Evaluated {
        /// The half-moves before the position (0: the start).
        ply: usize,
        /// What the engine found.
        evaluation: Evaluation,
    },
    /// The engine failed; the analysis ends here.
    Failed(EngineError),
    /// Every position asked for was evaluated, or the analysis was stopped.
    Finished,
}

/// An analysis under way; see the [module documentation](self).
pub struct Analysis {
    events: Receiver<AnalysisEvent>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    total: usize,
    done: usize,
    finished: bool,
    /// The engine's path, to name it.
    engine: String,
}

impl Analysis {
    /// Starts analysing the positions of `game` after each number of
    /// half-moves in `plies` (in that order), with the engine `config`
    /// names (set to full strength here), `budget` per position. The
    /// engine starts on the analysis thread: a program that cannot start
    /// comes as [`AnalysisEvent::Failed`].
    pub fn start(config: EngineConfig, game: Game, plies: Vec<usize>, budget: Budget) -> Analysis {
        let share = Share {
            processes: 1,
            ..Share::default()
        };
        Analysis::start_shared(config, game, plies, budget, share)
    }

    /// [`Analysis::start`], the work shared as `share` says; the events
    /// come in the order of `plies` all the same.
    pub fn start_shared(
        config: EngineConfig,
        game: Game,
        plies: Vec<usize>,
        budget: Budget,
        share: Share,
    ) -> Analysis {
        let (tx, events) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let total = plies.len();
        let stopping = Arc::clone(&stop);
        let waker = config.waker.clone();
        let engine = config.path.display().to_string();
        let thread = std::thread::Builder::new()
            .name("analysis".into())
            .spawn(move || {
                let send = |event| {
                    let _ = tx.send(event);
                    if let Some(wake) = &waker {
                        wake();
                    }
                };
                let work = Work {
                    config,
                    game: &game,
                    plies: &plies,
                    budget,
                    share: &share,
                    stop: &stopping,
                };
                match run(&work, &send) {
                    Ok(()) => send(AnalysisEvent::Finished),
                    Err(e) => send(AnalysisEvent::Failed(e)),
                }
            })
            .ok();
        Analysis {
            events,
            stop,
            thread,
            total,
            done: 0,
            finished: false,
            engine,
        }
    }

    /// The events that have come, without waiting.
    pub fn poll(&mut self) -> Vec<AnalysisEvent> {
        let mut out = Vec::new();
        loop {
            match self.events.try_recv() {
                Ok(event) => out.push(self.count(event)),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    out.extend(self.lost());
                    break;
                }
            }
        }
        out
    }

    /// The next event, waiting up to `timeout` for it.
    pub fn wait(&mut self, timeout: Duration) -> Option<AnalysisEvent> {
        match self.events.recv_timeout(timeout) {
            Ok(event) => Some(self.count(event)),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => self.lost(),
        }
    }

    /// The positions done and asked for.
    pub fn progress(&self) -> (usize, usize) {
        (self.done, self.total)
    }

    /// Whether the analysis has ended (finished, stopped or failed).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Ends the analysis after the position under way.
    pub fn stop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }

    /// Ends the analysis after the position under way, without waiting
    /// for it: its engine quits when that position is done.
    pub fn abandon(mut self) {
        self.stop();
        drop(self.thread.take());
    }

    fn count(&mut self, event: AnalysisEvent) -> AnalysisEvent {
        match &event {
            AnalysisEvent::Evaluated { .. } => self.done += 1,
            AnalysisEvent::Failed(_) | AnalysisEvent::Finished => self.finished = true,
        }
        event
    }

    /// The thread ended without its last word (it could not be made, or
    /// it panicked): said once as a failure.
    fn lost(&mut self) -> Option<AnalysisEvent> {
        if self.finished {
            return None;
        }
        self.finished = true;
        Some(AnalysisEvent::Failed(EngineError::NotRunning {
            engine: self.engine.clone(),
        }))
    }
}

impl Drop for Analysis {
    fn drop(&mut self) {
        self.stop();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// What the analysis thread is to do.
struct Work<'a> {
    config: EngineConfig,
    game: &'a Game,
    plies: &'a [usize],
    budget: Budget,
    share: &'a Share,
    stop: &'a AtomicBool,
}

/// The analysis thread's work: the positions shared out among the engine
/// processes (each takes the next position not taken), what they found
/// sent in the order asked; the first failure ends it all.
fn run(work: &Work<'_>, send: &dyn Fn(AnalysisEvent)) -> Result<(), EngineError> {
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel::<(usize, Result<Evaluation, EngineError>)>();
    let processes = work.share.processes.clamp(1, work.plies.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..processes {
            let tx = tx.clone();
            let (next, failed) = (&next, &failed);
            scope.spawn(move || worker(work, next, failed, &tx));
        }
        drop(tx);
        let mut waiting = BTreeMap::new();
        let mut sent = 0;
        for (index, found) in rx {
            waiting.insert(index, found);
            while let Some(found) = waiting.remove(&sent) {
                match found {
                    Ok(evaluation) => send(AnalysisEvent::Evaluated {
                        ply: work.plies[sent],
                        evaluation,
                    }),
                    Err(e) => {
                        failed.store(true, Ordering::SeqCst);
                        return Err(e);
                    }
                }
                sent += 1;
            }
        }
        // A failure after a position that never came (its process failed
        // too, or the analysis was stopped).
        match waiting.into_values().find_map(Result::err) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    })
}

/// One engine process's share of the work: positions taken one by one
/// until none is left, the analysis is stopped or has failed.
fn worker(
    work: &Work<'_>,
    next: &AtomicUsize,
    failed: &AtomicBool,
    tx: &mpsc::Sender<(usize, Result<Evaluation, EngineError>)>,
) {
    let ended = || work.stop.load(Ordering::SeqCst) || failed.load(Ordering::SeqCst);
    let mut engine: Option<Engine> = None;
    loop {
        while work
            .share
            .paused
            .as_ref()
            .is_some_and(|p| p.load(Ordering::SeqCst))
            && !ended()
        {
            std::thread::sleep(PAUSE_LOOK);
        }
        if ended() {
            break;
        }
        let index = next.fetch_add(1, Ordering::SeqCst);
        let Some(&ply) = work.plies.get(index) else {
            break;
        };
        let found = evaluate(work, ply, &mut engine);
        let failure = found.is_err();
        if failure {
            // Every position already taken ends; none is begun.
            failed.store(true, Ordering::SeqCst);
        }
        if tx.send((index, found)).is_err() || failure {
            break;
        }
    }
    if let Some(mut engine) = engine {
        engine.quit();
    }
}

/// The evaluation of the position after `ply` half-moves, with `engine`
/// (opened when first needed).
fn evaluate(
    work: &Work<'_>,
    ply: usize,
    engine: &mut Option<Engine>,
) -> Result<Evaluation, EngineError> {
    let mut at = work.game.clone();
    at.truncate(ply.min(work.game.ply_count()));
    if let Some(evaluation) = over(&at) {
        return Ok(evaluation);
    }
    if engine.is_none() {
        *engine = Some(open(&work.config, work.share.low_priority)?);
    }
    let engine = engine.as_mut().expect("opened above");
    engine.new_game()?;
    search(engine, &at, work.budget)
}

/// The engine at full strength, one thread, a fixed hash (a new game is
/// begun before each position), of the lowest priority when
/// `low_priority`.
fn open(config: &EngineConfig, low_priority: bool) -> Result<Engine, EngineError> {
    let mut config = config.clone().with_level(Level::MAX);
    config.waker = None;
    config.low_priority = low_priority;
    let mut engine = Engine::start(config)?;
    engine.set_option("Threads", "1")?;
    engine.set_option("Hash", HASH_MB)?;
    engine.set_option("MultiPV", "1")?;
    Ok(engine)
}

/// The evaluation of a position where the game is over, without a search.
fn over(game: &Game) -> Option<Evaluation> {
    let pos = game.position();
    let eval = if pos.is_checkmate() {
        Eval::Mate(0)
    } else if pos.is_stalemate() || pos.is_insufficient_material() {
        Eval::Cp(0)
    } else {
        return None;
    };
    Some(Evaluation {
        eval,
        best: None,
        line: Vec::new(),
        depth: None,
    })
}

/// One position searched within `budget`.
fn search(engine: &mut Engine, game: &Game, budget: Budget) -> Result<Evaluation, EngineError> {
    let limits = budget.limits();
    let best = engine.think(
        game,
        &limits,
        Duration::from_millis(limits.allowed(game.turn())),
    )?;
    let infos = engine.search_infos();
    let last = infos.last().cloned().unwrap_or_default();
    let turn = game.turn();
    let eval = last
        .score
        .map_or(Eval::Cp(0), |score| Eval::from_engine(score, turn));
    // The deepest line of more than one move that begins with the move
    // chosen: a search cut off by its budget often ends on a line of that
    // move alone.
    let line = infos
        .iter()
        .rev()
        .filter(|i| i.pv.first() == Some(&best))
        .max_by_key(|i| (i.pv.len() > 1, i.depth, i.pv.len()))
        .map_or_else(|| vec![best], |i| i.pv.clone());
    Ok(Evaluation {
        eval,
        best: Some(best),
        line,
        depth: last.depth,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluations_are_from_whites_side() {
        let cp = Score::Centipawns(35);
        assert_eq!(Eval::from_engine(cp, Color::White), Eval::Cp(35));
        assert_eq!(Eval::from_engine(cp, Color::Black), Eval::Cp(-35));
        assert_eq!(
            Eval::from_engine(Score::Mate(3), Color::Black),
            Eval::Mate(-3)
        );
        let (w, b) = (Color::White, Color::Black);
        assert!(Eval::Mate(2).centipawns_for(w, w) > Eval::Mate(5).centipawns_for(w, w));
        assert!(Eval::Mate(-2).centipawns_for(b, w) > 90_000);
        assert_eq!(Eval::Cp(120).centipawns_for(b, b), -120);
        // Checkmate on the board: the side to move has lost.
        assert_eq!(Eval::Mate(0).centipawns_for(w, b), 100_000);
        assert_eq!(Eval::Mate(0).centipawns_for(w, w), -100_000);
        assert_eq!(
            serde_json::to_string(&Eval::Cp(35)).unwrap(),
            r#"{"cp":35}"#
        );
        assert_eq!(
            serde_json::to_string(&Eval::Mate(-3)).unwrap(),
            r#"{"mate":-3}"#
        );
    }
}
