//! The adjournment and the two scores at the front of `tactus clock`:
//! `seal [MOVE]` (without the move, the next line is asked for), the
//! envelope written and named, `unseal`, `--resume-sealed FILE`, and
//! `reconcile SIGHTED.pgn` (its question "Retrace to there?" answered by
//! the next line) and `retrace N`. The steps themselves are the clock
//! game's ([`crate::table::seal`], [`crate::table::retrace`]); this reads
//! the files, asks, and says.

use std::path::Path;

use super::begin::NotBegun;
use super::envelope;
use super::keep::{self, Found};
use super::{Front, talking_clock, wall};
use crate::event::FileError;
use crate::notation::vocabulary::{self, Group};
use crate::rules::Millis;
use crate::rules::pgn::import;
use crate::rules::scoresheet::Header;
use crate::speech::Utterance;
use crate::speech::phrase::ClockNote;
use crate::table::{Finding, TableEvent};

/// The question the next line answers, if one was asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Asked {
    /// None.
    #[default]
    Nothing,
    /// "Your sealed move?"
    SealedMove,
    /// "Retrace to there?", to half-move N.
    Retrace(u32),
}

/// A yes or a no, in any language (`answer-*` of `locales/*/input.ftl`).
fn yes_no(line: &str) -> Option<bool> {
    match vocabulary::find(Group::Answer, line)? {
        "yes" => Some(true),
        "no" => Some(false),
        _ => None,
    }
}

impl Front {
    /// The answer to the question asked, if one was: `None` when no
    /// question was open, or the line does not answer it (the question then
    /// lapses and the line is read as usual).
    pub(super) fn answer(&mut self, line: &str, now: Millis) -> Option<Vec<Utterance>> {
        match std::mem::take(&mut self.asked) {
            Asked::Nothing => None,
            Asked::SealedMove if line.trim().is_empty() => {
                Some(vec![self.note(ClockNote::SealCancelled)])
            }
            Asked::SealedMove => Some(self.seal(Some(line.to_owned()), now)),
            Asked::Retrace(ply) => match yes_no(line) {
                Some(true) => Some(self.retrace(ply, now)),
                Some(false) => Some(vec![self.note(ClockNote::NotRetraced)]),
                None => None,
            },
        }
    }

    /// `seal [MOVE]`: seals the move, or asks for it; the envelope written
    /// once the game is saved adjourned.
    pub(super) fn seal(&mut self, text: Option<String>, now: Millis) -> Vec<Utterance> {
        let Some(text) = text else {
            return match self.game.sealer() {
                Ok(sealer) => {
                    self.asked = Asked::SealedMove;
                    vec![self.note(ClockNote::AskSealedMove(sealer))]
                }
                Err(e) => vec![self.phrases.table_refusal(&e)],
            };
        };
        let step = self.game.seal(&text, now);
        let sealed = step.is_ok();
        let mut said = self.stepped(step);
        if sealed {
            said.push(self.write_envelope(now));
        }
        said
    }

    /// Writes the envelope beside the clock file and names its files.
    fn write_envelope(&self, now: Millis) -> Utterance {
        let names = self.game.names();
        let header = Header {
            white: names.white.clone().unwrap_or_else(|| "?".to_owned()),
            black: names.black.clone().unwrap_or_else(|| "?".to_owned()),
            time_control: Some(self.game.clock().time_control().to_pgn_tag()),
            ..Header::default()
        };
        let dir = &self.folders.data;
        let written = keep::json(&self.game, now, wall()).and_then(|json| {
            envelope::write(
                dir,
                &self.game,
                &header,
                &self.phrases,
                wall() / 1000,
                &json,
            )
        });
        match written {
            // Said once, short: the files' common name in the data folder.
            Ok(files) => self.note(ClockNote::Envelope {
                name: files.stem,
                braille: files.brf.err(),
            }),
            Err(e) => self.note(ClockNote::EnvelopeFailed(FileError::from_io(&e, dir, true))),
        }
    }

    /// `unseal`: the sealed move said and played; the talking clock starts
    /// afresh from the readings.
    pub(super) fn unseal(&mut self, now: Millis) -> Vec<Utterance> {
        let step = self.game.unseal(now);
        if step.is_ok() {
            self.talking = talking_clock(&self.game);
        }
        self.stepped(step)
    }

