//! The Appendix E move procedure: touched, placed, announced (made), clock pressed.
//!
//! A [`Procedure`] stands between the players and the [`Game`]. A move goes
//! through these stages ([`Stage`]):
//!
//! 1. **lifted**: the piece is taken out of its aperture and counts as touched
//!    (E.2.2 / D.2.2);
//! 2. **placed**: it is released in another aperture (a promotion waits in
//!    [`Stage::Promoting`] until the new piece is given, E.2.1 / Art. 4.6.3);
//! 3. **made**: the move is announced and made on the [`Game`] (E.2.3 / D.2.3);
//! 4. **clock pressed**: only now does the opponent's clock run (E.2.3 / D.2.4).
//!    The procedure never touches a clock: [`Step::ClockPressed`] tells the
//!    caller to press it.
//!
//! Decisions, with the Laws they follow:
//!
//! * **Announcing** records what was *said*. The move made is always the one
//!   on the blind player's board, the placed move, because a released piece
//!   stays (Art. 4.6). If the words differ from the board, the move is still
//!   made (E.2.3) but the difference is a slip of the tongue: the clock cannot
//!   be pressed until the announcement is corrected (E.2.7 / D.2.8: "corrected
//!   immediately and before the opponent's clock is started").
//! * **Correcting** replaces what was said, never what was played: the only
//!   correction accepted is the placed move itself. Announcing again before
//!   the press is the same as correcting. After the press it is too late.
//! * **Touch-move** (strict rules, Art. 4.3–4.5 of the 2008 Laws, 4.3–4.5 now):
//!   a lifted own piece that has a legal move must move; a touched opponent
//!   piece that can be captured must be captured; a held piece and a touched
//!   opponent piece it can capture oblige that capture (4.3.c). A touched piece
//!   with no legal move binds to nothing (4.5). tactus refuses any lift that
//!   could not fulfil an obligation already in force, naming the obligation,
//!   so the player cannot break the rule by mistake. One piece is held at a time.
//! * **Castling** is placing the king two squares sideways (Art. 3.8); the rook
//!   then follows ([`Step::Placed`] says from where to where). In Chess960
//!   (Appendix F of the 2008 Laws) the king is placed on its end square, the
//!   square of standard castling, or on the rook's square: that is how a
//!   king castles where it ends on the square it starts from, or where it
//!   could also step to its end square (then placing it there is the step).
//!   The rook follows as before. Touching the
//!   rook first binds the rook (4.4.b). A king lifted to castle where castling
//!   is illegal must make another king move if it has one (4.4.c follows from 4.3.a).
//! * **Casual rules**: a lift can be put back and a placement picked up again
//!   before announcing; touching the opponent's pieces means nothing; after
//!   the press a move can be taken back when both players agree.

mod refusal;
mod stage;

pub use refusal::{Refusal, describe, role_name};
pub use stage::{Obligation, PieceAt, Rules, Stage, Step};

use shakmaty::{CastlingSide, Color, Move, Position, Role, Square};

use super::game::Game;

/// The Appendix E move procedure for both players of one game. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Procedure {
    rules: Rules,
    stage: Stage,
    /// Pieces touched this turn, in order (strict rules only).
    touched: Vec<PieceAt>,
    /// The ply and FEN of the position the turn began in.
    mark: (usize, String),
    /// The last move completed by a clock press (for "too late").
    last_pressed: Option<Move>,
}

impl Default for Procedure {
    fn default() -> Self {
        Procedure::new(Rules::Strict)
    }
}

