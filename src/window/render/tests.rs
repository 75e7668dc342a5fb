//! Pixel tests of the picture: known position, known theme, known colours.

use shakmaty::{Color, Square};
use tiny_skia::Pixmap;

use super::super::text::font;
use super::super::theme::{BLACK_WHITE, EDGE_DARK, EDGE_LIGHT, Rgb, THEMES, Theme, YELLOW_NAVY};
use super::super::view::BoardView;
use super::{Layout, render};
use crate::input::Action;
use crate::keymap::BoardAction;
use crate::rules::procedure::Rules;
use crate::session::Session;

mod zoom;

fn session() -> Session {
    crate::session::people(Rules::Casual, None)
}

fn draw(view: &BoardView, theme: &Theme, w: u32, h: u32) -> Pixmap {
    let mut pm = Pixmap::new(w, h).unwrap();
    render(&mut pm, view, theme, &font().unwrap(), 1.0);
    pm
}

fn at(pm: &Pixmap, (x, y): (f32, f32)) -> Rgb {
    let p = pm.pixel(x as u32, y as u32).unwrap();
    Rgb(p.red(), p.green(), p.blue())
}

fn centre(layout: &Layout, view: &BoardView, sq: Square) -> (f32, f32) {
    layout.centre(view.cell(sq))
}

fn snapshot(pm: &Pixmap, name: &str) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/window-snapshots");
    let _ = std::fs::create_dir_all(&dir);
    let _ = pm.save_png(dir.join(name));
}

#[test]
fn squares_pieces_and_cursor_have_the_theme_colours() {
    let s = session();
    let view = BoardView::of(&s, 0, "White to move, move 1");
    for theme in THEMES {
        let pm = draw(&view, &theme, 800, 600);
        snapshot(&pm, &format!("start-{}.png", theme.name));
        let layout = Layout::new(800, 600, 1.0);
        // Empty squares: e6 is light, d6 dark (their centres: no mark there).
        assert_eq!(at(&pm, centre(&layout, &view, Square::E6)), theme.light);
        assert_eq!(at(&pm, centre(&layout, &view, Square::D6)), theme.dark);
        // The cursor (e4, light) has its thick frame near the square's edge.
        let r = layout.cell_rect(view.cell(Square::E4)).unwrap();
        let band = (r.x() + r.width() * 0.08, r.y() + r.height() / 2.0);
        assert_eq!(at(&pm, band), theme.cursor, "{}", theme.name);
        // Across its left side: the dark edge, the band, the light edge,
        // then the square (e4 is empty).
        let mut seen: Vec<Rgb> = (0..(r.width() * 0.4) as u32)
            .map(|dx| at(&pm, (r.x().round() + dx as f32, band.1)))
            .collect();
        seen.dedup();
        assert_eq!(
            seen,
            [EDGE_DARK, theme.cursor, EDGE_LIGHT, theme.light],
            "{}",
            theme.name
        );
        // A white pawn's body on e2 is white, a black pawn's on e7 black.
        let (x, y) = centre(&layout, &view, Square::E2);
        let body = (x, y + layout.square * 0.1);
        assert_eq!(at(&pm, body), theme.white_fill, "{}", theme.name);
        let (x, y) = centre(&layout, &view, Square::E7);
        assert_eq!(at(&pm, (x, y + layout.square * 0.1)), theme.black_fill);
    }
}

