/**
 * Delta ingest, run by test/bench/run.ts in its own process (with the add-on's V8 flags) so that
 * nothing else shares its thread: recorded WebSocket frames (test/samples/ws-n2k-only-all-raw.json,
 * self and AIS deltas) go through the client's real frame handler (`handleFrame`: JSON text ->
 * vessel model) of the build in dist/.
 *   1. paced at a fixed rate (default 1,000 frames per second): the process's CPU share over a
 *      fixed window (process.cpuUsage), idle overhead included;
 *   2. as fast as possible: frames per second of wall time on this one thread, and per second of
 *      CPU time of the whole process (GC helper threads included).
 * Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { REPO } from './lib.js';

type ClientModule = typeof import('../../src/signalk/client.js');
type ModelModule = typeof import('../../src/vessel/model.js');

const { values: flags } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, rate: { type: 'string', default: '1000' }, 'rate-seconds': { type: 'string', default: '20' } },
});

async function main(): Promise<void> {
  const { handleFrame } = (await import(pathToFileURL(join(REPO, 'dist/signalk/client.js')).href)) as ClientModule;
  const { VesselModel } = (await import(pathToFileURL(join(REPO, 'dist/vessel/model.js')).href)) as ModelModule;
  const recorded = JSON.parse(readFileSync(join(REPO, 'test/samples/ws-n2k-only-all-raw.json'), 'utf8')) as { msg: unknown }[];
  // Frames as ws hands them over (Buffers); the client turns each into text for the handler.
  const frames = recorded.map((f) => Buffer.from(JSON.stringify(f.msg)));
  const hello = frames[0]!;
  const deltas = frames.slice(1);
  const bytes = deltas.reduce((n, b) => n + b.length, 0) / deltas.length;

  // 1. CPU share at a fixed rate, first so that no garbage of the flat-out run is collected in its
  // window. A 10 ms tick feeds what is due, so the rate holds whatever the timer jitter.
  const rate = Number(flags.rate);
  const rateSeconds = Number(flags['rate-seconds']);
  const paced = new VesselModel();
  handleFrame(paced, hello.toString());
  for (let i = 0; i < 2000; i++) handleFrame(paced, deltas[i % deltas.length]!.toString()); // warm-up
  let sent = 0;
  const share = await new Promise<{ cpu_share: number; frames: number; seconds: number }>((resolve) => {
    const start = process.hrtime.bigint();
    const c0 = process.cpuUsage();
    const timer = setInterval(() => {
      const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
      const due = Math.floor(elapsed * rate);
      while (sent < due) handleFrame(paced, deltas[sent++ % deltas.length]!.toString());
      if (elapsed >= rateSeconds) {
        clearInterval(timer);
        const c = process.cpuUsage(c0);
        resolve({ cpu_share: (c.user + c.system) / 1e6 / elapsed, frames: sent, seconds: elapsed });
      }
    }, 10);
  });

  // 2. Throughput.
  const model = new VesselModel();
  handleFrame(model, hello.toString());
  const feed = (n: number) => {
    let values = 0;
    for (let i = 0; i < n; i++) values += handleFrame(model, deltas[i % deltas.length]!.toString());
    return values;
  };
  const warmEnd = Date.now() + 1500;
  while (Date.now() < warmEnd) feed(deltas.length);
  const seconds = Number(flags.seconds);
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let n = 0;
  let values = 0;
  const end = t0 + BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() < end) {
    values += feed(deltas.length);
    n += deltas.length;
  }
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  const cpuS = (cpu.user + cpu.system) / 1e6;

  const out = {
    sample_frames: deltas.length,
    mean_frame_bytes: bytes,
    deltas_per_s_wall: n / wall,
    deltas_per_cpu_s: n / cpuS,
    values_per_s_wall: values / wall,
    seconds: wall,
    model_stats: model.stats,
    at_rate: { rate, ...share },
    heap_used_mib: process.memoryUsage().heapUsed / 1048576,
  };
  process.stdout.write(JSON.stringify(out) + '\n');
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
