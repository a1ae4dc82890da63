/**
 * Boats the tests ask: the demo vessel some seconds into its passage, at a fixed clock, with what the
 * add-on gives the queries (barometer trend, the history since start, its active route).
 */
import { createDemoVessel } from '../../src/demo/index.js';
import { routeResourceDelta } from '../../src/demo/resource.js';
import { attachHistory, History } from '../../src/vessel/history.js';
import { VesselModel } from '../../src/vessel/model.js';
import { attachPressureHistory, PressureHistory } from '../../src/vessel/pressure-history.js';
import type { AnswerSources } from './tool-answers.js';

/** When every demo passage of the tests starts (a summer morning off Cascais). */
export const DEMO_START = Date.parse('2026-06-21T10:00:00Z');

/** The demo vessel `seconds` after DEMO_START, ticked once a second; `now` is that instant. */
export function demoAfter(seconds: number): { model: VesselModel; now: number; history: PressureHistory; sources: AnswerSources } {
  let now = DEMO_START;
  const demo = createDemoVessel({ now: () => now });
  const model = new VesselModel(() => now);
  const history = new PressureHistory();
  attachPressureHistory(model, history);
  const recent = new History(now);
  attachHistory(model, recent);
  model.selfContext = demo.selfContext;
  for (const d of demo.initialDeltas()) model.applyDelta(d);
  model.applyDelta(routeResourceDelta(demo.selfContext, demo.route(), new Date(now).toISOString()));
  for (let i = 0; i < seconds; i++) {
    now += 1000;
    for (const d of demo.tick()) model.applyDelta(d);
  }
  return { model, now, history, sources: { pressureHistory: history, history: recent } };
}
