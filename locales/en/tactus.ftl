# tactus sentences in English. Variables: $side is white, black or you;
# $piece a piece kind already in the chosen style; $role the kind's key
# (king, queen, rook, bishop, knight, pawn) for grammar; squares and moves
# arrive already in words.

## Moves and turns

move-by = { $side ->
    [white] White
   *[black] Black
}: { $move }
move-null = no move, an analysis placeholder
move-numbered = Move { $number }, { $side ->
    [white] White
   *[black] Black
}: { $move }
turn = { $side ->
    [you] Your move
    [white] White to move
   *[black] Black to move
}, move { $number }

## The tactile board: dark squares are raised, black pieces are marked.

square-empty = { $square }, { $shade ->
    [dark] dark square, raised
   *[light] light square
}, empty
square-piece = { $square }, { $shade ->
    [dark] dark square, raised
   *[light] light square
}, { $piece }{ $color ->
    [black] , marked
   *[white] {""}
}
# $count is how many stand on the board (0 for "none").
pieces = { $color ->
    [white] white
   *[black] black
} { $role ->
    [king] king
    [queen] { $count ->
        [one] queen
       *[other] queens
    }
    [rook] { $count ->
        [one] rook
       *[other] rooks
    }
    [bishop] { $count ->
        [one] bishop
       *[other] bishops
    }
    [knight] { $count ->
        [one] knight
       *[other] knights
    }
   *[pawn] { $count ->
        [one] pawn
       *[other] pawns
    }
}
piece-list = { $pieces }: { $squares }
piece-list-none = { $pieces }: none

## The end of the game

result-recorded = { $result ->
    [white] White won
    [black] Black won
    [draw] Drawn
   *[unknown] No result
}, as recorded; the game did not end on the board.
game-over = { $reason }. { $result }.
result = { $winner ->
    [white] White wins
    [black] Black wins
    [you] You win
    [opponent] You lose
   *[draw] Draw
}
draw-no-mate = Draw, because { $side ->
    [you] you cannot
    [white] White cannot
   *[black] Black cannot
} checkmate
reason-checkmate = Checkmate
reason-stalemate = Stalemate
reason-insufficient-material = Dead position: neither side can checkmate
reason-fivefold = Fivefold repetition
reason-seventy-five = 75 moves without a pawn move or a capture
reason-resignation = { $side ->
    [you] You resigned
    [white] White resigned
   *[black] Black resigned
}
reason-agreement = Draw by agreement
reason-threefold-claimed = Draw claimed by threefold repetition
reason-fifty-claimed = Draw claimed under the 50-move rule
reason-flag-fall = { $side ->
    [you] Your flag fell
    [white] White's flag fell
   *[black] Black's flag fell
}
reason-illegal-moves = { $side ->
    [you] You completed
    [white] White completed
   *[black] Black completed
} one illegal move too many

## The clock

hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
seconds = { $n ->
    [one] 1 second
   *[other] { $n } seconds
}
moves = { $n ->
    [one] 1 move
   *[other] { $n } moves
}
clock-reading = { $side ->
    [you] Your clock
    [white] White
   *[black] Black
}: { $time }, { $moves }
time-control-reached = { $side ->
    [you] Time control reached
    [white] White: time control reached
   *[black] Black: time control reached
}, { $time } added
flag-fell = { $side ->
    [you] Your flag fell
    [white] White's flag fell
   *[black] Black's flag fell
}

## Refusals: nothing changed

refusal-game-over = The game is over: { $reason }
refusal-not-your-turn = It is { $side ->
    [white] White's
   *[black] Black's
} move
refusal-empty = There is no piece on { $square }
refusal-not-your-piece = The { $piece } on { $square } is your opponent's: lift one of your own pieces
refusal-touch-move = Touch-move: the { $piece } on { $square } must move
refusal-touch-capture = Touch-move: the { $piece } on { $square } you touched must be captured
refusal-touch-capture-with = Touch-move: the { $piece } on { $square } must capture the { $target } on { $target-square }
refusal-holding = You are holding the { $piece } from { $square }: put it back first
refusal-not-legal-target = { $to } is not a legal square for the { $piece } on { $square }
refusal-castling-illegal = { $castling } is not legal here
refusal-nothing-lifted = No piece is lifted
refusal-must-stay = The { $piece } released on { $square } must stay there
refusal-already-placed = The piece is already on { $square }: cancel to pick it up again
refusal-promotion-pending = First name the piece the pawn on { $square } becomes
refusal-no-promotion = No pawn is waiting to be promoted
refusal-bad-promotion = A pawn cannot become a { $piece } here
refusal-nothing-placed = Place the piece before announcing the move
refusal-already-made = The move { $move } has been made: press the clock
refusal-cannot-change-move = The move on the board is { $move } and it stays: the announcement can be corrected to that move, not to { $said }
refusal-too-late = Too late: the clock has been pressed after { $move }
refusal-nothing-to-correct = There is no announcement to correct
refusal-slip-not-corrected = You announced { $said } but the board shows { $move }: correct the announcement before pressing the clock
refusal-no-move-made = No move has been made: make and announce a move before pressing the clock
refusal-nothing-to-cancel = There is nothing to cancel
refusal-no-takeback-strict = Moves cannot be taken back under strict rules
refusal-not-agreed = A takeback needs the agreement of both players
refusal-busy = Finish the move in progress first
refusal-nothing-to-take-back = There is no move to take back
refusal-out-of-step = The game has changed since this move was begun: start the move again

move-unreadable = { $text } is not a move
move-illegal = { $text } is not a legal move here
move-ambiguous = { $text } is ambiguous here

claim-not-your-move = Only the player having the move may claim a draw
claim-illegal-move = The move written with the claim is not legal: { $text }
claim-not-repeated = This position has appeared { $count ->
    [one] once
   *[other] { $count } times
}; a draw by repetition needs three
claim-not-fifty = Only { $moves } by each player without a pawn move or a capture; the rule needs 50

clock-not-running = No clock is running
clock-not-your-clock = { $side ->
    [white] White
   *[black] Black
} cannot press the clock: it is { $running ->
    [white] White's
   *[black] Black's
} clock that is running
clock-paused = The clocks are paused by the arbiter and must be resumed first
clock-not-paused = The clocks are not paused
clock-already-running = { $running ->
    [white] White's
   *[black] Black's
} clock is already running
clock-flag-fallen = { $side ->
    [white] White's
   *[black] Black's
} flag has fallen: only the arbiter can restore the clock
clock-time-backwards = The time given is earlier than the clock's last event
clock-would-empty = The adjustment would leave { $side ->
    [white] White's
   *[black] Black's
} clock at zero or below
clock-too-large = The adjustment would make { $side ->
    [white] White's
   *[black] Black's
} time too large
clock-zero-reading = A restored clock reading must be more than zero
clock-too-many-moves = { $side ->
    [white] White's
   *[black] Black's
} move count cannot go higher

parse-empty = Nothing to read: give a move
parse-not-understood = Not understood: { $text }
parse-no-piece = You have no { $piece } there
parse-cannot-reach = No { $piece } can reach { $square }
parse-nothing-to-capture = There is nothing to capture on { $square }
parse-leaves-king-in-check = That would leave your king in check

## The line interface (tactus tty)

