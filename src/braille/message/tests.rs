use super::*;

/// Cells of `text`: a blank for a space, a cell of its own for any other
/// letter (two messages of different words are different cells).
fn cells(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| if c == ' ' { 0 } else { (c as u8 & 0x3f).max(1) })
        .collect()
}

fn named(words: &str, san: &str) -> Named {
    Named {
        words: words.to_owned(),
        san: san.parse().unwrap(),
    }
}

/// The parts one after the other, a blank cell between two.
fn blank_between(parts: &[Vec<u8>]) -> Vec<u8> {
    parts.join(&0)
}

/// The chess code's cells of a move, as the score writes it.
fn code(san: &str, lang: Lang) -> Vec<u8> {
    move_cells(&san.parse().unwrap(), lang)
        .into_iter()
        .map(|c| c.bits())
        .collect()
}

#[test]
fn a_move_in_a_line_is_in_the_chess_code_its_words_around_it_literary() {
    // Prose marked as a cell of 1 per letter, to tell it from the code.
    let line = line_cells(
        "Black: Knight f6, check",
        &[named("Knight f6, check", "Nf6+")],
        Lang::En,
        cells,
    );
    assert_eq!(
        line,
        blank_between(&[cells("Black:"), code("Nf6+", Lang::En)])
    );
    // S (the knight, 2-3-4), check (4-5), f, lower 6 (2-3-5).
    assert_eq!(code("Nf6+", Lang::En), [0x0E, 0x18, 0x0B, 0x16]);
    // German letters in the German code: Springer S, Dame D.
    let line = line_cells("Weiß: Dame h5", &[named("Dame h5", "Qh5")], Lang::De, cells);
    assert_eq!(line[6..], code("Qh5", Lang::De)[..]);
    // Words after a move, two moves in one line.
    let line = line_cells(
        "e4 and e5 are played",
        &[named("e4", "e4"), named("e5", "e5")],
        Lang::En,
        cells,
    );
    let want = blank_between(&[
        code("e4", Lang::En),
        cells("and"),
        code("e5", Lang::En),
        cells("are played"),
    ]);
    assert_eq!(line, want);
    // A semicolon or comma right after a move (lower cells, as the
    // square's digit is) is set off by a blank.
    let line = line_cells(
        "White: f3; Black: e5.",
        &[named("f3", "f3"), named("e5", "e5")],
        Lang::En,
        cells,
    );
    let want = blank_between(&[
        cells("White:"),
        code("f3", Lang::En),
        cells("; Black:"),
        code("e5", Lang::En),
        cells("."),
    ]);
    assert_eq!(line, want);
}

/// The cells of the line tactus says for `notice`, in English.
fn notice_cells(notice: crate::event::Notice) -> Vec<u8> {
    use crate::{event::Event, notation::Style, speech::phrase::Phrases};
    let said = Phrases::new(Style::Spoken, Lang::En, false)
        .utterance(&Event::Notice(notice), Some(shakmaty::Color::White));
    line_cells(&said.text, &said.moves, Lang::En, cells)
}

#[test]
fn the_moves_of_a_hint_a_question_and_the_score_are_in_the_chess_code() {
    use crate::event::Notice;
    use shakmaty::{Chess, Move, Position, Role, Square};
    let start = Chess::default();
    let nf3 = Move::Normal {
        role: Role::Knight,
        from: Square::G1,
        capture: None,
        to: Square::F3,
        promotion: None,
    };
    let holds = |line: &[u8], code: &[u8]| line.windows(code.len()).any(|w| w == code);
    // "Hint: Knight g1 to f3": the display shows Nf3 in the code.
    let hint = notice_cells(Notice::HintMove {
        before: start.clone(),
        mv: nf3,
    });
    assert!(holds(&hint, &code("Nf3", Lang::En)), "{hint:?}");
    let confirm = notice_cells(Notice::ConfirmMove {
        before: start.clone(),
        mv: nf3,
    });
    assert!(holds(&confirm, &code("Nf3", Lang::En)), "{confirm:?}");
    // The last moves, each in the code.
    let after = start.clone().play(nf3).unwrap();
    let e5 = after
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == Square::E5)
        .unwrap();
    let last = notice_cells(Notice::Moves {
        all: false,
        entries: vec![(start.clone(), nf3), (after, e5)],
    });
    assert!(holds(&last, &code("Nf3", Lang::En)), "{last:?}");
    assert!(holds(&last, &code("e5", Lang::En)), "{last:?}");
    // The legal moves of the knight on g1.
    let moves: Vec<Move> = start
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(Square::G1))
        .collect();
    let legal = notice_cells(Notice::LegalMoves {
        before: start,
        moves,
        more: false,
    });
    assert!(holds(&legal, &code("Nf3", Lang::En)), "{legal:?}");
    assert!(holds(&legal, &code("Nh3", Lang::En)), "{legal:?}");
}

