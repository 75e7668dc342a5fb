//! The voice input benchmark's listener (run by `scripts/bench-listen`, in
//! the PulseAudio room the script sets up: its environment is the room's).
//!
//! Positions from real games (the PGN files given), chosen at random with
//! a fixed seed; for each, the move played there said by espeak-ng (en
//! voices in turn, 140 and 175 words a minute) as tactus says it with NATO
//! files ("Knight foxtrot 3") and with letter files ("Knight f3"), played
//! into the room with `paplay -d room`, heard through the real capture
//! path ([`Ears`]) and read against the position's grammar
//! ([`Grammar::of`], [`Grammar::heard`]). Counts what was taken right at
//! the first try (one candidate, the move), a choice put to the player
//! (several candidates with the move), a wrong move, nothing; and the time
//! from the end of the phrase (the end of its sound, not of the file) to
//! the move read.
//!
//! With `--uci`, each move is also said as its squares in words ("g one f
//! three"), the long phrasing.
//!
//! `bench_listen [--positions N] [--seed S] [--verbose] [--uci] FILE.pgn...`

#[path = "../tests/support/lead_in.rs"]
mod lead_in;

use std::process::{Command, Stdio};
use std::sync::{Mutex, mpsc};
use std::time::{Duration, Instant};

use shakmaty::san::San;
use shakmaty::{Chess, Move, Position};
use tactus::hearing::{Ears, Hearing, Mode};
use tactus::notation::heard::{Grammar, Heard};
use tactus::notation::render::move_words;
use tactus::notation::{Lang, Style};

const VOICES: [&str; 4] = ["en-us", "en-us+m3", "en-us+f2", "en"];
const RATES: [u32; 2] = [140, 175];

/// How a move is said.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Saying {
    /// As tactus says it with NATO files: "Knight foxtrot 3".
    Nato,
    /// As tactus says it: "Knight f3".
    Letters,
    /// Its squares: "g one f three".
    Squares,
}

