/**
 * The number helpers every answer speaks through (docs/design.md#the-answer-contract): numbers, quantities
 * with their units, compass points, positions, clock times and ages, bound to one language, unit preset and
 * time zone. An answer module (speech/answers/) is a pure function of its locale block, these helpers and
 * its reading. `IntlNumbers` implements them once per configuration, with one memo of `Intl` answers; the
 * speaker (speaker.ts) is an `IntlNumbers` with the answers on top. SI in, spoken text out; every string
 * obeys docs/design.md#languages-and-wording and passes `ttsViolations` (safety.ts). Pure: no I/O, no
 * implicit clock.
 *
 * Numbers: rounded first, half away from zero on the number as written in decimal (0.05 -> "0.1",
 * 2.25 -> "2.3", 15.04 -> "15"), the same rule as `Intl.NumberFormat`'s default; then formatted with the
 * language's decimal separator and no grouping; never "-0"; negatives are spoken with the language's
 * word ("minus 3 degrees Celsius") because TTS engines read a hyphen inconsistently.
 *
 * All `Intl` objects are built once per configuration (this is the hot path of every answer), and what
 * they say about each rounded number is memoized (`IntlNumbers.spell`).
 */
import { fill, intlTagOf, pluralForm, type Locale, type PluralCategory, type PluralForms, type UnitWord } from './locale.js';
import { getLocale } from './locales/index.js';
import { roundTo } from '../domain/round.js';
import { sayGluedUnits, type SayWithUnit } from './glued-units.js';
import { clockTimeIn, ODD_SPACES, sayClock } from './clock.js';
import { LANGUAGES, UNIT_PRESETS, type Language, type SpeakerOptions, type SpokenQuantity, type UnitPreset } from './types.js';
import { KEEL_DEPTH_MIN, LIMITS, type QuantityKind } from '../domain/quantities.js';
import { ANGLE_DECIMALS, POSITION_MINUTE_DECIMALS, UNIT_NAME_WORD, UNIT_RULES } from './units.js';

/** A language's number words (see the module doc). Methods return null when nothing sensible can be said. */
export interface Numbers {
  readonly language: Language;
  readonly units: UnitPreset;
  /** The resolved IANA time zone used by `clockTime` (e.g. "America/Sao_Paulo"). */
  readonly timeZone: string;
  /**
   * Rounded number in the language's format: number(16.46, 1) -> "16.5" ("16,5" in pt-BR); no trailing zeros,
   * no grouping, never "-0"; halves away from zero (0.05 -> "0.1"); negatives with the language's word
   * ("minus 3.2", "menos 3,2"). Throws RangeError for a non-finite value (check first; quantity() does).
   */
  number(value: number, maxDecimals: number): string;
  /**
   * A quantity with its spoken unit: quantity('speed', 8.5) -> {text: "16.5 knots", unit: "knots"}.
   * `text` is null for null/undefined/non-finite input or a value outside the kind's limits (domain/quantities.ts LIMITS);
   * `unit` is `unitName(kind)` either way.
   */
  quantity(kind: QuantityKind, si: number | null | undefined): SpokenQuantity;
  /** The spoken unit name for a kind in this preset (plural form), e.g. 'depth' -> "meters"; angles "degrees"; 'duration' null. */
  unitName(kind: QuantityKind): string | null;
  /**
   * "37 degrees 48.5 North, 122 degrees 24.3 West": minutes as a bare number (the word made a position
   * 6 to 8 s). With `radio` (the exact position, what goes into a Mayday) the minutes
   * are named as read on the radio, whatever the speaking time: "37 degrees 48.5 minutes North, 122
   * degrees 24.3 minutes West". Null if either part is missing or out of range.
   */
  position(latitude: number | null | undefined, longitude: number | null | undefined, radio?: boolean): string | null;
  /** 16-point compass name for a direction in radians: "south-south-west"; null when non-finite or beyond 2π. */
  compassPoint(radians: number): string | null;
  /**
   * A bearing said alone ("north-east"): the compass point, or where the language's voice misreads that
   * point alone (locale `compassAlone`), its degrees (fr "au 90"); null like `compassPoint`.
   */
  bearingPoint(radians: number): string | null;
  /**
   * Depth under the keel in words, where zero and negative are readings (the keel on or in the bottom):
   * "minus 0.3 meters", "0 meters", "4.2 meters"; null when not a number or beyond units.ts
   * KEEL_DEPTH_MIN .. LIMITS.depth.max.
   */
  keelDepth(si: number | null): string | null;
  /** Clock time in the speaker's zone: "6:05 PM" (en), "18:05" (pt-BR); plain spaces only. Throws RangeError for an invalid Date. */
  clockTime(at: Date): string;
  /**
   * Clock time of `at` in another IANA zone (the boat's zone from its GPS fix), in the language's clock.
   * Throws RangeError for an invalid Date or an unknown zone (src/speech/clock.ts).
   */
  clockTimeIn(at: Date, timeZone: string): string;
  /**
   * Relative age: "12 minutes ago" / "há 12 minutos" (Intl.RelativeTimeFormat) in the largest fitting unit
   * (seconds, minutes, hours, days), rounded; ages under 1 s (or negative) -> "now". Throws RangeError if non-finite.
   */
  age(ms: number): string;
  /** Append staleness to a display: "..., as of 12 minutes ago" (a final full stop stays last); non-finite age -> display unchanged. */
  withAge(display: string, ageMs: number): string;
  /** Join spoken parts with the language's list separator (", "). */
  join(parts: (string | null | undefined)[]): string | null;
  /** "2.5 hectopascals": `value` rounded to `decimals`, in the language's format, with the unit's plural form for the number shown. */
  withUnit(value: number, word: UnitWord, decimals: number): string;
  /** A whole count `n` in a phrase with plural forms (placeholder `{count}`): "3 engine hours", "over the last hour". */
  count(forms: PluralForms, n: number): string;
  /** `value` rounded to `decimals` in a phrase with plural forms (placeholder `{count}`): "1.9 miles". */
  decimal(forms: PluralForms, value: number, decimals: number): string;
  /** Boat text with numbers glued to unit symbols ("1.2m") said with the unit in words, in this language (glued-units.ts). */
  gluedUnits(text: string): string;
}

