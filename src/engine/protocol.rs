//! The UCI protocol as text: what an engine's lines mean and what we send.
//!
//! Pure: no processes, no time. Every function here takes any text, however
//! strange, and never panics; a line that is not understood is
//! [`EngineLine::Other`] and is ignored by the client.
//!
//! ```
//! use tactus::engine::protocol::{EngineLine, parse_line};
//!
//! let line = parse_line("bestmove e2e4 ponder e7e5");
//! assert!(matches!(line, EngineLine::BestMove { best: Some(_), .. }));
//! assert_eq!(parse_line("bestmove (none)"), EngineLine::BestMove { best: None, ponder: None });
//! assert_eq!(parse_line("\u{0}garbage"), EngineLine::Other);
//! ```

use shakmaty::uci::UciMove;

use crate::rules::game::Game;

/// The standard starting position, which is sent as `startpos`.
const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What one line from an engine means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineLine {
    /// `id name …`: the engine's name.
    IdName(String),
    /// `id author …`: the engine's authors.
    IdAuthor(String),
    /// `uciok`: the engine has listed its options and speaks UCI.
    UciOk,
    /// `readyok`: the engine has done everything asked of it so far.
    ReadyOk,
    /// `option name … type …`: a setting the engine offers.
    Option(UciOption),
    /// `bestmove …`: the search has ended. `best` is `None` for `(none)` or
    /// `0000`, which engines send when the side to move has no legal move.
    BestMove {
        /// The move chosen.
        best: Option<UciMove>,
        /// The reply the engine expects, if it said and it can be read.
        ponder: Option<UciMove>,
    },
    /// `bestmove` followed by something that is not a move in UCI notation
    /// (or by nothing at all): the text after `bestmove`.
    UnreadableBestMove(String),
    /// `info …`: progress of the search.
    Info(SearchInfo),
    /// Anything else: other commands, chatter, garbage.
    Other,
}

/// An option an engine offers (`option name … type …`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciOption {
    /// The option's name, spelled as the engine spells it.
    pub name: String,
    /// Its type, default and bounds.
    pub kind: OptionKind,
}

/// The type of an engine option, with its default and bounds where given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `type check`: true or false.
    Check {
        /// The default, if given and readable.
        default: Option<bool>,
    },
    /// `type spin`: a whole number in a range.
    Spin {
        /// The default, if given and readable.
        default: Option<i64>,
        /// The least value, if given and readable.
        min: Option<i64>,
        /// The greatest value, if given and readable.
        max: Option<i64>,
    },
    /// `type combo`: one of a list of words.
    Combo {
        /// The default, if given.
        default: Option<String>,
        /// The choices.
        choices: Vec<String>,
    },
    /// `type button`: an action without a value.
    Button,
    /// `type string`: any text.
    String {
        /// The default, if given.
        default: Option<String>,
    },
    /// A type this program does not know, as written.
    Unknown(String),
}

/// A score from the point of view of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns (100 is about one pawn).
    Centipawns(i64),
    /// Mate in this many moves; negative when the side to move is mated.
    Mate(i64),
}

/// What an `info` line says about the search, as far as it can be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchInfo {
    /// The depth searched, in plies.
    pub depth: Option<u32>,
    /// The evaluation (`score cp` or `score mate`; bounds are taken as given).
    pub score: Option<Score>,
    /// The first move of the principal variation.
    pub pv_move: Option<UciMove>,
    /// The principal variation, as far as its moves can be read (the
    /// first unreadable move ends it).
    pub pv: Vec<UciMove>,
    /// The nodes searched so far.
    pub nodes: Option<u64>,
}

/// Reads one line from an engine. Never panics; see [`EngineLine`].
pub fn parse_line(line: &str) -> EngineLine {
    let mut words = line.split_ascii_whitespace();
    match words.next() {
        Some("uciok") => EngineLine::UciOk,
        Some("readyok") => EngineLine::ReadyOk,
        Some("id") => match words.next() {
            Some("name") => EngineLine::IdName(join(words)),
            Some("author") => EngineLine::IdAuthor(join(words)),
            _ => EngineLine::Other,
        },
        Some("option") => parse_option(words).map_or(EngineLine::Other, EngineLine::Option),
        Some("bestmove") => parse_bestmove(words),
        Some("info") => EngineLine::Info(parse_info(words)),
        _ => EngineLine::Other,
    }
}

