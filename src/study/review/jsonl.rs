//! The review as JSON lines, for programs: one object per half-move
//! reviewed, then one `{"summary": …}`.
//!
//! ```text
//! {"ply":3,"number":2,"side":"white","san":"g4","uci":"g2g4","eval_before":{"cp":-70},"eval_after":{"mate":-1},"best":{"san":"d4","uci":"d2d4","line":["d2d4","b8c6"]},"loss":41.1,"judgement":"blunder"}
//! {"summary":{"white":{"accuracy":25.4,"average_loss":…,"inaccuracies":0,"mistakes":0,"blunders":1},"black":{…},"opening":{"eco":"A00","name":"Barnes Opening: Fool's Mate","ply":4},"plies":4,"reviewed":4}}
//! ```
//!
//! Evaluations are from White's side, `{"cp":35}` or `{"mate":-3}` (mate
//! in 3 for Black; `{"mate":0}` where the side to move is checkmated);
//! `loss` is the mover's winning chances lost in percentage points;
//! `judgement` is `"inaccuracy"`, `"mistake"`, `"blunder"` or `null`.
//! Accuracies and losses are rounded to a tenth.

use serde::Serialize;
use shakmaty::CastlingMode;

use super::{MoveReview, Review};
use crate::engine::analysis::Eval;
use crate::study::judge::{Judgement, SideSummary};

#[derive(Serialize)]
struct BestLine<'a> {
    san: &'a str,
    uci: &'a str,
    line: Vec<String>,
}

#[derive(Serialize)]
struct PlyLine<'a> {
    ply: usize,
    number: u32,
    side: &'static str,
    san: &'a str,
    uci: &'a str,
    eval_before: Eval,
    eval_after: Eval,
    best: Option<BestLine<'a>>,
    loss: f64,
    judgement: Option<Judgement>,
}

#[derive(Serialize)]
struct OpeningLine<'a> {
    eco: &'a str,
    name: &'a str,
    ply: usize,
}

#[derive(Serialize)]
struct Summary<'a> {
    white: SideSummary,
    black: SideSummary,
    opening: Option<OpeningLine<'a>>,
    plies: usize,
    reviewed: usize,
}

#[derive(Serialize)]
struct SummaryLine<'a> {
    summary: Summary<'a>,
}

fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

fn rounded(s: &SideSummary) -> SideSummary {
    SideSummary {
        accuracy: s.accuracy.map(tenth),
        average_loss: s.average_loss.map(tenth),
        ..s.clone()
    }
}

fn ply_line(m: &MoveReview) -> PlyLine<'_> {
    PlyLine {
        ply: m.ply,
        number: m.number,
        side: m.side.fold_wb("white", "black"),
        san: &m.san,
        uci: &m.uci,
        eval_before: m.eval_before,
        eval_after: m.eval_after,
        best: m.best.as_ref().map(|b| BestLine {
            san: &b.san,
            uci: &b.uci,
            line: b
                .line
                .iter()
                .map(|mv| mv.to_uci(CastlingMode::Standard).to_string())
                .collect(),
        }),
        loss: tenth(m.loss),
        judgement: m.judgement,
    }
}

/// The review as JSON lines (see the [module documentation](self)), each
/// line ending with a newline.
pub fn jsonl(review: &Review) -> String {
    let mut out = String::new();
    let mut push = |json: serde_json::Result<String>| {
        if let Ok(json) = json {
            out.push_str(&json);
            out.push('\n');
        }
    };
    for m in &review.moves {
        push(serde_json::to_string(&ply_line(m)));
    }
    let summary = SummaryLine {
        summary: Summary {
            white: rounded(&review.summary.white),
            black: rounded(&review.summary.black),
            opening: review.opening.as_ref().map(|(ply, o)| OpeningLine {
                eco: o.eco,
                name: o.name,
                ply: *ply,
            }),
            plies: review.plies,
            reviewed: review.moves.len(),
        },
    };
    push(serde_json::to_string(&summary));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::review::tests::fools_review;

    #[test]
    fn each_ply_is_one_object_then_the_summary() {
        let out = jsonl(&fools_review());
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 5);
        assert_eq!(
            lines[2],
            r#"{"ply":3,"number":2,"side":"white","san":"g4","uci":"g2g4","eval_before":{"cp":-70},"eval_after":{"mate":-1},"best":{"san":"d4","uci":"d2d4","line":["d2d4","b8c6"]},"loss":41.1,"judgement":"blunder"}"#
        );
        assert!(
            lines[3].contains(r#""eval_after":{"mate":0}"#),
            "{}",
            lines[3]
        );
        assert!(lines[3].ends_with(r#""judgement":null}"#), "{}", lines[3]);
        let summary: serde_json::Value = serde_json::from_str(lines[4]).unwrap();
        let summary = &summary["summary"];
        assert_eq!(summary["white"]["blunders"], 1);
        assert_eq!(summary["black"]["blunders"], 0);
        assert_eq!(summary["opening"]["eco"], "A00");
        assert_eq!(
            (summary["plies"].as_u64(), summary["reviewed"].as_u64()),
            (Some(4), Some(4))
        );
        assert!(summary["white"]["accuracy"].as_f64().unwrap() < 50.0);
    }
}
