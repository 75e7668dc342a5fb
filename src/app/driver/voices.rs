//! The synthesizer's voices for the language: `voices [N]` in the line
//! interfaces (ten at a time) and the speaker row of the window's
//! settings. Only the synthesizer knows them, so the driver asks it once,
//! on a thread of its own ([`Listing`]), and keeps the list: the line
//! interface waits for the answer (at most [`LIST_WAIT`]); the window
//! does not, so that its keys keep working while speech-dispatcher takes
//! its time, and fills the speaker row when the answer comes.

use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

use super::Driver;
use crate::event::{Event, SpeechFault};
use crate::notation::{Lang, format_message};
use crate::speech::backends::{BackendError, VoiceInfo, tts_voices};
use crate::speech::phrase::Phrases;

/// How long listing the voices may take (speech-dispatcher with espeak-ng
/// lists about 13,000 on a loaded machine in seconds).
pub const LIST_WAIT: Duration = Duration::from_secs(20);

/// How many voices `voices` says at a time.
pub const PAGE: usize = 10;

/// The synthesizer's answer: every voice it offers, or why it cannot say.
type Answer = Result<Vec<VoiceInfo>, SpeechFault>;

/// The voices as far as the synthesizer has answered: not asked, asked
/// (on the thread `tactus-voices`, since when), or known.
#[derive(Default)]
pub struct Listing {
    known: Option<Vec<VoiceInfo>>,
    asked: Option<(Receiver<Answer>, Instant)>,
}

/// The voices for the language as the window can have them now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Speakers {
    /// The names, the language's main voices first.
    Ready(Vec<String>),
    /// Asked for; the synthesizer has not answered yet.
    Pending,
    /// The synthesizer cannot say, and why; asked again next time.
    Failed(SpeechFault),
}

impl Listing {
    /// Asks the synthesizer on a thread of its own, unless the voices are
    /// known or already asked for.
    fn ask(&mut self) -> Result<(), SpeechFault> {
        if self.known.is_some() || self.asked.is_some() {
            return Ok(());
        }
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("tactus-voices".into())
            .spawn(move || {
                let _ = tx.send(tts_voices().map_err(|e| unreachable_because(&e)));
            })
            .map_err(|e| SpeechFault::Thread(e.to_string()))?;
        self.asked = Some((rx, Instant::now()));
        Ok(())
    }

    /// Takes the answer if it came, waiting at most until [`LIST_WAIT`]
    /// after the question when `wait`: the voices, `None` while the
    /// synthesizer thinks, or why it cannot say (then the next call asks
    /// again).
    fn answer(&mut self, wait: bool) -> Option<Answer> {
        if let Some(known) = &self.known {
            return Some(Ok(known.clone()));
        }
        let (rx, since) = self.asked.as_ref()?;
        let late = || SpeechFault::NoAnswer {
            seconds: LIST_WAIT.as_secs(),
        };
        let got = if wait {
            rx.recv_timeout(LIST_WAIT.saturating_sub(since.elapsed()))
                .map_err(|_| late())
        } else {
            match rx.try_recv() {
                Ok(answer) => Ok(answer),
                Err(TryRecvError::Empty) if since.elapsed() < LIST_WAIT => return None,
                Err(TryRecvError::Empty) => Err(late()),
                Err(TryRecvError::Disconnected) => Err(late()),
            }
        };
        self.asked = None;
        let answer = got.and_then(|answer| answer);
        if let Ok(all) = &answer {
            self.known = Some(all.clone());
        }
        Some(answer)
    }

    /// Whether the synthesizer was asked and has not answered yet.
    pub fn pending(&self) -> bool {
        self.asked.is_some()
    }
}

/// The names of the voices of `all` that speak `lang`, each once, the
/// language's main voices first ([`rank`]), then the others
/// alphabetically.
pub fn names_for(all: &[VoiceInfo], lang: Lang) -> Vec<String> {
    let code = lang.to_string();
    let mut found: Vec<(u8, String)> = Vec::new();
    for voice in all {
        let primary = voice
            .language
            .split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_lowercase();
        if primary == code && !found.iter().any(|(_, n)| *n == voice.name) {
            found.push((rank(voice, lang), voice.name.clone()));
        }
    }
    found.sort_by_cached_key(|(rank, name)| (*rank, name.to_lowercase()));
    found.into_iter().map(|(_, name)| name).collect()
}

