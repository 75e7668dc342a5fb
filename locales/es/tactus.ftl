# Frases de tactus en español. $side es white, black o you; $piece una
# pieza en el estilo elegido; $role la clave de la pieza (king, queen, rook,
# bishop, knight, pawn) para la gramática (dama y torre son femeninas).

## Jugadas

move-by = { $side ->
    [white] Blancas
   *[black] Negras
}: { $move }
move-null = ninguna jugada, un marcador de análisis
move-numbered = Jugada { $number }, { $side ->
    [white] Blancas
   *[black] Negras
}: { $move }
turn = { $side ->
    [you] Le toca a usted
    [white] Juegan las blancas
   *[black] Juegan las negras
}, jugada { $number }

## El tablero táctil: las casillas oscuras están elevadas, las piezas negras marcadas.

square-empty = { $square }, { $shade ->
    [dark] casilla oscura, elevada
   *[light] casilla clara
}, vacía
square-piece = { $square }, { $shade ->
    [dark] casilla oscura, elevada
   *[light] casilla clara
}, { $piece }{ $color ->
    [black] , marcada
   *[white] {""}
}
pieces = { $role ->
    [king] { $color ->
        [white] { $count ->
            [one] rey blanco
           *[other] reyes blancos
        }
       *[black] { $count ->
            [one] rey negro
           *[other] reyes negros
        }
    }
    [queen] { $color ->
        [white] { $count ->
            [one] dama blanca
           *[other] damas blancas
        }
       *[black] { $count ->
            [one] dama negra
           *[other] damas negras
        }
    }
    [rook] { $color ->
        [white] { $count ->
            [one] torre blanca
           *[other] torres blancas
        }
       *[black] { $count ->
            [one] torre negra
           *[other] torres negras
        }
    }
    [bishop] { $color ->
        [white] { $count ->
            [one] alfil blanco
           *[other] alfiles blancos
        }
       *[black] { $count ->
            [one] alfil negro
           *[other] alfiles negros
        }
    }
    [knight] { $color ->
        [white] { $count ->
            [one] caballo blanco
           *[other] caballos blancos
        }
       *[black] { $count ->
            [one] caballo negro
           *[other] caballos negros
        }
    }
   *[pawn] { $color ->
        [white] { $count ->
            [one] peón blanco
           *[other] peones blancos
        }
       *[black] { $count ->
            [one] peón negro
           *[other] peones negros
        }
    }
}
piece-list = { $pieces }: { $squares }
piece-list-none = { $pieces }: ninguno

## El final de la partida

result-recorded = { $result ->
    [white] Ganaron las blancas
    [black] Ganaron las negras
    [draw] Tablas
   *[unknown] Sin resultado
}, según la planilla; la partida no terminó en el tablero.
game-over = { $reason }. { $result }.
result = { $winner ->
    [white] Ganan las blancas
    [black] Ganan las negras
    [you] Usted gana
    [opponent] Usted pierde
   *[draw] Tablas
}
draw-no-mate = Tablas, porque { $side ->
    [you] usted no puede
    [white] las blancas no pueden
   *[black] las negras no pueden
} dar mate
reason-checkmate = Jaque mate
reason-stalemate = Rey ahogado
reason-insufficient-material = Posición muerta: ningún bando puede dar mate
reason-fivefold = Quíntuple repetición
reason-seventy-five = 75 jugadas sin movimiento de peón ni captura
reason-resignation = { $side ->
    [you] Usted abandonó
    [white] Las blancas abandonaron
   *[black] Las negras abandonaron
}
reason-agreement = Tablas de mutuo acuerdo
reason-threefold-claimed = Tablas reclamadas por triple repetición
reason-fifty-claimed = Tablas reclamadas por la regla de las 50 jugadas
reason-flag-fall = { $side ->
    [you] Se le cayó la bandera
    [white] Cayó la bandera de las blancas
   *[black] Cayó la bandera de las negras
}
reason-illegal-moves = { $side ->
    [you] Usted completó
    [white] Las blancas completaron
   *[black] Las negras completaron
} una jugada ilegal de más

## El reloj

hours = { $n ->
    [one] 1 hora
   *[other] { $n } horas
}
minutes = { $n ->
    [one] 1 minuto
   *[other] { $n } minutos
}
seconds = { $n ->
    [one] 1 segundo
   *[other] { $n } segundos
}
moves = { $n ->
    [one] 1 jugada
   *[other] { $n } jugadas
}
clock-reading = { $side ->
    [you] Su reloj
    [white] Blancas
   *[black] Negras
}: { $time }, { $moves }
time-control-reached = { $side ->
    [you] Control de tiempo alcanzado
    [white] Blancas: control de tiempo alcanzado
   *[black] Negras: control de tiempo alcanzado
}, { $time } más
flag-fell = { $side ->
    [you] Se le cayó la bandera
    [white] Cayó la bandera de las blancas
   *[black] Cayó la bandera de las negras
}

## Rechazos: nada ha cambiado

refusal-game-over = La partida ha terminado: { $reason }
refusal-not-your-turn = Juegan las { $side ->
    [white] blancas
   *[black] negras
}
refusal-empty = No hay ninguna pieza en { $square }
refusal-not-your-piece = { $role ->
    [queen] La
    [rook] La
   *[other] El
} { $piece } de { $square } es de su rival: levante una pieza propia
refusal-touch-move = Pieza tocada: { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } de { $square } debe moverse
refusal-touch-capture = Pieza tocada: { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } de { $square } que tocó debe ser capturado
refusal-touch-capture-with = Pieza tocada: { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } de { $square } debe capturar { $target-role ->
    [queen] la
    [rook] la
   *[other] el
} { $target } de { $target-square }
refusal-holding = Tiene en la mano { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } de { $square }: devuélvalo primero
refusal-not-legal-target = { $to } no es una casilla legal para { $role ->
    [queen] la
    [rook] la
   *[other] el
} { $piece } de { $square }
refusal-castling-illegal = El { $castling } no es legal aquí
refusal-nothing-lifted = No hay ninguna pieza levantada
refusal-must-stay = { $role ->
    [queen] La
    [rook] La
   *[other] El
} { $piece } soltado en { $square } debe quedarse allí
refusal-already-placed = La pieza ya está en { $square }: cancele para levantarla de nuevo
refusal-promotion-pending = Diga primero en qué pieza se convierte el peón de { $square }
refusal-no-promotion = Ningún peón espera la promoción
refusal-bad-promotion = Un peón no puede convertirse aquí en { $piece }
refusal-nothing-placed = Coloque la pieza antes de anunciar la jugada
refusal-already-made = La jugada { $move } está hecha: pulse el reloj
refusal-cannot-change-move = La jugada en el tablero es { $move } y se queda: el anuncio solo puede corregirse a esa jugada, no a { $said }
refusal-too-late = Demasiado tarde: el reloj ya se pulsó después de { $move }
refusal-nothing-to-correct = No hay ningún anuncio que corregir
refusal-slip-not-corrected = Anunció { $said } pero el tablero muestra { $move }: corrija el anuncio antes de pulsar el reloj
refusal-no-move-made = No se ha hecho ninguna jugada: haga y anuncie una jugada antes de pulsar el reloj
refusal-nothing-to-cancel = No hay nada que cancelar
refusal-no-takeback-strict = Con reglas estrictas no se pueden deshacer jugadas
refusal-not-agreed = Deshacer una jugada necesita el acuerdo de ambos jugadores
refusal-busy = Termine primero la jugada en curso
refusal-nothing-to-take-back = No hay ninguna jugada que deshacer
refusal-out-of-step = La partida ha cambiado desde que empezó esta jugada: empiece la jugada de nuevo

move-unreadable = { $text } no es una jugada
move-illegal = { $text } no es una jugada legal aquí
move-ambiguous = { $text } es ambigua aquí

claim-not-your-move = Solo el jugador que tiene el turno puede reclamar tablas
claim-illegal-move = La jugada escrita con la reclamación no es legal: { $text }
claim-not-repeated = Esta posición ha aparecido { $count ->
    [one] una vez
   *[other] { $count } veces
}; las tablas por repetición necesitan tres
claim-not-fifty = Solo { $moves } de cada jugador sin movimiento de peón ni captura; la regla necesita 50

clock-not-running = No hay ningún reloj en marcha
clock-not-your-clock = Las { $side ->
    [white] blancas
   *[black] negras
} no pueden pulsar el reloj: está en marcha el reloj de las { $running ->
    [white] blancas
   *[black] negras
}
clock-paused = El árbitro ha detenido los relojes y hay que reanudarlos primero
clock-not-paused = Los relojes no están detenidos
clock-already-running = El reloj de las { $running ->
    [white] blancas
   *[black] negras
} ya está en marcha
clock-flag-fallen = Cayó la bandera de las { $side ->
    [white] blancas
   *[black] negras
}: solo el árbitro puede restablecer el reloj
clock-time-backwards = La hora indicada es anterior al último evento del reloj
clock-would-empty = El ajuste dejaría el reloj de las { $side ->
    [white] blancas
   *[black] negras
} en cero o menos
clock-too-large = El ajuste haría demasiado grande el tiempo de las { $side ->
    [white] blancas
   *[black] negras
}
clock-zero-reading = Una lectura de reloj restablecida debe ser mayor que cero
clock-too-many-moves = El número de jugadas de las { $side ->
    [white] blancas
   *[black] negras
} no puede subir más

parse-empty = Nada que leer: diga una jugada
parse-not-understood = No entendido: { $text }
parse-no-piece = No tiene { $role ->
    [queen] ninguna
    [rook] ninguna
   *[other] ningún
} { $piece } ahí
parse-cannot-reach = { $role ->
    [queen] Ninguna
    [rook] Ninguna
   *[other] Ningún
} { $piece } puede llegar a { $square }
parse-nothing-to-capture = No hay nada que capturar en { $square }
parse-leaves-king-in-check = Eso dejaría a su rey en jaque

## La interfaz de líneas (tactus tty)

