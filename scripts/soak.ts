/**
 * Soak: signalk-assist as the add-on runs it (the bundle with addon/rootfs/run.sh's V8 flags and
 * MALLOC_ variables, plus --expose-gc and a probe, test/helpers/soak-probe.cjs, that reports the heap
 * after a full GC on SIGUSR2) against the stand-in SignalK server (test/helpers/hostile-signalk.ts),
 * fed `--rate` deltas a second (11 values each: our own vessel and 20 AIS targets in turn) for
 * `--minutes`, with one MCP tool call a second over HTTP. Every minute, and at the end, it prints
 * RSS, heap after GC, calls, failed calls, p50/p99 latency and CPU. Not part of CI (bounded by --minutes).
 *
 *   npm run build && node --import tsx scripts/soak.ts --minutes 10 --rate 1000
 *
 * Target: 0 failed calls; heap after GC at the end within 2 MB of its value after the first minute.
 * Everything binds to 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { call, connectHttp, cpuSeconds, REPO, RUN_SH, rssMiB, sleep, startAssist, stats, type Assist } from '../test/bench/lib.js';
import { startHostileSignalK } from '../test/helpers/hostile-signalk.js';
import { freePort } from '../test/helpers/net.js';

const { values: flags } = parseArgs({ options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '1000' } } });
const MINUTES = Number(flags.minutes);
const RATE = Number(flags.rate);
const CALL_TIMEOUT_MS = 5000;
/** The questions asked in turn, one a second. */
const QUESTIONS: [string, Record<string, unknown>][] = [
  ['get_active_alarms', {}],
  ['depth_state', {}],
  ['read_sensor', { path: 'navigation.speedOverGround' }],
  ['get_ais_targets', {}],
  ['man_overboard', {}],
  ['navigation_state', {}],
];

/** run.sh's node flags (its exec line), so the soak runs what the add-on runs. */
function runShFlags(): string[] {
  const exec = readFileSync(RUN_SH, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('exec node '));
  if (!exec) throw new Error(`no "exec node" line in ${RUN_SH}`);
  const words = exec.split(/\s+/).slice(2); // after "exec node": its flags, up to the script
  return words.slice(
    0,
    words.findIndex((w) => !w.startsWith('--')),
  );
}

/** Asks the add-on for its heap after a full GC (the probe answers on stderr); MiB. */
async function heapAfterGc(assist: Assist): Promise<number> {
  const before = assist.logs().split('SOAK-PROBE').length;
  process.kill(assist.pid, 'SIGUSR2');
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const parts = assist.logs().split('SOAK-PROBE ');
    if (parts.length > before) return (JSON.parse(parts.at(-1)!.split('\n')[0]!) as { heapUsed: number }).heapUsed / 1024 / 1024;
    await sleep(20);
  }
  throw new Error('the probe did not answer within 10 s');
}

