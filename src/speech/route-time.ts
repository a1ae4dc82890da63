/**
 * Route and local-time wording (`Speaker.route`, `Speaker.localTime`, `Speaker.clockTime` in another
 * zone): the parts of the speaker that need a clock in a zone other than the speaker's own, namely the
 * boat's zone from its GPS fix. Pure: values in, text out; the words come from the locale
 * (`Locale.route`, `Locale.time`), numbers and units through the speaker.
 *
 * `Intl.DateTimeFormat` objects per language and zone are built on first use and cached (a boat
 * crosses few zones), so an answer builds none once its zone has been spoken.
 */
import { fill, intlTagOf, type Locale } from './locale.js';
import { BOAT_NAME_MAX, sayableName } from './boat-text.js';
import type { RouteReading, Speaker } from './types.js';
import { assertDate, clockTimeIn, localDay, localYear, ODD_SPACES, utcOffsetMinutes, zoneFormat as format } from './clock.js';

/** Zone names Intl gives when the language has no name for the zone: "GMT-02:00", "GMT", "UTC+1". */
const OFFSET_NAME = /^(GMT|UTC)([+\-\u2212]|$)/;

/** The speaker methods this module speaks numbers and units through. */
type Voice = Pick<Speaker, 'number' | 'quantity' | 'bearingPoint' | 'join'>;

/**
 * The zone's name in the language ("New Zealand Daylight Time", "Horário de Verão da Nova Zelândia").
 * Where the language has none (sea zones such as Etc/GMT+2), the offset in words: "UTC minus 2 hours";
 * offset zero without a name: "UTC". Throws RangeError for an invalid Date or an unknown zone.
 */
