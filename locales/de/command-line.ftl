## Die eigenen Worte der Befehlszeile: was `tactus …` auf der
## Standardfehlerausgabe sagt, bevor eine Oberfläche startet, je ein Satz
## nach "tactus: ". $command ist der Befehl wie getippt ("tactus tty"),
## $option eine Option ("--time"), $value, was dafür angegeben wurde.

# Die letzten zwei einer Aufzählung.
cli-and = und
cli-or = oder

## Was der Leser der Befehlszeile nicht lesen konnte

cli-unknown-option = { $command } hat keine Option { $option }: { $command } --help zählt die Optionen auf
cli-unknown-option-suggested = { $command } hat keine Option { $option }: meinten Sie { $suggested }?
cli-unexpected-word = { $command } nimmt hier kein „{ $word }“: { $command } --help sagt, was es nimmt
cli-unknown-command = { $command } hat keinen Befehl „{ $word }“: { $command } --help zählt die Befehle auf
cli-unknown-command-suggested = { $command } hat keinen Befehl „{ $word }“: meinten Sie { $command } { $suggested }?
cli-option-before-command = { $option } steht nach dem Befehl, zu dem es gehört: { $owner } { $option } …
cli-missing-value = { $option } braucht einen Wert: { $command } --help sagt, welchen
cli-missing-file = { $command } braucht den Namen einer Datei: { $command } --help sagt, welcher
cli-missing-option = eine angegebene Option geht nur zusammen mit { $options }: { $command } --help sagt, welche
cli-conflict = { $option } geht nicht zusammen mit { $other }
cli-given-twice = { $option } ist zweimal angegeben: geben Sie es einmal an
cli-unreadable = { $command } kann diese Befehlszeile nicht lesen: { $command } --help sagt, was es nimmt

## Ein Wert, den eine Option nicht nehmen kann

cli-not-a-number = „{ $value }“ ist keine Zahl: { $option } nimmt eine ganze Zahl
cli-bad-choice = „{ $value }“ ist keine Wahl für { $option }: sagen Sie { $choices }
cli-bad-value = „{ $value }“ ist kein Wert für { $option }: { $command } --help sagt, welche es nimmt
cli-bad-lang = „{ $value }“ ist keine Sprache von tactus: sagen Sie en, de oder es
cli-bad-style = „{ $value }“ ist keine Schreibweise der Züge: sagen Sie appendix-e, spoken, nato oder san
cli-bad-laws = „{ $value }“ ist keine Fassung der Schachregeln: sagen Sie 2023 (die geltende) oder 2008
cli-bad-voice = „{ $value }“ ist keine Stimme: sagen Sie { $choices }
cli-bad-side = „{ $value }“ ist keine Seite: sagen Sie left, right oder centre
cli-bad-rate = „{ $value }“ ist kein Sprechtempo: geben Sie einen Prozentwert von 50 bis 300 an
cli-bad-theme = „{ $value }“ ist kein Farbschema; die Farbschemata sind yellow-navy, black-white und colour-blind
cli-bad-player = „{ $value }“ ist kein Spieler: sagen Sie human, engine oder engine:STUFE mit einer Stufe von { $min } bis { $max }
cli-bad-level = „{ $value }“: eine Stufe { $level } gibt es nicht; die Stufen gehen von { $min } (die schwächste) bis { $max } (volle Stärke)
cli-bad-rules = „{ $value }“ ist keine Wahl für --rules: sagen Sie strict (jeder Schritt von Anhang E) oder casual
cli-bad-name = { $option }: ein Name ist eine Zeile Text

## Eine Bedenkzeit

cli-time-colon = „{ $given }“ ist keine Bedenkzeit: meinten Sie { $suggested }, { $words }?
cli-time-bad = „{ $given }“ ist keine Bedenkzeit: schreiben Sie die Minuten, dann + und die Sekunden, die jeder Zug dazugibt, etwa 15+10 oder 5+3
cli-time-too-large = „{ $given }“ ist keine Bedenkzeit: { $part } ist mehr Zeit, als eine Uhr zählt
cli-time-zero = „{ $given }“ ist keine Bedenkzeit: Abschnitt { $period } hat keine Zeit
cli-time-zero-moves = „{ $given }“ ist keine Bedenkzeit: Abschnitt { $period } gilt für keinen Zug
cli-time-rest-not-last = „{ $given }“ ist keine Bedenkzeit: Abschnitt { $period } gilt für den Rest der Partie und muss darum der letzte sein
cli-time-increment-and-delay = „{ $given }“ ist keine Bedenkzeit: sie hat einen Zuschlag oder eine Verzögerung, nicht beides
cli-time-two-increments = „{ $given }“ ist keine Bedenkzeit: sie nennt den Zuschlag zweimal, als { $first } und als { $second } Sekunden, und ein Zuschlag gilt für die ganze Partie

