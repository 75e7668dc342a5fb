//! A session as data, for autosave and `--resume`: the start position, the
//! moves (UCI), the clock readings, move counts and per-move clock entries,
//! the players, rules, time control, settings, edition of the Laws and
//! tournament mode.
//!
//! The format's version is the oldest that reads a save right: 1, or 2 for
//! a game under the Laws of 2008 (a tactus that reads version 1 only would
//! play it under 2023, and so keeps it unread). A save without `laws`
//! (version 1, written before tactus knew editions) is a game under 2023:
//! tactus then ended games at fivefold repetition and 75 moves as 2023 does.
//! A game played in tournament mode is version 3: a tactus that does not
//! know the mode would resume it without it. A game of Chess960 is version
//! 4: a tactus that does not know it would castle as in standard chess.

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};

use super::{Session, Settings, Setup};
use crate::event::{Notice, Player, RestoreError, SaveDamage};
use crate::rules::{Millis, game::Game, laws::Laws, procedure::Rules, time_control::TimeControl};

/// A saved game. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The format's version: 1, or 2 for a game under the Laws of 2008.
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
    /// The edition of the Laws the game is played under; 2023 in saves
    /// older than the field.
    #[serde(default)]
    pub laws: Laws,
    /// Tournament mode: the arbiter's code as a salted hash, whether the
    /// mode is on, the attempts to leave it and the notes for the arbiter;
    /// absent for a game not played in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<super::tournament::TournamentMode>,
    /// The players' names as given, White then Black; absent in saves
    /// older than the field.
    #[serde(default)]
    pub names: [Option<String>; 2],
    /// When the game began, in Unix seconds (UTC); absent in older saves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started: Option<u64>,
    /// Whether the game is one of Chess960 (from `start_fen`, or from the
    /// standard position); absent for standard chess.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chess960: bool,
    /// The number of the Chess960 starting position the game was set up
    /// with, if it was set up by its number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chess960_number: Option<u32>,
    /// The tags of a game loaded from a file (`load`), all of them, so that
    /// the game saved keeps them; absent for a game begun here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loaded_header: Option<crate::rules::scoresheet::Header>,
}

impl Snapshot {
    /// The saved game in `bytes` (JSON), or what is wrong with them: cut
    /// short, not a saved game, or a value that cannot be (an engine level
    /// outside 1–10 is named).
    pub fn from_json(bytes: &[u8]) -> Result<Snapshot, SaveDamage> {
        let error = match serde_json::from_slice::<Snapshot>(bytes) {
            Ok(snap) => return Ok(snap),
            Err(e) => e,
        };
        if error.is_eof() {
            return Err(SaveDamage::CutShort);
        }
        if let Some(given) = bad_level(bytes) {
            return Err(SaveDamage::Invalid(RestoreError::Level { given }));
        }
        Err(SaveDamage::NotASavedGame { line: error.line() })
    }

    /// Whether this is a game to keep: see [`Session::has_game_to_keep`].
    pub fn has_game_to_keep(&self) -> bool {
        !self.moves.is_empty() || self.tournament.is_some()
    }
}

/// The first engine level of a saved game's players that is no level, if
/// the players can be read as numbers at all.
fn bad_level(bytes: &[u8]) -> Option<i64> {
    #[derive(Deserialize)]
    enum AnyPlayer {
        Human,
        Engine(i64),
    }
    #[derive(Deserialize)]
    struct Players {
        players: [AnyPlayer; 2],
    }
    let players = serde_json::from_slice::<Players>(bytes).ok()?.players;
    players.into_iter().find_map(|p| match p {
        AnyPlayer::Engine(n) if crate::engine::Level::new(n).is_err() => Some(n),
        _ => None,
    })
}

impl Session {
    /// Whether this is a game to keep (in the autosave, the games folder,
    /// the start's question): one with a move made. A game without one is
    /// only the setting up of a game, which the command line makes again;
    /// but a game in tournament mode is the arbiter's from its start. A
    /// puzzle is no game to keep.
    pub fn has_game_to_keep(&self) -> bool {
        !self.is_puzzle() && (self.game.ply_count() > 0 || self.tournament.is_some())
    }

    /// The goodbye of a player who quits: the game is saved, or there was
    /// none to keep.
    pub(super) fn goodbye(&self) -> Notice {
        if self.has_game_to_keep() {
            Notice::Goodbye
        } else {
            Notice::GoodbyeNothingKept
        }
    }

    /// The session as data at `now`.
    pub fn snapshot(&self, now: Millis) -> Snapshot {
        let readings = self.clock.readings(now);
        let laws = self.game.laws();
        Snapshot {
            version: if self.game.is_chess960() {
                4
            } else if self.tournament.is_some() {
                3
            } else if laws == Laws::default() {
                1
            } else {
                2
            },
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
            laws,
            tournament: self.tournament.clone(),
            names: [self.names.white.clone(), self.names.black.clone()],
            started: self.started,
            chess960: self.game.is_chess960(),
            chess960_number: self.chess960,
            loaded_header: self.loaded.then(|| self.header.clone()),
        }
    }

