# Die Wörter des Schachs auf Deutsch: Züge in den Stilen "spoken" und
# "nato", Figuren und die Wörter, die der Zugleser zusätzlich versteht.
# Renderer und Parser werden beide aus dieser Datei gebaut.

role-king = König
role-queen = Dame
role-rook = Turm
role-bishop = Läufer
role-knight = Springer
role-pawn = Bauer

# The piece letters of the algebraic notation printed in this language
# (the score on screen: "1. e4 Sf6" in German).
letter-king = K
letter-queen = D
letter-rook = T
letter-bishop = L
letter-knight = S
# The pawn's letter is never printed; players type it where a piece
# needs a letter of its own (the arbiter's board square by square: "Be4").
letter-pawn = B

noun = { $role ->
    [king] König
    [queen] Dame
    [rook] Turm
    [bishop] Läufer
    [knight] Springer
   *[pawn] Bauer
}

piece = { $color ->
    [white] { $role ->
        [queen] weiße
       *[other] weißer
    }
   *[black] { $role ->
        [queen] schwarze
       *[other] schwarzer
    }
} { $name }

castle-short = kurze Rochade
castle-long = lange Rochade

move-capture = { $from } schlägt { $to }
move-long = { $from } nach { $to }
move-promotion = { $move }, Umwandlung in { $piece }
move-en-passant = { $move }, en passant
move-check = { $move }, Schach
move-checkmate = { $move }, Schachmatt
move-castle-squares = { $move }: { $piece }

nato-a = alfa
nato-b = bravo
nato-c = charlie
nato-d = delta
nato-e = echo
nato-f = foxtrot
nato-g = golf
nato-h = hotel

parse-queen = Königin
parse-ranks = eins zwei drei vier fünf sechs sieben acht
parse-takes = schlägt nimmt x
parse-noise = nach von auf zieht Umwandlung wird in Schach matt Schachmatt en passant ep e.p
parse-castle-short = Rochade kurz, kleine Rochade, kurze Rochade
parse-castle-long = Rochade lang, große Rochade, lange Rochade
parse-castle-either = Rochade, rochieren, rochiert

which-piece = { $role ->
    [queen] Welche
   *[other] Welcher
} { $piece }: { $choices }?
which-move = Welcher Zug: { $choices }?
or = oder
