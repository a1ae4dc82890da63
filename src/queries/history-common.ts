/**
 * Shared by the four recent-history queries (src/questions/wind-history/, battery-history/,
 * depth-history/, air-history/): the `hours` argument, the span an answer knows (vessel/history.ts
 * summaries) and the fields every one of them returns.
 */
import { z } from 'zod';
import type { HistoryReading, HistorySpan } from '../speech/types.js';
import type { SeriesSummary } from '../vessel/history.js';
import { SELF } from '../vessel/model.js';
import { limitFor } from './common.js';
import { FEED_SAID, feedOf, sayNone } from './feed.js';
import type { BaseResult, QueryContext } from './types.js';

/** The history is kept a day at most (vessel/history.ts BUCKETS). */
export const MAX_HOURS = 24;

/**
 * A summary's last reading is said to be old past the path's freshness limit, but never under five
 * minutes: a history answer is about hours, and a wind reading 40 seconds old changes none of it.
 */
export const HISTORY_STALE_MIN_MS = 5 * 60_000;

/** The `hours` argument of a history query, with its default. */
export function hoursArg(defaultHours: number) {
  return z.number().min(0.1).max(MAX_HOURS).optional().describe(`Hours back, default ${defaultHours}, at most ${MAX_HOURS}`);
}

/** What every history answer returns besides its own values. */
export interface HistoryFields extends BaseResult {
  /** The hours asked about. */
  hours: number;
  /** Seconds from the first reading used to the question; null when none. */
  span_s: number | null;
  /** Longest interval without readings inside the span, seconds (not spoken: the speaking budget); null when none. */
  gap_s: number | null;
  /** True when the answer knows only the time since this process started, inside the hours asked ("since I started"; speech/answers/history.ts). */
  since_start: boolean;
}

/** The question's window: [now − hours, now] in epoch ms. */
export function windowOf(ctx: QueryContext, hours: number): { from: number; now: number } {
  const now = ctx.now();
  return { from: now - hours * 3600_000, now };
}

/**
 * The span of the summaries used (the first `main` decides gaps), or null when none has a reading.
 * Staleness of the last reading by the path's freshness limit (common.ts limitFor), at least HISTORY_STALE_MIN_MS.
 */
export function spanOf(
  ctx: QueryContext,
  window: { from: number; now: number },
  path: string,
  main: SeriesSummary | null,
  others: (SeriesSummary | null)[] = [],
): HistorySpan | null {
  const all = [main, ...others].filter((s): s is SeriesSummary => s !== null);
  if (all.length === 0 || !ctx.history) return null;
  return {
    from: window.from,
    now: window.now,
    firstTime: Math.min(...all.map((s) => s.firstTime)),
    lastTime: Math.max(...all.map((s) => s.lastTime)),
    startedAt: ctx.history.startedAt,
    longestGapMs: main?.longestGapMs ?? 0,
    staleAfterMs: Math.max(limitFor(path, SELF, ctx.staleness), HISTORY_STALE_MIN_MS),
  };
}

/** The common fields of an answer over `span` (null: nothing remembered). */
export function spanFields(hours: number, span: HistorySpan | null): Pick<HistoryFields, 'hours' | 'span_s' | 'gap_s' | 'since_start'> {
  return {
    hours,
    span_s: span ? Math.round((span.now - span.firstTime) / 1000) : null,
    gap_s: span ? Math.round(span.longestGapMs / 1000) : null,
    since_start: span !== null && span.startedAt > span.from && span.firstTime > span.from + 2 * 60_000 && span.firstTime <= span.startedAt + 2 * 60_000,
  };
}

/** The ISO time of the newest reading an answer used (its `timestamp`: how current the summary is). */
export function newestIso(span: HistorySpan | null): string | null {
  return span ? new Date(span.lastTime).toISOString() : null;
}

/**
 * What every history answer is given besides its values (speech/types.ts HistoryReading): the span
 * (null: nothing remembered), how long this process has remembered, and whether contact is lost (the
 * answer then says what was known until the last contact, "I can't reach the boat's SignalK server;
 * until 43 seconds ago: lowest charge 79 percent.", whole values only).
 */
export function historyReading(ctx: QueryContext, span: HistorySpan | null): HistoryReading {
  return { span, startedAgoMs: ctx.history ? ctx.now() - ctx.history.startedAt : null, lost: feedOf(ctx).status === 'down' };
}

/**
 * The display of a history answer from what the Speaker said of `reading`: the summary as said; with
 * nothing remembered, the "no readings" sentence only while the feed is up (feed.ts sayNone: never
 * "none" about what we cannot see).
 */
export function historyDisplay(ctx: QueryContext, reading: HistoryReading, said: string | null): string | null {
  return reading.span !== null || said === null ? said : sayNone(ctx, said);
}

/** A history result whose display already says the feed is down (historyReading `lost`) is left as it is by feed.ts withFeed. */
export function feedSaid<R extends BaseResult>(ctx: QueryContext, result: R): R {
  return feedOf(ctx).status === 'down' && result.display !== null ? { ...result, [FEED_SAID]: true } : result;
}
