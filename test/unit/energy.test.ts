/**
 * Battery energy counters (src/vessel/energy.ts) and the energy sensors they give (src/entities/plan.ts):
 * the trapezoid rule split by sign, the gap rule, voltage × current or power from the
 * model's readings, and the sensors' states, names and displays, with exact values.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { boatDevice, boatTopics, discoveryConfig } from '../../src/entities/discovery.js';
import { planEntities } from '../../src/entities/plan.js';
import type { EntityState } from '../../src/questions/sensor.js';
import { decide } from '../../src/entities/throttle.js';
import type { FeedState } from '../../src/domain/feed.js';
import type { QueryContext } from '../../src/queries/types.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { attachEnergyMeter, EnergyCounter, EnergyMeter, MAX_GAP_MS, trapezoid } from '../../src/vessel/energy.js';
import { VesselModel } from '../../src/vessel/model.js';
import { contextOf } from '../helpers/query-context.js';
import { attachHistory, History } from '../../src/vessel/history.js';
import { query as batteryHistory } from '../../src/questions/battery-history/query.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');

describe('energy: the trapezoid rule, split by sign', () => {
  it('charging only, discharging only', () => {
    assert.deepEqual(trapezoid({ time: 0, watts: 100 }, { time: 2000, watts: 300 }), { chargedJ: 400, dischargedJ: 0 });
    assert.deepEqual(trapezoid({ time: 0, watts: -100 }, { time: 2000, watts: -300 }), { chargedJ: 0, dischargedJ: 400 });
    assert.deepEqual(trapezoid({ time: 0, watts: 0 }, { time: 2000, watts: -300 }), { chargedJ: 0, dischargedJ: 300 });
  });

  it('a change of sign is split where the line crosses zero', () => {
    // 100 W to -300 W over 4 s: zero after 1 s; 100 × 1 / 2 in, 300 × 3 / 2 out.
    assert.deepEqual(trapezoid({ time: 0, watts: 100 }, { time: 4000, watts: -300 }), { chargedJ: 50, dischargedJ: 450 });
    assert.deepEqual(trapezoid({ time: 0, watts: -300 }, { time: 4000, watts: 100 }), { chargedJ: 50, dischargedJ: 450 });
  });

  it('no time, no energy', () => {
    assert.deepEqual(trapezoid({ time: 5, watts: 100 }, { time: 5, watts: 100 }), { chargedJ: 0, dischargedJ: 0 });
    assert.deepEqual(trapezoid({ time: 5, watts: 100 }, { time: 4, watts: 100 }), { chargedJ: 0, dischargedJ: 0 });
  });
});

describe('energy: one counter', () => {
  it('adds up in both directions from its first sample', () => {
    const c = new EnergyCounter({ time: T0, watts: 500 });
    c.add({ time: T0 + 4000, watts: 500 });
    c.add({ time: T0 + 6000, watts: -500 });
    c.add({ time: T0 + 10_000, watts: -500 });
    assert.deepEqual(c.totals(), { chargedJ: 2250, dischargedJ: 2250, since: T0, last: T0 + 10_000 });
  });

  it(`never integrates across a gap longer than ${MAX_GAP_MS / 1000} s; a gap of exactly that counts`, () => {
    const c = new EnergyCounter({ time: T0, watts: 100 });
    c.add({ time: T0 + MAX_GAP_MS, watts: 100 });
    assert.equal(c.totals().chargedJ, 6000);
    c.add({ time: T0 + 2 * MAX_GAP_MS + 1, watts: 100 });
    assert.equal(c.totals().chargedJ, 6000);
    c.add({ time: T0 + 2 * MAX_GAP_MS + 1001, watts: 300 });
    assert.equal(c.totals().chargedJ, 6200);
  });

  it('a repeated or earlier sample only becomes the new starting point', () => {
    const c = new EnergyCounter({ time: T0 + 10_000, watts: 100 });
    c.add({ time: T0 + 10_000, watts: 900 });
    c.add({ time: T0, watts: 100 });
    c.add({ time: T0 + 1000, watts: 100 });
    assert.deepEqual(c.totals(), { chargedJ: 100, dischargedJ: 0, since: T0 + 10_000, last: T0 + 1000 });
  });

  it('ignores samples that are not numbers', () => {
    const c = new EnergyCounter({ time: T0, watts: 100 });
    c.add({ time: T0 + 1000, watts: Number.NaN });
    c.add({ time: T0 + 2000, watts: 100 });
    assert.equal(c.totals().chargedJ, 200);
  });
});

interface Boat {
  model: VesselModel;
  meter: EnergyMeter;
  /** The recent history, fed as the add-on feeds it: its energy from the meter (app.ts). */
  history: History;
  clock: { now: number };
  /** Sends values stamped with the clock's time (the model believes such timestamps). */
  send(values: Record<string, unknown>, at: number): void;
  ctx(language?: Language, feed?: FeedState): QueryContext;
}

