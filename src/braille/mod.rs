//! The score in braille: an output medium beside speech, fed by the same
//! scoresheet.
//!
//! * [`cell`]: a six-dot cell and its BRF and Unicode forms, from one table;
//!   [`computer`] the eight-dot computer braille a display's keyboard types;
//! * [`code`]: the chess code for moves, numbers and results (its
//!   uncertain signs in one table, [`code::SIGNS`]);
//! * [`page`]: lines and pages, page numbers, BRF and Unicode text (and
//!   lines without pages, for a display or a screen);
//! * [`display`]: the rank view of a refreshable line display,
//!   [`message`] the answers shown on it in turn, and [`brlapi`] the
//!   display itself, through BRLTTY; [`clock_view`] the talking clock's
//!   line on it;
//! * [`louis`]: the bridge to liblouis for the heading's prose;
//! * [`sheet`]: a scoresheet as a heading and a move list, laid out.
//!
//! Everything but [`louis`] and [`brlapi`] is pure.

pub mod board_view;
pub mod brlapi;
pub mod cell;
pub mod clock_view;
pub mod code;
pub mod computer;
pub mod display;
pub mod louis;
pub mod message;
pub mod page;
pub mod sheet;
pub mod status;

pub use cell::Cell;
pub use louis::LouisError;
pub use page::{Lines, PageSize, Pages, SizeError};
pub use sheet::{heading, lines, pages, print_moves, start_lines};
