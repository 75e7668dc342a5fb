//! The game: the position history, how the game ends, and draw claims.
//!
//! [`Game`] keeps a Zobrist key of every position of the game, so that
//! repetitions are found at once and checked exactly (same side to move,
//! same pieces on the same squares, same castling rights, same possible en
//! passant captures: FIDE Art. 9.2.3). The key leaves the en passant
//! capture out: positions with equal keys are compared in full anyway, and
//! an en passant capture is only ever possible right after a pawn move,
//! where the positions that could repeat begin. Moves come in as shakmaty [`Move`]s,
//! SAN or UCI, and go out the same ways.
//!
//! ```
//! use tactus::rules::game::Game;
//! use tactus::rules::outcome::Termination;
//!
//! let mut game = Game::new();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san).unwrap();
//! }
//! assert_eq!(game.outcome().unwrap().reason, Termination::Checkmate);
//! assert_eq!(game.san(3).to_string(), "Qh4#");
//! ```

use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, File, KnownOutcome, Move,
    Position, Rank, Role, Square,
    fen::Fen,
    san::{San, SanPlus},
    uci::UciMove,
    zobrist::{Zobrist64, ZobristValue},
};

use std::sync::OnceLock;

mod dead_tests;

use dead_tests::DeadTest;
pub(crate) use dead_tests::ProvenAlive;

use super::{
    laws::Laws,
    outcome::{Claim, Ended, Termination},
    unwinnable::{self, Mate},
};

/// A move that could not be read or played. Nothing in the game changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move in the notation expected.
    #[error("\"{0}\" is not a move")]
    Unreadable(String),
    /// The move is not legal in the current position.
    #[error("{0} is not a legal move here")]
    Illegal(String),
    /// The text fits more than one legal move.
    #[error("{0} is ambiguous here")]
    Ambiguous(String),
    /// The game has already ended.
    #[error("the game is over: {0}")]
    GameOver(Termination),
}

pub use super::fen::FenError;

/// A draw claim that was refused, with the reason. Nothing in the game changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClaimRefused {
    /// Only the player having the move may claim (Art. 9.2, 9.3).
    #[error("only the player having the move may claim a draw")]
    NotYourMove,
    /// The game has already ended.
    #[error("the game is over: {0}")]
    GameOver(Termination),
    /// The move written down with the claim is not legal.
    #[error("the move written with the claim is not legal: {0}")]
    IllegalIntendedMove(String),
    /// The position has not appeared three times.
    #[error(
        "this position has appeared {count} time{s}; a draw by repetition needs three",
        s = if *count == 1 { "" } else { "s" }
    )]
    NotRepeated {
        /// How often the position (on the board, or about to appear) has appeared.
        count: usize,
    },
    /// Fewer than 50 moves by each player without a pawn move or capture.
    #[error(
        "only {moves} moves by each player without a pawn move or a capture; the rule needs 50"
    )]
    NotFiftyMoves {
        /// Full moves without pawn move or capture (half-moves / 2, rounded down).
        moves: u32,
    },
}

/// The reason an act that ends the game (resignation, agreement, flag fall)
/// was refused: the game had already ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the game is over: {0}")]
pub struct AlreadyOver(pub Termination);

/// A game of chess under the FIDE Laws: its positions, moves and end.
#[derive(Clone, Debug)]
pub struct Game {
    /// The starting position.
    start: Chess,
    /// The position on the board.
    current: Chess,
    /// The key of each position ([`key_of`]); `keys[0]` is the starting
    /// position's.
    keys: Vec<Zobrist64>,
    /// The moves made; `moves[i]` leads from the position after `i`
    /// half-moves to the next.
    moves: Vec<Move>,
    /// Every position of the game, the starting position first: replayed
    /// from `start` and `moves` when first asked for, then kept in step.
    /// Reading a game asks for none of them, so it copies no position.
    positions: OnceLock<Vec<Chess>>,
    /// How the game ended, if it has.
    ended: Option<Ended>,
    /// Whether `ended` may still miss a checkmate or a stalemate (see
    /// [`Game::play_legal_deferred`]); never true outside an import.
    end_open: bool,
    /// The full dead-position test of the last position reached by an
    /// irreversible move (or the start), so that it runs once per position.
    dead_test: Option<DeadTest>,
    /// Whether a recorded game read with [`Game::play_legal_deferred`]
    /// looks for dead positions beyond material after its moves (always,
    /// but for `tactus check --no-dead-positions`).
    dead_tests: bool,
    /// Where an earlier reading of a recorded game proved its positions
    /// alive, so that the tests there can be left out.
    proven_alive: Option<ProvenAlive>,
    /// The edition of the Laws the game is played under: whether fivefold
    /// repetition and 75 moves end it.
    laws: Laws,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A game from the standard starting position.
    pub fn new() -> Game {
        // The standard starting position is not over, and its key never
        // changes: worked out once.
        static START_KEY: OnceLock<Zobrist64> = OnceLock::new();
        let pos = Chess::default();
        let key = *START_KEY.get_or_init(|| key_of(&pos));
        debug_assert!(Game::from_position(pos.clone()).ended.is_none());
        Game::starting(pos, key)
    }

