//! The session: one game with its clock, procedure, scoresheet, talking
//! clock, settings and players, changed only by [`Session::handle`].
//!
//! Pure: no I/O, no clock reads, no engine process. The front end passes
//! the time in; [`Session::handle`] returns the events and the [`Effect`]s
//! the front end must carry out (save the game or the settings, start a
//! new game, a puzzle or a review, analyse, restart the engine, keep a
//! puzzle's result, quit) as one value, [`Handled`]. What the engine must
//! search now ([`Session::engine_to_move`], [`Session::wants_appraisal`])
//! and when to tick ([`Session::next_wakeup`]) are read from its state.
//! Replaying the same actions at the same times rebuilds the same state.
//!
//! Files: `ask` answers questions about the board, `acts` carries out the
//! game commands, `question` keeps the questions waiting for an answer,
//! `snapshot` saves and restores, `settings` the settings, `talking_clock`
//! says the time by itself, `tournament` refuses what tournament mode does
//! not allow.

mod acts;
mod ask;
mod board;
mod effect;
mod hints;
mod openings;
pub mod puzzle;
mod question;
mod review;
pub mod settings;
pub mod snapshot;
pub mod talking_clock;
pub mod tournament;

use shakmaty::{ByColor, CastlingSide, Chess, Color, File, Move, Position, Role, Square};

use crate::engine::{Level, SearchLimits};
use crate::event::{AfterTheEnd, Event, Notice, Player, Reason};
use crate::input::Action;
use crate::notation::parse::{ParseError, parse_move, parse_move_naming_promotion};
use crate::rules::{
    Millis,
    clock::ChessClock,
    game::{FenError, Game},
    laws::Laws,
    outcome::Ended,
    procedure::{Procedure, Rules, Step},
    scoresheet::{Header, Scoresheet},
    tactile::TactileBoard,
    time_control::TimeControl,
};
use talking_clock::{Schedule, TalkingClock};

pub use effect::{Effect, Handled};
pub use puzzle::{Attempt, PuzzleMode, PuzzleSetup};
pub use question::{KEY_ANSWER_MS, LINE_ANSWER_MS};
pub use settings::{PromotionChoice, Settings};
pub use snapshot::Snapshot;

use question::{Pending, Question};

/// How a new game is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Who plays White, who Black.
    pub players: ByColor<Player>,
    /// The time control.
    pub control: TimeControl,
    /// Strict (Appendix E steps) or casual rules.
    pub rules: Rules,
    /// A starting position, or the standard one.
    pub fen: Option<String>,
    /// A game of Chess960 from the starting position of this number (0 to
    /// 959), in the place of `fen`.
    pub chess960: Option<u32>,
    /// The player's settings.
    pub settings: Settings,
    /// The edition of the Laws the game is played under (fixed for the game).
    pub laws: Laws,
    /// The players' names as given (`--white-name`), for the score; an
    /// engine is named by its level, a person not named is unknown (`?`).
    pub names: ByColor<Option<String>>,
}

/// What the front end must do with the engine process.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EngineOrder {
    /// Restart it at this level, then send [`Action::EngineReady`] or
    /// [`Action::EngineFailed`].
    Restart(Level),
}

/// One game in progress. See the module docs.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    clock: ChessClock,
    procedure: Procedure,
    tactile: TactileBoard,
    header: Header,
    /// Per half-move: the mover's clock after it and the time it took.
    clocks: Vec<(Option<Millis>, Option<Millis>)>,
    talking: TalkingClock,
    settings: Settings,
    players: ByColor<Player>,
    /// The players' names as given at the start.
    names: ByColor<Option<String>>,
    /// When the game began (Unix seconds, from the front end), if known.
    started: Option<u64>,
    premove: Option<String>,
    question: Option<Question>,
    /// The starting position the game was set up with, for a new game.
    setup_fen: Option<String>,
    /// The number of the Chess960 start the game was set up with.
    chess960: Option<u32>,
    /// Whether the game was loaded from a file (`load`): its header is the
    /// file's, every tag of it, and is saved with the game.
    loaded: bool,
    /// A new game was asked for: its setup, for the front end.
    next_game: Option<Setup>,
    draw_offer: Option<Color>,
    /// The engine's latest score ([`Action::EngineAppraisal`]), for
    /// answering a draw offer; not saved with the game.
    appraisal: Option<crate::engine::Appraisal>,
    /// The piece shown while cursoring through the promotion pieces; none
    /// until the first step, so that Enter alone does not choose.
    promotion_pick: Option<Role>,
    paused: bool,
    quit: bool,
    /// Whether [`Effect::Quit`] was handed to the front end.
    quit_said: bool,
    dirty: bool,
    settings_dirty: bool,
    engine_order: Option<EngineOrder>,
    /// Tournament mode, if the game is played in it.
    tournament: Option<tournament::TournamentMode>,
    /// Whether `tournament off` asked for the arbiter's code: the next
    /// line is it.
    code_asked: bool,
    /// The puzzle, if this session is one ([`Session::puzzle`]).
    puzzle: Option<Box<PuzzleMode>>,
    /// A puzzle asked for (`puzzle`), for the front end.
    puzzle_wanted: Option<crate::study::puzzle::choose::Ask>,
    /// The names of the openings said in this game (or reached by a
    /// restored game): each is said once.
    openings_said: Vec<&'static str>,
    /// Hints and evaluations asked for, and the engine's answer.
    advice: hints::Advice,
}

