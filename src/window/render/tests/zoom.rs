//! The zoom and the window's size: the panel's text grows and stays
//! readable, the whole board and its coordinates stay in view, and every
//! language's clock line fits the width the layout assumes.

use super::*;

fn draw_zoomed(view: &BoardView, theme: &Theme, (w, h): (u32, u32), zoom: f32) -> Pixmap {
    let mut pm = Pixmap::new(w, h).unwrap();
    render(&mut pm, view, theme, &font().unwrap(), zoom);
    pm
}

/// The height in pixels of the ink of the panel's first line (the upper
/// clock): from the first row under the panel's top with a pixel of the
/// text colour to the first row after it with none.
fn first_line_ink(pm: &Pixmap, layout: &Layout, theme: &Theme) -> u32 {
    let (px, py, pw, ph) = layout.panel;
    let inked =
        |y: u32| (px as u32..(px + pw) as u32).any(|x| at(pm, (x as f32, y as f32)) == theme.text);
    let mut rows = (py as u32..(py + ph) as u32).skip_while(|&y| !inked(y));
    rows.by_ref().take_while(|&y| inked(y)).count() as u32
}

#[test]
fn the_panel_text_grows_with_the_zoom_and_stays_readable_in_a_small_window() {
    // Under the strict rules White's clock runs from the start (a casual
    // game's waits for both first moves); Black's, at the top, is white
    // on black.
    let view = BoardView::of(&crate::session::people(Rules::Strict, None), 0, "");
    assert_eq!(view.running, Some(Color::White));
    let theme = YELLOW_NAVY;
    let ink = |size: (u32, u32), zoom: f32| {
        let pm = draw_zoomed(&view, &theme, size, zoom);
        snapshot(&pm, &format!("panel-{}x{}-zoom-{zoom}.png", size.0, size.1));
        let layout = Layout::new(size.0, size.1, zoom);
        first_line_ink(&pm, &layout, &theme)
    };
    // DejaVu Sans Bold's capitals and digits are 0.73 em high: text of
    // 16 px has about 11 px of ink, the 9 px it was had under 7.
    let small = ink((320, 240), 1.0);
    assert!(small >= 10, "320x240: the clock's ink is {small} px high");
    let normal = ink((800, 600), 1.0);
    let zoomed = ink((800, 600), 2.0);
    assert!(
        zoomed as f32 >= normal as f32 * 1.4,
        "zoom 2: {zoomed} px against {normal} px"
    );
    let portrait = ink((240, 320), 1.0);
    assert!(
        portrait >= 10,
        "240x320: the clock's ink is {portrait} px high"
    );
}

#[test]
fn zoomed_the_whole_board_and_every_coordinate_stay_in_view() {
    let view = BoardView::of(&session(), 0, "");
    let theme = YELLOW_NAVY;
    for size in [(800, 600), (1024, 768), (600, 800)] {
        let zoom = crate::window::render::largest_zoom(size.0, size.1);
        let pm = draw_zoomed(&view, &theme, size, zoom);
        snapshot(&pm, &format!("zoom-{}x{}-largest.png", size.0, size.1));
        let layout = Layout::new(size.0, size.1, zoom);
        let m = layout.margin;
        let board = layout.square * 8.0;
        // Every square's corner is in the window, in its colour: a8 light
        // at the top left, h1 light at the bottom right.
        for c in 0..8 {
            for r in 0..8 {
                let rect = layout.cell_rect((c, r)).unwrap();
                let corner = (rect.x() + 2.0, rect.y() + 2.0);
                let want = if (c + r) % 2 == 0 {
                    theme.light
                } else {
                    theme.dark
                };
                if (c, r) != view.cell(view.cursor) {
                    assert_eq!(at(&pm, corner), want, "{size:?} cell {c},{r}");
                }
            }
        }
        // Each rank's label left of its row, each file's under its column.
        for i in 0..8 {
            let (cx, cy) = layout.centre((i, i));
            let left = (0..m as u32).flat_map(|x| {
                ((cy - m / 2.0) as u32..(cy + m / 2.0) as u32).map(move |y| (x as f32, y as f32))
            });
            let ink: Vec<Rgb> = left.map(|p| at(&pm, p)).collect();
            assert!(
                ink.contains(&theme.text),
                "{size:?}: no rank label at row {i}"
            );
            let bottom = layout.y0 + board;
            let under = (bottom as u32 + 1..(bottom + m) as u32).flat_map(|y| {
                ((cx - m / 2.0) as u32..(cx + m / 2.0) as u32).map(move |x| (x as f32, y as f32))
            });
            let ink: Vec<Rgb> = under.map(|p| at(&pm, p)).collect();
            assert!(
                ink.contains(&theme.text),
                "{size:?}: no file label at column {i}"
            );
        }
    }
}

