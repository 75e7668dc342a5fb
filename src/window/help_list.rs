//! The board window's help as a list walked item by item (F1, `?`, the
//! gamepad's select button), pure: keys in, what to say out.
//!
//! It works as the settings list does: the keys are grouped (moving, moves,
//! questions, the game, the window and its settings), each group under a
//! heading item of its own, each key an item: "Move the cursor up: Up
//! arrow, Numpad 8; gamepad D-pad up." Up and Down go from item to item,
//! Page Up and Page Down from group to group, Home and End to the first and
//! the last; Escape, or the key that opened the help, closes it. Any other
//! key says what it does ("Shift+C: Say your clock.") and does nothing
//! else, so that the player can learn the keyboard by feel. The last group
//! is the commands typed on the command line, as `help COMMAND` says them.

use winit::keyboard::{Key, NamedKey};

use super::help::{Group, describe, group_of, line};
use super::settings::DialogView;
use crate::access_tree::DialogTree;
use crate::gamepad::GamepadMap;
use crate::input::command::help_keys;
use crate::keymap::{BoardAction, Chord, KeyAction, Keymap, WindowAction};
use crate::notation::{Lang, format_message};
use crate::rules::tactile::Direction;

/// A key as the help list understands it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HelpKey {
    /// The item above.
    Up,
    /// The item below.
    Down,
    /// The previous group's heading.
    PreviousGroup,
    /// The next group's heading.
    NextGroup,
    /// The first item.
    First,
    /// The last item.
    Last,
    /// Close the help.
    Close,
    /// Any other key: say what it does.
    Pressed(Chord),
    /// A gamepad button, or a key with no chord: say what it is bound to.
    Bound(Option<KeyAction>),
    /// A modifier alone: nothing yet.
    Nothing,
}

/// What the window must do after a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HelpStep {
    /// The selection moved: say this item ("Say your clock: Shift+C, 12 of 80").
    Moved(String),
    /// Say this (what a key does, or the item again at an end of the list).
    Say(String),
    /// The help closed; say this.
    Closed(String),
    /// Nothing to do.
    Nothing,
}

/// One item of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Item {
    text: String,
    heading: bool,
}

/// The help list: closed, or open on one item. It opens on the first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HelpList {
    items: Vec<Item>,
    row: usize,
    open: bool,
    lang: Lang,
}

impl HelpList {
    /// Opens the list of the keys of `keys` and the buttons of `pad` in
    /// `lang`, on its first item; returns what to say: "Help, 80 items. Up
    /// and down read them, … Moving, 1 of 80".
    pub fn open(&mut self, keys: &Keymap, pad: &GamepadMap, lang: Lang) -> String {
        self.items = items(keys, pad, lang);
        self.row = 0;
        self.open = true;
        self.lang = lang;
        format!("{} {}", self.instructions(), self.spoken_row())
    }

    /// How the list is used, as said when it opens: "Help, 80 items. Up and
    /// down read them, …".
    pub fn instructions(&self) -> String {
        format_message(
            self.lang,
            "window-help-opened",
            &[("count", self.items.len().into())],
        )
    }

