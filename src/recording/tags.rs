//! The comment header of a compressed recording (Vorbis comments, and the
//! same fields in OpusTags): what a player's or phone's library shows and
//! a screen reader reads for the file. The names of the Xiph.org
//! recommendations: TITLE, ARTIST (each player), ALBUM (the event), DATE
//! (ISO 8601, as far as known), LOCATION, LANGUAGE, DESCRIPTION (the
//! result, as PGN writes it).

use crate::notation::Lang;
use crate::rules::scoresheet::Scoresheet;

/// The fields of a recording's comment header, in order; names in capitals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags(pub Vec<(&'static str, String)>);

impl Tags {
    /// The fields for the game of `sheet`, read in `lang`: the players as
    /// title and artists, the event, date and place where the heading
    /// knows them, and the result.
    pub fn of(sheet: &Scoresheet, lang: Lang) -> Tags {
        let header = &sheet.header;
        let known = |tag: &str| {
            let tag = tag.trim();
            (!tag.is_empty() && tag != "?" && tag != "-").then(|| one_line(tag))
        };
        let mut fields = Vec::new();
        let (white, black) = (known(&header.white), known(&header.black));
        if white.is_some() || black.is_some() {
            let name = |n: &Option<String>| n.clone().unwrap_or_else(|| "?".to_owned());
            fields.push(("TITLE", format!("{} – {}", name(&white), name(&black))));
        }
        fields.extend(white.map(|w| ("ARTIST", w)));
        fields.extend(black.map(|b| ("ARTIST", b)));
        if let Some(event) = known(&header.event) {
            let album = match known(&header.round) {
                Some(round) => format!("{event}, {round}"),
                None => event,
            };
            fields.push(("ALBUM", album));
        }
        fields.extend(iso_date(&header.date).map(|d| ("DATE", d)));
        fields.extend(known(&header.site).map(|s| ("LOCATION", s)));
        fields.push(("LANGUAGE", lang.code().to_owned()));
        fields.push(("DESCRIPTION", sheet.result_tag()));
        Tags(fields)
    }

    /// The fields as `NAME=value` lines, as both headers hold them.
    pub fn lines(&self) -> impl Iterator<Item = String> + '_ {
        self.0.iter().map(|(name, value)| format!("{name}={value}"))
    }
}

/// A header value on one line without control characters: a line break
/// in a PGN tag would break the `NAME=value` form readers show, and a NUL
/// cannot be in a C string.
fn one_line(value: &str) -> String {
    let words: Vec<&str> = value.split_whitespace().collect();
    let line = words.join(" ");
    line.chars().filter(|c| !c.is_control()).collect()
}

/// A PGN date (`2021.12.03`, `2021.12.??`, `2021.??.??`) as ISO 8601, as
/// far as it is known.
fn iso_date(tag: &str) -> Option<String> {
    let mut parts = tag.trim().split('.').map(|p| p.parse::<u32>().ok());
    let year = parts.next().flatten().filter(|y| (1..=9999).contains(y))?;
    let month = parts.next().flatten().filter(|m| (1..=12).contains(m));
    let day = parts.next().flatten().filter(|d| (1..=31).contains(d));
    Some(match (month, day) {
        (Some(m), Some(d)) => format!("{year:04}-{m:02}-{d:02}"),
        (Some(m), None) => format!("{year:04}-{m:02}"),
        _ => format!("{year:04}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{game::Game, scoresheet::Header};

    #[test]
    fn the_players_event_date_and_result_as_comment_fields() {
        let header = Header {
            white: "Carlsen, Magnus".into(),
            black: "Nepomniachtchi,\nIan\0".into(),
            event: "World Championship".into(),
            round: "6".into(),
            date: "2021.12.??".into(),
            ..Header::default()
        };
        let sheet = Scoresheet::new(header, &Game::new());
        let tags = Tags::of(&sheet, Lang::De);
        let lines: Vec<String> = tags.lines().collect();
        assert_eq!(
            lines,
            [
                "TITLE=Carlsen, Magnus – Nepomniachtchi, Ian",
                "ARTIST=Carlsen, Magnus",
                "ARTIST=Nepomniachtchi, Ian",
                "ALBUM=World Championship, 6",
                "DATE=2021-12",
                "LANGUAGE=de",
                "DESCRIPTION=*",
            ]
        );
        let bare = Tags::of(&Scoresheet::new(Header::default(), &Game::new()), Lang::En);
        assert_eq!(
            bare.lines().collect::<Vec<_>>(),
            ["LANGUAGE=en", "DESCRIPTION=*"]
        );
    }
}
