//! Events into sentences in every language: exact sentences for each kind of
//! event, every refusal worded without Fluent errors, durations in plural.

use shakmaty::{CastlingSide, Chess, Color, KnownOutcome, Move, Piece, Role, Square};
use tactus::{
    event::{Event, Notice, Reason},
    notation::{
        Lang, Style, locale_problems,
        parse::{Illegal, ParseError},
    },
    rules::{
        clock::ClockError,
        game::{ClaimRefused, MoveError},
        outcome::{Ended, Termination},
        procedure::{Obligation, PieceAt, Refusal},
    },
    speech::{Kind, Priority, phrase::Phrases},
};

fn p(lang: Lang) -> Phrases {
    Phrases::new(Style::Spoken, lang, false)
}

const NF3: Move = Move::Normal {
    role: Role::Knight,
    from: Square::G1,
    capture: None,
    to: Square::F3,
    promotion: None,
};

fn at(color: Color, role: Role, square: Square) -> PieceAt {
    PieceAt {
        square,
        piece: Piece { color, role },
    }
}

#[test]
fn the_fluent_files_are_sound() {
    assert_eq!(locale_problems(), Vec::<String>::new());
}

#[test]
fn moves_with_side_and_priority() {
    let event = Event::MoveMade {
        before: Chess::default(),
        mv: NF3,
        check: false,
        checkmate: false,
    };
    let own = p(Lang::En).utterance(&event, Some(Color::White));
    assert_eq!(
        (own.priority, own.kind, own.text.as_str()),
        (Priority::Normal, Kind::Move, "Knight f3")
    );
    let theirs = p(Lang::En).utterance(&event, Some(Color::Black));
    assert_eq!(
        (theirs.priority, theirs.text.as_str()),
        (Priority::Next, "White: Knight f3")
    );
    assert_eq!(
        p(Lang::De).utterance(&event, None).text,
        "Weiß: Springer f3"
    );
    assert_eq!(
        p(Lang::Es).utterance(&event, None).text,
        "Blancas: Caballo f3"
    );
    let fide = Phrases::new(Style::AppendixE, Lang::En, true);
    assert_eq!(
        fide.utterance(&event, None).text,
        "White: Springer Gustav eins Felix drei"
    );
}

#[test]
fn checkmate_and_game_over_interrupt() {
    let ended = Ended {
        result: KnownOutcome::Decisive {
            winner: Color::White,
        },
        reason: Termination::Checkmate,
    };
    let u = p(Lang::En).utterance(&Event::GameOver(ended), None);
    assert_eq!(
        (u.priority, u.kind, u.text.as_str()),
        (Priority::Now, Kind::Result, "Checkmate. White wins.")
    );
    assert_eq!(
        p(Lang::En)
            .utterance(&Event::GameOver(ended), Some(Color::Black))
            .text,
        "Checkmate. You lose."
    );
    assert_eq!(
        p(Lang::De).utterance(&Event::GameOver(ended), None).text,
        "Schachmatt. Weiß gewinnt."
    );
    assert_eq!(
        p(Lang::Es).utterance(&Event::GameOver(ended), None).text,
        "Jaque mate. Ganan las blancas."
    );
    let flag = Ended {
        result: KnownOutcome::Draw,
        reason: Termination::FlagFall { side: Color::Black },
    };
    assert_eq!(
        p(Lang::En).utterance(&Event::GameOver(flag), None).text,
        "Black's flag fell. Draw, because White cannot checkmate."
    );
    assert_eq!(
        p(Lang::En)
            .utterance(&Event::GameOver(flag), Some(Color::Black))
            .text,
        "Your flag fell. Draw, because White cannot checkmate."
    );
}

#[test]
fn every_termination_in_every_language() {
    let all = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::FivefoldRepetition,
        Termination::SeventyFiveMoves,
        Termination::Resignation { by: Color::Black },
        Termination::DrawAgreement,
        Termination::ThreefoldRepetitionClaimed,
        Termination::FiftyMovesClaimed,
        Termination::FlagFall { side: Color::White },
        Termination::IllegalMoves { by: Color::White },
    ];
    for lang in Lang::ALL {
        for reason in all {
            for result in [
                KnownOutcome::Draw,
                KnownOutcome::Decisive {
                    winner: Color::Black,
                },
            ] {
                for listener in [None, Some(Color::White), Some(Color::Black)] {
                    let text = p(lang).ended(&Ended { result, reason }, listener);
                    clean(&text);
                }
            }
        }
    }
}