player-you = usted
player-human = un jugador
player-engine = el motor en el nivel { $level }
game-started = Partida nueva, { $control }. Blancas: { $white }. Negras: { $black }.
game-chess960 = Chess960, posición inicial { $number }. La primera fila de a a h: { $pieces }.
game-resumed = Partida reanudada.
nothing-to-resume = No hay partida sin terminar; empieza una nueva.
no-engine = Sin motor: { $reason }. Dos personas juegan en este teclado.
nothing = nada
line-file = Columna { $name }: { $pieces }
line-rank = Fila { $name }: { $pieces }
attackers = Atacada por las blancas: { $white }. Por las negras: { $black }.
legal-moves = Jugadas legales: { $moves }
no-legal-moves = No hay jugadas legales.
last-moves = { $moves }
score-sheet = La partida: { $moves }
no-moves-yet = Todavía no hay jugadas.
confirm-move = ¿{ $move }? Escriba sí para hacerla.
# Una frase oída por el micrófono: la jugada para confirmar (yes o Intro),
# las jugadas parecidas para elegir, nada entendido (la tercera vez seguida,
# una vez, una casilla en las palabras OTAN), una orden oída.
heard-move = ¿{ $move }?
heard-which = ¿{ $moves }?
heard-nothing = No se entendió. Dígalo otra vez o escríbalo.
heard-nothing-hint = No se entendió. Dígalo otra vez o escríbalo; pruebe las palabras OTAN: { $square }.
heard-confirm = { $word ->
    [draw] ¿Tablas? Diga yes para confirmar.
   *[takeback] ¿Deshacer la última jugada? Diga yes para confirmar.
}
confirm-resign = { $key ->
    [yes] ¿Abandonar? Pulse la misma tecla otra vez para confirmar.
   *[no] ¿Abandonar? Escriba sí para confirmar.
}
confirm-quit = { $key ->
    [yes] ¿Salir? La partida está guardada y puede reanudarse. Pulse la misma tecla otra vez para confirmar.
   *[no] ¿Salir? La partida está guardada y puede reanudarse. Escriba sí para confirmar.
}
cancelled = Cancelado.
premove-recorded = Jugada anticipada anotada: { $move }. Una línea vacía la cancela.
premove-cancelled = Jugada anticipada cancelada.
premove-dropped = Jugada anticipada { $move } no jugada.
draw-offered = { $side ->
    [you] Usted ofrece tablas
    [white] Las blancas ofrecen tablas
   *[black] Las negras ofrecen tablas
}.
draw-declined = { $side ->
    [you] Usted rechaza las tablas
    [white] Las blancas rechazan las tablas
   *[black] Las negras rechazan las tablas
}.
engine-problem = Problema del motor: { $message }. La partida está en pausa; escriba motor reiniciar.
game-paused = La partida está en pausa; escriba motor reiniciar.
engine-restarting = Reiniciando el motor.
engine-ready = El motor está listo; la partida sigue.
engine-level = Nivel del motor { $level }.
no-engine-in-game = En esta partida no juega ningún motor.
bad-level = No existe el nivel { $given }: los niveles van de { $min } a { $max }.
saved = Partida guardada en { $path }.
file-problem = { $path }: { $error }
loaded = Partida cargada de { $path }, { $plies } medias jugadas.
help = Órdenes: una jugada; b tablero; p N piezas; s e columna o fila; e4? casilla; m e2 jugadas; l última; c reloj; t turno; partida; resultado; tablas; reclamar; abandonar; deshacer; ajustar; guardar; cargar; girar; ayuda ORDEN; salir; nueva; motor reiniciar; nivel N; voces; dónde; apertura; pista, evaluación; análisis; problema, solución, repetir, puntuación; torneo encendido, torneo apagado.
help-board = b o tablero: toda la posición, fila por fila, o en listas de piezas tras ajustar tablero piezas.
help-pieces = p: dónde está cada pieza, las suyas primero; p N, p k, p A, p caballos: dónde están algunas; mayúscula blancas, minúscula negras, A todas de un bando.
help-scan = s e o s 4: qué hay en una columna o una fila.
help-square = e4? o casilla e4: qué hay en la casilla y qué la ataca. En la ventana del tablero una casilla se dice como se siente en un tablero táctil: las oscuras elevadas, las piezas negras marcadas, como un juego táctil marca sus piezas negras con una punta arriba.
help-moves = m e2: las jugadas legales de la pieza en e2; m: todas.
help-last = l o última: la última jugada; l 5: las cinco últimas.
help-clock = c o reloj: los dos relojes; c yo, c rival: uno; reloj apagado, reloj encendido: el reloj parlante callado o hablando de nuevo.
help-turn = t o turno: a quién le toca y el número de jugada.
help-score = partida: las últimas 10 jugadas, una línea cada una; partida todo: todas.
help-draw = tablas: ofrecer tablas o aceptar una oferta.
help-claim = reclamar, también con la jugada que piensa hacer: tablas por repetición o por la regla de 50 jugadas.
help-resign = abandonar: rendirse, tras una confirmación.
help-undo = deshacer: retirar la última jugada (reglas libres).
help-set = ajustar estilo anna, ajustar idioma en, ajustar voz text, ajustar velocidad 150, ajustar volumen 60, ajustar tema black-white, ajustar sonidos apagado, ajustar orden mezcladas, ajustar tablero piezas, ajustar confirmar encendido, ajustar confirmar-oído apagado, ajustar promoción preguntar, ajustar aperturas apagado, ajustar escuchar encendido, ajustar braille auto: ajustes, guardados para la próxima vez; ajustar y el nombre de un ajuste solo dice su valor y qué admite. En la ventana del tablero Ctrl+coma los abre.
help-save = guardar ARCHIVO.pgn: escribir la partida en PGN; ARCHIVO.brf en braille; ARCHIVO.wav leída en voz alta como grabación.
help-load = cargar ARCHIVO.pgn, o cargar ARCHIVO.pgn 2: leer una partida de un archivo PGN.
help-flip = girar: leer el tablero desde el otro lado.
help-help = ayuda: las órdenes; ayuda ORDEN: una orden; ayuda jugada, ayuda enroque, ayuda promoción: cómo escribirlas.
help-quit = salir: terminar; la partida queda guardada y puede reanudarse.
help-engine = motor reiniciar: arrancar de nuevo el motor tras un problema.
help-level = nivel N: la fuerza del motor, de 1 a 10.
bad-command = No se entiende { $text }. { $usage }
flipped = El tablero se lee desde el lado de { $side ->
    [white] las blancas
   *[black] las negras
}.
taken-back = { $plies ->
    [one] Una jugada retirada.
   *[other] { $plies } medias jugadas retiradas.
}
lifted = { $piece } { $square } levantado.
clock-pressed = Reloj pulsado.
not-your-move = No le toca jugar.
game-is-over = La partida ha terminado: { $asked ->
    [draw] no quedan tablas que ofrecer.
    [claim] no queda nada que reclamar.
    [resign] no queda nada que abandonar.
    [undo] ya no se retiran jugadas. La orden nueva empieza otra partida.
   *[move] no hay más jugadas. La orden nueva empieza otra partida.
}
goodbye = Partida guardada. Adiós.

# Juego en el terminal: el reloj parlante apagado y encendido (reloj apagado,
# reloj encendido), y la respuesta del motor a una oferta de tablas
# ($engine: su nombre, o none).
talking-clock-off = Reloj parlante apagado; c sigue diciendo la hora.
talking-clock-on = Reloj parlante encendido.
# Los relojes de una partida libre esperan a las dos primeras jugadas, como en lichess.
clocks-wait = Los relojes arrancan tras { $side ->
    [you] su primera jugada
    [white] la primera jugada de las blancas
   *[black] la primera jugada de las negras
}.
engine-accepts-draw = { $engine ->
    [none] El motor
   *[other] { $engine }
} acepta las tablas.
engine-declines-draw = { $engine ->
    [none] El motor
   *[other] { $engine }
} rechaza las tablas.

# La ventana del tablero: el dedo, la exploración y la jugada casilla a casilla.
cursor-edge = Borde
cursor-not-found = No hay ninguna
cursor-wrapped = Desde el principio: { $square }
cursor-wrapped-alone = Desde el principio
direction = { $d ->
    [up] adelante
    [down] atrás
    [left] izquierda
    [right] derecha
    [up-left] adelante a la izquierda
    [up-right] adelante a la derecha
    [down-left] atrás a la izquierda
   *[down-right] atrás a la derecha
}
scan-ray = { $direction }: { $squares }
scan-nothing = Nada
felt-empty = { $square } vacía
felt-piece = { $square } { $piece }
put-back = { $piece } { $square } devuelto.
touched = { $piece } { $square } tocado{ $must ->
    [yes] : hay que capturarlo.
   *[no] .
}
placed = { $move } colocado. Intro anuncia la jugada.
promotion-needed = Promoción en { $square }: pulse q, r, b o n, o elija con las flechas e Intro.
promotion-choice = { $piece }

# El mando en la ventana del tablero.
gamepad-connected = Mando conectado: { $name }
gamepad-disconnected = Mando desconectado: { $name }
gamepad-unavailable = Los mandos no están disponibles: { $reason }. Las teclas funcionan como siempre.

# La ayuda de la ventana del tablero (F1): qué hace cada tecla y cada botón del mando.
window-help = Teclas y botones del mando de la ventana del tablero:
window-help-line = { $action }: { $keys }.
window-help-gamepad = mando { $buttons }
window-help-listen = Mantener y decir una jugada en voz alta (tactus --listen)
action-step = Mover el cursor { $direction }
action-jump-rank = Ir a la fila { $rank }
action-jump-file = Ir a la columna { $file }
action-next-role = Siguiente: { $piece }
action-previous-role = Anterior: { $piece }
action-lift-or-place = Levantar la pieza o colocarla
action-lift-place-or-announce = Levantar, colocar o anunciar la jugada
action-announce = Anunciar la jugada colocada
action-cancel = Deshacer el levantamiento o la colocación
action-say-square = Decir la casilla
action-say-last-move = Decir la última jugada
action-say-clocks = Decir los dos relojes
action-say-own-clock = Decir su reloj
action-say-opponent-clock = Decir el reloj del rival
action-next-piece = Siguiente de sus piezas
action-previous-piece = Anterior de sus piezas
action-say-turn = Decir a quién le toca
action-say-legal-moves = Decir las jugadas legales
action-say-legal-captures = Decir las capturas legales
action-say-attackers = Decir qué ataca la casilla
action-say-attacked-squares = Decir qué ataca la pieza de aquí
action-say-position = Decir toda la posición
action-scan-diagonals = Explorar las diagonales
action-scan-lines = Explorar la fila y la columna
action-scan-rank = Leer la fila
action-scan-file = Leer la columna
action-scan-around = Leer las casillas de alrededor
action-scan-knight-moves = Leer los saltos de caballo
action-go-to-last-move = Ir a las casillas de la última jugada
action-help = Ayuda
action-settings = Ajustes
action-command-line = Línea de órdenes
action-flip = Girar el tablero
action-zoom-in = Ampliar
action-zoom-out = Reducir
action-full-screen = Pantalla completa sí o no
action-quit = Salir
action-resign = Abandonar
action-offer-draw = Ofrecer tablas o aceptarlas
action-toggle-talking-clock = Reloj parlante apagado o encendido

