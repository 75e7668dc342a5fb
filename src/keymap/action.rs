//! The board actions a key can be bound to, and their names in key map files.

use crate::rules::tactile::Direction;
use serde::{Deserialize, Serialize};
use shakmaty::{File, Rank, Role};
use std::fmt;
use std::str::FromStr;

/// What a key does on the board window.
///
/// Each action has a kebab-case name used in `keymap.toml` (see
/// [`BoardAction::name`]); serde reads and writes actions by that name.
/// The session decides what an action means in the current state (for
/// example `next-queen` during a promotion question chooses the queen).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum BoardAction {
    /// Move the cursor one square (`step-up`, `step-up-right`, …).
    Step(Direction),
    /// Jump to a rank, keeping the file (`jump-rank-1` … `jump-rank-8`).
    JumpRank(Rank),
    /// Jump to a file, keeping the rank (`jump-file-a` … `jump-file-h`).
    JumpFile(File),
    /// Jump to the next piece of a kind (`next-knight`), or the previous one
    /// (`previous-knight`).
    NextPiece {
        /// The kind of piece.
        role: Role,
        /// Backwards through the list.
        backwards: bool,
    },
    /// Lift the piece under the cursor, or place the lifted piece here (`lift-or-place`).
    LiftOrPlace,
    /// Lift, place, or after placing announce the move (`lift-place-or-announce`).
    LiftPlaceOrAnnounce,
    /// Announce the placed move: it is made and the clock switches (`announce`).
    Announce,
    /// Cancel a lift or placement where the rules allow (`cancel`).
    Cancel,
    /// Say the current square (`say-square`).
    SayCurrentSquare,
    /// Say the last move (`say-last-move`).
    SayLastMove,
    /// Say both clocks (`say-clocks`).
    SayClocks,
    /// Say the player's own clock (`say-own-clock`).
    SayOwnClock,
    /// Say the opponent's clock (`say-opponent-clock`).
    SayOpponentClock,
    /// Jump to the next of the player's own pieces, of any kind, in seat
    /// order (`next-piece`).
    NextOwnPiece,
    /// Jump to the previous of the player's own pieces (`previous-piece`).
    PreviousOwnPiece,
    /// Say who has the move (`say-turn`).
    SayTurn,
    /// Say the legal moves of the lifted or cursor piece (`say-legal-moves`).
    SayLegalMoves,
    /// Say only the captures among them (`say-legal-captures`).
    SayLegalCaptures,
    /// Say which pieces attack the square (`say-attackers`).
    SayAttackers,
    /// Say which squares the piece here attacks (`say-attacked-squares`).
    SayAttackedSquares,
    /// Say the whole position (`say-position`).
    SayPosition,
    /// Scan the diagonals from the cursor (`scan-diagonals`).
    ScanDiagonals,
    /// Scan the rank and file from the cursor (`scan-lines`).
    ScanLines,
    /// Read the cursor's whole rank (`scan-rank`).
    ScanRank,
    /// Read the cursor's whole file (`scan-file`).
    ScanFile,
    /// Read the squares around the cursor (`scan-around`).
    ScanAround,
    /// Read the knight jumps from the cursor (`scan-knight-moves`).
    ScanKnightMoves,
    /// Put the cursor on the last move's from-square, then its to-square (`go-to-last-move`).
    GoToLastMove,
    /// Turn the board round (`flip`).
    Flip,
    /// Quit, after confirmation (`quit`).
    Quit,
    /// Resign, after confirmation; the same key again confirms (`resign`).
    Resign,
    /// Offer a draw, or accept the opponent's offer (`offer-draw`).
    OfferDraw,
    /// Silence the talking clock's own announcements, or let them speak
    /// again (`toggle-talking-clock`); asking the clock still answers.
    ToggleTalkingClock,
    /// A new game with the same players and time control (`new-game`):
    /// at once after the end, after confirmation (the same key again)
    /// while a game runs.
    NewGame,
}

