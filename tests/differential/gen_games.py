#!/usr/bin/env python3
"""Generate random legal chess games and their expected `tactus replay` output.

The expected output is computed by python-chess, independently of tactus.
It follows the `tactus replay --format jsonl` contract: one object per ply

    {"ply":1,"san":"e4","uci":"e2e4","fen":"...","check":false,
     "checkmate":false,"claims":[]}

then one final object {"result":"1-0","termination":"checkmate"}.

Definitions (all python-chess 1.x, standard chess):
  san          board.san(move) in the position before the move
  uci          move.uci()  (castling as the king's two-square move)
  fen          board.fen() after the move (en_passant="legal"; see compare.py
               for the accepted alternative ep form)
  check        board.is_check() after the move (true on mate as well)
  checkmate    board.is_checkmate() after the move
  claims       "threefold_repetition" if board.is_repetition(3),
               then "fifty_moves" if board.is_fifty_moves()
               (computed on every ply, also on the ply that ends the game)
  termination  board.outcome() (claim_draw=False) after the last move:
               checkmate / stalemate / insufficient_material /
               fivefold_repetition / seventy_five_moves, with outcome.result();
               otherwise the PGN result and "unterminated".

Games are NOT plain random walks: a schedule of generators aims at every
termination and every claim (repetitions that differ only in castling rights
or en passant possibility, high half-move clocks, mate on the 150th half-move,
endgames, games starting from terminal positions, unterminated games with
every result, PGN decorations such as comments, NAGs and variations).

Usage:
  gen_games.py --games 1000 --seed 7 --out DIR
writes DIR/games.pgn (all games), DIR/expected/NNNNN.jsonl (exact contract
form, one file per game) and prints the coverage. With --check-coverage the
script fails if any termination or claim is below 20 per 1000 games.
"""

import argparse
import json
import os
import random
import sys

try:
    import chess
    import chess.pgn
except ImportError:  # pragma: no cover - reported to the caller
    sys.stderr.write(
        "python-chess is not importable: install it with "
        "`python3 -m pip install chess`\n"
    )
    sys.exit(3)

TERMINATIONS = {
    chess.Termination.CHECKMATE: "checkmate",
    chess.Termination.STALEMATE: "stalemate",
    chess.Termination.INSUFFICIENT_MATERIAL: "insufficient_material",
    chess.Termination.FIVEFOLD_REPETITION: "fivefold_repetition",
    # python-chess calls it SEVENTYFIVE_MOVES; the tactus contract spells it so:
    chess.Termination.SEVENTYFIVE_MOVES: "seventy_five_moves",
}
TERMINATION_NAMES = list(TERMINATIONS.values())
CLAIM_NAMES = ["threefold_repetition", "fifty_moves"]
RESULTS = ["1-0", "0-1", "1/2-1/2", "*"]


# --------------------------------------------------------------------------
# Expected output
# --------------------------------------------------------------------------


def claims_of(board):
    claims = []
    if board.is_repetition(3):
        claims.append("threefold_repetition")
    if board.is_fifty_moves():
        claims.append("fifty_moves")
    return claims


def expected_records(start_fen, moves, result_tag):
    """Return (plies, final, fen_forms) for a game.

    plies: list of contract dicts; final: the final dict; fen_forms: per ply
    the set of accepted FEN strings (ep field in "legal" or "fen" form)."""
    board = chess.Board(start_fen) if start_fen else chess.Board()
    plies = []
    fen_forms = []
    for i, move in enumerate(moves):
        if board.outcome() is not None:
            raise AssertionError("generator produced a move after the game ended")
        san = board.san(move)
        board.push(move)
        fen = board.fen(en_passant="legal")
        plies.append(
            {
                "ply": i + 1,
                "san": san,
                "uci": move.uci(),
                "fen": fen,
                "check": board.is_check(),
                "checkmate": board.is_checkmate(),
                "claims": claims_of(board),
            }
        )
        fen_forms.append(sorted({fen, board.fen(en_passant="fen")}))
    outcome = board.outcome()
    if outcome is not None:
        final = {"result": outcome.result(), "termination": TERMINATIONS[outcome.termination]}
    else:
        final = {"result": result_tag, "termination": "unterminated"}
    return plies, final, fen_forms