## Ajustes: la orden set y el diálogo de ajustes de la ventana del tablero (Ctrl+,).
# $name es la clave de un ajuste (style, lang, voice, rate, theme, sonify,
# order, board, confirm); $value llega en palabras.
setting-name = { $name ->
    [style] Estilo
    [lang] Idioma
    [voice] Voz
    [rate] Velocidad de la voz
    [theme] Colores
    [sonify] Sonidos del tablero
    [order] Orden de las piezas
    [board] Lectura del tablero
    [promotion] Promoción
    [openings] Nombres de apertura
    [listen] Entrada por voz
    [braille] Línea braille
    [confirm-heard] Confirmar jugadas oídas
   *[confirm] Confirmar jugadas
}
setting-changed = { $name }: { $value }.
setting-row = { $name }: { $value }, { $position } de { $count }
setting-shown = { $name }: { $value }
setting-asked = { $name }: { $value }. { $takes }
setting-takes = { $name ->
    [style] Diga ajustar estilo anna, appendix-e, spoken, nato o san.
    [lang] Diga ajustar idioma en, de o es.
    [voice] Diga ajustar voz tts, text o none.
    [speaker] Diga ajustar locutor con el nombre de una voz de la lista que dice voces, o ajustar locutor predeterminado.
    [rate] Diga ajustar velocidad con un porcentaje de 50 a 300, como ajustar velocidad 150.
    [volume] Diga ajustar volumen con un porcentaje de 0 a 100, como ajustar volumen 60, o ajustar volumen predeterminado.
    [theme] Diga ajustar tema yellow-navy, black-white o colour-blind.
    [sonify] Diga ajustar sonidos encendido o apagado.
    [order] Diga ajustar orden propias o mezcladas.
    [board] Diga ajustar tablero filas o piezas.
    [promotion] Diga ajustar promoción preguntar o dama.
    [openings] Diga ajustar aperturas encendido o apagado.
    [listen] Diga ajustar escuchar encendido o apagado.
    [braille] Diga ajustar braille auto, encendido o apagado.
    [confirm-heard] Diga ajustar confirmar-oído encendido o apagado.
   *[confirm] Diga ajustar confirmar encendido o apagado.
}
bad-setting = { $name ->
    [style] Estilo desconocido { $given }: anna, appendix-e, spoken, nato o san.
    [lang] Idioma desconocido { $given }: en, de o es.
    [voice] Voz desconocida { $given }: tts, text o none.
    [rate] No hay velocidad { $given }: diga un porcentaje de 50 a 300.
    [theme] Colores desconocidos { $given }: yellow-navy, black-white o colour-blind.
    [order] Orden desconocido { $given }: propias o mezcladas.
    [board] Lectura del tablero desconocida { $given }: filas o piezas.
    [promotion] Promoción desconocida { $given }: preguntar o dama.
    [braille] Diga auto, encendido o apagado para la línea braille, no { $given }.
   *[other] Diga encendido o apagado, no { $given }.
}
setting-on = activado
setting-off = desactivado
setting-braille-auto = cuando BRLTTY ofrece una
setting-rate = { $percent } por ciento
setting-style-appendix-e = las palabras de la FIDE (Apéndice D, antes E)
setting-style-spoken = hablado
setting-style-nato = alfabeto OTAN
setting-style-san = notación algebraica
setting-lang-en = English
setting-lang-de = Deutsch
setting-lang-es = Español
setting-voice-tts = sintetizador de voz
setting-voice-text = texto
setting-voice-none = silencio
setting-theme-yellow-navy = amarillo y azul marino
setting-theme-black-white = blanco y negro
setting-theme-colour-blind = naranja y azul, para daltónicos
setting-order-yours-first = primero sus piezas
setting-order-mixed = ambos colores juntos
setting-board-ranks = fila por fila
setting-board-pieces = listas de piezas
settings-title = Ajustes
settings-opened = Ajustes. { $row }. Arriba y abajo eligen, izquierda y derecha cambian, Escape cierra.
settings-closed = Ajustes cerrados.
voice-unchanged = No se puede cambiar la voz: { $reason }. La voz sigue como estaba.

## Qué falló en el motor ($engine es su ruta; $reason y $status son las
## palabras del sistema; $ms y $allowed en milisegundos).
engine-error-none-found = no se encontró ningún motor de ajedrez: instale el paquete stockfish (Debian lo pone en /usr/games/stockfish) o indique la ruta de un motor UCI
engine-error-cannot-start = no se pudo iniciar el motor { $engine }: { $reason }
engine-error-not-uci = { $engine } no es un motor de ajedrez UCI: no respondió a "uci" en { $ms } milisegundos
engine-error-not-ready = el motor { $engine } no respondió a "isready" en { $ms } milisegundos
engine-error-exited = el motor { $engine } se detuvo mientras { $doing ->
    [starting] arrancaba
    [getting-ready] se preparaba
    [thinking] pensaba
    [waiting] esperaba
   *[other] recibía instrucciones
} ({ $status })
engine-error-hung = el motor { $engine } no dio ninguna jugada en { $ms } milisegundos (tenía { $allowed }) y se detuvo
engine-error-unreadable-move = el motor { $engine } respondió con una jugada ilegible: "{ $text }"
engine-error-illegal-move = { $engine } eligió { $uci }, que no es una jugada legal en la posición
engine-error-no-move = el motor { $engine } no encontró ninguna jugada legal
engine-error-not-running = el motor { $engine } no está en marcha: reinícielo

## Keeping games: the autosave, the games folder, files

file-failed = { $path }: { $error }
file-error-not-found = no existe ese archivo
file-error-no-folder = la carpeta { $folder } no existe
file-error-not-a-folder = hay un archivo donde debería haber una carpeta
file-error-permission = permiso denegado
file-error-disk-full = el disco está lleno
file-error-read-only = el disco es de solo lectura
file-error-is-a-folder = es una carpeta, no un archivo
file-error-too-large = el archivo ocupa más de { $limit } megabytes, más de lo que tactus lee
file-error-not-text = no es un archivo de texto
save-damage-cut-short = está cortada
save-damage-invalid = no es una partida guardada que tactus pueda leer ({ $detail })
save-damage-newer = la escribió una versión más nueva de tactus (formato { $version })
saved-against-engine = contra el motor en el nivel { $level }
saved-between-people = entre dos personas
saved-between-engines = entre dos motores
saved-game-waiting = Hay guardada una partida sin terminar { $against }, jugada { $number }: { $how ->
    [key] R la reanuda, N empieza una partida nueva.
   *[line] escriba reanudar para seguir, o nueva para empezar otra.
}
saved-game-recovered = Se { $plies ->
    [one] pudo recuperar 1 medio movimiento
   *[other] pudieron recuperar { $plies } medios movimientos
}, hasta la jugada { $number }: { $how ->
    [key] R sigue desde ahí, N empieza una partida nueva.
   *[line] escriba reanudar para seguir desde ahí, o nueva para empezar otra.
}
saved-game-damaged = No se pudo leer la partida guardada: { $why }. Se conserva en la carpeta de datos como { $path }.
saved-game-damaged-in-place = No se pudo leer la partida guardada: { $why }. No se pudo apartar ({ $error }); se queda donde está y no se guarda nada encima.
game-kept = { $unfinished ->
    [yes] La partida sin terminar se conserva en la carpeta de partidas como { $name }; escriba cargar y ese nombre para retomarla.
   *[no] Esta partida se conserva en la carpeta de partidas como { $name }.
}
keep-failed = No se pudo guardar la partida en la carpeta de partidas: { $error }.
autosave-failed = No se pudo guardar la partida: { $error }. Escriba guardar ARCHIVO.pgn para conservarla.
autosave-works = La partida vuelve a guardarse.
quit-unsaved = No se pudo guardar la partida: { $error }. Escriba guardar ARCHIVO.pgn para conservarla, o escriba salir otra vez para irse sin ella.
goodbye-unsaved = Adiós. La partida no se guardó.

## La conversación: preguntas que caducan, respuestas sin pregunta, el final
## de la partida a petición, y una partida nueva.
question-expired = La pregunta caducó; no cambió nada.
nothing-to-answer = No hay ninguna pregunta que responder.
# $ended es el final ya en palabras: «Jaque mate. Ganan las blancas.»
game-finished = La partida ha terminado. { $ended } La orden nueva empieza otra partida.
confirm-new-game = { $key ->
    [yes] ¿Empezar una partida nueva? Esta partida se guarda aparte. Pulse la misma tecla otra vez para confirmar.
   *[no] ¿Empezar una partida nueva? Esta partida se guarda aparte. Escriba sí para confirmar.
}
help-new = nueva: una partida nueva con los mismos jugadores, el mismo control de tiempo y las mismas reglas; durante una partida, tras una confirmación.
action-new-game = Partida nueva

## Fallos de las salidas y archivos en torno a la partida (issue #9): cada
## uno se dice una vez. $file es el nombre de un archivo, $key y $value tal cual.
fault-speech-unavailable = No hay voz. Se habla como texto.
fault-speech-lost = La voz se ha detenido. Se habla como texto hasta que vuelva.
fault-speech-back = La voz ha vuelto.
fault-sound-unavailable = { $lost ->
    [yes] El dispositivo de sonido ha desaparecido. Sonidos apagados.
   *[no] No hay sonido. Sonidos apagados.
}
hearing-listening = Escuchando: diga su jugada en inglés, o escríbala.
fault-hearing-no-library = La entrada por voz necesita PocketSphinx: instale los paquetes libpocketsphinx3 y pocketsphinx-en-us. Voz apagada; se puede escribir.
fault-hearing-no-model = La entrada por voz necesita el modelo de habla inglés (falta { $detail }): instale el paquete pocketsphinx-en-us. Voz apagada; se puede escribir.
fault-hearing-recogniser = El reconocedor de voz ha fallado ({ $detail }). Voz apagada; se puede escribir.
fault-hearing-unknown-word = El reconocedor de voz no conoce la palabra { $detail }; las frases con ella no se oyen.
fault-hearing-no-microphone = No hay micrófono. Voz apagada; se puede escribir.
fault-hearing-device = El micrófono ha fallado ({ $detail }). Voz apagada; se puede escribir.
fault-no-display = No hay pantalla. Se juega en el terminal.
fault-display-lost = La pantalla se cerró. La partida está guardada: tactus --resume la continúa.
fault-config-bad-value = { $file }: «{ $value }» no es un valor de { $key }. Se usa el predeterminado.
fault-config-unknown-key = { $file }: ajuste desconocido «{ $key }», ignorado.
fault-config-unreadable = { $file } no se puede leer{ $line ->
    [0] {""}
   *[other] {" "}en la línea { $line }
}. Se usan los valores predeterminados.
fault-config-kept-aside = Su archivo de ajustes tenía valores erróneos. Se guarda como { $path } y se escribe uno nuevo.
fault-key-binding-ignored = { $file } línea { $line }: { $chord } = «{ $action }» no es una asignación de tecla. Omitida.

## Posiciones muertas y caída de bandera sin posibilidad de mate (art. 5.2.2, 6.9, 7.5.5)
reason-dead-position = Posición muerta: ningún bando puede dar mate con ninguna serie de jugadas legales
reason-flag-fall-undecided = { $side ->
    [you] Se le cayó la bandera
    [white] Cayó la bandera de las blancas
   *[black] Cayó la bandera de las negras
}; no se pudo decidir si { $opponent ->
    [you] usted podría
    [white] las blancas podrían
   *[black] las negras podrían
} aún dar mate
reason-illegal-moves-undecided = { $side ->
    [you] Usted completó
    [white] Las blancas completaron
   *[black] Las negras completaron
} una jugada ilegal de más; no se pudo decidir si { $opponent ->
    [you] usted podría
    [white] las blancas podrían
   *[black] las negras podrían
} aún dar mate

## Words (#10.9-12): a talking clock that says what changes, time controls
## in words, defended pieces, promotion asked, style and language kept
## apart, long answers in pages.
clock-reading-time = { $side ->
    [you] Su reloj
    [white] Blancas
   *[black] Negras
}: { $time }
clock-countdown = { $n }
control-moves-in = { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
} en { $time }
control-then = { $first }, después { $rest }
control-increment = { $control } más { $time } por jugada
control-delay = { $control }, { $kind ->
    [bronstein] retraso Bronstein
   *[simple] retraso
} { $time }
attackers-white-piece = Defendida por las blancas: { $white }. Atacada por las negras: { $black }.
attackers-black-piece = Defendida por las negras: { $black }. Atacada por las blancas: { $white }.
in-check = { $side ->
    [you] Está en jaque
    [white] Las blancas están en jaque
   *[black] Las negras están en jaque
}
square-plain-empty = { $square }, { $shade ->
    [dark] casilla oscura
   *[light] casilla clara
}, vacía
square-plain-piece = { $square }, { $shade ->
    [dark] casilla oscura
   *[light] casilla clara
}, { $piece }
which-promotion = ¿Qué pieza? Dama, torre, alfil o caballo.
setting-promotion-ask = preguntar la pieza
setting-promotion-queen = siempre dama
fide-words-in-german = Las jugadas se anuncian con las palabras FIDE del Apéndice { $appendix }, que son alemanas; todo lo demás sigue en español.
score-page = Las últimas jugadas, { $first } a { $last }; partida todo las lee todas:

