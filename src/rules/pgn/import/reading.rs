//! Reading one game, and the dead positions beyond material: read first
//! without the search after its moves, proven alive at its end where it
//! can be, and read again with the search where it cannot; a game with
//! moves written in another form read again made readable.

use super::{Games, ImportedGame, import_all_with, visitor::Importer};
use crate::rules::{
    game::ProvenAlive,
    outcome::Termination,
    pgn::{GameError, Place, Problem, lex, token_text},
    unwinnable::{self, Mate},
};
use shakmaty::Color;

impl Games<'_> {
    /// Reads the next game; `None` when the text read holds no game (only
    /// comments, no tag, move, result or unreadable token), which then does
    /// not count.
    ///
    /// With the search for dead positions on, the game is read first
    /// without it. Play runs the search only after a move that leaves a
    /// position [`unwinnable::worth_testing`]; where no position of the game
    /// was one, the search would not have run at all, and the reading
    /// stands as it is (whether it read the whole game or refused a move).
    /// Otherwise the search runs once, at its end: a position from which a
    /// checkmate is possible proves every position before it alive (any
    /// series of moves from those passes through it), so the reading
    /// stands as well. Only a game not so proven (one that ended in a dead
    /// position, or whose last position is dead or undecided, or one the
    /// reading refused) is read again, its own text, with the search after
    /// every move where play runs it: the verdicts are those of play. Only
    /// the positions the first reading proves alive ([`latest_alive`]) are
    /// not tested again.
    pub(super) fn read_one(&mut self) -> Option<Result<ImportedGame, GameError>> {
        let start = self.offset();
        let first = self.dead_positions && !self.search_first;
        let (read, worth_seen) = self.read_as(start, !first)?;
        if !first
            || self.failed
            || !worth_seen
            || matches!(&read, Ok(game) if alive_throughout(game))
        {
            return Some(read);
        }
        let end = self.offset().max(start);
        let mut again = import_all_with(&self.bytes[start..end], true).under(self.laws);
        again.search_first = true;
        again.proven_alive = read.as_ref().ok().and_then(latest_alive);
        again.number = self.number - 1;
        again.written = self.written;
        Some(again.read_one().unwrap_or(read))
    }

    /// Reads the next game, which starts at `start`, with the search for
    /// dead positions after its moves if `searched` (and `dead_positions`);
    /// with whether, read without the search, a position after one of its
    /// moves was one where play would have run it.
    fn read_as(
        &mut self,
        start: usize,
        searched: bool,
    ) -> Option<(Result<ImportedGame, GameError>, bool)> {
        let watching = self.dead_positions && !searched;
        let mut importer = Importer {
            number: self.number + 1,
            start_number: 1,
            start_side: Color::White,
            plies: 0,
            in_movetext: false,
            seen: false,
            dead_positions: self.dead_positions && searched,
            watching,
            worth_seen: false,
            laws: self.laws,
            proven_alive: self.proven_alive,
        };
        let read = self.reader.read_game(&mut importer);
        let worth_seen = importer.worth_seen;
        let place = importer.place();
        let found = match read {
            Ok(Some(found)) => found,
            Ok(None) => return None,
            Err(err) => {
                self.failed = true;
                self.number += 1;
                return Some((Err(self.syntax_error(&err, place)), worth_seen));
            }
        };
        let end = self.offset().max(start);
        let unreadable = lex::first_unreadable(&self.bytes[start..end]);
        if !importer.seen && unreadable.is_none() {
            return None;
        }
        self.number += 1;
        // Moves written as other programs write them (`e2-e4`, `e7e8q`,
        // `0000`), which pgn-reader skips: the game is read again with
        // them in the form it reads.
        // A move refused in the movetext stopped the reading there; the
        // rest of the movetext is the game's too.
        let broke =
            importer.in_movetext && matches!(&found, Err(e) if e.problem != Problem::NoResult);
        let whole = if broke {
            lex::movetext_end(self.bytes, end)
        } else {
            end
        };
        if unreadable.is_some()
            && importer.in_movetext
            && let Some(normal) = lex::normalised(&self.bytes[start..whole])
        {
            let mut again = import_all_with(&normal, self.dead_positions).under(self.laws);
            again.number = self.number - 1;
            again.search_first = self.search_first;
            again.proven_alive = self.proven_alive;
            again.written = Some(self.written.unwrap_or(&self.bytes[start..whole]));
            if let Some(read) = again.next() {
                return Some((read, false));
            }
        }
        let written = self.written.unwrap_or(&self.bytes[start..end]);
        let read = match (found, unreadable) {
            (Err(err), Some(u)) if !before(&err, &importer, u.plies) => {
                Err(importer.error(u.plies, Problem::Unreadable(token_text(u.token))))
            }
            (Ok(_), Some(u)) => {
                Err(importer.error(u.plies, Problem::Unreadable(token_text(u.token))))
            }
            (Err(err), _) => Err(as_written(err, written, importer.plies)),
            (found, _) => found,
        };
        Some((read, worth_seen))
    }
}

