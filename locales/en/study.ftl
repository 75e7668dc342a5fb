## The review of a game by the engine (tactus review), and learning from it.
## $side is white or black; moves arrive already in words, in the
## player's style; $moves is a number of moves to mate.

## The summary

study-opening = Opening: { $name }.
# $counts is the list of the counts below, or study-count-none.
study-side = { $side ->
    [white] White
   *[black] Black
}: accuracy { $accuracy } percent, { $counts }.
study-count-blunders = { $count ->
    [one] 1 blunder
   *[other] { $count } blunders
}
study-count-mistakes = { $count ->
    [one] 1 mistake
   *[other] { $count } mistakes
}
study-count-inaccuracies = { $count ->
    [one] 1 inaccuracy
   *[other] { $count } inaccuracies
}
study-count-none = no inaccuracies, mistakes or blunders
study-no-moments = No mistakes or blunders: nothing to look at again.
study-partial = The review stopped at move { $number }, { $side ->
    [white] White
   *[black] Black
}: what follows covers the game up to there.
study-nothing = The review stopped before the first move was reviewed.

## A key moment: the move and its judgement, why, and what was better.
## $judgement is blunder, mistake, inaccuracy or none; $gain is pawn,
## pawns ($count of them), piece, exchange, rook, queen or material;
## $given, what was given for it, the same or none.

study-moment = Move { $number }, { $side ->
    [white] White
   *[black] Black
}: { $move }{ $judgement ->
    [blunder] , a blunder
    [mistake] , a mistake
    [inaccuracy] , an inaccuracy
   *[none] {""}
}.
study-gain = { $gain ->
    [pawn] a pawn
    [pawns] { $count } pawns
    [piece] a piece
    [exchange] the exchange
    [rook] a rook
    [queen] the queen
   *[material] material
}{ $given ->
    [pawn] {" "}for a pawn
    [pawns] {" "}for { $givencount } pawns
    [piece] {" "}for a piece
    [rook] {" "}for a rook
    [queen] {" "}for the queen
   *[none] {""}
}
study-wins = { $side ->
    [white] White
   *[black] Black
} wins { $what }: { $move }.
study-wins-later = { $side ->
    [white] White
   *[black] Black
} wins { $what } further along the engine's line: { $move }.
study-mate-allowed = This allows mate in { $moves }: { $move }.
study-mate-allowed-bare = This allows mate in { $moves }.
study-mate-missed = This misses mate in { $moves }.
study-better = Better was { $move }.
study-better-wins = Better was { $move }, which wins { $what }.
# $standing is winning, better or level.
study-standing = { $standing ->
    [winning] Now { $side ->
        [white] White
       *[black] Black
    } is winning
    [better] Now { $side ->
        [white] White
       *[black] Black
    } is better
   *[level] Now the game is about level
}.
# A move of a line, numbered: "23. Knight d5", "23... Queen e7".
study-line-move = { $side ->
    [white] { $number }. { $move }
   *[black] { $number }... { $move }
}

## tactus review while it works

study-start = Reviewing { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}; Ctrl+C or stop ends it and keeps what is done.
study-progress = { $quarter ->
    [1] A quarter of the game reviewed.
    [2] Half of the game reviewed.
    [3] Three quarters of the game reviewed.
   *[4] The whole game reviewed.
}
study-kept = Reviewed before: the review kept in the games folder.
study-continued = Reviewed before up to move { $number }: the rest is reviewed now.
study-stopped = Review stopped: the moves reviewed are kept.
study-engine-failed = The review stopped: { $error }. The moves reviewed are kept.
study-cannot-keep = The review cannot be kept in the games folder: { $reason }.
study-only-stop = While the game is reviewed, stop ends the review and keeps what is done.
study-no-moves = { $file }: this game has no moves to review

## Learning from the mistakes of a game (tactus learn). $who is you, white
## or black; $standing is ahead, level or behind (for the side to find).

study-learn-start = { $count ->
    [0] { $side ->
        [white] White made no mistake or blunder to learn from.
        [black] Black made no mistake or blunder to learn from.
       *[both] No mistake or blunder to learn from.
    }
    [one] One move to find again.
   *[other] { $count } moves to find again.
}
study-learn-question = Move { $number }: { $who ->
    [you] you played
    [white] White played
   *[black] Black played
} { $move }. Find a better move for { $side ->
    [white] White
   *[black] Black
}.
study-learn-right = Yes: { $move } { $standing ->
    [ahead] keeps { $side ->
        [white] White's
       *[black] Black's
    } advantage
    [behind] is the best defence
   *[level] keeps the game level
}.
study-learn-engine-choice = The engine's first choice is { $move }.
study-learn-wrong = Not this one: after { $move }, { $side ->
    [white] White
   *[black] Black
} plays { $reply }. Try again, or say hint, solution or skip.
study-learn-wrong-bare = Not this one: { $move } is not better. Try again, or say hint, solution or skip.
# $piece is the piece kind in the chosen style, $role its key for grammar.
study-learn-hint-piece = Think of the { $piece } on { $square }.
study-learn-hint-square = It goes to { $square }.
study-learn-no-more-hints = No more hints: say solution to hear the move.
study-learn-solution = The move is { $move }.
study-learn-end = You found { $found } of { $total }.
study-learn-help = Type a move in any notation, or hint, solution or skip; b, p, s and e4? read the position.
study-learn-refused = In a lesson, type a move to try, or hint, solution or skip.
study-learn-cannot-judge = The engine cannot judge the move: { $error }. Only its own move is taken now.

## A review in the game (review in tactus tty and the window's command
## line): the engine at work, then the key moments walked one by one.

walk-start = Reviewing { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}; the game's commands still answer, and stop ends the review and keeps what is done.
walk-working = The engine is still reviewing: stop ends it and keeps what is done, review off closes it.
walk-refused = { $why ->
    [strict] Strict rules allow no review while the game goes on (Article 11.3): review it once the game is over.
   *[no-moves] No move has been played: there is nothing to review yet.
}
walk-of = Moment { $at } of { $count }.
walk-help = next and back go through the moments, go 12 to move 12 (go 12 black to Black's), line says the beginning of the engine's best line there and line all all of it, again says the move again, learn sets your mistakes again to find better moves, and b, p, s and e4? read its position. review off goes back to the game.
walk-first = This is the first moment.
walk-last = That was the last moment: back goes to the one before, review off back to the game.
walk-no-move = The game has no move { $number }{ $side ->
    [white] {" "}for White
    [black] {" "}for Black
   *[none] {""}
}.
walk-line = Best line: { $line }.
walk-line-more = Best line: { $line }; line all reads it whole.
walk-preferred = The engine slightly preferred { $move }.
walk-no-line = The engine gave no line here.
walk-left = Back to the game.
walk-only = In the review: next, back, go and a move number, line, again, and the board commands. review off goes back to the game.
help-review = review: the game reviewed by the engine, then its key moments one by one: next, back, go and a move number, line for the engine's best line, and the board commands in that move's position; review off goes back to the game. Not under strict rules while the game goes on, nor in tournament mode.
walk-judging = The engine is judging the move: a moment.
walk-after-lesson = Back in the review: next, back, go and a move number, line; review off goes back to the game.
