//! Skipping games without checking them: the games before the one asked
//! for, and counting the games of a PGN. A game with tags leaves its
//! movetext to pgn-reader's skip.

use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::Outcome;

use super::Games;
use crate::rules::pgn::{GameError, Place, lex};

impl Games<'_> {
    /// Skips a game; false at the end of the input. Text with neither tags,
    /// moves, a result nor an unreadable token (a `;` comment line between
    /// games) is no game, as in [`Games::read_one`].
    ///
    /// A game with tags is one: its movetext is left to pgn-reader's skip,
    /// which ends it where reading its moves would
    /// ([`lex::movetext_end`]), and costs far less. Only a brace comment
    /// left open to the end of the input tells the two apart (reading
    /// refuses it): a game that may hold it is read whole.
    pub(super) fn skip_one(&mut self) -> Result<bool, GameError> {
        self.skip_one_by(true)
    }

    /// [`Games::skip_one`], leaving the movetext of a game with tags to
    /// pgn-reader's skip if `skim`, else reading it.
    pub(super) fn skip_one_by(&mut self, skim: bool) -> Result<bool, GameError> {
        loop {
            if self.failed {
                return Ok(false);
            }
            // Where this game's text starts: where the last one ended,
            // found only when needed (after a skimmed movetext, by
            // walking it).
            let (skimmed, offset) = (self.skimmed.take(), self.offset());
            let start = |bytes: &[u8]| {
                skimmed.map_or(offset, |movetext| lex::movetext_end(bytes, movetext))
            };
            // Whether a game follows first, as reading the games does
            // (`next`): that passes over a byte-order mark where a joined
            // file begins, so both count the same games.
            let more = self.reader.has_more();
            // Where pgn-reader starts on the game.
            let begun = self.offset();
            let read = match more {
                Ok(true) => self.reader.read_game(&mut Probe { skim }),
                Ok(false) => Ok(None),
                Err(err) => Err(err),
            };
            match read {
                Ok(Some(Held::Tags)) => {
                    let movetext = self.offset();
                    self.skimmed = Some(movetext);
                    let open = *self.open_brace.get_or_insert_with(|| {
                        let last = memchr::memrchr(b'{', self.bytes)?;
                        memchr::memrchr(b'}', &self.bytes[last..])
                            .is_none()
                            .then_some(last)
                    });
                    if open.is_some_and(|brace| brace >= movetext)
                        && let Err(err) =
                            Reader::new(&self.bytes[begun..]).read_game(&mut Probe { skim: false })
                    {
                        self.failed = true;
                        self.number += 1;
                        return Err(self.syntax_error(&err, Place::Tags));
                    }
                    self.number += 1;
                    return Ok(true);
                }
                Ok(Some(Held::Something)) => {
                    self.number += 1;
                    return Ok(true);
                }
                Ok(Some(Held::Nothing)) => {
                    let start = start(self.bytes);
                    let end = self.offset().max(start);
                    if lex::first_unreadable(&self.bytes[start..end]).is_some() {
                        self.number += 1;
                        return Ok(true);
                    }
                }
                Ok(None) => return Ok(false),
                Err(err) => {
                    self.failed = true;
                    self.number += 1;
                    return Err(self.syntax_error(&err, Place::Tags));
                }
            }
        }
    }
}

/// What a game holds, as far as [`Probe`] looked.
enum Held {
    /// Neither a tag, a move nor a result.
    Nothing,
    /// A move or a result (and no tag).
    Something,
    /// Tags, and with them a game (the movetext was not looked at when
    /// skimming).
    Tags,
}

/// A visitor that only tells whether a game holds anything: a tag, a move
/// or a result. Without tags it reads the whole movetext, as
/// [`Importer`](super::visitor::Importer) does, so that both find the same
/// games; with them, when it `skim`s, it leaves the movetext to
/// pgn-reader's skip, which ends it in the same place (see
/// [`Games::skip_one`]).
struct Probe {
    skim: bool,
}

impl Visitor for Probe {
    type Tags = bool;
    type Movetext = bool;
    type Output = Held;

    fn begin_tags(&mut self) -> ControlFlow<Held, bool> {
        ControlFlow::Continue(false)
    }

    fn tag(&mut self, seen: &mut bool, _: &[u8], _: RawTag<'_>) -> ControlFlow<Held> {
        *seen = true;
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, seen: bool) -> ControlFlow<Held, bool> {
        if seen && self.skim {
            ControlFlow::Break(Held::Tags)
        } else {
            ControlFlow::Continue(seen)
        }
    }

    fn san(&mut self, seen: &mut bool, _: SanPlus) -> ControlFlow<Held> {
        *seen = true;
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, seen: &mut bool, _: Outcome) -> ControlFlow<Held> {
        *seen = true;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, seen: bool) -> Held {
        if seen { Held::Something } else { Held::Nothing }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{import_all, import_by};
    use super::*;
    use crate::rules::pgn::lex::PGN_PIECES;

    /// Every skip of `text`, as [`Games::skip_one_by`] makes it, with the
    /// game number after it, to the first that finds no game or fails.
    fn skips(text: &[u8], skim: bool) -> Vec<(Result<bool, GameError>, usize)> {
        let mut games = import_all(text);
        let mut skips = Vec::new();
        loop {
            let skip = games.skip_one_by(skim);
            let last = !matches!(skip, Ok(true));
            skips.push((skip, games.number));
            if last {
                return skips;
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn skimming_a_game_with_tags_skips_as_reading_it_whole(
            bits in proptest::collection::vec(0..PGN_PIECES.len(), 0..80),
        ) {
            let text: String = bits.iter().map(|&b| PGN_PIECES[b]).collect();
            let skimmed = skips(text.as_bytes(), true);
            proptest::prop_assert_eq!(&skimmed, &skips(text.as_bytes(), false), "{:?}", text);
            // Each game is read as replay reads it, the others skimmed.
            let count = skimmed.last().map_or(0, |(_, number)| *number);
            for number in 0..=count + 1 {
                proptest::prop_assert_eq!(
                    format!("{:?}", import_by(text.as_bytes(), number, None, true)),
                    format!("{:?}", import_by(text.as_bytes(), number, None, false)),
                    "game {} of {:?}", number, text
                );
            }
        }
    }
}
