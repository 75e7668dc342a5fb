//! The arbiter at the clock, through the real `tactus clock --tty --voice
//! text` over a pipe: incident-filled games (illegal moves restored with
//! the penalty, the second illegal move losing under 2023 and the third
//! under 2008, a loss turned into a draw when the opponent cannot
//! checkmate, a wrong claim, a touched piece, a clock adjustment, a result
//! with the reason), then the saved PGN, `tactus arbiter log` (text and
//! jsonl) and the clock readings in it; the commands in German and
//! Spanish; and tournament mode (an unplayable move recorded and not
//! judged, the arbiter's commands refused without the code, a wrong code
//! logged, the code never written in clear, the mode kept after
//! `--resume`).

use crate::piped;

use std::path::Path;
use std::process::Child;

use piped::{Dirs, dirs, feed, has, paced, stdout_of};
use serde_json::Value;

/// `tactus clock ARGS --tty --voice text --lang LANG` with `d`'s folders.
fn clock(d: &Dirs, lang: &str, args: &[&str]) -> Child {
    d.tactus()
        .arg("clock")
        .args(args)
        .args(["--tty", "--voice", "text", "--lang", lang])
        .spawn()
        .unwrap()
}

fn clock_file(d: &Dirs) -> std::path::PathBuf {
    d.data.path().join("clock.json")
}

/// `tactus arbiter log FILE ARGS`: its standard output.
fn log(d: &Dirs, file: &Path, args: &[&str]) -> String {
    stdout_of(d.tactus().args(["arbiter", "log"]).arg(file).args(args))
}

/// The jsonl report as values.
fn jsonl(d: &Dirs) -> Vec<Value> {
    log(d, &clock_file(d), &["--format", "jsonl"])
        .lines()
        .map(|l| serde_json::from_str(l).expect(l))
        .collect()
}

fn ms(v: &Value, when: &str, side: &str) -> i64 {
    v[when][format!("{side}_ms")].as_i64().unwrap()
}

fn whats(report: &[Value]) -> Vec<&str> {
    report.iter().map(|v| v["what"].as_str().unwrap()).collect()
}