# --------------------------------------------------------------------------
# Move choice
# --------------------------------------------------------------------------


def is_special(board, move):
    return board.is_castling(move) or board.is_en_passant(move) or move.promotion is not None


def is_quiet(board, move):
    return not board.is_zeroing(move)


def leads_to(board, move, pred):
    board.push(move)
    try:
        return pred(board)
    finally:
        board.pop()


def pick_move(board, rng, pol):
    """Pick a legal move according to the policy dict pol (probabilities)."""
    legal = list(board.legal_moves)
    if not legal:
        return None
    r = rng.random
    if pol.get("mate", 0) and r() < pol["mate"] and len(legal) <= pol.get("look_max", 60):
        mates = [m for m in legal if leads_to(board, m, lambda b: b.is_checkmate())]
        if mates:
            return rng.choice(mates)
    if pol.get("stalemate", 0) and r() < pol["stalemate"] and len(legal) <= pol.get("look_max", 60):
        stale = [m for m in legal if leads_to(board, m, lambda b: b.is_stalemate())]
        if stale:
            return rng.choice(stale)
    if pol.get("special", 0) and r() < pol["special"]:
        sp = [m for m in legal if is_special(board, m)]
        if sp:
            return rng.choice(sp)
    if pol.get("undo", 0) and r() < pol["undo"] and len(board.move_stack) >= 2:
        own = board.move_stack[-2]
        back = chess.Move(own.to_square, own.from_square)
        piece = board.piece_at(own.to_square)
        if (
            piece is not None
            and piece.piece_type != chess.PAWN
            and own.promotion is None
            and back in legal
            and not board.is_capture(back)
            and not board.is_castling(back)
        ):
            return back
    if pol.get("check", 0) and r() < pol["check"]:
        ch = [m for m in legal if board.gives_check(m)]
        if ch:
            return rng.choice(ch)
    if pol.get("capture", 0) and r() < pol["capture"]:
        cap = [m for m in legal if board.is_capture(m)]
        if cap:
            return rng.choice(cap)
    if pol.get("quiet", 0) and r() < pol["quiet"]:
        q = [m for m in legal if is_quiet(board, m)]
        if q:
            return rng.choice(q)
    return rng.choice(legal)


def play(board, rng, pol, max_plies, stop=None):
    """Play from board (mutated) until outcome, max_plies or stop(board)."""
    moves = []
    while len(moves) < max_plies and board.outcome() is None:
        m = pick_move(board, rng, pol)
        if m is None:
            break
        board.push(m)
        moves.append(m)
        if stop is not None and stop(board):
            break
    return moves


UNIFORM = {}
SPICY = {"mate": 0.6, "special": 0.3, "check": 0.15, "capture": 0.2, "look_max": 45}
SHUFFLE = {"undo": 0.85, "quiet": 0.9, "mate": 0.3, "look_max": 40}
QUIET = {"quiet": 0.93, "mate": 0.5, "undo": 0.3, "look_max": 40}
ENDGAME = {"mate": 0.8, "stalemate": 0.35, "check": 0.3, "capture": 0.3, "special": 0.5}


# --------------------------------------------------------------------------
# Start positions
# --------------------------------------------------------------------------

ENDGAME_MATERIAL = [
    ("KQ", "K"), ("KR", "K"), ("KBN", "K"), ("KBB", "K"), ("KQ", "KR"),
    ("KR", "KB"), ("KB", "KB"), ("KB", "KB"), ("KN", "K"), ("KN", "KN"),
    ("KP", "K"), ("KPP", "KP"), ("KQ", "KP"), ("KRR", "K"), ("KQQQ", "K"),
    ("KNNN", "KB"), ("KRRR", "KQ"), ("KB", "KP"), ("KQ", "KQ"), ("KPP", "K"),
    ("KBP", "K"), ("KQ", "KN"), ("KR", "KN"), ("KNN", "K"),
]


