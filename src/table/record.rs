//! The record of a clock game as PGN, for `save FILE.pgn`: the checked
//! moves with both players' `%clk` and `%emt`, the players' names, the
//! edition (`Laws`), `[TournamentMode "yes"]` in tournament mode, the
//! arbiter's decision (`Result`, `Termination`, `ArbiterDecision`) and
//! every incident as a comment `{Arbiter: …}` in English after the move it
//! followed (before the first move: in the game comment; after a gap: after
//! the last move written out).

use std::fmt::Write;

use super::ClockGame;
use super::report::Report;
use crate::notation::Lang;
use crate::rules::pgn::format_clock;
use crate::rules::scoresheet::Header;

const WIDTH: usize = 79;

fn put(out: &mut String, line: &mut String, unit: &str) {
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

/// A comment's text, safe inside braces.
fn comment(text: &str) -> String {
    text.replace(['{', '}'], "|").replace(['\n', '\r'], " ")
}

/// The value of the PGN tag `TournamentMode`: `yes` while the mode is on,
/// `left` when it was left during the game.
pub fn tournament_tag(game: &ClockGame) -> Option<&'static str> {
    game.tournament()
        .map(|m| if m.active { "yes" } else { "left" })
}

/// The game as PGN; see the [module documentation](self).
pub fn pgn(game: &ClockGame) -> String {
    let names = game.names();
    let header = Header {
        white: names.white.clone().unwrap_or_else(|| "?".to_owned()),
        black: names.black.clone().unwrap_or_else(|| "?".to_owned()),
        time_control: Some(game.clock().time_control().to_pgn_tag()),
        ..Header::default()
    };
    let flag = game.first_flag().map(|f| f.side);
    let sheet = game.score().scoresheet(header.clone(), flag);
    let english = Report { lang: Lang::En };
    let (result, termination, decision) = match game.ending() {
        Some(ending) => (
            ending.pgn_result().to_owned(),
            Some(ending.termination().to_owned()),
            Some(english.ending(ending)),
        ),
        None => (
            sheet.result_tag(),
            sheet.termination().map(str::to_owned),
            None,
        ),
    };
    let mut tags: Vec<(&str, String)> = vec![
        ("Event", header.event.clone()),
        ("Site", header.site.clone()),
        ("Date", header.date.clone()),
        ("Round", header.round.clone()),
        ("White", header.white.clone()),
        ("Black", header.black.clone()),
        ("Result", result.clone()),
    ];
    if let Some(tc) = header.time_control {
        tags.push(("TimeControl", tc));
    }
    if let Some(t) = termination {
        tags.push(("Termination", t));
    }
    tags.push(("Laws", game.laws().pgn_tag().to_owned()));
    if let Some(mode) = tournament_tag(game) {
        tags.push(("TournamentMode", mode.to_owned()));
    }
    if let Some(d) = decision {
        tags.push(("ArbiterDecision", d));
    }
    let mut out = String::new();
    for (name, value) in tags {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(&value));
    }
    out.push('\n');

    let moves = sheet.moves();
    let incidents = game.incidents();
    let comments_at = |ply: usize| {
        incidents
            .iter()
            .filter(move |i| i.ply.min(moves.len()) == ply)
            .map(|i| format!("{{Arbiter: {}}}", comment(&english.line(i))))
    };
    let mut line = String::new();
    let mut after_comment = true;
    for c in comments_at(0) {
        put(&mut out, &mut line, &c);
    }
    for (index, entry) in moves.iter().enumerate() {
        let number = index / 2 + 1;
        let unit = if index % 2 == 0 {
            format!("{number}. {}", entry.san)
        } else if after_comment {
            format!("{number}... {}", entry.san)
        } else {
            entry.san.to_string()
        };
        put(&mut out, &mut line, &unit);
        after_comment = false;
        let mut clk = String::new();
        if let Some(clock) = entry.clock_after {
            let _ = write!(clk, "[%clk {}] ", format_clock(clock));
        }
        if let Some(taken) = entry.time_taken {
            let _ = write!(clk, "[%emt {}] ", format_clock(taken));
        }
        if !clk.is_empty() {
            put(&mut out, &mut line, &format!("{{ {clk}}}"));
            after_comment = true;
        }
        for c in comments_at(index + 1) {
            put(&mut out, &mut line, &c);
            after_comment = true;
        }
    }
    put(&mut out, &mut line, &result);
    out.push_str(&line);
    out.push('\n');
    out
}