function boat(invert: string[] = []): Boat {
  const clock = { now: T0 };
  const model = new VesselModel(() => clock.now);
  const history = new History(T0, new Set(invert));
  attachHistory(model, history);
  const meter = new EnergyMeter(model, new Set(invert), (bank, time, inJ, outJ) => history.recordEnergy(bank, time, inJ, outJ));
  attachEnergyMeter(model, meter);
  return {
    model,
    meter,
    history,
    clock,
    send(values, at) {
      clock.now = at;
      model.applyDelta({ updates: [{ $source: 'bmv.1', timestamp: new Date(at).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }] });
    },
    ctx: (language = 'en', feed) => contextOf(model, { language, now: () => clock.now, invertCurrent: new Set(invert), history, ...(feed ? { feed } : {}) }),
  };
}

const V = 'electrical.batteries.house.voltage';
const I = 'electrical.batteries.house.current';

describe('energy: counters from the vessel model', () => {
  it('voltage × current, the delta timestamps as sample times; positive current is charging (SignalK)', () => {
    const b = boat();
    b.send({ [V]: 12.5, [I]: 40 }, T0);
    b.send({ [V]: 12.5, [I]: 40 }, T0 + 4000);
    b.send({ [V]: 12.5, [I]: -40 }, T0 + 6000);
    b.send({ [V]: 12.5, [I]: -40 }, T0 + 10_000);
    assert.deepEqual(b.meter.totals('house'), { chargedJ: 2250, dischargedJ: 2250, since: T0, last: T0 + 10_000 });
    assert.deepEqual(b.meter.banks(), ['house']);
  });

  it('no sample without a voltage, or with one more than the gap limit older than the current', () => {
    const b = boat();
    b.send({ [I]: 40 }, T0);
    assert.equal(b.meter.totals('house'), undefined);
    b.send({ [V]: 12 }, T0 + 1000);
    b.send({ [I]: 10 }, T0 + 1000 + MAX_GAP_MS + 1);
    assert.equal(b.meter.totals('house'), undefined);
    b.send({ [V]: 12, [I]: 10 }, T0 + 200_000);
    b.send({ [I]: 10 }, T0 + 201_000);
    assert.deepEqual(b.meter.totals('house'), { chargedJ: 120, dischargedJ: 0, since: T0 + 200_000, last: T0 + 201_000 });
  });

  it('a bank that publishes power is counted from it, and its current is then not sampled', () => {
    const b = boat();
    b.send({ [V]: 12, [I]: 10 }, T0);
    b.send({ 'electrical.batteries.house.power': -100 }, T0 + 1000);
    b.send({ [I]: 50 }, T0 + 2000);
    b.send({ 'electrical.batteries.house.power': -300 }, T0 + 3000);
    // 120 W -> -100 W over 1 s: 120 × (1 × 120 / 220) / 2 in, 100 × (1 × 100 / 220) / 2 out; then -100 -> -300 W over 2 s: 400 J out.
    const t = b.meter.totals('house')!;
    assert.equal(t.chargedJ.toFixed(6), ((120 * (120 / 220)) / 2).toFixed(6));
    assert.equal(t.dischargedJ.toFixed(6), ((100 * (100 / 220)) / 2 + 400).toFixed(6));
  });

  it('a bank whose current sign is reversed (the invert-current option) counts the other way', () => {
    const b = boat(['house']);
    b.send({ [V]: 12, [I]: 10 }, T0);
    b.send({ [V]: 12, [I]: 10 }, T0 + 1000);
    assert.deepEqual(b.meter.totals('house'), { chargedJ: 0, dischargedJ: 120, since: T0, last: T0 + 1000 });
  });

  it('other vessels and other paths are not counted', () => {
    const b = boat();
    b.model.applyDelta({
      context: 'vessels.urn:mrn:imo:mmsi:366000001',
      updates: [{ timestamp: new Date(T0).toISOString(), values: [{ path: 'electrical.batteries.x.power', value: 100 }] }],
    });
    b.send({ 'electrical.batteries.house.temperature': 300, 'electrical.batteries.house.lifetimeRecharge': 7200 }, T0);
    assert.deepEqual(b.meter.banks(), []);
  });
});