def random_endgame(rng, material=None, tries=200):
    white, black = material or rng.choice(ENDGAME_MATERIAL)
    for _ in range(tries):
        board = chess.Board(None)
        squares = list(chess.SQUARES)
        rng.shuffle(squares)
        ok = True
        for color, pieces in ((chess.WHITE, white), (chess.BLACK, black)):
            for ch in pieces:
                pt = chess.Piece.from_symbol(ch).piece_type
                sq = squares.pop()
                if pt == chess.PAWN and chess.square_rank(sq) in (0, 7):
                    ok = False
                board.set_piece_at(sq, chess.Piece(pt, color))
        if not ok:
            continue
        board.turn = rng.choice([chess.WHITE, chess.BLACK])
        board.halfmove_clock = rng.choice([0, 0, 0, rng.randint(0, 60)])
        board.fullmove_number = rng.randint(30, 90)
        if board.is_valid():
            return board
    return None


def random_midgame(rng, plies):
    board = chess.Board()
    for _ in range(plies):
        if board.outcome() is not None:
            break
        board.push(pick_move(board, rng, {"special": 0.2}))
    return board


def from_fen(fen):
    board = chess.Board(fen)
    assert board.is_valid(), fen
    return board


def fresh(board):
    """A board set up from board.fen() (forget the history)."""
    return chess.Board(board.fen(en_passant="legal"))


# --------------------------------------------------------------------------
# Generators: each returns (kind, start_fen or None, moves, result_tag)
# --------------------------------------------------------------------------


def unterminated_tag(rng, board):
    o = board.outcome()
    return o.result() if o else rng.choice(RESULTS)


def gen_random(rng):
    pol = rng.choice([UNIFORM, UNIFORM, SPICY, {"special": 0.3}, {"mate": 0.5, "look_max": 40}])
    board = chess.Board()
    moves = play(board, rng, pol, rng.choice([rng.randint(0, 60), rng.randint(60, 700), 2000]))
    return "random", None, moves, unterminated_tag(rng, board)


def gen_short(rng):
    """Short games ending without termination, every result tag."""
    board = chess.Board()
    moves = play(board, rng, rng.choice([UNIFORM, SPICY]), rng.randint(0, 40))
    return "short", None, moves, unterminated_tag(rng, board)


def gen_shuffle(rng):
    """Repeat positions: threefold claims and fivefold repetition."""
    if rng.random() < 0.5:
        board = random_midgame(rng, rng.randint(0, 30))
        if board.outcome() is not None:
            board = chess.Board()
        start = None if not board.move_stack else board.fen()
        board = fresh(board) if start else board
    else:
        eg = random_endgame(rng)
        board = eg if eg is not None and eg.outcome() is None else chess.Board()
        start = board.fen() if board != chess.Board() else None
    first_claim = rng.random() < 0.35  # stop at the first threefold claim
    moves = play(
        board,
        rng,
        SHUFFLE,
        rng.randint(10, 300),
        stop=(lambda b: b.is_repetition(3)) if first_claim else None,
    )
    tag = "1/2-1/2" if board.is_repetition(3) else rng.choice(RESULTS)
    return "shuffle", start, moves, unterminated_tag(rng, board) if board.outcome() else tag


