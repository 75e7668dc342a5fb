//! How a tactus command ended, as its exit status says it to the shell
//! and to the scripts that run tactus: three statuses, by name.

use std::process::ExitCode;

/// The exit status of a command.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// 0: done as asked: a game ended or set aside, a clean check, a
    /// review said.
    Success,
    /// 1: the command ran but not all went well: findings in a check, an
    /// engine that failed half-way, standard output or a window that could
    /// not be written or opened.
    Failure,
    /// 2: refused before anything was done: an option, a value or a file
    /// that cannot be, said in one sentence on standard error.
    Refused,
}

impl Exit {
    /// The number the shell sees.
    pub fn code(self) -> u8 {
        match self {
            Exit::Success => 0,
            Exit::Failure => 1,
            Exit::Refused => 2,
        }
    }
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit.code())
    }
}

#[cfg(test)]
mod tests {
    use super::Exit;

    #[test]
    fn each_status_has_the_number_the_manual_gives() {
        assert_eq!(
            [Exit::Success, Exit::Failure, Exit::Refused].map(Exit::code),
            [0, 1, 2]
        );
    }
}