    /// Whether keys go to the help now.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Takes one key; `keys` says what a pressed key does. A closed list
    /// ignores every key.
    pub fn key(&mut self, key: HelpKey, keys: &Keymap) -> HelpStep {
        if !self.open || self.items.is_empty() {
            return HelpStep::Nothing;
        }
        let last = self.items.len() - 1;
        let heading_from = |from: usize, forward: bool| {
            let found = if forward {
                (from + 1..=last).find(|&i| self.items[i].heading)
            } else {
                (0..from).rev().find(|&i| self.items[i].heading)
            };
            found.unwrap_or(from)
        };
        let to = match key {
            HelpKey::Up => self.row.saturating_sub(1),
            HelpKey::Down => (self.row + 1).min(last),
            HelpKey::First => 0,
            HelpKey::Last => last,
            HelpKey::NextGroup => heading_from(self.row, true),
            HelpKey::PreviousGroup => heading_from(self.row, false),
            HelpKey::Close => {
                self.open = false;
                return HelpStep::Closed(format_message(self.lang, "window-help-closed", &[]));
            }
            HelpKey::Pressed(chord) => {
                let said = match keys.lookup(&chord) {
                    Some(action) => describe(action, self.lang),
                    None => format_message(self.lang, "window-help-key-unbound", &[]),
                };
                return HelpStep::Say(format_message(
                    self.lang,
                    "window-help-key",
                    &[
                        ("key", chord.words(self.lang).into()),
                        ("action", said.into()),
                    ],
                ));
            }
            HelpKey::Bound(Some(action)) => return HelpStep::Say(describe(action, self.lang)),
            HelpKey::Bound(None) | HelpKey::Nothing => return HelpStep::Nothing,
        };
        if to == self.row {
            // At an end: the item again, so the key is heard.
            return HelpStep::Say(self.spoken_row());
        }
        self.row = to;
        HelpStep::Moved(self.spoken_row())
    }

    /// The item the list is on, as said: "Moving, 1 of 80".
    pub fn spoken_row(&self) -> String {
        self.placed(self.row)
    }

    /// Item `row` with its place: "Moving, 1 of 80".
    fn placed(&self, row: usize) -> String {
        let text = self
            .items
            .get(row)
            .map_or("", |i| i.text.trim_end_matches('.'));
        format_message(
            self.lang,
            "window-help-row",
            &[
                ("item", text.into()),
                ("position", (row + 1).into()),
                ("count", self.items.len().into()),
            ],
        )
    }

    /// What the window draws while the list is open: its title and every
    /// item, the selected one marked (the window shows the items around
    /// it that fit).
    pub fn shown(&self) -> Option<DialogView> {
        if !self.open {
            return None;
        }
        Some(DialogView {
            title: self.title(),
            rows: self.items.iter().map(|i| i.text.clone()).collect(),
            selected: self.row,
        })
    }

    /// The whole list for screen readers, the selected item focused, each
    /// item's name with its place ("Moving, 1 of 80"), as the settings'
    /// rows have it: Orca does not say the place itself.
    pub fn tree(&self) -> Option<DialogTree> {
        self.open.then(|| DialogTree {
            label: self.title(),
            items: (0..self.items.len()).map(|i| self.placed(i)).collect(),
            selected: self.row,
        })
    }

    fn title(&self) -> String {
        format_message(self.lang, "window-help-title", &[])
    }
}

/// The help's key for a key of the keyboard (`chord` with `key` its
/// meaning on the layout): the arrows up and down, Page Up and Page Down,
/// Home, End, Escape; `opens` is whether the key map binds this key to
/// the help, which closes it too; any other key is to be described.
pub fn key_of(key: &Key, chord: Option<Chord>, opens: bool) -> HelpKey {
    if opens {
        return HelpKey::Close;
    }
    match key {
        Key::Named(NamedKey::Shift | NamedKey::Control | NamedKey::Alt | NamedKey::Super) => {
            HelpKey::Nothing
        }
        Key::Named(NamedKey::ArrowUp) => HelpKey::Up,
        Key::Named(NamedKey::ArrowDown) => HelpKey::Down,
        Key::Named(NamedKey::PageUp) => HelpKey::PreviousGroup,
        Key::Named(NamedKey::PageDown) => HelpKey::NextGroup,
        Key::Named(NamedKey::Home) => HelpKey::First,
        Key::Named(NamedKey::End) => HelpKey::Last,
        Key::Named(NamedKey::Escape) => HelpKey::Close,
        _ => chord.map_or(HelpKey::Nothing, HelpKey::Pressed),
    }
}

/// The help's key for a gamepad button bound to `action`: up and down
/// walk the list, cancel or the help button close it, any other says what
/// it does.
pub fn key_of_action(action: KeyAction) -> HelpKey {
    match action {
        KeyAction::Board(BoardAction::Step(Direction::Up)) => HelpKey::Up,
        KeyAction::Board(BoardAction::Step(Direction::Down)) => HelpKey::Down,
        KeyAction::Board(BoardAction::Cancel) | KeyAction::Window(WindowAction::Help) => {
            HelpKey::Close
        }
        other => HelpKey::Bound(Some(other)),
    }
}