def gen_fifty(rng):
    """High half-move clocks: fifty-move claims and the 75-move rule."""
    if rng.random() < 0.5:
        board = random_midgame(rng, rng.randint(4, 60))
        if board.outcome() is not None:
            board = chess.Board()
    else:
        board = random_endgame(rng) or chess.Board()
        if board.outcome() is not None:
            board = chess.Board()
    board = fresh(board)
    board.halfmove_clock = rng.randint(88, 148)
    board.fullmove_number = max(board.fullmove_number, board.halfmove_clock // 2 + 1)
    start = board.fen()
    board = chess.Board(start)
    stop = None
    if rng.random() < 0.25:
        stop = lambda b: b.is_fifty_moves()  # noqa: E731  (claim, then stop)
    moves = play(board, rng, QUIET, rng.randint(20, 200), stop=stop)
    tag = "1/2-1/2" if board.is_fifty_moves() else rng.choice(RESULTS)
    return "fifty", start, moves, unterminated_tag(rng, board) if board.outcome() else tag


def gen_endgame(rng):
    board = random_endgame(rng)
    if board is None or board.outcome() is not None:
        board = random_endgame(rng, ("KQ", "K")) or chess.Board()
    start = board.fen()
    moves = play(board, rng, ENDGAME, rng.randint(5, 250))
    return "endgame", start, moves, unterminated_tag(rng, board)


def gen_stalemate(rng):
    """Endgames steered into stalemate (retried a few times)."""
    pol = {"stalemate": 0.9, "check": 0.1, "special": 0.5}
    for _ in range(6):
        board = random_endgame(rng, rng.choice([("KQ", "K"), ("KQ", "KP"), ("KR", "K"), ("KPP", "KP"), ("KQQQ", "K")]))
        if board is None or board.outcome() is not None:
            continue
        start = board.fen()
        moves = play(board, rng, pol, rng.randint(10, 150))
        o = board.outcome()
        if o is not None and o.termination == chess.Termination.STALEMATE:
            break
    return "stalemate", start, moves, unterminated_tag(rng, board)


def san_moves(board, sans):
    moves = []
    for s in sans:
        m = board.parse_san(s)
        board.push(m)
        moves.append(m)
    return moves


def gen_scripted(rng):
    """Hand-made repetition / clock subtleties, with random continuations."""
    k = rng.randint(1, 6)
    which = rng.randrange(9)
    if which == 0:
        # Legal ep in the first occurrence only: it does not count.
        start, prefix, cycle = None, "e4 Nf6 e5 d5".split(), "Nf3 Ng8 Ng1 Nf6".split()
    elif which == 1:
        # Castling rights lost: identical placements are different positions.
        start = None
        prefix = rng.choice(["e4 e5 Ke2 Ke7 Ke1 Ke8", "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8", "e4 e5 Ke2 Nc6 Ke1 Nb8"]).split()
        cycle = "Nc3 Nc6 Nb1 Nb8".split()
    elif which == 2:
        # d7-d5 with e5xd6 e.p. pseudo-legal but illegal (pin on the 5th rank):
        # the position after d5 counts as the same as later ones.
        start, prefix, cycle = "7k/3p4/8/K3P2r/8/8/8/6N1 b - - 0 1", ["d5"], "Nf3 Kg8 Ng1 Kh8".split()
    elif which == 3:
        # FEN with an ep square but no ep capture possible: counts.
        start = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        prefix, cycle = [], "Nf6 Nf3 Ng8 Ng1".split()
    elif which == 4:
        # FEN with a legal ep capture: the start position does not count again.
        start = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
        prefix, cycle = [], "Nf3 Nf6 Ng1 Ng8".split()
    elif which == 5:
        # Half-move clock 134: the 16th ply is both 150 half-moves and the
        # fifth occurrence (75-move rule is reported); ply 8 has both claims.
        start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - %d 80" % rng.choice([134, 134, 92, 140])
        prefix, cycle = [], "Nf3 Nf6 Ng1 Ng8".split()
    elif which == 6:
        return gen_clock_edge(rng)
    elif which == 7:
        return gen_terminal_start(rng)
    else:
        # Bishop takes rook: stalemate AND insufficient material -> the
        # latter (python-chess checks insufficient material first).
        start, prefix, cycle = "kr6/B1K5/8/8/8/8/8/8 w - - 0 1", ["Bxb8"], []
        k = 0
    board = from_fen(start) if start else chess.Board()
    moves = san_moves(board, prefix)
    for _ in range(k):
        if board.outcome() is not None:
            break
        for s in cycle:
            if board.outcome() is not None:
                break
            m = board.parse_san(s)
            board.push(m)
            moves.append(m)
    if board.outcome() is None and rng.random() < 0.3:
        moves += play(board, rng, SHUFFLE, rng.randint(1, 30))
    tag = "1/2-1/2" if board.outcome() is None and rng.random() < 0.5 else rng.choice(RESULTS)
    return "scripted%d" % which, start, moves, unterminated_tag(rng, board) if board.outcome() else tag


def gen_clock_edge(rng):
    """Clock 149 (or 99) and a quiet move that mates / stalemates / neither."""
    want = rng.choice(["mate", "mate", "stalemate", "quiet"])
    clock = rng.choice([149, 149, 149, 99, 148])
    for _ in range(400):
        board = random_endgame(rng, rng.choice([("KQ", "K"), ("KR", "K"), ("KQ", "KN"), ("KRR", "KB")]))
        if board is None or board.outcome() is not None:
            continue
        quiet = [m for m in board.legal_moves if is_quiet(board, m)]
        if want == "mate":
            cands = [m for m in quiet if leads_to(board, m, lambda b: b.is_checkmate())]
        elif want == "stalemate":
            cands = [m for m in quiet if leads_to(board, m, lambda b: b.is_stalemate())]
        else:
            cands = quiet
        if cands:
            board.halfmove_clock = clock
            board.fullmove_number = 120
            start = board.fen()
            board = chess.Board(start)
            m = rng.choice(cands)
            board.push(m)
            moves = [m]
            if board.outcome() is None:
                moves += play(board, rng, QUIET, rng.randint(0, 6))
            return "clock%d-%s" % (clock, want), start, moves, unterminated_tag(rng, board)
    return gen_fifty(rng)


TERMINAL_FENS = [
    ("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", None),  # mated
    ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 60", None),  # stalemate
    ("8/8/4k3/8/8/3K4/8/8 w - - 0 70", None),  # K v K
    ("k7/1pK5/1P6/8/8/8/8/8 b - - 0 70", None),  # stalemate with pawns (black)
    ("8/8/4k3/8/8/3K4/8/R7 w - - 150 120", None),  # 75-move rule at the start
    ("8/8/4k3/8/8/3K4/8/4R3 b - - 100 120", None),  # clock 100: not terminal
    ("kB6/2K5/8/8/8/8/8/8 b - - 0 90", None),  # stalemate + insufficient
]


def gen_terminal_start(rng):
    fen, _ = rng.choice(TERMINAL_FENS)
    board = from_fen(fen)
    moves = []
    if board.outcome() is None and rng.random() < 0.5:
        moves = play(board, rng, QUIET, rng.randint(1, 10))
    return "terminal-start", fen, moves, unterminated_tag(rng, board)


# Schedule: every slot guarantees its share of the generators aimed at a
# termination / claim; the rest is random play.
SCHEDULE = [
    gen_random, gen_shuffle, gen_fifty, gen_endgame, gen_scripted,
    gen_random, gen_shuffle, gen_fifty, gen_endgame, gen_short,
    gen_scripted, gen_stalemate, gen_shuffle, gen_clock_edge, gen_random,
]


# --------------------------------------------------------------------------
# PGN
# --------------------------------------------------------------------------


def to_pgn(index, seed, kind, start_fen, moves, result, rng, decorate):
    game = chess.pgn.Game()
    game.headers["Event"] = "tactus differential seed %s" % seed
    game.headers["Site"] = "?"
    game.headers["Round"] = str(index)
    game.headers["White"] = "gen"
    game.headers["Black"] = kind
    if start_fen:
        game.setup(chess.Board(start_fen))
    game.headers["Result"] = result
    node = game
    board = chess.Board(start_fen) if start_fen else chess.Board()
    for mv in moves:
        if decorate and rng.random() < 0.08:
            alts = [m for m in board.legal_moves if m != mv]
            if alts:
                var = node.add_variation(rng.choice(alts))
                var.comment = "side line"
                vb = var.board()
                if not vb.is_game_over() and rng.random() < 0.5:
                    var.add_variation(rng.choice(list(vb.legal_moves)))
        node = node.add_main_variation(mv) if node.variations else node.add_variation(mv)
        board.push(mv)
        if decorate:
            x = rng.random()
            if x < 0.08:
                node.comment = rng.choice(["good", "a {brace-free} comment".replace("{", "(").replace("}", ")"), "multi\nline"])
            elif x < 0.14:
                node.nags.add(rng.choice([1, 2, 3, 4, 5, 6, 10, 14, 146]))
    text = str(game)
    if decorate and rng.random() < 0.3:
        text = "; a rest-of-line comment\n" + text
    return text + "\n\n"


def generate_one(i, seed, decorate_rate=0.12):
    """Game number i (1-based) of the sequence for seed: a dict."""
    rng = random.Random("%s:%d" % (seed, i))
    gen = SCHEDULE[(i - 1) % len(SCHEDULE)]
    kind, start, moves, tag = gen(rng)
    plies, final, fen_forms = expected_records(start, moves, tag)
    decorate = rng.random() < decorate_rate
    pgn = to_pgn(i, seed, kind, start, moves, final["result"], rng, decorate)
    return {
        "index": i,
        "kind": kind,
        "start_fen": start,
        "moves": [m.uci() for m in moves],
        "pgn": pgn,
        "plies": plies,
        "final": final,
        "fen_forms": fen_forms,
        "decorated": decorate,
    }


def _generate_one(args):
    return generate_one(*args)


def generate(n, seed, jobs=None):
    """Yield n game dicts, deterministic for a seed (in parallel if jobs > 1)."""
    jobs = jobs or os.cpu_count() or 1
    work = [(i, seed) for i in range(1, n + 1)]
    if jobs > 1 and n >= 50:
        import multiprocessing

        with multiprocessing.Pool(jobs) as pool:
            for g in pool.imap(_generate_one, work, chunksize=8):
                yield g
    else:
        for w in work:
            yield generate_one(*w)


# --------------------------------------------------------------------------
# Coverage
# --------------------------------------------------------------------------


def coverage(games):
    cov = {name: 0 for name in TERMINATION_NAMES + ["unterminated"] + CLAIM_NAMES}
    extra = {
        "both_claims_same_ply": 0, "mate_at_clock_150": 0, "ep_capture": 0,
        "castle_short": 0, "castle_long": 0, "promotion": 0, "underpromotion": 0,
        "disambiguation": 0, "fen_start": 0, "zero_moves": 0, "decorated": 0,
        "plies": 0,
    }
    for res in RESULTS:
        extra["unterminated " + res] = 0
    for g in games:
        cov[g["final"]["termination"]] += 1
        if g["final"]["termination"] == "unterminated":
            extra["unterminated " + g["final"]["result"]] += 1
        seen = set()
        for p in g["plies"]:
            seen.update(p["claims"])
            if len(p["claims"]) == 2:
                extra["both_claims_same_ply"] += 1
            san = p["san"]
            if san.startswith("O-O-O"):
                extra["castle_long"] += 1
            elif san.startswith("O-O"):
                extra["castle_short"] += 1
            if "=" in san:
                extra["promotion"] += 1
                if "=Q" not in san:
                    extra["underpromotion"] += 1
            core = san.rstrip("+#").split("=")[0].replace("x", "")
            if core[:1] in "NBRQK" and len(core) > 3:
                extra["disambiguation"] += 1
        for c in seen:
            cov[c] += 1
        if g["plies"] and g["plies"][-1]["checkmate"] and g["plies"][-1]["fen"].split()[4] == "150":
            extra["mate_at_clock_150"] += 1
        board = chess.Board(g["start_fen"]) if g["start_fen"] else chess.Board()
        for u in g["moves"]:
            m = chess.Move.from_uci(u)
            if board.is_en_passant(m):
                extra["ep_capture"] += 1
            board.push(m)
        extra["fen_start"] += g["start_fen"] is not None
        extra["zero_moves"] += not g["moves"]
        extra["decorated"] += g["decorated"]
        extra["plies"] += len(g["plies"])
    return cov, extra


def check_coverage(cov, n, per_thousand=20):
    need = per_thousand * n // 1000
    low = [k for k in TERMINATION_NAMES + CLAIM_NAMES if cov[k] < need]
    return need, low


def print_coverage(cov, extra, n, out=sys.stdout):
    out.write("coverage over %d games (games per termination / games with claim):\n" % n)
    for k, v in cov.items():
        out.write("  %-22s %6d\n" % (k, v))
    out.write("  --\n")
    for k, v in extra.items():
        out.write("  %-22s %6d\n" % (k, v))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--check-coverage", action="store_true")
    args = ap.parse_args()
    os.makedirs(os.path.join(args.out, "expected"), exist_ok=True)
    games = []
    with open(os.path.join(args.out, "games.pgn"), "w", encoding="utf-8") as pgn:
        for g in generate(args.games, args.seed):
            games.append(g)
            pgn.write(g["pgn"])
            with open(os.path.join(args.out, "expected", "%05d.jsonl" % g["index"]), "w", encoding="utf-8") as f:
                for p in g["plies"]:
                    f.write(json.dumps(p, separators=(",", ":")) + "\n")
                f.write(json.dumps(g["final"], separators=(",", ":")) + "\n")
    cov, extra = coverage(games)
    print_coverage(cov, extra, len(games))
    if args.check_coverage:
        need, low = check_coverage(cov, len(games))
        if low:
            sys.stderr.write("coverage too low (need %d each): %s\n" % (need, ", ".join(low)))
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
