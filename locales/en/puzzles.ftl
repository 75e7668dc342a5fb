# Puzzles in English. $side is white or black (the side that solves);
# $role the piece's key (king, queen, rook, bishop, knight, pawn) for the
# grammar; $piece the piece's word, $from and $to squares, in the chosen style.

## A puzzle begins, and what to find

puzzle-begun-first = Puzzle, { $has-theme ->
    [yes] { $theme }, rated
   *[no] rated
} { $rating }. Hear the position with b or p, then type your move; hint gives a hint.
puzzle-begun = Next puzzle, { $has-theme ->
    [yes] { $theme }, rated
   *[no] rated
} { $rating }.
puzzle-begun-again = Puzzle, one you have done before, { $has-theme ->
    [yes] { $theme }, rated
   *[no] rated
} { $rating }.
puzzle-nearest = { $has-theme ->
    [yes] No puzzle with the theme { $theme } is rated near { $asked }; here is the nearest.
   *[no] No puzzle is rated near { $asked }; here is the nearest.
}
puzzle-find-best = { $side ->
    [white] White
   *[black] Black
} to move: find the best move.
puzzle-find-mate = { $side ->
    [white] White
   *[black] Black
} to move: find mate in { $mate }.
puzzle-find-next = Your move.
puzzle-find-next-mate = Your move: mate in { $mate }.

## Right, wrong, hints, the solution

puzzle-right = Right.
puzzle-wrong = Not the move. Try again, or type hint or solution.
puzzle-hint-piece = Hint: the { $piece } on { $from }.
puzzle-hint-square = Hint: the { $piece } on { $from } goes to { $to }.
puzzle-solution = The solution: { $moves }.
puzzle-again = Again from the start.

## The end: solved or not, the puzzle, the player's rating

puzzle-solved = Solved.
puzzle-solved-after-wrong = Solved, but not at the first try.
puzzle-solved-with-hint = Solved, with a hint.
puzzle-not-solved = Not solved.
puzzle-about = Puzzle { $id }, rated { $rating }{ $count ->
    [0] .
   *[other] : { $themes }.
}
puzzle-rating = Your puzzle rating: { $rating }, { $way ->
    [up] up { $change }
    [down] down { $change }
   *[same] unchanged
}{ $provisional ->
    [yes] , still provisional.
   *[no] .
}
puzzle-rating-kept = Your puzzle rating stays { $rating }: this puzzle was rated already.
puzzle-your-rating = Your puzzle rating is { $rating }, give or take { $deviation }{ $provisional ->
    [yes] , provisional
   *[no] {""}
}; { $done ->
    [0] no puzzle rated yet.
    [one] one puzzle rated.
   *[other] { $done } puzzles rated.
}
puzzle-what-next = Type puzzle for the next one, retry to try this one again, or quit.

## What a puzzle does not take

puzzle-is-over = This puzzle is over. Type puzzle for the next one, or retry.
puzzle-not-in-puzzle = That is for a game. In a puzzle: type a move, hint, solution, retry, puzzle for the next one, new for a game, or quit.
puzzle-none-to-help = There is no puzzle to help with: type puzzle to begin one.
puzzle-no-clock = A puzzle has no clock.
puzzle-confirm-set-aside = Set this game aside for a puzzle? It is kept in the games folder. Type yes to confirm.

## Puzzle files and the player's record

puzzle-shipped = tactus's puzzles
puzzle-own = your reviewed games
puzzle-none-own = Your reviewed games have no winning move missed to make a puzzle of. Review a game first: tactus review GAME.pgn, or review during a game.
puzzle-row-skipped = Line { $line } of { $file }{ $has-id ->
    [yes] , puzzle { $id },
   *[no] {""}
} skipped: { $why }.
puzzle-row-not-text = it is not text
puzzle-row-fields = it has { $found } fields, not { $wanted }
puzzle-row-rating = its rating, { $text }, is not a number
puzzle-row-no-id = it has no puzzle id
puzzle-row-fen = its position cannot be set up
puzzle-row-move = its move { $number }, { $uci }, cannot be made there
puzzle-row-short = it has fewer than two moves
puzzle-row-ends-with-opponent = its moves end with the opponent's
puzzle-row-no-mate = it is a mate puzzle whose moves do not end in mate
puzzle-more-skipped = { $count ->
    [one] One more line
   *[other] { $count } more lines
} of { $file } skipped.
puzzle-none-in-file = { $file } holds no puzzle that can be played.
puzzle-no-such-id = No puzzle of { $file } has the id { $id }.
puzzle-no-such-id-shipped = tactus has no puzzle with the id { $id }.
puzzle-no-theme-shipped = No puzzle of tactus has the theme { $theme }.
puzzle-unplayable = Puzzle { $id } cannot be played.
puzzle-no-theme = No puzzle of { $file } has the theme { $theme }.
puzzle-file-unreadable = The puzzle file { $file } cannot be read: { $why }.
puzzle-not-saved = Your puzzle rating could not be saved: { $why }.
puzzle-record-damaged = Your puzzle record could not be read; it is kept as { $name }, and a new one begins.
puzzle-record-damaged-stuck = Your puzzle record could not be read, nor set aside: { $why }. Nothing is saved over it.

