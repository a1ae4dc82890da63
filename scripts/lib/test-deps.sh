# What the test suites need from the machine, beside npm packages: Debian packages and Pythons
# (sourced by scripts/pretest.sh, which `npm test` runs first, and by .ci/run).
#
#   test_deps_ensure   installs the missing Debian packages when it can (root and apt-get), and
#                      otherwise stops at once (return 1) naming each missing one and the command
#                      that installs it; a missing Python is named the same way (pyenv, not apt).
#
# Debian packages and what needs them:
#   espeak-ng   test/integration/speaking-budget.test.ts and the other speaking tests say answers aloud
#   mosquitto   test/ha/mqtt.test.ts, test/integration/mqtt-faults.test.ts start their own broker (mosquitto, mosquitto_passwd)
#   apparmor    test/unit/addon-config.test.ts compiles the add-on's apparmor.txt (apparmor_parser)
#   debootstrap scripts/setup-ha-2026.sh builds Home Assistant 2026.11's chroot (root only)
#   libturbojpeg0  optional: only silences one harmless ERROR line of Home Assistant 2025 at start

TEST_DEPS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Prints "package:why" for each missing Debian package.
test_deps_missing_debian() {
  command -v espeak-ng >/dev/null 2>&1 || echo "espeak-ng:the speaking tests say every answer with it"
  { command -v mosquitto >/dev/null 2>&1 && command -v mosquitto_passwd >/dev/null 2>&1; } \
    || echo "mosquitto:the MQTT tests start their own broker (mosquitto, mosquitto_passwd)"
  { [ -x /sbin/apparmor_parser ] || [ -x /usr/sbin/apparmor_parser ] || command -v apparmor_parser >/dev/null 2>&1; } \
    || echo "apparmor:test/unit/addon-config.test.ts compiles the add-on's profile with apparmor_parser"
  if [ "$(id -u)" = 0 ]; then
    command -v debootstrap >/dev/null 2>&1 || echo "debootstrap:scripts/setup-ha-2026.sh builds Home Assistant 2026.11's chroot"
  fi
}

# Prints "what:how" for each Python a not yet installed venv needs (scripts/lib/pinned-venv.sh finds them the same way).
test_deps_missing_python() {
  local pyenv_root="${PYENV_ROOT:-$HOME/.pyenv}" c="$TEST_DEPS_ROOT/.cache"
  has_py() { # has_py 3.13 : pyenv's 3.13.x or python3.13 on PATH
    local p
    for p in "$pyenv_root"/versions/"$1".*/bin/python3; do [ -x "$p" ] && return 0; done
    command -v "python$1" >/dev/null 2>&1
  }
  if [ ! -x "$c/ha-venv/bin/hass" ] && ! has_py 3.11 && ! has_py 3.12 && ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    echo "Python 3.11 with venv (Home Assistant 2024.3.3; Debian 12's python3):sudo apt-get install -y python3 python3-venv"
  fi
  if [ ! -x "$c/ha-venv-2025.4.4/bin/hass" ] && ! has_py 3.13; then
    echo "Python 3.13 (Home Assistant 2025.4.4; pyenv: https://github.com/pyenv/pyenv#installation):pyenv install 3.13.0"
  fi
  if [ ! -x "$c/hermes-venv-0.19.0/bin/hermes" ] && ! has_py 3.12 && ! has_py 3.11 && ! has_py 3.13; then
    echo "Python 3.11 to 3.13 (Hermes Agent):pyenv install 3.12.1"
  fi
}

test_deps_ensure() {
  local missing pkgs line
  missing="$(test_deps_missing_debian)"
  if [ -n "$missing" ]; then
    pkgs="$(echo "$missing" | cut -d: -f1 | tr '\n' ' ')"
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "test-deps: installing Debian packages: $pkgs"
      timeout 10m apt-get update -qq \
        && DEBIAN_FRONTEND=noninteractive timeout 15m apt-get install -y -qq --no-install-recommends $pkgs || return 1
      missing="$(test_deps_missing_debian)"
    fi
  fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && ! ldconfig -p 2>/dev/null | grep -q libturbojpeg; then
    DEBIAN_FRONTEND=noninteractive timeout 10m apt-get install -y -qq --no-install-recommends libturbojpeg0 >/dev/null 2>&1 \
      || echo "test-deps: libturbojpeg0 not installed (harmless: Home Assistant 2025 logs one ERROR at start without it)"
  fi
  local pythons
  pythons="$(test_deps_missing_python)"
  if [ -z "$missing" ] && [ -z "$pythons" ]; then
    return 0
  fi
  echo "The tests need what this machine lacks:" >&2
  while IFS= read -r line; do [ -n "$line" ] && echo "  - ${line%%:*}: ${line#*:}" >&2; done <<<"$missing"
  while IFS= read -r line; do [ -n "$line" ] && echo "  - ${line%%:*}: install with \`${line#*:}\`" >&2; done <<<"$pythons"
  if [ -n "$missing" ]; then
    pkgs="$(echo "$missing" | cut -d: -f1 | tr '\n' ' ')"
    echo "Install the Debian packages with:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${pkgs% }" >&2
  fi
  return 1
}
