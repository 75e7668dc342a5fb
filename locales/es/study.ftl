## El análisis de una partida por el motor (tactus review), y aprender de
## ella. $side es white o black; las jugadas llegan ya en palabras, en el
## estilo del jugador; $moves es un número de jugadas hasta el mate.

## El resumen

study-opening = Apertura: { $name }.
# $counts es la lista de las cuentas de abajo, o study-count-none.
study-side = { $side ->
    [white] Blancas
   *[black] Negras
}: precisión del { $accuracy } por ciento, { $counts }.
study-count-blunders = { $count ->
    [one] 1 error grave
   *[other] { $count } errores graves
}
study-count-mistakes = { $count ->
    [one] 1 error
   *[other] { $count } errores
}
study-count-inaccuracies = { $count ->
    [one] 1 imprecisión
   *[other] { $count } imprecisiones
}
study-count-none = ninguna imprecisión, ningún error ni error grave
study-no-moments = Ni errores ni errores graves: nada que repasar.
study-partial = El análisis se detuvo en la jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}: lo que sigue cubre la partida hasta ahí.
study-nothing = El análisis se detuvo antes de analizar la primera jugada.

## Un momento clave: la jugada y su juicio, por qué, y qué era mejor.
## $judgement es blunder, mistake, inaccuracy o none; $gain es pawn,
## pawns ($count de ellos), piece, exchange, rook, queen o material.

study-moment = Jugada { $number }, { $side ->
    [white] Blancas
   *[black] Negras
}: { $move }{ $judgement ->
    [blunder] , un error grave
    [mistake] , un error
    [inaccuracy] , una imprecisión
   *[none] {""}
}.
study-gain = { $gain ->
    [pawn] un peón
    [pawns] { $count } peones
    [piece] una pieza
    [exchange] la calidad
    [rook] una torre
    [queen] la dama
   *[material] material
}{ $given ->
    [pawn] {" "}por un peón
    [pawns] {" "}por { $givencount } peones
    [piece] {" "}por una pieza
    [rook] {" "}por una torre
    [queen] {" "}por la dama
   *[none] {""}
}
study-wins = { $side ->
    [white] Las blancas
   *[black] Las negras
} ganan { $what }: { $move }.
study-wins-later = { $side ->
    [white] Las blancas
   *[black] Las negras
} ganan { $what } más adelante en la línea del motor: { $move }.
study-mate-allowed = Esto permite mate en { $moves }: { $move }.
study-mate-allowed-bare = Esto permite mate en { $moves }.
study-mate-missed = Aquí se dejó escapar un mate en { $moves }.
study-better = Era mejor { $move }.
study-better-wins = Era mejor { $move }, que gana { $what }.
# $standing es winning, better o level.
study-standing = { $standing ->
    [winning] Ahora { $side ->
        [white] las blancas
       *[black] las negras
    } van ganando
    [better] Ahora { $side ->
        [white] las blancas
       *[black] las negras
    } están mejor
   *[level] Ahora la posición está más o menos igualada
}.
# Una jugada de una variante, con su número: "23. Caballo d5", "23... Dama e7".
study-line-move = { $side ->
    [white] { $number }. { $move }
   *[black] { $number }... { $move }
}

## tactus review mientras trabaja

study-start = Analizando { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}; Ctrl+C o parar lo termina y guarda lo hecho.
study-progress = { $quarter ->
    [1] Analizado un cuarto de la partida.
    [2] Analizada la mitad de la partida.
    [3] Analizados tres cuartos de la partida.
   *[4] Analizada toda la partida.
}
study-kept = Ya analizada: el análisis guardado en la carpeta de partidas.
study-continued = Ya analizada hasta la jugada { $number }: el resto se analiza ahora.
study-stopped = Análisis detenido: las jugadas analizadas se guardan.
study-engine-failed = El análisis se detuvo: { $error }. Las jugadas analizadas se guardan.
study-cannot-keep = El análisis no se puede guardar en la carpeta de partidas: { $reason }.
study-only-stop = Mientras se analiza la partida, parar termina el análisis y guarda lo hecho.
study-no-moves = { $file }: esta partida no tiene jugadas que analizar

## Aprender de los errores de una partida (tactus learn). $who es you,
## white o black; $standing es ahead, level o behind (para el bando que busca).

