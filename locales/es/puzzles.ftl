# Problemas en español. $side es white o black (el bando que resuelve);
# $role la clave de la pieza (king, queen, rook, bishop, knight, pawn) para la
# gramática; $piece la palabra de la pieza, $from y $to casillas, en el estilo elegido.

## Empieza un problema, y qué hay que encontrar

puzzle-begun-first = Problema, { $has-theme ->
    [yes] { $theme }, puntuación
   *[no] puntuación
} { $rating }. Oiga la posición con b o p, luego escriba su jugada; pista da una pista.
puzzle-begun = Siguiente problema, { $has-theme ->
    [yes] { $theme }, puntuación
   *[no] puntuación
} { $rating }.
puzzle-begun-again = Problema, uno que ya ha hecho, { $has-theme ->
    [yes] { $theme }, puntuación
   *[no] puntuación
} { $rating }.
puzzle-nearest = { $has-theme ->
    [yes] Ningún problema con el tema { $theme } tiene una puntuación cercana a { $asked }; aquí va el más cercano.
   *[no] Ningún problema tiene una puntuación cercana a { $asked }; aquí va el más cercano.
}
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
puzzle-solution = La solución: { $moves }.
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
puzzle-your-rating = Su puntuación de problemas es { $rating }, más o menos { $deviation }{ $provisional ->
    [yes] , provisional
   *[no] {""}
}; { $done ->
    [0] aún ningún problema puntuado.
    [one] un problema puntuado.
   *[other] { $done } problemas puntuados.
}
puzzle-what-next = Escriba problema para el siguiente, repetir para intentar este otra vez, o salir.

## Lo que un problema no acepta

puzzle-is-over = Este problema ha terminado. Escriba problema para el siguiente, o repetir.
puzzle-not-in-puzzle = Eso es para una partida. En un problema: escriba una jugada, pista, solución, repetir, problema para el siguiente, nueva para una partida, o salir.
puzzle-none-to-help = No hay ningún problema con el que ayudar: escriba problema para empezar uno.
puzzle-no-clock = Un problema no tiene reloj.
puzzle-confirm-set-aside = ¿Dejar esta partida a un lado para un problema? Se guarda en la carpeta de partidas. Escriba sí para confirmar.

## Archivos de problemas y su registro

puzzle-shipped = los problemas de tactus
puzzle-own = sus partidas analizadas
puzzle-none-own = Sus partidas analizadas no tienen ninguna jugada ganadora perdida de la que hacer un problema. Analice antes una partida: tactus review PARTIDA.pgn, o análisis durante una partida.
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

help-puzzle = problema: el siguiente problema, cerca de su puntuación (o de la puntuación y el tema pedidos antes); problema 1600: cerca de esa puntuación; problema clavada: con ese tema; problema id 00008: ese; problema propios: uno de sus partidas analizadas, donde dejó pasar una jugada ganadora. Una partida en curso se deja a un lado antes.
help-hint = pista: en un problema, la pieza que mueve; pista otra vez: adónde va (un problema resuelto con pista cuenta como no resuelto). En una partida libre contra el motor, la pieza que movería el motor; pista otra vez: la jugada.
help-solution = solución: en un problema, el resto de sus jugadas, hechas y dichas.
help-retry = repetir: el problema otra vez desde el principio; no se puntúa de nuevo.
help-rating = puntuación: su puntuación de problemas, cuán segura es (más o menos tantos puntos) y cuántos problemas cuenta.

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

## Los demás temas de los problemas incluidos

theme-discoveredCheck = jaque a la descubierta
theme-skewer = enfilada
theme-queensideAttack = ataque al flanco de dama
theme-bishopEndgame = final de alfiles
theme-clearance = despeje
theme-pillsburysMate = mate de Pillsbury
theme-intermezzo = jugada intermedia
theme-masterVsMaster = maestro contra maestro
theme-queenEndgame = final de damas
theme-operaMate = mate de la Ópera
theme-zugzwang = zugzwang
theme-trappedPiece = pieza atrapada
theme-knightEndgame = final de caballos
theme-queenRookEndgame = final de dama y torre
theme-attackingF2F7 = ataque a f2 o f7
theme-doubleCheck = jaque doble
theme-capturingDefender = captura del defensor
theme-mateIn4 = mate en 4
theme-epauletteMate = mate de las charreteras
theme-smotheredMate = mate de la coz
theme-interference = interferencia
theme-xRayAttack = ataque de rayos X
theme-equality = igualdad
theme-hookMate = mate del gancho
theme-cornerMate = mate de la esquina
theme-morphysMate = mate de Morphy
theme-enPassant = captura al paso
theme-anastasiaMate = mate de Anastasia
theme-arabianMate = mate árabe
theme-collinearMove = jugada en la misma línea
theme-swallowstailMate = mate de la cola de golondrina
theme-triangleMate = mate del triángulo
theme-dovetailMate = mate de la cola de paloma
theme-mateIn5 = mate en 5 o más
theme-bodenMate = mate de Boden
theme-doubleBishopMate = mate de los dos alfiles
theme-killBoxMate = mate de la caja
theme-blindSwineMate = mate de los cerdos ciegos
theme-castling = enroque
theme-vukovicMate = mate de Vuković
theme-superGM = partida de supergrandes maestros
theme-balestraMate = mate de la ballesta
theme-underPromotion = subpromoción
