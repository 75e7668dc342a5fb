//! The score in braille for real: `tactus score` writes whole games as
//! BRF in English, German and Spanish, and liblouis (`lou_translate
//! --backward`, Debian's liblouis-bin) reads them back.
//!
//! What is compared:
//! * the heading lines, read back with the language's literary table, with
//!   the print heading of `--format text` (German braille has no capital
//!   sign, so German is compared in lower case; liblouis 3.24's Spanish
//!   table reads the colon, dots 2-5, back as the digit 3, so Spanish is
//!   compared with that colon as 3);
//! * the move lines, read back as computer braille (`en-us-comp6.ctb`,
//!   where letters are letters and the lower cells digits, as in the chess
//!   code; it reads dots 4-5-6 as a capital sign, which is turned back),
//!   with every move of the PGN written by the README's table:
//!   the piece letter of the language, then the signs (`;` capture, `^`
//!   check, `_` both, before the square; `>m` after a mate), castling
//!   `o-o`, promotion by the letter after the square; move numbers with
//!   no number sign; `-` before a black move that opens a line.
//!
//! And that every byte is BRF ASCII, CR LF, or a form feed between pages;
//! that no line is longer than `--cells`; that every page has `--lines`
//! lines and its braille page number at the right of the last.

use std::path::Path;
use std::process::{Command, Output};

use shakmaty::{CastlingSide, Role, san::San, san::SanPlus, san::Suffix};

use crate::piped;
use piped::{PEOPLE, dirs, feed, has, paced};

const OPERA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/examples/opera.pgn");
const PROMOTION: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/promotion.pgn");

fn score(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tactus"))
        .arg("score")
        .args(args)
        .output()
        .unwrap()
}

