//! clap's errors in the player's words: a value an option cannot take, an
//! option or a command tactus does not have, a file name left out, each
//! one sentence in the player's language instead of clap's English lines
//! of usage. `--help` and `--version` are clap's own and pass through.

use std::error::Error as _;
use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use fluent_bundle::FluentValue;

use super::{list, time};
use crate::app::voice_choice::UnknownVoiceChoice;
use crate::engine::LevelError;
use crate::notation::{Lang, UnknownLang, UnknownStyle, format_message};
use crate::rules::laws::UnknownLaws;
use crate::rules::time_control::TimeControlError;
use crate::setting::{BadRate, UnknownTheme};
use crate::speech::backends::UnknownVoice;

/// The commands that `args` (the whole command line, the program first)
/// name in `root`'s tree of commands, as typed: `tactus arbiter log`.
/// With `to_option`, only those before the first option: clap reads an
/// option as one of the command it follows.
fn commands<'a>(
    root: &'a clap::Command,
    args: &[OsString],
    to_option: bool,
) -> Vec<&'a clap::Command> {
    let mut path = vec![root];
    for arg in args.iter().skip(1) {
        let Some(arg) = arg.to_str() else { continue };
        if arg.starts_with('-') {
            if to_option {
                break;
            }
            continue;
        }
        if let Some(sub) = path.last().and_then(|at| at.find_subcommand(arg)) {
            path.push(sub);
        }
    }
    path
}

/// The names of `path`, as the command is typed.
fn typed(path: &[&clap::Command]) -> String {
    let names: Vec<&str> = path.iter().map(|c| c.get_name()).collect();
    names.join(" ")
}

/// The command that `args` name in `root`'s tree of commands, as typed:
/// `tactus arbiter log`.
pub fn command_path(root: &clap::Command, args: &[OsString]) -> String {
    typed(&commands(root, args, false))
}

/// The command, as typed, that has the option `option` although `args`
/// give it before that command (`tactus --lang de tty`): the command named
/// later, or `tactus play` when none is (the command `tactus` alone runs).
fn owner_after(root: &clap::Command, args: &[OsString], option: &str) -> Option<String> {
    let before = commands(root, args, true);
    let mut later = commands(root, args, false);
    if later.len() == 1 {
        later.extend(root.find_subcommand("play"));
    }
    let long = option.strip_prefix("--")?;
    let command = later.get(before.len()..)?.last()?;
    command
        .get_arguments()
        .any(|a| a.get_long() == Some(long))
        .then(|| typed(&later))
}

/// What the command line says, in `lang`, for clap's `error` on reading
/// `args` (the whole command line, the program first) by `root`: one
/// sentence. `None` for what clap itself writes and is no error: the help
/// and the version.
pub fn parse_error(
    error: &clap::Error,
    root: &clap::Command,
    args: &[OsString],
    lang: Lang,
) -> Option<String> {
    let command = command_path(root, args);
    let command = command.as_str();
    let one = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        _ => None,
    };
    let all = |kind| match error.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    let option = one(ContextKind::InvalidArg)
        .map(|a| name_of(&a))
        .unwrap_or_default();
    let say = |id: &str, more: &[(&str, FluentValue<'_>)]| {
        let mut args: Vec<(&str, FluentValue<'_>)> = vec![
            ("command", command.to_owned().into()),
            ("option", option.clone().into()),
        ];
        args.extend(more.iter().cloned());
        format_message(lang, id, &args)
    };
    let words = match error.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::ValueValidation => {
            let value = one(ContextKind::InvalidValue).unwrap_or_default();
            value_words(error, &value, &option, command, lang)
        }
        ErrorKind::InvalidValue => match one(ContextKind::InvalidValue) {
            Some(value) if !value.is_empty() => {
                let choices = list(lang, &all(ContextKind::ValidValue), "cli-or");
                say(
                    "cli-bad-choice",
                    &[("value", value.into()), ("choices", choices.into())],
                )
            }
            _ => say("cli-missing-value", &[]),
        },
        ErrorKind::UnknownArgument => {
            let given = one(ContextKind::InvalidArg).unwrap_or_default();
            let given = given.split('=').next().unwrap_or_default().to_owned();
            let owner = owner_after(root, args, &given);
            match one(ContextKind::SuggestedArg) {
                _ if !given.starts_with('-') => {
                    say("cli-unexpected-word", &[("word", given.into())])
                }
                _ if owner.is_some() => say(
                    "cli-option-before-command",
                    &[
                        ("option", given.into()),
                        ("owner", owner.unwrap_or_default().into()),
                    ],
                ),
                Some(suggested) => say(
                    "cli-unknown-option-suggested",
                    &[
                        ("option", given.into()),
                        ("suggested", name_of(&suggested).into()),
                    ],
                ),
                None => say("cli-unknown-option", &[("option", given.into())]),
            }
        }
        ErrorKind::InvalidSubcommand => {
            let word = one(ContextKind::InvalidSubcommand).unwrap_or_default();
            match one(ContextKind::SuggestedSubcommand) {
                Some(suggested) => say(
                    "cli-unknown-command-suggested",
                    &[("word", word.into()), ("suggested", suggested.into())],
                ),
                None => say("cli-unknown-command", &[("word", word.into())]),
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let missing: Vec<String> = all(ContextKind::InvalidArg)
                .iter()
                .map(|a| name_of(a))
                .collect();
            if missing.iter().all(|m| m.starts_with('<')) {
                say("cli-missing-file", &[])
            } else {
                let options = list(lang, &missing, "cli-and");
                say("cli-missing-option", &[("options", options.into())])
            }
        }
        ErrorKind::ArgumentConflict => match one(ContextKind::PriorArg).map(|a| name_of(&a)) {
            Some(prior) if prior != option => say("cli-conflict", &[("other", prior.into())]),
            _ => say("cli-given-twice", &[]),
        },
        _ => say("cli-unreadable", &[]),
    };
    Some(words)
}

