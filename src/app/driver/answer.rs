//! The utterances of one answer: the lines of one step said one after
//! the other, none cutting off the one before.

/// The utterances of one step with the navigation answers that follow one
/// another made one utterance of several lines: each would otherwise cut
/// off the one before, as navigation feedback does.
pub(super) fn one_answer(
    utterances: Vec<crate::speech::Utterance>,
) -> Vec<crate::speech::Utterance> {
    use crate::speech::Priority;
    let mut joined: Vec<crate::speech::Utterance> = Vec::with_capacity(utterances.len());
    for utterance in utterances {
        match joined.last_mut() {
            Some(last)
                if last.priority == Priority::Normal
                    && utterance.priority == Priority::Normal
                    && !last.text.trim().is_empty()
                    && !utterance.text.trim().is_empty() =>
            {
                last.text.push('\n');
                last.text.push_str(&utterance.text);
            }
            _ => joined.push(utterance),
        }
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::one_answer;
    use crate::speech::{Kind, Priority, Utterance};

    fn said(priority: Priority, text: &str) -> Utterance {
        Utterance {
            priority,
            kind: Kind::Info,
            text: text.to_owned(),
            moves: Vec::new(),
        }
    }

    #[test]
    fn the_lines_of_one_answer_are_one_utterance_said_line_by_line() {
        let joined = one_answer(vec![
            said(Priority::Normal, "White: 5:00"),
            said(Priority::Normal, "Black: 5:00"),
        ]);
        assert_eq!(joined, [said(Priority::Normal, "White: 5:00\nBlack: 5:00")]);
    }

    #[test]
    fn other_priorities_stay_utterances_of_their_own() {
        let step = vec![
            said(Priority::Next, "Black: e5"),
            said(Priority::Normal, "White to move"),
            said(Priority::Now, "Checkmate"),
            said(Priority::Normal, ""),
            said(Priority::Normal, "e4"),
        ];
        assert_eq!(one_answer(step.clone()), step);
    }
}
