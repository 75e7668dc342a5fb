//! The reasons for dead positions and undecided flag falls and forfeits,
//! worded exactly in English, German and Spanish.

use shakmaty::{Color, KnownOutcome};
use tactus::{
    event::Event,
    notation::{Lang, Style},
    rules::outcome::{Ended, Termination},
    speech::phrase::Phrases,
};

fn said(lang: Lang, result: KnownOutcome, reason: Termination, listener: Option<Color>) -> String {
    Phrases::new(Style::Spoken, lang, false)
        .utterance(&Event::GameOver(Ended { result, reason }), listener)
        .text
}

const WHITE_WINS: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::White,
};
const BLACK_WINS: KnownOutcome = KnownOutcome::Decisive {
    winner: Color::Black,
};

#[test]
fn a_dead_position_in_every_language() {
    let dead = Termination::DeadPosition;
    let draw = KnownOutcome::Draw;
    assert_eq!(
        said(Lang::En, draw, dead, None),
        "Dead position: neither side can checkmate by any series of legal moves. Draw."
    );
    assert_eq!(
        said(Lang::De, draw, dead, None),
        "Tote Stellung: keine Seite kann mit irgendeiner Folge regelgemäßer Züge mattsetzen. Remis."
    );
    assert_eq!(
        said(Lang::Es, draw, dead, None),
        "Posición muerta: ningún bando puede dar mate con ninguna serie de jugadas legales. Tablas."
    );
}

#[test]
fn a_flag_fall_that_could_not_be_decided_in_every_language() {
    let flag = Termination::FlagFallUndecided { side: Color::White };
    assert_eq!(
        said(Lang::En, BLACK_WINS, flag, None),
        "White's flag fell; whether Black could still checkmate could not be decided. Black wins."
    );
    assert_eq!(
        said(Lang::En, BLACK_WINS, flag, Some(Color::White)),
        "Your flag fell; whether Black could still checkmate could not be decided. You lose."
    );
    assert_eq!(
        said(Lang::En, BLACK_WINS, flag, Some(Color::Black)),
        "White's flag fell; whether you could still checkmate could not be decided. You win."
    );
    assert_eq!(
        said(Lang::De, BLACK_WINS, flag, None),
        "Das Fallblättchen von Weiß ist gefallen; ob Schwarz noch mattsetzen könnte, ließ sich nicht entscheiden. Schwarz gewinnt."
    );
    assert_eq!(
        said(Lang::Es, BLACK_WINS, flag, None),
        "Cayó la bandera de las blancas; no se pudo decidir si las negras podrían aún dar mate. Ganan las negras."
    );
}

#[test]
fn illegal_moves_that_could_not_be_decided_in_every_language() {
    let illegal = Termination::IllegalMovesUndecided { by: Color::Black };
    assert_eq!(
        said(Lang::En, WHITE_WINS, illegal, None),
        "Black completed one illegal move too many; whether White could still checkmate could not be decided. White wins."
    );
    assert_eq!(
        said(Lang::De, WHITE_WINS, illegal, None),
        "Schwarz hat einen regelwidrigen Zug zu viel ausgeführt; ob Weiß noch mattsetzen könnte, ließ sich nicht entscheiden. Weiß gewinnt."
    );
    assert_eq!(
        said(Lang::Es, WHITE_WINS, illegal, Some(Color::Black)),
        "Usted completó una jugada ilegal de más; no se pudo decidir si las blancas podrían aún dar mate. Usted pierde."
    );
}

#[test]
fn a_flag_fall_the_opponent_cannot_win_is_a_draw_in_every_language() {
    let flag = Termination::FlagFall { side: Color::Black };
    let draw = KnownOutcome::Draw;
    assert_eq!(
        said(Lang::En, draw, flag, None),
        "Black's flag fell. Draw, because White cannot checkmate."
    );
    assert_eq!(
        said(Lang::De, draw, flag, None),
        "Das Fallblättchen von Schwarz ist gefallen. Remis, denn Weiß kann nicht mattsetzen."
    );
    assert_eq!(
        said(Lang::Es, draw, flag, None),
        "Cayó la bandera de las negras. Tablas, porque las blancas no pueden dar mate."
    );
}
