/**
 * Numbers with a unit symbol in boat text, said as the unit (alarm messages from sources and plugins:
 * "Shallow water: 1.2m under keel", "Boat is 85m from anchor", "Battery 11.2V"). A TTS engine reads
 * "1.2m" as "one point two em" and "12V" as "twelve vee"; the answer says "1.2 meters", "12 volts" in
 * its own language ("1,2 Meter" in German), as every other quantity. Pure.
 *
 * Only symbols written right after the number (or after one space, for the symbols no word is spelled
 * with: °C, °F, %) are taken: "12 A" may be a label, "12A" is a current. A number is digits with at
 * most one decimal separator ("." or ",") and one or two decimals, so "1,200m" (a thousands separator)
 * is left as written.
 */
import type { UnitWord } from './locale.js';

/** Unit symbols sailors' software writes, and the unit word each is said as. Millibar equals hectopascal. */
const SYMBOL_WORDS: Readonly<Record<string, UnitWord>> = {
  m: 'meter',
  ft: 'foot',
  V: 'volt',
  A: 'ampere',
  Ah: 'ampereHour',
  W: 'watt',
  kWh: 'kilowattHour',
  kn: 'knot',
  kt: 'knot',
  kts: 'knot',
  nm: 'nauticalMile',
  NM: 'nauticalMile',
  Nm: 'nauticalMile',
  hPa: 'hectopascal',
  mb: 'hectopascal',
  mbar: 'hectopascal',
  psi: 'poundPerSquareInch',
  bar: 'bar',
  rpm: 'revolutionPerMinute',
  RPM: 'revolutionPerMinute',
  Hz: 'hertz',
  L: 'liter',
  '°C': 'degreeCelsius',
  '°F': 'degreeFahrenheit',
  '%': 'percent',
};

const LETTERS = Object.keys(SYMBOL_WORDS)
  .filter((s) => /^[A-Za-z]+$/.test(s))
  .sort((a, b) => b.length - a.length);
/** A number, then a symbol glued to it (letters), or °C, °F, % with at most one space; not inside a word or a longer number. */
const GLUED = new RegExp(`(?<![\\p{L}\\p{N}.,])(-?\\d+(?:[.,]\\d{1,2})?)(?:(${LETTERS.join('|')})|\\s?(°C|°F|%))(?![\\p{L}\\p{N}])`, 'gu');

/** Says a value with its unit word: the speaker's own "16.5 knots" (rounding to `decimals`, plural form, language's digits). */
export type SayWithUnit = (value: number, word: UnitWord, decimals: number) => string;

/**
 * `text` (boat text, already made sayable) with each number-and-symbol said by `withUnit`:
 * sayGluedUnits('Shallow water: 1.2m under keel', en) === 'Shallow water: 1.2 meters under keel'.
 * Text without such a number comes back unchanged.
 */
export function sayGluedUnits(text: string, withUnit: SayWithUnit): string {
  if (!/\d/.test(text)) return text;
  return text.replace(GLUED, (whole, number: string, letters: string | undefined, sign: string | undefined) => {
    const word = SYMBOL_WORDS[letters ?? sign ?? ''];
    const value = Number(number.replace(',', '.'));
    if (word === undefined || !Number.isFinite(value)) return whole;
    const decimals = /[.,](\d+)$/.exec(number)?.[1]?.length ?? 0;
    return withUnit(value, word, decimals);
  });
}
