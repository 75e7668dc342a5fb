# Aufgaben auf Deutsch. $side ist white oder black (die Seite, die löst);
# $role der Schlüssel der Figur (king, queen, rook, bishop, knight, pawn) für
# die Grammatik; $piece das Wort der Figur, $from und $to Felder, im gewählten Stil.

## Eine Aufgabe beginnt, und was zu finden ist

puzzle-begun-first = Aufgabe, { $has-theme ->
    [yes] { $theme }, Wertung
   *[no] Wertung
} { $rating }. Hören Sie die Stellung mit b oder p, dann geben Sie Ihren Zug ein; tipp gibt einen Tipp.
puzzle-begun = Nächste Aufgabe, { $has-theme ->
    [yes] { $theme }, Wertung
   *[no] Wertung
} { $rating }.
puzzle-begun-again = Aufgabe, eine, die Sie schon gelöst haben, { $has-theme ->
    [yes] { $theme }, Wertung
   *[no] Wertung
} { $rating }.
puzzle-nearest = { $has-theme ->
    [yes] Keine Aufgabe mit dem Thema { $theme } hat eine Wertung nahe { $asked }; hier die nächstliegende.
   *[no] Keine Aufgabe hat eine Wertung nahe { $asked }; hier die nächstliegende.
}
puzzle-find-best = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug: Finden Sie den besten Zug.
puzzle-find-mate = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug: Finden Sie das Matt in { $mate }.
puzzle-find-next = Sie sind am Zug.
puzzle-find-next-mate = Sie sind am Zug: Matt in { $mate }.

## Richtig, falsch, Tipps, die Lösung

puzzle-right = Richtig.
puzzle-wrong = Nicht der Zug. Versuchen Sie es noch einmal, oder geben Sie tipp oder lösung ein.
puzzle-hint-piece = Tipp: { $role ->
    [queen] die
   *[other] der
} { $piece } auf { $from }.
puzzle-hint-square = Tipp: { $role ->
    [queen] die
   *[other] der
} { $piece } von { $from } nach { $to }.
puzzle-solution = Die Lösung: { $moves }.
puzzle-again = Noch einmal von vorn.

## Das Ende: gelöst oder nicht, die Aufgabe, die Wertung

puzzle-solved = Gelöst.
puzzle-solved-after-wrong = Gelöst, aber nicht im ersten Versuch.
puzzle-solved-with-hint = Gelöst, mit einem Tipp.
puzzle-not-solved = Nicht gelöst.
puzzle-about = Aufgabe { $id }, Wertung { $rating }{ $count ->
    [0] .
   *[other] : { $themes }.
}
puzzle-rating = Ihre Aufgabenwertung: { $rating }, { $way ->
    [up] { $change } mehr
    [down] { $change } weniger
   *[same] unverändert
}{ $provisional ->
    [yes] , noch vorläufig.
   *[no] .
}
puzzle-rating-kept = Ihre Aufgabenwertung bleibt { $rating }: diese Aufgabe wurde schon gewertet.
puzzle-your-rating = Ihre Aufgabenwertung ist { $rating }, plus minus { $deviation }{ $provisional ->
    [yes] , vorläufig
   *[no] {""}
}; { $done ->
    [0] noch keine Aufgabe gewertet.
    [one] eine Aufgabe gewertet.
   *[other] { $done } Aufgaben gewertet.
}
puzzle-what-next = Geben Sie aufgabe für die nächste ein, nochmal für diese noch einmal, oder beenden.

## Was eine Aufgabe nicht annimmt

puzzle-is-over = Diese Aufgabe ist zu Ende. Geben Sie aufgabe für die nächste ein, oder nochmal.
puzzle-not-in-puzzle = Das gehört zu einer Partie. In einer Aufgabe: geben Sie einen Zug ein, tipp, lösung, nochmal, aufgabe für die nächste, neu für eine Partie, oder beenden.
puzzle-none-to-help = Es gibt keine Aufgabe, bei der geholfen werden kann: geben Sie aufgabe ein, um eine zu beginnen.
puzzle-no-clock = Eine Aufgabe hat keine Uhr.
puzzle-confirm-set-aside = Diese Partie für eine Aufgabe beiseitelegen? Sie wird im Partienordner aufbewahrt. Mit ja bestätigen.

## Aufgabendateien und Ihre Aufzeichnung

puzzle-shipped = den Aufgaben von tactus
puzzle-own = Ihren analysierten Partien
puzzle-none-own = Ihre analysierten Partien enthalten keinen verpassten Gewinnzug, aus dem sich eine Aufgabe machen ließe. Analysieren Sie zuerst eine Partie: tactus review PARTIE.pgn, oder analyse während einer Partie.
puzzle-row-skipped = Zeile { $line } von { $file }{ $has-id ->
    [yes] , Aufgabe { $id },
   *[no] {""}
} übersprungen: { $why }.
puzzle-row-not-text = sie ist kein Text
puzzle-row-fields = sie hat { $found } Felder, nicht { $wanted }
puzzle-row-rating = ihre Wertung, { $text }, ist keine Zahl
puzzle-row-no-id = sie hat keine Kennung
puzzle-row-fen = ihre Stellung lässt sich nicht aufbauen
puzzle-row-move = ihr Zug { $number }, { $uci }, ist dort nicht möglich
puzzle-row-short = sie hat weniger als zwei Züge
puzzle-row-ends-with-opponent = ihre Züge enden mit einem des Gegners
puzzle-row-no-mate = sie ist eine Mattaufgabe, deren Züge nicht im Matt enden
puzzle-more-skipped = { $count ->
    [one] Eine weitere Zeile
   *[other] { $count } weitere Zeilen
} von { $file } übersprungen.
puzzle-none-in-file = { $file } enthält keine spielbare Aufgabe.
puzzle-no-such-id = Keine Aufgabe von { $file } hat die Kennung { $id }.
puzzle-no-such-id-shipped = tactus hat keine Aufgabe mit der Kennung { $id }.
puzzle-no-theme-shipped = Keine Aufgabe von tactus hat das Thema { $theme }.
puzzle-unplayable = Aufgabe { $id } lässt sich nicht spielen.
puzzle-no-theme = Keine Aufgabe von { $file } hat das Thema { $theme }.
puzzle-file-unreadable = Die Aufgabendatei { $file } lässt sich nicht lesen: { $why }.
puzzle-not-saved = Ihre Aufgabenwertung konnte nicht gespeichert werden: { $why }.
puzzle-record-damaged = Ihre Aufgabenaufzeichnung ließ sich nicht lesen; sie wird als { $name } aufbewahrt, und eine neue beginnt.
puzzle-record-damaged-stuck = Ihre Aufgabenaufzeichnung ließ sich weder lesen noch beiseitelegen: { $why }. Nichts wird darüber gespeichert.

