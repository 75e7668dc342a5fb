//! tactus's folders, worked out once at the start from the environment:
//! `TACTUS_DATA_DIR`/`TACTUS_CONFIG_DIR` over `XDG_DATA_HOME`/
//! `XDG_CONFIG_HOME` over `HOME`. The real `tactus tty` writes its autosave
//! where they say and reads its settings file from there.

use std::path::Path;
use std::process::Command;

use crate::piped;

/// Runs `tactus tty` for two people under `vars` (the folder variables
/// not given removed), with one move as its input (a game without a move
/// is not saved); its standard output.
fn tty(vars: &[(&str, &Path)]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tactus"));
    command
        .args([
            "tty", "--voice", "text", "--white", "human", "--black", "human",
        ])
        .env_remove("TACTUS_DATA_DIR")
        .env_remove("TACTUS_CONFIG_DIR")
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    for (name, value) in vars {
        command.env(name, value);
    }
    let child = command
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    piped::feed(child, &[("e4", 0)]).join("\n")
}

#[test]
fn the_autosave_and_the_settings_follow_home_then_xdg_then_tactus_own_variables() {
    let root = tempfile::tempdir().unwrap();
    let home = root.path().join("home");
    std::fs::create_dir_all(home.join(".config/tactus")).unwrap();
    std::fs::write(home.join(".config/tactus/config.toml"), "lang = \"de\"\n").unwrap();
    let said = tty(&[("HOME", &home)]);
    assert!(said.contains("Neue Partie"), "{said}");
    assert!(home.join(".local/share/tactus/current.json").exists());

    let xdg = root.path().join("xdg");
    std::fs::create_dir_all(xdg.join("config/tactus")).unwrap();
    std::fs::write(xdg.join("config/tactus/config.toml"), "lang = \"es\"\n").unwrap();
    let said = tty(&[
        ("HOME", &home),
        ("XDG_DATA_HOME", &xdg.join("data")),
        ("XDG_CONFIG_HOME", &xdg.join("config")),
    ]);
    assert!(said.contains("Partida nueva"), "{said}");
    assert!(xdg.join("data/tactus/current.json").exists());

    let own = root.path().join("own");
    let said = tty(&[
        ("HOME", &home),
        ("XDG_DATA_HOME", &xdg.join("data")),
        ("XDG_CONFIG_HOME", &xdg.join("config")),
        ("TACTUS_DATA_DIR", &own.join("data")),
        ("TACTUS_CONFIG_DIR", &own.join("config")),
    ]);
    assert!(said.contains("New game"), "{said}");
    assert!(own.join("data/current.json").exists());
}
