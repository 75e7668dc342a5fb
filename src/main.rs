//! The `tactus` command line: picks a front end and hands over.

use std::{ffi::OsString, io::Write, path::PathBuf, process::ExitCode};

use clap::{Args, CommandFactory, Parser, Subcommand};
use tactus::{
    app::{
        command_line::{self, setup, setup::CodeFault},
        voice_choice::VoiceChoice,
    },
    clock, tty, window,
    notation::{Lang, Style},
    replay::{self, Format},
    rules::{laws::Laws, time_control::TimeControl},
    session::settings::{ThemeName, VoiceKind},
    speech::{
        backends::{TtsSettings, open_voice},
        phrase::Phrases,
    },
    store::Folders,
};

/// Chess for blind and visually impaired players.
#[derive(Parser)]
#[command(name = "tactus", version, about)]
struct Cli {
    /// Without a command: `play`, the board window.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Replays a game from a PGN file: its moves, then the result and why.
    Replay {
        /// The PGN file.
        file: PathBuf,
        /// Which game of the file, counting from 1.
        #[arg(long, default_value_t = 1)]
        game: usize,
        /// `text` for a person, `jsonl` for a program.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Read the game aloud instead, move by move, then the result.
        #[arg(long)]
        speak: bool,
        /// The edition of the Laws: 2023 (in force) or 2008 [default: the
        /// game's `Laws` tag, else 2023].
        #[arg(long)]
        laws: Option<Laws>,
        #[command(flatten)]
        speech: SpeechArgs,
    },
    /// Reviews a game of a PGN file with the engine, aloud: each side's
    /// accuracy, then each mistake and blunder, why, and the better move.
    Review(Box<tactus::app::review::ReviewArgs>),
    /// Learns from the mistakes of a game of a PGN file: each mistake and
    /// blunder set again, to find a better move, judged by the engine.
    Learn(Box<tactus::app::review::learn::LearnArgs>),
    /// Plays a game in a line interface made for screen readers.
    Tty(Box<GameArgs>),
    /// Plays a game in the board window (the default); with no display, in
    /// the line interface.
    Play(Box<GameArgs>),
    /// Puzzles from the Lichess puzzle database in the line interface: the
    /// position heard as you choose (b, p, s, e4?), your move typed.
    Puzzle(Box<PuzzleArgs>),
    /// Checks every game of PGN files against the Laws: one line per
    /// finding, then a summary; exit status 0 clean, 1 findings, 2 unreadable.
    Check(tactus::check::CheckArgs),
    /// Writes the score of a game of a PGN file in braille (BRF or
    /// Unicode) or print; exit status 2 for bad input.
    Score(tactus::score::ScoreArgs),
    /// The talking chess clock that keeps the score as the game goes, in
    /// the line interface.
    Clock(clock::ClockArgs),
    /// The arbiter's tools: two scoresheets reconciled, a round's report,
    /// a clock game's log.
    #[command(subcommand)]
    Arbiter(tactus::arbiter::ArbiterCommand),
}

/// The default options of a game, for `tactus` alone.
#[derive(Parser)]
struct Defaults {
    #[command(flatten)]
    game: GameArgs,
}

