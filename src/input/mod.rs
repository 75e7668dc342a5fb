//! Inputs become [`Action`]s before anything else sees them: a typed line
//! through [`line::parse_line`], the engine's reply, a timer tick.

pub mod action;
pub mod command;
pub mod line;
pub mod puzzle;
pub mod walk;

pub use action::Action;
pub use command::{Command, PieceQuery};
pub use line::{Typed, parse_line};
