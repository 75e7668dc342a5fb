//! The adjournment in `tactus clock` through its real line interface over
//! a pipe, in English, German and Spanish: a move sealed with and without
//! the move on the line, the envelope's print, braille and PGN without the
//! sealed move, the game resumed from the envelope by a new process,
//! `unseal` playing the move; a sealed move that cannot be played said and
//! left to the arbiter; bad files for `--resume-sealed` refused with
//! nothing changed.

use crate::piped;

use std::path::{Path, PathBuf};
use std::process::Child;

use piped::{Dirs, dirs, feed, has, paced, send};
use shakmaty::san::SanPlus;
use tactus::braille::code::move_cells;
use tactus::notation::Lang as Language;

/// `tactus clock ARGS --tty --voice none --lang LANG` with `d`'s folders.
fn clock(d: &Dirs, lang: &str, args: &[&str]) -> Child {
    d.tactus()
        .arg("clock")
        .args(args)
        .args(["--tty", "--voice", "none", "--lang", lang])
        .spawn()
        .unwrap()
}

/// What one language says for each check.
struct Lang {
    code: &'static str,
    lang: Language,
    sealed: &'static str,
    not_sealed: &'static str,
    adjourned: &'static str,
    envelope: &'static str,
    hidden: &'static str,
    unsealed: &'static str,
    started: &'static str,
}

const LANGS: [Lang; 3] = [
    Lang {
        code: "en",
        lang: Language::En,
        sealed: "Move sealed: White's move 3. The clocks are stopped",
        not_sealed: "That move cannot be played here: nothing was sealed.",
        adjourned: "The game is adjourned with White's sealed move: unseal it first.",
        envelope: "The envelope is written in the data folder as adjourned-",
        hidden: "White's move 3 is sealed: sealed",
        unsealed: "The envelope is opened. White's sealed move 3: Bishop b5. Black's clock is ready",
        started: "Clock started: Black's clock runs.",
    },
    Lang {
        code: "de",
        lang: Language::De,
        sealed: "Zug abgegeben: Zug 3 von Weiß. Die Uhren sind angehalten",
        not_sealed: "Dieser Zug ist hier nicht möglich: es wurde nichts abgegeben.",
        adjourned: "Die Partie ist unterbrochen, mit dem Abgabezug von Weiß: zuerst unseal.",
        envelope: "Der Umschlag ist im Datenordner geschrieben, als adjourned-",
        hidden: "Zug 3 von Weiß ist abgegeben: versiegelt",
        unsealed: "Der Umschlag ist geöffnet. Abgabezug 3 von Weiß: Läufer b5. Die Uhr von Schwarz ist bereit",
        started: "Uhr gestartet: die Uhr von Schwarz läuft.",
    },
    Lang {
        code: "es",
        lang: Language::Es,
        sealed: "Jugada sellada: la jugada 3 de las blancas. Los relojes están parados",
        not_sealed: "Esa jugada no se puede hacer aquí: no se selló nada.",
        adjourned: "La partida está aplazada con la jugada secreta de las blancas: primero unseal.",
        envelope: "El sobre está escrito en la carpeta de datos como adjourned-",
        hidden: "La jugada 3 de las blancas está sellada: sellada",
        unsealed: "El sobre está abierto. Jugada secreta 3 de las blancas: Alfil b5. El reloj de las negras está listo",
        started: "Reloj en marcha: corre el reloj de las negras.",
    },
];

/// The four envelope files the seal wrote into the data folder: .txt,
/// .brf, .pgn, .json.
fn envelope(d: &Dirs) -> [PathBuf; 4] {
    let stem = std::fs::read_dir(d.data.path())
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            p.extension().is_some_and(|e| e == "txt")
                && p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with("adjourned-")
        })
        .unwrap_or_else(|| panic!("no envelope in {}", d.data.path().display()));
    ["txt", "brf", "pgn", "json"].map(|e| stem.with_extension(e))
}

/// The BRF of a move in the chess code of `lang`.
fn brf(san: &str, lang: Language) -> String {
    let san: SanPlus = san.parse().unwrap();
    move_cells(&san, lang).iter().map(|c| c.brf()).collect()
}

