use super::*;
use Color::{Black, White};

const S: Millis = 1_000;
const MIN: Millis = 60 * S;

fn clock(control: &str) -> ChessClock {
    ChessClock::new(control.parse().unwrap())
}

#[test]
fn new_clock_is_stopped() {
    let c = clock("40/90,30+30");
    assert_eq!(
        c.readings(12345),
        ByColor {
            white: 90 * MIN,
            black: 90 * MIN
        }
    );
    assert_eq!(c.running(), None);
    assert!(!c.is_paused());
    assert_eq!(c.moves(White), 0);
    assert_eq!(c.flag(u64::MAX), None);
    assert_eq!(c.next_flag_at(), None);
}

#[test]
fn sudden_death_flag_moment() {
    let mut c = clock("5");
    c.start(White, 1_000).unwrap();
    assert_eq!(c.next_flag_at(), Some(301_000));
    assert_eq!(c.remaining(White, 300_999), 1);
    assert_eq!(c.flag(300_999), None);
    assert_eq!(c.remaining(White, 301_000), 0);
    let fall = FlagFall {
        side: White,
        at: 301_000,
    };
    assert_eq!(c.flag(301_000), Some(fall));
    assert_eq!(c.flag(999_999_999), Some(fall));
    assert_eq!(c.remaining(White, 999_999_999), 0);
    let before = c.clone();
    assert_eq!(
        c.press(White, 301_000),
        Err(ClockError::FlagFallen {
            side: White,
            at: 301_000
        })
    );
    assert_eq!(c, before);
    // Stopped much later, the clock still knows when the flag fell.
    c.stop(500_000).unwrap();
    assert_eq!(c.flag(500_000), Some(fall));
    assert_eq!(c.remaining(White, 500_000), 0);
    assert_eq!(
        c.start(Black, 500_001),
        Err(ClockError::FlagFallen {
            side: White,
            at: 301_000
        })
    );
}

#[test]
fn fischer_three_plus_two() {
    let mut c = clock("3+2");
    c.start(White, 0).unwrap();
    let p = c.press(White, 10 * S).unwrap();
    assert_eq!(
        p,
        Press {
            side: White,
            moves: 1,
            used: 10 * S,
            remaining: 172 * S,
            period_bonus: None
        }
    );
    assert_eq!(c.running(), Some(Black));
    assert_eq!(c.remaining(Black, 10 * S), 180 * S);
    assert_eq!(c.press(Black, 10 * S + 500).unwrap().remaining, 181_500);
    assert_eq!(
        c.press(White, 40 * S).unwrap().remaining,
        172 * S - 29_500 + 2 * S
    );
    assert_eq!(
        c.press(Black, 41 * S).unwrap().remaining,
        181_500 - S + 2 * S
    );
    assert_eq!(
        c.readings(41 * S),
        ByColor {
            white: 144_500,
            black: 182_500
        }
    );
    assert_eq!(c.moves(White), 2);
    assert_eq!(c.moves(Black), 2);
    assert_eq!(c.next_flag_at(), Some(41 * S + 144_500));
}

#[test]
fn bronstein_delay() {
    let mut c = clock("G/1 b5");
    c.start(White, 0).unwrap();
    // Used less than the delay: all of it given back.
    let p = c.press(White, 3 * S).unwrap();
    assert_eq!((p.used, p.remaining), (3 * S, 60 * S));
    // The clock counts down during the delay.
    assert_eq!(c.remaining(Black, 4 * S), 59 * S);
    // Used more than the delay: the delay given back.
    assert_eq!(
        c.press(Black, 11 * S).unwrap().remaining,
        60 * S - 8 * S + 5 * S
    );
    // The flag falls when the clock reaches zero, delay or not.
    assert_eq!(c.next_flag_at(), Some(71 * S));
}

#[test]
fn simple_delay() {
    let mut c = clock("G/1 d5");
    c.start(White, 0).unwrap();
    // The clock does not count down during the delay.
    assert_eq!(c.remaining(White, 5 * S), 60 * S);
    assert_eq!(c.remaining(White, 5 * S + 1), 60 * S - 1);
    let p = c.press(White, 3 * S).unwrap();
    assert_eq!((p.used, p.remaining), (3 * S, 60 * S));
    assert_eq!(c.press(Black, 14 * S).unwrap().remaining, 60 * S - 6 * S);
    // The flag falls after the delay and the whole time.
    assert_eq!(c.next_flag_at(), Some(14 * S + 65 * S));
    assert_eq!(c.flag(79 * S - 1), None);
    assert_eq!(
        c.flag(100 * S),
        Some(FlagFall {
            side: White,
            at: 79 * S
        })
    );
}

#[test]
fn simple_delay_flag_after_pause() {
    let mut c = clock("G/1 d5");
    c.start(White, 0).unwrap();
    c.pause(3 * S).unwrap();
    c.resume(10 * S).unwrap();
    // 2 s of delay are left, then 60 s.
    assert_eq!(c.next_flag_at(), Some(72 * S));
    assert_eq!(c.remaining(White, 12 * S), 60 * S);
    assert_eq!(
        c.flag(200 * S),
        Some(FlagFall {
            side: White,
            at: 72 * S
        })
    );
}

