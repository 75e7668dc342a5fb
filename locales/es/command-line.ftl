## Las palabras propias de la línea de órdenes: lo que `tactus …` dice en
## la salida de errores antes de que empiece una interfaz, una frase cada
## vez, tras "tactus: ". $command es la orden tal como se escribió
## ("tactus tty"), $option una opción ("--time"), $value lo que se dio.

# Los dos últimos de una lista.
cli-and = y
cli-or = o

## Lo que el lector de la línea de órdenes no pudo leer

cli-unknown-option = { $command } no tiene la opción { $option }: { $command } --help enumera sus opciones
cli-unknown-option-suggested = { $command } no tiene la opción { $option }: ¿quiso decir { $suggested }?
cli-unexpected-word = { $command } no admite «{ $word }» aquí: { $command } --help dice lo que admite
cli-unknown-command = { $command } no tiene la orden «{ $word }»: { $command } --help enumera sus órdenes
cli-unknown-command-suggested = { $command } no tiene la orden «{ $word }»: ¿quiso decir { $command } { $suggested }?
cli-option-before-command = { $option } va después de la orden a la que pertenece: { $owner } { $option } …
cli-missing-value = { $option } necesita un valor: { $command } --help dice cuál
cli-missing-file = { $command } necesita el nombre de un archivo: { $command } --help dice cuál
cli-missing-option = una opción dada solo va con { $options }: { $command } --help dice cuál
cli-conflict = { $option } no puede ir con { $other }
cli-given-twice = { $option } se ha dado dos veces: indíquelo una vez
cli-unreadable = { $command } no puede leer esta línea de órdenes: { $command } --help dice lo que admite

## Un valor que una opción no admite

cli-not-a-number = «{ $value }» no es un número: { $option } admite un número entero
cli-bad-choice = «{ $value }» no es una opción de { $option }: diga { $choices }
cli-bad-value = «{ $value }» no es un valor de { $option }: { $command } --help dice cuáles admite
cli-bad-lang = «{ $value }» no es un idioma de tactus: diga en, de o es
cli-bad-style = «{ $value }» no es un estilo de notación: diga appendix-e, spoken, nato o san
cli-bad-laws = «{ $value }» no es una edición de las Leyes: diga 2023 (la vigente) o 2008
cli-bad-voice = «{ $value }» no es una voz: diga { $choices }
cli-bad-side = «{ $value }» no es un lado: diga left, right o centre
cli-bad-rate = «{ $value }» no es una velocidad: indique un porcentaje de 50 a 300
cli-bad-theme = «{ $value }» no es un tema; los temas son yellow-navy, black-white y colour-blind
cli-bad-player = «{ $value }» no es un jugador: diga human, engine o engine:NIVEL con un nivel de { $min } a { $max }
cli-bad-level = «{ $value }»: no hay nivel { $level }; los niveles van de { $min } (el más débil) a { $max } (toda la fuerza)
cli-bad-rules = «{ $value }» no es una opción de --rules: diga strict (cada paso del Apéndice E) o casual
cli-bad-name = { $option }: un nombre es una línea de texto

## Un control de tiempo

cli-time-colon = «{ $given }» no es un control de tiempo: ¿quiso decir { $suggested }, { $words }?
cli-time-bad = «{ $given }» no es un control de tiempo: escriba los minutos, luego + y los segundos que suma cada jugada, como 15+10 o 5+3
cli-time-too-large = «{ $given }» no es un control de tiempo: { $part } es más tiempo del que cuenta un reloj
cli-time-zero = «{ $given }» no es un control de tiempo: el periodo { $period } no tiene tiempo
cli-time-zero-moves = «{ $given }» no es un control de tiempo: el periodo { $period } es para ninguna jugada
cli-time-rest-not-last = «{ $given }» no es un control de tiempo: el periodo { $period } es para el resto de la partida y por eso debe ser el último
cli-time-increment-and-delay = «{ $given }» no es un control de tiempo: tiene incremento o retardo, no los dos
cli-time-two-increments = «{ $given }» no es un control de tiempo: da el incremento dos veces, como { $first } y como { $second } segundos, y un incremento vale para toda la partida