player-you = you
player-human = a player
player-engine = the engine at level { $level }
game-started = New game, { $control }. White: { $white }. Black: { $black }.
game-chess960 = Chess960, start position { $number }. The first rank from a to h: { $pieces }.
game-resumed = Game resumed.
nothing-to-resume = There is no unfinished game to resume; a new game begins.
no-engine = No engine: { $reason }. Two people play at this keyboard.
nothing = nothing
line-file = File { $name }: { $pieces }
line-rank = Rank { $name }: { $pieces }
attackers = Attacked by White: { $white }. By Black: { $black }.
legal-moves = Legal moves: { $moves }
no-legal-moves = No legal moves.
last-moves = { $moves }
score-sheet = The game: { $moves }
no-moves-yet = No moves yet.
confirm-move = { $move }? Type yes to make it.
# A phrase heard by the microphone: the move said back ("yes" or Enter
# makes it), the moves alike to choose from (name one), nothing understood
# (the third time running, once, a square in the NATO words the recogniser
# hears best), a command heard that is done only on "yes".
heard-move = { $move }?
heard-which = { $moves }?
heard-nothing = Not heard. Say it again, or type it.
heard-nothing-hint = Not heard. Say it again, or type it; try the NATO words: { $square }.
heard-confirm = { $word ->
    [draw] Draw? Say yes to confirm.
   *[takeback] Take back the last move? Say yes to confirm.
}
confirm-resign = { $key ->
    [yes] Resign? Press the same key again to confirm.
   *[no] Resign? Type yes to confirm.
}
confirm-quit = { $key ->
    [yes] Quit? The game is saved and can be resumed. Press the same key again to confirm.
   *[no] Quit? The game is saved and can be resumed. Type yes to confirm.
}
cancelled = Cancelled.
premove-recorded = Premove recorded: { $move }. An empty line cancels it.
premove-cancelled = Premove cancelled.
premove-dropped = Premove { $move } not played.
draw-offered = { $side ->
    [you] You offer a draw
    [white] White offers a draw
   *[black] Black offers a draw
}.
draw-declined = { $side ->
    [you] You decline the draw
    [white] White declines the draw
   *[black] Black declines the draw
}.
engine-problem = Engine problem: { $message }. The game is paused; type engine restart.
game-paused = The game is paused; type engine restart.
engine-restarting = Restarting the engine.
engine-ready = The engine is ready; the game goes on.
engine-level = Engine level { $level }.
no-engine-in-game = No engine plays in this game.
bad-level = There is no level { $given }: levels go from { $min } to { $max }.
saved = Game saved to { $path }.
file-problem = { $path }: { $error }
loaded = Game loaded from { $path }, { $plies } half-moves.
help = Commands: a move; b board; p N pieces; s e file or rank; e4? square; m e2 moves; l last; c clock; t turn; score; result; draw; claim; resign; undo; set; save; load; flip; help COMMAND; quit; new; engine restart; level N; voices; where; opening; hint, eval; review; puzzle, solution, retry, rating; tournament on, tournament off.
help-board = b or board: the whole position, rank by rank, or as piece lists after set board pieces.
help-pieces = p: where every piece stands, yours first; p N, p k, p A, p knights: where some stand; upper case White, lower case Black, A all of one side.
help-scan = s e or s 4: what stands on a file or a rank.
help-square = e4? or sq e4: what is on the square and what attacks it. In the board window a square is said as a tactile board feels: dark squares raised, black pieces marked, as a tactile set marks its black pieces with a point on top.
help-moves = m e2: the legal moves of the piece on e2; m: all legal moves.
help-last = l or last: the last move; l 5: the last five.
help-clock = c or clock: both clocks; c me, c opp: one; clock off, clock on: the talking clock silent or speaking again.
help-turn = t or turn: whose move and the move number.
help-score = score: the last 10 moves, one line each; score all: every move.
help-draw = draw: offer a draw, or accept one offered.
help-claim = claim, or claim with the move you intend: a draw by repetition or by the 50-move rule.
help-resign = resign: give up the game, after a confirmation.
help-undo = undo: take back the last move (casual rules).
help-set = set style anna, set lang de, set voice tts, set rate 150, set volume 60, set theme black-white, set sounds off, set order mixed, set board pieces, set confirm on, set confirm-heard off, set promotion ask, set openings off, set listen on, set braille auto: settings, saved for next time; set and a setting's name alone says its value and what it takes. In the board window Ctrl+comma opens them.
help-save = save FILE.pgn: write the game to a PGN file; FILE.brf in braille; FILE.wav read aloud as a recording.
help-load = load FILE.pgn, or load FILE.pgn 2: read a game from a PGN file.
help-flip = flip: read the board from the other side.
help-help = help: the commands; help COMMAND: one command; help move, help castling, help promotion: how to type them.
help-quit = quit: leave; the game is saved and can be resumed.
help-engine = engine restart: start the engine again after a problem.
help-level = level N: the engine's strength, 1 to 10.
bad-command = Cannot read { $text }. { $usage }
flipped = The board is read from { $side ->
    [white] White's
   *[black] Black's
} side.
taken-back = { $plies ->
    [one] One move taken back.
   *[other] { $plies } half-moves taken back.
}
lifted = { $piece } { $square } lifted.
clock-pressed = Clock pressed.
not-your-move = It is not your move.
game-is-over = The game is over: { $asked ->
    [draw] there is no draw to offer.
    [claim] there is nothing to claim.
    [resign] there is nothing to resign.
    [undo] moves are no longer taken back. The command new starts another game.
   *[move] no more moves. The command new starts another game.
}
goodbye = Game saved. Goodbye.

# Terminal play: the talking clock off and on (clock off, clock on), and the
# engine's answer to a draw offer ($engine: its name, or none).
talking-clock-off = Talking clock off; c still tells the time.
talking-clock-on = Talking clock on.
# A casual game's clocks wait for both first moves, as on lichess.
clocks-wait = The clocks start after { $side ->
    [you] your
    [white] White's
   *[black] Black's
} first move.
engine-accepts-draw = { $engine ->
    [none] The engine
   *[other] { $engine }
} accepts the draw.
engine-declines-draw = { $engine ->
    [none] The engine
   *[other] { $engine }
} declines the draw.

# The board window: the finger, scans, and the move square by square.
cursor-edge = Edge
cursor-not-found = None found
cursor-wrapped = From the start: { $square }
cursor-wrapped-alone = From the start
direction = { $d ->
    [up] up
    [down] down
    [left] left
    [right] right
    [up-left] up left
    [up-right] up right
    [down-left] down left
   *[down-right] down right
}
scan-ray = { $direction }: { $squares }
scan-nothing = Nothing there
felt-empty = { $square } empty
felt-piece = { $square } { $piece }
put-back = { $piece } { $square } put back.
touched = { $piece } { $square } touched{ $must ->
    [yes] : it must be captured.
   *[no] .
}
placed = { $move } placed. Enter announces it.
promotion-needed = Promotion on { $square }: press q, r, b or n, or choose with the arrows and Enter.
promotion-choice = { $piece }

# The gamepad in the board window.
gamepad-connected = Gamepad connected: { $name }
gamepad-disconnected = Gamepad disconnected: { $name }
gamepad-unavailable = Gamepads are not available: { $reason }. The keys work as always.

# The board window's help (F1): what each key and gamepad button does.
window-help = Keys and gamepad buttons of the board window:
window-help-line = { $action }: { $keys }.
window-help-gamepad = gamepad { $buttons }
window-help-listen = Hold to say a move aloud (tactus --listen)
action-step = Move the cursor { $direction }
action-jump-rank = Go to rank { $rank }
action-jump-file = Go to file { $file }
action-next-role = Next { $piece }
action-previous-role = Previous { $piece }
action-lift-or-place = Lift the piece, or place it
action-lift-place-or-announce = Lift, place, or announce the move
action-announce = Announce the placed move
action-cancel = Cancel the lift or placement
action-say-square = Say the square
action-say-last-move = Say the last move
action-say-clocks = Say both clocks
action-say-own-clock = Say your clock
action-say-opponent-clock = Say your opponent's clock
action-next-piece = Next of your pieces
action-previous-piece = Previous of your pieces
action-say-turn = Say whose move it is
action-say-legal-moves = Say the legal moves
action-say-legal-captures = Say the legal captures
action-say-attackers = Say what attacks the square
action-say-attacked-squares = Say what the piece here attacks
action-say-position = Say the whole position
action-scan-diagonals = Scan the diagonals
action-scan-lines = Scan the rank and file
action-scan-rank = Read the rank
action-scan-file = Read the file
action-scan-around = Read the squares around
action-scan-knight-moves = Read the knight jumps
action-go-to-last-move = Go to the last move's squares
action-help = Help
action-settings = Settings
action-command-line = Command line
action-flip = Turn the board round
action-zoom-in = Zoom in
action-zoom-out = Zoom out
action-full-screen = Full screen on or off
action-quit = Quit
action-resign = Resign
action-offer-draw = Offer a draw, or accept one
action-toggle-talking-clock = Talking clock off or on

## Settings: the set command and the board window's settings dialog (Ctrl+,).
# $name is a setting's key (style, lang, voice, rate, theme, sonify, order, board,
# confirm); $value arrives in words.
setting-name = { $name ->
    [style] Style
    [lang] Language
    [voice] Voice
    [rate] Speech rate
    [theme] Theme
    [sonify] Board sounds
    [order] Piece order
    [board] Board reading
    [promotion] Promotion
    [openings] Opening names
    [listen] Voice input
    [braille] Braille display
    [confirm-heard] Confirm moves heard
   *[confirm] Confirm moves
}
setting-changed = { $name }: { $value }.
setting-row = { $name }: { $value }, { $position } of { $count }
setting-shown = { $name }: { $value }
setting-asked = { $name }: { $value }. { $takes }
# What a setting takes, said after `set NAME` without a value: the line
# that changes it, in the words typed in this language.
setting-takes = { $name ->
    [style] Say set style anna, appendix-e, spoken, nato or san.
    [lang] Say set lang en, de or es.
    [voice] Say set voice tts, text or none.
    [speaker] Say set speaker with a voice's name from the list that voices says, or set speaker default.
    [rate] Say set rate with a percentage from 50 to 300, such as set rate 150.
    [volume] Say set volume with a percentage from 0 to 100, such as set volume 60, or set volume default.
    [theme] Say set theme yellow-navy, black-white or colour-blind.
    [sonify] Say set sounds on or off.
    [order] Say set order yours-first or mixed.
    [board] Say set board ranks or pieces.
    [promotion] Say set promotion ask or queen.
    [openings] Say set openings on or off.
    [listen] Say set listen on or off.
    [braille] Say set braille auto, on or off.
    [confirm-heard] Say set confirm-heard on or off.
   *[confirm] Say set confirm on or off.
}
bad-setting = { $name ->
    [style] Unknown style { $given }: choose anna, appendix-e, spoken, nato or san.
    [lang] Unknown language { $given }: choose en, de or es.
    [voice] Unknown voice { $given }: choose tts, text or none.
    [rate] There is no speech rate { $given }: say a percentage from 50 to 300.
    [theme] Unknown theme { $given }: choose yellow-navy, black-white or colour-blind.
    [order] Unknown piece order { $given }: choose yours-first or mixed.
    [board] Unknown board reading { $given }: choose ranks or pieces.
    [promotion] Unknown promotion choice { $given }: choose ask or queen.
    [braille] Say auto, on or off for the braille display, not { $given }.
   *[other] Say on or off, not { $given }.
}
setting-on = on
setting-off = off
setting-braille-auto = when BRLTTY offers one
setting-rate = { $percent } percent
setting-style-appendix-e = the FIDE words (Appendix D, formerly E)
setting-style-spoken = spoken
setting-style-nato = NATO alphabet
setting-style-san = algebraic notation
setting-lang-en = English
setting-lang-de = Deutsch
setting-lang-es = Español
setting-voice-tts = speech synthesizer
setting-voice-text = text
setting-voice-none = silent
setting-theme-yellow-navy = yellow and navy
setting-theme-black-white = black and white
setting-theme-colour-blind = orange and blue, for colour blindness
setting-order-yours-first = your pieces first
setting-order-mixed = both colours together
setting-board-ranks = rank by rank
setting-board-pieces = piece lists
settings-title = Settings
settings-opened = Settings. { $row }. Up and down choose, left and right change, Escape closes.
settings-closed = Settings closed.
voice-unchanged = The voice cannot be changed: { $reason }. The voice stays as it was.