impl Procedure {
    /// A procedure with nothing in progress.
    pub fn new(rules: Rules) -> Procedure {
        let mark = (usize::MAX, String::new());
        Procedure {
            rules,
            stage: Stage::Idle,
            touched: Vec::new(),
            mark,
            last_pressed: None,
        }
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Where the move in progress stands.
    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// The pieces touched this turn, first touched first (empty under casual rules).
    pub fn touched(&self, game: &Game) -> &[PieceAt] {
        if self.mark == mark(game) {
            &self.touched
        } else {
            &[]
        }
    }

    /// Back to idle, forgetting touches: for when the arbiter changed the game.
    pub fn reset(&mut self) {
        *self = Procedure::new(self.rules);
    }

    /// What touch-move binds the player having the move to now, if anything
    /// (always `None` under casual rules and once a piece is placed).
    pub fn obligation(&self, game: &Game) -> Option<Obligation> {
        let held = match self.stage {
            _ if self.rules == Rules::Casual || game.is_over() => return None,
            Stage::Lifted(at) => Some(at),
            Stage::Idle => None,
            _ => return None,
        };
        let turn = game.turn();
        let touches = self.touched(game);
        if let Some(with) = held {
            let by_held = |t: &&PieceAt| can(game, with.square, |m| takes(m, t.square));
            let theirs = touches.iter().filter(|t| t.piece.color != turn);
            if let Some(&target) = theirs.into_iter().find(by_held) {
                return Some(Obligation::CaptureWith { with, target });
            }
        }
        touches.iter().find_map(|&t| {
            if t.piece.color == turn {
                can(game, t.square, |_| true).then_some(Obligation::Move(t))
            } else {
                capturable(game, t.square).then_some(Obligation::Capture(t))
            }
        })
    }

    /// `by` lifts (touches) the piece on `square`. An own piece comes into
    /// the hand; under strict rules an opponent's piece is touched (Art. 4.3.b).
    pub fn lift(&mut self, game: &Game, by: Color, square: Square) -> Result<Step, Refusal> {
        open(game, by)?;
        self.in_step(game)?;
        let piece = game
            .position()
            .board()
            .piece_at(square)
            .ok_or(Refusal::Empty(square))?;
        let at = PieceAt { square, piece };
        let mut next = self.clone();
        if next.mark != mark(game) {
            next.touched.clear();
            next.mark = mark(game);
        }
        let step = match self.stage {
            Stage::Idle => next.lift_idle(game, at)?,
            Stage::Lifted(held) => match self.obligation(game) {
                Some(d) if piece.color != by && fits(game, d, held, square) => next.touch(at, true),
                Some(d) => return Err(Refusal::TouchMove(d)),
                None => return Err(Refusal::Holding(held)),
            },
            _ => return Err(self.busy_refusal()),
        };
        *self = next;
        Ok(step)
    }

    fn lift_idle(&mut self, game: &Game, at: PieceAt) -> Result<Step, Refusal> {
        let duty = self.obligation(game);
        if at.piece.color == game.turn() {
            if let Some(d @ Obligation::Capture(target)) = duty
                && !can(game, at.square, |m| takes(m, target.square))
            {
                return Err(Refusal::TouchMove(d));
            }
            if self.rules == Rules::Strict {
                self.touched.push(at);
            }
            self.stage = Stage::Lifted(at);
            return Ok(self.lifted_step(game, at));
        }
        match (self.rules, duty) {
            (Rules::Casual, _) => Err(Refusal::NotYourPiece(at)),
            (_, Some(Obligation::Capture(t))) if t == at => Ok(self.touch(at, true)),
            (_, Some(d)) => Err(Refusal::TouchMove(d)),
            (_, None) => Ok(self.touch(at, capturable(game, at.square))),
        }
    }

    fn touch(&mut self, at: PieceAt, must_capture: bool) -> Step {
        if !self.touched.contains(&at) {
            self.touched.push(at);
        }
        Step::Touched { at, must_capture }
    }

    /// Releases the piece in hand on `to`. Its own square puts it back (as
    /// [`Procedure::cancel`]); a pawn on the last rank waits for its new piece.
    pub fn place(&mut self, game: &Game, to: Square) -> Result<Step, Refusal> {
        let Stage::Lifted(held) = self.stage else {
            return Err(self.busy_refusal());
        };
        self.in_step(game)?;
        let from = held.square;
        if to == from {
            return self.cancel(game);
        }
        let legal = game.position().legal_moves();
        let chess960 = game.is_chess960();
        let Some(&mv) = legal.iter().find(|m| from_to(m, from, to, chess960)) else {
            let df = i32::from(to.file()) - i32::from(from.file());
            if held.piece.role == Role::King && to.rank() == from.rank() && df.abs() == 2 {
                return Err(Refusal::CastlingIllegal(CastlingSide::from_king_side(
                    df > 0,
                )));
            }
            return Err(Refusal::NotLegalTarget(held, to));
        };
        if let Some(d @ Obligation::CaptureWith { target, .. }) = self.obligation(game)
            && !takes(&mv, target.square)
        {
            return Err(Refusal::TouchMove(d));
        }
        if mv.is_promotion() {
            self.stage = Stage::Promoting { from, to };
            return Ok(Step::PromotionNeeded { from, to });
        }
        Ok(self.placed(game, mv))
    }

    /// Gives the new piece for a pawn on the last rank (E.2.1, Art. 4.6.c).
    pub fn choose_promotion(&mut self, game: &Game, role: Role) -> Result<Step, Refusal> {
        let Stage::Promoting { from, to } = self.stage else {
            return Err(Refusal::NoPromotion);
        };
        self.in_step(game)?;
        let wanted = |m: &Move| from_to(m, from, to, false) && m.promotion() == Some(role);
        match game.position().legal_moves().into_iter().find(wanted) {
            Some(mv) => Ok(self.placed(game, mv)),
            None => Err(Refusal::BadPromotion(role)),
        }
    }

    /// The player announces `said`; the placed move is made on the game
    /// (E.2.3). Once the move is made, announcing again is a correction.
    pub fn announce(&mut self, game: &mut Game, said: Move) -> Result<Step, Refusal> {
        match self.stage {
            Stage::Placed(mv) => {
                self.in_step(game)?;
                let ended = game.play(mv).map_err(|_| Refusal::OutOfStep)?;
                self.stage = Stage::Made { mv, said };
                Ok(Step::Made { mv, said, ended })
            }
            Stage::Made { .. } => self.correct_announcement(game, said),
            Stage::Promoting { to, .. } => Err(Refusal::PromotionPending(to)),
            Stage::Idle | Stage::Lifted(_) => Err(Refusal::NothingPlaced),
        }
    }

    /// Corrects a slip of the tongue (E.2.7 / D.2.8): before the clock is
    /// pressed the announcement may be replaced by the move made, and only by it.
    pub fn correct_announcement(&mut self, game: &Game, corrected: Move) -> Result<Step, Refusal> {
        let Stage::Made { mv, said } = self.stage else {
            return Err(self
                .last_pressed
                .map_or(Refusal::NothingToCorrect, Refusal::TooLate));
        };
        self.in_step(game)?;
        if corrected != mv {
            return Err(Refusal::CannotChangeMove(mv, corrected));
        }
        self.stage = Stage::Made { mv, said: mv };
        Ok(Step::Corrected { was: said, mv })
    }

    /// The player presses the clock. Only now does the opponent's clock run.
    pub fn press_clock(&mut self, game: &Game) -> Result<Step, Refusal> {
        let Stage::Made { mv, said } = self.stage else {
            return Err(match self.stage {
                Stage::Promoting { to, .. } => Refusal::PromotionPending(to),
                _ => Refusal::NoMoveMade,
            });
        };
        self.in_step(game)?;
        if said != mv {
            return Err(Refusal::SlipNotCorrected(mv, said));
        }
        *self = Procedure {
            last_pressed: Some(mv),
            ..Procedure::new(self.rules)
        };
        Ok(Step::ClockPressed { by: !game.turn() })
    }

    /// Undoes the last lift or placement. Strict rules refuse what touch-move
    /// (Art. 4.3) or a released piece (Art. 4.6) forbids.
    pub fn cancel(&mut self, game: &Game) -> Result<Step, Refusal> {
        let strict = self.rules == Rules::Strict;
        match self.stage {
            Stage::Idle => Err(Refusal::NothingToCancel),
            Stage::Made { mv, .. } => Err(Refusal::AlreadyMade(mv)),
            Stage::Lifted(at) => {
                self.in_step(game)?;
                match self.obligation(game) {
                    Some(d @ (Obligation::Move(_) | Obligation::CaptureWith { .. })) => {
                        Err(Refusal::TouchMove(d))
                    }
                    _ => {
                        self.stage = Stage::Idle;
                        Ok(Step::PutBack(at))
                    }
                }
            }
            Stage::Promoting { .. } | Stage::Placed(_) if strict => Err(self.busy_refusal()),
            Stage::Promoting { from, .. } => self.pick_up(game, from),
            Stage::Placed(mv) => self.pick_up(game, mv.from().ok_or(Refusal::OutOfStep)?),
        }
    }

    /// Casual rules: takes back the last move when both players agree
    /// (after the clock was pressed; the caller sets the clock back).
    pub fn takeback(&mut self, game: &mut Game, agreed_by_both: bool) -> Result<Step, Refusal> {
        if self.rules == Rules::Strict {
            return Err(Refusal::NoTakebackInStrict);
        }
        if !agreed_by_both {
            return Err(Refusal::NotAgreed);
        }
        if self.stage != Stage::Idle {
            return Err(Refusal::Busy);
        }
        let mv = game.take_back().ok_or(Refusal::NothingToTakeBack)?;
        self.reset();
        Ok(Step::TakenBack(mv))
    }

    /// Casual rules: the placed piece is in the hand again.
    fn pick_up(&mut self, game: &Game, square: Square) -> Result<Step, Refusal> {
        self.in_step(game)?;
        let piece = game
            .position()
            .board()
            .piece_at(square)
            .ok_or(Refusal::OutOfStep)?;
        self.stage = Stage::Lifted(PieceAt { square, piece });
        Ok(self.lifted_step(game, PieceAt { square, piece }))
    }

    fn lifted_step(&self, game: &Game, at: PieceAt) -> Step {
        let duty = self.obligation(game);
        let only = match duty {
            Some(Obligation::CaptureWith { target, .. }) => Some(target.square),
            _ => None,
        };
        let legal = game.position().legal_moves();
        let chess960 = game.is_chess960();
        let mut targets: Vec<Square> = (legal.iter())
            .filter(|m| from(m, at.square) && only.is_none_or(|t| takes(m, t)))
            .flat_map(|m| placements(m, chess960))
            .filter(|&square| square != at.square)
            .collect();
        targets.sort();
        targets.dedup();
        Step::Lifted {
            at,
            targets,
            must_move: duty.is_some(),
        }
    }

    fn placed(&mut self, game: &Game, mv: Move) -> Step {
        let them = !game.turn();
        let captured = match mv {
            Move::Normal {
                capture: Some(role),
                to,
                ..
            } => Some((to, role)),
            Move::EnPassant { from, to } => {
                Some((Square::from_coords(to.file(), from.rank()), Role::Pawn))
            }
            _ => None,
        };
        let captured = captured.map(|(square, role)| PieceAt {
            square,
            piece: role.of(them),
        });
        let rook = mv
            .castling_side()
            .map(|s| (mv.to(), s.rook_to(game.turn())));
        self.stage = Stage::Placed(mv);
        Step::Placed { mv, captured, rook }
    }

    /// Why a lift or placement is refused in the stages after placing.
    fn busy_refusal(&self) -> Refusal {
        let strict = self.rules == Rules::Strict;
        match self.stage {
            Stage::Promoting { to, .. } if strict => Refusal::MustStay(to, Role::Pawn),
            Stage::Promoting { to, .. } => Refusal::PromotionPending(to),
            Stage::Placed(mv) if strict => Refusal::MustStay(placement(&mv), mv.role()),
            Stage::Placed(mv) => Refusal::AlreadyPlaced(placement(&mv)),
            Stage::Made { mv, .. } => Refusal::AlreadyMade(mv),
            Stage::Idle | Stage::Lifted(_) => Refusal::NothingLifted,
        }
    }

    /// Whether the game is still where the move in progress began.
    fn in_step(&self, game: &Game) -> Result<(), Refusal> {
        let ok = match self.stage {
            Stage::Idle => true,
            Stage::Made { mv, .. } => {
                let (ply, fen) = &self.mark;
                game.ply_count() == ply.wrapping_add(1)
                    && game.moves().last() == Some(&mv)
                    && game.fen_at(*ply).as_ref() == Some(fen)
            }
            _ => self.mark == mark(game) && !game.is_over(),
        };
        ok.then_some(()).ok_or(Refusal::OutOfStep)
    }
}

/// Whether touching the opponent's piece on `square` while holding `held`
/// fits the obligation `d` (the held piece can capture it, Art. 4.3.c).
fn fits(game: &Game, d: Obligation, held: PieceAt, square: Square) -> bool {
    match d {
        Obligation::Move(_) => can(game, held.square, |m| takes(m, square)),
        Obligation::CaptureWith { target, .. } => target.square == square,
        Obligation::Capture(_) => false,
    }
}

/// The turn's mark: ply and FEN of the position on the board.
fn mark(game: &Game) -> (usize, String) {
    (game.ply_count(), game.fen())
}

/// Refuses touching when the game is over or `by` does not have the move.
fn open(game: &Game, by: Color) -> Result<(), Refusal> {
    match game.outcome() {
        Some(ended) => Err(Refusal::GameOver(ended.reason)),
        None if by != game.turn() => Err(Refusal::NotYourTurn(by)),
        None => Ok(()),
    }
}

/// The square the moving piece is released on (the king's, for castling).
fn placement(m: &Move) -> Square {
    match *m {
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(king < rook);
            Square::from_coords(side.king_to_file(), king.rank())
        }
        _ => m.to(),
    }
}

