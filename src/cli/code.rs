//! The arbiter's code of a game or clock game in tournament mode, as the
//! command line gives it: `--arbiter-code CODE`, `--arbiter-code -` (read
//! from standard input, not echoed on a terminal), or the environment
//! variable [`CODE_VARIABLE`], which keeps it out of the process list.

use std::io::{BufRead, IsTerminal, Write};

use super::words::setup::CodeFault;
use crate::app::echo::echo_off;
use crate::notation::{Lang, format_message};

/// The environment variable that gives the arbiter's code without showing
/// it in the process list.
pub const CODE_VARIABLE: &str = "TACTUS_ARBITER_CODE";

/// The arbiter's code of a game in tournament mode: `--arbiter-code -`
/// reads it from standard input, `--arbiter-code CODE` is the code, and
/// without either [`CODE_VARIABLE`] (`from_env`) gives it. Nothing outside
/// tournament mode.
pub fn arbiter_code(
    given: Option<&str>,
    tournament: bool,
    from_env: Option<&str>,
    lang: Lang,
) -> Result<Option<String>, CodeFault> {
    if !tournament {
        return Ok(None);
    }
    match given {
        Some("-") => read_code(lang).map(Some),
        Some(code) => Ok(Some(code.to_owned())),
        None => Ok(from_env.filter(|c| !c.is_empty()).map(str::to_owned)),
    }
}

/// One line of standard input, the arbiter's code: asked for ("Arbiter's
/// code?") and not echoed when it is a terminal; the rest of standard
/// input is left for the game.
fn read_code(lang: Lang) -> Result<String, CodeFault> {
    let stdin = std::io::stdin();
    let terminal = stdin.is_terminal();
    if terminal {
        let ask = format_message(lang, "tournament-ask-code", &[]);
        eprint!("{ask} ");
        let _ = std::io::stderr().flush();
    }
    let hidden = terminal.then(echo_off);
    let mut line = String::new();
    let read = stdin.lock().read_line(&mut line);
    drop(hidden);
    if terminal {
        eprintln!();
    }
    read.map_err(|_| CodeFault::Unreadable)?;
    let code = line.trim_end_matches(['\n', '\r']);
    if code.is_empty() {
        return Err(CodeFault::None);
    }
    Ok(code.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arbiters_code_comes_from_the_option_else_the_environment() {
        let code = |given, tournament, env| arbiter_code(given, tournament, env, Lang::En);
        assert_eq!(code(None, true, Some("x7q9")), Ok(Some("x7q9".into())));
        assert_eq!(
            code(Some("ab12"), true, Some("x7q9")),
            Ok(Some("ab12".into()))
        );
        assert_eq!(code(None, true, Some("")), Ok(None));
        assert_eq!(code(None, false, Some("x7q9")), Ok(None));
        assert_eq!(code(None, true, None), Ok(None));
    }
}