/// The options of a game: `tactus tty` and `tactus play` share them.
#[derive(clap::Args)]
struct GameArgs {
    // The options that make the game (players, time control, rules,
    // position) are `Option`s so that one given together with `--resume`
    // can be told from its default and refused; their defaults are in
    // `game_options`.
    /// Who plays White: human, engine or engine:LEVEL (1-10) [default: human].
    #[arg(long)]
    white: Option<String>,
    /// Who plays Black: human, engine or engine:LEVEL (1-10) [default: engine:5].
    #[arg(long)]
    black: Option<String>,
    /// The time control, e.g. 15+10, 5s+0, 40/90,30+30 [default: 15+10].
    #[arg(long)]
    time: Option<TimeControl>,
    /// strict (Appendix E steps) or casual [default: casual].
    #[arg(long)]
    rules: Option<String>,
    /// The edition of the Laws: 2023 (in force) or 2008 (fivefold
    /// repetition and 75 moves do not end the game) [default: 2023].
    #[arg(long)]
    laws: Option<Laws>,
    /// How tactus talks to the player: style, language, voice, transcript,
    /// braille display.
    #[command(flatten)]
    player: PlayerOptions,
    /// The UCI engine program.
    #[arg(long)]
    engine: Option<PathBuf>,
    /// The starting position, a FEN (in quotes, or its six fields one
    /// after another).
    #[arg(long, num_args = 1..=6, value_name = "FEN")]
    fen: Option<Vec<String>>,
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
    chess960: Option<Option<u32>>,
    /// Continues the last unfinished game, with its players, time control
    /// and rules; --style, --lang and --voice given with it replace the
    /// saved ones.
    #[arg(long)]
    resume: bool,
    /// The board window's colours: yellow-navy, black-white or colour-blind
    /// (all high contrast), over the saved setting (`set theme`, Ctrl+,).
    /// The line interface has no picture and ignores it.
    #[arg(long)]
    theme: Option<String>,
    /// Tournament mode: only what the Laws allow a player (the clock, the
    /// score, the words of the moves); two people, no engine. Kept by
    /// --resume.
    #[arg(long)]
    tournament: bool,
    /// The arbiter's code (at least 4 characters) that ends tournament mode
    /// during the game; kept only as a salted hash. Without it the mode
    /// lasts until the game ends. `-` reads it from the first line of
    /// standard input (not shown on a terminal); so does the environment
    /// variable TACTUS_ARBITER_CODE give it. A CODE written here shows in
    /// the process list (`ps`) to every user of the machine.
    #[arg(long, requires = "tournament", value_name = "CODE|-")]
    arbiter_code: Option<String>,
    /// The name of White's player, for the score (PGN `White`); an engine
    /// is named by its level.
    #[arg(long, value_name = "NAME")]
    white_name: Option<String>,
    /// The name of Black's player, for the score (PGN `Black`).
    #[arg(long, value_name = "NAME")]
    black_name: Option<String>,
}

/// The options of every command that talks to a player as a game does
/// (`tty`, `play`, `puzzle`), declared once: how moves are put into words,
/// the language, the voice, a transcript, a braille display.
#[derive(clap::Args)]
struct PlayerOptions {
    /// appendix-e (anna), spoken, nato or san.
    #[arg(long)]
    style: Option<Style>,
    /// en, de or es.
    #[arg(long)]
    lang: Option<Lang>,
    /// tts, text, none or screen-reader (the board window only: tactus is
    /// silent and your own screen reader speaks what it says).
    #[arg(long)]
    voice: Option<String>,
    /// Records every utterance (JSON lines) in this file.
    #[arg(long)]
    transcript: Option<PathBuf>,
    /// A refreshable braille display through BRLTTY: auto (when BRLTTY
    /// offers one), on (say why when none can be taken) or off; without
    /// it, the `braille` setting (auto unless set). In the line interface
    /// and the board window alike.
    #[arg(long, value_enum)]
    braille: Option<BrailleUse>,
}

/// The options of `tactus puzzle`: which puzzle, and how it is said.
#[derive(clap::Args)]
struct PuzzleArgs {
    /// A puzzle near this rating (100-3500) [default: near your puzzle rating].
    #[arg(long, value_parser = clap::value_parser!(u16).range(100..=3500))]
    rating: Option<u16>,
    /// A puzzle with this theme: its Lichess name (fork, pin, mateIn2) or
    /// its words in your language (Gabel, clavada).
    #[arg(long)]
    theme: Option<String>,
    /// This puzzle, by its Lichess id (00008).
    #[arg(long)]
    id: Option<String>,
    /// Puzzles from this file in the Lichess puzzle database's CSV form
    /// (the whole database will do), read line by line, instead of the
    /// puzzles shipped with tactus.
    #[arg(long, value_name = "FILE.csv")]
    file: Option<PathBuf>,
    /// Puzzles from your own games: the winning moves you missed, as the
    /// reviews kept in your games folder found them (tactus review, or
    /// review in a game).
    #[arg(long, conflicts_with = "file")]
    own: bool,
    /// How tactus talks to the player, as in a game.
    #[command(flatten)]
    player: PlayerOptions,
}

/// The environment variable that gives the arbiter's code without showing
/// it in the process list.
const CODE_VARIABLE: &str = "TACTUS_ARBITER_CODE";

/// The arbiter's code of a game in tournament mode: `--arbiter-code -`
/// reads it from standard input, `--arbiter-code CODE` is the code, and
/// without either [`CODE_VARIABLE`] (`from_env`) gives it. Nothing outside
/// tournament mode.
fn arbiter_code(
    given: Option<&str>,
    tournament: bool,
    from_env: Option<&str>,
    lang: Lang,
) -> Result<Option<String>, CodeFault> {
    if !tournament {
        return Ok(None);
    }
    match given {
        Some("-") => read_code(lang).map(Some),
        Some(code) => Ok(Some(code.to_owned())),
        None => Ok(from_env.filter(|c| !c.is_empty()).map(str::to_owned)),
    }
}

