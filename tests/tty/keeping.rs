//! No game is ever lost: through `tactus tty` over a pipe, as a player
//! would meet each case. A plain start after quitting offers the saved
//! game; a game set aside or finished goes into the games folder; `save`
//! with a bare name works and a missing folder is refused; an unwritable
//! data folder is said in the player's voice; a damaged autosave is kept
//! aside and what can be read of it offered; and a move that was announced
//! is on disk however the process is killed.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread::sleep;
use std::time::{Duration, Instant};

use shakmaty::{Chess, Position, san::SanPlus, uci::UciMove};

use crate::piped;
use crate::talk::Talk;
use crate::wait;
use piped::{Dirs, PEOPLE, dirs, feed, has, paced, tactus};

fn spawn_in(data: &Path, config: &Path, cwd: &Path, args: &[&str]) -> Child {
    tactus(data, config)
        .arg("tty")
        .args(["--voice", "text", "--lang", "en"])
        .args(args)
        .current_dir(cwd)
        .spawn()
        .unwrap()
}

/// Runs `tactus tty args` with `lines` as its input; the lines it said.
fn play_in(data: &Path, config: &Path, cwd: &Path, args: &[&str], lines: &[&str]) -> Vec<String> {
    feed(spawn_in(data, config, cwd, args), &paced(lines, 0))
}

fn play(d: &Dirs, args: &[&str], lines: &[&str]) -> Vec<String> {
    play_in(d.data.path(), d.config.path(), d.data.path(), args, lines)
}

/// The moves (UCI) of the autosave.
fn saved_moves(data: &Path) -> Vec<String> {
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(data.join("current.json")).unwrap()).unwrap();
    json["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect()
}

/// The games of the games folder (their PGN files: a game's review is
/// kept beside it).
fn kept_games(data: &Path) -> Vec<PathBuf> {
    match std::fs::read_dir(data.join("games")) {
        Ok(dir) => dir
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
            .collect(),
        Err(_) => Vec::new(),
    }
}

#[test]
fn a_plain_start_after_quitting_offers_the_saved_game_and_resume_goes_on() {
    let d = dirs();
    let out = play(&d, &PEOPLE, &["e4", "e5", "quit", "yes"]);
    assert!(has(&out, "Goodbye"), "{out:?}");
    // As a launcher starts it: no --resume.
    let out = play(&d, &PEOPLE, &["Nf3", "resume", "Nf3", "score"]);
    assert_eq!(
        out[0],
        "An unfinished game between two players, move 2, is saved: type resume to go on, or new to start a new game.",
        "{out:?}"
    );
    // A move before the answer asks again and changes nothing.
    assert_eq!(out[1], out[0], "{out:?}");
    assert!(has(&out, "Game resumed."), "{out:?}");
    assert!(has(&out, "Move 2, White: Knight f3"), "{out:?}");
    assert!(!has(&out, "New game"), "{out:?}");
    assert_eq!(saved_moves(d.data.path()), ["e2e4", "e7e5", "g1f3"]);
}

#[test]
fn leaving_at_the_question_keeps_the_saved_game_as_it_was() {
    let d = dirs();
    play(&d, &PEOPLE, &["e4"]);
    let before = std::fs::read(d.data.path().join("current.json")).unwrap();
    // The input ends at the question: nothing is saved over the game.
    let out = play(&d, &["--black", "engine:3"], &[]);
    assert!(
        has(&out, "An unfinished game between two players, move 1"),
        "{out:?}"
    );
    assert_eq!(
        std::fs::read(d.data.path().join("current.json")).unwrap(),
        before
    );
    let out = play(&d, &[], &["quit"]);
    assert!(has(&out, "Goodbye"), "{out:?}");
    assert_eq!(saved_moves(d.data.path()), ["e2e4"]);
}