fn score_ok(args: &[&str]) -> Vec<u8> {
    let out = score(args);
    assert!(
        out.status.success(),
        "tactus score {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// `lou_translate --backward TABLES` of `text` (whose backslashes, the
/// BRF character of dots 1-2-5-6, lou_translate would read as escapes).
fn back(tables: &str, text: &str) -> String {
    use std::io::Write;
    let mut child = Command::new("lou_translate")
        .args(["--backward", tables])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("lou_translate (Debian liblouis-bin) runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.replace('\\', "\\\\").as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// The pages of a BRF file, each a list of lines, checked for the form
/// of BRF on the way: only BRF ASCII in lines, CR LF ends, a form feed
/// between pages, `lines` lines a page of at most `cells` cells, the page
/// number (`#` and letters a-j) ending each page's last line.
fn pages(brf: &[u8], cells: usize, lines: usize) -> Vec<Vec<String>> {
    let text = std::str::from_utf8(brf).unwrap();
    let mut out = Vec::new();
    for (n, page) in text.split('\u{c}').enumerate() {
        let body = page.strip_suffix("\r\n").expect("a page ends with CR LF");
        let page_lines: Vec<String> = body.split("\r\n").map(str::to_owned).collect();
        assert_eq!(page_lines.len(), lines, "page {}", n + 1);
        for line in &page_lines {
            assert!(line.len() <= cells, "{line:?} is longer than {cells}");
            assert!(
                line.bytes().all(|b| (32..=95).contains(&b)),
                "{line:?} is not BRF ASCII"
            );
        }
        let number: String = (n + 1)
            .to_string()
            .chars()
            .map(|d| {
                if d == '0' {
                    'J'
                } else {
                    (b'A' + d as u8 - b'1') as char
                }
            })
            .collect();
        let last = &page_lines[lines - 1];
        assert!(
            last.ends_with(&format!("#{number}")),
            "{last:?} on page {}",
            n + 1
        );
        assert_eq!(last.len(), cells, "the number stands at the right");
        out.push(page_lines);
    }
    out
}

/// The README's table: the braille letters of a piece.
fn letter(role: Role, lang: &str) -> &'static str {
    let letters = match lang {
        "de" => ["k", "d", "t", "l", "s"],
        "es" => ["r", "d", "t", "a", "c"],
        _ => ["k", "q", "r", "b", "s"],
    };
    match role {
        Role::King => letters[0],
        Role::Queen => letters[1],
        Role::Rook => letters[2],
        Role::Bishop => letters[3],
        Role::Knight => letters[4],
        Role::Pawn => "",
    }
}

/// A move as computer braille reads the chess code back, by the README.
fn expected_move(san: &SanPlus, lang: &str) -> String {
    let check = san.suffix == Some(Suffix::Check);
    let mut out = match san.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let sign = match (capture, check) {
                (true, true) => "_",
                (true, false) => ";",
                (false, true) => "^",
                (false, false) => "",
            };
            format!(
                "{}{}{}{sign}{to}{}",
                letter(role, lang),
                file.map(|f| f.char().to_string()).unwrap_or_default(),
                rank.map(|r| r.char().to_string()).unwrap_or_default(),
                promotion.map(|p| letter(p, lang)).unwrap_or_default()
            )
        }
        San::Castle(CastlingSide::KingSide) => format!("o-o{}", if check { "^" } else { "" }),
        San::Castle(CastlingSide::QueenSide) => format!("o-o-o{}", if check { "^" } else { "" }),
        other => panic!("{other} in a test game"),
    };
    if san.suffix == Some(Suffix::Checkmate) {
        out.push_str(">m");
    }
    out
}

/// The moves of the PGN file's first game as the back-translation must
/// give them: numbered, result last.
fn expected_moves(pgn: &Path, lang: &str) -> Vec<String> {
    let game = tactus::rules::pgn::import(&std::fs::read(pgn).unwrap(), 1).unwrap();
    let sheet = game.scoresheet;
    let (mut number, mut white) = tactus::rules::pgn::start_of(sheet.start_fen());
    let mut words = Vec::new();
    for (i, m) in sheet.moves().iter().enumerate() {
        let mv = expected_move(&m.san, lang);
        if white {
            words.push(number.to_string());
            words.push(mv);
        } else {
            if i == 0 {
                words.push(number.to_string());
                words.push(format!("-{mv}"));
            } else {
                words.push(mv);
            }
            number += 1;
        }
        white = !white;
    }
    if sheet.result_tag() != "*" {
        words.push(sheet.result_tag());
    }
    words
}

/// Computer braille reads dots 4-5-6 (the chess code's capture with
/// check, `_`) as the capital sign of the letter after it: `bB5` is
/// `b_b5`.
fn capital_as_sign(word: &str) -> String {
    word.chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                format!("_{}", c.to_ascii_lowercase())
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The words of the move lines read back, with the number of a black move
/// that opens a line (`12 -e5`) folded away when the line before ended
/// with the same move's white half.
fn read_moves(lines: &[String]) -> Vec<String> {
    let text = back("en-us-brf.dis,en-us-comp6.ctb", &lines.join("\n"));
    let mut words: Vec<String> = Vec::new();
    for line in text.lines() {
        let mut parts: Vec<&str> = line.split_whitespace().collect();
        if parts.len() >= 2 && parts[1].starts_with('-') && words.len() >= 2 {
            // A black half: "12 -e5" after "… 12 e4".
            if words[words.len() - 2] == parts[0] {
                words.push(capital_as_sign(&parts[1][1..]));
                parts.drain(..2);
            }
        }
        words.extend(parts.iter().map(|s| capital_as_sign(s)));
    }
    words
}

/// Runs the whole check for `pgn` in `lang` with `cells` × `lines` pages.
fn check_game(pgn: &str, lang: &str, cells: usize, lines: usize) {
    let (c, l) = (cells.to_string(), lines.to_string());
    let args = ["--lang", lang, "--cells", &c, "--lines", &l];
    let brf = score_ok(&[&[pgn, "--format", "brf"][..], &args].concat());
    let text =
        String::from_utf8(score_ok(&[&[pgn, "--format", "text"][..], &args].concat())).unwrap();
    let print_heading: Vec<&str> = text.lines().take_while(|l| !l.is_empty()).collect();
    let pages = pages(&brf, cells, lines);
    // Every line but the page numbers, in order.
    let mut body: Vec<String> = Vec::new();
    for page in &pages {
        for (i, line) in page.iter().enumerate() {
            let line = if i == lines - 1 {
                line.trim_end_matches(|c: char| c != ' ')
                    .trim_end()
                    .to_owned()
            } else {
                line.clone()
            };
            body.push(line);
        }
    }
    let blank = body
        .iter()
        .position(|l| l.is_empty())
        .expect("a blank line after the heading");
    let tables = match lang {
        "de" => "en-us-brf.dis,de-g1.ctb",
        "es" => "en-us-brf.dis,es-g1.ctb",
        _ => "en-us-brf.dis,en-ueb-g1.ctb",
    };
    let heading_back = back(tables, &body[..blank].join("\n"));
    let normal = |s: &str| {
        let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
        match lang {
            "de" => s.to_lowercase(),
            "es" => s.replace(':', "3"),
            _ => s,
        }
    };
    assert_eq!(
        normal(&heading_back),
        normal(&print_heading.join(" ")),
        "the heading read back"
    );
    let moves: Vec<String> = body[blank..]
        .iter()
        .filter(|l| !l.trim().is_empty())
        .cloned()
        .collect();
    assert_eq!(
        read_moves(&moves),
        expected_moves(Path::new(pgn), lang),
        "the moves read back in {lang}"
    );
}

#[test]
fn a_whole_game_reads_back_in_three_languages() {
    for lang in ["en", "de", "es"] {
        check_game(OPERA, lang, 40, 25);
        check_game(PROMOTION, lang, 40, 25);
    }
}

#[test]
fn a_letter_the_table_lacks_is_written_plain_not_as_an_escape() {
    let pgn = piped::pgn_file("[Site \"Köln\"]\n[White \"Straße\"]\n\n1. e4 *\n");
    let path = pgn.path().to_str().unwrap();
    let brf = String::from_utf8(score_ok(&[path, "--lang", "es"])).unwrap();
    let heading: Vec<&str> = brf.lines().take_while(|l| !l.trim().is_empty()).collect();
    let read = back("en-us-brf.dis,es-g1.ctb", &heading.join("\n"));
    assert!(read.contains("Koln"), "{read}");
    assert!(read.contains("Strasse"), "{read}");
    // Where the table has the letter, it is kept.
    let brf = String::from_utf8(score_ok(&[path, "--lang", "de"])).unwrap();
    let heading: Vec<&str> = brf.lines().take_while(|l| !l.trim().is_empty()).collect();
    let read = back("en-us-brf.dis,de-g1.ctb", &heading.join("\n"));
    assert!(read.contains("köln"), "{read}");
}

#[test]
fn small_pages_break_between_moves_and_number_every_page() {
    let brf = score_ok(&[OPERA, "--cells", "24", "--lines", "5"]);
    assert!(pages(&brf, 24, 5).len() >= 4);
    for lang in ["en", "de", "es"] {
        check_game(OPERA, lang, 24, 5);
        check_game(PROMOTION, lang, 24, 4);
    }
}

/// BRF text as Unicode braille, character for character.
fn to_unicode(brf: &str) -> String {
    let table = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";
    brf.chars()
        .map(|c| match table.find(c) {
            Some(i) => char::from_u32(0x2800 + i as u32).unwrap(),
            None => c,
        })
        .collect()
}

#[test]
fn unicode_gives_the_same_cells_without_a_page_of_blank_lines() {
    let brf = score_ok(&[OPERA]);
    let page = &pages(&brf, 40, 25)[0];
    let unicode = String::from_utf8(score_ok(&[OPERA, "--format", "unicode"])).unwrap();
    let lines: Vec<&str> = unicode.lines().collect();
    // The page's lines of text, without the blank lines that fill it and
    // the line of its number.
    let text = page[..24]
        .iter()
        .rposition(|l| !l.trim().is_empty())
        .unwrap();
    let expected: Vec<String> = page[..=text].iter().map(|l| to_unicode(l)).collect();
    assert_eq!(lines, expected);
    assert!(!lines[0].trim_matches('\u{2800}').is_empty(), "{unicode}");
    assert!(!lines.last().unwrap().trim().is_empty(), "{unicode}");
    assert!(!unicode.contains('\u{c}'));
    // Nor on a small page: no page numbers, no form feeds, no line longer.
    let small = score_ok(&[
        OPERA, "--format", "unicode", "--cells", "24", "--lines", "5",
    ]);
    let small = String::from_utf8(small).unwrap();
    assert!(!small.contains('\u{c}'), "{small}");
    assert!(small.lines().all(|l| l.chars().count() <= 24), "{small}");
    assert_eq!(small.lines().filter(|l| l.is_empty()).count(), 1, "{small}");
}

#[test]
fn a_game_from_a_position_gives_the_position_in_every_format() {
    let pgn = piped::pgn_file(
        "[Event \"Study\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"*\"]\n\
         [SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 *\n",
    );
    let path = pgn.path().to_str().unwrap();
    let text = String::from_utf8(score_ok(&[path, "--format", "text"])).unwrap();
    assert_eq!(
        text,
        "White: Anna\nBlack: Bert\nEvent: Study\nResult: not finished\n\
         Starting position, Black to move:\nWhite: Ke1, e2\nBlack: Ke8\n\n40... Kd7 41. e4\n"
    );
    let text = String::from_utf8(score_ok(&[path, "--format", "text", "--lang", "es"])).unwrap();
    assert!(text.contains("\nBlancas: Re1, e2\nNegras: Re8\n"), "{text}");
    for lang in ["en", "de", "es"] {
        let brf = score_ok(&[path, "--lang", lang]);
        let page = &pages(&brf, 40, 25)[0];
        let king = if lang == "es" { "R" } else { "K" };
        let white = page
            .iter()
            .position(|l| l.ends_with(&format!(" {king}E1 E2")));
        let black = page.iter().position(|l| l.ends_with(&format!(" {king}E8")));
        let moves = page.iter().position(|l| l.starts_with("40 -"));
        assert!(
            matches!((white, black, moves), (Some(w), Some(b), Some(m)) if w + 1 == b && b + 2 == m),
            "{lang}: {page:?}"
        );
        // The words before the pieces read back as the print's.
        let words = page[white.unwrap() - 1..=black.unwrap()].join("\n");
        let table = match lang {
            "de" => "en-us-brf.dis,de-g1.ctb",
            "es" => "en-us-brf.dis,es-g1.ctb",
            _ => "en-us-brf.dis,en-ueb-g1.ctb",
        };
        let read = back(table, &words).to_lowercase();
        let expected = match lang {
            "de" => "ausgangsstellung, schwarz am zug",
            "es" => "posición inicial, juegan las negras",
            _ => "starting position, black to move",
        };
        assert!(read.contains(expected), "{lang}: {read}");
        let unicode = score_ok(&[path, "--format", "unicode", "--lang", lang]);
        let unicode = String::from_utf8(unicode).unwrap();
        assert!(
            unicode.contains(&to_unicode(&page[white.unwrap()])),
            "{lang}: {unicode}"
        );
    }
}

#[test]
fn bad_input_is_refused_with_status_2_in_the_language() {
    let out = score(&[OPERA, "--cells", "5"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("5 cells a line cannot be laid out: give 24 to 200"),
        "{said}"
    );
    let out = score(&[OPERA, "--lines", "1", "--lang", "de"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 Zeilen pro Seite gehen nicht"));
    let out = score(&["/nonexistent/x.pgn", "--lang", "es"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("no se puede leer /nonexistent/x.pgn"),
        "{said}"
    );
    let out = score(&[OPERA, "--game", "2", "--lang", "de"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    // The PGN problem in the player's language too, not the parser's English.
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("die Datei enthält 1 Partie; eine Partie 2 gibt es nicht"),
        "{said}"
    );
    let dir = tempfile::tempdir().unwrap();
    let into = dir.path().join("no-folder/x.brf");
    let out = score(&[OPERA, "-o", into.to_str().unwrap()]);
    assert_ne!(out.status.code(), Some(0));
    assert!(!into.exists());
}

#[test]
fn score_writes_to_a_file_with_o() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("opera.brf");
    let out = score_ok(&[OPERA, "-o", file.to_str().unwrap()]);
    assert!(out.is_empty());
    assert_eq!(std::fs::read(&file).unwrap(), score_ok(&[OPERA]));
}

#[test]
fn save_brf_in_the_terminal_writes_the_score_in_braille() {
    let d = dirs();
    let cwd = tempfile::tempdir().unwrap();
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", "de"])
        .args(PEOPLE)
        .current_dir(cwd.path())
        .spawn()
        .unwrap();
    let said = feed(
        child,
        &paced(
            &[
                "e4",
                "e5",
                "Nf3",
                "save g.brf",
                "save /nonexistent-tactus/g.brf",
            ],
            0,
        ),
    );
    assert!(has(&said, "g.brf"), "{said:?}");
    let brf = std::fs::read(cwd.path().join("g.brf")).unwrap();
    let page = &pages(&brf, 40, 25)[0];
    assert!(page.iter().any(|l| l == "1 E4 E5 2 SF3"), "{page:?}");
    assert!(has(&said, "/nonexistent-tactus/g.brf:"), "{said:?}");
    assert!(!Path::new("/nonexistent-tactus").exists());
}
