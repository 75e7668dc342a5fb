//! Moves by voice at the terminal (`--listen`, `set listen on`): the
//! microphone heard continuously ([`Ears`] in [`Mode::Continuous`]), each
//! phrase handed to the driver as its hypotheses, and the grammar of the
//! position set again after every step. A short earcon marks the start
//! and the end of each phrase heard. What cannot be had (no microphone, no
//! recogniser or model, with the packages to install) is said once, and
//! typing goes on as before.

use std::sync::Mutex;
use std::sync::mpsc::Sender;

use super::Msg;
use crate::app::driver::Driver;
use crate::audio::Earcon;
use crate::hearing::{Ears, Hearing, HearingError, Mode};
use crate::notation::format_message;

/// The ears of the line interface, open while listening is on.
pub(super) struct Listening {
    ears: Option<Ears>,
    /// Whether listening is on (`--listen`, then the setting as it changes).
    on: bool,
    /// The `listen` setting when last looked at.
    setting: bool,
    /// The faults already said.
    told: Vec<HearingError>,
    tx: Sender<Msg>,
}

impl Listening {
    /// Listening as `--listen` (`asked`) and the `listen` setting say,
    /// its phrases sent into the loop's channel `tx`.
    pub(super) fn new(driver: &mut Driver, asked: bool, tx: Sender<Msg>) -> Listening {
        let setting = driver.session().settings().listen;
        let mut listening = Listening {
            ears: None,
            on: asked || setting,
            setting,
            told: Vec::new(),
            tx,
        };
        listening.follow(driver);
        listening
    }

    /// After every step: the ears opened or closed as the setting now
    /// says, and the phrases of the position set.
    pub(super) fn follow(&mut self, driver: &mut Driver) {
        let setting = driver.session().settings().listen;
        if setting != self.setting {
            self.setting = setting;
            self.on = setting;
        }
        if !self.on {
            self.ears = None;
            return;
        }
        if self.ears.is_none() {
            let tx = Mutex::new(self.tx.clone());
            let sink = Box::new(move |hearing: Hearing| {
                if let Ok(tx) = tx.lock() {
                    let _ = tx.send(Msg::Hearing(hearing));
                }
            });
            match Ears::open(Mode::Continuous, sink) {
                Ok(ears) => {
                    self.ears = Some(ears);
                    let lang = driver.session().settings().lang;
                    driver.say_text(&format_message(lang, "hearing-listening", &[]));
                }
                Err(e) => {
                    self.on = false;
                    self.tell(driver, e);
                    return;
                }
            }
        }
        if let Some(ears) = &self.ears {
            ears.set_phrases(driver.grammar().phrases());
        }
    }

    /// What the ears told: a phrase to the driver, its start and end as
    /// earcons, a fault said once (and the ears closed).
    pub(super) fn heard(&mut self, driver: &mut Driver, hearing: Hearing) {
        match hearing {
            Hearing::Began => sound(driver, Earcon::HearingBegan),
            Hearing::Ended => sound(driver, Earcon::HearingEnded),
            Hearing::Phrase(hypotheses) => {
                if self.ears.is_some() {
                    drop(driver.hear(&hypotheses));
                }
            }
            Hearing::Failed(e @ HearingError::UnknownWord(_)) => self.tell(driver, e),
            Hearing::Failed(e) => {
                self.ears = None;
                self.on = false;
                self.tell(driver, e);
            }
        }
    }

    /// Says `fault` unless it was said before.
    fn tell(&mut self, driver: &mut Driver, fault: HearingError) {
        if self.told.contains(&fault) {
            return;
        }
        let lang = driver.session().settings().lang;
        driver.say_text(&fault.words(lang));
        self.told.push(fault);
    }
}

/// Plays `earcon` when the terminal's sounds are on.
fn sound(driver: &Driver, earcon: Earcon) {
    if driver.session().settings().sonify
        && let Some(earcons) = driver.earcons()
    {
        earcons.play(earcon);
    }
}
