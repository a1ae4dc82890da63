/**
 * `npm run bench`: how fast signalk-assist answers compared with a protocol round trip and with the
 * request-per-call design, against a real SignalK server replaying its recorded NMEA 2000 sample
 * with about 60 AIS targets. Prints a table and writes bench-results.json. Not part of
 * `npm test`.
 *
 *   npm run bench                                   # everything; RSS after 5 minutes
 *   npm run bench -- --rss-seconds 60 --calls 300   # shorter
 *
 * signalk-assist runs from the build (bundle/) through the add-on's own entry, addon/rootfs/run.sh,
 * so its V8 flags and malloc settings apply. In one run:
 *  1. tool-call latency (median, p99) for battery, depth, wind, alarms and closest AIS, over stdio
 *     and over streamable HTTP;
 *  2. the floor: MCP ping on the same connection, interleaved call by call with our calls (pass 1);
 *  3. the request-per-call baseline: the same queries answered by a process of the bench's own
 *     (test/bench/rest-baseline.ts, rest-answer.ts) that fetches the SignalK REST paths each query
 *     needs at call time, interleaved with ping and our calls (pass 2), so every ratio
 *     compares figures taken under the same machine load (`measure` says why two passes);
 *  4. delta ingest through the client's frame handler (test/bench/ingest.ts): deltas per second
 *     flat out on one thread, CPU share at 1,000 deltas per second; and the whole process's CPU
 *     share when a stand-in server streams 1,000 deltas per second to it (test/bench/replay.ts);
 *  5. RSS after the soak (default 5 minutes with the sample and its AIS targets), start to first
 *     answer, and the first fresh answer after SignalK restarts and is reachable again.
 */
import { spawn, spawnSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { freePort } from '../helpers/net.js';
import { call, connectHttp, cpuSeconds, fmt, msSince, REPO, RUN_SH, rssMiB, serverMs, sleep, startAssist, stats, table, until, type Assist, type Stats } from './lib.js';
import { startReplay } from './replay.js';
import { printTokenFigures, tokenBench, type TokenFigures } from './tokens.js';
import { printAssistFigures, type AssistHaFigures } from './assist-ha.js';

const { values: flags } = parseArgs({
  options: {
    calls: { type: 'string', default: '1000' },
    'rss-seconds': { type: 'string', default: '300' },
    ais: { type: 'string', default: '55' },
    'session-calls': { type: 'string', default: '200' },
    'ingest-seconds': { type: 'string', default: '5' },
    'rate-seconds': { type: 'string', default: '20' },
    out: { type: 'string', default: 'bench-results.json' },
    // Experiments only (--node-flags="--a --b"): start node with these flags directly, not through
    // run.sh, so without its MALLOC_ settings too (set those in the shell to compare them).
    'node-flags': { type: 'string' },
  },
});
const CALLS = Number(flags.calls);
const RSS_SECONDS = Number(flags['rss-seconds']);
const AIS_MIN = Number(flags.ais);
const SESSION_CALLS = Number(flags['session-calls']);

/** The V8 flags the add-on starts node with, read from run.sh so the bench cannot drift from it. */
function addonNodeFlags(): string[] {
  if (flags['node-flags'] !== undefined) return flags['node-flags'].split(/\s+/).filter(Boolean);
  const m = /exec node((?:\s+--[\w-]+(?:=\S+)?)*)\s+"\$\{app_dir\}\/bundle\/signalk-assist\.mjs"/.exec(readFileSync(RUN_SH, 'utf8'));
  return m?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
}

/** The malloc settings run.sh gives node (its `MALLOC_X="${MALLOC_X:-value}"` lines), for the ingest process. */
function addonEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const m of readFileSync(RUN_SH, 'utf8').matchAll(/^(MALLOC_\w+)="\$\{\1:-([^}]*)\}"$/gm)) env[m[1]!] = m[2]!;
  return env;
}

/** The questions benchmarked: a label and the tool call that answers it (tools are callable whether listed or not). */
const QUESTIONS: { label: string; tool: string; args: Record<string, unknown> }[] = [
  { label: 'battery', tool: 'battery_state', args: {} },
  { label: 'depth', tool: 'depth_state', args: {} },
  { label: 'wind', tool: 'wind_state', args: {} },
  { label: 'alarms', tool: 'get_active_alarms', args: {} },
  { label: 'closest AIS', tool: 'get_ais_targets', args: { limit: 1 } },
];