## Key names in the help (KeyboardEvent.code names, said as on a US
## layout): modifiers, number-pad digits, and every key that is not a
## letter, a digit or a function key.
key-mod-ctrl = Ctrl
key-mod-alt = Alt
key-mod-shift = Mayús
key-numpad-digit = { $digit } del teclado numérico
key-Backquote = Acento grave
key-Backslash = Barra invertida
key-BracketLeft = Corchete de apertura
key-BracketRight = Corchete de cierre
key-Comma = Coma
key-Equal = Igual
key-IntlBackslash = Menor que
key-IntlRo = Ro
key-IntlYen = Yen
key-Minus = Menos
key-Period = Punto
key-Quote = Apóstrofo
key-Semicolon = Punto y coma
key-Slash = Barra
key-AltLeft = Alt izquierda
key-AltRight = Alt derecha
key-Backspace = Retroceso
key-CapsLock = Bloq Mayús
key-ContextMenu = Menú contextual
key-ControlLeft = Control izquierda
key-ControlRight = Control derecha
key-Enter = Intro
key-SuperLeft = Windows izquierda
key-SuperRight = Windows derecha
key-ShiftLeft = Mayúsculas izquierda
key-ShiftRight = Mayúsculas derecha
key-Space = Espacio
key-Tab = Tabulador
key-Convert = Convertir
key-KanaMode = Kana
key-Lang1 = Idioma 1
key-Lang2 = Idioma 2
key-Lang3 = Idioma 3
key-Lang4 = Idioma 4
key-Lang5 = Idioma 5
key-NonConvert = No convertir
key-Delete = Suprimir
key-End = Fin
key-Help = Ayuda
key-Home = Inicio
key-Insert = Insertar
key-PageDown = Avanzar página
key-PageUp = Retroceder página
key-ArrowDown = Flecha abajo
key-ArrowLeft = Flecha izquierda
key-ArrowRight = Flecha derecha
key-ArrowUp = Flecha arriba
key-NumLock = Bloq Num
key-NumpadAdd = Más del teclado numérico
key-NumpadBackspace = Retroceso del teclado numérico
key-NumpadClear = Borrar del teclado numérico
key-NumpadClearEntry = Borrar entrada del teclado numérico
key-NumpadComma = Coma del teclado numérico
key-NumpadDecimal = Separador decimal del teclado numérico
key-NumpadDivide = Dividir del teclado numérico
key-NumpadEnter = Intro del teclado numérico
key-NumpadEqual = Igual del teclado numérico
key-NumpadHash = Almohadilla del teclado numérico
key-NumpadMemoryAdd = Sumar a memoria del teclado numérico
key-NumpadMemoryClear = Borrar memoria del teclado numérico
key-NumpadMemoryRecall = Recuperar memoria del teclado numérico
key-NumpadMemoryStore = Guardar en memoria del teclado numérico
key-NumpadMemorySubtract = Restar de memoria del teclado numérico
key-NumpadMultiply = Multiplicar del teclado numérico
key-NumpadParenLeft = Abrir paréntesis del teclado numérico
key-NumpadParenRight = Cerrar paréntesis del teclado numérico
key-NumpadStar = Asterisco del teclado numérico
key-NumpadSubtract = Menos del teclado numérico
key-Escape = Escape
key-Fn = Fn
key-FnLock = Bloqueo Fn
key-PrintScreen = Imprimir pantalla
key-ScrollLock = Bloq Despl
key-Pause = Pausa
key-BrowserBack = Navegador atrás
key-BrowserFavorites = Navegador favoritos
key-BrowserForward = Navegador adelante
key-BrowserHome = Navegador inicio
key-BrowserRefresh = Navegador actualizar
key-BrowserSearch = Navegador buscar
key-BrowserStop = Navegador detener
key-Eject = Expulsar
key-LaunchApp1 = Abrir aplicación 1
key-LaunchApp2 = Abrir aplicación 2
key-LaunchMail = Correo
key-MediaPlayPause = Reproducir o pausar
key-MediaSelect = Seleccionar medio
key-MediaStop = Detener reproducción
key-MediaTrackNext = Pista siguiente
key-MediaTrackPrevious = Pista anterior
key-Power = Encendido
key-Sleep = Suspender
key-AudioVolumeDown = Bajar volumen
key-AudioVolumeMute = Silenciar
key-AudioVolumeUp = Subir volumen
key-WakeUp = Activar
key-Meta = Meta
key-Hyper = Hyper
key-Turbo = Turbo
key-Abort = Anular
key-Resume = Reanudar
key-Suspend = Suspender
key-Again = Repetir
key-Copy = Copiar
key-Cut = Cortar
key-Find = Buscar
key-Open = Abrir
key-Paste = Pegar
key-Props = Propiedades
key-Select = Seleccionar
key-Undo = Deshacer
key-Hiragana = Hiragana
key-Katakana = Katakana

## Gamepad buttons in the help, by their place on the pad.
button-south = botón sur
button-east = botón este
button-west = botón oeste
button-north = botón norte
button-c = botón C
button-z = botón Z
button-left-shoulder = botón superior izquierdo
button-right-shoulder = botón superior derecho
button-left-trigger = gatillo izquierdo
button-right-trigger = gatillo derecho
button-select = select
button-start = start
button-mode = botón central
button-left-stick = stick izquierdo pulsado
button-right-stick = stick derecho pulsado
button-dpad-up = cruceta arriba
button-dpad-down = cruceta abajo
button-dpad-left = cruceta izquierda
button-dpad-right = cruceta derecha

## Typed errors (#14): a saved game that cannot be resumed, a game file that
## cannot be loaded, a file problem without the system's English.
file-error-other = el sistema lo rechazó (error { $code })
save-damage-not-a-game = no es una partida guardada de tactus (línea { $line })
restore-error-time-control = no se puede leer el control de tiempo { $given }
restore-error-start-position = la posición inicial { $fen } no es una posición legal
restore-error-move = la media jugada { $ply }, { $move }, no es una jugada legal
restore-error-clock = las lecturas del reloj no pueden ser
restore-error-level = no existe el nivel { $given }: los niveles van de { $min } a { $max }
pgn-error-no-games = el archivo no tiene partidas
pgn-error-no-such-game = el archivo tiene { $count } { $count ->
    [one] partida
   *[other] partidas
}; no hay partida { $requested }
pgn-error-in-tags = partida { $game }, en las etiquetas: { $problem }
pgn-error-at-move = partida { $game }, jugada { $number } { $side ->
    [white] (blancas)
   *[black] (negras)
}: { $problem }
pgn-problem-unreadable = jugada ilegible "{ $token }"
pgn-problem-illegal = jugada ilegal "{ $token }"
pgn-problem-ambiguous = jugada ambigua "{ $token }"
pgn-problem-after-end = jugada "{ $token }" después del final de la partida
pgn-problem-after-result = jugada "{ $token }" después del resultado
pgn-problem-bad-fen = la posición inicial { $fen } no es una posición legal
pgn-problem-no-result = las jugadas terminan sin resultado (1-0, 0-1, 1/2-1/2 o *); puede que el archivo esté cortado
pgn-problem-not-pgn = no es PGN
pgn-error-variant = la partida { $game } es { $variant }; tactus lee ajedrez y Chess960
pgn-problem-variant = la partida es { $variant }; tactus lee ajedrez y Chess960
pgn-problem-null-move = jugada nula "{ $token }": ninguna jugada según las Leyes, un marcador de análisis

## La ventana del tablero para lectores de pantalla: el nombre de la
## cuadrícula, desde qué lado se ve el tablero, y lo que una casilla añade.
board-label = { $side ->
    [white] Tablero, lado de las blancas
   *[black] Tablero, lado de las negras
}
cell-lifted = levantada
cell-legal-move = jugada legal
cell-last-move = última jugada

## Por qué la voz propia no habla como se pidió ($detail son las palabras
## del sintetizador o del sistema; $error un problema de archivo).
speech-fallback-text = { $fault }; se usa texto en su lugar
speech-fault-unreachable = no hay sintetizador de voz ({ $detail })
speech-fault-no-answer = el sintetizador de voz no respondió en { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
}
speech-fault-transcript = no se puede abrir la transcripción: { $error }
speech-fault-thread = la voz no puede arrancar ({ $detail })

## tactus check (#12.3): los hallazgos en un archivo PGN, uno por línea
check-finding = { $place }: { $what }
check-where-game = partida { $game }, { $players }
check-where-move = partida { $game }, { $players }, { $move } { $token }
check-unreadable-move = jugada ilegible
check-illegal-move = jugada ilegal
check-ambiguous-move = jugada ambigua: corresponde a más de una jugada legal
check-after-result = jugada después del resultado
check-after-end = jugada después del final de la partida ({ $reason })
check-bad-fen = la etiqueta FEN «{ $fen }» no es una posición en la que se pueda jugar según las Leyes
check-no-result = la notación termina sin resultado (1-0, 0-1, 1/2-1/2 o *); puede que el archivo esté cortado
check-broken = no es PGN (un comentario o una etiqueta que nunca termina): el resto del archivo no se puede leer
check-bad-result-tag = la etiqueta Result «{ $tag }» no es un resultado
check-bad-time-control = la etiqueta TimeControl «{ $tag }» no es un ritmo de juego del estándar PGN
check-result-tag-differs = la etiqueta Result dice { $tag }, la notación termina con { $result }
check-end-contradicted = { $given }, pero la partida terminó por sí sola ({ $reason }): { $result } según el Art. 5
check-dead-decisive = { $given }, pero en la posición final ningún bando puede dar mate con ninguna serie de jugadas legales: ½-½ según el Art. 5.2.2
check-time-forfeit-draw = { $given } por tiempo, pero { $winner ->
    [white] las blancas no pueden
   *[black] las negras no pueden
} dar mate: ½-½ según el Art. 6.9
check-variant = la partida es { $variant }, ni ajedrez ni Chess960: las Leyes del ajedrez no pueden juzgarla
check-null-move = jugada nula: un marcador de análisis, ninguna jugada según las Leyes; el resultado no se juzga
check-summary = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $plies } medias jugadas, { $seconds } s: { $findings ->
    [0] ningún hallazgo
    [one] 1 hallazgo ({ $kinds })
   *[other] { $findings } hallazgos ({ $kinds })
}
check-progress = { $games } partidas comprobadas
check-cannot-read = no se puede leer { $file }: { $reason }

## help topics, an unknown help word, and set alone
help-move = Una jugada como se dice o se escribe: e4, Cf3, caballo f3, e2e4, exd5 o e captura d5. Si dos piezas pueden ir allí, tactus pregunta cuál, y la línea siguiente responde. Una mayúscula es una pieza: Ac4 y Bc4 son jugadas del alfil, nunca de un peón; R es la torre, como en inglés, y el rey es K o rey.
help-castling = Enroque: O-O, o enroque corto, del lado del rey; O-O-O, o enroque largo, del lado de la dama. La jugada del rey, e1g1, también vale.
help-promotion = Promoción: la jugada del peón y la pieza, e8=D, e8D o e8 dama. Sin la pieza tactus pregunta cuál (siempre con reglas estrictas, si no tras ajustar promoción preguntar); responda con la pieza o su letra: D, T, A o C.
no-such-help = No hay ninguna orden ni tema de ayuda { $given }. { $help }
setting-now = { $name }: { $value }
current-settings = Ajustes: { $list }. ajustar, un ajuste y un valor cambia uno, por ejemplo ajustar velocidad 150.

