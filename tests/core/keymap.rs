//! Key bindings as data: the bundled key map, the issue's key table,
//! overrides and errors.

use shakmaty::{File, Rank, Role};
use tactus::keymap::{
    BoardAction, Chord, ChordError, DEFAULT_KEYMAP, KeyAction, KeyName, Keymap, KeymapErrorKind,
    UnknownKeyName, WindowAction,
};
use tactus::rules::tactile::Direction;

fn chord(s: &str) -> Chord {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The board action bound to the chord `s`, if a board action is.
fn look(keys: &Keymap, s: &str) -> Option<BoardAction> {
    match keys.lookup(&chord(s))? {
        KeyAction::Board(action) => Some(action),
        KeyAction::Window(_) => None,
    }
}

#[test]
fn default_keymap_parses_and_binds_every_action() {
    let keys = Keymap::parse(DEFAULT_KEYMAP).expect("bundled keymap parses");
    assert_eq!(keys, Keymap::default());
    assert_eq!(keys.unbound_actions(), Vec::<KeyAction>::new());
    for action in KeyAction::all() {
        assert!(!keys.chords_for(action).is_empty(), "{action} has no key");
    }
}

#[test]
fn action_names_round_trip() {
    let all = KeyAction::all();
    assert_eq!(all.len(), 8 + 8 + 8 + 12 + 37);
    for action in all {
        let name = action.name();
        assert_eq!(KeyAction::from_name(&name), Some(action), "{name}");
        assert_eq!(name.parse::<KeyAction>(), Ok(action));
        let json = serde_json::to_string(&action).expect("serialises");
        assert_eq!(json, format!("\"{name}\""));
        let back: KeyAction = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, action);
        // A board action's name is its own; a window action is none.
        match action {
            KeyAction::Board(board) => assert_eq!(BoardAction::from_name(&name), Some(board)),
            KeyAction::Window(_) => assert_eq!(BoardAction::from_name(&name), None),
        }
    }
    assert_eq!(BoardAction::all().len(), 8 + 8 + 8 + 12 + 30);
    for bad in [
        "",
        "step-",
        "step-sideways",
        "jump-rank-9",
        "jump-file-i",
        "jump-rank-10",
        "next-",
        "next-pawns",
        "Help",
    ] {
        assert_eq!(BoardAction::from_name(bad), None, "{bad}");
    }
    assert!(serde_json::from_str::<BoardAction>("\"fly\"").is_err());
}

#[test]
fn every_row_of_the_issue_table() {
    use BoardAction::*;
    let keys = Keymap::default();
    let rows: Vec<(&str, BoardAction)> = vec![
        // arrows, Ctrl for diagonals, and the documented alternative
        ("ArrowUp", Step(Direction::Up)),
        ("ArrowDown", Step(Direction::Down)),
        ("ArrowLeft", Step(Direction::Left)),
        ("ArrowRight", Step(Direction::Right)),
        ("Ctrl+ArrowUp", Step(Direction::UpRight)),
        ("Ctrl+ArrowRight", Step(Direction::DownRight)),
        ("Ctrl+ArrowDown", Step(Direction::DownLeft)),
        ("Ctrl+ArrowLeft", Step(Direction::UpLeft)),
        ("Home", Step(Direction::UpLeft)),
        ("PageUp", Step(Direction::UpRight)),
        ("End", Step(Direction::DownLeft)),
        ("PageDown", Step(Direction::DownRight)),
        ("Numpad7", Step(Direction::UpLeft)),
        ("Numpad3", Step(Direction::DownRight)),
        // Space or Enter; Enter after placing announces; Escape cancels
        ("Space", LiftOrPlace),
        ("Enter", LiftPlaceOrAnnounce),
        ("Shift+Enter", Announce),
        ("Escape", Cancel),
        // o l c t m
        ("KeyO", SayCurrentSquare),
        ("KeyL", SayLastMove),
        ("KeyC", SayClocks),
        ("KeyT", SayTurn),
        ("KeyM", SayLegalMoves),
        // x, Alt+x
        ("KeyX", ScanDiagonals),
        ("Alt+KeyX", ScanLines),
        ("KeyF", Flip),
        // WinBoard's Alt keys
        ("Alt+KeyN", ScanKnightMoves),
        ("Alt+KeyR", ScanRank),
        ("Alt+KeyF", ScanFile),
        ("Alt+KeyA", SayAttackedSquares),
        ("Alt+KeyD", SayAttackers),
        ("Alt+KeyT", SayClocks),
        ("Alt+KeyM", SayLastMove),
        ("Alt+KeyS", SayCurrentSquare),
    ];
    for (key, want) in rows {
        assert_eq!(look(&keys, key), Some(want), "{key}");
    }
    // The window's own: F1 or ?, Ctrl+, for the settings, a key for the
    // command line, zoom and full screen.
    for (key, want) in [
        ("F1", WindowAction::Help),
        ("Shift+Slash", WindowAction::Help),
        ("Ctrl+Comma", WindowAction::Settings),
        ("KeyI", WindowAction::CommandLine),
        ("Slash", WindowAction::CommandLine),
        ("Ctrl+Equal", WindowAction::ZoomIn),
        ("Ctrl+Minus", WindowAction::ZoomOut),
        ("F11", WindowAction::FullScreen),
    ] {
        assert_eq!(keys.lookup(&chord(key)), Some(want.into()), "{key}");
    }
    // 1-8 ranks, Shift+1-8 files a-h
    for i in 0..8u32 {
        let digit = format!("Digit{}", i + 1);
        assert_eq!(look(&keys, &digit), Some(JumpRank(Rank::new(i))), "{digit}");
        let shifted = format!("Shift+{digit}");
        assert_eq!(
            look(&keys, &shifted),
            Some(JumpFile(File::new(i))),
            "{shifted}"
        );
    }
    // k q r b n p, Shift backwards
    for (letter, role) in [
        ('K', Role::King),
        ('Q', Role::Queen),
        ('R', Role::Rook),
        ('B', Role::Bishop),
        ('N', Role::Knight),
        ('P', Role::Pawn),
    ] {
        let key = format!("Key{letter}");
        assert_eq!(
            look(&keys, &key),
            Some(NextPiece {
                role,
                backwards: false
            })
        );
        let back = format!("Shift+{key}");
        assert_eq!(
            look(&keys, &back),
            Some(NextPiece {
                role,
                backwards: true
            })
        );
    }
    // Unbound chords give nothing.
    assert_eq!(look(&keys, "KeyZ"), None);
    assert_eq!(look(&keys, "Ctrl+Alt+Shift+ArrowUp"), None);
}

