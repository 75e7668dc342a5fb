//! One typed line to what it asks for ([`Typed`]): `save` and `load` for
//! the front end, or an [`Action`] for the session — a command of the line
//! interface (see [`super::command`] for its words and for when a line is
//! a command and when a move), a move for the notation parser, or an empty
//! line.

use super::action::Action;
use shakmaty::{Color, Piece};

use super::command::{Command, PieceQuery, command, help_key, square};
use crate::notation::parse::reads_as_move;
use crate::notation::question::{Asked, Kind, Whose, asked};
use crate::notation::vocabulary::{Group, find};

/// What a typed line asks for: almost always something of the session's
/// ([`Typed::Act`]); writing and reading files is the front end's, so
/// `save` and `load` are not actions of the session and a front end must
/// carry them out or refuse them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// An action for the session.
    Act(Action),
    /// `save FILE.pgn`: write the game to this file.
    Save(String),
    /// `load FILE.pgn [N]`: read this file; its game number N (from 1)
    /// goes to the session as [`Action::LoadPgn`].
    Load(String, usize),
    /// `voices [N]`: page N (from 1) of the synthesizer's voices for the
    /// language, which only the front end can ask the synthesizer for.
    Voices(usize),
    /// `where` (`wo`, `dónde`): the folders and files where tactus keeps
    /// the games and the settings, with their whole paths, which only the
    /// front end knows.
    Where,
}

impl Typed {
    /// The session's action, if the line is one (not `save` or `load`).
    pub fn action(self) -> Option<Action> {
        match self {
            Typed::Act(action) => Some(action),
            Typed::Save(_) | Typed::Load(..) | Typed::Voices(_) | Typed::Where => None,
        }
    }
}

/// Reads one typed line. See the module docs.
pub fn parse_line(line: &str) -> Typed {
    let line = line.trim();
    if let Some(key) = line
        .strip_prefix('/')
        .unwrap_or(line)
        .split_whitespace()
        .next()
        .and_then(help_key)
    {
        let args: Vec<&str> = line.split_whitespace().skip(1).collect();
        if let Some(files) = files(key, &args) {
            return files;
        }
    }
    Typed::Act(session_line(line))
}

/// `save` and `load` with their arguments, `voices` and `where`.
fn files(key: &str, args: &[&str]) -> Option<Typed> {
    Some(match (key, args) {
        ("save", [file]) => Typed::Save((*file).to_owned()),
        ("load", [file]) => Typed::Load((*file).to_owned(), 1),
        ("load", [file, n]) => Typed::Load((*file).to_owned(), n.parse().ok().filter(|n| *n > 0)?),
        ("voices", []) => Typed::Voices(1),
        ("voices", [n]) => Typed::Voices(n.parse().ok().filter(|n| *n > 0)?),
        ("where", []) => Typed::Where,
        _ => return None,
    })
}

/// The command that answers a question in words; the help of that
/// command when the question's words cannot be read whole.
fn question_command(asked: Asked) -> Command {
    match asked {
        Asked::Square(sq) => Command::Square(sq),
        Asked::Where(whose, role) => Command::Pieces(match whose {
            Whose::Mine => PieceQuery::Mine(role),
            Whose::Theirs => PieceQuery::Theirs(role),
            Whose::White => PieceQuery::One(Piece {
                color: Color::White,
                role,
            }),
            Whose::Black => PieceQuery::One(Piece {
                color: Color::Black,
                role,
            }),
            Whose::Any => PieceQuery::Both(role),
        }),
        Asked::Can(role) => Command::PieceMoves(role),
        Asked::CanFrom(sq) => Command::Moves(Some(sq)),
        Asked::Standing => Command::Eval,
        Asked::Unclear(kind) => Command::Help(Some(
            match kind {
                Kind::Square => "square",
                Kind::Where => "pieces",
                Kind::Can => "moves",
            }
            .to_owned(),
        )),
    }
}

/// A line for the session (not `save` or `load`).
fn session_line(line: &str) -> Action {
    let line = line.trim();
    if line.is_empty() {
        return Action::Empty;
    }
    match find(Group::Answer, line) {
        Some("yes") => return Action::Command(Command::Yes),
        Some("no") => return Action::Command(Command::No),
        _ => {}
    }
    let lower = line.to_lowercase();
    if let Some(sq) = lower.strip_suffix('?').and_then(|s| square(s.trim())) {
        return Action::Command(Command::Square(sq));
    }
    // A question in words ("what is on f7", "wo ist mein König"), before
    // its first word is taken for a command (`wo` is `where`).
    if let Some(asked) = asked(line) {
        return Action::Command(question_command(asked));
    }
    let unslashed = line.strip_prefix('/').unwrap_or(line);
    let mut words = unslashed.split_whitespace();
    let first = words.next().unwrap_or_default();
    let args: Vec<&str> = words.collect();
    match help_key(first) {
        Some(key) => match command(key, &args) {
            Some(command) => Action::Command(command),
            None if reads_as_move(line) => Action::TypedMove(line.to_owned()),
            None => Action::Command(Command::Bad(key, line.into())),
        },
        None => Action::TypedMove(line.to_owned()),
    }
}
