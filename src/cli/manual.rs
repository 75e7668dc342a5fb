//! The command line's manual, written from its clap definitions so that it
//! cannot drift from them: a man page for `tactus` and one for each of its
//! commands (`tactus-tty.1`, `tactus-arbiter-reconcile.1`, …), and the
//! completions for bash, zsh and fish. `scripts/package` has the binary it
//! packages write them (`tactus package-files DIR`).

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use clap::Command;
use clap_complete::Shell;
use clap_mangen::{
    Man,
    roff::{Roff, bold, italic, roman},
};

/// The folder under the output folder that takes the man pages.
pub const MAN_FOLDER: &str = "man";

/// The folder under the output folder that takes the completions.
pub const COMPLETIONS_FOLDER: &str = "completions";

/// Writes the man pages into `out/man/` and the completions into
/// `out/completions/` (`tactus.bash`, `_tactus`, `tactus.fish`), creating
/// both folders; the files written, in order.
pub fn write(command: Command, out: &Path) -> io::Result<Vec<PathBuf>> {
    let mut command = command.disable_help_subcommand(true);
    command.build();
    let man = out.join(MAN_FOLDER);
    let completions = out.join(COMPLETIONS_FOLDER);
    std::fs::create_dir_all(&man)?;
    std::fs::create_dir_all(&completions)?;
    let mut written = Vec::new();
    let main = man.join(Man::new(command.clone()).get_filename());
    let mut file = std::fs::File::create(&main)?;
    main_page(&command, &mut file)?;
    file.flush()?;
    written.push(main);
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        command_pages(sub, &man, &mut written)?;
    }
    let name = command.get_name().to_owned();
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        written.push(clap_complete::generate_to(
            shell,
            &mut command,
            &name,
            &completions,
        )?);
    }
    Ok(written)
}

/// The page of a command and those of its own commands, depth first.
fn command_pages(command: &Command, man: &Path, written: &mut Vec<PathBuf>) -> io::Result<()> {
    for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
        command_pages(sub, man, written)?;
    }
    written.push(Man::new(command.clone()).generate_to(man)?);
    Ok(())
}

/// `tactus.1`: what clap_mangen makes of the command line, with what a
/// player looks for in a man page besides: the files tactus keeps, the
/// environment it reads, and where the rest is told.
fn main_page(command: &Command, w: &mut dyn Write) -> io::Result<()> {
    let man = Man::new(command.clone());
    man.render_title(w)?;
    man.render_name_section(w)?;
    man.render_synopsis_section(w)?;
    man.render_description_section(w)?;
    let mut roff = Roff::new();
    roff.control("PP", []).text([roman(
        "Without a command tactus opens the board window (tactus play); with no \
         display it plays in the terminal. tactus tty plays in a line interface for \
         screen readers and braille displays: type a move such as e4 or Nf3, help \
         for the commands, quit to stop. Every move is saved before it is announced.",
    )]);
    roff.to_writer(w)?;
    man.render_options_section(w)?;
    man.render_subcommands_section(w)?;
    let mut roff = Roff::new();
    roff.control("SH", ["FILES"]);
    for (path, what) in FILES {
        roff.control("TP", [])
            .text([italic(*path)])
            .text([roman(*what)]);
    }
    roff.control("SH", ["ENVIRONMENT"]);
    for (name, what) in ENVIRONMENT {
        roff.control("TP", [])
            .text([bold(*name)])
            .text([roman(*what)]);
    }
    roff.control("SH", ["SEE ALSO"]);
    roff.text([roman(
        "stockfish(6), speech-dispatcher(1), espeak-ng(1), orca(1), brltty(1); \
         the whole manual, with every command of the line interface and the keys \
         of the board window: /usr/share/doc/tactus/README.md.gz",
    )]);
    roff.to_writer(w)?;
    man.render_version_section(w)
}

/// The files of the FILES section, and what each holds.
const FILES: &[(&str, &str)] = &[
    (
        "~/.local/share/tactus/",
        "The data folder: the game in progress (current.json), saved before each \
         move is announced, and the games folder (games/), one PGN file per game.",
    ),
    (
        "~/.config/tactus/config.toml",
        "The settings, written by set and by the window's settings.",
    ),
    (
        "~/.config/tactus/keymap.toml, ~/.config/tactus/gamepad.toml",
        "Keys and gamepad buttons that override the built-in ones.",
    ),
    (
        "/usr/games/stockfish",
        "The engine tactus plays against unless --engine names another.",
    ),
];

/// The variables of the ENVIRONMENT section, and what each does.
const ENVIRONMENT: &[(&str, &str)] = &[
    (
        "TACTUS_DATA_DIR, TACTUS_CONFIG_DIR",
        "The data and settings folders, over XDG_DATA_HOME/tactus and \
         XDG_CONFIG_HOME/tactus.",
    ),
    (
        "LC_ALL, LC_MESSAGES, LANG",
        "The language (English, German or Spanish) when --lang is not given.",
    ),
    (
        "TACTUS_ARBITER_CODE",
        "The arbiter's code of tournament mode, kept out of the process list.",
    ),
    (
        "TACTUS_ANNOUNCE",
        "With --voice screen-reader: live-region or description fixes how \
         announcements reach the screen reader.",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn command() -> Command {
        Command::new("tactus")
            .version("1.0")
            .about("Chess.")
            .subcommand(
                Command::new("arbiter")
                    .about("Tools.")
                    .subcommand(Command::new("reconcile").about("Two sheets.")),
            )
            .subcommand(Command::new("tty").about("A line interface."))
    }

    #[test]
    fn every_command_has_a_page_and_every_shell_its_completions() {
        let out = tempfile::tempdir().unwrap();
        let written = write(command(), out.path()).unwrap();
        let names: Vec<String> = written
            .iter()
            .map(|p| p.strip_prefix(out.path()).unwrap().display().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "man/tactus.1",
                "man/tactus-arbiter-reconcile.1",
                "man/tactus-arbiter.1",
                "man/tactus-tty.1",
                "completions/tactus.bash",
                "completions/_tactus",
                "completions/tactus.fish",
            ]
        );
        let page = std::fs::read_to_string(out.path().join("man/tactus.1")).unwrap();
        for section in ["NAME", "SYNOPSIS", "SUBCOMMANDS", "FILES", "ENVIRONMENT"] {
            assert!(
                page.contains(&format!(".SH {section}")),
                "{section}:\n{page}"
            );
        }
        assert!(page.contains("tactus\\-tty(1)"), "{page}");
    }
}