impl Session {
    /// A new game, White's clock started at `now`.
    pub fn new(setup: Setup, now: Millis) -> Result<(Session, Vec<Event>), FenError> {
        let game = match (&setup.fen, setup.chess960) {
            (_, Some(number)) => Game::chess960(number).ok_or_else(|| FenError {
                fen: format!("Chess960 {number}"),
                fault: crate::rules::fen::FenFault::Unreadable(crate::rules::fen::FenPart::Board),
            })?,
            (Some(fen), None) => Game::from_fen(fen)?,
            (None, None) => Game::new(),
        }
        .with_laws(setup.laws);
        let control = setup.control.clone();
        let mut session = Session::assemble(game, setup, Vec::new());
        session.start_clock(now);
        session.dirty = true;
        let started = Notice::Started {
            white: session.players.white,
            black: session.players.black,
            control,
        };
        let mut events = vec![Event::Notice(started)];
        if let Some(number) = session.chess960 {
            let board = session.game.position().board();
            let rank = shakmaty::File::ALL.map(|file| {
                board
                    .role_at(shakmaty::Square::from_coords(file, shakmaty::Rank::First))
                    .unwrap_or(shakmaty::Role::Pawn)
            });
            events.push(Event::Notice(Notice::Chess960 { number, rank }));
        }
        events.extend(session.laws_notice());
        events.push(session.turn_event());
        events.extend(session.in_check());
        events.extend(session.over_already());
        Ok((session, events))
    }

    fn assemble(
        game: Game,
        setup: Setup,
        clocks: Vec<(Option<Millis>, Option<Millis>)>,
    ) -> Session {
        let listener = human_side(&setup.players).unwrap_or(Color::White);
        let mut talking = TalkingClock::new(
            Schedule::for_initial_time(setup.control.initial_time()),
            listener,
        );
        let two_people = setup.players.iter().all(|p| *p == Player::Human);
        talking.set_watched(!listener, two_people);
        let name = |side: Color| match setup.players[side] {
            Player::Engine(level) => format!("tactus level {}", level.number()),
            Player::Human => setup.names[side].clone().unwrap_or_else(|| "?".to_owned()),
        };
        let mut header = Header {
            event: "tactus game".into(),
            white: name(Color::White),
            black: name(Color::Black),
            time_control: Some(setup.control.to_pgn_tag()),
            ..Header::default()
        };
        if let Some(number) = setup.chess960 {
            // The scoresheet says which game it is, and from which start.
            header
                .others
                .push(("Variant".to_owned(), "Chess960".to_owned()));
            header
                .others
                .push(("Chess960".to_owned(), number.to_string()));
        }
        let setup_fen = setup.fen.clone();
        let names = setup.names.clone();
        let mut tactile = TactileBoard::new(listener);
        tactile.set_piece_order(setup.settings.order);
        Session {
            game,
            clock: ChessClock::new(setup.control),
            procedure: Procedure::new(setup.rules),
            tactile,
            header,
            clocks,
            talking,
            settings: setup.settings,
            players: setup.players,
            names,
            started: None,
            premove: None,
            question: None,
            setup_fen,
            chess960: setup.chess960,
            loaded: false,
            next_game: None,
            draw_offer: None,
            appraisal: None,
            promotion_pick: None,
            paused: false,
            quit: false,
            quit_said: false,
            dirty: false,
            settings_dirty: false,
            engine_order: None,
            tournament: None,
            code_asked: false,
            puzzle: None,
            puzzle_wanted: None,
            openings_said: Vec::new(),
            advice: hints::Advice::default(),
        }
    }

