"""The measurement of scripts/first-words (which installs what it needs and
sets TACTUS_BIN, RUNS and LANG_TAG): PulseAudio with a null sink in a
private runtime folder, a throw-away HOME whose speech-dispatcher plays
through it, and for each case the time from starting tactus to the first
sample above the threshold on the sink's monitor."""

import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

RATE = 22050
THRESHOLD = 300  # of 32767: well above the null sink's silence (0)
LIMIT = 15.0  # seconds a run may take before it counts as silent

tactus = os.environ["TACTUS_BIN"]
runs = int(os.environ["RUNS"])
lang = os.environ["LANG_TAG"]
root = tempfile.mkdtemp(prefix="tactus-first-words-")
run_dir = os.path.join(root, "run")
home = os.path.join(root, "home")
os.makedirs(run_dir, mode=0o700)
conf = os.path.join(home, ".config", "speech-dispatcher")
shutil.copytree("/etc/speech-dispatcher", conf, symlinks=False,
                ignore_dangling_symlinks=True)
with open(os.path.join(conf, "speechd.conf"), "a") as f:
    f.write('\nAudioOutputMethod "pulse"\n')

env = dict(os.environ)
env.update({
    "HOME": home,
    "XDG_RUNTIME_DIR": run_dir,
    "XDG_CONFIG_HOME": os.path.join(home, ".config"),
    "PULSE_SERVER": "unix:" + os.path.join(run_dir, "pulse", "native"),
    "LANG": "C.UTF-8",
})
env.pop("SPEECHD_ADDRESS", None)
env.pop("LC_ALL", None)


def sh(*args, **kw):
    return subprocess.run(args, env=env, check=True, **kw)


sh("pulseaudio", "--daemonize=yes", "--exit-idle-time=-1", "-n",
   "--load=module-null-sink sink_name=nul",
   "--load=module-native-protocol-unix", "--system=false",
   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(100):
    if os.path.exists(os.path.join(run_dir, "pulse", "native")):
        break
    time.sleep(0.05)
sh("pactl", "set-default-sink", "nul")


def speechd_pid():
    path = os.path.join(run_dir, "speech-dispatcher", "pid",
                        "speech-dispatcher.pid")
    try:
        with open(path) as f:
            return int(f.read().strip())
    except (OSError, ValueError):
        return None


def stop_speechd():
    pid = speechd_pid()
    if pid:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        for _ in range(100):
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.05)
    subprocess.run(["pkill", "-f", "speech-dispatcher.*" + home],
                   env=env, stderr=subprocess.DEVNULL)
    time.sleep(0.3)


def start_speechd():
    """A running daemon, warmed: spd-say's words played once."""
    sh("spd-say", "-w", "-l", lang, "eins")
    time.sleep(0.5)


class Recorder:
    """parec on the sink's monitor; the wall time of its first byte is
    sample 0."""

    def __init__(self):
        self.proc = subprocess.Popen(
            ["parec", "-d", "nul.monitor", "--format=s16le",
             "--rate=%d" % RATE, "--channels=1", "--latency-msec=5"],
            env=env, stdout=subprocess.PIPE)
        self.first_byte = None
        self.samples = 0
        self.loud_at = None
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.read, daemon=True)
        self.thread.start()
        while self.first_byte is None:
            time.sleep(0.01)

    def read(self):
        while True:
            chunk = self.proc.stdout.read1(4096)
            if not chunk:
                return
            now = time.monotonic()
            with self.lock:
                if self.first_byte is None:
                    self.first_byte = now
                for i in range(0, len(chunk) - 1, 2):
                    s = int.from_bytes(chunk[i:i + 2], "little", signed=True)
                    if self.loud_at is None and abs(s) > THRESHOLD and self.armed:
                        self.loud_at = self.first_byte + (self.samples + i // 2) / RATE
                self.samples += len(chunk) // 2

    armed = False

    def arm(self):
        """Counts sound from now on (and forgets what came before)."""
        with self.lock:
            self.loud_at = None
            self.armed = True

    def stop(self):
        self.proc.terminate()
        self.proc.wait()


def one_run(cold, loaded):
    stop_speechd()
    if not cold:
        start_speechd()
    rec = Recorder()
    time.sleep(0.3)
    rec.arm()
    hogs = [subprocess.Popen(["sh", "-c", "exec yes >/dev/null"])
            for _ in range(2 if loaded else 0)]
    data = os.path.join(root, "data")
    shutil.rmtree(data, ignore_errors=True)
    start = time.monotonic()
    game = subprocess.Popen(
        [tactus, "tty", "--voice", "tts", "--lang", lang,
         "--white", "human", "--black", "human"],
        env=dict(env, XDG_DATA_HOME=data, XDG_STATE_HOME=data),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    heard = None
    while time.monotonic() - start < LIMIT:
        with rec.lock:
            heard = rec.loud_at
        if heard is not None:
            break
        time.sleep(0.01)
    try:
        out, err = game.communicate(input=b"quit\nyes\n", timeout=10)
    except subprocess.TimeoutExpired:
        game.kill()
        out, err = game.communicate()
    # The game's driver says a fallback among its lines; other commands
    # on standard error.
    err = out + err
    for h in hogs:
        h.kill()
        h.wait()
    rec.stop()
    text = any(w in err for w in (b"speaking as text", b"Keine Sprachausgabe",
                                  b"Speech is not available", b"Ausgabe als Text"))
    return (None if heard is None else heard - start), text, err.decode(
        "utf-8", "replace")


cases = [("not running", True, False), ("running", False, False),
         ("not running, both cores busy", True, True),
         ("running, both cores busy", False, True)]
print("first words of `tactus tty --voice tts --lang %s`, %d runs each, %s"
      % (lang, runs, tactus))
failed = False
try:
    for name, cold, loaded in cases:
        times, fallbacks = [], 0
        for _ in range(runs):
            t, text, err = one_run(cold, loaded)
            if text:
                fallbacks += 1
            times.append(t)
            if t is None:
                sys.stderr.write("silent run; tactus said:\n%s\n" % err)
        heard = [t for t in times if t is not None]
        shown = ", ".join("%.2f s" % t if t is not None else "silent"
                          for t in times)
        median = ("median %.2f s" % statistics.median(heard)) if heard else "never heard"
        print("speech-dispatcher %-30s %s (%s); text fallback %d of %d"
              % (name + ":", median, shown, fallbacks, runs))
        failed |= len(heard) < runs or fallbacks > 0
finally:
    stop_speechd()
    subprocess.run(["pulseaudio", "--kill"], env=env,
                   stderr=subprocess.DEVNULL)
    shutil.rmtree(root, ignore_errors=True)
sys.exit(1 if failed else 0)
