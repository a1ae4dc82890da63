/**
 * The barometer answer (tool barometer_state): the pressure, its trend over the window the history
 * holds, and the outside temperature. Never the word "weather" (Home Assistant's).
 *
 * Examples (en): "1013 hectopascals, falling 2.5 hectopascals over the last 3 hours, outside 18 degrees
 * Celsius", "1013 hectopascals, steady over the last 40 minutes", "29.91 inches of mercury, rising 0.04
 * inches over the last hour" (imperial); null when nothing.
 *
 * Units in: pascals (SignalK `environment.outside.pressure`, the change over the window), seconds (the
 * window), kelvin (`environment.outside.temperature`). The trend is vessel/pressure-history.ts's.
 */
import type { PressureTrend } from '../../domain/pressure.js';
import { roundTo } from '../../domain/round.js';
import { pressureChangeInches } from '../../speech/answers/history.js';
import { fill, type Locale, type PluralForms } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { UNIT_RULES } from '../../speech/units.js';
import { WORDS } from './words.js';

/** The reading, SI. */
export interface BarometerReading {
  /** Pa, SignalK `environment.outside.pressure`. */
  pressure: number | null;
  trend: PressureTrend | null;
  /** Pa over the window (negative: falling). */
  change: number | null;
  /** Seconds the change is measured over. */
  window: number | null;
  /** K, SignalK `environment.outside.temperature`. */
  outsideTemperature: number | null;
}

/**
 * One language's words. `window`: plural forms with `{count}` (whole hours), en "over the last {count}
 * hours"; `windowMinutes`: the window under an hour (the trend's first hour), `{count}` whole minutes;
 * `outside`: `{temperature}`, en "outside {temperature}". The trend's words are the language's shared
 * ones (`locale.barometer`: `rising`, `falling` with `{change}` and `{window}`, `steady` with
 * `{window}`), which air_history's answer says too, as are the units a change in inches is said with.
 */
export interface BarometerWords {
  readonly window: PluralForms;
  readonly windowMinutes: PluralForms;
  readonly outside: string;
}

/** The barometer sentence for a reading; see the module doc. `locale`: the language's shared words (the trend's). */
export function sayBarometer(words: BarometerWords, n: Numbers, r: BarometerReading, locale: Locale): string | null {
  const b = locale.barometer;
  let trend: string | null = null;
  if (r.trend !== null && r.window !== null && Number.isFinite(r.window) && r.window > 0) {
    const window = r.window < 3600 ? n.count(words.windowMinutes, Math.max(1, roundTo(r.window / 60, 0))) : n.count(words.window, roundTo(r.window / 3600, 0));
    if (r.trend === 'steady') trend = fill(b.steady, { window });
    else {
      const change = r.change === null ? null : pressureChange(locale, n, r.change);
      if (change !== null) trend = fill(r.trend === 'rising' ? b.rising : b.falling, { change, window });
    }
  }
  const temperature = n.quantity('temperature', r.outsideTemperature).text;
  return n.join([n.quantity('pressure', r.pressure).text, trend, temperature === null ? null : fill(words.outside, { temperature })]);
}

/**
 * A pressure difference (its magnitude), pascals in, with one more decimal than absolute pressures get
 * in hectopascals ("2.5 hectopascals"): changes are small and the steady band is 1 hectopascal; in
 * imperial "0.04 inches" (speech/answers/history.ts pressureChangeInches: air_history says it the same
 * way). Null when absurd (more than 100 hPa).
 */
function pressureChange(locale: Locale, n: Numbers, pa: number): string | null {
  if (!Number.isFinite(pa) || Math.abs(pa) > 10_000) return null;
  if (n.units === 'nautical-imperial') return pressureChangeInches(n, locale, pa);
  const rule = UNIT_RULES.pressure?.[n.units];
  if (!rule) return null;
  return n.withUnit(rule.fromSI(Math.abs(pa)), rule.word, Math.max(rule.decimals, 1));
}

/** The answer with its words, for `Speaker.answer`. */
export const BAROMETER: QuestionAnswer<BarometerWords, BarometerReading> = { words: WORDS, say: sayBarometer };
