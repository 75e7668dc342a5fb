//! Properties of time controls and the chess clock, over random inputs.

use proptest::prelude::*;
use shakmaty::{ByColor, Color};
use tactus::rules::Millis;
use tactus::rules::clock::{Adjustment, ChessClock};
use tactus::rules::time_control::{Delay, DelayKind, Period, TimeControl};

const S: Millis = 1_000;

/// A time in whole seconds: sometimes whole minutes, sometimes not, up to
/// about thirty years.
fn time() -> impl Strategy<Value = Millis> {
    prop_oneof![
        (1..=600u64).prop_map(|m| m * 60 * S),
        (1..=1_000_000_000u64).prop_map(|s| s * S),
    ]
}

fn time_control() -> impl Strategy<Value = TimeControl> {
    let periods = (
        prop::collection::vec((1..=100u32, time()), 0..4),
        prop::option::of(1..=u32::MAX),
        time(),
    )
        .prop_map(|(first, last_moves, last_time)| {
            let mut periods: Vec<Period> = first
                .into_iter()
                .map(|(m, t)| Period::for_moves(m, t))
                .collect();
            periods.push(Period {
                moves: last_moves,
                time: last_time,
            });
            periods
        });
    let timing = prop_oneof![
        (0..=300u64).prop_map(|i| (i * S, None)),
        (
            prop_oneof![Just(DelayKind::Simple), Just(DelayKind::Bronstein)],
            1..=60u64
        )
            .prop_map(|(kind, d)| (0, Some(Delay { kind, time: d * S }))),
    ];
    (periods, timing).prop_map(|(periods, (increment, delay))| {
        TimeControl::new(periods, increment, delay).expect("valid by construction")
    })
}

proptest! {
    #[test]
    fn display_roundtrip(tc in time_control()) {
        let shown = tc.to_string();
        prop_assert_eq!(shown.parse::<TimeControl>(), Ok(tc), "{}", shown);
    }

    #[test]
    fn pgn_roundtrip(tc in time_control()) {
        let tag = tc.to_pgn_tag();
        prop_assert_eq!(TimeControl::from_pgn_tag(&tag), Ok(tc), "{}", tag);
    }

    #[test]
    fn any_text_parses_or_errs_and_what_parses_roundtrips(s in "[0-9a-zA-Z/,;+|:* ]{0,24}") {
        if let Ok(tc) = s.parse::<TimeControl>() {
            prop_assert_eq!(tc.to_string().parse::<TimeControl>(), Ok(tc));
        }
        if let Ok(tc) = TimeControl::from_pgn_tag(&s) {
            prop_assert_eq!(TimeControl::from_pgn_tag(&tc.to_pgn_tag()), Ok(tc));
        }
    }

    #[test]
    fn arbitrary_unicode_never_panics(s in "\\PC{0,40}") {
        let _ = s.parse::<TimeControl>().map_err(|e| e.to_string());
        let _ = TimeControl::from_pgn_tag(&s).map_err(|e| e.to_string());
    }
}

/// One thing that happens to the clock.
#[derive(Clone, Debug)]
enum Op {
    Wait(Millis),
    Start(Color),
    Press(Color),
    Pause,
    Resume,
    Stop,
    Adjust(Color, Adjustment),
    SetMoves(Color, u32),
    /// An operation at a time earlier than the clock's last event.
    PressInThePast(Color, Millis),
}

fn color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(Color::White), Just(Color::Black)]
}

fn op() -> impl Strategy<Value = Op> {
    let amount = prop_oneof![0..=300 * S, Just(u64::MAX)];
    prop_oneof![
        4 => (0..=120 * S).prop_map(Op::Wait),
        1 => color().prop_map(Op::Start),
        6 => color().prop_map(Op::Press),
        1 => Just(Op::Pause),
        1 => Just(Op::Resume),
        1 => Just(Op::Stop),
        1 => (color(), amount.clone()).prop_map(|(c, t)| Op::Adjust(c, Adjustment::Add(t))),
        1 => (color(), amount.clone()).prop_map(|(c, t)| Op::Adjust(c, Adjustment::Subtract(t))),
        1 => (color(), amount).prop_map(|(c, t)| Op::Adjust(c, Adjustment::Set(t))),
        1 => (color(), 0..=100u32).prop_map(|(c, n)| Op::SetMoves(c, n)),
        1 => (color(), 1..=10 * S).prop_map(|(c, t)| Op::PressInThePast(c, t)),
    ]
}

