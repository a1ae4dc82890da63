/**
 * The water temperature answer (tool water_temperature): "Water 18 degrees Celsius, air 21 degrees
 * Celsius." ("Água a 18 graus Celsius, ar a 21 graus Celsius."); "Water 64 degrees Fahrenheit." without
 * an outside air temperature. Temperatures in whole degrees like every temperature the boat says
 * (src/speech/units.ts). SI in: kelvin, SignalK `environment.water.temperature` and
 * `environment.outside.temperature`. Null without a water temperature (or with one outside
 * domain/quantities.ts LIMITS): the question is about the water, so the air alone is not an answer to it
 * (docs/design.md#truthful-absence).
 */
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import type { WaterTemperatureReading } from '../types.js';

/**
 * "Water 18 degrees Celsius, air 21 degrees Celsius." from the reading in kelvin; null without a
 * speakable water temperature (see the module doc).
 */
export function waterTemperature(words: Locale, n: Numbers, reading: WaterTemperatureReading): string | null {
  const water = n.quantity('temperature', reading.water).text;
  if (water === null) return null;
  const air = n.quantity('temperature', reading.air).text;
  const w = words.waterTemperature;
  return air === null ? fill(w.water, { water }) : fill(w.withAir, { water, air });
}
