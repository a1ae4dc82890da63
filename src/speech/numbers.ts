/**
 * The number helpers every answer speaks through (docs/design.md#the-answer-contract): numbers, quantities
 * with their units, compass points, positions, clock times and ages, bound to one language, unit preset and
 * time zone. An answer module (speech/answers/) is a pure function of its locale block, these helpers and
 * its reading; the speaker (speaker.ts) implements them once per configuration, with one memo of `Intl` answers.
 * SI in, spoken text out; every string obeys docs/design.md#languages-and-wording.
 */
import type { PluralForms, UnitWord } from './locale.js';
import type { Language, SpokenQuantity, UnitPreset } from './types.js';
import type { QuantityKind } from '../domain/quantities.js';

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
   * Throws RangeError for an invalid Date or an unknown zone (src/speech/route-time.ts).
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
