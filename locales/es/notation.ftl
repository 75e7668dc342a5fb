# Las palabras del ajedrez en español: jugadas en los estilos "spoken" y
# "nato", piezas y las palabras que el lector de jugadas acepta además.
# El renderizador y el lector se construyen ambos a partir de este archivo.

role-king = Rey
role-queen = Dama
role-rook = Torre
role-bishop = Alfil
role-knight = Caballo
role-pawn = Peón

# The piece letters of the algebraic notation printed in this language
# (the score on screen: "1. e4 Sf6" in German).
letter-king = R
letter-queen = D
letter-rook = T
letter-bishop = A
letter-knight = C
# The pawn's letter is never printed; players type it where a piece
# needs a letter of its own (the arbiter's board square by square: "Pe4").
letter-pawn = P

noun = { $role ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}

piece = { $name } { $role ->
    [queen] { $color ->
        [white] blanca
       *[black] negra
    }
    [rook] { $color ->
        [white] blanca
       *[black] negra
    }
   *[other] { $color ->
        [white] blanco
       *[black] negro
    }
}

castle-short = enroque corto
castle-long = enroque largo

move-capture = { $from } captura { $to }
move-long = { $from } a { $to }
move-promotion = { $move } corona { $piece }
move-en-passant = { $move } al paso
move-check = { $move }, jaque
move-checkmate = { $move }, jaque mate
move-castle-squares = { $move }: { $piece }

nato-a = alfa
nato-b = bravo
nato-c = charlie
nato-d = delta
nato-e = echo
nato-f = foxtrot
nato-g = golf
nato-h = hotel

parse-queen = reina
parse-ranks = uno dos tres cuatro cinco seis siete ocho
parse-takes = captura come toma por x
parse-noise = hacia mueve corona promociona promueve en jaque mate al paso ep e.p
parse-castle-short = enroque del rey, enroque corto, enroque en el flanco de rey
parse-castle-long = enroque de la dama, enroque largo, enroque en el flanco de dama
parse-castle-either = enroque, enroca, enrocar

which-piece = ¿Qué { $piece }: { $choices }?
which-move = ¿Qué jugada: { $choices }?
or = o
