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
    TOKEN_END[usize::from(byte)]
}

/// [`is_token_end`] as a table, one entry a byte.
const TOKEN_END: [bool; 256] = {
    let mut table = [false; 256];
    let ends = b" \t\n\r{}()!?$;.*";
    let mut i = 0;
    while i < ends.len() {
        table[ends[i] as usize] = true;
        i += 1;
    }
    table
};

/// The index of the first `needle` in `hay`, eight bytes at a time.
fn find_byte(hay: &[u8], needle: u8) -> Option<usize> {
    const LOW: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let pattern = u64::from_ne_bytes([needle; 8]);
    let mut chunks = hay.chunks_exact(8);
    let mut at = 0;
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        let x = word ^ pattern;
        // A byte of x is zero where the needle is; the lowest flagged
        // byte is the first one (borrows only flag bytes above it).
        let zero = x.wrapping_sub(LOW) & !x & HIGH;
        if zero != 0 {
            return Some(at + zero.trailing_zeros() as usize / 8);
        }
        at += 8;
    }
    chunks
        .remainder()
        .iter()
        .position(|&b| b == needle)
        .map(|p| at + p)
}

/// Whether `token` is a move in one of the common shapes (`e4`, `Nf3`,
/// `exd5`, `Nbd7`, `R1xe2`, `O-O`, with `+` or `#`), all of which
/// `SanPlus::from_ascii` reads. Anything else is left to it.
fn is_plain_san(token: &[u8]) -> bool {
    let file = |b: u8| (b'a'..=b'h').contains(&b);
    let rank = |b: u8| (b'1'..=b'8').contains(&b);
    let piece = |b: u8| matches!(b, b'N' | b'B' | b'R' | b'Q' | b'K');
    let token = match token {
        [rest @ .., b'+' | b'#'] => rest,
        _ => token,
    };
    match *token {
        [b'O', b'-', b'O'] | [b'O', b'-', b'O', b'-', b'O'] => true,
        [f, r] => file(f) && rank(r),
        [p, f, r] => piece(p) && file(f) && rank(r),
        [p, b'x', f, r] => (piece(p) || file(p)) && file(f) && rank(r),
        [p, d, f, r] | [p, d, b'x', f, r] => piece(p) && (file(d) || rank(d)) && file(f) && rank(r),
        _ => false,
    }
}

/// The length of the move that starts `rest` when it is one of the shapes
/// [`is_plain_san`] takes and a token end (or the end of the text) follows
/// it: then it is the whole token, found without looking for its end.
fn plain_san_len(rest: &[u8]) -> Option<usize> {
    let file = |b: u8| (b'a'..=b'h').contains(&b);
    let rank = |b: u8| (b'1'..=b'8').contains(&b);
    let piece = |b: u8| matches!(b, b'N' | b'B' | b'R' | b'Q' | b'K');
    let mut len = match *rest {
        [b'O', b'-', b'O', b'-', b'O', ..] => 5,
        [b'O', b'-', b'O', ..] => 3,
        [f, r, ..] if file(f) && rank(r) => 2,
        [p, f, r, ..] if piece(p) && file(f) && rank(r) => 3,
        [p, b'x', f, r, ..] if (piece(p) || file(p)) && file(f) && rank(r) => 4,
        [p, d, f, r, ..] if piece(p) && (file(d) || rank(d)) && file(f) && rank(r) => 4,
        [p, d, b'x', f, r, ..] if piece(p) && (file(d) || rank(d)) && file(f) && rank(r) => 5,
        _ => return None,
    };
    if let Some(b'+' | b'#') = rest.get(len) {
        len += 1;
    }
    match rest.get(len) {
        Some(&b) if !is_token_end(b) => None,
        _ => Some(len),
    }
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
        let rest = &self.b[self.i.min(self.b.len())..];
        self.i += find_byte(rest, needle).unwrap_or(rest.len());
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
/// pgn-reader would skip, if any: a move written in another form
/// ([`other_form`]) among them.
pub(crate) fn first_unreadable(game: &[u8]) -> Option<Unreadable<'_>> {
    match scan(game, None, |_, _| false) {
        Some(Found::Unreadable(u)) => Some(u),
        Some(Found::Move(_)) | None => None,
    }
}