async function timed(fn: () => Promise<unknown>, into: number[]): Promise<void> {
  const t0 = process.hrtime.bigint();
  await fn();
  into.push(msSince(t0));
}

interface ToolFigures {
  tool: string;
  args: Record<string, unknown>;
  /** Pass 1: our call and ping, interleaved (the baseline idle). */
  ours: Stats;
  ping: Stats;
  median_over_ping: number;
  p99_over_ping_p99: number;
  p99_over_ping_median: number;
  /** Pass 2: ping, our call and the baseline's, interleaved. */
  ours_with_baseline: Stats;
  ping_with_baseline: Stats;
  baseline: Stats;
  median_over_ping_with_baseline: number;
  baseline_over_ours_median: number;
  baseline_over_ours_p99: number;
}

/** The six orders of three, so that each round can run ping, ours and the baseline in a different one. */
const ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

/**
 * One question, in two passes over the same connections, each interleaved call by call:
 * 1. ping and our call, in alternating order, the baseline idle: our latency against the protocol's
 *    floor (median/ping, p99/p99), under the load of the add-on's own setting (SignalK streaming the
 *    sample to it);
 * 2. ping, our call and the baseline's call, each round in the next of the six orders: the baseline
 *    against our call under the same load (baseline/ours).
 * Why two: in pass 2 every baseline call has SignalK build and send a REST document (a whole `vessels`
 * tree for AIS, 6 ms) and collect its garbage afterwards, on one of our two cores. That work is the
 * baseline's, not ours, yet it lands on the calls after it, and on a call that reads many vessels
 * (memory) far more than on a ping: in pass 2 the closest-AIS median was 2.3x ping, without the
 * baseline 1.6x. Pass 2's ratio to ping is printed too.
 */
async function measure(ours: Client, base: Client, q: { tool: string; args: Record<string, unknown> }): Promise<ToolFigures> {
  const warm: number[] = [];
  const ourCall = () => ours.callTool({ name: q.tool, arguments: q.args });
  const round = async (i: number, into: [number[], number[], number[]]) => {
    const steps = [() => timed(() => ours.ping(), into[0]), () => timed(ourCall, into[1]), () => timed(() => base.callTool({ name: q.tool, arguments: q.args }), into[2])];
    for (const k of ORDERS[i % ORDERS.length]!) await steps[k]!();
  };
  for (let i = 0; i < 60; i++) await round(i, [warm, warm, warm]);
  const ping: number[] = [];
  const mine: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    if (i % 2 === 0) {
      await timed(() => ours.ping(), ping);
      await timed(ourCall, mine);
    } else {
      await timed(ourCall, mine);
      await timed(() => ours.ping(), ping);
    }
  }
  const ping2: number[] = [];
  const mine2: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < CALLS; i++) await round(i, [ping2, mine2, theirs]);
  const p = stats(ping);
  const o = stats(mine);
  const p2 = stats(ping2);
  const o2 = stats(mine2);
  const b = stats(theirs);
  return {
    tool: q.tool,
    args: q.args,
    ours: o,
    ping: p,
    median_over_ping: o.median / p.median,
    p99_over_ping_p99: o.p99 / p.p99,
    p99_over_ping_median: o.p99 / p.median,
    ours_with_baseline: o2,
    ping_with_baseline: p2,
    baseline: b,
    median_over_ping_with_baseline: o2.median / p2.median,
    baseline_over_ours_median: b.median / o2.median,
    baseline_over_ours_p99: b.p99 / o2.p99,
  };
}

/** Home Assistant's way: a fresh MCP session per tool call (initialize, call, close). */
async function sessionPerCall(url: string, what: (c: Client) => Promise<unknown>, n: number): Promise<Stats> {
  const out: number[] = [];
  for (let i = 0; i < n + 10; i++) {
    const t0 = process.hrtime.bigint();
    const c = new Client({ name: 'bench-session', version: '0' });
    await c.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
    await what(c);
    await c.close();
    if (i >= 10) out.push(msSince(t0));
  }
  return stats(out);
}

/** Runs test/bench/ingest.ts in its own process with the add-on's V8 flags and malloc settings. */
async function ingest(nodeFlags: string[], env: Record<string, string>): Promise<Record<string, unknown>> {
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', join(REPO, 'test/bench/ingest.ts'), '--seconds', String(flags['ingest-seconds']), '--rate-seconds', String(flags['rate-seconds'])],
    {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`ingest benchmark exited with ${code}`);
  return JSON.parse(out) as Record<string, unknown>;
}

