//! A game against Stockfish in the real board window under Xvfb: xdotool
//! plays three White moves through lift, place and announce; the engine's
//! replies are announced (kind move, priority next); the clock switches only
//! after the announcement; screenshots at two window sizes show the cursor
//! frame, the moved pieces and the whole board (TESTING.md).
//!
//! Needs Xvfb, xdotool, ImageMagick and Stockfish (/usr/games/stockfish or on
//! PATH); fails (does not skip) without them. Every wait is bounded.

use std::path::{Path, PathBuf};
use std::sync::LazyLock;
use std::time::{Duration, Instant};

use serde_json::Value;
use shakmaty::{Board, Chess, Color, Position, Square, uci::UciMove};
use tactus::window::render::Layout;
use tactus::window::theme::YELLOW_NAVY;

use crate::xvfb;
use xvfb::{
    Reaper, focus_window, found, hex, need, pixel, rgb, run, screenshot, start_tactus, start_xvfb,
    wait_for, window_size,
};

/// The default theme's colours, as `pixel` gives them.
static LIGHT: LazyLock<String> = LazyLock::new(|| hex(YELLOW_NAVY.light));
static DARK: LazyLock<String> = LazyLock::new(|| hex(YELLOW_NAVY.dark));
static CURSOR: LazyLock<String> = LazyLock::new(|| hex(YELLOW_NAVY.cursor));
static WHITE_FILL: LazyLock<String> = LazyLock::new(|| hex(YELLOW_NAVY.white_fill));

fn stockfish() -> String {
    if Path::new("/usr/games/stockfish").is_file() {
        return "/usr/games/stockfish".into();
    }
    assert!(
        found("stockfish"),
        "stockfish is missing: apt-get install stockfish (see TESTING.md)"
    );
    "stockfish".into()
}

fn keys(display: &str, keys: &[&str]) {
    let mut args = vec!["xdotool", "key", "--delay", "80"];
    args.extend_from_slice(keys);
    run(display, &args);
}

