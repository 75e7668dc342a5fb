# tactus-Sätze auf Deutsch. $side ist white, black oder you; $piece eine
# Figur im gewählten Stil; $role der Schlüssel der Figur (king, queen, rook,
# bishop, knight, pawn) für die Grammatik (die Dame ist weiblich).

## Züge

move-by = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $move }
move-null = kein Zug, ein Platzhalter der Analyse
move-numbered = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $move }
turn = { $side ->
    [you] Sie sind am Zug
    [white] Weiß ist am Zug
   *[black] Schwarz ist am Zug
}, Zug { $number }

## Das tastbare Brett: dunkle Felder sind erhöht, schwarze Figuren markiert.

square-empty = { $square }, { $shade ->
    [dark] dunkles Feld, erhöht
   *[light] helles Feld
}, leer
square-piece = { $square }, { $shade ->
    [dark] dunkles Feld, erhöht
   *[light] helles Feld
}, { $piece }{ $color ->
    [black] , markiert
   *[white] {""}
}
pieces = { $role ->
    [king] { $color ->
        [white] { $count ->
            [one] weißer König
           *[other] weiße Könige
        }
       *[black] { $count ->
            [one] schwarzer König
           *[other] schwarze Könige
        }
    }
    [queen] { $color ->
        [white] { $count ->
            [one] weiße Dame
           *[other] weiße Damen
        }
       *[black] { $count ->
            [one] schwarze Dame
           *[other] schwarze Damen
        }
    }
    [rook] { $color ->
        [white] { $count ->
            [one] weißer Turm
           *[other] weiße Türme
        }
       *[black] { $count ->
            [one] schwarzer Turm
           *[other] schwarze Türme
        }
    }
    [bishop] { $color ->
        [white] { $count ->
            [one] weißer Läufer
           *[other] weiße Läufer
        }
       *[black] { $count ->
            [one] schwarzer Läufer
           *[other] schwarze Läufer
        }
    }
    [knight] { $color ->
        [white] { $count ->
            [one] weißer Springer
           *[other] weiße Springer
        }
       *[black] { $count ->
            [one] schwarzer Springer
           *[other] schwarze Springer
        }
    }
   *[pawn] { $color ->
        [white] { $count ->
            [one] weißer Bauer
           *[other] weiße Bauern
        }
       *[black] { $count ->
            [one] schwarzer Bauer
           *[other] schwarze Bauern
        }
    }
}
piece-list = { $pieces }: { $squares }
piece-list-none = { $pieces }: keine

## Das Ende der Partie

result-recorded = { $result ->
    [white] Weiß hat gewonnen
    [black] Schwarz hat gewonnen
    [draw] Remis
   *[unknown] Kein Ergebnis
}, laut Partieformular; die Partie endete nicht auf dem Brett.
game-over = { $reason }. { $result }.
result = { $winner ->
    [white] Weiß gewinnt
    [black] Schwarz gewinnt
    [you] Sie gewinnen
    [opponent] Sie verlieren
   *[draw] Remis
}
draw-no-mate = Remis, denn { $side ->
    [you] Sie können
    [white] Weiß kann
   *[black] Schwarz kann
} nicht mattsetzen
reason-checkmate = Schachmatt
reason-stalemate = Patt
reason-insufficient-material = Tote Stellung: keine Seite kann mattsetzen
reason-fivefold = Fünfmalige Stellungswiederholung
reason-seventy-five = 75 Züge ohne Bauernzug und ohne Schlagen
reason-resignation = { $side ->
    [you] Sie haben aufgegeben
    [white] Weiß hat aufgegeben
   *[black] Schwarz hat aufgegeben
}
reason-agreement = Remis durch Vereinbarung
reason-threefold-claimed = Remis durch Reklamation der dreifachen Stellungswiederholung
reason-fifty-claimed = Remis durch Reklamation nach der 50-Züge-Regel
reason-flag-fall = { $side ->
    [you] Ihr Fallblättchen ist gefallen
    [white] Das Fallblättchen von Weiß ist gefallen
   *[black] Das Fallblättchen von Schwarz ist gefallen
}
reason-illegal-moves = { $side ->
    [you] Sie haben
    [white] Weiß hat
   *[black] Schwarz hat
} einen regelwidrigen Zug zu viel ausgeführt

## Die Uhr

hours = { $n ->
    [one] 1 Stunde
   *[other] { $n } Stunden
}
minutes = { $n ->
    [one] 1 Minute
   *[other] { $n } Minuten
}
seconds = { $n ->
    [one] 1 Sekunde
   *[other] { $n } Sekunden
}
moves = { $n ->
    [one] 1 Zug
   *[other] { $n } Züge
}
clock-reading = { $side ->
    [you] Ihre Uhr
    [white] Weiß
   *[black] Schwarz
}: { $time }, { $moves }
time-control-reached = { $side ->
    [you] Zeitkontrolle erreicht
    [white] Weiß: Zeitkontrolle erreicht
   *[black] Schwarz: Zeitkontrolle erreicht
}, { $time } dazu
flag-fell = { $side ->
    [you] Ihr Fallblättchen ist gefallen
    [white] Das Fallblättchen von Weiß ist gefallen
   *[black] Das Fallblättchen von Schwarz ist gefallen
}

## Abgelehnt: nichts wurde geändert