/// Where pgn-reader 0.29 ends the movetext that starts at `bytes[from]`,
/// `bytes` ending where the stream ends: just after the line break before
/// a blank line or a line that opens with `[` (a tag), outside comments
/// and `%` lines; or at the end of `bytes`.
///
/// This is where pgn-reader's skip of a movetext stops, and where its
/// reading of one stops too: both break at the same line breaks and pass
/// over the same comments (`{…}` to the brace, `;` to the line's end, a
/// variation's comments likewise), tokens and variations aside. They
/// differ only in a brace comment left open at the end of the stream,
/// which the reading refuses and the skip passes over.
pub(crate) fn movetext_end(bytes: &[u8], from: usize) -> usize {
    let end = bytes.len();
    let mut i = from;
    while i < end {
        let byte = bytes[i];
        i += 1;
        match byte {
            b'{' => i = memchr::memchr(b'}', &bytes[i..]).map_or(end, |at| i + at + 1),
            b';' => i = memchr::memchr(b'\n', &bytes[i..]).map_or(end, |at| i + at),
            b'\n' => match bytes.get(i) {
                Some(b'%') => {
                    i += 1;
                    i = memchr::memchr(b'\n', &bytes[i..]).map_or(end, |at| i + at);
                }
                Some(b'\n' | b'[') => break,
                Some(b'\r') => {
                    i += 1;
                    if bytes.get(i) == Some(&b'\n') {
                        break;
                    }
                }
                _ => {}
            },
            _ => i = memchr::memchr3(b'\n', b'{', b';', &bytes[i..]).map_or(end, |at| i + at),
        }
    }
    i
}

/// [`movetext_end`] for a movetext pgn-reader skipped, found from its
/// last bytes where the file is laid out as usual: the next game starts at
/// `bytes[next]` after one blank line (`\n\n`, or `\r\n\r\n`), and the
/// line before it holds moves or a comment, not a `%` line. The movetext
/// then ends between the two line breaks: a line break before a blank
/// line ends it there, and nothing before it could have (pgn-reader
/// skips only white space and `%` lines after a movetext, so an earlier
/// end would leave that last line to those). `None` where the layout
/// is another, or the movetext (from `bytes[from]`) is empty.
pub(crate) fn movetext_end_before(bytes: &[u8], from: usize, next: usize) -> Option<usize> {
    let skipped = bytes.get(from..next)?;
    let blank = if skipped.ends_with(b"\r\n\r\n") {
        4
    } else if skipped.ends_with(b"\n\n") {
        2
    } else {
        return None;
    };
    let content = &skipped[..skipped.len() - blank];
    let white = |b: &u8| matches!(b, b' ' | b'\t' | b'\r' | b'\n');
    if content.last().is_none_or(white) {
        return None;
    }
    let line = memchr::memrchr(b'\n', content).map_or(0, |at| at + 1);
    match content[line..].iter().find(|b| !white(b)) {
        Some(b'%') | None => None,
        Some(_) => Some(next - 1),
    }
}

/// The move at index `ply` (0 is the first) of the main line of the game
/// in `game`, as written: `0-0` or `Pe4` where the file has them. `None`
/// when an unreadable token comes first or the game has fewer moves.
pub(crate) fn move_token(game: &[u8], ply: usize) -> Option<&[u8]> {
    match scan(game, Some(ply), |_, token| other_form(token).is_some()) {
        Some(Found::Move(token)) => Some(token),
        Some(Found::Unreadable(_)) | None => None,
    }
}

