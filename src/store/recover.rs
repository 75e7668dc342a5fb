//! What can be read of a damaged autosave: the starting position, the moves
//! up to the damage, and the players, time control and rules where they
//! are still whole. Read by looking for each field's text, since the file
//! as a whole is not JSON any more (cut short, as by a full disk).

use serde::de::DeserializeOwned;

use crate::event::Player;

/// The parts of a damaged autosave that could be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recovered {
    /// The starting position, when it was not the standard one.
    pub start_fen: Option<String>,
    /// The moves (UCI) whose text is whole, in order, up to the damage.
    /// Whether they are legal is for the rules to say.
    pub moves: Vec<String>,
    /// Who played White and Black, if still readable.
    pub players: Option<[Player; 2]>,
    /// The time control as written, if still readable.
    pub control: Option<String>,
    /// Strict rules, if still readable.
    pub strict: Option<bool>,
}

/// Reads what it can of `bytes`; `None` when no move and no position can be.
pub fn recover(bytes: &[u8]) -> Option<Recovered> {
    let text = String::from_utf8_lossy(bytes);
    let recovered = Recovered {
        start_fen: field::<Option<String>>(&text, "start_fen").flatten(),
        moves: moves(&text),
        players: field(&text, "players"),
        control: field(&text, "control"),
        strict: field(&text, "strict"),
    };
    (!recovered.moves.is_empty() || recovered.start_fen.is_some()).then_some(recovered)
}

/// The value of `"name": …` if its text is whole and reads as `T`.
fn field<T: DeserializeOwned>(text: &str, name: &str) -> Option<T> {
    let value = value_text(text, name)?;
    let end = value_end(value)?;
    serde_json::from_str(&value[..end]).ok()
}

/// The text after `"name":`, from the first character of its value.
fn value_text<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("\"{name}\"");
    let at = text.find(&key)? + key.len();
    let rest = text[at..].trim_start();
    Some(rest.strip_prefix(':')?.trim_start())
}

/// Where the JSON value at the start of `value` ends, if it does.
fn value_end(value: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in value.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => {
                    in_string = false;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '[' | '{' => depth += 1,
            ']' | '}' if depth == 0 => return Some(i),
            ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            ',' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// The whole strings of the `moves` list, up to where it breaks off.
fn moves(text: &str) -> Vec<String> {
    let Some(list) = value_text(text, "moves").and_then(|v| v.strip_prefix('[')) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut rest = list;
    loop {
        rest = rest.trim_start();
        let Some(after_quote) = rest.strip_prefix('"') else {
            break;
        };
        let Some(close) = after_quote.find('"') else {
            break;
        };
        let uci = &after_quote[..close];
        if uci.is_empty() || uci.len() > 5 || !uci.chars().all(|c| c.is_ascii_alphanumeric()) {
            break;
        }
        out.push(uci.to_owned());
        rest = after_quote[close + 1..].trim_start();
        match rest.strip_prefix(',') {
            Some(r) => rest = r,
            None => break,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHOLE: &str = r#"{
  "version": 1,
  "start_fen": null,
  "moves": [
    "e2e4",
    "e7e5",
    "g1f3"
  ],
  "move_clocks": [],
  "control": "15+10",
  "strict": false,
  "players": [
    "Human",
    {
      "Engine": 5
    }
  ]
}"#;

    #[test]
    fn every_field_of_a_whole_file_is_read() {
        let r = recover(WHOLE.as_bytes()).unwrap();
        assert_eq!(r.moves, ["e2e4", "e7e5", "g1f3"]);
        assert_eq!(r.start_fen, None);
        assert_eq!(r.control.as_deref(), Some("15+10"));
        assert_eq!(r.strict, Some(false));
        assert_eq!(
            r.players,
            Some([
                Player::Human,
                Player::Engine(crate::engine::Level::new(5).unwrap())
            ])
        );
    }

    #[test]
    fn a_file_cut_anywhere_gives_the_whole_moves_before_the_cut() {
        for cut in 0..WHOLE.len() {
            let Some(r) = recover(&WHOLE.as_bytes()[..cut]) else {
                continue;
            };
            let all = ["e2e4", "e7e5", "g1f3"];
            let got: Vec<&str> = r.moves.iter().map(String::as_str).collect();
            assert!(all.starts_with(&got), "cut {cut}: {got:?}");
            if cut > WHOLE.find("g1f3").unwrap() + 5 {
                assert_eq!(r.moves.len(), 3, "cut {cut}");
            }
        }
    }

    #[test]
    fn a_start_position_is_kept() {
        let text =
            r#"{"version": 1, "start_fen": "8/8/8/8/8/8/8/K6k w - - 0 1", "moves": ["a1a2", "h1"#;
        let r = recover(text.as_bytes()).unwrap();
        assert_eq!(r.start_fen.as_deref(), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert_eq!(r.moves, ["a1a2"]);
        assert_eq!(r.players, None);
    }

    #[test]
    fn nothing_of_a_game_gives_none() {
        assert_eq!(recover(b""), None);
        assert_eq!(recover(b"\x00\xff garbage"), None);
    }
}