/// The opening up to White's third move, sealed (after a refused seal):
/// 1. e4 e5 2. Nf3 Nc6, then `seal Bb6` (no bishop reaches b6) and `seal
/// Bb5`; a press afterwards is refused.
fn sealed_game(d: &Dirs, lang: &str, seal: &[&str]) -> Vec<String> {
    let mut script = vec!["", "e4", "e5", "Nf3", "Nc6", "seal Bb6"];
    script.extend_from_slice(seal);
    script.extend_from_slice(&["", "quit"]);
    feed(clock(d, lang, &["5+3"]), &paced(&script, 60))
}

#[test]
fn a_sealed_move_stays_out_of_the_envelope_until_unsealed() {
    for lang in &LANGS {
        let d = dirs();
        let lines = sealed_game(&d, lang.code, &["seal Bb5"]);
        let text = lines.join("\n");
        let c = lang.code;
        assert!(has(&lines, lang.not_sealed), "{c}: {text}");
        assert!(has(&lines, lang.sealed), "{c}: {text}");
        assert!(has(&lines, lang.adjourned), "{c}: {text}");
        assert!(has(&lines, lang.envelope), "{c}: {text}");
        // The envelope is named once, short: no folder, no path.
        let said = lines.iter().find(|l| l.contains(lang.envelope)).unwrap();
        assert!(!said.contains('/'), "{c}: {said}");
        assert_eq!(said.matches("adjourned-").count(), 2, "{c}: {said}");
        // Nothing said names the sealed move, nor the one refused.
        for words in ["Bb5", "Bishop b5", "Läufer b5", "Alfil b5", "Bb6"] {
            assert!(!text.contains(words), "{c}: {text}");
        }
        let [txt, brf_file, pgn, json] = envelope(&d);
        let stem = json.file_stem().unwrap().to_string_lossy().into_owned();
        assert!(
            said.contains(&format!("as {stem}"))
                || said.contains(&format!("als {stem}"))
                || said.contains(&format!("como {stem}")),
            "{c}: {said}"
        );
        assert!(said.contains(&format!("{stem}.json")), "{c}: {said}");
        let print = std::fs::read_to_string(&txt).unwrap();
        assert!(print.contains(lang.hidden), "{c}: {print}");
        assert!(print.contains("1. e4 e5 2. Nf3 Nc6"), "{c}: {print}");
        assert!(
            print.contains("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2"),
            "{c}: {print}"
        );
        assert!(!print.contains("b5"), "{c}: {print}");
        let cells = std::fs::read_to_string(&brf_file).unwrap();
        assert!(cells.contains(&brf("Nc6", lang.lang)), "{c}: {cells}");
        assert!(!cells.contains(&brf("Bb5", lang.lang)), "{c}: {cells}");
        let game = std::fs::read_to_string(&pgn).unwrap();
        for tag in [
            "[Adjourned \"yes\"]",
            "[SealedBy \"White\"]",
            "[SealedMove \"sealed\"]",
            "[WhiteClock \"0:0",
            "[BlackClock \"0:0",
            "[PlyCount \"4\"]",
            "[TimeControl \"300+3\"]",
        ] {
            assert!(game.contains(tag), "{c}: {tag} in {game}");
        }
        assert!(game.contains("2... Nc6"), "{c}: {game}");
        assert_eq!(game.matches("[%clk ").count(), 4, "{c}: {game}");
        assert!(!game.contains("b5"), "{c}: {game}");
        // The arbiter's copy holds it.
        assert!(std::fs::read_to_string(&json).unwrap().contains("Bb5"));

        // A new process, from the envelope's PGN: the sealed move revealed
        // and played, Black's clock started by a press.
        let pgn_arg = pgn.display().to_string();
        let lines = feed(
            clock(&d, lang.code, &["--resume-sealed", &pgn_arg]),
            &paced(&["", "unseal", "", "a6", "score", "quit"], 60),
        );
        let text = lines.join("\n");
        assert!(has(&lines, lang.adjourned), "{c}: {text}");
        assert!(has(&lines, lang.unsealed), "{c}: {text}");
        let unsealed = lines.iter().position(|l| l.contains(lang.unsealed));
        let started = lines.iter().rposition(|l| l.contains(lang.started));
        assert!(unsealed < started, "{c}: {text}");
        assert!(
            has(&lines, "1. e4, e5; 2. Nf3, Nc6; 3. Bb5, a6"),
            "{c}: {text}"
        );
    }
}

