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
//!
//! Here the game, how it is set up and what it holds; in its own files
//! `play` (moves read, made and taken back), `end` (how the game ends:
//! by the Laws, a claim or an act), `repetition` (positions counted),
//! `keys` (the Zobrist key, move by move) and `dead_tests` (the tests
//! for a dead position after a move).

use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, EnPassantMode, Move, Position, Rank, fen::Fen,
    san::SanPlus, uci::UciMove, zobrist::Zobrist64,
};

use std::sync::OnceLock;

mod dead_tests;
mod end;
mod keys;
mod play;
mod repetition;

use dead_tests::DeadTest;
pub(crate) use dead_tests::ProvenAlive;
use keys::key_of;

use super::{
    laws::Laws,
    outcome::{Ended, Termination},
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
}
