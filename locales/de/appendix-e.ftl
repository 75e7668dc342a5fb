# The words of FIDE Appendix E (since 2018 Appendix D), rule E.2.1 / D.2.1.
# They are the same whatever the interface language: this file is the one
# place they live. The renderer and the parser are both built from it.

file-a = Anna
file-b = Bella
file-c = Cesar
file-d = David
file-e = Eva
file-f = Felix
file-g = Gustav
file-h = Hector

rank-1 = eins
rank-2 = zwei
rank-3 = drei
rank-4 = vier
rank-5 = fünf
rank-6 = sechs
rank-7 = sieben
rank-8 = acht

role-king = König
role-queen = Dame
role-rook = Turm
role-bishop = Läufer
role-knight = Springer
role-pawn = Bauer

castle-short = Kurze Rochade
castle-long = Lange Rochade

# $from: the piece and the square it comes from (may be empty); $to: the square.
move-capture = { $from } schlägt { $to }
# The long form names the from-square: "Springer Gustav eins Felix drei".
move-long = { $from } { $to }
move-promotion = { $move }, Umwandlung in { $piece }
move-en-passant = { $move }, en passant
move-check = { $move }, Schach
move-checkmate = { $move }, Schachmatt
move-castle-squares = { $move }: { $piece }

# A piece with its colour: black pieces are the marked ones.
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

# The parser forgives spellings without umlauts ("fuenf", "Laeufer",
# "Koenig", "schlaegt", as the Laws themselves spell them) by folding both.
