/**
 * water_temperature: the sea water temperature, with the outside air temperature when the boat sends
 * it: "Water 18 degrees Celsius, air 21 degrees Celsius." SignalK `environment.water.temperature` and
 * `environment.outside.temperature` (K). Without a water temperature the answer is absent (the
 * language's "not reporting" sentence): the air alone does not answer the question. Stale past the
 * environment limit (docs/design.md#the-time-rule).
 */
import { Freshness, readNumber } from '../../queries/common.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';
import { mapLanguages } from '../../domain/language.js';
import { WATER_TEMPERATURE } from './answer.js';
import { WORDS } from './words.js';

/** SignalK path of the sea water temperature (K). */
export const WATER_TEMPERATURE_PATH = 'environment.water.temperature';
/** SignalK path of the outside air temperature (K). */
export const OUTSIDE_TEMPERATURE_PATH = 'environment.outside.temperature';

export interface WaterTemperatureResult extends BaseResult {
  /** environment.water.temperature, kelvin */
  water_temperature_k: number | null;
  /** environment.outside.temperature, kelvin; read only with a water temperature. */
  outside_temperature_k: number | null;
}

export const query = defineQuery({
  name: 'water_temperature',
  title: 'Water temperature',
  description: 'Water temperature: sea temperature, with the air temperature. Air pressure and weather trend: barometer_state.',
  input: {},
  subject: mapLanguages(WORDS, (w) => w.subject),
  // Off more_tools' description: the default menu is at its token budget; read_sensor's description points here.
  described: false,
  run(_args, ctx): WaterTemperatureResult {
    const fresh = new Freshness(ctx);
    const water = readNumber(ctx, fresh, WATER_TEMPERATURE_PATH);
    const air = water === null ? null : readNumber(ctx, fresh, OUTSIDE_TEMPERATURE_PATH);
    return {
      water_temperature_k: water,
      outside_temperature_k: air,
      display: fresh.speak(ctx.speaker.answer(WATER_TEMPERATURE, { water, air })),
      timestamp: fresh.timestamp(),
    };
  },
});