## What went wrong with the engine ($engine is its path; $reason and
## $status are the system's own words; $ms and $allowed in milliseconds).
engine-error-none-found = no chess engine found: install the stockfish package (Debian puts it at /usr/games/stockfish) or give the path of a UCI engine
engine-error-cannot-start = could not start the engine { $engine }: { $reason }
engine-error-not-uci = { $engine } is not a UCI chess engine: it did not answer "uci" with "uciok" within { $ms } ms
engine-error-not-ready = the engine { $engine } did not answer "isready" with "readyok" within { $ms } ms
engine-error-exited = the engine { $engine } stopped while { $doing ->
    [starting] starting
    [getting-ready] getting ready
    [thinking] thinking
    [waiting] waiting
   *[other] being told what to do
} ({ $status })
engine-error-hung = the engine { $engine } gave no move within { $ms } ms (it was allowed { $allowed } ms) and was stopped
engine-error-unreadable-move = the engine { $engine } answered with a move that cannot be read: "{ $text }"
engine-error-illegal-move = { $engine } chose { $uci }, which is not a legal move in the position
engine-error-no-move = the engine { $engine } found no legal move
engine-error-not-running = the engine { $engine } is not running: restart it

## Keeping games: the autosave, the games folder, files

file-failed = { $path }: { $error }
file-error-not-found = there is no such file
file-error-no-folder = the folder { $folder } does not exist
file-error-not-a-folder = a file stands where a folder should be
file-error-permission = permission denied
file-error-disk-full = the disk is full
file-error-read-only = the disk is read-only
file-error-is-a-folder = it is a folder, not a file
file-error-too-large = the file is larger than { $limit } megabytes, more than tactus reads
file-error-not-text = it is not a text file
save-damage-cut-short = it is cut short
save-damage-invalid = it is not a saved game tactus can read ({ $detail })
save-damage-newer = a newer version of tactus wrote it (format { $version })
saved-against-engine = against the engine at level { $level }
saved-between-people = between two players
saved-between-engines = between two engines
saved-game-waiting = An unfinished game { $against }, move { $number }, is saved: { $how ->
    [key] press R to resume it, or N to start a new game.
   *[line] type resume to go on, or new to start a new game.
}
saved-game-recovered = { $plies ->
    [one] 1 move
   *[other] { $plies } moves
} of it could be recovered, up to move { $number }: { $how ->
    [key] press R to go on from there, or N to start a new game.
   *[line] type resume to go on from there, or new to start a new game.
}
saved-game-damaged = The saved game could not be read: { $why }. It is kept in the data folder as { $path }.
saved-game-damaged-in-place = The saved game could not be read: { $why }. It could not be moved aside ({ $error }), so it stays where it is and no game is saved over it.
game-kept = { $unfinished ->
    [yes] The unfinished game is kept in the games folder as { $name }; type load and that name to take it up again.
   *[no] This game is kept in the games folder as { $name }.
}
keep-failed = The game could not be put in the games folder: { $error }.
autosave-failed = The game could not be saved: { $error }. Type save FILE.pgn to keep it.
autosave-works = The game is being saved again.
quit-unsaved = The game could not be saved: { $error }. Type save FILE.pgn to keep it, or quit again to leave without it.
goodbye-unsaved = Goodbye. The game was not saved.

## The conversation: questions that expire, answers without a question,
## the end of a game said on request, and a new game.
question-expired = The question expired; nothing changed.
nothing-to-answer = There is no question to answer.
# $ended is the end already in words: "Checkmate. White wins."
game-finished = The game is over. { $ended } The command new starts another game.
confirm-new-game = { $key ->
    [yes] Start a new game? This game is set aside. Press the same key again to confirm.
   *[no] Start a new game? This game is set aside. Type yes to confirm.
}
help-new = new: a new game with the same players, time control and rules; while a game runs, after a confirmation.
action-new-game = New game

## Faults of the outputs and files around the game (issue #9): each said
## once. $file is a file's name, $key and $value as written in it.
fault-speech-unavailable = Speech is not available. Speaking as text.
fault-speech-lost = Speech stopped. Speaking as text until it comes back.
fault-speech-back = Speech is back.
fault-sound-unavailable = { $lost ->
    [yes] The sound device went away. Earcons off.
   *[no] No sound. Earcons off.
}
hearing-listening = Listening: say your move, in English, or type it.
fault-hearing-no-library = Voice input needs PocketSphinx: install the packages libpocketsphinx3 and pocketsphinx-en-us. Voice off; typing works.
fault-hearing-no-model = Voice input needs the English speech model ({ $detail } is missing): install the package pocketsphinx-en-us. Voice off; typing works.
fault-hearing-recogniser = The speech recogniser failed ({ $detail }). Voice off; typing works.
fault-hearing-unknown-word = The speech recogniser does not know the word { $detail }; phrases with it cannot be heard.
fault-hearing-no-microphone = No microphone. Voice off; typing works.
fault-hearing-device = The microphone failed ({ $detail }). Voice off; typing works.
fault-no-display = No display. Playing in the terminal.
fault-display-lost = The display closed. The game is saved: tactus --resume continues it.
fault-config-bad-value = { $file }: "{ $value }" is no value for { $key }. Using its default.
fault-config-unknown-key = { $file }: unknown setting "{ $key }", ignored.
fault-config-unreadable = { $file } cannot be read{ $line ->
    [0] {""}
   *[other] {" "}at line { $line }
}. Using the defaults.
fault-config-kept-aside = Your settings file had bad values. It is kept as { $path }, and a new one is written.
fault-key-binding-ignored = { $file } line { $line }: { $chord } = "{ $action }" is no key binding. Left out.

## Dead positions and unwinnable flag falls (Art. 5.2.2, 6.9, 7.5.5)
reason-dead-position = Dead position: neither side can checkmate by any series of legal moves
reason-flag-fall-undecided = { $side ->
    [you] Your flag fell
    [white] White's flag fell
   *[black] Black's flag fell
}; whether { $opponent ->
    [you] you
    [white] White
   *[black] Black
} could still checkmate could not be decided
reason-illegal-moves-undecided = { $side ->
    [you] You completed
    [white] White completed
   *[black] Black completed
} one illegal move too many; whether { $opponent ->
    [you] you
    [white] White
   *[black] Black
} could still checkmate could not be decided

## Words (#10.9-12): a talking clock that says what changes, time controls
## in words, defended pieces, promotion asked, style and language kept
## apart, long answers in pages.
# A scheduled reading whose move count did not change.
clock-reading-time = { $side ->
    [you] Your clock
    [white] White
   *[black] Black
}: { $time }
# The last seconds, counted bare.
clock-countdown = { $n }
# A period of a time control: "40 moves in 90 minutes".
control-moves-in = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} in { $time }
control-then = { $first }, then { $rest }
control-increment = { $control } plus { $time } per move
control-delay = { $control }, { $kind ->
    [bronstein] Bronstein delay
   *[simple] delay
} { $time }
# e4? on a piece: its own side defends it, the other attacks it.
attackers-white-piece = Defended by White: { $white }. Attacked by Black: { $black }.
attackers-black-piece = Defended by Black: { $black }. Attacked by White: { $white }.
in-check = { $side ->
    [you] You are in check
    [white] White is in check
   *[black] Black is in check
}
# e4? typed: what is on the square in plain words (no tactile words).
square-plain-empty = { $square }, { $shade ->
    [dark] dark square
   *[light] light square
}, empty
square-plain-piece = { $square }, { $shade ->
    [dark] dark square
   *[light] light square
}, { $piece }
# A typed promotion without its piece (strict rules, or set promotion ask).
which-promotion = Which piece? Queen, rook, bishop or knight.
setting-promotion-ask = ask which piece
setting-promotion-queen = always a queen
fide-words-in-german = Moves are announced in the FIDE words of Appendix { $appendix }, which are German; everything else stays in English.
# score: which moves are read, one line each.
score-page = The last moves, { $first } to { $last }; score all reads every move:

