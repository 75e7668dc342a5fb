//! The command language of the line interface, in English, German and
//! Spanish words (letters as in lichess's blind mode where it has one):
//! the words are `locales/*/input.ftl`'s, read through
//! [`crate::notation::vocabulary`].
//!
//! [`parse_line`](super::parse_line) turns one typed line into an
//! [`Action`](super::Action): a line whose
//! first word is a command word is that command; anything else is a move
//! for the notation parser. Pure, no failure: a command with a bad argument
//! becomes [`Command::Bad`], which the session answers with a reason.
//!
//! A line can be both: tactus says a pawn's capture as "b takes a4", and
//! `b` is the board. The rule: a command word followed by arguments of
//! that command is the command (`b`, `c me`, `s e`, `p N`, `m e2`); a
//! command word whose arguments are none of that command's, in a line
//! that has the shape of a move in some style and language (see
//! [`reads_as_move`](crate::notation::parse::reads_as_move)), is the move
//! (`b takes a4`, `c captura b3`, `t e4` for Turm e4). No command's argument forms make a move, so everything
//! tactus says a move is reads back as that move.

use shakmaty::{Color, File, Piece, Rank, Role, Square};

use crate::engine::{Level, LevelError};
use crate::event::Line;
use crate::notation::vocabulary::{Group, find, keys, letter, piece};
use crate::rules::clock::Which;
pub use crate::setting::parse_switch;
use crate::setting::{SettingName, setting_of_key};

/// Which pieces `p` asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PieceQuery {
    /// Every piece, the player's side first: `p` alone.
    All,
    /// One kind of one colour: `p N` (White's knights), `p k` (Black's king).
    One(Piece),
    /// All pieces of one side: `p A`, `p a`.
    Side(Color),
    /// One kind of both colours: `p knights`.
    Both(Role),
    /// One kind of the player's side: "where is my king".
    Mine(Role),
    /// One kind of the other side: "where is your queen".
    Theirs(Role),
}

/// How many moves `score` reads (one line each), the last of the game;
/// `score all` reads them all.
pub const SCORE_PAGE: u32 = 10;

/// A command of the line interface. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `b`, `board`: the whole position, rank by rank from the player's side.
    Board,
    /// `p N`: where pieces stand.
    Pieces(PieceQuery),
    /// `s e`, `s 4`: a file or a rank.
    Line(Line),
    /// `e4?`, `sq e4`: a square, and what attacks it.
    Square(Square),
    /// `m e2`, `m`: legal moves of one piece or all.
    Moves(Option<Square>),
    /// "What can my knight do?": the legal moves of the pieces of one
    /// kind of the side to move.
    PieceMoves(Role),
    /// `l`, `l 5`: the last move or moves.
    Last(usize),
    /// `c`, `c me`, `c opp`: clocks.
    Clock(Which),
    /// `clock off`, `clock on` (`uhr aus`, `reloj apagado`): silences the
    /// talking clock's own announcements, or lets them speak again; `c`
    /// still answers.
    TalkingClock(bool),
    /// `t`: whose move and the move number.
    Turn,
    /// `score`: the last [`SCORE_PAGE`] moves of the game, one line each.
    Score,
    /// `score all`: every move of the game, one line each.
    ScoreAll,
    /// `result` (`ergebnis`, `resultado`): the result as a score ("1-0,
    /// White won by checkmate"), or that the game goes on.
    Result,
    /// `draw`: offer or accept a draw.
    Draw,
    /// `claim [MOVE]`: claim a draw by repetition or 50 moves.
    Claim(Option<String>),
    /// `resign` (asks first).
    Resign,
    /// `undo`: take back (casual rules).
    Undo,
    /// `set NAME VALUE`.
    Set(SettingName, String),
    /// `set` alone: every setting and its value now.
    Settings,
    /// `set NAME` without a value: what the setting takes and its value
    /// now.
    AskSetting(SettingName),
    /// `flip`: read the board from the other side.
    Flip,
    /// `help`, `help COMMAND`.
    Help(Option<String>),
    /// `quit` (asks first while a game runs).
    Quit,
    /// `engine restart`.
    EngineRestart,
    /// `level N`: `Err` keeps what was typed when it is no level.
    Level(Result<Level, LevelError>),
    /// `y`, `yes`, `j`, `ja`, `s`, `sí`: the answer to a question.
    Yes,
    /// `n`, `no`, `nein`: no to a question, or declining a draw offer.
    No,
    /// `new` (`neu`, `nueva`): a new game with the same players, time
    /// control and rules (asks first while a game runs).
    New,
    /// `tournament on` (before the first move), `tournament off` (asks
    /// for the arbiter's code); `set tournament on|off` too, in every
    /// language (`turnier aus`, `torneo apagado`).
    Tournament(bool),
    /// `puzzle`, `puzzle 1600`, `puzzle fork`, `puzzle id 00008`
    /// (`aufgabe`, `problema`): a puzzle (see [`super::puzzle`]); while a
    /// game goes on, after a confirmation.
    Puzzle(crate::study::puzzle::choose::Ask),
    /// `hint` (`tipp`, `pista`): in a puzzle, the piece to move, then
    /// where it goes; in a casual game against the engine, the piece the
    /// engine would move, then the move.
    Hint,
    /// `solution` (`lösung`, `solución`): in a puzzle, the rest of its moves.
    Solution,
    /// `retry` (`nochmal`, `repetir`): the puzzle again from its start.
    Retry,
    /// `rating` (`wertung`, `puntuación`): the player's puzzle rating, its
    /// deviation and how many puzzles it counts.
    Rating,
    /// `opening` (`eröffnung`, `apertura`): the name of the opening the
    /// game reached.
    Opening,
    /// `eval` (`bewertung`, `evaluación`): who stands better and by how
    /// much (a casual game against the engine).
    Eval,
    /// `review` (`analyse`, `análisis`): the game reviewed by the engine,
    /// then its key moments walked one by one (see
    /// [`crate::input::walk`]).
    Review,
    /// A known command word with an argument that cannot be read: its help
    /// key and the whole line.
    Bad(&'static str, String),
}

