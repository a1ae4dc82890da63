/**
 * air_history: how the outside pressure and temperature went over the last 3 hours, or the hours
 * asked, from the recent history (vessel/history.ts): "In the last 3 hours: pressure falling 4.2
 * hectopascals, outside down 3 degrees." (the values now: barometer_state) Each change is the
 * last reading minus the first in the window; the pressure in the barometer's words (steady within
 * 1 hectopascal in three hours, pressure-history.ts), the temperature steady within one degree.
 * barometer_state keeps the three-hour tendency of the marine convention; this answers other spans.
 */
import { feedSaid, historyDisplay, historyReading, hoursArg, newestIso, spanFields, spanOf, windowOf, type HistoryFields } from '../../queries/history-common.js';
import { defineQuery } from '../../queries/types.js';
import { roundBinary } from '../../domain/round.js';
import { AIR_HISTORY } from './answer.js';

export interface AirHistoryResult extends HistoryFields {
  /** environment.outside.pressure: last in the window and change (last − first), pascals. */
  pressure_pa: number | null;
  pressure_change_pa: number | null;
  /** environment.outside.temperature: last in the window and change, kelvin. */
  temperature_k: number | null;
  temperature_change_k: number | null;
}

const DEFAULT_HOURS = 3;

export const query = defineQuery({
  name: 'air_history',
  title: 'Pressure and temperature history',
  description: 'How pressure and temperature changed over the last 3 hours, or the hours asked. Now: barometer_state.',
  input: { hours: hoursArg(DEFAULT_HOURS) },
  subject: 'barometer',
  described: false,
  run({ hours = DEFAULT_HOURS }, ctx): AirHistoryResult {
    const window = windowOf(ctx, hours);
    const pressure = ctx.history?.summary('environment.outside.pressure', window.from, window.now) ?? null;
    const temperature = ctx.history?.summary('environment.outside.temperature', window.from, window.now) ?? null;
    const span = spanOf(ctx, window, 'environment.outside.pressure', pressure ?? temperature, [temperature]);
    const reading = {
      ...historyReading(ctx, span),
      pressureChange: pressure ? pressure.last - pressure.first : null,
      pressureSpanMs: pressure ? pressure.lastTime - pressure.firstTime : null,
      temperatureChange: temperature ? temperature.last - temperature.first : null,
    };
    const display = historyDisplay(ctx, reading, ctx.speaker.answer(AIR_HISTORY, reading));
    return feedSaid(ctx, {
      ...spanFields(hours, span),
      pressure_pa: pressure?.last ?? null,
      pressure_change_pa: pressure ? roundBinary(pressure.last - pressure.first, 1) : null,
      temperature_k: temperature?.last ?? null,
      temperature_change_k: temperature ? roundBinary(temperature.last - temperature.first, 2) : null,
      display,
      timestamp: newestIso(span),
    });
  },
});
