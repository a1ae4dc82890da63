#!/usr/bin/env bash
# Installs a pinned Home Assistant Core into .cache/ha-venv for the tests in test/ha/.
#
#   bash scripts/setup-ha.sh          # idempotent: a second run takes well under a second
#   HA_SETUP_FORCE=1 bash scripts/setup-ha.sh   # rebuild the venv from scratch
#   HA_PYTHON=/usr/bin/python3.11 bash scripts/setup-ha.sh
#   HA_VENV_DIR=/tmp/v bash scripts/setup-ha.sh     # another venv dir (e.g. to time a cold install)
#
# Home Assistant 2024.3.3 is the last release that runs on Python 3.11. The pins below
# are the complete, resolved set (pip freeze of a venv in which HA started with the
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
VENV="${HA_VENV_DIR:-$ROOT/.cache/ha-venv}"
MARKER="$VENV/.signalk-assist-pins"
HA_VERSION="2024.3.3"

PINS="$(cat <<'EOF'
acme==2.8.0
aiohttp==3.9.3
aiohttp-cors==0.7.0
aiohttp-fast-url-dispatcher==0.3.0
aiohttp-zlib-ng==0.3.1
aiooui==0.1.11
aiosignal==1.4.0
anyio==4.1.0
astral==2.2
async-interrupt==1.1.1
async-timeout==5.0.1
atomicwrites-homeassistant==1.4.1
attrs==23.2.0
awesomeversion==24.2.0
bcrypt==4.1.2
bleak==0.21.1
bleak-retry-connector==3.4.0
bluetooth-adapters==0.18.0
bluetooth-auto-recovery==1.3.0
bluetooth-data-tools==1.19.0
boto3==1.44.8
botocore==1.44.8
btsocket==0.3.0
certifi==2026.10.19.post1
cffi==2.1.1
charset-normalizer==3.2.0
ciso8601==2.3.1
cryptography==42.0.5
dbus-fast==2.21.1
ecdsa==0.19.2
envs==1.4
fnv-hash-fast==0.5.0
fnvhash==0.1.0
frozenlist==1.8.0
greenlet==3.5.6
h11==0.14.0
ha-ffmpeg==3.1.0
habluetooth==2.4.2
hass-nabucasa==0.78.0
hassil==1.6.1
home-assistant-bluetooth==1.12.0
home-assistant-frontend==20240307.0
home-assistant-intents==2024.3.12
homeassistant==2024.3.3
httpcore==1.0.4
httpx==0.27.0
idna==3.20
ifaddr==0.2.0
janus==1.0.0
Jinja2==3.1.3
jmespath==1.1.0
josepy==1.14.0
lru-dict==1.3.0
MarkupSafe==3.0.4
multidict==6.9.1
mutagen==1.47.0
orjson==3.9.15
packaging==26.4
paho-mqtt==1.6.1
pillow==10.2.0
psutil==7.2.2
psutil-home-assistant==0.0.1
pyasn1==0.6.5
pycognito==2023.5.0
pycparser==3.12
PyJWT==2.8.0
pyOpenSSL==24.0.0
pyotp==2.8.0
PyQRCode==1.2.1
pyRFC3339==2.1.1
PyRIC==0.1.6.3
python-dateutil==2.9.0.post0
python-jose==3.5.0
python-slugify==8.0.4
pytz==2026.6
PyYAML==6.0.1
requests==2.31.0
rsa==4.9.1
s3transfer==0.19.3
securetar==2024.2.1
six==1.17.0
sniffio==1.3.1
snitun==0.36.2
SQLAlchemy==2.0.27
text-unidecode==1.3
typing_extensions==4.16.0
ulid-transform==0.9.0
unicode-rbnf==1.0.0
urllib3==1.26.20
usb-devices==0.5.1
voluptuous==0.13.1
voluptuous-serialize==2.6.0
yarl==1.9.4
zlib-ng==1.1.0
EOF
)"

t0=$(date +%s.%N)
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f s", b - a }'; }
log() { echo "setup-ha: $*"; }

# Python: HA 2024.3 runs on 3.11 and 3.12 only.
PY="${HA_PYTHON:-}"
if [ -z "$PY" ]; then
  for c in python3.11 python3.12 python3; do
    if command -v "$c" >/dev/null 2>&1; then PY="$(command -v "$c")"; break; fi
  done
fi
if [ -z "$PY" ]; then
  echo "setup-ha: no python3 found (need Python 3.11 or 3.12)" >&2
  exit 1
fi
PY_VER="$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
case "$PY_VER" in
  3.11|3.12) ;;
  *) echo "setup-ha: $PY is Python $PY_VER; Home Assistant $HA_VERSION needs 3.11 or 3.12 (set HA_PYTHON)" >&2; exit 1 ;;
esac

WANT="$(printf 'python %s\n%s\n' "$PY_VER" "$PINS" | sha256sum | cut -d' ' -f1)"

if [ "${HA_SETUP_FORCE:-}" != "1" ] && [ -x "$VENV/bin/hass" ] && [ -x "$(readlink -f "$VENV/bin/python")" ] \
   && [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$WANT" ]; then
  log "Home Assistant $HA_VERSION already installed in .cache/ha-venv ($(elapsed "$t0"))"
  exit 0
fi

# A venv built by another Python (or forced) is rebuilt from scratch; otherwise pip only
# changes what differs from the pins.
if [ -d "$VENV" ]; then
  have="$("$VENV/bin/python" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || echo none)"
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

REQ="$(mktemp)"
trap 'rm -f "$REQ"' EXIT
printf '%s\n' "$PINS" > "$REQ"

t=$(date +%s.%N)
log "installing homeassistant==$HA_VERSION and $(grep -c . "$REQ") pinned packages (a few minutes on a fresh machine)..."
# --no-deps: the pin list is the complete closure; `pip check` below proves it.
"$VENV/bin/python" -m pip install --disable-pip-version-check --no-input --no-deps --quiet -r "$REQ" \
  2> >(grep -v "^WARNING: Location 'file:" >&2)
log "pip install took $(elapsed "$t")"

t=$(date +%s.%N)
"$VENV/bin/python" -m pip check --disable-pip-version-check
"$VENV/bin/python" -c "import homeassistant.const as c, sys; v = c.__version__; sys.exit(0 if v == '$HA_VERSION' else 'homeassistant is ' + v)"
log "checked in $(elapsed "$t")"

echo "$WANT" > "$MARKER"
log "Home Assistant $HA_VERSION ready in .cache/ha-venv (total $(elapsed "$t0"))"
