//! A `clock.json` saved by a tactus before the arbiter's log (incidents)
//! existed: it resumes through the real `tactus clock --resume --tty`, and
//! the corrections its old log holds (a pause, a resume, a minute added,
//! a press taken back) are in the arbiter's log: `tactus arbiter log`
//! reports them, and the file saved again keeps them as incidents, with
//! the old log gone.

use crate::piped;

use piped::{dirs, feed, has, paced, stdout_of};
use serde_json::Value;

/// The file as that tactus wrote it after `5+0`, 1. e4 e5, pause, resume,
/// `add black 1m`, 2. Nf3 and undo; `WALL`, when it was saved, is set to
/// now, so that no flag falls while it was away.
const OLD_FILE: &str = r#"{
  "version": 1,
  "saved_at": 2821,
  "wall": WALL,
  "game": {
    "clock": {
      "control": {"periods": [{"moves": null, "time": 300000}], "increment": 0, "delay": null},
      "white": {"remaining": 299775, "moves": 1},
      "black": {"remaining": 359674, "moves": 1},
      "turn": {"side": "white", "used": 304, "since": 1246, "before_set": 0},
      "fallen": null,
      "last_event": 1564
    },
    "white_side": "left",
    "listener": "white",
    "started": true,
    "score": {
      "entries": [
        {
          "written": {"checked": "e4"},
          "white": 299775, "black": 300000, "used": 225, "at": 294,
          "before": {
            "control": {"periods": [{"moves": null, "time": 300000}], "increment": 0, "delay": null},
            "white": {"remaining": 300000, "moves": 0},
            "black": {"remaining": 300000, "moves": 0},
            "turn": {"side": "white", "used": 0, "since": 69, "before_set": 0},
            "fallen": null,
            "last_event": 69
          }
        },
        {
          "written": {"checked": "e5"},
          "white": 299775, "black": 299674, "used": 326, "at": 620,
          "before": {
            "control": {"periods": [{"moves": null, "time": 300000}], "increment": 0, "delay": null},
            "white": {"remaining": 299775, "moves": 1},
            "black": {"remaining": 300000, "moves": 0},
            "turn": {"side": "black", "used": 0, "since": 294, "before_set": 0},
            "fallen": null,
            "last_event": 294
          }
        }
      ]
    },
    "log": [
      {"at": 924, "what": "pause"},
      {"at": 1246, "what": "resume"},
      {"at": 1564, "what": {"correct": {"add": ["black", 60000]}}},
      {"at": 2178, "what": "undo"}
    ],
    "flag": null
  }
}"#;

/// What each incident of the jsonl report or the file is, with its time.
fn whats(incidents: &[Value]) -> Vec<(String, u64)> {
    incidents
        .iter()
        .map(|v| {
            (
                v["what"].as_str().unwrap().to_owned(),
                v["game_ms"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn expected() -> Vec<(String, u64)> {
    [
        ("paused", 924),
        ("resumed", 1246),
        ("added", 1564),
        ("undone", 2178),
    ]
    .iter()
    .map(|(w, t)| ((*w).to_owned(), *t))
    .collect()
}

#[test]
fn an_old_clock_file_resumes_with_its_corrections_in_the_arbiter_s_log() {
    let d = dirs();
    let file = d.data.path().join("clock.json");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis();
    std::fs::write(&file, OLD_FILE.replace("WALL", &now.to_string())).unwrap();

    let jsonl = stdout_of(
        d.tactus()
            .args(["arbiter", "log"])
            .arg(&file)
            .args(["--format", "jsonl"]),
    );
    let report: Vec<Value> = jsonl
        .lines()
        .map(|l| serde_json::from_str(l).expect(l))
        .collect();
    assert_eq!(whats(&report), expected(), "{jsonl}");
    assert_eq!(report[2]["side"], "black", "{jsonl}");
    assert_eq!(report[2]["ms"], 60000, "{jsonl}");
    assert_eq!(
        (report[3]["side"].as_str(), report[3]["number"].as_u64()),
        (Some("white"), Some(2)),
        "{jsonl}"
    );
    let text = stdout_of(d.tactus().args(["arbiter", "log"]).arg(&file));
    assert!(text.contains("1 min added to Black"), "{text}");

    let lines = feed(
        d.tactus()
            .args([
                "clock", "--resume", "--tty", "--voice", "text", "--lang", "en",
            ])
            .spawn()
            .unwrap(),
        &paced(&["score", "quit"], 80),
    );
    let said = lines.join("\n");
    assert!(has(&lines, "1. e4, e5"), "{said}");
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let incidents = saved["game"]["incidents"].as_array().unwrap();
    assert_eq!(whats(incidents), expected(), "{saved}");
    assert!(saved["game"].get("log").is_none(), "{saved}");
}
