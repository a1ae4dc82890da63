/**
 * `npm run bench`: performance figures against a real SignalK server replaying its recorded
 * NMEA 2000 sample. Prints a table and writes bench-results.json. Not part of `npm test`.
 *
 *   npm run bench                      # everything, RSS after 5 minutes
 *   npm run bench -- --rss-seconds 30  # shorter soak
 *
 * Figures (median and p99 over many calls, ratios against a floor measured in the same run):
 *  - start to first answer: signalk-assist spawned against a running server, until a tool answers with data;
 *  - first answer after SignalK becomes reachable (signalk-assist started first);
 *  - tool-call latency over HTTP on loopback, and the MCP ping floor on the same connection;
 *  - RSS of signalk-assist after the soak.
 * signalk-assist runs from the build (dist/), as in the add-on image.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startSignalK, freePort } from '../helpers/signalk.js';

const { values: flags } = parseArgs({ options: { 'rss-seconds': { type: 'string', default: '300' }, calls: { type: 'string', default: '400' } } });
const RSS_SECONDS = Number(flags['rss-seconds']);
const CALLS = Number(flags.calls);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (ns: bigint) => Number(ns) / 1e6;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { n: s.length, median: q(0.5), p99: q(0.99), min: s[0]! };
}

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function spawnAssist(signalkUrl: string): Promise<{ child: ChildProcess; url: string; started: bigint }> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['dist/cli.js', 'serve', '--port', String(port), '--signalk-url', signalkUrl], {
    env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent.json' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, url: `http://127.0.0.1:${port}`, started };
}

async function connect(url: string, deadlineMs = 30_000): Promise<Client> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    try {
      const client = new Client({ name: 'bench', version: '0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
      return client;
    } catch (e) {
      if (Date.now() > end) throw e;
      await sleep(20);
    }
  }
}

/** Polls read_sensor until the path's reading is newer than `since` (epoch ms); returns when. */
async function firstFresh(client: Client, path: string, since: number, deadlineMs = 30_000): Promise<bigint> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const r = await client.callTool({ name: 'read_sensor', arguments: { path } });
    const ts = (r.structuredContent as { timestamp?: string | null } | undefined)?.timestamp;
    if (ts && Date.parse(ts) >= since) return process.hrtime.bigint();
    if (Date.now() > end) throw new Error(`${path} got no fresh value within ${deadlineMs} ms`);
    await sleep(10);
  }
}

/** Polls a tool until its display is non-null; returns the time it happened. */
async function firstAnswer(client: Client, tool: string, args: Record<string, unknown>, deadlineMs = 30_000): Promise<bigint> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const r = await client.callTool({ name: tool, arguments: args });
    if ((r.structuredContent as { display?: unknown } | undefined)?.display) return process.hrtime.bigint();
    if (Date.now() > end) throw new Error(`${tool} gave no answer within ${deadlineMs} ms`);
    await sleep(10);
  }
}

async function timeCalls(fn: () => Promise<unknown>, n: number): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < Math.min(50, n); i++) await fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    out.push(ms(process.hrtime.bigint() - t0));
  }
  return stats(out);
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, calls: CALLS };
  console.log('Starting a real signalk-server with the recorded NMEA 2000 sample...');
  const signalk = await startSignalK({ sampleN2k: true });
  try {
    await signalk.waitForPath('navigation.position', undefined, { timeoutMs: 30_000 });
    await signalk.waitForPath('electrical.batteries.1.voltage', undefined, { timeoutMs: 60_000 });

    // 1. Start to first answer against a running server.
    const a = await spawnAssist(signalk.url);
    const client = await connect(a.url);
    const first = await firstAnswer(client, 'read_sensor', { path: 'navigation.position' });
    results.start_to_first_answer_ms = ms(first - a.started);

    // 2. First answer after SignalK becomes reachable (signalk-assist already running).
    await signalk.stop().catch(() => {});
    const signalk2 = await startSignalK({ sampleN2k: true });
    const b = await spawnAssist(signalk2.url);
    const clientB = await connect(b.url);
    await firstAnswer(clientB, 'read_sensor', { path: 'navigation.position' });
    await signalk2.kill();
    await sleep(1500);
    const down = await clientB.callTool({ name: 'read_sensor', arguments: { path: 'navigation.position' } });
    results.answers_while_signalk_down = !((down as { isError?: boolean }).isError);
    const t0 = process.hrtime.bigint();
    await signalk2.restart();
    const reachable = process.hrtime.bigint();
    const back = await firstFresh(clientB, 'navigation.position', Date.now() - 50, 60_000).catch(() => null);
    results.signalk_restart_ms = ms(reachable - t0);
    results.first_answer_after_signalk_reachable_ms = back ? ms(back - reachable) : null;

    // 3. Latency over HTTP on loopback, against the floor (MCP ping on the same connection).
    const tools: [string, Record<string, unknown>][] = [
      ['battery_state', {}],
      ['depth_state', {}],
      ['get_active_alarms', {}],
      ['read_sensor', { path: 'environment.wind.speedApparent' }],
    ];
    const lat: Record<string, unknown> = {};
    const ping = await timeCalls(() => clientB.ping(), CALLS);
    lat.ping = ping;
    for (const [name, args] of tools) {
      const s = await timeCalls(() => clientB.callTool({ name, arguments: args }), CALLS);
      lat[name] = { ...s, median_over_ping: s.median / ping.median, p99_over_ping: s.p99 / ping.p99 };
    }
    results.http_latency_ms = lat;

    // 4. RSS after the soak.
    const endSoak = Date.now() + RSS_SECONDS * 1000;
    console.log(`Soaking ${RSS_SECONDS} s for the RSS figure...`);
    while (Date.now() < endSoak) {
      await clientB.callTool({ name: 'battery_state', arguments: {} });
      await sleep(1000);
    }
    results.rss_after_soak_mib = rssMiB(b.child.pid!);
    results.soak_seconds = RSS_SECONDS;

    await client.close();
    await clientB.close();
    a.child.kill();
    b.child.kill();
    await signalk2.stop();
  } finally {
    await signalk.stop().catch(() => {});
  }
  writeFileSync('bench-results.json', JSON.stringify(results, null, 2));
  console.log(JSON.stringify(results, null, 2));
  const l = results.http_latency_ms as Record<string, { median: number; p99: number }>;
  console.log('\nfigure                               median ms   p99 ms   median/ping  p99/ping');
  for (const [k, v] of Object.entries(l)) {
    const r = v as { median: number; p99: number; median_over_ping?: number; p99_over_ping?: number };
    console.log(`${k.padEnd(36)} ${r.median.toFixed(3).padStart(9)} ${r.p99.toFixed(3).padStart(8)}   ${(r.median_over_ping ?? 1).toFixed(2).padStart(9)}  ${(r.p99_over_ping ?? 1).toFixed(2).padStart(8)}`);
  }
  console.log(`start to first answer: ${(results.start_to_first_answer_ms as number).toFixed(0)} ms; first fresh answer after SignalK restarted and reachable: ${results.first_answer_after_signalk_reachable_ms} ms; RSS after ${RSS_SECONDS} s: ${(results.rss_after_soak_mib as number).toFixed(1)} MiB`);
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