#[test]
fn turn_square_and_piece_lists() {
    let turn = Event::Turn {
        side: Color::White,
        number: 12,
    };
    assert_eq!(
        p(Lang::En).utterance(&turn, None).text,
        "White to move, move 12"
    );
    assert_eq!(
        p(Lang::En).utterance(&turn, Some(Color::White)).text,
        "Your move, move 12"
    );
    assert_eq!(
        p(Lang::De).utterance(&turn, None).text,
        "Weiß ist am Zug, Zug 12"
    );
    assert_eq!(
        p(Lang::Es).utterance(&turn, None).text,
        "Juegan las blancas, jugada 12"
    );
    let knight = Some(Piece {
        color: Color::Black,
        role: Role::Knight,
    });
    let sq = Event::Square {
        square: Square::E4,
        piece: knight,
    };
    let u = p(Lang::En).utterance(&sq, None);
    assert_eq!((u.priority, u.kind), (Priority::Normal, Kind::Board));
    assert_eq!(u.text, "e4, light square, black knight, marked");
    assert_eq!(
        p(Lang::En).square(Square::E5, None),
        "e5, dark square, raised, empty"
    );
    assert_eq!(
        p(Lang::De).square(Square::D4, knight),
        "d4, dunkles Feld, erhöht, schwarzer Springer, markiert"
    );
    assert_eq!(
        p(Lang::Es).square(Square::D4, knight),
        "d4, casilla oscura, elevada, caballo negro, marcada"
    );
    assert_eq!(
        Phrases::new(Style::AppendixE, Lang::En, false).square(Square::A1, None),
        "a1, dark square, raised, empty",
        "the Appendix E words are for moves; the board is read in the interface language"
    );
    let wn = Piece {
        color: Color::White,
        role: Role::Knight,
    };
    assert_eq!(
        p(Lang::En).piece_list(wn, &[Square::B1, Square::G1]),
        "white knights: b1, g1"
    );
    assert_eq!(
        p(Lang::De).piece_list(wn, &[Square::B1]),
        "weißer Springer: b1",
        "one knight: singular"
    );
    assert_eq!(p(Lang::Es).piece_list(wn, &[]), "caballos blancos: ninguno");
    assert_eq!(
        Phrases::new(Style::Nato, Lang::En, false).piece_list(wn, &[Square::G1]),
        "white knight: golf 1"
    );
}

#[test]
fn durations_with_plurals() {
    let cases: [(u64, [&str; 3]); 6] = [
        (
            4_332_000,
            [
                "1 hour 12 minutes",
                "1 Stunde 12 Minuten",
                "1 hora 12 minutos",
            ],
        ),
        (
            270_000,
            [
                "4 minutes 30 seconds",
                "4 Minuten 30 Sekunden",
                "4 minutos 30 segundos",
            ],
        ),
        (9_999, ["9 seconds", "9 Sekunden", "9 segundos"]),
        (
            61_000,
            [
                "1 minute 1 second",
                "1 Minute 1 Sekunde",
                "1 minuto 1 segundo",
            ],
        ),
        (7_200_000, ["2 hours", "2 Stunden", "2 horas"]),
        (0, ["0 seconds", "0 Sekunden", "0 segundos"]),
    ];
    for (ms, expected) in cases {
        for (lang, text) in Lang::ALL.into_iter().zip(expected) {
            assert_eq!(p(lang).duration(ms), text);
        }
    }
}

