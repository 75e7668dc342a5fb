//! PocketSphinx 5-prealpha (Debian's `libpocketsphinx3`, with its US
//! English model `pocketsphinx-en-us`) as a [`Recogniser`]: the library is
//! loaded when voice input is first asked for, so tactus builds and runs
//! without it and says which packages bring it. sphinxbase's `cmd_ln_*`
//! and `ckd_free` are found through the same handle (libpocketsphinx links
//! libsphinxbase).
//!
//! The phrases become one JSGF grammar (`public <phrase> = a | b ;`); each
//! phrase is decoded whole, and its n-best list gives up to
//! [`HYPOTHESES`] distinct readings.
//!
//! `TACTUS_POCKETSPHINX_LIBRARY` and `TACTUS_POCKETSPHINX_MODEL` name
//! another library file or model folder (tests, other systems).

use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::path::{Path, PathBuf};

use libloading::Library;

use super::{HearingError, Recogniser};
use crate::notation::heard::Hypothesis;

/// The library name the system's loader finds.
const LIBRARY: &str = "libpocketsphinx.so.3";
/// Where Debian's `pocketsphinx-en-us` puts the model.
const MODEL: &str = "/usr/share/pocketsphinx/model/en-us";
/// The most readings of one phrase handed on.
pub const HYPOTHESES: usize = 5;
/// Words tactus says that the model's dictionary lacks, with their phones.
const EXTRA_WORDS: &[(&str, &str)] = &[("passant", "P AE S AA N T")];
/// The search the phrases are put under.
const SEARCH: &CStr = c"tactus";

type Decoder = c_void;
type Config = c_void;
type NBest = c_void;

/// The functions used, with the types of pocketsphinx.h and cmd_ln.h.
#[derive(Clone, Copy)]
struct Api {
    args: unsafe extern "C" fn() -> *const c_void,
    parse:
        unsafe extern "C" fn(*mut Config, *const c_void, i32, *mut *mut c_char, i32) -> *mut Config,
    config_free: unsafe extern "C" fn(*mut Config) -> c_int,
    init: unsafe extern "C" fn(*mut Config) -> *mut Decoder,
    free: unsafe extern "C" fn(*mut Decoder) -> c_int,
    add_word: unsafe extern "C" fn(*mut Decoder, *const c_char, *const c_char, c_int) -> c_int,
    lookup_word: unsafe extern "C" fn(*mut Decoder, *const c_char) -> *mut c_char,
    ckd_free: unsafe extern "C" fn(*mut c_void),
    set_jsgf_string: unsafe extern "C" fn(*mut Decoder, *const c_char, *const c_char) -> c_int,
    set_search: unsafe extern "C" fn(*mut Decoder, *const c_char) -> c_int,
    start_utt: unsafe extern "C" fn(*mut Decoder) -> c_int,
    process_raw: unsafe extern "C" fn(*mut Decoder, *const i16, usize, c_int, c_int) -> c_int,
    end_utt: unsafe extern "C" fn(*mut Decoder) -> c_int,
    get_hyp: unsafe extern "C" fn(*mut Decoder, *mut i32) -> *const c_char,
    nbest: unsafe extern "C" fn(*mut Decoder) -> *mut NBest,
    nbest_next: unsafe extern "C" fn(*mut NBest) -> *mut NBest,
    nbest_hyp: unsafe extern "C" fn(*mut NBest, *mut i32) -> *const c_char,
    nbest_free: unsafe extern "C" fn(*mut NBest),
}

/// A PocketSphinx decoder listening for tactus's phrases.
pub struct PocketSphinx {
    api: Api,
    decoder: *mut Decoder,
    config: *mut Config,
    /// The phrases listened for.
    phrases: std::collections::HashSet<String>,
    /// The strings the configuration points into, kept while it lives.
    _argv: Vec<CString>,
    /// The library, unloaded last.
    _library: Library,
}

// SAFETY: the decoder is used by one thread at a time (`&mut self`), and
// PocketSphinx keeps no thread-local state.
unsafe impl Send for PocketSphinx {}

