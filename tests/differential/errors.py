#!/usr/bin/env python3
"""Bad-input checks of `tactus replay` (exit codes, stderr, no panic).

  python3 tests/differential/errors.py --bin target/debug/tactus --cases 300 --seed 7

Case families (the bad game is game K of a multi-game file, run with --game K):
  illegal      a syntactically fine SAN that python-chess rejects as illegal,
               at a random ply (including pinned pieces, castling without the
               right or through check)
  badsan       a token that is not SAN at all ("Nz9", "e9", ...)
  badfen       [SetUp "1"] [FEN "..."] with an invalid FEN / invalid position
  afterend     one more move after checkmate, stalemate, insufficient
               material, fivefold repetition or the 75-move rule (for the
               last three the move is legal on the board: it must still fail)
  truncated    file cut in the middle of a SAN token that then is not a legal
               move ("Nf" from "Nf3")
  robustness   garbage bytes, unbalanced PGN syntax, huge numbers, deep
               nesting, bad --game values, missing files: only "no panic"

Expectations: strict families exit 2 with exactly one non-empty stderr line
containing the game number and the offending token (bad FEN: the game
number; the FEN text is only reported if missing). Robustness cases must not
panic (exit 101), be killed by a signal or hang; exit 0 or 2 are accepted.
Prints "N passed, N failed"; exit 1 on any failure.
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_games  # noqa: E402
import chess  # noqa: E402

TIMEOUT = 30
BAD_TOKENS = ["Nz9", "e9", "Qi4", "h0", "Bb", "Rxx4", "xyz", "Kk1", "N9f3", "exd", "Pe4e5e6", "O-O-O-O", "Q@", "e4=", "zz"]
BAD_FENS = [
    "garbage",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",  # bad side
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",  # 7 ranks
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # 9 files
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",  # no white king
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1",  # two white kings
    "Pnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1",  # pawn on rank 8
    "4k3/8/8/8/8/8/8/4K2p w - - 0 1",  # pawn on rank 1
    "4k2R/8/8/8/8/8/8/4K2R w - - 0 1",  # side not to move in check
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",  # bad clock
    "",
]


def one_line(err):
    text = err.decode("utf-8", "replace")
    if text.endswith("\n"):
        text = text[:-1]
    text = text.rstrip("\r")
    return text if text.strip() and "\n" not in text else None


def has_number(text, n):
    return re.search(r"(?<!\d)%d(?!\d)" % n, text) is not None


def game_tokens(start_fen, moves):
    """SAN tokens with move numbers for a game from start_fen (numbers from the board)."""
    board = chess.Board(start_fen) if start_fen else chess.Board()
    toks = []
    for i, m in enumerate(moves):
        if board.turn == chess.WHITE:
            toks.append("%d." % board.fullmove_number)
        elif i == 0:
            toks.append("%d..." % board.fullmove_number)
        toks.append(board.san(m))
        board.push(m)
    return toks, board


def pgn_text(start_fen, toks, result, extra_headers=()):
    headers = [("Event", "tactus error case"), ("Site", "?"), ("Result", result)]
    if start_fen is not None:
        headers += [("SetUp", "1"), ("FEN", start_fen)]
    headers += list(extra_headers)
    head = "".join('[%s "%s"]\n' % kv for kv in headers)
    return head + "\n" + " ".join(toks + [result]) + "\n\n"


def illegal_token(board, rng):
    """A SAN-shaped token that python-chess rejects as illegal here."""
    cands = ["O-O", "O-O-O"]
    for sq in chess.SQUARES:
        name = chess.square_name(sq)
        cands += [p + name for p in "NBRQK"] + [name]
    # pinned pieces / king into check: pseudo-legal but illegal moves
    legal = set(board.legal_moves)
    for m in board.pseudo_legal_moves:
        if m not in legal and m.promotion is None:
            pt = board.piece_type_at(m.from_square)
            letter = "" if pt == chess.PAWN else chess.piece_symbol(pt).upper()
            cands.append(letter + chess.square_name(m.to_square))
    rng.shuffle(cands)
    for t in cands:
        try:
            board.parse_san(t)
        except chess.IllegalMoveError:
            return t
        except ValueError:
            continue
    return None


def make_cases(n, seed):
    rng = random.Random("errors:%s" % seed)
    fillers = list(gen_games.generate(12, "errors-filler-%s" % seed))
    families = ["illegal", "badsan", "badfen", "afterend", "truncated", "robust"]
    cases = []
    i = 0
    while len(cases) < n:
        fam = families[i % len(families)]
        i += 1
        before = rng.randint(0, 3)
        pre = [g["pgn"] for g in rng.sample(fillers, before)]
        post = [g["pgn"] for g in rng.sample(fillers, rng.randint(0, 2))]
        k = before + 1
        grng = random.Random("%s:%d" % (seed, i))
        case = None
        if fam in ("illegal", "badsan"):
            kind, start, moves, tag = rng.choice([gen_games.gen_random, gen_games.gen_endgame, gen_games.gen_shuffle])(grng)
            if not moves:
                continue
            cut = rng.randrange(len(moves))
            toks, board = game_tokens(start, moves[:cut])
            bad = illegal_token(board, rng) if fam == "illegal" else rng.choice(BAD_TOKENS)
            if bad is None:
                continue
            if board.turn == chess.WHITE:
                toks.append("%d." % board.fullmove_number)
            elif cut == 0:
                toks.append("%d..." % board.fullmove_number)
            toks.append(bad)
            case = dict(text=pgn_text(start, toks, "*"), token=bad)
        elif fam == "badfen":
            fen = rng.choice(BAD_FENS)
            case = dict(text=pgn_text(fen, ["1.", "e4"] if rng.random() < 0.5 else [], "*"), token=None, fen=fen)
        elif fam == "afterend":
            gen = rng.choice([gen_games.gen_endgame, gen_games.gen_shuffle, gen_games.gen_fifty, gen_games.gen_stalemate, gen_games.gen_scripted])
            kind, start, moves, tag = gen(grng)
            toks, board = game_tokens(start, moves)
            o = board.outcome()
            if o is None:
                continue
            legal = list(board.legal_moves)
            extra = board.san(rng.choice(legal)) if legal else rng.choice(["Kh1", "Ka8", "Qd1", "e4"])
            if board.turn == chess.WHITE:
                toks.append("%d." % board.fullmove_number)
            elif not moves:
                toks.append("%d..." % board.fullmove_number)
            toks.append(extra)
            case = dict(text=pgn_text(start, toks, o.result()), token=extra, ended=gen_games.TERMINATIONS[o.termination])
        elif fam == "truncated":
            kind, start, moves, tag = gen_games.gen_random(grng)
            if not moves:
                continue
            cut = rng.randrange(len(moves))
            toks, board = game_tokens(start, moves[:cut + 1])
            last = toks[-1]
            prefixes = [last[:j] for j in range(1, len(last))]
            board.pop()
            prefixes = [p for p in prefixes if not parses(board, p) and not re.fullmatch(r"[0-9.]*", p)]
            if not prefixes:
                continue
            p = rng.choice(prefixes)
            text = pgn_text(start, toks[:-1] + [p], "*")
            text = text[: text.rindex(p) + len(p)]  # no result, no newline: cut
            post = []  # the cut game is the last one in the file
            case = dict(text=text, token=p)
        else:
            case = robust_case(rng, fillers)
            k = case.pop("k", 1)
            pre, post = [], []
        if case is None:
            continue
        case["family"] = fam
        case["k"] = k
        if "data" not in case:
            case["data"] = ("".join(pre) + case["text"] + "".join(post)).encode("utf-8")
        cases.append(case)
    return cases


def parses(board, tok):
    try:
        board.parse_san(tok)
        return True
    except ValueError:
        return False


def robust_case(rng, fillers):
    x = rng.randrange(14)
    valid = fillers[rng.randrange(len(fillers))]["pgn"]
    if x == 0:
        return dict(data=bytes(rng.randrange(256) for _ in range(rng.randint(0, 3000))), what="random bytes")
    if x == 1:
        return dict(data=b"", what="empty file")
    if x == 2:
        soup = ["[", "]", "{", "}", "(", ")", "$", "1.", "e4", "Nf3", "*", "1-0", '"', "\\", "%", ";", "\n", " ", "O-O", "=Q", "+", "#", "..."]
        return dict(data="".join(rng.choice(soup) for _ in range(rng.randint(1, 2000))).encode(), what="token soup")
    if x == 3:
        return dict(data=("(" * 100000 + "e4").encode(), what="deep nesting")
    if x == 4:
        return dict(data=("1. e4 e5 " + "{" * 3 + "unterminated comment").encode(), what="unterminated comment")
    if x == 5:
        return dict(data=('[Event "unterminated').encode(), what="truncated header")
    if x == 6:
        return dict(data=("999999999999999999999999. e4 *\n").encode(), what="huge move number")
    if x == 7:
        return dict(data=('[FEN "%s"]\n[SetUp "1"]\n\n1. Kd2 *\n' % ("8/" * 50000)).encode(), what="huge FEN")
    if x == 8:
        return dict(data=valid.encode(), args=["--game", rng.choice(["0", "-1", "99999999999999999999999", "abc", "9999"])], what="bad --game")
    if x == 9:
        return dict(data=valid.encode(), args=["--format", "xml"], what="bad --format")
    if x == 10:
        return dict(data=None, what="missing file")
    if x == 11:
        return dict(data=valid.encode(), args=["--format", "text"], what="text format", want_rc=0)
    if x == 12:
        b = bytearray(valid.encode())
        for _ in range(rng.randint(1, 20)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return dict(data=bytes(b), what="corrupted valid game")
    return dict(data=("N" * 200000 + " *\n").encode(), what="very long token")


def run_case(binary, workdir, idx, case):
    path = os.path.join(workdir, "case-%04d.pgn" % idx)
    if case.get("data") is not None:
        with open(path, "wb") as f:
            f.write(case["data"])
    args = case.get("args") or ["--game", str(case["k"]), "--format", "jsonl"]
    if "args" in case and "--game" not in args:
        args = args + ["--game", "1"]
    if "--format" not in args:
        args = args + ["--format", "jsonl"]
    cmd = [binary, "replay", path] + args
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return cmd, "timeout", b"", b""
    return cmd, p.returncode, p.stdout, p.stderr


def judge(case, rc, out, err):
    if rc == "timeout":
        return "hangs (> %ds)" % TIMEOUT
    if rc == 101:
        return "PANIC (exit 101): %s" % err.decode("utf-8", "replace").strip()[:300]
    if rc < 0:
        return "killed by signal %d (stack overflow?)" % -rc
    fam = case["family"]
    if fam == "robust":
        want = case.get("want_rc")
        if want is not None and rc != want:
            return "exit %d, expected %d; stderr: %s" % (rc, want, err.decode("utf-8", "replace")[:300])
        if rc not in (0, 2):
            return "exit %d, expected 0 or 2" % rc
        return None
    if rc != 2:
        return "exit %d, expected 2; stdout tail: %r" % (rc, out[-200:])
    line = one_line(err)
    if line is None:
        return "stderr is not exactly one non-empty line: %r" % err[:300]
    if not has_number(line, case["k"]):
        return "stderr does not name game %d: %r" % (case["k"], line)
    if case.get("token") and case["token"] not in line:
        return "stderr does not contain the token %r: %r" % (case["token"], line)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", help="tactus binary (default: $TACTUS_BIN)")
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show", type=int, default=10)
    ap.add_argument("--keep", help="keep the case files in this directory")
    args = ap.parse_args()
    binary = args.bin or os.environ.get("TACTUS_BIN")
    if not binary:
        sys.stderr.write("no binary: pass --bin PATH or set TACTUS_BIN\n")
        return 2
    binary = os.path.abspath(binary) if os.path.exists(binary) else (shutil.which(binary) or binary)
    cases = make_cases(args.cases, args.seed)
    workdir = args.keep or tempfile.mkdtemp(prefix="tactus-err-")
    os.makedirs(workdir, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        results = list(ex.map(lambda ic: run_case(binary, workdir, ic[0], ic[1]), enumerate(cases)))
    failed = []
    counts = {}
    for case, (cmd, rc, out, err) in zip(cases, results):
        fam = case["family"]
        counts[fam] = counts.get(fam, 0) + 1
        why = judge(case, rc, out, err)
        if why:
            failed.append((case, cmd, why))
    for case, cmd, why in failed[: args.show]:
        print("=" * 72)
        print("FAIL %s%s: %s" % (case["family"], " (%s)" % case["what"] if "what" in case else "", why))
        print("  command: %s" % " ".join(cmd))
        if case.get("data") is not None and len(case["data"]) < 3000:
            print(case["data"].decode("utf-8", "replace").rstrip())
    if len(failed) > args.show:
        print("... and %d more" % (len(failed) - args.show))
    print("cases per family: " + ", ".join("%s %d" % kv for kv in sorted(counts.items())))
    if not args.keep:
        shutil.rmtree(workdir, ignore_errors=True)
    print("%d passed, %d failed" % (len(cases) - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