/** CPU share of a whole signalk-assist process fed by the replay server at `rate` deltas per second. */
async function processCpu(rate: number, seconds: number, nodeFlags?: string[]): Promise<Record<string, number>> {
  const replay = await startReplay();
  const port = await freePort();
  const d = await startAssist({ role: 'replay', signalkUrl: replay.url, port, ...(nodeFlags ? { nodeFlags } : {}) });
  try {
    await replay.subscribed(30_000);
    await sleep(2000); // full model and cached values settled
    const window = async () => {
      const c0 = cpuSeconds(d.pid);
      const t0 = process.hrtime.bigint();
      await sleep(seconds * 1000);
      return (cpuSeconds(d.pid) - c0) / (msSince(t0) / 1000);
    };
    const idle = await window();
    replay.setRate(rate);
    await sleep(2000);
    const sent0 = replay.sent();
    const busy = await window();
    const sent = replay.sent() - sent0;
    replay.setRate(0);
    const health = (await (await fetch(`${d.url}/health`)).json()) as { signalk?: string };
    if (health.signalk !== 'connected') throw new Error(`the replay-fed process is ${health.signalk}, not connected`);
    return { rate, seconds, delivered_per_s: sent / seconds, idle_cpu_share: idle, cpu_share: busy, rss_mib: rssMiB(d.pid) };
  } finally {
    await d.stop();
    await replay.stop();
  }
}

async function aisCount(signalk: SignalKServer): Promise<number> {
  const vessels = await signalk.requestJson<Record<string, unknown>>('/signalk/v1/api/vessels');
  return Object.keys(vessels).filter((k) => /^urn:mrn:imo:mmsi:\d{9}$/.test(k)).length - 1; // minus self
}