fn small_control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        Just("1"),
        Just("3+2"),
        Just("40/90,30+30"),
        Just("2/1,1/1,1+1"),
        Just("3/1"),
        Just("G/1 d5"),
        Just("G/1 b5"),
        Just("1/1,G/1 d3"),
    ]
    .prop_map(|s| s.parse::<TimeControl>().unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn clock_invariants(tc in small_control(), ops in prop::collection::vec(op(), 0..80)) {
        let mut clock = ChessClock::new(tc.clone());
        let mut now: Millis = 0;
        let mut last: Millis = 0;
        // Upper bound on what each side was given.
        let mut given = ByColor { white: tc.initial_time(), black: tc.initial_time() };
        for op in ops {
            let before = clock.clone();
            let ok = match op {
                Op::Wait(t) => { now += t; true }
                Op::Start(c) => clock.start(c, now).is_ok(),
                Op::Press(c) => match clock.press(c, now) {
                    Ok(p) => {
                        prop_assert_eq!(p.side, c);
                        prop_assert_eq!(p.remaining, clock.remaining(c, now));
                        prop_assert!(p.remaining > 0);
                        given[c] = given[c]
                            .saturating_add(tc.increment())
                            .saturating_add(p.period_bonus.unwrap_or(0));
                        true
                    }
                    Err(_) => false,
                },
                Op::Pause => clock.pause(now).is_ok(),
                Op::Resume => clock.resume(now).is_ok(),
                Op::Stop => clock.stop(now).is_ok(),
                Op::Adjust(c, adj) => match clock.adjust(c, adj, now) {
                    Ok(reading) => {
                        prop_assert!(reading > 0);
                        prop_assert_eq!(reading, clock.remaining(c, now));
                        match adj {
                            Adjustment::Add(t) => given[c] = given[c].saturating_add(t),
                            Adjustment::Set(t) => given[c] = given[c].max(t),
                            Adjustment::Subtract(_) => {}
                        }
                        true
                    }
                    Err(_) => false,
                },
                Op::SetMoves(c, n) => { clock.set_moves(c, n); true }
                Op::PressInThePast(c, t) => {
                    let r = clock.press(c, last.saturating_sub(t));
                    prop_assert!(t >= last || r.is_err());
                    if let Ok(p) = r {
                        given[c] = given[c]
                            .saturating_add(tc.increment())
                            .saturating_add(p.period_bonus.unwrap_or(0));
                    }
                    r.is_ok()
                }
            };
            if ok {
                match op {
                    Op::Wait(_) | Op::SetMoves(..) => {}
                    Op::PressInThePast(_, t) => last = last.saturating_sub(t),
                    _ => last = now,
                }
            } else {
                prop_assert_eq!(&clock, &before, "refused {:?} changed the clock", op);
            }

            // Never both running: only the running side's reading moves.
            let later = now + 1_000 * S;
            for side in [Color::White, Color::Black] {
                if clock.running() != Some(side) {
                    prop_assert_eq!(clock.remaining(side, now), clock.remaining(side, later));
                }
                prop_assert!(clock.remaining(side, now) <= given[side]);
            }
            prop_assert!(!(clock.running().is_some() && clock.is_paused()));
            if let Some(fall) = clock.flag(now) {
                prop_assert!(fall.at <= now);
                prop_assert_eq!(clock.remaining(fall.side, now), 0);
            }
            if let (Some(side), Some(at)) = (clock.running(), clock.next_flag_at())
                && clock.flag(now).is_none()
            {
                prop_assert!(at > now);
                prop_assert_eq!(clock.remaining(side, at), 0);
                prop_assert!(clock.remaining(side, at - 1) > 0);
            }
        }
    }
}
