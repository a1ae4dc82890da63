/**
 * Spoken answers to the skipper's questions after battery and depth: AIS traffic, wind, navigation,
 * tanks, engines and the barometer. The speaker (speaker.ts) delegates its `aisTargets`, `wind`,
 * `navigation`, `tanks`, `engines` and `barometer` methods here; this module only uses the public
 * `Speaker` API, the speaker's number words (`NumberWords`) and the locale's words, so every number and
 * unit goes through the same rules (docs/design.md#languages-and-wording) and the same memo of `Intl` answers
 * (speaker.ts). Pure: SI in, text out.
 */
import { fill, intlTagOf, pluralForm, type Locale, type PluralForms, type UnitWord } from './locale.js';
import { roundTo } from '../domain/round.js';
import { BOAT_NAME_MAX, sayableName, VESSEL_NAME_MAX } from './boat-text.js';
import { fitsEstimate } from './last-known.js';
import { pressureChangeInches } from './history.js';
import type { AisTargetReading, BarometerReading, EngineReading, NavigationReading, Speaker, TankReading, WindReading } from './types.js';
import { LIMITS } from '../domain/quantities.js';
import { METERS_PER_NAUTICAL_MILE, UNIT_RULES } from './units.js';

/** Engine ids that name a position on board, and the locale key that says it. */
const ENGINE_POSITIONS: Readonly<Record<string, keyof Locale['engines']['positions']>> = {
  port: 'port',
  starboard: 'starboard',
  stbd: 'starboard',
  center: 'center',
  centre: 'center',
  main: 'main',
};

/** Roman numerals up to 39 (TOKIO II, QUEEN MARY III): kept upper case when a name is title-cased. */
const ROMAN = /^(?=[IVX])X{0,3}(IX|IV|V?I{0,3})$/;

/** Words for a SignalK key: "freshWater" -> "fresh water", "engine2" -> "engine 2". */
function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim();
}

/**
 * The speaker's own number words (speaker.ts `IntlSpeaker`), handed to `SkipperPhrases` so that its
 * numbers use the speaker's memoized `Intl` answers instead of ICU calls of their own.
 */
export interface NumberWords {
  /** "2.5 hectopascals": `value` rounded to `decimals`, in the language's format, with the unit's plural form for the number shown. */
  withUnit(value: number, word: UnitWord, decimals: number): string;
  /** A whole count `n` in a phrase with plural forms (placeholder `{count}`): "3 engine hours", "over the last hour". */
  count(forms: PluralForms, n: number): string;
  /** `value` rounded to `decimals` in a phrase with plural forms (placeholder `{count}`): "1.9 miles". */
  decimal(forms: PluralForms, value: number, decimals: number): string;
}

const METERS_PER_FOOT = 0.3048;

/** A closing target this many seconds or less from its closest approach is at its closest now. */
export const AIS_NOW_S = 30;

/** A true heading is said beside the course over ground from this many whole degrees apart. */
export const HEADING_APART_DEG = 5;

/** Whole degrees between two directions in radians (each rounded as spoken), 0..180. */
function angleApartDeg(a: number, b: number): number {
  const d = Math.abs(roundTo((a * 180) / Math.PI, 0) - roundTo((b * 180) / Math.PI, 0)) % 360;
  return d > 180 ? 360 - d : d;
}

/** An engine whose revolutions (Hz) round to 0 per minute is stopped ("stopped", not "0 revolutions per minute"). */
export function isStopped(revolutionsHz: number): boolean {
  return Number.isFinite(revolutionsHz) && Math.abs(revolutionsHz * 60) < 0.5;
}

/** Names remembered by `spokenName` (the model holds at most 2,000 vessels). */
const NAME_MEMO_SIZE = 2048;

/** See module doc. One per speaker. */
export class SkipperPhrases {
  /** `spokenName`'s memo: name as sent -> spoken (or null). */
  private readonly names = new Map<string, string | null>();

  constructor(
    private readonly speaker: Speaker,
    private readonly locale: Locale,
    private readonly numbers: NumberWords,
  ) {}