fn join<'a>(words: impl Iterator<Item = &'a str>) -> String {
    words.collect::<Vec<_>>().join(" ")
}

fn parse_bestmove<'a>(mut words: impl Iterator<Item = &'a str>) -> EngineLine {
    let Some(best) = words.next() else {
        return EngineLine::UnreadableBestMove(String::new());
    };
    let best = match best {
        "(none)" | "0000" => None,
        text => match text.parse::<UciMove>() {
            Ok(m) => Some(m),
            Err(_) => return EngineLine::UnreadableBestMove(text.to_owned()),
        },
    };
    let ponder = match (words.next(), words.next()) {
        (Some("ponder"), Some(text)) => text.parse::<UciMove>().ok().filter(|m| !m.is_null()),
        _ => None,
    };
    EngineLine::BestMove { best, ponder }
}

/// The keywords that separate the parts of an `option` line.
const OPTION_KEYS: [&str; 6] = ["name", "type", "default", "min", "max", "var"];

fn parse_option<'a>(words: impl Iterator<Item = &'a str>) -> Option<UciOption> {
    let mut name: Option<Vec<&str>> = None;
    let mut kind: Option<&str> = None;
    let mut default: Option<Vec<&str>> = None;
    let (mut min, mut max) = (None, None);
    let mut choices: Vec<Vec<&str>> = Vec::new();
    let mut key: Option<&str> = None;
    for word in words {
        // Inside a name, only `type` ends it: names may hold other keywords.
        let is_key = if key == Some("name") {
            word == "type"
        } else {
            OPTION_KEYS.contains(&word)
        };
        if is_key {
            key = Some(word);
            match word {
                "name" => name = Some(Vec::new()),
                "default" => default = Some(Vec::new()),
                "var" => choices.push(Vec::new()),
                _ => {}
            }
            continue;
        }
        match key {
            Some("name") => name.get_or_insert_with(Vec::new).push(word),
            Some("type") if kind.is_none() => kind = Some(word),
            Some("default") => default.get_or_insert_with(Vec::new).push(word),
            Some("min") if min.is_none() => min = Some(word),
            Some("max") if max.is_none() => max = Some(word),
            Some("var") => {
                if let Some(choice) = choices.last_mut() {
                    choice.push(word);
                }
            }
            _ => {}
        }
    }
    let name = name.filter(|n| !n.is_empty())?.join(" ");
    let default = default.map(|d| d.join(" "));
    let number = |text: Option<&str>| text.and_then(|t| t.parse::<i64>().ok());
    let kind = match kind? {
        "check" => OptionKind::Check {
            default: default.and_then(|d| match d.as_str() {
                "true" => Some(true),
                "false" => Some(false),
                _ => None,
            }),
        },
        "spin" => OptionKind::Spin {
            default: number(default.as_deref()),
            min: number(min),
            max: number(max),
        },
        "combo" => OptionKind::Combo {
            default,
            choices: choices.into_iter().map(|c| c.join(" ")).collect(),
        },
        "button" => OptionKind::Button,
        "string" => OptionKind::String { default },
        other => OptionKind::Unknown(other.to_owned()),
    };
    Some(UciOption { name, kind })
}

fn parse_info<'a>(mut words: impl Iterator<Item = &'a str>) -> SearchInfo {
    let mut info = SearchInfo::default();
    while let Some(word) = words.next() {
        match word {
            "depth" => info.depth = words.next().and_then(|d| d.parse().ok()),
            "score" => {
                info.score = match (words.next(), words.next().map(str::parse::<i64>)) {
                    (Some("cp"), Some(Ok(cp))) => Some(Score::Centipawns(cp)),
                    (Some("mate"), Some(Ok(n))) => Some(Score::Mate(n)),
                    _ => None,
                }
            }
            "nodes" => info.nodes = words.next().and_then(|n| n.parse().ok()),
            "pv" => {
                info.pv = words.map_while(|m| m.parse().ok()).collect();
                info.pv_move = info.pv.first().cloned();
                break;
            }
            // The rest of the line is free text.
            "string" => break,
            _ => {}
        }
    }
    info
}

