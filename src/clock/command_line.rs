//! `tactus clock` as the command line starts it: the arbiter's code read
//! (so that it need not be on the command line), then the clock.

use super::ClockArgs;
use crate::cli::code::arbiter_code;
use crate::cli::environment::Environment;
use crate::cli::words::setup;
use crate::exit::Exit;

/// Runs `tactus clock` with `args` in `env`.
pub fn run(mut args: ClockArgs, env: &Environment) -> Exit {
    match arbiter_code(
        args.arbiter_code.as_deref(),
        args.tournament,
        env.arbiter_code.as_deref(),
        env.lang,
    ) {
        Ok(code) => args.arbiter_code = code,
        Err(fault) => {
            let lang = args.player.lang_or(env.said);
            eprintln!("tactus: {}", setup::code(lang, fault));
            return Exit::Refused;
        }
    }
    super::command(args, env.lang, env.folders.clone(), env.display)
}