#[test]
fn clock_events() {
    let reading = Event::ClockReading {
        side: Color::White,
        remaining: 4_325_000,
        moves: Some(23),
        requested: true,
    };
    let u = p(Lang::En).utterance(&reading, None);
    assert_eq!(
        (u.priority, u.kind, u.text.as_str()),
        (
            Priority::Normal,
            Kind::Clock,
            "White: 1 hour 12 minutes 5 seconds, 23 moves"
        )
    );
    assert_eq!(
        p(Lang::En).utterance(&reading, Some(Color::White)).text,
        "Your clock: 1 hour 12 minutes 5 seconds, 23 moves"
    );
    assert_eq!(
        p(Lang::De).utterance(&reading, None).text,
        "Weiß: 1 Stunde 12 Minuten 5 Sekunden, 23 Züge"
    );
    assert_eq!(
        p(Lang::Es).utterance(&reading, None).text,
        "Blancas: 1 hora 12 minutos 5 segundos, 23 jugadas"
    );
    let scheduled = |remaining, moves| Event::ClockReading {
        side: Color::Black,
        remaining,
        moves,
        requested: false,
    };
    let u = p(Lang::En).utterance(&scheduled(20_000, Some(1)), None);
    assert_eq!(
        (u.priority, u.text.as_str()),
        (Priority::Next, "Black: 20 seconds, 1 move")
    );
    let said = |e: &Event, lang| p(lang).utterance(e, None).text;
    assert_eq!(
        said(&scheduled(10_000, None), Lang::En),
        "Black: 10 seconds"
    );
    assert_eq!(
        said(&scheduled(10_000, None), Lang::De),
        "Schwarz: 10 Sekunden"
    );
    // The last seconds are counted bare, in every language.
    for lang in [Lang::En, Lang::De, Lang::Es] {
        assert_eq!(said(&scheduled(9_000, None), lang), "9");
    }
    // On request the seconds are never bare.
    let asked = Event::ClockReading {
        side: Color::Black,
        remaining: 9_000,
        moves: Some(0),
        requested: true,
    };
    assert_eq!(said(&asked, Lang::En), "Black: 9 seconds, 0 moves");
    let tc = Event::TimeControlReached {
        side: Color::White,
        added: 1_800_000,
    };
    let u = p(Lang::En).utterance(&tc, Some(Color::White));
    assert_eq!(
        (u.priority, u.text.as_str()),
        (Priority::Next, "Time control reached, 30 minutes added")
    );
    assert_eq!(
        p(Lang::De).utterance(&tc, None).text,
        "Weiß: Zeitkontrolle erreicht, 30 Minuten dazu"
    );
    let flag = Event::FlagFell { side: Color::Black };
    let u = p(Lang::En).utterance(&flag, Some(Color::Black));
    assert_eq!(
        (u.priority, u.text.as_str()),
        (Priority::Now, "Your flag fell")
    );
    assert_eq!(
        p(Lang::Es).utterance(&flag, None).text,
        "Cayó la bandera de las negras"
    );
}

/// No Fluent error marker, no unfilled variable, no missing message id.
fn clean(text: &str) {
    assert!(!text.is_empty());
    assert!(
        !text.contains('{') && !text.contains('}') && !text.contains('$'),
        "{text}"
    );
    assert!(
        !text.starts_with("refusal-") && !text.starts_with("clock-") && !text.starts_with("parse-"),
        "{text}"
    );
    assert!(
        !text.starts_with("claim-") && !text.starts_with("move-") && !text.contains("\u{2068}"),
        "{text}"
    );
}

