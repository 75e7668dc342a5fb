use super::*;
use shakmaty::Role;

fn status(clocks: [u64; 2]) -> Status {
    Status {
        turn: Color::White,
        result: None,
        in_hand: None,
        last: Some("Qxd8+".parse().unwrap()),
        clocks,
        running: Some(Color::White),
        lang: Lang::En,
    }
}

/// The cells as the digits and letters a clock face has, to read them.
fn read(cells: &[u8]) -> String {
    cells
        .iter()
        .map(|&c| match c {
            0 => ' ',
            RUNS => '*',
            c => super::super::Cell::from_bits(c & 0x3f).map_or('?', |c| c.brf()),
        })
        .collect()
}

#[test]
fn both_clocks_stay_whole_on_every_width_from_twenty_cells() {
    for clocks in [
        [894_000, 900_000],
        [5_429_000, 5_405_000],
        [36_000_000, 9_000],
    ] {
        for width in 20..=80 {
            let room = width - 19;
            let line = status(clocks).line(room);
            assert!(line.len() <= room, "{width}: {}", read(&line));
            // Where any clock shows, both show, each after its mark cell.
            let text = read(&line);
            let least = 3 + face(clocks[0], true).len() + face(clocks[1], true).len();
            if room >= least {
                assert!(text.contains('*'), "{width} {clocks:?}: {text:?}");
            }
        }
    }
    // 40 cells, an hour and a half: both clocks whole, the last move gone.
    assert_eq!(
        read(&status([5_429_000, 5_405_000]).line(21)),
        "W*1:30:29 1:30:05"
    );
    // 32 cells: the seconds above an hour go.
    assert_eq!(
        read(&status([5_429_000, 5_405_000]).line(13)),
        "W*1H30 1H30"
    );
    // Under an hour, on 40 cells, the last move stays.
    let mut s = status([894_000, 900_000]);
    s.last = Some("e4".parse().unwrap());
    assert_eq!(read(&s.line(21)), "W E4*14:54 15:00");
}

#[test]
fn the_piece_in_hand_shows_marked_and_the_result_replaces_whose_move() {
    let mut s = status([894_000, 900_000]);
    s.in_hand = Some((
        Piece {
            color: Color::White,
            role: Role::Queen,
        },
        Square::D1,
    ));
    let line = s.line(21);
    assert_eq!(
        line[2],
        square_piece_cell(s.in_hand.unwrap().0, Lang::En) | IN_HAND
    );
    assert_eq!(read(&line[3..5]), "D1");
    s.in_hand = None;
    s.result = Some(KnownOutcome::Decisive {
        winner: Color::Black,
    });
    s.running = None;
    assert_eq!(read(&s.line(40)[..3]), "0-1");
    assert!(!s.line(40).contains(&RUNS));
}

/// The status after `last`, no clock running.
fn after(last: Option<&str>) -> Status {
    let mut s = status([298_000, 900_000]);
    s.last = last.map(|san| san.parse().unwrap());
    s.running = None;
    s
}

/// A view of the start position from White's side, the finger on e1.
fn start_view() -> RankView<'static> {
    static BOARD: std::sync::LazyLock<shakmaty::Board> =
        std::sync::LazyLock::new(shakmaty::Board::default);
    RankView {
        board: &BOARD,
        turn: Color::White,
        perspective: Color::White,
        cursor: Square::E1,
        last_move: shakmaty::Bitboard::EMPTY,
        lang: Lang::En,
        in_hand: None,
    }
}

/// The cells as their dots, `|` between cells, a blank as a space — as
/// BRLTTY's Virtual driver writes them.
fn dots(cells: &[u8]) -> String {
    cells
        .iter()
        .map(|&c| {
            let d: String = (1..=8)
                .filter(|n| c & 1 << (n - 1) != 0)
                .map(|n: u8| char::from(b'0' + n))
                .collect();
            if d.is_empty() { " ".to_string() } else { d }
        })
        .collect::<Vec<_>>()
        .join("|")
}

#[test]
fn both_clocks_show_whole_and_marked_on_every_line_from_twenty_cells() {
    let holds = |pane: &[u8], want: &[u8]| pane.windows(want.len()).any(|w| w == want);
    for clocks in [
        [894_000, 900_000],
        [5_429_000, 5_405_000],
        [36_000_000, 9_000],
    ] {
        for (last, running) in [(None, None), (Some("Qxd8+"), Some(Color::Black))] {
            let mut s = after(last);
            s.clocks = clocks;
            s.running = running;
            for width in 20..=80 {
                let panes = rank_panes(&start_view(), width, &s);
                assert!(panes.iter().all(|p| p.len() == width), "{width}");
                assert_eq!(
                    panes[0][..18],
                    crate::braille::display::rank_cells(&start_view(), shakmaty::Rank::First)
                );
                let whole = |pane: &[u8]| {
                    [Color::White, Color::Black].into_iter().all(|side| {
                        let mark = if running == Some(side) { RUNS } else { 0 };
                        let ms = clocks[usize::from(side == Color::Black)];
                        [false, true].into_iter().any(|short| {
                            let mut want = vec![mark];
                            want.extend(face(ms, short));
                            holds(pane, &want)
                        })
                    })
                };
                let shown: Vec<bool> = panes.iter().map(|p| whole(p)).collect();
                if clocks[0] < 3_600_000 {
                    assert_eq!(panes.len() == 2, width < NARROW, "{width}");
                }
                assert!(
                    shown == [true] || shown == [false, true],
                    "{width} {clocks:?}: {}",
                    panes
                        .iter()
                        .map(|p| dots(p))
                        .collect::<Vec<_>>()
                        .join(" / ")
                );
                // Whose move leads the status, beside the rank and alone.
                assert_eq!(panes[0][TURN], turn_cell(Color::White, Lang::En));
                if let Some(alone) = panes.get(1) {
                    assert_eq!(alone[0], turn_cell(Color::White, Lang::En));
                }
            }
        }
    }
    // 24 cells, an hour and a half: beside the rank whose move and
    // the last move, alone both again and both clocks whole, h:mm:ss.
    let mut s = after(Some("e4"));
    s.clocks = [5_429_000, 5_405_000];
    s.running = Some(Color::Black);
    let panes = rank_panes(&start_view(), 24, &s);
    assert_eq!(dots(&panes[0][18..]), " |2456| |15|256| ");
    assert_eq!(
        dots(&panes[1]),
        "2456| |15|256| |2|156|25|356|156|23|35|78|2|156|25|356|156|356|26| | | | "
    );
}