## the settings file that cannot be written
fault-settings-not-saved = No se pudieron guardar los ajustes: { $error }. Valen hasta que tactus termine.

## score in braille: tactus score and save FILE.brf
score-heading-white = Blancas: { $value }
score-heading-black = Negras: { $value }
score-heading-event = Torneo: { $value }
score-heading-round = Ronda: { $value }
score-heading-date = Fecha: { $value }
score-heading-result = Resultado: { $value }
score-heading-unfinished = Resultado: partida no terminada
score-no-liblouis = no se puede escribir braille: falta liblouis ({ $detail }); instale el paquete liblouis20
score-no-braille-table = no se puede escribir braille: liblouis no puede leer su tabla { $tables }; instale el paquete liblouis-data
score-cannot-read = no se puede leer { $file }: { $reason }
score-bad-cells = { $given } celdas por línea no son posibles: indique de { $min } a { $max }
score-bad-lines = { $given } líneas por página no son posibles: indique de { $min } a { $max }
score-cannot-write = no se puede escribir { $file }: { $reason }
# editions of the Laws
laws-in-force = Se juega con las Leyes de la FIDE de { $year }{ $automatic ->
    [yes] : la quíntuple repetición y los 75 movimientos terminan la partida
   *[no] : la quíntuple repetición y los 75 movimientos no terminan la partida; las tablas por repetición o por la regla de los 50 movimientos se reclaman
}. Las reglas para jugadores ciegos están en el Apéndice { $appendix }.
laws-wrong-claim-penalty = Reclamación incorrecta: { $side ->
    [you] usted recibe
    [white] las blancas reciben
   *[black] las negras reciben
} { $time } más (artículo 9.5, Leyes de { $year }).
# window help
## the help as a list walked item by item, a key pressed in it, the first start
window-help-title = Ayuda
window-help-opened = Ayuda, { $count } elementos. Flecha arriba y abajo los leen, Retroceder página y Avanzar página van de grupo en grupo, cualquier otra tecla dice lo que hace, Escape cierra.
window-help-row = { $item }, { $position } de { $count }
window-help-closed = Ayuda cerrada.
window-help-key = { $key }: { $action }.
window-help-key-unbound = nada
window-help-group = { $group ->
    [moving] Moverse
    [moves] Jugadas
    [questions] Preguntas
    [game] La partida
   *[settings] La ventana y los ajustes
}
first-start-window = Bienvenido a tactus. { $key } da ayuda sobre las teclas.
first-start-terminal = Bienvenido. ayuda muestra las órdenes.
settings-instructions = Arriba y abajo eligen, izquierda y derecha cambian, Escape cierra.
setting-voice-screen-reader = su lector de pantalla
# tactus clock: el reloj de ajedrez parlante y la planilla durante la partida
table-side = { $side ->
    [white] Blancas
   *[black] Negras
}
table-control = Ritmo de juego: { $control }. Intro pone en marcha el reloj de las blancas.
table-started = Reloj en marcha: corre el reloj de las { $side ->
    [white] blancas
   *[black] negras
}.
table-press = { $side ->
    [white] Blancas
   *[black] Negras
}, jugada { $number }: { $move }
table-press-gap = { $side ->
    [white] Blancas
   *[black] Negras
}, jugada { $number }: sin jugada anotada
table-press-unchecked = { $side ->
    [white] Blancas
   *[black] Negras
}, jugada { $number }: { $text }, se comprobará cuando se llene el hueco
table-period = { $side ->
    [white] Blancas
   *[black] Negras
}, { $moves } jugadas: { $time } añadidos
table-button-ignored = El reloj de las { $side ->
    [white] blancas
   *[black] negras
} no corre: no pasa nada
table-paused = Relojes parados.
table-resumed = Relojes en marcha de nuevo.
table-added = { $side ->
    [white] Blancas
   *[black] Negras
}: { $time } añadidos, ahora { $reading }
table-subtracted = { $side ->
    [white] Blancas
   *[black] Negras
}: { $time } quitados, ahora { $reading }
table-set = El reloj de las { $side ->
    [white] blancas
   *[black] negras
} marca { $reading }
table-moves-set = El contador de jugadas de las { $side ->
    [white] blancas
   *[black] negras
} marca { $moves }
table-filled = Jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}, anotada: { $move }
table-misfit = Jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}, { $text }, no encaja: { $why }. Corríjala con undo o avise al árbitro.
table-undone = Pulsación de las { $side ->
    [white] blancas
   *[black] negras
} en la jugada { $number } anulada: vuelve a correr el reloj de las { $side ->
    [white] blancas
   *[black] negras
}.
table-flag = Cayó la bandera de las { $side ->
    [white] blancas
   *[black] negras
}. Blancas: { $white }, negras: { $black }.
table-continued = Partida con reloj reanudada. Al reloj de las { $side ->
    [white] blancas
   *[black] negras
} se le cargaron { $time } por el tiempo en que tactus estuvo parado.
table-continued-stopped = Partida con reloj reanudada; no corría ningún reloj.
table-nothing-to-resume = No hay partida con reloj que reanudar: empieza una nueva.
table-set-aside = La última partida con reloj se guarda como { $file }.
table-damaged = La partida con reloj guardada no se puede leer; se guarda como { $file }.
table-refused-move = { $text }: { $why }. El reloj no se pulsó.
table-not-a-move = { $text } no es una jugada. El reloj no se pulsó.
table-not-started = El reloj no está en marcha: pulse Intro o escriba start.
table-no-gap = No hay hueco en la jugada { $number }.
table-earlier-gap = Llene primero el hueco de la jugada { $number }.
table-fill-move = { $text } no encaja en la jugada { $number }: { $why }
table-nothing-to-undo = No hay pulsación que anular.
table-corrected-since = Los relojes se corrigieron después de la última pulsación: corríjalos de nuevo.
table-flag-fallen = Cayó la bandera de las { $side ->
    [white] blancas
   *[black] negras
}: los relojes están parados.
table-no-side = { $command }: diga blancas o negras.
table-bad-time = { $text } no es un tiempo: escriba 2m, 30s, 1h5m o 1:05:00.
table-bad-number = { $text } no es un número.
table-usage = Escríbalo así: { $usage }
table-score-empty = Aún no hay jugadas.
table-score-move = { $number }. { $white }, { $black }
table-score-half = { $number }. { $white }
table-gap = hueco
table-unchecked = { $text }, sin comprobar
table-saved = Planilla guardada como { $file }.
table-saved-part = Planilla guardada como { $file }, hasta la jugada { $number }: el resto espera a que se llene un hueco.
table-save-failed = La planilla no se pudo guardar como { $file }: { $error }
table-save-pgn-only = El reloj guarda la planilla en PGN o leída en voz alta: dé un nombre de archivo que termine en .pgn, o en .wav, .ogg u .opus para una grabación.
table-autosave-failed = La partida con reloj no se pudo guardar: { $error }
table-help = Intro pulsa el reloj que corre; una jugada e Intro pulsa con la jugada. iniciar; reloj, reloj mía, reloj rival: los relojes; pausa, reanudar; planilla; completar N JUGADA; deshacer; añadir blancas 2m, restar negras 30s, poner blancas 1:05:00, jugadas blancas 40; izquierda, derecha: los pulsadores; guardar ARCHIVO.pgn; salir.
table-bye = La partida con reloj está guardada. tactus clock --resume la continúa y carga al reloj que corría el tiempo transcurrido.
table-preset = { $name }: { $control }, { $words }
## The clock (issue 20): the first of two flags, both clocks announced
## unless muted, tournament mode said
table-flag-first = Cayó primero la bandera de las { $side ->
    [white] blancas
   *[black] negras
}. Blancas: { $white }, negras: { $black }.
table-muted = { $side ->
    [white] El reloj de las blancas ya no se anuncia: anunciar blancas lo anuncia de nuevo.
    [black] El reloj de las negras ya no se anuncia: anunciar negras lo anuncia de nuevo.
   *[both] Los relojes ya no se anuncian: anunciar los anuncia de nuevo.
}
table-unmuted = { $side ->
    [white] El reloj de las blancas se anuncia de nuevo.
    [black] El reloj de las negras se anuncia de nuevo.
   *[both] Los dos relojes se anuncian de nuevo.
}
table-help-mute = El reloj parlante anuncia los dos relojes cuando se les acaba el tiempo: silenciar negras (o silenciar blancas) lo calla para ese lado, silenciar para los dos; anunciar negras (o anunciar) lo devuelve.
table-tournament = Modo torneo: las jugadas se anotan tal como se escriben, sin juzgarlas en voz alta; las órdenes del árbitro necesitan su código.
table-tournament-no-code = Modo torneo: las jugadas se anotan tal como se escriben, sin juzgarlas en voz alta. Esta partida no tiene código del árbitro: el modo torneo dura hasta el final de la partida.
code-taken = Código recibido.
table-saved-waiting = Hay guardada una partida con reloj sin terminar: jugada { $number }, { $side ->
    [white] juegan las blancas
   *[black] juegan las negras
}. { $how ->
    [key] R la reanuda, N empieza una partida nueva.
   *[line] Escribe reanudar para seguir con ella, o nueva para empezar otra.
}
table-set-aside-unfinished = La partida con reloj sin terminar se guarda como { $file }: tactus clock --resume con ese nombre la reanuda.
table-resumed-named = { $side ->
    [white] La partida con reloj { $file } sigue tal como se guardó: corre el reloj de las blancas.
    [black] La partida con reloj { $file } sigue tal como se guardó: corre el reloj de las negras.
   *[none] La partida con reloj { $file } sigue tal como se guardó; no corría ningún reloj.
}
## score as a recording: tactus score --format wav, save FILE.wav
recording-players = Blancas: { $white }. Negras: { $black }.
recording-unknown-player = desconocido
recording-event = { $event }.
recording-event-round = { $event }, ronda { $round }.
recording-date = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }.
recording-month = { $month ->
    [1] Enero
    [2] Febrero
    [3] Marzo
    [4] Abril
    [5] Mayo
    [6] Junio
    [7] Julio
    [8] Agosto
    [9] Septiembre
    [10] Octubre
    [11] Noviembre
   *[12] Diciembre
} de { $year }.
recording-year = { $year }.
recording-heading-result = Resultado: { $result ->
    [white] ganaron las blancas
    [black] ganaron las negras
    [draw] tablas
   *[unknown] ninguno todavía
}.
recording-move-clock = { $move }. Quedan { $time } en el reloj.
recording-no-result = La partida no tiene resultado todavía.
recording-started = Grabando la partida en { $path }. Siga jugando; oirá cuando esté escrita.
recording-written = Grabación escrita en { $path }, dura { $length }.
recording-failed = { $path }: no se hizo ninguna grabación: { $why }.
recording-fault-no-synthesizer = el sintetizador de voz espeak-ng no arranca; puede que falten sus datos de voz (el paquete espeak-ng-data)
recording-fault-no-voice = espeak-ng no tiene voz { $lang ->
    [de] alemana
    [es] española
   *[en] inglesa
}
recording-fault-refused = el sintetizador de voz espeak-ng rechazó las palabras (error { $code })
recording-fault-too-long = la partida leída sería más larga de lo que cabe en un archivo WAV
recording-needs-output = Una grabación es sonido, no texto: indique el archivo con -o, por ejemplo -o partida.wav.

