/** `sensor.signalk_ais` (get_ais_targets): how many AIS targets are in view, on a boat that ever heard one. */
import type { BaseResult } from '../../queries/types.js';
import { defineSensor } from '../sensor.js';
import { SENSOR_NAME } from './words.js';

/**
 * AIS targets are filtered for age by the query itself: never stale. Nothing beyond the common rules is
 * significant: traffic changes all the time (the recorded NMEA 2000 sample's count climbs by one every
 * half second as targets are heard), so the interval shows it.
 */
export const SENSOR = defineSensor<null, BaseResult & { total_targets: number }>({
  kind: 'ais',
  instances: (boat) => (boat.ctx.model.otherContexts().next().done ? [] : [null]),
  id: () => 'ais',
  name: SENSOR_NAME,
  state: (_i, r) => ({ value: r.total_targets }),
  icon: 'mdi:radar',
  docs: { entity: '`sensor.signalk_ais`', state: 'AIS targets in view', unit: '' },
});
