/** `sensor.signalk_barometer` (barometer_state): hectopascals or inches of mercury (device class atmospheric_pressure). */
import type { BaseResult } from '../../queries/types.js';
import { defineSensor, once } from '../sensor.js';
import { SENSOR_NAME } from './words.js';

/** Significant: 1 hectopascal (0.03 inches of mercury). */
export const SENSOR = defineSensor<null, BaseResult & { pressure_pa: number | null }>({
  kind: 'barometer',
  instances: once(/^environment\.outside\.(pressure|temperature)$/),
  id: () => 'barometer',
  name: SENSOR_NAME,
  state: (_i, r) => ({ quantity: 'pressure', si: r.pressure_pa }),
  deviceClass: 'atmospheric_pressure',
  icon: 'mdi:gauge',
  freshness: 'environment.outside.pressure',
  significant: [{ absolute: 1, unit: 'hPa' }],
  docs: { entity: '`sensor.signalk_barometer`', state: 'air pressure', unit: '`hPa` or `inHg`' },
});
