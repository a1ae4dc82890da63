/**
 * The depth answer (tool depth_state): under the keel first, then below the surface; below the
 * transducer, the raw reading the other two derive from, only when neither is known
 * (docs/design.md#the-answer-contract; speech-cases.json "depth-under-keel-first").
 */
import { fill, type Locale } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** The reading, metres (SignalK `environment.depth.belowKeel`, `belowSurface`, `belowTransducer`); null when not known. */
export interface DepthReading {
  belowKeel: number | null;
  belowSurface: number | null;
  belowTransducer: number | null;
}

/**
 * One language's words. `keelTouching` `{depth}` ("minus 0.3 meters", "0 meters"): zero or negative
 * depth under the keel, said alone (a deeper figure from another reference must not hide it); en "The
 * keel is touching the bottom: {depth} under the keel". The depths themselves are said with the
 * language's shared `depth` phrases (`{depth}` under the keel, below the surface, below the
 * transducer), which depth_history's answer says too.
 */
export interface DepthWords {
  readonly keelTouching: string;
}

/**
 * "4.2 meters under the keel, 5.5 meters below the surface"; "3.1 meters below the transducer" when
 * neither of those is known; null when nothing. In: metres. Zero or negative under the keel is a reading
 * (the keel on or in the bottom), said alone with its number: "The keel is touching the bottom: minus 0.3
 * meters under the keel" (numbers.ts `keelDepth`, down to KEEL_DEPTH_MIN). `locale`: the language's shared words.
 */
export function sayDepth(words: DepthWords, n: Numbers, reading: DepthReading, locale: Locale): string | null {
  const d = locale.depth;
  // The keel at or below the bottom is said alone: a larger figure from the surface or the transducer
  // would make the water look deeper than it is under the keel.
  const keelDepth = typeof reading.belowKeel === 'number' && reading.belowKeel <= 0 ? n.keelDepth(reading.belowKeel) : null;
  if (keelDepth !== null) return fill(words.keelTouching, { depth: keelDepth });
  const keel = n.quantity('depth', reading.belowKeel).text;
  const surface = n.quantity('depth', reading.belowSurface).text;
  const transducer = keel === null && surface === null ? n.quantity('depth', reading.belowTransducer).text : null;
  return n.join([
    keel === null ? null : fill(d.belowKeel, { depth: keel }),
    surface === null ? null : fill(d.belowSurface, { depth: surface }),
    transducer === null ? null : fill(d.belowTransducer, { depth: transducer }),
  ]);
}

/** The answer with its words, for `Speaker.answer`. */
export const DEPTH: QuestionAnswer<DepthWords, DepthReading> = { words: WORDS, say: sayDepth };