refusal-game-over = Die Partie ist beendet: { $reason }
refusal-not-your-turn = { $side ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug
refusal-empty = Auf { $square } steht keine Figur
refusal-not-your-piece = { $role ->
    [queen] Die
   *[other] Der
} { $piece } auf { $square } gehört Ihrem Gegner: heben Sie eine eigene Figur an
refusal-touch-move = Berührt, geführt: { $role ->
    [queen] die
   *[other] der
} { $piece } auf { $square } muss ziehen
refusal-touch-capture = Berührt, geführt: { $role ->
    [queen] die
   *[other] der
} berührte { $piece } auf { $square } muss geschlagen werden
refusal-touch-capture-with = Berührt, geführt: { $role ->
    [queen] die
   *[other] der
} { $piece } auf { $square } muss { $target-role ->
    [queen] die
   *[other] den
} { $target } auf { $target-square } schlagen
refusal-holding = Sie halten { $role ->
    [queen] die
   *[other] den
} { $piece } von { $square }: stellen Sie { $role ->
    [queen] sie
   *[other] ihn
} erst zurück
refusal-not-legal-target = { $to } ist kein erlaubtes Feld für { $role ->
    [queen] die
   *[other] den
} { $piece } auf { $square }
refusal-castling-illegal = { $castling } ist hier nicht erlaubt
refusal-nothing-lifted = Keine Figur ist angehoben
refusal-must-stay = { $role ->
    [queen] Die
   *[other] Der
} auf { $square } losgelassene { $piece } muss dort bleiben
refusal-already-placed = Die Figur steht schon auf { $square }: brechen Sie ab, um sie wieder anzuheben
refusal-promotion-pending = Nennen Sie zuerst die Figur, in die sich der Bauer auf { $square } umwandelt
refusal-no-promotion = Kein Bauer wartet auf die Umwandlung
refusal-bad-promotion = Ein Bauer kann sich hier nicht in { $role ->
    [queen] eine
    [king] einen
    [pawn] einen
   *[other] einen
} { $piece } umwandeln
refusal-nothing-placed = Setzen Sie die Figur, bevor Sie den Zug ansagen
refusal-already-made = Der Zug { $move } ist ausgeführt: drücken Sie die Uhr
refusal-cannot-change-move = Auf dem Brett steht der Zug { $move }, und er bleibt: die Ansage kann nur zu diesem Zug berichtigt werden, nicht zu { $said }
refusal-too-late = Zu spät: die Uhr wurde nach { $move } schon gedrückt
refusal-nothing-to-correct = Es gibt keine Ansage zu berichtigen
refusal-slip-not-corrected = Sie haben { $said } angesagt, aber das Brett zeigt { $move }: berichtigen Sie die Ansage, bevor Sie die Uhr drücken
refusal-no-move-made = Es wurde kein Zug ausgeführt: führen Sie einen Zug aus und sagen Sie ihn an, bevor Sie die Uhr drücken
refusal-nothing-to-cancel = Es gibt nichts abzubrechen
refusal-no-takeback-strict = Nach strengen Regeln können Züge nicht zurückgenommen werden
refusal-not-agreed = Eine Zugrücknahme braucht die Zustimmung beider Spieler
refusal-busy = Beenden Sie zuerst den begonnenen Zug
refusal-nothing-to-take-back = Es gibt keinen Zug zum Zurücknehmen
refusal-out-of-step = Die Partie hat sich geändert, seit dieser Zug begonnen wurde: beginnen Sie den Zug neu

move-unreadable = { $text } ist kein Zug
move-illegal = { $text } ist hier kein regelgemäßer Zug
move-ambiguous = { $text } ist hier mehrdeutig

claim-not-your-move = Nur der Spieler am Zug kann Remis reklamieren
claim-illegal-move = Der mit der Reklamation notierte Zug ist nicht regelgemäß: { $text }
claim-not-repeated = Diese Stellung kam { $count ->
    [one] einmal
   *[other] { $count }-mal
} vor; ein Remis durch Wiederholung braucht drei
claim-not-fifty = Erst { $moves } jedes Spielers ohne Bauernzug und ohne Schlagen; die Regel verlangt 50

clock-not-running = Keine Uhr läuft
clock-not-your-clock = { $side ->
    [white] Weiß
   *[black] Schwarz
} kann die Uhr nicht drücken: es läuft die Uhr von { $running ->
    [white] Weiß
   *[black] Schwarz
}
clock-paused = Die Uhren sind vom Schiedsrichter angehalten und müssen erst wieder gestartet werden
clock-not-paused = Die Uhren sind nicht angehalten
clock-already-running = Die Uhr von { $running ->
    [white] Weiß
   *[black] Schwarz
} läuft schon
clock-flag-fallen = Das Fallblättchen von { $side ->
    [white] Weiß
   *[black] Schwarz
} ist gefallen: nur der Schiedsrichter kann die Uhr zurückstellen
clock-time-backwards = Die angegebene Zeit liegt vor dem letzten Ereignis der Uhr
clock-would-empty = Die Korrektur würde die Uhr von { $side ->
    [white] Weiß
   *[black] Schwarz
} auf null oder darunter stellen
clock-too-large = Die Korrektur würde die Zeit von { $side ->
    [white] Weiß
   *[black] Schwarz
} zu groß machen
clock-zero-reading = Eine wiederhergestellte Uhrzeit muss größer als null sein
clock-too-many-moves = Die Zugzahl von { $side ->
    [white] Weiß
   *[black] Schwarz
} kann nicht weiter steigen

parse-empty = Nichts zu lesen: nennen Sie einen Zug
parse-not-understood = Nicht verstanden: { $text }
parse-no-piece = Sie haben dort { $role ->
    [queen] keine
   *[other] keinen
} { $piece }
parse-cannot-reach = { $role ->
    [queen] Keine
   *[other] Kein
} { $piece } kann { $square } erreichen
parse-nothing-to-capture = Auf { $square } gibt es nichts zu schlagen
parse-leaves-king-in-check = Dann stünde Ihr König im Schach

## Die Zeilenoberfläche (tactus tty)

player-you = Sie
player-human = ein Spieler
player-engine = die Engine auf Stufe { $level }
game-started = Neue Partie, { $control }. Weiß: { $white }. Schwarz: { $black }.
game-chess960 = Chess960, Startstellung { $number }. Die Grundreihe von a bis h: { $pieces }.
game-resumed = Partie fortgesetzt.
nothing-to-resume = Es gibt keine unbeendete Partie; eine neue Partie beginnt.
no-engine = Keine Engine: { $reason }. Zwei Personen spielen an dieser Tastatur.
nothing = nichts
line-file = Linie { $name }: { $pieces }
line-rank = Reihe { $name }: { $pieces }
attackers = Angegriffen von Weiß: { $white }. Von Schwarz: { $black }.
legal-moves = Legale Züge: { $moves }
no-legal-moves = Keine legalen Züge.
last-moves = { $moves }
score-sheet = Die Partie: { $moves }
no-moves-yet = Noch keine Züge.
confirm-move = { $move }? Mit ja ausführen.
# Ein Satz, den das Mikrofon gehört hat: der Zug zur Bestätigung (yes oder
# Eingabe), die ähnlichen Züge zur Wahl, nichts verstanden (beim dritten Mal
# in Folge einmal ein Feld in den NATO-Wörtern), ein gehörter Befehl.
heard-move = { $move }?
heard-which = { $moves }?
heard-nothing = Nicht verstanden. Bitte noch einmal sagen oder tippen.
heard-nothing-hint = Nicht verstanden. Bitte noch einmal sagen oder tippen; versuchen Sie die NATO-Wörter: { $square }.
heard-confirm = { $word ->
    [draw] Remis? Mit yes bestätigen.
   *[takeback] Den letzten Zug zurücknehmen? Mit yes bestätigen.
}
confirm-resign = { $key ->
    [yes] Aufgeben? Zum Bestätigen dieselbe Taste noch einmal drücken.
   *[no] Aufgeben? Mit ja bestätigen.
}
confirm-quit = { $key ->
    [yes] Beenden? Die Partie ist gespeichert und kann fortgesetzt werden. Zum Bestätigen dieselbe Taste noch einmal drücken.
   *[no] Beenden? Die Partie ist gespeichert und kann fortgesetzt werden. Mit ja bestätigen.
}
cancelled = Abgebrochen.
premove-recorded = Vorauszug notiert: { $move }. Eine leere Zeile löscht ihn.
premove-cancelled = Vorauszug gelöscht.
premove-dropped = Vorauszug { $move } nicht gespielt.
draw-offered = { $side ->
    [you] Sie bieten Remis an
    [white] Weiß bietet Remis an
   *[black] Schwarz bietet Remis an
}.
draw-declined = { $side ->
    [you] Sie lehnen das Remis ab
    [white] Weiß lehnt das Remis ab
   *[black] Schwarz lehnt das Remis ab
}.
engine-problem = Problem mit der Engine: { $message }. Die Partie ruht; tippen Sie engine neustart.
game-paused = Die Partie ruht; tippen Sie engine neustart.
engine-restarting = Die Engine startet neu.
engine-ready = Die Engine ist bereit; die Partie geht weiter.
engine-level = Spielstufe { $level }.
no-engine-in-game = In dieser Partie spielt keine Engine.
bad-level = Stufe { $given } gibt es nicht: die Stufen gehen von { $min } bis { $max }.
saved = Partie gespeichert in { $path }.
file-problem = { $path }: { $error }
loaded = Partie geladen aus { $path }, { $plies } Halbzüge.
help = Befehle: ein Zug; b Brett; p N Figuren; s e Linie oder Reihe; e4? Feld; m e2 Züge; l letzter Zug; c Uhr; t wer am Zug ist; partie; ergebnis; remis; reklamieren; aufgeben; zurück; einstellen; speichern; laden; drehen; hilfe BEFEHL; beenden; neu; engine neustart; stufe N; stimmen; wo; eröffnung; tipp, bewertung; analyse; aufgabe, lösung, nochmal, wertung; turnier an, turnier aus.
help-board = b oder brett: die ganze Stellung, Reihe für Reihe, oder als Figurenlisten nach einstellen brett figuren.
help-pieces = p: wo jede Figur steht, Ihre zuerst; p N, p k, p A, p springer: wo einige stehen; groß Weiß, klein Schwarz, A alle einer Seite.
help-scan = s e oder s 4: was auf einer Linie oder Reihe steht.
help-square = e4? oder feld e4: was auf dem Feld steht und was es angreift. Im Brettfenster wird ein Feld gesagt, wie es sich auf einem tastbaren Brett anfühlt: dunkle Felder erhöht, schwarze Figuren markiert, wie ein tastbares Spiel seine schwarzen Figuren mit einer Spitze obenauf markiert.
help-moves = m e2: die legalen Züge der Figur auf e2; m: alle legalen Züge.
help-last = l oder letzte: der letzte Zug; l 5: die letzten fünf.
help-clock = c oder uhr: beide Uhren; c ich, c gegner: eine; uhr aus, uhr an: die Zeitansage stumm oder wieder an.
help-turn = t oder wer: wer am Zug ist, und die Zugnummer.
help-score = partie: die letzten 10 Züge, je eine Zeile; partie alle: jeder Zug.
help-draw = remis: Remis anbieten oder ein Angebot annehmen.
help-claim = reklamieren, auch mit dem beabsichtigten Zug: Remis durch Wiederholung oder 50-Züge-Regel.
help-resign = aufgeben: die Partie aufgeben, nach einer Bestätigung.
help-undo = zurück: den letzten Zug zurücknehmen (freie Regeln).
help-set = einstellen stil anna, einstellen sprache en, einstellen stimme text, einstellen tempo 150, einstellen lautstärke 60, einstellen farben black-white, einstellen klänge aus, einstellen reihenfolge gemischt, einstellen brett figuren, einstellen bestätigen an, einstellen gehört-bestätigen aus, einstellen umwandlung fragen, einstellen eröffnungen aus, einstellen zuhören an, einstellen braillezeile auto: Einstellungen, für das nächste Mal gespeichert; einstellen und der Name einer Einstellung allein sagt ihren Wert und was sie annimmt. Im Brettfenster öffnet Strg+Komma sie.
help-save = speichern DATEI.pgn: die Partie als PGN schreiben; DATEI.brf in Braille; DATEI.wav vorgelesen als Aufnahme.
help-load = laden DATEI.pgn, oder laden DATEI.pgn 2: eine Partie aus einer PGN-Datei lesen.
help-flip = drehen: das Brett von der anderen Seite lesen.
help-help = hilfe: die Befehle; hilfe BEFEHL: ein Befehl; hilfe zug, hilfe rochade, hilfe umwandlung: wie man sie eingibt.
help-quit = beenden: aufhören; die Partie ist gespeichert und kann fortgesetzt werden.
help-engine = engine neustart: die Engine nach einem Problem neu starten.
help-level = stufe N: die Spielstärke, 1 bis 10.
bad-command = { $text } ist unverständlich. { $usage }
flipped = Das Brett wird von { $side ->
    [white] Weiß
   *[black] Schwarz
} aus gelesen.
taken-back = { $plies ->
    [one] Ein Zug zurückgenommen.
   *[other] { $plies } Halbzüge zurückgenommen.
}
lifted = { $piece } { $square } angehoben.
clock-pressed = Uhr gedrückt.
not-your-move = Sie sind nicht am Zug.
game-is-over = Die Partie ist beendet: { $asked ->
    [draw] es gibt kein Remis mehr anzubieten.
    [claim] es gibt nichts mehr zu reklamieren.
    [resign] es gibt nichts mehr aufzugeben.
    [undo] Züge werden nicht mehr zurückgenommen. Der Befehl neu beginnt eine neue Partie.
   *[move] es gibt keine Züge mehr. Der Befehl neu beginnt eine neue Partie.
}
goodbye = Partie gespeichert. Auf Wiedersehen.

# Spiel im Terminal: die Zeitansage aus und an (uhr aus, uhr an), und die
# Antwort der Engine auf ein Remisangebot ($engine: ihr Name, oder none).
talking-clock-off = Zeitansage aus; c sagt weiter die Zeit.
talking-clock-on = Zeitansage an.
# Die Uhren einer freien Partie warten auf beide ersten Züge, wie auf lichess.
clocks-wait = Die Uhren laufen erst nach { $side ->
    [you] Ihrem ersten Zug
    [white] dem ersten Zug von Weiß
   *[black] dem ersten Zug von Schwarz
}.
engine-accepts-draw = { $engine ->
    [none] Die Engine
   *[other] { $engine }
} nimmt das Remis an.
engine-declines-draw = { $engine ->
    [none] Die Engine
   *[other] { $engine }
} lehnt das Remis ab.

# Das Brettfenster: der Finger, Abtasten, der Zug Feld für Feld.
cursor-edge = Rand
cursor-not-found = Keine gefunden
cursor-wrapped = Von vorn: { $square }
cursor-wrapped-alone = Von vorn
direction = { $d ->
    [up] nach vorn
    [down] zurück
    [left] links
    [right] rechts
    [up-left] vorn links
    [up-right] vorn rechts
    [down-left] hinten links
   *[down-right] hinten rechts
}
scan-ray = { $direction }: { $squares }
scan-nothing = Nichts
felt-empty = { $square } leer
felt-piece = { $square } { $piece }
put-back = { $piece } { $square } zurückgestellt.
touched = { $piece } { $square } berührt{ $must ->
    [yes] : sie muss geschlagen werden.
   *[no] .
}
placed = { $move } gesetzt. Eingabe sagt den Zug an.
promotion-needed = Umwandlung auf { $square }: q, r, b oder n drücken, oder mit den Pfeiltasten wählen und Enter.
promotion-choice = { $piece }

# Das Gamepad im Brettfenster.
gamepad-connected = Gamepad verbunden: { $name }
gamepad-disconnected = Gamepad getrennt: { $name }
gamepad-unavailable = Gamepads sind nicht verfügbar: { $reason }. Die Tasten gehen wie immer.

# Die Hilfe des Brettfensters (F1): was jede Taste und jeder Gamepad-Knopf tut.
window-help = Tasten und Gamepad-Knöpfe des Brettfensters:
window-help-line = { $action }: { $keys }.
window-help-gamepad = Gamepad { $buttons }
window-help-listen = Halten und einen Zug laut sagen (tactus --listen)
action-step = Cursor { $direction }
action-jump-rank = Zur Reihe { $rank }
action-jump-file = Zur Linie { $file }
action-next-role = Nächste Figur: { $piece }
action-previous-role = Vorige Figur: { $piece }
action-lift-or-place = Figur aufnehmen oder absetzen
action-lift-place-or-announce = Aufnehmen, absetzen oder den Zug ansagen
action-announce = Den abgesetzten Zug ansagen
action-cancel = Aufnehmen oder Absetzen zurücknehmen
action-say-square = Das Feld sagen
action-say-last-move = Den letzten Zug sagen
action-say-clocks = Beide Uhren sagen
action-say-own-clock = Ihre Uhr sagen
action-say-opponent-clock = Die Uhr des Gegners sagen
action-next-piece = Nächste Ihrer Figuren
action-previous-piece = Vorige Ihrer Figuren
action-say-turn = Sagen, wer am Zug ist
action-say-legal-moves = Die legalen Züge sagen
action-say-legal-captures = Die legalen Schlagzüge sagen
action-say-attackers = Sagen, was das Feld angreift
action-say-attacked-squares = Sagen, was die Figur hier angreift
action-say-position = Die ganze Stellung sagen
action-scan-diagonals = Die Diagonalen abtasten
action-scan-lines = Reihe und Linie abtasten
action-scan-rank = Die Reihe lesen
action-scan-file = Die Linie lesen
action-scan-around = Die Felder ringsum lesen
action-scan-knight-moves = Die Springersprünge lesen
action-go-to-last-move = Zu den Feldern des letzten Zugs
action-help = Hilfe
action-settings = Einstellungen
action-command-line = Befehlszeile
action-flip = Brett umdrehen
action-zoom-in = Vergrößern
action-zoom-out = Verkleinern
action-full-screen = Vollbild an oder aus
action-quit = Beenden
action-resign = Aufgeben
action-offer-draw = Remis anbieten oder annehmen
action-toggle-talking-clock = Zeitansage aus oder an

## Einstellungen: der Befehl set und der Einstellungsdialog des Brettfensters (Strg+,).
# $name ist der Schlüssel einer Einstellung (style, lang, voice, rate, theme,
# sonify, order, board, confirm); $value kommt in Worten.
setting-name = { $name ->
    [style] Stil
    [lang] Sprache
    [voice] Stimme
    [rate] Sprechtempo
    [theme] Farben
    [sonify] Brettklänge
    [order] Figurenreihenfolge
    [board] Brett vorlesen
    [promotion] Umwandlung
    [openings] Eröffnungsnamen
    [listen] Spracheingabe
    [braille] Braillezeile
    [confirm-heard] Gehörte Züge bestätigen
   *[confirm] Züge bestätigen
}
setting-changed = { $name }: { $value }.
setting-row = { $name }: { $value }, { $position } von { $count }
setting-shown = { $name }: { $value }
setting-asked = { $name }: { $value }. { $takes }
setting-takes = { $name ->
    [style] Sagen Sie einstellen stil anna, appendix-e, spoken, nato oder san.
    [lang] Sagen Sie einstellen sprache en, de oder es.
    [voice] Sagen Sie einstellen stimme tts, text oder none.
    [speaker] Sagen Sie einstellen sprecher mit dem Namen einer Stimme aus der Liste, die stimmen sagt, oder einstellen sprecher standard.
    [rate] Sagen Sie einstellen tempo mit einer Prozentzahl von 50 bis 300, etwa einstellen tempo 150.
    [volume] Sagen Sie einstellen lautstärke mit einer Prozentzahl von 0 bis 100, etwa einstellen lautstärke 60, oder einstellen lautstärke standard.
    [theme] Sagen Sie einstellen farben yellow-navy, black-white oder colour-blind.
    [sonify] Sagen Sie einstellen klänge an oder aus.
    [order] Sagen Sie einstellen reihenfolge eigene oder gemischt.
    [board] Sagen Sie einstellen brett reihen oder figuren.
    [promotion] Sagen Sie einstellen umwandlung fragen oder dame.
    [openings] Sagen Sie einstellen eröffnungen an oder aus.
    [listen] Sagen Sie einstellen zuhören an oder aus.
    [braille] Sagen Sie einstellen braillezeile auto, an oder aus.
    [confirm-heard] Sagen Sie einstellen gehört-bestätigen an oder aus.
   *[confirm] Sagen Sie einstellen bestätigen an oder aus.
}
bad-setting = { $name ->
    [style] Unbekannter Stil { $given }: anna, appendix-e, spoken, nato oder san.
    [lang] Unbekannte Sprache { $given }: en, de oder es.
    [voice] Unbekannte Stimme { $given }: tts, text oder none.
    [rate] Kein Sprechtempo { $given }: bitte eine Prozentzahl von 50 bis 300.
    [theme] Unbekannte Farben { $given }: yellow-navy, black-white oder colour-blind.
    [order] Unbekannte Reihenfolge { $given }: eigene oder gemischt.
    [board] Unbekannte Art, das Brett zu lesen: { $given }; reihen oder figuren.
    [promotion] Unbekannte Wahl bei der Umwandlung { $given }: fragen oder dame.
    [braille] Sagen Sie auto, an oder aus für die Braillezeile, nicht { $given }.
   *[other] Bitte an oder aus, nicht { $given }.
}
setting-on = an
setting-off = aus
setting-braille-auto = wenn BRLTTY eine anbietet
setting-rate = { $percent } Prozent
setting-style-appendix-e = die FIDE-Wörter (Anhang D, früher E)
setting-style-spoken = gesprochen
setting-style-nato = NATO-Alphabet
setting-style-san = algebraische Notation
setting-lang-en = English
setting-lang-de = Deutsch
setting-lang-es = Español
setting-voice-tts = Sprachausgabe
setting-voice-text = Text
setting-voice-none = stumm
setting-theme-yellow-navy = Gelb und Marineblau
setting-theme-black-white = Schwarz und Weiß
setting-theme-colour-blind = Orange und Blau, für Farbenblinde
setting-order-yours-first = eigene Figuren zuerst
setting-order-mixed = beide Farben zusammen
setting-board-ranks = Reihe für Reihe
setting-board-pieces = Figurenlisten
settings-title = Einstellungen
settings-opened = Einstellungen. { $row }. Auf und ab wählen, links und rechts ändern, Escape schließt.
settings-closed = Einstellungen geschlossen.
voice-unchanged = Die Stimme kann nicht gewechselt werden: { $reason }. Die Stimme bleibt, wie sie war.

## Was mit der Engine schiefging ($engine ist ihr Pfad; $reason und $status
## sind die Worte des Systems; $ms und $allowed in Millisekunden).
engine-error-none-found = keine Schach-Engine gefunden: installieren Sie das Paket stockfish (Debian legt es unter /usr/games/stockfish ab) oder geben Sie den Pfad einer UCI-Engine an
engine-error-cannot-start = die Engine { $engine } ließ sich nicht starten: { $reason }
engine-error-not-uci = { $engine } ist keine UCI-Schach-Engine: sie hat in { $ms } Millisekunden nicht auf "uci" geantwortet
engine-error-not-ready = die Engine { $engine } hat in { $ms } Millisekunden nicht auf "isready" geantwortet
engine-error-exited = die Engine { $engine } hat aufgehört, während sie { $doing ->
    [starting] startete
    [getting-ready] sich bereit machte
    [thinking] rechnete
    [waiting] wartete
   *[other] Anweisungen bekam
} ({ $status })
engine-error-hung = { $engine } hat in { $ms } Millisekunden keinen Zug gegeben (erlaubt waren { $allowed }) und wurde beendet
engine-error-unreadable-move = die Engine { $engine } hat mit einem unlesbaren Zug geantwortet: "{ $text }"
engine-error-illegal-move = { $engine } hat { $uci } gewählt, das ist in der Stellung kein regelgerechter Zug
engine-error-no-move = die Engine { $engine } hat keinen regelgerechten Zug gefunden
engine-error-not-running = die Engine { $engine } läuft nicht: starten Sie sie neu

## Keeping games: the autosave, the games folder, files

file-failed = { $path }: { $error }
file-error-not-found = diese Datei gibt es nicht
file-error-no-folder = den Ordner { $folder } gibt es nicht
file-error-not-a-folder = wo ein Ordner sein sollte, steht eine Datei
file-error-permission = keine Berechtigung
file-error-disk-full = der Datenträger ist voll
file-error-read-only = der Datenträger ist schreibgeschützt
file-error-is-a-folder = das ist ein Ordner, keine Datei
file-error-too-large = die Datei ist größer als { $limit } Megabyte, mehr als tactus liest
file-error-not-text = sie ist keine Textdatei
save-damage-cut-short = sie ist abgeschnitten
save-damage-invalid = sie ist keine gespeicherte Partie, die tactus lesen kann ({ $detail })
save-damage-newer = eine neuere Version von tactus hat sie geschrieben (Format { $version })
saved-against-engine = gegen die Engine auf Stufe { $level }
saved-between-people = zwischen zwei Personen
saved-between-engines = zwischen zwei Engines
saved-game-waiting = Eine unbeendete Partie { $against }, Zug { $number }, ist gespeichert: { $how ->
    [key] R setzt sie fort, N beginnt eine neue Partie.
   *[line] tippen Sie fortsetzen, um weiterzuspielen, oder neu für eine neue Partie.
}
saved-game-recovered = { $plies ->
    [one] 1 Halbzug
   *[other] { $plies } Halbzüge
} davon ließen sich retten, bis Zug { $number }: { $how ->
    [key] R spielt von dort weiter, N beginnt eine neue Partie.
   *[line] tippen Sie fortsetzen, um von dort weiterzuspielen, oder neu für eine neue Partie.
}
saved-game-damaged = Die gespeicherte Partie ließ sich nicht lesen: { $why }. Sie liegt jetzt im Datenordner als { $path }.
saved-game-damaged-in-place = Die gespeicherte Partie ließ sich nicht lesen: { $why }. Sie ließ sich nicht beiseitelegen ({ $error }); sie bleibt, wo sie ist, und wird nicht überschrieben.
game-kept = { $unfinished ->
    [yes] Die unbeendete Partie liegt im Partienordner als { $name }; tippen Sie laden und diesen Namen, um sie wieder aufzunehmen.
   *[no] Diese Partie liegt im Partienordner als { $name }.
}
keep-failed = Die Partie ließ sich nicht im Partienordner ablegen: { $error }.
autosave-failed = Die Partie ließ sich nicht speichern: { $error }. Tippen Sie speichern DATEI.pgn, um sie zu behalten.
autosave-works = Die Partie wird wieder gespeichert.
quit-unsaved = Die Partie ließ sich nicht speichern: { $error }. Tippen Sie speichern DATEI.pgn, um sie zu behalten, oder noch einmal beenden, um ohne sie zu gehen.
goodbye-unsaved = Auf Wiedersehen. Die Partie wurde nicht gespeichert.

## Das Gespräch: Fragen, die verfallen, Antworten ohne Frage, das Ende der
## Partie auf Nachfrage, und eine neue Partie.
question-expired = Die Frage ist verfallen; nichts wurde geändert.
nothing-to-answer = Es gibt keine Frage zu beantworten.
# $ended ist das Ende schon in Worten: „Schachmatt. Weiß gewinnt.“
game-finished = Die Partie ist beendet. { $ended } Der Befehl neu beginnt eine neue Partie.
confirm-new-game = { $key ->
    [yes] Neue Partie beginnen? Diese Partie wird beiseitegelegt. Zum Bestätigen dieselbe Taste noch einmal drücken.
   *[no] Neue Partie beginnen? Diese Partie wird beiseitegelegt. Mit ja bestätigen.
}
help-new = neu: eine neue Partie mit denselben Spielern, derselben Bedenkzeit und denselben Regeln; während einer Partie nach einer Bestätigung.
action-new-game = Neue Partie

## Störungen der Ausgaben und Dateien rund um die Partie (Issue #9): jede
## wird einmal gesagt. $file ist ein Dateiname, $key und $value wie darin.
fault-speech-unavailable = Keine Sprachausgabe. Ausgabe als Text.
fault-speech-lost = Die Sprachausgabe ist ausgefallen. Ausgabe als Text, bis sie zurück ist.
fault-speech-back = Die Sprachausgabe ist zurück.
fault-sound-unavailable = { $lost ->
    [yes] Das Tonausgabegerät ist weg. Signaltöne aus.
   *[no] Kein Ton. Signaltöne aus.
}
hearing-listening = Ich höre zu: sagen Sie Ihren Zug auf Englisch, oder tippen Sie ihn.
fault-hearing-no-library = Spracheingabe braucht PocketSphinx: installieren Sie die Pakete libpocketsphinx3 und pocketsphinx-en-us. Sprache aus; Tippen geht.
fault-hearing-no-model = Spracheingabe braucht das englische Sprachmodell ({ $detail } fehlt): installieren Sie das Paket pocketsphinx-en-us. Sprache aus; Tippen geht.
fault-hearing-recogniser = Die Spracherkennung ist ausgefallen ({ $detail }). Sprache aus; Tippen geht.
fault-hearing-unknown-word = Die Spracherkennung kennt das Wort { $detail } nicht; Sätze damit werden nicht gehört.
fault-hearing-no-microphone = Kein Mikrofon. Sprache aus; Tippen geht.
fault-hearing-device = Das Mikrofon ist ausgefallen ({ $detail }). Sprache aus; Tippen geht.
fault-no-display = Kein Bildschirm. Gespielt wird im Terminal.
fault-display-lost = Der Bildschirm wurde geschlossen. Die Partie ist gespeichert: tactus --resume setzt sie fort.
fault-config-bad-value = { $file }: „{ $value }“ ist kein Wert für { $key }. Es gilt die Voreinstellung.
fault-config-unknown-key = { $file }: unbekannte Einstellung „{ $key }“, übergangen.
fault-config-unreadable = { $file } ist nicht lesbar{ $line ->
    [0] {""}
   *[other] {" "}in Zeile { $line }
}. Es gelten die Voreinstellungen.
fault-config-kept-aside = Ihre Einstellungsdatei hatte falsche Werte. Sie bleibt als { $path } erhalten, und eine neue wird geschrieben.
fault-key-binding-ignored = { $file } Zeile { $line }: { $chord } = „{ $action }“ ist keine Tastenbelegung. Weggelassen.

## Tote Stellungen und Zeitüberschreitung ohne Mattmöglichkeit (Art. 5.2.2, 6.9, 7.5.5)
reason-dead-position = Tote Stellung: keine Seite kann mit irgendeiner Folge regelgemäßer Züge mattsetzen
reason-flag-fall-undecided = { $side ->
    [you] Ihr Fallblättchen ist gefallen
    [white] Das Fallblättchen von Weiß ist gefallen
   *[black] Das Fallblättchen von Schwarz ist gefallen
}; ob { $opponent ->
    [you] Sie noch mattsetzen könnten
    [white] Weiß noch mattsetzen könnte
   *[black] Schwarz noch mattsetzen könnte
}, ließ sich nicht entscheiden
reason-illegal-moves-undecided = { $side ->
    [you] Sie haben
    [white] Weiß hat
   *[black] Schwarz hat
} einen regelwidrigen Zug zu viel ausgeführt; ob { $opponent ->
    [you] Sie noch mattsetzen könnten
    [white] Weiß noch mattsetzen könnte
   *[black] Schwarz noch mattsetzen könnte
}, ließ sich nicht entscheiden

## Words (#10.9-12): a talking clock that says what changes, time controls
## in words, defended pieces, promotion asked, style and language kept
## apart, long answers in pages.
clock-reading-time = { $side ->
    [you] Ihre Uhr
    [white] Weiß
   *[black] Schwarz
}: { $time }
clock-countdown = { $n }
control-moves-in = { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
} in { $time }
control-then = { $first }, dann { $rest }
control-increment = { $control } plus { $time } pro Zug
control-delay = { $control }, { $kind ->
    [bronstein] Bronstein-Verzögerung
   *[simple] Verzögerung
} { $time }
attackers-white-piece = Gedeckt von Weiß: { $white }. Angegriffen von Schwarz: { $black }.
attackers-black-piece = Gedeckt von Schwarz: { $black }. Angegriffen von Weiß: { $white }.
in-check = { $side ->
    [you] Sie stehen im Schach
    [white] Weiß steht im Schach
   *[black] Schwarz steht im Schach
}
square-plain-empty = { $square }, { $shade ->
    [dark] dunkles Feld
   *[light] helles Feld
}, leer
square-plain-piece = { $square }, { $shade ->
    [dark] dunkles Feld
   *[light] helles Feld
}, { $piece }
which-promotion = Welche Figur? Dame, Turm, Läufer oder Springer.
setting-promotion-ask = nach der Figur fragen
setting-promotion-queen = immer eine Dame
fide-words-in-german = Züge werden mit den FIDE-Wörtern aus Anhang { $appendix } angesagt.
score-page = Die letzten Züge, { $first } bis { $last }; partie alle liest jeden Zug:

## Key names in the help (KeyboardEvent.code names, said as on a US
## layout): modifiers, number-pad digits, and every key that is not a
## letter, a digit or a function key.
key-mod-ctrl = Strg
key-mod-alt = Alt
key-mod-shift = Umschalt
key-numpad-digit = Ziffernblock { $digit }
key-Backquote = Gravis
key-Backslash = Umgekehrter Schrägstrich
key-BracketLeft = Eckige Klammer auf
key-BracketRight = Eckige Klammer zu
key-Comma = Komma
key-Equal = Gleichheitszeichen
key-IntlBackslash = Kleiner als
key-IntlRo = Ro
key-IntlYen = Yen
key-Minus = Minus
key-Period = Punkt
key-Quote = Apostroph
key-Semicolon = Semikolon
key-Slash = Schrägstrich
key-AltLeft = Alt links
key-AltRight = Alt rechts
key-Backspace = Rücktaste
key-CapsLock = Feststelltaste
key-ContextMenu = Kontextmenü
key-ControlLeft = Strg links
key-ControlRight = Strg rechts
key-Enter = Eingabe
key-SuperLeft = Windows links
key-SuperRight = Windows rechts
key-ShiftLeft = Umschalt links
key-ShiftRight = Umschalt rechts
key-Space = Leertaste
key-Tab = Tabulator
key-Convert = Umwandeln
key-KanaMode = Kana
key-Lang1 = Sprache 1
key-Lang2 = Sprache 2
key-Lang3 = Sprache 3
key-Lang4 = Sprache 4
key-Lang5 = Sprache 5
key-NonConvert = Nicht umwandeln
key-Delete = Entfernen
key-End = Ende
key-Help = Hilfe
key-Home = Pos1
key-Insert = Einfügen
key-PageDown = Bild ab
key-PageUp = Bild auf
key-ArrowDown = Pfeil nach unten
key-ArrowLeft = Pfeil nach links
key-ArrowRight = Pfeil nach rechts
key-ArrowUp = Pfeil nach oben
key-NumLock = Num
key-NumpadAdd = Ziffernblock plus
key-NumpadBackspace = Ziffernblock Rücktaste
key-NumpadClear = Ziffernblock Löschen
key-NumpadClearEntry = Ziffernblock Eingabe löschen
key-NumpadComma = Ziffernblock Komma
key-NumpadDecimal = Ziffernblock Dezimaltrennzeichen
key-NumpadDivide = Ziffernblock geteilt
key-NumpadEnter = Ziffernblock Eingabe
key-NumpadEqual = Ziffernblock gleich
key-NumpadHash = Ziffernblock Raute
key-NumpadMemoryAdd = Ziffernblock Speicher plus
key-NumpadMemoryClear = Ziffernblock Speicher löschen
key-NumpadMemoryRecall = Ziffernblock Speicher abrufen
key-NumpadMemoryStore = Ziffernblock Speichern
key-NumpadMemorySubtract = Ziffernblock Speicher minus
key-NumpadMultiply = Ziffernblock mal
key-NumpadParenLeft = Ziffernblock Klammer auf
key-NumpadParenRight = Ziffernblock Klammer zu
key-NumpadStar = Ziffernblock Stern
key-NumpadSubtract = Ziffernblock minus
key-Escape = Escape
key-Fn = Fn
key-FnLock = Fn-Sperre
key-PrintScreen = Druck
key-ScrollLock = Rollen
key-Pause = Pause
key-BrowserBack = Browser zurück
key-BrowserFavorites = Browser Favoriten
key-BrowserForward = Browser vorwärts
key-BrowserHome = Browser Startseite
key-BrowserRefresh = Browser aktualisieren
key-BrowserSearch = Browser suchen
key-BrowserStop = Browser abbrechen
key-Eject = Auswerfen
key-LaunchApp1 = Anwendung 1 starten
key-LaunchApp2 = Anwendung 2 starten
key-LaunchMail = E-Mail
key-MediaPlayPause = Wiedergabe oder Pause
key-MediaSelect = Medien auswählen
key-MediaStop = Wiedergabe stoppen
key-MediaTrackNext = Nächster Titel
key-MediaTrackPrevious = Vorheriger Titel
key-Power = Ein/Aus
key-Sleep = Ruhezustand
key-AudioVolumeDown = Leiser
key-AudioVolumeMute = Stumm
key-AudioVolumeUp = Lauter
key-WakeUp = Aufwecken
key-Meta = Meta
key-Hyper = Hyper
key-Turbo = Turbo
key-Abort = Abbrechen
key-Resume = Fortsetzen
key-Suspend = Anhalten
key-Again = Wiederholen
key-Copy = Kopieren
key-Cut = Ausschneiden
key-Find = Suchen
key-Open = Öffnen
key-Paste = Einfügen
key-Props = Eigenschaften
key-Select = Auswählen
key-Undo = Rückgängig
key-Hiragana = Hiragana
key-Katakana = Katakana

## Gamepad buttons in the help, by their place on the pad.
button-south = Südtaste
button-east = Osttaste
button-west = Westtaste
button-north = Nordtaste
button-c = Taste C
button-z = Taste Z
button-left-shoulder = linke Schultertaste
button-right-shoulder = rechte Schultertaste
button-left-trigger = linker Trigger
button-right-trigger = rechter Trigger
button-select = Select
button-start = Start
button-mode = Logotaste
button-left-stick = linker Stick gedrückt
button-right-stick = rechter Stick gedrückt
button-dpad-up = Steuerkreuz oben
button-dpad-down = Steuerkreuz unten
button-dpad-left = Steuerkreuz links
button-dpad-right = Steuerkreuz rechts

## Typed errors (#14): a saved game that cannot be resumed, a game file that
## cannot be loaded, a file problem without the system's English.
file-error-other = das System hat es verweigert (Fehler { $code })
save-damage-not-a-game = es ist kein gespeichertes Spiel von tactus (Zeile { $line })
restore-error-time-control = die Bedenkzeit { $given } ist nicht lesbar
restore-error-start-position = die Anfangsstellung { $fen } ist keine gültige Stellung
restore-error-move = Halbzug { $ply }, { $move }, ist kein regelgemäßer Zug
restore-error-clock = die Uhrzeiten können so nicht stimmen
restore-error-level = Stufe { $given } gibt es nicht: die Stufen gehen von { $min } bis { $max }
pgn-error-no-games = die Datei enthält keine Partie
pgn-error-no-such-game = die Datei enthält { $count } { $count ->
    [one] Partie
   *[other] Partien
}; eine Partie { $requested } gibt es nicht
pgn-error-in-tags = Partie { $game }, in den Kopfzeilen: { $problem }
pgn-error-at-move = Partie { $game }, Zug { $number } { $side ->
    [white] (Weiß)
   *[black] (Schwarz)
}: { $problem }
pgn-problem-unreadable = unlesbarer Zug "{ $token }"
pgn-problem-illegal = regelwidriger Zug "{ $token }"
pgn-problem-ambiguous = mehrdeutiger Zug "{ $token }"
pgn-problem-after-end = Zug "{ $token }" nach dem Ende der Partie
pgn-problem-after-result = Zug "{ $token }" nach dem Ergebnis
pgn-problem-bad-fen = die Anfangsstellung { $fen } ist keine gültige Stellung
pgn-problem-no-result = die Züge enden ohne Ergebnis (1-0, 0-1, 1/2-1/2 oder *); die Datei ist vielleicht abgeschnitten
pgn-problem-not-pgn = es ist kein PGN
pgn-error-variant = Partie { $game } ist { $variant }; tactus liest Schach und Chess960
pgn-problem-variant = die Partie ist { $variant }; tactus liest Schach und Chess960
pgn-problem-null-move = Nullzug "{ $token }": kein Zug nach den Regeln, ein Platzhalter der Analyse

## Das Brettfenster für Bildschirmleser: der Name des Gitters, von welcher
## Seite das Brett gesehen wird, und was ein Feld zu seinem Namen sagt.
board-label = { $side ->
    [white] Schachbrett, Seite von Weiß
   *[black] Schachbrett, Seite von Schwarz
}
cell-lifted = angehoben
cell-legal-move = erlaubter Zug
cell-last-move = letzter Zug

## Warum die eigene Stimme nicht wie gewünscht spricht ($detail sind die
## Worte der Sprachausgabe oder des Systems; $error ein Dateiproblem).
speech-fallback-text = { $fault }; stattdessen als Text
speech-fault-unreachable = keine Sprachausgabe ({ $detail })
speech-fault-no-answer = die Sprachausgabe hat nicht innerhalb von { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
} geantwortet
speech-fault-transcript = das Protokoll kann nicht geöffnet werden: { $error }
speech-fault-thread = die Stimme kann nicht starten ({ $detail })

## tactus check (#12.3): die Befunde in einer PGN-Datei, je einer pro Zeile
check-finding = { $place }: { $what }
check-where-game = Partie { $game }, { $players }
check-where-move = Partie { $game }, { $players }, { $move } { $token }
check-unreadable-move = unlesbarer Zug
check-illegal-move = regelwidriger Zug
check-ambiguous-move = mehrdeutiger Zug: er passt auf mehr als einen regelgemäßen Zug
check-after-result = Zug nach dem Ergebnis
check-after-end = Zug nach dem Ende der Partie ({ $reason })
check-bad-fen = der FEN-Tag „{ $fen }“ ist keine Stellung, in der nach den Regeln gespielt werden kann
check-no-result = die Notation endet ohne Ergebnis (1-0, 0-1, 1/2-1/2 oder *); die Datei ist vielleicht abgeschnitten
check-broken = kein PGN (ein Kommentar oder Tag, der nie endet): der Rest der Datei kann nicht gelesen werden
check-bad-result-tag = der Result-Tag „{ $tag }“ ist kein Ergebnis
check-bad-time-control = der TimeControl-Tag „{ $tag }“ ist keine Bedenkzeit nach dem PGN-Standard
check-result-tag-differs = der Result-Tag sagt { $tag }, die Notation endet mit { $result }
check-end-contradicted = { $given }, aber die Partie war von selbst beendet ({ $reason }): { $result } nach Art. 5
check-dead-decisive = { $given }, aber in der Schlussstellung kann keine Seite mit irgendeiner Folge regelgemäßer Züge mattsetzen: ½-½ nach Art. 5.2.2
check-time-forfeit-draw = { $given } durch Zeitüberschreitung, aber { $winner ->
    [white] Weiß
   *[black] Schwarz
} kann nicht mattsetzen: ½-½ nach Art. 6.9
check-variant = die Partie ist { $variant }, weder Schach noch Chess960: die Schachregeln können sie nicht beurteilen
check-null-move = Nullzug: ein Platzhalter der Analyse, kein Zug nach den Regeln; das Ergebnis wird nicht beurteilt
check-summary = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $plies } Halbzüge, { $seconds } s: { $findings ->
    [0] keine Befunde
    [one] 1 Befund ({ $kinds })
   *[other] { $findings } Befunde ({ $kinds })
}
check-progress = { $games } Partien geprüft
check-cannot-read = { $file } kann nicht gelesen werden: { $reason }

