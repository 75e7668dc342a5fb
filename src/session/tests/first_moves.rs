//! A casual game's clocks wait for both first moves (as on lichess); a
//! strict game's, and a tournament's, run from the start.

use super::*;

#[test]
fn a_casual_games_clocks_wait_for_both_first_moves_a_strict_ones_run_from_the_start() {
    // A minute spent reading the start costs a casual game nothing, and
    // nothing is said by the talking clock.
    let mut s = two_people("15+10");
    assert_eq!(s.clock().running(), None);
    assert_eq!(s.clocks_wait_for(), Some(Color::Black));
    assert!(s.handle(Action::Tick, 60_000).events.is_empty());
    assert_eq!(s.next_wakeup(60_000), None);
    let asked = run(&mut s, &[("c", 60_000)]);
    assert_eq!(
        asked[2..],
        [Event::Notice(Notice::ClocksWait { side: Color::Black })]
    );
    // White's first move: counted, no time used, no increment; Black reads
    // it for free too.
    run(&mut s, &[("e4", 60_000)]);
    assert_eq!(s.clock().running(), None);
    assert_eq!(s.clocks_wait_for(), Some(Color::Black));
    assert!(s.handle(Action::Tick, 120_000).events.is_empty());
    assert_eq!(s.clock().readings(120_000), ByColor::new_with(|_| 900_000));
    assert_eq!(s.clock().moves(Color::White), 1);
    // Black's first move starts White's clock.
    run(&mut s, &[("e5", 120_000)]);
    assert_eq!(s.clocks_wait_for(), None);
    assert_eq!(s.clock().running(), Some(Color::White));
    assert_eq!(s.clock().remaining(Color::White, 125_000), 895_000);
    assert_eq!(s.clock().moves(Color::Black), 1);
    let asked = run(&mut s, &[("c", 125_000)]);
    assert_eq!(asked.len(), 2, "no word of waiting: {asked:?}");
    // From the second move on a press adds the increment as before.
    run(&mut s, &[("Nf3", 125_000)]);
    assert_eq!(s.clock().remaining(Color::White, 125_000), 905_000);
    // The first moves' records: the full time, none used.
    assert_eq!(
        s.snapshot(125_000).move_clocks[..2],
        [(Some(900_000), Some(0)); 2]
    );
    // Under the strict rules White's clock runs from the start.
    let s = clock_from_the_start("15+10");
    assert_eq!(s.clocks_wait_for(), None);
    assert_eq!(s.clock().running(), Some(Color::White));
    assert_eq!(s.clock().remaining(Color::White, 60_000), 840_000);
}

#[test]
fn a_game_resumed_between_the_first_moves_still_waits() {
    let mut s = two_people("15+10");
    run(&mut s, &[("e4", 30_000)]);
    let snap = s.snapshot(40_000);
    let mut r = Session::restore(&snap, 0).unwrap();
    assert_eq!(r.clock().running(), None);
    assert_eq!(r.clocks_wait_for(), Some(Color::Black));
    assert!(r.handle(Action::Tick, 50_000).events.is_empty());
    run(&mut r, &[("e5", 50_000)]);
    assert_eq!(r.clock().running(), Some(Color::White));
    assert_eq!(r.clock().remaining(Color::White, 51_000), 899_000);
}

#[test]
fn tournament_mode_starts_whites_clock() {
    let mut s = two_people("15+10");
    s.start_tournament(crate::rules::tournament::Tournament::new(None), 5_000);
    assert_eq!(s.clocks_wait_for(), None);
    assert_eq!(s.clock().running(), Some(Color::White));
    assert_eq!(s.clock().remaining(Color::White, 65_000), 840_000);
}