/// Whether it is proven that no position of `game`, read without the
/// search for dead positions after its moves, was dead beyond what that
/// reading found: it has no moves, ended in checkmate, or a checkmate is
/// proven possible from its last position that did not end it (the last,
/// or the one before an end by material, stalemate or the automatic
/// draws). A dead position stays dead whatever is played after it, so a
/// position proven alive proves every earlier one alive.
///
/// The winner of a game won on time is asked first: Art. 6.9 asks whether
/// they could have checkmated, and `tactus check` asks it of the same
/// position (the answer is kept), so where they can, one search answers
/// both. Otherwise the player [`unwinnable::likelier_to_mate`] is asked
/// first, as `tactus check` asks of the last position, and the quick walks
/// to a checkmate of both players run before the search of either
/// ([`unwinnable::either_can_checkmate_likely`]).
pub(super) fn alive_throughout(imported: &ImportedGame) -> bool {
    // The stretches before a null move end unproven.
    if imported.has_null_move() {
        return false;
    }
    let game = &imported.game;
    let plies = game.ply_count();
    if plies == 0 {
        return true;
    }
    let last = match game.outcome() {
        None => game.position(),
        Some(ended) => match ended.reason {
            Termination::Checkmate => return true,
            Termination::DeadPosition => return false,
            _ => &game.positions()[plies - 1],
        },
    };
    match imported.won_on_time() {
        Some(winner) => [winner, !winner]
            .into_iter()
            .any(|side| unwinnable::can_checkmate_likely(last, side) == Mate::Possible),
        None => unwinnable::either_can_checkmate_likely(last, unwinnable::likelier_to_mate(last)),
    }
}

/// How many of a game's last positions [`latest_alive`] walks from.
const WALKED: usize = 12;

/// Where the first reading of a game that was not proven alive at its end
/// proves it alive: the latest of its last [`WALKED`] positions from which
/// the quick walk finds a checkmate ([`unwinnable::walks_to_checkmate`]),
/// if one does. Such a game mostly died near its end, a move or two after
/// a position the walk proves alive at once; reading it again, play's tests
/// of every position before (searches, up to milliseconds each) can be
/// left out. After a dead position every walk fails, so the few tries cost
/// little where the game died earlier.
pub(super) fn latest_alive(imported: &ImportedGame) -> Option<ProvenAlive> {
    if imported.has_null_move() {
        return None;
    }
    let positions = imported.game.positions();
    (1..positions.len())
        .rev()
        .take(WALKED)
        .find(|&ply| unwinnable::walks_to_checkmate(&positions[ply]))
        .map(|ply| ProvenAlive::through(ply, &positions[ply]))
}

/// `err` with the move it names as the file writes it (`0-0`, `Pe4`), not
/// as pgn-reader read it (`O-O`, `e4`). The move is the main line's move
/// after `plies` moves, where the reading stopped.
fn as_written(mut err: GameError, game: &[u8], plies: usize) -> GameError {
    let token = match &mut err.problem {
        Problem::Illegal(token)
        | Problem::Ambiguous(token)
        | Problem::AfterResult(token)
        | Problem::NullMove(token)
        | Problem::AfterEnd { token, .. } => token,
        _ => return err,
    };
    if let Some(written) = lex::move_token(game, plies) {
        *token = token_text(written);
    }
    err
}

/// Whether the visitor's error `err` comes before an unreadable token
/// found after `plies` readable moves. The visitor stopped at the move after
/// `importer.plies` moves (or at the end), so the token comes first when it
/// follows no more moves than that.
fn before(err: &GameError, importer: &Importer, plies: usize) -> bool {
    err.place == Place::Tags || importer.plies < plies
}