    /// The saved game, its clocks as they stood, the side to move's clock
    /// started at `now`. A damaged snapshot says what is wrong, never panics.
    pub fn restore(snap: &Snapshot, now: Millis) -> Result<Session, RestoreError> {
        let control: TimeControl = snap
            .control
            .parse()
            .map_err(|_| RestoreError::TimeControl {
                given: snap.control.clone(),
            })?;
        let mode = if snap.chess960 {
            shakmaty::CastlingMode::Chess960
        } else {
            shakmaty::CastlingMode::Standard
        };
        let mut game = match (&snap.start_fen, snap.chess960) {
            (Some(fen), _) => Game::from_fen_in(fen, mode)
                .map_err(|_| RestoreError::StartPosition { fen: fen.clone() })?,
            (None, true) => Game::chess960(518).expect("518 is a start"),
            (None, false) => Game::new(),
        }
        .with_laws(snap.laws);
        for (i, uci) in snap.moves.iter().enumerate() {
            game.play_uci(uci).map_err(|_| RestoreError::Move {
                ply: i + 1,
                uci: uci.clone(),
            })?;
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
            chess960: snap.chess960_number,
            settings: snap.settings,
            laws: snap.laws,
            names: ByColor {
                white: snap.names[0].clone(),
                black: snap.names[1].clone(),
            },
        };
        let mut clocks = snap.move_clocks.clone();
        clocks.resize(game.ply_count(), (None, None));
        let mut session = Session::assemble(game, setup, clocks);
        if let Some(header) = &snap.loaded_header {
            session.header = header.clone();
            session.loaded = true;
        }
        if snap.talking_clock_muted {
            session.talking.mute();
        }
        session.tournament = snap.tournament.clone();
        session.remember_opening();
        if let Some(started) = snap.started {
            session.set_started(started);
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
            .map_err(|_| RestoreError::Clock)?;
        session.start_clock(now);
        Ok(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;

    /// A saved game of a level outside 1–10 is refused as it is read; it
    /// used to be read and then played at full strength.
    #[test]
    fn a_saved_level_out_of_range_is_refused() {
        let setup = Setup {
            players: ByColor {
                white: Player::Human,
                black: Player::Engine(Level::new(5).unwrap()),
            },
            control: "15+10".parse().unwrap(),
            rules: Rules::Casual,
            fen: None,
            chess960: None,
            settings: Settings::default(),
            laws: Laws::default(),
            names: ByColor::default(),
        };
        let (session, _) = Session::new(setup, 0).unwrap();
        let snap = session.snapshot(0);
        let mut bad = snap.clone();
        bad.moves = vec!["e2e4".into(), "e2e4".into()];
        assert_eq!(
            Session::restore(&bad, 0).err(),
            Some(RestoreError::Move {
                ply: 2,
                uci: "e2e4".into()
            })
        );
        let mut bad = snap.clone();
        bad.control = "fast".into();
        assert!(matches!(
            Session::restore(&bad, 0),
            Err(RestoreError::TimeControl { .. })
        ));
        let json = serde_json::to_string(&session.snapshot(0)).unwrap();
        assert!(json.contains(r#"{"Engine":5}"#), "{json}");
        assert!(serde_json::from_str::<Snapshot>(&json).is_ok());
        assert!(Snapshot::from_json(json.as_bytes()).is_ok());
        for bad in [0, 11, 99, -1] {
            let damaged = json.replace(r#"{"Engine":5}"#, &format!(r#"{{"Engine":{bad}}}"#));
            let error = serde_json::from_str::<Snapshot>(&damaged).unwrap_err();
            assert!(
                error
                    .to_string()
                    .contains("levels go from 1 (weakest) to 10"),
                "{bad}: {error}"
            );
            assert_eq!(
                Snapshot::from_json(damaged.as_bytes()),
                Err(SaveDamage::Invalid(RestoreError::Level { given: bad }))
            );
        }
        let cut = &json.as_bytes()[..json.len() / 2];
        assert_eq!(Snapshot::from_json(cut), Err(SaveDamage::CutShort));
        assert_eq!(
            Snapshot::from_json(b"{\n\"version\": \"one\"}"),
            Err(SaveDamage::NotASavedGame { line: 2 })
        );
    }

    /// A save from before tactus knew editions is a game under the Laws in
    /// force, as tactus then played; a game under 2008 is saved as format 2.
    #[test]
    fn a_save_without_the_edition_is_a_game_under_2023() {
        let setup = |laws| Setup {
            players: ByColor::new_with(|_| Player::Human),
            control: "15+10".parse().unwrap(),
            rules: Rules::Casual,
            fen: None,
            chess960: None,
            settings: Settings::default(),
            laws,
            names: ByColor::default(),
        };
        let (session, _) = Session::new(setup(Laws::Fide2023), 0).unwrap();
        let json = serde_json::to_string(&session.snapshot(0)).unwrap();
        assert!(json.contains(r#""version":1,"#), "{json}");
        let older = json.replace(r#","laws":"2023""#, "");
        assert!(!older.contains("laws"), "{older}");
        let read = Snapshot::from_json(older.as_bytes()).unwrap();
        assert_eq!(read.laws, Laws::Fide2023);
        assert_eq!(
            Session::restore(&read, 0).unwrap().game().laws(),
            Laws::Fide2023
        );

        let (session, _) = Session::new(setup(Laws::Fide2008), 0).unwrap();
        let snap = session.snapshot(0);
        assert_eq!((snap.version, snap.laws), (2, Laws::Fide2008));
        let json = serde_json::to_string(&snap).unwrap();
        let read = Snapshot::from_json(json.as_bytes()).unwrap();
        assert_eq!(
            Session::restore(&read, 0).unwrap().game().laws(),
            Laws::Fide2008
        );
    }
}
