//! What the front end reads of the session, and sets outside
//! [`Session::handle`]: the game, clock, settings, players and scoresheet,
//! when the game began, the clock stopped for a game only shown.

use shakmaty::{ByColor, Color};

use super::Session;
use super::settings::Settings;
use super::setup::human_side;
use crate::event::{Event, Notice, Player};
use crate::rules::{Millis, clock::ChessClock, game::Game, laws::Laws, scoresheet::Scoresheet};

impl Session {
    /// What a player must be told of the edition of the Laws: nothing
    /// under the one in force, which everyone expects; which one and what
    /// differs under another.
    pub fn laws_notice(&self) -> Option<Event> {
        let laws = self.game.laws();
        (laws != Laws::default()).then_some(Event::Notice(Notice::LawsInForce { laws }))
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The chess clock.
    pub fn clock(&self) -> &ChessClock {
        &self.clock
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Takes `settings` as they are (the command line's over the saved
    /// ones): nothing is said, nothing is marked to be saved.
    pub fn adopt_settings(&mut self, settings: Settings) {
        self.settings = settings;
        self.tactile.set_piece_order(settings.order);
    }

    /// Who plays each side.
    pub fn players(&self) -> ByColor<Player> {
        self.players
    }

    /// The player the voice speaks to: the one person playing the engine,
    /// or `None` when two people (or two engines) play.
    pub fn listener(&self) -> Option<Color> {
        let humans = self.players.iter().filter(|p| **p == Player::Human).count();
        (humans == 1).then(|| human_side(&self.players)).flatten()
    }

    /// The scoresheet: header, moves with clock readings, result.
    pub fn scoresheet(&self) -> Scoresheet {
        let mut sheet = Scoresheet::from_game(self.header.clone(), &self.game, &self.clocks)
            .unwrap_or_else(|_| Scoresheet::new(self.header.clone(), &self.game));
        crate::study::openings::name_sheet(&mut sheet);
        sheet
    }

    /// Records when the game began, `unix_seconds` after 1970 (UTC), as the
    /// front end read it: the score's `Date`, `UTCDate` and `UTCTime`.
    pub fn set_started(&mut self, unix_seconds: u64) {
        let t = crate::rules::utc::Utc::of(unix_seconds);
        self.started = Some(unix_seconds);
        self.header.date = t.pgn_date();
        self.header.utc_date = Some(t.pgn_date());
        self.header.utc_time = Some(t.pgn_time());
        self.dirty = true;
    }

    /// Whether the talking clock is silenced (`clock off`): it says no
    /// marks by itself, but still answers when asked.
    pub fn talking_clock_muted(&self) -> bool {
        self.talking.is_muted()
    }

    /// Stops the clock at `now` without a move: for a game only shown, not
    /// played (the saved game a start asks about). Nothing is saved of it.
    pub fn stop_clock(&mut self, now: Millis) {
        let _ = self.clock.stop(now);
    }

    /// Whether the game is paused (an engine problem).
    pub fn is_paused(&self) -> bool {
        self.paused
    }
}
