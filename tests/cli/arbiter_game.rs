//! One whole incident-filled game at the clock (issue 13, "Done when"),
//! through the real `tactus clock --tty --voice text` over a pipe, under
//! the 2023 Laws with 5 minutes plus 3 seconds: an illegal move taken back
//! with the opponent's extra time, an incorrect draw claim, a clock
//! correction, the sighted player's score differing three half-moves
//! back and retraced on "yes" to the clocks recorded there, an
//! adjournment (`seal MOVE`, the process ends, a new one with
//! `--resume-sealed`, `unseal`) and the game played on to the arbiter's
//! result. Then the PGN (`save`), the arbiter's report (`tactus arbiter
//! log`, text and jsonl) and the clocks (`c` and `clock.json`) are checked
//! against each other and against the readings the table recorded.

use crate::piped;

use std::path::{Path, PathBuf};
use std::process::Child;

use piped::{Dirs, dirs, feed, has, paced, pgn_file, stdout_of};
use serde_json::Value;

/// `tactus clock ARGS --tty --voice text --lang en` with `d`'s folders.
fn clock(d: &Dirs, args: &[&str]) -> Child {
    d.tactus()
        .arg("clock")
        .args(args)
        .args(["--tty", "--voice", "text", "--lang", "en"])
        .spawn()
        .unwrap()
}

/// The clock game kept in `d`'s data folder.
fn clock_file(d: &Dirs) -> PathBuf {
    d.data.path().join("clock.json")
}

/// The clock game kept in `d`'s data folder, read.
fn kept(d: &Dirs) -> Value {
    let text = std::fs::read_to_string(clock_file(d)).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The readings the table recorded at each press: White's and Black's.
fn recorded(game: &Value) -> Vec<(u64, u64)> {
    game["game"]["score"]["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["white"].as_u64().unwrap(), e["black"].as_u64().unwrap()))
        .collect()
}

/// Both clocks' remaining time in `clock.json`: White's and Black's.
fn remaining(game: &Value) -> (u64, u64) {
    let clock = &game["game"]["clock"];
    (
        clock["white"]["remaining"].as_u64().unwrap(),
        clock["black"]["remaining"].as_u64().unwrap(),
    )
}

/// `tactus arbiter log FILE ARGS`: its standard output.
fn log(d: &Dirs, file: &Path, args: &[&str]) -> String {
    stdout_of(d.tactus().args(["arbiter", "log"]).arg(file).args(args))
}

/// A reading of the report: `when` ("before" or "after"), `side`.
fn ms(v: &Value, when: &str, side: &str) -> i64 {
    v[when][format!("{side}_ms")].as_i64().unwrap()
}

/// A reading as the PGN comments and the text report write it: h:mm:ss,
/// the seconds cut off.
fn hms(ms: i64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// The seconds of a spoken time ("6 minutes 8 seconds", "1 hour 2
/// minutes"): every number counted by the unit after it.
fn seconds(spoken: &str) -> u64 {
    let words: Vec<&str> = spoken.split([' ', ',', '.']).collect();
    words
        .windows(2)
        .filter_map(|w| {
            let n: u64 = w[0].parse().ok()?;
            let unit = match w[1] {
                u if u.starts_with("hour") => 3600,
                u if u.starts_with("minute") => 60,
                u if u.starts_with("second") => 1,
                _ => return None,
            };
            Some(n * unit)
        })
        .sum()
}

/// The line of `lines` that starts with `start`.
fn line<'a>(lines: &'a [String], start: &str) -> &'a str {
    lines
        .iter()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line starting {start:?} in {}", lines.join("\n")))
}

/// The text of `line` between `from` and the next `to` after it.
fn between<'a>(line: &'a str, from: &str, to: &str) -> &'a str {
    let start = line
        .find(from)
        .unwrap_or_else(|| panic!("{from:?} not in {line}"))
        + from.len();
    let end = line[start..]
        .find(to)
        .unwrap_or_else(|| panic!("{to:?} not after {from:?} in {line}"))
        + start;
    &line[start..end]
}

/// The position after 3. Bb5, where both scores agree.
const AFTER_BB5: &str = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";

/// The one `adjourned-*.pgn` envelope the seal wrote into the data folder.
fn envelope_pgn(d: &Dirs) -> PathBuf {
    std::fs::read_dir(d.data.path())
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            p.extension().is_some_and(|e| e == "pgn")
                && p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with("adjourned-")
        })
        .unwrap_or_else(|| panic!("no envelope in {}", d.data.path().display()))
}