fn from(m: &Move, square: Square) -> bool {
    m.from() == Some(square)
}

/// The squares the piece moved by `m` may be released on: its own; for
/// castling the king's end square, and in Chess960 also the rook's square
/// (the king "taking" its rook, as Chess960 programs castle), which is the
/// only way to castle where the king ends on the square it starts from.
fn placements(m: &Move, chess960: bool) -> impl Iterator<Item = Square> {
    let rook = match *m {
        Move::Castle { rook, .. } if chess960 => Some(rook),
        _ => None,
    };
    std::iter::once(placement(m)).chain(rook)
}

fn from_to(m: &Move, from_sq: Square, to: Square, chess960: bool) -> bool {
    from(m, from_sq) && placements(m, chess960).any(|square| square == to)
}

/// Whether `m` captures the piece standing on `square` (en passant included).
fn takes(m: &Move, square: Square) -> bool {
    match *m {
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => to == square,
        Move::EnPassant { from, to } => Square::from_coords(to.file(), from.rank()) == square,
        _ => false,
    }
}

/// Whether the piece on `square` has a legal move satisfying `f`.
fn can(game: &Game, square: Square, f: impl Fn(&Move) -> bool) -> bool {
    game.position()
        .legal_moves()
        .iter()
        .any(|m| from(m, square) && f(m))
}

/// Whether some legal move captures the piece on `square`.
fn capturable(game: &Game, square: Square) -> bool {
    game.position()
        .legal_moves()
        .iter()
        .any(|m| takes(m, square))
}