impl PocketSphinx {
    /// The system's PocketSphinx with the US English model, or why it
    /// cannot be had.
    pub fn open() -> Result<PocketSphinx, HearingError> {
        let library = std::env::var_os("TACTUS_POCKETSPHINX_LIBRARY")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(LIBRARY));
        let model = std::env::var_os("TACTUS_POCKETSPHINX_MODEL")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(MODEL));
        PocketSphinx::load(&library, &model)
    }

    /// PocketSphinx from `library` with the model in `model` (its `en-us`
    /// acoustic model and `cmudict-en-us.dict`).
    pub fn load(library: &Path, model: &Path) -> Result<PocketSphinx, HearingError> {
        // SAFETY: loading PocketSphinx runs no code that could break Rust's
        // invariants; its functions are called with its header's types.
        let library = unsafe { Library::new(library.as_os_str()) }
            .map_err(|e| HearingError::NoLibrary(e.to_string()))?;
        let api = Api::of(&library)?;
        let hmm = model.join("en-us");
        let dict = model.join("cmudict-en-us.dict");
        for needed in [hmm.join("mdef"), dict.clone()] {
            if !needed.is_file() {
                return Err(HearingError::NoModel(needed.display().to_string()));
            }
        }
        let text = |s: &str| CString::new(s).map_err(|e| HearingError::NoModel(e.to_string()));
        let path = |p: &Path| text(&p.to_string_lossy());
        let argv = vec![
            text("-hmm")?,
            path(&hmm)?,
            text("-dict")?,
            path(&dict)?,
            text("-logfn")?,
            text("/dev/null")?,
            // Half a bit of noise: a stretch of digital silence (a virtual
            // or muted microphone gives exact zeros) has no logarithm of
            // its energy, and without it spoils the whole phrase's features.
            text("-dither")?,
            text("yes")?,
        ];
        let mut pointers: Vec<*mut c_char> = argv.iter().map(|a| a.as_ptr().cast_mut()).collect();
        // SAFETY: `ps_args` returns a static table; the strings of `argv`
        // live as long as the configuration (kept in the struct).
        let config = unsafe {
            (api.parse)(
                std::ptr::null_mut(),
                (api.args)(),
                pointers.len() as i32,
                pointers.as_mut_ptr(),
                1,
            )
        };
        if config.is_null() {
            return Err(HearingError::Recogniser("configuration refused".into()));
        }
        // SAFETY: a configuration just made; `ps_init` retains it.
        let decoder = unsafe { (api.init)(config) };
        if decoder.is_null() {
            // SAFETY: ours, not taken by the decoder.
            unsafe { (api.config_free)(config) };
            return Err(HearingError::NoModel(model.display().to_string()));
        }
        let ps = PocketSphinx {
            api,
            decoder,
            config,
            phrases: std::collections::HashSet::new(),
            _argv: argv,
            _library: library,
        };
        for (word, phones) in EXTRA_WORDS {
            if !ps.knows(word) {
                let (w, p) = (text(word)?, text(phones)?);
                // SAFETY: a live decoder and two C strings.
                unsafe { (ps.api.add_word)(ps.decoder, w.as_ptr(), p.as_ptr(), 0) };
            }
        }
        Ok(ps)
    }

    /// Whether the dictionary has `word`.
    fn knows(&self, word: &str) -> bool {
        let Ok(w) = CString::new(word) else {
            return false;
        };
        // SAFETY: a live decoder; the phones it returns are ours to free.
        unsafe {
            let phones = (self.api.lookup_word)(self.decoder, w.as_ptr());
            if phones.is_null() {
                return false;
            }
            (self.api.ckd_free)(phones.cast());
            true
        }
    }

    /// The hypotheses of the utterance just ended, best first, distinct:
    /// the search's best path first, then the other readings of the
    /// lattice's n-best list in its order, with the n-best list's scores
    /// (the search's own score is on another scale; the best path takes
    /// the n-best list's best score).
    fn hypotheses(&mut self) -> Vec<Hypothesis> {
        let words_of = |text: *const c_char| -> Option<String> {
            if text.is_null() {
                return None;
            }
            // SAFETY: a NUL-terminated string PocketSphinx owns, read at once.
            let words = unsafe { CStr::from_ptr(text) }.to_string_lossy();
            let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
            (!words.is_empty()).then_some(words)
        };
        let mut best_score = 0;
        // SAFETY: a live decoder after `ps_end_utt`.
        let best = words_of(unsafe { (self.api.get_hyp)(self.decoder, &mut best_score) });
        let mut listed: Vec<Hypothesis> = Vec::new();
        // SAFETY: the n-best iterator is walked until it ends (and frees
        // itself) or is freed here.
        unsafe {
            let mut nbest = (self.api.nbest)(self.decoder);
            let mut read = 0;
            while !nbest.is_null() && listed.len() <= HYPOTHESES && read < 8 * HYPOTHESES {
                let mut score = 0;
                if let Some(words) = words_of((self.api.nbest_hyp)(nbest, &mut score))
                    && !listed.iter().any(|h| h.words == words)
                {
                    listed.push(Hypothesis { words, score });
                }
                read += 1;
                nbest = (self.api.nbest_next)(nbest);
            }
            if !nbest.is_null() {
                (self.api.nbest_free)(nbest);
            }
        }
        // A path that ends short of a phrase ("b", when no phrase was
        // reached) is no reading of the phrases listened for.
        let whole = |words: &String| self.phrases.contains(words);
        listed.retain(|h| whole(&h.words));
        let mut out = match best.filter(whole) {
            Some(words) => {
                // Above every other reading, level with its own n-best entry.
                let score = match listed.first() {
                    Some(top) if top.words == words => top.score,
                    Some(top) => top.score.saturating_add(1),
                    None => best_score,
                };
                listed.retain(|h| h.words != words);
                vec![Hypothesis { words, score }]
            }
            None => Vec::new(),
        };
        out.extend(listed);
        out.truncate(HYPOTHESES);
        out
    }
}

