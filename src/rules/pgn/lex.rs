//! A strict second look at one game's bytes.
//!
//! pgn-reader is forgiving: a token in the movetext that is not a move, a
//! move number, an annotation or a result is skipped without a word. A
//! scoresheet with an unreadable move must be refused, not silently
//! shortened, so this scanner walks the movetext the way pgn-reader 0.29
//! does and reports the first token it would have skipped, with the number
//! of moves before it.

use shakmaty::san::SanPlus;

/// A token pgn-reader would skip, and how many moves come before it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Unreadable<'a> {
    /// Moves (SAN tokens) before the token in the main line.
    pub plies: usize,
    /// The token.
    pub token: &'a [u8],
}

/// The bytes that end a token in pgn-reader 0.29.
fn is_token_end(byte: u8) -> bool {
    matches!(
        byte,
        b' ' | b'\t'
            | b'\n'
            | b'\r'
            | b'{'
            | b'}'
            | b'('
            | b')'
            | b'!'
            | b'?'
            | b'$'
            | b';'
            | b'.'
            | b'*'
    )
}

struct Scan<'a> {
    b: &'a [u8],
    i: usize,
}

impl<'a> Scan<'a> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn eat(&mut self, bytes: &[u8]) -> bool {
        if self.b[self.i.min(self.b.len())..].starts_with(bytes) {
            self.i += bytes.len();
            true
        } else {
            false
        }
    }

    fn eat_dash(&mut self) -> bool {
        self.eat(b"-") || self.eat("–".as_bytes()) || self.eat("—".as_bytes())
    }

    /// Moves to the next `needle` (not past it), or to the end.
    fn skip_until(&mut self, needle: u8) {
        while let Some(b) = self.peek() {
            if b == needle {
                return;
            }
            self.i += 1;
        }
    }

    /// The token from `start` to the next token end.
    fn token_from(&self, start: usize) -> &'a [u8] {
        let rest = &self.b[start.min(self.b.len())..];
        let end = rest
            .iter()
            .skip(1)
            .position(|&b| is_token_end(b))
            .map_or(rest.len(), |p| p + 1);
        &rest[..end]
    }

    fn skip_tags(&mut self) {
        let mut new_line = true;
        if self.b.starts_with(b"\xef\xbb\xbf") {
            self.i = 3;
        }
        while let Some(b) = self.peek() {
            match b {
                b' ' | b'\t' | b'\r' => self.i += 1,
                b'\n' => {
                    new_line = true;
                    self.i += 1;
                }
                b'%' if new_line => self.skip_until(b'\n'),
                b'[' => {
                    let mut quoted = false;
                    self.i += 1;
                    while let Some(b) = self.peek() {
                        self.i += 1;
                        match b {
                            b'\\' if quoted => self.i += 1,
                            b'"' => quoted = !quoted,
                            b']' if !quoted => break,
                            b'\n' => break,
                            _ => {}
                        }
                    }
                    new_line = false;
                }
                _ => return,
            }
        }
    }

    fn skip_variation(&mut self) {
        let mut depth = 0usize;
        while let Some(b) = self.peek() {
            match b {
                b'(' => depth += 1,
                b')' => match depth.checked_sub(1) {
                    Some(d) => depth = d,
                    None => return,
                },
                b'{' => self.skip_until(b'}'),
                b';' => self.skip_until(b'\n'),
                b'\n' if matches!(self.b.get(self.i + 1), Some(b'[' | b'\n')) => return,
                _ => {}
            }
            self.i += 1;
        }
    }
}