fn every_reason() -> Vec<Reason> {
    let wn = at(Color::White, Role::Knight, Square::G1);
    let bq = at(Color::Black, Role::Queen, Square::D8);
    let e4 = Move::Normal {
        role: Role::Pawn,
        from: Square::E2,
        capture: None,
        to: Square::E4,
        promotion: None,
    };
    let refusals = vec![
        Refusal::GameOver(Termination::Stalemate),
        Refusal::NotYourTurn(Color::Black),
        Refusal::Empty(Square::E4),
        Refusal::NotYourPiece(bq),
        Refusal::TouchMove(Obligation::Move(wn)),
        Refusal::TouchMove(Obligation::Capture(bq)),
        Refusal::TouchMove(Obligation::CaptureWith {
            with: wn,
            target: bq,
        }),
        Refusal::Holding(wn),
        Refusal::NotLegalTarget(wn, Square::G3),
        Refusal::CastlingIllegal(CastlingSide::KingSide),
        Refusal::NothingLifted,
        Refusal::MustStay(Square::F3, Role::Queen),
        Refusal::AlreadyPlaced(Square::F3),
        Refusal::PromotionPending(Square::E8),
        Refusal::NoPromotion,
        Refusal::BadPromotion(Role::King),
        Refusal::NothingPlaced,
        Refusal::AlreadyMade(NF3),
        Refusal::CannotChangeMove(NF3, e4),
        Refusal::TooLate(NF3),
        Refusal::NothingToCorrect,
        Refusal::SlipNotCorrected(NF3, e4),
        Refusal::NoMoveMade,
        Refusal::NothingToCancel,
        Refusal::NoTakebackInStrict,
        Refusal::NotAgreed,
        Refusal::Busy,
        Refusal::NothingToTakeBack,
        Refusal::OutOfStep,
    ];
    let mut reasons: Vec<Reason> = refusals.into_iter().map(Reason::Procedure).collect();
    reasons.extend(
        [
            MoveError::Unreadable("zz".into()),
            MoveError::Illegal("Nd4".into()),
            MoveError::Ambiguous("Nd2".into()),
            MoveError::GameOver(Termination::Checkmate),
        ]
        .map(Reason::Move),
    );
    reasons.extend(
        [
            ClaimRefused::NotYourMove,
            ClaimRefused::GameOver(Termination::DrawAgreement),
            ClaimRefused::IllegalIntendedMove("Ke9".into()),
            ClaimRefused::NotRepeated { count: 1 },
            ClaimRefused::NotRepeated { count: 2 },
            ClaimRefused::NotFiftyMoves { moves: 31 },
        ]
        .map(Reason::Claim),
    );
    let w = Color::White;
    reasons.extend(
        [
            ClockError::NotRunning,
            ClockError::NotYourClock {
                side: w,
                running: !w,
            },
            ClockError::Paused,
            ClockError::NotPaused,
            ClockError::AlreadyRunning { running: w },
            ClockError::FlagFallen { side: w, at: 5 },
            ClockError::TimeWentBackwards { now: 1, last: 2 },
            ClockError::WouldEmpty { side: w },
            ClockError::TooLarge { side: w },
            ClockError::ZeroReading { side: w },
            ClockError::TooManyMoves { side: w },
        ]
        .map(Reason::Clock),
    );
    reasons.extend(
        [
            ParseError::Empty,
            ParseError::NotUnderstood("banana".into()),
            ParseError::Ambiguous {
                candidates: vec![NF3, e4],
            },
            ParseError::Illegal(Illegal::NoPiece(Role::Queen)),
            ParseError::Illegal(Illegal::CannotReach {
                role: Role::Knight,
                to: Square::D4,
            }),
            ParseError::Illegal(Illegal::NothingToCapture(Square::F3)),
            ParseError::Illegal(Illegal::EmptySquare(Square::F3)),
            ParseError::Illegal(Illegal::BadPromotion(Role::King)),
            ParseError::Illegal(Illegal::LeavesKingInCheck),
            ParseError::Illegal(Illegal::Castling(CastlingSide::QueenSide)),
        ]
        .map(Reason::Parse),
    );
    reasons
}

#[test]
fn every_refusal_in_every_language_and_style() {
    for lang in Lang::ALL {
        for style in Style::ALL {
            let phrases = Phrases::new(style, lang, false);
            for reason in every_reason() {
                let u = phrases.utterance(&Event::Refused(reason.clone()), Some(Color::White));
                assert_eq!((u.priority, u.kind), (Priority::Now, Kind::Refusal));
                clean(&u.text);
            }
        }
    }
}

#[test]
fn refusals_name_pieces_and_squares_in_the_style() {
    // The Appendix E words are for announcing moves: a refusal uses the
    // interface language's.
    let wn = at(Color::White, Role::Knight, Square::G1);
    let r = Reason::Procedure(Refusal::TouchMove(Obligation::Move(wn)));
    assert_eq!(
        p(Lang::En).reason(&r),
        "Touch-move: the knight on g1 must move"
    );
    assert_eq!(
        Phrases::new(Style::AppendixE, Lang::De, false).reason(&r),
        "Berührt, geführt: der Springer auf g1 muss ziehen"
    );
    assert_eq!(
        p(Lang::Es).reason(&r),
        "Pieza tocada: el caballo de g1 debe moverse"
    );
    let slip = Reason::Procedure(Refusal::SlipNotCorrected(
        NF3,
        Move::Normal {
            role: Role::Knight,
            from: Square::G1,
            capture: None,
            to: Square::H3,
            promotion: None,
        },
    ));
    assert_eq!(
        p(Lang::En).reason(&slip),
        "You announced Knight g1 to h3 but the board shows Knight g1 to f3: correct the announcement before pressing the clock"
    );
    let cannot = Reason::Parse(ParseError::Illegal(Illegal::CannotReach {
        role: Role::Queen,
        to: Square::D4,
    }));
    assert_eq!(p(Lang::En).reason(&cannot), "No queen can reach d4");
    assert_eq!(p(Lang::De).reason(&cannot), "Keine Dame kann d4 erreichen");
    assert_eq!(
        p(Lang::Es).reason(&cannot),
        "Ninguna dama puede llegar a d4"
    );
    let claim = Reason::Claim(ClaimRefused::NotRepeated { count: 2 });
    assert_eq!(
        p(Lang::En).reason(&claim),
        "This position has appeared 2 times; a draw by repetition needs three"
    );
}

