//! The engine's evaluations of a reviewed game, kept in the games folder
//! (`games/NAME.review.json` for game 1 of `NAME.pgn`,
//! `NAME.game-N.review.json` for game N), so that the same game is never
//! reviewed twice: a review asked for again is read from there without an
//! engine, and a review stopped half-way goes on from where it stopped.
//!
//! A kept review is found by its [`ReviewKey`]: the game's starting
//! position and moves, the engine (its program's name) and the budget. A
//! file whose key differs (another game of the same name, another engine
//! or budget) or that cannot be read is reviewed anew and written over:
//! it holds no game, only what the engine can say again.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;

use super::{Folders, write_atomic};
use crate::engine::analysis::{Eval, Evaluation};

/// The format of the file; a newer one is reviewed anew.
pub const REVIEW_FORMAT: u32 = 1;

/// The file in the games folder the review of the game in progress is
/// kept in (made while it is played, and by `review` in the game); once
/// the game is kept under a name, its review goes with it
/// ([`review_file`]).
pub const IN_PROGRESS_REVIEW: &str = "game-in-progress.review.json";

/// What a kept review is found by.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewKey {
    /// The starting position in FEN, when it is not the usual one.
    pub start: Option<String>,
    /// The moves, in UCI.
    pub moves: Vec<String>,
    /// The engine: the name of its program (`stockfish`).
    pub engine: String,
    /// The budget per position (`nodes 150000`, `depth 12`).
    pub budget: String,
}

#[derive(Serialize, Deserialize)]
struct KeptEvaluation {
    eval: Eval,
    best: Option<String>,
    line: Vec<String>,
    depth: Option<u32>,
}

#[derive(Serialize, Deserialize)]
struct Kept {
    version: u32,
    key: ReviewKey,
    /// The evaluations of the positions from the start, as many as were
    /// done.
    evaluations: Vec<KeptEvaluation>,
}

/// Where the review of game `number` of the PGN file `pgn` is kept.
///
/// ```
/// use std::path::Path;
/// use tactus::store::{Folders, review_file};
///
/// let folders = Folders { data: "/d".into(), config: "/c".into() };
/// assert_eq!(review_file(&folders, Path::new("/tmp/club/round3.pgn"), 1), Path::new("/d/games/round3.review.json"));
/// assert_eq!(review_file(&folders, Path::new("round3.pgn"), 2), Path::new("/d/games/round3.game-2.review.json"));
/// ```
pub fn review_file(folders: &Folders, pgn: &Path, number: usize) -> PathBuf {
    let stem = pgn
        .file_stem()
        .map_or_else(|| "game".into(), |s| s.to_string_lossy().into_owned());
    let name = match number {
        1 => format!("{stem}.review.json"),
        n => format!("{stem}.game-{n}.review.json"),
    };
    folders.games().join(name)
}

fn uci(text: &str) -> Option<UciMove> {
    text.parse().ok()
}

/// The evaluations kept at `path` under `key`, the first position's
/// first; none when there is no such file, or it is under another key,
/// or it cannot be read.
pub fn kept_review(path: &Path, key: &ReviewKey) -> Vec<Evaluation> {
    kept_where(path, |kept| kept == key)
}

/// The evaluations kept at `path` of the first positions of the game of
/// `key`: those of a review kept under `key`, or under the key of the
/// game's beginning (the same start, engine and budget, moves that `key`'s
/// begin with): a game reviewed and played on since. None as
/// [`kept_review`].
pub fn kept_review_of_beginning(path: &Path, key: &ReviewKey) -> Vec<Evaluation> {
    kept_where(path, |kept| {
        kept.start == key.start
            && kept.engine == key.engine
            && kept.budget == key.budget
            && key.moves.starts_with(&kept.moves)
    })
}

