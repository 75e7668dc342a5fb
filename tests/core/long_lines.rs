//! A line of a megabyte, typed or sent by an engine, is answered (with an
//! error or a reading) and not a hang: every parser that reads a line from
//! outside works through it in time that grows with its length, not faster.
//! The figures (1 MB against 2 MB) come from `cargo bench --bench long_lines`,
//! and from running this test at two lengths (see [`len`]).

use shakmaty::Chess;
use tactus::engine::protocol::{EngineLine, parse_line as engine_line};
use tactus::input::{Action, Typed, parse_line};
use tactus::notation::parse::{ParseError, parse_move};

const MB: usize = 1 << 20;

/// The length of the lines: 1 MB, or `TACTUS_LONG_LINE_MB` megabytes, to
/// compare the work at two lengths (the CPU time of this test binary, or
/// `valgrind --tool=callgrind` on it, with 1 and with 2).
fn len() -> usize {
    std::env::var("TACTUS_LONG_LINE_MB")
        .ok()
        .and_then(|mb| mb.parse::<usize>().ok())
        .map_or(MB, |mb| mb * MB)
}

/// `unit` repeated to `len` bytes (cut at a character boundary).
fn repeated(unit: &str, len: usize) -> String {
    let mut text = unit.repeat(len / unit.len() + 1);
    let mut end = len;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text.truncate(end);
    text
}

/// Typed lines of many shapes: words the move parser knows (with one and
/// with several readings each), noise words, unknown words, one long word,
/// command words with long arguments.
fn typed_lines() -> Vec<String> {
    let mut lines: Vec<String> = [
        "e4 ",
        "b ",
        "Nf3 ",
        "springer felix drei ",
        "caballo alfa uno a ",
        "Eva schlägt ",
        "check ",
        "banana ",
        "x",
        "ä",
        "O-",
        "1. ",
    ]
    .iter()
    .map(|unit| repeated(unit, len()))
    .collect();
    for command in ["set style ", "clock ", "claim ", "load ", "p "] {
        lines.push(format!("{command}{}", repeated("a", len())));
    }
    lines
}

#[test]
fn a_typed_line_of_a_megabyte_is_read_as_a_command_or_refused_as_a_move() {
    let pos = Chess::default();
    for line in typed_lines() {
        let shown = &line[..16];
        match parse_line(&line) {
            Typed::Act(Action::TypedMove(text)) => assert_eq!(text, line.trim(), "{shown}…"),
            Typed::Act(Action::Command(_)) | Typed::Load(..) => {
                assert!(line.split_whitespace().nth(1).is_some(), "{shown}…")
            }
            other => panic!("{shown}…: {other:?}"),
        }
        let answer = parse_move(&pos, &line);
        assert!(
            matches!(answer, Err(ParseError::NotUnderstood(_))),
            "{shown}…: {answer:?}"
        );
    }
}

/// What a long engine line must read as.
type Expected = fn(&EngineLine) -> bool;

#[test]
fn an_engine_line_of_a_megabyte_is_read() {
    let cases: Vec<(String, Expected)> = vec![
        (
            format!("info {}", repeated("depth 7 score cp 12 nodes 5 ", len())),
            |l| matches!(l, EngineLine::Info(i) if i.depth == Some(7)),
        ),
        (format!("info string {}", repeated("x ", len())), |l| {
            matches!(l, EngineLine::Info(_))
        }),
        (
            format!(
                "option name {} type spin default 1",
                repeated("Hash ", len())
            ),
            |l| matches!(l, EngineLine::Option(o) if o.name.len() > MB - 8),
        ),
        (
            format!(
                "option name Style type combo {}",
                repeated("var Solid ", len())
            ),
            |l| matches!(l, EngineLine::Option(_)),
        ),
        (
            format!("id name {}", repeated("Fish ", len())),
            |l| matches!(l, EngineLine::IdName(n) if n.len() > MB - 8),
        ),
        (format!("bestmove {}", repeated("e", len())), |l| {
            matches!(l, EngineLine::UnreadableBestMove(_))
        }),
        (
            format!("bestmove e2e4 ponder {}", repeated("e7e5 ", len())),
            |l| matches!(l, EngineLine::BestMove { best: Some(_), .. }),
        ),
        (repeated(" ", len()), |l| matches!(l, EngineLine::Other)),
        (repeated("uciok", len()), |l| matches!(l, EngineLine::Other)),
    ];
    for (line, expected) in cases {
        let read = engine_line(&line);
        assert!(expected(&read), "{}…", &line[..24]);
    }
}