/// Takes screenshots until `wrong` finds nothing wrong in one (the window
/// redraws a moment after it speaks), for at most five seconds; fails with
/// what was wrong in the last.
fn expect_shot(display: &str, name: &str, wrong: impl Fn(&Path) -> Vec<String>) -> PathBuf {
    let start = Instant::now();
    loop {
        let shot = screenshot(display, name);
        let wrong = wrong(&shot);
        if wrong.is_empty() {
            return shot;
        }
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{name}: {}",
            wrong.join("; ")
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Waits until every point has its colour (see [`expect_shot`]).
fn expect_pixels(display: &str, name: &str, want: &[((f32, f32), &str, &str)]) -> PathBuf {
    expect_shot(display, name, |shot| {
        want.iter()
            .filter_map(|&((x, y), colour, what)| {
                let got = pixel(shot, x, y);
                (got != colour).then(|| format!("{what} at ({x}, {y}) is {got}, not {colour}"))
            })
            .collect()
    })
}

/// The board of the game as tactus saved it (`current.json` in the data
/// folder), once it holds `plies` moves.
fn saved_game(data: &Path, plies: usize) -> (Vec<String>, Board) {
    let path = data.join("current.json");
    let mut moves = Vec::new();
    wait_for("the autosave", Duration::from_secs(10), || {
        let v: Value = std::fs::read_to_string(&path)
            .ok()
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or(Value::Null);
        moves = v["moves"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|m| m.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default();
        moves.len() == plies
    });
    let mut pos = Chess::default();
    for m in &moves {
        let uci: UciMove = m.parse().expect("UCI in the autosave");
        let mv = uci.to_move(&pos).expect("a legal move in the autosave");
        pos.play_unchecked(mv);
    }
    (moves, pos.board().clone())
}

/// What stands on each square of the window's board, read from the inner
/// half of the square: nothing (the ground), a white piece (mostly white
/// fill) or a black one (mostly black fill).
fn shown_board(shot: &Path, w: u32, h: u32) -> Vec<(Square, Option<Color>)> {
    let (pw, _, bytes) = rgb(shot);
    let l = Layout::new(w, h, 1.0);
    Square::ALL
        .iter()
        .map(|&sq| {
            let name = sq.to_string();
            let r = l.cell_rect(cell(&name)).expect("the square is drawn");
            let (x0, x1) = (
                (r.x() + r.width() * 0.25) as usize,
                (r.x() + r.width() * 0.75) as usize,
            );
            let (y0, y1) = (
                (r.y() + r.height() * 0.25) as usize,
                (r.y() + r.height() * 0.75) as usize,
            );
            let (mut white, mut black, mut all) = (0, 0, 0);
            for y in y0..y1 {
                for x in x0..x1 {
                    let i = (y * pw + x) * 3;
                    match &bytes[i..i + 3] {
                        [255, 255, 255] => white += 1,
                        [0, 0, 0] => black += 1,
                        _ => {}
                    }
                    all += 1;
                }
            }
            let piece = if (white + black) * 10 < all {
                None
            } else if white > black {
                Some(Color::White)
            } else {
                Some(Color::Black)
            };
            (sq, piece)
        })
        .collect()
}

/// Waits until the window's board shows `board` square by square (empty,
/// white or black piece; see [`expect_shot`]).
fn expect_board(display: &str, name: &str, w: u32, h: u32, board: &Board) -> PathBuf {
    expect_shot(display, name, |shot| {
        shown_board(shot, w, h)
            .into_iter()
            .filter_map(|(sq, shown)| {
                let want = board.color_at(sq);
                (shown != want).then(|| format!("{sq} shows {shown:?}, the game has {want:?}"))
            })
            .collect()
    })
}

/// Board cell (column, row from the top-left, White at the bottom) of a
/// square such as "e4".
fn cell(square: &str) -> (u32, u32) {
    let b = square.as_bytes();
    ((b[0] - b'a') as u32, (b'8' - b[1]) as u32)
}

/// A point of a square in a `w` × `h` window at the screen's origin, as
/// fractions of the square from its top-left corner.
fn at(w: u32, h: u32, square: &str, fx: f32, fy: f32) -> (f32, f32) {
    let l = Layout::new(w, h, 1.0);
    let r = l.cell_rect(cell(square)).expect("the square is drawn");
    (r.x() + r.width() * fx, r.y() + r.height() * fy)
}

/// A point in the middle of the cursor frame's coloured band, on the
/// square's left edge.
fn cursor_band(w: u32, h: u32, square: &str) -> (f32, f32) {
    let l = Layout::new(w, h, 1.0);
    let r = l.cell_rect(cell(square)).expect("the square is drawn");
    let s = l.square;
    let line = (s * 0.04).max(1.5);
    let thick = (s * 0.12).max(3.0);
    (r.x() + line + thick / 2.0, r.y() + r.height() / 2.0)
}

/// The four corner squares' ground, near the board's outer corners: the
/// whole board is in the window.
fn corners(w: u32, h: u32) -> Vec<((f32, f32), &'static str, &'static str)> {
    vec![
        (at(w, h, "a8", 0.06, 0.06), LIGHT.as_str(), "a8"),
        (at(w, h, "h8", 0.94, 0.06), DARK.as_str(), "h8"),
        (at(w, h, "a1", 0.06, 0.94), DARK.as_str(), "a1"),
        (at(w, h, "h1", 0.94, 0.94), LIGHT.as_str(), "h1"),
    ]
}

/// The transcript's records, a line each: (priority, kind, text). The
/// lines of one answer (both clocks) are one utterance of several lines.
fn transcript(path: &Path) -> Vec<(String, String, String)> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .flat_map(|v| {
            let s = |k: &str| v[k].as_str().unwrap_or("").to_owned();
            let (priority, kind) = (s("priority"), s("kind"));
            s("text")
                .lines()
                .map(|line| (priority.clone(), kind.clone(), line.to_owned()))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn engine_moves(t: &[(String, String, String)]) -> usize {
    t.iter()
        .filter(|(p, k, x)| p == "next" && k == "move" && x.starts_with("Black"))
        .count()
}

fn count(t: &[(String, String, String)], needle: &str) -> usize {
    t.iter().filter(|(_, _, x)| x.contains(needle)).count()
}

/// The White clock line's text of the last clock request, and the Black one.
fn clocks(t: &[(String, String, String)]) -> (String, String) {
    let last = |who: &str| {
        t.iter()
            .rev()
            .find(|(_, k, x)| k == "clock" && x.starts_with(who))
            .map(|(_, _, x)| x.clone())
            .unwrap_or_default()
    };
    (last("Your clock"), last("Black"))
}

#[test]
fn three_moves_against_stockfish_in_the_window() {
    for tool in ["Xvfb", "xdotool", "import", "convert", "timeout"] {
        need(tool);
    }
    let engine = stockfish();
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);

    let home = tempfile::tempdir().unwrap();
    let t_path = home.path().join("transcript.jsonl");
    let t_arg = t_path.to_str().expect("a UTF-8 path");
    let out_path = start_tactus(
        &mut reaper,
        &display,
        home.path(),
        &[
            "--white",
            "human",
            "--black",
            "engine:1",
            "--engine",
            &engine,
            "--transcript",
            t_arg,
        ],
    );
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let t = || transcript(&t_path);
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("Your move")
    });
    let (w, h) = window_size(&display, &wid);
    xvfb::until_window_listens(&display, &out_path);

    // Move 1, e2-e4: the cursor starts on e4 from White's side.
    keys(&display, &["Down", "Down", "Return"]);
    wait_for("e2 lifted", Duration::from_secs(10), || {
        count(&t(), "e2 lifted") == 1
    });
    expect_pixels(
        &display,
        "sf-lifted.png",
        &[(
            cursor_band(w, h, "e2"),
            CURSOR.as_str(),
            "the cursor frame on e2",
        )],
    );
    keys(&display, &["Up", "Up", "Return"]);
    wait_for("e4 placed", Duration::from_secs(10), || {
        count(&t(), "e4 placed") == 1
    });
    // Placed but not announced: no move counted; no clock runs before
    // both first moves (a casual game's clocks wait for them).
    let asked = count(&t(), "Your clock");
    keys(&display, &["c"]);
    wait_for("the clocks", Duration::from_secs(10), || {
        let now = t();
        count(&now, "Your clock") > asked && count(&now, "Black: ") > asked
    });
    assert_eq!(
        clocks(&t()),
        (
            "Your clock: 15 minutes, 0 moves".to_owned(),
            "Black: 15 minutes, 0 moves".to_owned()
        ),
        "no clock runs"
    );
    assert_eq!(count(&t(), "Clock pressed"), 0, "pressed before announcing");
    assert_eq!(
        engine_moves(&t()),
        0,
        "the engine moved before the announcement"
    );
    keys(&display, &["Return"]);
    wait_for("the engine's first reply", Duration::from_secs(15), || {
        engine_moves(&t()) == 1
    });
    let now = t();
    let made = now
        .iter()
        .position(|(_, k, x)| k == "move" && x == "e4")
        .unwrap_or_else(|| panic!("e4 announced: {now:?}"));
    let pressed = now
        .iter()
        .position(|(_, _, x)| x.contains("Clock pressed"))
        .expect("the clock pressed");
    assert!(made < pressed, "announced, then pressed: {now:?}");
    expect_pixels(
        &display,
        "sf-after-e4.png",
        &[
            (
                at(w, h, "e4", 0.5, 0.6),
                WHITE_FILL.as_str(),
                "the white pawn on e4",
            ),
            (
                cursor_band(w, h, "e4"),
                CURSOR.as_str(),
                "the cursor frame on e4",
            ),
            (at(w, h, "e2", 0.5, 0.5), LIGHT.as_str(), "e2 empty"),
        ],
    );

    // Move 2, Ng1-f3, by jumps: Shift+7 file g, 1 rank 1; Space lifts.
    keys(&display, &["shift+7", "1", "space"]);
    wait_for("g1 lifted", Duration::from_secs(10), || {
        count(&t(), "g1 lifted") == 1
    });
    keys(&display, &["shift+6", "3", "Return"]);
    wait_for("f3 placed", Duration::from_secs(10), || {
        count(&t(), "f3 placed") == 1
    });
    // Placed but not announced: White's clock, running since Black's first
    // move, still runs, Black's stands, no move counted. Ask until White's
    // clock has ticked.
    let mut first: Option<String> = None;
    let start = Instant::now();
    loop {
        let asked = count(&t(), "Your clock");
        keys(&display, &["c"]);
        wait_for("the clocks", Duration::from_secs(10), || {
            let now = t();
            count(&now, "Your clock") > asked && count(&now, "Black: ") > asked
        });
        let (white, black) = clocks(&t());
        assert_eq!(black, "Black: 15 minutes, 1 move", "Black's clock stands");
        assert!(
            white.ends_with(", 1 move"),
            "no second White move yet: {white}"
        );
        match &first {
            None => first = Some(white),
            Some(f) if *f != white => break,
            Some(_) => {}
        }
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "White's clock did not run between place and announce: {first:?}"
        );
        // The clock must run a while before it is asked again.
        std::thread::sleep(Duration::from_millis(300));
    }
    assert_eq!(engine_moves(&t()), 1, "no second reply before announcing");
    keys(&display, &["Return"]);
    wait_for("the engine's second reply", Duration::from_secs(15), || {
        engine_moves(&t()) == 2
    });

    // Move 3, Bf1-c4 (legal whatever the engine played: nothing of Black's
    // can reach d3 or give check in two moves; a pawn on c4 is taken).
    keys(&display, &["shift+6", "1", "space"]);
    wait_for("f1 lifted", Duration::from_secs(10), || {
        count(&t(), "f1 lifted") == 1
    });
    keys(&display, &["shift+3", "4", "Return"]);
    wait_for("c4 placed", Duration::from_secs(10), || {
        count(&t(), "c4 placed") == 1
    });
    keys(&display, &["Return"]);
    wait_for("the engine's third reply", Duration::from_secs(15), || {
        engine_moves(&t()) == 3
    });

    // Every White move announced (kind move), each followed by the clock.
    let now = t();
    let ours: Vec<&str> = now
        .iter()
        .filter(|(p, k, x)| {
            // "Clock pressed." is a line of the move's utterance.
            p == "normal" && k == "move" && !x.starts_with("Black") && !x.starts_with("Clock")
        })
        .map(|(_, _, x)| x.as_str())
        .collect();
    assert_eq!(ours.len(), 3, "three White moves announced: {now:?}");
    assert!(ours[1].contains("f3") && ours[2].contains("c4"), "{ours:?}");
    assert_eq!(count(&now, "Clock pressed"), 3, "{now:?}");
    // Standard output says the same as the transcript.
    let text = said();
    for (_, _, x) in &now {
        assert!(text.contains(x.as_str()), "{x:?} not on stdout:\n{text}");
    }

    // The default size: every square shows what the game has there
    // (whatever the engine played, it may have taken on c4 or f3), the
    // cursor stays on c4, the whole board is in the window.
    let (moves, board) = saved_game(&home.path().join("data"), 6);
    assert_eq!(
        [&moves[0], &moves[2], &moves[4]],
        ["e2e4", "g1f3", "f1c4"],
        "the saved game has White's moves: {moves:?}"
    );
    let mut want = vec![(
        cursor_band(w, h, "c4"),
        CURSOR.as_str(),
        "the cursor frame on c4",
    )];
    want.extend(corners(w, h));
    expect_pixels(&display, "sf-wide.png", &want);
    expect_board(&display, "sf-wide.png", w, h, &board);

    // Narrow and tall: the whole board still, the pieces where they were.
    let (w2, h2) = (520, 740);
    run(
        &display,
        &[
            "xdotool",
            "windowsize",
            "--sync",
            &wid,
            &w2.to_string(),
            &h2.to_string(),
        ],
    );
    wait_for("the resize", Duration::from_secs(10), || {
        window_size(&display, &wid) == (w2, h2)
    });
    let mut want = vec![(
        cursor_band(w2, h2, "c4"),
        CURSOR.as_str(),
        "the cursor frame on c4",
    )];
    want.extend(corners(w2, h2));
    expect_pixels(&display, "sf-tall.png", &want);
    expect_board(&display, "sf-tall.png", w2, h2, &board);

    keys(&display, &["ctrl+q", "ctrl+q"]);
    let app = reaper.0.last_mut().unwrap();
    wait_for("tactus to quit", Duration::from_secs(10), || {
        app.try_wait().ok().flatten().is_some()
    });
}