## Eine Anfangsstellung (FEN)

cli-fen = die Stellung von --fen kann nicht gespielt werden: { $fault }
cli-fen-unreadable = die Stellung von --fen kann nicht gelesen werden: { $part ->
    [board] das Brett sind acht Reihen von der 8. bis zur 1., getrennt durch /, wie in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR
    [turn] nach dem Brett kommt, wer am Zug ist, w oder b
    [castling] die Rochaderechte sind KQkq, einige dieser Buchstaben oder -
    [en-passant] das En-passant-Feld ist ein Feld wie e3 oder -
    [halfmoves] die Halbzüge seit dem letzten Schlagen oder Bauernzug müssen eine Zahl sein
    [fullmoves] die Zugnummer muss eine Zahl ab 1 sein
   *[whole] eine FEN ist das Brett, wer am Zug ist (w oder b), die Rochaderechte, das En-passant-Feld und zwei Zahlen
}
cli-fen-empty = das Brett ist leer
cli-fen-no-king = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat keinen König
cli-fen-too-many-kings = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $kings } Könige, und jede Seite hat einen
cli-fen-pawn-back-rank = ein Bauer steht auf { $square }, und auf der ersten und letzten Reihe kann kein Bauer stehen
cli-fen-check-without-move = { $side ->
    [white] Weiß steht im Schach, während Schwarz am Zug ist
   *[black] Schwarz steht im Schach, während Weiß am Zug ist
}
cli-fen-castling = die Rochaderechte passen nicht zum Brett: ein König oder Turm steht nicht auf seinem Ausgangsfeld
cli-fen-en-passant = das En-passant-Feld passt nicht zum Brett: kein Bauer ist gerade darüber gezogen

## Optionen, die nicht zusammengehen, und der Code des Schiedsrichters

cli-resume-refused = { $options } { $count ->
    [one] richtet
   *[other] richten
} eine neue Partie ein und { $count ->
    [one] geht
   *[other] gehen
} nicht zusammen mit --resume, das die gespeicherte Partie fortsetzt, wie sie war; lassen Sie --resume weg, um damit eine neue Partie zu beginnen
cli-tournament-engine = der Turniermodus ist eine Partie zwischen zwei Menschen: er geht nicht mit einem Programm (--white/--black engine, --engine)
cli-screen-reader-tty = --voice screen-reader braucht das Brettfenster (tactus play); im Terminal liest Ihr Bildschirmleser die Zeilen: nehmen Sie --voice text
cli-code-short = --arbiter-code: der Code des Schiedsrichters braucht mindestens { $min } Zeichen
cli-code-none = --arbiter-code -: in der ersten Zeile der Standardeingabe steht kein Code
cli-code-unreadable = --arbiter-code -: die Standardeingabe kann nicht gelesen werden
cli-no-salt = das System gibt keine Zufallszahlen, mit denen der Code des Schiedsrichters sicher verwahrt wird

## Eine Datei, die ein Befehl nicht nehmen kann

check-no-game = { $file }: diese Datei enthält keine Partie

## Was in einer Partiedatei falsch ist, mit dem, was der Leser darüber weiß

pgn-problem-unreadable-promotion = unlesbarer Zug "{ $token }" (eine Umwandlung wird mit = geschrieben, als { $written })
pgn-problem-after-end-by = Zug "{ $token }" nach dem Ende der Partie ({ $reason })

## Die Ausgangsstellung eines Partieformulars (tactus score), das nicht
## mit der üblichen beginnt; die Steine jeder Seite folgen ihrem Namen.

score-start = Ausgangsstellung, { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug:
score-start-side = { $side ->
    [white] Weiß:
   *[black] Schwarz:
}

## Die eigenen Optionen der Uhr (tactus clock)
cli-bad-table-side = „{ $value }“ ist keine Seite des Tisches für --white-side: sagen Sie left oder right
cli-bad-listener = „{ $value }“ ist keine Seite für --me: sagen Sie white oder black
cli-resume-sealed-refused = --resume-sealed setzt die unterbrochene Partie fort, wie sie war: es geht nicht mit --resume oder einer Bedenkzeit zusammen
