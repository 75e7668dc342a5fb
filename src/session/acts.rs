//! The commands that act: draw offers and claims, resigning, taking back,
//! settings, loading a game, the engine, help, quitting.

use shakmaty::{ByColor, Color, Position};

use super::{EngineOrder, Session, question::Pending};
use crate::engine::{
    Level, LevelError, Score,
    draw::{accepts_draw, flipped},
};
use crate::event::{AfterTheEnd, Event, Notice, Player, Reason, SettingName};
use crate::input::{Command, command::help_topic};
use crate::notation::parse::{ParseError, parse_move};
use crate::rules::{
    Millis,
    clock::Adjustment,
    game::ClaimRefused,
    irregularity::{Irregularities, Penalty},
    outcome::Claim,
    pgn,
    procedure::{Refusal, Rules},
};
use crate::session::settings::SettingValue;
use crate::setting::SETTING_NAMES;

impl Session {
    /// Carries out a command of the line interface.
    pub(super) fn command(&mut self, command: Command, now: Millis) -> Vec<Event> {
        match command {
            Command::Board => self.board(),
            Command::Pieces(q) => self.pieces(q),
            Command::Line(line) => vec![self.line(line)],
            Command::Square(sq) => self.square(sq),
            Command::Moves(from) => self.legal_moves(from),
            Command::PieceMoves(role) => self.piece_moves(role),
            Command::Last(n) => self.moves(Some(n)),
            Command::Clock(which) => self.clocks(which, now),
            Command::TalkingClock(on) => self.talking_clock(on),
            Command::Turn => self.turn_or_result(),
            Command::Result => vec![Event::Notice(Notice::ResultNow {
                ended: self.game.outcome(),
                number: self.game.position().fullmoves().get(),
            })],
            Command::Opening => vec![self.opening_now()],
            Command::Hint => self.ask_advice(super::hints::Asked::Hint),
            Command::Eval => self.ask_advice(super::hints::Asked::Eval),
            Command::Review => self.ask_review(),
            Command::Score => self.score(false),
            Command::ScoreAll => self.score(true),
            Command::Draw => self.draw(now),
            Command::Claim(text) => self.claim(text.as_deref(), now),
            Command::Resign => self.resign(now),
            Command::Undo => self.undo(now),
            Command::Set(name, value) => self.set(name, &value),
            Command::Flip => {
                // The tactile board's side is the one perspective: the
                // picture, the finger and the spoken board all follow it.
                self.tactile.flip();
                vec![Event::Notice(Notice::Flipped {
                    side: self.tactile.perspective(),
                })]
            }
            Command::Help(None) => vec![Event::Notice(Notice::Help { topic: None })],
            Command::Help(Some(given)) => match help_topic(&given) {
                Some(key) => vec![Event::Notice(Notice::Help { topic: Some(key) })],
                None => vec![Event::Notice(Notice::NoSuchHelp { given })],
            },
            Command::AskSetting(name) => {
                vec![Event::Notice(Notice::SettingAsked(self.settings.get(name)))]
            }
            Command::Settings => vec![Event::Notice(Notice::Settings(
                SETTING_NAMES.map(|name| self.settings.get(name)).to_vec(),
            ))],
            // Nothing to lose (the game over, or no move made): at once.
            Command::Quit if self.game.is_over() || !self.has_game_to_keep() => {
                self.quit = true;
                vec![Event::Notice(self.goodbye())]
            }
            Command::Quit => {
                self.ask(Pending::Quit, false, now);
                vec![Event::Notice(Notice::ConfirmQuit { by_key: false })]
            }
            Command::New if self.game.is_over() => self.new_game(),
            Command::New => {
                self.ask(Pending::NewGame, false, now);
                vec![Event::Notice(Notice::ConfirmNewGame {
                    by_key: false,
                    kept: self.has_game_to_keep(),
                })]
            }
            Command::EngineRestart => self.order_restart(None),
            Command::Level(Ok(n)) => self.order_restart(Some(n)),
            Command::Level(Err(LevelError(given))) => {
                vec![Event::Notice(Notice::BadLevel { given })]
            }
            Command::Yes => self.answer_draw_offer(true, now),
            Command::No => self.answer_draw_offer(false, now),
            // Tournament mode's gate answers it before any command.
            Command::Tournament(_) => Vec::new(),
            Command::Puzzle(ask) => self.puzzle_asked(ask, now),
            // A puzzle's gate answers it in a puzzle; the front end keeps
            // the record.
            Command::Rating => {
                self.rating_wanted = true;
                Vec::new()
            }
            // A puzzle's gate answers them (and `hint`) in a puzzle.
            Command::Solution | Command::Retry => vec![Event::Notice(Notice::Puzzle(
                crate::event::PuzzleNotice::NoPuzzle,
            ))],
            Command::Bad(command, text) => {
                vec![Event::Notice(Notice::BadCommand { command, text })]
            }
        }
    }

