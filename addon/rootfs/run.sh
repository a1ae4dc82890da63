#!/command/with-contenv sh
# shellcheck shell=sh
# ==============================================================================
# The add-on's entry command: the Dockerfile's CMD ["/run.sh"], started by the base
# image's s6-overlay (/init). s6-overlay v3 starts CMD with an empty environment;
# the with-contenv line above hands it the container's, including SUPERVISOR_TOKEN,
# with which src/config.ts reaches Home Assistant at http://supervisor/core.
#
# With nothing overridden it runs exactly (with MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072):
#   node --max-semi-space-size=1 --optimize-for-size --liftoff-only --v8-pool-size=1 /app/bundle/signalk-assist.mjs serve --options-file /data/options.json
# Tests run this same file with `sh run.sh` and override, through the environment:
#   SIGNALK_ASSIST_APP_DIR   where bundle/ is          (image: /app)
#   SIGNALK_ASSIST_OPTIONS   the options file          (image: /data/options.json)
#   SIGNALK_ASSIST_DATA_DIR  persistent state          (image: /data, found by the app)
#   MCP_HOST, MCP_PORT       where MCP listens         (image: 0.0.0.0, 8765)
# A bad option makes node print every problem and exit 2: the add-on stops with
# that message in its log.
# ==============================================================================
set -eu

app_dir="${SIGNALK_ASSIST_APP_DIR:-/app}"
options_file="${SIGNALK_ASSIST_OPTIONS:-/data/options.json}"

# Inside the container, listen on every interface: Home Assistant and other add-ons
# come over the Supervisor's network, agents on the boat's network come through the
# published port. Exposure to the LAN is decided by the add-on's Network setting.
MCP_HOST="${MCP_HOST:-0.0.0.0}"
export MCP_HOST

host_name="$(hostname 2>/dev/null || echo '<add-on hostname>')"
echo "signalk-assist: from Home Assistant (Model Context Protocol integration) the MCP URL is http://${host_name}:${MCP_PORT:-8765}/mcp (Home Assistant 2025.4 and older: http://${host_name}:${MCP_PORT:-8765}/sse)" >&2

# bundle/signalk-assist.mjs is the whole program in one ES module (scripts/bundle.mjs, run by
# `npm run build`): about 7 MB less heap than the same code as ~300 separate modules.
#
# Memory (the add-on shares a small boat computer with Home Assistant), each figure the add-on's RSS
# after five minutes against the recorded sample with its ~60 AIS targets (test/bench/v8-flags.ts,
# node 20 on glibc, several runs):
#   --max-semi-space-size=1  a 1 MB young generation instead of up to 16 MB, and
#   --optimize-for-size      V8's size-over-speed heuristics: together about 15 MB less at the same
#                            latency and ingest;
#   --liftoff-only           WebAssembly stays on V8's baseline compiler. undici parses HTTP with
#                            llhttp compiled to WebAssembly; optimizing its large parser function
#                            with TurboFan after the first requests was a ~30 MB native peak (VmHWM
#                            120-126 -> 95-96 MiB) and left 5-8 MB behind (RSS 93-98 -> 87-93 MiB).
#                            JavaScript is still optimized; a 250 kB answer parses as fast.
#   --v8-pool-size=1         one V8 worker thread for background compiling and GC instead of four:
#                            1-2 MB less (three threads fewer), ingest and latency unchanged.
# Not --max-opt=2 (no TurboFan): 8 MB less, but the process spent 5.6 % of a core instead of 3.3 %
# on 1,000 deltas per second, all day on the boat's batteries, and the AIS answer took twice as long
# (npm run bench, both ways; test/bench/README.md).
# Not --jitless or --lite-mode: they turn WebAssembly off, which undici and Node's own fetch need.
# test/bench/run.ts reads these flags and the MALLOC_ variables below from this file.
#
# glibc's malloc only (the benchmark, a Debian-based image): at most two malloc arenas instead of up
# to eight per core for V8's worker threads, and free memory at the top of the heap given back to
# the system from 128 kB on (this also keeps glibc from raising its mmap threshold): 2-7 MB less
# together (RSS 87-93 -> 84-85 MiB). The add-on image is Alpine: musl's malloc has no arenas and
# reads neither variable.
MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
export MALLOC_ARENA_MAX MALLOC_TRIM_THRESHOLD_
exec node --max-semi-space-size=1 --optimize-for-size --liftoff-only --v8-pool-size=1 "${app_dir}/bundle/signalk-assist.mjs" serve --options-file "${options_file}"