/// Where [`scan`] stopped.
enum Found<'a> {
    /// At a token pgn-reader would skip.
    Unreadable(Unreadable<'a>),
    /// At the move asked for.
    Move(&'a [u8]),
}

/// The game in `game` with each move written in another form
/// ([`other_form`]) as pgn-reader reads it, if it has one; `None` if it has
/// none. The text is otherwise the same, byte for byte.
pub(crate) fn normalised(game: &[u8]) -> Option<Vec<u8>> {
    let mut rewrites: Vec<(usize, usize, Vec<u8>)> = Vec::new();
    scan(game, None, |start, token| match other_form(token) {
        Some(form) => {
            rewrites.push((start, token.len(), form));
            true
        }
        None => false,
    });
    if rewrites.is_empty() {
        return None;
    }
    let mut out = Vec::with_capacity(game.len() + rewrites.len());
    let mut at = 0;
    for (start, len, form) in rewrites {
        out.extend_from_slice(&game[at..start]);
        out.extend_from_slice(&form);
        at = start + len;
    }
    out.extend_from_slice(&game[at..]);
    Some(out)
}

/// A move written in a form pgn-reader skips, as python-chess reads it,
/// in the form pgn-reader reads: a null move `0000` or `@@@@` as `--`; a
/// move with a dash between its squares (`e2-e4`, `Ng1-f3`) without it; a
/// promotion without `=` or with a small letter (`e7e8q`, `e8Q`, `exd8n+`)
/// with `=` and a capital. `None` for any other token.
pub(crate) fn other_form(token: &[u8]) -> Option<Vec<u8>> {
    let (body, mark) = match token {
        [body @ .., m @ (b'+' | b'#')] => (body, Some(*m)),
        _ => (token, None),
    };
    if matches!(body, b"0000" | b"@@@@") {
        return Some(b"--".to_vec());
    }
    // python-chess's shape: [NBKRQ]?[a-h]?[1-8]?[-x]?[a-h][1-8](=?[nbrqkNBRQK])?
    let file = |b: u8| (b'a'..=b'h').contains(&b);
    let rank = |b: u8| (b'1'..=b'8').contains(&b);
    let mut rest = body;
    let mut out = Vec::with_capacity(token.len() + 1);
    if let [p @ (b'N' | b'B' | b'K' | b'R' | b'Q'), tail @ ..] = rest {
        out.push(*p);
        rest = tail;
    }
    // The target square is the last file and rank before the promotion.
    let piece = |p: &u8| b"nbrqkNBRQK".contains(p);
    let (rest, promotion) = match rest {
        [head @ .., b'=', p] if piece(p) => (head, Some(p.to_ascii_uppercase())),
        [head @ .., p] if piece(p) => (head, Some(p.to_ascii_uppercase())),
        _ => (rest, None),
    };
    let [from @ .., f, r] = rest else {
        return None;
    };
    if !file(*f) || !rank(*r) {
        return None;
    }
    let (from, dash, capture) = match from {
        [from @ .., b'-'] => (from, true, false),
        [from @ .., b'x'] => (from, false, true),
        _ => (from, false, false),
    };
    match from {
        [] | [b'a'..=b'h'] | [b'1'..=b'8'] => {}
        [ff, fr] if file(*ff) && rank(*fr) => {}
        _ => return None,
    }
    if dash && from.is_empty() {
        return None;
    }
    out.extend_from_slice(from);
    if capture {
        out.push(b'x');
    }
    out.extend_from_slice(&[*f, *r]);
    if let Some(p) = promotion {
        out.extend_from_slice(&[b'=', p]);
    }
    out.extend(mark);
    (out != token && SanPlus::from_ascii(&out).is_ok()).then_some(out)
}

/// Walks the game's tokens as pgn-reader 0.29 does, to the first token it
/// would skip or, with `wanted`, to the main line's move of that index. A
/// token pgn-reader would skip is shown to `other` (with where it starts)
/// first: where it answers that it is a move, it counts as one.
fn scan<'a>(
    game: &'a [u8],
    wanted: Option<usize>,
    mut other: impl FnMut(usize, &[u8]) -> bool,
) -> Option<Found<'a>> {
    let mut s = Scan { b: game, i: 0 };
    s.skip_tags();
    let mut plies = 0;
    while let Some(b) = s.peek() {
        let start = s.i;
        // Whether the token is a move.
        let mut moved = false;
        // A move in one of the usual shapes first: most tokens are.
        let usual = b
            .is_ascii_alphabetic()
            .then(|| plain_san_len(&s.b[start..]))
            .flatten();
        let ok = match b {
            _ if let Some(len) = usual => {
                s.i += len;
                moved = true;
                true
            }
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
            b'0' if s.b[start..].starts_with(b"0000") => {
                let token = s.token_from(start);
                s.i += token.len();
                moved = other(start, token);
                moved
            }
            b'0' => {
                s.i += 1;
                if s.eat_dash() && s.eat(b"1") {
                    true
                } else if s.eat(b"0") {
                    let _ = s.eat_dash() && s.eat(b"0");
                    let _ = s.eat(b"+") || s.eat(b"#");
                    moved = true;
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
            // Not a move of the usual shapes (those went first).
            _ => {
                let token = s.token_from(start);
                s.i += token.len();
                moved = is_plain_san(token)
                    || SanPlus::from_ascii(token).is_ok()
                    || other(start, token);
                moved
            }
        };
        if !ok {
            return Some(Found::Unreadable(Unreadable {
                plies,
                token: s.token_from(start),
            }));
        }
        if moved {
            if wanted == Some(plies) {
                return Some(Found::Move(&s.b[start..s.i]));
            }
            plies += 1;
        }
        // Spaces and dots are tokens of their own that are always read; the
        // usual ones after a move number, a move or a comment go here, not
        // one by one through the match.
        while let Some(b' ' | b'.') = s.peek() {
            s.i += 1;
        }
    }
    None
}

/// Pieces of PGN text for property tests of where games end: tags,
/// comments, variations, escapes, line breaks, byte-order marks, moves,
/// results and tokens pgn-reader skips.
#[cfg(test)]
pub(crate) const PGN_PIECES: &[&str] = &[
    "[Event \"x\"]",
    "\u{feff}",
    "[",
    "]",
    "\"",
    "\\",
    "{",
    "}",
    "(",
    ")",
    ";",
    "%",
    "\n",
    "\n",
    "\r",
    " ",
    "e4",
    "Nf3",
    "0-0",
    "zz",
    "x",
    "1.",
    "1-0",
    "1/2-1/2",
    "*",
    "$1",
    "!",
];

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
    fn bytes_are_found() {
        let hay = b"0123456789abcdef}ghij}";
        for start in 0..hay.len() {
            for needle in [b'}', b'0', b'f', b'j', b'z', 0x80, 0xff, 0] {
                let rest = &hay[start..];
                assert_eq!(
                    find_byte(rest, needle),
                    rest.iter().position(|&b| b == needle)
                );
            }
        }
        let all: Vec<u8> = (0..=255).chain(0..=255).collect();
        for needle in 0..=255 {
            assert_eq!(find_byte(&all, needle), Some(usize::from(needle)));
        }
    }

    /// Every token of up to five bytes (six with `+` or `#`) over the characters of SAN (and some
    /// others) that the quick check takes is one shakmaty reads.
    #[test]
    fn plain_san_is_san() {
        let alphabet = b"NBRQKPaeh1489x-O=+#@";
        let mut token = Vec::new();
        let mut taken = 0;
        fn each(alphabet: &[u8], token: &mut Vec<u8>, taken: &mut usize) {
            if is_plain_san(token) {
                assert!(
                    SanPlus::from_ascii(token).is_ok(),
                    "{}",
                    String::from_utf8_lossy(token)
                );
                *taken += 1;
            }
            // The sixth byte can only be a check or mate sign.
            let next: &[u8] = match token.len() {
                0..5 => alphabet,
                5 => b"+#",
                _ => b"",
            };
            {
                for &c in next {
                    token.push(c);
                    each(alphabet, token, taken);
                    token.pop();
                }
            }
        }
        each(alphabet, &mut token, &mut taken);
        assert!(taken > 1000);
        for san in [
            "e4", "Nf3", "exd5", "Nbd7", "R1xe2+", "O-O-O#", "Kxh8", "Qh4#",
        ] {
            assert!(is_plain_san(san.as_bytes()), "{san}");
        }
    }

    /// Whenever the quick length is found, it is the token's and the token
    /// is one the quick check takes.
    #[test]
    fn plain_san_len_is_the_token() {
        let alphabet = b"NBRQKaeh1489x-O=+# {.";
        let mut rng = crate::rules::test_rng::TestRng::new(0x9e37_79b9_7f4a_7c15);
        let mut found = 0;
        for _ in 0..200_000 {
            let mut text = Vec::new();
            let mut r = rng.next();
            for _ in 0..(r % 8) as usize + 1 {
                r /= 8;
                text.push(alphabet[(r % alphabet.len() as u64) as usize]);
                r /= alphabet.len() as u64;
            }
            let s = Scan { b: &text, i: 0 };
            if let Some(len) = plain_san_len(&text) {
                let token = s.token_from(0);
                assert_eq!(len, token.len(), "{}", String::from_utf8_lossy(&text));
                assert!(is_plain_san(token), "{}", String::from_utf8_lossy(&text));
                found += 1;
            }
        }
        assert!(found > 1000);
    }

    #[test]
    fn moves_are_found_as_written() {
        let text = "[Event \"x\"]\n\n1. Pe4 {c} e5?! 2.Nf3 (2. f4 f5) Nc6 3. 0-0+ $1 1-0";
        let moves: Vec<Option<&[u8]>> = (0..6).map(|n| move_token(text.as_bytes(), n)).collect();
        assert_eq!(
            moves,
            [
                Some(&b"Pe4"[..]),
                Some(b"e5"),
                Some(b"Nf3"),
                Some(b"Nc6"),
                Some(b"0-0+"),
                None
            ]
        );
        assert_eq!(move_token(b"1. e4 Nf9 2. d4 *", 2), None);
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