/** A house bank charged at 6 kW for ten minutes: 1 kWh in, then 0.5 kWh out over five minutes at 6 kW. */
function profile(b: Boat): void {
  for (let s = 0; s <= 600; s += 60) b.send({ [V]: 24, [I]: 250, 'electrical.batteries.house.capacity.stateOfCharge': 0.5 }, T0 + s * 1000);
  // 6 kW to -6 kW over 60 s: 90 kJ each way; then -6 kW for 240 s more.
  for (let s = 660; s <= 900; s += 60) b.send({ [V]: 24, [I]: -250 }, T0 + s * 1000);
}

const byId = (list: EntityState[], id: string): EntityState => {
  const e = list.find((x) => x.entityId === id);
  assert.ok(e, `${id} in ${list.map((x) => x.entityId).join(', ')}`);
  return e;
};

describe('energy counted once: the dashboard\'s kilowatt hours and the spoken "used" agree', () => {
  it('battery_history says what the energy sensors count, to the joule', () => {
    const b = boat();
    profile(b);
    const plan = planEntities(b.ctx(), b.meter);
    const into = byId(plan, 'sensor.signalk_battery_house_energy_in');
    const out = byId(plan, 'sensor.signalk_battery_house_energy_out');
    const r = batteryHistory.run({}, b.ctx());
    assert.deepEqual([r.energy_in_j, r.energy_out_j], [into.attributes.energy_j, out.attributes.energy_j]);
    assert.deepEqual([into.state, out.state], ['1.025', '0.425']);
    assert.equal(r.display, 'Since I started 15 minutes ago: lowest 50 percent, 0.4 kilowatt hours used.');
    assert.equal(out.attributes.display, '0.4 kilowatt hours discharged since 12 PM');
    const de = batteryHistory.run({}, b.ctx('de'));
    assert.equal(de.display, 'Seit dem Start vor 15 Minuten: tiefstens 50 Prozent, 0,4 Kilowattstunden entnommen.');
  });
});