/// The items: each group's heading, then a line for each of its bound
/// actions, in the order of [`KeyAction::all`]; the typed commands last.
fn items(keys: &Keymap, pad: &GamepadMap, lang: Lang) -> Vec<Item> {
    let mut items = Vec::new();
    for group in Group::ALL {
        let mut texts: Vec<String> = if group == Group::Typed {
            help_keys()
                .map(|key| format_message(lang, &format!("help-{key}"), &[]))
                .collect()
        } else {
            KeyAction::all()
                .into_iter()
                .filter(|&a| group_of(a) == group)
                .filter_map(|a| line(a, keys, pad, lang))
                .collect()
        };
        if group == Group::Moves {
            texts.push(super::help::listen_line(pad, lang));
        }
        let lines: Vec<Item> = texts
            .into_iter()
            .map(|text| Item {
                text,
                heading: false,
            })
            .collect();
        if lines.is_empty() {
            continue;
        }
        items.push(Item {
            text: group.heading(lang),
            heading: true,
        });
        items.extend(lines);
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keymap::KeyName;

    fn plain(s: &str) -> String {
        s.replace(['\u{2068}', '\u{2069}'], "")
    }

    fn opened(lang: Lang) -> (HelpList, String) {
        let mut help = HelpList::default();
        let said = help.open(&Keymap::default(), &GamepadMap::default(), lang);
        (help, plain(&said))
    }

    #[test]
    fn opening_says_how_to_use_it_and_the_first_group() {
        let (help, said) = opened(Lang::En);
        assert!(help.is_open());
        assert!(said.starts_with("Help, "), "{said}");
        assert!(said.contains("Escape closes"), "{said}");
        assert!(
            said.ends_with(&format!("Moving, 1 of {}", help.items.len())),
            "{said}"
        );
    }

    #[test]
    fn the_items_walk_one_by_one_and_group_by_group() {
        let keys = Keymap::default();
        let (mut help, _) = opened(Lang::En);
        let HelpStep::Moved(first) = help.key(HelpKey::Down, &keys) else {
            panic!("moved");
        };
        assert!(
            plain(&first)
                .starts_with("Move the cursor up: Up arrow, Numpad 8; gamepad D-pad up, 2 of"),
            "{first}"
        );
        let mut headings = Vec::new();
        while let HelpStep::Moved(said) = help.key(HelpKey::NextGroup, &keys) {
            headings.push(plain(&said).split(',').next().unwrap_or("").to_owned());
        }
        assert_eq!(
            headings,
            [
                "Moves",
                "Questions",
                "The game",
                "The window and settings",
                "Typed commands"
            ]
        );
        // At the last heading, Page Down says it again.
        assert!(matches!(
            help.key(HelpKey::NextGroup, &keys),
            HelpStep::Say(_)
        ));
        let HelpStep::Moved(back) = help.key(HelpKey::PreviousGroup, &keys) else {
            panic!("moved back");
        };
        assert!(
            plain(&back).starts_with("The window and settings, "),
            "{back}"
        );
        let HelpStep::Moved(first) = help.key(HelpKey::First, &keys) else {
            panic!("first");
        };
        assert!(plain(&first).starts_with("Moving, 1 of"), "{first}");
    }

    #[test]
    fn a_key_pressed_in_the_help_says_what_it_does() {
        let keys = Keymap::default();
        let (mut help, _) = opened(Lang::En);
        let shift_c = Chord::new(KeyName::KeyC, false, true, false);
        assert_eq!(
            help.key(HelpKey::Pressed(shift_c), &keys).clone(),
            HelpStep::Say("Shift+C: Say your clock.".into())
        );
        let ctrl_y = Chord::new(KeyName::KeyY, true, false, false);
        let HelpStep::Say(said) = help.key(HelpKey::Pressed(ctrl_y), &keys) else {
            panic!("said");
        };
        assert_eq!(plain(&said), "Ctrl+Y: nothing.");
        assert!(help.is_open(), "a key pressed does not close the help");
        let (mut de, _) = opened(Lang::De);
        let HelpStep::Say(said) = de.key(
            HelpKey::Pressed(Chord::new(KeyName::KeyR, true, false, false)),
            &keys,
        ) else {
            panic!("said");
        };
        assert_eq!(plain(&said), "Strg+R: Aufgeben.");
        assert_eq!(
            de.key(HelpKey::Close, &keys),
            HelpStep::Closed("Hilfe geschlossen.".into())
        );
        assert!(!de.is_open());
        assert_eq!(de.key(HelpKey::Down, &keys), HelpStep::Nothing);
    }

    #[test]
    fn every_group_has_a_heading_in_every_language() {
        for lang in Lang::ALL {
            let (help, said) = opened(lang);
            assert!(!said.contains("window-help"), "{lang:?}: {said}");
            let headings = help.items.iter().filter(|i| i.heading).count();
            assert_eq!(headings, Group::ALL.len(), "{lang:?}");
            for item in &help.items {
                assert!(!item.text.contains("group-"), "{lang:?}: {}", item.text);
            }
        }
    }

    #[test]
    fn the_window_is_given_every_item_and_the_selected_one() {
        let keys = Keymap::default();
        let (mut help, _) = opened(Lang::En);
        let view = help.shown().expect("open");
        assert_eq!(view.title, "Help");
        assert_eq!(view.rows.len(), help.items.len());
        assert_eq!(view.selected, 0);
        for _ in 0..20 {
            help.key(HelpKey::Down, &keys);
        }
        let view = help.shown().expect("open");
        assert_eq!(view.rows[view.selected], help.items[20].text);
        help.key(HelpKey::Last, &keys);
        let view = help.shown().expect("open");
        assert_eq!(view.selected, help.items.len() - 1);
        let tree = help.tree().expect("open");
        assert_eq!(tree.items.len(), help.items.len());
        assert_eq!(tree.selected, help.items.len() - 1);
    }

    #[test]
    fn keys_map_to_the_help() {
        let c = || Some(Chord::key(KeyName::KeyC));
        assert_eq!(
            key_of(&Key::Named(NamedKey::ArrowDown), c(), false),
            HelpKey::Down
        );
        assert_eq!(
            key_of(&Key::Named(NamedKey::PageDown), c(), false),
            HelpKey::NextGroup
        );
        assert_eq!(key_of(&Key::Named(NamedKey::F1), c(), true), HelpKey::Close);
        assert_eq!(
            key_of(&Key::Named(NamedKey::Shift), c(), false),
            HelpKey::Nothing
        );
        assert_eq!(
            key_of(&Key::Character("c".into()), c(), false),
            HelpKey::Pressed(Chord::key(KeyName::KeyC))
        );
        assert_eq!(key_of_action(WindowAction::Help.into()), HelpKey::Close);
        assert_eq!(
            key_of_action(BoardAction::SayClocks.into()),
            HelpKey::Bound(Some(BoardAction::SayClocks.into()))
        );
    }

    #[test]
    fn the_last_group_is_every_typed_command_tournament_too() {
        for lang in [Lang::En, Lang::De, Lang::Es] {
            let (help, _) = opened(lang);
            let texts: Vec<String> = help.items.iter().map(|i| plain(&i.text)).collect();
            let heading = help.items.iter().rposition(|i| i.heading).unwrap();
            assert_eq!(
                texts[heading],
                plain(&format_message(lang, "window-help-typed", &[]))
            );
            let typed = &texts[heading + 1..];
            assert_eq!(typed.len(), help_keys().count(), "{lang:?}");
            let tournament = plain(&format_message(lang, "help-tournament", &[]));
            assert!(typed.contains(&tournament), "{lang:?}: {typed:?}");
        }
    }
}
