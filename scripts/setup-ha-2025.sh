#!/usr/bin/env bash
# Installs Home Assistant Core 2025.4.4 into .cache/ha-venv-2025.4.4 for the tests in test/ha/
# (the suite runs once on 2024.3.3, the oldest release we support, from scripts/setup-ha.sh, and
# once on this one, the newest on Python 3.13.0; scripts/test.mjs picks the venv).
#
#   bash scripts/setup-ha-2025.sh                       # idempotent: a second run takes well under a second
#   HA_SETUP_FORCE=1 bash scripts/setup-ha-2025.sh      # rebuild the venv from scratch
#   HA_PYTHON=/path/to/python3.13 bash scripts/setup-ha-2025.sh
#   HA_VENV_DIR=/tmp/v bash scripts/setup-ha-2025.sh    # another venv dir (e.g. to time a cold install)
#
# Python: HA 2025.4 needs 3.13; 2025.4.4 is the newest release that runs on 3.13.0 (later ones
# need 3.13.2+). Found as HA_PYTHON, python3.13 on PATH, or pyenv's 3.13.x. Without one the
# script says so and exits 0 (the ha suite then runs on 2024.3.3 only), except under CI, where
# it fails: CI must test both versions.
#
# scripts/ha-2025.4.4-pins.txt is the complete, checked set (pip freeze of a venv in which HA
# 2025.4.4 started under --skip-pip with frontend, conversation, recorder, backup, hassio,
# network, mcp, mcp_server and template), plus paho-mqtt 2.1.0 for the mqtt integration
# (test/ha/mqtt.test.ts), installed with --no-deps and proven by `pip check`.
# Correction to what pip resolves today: pycares 4.6.1 (5.x breaks aiodns 3.2.0, HA's pin:
# "'Channel' object has no attribute 'gethostbyname'").
# A cold install takes minutes: ciso8601, lru-dict, pymicro-vad, pyspeex-noise, PyTurboJPEG,
# fnvhash and PyRIC build from source (pip's wheel cache keeps them for the next time).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HA_VERSION="2025.4.4"
VENV="${HA_VENV_DIR:-$ROOT/.cache/ha-venv-$HA_VERSION}"
PINS_FILE="$ROOT/scripts/ha-$HA_VERSION-pins.txt"
MARKER="$VENV/.signalk-assist-pins"

t0=$(date +%s.%N)
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f s", b - a }'; }
log() { echo "setup-ha-2025: $*"; }

is313() { [ -n "$1" ] && "$1" -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 13) else 1)' >/dev/null 2>&1; }
PY="${HA_PYTHON:-}"
if [ -z "$PY" ]; then
  # pyenv's own interpreters first: its python3.13 shim fails unless 3.13 is selected.
  root="${PYENV_ROOT:-}"
  if [ -z "$root" ] && command -v pyenv >/dev/null 2>&1; then root="$(pyenv root)"; fi
  for c in "${root:-$HOME/.pyenv}"/versions/3.13.*/bin/python3 "$(command -v python3.13 || true)"; do
    if is313 "$c"; then PY="$c"; break; fi
  done
fi
if ! is313 "$PY"; then
  msg="no Python 3.13 found (set HA_PYTHON, or install it, e.g. \`pyenv install 3.13.0\`): Home Assistant $HA_VERSION is not installed"
  if [ -n "${CI:-}" ]; then echo "setup-ha-2025: $msg" >&2; exit 1; fi
  log "$msg; test/ha runs on 2024.3.3 only"
  exit 0
fi
PY_VER="$("$PY" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])')"

WANT="$( { echo "python $PY_VER"; cat "$PINS_FILE"; } | sha256sum | cut -d' ' -f1)"
if [ "${HA_SETUP_FORCE:-}" != "1" ] && [ -x "$VENV/bin/hass" ] && [ -x "$(readlink -f "$VENV/bin/python")" ] \
   && [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$WANT" ]; then
  log "Home Assistant $HA_VERSION already installed in $VENV ($(elapsed "$t0"))"
  exit 0
fi

if [ -d "$VENV" ]; then
  have="$("$VENV/bin/python" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])' 2>/dev/null || echo none)"
  if [ "${HA_SETUP_FORCE:-}" = "1" ] || [ "$have" != "$PY_VER" ]; then
    log "removing old venv (python $have)"
    rm -rf "$VENV"
  fi
fi
rm -f "$MARKER"

if [ ! -x "$VENV/bin/python" ]; then
  t=$(date +%s.%N)
  mkdir -p "$(dirname "$VENV")"
  "$PY" -m venv "$VENV"
  log "created venv with $PY (Python $PY_VER) in $(elapsed "$t")"
fi

t=$(date +%s.%N)
log "installing homeassistant==$HA_VERSION and $(grep -c . "$PINS_FILE") pinned packages (minutes on a fresh machine)..."
# --no-deps: the pin list is the complete closure; `pip check` below proves it.
"$VENV/bin/python" -m pip install --disable-pip-version-check --no-input --no-deps --quiet -r "$PINS_FILE" \
  2> >(grep -v "^WARNING: Location 'file:" >&2)
log "pip install took $(elapsed "$t")"

t=$(date +%s.%N)
"$VENV/bin/python" -m pip check --disable-pip-version-check
"$VENV/bin/python" -c "import homeassistant.const as c, sys; v = c.__version__; sys.exit(0 if v == '$HA_VERSION' else 'homeassistant is ' + v)"
log "checked in $(elapsed "$t")"

echo "$WANT" > "$MARKER"
log "Home Assistant $HA_VERSION ready in $VENV (total $(elapsed "$t0"))"
