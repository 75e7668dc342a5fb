//! Whole games through `tactus tty` over a pipe, against the real Stockfish
//! where an engine plays: one line per utterance is the contract.

use crate::alsa_sink;

use crate::piped;

use crate::talk::Talk;
use crate::wait;
use piped::{Dirs, PEOPLE, dirs, feed, has, send, succeeded};
use std::io::Write;
use std::process::{Child, Command};
use std::time::Duration;

fn spawn(d: &Dirs, args: &[&str]) -> Child {
    spawn_bare(d, &[&["--voice", "text", "--lang", "en"], args].concat())
}

/// `tactus tty` with only `args`: no voice or language added.
fn spawn_bare(d: &Dirs, args: &[&str]) -> Child {
    d.tactus().arg("tty").args(args).spawn().unwrap()
}

/// Sends `(line, pause after it in ms)` and closes the input; the output lines.
fn play(d: &Dirs, args: &[&str], script: &[(&str, u64)]) -> Vec<String> {
    feed(spawn(d, args), script)
}

/// `tactus tty ARGS` (English, text), each answer awaited as it comes.
fn talk(d: &Dirs, args: &[&str]) -> Talk {
    Talk::new(spawn(d, args))
}

/// Closes the input of `tty` and checks that it ended well; every line
/// it said.
fn finish(tty: Talk) -> Vec<String> {
    let (end, said) = tty.close();
    succeeded(&end);
    said
}

/// The autosaved game (`current.json` in the data folder).
fn saved_game(d: &Dirs) -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(d.data.path().join("current.json")).unwrap()).unwrap()
}

#[test]
fn checkmate_against_stockfish() {
    let d = dirs();
    let out = play(
        &d,
        &[
            "--black",
            "engine:1",
            "--fen",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        ],
        &[("Ra8", 200)],
    );
    assert!(has(&out, "Checkmate"), "{out:?}");
}

#[test]
fn resignation_asks_first() {
    let d = dirs();
    let out = play(&d, &PEOPLE, &[("e4", 0), ("resign", 0), ("yes", 0)]);
    assert!(has(&out, "Resign? Type yes"), "{out:?}");
    assert!(has(&out, "resign"), "{out:?}");
    let resigned = out.iter().position(|l| l.contains("Resign?")).unwrap();
    assert!(out[resigned + 1].contains("White wins"), "{out:?}");
}

#[test]
fn a_flag_falls() {
    let d = dirs();
    let out = play(
        &d,
        &[&PEOPLE[..], &["--time", "2s+0"]].concat(),
        // Black's clock runs from White's second move (a casual game's
        // clocks start after both first moves).
        &[("e4", 0), ("e5", 0), ("Nf3", 2600)],
    );
    assert!(has(&out, "Black's flag fell"), "{out:?}");
}

#[test]
fn a_claimed_draw_by_repetition() {
    let d = dirs();
    let moves = [
        "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "claim",
    ];
    let script: Vec<(&str, u64)> = moves.iter().map(|m| (*m, 0)).collect();
    let out = play(&d, &PEOPLE, &script);
    assert!(has(&out, "Draw"), "{out:?}");
}

#[test]
fn a_premove_is_recorded_and_played() {
    let d = dirs();
    let mut tty = talk(&d, &["--black", "engine:1"]);
    tty.type_line("e4");
    // Typed while the engine thinks: recorded, then played on its move.
    tty.ask("Nf3", "Knight f3");
    let out = finish(tty);
    assert!(has(&out, "Premove recorded: Nf3"), "{out:?}");
    assert!(has(&out, "Knight f3"), "{out:?}");
}

#[test]
fn unknown_and_ambiguous_input_get_a_reason() {
    let d = dirs();
    let fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    let out = play(
        &d,
        &[&PEOPLE[..], &["--fen", fen]].concat(),
        &[("Nd2", 0), ("zzz", 0), ("p Q9", 0)],
    );
    assert!(has(&out, "Which knight: b1 or f1?"), "{out:?}");
    assert!(has(&out, "zzz"), "{out:?}");
    assert!(has(&out, "Cannot read p Q9"), "{out:?}");
}