study-learn-start = { $count ->
    [0] { $side ->
        [white] Las blancas no cometieron ningún error del que aprender.
        [black] Las negras no cometieron ningún error del que aprender.
       *[both] No hay ningún error del que aprender.
    }
    [one] Una jugada que volver a buscar.
   *[other] { $count } jugadas que volver a buscar.
}
study-learn-question = Jugada { $number }: { $who ->
    [you] usted jugó
    [white] las blancas jugaron
   *[black] las negras jugaron
} { $move }. Busque una jugada mejor para { $side ->
    [white] las blancas
   *[black] las negras
}.
study-learn-right = Sí: { $move } { $standing ->
    [ahead] mantiene la ventaja de { $side ->
        [white] las blancas
       *[black] las negras
    }
    [behind] es la mejor defensa
   *[level] mantiene la igualdad
}.
study-learn-engine-choice = La primera elección del motor es { $move }.
study-learn-wrong = Esta no: tras { $move }, { $side ->
    [white] las blancas juegan
   *[black] las negras juegan
} { $reply }. Inténtelo de nuevo, o diga pista, solución o saltar.
study-learn-wrong-bare = Esta no: { $move } no es mejor. Inténtelo de nuevo, o diga pista, solución o saltar.
# $piece es la pieza en el estilo elegido, $role su clave para el artículo.
study-learn-hint-piece = Piense en { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } de { $square }.
study-learn-hint-square = Va a { $square }.
study-learn-no-more-hints = No hay más pistas: diga solución para oír la jugada.
study-learn-solution = La jugada es { $move }.
study-learn-end = Encontró { $found } de { $total }.
study-learn-help = Escriba una jugada en cualquier notación, o pista, solución o saltar; b, p, s y e4? leen la posición.
study-learn-refused = En un ejercicio, escriba una jugada para probar, o pista, solución o saltar.
study-learn-cannot-judge = El motor no puede juzgar la jugada: { $error }. Ahora solo vale su propia jugada.

## Un análisis en la partida (análisis en tactus tty y en la línea de
## órdenes de la ventana): el motor trabaja, luego los momentos clave uno a uno.

walk-start = Analizando { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}; las órdenes de la partida siguen respondiendo, y parar termina el análisis y guarda lo hecho.
walk-working = El motor sigue analizando: parar lo termina y guarda lo hecho, terminar cierra el análisis.
walk-refused = { $why ->
    [strict] Las reglas estrictas no permiten análisis mientras sigue la partida (artículo 11.3): analícela cuando termine.
   *[no-moves] No se ha jugado ninguna jugada: todavía no hay nada que analizar.
}
walk-of = Momento { $at } de { $count }.
walk-help = siguiente y anterior recorren los momentos, ir 12 va a la jugada 12 (ir 12 negras a la de las negras), línea dice el comienzo de la mejor línea del motor y línea todo toda ella, repetir dice la jugada otra vez, aprender plantea de nuevo sus errores para encontrar mejores jugadas, y b, p, s y e4? leen la posición. terminar vuelve a la partida.
walk-first = Este es el primer momento.
walk-last = Ese fue el último momento: anterior va al de antes, terminar vuelve a la partida.
walk-no-move = La partida no tiene jugada { $number }{ $side ->
    [white] {" "}de las blancas
    [black] {" "}de las negras
   *[none] {""}
}.
walk-line = Mejor línea: { $line }.
walk-line-more = Mejor línea: { $line }; línea todo la lee entera.
walk-preferred = El motor prefería ligeramente { $move }.
walk-no-line = El motor no dio ninguna línea aquí.
walk-left = De vuelta a la partida.
walk-only = En el análisis: siguiente, anterior, ir y un número de jugada, variante, repetir y las órdenes del tablero. terminar vuelve a la partida.
help-review = análisis: la partida analizada por el motor, luego sus momentos clave uno a uno: siguiente, anterior, ir y un número de jugada, variante para la mejor línea del motor y las órdenes del tablero en la posición de esa jugada; terminar vuelve a la partida. No con reglas estrictas mientras sigue la partida, ni en modo torneo.
walk-judging = El motor juzga la jugada: un momento.
walk-after-lesson = De vuelta en el análisis: siguiente, anterior, ir y un número de jugada, variante; terminar vuelve a la partida.
