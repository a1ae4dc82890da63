/** `sensor.signalk_engine_<id>` (engine_state {engine}): one per engine, its revolutions per minute. */
import type { BaseResult } from '../../queries/types.js';
import { enginePosition } from '../../speech/answers/engine-name.js';
import { keyWords } from '../../speech/key-words.js';
import { fill } from '../../speech/locale.js';
import { defineSensor, slug } from '../sensor.js';
import { engineIds } from './query.js';
import { SENSOR_NAME } from './words.js';

/** Significant: 100 revolutions per minute, and starting or stopping. */
export const SENSOR = defineSensor<{ id: string; only: boolean }, BaseResult & { engines: { label: string | null; revolutions_hz: number | null }[] }>({
  kind: 'engine',
  instances: (boat) => {
    const ids = engineIds(boat.ctx);
    return ids.map((id) => ({ id, only: ids.length === 1 }));
  },
  args: ({ id }) => ({ engine: id }),
  id: ({ id }) => `engine_${slug(id)}`,
  name: SENSOR_NAME,
  // The boat's label, or the position, only tells several engines apart.
  named: (words, { id, only }, r, locale) => (only ? words : (r.engines[0]?.label ?? enginePosition(locale, id) ?? fill(locale.engines.numbered, { id: keyWords(id) }))),
  state: (_i, r) => ({ quantity: 'revolutions', si: r.engines[0]?.revolutions_hz }),
  icon: 'mdi:engine',
  freshness: 'propulsion',
  significant: [{ absolute: 100, unit: 'rpm' }],
  news: (_prev, _next, a, b) => ((a === 0) !== (b === 0) ? true : undefined),
  docs: { entity: '`sensor.signalk_engine_<id>`', state: 'revolutions', unit: '`rpm`' },
});