const DEG_PER_RAD = 180 / Math.PI;
/** Decimals for which number formats and plural rules are built up front; others are built once on first use. */
const PREBUILT_DECIMALS = [0, 1, 2, 3] as const;
/**
 * Entries per decimals count in the memo of `Intl` answers (`IntlNumbers.spell`). Spoken numbers
 * repeat (0.1 nautical-mile steps, whole degrees, minutes), so a few hundred values hold an answer's working
 * set; the bound keeps a long-running add-on fed with drifting readings from growing without limit (512
 * entries of two short strings: some tens of kilobytes per decimals count). A full memo is cleared rather
 * than evicted entry by entry: least-recently-used bookkeeping would cost every hit more than it saves.
 */
export const SPELL_MEMO_SIZE = 512;

// ---------------------------------------------------------------------------------------------
// Rounding (language independent)
// ---------------------------------------------------------------------------------------------

/** Whole degrees in [0, 360) from whole degrees of any sign (round first, then wrap: 359.6 -> 360 -> 0). */
function wrap360(deg: number): number {
  const w = ((deg % 360) + 360) % 360;
  return w === 0 ? 0 : w;
}

// ---------------------------------------------------------------------------------------------
// The helpers
// ---------------------------------------------------------------------------------------------

/** What `Intl` says about one rounded number at one decimals count (memoized per configuration, see `spell`). */
interface Spelled {
  /** `Math.abs(rounded)` in the language's format, no grouping, no sign: "16,5". */
  readonly digits: string;
  /** Plural category of `Math.abs(rounded)` under the same fraction options: 'one', 'other', ... */
  readonly category: PluralCategory;
}

/** The `Numbers` of one language, unit preset and time zone, over `Intl` (see the module doc). */
export class IntlNumbers implements Numbers {
  readonly language: Language;
  readonly units: UnitPreset;
  readonly timeZone: string;
  /** The language's words (the number words the helpers need: units, compass, position, clock). */
  protected readonly locale: Locale;
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
      const category = abs === 0 && this.locale.zeroIsPlural ? 'other' : this.plural(decimals).select(abs);
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

  /** withUnit for boat text's "1.2m" (glued-units.ts), bound to these helpers. */
  protected readonly unitSaid: SayWithUnit = (value, word, decimals) => this.withUnit(value, word, decimals);

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

  keelDepth(si: number | null): string | null {
    if (typeof si !== 'number' || !Number.isFinite(si) || si < KEEL_DEPTH_MIN || si > LIMITS.depth.max) return null;
    const rule = UNIT_RULES.depth![this.units];
    const value = roundTo(rule.fromSI(si), rule.decimals);
    // A reading that rounds to zero is "0 meters", never "minus 0".
    return this.withUnit(value === 0 ? 0 : value, rule.word, rule.decimals);
  }

  clockTime(at: Date): string {
    if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new RangeError('clockTime: not a valid Date');
    return sayClock(this.locale, this.clock, at);
  }

  clockTimeIn(at: Date, timeZone: string): string {
    return timeZone === this.timeZone ? this.clockTime(at) : clockTimeIn(this.locale, at, timeZone);
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

  join(parts: (string | null | undefined)[]): string | null {
    const present = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    return present.length === 0 ? null : present.join(this.locale.listSeparator);
  }
}

/**
 * The number helpers for one language, unit preset and time zone. Builds its `Intl` objects once: create
 * one per configuration and reuse it. Throws RangeError for an unknown language, preset or time zone.
 *
 * createNumbers({language: 'en', units: 'nautical-metric'}).quantity('speed', 8.5).text === "16.5 knots"
 */
export function createNumbers(opts: SpeakerOptions): Numbers {
  return new IntlNumbers(opts);
}
