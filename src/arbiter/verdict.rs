//! What the arbiter finds when two scoresheets (and the boards, when
//! given) are compared: the core's reconciliation
//! ([`crate::rules::reconcile`]) turned into findings, each with what is
//! to be done, and their JSON lines.

use serde::Serialize;
use shakmaty::{Board, CastlingMode, Chess, Color, Position, fen::Fen};

use super::sheet::Sheet;
use crate::rules::{
    Millis,
    reconcile::{
        Boards, Keeper, Retrace, Verdict,
        changes::{Change, changes},
        reconcile,
    },
};

/// One thing the arbiter finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// The scoresheets agree, and so do the boards that were given.
    Agree {
        /// The half-moves both scoresheets hold.
        plies: usize,
        /// The position they give.
        fen: String,
        /// Whether any board was compared.
        boards: bool,
    },
    /// The scoresheets agree but `board` differs from their position
    /// (E.2.8): the changes set it right.
    BoardDiffers {
        /// The half-moves both scoresheets hold.
        plies: usize,
        /// Whose board.
        board: Keeper,
        /// The right position.
        fen: String,
        /// What to move, take off and put back, in order.
        changes: Vec<Change>,
    },
    /// The scoresheets differ (E.2.9): go back to where they last agree.
    ScoresDiffer(Retrace),
    /// Both scoresheets hold the same move at half-move `ply`, and it
    /// cannot be played there: an illegal move was completed (Article 7).
    IllegalMove {
        /// The half-move (1-based).
        ply: usize,
        /// As written.
        written: String,
        /// The position before it.
        fen: String,
    },
}

/// Compares the two scores, from the blind player's starting position,
/// and the boards that were given.
pub fn decide(blind: &Sheet, sighted: &Sheet, boards: [Option<&Board>; 2]) -> Vec<Finding> {
    let plies = blind.moves.len();
    match reconcile(&blind.start, &blind.moves, &sighted.moves, None) {
        Verdict::AllAgree { fen } => {
            let Some(right) = position(&fen) else {
                return vec![Finding::Agree {
                    plies,
                    fen,
                    boards: false,
                }];
            };
            let [b, s] = boards.map(|given| given.unwrap_or(right.board()).clone());
            let found = Boards {
                blind: b.clone(),
                sighted: s.clone(),
            };
            match reconcile(&blind.start, &blind.moves, &sighted.moves, Some(&found)) {
                Verdict::BoardsDiffer { fen, to_correct } => to_correct
                    .into_iter()
                    .map(|board| Finding::BoardDiffers {
                        plies,
                        board,
                        fen: fen.clone(),
                        changes: changes(
                            if board == Keeper::Blind { &b } else { &s },
                            right.board(),
                        ),
                    })
                    .collect(),
                _ => vec![Finding::Agree {
                    plies,
                    fen,
                    boards: boards.iter().any(Option::is_some),
                }],
            }
        }
        Verdict::BoardsDiffer { fen, .. } => vec![Finding::Agree {
            plies,
            fen,
            boards: false,
        }],
        Verdict::ScoresheetsDiffer(retrace) => vec![Finding::ScoresDiffer(retrace)],
        Verdict::IllegalMoveRecorded { ply, written } => {
            let before = ply.saturating_sub(1);
            let fen = match reconcile(
                &blind.start,
                blind.moves.get(..before).unwrap_or_default(),
                sighted.moves.get(..before).unwrap_or_default(),
                None,
            ) {
                Verdict::AllAgree { fen } => fen,
                _ => String::new(),
            };
            vec![Finding::IllegalMove { ply, written, fen }]
        }
    }
}

/// The position of a FEN the core wrote.
pub fn position(fen: &str) -> Option<Chess> {
    Fen::from_ascii(fen.as_bytes())
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()
}

/// A finding as a JSON object, in the order of its fields.
#[derive(Serialize)]
#[serde(tag = "verdict", rename_all = "snake_case")]
enum Line<'a> {
    Agree,
    BoardDiffers {
        board: &'a str,
        fen: &'a str,
        changes: Vec<String>,
    },
    ScoresDiffer {
        ply: usize,
        fen: &'a str,
        #[serde(skip_serializing_if = "Option::is_none")]
        clocks: Option<Clocks>,
    },
    IllegalMove {
        ply: usize,
        #[serde(rename = "move")]
        written: &'a str,
        fen: &'a str,
    },
}

/// The clock readings recorded at the agreed move; a side with none is
/// left out.
#[derive(Serialize)]
struct Clocks {
    #[serde(skip_serializing_if = "Option::is_none")]
    white_ms: Option<Millis>,
    #[serde(skip_serializing_if = "Option::is_none")]
    black_ms: Option<Millis>,
}

/// The finding as one JSON line (without the line break).
pub fn json(finding: &Finding) -> String {
    let line = match finding {
        Finding::Agree { .. } => Line::Agree,
        Finding::BoardDiffers {
            board,
            fen,
            changes,
            ..
        } => Line::BoardDiffers {
            board: match board {
                Keeper::Blind => "blind",
                Keeper::Sighted => "sighted",
            },
            fen,
            changes: changes.iter().map(Change::to_string).collect(),
        },
        Finding::ScoresDiffer(retrace) => Line::ScoresDiffer {
            ply: retrace.agreed_plies,
            fen: &retrace.fen,
            clocks: (retrace.clocks.white.is_some() || retrace.clocks.black.is_some()).then(|| {
                Clocks {
                    white_ms: *retrace.clocks.get(Color::White),
                    black_ms: *retrace.clocks.get(Color::Black),
                }
            }),
        },
        Finding::IllegalMove { ply, written, fen } => Line::IllegalMove {
            ply: *ply,
            written,
            fen,
        },
    };
    serde_json::to_string(&line).unwrap_or_default()
}