## engine failures in words: why an engine could not start, how it ended
engine-start-no-such-program = ese programa no existe
engine-start-not-permitted = no se permite ejecutarlo (permiso denegado)
engine-start-no-output = no se pudo leer su salida
engine-start-no-thread = ningún hilo pudo leerlo
engine-start-system-error = error del sistema { $number }
engine-start-system-error-unknown = un error del sistema
engine-ended-code = código de salida { $code }
engine-ended-signal = terminado por la señal { $signal }
engine-ended-closed-output = cerró su salida
engine-ended-unknown = no se sabe cómo terminó

# window zoom
window-zoom = Zoom al { $percent } por ciento.
window-zoom-largest = Zoom al { $percent } por ciento, el máximo de esta ventana.

# clock window
clock-window-title = tactus reloj
clock-window-side = { $side ->
    [white] Blancas
   *[black] Negras
}
clock-window-moves = { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}
clock-window-flag = Bandera caída
clock-window-label = Reloj de { $side ->
    [white] las blancas
   *[black] las negras
}, botón { $button ->
    [left] izquierdo
   *[right] derecho
}
clock-window-value = { $time }, { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}{ $state ->
    [running] , en marcha
    [flag] , bandera caída
   *[stopped] {""}
}

# voice and volume
setting-name-volume = Volumen
setting-volume = { $percent } por ciento
setting-volume-default = el volumen propio del sintetizador
bad-setting-volume = No hay volumen { $given }: diga un porcentaje de 0 a 100, o predeterminado.

## the line interfaces: standard input that cannot be read
input-cannot-read = no se puede leer la entrada

## Review mode in the window (issue 10, point 14)
action-review = Repasar la partida jugada a jugada
review-opened = Repaso: izquierda y derecha recorren las jugadas, Inicio va al principio, Escape o Fin vuelven a la partida.
review-start = La posición inicial.
review-at-start = Este es el principio: no hay jugada antes.
review-closed = De vuelta a la partida.
review-keys = En el repaso: izquierda y derecha recorren las jugadas, Escape vuelve a la partida.

## The synthesizer's voice (issue 10, point 8)
setting-name-speaker = Locutor
setting-speaker = { $name }
setting-speaker-default = la voz predeterminada del idioma
bad-setting-speaker = No hay ninguna voz llamada { $given }.
voices-listed = { $count ->
    [one] Una voz para { $language }
   *[other] { $count } voces para { $language }
}, de la { $first } a la { $last }: { $names }.
voices-more = Escriba voces { $page } para ver más.
voices-none = El sintetizador no ofrece ninguna voz para { $language }.
voices-unavailable = No se pueden listar las voces del sintetizador: { $why }
voices-no-page = No hay página { $page } de voces: hay { $pages }.
help-voices = voces: las voces del sintetizador para el idioma, de diez en diez (voces 2 para las diez siguientes); ajustar locutor NOMBRE elige una, ajustar locutor predeterminado la del idioma.
voices-language = { $lang ->
    [de] alemán
    [es] español
   *[en] inglés
}
## modo torneo (una partida bajo el árbitro: tactus tty, play, la ventana)
help-tournament = torneo encendido: modo torneo, antes de la primera jugada: solo el reloj, la planilla y las palabras de las jugadas. torneo apagado: salir de él; el árbitro escribe el código en la línea siguiente.
tournament-on = Modo torneo: solo el reloj, la planilla y las palabras de las jugadas.
tournament-too-late = El modo torneo solo se puede activar antes de la primera jugada de una partida.
tournament-not-on = El modo torneo no está activado.
tournament-refused = { $what ->
    [advice] El modo torneo no permite información sobre la partida, como el nombre de la apertura (artículo 11.3).
    [new-game] El modo torneo no permite otra partida antes de que esta termine: el código del árbitro termina el modo.
    [engine] El modo torneo no permite jugar contra un motor.
    [moves] El modo torneo no permite listas de jugadas legales.
    [attacks] El modo torneo no permite decir qué ataca una casilla.
    [scans] El modo torneo no permite recorrer el tablero.
    [takeback] El modo torneo no permite deshacer jugadas.
    [load] El modo torneo no permite cargar otra partida.
    [board-moves] El modo torneo no permite mover piezas en el tablero de la pantalla: escriba la jugada.
   *[position] El modo torneo no permite describir la posición.
}
tournament-noted = Anotado para el árbitro: { $written }. La posición no cambia.
tournament-ask-code = ¿Código del árbitro?
tournament-left = Modo torneo terminado.
tournament-wrong-code = Código incorrecto. El modo torneo sigue.
tournament-no-code = Esta partida no tiene código del árbitro: el modo torneo dura hasta el final de la partida.
tournament-window-title = modo torneo
window-cannot-open = no se pudo abrir la ventana: { $error }
window-title = tactus: tablero de ajedrez
window-title-tournament = { window-title } — { tournament-window-title }
## Adjournment and two boards at the clock (issue 13: seal, unseal, the envelope, reconcile, retrace)
adjourn-help = El árbitro: sellar, y la jugada en la línea siguiente (no se muestra), aplaza la partida con la jugada secreta en el sobre; abrir abre el sobre; cotejar VIDENTE.pgn compara la planilla del jugador vidente con la de la mesa; retroceder N vuelve a la posición tras la media jugada N.
adjourn-ask-move = { $side ->
    [white] Blancas
   *[black] Negras
}, ¿su jugada secreta? Escríbala; los relojes se paran cuando queda sellada. Una línea vacía cancela.
adjourn-cancelled = No se selló nada.
adjourn-sealed = Jugada sellada: la jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
}. Los relojes están parados y la partida aplazada. Blancas: { $white }, negras: { $black }.
adjourn-envelope = El sobre está escrito en la carpeta de datos como { $name }: impreso (.txt), en braille (.brf) y en PGN (.pgn). El árbitro guarda { $name }.json, que contiene la jugada secreta.
adjourn-envelope-no-brf = El sobre está escrito en la carpeta de datos como { $name }: impreso (.txt) y en PGN (.pgn), sin copia en braille: { $error }. El árbitro guarda { $name }.json, que contiene la jugada secreta.
adjourn-envelope-failed = No se pudo escribir el sobre: { $error }. La jugada secreta queda en la partida con reloj.
adjourn-unsealed = El sobre está abierto. Jugada secreta { $number } de las { $side ->
    [white] blancas
   *[black] negras
}: { $move }. El reloj de las { $next ->
    [white] blancas
   *[black] negras
} está listo: escriba start o pulse un pulsador.
adjourn-unsealed-unchecked = El sobre está abierto. Jugada secreta { $number } de las { $side ->
    [white] blancas
   *[black] negras
}: { $text }, anotada tal cual, se comprobará cuando se rellene el hueco. El reloj de las { $next ->
    [white] blancas
   *[black] negras
} está listo: escriba start o pulse un pulsador.
adjourn-unsealed-illegal = El sobre está abierto. La jugada secreta { $number } de las { $side ->
    [white] blancas
   *[black] negras
}, { $text }, no se puede jugar aquí: { $why }. Queda en la planilla tal cual, para el árbitro: según las Leyes una jugada secreta ilegal pierde la partida, salvo que el rival no pueda dar mate (illegal, result).
adjourn-resumed = La partida aplazada vuelve: la jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
} está sellada. unseal abre el sobre.
adjourn-bad-file = No se puede leer { $file }: { $error }
adjourn-not-a-game = { $file } no es una partida con reloj de tactus.
adjourn-not-sealed = { $file } no contiene ninguna jugada secreta: tactus clock --resume continúa una partida que no se aplazó.
adjourn-refused-adjourned = La partida está aplazada con la jugada secreta de las { $side ->
    [white] blancas
   *[black] negras
}: primero unseal.
adjourn-refused-not-adjourned = La partida no está aplazada: no hay jugada secreta.
adjourn-refused-move = Esa jugada no se puede hacer aquí: no se selló nada.
adjourn-refused-not-a-move = Eso no es una jugada: no se selló nada.
adjourn-refused-beyond = La planilla tiene { $plies } medias jugadas: no puede volver a la media jugada { $ply }.
adjourn-refused-other-start = La planilla del jugador vidente empieza desde otra posición: no se puede comparar con la de la mesa.
adjourn-sighted-unreadable = No se puede leer la planilla del jugador vidente { $file }: { $error }. No cambió nada.
adjourn-agree = Las planillas coinciden: { $plies } medias jugadas. La mesa no ve los tableros: un tablero que difiera se pone en esta posición. { $position }
adjourn-differ = Las planillas difieren en la media jugada { $after }: la mesa tiene { $table }, la planilla del jugador vidente { $sighted }. Coinciden hasta la media jugada { $ply }, jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
}. La posición allí: { $position } Los relojes anotados allí: blancas { $white }, negras { $black }. ¿Volver allí? sí o no.
adjourn-differ-start = Las planillas difieren desde la primera media jugada: la mesa tiene { $table }, la planilla del jugador vidente { $sighted }. La posición: la inicial. Los relojes: blancas { $white }, negras { $black }. ¿Volver allí? sí o no.
adjourn-illegal = Las dos planillas tienen { $written } en la media jugada { $ply }, y no se puede jugar allí: se completó una jugada ilegal, para el árbitro (illegal).
adjourn-nothing = nada
adjourn-not-retraced = No se volvió atrás.
adjourn-retraced = De vuelta a la posición tras la jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
}: { $count ->
    [one] 1 media jugada retirada
   *[other] { $count } medias jugadas retiradas
} de la planilla ({ $removed }). Blancas: { $white }, negras: { $black }. { $state ->
    [running] Corre el reloj de las { $next ->
        [white] blancas
       *[black] negras
    }.
    [paused] Los relojes siguen parados.
   *[stopped] El reloj de las { $next ->
        [white] blancas
       *[black] negras
    } está listo: escriba start.
}
adjourn-retraced-start = De vuelta al inicio: { $count ->
    [one] 1 media jugada retirada
   *[other] { $count } medias jugadas retiradas
} de la planilla ({ $removed }). Blancas: { $white }, negras: { $black }. { $state ->
    [running] Corre el reloj de las blancas.
    [paused] Los relojes siguen parados.
   *[stopped] El reloj de las blancas está listo: escriba start.
}
adjourn-position = Blancas: { $white }. Negras: { $black }.
adjourn-envelope-title = Partida aplazada: el sobre
adjourn-envelope-white = Blancas: { $name }
adjourn-envelope-black = Negras: { $name }
adjourn-envelope-control = Ritmo de juego: { $control } ({ $tag })
adjourn-envelope-sealer = La jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
} está sellada: { $sealed }
adjourn-envelope-sealed = sellada
adjourn-envelope-clocks = Relojes al sellar: blancas { $white }, negras { $black }
adjourn-envelope-moves = Jugadas hechas: blancas { $white }, negras { $black }
adjourn-envelope-fen = Posición antes de la jugada secreta (FEN): { $fen }
adjourn-envelope-board = Posición antes de la jugada secreta: { $position }
adjourn-envelope-no-position = La posición no se conoce: la planilla tiene un hueco en la jugada { $number }.
adjourn-envelope-score = Jugadas:
adjourn-envelope-gap = (hueco)
## arbiter: two scoresheets reconciled (tactus arbiter reconcile)
reconcile-place = jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}
reconcile-agree = Las dos planillas coinciden: { $plies ->
    [one] 1 media jugada
   *[other] { $plies } medias jugadas
}, la última { $place }, { $move }.
reconcile-agree-empty = Las dos planillas están vacías: aún no se ha hecho ninguna jugada.
reconcile-boards-agree = Los tableros coinciden con ellas.
reconcile-no-boards = No se dio ningún tablero para comparar.
reconcile-nothing-to-do = Nada que hacer: la partida sigue.
reconcile-board-differs = El tablero del jugador { $board ->
    [blind] ciego
   *[sighted] vidente
} no coincide con la posición de las planillas. { $count ->
    [one] Un cambio lo corrige
   *[other] { $count } cambios lo corrigen
}:
reconcile-change-move = { $piece }: mover de { $from } a { $to }.
reconcile-change-remove = { $piece } en { $from }: quitar del tablero.
reconcile-change-put = { $piece }: poner en { $on }.
reconcile-right-position = La posición correcta:
reconcile-side = { $side ->
    [white] Blancas
   *[black] Negras
}: { $pieces }.
reconcile-pieces = { $role ->
    [king] { $count ->
        [one] rey
       *[other] reyes
    }
    [queen] { $count ->
        [one] dama
       *[other] damas
    }
    [rook] { $count ->
        [one] torre
       *[other] torres
    }
    [bishop] { $count ->
        [one] alfil
       *[other] alfiles
    }
    [knight] { $count ->
        [one] caballo
       *[other] caballos
    }
   *[pawn] { $count ->
        [one] peón
       *[other] peones
    }
} { $squares }
reconcile-fen = FEN: { $fen }
reconcile-scores-differ = Las planillas difieren en la { $place }: el jugador ciego anotó { $blind }, el jugador vidente { $sighted }.
reconcile-wrote-nothing = nada
reconcile-retrace = Coinciden por última vez en la { $place }, { $move } (media jugada { $ply }). Poner los dos tableros en la posición tras ella:
reconcile-retrace-start = Difieren desde la primera jugada. Poner los dos tableros en la posición inicial:
reconcile-clocks = Poner los relojes en los tiempos anotados allí: blancas { $white }, negras { $black }.
reconcile-no-reading = sin tiempo anotado
reconcile-no-clocks = Allí no se anotaron tiempos de reloj.
reconcile-then = Después la partida sigue desde allí; juegan { $side ->
    [white] las blancas
   *[black] las negras
}.
reconcile-illegal = Las dos planillas anotan la { $place }, { $move }, que allí no se puede jugar: se completó una jugada ilegal (artículo 7.5). La posición anterior:
reconcile-type-score = Escriba la planilla del jugador { $board ->
    [blind] ciego
   *[sighted] vidente
}, una jugada por línea, con el tiempo del reloj tras ella si lo hay (Cf3 1:29:56); una línea vacía termina la planilla.
reconcile-ask-move = Jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}:
reconcile-bad-move = Jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}, «{ $text }»: { $reason }. Escríbala de nuevo.
reconcile-type-board = El tablero del jugador { $board ->
    [blind] ciego
   *[sighted] vidente
} tal como está: un FEN, o las piezas casilla por casilla (Re1 Dd1 a2 / re8 e5); una línea vacía si no se compara.
reconcile-type-again = Escríbalo de nuevo.
reconcile-bad-board = El tablero del jugador { $board ->
    [blind] ciego
   *[sighted] vidente
}: { $reason }.
reconcile-board-no-sides = dé un FEN, o las piezas blancas, una barra y las piezas negras
reconcile-board-unreadable = «{ $entry }» no es una pieza en una casilla (una letra y una casilla, como Re1, o solo la casilla para un peón)
reconcile-board-twice = dos piezas en { $square }
reconcile-board-bad-fen = «{ $fen }» no es el tablero de un FEN
reconcile-cannot-read = { $file } no se puede leer como planilla: { $reason }
reconcile-not-a-clock-game = es un archivo JSON, pero no una partida de reloj de tactus
reconcile-no-kept-game = No hay ninguna partida de reloj guardada en { $folder }: dé la planilla del jugador ciego con --blind.
reconcile-starts-differ = Las dos planillas empiezan en posiciones distintas: la del jugador ciego en { $blind }, la del jugador vidente en { $sighted }.
reconcile-nothing-typed = No se escribió ninguna jugada: no hay nada que comparar.

