//! `--laws 2023|2008` through the real programs: `tactus replay` and
//! `tactus check` on a game with a fivefold repetition, the `Laws` tag read
//! from the file, and a bad value refused naming the allowed ones.

use std::process::Command;

use crate::piped;
use piped::{pgn_file, replay};

/// The knights out and back four times: the starting position for the
/// fifth time after 16 half-moves; then one move more.
const PAST_FIVEFOLD: &[u8] = b"[White \"A\"]\n[Black \"B\"]\n\n\
    1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
    7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3 1/2-1/2\n";

/// The same, ending at the fifth time.
const AT_FIVEFOLD: &[u8] = b"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 \
    6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 1/2-1/2\n";

fn check(path: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .arg("check")
        .arg(path)
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn replay_jsonl_ends_at_the_fifth_repetition_under_2023_and_goes_on_under_2008() {
    let file = pgn_file(AT_FIVEFOLD);
    for args in [
        &["--format", "jsonl"][..],
        &["--format", "jsonl", "--laws", "2023"],
    ] {
        let (code, out, err) = replay(file.path(), args);
        assert_eq!((code, err.as_str()), (0, ""));
        assert_eq!(
            out.lines().last(),
            Some(r#"{"result":"1/2-1/2","termination":"fivefold_repetition"}"#),
            "{args:?}"
        );
    }
    let (code, out, err) = replay(file.path(), &["--format", "jsonl", "--laws", "2008"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 17, "{out}");
    assert!(
        lines[15].ends_with(r#""claims":["threefold_repetition"]}"#),
        "{}",
        lines[15]
    );
    assert_eq!(
        lines[16],
        r#"{"result":"1/2-1/2","termination":"unterminated"}"#
    );
}

#[test]
fn replay_text_under_2008_reads_past_the_fifth_repetition_that_ends_the_game_under_2023() {
    let file = pgn_file(PAST_FIVEFOLD);
    let (code, out, err) = replay(file.path(), &[]);
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("after the game had ended (Fivefold repetition)"),
        "{err}"
    );
    let (code, out, err) = replay(file.path(), &["--laws", "2008"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("9. Nf3\n"), "{out}");
    assert!(!out.contains("ivefold"), "{out}");
}

#[test]
fn the_laws_tag_of_the_file_decides_unless_the_command_line_says_otherwise() {
    let tagged = [&b"[Laws \"FIDE 2008\"]\n"[..], PAST_FIVEFOLD].concat();
    let file = pgn_file(&tagged);
    let (code, out, _) = replay(file.path(), &["--format", "jsonl"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().count(), 18);
    let (code, _, err) = replay(file.path(), &["--laws", "2023"]);
    assert_eq!(code, 2);
    assert!(err.contains("Fivefold repetition"), "{err}");
}

#[test]
fn check_finds_a_move_after_the_fivefold_repetition_under_2023_only() {
    let file = pgn_file(PAST_FIVEFOLD);
    let (code, out, _) = check(file.path(), &["--format", "jsonl"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains(r#""kind":"after_end""#), "{out}");
    assert!(out.contains(r#""ply":17"#), "{out}");
    let (code, out, err) = check(file.path(), &["--format", "jsonl", "--laws", "2008"]);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert!(out.contains(r#""after_end":0"#), "{out}");
    assert!(out.contains(r#""plies":17"#), "{out}");
    let (code, out, _) = check(file.path(), &["--laws", "2008"]);
    assert_eq!(code, 0, "{out}");
    let (code, out, _) = check(file.path(), &[]);
    assert_eq!(code, 1);
    assert!(out.to_lowercase().contains("fivefold"), "{out}");
}

#[test]
fn a_bad_edition_is_refused_naming_the_allowed_ones() {
    let file = pgn_file(AT_FIVEFOLD);
    let (code, _, err) = replay(file.path(), &["--laws", "2018"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("\"2018\" is not an edition of the Laws: say 2023 (in force) or 2008"),
        "{err}"
    );
    let (code, _, err) = check(file.path(), &["--laws", "fide"]);
    assert_eq!(code, 2);
    assert!(err.contains("say 2023 (in force) or 2008"), "{err}");
}