## help topics, an unknown help word, and set alone
help-move = Ein Zug, wie man ihn sagt oder schreibt: e4, Sf3, Springer f3, e2e4, exd5 oder e schlägt d5. Können zwei Figuren dorthin, fragt tactus welche, und die nächste Zeile antwortet. Ein Großbuchstabe ist eine Figur: Lc4 und Bc4 sind Läuferzüge, nie Bauernzüge.
help-castling = Rochade: O-O oder kurze Rochade zum Königsflügel, O-O-O oder lange Rochade zum Damenflügel. Der Königszug, e1g1, geht auch.
help-promotion = Umwandlung: der Bauernzug und die Figur, e8=D, e8D oder e8 Dame. Ohne Figur fragt tactus welche (immer nach strengen Regeln, sonst nach einstellen umwandlung fragen); antworten Sie mit der Figur oder ihrem Buchstaben: D, T, L oder S.
no-such-help = Zu { $given } gibt es keinen Befehl und kein Hilfethema. { $help }
setting-now = { $name }: { $value }
current-settings = Einstellungen: { $list }. einstellen, eine Einstellung und ein Wert ändert eine, zum Beispiel einstellen tempo 150.

## the settings file that cannot be written
fault-settings-not-saved = Die Einstellungen ließen sich nicht speichern: { $error }. Sie gelten, bis tactus endet.

