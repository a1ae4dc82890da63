/**
 * read_sensor's answer for a value that is not a quantity: an enumeration, a moment, magnetic
 * variation, yes/no, an identifier or a value of the wrong kind (the value kinds and the locale block's
 * type: sensor-words.ts). Words: the locale's `sensor` block; day words and dates from `Intl`.
 */
import { fill, intlTagOf, type Locale } from '../locale.js';
import { assertDate, localDay, localYear, ODD_SPACES, zoneFormat } from '../clock.js';
import type { Numbers } from '../numbers.js';
import { enumerationValue, type SensorValue } from '../sensor-words.js';
import { boatText } from './alarms.js';
import { fitsEstimate } from '../last-known.js';

/**
 * "today at 6:21 AM", "motoring" ("navegando a motor"), "8 degrees east", "yes", text from the boat made
 * sayable and capped as alarm messages are (alarms.ts `boatText`; the unreadable sentence when nothing
 * sayable is left or it would still pass the speaking budget), or the identifier / unreadable sentence. In: a variation in radians, positive East (SignalK navigation.magneticVariation); a moment
 * with the boat's zone. Null for an enumeration value its set does not list (the caller speaks it as boat
 * text) or a variation beyond half a turn (a unit error). Throws RangeError for an invalid Date or an
 * unknown zone.
 */
export function sensorValue(words: Locale, n: Numbers, v: SensorValue): string | null {
  const w = words.sensor;
  switch (v.kind) {
    case 'time':
      return timestamp(words, n, v.at, v.now, v.timeZone, v.withTime);
    case 'enumeration': {
      const key = enumerationValue(v.set, v.value);
      return key === undefined ? null : (w.enums[v.set] as Record<string, string>)[key]!;
    }
    case 'variation': {
      if (!Number.isFinite(v.radians) || Math.abs(v.radians) > Math.PI) return null;
      const angle = n.quantity('angle', Math.abs(v.radians)).text;
      if (angle === null) return null;
      return fill(v.radians < 0 ? w.variationWest : w.variationEast, { angle });
    }
    case 'boolean':
      return v.value ? w.yes : w.no;
    case 'identifier':
      return w.identifier;
    case 'text': {
      // Past the speaking budget even when capped (a 60-letter "word" is spelled: 9.5 s): not read.
      const said = boatText(n, v.value);
      return said !== '' && fitsEstimate(said, n.language) ? said : w.unreadable;
    }
    case 'unreadable':
      return w.unreadable;
  }
}

/**
 * A moment as read_sensor says it (never a raw ISO timestamp): the day in the boat's zone ("today",
 * "yesterday", "tomorrow" from Intl.RelativeTimeFormat; another day as its date, "December 1", with the
 * year when it is not this year's) and, when `withTime`, the clock time, through the locale's `sensor.at`
 * template ("{day} at {time}"). Throws RangeError for an invalid Date or an unknown zone.
 */
function timestamp(words: Locale, n: Numbers, moment: Date, now: Date, timeZone: string, withTime: boolean): string {
  assertDate(moment, 'timestamp');
  assertDate(now, 'now');
  const tag = intlTagOf(words);
  const days = localDay(moment, timeZone) - localDay(now, timeZone);
  let day: string;
  if (Math.abs(days) <= 1) day = nearDay(tag, days);
  else {
    const sameYear = localYear(moment, timeZone) === localYear(now, timeZone);
    const options: Intl.DateTimeFormatOptions = sameYear ? { day: 'numeric', month: 'long' } : { day: 'numeric', month: 'long', year: 'numeric' };
    day = zoneFormat(tag, timeZone, sameYear ? 'date' : 'dateYear', options)
      .format(moment)
      .replace(ODD_SPACES, ' ');
  }
  return withTime ? fill(words.sensor.at, { day, time: n.clockTimeIn(moment, timeZone) }) : day;
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
