//! Errors that reach the player are worded in the player's language and
//! name the problem, through `tactus tty` over a pipe as a player meets
//! them: a game file that cannot be loaded, and a saved game whose engine
//! level does not exist (it used to be played at full strength).

use std::path::Path;

use crate::piped;
use piped::{PEOPLE, feed, paced, tactus};

/// Runs `tactus tty` in `lang` with `args` and `lines` as its input, its
/// data and settings in `data`; the lines it said.
fn play(data: &Path, lang: &str, args: &[&str], lines: &[&str]) -> Vec<String> {
    let child = tactus(data, &data.join("config"))
        .arg("tty")
        .args(["--voice", "text", "--lang", lang])
        .args(args)
        .current_dir(data)
        .spawn()
        .unwrap();
    feed(child, &paced(lines, 0))
}

#[test]
fn a_game_file_that_cannot_be_loaded_is_refused_in_the_players_language() {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("bad.pgn"), "1. e4 e5 2. Ke3 *\n").unwrap();
    let out = play(d.path(), "de", &PEOPLE, &["load bad.pgn"]);
    let said = out.join("\n");
    assert!(
        said.contains("bad.pgn: Partie 1, Zug 2 (Weiß): regelwidriger Zug \"Ke3\""),
        "{said}"
    );
    assert!(!said.contains("illegal move"), "{said}");
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("bad.pgn"), "1. e4 e5 2. Ke3 *\n").unwrap();
    let out = play(d.path(), "es", &PEOPLE, &["load bad.pgn 3"]);
    let said = out.join("\n");
    assert!(
        said.contains("el archivo tiene 1 partida; no hay partida 3"),
        "{said}"
    );
}

#[test]
fn a_saved_game_of_a_level_that_does_not_exist_is_refused_naming_the_range() {
    let d = tempfile::tempdir().unwrap();
    play(d.path(), "en", &PEOPLE, &["e4", "quit"]);
    let path = d.path().join("current.json");
    let mut saved: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    saved["players"] = serde_json::json!(["Human", { "Engine": 99 }]);
    std::fs::write(&path, serde_json::to_vec(&saved).unwrap()).unwrap();
    let out = play(d.path(), "en", &["--resume"], &["quit"]);
    let said = out.join("\n");
    assert!(
        said.contains("The saved game could not be read")
            && said.contains("there is no level 99: levels go from 1 to 10"),
        "{said}"
    );
    let out = play(d.path(), "de", &["--resume"], &["quit"]);
    let said = out.join("\n");
    assert!(!said.contains("level 99"), "{said}");
}
