//! `tactus clock` through its real line interface over a pipe, in English,
//! German and Spanish: a short clock game with presses and moves, a
//! refused move that does not press, a gap filled later, a correction said
//! back, a flag fall, and a resume after the process was killed (SIGKILL)
//! that charges the running clock and says so.

use crate::piped;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use piped::{Dirs, dirs, feed, has};

/// `tactus clock ARGS --tty --voice none --lang LANG` with `d`'s folders.
fn clock(d: &Dirs, lang: &str, args: &[&str]) -> Child {
    d.tactus()
        .arg("clock")
        .args(args)
        .args(["--tty", "--voice", "none", "--lang", lang])
        .spawn()
        .unwrap()
}

/// The words one language says for each check.
struct Lang {
    code: &'static str,
    /// The first press with Nf3, in words.
    first_move: &'static str,
    /// Black's knight move given in that language's words.
    black_move: &'static str,
    black_said: &'static str,
    refused: &'static str,
    gap: &'static str,
    filled: &'static str,
    added: &'static str,
    flag: &'static str,
    charged: &'static str,
}

const LANGS: [Lang; 3] = [
    Lang {
        code: "en",
        first_move: "White, move 1: Knight f3",
        black_move: "knight f6",
        black_said: "Black, move 1: Knight f6",
        refused: "The clock was not pressed.",
        gap: "White, move 2: no move written",
        filled: "Move 2, White, filled:",
        added: "White: 2 minutes added, now",
        flag: "White's flag fell. White: 0 seconds, Black:",
        charged: "Black's clock was charged",
    },
    Lang {
        code: "de",
        first_move: "Weiß, Zug 1: Springer f3",
        black_move: "Springer Felix sechs",
        black_said: "Schwarz, Zug 1: Springer f6",
        refused: "Die Uhr wurde nicht gedrückt.",
        gap: "Weiß, Zug 2: kein Zug notiert",
        filled: "Zug 2, Weiß, eingetragen:",
        added: "Weiß: 2 Minuten dazu, jetzt",
        flag: "Das Fallblättchen von Weiß ist gefallen. Weiß: 0 Sekunden, Schwarz:",
        charged: "Der Uhr von Schwarz wurden",
    },
    Lang {
        code: "es",
        first_move: "Blancas, jugada 1: Caballo f3",
        black_move: "caballo f6",
        black_said: "Negras, jugada 1: Caballo f6",
        refused: "El reloj no se pulsó.",
        gap: "Blancas, jugada 2: sin jugada anotada",
        filled: "Jugada 2, blancas, anotada:",
        added: "Blancas: 2 minutos añadidos, ahora",
        flag: "Cayó la bandera de las blancas. Blancas: 0 segundos, negras:",
        charged: "Al reloj de las negras se le cargaron",
    },
];

/// A short clock game: presses with moves, a refused move, a gap filled
/// later, a correction, the score read and saved.
#[test]
fn a_clock_game_keeps_the_score_and_refuses_a_move_that_cannot_be_played() {
    for lang in &LANGS {
        let d = dirs();
        let pgn = d.data.path().join("game.pgn");
        let save = format!("save {}", pgn.display());
        let script = [
            ("", 50),
            ("Nf3", 50),
            ("Nd2", 50), // no knight of Black reaches d2: refused
            ("xx9", 50), // no move at all: refused, the words named once
            (lang.black_move, 50),
            ("", 50), // White presses without a move: a gap
            ("e6", 50),
            ("Bc4", 50), // after the gap: kept as written
            ("fill 2 e4", 50),
            ("score", 50),
            ("add white 2m", 50),
            ("c", 50),
            (save.as_str(), 50),
            ("quit", 50),
        ];
        let lines = feed(clock(&d, lang.code, &["5+3"]), &script);
        let text = lines.join("\n");
        assert!(has(&lines, lang.first_move), "{}: {text}", lang.code);
        assert!(has(&lines, lang.black_said), "{}: {text}", lang.code);
        assert!(has(&lines, lang.refused), "{}: {text}", lang.code);
        assert!(has(&lines, lang.gap), "{}: {text}", lang.code);
        assert!(has(&lines, lang.filled), "{}: {text}", lang.code);
        assert!(has(&lines, lang.added), "{}: {text}", lang.code);
        let unreadable = lines.iter().find(|l| l.contains("xx9"));
        assert!(
            unreadable.is_some_and(|l| l.matches("xx9").count() == 1 && l.contains(lang.refused)),
            "{}: {text}",
            lang.code
        );
        // The refused move did not press: Black's first move is move 1.
        let refused = lines.iter().position(|l| l.contains(lang.refused)).unwrap();
        let black = lines
            .iter()
            .position(|l| l.contains(lang.black_said))
            .unwrap();
        assert!(refused < black, "{}: {text}", lang.code);
        // The score after the gap is filled: every move checked.
        assert!(
            has(&lines, "1. Nf3, Nf6; 2. e4, e6; 3. Bc4"),
            "{}: {text}",
            lang.code
        );
        let saved = std::fs::read_to_string(&pgn).unwrap();
        assert!(saved.contains("[TimeControl \"300+3\"]"), "{saved}");
        assert!(saved.contains("1. Nf3 { [%clk 0:05:0"), "{saved}");
        assert!(saved.contains("3. Bc4"), "{saved}");
        assert_eq!(saved.matches("[%clk ").count(), 5, "{saved}");
        assert!(d.data.path().join("clock.json").exists());
    }
}