#[test]
fn a_line_without_its_move_words_stays_in_words() {
    let line = line_cells("Draw offered", &[named("e4", "e4")], Lang::En, cells);
    assert_eq!(line, cells("Draw offered"));
    let line = line_cells("", &[named("", "e4")], Lang::En, cells);
    assert!(line.is_empty());
}

#[test]
fn a_long_message_is_cut_between_words() {
    let message = cells("White: Knight f3, check");
    assert_eq!(windows(&message, 40), vec![Range { start: 0, end: 23 }]);
    // "White: Knight " | "f3, check"
    assert_eq!(windows(&message, 14), [0..13, 14..23]);
    // A word longer than the display is cut where it must be.
    assert_eq!(windows(&cells("abcdefgh"), 3), [0..3, 3..6, 6..8]);
    assert_eq!(windows(&cells("   "), 3), Vec::<Range<usize>>::new());
    // A display of no cells is taken as one cell, never a panic.
    assert_eq!(windows(&cells("ab"), 0), [0..1, 1..2]);
}

#[test]
fn a_message_shows_for_its_time_then_the_board_comes_back() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    assert_eq!(m.current(t), None);
    m.push(cells("Black e5"), t);
    let shown = m.current(t).unwrap();
    assert_eq!(shown.len(), 10);
    assert_eq!(&shown[..5], &cells("Black")[..]);
    assert_eq!(m.due_in(t), Some(hold(8)));
    assert!(m.current(t + hold(8) - Duration::from_millis(1)).is_some());
    assert_eq!(m.current(t + hold(8)), None);
}

#[test]
fn each_window_of_a_long_message_shows_in_turn_and_panning_goes_at_once() {
    let t = Instant::now();
    let mut m = Messages::new(6);
    m.push(cells("aaaaa bbbbb ccc"), t);
    assert_eq!(m.current(t).unwrap(), cells("aaaaa "));
    // The first window's time over: the second.
    let t2 = t + hold(5);
    assert_eq!(m.current(t2).unwrap(), cells("bbbbb "));
    // Panning right: the third at once, then the board.
    assert!(m.forward(t2));
    assert_eq!(m.current(t2).unwrap(), cells("ccc   "));
    assert!(m.forward(t2));
    assert_eq!(m.current(t2), None);
    assert!(!m.forward(t2));
}

#[test]
fn on_several_rows_each_row_is_cut_between_words() {
    let t = Instant::now();
    let mut m = Messages::with_rows(6, 2);
    m.push(cells("aaa bbbb cc dddd"), t);
    // "aaa " | "bbbb cc" would cut "bbbb" across the rows: each row is
    // its own line, the window two of them.
    let first = m.current(t).unwrap();
    assert_eq!(first.len(), 12);
    assert_eq!(first, [cells("aaa   "), cells("bbbb  ")].concat());
    assert_eq!(m.due_in(t), Some(hold(3 + 4)));
    assert!(m.forward(t));
    assert_eq!(
        m.current(t).unwrap(),
        [cells("cc    "), cells("dddd  ")].concat()
    );
    // A window of one row of two fills the second with blanks.
    m.push(cells("e"), t);
    assert_eq!(m.current(t).unwrap(), cells("e           "));
}

