#!/command/with-contenv sh
# shellcheck shell=sh
# ==============================================================================
# The add-on's entry command: the Dockerfile's CMD ["/run.sh"], started by the base
# image's s6-overlay (/init). s6-overlay v3 starts CMD with an empty environment;
# the with-contenv line above hands it the container's, including SUPERVISOR_TOKEN,
# with which src/config.ts reaches Home Assistant at http://supervisor/core.
#
# With nothing overridden it runs exactly:
#   node --max-semi-space-size=1 --optimize-for-size /app/dist/cli.js serve --options-file /data/options.json
# Tests run this same file with `sh run.sh` and override, through the environment:
#   SIGNALK_ASSIST_APP_DIR   where dist/ is            (image: /app)
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
echo "signalk-assist: from Home Assistant (Model Context Protocol integration) the MCP URL is http://${host_name}:${MCP_PORT:-8765}/mcp" >&2

# V8 flags for memory (issue 10, measured by test/bench/v8-flags.ts): a 1 MB young generation
# instead of up to 16 MB, and V8's size-over-speed heuristics; together about 15 MB less
# resident memory at the same latency and ingest. Not --jitless or --lite-mode: they turn
# WebAssembly off, which Node's own fetch needs. test/bench/run.ts reads these flags from here.
exec node --max-semi-space-size=1 --optimize-for-size "${app_dir}/dist/cli.js" serve --options-file "${options_file}"