## score in braille: tactus score and save FILE.brf
score-heading-white = Weiß: { $value }
score-heading-black = Schwarz: { $value }
score-heading-event = Turnier: { $value }
score-heading-round = Runde: { $value }
score-heading-date = Datum: { $value }
score-heading-result = Ergebnis: { $value }
score-heading-unfinished = Ergebnis: nicht beendet
score-no-liblouis = Braille kann nicht geschrieben werden: liblouis fehlt ({ $detail }); installieren Sie das Paket liblouis20
score-no-braille-table = Braille kann nicht geschrieben werden: liblouis kann seine Tafel { $tables } nicht lesen; installieren Sie das Paket liblouis-data
score-cannot-read = { $file } kann nicht gelesen werden: { $reason }
score-bad-cells = { $given } Zellen pro Zeile gehen nicht: geben Sie { $min } bis { $max } an
score-bad-lines = { $given } Zeilen pro Seite gehen nicht: geben Sie { $min } bis { $max } an
score-cannot-write = { $file } kann nicht geschrieben werden: { $reason }
# editions of the Laws
laws-in-force = Gespielt nach den FIDE-Regeln von { $year }{ $automatic ->
    [yes] : Fünffache Stellungswiederholung und 75 Züge beenden die Partie
   *[no] : Fünffache Stellungswiederholung und 75 Züge beenden die Partie nicht; Remis durch Wiederholung oder nach der 50-Züge-Regel wird beantragt
}. Die Regeln für blinde Spieler stehen in Anhang { $appendix }.
laws-wrong-claim-penalty = Falscher Remisantrag: { $side ->
    [you] Sie bekommen
    [white] Weiß bekommt
   *[black] Schwarz bekommt
} { $time } mehr (Artikel 9.5, Regeln von { $year }).
# window help
## the help as a list walked item by item, a key pressed in it, the first start
window-help-title = Hilfe
window-help-opened = Hilfe, { $count } Einträge. Pfeil auf und ab lesen sie, Bild auf und Bild ab gehen von Gruppe zu Gruppe, jede andere Taste sagt, was sie tut, Escape schließt.
window-help-row = { $item }, { $position } von { $count }
window-help-closed = Hilfe geschlossen.
window-help-key = { $key }: { $action }.
window-help-key-unbound = nichts
window-help-group = { $group ->
    [moving] Bewegen
    [moves] Züge
    [questions] Fragen
    [game] Die Partie
   *[settings] Das Fenster und die Einstellungen
}
first-start-window = Willkommen bei tactus. { $key } gibt Hilfe zu den Tasten.
first-start-terminal = Willkommen. hilfe zeigt die Befehle.
settings-instructions = Auf und ab wählen, links und rechts ändern, Escape schließt.
setting-voice-screen-reader = Ihr Bildschirmleser
# tactus clock: die sprechende Schachuhr und die Partienotation während der Partie
table-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
table-control = Bedenkzeit: { $control }. Eingabe startet die Uhr von Weiß.
table-started = Uhr gestartet: die Uhr von { $side ->
    [white] Weiß
   *[black] Schwarz
} läuft.
table-press = { $side ->
    [white] Weiß
   *[black] Schwarz
}, Zug { $number }: { $move }
table-press-gap = { $side ->
    [white] Weiß
   *[black] Schwarz
}, Zug { $number }: kein Zug notiert
table-press-unchecked = { $side ->
    [white] Weiß
   *[black] Schwarz
}, Zug { $number }: { $text }, geprüft, sobald die Lücke gefüllt ist
table-period = { $side ->
    [white] Weiß
   *[black] Schwarz
}, { $moves } Züge: { $time } dazu
table-button-ignored = Die Uhr von { $side ->
    [white] Weiß
   *[black] Schwarz
} läuft nicht: nichts geschieht
table-paused = Uhren angehalten.
table-resumed = Uhren laufen weiter.
table-added = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $time } dazu, jetzt { $reading }
table-subtracted = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $time } abgezogen, jetzt { $reading }
table-set = Die Uhr von { $side ->
    [white] Weiß
   *[black] Schwarz
} steht auf { $reading }
table-moves-set = Der Zugzähler von { $side ->
    [white] Weiß
   *[black] Schwarz
} steht auf { $moves }
table-filled = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}, eingetragen: { $move }
table-misfit = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}, { $text }, passt nicht: { $why }. Mit undo berichtigen oder den Schiedsrichter rufen.
table-undone = Der Uhrdruck von { $side ->
    [white] Weiß
   *[black] Schwarz
} nach Zug { $number } ist zurückgenommen: die Uhr von { $side ->
    [white] Weiß
   *[black] Schwarz
} läuft wieder.
table-flag = Das Fallblättchen von { $side ->
    [white] Weiß
   *[black] Schwarz
} ist gefallen. Weiß: { $white }, Schwarz: { $black }.
table-continued = Uhrpartie fortgesetzt. Der Uhr von { $side ->
    [white] Weiß
   *[black] Schwarz
} wurden { $time } für die Zeit angerechnet, in der tactus nicht lief.
table-continued-stopped = Uhrpartie fortgesetzt; keine Uhr lief.
table-nothing-to-resume = Keine Uhrpartie zum Fortsetzen: eine neue beginnt.
table-set-aside = Die letzte Uhrpartie ist als { $file } aufbewahrt.
table-damaged = Die gespeicherte Uhrpartie ist nicht lesbar; sie ist als { $file } aufbewahrt.
table-refused-move = { $text }: { $why }. Die Uhr wurde nicht gedrückt.
table-not-a-move = { $text } ist kein Zug. Die Uhr wurde nicht gedrückt.
table-not-started = Die Uhr ist noch nicht gestartet: Eingabe drücken oder start schreiben.
table-no-gap = Bei Zug { $number } gibt es keine Lücke.
table-earlier-gap = Zuerst die Lücke bei Zug { $number } füllen.
table-fill-move = { $text } passt nicht bei Zug { $number }: { $why }
table-nothing-to-undo = Es gibt keinen Uhrdruck zum Zurücknehmen.
table-corrected-since = Die Uhren wurden nach dem letzten Uhrdruck berichtigt: sie erneut berichtigen.
table-flag-fallen = Das Fallblättchen von { $side ->
    [white] Weiß
   *[black] Schwarz
} ist gefallen: die Uhren stehen.
table-no-side = { $command }: weiß oder schwarz angeben.
table-bad-time = { $text } ist keine Zeit: 2m, 30s, 1h5m oder 1:05:00 schreiben.
table-bad-number = { $text } ist keine Zahl.
table-usage = So schreiben: { $usage }
table-score-empty = Noch keine Züge.
table-score-move = { $number }. { $white }, { $black }
table-score-half = { $number }. { $white }
table-gap = Lücke
table-unchecked = { $text }, ungeprüft
table-saved = Partienotation als { $file } gespeichert.
table-saved-part = Partienotation als { $file } gespeichert, bis Zug { $number }: der Rest wartet auf das Füllen einer Lücke.
table-save-failed = Die Partienotation konnte nicht als { $file } gespeichert werden: { $error }
table-save-pgn-only = Die Uhr speichert die Partienotation als PGN oder vorgelesen: einen Dateinamen mit .pgn angeben, oder mit .wav, .ogg oder .opus für eine Aufnahme.
table-autosave-failed = Die Uhrpartie konnte nicht gespeichert werden: { $error }
table-help = Eingabe drückt die laufende Uhr; ein Zug und Eingabe drückt mit dem Zug. starten; uhr, uhr ich, uhr gegner: die Uhren; anhalten, weiter; partie; nachtragen N ZUG; zurück; plus weiß 2m, minus schwarz 30s, stellen weiß 1:05:00, züge weiß 40; links, rechts: die Tasten; speichern DATEI.pgn; beenden.
table-bye = Die Uhrpartie ist gespeichert. tactus clock --resume setzt sie fort und rechnet der laufenden Uhr die Zeit dazwischen an.
table-preset = { $name }: { $control }, { $words }
## The clock (issue 20): the first of two flags, both clocks announced
## unless muted, tournament mode said
table-flag-first = Das Fallblättchen von { $side ->
    [white] Weiß
   *[black] Schwarz
} ist zuerst gefallen. Weiß: { $white }, Schwarz: { $black }.
table-muted = { $side ->
    [white] Die Uhr von Weiß wird nicht mehr angesagt: laut weiß sagt sie wieder an.
    [black] Die Uhr von Schwarz wird nicht mehr angesagt: laut schwarz sagt sie wieder an.
   *[both] Die Uhren werden nicht mehr angesagt: laut sagt sie wieder an.
}
table-unmuted = { $side ->
    [white] Die Uhr von Weiß wird wieder angesagt.
    [black] Die Uhr von Schwarz wird wieder angesagt.
   *[both] Beide Uhren werden wieder angesagt.
}
table-help-mute = Die sprechende Uhr sagt beide Uhren an, wenn ihre Zeit knapp wird: stumm schwarz (oder stumm weiß) schaltet das für diese Seite ab, stumm für beide; laut schwarz (oder laut) schaltet es wieder ein.
table-tournament = Turniermodus: Züge werden wie geschrieben notiert und nie laut beurteilt; die Befehle des Schiedsrichters brauchen seinen Code.
table-tournament-no-code = Turniermodus: Züge werden wie geschrieben notiert und nie laut beurteilt. Diese Partie hat keinen Code des Schiedsrichters: der Turniermodus gilt bis zum Ende der Partie.
code-taken = Code erhalten.
table-saved-waiting = Eine unbeendete Uhrpartie ist gespeichert: Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug. { $how ->
    [key] R setzt sie fort, N beginnt eine neue Partie.
   *[line] Tippen Sie fortsetzen, um sie fortzusetzen, oder neu für eine neue Partie.
}
table-set-aside-unfinished = Die unbeendete Uhrpartie ist als { $file } aufbewahrt: tactus clock --resume mit diesem Namen setzt sie fort.
table-resumed-named = { $side ->
    [white] Die Uhrpartie { $file } geht weiter, wie sie gespeichert wurde: die Uhr von Weiß läuft.
    [black] Die Uhrpartie { $file } geht weiter, wie sie gespeichert wurde: die Uhr von Schwarz läuft.
   *[none] Die Uhrpartie { $file } geht weiter, wie sie gespeichert wurde; keine Uhr lief.
}
## score as a recording: tactus score --format wav, save FILE.wav
recording-players = Weiß: { $white }. Schwarz: { $black }.
recording-unknown-player = unbekannt
recording-event = { $event }.
recording-event-round = { $event }, Runde { $round }.
recording-date = { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }.
recording-month = { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }.
recording-year = { $year }.
recording-heading-result = Ergebnis: { $result ->
    [white] Weiß hat gewonnen
    [black] Schwarz hat gewonnen
    [draw] Remis
   *[unknown] noch keines
}.
recording-move-clock = { $move }. Noch { $time } auf der Uhr.
recording-no-result = Die Partie hat noch kein Ergebnis.
recording-started = Die Partie wird als Aufnahme in { $path } geschrieben. Spielen Sie weiter; Sie hören, wenn sie fertig ist.
recording-written = Aufnahme in { $path } geschrieben, { $length } lang.
recording-failed = { $path }: Es wurde keine Aufnahme gemacht: { $why }.
recording-fault-no-synthesizer = die Sprachausgabe espeak-ng startet nicht; ihre Stimmdaten (das Paket espeak-ng-data) fehlen vielleicht
recording-fault-no-voice = espeak-ng hat keine { $lang ->
    [de] deutsche
    [es] spanische
   *[en] englische
} Stimme
recording-fault-refused = die Sprachausgabe espeak-ng hat die Wörter abgelehnt (Fehler { $code })
recording-fault-too-long = die vorgelesene Partie wäre länger, als eine WAV-Datei fasst
recording-needs-output = Eine Aufnahme ist Ton, kein Text: Nennen Sie die Datei mit -o, zum Beispiel -o partie.wav.