impl Saying {
    fn words(self, position: &Chess, mv: Move) -> String {
        match self {
            Saying::Nato => move_words(position, mv, Style::Nato, Lang::En, false),
            Saying::Letters => move_words(position, mv, Style::Spoken, Lang::En, false),
            Saying::Squares => {
                const DIGITS: [&str; 9] = [
                    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                ];
                let uci = mv.to_uci(position.castles().mode()).to_string();
                uci.chars()
                    .map(|c| match c.to_digit(10) {
                        Some(d) => DIGITS[d as usize].to_owned(),
                        None => c.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        }
    }

    fn name(self) -> &'static str {
        match self {
            Saying::Nato => "NATO words",
            Saying::Letters => "letters",
            Saying::Squares => "squares (uci)",
        }
    }
}

/// What became of one phrase.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Right,
    Choice,
    Wrong,
    Nothing,
}

struct Trial {
    outcome: Outcome,
    latency: Option<Duration>,
    /// The best hypothesis heard.
    words: String,
}

fn main() {
    let mut positions = 40;
    let mut seed: u64 = 44;
    let mut verbose = false;
    let mut uci = false;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--positions" => positions = args.next().and_then(|n| n.parse().ok()).unwrap_or(40),
            "--seed" => seed = args.next().and_then(|n| n.parse().ok()).unwrap_or(44),
            "--verbose" => verbose = true,
            "--uci" => uci = true,
            file => files.push(file.to_owned()),
        }
    }
    let mut all = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        all.extend(positions_of(&text));
    }
    assert!(!all.is_empty(), "no positions in {files:?}");
    let mut random = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    let mut chosen = Vec::new();
    while chosen.len() < positions.min(all.len()) {
        random = random
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let i = (random >> 33) as usize % all.len();
        chosen.push(all.swap_remove(i));
    }

    let (tx, rx) = mpsc::channel();
    let tx = Mutex::new(tx);
    let ears = Ears::open(
        Mode::Continuous,
        Box::new(move |h| drop(tx.lock().map(|tx| tx.send((Instant::now(), h))))),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let dir = std::env::temp_dir().join(format!("bench-listen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wav = dir.join("phrase.wav");

    let mut results: Vec<(Saying, Trial)> = Vec::new();
    let sayings: &[Saying] = if uci {
        &[Saying::Nato, Saying::Letters, Saying::Squares]
    } else {
        &[Saying::Nato, Saying::Letters]
    };
    for (n, (position, mv)) in chosen.iter().enumerate() {
        for (k, &saying) in sayings.iter().enumerate() {
            let voice = VOICES[(n + k) % VOICES.len()];
            let rate = RATES[(n / VOICES.len() + k) % RATES.len()];
            let text = saying.words(position, *mv);
            let grammar = Grammar::of(position);
            ears.set_phrases(grammar.phrases());
            speak(&text, voice, rate, &wav);
            let silence = trailing_silence(&wav);
            // What is still heard of the phrase before is not this one's.
            std::thread::sleep(Duration::from_millis(400));
            while rx.try_recv().is_ok() {}
            let status = Command::new("paplay")
                .args(["-d", "room"])
                .arg(&wav)
                .status()
                .expect("paplay");
            assert!(status.success(), "paplay failed");
            let end = Instant::now() - silence;
            let trial = listen(&rx, &grammar, *mv, end);
            if verbose {
                let said = match trial.outcome {
                    Outcome::Right => "right",
                    Outcome::Choice => "choice",
                    Outcome::Wrong => "WRONG",
                    Outcome::Nothing => "nothing",
                };
                println!(
                    "{:>3} {voice:<9} {rate} {text:<32} {said:<8} {:>7}  {}",
                    n + 1,
                    trial
                        .latency
                        .map_or("-".to_owned(), |l| format!("{} ms", l.as_millis())),
                    trial.words
                );
            }
            results.push((saying, trial));
        }
    }
    drop(ears);
    let _ = std::fs::remove_dir_all(&dir);
    report(&results, chosen.len(), &files);
}

/// Every position of the games of `pgn` with the move played there (a
/// game is read up to the first token that is no move of it).
fn positions_of(pgn: &str) -> Vec<(Chess, Move)> {
    let mut out = Vec::new();
    let mut position = Chess::default();
    let mut depth = 0;
    let mut in_tag = false;
    let mut stopped = false;
    let mut token = String::new();
    let mut tokens = Vec::new();
    for c in pgn.chars().chain(std::iter::once('\n')) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '[' if depth == 0 => in_tag = true,
            ']' if depth == 0 && in_tag => {
                in_tag = false;
                tokens.push("[".to_owned());
            }
            _ if depth > 0 || in_tag => {}
            c if c.is_whitespace() => tokens.push(std::mem::take(&mut token)),
            c => token.push(c),
        }
    }
    for token in tokens {
        if token == "[" {
            // A tag: a new game begins.
            position = Chess::default();
            stopped = false;
            continue;
        }
        let word = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if word.is_empty() || stopped || ["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
            continue;
        }
        let mv = San::from_ascii(word.as_bytes())
            .ok()
            .and_then(|san| san.to_move(&position).ok());
        match mv {
            Some(mv) => {
                out.push((position.clone(), mv));
                position.play_unchecked(mv);
            }
            None => stopped = true,
        }
    }
    out
}

/// `text` said by espeak-ng into `wav`, after half a second of silence:
/// the room's null sink loses about the first 130 ms of each stream played
/// into it, where a microphone hears a player from the first breath.
fn speak(text: &str, voice: &str, rate: u32, wav: &std::path::Path) {
    let status = Command::new("espeak-ng")
        .args(["-v", voice, "-s", &rate.to_string(), "-w"])
        .arg(wav)
        .arg(text)
        .stdout(Stdio::null())
        .status()
        .expect("espeak-ng");
    assert!(status.success(), "espeak-ng failed");
    lead_in::lead_in(wav);
}