/// A 3-second clock: White's flag falls while nobody presses, said with
/// both readings (and not "first": Black's has not fallen); a press
/// afterwards is refused.
#[test]
fn a_flag_fall_is_said_with_both_readings() {
    for lang in &LANGS {
        let d = dirs();
        let script = [("", 3_600), ("", 50), ("quit", 50)];
        let lines = feed(clock(&d, lang.code, &["3s"]), &script);
        let text = lines.join("\n");
        assert!(has(&lines, lang.flag), "{}: {text}", lang.code);
        assert!(
            lines.iter().filter(|l| l.contains(lang.flag)).count() == 1,
            "{}: {text}",
            lang.code
        );
        for first in ["first", "zuerst", "primero"] {
            assert!(!text.contains(first), "{}: {text}", lang.code);
        }
        // The talking clock counted the last seconds before it fell.
        let two = lines.iter().position(|l| l == "2");
        let one = lines.iter().position(|l| l == "1");
        assert!(two.is_some() && two < one, "{}: {text}", lang.code);
    }
}

/// The end of a period is said with the time added.
#[test]
fn a_period_change_is_said() {
    let d = dirs();
    let script = [("", 50), ("e4", 50), ("e5", 50), ("Nf3", 50), ("quit", 50)];
    let lines = feed(clock(&d, "en", &["2/1m,1m"]), &script);
    assert!(
        has(&lines, "White, 2 moves: 1 minute added"),
        "{}",
        lines.join("\n")
    );
}

/// Reads `child`'s output until a line contains `text`; the lines read.
fn read_until(reader: &mut impl BufRead, text: &str) -> Vec<String> {
    let start = Instant::now();
    let mut lines = Vec::new();
    while start.elapsed() < Duration::from_secs(20) {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap() == 0 {
            break;
        }
        let found = line.contains(text);
        lines.push(line.trim_end().to_owned());
        if found {
            return lines;
        }
    }
    panic!("no line with {text:?} in {lines:?}");
}

/// Killed with SIGKILL while Black's clock runs, then resumed: Black's
/// clock is charged for the time away, and the resumed clock says so.
#[test]
fn a_killed_clock_resumes_and_charges_the_running_clock() {
    for lang in &LANGS {
        let d = dirs();
        let mut child = d
            .tactus()
            .arg("clock")
            .args(["5+0", "--tty", "--voice", "none", "--lang", lang.code])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        writeln!(stdin, "\nNf3").unwrap();
        stdin.flush().unwrap();
        read_until(&mut out, lang.first_move);
        // Black's clock must run a while: the time before the kill is charged.
        std::thread::sleep(Duration::from_millis(2_200));
        child.kill().unwrap();
        child.wait().unwrap();
        let lines = feed(
            clock(&d, lang.code, &["--resume"]),
            &[("c", 100), ("quit", 50)],
        );
        let text = lines.join("\n");
        let charged = lines
            .iter()
            .find(|l| l.contains(lang.charged))
            .unwrap_or_else(|| panic!("{}: {text}", lang.code));
        // At least the 2 s before the kill are charged.
        assert!(
            ["2 ", "3 ", "4 "].iter().any(|n| charged.contains(n)),
            "{}: {charged}",
            lang.code
        );
        // Black's clock shows it: 4 minutes 5x seconds.
        assert!(has(&lines, "4 "), "{}: {text}", lang.code);
    }
}

/// `--presets` lists every preset with its words, in the chosen language.
#[test]
fn the_presets_are_listed_with_their_words() {
    let d = dirs();
    for (lang, blitz) in [
        ("en", "blitz: 3+2, 3 minutes plus 2 seconds per move"),
        ("de", "blitz: 3+2, 3 Minuten plus 2 Sekunden pro Zug"),
        ("es", "blitz: 3+2, 3 minutos más 2 segundos por jugada"),
    ] {
        let out = piped::stdout_of(d.tactus().args(["clock", "--presets", "--lang", lang]));
        assert!(out.contains(blitz), "{lang}: {out}");
        assert!(out.contains("classical: 40/90,30+30"), "{lang}: {out}");
    }
}

/// With a display that cannot be opened and without --tty, the clock says
/// in one line that there is no display and runs in the terminal; it no
/// longer says that its window is not built.
#[test]
fn with_a_display_that_cannot_open_the_clock_runs_in_the_terminal() {
    let d = dirs();
    let child = d
        .tactus()
        .args(["clock", "blitz", "--voice", "none", "--lang", "en"])
        .env("DISPLAY", ":65000")
        .env_remove("WAYLAND_DISPLAY")
        .spawn()
        .unwrap();
    let lines = feed(child, &[("", 50), ("quit", 50)]);
    assert_eq!(
        lines.first().map(String::as_str),
        Some("No display. Playing in the terminal."),
        "{lines:?}"
    );
    assert!(!has(&lines, "not built"), "{lines:?}");
    assert!(has(&lines, "Clock started"), "{lines:?}");
}

#[test]
fn the_clock_s_commands_are_typed_in_german_and_spanish_words_too() {
    for (lang, lines, said) in [
        (
            "de",
            [
                "starten",
                "uhr",
                "anhalten",
                "weiter",
                "plus weiß 1m",
                "beenden",
            ],
            ["Uhren angehalten.", "Uhren laufen weiter."],
        ),
        (
            "es",
            [
                "iniciar",
                "reloj",
                "pausa",
                "reanudar",
                "añadir blancas 1m",
                "salir",
            ],
            ["Relojes parados.", "Relojes en marcha de nuevo."],
        ),
    ] {
        let d = dirs();
        let script: Vec<(&str, u64)> = lines.iter().map(|l| (*l, 50)).collect();
        let out = feed(clock(&d, lang, &[]), &script);
        for words in said {
            assert!(has(&out, words), "{lang}: {words}: {out:?}");
        }
        // None was read as a move given with a press.
        assert!(
            !out.iter()
                .any(|l| l.contains("anhalten") || l.contains("pausa")),
            "{out:?}"
        );
    }
}
