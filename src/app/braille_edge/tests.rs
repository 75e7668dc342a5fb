use super::cells::literary;
use super::*;
use crate::braille::brlapi::Call;
use crate::speech::Priority;

#[test]
fn a_line_being_typed_shows_its_end_and_the_cursor() {
    // N: dots 1-3-4-5 and 7; f: 1-2-4; 3: 2-5.
    assert_eq!(typed_cells("Nf3", 6), [0x5D, 0x0B, 0x12, CURSOR, 0, 0]);
    // Longer than the display: its end, the cursor in the last cell.
    assert_eq!(typed_cells("Nf3", 3), [0x0B, 0x12, CURSOR]);
    assert_eq!(typed_cells("", 2), [CURSOR, 0]);
    // A display of one cell shows the cursor; of none, one cell.
    assert_eq!(typed_cells("e4", 1), [CURSOR]);
    assert_eq!(typed_cells("e4", 0), [CURSOR]);
}

#[test]
fn an_answer_shows_at_once_news_waits_unless_urgent() {
    let line = |priority, news| SaidLine {
        text: "x".into(),
        moves: Vec::new(),
        priority,
        news,
        clock_mark: false,
    };
    let answer = line(Priority::Normal, false);
    let reply = line(Priority::Next, true);
    let mate = line(Priority::Now, true);
    assert_eq!(arrival(std::slice::from_ref(&answer)), Arrival::Answer);
    // A refusal is urgent, and the answer to the player all the same.
    assert_eq!(arrival(&[line(Priority::Now, false)]), Arrival::Answer);
    assert_eq!(arrival(std::slice::from_ref(&reply)), Arrival::News);
    assert_eq!(arrival(&[reply.clone(), mate]), Arrival::Urgent);
    assert_eq!(arrival(&[reply, answer]), Arrival::Answer);
}

#[test]
fn each_line_said_is_a_sentence_of_its_own() {
    let said = [
        SaidLine::answer("White: 5:00".into(), Vec::new()),
        SaidLine::answer(" ".into(), Vec::new()),
        SaidLine::answer("Black: 5:00".into(), Vec::new()),
    ];
    let sentences = sentences(&said, Lang::En);
    assert_eq!(sentences.len(), 2);
    assert_eq!(sentences[0], literary("White: 5:00", Lang::En));
    assert_eq!(sentences[1], literary("Black: 5:00", Lang::En));
}

#[test]
fn why_no_display_is_worded_in_every_language_each_in_its_own_words() {
    let whys = [
        DisplayError::Missing("libbrlapi.so.0.8: not found".into()),
        DisplayError::Call(Call::Connect, "Connection refused".into()),
        DisplayError::Call(Call::Size, "x".into()),
        DisplayError::Call(Call::Take, "x".into()),
        DisplayError::Call(Call::Write, "x".into()),
        DisplayError::Call(Call::ReadKey, "x".into()),
    ];
    for lang in Lang::ALL {
        let mut seen = std::collections::HashSet::new();
        for why in &whys {
            let said = News::Missing(why.clone()).words(lang, "braille-display-on");
            assert!(!said.contains("braille-"), "{lang}: {said}");
            assert!(
                seen.insert(said.clone()),
                "{lang}: {why:?} worded as another"
            );
            if let DisplayError::Call(Call::Connect, _) = why {
                assert!(said.contains("BRLTTY") && said.contains("Connection refused"));
            }
        }
    }
    let german = News::Missing(whys[1].clone()).words(Lang::De, "braille-display-on");
    assert!(
        german.starts_with("Keine Braillezeile: BRLTTY antwortet nicht"),
        "{german}"
    );
    assert!(!german.contains("cannot"), "{german}");
}