    /// A game at `pos` (its key `key`) with no moves, not yet judged.
    fn starting(pos: Chess, key: Zobrist64) -> Game {
        Game {
            start: pos.clone(),
            current: pos,
            keys: vec![key],
            moves: Vec::new(),
            positions: OnceLock::new(),
            ended: None,
            end_open: false,
            dead_test: None,
            dead_tests: true,
            proven_alive: None,
            laws: Laws::default(),
        }
    }

    /// The game played under the edition `laws` of the Laws instead of the
    /// one in force (the default). Meant for a game before its first move;
    /// the end of the position on the board is judged again under `laws`
    /// (a position set up after 75 quiet moves is over under 2023 only).
    ///
    /// ```
    /// use tactus::rules::{game::Game, laws::Laws};
    ///
    /// let fen = "8/8/4k3/8/8/4K3/8/R7 w - - 150 100";
    /// assert!(Game::from_fen(fen).unwrap().is_over());
    /// let game = Game::from_fen(fen).unwrap().with_laws(Laws::Fide2008);
    /// assert!(!game.is_over());
    /// assert_eq!(game.laws(), Laws::Fide2008);
    /// ```
    #[must_use]
    pub fn with_laws(mut self, laws: Laws) -> Game {
        if laws != self.laws {
            self.laws = laws;
            self.end_open = false;
            // An end by a player's act or the clock stays.
            if self.ended.is_none_or(|e| e.reason.is_automatic()) {
                self.ended = self.automatic_end();
            }
        }
        self
    }

    /// The edition of the Laws the game is played under.
    pub fn laws(&self) -> Laws {
        self.laws
    }

    /// A game from a legal position. A position that is already over
    /// (checkmate, stalemate, dead, 75 moves) is over at once; a dead
    /// position is looked for with the full test.
    pub fn from_position(pos: Chess) -> Game {
        let key = key_of(&pos);
        let mut game = Game::starting(pos, key);
        game.ended = game.automatic_end();
        game
    }