async function main(): Promise<void> {
  // The SDK's HTTP client adds an abort listener per request to one long-lived signal; thousands of
  // calls on one connection would print a warning per call and add that to the timings.
  setMaxListeners(0);
  const nodeFlags = addonNodeFlags();
  const direct = flags['node-flags'] !== undefined ? { nodeFlags } : {};
  const env = flags['node-flags'] !== undefined ? {} : addonEnv();
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    loadavg_start: loadavg(),
    addon_node_flags: nodeFlags,
    addon_env: env,
    calls_per_figure: CALLS,
  };
  // Token budget of the tool surface and the answers (test/bench/tokens.ts): deterministic, measured first.
  console.log('Token budget of the tool list and the answers (demo vessel)...');
  results.tokens = await tokenBench();
  const started: Assist[] = [];
  let signalk: SignalKServer | null = null;
  try {
    console.log('Starting a real signalk-server with the recorded NMEA 2000 sample...');
    signalk = await startSignalK({ sampleN2k: true });
    const sk = signalk;
    await sk.sendDelta({
      context: 'vessels.self',
      updates: [
        { $source: 'bench.1', values: [{ path: 'notifications.environment.depth.belowKeel', value: { state: 'alarm', method: ['visual', 'sound'], message: 'Shallow water' } }] },
      ],
    });
    console.log(`Waiting for ${AIS_MIN} AIS targets (the sample brings them within about a minute)...`);
    await until(async () => (await aisCount(sk)) >= AIS_MIN, `${AIS_MIN} AIS targets`, 240_000, 1000);
    await sk.waitForPath('electrical.batteries.1.voltage', undefined, { timeoutMs: 60_000 });
    results.ais_targets = await aisCount(sk);

    // Start to first answer: the add-on process against a running server.
    const a = await startAssist({ role: 'ours-http', signalkUrl: sk.url, port: await freePort(), ...direct });
    started.push(a);
    const aHttp = await connectHttp(a);
    const first = await until(async () => (await call(aHttp, 'read_sensor', { path: 'navigation.position' })).display != null, 'a first answer', 30_000, 5);
    results.start_to_first_answer_ms = Number(first - a.started) / 1e6;
    console.log(`start to first answer: ${fmt(results.start_to_first_answer_ms as number)} ms`);

    const b = await startAssist({ role: 'ours-stdio', signalkUrl: sk.url, stdio: true, ...direct });
    started.push(b);
    // The baseline runs with the add-on's V8 flags too, from test/bench/rest-baseline.ts.
    const c = await startAssist({ role: 'baseline', signalkUrl: sk.url, stdio: true, port: await freePort(), baseline: true, nodeFlags });
    started.push(c);
    const cHttp = await connectHttp(c);
    await until(async () => (await call(b.stdio!, 'battery_state')).display != null, 'stdio answers', 30_000, 20);

    const qs = QUESTIONS;
    const answers: Record<string, unknown> = {};
    for (const q of qs) {
      const [o, r] = [await call(aHttp, q.tool, q.args), await call(cHttp, q.tool, q.args)];
      answers[q.label] = { ours: o.display, baseline: r.display };
      if (o.display == null || r.display == null) console.warn(`warning: ${q.label} has no answer (ours: ${o.display}, baseline: ${r.display})`);
    }
    results.answers = answers;

    // Latency over both transports.
    const latency: Record<string, Record<string, ToolFigures>> = { stdio: {}, http: {} };
    for (const [transport, ours, base] of [
      ['stdio', b.stdio!, c.stdio!],
      ['http', aHttp, cHttp],
    ] as const) {
      for (const q of qs) {
        process.stdout.write(`latency ${transport} ${q.label}... `);
        latency[transport]![q.label] = await measure(ours, base, q);
        const f = latency[transport]![q.label]!;
        console.log(
          `median ${fmt(f.ours.median)} ms (ping ${fmt(f.ping.median)}); with the baseline ${fmt(f.ours_with_baseline.median)} (ping ${fmt(f.ping_with_baseline.median)}, baseline ${fmt(f.baseline.median)})`,
        );
      }
    }
    results.latency_ms = latency;
    const hs: Record<string, Stats> = {};
    console.log('HTTP with a fresh session per call, as Home Assistant calls...');
    hs.ping = await sessionPerCall(a.url!, (cl) => cl.ping(), SESSION_CALLS);
    hs.battery = await sessionPerCall(a.url!, (cl) => cl.callTool({ name: 'battery_state', arguments: {} }), SESSION_CALLS);
    hs.battery_baseline = await sessionPerCall(c.url!, (cl) => cl.callTool({ name: 'battery_state', arguments: {} }), SESSION_CALLS);
    results.http_session_per_call_ms = hs;
    results.rss_after_latency_mib = { ours_http: rssMiB(a.pid), ours_stdio: rssMiB(b.pid), baseline: rssMiB(c.pid) };
    await sleep(2000); // the usage log is written on a timer
    results.server_side_ms = { stdio: serverMs(b), http: serverMs(a), baseline: serverMs(c) };

    // Ingest, while the soak goes on (the soak's processes are nearly idle).
    const aisTool = qs.find((q) => q.label === 'closest AIS');
    let soaking = true;
    const soak = (async () => {
      while (soaking) {
        await call(aHttp, 'battery_state').catch(() => {});
        if (aisTool) await call(aHttp, aisTool.tool, aisTool.args).catch(() => {});
        await sleep(1000);
      }
    })();
    console.log('Delta ingest through the frame handler...');
    const ing = await ingest(nodeFlags, env);
    console.log('Whole-process CPU at 1,000 deltas per second from a replaying stand-in server...');
    ing.process_at_1000 = await processCpu(1000, Number(flags['rate-seconds']), direct.nodeFlags);
    results.ingest = ing;

    const soakLeft = RSS_SECONDS * 1000 - msSince(a.started);
    if (soakLeft > 0) {
      console.log(`Soaking ${Math.round(soakLeft / 1000)} s more for the RSS figure (${RSS_SECONDS} s in all)...`);
      await sleep(soakLeft);
    }
    soaking = false;
    await soak;
    results.rss_mib = { ours_http: rssMiB(a.pid), ours_stdio: rssMiB(b.pid), baseline: rssMiB(c.pid), soak_seconds: msSince(a.started) / 1000 };

    // First fresh answer after SignalK restarts (signalk-assist keeps running).
    await b.stop();
    await c.stop();
    await sk.kill();
    await sleep(1500);
    const down = await aHttp.callTool({ name: 'read_sensor', arguments: { path: 'navigation.position' } });
    results.answers_while_signalk_down = down.isError !== true;
    const t0 = process.hrtime.bigint();
    await sk.restart();
    const reachable = process.hrtime.bigint();
    const since = Date.now() - 50;
    // The reading's own timestamp tells a fresh answer from an old one: ask in the full style.
    const aFull = new Client({ name: 'bench-full', version: '0' });
    await aFull.connect(new StreamableHTTPClientTransport(new URL(`${a.url}/mcp?answers=full`)));
    const back = await until(
      async () => {
        const ts = (await call(aFull, 'read_sensor', { path: 'navigation.position' })).timestamp;
        return typeof ts === 'string' && Date.parse(ts) >= since;
      },
      'a fresh answer after the restart',
      60_000,
      5,
    );
    results.signalk_restart_ms = Number(reachable - t0) / 1e6;
    results.first_answer_after_signalk_reachable_ms = Number(back - reachable) / 1e6;
  } finally {
    for (const s of started) await s.stop().catch(() => {});
    await signalk?.stop().catch(() => {});
  }
  // Assist through a real Home Assistant (2026.11.0 unless HA_VERSION names another), in its own process.
  const assistRun = spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/assist-ha.ts', '--json'], {
    cwd: REPO,
    env: { ...process.env, HA_VERSION: process.env.HA_VERSION ?? '2026.11.0' },
    encoding: 'utf8',
    timeout: 15 * 60_000,
  });
  if (assistRun.status === 0) results.assist_ha = JSON.parse(assistRun.stdout.trim().split('\n').pop()!) as AssistHaFigures;
  else console.log(`\nAssist bench not run: ${(assistRun.stderr || String(assistRun.error ?? assistRun.signal)).trim().split('\n').pop()}`);
  results.loadavg_end = loadavg();
  results.targets = targets(results);
  writeFileSync(resolve(REPO, String(flags.out)), JSON.stringify(results, null, 2) + '\n');
  report(results);
  process.exit(0);
}