#[test]
fn new_keeps_the_saved_game_in_the_games_folder_and_load_takes_it_up_again() {
    let d = dirs();
    play(&d, &PEOPLE, &["d4", "d5", "c4"]);
    let out = play(&d, &PEOPLE, &["new", "e4"]);
    let games = kept_games(d.data.path());
    assert_eq!(games.len(), 1, "{games:?}");
    let file = games[0].file_name().unwrap().to_str().unwrap().to_owned();
    assert!(file.ends_with("_player-vs-player.pgn"), "{file}");
    // Said once, short: the name `load` takes, without its folder or `.pgn`.
    let name = file.strip_suffix(".pgn").unwrap();
    let kept = out
        .iter()
        .find(|l| l.starts_with("The unfinished game is kept"))
        .unwrap_or_else(|| panic!("{out:?}"));
    assert_eq!(
        kept,
        &format!(
            "The unfinished game is kept in the games folder as {name}; type load and that name to take it up again."
        )
    );
    assert_eq!(kept.matches(name).count(), 1, "{kept}");
    assert!(has(&out, "New game"), "{out:?}");
    let pgn = std::fs::read_to_string(&games[0]).unwrap();
    assert!(pgn.contains("1. d4"), "{pgn}");
    assert!(pgn.contains("2. c4"), "{pgn}");
    assert_eq!(saved_moves(d.data.path()), ["e2e4"]);
    // `load NAME` finds it in the games folder, and the game of e4 that it
    // replaces is kept there too.
    let out = play(&d, &["--resume"], &[&format!("load {name}"), "score"]);
    assert!(
        has(&out, &format!("Game loaded from {name}, 3 half-moves.")),
        "{out:?}"
    );
    assert!(has(&out, "Move 2, White: c4"), "{out:?}");
    assert_eq!(kept_games(d.data.path()).len(), 2);
}

#[test]
fn a_game_with_no_move_is_not_kept_and_brings_no_question_back() {
    let d = dirs();
    play(&d, &PEOPLE, &["e4", "quit", "yes"]);
    // The saved game is set aside for a new one, which is left without a move.
    let out = play(&d, &PEOPLE, &["new", "quit"]);
    // Nothing to lose: quit at once, without a question.
    assert!(!has(&out, "Quit?"), "{out:?}");
    assert_eq!(out.last().map(String::as_str), Some("Goodbye."), "{out:?}");
    assert!(!has(&out, "Game saved"), "{out:?}");
    assert_eq!(kept_games(d.data.path()).len(), 1);
    assert!(!d.data.path().join("current.json").exists());
    // The next start asks nothing and keeps nothing, and its end says no
    // game was saved.
    let out = play(&d, &PEOPLE, &[]);
    assert!(!has(&out, "An unfinished game"), "{out:?}");
    assert!(has(&out, "New game"), "{out:?}");
    assert_eq!(out.last().map(String::as_str), Some("Goodbye."), "{out:?}");
    let out = play(&d, &["--resume"], &[]);
    assert!(
        has(&out, "There is no unfinished game to resume"),
        "{out:?}"
    );
    assert_eq!(kept_games(d.data.path()).len(), 1);
}

#[test]
fn the_whole_paths_are_said_on_request_only() {
    let d = dirs();
    let out = play(&d, &PEOPLE, &["f3", "e5", "g4", "Qh4", "where"]);
    let data = d.data.path().display().to_string();
    let config = d.config.path().display().to_string();
    // No line says a folder of its own accord: the kept game by its name.
    let before: Vec<&String> = out
        .iter()
        .take_while(|l| !l.starts_with("The games folder"))
        .collect();
    assert!(!before.iter().any(|l| l.contains(&data)), "{out:?}");
    assert!(
        has(&out, "This game is kept in the games folder as "),
        "{out:?}"
    );
    assert!(!has(&out, ".pgn."), "{out:?}");
    // `where` says them all, whole.
    assert!(
        has(
            &out,
            &format!(
                "The games folder is {data}/games. A game in progress is saved in {data}/current.json. The settings file is {config}/config.toml."
            )
        ),
        "{out:?}"
    );
}

