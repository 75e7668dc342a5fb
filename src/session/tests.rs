//! Session tests: exact times, no I/O.

use shakmaty::{ByColor, Color, Role, Square};

use super::*;
use crate::input::parse_line;
use crate::keymap::BoardAction;
use crate::session::settings::{self, SettingValue};

fn setup(white: Player, black: Player, control: &str) -> Setup {
    Setup {
        players: ByColor { white, black },
        control: control.parse().unwrap(),
        rules: Rules::Casual,
        laws: crate::rules::laws::Laws::default(),
        fen: None,
        chess960: None,
        settings: Settings::default(),
        names: ByColor::default(),
    }
}

mod draw_offers;
mod first_moves;
mod talking_clock;

fn two_people(control: &str) -> Session {
    Session::new(setup(Player::Human, Player::Human, control), 0)
        .unwrap()
        .0
}

/// Two people under the strict rules, whose clocks start with the game
/// (a casual game's wait for both first moves).
fn clock_from_the_start(control: &str) -> Session {
    let setup = Setup {
        rules: Rules::Strict,
        ..setup(Player::Human, Player::Human, control)
    };
    Session::new(setup, 0).unwrap().0
}

/// A typed line for the session (no `save` or `load`).
fn typed(line: &str) -> Action {
    parse_line(line).action().expect("a session line")
}

fn run(session: &mut Session, script: &[(&str, Millis)]) -> Vec<Event> {
    run_handled(session, script).events
}

/// [`run`], with the effects the session asked for along the script.
fn run_handled(session: &mut Session, script: &[(&str, Millis)]) -> super::Handled {
    let mut all = super::Handled::default();
    for (line, at) in script {
        let handled = session.handle(typed(line), *at);
        all.events.extend(handled.events);
        all.effects.extend(handled.effects);
    }
    all
}

#[test]
fn replaying_the_same_actions_rebuilds_the_same_state() {
    let script = [
        ("e4", 1000),
        ("e5", 2500),
        ("Nf3", 4000),
        ("c", 4100),
        ("undo", 5000),
        ("Nc3", 6000),
    ];
    let mut a = two_people("5+3");
    let mut b = two_people("5+3");
    assert_eq!(run(&mut a, &script), run(&mut b, &script));
    assert_eq!(a.snapshot(7000), b.snapshot(7000));
    assert_eq!(a.snapshot(7000).moves, vec!["e2e4", "e7e5", "b1c3"]);
}

#[test]
fn a_flag_falls_at_the_exact_millisecond() {
    let mut s = clock_from_the_start("5s+0");
    assert_eq!(s.next_wakeup(0), Some(1000));
    assert!(
        run(&mut s, &[("", 4999)])
            .iter()
            .all(|e| !matches!(e, Event::GameOver(_)))
    );
    let events = s.handle(Action::Tick, 5000).events;
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::GameOver(Ended {
                reason: crate::rules::outcome::Termination::FlagFall { side: Color::White },
                ..
            })
        )),
        "{events:?}"
    );
    assert_eq!(s.next_wakeup(5000), None);
}

#[test]
fn illegal_and_ambiguous_input_changes_nothing() {
    let mut s = two_people("15+10");
    let before = s.snapshot(10);
    let events = run(&mut s, &[("Ke2", 10), ("zz", 10), ("p Z", 10)]);
    assert_eq!(events.len(), 3);
    assert!(matches!(events[0], Event::Refused(_)));
    assert_eq!(s.snapshot(10), before);
}

#[test]
fn repetition_claim_by_two_people() {
    let mut s = two_people("15+10");
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];
    for (i, m) in moves.iter().enumerate() {
        run(&mut s, &[(m, i as Millis * 100)]);
    }
    let events = run(&mut s, &[("claim", 1000)]);
    assert!(
        matches!(events.last(), Some(Event::GameOver(_))),
        "{events:?}"
    );
}

#[test]
fn resign_and_quit_ask_first_and_anything_else_cancels() {
    let mut s = two_people("15+10");
    let events = run(&mut s, &[("resign", 10), ("e4", 20)]);
    assert_eq!(events[1], Event::Notice(Notice::Cancelled));
    assert_eq!(s.game().ply_count(), 0);
    let events = run(&mut s, &[("resign", 30), ("ja", 40)]);
    assert!(matches!(events[1], Event::GameOver(_)));
}

/// A person with White against the engine at level 3, at 15+10.
fn against_engine_level_3() -> Session {
    let black = Player::Engine(crate::engine::Level::new(3).unwrap());
    Session::new(setup(Player::Human, black, "15+10"), 0)
        .unwrap()
        .0
}