/// Where a voice of `lang` comes in the list, first to last: 0 a plain
/// voice of the language's main form (en, en-GB, en-US; de, de-DE; es,
/// es-ES), 1 one of its second form (es-419, Latin American Spanish), 2
/// another region's plain voice (en-029, en-GB-SCOTLAND); then the
/// variants (espeak-ng's "English (America)+Adam") in the same order, 3
/// to 5.
fn rank(voice: &VoiceInfo, lang: Lang) -> u8 {
    let tag = voice.language.replace('_', "-").to_lowercase();
    let (main, second): (&[&str], &[&str]) = match lang {
        Lang::En => (&["en", "en-gb", "en-us"], &[]),
        Lang::De => (&["de", "de-de"], &[]),
        Lang::Es => (&["es", "es-es"], &["es-419"]),
    };
    let form = if main.contains(&tag.as_str()) {
        0
    } else if second.contains(&tag.as_str()) {
        1
    } else {
        2
    };
    if voice.name.contains('+') {
        form + 3
    } else {
        form
    }
}

/// Page `page` (from 1) of `names` in words.
pub fn page_words(names: &[String], page: usize, lang: Lang) -> String {
    let language = format_message(
        lang,
        "voices-language",
        &[("lang", lang.to_string().into())],
    );
    if names.is_empty() {
        return format_message(lang, "voices-none", &[("language", language.into())]);
    }
    let pages = names.len().div_ceil(PAGE);
    if page == 0 || page > pages {
        return format_message(
            lang,
            "voices-no-page",
            &[("page", page.into()), ("pages", pages.into())],
        );
    }
    let first = (page - 1) * PAGE;
    let shown = &names[first..(first + PAGE).min(names.len())];
    let mut said = format_message(
        lang,
        "voices-listed",
        &[
            ("count", names.len().into()),
            ("language", language.into()),
            ("first", (first + 1).into()),
            ("last", (first + shown.len()).into()),
            ("names", shown.join(", ").into()),
        ],
    );
    if page < pages {
        said.push(' ');
        said.push_str(&format_message(
            lang,
            "voices-more",
            &[("page", (page + 1).into())],
        ));
    }
    said
}

impl Driver {
    /// The synthesizer's voices for the language, asked for once; waits
    /// for the answer (at most [`LIST_WAIT`]).
    pub fn speakers(&mut self) -> Result<Vec<String>, SpeechFault> {
        self.voices.ask()?;
        let answer = self.voices.answer(true).unwrap_or_else(|| {
            Err(SpeechFault::NoAnswer {
                seconds: LIST_WAIT.as_secs(),
            })
        });
        let lang = self.session.settings().lang;
        answer.map(|all| names_for(&all, lang))
    }

    /// The synthesizer's voices for the language as far as it answered,
    /// without waiting: asks it (on its own thread) if nobody did yet.
    pub fn speakers_now(&mut self) -> Speakers {
        if let Err(why) = self.voices.ask() {
            return Speakers::Failed(why);
        }
        let lang = self.session.settings().lang;
        match self.voices.answer(false) {
            None => Speakers::Pending,
            Some(Ok(all)) => Speakers::Ready(names_for(&all, lang)),
            Some(Err(why)) => Speakers::Failed(why),
        }
    }

    /// Whether the voices were asked for and have not come yet.
    pub fn speakers_pending(&self) -> bool {
        self.voices.pending()
    }

    /// `voices N`: page N of the voices for the language, said.
    pub(super) fn say_voices(&mut self, page: usize) -> Vec<Event> {
        let lang = self.session.settings().lang;
        let said = match self.speakers() {
            Ok(names) => page_words(&names, page, lang),
            Err(why) => {
                let why = Phrases::new(Default::default(), lang, false).speech_fault(&why);
                format_message(lang, "voices-unavailable", &[("why", why.into())])
            }
        };
        self.say_text(&said);
        Vec::new()
    }
}

