//! The `tactus` command line: parses it, runs the command it names, and
//! ends with that command's exit status. Everything else is in
//! [`tactus::cli`] and the rooms it hands over to.

use std::{ffi::OsString, process::ExitCode};

use tactus::app::review;
use tactus::cli::{self, Command, environment::Environment};
use tactus::exit::Exit;
use tactus::{arbiter, check, clock, score, tty, window};

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    if let [_, command, dir] = args.as_slice()
        && command == cli::PACKAGE_FILES
    {
        return cli::package_files(dir).into();
    }
    let env = Environment::read();
    let command = match cli::parse(&args, env.said) {
        Ok(command) => command,
        Err(exit) => return exit.into(),
    };
    if command.keeps_games() {
        // What a save killed half-way left behind, before anything is saved.
        tactus::store::sweep_temporaries(&env.folders);
    }
    run(command, env).into()
}

/// Runs `command` in `env`.
fn run(command: Command, env: Environment) -> Exit {
    let said = env.said;
    match command {
        Command::Check(args) => check::run(&args, said),
        Command::Score(args) => score::run(&args, said),
        Command::Replay(args) => cli::replay::run(&args, said, &env.folders),
        Command::Review(args) => match args.request(said) {
            Ok(request) => review::run(request, said, &env.folders),
            Err(refused) => cli::refuse(&refused),
        },
        Command::Learn(args) => match args.request(said) {
            Ok(request) => review::learn::run(request, said, &env.folders),
            Err(refused) => cli::refuse(&refused),
        },
        Command::Arbiter(command) => arbiter::run(&command, said, &env.folders),
        Command::Clock(args) => clock::run(args, &env),
        Command::Tty(args) => match cli::game::tty_options(*args, &env) {
            Ok(options) => tty::run(options),
            Err(refused) => cli::refuse(&refused),
        },
        Command::Play(args) => match cli::game::window_options(*args, &env) {
            Ok(options) => window::run(options),
            Err(refused) => cli::refuse(&refused),
        },
        Command::Puzzle(args) => match cli::puzzle::options(*args, &env) {
            Ok((options, puzzles)) => tty::run_puzzles(options, puzzles),
            Err(refused) => cli::refuse(&refused),
        },
    }
}