/// One line of standard input, the arbiter's code: asked for ("Arbiter's
/// code?") and not echoed when it is a terminal; the rest of standard
/// input is left for the game.
fn read_code(lang: Lang) -> Result<String, CodeFault> {
    use std::io::{BufRead, IsTerminal, Write};
    let stdin = std::io::stdin();
    let terminal = stdin.is_terminal();
    if terminal {
        let ask = tactus::notation::format_message(lang, "tournament-ask-code", &[]);
        eprint!("{ask} ");
        let _ = std::io::stderr().flush();
    }
    let hidden = terminal.then(echo_off);
    let mut line = String::new();
    let read = stdin.lock().read_line(&mut line);
    drop(hidden);
    if terminal {
        eprintln!();
    }
    read.map_err(|_| CodeFault::Unreadable)?;
    let code = line.trim_end_matches(['\n', '\r']);
    if code.is_empty() {
        return Err(CodeFault::None);
    }
    Ok(code.to_owned())
}

// The terminal on standard input with its echo off, on again when dropped.
use tactus::app::braille_line::BrailleUse;
use tactus::app::echo::echo_off;

/// Tournament mode as `--tournament` and `--arbiter-code` ask: the code
/// hashed at once; an engine, or a code too short, refused naming the
/// problem (never the code).
fn tournament_of(
    a: &GameArgs,
    env: &Environment,
) -> Result<Option<tactus::rules::tournament::Tournament>, String> {
    use tactus::rules::tournament::{ArbiterCode, Tournament};
    if !a.tournament {
        return Ok(None);
    }
    let engine = [&a.white, &a.black]
        .into_iter()
        .flatten()
        .any(|p| p.trim().to_lowercase().starts_with("engine"));
    let lang = a.player.lang.unwrap_or(env.said);
    if engine || a.engine.is_some() {
        return Err(setup::tournament_engine(lang));
    }
    let fault = |f| setup::code(lang, f);
    let given = arbiter_code(
        a.arbiter_code.as_deref(),
        true,
        env.arbiter_code.as_deref(),
        lang,
    )
    .map_err(fault)?;
    let code = match given.as_deref() {
        None => None,
        Some(code) => {
            let salt = tactus::store::fresh_salt().map_err(|_| fault(CodeFault::NoSalt))?;
            let short = CodeFault::Short {
                min: tactus::rules::tournament::SHORTEST_CODE,
            };
            Some(ArbiterCode::new(code, salt).map_err(|_| fault(short))?)
        }
    };
    Ok(Some(Tournament::new(code)))
}

/// The theme asked for with `--theme`; without it the settings file's.
fn theme_of(a: &GameArgs, lang: Lang) -> Result<Option<ThemeName>, String> {
    a.theme
        .as_deref()
        .map(|name| {
            name.parse::<ThemeName>()
                .map_err(|_| setup::theme(lang, name))
        })
        .transpose()
}

fn player(text: &str, lang: Lang) -> Result<tactus::event::Player, String> {
    use tactus::{engine::Level, event::Player};
    match text.trim().to_lowercase().as_str() {
        "human" => Ok(Player::Human),
        "engine" => Ok(Player::Engine(Level::default())),
        other => match other.strip_prefix("engine:") {
            Some(level) => level
                .parse::<Level>()
                .map(Player::Engine)
                .map_err(|e| setup::level(lang, text, &e.0)),
            None => Err(setup::player(lang, text)),
        },
    }
}

/// A player's name as given with `option`: one line of text, trimmed; an
/// empty one is no name.
fn player_name(option: &str, given: Option<String>) -> Result<Option<String>, String> {
    let Some(given) = given else {
        return Ok(None);
    };
    if given.chars().any(char::is_control) {
        return Err(format!("{option}: a name is one line of text"));
    }
    let name = given.trim();
    Ok((!name.is_empty()).then(|| name.to_owned()))
}

