//! Tournament mode: what an arbiter may allow at the table (issue 13).
//!
//! In tournament mode tactus gives a player only what the Laws allow him:
//! the clock and its announcements, what the assistant may give on request
//! (moves completed, time used), the score and the words of the moves —
//! nothing that helps play. Leaving the mode during a game needs the
//! arbiter's code, and every attempt is logged.
//!
//! The code is never kept in clear: [`ArbiterCode`] holds a random salt
//! and the SHA-256 of salt and code. The salt is passed in (the front end
//! takes it from the operating system), so this stays pure.
//!
//! ```
//! use tactus::rules::tournament::ArbiterCode;
//!
//! let code = ArbiterCode::new("4711", [7; 16]).unwrap();
//! assert!(code.matches("4711"));
//! assert!(code.matches(" 4711 "));
//! assert!(!code.matches("4712"));
//! assert!(!serde_json::to_string(&code).unwrap().contains("4711"));
//! ```

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::Millis;

/// The fewest characters an arbiter's code may have.
pub const SHORTEST_CODE: usize = 4;

/// Why a code cannot be an arbiter's code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// Shorter than [`SHORTEST_CODE`] characters (spaces around it do not
    /// count).
    #[error("an arbiter's code needs at least {SHORTEST_CODE} characters")]
    TooShort,
}

/// The arbiter's code, kept only as a salted hash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArbiterCode {
    /// The salt, in hexadecimal.
    salt: String,
    /// SHA-256 of the salt's bytes followed by the code's, in hexadecimal.
    hash: String,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn digest(salt: &str, code: &str) -> String {
    let mut sha = Sha256::new();
    sha.update(salt.as_bytes());
    sha.update(code.trim().as_bytes());
    hex(&sha.finalize())
}

impl ArbiterCode {
    /// The code `code` (spaces around it ignored), salted with `salt`.
    pub fn new(code: &str, salt: [u8; 16]) -> Result<ArbiterCode, CodeError> {
        if code.trim().chars().count() < SHORTEST_CODE {
            return Err(CodeError::TooShort);
        }
        let salt = hex(&salt);
        let hash = digest(&salt, code);
        Ok(ArbiterCode { salt, hash })
    }

    /// Whether `attempt` is the code (spaces around it ignored). Every
    /// byte of the hashes is compared, however early they differ.
    pub fn matches(&self, attempt: &str) -> bool {
        let tried = digest(&self.salt, attempt);
        tried.len() == self.hash.len()
            && tried
                .bytes()
                .zip(self.hash.bytes())
                .fold(0u8, |acc, (a, b)| acc | (a ^ b))
                == 0
    }
}

/// One attempt to leave tournament mode, for the arbiter's log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    /// When, in the game's own time.
    pub at: Millis,
    /// Whether the code was right (and the mode left).
    pub accepted: bool,
}

/// A game's tournament mode: the arbiter's code (if one was given) and
/// every attempt to leave it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    /// The arbiter's code; without one the mode cannot be left during
    /// the game.
    pub code: Option<ArbiterCode>,
    /// Every attempt to leave the mode, in order.
    #[serde(default)]
    pub attempts: Vec<Attempt>,
}

impl Tournament {
    /// Tournament mode with the arbiter's `code`, if one was given.
    pub fn new(code: Option<ArbiterCode>) -> Tournament {
        Tournament {
            code,
            attempts: Vec::new(),
        }
    }

    /// An attempt at `at` to leave the mode with `attempt`: logged, and
    /// whether it may be left. Without a code nothing opens it.
    pub fn try_leave(&mut self, attempt: &str, at: Millis) -> bool {
        let accepted = self.code.as_ref().is_some_and(|c| c.matches(attempt));
        self.attempts.push(Attempt { at, accepted });
        accepted
    }

    /// Whether `attempt` is the arbiter's code, logged as an attempt
    /// (used where the arbiter identifies himself, e.g. before his
    /// commands).
    pub fn check(&mut self, attempt: &str, at: Millis) -> bool {
        self.try_leave(attempt, at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_checked_and_never_kept_in_clear() {
        let code = ArbiterCode::new("Schach-2026", [1; 16]).unwrap();
        assert!(code.matches("Schach-2026"));
        assert!(!code.matches("schach-2026"));
        assert!(!code.matches(""));
        let json = serde_json::to_string(&code).unwrap();
        assert!(!json.contains("Schach"), "{json}");
        let back: ArbiterCode = serde_json::from_str(&json).unwrap();
        assert!(back.matches("Schach-2026"));
    }

    #[test]
    fn the_same_code_with_another_salt_hashes_differently() {
        let a = ArbiterCode::new("4711", [1; 16]).unwrap();
        let b = ArbiterCode::new("4711", [2; 16]).unwrap();
        assert_ne!(a, b);
        assert!(a.matches("4711") && b.matches("4711"));
    }

    #[test]
    fn a_short_code_is_refused() {
        assert_eq!(ArbiterCode::new(" 123 ", [0; 16]), Err(CodeError::TooShort));
    }

    #[test]
    fn every_attempt_to_leave_is_logged_and_only_the_code_opens() {
        let mut t = Tournament::new(Some(ArbiterCode::new("4711", [3; 16]).unwrap()));
        assert!(!t.try_leave("1234", 10));
        assert!(t.try_leave("4711", 20));
        assert_eq!(
            t.attempts,
            vec![
                Attempt {
                    at: 10,
                    accepted: false
                },
                Attempt {
                    at: 20,
                    accepted: true
                }
            ]
        );
        let mut none = Tournament::new(None);
        assert!(!none.try_leave("4711", 5));
        assert_eq!(none.attempts.len(), 1);
    }
}