/// The help key of a command word in any language (`uhr` → `clock`): the
/// words are `input.ftl`'s `command-` messages.
pub fn help_key(word: &str) -> Option<&'static str> {
    find(Group::Command, word.trim().trim_start_matches('/'))
}

/// The help key of what `help WORD` asks about: a command word or a help
/// topic (how to type a move, castling and a promotion), in any language
/// (`uhr` → `clock`, `rochade` → `castling`).
pub fn help_topic(word: &str) -> Option<&'static str> {
    help_key(word).or_else(|| find(Group::Topic, word))
}

/// Every help key, in the order of the help list.
pub fn help_keys() -> impl Iterator<Item = &'static str> {
    keys(Group::Command)
}

pub(super) fn command(key: &'static str, args: &[&str]) -> Option<Command> {
    let rest = args.join(" ");
    let one = || (args.len() == 1).then(|| args[0]);
    Some(match (key, args.len()) {
        ("board", 0) => Command::Board,
        ("pieces", 0) => Command::Pieces(PieceQuery::All),
        ("pieces", 1) => Command::Pieces(pieces(args[0])?),
        ("scan", 1) => Command::Line(line(args[0])?),
        ("square", 1) => Command::Square(square(&args[0].to_lowercase())?),
        ("moves", 0) => Command::Moves(None),
        ("moves", 1) => Command::Moves(Some(square(&args[0].to_lowercase())?)),
        ("last", 0) => Command::Last(1),
        ("last", 1) => Command::Last(args[0].parse().ok().filter(|n| *n > 0)?),
        ("clock", 0) => Command::Clock(Which::Both),
        ("clock", 1) => match parse_switch(args[0]) {
            Some(on) => Command::TalkingClock(on),
            None => Command::Clock(which(one()?)?),
        },
        ("turn", 0) => Command::Turn,
        ("score", 0) => Command::Score,
        ("result", 0) => Command::Result,
        ("opening", 0) => Command::Opening,
        ("eval", 0) => Command::Eval,
        ("review", 0) => Command::Review,
        ("score", 1) if find(Group::Argument, args[0]) == Some("all") => Command::ScoreAll,
        ("draw", 0) => Command::Draw,
        ("claim", _) => Command::Claim((!rest.is_empty()).then_some(rest)),
        ("resign", 0) => Command::Resign,
        ("undo", 0) => Command::Undo,
        ("set", 0) => Command::Settings,
        ("set", 2) if help_key(args[0]) == Some("tournament") => {
            Command::Tournament(parse_switch(args[1])?)
        }
        ("tournament", 1) => Command::Tournament(parse_switch(args[0])?),
        ("set", 1) => Command::AskSetting(setting(args[0])?),
        ("set", 2) => Command::Set(setting(args[0])?, args[1].to_owned()),
        // A voice's name may have spaces: "English (Great Britain)".
        ("set", 3..) if setting(args[0]) == Some(SettingName::Speaker) => {
            Command::Set(SettingName::Speaker, args[1..].join(" "))
        }
        ("flip", 0) => Command::Flip,
        ("help", 0) => Command::Help(None),
        ("help", 1) => Command::Help(Some(args[0].to_owned())),
        ("quit", 0) => Command::Quit,
        ("new", 0) => Command::New,
        ("engine", 1) if find(Group::Argument, args[0]) == Some("restart") => {
            Command::EngineRestart
        }
        ("level", 1) => Command::Level(args[0].parse()),
        ("puzzle", _) => Command::Puzzle(super::puzzle::ask(args)?),
        ("hint", 0) => Command::Hint,
        ("solution", 0) => Command::Solution,
        ("retry", 0) => Command::Retry,
        ("rating", 0) => Command::Rating,
        _ => return None,
    })
}

