/**
 * The pressure and temperature history answer: "In the last 3 hours: pressure falling 4.2
 * hectopascals, outside down 3 degrees." The pressure change (Pa, over `pressureSpanMs`) in the
 * barometer's words (the locale's `barometer` block), steady within 1 hectopascal in three hours
 * (vessel/pressure-history.ts: scaled to three hours from a span of an hour or more; a shorter span is
 * judged on its own change): hectopascals with one decimal under 10, whole from 10 (the speaking
 * budget); in imperial, inches with two decimals as the barometer says its change. The outside
 * temperature change (kelvin) in whole degrees of the preset's scale, steady within `STEADY_K`. The
 * lead, the caveats and the fit to the speaking budget are the frame every history answer shares
 * (speech/answers/history.ts historyAnswer).
 */
import { roundBinary } from '../../domain/round.js';
import { pressureTrend } from '../../vessel/pressure-history.js';
import { fill, type Locale } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import { historyAnswer, pressureChangeInches, unitWord } from '../../speech/answers/history.js';
import type { HistoryReading, QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** air_history's summary: changes over the window (last − first); null when unknown. */
export interface AirHistoryReading extends HistoryReading {
  /** environment.outside.pressure change, pascals. */
  pressureChange: number | null;
  /** Milliseconds between the pressure readings compared. */
  pressureSpanMs: number | null;
  /** environment.outside.temperature change, kelvin. */
  temperatureChange: number | null;
}

/**
 * One language's words: `pressure` `{trend}` (the barometer's rising / falling / steady words);
 * `temperature` `{trend}`, one of `up` / `down` `{change}` (whole degrees) or `steady`. `readings`: the
 * `{subject}` of the shared "no readings" sentence (en "pressure or temperature").
 */
export interface AirHistoryWords {
  readonly readings: string;
  readonly pressure: string;
  readonly temperature: string;
  readonly up: string;
  readonly down: string;
  readonly steady: string;
}

/** Temperature change within which it is steady, kelvin over the window. */
export const STEADY_K = 1;

/** "In the last 3 hours: pressure falling 4.2 hectopascals, outside down 3 degrees." from the changes (SI); null when nothing can be said. */
export function sayAirHistory(words: AirHistoryWords, n: Numbers, reading: AirHistoryReading, locale: Locale): string | null {
  let pressure: string | null = null;
  if (reading.pressureChange !== null && reading.pressureSpanMs !== null && Number.isFinite(reading.pressureChange)) {
    const pa = reading.pressureChange;
    const trend = pressureTrend(pa, reading.pressureSpanMs);
    const b = locale.barometer;
    const change = pressureChange(locale, n, pa);
    const said = trend === 'steady' ? fill(b.steady, { window: '' }) : fill(trend === 'rising' ? b.rising : b.falling, { change, window: '' });
    pressure = fill(words.pressure, { trend: tidy(said) });
  }
  let temperature: string | null = null;
  const k = reading.temperatureChange;
  if (k !== null && Number.isFinite(k)) {
    const change = Math.round(Math.abs(k) * (n.units === 'nautical-imperial' ? 1.8 : 1));
    const degrees = fill(locale.quantity, { number: n.number(change, 0), unit: unitWord(locale, locale.units.degree, change) });
    temperature = fill(words.temperature, { trend: Math.abs(k) < STEADY_K ? words.steady : fill(k > 0 ? words.up : words.down, { change: degrees }) });
  }
  return historyAnswer(locale, n, reading, words.readings, [pressure, temperature]);
}

/** The magnitude of a pressure change: hectopascals, one decimal under 10 and whole from 10; inches in imperial. */
function pressureChange(locale: Locale, n: Numbers, pa: number): string {
  if (n.units === 'nautical-imperial') return pressureChangeInches(n, locale, pa);
  const hpa = Math.abs(pa) / 100;
  const decimals = hpa >= 10 ? 0 : 1;
  const shown = roundBinary(hpa, decimals);
  return fill(locale.quantity, { number: n.number(hpa, decimals), unit: unitWord(locale, locale.units.hectopascal, shown) });
}

/** Collapses the spaces an empty placeholder leaves. */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The answer with its words, for `Speaker.answer`. */
export const AIR_HISTORY: QuestionAnswer<AirHistoryWords, AirHistoryReading> = { words: WORDS, say: sayAirHistory };
