# Die Wörter, die man tippt und die kein Zug sind, auf Deutsch: die
# Befehle der Befehlszeile und ihre Argumente, die Namen und Werte der
# Einstellungen, die Antworten auf Fragen, die Wörter einer Analyse, einer
# Übung und einer Aufgabe, die Befehle der Uhr und des Schiedsrichters.
#
# Jede Nachricht ist eine Bedeutung: ihre Id nennt die Gruppe und den
# Schlüssel, unter dem das Programm sie kennt (`command-board`: der Befehl
# `board`); ihr Wert zählt die Wörter auf, durch Kommas getrennt. Groß- und
# Kleinschreibung, Akzente und Umlaute zählen nicht: "zurück" und
# "zurueck" sind ein Wort und stehen einmal hier. Die Wörter aller Sprachen
# gelten in jeder Sprache; wo das Deutsche das englische Wort benutzt,
# steht es auch hier.

## Die Befehle der Befehlszeile.

command-board = brett
command-pieces = figuren
command-scan = linie
command-square = feld
command-moves = züge
command-last = letzte
command-clock = uhr
command-turn = wer
command-score = partie
command-result = ergebnis
command-draw = remis
command-claim = reklamieren
command-resign = aufgeben
command-undo = zurück
command-set = einstellen, setze
command-save = speichern
command-load = laden
command-flip = drehen
command-help = hilfe
command-quit = beenden
command-engine = engine
command-level = stufe
command-new = neu, neues
command-voices = stimmen
command-tournament = turnier
command-where = wo
command-puzzle = aufgabe
command-hint = tipp, hinweis
command-solution = lösung
command-retry = nochmal
command-rating = wertung
command-opening = eröffnung
command-eval = bewertung
command-review = analyse, analysieren

## Was `hilfe` erklärt und kein Befehl ist.

topic-move = zug
topic-castling = rochade
topic-promotion = umwandlung

## Die Antworten auf eine Frage.

answer-yes = j, ja
answer-no = nein

## Die Wörter, die ins Mikrofon gesagt werden und kein Zug sind: die
## Spracherkennung hört nur Englisch (darum auch hier englisch).

heard-yes = yes
heard-no = no, cancel
heard-board = board
heard-clock = clock
heard-last = last move, last
heard-repeat = repeat, say again
heard-takeback = take back, undo
heard-draw = draw, offer draw
heard-resign = resign

# Die Antworten auf die Frage zum gespeicherten Spiel beim Start.
start-resume = fortsetzen
start-new = neu

## Die Argumente der Befehle: `partie alle`, `engine neustart`.

argument-all = alle
argument-restart = neustart, neu

## Welche Uhr: `uhr ich`, `uhr gegner`.

which-own = ich, meine
which-opponent = gegner
which-both = beide

## Die Figuren mit Namen, Einzahl und Mehrzahl.

piece-king = könig, könige
piece-queen = dame, damen, königin, königinnen
piece-rook = turm, türme
piece-bishop = läufer
piece-knight = springer
piece-pawn = bauer, bauern

## Die Seiten.

side-white = weiß
side-black = schwarz

## Die Namen der Einstellungen.

setting-style = stil
setting-lang = sprache
setting-voice = stimme
setting-speaker = sprecher, sprecherin
setting-confirm = bestätigen
setting-confirm-heard = gehört-bestätigen
setting-rate = tempo, geschwindigkeit
setting-volume = lautstärke
setting-theme = thema, farben
setting-sonify = klänge, töne
setting-order = reihenfolge
setting-board = brett
setting-promotion = umwandlung
setting-openings = eröffnungen
setting-listen = zuhören, spracheingabe
setting-braille = braillezeile

## Die Werte der Einstellungen.

switch-on = an, ein, ja
switch-off = aus, stumm, nein

style-appendix-e = anna
style-spoken = spoken
style-nato = nato
style-san = san

lang-en = en
lang-de = deutsch
lang-es = es

voice-tts = tts
voice-text = text
voice-none = none

theme-yellow-navy = yellow-navy
theme-black-white = black-white
theme-colour-blind = colour-blind

order-yours-first = eigene, eigene-zuerst
order-mixed = gemischt, beide

reading-ranks = reihen, reihe
reading-pieces = figuren, listen

promotion-ask = fragen
promotion-queen = dame

braille-auto = automatisch

volume-default = standard
speaker-default = standard

## Die Wörter einer Analyse (`stopp` beendet auch `tactus review` und
## `tactus learn`, während die Engine arbeitet).

review-next = weiter, nächster, nächste
review-back = zurück, voriger, vorige
review-go = gehe, geh, zu
review-line = variante, beste
review-again = nochmal, wiederholen
review-stop = stopp, halt
review-leave = analyse aus, fertig, ende
review-learn = lernen, üben

## Die Wörter einer Übung (`tactus learn`, und `lernen` in einer Analyse).

lesson-hint = tipp, hinweis
lesson-solution = lösung
lesson-skip = weiter, überspringen

## Die Wörter von `aufgabe`.

puzzle-own = eigene, meine
puzzle-id = id

## Fragen in Worten, gelesen als die Befehle, die sie beantworten: `was
## steht auf f7` (f7?), `wo ist mein König` (p), `was kann mein Springer`
## (m), `wie steht es` (bewertung). Die Wörter, mit denen sie beginnen,
## dann die Wörter in ihnen.

question-square = was steht auf, was ist auf, was steht in, was ist in, was liegt auf, welche figur steht auf
question-where = wo ist, wo steht, wo sind, wo stehen
question-can = was kann, was können, wohin kann, wohin können, welche züge hat
question-standing = wie steht es, wie stehts, wie steht's, wie stehe ich, wer steht besser, wer gewinnt
question-mine = mein, meine, meinen, meiner
question-theirs = dein, deine, sein, seine, gegnerische, gegnerischer, gegnerischen
question-the = der, die, das, den, ein, eine

## Die Befehle von `tactus clock`, die des Schiedsrichters darunter.

table-start = starten
table-clock = uhr
table-left = links
table-right = rechts
table-pause = anhalten
table-resume = weiter, fortsetzen
table-score = partie, partieformular
table-undo = zurück
table-help = hilfe
table-quit = beenden
table-save = speichern
table-fill = nachtragen, ergänzen
table-add = plus, dazu
table-sub = minus, abziehen
table-set = stellen
table-moves = züge
table-seal = abgeben, versiegeln
table-unseal = öffnen
table-reconcile = abgleichen, vergleichen
table-retrace = zurückgehen
table-mute = stumm
table-unmute = laut
table-illegal = regelwidrig
table-claim = reklamation
table-touched = berührt
table-adjust = einstellen
table-result = ergebnis
table-arbiter = schiedsrichter
table-tournament = turnier

## Die Wörter nach einem Befehl des Schiedsrichters.

arbiter-wrong = falsch
arbiter-done = fertig
arbiter-off = aus
