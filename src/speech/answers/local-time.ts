/**
 * The local time answer (tool get_local_time): the clock time in the boat's zone (from its GPS fix,
 * queries/timezone.ts) with the zone's name. Words: the locale's `time` block; the zone's name from
 * `Intl.DateTimeFormat` in the language.
 */
import { fill, intlTagOf, type Locale } from '../locale.js';
import { assertDate, ODD_SPACES, utcOffsetMinutes, zoneFormat } from '../clock.js';
import type { Numbers } from '../numbers.js';

/** Zone names Intl gives when the language has no name for the zone: "GMT-02:00", "GMT", "UTC+1". */
const OFFSET_NAME = /^(GMT|UTC)([+\-\u2212]|$)/;

/**
 * "6:40 PM, New Zealand Daylight Time" ("6 oh 5 PM", "6 PM" on the hour; numbers.ts `clockTimeIn`); a sea
 * zone without a name: "6:40 PM, UTC minus 2 hours". `fromPosition` false (no position fix) adds the
 * locale's `noFix` words: this is the add-on's own zone. In: the moment, the IANA zone. Throws RangeError
 * for an invalid Date or an unknown zone.
 */
export function localTime(words: Locale, n: Numbers, at: Date, timeZone: string, fromPosition: boolean): string {
  const values = { time: n.clockTimeIn(at, timeZone), zone: zoneName(words, n, at, timeZone) };
  return fill(fromPosition ? words.time.local : words.time.noFix, values);
}

/**
 * The zone's name in the language ("New Zealand Daylight Time", "Horário de Verão da Nova Zelândia").
 * Where the language has none (sea zones such as Etc/GMT+2), the offset in words: "UTC minus 2 hours";
 * offset zero without a name: "UTC". Throws RangeError for an invalid Date or an unknown zone.
 */
function zoneName(words: Locale, n: Numbers, at: Date, timeZone: string): string {
  assertDate(at, 'zoneName');
  const name = zoneFormat(intlTagOf(words), timeZone, 'name', { timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')
    ?.value?.replace(ODD_SPACES, ' ');
  // A name with a slash ("Zentral-/Westaustralische Normalzeit", de) would be read as a symbol: say the offset.
  if (name && !OFFSET_NAME.test(name) && !name.includes('/')) {
    // Words of the name a TTS voice misreads, reworded (locale `compassAlone.zoneWords`: French "de l’Est").
    return (words.compassAlone?.zoneWords ?? []).reduce((said, [from, to]) => said.replace(from, to), name);
  }
  const offset = utcOffsetMinutes(at, timeZone);
  if (offset === 0) return words.time.utc;
  const offsetWords = n.quantity('duration', Math.abs(offset) * 60).text ?? '';
  return fill(offset > 0 ? words.time.utcAhead : words.time.utcBehind, { offset: offsetWords });
}