#[test]
fn the_lifted_piece_its_targets_and_the_last_move_are_marked() {
    let mut s = session();
    let steps = [
        BoardAction::Step(crate::rules::tactile::Direction::Down),
        BoardAction::Step(crate::rules::tactile::Direction::Down),
        BoardAction::LiftOrPlace,
    ];
    for a in steps {
        s.handle(Action::Board(a), 0);
    }
    let view = BoardView::of(&s, 0, "");
    assert_eq!(view.lifted, Some(Square::E2));
    let pm = draw(&view, &YELLOW_NAVY, 800, 600);
    snapshot(&pm, "lifted-e2.png");
    let layout = Layout::new(800, 600, 1.0);
    let r = layout.cell_rect(view.cell(Square::E2)).unwrap();
    // The lifted square's ground, inside the cursor frame, beside the pawn.
    let ground = (r.x() + r.width() * 0.3, r.y() + r.height() * 0.25);
    assert_eq!(at(&pm, ground), YELLOW_NAVY.lifted);
    assert_eq!(
        at(&pm, centre(&layout, &view, Square::E4)),
        YELLOW_NAVY.target
    );
    assert_eq!(
        at(&pm, centre(&layout, &view, Square::E3)),
        YELLOW_NAVY.target
    );
    for a in [
        BoardAction::Step(crate::rules::tactile::Direction::Up),
        BoardAction::Step(crate::rules::tactile::Direction::Up),
        BoardAction::LiftPlaceOrAnnounce,
        BoardAction::LiftPlaceOrAnnounce,
    ] {
        s.handle(Action::Board(a), 0);
    }
    let view = BoardView::of(&s, 1000, "");
    assert_eq!(view.last_move_text.as_deref(), Some("1. e4"));
    // No clock runs before Black's first move.
    assert_eq!((view.running, view.clocks_wait), (None, true));
    let pm = draw(&view, &BLACK_WHITE, 600, 800);
    snapshot(&pm, "after-e4-portrait.png");
    let layout = Layout::new(600, 800, 1.0);
    let r = layout.cell_rect(view.cell(Square::E2)).unwrap();
    let inner = (r.x() + r.width() * 0.25, r.y() + r.height() / 2.0);
    assert_eq!(at(&pm, inner), BLACK_WHITE.last_move);
}

#[test]
fn the_last_moves_squares_have_their_ground_and_the_piece_stands_on_it() {
    // 1. e4 d6: the black pawn stands on the dark square d6, on which a
    // last move's mark once drowned (blue on dark grey).
    let mut s = session();
    for san in ["e4", "d6"] {
        s.handle(Action::TypedMove(san.into()), 0);
    }
    let view = BoardView::of(&s, 0, "");
    assert_eq!(view.last_move, Some((Some(Square::D7), Square::D6)));
    for theme in THEMES {
        let pm = draw(&view, &theme, 800, 600);
        snapshot(&pm, &format!("last-move-d6-{}.png", theme.name));
        let layout = Layout::new(800, 600, 1.0);
        let sq = layout.square;
        for square in [Square::D6, Square::D7] {
            let r = layout.cell_rect(view.cell(square)).unwrap();
            // The square's corner, which no pawn reaches, is the ground.
            let corner = (r.x() + sq * 0.1, r.y() + sq * 0.1);
            assert_eq!(at(&pm, corner), theme.last_move, "{} {square}", theme.name);
        }
        // The pawn on d6 is whole on it: its body is its fill, its outline
        // beside it.
        let (x, y) = centre(&layout, &view, Square::D6);
        let body = at(&pm, (x, y + sq * 0.25));
        assert_eq!(body, theme.black_fill, "{}", theme.name);
        // The move before's squares are plain again: e2, left by 1. e4.
        let (x, y) = centre(&layout, &view, Square::E2);
        assert_eq!(at(&pm, (x, y)), theme.light, "{}", theme.name);
    }
}

#[test]
fn a_piece_that_can_be_taken_is_marked_in_its_corners_and_stays_whole() {
    // 1. e4 d5, the pawn on e4 lifted: it can take on d5.
    let mut s = session();
    for san in ["e4", "d5"] {
        s.handle(Action::TypedMove(san.into()), 0);
    }
    s.handle(Action::Board(BoardAction::LiftOrPlace), 0);
    let view = BoardView::of(&s, 0, "");
    assert_eq!(view.lifted, Some(Square::E4));
    assert!(view.targets.contains(&Square::D5), "{:?}", view.targets);
    for theme in THEMES {
        let pm = draw(&view, &theme, 800, 600);
        snapshot(&pm, &format!("capture-d5-{}.png", theme.name));
        let layout = Layout::new(800, 600, 1.0);
        let r = layout.cell_rect(view.cell(Square::D5)).unwrap();
        let sq = layout.square;
        // A corner of the target's colour; no dot over the pawn's body.
        assert_eq!(
            at(&pm, (r.x() + sq * 0.08, r.y() + sq * 0.08)),
            theme.target
        );
        let (x, y) = centre(&layout, &view, Square::D5);
        assert_eq!(
            at(&pm, (x, y + sq * 0.25)),
            theme.black_fill,
            "{}",
            theme.name
        );
        // e5, empty, has the dot.
        assert_eq!(at(&pm, centre(&layout, &view, Square::E5)), theme.target);
    }
}

