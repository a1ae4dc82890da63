/**
 * `sensor.signalk_position` (navigation_state): speed over ground in knots (device class speed), with
 * `latitude`/`longitude` attributes, so a map card can show the boat.
 */
import type { BaseResult } from '../../queries/types.js';
import { defineSensor, once } from '../sensor.js';
import { SENSOR_NAME } from './words.js';

/** Significant: 1 knot of speed over ground. */
export const SENSOR = defineSensor<null, BaseResult & { sog_mps: number | null }>({
  kind: 'position',
  instances: once(/^navigation\.(position|speedOverGround|courseOverGroundTrue|headingTrue|headingMagnetic)$/),
  id: () => 'position',
  name: SENSOR_NAME,
  state: (_i, r) => ({ quantity: 'speed', si: r.sog_mps }),
  deviceClass: 'speed',
  icon: 'mdi:crosshairs-gps',
  freshness: 'navigation.position',
  significant: [{ absolute: 1, unit: 'kn' }],
  docs: { entity: '`sensor.signalk_position`', state: 'speed over ground; `latitude` and `longitude` attributes put the boat on a map card', unit: '`kn`' },
});
