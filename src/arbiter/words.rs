//! What `tactus arbiter reconcile` says, in the player's language: each
//! line one thing a blind arbiter or player can follow with a screen
//! reader, the position said side by side, piece kind by piece kind, and
//! shown as a FEN; and why a file or a typed board cannot be read.

use fluent_bundle::FluentValue;
use shakmaty::{Board, Chess, Color, Piece, Position, Role};

use std::path::Path;

use super::{
    board::BoardError,
    sheet::{Sheet, SheetError},
    verdict::{Finding, position},
};
use crate::{
    event::FileError,
    notation::{Lang, Style, format_message, render::piece_words, render::square_words},
    replay::{MAX_PGN_BYTES, TextFileError},
    rules::{
        Millis,
        pgn::format_clock,
        reconcile::{Keeper, changes::Change},
    },
    speech::phrase::Phrases,
};

type Args<'a> = Vec<(&'a str, FluentValue<'a>)>;

fn say(lang: Lang, id: &str, args: Args<'_>) -> String {
    format_message(lang, id, &args)
}

/// The Fluent selector of a board's keeper.
pub fn keeper(board: Keeper) -> &'static str {
    match board {
        Keeper::Blind => "blind",
        Keeper::Sighted => "sighted",
    }
}

fn side(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

/// Move `number` of `side`, for half-move `ply` (1-based) of a score
/// starting at `start`.
pub fn place_of(start: &Chess, ply: usize) -> (u32, Color) {
    let index = ply.saturating_sub(1) + usize::from(start.turn() == Color::Black);
    let number = u32::try_from(index / 2)
        .ok()
        .and_then(|n| start.fullmoves().get().checked_add(n))
        .unwrap_or(u32::MAX);
    let side = if index.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    (number, side)
}

/// "move 3, Black" for half-move `ply` (1-based).
pub fn place(lang: Lang, start: &Chess, ply: usize) -> String {
    let (number, color) = place_of(start, ply);
    say(
        lang,
        "reconcile-place",
        vec![("number", number.into()), ("side", side(color).into())],
    )
}

/// The position, one line a side ("White: king e1; queen d1; rooks a1,
/// h1; …"), then the FEN.
pub fn position_lines(lang: Lang, board: &Board, fen: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for color in Color::ALL {
        let lists: Vec<String> = [
            (Role::King, "king"),
            (Role::Queen, "queen"),
            (Role::Rook, "rook"),
            (Role::Bishop, "bishop"),
            (Role::Knight, "knight"),
            (Role::Pawn, "pawn"),
        ]
        .into_iter()
        .filter_map(|(role, key)| {
            let squares: Vec<String> = board
                .by_piece(Piece { color, role })
                .into_iter()
                .map(|s| square_words(s, Style::Spoken, lang))
                .collect();
            (!squares.is_empty()).then(|| {
                say(
                    lang,
                    "reconcile-pieces",
                    vec![
                        ("role", key.into()),
                        ("count", squares.len().into()),
                        ("squares", squares.join(", ").into()),
                    ],
                )
            })
        })
        .collect();
        lines.push(say(
            lang,
            "reconcile-side",
            vec![
                ("side", side(color).into()),
                ("pieces", lists.join("; ").into()),
            ],
        ));
    }
    lines.push(say(lang, "reconcile-fen", vec![("fen", fen.into())]));
    lines
}

/// One change in words, square by square, as a line of its own.
pub fn change(lang: Lang, change: &Change) -> String {
    let piece = |p: Piece| capitalised(&piece_words(p, Style::Spoken, lang));
    let square = |s| square_words(s, Style::Spoken, lang);
    match *change {
        Change::Move { piece: p, from, to } => say(
            lang,
            "reconcile-change-move",
            vec![
                ("piece", piece(p).into()),
                ("from", square(from).into()),
                ("to", square(to).into()),
            ],
        ),
        Change::Remove { piece: p, from } => say(
            lang,
            "reconcile-change-remove",
            vec![("piece", piece(p).into()), ("from", square(from).into())],
        ),
        Change::Put { piece: p, on } => say(
            lang,
            "reconcile-change-put",
            vec![("piece", piece(p).into()), ("on", square(on).into())],
        ),
    }
}

/// `text` with its first letter a capital, to begin a line.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn reading(lang: Lang, ms: Option<Millis>) -> String {
    match ms {
        Some(ms) => format_clock(ms),
        None => say(lang, "reconcile-no-reading", vec![]),
    }
}

fn board_of(fen: &str) -> Board {
    position(fen)
        .map(|p| p.board().clone())
        .unwrap_or_else(Board::empty)
}