    /// A game from a FEN (standard chess). The position must be one the
    /// Laws can play on: one king each, no pawn on the first or last rank,
    /// the side not to move not in check, castling rights and en passant
    /// square that fit the board. Positions no series of legal moves could
    /// reach but that play by the same rules are accepted, as composed
    /// studies have them: more material than promotions could give, or a
    /// check no last move could have given (see [`super::fen::position`];
    /// what is wrong with another is [`FenError`]'s fault).
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        super::fen::position(fen).map(Game::from_position)
    }

    /// A game from a FEN, in standard chess or in Chess960 (`mode`): in
    /// Chess960 the castling rights may name their rooks by file
    /// (Shredder-FEN, `HAha`) or as `KQkq` for the outermost rooks (X-FEN),
    /// and castling is played as the Laws' Appendix F (Guidelines II)
    /// has it.
    pub fn from_fen_in(fen: &str, mode: CastlingMode) -> Result<Game, FenError> {
        super::fen::position_in(fen, mode).map(Game::from_position)
    }

    /// A game of Chess960 from its starting position number `number`
    /// (0 to 959, Scharnagl's numbering: 518 is the standard position);
    /// `None` for a number past 959.
    ///
    /// ```
    /// use tactus::rules::game::Game;
    ///
    /// let game = Game::chess960(0).unwrap();
    /// assert_eq!(game.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert!(game.is_chess960());
    /// assert!(Game::chess960(960).is_none());
    /// ```
    pub fn chess960(number: u32) -> Option<Game> {
        (number < 960).then(|| {
            let board = shakmaty::Board::chess960(number);
            let setup = shakmaty::Setup {
                castling_rights: board.rooks() & (Bitboard::from(Rank::First) | Rank::Eighth),
                board,
                ..shakmaty::Setup::initial()
            };
            let pos = <Chess as shakmaty::FromSetup>::from_setup(setup, CastlingMode::Chess960)
                .expect("every Chess960 start is a legal position");
            Game::from_position(pos)
        })
    }

    /// Whether castling is played as in Chess960 (the king and the rook
    /// from any start to the squares of standard castling), rather than
    /// only from the standard squares.
    pub fn is_chess960(&self) -> bool {
        self.start.castles().mode() == CastlingMode::Chess960
    }

    /// How castling is played and written in UCI: [`CastlingMode::Chess960`]
    /// for a game of Chess960 (the king takes its own rook, `e1h1`), else
    /// standard (the king's two-square move, `e1g1`).
    pub fn castling_mode(&self) -> CastlingMode {
        self.start.castles().mode()
    }

    /// The position on the board now.
    pub fn position(&self) -> &Chess {
        &self.current
    }

    /// The position after `ply` half-moves (0 is the starting position), if
    /// the game has come that far.
    pub fn position_at(&self, ply: usize) -> Option<&Chess> {
        match ply {
            0 => Some(&self.start),
            _ if ply == self.moves.len() => Some(&self.current),
            _ if ply > self.moves.len() => None,
            _ => self.positions().get(ply),
        }
    }

    /// Every position of the game, the starting position first.
    pub fn positions(&self) -> &[Chess] {
        self.positions.get_or_init(|| {
            let mut positions = Vec::with_capacity(self.moves.len() + 1);
            let mut pos = self.start.clone();
            for &m in &self.moves {
                positions.push(pos.clone());
                pos.play_unchecked(m);
            }
            positions.push(pos);
            positions
        })
    }

    /// The moves made, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many half-moves have been made.
    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }

    /// The player having the move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Ended> {
        self.ended
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.ended.is_some()
    }

    /// The FEN of the position after `ply` half-moves (en passant square
    /// written only when an en passant capture is legal).
    pub fn fen_at(&self, ply: usize) -> Option<String> {
        self.position_at(ply)
            .map(|p| Fen::from_position(p, EnPassantMode::Legal).to_string())
    }

    /// The Zobrist key of the position on the board: what tells positions
    /// apart without writing them out (equal positions, as repetition
    /// counts them, have equal keys).
    pub fn key(&self) -> Zobrist64 {
        self.keys[self.keys.len() - 1]
    }

    /// The Zobrist key of the position after `ply` half-moves.
    pub fn key_at(&self, ply: usize) -> Option<Zobrist64> {
        self.keys.get(ply).copied()
    }

    /// The FEN of the position on the board.
    pub fn fen(&self) -> String {
        Fen::from_position(self.position(), EnPassantMode::Legal).to_string()
    }

    /// The SAN (with `+` or `#`) of the move at `index` (0 is the first move).
    ///
    /// # Panics
    /// If `index` is not below [`Game::ply_count`].
    pub fn san(&self, index: usize) -> SanPlus {
        let m = self.moves[index];
        let before = self
            .position_at(index)
            .expect("a position before every move");
        SanPlus::from_move(before.clone(), m)
    }

    /// The UCI of the move at `index` (castling as the king's two-square
    /// move; in Chess960, as the king taking its own rook).
    ///
    /// # Panics
    /// If `index` is not below [`Game::ply_count`].
    pub fn uci(&self, index: usize) -> UciMove {
        self.moves[index].to_uci(self.castling_mode())
    }

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

    /// How many times the position after `ply` half-moves has appeared up to
    /// and including that ply.
    pub fn repetitions_at(&self, ply: usize) -> usize {
        match self.position_at(ply) {
            Some(pos) => 1 + self.earlier_occurrences(ply, pos, self.keys[ply]),
            None => 0,
        }
    }

    /// How many times the position on the board has appeared, this time included.
    pub fn repetitions(&self) -> usize {
        self.repetitions_at(self.moves.len())
    }

    /// Whether the position on the board has appeared five times. Equal
    /// positions have equal keys, so the positions are compared only when
    /// the key has appeared five times.
    fn is_fivefold(&self) -> bool {
        let ply = self.moves.len();
        // A position comes back four plies later at the soonest: each
        // player must move a piece away and back. Four earlier occurrences
        // since the last pawn move or capture need sixteen plies.
        let reach = (self.current.halfmoves() as usize).min(ply);
        if reach < 16 {
            return false;
        }
        let key = self.keys[ply];
        let same_keys = (4..=reach)
            .step_by(2)
            .filter(|&back| self.keys[ply - back] == key)
            .count();
        same_keys >= 4 && self.repetitions() >= 5
    }

    /// The draws the player having the move could claim on the position on
    /// the board (Art. 9.2, 9.3), threefold repetition first. Empty once the
    /// game is over by checkmate or stalemate.
    pub fn claims(&self) -> Vec<Claim> {
        self.claims_at(self.moves.len())
    }

    /// The draws the player having the move after `ply` half-moves could
    /// have claimed on that position (Art. 9.2, 9.3), threefold repetition
    /// first; the same as [`Game::claims`] when `ply` is the last ply. Empty
    /// when that position has no legal move or the game never got there.
    pub fn claims_at(&self, ply: usize) -> Vec<Claim> {
        let mut claims = Vec::new();
        let Some(pos) = self.position_at(ply) else {
            return claims;
        };
        if pos.legal_moves().is_empty() {
            return claims;
        }
        if self.repetitions_at(ply) >= 3 {
            claims.push(Claim::ThreefoldRepetition);
        }
        if pos.halfmoves() >= 100 {
            claims.push(Claim::FiftyMoves);
        }
        claims
    }

    /// A draw claim by `by`, on the position on the board or, with
    /// `intended`, on the position that move is about to give (the move
    /// written on the scoresheet and declared to the arbiter, Art. 9.2.1).
    ///
    /// A correct claim ends the game as a draw (the intended move is not
    /// made). A wrong claim is refused with the reason and changes nothing;
    /// the arbiter's extra time for the opponent is the clock's business, and
    /// the intended move must then be made (Art. 9.5).
    pub fn claim(
        &mut self,
        by: Color,
        claim: Claim,
        intended: Option<Move>,
    ) -> Result<Ended, ClaimRefused> {
        if let Some(ended) = self.ended {
            return Err(ClaimRefused::GameOver(ended.reason));
        }
        if by != self.turn() {
            return Err(ClaimRefused::NotYourMove);
        }
        let here = self.position();
        let (pos, count) = match intended {
            None => (here.clone(), self.repetitions()),
            Some(m) => {
                if !here.is_legal(m) {
                    return Err(ClaimRefused::IllegalIntendedMove(
                        San::from_move(here, m).to_string(),
                    ));
                }
                let mut next = here.clone();
                next.play_unchecked(m);
                let key = key_of(&next);
                let count = 1 + self.earlier_occurrences(self.moves.len() + 1, &next, key);
                (next, count)
            }
        };
        match claim {
            Claim::ThreefoldRepetition if count < 3 => {
                return Err(ClaimRefused::NotRepeated { count });
            }
            Claim::FiftyMoves if pos.halfmoves() < 100 => {
                return Err(ClaimRefused::NotFiftyMoves {
                    moves: pos.halfmoves() / 2,
                });
            }
            _ => {}
        }
        Ok(self.end(KnownOutcome::Draw, claim.termination()))
    }

    /// `by` resigns (Art. 5.1.2).
    pub fn resign(&mut self, by: Color) -> Result<Ended, AlreadyOver> {
        self.refuse_act_if_over()?;
        Ok(self.end(
            KnownOutcome::Decisive { winner: !by },
            Termination::Resignation { by },
        ))
    }

    /// The players agree to a draw (Art. 5.2.3).
    pub fn agree_draw(&mut self) -> Result<Ended, AlreadyOver> {
        self.refuse_act_if_over()?;
        Ok(self.end(KnownOutcome::Draw, Termination::DrawAgreement))
    }

    /// `side`'s flag fell (Art. 6.9): he loses, unless his opponent cannot
    /// checkmate by any series of legal moves; then the game is drawn.
    pub fn flag_fell(&mut self, side: Color) -> Result<Ended, AlreadyOver> {
        self.refuse_act_if_over()?;
        Ok(self.loss_unless_opponent_cannot_mate(side, Termination::FlagFall { side }))
    }

    /// `by` completed the illegal move that loses (the second under the
    /// Laws of 2023, Art. 7.5.5; the third under 2008, 7.4.b): he loses, unless his
    /// opponent cannot checkmate by any series of legal moves; then the game
    /// is drawn.
    pub fn forfeit_for_illegal_moves(&mut self, by: Color) -> Result<Ended, AlreadyOver> {
        self.refuse_act_if_over()?;
        Ok(self.loss_unless_opponent_cannot_mate(by, Termination::IllegalMoves { by }))
    }

    /// Whether `side` could still checkmate by some series of legal moves
    /// from the position on the board, counting helpmates (Art. 5.2.2, 6.9,
    /// 7.5.5): the full test of [`unwinnable::can_checkmate`].
    pub fn can_checkmate(&self, side: Color) -> Mate {
        unwinnable::can_checkmate(self.position(), side)
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

    fn end(&mut self, result: KnownOutcome, reason: Termination) -> Ended {
        let ended = Ended { result, reason };
        self.ended = Some(ended);
        ended
    }

    /// `loser` loses, unless it is proven that his opponent cannot
    /// checkmate by any series of legal moves: then the game is drawn. When
    /// neither is proven the loss stands, as the Laws presume, and the
    /// reason says it could not be decided.
    fn loss_unless_opponent_cannot_mate(&mut self, loser: Color, reason: Termination) -> Ended {
        let loss = KnownOutcome::Decisive { winner: !loser };
        let (result, reason) = match self.can_checkmate(!loser) {
            Mate::Possible => (loss, reason),
            Mate::Impossible => (KnownOutcome::Draw, reason),
            Mate::Undecided => (loss, undecided(reason)),
        };
        self.end(result, reason)
    }

    fn refuse_if_over(&self) -> Result<(), MoveError> {
        match self.ended {
            Some(ended) => Err(MoveError::GameOver(ended.reason)),
            None => Ok(()),
        }
    }

    fn refuse_act_if_over(&self) -> Result<(), AlreadyOver> {
        match self.ended {
            Some(ended) => Err(AlreadyOver(ended.reason)),
            None => Ok(()),
        }
    }

    /// How often `pos` (with Zobrist key `key`, standing at index `ply`)
    /// appeared before `ply`. Only positions since the last pawn move or
    /// capture can be equal, and only those with the same side to move.
    fn earlier_occurrences(&self, ply: usize, pos: &Chess, key: Zobrist64) -> usize {
        let reach = (pos.halfmoves() as usize).min(ply);
        let mut count = 0;
        let mut back = 2;
        while back <= reach {
            let i = ply - back;
            if self.keys[i] == key && same_position(&self.positions()[i], pos) {
                count += 1;
            }
            back += 2;
        }
        count
    }

    /// The end the Laws impose by themselves on the position on the board, in
    /// the order python-chess reports them: checkmate, dead position by
    /// material, stalemate, 75 moves, fivefold repetition; then a dead
    /// position python-chess does not see (where [`unwinnable::worth_testing`]
    /// finds it likely and `dead_tests` asks for it, or at the start of the
    /// game).
    fn automatic_end(&mut self) -> Option<Ended> {
        let pos = self.position();
        let no_moves = pos.legal_moves().is_empty();
        let reason = if no_moves && pos.is_check() {
            return Some(Ended {
                result: KnownOutcome::Decisive {
                    winner: !pos.turn(),
                },
                reason: Termination::Checkmate,
            });
        } else if pos.is_insufficient_material() {
            Termination::InsufficientMaterial
        } else if no_moves {
            Termination::Stalemate
        } else if self.laws.automatic_draws() && pos.halfmoves() >= 150 {
            Termination::SeventyFiveMoves
        } else if self.laws.automatic_draws() && self.is_fivefold() {
            Termination::FivefoldRepetition
        } else if (self.moves.is_empty() || self.dead_test_wanted()) && self.is_dead() {
            Termination::DeadPosition
        } else {
            return None;
        };
        Some(Ended {
            result: KnownOutcome::Draw,
            reason,
        })
    }
}

