//! The pieces stand out from their squares in every theme, measured on the
//! real window under Xvfb (issue 20, point 16): for white and black pieces
//! on light and dark squares, the colour of the piece's fill and of its
//! outline, read from a screenshot, has at least 3:1 (WCAG 1.4.11) against
//! the square behind it, also against the grounds of the lifted piece and
//! of the last move; and the cursor's frame leaves the piece's fill whole.
//! Needs Xvfb, xdotool and ImageMagick; fails (does not skip) without them.

use std::time::Duration;

use tactus::window::render::Layout;
use tactus::window::theme::{Rgb, THEMES};

use crate::xvfb;
use xvfb::{
    Colour, Picture, Reaper, contrast, expect_shot, focus_window, need, run, start_tactus,
    start_xvfb, wait_for, window_size,
};

/// Two people at one keyboard.
const PEOPLE: [&str; 4] = ["--white", "human", "--black", "human"];

/// The least contrast a piece's fill and outline keep with the square.
const LEAST: f64 = 3.0;

/// A piece as measured in its cell: the square's colour (the commonest in
/// the cell), and the two commonest colours after it, the one nearer the
/// square being the outline and the other the fill.
#[derive(Debug)]
struct Measured {
    square: Colour,
    outline: Colour,
    fill: Colour,
}

/// The whole pixels inside cell (column, row) of `l`.
fn cell(l: &Layout, c: (u32, u32)) -> (usize, usize, usize, usize) {
    let r = l.cell_rect(c).expect("a cell");
    let x = r.x().ceil() as usize;
    let y = r.y().ceil() as usize;
    let side = (r.width() - 1.0).floor() as usize;
    (x, y, side, side)
}

/// The piece in `rect` of `pic`, as [`Measured`] says.
fn measure(pic: &Picture, rect: (usize, usize, usize, usize)) -> Measured {
    let colours = pic.colours(rect);
    let square = colours[0].0;
    let (x, y, w, h) = rect;
    // The share of a colour's pixels within two pixels of the square's
    // colour: the outline touches the square, the fill lies inside it.
    let near_square = |c: Colour| {
        let (mut near, mut all) = (0usize, 0usize);
        for yy in y..y + h {
            for xx in x..x + w {
                if pic.at(xx, yy) != c {
                    continue;
                }
                all += 1;
                let touches = (yy.saturating_sub(2)..=yy + 2).any(|ny| {
                    (xx.saturating_sub(2)..=xx + 2).any(|nx| {
                        (x..x + w).contains(&nx)
                            && (y..y + h).contains(&ny)
                            && pic.at(nx, ny) == square
                    })
                });
                near += usize::from(touches);
            }
        }
        near as f64 / all.max(1) as f64
    };
    let (a, b) = (colours[1], colours[2]);
    let (outline, fill) = if near_square(a.0) >= near_square(b.0) {
        (a, b)
    } else {
        (b, a)
    };
    Measured {
        square,
        outline: outline.0,
        fill: fill.0,
    }
}

/// The share of the pixels of colour `fill` in cell `bare` that have it in
/// cell `marked` too, at the same place in the cell (give or take the pixel
/// by which the cells' edges may differ): how much of a piece's fill the
/// marks on `marked` leave, against the same piece unmarked.
fn fill_kept(
    pic: &Picture,
    bare: (usize, usize, usize, usize),
    marked: (usize, usize, usize, usize),
    fill: Colour,
) -> f64 {
    let side = bare.2.min(marked.2);
    let mut best = 0.0_f64;
    for shift in [-1_isize, 0, 1] {
        let (mut all, mut kept) = (0usize, 0usize);
        for dy in 0..side {
            for dx in 0..side {
                if pic.at(bare.0 + dx, bare.1 + dy) != fill {
                    continue;
                }
                all += 1;
                let x = (marked.0 + dx).saturating_add_signed(shift);
                kept += usize::from(pic.at(x, marked.1 + dy) == fill);
            }
        }
        best = best.max(kept as f64 / all.max(1) as f64);
    }
    best
}

/// Notes in `wrong` when `m` has less than [`LEAST`] for its fill or its
/// outline; returns the two ratios.
fn stands_out(m: &Measured, what: &str, wrong: &mut Vec<String>) -> (f64, f64) {
    let fill = contrast(m.fill, m.square);
    let outline = contrast(m.outline, m.square);
    if fill < LEAST || outline < LEAST {
        wrong.push(format!(
            "{what}: fill {:?} {fill:.2}:1, outline {:?} {outline:.2}:1 on {:?}",
            m.fill, m.outline, m.square
        ));
    }
    (fill, outline)
}

/// Notes in `wrong` when less than 97 % of the pawn's fill is left.
fn whole(kept: f64, what: &str, wrong: &mut Vec<String>) {
    println!("{what}: {:.1} % of the pawn's fill is left", kept * 100.0);
    if kept < 0.97 {
        wrong.push(format!(
            "{what}: only {:.1} % of the pawn's fill is left",
            kept * 100.0
        ));
    }
}