## arbiter: a round's report (tactus arbiter round)
round-game = Partida { $number }, { $file }: { $white } contra { $black }.
round-result = Resultado: { $result ->
    [white] 1-0, ganaron las blancas
    [black] 0-1, ganaron las negras
    [draw] ½-½, tablas
    [unknown] ninguno aún
   *[other] { $raw }
}.
round-reason = Motivo: { $termination ->
    [normal] la partida terminó en el tablero
    [time-forfeit] cayó una bandera
    [adjudication] la decisión del árbitro
    [rules-infraction] una infracción de las reglas
    [abandoned] la partida se abandonó
    [unterminated] la partida no terminó
   *[other] { $raw }
}.
round-decision = El árbitro decidió: { $decision }
round-tournament = Jugada en modo torneo.
round-laws = Jugada según las Leyes { $laws }.
round-incidents = { $count ->
    [0] Sin incidencias.
    [one] Una incidencia:
   *[other] { $count } incidencias:
}
round-incident-before = Antes de la primera jugada: { $text }
round-incident-after = En la { $place }, { $move }: { $text }
round-skipped = { $file } no se puede leer y queda fuera: { $reason }
round-not-pgn = el texto no se puede leer como PGN (un comentario o una etiqueta sin cerrar)
round-check = Lo que tactus check encuentra en las partidas de la ronda:
round-summary = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} de { $files ->
    [one] 1 archivo
   *[other] { $files } archivos
}{ $skipped ->
    [0] ; se leyeron todos los archivos.
    [one] ; 1 archivo quedó fuera.
   *[other] ; { $skipped } archivos quedaron fuera.
}
## the arbiter at the clock: incidents, penalties, tournament mode (tactus clock, tactus arbiter log)
table-press-written = { $side ->
    [white] Blancas
   *[black] Negras
}, jugada { $number }: { $text }
table-filled-written = Jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}, anotada: { $text }
table-illegal = La jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
} fue ilegal ({ $count ->
    [1] la primera
    [2] la segunda
    [3] la tercera
   *[other] número { $count }
}): vuelve la posición anterior.
table-illegal-turn = Juegan las { $turn ->
    [white] blancas
   *[black] negras
} y corre su reloj.
table-penalty-time = Las { $side ->
    [white] blancas
   *[black] negras
} reciben { $time } más, ahora { $reading }.
table-penalty-lost = Las { $side ->
    [white] blancas
   *[black] negras
} pierden la partida. Los relojes están parados.
table-penalty-drawn = La partida es tablas: las { $opponent ->
    [white] blancas
   *[black] negras
} no pueden dar mate con ninguna serie de jugadas legales. Los relojes están parados.
table-wrong-claim = La reclamación de tablas de las { $side ->
    [white] blancas
   *[black] negras
} fue incorrecta.
table-touched = Las { $side ->
    [white] blancas
   *[black] negras
} tocaron { $piece } en { $square }. { $obligation ->
    [move-it] Deben mover esa pieza.
    [cannot-move] Esa pieza no puede moverse, así que no obliga a nada.
    [capture-it] Deben capturar esa pieza.
    [cannot-capture] No pueden capturar esa pieza, así que no obliga a nada.
   *[not-on-move] No les toca jugar, así que no obliga a nada.
}
table-adjusted = Relojes puestos: blancas { $white }, negras { $black }.
table-decided = Resultado del árbitro: { $result }. { $reason }. Los relojes están parados.
table-no-code-needed = El modo torneo está apagado: las órdenes del árbitro no necesitan código.
table-code-asked = ¿Código del árbitro?
table-code-wrong = Código incorrecto: no se abrió nada. El intento queda registrado.
table-arbiter-opened = Las órdenes del árbitro quedan abiertas hasta árbitro fin o la próxima pulsación.
table-arbiter-closed = Las órdenes del árbitro están cerradas.
table-tournament-left = Se dejó el modo torneo.
table-board-ended = { $reason }. { $result }. Los relojes están parados.
table-game-over = La partida ha terminado: el reloj ya no acepta eso.
table-arbiter-only = En modo torneo solo el árbitro puede hacerlo: escriba árbitro y luego su código.
table-no-move-on-score = No hay ninguna jugada en la planilla.
table-score-gap = La planilla tiene un hueco en la jugada { $number }: no se conoce la posición, así que no se puede hacer. Rellene antes el hueco.
table-bad-fen = { $text } no es una posición (FEN).
table-fen-not-on-score = La partida nunca pasó por la posición { $text }.
table-no-piece = No hay ninguna pieza en { $square }: no se registró nada.
table-bad-square = { $text } no es una casilla: escriba e2.
table-help-arbiter = El árbitro: ilegal, o ilegal FEN; reclamación errónea blancas; tocada blancas e2; ajustar 1:02:00 58:00; resultado 1-0 MOTIVO (también 0-1, 1/2-1/2, +/-, -/+). En modo torneo: árbitro, y el código en la línea siguiente; árbitro fin; torneo fin.
incident-side = { $side ->
    [white] blancas
   *[black] negras
}
incident-arbiter = el árbitro
incident-piece = { $role ->
    [pawn] el peón
    [knight] el caballo
    [bishop] el alfil
    [rook] la torre
    [queen] la dama
   *[king] el rey
} { $color ->
    [white] blanco
   *[black] negro
}
incident-illegal = jugada ilegal de { $side } ({ $count }.ª): { $removed } retirada
incident-wrong-claim = reclamación de tablas incorrecta de { $side }
incident-touched = { $side } tocaron { $piece } en { $square }: { $obligation ->
    [move-it] deben mover esa pieza
    [cannot-move] esa pieza no puede moverse, no obliga
    [capture-it] deben capturar esa pieza
    [cannot-capture] no pueden capturar esa pieza, no obliga
   *[not-on-move] no les toca, no obliga
}
incident-adjusted = ambos relojes puestos por el árbitro
incident-added = { $time } añadidos al reloj de { $side }
incident-subtracted = { $time } quitados del reloj de { $side }
incident-set = reloj de { $side } puesto en { $time }
incident-moves-set = jugadas de { $side } puestas en { $moves }
incident-undone = jugada { $number } de { $side } retirada
incident-paused = relojes parados
incident-resumed = relojes en marcha
incident-flag = cayó la bandera de { $side }
incident-flag-first = cayó primero la bandera de { $side }
incident-result = resultado { $result } del árbitro: { $reason }
incident-unplayable = la jugada { $number } de { $side } «{ $text }» no se puede jugar en la posición de la planilla: anotada tal como se escribió
incident-code-wrong = código del árbitro incorrecto
incident-arbiter-in = órdenes del árbitro abiertas con su código
incident-arbiter-out = órdenes del árbitro cerradas
incident-tournament-left = modo torneo dejado con el código del árbitro
incident-penalty-time = { $side } +{ $time }
incident-penalty-lost = { $side } pierden la partida
incident-penalty-drawn = tablas: { $opponent } no pueden dar mate con ninguna serie de jugadas legales
incident-clocks = relojes antes B { $white-before } N { $black-before }, después B { $white-after } N { $black-after }
incident-position = posición { $fen }
incident-ending-illegal = { $count }.ª jugada ilegal de { $side }{ $drawn ->
    [yes] ; { $opponent } no pueden dar mate con ninguna serie de jugadas legales, así que tablas (art. 7.5.5)
   *[no] {""}
}
arbiter-log-heading = Informe del árbitro: { $white } contra { $black }; ritmo { $control }; Leyes { $laws }
arbiter-log-tournament = { $mode ->
    [yes] Jugada en modo torneo.
   *[left] Empezada en modo torneo, que se dejó durante la partida.
}
arbiter-log-empty = Sin incidencias.
arbiter-log-result = Resultado: { $result } ({ $termination }). { $reason }
arbiter-log-cannot-read = { $file } no se puede leer como partida de reloj: { $reason }
## the clock window's command line, keys, gamepad and sounds
clock-window-line = Línea de órdenes
clock-window-line-opened = Línea de órdenes: escriba una jugada o una orden, Intro la ejecuta, Escape la cierra.
clock-window-control = Ritmo de juego: { $control }. Las negras ponen en marcha el reloj de las blancas con su pulsador, a la { $black ->
    [left] izquierda
   *[right] derecha
}. La barra espaciadora pulsa el reloj que corre; la barra inclinada abre la línea de órdenes; F1 o help dice las teclas y las órdenes.
clock-window-keys = Las teclas: la mitad izquierda del teclado, con Mayúsculas y Control izquierdos, es el pulsador izquierdo; la mitad derecha, con Mayúsculas y Control derechos, Intro y el teclado numérico, el derecho; también los botones superiores del mando. La barra espaciadora pulsa el reloj que corre. La barra inclinada abre la línea de órdenes: escriba una jugada o una orden, Intro la ejecuta, una línea vacía pulsa el reloj que corre, Escape la cierra. F1 dice esto.

