/**
 * The speaker: `createSpeaker(opts)` binds a language, a unit preset and a time zone and returns a
 * `Speaker` (types.ts) whose every string obeys docs/design.md#languages-and-wording and passes `ttsViolations`
 * (safety.ts). Pure: SI values in, text out, no I/O, no implicit clock.
 *
 * Numbers: rounded first, half away from zero on the number as written in decimal (0.05 -> "0.1",
 * 2.25 -> "2.3", 15.04 -> "15"), the same rule as `Intl.NumberFormat`'s default; then formatted with the
 * language's decimal separator and no grouping; never "-0"; negatives are spoken with the language's
 * word ("minus 3 degrees Celsius") because TTS engines read a hyphen inconsistently.
 *
 * All `Intl` objects are built once per speaker (this is the hot path of every answer), and what they
 * say about each rounded number is memoized per speaker (`IntlSpeaker.spell`).
 */
import { fill, intlTagOf, pluralForm, type Locale, type PluralCategory, type PluralForms, type UnitWord } from './locale.js';
import { getLocale } from './locales/index.js';
import { roundTo } from '../domain/round.js';
import { sayable } from './boat-text.js';
import { sayGluedUnits, type SayWithUnit } from './glued-units.js';
import { SkipperPhrases, type NumberWords } from './skipper.js';
import { speakAnchor } from './anchor.js';
import { TriagePhrases } from './triage.js';
import type { AisTargetReading, AnchorReading, BarometerReading, EngineReading, NavigationReading, TankReading, TriageItem, TriageOptions, WindReading } from './types.js';
import { clockTimeIn, sayClock, speakLocalTime, speakRoute } from './route-time.js';
import { speakSensorValue, type SensorValue } from './sensor-words.js';
import { fitLastKnown } from './last-known.js';
import {
  ALARM_SEVERITY,
  LANGUAGES,
  UNIT_PRESETS,
  type AlarmItem,
  type AlarmState,
  type BatteryReading,
  type DepthReading,
  type Language,
  type RouteReading,
  type Speaker,
  type SpeakerOptions,
  type SpokenQuantity,
  type Subject,
  type UnitPreset,
} from './types.js';
import { KEEL_DEPTH_MIN, LIMITS, type QuantityKind } from '../domain/quantities.js';
import { ANGLE_DECIMALS, IDLE_CURRENT_AMPS, POSITION_MINUTE_DECIMALS, UNIT_NAME_WORD, UNIT_RULES } from './units.js';
import { waterTemperature } from './answers/water-temperature.js';
import type { WaterTemperatureReading } from './types.js';

const DEG_PER_RAD = 180 / Math.PI;
/** Decimals for which number formats and plural rules are built up front; others are built once on first use. */
const PREBUILT_DECIMALS = [0, 1, 2, 3] as const;
/**
 * Entries per decimals count in a speaker's memo of `Intl` answers (`IntlSpeaker.spell`). Spoken numbers
 * repeat (0.1 nautical-mile steps, whole degrees, minutes), so a few hundred values hold an answer's working
 * set; the bound keeps a long-running add-on fed with drifting readings from growing without limit (512
 * entries of two short strings: some tens of kilobytes per decimals count). A full memo is cleared rather
 * than evicted entry by entry: least-recently-used bookkeeping would cost every hit more than it saves.
 */
export const SPELL_MEMO_SIZE = 512;
/** Longest alarm message spoken, in characters (about 4 s of espeak-ng speech). */
export const ALARM_MESSAGE_MAX = 60;
/** Most cleared alarms said by name in one announcement; the others are counted. */
export const ALARMS_LISTED = 3;

/**
 * An alarm's message made sayable (boat text) in at most `max` characters, without a closing full stop
 * or comma (the list puts its own); its path in words when nothing sayable is left.
 */
function alarmMessage(message: string, path: string, max: number = ALARM_MESSAGE_MAX, withUnit?: SayWithUnit): string {
  const said = sayable(message, max).replace(/[.,;:]+$/, '');
  return (withUnit ? sayGluedUnits(said, withUnit) : said) || pathWords(path);
}

/** Spaces some ICU versions put in clock times ("6:05\u202fPM") that TTS engines mishandle. */
const ODD_SPACES = /[\u00a0\u2007\u2009\u202f]/g;

