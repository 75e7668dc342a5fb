//! A game begun: new from the start's options, or resumed from a saved
//! game with the command line's choices over its settings.

use shakmaty::{ByColor, Position};

use super::engine::engine_level;
use super::{Driver, keeping, setup_of, with_command_line};
use crate::event::{Event, Notice, Player};
use crate::rules::{Millis, game::FenError};
use crate::session::{Session, Snapshot};

impl Driver {
    /// Begins a new game of the start's options at `now`: the engine
    /// started if one plays (two people play if it cannot start).
    pub(super) fn begin_new(&mut self, now: Millis) -> Result<Vec<Event>, FenError> {
        let mut events = Vec::new();
        let mut setup = setup_of(&self.opts, self.settings);
        if let Some(level) = engine_level(&setup.players)
            && let Err(error) = self.start_engine_at(level)
        {
            setup.players = ByColor::new_with(|_| Player::Human);
            events.push(Event::Notice(Notice::NoEngine { error }));
        }
        let (mut session, mut evs) = Session::new(setup, now)?;
        session.set_started(keeping::unix_now());
        if let Some(tournament) = self.opts.tournament.clone() {
            evs.extend(session.start_tournament(tournament, now));
        }
        self.install(session);
        self.kept = self.session.game().is_over();
        events.extend(evs);
        Ok(events)
    }

    /// Goes on with a saved game at `now`: its players and settings, the
    /// command line's style, language, voice and theme over them.
    pub(super) fn begin_resumed(&mut self, snap: Snapshot, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        let players = ByColor {
            white: snap.players[0],
            black: snap.players[1],
        };
        let mut snap = snap;
        if let Some(level) = engine_level(&players)
            && let Err(error) = self.start_engine_at(level)
        {
            // The same game between two people.
            snap.players = [Player::Human, Player::Human];
            events.push(Event::Notice(Notice::NoEngine { error }));
        }
        let session = match Session::restore(&snap, now) {
            Ok(session) => session,
            // Checked when it was offered; should it fail now, a new game
            // begins rather than none.
            Err(_) => return self.begin_new(now).unwrap_or_default(),
        };
        self.kept = snap.kept;
        self.install(session);
        let before = *self.session.settings();
        let chosen = with_command_line(before, &self.opts);
        self.session.adopt_settings(chosen);
        self.follow_voice(self.settings, &mut events);
        events.push(Event::Notice(Notice::Resumed));
        events.extend(self.session.laws_notice());
        events.extend(self.session.tournament_notice());
        events.push(Event::Turn {
            side: self.session.game().turn(),
            number: self.session.game().position().fullmoves().get(),
        });
        events
    }
}