async function main(): Promise<void> {
  const sk = await startHostileSignalK();
  const port = await freePort();
  const assist = await startAssist({
    role: 'soak',
    signalkUrl: sk.url,
    port,
    env: { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' },
    nodeFlags: [...runShFlags(), '--expose-gc', '--require', join(REPO, 'test/helpers/soak-probe.cjs')],
  });
  const client = await connectHttp(assist);
  console.log(`soak: ${MINUTES} min, ${RATE} deltas/s of 11 values, 1 tool call/s; signalk-assist pid ${assist.pid}, flags ${runShFlags().join(' ')} --expose-gc`);

  // The feed: every 10 ms, what the rate asks for since the start (a late timer catches up).
  let sent = 0;
  let tick = 0;
  const feedStart = Date.now();
  const feed = setInterval(() => {
    const n = Math.floor((RATE * (Date.now() - feedStart)) / 1000) - sent;
    for (let i = 0; i < n; i++, tick++) {
      const ais = tick % 21;
      const v = (tick % 1000) / 100;
      const values: Record<string, unknown> = {
        'navigation.speedOverGround': 3 + v / 10,
        'navigation.courseOverGroundTrue': v / 10,
        'navigation.headingTrue': v / 10,
        'navigation.position': { latitude: 38.69 + ais * 0.001 + v / 1e5, longitude: -9.415 + ais * 0.001 },
        'environment.depth.belowKeel': 4 + v / 10,
        'environment.wind.speedApparent': 5 + v,
        'environment.wind.angleApparent': v / 10,
        'electrical.batteries.house.voltage': 12.6 + v / 100,
        'electrical.batteries.house.current': v - 5,
        'propulsion.main.revolutions': 20 + v,
        'environment.water.temperature': 290 + v / 10,
      };
      sk.set(ais === 0 ? 'vessels.self' : `vessels.urn:mrn:imo:mmsi:2300001${String(ais).padStart(2, '0')}`, values);
      sent++;
    }
  }, 10);

  const t0 = Date.now();
  const cpu0 = cpuSeconds(assist.pid);
  const all: number[] = [];
  let failed = 0;
  let minute: number[] = [];
  let minuteFailed = 0;
  let cpuMark = cpu0;
  let timeMark = t0;
  let heapFirstMinute = NaN;
  const failures: string[] = [];
  const lines: string[] = [];
  for (let i = 0; Date.now() - t0 < MINUTES * 60_000; i++) {
    const due = t0 + (i + 1) * 1000;
    const [tool, args] = QUESTIONS[i % QUESTIONS.length]!;
    const start = process.hrtime.bigint();
    try {
      await Promise.race([call(client, tool, args), sleep(CALL_TIMEOUT_MS).then(() => Promise.reject(new Error(`${tool}: no answer within ${CALL_TIMEOUT_MS} ms`)))]);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      all.push(ms);
      minute.push(ms);
    } catch (e) {
      failed++;
      minuteFailed++;
      if (failures.length < 5) failures.push((e as Error).message);
    }
    if ((i + 1) % 60 === 0) {
      const heap = await heapAfterGc(assist);
      if (Number.isNaN(heapFirstMinute)) heapFirstMinute = heap;
      const cpu = cpuSeconds(assist.pid);
      const s = stats(minute);
      const line = `minute ${(i + 1) / 60}: RSS ${rssMiB(assist.pid).toFixed(1)} MiB, heap after GC ${heap.toFixed(2)} MiB, calls ${minute.length + minuteFailed}, failed ${minuteFailed}, p50 ${s.median.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, CPU ${((100 * (cpu - cpuMark)) / ((Date.now() - timeMark) / 1000)).toFixed(1)} % of a core, ${sent} deltas sent`;
      console.log(line);
      lines.push(line);
      minute = [];
      minuteFailed = 0;
      cpuMark = cpu;
      timeMark = Date.now();
    }
    await sleep(Math.max(0, due - Date.now()));
  }
  clearInterval(feed);
  const heapEnd = await heapAfterGc(assist);
  const s = stats(all);
  const seconds = (Date.now() - t0) / 1000;
  console.log(
    [
      `soak done: ${seconds.toFixed(0)} s, ${sent} deltas (${(sent / seconds).toFixed(0)}/s), ${all.length + failed} calls, ${failed} failed`,
      `  latency: p50 ${s.median.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`,
      `  CPU: ${((100 * (cpuSeconds(assist.pid) - cpu0)) / seconds).toFixed(1)} % of a core; RSS at the end ${rssMiB(assist.pid).toFixed(1)} MiB`,
      `  heap after GC: ${heapFirstMinute.toFixed(2)} MiB after the first minute, ${heapEnd.toFixed(2)} MiB at the end (${(heapEnd - heapFirstMinute >= 0 ? '+' : '') + (heapEnd - heapFirstMinute).toFixed(2)} MiB)`,
      ...(failures.length ? [`  failures: ${failures.join(' | ')}`] : []),
    ].join('\n'),
  );
  await assist.stop();
  await sk.close();
  process.exit(failed === 0 && heapEnd - heapFirstMinute <= 2 ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