// ---------------------------------------------------------------------------------------------
// Rounding (language independent)
// ---------------------------------------------------------------------------------------------

/** Whole degrees in [0, 360) from whole degrees of any sign (round first, then wrap: 359.6 -> 360 -> 0). */
function wrap360(deg: number): number {
  const w = ((deg % 360) + 360) % 360;
  return w === 0 ? 0 : w;
}

/** Spoken words for a SignalK path: "environment.depth.belowKeel" -> "environment depth below keel". */
export function pathWords(path: string): string {
  return path
    .replace(/^notifications\./, '')
    .split(/[.\/]+/)
    .filter((s) => s !== '')
    .map((s) =>
      s
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Za-z])(\d)/g, '$1 $2')
        .toLowerCase(),
    )
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// The speaker
// ---------------------------------------------------------------------------------------------

/** What `Intl` says about one rounded number at one decimals count (memoized per speaker, see `spell`). */
interface Spelled {
  /** `Math.abs(rounded)` in the language's format, no grouping, no sign: "16,5". */
  readonly digits: string;
  /** Plural category of `Math.abs(rounded)` under the same fraction options: 'one', 'other', ... */
  readonly category: PluralCategory;
}

class IntlSpeaker implements Speaker {
  readonly language: Language;
  readonly units: UnitPreset;
  readonly timeZone: string;
  private readonly locale: Locale;
  private readonly numberFormats = new Map<number, Intl.NumberFormat>();
  private readonly pluralRules = new Map<number, Intl.PluralRules>();
  /** `spell`'s memo, indexed by decimals count: rounded number -> its digits and plural category. */
  private readonly spellings: (Map<number, Spelled> | undefined)[] = [];
  private readonly clock: Intl.DateTimeFormat;
  /** "12 minutes ago" / "há 12 minutos" (numeric always: no "yesterday"). */
  private readonly relative: Intl.RelativeTimeFormat;
  /** "now" / "agora". */
  private readonly now: string;

