//! Review mode in the window ([`super::super::review`]): opened by its
//! key, stepped through by the arrows, each step said to the voice and the
//! screen reader in the window's own words.

use winit::event_loop::ActiveEventLoop;

use super::super::review::{Review, Step};
use super::App;
use crate::keymap::KeyAction;

impl App {
    /// Opens review mode one move before the present, with the engine's
    /// word on each move when the games folder keeps its review; says so.
    pub(super) fn open_review(&mut self, el: &ActiveEventLoop) {
        self.follow_words();
        let settings = *self.driver.session().settings();
        let judged = self.driver.kept_engine_review();
        let game = self.driver.session().game();
        let opened = Review::open(game, judged, settings.style, &self.phrases, settings.lang);
        self.review = opened.review;
        self.say_text(&opened.said, el);
    }

    /// A key or button in review mode: a step through the game, said.
    pub(super) fn in_review(&mut self, action: Option<KeyAction>, el: &ActiveEventLoop) {
        let Some(review) = &self.review else {
            return;
        };
        let lang = self.driver.session().settings().lang;
        let stepped = review.step(
            Step::of(action),
            self.driver.session().game(),
            &self.phrases,
            lang,
        );
        self.review = stepped.review;
        self.say_text(&stepped.said, el);
    }
}