/// The options that make a new game, given together with `--resume`: a
/// sentence saying why they cannot be, or `Ok` when none was given.
fn refuse_with_resume(a: &GameArgs, lang: Lang) -> Result<(), String> {
    if !a.resume {
        return Ok(());
    }
    let given: Vec<&str> = [
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
    Err(setup::refused_with_resume(lang, &given))
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

/// What the environment says, read here once for every command and handed
/// down: nothing below `main` reads these variables.
struct Environment {
    /// The language of the user's locale (see [`Lang::from_locale`] for
    /// the precedence).
    lang: Lang,
    /// The language the command line speaks when no `--lang` is given:
    /// the settings file's, else the locale's.
    said: Lang,
    /// tactus's data and settings folders.
    folders: Folders,
    /// The arbiter's code from [`CODE_VARIABLE`].
    arbiter_code: Option<String>,
}

impl Environment {
    fn read() -> Environment {
        let var = |name| std::env::var(name).ok();
        let lang = Lang::from_locale([var("LC_ALL"), var("LC_MESSAGES"), var("LANG")]);
        let folders = Folders::from_vars(|name| std::env::var_os(name));
        let defaults = tactus::session::settings::Settings {
            lang,
            ..Default::default()
        };
        let said = tactus::config::load(&folders.settings_file(), defaults)
            .0
            .lang;
        Environment {
            lang,
            said,
            folders,
            arbiter_code: var(CODE_VARIABLE),
        }
    }
}

fn game_options(a: GameArgs, env: &Environment) -> Result<tty::Options, String> {
    use tactus::rules::procedure::Rules;
    let lang = a.player.lang.unwrap_or(env.said);
    refuse_with_resume(&a, lang)?;
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
        other => return Err(setup::rules(lang, other)),
    };
    let chosen = a
        .player
        .voice
        .as_deref()
        .map(|v| v.parse::<VoiceChoice>().map_err(|_| setup::voice(lang, v)))
        .transpose()?;
    // The position is checked here, to be refused in the player's words.
    let fen = a.fen.map(|fields| fields.join(" "));
    if let Some(fen) = &fen {
        tactus::rules::game::Game::from_fen(fen).map_err(|e| command_line::fen(lang, &e))?;
    }
    let screen_reader = chosen == Some(VoiceChoice::ScreenReader);
    let voice = chosen.map(VoiceChoice::kind);
    Ok(tty::Options {
        players: shakmaty::ByColor {
            white: player(a.white.as_deref().unwrap_or("human"), lang)?,
            black: player(a.black.as_deref().unwrap_or(default_black), lang)?,
        },
        names: shakmaty::ByColor {
            white: player_name("--white-name", a.white_name)?,
            black: player_name("--black-name", a.black_name)?,
        },
        control: match a.time {
            Some(control) => control,
            None => "15+10".parse().map_err(|e| format!("{e}"))?,
        },
        rules,
        laws: a.laws.unwrap_or_default(),
        style: a.player.style,
        lang: a.player.lang,
        voice,
        screen_reader,
        transcript: a.player.transcript,
        engine: a.engine,
        fen,
        chess960: a.chess960.map(|n| n.unwrap_or_else(random_chess960)),
        resume: a.resume,
        theme: None,
        locale_lang: env.lang,
        folders: env.folders.clone(),
        tournament,
        braille: a.player.braille,
    })
}

/// How tactus speaks.
#[derive(Args)]
struct SpeechArgs {
    /// How moves are put into words: appendix-e (the FIDE words), spoken, nato or san.
    #[arg(long, default_value_t = Style::Spoken)]
    style: Style,
    /// The language: en, de or es (default: the system's, else English).
    #[arg(long)]
    lang: Option<Lang>,
    /// tts (the system's speech synthesizer), text (one line per utterance) or none.
    #[arg(long, default_value = "tts")]
    voice: VoiceKind,
    /// Also write every utterance as a JSON line to this file.
    #[arg(long)]
    transcript: Option<PathBuf>,
}

/// Reads game `number` of `file` aloud; exit status 2 on a bad file.
fn speak_game(
    file: &std::path::Path,
    number: usize,
    laws: Option<Laws>,
    args: SpeechArgs,
    locale_lang: Lang,
) -> ExitCode {
    let lang = args.lang.unwrap_or(locale_lang);
    let game = match replay::load(file, number, laws) {
        Ok(game) => game,
        Err(err) => {
            eprintln!("tactus: {}", err.words(lang));
            return ExitCode::from(2);
        }
    };
    let phrases = Phrases::new(args.style, lang, false);
    // The synthesizer's voice speaks the language of the words.
    let tts = TtsSettings {
        language: Some(lang.to_string()),
        ..TtsSettings::default()
    };
    let voice = match open_voice(args.voice, &tts, args.transcript, std::io::stderr()) {
        Ok(voice) => voice,
        Err(err) => {
            eprintln!("tactus: {}", phrases.speech_fault(&err.into()));
            return ExitCode::from(2);
        }
    };
    let start = std::time::Instant::now();
    for utterance in replay::spoken(&game, &phrases) {
        let now = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
        voice.say(utterance, now);
    }
    // Let the whole game be said: a long game read aloud takes minutes.
    voice.shutdown(std::time::Duration::from_secs(6 * 3600));
    ExitCode::SUCCESS
}

/// The command line read by clap, or what to say of it: one sentence in
/// the language of its `--lang`, else `said`, and exit status 2 (the help
/// and the version are clap's own, and end here).
fn parse(args: &[OsString], said: Lang) -> Result<Cli, ExitCode> {
    Cli::try_parse_from(args).map_err(|e| {
        let lang = command_line::lang_given(args).unwrap_or(said);
        match command_line::parse_error(&e, &Cli::command(), args, lang) {
            Some(words) => {
                eprintln!("tactus: {words}");
                ExitCode::from(2)
            }
            None => e.exit(),
        }
    })
}

/// The command `scripts/package` runs, `tactus package-files DIR`: the man
/// pages and shell completions of [`Cli`] written into DIR. It is not one
/// of [`Command`]'s, so that neither `--help` nor the pages and completions
/// it writes name it.
const PACKAGE_FILES: &str = "package-files";

/// Writes the manual into `dir`, naming each file written.
fn package_files(dir: &std::ffi::OsStr) -> ExitCode {
    use clap::CommandFactory;
    match tactus::cli::manual::write(Cli::command(), std::path::Path::new(dir)) {
        Ok(written) => {
            for file in written {
                println!("{}", file.display());
            }
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("tactus: {}: {err}", std::path::Path::new(dir).display());
            ExitCode::from(2)
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    if let [_, command, dir] = args.as_slice()
        && command == PACKAGE_FILES
    {
        return package_files(dir);
    }
    let env = Environment::read();
    let cli = match parse(&args, env.said) {
        Ok(cli) => cli,
        Err(status) => return status,
    };
    let command = cli
        .command
        .unwrap_or_else(|| Command::Play(Box::new(Defaults::parse_from(["tactus"]).game)));
    if matches!(
        command,
        Command::Tty(_) | Command::Play(_) | Command::Clock(_) | Command::Puzzle(_)
    ) {
        // What a save killed half-way left behind, before anything is saved.
        tactus::store::sweep_temporaries(&env.folders);
    }
    match command {
        Command::Check(args) => ExitCode::from(tactus::check::run(&args, env.said)),
        Command::Score(args) => ExitCode::from(tactus::score::run(&args, env.said)),
        Command::Review(args) => {
            ExitCode::from(tactus::app::review::run(*args, env.said, &env.folders))
        }
        Command::Learn(args) => ExitCode::from(tactus::app::review::learn::run(
            *args,
            env.said,
            &env.folders,
        )),
        Command::Arbiter(command) => {
            ExitCode::from(tactus::arbiter::run(&command, env.said, &env.folders))
        }
        Command::Clock(mut args) => {
            // The code read here, so that it need not be on the command line.
            match arbiter_code(
                args.arbiter_code.as_deref(),
                args.tournament,
                env.arbiter_code.as_deref(),
                env.lang,
            ) {
                Ok(code) => args.arbiter_code = code,
                Err(fault) => {
                    let lang = args.lang.unwrap_or(env.said);
                    eprintln!("tactus: {}", setup::code(lang, fault));
                    return ExitCode::from(2);
                }
            }
            let display = ["DISPLAY", "WAYLAND_DISPLAY"]
                .iter()
                .any(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()));
            ExitCode::from(clock::command(args, env.lang, env.folders, display))
        }
        Command::Tty(args) => match game_options(*args, &env) {
            Ok(options) if options.screen_reader => {
                let lang = options.lang.unwrap_or(env.said);
                eprintln!("tactus: {}", setup::screen_reader_in_tty(lang));
                ExitCode::from(2)
            }
            Ok(options) => ExitCode::from(tty::run(options)),
            Err(err) => {
                eprintln!("tactus: {err}");
                ExitCode::from(2)
            }
        },
        Command::Puzzle(args) => puzzles(*args, &env),
        Command::Play(args) => {
            let lang = args.player.lang.unwrap_or(env.said);
            let options = theme_of(&args, lang).and_then(|theme| {
                let mut options = game_options(*args, &env)?;
                options.theme = theme;
                Ok(options)
            });
            match options {
                Ok(options) => ExitCode::from(window::run(options)),
                Err(err) => {
                    eprintln!("tactus: {err}");
                    ExitCode::from(2)
                }
            }
        }
        Command::Replay {
            file,
            game,
            speak: true,
            speech,
            laws,
            ..
        } => speak_game(&file, game, laws, speech, env.said),
        Command::Replay {
            file,
            game,
            format,
            laws,
            speech,
            ..
        } => match replay::replay_file(&file, game, format, laws) {
            Ok(output) => {
                let mut stdout = std::io::stdout().lock();
                if stdout
                    .write_all(output.as_bytes())
                    .and_then(|()| stdout.flush())
                    .is_err()
                {
                    return ExitCode::from(1);
                }
                ExitCode::SUCCESS
            }
            Err(err) => {
                eprintln!("tactus: {}", err.words(speech.lang.unwrap_or(env.said)));
                ExitCode::from(2)
            }
        },
    }
}

/// `tactus puzzle`: the options of a game made of the puzzle's, and the
/// puzzles in the line interface.
fn puzzles(args: PuzzleArgs, env: &Environment) -> ExitCode {
    use tactus::{app::driver::PuzzleOptions, study::puzzle::choose::Ask};
    let mut game = Defaults::parse_from(["tactus"]).game;
    let lang = args.player.lang.unwrap_or(env.said);
    game.player = args.player;
    match game_options(game, env) {
        Ok(options) if options.screen_reader => {
            eprintln!("tactus: {}", setup::screen_reader_in_tty(lang));
            ExitCode::from(2)
        }
        Ok(options) => {
            let ask = Ask {
                rating: args.rating,
                theme: args.theme.as_deref().map(tactus::input::puzzle::theme),
                id: args.id,
                own: args.own,
            };
            let file = args.file;
            ExitCode::from(tty::run_puzzles(options, PuzzleOptions { ask, file }))
        }
        Err(err) => {
            eprintln!("tactus: {err}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_args(extra: &[&str]) -> GameArgs {
        let mut argv = vec!["tactus", "play"];
        argv.extend_from_slice(extra);
        match Cli::try_parse_from(argv).map(|c| c.command) {
            Ok(Some(Command::Play(args))) => *args,
            _ => panic!("tactus play {extra:?} does not parse"),
        }
    }

    fn game_options_en(a: GameArgs) -> Result<tty::Options, String> {
        let env = Environment {
            lang: Lang::En,
            said: Lang::En,
            folders: Folders {
                data: "data".into(),
                config: "config".into(),
            },
            arbiter_code: None,
        };
        game_options(a, &env)
    }

    fn theme_of_en(a: &GameArgs) -> Result<Option<ThemeName>, String> {
        theme_of(a, Lang::En)
    }

    #[test]
    fn the_arbiters_code_comes_from_the_option_else_the_environment() {
        let code = |given, tournament, env| arbiter_code(given, tournament, env, Lang::En);
        assert_eq!(code(None, true, Some("x7q9")), Ok(Some("x7q9".into())));
        assert_eq!(
            code(Some("ab12"), true, Some("x7q9")),
            Ok(Some("ab12".into()))
        );
        assert_eq!(code(None, true, Some("")), Ok(None));
        assert_eq!(code(None, false, Some("x7q9")), Ok(None));
        assert_eq!(code(None, true, None), Ok(None));
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
        assert_eq!(options.players.white, tactus::event::Player::Human);
        assert_eq!(
            options.players.black,
            tactus::event::Player::Engine(tactus::engine::Level::new(5).unwrap())
        );
        let options = game_options_en(play_args(&["--time", "5+3", "--rules", "strict"])).unwrap();
        assert_eq!(options.control.to_string(), "5+3");
        assert_eq!(options.rules, tactus::rules::procedure::Rules::Strict);
    }

    #[test]
    fn tournament_mode_refuses_an_engine_and_a_short_code_without_saying_the_code() {
        let options = game_options_en(play_args(&["--tournament"])).unwrap();
        assert!(options.tournament.is_some());
        assert_eq!(options.players.black, tactus::event::Player::Human);
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
            let err = player(bad, Lang::En).unwrap_err();
            assert!(err.contains("levels go from 1 (weakest) to 10"), "{err}");
        }
        assert!(
            player("robot", Lang::En)
                .unwrap_err()
                .contains("from 1 to 10")
        );
        assert_eq!(
            player("Engine:10", Lang::En),
            Ok(tactus::event::Player::Engine(tactus::engine::Level::MAX))
        );
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
