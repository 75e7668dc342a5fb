//! The review's work: the evaluations kept in the games folder read, the
//! rest asked of the engine on its own thread, kept as they come (at each
//! quarter and at the end), the progress told (on the braille display
//! too, [`super::reading`]), a stop heard.

use std::cell::RefCell;
use std::path::Path;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

use fluent_bundle::FluentValue;

use super::prepare::Prepared;
use super::progress::Progress;
use super::reading::Reading;
use super::stop::{self, Asked};
use crate::audio::{Earcon, Earcons};
use crate::braille::message::Arrival;
use crate::engine::{
    EngineError,
    analysis::{Analysis, AnalysisEvent, Evaluation, Share},
};
use crate::event::FileError;
use crate::notation::{Lang, format_message};
use crate::speech::{Kind, Priority, Utterance, backends::SpeechThread, phrase::Phrases};
use crate::store::{IN_PROGRESS_REVIEW, ReviewKey, keep_review, kept_review};

/// How a review's work ended.
#[derive(Debug)]
pub(super) enum Ended {
    /// Every position is evaluated.
    Finished,
    /// Stopped by the player, what was done kept.
    Stopped,
    /// The engine failed (or could not start), what was done kept.
    Failed(EngineError),
}

/// What tells the player how the work goes: a line on standard error,
/// spoken too with a voice, shown on the braille display, and the
/// progress beeps.
pub(super) struct Teller<'a> {
    lang: Lang,
    voice: Option<&'a SpeechThread>,
    earcons: Option<Earcons>,
    start: Instant,
    /// The braille display, with nothing of its own to show.
    reading: RefCell<Reading>,
}

/// How long a progress beep waits for the one before it to be heard to
/// its end (a position at the end of a game is done at once), at most.
const BEEP_WAIT: Duration = Duration::from_millis(250);

