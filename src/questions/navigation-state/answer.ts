/**
 * The navigation answers (tool navigation_state): speed and course over ground, and the heading when it
 * says something the course does not; or the exact position alone when asked; or, beside a named
 * place, the place with the speed and the course.
 *
 * Examples (en): "5.2 knots, course 205 degrees, south-south-west, heading 213 degrees" (the heading in
 * degrees alone, 5 or more degrees off the course), "5.2 knots, course 205 degrees, south-south-west"
 * (the heading within 5 degrees of it), "38 degrees 41.2 minutes north, 9 degrees 24.5 minutes west" (the
 * position given); "3 miles south-west of Cascais, 6.5 knots, course 186 degrees" (beside a place);
 * null when nothing.
 *
 * Units in: degrees (latitude, longitude), m/s (SignalK `navigation.speedOverGround`), radians
 * (`navigation.courseOverGroundTrue`, `headingTrue`, `headingMagnetic`). Words: words.ts; the position
 * is said whole, as on the radio (docs/design.md#the-speaking-budget).
 */
import { fill } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { roundTo } from '../../domain/round.js';
import { WORDS } from './words.js';

/**
 * Position (degrees), speed over ground (m/s), course over ground and heading (radians, true; magnetic
 * only when no true heading). Latitude and longitude given: the position alone is the answer
 * (navigation_state says it only when asked); null leaves it out.
 */
export interface NavigationReading {
  latitude: number | null;
  longitude: number | null;
  sog: number | null;
  cog: number | null;
  headingTrue: number | null;
  headingMagnetic: number | null;
}

/**
 * "Where are we" beside a place: the place as said (Speaker.place, speech/answers/place.ts: "3 miles
 * south-west of Cascais"), speed over ground m/s, course over ground radians true; null when unknown.
 */
export interface WhereReading {
  place: string;
  sog: number | null;
  cog: number | null;
}

/**
 * One language's words, after the position. `sog` takes `{speed}`; `cog`, `heading`,
 * `headingMagnetic` take `{direction}` ("205 degrees, south-south-west"). en "{speed}", "course {direction}"
 * (short).
 */
export interface NavigationWords {
  readonly sog: string;
  readonly cog: string;
  readonly heading: string;
  readonly headingMagnetic: string;
}

/** A true heading is said beside the course over ground from this many whole degrees apart. */
export const HEADING_APART_DEG = 5;

/** The navigation sentence for a reading; see the module doc. */
export function sayNavigation(w: NavigationWords, n: Numbers, r: NavigationReading): string | null {
  const speed = n.quantity('speed', r.sog).text;
  const course = n.quantity('direction', r.cog).text;
  // A true heading spoken exactly like the course over ground says nothing new (no leeway or set
  // worth a degree): left out, which also keeps the answer short.
  const heading = n.quantity('direction', r.headingTrue).text;
  // Beside a course, a heading is said in degrees alone (its compass point repeated the course's),
  // and only from HEADING_APART_DEG apart: leeway and set worth telling.
  const apart = r.cog !== null && r.headingTrue !== null && angleApartDeg(r.cog, r.headingTrue) >= HEADING_APART_DEG;
  const headingTrue = heading === null || (course !== null && !apart) ? null : course !== null ? degreesOnly(n, r.headingTrue) : heading;
  const headingMagnetic = heading === null ? (course !== null ? degreesOnly(n, r.headingMagnetic) : n.quantity('direction', r.headingMagnetic).text) : null;
  // The position, when given, is the whole answer: with speed, course and heading it ran 9 to 21 s
  // (docs/design.md#the-speaking-budget). It is the exact position a Mayday reads out: minutes named, even past 8 seconds.
  const position = n.position(r.latitude, r.longitude, true);
  if (position !== null) return position;
  return n.join([
    speed === null ? null : fill(w.sog, { speed }),
    course === null ? null : fill(w.cog, { direction: course }),
    headingTrue === null ? null : fill(w.heading, { direction: headingTrue }),
    headingMagnetic === null ? null : fill(w.headingMagnetic, { direction: headingMagnetic }),
  ]);
}

/** Whole degrees between two directions in radians (each rounded as spoken), 0..180. */
function angleApartDeg(a: number, b: number): number {
  const d = Math.abs(roundTo((a * 180) / Math.PI, 0) - roundTo((b * 180) / Math.PI, 0)) % 360;
  return d > 180 ? 360 - d : d;
}

/** A direction in whole degrees 0..359 without its compass point ("199 degrees"), radians in; null when not a direction. */
function degreesOnly(n: Numbers, radians: number | null): string | null {
  if (n.quantity('direction', radians).text === null) return null;
  const deg = roundTo(((radians as number) * 180) / Math.PI, 0);
  return n.withUnit(((deg % 360) + 360) % 360, 'degree', 0);
}

/**
 * The place, then the speed over ground and the course over ground in degrees: "3 miles south-west of
 * Cascais, 6.5 knots, course 186 degrees" (unknown motion left out). Beside a place the course is said
 * in degrees alone and the heading not at all: with the compass point and the heading the answer ran 9
 * to 13 s of espeak-ng (test/unit/places.test.ts).
 */
export function sayWhere(w: NavigationWords, n: Numbers, r: WhereReading): string | null {
  const speed = n.quantity('speed', r.sog).text;
  const course = n.quantity('angle', r.cog).text;
  return n.join([r.place, speed === null ? null : fill(w.sog, { speed }), course === null ? null : fill(w.cog, { direction: course })]);
}

/** The motion (or the exact position) with its words, for `Speaker.answer`. */
export const NAVIGATION: QuestionAnswer<NavigationWords, NavigationReading> = { words: WORDS, say: sayNavigation };

/** "Where are we" beside a place with its words, for `Speaker.answer`. */
export const WHERE: QuestionAnswer<NavigationWords, WhereReading> = { words: WORDS, say: sayWhere };
