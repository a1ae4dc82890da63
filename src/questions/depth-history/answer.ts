/**
 * The depth history answer: "In the last 3 hours: shallowest 2.1 meters under the keel, now 3.4
 * meters." The least depth in the words of its path (locale `depth`, the depth answer's: under the
 * keel, below the surface, below the transducer), then the newest: "now" while it is fresh by the
 * depth's own limit (`lastFreshMs`); past it the lead says its age and the figure is "last" ("Until 46
 * seconds ago: ..., last 0.1 meters.", never heard as the depth now); past the history's limit
 * (`span.staleAfterMs`) it is left out. Under the keel, zero and negative are readings ("shallowest
 * minus 0.3 meters under the keel"). Meters: tenths under 10 meters, whole from 10 (a tenth of a meter
 * in 65 meters of water is no news, and the two decimals put the answer at 8.3 to 8.6 s of espeak-ng in
 * German and Portuguese); feet as the depth answer says them. The lead, the caveats and the fit to the
 * speaking budget are the frame every history answer shares (speech/answers/history.ts historyAnswer).
 */
import { fill, type Locale } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import { historyAnswer } from '../../speech/answers/history.js';
import type { HistoryReading, QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** depth_history's summary of the first depth path the history holds; nulls with nothing remembered. */
export interface DepthHistoryReading extends HistoryReading {
  /** Which depth (`environment.depth.<path>`): said in the words of the depth answer. */
  path: 'belowKeel' | 'belowSurface' | 'belowTransducer' | null;
  /** Least depth in the window, meters. */
  min: number | null;
  /** The newest depth in the window, meters. */
  last: number | null;
  /** The depth's own freshness limit, ms: past it the newest figure is "last" and the lead says its age. */
  lastFreshMs: number;
}

/**
 * One language's words: `shallowest` `{depth}` (a depth phrase such as "36.4 meters under the keel");
 * `now` `{depth}`; `last` `{depth}` when the newest reading is past the depth's freshness limit.
 * `readings`: the `{subject}` of the shared "no readings" sentence (en "depth": "No depth readings
 * since I started 3 minutes ago.").
 */
export interface DepthHistoryWords {
  readonly readings: string;
  readonly shallowest: string;
  readonly now: string;
  readonly last: string;
}

/** "In the last 3 hours: shallowest 2.1 meters under the keel, now 3.4 meters." from the summary (meters); null when nothing can be said. */
export function sayDepthHistory(words: DepthHistoryWords, n: Numbers, reading: DepthHistoryReading, locale: Locale): string | null {
  const span = reading.span;
  if (span === null || reading.path === null || reading.min === null || reading.last === null) return historyAnswer(locale, n, reading, words.readings, []);
  const keel = reading.path === 'belowKeel';
  const depthOf = (meters: number) => (keel && meters <= 0 ? n.keelDepth(meters) : depthWords(n, meters));
  const ageMs = span.now - span.lastTime;
  const least = depthOf(reading.min);
  const last = ageMs > span.staleAfterMs ? null : depthOf(reading.last);
  const parts = [
    least === null ? null : fill(words.shallowest, { depth: fill(locale.depth[reading.path], { depth: least }) }),
    last === null ? null : fill(ageMs > reading.lastFreshMs ? words.last : words.now, { depth: last }),
  ];
  return historyAnswer(locale, n, { ...reading, span: { ...span, staleAfterMs: reading.lastFreshMs } }, words.readings, parts);
}

/** A depth in meters: whole from 10 meters in the metric preset (see sayDepthHistory). */
function depthWords(n: Numbers, meters: number): string | null {
  const whole = n.units === 'nautical-metric' && Number.isFinite(meters) && meters >= 10;
  return n.quantity('depth', whole ? Math.round(meters) : meters).text;
}

/** The answer with its words, for `Speaker.answer`. */
export const DEPTH_HISTORY: QuestionAnswer<DepthHistoryWords, DepthHistoryReading> = { words: WORDS, say: sayDepthHistory };
