#!/usr/bin/env bash
# Installs the real SignalK server used by the integration tests into
#   <repo>/.cache/signalk-server        (override: SIGNALK_SERVER_DIR=/abs/dir; the version:
#                                        scripts/toolchain.json, or SIGNALK_VERSION=<version>)
# as its own npm prefix (`npm install -g --prefix <dir>`): a plain local
# dependency install flattens node_modules and the server then cannot find its
# bundled plugins (course-provider, resources-provider), so the v2 routes and
# course APIs answer 404.
#
# Idempotent: when the pinned version is already there it only checks the
# layout and returns in well under a second. After a fresh install it starts the
# server once on 127.0.0.1 and checks that it answers and that the bundled
# plugins work. `--check` runs that smoke test on an existing install too;
# `--force` reinstalls.
#
# Install scripts: npm 11 blocks dependency install scripts unless allowed. The
# server needs none of them (verified by the smoke test): they build an optional
# native CAN-socket addon (@canboat/canboatjs, falls back to JS), pick a
# React-Native entry (storage-engine), check serialport prebuilds (shipped in
# the package), print a protest message (es5-ext) and send install telemetry
# (@scarf/scarf). We pass --ignore-scripts so npm 10 and npm 11 behave the same
# and nothing phones home. Should one ever be needed, the per-install switch for
# a global/prefix install is `--allow-scripts=<pkg>[,<pkg>]` (npm 11;
# `npm install-scripts approve` refuses -g installs with EGLOBAL).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The pinned release is scripts/toolchain.json's "signalkServer" (test/helpers/signalk.ts reads it
# too). SIGNALK_VERSION=<version> installs another one beside it, in .cache/signalk-server-<version>,
# where the test harness looks when it is set the same way.
PINNED="$(sed -n 's/^ *"signalkServer": *"\([^"]*\)".*/\1/p' "$ROOT/scripts/toolchain.json")"
SIGNALK_VERSION="${SIGNALK_VERSION:-$PINNED}"
if [ "$SIGNALK_VERSION" = "$PINNED" ]; then
  DIR="${SIGNALK_SERVER_DIR:-$ROOT/.cache/signalk-server}"
else
  DIR="${SIGNALK_SERVER_DIR:-$ROOT/.cache/signalk-server-$SIGNALK_VERSION}"
fi
PKG_DIR="$DIR/lib/node_modules/signalk-server"

force=0
check=0
for arg in "$@"; do
  case "$arg" in
    --force) force=1 ;;
    --check) check=1 ;;
    -h|--help) sed -n '2,24p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) echo "install-signalk: unknown argument: $arg" >&2; exit 2 ;;
  esac
done

log() { echo "install-signalk: $*"; }

# Prints the installed version, or nothing when the layout is incomplete.
installed_version() {
  [ -f "$PKG_DIR/package.json" ] || return 0
  [ -f "$PKG_DIR/bin/signalk-server" ] || return 0
  [ -f "$PKG_DIR/node_modules/@signalk/course-provider/package.json" ] || return 0
  [ -f "$PKG_DIR/node_modules/@signalk/resources-provider/package.json" ] || return 0
  node -e 'process.stdout.write(String(require(process.argv[1]).version || ""))' "$PKG_DIR/package.json" 2>/dev/null || true
}

