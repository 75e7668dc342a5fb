//! What a blind player hears through `tactus tty` over a pipe (issue #10,
//! points 9–12): the talking clock says what changes, once; answers are
//! worded for the medium and the player's own pieces; long answers come in
//! pages a braille display can show.

use crate::piped;
use piped::{PEOPLE, count, dirs, feed};

/// Runs `tactus tty --voice text --lang en` with `args`, sends `(line,
/// pause after it in ms)`, closes the input; the lines said.
fn play(args: &[&str], script: &[(&str, u64)]) -> Vec<String> {
    play_in("en", args, script)
}

/// [`play`] in the interface language `lang`.
fn play_in(lang: &str, args: &[&str], script: &[(&str, u64)]) -> Vec<String> {
    let d = dirs();
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", lang])
        .args(args)
        .spawn()
        .unwrap();
    feed(child, script)
}

#[test]
fn a_short_game_counts_down_bare_and_the_flag_falls_once() {
    let out = play(
        // The strict rules: the clock runs from the start (a casual
        // game's waits for the first move).
        &[&PEOPLE[..], &["--time", "25s+0", "--rules", "strict"]].concat(),
        &[("", 27_000)],
    );
    // The control in words, not a bare number.
    assert_eq!(count(&out, "New game, 25 seconds."), 1, "{out:?}");
    // 20 seconds with the moves, 10 seconds without: nothing changed.
    assert_eq!(count(&out, "White: 20 seconds, 0 moves"), 1, "{out:?}");
    assert!(out.iter().any(|l| l == "White: 10 seconds"), "{out:?}");
    assert_eq!(count(&out, "moves"), 1, "{out:?}");
    // The last seconds are bare numbers.
    for n in ["4", "3", "2", "1"] {
        assert_eq!(out.iter().filter(|l| *l == n).count(), 1, "{n}: {out:?}");
    }
    // The flag fall is said once, with the result.
    assert_eq!(count(&out, "flag fell"), 1, "{out:?}");
    assert_eq!(count(&out, "White's flag fell. Black wins."), 1, "{out:?}");
}

#[test]
fn a_requested_reading_is_complete_and_a_control_is_said_in_words() {
    // The strict rules: the clock runs from the start.
    let out = play(
        &[&PEOPLE[..], &["--time", "5+0", "--rules", "strict"]].concat(),
        &[("c", 200)],
    );
    assert_eq!(count(&out, "New game, 5 minutes."), 1, "{out:?}");
    assert!(
        out.iter()
            .any(|l| l.starts_with("White: 4 minutes 5") && l.ends_with(" seconds, 0 moves")),
        "{out:?}"
    );
}

#[test]
fn a_typed_question_about_a_square_is_plain_and_knows_defenders() {
    let out = play(&PEOPLE, &[("c2?", 0), ("e7?", 0), ("f3d3", 0)]);
    let said = |text: &str| out.iter().any(|l| l == text);
    // The terminal has no tactile board: no "raised", no "marked".
    assert!(said("c2, light square, white pawn"), "{out:?}");
    assert!(said("e7, dark square, black pawn"), "{out:?}");
    assert_eq!(count(&out, "raised") + count(&out, "marked"), 0, "{out:?}");
    // One's own pieces defend a piece; the other side's attack it.
    assert!(
        said("Defended by White: d1 white queen. Attacked by Black: nothing."),
        "{out:?}"
    );
    assert!(
        out.iter()
            .any(|l| l.starts_with("Defended by Black: d8 black queen")),
        "{out:?}"
    );
    // A long-form move from an empty square names the square.
    assert!(said("There is no piece on f3"), "{out:?}");
}