#[test]
fn numbered_moves_for_hearing_a_game() {
    use shakmaty::{Chess, Position};
    use tactus::notation::{Lang, Style};
    use tactus::speech::phrase::Phrases;
    let start = Chess::default();
    let e4 = start
        .legal_moves()
        .into_iter()
        .find(|m| m.to().to_string() == "e4")
        .unwrap();
    let mut after = start.clone();
    after.play_unchecked(e4);
    let e5 = after
        .legal_moves()
        .into_iter()
        .find(|m| m.to().to_string() == "e5")
        .unwrap();
    let cases = [
        (
            Style::Spoken,
            Lang::En,
            "Move 1, White: e4",
            "Move 1, Black: e5",
        ),
        (
            Style::AppendixE,
            Lang::De,
            "Zug 1, Weiß: Eva vier",
            "Zug 1, Schwarz: Eva fünf",
        ),
        (
            Style::Spoken,
            Lang::Es,
            "Jugada 1, Blancas: e4",
            "Jugada 1, Negras: e5",
        ),
    ];
    for (style, lang, white, black) in cases {
        let p = Phrases::new(style, lang, false);
        assert_eq!(p.numbered_move(&start, e4), white);
        assert_eq!(p.numbered_move(&after, e5), black);
    }
}

#[test]
fn the_promotion_pieces_are_named_as_the_player_cursors_through_them() {
    use tactus::event::Notice;
    let say = |lang, role| {
        let event = Event::Notice(Notice::PromotionChoice { role });
        p(lang).utterance(&event, Some(Color::White)).text
    };
    assert_eq!(say(Lang::En, Role::Queen), "queen");
    assert_eq!(say(Lang::En, Role::Knight), "knight");
    for lang in [Lang::En, Lang::De, Lang::Es] {
        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
            clean(&say(lang, role));
        }
        let asked = Event::Notice(Notice::PromotionNeeded { to: Square::A8 });
        clean(&p(lang).utterance(&asked, Some(Color::White)).text);
    }
}

#[test]
fn the_talking_clock_switch_and_the_engines_draw_answer_in_every_language() {
    use tactus::event::Notice;
    let say = |lang: Lang, notice: Notice| {
        let text = p(lang)
            .utterance(&Event::Notice(notice), Some(Color::White))
            .text;
        clean(&text);
        text
    };
    let clock = |on| Notice::TalkingClock { on };
    let draw = |accepted, engine: Option<&str>| Notice::EngineAnswersDraw {
        accepted,
        engine: engine.map(str::to_owned),
    };
    assert_eq!(
        say(Lang::En, clock(false)),
        "Talking clock off; c still tells the time."
    );
    assert_eq!(say(Lang::En, clock(true)), "Talking clock on.");
    assert_eq!(
        say(Lang::De, clock(false)),
        "Zeitansage aus; c sagt weiter die Zeit."
    );
    assert_eq!(say(Lang::De, clock(true)), "Zeitansage an.");
    assert_eq!(
        say(Lang::Es, clock(false)),
        "Reloj parlante apagado; c sigue diciendo la hora."
    );
    assert_eq!(say(Lang::Es, clock(true)), "Reloj parlante encendido.");
    let sf = Some("Stockfish");
    assert_eq!(say(Lang::En, draw(true, sf)), "Stockfish accepts the draw.");
    assert_eq!(
        say(Lang::En, draw(false, None)),
        "The engine declines the draw."
    );
    assert_eq!(
        say(Lang::De, draw(true, sf)),
        "Stockfish nimmt das Remis an."
    );
    assert_eq!(
        say(Lang::De, draw(false, None)),
        "Die Engine lehnt das Remis ab."
    );
    assert_eq!(
        say(Lang::Es, draw(true, None)),
        "El motor acepta las tablas."
    );
    assert_eq!(
        say(Lang::Es, draw(false, sf)),
        "Stockfish rechaza las tablas."
    );
}

