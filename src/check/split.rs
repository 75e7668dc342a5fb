//! A PGN stream cut into batches of games, never held whole.
//!
//! pgn-reader reads the stream once: each game's tags, and its movetext
//! only to skip it. The games end where pgn-reader ends them reading every
//! move, as the rules core ends them when it reads or skips games (so game
//! *n* here is game *n* of `tactus replay --game n`). A reader
//! placed under pgn-reader keeps a copy of the bytes it hands over, so the
//! bytes of each game can be cut out and checked elsewhere, on another
//! core, by the rules core's own import. Only the bytes of the batch being
//! read are kept.

use std::{
    cell::RefCell,
    io::{self, Read},
    ops::{ControlFlow, Range},
    rc::Rc,
};

use pgn_reader::{Reader, Visitor};

use crate::rules::pgn;

/// Games of a batch end where a batch holds this many bytes…
const BATCH_BYTES: usize = 1 << 20;
/// …or this many games, whichever comes first.
const BATCH_GAMES: usize = 2048;

/// What the stream holds between two game boundaries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    /// The bytes of one game (or of text between games that holds none),
    /// as a range of the batch's bytes.
    Game(Range<usize>),
    /// Text pgn-reader cannot read past (an unterminated comment or tag):
    /// its message. Nothing after it is read.
    Broken(String),
}

/// Consecutive pieces of the stream and the bytes they lie in.
#[derive(Debug, Default)]
pub(crate) struct Batch {
    /// The bytes of the batch's games.
    pub bytes: Vec<u8>,
    /// The pieces, in the stream's order.
    pub pieces: Vec<Piece>,
}

/// Why the stream could not be read.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ReadError {
    /// The system could not read it.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// Its first bytes hold a NUL byte: a program, a picture, an archive.
    #[error("it is not a text file")]
    NotText,
}

/// The bytes handed to pgn-reader that no batch has taken yet.
#[derive(Default)]
struct Kept {
    bytes: Vec<u8>,
    /// The stream offset of `bytes[0]`.
    base: u64,
    /// Whether the first bytes were looked at for NUL bytes.
    looked: bool,
    /// The first read that failed, or a stream that is no text.
    failed: Option<ReadError>,
}

/// The stream under pgn-reader, keeping what it hands over.
struct Tee<R> {
    inner: R,
    kept: Rc<RefCell<Kept>>,
}

impl<R: Read> Read for Tee<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut kept = self.kept.borrow_mut();
        let n = match self.inner.read(buf) {
            Ok(n) => n,
            Err(err) => {
                let said = io::Error::new(err.kind(), err.to_string());
                kept.failed = Some(ReadError::Io(err));
                return Err(said);
            }
        };
        if !kept.looked && n > 0 {
            kept.looked = true;
            if buf[..n].contains(&0) {
                kept.failed = Some(ReadError::NotText);
                return Err(io::Error::new(io::ErrorKind::InvalidData, "not text"));
            }
        }
        kept.bytes.extend_from_slice(&buf[..n]);
        Ok(n)
    }
}

/// Walks a game and keeps nothing: its tags, then its movetext to its end,
/// or, with `skim`, not at all (pgn-reader then skips it, which costs
/// less): where a game ends is all the batches need of it.
struct Walk {
    skim: bool,
}

impl Visitor for Walk {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, (): ()) -> ControlFlow<(), ()> {
        if self.skim {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }

    fn end_game(&mut self, (): ()) {}
}

/// The batches of a PGN stream, in order (an iterator).
pub(crate) struct Batches<R: Read> {
    reader: Reader<Tee<R>>,
    kept: Rc<RefCell<Kept>>,
    done: bool,
    /// Whether a game follows, when pgn-reader was asked already (after
    /// skipping the last movetext).
    asked: Option<bool>,
}

impl<R: Read> Batches<R> {
    /// The batches of `stream`.
    pub(crate) fn new(stream: R) -> Batches<R> {
        let kept = Rc::new(RefCell::new(Kept::default()));
        Batches {
            reader: Reader::new(Tee {
                inner: stream,
                kept: Rc::clone(&kept),
            }),
            kept,
            done: false,
            asked: None,
        }
    }

    /// The stream offset of the next byte pgn-reader will look at.
    fn offset(&self) -> u64 {
        let kept = self.kept.borrow();
        kept.base + kept.bytes.len() as u64 - self.reader.buffer().len() as u64
    }