# Starts the installed server on a free loopback port with a throwaway config
# dir and checks that it answers, that the bundled plugins serve their APIs and
# that it listens on 127.0.0.1 only. Bounded: at most ~45 s.
smoke_test() {
  ROOT="$ROOT" PKG_DIR="$PKG_DIR" node --input-type=module - <<'EOF'
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { ROOT, PKG_DIR } = process.env;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const port = await new Promise((resolve, reject) => {
  const s = createServer();
  s.on('error', reject);
  s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => resolve(p)); });
});
const dir = mkdtempSync(join(tmpdir(), 'signalk-smoke-'));
writeFileSync(join(dir, 'settings.json'), JSON.stringify({
  interfaces: { tcp: false, 'nmea-tcp': false, appstore: false, mfd_webapp: false },
  mdns: false, pipedProviders: [],
}));
const logFile = join(dir, 'server.log');
const { NODE_OPTIONS: _o, NODE_TEST_CONTEXT: _t, ...env } = process.env;
const child = spawn(process.execPath, [join(PKG_DIR, 'bin', 'signalk-server')], {
  cwd: dir,
  env: {
    ...env,
    PORT: String(port),
    SIGNALK_NODE_CONFIG_DIR: dir,
    SIGNALK_DISABLE_SERVER_UPDATES: '1',
    NODE_OPTIONS: `--require ${JSON.stringify(join(ROOT, 'test', 'helpers', 'loopback.cjs'))}`,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let out = '';
child.stdout.on('data', (d) => { out += d; });
child.stderr.on('data', (d) => { out += d; });
let exited = false;
child.on('exit', () => { exited = true; });
const base = `http://127.0.0.1:${port}`;
const t0 = Date.now();
const fail = async (msg) => {
  if (!exited) { child.kill('SIGKILL'); }
  console.error(`install-signalk: smoke test failed: ${msg}\n--- server output (tail) ---\n${out.slice(-3000)}`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
};
try {
  let ready = false;
  while (!ready && Date.now() - t0 < 30000) {
    if (exited) await fail('server exited during start-up');
    try { ready = (await fetch(`${base}/signalk`, { signal: AbortSignal.timeout(2000) })).ok; } catch {}
    if (!ready) await sleep(100);
  }
  if (!ready) await fail('GET /signalk did not answer within 30 s');
  const readyMs = Date.now() - t0;
  const get = (p) => fetch(base + p, { signal: AbortSignal.timeout(5000) });
  let r = await get('/signalk/v2/api/resources/routes');
  if (r.status !== 200) await fail(`GET /signalk/v2/api/resources/routes -> ${r.status} (resources-provider missing?)`);
  // 400 "No active destination!" is the healthy idle answer; 404 means no course-provider.
  r = await get('/signalk/v2/api/vessels/self/navigation/course/calcValues');
  if (r.status === 404) await fail('GET .../navigation/course/calcValues -> 404 (course-provider missing?)');
  // Loopback only: every listening socket of this pid must be on 127.0.0.1.
  const inodes = new Set();
  const { readdirSync, readlinkSync } = await import('node:fs');
  for (const fd of readdirSync(`/proc/${child.pid}/fd`)) {
    try { const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${child.pid}/fd/${fd}`)); if (m) inodes.add(m[1]); } catch {}
  }
  const listening = [];
  for (const [file, v6] of [['/proc/net/tcp', false], ['/proc/net/tcp6', true]]) {
    let text = '';
    try { text = readFileSync(file, 'utf8'); } catch { continue; }
    for (const line of text.trim().split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[3] !== '0A' || !inodes.has(f[9])) continue; // 0A = LISTEN
      const hex = f[1].split(':')[0];
      listening.push(v6 ? `[v6 ${hex}]` : hex.match(/../g).reverse().map((b) => parseInt(b, 16)).join('.'));
    }
  }
  if (listening.length === 0 || listening.some((a) => a !== '127.0.0.1')) {
    await fail(`expected listeners on 127.0.0.1 only, found: ${listening.join(', ') || 'none'}`);
  }
  const rss = (() => { try { return /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]; } catch { return undefined; } })();
  console.log(`install-signalk: smoke test ok (ready in ${readyMs} ms, RSS ${rss ? Math.round(rss / 1024) + ' MB' : '?'}, listening on 127.0.0.1:${port} only)`);
} finally {
  if (!exited) {
    child.kill('SIGTERM');
    const t1 = Date.now();
    while (!exited && Date.now() - t1 < 5000) await sleep(50);
    if (!exited) child.kill('SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
}
EOF
}

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "install-signalk: node and npm are required" >&2
  exit 1
fi

have="$(installed_version)"
if [ "$force" = 0 ] && [ "$have" = "$SIGNALK_VERSION" ]; then
  log "signalk-server $SIGNALK_VERSION already installed in $DIR"
  if [ "$check" = 1 ]; then smoke_test; fi
  exit 0
fi

if [ -n "$have" ]; then
  log "found signalk-server $have in $DIR, want $SIGNALK_VERSION: reinstalling"
fi
log "installing signalk-server@$SIGNALK_VERSION into $DIR"
start=$(date +%s)
mkdir -p "$(dirname "$DIR")"
# Install next to the target and swap it in, so an interrupted install never
# leaves a half-populated cache that looks complete.
PARTIAL="$DIR.partial.$$"
rm -rf "$PARTIAL"
trap 'rm -rf "$PARTIAL"' EXIT
SCARF_ANALYTICS=false DO_NOT_TRACK=1 npm install -g --prefix "$PARTIAL" \
  --ignore-scripts --no-audit --no-fund --no-update-notifier --loglevel=warn \
  "signalk-server@$SIGNALK_VERSION"
rm -rf "$DIR"
mv "$PARTIAL" "$DIR"
trap - EXIT

have="$(installed_version)"
if [ "$have" != "$SIGNALK_VERSION" ]; then
  echo "install-signalk: install finished but $PKG_DIR is incomplete (version '${have}')" >&2
  exit 1
fi
log "installed in $(( $(date +%s) - start )) s ($(du -sh "$DIR" 2>/dev/null | cut -f1))"
smoke_test