#[test]
fn seal_without_a_move_asks_for_it_and_an_empty_answer_seals_nothing() {
    let d = dirs();
    let lines = sealed_game(&d, "en", &["seal", "", "seal", "Bb5"]);
    let text = lines.join("\n");
    assert_eq!(
        piped::count(&lines, "White, your sealed move? Type it"),
        2,
        "{text}"
    );
    assert!(has(&lines, "Nothing was sealed."), "{text}");
    assert!(has(&lines, "Move sealed: White's move 3."), "{text}");
    let [txt, ..] = envelope(&d);
    assert!(!std::fs::read_to_string(txt).unwrap().contains("b5"));
    let kept = std::fs::read_to_string(d.data.path().join("clock.json")).unwrap();
    assert!(kept.contains("\"Bb5\""), "{kept}");
    // A plain --resume finds the game adjourned and says so.
    let lines = feed(clock(&d, "en", &["--resume"]), &paced(&["quit"], 60));
    assert!(
        has(
            &lines,
            "The adjourned game is back: White's move 3 is sealed."
        ),
        "{lines:?}"
    );
}

#[test]
fn a_sealed_move_that_cannot_be_played_is_said_and_left_to_the_arbiter() {
    let d = dirs();
    sealed_game(&d, "en", &["seal Bb5"]);
    let [.., json] = envelope(&d);
    let kept = std::fs::read_to_string(&json).unwrap();
    std::fs::write(&json, kept.replace("\"Bb5\"", "\"Qxf7\"")).unwrap();
    let arg = json.display().to_string();
    let lines = feed(
        clock(&d, "en", &["--resume-sealed", &arg]),
        &paced(&["unseal", "score", "quit"], 60),
    );
    let text = lines.join("\n");
    assert!(
        has(
            &lines,
            "White's sealed move 3, Qxf7, cannot be played here: "
        ),
        "{text}"
    );
    assert!(
        has(&lines, "unless the opponent cannot checkmate"),
        "{text}"
    );
    assert!(has(&lines, "3. Qxf7, unchecked"), "{text}");
}

/// Runs `tactus clock --resume-sealed FILE`; its exit code and standard
/// error.
fn resume_sealed(d: &Dirs, file: &Path) -> (Option<i32>, String) {
    let arg = file.display().to_string();
    let out = send(clock(d, "en", &["--resume-sealed", &arg]), &[("quit", 50)]);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bad_files_for_resume_sealed_are_refused_and_change_nothing() {
    let d = dirs();
    feed(clock(&d, "en", &["5+3"]), &paced(&["", "e4", "quit"], 60));
    let clock_file = d.data.path().join("clock.json");
    let before = std::fs::read(&clock_file).unwrap();
    let missing = d.data.path().join("missing.json");
    let garbage = d.data.path().join("garbage.json");
    std::fs::write(&garbage, "not a clock game").unwrap();
    let lone_pgn = d.data.path().join("lone.pgn");
    std::fs::write(&lone_pgn, "1. e4 *").unwrap();
    let copy = d.data.path().join("plain.json");
    std::fs::write(&copy, &before).unwrap();
    for (file, said) in [
        (&missing, "missing.json cannot be read: "),
        (&garbage, "garbage.json is not a clock game of tactus."),
        (&lone_pgn, "lone.json cannot be read: "),
        (
            &copy,
            "plain.json holds no sealed move: tactus clock --resume",
        ),
    ] {
        let (code, stderr) = resume_sealed(&d, file);
        assert_eq!(code, Some(2), "{}: {stderr}", file.display());
        assert!(stderr.contains(said), "{}: {stderr}", file.display());
        assert_eq!(std::fs::read(&clock_file).unwrap(), before);
    }
}