interface Check {
  figure: string;
  value: number;
  target: string;
  pass: boolean;
}

/** The targets the figures are checked against: latency, ingest, memory, first answer, Assist. */
function targets(r: Record<string, unknown>): Check[] {
  const out: Check[] = [];
  const lat = r.latency_ms as Record<string, Record<string, ToolFigures>>;
  for (const [transport, tools] of Object.entries(lat)) {
    for (const [label, f] of Object.entries(tools)) {
      out.push({ figure: `${transport} ${label}: median / ping median`, value: f.median_over_ping, target: '<= 1.5', pass: f.median_over_ping <= 1.5 });
      out.push({ figure: `${transport} ${label}: p99 / ping p99`, value: f.p99_over_ping_p99, target: '<= 3', pass: f.p99_over_ping_p99 <= 3 });
      const need = label === 'battery' ? 3 : label === 'closest AIS' ? 10 : null;
      if (need !== null)
        out.push({ figure: `${transport} ${label}: baseline median / ours`, value: f.baseline_over_ours_median, target: `>= ${need}`, pass: f.baseline_over_ours_median >= need });
    }
  }
  const ing = r.ingest as { deltas_per_cpu_s: number; deltas_per_s_wall: number; at_rate: { cpu_share: number }; process_at_1000: { cpu_share: number } };
  const perCore = Math.min(ing.deltas_per_cpu_s, ing.deltas_per_s_wall);
  out.push({ figure: 'ingest deltas/s on one core', value: perCore, target: '>= 20000', pass: perCore >= 20_000 });
  out.push({ figure: 'ingest CPU % of a core at 1000/s (handler)', value: ing.at_rate.cpu_share * 100, target: '< 5', pass: ing.at_rate.cpu_share < 0.05 });
  const rss = (r.rss_mib as { ours_http: number }).ours_http;
  out.push({ figure: `RSS MiB after ${Math.round((r.rss_mib as { soak_seconds: number }).soak_seconds)} s`, value: rss, target: '<= 70', pass: rss <= 70 });
  const fa = r.first_answer_after_signalk_reachable_ms as number;
  out.push({ figure: 'first answer after SignalK reachable, ms', value: fa, target: '<= 1000', pass: fa <= 1000 });
  const assist = r.assist_ha as AssistHaFigures | undefined;
  if (assist) {
    out.push({ figure: 'Assist: built-in answer grows by, ms', value: assist.growth_ms, target: '<= 5', pass: assist.growth_ms <= 5 });
    const ratio = assist.ours.median / assist.builtin_with.median;
    out.push({ figure: 'Assist: ours / built-in answer (medians)', value: ratio, target: '<= 1', pass: ratio <= 1 });
  }
  return out;
}