#[test]
fn a_new_message_replaces_the_shown_one_and_none_is_lost() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    m.push(cells("one"), t);
    m.push(cells("two"), t);
    assert_eq!(m.current(t).unwrap()[..3], cells("two")[..]);
    m.dismiss();
    assert_eq!(m.current(t), None);
    // Back with the board shown: the last message, then the one before.
    assert!(m.back(t));
    assert_eq!(m.current(t).unwrap()[..3], cells("two")[..]);
    assert!(m.back(t));
    assert_eq!(m.current(t).unwrap()[..3], cells("one")[..]);
    assert!(!m.back(t));
    // Blank messages are not shown, and only KEPT are kept.
    m.dismiss();
    m.push(vec![0, 0], t);
    assert_eq!(m.current(t), None);
    for _ in 0..KEPT + 5 {
        m.push(cells("x"), t);
    }
    assert_eq!(m.kept.len(), KEPT);
}

/// The first cells of what the display shows at `t`, `n` of them.
fn first(m: &mut Messages, t: Instant, n: usize) -> Option<Vec<u8>> {
    m.current(t).map(|w| w[..n].to_vec())
}

#[test]
fn each_sentence_starts_a_window_of_its_own() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    m.push_sentences(vec![cells("aa"), cells("bb b")], Arrival::Answer, t);
    // Not "aa bb b": the second sentence waits for its own window.
    assert_eq!(m.current(t).unwrap(), cells("aa        "));
    assert!(m.forward(t));
    assert_eq!(m.current(t).unwrap(), cells("bb b      "));
    assert!(m.forward(t));
    assert_eq!(m.current(t), None);
    // On two rows, each sentence a row of the window.
    let mut m = Messages::with_rows(6, 2);
    m.push_sentences(vec![cells("aaa"), vec![], cells("bb")], Arrival::Answer, t);
    assert_eq!(
        m.current(t).unwrap(),
        [cells("aaa   "), cells("bb    ")].concat()
    );
    // Sentences all blank make no message.
    m.dismiss();
    m.push_sentences(vec![vec![0, 0], vec![]], Arrival::Answer, t);
    assert_eq!(m.current(t), None);
}

#[test]
fn a_long_answer_is_never_cut_and_is_read_to_its_end_by_panning() {
    let t = Instant::now();
    let mut m = Messages::new(40);
    // Thirty sentences of thirty cells or so: a long `score`.
    let lines: Vec<Vec<u8>> = (0..30)
        .map(|n| {
            let mut line = cells("Move xx white yyyy black zzzz");
            line[5] = n + 2;
            line
        })
        .collect();
    m.push_sentences(lines.clone(), Arrival::Answer, t);
    let mut read = Vec::new();
    while let Some(window) = m.current(t) {
        read.push(window[..lines[0].len()].to_vec());
        assert!(m.forward(t));
    }
    assert_eq!(read, lines);
}

#[test]
fn what_comes_of_itself_waits_behind_the_message_read() {
    let t = Instant::now();
    let later = t + Duration::from_millis(300);
    let mut m = Messages::new(10);
    // The player's own move, then the opponent's reply.
    m.push(cells("e4"), t);
    m.push_sentences(vec![cells("Black e5")], Arrival::News, later);
    assert_eq!(first(&mut m, later, 2), Some(cells("e4")));
    assert_eq!(
        first(&mut m, t + hold(2) - Duration::from_millis(1), 2),
        Some(cells("e4"))
    );
    // The answer's time over: the reply, for its own time.
    let then = t + hold(2);
    assert_eq!(first(&mut m, then, 8), Some(cells("Black e5")));
    assert_eq!(m.due_in(then), Some(hold(8)));
    // Panning left: the player's move again.
    assert!(m.back(then));
    assert_eq!(first(&mut m, then, 2), Some(cells("e4")));
    assert_eq!(m.current(then + hold(2)), None);
}

#[test]
fn panning_past_the_end_reads_on_into_what_waits() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    m.push(cells("e4"), t);
    assert_eq!(first(&mut m, t, 2), Some(cells("e4")));
    m.push_sentences(vec![cells("Black e5")], Arrival::News, t);
    m.push_sentences(vec![cells("Clock 4:00")], Arrival::News, t);
    assert!(m.forward(t));
    assert_eq!(first(&mut m, t, 8), Some(cells("Black e5")));
    assert!(m.forward(t));
    assert_eq!(first(&mut m, t, 10), Some(cells("Clock 4:00")));
    assert!(m.forward(t));
    assert_eq!(m.current(t), None);
    // Over the board, what comes of itself shows at once.
    m.push_sentences(vec![cells("Black Nf6")], Arrival::News, t);
    assert_eq!(first(&mut m, t, 9), Some(cells("Black Nf6")));
}

