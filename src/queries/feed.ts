/**
 * Absence said truthfully (docs/design.md#truthful-absence): while the SignalK feed is not up,
 * every answer opens with "I can't reach the boat's SignalK server" (with when we last heard from it),
 * then gives the last known values, never a "none" that we cannot see. One place for every query:
 * `defineQuery` (types.ts) wraps each query's run with {@link withFeed}.
 *
 * What a query contributes: its display and `timestamp` as when the feed is up. A reading already
 * stale when contact was lost keeps its own "as of" (common.ts `Freshness` judges staleness at that
 * moment); a "none" sentence goes through {@link sayNone} so that it is left out while the feed is down.
 */
import type { TriageItem, TriageOptions } from '../speech/types.js';
import type { Freshness } from './common.js';
import type { FeedState } from '../domain/feed.js';
import type { BaseResult, QueryContext } from './types.js';

/**
 * Marks a result whose display already says the feed's state (a triage answer fitted with the
 * unreachable lead, {@link triageAnswer}): {@link withFeed} leaves it as it is. A symbol, so that it
 * never reaches a JSON answer.
 */
export const FEED_SAID: unique symbol = Symbol('feedSaid');

/** The feed of a context (absent: up). */
export function feedOf(ctx: QueryContext): FeedState {
  return ctx.feed ?? { status: 'up' };
}

/**
 * Whether our own notification `path` ("notifications.fire") is from before SignalK restarted and not
 * confirmed since (domain/feed.ts `beforeRestart`): such an alarm is said by {@link triageBeforeRestart}, never as live.
 */
export function beforeRestart(ctx: QueryContext, path: string): boolean {
  const feed = feedOf(ctx);
  return feed.status === 'up' && feed.beforeRestart?.paths.has(path) === true;
}

/**
 * The context whose speaker says the feed's state: while SignalK answers REST but its stream refuses
 * us (domain/feed.ts `streamRefused`), every feed lead says so instead of "can't reach" (Speaker.streamRefused).
 */
export function feedContext(ctx: QueryContext): QueryContext {
  const feed = feedOf(ctx);
  return feed.status === 'down' && feed.streamRefused && !feed.approval ? { ...ctx, speaker: ctx.speaker.streamRefused() } : ctx;
}

/** Whether the feed is up: "none" may be said only then (domain/feed.ts FeedState). */
export function feedUp(ctx: QueryContext): boolean {
  return feedOf(ctx).status === 'up';
}

/**
 * A "none" answer ("No active alarms.", "No vessels seen on AIS.", "No active route.") only when the
 * feed is up and its data received; otherwise null, which {@link withFeed} turns into the
 * unreachable sentence.
 */
export function sayNone(ctx: QueryContext, none: string | null): string | null {
  return feedUp(ctx) ? none : null;
}

/**
 * The result as the skipper must hear it given the feed: unchanged while up; otherwise its display
 * becomes "I can't reach the boat's SignalK server; 2 minutes ago: 4.2 meters under the keel."
 * (the last known values when the answer used any readings, i.e. has a timestamp and a display;
 * only its first parts that fit the 8 s speaking budget, Speaker.lastKnown), or the unreachable
 * sentence alone. Structured fields and `timestamp` stay as they are (they date the values).
 */
export function withFeed<R extends BaseResult>(result: R, given: QueryContext): R {
  const ctx = feedContext(given);
  const feed = feedOf(ctx);
  if (feed.status === 'up') return result;
  // Waiting for the user's approval: that, and what to do, is the answer (the server is there).
  if (feed.approval) return { ...result, display: ctx.speaker.awaitingApproval() };
  if ((result as { [FEED_SAID]?: boolean })[FEED_SAID] === true && result.display !== null) return result;
  const lostAgo = feed.status === 'down' ? Math.max(0, ctx.now() - feed.lostAt) : null;
  if (result.display === null || result.timestamp === null) return { ...result, display: ctx.speaker.unreachable(lostAgo) };
  // A position is one value, in its short and its radio form: never cut between latitude and longitude.
  const r = result as BaseResult & { latitude?: unknown; longitude?: unknown };
  const short = ctx.speaker.position(r.latitude as number | null, r.longitude as number | null);
  const radio = ctx.speaker.position(r.latitude as number | null, r.longitude as number | null, true);
  // The exact position (what goes into a Mayday) is said whole with the time of last contact, whatever its length.
  const exact = radio !== null && result.display.startsWith(radio);
  const display = ctx.speaker.lastKnown(
    lostAgo,
    result.display,
    [short, radio].filter((p): p is string => p !== null),
    exact,
  );
  // "Where are we" offshore is the position: never the lead alone. When the full lead leaves it no room,
  // the lead in its fewest words and the position whole ("SignalK lost 2 minutes ago: 1 degree 52.2 south, ...").
  if (short !== null && result.display.startsWith(short) && !display.includes(short)) {
    return { ...result, display: ctx.speaker.lastKnownWhole(lostAgo, short, true) };
  }
  return { ...result, display };
}

/**
 * A list answer through the triage (speech/triage.ts): `result` with its display made of `items`,
 * fitted to the speaking budget with the feed's words around it. While the feed is down the list is the
 * last known one, triaged like a live one (every emergency, man overboard and collision course said,
 * beacons with range and bearing), said with one age, the last contact's, which `timestamp` then gives
 * too (so age_s and the words agree). No items: `result` as given (its "none" sentence, or null).
 */
export function triageAnswer<R extends BaseResult>(ctx: QueryContext, fresh: Freshness, items: readonly TriageItem[], options: TriageOptions, result: R): R {
  if (items.length === 0) return result;
  const feed = feedOf(ctx);
  if (feed.status === 'up') {
    const display = ctx.speaker.triage(items, { ...options, frame: (list) => fresh.speak(list) ?? list });
    return { ...result, display };
  }
  const lostAgo = feed.status === 'down' ? Math.max(0, ctx.now() - feed.lostAt) : null;
  const frame = (list: string, brief: boolean) => ctx.speaker.lastKnownWhole(lostAgo, fresh.speak(list) ?? list, brief);
  const display = ctx.speaker.triage(items, { ...options, frame });
  return {
    ...result,
    display,
    timestamp: feed.status === 'down' ? new Date(feed.lostAt).toISOString() : result.timestamp,
    [FEED_SAID]: true,
  };
}

/**
 * A list of alarms from before SignalK restarted (items whose paths {@link beforeRestart} names), when
 * nothing live is to be said: `result` with the triage's list in the before-restart frame, "Last
 * known before SignalK restarted: 1 alarm: Shallow water." (budget judged on the whole). Never "none".
 */
export function triageBeforeRestart<R extends BaseResult>(ctx: QueryContext, items: readonly TriageItem[], options: TriageOptions, result: R): R {
  const display = ctx.speaker.triage(items, { ...options, frame: (list) => ctx.speaker.beforeRestart(list) });
  return { ...result, display };
}