## The arbiter's log: the adjournment and the two scores
incident-sealed = partida aplazada: { $side } selló la jugada { $number }
incident-unsealed = sobre abierto: la jugada sellada { $number } de { $side } está en la planilla
incident-reconciled = las dos planillas comparadas ({ $table } y { $sighted } medias jugadas): { $found ->
    [agree] coinciden
    [illegal] las dos tienen una jugada imposible, tras la media jugada { $agreed }
   *[differ] difieren tras la media jugada { $agreed }
}
incident-retraced = de vuelta a la posición tras la media jugada { $ply } con los relojes anotados allí; quitadas de la planilla: { $removed }

## The score as a compressed recording: Ogg Vorbis and Ogg Opus
## (`tactus score --format ogg|opus`, `save FILE.ogg`, `save FILE.opus`).
recording-fault-encoder = el codificador { $codec } falló ({ $detail })
recording-fault-unknown-kind = tactus escribe las grabaciones como archivos .wav, .ogg u .opus, no como .{ $ext }
recording-format-mismatch = { $file }: --format { $format } escribe un archivo .{ $format }, no un archivo .{ $ext }; llámelo { $suggested }

## Los pequeños tropiezos de la ventana del tablero: las voces buscadas en segundo plano, las
## palabras del panel lateral, el tablero del lector de pantalla en el repaso, las órdenes escritas en la ayuda
settings-voices-looking = Buscando voces…
settings-voices-found = { $count ->
    [one] Una voz encontrada
   *[other] { $count } voces encontradas
}: izquierda y derecha eligen.
window-help-typed = Órdenes escritas, para la línea de órdenes
window-panel-side = { $side ->
    [white] Blancas
   *[black] Negras
}
window-review-board = { $board }. En el repaso, la posición después de { $move }
window-review-board-start = { $board }. En el repaso, la posición inicial
window-review-banner = Repaso: jugada { $move } de { $moves }
window-review-banner-start = Repaso: la posición inicial
window-listening = Escuchando

## the clock hears each move announced (--listen)
clock-heard = { $move }
clock-heard-choice = ¿{ $first } o { $second }? Diga la jugada otra vez.
clock-heard-illegal = No es una jugada legal: { $move }. Ninguna jugada retenida.
clock-heard-nothing = No se entendió. Diga la jugada otra vez, o escríbala.

## the clock's speech on one side (--pan)
clock-braille-in-terminal = La línea braille muestra el reloj solo en la interfaz de líneas: tactus clock --tty --braille on.
clock-pan-speech-unavailable = La voz no puede oírse solo por un lado: { $what ->
    [sound] no se puede abrir el dispositivo de sonido
   *[synthesizer] el sintetizador espeak-ng no arranca
}. Habla la voz de siempre, por los dos lados.

## Issue 20, las palabras de la interfaz de líneas: una partida sin jugadas no se guarda
confirm-new-game-nothing-kept = { $key ->
    [yes] ¿Empezar una partida nueva? Pulse la misma tecla otra vez para confirmar.
   *[no] ¿Empezar una partida nueva? Escriba sí para confirmar.
}
goodbye-nothing-kept = Adiós.

## Issue 20: el resultado a petición (resultado), como marcador. $score es
## 1-0, 0-1 o ½-½; $side el bando del que se trata (el que pierde, aquel al
## que se le cayó la bandera), $other el otro, ambos ya en palabras.
help-result = resultado: el resultado como marcador, 1-0, 0-1 o ½-½, y cómo terminó la partida; mientras sigue, que sigue.
result-side = { $side ->
    [white] las blancas
   *[black] las negras
}
result-as-score = { $score }, { $how ->
    [checkmate] ganan { $other } por jaque mate
    [resignation] ganan { $other } por abandono
    [time] ganan { $other } por tiempo
    [illegal] ganan { $other }: { $side } completaron una jugada ilegal de más
    [time-drawn] tablas: cayó la bandera de { $side }, pero { $other } no pueden dar mate
    [illegal-drawn] tablas: { $side } completaron una jugada ilegal de más, pero { $other } no pueden dar mate
    [stalemate] tablas por rey ahogado
    [dead] tablas: una posición muerta
    [fivefold] tablas por quíntuple repetición
    [seventy-five] tablas tras 75 jugadas sin movimiento de peón ni captura
    [agreement] tablas de mutuo acuerdo
    [threefold] tablas por triple repetición, reclamadas
   *[fifty] tablas por la regla de las 50 jugadas, reclamadas
}.
result-still-going = Todavía no hay resultado: la partida sigue, en la jugada { $number }.

## Issue 20: dónde guarda tactus sus archivos, dicho entero solo a petición (dónde)
help-where = dónde: las rutas completas de la carpeta de partidas, de la partida en curso y del archivo de ajustes; en todo lo demás una partida guardada se nombra solo por su nombre.
where-files = La carpeta de partidas es { $games }. Una partida en curso se guarda en { $autosave }. El archivo de ajustes es { $settings }.

## Una línea braille en el terminal (tactus tty --braille). $why: las
## palabras de BRLTTY.
braille-display-on = Línea braille: { $cells } celdas, muestra la fila bajo el dedo; una tecla de enrutamiento pone el dedo en una casilla y levanta o coloca allí su pieza, otra vez en la casilla colocada anuncia la jugada; desplazar a la izquierda muestra otra vez las últimas respuestas.
braille-display-narrow = Línea braille: { $cells } celdas, muestra la fila bajo el dedo; desplazar a la derecha muestra a quién le toca y los dos relojes, a la izquierda otra vez la fila; una tecla de enrutamiento pone el dedo en una casilla y levanta o coloca allí su pieza, otra vez en la casilla colocada anuncia la jugada; desplazar a la izquierda en la fila muestra otra vez las últimas respuestas.
braille-display-board = Línea braille: { $cells } celdas por { $lines } líneas, muestra todo el tablero desde su lado y las respuestas; una tecla de enrutamiento pone el dedo en una casilla y levanta o coloca allí su pieza, otra vez en la casilla colocada anuncia la jugada; desplazar a la izquierda muestra otra vez las últimas respuestas.
braille-display-missing = No hay línea braille: { $why }.
braille-why = { $call ->
    [library] no se puede cargar libbrlapi ({ $detail }); instale el paquete libbrlapi0.8
    [connect] BRLTTY no responde ({ $detail }); debe estar en marcha con BrlAPI
    [size] la línea braille no dice su tamaño ({ $detail })
    [take] no se puede tomar la línea braille ({ $detail })
    [write] no se puede escribir en la línea braille ({ $detail })
   *[read] no se pueden leer las teclas de la línea braille ({ $detail })
}
braille-display-lost = La línea braille se ha ido; la partida sigue sin ella.
braille-display-back = Línea braille de vuelta.
braille-display-clock = Línea braille: { $cells } celdas, muestra los dos relojes, los puntos 7-8 tras la letra del bando cuyo reloj corre, y cada anuncio un rato en su lugar; desplazar a la izquierda muestra otra vez los últimos anuncios.
braille-display-lines = Línea braille: { $cells } celdas, muestra cada línea entera según llega; desplazar a la derecha lee adelante, a la izquierda lee atrás.
braille-display-gone = La línea braille se ha ido.
braille-leave = Salir: Intro en la línea, o q.

## Issue 40: a recorded game introduced before its moves (replay --speak,
## review, load): "World Championship 2023, ronda 1. Ian Nepomniachtchi,
## 2795, contra Ding Liren, 2788. 9 de abril de 2023." $name: as people say it.
game-intro-event = { $event }.
game-intro-event-round = { $event }, ronda { $round }.
game-intro-round = Ronda { $round }.
game-intro-rated = { $name }, { $elo }
# $rated: whether $white ends with a rating, after which a comma is said.
game-intro-players = { $white }{ $rated ->
    [yes] ,
   *[no] {""}
} contra { $black }.
game-intro-white = Blancas: { $white }.
game-intro-black = Negras: { $black }.
game-intro-date = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }.
game-intro-month = { $month ->
    [1] Enero
    [2] Febrero
    [3] Marzo
    [4] Abril
    [5] Mayo
    [6] Junio
    [7] Julio
    [8] Agosto
    [9] Septiembre
    [10] Octubre
    [11] Noviembre
   *[12] Diciembre
} de { $year }.
game-intro-year = { $year }.

## Los ajustes de la voz propia que el sintetizador no puede aplicar, una
## línea cada uno en la salida de errores ($wanted y $name son lo pedido,
## un idioma o una voz; $detail las palabras del sintetizador; $instead es
## default, language (la voz del idioma $other) o voice (la voz llamada
## $other)).
speech-warning-rate = no se puede ajustar la velocidad de la voz
speech-warning-pitch = no se puede ajustar el tono de la voz
speech-warning-volume = no se puede ajustar el volumen
speech-warning-no-voice-for = no hay ninguna voz para «{ $wanted }»; se usa la voz predeterminada
speech-warning-voices-not-listed = no se pueden listar las voces ({ $detail }); se usa la voz predeterminada
speech-warning-voice-not-set = no se puede seleccionar la voz «{ $wanted }» ({ $detail }); se usa la voz predeterminada
speech-warning-no-voice-called = no hay ninguna voz llamada «{ $name }»; se usa { $instead ->
    [language] la voz del idioma «{ $other }»
    [voice] «{ $other }»
   *[default] la voz predeterminada
} en su lugar
