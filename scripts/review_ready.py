"""How soon the review of a game against the engine is ready once the
player types `review` (scripts/bench-review-ready runs it).

Plays `tactus tty --voice text` as White against the engine at level 5,
one line at a time as a person types: each of White's moves is chosen by
Stockfish at a few thousand nodes (through python-chess, on the game
read back from `save`), after THINK seconds of the player's own
thinking. After MOVES moves (or when the game ends) it types `review`
and prints the seconds until the review's first moment is said, and how
many positions the background had reviewed by then.

    python review_ready.py TACTUS DATA_DIR [MOVES] [THINK]
"""

import json
import os
import queue
import subprocess
import sys
import threading
import time

import chess
import chess.engine
import chess.pgn

tactus, data = sys.argv[1], sys.argv[2]
moves = int(sys.argv[3]) if len(sys.argv) > 3 else 40
think = float(sys.argv[4]) if len(sys.argv) > 4 else 2.0
env = dict(
    os.environ,
    TACTUS_DATA_DIR=os.path.join(data, "data"),
    TACTUS_CONFIG_DIR=os.path.join(data, "config"),
)
game = subprocess.Popen(
    [tactus, "tty", "--voice", "text", "--lang", "en"],
    stdin=subprocess.PIPE,
    stdout=subprocess.PIPE,
    stderr=subprocess.DEVNULL,
    text=True,
    env=env,
    bufsize=1,
)
lines = queue.Queue()


def read():
    for line in game.stdout:
        lines.put(line.rstrip("\n"))
    lines.put(None)


threading.Thread(target=read, daemon=True).start()


def wait_for(done, patience=120.0):
    """The lines said until one for which `done` is true."""
    end = time.monotonic() + patience
    said = []
    while time.monotonic() < end:
        try:
            line = lines.get(timeout=0.1)
        except queue.Empty:
            continue
        if line is None:
            break
        said.append(line)
        if done(line):
            return said
    sys.exit(f"waited in vain; said: {said[-5:]}")


def type_line(line):
    game.stdin.write(line + "\n")
    game.stdin.flush()


pgn = os.path.join(data, "now.pgn")
kept = os.path.join(data, "data", "games", "game-in-progress.review.json")
wait_for(lambda l: l.startswith("Your move"))
player = chess.engine.SimpleEngine.popen_uci(os.environ.get("STOCKFISH", "/usr/games/stockfish"))
over = False
for number in range(1, moves + 1):
    type_line(f"save {pgn}")
    wait_for(lambda l: "Saved" in l or "saved" in l)
    with open(pgn) as f:
        board = chess.pgn.read_game(f).end().board()
    if board.is_game_over():
        over = True
        break
    move = player.play(board, chess.engine.Limit(nodes=5000)).move
    time.sleep(think)
    type_line(move.uci())
    said = wait_for(
        lambda l: l.startswith("Black: ")
        or "wins" in l
        or "draw" in l.lower()
        or "checkmate" in l.lower()
    )
    if any("wins" in l or "draw" in l.lower() for l in said):
        over = True
        break
player.quit()
try:
    with open(kept) as f:
        before = len(json.load(f)["evaluations"])
except (OSError, ValueError, KeyError):
    before = 0
start = time.monotonic()
type_line("review")
said = wait_for(lambda l: l.startswith("next and back") or "no key moments" in l.lower())
ready = time.monotonic() - start
type_line("review off")
type_line("quit")
type_line("yes")
game.stdin.close()
game.wait(30)
with open(kept) as f:
    positions = len(json.load(f)["key"]["moves"]) + 1
print(
    f"game: {positions // 2} moves played ({'over' if over else 'going on'}), "
    f"{think:.1f} s of thinking a move"
)
print(f"reviewed in the background before review: {before} of {positions} positions")
print(f"review ready {ready:.2f} s after review; the first lines said:")
for line in said[:4]:
    print(f"  {line}")