impl Recogniser for PocketSphinx {
    fn listen_for(&mut self, phrases: &[String]) -> Result<(), HearingError> {
        for phrase in phrases {
            for word in phrase.split_whitespace() {
                let plain = word.chars().all(|c| c.is_ascii_lowercase() || c == '\'');
                if !plain || !self.knows(word) {
                    return Err(HearingError::UnknownWord(word.to_owned()));
                }
            }
        }
        let alternatives: Vec<String> = phrases
            .iter()
            .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|p| !p.is_empty())
            .collect();
        if alternatives.is_empty() {
            return Err(HearingError::Recogniser("no phrase to listen for".into()));
        }
        let grammar = format!(
            "#JSGF V1.0;\ngrammar tactus;\npublic <phrase> = {} ;\n",
            alternatives.join(" | ")
        );
        let grammar = CString::new(grammar).map_err(|e| HearingError::Recogniser(e.to_string()))?;
        // SAFETY: a live decoder and C strings.
        let done = unsafe {
            (self.api.set_jsgf_string)(self.decoder, SEARCH.as_ptr(), grammar.as_ptr()) >= 0
                && (self.api.set_search)(self.decoder, SEARCH.as_ptr()) >= 0
        };
        if done {
            self.phrases = alternatives.into_iter().collect();
            Ok(())
        } else {
            Err(HearingError::Recogniser("grammar refused".into()))
        }
    }

    fn recognise(&mut self, samples: &[i16]) -> Result<Vec<Hypothesis>, HearingError> {
        let failed = |what: &str| HearingError::Recogniser(what.to_owned());
        // SAFETY: a live decoder; `samples` outlives the call.
        unsafe {
            if (self.api.start_utt)(self.decoder) < 0 {
                return Err(failed("utterance refused"));
            }
            let searched =
                (self.api.process_raw)(self.decoder, samples.as_ptr(), samples.len(), 0, 1);
            if (self.api.end_utt)(self.decoder) < 0 || searched < 0 {
                return Err(failed("phrase not decoded"));
            }
        }
        Ok(self.hypotheses())
    }
}

impl Drop for PocketSphinx {
    fn drop(&mut self) {
        // SAFETY: the decoder and the configuration are ours, freed once.
        unsafe {
            (self.api.free)(self.decoder);
            (self.api.config_free)(self.config);
        }
    }
}

impl Api {
    fn of(library: &Library) -> Result<Api, HearingError> {
        /// One function of the library, by name, as the type asked for.
        fn get<T: Copy>(library: &Library, name: &[u8]) -> Result<T, HearingError> {
            // SAFETY: each name is looked up with its header's type (Api).
            unsafe { library.get::<T>(name) }
                .map(|s| *s)
                .map_err(|e| HearingError::NoLibrary(e.to_string()))
        }
        Ok(Api {
            args: get(library, b"ps_args\0")?,
            parse: get(library, b"cmd_ln_parse_r\0")?,
            config_free: get(library, b"cmd_ln_free_r\0")?,
            init: get(library, b"ps_init\0")?,
            free: get(library, b"ps_free\0")?,
            add_word: get(library, b"ps_add_word\0")?,
            lookup_word: get(library, b"ps_lookup_word\0")?,
            ckd_free: get(library, b"ckd_free\0")?,
            set_jsgf_string: get(library, b"ps_set_jsgf_string\0")?,
            set_search: get(library, b"ps_set_search\0")?,
            start_utt: get(library, b"ps_start_utt\0")?,
            process_raw: get(library, b"ps_process_raw\0")?,
            end_utt: get(library, b"ps_end_utt\0")?,
            get_hyp: get(library, b"ps_get_hyp\0")?,
            nbest: get(library, b"ps_nbest\0")?,
            nbest_next: get(library, b"ps_nbest_next\0")?,
            nbest_hyp: get(library, b"ps_nbest_hyp\0")?,
            nbest_free: get(library, b"ps_nbest_free\0")?,
        })
    }
}