#[test]
fn an_urgent_message_shows_at_once_what_waits_follows_it() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    m.push(cells("g4"), t);
    assert_eq!(first(&mut m, t, 2), Some(cells("g4")));
    m.push_sentences(vec![cells("clock")], Arrival::News, t);
    // Urgent, of its own accord: at once.
    m.push_sentences(vec![cells("mate")], Arrival::Urgent, t);
    assert_eq!(first(&mut m, t, 4), Some(cells("mate")));
    // Its time over, what waited, then the board.
    let then = t + hold(4);
    assert_eq!(first(&mut m, then, 5), Some(cells("clock")));
    let later = then + hold(5);
    assert_eq!(m.current(later), None);
    // Panning left from the board: the last message that came, then
    // the ones before it, in the order they came.
    assert!(m.back(later));
    assert_eq!(first(&mut m, later, 4), Some(cells("mate")));
    assert!(m.back(later));
    assert_eq!(first(&mut m, later, 5), Some(cells("clock")));
    assert!(m.back(later));
    assert_eq!(first(&mut m, later, 2), Some(cells("g4")));
}

#[test]
fn the_player_acting_again_passes_over_what_waited() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    m.push(cells("Nf3"), t);
    assert_eq!(first(&mut m, t, 3), Some(cells("Nf3")));
    m.push_sentences(vec![cells("Black d6")], Arrival::News, t);
    // The next move typed before the reply was read: its answer at
    // once, and after it the board, not the stale reply.
    m.push(cells("Nc3"), t);
    assert_eq!(first(&mut m, t, 3), Some(cells("Nc3")));
    assert_eq!(m.current(t + hold(3)), None);
    // The reply is a pan back.
    assert!(m.back(t + hold(3)));
    assert!(m.back(t + hold(3)));
    assert_eq!(first(&mut m, t + hold(3), 8), Some(cells("Black d6")));
}

#[test]
fn a_key_brings_the_board_and_passes_over_what_waits() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    m.push(cells("e4"), t);
    m.push_sentences(vec![cells("Black e5")], Arrival::News, t);
    m.dismiss();
    assert_eq!(m.current(t), None);
    assert_eq!(m.current(t + hold(20)), None);
    // Still a pan back.
    assert!(m.back(t));
    assert_eq!(first(&mut m, t, 8), Some(cells("Black e5")));
}

#[test]
fn many_messages_waiting_keep_the_last_ones_without_a_panic() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    m.push(cells("first"), t);
    for _ in 0..KEPT + 5 {
        m.push_sentences(vec![cells("news")], Arrival::News, t);
    }
    assert_eq!(m.kept.len(), KEPT);
    assert_eq!(first(&mut m, t, 4), Some(cells("news")));
}

#[test]
fn the_same_message_again_blinks_before_it_shows() {
    let t = Instant::now();
    let mut m = Messages::new(10);
    m.push(cells("Illegal"), t);
    assert_eq!(first(&mut m, t, 7), Some(cells("Illegal")));
    // The same again: blank for a moment, then the message.
    let again = t + Duration::from_millis(500);
    m.push(cells("Illegal"), again);
    assert_eq!(m.current(again), Some(vec![0; 10]));
    assert_eq!(first(&mut m, again + BLINK, 7), Some(cells("Illegal")));
    // Another message does not blink.
    m.push(cells("Check"), again + BLINK);
    assert_eq!(first(&mut m, again + BLINK, 5), Some(cells("Check")));
}

#[test]
fn a_long_path_fills_the_window_before_it_and_leaves_no_stray_piece() {
    // "saved as" then a path of 45 cells and a full stop: "as" is not
    // alone in a window, and the full stop is not alone either.
    let text = format!("saved as {}.", "p".repeat(45));
    let message = cells(&text);
    let got = windows(&message, 40);
    assert_eq!(got[0], 0..40, "{got:?}");
    for range in &got {
        let shown = message[range.clone()].iter().filter(|&&c| c != 0).count();
        assert!(shown >= LEAST_PIECE, "{got:?}");
    }
    assert_eq!(got.last().unwrap().end, message.len());
}