/// The evaluations kept at `path` of the positions the game of `key`
/// shares with the game kept there (the same start, engine and budget,
/// the moves up to where they part: a game played on since, or taken
/// back). None as [`kept_review`].
pub fn kept_review_shared(path: &Path, key: &ReviewKey) -> Vec<Evaluation> {
    let Some(kept) = read_kept(path) else {
        return Vec::new();
    };
    let k = &kept.key;
    if k.start != key.start || k.engine != key.engine || k.budget != key.budget {
        return Vec::new();
    }
    let shared = k
        .moves
        .iter()
        .zip(&key.moves)
        .take_while(|(a, b)| a == b)
        .count();
    let mut evaluations = kept.evaluations;
    evaluations.truncate(shared + 1);
    evaluations
}

/// Carries the review kept at `from` over to `to`, for the game of
/// `start` and `moves` kept under another name: the evaluations of the
/// positions the two games share (the engine and budget those of the
/// review at `from`), unless `to` has as many of that game already.
pub fn carry_review(
    from: &Path,
    to: &Path,
    start: Option<&str>,
    moves: &[String],
) -> io::Result<()> {
    let Some(kept) = read_kept(from) else {
        return Ok(());
    };
    if kept.key.start.as_deref() != start {
        return Ok(());
    }
    let key = ReviewKey {
        moves: moves.to_vec(),
        ..kept.key
    };
    let evaluations = kept_review_shared(from, &key);
    if evaluations.is_empty() || kept_review(to, &key).len() >= evaluations.len() {
        return Ok(());
    }
    keep_review(to, &key, &evaluations)
}

/// The evaluations kept at `path` if its key is one `wanted` takes.
fn kept_where(path: &Path, wanted: impl Fn(&ReviewKey) -> bool) -> Vec<Evaluation> {
    match read_kept(path) {
        Some(kept) if wanted(&kept.key) => kept.evaluations,
        _ => Vec::new(),
    }
}

/// A review kept in the games folder: what it is found by, and the
/// evaluations of the positions from the start, as many as were done.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptReview {
    /// Where it is kept (beside the game it is of, when that is kept).
    pub path: PathBuf,
    /// The game, engine and budget.
    pub key: ReviewKey,
    /// The evaluations, the first position's first.
    pub evaluations: Vec<Evaluation>,
}

/// Every review the games folder of `folders` keeps (its `*.review.json`
/// files), in the order of their names; a file that cannot be read is
/// passed over.
pub fn kept_reviews(folders: &Folders) -> Vec<KeptReview> {
    let Ok(entries) = std::fs::read_dir(folders.games()) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".review.json"))
        .collect();
    paths.sort();
    paths.iter().filter_map(|p| read_kept(p)).collect()
}

/// The review kept at `path`, if it can be read and is of this format.
fn read_kept(path: &Path) -> Option<KeptReview> {
    let bytes = std::fs::read(path).ok()?;
    let kept = serde_json::from_slice::<Kept>(&bytes).ok()?;
    if kept.version != REVIEW_FORMAT {
        return None;
    }
    let mut out = Vec::new();
    for e in kept.evaluations.into_iter().take(kept.key.moves.len() + 1) {
        let best = match e.best.as_deref().map(uci) {
            Some(None) => break,
            Some(Some(m)) => Some(m),
            None => None,
        };
        let line: Option<Vec<UciMove>> = e.line.iter().map(|l| uci(l)).collect();
        let Some(line) = line else { break };
        out.push(Evaluation {
            eval: e.eval,
            best,
            line,
            depth: e.depth,
        });
    }
    Some(KeptReview {
        path: path.to_path_buf(),
        key: kept.key,
        evaluations: out,
    })
}