fn setting(word: &str) -> Option<SettingName> {
    find(Group::Setting, word).and_then(setting_of_key)
}

fn which(word: &str) -> Option<Which> {
    Some(match find(Group::Which, word)? {
        "own" => Which::Own,
        "opponent" => Which::Opponent,
        "both" => Which::Both,
        _ => return None,
    })
}

/// `e4` (any case) as a square.
pub(super) fn square(text: &str) -> Option<Square> {
    text.parse().ok()
}

fn line(text: &str) -> Option<Line> {
    let mut chars = text.chars();
    let (c, None) = (chars.next()?.to_ascii_lowercase(), chars.next()) else {
        return None;
    };
    match c {
        'a'..='h' => Some(Line::File(File::from_char(c)?)),
        '1'..='8' => Some(Line::Rank(Rank::from_char(c)?)),
        _ => None,
    }
}

fn pieces(text: &str) -> Option<PieceQuery> {
    let mut chars = text.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        let color = Color::from_white(c.is_uppercase());
        if c.eq_ignore_ascii_case(&'a') {
            return Some(PieceQuery::Side(color));
        }
        let role = letter(c)?;
        return Some(PieceQuery::One(Piece { color, role }));
    }
    piece(text).map(PieceQuery::Both)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{Action, Typed, parse_line};

    fn cmd(line: &str) -> Command {
        match parse_line(line) {
            Typed::Act(Action::Command(c)) => c,
            other => panic!("{line:?} gave {other:?}"),
        }
    }

    #[test]
    fn lichess_letters() {
        assert_eq!(cmd("b"), Command::Board);
        assert_eq!(cmd("/board"), Command::Board);
        assert_eq!(
            cmd("p N"),
            Command::Pieces(PieceQuery::One(Piece {
                color: Color::White,
                role: Role::Knight
            }))
        );
        assert_eq!(
            cmd("p k"),
            Command::Pieces(PieceQuery::One(Piece {
                color: Color::Black,
                role: Role::King
            }))
        );
        assert_eq!(cmd("p"), Command::Pieces(PieceQuery::All));
        assert_eq!(cmd("p A"), Command::Pieces(PieceQuery::Side(Color::White)));
        assert_eq!(cmd("p a"), Command::Pieces(PieceQuery::Side(Color::Black)));
        assert_eq!(
            cmd("p knights"),
            Command::Pieces(PieceQuery::Both(Role::Knight))
        );
        assert_eq!(
            cmd("p Springer"),
            Command::Pieces(PieceQuery::Both(Role::Knight))
        );
        assert_eq!(cmd("s e"), Command::Line(Line::File(File::E)));
        assert_eq!(cmd("s 4"), Command::Line(Line::Rank(Rank::Fourth)));
        assert_eq!(cmd("e4?"), Command::Square(Square::E4));
        assert_eq!(cmd("sq E4"), Command::Square(Square::E4));
        assert_eq!(cmd("m e2"), Command::Moves(Some(Square::E2)));
        assert_eq!(cmd("m"), Command::Moves(None));
        assert_eq!(cmd("score"), Command::Score);
        for all in ["score all", "score ALLE", "score todo"] {
            assert_eq!(cmd(all), Command::ScoreAll, "{all}");
        }
        assert_eq!(cmd("l"), Command::Last(1));
        assert_eq!(cmd("last 5"), Command::Last(5));
        assert_eq!(cmd("c"), Command::Clock(Which::Both));
        assert_eq!(cmd("c me"), Command::Clock(Which::Own));
        assert_eq!(cmd("uhr gegner"), Command::Clock(Which::Opponent));
        assert_eq!(cmd("t"), Command::Turn);
    }

    #[test]
    fn the_talking_clock_goes_off_and_on_in_every_language() {
        for w in [
            "clock off",
            "c off",
            "Clock Mute",
            "uhr aus",
            "uhr stumm",
            "reloj apagado",
        ] {
            assert_eq!(cmd(w), Command::TalkingClock(false), "{w}");
        }
        for w in ["clock on", "c on", "uhr an", "uhr ein", "reloj encendido"] {
            assert_eq!(cmd(w), Command::TalkingClock(true), "{w}");
        }
        assert_eq!(cmd("c opp"), Command::Clock(Which::Opponent));
        assert_eq!(cmd("c loud"), Command::Bad("clock", "c loud".into()));
        assert_eq!(cmd("c off now"), Command::Bad("clock", "c off now".into()));
    }

    #[test]
    fn game_commands_in_every_language() {
        for w in ["draw", "remis", "tablas"] {
            assert_eq!(cmd(w), Command::Draw);
        }
        for w in ["resign", "aufgeben", "abandonar"] {
            assert_eq!(cmd(w), Command::Resign);
        }
        for w in ["result", "Ergebnis", "resultado"] {
            assert_eq!(cmd(w), Command::Result, "{w}");
        }
        for w in ["where", "wo", "dónde", "donde"] {
            assert_eq!(parse_line(w), Typed::Where, "{w}");
        }
        assert_eq!(
            cmd("einstellen tempo 150"),
            Command::Set(SettingName::Rate, "150".into())
        );
        assert_eq!(
            cmd("p Königin"),
            Command::Pieces(PieceQuery::Both(Role::Queen))
        );
        assert_eq!(cmd("claim"), Command::Claim(None));
        assert_eq!(cmd("claim Nf3"), Command::Claim(Some("Nf3".into())));
        assert_eq!(cmd("undo"), Command::Undo);
        assert_eq!(
            cmd("set style anna"),
            Command::Set(SettingName::Style, "anna".into())
        );
        assert_eq!(
            cmd("set lang de"),
            Command::Set(SettingName::Lang, "de".into())
        );
        assert_eq!(
            cmd("set confirm on"),
            Command::Set(SettingName::Confirm, "on".into())
        );
        for (line, name, value) in [
            ("set rate 150", SettingName::Rate, "150"),
            ("setze Geschwindigkeit 80%", SettingName::Rate, "80%"),
            ("ajustar velocidad 200", SettingName::Rate, "200"),
            ("set theme black-white", SettingName::Theme, "black-white"),
            (
                "setze Farben colour-blind",
                SettingName::Theme,
                "colour-blind",
            ),
            (
                "ajustar tema yellow-navy",
                SettingName::Theme,
                "yellow-navy",
            ),
            ("set sounds off", SettingName::Sonify, "off"),
            ("setze Klänge aus", SettingName::Sonify, "aus"),
            ("ajustar sonidos no", SettingName::Sonify, "no"),
            ("set order mixed", SettingName::Order, "mixed"),
            ("setze Reihenfolge gemischt", SettingName::Order, "gemischt"),
            ("ajustar orden mezcladas", SettingName::Order, "mezcladas"),
        ] {
            assert_eq!(cmd(line), Command::Set(name, value.into()), "{line}");
        }
        assert_eq!(
            cmd("set colour red"),
            Command::Bad("set", "set colour red".into())
        );
        assert_eq!(parse_line("save g.pgn"), Typed::Save("g.pgn".into()));
        assert_eq!(parse_line("speichern g.pgn"), Typed::Save("g.pgn".into()));
        assert_eq!(parse_line("/load g.pgn"), Typed::Load("g.pgn".into(), 1));
        assert_eq!(parse_line("cargar g.pgn 3"), Typed::Load("g.pgn".into(), 3));
        assert_eq!(
            cmd("load g.pgn 0"),
            Command::Bad("load", "load g.pgn 0".into())
        );
        assert_eq!(cmd("save"), Command::Bad("save", "save".into()));
        assert_eq!(cmd("help clock"), Command::Help(Some("clock".into())));
        assert_eq!(cmd("set"), Command::Settings);
        // A setting's name alone asks what it takes; a word that names no
        // setting is still not read.
        assert_eq!(
            cmd("set braille"),
            Command::AskSetting(SettingName::Braille)
        );
        assert_eq!(
            cmd("einstellen Tempo"),
            Command::AskSetting(SettingName::Rate)
        );
        assert_eq!(
            cmd("ajustar sonidos"),
            Command::AskSetting(SettingName::Sonify)
        );
        assert_eq!(cmd("set colour"), Command::Bad("set", "set colour".into()));
        assert_eq!(help_topic("Rochade"), Some("castling"));
        assert_eq!(help_topic("uhr"), Some("clock"));
        assert_eq!(help_topic("foo"), None);
        assert_eq!(cmd("engine restart"), Command::EngineRestart);
        assert_eq!(cmd("level 3"), Command::Level(Level::new(3)));
        assert_eq!(
            cmd("level 11"),
            Command::Level(Err(LevelError("11".into())))
        );
        assert_eq!(cmd("level 0"), Command::Level(Err(LevelError("0".into()))));
        for w in ["y", "yes", "J", "ja", "s", "sí"] {
            assert_eq!(cmd(w), Command::Yes);
        }
        assert_eq!(cmd("quit"), Command::Quit);
        for w in ["new", "neu", "nueva"] {
            assert_eq!(cmd(w), Command::New);
        }
        for w in ["n", "no", "Nein"] {
            assert_eq!(cmd(w), Command::No);
        }
    }

    #[test]
    fn tournament_mode_goes_on_and_off_in_every_language() {
        for w in [
            "tournament on",
            "set tournament on",
            "turnier an",
            "setze turnier ein",
            "torneo encendido",
            "ajustar torneo sí",
        ] {
            assert_eq!(cmd(w), Command::Tournament(true), "{w}");
        }
        for w in [
            "tournament off",
            "set tournament off",
            "turnier aus",
            "torneo apagado",
        ] {
            assert_eq!(cmd(w), Command::Tournament(false), "{w}");
        }
    }

    #[test]
    fn a_command_word_starting_a_move_is_the_move() {
        for m in [
            "b takes a4",
            "b captura a4",
            "c por b3",
            "c takes d5, check",
            "h schlägt g6",
            "t e4",
            "s e4",
            "l b5",
            "p e4",
            "b x a4",
        ] {
            assert_eq!(
                parse_line(m),
                Typed::Act(Action::TypedMove(m.into())),
                "{m}"
            );
        }
        // The commands with their own arguments stay commands.
        assert_eq!(cmd("b"), Command::Board);
        assert_eq!(cmd("c"), Command::Clock(Which::Both));
        assert_eq!(cmd("s e"), Command::Line(Line::File(File::E)));
        assert_eq!(cmd("m e2"), Command::Moves(Some(Square::E2)));
        assert_eq!(cmd("h e4"), Command::Help(Some("e4".into())));
        assert_eq!(cmd("b please"), Command::Bad("board", "b please".into()));
    }

    #[test]
    fn moves_and_bad_arguments() {
        for m in [
            "e4",
            "Nf3",
            "Springer Felix drei",
            "Lb5",
            "Sf3",
            "O-O",
            "g1f3",
        ] {
            assert_eq!(parse_line(m), Typed::Act(Action::TypedMove(m.into())));
        }
        assert_eq!(parse_line("   "), Typed::Act(Action::Empty));
        assert_eq!(cmd("p Z"), Command::Bad("pieces", "p Z".into()));
        assert_eq!(cmd("s 9"), Command::Bad("scan", "s 9".into()));
        assert_eq!(cmd("l 0"), Command::Bad("last", "l 0".into()));
        assert_eq!(cmd("m z9"), Command::Bad("moves", "m z9".into()));
        assert_eq!(
            cmd("tournament maybe"),
            Command::Bad("tournament", "tournament maybe".into())
        );
        assert_eq!(help_key("Uhr"), Some("clock"));
    }
}