/// An option as clap names it in its errors (`--time <TIME>`), without
/// the name of its value: `--time`.
fn name_of(arg: &str) -> String {
    match arg.split_once(' ') {
        Some((name, _)) if name.starts_with('-') => name.to_owned(),
        _ => arg.to_owned(),
    }
}

/// Why `value` is not a value of `option`, from the error its parser gave.
fn value_words(
    error: &clap::Error,
    value: &str,
    option: &str,
    command: &str,
    lang: Lang,
) -> String {
    let source = error.source();
    let is = |f: &dyn Fn(&(dyn std::error::Error + 'static)) -> bool| source.is_some_and(f);
    let say = |id: &str, more: &[(&str, FluentValue<'_>)]| {
        let mut args: Vec<(&str, FluentValue<'_>)> = vec![
            ("value", value.to_owned().into()),
            ("option", option.to_owned().into()),
            ("command", command.to_owned().into()),
        ];
        args.extend(more.iter().cloned());
        format_message(lang, id, &args)
    };
    let voices = |names: &[&str]| {
        let names: Vec<String> = names.iter().map(|n| (*n).to_owned()).collect();
        say(
            "cli-bad-voice",
            &[("choices", list(lang, &names, "cli-or").into())],
        )
    };
    if let Some(e) = source.and_then(|s| s.downcast_ref::<TimeControlError>()) {
        return time::time_control(lang, value, e);
    }
    if let Some(LevelError(level)) = source.and_then(|s| s.downcast_ref::<LevelError>()) {
        return super::setup::level(lang, value, level);
    }
    if is(&|s| s.is::<UnknownLang>()) {
        say("cli-bad-lang", &[])
    } else if is(&|s| s.is::<UnknownStyle>()) {
        say("cli-bad-style", &[])
    } else if is(&|s| s.is::<UnknownLaws>()) {
        say("cli-bad-laws", &[])
    } else if is(&|s| s.is::<UnknownVoice>()) {
        voices(&["tts", "text", "none"])
    } else if is(&|s| s.is::<UnknownVoiceChoice>()) {
        voices(&["tts", "text", "none", "screen-reader"])
    } else if is(&|s| s.is::<crate::audio::pan::UnknownPan>()) {
        say("cli-bad-side", &[])
    } else if is(&|s| s.is::<BadRate>()) {
        say("cli-bad-rate", &[])
    } else if is(&|s| s.is::<UnknownTheme>()) {
        say("cli-bad-theme", &[])
    } else if is(&|s| s.is::<std::num::ParseIntError>()) {
        say("cli-not-a-number", &[])
    } else {
        say("cli-bad-value", &[])
    }
}