## engine failures in words: why an engine could not start, how it ended
engine-start-no-such-program = dieses Programm gibt es nicht
engine-start-not-permitted = es darf nicht ausgeführt werden (keine Berechtigung)
engine-start-no-output = seine Ausgabe ließ sich nicht lesen
engine-start-no-thread = kein Thread konnte es lesen
engine-start-system-error = Systemfehler { $number }
engine-start-system-error-unknown = ein Systemfehler
engine-ended-code = Rückgabewert { $code }
engine-ended-signal = beendet durch Signal { $signal }
engine-ended-closed-output = sie hat ihre Ausgabe geschlossen
engine-ended-unknown = wie sie endete, ist nicht bekannt

# window zoom
window-zoom = Zoom { $percent } Prozent.
window-zoom-largest = Zoom { $percent } Prozent, mehr erlaubt dieses Fenster nicht.

# clock window
clock-window-title = tactus Uhr
clock-window-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
clock-window-moves = { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}
clock-window-flag = Fallblättchen gefallen
clock-window-label = Uhr von { $side ->
    [white] Weiß
   *[black] Schwarz
}, { $button ->
    [left] linke
   *[right] rechte
} Taste
clock-window-value = { $time }, { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}{ $state ->
    [running] , läuft
    [flag] , Fallblättchen gefallen
   *[stopped] {""}
}

