/**
 * Clock times and calendar days in any IANA zone, for the number helpers (numbers.ts `clockTime`,
 * `clockTimeIn`) and the answers that need a day in the boat's zone (questions/get-route/answer.ts, local-time.ts,
 * sensor-value.ts). The boat's zone comes from its GPS fix, so it may differ from the speaker's own.
 *
 * `Intl.DateTimeFormat` objects per language and zone are built on first use and cached (a boat
 * crosses few zones), so an answer builds none once its zone has been spoken.
 */
import { fill, intlTagOf, pluralForm, type Locale } from './locale.js';

/** Spaces some ICU versions put in clock times ("6:05\u202fPM") that TTS engines mishandle. */
export const ODD_SPACES = /[\u00a0\u2007\u2009\u202f]/g;
/** Bound on cached formatters (language × zone × purpose); cleared when full. */
const MAX_FORMATS = 256;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached `Intl.DateTimeFormat` for a language tag, zone and purpose (the cache key: one purpose, one
 * set of options). Throws RangeError (naming the zone) for a zone Intl does not know.
 */
export function zoneFormat(tag: string, timeZone: string, purpose: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${timeZone}|${purpose}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    } catch (err) {
      throw new RangeError(`Unknown time zone "${timeZone}" (expected an IANA name such as "Europe/Lisbon"): ${(err as Error).message}`);
    }
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, f);
  }
  return f;
}

/** Throws RangeError ("`what`: not a valid Date") unless `at` is a valid Date. */
export function assertDate(at: Date, what: string): void {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new RangeError(`${what}: not a valid Date`);
}

/**
 * Clock time of `at` in `timeZone` in the locale's clock ("6:40 PM" en, "18:40" pt-BR), plain spaces only.
 * Throws RangeError for an invalid Date or an unknown zone.
 */
export function clockTimeIn(locale: Locale, at: Date, timeZone: string): string {
  assertDate(at, 'clockTime');
  return sayClock(locale, zoneFormat(intlTagOf(locale), timeZone, 'clock', locale.clock), at);
}

/** Plural rules per language tag for {@link sayClock}'s hours. */
const hourPlurals = new Map<string, Intl.PluralRules>();

/**
 * `at` through the clock format `clock` (the locale's `clock` options in a zone), written the way a
 * voice should say it. TTS reads "6:06" and "18:00" digit by digit ("six zero six", "dezoito zero
 * zero"), so a time on the hour and minutes 1 to 9 take the locale's `time.clockHour`
 * and `time.clockEarly` forms ("6 AM", "6 oh 6 AM"; "18 horas", "18 e 7"; "18 Uhr", "6 Uhr 8"); other
 * minutes stay as Intl writes them ("6:45 PM", "18:17"). Plain spaces only.
 */
export function sayClock(locale: Locale, clock: Intl.DateTimeFormat, at: Date): string {
  const parts = clock.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): string | undefined => parts.find((p) => p.type === type)?.value;
  const hourText = part('hour');
  const minuteText = part('minute');
  const minute = Number(minuteText);
  if (hourText === undefined || minuteText === undefined || !(minute < 10)) {
    return parts
      .map((p) => p.value)
      .join('')
      .replace(ODD_SPACES, ' ');
  }
  const hour = Number(hourText);
  const tag = intlTagOf(locale);
  let rules = hourPlurals.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    hourPlurals.set(tag, rules);
  }
  const category = hour === 0 && locale.zeroIsPlural ? 'other' : rules.select(hour);
  const forms = minute === 0 ? locale.time.clockHour : locale.time.clockEarly;
  return fill(pluralForm(forms, category), { hour: String(hour), minute: String(minute), period: part('dayPeriod') ?? '' })
    .replace(ODD_SPACES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Offset of `timeZone` from UTC at `at`, in minutes (east positive): Europe/Helsinki in summer 180,
 * Etc/GMT+2 -120. Throws RangeError for an unknown zone.
 */
export function utcOffsetMinutes(at: Date, timeZone: string): number {
  const name =
    zoneFormat('en-US', timeZone, 'offset', { timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+\-\u2212])(\d{1,2})(?::?(\d{2}))?$/.exec(name);
  if (!m) return 0; // "GMT": offset zero
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '+' ? minutes : -minutes;
}

/** Calendar day of `at` in `timeZone`, as days since 1970-01-01 (for "tomorrow" and weekdays). */
export function localDay(at: Date, timeZone: string): number {
  const parts = zoneFormat('en-US', timeZone, 'day', { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(at);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000;
}

/** Calendar year of `at` in `timeZone`. */
export function localYear(at: Date, timeZone: string): number {
  return Number(zoneFormat('en-US', timeZone, 'year', { year: 'numeric' }).format(at));
}
