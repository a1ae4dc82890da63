/**
 * The navigation answer (`Speaker.navigation`, tool navigation_state): speed and course over ground,
 * and the heading when it says something the course does not; or the exact position alone when asked.
 *
 * Examples (en): "5.2 knots, course 205 degrees, south-south-west, heading 213 degrees" (the heading in
 * degrees alone, 5 or more degrees off the course), "5.2 knots, course 205 degrees, south-south-west"
 * (the heading within 5 degrees of it), "38 degrees 41.2 minutes north, 9 degrees 24.5 minutes west" (the
 * position given); null when nothing.
 *
 * Units in: degrees (latitude, longitude), m/s (SignalK `navigation.speedOverGround`), radians
 * (`navigation.courseOverGroundTrue`, `headingTrue`, `headingMagnetic`). Words: the locale's `navigation`
 * block; the position is said whole, as on the radio (docs/design.md#the-speaking-budget).
 */
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { NavigationReading } from '../types.js';
import { roundTo } from '../../domain/round.js';

/** A true heading is said beside the course over ground from this many whole degrees apart. */
export const HEADING_APART_DEG = 5;

/** The navigation sentence for a reading; see the module doc. */
export function navigation(words: Locale, n: Numbers, r: NavigationReading): string | null {
  const w = words.navigation;
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