#[test]
fn premove_is_played_when_the_engine_has_moved() {
    let mut s = against_engine_level_3();
    run(&mut s, &[("e4", 100)]);
    assert!(s.engine_to_move(150).is_some());
    let events = run(&mut s, &[("Nf3", 200)]);
    assert!(matches!(
        events[0],
        Event::Notice(Notice::PremoveRecorded { .. })
    ));
    let events = s
        .handle(Action::EngineMoved("e7e5".parse().unwrap()), 1000)
        .events;
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::MoveMade { .. }))
            .count(),
        2
    );
    assert_eq!(s.game().ply_count(), 3);
}

#[test]
fn a_premove_that_is_no_move_after_any_reply_is_refused() {
    let mut s = against_engine_level_3();
    run(&mut s, &[("e4", 100)]);
    for text in ["xyz", "Nf9", "Ke3"] {
        let events = run(&mut s, &[(text, 200)]);
        assert!(
            matches!(events[0], Event::Refused(Reason::Parse(_))),
            "{text}: {events:?}"
        );
    }
    // Bc4 is legal whatever Black replies; Qh5 too.
    let events = run(&mut s, &[("Bc4", 300)]);
    assert!(matches!(
        events[0],
        Event::Notice(Notice::PremoveRecorded { .. })
    ));
}

#[test]
fn an_engine_failure_pauses_the_clock_until_it_is_ready() {
    let mut s = against_engine_level_3();
    // The clocks run from Black's first move on: White's, from 100 ms.
    run(&mut s, &[("e4", 0)]);
    s.handle(Action::EngineMoved("e7e5".parse().unwrap()), 0);
    run(&mut s, &[("Nf3", 100)]);
    let crashed = crate::engine::EngineError::Exited {
        engine: "stockfish".into(),
        doing: crate::engine::Doing::Thinking,
        status: crate::engine::Ending::Signal(9),
    };
    s.handle(Action::EngineFailed(crashed), 200);
    assert!(s.engine_to_move(300).is_none());
    let handled = run_handled(&mut s, &[("engine restart", 60_000)]);
    assert!(matches!(
        handled.events[..],
        [.., Event::Notice(Notice::EngineRestarting)]
    ));
    assert!(
        handled
            .effects
            .iter()
            .any(|e| matches!(e, super::Effect::Engine(_))),
        "{:?}",
        handled.effects
    );
    s.handle(Action::EngineReady, 60_000);
    assert_eq!(s.clock().remaining(Color::Black, 60_000), 15 * 60_000 - 100);
}

#[test]
fn snapshot_restores_position_and_clocks() {
    let mut s = two_people("15+10");
    run(&mut s, &[("e4", 3000), ("c5", 5000)]);
    let snap = s.snapshot(6000);
    let r = Session::restore(&snap, 0).unwrap();
    assert_eq!(r.game().fen(), s.game().fen());
    assert_eq!(r.snapshot(0).readings, snap.readings);
    assert_eq!(r.scoresheet(), s.scoresheet());
}

#[test]
fn a_setting_changed_in_the_settings_dialog_is_said_as_one_of_the_list() {
    let mut s = two_people("5+3");
    let theme = SettingValue::Theme(crate::session::settings::ThemeName::BlackWhite);
    let handled = s.handle(Action::Setting(theme), 0);
    assert_eq!(
        handled.events,
        vec![Event::Notice(Notice::ListedSetting(theme))]
    );
    assert_eq!(
        s.settings().theme,
        crate::session::settings::ThemeName::BlackWhite
    );
    assert!(handled.effects.contains(&super::Effect::SaveSettings));
}

#[test]
fn set_changes_the_new_settings_and_a_bad_value_changes_nothing() {
    use crate::event::SettingName;
    use crate::rules::tactile::PieceOrder;
    let mut s = two_people("5+3");
    let handled = run_handled(
        &mut s,
        &[("set rate 150", 0), ("setze Farben black-white", 0)],
    );
    let events = handled.events;
    assert_eq!(
        events,
        vec![
            Event::Notice(Notice::Setting(SettingValue::Rate(
                settings::Rate::new(150).unwrap()
            ))),
            Event::Notice(Notice::Setting(SettingValue::Theme(
                settings::ThemeName::BlackWhite
            ))),
        ]
    );
    assert_eq!(s.settings().rate.percent(), 150);
    assert!(handled.effects.contains(&super::Effect::SaveSettings));
    run(
        &mut s,
        &[("ajustar orden mezcladas", 0), ("set sounds off", 0)],
    );
    assert_eq!(s.tactile().piece_order(), PieceOrder::Mixed);
    assert!(!s.settings().sonify);

    let before = *s.settings();
    for (line, name) in [
        ("set rate 20", SettingName::Rate),
        ("set rate fast", SettingName::Rate),
        ("set theme pink", SettingName::Theme),
        ("set sounds loud", SettingName::Sonify),
        ("set order sideways", SettingName::Order),
    ] {
        let given = line.rsplit(' ').next().unwrap().to_owned();
        let handled = run_handled(&mut s, &[(line, 0)]);
        assert_eq!(
            handled.events,
            vec![Event::Notice(Notice::BadSetting { name, given })],
            "{line}"
        );
        assert!(
            !handled.effects.contains(&super::Effect::SaveSettings),
            "a bad value saves nothing: {line}"
        );
    }
    assert_eq!(*s.settings(), before);
}

