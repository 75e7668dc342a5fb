//! The talking clock against a real `ChessClock`, with exact times.

use shakmaty::Color::{self, Black, White};
use tactus::event::Event;
use tactus::rules::Millis;
use tactus::rules::clock::ChessClock;
use tactus::rules::clock::Which;
use tactus::session::talking_clock::{Band, Schedule, ScheduleError, TalkingClock};

const S: Millis = 1_000;
const M: Millis = 60 * S;

fn clock(tc: &str) -> ChessClock {
    ChessClock::new(tc.parse().unwrap_or_else(|e| panic!("{tc}: {e}")))
}

/// A scheduled reading, its move count left out (see [`timing`]).
fn said(side: Color, remaining: Millis, _moves: u32) -> Event {
    Event::ClockReading {
        side,
        remaining,
        moves: None,
        requested: false,
    }
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

/// A front end: sleeps until `next_due_at`, collects what is `due`, until
/// `until` (inclusive). Checks that every wake-up has something to say and
/// that wake-ups move forward.
fn run(
    tc: &mut TalkingClock,
    clock: &ChessClock,
    from: Millis,
    until: Millis,
) -> Vec<(Millis, Event)> {
    let mut out = Vec::new();
    let mut t = from;
    assert!(tc.due(clock, t).is_empty(), "nothing due at {t}");
    let mut last = None;
    while let Some(at) = tc.next_due_at(clock, t).filter(|&at| at <= until) {
        assert!(
            at >= t && last.is_none_or(|l| at > l),
            "wake-up {at} after {t}"
        );
        let events = tc.due(clock, at);
        assert!(!events.is_empty(), "woken at {at} for nothing");
        out.extend(events.into_iter().map(|e| (at, timing(e))));
        last = Some(at);
        t = at;
    }
    out
}

fn press(tc: &mut TalkingClock, clock: &mut ChessClock, side: Color, at: Millis) -> Vec<Event> {
    let p = clock.press(side, at).expect("press");
    let mut events = tc.on_press(&p);
    events.extend(tc.due(clock, at));
    events.into_iter().map(timing).collect()
}

#[test]
fn default_marks() {
    let s = Schedule::default();
    let mut marks = Vec::new();
    let mut t = 25 * M;
    while let Some(m) = s.mark_below(t) {
        marks.push(m);
        t = m;
    }
    let mut want = vec![20 * M, 10 * M];
    want.extend((1..=9).rev().map(|m| m * M));
    want.extend((1..=5).rev().map(|s| s * 10 * S));
    want.extend((1..=9).rev().map(|s| s * S));
    assert_eq!(marks, want);
    for &m in &want {
        assert!(s.is_mark(m));
        assert_eq!(s.mark_at_or_above(m), Some(m));
        assert_eq!(s.mark_at_or_above(m - 1), Some(m));
    }
    assert!(!s.is_mark(0) && !s.is_mark(15 * M) && !s.is_mark(55 * S) && !s.is_mark(1_500));
    assert_eq!(s.mark_at_or_above(15 * M), Some(20 * M));
    assert_eq!(s.mark_at_or_above(1), Some(S));
    assert_eq!(s.mark_below(S), None);
    assert_eq!(Schedule::off().mark_below(M), None);
    assert_eq!(Schedule::off().mark_at_or_above(1), None);
}

#[test]
fn schedule_settings_string() {
    assert_eq!(
        Schedule::default().to_string(),
        "1s<10s, 10s<1m, 1m<10m, 10m"
    );
    assert_eq!("1s<10s,10s<1m,1m<10m,10m".parse(), Ok(Schedule::default()));
    assert_eq!(
        " 10m , 1m < 10m ,10s<60s, 1000ms<10s".parse(),
        Ok(Schedule::default())
    );
    assert_eq!(
        Schedule::winboard().to_string(),
        "1s<10s, 10s<1m, 1m<10m, 5m"
    );
    assert_eq!("off".parse(), Ok(Schedule::off()));
    assert_eq!("".parse(), Ok(Schedule::off()));
    assert_eq!(Schedule::off().to_string(), "off");
    let long: Schedule = "30s<5m, 15m<1h30m".parse().unwrap();
    assert_eq!(
        long.bands(),
        [
            Band {
                below: Some(5 * M),
                every: 30 * S
            },
            Band {
                below: Some(90 * M),
                every: 15 * M
            }
        ]
    );
    assert_eq!(long.to_string(), "30s<5m, 15m<1h30m");
    assert_eq!(long.mark_below(2 * 60 * M), Some(75 * M));

    let err = |s: &str| s.parse::<Schedule>().unwrap_err();
    assert_eq!(err("10"), ScheduleError::BadDuration("10".into()));
    assert_eq!(err("1x<10s"), ScheduleError::BadDuration("1x".into()));
    assert_eq!(err("1s<10s,,10m"), ScheduleError::BadDuration("".into()));
    assert_eq!(err("0s<10s"), ScheduleError::Zero("0s".into()));
    assert_eq!(err("10m, 5m"), ScheduleError::TwoUnlimited);
    assert_eq!(err("1s<10s, 2s<10s"), ScheduleError::SameLimit(10 * S));
    assert_eq!(
        err("5m<1m"),
        ScheduleError::StepTooLong {
            every: 5 * M,
            below: M
        }
    );
    assert_eq!(
        err("5m<1m").to_string(),
        "a step of 5m below 1m never comes"
    );
    assert_eq!(
        err("ten").to_string(),
        "\"ten\" is not a duration: write e.g. 10s, 1m or 1h30m"
    );
    assert!(matches!(
        err("99999999999999999999h"),
        ScheduleError::BadDuration(_)
    ));
}

#[test]
fn schedule_serde_is_the_settings_string() {
    let json = serde_json::to_string(&Schedule::winboard()).unwrap();
    assert_eq!(json, "\"1s<10s, 10s<1m, 1m<10m, 5m\"");
    assert_eq!(
        serde_json::from_str::<Schedule>(&json).unwrap(),
        Schedule::winboard()
    );
    assert!(serde_json::from_str::<Schedule>("\"5m<1m\"").is_err());
}

#[test]
fn five_minutes_run_down_to_the_flag() {
    let mut c = clock("5+0");
    let mut tc = TalkingClock::new(Schedule::default(), White);
    assert_eq!(tc.next_due_at(&c, 0), None, "nothing before the clock runs");
    c.start(White, 0).unwrap();
    let got = run(&mut tc, &c, 0, 10 * M);
    let mut want: Vec<(Millis, Event)> = Vec::new();
    for min in (1..=4).rev() {
        want.push(((5 - min) * M, said(White, min * M, 0)));
    }
    for tens in (1..=5).rev() {
        want.push((5 * M - tens * 10 * S, said(White, tens * 10 * S, 0)));
    }
    for s in (1..=9).rev() {
        want.push((5 * M - s * S, said(White, s * S, 0)));
    }
    want.push((5 * M, Event::FlagFell { side: White }));
    assert_eq!(got, want);
    // Once only, also after the clock is stopped.
    assert!(tc.due(&c, 5 * M + 1).is_empty());
    c.stop(6 * M).unwrap();
    assert!(tc.due(&c, 7 * M).is_empty());
    assert_eq!(tc.next_due_at(&c, 7 * M), None);
}

#[test]
fn the_opponents_clock_is_not_announced_unless_watched() {
    let mut c = clock("5+0");
    let mut tc = TalkingClock::new(Schedule::default(), Black);
    c.start(White, 0).unwrap();
    // White's clock runs: nothing for Black's listener but White's flag.
    assert_eq!(tc.next_due_at(&c, 0), Some(5 * M));
    assert_eq!(
        run(&mut tc, &c, 0, 5 * M),
        [(5 * M, Event::FlagFell { side: White })]
    );

    let mut c = clock("5+0");
    let mut tc = TalkingClock::new(Schedule::default(), Black);
    tc.set_watched(White, true);
    assert!(tc.is_watched(White) && tc.is_watched(Black));
    c.start(White, 0).unwrap();
    assert_eq!(run(&mut tc, &c, 0, M), [(M, said(White, 4 * M, 0))]);
}

#[test]
fn three_plus_two_increments_rearm_marks() {
    let mut c = clock("3+2");
    let mut tc = TalkingClock::new(Schedule::default(), White);
    c.start(White, 0).unwrap();
    assert_eq!(tc.next_due_at(&c, 0), Some(M));
    assert_eq!(run(&mut tc, &c, 0, 65 * S), [(M, said(White, 2 * M, 0))]);
    // 1:55 + 2 s = 1:57.
    assert!(press(&mut tc, &mut c, White, 65 * S).is_empty());
    // Black's clock is not watched: only his flag would be said.
    assert_eq!(tc.next_due_at(&c, 65 * S), Some(245 * S));
    assert!(press(&mut tc, &mut c, Black, 75 * S).is_empty());
    assert_eq!(tc.next_due_at(&c, 75 * S), Some(132 * S));
    assert_eq!(
        run(&mut tc, &c, 75 * S, 145 * S),
        [
            (132 * S, said(White, M, 1)),
            (142 * S, said(White, 50 * S, 1))
        ]
    );
    // 0:47 + 2 s = 0:49: below 0:50, so 0:50 is not due again.
    press(&mut tc, &mut c, White, 145 * S);
    press(&mut tc, &mut c, Black, 146 * S);
    assert_eq!(
        run(&mut tc, &c, 146 * S, 156 * S),
        [(155 * S, said(White, 40 * S, 2))]
    );
    // 0:39 + 2 s = 0:41: back above 0:40, which is due again when crossed.
    press(&mut tc, &mut c, White, 156 * S);
    press(&mut tc, &mut c, Black, 157 * S);
    assert_eq!(tc.next_due_at(&c, 157 * S), Some(158 * S));
    let rest = run(&mut tc, &c, 157 * S, 10 * M);
    let mut want = vec![(158 * S, said(White, 40 * S, 3))];
    for tens in (1..=3).rev() {
        want.push((198 * S - tens * 10 * S, said(White, tens * 10 * S, 3)));
    }
    for s in (1..=9).rev() {
        want.push((198 * S - s * S, said(White, s * S, 3)));
    }
    want.push((198 * S, Event::FlagFell { side: White }));
    assert_eq!(rest, want);
}

/// Every millisecond of a whole game, the oracle: a mark is said at the
/// millisecond the running, watched clock's reading reaches it.
fn oracle(c: &ChessClock, schedule: &Schedule, watched: Color, t: Millis) -> Option<Event> {
    let side = c.running().filter(|&s| s == watched)?;
    let (now, before) = (c.remaining(side, t), c.remaining(side, t.checked_sub(1)?));
    (now < before && schedule.is_mark(now) && c.flag(t).is_none())
        .then(|| said(side, now, c.moves(side)))
}

#[test]
fn classical_game_matches_a_millisecond_oracle_and_reaches_the_time_control() {
    let mut c = clock("40/90,30+30");
    let schedule = Schedule::default();
    let mut tc = TalkingClock::new(schedule.clone(), White);
    c.start(White, 0).unwrap();
    // White thinks 2 min 10 s a move, Black 1 min, for 41 moves each; then
    // White lets his flag fall.
    let mut t = 0;
    let mut got = Vec::new();
    let mut want = Vec::new();
    let mut controls = Vec::new();
    for mv in 1..=41 {
        for (side, think) in [(White, 130 * S), (Black, M)] {
            got.extend(run(&mut tc, &c, t, t + think - 1));
            for u in t + 1..t + think {
                want.extend(oracle(&c, &schedule, White, u).map(|e| (u, e)));
            }
            t += think;
            for e in press(&mut tc, &mut c, side, t) {
                assert!(matches!(e, Event::TimeControlReached { .. }), "{e:?}");
                controls.push((mv, e));
            }
        }
    }
    let flag = c.next_flag_at().unwrap();
    got.extend(run(&mut tc, &c, t, flag + M));
    for u in t + 1..flag {
        want.extend(oracle(&c, &schedule, White, u).map(|e| (u, e)));
    }
    want.push((flag, Event::FlagFell { side: White }));
    assert_eq!(got, want);
    assert!(got.len() > 20, "{got:?}");
    let added = 30 * M;
    assert_eq!(
        controls,
        [
            (40, Event::TimeControlReached { side: White, added }),
            (40, Event::TimeControlReached { side: Black, added })
        ]
    );
}

#[test]
fn a_simple_delay_holds_the_reading() {
    let mut c = clock("G/5 d5");
    let mut tc = TalkingClock::new(Schedule::default(), White);
    c.start(White, 0).unwrap();
    assert_eq!(tc.next_due_at(&c, 0), Some(65 * S));
    assert_eq!(
        run(&mut tc, &c, 0, 65 * S),
        [(65 * S, said(White, 4 * M, 0))]
    );
}

#[test]
fn paused_clocks_do_not_speak() {
    let mut c = clock("10+0");
    let mut tc = TalkingClock::new(Schedule::default(), White);
    c.start(White, 0).unwrap();
    assert_eq!(
        tc.next_due_at(&c, 0),
        Some(M),
        "10:00 at the start is no crossing"
    );
    c.pause(30 * S).unwrap();
    assert_eq!(tc.next_due_at(&c, 30 * S), None);
    assert!(tc.due(&c, 5 * M).is_empty());
    c.resume(5 * M).unwrap();
    assert_eq!(tc.next_due_at(&c, 5 * M), Some(5 * M + 30 * S));
}

#[test]
fn mute_silences_the_schedule_but_not_the_flag() {
    let mut c = clock("1+0");
    let mut tc = TalkingClock::new(Schedule::default(), White);
    c.start(White, 0).unwrap();
    tc.mute();
    assert!(tc.is_muted());
    assert_eq!(tc.next_due_at(&c, 0), Some(M), "only the flag");
    assert!(
        tc.due(&c, 35 * S).is_empty(),
        "0:50, 0:40, 0:30 crossed muted"
    );
    tc.unmute();
    assert_eq!(
        tc.next_due_at(&c, 35 * S),
        Some(40 * S),
        "not the missed ones"
    );
    tc.mute();
    assert_eq!(
        run(&mut tc, &c, 35 * S, 2 * M),
        [(M, Event::FlagFell { side: White })]
    );
}

#[test]
fn late_wake_up_says_only_the_lowest_mark() {
    let mut c = clock("5+0");
    let mut tc = TalkingClock::new(Schedule::default(), White);
    c.start(White, 0).unwrap();
    assert_eq!(
        tc.due(&c, 3 * M + 500),
        [Event::ClockReading {
            side: White,
            remaining: 2 * M,
            moves: Some(0),
            requested: false
        }]
    );
    assert!(tc.due(&c, 3 * M + 600).is_empty());
    assert_eq!(tc.next_due_at(&c, 3 * M + 600), Some(4 * M));
}

#[test]
fn on_request() {
    let mut c = clock("5+3");
    let tc = TalkingClock::new(Schedule::off(), Black);
    c.start(White, 0).unwrap();
    c.press(White, 4 * S).unwrap();
    let reading = |side, remaining, moves| Event::ClockReading {
        side,
        remaining,
        moves: Some(moves),
        requested: true,
    };
    let now = 10 * S;
    assert_eq!(
        tc.request(&c, Which::Own, now),
        [reading(Black, 5 * M - 6 * S, 0)]
    );
    assert_eq!(
        tc.request(&c, Which::Opponent, now),
        [reading(White, 5 * M - S, 1)]
    );
    assert_eq!(
        tc.request(&c, Which::Both, now),
        [
            reading(Black, 5 * M - 6 * S, 0),
            reading(White, 5 * M - S, 1)
        ]
    );
    assert_eq!(tc.listener(), Black);
    assert_eq!(tc.schedule(), &Schedule::off());
}

/// The moves a scheduled reading carries: said when they changed since the
/// last scheduled reading, never in the countdown.
fn moves_said(events: &[Event]) -> Vec<(Millis, Option<u32>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ClockReading {
                remaining,
                moves,
                requested: false,
                ..
            } => Some((*remaining, *moves)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_scheduled_reading_says_the_moves_only_when_they_changed() {
    let mut c = clock("30s+0");
    let mut tc = TalkingClock::new(Schedule::for_initial_time(30 * S), White);
    c.start(White, 0).unwrap();
    let mut events = Vec::new();
    for t in [10 * S, 15 * S, 20 * S] {
        events.extend(tc.due(&c, t));
    }
    // 20 s with the moves, 10 s without: nothing changed.
    assert_eq!(moves_said(&events), [(20 * S, Some(0)), (10 * S, None)]);
    c.press(White, 20 * S + 500).unwrap();
    c.press(Black, 21 * S).unwrap();
    // No mark is left above the countdown, which is bare.
    let events: Vec<Event> = (22..=31).flat_map(|s| tc.due(&c, s * S)).collect();
    assert_eq!(
        moves_said(&events),
        [(4 * S, None), (3 * S, None), (2 * S, None), (S, None)]
    );
    // A longer game: a move between two marks is said at the next one.
    let mut c = clock("5+0");
    let mut tc = TalkingClock::new(Schedule::for_initial_time(5 * M), White);
    c.start(White, 0).unwrap();
    let mut events = tc.due(&c, M);
    events.extend(tc.due(&c, M + 30 * S));
    c.press(White, M + 30 * S).unwrap();
    c.press(Black, M + 40 * S).unwrap();
    events.extend(tc.due(&c, 2 * M + 40 * S));
    events.extend(tc.due(&c, 3 * M + 40 * S));
    assert_eq!(
        moves_said(&events),
        [(4 * M, Some(0)), (3 * M, Some(1)), (2 * M, None)]
    );
}

#[test]
fn the_marks_fit_the_time_control() {
    let marks = |initial: Millis| {
        let s = Schedule::for_initial_time(initial);
        let mut t = initial;
        let mut v = Vec::new();
        while let Some(m) = s.mark_below(t) {
            v.push(m / S);
            t = m;
        }
        v
    };
    assert_eq!(marks(30 * S), [20, 10, 4, 3, 2, 1]);
    assert_eq!(marks(3 * M)[..4], [120, 60, 50, 40]);
    assert_eq!(
        Schedule::for_initial_time(90 * M),
        Schedule::default(),
        "a long game keeps the default"
    );
}