    /// The side acting for a person: the one person, or the side to move.
    pub(super) fn actor(&self) -> Color {
        self.listener().unwrap_or(self.game.turn())
    }

    pub(super) fn draw(&mut self, now: Millis) -> Vec<Event> {
        if self.game.is_over() {
            return vec![Event::Notice(Notice::GameIsOver(AfterTheEnd::Draw))];
        }
        let by = self.actor();
        if self.draw_offer == Some(!by) {
            return match self.game.agree_draw() {
                Ok(ended) => self.ended(ended, now),
                Err(_) => vec![Event::Notice(Notice::GameIsOver(AfterTheEnd::Draw))],
            };
        }
        let offered = Event::Notice(Notice::DrawOffered { by });
        self.draw_offer = Some(by);
        let mut events = vec![offered];
        // The engine answers at once if it has a fresh score, else when the
        // front end brings one (`wants_appraisal`).
        events.extend(self.engine_answers_draw(now));
        events
    }

    /// The engine a person's standing draw offer is made to, if any.
    pub(super) fn draw_offer_to_engine(&self) -> Option<Color> {
        let by = self.draw_offer?;
        (self.is_human(by) && !self.is_human(!by) && !self.game.is_over()).then_some(!by)
    }

    /// The engine's score, from its own point of view (`side`), if the
    /// last appraisal is fresh: a search of the position on the board
    /// (`Some(None)` if that search gave no score: the engine cannot judge
    /// and plays on), or the engine's search before the move it just made
    /// (its view of the position it left), if it gave a score. Anything
    /// older says nothing of the position now.
    pub(super) fn engine_view(&self, side: Color) -> Option<Option<Score>> {
        let a = self.appraisal.as_ref()?;
        if a.fen == self.game.fen() {
            return Some(if self.game.turn() == side {
                a.score
            } else {
                a.score.map(flipped)
            });
        }
        let ply = self.game.ply_count();
        let just_moved = ply > 0 && self.game.turn() != side && a.score.is_some();
        (just_moved && self.game.fen_at(ply - 1).as_deref() == Some(a.fen.as_str()))
            .then_some(a.score)
    }

    /// The engine's answer to a person's standing draw offer, if it has a
    /// fresh score: see [`crate::engine::draw`]. Without a score (the
    /// engine gave none) it plays on.
    pub(super) fn engine_answers_draw(&mut self, now: Millis) -> Vec<Event> {
        let Some(side) = self.draw_offer_to_engine() else {
            return Vec::new();
        };
        let Some(score) = self.engine_view(side) else {
            return Vec::new();
        };
        self.draw_offer = None;
        let engine = self.appraisal.as_ref().and_then(|a| a.engine.clone());
        let accepted = score.is_some_and(|s| accepts_draw(s, self.game.position()));
        let answer = Event::Notice(Notice::EngineAnswersDraw { accepted, engine });
        if !accepted {
            return vec![answer];
        }
        match self.game.agree_draw() {
            Ok(ended) => {
                let mut events = vec![answer];
                events.extend(self.ended(ended, now));
                events
            }
            Err(_) => vec![Event::Notice(Notice::GameIsOver(AfterTheEnd::Draw))],
        }
    }

    fn claim(&mut self, text: Option<&str>, now: Millis) -> Vec<Event> {
        if let Some(refusal) = self.cannot_play(AfterTheEnd::Claim) {
            return vec![refusal];
        }
        let by = self.game.turn();
        if !self.is_human(by) {
            return vec![Event::Notice(Notice::NotYourMove)];
        }
        let intended = match text.map(|t| parse_move(self.game.position(), t)) {
            None => None,
            Some(Ok(mv)) => Some(mv),
            Some(Err(ParseError::Ambiguous { candidates })) => {
                self.ask(Pending::ClaimWhich(candidates.clone()), false, now);
                let e = ParseError::Ambiguous { candidates };
                return vec![Event::Refused(Reason::Parse(e))];
            }
            Some(Err(e)) => return vec![Event::Refused(Reason::Parse(e))],
        };
        self.claim_with(by, intended, now)
    }

