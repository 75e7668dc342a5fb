# Las palabras que se escriben y que no son jugadas, en español: las
# órdenes de la línea de órdenes y sus argumentos, los nombres y valores de
# los ajustes, las respuestas a las preguntas, las palabras de un análisis,
# de un ejercicio y de un problema, las órdenes del reloj y del árbitro.
#
# Cada mensaje es un significado: su id nombra el grupo y la clave con que
# el programa lo conoce (`command-board`: la orden `board`); su valor
# enumera las palabras, separadas por comas. Mayúsculas, tildes y diéresis
# no cuentan: "línea" y "linea" son una palabra y se escriben una vez. Las
# palabras de todos los idiomas valen en cualquier idioma; donde el español
# usa la palabra inglesa, también está aquí.

## Las órdenes de la línea de órdenes.

command-board = tablero
command-pieces = piezas
command-scan = línea
command-square = casilla
command-moves = jugadas
command-last = última
command-clock = reloj
command-turn = turno
command-score = partida
command-result = resultado
command-draw = tablas
command-claim = reclamar
command-resign = abandonar
command-undo = deshacer
command-set = ajustar
command-save = guardar
command-load = cargar
command-flip = girar
command-help = ayuda
command-quit = salir
command-engine = motor
command-level = nivel
command-new = nueva, nuevo
command-voices = voces
command-tournament = torneo
command-where = dónde
command-puzzle = problema
command-hint = pista
command-solution = solución
command-retry = repetir
command-rating = puntuación
command-opening = apertura
command-eval = evaluación
command-review = análisis, revisar

## Lo que `ayuda` explica y no es una orden.

topic-move = jugada
topic-castling = enroque
topic-promotion = promoción, coronación

## Las respuestas a una pregunta.

answer-yes = s, sí
answer-no = no

## Las palabras dichas al micrófono que no son jugada: el reconocedor
## solo oye inglés (por eso también aquí en inglés).

heard-yes = yes
heard-no = no, cancel
heard-board = board
heard-clock = clock
heard-last = last move, last
heard-repeat = repeat, say again
heard-takeback = take back, undo
heard-draw = draw, offer draw
heard-resign = resign

# Las respuestas a la pregunta del inicio sobre la partida guardada.
start-resume = reanudar
start-new = nueva, nuevo

## Los argumentos de las órdenes: `partida todo`, `motor reiniciar`.

argument-all = todo, todas
argument-restart = reiniciar

## Qué reloj: `reloj yo`, `reloj rival`.

which-own = yo, mío, mía
which-opponent = rival, oponente
which-both = ambos

## Las piezas por su nombre, en singular y plural.

piece-king = rey, reyes
piece-queen = reina, reinas, dama, damas
piece-rook = torre, torres
piece-bishop = alfil, alfiles
piece-knight = caballo, caballos
piece-pawn = peón, peones

## Los bandos.

side-white = blanco, blancas, blancos
side-black = negro, negras, negros

## Los nombres de los ajustes.

setting-style = estilo
setting-lang = idioma
setting-voice = voz
setting-speaker = locutor, locutora
setting-confirm = confirmar
setting-confirm-heard = confirmar-oído
setting-rate = velocidad
setting-volume = volumen
setting-theme = tema, colores
setting-sonify = sonidos
setting-order = orden
setting-board = tablero
setting-promotion = promoción
setting-openings = aperturas
setting-listen = escuchar, escucha
setting-braille = braille

## Los valores de los ajustes.

switch-on = encendido, encender, sí
switch-off = apagado, apagar, silencio

style-appendix-e = appendix-e
style-spoken = spoken
style-nato = nato
style-san = san

lang-en = en
lang-de = de
lang-es = español

voice-tts = tts
voice-text = text
voice-none = none

theme-yellow-navy = yellow-navy
theme-black-white = black-white
theme-colour-blind = colour-blind

order-yours-first = propias, propias-primero
order-mixed = mezcladas, ambas

reading-ranks = filas, fila
reading-pieces = piezas, listas

promotion-ask = preguntar
promotion-queen = dama

braille-auto = automático

volume-default = predeterminado, predeterminada
speaker-default = predeterminado, predeterminada

## Las palabras de un análisis (`parar` también detiene `tactus review` y
## `tactus learn` mientras el motor trabaja).

review-next = siguiente
review-back = atrás, anterior
review-go = ir, ir a
review-line = línea, mejor
review-again = repetir, otra vez
review-stop = parar, detener
review-leave = análisis apagado, análisis no, terminar, fin
review-learn = aprender

## Las palabras de un ejercicio (`tactus learn`, y `aprender` en un análisis).

lesson-hint = pista
lesson-solution = solución
lesson-skip = saltar, siguiente

## Las palabras de `problema`.

puzzle-own = propios, míos
puzzle-id = id

## Preguntas en palabras, leídas como las órdenes que las contestan: `qué
## hay en f7` (f7?), `dónde está mi rey` (p), `qué puede hacer mi caballo`
## (m), `cómo voy` (evaluación). Las palabras con que empiezan, luego las
## palabras que llevan.

question-square = qué hay en, qué está en, qué pieza hay en, qué pieza está en
question-where = dónde está, dónde están, dónde tengo
question-can = qué puede hacer, qué puede, qué pueden hacer, qué pueden, adónde puede, adónde puede ir
question-standing = cómo voy, cómo estoy, cómo va, cómo va la partida, quién está mejor, quién gana, quién va ganando
question-mine = mi, mis
question-theirs = tu, tus, su, sus
question-the = el, la, los, las, un, una

## Las órdenes de `tactus clock`, las del árbitro entre ellas.

table-start = iniciar, empezar
table-clock = reloj
table-left = izquierda
table-right = derecha
table-pause = pausa
table-resume = reanudar, seguir
table-score = partida, planilla
table-undo = deshacer
table-help = ayuda
table-quit = salir
table-save = guardar
table-fill = completar
table-add = añadir, sumar
table-sub = restar, quitar
table-set = poner
table-moves = jugadas
table-seal = sellar
table-unseal = abrir
table-reconcile = cotejar, comparar
table-retrace = retroceder
table-mute = silenciar
table-unmute = anunciar
table-illegal = ilegal
table-claim = reclamación
table-touched = tocada, tocado
table-adjust = ajustar
table-result = resultado
table-arbiter = árbitro
table-tournament = torneo

## Las palabras tras una orden del árbitro.

arbiter-wrong = errónea
arbiter-done = fin
arbiter-off = fin
