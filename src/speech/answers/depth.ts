/**
 * The depth answer (tool depth_state): under the keel first, then below the surface; below the
 * transducer, the raw reading the other two derive from, only when neither is known. Words: the
 * locale's `depth` block.
 */
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { DepthReading } from '../types.js';

/**
 * "4.2 meters under the keel, 5.5 meters below the surface"; "3.1 meters below the transducer" when
 * neither of those is known; null when nothing. In: metres (SignalK environment.depth.belowKeel,
 * belowSurface, belowTransducer). Zero or negative under the keel is a reading (the keel on or in the
 * bottom), said alone with its number: "The keel is touching the bottom: minus 0.3 meters under the keel"
 * (numbers.ts `keelDepth`, down to KEEL_DEPTH_MIN).
 */
export function depth(words: Locale, n: Numbers, reading: DepthReading): string | null {
  const d = words.depth;
  // The keel at or below the bottom is said alone: a larger figure from the surface or the transducer
  // would make the water look deeper than it is under the keel.
  const keelDepth = typeof reading.belowKeel === 'number' && reading.belowKeel <= 0 ? n.keelDepth(reading.belowKeel) : null;
  if (keelDepth !== null) return fill(d.keelTouching, { depth: keelDepth });
  const keel = n.quantity('depth', reading.belowKeel).text;
  const surface = n.quantity('depth', reading.belowSurface).text;
  const transducer = keel === null && surface === null ? n.quantity('depth', reading.belowTransducer).text : null;
  return n.join([
    keel === null ? null : fill(d.belowKeel, { depth: keel }),
    surface === null ? null : fill(d.belowSurface, { depth: surface }),
    transducer === null ? null : fill(d.belowTransducer, { depth: transducer }),
  ]);
}
