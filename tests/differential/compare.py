#!/usr/bin/env python3
"""Differential check of `tactus replay --format jsonl` against python-chess.

  python3 tests/differential/compare.py --bin target/debug/tactus --games 5000 --seed 7

Generates games with gen_games.py (deterministic for --seed), writes them into
multi-game PGN files of --chunk games each, runs
`tactus replay FILE --game K --format jsonl` once per game (in parallel,
--jobs) and compares every line with python-chess. Prints the first
difference of each failing game with its PGN, then "N passed, N failed".
Exit status: 0 if all games pass, 1 otherwise (also if coverage is too low
with --check-coverage), 3 if python-chess is missing.

Comparison rules:
  * exactly one JSON object per line, one per ply, then the final object;
    exactly the contract keys; ply is an integer; check/checkmate booleans;
    claims a list in the order ["threefold_repetition", "fifty_moves"].
  * san, uci, check, checkmate, claims, result, termination: exact.
  * fen: piece placement, side to move, castling, half-move clock and
    full-move number exact; the en passant field must equal python-chess's
    board.fen(en_passant="legal") (ep square only if a legal ep capture
    exists) OR board.fen(en_passant="fen") (ep square after every double
    pawn push). python-chess's third form, en_passant="xfen" (shakmaty's
    EnPassantMode::PseudoLegal), always equals one of these two, so any of
    shakmaty's modes passes; a missing ep square when a legal ep capture
    exists, or a stray one, is a difference. The ep subtlety that matters is
    in the repetition claims (see gen_games.py, scripted cases 0, 2, 3, 4).
  * dead positions: python-chess ends a game as dead only by material
    (insufficient_material); tactus also ends it where it is proven that
    neither side can checkmate by any series of legal moves (Art. 5.2.2,
    termination dead_position: forced captures, locked chains). There
    tactus ends the game earlier. Such a game passes when tactus either
    reports dead_position on python-chess's last ply where python-chess
    sees no end (everything else equal), or refuses python-chess's next
    move as "after the game ended: dead position"; in both cases
    python-chess's game must not end in checkmate, which a dead position
    can never reach. These games are counted and printed apart.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_games  # noqa: E402  (exits 3 with a message if python-chess is missing)

PLY_KEYS = {"ply", "san", "uci", "fen", "check", "checkmate", "claims"}
FINAL_KEYS = {"result", "termination"}
TIMEOUT = 30


def first_difference(game, rc, stdout, stderr):
    """Return None if the output matches, else a description of the first difference."""
    if rc != 0:
        return "exit status %s (expected 0); stderr: %s" % (rc, stderr.decode("utf-8", "replace").strip()[:500])
    try:
        text = stdout.decode("utf-8")
    except UnicodeDecodeError as e:
        return "stdout is not UTF-8: %s" % e
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    plies, final, forms = game["plies"], game["final"], game["fen_forms"]
    for i, line in enumerate(lines):
        where = "line %d" % (i + 1)
        try:
            obj = json.loads(line)
        except ValueError as e:
            return "%s: not JSON (%s): %r" % (where, e, line[:200])
        if not isinstance(obj, dict):
            return "%s: not a JSON object: %r" % (where, line[:200])
        if i < len(plies):
            exp = plies[i]
            if set(obj) != PLY_KEYS:
                return "%s: keys %s, expected %s; got %s" % (where, sorted(obj), sorted(PLY_KEYS), line)
            for key in ("ply", "san", "uci", "check", "checkmate", "claims"):
                got = obj[key]
                want = exp[key]
                if type(got) is not type(want) or got != want:
                    return "%s (ply %d, %s): %s = %s, expected %s" % (
                        where, exp["ply"], exp["san"], key, json.dumps(got), json.dumps(want))
            if obj["fen"] not in forms[i]:
                return "%s (ply %d, %s): fen = %s, expected %s" % (
                    where, exp["ply"], exp["san"], json.dumps(obj["fen"]), " or ".join(json.dumps(f) for f in forms[i]))
        elif i == len(plies):
            if set(obj) != FINAL_KEYS or obj != final:
                return "%s (final): %s, expected %s" % (where, line, json.dumps(final, separators=(",", ":")))
        else:
            return "%s: extra output after the final object: %r" % (where, line[:200])
    if len(lines) < len(plies) + 1:
        return "output has %d lines, expected %d (%d plies + final); next expected: %s" % (
            len(lines), len(plies) + 1, len(plies),
            json.dumps(plies[len(lines)] if len(lines) < len(plies) else final, separators=(",", ":")))
    return None


DEAD_FINAL = {"result": "1/2-1/2", "termination": "dead_position"}
# The refusal of a move after a dead position, in the words of replay:
# 'move "Kxc7" after the game had ended (Dead position: …)' (and the older
# 'after the game ended: dead position').
DEAD_REFUSAL = re.compile(
    r'move (\d+) \((White|Black)\): move "([^"]+)" after the game (?:had )?ended(?:: | \()[Dd]ead position')


def dead_position_first(game, rc, stdout, stderr):
    """True if tactus ended the game as a dead position where python-chess plays on (see the docstring)."""
    if game["final"].get("termination") == "checkmate":
        return False
    if rc == 0:
        lines = stdout.decode("utf-8", "replace").splitlines()
        if len(lines) != len(game["plies"]) + 1 or game["final"].get("termination") != "unterminated":
            return False
        try:
            final = json.loads(lines[-1])
        except ValueError:
            return False
        if final != DEAD_FINAL:
            return False
        fixed = b"\n".join(l.encode() for l in lines[:-1] + [json.dumps(game["final"], separators=(",", ":"))])
        return first_difference(game, 0, fixed + b"\n", b"") is None
    m = DEAD_REFUSAL.search(stderr.decode("utf-8", "replace"))
    if rc != 2 or m is None:
        return False
    number, side, san = int(m.group(1)), m.group(2), m.group(3)
    black = side == "Black"
    for ply in game["plies"]:
        if ply["san"] != san:
            continue
        # The move number and the side of this ply, from the FEN after it.
        fields = ply["fen"].split()
        mover_black = fields[1] == "w"
        move_number = int(fields[5]) - 1 if mover_black else int(fields[5])
        if mover_black == black and move_number == number:
            return True
    return False


def run_one(binary, path, k):
    cmd = [binary, "replay", path, "--game", str(k), "--format", "jsonl"]
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout after %ds" % TIMEOUT, b"", b""


def find_binary(arg):
    b = arg or os.environ.get("TACTUS_BIN")
    if not b:
        sys.stderr.write("no binary: pass --bin PATH or set TACTUS_BIN\n")
        sys.exit(2)
    if not os.path.exists(b):
        found = shutil.which(b)
        if not found:
            sys.stderr.write("binary not found: %s\n" % b)
            sys.exit(2)
        b = found
    return os.path.abspath(b)


def write_files(games, workdir, name, chunk):
    """Writes the games' PGN into files of `chunk` games each in `workdir`
    (NAME-00001.pgn, …); returns (game, file, its number in the file) for
    each game."""
    os.makedirs(workdir, exist_ok=True)
    jobs = []
    for start in range(0, len(games), chunk):
        part = games[start:start + chunk]
        path = os.path.join(workdir, "%s-%05d.pgn" % (name, start + 1))
        with open(path, "w", encoding="utf-8") as f:
            for g in part:
                f.write(g["pgn"])
        for k, g in enumerate(part, 1):
            jobs.append((g, path, k))
    return jobs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", help="tactus binary (default: $TACTUS_BIN)")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--chunk", type=int, default=25, help="games per PGN file (tests --game K)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show", type=int, default=10, help="print details of at most this many failures")
    ap.add_argument("--keep", help="write the PGN files into this directory and keep them")
    ap.add_argument("--check-coverage", action="store_true",
                    help="fail if a termination or claim has fewer than 20 games per 1000")
    args = ap.parse_args()
    binary = find_binary(args.bin)

    t0 = time.monotonic()
    games = list(gen_games.generate(args.games, args.seed))
    t1 = time.monotonic()
    cov, extra = gen_games.coverage(games)
    gen_games.print_coverage(cov, extra, len(games))

    workdir = args.keep or tempfile.mkdtemp(prefix="tactus-diff-")
    jobs = write_files(games, workdir, "games", args.chunk)

    failed = []
    dead = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = [ex.submit(run_one, binary, path, k) for (_, path, k) in jobs]
        for (g, path, k), fut in zip(jobs, futs):
            rc, out, err = fut.result()
            diff = first_difference(g, rc, out, err)
            if diff is not None and dead_position_first(g, rc, out, err):
                dead.append(g["index"])
            elif diff is not None:
                failed.append((g, path, k, diff))
    t2 = time.monotonic()

    for g, path, k, diff in failed[: args.show]:
        print("=" * 72)
        print("FAIL game %d (%s), %s --game %d: %s" % (g["index"], g["kind"], os.path.basename(path), k, diff))
        print(g["pgn"].rstrip())
    if len(failed) > args.show:
        print("... and %d more failing games" % (len(failed) - args.show))
    kinds = {}
    for g, _, _, _ in failed:
        kinds[g["kind"]] = kinds.get(g["kind"], 0) + 1
    if kinds:
        print("failures by generator: " + ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
    print("generation %.1fs, replay+compare %.1fs (%d processes, %d jobs)" % (t1 - t0, t2 - t1, len(jobs), args.jobs))
    if not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    if dead:
        print("%d games ended earlier by tactus as a dead position python-chess does not see: %s" % (
            len(dead), ", ".join(str(i) for i in dead)))
    print("%d passed, %d failed" % (len(games) - len(failed), len(failed)))
    status = 1 if failed else 0
    if args.check_coverage:
        need, low = gen_games.check_coverage(cov, len(games))
        if low:
            print("coverage too low (need %d each): %s" % (need, ", ".join(low)))
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
