/**
 * Where the boat is from a named place, spoken (issue 22): "3 nautical miles south-west of Cascais",
 * "less than a nautical mile north of Horta", "in the harbour of Horta". Pure.
 *
 * The distance is said in whole nautical miles (a place's point is its centre: tenths would be false
 * precision), and one that rounds to no whole mile as "less than a nautical mile"; the direction FROM the place on 8 points
 * (16 would add a second or two and nothing a skipper uses). Place names come from the gazetteer's
 * data, and pass through sayable() like every text from outside.
 */
import type { PlaceFix } from '../places/gazetteer.js';
import { BOAT_NAME_MAX, sayable } from './boat-text.js';
import { fill } from './locale.js';
import { getLocale } from './locales/index.js';
import type { Speaker } from './types.js';

const METERS_PER_NAUTICAL_MILE = 1852;

/** The 8-point index (0 North, clockwise) of a bearing in degrees. */
export function eightPoint(bearingDeg: number): number {
  return ((Math.round(bearingDeg / 45) % 8) + 8) % 8;
}

/**
 * The place phrase in the speaker's language, or null when the name has nothing sayable or the
 * distance is not a number.
 */
export function speakPlace(speaker: Speaker, fix: PlaceFix): string | null {
  const words = getLocale(speaker.language).places;
  const place = sayable(fix.name, BOAT_NAME_MAX);
  if (place === '') return null;
  if (fix.in_harbour) return fill(words.harbour, { place });
  if (!Number.isFinite(fix.distance_m) || !Number.isFinite(fix.bearing_deg)) return null;
  const point = words.points[eightPoint(fix.bearing_deg)]!;
  const miles = Math.round(fix.distance_m / METERS_PER_NAUTICAL_MILE);
  if (miles < 1) return fill(words.close, { point, place });
  const distance = speaker.quantity('distance', miles * METERS_PER_NAUTICAL_MILE).text;
  return distance === null ? null : fill(words.near, { distance, point, place });
}