# voice and volume
setting-name-volume = Lautstärke
setting-volume = { $percent } Prozent
setting-volume-default = die eigene Lautstärke der Sprachausgabe
bad-setting-volume = Keine Lautstärke { $given }: bitte eine Prozentzahl von 0 bis 100 oder Standard.

## the line interfaces: standard input that cannot be read
input-cannot-read = die Eingabe lässt sich nicht lesen

## Review mode in the window (issue 10, point 14)
action-review = Die Partie Zug um Zug nachspielen
review-opened = Nachspielen: links und rechts gehen durch die Züge, Pos1 zum Anfang, Escape oder Ende zurück zur Partie.
review-start = Die Anfangsstellung.
review-at-start = Das ist der Anfang: davor gibt es keinen Zug.
review-closed = Zurück zur Partie.
review-keys = Beim Nachspielen: links und rechts gehen durch die Züge, Escape führt zurück zur Partie.

## The synthesizer's voice (issue 10, point 8)
setting-name-speaker = Sprecher
setting-speaker = { $name }
setting-speaker-default = die Standardstimme der Sprache
bad-setting-speaker = Es gibt keine Stimme namens { $given }.
voices-listed = { $count ->
    [one] Eine Stimme für { $language }
   *[other] { $count } Stimmen für { $language }
}, { $first } bis { $last }: { $names }.
voices-more = Tippen Sie stimmen { $page } für mehr.
voices-none = Der Sprachsynthesizer bietet keine Stimme für { $language }.
voices-unavailable = Die Stimmen des Sprachsynthesizers lassen sich nicht auflisten: { $why }
voices-no-page = Es gibt keine Seite { $page } der Stimmen: es gibt { $pages }.
help-voices = stimmen: die Stimmen des Sprachsynthesizers für die Sprache, zehn auf einmal (stimmen 2 für die nächsten zehn); einstellen sprecher NAME wählt eine, einstellen sprecher standard die der Sprache.
voices-language = { $lang ->
    [de] Deutsch
    [es] Spanisch
   *[en] Englisch
}
## Turniermodus (eine Partie unter dem Schiedsrichter: tactus tty, play, das Fenster)
help-tournament = turnier an: Turniermodus, vor dem ersten Zug: nur die Uhr, die Partienotation und die Worte der Züge. turnier aus: ihn verlassen; der Schiedsrichter tippt den Code in die nächste Zeile.
tournament-on = Turniermodus: nur die Uhr, die Partienotation und die Worte der Züge.
tournament-too-late = Der Turniermodus lässt sich nur vor dem ersten Zug einer Partie einschalten.
tournament-not-on = Der Turniermodus ist nicht an.
tournament-refused = { $what ->
    [advice] Der Turniermodus erlaubt keine Auskünfte über die Partie, etwa den Namen der Eröffnung (Artikel 11.3).
    [new-game] Der Turniermodus erlaubt keine andere Partie, bevor diese endet: der Code des Schiedsrichters beendet den Modus.
    [engine] Der Turniermodus erlaubt kein Spiel gegen eine Engine.
    [moves] Der Turniermodus erlaubt keine Listen legaler Züge.
    [attacks] Der Turniermodus erlaubt nicht zu sagen, was ein Feld angreift.
    [scans] Der Turniermodus erlaubt kein Abtasten des Bretts.
    [takeback] Der Turniermodus erlaubt keine Zugrücknahme.
    [load] Der Turniermodus erlaubt nicht, eine andere Partie zu laden.
    [board-moves] Der Turniermodus erlaubt kein Ziehen auf dem Brett des Bildschirms: tippen Sie den Zug.
   *[position] Der Turniermodus erlaubt keine Beschreibung der Stellung.
}
tournament-noted = Für den Schiedsrichter notiert: { $written }. Die Stellung bleibt unverändert.
tournament-ask-code = Code des Schiedsrichters?
tournament-left = Turniermodus beendet.
tournament-wrong-code = Falscher Code. Der Turniermodus bleibt.
tournament-no-code = Diese Partie hat keinen Code des Schiedsrichters: der Turniermodus gilt bis zum Ende der Partie.
tournament-window-title = Turniermodus
window-cannot-open = das Fenster ließ sich nicht öffnen: { $error }
window-title = tactus: Schachbrett
window-title-tournament = { window-title } — { tournament-window-title }
## Adjournment and two boards at the clock (issue 13: seal, unseal, the envelope, reconcile, retrace)
adjourn-help = Der Schiedsrichter: abgeben, dann der Zug in der nächsten Zeile (nicht angezeigt), unterbricht die Partie mit dem Zug im Umschlag; öffnen öffnet den Umschlag; abgleichen SEHEND.pgn vergleicht die Partieformulare des sehenden Spielers und des Tisches; zurückgehen N geht zurück zur Stellung nach Halbzug N.
adjourn-ask-move = { $side ->
    [white] Weiß
   *[black] Schwarz
}, Ihr Abgabezug? Schreiben Sie ihn; die Uhren halten an, wenn er abgegeben ist. Eine leere Zeile bricht ab.
adjourn-cancelled = Es wurde kein Zug abgegeben.
adjourn-sealed = Zug abgegeben: Zug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
}. Die Uhren sind angehalten, die Partie ist unterbrochen. Weiß: { $white }, Schwarz: { $black }.
adjourn-envelope = Der Umschlag ist im Datenordner geschrieben, als { $name }: gedruckt (.txt), in Braille (.brf) und als PGN (.pgn). Der Schiedsrichter verwahrt { $name }.json mit dem Abgabezug.
adjourn-envelope-no-brf = Der Umschlag ist im Datenordner geschrieben, als { $name }: gedruckt (.txt) und als PGN (.pgn), ohne Braille-Abschrift: { $error }. Der Schiedsrichter verwahrt { $name }.json mit dem Abgabezug.
adjourn-envelope-failed = Der Umschlag konnte nicht geschrieben werden: { $error }. Der Abgabezug bleibt in der Uhrpartie.
adjourn-unsealed = Der Umschlag ist geöffnet. Abgabezug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $move }. Die Uhr von { $next ->
    [white] Weiß
   *[black] Schwarz
} ist bereit: start schreiben oder eine Taste drücken.
adjourn-unsealed-unchecked = Der Umschlag ist geöffnet. Abgabezug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $text }, wie notiert, geprüft, sobald die Lücke gefüllt ist. Die Uhr von { $next ->
    [white] Weiß
   *[black] Schwarz
} ist bereit: start schreiben oder eine Taste drücken.
adjourn-unsealed-illegal = Der Umschlag ist geöffnet. Abgabezug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
}, { $text }, ist hier nicht ausführbar: { $why }. Er steht wie notiert im Partieformular, für den Schiedsrichter: nach den Regeln verliert ein regelwidriger Abgabezug die Partie, es sei denn, der Gegner kann nicht mattsetzen (illegal, result).
adjourn-resumed = Die unterbrochene Partie ist zurück: Zug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
} ist abgegeben. unseal öffnet den Umschlag.
adjourn-bad-file = { $file } kann nicht gelesen werden: { $error }
adjourn-not-a-game = { $file } ist keine Uhrpartie von tactus.
adjourn-not-sealed = { $file } enthält keinen Abgabezug: tactus clock --resume setzt eine Partie fort, die nicht unterbrochen wurde.
adjourn-refused-adjourned = Die Partie ist unterbrochen, mit dem Abgabezug von { $side ->
    [white] Weiß
   *[black] Schwarz
}: zuerst unseal.
adjourn-refused-not-adjourned = Die Partie ist nicht unterbrochen: es gibt keinen Abgabezug.
adjourn-refused-move = Dieser Zug ist hier nicht möglich: es wurde nichts abgegeben.
adjourn-refused-not-a-move = Das ist kein Zug: es wurde nichts abgegeben.
adjourn-refused-beyond = Das Partieformular hat { $plies } Halbzüge: es kann nicht zu Halbzug { $ply } zurückgehen.
adjourn-refused-other-start = Das Partieformular des sehenden Spielers beginnt mit einer anderen Stellung: es lässt sich nicht mit dem des Tisches vergleichen.
adjourn-sighted-unreadable = Das Partieformular des sehenden Spielers { $file } kann nicht gelesen werden: { $error }. Nichts wurde geändert.
adjourn-agree = Die Partieformulare stimmen überein: { $plies } Halbzüge. Der Tisch sieht die Bretter nicht: ein Brett, das abweicht, wird auf diese Stellung gebracht. { $position }
adjourn-differ = Die Partieformulare weichen bei Halbzug { $after } ab: der Tisch hat { $table }, das Formular des sehenden Spielers { $sighted }. Sie stimmen bis Halbzug { $ply } überein, Zug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
}. Die Stellung dort: { $position } Die dort notierten Uhren: Weiß { $white }, Schwarz { $black }. Dorthin zurückgehen? ja oder nein.
adjourn-differ-start = Die Partieformulare weichen ab dem ersten Halbzug ab: der Tisch hat { $table }, das Formular des sehenden Spielers { $sighted }. Die Stellung: der Anfang. Die Uhren: Weiß { $white }, Schwarz { $black }. Dorthin zurückgehen? ja oder nein.
adjourn-illegal = Beide Partieformulare haben { $written } bei Halbzug { $ply }, und der Zug ist dort nicht ausführbar: ein regelwidriger Zug wurde vollendet, für den Schiedsrichter (illegal).
adjourn-nothing = nichts
adjourn-not-retraced = Es wurde nicht zurückgegangen.
adjourn-retraced = Zurück zur Stellung nach Zug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $count ->
    [one] 1 Halbzug
   *[other] { $count } Halbzüge
} aus dem Partieformular genommen ({ $removed }). Weiß: { $white }, Schwarz: { $black }. { $state ->
    [running] Die Uhr von { $next ->
        [white] Weiß
       *[black] Schwarz
    } läuft.
    [paused] Die Uhren bleiben angehalten.
   *[stopped] Die Uhr von { $next ->
        [white] Weiß
       *[black] Schwarz
    } ist bereit: start schreiben.
}
adjourn-retraced-start = Zurück zum Anfang: { $count ->
    [one] 1 Halbzug
   *[other] { $count } Halbzüge
} aus dem Partieformular genommen ({ $removed }). Weiß: { $white }, Schwarz: { $black }. { $state ->
    [running] Die Uhr von Weiß läuft.
    [paused] Die Uhren bleiben angehalten.
   *[stopped] Die Uhr von Weiß ist bereit: start schreiben.
}
adjourn-position = Weiß: { $white }. Schwarz: { $black }.
adjourn-envelope-title = Unterbrochene Partie: der Umschlag
adjourn-envelope-white = Weiß: { $name }
adjourn-envelope-black = Schwarz: { $name }
adjourn-envelope-control = Bedenkzeit: { $control } ({ $tag })
adjourn-envelope-sealer = Zug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
} ist abgegeben: { $sealed }
adjourn-envelope-sealed = versiegelt
adjourn-envelope-clocks = Uhren bei der Abgabe: Weiß { $white }, Schwarz { $black }
adjourn-envelope-moves = Gespielte Züge: Weiß { $white }, Schwarz { $black }
adjourn-envelope-fen = Stellung vor dem Abgabezug (FEN): { $fen }
adjourn-envelope-board = Stellung vor dem Abgabezug: { $position }
adjourn-envelope-no-position = Die Stellung ist nicht bekannt: das Partieformular hat eine Lücke bei Zug { $number }.
adjourn-envelope-score = Züge:
adjourn-envelope-gap = (Lücke)
## arbiter: two scoresheets reconciled (tactus arbiter reconcile)
reconcile-place = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}
reconcile-agree = Beide Partieformulare stimmen überein: { $plies ->
    [one] 1 Halbzug
   *[other] { $plies } Halbzüge
}, der letzte { $place }, { $move }.
reconcile-agree-empty = Beide Partieformulare sind leer: noch kein Zug ist ausgeführt.
reconcile-boards-agree = Die Bretter stimmen mit ihnen überein.
reconcile-no-boards = Kein Brett wurde zum Vergleich angegeben.
reconcile-nothing-to-do = Nichts zu tun: die Partie geht weiter.
reconcile-board-differs = Das Brett { $board ->
    [blind] des blinden Spielers
   *[sighted] des sehenden Spielers
} weicht von der Stellung der Partieformulare ab. { $count ->
    [one] Eine Änderung stellt
   *[other] { $count } Änderungen stellen
} es richtig:
reconcile-change-move = { $piece }: von { $from } nach { $to } stellen.
reconcile-change-remove = { $piece } auf { $from }: vom Brett nehmen.
reconcile-change-put = { $piece }: auf { $on } stellen.
reconcile-right-position = Die richtige Stellung:
reconcile-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $pieces }.
reconcile-pieces = { $role ->
    [king] { $count ->
        [one] König
       *[other] Könige
    }
    [queen] { $count ->
        [one] Dame
       *[other] Damen
    }
    [rook] { $count ->
        [one] Turm
       *[other] Türme
    }
    [bishop] Läufer
    [knight] Springer
   *[pawn] { $count ->
        [one] Bauer
       *[other] Bauern
    }
} { $squares }
reconcile-fen = FEN: { $fen }
reconcile-scores-differ = Die Partieformulare weichen bei { $place } voneinander ab: der blinde Spieler schrieb { $blind }, der sehende Spieler { $sighted }.
reconcile-wrote-nothing = nichts
reconcile-retrace = Zuletzt stimmen sie bei { $place } überein, { $move } (Halbzug { $ply }). Beide Bretter auf die Stellung danach stellen:
reconcile-retrace-start = Sie weichen schon beim ersten Zug ab. Beide Bretter auf die Ausgangsstellung stellen:
reconcile-clocks = Die Uhren auf die dort notierten Zeiten stellen: Weiß { $white }, Schwarz { $black }.
reconcile-no-reading = keine Zeit notiert
reconcile-no-clocks = Dort wurden keine Uhrzeiten notiert.
reconcile-then = Dann geht die Partie von dort weiter, { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug.
reconcile-illegal = Beide Partieformulare notieren { $place }, { $move }, der dort nicht möglich ist: ein regelwidriger Zug wurde ausgeführt (Artikel 7.5). Die Stellung davor:
reconcile-type-score = Die Notation { $board ->
    [blind] des blinden Spielers
   *[sighted] des sehenden Spielers
} eingeben, ein Zug je Zeile, mit der Uhrzeit danach, falls notiert (Sf3 1:29:56); eine leere Zeile beendet die Notation.
reconcile-ask-move = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}:
reconcile-bad-move = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}, „{ $text }“: { $reason }. Bitte noch einmal eingeben.
reconcile-type-board = Das Brett { $board ->
    [blind] des blinden Spielers
   *[sighted] des sehenden Spielers
}, wie es steht: eine FEN oder die Figuren Feld für Feld (Ke1 Dd1 a2 / ke8 e5); eine leere Zeile, wenn es nicht verglichen wird.
reconcile-type-again = Bitte noch einmal eingeben.
reconcile-bad-board = Das Brett { $board ->
    [blind] des blinden Spielers
   *[sighted] des sehenden Spielers
}: { $reason }.
reconcile-board-no-sides = bitte eine FEN angeben, oder die weißen Figuren, einen Schrägstrich und die schwarzen Figuren
reconcile-board-unreadable = „{ $entry }“ ist keine Figur auf einem Feld (ein Buchstabe und ein Feld wie Ke1, oder nur ein Feld für einen Bauern)
reconcile-board-twice = zwei Figuren auf { $square }
reconcile-board-bad-fen = „{ $fen }“ ist kein Brett einer FEN
reconcile-cannot-read = { $file } lässt sich nicht als Partieformular lesen: { $reason }
reconcile-not-a-clock-game = es ist eine JSON-Datei, aber keine Uhrpartie von tactus
reconcile-no-kept-game = In { $folder } ist keine Uhrpartie gespeichert: die Notation des blinden Spielers bitte mit --blind angeben.
reconcile-starts-differ = Die beiden Partieformulare beginnen in verschiedenen Stellungen: das des blinden Spielers mit { $blind }, das des sehenden Spielers mit { $sighted }.
reconcile-nothing-typed = Kein Zug wurde eingegeben: es gibt nichts zu vergleichen.

