//! Which earcons the chess clock sounds, pure, as [`super::cue`] is for the
//! board: a press clicks, a press that does nothing (the side whose clock
//! is not running) gives the soft sound a real clock's dead button makes,
//! a period's time added rises, a flag sounds as a game's end, a refused
//! move or command buzzes.

use super::earcon::Earcon;
use crate::table::{TableError, TableEvent};

/// The earcons of one event of a clock game.
pub fn clock_earcons(event: &TableEvent) -> Vec<Earcon> {
    match event {
        TableEvent::Started { .. } | TableEvent::Pressed { .. } | TableEvent::Undone { .. } => {
            vec![Earcon::ClockPress]
        }
        TableEvent::ButtonIgnored { .. } => vec![Earcon::PressIgnored],
        TableEvent::PeriodEnded { .. } => vec![Earcon::PeriodAdded],
        TableEvent::FlagFell { .. } => vec![Earcon::GameOver],
        _ => Vec::new(),
    }
}

/// The earcon of a refused step of a clock game.
pub fn clock_refusal(_error: &TableError) -> Earcon {
    Earcon::Refused
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::TableSide;
    use shakmaty::Color;

    #[test]
    fn a_dead_press_is_soft_and_a_real_one_clicks() {
        let ignored = TableEvent::ButtonIgnored {
            side: Color::Black,
            button: TableSide::Right,
        };
        assert_eq!(clock_earcons(&ignored), [Earcon::PressIgnored]);
        let pressed = TableEvent::Pressed {
            side: Color::White,
            number: 1,
            checked: None,
            unchecked: None,
            as_written: false,
        };
        assert_eq!(clock_earcons(&pressed), [Earcon::ClockPress]);
        let period = TableEvent::PeriodEnded {
            side: Color::White,
            moves: 40,
            added: 1_800_000,
        };
        assert_eq!(clock_earcons(&period), [Earcon::PeriodAdded]);
        let flag = TableEvent::FlagFell {
            side: Color::White,
            white: 0,
            black: 5,
        };
        assert_eq!(clock_earcons(&flag), [Earcon::GameOver]);
        assert!(clock_earcons(&TableEvent::Paused).is_empty());
        assert!(
            Earcon::PressIgnored.duration_ms() < Earcon::Refused.duration_ms(),
            "the dead press is the shorter, softer sound"
        );
    }
}
