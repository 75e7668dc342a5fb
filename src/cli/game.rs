//! The options of a game (`tactus play`, `tactus tty`, and the game under
//! `tactus puzzle`): the players, the time control, the rules, the
//! position, tournament mode, read into the driver's [`Options`], or
//! refused in the player's words ([`Refused`]).

use clap::Args;

use super::code::arbiter_code;
use super::environment::Environment;
use super::options::{EngineOption, PlayerOptions};
use super::refusal::{Refusal, Refused};
use super::words::setup::CodeFault;
use crate::app::driver::Options;
use crate::app::voice_choice::VoiceChoice;
use crate::engine::Level;
use crate::event::Player;
use crate::rules::game::Game;
use crate::rules::laws::Laws;
use crate::rules::procedure::Rules;
use crate::rules::time_control::TimeControl;
use crate::rules::tournament::{ArbiterCode, SHORTEST_CODE, Tournament};
use crate::session::settings::ThemeName;

/// The options of a game: `tactus tty` and `tactus play` share them.
#[derive(Args)]
pub struct GameArgs {
    // The options that make the game (players, time control, rules,
    // position) are `Option`s so that one given together with `--resume`
    // can be told from its default and refused; their defaults are in
    // `game_options`.
    /// Who plays White: human, engine or engine:LEVEL (1-10) [default: human].
    #[arg(long)]
    pub white: Option<String>,
    /// Who plays Black: human, engine or engine:LEVEL (1-10) [default: engine:5].
    #[arg(long)]
    pub black: Option<String>,
    /// The time control, e.g. 15+10, 5s+0, 40/90,30+30 [default: 15+10].
    #[arg(long)]
    pub time: Option<TimeControl>,
    /// strict (Appendix E steps) or casual [default: casual].
    #[arg(long)]
    pub rules: Option<String>,
    /// The edition of the Laws: 2023 (in force) or 2008 (fivefold
    /// repetition and 75 moves do not end the game) [default: 2023].
    #[arg(long)]
    pub laws: Option<Laws>,
    /// How tactus talks to the player: style, language, voice, transcript,
    /// braille display.
    #[command(flatten)]
    pub player: PlayerOptions,
    /// The UCI engine program.
    #[command(flatten)]
    pub engine: EngineOption,
    /// The starting position, a FEN (in quotes, or its six fields one
    /// after another).
    #[arg(long, num_args = 1..=6, value_name = "FEN")]
    pub fen: Option<Vec<String>>,
    /// A game of Chess960 (Appendix F of the 2008 Laws) from starting
    /// position N, 0 to 959 (518 is the standard one); without N, one
    /// drawn at random. Its number is said and written on the scoresheet.
    #[arg(
        long,
        num_args = 0..=1,
        value_name = "N",
        conflicts_with = "fen",
        value_parser = clap::value_parser!(u32).range(0..960)
    )]
    pub chess960: Option<Option<u32>>,
    /// Continues the last unfinished game, with its players, time control
    /// and rules; --style, --lang and --voice given with it replace the
    /// saved ones.
    #[arg(long)]
    pub resume: bool,
    /// The board window's colours: yellow-navy, black-white or colour-blind
    /// (all high contrast), over the saved setting (`set theme`, Ctrl+,).
    /// The line interface has no picture and ignores it.
    #[arg(long)]
    pub theme: Option<String>,
    /// Tournament mode: only what the Laws allow a player (the clock, the
    /// score, the words of the moves); two people, no engine. Kept by
    /// --resume.
    #[arg(long)]
    pub tournament: bool,
    /// The arbiter's code (at least 4 characters) that ends tournament mode
    /// during the game; kept only as a salted hash. Without it the mode
    /// lasts until the game ends. `-` reads it from the first line of
    /// standard input (not shown on a terminal); so does the environment
    /// variable TACTUS_ARBITER_CODE give it. A CODE written here shows in
    /// the process list (`ps`) to every user of the machine.
    #[arg(long, requires = "tournament", value_name = "CODE|-")]
    pub arbiter_code: Option<String>,
    /// The name of White's player, for the score (PGN `White`); an engine
    /// is named by its level.
    #[arg(long, value_name = "NAME")]
    pub white_name: Option<String>,
    /// The name of Black's player, for the score (PGN `Black`).
    #[arg(long, value_name = "NAME")]
    pub black_name: Option<String>,
}