## arbiter: a round's report (tactus arbiter round)
round-game = Partie { $number }, { $file }: { $white } gegen { $black }.
round-result = Ergebnis: { $result ->
    [white] 1-0, Weiß hat gewonnen
    [black] 0-1, Schwarz hat gewonnen
    [draw] ½-½, remis
    [unknown] noch keines
   *[other] { $raw }
}.
round-reason = Grund: { $termination ->
    [normal] die Partie endete auf dem Brett
    [time-forfeit] ein Fallblättchen fiel
    [adjudication] die Entscheidung des Schiedsrichters
    [rules-infraction] ein Regelverstoß
    [abandoned] die Partie wurde abgebrochen
    [unterminated] die Partie wurde nicht beendet
   *[other] { $raw }
}.
round-decision = Der Schiedsrichter entschied: { $decision }
round-tournament = Im Turniermodus gespielt.
round-laws = Nach den Schachregeln { $laws } gespielt.
round-incidents = { $count ->
    [0] Keine Vorfälle.
    [one] Ein Vorfall:
   *[other] { $count } Vorfälle:
}
round-incident-before = Vor dem ersten Zug: { $text }
round-incident-after = Bei { $place }, { $move }: { $text }
round-skipped = { $file } lässt sich nicht lesen und bleibt außen vor: { $reason }
round-not-pgn = der Text lässt sich nicht als PGN lesen (ein nicht geschlossener Kommentar oder Tag)
round-check = Was tactus check in den Partien der Runde findet:
round-summary = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} aus { $files ->
    [one] 1 Datei
   *[other] { $files } Dateien
}{ $skipped ->
    [0] , jede Datei gelesen.
    [one] ; 1 Datei blieb außen vor.
   *[other] ; { $skipped } Dateien blieben außen vor.
}
## the arbiter at the clock: incidents, penalties, tournament mode (tactus clock, tactus arbiter log)
table-press-written = { $side ->
    [white] Weiß
   *[black] Schwarz
}, Zug { $number }: { $text }
table-filled-written = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}, eingetragen: { $text }
table-illegal = Zug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
} war regelwidrig ({ $count ->
    [1] der erste
    [2] der zweite
    [3] der dritte
   *[other] Nummer { $count }
}): die Stellung davor ist wiederhergestellt.
table-illegal-turn = { $turn ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug, die Uhr von { $turn ->
    [white] Weiß
   *[black] Schwarz
} läuft.
table-penalty-time = { $side ->
    [white] Weiß
   *[black] Schwarz
} bekommt { $time } dazu, jetzt { $reading }.
table-penalty-lost = { $side ->
    [white] Weiß
   *[black] Schwarz
} verliert die Partie. Die Uhren sind angehalten.
table-penalty-drawn = Die Partie ist remis: { $opponent ->
    [white] Weiß
   *[black] Schwarz
} kann mit keiner Folge regelgemäßer Züge mattsetzen. Die Uhren sind angehalten.
table-wrong-claim = Die Remisreklamation von { $side ->
    [white] Weiß
   *[black] Schwarz
} war falsch.
table-touched = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $piece } auf { $square } berührt. { $obligation ->
    [move-it] Er muss die Figur ziehen.
    [cannot-move] Die Figur kann nicht ziehen, daraus folgt keine Pflicht.
    [capture-it] Er muss die Figur schlagen.
    [cannot-capture] Er kann die Figur nicht schlagen, daraus folgt keine Pflicht.
   *[not-on-move] Er ist nicht am Zug, daraus folgt keine Pflicht.
}
table-adjusted = Uhren gestellt: Weiß { $white }, Schwarz { $black }.
table-decided = Ergebnis des Schiedsrichters: { $result }. { $reason }. Die Uhren sind angehalten.
table-no-code-needed = Der Turniermodus ist aus: die Befehle des Schiedsrichters brauchen keinen Code.
table-code-asked = Code des Schiedsrichters?
table-code-wrong = Falscher Code: nichts wurde geöffnet. Der Versuch ist protokolliert.
table-arbiter-opened = Die Befehle des Schiedsrichters sind offen bis schiedsrichter fertig oder zum nächsten Drücken.
table-arbiter-closed = Die Befehle des Schiedsrichters sind geschlossen.
table-tournament-left = Der Turniermodus ist verlassen.
table-board-ended = { $reason }. { $result }. Die Uhren sind angehalten.
table-game-over = Die Partie ist beendet: die Uhr nimmt das nicht mehr an.
table-arbiter-only = Im Turniermodus darf das nur der Schiedsrichter: schiedsrichter eingeben, dann seinen Code.
table-no-move-on-score = Auf dem Partieformular steht kein Zug.
table-score-gap = Das Partieformular hat eine Lücke bei Zug { $number }: die Stellung ist nicht bekannt, deshalb geht das nicht. Zuerst die Lücke füllen.
table-bad-fen = { $text } ist keine Stellung (FEN).
table-fen-not-on-score = Die Stellung { $text } kam in der Partie nicht vor.
table-no-piece = Auf { $square } steht keine Figur: nichts protokolliert.
table-bad-square = { $text } ist kein Feld: schreiben Sie e2.
table-help-arbiter = Der Schiedsrichter: regelwidrig, oder regelwidrig FEN; reklamation falsch weiß; berührt weiß e2; einstellen 1:02:00 58:00; ergebnis 1-0 GRUND (auch 0-1, 1/2-1/2, +/-, -/+). Im Turniermodus: schiedsrichter, dann der Code in der nächsten Zeile; schiedsrichter fertig; turnier aus.
incident-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
incident-arbiter = der Schiedsrichter
incident-piece = { $color ->
    [white] { $role ->
        [pawn] den weißen Bauern
        [knight] den weißen Springer
        [bishop] den weißen Läufer
        [rook] den weißen Turm
        [queen] die weiße Dame
       *[king] den weißen König
    }
   *[black] { $role ->
        [pawn] den schwarzen Bauern
        [knight] den schwarzen Springer
        [bishop] den schwarzen Läufer
        [rook] den schwarzen Turm
        [queen] die schwarze Dame
       *[king] den schwarzen König
    }
}
incident-illegal = regelwidriger Zug von { $side } ({ $count }.): { $removed } zurückgenommen
incident-wrong-claim = falsche Remisreklamation von { $side }
incident-touched = { $side } hat { $piece } auf { $square } berührt: { $obligation ->
    [move-it] muss die Figur ziehen
    [cannot-move] die Figur kann nicht ziehen, keine Pflicht
    [capture-it] muss die Figur schlagen
    [cannot-capture] kann die Figur nicht schlagen, keine Pflicht
   *[not-on-move] nicht am Zug, keine Pflicht
}
incident-adjusted = beide Uhren vom Schiedsrichter gestellt
incident-added = { $time } zur Uhr von { $side } dazu
incident-subtracted = { $time } von der Uhr von { $side } abgezogen
incident-set = Uhr von { $side } auf { $time } gestellt
incident-moves-set = Zugzahl von { $side } auf { $moves } gestellt
incident-undone = Zug { $number } von { $side } zurückgenommen
incident-paused = Uhren angehalten
incident-resumed = Uhren weiter
incident-flag = das Fallblättchen von { $side } ist gefallen
incident-flag-first = das Fallblättchen von { $side } ist zuerst gefallen
incident-result = Ergebnis { $result } durch den Schiedsrichter: { $reason }
incident-unplayable = Zug { $number } von { $side } „{ $text }“ ist in der Stellung des Partieformulars nicht spielbar: wie geschrieben notiert
incident-code-wrong = falscher Code des Schiedsrichters
incident-arbiter-in = Befehle des Schiedsrichters mit seinem Code geöffnet
incident-arbiter-out = Befehle des Schiedsrichters geschlossen
incident-tournament-left = Turniermodus mit dem Code des Schiedsrichters verlassen
incident-penalty-time = { $side } +{ $time }
incident-penalty-lost = { $side } verliert die Partie
incident-penalty-drawn = remis: { $opponent } kann mit keiner Folge regelgemäßer Züge mattsetzen
incident-clocks = Uhren vorher W { $white-before } S { $black-before }, nachher W { $white-after } S { $black-after }
incident-position = Stellung { $fen }
incident-ending-illegal = { $count }. regelwidriger Zug von { $side }{ $drawn ->
    [yes] ; { $opponent } kann mit keiner Folge regelgemäßer Züge mattsetzen, daher remis (Art. 7.5.5)
   *[no] {""}
}
arbiter-log-heading = Bericht des Schiedsrichters: { $white } gegen { $black }; Bedenkzeit { $control }; Regeln { $laws }
arbiter-log-tournament = { $mode ->
    [yes] Im Turniermodus gespielt.
   *[left] Im Turniermodus begonnen, der während der Partie verlassen wurde.
}
arbiter-log-empty = Keine Vorfälle.
arbiter-log-result = Ergebnis: { $result } ({ $termination }). { $reason }
arbiter-log-cannot-read = { $file } lässt sich nicht als Uhrenpartie lesen: { $reason }
## the clock window's command line, keys, gamepad and sounds
clock-window-line = Befehlszeile
clock-window-line-opened = Befehlszeile: einen Zug oder Befehl tippen, Eingabe führt ihn aus, Escape schließt.
clock-window-control = Bedenkzeit: { $control }. Schwarz startet die Uhr von Weiß mit seiner Taste, { $black ->
    [left] links
   *[right] rechts
}. Die Leertaste drückt die laufende Uhr; der Schrägstrich öffnet die Befehlszeile; F1 oder help nennt die Tasten und Befehle.
clock-window-keys = Die Tasten: die linke Hälfte der Tastatur, mit linker Umschalt- und Strg-Taste, ist die linke Uhrtaste; die rechte Hälfte, mit rechter Umschalt- und Strg-Taste, Eingabe und dem Ziffernblock, die rechte; die Schultertasten des Gamepads ebenso. Die Leertaste drückt die laufende Uhr. Der Schrägstrich öffnet die Befehlszeile: einen Zug oder Befehl tippen, Eingabe führt ihn aus, eine leere Zeile drückt die laufende Uhr, Escape schließt sie. F1 sagt dies.

