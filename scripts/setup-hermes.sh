#!/usr/bin/env bash
# Installs Hermes Agent 0.19.0 (hermes-agent[mcp,cli] from PyPI) into .cache/hermes-venv-0.19.0 for
# test/integration/hermes.test.ts, which drives the real Hermes MCP client against our server.
#
#   bash scripts/setup-hermes.sh                        # idempotent: a second run takes well under a second
#   HERMES_SETUP_FORCE=1 bash scripts/setup-hermes.sh   # rebuild the venv from scratch
#   HERMES_PYTHON=/path/to/python3.12 bash scripts/setup-hermes.sh
#   HERMES_VENV_DIR=/tmp/v bash scripts/setup-hermes.sh # another venv dir (e.g. to time a cold install)
#
# Python: hermes-agent 0.19.0 needs 3.11 to 3.13. Found as HERMES_PYTHON, pyenv's 3.12.x, or
# python3.12, python3.11, python3.13 on PATH. Without one the script says so and exits 0 (the Hermes
# test then fails saying how to install it), except under CI, where it fails.
#
# scripts/hermes-0.19.0-pins.txt is the complete, checked set: pip freeze of a venv where
# `pip install 'hermes-agent[mcp,cli]==0.19.0'` resolved, installed here with --no-deps and proven by
# `pip check`. All wheels: a cold install takes about a minute, pip's cache makes the next one faster.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HERMES_VERSION="0.19.0"
VENV="${HERMES_VENV_DIR:-$ROOT/.cache/hermes-venv-$HERMES_VERSION}"
PINS_FILE="$ROOT/scripts/hermes-$HERMES_VERSION-pins.txt"
MARKER="$VENV/.signalk-assist-pins"

t0=$(date +%s.%N)
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f s", b - a }'; }
log() { echo "setup-hermes: $*"; }

fits() { [ -n "$1" ] && "$1" -c 'import sys; sys.exit(0 if (3, 11) <= sys.version_info[:2] <= (3, 13) else 1)' >/dev/null 2>&1; }
PY="${HERMES_PYTHON:-}"
if [ -z "$PY" ]; then
  # pyenv's own interpreters first: its python3.x shims fail unless that version is selected.
  root="${PYENV_ROOT:-}"
  if [ -z "$root" ] && command -v pyenv >/dev/null 2>&1; then root="$(pyenv root)"; fi
  for c in "${root:-$HOME/.pyenv}"/versions/3.12.*/bin/python3 "$(command -v python3.12 || true)" \
           "$(command -v python3.11 || true)" "$(command -v python3.13 || true)"; do
    if fits "$c"; then PY="$c"; break; fi
  done
fi
if ! fits "$PY"; then
  msg="no Python 3.11-3.13 found (set HERMES_PYTHON, or install one, e.g. \`pyenv install 3.12.1\`): Hermes Agent $HERMES_VERSION is not installed"
  if [ -n "${CI:-}" ]; then echo "setup-hermes: $msg" >&2; exit 1; fi
  log "$msg"
  exit 0
fi
PY_VER="$("$PY" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])')"

WANT="$( { echo "python $PY_VER"; cat "$PINS_FILE"; } | sha256sum | cut -d' ' -f1)"
if [ "${HERMES_SETUP_FORCE:-}" != "1" ] && [ -x "$VENV/bin/hermes" ] && [ -x "$(readlink -f "$VENV/bin/python")" ] \
   && [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$WANT" ]; then
  log "Hermes Agent $HERMES_VERSION already installed in $VENV ($(elapsed "$t0"))"
  exit 0
fi

if [ -d "$VENV" ]; then
  have="$("$VENV/bin/python" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])' 2>/dev/null || echo none)"
  if [ "${HERMES_SETUP_FORCE:-}" = "1" ] || [ "$have" != "$PY_VER" ]; then
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
log "installing hermes-agent==$HERMES_VERSION and $(grep -c . "$PINS_FILE") pinned packages..."
# --no-deps: the pin list is the complete closure; `pip check` below proves it.
"$VENV/bin/python" -m pip install --disable-pip-version-check --no-input --no-deps --quiet -r "$PINS_FILE" \
  2> >(grep -v "^WARNING: Location 'file:" >&2)
log "pip install took $(elapsed "$t")"

t=$(date +%s.%N)
"$VENV/bin/python" -m pip check --disable-pip-version-check
"$VENV/bin/python" -c "import importlib.metadata as m, sys; v = m.version('hermes-agent'); sys.exit(0 if v == '$HERMES_VERSION' else 'hermes-agent is ' + v)"
"$VENV/bin/python" -c "import mcp, tools.mcp_tool" # the MCP extra and Hermes's MCP client import
log "checked in $(elapsed "$t")"

echo "$WANT" > "$MARKER"
log "Hermes Agent $HERMES_VERSION ready in $VENV (total $(elapsed "$t0"))"