#[test]
fn a_game_set_up_in_check_says_so_and_t_says_it_again() {
    let out = play(
        &[&PEOPLE[..], &["--fen", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"]].concat(),
        &[("t", 0)],
    );
    assert_eq!(count(&out, "Black is in check"), 2, "{out:?}");
    let turn = out
        .iter()
        .rposition(|l| l == "Black to move, move 1")
        .unwrap();
    assert_eq!(out[turn + 1], "Black is in check", "{out:?}");
}

const PROMOTING: &str = "4k3/P7/8/8/8/8/8/R3K3 w - - 0 1";

#[test]
fn strict_rules_ask_which_piece_a_promotion_makes() {
    let out = play(
        &[&PEOPLE[..], &["--rules", "strict", "--fen", PROMOTING]].concat(),
        &[("a8", 0), ("knight", 0)],
    );
    let asked = out
        .iter()
        .position(|l| l == "Which piece? Queen, rook, bishop or knight.")
        .unwrap_or_else(|| panic!("{out:?}"));
    assert!(
        out[asked..]
            .iter()
            .any(|l| l.contains("a8 promotes to Knight")),
        "{out:?}"
    );
    assert_eq!(count(&out, "promotes to Queen"), 0, "{out:?}");
}

#[test]
fn casual_players_choose_whether_a_promotion_is_asked() {
    // By default a casual game makes a queen.
    let out = play(&[&PEOPLE[..], &["--fen", PROMOTING]].concat(), &[("a8", 0)]);
    assert_eq!(count(&out, "a8 promotes to Queen"), 1, "{out:?}");
    // Asked for, the question comes, and the answer is in any language.
    let out = play(
        &[&PEOPLE[..], &["--fen", PROMOTING]].concat(),
        &[("set promotion ask", 0), ("a8", 0), ("Turm", 0)],
    );
    assert!(
        out.iter().any(|l| l == "Promotion: ask which piece."),
        "{out:?}"
    );
    assert_eq!(count(&out, "Which piece?"), 1, "{out:?}");
    assert_eq!(count(&out, "a8 promotes to Rook"), 1, "{out:?}");
}

#[test]
fn the_appendix_e_style_announces_moves_in_german_and_says_the_rest_in_the_interface_language() {
    let out = play(
        &PEOPLE,
        &[("set style anna", 0), ("Ra3", 0), ("e4", 0), ("p N", 0)],
    );
    assert_eq!(
        count(
            &out,
            // Appendix D of the Laws in force (E in 2008).
            "Moves are announced in the FIDE words of Appendix D, which are German"
        ),
        1,
        "{out:?}"
    );
    assert!(out.iter().any(|l| l == "White: Eva vier"), "{out:?}");
    assert!(out.iter().any(|l| l == "No rook can reach a3"), "{out:?}");
    assert!(out.iter().any(|l| l == "white knights: b1, g1"), "{out:?}");
    for german in ["Turm", "Springer", "Cesar", "Bella", "Gustav"] {
        assert_eq!(count(&out, german), 0, "{german}: {out:?}");
    }
    // Spanish with the Appendix E style: the board in Spanish, the move in
    // the FIDE words.
    let out = play_in(
        "es",
        &[&PEOPLE[..], &["--style", "anna"]].concat(),
        &[("c3?", 0), ("Nf3", 0)],
    );
    assert!(
        out.iter().any(|l| l.starts_with("c3, casilla oscura")),
        "{out:?}"
    );
    assert!(
        out.iter().any(|l| l == "Blancas: Springer Felix drei"),
        "{out:?}"
    );
    assert_eq!(count(&out, "Cesar drei"), 0, "{out:?}");
}

#[test]
fn long_answers_come_in_lines_a_braille_display_can_show() {
    // Twelve moves each.
    let shuffle = [
        "a3", "a6", "b3", "b6", "c3", "c6", "d3", "d6", "e3", "e6", "f3", "f6", "g3", "g6", "h3",
        "h6", "a4", "a5", "b4", "b5", "c4", "c5", "d4", "d5",
    ];
    let mut script: Vec<(&str, u64)> = shuffle.iter().cycle().take(24).map(|m| (*m, 0)).collect();
    script.extend([
        ("score", 0),
        ("score all", 0),
        ("m", 0),
        (
            "please tell me what is happening on this board right now, thanks",
            0,
        ),
    ]);
    let out = play(&PEOPLE, &script);
    // score: a line saying which, then the last 10 moves, one line each.
    let page = out
        .iter()
        .position(|l| l.starts_with("The last moves, 3 to 12; score all reads every move"))
        .unwrap_or_else(|| panic!("{out:?}"));
    assert_eq!(
        out[page + 1],
        "Move 3, White: c3; Move 3, Black: c6",
        "{out:?}"
    );
    assert_eq!(
        out[page + 10],
        "Move 12, White: d4; Move 12, Black: d5",
        "{out:?}"
    );
    // score all: every move.
    let whole = out
        .iter()
        .position(|l| l == "The game: Move 1, White: a3; Move 1, Black: a6")
        .unwrap_or_else(|| panic!("{out:?}"));
    assert_eq!(
        out[whole + 11],
        "Move 12, White: d4; Move 12, Black: d5",
        "{out:?}"
    );
    // m: one line per piece that can move, not one line for all; the
    // heading once, on the first.
    let first = out
        .iter()
        .position(|l| l.starts_with("Legal moves: "))
        .unwrap_or_else(|| panic!("{out:?}"));
    assert_eq!(count(&out, "Legal moves"), 1, "{out:?}");
    assert!(
        out[first + 1..first + 10]
            .iter()
            .all(|l| !l.is_empty() && !l.contains(':')),
        "{out:?}"
    );
    // A line not understood is said back cut short.
    let echo = out
        .iter()
        .find(|l| l.starts_with("Not understood: "))
        .unwrap_or_else(|| panic!("{out:?}"));
    assert!(
        echo.chars().count() <= "Not understood: ".len() + 40,
        "{echo}"
    );
    assert!(echo.ends_with('…'), "{echo}");
    for line in &out {
        assert!(line.chars().count() <= 100, "too long for a line: {line}");
    }
}

#[test]
fn bare_p_lists_every_piece_yours_first_and_m_says_its_heading_once() {
    let out = play(
        &[
            "--white",
            "engine:1",
            "--black",
            "human",
            "--fen",
            "4k3/8/8/8/8/8/4P3/4K2R b K - 0 1",
        ],
        &[("p", 0), ("m", 0), ("help sq", 0)],
    );
    let said = |text: &str| out.iter().position(|l| l == text);
    // Black is the player's side: his pieces first, then White's.
    let own = said("black king: e8").unwrap_or_else(|| panic!("{out:?}"));
    assert_eq!(said("white king: e1"), Some(own + 1), "{out:?}");
    assert_eq!(said("white rook: h1"), Some(own + 2), "{out:?}");
    assert_eq!(said("white pawn: e2"), Some(own + 3), "{out:?}");
    assert!(
        !out.iter().any(|l| l.starts_with("Cannot read p")),
        "{out:?}"
    );
    // The black king alone can move: one line, with its heading.
    assert_eq!(count(&out, "Legal moves: "), 1, "{out:?}");
    // The tactile board's words are explained in the help, once.
    let help = out
        .iter()
        .find(|l| l.starts_with("e4? or sq e4"))
        .unwrap_or_else(|| panic!("{out:?}"));
    assert!(help.contains("black pieces marked"), "{help}");
    assert_eq!(help.matches("marked").count(), 1, "{help}");
}

#[test]
fn m_on_a_piece_of_the_side_not_to_move_says_whose_move_it_is() {
    for (lang, turn, none) in [
        ("en", "It is White's move", "No legal moves"),
        ("de", "Weiß ist am Zug", "Keine legalen Züge"),
    ] {
        let out = play_in(lang, &PEOPLE, &[("m g8", 300), ("m g1", 300)]);
        let at = out
            .iter()
            .position(|l| l.contains(turn))
            .unwrap_or_else(|| panic!("{lang}: {out:?}"));
        assert!(!out.iter().any(|l| l.contains(none)), "{lang}: {out:?}");
        // White's own knight still has its moves named, after the refusal.
        assert!(
            out.iter().skip(at).any(|l| l.contains("f3")),
            "{lang}: {out:?}"
        );
    }
}
