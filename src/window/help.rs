//! The words of the board window's help (F1, `?`, the gamepad's select
//! button): every bound action in words of the player's language, with its
//! keys from the key map and its buttons from the gamepad map, both named
//! in the player's language too, one line per action, in groups
//! ([`Group`]). [`super::help_list`] makes a list of them to walk.

use shakmaty::Role;

use crate::gamepad::{GamepadMap, LISTEN_BUTTON};
use crate::keymap::{BoardAction, KeyAction, Keymap, WindowAction};
use crate::notation::{Lang, format_message};

/// What `action` does, in `lang` ("Move the cursor up", "Next knight").
pub fn describe(action: KeyAction, lang: Lang) -> String {
    let say =
        |id: &str, args: &[(&str, fluent_bundle::FluentValue<'_>)]| format_message(lang, id, args);
    let action = match action {
        KeyAction::Board(action) => action,
        window => return say(&format!("action-{}", window.name()), &[]),
    };
    match action {
        BoardAction::Step(_) => {
            let name = action.name();
            let word = name.strip_prefix("step-").unwrap_or("up").to_owned();
            let direction = say("direction", &[("d", word.into())]);
            say("action-step", &[("direction", direction.into())])
        }
        BoardAction::JumpRank(r) => {
            say("action-jump-rank", &[("rank", r.char().to_string().into())])
        }
        BoardAction::JumpFile(f) => {
            say("action-jump-file", &[("file", f.char().to_string().into())])
        }
        BoardAction::NextPiece { role, backwards } => {
            let piece = say(role_id(role), &[]);
            let id = if backwards {
                "action-previous-role"
            } else {
                "action-next-role"
            };
            say(id, &[("piece", piece.into())])
        }
        unit => say(&format!("action-{}", unit.name()), &[]),
    }
}

fn role_id(role: Role) -> &'static str {
    match role {
        Role::King => "role-king",
        Role::Queen => "role-queen",
        Role::Rook => "role-rook",
        Role::Bishop => "role-bishop",
        Role::Knight => "role-knight",
        Role::Pawn => "role-pawn",
    }
}

/// The line of `action`, if a key or a button is bound to it: "Move the
/// cursor up: Up arrow, Numpad 8; gamepad D-pad up."
pub fn line(action: KeyAction, keys: &Keymap, pad: &GamepadMap, lang: Lang) -> Option<String> {
    let chords: Vec<String> = keys
        .chords_for(action)
        .iter()
        .map(|chord| chord.words(lang))
        .collect();
    let buttons: Vec<String> = pad
        .buttons_for(action)
        .iter()
        .map(|button| button.words(lang))
        .collect();
    if chords.is_empty() && buttons.is_empty() {
        return None;
    }
    let mut ways = Vec::new();
    if !chords.is_empty() {
        ways.push(chords.join(", "));
    }
    if !buttons.is_empty() {
        ways.push(format_message(
            lang,
            "window-help-gamepad",
            &[("buttons", buttons.join(", ").into())],
        ));
    }
    Some(format_message(
        lang,
        "window-help-line",
        &[
            ("action", describe(action, lang).into()),
            ("keys", ways.join("; ").into()),
        ],
    ))
}

/// The line of the key held to say a move aloud (`--listen`): V, and the
/// gamepad's [`LISTEN_BUTTON`] while the map leaves it free. "Hold to say a
/// move aloud (tactus --listen): V; gamepad right stick."
pub fn listen_line(pad: &GamepadMap, lang: Lang) -> String {
    let mut ways = vec!["V".to_owned()];
    if pad.lookup(LISTEN_BUTTON).is_none() {
        ways.push(format_message(
            lang,
            "window-help-gamepad",
            &[("buttons", LISTEN_BUTTON.words(lang).into())],
        ));
    }
    format_message(
        lang,
        "window-help-line",
        &[
            (
                "action",
                format_message(lang, "window-help-listen", &[]).into(),
            ),
            ("keys", ways.join("; ").into()),
        ],
    )
}

/// One line per action bound to a key or a button, in the order of
/// [`KeyAction::all`]: "Move the cursor up: Up arrow, Numpad 8; gamepad D-pad up."
pub fn lines(keys: &Keymap, pad: &GamepadMap, lang: Lang) -> Vec<String> {
    KeyAction::all()
        .into_iter()
        .filter_map(|action| line(action, keys, pad, lang))
        .collect()
}

/// The groups of the help, in its order.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Group {
    /// The cursor: steps, jumps, pieces of a kind.
    Moving,
    /// Lifting, placing, announcing and cancelling a move.
    Moves,
    /// What the board, the clocks and the pieces are asked.
    Questions,
    /// Resigning, draws, a new game, quitting, the talking clock.
    Game,
    /// The window's own: help, settings, command line, zoom, flip.
    Settings,
    /// The commands typed on the command line, as `help COMMAND` says
    /// them: no key's.
    Typed,
}

