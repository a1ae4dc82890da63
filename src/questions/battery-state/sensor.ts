/**
 * The battery sensors (questions/sensor.ts):
 * - `sensor.signalk_battery_<bank>`: battery_state {bank}; its state of charge in percent (device class
 *   battery), or its voltage for a bank that never reported a state of charge (device class voltage);
 * - after each, `sensor.signalk_battery_<bank>_energy_in` and `_energy_out`: kilowatt hours charged into
 *   and discharged from the bank since counting began (vessel/energy.ts: power integrated over the
 *   live deltas), device class energy, state class total_increasing: what Home Assistant's energy
 *   dashboard takes for a battery ("energy going in to the battery", "energy coming out of the
 *   battery"). Only with an energy meter, for a bank it has counted (one that sends its current or power).
 */
import { roundTo } from '../../domain/round.js';
import { limitFor } from '../../queries/common.js';
import { withFeed } from '../../queries/feed.js';
import type { BaseResult } from '../../queries/types.js';
import { fill } from '../../speech/locale.js';
import type { EnergyTotals } from '../../vessel/energy.js';
import { SELF } from '../../vessel/model.js';
import { defineSensor, slug } from '../sensor.js';
import { ENERGY_COUNTED, type EnergyWords } from './answer.js';
import { batteryBanks } from './query.js';
import { ENERGY_WORDS, SENSOR_NAME } from './words.js';

/** Decimals of an energy sensor's state in kilowatt hours: watt hours, fine enough for the energy dashboard's hourly sums. */
export const ENERGY_STATE_DECIMALS = 3;

const SOC_RE = /^electrical\.batteries\.([^.]+)\.(capacity\.)?stateOfCharge$/;

/** One battery energy counter: `in` is the energy charged into the bank, `out` the energy discharged from it. */
interface EnergyCount {
  bank: string;
  direction: 'in' | 'out';
  totals: EnergyTotals;
}

/**
 * A bank's energy counters, to {@link ENERGY_STATE_DECIMALS} decimals. Display: "3.2 kilowatt hours
 * charged since 14 05", with its age when the bank's last sample is older than the electrical freshness
 * limit, after the unreachable sentence while the SignalK feed is down. Fields: bank, energy_j (joules),
 * since (ISO). The energy counters move with every reading of the current: nothing beyond the common
 * rules is significant, the interval shows them (Home Assistant's energy dashboard sums by the hour).
 */
const ENERGY = defineSensor<EnergyCount, BaseResult & { energy_j: number }, { bank: string }, EnergyWords>({
  kind: 'energy',
  instances: (boat, { bank }) => {
    const totals = boat.energy?.totals(bank);
    return totals ? (['in', 'out'] as const).map((direction) => ({ bank, direction, totals })) : [];
  },
  read: ({ bank, direction, totals }, { ctx }) => {
    const joules = direction === 'in' ? totals.chargedJ : totals.dischargedJ;
    let display = ctx.speaker.answer(ENERGY_COUNTED, { direction, energy: joules, since: new Date(totals.since) });
    const ageMs = Math.max(0, ctx.now() - totals.last);
    if (display !== null && ageMs > limitFor(`electrical.batteries.${bank}.current`, SELF, ctx.staleness)) display = ctx.speaker.withAge(display, ageMs);
    // While the SignalK feed is down the counters stand still: said as every answer says it (feed.ts).
    return withFeed({ display, timestamp: new Date(totals.last).toISOString(), bank, energy_j: joules, since: new Date(totals.since).toISOString() }, ctx);
  },
  id: ({ bank, direction }) => `battery_${slug(bank)}_energy_${direction}`,
  name: ENERGY_WORDS,
  named: (words, { bank, direction }) => fill(direction === 'in' ? words.nameIn : words.nameOut, { bank }),
  state: (_i, r) => ({ value: roundTo(r.energy_j / 3.6e6, ENERGY_STATE_DECIMALS), unit: 'kWh' }),
  deviceClass: 'energy',
  stateClass: 'total_increasing',
  icon: ({ direction }) => (direction === 'in' ? 'mdi:battery-arrow-up' : 'mdi:battery-arrow-down'),
  freshness: 'electrical.batteries',
  docs: {
    entity: '`sensor.signalk_battery_<bank>_energy_in`, `..._energy_out`',
    state: 'energy into and out of the bank since the add-on started, worked out from its voltage and current (or power)',
    unit: '`kWh`',
  },
});

/** One sensor per bank (battery_state {bank}); significant: 1 percent of state of charge, 0.2 volts on a bank that reports only voltage. */
export const SENSOR = defineSensor<{ bank: string; soc: boolean }, BaseResult & { soc_fraction: number | null; voltage: number | null }>({
  kind: 'battery',
  instances: (boat) => {
    const soc = new Set(boat.paths.map((p) => SOC_RE.exec(p)?.[1]));
    return batteryBanks(boat.ctx).map((bank) => ({ bank, soc: soc.has(bank) }));
  },
  args: ({ bank }) => ({ bank }),
  id: ({ bank }) => `battery_${slug(bank)}`,
  name: SENSOR_NAME,
  named: (words, { bank }) => fill(words, { bank }),
  state: ({ soc }, r) => (soc ? { quantity: 'ratio', si: r.soc_fraction } : { quantity: 'voltage', si: r.voltage }),
  deviceClass: ({ soc }) => (soc ? 'battery' : 'voltage'),
  icon: 'mdi:car-battery',
  freshness: 'electrical.batteries',
  significant: [
    { absolute: 1, unit: '%' },
    { absolute: 0.2, unit: 'V' },
  ],
  docs: {
    entity: '`sensor.signalk_battery_<bank>` (e.g. `sensor.signalk_battery_house`)',
    state: 'state of charge; the voltage for a bank that reports no state of charge',
    unit: '`%` (or `V`)',
  },
  followedBy: ENERGY,
});