## Key names in the help (KeyboardEvent.code names, said as on a US
## layout): modifiers, number-pad digits, and every key that is not a
## letter, a digit or a function key.
key-mod-ctrl = Ctrl
key-mod-alt = Alt
key-mod-shift = Shift
key-numpad-digit = Numpad { $digit }
key-Backquote = Backquote
key-Backslash = Backslash
key-BracketLeft = Left bracket
key-BracketRight = Right bracket
key-Comma = Comma
key-Equal = Equals
key-IntlBackslash = Less than
key-IntlRo = Ro
key-IntlYen = Yen
key-Minus = Minus
key-Period = Period
key-Quote = Quote
key-Semicolon = Semicolon
key-Slash = Slash
key-AltLeft = Left Alt
key-AltRight = Right Alt
key-Backspace = Backspace
key-CapsLock = Caps Lock
key-ContextMenu = Menu
key-ControlLeft = Left Control
key-ControlRight = Right Control
key-Enter = Enter
key-SuperLeft = Left Windows
key-SuperRight = Right Windows
key-ShiftLeft = Left Shift
key-ShiftRight = Right Shift
key-Space = Space
key-Tab = Tab
key-Convert = Convert
key-KanaMode = Kana
key-Lang1 = Language 1
key-Lang2 = Language 2
key-Lang3 = Language 3
key-Lang4 = Language 4
key-Lang5 = Language 5
key-NonConvert = No convert
key-Delete = Delete
key-End = End
key-Help = Help
key-Home = Home
key-Insert = Insert
key-PageDown = Page down
key-PageUp = Page up
key-ArrowDown = Down arrow
key-ArrowLeft = Left arrow
key-ArrowRight = Right arrow
key-ArrowUp = Up arrow
key-NumLock = Num Lock
key-NumpadAdd = Numpad plus
key-NumpadBackspace = Numpad backspace
key-NumpadClear = Numpad clear
key-NumpadClearEntry = Numpad clear entry
key-NumpadComma = Numpad comma
key-NumpadDecimal = Numpad decimal point
key-NumpadDivide = Numpad divide
key-NumpadEnter = Numpad Enter
key-NumpadEqual = Numpad equals
key-NumpadHash = Numpad hash
key-NumpadMemoryAdd = Numpad memory add
key-NumpadMemoryClear = Numpad memory clear
key-NumpadMemoryRecall = Numpad memory recall
key-NumpadMemoryStore = Numpad memory store
key-NumpadMemorySubtract = Numpad memory subtract
key-NumpadMultiply = Numpad times
key-NumpadParenLeft = Numpad left parenthesis
key-NumpadParenRight = Numpad right parenthesis
key-NumpadStar = Numpad star
key-NumpadSubtract = Numpad minus
key-Escape = Escape
key-Fn = Fn
key-FnLock = Fn Lock
key-PrintScreen = Print Screen
key-ScrollLock = Scroll Lock
key-Pause = Pause
key-BrowserBack = Browser back
key-BrowserFavorites = Browser favourites
key-BrowserForward = Browser forward
key-BrowserHome = Browser home
key-BrowserRefresh = Browser refresh
key-BrowserSearch = Browser search
key-BrowserStop = Browser stop
key-Eject = Eject
key-LaunchApp1 = Launch application 1
key-LaunchApp2 = Launch application 2
key-LaunchMail = Mail
key-MediaPlayPause = Play or pause
key-MediaSelect = Media select
key-MediaStop = Media stop
key-MediaTrackNext = Next track
key-MediaTrackPrevious = Previous track
key-Power = Power
key-Sleep = Sleep
key-AudioVolumeDown = Volume down
key-AudioVolumeMute = Mute
key-AudioVolumeUp = Volume up
key-WakeUp = Wake up
key-Meta = Meta
key-Hyper = Hyper
key-Turbo = Turbo
key-Abort = Abort
key-Resume = Resume
key-Suspend = Suspend
key-Again = Again
key-Copy = Copy
key-Cut = Cut
key-Find = Find
key-Open = Open
key-Paste = Paste
key-Props = Properties
key-Select = Select
key-Undo = Undo
key-Hiragana = Hiragana
key-Katakana = Katakana

## Gamepad buttons in the help, by their place on the pad.
button-south = south button
button-east = east button
button-west = west button
button-north = north button
button-c = C button
button-z = Z button
button-left-shoulder = left shoulder
button-right-shoulder = right shoulder
button-left-trigger = left trigger
button-right-trigger = right trigger
button-select = select
button-start = start
button-mode = logo button
button-left-stick = left stick pressed
button-right-stick = right stick pressed
button-dpad-up = D-pad up
button-dpad-down = D-pad down
button-dpad-left = D-pad left
button-dpad-right = D-pad right

## Typed errors (#14): a saved game that cannot be resumed, a game file that
## cannot be loaded, a file problem without the system's English.
file-error-other = the system refused it (error { $code })
save-damage-not-a-game = it is not a saved game of tactus (line { $line })
restore-error-time-control = the time control { $given } cannot be read
restore-error-start-position = the start position { $fen } is not a legal position
restore-error-move = half-move { $ply }, { $move }, is not a legal move
restore-error-clock = the clock readings cannot be
restore-error-level = there is no level { $given }: levels go from { $min } to { $max }
pgn-error-no-games = the file has no games
pgn-error-no-such-game = the file has { $count } { $count ->
    [one] game
   *[other] games
}; there is no game { $requested }
pgn-error-in-tags = game { $game }, in the tags: { $problem }
pgn-error-at-move = game { $game }, move { $number } { $side ->
    [white] (White)
   *[black] (Black)
}: { $problem }
pgn-problem-unreadable = unreadable move "{ $token }"
pgn-problem-illegal = illegal move "{ $token }"
pgn-problem-ambiguous = ambiguous move "{ $token }"
pgn-problem-after-end = move "{ $token }" after the game had ended
pgn-problem-after-result = move "{ $token }" after the result
pgn-problem-bad-fen = the start position { $fen } is not a legal position
pgn-problem-no-result = the moves end without a result (1-0, 0-1, 1/2-1/2 or *); the file may be cut short
pgn-problem-not-pgn = it is not PGN
pgn-error-variant = game { $game } is { $variant }; tactus reads standard chess and Chess960
pgn-problem-variant = the game is { $variant }; tactus reads standard chess and Chess960
pgn-problem-null-move = null move "{ $token }": no move under the Laws, an analysis placeholder

## The board window for screen readers: the grid's name, from whose side
## the board is seen, and the words a cell adds to its square.
board-label = { $side ->
    [white] Chessboard, White's side
   *[black] Chessboard, Black's side
}
cell-lifted = lifted
cell-legal-move = legal move
cell-last-move = last move

## Why tactus's own voice does not speak as asked ($detail is the
## synthesizer's or the system's own words; $error a file problem).
speech-fallback-text = { $fault }; speaking as text instead
speech-fault-unreachable = speech is not available ({ $detail })
speech-fault-no-answer = the speech synthesizer did not answer within { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
}
speech-fault-transcript = the transcript cannot be opened: { $error }
speech-fault-thread = the voice cannot start ({ $detail })

## tactus check (#12.3): the findings in a PGN file, one line each
check-finding = { $place }: { $what }
check-where-game = game { $game }, { $players }
check-where-move = game { $game }, { $players }, { $move } { $token }
check-unreadable-move = unreadable move
check-illegal-move = illegal move
check-ambiguous-move = ambiguous move: it fits more than one legal move
check-after-result = move after the result
check-after-end = move after the game ended ({ $reason })
check-bad-fen = the FEN tag "{ $fen }" is not a position the Laws can play on
check-no-result = the movetext ends without a result (1-0, 0-1, 1/2-1/2 or *); the file may be cut short
check-broken = not PGN (a comment or tag that never ends): the rest of the file cannot be read
check-bad-result-tag = the Result tag "{ $tag }" is not a result
check-bad-time-control = the TimeControl tag "{ $tag }" is not a time control of the PGN standard
check-result-tag-differs = the Result tag says { $tag }, the movetext ends with { $result }
check-end-contradicted = { $given }, but the game ended by itself ({ $reason }): { $result } under Art. 5
check-dead-decisive = { $given }, but in the final position neither side can checkmate by any series of legal moves: ½-½ under Art. 5.2.2
check-time-forfeit-draw = { $given } on time, but { $winner ->
    [white] White
   *[black] Black
} cannot checkmate: ½-½ under Art. 6.9
check-variant = the game is { $variant }, not standard chess or Chess960: the Laws of chess cannot judge it
check-null-move = null move: an analysis placeholder, no move under the Laws; the result is not judged
check-summary = { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $plies } half-moves, { $seconds } s: { $findings ->
    [0] no findings
    [one] 1 finding ({ $kinds })
   *[other] { $findings } findings ({ $kinds })
}
check-progress = { $games } games checked
check-cannot-read = cannot read { $file }: { $reason }

## help topics, an unknown help word, and set alone
help-move = A move as you say or write it: e4, Nf3, knight f3, e2e4, exd5 or e takes d5. When two pieces can go there, tactus asks which, and the next line answers. A capital letter is a piece: Bc4 is the bishop's move, never a pawn's.
help-castling = Castling: O-O, or short castling, for the king's side; O-O-O, or long castling, for the queen's side. The king's move, e1g1, works too.
help-promotion = Promotion: the pawn's move and the piece, e8=Q, e8Q or e8 queen. Without the piece tactus asks which (always in strict rules, in casual rules after set promotion ask); answer with the piece or its letter: q, r, b or n.
no-such-help = There is no command or help topic { $given }. { $help }
setting-now = { $name }: { $value }
current-settings = Settings: { $list }. set, a setting and a value changes one, such as set rate 150.

## the settings file that cannot be written
fault-settings-not-saved = The settings could not be saved: { $error }. They hold until tactus ends.

