//! Random short games: what a front end sleeping until `next_due_at` hears
//! is exactly what a millisecond-by-millisecond oracle says, no mark twice
//! in one descent, and the flag once.

use proptest::prelude::*;
use shakmaty::Color::{self, Black, White};
use tactus::event::Event;
use tactus::rules::Millis;
use tactus::rules::clock::ChessClock;
use tactus::session::talking_clock::{Schedule, TalkingClock};

fn oracle(c: &ChessClock, schedule: &Schedule, watched: &[Color], t: Millis) -> Option<Event> {
    let side = c.running().filter(|s| watched.contains(s))?;
    let (now, before) = (c.remaining(side, t), c.remaining(side, t.checked_sub(1)?));
    (now < before && schedule.is_mark(now) && c.flag(t).is_none()).then_some(Event::ClockReading {
        side,
        remaining: now,
        moves: None,
        requested: false,
    })
}

/// The event with a scheduled reading's move count left out: when the
/// marks come is checked here; whether the moves are said, on its own.
fn timing(e: Event) -> Event {
    match e {
        Event::ClockReading {
            side,
            remaining,
            requested: false,
            ..
        } => Event::ClockReading {
            side,
            remaining,
            moves: None,
            requested: false,
        },
        e => e,
    }
}

fn front_end(
    tc: &mut TalkingClock,
    c: &ChessClock,
    from: Millis,
    until: Millis,
) -> Vec<(Millis, Event)> {
    let mut out = Vec::new();
    let mut t = from;
    while let Some(at) = tc.next_due_at(c, t).filter(|&at| at <= until) {
        let events = tc.due(c, at);
        assert!(!events.is_empty() && at >= t);
        out.extend(events.into_iter().map(|e| (at, timing(e))));
        t = at + 1;
        if t > until {
            break;
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn front_end_hears_what_the_oracle_says(
        control in prop::sample::select(vec!["1+0", "1+2", "2+5", "G/1 d3", "1 b3", "3/1,1+1"]),
        schedule in prop::sample::select(vec![
            "1s<10s, 10s<1m, 1m<10m, 10m", "1s<10s, 10s<1m, 1m<10m, 5m", "5s<30s, 15s", "2s",
        ]),
        both in any::<bool>(),
        thinks in prop::collection::vec(0..25_000_u64, 1..12),
    ) {
        let schedule: Schedule = schedule.parse().unwrap();
        let mut c = ChessClock::new(control.parse().unwrap());
        let mut tc = TalkingClock::new(schedule.clone(), White);
        let watched = if both { vec![White, Black] } else { vec![White] };
        tc.set_watched(Black, both);
        c.start(White, 0).unwrap();
        let (mut t, mut got, mut want) = (0, Vec::new(), Vec::new());
        let mut side = White;
        for think in thinks {
            let end = t + think;
            if c.next_flag_at().is_some_and(|f| f <= end) {
                break;
            }
            got.extend(front_end(&mut tc, &c, t, end - 1));
            for u in t + 1..end {
                want.extend(oracle(&c, &schedule, &watched, u).map(|e| (u, e)));
            }
            let p = c.press(side, end).unwrap();
            let said = tc.on_press(&p);
            let controls_only = said.iter().all(|e| matches!(e, Event::TimeControlReached { .. }));
            prop_assert!(controls_only);
            prop_assert!(tc.due(&c, end).is_empty());
            t = end;
            side = side.other();
        }
        let flag = c.next_flag_at().unwrap();
        got.extend(front_end(&mut tc, &c, t, flag + 5_000));
        for u in t + 1..flag {
            want.extend(oracle(&c, &schedule, &watched, u).map(|e| (u, e)));
        }
        want.push((flag, Event::FlagFell { side }));
        prop_assert_eq!(&got, &want);
        prop_assert!(tc.due(&c, flag + 10_000).is_empty());
    }
}
