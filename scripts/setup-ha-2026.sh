#!/usr/bin/env bash
# Installs Home Assistant Core 2026.11.0 for the tests in test/ha/ (the suite runs on 2024.3.3, the
# oldest release we support, and on this one, the release a new user installs; scripts/test.mjs
# picks the venv from scripts/ha-releases.json).
#
#   sudo bash scripts/setup-ha-2026.sh             # idempotent: builds once, then only remounts and checks
#   sudo bash scripts/setup-ha-2026.sh --unmount   # unmounts what it bound into the chroot (e.g. before deleting it)
#   HA_SETUP_FORCE=1 sudo bash scripts/setup-ha-2026.sh   # rebuild the chroot from scratch
#
# HA 2026.11 needs Python 3.14.2 or newer; Debian 12 has 3.11. So HA lives in a Debian sid chroot
# (debootstrap minbase, python3.14 from sid) with a venv at /opt/ha inside it, built from the
# checked pin list scripts/ha-2026.11.0-pins.txt (pip freeze of a venv in which HA 2026.11.0 set up
# every integration the tests use, installed with --no-deps and proven by `pip check`).
# The chroot is machine-level, outside the clone, so every clone on this machine (and CI's fresh
# ones) reuses it: ${SIGNALK_ASSIST_CACHE:-/var/cache/signalk-assist}/ha-2026.11.0-chroot, about 2.1 GB.
# What the tests call are two wrappers in .cache/ha-venv-2026.11.0/bin (hass, python) that chroot
# into it; /proc, /sys, /dev, /dev/pts and /tmp (the tests' config dirs) are bind-mounted in.
#
# Needs root (debootstrap, mount, chroot). Without root or debootstrap it says what is missing and
# exits 0 (test/ha then skips 2026.11.0), except under CI, where that fails the run.
# Cold: about 8 minutes (debootstrap 2.5 min, apt 1 min, pip 2-4 min). Warm: a few seconds.
#
# Mounts: bind mounts do not survive a reboot, so every run remounts what is missing. A chroot is
# only ever deleted after every mount under it is gone (else `rm -rf` would empty the host's /tmp),
# and the delete never crosses into another file system.
# Environment: chroot commands run under `env -i` (the host's PIP_FIND_LINKS and CA paths do not
# exist inside); the host's extra CA certificates (/usr/local/share/ca-certificates, e.g. a
# TLS-inspecting proxy's) are copied in; apt ignores Valid-Until (sid mirrors and snapshots can
# serve an expired Release file).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HA_VERSION="2026.11.0"
CACHE="${SIGNALK_ASSIST_CACHE:-/var/cache/signalk-assist}"
CH="${HA_CHROOT_DIR:-$CACHE/ha-$HA_VERSION-chroot}"
WRAP="${HA_VENV_DIR:-$ROOT/.cache/ha-venv-$HA_VERSION}"
PINS_FILE="$ROOT/scripts/ha-$HA_VERSION-pins.txt"
# What apt installs in the chroot: Python 3.14 and what the source builds (pymicro-vad,
# pyspeex-noise, PyTurboJPEG) and HA's camera helpers need.
APT_PKGS="python3.14 python3.14-venv python3.14-dev gcc g++ make pkg-config ca-certificates libturbojpeg0 libffi-dev libssl-dev zlib1g-dev libjpeg-dev"
MOUNTS="proc sys dev dev/pts tmp"

t0=$(date +%s.%N)
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f s", b - a }'; }
log() { echo "setup-ha-2026: $*"; }
# Missing prerequisites: a failure under CI, a note (exit 0) elsewhere.
missing() {
  if [ -n "${CI:-}" ]; then echo "setup-ha-2026: $1: Home Assistant $HA_VERSION is not installed" >&2; exit 1; fi
  log "$1: Home Assistant $HA_VERSION is not installed; test/ha runs without it"
  exit 0
}