#[test]
fn every_languages_clock_line_fits_the_width_the_layout_assumes() {
    let font = font().unwrap();
    let widest = crate::window::text::width(&font, crate::window::render::WIDEST_CLOCK_LINE, 1.0);
    for lang in crate::notation::Lang::ALL {
        for name in crate::window::view::side_names(lang).iter() {
            let line = format!("> {name} 0:00:00");
            let measured = crate::window::text::width(&font, &line, 1.0);
            assert!(measured <= widest, "{line}: {measured} ems, over {widest}");
        }
    }
}

#[test]
fn the_clock_line_width_the_layout_assumes_is_the_fonts() {
    let measured = crate::window::text::width(
        &font().unwrap(),
        crate::window::render::WIDEST_CLOCK_LINE,
        1.0,
    );
    assert!(
        measured <= crate::window::render::CLOCK_LINE_EMS,
        "{measured}"
    );
    assert!(
        measured > crate::window::render::CLOCK_LINE_EMS - 0.5,
        "{measured}"
    );
}

#[test]
fn every_languages_clock_in_two_lines_fits_the_width_the_layout_assumes() {
    let font = font().unwrap();
    let ems = |s: &str| crate::window::text::width(&font, s, 1.0);
    let widest = crate::window::render::WIDEST_SPLIT_LINES.map(ems);
    let widest = widest[0].max(widest[1]);
    assert!(widest <= crate::window::render::SPLIT_CLOCK_EMS, "{widest}");
    assert!(
        widest > crate::window::render::SPLIT_CLOCK_EMS - 0.5,
        "{widest}"
    );
    for lang in crate::notation::Lang::ALL {
        for name in crate::window::view::side_names(lang).iter() {
            for line in [format!("> {name}"), "> 0:00:00".to_owned()] {
                assert!(
                    ems(&line) <= widest,
                    "{line}: {} ems, over {widest}",
                    ems(&line)
                );
            }
        }
    }
}

#[test]
fn the_board_fits_every_window_and_black_sits_at_the_bottom() {
    for (w, h) in [(1, 1), (3, 700), (700, 3)] {
        draw(&BoardView::of(&session(), 0, "tiny"), &YELLOW_NAVY, w, h);
    }
    for (w, h) in [(800, 600), (600, 800), (300, 200), (1920, 1080)] {
        let l = Layout::new(w, h, 1.0);
        assert!(l.x0 + 8.0 * l.square <= w as f32 + 0.5, "{w}x{h}");
        assert!(
            l.y0 + 8.0 * l.square + l.margin <= h as f32 + 0.5,
            "{w}x{h}"
        );
    }
    let mut s = session();
    s.handle(Action::Board(BoardAction::Flip), 0);
    let view = BoardView::of(&s, 0, "");
    assert_eq!(view.cell(Square::H8), (0, 7));
    assert_eq!(view.cell(Square::A1), (7, 0));
    // Zoomed in, the cursor stays in the window.
    let l = Layout::new(800, 600, 3.0);
    let (cx, cy) = l.centre((7, 7));
    assert!(cx < 800.0 && cy < 600.0);
}
