/**
 * `sensor.signalk_tank_<type>_<id>` (tank_levels {type}): one per tank, its level in percent. The type's
 * only tank shows tank_levels {type} as the tool returns it; a tank sharing its type with others shows
 * its own item of that answer, and the display the speaker gives for that tank alone (the tool would
 * speak all of them), dated by that tank's readings.
 */
import { limitFor } from '../../queries/common.js';
import type { BaseResult, QueryContext } from '../../queries/types.js';
import { fill } from '../../speech/locale.js';
import { tankName, tankType } from '../../speech/answers/tank-name.js';
import { SELF } from '../../vessel/model.js';
import { defineSensor, slug, type SensorBoat } from '../sensor.js';
import { TANKS } from './answer.js';
import { tankIds, type TankItem } from './query.js';
import { SENSOR_NAME } from './words.js';

/** Icons per tank type (Material Design Icons names known to HA 2024.3's frontend). */
const TANK_ICON: Readonly<Record<string, string>> = {
  fuel: 'mdi:fuel',
  freshWater: 'mdi:water',
  wasteWater: 'mdi:water-opacity',
  blackWater: 'mdi:toilet',
  lubrication: 'mdi:oil',
  liveWell: 'mdi:fish',
  baitWell: 'mdi:fish',
  gas: 'mdi:gas-cylinder',
  ballast: 'mdi:weight',
};

/** One tank: its type, its id, and whether other tanks share its type. */
interface Tank {
  type: string;
  id: string;
  shared: boolean;
}

/** A tank's answer: what its sensor shows, its item of tank_levels and the boat's tank types. */
interface TankAnswer extends BaseResult {
  item: TankItem | null;
  available_types: string[];
}

/** One tank's answer (see the module doc). */
function tankAnswer({ type, id, shared }: Tank, ctx: QueryContext, r: BaseResult & { tanks: TankItem[]; available_types: string[] }): TankAnswer {
  const item = r.tanks.find((t) => t.id === id) ?? null;
  if (!shared || !item) return { display: r.display, timestamp: r.timestamp, item, available_types: r.available_types };
  // Several tanks of the type: this tank's own words and age.
  const p = `tanks.${type}.${id}`;
  let oldest: { time: number; timestamp: string | null } | null = null;
  for (const leaf of ['currentLevel', 'currentVolume']) {
    const reading = ctx.model.get(`${p}.${leaf}`);
    if (reading && (oldest === null || reading.time < oldest.time)) oldest = reading;
  }
  const ageMs = oldest === null ? 0 : Math.max(0, ctx.now() - oldest.time);
  const spoken = ctx.speaker.answer(TANKS, [{ type, id, name: item.name, numbered: true, level: item.level_fraction, volume: item.volume_m3 }]);
  const limit = limitFor(`${p}.currentLevel`, SELF, ctx.staleness);
  const display = spoken === null || ageMs <= limit ? spoken : ctx.speaker.withAge(spoken, ageMs);
  const timestamp = oldest === null ? null : (oldest.timestamp ?? new Date(oldest.time).toISOString());
  return { display, timestamp, item, available_types: r.available_types };
}

/** Significant: 2 percent. */
export const SENSOR = defineSensor<Tank, TankAnswer>({
  kind: 'tank',
  instances: (boat: SensorBoat) => {
    const tanks = tankIds(boat.ctx);
    const perType = new Map<string, number>();
    for (const [t] of tanks) perType.set(t, (perType.get(t) ?? 0) + 1);
    return tanks.map(([type, id]) => ({ type, id, shared: (perType.get(type) ?? 0) > 1 }));
  },
  args: ({ type }) => ({ type }),
  read: (tank, { ctx }, answer) => tankAnswer(tank, ctx, answer() as BaseResult & { tanks: TankItem[]; available_types: string[] }),
  id: ({ type, id }) => `tank_${slug(type)}_${slug(id)}`,
  name: SENSOR_NAME,
  // One of several is called as the tanks answer calls it ("Bow tank", "fresh water tank 1").
  named: (words, { type, id, shared }, r, locale) =>
    shared ? tankName(locale, { type, id, name: r.item?.name ?? null, numbered: true }) : fill(words, { type: tankType(locale, type) }),
  state: (_i, r) => ({ quantity: 'ratio', si: r.item?.level_fraction ?? null }),
  icon: ({ type }) => TANK_ICON[type] ?? 'mdi:storage-tank',
  freshness: 'tanks',
  fields: ({ type, id }, r) => ({ ...(r.item ?? { type, id, name: null, level_fraction: null, volume_m3: null, capacity_m3: null }), available_types: r.available_types }),
  significant: [{ absolute: 2, unit: '%' }],
  docs: { entity: '`sensor.signalk_tank_<type>_<id>` (e.g. `sensor.signalk_tank_fuel_0`)', state: 'level', unit: '`%`' },
});
