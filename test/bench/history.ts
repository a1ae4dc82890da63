/**
 * The recent history's cost, in one process on simulated time:
 *   1. memory: a full day at 1,000 deltas per second (86.4 million readings of the tracked paths:
 *      wind, depth, pressure, temperature, two battery banks) fed into a History directly; the heap
 *      it holds after a full GC, against its own footprint() figure;
 *   2. ingest: deltas of one value each (the recorded N2K sample's paths and values, timestamps one
 *      millisecond apart) through VesselModel.applyDelta, today's model alone and then with the
 *      history attached, alternated three times; microseconds per delta of each and the difference.
 * Prints a table and one JSON line. Needs --expose-gc:
 *
 *   node --expose-gc --import tsx test/bench/history.ts [--deltas 300000]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { attachHistory, History } from '../../src/vessel/history.js';
import { VesselModel } from '../../src/vessel/model.js';
import { REPO } from './lib.js';

const { values: flags } = parseArgs({ options: { deltas: { type: 'string', default: '300000' } } });
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('run with node --expose-gc');
  process.exit(2);
}
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
};

const T0 = Date.parse('2026-11-30T00:00:00Z');
const PATHS = [
  'environment.wind.speedTrue',
  'environment.wind.speedApparent',
  'environment.wind.directionTrue',
  'environment.depth.belowKeel',
  'environment.depth.belowSurface',
  'environment.depth.belowTransducer',
  'environment.outside.pressure',
  'environment.outside.temperature',
  ...['house', 'start'].flatMap((b) => ['voltage', 'current', 'capacity.stateOfCharge'].map((l) => `electrical.batteries.${b}.${l}`)),
];
const VALUE: Record<string, number> = { 'environment.outside.pressure': 101_300, 'environment.outside.temperature': 290, 'environment.wind.directionTrue': 3 };

// 1. A full day at 1,000 readings a second.
const before = heap();
const day = new History(T0);
const started = process.hrtime.bigint();
const PER_SECOND = 1000;
for (let s = 0; s < 86_400; s++) {
  for (let i = 0; i < PER_SECOND; i++) {
    const path = PATHS[i % PATHS.length]!;
    day.record(path, T0 + s * 1000 + i, (VALUE[path] ?? 12) + (i % 7) * 0.01);
  }
}
const fillS = Number(process.hrtime.bigint() - started) / 1e9;
const held = heap() - before;
const footprint = day.footprint();

// 2. Ingest through the model, with and without the history.
const frames = JSON.parse(readFileSync(join(REPO, 'test/samples/ws-n2k-only-all-raw.json'), 'utf8')) as { msg: { updates?: { values?: { path: string; value: unknown }[] }[] } }[];
const values = frames.flatMap((f) => (f.msg.updates ?? []).flatMap((u) => u.values ?? [])).filter((v) => v.path !== '');
const N = Number(flags.deltas);
function run(withHistory: boolean): number {
  let t = T0;
  const model = new VesselModel(() => t + 1);
  if (withHistory) attachHistory(model, new History(T0));
  const deltas = Array.from({ length: 2000 }, (_, i) => values[i % values.length]!);
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) {
    t = T0 + i;
    const v = deltas[i % deltas.length]!;
    model.applyDelta({ updates: [{ timestamp: new Date(t).toISOString(), values: [v] }] });
  }
  return Number(process.hrtime.bigint() - start) / 1e3 / N;
}
run(false);
run(true); // warm-up
const base: number[] = [];
const withH: number[] = [];
for (let k = 0; k < 3; k++) {
  base.push(run(false));
  withH.push(run(true));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
const result = {
  day_readings: 86_400 * PER_SECOND,
  day_fill_s: Math.round(fillS * 10) / 10,
  day_series: footprint.series,
  day_bytes_footprint: footprint.bytes,
  day_heap_bytes: held,
  ingest_deltas: N,
  ingest_us_per_delta_model: Math.round(median(base) * 1000) / 1000,
  ingest_us_per_delta_with_history: Math.round(median(withH) * 1000) / 1000,
  ingest_us_added: Math.round((median(withH) - median(base)) * 1000) / 1000,
};
console.log(
  `full day at 1,000 deltas/s: ${result.day_readings} readings in ${result.day_fill_s} s; ${result.day_series} series, ` +
    `${(result.day_bytes_footprint / 1024).toFixed(0)} KiB of buckets, ${(result.day_heap_bytes / 1024).toFixed(0)} KiB held after GC`,
);
console.log(
  `ingest (${N} one-value deltas of the N2K sample): model ${result.ingest_us_per_delta_model} us/delta, ` +
    `with history ${result.ingest_us_per_delta_with_history} us/delta, added ${result.ingest_us_added} us/delta`,
);
console.log(JSON.stringify(result));
