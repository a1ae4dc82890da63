# Shared by scripts/setup-ha.sh, setup-ha-2025.sh and setup-hermes.sh (sourced, not run): a Python venv
# installed from a complete, checked pin list, idempotent through a marker file.
#
# The pin lists are whole closures (a pip freeze of a venv that worked), so pip installs them with
# --no-deps and `pip check` proves them; the marker holds the sha256 of "python <version>" and the
# pins, so a second run with nothing changed returns in well under a second, and a change of Python
# or pins reinstalls. A venv made by another Python (or a forced run) is rebuilt from scratch;
# otherwise pip changes only what differs from the pins.

# Seconds since a `date +%s.%N` stamp, as "12.3 s".
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f s", b - a }'; }

# The first candidate interpreter for which `python_fits <python>` (defined by the caller) succeeds;
# empty when none does. Candidates that are empty or missing are skipped.
pick_python() {
  local c
  for c in "$@"; do
    if [ -n "$c" ] && python_fits "$c"; then echo "$c"; return 0; fi
  done
}

# pyenv's own interpreters matching a version glob ("3.13.*"): its python3.x shims fail unless that
# version is selected, so the real binaries are listed instead.
pyenv_pythons() {
  local root="${PYENV_ROOT:-}"
  if [ -z "$root" ] && command -v pyenv >/dev/null 2>&1; then root="$(pyenv root)"; fi
  local p
  for p in "${root:-$HOME/.pyenv}"/versions/$1/bin/python3; do [ -x "$p" ] && echo "$p"; done
  return 0
}

# install_pinned_venv LOG_NAME LABEL VENV PINS_FILE PYTHON PY_VER FORCE BIN [CHECK_PYTHON_CODE ...]
#   LOG_NAME  prefix of every line ("setup-hermes")
#   LABEL     what is installed, for the log ("Hermes Agent 0.19.0")
#   PY_VER    the Python version recorded in the marker ("3.12.1", or "3.11" where any 3.11 will do)
#   FORCE     1 to rebuild from scratch
#   BIN       an executable in $VENV/bin whose presence says the install is there ("hass")
#   CHECK_PYTHON_CODE  run by the venv's python after `pip check`; each must exit 0
# Exits the script on any failure (the callers run under `set -euo pipefail`).
install_pinned_venv() {
  local name="$1" label="$2" venv="$3" pins="$4" py="$5" py_ver="$6" force="$7" bin="$8"
  shift 8
  local marker="$venv/.signalk-assist-pins" t0 t want have
  t0=$(date +%s.%N)
  want="$( { echo "python $py_ver"; cat "$pins"; } | sha256sum | cut -d' ' -f1)"
  if [ "$force" != "1" ] && [ -x "$venv/bin/$bin" ] && [ -x "$(readlink -f "$venv/bin/python")" ] \
     && [ -f "$marker" ] && [ "$(cat "$marker")" = "$want" ]; then
    echo "$name: $label already installed in $venv ($(elapsed "$t0"))"
    return 0
  fi

  if [ -d "$venv" ]; then
    have="$("$venv/bin/python" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])' 2>/dev/null || echo none)"
    # PY_VER may name only major.minor: compare that much.
    if [ "$force" = "1" ] || [ "${have:0:${#py_ver}}" != "$py_ver" ]; then
      echo "$name: removing old venv (python $have)"
      rm -rf "$venv"
    fi
  fi
  rm -f "$marker"

  if [ ! -x "$venv/bin/python" ]; then
    t=$(date +%s.%N)
    mkdir -p "$(dirname "$venv")"
    "$py" -m venv "$venv"
    echo "$name: created venv with $py (Python $py_ver) in $(elapsed "$t")"
  fi

  t=$(date +%s.%N)
  echo "$name: installing $label and $(grep -c . "$pins") pinned packages (minutes on a fresh machine)..."
  "$venv/bin/python" -m pip install --disable-pip-version-check --no-input --no-deps --quiet -r "$pins" \
    2> >(grep -v "^WARNING: Location 'file:" >&2)
  echo "$name: pip install took $(elapsed "$t")"

  t=$(date +%s.%N)
  "$venv/bin/python" -m pip check --disable-pip-version-check
  local code
  for code in "$@"; do "$venv/bin/python" -c "$code"; done
  echo "$name: checked in $(elapsed "$t")"

  echo "$want" > "$marker"
  echo "$name: $label ready in $venv (total $(elapsed "$t0"))"
}