#[test]
fn the_settings_dialog_covers_the_board_and_frames_the_selected_row() {
    use super::super::settings::DialogView;
    use super::render_dialog;
    let s = session();
    let mut view = BoardView::of(&s, 0, "");
    // No game is played on (paused, or over): no clock runs or waits.
    view.running = None;
    view.clocks_wait = false;
    let dialog = DialogView {
        title: "Settings".into(),
        rows: (1..=8).map(|i| format!("Setting {i}: value")).collect(),
        selected: 2,
    };
    for theme in [YELLOW_NAVY, BLACK_WHITE] {
        let mut pm = draw(&view, &theme, 800, 600);
        render_dialog(&mut pm, &dialog, &view, &theme, &font().unwrap(), 1.0);
        snapshot(&pm, &format!("settings-{}.png", theme.name));
        // The board's part of the window, left of the panel.
        let (px, ..) = Layout::new(800, 600, 1.0).panel;
        let colours = |y: u32| -> Vec<Rgb> {
            (0..px as u32)
                .map(|x| {
                    let p = pm.pixel(x, y).unwrap();
                    Rgb(p.red(), p.green(), p.blue())
                })
                .collect()
        };
        // Some row of the board's part shows the inverted band (text colour)
        // framed by the cursor's colour, and no square colour is left.
        let rows: Vec<Vec<Rgb>> = (0..600).map(colours).collect();
        assert!(
            rows.iter()
                .any(|r| r.iter().filter(|c| **c == theme.text).count() > 300),
            "{}: a selected band",
            theme.name
        );
        assert!(
            rows.iter()
                .any(|r| r.iter().filter(|c| **c == theme.cursor).count() > 300),
            "{}: its frame",
            theme.name
        );
        assert!(
            rows.iter().all(|r| !r.contains(&theme.dark)),
            "{}: the board is covered",
            theme.name
        );
    }
}

/// Whether the pixels of `a` and `b` differ only inside `r`.
fn differ_only_inside(a: &Pixmap, b: &Pixmap, r: tiny_skia::IntRect) -> bool {
    (0..a.height()).all(|y| {
        (0..a.width()).all(|x| {
            let inside = (r.left()..r.right()).contains(&(x as i32))
                && (r.top()..r.bottom()).contains(&(y as i32));
            inside || a.pixel(x, y) == b.pixel(x, y)
        })
    })
}

#[test]
fn a_clock_or_panel_drawn_again_alone_matches_the_whole_picture() {
    use super::{render_clocks, render_panel};
    let font = font().unwrap();
    let mut s = session();
    s.handle(Action::TypedMove("e4".into()), 0);
    s.handle(Action::TypedMove("e5".into()), 0);
    // White's clock runs from Black's first move: 15:00 at 400 ms, 14:58
    // at 2 s.
    let before = BoardView::of(&s, 400, "Black: e5");
    let later = BoardView::of(&s, 2000, "Black: e5");
    let said = BoardView::of(&s, 2000, "White to move, and a longer sentence to wrap");
    // The same board with Black's clock running instead.
    let mut black_runs = later.clone();
    black_runs.running = Some(Color::Black);
    for (w, h) in [(1000, 700), (801, 599), (600, 760), (333, 211)] {
        for (theme, then, now, panel) in [
            (&YELLOW_NAVY, &before, &later, false),
            (&YELLOW_NAVY, &later, &black_runs, false),
            (&BLACK_WHITE, &before, &said, true),
        ] {
            let mut pm = draw(then, theme, w, h);
            let drawn = if panel {
                render_panel(&mut pm, now, theme, &font, 1.0)
            } else {
                render_clocks(&mut pm, now, theme, &font, 1.0)
            };
            let whole = draw(now, theme, w, h);
            assert!(pm == whole, "{w}x{h}, panel {panel}: as drawn whole");
            let drawn = drawn.expect("a rectangle drawn");
            assert!(
                differ_only_inside(&draw(then, theme, w, h), &whole, drawn),
                "{w}x{h}, panel {panel}: all that changed is inside {drawn:?}"
            );
        }
    }
}

