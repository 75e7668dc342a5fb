//! One typed line to an [`Action`]: a command of the line interface (see
//! [`super::command`] for its words and for when a line is a command and
//! when a move), a move for the notation parser, or an empty line.

use super::action::Action;
use super::command::{Command, NO, YES, command, help_key, square};
use crate::notation::parse::reads_as_move;

/// Reads one typed line. See the module docs.
pub fn parse_line(line: &str) -> Action {
    let line = line.trim();
    if line.is_empty() {
        return Action::Empty;
    }
    let lower = line.to_lowercase();
    if YES.contains(&lower.as_str()) {
        return Action::Command(Command::Yes);
    }
    if NO.contains(&lower.as_str()) {
        return Action::Command(Command::No);
    }
    if let Some(sq) = lower.strip_suffix('?').and_then(|s| square(s.trim())) {
        return Action::Command(Command::Square(sq));
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