# Mount points under the chroot, deepest first (from /proc/self/mountinfo: field 5, octal-escaped).
mounts_under() {
  awk -v ch="$CH" '{ p = $5; gsub(/\\040/, " ", p); if (p == ch || index(p, ch "/") == 1) print p }' /proc/self/mountinfo \
    | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2-
}
unmount_all() {
  local p tries=0
  while [ -n "$(mounts_under)" ]; do
    tries=$((tries + 1))
    if [ "$tries" -gt 5 ]; then
      echo "setup-ha-2026: still mounted under $CH:" >&2; mounts_under >&2; return 1
    fi
    while IFS= read -r p; do
      [ -n "$p" ] && { umount "$p" 2>/dev/null || umount -l "$p"; }
    done < <(mounts_under)
  done
}
mount_all() {
  local m
  for m in $MOUNTS; do
    mkdir -p "$CH/$m"
    mountpoint -q "$CH/$m" && continue
    case "$m" in
      proc) mount -t proc proc "$CH/proc" ;;
      *) mount --bind "/$m" "$CH/$m" ;;
    esac
  done
}
# Deletes the chroot only when nothing is mounted under it; never crosses file systems.
remove_chroot() {
  unmount_all
  if [ -n "$(mounts_under)" ]; then echo "setup-ha-2026: refusing to delete $CH: mounts remain" >&2; exit 1; fi
  rm -rf --one-file-system "$CH"
}
in_chroot() {
  chroot "$CH" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive PIP_CERT=/etc/ssl/certs/ca-certificates.crt "$@"
}

if [ "${1:-}" = "--unmount" ]; then
  if [ "$(id -u)" != 0 ]; then echo "setup-ha-2026: --unmount needs root" >&2; exit 1; fi
  unmount_all
  log "nothing mounted under $CH"
  exit 0
