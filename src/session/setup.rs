//! Setting a game up: how a new game is set up ([`Setup`]), the session
//! built from it ([`Session::new`]), and the setup of another game like it.

use shakmaty::{ByColor, Color, Position};

use super::talking_clock::{Schedule, TalkingClock};
use super::{Session, Settings, hints};
use crate::event::{Event, Notice, Player};
use crate::rules::{
    Millis,
    clock::ChessClock,
    game::{FenError, Game},
    laws::Laws,
    procedure::{Procedure, Rules},
    scoresheet::Header,
    tactile::TactileBoard,
    time_control::TimeControl,
};

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

impl Session {
    /// A new game, White's clock started at `now`, or in a casual game
    /// after both first moves ([`Session::clocks_wait_for`]).
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

    pub(super) fn assemble(
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
            rating_wanted: false,
            openings_said: Vec::new(),
            heard_misses: Some(0),
            advice: hints::Advice::default(),
        }
    }

    pub(super) fn start_clock(&mut self, now: Millis) {
        if !self.game.is_over() && self.clocks_wait_for().is_none() {
            let _ = self.clock.start(self.game.turn(), now);
        }
    }

    /// Whether the clocks wait for the first moves: in a casual game, not
    /// a tournament's or a puzzle, until both sides have made their first
    /// move, as on lichess. The welcome, the board read at the start and
    /// the opponent's first move heard cost neither player any time (a
    /// blind player's clock would otherwise run while he listens). Under
    /// the strict rules (Appendix E) and in tournament mode White's clock
    /// runs from the start, as the arbiter starts it.
    fn waits_for_first_moves(&self) -> bool {
        self.procedure.rules() == Rules::Casual
            && self.tournament.is_none()
            && self.puzzle.is_none()
    }

    /// While the clocks wait for the first moves, the side whose first
    /// move starts them (White's clock then runs, as the opponent's does
    /// after any move); `None` once they run, or never wait.
    pub fn clocks_wait_for(&self) -> Option<Color> {
        let ply = self.game.ply_count();
        let waits = self.waits_for_first_moves() && ply < 2 && !self.game.is_over();
        let turn = self.game.turn();
        waits.then_some(if ply == 0 { !turn } else { turn })
    }

    /// Whether the move just made was one of the first moves the clocks
    /// waited for: it costs no time and earns no increment, and the second
    /// one starts the clock of the side to move.
    pub(super) fn made_before_the_clocks(&self) -> bool {
        self.waits_for_first_moves() && self.game.ply_count() <= 2 && self.clock.current().is_none()
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
}

pub(super) fn human_side(players: &ByColor<Player>) -> Option<Color> {
    [Color::White, Color::Black]
        .into_iter()
        .find(|c| players[*c] == Player::Human)
}
