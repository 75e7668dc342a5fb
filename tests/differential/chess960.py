#!/usr/bin/env python3
"""Differential check of `tactus replay --format jsonl` on Chess960 games.

  python3 tests/differential/chess960.py --bin target/debug/tactus --games 300 --seed 960

For each game: a random start position 0..959
(chess.Board.from_chess960_pos(n), chess960=True), then a random legal game
that prefers castling when it is legal (--castle-bias, 0.5) and prefers moves
that clear the squares between a king and its castling rook
(--clear-bias), up to --max-plies (120) or the end of the game. A share of
the games (--letter-rate, 0.25) first steers for a position whose X-FEN
castling field needs a file letter (a rook on the back rank beyond the rook
that may castle, seen from the king: "Kb1 Ra1 Rc1" castling c-side is "C",
not "Q"); random play almost never gets there. Such a game then plays on
normally for up to 40 more plies (at most --max-plies + 40 in all), so that
castling with those rights is compared too. Each game is
written as cutechess writes a Chess960 game: the tags Event, Site, Date,
Round, White, Black, Result, FEN, SetUp "1", Variant, the moves in SAN with
castling as O-O / O-O-O. The Variant tag is "fischerandom", "Chess960" or
"chess 960" in turn (game index mod 3); the FEN's castling field is
Shredder-FEN (HAha, board.fen(shredder=True)) in every other game (index
mod 2), X-FEN (KQkq or file letters) otherwise, so every pair of the two
occurs.

Expected output, by python-chess (chess960=True):
  san          board.san(move)
  uci          board.uci(move): castling as king takes own rook (e1h1)
  fen          board.fen() after the move: castling field in X-FEN
  check, checkmate, claims, result, termination: as in gen_games.py.

The comparison is compare.py's (first_difference and, for positions tactus
proves dead beyond material, dead_position_first), imported from it, not
copied: the same en passant forms are accepted.

Prints the first difference of each failing game with its PGN, then
"N passed, N failed" and how many castling moves (kingside, queenside) were
compared and agreed, and how many plies had an X-FEN castling field with a
file letter (and castling moves from such a position). Exit status 1 on any failure or if fewer than
--min-castles (100) castling moves were compared; 3 if python-chess is
missing.
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_games  # noqa: E402  (exits 3 with a message if python-chess is missing)
from compare import (  # noqa: E402
    dead_position_first,
    find_binary,
    first_difference,
    run_one,
    write_files,
)

import chess  # noqa: E402

VARIANTS = ["fischerandom", "Chess960", "chess 960"]
PLAN_BIAS = 0.7  # probability of a letter_plan move in letter mode


# --------------------------------------------------------------------------
# Games
# --------------------------------------------------------------------------


def castling_paths(board):
    """Squares strictly between a king and a rook it may still castle with,
    for the side to move, occupied by a piece other than that king and rook."""
    squares = set()
    king = board.king(board.turn)
    if king is None:
        return squares
    for rook in chess.scan_forward(board.clean_castling_rights() & board.occupied_co[board.turn]):
        for sq in chess.scan_forward(chess.between(king, rook) & board.occupied):
            squares.add(sq)
    return squares


def letter_target(board):
    """The castling rook of the side to move that letter mode keeps in place,
    one that has a file beyond it (seen from the king), and those files; or
    (None, set())."""
    king = board.king(board.turn)
    if king is None:
        return None, set()
    back = chess.BB_RANK_1 if board.turn == chess.WHITE else chess.BB_RANK_8
    for rook in chess.scan_forward(board.clean_castling_rights() & board.occupied_co[board.turn] & back):
        f, k = chess.square_file(rook), chess.square_file(king)
        files = set(range(0, f) if f < k else range(f + 1, 8))
        if files:
            return rook, files
    return None, set()


def letter_plan(board, legal):
    """Moves towards a position whose X-FEN castling field needs a file letter
    instead of K/Q/k/q: a rook of the side to move on the back rank beyond a
    rook it may still castle with (seen from the king). Random play almost
    never gets there, so a game in letter mode steers for it: empty the
    back-rank squares beyond the castling rook (letter_target), move the
    pawns of those files, bring the other rook off the back rank, across to
    one of those files and down it."""
    target, files = letter_target(board)
    if target is None:
        return []
    back_rank = 0 if board.turn == chess.WHITE else 7
    other_rooks = board.pieces_mask(chess.ROOK, board.turn) & ~chess.BB_SQUARES[target]
    plan = []
    for m in legal:
        piece = board.piece_type_at(m.from_square)
        from_file, to_file = chess.square_file(m.from_square), chess.square_file(m.to_square)
        from_rank, to_rank = chess.square_rank(m.from_square), chess.square_rank(m.to_square)
        if board.is_castling(m):
            continue
        if piece == chess.ROOK and other_rooks & chess.BB_SQUARES[m.from_square]:
            if from_file in files:
                # Down the file, towards the back rank.
                if to_file == from_file and abs(to_rank - back_rank) < abs(from_rank - back_rank):
                    plan.append(m)
            elif from_rank == back_rank:
                if to_rank != back_rank:
                    plan.append(m)
            elif to_file in files:
                plan.append(m)
        elif piece == chess.PAWN and from_file in files:
            plan.append(m)
        elif from_rank == back_rank and from_file in files and piece != chess.KING:
            plan.append(m)
    return plan


def has_letter(board):
    return any(c.isalpha() and c.upper() not in "KQ" for c in board.fen().split()[2])


def pick_letter_move(board, rng, plan_bias):
    """A move of letter mode: neither the king nor the castling rook of
    letter_target moves (so that right stays), and no capture or check is
    played, unless nothing else is legal; with plan_bias a move of
    letter_plan."""
    legal = list(board.legal_moves)
    target, _ = letter_target(board)
    keep = board.kings | (chess.BB_SQUARES[target] if target is not None else 0)
    safe = [m for m in legal if not chess.BB_SQUARES[m.from_square] & keep] or legal
    # Quiet moves keep the rooks and kings where they are.
    safe = [m for m in safe if not board.is_capture(m) and not board.gives_check(m)] or safe
    if rng.random() < plan_bias:
        plan = letter_plan(board, safe)
        if plan:
            return rng.choice(plan)
    return rng.choice(safe)


def pick_move(board, rng, castle_bias, clear_bias):
    legal = list(board.legal_moves)
    castles = [m for m in legal if board.is_castling(m)]
    if castles and rng.random() < castle_bias:
        return rng.choice(castles)
    if clear_bias and rng.random() < clear_bias:
        # Own pieces standing between the king and a castling rook move away
        # (the destinations of castling, beyond the rook, matter less: the
        # random walk clears them often enough).
        blocking = castling_paths(board)
        clearing = [m for m in legal if m.from_square in blocking and not board.is_castling(m)]
        if clearing:
            return rng.choice(clearing)
    return rng.choice(legal)


def expected_records(start, moves, result_tag):
    """(plies, final, fen_forms) for a Chess960 game: gen_games.expected_records
    with board.uci(move) and the X-FEN castling field."""
    board = start.copy(stack=False)
    plies, fen_forms = [], []
    for i, move in enumerate(moves):
        san = board.san(move)
        uci = board.uci(move)
        board.push(move)
        fen = board.fen(en_passant="legal")
        plies.append(
            {
                "ply": i + 1,
                "san": san,
                "uci": uci,
                "fen": fen,
                "check": board.is_check(),
                "checkmate": board.is_checkmate(),
                "claims": gen_games.claims_of(board),
            }
        )
        fen_forms.append(sorted({fen, board.fen(en_passant="fen")}))
    outcome = board.outcome()
    if outcome is not None:
        final = {"result": outcome.result(), "termination": gen_games.TERMINATIONS[outcome.termination]}
    else:
        final = {"result": result_tag, "termination": "unterminated"}
    return plies, final, fen_forms


def movetext(start, moves, result):
    """SAN movetext wrapped at 80 columns, as cutechess writes it (no comments)."""
    board = start.copy(stack=False)
    tokens = []
    for move in moves:
        if board.turn == chess.WHITE:
            tokens.append("%d." % board.fullmove_number)
        tokens.append(board.san(move))
        board.push(move)
    tokens.append(result)
    lines, line = [], ""
    for t in tokens:
        if line and len(line) + 1 + len(t) > 80:
            lines.append(line)
            line = t
        else:
            line = t if not line else line + " " + t
    lines.append(line)
    return "\n".join(lines)


def to_pgn(index, seed, start, moves, result, variant, shredder):
    tags = [
        ("Event", "tactus Chess960 differential seed %s" % seed),
        ("Site", "?"),
        ("Date", "2024.09.%02d" % (1 + index % 28)),
        ("Round", str(index)),
        ("White", "random"),
        ("Black", "random"),
        ("Result", result),
        ("FEN", start.fen(shredder=shredder)),
        ("SetUp", "1"),
        ("Variant", variant),
    ]
    head = "".join('[%s "%s"]\n' % kv for kv in tags)
    return head + "\n" + movetext(start, moves, result) + "\n\n"


def generate_one(index, seed, max_plies, castle_bias, clear_bias, letter_rate):
    rng = random.Random("960:%s:%d" % (seed, index))
    number = rng.randrange(960)
    start = chess.Board.from_chess960_pos(number)
    assert start.chess960
    board = start.copy()
    moves = []
    plies = rng.randint(max_plies // 3, max_plies)
    letter_mode = rng.random() < letter_rate
    while len(moves) < plies and board.outcome() is None:
        if letter_mode and has_letter(board):
            letter_mode = False
            # Room to castle with the rights the file letters stand for.
            plies = max(plies, min(len(moves) + 40, max_plies + 40))
        if letter_mode:
            move = pick_letter_move(board, rng, PLAN_BIAS)
        else:
            move = pick_move(board, rng, castle_bias, clear_bias)
        board.push(move)
        moves.append(move)
    tag = rng.choice(gen_games.RESULTS)
    plies_, final, fen_forms = expected_records(start, moves, tag)
    variant = VARIANTS[index % 3]
    shredder = index % 2 == 0
    # Per ply: the castling side or None, whether the X-FEN castling field
    # before the move had a file letter, and after it.
    castles, letter_before, letter_after = [], [], []
    b = start.copy()
    for m in moves:
        castles.append(None if not b.is_castling(m) else ("O-O" if b.is_kingside_castling(m) else "O-O-O"))
        letter_before.append(has_letter(b))
        b.push(m)
        letter_after.append(has_letter(b))
    return {
        "index": index,
        "kind": "chess960 #%d %s %s" % (number, variant, "shredder" if shredder else "x-fen"),
        "pgn": to_pgn(index, seed, start, moves, final["result"], variant, shredder),
        "plies": plies_,
        "final": final,
        "fen_forms": fen_forms,
        "castles": castles,
        "letter_before": letter_before,
        "letter_after": letter_after,
    }


def _generate_one(args):
    return generate_one(*args)


# --------------------------------------------------------------------------
# Comparison
# --------------------------------------------------------------------------


def agreed_plies(game, rc, out, diff, dead):
    """How many of the game's plies tactus printed and agreed on."""
    if diff is None:
        return len(game["plies"])
    if dead:
        if rc == 0:
            return len(game["plies"])
        return min(len(out.decode("utf-8", "replace").splitlines()), len(game["plies"]))
    m = re.match(r"line (\d+)", diff)
    return min(int(m.group(1)) - 1, len(game["plies"])) if m else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", help="tactus binary (default: $TACTUS_BIN)")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--max-plies", type=int, default=120)
    ap.add_argument("--castle-bias", type=float, default=0.5,
                    help="probability of castling when castling is legal")
    ap.add_argument("--clear-bias", type=float, default=0.3,
                    help="probability of moving a piece that stands between king and castling rook")
    ap.add_argument("--letter-rate", type=float, default=0.25,
                    help="share of games that first steer for an X-FEN castling field with a file letter")
    ap.add_argument("--min-castles", type=int, default=100)
    ap.add_argument("--chunk", type=int, default=25, help="games per PGN file (tests --game K)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show", type=int, default=10, help="print details of at most this many failures")
    ap.add_argument("--keep", help="write the PGN files into this directory and keep them")
    args = ap.parse_args()
    binary = find_binary(args.bin)

    t0 = time.monotonic()
    work = [(i, args.seed, args.max_plies, args.castle_bias, args.clear_bias, args.letter_rate)
            for i in range(1, args.games + 1)]
    with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        games = list(ex.map(_generate_one, work, chunksize=8))
    t1 = time.monotonic()

    workdir = args.keep or tempfile.mkdtemp(prefix="tactus-960-")
    jobs = write_files(games, workdir, "chess960", args.chunk)

    failed, dead = [], []
    compared = {"O-O": 0, "O-O-O": 0}
    plies = 0
    letter_plies = letter_castles = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = [ex.submit(run_one, binary, path, k) for (_, path, k) in jobs]
        for (g, path, k), fut in zip(jobs, futs):
            rc, out, err = fut.result()
            diff = first_difference(g, rc, out, err)
            is_dead = diff is not None and dead_position_first(g, rc, out, err)
            if is_dead:
                dead.append(g["index"])
            elif diff is not None:
                failed.append((g, path, k, diff))
            n = agreed_plies(g, rc, out, diff, is_dead)
            plies += n
            for c, before in zip(g["castles"][:n], g["letter_before"][:n]):
                if c:
                    compared[c] += 1
                    letter_castles += before
            letter_plies += sum(g["letter_after"][:n])
    t2 = time.monotonic()

    for g, path, k, diff in failed[: args.show]:
        print("=" * 72)
        print("FAIL game %d (%s), %s --game %d: %s" % (g["index"], g["kind"], os.path.basename(path), k, diff))
        print(g["pgn"].rstrip())
    if len(failed) > args.show:
        print("... and %d more failing games" % (len(failed) - args.show))
    print("generation %.1fs, replay+compare %.1fs (%d processes, %d jobs)" % (t1 - t0, t2 - t1, len(jobs), args.jobs))
    if not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    if dead:
        print("%d games ended earlier by tactus as a dead position python-chess does not see: %s" % (
            len(dead), ", ".join(str(i) for i in dead)))
    terminations = {}
    for g in games:
        terminations[g["final"]["termination"]] = terminations.get(g["final"]["termination"], 0) + 1
    print("terminations: " + ", ".join("%s %d" % kv for kv in sorted(terminations.items())))
    print("%d passed, %d failed" % (len(games) - len(failed), len(failed)))
    total = compared["O-O"] + compared["O-O-O"]
    print("%d plies compared, %d castling moves compared (%d O-O, %d O-O-O)" % (
        plies, total, compared["O-O"], compared["O-O-O"]))
    print("%d plies compared with a file letter in the X-FEN castling field, %d castling moves from such a position" % (
        letter_plies, letter_castles))
    status = 1 if failed else 0
    if total < args.min_castles:
        print("too few castling moves compared: %d < %d" % (total, args.min_castles))
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
