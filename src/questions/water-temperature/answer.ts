/**
 * The water temperature answer: "Water 18 degrees Celsius, air 21 degrees Celsius." ("Água a 18 graus
 * Celsius, ar a 21 graus Celsius."); "Water 64 degrees Fahrenheit." without an outside air
 * temperature. Temperatures in whole degrees like every temperature the boat says (src/speech/units.ts).
 * SI in: kelvin, SignalK `environment.water.temperature` and `environment.outside.temperature`. Null
 * without a water temperature (or with one outside domain/quantities.ts LIMITS): the question is about
 * the water, so the air alone is not an answer to it (docs/design.md#truthful-absence).
 */
import { fill } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** The reading, SI. */
export interface WaterTemperatureReading {
  /** K, SignalK `environment.water.temperature`. */
  water: number | null;
  /** K, SignalK `environment.outside.temperature`. */
  air: number | null;
}

/**
 * One language's words: temperatures as spoken with their unit. `water` alone (`{water}`), `withAir`
 * when the outside air temperature is known too (`{water}`, `{air}`): en "Water {water}.", "Water
 * {water}, air {air}.". `subject`: the noun phrase for "The boat isn't reporting {subject} right now."
 */
export interface WaterTemperatureWords {
  readonly water: string;
  readonly withAir: string;
  readonly subject: string;
}

/** "Water 18 degrees Celsius, air 21 degrees Celsius." from the reading in kelvin; null without a speakable water temperature. */
export function sayWaterTemperature(words: WaterTemperatureWords, n: Numbers, reading: WaterTemperatureReading): string | null {
  const water = n.quantity('temperature', reading.water).text;
  if (water === null) return null;
  const air = n.quantity('temperature', reading.air).text;
  return air === null ? fill(words.water, { water }) : fill(words.withAir, { water, air });
}

/** The answer with its words, for `Speaker.answer`. */
export const WATER_TEMPERATURE: QuestionAnswer<WaterTemperatureWords, WaterTemperatureReading> = { words: WORDS, say: sayWaterTemperature };
