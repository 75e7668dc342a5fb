use super::*;

fn tc(s: &str) -> TimeControl {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn err(s: &str) -> String {
    s.parse::<TimeControl>().expect_err(s).to_string()
}

fn pgn_err(s: &str) -> TimeControlError {
    TimeControl::from_pgn_tag(s).expect_err(s)
}

#[test]
fn minutes_plus_seconds() {
    for (s, base, inc) in [
        ("90+30", 90, 30),
        ("15+10", 15, 10),
        ("5+3", 5, 3),
        ("3+2", 3, 2),
        ("1+0", 1, 0),
        ("15", 15, 0),
        ("15|10", 15, 10),
        (" 15 + 10 ", 15, 10),
        ("15min+10s", 15, 10),
        ("15M+10S", 15, 10),
    ] {
        assert_eq!(
            tc(s),
            TimeControl::fischer(base * MINUTE, inc * SECOND).unwrap(),
            "{s}"
        );
    }
    assert_eq!(tc("15"), TimeControl::sudden_death(15 * MINUTE).unwrap());
}

#[test]
fn periods() {
    assert_eq!(tc("40/90,30+30"), TimeControl::fide_classical());
    assert_eq!(tc("40/90 , 30 + 30"), TimeControl::fide_classical());
    assert_eq!(tc("40/90+30,30+30"), TimeControl::fide_classical());
    assert_eq!(tc("40/90+30,30"), TimeControl::fide_classical());
    assert_eq!(tc("40/90,SD/30+30"), TimeControl::fide_classical());
    assert_eq!(
        tc("40/120,20/60,30").periods(),
        &[
            Period::for_moves(40, 120 * MINUTE),
            Period::for_moves(20, 60 * MINUTE),
            Period::rest_of_game(30 * MINUTE),
        ]
    );
    assert_eq!(tc("40/120").periods(), &[Period::for_moves(40, 2 * HOUR)]);
}

#[test]
fn delays() {
    let simple = TimeControl::with_delay(60 * MINUTE, DelayKind::Simple, 5 * SECOND).unwrap();
    let bronstein = TimeControl::with_delay(60 * MINUTE, DelayKind::Bronstein, 5 * SECOND).unwrap();
    for s in [
        "G/60 d5",
        "g/60 D5",
        "G/60;d5",
        "G/60 ; d 5",
        "60 d5",
        "60d5s",
        "1h d5",
    ] {
        assert_eq!(tc(s), simple, "{s}");
    }
    for s in ["G/60 b5", "60 b5", "G/60;B5"] {
        assert_eq!(tc(s), bronstein, "{s}");
    }
    assert_eq!(
        tc("G/60 d0"),
        TimeControl::sudden_death(60 * MINUTE).unwrap()
    );
    // Two moves in 10 seconds, then 5 seconds: a test control.
    assert_eq!(
        tc("2/10s,5s").periods(),
        &[
            Period::for_moves(2, 10 * SECOND),
            Period::rest_of_game(5 * SECOND)
        ]
    );
    let us = tc("40/120,SD/60 d5");
    assert_eq!(us.periods().len(), 2);
    assert_eq!(us.delay().map(|d| d.time), Some(5 * SECOND));
}

#[test]
fn units() {
    assert_eq!(tc("30s+0"), TimeControl::sudden_death(30 * SECOND).unwrap());
    assert_eq!(
        tc("90s+2"),
        TimeControl::fischer(90 * SECOND, 2 * SECOND).unwrap()
    );
    assert_eq!(
        tc("1h30+30"),
        TimeControl::fischer(90 * MINUTE, 30 * SECOND).unwrap()
    );
    assert_eq!(tc("1h30m+30"), tc("90+30"));
    assert_eq!(tc("2h"), tc("120"));
}

#[test]
fn display() {
    for (s, shown) in [
        ("40/90,30+30", "40/90,30+30"),
        ("40/90+30,30", "40/90,30+30"),
        ("15|10", "15+10"),
        ("1+0", "1"),
        ("G/60;d5", "G/60 d5"),
        ("60 b5", "G/60 b5"),
        ("90s+2", "90s+2"),
        ("1h30+30", "90+30"),
        ("40/120,20/60,30", "40/120,20/60,30"),
        ("40/120,sd/60 d5", "40/120,G/60 d5"),
    ] {
        assert_eq!(tc(s).to_string(), shown, "{s}");
        assert_eq!(tc(shown), tc(s), "{shown}");
    }
}

#[test]
fn errors() {
    assert_eq!(
        err("40/90,9x+30"),
        r#"bad time "9x" in period 2 of "40/90,9x+30""#
    );
    assert_eq!(
        err("15+abc"),
        r#"increment "abc" is not a number of seconds"#
    );
    assert_eq!(err("15+"), r#"increment "" is not a number of seconds"#);
    assert_eq!(err("15+-3"), r#"increment "-3" is not a number of seconds"#);
    assert_eq!(err(""), "the time control is empty");
    assert_eq!(err("   "), "the time control is empty");
    assert_eq!(err("0+2"), "period 1 has no time");
    assert_eq!(err("40/90,0"), "period 2 has no time");
    assert_eq!(err("0/90,30"), "period 1 is for zero moves");
    assert_eq!(
        err("x/90,30"),
        r#"bad number of moves "x" in period 1 of "x/90,30""#
    );
    assert_eq!(
        err("99999999999/90"),
        r#"bad number of moves "99999999999" in period 1 of "99999999999/90""#
    );
    assert_eq!(
        err("90,40/30"),
        "period 1 is for the rest of the game, so it must be the last"
    );
    assert_eq!(
        err("40/90+30,30+10"),
        "the increment is written as 30 s and as 10 s, but one increment applies to the whole game"
    );
    assert_eq!(
        err("15+10 d5"),
        "a time control has an increment or a delay, not both"
    );
    assert_eq!(err("G/60 d5x"), r#"delay "5x" is not a number of seconds"#);
    assert_eq!(err("+5"), r#"bad time "" in period 1 of "+5""#);
    assert_eq!(err("40/90,"), r#"bad time "" in period 2 of "40/90,""#);
    assert_eq!(err("+15"), r#"bad time "" in period 1 of "+15""#);
    assert_eq!(err("1 5"), r#"bad time "1 5" in period 1 of "1 5""#);
    assert_eq!(err("１５"), r#"bad time "１５" in period 1 of "１５""#);
}

#[test]
fn overflow_is_an_error() {
    let huge = "99999999999999999999999";
    assert_eq!(
        err(huge),
        format!(r#"time "{huge}" in period 1 of "{huge}" is too large"#)
    );
    // Fits in u64, but not once counted in milliseconds.
    let big = "18446744073709551";
    assert!(matches!(
        big.parse::<TimeControl>(),
        Err(TimeControlError::TimeTooLarge { .. })
    ));
    assert!(matches!(
        format!("{big}h").parse::<TimeControl>(),
        Err(TimeControlError::TimeTooLarge { .. })
    ));
    assert!(matches!(
        format!("15+{huge}").parse::<TimeControl>(),
        Err(TimeControlError::BadIncrement { .. })
    ));
    assert!(matches!(
        format!("15 d{huge}").parse::<TimeControl>(),
        Err(TimeControlError::BadDelay { .. })
    ));
    assert!(matches!(
        TimeControl::from_pgn_tag(huge),
        Err(TimeControlError::TimeTooLarge { .. })
    ));
}

#[test]
fn built_by_hand() {
    assert_eq!(
        TimeControl::new(vec![], 0, None),
        Err(TimeControlError::NoPeriods)
    );
    assert_eq!(
        TimeControl::sudden_death(1500).unwrap_err().to_string(),
        "the time of period 1 of 1500 ms is not a whole number of seconds"
    );
    assert!(TimeControl::fischer(MINUTE, 1).is_err());
    assert!(TimeControl::with_delay(MINUTE, DelayKind::Simple, 10).is_err());
    assert_eq!(
        TimeControl::sudden_death(0),
        Err(TimeControlError::ZeroTime { period: 1 })
    );
}

#[test]
fn pgn_tags() {
    let p = |s: &str| TimeControl::from_pgn_tag(s).unwrap_or_else(|e| panic!("{s}: {e}"));
    assert_eq!(p("40/5400:1800+30"), TimeControl::fide_classical());
    assert_eq!(p("40/5400+30:1800+30"), TimeControl::fide_classical());
    assert_eq!(p(" 40/5400 : 1800 + 30 "), TimeControl::fide_classical());
    assert_eq!(p("300+3"), tc("5+3"));
    assert_eq!(p("600"), tc("10"));
    assert_eq!(p("3600d5"), tc("G/60 d5"));
    assert_eq!(p("3600B5"), tc("G/60 b5"));
    assert_eq!(p("40/7200:20/3600:1800"), tc("40/120,20/60,30"));
    assert_eq!(pgn_err("-"), TimeControlError::NoTimeControl);
    assert_eq!(pgn_err(" ? "), TimeControlError::UnknownTimeControl);
    assert_eq!(pgn_err(""), TimeControlError::Empty);
    assert_eq!(
        pgn_err("*180").to_string(),
        r#"the sandclock time control "*180" is not supported"#
    );
    assert!(matches!(
        pgn_err("40/5400:*180"),
        TimeControlError::Sandclock { .. }
    ));
    // The PGN form counts in seconds, without units or G/.
    assert!(matches!(pgn_err("90m"), TimeControlError::BadTime { .. }));
    assert!(matches!(
        pgn_err("G/3600"),
        TimeControlError::BadMoves { .. }
    ));
    assert!(matches!(pgn_err("300|3"), TimeControlError::BadTime { .. }));
    assert!(matches!(
        pgn_err("300+3s"),
        TimeControlError::BadIncrement { .. }
    ));
    assert!(matches!(
        pgn_err("0"),
        TimeControlError::ZeroTime { period: 1 }
    ));
}

#[test]
fn pgn_written() {
    for (s, tag) in [
        ("40/90,30+30", "40/5400+30:1800+30"),
        ("5+3", "300+3"),
        ("10", "600"),
        ("G/60 d5", "3600d5"),
        ("G/60 b5", "3600b5"),
        ("30s", "30"),
        ("40/120,20/60,30", "40/7200:20/3600:1800"),
    ] {
        assert_eq!(tc(s).to_pgn_tag(), tag, "{s}");
        assert_eq!(TimeControl::from_pgn_tag(tag).unwrap(), tc(s), "{tag}");
    }
}

#[test]
fn period_ends() {
    let fide = TimeControl::fide_classical();
    assert_eq!(fide.time_added_after(39), None);
    assert_eq!(fide.time_added_after(40), Some(30 * MINUTE));
    assert_eq!(fide.time_added_after(80), None);
    let three = tc("40/120,20/60,30");
    assert_eq!(three.time_added_after(40), Some(60 * MINUTE));
    assert_eq!(three.time_added_after(60), Some(30 * MINUTE));
    assert_eq!(three.time_added_after(80), None);
    let repeating = tc("40/120");
    assert_eq!(repeating.time_added_after(0), None);
    assert_eq!(repeating.time_added_after(40), Some(2 * HOUR));
    assert_eq!(repeating.time_added_after(80), Some(2 * HOUR));
    assert_eq!(repeating.time_added_after(81), None);
    assert_eq!(repeating.time_added_after(u32::MAX), None);
    assert_eq!(tc("15+10").time_added_after(1), None);
}

#[test]
fn serde_checks_what_it_reads() {
    let json = serde_json::to_string(&TimeControl::fide_classical()).unwrap();
    let back: TimeControl = serde_json::from_str(&json).unwrap();
    assert_eq!(back, TimeControl::fide_classical());
    let bad = r#"{"periods":[],"increment":0,"delay":null}"#;
    assert!(serde_json::from_str::<TimeControl>(bad).is_err());
}

#[test]
fn a_game_without_a_time_control_is_played_at_15_plus_10() {
    assert_eq!(TimeControl::default_game(), tc("15+10"));
    assert_eq!(TimeControl::default_game().to_string(), "15+10");
}