/// Tournament mode as `--tournament` and `--arbiter-code` ask: the code
/// hashed at once; an engine, or a code too short, refused naming the
/// problem (never the code).
fn tournament_of(a: &GameArgs, env: &Environment) -> Result<Option<Tournament>, Refusal> {
    if !a.tournament {
        return Ok(None);
    }
    let engine = [&a.white, &a.black]
        .into_iter()
        .flatten()
        .any(|p| p.trim().to_lowercase().starts_with("engine"));
    if engine || a.engine.engine.is_some() {
        return Err(Refusal::TournamentEngine);
    }
    let fault = Refusal::Code;
    let given = arbiter_code(
        a.arbiter_code.as_deref(),
        true,
        env.arbiter_code.as_deref(),
        a.player.lang_or(env.said),
    )
    .map_err(fault)?;
    let code = match given.as_deref() {
        None => None,
        Some(code) => {
            let salt = crate::store::fresh_salt().map_err(|_| fault(CodeFault::NoSalt))?;
            let short = CodeFault::Short { min: SHORTEST_CODE };
            Some(ArbiterCode::new(code, salt).map_err(|_| fault(short))?)
        }
    };
    Ok(Some(Tournament::new(code)))
}

/// The theme asked for with `--theme`; without it the settings file's.
fn theme_of(a: &GameArgs) -> Result<Option<ThemeName>, Refusal> {
    a.theme
        .as_deref()
        .map(|name| {
            name.parse::<ThemeName>()
                .map_err(|_| Refusal::Theme(name.to_owned()))
        })
        .transpose()
}

/// The player `--white` or `--black` names: human, engine or
/// engine:LEVEL.
fn player(text: &str) -> Result<Player, Refusal> {
    match text.trim().to_lowercase().as_str() {
        "human" => Ok(Player::Human),
        "engine" => Ok(Player::Engine(Level::default())),
        other => match other.strip_prefix("engine:") {
            Some(level) => level
                .parse::<Level>()
                .map(Player::Engine)
                .map_err(|e| Refusal::Level(text.to_owned(), e.0)),
            None => Err(Refusal::Player(text.to_owned())),
        },
    }
}

/// A player's name as given with `option`: one line of text, trimmed; an
/// empty one is no name.
fn player_name(option: &'static str, given: Option<String>) -> Result<Option<String>, Refusal> {
    let Some(given) = given else {
        return Ok(None);
    };
    if given.chars().any(char::is_control) {
        return Err(Refusal::Name(option));
    }
    let name = given.trim();
    Ok((!name.is_empty()).then(|| name.to_owned()))
}

/// The options that make a new game, given together with `--resume`: a
/// sentence saying why they cannot be, or `Ok` when none was given.
fn refuse_with_resume(a: &GameArgs) -> Result<(), Refusal> {
    if !a.resume {
        return Ok(());
    }
    let given: Vec<&'static str> = [
        ("--white", a.white.is_some()),
        ("--black", a.black.is_some()),
        ("--time", a.time.is_some()),
        ("--rules", a.rules.is_some()),
        ("--laws", a.laws.is_some()),
        ("--fen", a.fen.is_some()),
        ("--chess960", a.chess960.is_some()),
        ("--tournament", a.tournament),
        ("--white-name", a.white_name.is_some()),
        ("--black-name", a.black_name.is_some()),
    ]
    .into_iter()
    .filter_map(|(name, given)| given.then_some(name))
    .collect();
    if given.is_empty() {
        return Ok(());
    }
    Err(Refusal::WithResume(given))
}

/// A Chess960 starting position drawn at random, 0 to 959, from the
/// system's randomness (518, the standard one, where there is none).
fn random_chess960() -> u32 {
    let mut bytes = [0u8; 4];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u32::from_le_bytes(bytes) % 960,
        Err(_) => 518,
    }
}