#[test]
fn a_finished_game_goes_into_the_games_folder_once() {
    let d = dirs();
    let out = play(&d, &PEOPLE, &["f3", "e5", "g4", "Qh4"]);
    assert!(has(&out, "Checkmate"), "{out:?}");
    assert!(
        has(&out, "This game is kept in the games folder as"),
        "{out:?}"
    );
    let games = kept_games(d.data.path());
    assert_eq!(games.len(), 1);
    assert!(
        std::fs::read_to_string(&games[0])
            .unwrap()
            .contains("[Result \"0-1\"]")
    );
    // The next start begins a new game at once and keeps no second copy.
    let out = play(&d, &PEOPLE, &["e4"]);
    assert!(has(&out, "New game"), "{out:?}");
    assert_eq!(kept_games(d.data.path()).len(), 1);
}

#[test]
fn save_with_a_bare_name_writes_it_and_a_missing_folder_is_refused() {
    let d = dirs();
    let cwd = tempfile::tempdir().unwrap();
    let out = play_in(
        d.data.path(),
        d.config.path(),
        cwd.path(),
        &PEOPLE,
        &[
            "e4",
            "save game1.pgn",
            "save /nonexistent-tactus-folder/x.pgn",
        ],
    );
    assert!(has(&out, "Game saved to game1.pgn."), "{out:?}");
    assert!(
        std::fs::read_to_string(cwd.path().join("game1.pgn"))
            .unwrap()
            .contains("1. e4")
    );
    assert!(
        has(
            &out,
            "/nonexistent-tactus-folder/x.pgn: the folder /nonexistent-tactus-folder does not exist"
        ),
        "{out:?}"
    );
    assert!(!Path::new("/nonexistent-tactus-folder").exists());
    // Nothing but the game went into the folder: no temporary file left.
    let files: Vec<_> = std::fs::read_dir(cwd.path()).unwrap().collect();
    assert_eq!(files.len(), 1);
}

#[test]
fn a_game_that_cannot_be_saved_is_said_so_and_never_called_saved() {
    let d = dirs();
    // A file where the data folder should be.
    let blocked = d.data.path().join("blocked");
    std::fs::write(&blocked, "").unwrap();
    let data = blocked.join("tactus");
    let out = play_in(
        &data,
        d.config.path(),
        d.data.path(),
        &PEOPLE,
        &["e4", "quit", "save kept.pgn", "quit"],
    );
    let failed = "The game could not be saved: a file stands where a folder should be. Type save FILE.pgn to keep it.";
    // Said at once, once, before the first move.
    assert_eq!(out.iter().filter(|l| *l == failed).count(), 1, "{out:?}");
    assert!(
        out.iter().position(|l| l == failed) < out.iter().position(|l| l == "White: e4"),
        "{out:?}"
    );
    assert!(
        has(
            &out,
            "Type save FILE.pgn to keep it, or quit again to leave without it."
        ),
        "{out:?}"
    );
    assert!(has(&out, "Game saved to kept.pgn."), "{out:?}");
    assert_eq!(out.last().unwrap(), "Goodbye. The game was not saved.");
    assert!(
        !out.iter().any(|l| l.contains("Game saved. Goodbye")),
        "{out:?}"
    );
    assert!(d.data.path().join("kept.pgn").exists());
}

/// A saved game of three moves, cut short as a full disk would leave it.
fn cut_short_autosave(d: &Dirs) -> Vec<u8> {
    play(d, &PEOPLE, &["e4", "c5", "Nf3"]);
    let whole = std::fs::read(d.data.path().join("current.json")).unwrap();
    let text = String::from_utf8(whole.clone()).unwrap();
    let cut = text.find("\"move_clocks\"").unwrap();
    let damaged = whole[..cut].to_vec();
    std::fs::write(d.data.path().join("current.json"), &damaged).unwrap();
    damaged
}