#[test]
fn killed_mid_game_and_resumed() {
    let d = dirs();
    let mut tty = Talk::new(spawn(&d, &PEOPLE));
    tty.ask("e4", "White: e4");
    tty.ask("e5", "Black: e5");
    tty.ask("Nf3", "White: Knight f3");
    tty.kill(); // SIGKILL
    let saved = saved_game(&d);
    assert_eq!(saved["moves"].as_array().unwrap().len(), 3);
    let out = play(&d, &["--resume"], &[("score", 0), ("c", 0)]);
    assert!(has(&out, "Game resumed"), "{out:?}");
    assert!(has(&out, "Move 2, White: Knight f3"), "{out:?}");
    // Black's clock, running since 3. Nf3 (the first moves took no time
    // and earned no increment), has its time of then.
    assert!(has(&out, "Black: 14 minutes 5"), "{out:?}");
}

#[test]
fn a_person_in_tmux() {
    assert!(
        Command::new("tmux").arg("-V").output().is_ok(),
        "tmux is not installed: scripts/test installs it"
    );
    let d = dirs();
    let name = format!("tactus-test-{}", std::process::id());
    let transcript = d.data.path().join("t.jsonl");
    let cmd = format!(
        "TACTUS_DATA_DIR={} TACTUS_CONFIG_DIR={} {} tty --voice text --lang en --white human --black human --transcript {}",
        d.data.path().display(),
        d.config.path().display(),
        env!("CARGO_BIN_EXE_tactus"),
        transcript.display()
    );
    let tmux = |args: &[&str]| Command::new("tmux").args(args).output().unwrap();
    /// Ends the session however the test ends.
    struct Session(String);
    impl Drop for Session {
        fn drop(&mut self) {
            let _ = Command::new("tmux")
                .args(["kill-session", "-t", &self.0])
                .output();
        }
    }
    let _session = Session(name.clone());
    tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "200",
        "-y",
        "50",
        &cmd,
    ]);
    let said = || std::fs::read_to_string(&transcript).unwrap_or_default();
    let limit = Duration::from_secs(10);
    wait::until(limit, "White to move, in the transcript", || {
        said().contains("White to move")
    });
    for (keys, answer) in [
        ("e4", "White: e4"),
        ("e5", "Black: e5"),
        ("t", "White to move, move 2"),
    ] {
        tmux(&["send-keys", "-t", &name, keys, "Enter"]);
        wait::until(limit, &format!("{answer}, in the transcript"), || {
            said().contains(answer)
        });
    }
    let screen = || String::from_utf8(tmux(&["capture-pane", "-p", "-t", &name]).stdout).unwrap();
    let pane = wait::for_some(limit, "White to move, move 2, on the screen", || {
        Some(screen()).filter(|p| p.contains("White to move, move 2"))
    });
    tmux(&["send-keys", "-t", &name, "C-d", ""]);
    wait::until(limit, "Goodbye, in the transcript", || {
        said().contains("Goodbye")
    });
    tmux(&["kill-session", "-t", &name]);
    assert!(pane.contains("White to move, move 2"), "{pane}");
    let said = said();
    assert!(said.contains("White to move, move 2"), "{said}");
}

#[test]
fn bytes_that_are_not_utf8_are_answered_and_the_game_goes_on() {
    let d = dirs();
    let mut child = spawn(&d, &PEOPLE);
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"\xff\xfe\x80garbage\n\x00\x01\x02\ne4\n")
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.iter().any(|l| l.contains("Not understood")), "{text}");
    assert!(lines.iter().any(|l| l.contains("e4")), "{text}");
    assert!(
        lines.iter().all(|l| !l.chars().any(char::is_control)),
        "one clean line per utterance: {text:?}"
    );
}

