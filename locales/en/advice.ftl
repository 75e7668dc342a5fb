## Hints and the engine's evaluation (`hint`, `eval`) in a casual game
## against the engine. $piece is a piece's name, $role its kind (king,
## queen, rook, bishop, knight, pawn), $square a square, $move a move,
## $side white or black, $pawns a whole number of pawns, $moves the moves
## to mate.

advice-coming = The engine looks at the position…
hint-piece = Hint: your { $piece } on { $square }.
hint-move = Hint: { $move }.
eval-level = The position is about level.
eval-slightly = { $side ->
    [white] White
   *[black] Black
} is slightly better.
eval-better = { $side ->
    [white] White
   *[black] Black
} is better by about { $pawns ->
    [one] one pawn
   *[other] { $pawns } pawns
}.
eval-winning = { $side ->
    [white] White
   *[black] Black
} is winning, by about { $pawns } pawns.
eval-mate = { $side ->
    [white] White
   *[black] Black
} has mate in { $moves }.
advice-refused = { $why ->
    [strict] Strict rules allow no hints and no evaluation during the game (Article 11.3).
    [no-engine] Hints and the evaluation are for a game against the engine, not between two people.
    [over] The game is over: there is no move to hint at.
   *[not-your-move] A hint is for your own move: wait for the engine's.
}
advice-failed = The engine could not look at the position: { $error }
help-eval = eval: who stands better and by about how much, or who has mate in how many moves (a casual game against the engine).