#[test]
fn a_setting_from_the_dialog_leaves_a_question_waiting() {
    let mut s = two_people("5+3");
    run(&mut s, &[("resign", 0)]);
    let events = s
        .handle(
            Action::Setting(SettingValue::Theme(settings::ThemeName::ColourBlind)),
            0,
        )
        .events;
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(s.settings().theme.name(), "colour-blind");
    let events = run(&mut s, &[("yes", 0)]);
    assert!(
        events.iter().any(|e| matches!(e, Event::GameOver(_))),
        "{events:?}"
    );
}

#[test]
fn the_board_is_read_as_piece_lists_after_set_board_pieces() {
    use crate::event::SettingName;
    let mut s = two_people("5+3");
    let ranks = run(&mut s, &[("b", 0)]);
    assert_eq!(ranks.len(), 8, "rank by rank: {ranks:?}");
    let set = run(&mut s, &[("setze brett figuren", 0)]);
    assert_eq!(
        set,
        vec![Event::Notice(Notice::Setting(SettingValue::Board(
            settings::BoardReading::Pieces
        )))]
    );
    let lists = run(&mut s, &[("b", 0)]);
    let pieces: Vec<(Color, shakmaty::Role, usize)> = lists
        .iter()
        .map(|e| match e {
            Event::Notice(Notice::Pieces { piece, squares }) => {
                (piece.color, piece.role, squares.len())
            }
            other => panic!("a piece list, not {other:?}"),
        })
        .collect();
    // White's six kinds from the king down, then Black's.
    assert_eq!(pieces.len(), 12, "{pieces:?}");
    assert_eq!(pieces[0], (Color::White, shakmaty::Role::King, 1));
    assert_eq!(pieces[5], (Color::White, shakmaty::Role::Pawn, 8));
    assert_eq!(pieces[6].0, Color::Black);
    let before = *s.settings();
    let bad = run(&mut s, &[("set board upside-down", 0)]);
    assert_eq!(
        bad,
        vec![Event::Notice(Notice::BadSetting {
            name: SettingName::Board,
            given: "upside-down".into()
        })]
    );
    assert_eq!(*s.settings(), before);
}

#[test]
fn a_game_set_up_in_check_says_so_and_so_does_t() {
    let mut st = setup(Player::Human, Player::Human, "5+0");
    st.fen = Some("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1".into());
    let (mut s, events) = Session::new(st, 0).unwrap();
    let check = Event::Notice(Notice::InCheck { side: Color::Black });
    assert!(events.contains(&check), "{events:?}");
    let t = run(&mut s, &[("t", 10)]);
    assert_eq!(t[1..], [check], "{t:?}");
    // The square asked about by name is plain; its notice knows the occupant.
    let asked = run(&mut s, &[("e8?", 20)]);
    assert!(matches!(
        asked[..],
        [
            Event::Notice(Notice::OnSquare { .. }),
            Event::Notice(Notice::Attackers {
                occupant: Some(Color::Black),
                ..
            })
        ]
    ));
}