    /// Takes the kept bytes up to stream offset `end` out as a batch's.
    fn cut(&self, end: u64) -> Vec<u8> {
        let mut kept = self.kept.borrow_mut();
        let kept = &mut *kept;
        let cut = usize::try_from(end - kept.base).unwrap_or(usize::MAX);
        let len = kept.bytes.len();
        let rest = kept.bytes.split_off(cut.min(len));
        kept.base = end;
        std::mem::replace(&mut kept.bytes, rest)
    }

    /// Reads the next game, which starts at stream offset `from`: the
    /// offset where it ends, `None` at the end of the stream.
    ///
    /// pgn-reader is asked whether a game follows, as the import asks
    /// (which passes over a byte-order mark where a joined file begins),
    /// then reads its tags and skips its movetext (reading its moves costs
    /// more), and is asked again for the next game. Where the movetext
    /// ended is found in the kept bytes: from the blank line before the
    /// next game where the layout is the usual one
    /// ([`pgn::movetext_end_before`]), else by walking it again
    /// ([`pgn::movetext_end`]). It is where pgn-reader would end it had it
    /// read the moves. Only a brace comment the last game leaves open
    /// tells the two apart: that game is then read whole, for the error
    /// pgn-reader gives it.
    fn next_game(&mut self, from: u64) -> io::Result<Option<u64>> {
        let follows = match self.asked.take() {
            Some(follows) => follows,
            None => self.reader.has_more()?,
        };
        if !follows || self.reader.read_game(&mut Walk { skim: true })?.is_none() {
            return Ok(None);
        }
        let movetext = self.offset();
        let more = self.reader.has_more()?;
        self.asked = Some(more);
        let next = self.offset();
        let kept = self.kept.borrow();
        let at = |offset: u64| usize::try_from(offset - kept.base).unwrap_or(usize::MAX);
        let end = more
            .then(|| pgn::movetext_end_before(&kept.bytes, at(movetext), at(next)))
            .flatten()
            .unwrap_or_else(|| pgn::movetext_end(&kept.bytes, at(movetext)));
        if !more {
            let mut last = Reader::new(&kept.bytes[at(from)..end]);
            if last.has_more()? {
                last.read_game(&mut Walk { skim: false })?;
            }
        }
        Ok(Some(kept.base + end as u64))
    }
}

impl<R: Read> Iterator for Batches<R> {
    type Item = Result<Batch, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let start = self.kept.borrow().base;
        let mut pieces = Vec::new();
        let mut from = start;
        loop {
            match self.next_game(from) {
                Ok(Some(to)) => {
                    pieces.push(Piece::Game(range(start, from, to)));
                    from = to;
                    if to - start >= BATCH_BYTES as u64 || pieces.len() >= BATCH_GAMES {
                        break;
                    }
                }
                Ok(None) => {
                    self.done = true;
                    break;
                }
                Err(err) => {
                    self.done = true;
                    if let Some(failed) = self.kept.borrow_mut().failed.take() {
                        return Some(Err(failed));
                    }
                    pieces.push(Piece::Broken(err.to_string()));
                    break;
                }
            }
        }
        if pieces.is_empty() {
            return None;
        }
        let bytes = self.cut(from.max(start));
        Some(Ok(Batch { bytes, pieces }))
    }
}

/// The stream range `from..to` as a range of a batch starting at `start`.
fn range(start: u64, from: u64, to: u64) -> Range<usize> {
    let at = |offset: u64| usize::try_from(offset - start).unwrap_or(usize::MAX);
    at(from)..at(to.max(from))
}

#[cfg(test)]
mod tests {
    use std::{cell::Cell, rc::Rc};

    use proptest::prelude::*;

    use super::*;
    use crate::rules::pgn::PGN_PIECES;

    fn texts(batch: &Batch) -> Vec<String> {
        batch
            .pieces
            .iter()
            .map(|p| match p {
                Piece::Game(r) => String::from_utf8_lossy(&batch.bytes[r.clone()]).into_owned(),
                Piece::Broken(m) => format!("broken: {m}"),
            })
            .collect()
    }

    #[test]
    fn games_are_cut_where_pgn_reader_ends_them() {
        let pgn = "[Event \"a\"]\n\n1. e4 e5 { a\n\n[comment] } 1-0\n\n[Event \"b\"]\n1. d4 *\n\n1. c4 *\n";
        let batches: Vec<Batch> = Batches::new(pgn.as_bytes()).map(Result::unwrap).collect();
        assert_eq!(batches.len(), 1);
        let games = texts(&batches[0]);
        assert_eq!(games.len(), 3, "{games:?}");
        assert!(games[0].contains("[comment] } 1-0"), "{games:?}");
        assert!(games[1].contains("1. d4 *"), "{games:?}");
        assert!(games[2].contains("1. c4 *"), "{games:?}");
        assert_eq!(games.concat(), pgn);
    }