impl Group {
    /// Every group, in the help's order.
    pub const ALL: [Group; 6] = [
        Group::Moving,
        Group::Moves,
        Group::Questions,
        Group::Game,
        Group::Settings,
        Group::Typed,
    ];

    /// The group's heading in `lang`: "Moving".
    pub fn heading(self, lang: Lang) -> String {
        let name = match self {
            Group::Moving => "moving",
            Group::Moves => "moves",
            Group::Questions => "questions",
            Group::Game => "game",
            Group::Settings => "settings",
            Group::Typed => return format_message(lang, "window-help-typed", &[]),
        };
        format_message(lang, "window-help-group", &[("group", name.into())])
    }
}

/// The group `action` is listed in.
pub fn group_of(action: KeyAction) -> Group {
    use BoardAction as B;
    match action {
        KeyAction::Window(WindowAction::Review) => Group::Game,
        KeyAction::Window(_) | KeyAction::Board(B::Flip) => Group::Settings,
        KeyAction::Board(action) => match action {
            B::Step(_)
            | B::JumpRank(_)
            | B::JumpFile(_)
            | B::NextPiece { .. }
            | B::NextOwnPiece
            | B::PreviousOwnPiece
            | B::GoToLastMove => Group::Moving,
            B::LiftOrPlace | B::LiftPlaceOrAnnounce | B::Announce | B::Cancel => Group::Moves,
            B::Quit | B::Resign | B::OfferDraw | B::NewGame | B::ToggleTalkingClock => Group::Game,
            _ => Group::Questions,
        },
    }
}

/// The whole help, to say and show: a heading, then [`lines`].
pub fn text(keys: &Keymap, pad: &GamepadMap, lang: Lang) -> String {
    let mut all = vec![format_message(lang, "window-help", &[])];
    all.extend(lines(keys, pad, lang));
    all.push(listen_line(pad, lang));
    all.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(s: &str) -> String {
        s.replace(['\u{2068}', '\u{2069}'], "")
    }

    #[test]
    fn the_help_lists_every_bound_action_with_its_keys_and_buttons() {
        let keys = Keymap::default();
        let pad = GamepadMap::default();
        for lang in [Lang::En, Lang::De, Lang::Es] {
            let lines = lines(&keys, &pad, lang);
            let bound: Vec<KeyAction> = KeyAction::all()
                .into_iter()
                .filter(|&a| !keys.chords_for(a).is_empty() || !pad.buttons_for(a).is_empty())
                .collect();
            assert_eq!(lines.len(), bound.len(), "{lang:?}");
            for (line, action) in lines.iter().zip(&bound) {
                let line = plain(line);
                let words = plain(&describe(*action, lang));
                assert!(line.starts_with(&words), "{lang:?}: {line}");
                // A word from the locale, not a missing message id.
                assert!(!words.contains("action-"), "{lang:?}: {words}");
                for chord in keys.chords_for(*action) {
                    assert!(line.contains(&plain(&chord.words(lang))), "{line}");
                }
                for button in pad.buttons_for(*action) {
                    assert!(line.contains(&button.words(lang)), "{line}");
                }
            }
        }
    }

    #[test]
    fn the_new_actions_read_well_in_english() {
        let text = plain(&text(&Keymap::default(), &GamepadMap::default(), Lang::En));
        assert!(
            text.contains("Next of your pieces: Right bracket; gamepad right shoulder."),
            "{text}"
        );
        assert!(
            text.contains("Say your clock: Shift+C; gamepad left trigger."),
            "{text}"
        );
        assert!(
            text.contains("Move the cursor up: Up arrow, Numpad 8; gamepad D-pad up."),
            "{text}"
        );
    }

    #[test]
    fn the_key_and_button_held_to_say_a_move_are_in_the_help() {
        let pad = GamepadMap::default();
        let en = plain(&text(&Keymap::default(), &pad, Lang::En));
        assert!(
            en.contains(
                "Hold to say a move aloud (tactus --listen): V; gamepad right stick pressed."
            ),
            "{en}"
        );
        let de = plain(&listen_line(&pad, Lang::De));
        assert!(de.starts_with("Halten und einen Zug laut sagen"), "{de}");
        assert!(de.contains(": V; Gamepad "), "{de}");
    }

    #[test]
    fn the_keys_are_named_in_the_player_language() {
        let pad = GamepadMap::default();
        let de = plain(&text(&Keymap::default(), &pad, Lang::De));
        assert!(de.contains("Strg+R"), "{de}");
        assert!(de.contains("Pfeil nach oben, Ziffernblock 8"), "{de}");
        assert!(!de.contains("ArrowUp") && !de.contains("KeyR"), "{de}");
        let es = plain(&text(&Keymap::default(), &pad, Lang::Es));
        assert!(es.contains("Flecha arriba"), "{es}");
        assert!(es.contains("Mayús+C"), "{es}");
        assert!(es.contains("mando gatillo izquierdo"), "{es}");
        assert!(!es.contains("Shift+KeyC"), "{es}");
    }
}
