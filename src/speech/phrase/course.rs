//! The course of the game in sentences: its start (and a Chess960
//! start's first rank), resuming, the Laws in force, take-backs, the
//! talking clock, the end.

use shakmaty::Color;

use super::Phrases;
use crate::{
    event::Notice,
    speech::{Kind, Priority},
};

impl Phrases {
    /// The course of the game: its start and end, take-backs, the talking clock.
    pub(super) fn game_notice(
        &self,
        notice: &Notice,
        listener: Option<Color>,
    ) -> (Priority, Kind, String) {
        use Notice as N;
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        match notice {
            N::Started {
                white,
                black,
                control,
            } => info(self.say(
                "game-started",
                vec![
                    ("white", self.player(*white, Color::White, listener).into()),
                    ("black", self.player(*black, Color::Black, listener).into()),
                    ("control", self.time_control(control).into()),
                ],
            )),
            N::Chess960 { number, rank } => {
                let pieces: Vec<String> = rank
                    .iter()
                    // The nouns as a sentence has them ("bishop", "Läufer").
                    .map(|&role| {
                        crate::notation::render::role_words(
                            role,
                            crate::notation::Style::Spoken,
                            self.lang,
                        )
                    })
                    .collect();
                info(self.say(
                    "game-chess960",
                    vec![
                        ("number", (*number).into()),
                        ("pieces", pieces.join(", ").into()),
                    ],
                ))
            }
            N::Resumed => info(self.say("game-resumed", vec![])),
            N::FideWordsInGerman { laws } => info(self.say(
                "fide-words-in-german",
                vec![("appendix", laws.blind_appendix().to_string().into())],
            )),
            N::LawsInForce { laws } => info(self.laws_in_force(*laws)),
            N::WrongClaimPenalty { side, added, laws } => (
                Priority::Next,
                Kind::Info,
                self.wrong_claim_penalty(*side, *added, *laws, listener),
            ),
            N::NothingToResume => info(self.say("nothing-to-resume", vec![])),
            N::TalkingClock { on } => info(self.say(
                if *on {
                    "talking-clock-on"
                } else {
                    "talking-clock-off"
                },
                vec![],
            )),
            N::ClocksWait { side } => info(self.say(
                "clocks-wait",
                vec![("side", super::who(*side, listener).into())],
            )),
            N::TakenBack { plies } => {
                info(self.say("taken-back", vec![("plies", (*plies).into())]))
            }
            N::Goodbye => (Priority::Now, Kind::Info, self.say("goodbye", vec![])),
            N::Finished { ended } => info(self.say(
                "game-finished",
                vec![("ended", self.ended(ended, listener).into())],
            )),
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }
}