fi
[ $# -eq 0 ] || { echo "usage: $0 [--unmount]" >&2; exit 2; }

[ "$(id -u)" = 0 ] || missing "needs root (debootstrap, mount and chroot): run it with sudo"
command -v chroot >/dev/null 2>&1 || missing "no chroot command"
if ! command -v debootstrap >/dev/null 2>&1 && [ ! -f "$CH/.signalk-assist-debootstrap" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    log "installing debootstrap"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap; } >/dev/null \
      || missing "debootstrap could not be installed (apt-get install debootstrap)"
  else
    missing "no debootstrap (install it, e.g. apt-get install debootstrap)"
  fi
fi

# One run at a time per chroot (two CI jobs on one machine share it).
mkdir -p "$CACHE"
exec 9>"$CACHE/.ha-$HA_VERSION.lock"
flock 9

WANT="$( { echo "$APT_PKGS"; cat "$PINS_FILE"; } | sha256sum | cut -d' ' -f1)"
MARKER="$CH/.signalk-assist-pins"

if [ "${HA_SETUP_FORCE:-}" = "1" ] && [ -d "$CH" ]; then
  log "HA_SETUP_FORCE=1: removing $CH"
  remove_chroot
fi
# A debootstrap that did not finish leaves a chroot that is not worth repairing.
if [ -d "$CH" ] && [ ! -f "$CH/.signalk-assist-debootstrap" ]; then
  log "removing an unfinished chroot in $CH"
  remove_chroot
fi

if [ ! -d "$CH" ]; then
  MIRROR="${HA_DEBIAN_MIRROR:-$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)}"
  MIRROR="${MIRROR:-http://deb.debian.org/debian}"
  t=$(date +%s.%N)
  log "debootstrap of Debian sid from $MIRROR into $CH (minutes on a fresh machine)..."
  mkdir -p "$CH"
  debootstrap --variant=minbase --include=ca-certificates sid "$CH" "$MIRROR" > "$CACHE/.ha-$HA_VERSION-debootstrap.log" 2>&1 \
    || { tail -20 "$CACHE/.ha-$HA_VERSION-debootstrap.log" >&2; unmount_all; echo "setup-ha-2026: debootstrap failed" >&2; exit 1; }
  touch "$CH/.signalk-assist-debootstrap"
  log "debootstrap took $(elapsed "$t")"
fi

mount_all
# DNS for apt and pip, and localhost for the tests (e.g. a discovered add-on URL on this machine).
cp /etc/resolv.conf "$CH/etc/resolv.conf"
cp /etc/hosts "$CH/etc/hosts"

if [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$WANT" ] && [ -x "$CH/opt/ha/bin/hass" ]; then
  log "Home Assistant $HA_VERSION already installed in $CH"
else
  rm -f "$MARKER"
  echo 'Acquire::Check-Valid-Until "false";' > "$CH/etc/apt/apt.conf.d/99signalk-assist-no-valid-until"
  mkdir -p "$CH/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$CH/usr/local/share/ca-certificates/" 2>/dev/null || true
  t=$(date +%s.%N)
  log "apt-get install in the chroot: $APT_PKGS"
  # shellcheck disable=SC2086
  { in_chroot apt-get update -qq && in_chroot apt-get install -y -qq --no-install-recommends $APT_PKGS; } >/dev/null
  in_chroot update-ca-certificates >/dev/null
  log "apt took $(elapsed "$t")"

  t=$(date +%s.%N)
  [ -x "$CH/opt/ha/bin/python" ] || in_chroot python3.14 -m venv /opt/ha
  cp "$PINS_FILE" "$CH/root/ha-pins.txt"
  log "installing homeassistant==$HA_VERSION and $(grep -c . "$PINS_FILE") pinned packages (minutes on a fresh machine)..."
  # --no-deps: the pin list is the complete closure; `pip check` below proves it.
  in_chroot /opt/ha/bin/python -m pip install --disable-pip-version-check --no-input --no-deps --quiet -r /root/ha-pins.txt
  log "pip install took $(elapsed "$t")"
  echo "$WANT" > "$MARKER"
fi

in_chroot /opt/ha/bin/python -m pip check --disable-pip-version-check >/dev/null
in_chroot /opt/ha/bin/python -c "import homeassistant.const as c, sys; v = c.__version__; sys.exit(0 if v == '$HA_VERSION' else 'homeassistant is ' + v)"

# The wrappers test/helpers/ha.ts and the sentence check call. Each execs, so a signal reaches HA
# itself. They run in the caller's directory when the chroot has it, else in /. A script file
# the chroot cannot see (test/ha/hassil_check.py of the clone) is read on the host and given to
# Python with -c.
mkdir -p "$WRAP/bin"
cat > "$WRAP/bin/hass" <<WRAPPER
#!/bin/sh
# Home Assistant $HA_VERSION in its chroot; written by scripts/setup-ha-2026.sh.
CH="\${HA_CHROOT:-$CH}"
mountpoint -q "\$CH/tmp" || { echo "\$CH is not mounted: run sudo bash scripts/setup-ha-2026.sh" >&2; exit 1; }
exec chroot "\$CH" /usr/bin/env -u PIP_FIND_LINKS HA_WRAP_CWD="\$PWD" \\
  /bin/sh -c 'cd "\$HA_WRAP_CWD" 2>/dev/null || cd /; exec /opt/ha/bin/hass "\$@"' hass "\$@"
WRAPPER
cat > "$WRAP/bin/python" <<WRAPPER
#!/bin/sh
# Python 3.14 of Home Assistant $HA_VERSION's venv in its chroot; written by scripts/setup-ha-2026.sh.
CH="\${HA_CHROOT:-$CH}"
mountpoint -q "\$CH/tmp" || { echo "\$CH is not mounted: run sudo bash scripts/setup-ha-2026.sh" >&2; exit 1; }
if [ \$# -gt 0 ] && [ -f "\$1" ] && [ ! -e "\$CH\$1" ] && [ ! -e "\$CH/\$PWD/\$1" ]; then
  src="\$(cat "\$1")"; shift; set -- -c "\$src" "\$@"
fi
exec chroot "\$CH" /usr/bin/env -u PIP_FIND_LINKS HA_WRAP_CWD="\$PWD" \\
  /bin/sh -c 'cd "\$HA_WRAP_CWD" 2>/dev/null || cd /; exec /opt/ha/bin/python "\$@"' python "\$@"
WRAPPER
chmod +x "$WRAP/bin/hass" "$WRAP/bin/python"
"$WRAP/bin/python" -c 'import sys; assert sys.version_info >= (3, 14, 2), sys.version'
echo "$WANT" > "$WRAP/.signalk-assist-pins"

log "Home Assistant $HA_VERSION ready: $WRAP/bin/hass runs it in $CH (total $(elapsed "$t0"))"
