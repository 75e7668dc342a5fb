//! Which earcons an [`Event`] sounds: the earcon medium's generator, as
//! the phrase renderer is speech's. Pure.

use crate::event::{Event, Notice};
use crate::rules::Millis;
use crate::rules::tactile::Outcome;

use super::earcon::Earcon;

/// Below this reading a scheduled clock announcement also ticks
/// ([`Earcon::LowTime`]).
pub const LOW_TIME: Millis = 10_000;

/// The earcons for `event`, in the order to play them (they may overlap).
///
/// * a move made: [`Earcon::Capture`] for a capture (en passant too),
///   otherwise [`Earcon::Placed`]; then [`Earcon::Check`] if it gives check
///   or checkmate (the end of the game comes as its own
///   [`Event::GameOver`]);
/// * [`Event::GameOver`] and [`Event::FlagFell`]: [`Earcon::GameOver`];
/// * a refusal ([`Event::Refused`]): [`Earcon::Refused`];
/// * a scheduled (not requested) [`Event::ClockReading`] under
///   [`LOW_TIME`]: [`Earcon::LowTime`];
/// * anything else (a requested reading, a time control reached, whose
///   turn, what is on a square, a scan): nothing — the words say it;
/// * the board window's [`Event::Cursor`] sounds the square
///   ([`Earcon::Cursor`], the sonified board) or the edge ([`Earcon::Edge`]);
///   a lift or touch sounds [`Earcon::Lifted`], a placement or a piece put
///   back [`Earcon::Step`].
pub fn earcons_for(event: &Event) -> Vec<Earcon> {
    match event {
        Event::MoveMade {
            mv,
            check,
            checkmate,
            ..
        } => {
            let mut v = vec![if mv.is_capture() {
                Earcon::Capture
            } else {
                Earcon::Placed
            }];
            if *check || *checkmate {
                v.push(Earcon::Check);
            }
            v
        }
        Event::GameOver(_) | Event::FlagFell { .. } => vec![Earcon::GameOver],
        Event::Refused(_) => vec![Earcon::Refused],
        Event::Cursor { feel, outcome } => match outcome {
            Outcome::Moved(_) | Outcome::Wrapped(_) => vec![Earcon::Cursor(feel.square)],
            Outcome::Edge | Outcome::NotFound => vec![Earcon::Edge],
        },
        Event::Notice(Notice::Lifted(_) | Notice::Touched { .. }) => vec![Earcon::Lifted],
        Event::Notice(Notice::Placed { .. } | Notice::PutBack(_)) => vec![Earcon::Step],
        Event::Notice(_) => Vec::new(),
        Event::ClockReading {
            remaining,
            requested: false,
            ..
        } if *remaining < LOW_TIME => vec![Earcon::LowTime],
        Event::ClockReading { .. }
        | Event::TimeControlReached { .. }
        | Event::Turn { .. }
        | Event::Square { .. }
        | Event::Scan(_)
        | Event::Feels(_) => Vec::new(),
    }
}

/// The front end the earcons sound in: the `sounds` setting means a
/// different thing in each.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Front {
    /// The line interface: it has no board to sound, so `sounds off`
    /// silences every earcon.
    Terminal,
    /// The board window: `sounds off` silences the square tones
    /// ([`Earcon::Cursor`]); the edge and every other sound stay.
    Window,
}

/// [`earcons_for`] as the player set them (`sonify`, the `sounds`
/// setting) in `front`.
pub fn earcons_heard(event: &Event, sonify: bool, front: Front) -> Vec<Earcon> {
    let mut earcons = earcons_for(event);
    match (sonify, front) {
        (true, _) => {}
        (false, Front::Terminal) => earcons.clear(),
        (false, Front::Window) => earcons.retain(|e| !matches!(e, Earcon::Cursor(_))),
    }
    earcons
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Reason;
    use crate::rules::clock::ClockError;
    use shakmaty::{Chess, Color, Position, Square, fen::Fen, uci::UciMove};

    fn made(fen: &str, uci: &str) -> Event {
        let pos: Chess = fen
            .parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
            .expect("test position");
        let mv = uci
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(&pos).ok())
            .expect("test move");
        let after = pos.clone().play(mv).expect("legal");
        Event::MoveMade {
            before: pos,
            mv,
            check: after.is_check(),
            checkmate: after.is_checkmate(),
        }
    }

    #[test]
    fn moves() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(earcons_for(&made(start, "e2e4")), [Earcon::Placed]);
        let capture = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        assert_eq!(earcons_for(&made(capture, "e4d5")), [Earcon::Capture]);
        let ep = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        assert_eq!(earcons_for(&made(ep, "e5f6")), [Earcon::Capture]);
        let check = "rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        assert_eq!(
            earcons_for(&made(check, "d1h5")),
            [Earcon::Placed, Earcon::Check]
        );
        let mate = "rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
        assert_eq!(
            earcons_for(&made(mate, "d1h5")),
            [Earcon::Placed, Earcon::Check]
        );
    }

    #[test]
    fn clock_events() {
        let reading = |remaining, requested| Event::ClockReading {
            side: Color::White,
            remaining,
            moves: Some(30),
            requested,
        };
        assert_eq!(earcons_for(&reading(9_000, false)), [Earcon::LowTime]);
        assert!(earcons_for(&reading(9_000, true)).is_empty());
        assert!(earcons_for(&reading(LOW_TIME, false)).is_empty());
        assert_eq!(
            earcons_for(&Event::FlagFell { side: Color::Black }),
            [Earcon::GameOver]
        );
        assert!(
            earcons_for(&Event::TimeControlReached {
                side: Color::Black,
                added: 1_800_000
            })
            .is_empty()
        );
    }

    #[test]
    fn refusals_and_the_rest() {
        let refused = Event::Refused(Reason::Clock(ClockError::NotRunning));
        assert_eq!(earcons_for(&refused), [Earcon::Refused]);
        assert!(
            earcons_for(&Event::Square {
                square: Square::E4,
                piece: None
            })
            .is_empty()
        );
        assert!(
            earcons_for(&Event::Turn {
                side: Color::White,
                number: 1
            })
            .is_empty()
        );
    }

    #[test]
    fn without_board_sounds_the_square_tones_are_left_out() {
        use crate::rules::tactile::Feel;
        let board = shakmaty::Board::default();
        let moved = Event::Cursor {
            feel: Feel::of(&board, Square::E2),
            outcome: Outcome::Moved(Square::E2),
        };
        assert_eq!(
            earcons_heard(&moved, true, Front::Window),
            vec![Earcon::Cursor(Square::E2)]
        );
        assert_eq!(
            earcons_heard(&moved, false, Front::Window),
            Vec::<Earcon>::new()
        );
        let edge = Event::Cursor {
            feel: Feel::of(&board, Square::E1),
            outcome: Outcome::Edge,
        };
        assert_eq!(
            earcons_heard(&edge, false, Front::Window),
            vec![Earcon::Edge]
        );
        // The terminal has no board: sounds off there is every sound off.
        assert_eq!(
            earcons_heard(&edge, false, Front::Terminal),
            Vec::<Earcon>::new()
        );
        assert_eq!(
            earcons_heard(&edge, true, Front::Terminal),
            vec![Earcon::Edge]
        );
    }
}