#[test]
fn resumed_with_the_style_and_language_typed_now() {
    let d = dirs();
    let out = play(&d, &PEOPLE, &[("e4", 0), ("e5", 0), ("Nf3", 0)]);
    assert!(has(&out, "Knight f3"), "{out:?}");
    // Saved in English, spoken style: resumed in German and SAN because the
    // command line says so now.
    let out = feed(
        spawn_bare(
            &d,
            &[
                "--voice", "text", "--resume", "--lang", "de", "--style", "san",
            ],
        ),
        &[("score", 0)],
    );
    assert!(has(&out, "Partie fortgesetzt"), "{out:?}");
    assert!(has(&out, "Zug 2, Weiß: Nf3"), "{out:?}");
    assert!(!has(&out, "Knight"), "{out:?}");
    // Without the options, the game goes on as it was saved last: German, SAN.
    let out = feed(
        spawn_bare(&d, &["--voice", "text", "--resume"]),
        &[("l", 0)],
    );
    assert!(has(&out, "Partie fortgesetzt"), "{out:?}");
    assert!(has(&out, "Nf3"), "{out:?}");
    assert!(!has(&out, "Springer"), "{out:?}");
}

#[test]
fn resume_refuses_options_that_set_up_a_new_game() {
    let d = dirs();
    play(&d, &PEOPLE, &[("e4", 0)]);
    let before = std::fs::read(d.data.path().join("current.json")).unwrap();
    let out = spawn(&d, &["--resume", "--time", "5+0", "--black", "engine"])
        .wait_with_output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--black and --time set up a new game and cannot go with --resume"),
        "{err}"
    );
    assert!(
        out.stdout.is_empty(),
        "{:?}",
        String::from_utf8_lossy(&out.stdout)
    );
    // The saved game is untouched and still resumes.
    assert_eq!(
        std::fs::read(d.data.path().join("current.json")).unwrap(),
        before
    );
    let out = play(&d, &["--resume"], &[("score", 0)]);
    assert!(has(&out, "Game resumed"), "{out:?}");
    assert!(has(&out, "The game: Move 1, White: e4"), "{out:?}");
}

/// The index of the first line containing `text`.
fn find(lines: &[String], text: &str) -> usize {
    lines
        .iter()
        .position(|l| l.contains(text))
        .unwrap_or_else(|| panic!("no {text:?} in {lines:?}"))
}

#[test]
fn the_talking_clock_is_silenced_and_brought_back() {
    let d = dirs();
    // 15 seconds each: unmuted, White's clock would say "10 seconds" after
    // 5 (the margins allow for a slow start of the program).
    let out = play(
        &d,
        // The strict rules: the clock runs from the start (a casual game's
        // waits for the first move).
        &[&PEOPLE[..], &["--time", "15s+0", "--rules", "strict"]].concat(),
        &[("clock off", 7000), ("c", 300), ("clock on", 4500)],
    );
    let off = find(&out, "Talking clock off");
    let on = find(&out, "Talking clock on");
    assert!(off < on, "{out:?}");
    let silent = &out[off + 1..on];
    // Asked, the clock still answers; by itself it says nothing.
    assert!(has(silent, "Black: 15 seconds"), "{out:?}");
    assert_eq!(
        silent.iter().filter(|l| l.starts_with("White:")).count(),
        1,
        "only the answer to c: {out:?}"
    );
    assert!(!has(&out[..on], "10 seconds"), "{out:?}");
    // On again, the next marks are said: the countdown of a short game,
    // 4, 3, 2, 1.
    assert!(out[on..].iter().any(|l| l == "4"), "{out:?}");
    // The silence was saved with the game (one with a move: a game without
    // one is not kept).
    let d = dirs();
    play(&d, &PEOPLE, &[("e4", 0), ("uhr aus", 0)]);
    let saved = saved_game(&d);
    assert_eq!(saved["talking_clock_muted"], true);
}

#[test]
fn stockfish_accepts_a_draw_when_it_is_lost() {
    let d = dirs();
    // White (the person) has a queen and a rook against the bare king.
    let mut tty = talk(
        &d,
        &[
            "--black",
            "engine:5",
            "--fen",
            "4k3/8/8/8/8/8/8/QR2K3 w - - 0 1",
        ],
    );
    // A move first (a game without one is not kept), and Stockfish's.
    tty.ask("Rb7", "Black: King");
    tty.ask("draw", "Stockfish accepts the draw.");
    let out = finish(tty);
    let offered = find(&out, "You offer a draw");
    let accepted = find(&out, "Stockfish accepts the draw.");
    assert!(offered < accepted, "{out:?}");
    assert!(has(&out[accepted..], "Draw"), "{out:?}");
    let saved = saved_game(&d);
    assert_eq!(saved["finished"], true);
}