#[test]
fn an_incident_filled_game_under_the_2023_laws() {
    let d = dirs();
    let pgn = d.data.path().join("game.pgn");
    let save = format!("save {}", pgn.display());
    let script = [
        "",
        "e4",
        "e5",
        "Qh5",
        "illegal", // White's first: back to 1... e5, Black +2 min
        "Nf3",
        "touched black b8", // his own knight: he must move it
        "touched black e4", // an opponent's pawn he cannot capture
        "touched black e3", // nothing there: said, nothing logged
        "Nc6",
        "claim wrong white", // Black +2 min
        "adjust 1:20:00 1:25:00",
        "Bc4",
        "illegal", // White's second: lost
        "Nf6",     // refused: the game is over
        save.as_str(),
        "quit",
    ];
    let args = ["90+30", "--white", "Ann Alpha", "--black", "Bob Beta"];
    let lines = feed(clock(&d, "en", &args), &paced(&script, 40));
    let text = lines.join("\n");
    for said in [
        "White's move 2 was illegal (the first): the position before it is back. Black gets 2 minutes more",
        "White has the move and White's clock runs.",
        "Black touched the black knight on b8. He must move it.",
        "Black touched the white pawn on e4. He cannot capture it, so there is no obligation from it.",
        "There is no piece on e3: nothing was logged.",
        "White's draw claim was incorrect. Black gets 2 minutes more",
        "Clocks set: White 1 hour 20 minutes, Black 1 hour 25 minutes.",
        "White's move 3 was illegal (the second): the position before it is back. White loses the game.",
        "The game is over",
    ] {
        assert!(has(&lines, said), "{said}: {text}");
    }

    // The report, as jsonl: every incident with both clocks.
    let report = jsonl(&d);
    assert_eq!(
        whats(&report),
        [
            "illegal_move",
            "touched",
            "touched",
            "wrong_claim",
            "adjusted",
            "illegal_move"
        ],
        "{report:?}"
    );
    let first = &report[0];
    assert_eq!(first["who"], "white");
    assert_eq!(first["count"], 1);
    assert_eq!(first["removed"][0], "Qh5");
    assert_eq!(first["penalty"]["kind"], "time");
    assert_eq!(first["penalty"]["side"], "black");
    assert_eq!(first["penalty"]["added_ms"], 120_000);
    assert_eq!(
        ms(first, "after", "black") - ms(first, "before", "black"),
        120_000
    );
    // White's increment of the move taken back leaves with it.
    assert_eq!(
        ms(first, "before", "white") - ms(first, "after", "white"),
        30_000
    );
    assert_eq!(
        first["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(report[1]["obligation"], "move_it");
    assert_eq!(report[2]["obligation"], "cannot_capture");
    assert_eq!(
        ms(&report[3], "after", "black") - ms(&report[3], "before", "black"),
        120_000
    );
    assert_eq!(ms(&report[4], "after", "white"), 80 * 60_000);
    assert_eq!(ms(&report[4], "after", "black"), 85 * 60_000);
    assert_eq!(report[5]["penalty"]["kind"], "lost");
    assert_eq!(report[5]["penalty"]["side"], "white");
    for v in &report {
        let time = v["time"].as_str().unwrap();
        assert_eq!(time.len(), 8, "{v}");
        assert!(v["wall_ms"].as_u64().unwrap() > 1_700_000_000_000, "{v}");
        assert!(v["text"].as_str().unwrap().starts_with(time), "{v}");
    }

    // The report, as text, in English and in German.
    let en = log(&d, &clock_file(&d), &["--lang", "en"]);
    assert!(
        en.contains("Arbiter's report: Ann Alpha against Bob Beta"),
        "{en}"
    );
    assert!(
        en.contains("illegal move by White (1st): Qh5 taken back; Black +2 min"),
        "{en}"
    );
    assert!(en.contains("Result: 0-1 (rules infraction)"), "{en}");
    let de = log(&d, &clock_file(&d), &["--lang", "de"]);
    assert!(de.contains("regelwidriger Zug von Weiß (1.)"), "{de}");
    assert!(de.contains("falsche Remisreklamation von Weiß"), "{de}");

    // The PGN: names, result, termination, and the incidents as comments.
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    for tag in [
        "[White \"Ann Alpha\"]",
        "[Black \"Bob Beta\"]",
        "[Result \"0-1\"]",
        "[Termination \"rules infraction\"]",
        "[Laws \"FIDE 2023\"]",
        "[ArbiterDecision \"White's illegal move number 2\"]",
    ] {
        assert!(pgn.contains(tag), "{tag}: {pgn}");
    }
    assert_eq!(pgn.matches("{Arbiter: ").count(), 6, "{pgn}");
    let e5 = pgn.find("1... e5").unwrap();
    let illegal = pgn.find("illegal move by White (1st)").unwrap();
    let nf3 = pgn.find("2. Nf3").unwrap();
    assert!(e5 < illegal && illegal < nf3, "{pgn}");
    // The moves taken back are only in the comments, not in the movetext.
    assert!(!pgn.contains("3. Bc4") && !pgn.contains("2. Qh5"), "{pgn}");
    assert!(pgn.contains("Bc4 taken back"), "{pgn}");
}

/// `illegal` three times: the lines said.
fn three_illegal_moves(laws: &str) -> Vec<String> {
    let d = dirs();
    let script = [
        "", "e4", "e5", "Nf3", "illegal", "Nf3", "illegal", "Nf3", "illegal", "quit",
    ];
    feed(
        clock(&d, "en", &["90+30", "--laws", laws]),
        &paced(&script, 40),
    )
}

#[test]
fn the_second_illegal_move_loses_under_2023_and_the_third_under_2008() {
    let current = three_illegal_moves("2023");
    let text = current.join("\n");
    assert!(
        has(
            &current,
            "(the second): the position before it is back. White loses the game."
        ),
        "{text}"
    );
    // After the loss the third is refused.
    assert!(!has(&current, "(the third)"), "{text}");
    assert!(has(&current, "The game is over"), "{text}");

    let old = three_illegal_moves("2008");
    let text = old.join("\n");
    assert!(
        has(
            &old,
            "(the second): the position before it is back. Black gets 2 minutes more"
        ),
        "{text}"
    );
    assert!(
        has(
            &old,
            "(the third): the position before it is back. White loses the game."
        ),
        "{text}"
    );
}

/// 16 moves after which Black has only his king (found with python-chess).
const BARE_KING: [&str; 32] = [
    "b4", "c5", "bxc5", "d6", "cxd6", "Qc7", "dxe7", "Qc3", "dxc3", "Bh3", "exf8=R+", "Kxf8",
    "gxh3", "g5", "Bxg5", "f6", "Bxf6", "Ne7", "Bxh8", "Nd5", "Qxd5", "b5", "Qxb5", "Nd7", "Qxd7",
    "Rd8", "Qxh7", "Rd2", "Nxd2", "Ke8", "Qxa7", "Kd8",
];

#[test]
fn a_losing_illegal_move_is_a_draw_when_the_opponent_cannot_checkmate() {
    let d = dirs();
    let pgn = d.data.path().join("drawn.pgn");
    let save = format!("save {}", pgn.display());
    let mut script = vec!["", "b4", "illegal"];
    script.extend(BARE_KING);
    script.extend(["Qa8", "illegal", save.as_str(), "quit"]);
    let lines = feed(clock(&d, "en", &["90+30"]), &paced(&script, 25));
    let text = lines.join("\n");
    assert!(
        has(
            &lines,
            "White's move 17 was illegal (the second): the position before it is back. The game is drawn: Black cannot checkmate by any series of legal moves."
        ),
        "{text}"
    );
    let report = jsonl(&d);
    assert_eq!(report.last().unwrap()["penalty"]["kind"], "drawn");
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    assert!(pgn.contains("16... Kd8"), "{pgn}");
    assert!(
        pgn.contains("Black cannot checkmate by any series of legal moves, so drawn"),
        "{pgn}"
    );
}

#[test]
fn the_arbiter_s_words_in_german_and_spanish_and_a_result_with_its_reason() {
    for (lang, words, said) in [
        (
            "de",
            [
                "reklamation falsch weiß",
                "berührt schwarz b8",
                "regelwidrig",
                "ergebnis 1/2-1/2 Remis vereinbart",
            ],
            [
                "Die Remisreklamation von Weiß war falsch. Schwarz bekommt 2 Minuten dazu",
                "Schwarz hat den schwarzen Springer auf b8 berührt. Er muss die Figur ziehen.",
                "Zug 2 von Weiß war regelwidrig (der erste)",
                "Ergebnis des Schiedsrichters: 1/2-1/2. Remis vereinbart.",
            ],
        ),
        (
            "es",
            [
                "reclamación errónea blancas",
                "tocada negras b8",
                "ilegal",
                "resultado 1/2-1/2 Tablas acordadas",
            ],
            [
                "La reclamación de tablas de las blancas fue incorrecta. Las negras reciben 2 minutos más",
                "Las negras tocaron el caballo negro en b8. Deben mover esa pieza.",
                "La jugada 2 de las blancas fue ilegal (la primera)",
                "Resultado del árbitro: 1/2-1/2. Tablas acordadas.",
            ],
        ),
    ] {
        let d = dirs();
        let pgn = d.data.path().join("g.pgn");
        let save = format!("save {}", pgn.display());
        let script = [
            "",
            "e4",
            "e5",
            words[0],
            "Nf3",
            words[1],
            words[2],
            words[3],
            save.as_str(),
            "quit",
        ];
        let lines = feed(clock(&d, lang, &["90+30"]), &paced(&script, 40));
        let text = lines.join("\n");
        for s in said {
            assert!(has(&lines, s), "{lang}: {s}: {text}");
        }
        let pgn = std::fs::read_to_string(&pgn).unwrap();
        assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
        assert!(pgn.contains("[Termination \"adjudication\"]"), "{pgn}");
        assert!(pgn.contains("[ArbiterDecision \""), "{pgn}");
        let report = jsonl(&d);
        let result = report.last().unwrap();
        assert_eq!(result["what"], "result");
        assert_eq!(result["decision"], "1/2-1/2");
    }
}

const CODE: &str = "Geheim-4711";

#[test]
fn tournament_mode_records_an_unplayable_move_and_keeps_the_arbiter_s_commands_behind_his_code() {
    let d = dirs();
    let pgn = d.data.path().join("t.pgn");
    let save = format!("save {}", pgn.display());
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let illegal_at_start = format!("illegal {start}");
    let script = [
        "",
        "Ke3", // cannot be played: recorded as written, not judged
        "e5",
        "score",
        "illegal",           // refused: the arbiter's
        "claim wrong black", // refused
        "arbiter",
        "1234", // a wrong code: said and logged
        "illegal",
        "arbiter",
        CODE,
        illegal_at_start.as_str(), // White's Ke3 and Black's e5 leave the score
        "e4",                      // the press closes the arbiter's commands
        "claim wrong black",       // refused again
        save.as_str(),
        "quit",
    ];
    let lines = feed(
        clock(&d, "en", &["90+30", "--tournament", "--arbiter-code", CODE]),
        &paced(&script, 40),
    );
    let text = lines.join("\n");
    // The unplayable move is said as any move: as written, no judgement.
    assert!(has(&lines, "White, move 1: Ke3"), "{text}");
    assert!(has(&lines, "Black, move 1: e5"), "{text}");
    assert!(has(&lines, "1. Ke3, e5"), "{text}");
    let judged = ["not pressed", "cannot", "illegal", "unchecked", "gap"];
    let before_arbiter = lines
        .iter()
        .take_while(|l| !l.contains("Arbiter's code?"))
        .filter(|l| judged.iter().any(|w| l.contains(w)));
    for l in before_arbiter {
        assert!(
            l.contains("only the arbiter may do that"),
            "judged: {l}\n{text}"
        );
    }
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.contains("In tournament mode only the arbiter may do that"))
            .count(),
        4,
        "{text}"
    );
    assert!(
        has(
            &lines,
            "Wrong code: nothing was opened. The attempt is logged."
        ),
        "{text}"
    );
    assert!(has(&lines, "The arbiter's commands are open"), "{text}");
    assert!(
        has(&lines, "White's move 1 was illegal (the first)"),
        "{text}"
    );
    assert!(has(&lines, "The arbiter's commands are closed."), "{text}");
    assert!(has(&lines, "White, move 1: e4"), "{text}");

    let report = jsonl(&d);
    assert_eq!(
        whats(&report),
        [
            "unplayable",
            "code_wrong",
            "arbiter_in",
            "illegal_move",
            "arbiter_out"
        ],
        "{report:?}"
    );
    assert_eq!(
        report[0]["text"]
            .as_str()
            .map(|t| t.contains("\"Ke3\" cannot be played")),
        Some(true)
    );
    assert_eq!(report[3]["removed"], serde_json::json!(["Ke3", "e5"]));

    // The code is never written in clear.
    let file = std::fs::read_to_string(clock_file(&d)).unwrap();
    let pgn_text = std::fs::read_to_string(&pgn).unwrap();
    let en = log(&d, &clock_file(&d), &[]);
    let raw = log(&d, &clock_file(&d), &["--format", "jsonl"]);
    for (name, t) in [
        ("clock.json", &file),
        ("PGN", &pgn_text),
        ("log", &en),
        ("jsonl", &raw),
        ("said", &text),
    ] {
        assert!(!t.contains(CODE) && !t.contains("4711"), "{name}: {t}");
    }
    assert!(pgn_text.contains("[TournamentMode \"yes\"]"), "{pgn_text}");
    assert!(en.contains("Played in tournament mode."), "{en}");

    // The mode survives --resume: the arbiter's commands still need the code.
    let pgn2 = d.data.path().join("t2.pgn");
    let save2 = format!("save {}", pgn2.display());
    let script = ["adjust 1:00:00 1:00:00", save2.as_str(), "quit"];
    let lines = feed(clock(&d, "en", &["--resume"]), &paced(&script, 40));
    let text = lines.join("\n");
    assert!(
        has(&lines, "In tournament mode only the arbiter may do that"),
        "{text}"
    );
    let pgn2 = std::fs::read_to_string(&pgn2).unwrap();
    assert!(pgn2.contains("[TournamentMode \"yes\"]"), "{pgn2}");

    // Leaving the mode needs the code; the attempt is logged either way.
    let script = [
        "tournament off",
        "wrong",
        "tournament off",
        CODE,
        "adjust 1:00:00 1:00:00",
        "quit",
    ];
    let lines = feed(clock(&d, "en", &["--resume"]), &paced(&script, 40));
    let text = lines.join("\n");
    assert!(has(&lines, "Wrong code"), "{text}");
    assert!(has(&lines, "Tournament mode is left."), "{text}");
    assert!(
        has(&lines, "Clocks set: White 1 hour, Black 1 hour."),
        "{text}"
    );
    let report = jsonl(&d);
    let tail: Vec<&str> = whats(&report).into_iter().rev().take(3).collect();
    assert_eq!(tail, ["adjusted", "tournament_left", "code_wrong"]);
}

#[test]
fn outside_tournament_mode_the_arbiter_needs_no_code_and_an_unplayable_move_is_refused() {
    let d = dirs();
    let script = ["", "Ke3", "arbiter", "quit"];
    let lines = feed(clock(&d, "en", &["90+30"]), &paced(&script, 40));
    let text = lines.join("\n");
    assert!(has(&lines, "The clock was not pressed."), "{text}");
    assert!(
        has(
            &lines,
            "Tournament mode is off: the arbiter's commands need no code."
        ),
        "{text}"
    );
}

#[test]
fn a_file_that_is_no_clock_game_is_said_with_the_reason_and_exit_status_2() {
    let d = dirs();
    let bad = d.data.path().join("not-a-game.json");
    std::fs::write(&bad, "{\"version\": 1}").unwrap();
    for (file, lang, said) in [
        (bad.clone(), "en", "cannot be read as a clock game"),
        (
            d.data.path().join("missing.json"),
            "de",
            "lässt sich nicht als Uhrenpartie lesen",
        ),
    ] {
        let out = d
            .tactus()
            .args(["arbiter", "log"])
            .arg(&file)
            .args(["--lang", lang])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(said) && err.contains(&*file.display().to_string()),
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
}