## score in braille: tactus score and save FILE.brf
score-heading-white = White: { $value }
score-heading-black = Black: { $value }
score-heading-event = Event: { $value }
score-heading-round = Round: { $value }
score-heading-date = Date: { $value }
score-heading-result = Result: { $value }
score-heading-unfinished = Result: not finished
score-no-liblouis = braille cannot be written: liblouis is missing ({ $detail }); install the package liblouis20
score-no-braille-table = braille cannot be written: liblouis cannot read its table { $tables }; install the package liblouis-data
score-cannot-read = cannot read { $file }: { $reason }
score-bad-cells = { $given } cells a line cannot be laid out: give { $min } to { $max }
score-bad-lines = { $given } lines a page cannot be laid out: give { $min } to { $max }
score-cannot-write = cannot write { $file }: { $reason }
# editions of the Laws
laws-in-force = Played under the FIDE Laws of { $year }{ $automatic ->
    [yes] : fivefold repetition and 75 moves end the game
   *[no] : fivefold repetition and 75 moves do not end the game; claim a draw by repetition or by the 50-move rule
}. The rules for blind players are in Appendix { $appendix }.
laws-wrong-claim-penalty = Wrong claim: { $side ->
    [you] you get
    [white] White gets
   *[black] Black gets
} { $time } more (Article 9.5, Laws of { $year }).
# window help
## the help as a list walked item by item, a key pressed in it, the first start
window-help-title = Help
window-help-opened = Help, { $count } items. Up and down read them, Page up and Page down go from group to group, any other key says what it does, Escape closes.
window-help-row = { $item }, { $position } of { $count }
window-help-closed = Help closed.
window-help-key = { $key }: { $action }.
window-help-key-unbound = nothing
window-help-group = { $group ->
    [moving] Moving
    [moves] Moves
    [questions] Questions
    [game] The game
   *[settings] The window and settings
}
first-start-window = Welcome to tactus. Press { $key } for help on the keys.
first-start-terminal = Welcome. Type help for the commands.
settings-instructions = Up and down choose, left and right change, Escape closes.
setting-voice-screen-reader = your screen reader
# tactus clock: the talking chess clock and the score kept as the game goes
table-side = { $side ->
    [white] White
   *[black] Black
}
table-control = Time control: { $control }. Press Enter to start White's clock.
table-started = Clock started: { $side ->
    [white] White's
   *[black] Black's
} clock runs.
table-press = { $side ->
    [white] White
   *[black] Black
}, move { $number }: { $move }
table-press-gap = { $side ->
    [white] White
   *[black] Black
}, move { $number }: no move written
table-press-unchecked = { $side ->
    [white] White
   *[black] Black
}, move { $number }: { $text }, checked once the gap is filled
table-period = { $side ->
    [white] White
   *[black] Black
}, { $moves } moves: { $time } added
table-button-ignored = { $side ->
    [white] White's
   *[black] Black's
} clock is not running: nothing happens
table-paused = Clocks paused.
table-resumed = Clocks resumed.
table-added = { $side ->
    [white] White
   *[black] Black
}: { $time } added, now { $reading }
table-subtracted = { $side ->
    [white] White
   *[black] Black
}: { $time } taken off, now { $reading }
table-set = { $side ->
    [white] White's
   *[black] Black's
} clock set to { $reading }
table-moves-set = { $side ->
    [white] White's
   *[black] Black's
} move count set to { $moves }
table-filled = Move { $number }, { $side ->
    [white] White
   *[black] Black
}, filled: { $move }
table-misfit = Move { $number }, { $side ->
    [white] White
   *[black] Black
}, { $text }, does not fit: { $why }. Correct it with undo or tell the arbiter.
table-undone = { $side ->
    [white] White's
   *[black] Black's
} press of move { $number } taken back: { $side ->
    [white] White's
   *[black] Black's
} clock runs again.
table-flag = { $side ->
    [white] White's
   *[black] Black's
} flag fell. White: { $white }, Black: { $black }.
table-continued = Clock game resumed. { $side ->
    [white] White's
   *[black] Black's
} clock was charged { $time } for the time tactus was stopped.
table-continued-stopped = Clock game resumed; no clock was running.
table-nothing-to-resume = No clock game to resume: a new one begins.
table-set-aside = The last clock game is kept as { $file }.
table-damaged = The saved clock game could not be read; it is kept as { $file }.
table-refused-move = { $text }: { $why }. The clock was not pressed.
table-not-a-move = { $text } is not a move. The clock was not pressed.
table-not-started = The clock has not been started: press Enter or type start.
table-no-gap = There is no gap at move { $number }.
table-earlier-gap = Fill the gap at move { $number } first.
table-fill-move = { $text } does not fit at move { $number }: { $why }
table-nothing-to-undo = There is no press to take back.
table-corrected-since = The clocks were corrected after the last press: correct them again instead.
table-flag-fallen = { $side ->
    [white] White's
   *[black] Black's
} flag has fallen: the clocks are stopped.
table-no-side = { $command }: say white or black.
table-bad-time = { $text } is not a time: write 2m, 30s, 1h5m or 1:05:00.
table-bad-number = { $text } is not a number.
table-usage = Write it as: { $usage }
table-score-empty = No moves yet.
table-score-move = { $number }. { $white }, { $black }
table-score-half = { $number }. { $white }
table-gap = gap
table-unchecked = { $text }, unchecked
table-saved = Score saved as { $file }.
table-saved-part = Score saved as { $file }, up to move { $number }: the rest waits for a gap to be filled.
table-save-failed = The score could not be saved as { $file }: { $error }
table-save-pgn-only = The clock saves the score as PGN, or read aloud: give a file name ending in .pgn, or .wav, .ogg or .opus for a recording.
table-autosave-failed = The clock game could not be saved: { $error }
table-help = Enter presses the running clock; a move and Enter presses with the move. start; c, c me, c opp: the clocks; pause, resume; score; fill N MOVE; undo; add white 2m, sub black 30s, set white 1:05:00, moves white 40; left, right: the buttons; save FILE.pgn; quit.
table-bye = The clock game is saved. tactus clock --resume continues it and charges the running clock for the time in between.
table-preset = { $name }: { $control }, { $words }
## The clock (issue 20): the first of two flags, both clocks announced
## unless muted, tournament mode said
table-flag-first = { $side ->
    [white] White's
   *[black] Black's
} flag fell first. White: { $white }, Black: { $black }.
table-muted = { $side ->
    [white] White's clock is no longer announced: unmute white announces it again.
    [black] Black's clock is no longer announced: unmute black announces it again.
   *[both] The clocks are no longer announced: unmute announces them again.
}
table-unmuted = { $side ->
    [white] White's clock is announced again.
    [black] Black's clock is announced again.
   *[both] Both clocks are announced again.
}
table-help-mute = The talking clock announces both clocks as their time runs low: mute black (or mute white) stops it for that side, mute for both; unmute black (or unmute) brings it back.
table-tournament = Tournament mode: moves are recorded as written, never judged aloud; the arbiter's commands need his code.
table-tournament-no-code = Tournament mode: moves are recorded as written, never judged aloud. This game has no arbiter's code: the mode lasts until the game ends.
code-taken = Code taken.
table-saved-waiting = An unfinished clock game is saved: move { $number }, { $side ->
    [white] White
   *[black] Black
} to move. { $how ->
    [key] Press R to go on with it, or N to start a new game.
   *[line] Type resume to go on with it, or new to start a new game.
}
table-set-aside-unfinished = The unfinished clock game is kept as { $file }: give that name to tactus clock --resume to go on with it.
table-resumed-named = { $side ->
    [white] The clock game { $file } goes on as it was saved: White's clock runs.
    [black] The clock game { $file } goes on as it was saved: Black's clock runs.
   *[none] The clock game { $file } goes on as it was saved; no clock was running.
}
## score as a recording: tactus score --format wav, save FILE.wav
recording-players = White: { $white }. Black: { $black }.
recording-unknown-player = unknown
recording-event = { $event }.
recording-event-round = { $event }, round { $round }.
recording-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }.
recording-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }.
recording-year = { $year }.
recording-heading-result = Result: { $result ->
    [white] White won
    [black] Black won
    [draw] a draw
   *[unknown] none yet
}.
recording-move-clock = { $move }. { $time } left on the clock.
recording-no-result = The game has no result yet.
recording-started = Recording the game to { $path }. Play on; you will hear when it is written.
recording-written = Recording written to { $path }, { $length } long.
recording-failed = { $path }: no recording was made: { $why }.
recording-fault-no-synthesizer = the speech synthesizer espeak-ng cannot start; its voice data (the package espeak-ng-data) may be missing
recording-fault-no-voice = espeak-ng has no { $lang ->
    [de] German
    [es] Spanish
   *[en] English
} voice
recording-fault-refused = the speech synthesizer espeak-ng refused the words (error { $code })
recording-fault-too-long = the game read aloud would be longer than a WAV file holds
recording-needs-output = A recording is sound, not text: name the file to write with -o, for example -o game.wav.

## engine failures in words: why an engine could not start, how it ended
engine-start-no-such-program = there is no such program
engine-start-not-permitted = it may not be run (permission denied)
engine-start-no-output = its output could not be read
engine-start-no-thread = no thread could be made to read it
engine-start-system-error = system error { $number }
engine-start-system-error-unknown = a system error
engine-ended-code = exit status: { $code }
engine-ended-signal = ended by signal { $signal }
engine-ended-closed-output = it closed its output
engine-ended-unknown = how it ended is not known

# window zoom
window-zoom = Zoom { $percent } percent.
window-zoom-largest = Zoom { $percent } percent, the most this window allows.

