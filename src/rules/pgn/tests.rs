use super::*;

/// The reading of clocks before it was made one pass over the bytes.
fn reference_parse_clock(text: &str) -> Option<Millis> {
    let (whole, frac) = match text.split_once('.') {
        Some((whole, frac)) => (whole, Some(frac)),
        None => (text, None),
    };
    let mut parts = whole.split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let number = |t: &str, max_len: usize| -> Option<u64> {
        if t.is_empty() || t.len() > max_len || !t.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        t.parse().ok()
    };
    let (h, m, s) = (number(h, 9)?, number(m, 2)?, number(s, 2)?);
    if m >= 60 || s >= 60 {
        return None;
    }
    let mut ms = ((h * 60 + m) * 60 + s) * 1000;
    if let Some(frac) = frac {
        if frac.is_empty() || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let mut scale = 100;
        for b in frac.bytes().take(3) {
            ms += u64::from(b - b'0') * scale;
            scale /= 10;
        }
    }
    Some(ms)
}

fn reference_clock_commands(comment: &[u8]) -> (Option<Millis>, Option<Millis>) {
    match std::str::from_utf8(comment) {
        Ok(text) => (
            command(text, "clk").and_then(reference_parse_clock),
            command(text, "emt").and_then(reference_parse_clock),
        ),
        Err(_) => (None, None),
    }
}

const PIECES: [&[u8]; 24] = [
    b"[%",
    b"clk",
    b"emt",
    b"clkx",
    b" ",
    b"\t",
    b"\x0b",
    b"\x0c",
    "\u{85}".as_bytes(),
    "\u{a0}".as_bytes(),
    b"]",
    b"1",
    b":",
    b"0",
    b"5",
    b"6",
    b".",
    b"9",
    b"x",
    "é".as_bytes(),
    b"{",
    b"\xff",
    b"12",
    b"[",
];

#[test]
fn one_pass_readings_match_the_reference() {
    let mut rng = crate::rules::test_rng::TestRng::new(0x9e37_79b9_7f4a_7c15);
    for _ in 0..300_000 {
        let mut text = Vec::new();
        let len = rng.below(14);
        if rng.below(2) == 0 {
            text.extend_from_slice(b"[%clk ");
        }
        for _ in 0..len {
            text.extend_from_slice(PIECES[rng.below(PIECES.len() as u64) as usize]);
        }
        assert_eq!(
            clock_commands(&text),
            reference_clock_commands(&text),
            "{:?}",
            String::from_utf8_lossy(&text)
        );
        if let Ok(t) = std::str::from_utf8(&text) {
            assert_eq!(parse_clock(t), reference_parse_clock(t), "{t:?}");
        }
    }
    for text in [
        "1:29:56",
        "0:00:09.5",
        "0:00:09.",
        "123456789:59:59.9999",
        "1234567890:00:00",
        "1:60:00",
        "1:00:60",
        "1:00",
        "1:00:00:00",
        ":00:00",
        "1::00",
        "1:0:0",
        "01:000:00",
        "1:00:00.5.5",
        "1:00:00.x",
        " 1:00:00",
        "",
        ".",
        "1:00:00.0001",
    ] {
        assert_eq!(parse_clock(text), reference_parse_clock(text), "{text:?}");
    }
}

/// Clock comments of the usual shape and near it: hours of one to
/// three digits, minutes and seconds in range or not, fractions of
/// none to four digits, spaces around or inside.
#[test]
fn clock_comments_near_the_usual_shape_match_the_reference() {
    let mut rng = crate::rules::test_rng::TestRng::new(0x2545_f491_4f6c_dd1d);
    let mut next = move |n: u64| rng.below(n);
    let mut usual = 0;
    for _ in 0..200_000 {
        let spaces = |n: u64| " ".repeat(n as usize);
        let digits = |n: u64, next: &mut dyn FnMut(u64) -> u64| {
            (0..n)
                .map(|_| char::from(b'0' + next(10) as u8))
                .collect::<String>()
        };
        let h = digits(1 + next(3), &mut next);
        let m = digits(1 + next(2), &mut next);
        let sec = digits(1 + next(2), &mut next);
        let frac = match next(5) {
            0 => String::new(),
            n => format!(".{}", digits(n - 1, &mut next)),
        };
        let close = ["]", " ]", "]]", "] x"][next(4) as usize];
        let comment = format!(
            "{}[%clk {h}:{m}:{sec}{frac}{close}{}",
            spaces(next(3)),
            spaces(next(3))
        );
        let got = clock_commands(comment.as_bytes());
        usual += usize::from(usual_clock_comment(comment.as_bytes()).is_some());
        assert_eq!(
            got,
            reference_clock_commands(comment.as_bytes()),
            "{comment:?}"
        );
    }
    assert!(usual > 1_000, "{usual}");
}

#[test]
fn a_promotion_without_its_sign_is_shown_how_it_is_written() {
    let said = |t: &str| Problem::Unreadable(t.to_owned()).to_string();
    assert_eq!(
        said("e8Q"),
        "unreadable move \"e8Q\" (a promotion is written with =, as e8=Q)"
    );
    assert_eq!(
        said("bxa1n+"),
        "unreadable move \"bxa1n+\" (a promotion is written with =, as bxa1=N+)"
    );
    for plain in ["Nf9", "e4e5", "e5Q", "bxd8Q", "Ke8Q", "e8K", "hello", ""] {
        assert_eq!(said(plain), format!("unreadable move \"{plain}\""));
    }
}

#[test]
fn usual_clock_comments_match_the_reference() {
    for comment in [
        " [%clk 1:29:56.5] ",
        "[%clk 1:29:56]",
        "  [%clk 1:29:56] [%emt 0:00:01]",
        " [%clk 1:29:56 ] ",
        "[%clk ]",
        " [%clk 1:29:56]x",
        "[%clk 1:29:56] é",
        "[%clk 1:29:56]\n",
        "[%clk  1:29:56]",
        "[%clk 1:2x:56]",
        "[%clk 1:29:56]]",
        "[%clk 1:29:56.]",
        "[%clk 1:29]",
        "[%clk 1:29:56",
    ] {
        assert_eq!(
            clock_commands(comment.as_bytes()),
            reference_clock_commands(comment.as_bytes()),
            "{comment:?}"
        );
    }
}