#[test]
fn fide_classical_periods() {
    let mut c = clock("40/90,30+30");
    let mut now = 0;
    c.start(White, now).unwrap();
    for n in 1..=40 {
        now += 60 * S;
        let p = c.press(White, now).unwrap();
        assert_eq!(p.moves, n);
        let bonus = (n == 40).then_some(30 * MIN);
        assert_eq!(p.period_bonus, bonus);
        // Each move: 60 s used, 30 s increment.
        let expected = 90 * MIN - n as Millis * 30 * S + bonus.unwrap_or(0);
        assert_eq!(p.remaining, expected);
        if n < 40 {
            now += 10 * S;
            let b = c.press(Black, now).unwrap();
            assert_eq!(b.remaining, 90 * MIN + n as Millis * 20 * S);
        }
    }
    assert_eq!(c.remaining(White, now), 70 * MIN + 30 * MIN);
    // Black has made 39 moves: his 40th brings his second period.
    assert_eq!(c.moves(Black), 39);
    assert_eq!(c.remaining(Black, now), 90 * MIN + 39 * 20 * S);
    let b = c.press(Black, now + 10 * S).unwrap();
    assert_eq!(b.period_bonus, Some(30 * MIN));
    assert_eq!(b.remaining, 90 * MIN + 40 * 20 * S + 30 * MIN);
    // No more periods.
    now += 10 * S;
    for _ in 41..=100 {
        now += S;
        assert_eq!(c.press(White, now).unwrap().period_bonus, None);
        now += S;
        assert_eq!(c.press(Black, now).unwrap().period_bonus, None);
    }
}

#[test]
fn pause_and_resume() {
    let mut c = clock("5");
    c.start(White, 0).unwrap();
    c.pause(10 * S).unwrap();
    assert!(c.is_paused());
    assert_eq!(c.running(), None);
    assert_eq!(c.current(), Some(White));
    assert_eq!(c.next_flag_at(), None);
    assert_eq!(c.remaining(White, 1_000 * S), 290 * S);
    assert_eq!(c.flag(1_000 * S), None);
    assert_eq!(c.pause(11 * S), Err(ClockError::Paused));
    assert_eq!(c.press(White, 11 * S), Err(ClockError::Paused));
    assert_eq!(c.start(Black, 11 * S), Err(ClockError::Paused));
    c.resume(100 * S).unwrap();
    assert_eq!(c.resume(100 * S), Err(ClockError::NotPaused));
    assert_eq!(c.running(), Some(White));
    let p = c.press(White, 105 * S).unwrap();
    assert_eq!((p.used, p.remaining), (15 * S, 285 * S));
}

#[test]
fn flag_recorded_by_pause() {
    let mut c = clock("1");
    c.start(Black, 0).unwrap();
    c.pause(90 * S).unwrap();
    let fall = FlagFall {
        side: Black,
        at: 60 * S,
    };
    assert_eq!(c.flag(90 * S), Some(fall));
    c.resume(100 * S).unwrap();
    assert_eq!(c.flag(100 * S), Some(fall));
    assert_eq!(c.remaining(Black, 100 * S), 0);
    assert_eq!(
        c.adjust(Black, Adjustment::Add(MIN), 100 * S),
        Err(ClockError::FlagFallen {
            side: Black,
            at: 60 * S
        })
    );
}

#[test]
fn wrong_side_refused() {
    let mut c = clock("3+2");
    assert_eq!(c.press(White, 0), Err(ClockError::NotRunning));
    c.start(White, 0).unwrap();
    let before = c.clone();
    assert_eq!(
        c.press(Black, 5 * S),
        Err(ClockError::NotYourClock {
            side: Black,
            running: White
        })
    );
    assert_eq!(
        c.start(Black, 5 * S),
        Err(ClockError::AlreadyRunning { running: White })
    );
    assert_eq!(c.resume(5 * S), Err(ClockError::NotPaused));
    assert_eq!(c, before);
    assert_eq!(
        ClockError::NotYourClock {
            side: Black,
            running: White
        }
        .to_string(),
        "Black cannot press the clock: it is White's clock that is running"
    );
}

#[test]
fn time_must_not_go_backwards() {
    let mut c = clock("3+2");
    c.start(White, 10 * S).unwrap();
    let before = c.clone();
    assert_eq!(
        c.press(White, 9 * S),
        Err(ClockError::TimeWentBackwards {
            now: 9 * S,
            last: 10 * S
        })
    );
    assert_eq!(c, before);
    // Queries saturate instead.
    assert_eq!(c.remaining(White, 0), 180 * S);
}

