/**
 * Where the boat is from a named place (src/places/ gazetteer), spoken: "3 miles south-west of
 * Cascais", "less than a mile north of Horta", "in the harbour of Horta"; navigation_state says it with
 * the motion, "3 miles south-west of Cascais, 6.5 knots, course 186 degrees" (its "where are we",
 * src/questions/navigation-state/answer.ts). Pure: the place fix in (meters, degrees), text out,
 * through the number helpers and the locale's `places` block.
 *
 * The distance is said in whole (nautical) miles (a place's point is its centre: tenths would be false
 * precision; from 100 miles to the nearest 10), one that rounds to no whole mile as "less than a mile"; the direction FROM the place
 * on 8 points. Beside a place the course is said in degrees alone and the heading not at all: with
 * the compass point and the heading the answer ran 9 to 13 s of espeak-ng (test/unit/places.test.ts);
 * "speed and heading" alone stay with the full motion. Place names come from the gazetteer's data
 * and pass through sayable() like every text from outside, cut at PLACE_NAME_MAX characters; where
 * the data names the place in the answer's language (places/local-names.ts), that name is said
 * (docs/design.md#languages-and-wording).
 */
import { sayable } from '../boat-text.js';
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { PlaceReading } from '../types.js';

const METERS_PER_NAUTICAL_MILE = 1852;
/** A place name is cut (at a word) to this many characters: about 2 s of speech. */
export const PLACE_NAME_MAX = 22;

/** The 8-point index (0 North, clockwise) of a bearing in degrees. */
export function eightPoint(bearingDeg: number): number {
  return ((Math.round(bearingDeg / 45) % 8) + 8) % 8;
}

/**
 * The place phrase: "3 miles south-west of Cascais", "in the harbour of Horta"; null when the name has
 * nothing sayable or the distance or bearing is not a number.
 */
export function place(words: Locale, n: Numbers, reading: PlaceReading): string | null {
  const p = words.places;
  // The name as the answer's language says it where the data gives one ("Lisboa" in Portuguese).
  const name = sayable(reading.names?.[n.language] ?? reading.name, PLACE_NAME_MAX);
  if (name === '') return null;
  if (reading.in_harbour) return fill(p.harbour, { place: name });
  if (!Number.isFinite(reading.distance_m) || !Number.isFinite(reading.bearing_deg)) return null;
  const point = p.points[eightPoint(reading.bearing_deg)]!;
  const exact = reading.distance_m / METERS_PER_NAUTICAL_MILE;
  // From 100 miles out, to the nearest 10: "290 miles" is as true there and a word or two shorter.
  const miles = exact >= 95 ? Math.round(exact / 10) * 10 : Math.round(exact);
  const distance = miles < 1 ? p.under : n.count(p.miles, miles);
  return fill(p.near, { distance, point, place: name });
}
