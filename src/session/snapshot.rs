//! A session as data, for autosave and `--resume`: the start position, the
//! moves (UCI), the clock readings, move counts and per-move clock entries,
//! the players, rules, time control and settings.

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};

use super::{Session, Settings, Setup};
use crate::event::Player;
use crate::rules::{Millis, game::Game, procedure::Rules, time_control::TimeControl};

/// A saved game. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The format's version (1).
    pub version: u32,
    /// The starting position (FEN) if not the standard one.
    pub start_fen: Option<String>,
    /// The moves made, in UCI.
    pub moves: Vec<String>,
    /// Per move: the mover's clock after it and the time it took.
    pub move_clocks: Vec<(Option<Millis>, Option<Millis>)>,
    /// The clock readings when saved: White, Black.
    pub readings: [Millis; 2],
    /// The moves each player had made on the clock: White, Black.
    pub clock_moves: [u32; 2],
    /// The time control, as written (`15+10`).
    pub control: String,
    /// Strict or casual.
    pub strict: bool,
    /// Who plays White, Black.
    pub players: [Player; 2],
    /// The settings.
    pub settings: Settings,
    /// Whether the game had ended (then there is nothing to resume).
    pub finished: bool,
    /// Whether the talking clock was silenced (`clock off`); absent in
    /// games saved before it could be.
    #[serde(default)]
    pub talking_clock_muted: bool,
    /// Whether the finished game is already in the games folder (set by
    /// the front end that put it there); absent in older saves.
    #[serde(default)]
    pub kept: bool,
}

impl Session {
    /// The session as data at `now`.
    pub fn snapshot(&self, now: Millis) -> Snapshot {
        let readings = self.clock.readings(now);
        Snapshot {
            version: 1,
            start_fen: self.scoresheet().start_fen().map(str::to_owned),
            moves: (0..self.game.ply_count())
                .map(|i| self.game.uci(i).to_string())
                .collect(),
            move_clocks: self.clocks.clone(),
            readings: [readings.white, readings.black],
            clock_moves: [
                self.clock.moves(Color::White),
                self.clock.moves(Color::Black),
            ],
            control: self.clock.time_control().to_string(),
            strict: self.procedure.rules() == Rules::Strict,
            players: [self.players.white, self.players.black],
            settings: self.settings,
            finished: self.game.is_over(),
            talking_clock_muted: self.talking.is_muted(),
            kept: false,
        }
    }

    /// The saved game, its clocks as they stood, the side to move's clock
    /// started at `now`. A damaged snapshot gives a reason, never a panic.
    pub fn restore(snap: &Snapshot, now: Millis) -> Result<Session, String> {
        let control: TimeControl = snap.control.parse().map_err(|e| format!("{e}"))?;
        let mut game = match &snap.start_fen {
            Some(fen) => Game::from_fen(fen).map_err(|e| e.to_string())?,
            None => Game::new(),
        };
        for uci in &snap.moves {
            game.play_uci(uci).map_err(|e| format!("move {uci}: {e}"))?;
        }
        let setup = Setup {
            players: ByColor {
                white: snap.players[0],
                black: snap.players[1],
            },
            control,
            rules: if snap.strict {
                Rules::Strict
            } else {
                Rules::Casual
            },
            fen: snap.start_fen.clone(),
            settings: snap.settings,
        };
        let mut clocks = snap.move_clocks.clone();
        clocks.resize(game.ply_count(), (None, None));
        let mut session = Session::assemble(game, setup, clocks);
        if snap.talking_clock_muted {
            session.talking.mute();
        }
        let readings = ByColor {
            white: snap.readings[0].max(1),
            black: snap.readings[1].max(1),
        };
        let moves = ByColor {
            white: snap.clock_moves[0],
            black: snap.clock_moves[1],
        };
        session
            .clock
            .restore(readings, moves, now)
            .map_err(|e| e.to_string())?;
        session.start_clock(now);
        Ok(session)
    }
}
