/**
 * Which V8 flags the add-on should start node with (issue 10): runs signalk-assist once per
 * candidate set of flags against the same real SignalK server (recorded N2K sample, ~60 AIS
 * targets), puts the same HTTP load on each, lets them all soak together, then reports RSS, tool
 * latency and ingest throughput per variant. The chosen flags live in addon/rootfs/run.sh.
 * (--lite-mode and --jitless are out: they turn WebAssembly off, which ws and any undici use need.)
 *
 *   node --import tsx test/bench/v8-flags.ts [--soak-seconds 120] [--calls 300] [--signalk-url URL]
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { call, connectHttp, msSince, REPO, rssMiB, sleep, startAssist, stats, table, until, type Assist } from './lib.js';

const { values: flags } = parseArgs({
  options: { 'soak-seconds': { type: 'string', default: '120' }, calls: { type: 'string', default: '300' }, 'signalk-url': { type: 'string' }, ais: { type: 'string', default: '55' } },
});

/** Node flags, and optionally environment (KEY=VALUE entries), per variant. */
const BASE = ['--max-semi-space-size=1', '--jitless', '--no-expose-wasm', '--optimize-for-size'];
const VARIANTS: string[][] = [
  ['--max-semi-space-size=1'],
  BASE,
  [...BASE, '--bytecode-old-age=1'],
  [...BASE, '--single-threaded'],
  [...BASE, '--v8-pool-size=1'],
  [...BASE, '--heap-growing-percent=20'],
  [...BASE, 'UV_THREADPOOL_SIZE=1'],
  [...BASE, '--single-threaded', '--bytecode-old-age=1'],
  ['--max-semi-space-size=1', '--max-opt=1', '--optimize-for-size', '--single-threaded', '--bytecode-old-age=1'],
];

async function ingest(nodeFlags: string[]): Promise<number> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(REPO, 'test/bench/ingest.ts'), '--seconds', '3', '--rate-seconds', '3'], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((r) => child.once('exit', r));
  const j = JSON.parse(out) as { deltas_per_s_wall: number; deltas_per_cpu_s: number };
  return Math.min(j.deltas_per_s_wall, j.deltas_per_cpu_s);
}

async function main(): Promise<void> {
  let signalk: SignalKServer | null = null;
  let url = flags['signalk-url'];
  if (!url) {
    signalk = await startSignalK({ sampleN2k: true });
    const sk = signalk;
    await until(async () => Object.keys(await sk.requestJson<Record<string, unknown>>('/signalk/v1/api/vessels')).length > Number(flags.ais), 'AIS targets', 240_000, 1000);
    url = sk.url;
  }
  const procs: { flags: string[]; a: Assist; latency?: ReturnType<typeof stats>; ping?: ReturnType<typeof stats>; rssAfterCalls?: number; ingest?: number }[] = [];
  try {
    for (const f of VARIANTS) {
      const env = Object.fromEntries(f.filter((x) => !x.startsWith('--')).map((x) => x.split('=') as [string, string]));
      const a = await startAssist({ role: 'flags', signalkUrl: url, port: await freePort(), nodeFlags: f.filter((x) => x.startsWith('--')), env });
      const client = await connectHttp(a);
      await until(async () => (await call(client, 'get_ais_targets')).display != null, `AIS answers with ${f.join(' ')}`, 30_000, 50).catch((e) => {
        throw new Error(`${(e as Error).message}\n${a.logs()}`);
      });
      procs.push({ flags: f, a });
    }
    for (const p of procs) {
      const client = p.a.http!;
      const lat: number[] = [];
      const ping: number[] = [];
      for (let i = 0; i < Number(flags.calls); i++) {
        const t0 = process.hrtime.bigint();
        await client.ping();
        ping.push(msSince(t0));
        for (const [tool, args] of [['battery_state', {}], ['get_ais_targets', { limit: 1 }], ['wind_state', {}]] as const) {
          const t0 = process.hrtime.bigint();
          await call(client, tool, args);
          if (tool === 'battery_state') lat.push(msSince(t0));
        }
      }
      p.latency = stats(lat);
      p.ping = stats(ping);
      p.rssAfterCalls = rssMiB(p.a.pid);
    }
    console.log(`Soaking ${flags['soak-seconds']} s (one battery and one AIS call per second each)...`);
    const end = Date.now() + Number(flags['soak-seconds']) * 1000;
    while (Date.now() < end) {
      for (const p of procs) {
        await call(p.a.http!, 'battery_state').catch(() => {});
        await call(p.a.http!, 'get_ais_targets').catch(() => {});
      }
      await sleep(1000);
    }
    const rss = procs.map((p) => rssMiB(p.a.pid));
    for (const p of procs) await p.a.stop();
    for (const p of procs) p.ingest = await ingest(p.flags.filter((x) => x.startsWith('--')));
    console.log(
      '\n' +
        table(
          ['node flags', 'RSS after calls', 'RSS after soak', 'battery median ms', 'p99 ms', 'ping median ms', 'ingest deltas/s'],
          procs.map((p, i) => [p.flags.join(' ') || '(none)', p.rssAfterCalls!, rss[i]!, p.latency!.median, p.latency!.p99, p.ping!.median, p.ingest!]),
        ),
    );
  } finally {
    for (const p of procs) await p.a.stop().catch(() => {});
    await signalk?.stop();
  }
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