    /// A claim by `by`, with the move he intends if any (Art. 9.2, 9.3).
    pub(super) fn claim_with(
        &mut self,
        by: Color,
        intended: Option<shakmaty::Move>,
        now: Millis,
    ) -> Vec<Event> {
        let first = self.game.claim(by, Claim::ThreefoldRepetition, intended);
        let result = first.clone().or_else(|e| {
            self.game
                .claim(by, Claim::FiftyMoves, intended)
                .map_err(|_| e)
        });
        match result {
            Ok(ended) => self.ended(ended, now),
            Err(e) => {
                let wrong = matches!(
                    e,
                    ClaimRefused::NotRepeated { .. } | ClaimRefused::NotFiftyMoves { .. }
                );
                let mut events = vec![Event::Refused(Reason::Claim(e))];
                if wrong {
                    events.extend(self.wrong_claim_penalty(by, now));
                }
                // Art. 9.5: after a wrong claim the move written down is made.
                if let Some(mv) = intended {
                    events.extend(self.human_move(mv, now));
                }
                events
            }
        }
    }

    /// Art. 9.5: under strict rules a claim found incorrect gives the
    /// claimant's opponent the time the game's edition of the Laws sets for
    /// this kind of game. Casual rules forgive it, as they allow taking
    /// back.
    fn wrong_claim_penalty(&mut self, claimant: Color, now: Millis) -> Option<Event> {
        if self.procedure.rules() != Rules::Strict {
            return None;
        }
        let laws = self.game.laws();
        let rapidity = laws.rapidity(self.clock.time_control());
        let arbiter = Irregularities::for_game(&self.game, rapidity);
        let Penalty::ClockAdjustment { side, add_ms } = arbiter.wrong_claim_penalty(claimant)
        else {
            return None;
        };
        self.clock.adjust(side, Adjustment::Add(add_ms), now).ok()?;
        self.dirty = true;
        Some(Event::Notice(Notice::WrongClaimPenalty {
            side,
            added: add_ms,
            laws,
        }))
    }

    fn resign(&mut self, now: Millis) -> Vec<Event> {
        if self.game.is_over() {
            return vec![Event::Notice(Notice::GameIsOver(AfterTheEnd::Resign))];
        }
        self.ask(Pending::Resign(self.actor()), false, now);
        vec![Event::Notice(Notice::ConfirmResign { by_key: false })]
    }

    fn undo(&mut self, now: Millis) -> Vec<Event> {
        if self.procedure.rules() == Rules::Strict {
            return vec![Event::Refused(Reason::Procedure(
                Refusal::NoTakebackInStrict,
            ))];
        }
        if self.game.is_over() {
            return vec![Event::Notice(Notice::GameIsOver(AfterTheEnd::TakeBack))];
        }
        let engine_moved_last = !self.is_human(!self.game.turn());
        let plies = if engine_moved_last && self.players.iter().any(|p| *p == Player::Human) {
            2
        } else {
            1
        };
        if self.game.ply_count() < plies {
            return vec![Event::Refused(Reason::Procedure(
                Refusal::NothingToTakeBack,
            ))];
        }
        for _ in 0..plies {
            self.game.take_back();
            self.clocks.pop();
        }
        let readings = self.clock.readings(now);
        let moves =
            ByColor::new_with(|c| self.clock.moves(c).saturating_sub(self.own_plies(c, plies)));
        if self.clock.restore(readings, moves, now).is_ok() {
            self.start_clock(now);
        }
        self.procedure.reset();
        self.premove = None;
        self.dirty = true;
        vec![
            Event::Notice(Notice::TakenBack { plies }),
            self.turn_event(),
        ]
    }

    /// How many of the last `plies` taken back were `side`'s moves (the
    /// side to move now made the first of them).
    fn own_plies(&self, side: Color, plies: usize) -> u32 {
        let mover_first = self.game.turn();
        (0..plies)
            .filter(|i| {
                if i % 2 == 0 {
                    mover_first == side
                } else {
                    mover_first != side
                }
            })
            .count() as u32
    }

    /// Sets setting `name` from `value` (`set`, the settings dialog); a
    /// value that is none of the setting's changes nothing and says why.
    /// `set NAME VALUE`: the value read in any accepted spelling, or
    /// refused naming what was given.
    pub(super) fn set(&mut self, name: SettingName, value: &str) -> Vec<Event> {
        match SettingValue::parse(name, value) {
            Some(value) => self.set_value(value),
            None => vec![Event::Notice(Notice::BadSetting {
                name,
                given: value.to_owned(),
            })],
        }
    }