  /**
   * A vessel name made speakable (boat-text.ts sayableName: other scripts in Latin letters, long digit
   * runs shortened, cut at a word): symbols that TTS reads aloud or trips on become spaces; a name in
   * capitals only (AIS sends 6-bit text, which has no lower case) is title-cased so that TTS reads
   * "Nordic Star", not "N-O-R-D-I-C"; Roman numerals stay as they are ("Tokio II"). Null when nothing is left.
   */
  spokenName(name: string | null): string | null {
    if (name === null) return null;
    // Remembered per name: traffic answers speak the same few names again and again, and the Unicode
    // expressions and case mapping below are a fifth of a target's sentence.
    const known = this.names.get(name);
    if (known !== undefined) return known;
    const spoken = this.nameWords(name);
    if (this.names.size >= NAME_MEMO_SIZE) this.names.clear();
    this.names.set(name, spoken);
    return spoken;
  }

  /** {@link spokenName}, worked out. */
  private nameWords(name: string): string | null {
    let n = sayableName(name, VESSEL_NAME_MAX)
      .replace(/[^\p{L}\p{N}\s'.,&-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (n === '') return null;
    if (/\p{Lu}/u.test(n) && !/\p{Ll}/u.test(n)) {
      const tag = intlTagOf(this.locale);
      n = n
        .split(' ')
        .map((w) => (ROMAN.test(w) ? w : w.toLocaleLowerCase(tag).replace(/(^|[-'])(\p{L})/gu, (_m, p: string, c: string) => p + c.toLocaleUpperCase(tag))))
        .join(' ');
    }
    return n;
  }

  /**
   * The first (riskiest) target: every target spoken made the answer 17 to 39 s long, and even a count
   * of the others ran past 8 s in Portuguese; the result's fields keep them all.
   */
  aisTargets(list: AisTargetReading[]): string {
    const first = list[0];
    return first === undefined ? this.locale.ais.none : this.sentence(this.aisTarget(first));
  }

  /**
   * One target's parts joined, by `form`:
   * - 'full': "cargo vessel Nordic Star, 1.2 miles north-east, closing to 0.3 miles in 12 minutes";
   * - 'collision': a collision risk (speech/triage.ts), its closest approach under a tenth of a mile in
   *   metres or feet: "cargo vessel Cargo One, 1.7 miles south, closing to 40 meters in 7 minutes";
   * - 'collisionShort': the same without the name and with the fewest words: "cargo vessel, 1.7 miles
   *   south, 40 meters in 7 minutes" (a compound emergency, where every word costs the budget);
   * - 'where': who and where only, a named ship by its name: "Hercules, 3.1 miles east" (the other targets of a list).
   */
  aisTarget(t: AisTargetReading, form: 'full' | 'collision' | 'collisionShort' | 'where' = 'full'): string {
    const a = this.locale.ais;
    const b = this.locale.brief;
    const type = a.shipTypes[t.category] ?? a.shipTypes.vessel;
    const name = form === 'collisionShort' ? null : this.spokenName(t.name);
    // In a list after the first, a named ship is said by its name alone (the budget: three ships said).
    const identity = name === null ? fill(a.unnamed, { type }) : form === 'where' ? name : fill(a.named, { type, name });
    const point = t.bearing === null ? null : this.speaker.bearingPoint(t.bearing);
    const range = this.miles(t.range);
    const where = range !== null && point !== null ? fill(b.aisWhere, { range, point }) : (range ?? (point === null ? null : fill(a.bearing, { point })));
    if (form === 'where') return this.speaker.join([identity, where]) ?? identity;
    let motion: string | null = null;
    const collision = form === 'collision' || form === 'collisionShort';
    if (t.closing === true) {
      if (t.tcpa !== null && Number.isFinite(t.tcpa) && t.tcpa < AIS_NOW_S) {
        // At its closest now: the range is the closest approach (not "in 2 seconds").
        motion = b.aisNow;
      } else {
        const time = this.approachTime(t.tcpa);
        // Judged on hundredths of a mile, so that a tenth give or take a metre of dead reckoning is "0.1 miles".
        const near = t.cpa !== null && Number.isFinite(t.cpa) && t.cpa >= 0 && roundTo(t.cpa / METERS_PER_NAUTICAL_MILE, 2) < 0.1;
        // A collision risk says how close in metres: "under a tenth of a mile" hides 40 m from 180 m.
        const cpa = near && collision ? this.closeRange(t.cpa) : near ? null : this.miles(t.cpa);
        if (time === null) motion = a.closingOnly;
        else if (cpa !== null) motion = fill(form === 'collisionShort' ? this.locale.triage.approach : a.closing, { cpa, time });
        // Under a tenth of a mile is said as such, never "0 miles".
        else if (near) motion = fill(b.aisNear, { time });
        else motion = a.closingOnly;
      }
    } else if (t.closing === false) {
      motion = t.steady ? a.steady : a.opening;
    }
    return this.speaker.join([identity, where, motion]) ?? identity;
  }

  /**
   * A short distance: miles with one decimal from a tenth of a mile (judged on hundredths, like the
   * traffic answer); below, metres, or feet in the imperial preset, to the nearest 10 (a GPS and AIS
   * position is not better than that; a person 40 m off is never "0 miles"). Null when unknown or
   * impossible, or under 5 metres or feet (then right here: no bearing means anything).
   */
  closeRange(metres: number | null): string | null {
    if (metres === null || !Number.isFinite(metres) || metres < LIMITS.distance.min || metres > LIMITS.distance.max) return null;
    if (roundTo(metres / METERS_PER_NAUTICAL_MILE, 2) >= 0.1) return this.numbers.decimal(this.locale.brief.mile, metres / METERS_PER_NAUTICAL_MILE, 1);
    const imperial = this.speaker.units === 'nautical-imperial';
    const tens = roundTo((imperial ? metres / METERS_PER_FOOT : metres) / 10, 0) * 10;
    return tens === 0 ? null : this.numbers.withUnit(tens, imperial ? 'foot' : 'meter', 0);
  }

  /** An AIS distance in miles ("1.9 miles"; locale `brief.mile`), one decimal; null when unknown or absurd. */
  private miles(metres: number | null): string | null {
    if (metres === null || !Number.isFinite(metres) || metres < LIMITS.distance.min || metres > LIMITS.distance.max) return null;
    return this.numbers.decimal(this.locale.brief.mile, metres / METERS_PER_NAUTICAL_MILE, 1);
  }

  /**
   * Time to the closest approach: whole hours from an hour up ("3 hours": minutes that far out are false
   * precision and cost the budget), whole minutes from a minute up ("12 minutes"), else seconds.
   */
  private approachTime(seconds: number | null): string | null {
    if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
    const s = seconds >= 3600 ? roundTo(seconds / 3600, 0) * 3600 : seconds >= 60 ? roundTo(seconds / 60, 0) * 60 : Math.max(1, roundTo(seconds, 0));
    return this.text('duration', s);
  }

  wind(r: WindReading): string | null {
    const w = this.locale.wind;
    const speedTrue = this.text('speed', r.speedTrue);
    const point = r.directionTrue === null ? null : this.speaker.compassPoint(r.directionTrue);
    const angleTrue = this.text('relativeAngle', r.angleTrue);
    let truePart: string | null = null;
    const elided = point !== null && /^[aeiouéè]/i.test(point) ? this.locale.brief.windFromVowel : undefined;
    const from = point === null ? null : fill(elided ?? w.from, { point });
    if (speedTrue !== null || from !== null) {
      truePart = fill(w.true, { wind: [speedTrue, from].filter((x) => x !== null).join(' ') });
      // Without a compass direction, the true angle off the bow still says where it blows from.
      if (from === null && angleTrue !== null) truePart = this.speaker.join([truePart, angleTrue]);
    } else if (angleTrue !== null) {
      truePart = fill(w.true, { wind: angleTrue });
    }
    // Beside the true wind, the apparent angle alone (its speed made the answer 8 s).
    const apparentSpeed = truePart === null ? this.text('speed', r.speedApparent) : null;
    const apparent = this.speaker.join([apparentSpeed, this.text('relativeAngle', r.angleApparent)]);
    const apparentPart = apparent === null ? null : fill(truePart === null ? w.apparentOnly : w.apparent, { wind: apparent });
    return this.speaker.join([truePart, apparentPart]);
  }

  navigation(r: NavigationReading): string | null {
    const n = this.locale.navigation;
    const speed = this.text('speed', r.sog);
    const course = this.text('direction', r.cog);
    // A true heading spoken exactly like the course over ground says nothing new (no leeway or set
    // worth a degree): left out, which also keeps the answer short.
    const heading = this.text('direction', r.headingTrue);
    // Beside a course, a heading is said in degrees alone (its compass point repeated the course's),
    // and only from HEADING_APART_DEG apart: leeway and set worth telling.
    const apart = r.cog !== null && r.headingTrue !== null && angleApartDeg(r.cog, r.headingTrue) >= HEADING_APART_DEG;
    const headingTrue = heading === null || (course !== null && !apart) ? null : course !== null ? this.degreesOnly(r.headingTrue) : heading;
    const headingMagnetic = heading === null ? (course !== null ? this.degreesOnly(r.headingMagnetic) : this.text('direction', r.headingMagnetic)) : null;
    // The position, when given, is the whole answer: with speed, course and heading it ran 9 to 21 s
    // (docs/design.md#the-speaking-budget). It is the exact position a Mayday reads out: minutes named, even past 8 seconds.
    const position = this.speaker.position(r.latitude, r.longitude, true);
    if (position !== null) return position;
    return this.speaker.join([
      speed === null ? null : fill(n.sog, { speed }),
      course === null ? null : fill(n.cog, { direction: course }),
      headingTrue === null ? null : fill(n.heading, { direction: headingTrue }),
      headingMagnetic === null ? null : fill(n.headingMagnetic, { direction: headingMagnetic }),
    ]);
  }

  /** A direction in whole degrees 0..359 without its compass point ("199 degrees"); null when not a direction. */
  private degreesOnly(radians: number | null): string | null {
    if (this.text('direction', radians) === null) return null;
    const deg = roundTo(((radians as number) * 180) / Math.PI, 0);
    return this.numbers.withUnit(((deg % 360) + 360) % 360, 'degree', 0);
  }

  tanks(list: TankReading[]): string | null {
    const l = this.locale.tanks;
    const items: string[] = [];
    for (const t of list) {
      const reading = this.speaker.join([this.text('ratio', t.level), this.text('volume', t.volume)]);
      if (reading === null) continue;
      const type = (l.types as Partial<Record<string, string>>)[t.type] ?? keyWords(t.type);
      // A single tank of its type is called by the type, in the answer's language; the boat's own
      // name only tells apart several tanks of one type.
      const name = (t.numbered && sayableName(t.name, BOAT_NAME_MAX)) || null;
      if (name !== null) items.push(fill(l.namedItem, { tank: name, reading }));
      else if (t.numbered) items.push(fill(l.namedItem, { tank: fill(l.numbered, { type, id: keyWords(t.id) }), reading }));
      else items.push(fill(l.item, { tank: type, reading }));
    }
    return items.length === 0 ? null : this.fitItems(items, l.itemSeparator, l.more);
  }

  /**
   * As many of `items` (first first) as fit the speaking budget, then how many were left out ("and 2
   * more tanks"); the first item always. Judged on the estimate (last-known.ts): a boat with five
   * tanks, one of them named in Arabic, ran 13 to 15 s of espeak-ng.
   */
  private fitItems(items: readonly string[], separator: string, more: PluralForms): string {
    const language = this.speaker.language;
    const rules = new Intl.PluralRules(intlTagOf(this.locale));
    for (let n = items.length; n > 1; n--) {
      const left = items.length - n;
      const tail = left === 0 ? [] : [fill(pluralForm(more, rules.select(left)), { count: this.speaker.number(left, 0) })];
      const text = [...items.slice(0, n), ...tail].join(separator);
      if (fitsEstimate(text, language)) return text;
    }
    const left = items.length - 1;
    return left === 0 ? items[0]! : [items[0]!, fill(pluralForm(more, rules.select(left)), { count: this.speaker.number(left, 0) })].join(separator);
  }

  engines(list: EngineReading[]): string | null {
    const l = this.locale.engines;
    const items: string[] = [];
    for (const e of list) {
      const temperature = this.text('temperature', e.coolantTemperature);
      const pressure = this.text('enginePressure', e.oilPressure);
      const stopped = e.revolutions !== null && isStopped(e.revolutions);
      const reading = this.speaker.join([
        stopped ? this.locale.brief.engineStopped : this.text('revolutions', e.revolutions),
        temperature === null ? null : fill(l.coolant, { temperature }),
        pressure === null ? null : fill(l.oilPressure, { pressure }),
        this.engineHours(e.runTime),
      ]);
      if (reading === null) continue;
      if (!e.named) {
        items.push(reading);
        continue;
      }
      const position = ENGINE_POSITIONS[e.id.toLowerCase()];
      // Position words first (in the answer's language), then the boat's label, then "engine {id}".
      const label = position ? l.positions[position] : sayableName(e.label, BOAT_NAME_MAX) || fill(l.numbered, { id: keyWords(e.id) });
      items.push(fill(l.item, { engine: label, reading }));
    }
    return items.length === 0 ? null : items.join(l.itemSeparator);
  }

  /** Engine hours, whole: "1234 engine hours"; null outside the duration limits (units.ts). */
  private engineHours(seconds: number | null): string | null {
    if (seconds === null || !Number.isFinite(seconds) || seconds < LIMITS.duration.min || seconds > LIMITS.duration.max) return null;
    return this.numbers.count(this.locale.engines.hours, roundTo(seconds / 3600, 0));
  }

  barometer(r: BarometerReading): string | null {
    const b = this.locale.barometer;
    let trend: string | null = null;
    if (r.trend !== null && r.window !== null && Number.isFinite(r.window) && r.window > 0) {
      const window = r.window < 3600 ? this.numbers.count(b.windowMinutes, Math.max(1, roundTo(r.window / 60, 0))) : this.numbers.count(b.window, roundTo(r.window / 3600, 0));
      if (r.trend === 'steady') trend = fill(b.steady, { window });
      else {
        const change = r.change === null ? null : this.pressureChange(r.change);
        if (change !== null) trend = fill(r.trend === 'rising' ? b.rising : b.falling, { change, window });
      }
    }
    const temperature = this.text('temperature', r.outsideTemperature);
    return this.speaker.join([this.text('pressure', r.pressure), trend, temperature === null ? null : fill(b.outside, { temperature })]);
  }

  /**
   * A pressure difference (its magnitude), with one more decimal than absolute pressures get in
   * hectopascals ("2.5 hectopascals"): changes are small and the steady band is 1 hectopascal; in
   * imperial "0.04 inches" (history.ts pressureChangeInches: air_history says it the same way). Null
   * when absurd (more than 100 hPa).
   */
  private pressureChange(pa: number): string | null {
    if (!Number.isFinite(pa) || Math.abs(pa) > 10_000) return null;
    if (this.speaker.units === 'nautical-imperial') return pressureChangeInches(this.speaker, this.locale, pa);
    const rule = UNIT_RULES.pressure?.[this.speaker.units];
    if (!rule) return null;
    return this.numbers.withUnit(rule.fromSI(Math.abs(pa)), rule.word, Math.max(rule.decimals, 1));
  }

  // --- small helpers -------------------------------------------------------------------------

  private text(kind: Parameters<Speaker['quantity']>[0], si: number | null): string | null {
    return this.speaker.quantity(kind, si).text;
  }

  /** A sentence: first letter in capitals (the language's rules), one final full stop. */
  sentence(text: string): string {
    const first = text.charAt(0).toLocaleUpperCase(intlTagOf(this.locale));
    const body = first + text.slice(1);
    return /[.!?]$/.test(body) ? body : `${body}.`;
  }
}
