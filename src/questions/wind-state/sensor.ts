/**
 * `sensor.signalk_wind` (wind_state): true wind speed in knots, apparent on a boat that sends no true
 * wind (no speed through water); device class wind_speed.
 */
import type { BaseResult } from '../../queries/types.js';
import { defineSensor, sent } from '../sensor.js';
import { SENSOR_NAME } from './words.js';

const WIND_RE = /^environment\.wind\.(speedApparent|angleApparent|speedTrue|angleTrueWater|angleTrueGround|directionTrue)$/;

/** Significant: 3 knots, or 20 percent of the lighter wind when that is more (gusts are not news). */
export const SENSOR = defineSensor<{ hasTrue: boolean }, BaseResult & { speed_true_mps: number | null; speed_apparent_mps: number | null }>({
  kind: 'wind',
  instances: (boat) => (sent(boat, WIND_RE) ? [{ hasTrue: boat.ctx.model.get('environment.wind.speedTrue') !== undefined }] : []),
  id: () => 'wind',
  name: SENSOR_NAME,
  state: ({ hasTrue }, r) => ({ quantity: 'speed', si: hasTrue ? r.speed_true_mps : r.speed_apparent_mps }),
  deviceClass: 'wind_speed',
  icon: 'mdi:weather-windy',
  freshness: 'environment.wind.speedApparent',
  fields: ({ hasTrue }, r) => ({ ...r, state_shows: hasTrue ? 'speed_true_mps' : 'speed_apparent_mps' }),
  significant: [{ absolute: 3, relative: 0.2, unit: 'kn' }],
  docs: { entity: '`sensor.signalk_wind`', state: 'true wind speed (apparent when the boat sends no true wind)', unit: '`kn`' },
});
