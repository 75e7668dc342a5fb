//! The engine client against broken engines: small shell scripts that never
//! answer, crash, hang, cheat or babble. Each failure must give the right
//! error quickly, never hang, and leave no process behind.
//!
//! The scripts are run as `/bin/sh SCRIPT` rather than executed directly:
//! executing a file just written races with other test threads forking
//! ("text file busy").

use crate::piped;
use crate::talk::Talk;
use crate::wait;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tactus::engine::{
    Engine, EngineConfig, EngineError, EngineEvent, Level, SearchLimits, to_legal_move,
};
use tactus::rules::game::Game;

const QUICK: Duration = Duration::from_millis(300);

/// A fake engine: answers `uci` and `isready`, and does `on_go` on `go`.
fn fake(dir: &Path, name: &str, on_go: &str) -> EngineConfig {
    script(
        dir,
        name,
        &format!(
            r#"while read -r line; do
  case "$line" in
    uci) echo "id name Fake {name}"; echo "option name Skill Level type spin default 20 min 0 max 20"; echo uciok;;
    isready) echo readyok;;
    go*) {on_go};;
    quit) exit 0;;
  esac
done"#
        ),
    )
}

fn script(dir: &Path, name: &str, body: &str) -> EngineConfig {
    let path = dir.join(format!("{name}.sh"));
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    let mut config = EngineConfig::new("/bin/sh");
    config.args = vec![path.display().to_string()];
    config.handshake_timeout = QUICK;
    config.ready_timeout = QUICK;
    config
}

fn gone(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}

fn quickly(started: Instant, limit_ms: u64) {
    let took = started.elapsed();
    assert!(took < Duration::from_millis(limit_ms), "took {took:?}");
}

#[test]
fn a_missing_program_is_named() {
    let started = Instant::now();
    let err = Engine::start(EngineConfig::new("/nonexistent/stockfish")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "could not start the engine /nonexistent/stockfish: there is no such program"
    );
    quickly(started, 1_000);
}

#[test]
fn a_file_that_may_not_be_run() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("engine");
    std::fs::write(&path, "not a program").unwrap();
    let err = Engine::start(EngineConfig::new(&path)).unwrap_err();
    assert!(matches!(err, EngineError::CannotStart { .. }), "{err}");
    assert!(err.to_string().contains("permission denied"), "{err}");
}

#[test]
fn a_program_that_never_says_uciok_is_not_uci() {
    let dir = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let err = Engine::start(script(
        dir.path(),
        "silent",
        "while read -r line; do :; done",
    ))
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "/bin/sh is not a UCI chess engine: it did not answer \"uci\" with \"uciok\" within 300 ms"
    );
    quickly(started, 1_500);
}

#[test]
fn garbage_is_not_uci() {
    let dir = tempfile::tempdir().unwrap();
    // Endless babble: cut off by the line count before the timeout.
    let mut config = script(dir.path(), "babble", "exec yes 'garbage \x01\x02 bestmove'");
    config.handshake_timeout = Duration::from_secs(20);
    let started = Instant::now();
    let err = Engine::start(config).unwrap_err();
    assert!(matches!(err, EngineError::NotUci { .. }), "{err}");
    quickly(started, 5_000);
    // Binary noise, then the end of output.
    let err =
        Engine::start(script(dir.path(), "noise", "head -c 100000 /dev/urandom")).unwrap_err();
    assert!(
        matches!(
            &err,
            EngineError::Exited {
                doing: tactus::engine::Doing::Starting,
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn a_program_that_ends_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let err = Engine::start(script(dir.path(), "ends", "exit 7")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the engine /bin/sh stopped while starting (exit status: 7)"
    );
}

#[test]
fn no_readyok_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let body = r#"while read -r line; do case "$line" in uci) echo uciok;; esac; done"#;
    let err = Engine::start(script(dir.path(), "unready", body)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the engine /bin/sh did not answer \"isready\" with \"readyok\" within 300 ms"
    );
}

#[test]
fn a_crash_while_thinking_is_reported_and_restart_recovers() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = Engine::start(fake(dir.path(), "crash", "exit 3")).unwrap();
    assert_eq!(engine.name(), Some("Fake crash"));
    let pid = engine.pid().unwrap();
    engine
        .go(&Game::new(), &SearchLimits::MoveTime(50))
        .unwrap();
    let event = engine.wait(Duration::from_secs(5));
    let Some(EngineEvent::Died(err)) = event else {
        panic!("expected the engine to die, got {event:?}");
    };
    assert_eq!(
        err.to_string(),
        "the engine /bin/sh stopped while thinking (exit status: 3)"
    );
    assert!(gone(pid), "the crashed engine was not reaped");
    assert!(!engine.is_running());
    assert_eq!(engine.failure(), Some(&err));
    // Reported once; using it again gives the error, restarting recovers.
    assert_eq!(engine.poll(), None);
    assert_eq!(
        engine.go(&Game::new(), &SearchLimits::MoveTime(50)),
        Err(err)
    );
    engine.restart().unwrap();
    assert!(engine.is_running());
    assert_eq!(engine.failure(), None);
}

#[test]
fn an_illegal_move_is_caught_by_the_caller() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = Engine::start(fake(dir.path(), "cheat", "echo 'bestmove e2e5'")).unwrap();
    let game = Game::new();
    let reply = engine
        .think(&game, &SearchLimits::MoveTime(50), Duration::from_secs(5))
        .unwrap();
    let err = engine.legal_move(&reply, &game).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "the engine /bin/sh chose e2e5, which is not a legal move in the position {}",
            game.fen()
        )
    );
    assert!(to_legal_move(&reply, &game).is_err());
    assert!(engine.is_running());
}