#[test]
fn adjustments() {
    let mut c = clock("5");
    c.start(White, 0).unwrap();
    // Two minutes to the opponent after an illegal move (Article 7.5.5).
    assert_eq!(
        c.adjust(Black, Adjustment::Add(2 * MIN), 10 * S),
        Ok(7 * MIN)
    );
    // On the running clock, exact.
    assert_eq!(c.adjust(White, Adjustment::Add(MIN), 20 * S), Ok(340 * S));
    assert_eq!(c.remaining(White, 30 * S), 330 * S);
    assert_eq!(c.next_flag_at(), Some(360 * S));
    assert_eq!(
        c.adjust(White, Adjustment::Subtract(30 * S), 30 * S),
        Ok(300 * S)
    );
    assert_eq!(c.adjust(White, Adjustment::Set(MIN), 60 * S), Ok(MIN));
    assert_eq!(c.remaining(White, 70 * S), 50 * S);
    assert_eq!(c.next_flag_at(), Some(120 * S));
    let before = c.clone();
    assert_eq!(
        c.adjust(White, Adjustment::Subtract(50 * S), 70 * S),
        Err(ClockError::WouldEmpty { side: White })
    );
    assert_eq!(
        c.adjust(White, Adjustment::Set(0), 70 * S),
        Err(ClockError::WouldEmpty { side: White })
    );
    assert_eq!(
        c.adjust(Black, Adjustment::Add(u64::MAX), 70 * S),
        Err(ClockError::TooLarge { side: Black })
    );
    assert_eq!(c, before);
    assert_eq!(
        c.adjust(White, Adjustment::Subtract(50 * S - 1), 70 * S),
        Ok(1)
    );
    assert_eq!(
        c.flag(71 * S),
        Some(FlagFall {
            side: White,
            at: 70 * S + 1
        })
    );
}

#[test]
fn bronstein_gives_back_nothing_used_before_the_arbiter_set_the_clock() {
    let mut c = clock("G/1 b5");
    c.start(White, 0).unwrap();
    c.press(White, 0).unwrap();
    // Black thinks 2 s, the arbiter sets his clock to 1 minute, he moves 1 s later.
    c.adjust(Black, Adjustment::Set(MIN), 2 * S).unwrap();
    let p = c.press(Black, 3 * S).unwrap();
    assert_eq!(p.used, 3 * S);
    assert_eq!(
        p.remaining, MIN,
        "1 s charged after the setting, 1 s given back"
    );
}

#[test]
fn adjust_during_simple_delay() {
    let mut c = clock("G/1 d5");
    c.start(White, 0).unwrap();
    assert_eq!(c.adjust(White, Adjustment::Add(MIN), 2 * S), Ok(2 * MIN));
    assert_eq!(c.remaining(White, 5 * S), 2 * MIN);
    assert_eq!(c.next_flag_at(), Some(125 * S));
}

#[test]
fn set_moves_and_restore() {
    let mut c = clock("40/90,30+30");
    c.start(White, 0).unwrap();
    c.set_moves(White, 39);
    let p = c.press(White, MIN).unwrap();
    assert_eq!(p.moves, 40);
    assert_eq!(p.period_bonus, Some(30 * MIN));
    // The arbiter retraces to an earlier ply (Appendix E.2.9).
    let readings = ByColor {
        white: 80 * MIN,
        black: 85 * MIN,
    };
    let moves = ByColor {
        white: 12,
        black: 11,
    };
    assert_eq!(
        c.restore(ByColor { white: 1, black: 0 }, moves, 5),
        Err(ClockError::ZeroReading { side: Black })
    );
    c.restore(readings, moves, 5).unwrap();
    assert_eq!(c.running(), None);
    assert_eq!(c.readings(1_000_000), readings);
    assert_eq!(c.moves(Black), 11);
    c.start(Black, 5).unwrap();
    assert_eq!(
        c.press(Black, 5 + S).unwrap().remaining,
        85 * MIN - S + 30 * S
    );
}

#[test]
fn restore_clears_a_fallen_flag() {
    let mut c = clock("1");
    c.start(White, 0).unwrap();
    c.stop(MIN + 5).unwrap();
    assert!(c.flag(MIN + 5).is_some());
    c.restore(
        ByColor {
            white: 30 * S,
            black: MIN,
        },
        ByColor { white: 0, black: 0 },
        3,
    )
    .unwrap();
    assert_eq!(c.flag(1_000 * S), None);
    c.start(White, 3).unwrap();
}

#[test]
fn stop_charges_the_move() {
    let mut c = clock("G/1 b5");
    c.start(White, 0).unwrap();
    c.stop(3 * S).unwrap();
    assert_eq!(
        c.readings(10 * S),
        ByColor {
            white: 57 * S,
            black: 60 * S
        }
    );
    assert_eq!(c.stop(10 * S), Err(ClockError::NotRunning));
    assert_eq!(c.pause(10 * S), Err(ClockError::NotRunning));
}

#[test]
fn serde_roundtrip() {
    let mut c = clock("40/90,30+30");
    c.start(White, 7).unwrap();
    c.press(White, 70).unwrap();
    let json = serde_json::to_string(&c).unwrap();
    let back: ChessClock = serde_json::from_str(&json).unwrap();
    assert_eq!(back, c);
    assert!(json.contains("\"black\""));
}
