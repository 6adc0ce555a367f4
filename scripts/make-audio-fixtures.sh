#!/usr/bin/env bash
# Regenerates the small, real audio files that the tests upload (tests/fixtures/audio/).
# Needs sox with MP3 support, opusenc and ffmpeg (Debian: apt-get install -y sox
# libsox-fmt-mp3 opus-tools ffmpeg). The outputs are committed, so tests never need these
# tools; run this only to change the fixtures. Every file stays well under 100 KB.
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/tests/fixtures/audio"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# A tone that fades in and out with a tremolo, so the waveform peaks are not all equal.
tone() { # seconds, output file, extra sox output options...
  local seconds="$1" file="$2"
  shift 2
  sox -n -r 22050 -c 1 "$@" "$file" synth "$seconds" sine 440 tremolo 3 60 fade t 0.2 "$seconds" 0.6
}

tone 2.0 "$out/tone-2.0s.wav" -b 16
tone 3.0 "$out/tone-3.0s.mp3" -C 32
tone 2.5 "$out/tone-2.5s.flac" -b 16
tone 2.0 "$out/tone-2.0s.ogg" -C 0

# Ogg/Opus, Opus in WebM (what browsers record) and AAC in M4A (what phones record).
tone 2.0 "$tmp/source.wav" -b 16
opusenc --quiet --bitrate 24 "$tmp/source.wav" "$out/tone-2.0s.opus"
ffmpeg -v error -y -i "$tmp/source.wav" -c:a libopus -b:a 24k "$out/tone-2.0s.webm"
ffmpeg -v error -y -i "$tmp/source.wav" -c:a aac -b:a 32k "$out/tone-2.0s.m4a"

ls -l "$out"