/// The reason for a loss by `reason` whose condition, that the opponent
/// could checkmate, could not be decided.
fn undecided(reason: Termination) -> Termination {
    match reason {
        Termination::FlagFall { side } => Termination::FlagFallUndecided { side },
        Termination::IllegalMoves { by } => Termination::IllegalMovesUndecided { by },
        other => other,
    }
}

/// The Zobrist key of a position: side to move, pieces and castling
/// rights, without the en passant square. Positions that are the same in
/// FIDE's sense have equal keys; [`same_position`] tells the rest apart.
fn key_of(pos: &Chess) -> Zobrist64 {
    let mut key: Zobrist64 = pos.zobrist_hash(EnPassantMode::Always);
    if let Some(sq) = pos.maybe_ep_square() {
        key ^= Zobrist64::zobrist_for_en_passant_file(sq.file());
    }
    key
}

/// The part of the key for the castling rights whose rooks stand on
/// `rooks`. In standard chess (not Chess960) a castling right's rook is on
/// its corner: a1 or a8 for the long castling, h1 or h8 for the short.
fn castling_key(rooks: Bitboard) -> Zobrist64 {
    let mut key = Zobrist64::default();
    for sq in rooks {
        let color = Color::from_white(sq.rank() == Rank::First);
        let side = CastlingSide::from_queen_side(sq.file() == File::A);
        key ^= Zobrist64::zobrist_for_castling_right(color, side);
    }
    key
}

