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
# shellcheck source=lib/pinned-venv.sh
. "$ROOT/scripts/lib/pinned-venv.sh"
HERMES_VERSION="0.19.0"
VENV="${HERMES_VENV_DIR:-$ROOT/.cache/hermes-venv-$HERMES_VERSION}"

python_fits() { "$1" -c 'import sys; sys.exit(0 if (3, 11) <= sys.version_info[:2] <= (3, 13) else 1)' >/dev/null 2>&1; }
PY="${HERMES_PYTHON:-$(pick_python $(pyenv_pythons '3.12.*') "$(command -v python3.12 || true)" \
  "$(command -v python3.11 || true)" "$(command -v python3.13 || true)")}"
if [ -z "$PY" ] || ! python_fits "$PY"; then
  msg="no Python 3.11-3.13 found (set HERMES_PYTHON, or install one, e.g. \`pyenv install 3.12.1\`): Hermes Agent $HERMES_VERSION is not installed"
  if [ -n "${CI:-}" ]; then echo "setup-hermes: $msg" >&2; exit 1; fi
  echo "setup-hermes: $msg"
  exit 0
fi
PY_VER="$("$PY" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])')"

# Besides the version, the MCP extra and Hermes's own MCP client must import.
install_pinned_venv setup-hermes "Hermes Agent $HERMES_VERSION" "$VENV" "$ROOT/scripts/hermes-$HERMES_VERSION-pins.txt" "$PY" "$PY_VER" \
  "${HERMES_SETUP_FORCE:-}" hermes \
  "import importlib.metadata as m, sys; v = m.version('hermes-agent'); sys.exit(0 if v == '$HERMES_VERSION' else 'hermes-agent is ' + v)" \
  "import mcp, tools.mcp_tool"
