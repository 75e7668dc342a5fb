# The words of chess in English: moves in the "spoken" and "nato" styles,
# pieces, and the extra words the move parser accepts. The renderer and the
# parser are both built from this file, so they cannot disagree.

role-king = King
role-queen = Queen
role-rook = Rook
role-bishop = Bishop
role-knight = Knight
role-pawn = Pawn

# The piece letters of the algebraic notation printed in this language
# (the score on screen: "1. e4 Sf6" in German).
letter-king = K
letter-queen = Q
letter-rook = R
letter-bishop = B
letter-knight = N
# The pawn's letter is never printed; players type it where a piece
# needs a letter of its own (the arbiter's board square by square: "Pe4").
letter-pawn = P

# A piece kind inside a sentence.
noun = { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}

# A piece with its colour: "white knight", "black queen".
piece = { $color ->
    [white] white
   *[black] black
} { $name }

castle-short = short castling
castle-long = long castling

move-capture = { $from } takes { $to }
move-long = { $from } to { $to }
move-promotion = { $move } promotes to { $piece }
move-en-passant = { $move }, en passant
move-check = { $move }, check
move-checkmate = { $move }, checkmate
move-castle-squares = { $move }: { $piece }

nato-a = alfa
nato-b = bravo
nato-c = charlie
nato-d = delta
nato-e = echo
nato-f = foxtrot
nato-g = golf
nato-h = hotel

# Words the parser also accepts. Other names of the queen (German has
# Königin beside Dame, Spanish reina beside dama):
parse-queen = queen
# Ranks said as words:
parse-ranks = one two three four five six seven eight
# Words meaning "captures":
parse-takes = takes take captures capture x
# Words that carry no information for finding the move:
parse-noise = to from on moves move goes promotes promotion becomes equals check mate checkmate en passant ep e.p alpha
# Other ways to say castling (comma-separated phrases):
parse-castle-short = castles kingside, castle kingside, kingside castling, short castle, castle short, king side castling
parse-castle-long = castles queenside, castle queenside, queenside castling, long castle, castle long, queen side castling
# Castling to whichever side is legal (asked which when both are):
parse-castle-either = castles, castle, castling
# Castling as the recogniser listens for it (comma-separated phrases): its
# dictionary has neither "castling" nor "kingside".
heard-castle-short = castles short, castle short, short castle, castles king side, castle king side
heard-castle-long = castles long, castle long, long castle, castles queen side, castle queen side
heard-castle-either = castles, castle
# Words the recogniser takes one for another (each comma-separated group
# sounds alike): a phrase heard with one in place of another still fits.
heard-alike = b c d e g three, a h eight knight, to two too, for four, ate eight

# Asking which piece was meant.
which-piece = Which { $piece }: { $choices }?
which-move = Which move: { $choices }?
or = or