function report(r: Record<string, unknown>): void {
  const lat = r.latency_ms as Record<string, Record<string, ToolFigures>>;
  const rows: (string | number)[][] = [];
  for (const [transport, tools] of Object.entries(lat)) {
    for (const [label, f] of Object.entries(tools)) {
      rows.push([
        `${transport} ${label}`,
        f.ours.median,
        f.ours.p99,
        f.ping.median,
        f.ping.p99,
        f.median_over_ping,
        f.p99_over_ping_p99,
        f.ours_with_baseline.median,
        f.median_over_ping_with_baseline,
        f.baseline.median,
        f.baseline.p99,
        f.baseline_over_ours_median,
      ]);
    }
  }
  console.log(`\nTool-call latency, ms (${CALLS} calls each, interleaved call by call; pass 1: ping and ours; pass 2: ping, ours and the baseline)\n`);
  console.log(table(['transport question', 'median', 'p99', 'ping med', 'ping p99', 'med/ping', 'p99/p99', 'p2 median', 'p2 med/ping', 'base med', 'base p99', 'base/ours'], rows));
  const side = r.server_side_ms as Record<string, Record<string, Stats>> | undefined;
  if (side) {
    console.log(`\nTime inside signalk-assist per call (its usage log), ms\n`);
    const tools = QUESTIONS.map((q) => q.tool);
    console.log(
      table(
        ['tool', 'stdio median', 'http median', 'baseline median', 'baseline p99'],
        tools.map((t) => [t, side.stdio?.[t]?.median ?? NaN, side.http?.[t]?.median ?? NaN, side.baseline?.[t]?.median ?? NaN, side.baseline?.[t]?.p99 ?? NaN]),
      ),
    );
  }
  const hs = r.http_session_per_call_ms as Record<string, Stats>;
  console.log(`\nHTTP, fresh session per call (Home Assistant's way), ms\n`);
  console.log(
    table(
      ['call', 'median', 'p99'],
      Object.entries(hs).map(([k, s]) => [k, s.median, s.p99]),
    ),
  );
  const ing = r.ingest as Record<string, unknown> & { at_rate: { cpu_share: number }; process_at_1000: { cpu_share: number; idle_cpu_share: number; delivered_per_s: number } };
  const rss = r.rss_mib as Record<string, number>;
  console.log('\nOther figures\n');
  console.log(
    table(
      ['figure', 'value'],
      [
        ['ingest deltas/s, one thread (wall)', ing.deltas_per_s_wall as number],
        ['ingest deltas per CPU second (process)', ing.deltas_per_cpu_s as number],
        ['CPU % of a core at 1000 deltas/s, handler', ing.at_rate.cpu_share * 100],
        ['CPU % of a core at 1000 deltas/s, whole process', ing.process_at_1000.cpu_share * 100],
        ['CPU % of a core idle, whole process', ing.process_at_1000.idle_cpu_share * 100],
        [`RSS MiB after ${fmt(rss.soak_seconds!)} s, HTTP (add-on)`, rss.ours_http!],
        ['RSS MiB, stdio', rss.ours_stdio!],
        ['RSS MiB, request-per-call baseline', rss.baseline!],
        ['start to first answer, ms', r.start_to_first_answer_ms as number],
        ['first fresh answer after SignalK reachable, ms', r.first_answer_after_signalk_reachable_ms as number],
        ['AIS targets', r.ais_targets as number],
      ],
    ),
  );
  printTokenFigures(r.tokens as TokenFigures);
  if (r.assist_ha) printAssistFigures(r.assist_ha as AssistHaFigures);
  console.log('\nTargets\n');
  console.log(
    table(
      ['check', 'value', 'target', ''],
      (r.targets as Check[]).map((c) => [c.figure, c.value, c.target, c.pass ? 'PASS' : 'FAIL']),
    ),
  );
  console.log(
    `\nnode ${r.node}, ${r.cpus} CPUs, load ${(r.loadavg_start as number[]).map((x) => x.toFixed(2)).join(' ')} -> ${(r.loadavg_end as number[]).map((x) => x.toFixed(2)).join(' ')}, add-on node flags: ${(r.addon_node_flags as string[]).join(' ') || '(none)'}, environment: ${
      Object.entries(r.addon_env as Record<string, string>)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ') || '(none)'
    }`,
  );
  console.log(`Written to ${flags.out}.`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
