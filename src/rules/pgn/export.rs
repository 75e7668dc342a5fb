//! Writing a scoresheet as PGN.

use std::fmt::Write as _;

use crate::rules::scoresheet::Scoresheet;

use super::format_clock;

/// The longest line of movetext written.
const WIDTH: usize = 80;

/// Writes the scoresheet as one PGN game, ending with a newline.
///
/// The tags come in this order: `Event`, `Site`, `Date`, `Round`, `White`,
/// `Black`, `Result`, then `UTCDate`, `UTCTime`, `ECO`, `Opening`,
/// `TimeControl`, `Termination` and tactus's own
/// `Laws` (the edition of the Laws, `FIDE 2023` or `FIDE 2008`) when known, then
/// `SetUp "1"` and `FEN` when the game started from another position. After
/// a blank line comes the movetext: move numbers (`12.` before White's
/// move; `12...` before Black's when it opens the movetext or follows a
/// comment), each move followed by `{ [%clk h:mm:ss] [%emt h:mm:ss] }` when
/// its clock reading or time taken is known, then the result. Lines are at
/// most 80 characters; a move number stays with its move and a comment is
/// never split.
pub fn export(sheet: &Scoresheet) -> String {
    export_with(sheet, &[], &[])
}

/// [`export`] with more tags after tactus's own (before `SetUp`) and
/// comments: `(ply, text)` puts `{text}` after the move that made the
/// position of `ply` half-moves (after its clock comment), ply 0 before
/// the first move.
pub fn export_with(
    sheet: &Scoresheet,
    extra_tags: &[(&str, String)],
    comments: &[(usize, String)],
) -> String {
    export_decided(
        sheet,
        &sheet.result_tag(),
        sheet.termination(),
        extra_tags,
        comments,
    )
}

/// [`export_with`] with the result and the termination as someone decided
/// them (an arbiter at the clock), not as the game's moves give them.
pub fn export_decided(
    sheet: &Scoresheet,
    result: &str,
    termination: Option<&str>,
    extra_tags: &[(&str, String)],
    comments: &[(usize, String)],
) -> String {
    let mut out = tag_section(sheet, result, termination, extra_tags);
    out.push('\n');
    write_movetext(&mut out, sheet, result, comments);
    out
}

/// The tags of [`export_decided`], one a line, each line ending with a
/// newline: what a writer of its own movetext (an annotated game) puts
/// before it.
///
/// A game read from a file keeps every tag it had: the seven-tag roster
/// first, then the others in the file's order ([`Header::order`]), each
/// once; the tags tactus adds (`extra_tags`, `Laws`, `Variant` for a
/// Chess960 game) come after them, and one the file already had keeps
/// its place and takes tactus's value.
///
/// [`Header::order`]: crate::rules::scoresheet::Header::order
pub fn tag_section(
    sheet: &Scoresheet,
    result: &str,
    termination: Option<&str>,
    extra_tags: &[(&str, String)],
) -> String {
    let mut out = String::new();
    let h = &sheet.header;
    let roster: [(&str, &str); 7] = [
        ("Event", &h.event),
        ("Site", &h.site),
        ("Date", &h.date),
        ("Round", &h.round),
        ("White", &h.white),
        ("Black", &h.black),
        ("Result", result),
    ];
    let add = |name: &str, value: &str, tags: &mut Vec<(String, String)>| match tags
        .iter_mut()
        .find(|(n, _)| n == name)
    {
        Some(tag) => value.clone_into(&mut tag.1),
        None => tags.push((name.to_owned(), value.to_owned())),
    };
    let mut tags: Vec<(String, String)> = Vec::new();
    for (name, value) in [
        ("UTCDate", &h.utc_date),
        ("UTCTime", &h.utc_time),
        ("ECO", &h.eco),
        ("Opening", &h.opening),
        ("TimeControl", &h.time_control),
    ] {
        if let Some(value) = value {
            add(name, value, &mut tags);
        }
    }
    if let Some(termination) = termination {
        add("Termination", termination, &mut tags);
    }
    for (name, value) in &h.others {
        add(name, value, &mut tags);
    }
    if let Some(laws) = sheet.laws() {
        add("Laws", laws.pgn_tag(), &mut tags);
    }
    for (name, value) in extra_tags {
        add(name, value, &mut tags);
    }
    if sheet.chess960() && !tags.iter().any(|(n, _)| n == "Variant") {
        add("Variant", "Chess960", &mut tags);
    }
    match sheet.start_fen() {
        Some(fen) => {
            add("SetUp", "1", &mut tags);
            add("FEN", fen, &mut tags);
        }
        None => tags.retain(|(n, _)| n != "SetUp" && n != "FEN"),
    }
    // The file's order first; what it did not have after, as added.
    let place = |name: &str| h.order.iter().position(|n| n == name).unwrap_or(usize::MAX);
    tags.sort_by_key(|(name, _)| place(name));
    let all = roster
        .into_iter()
        .chain(tags.iter().map(|(n, v)| (n.as_str(), v.as_str())));
    for (name, value) in all {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    }
    out
}

/// The movetext of [`export_decided`].
fn write_movetext(
    out: &mut String,
    sheet: &Scoresheet,
    result: &str,
    comments: &[(usize, String)],
) {
    let (mut number, mut white) = start_of(sheet.start_fen());
    let mut line = String::new();
    let mut after_comment = true;
    let comment_at = |ply: usize, out: &mut String, line: &mut String| {
        for (_, text) in comments.iter().filter(|(at, _)| *at == ply) {
            put(out, line, &format!("{{{text}}}"));
        }
    };
    comment_at(0, out, &mut line);
    for (i, entry) in sheet.moves().iter().enumerate() {
        let unit = if white {
            format!("{number}. {}", entry.san)
        } else if after_comment {
            format!("{number}... {}", entry.san)
        } else {
            entry.san.to_string()
        };
        put(out, &mut line, &unit);
        after_comment = false;
        let mut comment = String::new();
        if let Some(clock) = entry.clock_after {
            let _ = write!(comment, "[%clk {}] ", format_clock(clock));
        }
        if let Some(taken) = entry.time_taken {
            let _ = write!(comment, "[%emt {}] ", format_clock(taken));
        }
        if !comment.is_empty() {
            put(out, &mut line, &format!("{{ {comment}}}"));
            after_comment = true;
        }
        if comments.iter().any(|(at, _)| *at == i + 1) {
            comment_at(i + 1, out, &mut line);
            after_comment = true;
        }
        if !white {
            number = number.saturating_add(1);
        }
        white = !white;
    }
    put(out, &mut line, result);
    out.push_str(&line);
    out.push('\n');
}

/// Adds a unit of movetext to the current line, starting a new line first
/// if it would pass the width (80 characters): a move, its number, a
/// comment or a variation is never split.
pub fn put(out: &mut String, line: &mut String, unit: &str) {
    if !line.is_empty() && line.len() + 1 + unit.len() > WIDTH {
        out.push_str(line);
        out.push('\n');
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(unit);
}

/// The full-move number and whether White has the move at the start.
/// The number of the first move and whether White makes it, for a game
/// from the standard position (`None`) or from this FEN.
pub fn start_of(fen: Option<&str>) -> (u32, bool) {
    let Some(fen) = fen else {
        return (1, true);
    };
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let white = fields.get(1) != Some(&"b");
    let number = fields
        .get(5)
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1);
    (number, white)
}

/// A tag value with `\` and `"` escaped (PGN standard 8.1.1).
fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}
