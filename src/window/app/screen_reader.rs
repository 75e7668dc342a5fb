//! The window's screen-reader side: the greeting, the accessibility tree
//! built from what is shown, what is announced (the driver's utterances,
//! as the voice said them), and the adapter's requests (a focus moves the
//! finger, a click is Enter there).

use super::super::access::{Access, Request};
use super::App;
use crate::access_tree::CommandLineTree;
use crate::event::{Event, Notice};
use crate::input::Action;
use crate::keymap::BoardAction;
use crate::notation::format_message;

/// The screen reader's side: the accessibility tree and its requests
/// ([`super::super::access`]).
impl App {
    /// Publishes the board to screen readers through `access`.
    pub fn set_access(&mut self, access: Access) {
        self.access = Some(access);
    }

    /// Says what there is to say before the window opens, `events` and the
    /// window's own `texts`, through the voice; a screen reader gets them
    /// with the first cell it focuses.
    pub fn greet(&mut self, events: &[Event], texts: &[String]) {
        // The start's question is answered by a key here.
        let events: Vec<Event> = events
            .iter()
            .map(|e| match e {
                Event::Notice(Notice::SavedGameWaiting {
                    players,
                    number,
                    recovered,
                    ..
                }) => Event::Notice(Notice::SavedGameWaiting {
                    players: *players,
                    number: *number,
                    recovered: *recovered,
                    by_key: true,
                }),
                other => other.clone(),
            })
            .collect();
        let events = &events[..];
        self.driver.say(events);
        for text in texts {
            self.driver.say_text(text);
        }
        let uttered = self.driver.take_uttered();
        if let Some(access) = &mut self.access {
            access.greet(&uttered);
        }
    }

    /// The tree's view of what is shown now.
    pub(super) fn tree_view(&self) -> crate::access_tree::TreeView {
        // In review the cells hold the position reviewed, and the grid's
        // name says which.
        let view = self.shown(self.driver.last_said());
        let session = self.driver.session();
        let mut tree = super::super::access::tree_view(&view, session, self.size, self.zoom);
        if let Some(review) = &self.review {
            let lang = session.settings().lang;
            tree.board_label =
                review.board_label(&tree.board_label, session.game(), &self.phrases, lang);
        }
        tree.dialog = self
            .dialog
            .tree(session.settings(), &self.phrases)
            .or_else(|| self.help.tree());
        // The command line as an editable text; the arbiter's code as the
        // panel shows it, a dot per character.
        let secret = session.awaits_arbiter_code();
        tree.command_line = self.editor.line().map(|l| CommandLineTree {
            label: format_message(session.settings().lang, "action-command-line", &[]),
            text: if secret {
                "•".repeat(l.chars().count())
            } else {
                l.to_owned()
            },
        });
        tree
    }

    /// Announces what the driver said since the last time, the
    /// utterances the voice said, and sends what changed. The tree is
    /// built only while a screen reader follows it: the first request
    /// builds it whole.
    pub(super) fn publish_access(&mut self) {
        let uttered = self.driver.take_uttered();
        let cursor = self.driver.session().tactile().cursor();
        let Some(access) = &mut self.access else {
            return;
        };
        access.announce(&uttered, cursor);
        if !access.followed() {
            return;
        }
        let tree = self.tree_view();
        if let Some(access) = &mut self.access {
            access.publish(tree);
        }
    }

    /// Answers the adapter; a click on a square is Enter there, a focus
    /// request moves the cursor there (the driver says what happened).
    pub(super) fn access_event(&mut self, event: &accesskit_winit::WindowEvent) {
        let tree = self.tree_view();
        let Some(access) = &mut self.access else {
            return;
        };
        let (square, enter) = match access.request(event, tree) {
            Request::Nothing => return,
            Request::Focus(square) => (square, false),
            Request::Activate(square) => (square, true),
        };
        if self.driver.session().tactile().cursor() != square {
            self.driver.dispatch(Action::PointAt(square));
        }
        if enter {
            self.driver
                .dispatch(Action::Board(BoardAction::LiftPlaceOrAnnounce));
        }
    }
}