/// How many pixel rows of the side panel hold some of the text's colour.
fn panel_rows_with_text(pm: &Pixmap, theme: &Theme) -> usize {
    let layout = Layout::new(pm.width(), pm.height(), 1.0);
    let (px, py, pw, ph) = layout.panel;
    let (x0, x1) = (px as u32, ((px + pw) as u32).min(pm.width()));
    let (y0, y1) = (py as u32, ((py + ph) as u32).min(pm.height()));
    (y0..y1)
        .filter(|&y| (x0..x1).any(|x| at(pm, (x as f32, y as f32)) == theme.text))
        .count()
}

#[test]
fn the_recent_lines_said_stay_on_screen_each_on_its_own() {
    let s = session();
    let theme = &BLACK_WHITE;
    let rows = |status: &str| {
        panel_rows_with_text(
            &draw(&BoardView::of(&s, 0, status), theme, 1000, 700),
            theme,
        )
    };
    // The clocks are the same in each; below them, two short lines take
    // about twice the rows of one (they were run together on one line).
    let (clocks, one, two) = (rows(""), rows("Edge"), rows("Edge\nEdge"));
    assert!(
        one > clocks,
        "one line drawn: {one} rows, the clocks alone {clocks}"
    );
    assert!(
        two - clocks >= 2 * (one - clocks) - 2,
        "two lines: {two} rows, one line: {one}, the clocks alone: {clocks}"
    );
}

#[test]
fn while_a_game_is_played_on_the_settings_stand_in_the_panel_and_the_board_stays_in_view() {
    use super::super::settings::DialogView;
    use super::{clock_area, render_dialog};
    let mut s = session();
    // At the start the clocks wait for the first moves; after them White's
    // runs: in both the game is played on.
    let waiting = BoardView::of(&s, 1000, "White to move");
    assert!(waiting.clocks_wait && waiting.running.is_none());
    s.handle(Action::TypedMove("e4".into()), 0);
    s.handle(Action::TypedMove("e5".into()), 0);
    let running = BoardView::of(&s, 1000, "Black: e5");
    assert!(running.running.is_some(), "White's clock runs");
    let dialog = DialogView {
        title: "Settings".into(),
        rows: (1..=12).map(|i| format!("Setting {i}: value")).collect(),
        selected: 9,
    };
    let font = font().unwrap();
    for (view, theme) in [
        (&waiting, YELLOW_NAVY),
        (&running, YELLOW_NAVY),
        (&running, BLACK_WHITE),
    ] {
        for (w, h) in [(800, 600), (600, 800)] {
            let before = draw(view, &theme, w, h);
            let mut pm = before.clone();
            render_dialog(&mut pm, &dialog, view, &theme, &font, 1.0);
            let when = if view.clocks_wait {
                "waiting"
            } else {
                "running"
            };
            snapshot(&pm, &format!("settings-{when}-{}-{w}x{h}.png", theme.name));
            let layout = Layout::new(w, h, 1.0);
            // Every square and both clocks are as they were.
            for sq in Square::ALL {
                let c = centre(&layout, view, sq);
                assert_eq!(at(&pm, c), at(&before, c), "{}: {sq} in view", theme.name);
            }
            let clocks = clock_area(&layout, &font).unwrap();
            for y in clocks.top()..clocks.bottom() {
                for x in clocks.left()..clocks.right() {
                    assert_eq!(
                        pm.pixel(x as u32, y as u32),
                        before.pixel(x as u32, y as u32)
                    );
                }
            }
            // The selected row, framed in the cursor's colour, is in the
            // panel below them (the rows around it shown when not all fit).
            let (px, py, pw, ph) = layout.panel;
            let framed = (clocks.bottom() as u32..(py + ph) as u32)
                .filter(|&y| {
                    (px as u32..(px + pw) as u32)
                        .filter(|&x| at(&pm, (x as f32, y as f32)) == theme.cursor)
                        .count() as f32
                        > pw * 0.5
                })
                .count();
            assert!(framed > 0, "{} {w}x{h}: the selected row", theme.name);
        }
    }
}

