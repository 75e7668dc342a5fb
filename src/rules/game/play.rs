//! Reading and making moves: SAN and UCI in, a move played (or one known
//! legal, for a recorded game, with its end left open), and moves taken
//! back.

use shakmaty::{
    Move, Position,
    san::{San, SanPlus},
    uci::UciMove,
};

use super::{Game, MoveError, keys::KeyStep};
use crate::rules::outcome::Ended;

impl Game {
    /// Reads a move in SAN (`Nf3`, `exd5`, `O-O`, `e8=Q+`) in the current position.
    pub fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        let san: SanPlus = text
            .trim()
            .parse()
            .map_err(|_| MoveError::Unreadable(text.to_owned()))?;
        san.san.to_move(self.position()).map_err(|e| match e {
            shakmaty::san::SanError::AmbiguousSan => MoveError::Ambiguous(text.to_owned()),
            shakmaty::san::SanError::IllegalSan => MoveError::Illegal(text.to_owned()),
        })
    }

    /// Reads a move in UCI (`g1f3`, `e7e8q`, `e1g1`) in the current position.
    pub fn parse_uci(&self, text: &str) -> Result<Move, MoveError> {
        let uci: UciMove = text
            .trim()
            .parse()
            .map_err(|_| MoveError::Unreadable(text.to_owned()))?;
        uci.to_move(self.position())
            .map_err(|_| MoveError::Illegal(text.to_owned()))
    }

    /// Plays a move given in SAN. See [`Game::play`].
    pub fn play_san(&mut self, text: &str) -> Result<Move, MoveError> {
        self.refuse_if_over()?;
        let m = self.parse_san(text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Plays a move given in UCI. See [`Game::play`].
    pub fn play_uci(&mut self, text: &str) -> Result<Move, MoveError> {
        self.refuse_if_over()?;
        let m = self.parse_uci(text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Makes a move. Returns how the game ended if this move ended it
    /// (checkmate, stalemate, dead position, fivefold repetition, 75 moves).
    /// An illegal move, or any move after the end, is refused and changes nothing.
    pub fn play(&mut self, m: Move) -> Result<Option<Ended>, MoveError> {
        self.refuse_if_over()?;
        let pos = self.position();
        if !pos.is_legal(m) {
            return Err(MoveError::Illegal(San::from_move(pos, m).to_string()));
        }
        self.push(m);
        self.ended = self.automatic_end();
        Ok(self.ended)
    }

    /// Makes a move already known to be legal in the position on the board
    /// of a game that has not ended (one just resolved from SAN by shakmaty),
    /// for reading a recorded game. Unlike [`Game::play`] it leaves one
    /// question open: whether the player now to move has no legal move
    /// (checkmated if in check, stalemated if not). Every other end is
    /// decided at once. The next recorded move answers it (a legal move
    /// there means neither), and [`Game::settle`] answers it when there is
    /// none. Finding that a player has no legal move costs a full move
    /// generation, which checking every position of a recorded game (or
    /// every check in it) would spend for nothing.
    ///
    /// Returns how the game ended, if this move ended it (never by
    /// checkmate or stalemate: those wait for [`Game::settle`]), and whether
    /// the player now to move is in check.
    pub(crate) fn play_legal_deferred(&mut self, m: Move) -> (Option<Ended>, bool) {
        self.push(m);
        let pos = &self.current;
        let check = pos.is_check();
        // The game had not ended, so the material sufficed before the move;
        // only a capture or a promotion changes it. A dead position beyond
        // material is looked for where it is at all likely.
        let automatic = self.laws.automatic_draws();
        let rare = (automatic && pos.halfmoves() >= 150)
            || ((m.is_capture() || m.is_promotion()) && pos.is_insufficient_material())
            || (automatic && self.is_fivefold())
            || (self.dead_test_wanted() && self.is_dead());
        // A rare end is decided at once, and with it a checkmate or a
        // stalemate, which come first.
        self.end_open = !rare;
        let ended = if rare { self.automatic_end() } else { None };
        self.ended = ended;
        (ended, check)
    }

    /// Decides the question [`Game::play_legal_deferred`] left open.
    pub(crate) fn settle(&mut self) {
        if std::mem::take(&mut self.end_open) {
            self.ended = self.automatic_end();
        }
    }

    fn push(&mut self, m: Move) {
        self.end_open = false;
        let key = self.keys[self.keys.len() - 1];
        let step = KeyStep::before(&self.current, key, m);
        self.current.play_unchecked(m);
        self.keys.push(step.after(&self.current));
        self.moves.push(m);
        if let Some(positions) = self.positions.get_mut() {
            positions.push(self.current.clone());
        }
    }

    /// Goes back to the position after `ply` half-moves (`ply` at most the
    /// number of moves made), leaving the end to the caller.
    fn rewind(&mut self, ply: usize) {
        self.moves.truncate(ply);
        self.keys.truncate(ply + 1);
        if let Some(positions) = self.positions.get_mut() {
            positions.truncate(ply + 1);
        }
        self.current = self.positions()[ply].clone();
    }

    /// Makes room for `plies` more moves.
    pub(crate) fn reserve(&mut self, plies: usize) {
        self.keys.reserve(plies);
        self.moves.reserve(plies);
    }

    /// Takes back the last move (casual play, or the arbiter restoring the
    /// position before an illegal move) and reopens a game that only the
    /// Laws had ended. Returns the move taken back.
    pub fn take_back(&mut self) -> Option<Move> {
        let m = *self.moves.last()?;
        self.rewind(self.moves.len() - 1);
        self.ended = self.automatic_end();
        Some(m)
    }

    /// Goes back to the position after `ply` half-moves (Appendix E.2.9: the
    /// moves are retraced to the point where both scoresheets agree). Does
    /// nothing if the game is not that long.
    pub fn truncate(&mut self, ply: usize) {
        if ply < self.moves.len() {
            self.rewind(ply);
            self.ended = self.automatic_end();
        }
    }

    fn refuse_if_over(&self) -> Result<(), MoveError> {
        match self.ended {
            Some(ended) => Err(MoveError::GameOver(ended.reason)),
            None => Ok(()),
        }
    }
}
