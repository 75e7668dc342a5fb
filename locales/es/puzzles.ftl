# Problemas en español. $side es white o black (el bando que resuelve);
# $role la clave de la pieza (king, queen, rook, bishop, knight, pawn) para la
# gramática; $piece la palabra de la pieza, $from y $to casillas, en el estilo elegido.

## Empieza un problema, y qué hay que encontrar

puzzle-begun-first = Problema. Oiga la posición con b o p, luego escriba su jugada; pista da una pista.
puzzle-begun = Siguiente problema.
puzzle-begun-again = Problema, uno que ya ha hecho.
puzzle-find-best = { $side ->
    [white] Juegan las blancas
   *[black] Juegan las negras
}: encuentre la mejor jugada.
puzzle-find-mate = { $side ->
    [white] Juegan las blancas
   *[black] Juegan las negras
}: encuentre el mate en { $mate }.
puzzle-find-next = Le toca a usted.
puzzle-find-next-mate = Le toca a usted: mate en { $mate }.

## Correcto, incorrecto, pistas, la solución

puzzle-right = Correcto.
puzzle-wrong = No es la jugada. Inténtelo otra vez, o escriba pista o solución.
puzzle-hint-piece = Pista: { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } de { $from }.
puzzle-hint-square = Pista: { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } de { $from } va a { $to }.
puzzle-solution = La solución:
puzzle-again = Otra vez desde el principio.

## El final: resuelto o no, el problema, la puntuación

puzzle-solved = Resuelto.
puzzle-solved-after-wrong = Resuelto, pero no al primer intento.
puzzle-solved-with-hint = Resuelto, con una pista.
puzzle-not-solved = No resuelto.
puzzle-about = Problema { $id }, puntuación { $rating }{ $count ->
    [0] .
   *[other] : { $themes }.
}
puzzle-rating = Su puntuación de problemas: { $rating }, { $way ->
    [up] { $change } más
    [down] { $change } menos
   *[same] sin cambios
}{ $provisional ->
    [yes] , aún provisional.
   *[no] .
}
puzzle-rating-kept = Su puntuación de problemas sigue en { $rating }: este problema ya se puntuó.
puzzle-what-next = Escriba problema para el siguiente, repetir para intentar este otra vez, o salir.

## Lo que un problema no acepta

puzzle-is-over = Este problema ha terminado. Escriba problema para el siguiente, o repetir.
puzzle-not-in-puzzle = Eso es para una partida. En un problema: escriba una jugada, pista, solución, repetir, problema para el siguiente, nueva para una partida, o salir.
puzzle-none-to-help = No hay ningún problema con el que ayudar: escriba problema para empezar uno.
puzzle-no-clock = Un problema no tiene reloj.
puzzle-confirm-set-aside = ¿Dejar esta partida a un lado para un problema? Se guarda en la carpeta de partidas. Escriba sí para confirmar.

## Archivos de problemas y su registro

puzzle-shipped = los problemas de tactus
puzzle-row-skipped = Línea { $line } de { $file }{ $has-id ->
    [yes] , problema { $id },
   *[no] {""}
} omitida: { $why }.
puzzle-row-not-text = no es texto
puzzle-row-fields = tiene { $found } campos, no { $wanted }
puzzle-row-rating = su puntuación, { $text }, no es un número
puzzle-row-no-id = no tiene identificador
puzzle-row-fen = su posición no se puede montar
puzzle-row-move = su jugada { $number }, { $uci }, no se puede hacer ahí
puzzle-row-short = tiene menos de dos jugadas
puzzle-row-ends-with-opponent = sus jugadas terminan con una del rival
puzzle-row-no-mate = es un problema de mate cuyas jugadas no terminan en mate
puzzle-more-skipped = { $count ->
    [one] Una línea más
   *[other] { $count } líneas más
} de { $file } omitidas.
puzzle-none-in-file = { $file } no contiene ningún problema que se pueda jugar.
puzzle-no-such-id = Ningún problema de { $file } tiene el identificador { $id }.
puzzle-no-such-id-shipped = tactus no tiene ningún problema con el identificador { $id }.
puzzle-no-theme-shipped = Ningún problema de tactus tiene el tema { $theme }.
puzzle-unplayable = El problema { $id } no se puede jugar.
puzzle-no-theme = Ningún problema de { $file } tiene el tema { $theme }.
puzzle-file-unreadable = El archivo de problemas { $file } no se puede leer: { $why }.
puzzle-not-saved = Su puntuación de problemas no se pudo guardar: { $why }.
puzzle-record-damaged = Su registro de problemas no se pudo leer; se guarda como { $name }, y empieza uno nuevo.
puzzle-record-damaged-stuck = Su registro de problemas no se pudo leer ni apartar: { $why }. No se guarda nada encima.

## Ayuda

help-puzzle = problema: un problema cerca de su puntuación; problema 1600: cerca de esa puntuación; problema clavada: con ese tema; problema id 00008: ese. Una partida en curso se deja a un lado antes.
help-hint = pista: en un problema, la pieza que mueve; pista otra vez: adónde va. Un problema resuelto con pista cuenta como no resuelto.
help-solution = solución: en un problema, el resto de sus jugadas, hechas y dichas.
help-retry = repetir: el problema otra vez desde el principio; no se puntúa de nuevo.

## Los 30 temas más frecuentes de los problemas de Lichess

theme-short = problema corto
theme-endgame = final
theme-middlegame = medio juego
theme-crushing = aplastante
theme-mate = mate
theme-advantage = ventaja
theme-long = problema largo
theme-oneMove = problema de una jugada
theme-mateIn1 = mate en 1
theme-master = partida de maestros
theme-mateIn2 = mate en 2
theme-fork = ataque doble
theme-kingsideAttack = ataque al flanco de rey
theme-veryLong = problema muy largo
theme-sacrifice = sacrificio
theme-defensiveMove = jugada defensiva
theme-advancedPawn = peón avanzado
theme-pin = clavada
theme-rookEndgame = final de torres
theme-discoveredAttack = ataque descubierto
theme-opening = apertura
theme-quietMove = jugada tranquila
theme-deflection = desviación
theme-hangingPiece = pieza indefensa
theme-pawnEndgame = final de peones
theme-attraction = atracción
theme-backRankMate = mate del pasillo
theme-mateIn3 = mate en 3
theme-exposedKing = rey expuesto
theme-promotion = coronación