/// Keeps `evaluations` (the positions' from the start) at `path` under
/// `key`, written atomically, the games folder made if need be.
pub fn keep_review(path: &Path, key: &ReviewKey, evaluations: &[Evaluation]) -> io::Result<()> {
    let kept = Kept {
        version: REVIEW_FORMAT,
        key: key.clone(),
        evaluations: evaluations
            .iter()
            .map(|e| KeptEvaluation {
                eval: e.eval,
                best: e.best.as_ref().map(ToString::to_string),
                line: e.line.iter().map(ToString::to_string).collect(),
                depth: e.depth,
            })
            .collect(),
    };
    let json = serde_json::to_vec(&kept).map_err(io::Error::other)?;
    write_atomic(path, &json)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> ReviewKey {
        ReviewKey {
            start: None,
            moves: vec!["f2f3".into(), "e7e5".into()],
            engine: "stockfish".into(),
            budget: "nodes 1000".into(),
        }
    }

    fn evaluation(eval: Eval, line: &[&str]) -> Evaluation {
        Evaluation {
            eval,
            best: line.first().map(|u| u.parse().unwrap()),
            line: line.iter().map(|u| u.parse().unwrap()).collect(),
            depth: Some(9),
        }
    }

    #[test]
    fn a_review_is_kept_under_its_key() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games/g.review.json");
        let evaluations = vec![
            evaluation(Eval::Cp(20), &["e2e4", "e7e5"]),
            evaluation(Eval::Mate(-3), &["e7e5"]),
        ];
        assert!(kept_review(&path, &key()).is_empty());
        keep_review(&path, &key(), &evaluations).unwrap();
        assert_eq!(kept_review(&path, &key()), evaluations);
        for other in [
            ReviewKey {
                budget: "nodes 2000".into(),
                ..key()
            },
            ReviewKey {
                engine: "lc0".into(),
                ..key()
            },
            ReviewKey {
                moves: vec!["e2e4".into()],
                ..key()
            },
        ] {
            assert!(kept_review(&path, &other).is_empty(), "{other:?}");
        }
        std::fs::write(&path, b"{ not json").unwrap();
        assert!(kept_review(&path, &key()).is_empty());
    }

    #[test]
    fn the_review_of_a_games_beginning_is_found_for_the_game_played_on() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games/g.review.json");
        let evaluations = vec![
            evaluation(Eval::Cp(20), &["e2e4"]),
            evaluation(Eval::Cp(-30), &["e7e5"]),
            evaluation(Eval::Cp(-25), &["g2g4"]),
        ];
        keep_review(&path, &key(), &evaluations).unwrap();
        let on = ReviewKey {
            moves: vec!["f2f3".into(), "e7e5".into(), "g2g4".into()],
            ..key()
        };
        assert!(kept_review(&path, &on).is_empty(), "not the same game");
        assert_eq!(kept_review_shared(&path, &on), evaluations);
        let taken_back = ReviewKey {
            moves: vec!["f2f3".into(), "e7e6".into()],
            ..key()
        };
        assert_eq!(kept_review_shared(&path, &taken_back), evaluations[..2]);
        // Kept under a name: the review goes with the game, once.
        let named = dir.path().join("games/named.review.json");
        carry_review(&path, &named, None, &on.moves).unwrap();
        assert_eq!(kept_review(&named, &on), evaluations);
        carry_review(
            &path,
            &named,
            Some("8/8/8/8/8/8/8/K1k5 w - - 0 1"),
            &on.moves,
        )
        .unwrap();
        assert_eq!(kept_review(&named, &on), evaluations);
        assert_eq!(kept_review_of_beginning(&path, &on), evaluations);
        assert_eq!(kept_review_of_beginning(&path, &key()), evaluations);
        for other in [
            ReviewKey {
                moves: vec!["f2f3".into()],
                ..key()
            },
            ReviewKey {
                moves: vec!["f2f4".into(), "e7e5".into(), "g2g4".into()],
                ..key()
            },
            ReviewKey {
                budget: "nodes 2000".into(),
                ..on.clone()
            },
            ReviewKey {
                start: Some("8/8/8/8/8/8/8/K1k5 w - - 0 1".into()),
                ..on.clone()
            },
        ] {
            assert!(
                kept_review_of_beginning(&path, &other).is_empty(),
                "{other:?}"
            );
        }
    }
}