/// How long the WAV file's sound is silent at its end.
fn trailing_silence(wav: &std::path::Path) -> Duration {
    let bytes = std::fs::read(wav).unwrap();
    let rate = u32::from_le_bytes([bytes[24], bytes[25], bytes[26], bytes[27]]).max(1);
    let data = bytes
        .windows(4)
        .position(|w| w == b"data")
        .map_or(44, |p| p + 8);
    let samples: Vec<i16> = bytes[data..]
        .chunks_exact(2)
        .map(|c| i16::from_le_bytes([c[0], c[1]]))
        .collect();
    let last = samples
        .iter()
        .rposition(|s| s.unsigned_abs() > 300)
        .unwrap_or(0);
    Duration::from_secs_f64((samples.len() - last) as f64 / f64::from(rate))
}

/// The phrase heard after `end` read against `grammar`, `mv` the move said.
fn listen(
    rx: &mpsc::Receiver<(Instant, Hearing)>,
    grammar: &Grammar,
    mv: Move,
    end: Instant,
) -> Trial {
    let until = Instant::now() + Duration::from_secs(8);
    while let Some(left) = until.checked_duration_since(Instant::now()) {
        let Ok((at, hearing)) = rx.recv_timeout(left) else {
            break;
        };
        match hearing {
            Hearing::Phrase(hypotheses) => {
                let outcome = match grammar.heard(&hypotheses) {
                    Heard::Moves(moves) if moves == [mv] => Outcome::Right,
                    Heard::Moves(moves) if moves.contains(&mv) => Outcome::Choice,
                    Heard::Moves(moves) if !moves.is_empty() => Outcome::Wrong,
                    _ => Outcome::Nothing,
                };
                return Trial {
                    outcome,
                    latency: Some(at.saturating_duration_since(end)),
                    words: hypotheses
                        .first()
                        .map(|h| h.words.clone())
                        .unwrap_or_default(),
                };
            }
            Hearing::Failed(e) => panic!("{e}"),
            Hearing::Began | Hearing::Ended => {}
        }
    }
    Trial {
        outcome: Outcome::Nothing,
        latency: None,
        words: String::new(),
    }
}

fn report(results: &[(Saying, Trial)], positions: usize, files: &[String]) {
    println!(
        "{positions} positions from {}, each move said in each way (voices {}; {} and {} words a minute)",
        files.join(", "),
        VOICES.join(", "),
        RATES[0],
        RATES[1]
    );
    println!(
        "{:<14} {:>7} {:>7} {:>7} {:>7} {:>10} {:>10}",
        "files said as", "right", "choice", "wrong", "nothing", "median", "90th pct"
    );
    for saying in [Saying::Nato, Saying::Letters, Saying::Squares] {
        let name = saying.name();
        let trials: Vec<&Trial> = results
            .iter()
            .filter(|(s, _)| *s == saying)
            .map(|(_, t)| t)
            .collect();
        if trials.is_empty() {
            continue;
        }
        let count = |o: Outcome| trials.iter().filter(|t| t.outcome == o).count();
        let percent = |o: Outcome| {
            format!(
                "{:.0}%",
                100.0 * count(o) as f64 / trials.len().max(1) as f64
            )
        };
        let mut latencies: Vec<u128> = trials
            .iter()
            .filter_map(|t| t.latency.map(|l| l.as_millis()))
            .collect();
        latencies.sort_unstable();
        let at = |q: f64| {
            if latencies.is_empty() {
                "-".to_owned()
            } else {
                let i = ((latencies.len() as f64 - 1.0) * q).round() as usize;
                format!("{} ms", latencies[i])
            }
        };
        println!(
            "{name:<14} {:>7} {:>7} {:>7} {:>7} {:>10} {:>10}",
            percent(Outcome::Right),
            percent(Outcome::Choice),
            format!("{}", count(Outcome::Wrong)),
            percent(Outcome::Nothing),
            at(0.5),
            at(0.9)
        );
    }
}