## Una posición inicial (FEN)

cli-fen = la posición de --fen no se puede jugar: { $fault }
cli-fen-unreadable = la posición de --fen no se puede leer: { $part ->
    [board] el tablero son ocho filas de la 8.ª a la 1.ª separadas por /, como en rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR
    [turn] tras el tablero va quién juega, w o b
    [castling] los derechos de enroque son KQkq, algunas de estas letras o -
    [en-passant] la casilla al paso es una casilla como e3, o -
    [halfmoves] las medias jugadas desde la última captura o jugada de peón deben ser un número
    [fullmoves] el número de jugada debe ser un número desde 1
   *[whole] un FEN es el tablero, quién juega (w o b), los derechos de enroque, la casilla al paso y dos números
}
cli-fen-empty = el tablero está vacío
cli-fen-no-king = { $side ->
    [white] las blancas no tienen rey
   *[black] las negras no tienen rey
}
cli-fen-too-many-kings = { $side ->
    [white] las blancas tienen { $kings } reyes, y cada bando tiene uno
   *[black] las negras tienen { $kings } reyes, y cada bando tiene uno
}
cli-fen-pawn-back-rank = hay un peón en { $square }, y ningún peón puede estar en la primera ni en la última fila
cli-fen-check-without-move = { $side ->
    [white] las blancas están en jaque mientras juegan las negras
   *[black] las negras están en jaque mientras juegan las blancas
}
cli-fen-castling = los derechos de enroque no cuadran con el tablero: un rey o una torre no está en su casilla inicial
cli-fen-en-passant = la casilla al paso no cuadra con el tablero: ningún peón acaba de pasar por ella

## Opciones que no van juntas, y el código del árbitro

cli-resume-refused = { $options } { $count ->
    [one] prepara
   *[other] preparan
} una partida nueva y no { $count ->
    [one] puede
   *[other] pueden
} ir con --resume, que continúa la partida guardada tal como estaba; quite --resume para empezar con { $count ->
    [one] ella
   *[other] ellas
} una partida nueva
cli-tournament-engine = el modo torneo es una partida entre dos personas: no puede ir con un programa (--white/--black engine, --engine)
cli-screen-reader-tty = --voice screen-reader necesita la ventana del tablero (tactus play); en el terminal su lector de pantalla lee las líneas: use --voice text
cli-code-short = --arbiter-code: el código del árbitro necesita al menos { $min } caracteres
cli-code-none = --arbiter-code -: no hay código en la primera línea de la entrada estándar
cli-code-unreadable = --arbiter-code -: no se puede leer la entrada estándar
cli-no-salt = el sistema no da números aleatorios con los que guardar seguro el código del árbitro

## Un archivo que una orden no admite

check-no-game = { $file }: este archivo no contiene ninguna partida

## Lo que está mal en un archivo de partidas, con lo que el lector sabe de ello

pgn-problem-unreadable-promotion = jugada ilegible "{ $token }" (una promoción se escribe con =, como { $written })
pgn-problem-after-end-by = jugada "{ $token }" después del final de la partida ({ $reason })

## La posición inicial de una planilla (tactus score) que no empieza con
## la habitual; las piezas de cada bando siguen a su nombre.

score-start = Posición inicial, { $side ->
    [white] juegan las blancas:
   *[black] juegan las negras:
}
score-start-side = { $side ->
    [white] Blancas:
   *[black] Negras:
}

## Las opciones propias del reloj (tactus clock)
cli-bad-table-side = «{ $value }» no es un lado de la mesa para --white-side: diga left o right
cli-bad-listener = «{ $value }» no es un bando para --me: diga white o black
cli-resume-sealed-refused = --resume-sealed continúa la partida aplazada tal como estaba: no puede ir con --resume ni con un control de tiempo