# clock window
clock-window-title = tactus clock
clock-window-side = { $side ->
    [white] White
   *[black] Black
}
clock-window-moves = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
clock-window-flag = Flag fell
clock-window-label = { $side ->
    [white] White
   *[black] Black
}'s clock, { $button ->
    [left] left
   *[right] right
} button
clock-window-value = { $time }, { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}{ $state ->
    [running] , running
    [flag] , flag fell
   *[stopped] {""}
}

# voice and volume
setting-name-volume = Volume
setting-volume = { $percent } percent
setting-volume-default = the synthesizer's own volume
bad-setting-volume = There is no volume { $given }: say a percentage from 0 to 100, or default.

## the line interfaces: standard input that cannot be read
input-cannot-read = cannot read the input

## Review mode in the window (issue 10, point 14)
action-review = Review the game move by move
review-opened = Review: left and right step through the moves, Home goes to the start, Escape or End back to the game.
review-start = The start position.
review-at-start = This is the start: there is no move before it.
review-closed = Back to the game.
review-keys = In review: left and right step through the moves, Escape goes back to the game.

## The synthesizer's voice (issue 10, point 8)
setting-name-speaker = Speaker
setting-speaker = { $name }
setting-speaker-default = the language's default voice
bad-setting-speaker = There is no voice called { $given }.
voices-listed = { $count ->
    [one] One voice for { $language }
   *[other] { $count } voices for { $language }
}, { $first } to { $last }: { $names }.
voices-more = Type voices { $page } for more.
voices-none = The synthesizer offers no voice for { $language }.
voices-unavailable = The synthesizer's voices cannot be listed: { $why }
voices-no-page = There is no page { $page } of voices: there are { $pages }.
help-voices = voices: the synthesizer's voices for the language, ten at a time (voices 2 for the next ten); set speaker NAME chooses one, set speaker default the language's own.
voices-language = { $lang ->
    [de] German
    [es] Spanish
   *[en] English
}
## tournament mode (a player's game under the arbiter: tactus tty, play, the window)
help-tournament = tournament on: tournament mode, before the first move: only the clock, the score and the words of the moves. tournament off: leave it; the arbiter types the code on the next line.
tournament-on = Tournament mode: only the clock, the score and the words of the moves.
tournament-too-late = Tournament mode can only be turned on before the first move of a game.
tournament-not-on = Tournament mode is not on.
tournament-refused = { $what ->
    [advice] Tournament mode does not allow information about the game, such as the name of the opening (Article 11.3).
    [new-game] Tournament mode does not allow another game before this one ends: the arbiter's code ends the mode.
    [engine] Tournament mode does not allow playing an engine.
    [moves] Tournament mode does not allow lists of legal moves.
    [attacks] Tournament mode does not allow saying what attacks a square.
    [scans] Tournament mode does not allow scanning the board.
    [takeback] Tournament mode does not allow taking moves back.
    [load] Tournament mode does not allow loading another game.
    [board-moves] Tournament mode does not allow moving pieces on the screen's board: type the move.
   *[position] Tournament mode does not allow describing the position.
}
tournament-noted = Written down for the arbiter: { $written }. The position is unchanged.
tournament-ask-code = Arbiter's code?
tournament-left = Tournament mode ended.
tournament-wrong-code = Wrong code. Tournament mode goes on.
tournament-no-code = This game has no arbiter's code: tournament mode lasts until the game ends.
tournament-window-title = tournament mode
window-cannot-open = the window could not be opened: { $error }
window-title = tactus: chess board
window-title-tournament = { window-title } — { tournament-window-title }
## Adjournment and two boards at the clock (issue 13: seal, unseal, the envelope, reconcile, retrace)
adjourn-help = The arbiter: seal, then the move on the next line (not shown), adjourns the game with the move sealed; unseal opens the envelope; reconcile SIGHTED.pgn compares the sighted player's score with the table's; retrace N goes back to the position after half-move N.
adjourn-ask-move = { $side ->
    [white] White
   *[black] Black
}, your sealed move? Type it; the clocks stop when it is sealed. An empty line cancels.
adjourn-cancelled = Nothing was sealed.
adjourn-sealed = Move sealed: { $side ->
    [white] White's
   *[black] Black's
} move { $number }. The clocks are stopped and the game is adjourned. White: { $white }, Black: { $black }.
adjourn-envelope = The envelope is written in the data folder as { $name }: in print (.txt), in braille (.brf) and as PGN (.pgn). The arbiter keeps { $name }.json, which holds the sealed move.
adjourn-envelope-no-brf = The envelope is written in the data folder as { $name }: in print (.txt) and as PGN (.pgn), without a braille copy: { $error }. The arbiter keeps { $name }.json, which holds the sealed move.
adjourn-envelope-failed = The envelope could not be written: { $error }. The sealed move is kept in the clock game.
adjourn-unsealed = The envelope is opened. { $side ->
    [white] White
   *[black] Black
}'s sealed move { $number }: { $move }. { $next ->
    [white] White
   *[black] Black
}'s clock is ready: type start or press a button.
adjourn-unsealed-unchecked = The envelope is opened. { $side ->
    [white] White
   *[black] Black
}'s sealed move { $number }: { $text }, on the score as written, checked once the gap is filled. { $next ->
    [white] White
   *[black] Black
}'s clock is ready: type start or press a button.
adjourn-unsealed-illegal = The envelope is opened. { $side ->
    [white] White
   *[black] Black
}'s sealed move { $number }, { $text }, cannot be played here: { $why }. It is on the score as written, for the arbiter: under the Laws a sealed move that is illegal loses the game, unless the opponent cannot checkmate (illegal, result).
adjourn-resumed = The adjourned game is back: { $side ->
    [white] White
   *[black] Black
}'s move { $number } is sealed. unseal opens the envelope.
adjourn-bad-file = { $file } cannot be read: { $error }
adjourn-not-a-game = { $file } is not a clock game of tactus.
adjourn-not-sealed = { $file } holds no sealed move: tactus clock --resume continues a game that was not adjourned.
adjourn-refused-adjourned = The game is adjourned with { $side ->
    [white] White
   *[black] Black
}'s sealed move: unseal it first.
adjourn-refused-not-adjourned = The game is not adjourned: there is no sealed move.
adjourn-refused-move = That move cannot be played here: nothing was sealed.
adjourn-refused-not-a-move = That is not a move: nothing was sealed.
adjourn-refused-beyond = The score has { $plies } half-moves: it cannot go back to half-move { $ply }.
adjourn-refused-other-start = The sighted player's score starts from another position: it cannot be compared with the table's.
adjourn-sighted-unreadable = The sighted player's score { $file } cannot be read: { $error }. Nothing changed.
adjourn-agree = The scores agree: { $plies } half-moves. The table cannot see the boards: a board that differs is set to this position. { $position }
adjourn-differ = The scores differ at half-move { $after }: the table has { $table }, the sighted player's score { $sighted }. They agree up to half-move { $ply }, move { $number } of { $side ->
    [white] White
   *[black] Black
}. The position there: { $position } The clocks recorded there: White { $white }, Black { $black }. Retrace to there? yes or no.
adjourn-differ-start = The scores differ from the first half-move: the table has { $table }, the sighted player's score { $sighted }. The position: the start. The clocks: White { $white }, Black { $black }. Retrace to there? yes or no.
adjourn-illegal = Both scores hold { $written } at half-move { $ply }, and it cannot be played there: an illegal move was completed, for the arbiter (illegal).
adjourn-nothing = nothing
adjourn-not-retraced = Nothing was retraced.
adjourn-retraced = Retraced to the position after move { $number } of { $side ->
    [white] White
   *[black] Black
}: { $count ->
    [one] 1 half-move
   *[other] { $count } half-moves
} off the score ({ $removed }). White: { $white }, Black: { $black }. { $state ->
    [running] { $next ->
        [white] White's
       *[black] Black's
    } clock runs.
    [paused] The clocks stay paused.
   *[stopped] { $next ->
        [white] White's
       *[black] Black's
    } clock is ready: type start.
}
adjourn-retraced-start = Retraced to the start: { $count ->
    [one] 1 half-move
   *[other] { $count } half-moves
} off the score ({ $removed }). White: { $white }, Black: { $black }. { $state ->
    [running] White's clock runs.
    [paused] The clocks stay paused.
   *[stopped] White's clock is ready: type start.
}
adjourn-position = White: { $white }. Black: { $black }.
adjourn-envelope-title = Adjourned game: the envelope
adjourn-envelope-white = White: { $name }
adjourn-envelope-black = Black: { $name }
adjourn-envelope-control = Time control: { $control } ({ $tag })
adjourn-envelope-sealer = { $side ->
    [white] White's
   *[black] Black's
} move { $number } is sealed: { $sealed }
adjourn-envelope-sealed = sealed
adjourn-envelope-clocks = Clocks at the seal: White { $white }, Black { $black }
adjourn-envelope-moves = Moves made: White { $white }, Black { $black }
adjourn-envelope-fen = Position before the sealed move (FEN): { $fen }
adjourn-envelope-board = Position before the sealed move: { $position }
adjourn-envelope-no-position = The position is not known: the score has a gap at move { $number }.
adjourn-envelope-score = Moves:
adjourn-envelope-gap = (gap)
## arbiter: two scoresheets reconciled (tactus arbiter reconcile)
reconcile-place = move { $number }, { $side ->
    [white] White
   *[black] Black
}
reconcile-agree = Both scoresheets agree: { $plies ->
    [one] 1 half-move
   *[other] { $plies } half-moves
}, the last { $place }, { $move }.
reconcile-agree-empty = Both scoresheets are empty: no move has been made.
reconcile-boards-agree = The boards agree with them.
reconcile-no-boards = No board was given to compare.
reconcile-nothing-to-do = Nothing to do: the game goes on.
reconcile-board-differs = The { $board ->
    [blind] blind
   *[sighted] sighted
} player's board differs from the position the scoresheets give. { $count ->
    [one] One change sets
   *[other] { $count } changes set
} it right:
reconcile-change-move = { $piece }: move it from { $from } to { $to }.
reconcile-change-remove = { $piece } on { $from }: take it off the board.
reconcile-change-put = { $piece }: put it on { $on }.
reconcile-right-position = The right position:
reconcile-side = { $side ->
    [white] White
   *[black] Black
}: { $pieces }.
reconcile-pieces = { $role ->
    [king] { $count ->
        [one] king
       *[other] kings
    }
    [queen] { $count ->
        [one] queen
       *[other] queens
    }
    [rook] { $count ->
        [one] rook
       *[other] rooks
    }
    [bishop] { $count ->
        [one] bishop
       *[other] bishops
    }
    [knight] { $count ->
        [one] knight
       *[other] knights
    }
   *[pawn] { $count ->
        [one] pawn
       *[other] pawns
    }
} { $squares }
reconcile-fen = FEN: { $fen }
reconcile-scores-differ = The scoresheets differ at { $place }: the blind player wrote { $blind }, the sighted player { $sighted }.
reconcile-wrote-nothing = nothing
reconcile-retrace = They last agree at { $place }, { $move } (half-move { $ply }). Set both boards to the position after it:
reconcile-retrace-start = They differ from the first move. Set both boards to the starting position:
reconcile-clocks = Set the clocks to the readings recorded there: White { $white }, Black { $black }.
reconcile-no-reading = no reading recorded
reconcile-no-clocks = No clock readings were recorded there.
reconcile-then = Then the game goes on from there, { $side ->
    [white] White
   *[black] Black
} to move.
reconcile-illegal = Both scoresheets record { $place }, { $move }, which cannot be played there: an illegal move was completed (Article 7.5). The position before it:
reconcile-type-score = Type the { $board ->
    [blind] blind
   *[sighted] sighted
} player's score, one move a line, with the clock reading after it if there is one (Nf3 1:29:56); an empty line ends the score.
reconcile-ask-move = Move { $number }, { $side ->
    [white] White
   *[black] Black
}:
reconcile-bad-move = Move { $number }, { $side ->
    [white] White
   *[black] Black
}, "{ $text }": { $reason }. Type it again.
reconcile-type-board = The { $board ->
    [blind] blind
   *[sighted] sighted
} player's board as found: a FEN, or the pieces square by square (Ke1 Qd1 a2 / ke8 e5); an empty line if it is not to be compared.
reconcile-type-again = Type it again.
reconcile-bad-board = The { $board ->
    [blind] blind
   *[sighted] sighted
} player's board: { $reason }.
reconcile-board-no-sides = give a FEN, or White's pieces, a slash and Black's pieces
reconcile-board-unreadable = "{ $entry }" is not a piece on a square (a letter and a square, as Ke1, or a square alone for a pawn)
reconcile-board-twice = two pieces on { $square }
reconcile-board-bad-fen = "{ $fen }" is not the board of a FEN
reconcile-cannot-read = { $file } cannot be read as a scoresheet: { $reason }
reconcile-not-a-clock-game = it is a JSON file, but not a clock game of tactus
reconcile-no-kept-game = No clock game is kept in { $folder }: give the blind player's score with --blind.
reconcile-starts-differ = The two scoresheets start from different positions: the blind player's from { $blind }, the sighted player's from { $sighted }.
reconcile-nothing-typed = No move was typed: there is nothing to compare.

