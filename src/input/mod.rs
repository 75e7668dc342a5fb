//! Inputs become [`Action`]s before anything else sees them: a typed line
//! through [`command::parse_line`], the engine's reply, a timer tick.

pub mod action;
pub mod command;

pub use action::Action;
pub use command::{Command, PieceQuery, Typed, parse_line};