## The arbiter's log: the adjournment and the two scores
incident-sealed = Partie unterbrochen: { $side } hat Zug { $number } abgegeben
incident-unsealed = Umschlag geöffnet: der abgegebene Zug { $number } von { $side } steht im Partieformular
incident-reconciled = die beiden Partieformulare verglichen ({ $table } und { $sighted } Halbzüge): { $found ->
    [agree] sie stimmen überein
    [illegal] beide enthalten einen unspielbaren Zug, nach Halbzug { $agreed }
   *[differ] sie weichen nach Halbzug { $agreed } ab
}
incident-retraced = zurück zur Stellung nach Halbzug { $ply } mit den dort notierten Uhrzeiten; gestrichen: { $removed }

## The score as a compressed recording: Ogg Vorbis and Ogg Opus
## (`tactus score --format ogg|opus`, `save FILE.ogg`, `save FILE.opus`).
recording-fault-encoder = der { $codec }-Kodierer ist gescheitert ({ $detail })
recording-fault-unknown-kind = tactus schreibt Aufnahmen als .wav-, .ogg- oder .opus-Dateien, nicht als .{ $ext }
recording-format-mismatch = { $file }: --format { $format } schreibt eine .{ $format }-Datei, keine .{ $ext }-Datei; nennen Sie sie { $suggested }

## Die kleinen Hürden des Brettfensters: die Stimmen im Hintergrund gesucht, die Worte der
## Seitenleiste, das Brett des Bildschirmlesers beim Nachspielen, die getippten Befehle in der Hilfe
settings-voices-looking = Stimmen werden gesucht…
settings-voices-found = { $count ->
    [one] Eine Stimme gefunden
   *[other] { $count } Stimmen gefunden
}: links und rechts wählen.
window-help-typed = Getippte Befehle, für die Befehlszeile
window-panel-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
window-review-board = { $board }. Beim Nachspielen die Stellung nach { $move }
window-review-board-start = { $board }. Beim Nachspielen die Anfangsstellung
window-review-banner = Nachspielen: Zug { $move } von { $moves }
window-review-banner-start = Nachspielen: die Anfangsstellung
window-listening = Hört zu

## the clock hears each move announced (--listen)
clock-heard = { $move }
clock-heard-choice = { $first } oder { $second }? Den Zug noch einmal sagen.
clock-heard-illegal = Kein regelgerechter Zug: { $move }. Kein Zug vorgemerkt.
clock-heard-nothing = Nicht verstanden. Den Zug noch einmal sagen oder tippen.

## the clock's speech on one side (--pan)
clock-braille-in-terminal = Die Braillezeile zeigt die Uhr nur in der Zeilenoberfläche: tactus clock --tty --braille on.
clock-pan-speech-unavailable = Die Sprache kann nicht nur auf einer Seite erklingen: { $what ->
    [sound] das Tonausgabegerät lässt sich nicht öffnen
   *[synthesizer] der Sprachsynthesizer espeak-ng startet nicht
}. Es spricht die gewohnte Stimme, auf beiden Seiten.

## Issue 20, die Worte der Zeilenoberfläche: eine Partie ohne Zug wird nicht aufbewahrt
confirm-new-game-nothing-kept = { $key ->
    [yes] Neue Partie beginnen? Zum Bestätigen drücken Sie dieselbe Taste noch einmal.
   *[no] Neue Partie beginnen? Bestätigen Sie mit ja.
}
goodbye-nothing-kept = Auf Wiedersehen.

## Issue 20: das Ergebnis auf Nachfrage (ergebnis), als Stand. $score ist
## 1-0, 0-1 oder ½-½; $side die Seite, um die es geht (der Verlierer, die
## Seite mit dem gefallenen Fallblättchen), $other die andere, beide in Worten.
help-result = ergebnis: das Ergebnis als Stand, 1-0, 0-1 oder ½-½, und wie die Partie endete; während sie läuft, dass sie noch läuft.
result-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
result-as-score = { $score }, { $how ->
    [checkmate] { $other } hat durch Schachmatt gewonnen
    [resignation] { $other } hat gewonnen, { $side } hat aufgegeben
    [time] { $other } hat durch Zeitüberschreitung gewonnen
    [illegal] { $other } hat gewonnen: { $side } hat einen regelwidrigen Zug zu viel ausgeführt
    [time-drawn] Remis: das Fallblättchen von { $side } ist gefallen, aber { $other } kann nicht mattsetzen
    [illegal-drawn] Remis: { $side } hat einen regelwidrigen Zug zu viel ausgeführt, aber { $other } kann nicht mattsetzen
    [stalemate] Remis durch Patt
    [dead] Remis: eine tote Stellung
    [fivefold] Remis durch fünfmalige Stellungswiederholung
    [seventy-five] Remis nach 75 Zügen ohne Bauernzug und ohne Schlagen
    [agreement] Remis durch Vereinbarung
    [threefold] Remis durch dreifache Stellungswiederholung, reklamiert
   *[fifty] Remis nach der 50-Züge-Regel, reklamiert
}.
result-still-going = Noch kein Ergebnis: die Partie läuft, bei Zug { $number }.

## Issue 20: wo tactus seine Dateien aufbewahrt, ganz gesagt nur auf Nachfrage (wo)
help-where = wo: die ganzen Pfade des Partienordners, der laufenden Partie und der Einstellungsdatei; überall sonst heißt eine aufbewahrte Partie nur bei ihrem Namen.
where-files = Der Partienordner ist { $games }. Eine laufende Partie wird in { $autosave } gespeichert. Die Einstellungsdatei ist { $settings }.

## Eine Braillezeile am Terminal (tactus tty --braille). $why: BRLTTYs
## eigene Worte.
braille-display-on = Braillezeile: { $cells } Module, sie zeigt die Reihe unter dem Finger; eine Routing-Taste setzt den Finger auf ein Feld und hebt oder setzt Ihre Figur dort, noch einmal auf dem gesetzten Feld sagt sie den Zug an; nach links blättern zeigt die letzten Antworten noch einmal.
braille-display-narrow = Braillezeile: { $cells } Module, sie zeigt die Reihe unter dem Finger; nach rechts blättern zeigt, wer am Zug ist, und beide Uhren, nach links wieder die Reihe; eine Routing-Taste setzt den Finger auf ein Feld und hebt oder setzt Ihre Figur dort, noch einmal auf dem gesetzten Feld sagt sie den Zug an; nach links blättern auf der Reihe zeigt die letzten Antworten noch einmal.
braille-display-board = Braillezeile: { $cells } Module mal { $lines } Zeilen, sie zeigt das ganze Brett von Ihrer Seite und die Antworten; eine Routing-Taste setzt den Finger auf ein Feld und hebt oder setzt Ihre Figur dort, noch einmal auf dem gesetzten Feld sagt sie den Zug an; nach links blättern zeigt die letzten Antworten noch einmal.
braille-display-missing = Keine Braillezeile: { $why }.
braille-why = { $call ->
    [library] libbrlapi kann nicht geladen werden ({ $detail }); installieren Sie das Paket libbrlapi0.8
    [connect] BRLTTY antwortet nicht ({ $detail }); es muss mit BrlAPI laufen
    [size] die Braillezeile nennt ihre Größe nicht ({ $detail })
    [take] die Braillezeile kann nicht übernommen werden ({ $detail })
    [write] auf die Braillezeile kann nicht geschrieben werden ({ $detail })
   *[read] die Tasten der Braillezeile können nicht gelesen werden ({ $detail })
}
braille-display-lost = Die Braillezeile ist weg; die Partie geht ohne sie weiter.
braille-display-back = Braillezeile wieder da.
braille-display-clock = Braillezeile: { $cells } Module, sie zeigt beide Uhren, Punkte 7-8 hinter dem Buchstaben der Seite, deren Uhr läuft, und jede Ansage eine Weile an ihrer Stelle; nach links blättern zeigt die letzten Ansagen noch einmal.
braille-display-lines = Braillezeile: { $cells } Module, sie zeigt jede Zeile ganz, wie sie kommt; nach rechts blättern liest weiter, nach links blättern liest zurück.
braille-display-gone = Die Braillezeile ist weg.
braille-leave = Beenden: Enter auf der Zeile, oder q.

## Issue 40: a recorded game introduced before its moves (replay --speak,
## review, load): "World Championship 2023, Runde 1. Ian Nepomniachtchi,
## 2795, gegen Ding Liren, 2788. 9. April 2023." $name: as people say it.
game-intro-event = { $event }.
game-intro-event-round = { $event }, Runde { $round }.
game-intro-round = Runde { $round }.
game-intro-rated = { $name }, { $elo }
# $rated: whether $white ends with a rating, after which a comma is said.
game-intro-players = { $white }{ $rated ->
    [yes] ,
   *[no] {""}
} gegen { $black }.
game-intro-white = Weiß: { $white }.
game-intro-black = Schwarz: { $black }.
game-intro-date = { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }.
game-intro-month = { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }.
game-intro-year = { $year }.

## Einstellungen der eigenen Stimme, die die Sprachausgabe nicht umsetzen
## kann, je eine Zeile auf der Standardfehlerausgabe ($wanted und $name
## sind das Gewünschte, eine Sprache oder eine Stimme; $detail die Worte
## der Sprachausgabe; $instead ist default, language (die Stimme der
## Sprache $other) oder voice (die Stimme namens $other)).
speech-warning-rate = das Sprechtempo lässt sich nicht einstellen
speech-warning-pitch = die Tonhöhe lässt sich nicht einstellen
speech-warning-volume = die Lautstärke lässt sich nicht einstellen
speech-warning-no-voice-for = keine Stimme für „{ $wanted }“; es spricht die Standardstimme
speech-warning-voices-not-listed = die Stimmen lassen sich nicht auflisten ({ $detail }); es spricht die Standardstimme
speech-warning-voice-not-set = die Stimme „{ $wanted }“ lässt sich nicht einstellen ({ $detail }); es spricht die Standardstimme
speech-warning-no-voice-called = keine Stimme namens „{ $name }“; stattdessen spricht { $instead ->
    [language] die Stimme der Sprache „{ $other }“
    [voice] „{ $other }“
   *[default] die Standardstimme
}
