/**
 * The wind answer (`Speaker.wind`, tool wind_state): the true wind, then the apparent angle.
 *
 * Examples (en): "true wind 18 knots from the south-west, apparent 35 degrees to starboard",
 * "true wind 12 knots, 40 degrees to port" (no compass direction: the true angle off the bow says where it
 * blows from), "apparent wind 14 knots, 30 degrees to starboard" (no true wind); null when nothing.
 *
 * Units in: m/s (SignalK `environment.wind.speedTrue`, `speedApparent`), radians (`directionTrue`,
 * `angleTrueWater` or `angleTrueGround`, `angleApparent`). Words: the locale's `wind` block; rules in
 * docs/design.md#languages-and-wording.
 */
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { WindReading } from '../types.js';

/** The wind sentence for a reading; see the module doc. */
export function wind(words: Locale, n: Numbers, r: WindReading): string | null {
  const w = words.wind;
  const speedTrue = n.quantity('speed', r.speedTrue).text;
  const point = r.directionTrue === null ? null : n.compassPoint(r.directionTrue);
  const angleTrue = n.quantity('relativeAngle', r.angleTrue).text;
  let truePart: string | null = null;
  const elided = point !== null && /^[aeiouéè]/i.test(point) ? w.fromVowel : undefined;
  const from = point === null ? null : fill(elided ?? w.from, { point });
  if (speedTrue !== null || from !== null) {
    truePart = fill(w.true, { wind: [speedTrue, from].filter((x) => x !== null).join(' ') });
    // Without a compass direction, the true angle off the bow still says where it blows from.
    if (from === null && angleTrue !== null) truePart = n.join([truePart, angleTrue]);
  } else if (angleTrue !== null) {
    truePart = fill(w.true, { wind: angleTrue });
  }
  // Beside the true wind, the apparent angle alone (its speed made the answer 8 s).
  const apparentSpeed = truePart === null ? n.quantity('speed', r.speedApparent).text : null;
  const apparent = n.join([apparentSpeed, n.quantity('relativeAngle', r.angleApparent).text]);
  const apparentPart = apparent === null ? null : fill(truePart === null ? w.apparentOnly : w.apparent, { wind: apparent });
  return n.join([truePart, apparentPart]);
}