#[test]
fn the_command_line_is_a_field_with_a_cursor_under_the_answers() {
    let s = session();
    let theme = &BLACK_WHITE;
    let mut view = BoardView::of(&s, 0, "White to move");
    let closed = draw(&view, theme, 1000, 700);
    view.command_line = Some("Nf3".into());
    let open = draw(&view, theme, 1000, 700);
    snapshot(&open, "command-line.png");
    let layout = Layout::new(1000, 700, 1.0);
    let (px, py, pw, ph) = layout.panel;
    let in_panel = |pm: &Pixmap, c: Rgb| {
        (py as u32..(py + ph) as u32)
            .flat_map(|y| (px as u32..(px + pw) as u32).map(move |x| (x, y)))
            .filter(|&(x, y)| at(pm, (x as f32, y as f32)) == c)
            .count()
    };
    // The cursor's bar is there only while the line is open.
    assert_eq!(in_panel(&closed, theme.cursor), 0);
    assert!(in_panel(&open, theme.cursor) > 20, "the cursor's bar");
    // The field's frame: a row of the text's colour across most of the
    // panel near its foot.
    let frame_row = ((py + ph * 0.6) as u32..(py + ph) as u32).any(|y| {
        (px as u32..(px + pw) as u32)
            .filter(|&x| at(&open, (x as f32, y as f32)) == theme.text)
            .count() as f32
            > pw * 0.8
    });
    assert!(frame_row, "the field's frame");
    // What was said stays above the field.
    assert!(panel_rows_with_text(&open, theme) > panel_rows_with_text(&closed, theme));
}

/// The longest run of `c` in pixel row `y` of the panel.
fn longest_run(pm: &Pixmap, layout: &Layout, y: u32, c: Rgb) -> u32 {
    let (px, _, pw, _) = layout.panel;
    let (mut best, mut run) = (0, 0);
    for x in px as u32..((px + pw) as u32).min(pm.width()) {
        if at(pm, (x as f32, y as f32)) == c {
            run += 1;
            best = best.max(run);
        } else {
            run = 0;
        }
    }
    best
}

#[test]
fn the_move_list_marks_the_last_move_and_the_one_reviewed() {
    use super::super::view::move_lines;
    let mut s = session();
    for mv in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
        s.handle(Action::TypedMove(mv.into()), 0);
    }
    let theme = &BLACK_WHITE;
    let mut view = BoardView::of(&s, 0, "");
    let lines = move_lines(s.game(), crate::notation::Lang::En);
    let words: Vec<String> = lines
        .iter()
        .map(|l| {
            let moves: Vec<&str> = l.moves.iter().map(|(_, m)| m.as_str()).collect();
            format!("{} {}", l.number, moves.join(" "))
        })
        .collect();
    assert_eq!(words, ["1. e4 e5", "2. Nf3 Nc6", "3. Bb5"]);
    assert_eq!(view.marked, Some(4));
    // Neither clock runs in this picture: the only solid bands of the
    // text's colour in the panel are the marked move's.
    view.running = None;
    let bands = |view: &BoardView| -> Vec<u32> {
        let pm = draw(view, theme, 1000, 700);
        let layout = Layout::new(1000, 700, 1.0);
        (0..700)
            .filter(|&y| longest_run(&pm, &layout, y, theme.text) > 30)
            .collect()
    };
    let last = bands(&view);
    assert!(!last.is_empty(), "the last move is marked");
    view.marked = Some(1);
    let reviewed = bands(&view);
    assert!(!reviewed.is_empty(), "the reviewed move is marked");
    assert!(
        reviewed.iter().max() < last.iter().min(),
        "move 1… e5 is marked on a line above 3. Bb5: {reviewed:?} vs {last:?}"
    );
    snapshot(&draw(&view, theme, 1000, 700), "move-list-review.png");
}

