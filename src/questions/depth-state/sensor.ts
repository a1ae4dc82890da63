/**
 * `sensor.signalk_depth` (depth_state): under the keel, else below the surface, else below the
 * transducer, in meters or feet per the unit preset (device class distance); on a boat that ever sent one.
 */
import type { BaseResult } from '../../queries/types.js';
import { defineSensor, once } from '../sensor.js';
import { SENSOR_NAME } from './words.js';

/**
 * Significant: 0.5 meters, or 10 percent of the shallower depth when that is more (1.6 feet for 0.5
 * meters): half a meter matters at 3 meters, not at 40, where a sounder wanders by meters.
 */
export const SENSOR = defineSensor<null, BaseResult & { below_keel_m: number | null; below_surface_m: number | null; below_transducer_m: number | null }>({
  kind: 'depth',
  instances: once(/^environment\.depth\.(belowKeel|belowSurface|belowTransducer)$/),
  id: () => 'depth',
  name: SENSOR_NAME,
  state: (_i, r) => ({ quantity: 'depth', si: r.below_keel_m ?? r.below_surface_m ?? r.below_transducer_m }),
  deviceClass: 'distance',
  icon: 'mdi:waves',
  freshness: 'environment.depth.belowKeel',
  significant: [{ absolute: 0.5, relative: 0.1, unit: 'm' }],
  docs: { entity: '`sensor.signalk_depth`', state: 'under the keel (else below the surface, else below the transducer)', unit: '`m` or `ft` (per `units`)' },
});