    /// `--resume-sealed FILE`: the adjourned game of the arbiter's file
    /// (FILE, or the `.json` beside an envelope file) becomes the clock
    /// game; a different game in the clock file is set aside first. A file
    /// that cannot be read, holds no clock game or no sealed move is
    /// refused in words, and nothing changes.
    pub(super) fn begin_sealed(&mut self, file: &Path) -> Result<Vec<Utterance>, NotBegun> {
        let shown = file.display().to_string();
        let json = envelope::arbiter_file(file);
        let say = NotBegun::Note;
        let bytes = std::fs::read(&json).map_err(|e| {
            say(ClockNote::BadFile {
                file: json.display().to_string(),
                error: FileError::from_io(&e, &json, false),
            })
        })?;
        let kept = keep::parse(&bytes).ok_or_else(|| {
            say(ClockNote::NotAGame {
                file: shown.clone(),
            })
        })?;
        if kept.game.sealed().is_none() {
            return Err(say(ClockNote::NotSealed { file: shown }));
        }
        let mut said = Vec::new();
        let stamp = wall() / 1000;
        let why = match keep::find(&self.folders) {
            Found::Game(other) if other.game == kept.game => None,
            Found::Game(_) => Some(("earlier", false)),
            Found::Damaged => Some(("damaged", true)),
            Found::Nothing => None,
        };
        if let Some((why, damaged)) = why {
            let aside = keep::set_aside(&self.folders, why, stamp).map_err(|e| {
                NotBegun::Keep(FileError::from_io(&e, &keep::path(&self.folders), true))
            })?;
            said.push(self.note(ClockNote::SetAside {
                file: aside,
                damaged,
            }));
        }
        let away = wall().saturating_sub(kept.wall);
        self.base = kept.saved_at.saturating_add(away);
        self.epoch = std::time::Instant::now();
        self.game = kept.game;
        self.talking = talking_clock(&self.game);
        let events = self.game.continued(kept.saved_at, self.now());
        said.extend(self.persist());
        said.extend(events.iter().map(|e| self.phrases.table_event(e)));
        said.extend(self.tournament_note());
        said.extend(self.adjourned_note());
        Ok(said)
    }

    /// "The adjourned game is back: White's move 23 is sealed", when the
    /// game is adjourned (said on resuming it).
    pub(super) fn adjourned_note(&self) -> Option<Utterance> {
        let sealed = self.game.sealed()?;
        Some(self.note(ClockNote::AdjournedBack {
            side: sealed.side,
            number: sealed.number,
        }))
    }

    /// `reconcile FILE`: the sighted player's score read from FILE and
    /// compared with the table's; when they differ, "Retrace to there?" is
    /// asked. A file that cannot be read or holds no game is said, and
    /// nothing changes.
    pub(super) fn reconcile(&mut self, file: &str, now: Millis) -> Vec<Utterance> {
        let path = Path::new(file);
        let bytes = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) => {
                return vec![self.note(ClockNote::SightedUnreadable {
                    file: file.to_owned(),
                    error: FileError::from_io(&e, path, false),
                })];
            }
        };
        let sighted = match import(&bytes, 1) {
            Ok(game) => game.scoresheet,
            Err(error) => {
                return vec![self.note(ClockNote::SightedNotPgn {
                    file: file.to_owned(),
                    error,
                })];
            }
        };
        let step = self.game.reconcile(&sighted, now);
        if let Ok([TableEvent::Reconciled(Finding::Differ { ply, .. })]) = step.as_deref() {
            self.asked = Asked::Retrace(u32::try_from(*ply).unwrap_or(u32::MAX));
        }
        self.stepped(step)
    }

    /// `retrace N`, typed or answered: the score and the clocks back to
    /// half-move N; the talking clock starts afresh from the readings.
    pub(super) fn retrace(&mut self, ply: u32, now: Millis) -> Vec<Utterance> {
        let step = self.game.retrace(ply, now);
        if step.is_ok() {
            self.talking = talking_clock(&self.game);
        }
        self.stepped(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_and_no_in_three_languages() {
        for yes in ["yes", "Y", "ja", "sí", "si"] {
            assert_eq!(yes_no(yes), Some(true), "{yes}");
        }
        for no in ["no", "nein", "N"] {
            assert_eq!(yes_no(no), Some(false), "{no}");
        }
        assert_eq!(yes_no("score"), None);
    }
}