    #[test]
    fn a_large_stream_comes_in_several_batches_holding_every_byte() {
        let game = "[White \"x\"]\n[Black \"y\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n";
        let pgn = game.repeat(5000);
        let batches: Vec<Batch> = Batches::new(pgn.as_bytes()).map(Result::unwrap).collect();
        assert!(batches.len() >= 3, "{}", batches.len());
        let all: Vec<String> = batches.iter().flat_map(texts).collect();
        assert_eq!(all.len(), 5000);
        let joined = all.concat();
        let first_difference = joined.bytes().zip(pgn.bytes()).position(|(a, b)| a != b);
        // Everything but the white space after the last game.
        assert_eq!(
            (joined.len(), first_difference),
            (pgn.trim_end().len() + 1, None)
        );
        assert!(all.iter().all(|g| g.trim() == game.trim()));
    }

    #[test]
    fn an_unterminated_comment_ends_the_stream() {
        let pgn = "1. e4 *\n\n1. d4 { never closed\n\n1. c4 *\n";
        let batches: Vec<Batch> = Batches::new(pgn.as_bytes()).map(Result::unwrap).collect();
        let pieces = texts(&batches[0]);
        assert_eq!(pieces.len(), 2, "{pieces:?}");
        assert_eq!(pieces[1], "broken: unterminated comment");
    }

    #[test]
    fn a_byte_order_mark_where_a_joined_file_begins_is_passed_over() {
        let pgn = "[Event \"a\"]\n\n1. e4 1-0\n\n\u{feff}[Event \"b\"]\n\n1. d4 0-1\n";
        let batches: Vec<Batch> = Batches::new(pgn.as_bytes()).map(Result::unwrap).collect();
        let games = texts(&batches[0]);
        assert_eq!(games.len(), 2, "{games:?}");
        assert!(
            games[1].ends_with("[Event \"b\"]\n\n1. d4 0-1\n"),
            "{games:?}"
        );
    }

    #[test]
    fn a_stream_with_nul_bytes_is_no_text() {
        let mut batches = Batches::new(&b"\x7fELF\0\0\0"[..]);
        assert!(matches!(batches.next(), Some(Err(ReadError::NotText))));
        assert!(batches.next().is_none());
    }

    /// The stream under pgn-reader, counting the bytes it hands over.
    struct Counted<'a> {
        bytes: &'a [u8],
        read: Rc<Cell<usize>>,
    }

    impl Read for Counted<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.bytes.read(buf)?;
            self.read.set(self.read.get() + n);
            Ok(n)
        }
    }

    /// The pieces of `text` where pgn-reader ends its games when it reads
    /// every move of them, asked first whether a game follows, as the import
    /// reads them (the splitter's reference).
    fn read_through(text: &[u8]) -> Vec<Result<String, String>> {
        let read = Rc::new(Cell::new(0));
        let mut reader = Reader::new(Counted {
            bytes: text,
            read: Rc::clone(&read),
        });
        let (mut pieces, mut from) = (Vec::new(), 0);
        loop {
            let game = match reader.has_more() {
                Ok(true) => reader.read_game(&mut Walk { skim: false }),
                Ok(false) => Ok(None),
                Err(err) => Err(err),
            };
            match game {
                Ok(Some(())) => {
                    let to = read.get() - reader.buffer().len();
                    pieces.push(Ok(String::from_utf8_lossy(&text[from..to]).into_owned()));
                    from = to;
                }
                Ok(None) => return pieces,
                Err(err) => {
                    pieces.push(Err(err.to_string()));
                    return pieces;
                }
            }
        }
    }

    fn split(text: &[u8]) -> Vec<Result<String, String>> {
        Batches::new(text)
            .map(Result::unwrap)
            .flat_map(|batch| {
                texts(&batch)
                    .into_iter()
                    .map(|t| match t.strip_prefix("broken: ") {
                        Some(message) => Err(message.to_owned()),
                        None => Ok(t),
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    proptest! {
        #[test]
        fn games_end_where_pgn_reader_reading_their_moves_ends_them(
            bits in prop::collection::vec(0..PGN_PIECES.len(), 0..80),
        ) {
            let text: String = bits.iter().map(|&b| PGN_PIECES[b]).collect();
            prop_assert_eq!(split(text.as_bytes()), read_through(text.as_bytes()), "{:?}", text);
        }
    }
}
