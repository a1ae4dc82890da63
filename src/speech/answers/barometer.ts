/**
 * The barometer answer (`Speaker.barometer`, tool barometer_state): the pressure, its trend over the
 * window the history holds, and the outside temperature. Never the word "weather" (Home Assistant's).
 *
 * Examples (en): "1013 hectopascals, falling 2.5 hectopascals over the last 3 hours, outside 18 degrees
 * Celsius", "1013 hectopascals, steady over the last 40 minutes", "29.91 inches of mercury, rising 0.04
 * inches over the last hour" (imperial); null when nothing.
 *
 * Units in: pascals (SignalK `environment.outside.pressure`, the change over the window), seconds (the
 * window), kelvin (`environment.outside.temperature`). The trend is vessel/pressure-history.ts's. Words:
 * the locale's `barometer` block.
 */
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { BarometerReading } from '../types.js';
import { roundTo } from '../../domain/round.js';
import { pressureChangeInches } from './history.js';
import { UNIT_RULES } from '../units.js';

/** The barometer sentence for a reading; see the module doc. */
export function barometer(words: Locale, n: Numbers, r: BarometerReading): string | null {
  const b = words.barometer;
  let trend: string | null = null;
  if (r.trend !== null && r.window !== null && Number.isFinite(r.window) && r.window > 0) {
    const window = r.window < 3600 ? n.count(b.windowMinutes, Math.max(1, roundTo(r.window / 60, 0))) : n.count(b.window, roundTo(r.window / 3600, 0));
    if (r.trend === 'steady') trend = fill(b.steady, { window });
    else {
      const change = r.change === null ? null : pressureChange(words, n, r.change);
      if (change !== null) trend = fill(r.trend === 'rising' ? b.rising : b.falling, { change, window });
    }
  }
  const temperature = n.quantity('temperature', r.outsideTemperature).text;
  return n.join([n.quantity('pressure', r.pressure).text, trend, temperature === null ? null : fill(b.outside, { temperature })]);
}

/**
 * A pressure difference (its magnitude), pascals in, with one more decimal than absolute pressures get
 * in hectopascals ("2.5 hectopascals"): changes are small and the steady band is 1 hectopascal; in
 * imperial "0.04 inches" (answers/history.ts pressureChangeInches: air_history says it the same way). Null
 * when absurd (more than 100 hPa).
 */
function pressureChange(words: Locale, n: Numbers, pa: number): string | null {
  if (!Number.isFinite(pa) || Math.abs(pa) > 10_000) return null;
  if (n.units === 'nautical-imperial') return pressureChangeInches(n, words, pa);
  const rule = UNIT_RULES.pressure?.[n.units];
  if (!rule) return null;
  return n.withUnit(rule.fromSI(Math.abs(pa)), rule.word, Math.max(rule.decimals, 1));
}
