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
# shellcheck source=lib/pinned-venv.sh
. "$ROOT/scripts/lib/pinned-venv.sh"
HA_VERSION="2025.4.4"
VENV="${HA_VENV_DIR:-$ROOT/.cache/ha-venv-$HA_VERSION}"

python_fits() { "$1" -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 13) else 1)' >/dev/null 2>&1; }
PY="${HA_PYTHON:-$(pick_python $(pyenv_pythons '3.13.*') "$(command -v python3.13 || true)")}"
if [ -z "$PY" ] || ! python_fits "$PY"; then
  msg="no Python 3.13 found (set HA_PYTHON, or install it, e.g. \`pyenv install 3.13.0\`): Home Assistant $HA_VERSION is not installed"
  if [ -n "${CI:-}" ]; then echo "setup-ha-2025: $msg" >&2; exit 1; fi
  echo "setup-ha-2025: $msg; test/ha runs on 2024.3.3 only"
  exit 0
fi
PY_VER="$("$PY" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])')"

install_pinned_venv setup-ha-2025 "Home Assistant $HA_VERSION" "$VENV" "$ROOT/scripts/ha-$HA_VERSION-pins.txt" "$PY" "$PY_VER" \
  "${HA_SETUP_FORCE:-}" hass \
  "import homeassistant.const as c, sys; v = c.__version__; sys.exit(0 if v == '$HA_VERSION' else 'homeassistant is ' + v)"