#[test]
fn stockfish_declines_a_draw_when_it_is_winning() {
    let d = dirs();
    // Black (Stockfish) has a queen and a rook against the bare king.
    let mut tty = talk(
        &d,
        &[
            "--black",
            "engine:5",
            "--fen",
            "qr2k3/8/8/8/8/8/8/4K3 w - - 0 1",
        ],
    );
    tty.ask("draw", "Stockfish declines the draw.");
    tty.ask("Kd2", "Black: ");
    tty.type_line("t");
    let out = finish(tty);
    let offered = find(&out, "You offer a draw");
    let declined = find(&out, "Stockfish declines the draw.");
    assert!(offered < declined, "{out:?}");
    assert!(!has(&out, "accepts"), "{out:?}");
    // The game goes on: the move is made and Stockfish answers it.
    assert!(has(&out, "King d2"), "{out:?}");
    assert!(
        has(&out, "White to move, move 2") || has(&out, "Your move"),
        "{out:?}"
    );
}

#[test]
fn an_offer_made_while_stockfish_thinks_is_answered_before_its_move() {
    let d = dirs();
    // Full strength on a long clock: the move takes far longer than the
    // answer, which comes from the search under way.
    let mut tty = talk(&d, &["--black", "engine:10", "--time", "90+30"]);
    tty.type_line("e4");
    tty.ask("draw", "the draw.");
    let out = finish(tty);
    let declined = find(&out, "Stockfish declines the draw.");
    assert!(find(&out, "You offer a draw") < declined, "{out:?}");
    assert!(!out.iter().any(|l| l.starts_with("Black:")), "{out:?}");
}

#[test]
fn no_sound_card_is_said_in_the_players_voice_and_alsa_is_quiet() {
    let d = dirs();
    let conf = d.config.path().join("empty-asound.conf");
    std::fs::write(&conf, "").unwrap();
    let out = send(spawn_with_alsa(&d, &conf), &[("e4", 0)]);
    succeeded(&out);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("e4"));
    // alsa-lib's own complaints never show; tactus says once, with the
    // moves, that there is no sound.
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.is_empty(), "{err}");
    assert_eq!(said.matches("No sound. Earcons off.").count(), 1, "{said}");
}

/// Two people at `tactus tty`, with the ALSA configuration `conf`.
fn spawn_with_alsa(d: &Dirs, conf: &std::path::Path) -> Child {
    d.tactus()
        .args(["tty", "--voice", "text", "--lang", "en"])
        .args(PEOPLE)
        .env("ALSA_CONFIG_PATH", conf)
        .spawn()
        .unwrap()
}

/// Two people at `tactus tty`, its sound going into ALSA's file sink; the
/// process and the raw file.
fn spawn_into_file_sink(d: &Dirs) -> (Child, std::path::PathBuf) {
    let (conf, raw) = alsa_sink::file_sink(d.config.path());
    (spawn_with_alsa(d, &conf), raw)
}

