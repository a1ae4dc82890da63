/**
 * Where the boat is from a named place, spoken: "3 miles south-west of Cascais", "less
 * than a mile north of Horta", "in the harbour of Horta"; with the motion, "3 miles south-west of
 * Cascais, 6.5 knots, course 186 degrees". Pure.
 *
 * The distance is said in whole (nautical) miles (a place's point is its centre: tenths would be false
 * precision; from 100 miles to the nearest 10), one that rounds to no whole mile as "less than a mile"; the direction FROM the place
 * on 8 points. Beside a place the course is said in degrees alone and the heading not at all: with
 * the compass point and the heading the answer ran 9 to 13 s of espeak-ng (test/unit/places.test.ts);
 * "speed and heading" alone stay with the full motion. Place names come from the gazetteer's data
 * and pass through sayable() like every text from outside, cut at PLACE_NAME_MAX characters; where
 * the data names the place in the answer's language (places/local-names.ts), that name is said.
 */
import type { PlaceFix } from '../places/gazetteer.js';
import { sayable } from './boat-text.js';
import { fill, intlTagOf, pluralForm, type PluralCategory } from './locale.js';
import { getLocale } from './locales/index.js';
import type { Speaker } from './types.js';

const METERS_PER_NAUTICAL_MILE = 1852;
/** A place name is cut (at a word) to this many characters: about 2 s of speech. */
export const PLACE_NAME_MAX = 22;

/** The 8-point index (0 North, clockwise) of a bearing in degrees. */
export function eightPoint(bearingDeg: number): number {
  return ((Math.round(bearingDeg / 45) % 8) + 8) % 8;
}

/**
 * The place phrase in the speaker's language, or null when the name has nothing sayable or the
 * distance or bearing is not a number.
 */
export function speakPlace(speaker: Speaker, fix: PlaceFix): string | null {
  const locale = getLocale(speaker.language);
  const words = locale.places;
  // The name as the answer's language says it where the data gives one ("Lisboa" in Portuguese).
  const place = sayable(fix.names?.[speaker.language] ?? fix.name, PLACE_NAME_MAX);
  if (place === '') return null;
  if (fix.in_harbour) return fill(words.harbour, { place });
  if (!Number.isFinite(fix.distance_m) || !Number.isFinite(fix.bearing_deg)) return null;
  const point = words.points[eightPoint(fix.bearing_deg)]!;
  const exact = fix.distance_m / METERS_PER_NAUTICAL_MILE;
  // From 100 miles out, to the nearest 10: "290 miles" is as true there and a word or two shorter.
  const miles = exact >= 95 ? Math.round(exact / 10) * 10 : Math.round(exact);
  const category = new Intl.PluralRules(intlTagOf(locale)).select(miles) as PluralCategory;
  const distance = miles < 1 ? words.under : fill(pluralForm(words.miles, category), { count: speaker.number(miles, 0) });
  return fill(words.near, { distance, point, place });
}

/**
 * The place, then the speed over ground and the course over ground in degrees (radians in, SI m/s
 * for the speed; either may be null): the answer to "where are we" when a place is known. Null when
 * the place has nothing sayable.
 */
export function speakWhere(speaker: Speaker, fix: PlaceFix, sog: number | null, cog: number | null): string | null {
  const place = speakPlace(speaker, fix);
  if (place === null) return null;
  const n = getLocale(speaker.language).navigation;
  const speed = speaker.quantity('speed', sog).text;
  const course = speaker.quantity('angle', cog).text;
  return speaker.join([place, speed === null ? null : fill(n.sog, { speed }), course === null ? null : fill(n.cog, { direction: course })]);
}
