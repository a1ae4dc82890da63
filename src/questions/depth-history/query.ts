/**
 * depth_history: the least depth over the last hours (the anchorage at low water), from the recent
 * history (vessel/history.ts): "In the last 3 hours: shallowest 2.1 meters under the keel, now 3.4
 * meters." ("now" while the last reading is fresh; past the depth's freshness limit the lead says its
 * age and the figure is "last": "Until 46 seconds ago: ..., last 0.1 meters."; left out past the history's; zero and negative under the keel are said with their number). The depth depth_state speaks first: under the keel, else below the surface, else below
 * the transducer (the first the history holds in the window).
 */
import { feedSaid, historyDisplay, historyReading, hoursArg, newestIso, spanFields, spanOf, windowOf, type HistoryFields } from '../../queries/history-common.js';
import { limitFor } from '../../queries/common.js';
import { SELF } from '../../vessel/model.js';
import { defineQuery } from '../../queries/types.js';
import { DEPTH_HISTORY } from './answer.js';

export interface DepthHistoryResult extends HistoryFields {
  /** The SignalK path summarized, or null. */
  path: string | null;
  /** Least depth in the window, meters. */
  min_m: number | null;
  /** ISO time of the first reading in the minute that held the least depth, or null. */
  min_at: string | null;
  /** The last depth in the window, meters. */
  last_m: number | null;
}

const PATHS = [
  ['environment.depth.belowKeel', 'belowKeel'],
  ['environment.depth.belowSurface', 'belowSurface'],
  ['environment.depth.belowTransducer', 'belowTransducer'],
] as const;
const DEFAULT_HOURS = 6;

export const query = defineQuery({
  name: 'depth_history',
  title: 'Depth history',
  description: 'Shallowest water over the last 6 hours, or the hours asked (low tide at anchor). Now: depth_state.',
  input: { hours: hoursArg(DEFAULT_HOURS) },
  subject: 'depth',
  described: false,
  run({ hours = DEFAULT_HOURS }, ctx): DepthHistoryResult {
    const window = windowOf(ctx, hours);
    let found: { path: string; key: (typeof PATHS)[number][1]; s: NonNullable<ReturnType<NonNullable<typeof ctx.history>['summary']>> } | null = null;
    for (const [path, key] of PATHS) {
      const s = ctx.history?.summary(path, window.from, window.now) ?? null;
      if (s) {
        found = { path, key, s };
        break;
      }
    }
    const span = found ? spanOf(ctx, window, found.path, found.s) : null;
    // "now" is what depth_state would say: past the depth's own freshness limit (not the history's
    // five minutes) the figure is "last" and the lead says its age (answer.ts).
    const reading = {
      ...historyReading(ctx, span),
      path: found?.key ?? null,
      min: found?.s.min ?? null,
      last: found?.s.last ?? null,
      lastFreshMs: limitFor(found?.path ?? PATHS[0][0], SELF, ctx.staleness),
    };
    const display = historyDisplay(ctx, reading, ctx.speaker.answer(DEPTH_HISTORY, reading));
    return feedSaid(ctx, {
      ...spanFields(hours, span),
      path: found?.path ?? null,
      min_m: found?.s.min ?? null,
      min_at: found ? new Date(found.s.minTime).toISOString() : null,
      last_m: found?.s.last ?? null,
      display,
      timestamp: newestIso(span),
    });
  },
});
