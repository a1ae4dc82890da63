/**
 * The route answer (tool get_route): the next waypoint or destination, how far, which way, and when
 * we arrive, in the boat's zone. Words: words.ts; day words from `Intl`.
 */
import { fill, intlTagOf, type Locale } from '../../speech/locale.js';
import { BOAT_NAME_MAX, sayableName } from '../../speech/boat-text.js';
import { localDay, ODD_SPACES, zoneFormat } from '../../speech/clock.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** The active course as the route answer says it. SI; unknown parts are null and their words are left out. */
export interface RouteReading {
  /** Whether a course (a route, or a single destination) is active; false: "No active route." */
  active: boolean;
  /** True when following a route (its next point is a waypoint of it); false for a single destination. */
  onRoute: boolean;
  /** The next point's name (boat text, spoken as given), or null. */
  waypointName: string | null;
  /** 1-based number of the next point along the route and the route's point count (said when the name is unknown). */
  pointNumber: number | null;
  pointTotal: number | null;
  /** Distance to the next point, metres. */
  distance: number | null;
  /** Bearing to the next point, radians true 0..2π (spoken as a compass point). */
  bearingTrue: number | null;
  /** Time to go to the next point, seconds (null when the boat is not closing on it). */
  timeToGo: number | null;
  /** Estimated arrival at the next point. */
  eta: Date | null;
  /** IANA zone of the arrival's clock time: the boat's zone from its GPS fix. */
  timeZone: string;
  /** The moment of the answer (decides whether the arrival is "tomorrow"). */
  now: Date;
}

/**
 * One language's words. The answer is the next point, then distance, bearing, time to go and
 * arrival, joined by the language's list separator.
 * - `none`: the whole answer when no course is active. en "No active route."
 * - `waypoint`: `{name}` (boat text). en "next waypoint {name}". `waypointNumber`: `{number}`, `{total}`
 *   when the route gives no name. `waypointUnknown`: neither known.
 * - `destination`: `{name}`, a single destination (no route); `destinationUnnamed` without a name.
 *   With its distance known, a destination leads with it instead: `destinationDistance` (`{distance}`,
 *   `{name}`; en "{distance} to {name}") and `destinationUnnamedDistance` (en "{distance} to the destination").
 * - `distance`: `{distance}` ("2.4 miles"); `bearing`: `{point}` (compass point);
 *   `timeToGo`: `{duration}` ("25 minutes"); `eta`: `{time}` (clock time); `etaDay`: `{day}`
 *   ("tomorrow", a weekday or a date) and `{time}`.
 * - `subject`: the noun phrase for "The boat isn't reporting {subject} right now." (en "an active route").
 */
export interface RouteWords {
  readonly none: string;
  readonly waypoint: string;
  readonly waypointNumber: string;
  readonly waypointUnknown: string;
  readonly destination: string;
  readonly destinationUnnamed: string;
  readonly destinationDistance: string;
  readonly destinationUnnamedDistance: string;
  readonly distance: string;
  readonly bearing: string;
  readonly timeToGo: string;
  readonly eta: string;
  readonly etaDay: string;
  readonly subject: string;
}

/**
 * "next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving 6:40 PM"; "2.4 miles to
 * Cascais" for a single destination; "about 25 minutes" instead of the arrival when its time is unknown;
 * "arriving tomorrow at 6:40 PM" when the arrival is not today in `reading.timeZone` (the boat's zone).
 * Parts unknown or impossible are left out; without a time to go, neither the duration nor the arrival.
 * No active course: `none` ("No active route."). In: metres, radians (true bearing),
 * seconds (SignalK navigation.course.calcValues); waypoint names are boat text (boat-text.ts).
 */
export function sayRoute(r: RouteWords, n: Numbers, reading: RouteReading, locale: Locale): string {
  if (!reading.active) return r.none;
  const name = sayableName(reading.waypointName, BOAT_NAME_MAX) || null; // boat text (boat-text.ts)
  let point: string;
  if (reading.onRoute && name !== null) point = fill(r.waypoint, { name });
  else if (reading.onRoute && reading.pointNumber !== null && reading.pointTotal !== null && reading.pointNumber >= 1 && reading.pointNumber <= reading.pointTotal) {
    point = fill(r.waypointNumber, { number: n.number(reading.pointNumber, 0), total: n.number(reading.pointTotal, 0) });
  } else if (reading.onRoute) point = r.waypointUnknown;
  else point = name !== null ? fill(r.destination, { name }) : r.destinationUnnamed;

  let distance = n.quantity('distance', reading.distance).text;
  if (!reading.onRoute && distance !== null) {
    // A single destination leads with how far it is: "2.4 miles to the destination".
    point = name !== null ? fill(r.destinationDistance, { distance, name }) : fill(r.destinationUnnamedDistance, { distance });
    distance = null;
  }
  const bearing = typeof reading.bearingTrue === 'number' ? n.bearingPoint(reading.bearingTrue) : null;
  const ttg =
    typeof reading.timeToGo === 'number' && Number.isFinite(reading.timeToGo) && reading.timeToGo >= 0 ? n.quantity('duration', roundedTimeToGo(reading.timeToGo)).text : null;
  let arrival: string | null = null;
  if (ttg !== null && reading.eta instanceof Date && !Number.isNaN(reading.eta.getTime())) {
    const time = n.clockTimeIn(reading.eta, reading.timeZone);
    const day = etaDay(locale, reading.eta, reading.now, reading.timeZone);
    arrival = day === null ? fill(r.eta, { time }) : fill(r.etaDay, { day, time });
  }
  return (
    n.join([
      point,
      distance === null ? null : fill(r.distance, { distance }),
      bearing === null ? null : fill(r.bearing, { point: bearing }),
      // The arrival time says the time to go too: both made the answer 8 to 11 s (docs/design.md#the-speaking-budget).
      ttg === null || arrival !== null ? null : fill(r.timeToGo, { duration: ttg }),
      arrival,
    ]) ?? point
  );
}

/**
 * Time to go as said with "about": whole minutes from a minute up (seconds would be false precision
 * for an estimate), seconds below.
 */
function roundedTimeToGo(seconds: number): number {
  return seconds >= 60 ? Math.round(seconds / 60) * 60 : seconds;
}

/**
 * The day word for an ETA that is not today in the boat's zone: "tomorrow" / "amanhã" the next day,
 * the weekday within a week ("Tuesday", "terça-feira"), else the date ("July 3", "3 de julho");
 * null today or in the past.
 */
function etaDay(locale: Locale, eta: Date, now: Date, timeZone: string): string | null {
  const tag = intlTagOf(locale);
  const days = localDay(eta, timeZone) - localDay(now, timeZone);
  if (days <= 0) return null;
  if (days === 1) return tomorrow(tag);
  const options: Intl.DateTimeFormatOptions = days < 7 ? { weekday: 'long' } : { day: 'numeric', month: 'long' };
  return zoneFormat(tag, timeZone, days < 7 ? 'weekday' : 'date', options)
    .format(eta)
    .replace(ODD_SPACES, ' ');
}

const tomorrows = new Map<string, string>();
/** "tomorrow" / "amanhã" from Intl.RelativeTimeFormat. */
function tomorrow(tag: string): string {
  let word = tomorrows.get(tag);
  if (word === undefined) {
    word = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(1, 'day');
    tomorrows.set(tag, word);
  }
  return word;
}

/** The answer with its words, for `Speaker.answer`. */
export const ROUTE: QuestionAnswer<RouteWords, RouteReading> = { words: WORDS, say: sayRoute };