/// The lines that say a finding; `blind` is the blind player's score
/// (for the move numbers and the moves as written).
pub fn finding(lang: Lang, blind: &Sheet, finding: &Finding) -> Vec<String> {
    let start = &blind.start;
    let written = |ply: usize| {
        blind
            .moves
            .get(ply.wrapping_sub(1))
            .map(|m| m.san.to_string())
            .unwrap_or_default()
    };
    let agreed = |plies: usize| {
        if plies == 0 {
            say(lang, "reconcile-agree-empty", vec![])
        } else {
            say(
                lang,
                "reconcile-agree",
                vec![
                    ("plies", plies.into()),
                    ("place", place(lang, start, plies).into()),
                    ("move", written(plies).into()),
                ],
            )
        }
    };
    let mut lines = Vec::new();
    match finding {
        Finding::Agree { plies, fen, boards } => {
            lines.push(agreed(*plies));
            lines.push(say(
                lang,
                if *boards {
                    "reconcile-boards-agree"
                } else {
                    "reconcile-no-boards"
                },
                vec![],
            ));
            lines.push(say(lang, "reconcile-nothing-to-do", vec![]));
            lines.extend(position_lines(lang, &board_of(fen), fen));
        }
        Finding::BoardDiffers {
            plies,
            board,
            fen,
            changes,
        } => {
            lines.push(agreed(*plies));
            lines.push(say(
                lang,
                "reconcile-board-differs",
                vec![
                    ("board", keeper(*board).into()),
                    ("count", changes.len().into()),
                ],
            ));
            lines.extend(changes.iter().map(|c| change(lang, c)));
            lines.push(say(lang, "reconcile-right-position", vec![]));
            lines.extend(position_lines(lang, &board_of(fen), fen));
        }
        Finding::ScoresDiffer(retrace) => {
            let ply = retrace.agreed_plies;
            let nothing = || say(lang, "reconcile-wrote-nothing", vec![]);
            lines.push(say(
                lang,
                "reconcile-scores-differ",
                vec![
                    ("place", place(lang, start, ply + 1).into()),
                    (
                        "blind",
                        retrace.blind_wrote.clone().unwrap_or_else(nothing).into(),
                    ),
                    (
                        "sighted",
                        retrace.sighted_wrote.clone().unwrap_or_else(nothing).into(),
                    ),
                ],
            ));
            lines.push(if ply == 0 {
                say(lang, "reconcile-retrace-start", vec![])
            } else {
                say(
                    lang,
                    "reconcile-retrace",
                    vec![
                        ("place", place(lang, start, ply).into()),
                        ("move", written(ply).into()),
                        ("ply", ply.into()),
                    ],
                )
            });
            let board = board_of(&retrace.fen);
            lines.extend(position_lines(lang, &board, &retrace.fen));
            let clocks = retrace.clocks;
            lines.push(if clocks.white.is_none() && clocks.black.is_none() {
                say(lang, "reconcile-no-clocks", vec![])
            } else {
                say(
                    lang,
                    "reconcile-clocks",
                    vec![
                        ("white", reading(lang, clocks.white).into()),
                        ("black", reading(lang, clocks.black).into()),
                    ],
                )
            });
            let to_move = position(&retrace.fen).map_or(Color::White, |p| p.turn());
            lines.push(say(
                lang,
                "reconcile-then",
                vec![("side", side(to_move).into())],
            ));
        }
        Finding::IllegalMove { ply, written, fen } => {
            lines.push(say(
                lang,
                "reconcile-illegal",
                vec![
                    ("place", place(lang, start, *ply).into()),
                    ("move", written.as_str().into()),
                ],
            ));
            lines.extend(position_lines(lang, &board_of(fen), fen));
        }
    }
    lines
}

/// Why the text file at `path` cannot be read, in `lang`'s words (not the
/// system's English).
pub fn text_file_error(lang: Lang, path: &Path, e: &TextFileError) -> String {
    let error = match e {
        TextFileError::Io(io) => FileError::from_io(io, path, false),
        TextFileError::TooLarge => FileError::TooLarge {
            limit_mb: MAX_PGN_BYTES >> 20,
        },
        TextFileError::NotText => FileError::NotText,
    };
    Phrases::new(Default::default(), lang, false).file_error(&error)
}

/// Why a board could not be read, in `lang`'s words.
pub fn board_error(lang: Lang, board: Keeper, e: &BoardError) -> String {
    let reason = match e {
        BoardError::NoSides => format_message(lang, "reconcile-board-no-sides", &[]),
        BoardError::Unreadable(entry) => format_message(
            lang,
            "reconcile-board-unreadable",
            &[("entry", entry.escape_debug().to_string().into())],
        ),
        BoardError::Twice(square) => format_message(
            lang,
            "reconcile-board-twice",
            &[("square", square.to_string().into())],
        ),
        BoardError::BadFen(fen) => format_message(
            lang,
            "reconcile-board-bad-fen",
            &[("fen", fen.escape_debug().to_string().into())],
        ),
    };
    format_message(
        lang,
        "reconcile-bad-board",
        &[("board", keeper(board).into()), ("reason", reason.into())],
    )
}

/// Why the score in `path` cannot be read, in `lang`'s words.
pub fn cannot_read(lang: Lang, path: &Path, e: &SheetError) -> String {
    let reason = match e {
        SheetError::Read(read) => text_file_error(lang, path, read),
        SheetError::Pgn(pgn) => Phrases::new(Default::default(), lang, false).pgn_error(pgn),
        SheetError::NotAClockGame => format_message(lang, "reconcile-not-a-clock-game", &[]),
    };
    format_message(
        lang,
        "reconcile-cannot-read",
        &[
            ("file", super::shown(path).into()),
            ("reason", reason.into()),
        ],
    )
}
