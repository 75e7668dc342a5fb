//! Words broken into lines that fit a width: at spaces, a word wider than
//! the width alone broken with a hyphen, a path or file name shortened in
//! its middle; never a word cut at the edge.

use ab_glyph::FontRef;

use super::super::text::width;

/// `said` in lines no wider than `room` at `size`: broken at spaces; a
/// word wider than the room is broken with a hyphen at the end of each
/// part ("Königsbauern-", "spiel"), a path (a word with a `/`) shortened
/// to its start, an ellipsis and its end instead.
pub(crate) fn wrap(font: &FontRef<'_>, said: &str, size: f32, room: f32) -> Vec<String> {
    let fits = |s: &str| width(font, s, size) <= room;
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in said.split_whitespace() {
        let trial = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if fits(&trial) {
            line = trial;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if fits(word) {
            line = word.to_owned();
        } else if word.contains('/') {
            line = shorten(word, &fits);
        } else {
            let mut parts = hyphenate(word, &fits);
            line = parts.pop().unwrap_or_default();
            lines.extend(parts);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Of the things said (each in its lines, the newest last), the newest
/// that fit whole in `room` lines, in order; when the newest alone does
/// not fit, its first `room` lines.
pub(crate) fn newest_whole(said: &[Vec<String>], room: usize) -> Vec<String> {
    let mut shown: Vec<String> = Vec::new();
    for lines in said.iter().rev() {
        if shown.len() + lines.len() > room {
            if shown.is_empty() {
                shown = lines[..room.min(lines.len())].to_vec();
            }
            break;
        }
        shown.splice(0..0, lines.iter().cloned());
    }
    shown
}

/// `line` with an ellipsis at its end, its last words giving way until it
/// fits in `room` at `size`.
pub(crate) fn ellipsis(font: &FontRef<'_>, line: &str, size: f32, room: f32) -> String {
    let mut words: Vec<&str> = line.split(' ').collect();
    while !words.is_empty() {
        let s = format!("{}…", words.join(" "));
        if width(font, &s, size) <= room {
            return s;
        }
        words.pop();
    }
    "…".to_owned()
}

/// `word` in parts that fit, each but the last ending in a hyphen; at
/// least one character a part.
fn hyphenate(word: &str, fits: &impl Fn(&str) -> bool) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let mut parts = Vec::new();
    let mut start = 0;
    while start < chars.len() {
        let rest: String = chars[start..].iter().collect();
        if fits(&rest) {
            parts.push(rest);
            break;
        }
        let mut end = start + 1;
        while end + 1 < chars.len() {
            let part: String = chars[start..end + 1].iter().chain(['-'].iter()).collect();
            if !fits(&part) {
                break;
            }
            end += 1;
        }
        // No part of one or two letters alone on the next line.
        if chars.len() - end < 3 && end - start > 3 {
            end = chars.len() - 3;
        }
        end = syllable_before(&chars, start, end);
        parts.push(chars[start..end].iter().chain(['-'].iter()).collect());
        start = end;
    }
    parts
}

/// Where a part of `chars` from `start`, at most to `end`, had best end:
/// before the last syllable that begins in its second half (a consonant,
/// with the "ch", "ck" or "sch" it ends, before a vowel: "Nachspie-len",
/// "Ma-chen"), else at `end`.
fn syllable_before(chars: &[char], start: usize, end: usize) -> usize {
    let vowel = |c: char| "aeiouyäöüAEIOUYÄÖÜ".contains(c);
    let consonant = |c: char| c.is_alphabetic() && !vowel(c);
    let begins = |i: usize| {
        let mut i = i;
        if matches!(chars[i], 'h' | 'k') && i > 0 && chars[i - 1] == 'c' {
            i -= 1;
            if i > 0 && chars[i - 1] == 's' {
                i -= 1;
            }
        }
        i
    };
    let half = start + (end - start) / 2 + 1;
    (half..=end)
        .rev()
        .filter(|&i| i + 2 < chars.len() && consonant(chars[i]) && vowel(chars[i + 1]))
        .map(begins)
        .find(|&i| i >= half)
        .unwrap_or(end)
}

/// A path that does not fit, as its first and last characters around an
/// ellipsis, as many as fit; the end (the file's name) kept longer.
fn shorten(word: &str, fits: &impl Fn(&str) -> bool) -> String {
    let chars: Vec<char> = word.chars().collect();
    let mut best = "…".to_owned();
    for keep in 1..chars.len() {
        let head = keep / 5;
        let tail = keep - head;
        let s: String = chars[..head]
            .iter()
            .chain(['…'].iter())
            .chain(chars[chars.len() - tail..].iter())
            .collect();
        if !fits(&s) {
            break;
        }
        best = s;
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::window::text::font;

    #[test]
    fn the_oldest_things_said_give_way_whole() {
        let said = |s: &[&[&str]]| -> Vec<Vec<String>> {
            s.iter()
                .map(|l| l.iter().map(|w| w.to_string()).collect())
                .collect()
        };
        let three = said(&[
            &["Zoom 200", "Prozent."],
            &["Weiß: e4"],
            &["Eröffnung:", "Königs-", "bauernspiel."],
        ]);
        assert_eq!(
            newest_whole(&three, 5),
            ["Weiß: e4", "Eröffnung:", "Königs-", "bauernspiel."]
        );
        assert_eq!(newest_whole(&three, 2), ["Eröffnung:", "Königs-"]);
        assert_eq!(newest_whole(&three, 6).len(), 6);
    }

    #[test]
    fn words_break_at_spaces_long_ones_with_a_hyphen_and_paths_in_the_middle() {
        let font = font().unwrap();
        let room = width(&font, "Königsbauern", 20.0);
        let lines = wrap(&font, "Das Königsbauernspiel ist eröffnet", 20.0, room);
        assert!(
            lines.iter().all(|l| width(&font, l, 20.0) <= room),
            "{lines:?}"
        );
        assert_eq!(
            lines.concat().replace(['-', ' '], ""),
            "DasKönigsbauernspielisteröffnet"
        );
        assert!(lines[1].ends_with('-'), "{lines:?}");
        let path = wrap(
            &font,
            "/home/anna/schach/partien/2026-12-07-turnier.pgn",
            20.0,
            room * 1.5,
        );
        assert_eq!(path.len(), 1, "{path:?}");
        assert!(
            path[0].contains('…') && path[0].ends_with(".pgn"),
            "{path:?}"
        );
    }

    #[test]
    fn a_long_word_breaks_where_a_syllable_begins() {
        // The review banner at the largest zoom: "Nachspiel-" fits, but
        // "Nachspie-len" reads.
        let font = font().unwrap();
        let room = width(&font, "Nachspiel-", 40.0);
        let lines = wrap(&font, "Nachspielen: Zug 8 von 9", 40.0, room);
        assert_eq!(lines[0], "Nachspie-", "{lines:?}");
        assert!(lines[1].starts_with("len:"), "{lines:?}");
        // "ch" stays whole; a break at a word's seam is kept.
        let room = width(&font, "Mach-", 40.0);
        assert_eq!(wrap(&font, "Machen", 40.0, room)[0], "Ma-");
        let room = width(&font, "Königsbauern-", 40.0);
        let lines = wrap(&font, "Königsbauernspiel", 40.0, room);
        assert_eq!(lines[0], "Königsbauern-", "{lines:?}");
    }
}
