//! What the session says it needs: [`Session::handle`] returns the events
//! of an action and the [`Effect`]s the shell must carry out for it, as one
//! value ([`Handled`]). The session never does them itself (it is pure),
//! and the shell never polls it for them.

use super::{EngineOrder, Session, Setup};
use crate::event::Event;
use crate::session::puzzle::Attempt;
use crate::study::puzzle::choose::Ask;

/// Something the shell must do for the session: save, start, ask the
/// engine, leave.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// The game changed: save it (before anything is said of it).
    Save,
    /// The settings changed: save them.
    SaveSettings,
    /// The player asked for a new game (`new`): set this one aside and
    /// start one with this setup.
    NewGame(Box<Setup>),
    /// The player asked for a puzzle (`puzzle`): choose one and begin it.
    Puzzle(Ask),
    /// The player asked for a review of the game (`review`).
    Review,
    /// The player asked for the puzzle rating (`rating`) outside a
    /// puzzle: say it from the record.
    PuzzleRating,
    /// Analyse the position of this key, for a hint or an evaluation.
    Analyse(u64),
    /// Restart the engine (`engine restart`, `level N`), then send
    /// [`crate::input::Action::EngineReady`] or
    /// [`crate::input::Action::EngineFailed`].
    Engine(EngineOrder),
    /// A puzzle was decided: keep its result in the player's record
    /// before anything is said of it.
    PuzzleResult(Attempt),
    /// The player quit: end the front end.
    Quit,
}

/// What one action did: the events to say and show, and the effects the
/// shell must carry out, in the order they are listed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Handled {
    /// What happened, in the game's terms.
    pub events: Vec<Event>,
    /// What the shell must do.
    pub effects: Vec<Effect>,
}

impl Handled {
    /// Whether the effects hold one like `wanted` (compared by kind).
    pub fn wants(&self, wanted: &Effect) -> bool {
        self.effects
            .iter()
            .any(|e| std::mem::discriminant(e) == std::mem::discriminant(wanted))
    }
}

impl Session {
    /// What the session needs of the shell since it last said (see
    /// [`Effect`]), once each.
    pub(super) fn effects(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        if let Some(attempt) = self.puzzle.as_mut().and_then(|p| p.attempt.take()) {
            effects.push(Effect::PuzzleResult(attempt));
        }
        if std::mem::take(&mut self.dirty) {
            effects.push(Effect::Save);
        }
        if std::mem::take(&mut self.settings_dirty) {
            effects.push(Effect::SaveSettings);
        }
        if let Some(order) = self.engine_order.take() {
            effects.push(Effect::Engine(order));
        }
        if let Some(key) = self.advice.request.take() {
            effects.push(Effect::Analyse(key));
        }
        if let Some(setup) = self.next_game.take() {
            effects.push(Effect::NewGame(Box::new(setup)));
        }
        if let Some(ask) = self.puzzle_wanted.take() {
            effects.push(Effect::Puzzle(ask));
        }
        if std::mem::take(&mut self.rating_wanted) {
            effects.push(Effect::PuzzleRating);
        }
        if std::mem::take(&mut self.advice.review_wanted) {
            effects.push(Effect::Review);
        }
        if self.quit && !std::mem::replace(&mut self.quit_said, true) {
            effects.push(Effect::Quit);
        }
        effects
    }

    /// What a session just made or restored needs of the shell before its
    /// first action (saving it, where it was set up anew), once: the shell
    /// asks this where it installs a session, and nowhere else.
    pub fn first_effects(&mut self) -> Vec<Effect> {
        self.effects()
    }
}
