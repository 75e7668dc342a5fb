"""Reads back what `tactus review` wrote, with python-chess: the JSON lines
(`--format jsonl`) and the annotated game (`--format pgn`) of the same
review. Checks every move, evaluation and best line against python-chess's
rules, that both files say the same, and prints per ply what python-chess
read of the PGN (NAGs, %eval, variations) as one JSON object a line, for
the Rust test to assert on.

usage: read_back.py GAME.pgn REVIEW.jsonl REVIEW.pgn
"""

import json
import sys

import chess
import chess.pgn

JUDGEMENTS = {None: set(), "inaccuracy": {6}, "mistake": {2}, "blunder": {4}}


def eval_of(score):
    """A python-chess PovScore from White's side as tactus writes it."""
    white = score.white()
    if white.is_mate():
        return {"mate": white.mate()}
    return {"cp": white.score()}


def main(game_path, jsonl_path, pgn_path):
    with open(game_path) as f:
        original = chess.pgn.read_game(f)
    lines = [json.loads(l) for l in open(jsonl_path) if l.strip()]
    *plies, summary = lines
    assert set(summary) == {"summary"}, summary
    s = summary["summary"]
    for side in ("white", "black"):
        assert set(s[side]) >= {"accuracy", "average_loss", "inaccuracies", "mistakes", "blunders"}, s
    assert s["plies"] == len(list(original.mainline_moves())), s
    assert s["reviewed"] == len(plies), s

    board = original.board()
    for n, (line, move) in enumerate(zip(plies, original.mainline_moves()), start=1):
        assert line["ply"] == n, line
        assert line["side"] == ("white" if board.turn else "black"), line
        assert line["uci"] == move.uci(), (line, move)
        assert line["san"] == board.san(move), (line, board.san(move))
        for key in ("eval_before", "eval_after"):
            e = line[key]
            assert len(e) == 1 and ("cp" in e or "mate" in e), line
        assert line["judgement"] in JUDGEMENTS, line
        best = line["best"]
        if best is not None:
            b = board.copy()
            first = chess.Move.from_uci(best["uci"])
            assert first in b.legal_moves, line
            assert b.san(first) == best["san"], line
            assert best["line"][0] == best["uci"], line
            for uci in best["line"]:
                m = chess.Move.from_uci(uci)
                assert m in b.legal_moves, (line, uci, b.fen())
                b.push(m)
        board.push(move)

    with open(pgn_path) as f:
        annotated = chess.pgn.read_game(f)
    assert annotated is not None and not annotated.errors, annotated.errors
    assert annotated.headers["Annotator"] == "tactus"
    assert annotated.headers["ECO"] and annotated.headers["Opening"], annotated.headers
    assert [m.uci() for m in annotated.mainline_moves()] == [
        m.uci() for m in original.mainline_moves()
    ]
    for n, node in enumerate(annotated.mainline(), start=1):
        read = {"ply": n, "nags": sorted(node.nags)}
        score = node.eval()
        read["eval"] = eval_of(score) if score is not None else None
        variations = node.parent.variations[1:]
        read["variation"] = (
            [variations[0].move.uci()] + [m.uci() for m in variations[0].mainline_moves()]
            if variations
            else None
        )
        if n <= len(plies):
            line = plies[n - 1]
            assert set(node.nags) == JUDGEMENTS[line["judgement"]], (line, node.nags)
            if line["eval_after"] != {"mate": 0}:
                assert read["eval"] == line["eval_after"], (line, read)
            if line["judgement"] is not None and line["best"]["uci"] != line["uci"]:
                assert read["variation"] == line["best"]["line"][: len(read["variation"])], (line, read)
                assert read["variation"][0] == line["best"]["uci"], (line, read)
        else:
            assert not node.nags and score is None, read
        print(json.dumps(read))


if __name__ == "__main__":
    main(*sys.argv[1:])
