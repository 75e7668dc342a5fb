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
