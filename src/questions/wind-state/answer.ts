/**
 * The wind answer (tool wind_state): the true wind, then the apparent angle.
 *
 * Examples (en): "true wind 18 knots from the south-west, apparent 35 degrees to starboard",
 * "true wind 12 knots, 40 degrees to port" (no compass direction: the true angle off the bow says where it
 * blows from), "apparent wind 14 knots, 30 degrees to starboard" (no true wind); null when nothing.
 *
 * Units in: m/s (SignalK `environment.wind.speedTrue`, `speedApparent`), radians (`directionTrue`,
 * `angleTrueWater` or `angleTrueGround`, `angleApparent`). Words: words.ts; rules in
 * docs/design.md#languages-and-wording.
 */
import { fill } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** Wind, SI. Angles relative to the bow in radians (−π..π or 0..2π), direction true 0..2π (where it comes from). */
export interface WindReading {
  speedApparent: number | null;
  angleApparent: number | null;
  speedTrue: number | null;
  angleTrue: number | null;
  directionTrue: number | null;
}

/**
 * One language's words. `true`, `apparent`, `apparentOnly` take `{wind}` (a speed and/or "from"
 * phrase); `from` takes `{point}`. en "true wind {wind}", "apparent {wind}", "apparent wind {wind}", "from the {point}".
 * `fromVowel`: `from` before a compass point that starts with a vowel, where the language elides:
 * fr "d'{point}" ("vent d'est": "de est" is wrong French, and espeak-ng reads a lone "est" as the verb).
 */
export interface WindWords {
  readonly true: string;
  readonly apparent: string;
  readonly apparentOnly: string;
  readonly from: string;
  readonly fromVowel?: string;
}

/** The wind sentence for a reading; see the module doc. */
export function sayWind(w: WindWords, n: Numbers, r: WindReading): string | null {
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

/** The answer with its words, for `Speaker.answer`. */
export const WIND: QuestionAnswer<WindWords, WindReading> = { words: WORDS, say: sayWind };
