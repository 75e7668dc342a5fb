## Die Analyse einer Partie durch die Engine (tactus review) und das Lernen
## daraus. $side ist white oder black; Züge kommen schon in Worten, im
## Stil des Spielers; $moves ist eine Zahl von Zügen bis zum Matt.

## Die Zusammenfassung

study-opening = Eröffnung: { $name }.
# $counts ist die Liste der Zahlen unten, oder study-count-none.
study-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}: Genauigkeit { $accuracy } Prozent, { $counts }.
study-count-blunders = { $count ->
    [one] 1 Patzer
   *[other] { $count } Patzer
}
study-count-mistakes = { $count ->
    [one] 1 Fehler
   *[other] { $count } Fehler
}
study-count-inaccuracies = { $count ->
    [one] 1 Ungenauigkeit
   *[other] { $count } Ungenauigkeiten
}
study-count-none = keine Ungenauigkeiten, Fehler oder Patzer
study-no-moments = Weder Fehler noch Patzer: Es gibt nichts nachzusehen.
study-partial = Die Analyse endete bei Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}: Das Folgende gilt für die Partie bis dorthin.
study-nothing = Die Analyse endete, bevor der erste Zug bewertet war.

## Ein Schlüsselmoment: der Zug und sein Urteil, warum, und was besser war.
## $judgement ist blunder, mistake, inaccuracy oder none; $gain ist pawn,
## pawns ($count davon), piece, exchange, rook, queen oder material.

study-moment = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $move }{ $judgement ->
    [blunder] , ein Patzer
    [mistake] , ein Fehler
    [inaccuracy] , eine Ungenauigkeit
   *[none] {""}
}.
study-gain = { $gain ->
    [pawn] einen Bauern
    [pawns] { $count } Bauern
    [piece] eine Figur
    [exchange] die Qualität
    [rook] einen Turm
    [queen] die Dame
   *[material] Material
}{ $given ->
    [pawn] {" "}für einen Bauern
    [pawns] {" "}für { $givencount } Bauern
    [piece] {" "}für eine Figur
    [rook] {" "}für einen Turm
    [queen] {" "}für die Dame
   *[none] {""}
}
study-wins = { $side ->
    [white] Weiß
   *[black] Schwarz
} gewinnt { $what }: { $move }.
study-wins-later = { $side ->
    [white] Weiß
   *[black] Schwarz
} gewinnt { $what } später in der Variante der Engine: { $move }.
study-mate-allowed = Das erlaubt Matt in { $moves }: { $move }.
study-mate-allowed-bare = Das erlaubt Matt in { $moves }.
study-mate-missed = Hier wurde Matt in { $moves } verpasst.
study-better = Besser war { $move }.
study-better-wins = Besser war { $move }: Das gewinnt { $what }.
# $standing ist winning, better oder level.
study-standing = { $standing ->
    [winning] Jetzt steht { $side ->
        [white] Weiß
       *[black] Schwarz
    } auf Gewinn
    [better] Jetzt steht { $side ->
        [white] Weiß
       *[black] Schwarz
    } besser
   *[level] Jetzt ist die Stellung etwa ausgeglichen
}.
# Ein Zug einer Variante, mit Nummer: "23. Springer d5", "23... Dame e7".
study-line-move = { $side ->
    [white] { $number }. { $move }
   *[black] { $number }... { $move }
}

## tactus review bei der Arbeit

study-start = { $moves ->
    [one] 1 Zug wird analysiert
   *[other] { $moves } Züge werden analysiert
}; Strg+C oder stopp beendet die Analyse und behält, was fertig ist.
study-progress = { $quarter ->
    [1] Ein Viertel der Partie analysiert.
    [2] Die Hälfte der Partie analysiert.
    [3] Drei Viertel der Partie analysiert.
   *[4] Die ganze Partie analysiert.
}
study-kept = Schon analysiert: die im Partienordner aufbewahrte Analyse.
study-continued = Schon analysiert bis Zug { $number }: Der Rest wird jetzt analysiert.
study-stopped = Analyse beendet: Die analysierten Züge bleiben erhalten.
study-engine-failed = Die Analyse endete: { $error }. Die analysierten Züge bleiben erhalten.
study-cannot-keep = Die Analyse kann nicht im Partienordner aufbewahrt werden: { $reason }.
study-only-stop = Während die Partie analysiert wird, beendet stopp die Analyse und behält, was fertig ist.
study-no-moves = { $file }: Diese Partie hat keine Züge zum Analysieren

## Aus den Fehlern einer Partie lernen (tactus learn). $who ist you, white
## oder black; $standing ist ahead, level oder behind (für die Seite am Zug).