    fn start_clock(&mut self, now: Millis) {
        if !self.game.is_over() {
            let _ = self.clock.start(self.game.turn(), now);
        }
    }

    /// What a player must be told of the edition of the Laws: nothing
    /// under the one in force, which everyone expects; which one and what
    /// differs under another.
    pub fn laws_notice(&self) -> Option<Event> {
        let laws = self.game.laws();
        (laws != Laws::default()).then_some(Event::Notice(Notice::LawsInForce { laws }))
    }

    fn over_already(&self) -> Option<Event> {
        self.game.outcome().map(Event::GameOver)
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

    /// The setup of another game like this one: the same players, time
    /// control, rules, starting position, settings and edition of the Laws.
    pub fn setup_again(&self) -> Setup {
        Setup {
            players: self.players,
            control: self.clock.time_control().clone(),
            rules: self.procedure.rules(),
            fen: self.setup_fen.clone(),
            chess960: self.chess960,
            settings: self.settings,
            laws: self.game.laws(),
            names: self.names.clone(),
        }
    }

    /// The search to start now, if the engine has the move and may play.
    pub fn engine_to_move(&self, now: Millis) -> Option<SearchLimits> {
        if self.game.is_over() || self.paused || self.clock.flag(now).is_some() || self.is_puzzle()
        {
            return None;
        }
        let Player::Engine(level) = self.players[self.game.turn()] else {
            return None;
        };
        let cap = level.think_cap();
        Some(SearchLimits::from_clock(&self.clock, self.game.turn(), now).capped(cap))
    }

    /// The position (FEN) the engine must appraise now, if a person has
    /// offered it a draw and the session has no fresh score to answer by:
    /// the front end sends the engine's score for it as
    /// [`Action::EngineAppraisal`], from the search for its move if it is
    /// the engine's turn, else from a short search. Never blocks: until the
    /// score comes, the offer stands and the game goes on.
    pub fn wants_appraisal(&self) -> Option<String> {
        let to = self.draw_offer_to_engine()?;
        (self.engine_view(to).is_none()).then(|| self.game.fen())
    }

    /// When the front end must call [`Session::handle`] with [`Action::Tick`]
    /// next: the talking clock's next mark, the flag or a waiting question's
    /// expiry, whichever is first.
    pub fn next_wakeup(&self, now: Millis) -> Option<Millis> {
        let expiry = self.question.as_ref().map(|q| q.until);
        if self.game.is_over() {
            return expiry;
        }
        let flag = self.clock.next_flag_at();
        [self.talking.next_due_at(&self.clock, now), flag, expiry]
            .into_iter()
            .flatten()
            .min()
    }

    /// Takes one action at `now`: what happened, and what the front end
    /// must do for it.
    pub fn handle(&mut self, action: Action, now: Millis) -> Handled {
        let events = self.step(action, now);
        Handled {
            events,
            effects: self.effects(),
        }
    }

    /// The events of `action` at `now`.
    fn step(&mut self, action: Action, now: Millis) -> Vec<Event> {
        let mut out = self.time_passes(now);
        if let Some(events) = self.code_answer(&action, now) {
            out.extend(events);
            return out;
        }
        match self.answer_question(&action, now) {
            Some(events) => out.extend(events),
            None => out.extend(self.carry_out(action, now)),
        }
        out
    }

    /// Carries out `action` (no question waits for it).
    fn carry_out(&mut self, action: Action, now: Millis) -> Vec<Event> {
        if let Some(events) = self.promotion_answer(&action) {
            return events;
        }
        if let Some(events) = self.puzzle_gate(&action, now) {
            return events;
        }
        if let Some(events) = self.tournament_gate(&action, now) {
            return events;
        }
        match action {
            Action::TypedMove(text) => self.typed_move(&text, now),
            Action::Command(command) => self.command(command, now),
            Action::Empty => self.empty_line(),
            Action::EngineMoved(uci) => self.engine_moved(&uci, now),
            Action::EngineFailed(message) => self.engine_failed(message, now),
            Action::EngineReady => self.engine_ready(now),
            Action::EngineAppraisal(appraisal) => {
                self.appraisal = Some(appraisal);
                self.engine_answers_draw(now)
            }
            Action::LoadPgn { path, text, number } => self.load(&path, &text, number, now),
            Action::Board(board) => self.board_action(board, now),
            Action::PointAt(square) => self.point_at(square),
            Action::Setting(value) => self.set_listed_value(value),
            Action::Analysed { key, found } => self.analysed(key, found),
            Action::Tick | Action::ArbiterCode(_) => Vec::new(),
        }
    }

    /// The talking clock's marks, and a flag fall ending the game: said
    /// once, by the end of the game ("Your flag fell. You lose."), not also
    /// by the talking clock's own flag notice.
    fn time_passes(&mut self, now: Millis) -> Vec<Event> {
        let expired = self.question_expires(now);
        if self.game.is_over() {
            return expired.into_iter().collect();
        }
        let mut out: Vec<Event> = expired.into_iter().collect();
        out.extend(self.talking.due(&self.clock, now));
        if let Some(flag) = self.clock.flag(now) {
            if let Ok(ended) = self.game.flag_fell(flag.side) {
                let _ = self.clock.stop(now);
                out.retain(|e| !matches!(e, Event::FlagFell { .. }));
                out.push(Event::GameOver(ended));
                self.question = None;
                self.premove = None;
                self.dirty = true;
            } else if !out.iter().any(|e| matches!(e, Event::FlagFell { .. })) {
                out.push(Event::FlagFell { side: flag.side });
            }
        }
        out
    }

    /// Whose move it is, and that he is in check if he is; or how the game
    /// ended once it is over (`t`).
    fn turn_or_result(&self) -> Vec<Event> {
        match self.game.outcome() {
            Some(ended) => vec![Event::Notice(Notice::Finished { ended })],
            None => [self.turn_event()]
                .into_iter()
                .chain(self.in_check())
                .collect(),
        }
    }

    /// That the player having the move is in check, while the game goes on.
    fn in_check(&self) -> Option<Event> {
        (!self.game.is_over() && self.game.position().is_check()).then(|| {
            Event::Notice(Notice::InCheck {
                side: self.game.turn(),
            })
        })
    }

    fn turn_event(&self) -> Event {
        Event::Turn {
            side: self.game.turn(),
            number: self.game.position().fullmoves().get(),
        }
    }

    fn is_human(&self, side: Color) -> bool {
        self.players[side] == Player::Human
    }

    fn typed_move(&mut self, text: &str, now: Millis) -> Vec<Event> {
        if let Some(refusal) = self.cannot_play(AfterTheEnd::Move) {
            return vec![refusal];
        }
        if !self.is_human(self.game.turn()) {
            if !self.players.iter().any(|p| *p == Player::Human) {
                return vec![Event::Notice(Notice::NotYourMove)];
            }
            if let Err(e) = premove_makes_sense(self.game.position(), text) {
                return vec![Event::Refused(Reason::Parse(e))];
            }
            self.premove = Some(text.to_owned());
            return vec![Event::Notice(Notice::PremoveRecorded { text: text.into() })];
        }
        let parsed = if self.asks_promotion() {
            parse_move_naming_promotion(self.game.position(), text)
        } else {
            parse_move(self.game.position(), text)
        };
        match parsed {
            Err(ParseError::Ambiguous { candidates }) if is_one_promotion(&candidates) => {
                self.ask(Pending::Which(candidates), false, now);
                vec![Event::Notice(Notice::WhichPromotion)]
            }
            Err(ParseError::Ambiguous { candidates }) => {
                self.ask(Pending::Which(candidates.clone()), false, now);
                vec![Event::Refused(Reason::Parse(ParseError::Ambiguous {
                    candidates,
                }))]
            }
            Err(e) => vec![Event::Refused(Reason::Parse(e))],
            Ok(mv) if self.settings.confirm => {
                self.ask(Pending::Move(mv), false, now);
                let before = self.game.position().clone();
                vec![Event::Notice(Notice::ConfirmMove { before, mv })]
            }
            Ok(mv) => self.human_move(mv, now),
        }
    }

    /// Whether a typed promotion without its piece is asked about: always
    /// in strict rules (Appendix E.2.1), in casual ones when so set.
    fn asks_promotion(&self) -> bool {
        self.procedure.rules() == Rules::Strict || self.settings.promotion == PromotionChoice::Ask
    }

    /// Why `asked` cannot be done now: the game is over, or paused.
    fn cannot_play(&self, asked: AfterTheEnd) -> Option<Event> {
        if self.game.is_over() {
            return Some(Event::Notice(Notice::GameIsOver(asked)));
        }
        self.paused.then_some(Event::Notice(Notice::Paused))
    }

    fn confirmed(&mut self, pending: Pending, now: Millis) -> Vec<Event> {
        match pending {
            Pending::Move(mv) if self.game.position().is_legal(mv) => self.human_move(mv, now),
            Pending::Move(_) => vec![Event::Notice(Notice::Cancelled)],
            Pending::Resign(side) => match self.game.resign(side) {
                Ok(ended) => self.ended(ended, now),
                Err(_) => vec![Event::Notice(Notice::GameIsOver(AfterTheEnd::Resign))],
            },
            Pending::Quit => {
                self.quit = true;
                vec![Event::Notice(self.goodbye())]
            }
            Pending::NewGame => self.new_game(),
            Pending::Puzzle(ask) => {
                self.puzzle_wanted = Some(ask);
                Vec::new()
            }
            Pending::Which(_) | Pending::ClaimWhich(_) => vec![Event::Notice(Notice::Cancelled)],
        }
    }

    /// Asks the front end for a new game like this one ([`Effect::NewGame`]);
    /// nothing is said until it starts.
    fn new_game(&mut self) -> Vec<Event> {
        self.next_game = Some(self.setup_again());
        Vec::new()
    }

    fn ended(&mut self, ended: Ended, now: Millis) -> Vec<Event> {
        let _ = self.clock.stop(now);
        self.premove = None;
        self.draw_offer = None;
        self.dirty = true;
        vec![Event::GameOver(ended)]
    }

    /// A person's move: at once (casual) or through the Appendix E steps (strict).
    fn human_move(&mut self, mv: Move, now: Millis) -> Vec<Event> {
        if self.puzzle.is_some() {
            return self.puzzle_move(mv, now);
        }
        if self.procedure.rules() == Rules::Casual {
            return self.play(mv, now);
        }
        match self.strict_steps(mv) {
            Ok((mut events, ended)) => {
                events.extend(self.after_made(mv, ended, now));
                events.push(Event::Notice(Notice::ClockPressed));
                events
            }
            Err(refusal) => {
                self.procedure.reset();
                vec![Event::Refused(Reason::Procedure(refusal))]
            }
        }
    }

    /// Lift, place, (promote), announce and press: the move is made on the game.
    fn strict_steps(
        &mut self,
        mv: Move,
    ) -> Result<(Vec<Event>, Option<Ended>), crate::rules::procedure::Refusal> {
        let by = self.game.turn();
        let (from, to) = (mv.from().unwrap_or(mv.to()), king_to(mv));
        let mut events = Vec::new();
        if let Step::Lifted { at, .. } = self.procedure.lift(&self.game, by, from)? {
            events.push(Event::Notice(Notice::Lifted(at)));
        }
        if let Step::PromotionNeeded { .. } = self.procedure.place(&self.game, to)? {
            self.procedure
                .choose_promotion(&self.game, mv.promotion().unwrap_or(Role::Queen))?;
        }
        let before = self.game.position().clone();
        let ended = match self.procedure.announce(&mut self.game, mv)? {
            Step::Made { ended, .. } => ended,
            _ => None,
        };
        self.procedure.press_clock(&self.game)?;
        events.push(made_event(&before, mv, &self.game));
        Ok((events, ended))
    }

    /// Makes `mv` on the game (casual rules, and the engine's moves).
    fn play(&mut self, mv: Move, now: Millis) -> Vec<Event> {
        let before = self.game.position().clone();
        match self.game.play(mv) {
            Ok(ended) => {
                let mut events = vec![made_event(&before, mv, &self.game)];
                events.extend(self.after_made(mv, ended, now));
                events
            }
            Err(e) => vec![Event::Refused(Reason::Move(e))],
        }
    }

    /// The clock press and the records after a move was made.
    fn after_made(&mut self, _mv: Move, ended: Option<Ended>, now: Millis) -> Vec<Event> {
        let by = !self.game.turn();
        let mut events = Vec::new();
        match self.clock.press(by, now) {
            Ok(press) => {
                self.clocks.push((Some(press.remaining), Some(press.used)));
                events.extend(self.talking.on_press(&press));
            }
            Err(_) => self.clocks.push((None, None)),
        }
        if self.draw_offer == Some(!by) {
            self.draw_offer = None;
            events.push(Event::Notice(Notice::DrawDeclined { by }));
        }
        self.dirty = true;
        events.extend(self.opening_reached());
        if let Some(ended) = ended {
            events.extend(self.ended(ended, now));
        }
        events
    }

    fn engine_moved(&mut self, uci: &shakmaty::uci::UciMove, now: Millis) -> Vec<Event> {
        if self.game.is_over() || self.paused || self.is_human(self.game.turn()) {
            return Vec::new();
        }
        let mv = match crate::engine::to_legal_move(uci, &self.game) {
            Ok(mv) => mv,
            Err(e) => return self.engine_failed(e, now),
        };
        let mut events = self.play(mv, now);
        if let Some(text) = self.premove.take()
            && !self.game.is_over()
            && self.is_human(self.game.turn())
        {
            match parse_move(self.game.position(), &text) {
                Ok(mv) => events.extend(self.human_move(mv, now)),
                Err(e) => {
                    events.push(Event::Notice(Notice::PremoveDropped { text }));
                    events.push(Event::Refused(Reason::Parse(e)));
                }
            }
        }
        events
    }

    fn engine_failed(&mut self, error: crate::engine::EngineError, now: Millis) -> Vec<Event> {
        if !self.paused && !self.game.is_over() {
            let _ = self.clock.pause(now);
            self.paused = true;
            self.dirty = true;
        }
        vec![Event::Notice(Notice::EngineProblem { error })]
    }

    fn engine_ready(&mut self, now: Millis) -> Vec<Event> {
        if self.paused {
            self.paused = false;
            let _ = self.clock.resume(now);
        }
        vec![Event::Notice(Notice::EngineReady)]
    }

    fn empty_line(&mut self) -> Vec<Event> {
        match self.premove.take() {
            Some(_) => vec![Event::Notice(Notice::PremoveCancelled)],
            None => Vec::new(),
        }
    }
}

/// The event for a move just made on `game`.
fn made_event(before: &shakmaty::Chess, mv: Move, game: &Game) -> Event {
    Event::MoveMade {
        before: before.clone(),
        mv,
        check: game.position().is_check(),
        checkmate: game.position().is_checkmate(),
    }
}

/// Where the piece is placed: for castling, the king's square (Art. 3.8).
fn king_to(mv: Move) -> Square {
    match mv {
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(rook.file() > king.file());
            let file = if side.is_king_side() {
                File::G
            } else {
                File::C
            };
            Square::from_coords(file, king.rank())
        }
        _ => mv.to(),
    }
}

