#!/usr/bin/env python3
"""Games as other programs write them, read by tactus and by python-chess.

  python3 tests/differential/other_programs.py --bin target/debug/tactus FILE...

For every game of every FILE, python-chess reads it (chess.pgn.read_game,
which takes the Variant tag: Board(chess960=True) for Chess960, the variant's
board for another). Then:
  * a game of standard chess or Chess960 that python-chess reads without an
    error must be read by `tactus replay FILE --game K --format jsonl` ply by
    ply the same: san, uci and fen of every half-move, null moves among them
    (san "--", uci "0000");
  * a game of another variant must be refused by tactus with exit status 2
    and a message naming the variant as the tag does.
Prints one line per game, then "N passed, N failed". Exit status 0 if all
pass, 1 otherwise, 3 without python-chess.
"""

import argparse
import json
import subprocess
import sys

try:
    import chess
    import chess.pgn
except ImportError:
    print("python-chess is missing: python3 -m pip install chess", file=sys.stderr)
    sys.exit(3)


def expected_plies(game):
    """The half-moves of python-chess's main line: san, uci, fen after."""
    board = game.board()
    plies = []
    for move in game.mainline_moves():
        san = board.san(move)
        uci = board.uci(move)
        board.push(move)
        plies.append({"san": san, "uci": uci, "fen": board.fen()})
    return plies


def tactus_replay(binary, path, number):
    run = subprocess.run(
        [binary, "replay", path, "--game", str(number), "--format", "jsonl"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    return run.returncode, run.stdout, run.stderr


def check_game(binary, path, number, game):
    variant = game.headers.get("Variant")
    board = game.board()
    if game.errors:
        return f"python-chess could not read it: {game.errors[0]}"
    code, out, err = tactus_replay(binary, path, number)
    if type(board) is not chess.Board:
        if code != 2 or f"is {variant}" not in err:
            return f"the {variant} game was not refused by name: status {code}, {err.strip()!r}"
        return None
    if code != 0:
        return f"tactus refused it: status {code}, {err.strip()!r}"
    lines = [json.loads(line) for line in out.splitlines()]
    got = [
        {"san": line["san"], "uci": line["uci"], "fen": line["fen"]}
        for line in lines
        if "ply" in line
    ]
    want = expected_plies(game)
    if len(got) != len(want):
        return f"{len(got)} half-moves read, python-chess reads {len(want)}"
    for ply, (g, w) in enumerate(zip(got, want), start=1):
        if g != w:
            return f"half-move {ply}: tactus {g}, python-chess {w}"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    passed = failed = 0
    for path in args.files:
        with open(path, encoding="utf-8") as handle:
            number = 0
            while True:
                game = chess.pgn.read_game(handle)
                if game is None:
                    break
                number += 1
                problem = check_game(args.bin, path, number, game)
                name = f"{path} game {number} ({game.headers.get('Variant', 'Standard')})"
                if problem is None:
                    passed += 1
                    print(f"ok   {name}")
                else:
                    failed += 1
                    print(f"FAIL {name}: {problem}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed or not passed else 0)


if __name__ == "__main__":
    main()
