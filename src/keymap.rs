//! Key bindings as data: which key chord does which [`KeyAction`]: a
//! [`BoardAction`] for the session or a [`WindowAction`] of the window's own.
//!
//! The bindings live in `assets/keymap.toml` (bundled into the program) and
//! can be overridden chord by chord by the user's own file of the same form:
//!
//! ```toml
//! [board]
//! ArrowUp = "step-up"
//! "Ctrl+ArrowUp" = "step-up-right"
//! "Shift+KeyK" = "previous-king"
//! KeyX = "unbound"      # removes a default binding
//! ```
//!
//! Keys are [`KeyName`]s, written as `KeyboardEvent.code` names (see
//! [`key`]); actions are the names of [`BoardAction`]. The window turns a
//! winit key press into a [`Chord`] and asks [`Keymap::lookup`]; the help
//! screen asks [`Keymap::chords_for`] and says each chord in the player's
//! words ([`Chord::words`]).
//!
//! ```
//! use tactus::keymap::{BoardAction, Chord, KeyName, Keymap};
//! let keys = Keymap::default();
//! assert_eq!(keys.lookup(&Chord::key(KeyName::KeyX)), Some(BoardAction::ScanDiagonals.into()));
//! ```

pub mod action;
pub mod chord;
pub mod key;
mod words;

pub use action::{BoardAction, KeyAction, UnknownAction, WindowAction};
pub use chord::{Chord, ChordError};
pub use key::{KeyName, UnknownKeyName};

use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// The bundled default key map, `assets/keymap.toml`.
pub const DEFAULT_KEYMAP: &str = include_str!("../assets/keymap.toml");

/// The action name that removes a binding in an override file.
pub const UNBOUND: &str = "unbound";

/// What is wrong with a key map file, and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{kind}", line.map(|l| format!("key map line {l}: ")).unwrap_or_else(|| "key map: ".to_owned()))]
pub struct KeymapError {
    /// The 1-based line of the problem, when known.
    pub line: Option<usize>,
    /// What is wrong.
    pub kind: KeymapErrorKind,
}

/// The kinds of [`KeymapError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeymapErrorKind {
    /// Not TOML, or not of the key map's form (a `[board]` table of strings).
    #[error("{0}")]
    Syntax(String),
    /// A chord that cannot be read.
    #[error("{0}")]
    Chord(#[from] ChordError),
    /// An action name that is no [`KeyAction`].
    #[error(
        "\"{action}\" (for {chord}) is not a board action; see assets/keymap.toml for the names"
    )]
    UnknownAction {
        /// The chord it was bound to.
        chord: String,
        /// The name as written.
        action: String,
    },
    /// The same chord bound twice in one file (spelled two ways).
    #[error("{chord} is bound twice (first on line {first_line})")]
    Duplicate {
        /// The chord.
        chord: Chord,
        /// The line of its first binding.
        first_line: usize,
    },
}

/// The form of a key map file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct KeymapFile {
    #[serde(default)]
    board: BTreeMap<Spanned<String>, Spanned<String>>,
}

/// One line of a key map file: where, which chord, and the action (`None` = unbound).
type Entry = (usize, Chord, Option<KeyAction>);

/// The 1-based line of a byte offset in `text` (for errors in TOML files).
pub(crate) fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    text.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// Reads a key map file into its entries, in file order, checking every name.
fn entries(text: &str) -> Result<Vec<Entry>, KeymapError> {
    let (entries, skipped) = entries_and_skipped(text)?;
    match skipped.into_iter().next() {
        None => Ok(entries),
        Some(first) => Err(first.error),
    }
}

/// A binding of a key map file that is left out, with what was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedBinding {
    /// Why, and where.
    pub error: KeymapError,
    /// The chord as written.
    pub chord: String,
    /// The action as written.
    pub action: String,
}

/// Reads a key map file into its good entries, in file order, and the
/// bindings left out (a key or action that does not exist, a chord bound
/// twice); only a file that is not of the key map's form is an error.
fn entries_and_skipped(text: &str) -> Result<(Vec<Entry>, Vec<SkippedBinding>), KeymapError> {
    let mut seen: BTreeMap<Chord, usize> = BTreeMap::new();
    let mut out = Vec::new();
    let mut skipped = Vec::new();
    for (key, value) in raw_bindings(text)? {
        let line = line_of(text, key.span().start);
        let name = value.get_ref().trim();
        match binding(key.get_ref(), name, &seen) {
            Ok((chord, action)) => {
                seen.insert(chord.clone(), line);
                out.push((line, chord, action));
            }
            Err(kind) => skipped.push(SkippedBinding {
                error: KeymapError {
                    line: Some(line),
                    kind,
                },
                chord: key.get_ref().clone(),
                action: name.to_owned(),
            }),
        }
    }
    Ok((out, skipped))
}

