/**
 * The wind history answer: "In the last hour: strongest gust 28 knots, average 17 knots."; "strongest
 * apparent wind 14 knots" when the boat keeps no true wind (`apparent`). Speeds m/s, said in whole knots
 * as gusts are given. Nothing remembered: "No wind readings since I started 3 minutes ago."; null
 * without a history. The lead, the caveats and the fit to the speaking budget are the frame every
 * history answer shares (speech/answers/history.ts historyAnswer).
 */
import { fill, type Locale } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import { historyAnswer } from '../../speech/answers/history.js';
import type { HistoryReading, QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** wind_history's summary: speeds m/s, true wind, else apparent (`apparent`); null when none. */
export interface WindHistoryReading extends HistoryReading {
  /** Highest speed in the window, m/s. */
  max: number | null;
  /** Mean speed in the window, m/s. */
  mean: number | null;
  /** The speeds are apparent: the boat keeps no true wind speed. */
  apparent: boolean;
}

/**
 * One language's words. `{speed}`: `gust` the strongest true wind, `apparent` the strongest apparent
 * wind (no true wind kept), `mean` the mean: en "strongest gust {speed}", "average {speed}". `readings`:
 * the `{subject}` of the shared "no readings" sentence (en "wind": "No wind readings since I started
 * 3 minutes ago.").
 */
export interface WindHistoryWords {
  readonly readings: string;
  readonly gust: string;
  readonly apparent: string;
  readonly mean: string;
}

/** "In the last hour: strongest gust 28 knots, average 17 knots." from the summary (m/s); null when nothing can be said. */
export function sayWindHistory(words: WindHistoryWords, n: Numbers, reading: WindHistoryReading, locale: Locale): string | null {
  const speed = (mps: number | null) => (mps === null ? null : n.quantity('speed', wholeKnots(mps)).text);
  const max = speed(reading.max);
  const mean = speed(reading.mean);
  return historyAnswer(locale, n, reading, words.readings, [
    max === null ? null : fill(reading.apparent ? words.apparent : words.gust, { speed: max }),
    mean === null ? null : fill(words.mean, { speed: mean }),
  ]);
}

/** m/s whose knots are whole (speech rounds speeds to a tenth of a knot; gusts are given in whole knots). */
function wholeKnots(mps: number): number {
  const KNOT = 1852 / 3600;
  return Math.round(mps / KNOT) * KNOT;
}

/** The answer with its words, for `Speaker.answer`. */
export const WIND_HISTORY: QuestionAnswer<WindHistoryWords, WindHistoryReading> = { words: WORDS, say: sayWindHistory };
