//! A room with a microphone and no one in it: a PulseAudio server of the
//! test's own (TESTING.md, "A microphone without one") whose null sink
//! "room" is what the default source hears, and ALSA's default routed to
//! it. What tactus plays (its earcons) goes to another null sink, the
//! default one ("speakers"), so that the microphone hears only the room. Phrases spoken by espeak-ng are played into the room with `paplay`
//! in real time. A child process gets the room through [`Room::envs`].
//! Included with `#[path = "../support/room.rs"] mod room;`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The test's own PulseAudio server, stopped when dropped.
pub struct Room {
    dir: tempfile::TempDir,
}

impl Room {
    /// Starts the server; its default source hears the sink "room".
    pub fn open() -> Room {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let room = Room { dir };
        std::fs::create_dir_all(room.home()).unwrap();
        std::fs::create_dir_all(room.runtime()).unwrap();
        std::fs::set_permissions(
            room.runtime(),
            std::os::unix::fs::PermissionsExt::from_mode(0o700),
        )
        .unwrap();
        std::fs::write(
            room.home().join(".asoundrc"),
            "pcm.!default { type pulse }\nctl.!default { type pulse }\n",
        )
        .unwrap();
        let log = room.dir.path().join("pa.log");
        let status = room
            .command("pulseaudio")
            .args([
                "-n",
                "--daemonize=yes",
                "--exit-idle-time=-1",
                "-L",
                "module-native-protocol-unix",
                "-L",
                "module-null-sink sink_name=room",
                "-L",
                "module-null-sink sink_name=speakers",
                "-L",
                "module-always-sink",
            ])
            .arg(format!("--log-target=file:{}", log.display()))
            .status()
            .expect("pulseaudio (install pulseaudio)");
        assert!(status.success(), "pulseaudio did not start");
        let status = room
            .command("pactl")
            .args(["set-default-source", "room.monitor"])
            .status()
            .expect("pactl (install pulseaudio-utils)");
        assert!(status.success(), "no default source");
        let status = room
            .command("pactl")
            .args(["set-default-sink", "speakers"])
            .status()
            .unwrap();
        assert!(status.success(), "no default sink");
        room
    }

    /// The home folder of the room's processes.
    pub fn home(&self) -> PathBuf {
        self.dir.path().join("home")
    }

    fn runtime(&self) -> PathBuf {
        self.dir.path().join("run")
    }

    /// The environment a process needs to hear the room.
    pub fn envs(&self) -> Vec<(String, PathBuf)> {
        vec![
            ("HOME".to_owned(), self.home()),
            ("XDG_RUNTIME_DIR".to_owned(), self.runtime()),
        ]
    }

    /// `program` with the room's environment.
    pub fn command(&self, program: &str) -> Command {
        let mut command = Command::new(program);
        command.envs(self.envs());
        command.env_remove("PULSE_SERVER");
        command
    }

    /// `words` spoken by espeak-ng's `voice` at `rate` words a minute, as a
    /// WAV file in the room's folder.
    pub fn spoken(&self, words: &str, voice: &str, rate: u32) -> PathBuf {
        let wav = self
            .dir
            .path()
            .join(format!("{}.wav", words.replace(' ', "-")));
        let status = Command::new("espeak-ng")
            .args(["-v", voice, "-s", &rate.to_string(), "-w"])
            .arg(&wav)
            .arg(words)
            .stdout(Stdio::null())
            .status()
            .expect("espeak-ng");
        assert!(status.success(), "espeak-ng failed");
        crate::lead_in::lead_in(&wav);
        wav
    }

    /// Plays `wav` into the room, in real time, until it has been heard.
    pub fn play(&self, wav: &Path) {
        let status = self
            .command("paplay")
            .args(["-d", "room"])
            .arg(wav)
            .status()
            .expect("paplay (install pulseaudio-utils)");
        assert!(status.success(), "paplay failed");
    }

    /// `words` spoken into the room (en-us, 150 words a minute).
    pub fn say(&self, words: &str) {
        let wav = self.spoken(words, "en-us", 150);
        self.play(&wav);
    }
}

/// The words a player says for `san` in `pos`: the first of `wanted` that
/// the grammar of the position hears as that move alone, else the first
/// phrase it does.
pub fn phrase(pos: &shakmaty::Chess, san: &str, wanted: &[&str]) -> String {
    use tactus::notation::heard::{Grammar, Heard, Hypothesis};
    let mv = san
        .parse::<shakmaty::san::San>()
        .unwrap()
        .to_move(pos)
        .unwrap();
    let grammar = Grammar::of(pos);
    let means = |words: &str| {
        grammar.heard(&[Hypothesis {
            words: words.to_owned(),
            score: 0,
        }]) == Heard::Moves(vec![mv])
    };
    let phrases = grammar.phrases();
    wanted
        .iter()
        .map(|w| (*w).to_owned())
        .find(|w| phrases.contains(w) && means(w))
        .or_else(|| phrases.into_iter().find(|w| means(w)))
        .unwrap_or_else(|| panic!("no phrase for {san}"))
}

/// `say` (a phrase played into the room) again until `heard`, as a player
/// says a move again that was not heard right: at most four times, each
/// given 15 s. How often a phrase is heard at once is the benchmark's
/// business (`scripts/bench-listen`), not a test's.
pub fn say_until(say: impl Fn(), heard: impl Fn() -> bool) {
    for _ in 0..4 {
        say();
        let until = std::time::Instant::now() + std::time::Duration::from_secs(15);
        while std::time::Instant::now() < until {
            if heard() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
    }
}

impl Drop for Room {
    fn drop(&mut self) {
        let _ = self
            .command("pulseaudio")
            .arg("--kill")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// The environment of a machine without a microphone: a home whose ALSA
/// default is PulseAudio, and no PulseAudio server (nor one started on
/// demand). Kept while the folder lives.
pub fn without_microphone() -> (tempfile::TempDir, Vec<(String, PathBuf)>) {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let runtime = dir.path().join("run");
    std::fs::create_dir_all(home.join(".config/pulse")).unwrap();
    std::fs::create_dir_all(&runtime).unwrap();
    std::fs::write(
        home.join(".asoundrc"),
        "pcm.!default { type pulse }\nctl.!default { type pulse }\n",
    )
    .unwrap();
    std::fs::write(home.join(".config/pulse/client.conf"), "autospawn = no\n").unwrap();
    let envs = vec![
        ("HOME".to_owned(), home),
        ("XDG_RUNTIME_DIR".to_owned(), runtime),
    ];
    (dir, envs)
}
