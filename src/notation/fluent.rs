//! The Fluent bundles, compiled into the program and built once.
//!
//! All user-facing words live in `locales/`: `{en,de,es}/notation.ftl` (the
//! words of chess), `{en,de,es}/tactus.ftl` (sentences),
//! `{en,de,es}/openings.ftl` (the names of the opening families),
//! `{en,de,es}/command-line.ftl` (what the command line says),
//! `{en,de,es}/puzzles.ftl` (puzzles and their themes),
//! `{en,de,es}/study.ftl` (the review of a game, learning from it),
//! `{en,de,es}/advice.ftl` (hints and the engine's evaluation),
//! `de/appendix-e.ftl` (the FIDE words, one place for every language) and
//! `{en,de,es}/input.ftl` (the words a player types that are no move, in
//! bundles of their own: see [`super::vocabulary`]). They
//! are read with `include_str!`, so there is no file I/O and no failure at
//! run time; a message that is missing formats as its own id, never a panic.

use std::sync::OnceLock;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use unic_langid::{LanguageIdentifier, langid};

use super::Lang;

/// A thread-safe bundle of messages for one language.
pub(crate) type Bundle = FluentBundle<FluentResource>;

const EN: [&str; 7] = [
    include_str!("../../locales/en/notation.ftl"),
    include_str!("../../locales/en/tactus.ftl"),
    include_str!("../../locales/en/openings.ftl"),
    include_str!("../../locales/en/command-line.ftl"),
    include_str!("../../locales/en/puzzles.ftl"),
    include_str!("../../locales/en/study.ftl"),
    include_str!("../../locales/en/advice.ftl"),
];
const DE: [&str; 7] = [
    include_str!("../../locales/de/notation.ftl"),
    include_str!("../../locales/de/tactus.ftl"),
    include_str!("../../locales/de/openings.ftl"),
    include_str!("../../locales/de/command-line.ftl"),
    include_str!("../../locales/de/puzzles.ftl"),
    include_str!("../../locales/de/study.ftl"),
    include_str!("../../locales/de/advice.ftl"),
];
const ES: [&str; 7] = [
    include_str!("../../locales/es/notation.ftl"),
    include_str!("../../locales/es/tactus.ftl"),
    include_str!("../../locales/es/openings.ftl"),
    include_str!("../../locales/es/command-line.ftl"),
    include_str!("../../locales/es/puzzles.ftl"),
    include_str!("../../locales/es/study.ftl"),
    include_str!("../../locales/es/advice.ftl"),
];
const APPENDIX_E: &str = include_str!("../../locales/de/appendix-e.ftl");
const INPUT: [&str; 3] = [
    include_str!("../../locales/en/input.ftl"),
    include_str!("../../locales/de/input.ftl"),
    include_str!("../../locales/es/input.ftl"),
];

fn build(id: LanguageIdentifier, sources: &[&str]) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    for source in sources {
        // A syntax error leaves the good messages usable; tests check there are none.
        let resource = match FluentResource::try_new((*source).to_owned()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        // Duplicate ids keep the first; tests check there are none.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The bundle of an interface language: its notation words and sentences.
pub(crate) fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    match lang {
        Lang::En => BUNDLES[0].get_or_init(|| build(langid!("en"), &EN)),
        Lang::De => BUNDLES[1].get_or_init(|| build(langid!("de"), &DE)),
        Lang::Es => BUNDLES[2].get_or_init(|| build(langid!("es"), &ES)),
    }
}

/// The bundle of the Appendix E words (German, whatever the interface language).
pub(crate) fn appendix_e() -> &'static Bundle {
    static BUNDLE: OnceLock<Bundle> = OnceLock::new();
    BUNDLE.get_or_init(|| build(langid!("de"), &[APPENDIX_E]))
}

/// The typed words of a language (its `input.ftl`): the source, whose
/// message ids the vocabulary reads in order, and their bundle.
pub(crate) fn input(lang: Lang) -> (&'static str, &'static Bundle) {
    static BUNDLES: [OnceLock<Bundle>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let (i, id) = match lang {
        Lang::En => (0, langid!("en")),
        Lang::De => (1, langid!("de")),
        Lang::Es => (2, langid!("es")),
    };
    let source = INPUT[i];
    (source, BUNDLES[i].get_or_init(|| build(id, &[source])))
}

/// Every source file, with a name, for tests that check the files themselves.
pub(crate) fn sources() -> [(&'static str, &'static str); 25] {
    [
        ("en/notation.ftl", EN[0]),
        ("en/tactus.ftl", EN[1]),
        ("en/openings.ftl", EN[2]),
        ("en/command-line.ftl", EN[3]),
        ("en/puzzles.ftl", EN[4]),
        ("en/study.ftl", EN[5]),
        ("en/advice.ftl", EN[6]),
        ("de/notation.ftl", DE[0]),
        ("de/tactus.ftl", DE[1]),
        ("de/openings.ftl", DE[2]),
        ("de/command-line.ftl", DE[3]),
        ("de/puzzles.ftl", DE[4]),
        ("de/study.ftl", DE[5]),
        ("de/advice.ftl", DE[6]),
        ("es/notation.ftl", ES[0]),
        ("es/tactus.ftl", ES[1]),
        ("es/openings.ftl", ES[2]),
        ("es/command-line.ftl", ES[3]),
        ("es/puzzles.ftl", ES[4]),
        ("es/study.ftl", ES[5]),
        ("es/advice.ftl", ES[6]),
        ("de/appendix-e.ftl", APPENDIX_E),
        ("en/input.ftl", INPUT[0]),
        ("de/input.ftl", INPUT[1]),
        ("es/input.ftl", INPUT[2]),
    ]
}

/// Formats message `id` with `args`. A missing message gives the id itself;
/// a formatting error (a missing variable) leaves Fluent's visible marker,
/// which tests look for.
pub(crate) fn format(bundle: &Bundle, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        return id.to_owned();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

/// Whether any Fluent source has a syntax error, or an id defined twice in
/// one language; the names of the bad files (for tests).
pub(crate) fn source_problems() -> Vec<String> {
    let mut problems = Vec::new();
    for (name, source) in sources() {
        if let Err((_, errors)) = FluentResource::try_new(source.to_owned()) {
            problems.push(format!("{name}: {errors:?}"));
        }
    }
    for lang in Lang::ALL {
        let (sources, input) = match lang {
            Lang::En => (EN, INPUT[0]),
            Lang::De => (DE, INPUT[1]),
            Lang::Es => (ES, INPUT[2]),
        };
        // The typed words are a bundle of their own.
        for sources in [&sources[..], &[input]] {
            let mut bundle = Bundle::new_concurrent(vec![langid!("en")]);
            for source in sources {
                if let Ok(resource) = FluentResource::try_new((*source).to_owned())
                    && let Err(errors) = bundle.add_resource(resource)
                {
                    problems.push(format!("{lang}: {errors:?}"));
                }
            }
        }
    }
    problems
}