#[test]
fn an_unreadable_move_ends_the_engine() {
    let dir = tempfile::tempdir().unwrap();
    let on_go = "echo 'info depth 1 score cp x'; echo 'bestmove banana'";
    let mut engine = Engine::start(fake(dir.path(), "banana", on_go)).unwrap();
    let pid = engine.pid().unwrap();
    let err = engine
        .think(
            &Game::new(),
            &SearchLimits::MoveTime(50),
            Duration::from_secs(5),
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the engine /bin/sh answered with a move that cannot be read: \"banana\""
    );
    assert!(gone(pid));
    assert_eq!(engine.poll(), None, "the error was already handed on");
}

#[test]
fn garbage_around_a_good_move_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let on_go = r"printf 'info \377\376 nonsense\n\nbestmoves x\nreadyok\nbestmove g1f3 ponder\n'";
    let mut engine = Engine::start(fake(dir.path(), "chatty", on_go)).unwrap();
    let reply = engine
        .think(
            &Game::new(),
            &SearchLimits::MoveTime(50),
            Duration::from_secs(5),
        )
        .unwrap();
    assert_eq!(reply.to_string(), "g1f3");
}

#[test]
fn an_engine_asleep_after_go_is_stopped_then_killed() {
    hangs("sleeper", "exec sleep 30");
}

#[test]
fn an_engine_deaf_to_stop_is_killed() {
    hangs("deaf", ":");
}

fn hangs(name: &str, on_go: &str) {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut engine = Engine::start(fake(dir.path(), name, on_go)).unwrap();
        let pid = engine.pid().unwrap();
        let started = Instant::now();
        let err = engine
            .think(
                &Game::new(),
                &SearchLimits::MoveTime(100),
                Duration::from_secs(30),
            )
            .unwrap_err();
        // 100 ms allowed + 0.51 s margin, then 0.5 s after `stop`.
        quickly(started, 2_500);
        let EngineError::Hung {
            allowed_ms,
            waited_ms,
            ..
        } = err
        else {
            panic!("{name}: expected a hang, got {err}");
        };
        assert_eq!(allowed_ms, 100);
        assert!((1_000..2_500).contains(&waited_ms), "{waited_ms}");
        assert!(gone(pid), "{name}: the hung engine was not reaped");
        assert!(engine.transcript().any(|l| matches!(
            l,
            tactus::engine::TranscriptLine::Sent(s) if s == "stop"
        )));
    }
}

#[test]
fn think_gives_up_at_its_own_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = Engine::start(fake(dir.path(), "slow", ":")).unwrap();
    let started = Instant::now();
    let err = engine
        .think(
            &Game::new(),
            &SearchLimits::MoveTime(60_000),
            Duration::from_millis(100),
        )
        .unwrap_err();
    assert!(matches!(err, EngineError::Hung { .. }), "{err}");
    quickly(started, 1_500);
}

#[test]
fn polling_never_blocks_and_the_waker_rings() {
    let dir = tempfile::tempdir().unwrap();
    let rings = Arc::new(AtomicUsize::new(0));
    let counter = rings.clone();
    let mut config = fake(dir.path(), "late", "sleep 0.2; echo 'bestmove e2e4'");
    config.waker = Some(Arc::new(move || {
        counter.fetch_add(1, Ordering::SeqCst);
    }));
    let mut engine = Engine::start(config.with_level(Level::MIN)).unwrap();
    engine
        .go(&Game::new(), &SearchLimits::MoveTime(500))
        .unwrap();
    // The move comes after 200 ms: nothing yet means nothing waited for it.
    assert_eq!(engine.poll(), None);
    assert_eq!(engine.wait(Duration::from_millis(20)), None);
    let event = engine.wait(Duration::from_secs(5));
    assert_eq!(event, Some(EngineEvent::BestMove("e2e4".parse().unwrap())));
    // The reader rings just after handing the line over.
    wait::until(Duration::from_secs(5), "the waker to ring", || {
        rings.load(Ordering::SeqCst) > 0
    });
    assert_eq!(rings.load(Ordering::SeqCst), 1);
}

#[test]
fn dropping_a_busy_engine_does_not_hang() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = Engine::start(fake(dir.path(), "busy", "exec sleep 30")).unwrap();
    let pid = engine.pid().unwrap();
    engine
        .go(&Game::new(), &SearchLimits::MoveTime(60_000))
        .unwrap();
    let started = Instant::now();
    drop(engine);
    quickly(started, 1_000);
    assert!(gone(pid));
}