/// A binding as written: the chord and the action, with where they stand.
type RawBinding = (Spanned<String>, Spanned<String>);

/// The `[board]` table of a key map file as written, in file order.
fn raw_bindings(text: &str) -> Result<Vec<RawBinding>, KeymapError> {
    let file: KeymapFile = toml::from_str(text).map_err(|e| KeymapError {
        line: e.span().map(|s| line_of(text, s.start)),
        kind: KeymapErrorKind::Syntax(e.message().to_owned()),
    })?;
    let mut raw: Vec<_> = file.board.into_iter().collect();
    raw.sort_by_key(|(k, _)| k.span().start);
    Ok(raw)
}

/// One binding, `chord = "action"` as written, read and checked against
/// the chords `seen` on earlier lines.
fn binding(
    chord: &str,
    action: &str,
    seen: &BTreeMap<Chord, usize>,
) -> Result<(Chord, Option<KeyAction>), KeymapErrorKind> {
    let parsed: Chord = chord.parse()?;
    let action = if action == UNBOUND {
        None
    } else {
        Some(
            KeyAction::from_name(action).ok_or_else(|| KeymapErrorKind::UnknownAction {
                chord: chord.to_owned(),
                action: action.to_owned(),
            })?,
        )
    };
    if let Some(&first_line) = seen.get(&parsed) {
        return Err(KeymapErrorKind::Duplicate {
            chord: parsed,
            first_line,
        });
    }
    Ok((parsed, action))
}

/// `bindings` with `entries` laid over them chord by chord.
fn laid_over(mut bindings: BTreeMap<Chord, KeyAction>, entries: Vec<Entry>) -> Keymap {
    for (_, chord, action) in entries {
        match action {
            Some(action) => bindings.insert(chord, action),
            None => bindings.remove(&chord),
        };
    }
    Keymap { bindings }
}

/// Key chords bound to actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keymap {
    bindings: BTreeMap<Chord, KeyAction>,
}

impl Keymap {
    /// Reads a key map file; any unknown key name or action, or a chord bound
    /// twice, is an error naming its line.
    pub fn parse(text: &str) -> Result<Keymap, KeymapError> {
        Keymap::empty().overridden(text)
    }

    /// A key map that binds nothing.
    pub fn empty() -> Keymap {
        Keymap {
            bindings: BTreeMap::new(),
        }
    }

    /// The defaults with the user's file laid over them chord by chord: each
    /// chord in `user_toml` replaces the default binding of that chord, and
    /// `"unbound"` removes it. On an error the caller keeps
    /// [`Keymap::default`] and tells the user the error.
    pub fn with_overrides(user_toml: &str) -> Result<Keymap, KeymapError> {
        Keymap::default().overridden(user_toml)
    }

    /// The defaults with the good bindings of the user's file laid over
    /// them, and the bindings left out: one bad binding costs only itself.
    /// A file that is not of the key map's form is an error, and the caller
    /// keeps [`Keymap::default`].
    pub fn with_good_overrides(
        user_toml: &str,
    ) -> Result<(Keymap, Vec<SkippedBinding>), KeymapError> {
        let (entries, skipped) = entries_and_skipped(user_toml)?;
        Ok((laid_over(Keymap::default().bindings, entries), skipped))
    }

    /// This key map with `overrides` laid over it chord by chord (see
    /// [`Keymap::with_overrides`]); `self` is unchanged.
    pub fn overridden(&self, overrides: &str) -> Result<Keymap, KeymapError> {
        Ok(laid_over(self.bindings.clone(), entries(overrides)?))
    }

    /// The action bound to `chord`, if any.
    pub fn lookup(&self, chord: &Chord) -> Option<KeyAction> {
        self.bindings.get(chord).copied()
    }

    /// Every chord bound to `action`, in chord order (for the help screen).
    pub fn chords_for(&self, action: impl Into<KeyAction>) -> Vec<Chord> {
        let action = action.into();
        self.bindings
            .iter()
            .filter(|&(_, &a)| a == action)
            .map(|(c, _)| c.clone())
            .collect()
    }

    /// Every binding, in chord order.
    pub fn bindings(&self) -> impl Iterator<Item = (&Chord, KeyAction)> {
        self.bindings.iter().map(|(c, &a)| (c, a))
    }

    /// The actions no chord is bound to, in [`KeyAction::all`] order.
    pub fn unbound_actions(&self) -> Vec<KeyAction> {
        KeyAction::all()
            .into_iter()
            .filter(|a| !self.bindings.values().any(|b| b == a))
            .collect()
    }
}

impl Default for Keymap {
    /// The bundled `assets/keymap.toml` (tested to parse; were it ever
    /// broken, an empty key map rather than a panic).
    fn default() -> Keymap {
        Keymap::parse(DEFAULT_KEYMAP).unwrap_or_else(|_| Keymap::empty())
    }
}
