//! Findings in words, in the reader's language (the `check-*` messages of
//! `locales/{en,de,es}/tactus.ftl`).

use fluent_bundle::FluentValue;
use shakmaty::{Color, KnownOutcome, Outcome};

use super::finding::{Detail, Finding, KINDS, Kind};
use crate::{
    notation::{Lang, Style, format_message},
    speech::phrase::Phrases,
};

/// The players of a game as a finding names them: "Carlsen–Nepomniachtchi".
fn players(white: &str, black: &str) -> String {
    format!("{white}–{black}")
}

/// A result as the Laws write it, with ½ for a half point.
fn result(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        }) => "1-0",
        Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        }) => "0-1",
        Outcome::Known(KnownOutcome::Draw) => "½-½",
        Outcome::Unknown => "*",
    }
}

fn side(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

/// One finding of game `game` (its players `white` and `black`) in words:
/// where it is, then what is wrong.
pub fn finding(lang: Lang, game: usize, white: &str, black: &str, f: &Finding) -> String {
    let say = |id: &str, args: &[(&str, FluentValue<'_>)]| format_message(lang, id, args);
    let place = match &f.at {
        Some(at) => {
            let dots = if at.side == Color::White { "." } else { "..." };
            say(
                "check-where-move",
                &[
                    ("game", game.into()),
                    ("players", players(white, black).into()),
                    ("move", format!("{}{dots}", at.number).into()),
                    ("token", at.token.clone().into()),
                ],
            )
        }
        None => say(
            "check-where-game",
            &[
                ("game", game.into()),
                ("players", players(white, black).into()),
            ],
        ),
    };
    let what = match &f.detail {
        Detail::UnreadableMove => say("check-unreadable-move", &[]),
        Detail::IllegalMove => say("check-illegal-move", &[]),
        Detail::AmbiguousMove => say("check-ambiguous-move", &[]),
        Detail::AfterResult => say("check-after-result", &[]),
        Detail::AfterEnd(reason) => say(
            "check-after-end",
            &[(
                "reason",
                Phrases::new(Style::San, lang, false)
                    .termination(*reason, None)
                    .into(),
            )],
        ),
        Detail::BadFen(fen) => say("check-bad-fen", &[("fen", fen.clone().into())]),
        Detail::NoResult => say("check-no-result", &[]),
        Detail::Broken => say("check-broken", &[]),
        Detail::BadResultTag(tag) => say("check-bad-result-tag", &[("tag", tag.clone().into())]),
        Detail::BadTimeControl(tag) => {
            say("check-bad-time-control", &[("tag", tag.clone().into())])
        }
        Detail::ResultTagDiffers { tag, movetext } => say(
            "check-result-tag-differs",
            &[
                ("tag", tag.clone().into()),
                ("result", result(*movetext).into()),
            ],
        ),
        Detail::EndContradicted { given, ended } => say(
            "check-end-contradicted",
            &[
                ("given", result(*given).into()),
                (
                    "reason",
                    Phrases::new(Style::San, lang, false)
                        .termination(ended.reason, None)
                        .into(),
                ),
                ("result", result(Outcome::Known(ended.result)).into()),
            ],
        ),
        Detail::DeadButDecisive { given } => {
            say("check-dead-decisive", &[("given", result(*given).into())])
        }
        Detail::Variant(name) => say("check-variant", &[("variant", name.clone().into())]),
        Detail::NullMove => say("check-null-move", &[]),
        Detail::TimeForfeitDraw { winner } => say(
            "check-time-forfeit-draw",
            &[
                (
                    "given",
                    result(Outcome::Known(KnownOutcome::Decisive { winner: *winner })).into(),
                ),
                ("winner", side(*winner).into()),
            ],
        ),
    };
    say(
        "check-finding",
        &[("place", place.into()), ("what", what.into())],
    )
}

/// The summary line of the text format: games, half-moves, time, and the
/// findings by kind.
pub fn summary(
    lang: Lang,
    games: usize,
    plies: usize,
    seconds: f64,
    counts: &[usize; KINDS],
) -> String {
    let say = |id: &str, args: &[(&str, FluentValue<'_>)]| format_message(lang, id, args);
    let total: usize = counts.iter().sum();
    let by_kind: Vec<String> = Kind::ALL
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(kind, n)| format!("{} {n}", kind.name()))
        .collect();
    say(
        "check-summary",
        &[
            ("games", games.into()),
            ("plies", plies.into()),
            ("seconds", format!("{seconds:.1}").into()),
            ("findings", total.into()),
            ("kinds", by_kind.join(", ").into()),
        ],
    )
}

/// The progress line: how many games so far.
pub fn progress(lang: Lang, games: usize) -> String {
    format_message(lang, "check-progress", &[("games", games.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::finding::AtMove;
    use crate::rules::outcome::{Ended, Termination};

    fn all_details() -> Vec<Finding> {
        let at = Some(AtMove {
            number: 12,
            side: Color::Black,
            token: "Nf9".into(),
        });
        let ended = Ended {
            result: KnownOutcome::Decisive {
                winner: Color::Black,
            },
            reason: Termination::Checkmate,
        };
        let details = [
            Detail::UnreadableMove,
            Detail::IllegalMove,
            Detail::AmbiguousMove,
            Detail::AfterResult,
            Detail::AfterEnd(Termination::DeadPosition),
            Detail::BadFen("8/8 w".into()),
            Detail::NoResult,
            Detail::Broken,
            Detail::BadResultTag("2-0".into()),
            Detail::BadTimeControl("5 min".into()),
            Detail::ResultTagDiffers {
                tag: "1-0".into(),
                movetext: Outcome::Known(KnownOutcome::Draw),
            },
            Detail::EndContradicted {
                given: Outcome::Known(KnownOutcome::Decisive {
                    winner: Color::White,
                }),
                ended,
            },
            Detail::DeadButDecisive {
                given: Outcome::Known(KnownOutcome::Decisive {
                    winner: Color::White,
                }),
            },
            Detail::TimeForfeitDraw {
                winner: Color::Black,
            },
        ];
        details
            .into_iter()
            .enumerate()
            .map(|(i, detail)| Finding {
                ply: i,
                at: if i < 5 { at.clone() } else { None },
                detail,
            })
            .collect()
    }

    #[test]
    fn every_finding_is_worded_in_every_language() {
        for lang in Lang::ALL {
            let mut seen = std::collections::HashSet::new();
            for f in all_details() {
                let text = finding(lang, 17, "Carlsen", "Nepo", &f);
                assert!(!text.contains("check-"), "{lang}: {text}");
                assert!(!text.contains('{'), "{lang}: {text}");
                assert!(
                    text.contains("17") && text.contains("Carlsen–Nepo"),
                    "{text}"
                );
                if f.at.is_some() {
                    assert!(text.contains("12... Nf9"), "{text}");
                }
                assert!(seen.insert(text.clone()), "said twice: {text}");
            }
            let line = summary(lang, 3, 120, 0.25, &[1, 0, 2, 0, 0, 0, 0]);
            assert!(!line.contains("check-"), "{line}");
            assert!(line.contains("unreadable 1, after_end 2"), "{line}");
            assert!(!progress(lang, 5000).contains("check-"));
        }
    }

    #[test]
    fn the_time_forfeit_finding_says_the_verdict() {
        let f = Finding {
            ply: 0,
            at: None,
            detail: Detail::TimeForfeitDraw {
                winner: Color::Black,
            },
        };
        assert_eq!(
            finding(Lang::En, 17, "Carlsen", "Nepo", &f),
            "game 17, Carlsen–Nepo: 0-1 on time, but Black cannot checkmate: ½-½ under Art. 6.9"
        );
    }
}