#[test]
fn chords_for_lists_every_key_of_an_action() {
    let keys = Keymap::default();
    let help: Vec<String> = keys
        .chords_for(WindowAction::Help)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(help, vec!["F1", "Shift+Slash"]);
    let up: Vec<String> = keys
        .chords_for(BoardAction::Step(Direction::Up))
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(up, vec!["ArrowUp", "Numpad8"]);
    let talking: Vec<String> = keys
        .chords_for(BoardAction::ToggleTalkingClock)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(talking, vec!["Ctrl+KeyT"]);
    assert_eq!(keys.bindings().count(), 95);
}

#[test]
fn chords_parse_in_any_order_and_case() {
    assert_eq!(
        chord("Ctrl+Shift+ArrowUp"),
        Chord::new(KeyName::ArrowUp, true, true, false)
    );
    assert_eq!(
        chord("shift + control + arrowup"),
        chord("Ctrl+Shift+ArrowUp")
    );
    assert_eq!(chord("alt+keyx").to_string(), "Alt+KeyX");
    assert_eq!(chord("Shift+Alt+Ctrl+F1").to_string(), "Ctrl+Alt+Shift+F1");
    assert_eq!(chord("keyk"), Chord::key(KeyName::KeyK));
    assert_eq!(chord("numpadenter"), Chord::key(KeyName::NumpadEnter));
    assert!(matches!(
        "Ctrl+".parse::<Chord>(),
        Err(ChordError::Empty(_))
    ));
    assert!(matches!("".parse::<Chord>(), Err(ChordError::Empty(_))));
    assert!(matches!(
        "Super+KeyK".parse::<Chord>(),
        Err(ChordError::UnknownModifier { modifier, .. }) if modifier == "Super"
    ));
    assert!(matches!(
        "Ctrl+Ctrl+KeyK".parse::<Chord>(),
        Err(ChordError::RepeatedModifier { .. })
    ));
    assert!(matches!(
        "K".parse::<Chord>(),
        Err(ChordError::UnknownKey { key, .. }) if key == "K"
    ));
}

#[test]
fn overrides_replace_chord_by_chord() {
    let user = "[board]\nKeyX = \"scan-lines\"\n\"Alt+KeyX\" = \"unbound\"\nKeyZ = \"step-up\"\n";
    let keys = Keymap::with_overrides(user).expect("good user file");
    assert_eq!(look(&keys, "KeyX"), Some(BoardAction::ScanLines));
    assert_eq!(look(&keys, "Alt+KeyX"), None);
    assert_eq!(look(&keys, "KeyZ"), Some(BoardAction::Step(Direction::Up)));
    // Everything else as before.
    assert_eq!(
        look(&keys, "ArrowUp"),
        Some(BoardAction::Step(Direction::Up))
    );
    assert_eq!(look(&keys, "KeyO"), Some(BoardAction::SayCurrentSquare));
    assert_eq!(
        keys.unbound_actions(),
        vec![BoardAction::ScanDiagonals.into()]
    );
    // An empty user file changes nothing.
    assert_eq!(Keymap::with_overrides(""), Ok(Keymap::default()));
    // Overriding leaves the original untouched.
    let base = Keymap::default();
    let _ = base.overridden(user);
    assert_eq!(base, Keymap::default());
}