/// The first token of the game in `game` (tags and movetext) that
/// pgn-reader would skip, if any.
pub(crate) fn first_unreadable(game: &[u8]) -> Option<Unreadable<'_>> {
    let mut s = Scan { b: game, i: 0 };
    s.skip_tags();
    let mut plies = 0;
    while let Some(b) = s.peek() {
        let start = s.i;
        let ok = match b {
            b'{' => {
                s.skip_until(b'}');
                s.i += 1;
                true
            }
            b'\n' => {
                s.i += 1;
                match s.peek() {
                    Some(b'%') => s.skip_until(b'\n'),
                    Some(b'[' | b'\n') => break,
                    Some(b'\r') => {
                        s.i += 1;
                        if s.peek() == Some(b'\n') {
                            break;
                        }
                    }
                    _ => {}
                }
                true
            }
            b';' => {
                s.skip_until(b'\n');
                true
            }
            b'0' => {
                s.i += 1;
                if s.eat_dash() && s.eat(b"1") {
                    true
                } else if s.eat(b"0") {
                    let _ = s.eat_dash() && s.eat(b"0");
                    let _ = s.eat(b"+") || s.eat(b"#");
                    plies += 1;
                    true
                } else {
                    false
                }
            }
            b'1' if s.b[start..].starts_with(b"1-0") || s.b[start..].starts_with(b"1/2-1/2") => {
                s.i += if s.b[start + 1] == b'-' { 3 } else { 7 };
                true
            }
            b'1' if matches!(s.b.get(start + 1), Some(b'-' | b'/' | 0xe2)) => {
                s.i += 1;
                if s.eat_dash() && s.eat(b"0") {
                    true
                } else {
                    let _ = s.eat(b"/2") && s.eat_dash() && s.eat(b"1/2");
                    s.i > start + 1 && s.b[start + 1] == b'/' && s.b[start..s.i].ends_with(b"1/2")
                }
            }
            b'1'..=b'9' => {
                while let Some(b'0'..=b'9') = s.peek() {
                    s.i += 1;
                }
                true
            }
            b'\xc2' => {
                s.i += 1;
                s.eat(b"\xbd") && s.eat_dash() && s.eat("½".as_bytes())
            }
            b'(' => {
                s.i += 1;
                s.skip_variation();
                true
            }
            b'$' => {
                let token = s.token_from(start);
                s.i += token.len();
                token.len() > 1 && token[1..].iter().all(u8::is_ascii_digit)
            }
            b')' | b'!' | b'?' | b'*' | b' ' | b'\t' | b'\r' | b'.' => {
                s.i += 1;
                true
            }
            _ => {
                let token = s.token_from(start);
                s.i += token.len();
                let ok = SanPlus::from_ascii(token).is_ok();
                plies += usize::from(ok);
                ok
            }
        };
        if !ok {
            return Some(Unreadable {
                plies,
                token: s.token_from(start),
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bad(text: &str) -> Option<(usize, String)> {
        first_unreadable(text.as_bytes())
            .map(|u| (u.plies, String::from_utf8_lossy(u.token).into_owned()))
    }

    #[test]
    fn clean_movetext_passes() {
        let text = "[Event \"a ] b\"]\n[Site \"x\\\"y\"]\n\n1. e4 {c} e5?! 2.Nf3 $1 (2. f4 zz) Nc6!! \
                    3... O-O 0-0-0+ e8=Q# -- ; rest\n% escape\n1-0 0-1 1/2-1/2 * ½-½";
        assert_eq!(bad(text), None);
    }

    #[test]
    fn unreadable_tokens_are_found() {
        assert_eq!(bad("1. e4 Nf9 2. d4 *"), Some((1, "Nf9".into())));
        assert_eq!(bad("1. e4&5 *"), Some((0, "e4&5".into())));
        assert_eq!(bad("1. e4 e5 2. Nf"), Some((2, "Nf".into())));
        assert_eq!(bad("hello"), Some((0, "hello".into())));
        assert_eq!(bad("1. e4 $x"), Some((1, "$x".into())));
        assert_eq!(bad("1. e4 1-x"), Some((1, "1-x".into())));
        assert_eq!(bad("1. e4 0"), Some((1, "0".into())));
    }
}
