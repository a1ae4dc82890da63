/**
 * wind_history: the strongest gust and the average wind over the last hour (or the hours asked),
 * from the recent history (vessel/history.ts): "Since I started 40 minutes ago: strongest
 * gust 28 knots, average 17 knots." The true wind speed
 * (environment.wind.speedTrue, the one wind_state speaks first) when the boat sends it, else the
 * apparent speed, said as such. The direction (a field, not spoken: the speaking budget) is the vector
 * mean of environment.wind.directionTrue when the wind held to it (mean resultant length at least
 * {@link STEADY_DIRECTION}).
 */
import { DIRECTION_COS, DIRECTION_SIN } from '../../vessel/history.js';
import { feedSaid, historyDisplay, historyReading, hoursArg, newestIso, spanFields, spanOf, windowOf, type HistoryFields } from '../../queries/history-common.js';
import { defineQuery } from '../../queries/types.js';
import { roundBinary } from '../../domain/round.js';
import { WIND_HISTORY } from './answer.js';

export interface WindHistoryResult extends HistoryFields {
  /** Highest wind speed in the window, m/s (true, else apparent: see `apparent`). */
  speed_max_mps: number | null;
  /** Mean of every reading in the window, m/s. */
  speed_mean_mps: number | null;
  /** True when the speeds are apparent (the boat sends no true wind speed). */
  apparent: boolean;
  /** Mean true direction the wind came from, degrees 0..360, or null (unknown or too variable). */
  direction_mean_deg: number | null;
}

/** Mean resultant length from which the wind "mostly" came from one direction. */
export const STEADY_DIRECTION = 0.5;
const DEFAULT_HOURS = 1;

export const query = defineQuery({
  name: 'wind_history',
  title: 'Wind history',
  description: 'Strongest gust and average over the last hour, or the hours asked. Wind now: wind_state.',
  input: { hours: hoursArg(DEFAULT_HOURS) },
  subject: 'wind',
  described: false,
  run({ hours = DEFAULT_HOURS }, ctx): WindHistoryResult {
    const window = windowOf(ctx, hours);
    const t = ctx.history?.summary('environment.wind.speedTrue', window.from, window.now) ?? null;
    const speed = t ?? ctx.history?.summary('environment.wind.speedApparent', window.from, window.now) ?? null;
    const apparent = t === null && speed !== null;
    const sin = ctx.history?.summary(DIRECTION_SIN, window.from, window.now) ?? null;
    const cos = ctx.history?.summary(DIRECTION_COS, window.from, window.now) ?? null;
    let direction: number | null = null;
    if (sin && cos && Math.hypot(sin.mean, cos.mean) >= STEADY_DIRECTION) direction = (Math.atan2(sin.mean, cos.mean) + 2 * Math.PI) % (2 * Math.PI);
    const span = spanOf(ctx, window, 'environment.wind.speedTrue', speed);
    const reading = { ...historyReading(ctx, span), max: speed?.max ?? null, mean: speed?.mean ?? null, apparent };
    const display = historyDisplay(ctx, reading, ctx.speaker.answer(WIND_HISTORY, reading));
    return feedSaid(ctx, {
      ...spanFields(hours, span),
      speed_max_mps: speed ? speed.max : null,
      speed_mean_mps: speed ? roundBinary(speed.mean, 2) : null,
      apparent,
      direction_mean_deg: direction === null ? null : roundBinary((direction * 180) / Math.PI, 1) % 360,
      display,
      timestamp: newestIso(span),
    });
  },
});
