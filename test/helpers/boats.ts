/**
 * Boats the tests ask: the demo vessel some seconds into its passage, at a fixed clock, with what the
 * add-on gives the queries (barometer trend, the history since start, its active route), the
 * recorded NMEA 2000 sample, and a boat that sends the questions' example readings.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDemoVessel } from '../../src/demo/index.js';
import { routeResourceDelta } from '../../src/demo/resource.js';
import { handleFrame } from '../../src/signalk/client.js';
import { attachEnergyMeter, EnergyMeter } from '../../src/vessel/energy.js';
import { attachHistory, History } from '../../src/vessel/history.js';
import { VesselModel } from '../../src/vessel/model.js';
import { attachPressureHistory, PressureHistory } from '../../src/vessel/pressure-history.js';
import { QUESTIONS } from '../../src/questions/index.js';
import type { Question } from '../../src/questions/types.js';
import type { AnswerSources } from './tool-answers.js';

/** When every demo passage of the tests starts (a summer morning off Cascais). */
export const DEMO_START = Date.parse('2026-06-21T10:00:00Z');

/**
 * The demo vessel `seconds` after DEMO_START, ticked once a second; `now` is that instant. `energy`
 * counts every bank's energy from the start (the energy sensors' counters, vessel/energy.ts).
 */
export function demoAfter(seconds: number): { model: VesselModel; now: number; history: PressureHistory; sources: AnswerSources; energy: EnergyMeter } {
  let now = DEMO_START;
  const demo = createDemoVessel({ now: () => now });
  const model = new VesselModel(() => now);
  const history = new PressureHistory();
  attachPressureHistory(model, history);
  const recent = new History(now);
  attachHistory(model, recent);
  const energy = new EnergyMeter(model);
  attachEnergyMeter(model, energy);
  model.selfContext = demo.selfContext;
  for (const d of demo.initialDeltas()) model.applyDelta(d);
  model.applyDelta(routeResourceDelta(demo.selfContext, demo.route(), new Date(now).toISOString()));
  for (let i = 0; i < seconds; i++) {
    now += 1000;
    for (const d of demo.tick()) model.applyDelta(d);
  }
  return { model, now, history, sources: { pressureHistory: history, history: recent }, energy };
}

/**
 * The recorded NMEA 2000 sample (test/samples/): its WebSocket frames replayed at their own times into
 * the histories and the energy counters, then its full model; `now` is two seconds after its newest reading.
 */
export function n2kSample(): { model: VesselModel; now: number; sources: AnswerSources; energy: EnergyMeter } {
  const sample = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../samples/${name}`, import.meta.url)), 'utf8'));
  const frames = sample('ws-n2k-only-all-raw.json') as { t_ms: number; msg: { timestamp?: string } }[];
  const start = Date.parse(frames[0]!.msg.timestamp!);
  let now = start;
  const model = new VesselModel(() => now);
  const pressureHistory = new PressureHistory();
  attachPressureHistory(model, pressureHistory);
  const history = new History(start);
  attachHistory(model, history);
  const energy = new EnergyMeter(model);
  attachEnergyMeter(model, energy);
  for (const f of frames) {
    now = start + f.t_ms;
    handleFrame(model, JSON.stringify(f.msg));
  }
  const full = sample('full-model-n2k-only-raw.json');
  const newest = Math.max(...[...JSON.stringify(full).matchAll(/"timestamp":"([^"]+)"/g)].map((m) => Date.parse(m[1]!)).filter(Number.isFinite));
  now = newest + 1000;
  model.applyFullModel(full);
  return { model, now: newest + 2000, sources: { pressureHistory, history }, energy };
}

/** When the example boat's readings are last sent (its `now`): the demo's summer morning. */
export const EXAMPLE_NOW = DEMO_START;

/**
 * A boat that sends the example readings of `questions` (default every question; src/questions/
 * `example`): the same values every minute for the last hour, so that the histories hold an hour
 * of them, with the histories and the barometer trend the add-on gives its queries. `now` is the last send.
 */
export function exampleBoat(questions: readonly Question[] = QUESTIONS): { model: VesselModel; now: number; sources: AnswerSources } {
  let now = EXAMPLE_NOW - 3_600_000;
  const model = new VesselModel(() => now);
  const pressureHistory = new PressureHistory();
  attachPressureHistory(model, pressureHistory);
  const history = new History(now);
  attachHistory(model, history);
  const send = (context: string, values: Readonly<Record<string, unknown>>) =>
    model.applyDelta({
      context,
      updates: [{ $source: 'example.1', timestamp: new Date(now).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
    });
  for (; now <= EXAMPLE_NOW; now += 60_000) {
    for (const { example } of questions) {
      send('vessels.self', example.self);
      for (const [context, values] of Object.entries(example.others ?? {})) send(context, values);
    }
  }
  return { model, now: EXAMPLE_NOW, sources: { pressureHistory, history } };
}