## arbiter: a round's report (tactus arbiter round)
round-game = Game { $number }, { $file }: { $white } against { $black }.
round-result = Result: { $result ->
    [white] 1-0, White won
    [black] 0-1, Black won
    [draw] ½-½, a draw
    [unknown] none yet
   *[other] { $raw }
}.
round-reason = Reason: { $termination ->
    [normal] the game ended on the board
    [time-forfeit] a flag fell
    [adjudication] the arbiter's decision
    [rules-infraction] an infraction of the rules
    [abandoned] the game was abandoned
    [unterminated] the game was not finished
   *[other] { $raw }
}.
round-decision = The arbiter decided: { $decision }
round-tournament = Played in tournament mode.
round-laws = Played under the Laws of { $laws }.
round-incidents = { $count ->
    [0] No incidents.
    [one] One incident:
   *[other] { $count } incidents:
}
round-incident-before = Before the first move: { $text }
round-incident-after = At { $place }, { $move }: { $text }
round-skipped = { $file } cannot be read and is left out: { $reason }
round-not-pgn = the text cannot be read as PGN (an unterminated comment or tag)
round-check = What tactus check finds in the round's games:
round-summary = { $games ->
    [one] 1 game
   *[other] { $games } games
} from { $files ->
    [one] 1 file
   *[other] { $files } files
}{ $skipped ->
    [0] , every file read.
    [one] ; 1 file left out.
   *[other] ; { $skipped } files left out.
}
## the arbiter at the clock: incidents, penalties, tournament mode (tactus clock, tactus arbiter log)
table-press-written = { $side ->
    [white] White
   *[black] Black
}, move { $number }: { $text }
table-filled-written = Move { $number }, { $side ->
    [white] White
   *[black] Black
}, filled: { $text }
table-illegal = { $side ->
    [white] White's
   *[black] Black's
} move { $number } was illegal ({ $count ->
    [1] the first
    [2] the second
    [3] the third
   *[other] number { $count }
}): the position before it is back.
table-illegal-turn = { $turn ->
    [white] White
   *[black] Black
} has the move and { $turn ->
    [white] White's
   *[black] Black's
} clock runs.
table-penalty-time = { $side ->
    [white] White gets
   *[black] Black gets
} { $time } more, now { $reading }.
table-penalty-lost = { $side ->
    [white] White loses
   *[black] Black loses
} the game. The clocks are stopped.
table-penalty-drawn = The game is drawn: { $opponent ->
    [white] White
   *[black] Black
} cannot checkmate by any series of legal moves. The clocks are stopped.
table-wrong-claim = { $side ->
    [white] White's
   *[black] Black's
} draw claim was incorrect.
table-touched = { $side ->
    [white] White
   *[black] Black
} touched the { $piece } on { $square }. { $obligation ->
    [move-it] He must move it.
    [cannot-move] It cannot move, so there is no obligation from it.
    [capture-it] He must capture it.
    [cannot-capture] He cannot capture it, so there is no obligation from it.
   *[not-on-move] He does not have the move, so there is no obligation.
}
table-adjusted = Clocks set: White { $white }, Black { $black }.
table-decided = The arbiter's result: { $result }. { $reason }. The clocks are stopped.
table-no-code-needed = Tournament mode is off: the arbiter's commands need no code.
table-code-asked = Arbiter's code?
table-code-wrong = Wrong code: nothing was opened. The attempt is logged.
table-arbiter-opened = The arbiter's commands are open until arbiter done or the next press.
table-arbiter-closed = The arbiter's commands are closed.
table-tournament-left = Tournament mode is left.
table-board-ended = { $reason }. { $result }. The clocks are stopped.
table-game-over = The game is over: the clock takes no more of that.
table-arbiter-only = In tournament mode only the arbiter may do that: type arbiter, then his code.
table-no-move-on-score = There is no move on the score.
table-score-gap = The score has a gap at move { $number }: the position is not known, so this cannot be done. Fill the gap first.
table-bad-fen = { $text } is not a position (FEN).
table-fen-not-on-score = The score never passed through the position { $text }.
table-no-piece = There is no piece on { $square }: nothing was logged.
table-bad-square = { $text } is not a square: write e2.
table-help-arbiter = The arbiter: illegal, or illegal FEN; claim wrong white; touched white e2; adjust 1:02:00 58:00; result 1-0 REASON (also 0-1, 1/2-1/2, +/-, -/+). In tournament mode: arbiter, then the code on the next line; arbiter done; tournament off.
incident-side = { $side ->
    [white] White
   *[black] Black
}
incident-arbiter = the arbiter
incident-piece = { $color ->
    [white] white
   *[black] black
} { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
incident-illegal = illegal move by { $side } ({ $count ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $count }th
}): { $removed } taken back
incident-wrong-claim = incorrect draw claim by { $side }
incident-touched = { $side } touched the { $piece } on { $square }: { $obligation ->
    [move-it] he must move it
    [cannot-move] it cannot move, no obligation from it
    [capture-it] he must capture it
    [cannot-capture] he cannot capture it, no obligation from it
   *[not-on-move] not his move, no obligation
}
incident-adjusted = both clocks set by the arbiter
incident-added = { $time } added to { $side }'s clock
incident-subtracted = { $time } taken from { $side }'s clock
incident-set = { $side }'s clock set to { $time }
incident-moves-set = { $side }'s move count set to { $moves }
incident-undone = { $side }'s move { $number } taken back
incident-paused = clocks paused
incident-resumed = clocks resumed
incident-flag = { $side }'s flag fell
incident-flag-first = { $side }'s flag fell first
incident-result = result { $result } by the arbiter: { $reason }
incident-unplayable = { $side }'s move { $number } "{ $text }" cannot be played in the position on the score: recorded as written
incident-code-wrong = wrong arbiter's code
incident-arbiter-in = the arbiter's commands opened with his code
incident-arbiter-out = the arbiter's commands closed
incident-tournament-left = tournament mode left with the arbiter's code
incident-penalty-time = { $side } +{ $time }
incident-penalty-lost = { $side } loses the game
incident-penalty-drawn = drawn: { $opponent } cannot checkmate by any series of legal moves
incident-clocks = clocks before W { $white-before } B { $black-before }, after W { $white-after } B { $black-after }
incident-position = position { $fen }
incident-ending-illegal = { $side }'s illegal move number { $count }{ $drawn ->
    [yes] ; { $opponent } cannot checkmate by any series of legal moves, so drawn (Art. 7.5.5)
   *[no] {""}
}
arbiter-log-heading = Arbiter's report: { $white } against { $black }; time control { $control }; Laws { $laws }
arbiter-log-tournament = { $mode ->
    [yes] Played in tournament mode.
   *[left] Begun in tournament mode, which was left during the game.
}
arbiter-log-empty = No incidents.
arbiter-log-result = Result: { $result } ({ $termination }). { $reason }
arbiter-log-cannot-read = { $file } cannot be read as a clock game: { $reason }
## the clock window's command line, keys, gamepad and sounds
clock-window-line = Command line
clock-window-line-opened = Command line: type a move or a command, Enter runs it, Escape closes.
clock-window-control = Time control: { $control }. Black starts White's clock with his button, on the { $black ->
    [left] left
   *[right] right
}. Space presses the running clock; slash opens the command line; F1 or help says the keys and commands.
clock-window-keys = The keys: the left half of the keyboard, with left Shift and Ctrl, is the left button; the right half, with right Shift and Ctrl, Enter and the keypad, the right one; the gamepad's shoulder buttons too. Space presses the running clock. Slash opens the command line: type a move or a command, Enter runs it, an empty line presses the running clock, Escape closes it. F1 says this.