#[test]
fn a_promotion_without_its_piece_is_asked_in_strict_rules_or_when_set() {
    let fen = "4k3/P7/8/8/8/8/8/R3K3 w - - 0 1";
    let game = |rules, promotion| {
        let mut st = setup(Player::Human, Player::Human, "5+0");
        st.fen = Some(fen.into());
        st.rules = rules;
        st.settings.promotion = promotion;
        Session::new(st, 0).unwrap().0
    };
    let promoted = |s: &Session| {
        s.game()
            .position()
            .board()
            .piece_at(Square::A8)
            .map(|p| p.role)
    };
    for (rules, choice) in [
        (Rules::Strict, PromotionChoice::Queen),
        (Rules::Casual, PromotionChoice::Ask),
    ] {
        let mut s = game(rules, choice);
        assert_eq!(
            run(&mut s, &[("a8", 10)]),
            [Event::Notice(Notice::WhichPromotion)]
        );
        assert_eq!(promoted(&s), None, "nothing made yet");
        run(&mut s, &[("bishop", 20)]);
        assert_eq!(promoted(&s), Some(Role::Bishop), "{rules:?}");
    }
    // Named, nothing is asked; casual and not set, a queen is made.
    let mut s = game(Rules::Strict, PromotionChoice::Queen);
    run(&mut s, &[("a8=R", 10)]);
    assert_eq!(promoted(&s), Some(Role::Rook));
    let mut s = game(Rules::Casual, PromotionChoice::Queen);
    run(&mut s, &[("a8", 10)]);
    assert_eq!(promoted(&s), Some(Role::Queen));
}

#[test]
fn choosing_the_appendix_e_style_in_another_language_says_its_words_are_german() {
    let told = Event::Notice(Notice::FideWordsInGerman {
        laws: crate::rules::laws::Laws::Fide2023,
    });
    let mut s = two_people("5+0");
    assert!(run(&mut s, &[("set style anna", 10)]).contains(&told));
    // Once per choice: other settings do not repeat it; German needs no word.
    assert!(!run(&mut s, &[("set confirm on", 20)]).contains(&told));
    assert!(!run(&mut s, &[("set lang de", 30)]).contains(&told));
    assert!(run(&mut s, &[("set lang es", 40)]).contains(&told));
    let mut s = two_people("5+0");
    assert!(!run(&mut s, &[("set style nato", 10)]).contains(&told));
}

#[test]
fn score_reads_the_last_ten_moves_a_line_each_and_m_a_line_per_piece() {
    let mut s = two_people("5+0");
    let shuffle = [
        "a3", "a6", "b3", "b6", "c3", "c6", "d3", "d6", "e3", "e6", "f3", "f6", "g3", "g6", "h3",
        "h6", "a4", "a5", "b4", "b5", "c4", "c5", "d4", "d5",
    ];
    for (i, mv) in shuffle.iter().cycle().take(23).enumerate() {
        run(&mut s, &[(mv, i as Millis * 10)]);
    }
    let page = run(&mut s, &[("score", 1_000)]);
    assert_eq!(
        page[0],
        Event::Notice(Notice::ScorePage { first: 3, last: 12 })
    );
    assert_eq!(page.len(), 11, "{page:?}");
    // The last line has White's move only.
    assert!(
        matches!(&page[10], Event::Notice(Notice::ScoreLine { entries, opens: false }) if entries.len() == 1)
    );
    let all = run(&mut s, &[("score all", 1_100)]);
    assert_eq!(all.len(), 12, "no page line for the whole game");
    assert!(matches!(
        &all[0],
        Event::Notice(Notice::ScoreLine { opens: true, .. })
    ));
    let m = run(&mut s, &[("m", 1_200)]);
    assert!(m.len() > 1);
    for e in &m {
        let Event::Notice(Notice::LegalMoves { moves, .. }) = e else {
            panic!("{e:?}")
        };
        assert!(moves.iter().all(|mv| mv.from() == moves[0].from()));
    }
}

/// The side the board is seen from: the rank the board reading starts
/// with, and the side the finger (and the window's picture) sits on.
fn seen_from(s: &mut Session) -> (Option<shakmaty::Rank>, Color) {
    let first = run(s, &[("b", 0)]).into_iter().find_map(|e| match e {
        Event::Notice(Notice::Line {
            line: crate::event::Line::Rank(r),
            ..
        }) => Some(r),
        _ => None,
    });
    (first, s.tactile().perspective())
}

#[test]
fn flip_typed_or_pressed_turns_the_one_board_the_player_reads_and_feels() {
    use shakmaty::Rank;
    let mut s = two_people("15+10");
    assert_eq!(seen_from(&mut s), (Some(Rank::Eighth), Color::White));
    // Typed (the terminal, the window's command line).
    let said = run(&mut s, &[("flip", 0)]);
    assert!(said.contains(&Event::Notice(Notice::Flipped { side: Color::Black })));
    assert_eq!(seen_from(&mut s), (Some(Rank::First), Color::Black));
    // Pressed (the window's key): back to White for both.
    let said = s.handle(Action::Board(BoardAction::Flip), 0).events;
    assert!(said.contains(&Event::Notice(Notice::Flipped { side: Color::White })));
    assert_eq!(seen_from(&mut s), (Some(Rank::Eighth), Color::White));
}