export function zoneName(speaker: Voice, locale: Locale, at: Date, timeZone: string): string {
  assertDate(at, 'zoneName');
  const name = format(intlTagOf(locale), timeZone, 'name', { timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')
    ?.value?.replace(ODD_SPACES, ' ');
  // A name with a slash ("Zentral-/Westaustralische Normalzeit", de) would be read as a symbol: say the offset.
  if (name && !OFFSET_NAME.test(name) && !name.includes('/')) {
    // Words of the name a TTS voice misreads, reworded (locale `compassAlone.zoneWords`: French "de l’Est").
    return (locale.compassAlone?.zoneWords ?? []).reduce((n, [from, to]) => n.replace(from, to), name);
  }
  const offset = utcOffsetMinutes(at, timeZone);
  if (offset === 0) return locale.time.utc;
  const words = speaker.quantity('duration', Math.abs(offset) * 60).text ?? '';
  return fill(offset > 0 ? locale.time.utcAhead : locale.time.utcBehind, { offset: words });
}

/**
 * "6:40 PM, New Zealand Daylight Time"; without a position fix the locale's `noFix` sentence says the
 * zone is the add-on's own. Throws RangeError for an invalid Date or an unknown zone.
 */
export function speakLocalTime(speaker: Voice, locale: Locale, at: Date, timeZone: string, fromPosition: boolean): string {
  const values = { time: clockTimeIn(locale, at, timeZone), zone: zoneName(speaker, locale, at, timeZone) };
  return fill(fromPosition ? locale.time.local : locale.time.noFix, values);
}

/**
 * The day word for an ETA that is not today in the boat's zone: "tomorrow" / "amanhã" the next day,
 * the weekday within a week ("Tuesday", "terça-feira"), else the date ("July 3", "3 de julho");
 * null today or in the past.
 */
function etaDay(locale: Locale, eta: Date, now: Date, timeZone: string): string | null {
  const days = localDay(eta, timeZone) - localDay(now, timeZone);
  if (days <= 0) return null;
  if (days === 1) return relativeDay(intlTagOf(locale));
  const options: Intl.DateTimeFormatOptions = days < 7 ? { weekday: 'long' } : { day: 'numeric', month: 'long' };
  return format(intlTagOf(locale), timeZone, days < 7 ? 'weekday' : 'date', options)
    .format(eta)
    .replace(ODD_SPACES, ' ');
}

/**
 * A moment as read_sensor says it (never a raw ISO timestamp): the day in the
 * boat's zone ("today", "yesterday", "tomorrow" from Intl.RelativeTimeFormat; another day as its date,
 * "December 1", with the year when it is not this year's) and, when `withTime`, the clock time, through
 * the `at` template ("{day} at {time}"). Throws RangeError for an invalid Date or an unknown zone.
 */
export function speakTimestamp(locale: Locale, at: string, moment: Date, now: Date, timeZone: string, withTime: boolean): string {
  assertDate(moment, 'timestamp');
  assertDate(now, 'now');
  const tag = intlTagOf(locale);
  const days = localDay(moment, timeZone) - localDay(now, timeZone);
  let day: string;
  if (Math.abs(days) <= 1) day = nearDay(tag, days);
  else {
    const sameYear = localYear(moment, timeZone) === localYear(now, timeZone);
    const options: Intl.DateTimeFormatOptions = sameYear ? { day: 'numeric', month: 'long' } : { day: 'numeric', month: 'long', year: 'numeric' };
    day = format(tag, timeZone, sameYear ? 'date' : 'dateYear', options)
      .format(moment)
      .replace(ODD_SPACES, ' ');
  }
  return withTime ? fill(at, { day, time: clockTimeIn(locale, moment, timeZone) }) : day;
}

const nearDays = new Map<string, string>();
/** "yesterday" / "today" / "tomorrow" (-1, 0, 1) from Intl.RelativeTimeFormat, curly apostrophes made plain. */
function nearDay(tag: string, days: number): string {
  const key = `${tag}|${days}`;
  let word = nearDays.get(key);
  if (word === undefined) {
    word = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(days, 'day').replace(/\u2019/g, "'");
    nearDays.set(key, word);
  }
  return word;
}

const tomorrows = new Map<string, string>();
/** "tomorrow" / "amanhã" from Intl.RelativeTimeFormat. */
function relativeDay(tag: string): string {
  let word = tomorrows.get(tag);
  if (word === undefined) {
    word = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(1, 'day');
    tomorrows.set(tag, word);
  }
  return word;
}

/**
 * Time to go as said with "about": whole minutes from a minute up (seconds would be false precision
 * for an estimate), seconds below.
 */
function roundedTimeToGo(seconds: number): number {
  return seconds >= 60 ? Math.round(seconds / 60) * 60 : seconds;
}

/**
 * The route answer: "next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving
 * 6:40 PM"; "about 25 minutes" instead of the arrival when its time is unknown. Parts that are unknown
 * (or impossible) are left out: without a time to go, neither the duration nor the arrival is said. No active course: the locale's `none` sentence.
 * The arrival is a clock time in `reading.timeZone` (the boat's zone), with a day word when it is not today.
 */
export function speakRoute(speaker: Voice, locale: Locale, reading: RouteReading): string {
  const r = locale.route;
  if (!reading.active) return r.none;
  const name = sayableName(reading.waypointName, BOAT_NAME_MAX) || null; // boat text (boat-text.ts)
  let point: string;
  if (reading.onRoute && name !== null) point = fill(r.waypoint, { name });
  else if (reading.onRoute && reading.pointNumber !== null && reading.pointTotal !== null && reading.pointNumber >= 1 && reading.pointNumber <= reading.pointTotal) {
    point = fill(r.waypointNumber, { number: speaker.number(reading.pointNumber, 0), total: speaker.number(reading.pointTotal, 0) });
  } else if (reading.onRoute) point = r.waypointUnknown;
  else point = name !== null ? fill(r.destination, { name }) : r.destinationUnnamed;

  let distance = speaker.quantity('distance', reading.distance).text;
  if (!reading.onRoute && distance !== null) {
    // A single destination leads with how far it is: "2.4 miles to the destination".
    point = name !== null ? fill(r.destinationDistance, { distance, name }) : fill(r.destinationUnnamedDistance, { distance });
    distance = null;
  }
  const bearing = typeof reading.bearingTrue === 'number' ? speaker.bearingPoint(reading.bearingTrue) : null;
  const ttg =
    typeof reading.timeToGo === 'number' && Number.isFinite(reading.timeToGo) && reading.timeToGo >= 0
      ? speaker.quantity('duration', roundedTimeToGo(reading.timeToGo)).text
      : null;
  let arrival: string | null = null;
  if (ttg !== null && reading.eta instanceof Date && !Number.isNaN(reading.eta.getTime())) {
    const time = clockTimeIn(locale, reading.eta, reading.timeZone);
    const day = etaDay(locale, reading.eta, reading.now, reading.timeZone);
    arrival = day === null ? fill(r.eta, { time }) : fill(r.etaDay, { day, time });
  }
  return (
    speaker.join([
      point,
      distance === null ? null : fill(r.distance, { distance }),
      bearing === null ? null : fill(r.bearing, { point: bearing }),
      // The arrival time says the time to go too: both made the answer 8 to 11 s (docs/design.md#the-speaking-budget).
      ttg === null || arrival !== null ? null : fill(r.timeToGo, { duration: ttg }),
      arrival,
    ]) ?? point
  );
}