impl<'a> Teller<'a> {
    /// Tells in `lang`, speaking with `voice` when there is one (a voice
    /// that only keeps the transcript says nothing aloud), beeping when
    /// it speaks aloud (`aloud`), and showing on the display of `reading`,
    /// looked for at once (what happened to it is said first).
    pub(super) fn new(
        lang: Lang,
        voice: Option<&'a SpeechThread>,
        aloud: bool,
        reading: Reading,
    ) -> Teller<'a> {
        let teller = Teller {
            lang,
            voice,
            earcons: voice.filter(|_| aloud).map(|_| Earcons::open()),
            start: Instant::now(),
            reading: RefCell::new(reading),
        };
        drop(teller.follow());
        teller
    }

    /// Says message `id`: on standard error, on the display (of its own
    /// accord: it waits behind the message being read), and spoken when
    /// `spoken`.
    fn note(&self, id: &str, args: &[(&str, FluentValue<'_>)], spoken: bool) {
        self.note_arriving(id, args, spoken, Arrival::News);
    }

    /// [`Teller::note`], shown on the display as `arrival` says.
    fn note_arriving(
        &self,
        id: &str,
        args: &[(&str, FluentValue<'_>)],
        spoken: bool,
        arrival: Arrival,
    ) {
        let text = format_message(self.lang, id, args);
        self.tell_text(text, spoken, arrival);
    }

    /// Says `text`: on standard error, on the display as `arrival` says,
    /// and spoken when `spoken`.
    fn tell_text(&self, text: String, spoken: bool, arrival: Arrival) {
        eprintln!("{text}");
        {
            let mut reading = self.reading.borrow_mut();
            reading.tell(&text);
            reading.show(arrival);
        }
        if spoken {
            self.speak(text);
        }
    }

    /// The braille display followed (see [`Reading::follow`]): what
    /// happened to it said, the lines typed on its braille keyboard
    /// handed back, with whether its Enter was pressed.
    pub(super) fn follow(&self) -> (Vec<String>, bool) {
        let followed = self.reading.borrow_mut().follow();
        for told in followed.told {
            // A display taken shows what it is for by itself.
            eprintln!("{told}");
            self.speak(told);
        }
        (followed.typed, followed.enter)
    }

    /// What the lesson said since the last call shown on the display as
    /// one message, coming as `arrival` says.
    pub(super) fn show_said(&self, arrival: Arrival) {
        self.reading.borrow_mut().show(arrival);
        drop(self.follow());
    }

    /// How long to wait for the keyboard before the display is due.
    pub(super) fn due_in(&self) -> Duration {
        self.reading.borrow().due_in()
    }

    /// The display, for what comes after the teller.
    pub(super) fn take_reading(&self) -> Reading {
        self.reading.replace(Reading::off())
    }

    /// After everything is said: waits while a display shows it, until
    /// the player ends it ([`Reading::wait`]), the lines said last
    /// coming as `arrival` says.
    pub(super) fn wait(&self, arrival: Arrival, asked: &Receiver<Asked>) {
        let mut reading = self.take_reading();
        reading.wait(arrival, asked, |told| eprintln!("{told}"));
    }

    /// Speaks `text` with the voice, if there is one.
    fn speak(&self, text: String) {
        if let Some(voice) = self.voice {
            let now = u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX);
            voice.say(
                Utterance {
                    priority: Priority::Next,
                    kind: Kind::Info,
                    text,
                    moves: Vec::new(),
                },
                now,
            );
        }
    }

    /// Says `text` as a lesson says it: a line on standard output, spoken
    /// too with a voice, and on the display with the other lines said
    /// until [`Teller::show_said`]. False when standard output is gone.
    pub(super) fn say(&self, text: String) -> bool {
        use std::io::Write as _;
        let mut stdout = std::io::stdout().lock();
        let written = writeln!(stdout, "{text}").and_then(|()| stdout.flush());
        self.reading.borrow_mut().tell(&text);
        self.speak(text);
        written.is_ok()
    }

    fn beep(&self, percent: u8) {
        if let Some(earcons) = &self.earcons {
            earcons.finish(BEEP_WAIT);
            earcons.play(Earcon::Progress(percent));
        }
    }
}

impl Drop for Teller<'_> {
    fn drop(&mut self) {
        // The last beep is heard to its end.
        if let Some(earcons) = &self.earcons {
            earcons.finish(Duration::from_millis(500));
        }
    }
}

/// Keeps `evaluations` at `path` under `key`; a failure is said once.
fn keep(
    path: &Path,
    key: &ReviewKey,
    evaluations: &[Evaluation],
    said: &mut bool,
    phrases: &Phrases,
    teller: &Teller<'_>,
) {
    if let Err(e) = keep_review(path, key, evaluations)
        && !*said
    {
        *said = true;
        let reason = phrases.file_error(&FileError::from_io(&e, path, true));
        teller.note("study-cannot-keep", &[("reason", reason.into())], false);
    }
}

/// The evaluations of the positions of `p`'s game from the start: those
/// kept in the games folder, then the rest from the engine at the budget,
/// as far as it came; and how it ended. A stop comes from `asked`; the other
/// lines typed meanwhile go into `lines` (a lesson's, to come after), or
/// without it are answered with what a review understands.
pub(super) fn review(
    p: &Prepared,
    teller: &Teller<'_>,
    asked: &Receiver<Asked>,
    mut lines: Option<&mut Vec<String>>,
) -> (Vec<Evaluation>, Ended) {
    let (kept_at, key, game, phrases) = (&p.kept_at, &p.key, &p.imported.game, &p.phrases);
    let mut evaluations = kept_review(kept_at, key);
    // The game reviewed while it was played, and kept under its name since
    // by a tactus that did not carry its review over.
    let in_progress = kept_review(&kept_at.with_file_name(IN_PROGRESS_REVIEW), key);
    if in_progress.len() > evaluations.len() {
        evaluations = in_progress;
    }
    let total = game.ply_count() + 1;
    if evaluations.len() >= total {
        teller.note("study-kept", &[], true);
        return (evaluations, Ended::Finished);
    }
    let failed = |error: EngineError, evaluations: Vec<Evaluation>| {
        if evaluations.len() > 1 {
            let words = phrases.engine_error(&error);
            teller.note("study-engine-failed", &[("error", words.into())], true);
        }
        (evaluations, Ended::Failed(error))
    };
    let config = match p.engine.clone() {
        Ok(config) => config,
        Err(error) => return failed(error, evaluations),
    };
    let done = evaluations.len();
    // Said once the engine has given its first word: an engine that
    // cannot start is said alone.
    let mut started = false;
    let start = || {
        if done > 1 {
            let number = shakmaty::Position::fullmoves(&game.positions()[done - 2]).get();
            teller.note("study-continued", &[("number", number.into())], true);
        } else {
            let moves = game.ply_count().div_ceil(2);
            teller.note("study-start", &[("moves", moves.into())], true);
        }
    };
    let mut progress = Progress::new(total, done);
    // On every core: each position is searched alone, so the verdicts are
    // the same however many there are.
    let mut analysis = Analysis::start_shared(
        config,
        game.clone(),
        (done..total).collect(),
        p.budget,
        Share::every_core(),
    );
    let mut stopping = false;
    let mut keep_failed = false;
    let ended = loop {
        // What is typed at the keyboard, and on the display's keyboard.
        let mut heard: Vec<Asked> = match asked.try_recv() {
            Ok(one) => vec![one],
            Err(TryRecvError::Empty | TryRecvError::Disconnected) => Vec::new(),
        };
        heard.extend(teller.follow().0.iter().map(|line| stop::asked(line)));
        for one in heard {
            match one {
                Asked::Stop if !stopping => {
                    stopping = true;
                    analysis.stop();
                }
                Asked::Other(line) => match lines.as_deref_mut() {
                    Some(lines) => lines.push(line),
                    None => teller.note_arriving("study-only-stop", &[], true, Arrival::Answer),
                },
                Asked::Stop | Asked::End => {}
            }
        }
        match analysis.wait(Duration::from_millis(50)) {
            None => {}
            Some(AnalysisEvent::Evaluated { ply, evaluation }) => {
                if !started {
                    started = true;
                    start();
                }
                if ply == evaluations.len() {
                    evaluations.push(evaluation);
                }
                let told = progress.advance(evaluations.len());
                if let Some(percent) = told.beep {
                    teller.beep(percent);
                }
                if let Some(quarter) = told.quarter {
                    keep(
                        kept_at,
                        key,
                        &evaluations,
                        &mut keep_failed,
                        phrases,
                        teller,
                    );
                    teller.note("study-progress", &[("quarter", quarter.into())], false);
                }
            }
            Some(AnalysisEvent::Failed(error)) => break Ended::Failed(error),
            Some(AnalysisEvent::Finished) if evaluations.len() >= total => break Ended::Finished,
            Some(AnalysisEvent::Finished) => break Ended::Stopped,
        }
    };
    drop(analysis);
    keep(
        kept_at,
        key,
        &evaluations,
        &mut keep_failed,
        phrases,
        teller,
    );
    match ended {
        Ended::Stopped => {
            teller.note("study-stopped", &[], true);
            (evaluations, Ended::Stopped)
        }
        Ended::Failed(error) => failed(error, evaluations),
        Ended::Finished => (evaluations, Ended::Finished),
    }
}
