//! What a session says besides moves, clocks and results: answers to
//! questions about the board, confirmations, premoves, draw offers, engine
//! problems, settings, files and help. Facts, not sentences: the phrase
//! renderer words them (`locales/*/tactus.ftl`).

use shakmaty::{Chess, Color, File, Move, Piece, Rank, Role, Square};

use super::{FileError, NoAdvice, NoReview, SaveDamage, SpeechFault};
use crate::engine::{EngineError, Level};
use crate::rules::laws::Laws;
use crate::rules::pgn::PgnError;
use crate::rules::procedure::PieceAt;
use crate::setting::{SettingName, SettingValue};

/// Who plays a side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Player {
    /// A person at the keyboard.
    Human,
    /// The engine at this level.
    Engine(Level),
}

/// A file or a rank, for `s e` and `s 4` and the board read rank by rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Line {
    /// A file, a to h.
    File(File),
    /// A rank, 1 to 8.
    Rank(Rank),
}

/// Something the session says that is not a move, clock or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Tournament mode: a refusal, a move written down for the arbiter,
    /// leaving it with the arbiter's code.
    Tournament(super::TournamentNotice),
    /// A puzzle: what to find, whether a move was the one, the end and
    /// the player's rating, a puzzle file's bad rows.
    Puzzle(super::PuzzleNotice),
    /// A phrase heard: said back, a choice, not understood, or asked.
    Heard(super::HeardNotice),
    /// A new game began.
    Started {
        /// Who plays White.
        white: Player,
        /// Who plays Black.
        black: Player,
        /// The time control.
        control: crate::rules::time_control::TimeControl,
    },
    /// The game is one of Chess960: the number of its starting position
    /// and White's pieces on the first rank from a to h (Black's mirror
    /// them).
    Chess960 {
        /// The starting position's number, 0 to 959.
        number: u32,
        /// White's pieces from a1 to h1.
        rank: [shakmaty::Role; 8],
    },
    /// A saved game was resumed.
    Resumed,
    /// Which moves `score` reads when it leaves the first out: from move
    /// `first` to `last`.
    ScorePage {
        /// The first move number read.
        first: u32,
        /// The last move number of the game.
        last: u32,
    },
    /// One line of the scoresheet: a move number's moves ("Move 12, White:
    /// Knight f3; Move 12, Black: Knight f6"), each with the position
    /// before it.
    ScoreLine {
        /// White's move and Black's, or only one of them.
        entries: Vec<(Chess, Move)>,
        /// Whether it is the first line of the whole game ("The game: …").
        opens: bool,
    },
    /// The Appendix E style was chosen with a language other than German:
    /// moves are announced in its German words, the rest stays in the
    /// interface language. The appendix is named as the game's edition of
    /// the Laws numbers it (E in 2008, D since 2018).
    FideWordsInGerman {
        /// The edition of the Laws of the game.
        laws: Laws,
    },
    /// A typed promotion named no piece: which piece? (Appendix E.2.1.)
    WhichPromotion,
    /// What is on a square, asked by its name (`e4?`): said in plain words,
    /// for any medium; the tactile board's words (raised, marked) belong to
    /// feeling it ([`super::Event::Square`], [`super::Event::Cursor`]).
    OnSquare {
        /// The square.
        square: Square,
        /// The piece on it, if any.
        piece: Option<Piece>,
    },
    /// The player having the move is in check (said after whose move it
    /// is: on request, and when a game starts in check).
    InCheck {
        /// The player in check.
        side: Color,
    },
    /// `--resume` found no unfinished game: a new one begins.
    NothingToResume,
    /// No engine could be started: two people play at this keyboard.
    NoEngine {
        /// Why, from the engine client.
        error: EngineError,
    },
    /// The pieces on a file or rank, in board order.
    Line {
        /// Which line.
        line: Line,
        /// The pieces on it.
        pieces: Vec<(Square, Piece)>,
    },
    /// Where pieces of one kind stand.
    Pieces {
        /// The kind and colour.
        piece: Piece,
        /// Their squares.
        squares: Vec<Square>,
    },
    /// The pieces that attack a square, by colour: for a piece on it, its
    /// own side's are its defenders.
    Attackers {
        /// The square asked about.
        square: Square,
        /// The colour of the piece on it, if any.
        occupant: Option<Color>,
        /// White pieces attacking it.
        white: Vec<(Square, Piece)>,
        /// Black pieces attacking it.
        black: Vec<(Square, Piece)>,
    },
    /// Legal moves (of one piece or all).
    LegalMoves {
        /// The position they are legal in.
        before: Chess,
        /// The moves.
        moves: Vec<Move>,
        /// A later line of one answer (all legal moves, a line per piece):
        /// the moves only, the heading said once on the first line.
        more: bool,
    },
    /// Moves of the game: the last few (`l`) or all (`score`).
    Moves {
        /// True for the whole game.
        all: bool,
        /// Each move with the position before it.
        entries: Vec<(Chess, Move)>,
    },
    /// A move read back before it is made (`set confirm on`).
    ConfirmMove {
        /// The position.
        before: Chess,
        /// The move.
        mv: Move,
    },
    /// Asks before resigning.
    ConfirmResign {
        /// Asked by a key (or button), which confirms when pressed again;
        /// else by a typed command, which "yes" confirms.
        by_key: bool,
    },
    /// Asks before quitting a running game with a move made (the game is
    /// kept to be resumed); with none, quit goes at once.
    ConfirmQuit {
        /// Asked by a key, as for [`Notice::ConfirmResign`].
        by_key: bool,
    },
    /// A question was answered with something other than yes.
    Cancelled,
    /// A move typed while the engine thinks, to be played when the turn comes.
    PremoveRecorded {
        /// The move as typed.
        text: String,
    },
    /// The premove was cancelled (an empty line).
    PremoveCancelled,
    /// The premove could not be played when the turn came (the reason follows).
    PremoveDropped {
        /// The move as typed.
        text: String,
    },
    /// A draw was offered.
    DrawOffered {
        /// Who offers.
        by: Color,
    },
    /// A draw offer was declined.
    DrawDeclined {
        /// Who declines.
        by: Color,
    },
    /// The engine answered a person's draw offer, by its own score.
    EngineAnswersDraw {
        /// Whether it accepts (the game is drawn) or plays on.
        accepted: bool,
        /// The engine's name ("Stockfish"), if it gave one.
        engine: Option<String>,
    },
    /// The engine failed; the game is paused.
    EngineProblem {
        /// What happened, from the engine client.
        error: EngineError,
    },
    /// The game is paused until the engine is restarted.
    Paused,
    /// The engine is being (re)started.
    EngineRestarting,
    /// The engine is ready and the game goes on.
    EngineReady,
    /// The engine's level changed.
    Level {
        /// The new level.
        level: Level,
    },
    /// There is no engine in this game (`engine restart`, `level` with two people).
    NoEngineInGame,
    /// A level outside 1–10.
    BadLevel {
        /// What was typed.
        given: String,
    },
    /// A setting changed.
    Setting(SettingValue),
    /// `set NAME` without a value: the setting's value now, said with what
    /// it takes.
    SettingAsked(SettingValue),
    /// A setting changed in a list of every setting (a settings dialog):
    /// said with its place in the list, as the list's rows are.
    ListedSetting(SettingValue),
    /// The voice could not be changed to the one set; the old one speaks on.
    VoiceUnchanged {
        /// Why.
        reason: SpeechFault,
    },
    /// A setting value that does not exist.
    BadSetting {
        /// Which setting.
        name: SettingName,
        /// What was given.
        given: String,
    },
    /// The game was written to a PGN file.
    Saved {
        /// The file.
        path: String,
    },
    /// A file's game could not be imported (`load`).
    FileProblem {
        /// The file.
        path: String,
        /// What is wrong with the game.
        error: PgnError,
    },
    /// A game was loaded from a PGN file.
    Loaded {
        /// The file.
        path: String,
        /// The number of half-moves in it.
        plies: usize,
        /// The file's header of the game: its event, players and date are
        /// said once.
        header: Box<crate::rules::scoresheet::Header>,
    },
    /// Help: all commands, or one.
    Help {
        /// The command asked about (its help key), or `None` for the list.
        topic: Option<&'static str>,
    },
    /// `help WORD` for a word that is no command and no help topic.
    NoSuchHelp {
        /// What was asked about, as typed.
        given: String,
    },
    /// `set` alone: every setting's value now, in the settings dialog's
    /// order.
    Settings(Vec<SettingValue>),
    /// A line that is no command the session knows, with an argument problem.
    BadCommand {
        /// The command word's help key.
        command: &'static str,
        /// What was typed.
        text: String,
    },
    /// The talking clock's own announcements were turned on or off (asking
    /// the clock still answers).
    TalkingClock {
        /// Whether it speaks by itself now.
        on: bool,
    },
    /// A casual game's clocks wait for the first moves (as on lichess):
    /// they start after this side's first move.
    ClocksWait {
        /// Whose first move starts them.
        side: Color,
    },
    /// The board is now read from this side.
    Flipped {
        /// The side at the bottom.
        side: Color,
    },
    /// Moves were taken back.
    TakenBack {
        /// How many half-moves.
        plies: usize,
    },
    /// Strict rules: the piece was lifted (E.2.2).
    Lifted(PieceAt),
    /// Strict rules: the clock was pressed (E.2.3).
    ClockPressed,
    /// The lifted piece went back into its aperture (casual rules, or a
    /// piece with no obligation).
    PutBack(PieceAt),
    /// An opponent's piece was touched (strict rules, Art. 4.3.b).
    Touched {
        /// The piece touched.
        at: PieceAt,
        /// Whether touch-move now obliges its capture.
        must_capture: bool,
    },
    /// The piece is placed; the move is made only when announced (E.2.3).
    Placed {
        /// The position before the move.
        before: Chess,
        /// The move the board shows.
        mv: Move,
    },
    /// A pawn stands on the last rank: name the new piece (E.2.1).
    PromotionNeeded {
        /// The promotion square.
        to: Square,
    },
    /// The piece shown while the player cursors through the four a pawn
    /// may become; Enter chooses it.
    PromotionChoice {
        /// The piece.
        role: Role,
    },
    /// It is not a person's move (engine versus engine, or the game is paused).
    NotYourMove,
    /// The game is over, and what was asked needs a game that goes on;
    /// questions, `save`, `load`, `new` and `quit` remain.
    GameIsOver(super::AfterTheEnd),
    /// The session ends; the game is saved.
    Goodbye,
    /// The session ends with no move made: there was no game to keep.
    GoodbyeNothingKept,
    /// A file could not be read or written: why, in the player's words.
    FileFailed {
        /// The file, as the player named it.
        path: String,
        /// What went wrong.
        error: FileError,
    },
    /// `save FILE.wav`: the game is being read into a recording while
    /// play goes on; [`Notice::Recorded`] or a failure follows.
    RecordingStarted {
        /// The file, as the player named it.
        path: String,
    },
    /// The recording of the game is written.
    Recorded {
        /// The file, as the player named it.
        path: String,
        /// How long it plays, in milliseconds.
        length: crate::rules::Millis,
    },
    /// No recording could be made: the synthesizer failed (a file that
    /// cannot be written is [`Notice::FileFailed`]).
    RecordingFailed {
        /// The file, as the player named it.
        path: String,
        /// Why.
        why: super::RecordingFault,
    },
    /// At a plain start, an unfinished game is saved: resume it or begin a
    /// new one (the saved one is then kept in the games folder).
    SavedGameWaiting {
        /// Who played White and Black in it.
        players: [Player; 2],
        /// The number of the move it stands at.
        number: u32,
        /// Whether the saved game is only what could be read of a damaged
        /// file: then how many half-moves of it were recovered.
        recovered: Option<usize>,
        /// Asked in the board window (answered by a key) rather than on a line.
        by_key: bool,
    },
    /// The autosave could not be read; it was kept aside.
    SavedGameDamaged {
        /// Why it could not be read.
        why: SaveDamage,
        /// Where it is kept now, or why it could not be moved (it is then
        /// left where it was and not written over).
        kept: Result<String, FileError>,
    },
    /// A game set aside or finished is kept in the games folder.
    GameKept {
        /// Its PGN file.
        path: String,
        /// Whether it was unfinished (set aside for a new game) rather than finished.
        unfinished: bool,
    },
    /// The game could not be written into the games folder.
    KeepFailed {
        /// Why.
        error: FileError,
    },
    /// The game in progress could not be saved (autosave).
    AutosaveFailed {
        /// Why.
        error: FileError,
    },
    /// After failing, the autosave works again.
    AutosaveWorks,
    /// `quit` while the game cannot be saved: quitting again leaves without it.
    QuitUnsaved {
        /// Why the game cannot be saved.
        error: FileError,
    },
    /// The session ends; the game could not be saved.
    GoodbyeUnsaved,
    /// A question waiting for an answer expired unanswered: nothing changed.
    QuestionExpired,
    /// `yes` or `no` with no question waiting and no draw offer to answer.
    NothingToAnswer,
    /// The game is over (asked with `t`, `score` or the turn key): how it
    /// ended, and that `new` starts another.
    Finished {
        /// The result and why.
        ended: crate::rules::outcome::Ended,
    },
    /// `new` while the game runs: set it aside and start another?
    ConfirmNewGame {
        /// Asked by a key: the same key again confirms.
        by_key: bool,
        /// Whether the game is set aside in the games folder: not when no
        /// move was made.
        kept: bool,
    },
    // The outputs and files around the game that failed (issue #9): each
    // is said once, through the same channel as the moves.
    /// Speech could not start: the lines on the screen speak instead.
    SpeechUnavailable,
    /// The speech synthesizer stopped answering during the game: the lines
    /// on the screen speak until it returns.
    SpeechLost,
    /// The speech synthesizer answers again.
    SpeechBack,
    /// There is no sound device, or it went away during the game (`lost`):
    /// earcons are off.
    SoundUnavailable {
        /// Whether it went away during the game.
        lost: bool,
    },
    /// There is no display: the game is played in the terminal.
    NoDisplay,
    /// The display closed under the board window; the game is saved.
    DisplayLost,
    /// A value in a settings file that is no value of its setting; its
    /// default is used.
    BadConfigValue {
        /// The file's name (`config.toml`).
        file: String,
        /// The setting.
        key: String,
        /// The value as written.
        value: String,
    },
    /// A setting in a settings file that tactus does not know; ignored.
    UnknownConfigKey {
        /// The file's name.
        file: String,
        /// The key as written.
        key: String,
    },
    /// A settings file or key map that cannot be read at all; the defaults
    /// are used.
    ConfigUnreadable {
        /// The file's name.
        file: String,
        /// The line of the problem, when known.
        line: Option<usize>,
    },
    /// A settings file with bad values was kept under this name before the
    /// settings were written.
    ConfigKeptAside {
        /// The name it is kept under.
        path: String,
    },
    /// The settings file could not be written: the settings hold until
    /// tactus ends, not for the next start.
    SettingsNotSaved {
        /// Why.
        error: FileError,
    },
    /// A binding of the key map that is left out (a key or action that does
    /// not exist, or a key bound twice).
    KeyBindingIgnored {
        /// The key map's file name.
        file: String,
        /// Its line.
        line: usize,
        /// The key chord as written.
        chord: String,
        /// The action as written.
        action: String,
    },
    /// The game is played under an edition of the Laws other than the one
    /// in force: said when it starts or is resumed.
    LawsInForce {
        /// The edition.
        laws: Laws,
    },
    /// A draw claim was found incorrect and the arbiter's penalty given:
    /// extra time for the claimant's opponent (Art. 9.5).
    WrongClaimPenalty {
        /// The player who got the time.
        side: Color,
        /// How much, in milliseconds.
        added: crate::rules::Millis,
        /// The edition of the Laws that sets it.
        laws: Laws,
    },
    /// Where tactus keeps its files, asked for with `where`: whole paths.
    Where {
        /// The games folder.
        games: String,
        /// The autosave of the game in progress.
        autosave: String,
        /// The settings file.
        settings: String,
    },
    /// The result, asked for with `result`: how the game ended, or that
    /// it goes on, at move `number`.
    ResultNow {
        /// How the game ended, if it has.
        ended: Option<crate::rules::outcome::Ended>,
        /// The number of the move to be made now.
        number: u32,
    },
    /// The game reached a position the opening book names, for the first
    /// time under this name: said once, after the move.
    OpeningReached {
        /// The name, in English as the book has it ("Sicilian Defense:
        /// Najdorf Variation").
        name: String,
    },
    /// The opening asked for with `opening`: the name of the last named
    /// position the game reached, if any.
    OpeningNow {
        /// The name and its ECO code, if the game reached a named position.
        opening: Option<(String, String)>,
    },
    /// `hint`, the first time in a position: the piece the engine would
    /// move.
    HintPiece {
        /// Its kind.
        role: shakmaty::Role,
        /// Where it stands.
        from: shakmaty::Square,
    },
    /// `hint` again: the engine's move, in the position before it.
    HintMove {
        /// The position.
        before: shakmaty::Chess,
        /// The move.
        mv: shakmaty::Move,
    },
    /// `eval`: the engine's evaluation of the position, from White's side.
    Evaluation {
        /// The evaluation.
        eval: crate::engine::analysis::Eval,
    },
    /// A hint or an evaluation is asked for: the engine looks at the
    /// position (the answer follows).
    AdviceComing,
    /// A hint or an evaluation cannot be had: why.
    NoAdvice(NoAdvice),
    /// `review` cannot be had now: why.
    NoReview(NoReview),
    /// A sentence of a review walked in the game, already in the player's
    /// words: the review's own words make it
    /// ([`crate::study::review::words::ReviewWords`]), from the review,
    /// which no event carries.
    ReviewWords(String),
}