/// The unit actions and their names, in the order of the help.
const UNITS: [(KeyAction, &str); 37] = [
    (KeyAction::Board(BoardAction::LiftOrPlace), "lift-or-place"),
    (
        KeyAction::Board(BoardAction::LiftPlaceOrAnnounce),
        "lift-place-or-announce",
    ),
    (KeyAction::Board(BoardAction::Announce), "announce"),
    (KeyAction::Board(BoardAction::Cancel), "cancel"),
    (
        KeyAction::Board(BoardAction::SayCurrentSquare),
        "say-square",
    ),
    (KeyAction::Board(BoardAction::SayLastMove), "say-last-move"),
    (KeyAction::Board(BoardAction::SayClocks), "say-clocks"),
    (KeyAction::Board(BoardAction::SayOwnClock), "say-own-clock"),
    (
        KeyAction::Board(BoardAction::SayOpponentClock),
        "say-opponent-clock",
    ),
    (KeyAction::Board(BoardAction::NextOwnPiece), "next-piece"),
    (
        KeyAction::Board(BoardAction::PreviousOwnPiece),
        "previous-piece",
    ),
    (KeyAction::Board(BoardAction::SayTurn), "say-turn"),
    (
        KeyAction::Board(BoardAction::SayLegalMoves),
        "say-legal-moves",
    ),
    (
        KeyAction::Board(BoardAction::SayLegalCaptures),
        "say-legal-captures",
    ),
    (KeyAction::Board(BoardAction::SayAttackers), "say-attackers"),
    (
        KeyAction::Board(BoardAction::SayAttackedSquares),
        "say-attacked-squares",
    ),
    (KeyAction::Board(BoardAction::SayPosition), "say-position"),
    (
        KeyAction::Board(BoardAction::ScanDiagonals),
        "scan-diagonals",
    ),
    (KeyAction::Board(BoardAction::ScanLines), "scan-lines"),
    (KeyAction::Board(BoardAction::ScanRank), "scan-rank"),
    (KeyAction::Board(BoardAction::ScanFile), "scan-file"),
    (KeyAction::Board(BoardAction::ScanAround), "scan-around"),
    (
        KeyAction::Board(BoardAction::ScanKnightMoves),
        "scan-knight-moves",
    ),
    (
        KeyAction::Board(BoardAction::GoToLastMove),
        "go-to-last-move",
    ),
    (KeyAction::Window(WindowAction::Help), "help"),
    (KeyAction::Window(WindowAction::Settings), "settings"),
    (KeyAction::Window(WindowAction::CommandLine), "command-line"),
    (KeyAction::Board(BoardAction::Flip), "flip"),
    (KeyAction::Window(WindowAction::ZoomIn), "zoom-in"),
    (KeyAction::Window(WindowAction::ZoomOut), "zoom-out"),
    (KeyAction::Window(WindowAction::FullScreen), "full-screen"),
    (KeyAction::Window(WindowAction::Review), "review"),
    (KeyAction::Board(BoardAction::Quit), "quit"),
    (KeyAction::Board(BoardAction::Resign), "resign"),
    (KeyAction::Board(BoardAction::OfferDraw), "offer-draw"),
    (
        KeyAction::Board(BoardAction::ToggleTalkingClock),
        "toggle-talking-clock",
    ),
    (KeyAction::Board(BoardAction::NewGame), "new-game"),
];

const DIRECTIONS: [(Direction, &str); 8] = [
    (Direction::Up, "up"),
    (Direction::Down, "down"),
    (Direction::Left, "left"),
    (Direction::Right, "right"),
    (Direction::UpLeft, "up-left"),
    (Direction::UpRight, "up-right"),
    (Direction::DownLeft, "down-left"),
    (Direction::DownRight, "down-right"),
];