/// The key of a position reached by a legal move, worked out from the key
/// of the position before it without hashing the whole board: what
/// [`KeyStep::before`] takes from the position before the move, and
/// [`KeyStep::after`] finishes on the position after it.
struct KeyStep {
    /// The key before the move, with the pieces moved and the turn passed.
    key: Zobrist64,
    /// The rooks of the castling rights before the move.
    rights: Bitboard,
    /// `Move::Put` or Chess960 castling rights: hash the position afresh.
    afresh: bool,
}

impl KeyStep {
    fn before(prev: &Chess, current: Zobrist64, m: Move) -> KeyStep {
        let us = prev.turn();
        let them = !us;
        let mut key = current ^ Zobrist64::zobrist_for_white_turn();
        match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                key ^= Zobrist64::zobrist_for_piece(from, role.of(us));
                key ^= Zobrist64::zobrist_for_piece(to, promotion.unwrap_or(role).of(us));
                if let Some(captured) = capture {
                    key ^= Zobrist64::zobrist_for_piece(to, captured.of(them));
                }
            }
            Move::EnPassant { from, to } => {
                let pawn = Role::Pawn.of(us);
                key ^= Zobrist64::zobrist_for_piece(from, pawn);
                key ^= Zobrist64::zobrist_for_piece(to, pawn);
                key ^= Zobrist64::zobrist_for_piece(
                    Square::from_coords(to.file(), from.rank()),
                    Role::Pawn.of(them),
                );
            }
            Move::Castle { king, rook } => {
                let side = CastlingSide::from_queen_side(rook < king);
                let (k, r) = (Role::King.of(us), Role::Rook.of(us));
                key ^= Zobrist64::zobrist_for_piece(king, k);
                key ^= Zobrist64::zobrist_for_piece(rook, r);
                key ^= Zobrist64::zobrist_for_piece(side.king_to(us), k);
                key ^= Zobrist64::zobrist_for_piece(side.rook_to(us), r);
            }
            Move::Put { .. } => {}
        }
        KeyStep {
            key,
            rights: prev.castles().castling_rights(),
            afresh: matches!(m, Move::Put { .. })
                || prev.castles().mode() != CastlingMode::Standard,
        }
    }

    /// The key of `next`, the position after the move: always equal to
    /// [`key_of`]`(next)`.
    fn after(self, next: &Chess) -> Zobrist64 {
        if self.afresh {
            return key_of(next);
        }
        let mut key = self.key;
        // In standard chess a right and its rook's corner come and go
        // together.
        key ^= castling_key(self.rights ^ next.castles().castling_rights());
        debug_assert_eq!(key, key_of(next));
        key
    }
}

/// The same position in FIDE's sense (Art. 9.2.3): same side to move, same
/// pieces on the same squares, same castling rights, same possible en
/// passant captures.
fn same_position(a: &Chess, b: &Chess) -> bool {
    a.turn() == b.turn()
        && a.board() == b.board()
        && a.castles().castling_rights() == b.castles().castling_rights()
        && a.ep_square(EnPassantMode::Legal) == b.ep_square(EnPassantMode::Legal)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Along random games, every legal move of every position gives the key
    /// that the whole position gives.
    #[test]
    fn keys_follow_every_move() {
        let mut rng = crate::rules::test_rng::TestRng::new(0x9e37_79b9_7f4a_7c15);
        let mut tried = 0;
        for _ in 0..300 {
            let mut pos = Chess::default();
            for _ in 0..200 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let key = key_of(&pos);
                for &m in &moves {
                    let step = KeyStep::before(&pos, key, m);
                    let mut after = pos.clone();
                    after.play_unchecked(m);
                    assert_eq!(step.after(&after), key_of(&after), "{m:?}");
                    tried += 1;
                }
                pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        assert!(tried > 100_000);
    }
}
