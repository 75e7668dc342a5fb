## The command line's own words: what `tactus …` says on standard error
## before a front end starts, one sentence each, after "tactus: ".
## $command is the command as typed ("tactus tty"), $option an option
## ("--time"), $value what was given for it.

# The last two of a list: "--white, --time and --fen", "text or jsonl".
cli-and = and
cli-or = or

## What the command line parser could not read

cli-unknown-option = { $command } has no option { $option }: { $command } --help lists its options
cli-unknown-option-suggested = { $command } has no option { $option }: did you mean { $suggested }?
cli-unexpected-word = { $command } does not take "{ $word }" here: { $command } --help says what it takes
cli-unknown-command = { $command } has no command "{ $word }": { $command } --help lists its commands
cli-unknown-command-suggested = { $command } has no command "{ $word }": did you mean { $command } { $suggested }?
cli-option-before-command = { $option } goes after the command it belongs to: { $owner } { $option } …
cli-missing-value = { $option } needs a value: { $command } --help says which
cli-missing-file = { $command } needs the name of a file: { $command } --help says which
cli-missing-option = an option given goes only with { $options }: { $command } --help says which
cli-conflict = { $option } cannot go with { $other }
cli-given-twice = { $option } is given twice: give it once
cli-unreadable = { $command } cannot read this command line: { $command } --help says what it takes

## A value an option cannot take

cli-not-a-number = "{ $value }" is not a number: { $option } takes a whole number
cli-bad-choice = "{ $value }" is not a choice of { $option }: say { $choices }
cli-bad-value = "{ $value }" is not a value of { $option }: { $command } --help says which it takes
cli-bad-lang = "{ $value }" is not a language of tactus: say en, de or es
cli-bad-style = "{ $value }" is not a style of notation: say appendix-e, spoken, nato or san
cli-bad-laws = "{ $value }" is not an edition of the Laws: say 2023 (in force) or 2008
cli-bad-voice = "{ $value }" is not a voice: say { $choices }
cli-bad-side = "{ $value }" is not a side: say left, right or centre
cli-bad-rate = "{ $value }" is not a rate: give a percentage from 50 to 300
cli-bad-theme = "{ $value }" is not a theme; the themes are yellow-navy, black-white and colour-blind
cli-bad-player = "{ $value }" is not a player: say human, engine or engine:LEVEL with a level from { $min } to { $max }
cli-bad-level = "{ $value }": there is no level { $level }; levels go from { $min } (weakest) to { $max } (full strength)
cli-bad-rules = "{ $value }" is not a choice of --rules: say strict (every step of Appendix E) or casual
cli-bad-name = { $option }: a name is one line of text

## A time control

cli-time-colon = "{ $given }" is not a time control: did you mean { $suggested }, { $words }?
cli-time-bad = "{ $given }" is not a time control: write the minutes, then + and the seconds added per move, as 15+10 or 5+3
cli-time-too-large = "{ $given }" is not a time control: { $part } is more time than a clock counts
cli-time-zero = "{ $given }" is not a time control: period { $period } has no time
cli-time-zero-moves = "{ $given }" is not a time control: period { $period } is for no moves
cli-time-rest-not-last = "{ $given }" is not a time control: period { $period } is for the rest of the game, so it must come last
cli-time-increment-and-delay = "{ $given }" is not a time control: it has an increment or a delay, not both
cli-time-two-increments = "{ $given }" is not a time control: it gives the increment twice, as { $first } and as { $second } seconds, and one increment applies to the whole game

## A starting position (FEN)

cli-fen = the position of --fen cannot be played: { $fault }
cli-fen-unreadable = the position of --fen cannot be read: { $part ->
    [board] its board must be eight ranks from the 8th to the 1st divided by /, as in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR
    [turn] after the board comes the side to move, w or b
    [castling] the castling rights must be KQkq, some of these letters, or -
    [en-passant] the en passant square must be a square such as e3, or -
    [halfmoves] the half-moves since the last capture or pawn move must be a number
    [fullmoves] the move number must be a number from 1 on
   *[whole] a FEN is the board, the side to move (w or b), the castling rights, the en passant square, then two numbers
}
cli-fen-empty = the board is empty
cli-fen-no-king = { $side ->
    [white] White
   *[black] Black
} has no king
cli-fen-too-many-kings = { $side ->
    [white] White
   *[black] Black
} has { $kings } kings, and a side has one
cli-fen-pawn-back-rank = a pawn stands on { $square }, and no pawn can stand on the first or last rank
cli-fen-check-without-move = { $side ->
    [white] White is in check while Black has the move
   *[black] Black is in check while White has the move
}
cli-fen-castling = the castling rights do not fit the board: a king or a rook is not on its starting square
cli-fen-en-passant = the en passant square does not fit the board: no pawn has just passed over it

## Options that cannot go together, and the arbiter's code

cli-resume-refused = { $options } { $count ->
    [one] sets
   *[other] set
} up a new game and cannot go with --resume, which continues the saved game as it was; leave out --resume to start a new game with { $count ->
    [one] it
   *[other] them
}
cli-tournament-engine = tournament mode is a game between two people: it cannot go with an engine (--white/--black engine, --engine)
cli-screen-reader-tty = --voice screen-reader needs the board window (tactus play); in the terminal your screen reader reads the lines: use --voice text
cli-code-short = --arbiter-code: an arbiter's code needs at least { $min } characters
cli-code-none = --arbiter-code -: no code on the first line of standard input
cli-code-unreadable = --arbiter-code -: standard input cannot be read
cli-no-salt = the system gives no random numbers to keep the arbiter's code safe with

## A file a command cannot take

check-no-game = { $file }: this file holds no game

## What is wrong in a game file, with what the parser knows of it

pgn-problem-unreadable-promotion = unreadable move "{ $token }" (a promotion is written with =, as { $written })
pgn-problem-after-end-by = move "{ $token }" after the game had ended ({ $reason })

## The starting position of a score (tactus score) that does not start
## from the usual one; each side's pieces follow its name.

score-start = Starting position, { $side ->
    [white] White
   *[black] Black
} to move:
score-start-side = { $side ->
    [white] White:
   *[black] Black:
}

## The clock's own options (tactus clock)
cli-bad-table-side = "{ $value }" is not a side of the table for --white-side: say left or right
cli-bad-listener = "{ $value }" is not a side for --me: say white or black
cli-resume-sealed-refused = --resume-sealed continues the adjourned game as it was: it cannot go with --resume or a time control