const ROLES: [(Role, &str); 6] = [
    (Role::King, "king"),
    (Role::Queen, "queen"),
    (Role::Rook, "rook"),
    (Role::Bishop, "bishop"),
    (Role::Knight, "knight"),
    (Role::Pawn, "pawn"),
];

impl BoardAction {
    /// Every action, in a fixed order (for help screens and tests).
    pub fn all() -> Vec<BoardAction> {
        let mut v = BoardAction::compound();
        v.extend(UNITS.iter().filter_map(|&(a, _)| match a {
            KeyAction::Board(b) => Some(b),
            KeyAction::Window(_) => None,
        }));
        v
    }

    /// The actions with a part in their name (a direction, rank, file or
    /// piece), in a fixed order.
    fn compound() -> Vec<BoardAction> {
        let mut v: Vec<BoardAction> = DIRECTIONS
            .iter()
            .map(|&(d, _)| BoardAction::Step(d))
            .collect();
        v.extend(Rank::ALL.into_iter().map(BoardAction::JumpRank));
        v.extend(File::ALL.into_iter().map(BoardAction::JumpFile));
        for backwards in [false, true] {
            v.extend(
                ROLES
                    .iter()
                    .map(|&(role, _)| BoardAction::NextPiece { role, backwards }),
            );
        }
        v
    }

    /// The action's name in a key map file, such as `step-up-right`,
    /// `jump-file-e`, `previous-knight` or `scan-diagonals`.
    pub fn name(self) -> String {
        match self {
            BoardAction::Step(d) => {
                let word = DIRECTIONS
                    .iter()
                    .find(|(x, _)| *x == d)
                    .map_or("up", |(_, n)| n);
                format!("step-{word}")
            }
            BoardAction::JumpRank(r) => format!("jump-rank-{}", r.char()),
            BoardAction::JumpFile(f) => format!("jump-file-{}", f.char()),
            BoardAction::NextPiece { role, backwards } => {
                let word = ROLES
                    .iter()
                    .find(|(x, _)| *x == role)
                    .map_or("king", |(_, n)| n);
                let way = if backwards { "previous" } else { "next" };
                format!("{way}-{word}")
            }
            unit => unit_name(KeyAction::Board(unit)).to_owned(),
        }
    }

    /// The action named `name` (see [`BoardAction::name`]), if there is one.
    pub fn from_name(name: &str) -> Option<BoardAction> {
        match KeyAction::from_name(name)? {
            KeyAction::Board(action) => Some(action),
            KeyAction::Window(_) => None,
        }
    }

    /// The board action named `name` that is not a unit action.
    fn from_compound_name(name: &str) -> Option<BoardAction> {
        if let Some(word) = name.strip_prefix("step-") {
            let &(d, _) = DIRECTIONS.iter().find(|(_, n)| *n == word)?;
            return Some(BoardAction::Step(d));
        }
        if let Some(c) = one_char(name, "jump-rank-") {
            return Rank::from_char(c).map(BoardAction::JumpRank);
        }
        if let Some(c) = one_char(name, "jump-file-") {
            return File::from_char(c).map(BoardAction::JumpFile);
        }
        let (backwards, word) = match name.strip_prefix("next-") {
            Some(word) => (false, word),
            None => (true, name.strip_prefix("previous-")?),
        };
        let &(role, _) = ROLES.iter().find(|(_, n)| *n == word)?;
        Some(BoardAction::NextPiece { role, backwards })
    }
}

/// The clock window's two buttons: any key may be given them (a USB foot
/// switch arrives as a key). Not in [`KeyAction::all`]: the board window
/// has no use for them, so they have no default key and no line in its help.
const CLOCK_UNITS: [(KeyAction, &str); 2] = [
    (KeyAction::Window(WindowAction::ClockLeft), "clock-left"),
    (KeyAction::Window(WindowAction::ClockRight), "clock-right"),
];