#[test]
fn the_terminal_sounds_the_earcons_of_what_it_says() {
    use tactus::audio::{Earcon, render};
    let d = dirs();
    let (child, raw) = spawn_into_file_sink(&d);
    // Each line waits for the sound before it to end; the last one is
    // played out before tactus quits at the end of the input.
    let out = feed(
        child,
        &[
            ("e4", 600),
            ("e4", 600),
            ("d5", 600),
            ("exd5", 600),
            ("resign", 200),
            ("yes", 0),
        ],
    );
    assert!(has(&out, "No pawn can reach e4"), "{out:?}");
    assert!(has(&out, "White: e takes d5"), "{out:?}");
    let frames = alsa_sink::read_frames(&raw);
    let heard = [
        Earcon::Placed,
        Earcon::Refused,
        Earcon::Placed,
        Earcon::Capture,
        Earcon::GameOver,
    ];
    let mut at = 0;
    for e in heard {
        let rendered = render(e, 48_000);
        let found = alsa_sink::find(&frames, &rendered, at)
            .unwrap_or_else(|| panic!("{e:?} is not in the sound after frame {at}: {out:?}"));
        at = found + rendered.len();
    }
    let played: usize = heard
        .iter()
        .map(|&e| alsa_sink::non_silent(&render(e, 48_000)))
        .sum();
    assert_eq!(
        alsa_sink::non_silent(&frames),
        played,
        "nothing else sounds: {out:?}"
    );
}

#[test]
fn sounds_off_silences_the_terminal() {
    let d = dirs();
    let (child, raw) = spawn_into_file_sink(&d);
    let out = feed(child, &[("set sounds off", 0), ("e4", 300), ("e4", 300)]);
    assert!(has(&out, "No pawn can reach e4"), "{out:?}");
    let frames = alsa_sink::read_frames(&raw);
    assert!(!frames.is_empty(), "the sound device was opened");
    assert_eq!(alsa_sink::non_silent(&frames), 0, "{out:?}");
}

#[test]
fn new_settings_are_set_in_any_language_saved_and_a_bad_value_changes_nothing() {
    let d = dirs();
    let out = play(
        &d,
        &[],
        &[
            ("set rate 150", 0),
            ("setze Farben black-white", 0),
            ("ajustar sonidos no", 0),
            ("set order mixed", 0),
            ("set rate 20", 0),
            ("set theme pink", 0),
            ("set sounds loud", 0),
            ("set order sideways", 0),
            ("quit", 0),
            ("yes", 0),
        ],
    );
    for said in [
        "Speech rate: 150 percent.",
        "Theme: black and white.",
        "Board sounds: off.",
        "Piece order: both colours together.",
        "There is no speech rate 20: say a percentage from 50 to 300.",
        "Unknown theme pink: choose yellow-navy, black-white or colour-blind.",
        "Say on or off, not loud.",
        "Unknown piece order sideways: choose yours-first or mixed.",
    ] {
        assert!(has(&out, said), "{said}: {out:?}");
    }
    let saved = std::fs::read_to_string(d.config.path().join("config.toml")).unwrap();
    for line in [
        "rate = 150",
        "theme = \"black-white\"",
        "sonify = false",
        "order = \"mixed\"",
    ] {
        assert!(saved.lines().any(|l| l == line), "{line}: {saved}");
    }
}

#[test]
fn the_board_read_as_piece_lists() {
    let d = dirs();
    let out = play(
        &d,
        &PEOPLE,
        &[
            ("e4", 0),
            ("set board pieces", 0),
            ("b", 0),
            ("quit", 0),
            ("yes", 0),
        ],
    );
    assert!(has(&out, "Board reading: piece lists."), "{out:?}");
    let kings = out
        .iter()
        .position(|l| l.contains("White king") || l.contains("white king"))
        .unwrap_or_else(|| panic!("White's king listed: {out:?}"));
    assert!(
        out[kings..].iter().any(|l| l.contains("e4")),
        "the pawn on e4 among White's pieces: {out:?}"
    );
    let saved = std::fs::read_to_string(d.config.path().join("config.toml")).unwrap();
    assert!(saved.lines().any(|l| l == "board = \"pieces\""), "{saved}");
}

#[test]
fn an_engine_that_ends_at_once_is_explained_in_the_players_language() {
    let d = dirs();
    let child = d
        .tactus()
        .args([
            "tty",
            "--voice",
            "text",
            "--lang",
            "de",
            "--engine",
            "/bin/true",
        ])
        .spawn()
        .unwrap();
    let out = send(child, &[("quit\nja", 0)]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("die Engine /bin/true hat aufgehört, während sie startete"),
        "{text}"
    );
    assert!(
        text.contains("Zwei Personen spielen an dieser Tastatur"),
        "{text}"
    );
}