#[test]
fn a_bad_user_file_is_an_error_naming_the_line() {
    let cases: Vec<(&str, usize, &str)> = vec![
        (
            "[board]\nKeyX = \"scan-lines\"\nArrowUpp = \"step-up\"\n",
            3,
            "\"ArrowUpp\"",
        ),
        ("[board]\n\n\"Ctrl+KeyX\" = \"fly\"\n", 3, "\"fly\""),
        (
            "[board]\n\"Ctrl+Shift+KeyA\" = \"help\"\n\"Shift+Ctrl+KeyA\" = \"flip\"\n",
            3,
            "bound twice (first on line 2)",
        ),
        ("[board]\n\"Meta+KeyA\" = \"help\"\n", 2, "\"Meta\""),
        ("[board]\nKeyA = 3\n", 2, ""),
        ("[board]\nKeyA = \"help\"\nKeyA = \"flip\"\n", 3, ""),
        ("[bored]\nKeyA = \"help\"\n", 1, "bored"),
        ("[board\n", 1, ""),
    ];
    for (text, line, says) in cases {
        let err = Keymap::with_overrides(text).expect_err(text);
        assert_eq!(err.line, Some(line), "{text:?}: {err}");
        let message = err.to_string();
        assert!(
            message.starts_with(&format!("key map line {line}: ")),
            "{message}"
        );
        assert!(message.contains(says), "{message} should say {says}");
    }
    let err = Keymap::parse("[board]\nKeyX = \"jump-rank-9\"\n").expect_err("bad action");
    assert!(
        matches!(err.kind, KeymapErrorKind::UnknownAction { ref action, .. } if action == "jump-rank-9")
    );
    // The caller falls back to the defaults.
    let keys = Keymap::with_overrides("[board]\nKeyX = \"fly\"\n").unwrap_or_default();
    assert_eq!(keys, Keymap::default());
}

#[test]
fn every_key_name_round_trips_through_its_text() {
    assert_eq!(KeyName::ALL.len(), 194);
    for &key in KeyName::ALL {
        let name = key.to_string();
        assert_eq!(name.parse::<KeyName>(), Ok(key), "{name}");
        assert_eq!(name.to_lowercase().parse::<KeyName>(), Ok(key), "{name}");
        assert_eq!(name.to_uppercase().parse::<KeyName>(), Ok(key), "{name}");
        let held = Chord::new(key, true, true, true);
        assert_eq!(
            held.to_string().parse::<Chord>(),
            Ok(held.clone()),
            "{held}"
        );
    }
    let mut names: Vec<String> = KeyName::ALL.iter().map(ToString::to_string).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), KeyName::ALL.len(), "two keys share a name");
    for bad in ["", "K", "Key", "ArrowUpp", "Digit10", "F36", "Numpad"] {
        assert_eq!(
            bad.parse::<KeyName>(),
            Err(UnknownKeyName(bad.to_owned())),
            "{bad}"
        );
    }
}

#[test]
fn an_unknown_key_in_a_keymap_file_is_named() {
    let text = "[board]\nKeyX = \"scan-lines\"\n\"Ctrl+Shift+PgUp\" = \"step-up\"\n";
    let err = Keymap::with_overrides(text).expect_err("PgUp is no key");
    assert_eq!(err.line, Some(3));
    assert!(
        matches!(&err.kind, KeymapErrorKind::Chord(ChordError::UnknownKey { key, chord })
            if key == "PgUp" && chord == "Ctrl+Shift+PgUp"),
        "{err:?}"
    );
    let message = err.to_string();
    assert!(
        message.starts_with("key map line 3: \"PgUp\" in \"Ctrl+Shift+PgUp\" is not a key name"),
        "{message}"
    );
    // Only that binding is left out when the good ones are kept.
    let (keys, skipped) = Keymap::with_good_overrides(text).expect("of the key map's form");
    assert_eq!(skipped.len(), 1);
    assert_eq!(skipped[0].chord, "Ctrl+Shift+PgUp");
    assert_eq!(skipped[0].error, err);
    assert_eq!(
        keys.lookup(&Chord::key(KeyName::KeyX)),
        Some(BoardAction::ScanLines.into())
    );
}

#[test]
fn chords_hold_key_names() {
    let keys = Keymap::default();
    assert_eq!(
        keys.lookup(&Chord::new(KeyName::KeyK, false, true, false)),
        Some(
            BoardAction::NextPiece {
                role: Role::King,
                backwards: true
            }
            .into()
        )
    );
    assert_eq!(
        keys.lookup(&Chord::new(KeyName::ShiftLeft, false, true, false)),
        None
    );
}

mod never_panics {
    use proptest::prelude::*;
    use tactus::keymap::{Chord, Keymap};

    proptest! {
        #[test]
        fn any_chord_text(text in "\\PC{0,24}") {
            let _ = text.parse::<Chord>();
        }

        #[test]
        fn any_keymap_text(text in "(\\[board\\]\n)?([A-Za-z0-9+\" =\\[\\]-]{0,20}\n){0,6}") {
            if let Err(e) = Keymap::with_overrides(&text) {
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}