/// The files of the data folder whose names say they were damaged.
fn damaged_files(data: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(data)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_str().unwrap().contains("damaged"))
        .collect()
}

#[test]
fn a_damaged_autosave_is_kept_aside_and_its_moves_offered() {
    let d = dirs();
    let damaged = cut_short_autosave(&d);
    let out = play(&d, &["--resume"], &["resume", "score"]);
    let kept = damaged_files(d.data.path());
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read(&kept[0]).unwrap(), damaged, "kept as it was");
    assert_eq!(
        out[0],
        format!(
            "The saved game could not be read: it is cut short. It is kept in the data folder as {}.",
            kept[0].file_name().unwrap().to_str().unwrap()
        ),
        "{out:?}"
    );
    assert!(
        has(
            &out,
            "3 moves of it could be recovered, up to move 2: type resume to go on from there"
        ),
        "{out:?}"
    );
    assert!(has(&out, "Move 2, White: Knight f3"), "{out:?}");
    assert_eq!(saved_moves(d.data.path()), ["e2e4", "c7c5", "g1f3"]);
}

#[test]
fn a_damaged_autosave_survives_a_plain_start_and_a_new_game() {
    let d = dirs();
    let damaged = cut_short_autosave(&d);
    let out = play(&d, &PEOPLE, &["new", "d4"]);
    assert!(has(&out, "It is kept in the data folder as"), "{out:?}");
    assert!(has(&out, "New game"), "{out:?}");
    let kept = damaged_files(d.data.path());
    assert_eq!(std::fs::read(&kept[0]).unwrap(), damaged);
    assert_eq!(saved_moves(d.data.path()), ["d2d4"]);
}

#[test]
fn a_game_saved_by_a_newer_tactus_is_kept_aside_and_named() {
    let d = dirs();
    play(&d, &PEOPLE, &["e4"]);
    let path = d.data.path().join("current.json");
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("\"version\": 1", "\"version\": 9");
    std::fs::write(&path, &text).unwrap();
    let out = play(&d, &["--resume"], &["resume"]);
    assert!(
        has(
            &out,
            "The saved game could not be read: a newer version of tactus wrote it (format 9)."
        ),
        "{out:?}"
    );
    let kept = damaged_files(d.data.path());
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), text);
}

/// A random legal game of up to `plies` half-moves (SAN and UCI), the
/// same for the same seed, that does not end early.
fn random_game(seed: u64, plies: usize) -> Vec<(String, String)> {
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut pos = Chess::default();
    let mut out = Vec::new();
    while out.len() < plies {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.is_insufficient_material() {
            break;
        }
        let m = moves[(next() % moves.len() as u64) as usize];
        let san = SanPlus::from_move(pos.clone(), m).san.to_string();
        let uci = UciMove::from_standard(m).to_string();
        out.push((san, uci));
        pos.play_unchecked(m);
    }
    out
}