/// The name of a unit action in [`UNITS`] or [`CLOCK_UNITS`].
fn unit_name(action: KeyAction) -> &'static str {
    UNITS
        .iter()
        .chain(&CLOCK_UNITS)
        .find(|(x, _)| *x == action)
        .map_or("help", |(_, n)| n)
}

/// What a key does in the board window itself and never in the game: the
/// help, the settings, the command line, zoom and full screen. The session
/// never receives these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WindowAction {
    /// Help: every key, spoken and shown (`help`).
    Help,
    /// Open the settings (`settings`).
    Settings,
    /// Open the command line (`command-line`).
    CommandLine,
    /// Zoom in (`zoom-in`).
    ZoomIn,
    /// Zoom out (`zoom-out`).
    ZoomOut,
    /// Full screen on or off (`full-screen`).
    FullScreen,
    /// Review the game move by move (`review`).
    Review,
    /// The clock window's left button (`clock-left`); nothing on the board.
    ClockLeft,
    /// The clock window's right button (`clock-right`); nothing on the board.
    ClockRight,
}

/// What a key or a gamepad button is bound to: an action on the board,
/// for the session, or one of the window's own. Named in key map files as
/// its inner action is ([`KeyAction::name`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum KeyAction {
    /// An action for the session.
    Board(BoardAction),
    /// The window's own.
    Window(WindowAction),
}

impl KeyAction {
    /// Every action a key can be bound to, in the order of the help.
    pub fn all() -> Vec<KeyAction> {
        let mut v: Vec<KeyAction> = BoardAction::compound()
            .into_iter()
            .map(KeyAction::Board)
            .collect();
        v.extend(UNITS.iter().map(|&(a, _)| a));
        v
    }

    /// The action's name in a key map file (see [`BoardAction::name`]).
    pub fn name(self) -> String {
        match self {
            KeyAction::Board(action) => action.name(),
            window => unit_name(window).to_owned(),
        }
    }

    /// The action named `name`, if there is one.
    pub fn from_name(name: &str) -> Option<KeyAction> {
        if let Some(&(a, _)) = UNITS.iter().chain(&CLOCK_UNITS).find(|(_, n)| *n == name) {
            return Some(a);
        }
        BoardAction::from_compound_name(name).map(KeyAction::Board)
    }
}

impl From<BoardAction> for KeyAction {
    fn from(action: BoardAction) -> KeyAction {
        KeyAction::Board(action)
    }
}

impl From<WindowAction> for KeyAction {
    fn from(action: WindowAction) -> KeyAction {
        KeyAction::Window(action)
    }
}

impl fmt::Display for KeyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl FromStr for KeyAction {
    type Err = UnknownAction;

    fn from_str(s: &str) -> Result<KeyAction, UnknownAction> {
        KeyAction::from_name(s).ok_or_else(|| UnknownAction(s.to_owned()))
    }
}

impl TryFrom<String> for KeyAction {
    type Error = UnknownAction;

    fn try_from(s: String) -> Result<KeyAction, UnknownAction> {
        s.parse()
    }
}

impl From<KeyAction> for String {
    fn from(a: KeyAction) -> String {
        a.name()
    }
}

/// The single character after `prefix`, if `name` is exactly that.
fn one_char(name: &str, prefix: &str) -> Option<char> {
    let mut chars = name.strip_prefix(prefix)?.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

impl fmt::Display for BoardAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A name that is no board action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a board action")]
pub struct UnknownAction(pub String);

impl FromStr for BoardAction {
    type Err = UnknownAction;

    fn from_str(s: &str) -> Result<BoardAction, UnknownAction> {
        BoardAction::from_name(s).ok_or_else(|| UnknownAction(s.to_owned()))
    }
}

impl TryFrom<String> for BoardAction {
    type Error = UnknownAction;

    fn try_from(s: String) -> Result<BoardAction, UnknownAction> {
        s.parse()
    }
}

impl From<BoardAction> for String {
    fn from(a: BoardAction) -> String {
        a.name()
    }
}
