/**
 * The local time answer (tool get_local_time): the clock time in the boat's zone (from its GPS fix,
 * queries/timezone.ts) with the zone's name, from `Intl.DateTimeFormat` in the language.
 */
import { assertDate, ODD_SPACES, utcOffsetMinutes, zoneFormat } from '../../speech/clock.js';
import { fill, intlTagOf, type Locale } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** The reading: the moment, the boat's IANA zone, and whether that zone comes from a position fix. */
export interface LocalTimeReading {
  at: Date;
  timeZone: string;
  /** False: no position fix, the zone is the add-on's own (the answer says so). */
  fromPosition: boolean;
}

/**
 * One language's words. `local`: `{time}` (the clock time as spoken), `{zone}` (the zone's name), en
 * "{time}, {zone}"; `noFix`: the same placeholders, saying the zone is the add-on's own for want of a
 * position fix. `utc`: a zone at offset zero with no name in the language; `utcAhead` / `utcBehind`:
 * `{offset}` ("2 hours") for zones with no name (sea zones), en "UTC plus {offset}". `zoneWords`:
 * replacements in `Intl`'s zone names of words the language's voice misreads (fr "d’Europe de l’Est"
 * -> "d’Europe orientale": espeak-ng reads "est" as the verb). `subject`: the noun phrase for "The boat
 * isn't reporting {subject} right now."
 */
export interface LocalTimeWords {
  readonly local: string;
  readonly noFix: string;
  readonly utc: string;
  readonly utcAhead: string;
  readonly utcBehind: string;
  readonly zoneWords: ReadonlyArray<readonly [from: string, to: string]>;
  readonly subject: string;
}

/** Zone names Intl gives when the language has no name for the zone: "GMT-02:00", "GMT", "UTC+1". */
const OFFSET_NAME = /^(GMT|UTC)([+\-\u2212]|$)/;

/**
 * "6:40 PM, New Zealand Daylight Time" ("6 oh 5 PM", "6 PM" on the hour; numbers.ts `clockTimeIn`); a sea
 * zone without a name: "6:40 PM, UTC minus 2 hours". `fromPosition` false (no position fix) says the
 * `noFix` words: this is the add-on's own zone. Throws RangeError for an invalid Date or an unknown zone.
 */
export function sayLocalTime(words: LocalTimeWords, n: Numbers, reading: LocalTimeReading, locale: Locale): string {
  const { at, timeZone } = reading;
  const values = { time: n.clockTimeIn(at, timeZone), zone: zoneName(words, n, at, timeZone, locale) };
  return fill(reading.fromPosition ? words.local : words.noFix, values);
}

/**
 * The zone's name in the language ("New Zealand Daylight Time", "Horário de Verão da Nova Zelândia").
 * Where the language has none (sea zones such as Etc/GMT+2), the offset in words: "UTC minus 2 hours";
 * offset zero without a name: "UTC". Throws RangeError for an invalid Date or an unknown zone.
 */
function zoneName(words: LocalTimeWords, n: Numbers, at: Date, timeZone: string, locale: Locale): string {
  assertDate(at, 'zoneName');
  const name = zoneFormat(intlTagOf(locale), timeZone, 'name', { timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')
    ?.value?.replace(ODD_SPACES, ' ');
  // A name with a slash ("Zentral-/Westaustralische Normalzeit", de) would be read as a symbol: say the offset.
  if (name && !OFFSET_NAME.test(name) && !name.includes('/')) {
    return words.zoneWords.reduce((said, [from, to]) => said.replace(from, to), name);
  }
  const offset = utcOffsetMinutes(at, timeZone);
  if (offset === 0) return words.utc;
  const offsetWords = n.quantity('duration', Math.abs(offset) * 60).text ?? '';
  return fill(offset > 0 ? words.utcAhead : words.utcBehind, { offset: offsetWords });
}

/** The answer with its words, for `Speaker.answer`. */
export const LOCAL_TIME: QuestionAnswer<LocalTimeWords, LocalTimeReading> = { words: WORDS, say: sayLocalTime };