## Hilfe

help-puzzle = aufgabe: die nächste Aufgabe, nahe Ihrer Aufgabenwertung (oder der Wertung und dem Thema von zuvor); aufgabe 1600: nahe dieser Wertung; aufgabe gabel: mit diesem Thema; aufgabe id 00008: diese eine; aufgabe eigene: eine aus Ihren analysierten Partien, wo Sie einen Gewinnzug verpasst haben. Eine laufende Partie wird vorher beiseitegelegt.
help-hint = tipp: in einer Aufgabe die Figur, die zieht; tipp noch einmal: wohin sie zieht (eine mit Tipp gelöste Aufgabe zählt als nicht gelöst). In einer lockeren Partie gegen die Engine die Figur, die die Engine ziehen würde; tipp noch einmal: der Zug.
help-solution = lösung: in einer Aufgabe ihre übrigen Züge, ausgeführt und angesagt.
help-retry = nochmal: die Aufgabe noch einmal von vorn; sie wird nicht noch einmal gewertet.
help-rating = wertung: Ihre Aufgabenwertung, wie sicher sie ist (plus minus so viele Punkte) und wie viele Aufgaben sie zählt.

## Die 30 häufigsten Themen der Lichess-Aufgaben

theme-short = kurze Aufgabe
theme-endgame = Endspiel
theme-middlegame = Mittelspiel
theme-crushing = vernichtend
theme-mate = Matt
theme-advantage = Vorteil
theme-long = lange Aufgabe
theme-oneMove = Aufgabe in einem Zug
theme-mateIn1 = Matt in 1
theme-master = Meisterpartie
theme-mateIn2 = Matt in 2
theme-fork = Gabel
theme-kingsideAttack = Angriff am Königsflügel
theme-veryLong = sehr lange Aufgabe
theme-sacrifice = Opfer
theme-defensiveMove = Verteidigungszug
theme-advancedPawn = vorgerückter Bauer
theme-pin = Fesselung
theme-rookEndgame = Turmendspiel
theme-discoveredAttack = Abzugsangriff
theme-opening = Eröffnung
theme-quietMove = stiller Zug
theme-deflection = Ablenkung
theme-hangingPiece = ungedeckte Figur
theme-pawnEndgame = Bauernendspiel
theme-attraction = Hinlenkung
theme-backRankMate = Grundreihenmatt
theme-mateIn3 = Matt in 3
theme-exposedKing = ungeschützter König
theme-promotion = Umwandlung

## Die übrigen Themen der mitgelieferten Aufgaben

theme-discoveredCheck = Abzugsschach
theme-skewer = Spieß
theme-queensideAttack = Angriff am Damenflügel
theme-bishopEndgame = Läuferendspiel
theme-clearance = Räumung
theme-pillsburysMate = Pillsbury-Matt
theme-intermezzo = Zwischenzug
theme-masterVsMaster = Meister gegen Meister
theme-queenEndgame = Damenendspiel
theme-operaMate = Opernmatt
theme-zugzwang = Zugzwang
theme-trappedPiece = gefangene Figur
theme-knightEndgame = Springerendspiel
theme-queenRookEndgame = Damen- und Turmendspiel
theme-attackingF2F7 = Angriff auf f2 oder f7
theme-doubleCheck = Doppelschach
theme-capturingDefender = Schlagen des Verteidigers
theme-mateIn4 = Matt in 4
theme-epauletteMate = Epaulettenmatt
theme-smotheredMate = ersticktes Matt
theme-interference = Unterbrechung
theme-xRayAttack = Röntgenangriff
theme-equality = Ausgleich
theme-hookMate = Hakenmatt
theme-cornerMate = Eckmatt
theme-morphysMate = Morphy-Matt
theme-enPassant = en passant
theme-anastasiaMate = Anastasia-Matt
theme-arabianMate = arabisches Matt
theme-collinearMove = Zug auf derselben Linie
theme-swallowstailMate = Guéridon-Matt
theme-triangleMate = Dreiecksmatt
theme-dovetailMate = Schwalbenschwanzmatt
theme-mateIn5 = Matt in 5 oder mehr
theme-bodenMate = Boden-Matt
theme-doubleBishopMate = Läuferpaarmatt
theme-killBoxMate = Kill-Box-Matt
theme-blindSwineMate = Blinde-Schweine-Matt
theme-castling = Rochade
theme-vukovicMate = Vuković-Matt
theme-superGM = Super-Großmeisterpartie
theme-balestraMate = Balestra-Matt
theme-underPromotion = Unterverwandlung