/// How many times the soak kills tactus: `TACTUS_SOAK_KILLS`, else 30.
fn soak_kills() -> usize {
    std::env::var("TACTUS_SOAK_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30)
}

/// Kills `tactus tty` at random moments of a two-player game (right after
/// a move is typed, right after it is announced, while it waits), resumes
/// it each time, and checks that every move it had announced is in the
/// resumed game.
#[test]
fn no_announced_move_is_lost_to_a_kill_at_any_moment() {
    let kills = soak_kills();
    let mut seed = 0x5eed_u64;
    let mut rng = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut d = dirs();
    let mut game = random_game(rng(), 120);
    let mut announced = 0usize; // moves of `game` announced so far
    let mut survived = 0;
    let mut heard = 0; // announcements heard in all
    let started = Instant::now();
    while survived < kills {
        // Killed before its first save, tactus starts anew; else it resumes.
        let fresh = !d.data.path().join("current.json").exists();
        let args: &[&str] = if fresh {
            &["--white", "human", "--black", "human", "--style", "san"]
        } else {
            &["--resume", "--style", "san"]
        };
        let mut child = spawn_in(d.data.path(), d.config.path(), d.data.path(), args);
        let mut stdin = child.stdin.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let stdout = child.stdout.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        // Where the resumed game stands: what was saved.
        let first = if fresh {
            0
        } else {
            saved_moves(d.data.path()).len()
        };
        let kill_after = (rng() % 6) as usize; // moves to play before the kill
        let moment = rng() % 3;
        for i in 0..=kill_after {
            let ply = first + i;
            let Some((san, _)) = game.get(ply) else { break };
            writeln!(stdin, "{san}").unwrap();
            stdin.flush().unwrap();
            if i == kill_after && moment == 0 {
                // Between the move's input and its announcement.
                sleep(Duration::from_micros(rng() % 3000));
                break;
            }
            // Wait for its announcement.
            let side = if ply % 2 == 0 { "White: " } else { "Black: " };
            let want = format!("{side}{san}");
            let deadline = Instant::now() + Duration::from_secs(10);
            loop {
                let line = rx
                    .recv_timeout(deadline.saturating_duration_since(Instant::now()))
                    .expect("tactus went silent");
                if line.starts_with(&want) {
                    break;
                }
            }
            announced = announced.max(ply + 1);
            heard += 1;
            if i == kill_after && moment == 1 {
                // Right after the announcement.
                sleep(Duration::from_micros(rng() % 2000));
            }
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        // Killed before its first save: nothing was saved, nor said.
        let saved = if d.data.path().join("current.json").exists() {
            saved_moves(d.data.path())
        } else {
            Vec::new()
        };
        assert!(
            saved.len() >= announced,
            "kill {survived}: {announced} moves announced, {} saved",
            saved.len()
        );
        let expected: Vec<&str> = game[..saved.len()]
            .iter()
            .map(|(_, u)| u.as_str())
            .collect();
        assert_eq!(saved, expected, "kill {survived}");
        survived += 1;
        if saved.len() >= game.len() {
            // The game is played out: another one in a fresh folder.
            d = dirs();
            game = random_game(rng(), 120);
            announced = 0;
        }
    }
    eprintln!(
        "{survived} kills survived, {heard} announced moves, none lost, in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// A tmpfs of `kb` kilobytes at a fresh folder, unmounted when dropped.
struct SmallDisk(tempfile::TempDir);

impl SmallDisk {
    /// `None` when this user may not mount (only root may).
    fn mount(kb: u32) -> Option<SmallDisk> {
        let dir = tempfile::tempdir().unwrap();
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={kb}k"), "tmpfs"])
            .arg(dir.path())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        ok.then_some(SmallDisk(dir))
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.0.path()).status();
    }
}

#[test]
fn a_full_disk_is_said_at_once_and_saving_again_too() {
    let Some(disk) = SmallDisk::mount(64) else {
        eprintln!("skipped: mounting a small disk needs root (CI runs as root)");
        return;
    };
    let data = disk.0.path().join("tactus");
    let config = tempfile::tempdir().unwrap();
    std::fs::create_dir(&data).unwrap();
    // Fill the disk to the last byte.
    let filler = disk.0.path().join("filler");
    let mut file = std::fs::File::create(&filler).unwrap();
    while file.write_all(&[0u8; 1024]).is_ok() {}
    let _ = file.write_all(&[0u8; 1]);
    drop(file);
    let mut tty = Talk::new(spawn_in(&data, config.path(), config.path(), &PEOPLE));
    let failed = "The game could not be saved: the disk is full. Type save FILE.pgn to keep it.";
    tty.ask("e4", failed);
    std::fs::remove_file(&filler).unwrap();
    tty.type_line("e5");
    let (_, out) = tty.close();
    assert_eq!(out.iter().filter(|l| *l == failed).count(), 1, "{out:?}");
    // Said with the move whose save worked again.
    let works = out
        .iter()
        .position(|l| l == "The game is being saved again.");
    let e5 = out.iter().position(|l| l == "Black: e5");
    assert_eq!(works, e5.map(|i| i + 1), "{out:?}");
    assert_eq!(saved_moves(&data), ["e2e4", "e7e5"]);
}

#[test]
fn a_finished_game_loaded_from_a_file_is_not_copied_into_the_games_folder() {
    let d = dirs();
    let file = d.data.path().join("mate.pgn");
    std::fs::write(&file, "1. f3 e5 2. g4 Qh4# 0-1\n").unwrap();
    let out = play(&d, &PEOPLE, &[&format!("load {}", file.display())]);
    assert!(has(&out, "Game loaded from"), "{out:?}");
    assert!(kept_games(d.data.path()).is_empty(), "{out:?}");
}

#[test]
fn ctrl_c_and_ctrl_d_in_a_terminal_say_the_game_is_saved() {
    assert!(
        Command::new("tmux").arg("-V").output().is_ok(),
        "tmux is not installed: scripts/test installs it"
    );
    for (key, session) in [("C-c", "c"), ("C-d", "d")] {
        let d = dirs();
        let name = format!("tactus-keeping-{}-{session}", std::process::id());
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
            "120",
            "-y",
            "30",
            &cmd,
        ]);
        let said = || std::fs::read_to_string(&transcript).unwrap_or_default();
        let limit = Duration::from_secs(10);
        wait::until(limit, "White to move, in the transcript", || {
            said().contains("White to move")
        });
        tmux(&["send-keys", "-t", &name, "e4", "Enter"]);
        wait::until(limit, "White: e4, in the transcript", || {
            said().contains("White: e4")
        });
        tmux(&["send-keys", "-t", &name, key, ""]);
        wait::until(limit, "Goodbye, in the transcript", || {
            said().contains("Goodbye")
        });
        tmux(&["kill-session", "-t", &name]);
        assert!(said().contains("Game saved. Goodbye."), "{key}: {}", said());
        assert_eq!(saved_moves(d.data.path()), ["e2e4"], "{key}");
    }
}

#[test]
fn a_game_that_cannot_be_kept_is_not_replaced() {
    let d = dirs();
    play(&d, &PEOPLE, &["e4", "e5"]);
    // A file where the games folder should be (where the game's review,
    // made while it was played, was kept).
    let games = d.data.path().join("games");
    let _ = std::fs::remove_dir_all(&games);
    std::fs::write(&games, "").unwrap();
    let file = d.data.path().join("other.pgn");
    std::fs::write(&file, "1. d4 d5 *\n").unwrap();
    let out = play(
        &d,
        &PEOPLE,
        &["new", "resume", &format!("load {}", file.display())],
    );
    let failed =
        "The game could not be put in the games folder: a file stands where a folder should be.";
    assert_eq!(out.iter().filter(|l| *l == failed).count(), 2, "{out:?}");
    assert!(!has(&out, "New game"), "{out:?}");
    assert!(!has(&out, "Game loaded"), "{out:?}");
    assert_eq!(saved_moves(d.data.path()), ["e2e4", "e7e5"]);
}

#[test]
fn a_settings_file_that_cannot_be_written_is_said_after_the_change() {
    // A file stands where the settings folder should be.
    let d = dirs();
    let blocker = d.config.path().join("blocker");
    std::fs::write(&blocker, "").unwrap();
    let child = tactus(d.data.path(), &blocker.join("config"))
        .args(["tty", "--voice", "text", "--lang", "en"])
        .args(PEOPLE)
        .spawn()
        .unwrap();
    let out = feed(child, &paced(&["set rate 150"], 0));
    let changed = out
        .iter()
        .position(|l| l == "Speech rate: 150 percent.")
        .unwrap_or_else(|| panic!("{out:?}"));
    assert!(
        out[changed + 1].starts_with(
            "The settings could not be saved: a file stands where a folder should be."
        ),
        "{out:?}"
    );
}