#[test]
fn the_level_of_a_skill_only_engine() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = Engine::start(fake(dir.path(), "skill", ":")).unwrap();
    engine.set_level(Level::new(8).unwrap()).unwrap();
    let sent: Vec<_> = engine
        .transcript()
        .filter_map(|l| match l {
            tactus::engine::TranscriptLine::Sent(s) if s.starts_with("setoption") => {
                Some(s.clone())
            }
            _ => None,
        })
        .collect();
    // Level 5 on start, then level 8; no Elo options, which it lacks.
    assert_eq!(
        sent,
        [
            "setoption name Skill Level value 7",
            "setoption name Skill Level value 15"
        ]
    );
}

#[test]
fn extreme_times_do_not_panic() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = fake(dir.path(), "prompt", "echo 'bestmove e2e4'").with_level(Level::MAX);
    config.handshake_timeout = Duration::MAX;
    config.ready_timeout = Duration::MAX;
    let mut engine = Engine::start(config).unwrap();
    let limits = SearchLimits::Clock {
        white: u64::MAX,
        black: u64::MAX,
        increment: u64::MAX,
        moves_to_go: Some(u32::MAX),
        cap: None,
    };
    let reply = engine.think(&Game::new(), &limits, Duration::MAX).unwrap();
    assert_eq!(reply.to_string(), "e2e4");
    engine.go(&Game::new(), &limits).unwrap();
    assert!(matches!(
        engine.wait(Duration::MAX),
        Some(EngineEvent::BestMove(_))
    ));
}

/// `tactus tty` (English, text) with White a person and Black the fake
/// engine that does `on_go` on `go`; the person types `e4`, waits for the
/// engine's problem to be said and asks for the board; the lines said, and
/// the saved game.
fn through_the_terminal(on_go: &str) -> (Vec<String>, String) {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().unwrap();
    let engine = dir.path().join("engine");
    std::fs::write(
        &engine,
        format!(
            r#"#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo "id name Fake"; echo uciok;;
    isready) echo readyok;;
    go*) {on_go};;
    quit) exit 0;;
  esac
done
"#
        ),
    )
    .unwrap();
    std::fs::set_permissions(&engine, std::fs::Permissions::from_mode(0o755)).unwrap();
    // Another test thread forking while the file was open for writing
    // makes it busy ("text file busy") until that child execs: once it
    // runs (its loop ends at once without input), it stays runnable.
    wait::until(Duration::from_secs(10), "the fake engine to run", || {
        std::process::Command::new(&engine)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .status()
            .is_ok()
    });
    let child = piped::tactus(&dir.path().join("data"), &dir.path().join("config"))
        .args(["tty", "--voice", "text", "--lang", "en", "--time", "5s+0"])
        .args(["--white", "human", "--black", "engine:1", "--engine"])
        .arg(&engine)
        .env("ALSA_CONFIG_PATH", dir.path().join("no-alsa.conf"))
        .spawn()
        .unwrap();
    // The move, then the board once the engine's problem is said.
    let mut talk = Talk::new(child);
    talk.ask("e4", "Engine problem:");
    talk.type_line("board");
    let (out, said) = talk.close();
    piped::succeeded(&out);
    let saved = std::fs::read_to_string(dir.path().join("data/current.json")).unwrap_or_default();
    (said, saved)
}

/// Checks that `said` holds the engine problem `problem` once, paused, and
/// the game on after it.
fn paused_with(said: &[String], problem: &str, saved: &str) {
    let told: Vec<&String> = said
        .iter()
        .filter(|l| l.starts_with("Engine problem:"))
        .collect();
    assert_eq!(told.len(), 1, "{said:?}");
    assert!(told[0].contains(problem), "{said:?}");
    assert!(
        told[0].ends_with("The game is paused; type engine restart."),
        "{said:?}"
    );
    // The person's move was kept, and the board is still read.
    assert!(said.iter().any(|l| l == "e4"), "{said:?}");
    assert!(said.last().is_some_and(|l| !l.is_empty()), "{said:?}");
    assert!(saved.contains("e4"), "{saved}");
}

#[test]
fn an_engine_that_dies_mid_game_is_said_and_the_game_waits() {
    let (said, saved) = through_the_terminal("exit 3");
    paused_with(&said, "stopped while thinking", &saved);
}

#[test]
fn an_engine_that_answers_an_illegal_move_is_said_and_the_game_waits() {
    let (said, saved) = through_the_terminal("echo 'bestmove e7e4'");
    paused_with(&said, "chose e7e4, which is not a legal move", &saved);
}

#[test]
fn an_engine_that_answers_nonsense_is_said_and_the_game_waits() {
    let (said, saved) = through_the_terminal("echo 'bestmove banana'");
    paused_with(
        &said,
        "answered with a move that cannot be read: \"banana\"",
        &saved,
    );
}

#[test]
fn an_engine_that_hangs_mid_game_is_stopped_and_said() {
    let (said, saved) = through_the_terminal("sleep 60");
    paused_with(&said, "gave no move within", &saved);
}