/// The rightmost column of the clock lines holding the text's colour.
fn clock_ink_right(pm: &Pixmap, theme: &Theme) -> u32 {
    let layout = Layout::new(pm.width(), pm.height(), 1.0);
    let area = super::clock_area(&layout, &font().unwrap()).unwrap();
    let mut right = 0;
    for y in area.top().max(0) as u32..(area.bottom() as u32).min(pm.height()) {
        for x in area.left().max(0) as u32..(area.right() as u32).min(pm.width()) {
            if at(pm, (x as f32, y as f32)) == theme.text {
                right = right.max(x);
            }
        }
    }
    right
}

#[test]
fn a_puzzle_shows_the_sides_without_clock_times() {
    use crate::session::{PuzzleSetup, Settings};
    use crate::study::puzzle::{
        Puzzle,
        row::{Columns, row},
    };
    let line = "0000D,5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27,\
                d3d6 f8d8 d6d8 f6d8,1474,74,advantage endgame short";
    let puzzle = Puzzle::from_row(&row(line, &Columns::SHIPPED).unwrap()).unwrap();
    let setup = PuzzleSetup {
        puzzle,
        rating: Default::default(),
        settings: Settings::default(),
        first: true,
        again: false,
        done: 0,
        asked: Default::default(),
    };
    let (puzzle, _) = Session::puzzle(setup, 0).unwrap();
    let shown = BoardView::of(&puzzle, 5_000, "");
    assert!(!shown.clocks_shown);
    // The same picture of a game: its clock times reach further right.
    let with_times = BoardView {
        clocks_shown: true,
        ..shown.clone()
    };
    for (w, h) in [(1000, 700), (600, 760)] {
        let (names, times) = (
            clock_ink_right(&draw(&shown, &YELLOW_NAVY, w, h), &YELLOW_NAVY),
            clock_ink_right(&draw(&with_times, &YELLOW_NAVY, w, h), &YELLOW_NAVY),
        );
        assert!(names > 0, "{w}x{h}: the sides' names are drawn");
        assert!(
            names + 20 < times,
            "{w}x{h}: the names end at {names}, with times at {times}"
        );
    }
    snapshot(&draw(&shown, &YELLOW_NAVY, 1000, 700), "puzzle.png");
}

#[test]
fn the_move_list_is_in_the_players_language() {
    use super::super::view::move_lines;
    use crate::notation::Lang;
    let mut s = session();
    for mv in ["e4", "Nf6", "Nf3", "h6", "d4", "g5", "Bxg5", "hxg5"] {
        s.handle(Action::TypedMove(mv.into()), 0);
    }
    let said = |lang| -> Vec<String> {
        move_lines(s.game(), lang)
            .iter()
            .map(|l| {
                let moves: Vec<&str> = l.moves.iter().map(|(_, m)| m.as_str()).collect();
                format!("{} {}", l.number, moves.join(" "))
            })
            .collect()
    };
    assert_eq!(
        said(Lang::De),
        ["1. e4 Sf6", "2. Sf3 h6", "3. d4 g5", "4. Lxg5 hxg5"]
    );
    assert_eq!(
        said(Lang::Es),
        ["1. e4 Cf6", "2. Cf3 h6", "3. d4 g5", "4. Axg5 hxg5"]
    );
    assert_eq!(said(Lang::En)[3], "4. Bxg5 hxg5");
}
