/**
 * Which V8 flags the add-on should start node with: runs signalk-assist once per
 * candidate set of flags against the same real SignalK server (recorded N2K sample, ~60 AIS
 * targets), puts the same HTTP load on each, lets them all soak together, then reports RSS, tool
 * latency and ingest throughput per variant. The chosen flags live in addon/rootfs/run.sh.
 * (--lite-mode and --jitless are out: they turn WebAssembly off, which undici's HTTP parser and
 * Node's own fetch need.) A variant may also set environment variables (KEY=VALUE entries), e.g.
 * glibc's MALLOC_ARENA_MAX; they apply to its ingest process too.
 *
 *   node --import tsx test/bench/v8-flags.ts [--soak-seconds 120] [--calls 300] [--signalk-url URL]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { freePort } from '../helpers/net.js';
import { call, connectHttp, msSince, REPO, rssMiB, sleep, startAssist, stats, table, until, type Assist } from './lib.js';

const { values: flags } = parseArgs({
  options: {
    'soak-seconds': { type: 'string', default: '120' },
    calls: { type: 'string', default: '300' },
    'signalk-url': { type: 'string' },
    ais: { type: 'string', default: '55' },
  },
});

/** Node flags, and optionally environment (KEY=VALUE entries), per variant. */
const ADDON = ['--max-semi-space-size=1', '--optimize-for-size'];
const LIFTOFF = [...ADDON, '--liftoff-only'];
const VARIANTS: string[][] = [
  ADDON,
  // WebAssembly stays on V8's baseline compiler: no TurboFan tier-up of undici's llhttp parser, whose
  // compile of its large parser function is a native peak of about 30 MB.
  LIFTOFF,
  [...LIFTOFF, 'MALLOC_ARENA_MAX=2'],
  [...LIFTOFF, 'MALLOC_ARENA_MAX=2', 'MALLOC_TRIM_THRESHOLD_=131072'],
  [...LIFTOFF, '--v8-pool-size=1', 'MALLOC_ARENA_MAX=2'],
  [...LIFTOFF, '--single-threaded-gc', 'MALLOC_ARENA_MAX=2'],
  [...LIFTOFF, '--single-threaded', 'MALLOC_ARENA_MAX=2'],
  [...LIFTOFF, '--v8-pool-size=1', '--single-threaded-gc', 'MALLOC_ARENA_MAX=2'],
];

/** Peak resident memory of a process in MiB (VmHWM). */
const peakMiB = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** The KEY=VALUE entries of a variant as an environment. */
const envOf = (f: string[]) => Object.fromEntries(f.filter((x) => !x.startsWith('--')).map((x) => [x.slice(0, x.indexOf('=')), x.slice(x.indexOf('=') + 1)]));

async function ingest(variant: string[]): Promise<number> {
  const nodeFlags = variant.filter((x) => x.startsWith('--'));
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(REPO, 'test/bench/ingest.ts'), '--seconds', '3', '--rate-seconds', '3'], {
    cwd: REPO,
    env: { ...process.env, ...envOf(variant) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
      const a = await startAssist({ role: 'flags', signalkUrl: url, port: await freePort(), nodeFlags: f.filter((x) => x.startsWith('--')), env: envOf(f) });
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
        for (const [tool, args] of [
          ['battery_state', {}],
          ['get_ais_targets', { limit: 1 }],
          ['wind_state', {}],
        ] as const) {
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
    const peak = procs.map((p) => peakMiB(p.a.pid));
    for (const p of procs) await p.a.stop();
    for (const p of procs) p.ingest = await ingest(p.flags);
    console.log(
      '\n' +
        table(
          ['node flags', 'RSS after calls', 'RSS after soak', 'peak RSS', 'battery median ms', 'p99 ms', 'ping median ms', 'ingest deltas/s'],
          procs.map((p, i) => [p.flags.join(' ') || '(none)', p.rssAfterCalls!, rss[i]!, peak[i]!, p.latency!.median, p.latency!.p99, p.ping!.median, p.ingest!]),
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
