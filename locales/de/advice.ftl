## Tipps und die Bewertung der Engine (`tipp`, `bewertung`) in einer
## lockeren Partie gegen die Engine.

advice-coming = Die Engine sieht sich die Stellung an…
hint-piece = Tipp: { $role ->
    [queen] Ihre
    [rook] Ihr
    [knight] Ihr
    [pawn] Ihr
   *[other] Ihr
} { $piece } auf { $square }.
hint-move = Tipp: { $move }.
eval-level = Die Stellung ist etwa ausgeglichen.
eval-slightly = { $side ->
    [white] Weiß
   *[black] Schwarz
} steht etwas besser.
eval-better = { $side ->
    [white] Weiß
   *[black] Schwarz
} steht um etwa { $pawns ->
    [one] einen Bauern
   *[other] { $pawns } Bauern
} besser.
eval-winning = { $side ->
    [white] Weiß
   *[black] Schwarz
} steht auf Gewinn, um etwa { $pawns } Bauern.
eval-mate = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat Matt in { $moves }.
advice-refused = { $why ->
    [strict] Strenge Regeln erlauben während der Partie keine Tipps und keine Bewertung (Artikel 11.3).
    [no-engine] Tipps und die Bewertung gibt es in einer Partie gegen die Engine, nicht zwischen zwei Personen.
    [over] Die Partie ist vorbei: es gibt keinen Zug für einen Tipp.
   *[not-your-move] Ein Tipp gilt Ihrem eigenen Zug: warten Sie den der Engine ab.
}
advice-failed = Die Engine konnte die Stellung nicht ansehen: { $error }
help-eval = bewertung: wer besser steht und um etwa wie viel, oder wer Matt in wie vielen Zügen hat (in einer lockeren Partie gegen die Engine).
