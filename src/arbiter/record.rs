//! A game's record as written, for the arbiter: every tag, the moves as
//! written (not checked against the position: a scoresheet with a wrong
//! move is still a scoresheet to compare), the `%clk` readings, the
//! comments with the half-move they follow, and the result.
//!
//! Checking the moves is for the rules core ([`crate::rules::reconcile`],
//! [`crate::check`]); this only reads what the file says.

use std::ops::ControlFlow;

use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::Outcome;

use crate::rules::{pgn::clock_commands, scoresheet::ScoredMove};

/// One comment of the main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// How many half-moves it follows (0: before the first move).
    pub ply: usize,
    /// Its text, trimmed.
    pub text: String,
}

/// One game as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recorded {
    /// The tags in the order written.
    pub tags: Vec<(String, String)>,
    /// The moves of the main line as written, with the `%clk` reading
    /// after each where there is one.
    pub moves: Vec<ScoredMove>,
    /// The comments of the main line.
    pub notes: Vec<Note>,
    /// The result ending the movetext, if there is one.
    pub result: Option<Outcome>,
}

impl Recorded {
    /// The value of the tag `name` (the first one of that name).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.moves.is_empty() && self.result.is_none()
    }
}

/// Every game of a PGN, as written. Text that holds no tag, move or result
/// is no game. An error is the reader's own (an unterminated comment or
/// tag): the text cannot be read past it.
pub fn read_all(pgn: &[u8]) -> std::io::Result<Vec<Recorded>> {
    let mut reader = Reader::new(pgn);
    let mut games = Vec::new();
    while let Some(game) = reader.read_game(&mut Writing::default())? {
        if !game.is_empty() {
            games.push(game);
        }
    }
    Ok(games)
}

/// The visitor: a comment read in parts is joined before it is kept.
#[derive(Default)]
struct Writing {
    partial: Vec<u8>,
}

impl Visitor for Writing {
    type Tags = Recorded;
    type Movetext = Recorded;
    type Output = Recorded;

    fn begin_tags(&mut self) -> ControlFlow<Recorded, Recorded> {
        ControlFlow::Continue(Recorded::default())
    }

    fn tag(
        &mut self,
        game: &mut Recorded,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Recorded> {
        let name = String::from_utf8_lossy(name).into_owned();
        game.tags
            .push((name, value.decode_utf8_lossy().into_owned()));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, game: Recorded) -> ControlFlow<Recorded, Recorded> {
        ControlFlow::Continue(game)
    }

    fn san(&mut self, game: &mut Recorded, san: SanPlus) -> ControlFlow<Recorded> {
        if game.result.is_none() {
            game.moves.push(ScoredMove {
                san,
                clock_after: None,
                time_taken: None,
            });
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        _: &mut Recorded,
        comment: RawComment<'_>,
    ) -> ControlFlow<Recorded> {
        self.partial.extend_from_slice(comment.as_bytes());
        ControlFlow::Continue(())
    }

    fn comment(&mut self, game: &mut Recorded, comment: RawComment<'_>) -> ControlFlow<Recorded> {
        let mut bytes = std::mem::take(&mut self.partial);
        bytes.extend_from_slice(comment.as_bytes());
        if game.result.is_some() {
            return ControlFlow::Continue(());
        }
        if let Some(last) = game.moves.last_mut() {
            let (clock, taken) = clock_commands(&bytes);
            last.clock_after = clock.or(last.clock_after);
            last.time_taken = taken.or(last.time_taken);
        }
        let text = String::from_utf8_lossy(&bytes);
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        if !text.is_empty() {
            game.notes.push(Note {
                ply: game.moves.len(),
                text,
            });
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut Recorded) -> ControlFlow<Recorded, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, game: &mut Recorded, outcome: Outcome) -> ControlFlow<Recorded> {
        game.result.get_or_insert(outcome);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: Recorded) -> Recorded {
        game
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_moves_clocks_and_comments_are_kept_as_written() {
        let pgn = b"[White \"A\"]\n[ArbiterDecision \"flag, see log\"]\n\n\
            {Arbiter: before} 1. e4 { [%clk 1:29:56] } e5 {[%clk 1:29:50] Arbiter: 14:32:05 illegal move}\n\
            2. Qh5 (2. Nf3 {not this}) Ke7 1-0\n";
        let games = read_all(pgn).unwrap();
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(g.tag("ArbiterDecision"), Some("flag, see log"));
        assert_eq!(g.moves.len(), 4);
        assert_eq!(g.moves[0].clock_after, Some(5_396_000));
        assert_eq!(g.moves[3].san.to_string(), "Ke7");
        assert_eq!(
            g.notes,
            [
                Note {
                    ply: 0,
                    text: "Arbiter: before".into()
                },
                Note {
                    ply: 1,
                    text: "[%clk 1:29:56]".into()
                },
                Note {
                    ply: 2,
                    text: "[%clk 1:29:50] Arbiter: 14:32:05 illegal move".into()
                },
            ]
        );
        assert!(matches!(g.result, Some(Outcome::Known(_))));
    }

    #[test]
    fn an_unterminated_comment_is_an_error() {
        assert!(read_all(b"1. e4 {never closed").is_err());
    }
}