/// Finds an option by name; UCI option names are not case sensitive.
pub fn find_option<'a>(options: &'a [UciOption], name: &str) -> Option<&'a UciOption> {
    options.iter().find(|o| o.name.eq_ignore_ascii_case(name))
}

/// The `setoption` command for an option and a value.
pub fn setoption_command(name: &str, value: &str) -> String {
    if value.is_empty() {
        format!("setoption name {name}")
    } else {
        format!("setoption name {name} value {value}")
    }
}

/// The `position` command for the position on the board in `game`: the
/// starting position (`startpos`, or `fen …` for any other) and the moves
/// made since.
///
/// ```
/// use tactus::engine::protocol::position_command;
/// use tactus::rules::game::Game;
///
/// let mut game = Game::new();
/// game.play_san("e4").unwrap();
/// assert_eq!(position_command(&game), "position startpos moves e2e4");
/// ```
pub fn position_command(game: &Game) -> String {
    let start = game.fen_at(0).unwrap_or_else(|| game.fen());
    let mut command = if start == START_FEN {
        String::from("position startpos")
    } else {
        format!("position fen {start}")
    };
    if game.ply_count() > 0 {
        command.push_str(" moves");
        for i in 0..game.ply_count() {
            command.push(' ');
            command.push_str(&game.uci(i).to_string());
        }
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn uci(text: &str) -> UciMove {
        text.parse().unwrap()
    }

    #[test]
    fn bestmove_lines() {
        assert_eq!(
            parse_line("bestmove e2e4 ponder e7e5"),
            EngineLine::BestMove {
                best: Some(uci("e2e4")),
                ponder: Some(uci("e7e5"))
            }
        );
        assert_eq!(
            parse_line("  bestmove\te7e8q  "),
            EngineLine::BestMove {
                best: Some(uci("e7e8q")),
                ponder: None
            }
        );
        let none = EngineLine::BestMove {
            best: None,
            ponder: None,
        };
        assert_eq!(parse_line("bestmove (none)"), none);
        assert_eq!(parse_line("bestmove 0000"), none);
        assert_eq!(
            parse_line("bestmove e2e4 ponder zz"),
            EngineLine::BestMove {
                best: Some(uci("e2e4")),
                ponder: None
            }
        );
        assert_eq!(
            parse_line("bestmove"),
            EngineLine::UnreadableBestMove(String::new())
        );
        assert_eq!(
            parse_line("bestmove e9e4"),
            EngineLine::UnreadableBestMove("e9e4".into())
        );
        assert_eq!(
            parse_line("bestmove Nf3"),
            EngineLine::UnreadableBestMove("Nf3".into())
        );
        assert_eq!(parse_line("bestmoves e2e4"), EngineLine::Other);
    }

    #[test]
    fn id_and_handshake_lines() {
        assert_eq!(
            parse_line("id name Stockfish 15.1"),
            EngineLine::IdName("Stockfish 15.1".into())
        );
        assert_eq!(
            parse_line("id author the Stockfish developers"),
            EngineLine::IdAuthor("the Stockfish developers".into())
        );
        assert_eq!(parse_line("id name"), EngineLine::IdName(String::new()));
        assert_eq!(parse_line("id"), EngineLine::Other);
        assert_eq!(parse_line("uciok"), EngineLine::UciOk);
        assert_eq!(parse_line("readyok\r"), EngineLine::ReadyOk);
        assert_eq!(parse_line(""), EngineLine::Other);
        assert_eq!(
            parse_line("Stockfish 15.1 by the Stockfish developers"),
            EngineLine::Other
        );
    }

    #[test]
    fn option_lines() {
        let option = |line: &str| match parse_line(line) {
            EngineLine::Option(o) => Some(o),
            _ => None,
        };
        assert_eq!(
            option("option name Skill Level type spin default 20 min 0 max 20"),
            Some(UciOption {
                name: "Skill Level".into(),
                kind: OptionKind::Spin {
                    default: Some(20),
                    min: Some(0),
                    max: Some(20)
                }
            })
        );
        assert_eq!(
            option("option name UCI_LimitStrength type check default false").map(|o| o.kind),
            Some(OptionKind::Check {
                default: Some(false)
            })
        );
        assert_eq!(
            option("option name Debug Log File type string default ").map(|o| o.kind),
            Some(OptionKind::String {
                default: Some(String::new())
            })
        );
        assert_eq!(
            option("option name Clear Hash type button").map(|o| o.kind),
            Some(OptionKind::Button)
        );
        assert_eq!(
            option("option name Style type combo default Normal var Solid var Normal var Risky")
                .map(|o| o.kind),
            Some(OptionKind::Combo {
                default: Some("Normal".into()),
                choices: vec!["Solid".into(), "Normal".into(), "Risky".into()]
            })
        );
        // A name holding a keyword other than `type`.
        assert_eq!(
            option("option name Max Depth type spin default x min 1").map(|o| (o.name, o.kind)),
            Some((
                "Max Depth".into(),
                OptionKind::Spin {
                    default: None,
                    min: Some(1),
                    max: None
                }
            ))
        );
        assert_eq!(option("option name type spin"), None);
        assert_eq!(option("option type spin"), None);
        assert_eq!(option("option name Foo"), None);
        assert_eq!(
            option("option name Foo type weird").map(|o| o.kind),
            Some(OptionKind::Unknown("weird".into()))
        );
    }

    #[test]
    fn info_lines() {
        assert_eq!(
            parse_line("info depth 12 seldepth 15 score cp -34 nodes 100 pv e2e4 e7e5"),
            EngineLine::Info(SearchInfo {
                depth: Some(12),
                score: Some(Score::Centipawns(-34)),
                pv_move: Some(uci("e2e4")),
                pv: vec![uci("e2e4"), uci("e7e5")],
                nodes: Some(100),
            })
        );
        assert_eq!(
            parse_line("info depth 1 score mate 1 pv d1h5"),
            EngineLine::Info(SearchInfo {
                depth: Some(1),
                score: Some(Score::Mate(1)),
                pv_move: Some(uci("d1h5")),
                pv: vec![uci("d1h5")],
                nodes: None,
            })
        );
        // A line whose PV breaks off keeps the moves before the break.
        let cut = parse_line("info depth 2 score cp 5 pv e2e4 zz e7e5");
        let EngineLine::Info(info) = cut else {
            panic!("{cut:?}")
        };
        assert_eq!(info.pv, [uci("e2e4")]);
        assert_eq!(
            parse_line("info string depth 3 score cp 5"),
            EngineLine::Info(SearchInfo::default())
        );
        assert_eq!(
            parse_line("info depth x score mate"),
            EngineLine::Info(SearchInfo::default())
        );
    }

    #[test]
    fn position_commands() {
        let mut game = Game::new();
        assert_eq!(position_command(&game), "position startpos");
        for m in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"] {
            game.play_san(m).unwrap();
        }
        assert_eq!(
            position_command(&game),
            "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1"
        );
        let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
        let mut game = Game::from_fen(fen).unwrap();
        assert_eq!(position_command(&game), format!("position fen {fen}"));
        game.play_uci("a1a8").unwrap();
        assert_eq!(
            position_command(&game),
            format!("position fen {fen} moves a1a8")
        );
    }

    #[test]
    fn setoption_commands() {
        assert_eq!(
            setoption_command("Skill Level", "3"),
            "setoption name Skill Level value 3"
        );
        assert_eq!(
            setoption_command("Clear Hash", ""),
            "setoption name Clear Hash"
        );
    }

    proptest! {
        #[test]
        fn any_line_is_read_without_panic(line in ".*") {
            let _ = parse_line(&line);
        }

        #[test]
        fn protocol_like_lines_are_read_without_panic(
            head in prop::sample::select(vec!["bestmove", "option", "info", "id", "uciok"]),
            words in prop::collection::vec(
                prop_oneof![
                    prop::sample::select(vec![
                        "name", "type", "default", "min", "max", "var", "spin", "check",
                        "combo", "score", "cp", "mate", "pv", "depth", "ponder", "(none)",
                        "e2e4", "-5", "99999999999999999999",
                    ]).prop_map(String::from),
                    "\\PC{0,6}",
                ],
                0..12,
            ),
        ) {
            let line = format!("{head} {}", words.join(" "));
            let _ = parse_line(&line);
        }
    }
}