#[test]
fn time_controls_in_words() {
    let said = |tc: &str, lang| {
        let control: tactus::rules::time_control::TimeControl = tc.parse().unwrap();
        p(lang).time_control(&control)
    };
    assert_eq!(said("5+0", Lang::En), "5 minutes");
    assert_eq!(said("30s+0", Lang::En), "30 seconds");
    assert_eq!(
        said("15+10", Lang::En),
        "15 minutes plus 10 seconds per move"
    );
    assert_eq!(
        said("40/90,30+30", Lang::En),
        "40 moves in 1 hour 30 minutes, then 30 minutes plus 30 seconds per move"
    );
    assert_eq!(said("G/60 d5", Lang::En), "1 hour, delay 5 seconds");
    assert_eq!(said("5+3", Lang::De), "5 Minuten plus 3 Sekunden pro Zug");
    assert_eq!(said("5+3", Lang::Es), "5 minutos más 3 segundos por jugada");
}

#[test]
fn a_piece_is_defended_by_its_own_side_and_a_square_asked_is_plain() {
    let notice = |occupant| {
        Event::Notice(Notice::Attackers {
            square: Square::C2,
            occupant,
            white: vec![(Square::D1, Piece::from_char('Q').unwrap())],
            black: vec![],
        })
    };
    let said = |e: &Event, lang| p(lang).utterance(e, None).text;
    assert_eq!(
        said(&notice(Some(Color::White)), Lang::En),
        "Defended by White: d1 white queen. Attacked by Black: nothing."
    );
    assert_eq!(
        said(&notice(Some(Color::Black)), Lang::En),
        "Defended by Black: nothing. Attacked by White: d1 white queen."
    );
    assert!(said(&notice(None), Lang::En).starts_with("Attacked by White"));
    assert!(said(&notice(Some(Color::White)), Lang::De).starts_with("Gedeckt von Weiß"));
    assert!(said(&notice(Some(Color::White)), Lang::Es).starts_with("Defendida por"));
    let asked = |piece| {
        Event::Notice(Notice::OnSquare {
            square: Square::E7,
            piece,
        })
    };
    let knight = Piece::from_char('n');
    assert_eq!(
        said(&asked(knight), Lang::En),
        "e7, dark square, black knight"
    );
    assert_eq!(said(&asked(None), Lang::En), "e7, dark square, empty");
    for lang in [Lang::En, Lang::De, Lang::Es] {
        let text = said(&asked(knight), lang);
        for tactile in [
            "raised", "marked", "erhöht", "markiert", "elevada", "marcada",
        ] {
            assert!(!text.contains(tactile), "{text}");
        }
    }
    let check = Event::Notice(Notice::InCheck { side: Color::Black });
    assert_eq!(said(&check, Lang::En), "Black is in check");
    assert_eq!(
        p(Lang::En).utterance(&check, Some(Color::Black)).text,
        "You are in check"
    );
}

#[test]
fn the_appendix_e_style_keeps_its_german_words_for_moves() {
    let anna = |lang| Phrases::new(Style::AppendixE, lang, false);
    let knight = Piece::from_char('N').unwrap();
    // Piece lists and squares in the interface language.
    assert_eq!(
        anna(Lang::En).piece_list(knight, &[Square::B1, Square::G1]),
        "white knights: b1, g1"
    );
    assert!(
        anna(Lang::Es)
            .piece_list(knight, &[Square::C2])
            .ends_with(": c2"),
    );
    let refusal = Event::Refused(Reason::Parse(ParseError::Illegal(Illegal::NoPiece(
        Role::Rook,
    ))));
    assert_eq!(
        anna(Lang::En).utterance(&refusal, None).text,
        "You have no rook there"
    );
    // Moves in the FIDE words.
    let pos = Chess::default();
    let nf3 = tactus::notation::parse::parse_move(&pos, "Nf3").unwrap();
    assert_eq!(
        anna(Lang::En).numbered_move(&pos, nf3),
        "Move 1, White: Springer Felix drei"
    );
    // The player is told, in his language.
    let told = Event::Notice(Notice::FideWordsInGerman {
        laws: tactus::rules::laws::Laws::Fide2023,
    });
    for lang in [Lang::En, Lang::Es] {
        assert!(anna(lang).utterance(&told, None).text.contains("FIDE"));
    }
}