    /// A setting changed to `value` in a settings dialog: as `set_value`
    /// does, said with the setting's place in the list.
    pub(super) fn set_listed_value(&mut self, value: SettingValue) -> Vec<Event> {
        let mut events = self.set_value(value);
        for event in &mut events {
            if let Event::Notice(Notice::Setting(value)) = event {
                *event = Event::Notice(Notice::ListedSetting(*value));
            }
        }
        events
    }

    /// A setting changed to `value` (by `set` or the settings dialog):
    /// saved with the settings and said.
    pub(super) fn set_value(&mut self, value: SettingValue) -> Vec<Event> {
        let name = value.name();
        let mut settings = self.settings;
        settings.set(value);
        self.adopt_settings(settings);
        self.settings_dirty = true;
        self.dirty = true;
        let mut events = vec![Event::Notice(Notice::Setting(value))];
        if matches!(name, SettingName::Style | SettingName::Lang)
            && settings.style == crate::notation::Style::AppendixE
            && settings.lang != crate::notation::Lang::De
        {
            let laws = self.game.laws();
            events.push(Event::Notice(Notice::FideWordsInGerman { laws }));
        }
        events
    }

    fn order_restart(&mut self, level: Option<Level>) -> Vec<Event> {
        let mut current = None;
        for side in [Color::White, Color::Black] {
            if let Player::Engine(l) = self.players[side] {
                let l = level.unwrap_or(l);
                self.players[side] = Player::Engine(l);
                current = Some(l);
            }
        }
        let Some(l) = current else {
            return vec![Event::Notice(Notice::NoEngineInGame)];
        };
        self.engine_order = Some(EngineOrder::Restart(l));
        self.dirty = true;
        let mut events = Vec::new();
        if let Some(level) = level {
            events.push(Event::Notice(Notice::Level { level }));
        }
        events.push(Event::Notice(Notice::EngineRestarting));
        events
    }

    /// Replaces the game with game `number` of a PGN text.
    pub(super) fn load(
        &mut self,
        path: &str,
        text: &str,
        number: usize,
        now: Millis,
    ) -> Vec<Event> {
        let read = pgn::import(text.as_bytes(), number)
            .and_then(|game| game.played_under_the_laws().map_err(pgn::PgnError::from));
        let imported = match read {
            Ok(imported) => imported,
            Err(e) => {
                return vec![Event::Notice(Notice::FileProblem {
                    path: path.to_owned(),
                    error: e,
                })];
            }
        };
        self.game = imported.game;
        // The file's tags, every one, for the score saved.
        self.header = imported.scoresheet.header.clone();
        self.loaded = true;
        self.clocks = imported
            .scoresheet
            .moves()
            .iter()
            .map(|m| (m.clock_after, m.time_taken))
            .collect();
        let readings = self.clock.readings(now);
        let plies = self.game.ply_count() as u32;
        let (w, b) = match self.game.position_at(0).map(|p| p.turn()) {
            Some(Color::Black) => (plies / 2, plies.div_ceil(2)),
            _ => (plies.div_ceil(2), plies / 2),
        };
        if self
            .clock
            .restore(readings, ByColor { white: w, black: b }, now)
            .is_ok()
        {
            self.start_clock(now);
        }
        self.procedure.reset();
        self.premove = None;
        self.question = None;
        self.draw_offer = None;
        self.dirty = true;
        let mut events = vec![Event::Notice(Notice::Loaded {
            path: path.to_owned(),
            plies: self.game.ply_count(),
            header: Box::new(imported.scoresheet.header),
        })];
        // The edition is the file's (its `Laws` tag), else the one in force.
        events.extend(self.laws_notice());
        events.extend(self.over_already());
        if !self.game.is_over() {
            events.push(self.turn_event());
            events.extend(self.in_check());
        }
        events
    }

    /// Lets the talking clock speak by itself (`on`) or silences it; marks
    /// crossed while silent are not said later. Saved with the game.
    pub(super) fn talking_clock(&mut self, on: bool) -> Vec<Event> {
        if on {
            self.talking.unmute();
        } else {
            self.talking.mute();
        }
        self.dirty = true;
        vec![Event::Notice(Notice::TalkingClock { on })]
    }
}