  constructor(opts: SpeakerOptions) {
    if (!LANGUAGES.includes(opts.language)) {
      throw new RangeError(`Unknown speech language "${String(opts.language)}"; known: ${LANGUAGES.join(', ')}`);
    }
    if (!UNIT_PRESETS.includes(opts.units)) {
      throw new RangeError(`Unknown unit preset "${String(opts.units)}"; known: ${UNIT_PRESETS.join(', ')}`);
    }
    this.language = opts.language;
    this.units = opts.units;
    this.locale = getLocale(opts.language);
    const tag = intlTagOf(this.locale);
    for (const d of PREBUILT_DECIMALS) {
      this.numberFormat(d);
      this.plural(d);
    }
    try {
      this.clock = new Intl.DateTimeFormat(tag, { ...this.locale.clock, timeZone: opts.timeZone });
    } catch (err) {
      throw new RangeError(`Unknown time zone "${String(opts.timeZone)}" (expected an IANA name such as "Europe/Lisbon"): ${(err as Error).message}`);
    }
    this.timeZone = this.clock.resolvedOptions().timeZone;
    this.relative = new Intl.RelativeTimeFormat(tag, { numeric: 'always', style: 'long' });
    this.now = new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'long' }).format(0, 'second');
  }

  // --- numbers -------------------------------------------------------------------------------

  private numberFormat(decimals: number): Intl.NumberFormat {
    let nf = this.numberFormats.get(decimals);
    if (!nf) {
      nf = new Intl.NumberFormat(intlTagOf(this.locale), {
        useGrouping: false,
        minimumFractionDigits: 0,
        maximumFractionDigits: decimals,
        roundingMode: 'halfExpand',
      });
      this.numberFormats.set(decimals, nf);
    }
    return nf;
  }

  private plural(decimals: number): Intl.PluralRules {
    let pr = this.pluralRules.get(decimals);
    if (!pr) {
      pr = new Intl.PluralRules(intlTagOf(this.locale), { type: 'cardinal', minimumFractionDigits: 0, maximumFractionDigits: decimals });
      this.pluralRules.set(decimals, pr);
    }
    return pr;
  }

  /**
   * The digits and plural category of `rounded`, an output of `roundTo(value, decimals)`. Memoized: this
   * is the hot path of every answer, ICU calls are cold between answers and the numbers spoken repeat
   * across answers, so a number already seen costs a Map lookup. Keyed by the number itself (Map compares by
   * SameValueZero; roundTo never gives -0, and 0 and -0 would spell alike anyway). Entries are built on
   * first use; a memo that reaches SPELL_MEMO_SIZE entries is cleared.
   */
  private spell(rounded: number, decimals: number): Spelled {
    let memo = this.spellings[decimals];
    if (memo === undefined) {
      memo = new Map();
      this.spellings[decimals] = memo;
    }
    let spelled = memo.get(rounded);
    if (spelled === undefined) {
      if (memo.size >= SPELL_MEMO_SIZE) memo.clear();
      const abs = Math.abs(rounded);
      // pt-BR says "0 metros" though CLDR's pt puts zero with one.
      const category = abs === 0 && this.locale.brief.zeroIsPlural ? 'other' : this.plural(decimals).select(abs);
      spelled = { digits: this.numberFormat(decimals).format(abs), category };
      memo.set(rounded, spelled);
    }
    return spelled;
  }

  /** The spoken form of a rounded number from its digits: "16,5"; negatives as "minus 3". */
  private signed(rounded: number, digits: string): string {
    return rounded < 0 ? `${this.locale.minus} ${digits}` : digits;
  }

  /** Formats an already rounded number: "16,5"; negatives as "minus 3". */
  private formatRounded(rounded: number, decimals: number): string {
    return this.signed(rounded, this.spell(rounded, decimals).digits);
  }

  number(value: number, maxDecimals: number): string {
    return this.formatRounded(roundTo(value, maxDecimals), maxDecimals);
  }

  gluedUnits(text: string): string {
    return sayGluedUnits(text, this.unitSaid);
  }

  decimal(forms: PluralForms, value: number, decimals: number): string {
    const rounded = roundTo(value, decimals);
    const spelled = this.spell(rounded, decimals);
    return fill(pluralForm(forms, spelled.category), { count: this.signed(rounded, spelled.digits) });
  }

  /** withUnit for boat text's "1.2m" (glued-units.ts), bound to this speaker. */
  private readonly unitSaid: SayWithUnit = (value, word, decimals) => this.withUnit(value, word, decimals);

  /** "16.5 knots": rounds, formats and picks the plural form for the number as shown. */
  withUnit(value: number, word: UnitWord, decimals: number): string {
    const rounded = roundTo(value, decimals);
    const spelled = this.spell(rounded, decimals);
    return fill(this.locale.quantity, {
      number: this.signed(rounded, spelled.digits),
      unit: pluralForm(this.locale.units[word], spelled.category),
    });
  }

  /**
   * A whole count `n` in a phrase with plural forms (placeholder `{count}`): "2 active alarms", "1 path",
   * "3 engine hours". Every caller passes a whole number (a length, or a value already rounded to 0
   * decimals), so its digits and plural form are those `spell` gives for `n` at 0 decimals.
   */
  count(forms: PluralForms, n: number): string {
    const spelled = this.spell(n, 0);
    return fill(pluralForm(forms, spelled.category), { count: this.signed(n, spelled.digits) });
  }

  // --- quantities ----------------------------------------------------------------------------

  unitName(kind: QuantityKind): string | null {
    const word = UNIT_RULES[kind]?.[this.units].word ?? UNIT_NAME_WORD[kind];
    return word ? this.locale.units[word].other : null;
  }

  quantity(kind: QuantityKind, si: number | null | undefined): SpokenQuantity {
    return { text: this.quantityText(kind, si), unit: this.unitName(kind) };
  }

  private quantityText(kind: QuantityKind, si: number | null | undefined): string | null {
    if (typeof si !== 'number' || !Number.isFinite(si)) return null;
    switch (kind) {
      case 'direction':
        return this.directionText(si);
      case 'relativeAngle':
        return this.relativeText(si);
      case 'angle': {
        const deg = this.wholeDegrees(si);
        return deg === null ? null : this.withUnit(deg, 'degree', ANGLE_DECIMALS);
      }
      case 'duration':
        return this.durationText(si);
      default:
        break;
    }
    const rule = UNIT_RULES[kind]?.[this.units];
    const limits = LIMITS[kind];
    if (!rule || si < limits.min || si > limits.max) return null;
    // Ratios from 1 to 1.05 are sensor overshoot: spoken as 100 percent.
    const value = kind === 'ratio' && si > 1 ? 100 : rule.fromSI(si);
    return this.withUnit(value, rule.word, rule.decimals);
  }

  /** Whole degrees (rounded first), or null beyond 360 in magnitude. */
  private wholeDegrees(radians: number): number | null {
    if (!Number.isFinite(radians)) return null;
    const deg = roundTo(radians * DEG_PER_RAD, ANGLE_DECIMALS);
    // Checked after rounding (round first): 2π written as 6.2832 is still 360, i.e. North (domain/quantities.ts LIMITS).
    return Math.abs(deg) > 360 ? null : deg;
  }

  /** "205 degrees, south-south-west"; 0..360 with negatives wrapped (−0.0524 -> 357). */
  private directionText(radians: number): string | null {
    const deg = this.wholeDegrees(radians);
    if (deg === null) return null;
    const wrapped = wrap360(deg);
    const angle = this.withUnit(wrapped, 'degree', ANGLE_DECIMALS);
    // A point the voice misreads alone is left out: the angle says the direction (locale `compassAlone`).
    if (this.misreadAlone(wrapped)) return angle;
    return fill(this.locale.direction, { angle, point: this.pointOf(wrapped) });
  }

  /** Whether the compass point of whole degrees `wrappedDeg` is misread when said alone (locale `compassAlone`). */
  private misreadAlone(wrappedDeg: number): boolean {
    return this.locale.compassAlone?.misread.includes(Math.round(wrappedDeg / 22.5) % 16) ?? false;
  }

  /** Relative angle folded into (−180, 180]: negative to port, positive to starboard. */
  private relativeText(radians: number): string | null {
    const deg = this.wholeDegrees(radians);
    if (deg === null) return null;
    let folded = wrap360(deg);
    if (folded > 180) folded -= 360;
    const r = this.locale.relative;
    if (folded === 0) return r.ahead;
    if (folded === 180) return r.astern;
    const angle = this.withUnit(Math.abs(folded), 'degree', ANGLE_DECIMALS);
    return fill(folded < 0 ? r.port : r.starboard, { angle });
  }

  /** Compass point of whole degrees in [0, 360): sectors of 22.5° centred on North. */
  private pointOf(wrappedDeg: number): string {
    const index = Math.round(wrappedDeg / 22.5) % 16;
    return this.locale.compass[index] ?? this.locale.compass[0];
  }

  compassPoint(radians: number): string | null {
    const deg = this.wholeDegrees(radians);
    return deg === null ? null : this.pointOf(wrap360(deg));
  }

  bearingPoint(radians: number): string | null {
    const deg = this.wholeDegrees(radians);
    if (deg === null) return null;
    const wrapped = wrap360(deg);
    const alone = this.locale.compassAlone;
    if (alone === undefined || !this.misreadAlone(wrapped)) return this.pointOf(wrapped);
    return fill(alone.bearing, { degrees: this.number(roundTo(wrapped, 0) % 360, 0) });
  }

  /**
   * "2 hours 5 minutes", "45 seconds". Granularity by size: under a minute seconds; under 10 minutes
   * minutes and seconds; under a day hours and minutes; then days and hours. Zero parts are left out.
   */
  private durationText(seconds: number): string | null {
    const { min, max } = LIMITS.duration;
    if (seconds < min || seconds > max) return null;
    const s = roundTo(seconds, 0);
    const parts: [number, UnitWord][] = [];
    if (s < 60) {
      parts.push([s, 'second']);
    } else if (s < 600) {
      parts.push([Math.floor(s / 60), 'minute'], [s % 60, 'second']);
    } else if (roundTo(s / 60, 0) < 1440) {
      const minutes = roundTo(s / 60, 0);
      parts.push([Math.floor(minutes / 60), 'hour'], [minutes % 60, 'minute']);
    } else {
      const hours = roundTo(s / 3600, 0);
      parts.push([Math.floor(hours / 24), 'day'], [hours % 24, 'hour']);
    }
    const spoken = parts.filter(([n], i) => n !== 0 || (i === 0 && parts.every(([m]) => m === 0))).map(([n, word]) => this.withUnit(n, word, 0));
    return this.locale.durationJoin(spoken);
  }

  // --- position ------------------------------------------------------------------------------

  position(latitude: number | null | undefined, longitude: number | null | undefined, radio = false): string | null {
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    const p = this.locale.position;
    return fill(p.pair, {
      latitude: this.coordinate(latitude, p.north, p.south, radio),
      longitude: this.coordinate(longitude, p.east, p.west, radio),
    });
  }

  /**
   * "37 degrees 48.5 North": minutes rounded to 0.1 first, said as a bare number, or with `radio` named
   * as on the radio ("37 degrees 48.5 minutes North"); 60 minutes carry into the degrees.
   */
  private coordinate(value: number, positive: string, negative: string, radio: boolean): string {
    const tenths = Math.round(roundTo(Math.abs(value) * 60, POSITION_MINUTE_DECIMALS) * 10);
    const degrees = Math.floor(tenths / 600);
    const minutes = (tenths - degrees * 600) / 10;
    return fill(this.locale.position.coordinate, {
      degrees: this.withUnit(degrees, 'degree', 0),
      minutes: radio ? this.withUnit(minutes, 'arcMinute', POSITION_MINUTE_DECIMALS) : this.number(minutes, POSITION_MINUTE_DECIMALS),
      // Exactly zero (after rounding) is North / East.
      hemisphere: value < 0 && tenths > 0 ? negative : positive,
    });
  }

  // --- composite answers ---------------------------------------------------------------------

  battery(reading: BatteryReading): string | null {
    const soc = this.quantityText('ratio', reading.soc);
    const voltage = this.quantityText('voltage', reading.voltage);
    let current = this.quantityText('current', reading.current);
    if (current !== null && typeof reading.current === 'number') {
      // SignalK: positive = charging. Below 0.1 A: neither (docs/design.md#languages-and-wording).
      if (Math.abs(reading.current) >= IDLE_CURRENT_AMPS) {
        current = fill(reading.current > 0 ? this.locale.battery.charging : this.locale.battery.discharging, { current });
      }
    }
    return this.join([soc, voltage, current]);
  }

  /**
   * Under-keel clearance first, then depth below the surface (case depth-under-keel-first). Depth below
   * the transducer is the raw reading the other two derive from: spoken only when neither is known.
   */
  depth(reading: DepthReading): string | null {
    const d = this.locale.depth;
    // The keel at or below the bottom is said alone: a larger figure from the surface or the transducer
    // would make the water look deeper than it is under the keel.
    const keelDepth = typeof reading.belowKeel === 'number' && reading.belowKeel <= 0 ? this.keelDepth(reading.belowKeel) : null;
    if (keelDepth !== null) return fill(d.keelTouching, { depth: keelDepth });
    const keel = this.quantityText('depth', reading.belowKeel);
    const surface = this.quantityText('depth', reading.belowSurface);
    const transducer = keel === null && surface === null ? this.quantityText('depth', reading.belowTransducer) : null;
    return this.join([
      keel === null ? null : fill(d.belowKeel, { depth: keel }),
      surface === null ? null : fill(d.belowSurface, { depth: surface }),
      transducer === null ? null : fill(d.belowTransducer, { depth: transducer }),
    ]);
  }

  keelDepth(si: number | null): string | null {
    if (typeof si !== 'number' || !Number.isFinite(si) || si < KEEL_DEPTH_MIN || si > LIMITS.depth.max) return null;
    const rule = UNIT_RULES.depth![this.units];
    const value = roundTo(rule.fromSI(si), rule.decimals);
    // A reading that rounds to zero is "0 meters", never "minus 0".
    return this.withUnit(value === 0 ? 0 : value, rule.word, rule.decimals);
  }

  // --- time ----------------------------------------------------------------------------------

  clockTime(at: Date): string {
    if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new RangeError('clockTime: not a valid Date');
    return sayClock(this.locale, this.clock, at);
  }

  clockTimeIn(at: Date, timeZone: string): string {
    return timeZone === this.timeZone ? this.clockTime(at) : clockTimeIn(this.locale, at, timeZone);
  }

  route(reading: RouteReading): string {
    return speakRoute(this, this.locale, reading);
  }

  sensorValue(value: SensorValue): string | null {
    return speakSensorValue(this, this.locale, value);
  }

  localTime(at: Date, timeZone: string, fromPosition: boolean): string {
    return speakLocalTime(this, this.locale, at, timeZone, fromPosition);
  }

  /**
   * "12 minutes ago" / "há 12 minutos" from `Intl.RelativeTimeFormat`, in the largest unit that fits:
   * seconds under a minute, minutes under an hour, hours under a day, then days; each rounded to the
   * nearest whole unit. Under 1 s (or negative: a clock ahead of ours) -> "now" / "agora".
   * Throws RangeError for a non-finite age.
   */
  age(ms: number): string {
    if (!Number.isFinite(ms)) throw new RangeError(`age: not a finite number of milliseconds: ${String(ms)}`);
    const s = Math.round(ms / 1000);
    if (s < 1) return this.now;
    let value: number;
    let unit: Intl.RelativeTimeFormatUnit;
    if (s < 60) {
      value = s;
      unit = 'second';
    } else if (Math.round(s / 60) < 60) {
      value = Math.round(s / 60);
      unit = 'minute';
    } else if (Math.round(s / 3600) < 24) {
      value = Math.round(s / 3600);
      unit = 'hour';
    } else {
      value = Math.round(s / 86400);
      unit = 'day';
    }
    // Rebuild from parts without group separators ("1500 days ago", not "1,500").
    return this.relative
      .formatToParts(-value, unit)
      .filter((part) => part.type !== 'group')
      .map((part) => part.value)
      .join('')
      .replace(ODD_SPACES, ' ');
  }

  /** "16.5 knots, as of 12 minutes ago". A final full stop stays at the end. Non-finite age: display unchanged. */
  withAge(display: string, ageMs: number): string {
    if (!Number.isFinite(ageMs)) return display;
    const stop = display.endsWith('.');
    const body = stop ? display.slice(0, -1) : display;
    return fill(this.locale.stale, { display: body, age: this.age(ageMs) }) + (stop ? '.' : '');
  }

  // --- alarms --------------------------------------------------------------------------------

  alarmState(state: AlarmState): string {
    // A state outside the spec (boat text) is spoken as given.
    return (this.locale.alarmStates as Partial<Record<string, string>>)[state] ?? String(state);
  }

  alarm(state: AlarmState, message: string, path: string): string {
    return fill(this.locale.alarms.item, { state: this.alarmState(state), message: alarmMessage(message, path, ALARM_MESSAGE_MAX, this.unitSaid) });
  }

  /** Through the triage (types.ts `Speaker.alarms`). */
  alarms(list: AlarmItem[]): string {
    const items: TriageItem[] = list
      .filter((a) => a.state !== 'nominal' && a.state !== 'normal')
      .map((a) => (a.state === 'emergency' ? { kind: 'emergency', message: a.message, path: a.path } : { kind: 'alarm', state: a.state, message: a.message, path: a.path }));
    return this.triage(items) ?? this.locale.alarms.none;
  }

  // --- the SignalK feed (queries/feed.ts) ----------------------------------------------------

  unreachable(lostAgoMs: number | null): string {
    const f = this.locale.feed;
    return lostAgoMs === null || !Number.isFinite(lostAgoMs) ? f.never : fill(f.lost, { age: this.age(lostAgoMs) });
  }

  awaitingApproval(): string {
    return this.locale.feed.approval;
  }

  lastKnown(lostAgoMs: number | null, display: string, whole: readonly string[] = [], sayAll = false): string {
    const f = this.locale.feed;
    const never = lostAgoMs === null || !Number.isFinite(lostAgoMs);
    const age = never ? '' : this.age(lostAgoMs);
    const frame = (values: string) => (never ? fill(f.lastKnown, { unreachable: f.never, display: values }) : fill(f.lostKnown, { age, display: values }));
    // A reading already stale at the last contact keeps its "as of" whatever is cut (never a fresh-sounding value).
    const body = display.endsWith('.') ? display.slice(0, -1) : display;
    const marker = this.locale.stale.replace('{display}', '').split('{age}')[0]!;
    const at = marker === '' ? -1 : body.lastIndexOf(marker);
    const tail = at < 0 ? '' : body.slice(at);
    // As many of the values as the speaking budget leaves room for (last-known.ts); none: the lead alone.
    const head = at < 0 ? body : body.slice(0, at);
    const values = sayAll ? head : fitLastKnown(head, this.locale.tag, (v) => frame(v + tail), whole);
    return values === null ? this.unreachable(lostAgoMs) : frame(values + tail);
  }

  lastKnownWhole(lostAgoMs: number | null, display: string, brief = false): string {
    const f = this.locale.feed;
    const values = display.endsWith('.') ? display.slice(0, -1) : display;
    if (lostAgoMs === null || !Number.isFinite(lostAgoMs)) return fill(f.lastKnown, { unreachable: f.never, display: values });
    return fill(brief ? f.lostBrief : f.lostKnown, { age: this.age(lostAgoMs), display: values });
  }

  lostHistory(lostAgoMs: number, summary: string): string {
    const values = summary.endsWith('.') ? summary.slice(0, -1) : summary;
    return fill(this.locale.feed.until, { age: this.age(Math.max(0, lostAgoMs)), display: values });
  }

  notReporting(subject: Subject): string {
    const phrase = (this.locale.subjects as Partial<Record<string, string>>)[subject] ?? this.locale.subjects.sensor;
    return fill(this.locale.notReporting, { subject: phrase });
  }

  /** "no paths", "1 path", "12 paths" ("nenhum caminho", "12 caminhos"). Negative or non-finite counts as none. */
  pathCount(n: number): string {
    const count = Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
    const p = this.locale.paths;
    if (count === 0) return p.none;
    return this.count(p.count, count);
  }

  // --- the skipper's questions (skipper.ts) --------------------------------------------------

  private skipperPhrases: SkipperPhrases | undefined;
  private get skipper(): SkipperPhrases {
    this.skipperPhrases ??= new SkipperPhrases(this, this.locale, this.numberWords);
    return this.skipperPhrases;
  }

  private words: NumberWords | undefined;
  /** This speaker's number words for skipper.ts and anchor.ts: they share its memo of Intl answers (`spell`). */
  private get numberWords(): NumberWords {
    this.words ??= {
      withUnit: (value, word, decimals) => this.withUnit(value, word, decimals),
      count: (forms, n) => this.count(forms, n),
      decimal: (forms, value, decimals) => this.decimal(forms, value, decimals),
    };
    return this.words;
  }

  aisTargets(list: AisTargetReading[]): string {
    return this.skipper.aisTargets(list);
  }

  private triagePhrases: TriagePhrases | undefined;
  triage(items: readonly TriageItem[], options?: TriageOptions): string | null {
    this.triagePhrases ??= new TriagePhrases(this, this.locale, this.numberWords, this.skipper, (text) => sayGluedUnits(text, this.unitSaid));
    return this.triagePhrases.say(items, options);
  }
  sarNone(): string {
    return this.locale.sar.none;
  }
  wind(reading: WindReading): string | null {
    return this.skipper.wind(reading);
  }
  navigation(reading: NavigationReading): string | null {
    return this.skipper.navigation(reading);
  }
  tanks(list: TankReading[]): string | null {
    return this.skipper.tanks(list);
  }
  engines(list: EngineReading[]): string | null {
    return this.skipper.engines(list);
  }
  barometer(reading: BarometerReading): string | null {
    return this.skipper.barometer(reading);
  }
  anchor(reading: AnchorReading): string {
    return speakAnchor(this, this.locale, this.numberWords, reading);
  }

  // --- answers in their own modules (speech/answers/) -------------------------------------------

  waterTemperature(r: WaterTemperatureReading): string | null {
    return waterTemperature(this.locale, this, r);
  }

  join(parts: (string | null | undefined)[]): string | null {
    const present = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    return present.length === 0 ? null : present.join(this.locale.listSeparator);
  }
}

/**
 * A `Speaker` for one language, unit preset and time zone (types.ts). Builds its `Intl` objects once:
 * create one per configuration and reuse it. Throws RangeError for an unknown language, preset or time zone.
 *
 * createSpeaker({language: 'en', units: 'nautical-metric'}).quantity('speed', 8.5).text === "16.5 knots"
 */
export function createSpeaker(opts: SpeakerOptions): Speaker {
  return new IntlSpeaker(opts);
}
