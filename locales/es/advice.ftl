## Pistas y la evaluación del motor (`pista`, `evaluación`) en una partida
## libre contra el motor.

advice-coming = El motor mira la posición…
hint-piece = Pista: { $role ->
    [queen] su
    [rook] su
   *[other] su
} { $piece } de { $square }.
hint-move = Pista: { $move }.
eval-level = La posición está más o menos igualada.
eval-slightly = { $side ->
    [white] Las blancas están
   *[black] Las negras están
} algo mejor.
eval-better = { $side ->
    [white] Las blancas están
   *[black] Las negras están
} mejor por { $pawns ->
    [one] un peón
   *[other] unos { $pawns } peones
}.
eval-winning = { $side ->
    [white] Las blancas ganan
   *[black] Las negras ganan
}, por unos { $pawns } peones.
eval-mate = { $side ->
    [white] Las blancas tienen
   *[black] Las negras tienen
} mate en { $moves }.
advice-refused = { $why ->
    [strict] Las reglas estrictas no permiten pistas ni evaluación durante la partida (artículo 11.3).
    [no-engine] Las pistas y la evaluación son para una partida contra el motor, no entre dos personas.
    [over] La partida ha terminado: no hay jugada para una pista.
   *[not-your-move] Una pista es para su propia jugada: espere la del motor.
}
advice-failed = El motor no pudo mirar la posición: { $error }
help-eval = evaluación: quién está mejor y por cuánto, o quién tiene mate en cuántas jugadas (en una partida libre contra el motor).