study-learn-start = { $count ->
    [0] { $side ->
        [white] Weiß hat keinen Fehler und keinen Patzer gemacht, aus dem zu lernen wäre.
        [black] Schwarz hat keinen Fehler und keinen Patzer gemacht, aus dem zu lernen wäre.
       *[both] Es gibt keinen Fehler und keinen Patzer, aus dem zu lernen wäre.
    }
    [one] Ein Zug ist neu zu finden.
   *[other] { $count } Züge sind neu zu finden.
}
study-learn-question = Zug { $number }: { $who ->
    [you] Sie spielten
    [white] Weiß spielte
   *[black] Schwarz spielte
} { $move }. Finden Sie einen besseren Zug für { $side ->
    [white] Weiß
   *[black] Schwarz
}.
study-learn-right = Ja: { $move } { $standing ->
    [ahead] hält den Vorteil von { $side ->
        [white] Weiß
       *[black] Schwarz
    }
    [behind] ist die beste Verteidigung
   *[level] hält die Stellung ausgeglichen
}.
study-learn-engine-choice = Die Engine hätte { $move } gewählt.
study-learn-wrong = Nicht dieser: Nach { $move } spielt { $side ->
    [white] Weiß
   *[black] Schwarz
} { $reply }. Versuchen Sie es noch einmal, oder sagen Sie tipp, lösung oder weiter.
study-learn-wrong-bare = Nicht dieser: { $move } ist nicht besser. Versuchen Sie es noch einmal, oder sagen Sie tipp, lösung oder weiter.
# $piece ist die Figur im gewählten Stil, $role ihr Schlüssel für den Artikel.
study-learn-hint-piece = Denken Sie an { $role ->
    [queen] die { $piece }
    [pawn] den Bauern
   *[other] den { $piece }
} auf { $square }.
study-learn-hint-square = Das Ziel ist { $square }.
study-learn-no-more-hints = Keine Tipps mehr: Sagen Sie lösung, um den Zug zu hören.
study-learn-solution = Der Zug ist { $move }.
study-learn-end = Sie haben { $found } von { $total } gefunden.
study-learn-help = Tippen Sie einen Zug in beliebiger Schreibweise, oder tipp, lösung oder weiter; b, p, s und e4? lesen die Stellung.
study-learn-refused = In einer Übung tippen Sie einen Zug zum Versuchen, oder tipp, lösung oder weiter.
study-learn-cannot-judge = Die Engine kann den Zug nicht beurteilen: { $error }. Nur ihr eigener Zug gilt jetzt.

## Eine Analyse in der Partie (analyse in tactus tty und in der Befehlszeile
## des Fensters): die Engine arbeitet, dann die Schlüsselmomente einzeln.

walk-start = { $moves ->
    [one] 1 Zug wird
   *[other] { $moves } Züge werden
} analysiert; die Befehle der Partie antworten weiter, und stopp beendet die Analyse und behält, was fertig ist.
walk-working = Die Engine analysiert noch: stopp beendet es und behält, was fertig ist, analyse aus schließt die Analyse.
walk-refused = { $why ->
    [strict] Strenge Regeln erlauben keine Analyse, solange die Partie läuft (Artikel 11.3): analysieren Sie sie nach dem Ende der Partie.
   *[no-moves] Es wurde noch kein Zug gespielt: es gibt nichts zu analysieren.
}
walk-of = Moment { $at } von { $count }.
walk-help = weiter und zurück gehen durch die Momente, gehe 12 zu Zug 12 (gehe 12 schwarz zu dem von Schwarz), variante sagt den Anfang der besten Fortsetzung der Engine und variante alle alles, nochmal sagt den Zug noch einmal, lernen stellt Ihre Fehler noch einmal zum Finden besserer Züge, und b, p, s und e4? lesen die Stellung. analyse aus führt zurück zur Partie.
walk-first = Das ist der erste Moment.
walk-last = Das war der letzte Moment: zurück geht zum vorigen, analyse aus zurück zur Partie.
walk-no-move = Die Partie hat keinen Zug { $number }{ $side ->
    [white] {" "}von Weiß
    [black] {" "}von Schwarz
   *[none] {""}
}.
walk-line = Beste Fortsetzung: { $line }.
walk-line-more = Beste Fortsetzung: { $line }; variante alle liest sie ganz.
walk-preferred = Die Engine zog { $move } leicht vor.
walk-no-line = Die Engine hat hier keine Fortsetzung angegeben.
walk-left = Zurück zur Partie.
walk-only = In der Analyse: weiter, zurück, gehe und eine Zugnummer, variante, nochmal und die Brettbefehle. analyse aus führt zurück zur Partie.
help-review = analyse: die Partie von der Engine analysiert, dann ihre Schlüsselmomente einzeln: weiter, zurück, gehe und eine Zugnummer, variante für die beste Fortsetzung der Engine und die Brettbefehle in der Stellung dieses Zuges; analyse aus führt zurück zur Partie. Nicht bei strengen Regeln, solange die Partie läuft, und nicht im Turniermodus.
walk-judging = Die Engine beurteilt den Zug: einen Moment.
walk-after-lesson = Zurück in der Analyse: weiter, zurück, gehe und eine Zugnummer, variante; analyse aus führt zurück zur Partie.