/// The fault of a synthesizer that could not list its voices: its own
/// words, as the speech backend gives them.
fn unreachable_because(error: &BackendError) -> SpeechFault {
    match error {
        BackendError::Unavailable(detail) => SpeechFault::Unreachable(detail.clone()),
        other => SpeechFault::Unreachable(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn voice(name: &str, language: &str) -> VoiceInfo {
        VoiceInfo {
            id: name.into(),
            name: name.into(),
            language: language.into(),
        }
    }

    fn plain(s: &str) -> String {
        s.replace(['\u{2068}', '\u{2069}'], "")
    }

    #[test]
    fn the_voices_of_the_language_are_said_ten_at_a_time() {
        let mut all = vec![
            voice("English (Great Britain)", "en-GB"),
            voice("French", "fr"),
        ];
        for i in 0..12 {
            all.push(voice(&format!("German+{}", char::from(b'A' + i)), "de"));
        }
        let de = names_for(&all, Lang::De);
        assert_eq!(de.len(), 12);
        assert_eq!(names_for(&all, Lang::En), ["English (Great Britain)"]);
        let first = plain(&page_words(&de, 1, Lang::De));
        assert!(
            first.starts_with("12 Stimmen für Deutsch, 1 bis 10: German+A, German+B"),
            "{first}"
        );
        assert!(first.ends_with("Tippen Sie stimmen 2 für mehr."), "{first}");
        let second = plain(&page_words(&de, 2, Lang::De));
        assert_eq!(
            second,
            "12 Stimmen für Deutsch, 11 bis 12: German+K, German+L."
        );
        let en = vec!["English (Great Britain)".to_owned()];
        assert_eq!(
            plain(&page_words(&en, 1, Lang::En)),
            "One voice for English, 1 to 1: English (Great Britain)."
        );
        assert_eq!(
            plain(&page_words(&de, 3, Lang::En)),
            "There is no page 3 of voices: there are 2."
        );
        assert_eq!(
            plain(&page_words(&[], 1, Lang::Es)),
            "El sintetizador no ofrece ninguna voz para español."
        );
    }

    #[test]
    fn the_languages_main_voices_come_first_then_the_others_alphabetically() {
        // As espeak-ng lists them through speech-dispatcher: regions
        // before the main voices, variants in between.
        let all = [
            voice("English (Caribbean)", "en-029"),
            voice("English (America)+Adam", "en-US"),
            voice("English (Great Britain)", "en-GB"),
            voice("English (Scotland)", "en-GB-SCOTLAND"),
            voice("English (America)", "en-US"),
            voice("English (Received Pronunciation)", "en-GB-X-RP"),
            voice("English (Caribbean)+Adam", "en-029"),
            voice("English (Great Britain)+Adam", "en-GB"),
            voice("German+Adam", "de"),
            voice("Swiss German", "de-CH"),
            voice("German", "de"),
            voice("Spanish (Latin America)", "es-419"),
            voice("Spanish (Latin America)+Alex", "es-419"),
            voice("Spanish (Spain)+Alex", "es"),
            voice("Spanish (Spain)", "es"),
        ];
        assert_eq!(
            names_for(&all, Lang::En),
            [
                "English (America)",
                "English (Great Britain)",
                "English (Caribbean)",
                "English (Received Pronunciation)",
                "English (Scotland)",
                "English (America)+Adam",
                "English (Great Britain)+Adam",
                "English (Caribbean)+Adam",
            ]
        );
        assert_eq!(
            names_for(&all, Lang::De),
            ["German", "Swiss German", "German+Adam"]
        );
        assert_eq!(
            names_for(&all, Lang::Es),
            [
                "Spanish (Spain)",
                "Spanish (Latin America)",
                "Spanish (Spain)+Alex",
                "Spanish (Latin America)+Alex",
            ]
        );
    }
}