/// The options of a game as `a` asks, in the environment `env`; a
/// refusal in the player's language when they cannot make one.
pub fn options(a: GameArgs, env: &Environment) -> Result<Options, Refused> {
    let lang = a.player.lang_or(env.said);
    options_in(a, env).map_err(|why| why.in_lang(lang))
}

/// The options of `tactus tty` (and `tactus puzzle`): a game's, without a
/// screen reader's window.
pub fn tty_options(a: GameArgs, env: &Environment) -> Result<Options, Refused> {
    let options = options(a, env)?;
    if options.screen_reader {
        let lang = options.lang.unwrap_or(env.said);
        return Err(Refusal::ScreenReaderInTty.in_lang(lang));
    }
    Ok(options)
}

/// The options of `tactus play`: a game's, with the theme of `--theme`.
pub fn window_options(a: GameArgs, env: &Environment) -> Result<Options, Refused> {
    let lang = a.player.lang_or(env.said);
    let theme = theme_of(&a).map_err(|why| why.in_lang(lang))?;
    let mut options = options(a, env)?;
    options.theme = theme;
    Ok(options)
}

fn options_in(a: GameArgs, env: &Environment) -> Result<Options, Refusal> {
    refuse_with_resume(&a)?;
    let tournament = tournament_of(&a, env)?;
    // A tournament game is two people at the table: no engine by default.
    let default_black = if tournament.is_some() {
        "human"
    } else {
        "engine:5"
    };
    let rules = match a
        .rules
        .as_deref()
        .unwrap_or("casual")
        .to_lowercase()
        .as_str()
    {
        "strict" => Rules::Strict,
        "casual" => Rules::Casual,
        other => return Err(Refusal::Rules(other.to_owned())),
    };
    let chosen = a.player.voice()?;
    // The position is checked here, to be refused in the player's words.
    let fen = a.fen.map(|fields| fields.join(" "));
    if let Some(fen) = &fen {
        Game::from_fen(fen).map_err(Refusal::Fen)?;
    }
    let screen_reader = chosen == Some(VoiceChoice::ScreenReader);
    let voice = chosen.map(VoiceChoice::kind);
    Ok(Options {
        players: shakmaty::ByColor {
            white: player(a.white.as_deref().unwrap_or("human"))?,
            black: player(a.black.as_deref().unwrap_or(default_black))?,
        },
        names: shakmaty::ByColor {
            white: player_name("--white-name", a.white_name)?,
            black: player_name("--black-name", a.black_name)?,
        },
        control: a.time.unwrap_or_else(TimeControl::default_game),
        rules,
        laws: a.laws.unwrap_or_default(),
        style: a.player.style,
        lang: a.player.lang,
        voice,
        screen_reader,
        transcript: a.player.transcript,
        engine: a.engine.engine,
        fen,
        chess960: a.chess960.map(|n| n.unwrap_or_else(random_chess960)),
        resume: a.resume,
        theme: None,
        locale_lang: env.lang,
        folders: env.folders.clone(),
        tournament,
        braille: a.player.braille,
        listen: a.player.listen,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Cli, Command};
    use crate::notation::{Lang, Style};
    use clap::Parser;

    fn play_args(extra: &[&str]) -> GameArgs {
        let mut argv = vec!["tactus", "play"];
        argv.extend_from_slice(extra);
        match Cli::try_parse_from(argv).map(|c| c.command) {
            Ok(Some(Command::Play(args))) => *args,
            _ => panic!("tactus play {extra:?} does not parse"),
        }
    }

    fn game_options_en(a: GameArgs) -> Result<Options, String> {
        options(a, &Environment::english()).map_err(|refused| refused.words())
    }

    fn theme_of_en(a: &GameArgs) -> Result<Option<ThemeName>, String> {
        theme_of(a).map_err(|why| why.words(Lang::En))
    }

    fn player_en(text: &str) -> Result<Player, String> {
        player(text).map_err(|why| why.words(Lang::En))
    }

    #[test]
    fn options_that_set_up_a_game_are_refused_with_resume() {
        let err = game_options_en(play_args(&["--resume", "--time", "5+0"])).unwrap_err();
        assert!(
            err.starts_with("--time sets up a new game and cannot go with --resume"),
            "{err}"
        );
        assert!(err.ends_with("to start a new game with it"), "{err}");
        let err = game_options_en(play_args(&[
            "--resume",
            "--white",
            "engine",
            "--fen",
            "8/8/8/8/8/8/8/K1k5 w - - 0 1",
        ]))
        .unwrap_err();
        assert!(
            err.starts_with("--white and --fen set up a new game"),
            "{err}"
        );
        let err = game_options_en(play_args(&[
            "--resume", "--black", "human", "--rules", "strict", "--time", "5+0",
        ]))
        .unwrap_err();
        assert!(
            err.starts_with("--black, --time and --rules set up"),
            "{err}"
        );
    }

    #[test]
    fn the_speaking_options_go_with_resume_and_the_game_options_default() {
        let options =
            game_options_en(play_args(&["--resume", "--lang", "de", "--style", "san"])).unwrap();
        assert!(options.resume);
        assert_eq!(options.lang, Some(Lang::De));
        assert_eq!(options.style, Some(Style::San));
        assert_eq!(options.control.to_string(), "15+10");
        assert_eq!(options.players.white, Player::Human);
        assert_eq!(
            options.players.black,
            Player::Engine(Level::new(5).unwrap())
        );
        let options = game_options_en(play_args(&["--time", "5+3", "--rules", "strict"])).unwrap();
        assert_eq!(options.control.to_string(), "5+3");
        assert_eq!(options.rules, Rules::Strict);
    }

    #[test]
    fn tournament_mode_refuses_an_engine_and_a_short_code_without_saying_the_code() {
        let options = game_options_en(play_args(&["--tournament"])).unwrap();
        assert!(options.tournament.is_some());
        assert_eq!(options.players.black, Player::Human);
        for engine in [
            &["--tournament", "--black", "engine:3"][..],
            &["--tournament", "--white", "engine"],
            &["--tournament", "--engine", "/usr/games/stockfish"],
        ] {
            let err = game_options_en(play_args(engine)).unwrap_err();
            assert!(err.contains("cannot go with an engine"), "{err}");
        }
        let err =
            game_options_en(play_args(&["--tournament", "--arbiter-code", "x7q"])).unwrap_err();
        assert!(err.contains("at least 4 characters"), "{err}");
        assert!(!err.contains("x7q"), "{err}");
        let options =
            game_options_en(play_args(&["--tournament", "--arbiter-code", "x7q9"])).unwrap();
        let code = options.tournament.and_then(|t| t.code).unwrap();
        assert!(code.matches("x7q9"));
        assert!(Cli::try_parse_from(["tactus", "tty", "--arbiter-code", "x7q9"]).is_err());
        let err = game_options_en(play_args(&["--resume", "--tournament"])).unwrap_err();
        assert!(err.starts_with("--tournament sets up a new game"), "{err}");
    }

    #[test]
    fn a_level_out_of_range_is_refused_naming_the_range() {
        for bad in ["engine:0", "engine:11", "engine:99", "engine:x", "engine:"] {
            let err = player_en(bad).unwrap_err();
            assert!(err.contains("levels go from 1 (weakest) to 10"), "{err}");
        }
        assert!(player_en("robot").unwrap_err().contains("from 1 to 10"));
        assert_eq!(player_en("Engine:10"), Ok(Player::Engine(Level::MAX)));
    }

    #[test]
    fn the_theme_option_picks_a_theme_and_names_the_choices_when_wrong() {
        assert_eq!(theme_of_en(&play_args(&[])), Ok(None));
        assert_eq!(
            theme_of_en(&play_args(&["--theme", "black-white"])),
            Ok(Some(ThemeName::BlackWhite))
        );
        assert_eq!(
            theme_of_en(&play_args(&["--theme", "Color-Blind"])),
            Ok(Some(ThemeName::ColourBlind))
        );
        let err = theme_of_en(&play_args(&["--theme", "neon"])).unwrap_err();
        assert!(err.contains("\"neon\" is not a theme"), "{err}");
        assert!(
            err.contains("yellow-navy, black-white and colour-blind"),
            "{err}"
        );
    }
}