#[test]
fn every_themes_pieces_stand_out_from_both_squares_and_their_marks() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut wrong = Vec::new();
    for theme in THEMES {
        let rgb = |c: Rgb| (c.0, c.1, c.2);
        check_theme(
            theme.name,
            rgb(theme.cursor),
            rgb(theme.last_move),
            &mut wrong,
        );
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Starts the window in theme `name` (whose cursor and last move have the
/// colours `cursor` and `last_move`, by which the test knows the picture is
/// drawn) and measures its pieces.
fn check_theme(name: &str, cursor: Colour, last_move: Colour, wrong: &mut Vec<String>) {
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let mut args = PEOPLE.to_vec();
    args.extend(["--theme", name]);
    let out_path = start_tactus(&mut reaper, &display, home.path(), &args);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out_path);
    let (w, h) = window_size(&display, &wid);
    let l = Layout::new(w, h, 1.0);
    // Cells from White's side: column 0 is the a-file, row 0 the 8th rank.
    let at = |file: u32, rank: u32| (file, 8 - rank);
    let shows = |shot: &std::path::Path, c: (u32, u32), colour: Colour| {
        Picture::read(shot)
            .colours(cell(&l, c))
            .iter()
            .any(|(k, n)| *k == colour && *n > 20)
    };

    // The cursor down to e2, on its pawn.
    run(
        &display,
        &["xdotool", "key", "--delay", "100", "Down", "Down"],
    );
    let shot = expect_shot(
        &display,
        &format!("contrast-{name}.png"),
        "the cursor on e2",
        |s| shows(s, at(4, 2), cursor),
    );
    let pic = Picture::read(&shot);
    // White on light and dark, black on light and dark: pawns and pieces.
    for (what, file, rank) in [
        ("white pawn a2 on light", 0, 2),
        ("white pawn b2 on dark", 1, 2),
        ("white rook a1 on dark", 0, 1),
        ("white knight b1 on light", 1, 1),
        ("white queen d1 on light", 3, 1),
        ("white king e1 on dark", 4, 1),
        ("black pawn a7 on dark", 0, 7),
        ("black pawn b7 on light", 1, 7),
        ("black rook a8 on light", 0, 8),
        ("black knight b8 on dark", 1, 8),
        ("black queen d8 on dark", 3, 8),
        ("black king e8 on light", 4, 8),
    ] {
        let m = measure(&pic, cell(&l, at(file, rank)));
        let (fill, outline) = stands_out(&m, &format!("{name}: {what}"), wrong);
        println!("{name}: {what}: fill {fill:.2}:1, outline {outline:.2}:1 ({m:?})");
    }
    // The cursor's frame leaves the pawn on e2 all the fill that the pawn
    // on g2, on a light square too, has without a cursor.
    let g2 = cell(&l, at(6, 2));
    let bare = measure(&pic, g2);
    let kept = fill_kept(&pic, g2, cell(&l, at(4, 2)), bare.fill);
    whole(kept, &format!("{name}: the cursor on e2"), wrong);

    // Lifted, and the cursor up to e3: the pawn on its ground.
    run(&display, &["xdotool", "key", "Return"]);
    wait_for("the lift", Duration::from_secs(10), || {
        said().contains("lifted")
    });
    run(&display, &["xdotool", "key", "Up"]);
    let shot = expect_shot(
        &display,
        &format!("contrast-{name}-lifted.png"),
        "the cursor on e3",
        |s| shows(s, at(4, 3), cursor),
    );
    let m = measure(&Picture::read(&shot), cell(&l, at(4, 2)));
    let (fill, outline) = stands_out(&m, &format!("{name}: the lifted pawn on e2"), wrong);
    println!("{name}: the lifted pawn: fill {fill:.2}:1, outline {outline:.2}:1 ({m:?})");

    // Placed on e4 and announced: the cursor on e4 leaves the pawn its
    // fill; with the cursor down on e3, the pawn stands out from the last
    // move's ground.
    run(&display, &["xdotool", "key", "Up"]);
    run(&display, &["xdotool", "key", "Return"]);
    wait_for("the placement", Duration::from_secs(10), || {
        said().contains("placed")
    });
    run(&display, &["xdotool", "key", "Return"]);
    wait_for("the announcement", Duration::from_secs(10), || {
        said().contains("Clock pressed")
    });
    let shot = expect_shot(
        &display,
        &format!("contrast-{name}-e4.png"),
        "the last move shown on e2",
        |s| shows(s, at(4, 2), last_move),
    );
    let kept = fill_kept(&Picture::read(&shot), g2, cell(&l, at(4, 4)), bare.fill);
    whole(kept, &format!("{name}: the cursor on e4"), wrong);
    run(&display, &["xdotool", "key", "Down"]);
    let shot = expect_shot(
        &display,
        &format!("contrast-{name}-last-move.png"),
        "the cursor on e3",
        |s| shows(s, at(4, 3), cursor),
    );
    let m = measure(&Picture::read(&shot), cell(&l, at(4, 4)));
    let (fill, outline) = stands_out(&m, &format!("{name}: the pawn on e4, the last move"), wrong);
    println!("{name}: the pawn on the last move: fill {fill:.2}:1, outline {outline:.2}:1 ({m:?})");

    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    let app = reaper.0.last_mut().unwrap();
    wait_for("tactus to quit", Duration::from_secs(10), || {
        app.try_wait().ok().flatten().is_some()
    });
}