describe('energy: the energy sensors', () => {
  it('two sensors per counted bank, after its battery sensor, in kilowatt hours for the energy dashboard', () => {
    const b = boat();
    profile(b);
    b.send({ 'electrical.batteries.start.voltage': 12.9 }, T0 + 900_000);
    const plan = planEntities(b.ctx(), b.meter);
    assert.deepEqual(
      plan.map((e) => e.entityId),
      [
        'sensor.signalk_battery_house',
        'sensor.signalk_battery_house_energy_in',
        'sensor.signalk_battery_house_energy_out',
        'sensor.signalk_battery_start',
        'sensor.signalk_alarms',
      ],
    );
    const into = byId(plan, 'sensor.signalk_battery_house_energy_in');
    const out = byId(plan, 'sensor.signalk_battery_house_energy_out');
    // In: 600 s at 6 kW = 3.6 MJ, plus 90 kJ = 1.025 kWh. Out: 90 kJ + 240 s at 6 kW = 1.53 MJ = 0.425 kWh.
    assert.deepEqual([into.state, out.state], ['1.025', '0.425']);
    assert.equal(into.kind, 'energy');
    const { display, friendly_name, unit_of_measurement, device_class, state_class, icon, energy_j, since, bank, timestamp, stale } = into.attributes;
    assert.deepEqual(
      { display, friendly_name, unit_of_measurement, device_class, state_class, icon, energy_j, since, bank, timestamp, stale },
      {
        display: '1 kilowatt hour charged since 12 PM',
        friendly_name: 'Battery house energy in',
        unit_of_measurement: 'kWh',
        device_class: 'energy',
        state_class: 'total_increasing',
        icon: 'mdi:battery-arrow-up',
        energy_j: 3_690_000,
        since: '2026-11-30T12:00:00.000Z',
        bank: 'house',
        timestamp: '2026-11-30T12:15:00.000Z',
        stale: false,
      },
    );
    assert.equal(out.attributes.display, '0.4 kilowatt hours discharged since 12 PM');
    assert.equal(out.attributes.friendly_name, 'Battery house energy out');
    // The battery sensor itself is unchanged: a measurement.
    assert.equal(byId(plan, 'sensor.signalk_battery_house').attributes.state_class, 'measurement');
  });

  it('names and displays in every language, free of symbols a voice would misread', () => {
    const b = boat();
    profile(b);
    const seen: Record<string, string[]> = {};
    for (const language of LANGUAGES) {
      const plan = planEntities(b.ctx(language), b.meter);
      const both = ['in', 'out'].map((d) => byId(plan, `sensor.signalk_battery_house_energy_${d}`));
      seen[language] = both.flatMap((e) => [String(e.attributes.friendly_name), String(e.attributes.display)]);
      for (const e of both) assert.deepEqual(ttsViolations(String(e.attributes.display), language), [], `${language}: ${String(e.attributes.display)}`);
    }
    assert.deepEqual(seen.en, ['Battery house energy in', '1 kilowatt hour charged since 12 PM', 'Battery house energy out', '0.4 kilowatt hours discharged since 12 PM']);
    assert.deepEqual(seen.de, [
      'Batterie house geladene Energie',
      '1 Kilowattstunde geladen seit 12 Uhr',
      'Batterie house entnommene Energie',
      '0,4 Kilowattstunden entladen seit 12 Uhr',
    ]);
    assert.deepEqual(seen['pt-BR'], [
      'Bateria house energia que entra',
      '1 quilowatt-hora de carga desde as 12 horas',
      'Bateria house energia que sai',
      '0,4 quilowatt-hora de descarga desde as 12 horas',
    ]);
  });

  it('a bank fallen silent: the total stays, with its age; unavailable past ten times the limit', () => {
    const b = boat();
    profile(b);
    b.clock.now = T0 + 900_000 + 6 * 60_000;
    const e = byId(planEntities(b.ctx(), b.meter), 'sensor.signalk_battery_house_energy_in');
    assert.deepEqual([e.state, e.attributes.stale, e.attributes.display], ['1.025', true, '1 kilowatt hour charged since 12 PM, as of 6 minutes ago']);
    b.clock.now = T0 + 900_000 + 51 * 60_000;
    assert.equal(byId(planEntities(b.ctx(), b.meter), 'sensor.signalk_battery_house_energy_in').state, 'unavailable');
  });

  it('says when the SignalK feed is down: the counters stand still', () => {
    const b = boat();
    profile(b);
    const e = byId(planEntities(b.ctx('en', { status: 'down', lostAt: T0 + 900_000 - 120_000 }), b.meter), 'sensor.signalk_battery_house_energy_out');
    assert.equal(e.attributes.display, "I can't reach the boat's SignalK server; 2 minutes ago: 0.4 kilowatt hours discharged since 12 PM.");
  });

  it('discovery: device class energy, state class total_increasing, unit kWh (what the energy dashboard accepts)', () => {
    const b = boat();
    b.model.applyDelta({ self: 'vessels.urn:mrn:imo:mmsi:244690000' });
    profile(b);
    const device = boatDevice(b.model)!;
    const e = byId(planEntities(b.ctx(), b.meter), 'sensor.signalk_battery_house_energy_in');
    const c = discoveryConfig(e, device, boatTopics(device));
    assert.deepEqual(
      [c.unique_id, c.object_id, c.default_entity_id, c.device_class, c.state_class, c.unit_of_measurement],
      ['signalk_mmsi_244690000_battery_house_energy_in', 'signalk_battery_house_energy_in', 'sensor.signalk_battery_house_energy_in', 'energy', 'total_increasing', 'kWh'],
    );
  });

  it('throttle: a counter that moves is written once per interval, not at once', () => {
    const b = boat();
    profile(b);
    const first = byId(planEntities(b.ctx(), b.meter), 'sensor.signalk_battery_house_energy_out');
    b.send({ [V]: 24, [I]: -250 }, T0 + 960_000);
    const next = byId(planEntities(b.ctx(), b.meter), 'sensor.signalk_battery_house_energy_out');
    assert.equal(next.state, '0.525');
    assert.deepEqual(decide({ state: first, at: T0 + 900_000 }, next, T0 + 960_000, 5000), { action: 'send', reason: 'interval' });
    assert.deepEqual(decide({ state: first, at: T0 + 958_000 }, next, T0 + 960_000, 5000), { action: 'wait' });
  });

  it('no meter, no energy sensors', () => {
    const b = boat();
    profile(b);
    assert.deepEqual(
      planEntities(b.ctx()).map((e) => e.entityId),
      ['sensor.signalk_battery_house', 'sensor.signalk_alarms'],
    );
  });
});
