# The words a player types that are no move, in English: the commands of
# the line interface and their arguments, the names and values of the
# settings, the answers to questions, the words of a review, of a lesson
# and of a puzzle, and the clock's and the arbiter's commands.
#
# Each message is one meaning: its id is the group and the key the program
# knows the meaning by (`command-board`: the command `board`); its value
# lists the words, parted by commas, that mean it. A phrase of several
# words is one entry ("review off"). Case, accents and umlauts do not
# matter: "Zurück", "zurück" and "zurueck" are one word, written once.
# Every language's words are read whatever the player's language, so a
# word written in one file need not be repeated in another; every file
# still has every message (with the language's own words, or the English
# ones where the language uses them).

## The commands of the line interface (`tactus tty`, the window's command
## line), in the order of the help list. The key is the command's help key.

command-board = b, board
command-pieces = p, pieces
command-scan = s, scan
command-square = sq, square
command-moves = m, moves
command-last = l, last
command-clock = c, clock
command-turn = t, turn
command-score = score
command-result = result
command-draw = draw
command-claim = claim
command-resign = resign
command-undo = undo
command-set = set
command-save = save
command-load = load
command-flip = flip
command-help = help, h
command-quit = quit, q, exit
command-engine = engine
command-level = level
command-new = new
command-voices = voices
command-tournament = tournament
command-where = where
command-puzzle = puzzle
command-hint = hint
command-solution = solution
command-retry = retry
command-rating = rating
command-opening = opening
command-eval = eval, evaluation
command-review = review

## What `help` explains that is no command.

topic-move = move
topic-castling = castling, castle, castles
topic-promotion = promotion

## The answers to a question (and to a draw offer).

answer-yes = y, yes
answer-no = n, no

## The words said to the microphone that are no move: the recogniser hears
## English only, and only words of its dictionary (every language's file
## lists them in English).

heard-yes = yes
heard-no = no, cancel
heard-board = board
heard-clock = clock
heard-last = last move, last
heard-repeat = repeat, say again
heard-takeback = take back, undo
heard-draw = draw, offer draw
heard-resign = resign

# The answers to the start's question about a saved game: go on with it, or begin a new one.
start-resume = r, resume
start-new = n, new

## The arguments of commands: `score all`, `engine restart`.

argument-all = all
argument-restart = restart

## Which clock `clock` reads: `c me`, `c opp`.

which-own = me, mine, my, own
which-opponent = opp, opponent
which-both = both

## The pieces by name, singular and plural: `p knights`.

piece-king = king, kings
piece-queen = queen, queens
piece-rook = rook, rooks
piece-bishop = bishop, bishops
piece-knight = knight, knights
piece-pawn = pawn, pawns

## The sides: the clock's `add white 2m`, the arbiter's `touched black e7`.

side-white = white, w
side-black = black, b

## The settings' names (`set style anna`); the key is the settings file's.

setting-style = style
setting-lang = lang, language
setting-voice = voice
setting-speaker = speaker
setting-confirm = confirm
setting-confirm-heard = confirm-heard
setting-rate = rate, speed
setting-volume = volume
setting-theme = theme
setting-sonify = sonify, sounds
setting-order = order
setting-board = board
setting-promotion = promotion
setting-openings = openings, opening
setting-listen = listen, hearing
setting-braille = braille

## The settings' values. A switch: `set confirm on`, `clock off`.

switch-on = on, yes, true, 1, unmute
switch-off = off, no, false, 0, mute

# How moves are worded.
style-appendix-e = appendix-e, appendix-d, fide
style-spoken = spoken, literate
style-nato = nato
style-san = san

# The interface language (also read from the locale: `de_DE.UTF-8`).
lang-en = en, english
lang-de = de, german
lang-es = es, spanish

# The speaking output.
voice-tts = tts
voice-text = text
voice-none = none

# The board window's colours.
theme-yellow-navy = yellow-navy
theme-black-white = black-white
theme-colour-blind = colour-blind, color-blind

# The order of "next piece of a kind".
order-yours-first = yours-first, yours, own
order-mixed = mixed, both

# How `board` reads the position.
reading-ranks = ranks, rank
reading-pieces = pieces, piece, lists

# A promotion typed without its piece.
promotion-ask = ask
promotion-queen = queen, q

# The braille display (`on` and `off` are the switch's).
braille-auto = auto, automatic

# The synthesizer's own volume, and the language's own voice.
volume-default = default, standard, normal
speaker-default = default, standard

## The words of a review walked in the game (`review`): `next`, `go 23`,
## `review off`. `stop` also stops `tactus review` and `tactus learn`
## while the engine works.

review-next = next
review-back = back, previous, prev
review-go = go
review-line = line, best
review-again = again, repeat
review-stop = stop
review-leave = review off, done, end
review-learn = learn

## The words of a lesson (`tactus learn`, and `learn` in a review): a
## hint, the move, the next exercise.

lesson-hint = hint
lesson-solution = solution
lesson-skip = skip, next

## The words of `puzzle`: `puzzle own fork`, `puzzle id 00008`.

puzzle-own = own, mine
puzzle-id = id

## Questions in words, read as the commands that answer them: `what is on
## f7` (f7?), `where is my king` (p), `what can my knight do` (m), `how do
## I stand` (eval). The words that begin them, then the words in them.

question-square = what is on, what's on, whats on, what is at, what is there on, what stands on, which piece is on
question-where = where is, where's, wheres, where are, where stands, where stand
question-can = what can, where can, what moves can
question-standing = how do i stand, how am i doing, how is it going, how does it stand, who is better, who stands better, who is winning
question-mine = my, mine
question-theirs = your, his, her, their, opponent's, opponents, the opponent's
question-the = the, a, an

## The commands of `tactus clock`, the arbiter's among them.

table-start = start
table-clock = c, clock
table-left = left
table-right = right
table-pause = pause
table-resume = resume
table-score = score
table-undo = undo
table-help = help, h, ?
table-quit = quit, q, exit
table-save = save
table-fill = fill
table-add = add
table-sub = sub
table-set = set
table-moves = moves
table-seal = seal
table-unseal = unseal
table-reconcile = reconcile
table-retrace = retrace
table-mute = mute
table-unmute = unmute
table-illegal = illegal
table-claim = claim
table-touched = touched
table-adjust = adjust
table-result = result
table-arbiter = arbiter
table-tournament = tournament

## The words after an arbiter's command: `claim wrong white`, `arbiter
## done`, `tournament off`.

arbiter-wrong = wrong
arbiter-done = done
arbiter-off = off
