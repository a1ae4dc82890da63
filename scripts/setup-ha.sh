#!/usr/bin/env bash
# Installs a pinned Home Assistant Core into .cache/ha-venv for the tests in test/ha/.
#
#   bash scripts/setup-ha.sh          # idempotent: a second run takes well under a second
#   HA_SETUP_FORCE=1 bash scripts/setup-ha.sh   # rebuild the venv from scratch
#   HA_PYTHON=/usr/bin/python3.11 bash scripts/setup-ha.sh
#   HA_VENV_DIR=/tmp/v bash scripts/setup-ha.sh     # another venv dir (e.g. to time a cold install)
#
# Home Assistant 2024.3.3 is the last release that runs on Python 3.11. scripts/ha-2024.3.3-pins.txt
# is the complete, resolved set (pip freeze of a venv in which HA started with the
# integrations test/helpers/ha.ts enables and pip-installed nothing at start), so the
# install needs no resolver guesswork and works from PyPI alone. Besides homeassistant's
# own dependencies they hold what HA would otherwise pip-install at its first start:
#   frontend                  home-assistant-frontend
#   conversation              hassil, home-assistant-intents (+ unicode-rbnf)
#   image_upload              Pillow
#   backup                    securetar
#   hardware                  psutil-home-assistant (+ psutil)
#   recorder (history, pulled in by the frontend)  SQLAlchemy (+ greenlet), fnv-hash-fast (+ fnvhash)
#   file_upload               janus
#   auth (totp / notify MFA modules)  pyotp, PyQRCode
#   mqtt (test/ha/mqtt.test.ts)  paho-mqtt
#   tts (test/ha/announce.test.ts)  mutagen, ha-ffmpeg (the ffmpeg integration tts depends on)
# and two corrections to what pip would resolve today:
#   josepy 1.14.0   josepy 2.x removed ComparableX509, which acme 2.8.0 (hass-nabucasa)
#                   imports: every HTTP request then fails with a 500
#   the rest follows homeassistant/package_constraints.txt of 2024.3.3
#   (bleak 0.21.1, anyio 4.1.0, h11 0.14.0, httpcore 1.0.4, charset-normalizer 3.2.0, ...).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/pinned-venv.sh
. "$ROOT/scripts/lib/pinned-venv.sh"
HA_VERSION="2024.3.3"
VENV="${HA_VENV_DIR:-$ROOT/.cache/ha-venv}"

# Python: HA 2024.3 runs on 3.11 and 3.12 only.
python_fits() { "$1" -c 'import sys; sys.exit(0 if sys.version_info[:2] in ((3, 11), (3, 12)) else 1)' >/dev/null 2>&1; }
PY="${HA_PYTHON:-$(pick_python "$(command -v python3.11 || true)" "$(command -v python3.12 || true)" "$(command -v python3 || true)")}"
if [ -z "$PY" ] || ! python_fits "$PY"; then
  echo "setup-ha: no Python 3.11 or 3.12 found (set HA_PYTHON): Home Assistant $HA_VERSION needs one" >&2
  exit 1
fi
# Any 3.11 (or 3.12) will do: the marker records major.minor only.
PY_VER="$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"

install_pinned_venv setup-ha "Home Assistant $HA_VERSION" "$VENV" "$ROOT/scripts/ha-$HA_VERSION-pins.txt" "$PY" "$PY_VER" \
  "${HA_SETUP_FORCE:-}" hass \
  "import homeassistant.const as c, sys; v = c.__version__; sys.exit(0 if v == '$HA_VERSION' else 'homeassistant is ' + v)"