fn human_side(players: &ByColor<Player>) -> Option<Color> {
    [Color::White, Color::Black]
        .into_iter()
        .find(|c| players[*c] == Player::Human)
}

/// Two people at one board, for the tests of the session and of what
/// shows it: 15+10, these rules, from `fen` or the start.
#[cfg(test)]
pub(crate) fn people(rules: Rules, fen: Option<&str>) -> Session {
    let setup = Setup {
        players: ByColor::new_with(|_| Player::Human),
        control: "15+10".parse().expect("a time control"),
        rules,
        fen: fen.map(str::to_owned),
        chess960: None,
        settings: Settings::default(),
        laws: Laws::default(),
        names: ByColor::default(),
    };
    Session::new(setup, 0).expect("a position").0
}

#[cfg(test)]
mod tests;

/// Whether `text`, typed while the opponent is to move in `pos`, is a move
/// after at least one of his replies; otherwise the reason it is not.
fn premove_makes_sense(pos: &Chess, text: &str) -> Result<(), ParseError> {
    let mut why = ParseError::Empty;
    for reply in pos.legal_moves() {
        let mut after = pos.clone();
        after.play_unchecked(reply);
        match parse_move(&after, text) {
            Ok(_) | Err(ParseError::Ambiguous { .. }) => return Ok(()),
            Err(e) => why = e,
        }
    }
    Err(why)
}

/// Whether `candidates` are one pawn's promotions to the same square, told
/// apart only by the piece.
fn is_one_promotion(candidates: &[Move]) -> bool {
    candidates.first().is_some_and(|first| {
        candidates
            .iter()
            .all(|m| m.promotion().is_some() && m.from() == first.from() && m.to() == first.to())
    })
}