#[cfg(test)]
mod tests {
    use super::super::{import, import_all};
    use super::*;
    use crate::rules::test_rng::TestRng;
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen, san::San};

    /// Starting positions where random play often reaches a dead position
    /// beyond material (pawns that lock, bishops of one colour, forced
    /// captures), besides the usual start.
    const STARTS: [&str; 5] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/8/8/1p1p1p1p/8/1P1P1P1P/8/4K3 w - - 0 1",
        "2b1k3/8/8/1p1p1p1p/8/1P1P1P1P/8/2B1K3 w - - 0 1",
        "4k3/p1p1p1p1/8/8/8/8/P1P1P1P1/4K1B1 b - - 0 1",
        "7k/8/8/8/8/8/4K3/1B1N4 w - - 0 1",
    ];

    /// A game of random legal moves from `fen`, played on past any dead
    /// position (only a position without moves stops it), as PGN.
    fn random_game(rng: &mut TestRng, fen: &str) -> String {
        let setup: Fen = fen.parse().unwrap();
        let mut pos: Chess = setup.into_position(CastlingMode::Standard).unwrap();
        let mut movetext = String::new();
        for _ in 0..rng.below(160) + 1 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            movetext.push_str(&San::from_move(&pos, m).to_string());
            movetext.push(' ');
            pos.play_unchecked(m);
        }
        format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n[Result \"*\"]\n\n{movetext}*\n\n")
    }

    /// What a reading says of a game, to compare two readings.
    fn verdict(read: &Result<ImportedGame, GameError>) -> String {
        match read {
            Ok(g) => format!("{} plies, {:?}", g.game.ply_count(), g.game.outcome()),
            Err(e) => format!("{e:?}"),
        }
    }

    #[test]
    fn reading_first_and_proving_at_the_end_gives_the_verdicts_of_searching_every_move() {
        let mut rng = TestRng::new(0x5eed_dead);
        let mut pgn = String::new();
        for n in 0..600 {
            pgn.push_str(&random_game(&mut rng, STARTS[n % STARTS.len()]));
        }
        let proven: Vec<_> = import_all(pgn.as_bytes()).map(|g| verdict(&g)).collect();
        let mut searched = import_all(pgn.as_bytes());
        searched.search_first = true;
        let searched: Vec<_> = searched.map(|g| verdict(&g)).collect();
        assert_eq!(proven.len(), 600);
        let dead = searched
            .iter()
            .filter(|v| v.contains("DeadPosition"))
            .count();
        assert!(dead >= 30, "the corpus reaches dead positions: {dead}");
        for (n, (p, s)) in proven.iter().zip(&searched).enumerate() {
            assert_eq!(p, s, "game {}", n + 1);
        }
    }

    #[test]
    fn a_game_that_died_late_is_tested_again_only_after_its_last_position_proven_alive() {
        // From Stockfish's games: Black gives up the queen with a check
        // that leaves White nothing but to take it. After 161. ... Qb7+ the
        // position is dead, and the move after it is refused.
        let pgn = "[SetUp \"1\"]\n[FEN \"1K6/8/8/8/4q3/k7/8/8 b - - 99 160\"]\n\n\
                   160... Qb1+ 161. Ka7 Qb7+ 162. Kxb7 1/2-1/2\n";
        let mut material = import_all_with(pgn.as_bytes(), true);
        let (first, worth_seen) = material.read_as(0, false).expect("a game");
        let first = first.expect("read on material alone");
        assert!(worth_seen && !alive_throughout(&first));
        // The walk proves the position before the check alive.
        assert_eq!(
            latest_alive(&first),
            Some(ProvenAlive::through(2, &first.game.positions()[2]))
        );
        let mut searched = import_all(pgn.as_bytes());
        searched.search_first = true;
        let searched = verdict(&searched.next().expect("a game"));
        let read = verdict(&import_all(pgn.as_bytes()).next().expect("a game"));
        assert_eq!(read, searched);
        assert!(
            read.contains("DeadPosition") && read.contains("Kxb7"),
            "{read}"
        );
    }

    #[test]
    fn a_game_read_with_positions_proven_alive_is_tested_everywhere_once_taken_back() {
        let pgn = "[SetUp \"1\"]\n[FEN \"1K6/8/8/8/4q3/k7/8/8 b - - 99 160\"]\n\n\
                   160... Qb1+ 161. Ka7 Qb7+ 1/2-1/2\n";
        let mut game = import(pgn.as_bytes(), 1).expect("a game").game;
        assert_eq!(
            game.outcome().map(|e| e.reason),
            Some(Termination::DeadPosition)
        );
        // Read again, the first two positions were proven alive. Taken
        // back to the start, 160. ... Qb7+ at once (the same check, one
        // move sooner) is found dead too.
        game.truncate(0);
        assert!(!game.is_over());
        game.play_san("Qb7+").expect("legal");
        assert_eq!(
            game.outcome().map(|e| e.reason),
            Some(Termination::DeadPosition)
        );
    }

    /// The same comparison over every game of the file `TACTUS_DIFF_PGN`
    /// names (the corpora of `scripts/bench-check` and `scripts/engine-games`):
    /// `TACTUS_DIFF_PGN=FILE cargo test --release --lib every_game_of -- --ignored`.
    #[test]
    #[ignore = "reads the file that TACTUS_DIFF_PGN names"]
    fn every_game_of_a_file_reads_as_searching_every_move() {
        let path = std::env::var_os("TACTUS_DIFF_PGN").expect("TACTUS_DIFF_PGN names a PGN file");
        let pgn = std::fs::read(&path).expect("the file can be read");
        let proven: Vec<_> = import_all(&pgn).map(|g| verdict(&g)).collect();
        let mut searched = import_all(&pgn);
        searched.search_first = true;
        let searched: Vec<_> = searched.map(|g| verdict(&g)).collect();
        assert_eq!(proven.len(), searched.len());
        for (n, (p, s)) in proven.iter().zip(&searched).enumerate() {
            assert_eq!(p, s, "game {}", n + 1);
        }
        let dead = searched
            .iter()
            .filter(|v| v.contains("DeadPosition"))
            .count();
        eprintln!(
            "{} games read the same both ways, {dead} of them ended in a dead position",
            proven.len()
        );
    }
}