## Help

help-puzzle = puzzle: the next puzzle, near your puzzle rating (or the rating and theme asked for before); puzzle 1600: near that rating; puzzle fork: with that theme; puzzle id 00008: that one; puzzle own: one from your reviewed games, where you missed a winning move. A game in progress is set aside first.
help-hint = hint: in a puzzle, the piece to move; hint again: where it goes (a puzzle solved with a hint counts as not solved). In a casual game against the engine, the piece the engine would move; hint again: the move.
help-solution = solution: in a puzzle, the rest of its moves, made and said.
help-retry = retry: the puzzle again from its start; it is not rated again.
help-rating = rating: your puzzle rating, how sure it is (give or take so many points) and how many puzzles it counts.

## The 30 most frequent themes of Lichess puzzles

theme-short = short puzzle
theme-endgame = endgame
theme-middlegame = middlegame
theme-crushing = crushing
theme-mate = mate
theme-advantage = advantage
theme-long = long puzzle
theme-oneMove = one-move puzzle
theme-mateIn1 = mate in 1
theme-master = master game
theme-mateIn2 = mate in 2
theme-fork = fork
theme-kingsideAttack = kingside attack
theme-veryLong = very long puzzle
theme-sacrifice = sacrifice
theme-defensiveMove = defensive move
theme-advancedPawn = advanced pawn
theme-pin = pin
theme-rookEndgame = rook endgame
theme-discoveredAttack = discovered attack
theme-opening = opening
theme-quietMove = quiet move
theme-deflection = deflection
theme-hangingPiece = hanging piece
theme-pawnEndgame = pawn endgame
theme-attraction = attraction
theme-backRankMate = back-rank mate
theme-mateIn3 = mate in 3
theme-exposedKing = exposed king
theme-promotion = promotion

## The other themes of the shipped puzzles

theme-discoveredCheck = discovered check
theme-skewer = skewer
theme-queensideAttack = queenside attack
theme-bishopEndgame = bishop endgame
theme-clearance = clearance
theme-pillsburysMate = Pillsbury's mate
theme-intermezzo = intermezzo
theme-masterVsMaster = master versus master
theme-queenEndgame = queen endgame
theme-operaMate = Opera mate
theme-zugzwang = zugzwang
theme-trappedPiece = trapped piece
theme-knightEndgame = knight endgame
theme-queenRookEndgame = queen and rook endgame
theme-attackingF2F7 = attack on f2 or f7
theme-doubleCheck = double check
theme-capturingDefender = capturing the defender
theme-mateIn4 = mate in 4
theme-epauletteMate = epaulette mate
theme-smotheredMate = smothered mate
theme-interference = interference
theme-xRayAttack = x-ray attack
theme-equality = equality
theme-hookMate = hook mate
theme-cornerMate = corner mate
theme-morphysMate = Morphy's mate
theme-enPassant = en passant
theme-anastasiaMate = Anastasia's mate
theme-arabianMate = Arabian mate
theme-collinearMove = collinear move
theme-swallowstailMate = swallow's tail mate
theme-triangleMate = triangle mate
theme-dovetailMate = dovetail mate
theme-mateIn5 = mate in 5 or more
theme-bodenMate = Boden's mate
theme-doubleBishopMate = double bishop mate
theme-killBoxMate = kill box mate
theme-blindSwineMate = blind swine mate
theme-castling = castling
theme-vukovicMate = Vuković mate
theme-superGM = super grandmaster game
theme-balestraMate = balestra mate
theme-underPromotion = underpromotion