#[test]
fn a_whole_incident_filled_game_is_kept_in_the_pgn_the_log_and_the_clocks() {
    let d = dirs();
    let args = [
        "5+3",
        "--laws",
        "2023",
        "--white",
        "Ann Alpha",
        "--black",
        "Bob Beta",
    ];

    // The first sitting: an illegal move, a wrong claim, a correction,
    // then four moves each on the table's score.
    let script = [
        "",
        "e4",
        "e5",
        "Qh5",
        "illegal", // White's first: back to 1... e5, Black +1 min (blitz)
        "Nf3",
        "Nc6",
        "claim wrong white", // Black +1 min
        "add white 1m",      // the arbiter's correction
        "Bb5",
        "a6",
        "Ba4",
        "Nf6",
        "quit",
    ];
    let lines = feed(clock(&d, &args), &paced(&script, 80));
    let text = lines.join("\n");
    for said in [
        "White's move 2 was illegal (the first): the position before it is back. Black gets 1 minute more, now ",
        "White has the move and White's clock runs.",
        "White's draw claim was incorrect. Black gets 1 minute more, now ",
        "White: 1 minute added, now ",
        "Black, move 4: Knight f6",
    ] {
        assert!(has(&lines, said), "{said}: {text}");
    }
    let first = kept(&d);
    let at = recorded(&first);
    assert_eq!(at.len(), 8, "{text}");
    let incidents = first["game"]["incidents"].to_string();
    // The penalties said are the readings the report keeps.
    let report: Vec<Value> = serde_json::from_str(&incidents).unwrap();
    let illegal = line(&lines, "White's move 2 was illegal");
    assert_eq!(
        seconds(between(illegal, "now ", ".")) as i64,
        ms(&report[0], "after", "black") / 1000,
        "{illegal}"
    );
    let claim = line(&lines, "White's draw claim was incorrect.");
    assert_eq!(
        seconds(between(claim, "now ", ".")) as i64,
        ms(&report[1], "after", "black") / 1000,
        "{claim}"
    );
    let added = line(&lines, "White: 1 minute added, now ");
    assert_eq!(
        seconds(added.trim_start_matches("White: 1 minute added, now ")) as i64,
        ms(&report[2], "after", "white") / 1000,
        "{added}"
    );

    // The second sitting: the sighted player's score has 3... Nf6 where
    // the table has 3... a6, three half-moves from the end; "yes"
    // retraces to 3. Bb5 and both clocks to what was recorded there.
    let sighted = pgn_file(
        "[Event \"?\"]\n[White \"Ann Alpha\"]\n[Black \"Bob Beta\"]\n\n\
         1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Be7 *\n",
    );
    let reconcile = format!("reconcile {}", sighted.path().display());
    let lines = feed(
        clock(&d, &["--resume"]),
        &paced(&[reconcile.as_str(), "yes", "c", "score", "quit"], 150),
    );
    let text = lines.join("\n");
    assert!(
        has(
            &lines,
            "The scores differ at half-move 6: the table has a6, the sighted player's score Nf6. They agree up to half-move 5, move 3 of White."
        ),
        "{text}"
    );
    assert!(has(&lines, "Retrace to there? yes or no."), "{text}");
    let retraced = line(&lines, "Retraced to the position after move 3 of White:");
    assert!(
        retraced.contains("3 half-moves off the score (a6, Ba4, Nf6)."),
        "{text}"
    );
    assert!(retraced.ends_with("Black's clock runs."), "{text}");
    // Said: the clocks set are the clocks recorded at half-move 5.
    let question = line(&lines, "The scores differ at half-move 6");
    let there = between(question, "The clocks recorded there: White ", ". Retrace");
    let (white_there, black_there) = there.split_once(", Black ").unwrap();
    assert_eq!(seconds(white_there), at[4].0 / 1000, "{question}");
    assert_eq!(seconds(black_there), at[4].1 / 1000, "{question}");
    let set = between(retraced, "Nf6). White: ", ". Black's clock");
    assert_eq!(
        set,
        format!("{white_there}, Black: {black_there}"),
        "{text}"
    );
    // `c`: White's clock stands at its reading; Black's runs from his.
    assert!(
        has(&lines, &format!("White: {white_there}, 3 moves")),
        "{text}"
    );
    let black_c = line(&lines, "Black: ");
    assert!(black_c.ends_with(", 2 moves"), "{text}");
    assert!(seconds(black_c) <= at[4].1 / 1000, "{text}");
    assert!(lines.iter().any(|l| l == "1. e4, e5; 2. Nf3, Nc6; 3. Bb5"));
    // Kept: the score cut to five half-moves, the clocks exactly as
    // recorded at the fifth press, Black having the move.
    let second = kept(&d);
    assert_eq!(recorded(&second), at[..5], "{text}");
    assert_eq!(remaining(&second), at[4], "{text}");
    assert_eq!(second["game"]["clock"]["turn"]["side"], "black");
    assert_eq!(second["game"]["clock"]["white"]["moves"], 3);
    assert_eq!(second["game"]["clock"]["black"]["moves"], 2);

    // The third sitting: Black plays 3... Nf6, White seals 4. O-O and
    // the process ends.
    let lines = feed(
        clock(&d, &["--resume"]),
        &paced(&["Nf6", "seal O-O", "e4", "quit"], 150),
    );
    let text = lines.join("\n");
    assert!(has(&lines, "Black, move 3: Knight f6"), "{text}");
    assert!(
        has(
            &lines,
            "Move sealed: White's move 4. The clocks are stopped and the game is adjourned."
        ),
        "{text}"
    );
    assert!(
        has(
            &lines,
            "The game is adjourned with White's sealed move: unseal it first."
        ),
        "{text}"
    );
    assert!(
        !text.contains("O-O") && !text.contains("castling"),
        "{text}"
    );
    let envelope = envelope_pgn(&d);
    let sealed = std::fs::read_to_string(&envelope).unwrap();
    assert!(sealed.contains("[SealedMove \"sealed\"]"), "{sealed}");
    // The envelope names the players.
    assert!(sealed.contains("[White \"Ann Alpha\"]"), "{sealed}");
    assert!(sealed.contains("[Black \"Bob Beta\"]"), "{sealed}");
    assert!(sealed.contains("3... Nf6"), "{sealed}");
    assert!(!sealed.contains("O-O"), "{sealed}");
    let adjourned = remaining(&kept(&d));

    // The fourth sitting, a new process from the envelope: the move
    // unsealed, Black's clock started, 4... Be7, the arbiter's result.
    let pgn = d.data.path().join("game.pgn");
    let save = format!("save {}", pgn.display());
    let envelope_arg = envelope.display().to_string();
    let script = [
        "unseal",
        "",
        "Be7",
        "result 1-0 Black resigned",
        "c",
        save.as_str(),
        "quit",
    ];
    let lines = feed(
        clock(&d, &["--resume-sealed", &envelope_arg]),
        &paced(&script, 150),
    );
    let text = lines.join("\n");
    for said in [
        "The envelope is opened. White's sealed move 4: short castling. Black's clock is ready",
        "Clock started: Black's clock runs.",
        "Black, move 4: Bishop e7",
        "The arbiter's result: 1-0. Black resigned. The clocks are stopped.",
    ] {
        assert!(has(&lines, said), "{said}: {text}");
    }
    // While adjourned no clock ran: White's stands where the seal left it
    // with the increment of the sealed move.
    let last = kept(&d);
    let (white_end, black_end) = remaining(&last);
    let score = recorded(&last);
    assert_eq!(score[6].0, adjourned.0 + 3000, "{text}");
    assert!(
        white_end <= score[6].0 && black_end <= adjourned.1 + 3000,
        "{text}"
    );
    assert!(
        last["game"]["clock"]["turn"].is_null(),
        "the clocks stopped"
    );
    assert_eq!(last["game"]["ended"]["decision"], "1-0");
    // `c` after the result says the clocks kept.
    let white_c = line(&lines, "White: ");
    let black_c = line(&lines, "Black: ");
    assert_eq!(seconds(white_c), white_end / 1000, "{text}");
    assert_eq!(seconds(black_c), black_end / 1000, "{text}");
    assert!(white_c.ends_with(", 4 moves") && black_c.ends_with(", 4 moves"));
    assert_eq!(score.len(), 8);
    assert_eq!(score[..5], at[..5], "the retraced score's readings stay");

    // The report as jsonl: one object per incident, in order.
    let report: Vec<Value> = log(&d, &clock_file(&d), &["--format", "jsonl"])
        .lines()
        .map(|l| serde_json::from_str(l).expect(l))
        .collect();
    let whats: Vec<&str> = report.iter().map(|v| v["what"].as_str().unwrap()).collect();
    assert_eq!(
        whats,
        [
            "illegal_move",
            "wrong_claim",
            "added",
            "reconciled",
            "retraced",
            "sealed",
            "unsealed",
            "result"
        ],
        "{report:?}"
    );
    let [
        illegal,
        claim,
        added,
        reconciled,
        retraced,
        sealed,
        unsealed,
        result,
    ] = &report[..]
    else {
        unreachable!()
    };
    assert_eq!(illegal["who"], "white");
    assert_eq!(illegal["count"], 1);
    assert_eq!(illegal["removed"], serde_json::json!(["Qh5"]));
    assert_eq!(
        illegal["penalty"],
        serde_json::json!({"kind": "time", "side": "black", "added_ms": 60_000})
    );
    assert_eq!(
        ms(illegal, "after", "black") - ms(illegal, "before", "black"),
        60_000
    );
    // Black's clock ran from its reading recorded at 1... e5; White's
    // increment of the move taken back leaves with it.
    assert!(ms(illegal, "before", "black") <= at[1].1 as i64);
    assert_eq!(
        ms(illegal, "before", "white") - ms(illegal, "after", "white"),
        3_000
    );
    assert_eq!(
        illegal["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(illegal["ply"], 2);
    assert_eq!(claim["who"], "white");
    assert_eq!(
        claim["penalty"],
        serde_json::json!({"kind": "time", "side": "black", "added_ms": 60_000})
    );
    assert_eq!(ms(claim, "before", "black"), at[3].1 as i64);
    assert_eq!(
        ms(claim, "after", "black") - ms(claim, "before", "black"),
        60_000
    );
    assert_eq!(ms(claim, "after", "white"), ms(claim, "before", "white"));
    assert_eq!(claim["ply"], 4);
    assert_eq!(
        (added["side"].as_str(), added["ms"].as_i64()),
        (Some("white"), Some(60_000))
    );
    assert!(added["penalty"].is_null());
    assert_eq!(
        ms(added, "after", "white") - ms(added, "before", "white"),
        60_000
    );
    assert_eq!(ms(added, "after", "black"), ms(added, "before", "black"));
    // White's clock ran on from the correction to 3. Bb5's press.
    assert!(ms(added, "after", "white") + 3_000 >= at[4].0 as i64);
    // The comparison: both scores of 8 half-moves, agreeing on 5; the
    // clocks untouched.
    assert_eq!(reconciled["found"], "differ");
    assert_eq!(
        (
            &reconciled["agreed"],
            &reconciled["table"],
            &reconciled["sighted"]
        ),
        (
            &serde_json::json!(5),
            &serde_json::json!(8),
            &serde_json::json!(8)
        )
    );
    assert_eq!(reconciled["before"], reconciled["after"]);
    // The retrace: three half-moves off, the clocks recorded at 3. Bb5.
    assert_eq!(retraced["to_ply"], 5);
    assert_eq!(retraced["ply"], 5);
    assert_eq!(retraced["removed"], serde_json::json!(["a6", "Ba4", "Nf6"]));
    assert_eq!(retraced["fen"], AFTER_BB5);
    assert_eq!(ms(retraced, "after", "white"), at[4].0 as i64);
    assert_eq!(ms(retraced, "after", "black"), at[4].1 as i64);
    assert!(ms(retraced, "before", "black") > at[4].1 as i64);
    // The seal: by White, move 4, the clocks where the adjournment left
    // them; the move itself in neither the seal's entry nor the
    // unsealing's.
    assert_eq!(
        (
            &sealed["who"],
            &sealed["side"],
            &sealed["number"],
            &sealed["ply"]
        ),
        (
            &serde_json::json!("white"),
            &serde_json::json!("white"),
            &serde_json::json!(4),
            &serde_json::json!(6)
        )
    );
    assert_eq!(ms(sealed, "after", "white"), adjourned.0 as i64);
    assert_eq!(ms(sealed, "after", "black"), adjourned.1 as i64);
    assert_eq!(unsealed["number"], 4);
    assert_eq!(unsealed["ply"], 7);
    assert_eq!(ms(unsealed, "after", "white"), score[6].0 as i64);
    assert_eq!(ms(unsealed, "after", "black"), adjourned.1 as i64);
    for v in [sealed, unsealed] {
        let t = v.to_string();
        assert!(!t.contains("O-O") && !t.contains("castl"), "{t}");
    }
    assert_eq!(result["decision"], "1-0");
    assert_eq!(result["reason"], "Black resigned");
    assert_eq!(result["ply"], 8);
    assert_eq!(ms(result, "after", "white"), white_end as i64);
    assert_eq!(ms(result, "after", "black"), black_end as i64);

    // The report as text: the players, the incidents, the result.
    let text_report = log(&d, &clock_file(&d), &[]);
    for words in [
        "Arbiter's report: Ann Alpha against Bob Beta; time control 300+3; Laws 2023",
        "illegal move by White (1st): Qh5 taken back; Black +1 min",
        "incorrect draw claim by White; Black +1 min",
        "1 min added to White's clock",
        "the two scores compared (8 and 8 half-moves): they differ after half-move 5",
        "back to the position after half-move 5 with the clocks recorded there; taken off the score: a6 Ba4 Nf6",
        "the game adjourned: White sealed move 4;",
        "the envelope opened: White's sealed move 4 on the score;",
        "result 1-0 by the arbiter: Black resigned",
        "Result: 1-0 (adjudication). Black resigned",
    ] {
        assert!(text_report.contains(words), "{words}: {text_report}");
    }
    for v in &report {
        let readings = format!(
            "clocks before W {} B {}, after W {} B {}",
            hms(ms(v, "before", "white")),
            hms(ms(v, "before", "black")),
            hms(ms(v, "after", "white")),
            hms(ms(v, "after", "black")),
        );
        assert!(text_report.contains(&readings), "{readings}: {text_report}");
    }

    // The PGN: tags, the moves as they stand, the comments where they
    // happened.
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    for tag in [
        "[White \"Ann Alpha\"]",
        "[Black \"Bob Beta\"]",
        "[Result \"1-0\"]",
        "[TimeControl \"300+3\"]",
        "[Laws \"FIDE 2023\"]",
        "[ArbiterDecision \"Black resigned\"]",
    ] {
        assert!(pgn.contains(tag), "{tag}: {pgn}");
    }
    let movetext: String = {
        // The moves without comments.
        let body = &pgn[pgn.find("\n\n").unwrap()..];
        let mut out = String::new();
        let mut depth = 0;
        for ch in body.chars() {
            match ch {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => out.push(ch),
                _ => {}
            }
        }
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    assert_eq!(
        movetext, "1. e4 1... e5 2. Nf3 2... Nc6 3. Bb5 3... Nf6 4. O-O 4... Be7 1-0",
        "{pgn}"
    );
    assert_eq!(pgn.matches("{Arbiter: ").count(), 8, "{pgn}");
    let at_text = |t: &str| pgn.find(t).unwrap_or_else(|| panic!("{t:?} not in {pgn}"));
    let order = [
        at_text("1... e5"),
        at_text("illegal move by White (1st): Qh5 taken back"),
        at_text("2. Nf3"),
        at_text("2... Nc6"),
        at_text("incorrect draw claim by White"),
        at_text("1 min added to White's clock"),
        at_text("3. Bb5"),
        at_text(
            "back to the position after half-move 5 with the clocks recorded there; taken off the score: a6 Ba4 Nf6",
        ),
        at_text("3... Nf6"),
        at_text("the game adjourned: White sealed move 4;"),
        at_text("4. O-O"),
        at_text("the envelope opened: White's sealed move 4 on the score;"),
        at_text("4... Be7"),
        at_text("result 1-0 by the arbiter"),
    ];
    assert!(
        pgn.contains("the two scores compared (8 and 8 half-moves): they differ after half-move 5"),
        "{pgn}"
    );
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}: {pgn}");
    assert_eq!(pgn.matches("[%clk ").count(), 8, "{pgn}");
}

#[test]
fn the_comparison_s_comment_stays_before_the_moves_played_after_the_retrace() {
    let d = dirs();
    let script = [
        "", "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "quit",
    ];
    feed(clock(&d, &["5+3"]), &paced(&script, 80));
    let sighted = pgn_file("1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Be7 *\n");
    let reconcile = format!("reconcile {}", sighted.path().display());
    let pgn = d.data.path().join("game.pgn");
    let save = format!("save {}", pgn.display());
    let script = [
        reconcile.as_str(),
        "yes",
        "Nf6",
        "O-O",
        "Be7",
        &save,
        "quit",
    ];
    let lines = feed(clock(&d, &["--resume"]), &paced(&script, 150));
    assert!(has(&lines, "Black, move 4: Bishop e7"), "{lines:?}");
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    let at_text = |t: &str| pgn.find(t).unwrap_or_else(|| panic!("{t:?} not in {pgn}"));
    let order = [
        at_text("3. Bb5"),
        at_text("the two scores compared (8 and 8 half-moves)"),
        at_text("back to the position after half-move 5"),
        at_text("3... Nf6"),
        at_text("4... Be7"),
    ];
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}: {pgn}");
}
