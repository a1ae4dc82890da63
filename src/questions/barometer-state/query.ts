/**
 * barometer_state: atmospheric pressure with its three-hour trend and the outside temperature, spoken
 * "1008 hectopascals, falling 4.2 hectopascals over the last 3 hours, outside 18 degrees Celsius".
 * The trend comes from the pressure history (vessel/pressure-history.ts: rising or falling from
 * 1 hectopascal in 3 hours, the marine convention's window). It never says "weather": that word
 * belongs to Home Assistant's own intents (docs/design.md#home-assistant-glue).
 */
import { PRESSURE_PATH } from '../../vessel/pressure-history.js';
import type { PressureTrend } from '../../domain/pressure.js';
import { Freshness, readNumber } from '../../queries/common.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';
import { roundBinary } from '../../domain/round.js';
import { BAROMETER } from './answer.js';

export interface BarometerResult extends BaseResult {
  /** environment.outside.pressure, pascals */
  pressure_pa: number | null;
  /** Three-hour tendency, or null until the history spans an hour. */
  pressure_trend: PressureTrend | null;
  /** Pressure change over `trend_window_s`, pascals (negative: falling). */
  pressure_change_pa: number | null;
  /** Seconds the trend is measured over (3 hours once the history is long enough). */
  trend_window_s: number | null;
  /** environment.outside.temperature, kelvin */
  outside_temperature_k: number | null;
}

export const query = defineQuery({
  name: 'barometer_state',
  title: 'Barometer',
  description: 'Barometer and weather trend: air pressure rising, falling or steady over three hours, and outside air temperature. Wind: wind_state.',
  input: {},
  // The locale's subject words: air_history's missing reading is said the same way.
  subject: 'barometer',
  run(_args, ctx): BarometerResult {
    const fresh = new Freshness(ctx);
    const pressure = readNumber(ctx, fresh, PRESSURE_PATH);
    const reading = ctx.model.get(PRESSURE_PATH);
    const tendency = pressure !== null && reading && ctx.pressureHistory ? ctx.pressureHistory.tendency(reading.time, pressure) : null;
    const outsideTemperature = readNumber(ctx, fresh, 'environment.outside.temperature');
    const display = ctx.speaker.answer(BAROMETER, {
      pressure,
      trend: tendency?.trend ?? null,
      change: tendency?.changePa ?? null,
      window: tendency?.windowS ?? null,
      outsideTemperature,
    });
    return {
      pressure_pa: pressure,
      pressure_trend: tendency?.trend ?? null,
      pressure_change_pa: tendency ? roundBinary(tendency.changePa, 1) : null,
      trend_window_s: tendency ? Math.round(tendency.windowS) : null,
      outside_temperature_k: outsideTemperature,
      display: fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
