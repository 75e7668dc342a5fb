# Shared by scripts/start and scripts/test: install what is missing, quietly
# and only once. Sourced, not run.
set -euo pipefail

TACTUS_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUST_VERSION=1.95

say() { printf 'tactus: %s\n' "$*" >&2; }

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# apt_need PACKAGE...: installs the Debian/Ubuntu packages that are missing.
apt_need() {
    local missing=() p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    say "installing ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

# rust_need: a Rust toolchain of at least $RUST_VERSION with rustfmt and clippy.
rust_need() {
    [ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
    if ! command -v cargo >/dev/null 2>&1 || ! rust_recent_enough; then
        if ! command -v rustup >/dev/null 2>&1; then
            apt_need curl ca-certificates
            say "installing Rust $RUST_VERSION with rustup"
            curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs |
                sh -s -- -y --profile minimal --default-toolchain "$RUST_VERSION" >/dev/null
            . "$HOME/.cargo/env"
        else
            rustup toolchain install "$RUST_VERSION" --profile minimal >/dev/null
            rustup default "$RUST_VERSION" >/dev/null
        fi
    fi
    local c
    for c in rustfmt clippy; do
        rustup component list --installed 2>/dev/null | grep -q "^$c" ||
            command -v "cargo-${c/rustfmt/fmt}" >/dev/null 2>&1 ||
            rustup component add "$c" >/dev/null
    done
}

rust_recent_enough() {
    local v
    v=$(rustc --version 2>/dev/null | awk '{print $2}')
    [ -n "$v" ] && [ "$(printf '%s\n%s\n' "$RUST_VERSION.0" "$v" | sort -V | head -1)" = "$RUST_VERSION.0" ]
}

# The C tool chain and libraries the crates build against: ALSA for cpal,
# speech-dispatcher (and libclang for its bindings) for tts, udev for gilrs,
# espeak-ng's library for the score as a recording (espeakng-sys), libopus
# for recordings in Ogg Opus (the opus crate links the system's; Vorbis is
# built into tactus).
system_need() {
    apt_need build-essential pkg-config git libasound2-dev libudev-dev libspeechd-dev libclang-dev \
        libespeak-ng-dev libopus-dev
}

# What speaks and sounds: speech-dispatcher with espeak-ng. The tests run
# their own speech-dispatcher into a file (no sound card needed) and
# measure it with sox. Recordings (`save FILE.wav`) need espeak-ng's voice
# data; opus-tools (opusinfo, opusdec) reads the Ogg Opus recordings back in
# the tests (sox reads WAV and Ogg Vorbis itself).
speech_need() {
    apt_need speech-dispatcher speech-dispatcher-espeak-ng espeak-ng espeak-ng-data sox opus-tools
}

# Voice input (`--listen`): PocketSphinx and its US English model, loaded
# at run time (libpocketsphinx.so.3), so no -dev package is needed to build.
recogniser_need() {
    apt_need libpocketsphinx3 pocketsphinx-en-us
}

# The voice input tests and scripts/bench-listen: the recogniser, and a
# microphone without one — a PulseAudio server of the test's own whose null
# sink's monitor is the default source, ALSA's default routed to it
# (libasound2-plugins), paplay to speak into it (TESTING.md, "A microphone
# without one"); arecord (alsa-utils) to listen by hand.
listen_need() {
    recogniser_need
    apt_need pulseaudio pulseaudio-utils libasound2-plugins alsa-utils
}

# A display for the window tests without a screen: Xvfb, with xdotool to
# type and ImageMagick to take and read screenshots; tmux, a terminal the
# tests type into as a person would; and the AT-SPI bus with pyatspi, the
# client a screen reader uses, to read the window's accessibility tree; and
# Orca, the screen reader itself, run headless in one test.
display_need() {
    apt_need xvfb xdotool imagemagick tmux dbus at-spi2-core python3-pyatspi orca x11-utils
}

# Braille: liblouis and its tables write the heading of a BRF score
# (tactus loads liblouis.so.20 when braille is asked for, so no -dev
# package is needed to build); lou_translate (liblouis-bin) reads the
# files back in the tests. A braille display is reached through BRLTTY's
# BrlAPI (libbrlapi.so.0.8, loaded at run time as liblouis is); the tests
# run BRLTTY itself (brltty) with its Virtual driver, the test in the place
# of the display.
braille_need() {
    apt_need liblouis20 liblouis-data liblouis-bin libbrlapi0.8 brltty
}

# The chess engine tactus plays against (Debian installs it as /usr/games/stockfish).
engine_need() {
    apt_need stockfish
}

# What scripts/package builds the Debian package with: dpkg-deb and
# dpkg-shlibdeps (dpkg-dev), strip (binutils).
package_need() {
    apt_need dpkg-dev binutils
}

# What the package's test (tests/cli/package.rs) checks it with: lintian, and
# man-db to read its man page.
package_test_need() {
    apt_need lintian man-db
}

# python_chess_need: python-chess, the independent rules implementation the
# differential tests compare against, in a private virtual environment.
# Sets TACTUS_PYTHON.
python_chess_need() {
    local venv="$TACTUS_ROOT/target/python"
    if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import chess' 2>/dev/null; then
        command -v python3 >/dev/null 2>&1 || apt_need python3
        python3 -m venv "$venv" 2>/dev/null || { apt_need python3-venv && python3 -m venv "$venv"; }
        say "installing python-chess for the differential tests"
        "$venv/bin/python" -m pip install --quiet --disable-pip-version-check chess==1.11.2
    fi
    export TACTUS_PYTHON="$venv/bin/python"
}
