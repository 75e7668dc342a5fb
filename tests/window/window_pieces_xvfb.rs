//! The pieces read as their colour and their kind, measured on the real
//! window under Xvfb (issue 43, point 11): at the window's first size and
//! with squares of about 40 px, every black piece has more black pixels
//! than white ones on its square, every white piece more white than black,
//! and the six kinds' fills differ from one another in shape. Needs Xvfb,
//! xdotool and ImageMagick; fails (does not skip) without them.

use std::time::Duration;

use tactus::window::render::Layout;
use tactus::window::theme::YELLOW_NAVY;

use crate::xvfb;
use xvfb::{
    Colour, Picture, Reaper, colour, expect_shot, focus_window, need, run, start_tactus,
    start_xvfb, wait_for, window_size,
};

/// The kinds on the first rank, by file (a to e).
const KINDS: [(&str, u32); 5] = [
    ("rook", 0),
    ("knight", 1),
    ("bishop", 2),
    ("queen", 3),
    ("king", 4),
];

/// The whole pixels inside cell (column, row) of `l`.
fn cell(l: &Layout, c: (u32, u32)) -> (usize, usize, usize) {
    let r = l.cell_rect(c).expect("a cell");
    let side = (r.width() - 1.0).floor() as usize;
    (r.x().ceil() as usize, r.y().ceil() as usize, side)
}

/// The pixels of colour `c` in the cell: their places in it.
fn mask(pic: &Picture, (x, y, side): (usize, usize, usize), c: Colour) -> Vec<(usize, usize)> {
    let mut at = Vec::new();
    for dy in 0..side {
        for dx in 0..side {
            if pic.at(x + dx, y + dy) == c {
                at.push((dx, dy));
            }
        }
    }
    at
}

/// The share of the pixels of `a` and `b` together that only one of them
/// has: 0 for the same shape, 1 for shapes that do not overlap.
fn apart(a: &[(usize, usize)], b: &[(usize, usize)]) -> f64 {
    let a: std::collections::HashSet<_> = a.iter().collect();
    let b: std::collections::HashSet<_> = b.iter().collect();
    let both = a.intersection(&b).count();
    let either = a.union(&b).count();
    1.0 - both as f64 / either.max(1) as f64
}

/// Measures the pieces of the first position in the window on `display`,
/// `size` pixels wide and high; notes what is wrong in `wrong`.
fn measure(display: &str, size: (u32, u32), wrong: &mut Vec<String>) {
    let l = Layout::new(size.0, size.1, 1.0);
    let (white, black) = (
        colour(YELLOW_NAVY.white_fill),
        colour(YELLOW_NAVY.black_fill),
    );
    let name = format!("pieces-{}x{}.png", size.0, size.1);
    // Drawn at this size: the king on e8 has its black fill where the
    // layout puts it.
    let e8 = cell(&l, (4, 0));
    let shot = expect_shot(display, &name, "the board at this size", |s| {
        mask(&Picture::read(s), e8, black).len() > e8.2 * e8.2 / 8
    });
    let pic = Picture::read(&shot);
    let at = format!("{}x{} (squares of {:.0} px)", size.0, size.1, l.square);
    let mut fills = Vec::new();
    for (kind, file) in KINDS.iter().copied().chain([("pawn", 4)]) {
        // Pawns on the second and seventh rank; the others on the first
        // and eighth.
        let (white_row, black_row) = if kind == "pawn" { (6, 1) } else { (7, 0) };
        for (side, row, own, other) in [
            ("white", white_row, white, black),
            ("black", black_row, black, white),
        ] {
            let c = cell(&l, (file, row));
            let (own_n, other_n) = (mask(&pic, c, own).len(), mask(&pic, c, other).len());
            println!("{at}: {side} {kind}: {own_n} px {side}, {other_n} px the other");
            if own_n <= other_n {
                wrong.push(format!(
                    "{at}: the {side} {kind} has {own_n} px of its colour, {other_n} of the other"
                ));
            }
            if side == "white" {
                fills.push((kind, mask(&pic, c, own)));
            }
        }
    }
    for (i, (a, fa)) in fills.iter().enumerate() {
        for (b, fb) in &fills[i + 1..] {
            let d = apart(fa, fb);
            if d < 0.2 {
                wrong.push(format!(
                    "{at}: the {a} and the {b} differ in {:.0} % of their fill",
                    d * 100.0
                ));
            }
        }
    }
}

#[test]
fn every_black_piece_is_mostly_black_and_every_white_one_mostly_white() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let people = ["--white", "human", "--black", "human"];
    let out_path = start_tactus(&mut reaper, &display, home.path(), &people);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out_path);
    let mut wrong = Vec::new();
    measure(&display, window_size(&display, &wid), &mut wrong);
    // Squares of about 40 px.
    run(
        &display,
        &["xdotool", "windowsize", "--sync", &wid, "520", "380"],
    );
    wait_for("the smaller window", Duration::from_secs(10), || {
        window_size(&display, &wid) == (520, 380)
    });
    measure(&display, (520, 380), &mut wrong);
    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
