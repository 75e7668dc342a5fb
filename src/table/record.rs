//! The record of a clock game as PGN, for `save FILE.pgn`: the checked
//! moves with both players' `%clk` and `%emt`, the players' names, the
//! date and time the clock was started, the opening reached, the edition
//! (`Laws`), `[TournamentMode "yes"]` in tournament mode, the
//! arbiter's decision (`Result`, `Termination`, `ArbiterDecision`) and
//! every incident as a comment `{Arbiter: …}` in English after the move it
//! followed (before the first move: in the game comment; after a gap: after
//! the last move written out).

use super::ClockGame;
use super::incident::{Incident, What};
use super::report::Report;
use crate::notation::Lang;
use crate::rules::pgn::export_decided;
use crate::rules::scoresheet::Header;

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

/// The half-moves left on the score by an incident that cut it.
fn cut_to(incident: &Incident) -> Option<usize> {
    match &incident.what {
        What::Retraced { to_ply, .. } => usize::try_from(*to_ply).ok(),
        What::IllegalMove { .. } => Some(incident.ply),
        _ => None,
    }
}

/// The game as PGN; see the [module documentation](self).
pub fn pgn(game: &ClockGame) -> String {
    let names = game.names();
    let mut header = Header {
        white: names.white.clone().unwrap_or_else(|| "?".to_owned()),
        black: names.black.clone().unwrap_or_else(|| "?".to_owned()),
        time_control: Some(game.clock().time_control().to_pgn_tag()),
        ..Header::default()
    };
    if let Some(began) = game.began() {
        let t = crate::rules::utc::Utc::of(began);
        header.date = t.pgn_date();
        header.utc_date = Some(t.pgn_date());
        header.utc_time = Some(t.pgn_time());
    }
    let flag = game.first_flag().map(|f| f.side);
    let mut sheet = game
        .score()
        .scoresheet(header.clone(), flag)
        .with_laws(game.laws());
    crate::study::openings::name_sheet(&mut sheet);
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
    let mut tags: Vec<(&str, String)> = Vec::new();
    if let Some(mode) = tournament_tag(game) {
        tags.push(("TournamentMode", mode.to_owned()));
    }
    if let Some(d) = decision {
        tags.push(("ArbiterDecision", d));
    }
    // Each incident after the move it followed (after a gap: after the
    // last move written out).
    // An incident before a later one that cut the score (a retrace, an
    // illegal move taken back) goes where the score was cut: the moves it
    // followed are no longer on the score.
    let plies = sheet.moves().len();
    let incidents = game.incidents();
    let mut cap = plies;
    let mut places = vec![0; incidents.len()];
    for (k, incident) in incidents.iter().enumerate().rev() {
        places[k] = incident.ply.min(cap);
        if let Some(cut) = cut_to(incident) {
            cap = cap.min(cut);
        }
    }
    let comments: Vec<(usize, String)> = incidents
        .iter()
        .zip(places)
        .map(|(i, at)| (at, format!("Arbiter: {}", comment(&english.line(i)))))
        .collect();
    export_decided(&sheet, &result, termination.as_deref(), &tags, &comments)
}
