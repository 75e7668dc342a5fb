//! The edition of the Laws in sentences: which edition a game is played
//! under, and the penalty it sets for a wrong draw claim.

use shakmaty::Color;

use super::{Phrases, who};
use crate::rules::{Millis, laws::Laws};

impl Phrases {
    /// "Played under the FIDE Laws of 2008: …", what differs from the
    /// Laws in force, and the appendix for blind players that edition has.
    pub(super) fn laws_in_force(&self, laws: Laws) -> String {
        self.say(
            "laws-in-force",
            vec![
                ("year", laws.year().into()),
                ("automatic", automatic(laws).into()),
                ("appendix", laws.blind_appendix().to_string().into()),
            ],
        )
    }

    /// "Wrong claim: Black gets 3 minutes more (Article 9.5, Laws of 2008)."
    pub(super) fn wrong_claim_penalty(
        &self,
        side: Color,
        added: Millis,
        laws: Laws,
        listener: Option<Color>,
    ) -> String {
        self.say(
            "laws-wrong-claim-penalty",
            vec![
                ("side", who(side, listener).into()),
                ("time", self.duration(added).into()),
                ("year", laws.year().into()),
            ],
        )
    }
}

/// The Fluent selector for whether an edition ends games at fivefold
/// repetition and 75 moves.
fn automatic(laws: Laws) -> &'static str {
    if laws.automatic_draws() { "yes" } else { "no" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};

    #[test]
    fn every_language_names_the_edition_and_its_appendix() {
        for lang in [Lang::En, Lang::De, Lang::Es] {
            let p = Phrases::new(Style::Spoken, lang, false);
            let old = p.laws_in_force(Laws::Fide2008);
            let new = p.laws_in_force(Laws::Fide2023);
            assert!(old.contains("2008") && old.contains(" E"), "{old}");
            assert!(new.contains("2023") && new.contains(" D"), "{new}");
            assert_ne!(old.replace("2008", ""), new.replace("2023", ""));
            let said = p.wrong_claim_penalty(Color::Black, 180_000, Laws::Fide2008, None);
            assert!(said.contains('3') && said.contains("2008"), "{said}");
            assert!(!said.contains('{'), "{said}");
        }
    }
}
