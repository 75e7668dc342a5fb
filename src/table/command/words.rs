//! The command words of the clock in every language, each read as its
//! key, the English word (`uhr` → `clock`, `pausa` → `pause`): the words
//! are `input.ftl`'s `table-` messages.

use crate::notation::vocabulary::{Group, find};

/// The key of a command word of the clock or the arbiter in any language
/// (`uhr` → `clock`, `pausa` → `pause`, `c` → `clock`), if it is one.
pub(super) fn key(word: &str) -> Option<&'static str> {
    find(Group::Table, word)
}

#[cfg(test)]
mod tests {
    use super::super::values::MINUTE;
    use super::super::{Command, Correction, parse_command};
    use crate::rules::clock::Which;
    use crate::table::TableSide;

    #[test]
    fn every_command_has_german_and_spanish_words() {
        use shakmaty::Color::{Black, White};
        let same = [
            ("start", &["starten", "iniciar"][..], Command::Start),
            ("pause", &["anhalten", "pausa"], Command::Pause),
            ("resume", &["weiter", "reanudar"], Command::Resume),
            ("score", &["partie", "planilla"], Command::Score),
            ("undo", &["zurück", "deshacer"], Command::Undo),
            ("help", &["hilfe", "ayuda"], Command::Help),
            ("quit", &["beenden", "salir"], Command::Quit),
            (
                "left",
                &["links", "izquierda"],
                Command::Button(TableSide::Left),
            ),
            ("c", &["uhr", "reloj"], Command::Clock(Which::Both)),
            (
                "c me",
                &["uhr ich", "reloj mía"],
                Command::Clock(Which::Own),
            ),
            (
                "c opp",
                &["uhr gegner", "reloj rival"],
                Command::Clock(Which::Opponent),
            ),
            ("unseal", &["öffnen", "abrir"], Command::Unseal),
            (
                "mute black",
                &["stumm schwarz", "silenciar negras"],
                Command::Mute(Some(Black), true),
            ),
            ("unmute", &["laut", "anunciar"], Command::Mute(None, false)),
            (
                "add white 2m",
                &["plus weiß 2m", "añadir blancas 2m"],
                Command::Correct(Correction::Add(White, 2 * MINUTE)),
            ),
            (
                "sub black 30s",
                &["minus schwarz 30s", "restar negras 30s"],
                Command::Correct(Correction::Sub(Black, 30_000)),
            ),
            (
                "moves white 40",
                &["züge weiß 40", "jugadas blancas 40"],
                Command::Correct(Correction::Moves(White, 40)),
            ),
            (
                "fill 12 Nf3",
                &["nachtragen 12 Nf3", "completar 12 Nf3"],
                Command::Fill {
                    number: 12,
                    side: None,
                    text: "Nf3".into(),
                },
            ),
            (
                "retrace 4",
                &["zurückgehen 4", "retroceder 4"],
                Command::Retrace(4),
            ),
        ];
        for (english, others, command) in same {
            assert_eq!(parse_command(english), Ok(command.clone()), "{english}");
            for line in others {
                assert_eq!(parse_command(line), Ok(command.clone()), "{line}");
            }
        }
        // A move is still a move.
        assert_eq!(parse_command("Sf3"), Ok(Command::Press(Some("Sf3".into()))));
    }

    /// The German and Spanish help of the clock name the commands in their
    /// own words, and each of those words is a command.
    #[test]
    fn the_help_names_the_words_of_its_language_and_each_works() {
        use crate::notation::{Lang, format_message};
        let examples: [(Lang, &[&str]); 2] = [
            (
                Lang::De,
                &[
                    "starten",
                    "uhr",
                    "uhr ich",
                    "uhr gegner",
                    "anhalten",
                    "weiter",
                    "partie",
                    "nachtragen 12 Nf3",
                    "zurück",
                    "plus weiß 2m",
                    "minus schwarz 30s",
                    "stellen weiß 1:05:00",
                    "züge weiß 40",
                    "links",
                    "rechts",
                    "speichern partie.pgn",
                    "beenden",
                    "abgeben",
                    "öffnen",
                    "abgleichen sehend.pgn",
                    "zurückgehen 4",
                ],
            ),
            (
                Lang::Es,
                &[
                    "iniciar",
                    "reloj",
                    "reloj mía",
                    "reloj rival",
                    "pausa",
                    "reanudar",
                    "planilla",
                    "completar 12 Nf3",
                    "deshacer",
                    "añadir blancas 2m",
                    "restar negras 30s",
                    "poner blancas 1:05:00",
                    "jugadas blancas 40",
                    "izquierda",
                    "derecha",
                    "guardar partida.pgn",
                    "salir",
                    "sellar",
                    "abrir",
                    "cotejar vidente.pgn",
                    "retroceder 4",
                ],
            ),
        ];
        for (lang, lines) in examples {
            let help = format!(
                "{} {}",
                format_message(lang, "table-help", &[]),
                format_message(lang, "adjourn-help", &[])
            );
            for english in [
                "start;", " score;", " undo;", " quit.", "seal,", "unseal ", "retrace ",
            ] {
                assert!(!help.contains(english), "{lang:?}: {english:?} in {help}");
            }
            for line in lines {
                let first = line.split(' ').next().unwrap();
                assert!(help.contains(first), "{lang:?}: {first} not in {help}");
                let read = parse_command(line);
                assert!(
                    matches!(read, Ok(ref c) if !matches!(c, Command::Press(_))),
                    "{lang:?}: {line} reads as {read:?}"
                );
            }
        }
    }
}
