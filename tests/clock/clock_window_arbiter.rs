//! The arbiter's commands on the clock window's command line under Xvfb
//! (issue 13, "Done when"): xdotool opens the line with `/` and types
//! `illegal`, `claim wrong black`, `add white 1m`, `reconcile FILE` and
//! `yes`, `seal MOVE`, as an arbiter would at the table; what the window
//! says and the clock game it keeps (`clock.json`) are checked after
//! each. Needs Xvfb and xdotool; fails (does not skip) without them.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::Value;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_xvfb, until_window_listens, wait_for};

/// How long any one answer may take under load.
const LIMIT: Duration = Duration::from_secs(20);

/// Starts `tactus clock 5+3 --laws 2023 --lang en --voice text` on
/// `display`, its files in `home`; returns the file its standard output
/// goes to.
fn start_clock(reaper: &mut Reaper, display: &str, home: &Path) -> PathBuf {
    let out_path = home.join("stdout.txt");
    let stdout = std::fs::File::create(&out_path).unwrap();
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["clock", "5+3", "--laws", "2023"])
            .args(["--lang", "en", "--voice", "text"])
            .env("DISPLAY", display)
            .env("TACTUS_DATA_DIR", home.join("data"))
            .env("TACTUS_CONFIG_DIR", home.join("config"))
            .env("ALSA_CONFIG_PATH", home.join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    out_path
}

/// Opens the command line, types `text` and runs it with Return.
fn type_line(display: &str, text: &str) {
    run(display, &["xdotool", "key", "slash"]);
    run(display, &["xdotool", "type", "--delay", "30", text]);
    run(display, &["xdotool", "key", "Return"]);
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

/// The `what` of every incident kept.
fn whats(game: &Value) -> Vec<String> {
    game["game"]["incidents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["what"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn the_window_command_line_takes_the_arbiter_s_commands() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out = start_clock(&mut reaper, &display, home.path());
    let said = || std::fs::read_to_string(&out).unwrap_or_default();
    let kept = || -> Value {
        let text = std::fs::read_to_string(home.path().join("data/clock.json")).unwrap();
        serde_json::from_str(&text).unwrap()
    };
    // Types `text` and waits until the window has said `answer`.
    let say = |text: &str, answer: &str| {
        type_line(&display, text);
        wait_for(answer, LIMIT, || said().contains(answer));
    };
    focus_window(&display);
    wait_for("the time control", LIMIT, || {
        said().contains("Time control")
    });
    until_window_listens(&display, &out);
    run(&display, &["xdotool", "key", "Shift_R"]);
    wait_for("the start", LIMIT, || {
        said().contains("Clock started: White's clock runs.")
    });

    // An illegal move taken back: Black gets the blitz minute.
    say("e4", "White, move 1: e4");
    say("e5", "Black, move 1: e5");
    say("Qh5", "White, move 2: Queen h5");
    say(
        "illegal",
        "White's move 2 was illegal (the first): the position before it is back. Black gets 1 minute more, now ",
    );
    let game = kept();
    assert_eq!(whats(&game), ["illegal_move"]);
    let illegal = &game["game"]["incidents"][0];
    assert_eq!(illegal["removed"], serde_json::json!(["Qh5"]));
    assert_eq!(
        illegal["after"]["black_ms"].as_i64().unwrap()
            - illegal["before"]["black_ms"].as_i64().unwrap(),
        60_000
    );
    assert_eq!(recorded(&game).len(), 2);

    // A wrong claim by Black and a correction of White's clock.
    say("Nf3", "White, move 2: Knight f3");
    say(
        "claim wrong black",
        "Black's draw claim was incorrect. White gets 1 minute more, now ",
    );
    say("add white 1m", "White: 1 minute added, now ");
    let game = kept();
    assert_eq!(whats(&game), ["illegal_move", "wrong_claim", "added"]);
    let [claim, added] = [&game["game"]["incidents"][1], &game["game"]["incidents"][2]];
    assert_eq!(claim["who"], "black");
    assert_eq!(
        claim["penalty"],
        serde_json::json!({"kind": "time", "side": "white", "added_ms": 60_000})
    );
    assert_eq!(
        added["after"]["white_ms"].as_i64().unwrap()
            - added["before"]["white_ms"].as_i64().unwrap(),
        60_000
    );

    // The sighted player's score differs three half-moves back: "yes"
    // retraces to 2. Nf3 and the clocks recorded at that press.
    say("Nc6", "Black, move 2: Knight c6");
    say("Bb5", "White, move 3: Bishop b5");
    say("a6", "Black, move 3: a6");
    let at = recorded(&kept());
    assert_eq!(at.len(), 6);
    let sighted = home.path().join("sighted.pgn");
    std::fs::write(&sighted, "1. e4 e5 2. Nf3 Nf6 3. Nc3 Nc6 *\n").unwrap();
    say(
        &format!("reconcile {}", sighted.display()),
        "Retrace to there? yes or no.",
    );
    assert!(
        said().contains("The scores differ at half-move 4: the table has Nc6, the sighted player's score Nf6. They agree up to half-move 3, move 2 of White."),
        "{}",
        said()
    );
    say(
        "yes",
        "Retraced to the position after move 2 of White: 3 half-moves off the score (Nc6, Bb5, a6).",
    );
    let game = kept();
    assert_eq!(
        whats(&game),
        [
            "illegal_move",
            "wrong_claim",
            "added",
            "reconciled",
            "retraced"
        ]
    );
    assert_eq!(
        game["game"]["incidents"][4]["removed"],
        serde_json::json!(["Nc6", "Bb5", "a6"])
    );
    assert_eq!(recorded(&game), at[..3]);
    let clock = &game["game"]["clock"];
    assert_eq!(clock["white"]["remaining"].as_u64(), Some(at[2].0));
    assert_eq!(clock["black"]["remaining"].as_u64(), Some(at[2].1));
    assert_eq!(clock["turn"]["side"], "black");

    // Black seals his move: the clocks stop, nothing said names it, the
    // envelope is written and the clock game keeps the move.
    say(
        "seal Nf6",
        "Move sealed: Black's move 2. The clocks are stopped",
    );
    wait_for("the envelope", LIMIT, || {
        said().contains("The envelope is written in the data folder as")
    });
    let text = said();
    let after_seal = &text[text.find("Move sealed: Black's move 2.").unwrap()..];
    assert!(!after_seal.contains("Knight f6"), "{text}");
    assert!(!after_seal.contains("Nf6"), "{text}");
    let game = kept();
    assert!(game["game"]["clock"]["turn"].is_null(), "{game}");
    assert!(game.to_string().contains("\"Nf6\""), "{game}");
    assert_eq!(recorded(&game).len(), 3);
    assert_eq!(whats(&game).last().map(String::as_str), Some("sealed"));
    let seal = game["game"]["incidents"]
        .as_array()
        .unwrap()
        .last()
        .unwrap();
    assert_eq!(seal["side"], "black");
    assert!(!seal.to_string().contains("Nf6"), "{seal}");
    let envelope = std::fs::read_dir(home.path().join("data"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            p.extension().is_some_and(|e| e == "pgn")
                && p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with("adjourned-")
        })
        .expect("the envelope's PGN");
    let sealed = std::fs::read_to_string(envelope).unwrap();
    assert!(sealed.contains("[SealedBy \"Black\"]"), "{sealed}");
    assert!(!sealed.contains("Nf6"), "{sealed}");
}