## The arbiter's log: the adjournment and the two scores
incident-sealed = the game adjourned: { $side } sealed move { $number }
incident-unsealed = the envelope opened: { $side }'s sealed move { $number } on the score
incident-reconciled = the two scores compared ({ $table } and { $sighted } half-moves): { $found ->
    [agree] they agree
    [illegal] both hold a move that cannot be played, after half-move { $agreed }
   *[differ] they differ after half-move { $agreed }
}
incident-retraced = back to the position after half-move { $ply } with the clocks recorded there; taken off the score: { $removed }

## The score as a compressed recording: Ogg Vorbis and Ogg Opus
## (`tactus score --format ogg|opus`, `save FILE.ogg`, `save FILE.opus`).
recording-fault-encoder = the { $codec } encoder failed ({ $detail })
recording-fault-unknown-kind = tactus writes recordings as .wav, .ogg or .opus files, not as .{ $ext }
recording-format-mismatch = { $file }: --format { $format } writes a .{ $format } file, not a .{ $ext } file; name it { $suggested }

## The board window's everyday snags: the voices looked for in the background, the side panel's
## words, the screen reader's board in review, the typed commands in the window's help
settings-voices-looking = Looking for voices…
settings-voices-found = { $count ->
    [one] One voice found
   *[other] { $count } voices found
}: left and right choose.
window-help-typed = Typed commands, for the command line
window-panel-side = { $side ->
    [white] White
   *[black] Black
}
window-review-board = { $board }. In review, the position after { $move }
window-review-board-start = { $board }. In review, the start position
window-review-banner = Review: move { $move } of { $moves }
window-review-banner-start = Review: the start position
window-listening = Listening

## the clock hears each move announced (--listen)
clock-heard = { $move }
clock-heard-choice = { $first } or { $second }? Say the move again.
clock-heard-illegal = Not a legal move: { $move }. No move held.
clock-heard-nothing = Not heard. Say the move again, or type it.

## the clock's speech on one side (--pan)
clock-braille-in-terminal = The braille display shows the clock in the line interface only: tactus clock --tty --braille on.
clock-pan-speech-unavailable = Speech cannot be heard on one side only: { $what ->
    [sound] the sound device cannot be opened
   *[synthesizer] the espeak-ng synthesizer cannot start
}. The usual voice speaks, on both sides.

## Issue 20, the line interface's words: a game with no move is none to keep
confirm-new-game-nothing-kept = { $key ->
    [yes] Start a new game? Press the same key again to confirm.
   *[no] Start a new game? Type yes to confirm.
}
goodbye-nothing-kept = Goodbye.

## Issue 20: the result asked for (result), as a score. $score is 1-0, 0-1
## or ½-½; $side is the side the reason is about (the loser, the side whose
## flag fell), $other the other side, both already in words.
help-result = result: the result as a score, 1-0, 0-1 or ½-½, and how the game ended; while it goes on, that it does.
result-side = { $side ->
    [white] White
   *[black] Black
}
result-as-score = { $score }, { $how ->
    [checkmate] { $other } won by checkmate
    [resignation] { $other } won by resignation
    [time] { $other } won on time
    [illegal] { $other } won: { $side } completed one illegal move too many
    [time-drawn] drawn: { $side }'s flag fell, but { $other } cannot checkmate
    [illegal-drawn] drawn: { $side } completed one illegal move too many, but { $other } cannot checkmate
    [stalemate] drawn by stalemate
    [dead] drawn: a dead position
    [fivefold] drawn by fivefold repetition
    [seventy-five] drawn after 75 moves without a pawn move or a capture
    [agreement] drawn by agreement
    [threefold] drawn by threefold repetition, claimed
   *[fifty] drawn under the 50-move rule, claimed
}.
result-still-going = No result yet: the game goes on, at move { $number }.

## Issue 20: where tactus keeps its files, said in full only on request (where)
help-where = where: the whole paths of the games folder, of the game in progress and of the settings file; everywhere else a kept game is named by its name alone.
where-files = The games folder is { $games }. A game in progress is saved in { $autosave }. The settings file is { $settings }.

## A braille display at the terminal (tactus tty --braille). $why: BRLTTY's
## own words.
braille-display-on = Braille display: { $cells } cells, showing the rank under the finger; a routing key puts the finger on a square and lifts or places your piece there, again on the square placed on announces the move; panning left shows the last answers again.
braille-display-narrow = Braille display: { $cells } cells, showing the rank under the finger; panning right shows whose move and both clocks, panning left the rank again; a routing key puts the finger on a square and lifts or places your piece there, again on the square placed on announces the move; panning left on the rank shows the last answers again.
braille-display-board = Braille display: { $cells } cells by { $lines } lines, showing the whole board from your side and the answers; a routing key puts the finger on a square and lifts or places your piece there, again on the square placed on announces the move; panning left shows the last answers again.
braille-display-missing = No braille display: { $why }.
braille-why = { $call ->
    [library] libbrlapi cannot be loaded ({ $detail }); install the package libbrlapi0.8
    [connect] BRLTTY does not answer ({ $detail }); start it with BrlAPI enabled
    [size] the display does not say its size ({ $detail })
    [take] the display cannot be taken ({ $detail })
    [write] the display cannot be written to ({ $detail })
   *[read] the display's keys cannot be read ({ $detail })
}
braille-display-lost = The braille display is gone; the game goes on without it.
braille-display-back = Braille display back.
braille-display-clock = Braille display: { $cells } cells, showing both clocks, dots 7-8 after the letter of the side whose clock runs, and each announcement in their place for a while; panning left shows the last announcements again.
braille-display-lines = Braille display: { $cells } cells, showing each line whole as it comes; panning right reads on, panning left reads back.
braille-display-gone = The braille display is gone.
braille-leave = To leave: Enter on the display, or q.

## Issue 40: a recorded game introduced before its moves (replay --speak,
## review, load): "World Championship 2023, round 1. Ian Nepomniachtchi,
## 2795, against Ding Liren, 2788. 9 April 2023." $name: as people say it.
game-intro-event = { $event }.
game-intro-event-round = { $event }, round { $round }.
game-intro-round = Round { $round }.
game-intro-rated = { $name }, { $elo }
# $rated: whether $white ends with a rating, after which a comma is said.
game-intro-players = { $white }{ $rated ->
    [yes] ,
   *[no] {""}
} against { $black }.
game-intro-white = White: { $white }.
game-intro-black = Black: { $black }.
game-intro-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }.
game-intro-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }.
game-intro-year = { $year }.

## The settings of tactus's own voice the synthesizer cannot honour, one
## line each on standard error ($wanted and $name are what was asked for,
## a language or a voice; $detail the synthesizer's own words; $instead
## is default, language (the voice of the language $other) or voice (the
## voice called $other)).
speech-warning-rate = the speech rate cannot be set
speech-warning-pitch = the pitch cannot be set
speech-warning-volume = the volume cannot be set
speech-warning-no-voice-for = no voice for "{ $wanted }"; using the default
speech-warning-voices-not-listed = the voices cannot be listed ({ $detail }); using the default voice
speech-warning-voice-not-set = the voice "{ $wanted }" cannot be set ({ $detail }); using the default
speech-warning-no-voice-called = no voice called "{ $name }"; using { $instead ->
    [language] "{ $other }"'s voice
    [voice] "{ $other }"
   *[default] the default
} instead
