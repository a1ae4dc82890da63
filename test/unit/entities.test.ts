/**
 * The entities output's pure part: which sensors a model gives (src/entities/plan.ts), their states
 * in each unit preset, names per language, staleness and "unavailable" by an injected clock; and when
 * a sensor is written (src/entities/throttle.ts): significance per kind, the interval, unchanged values.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { planEntities, stateNumber, UNAVAILABLE_FACTOR } from '../../src/entities/plan.js';
import { slug, type EntityState } from '../../src/questions/sensor.js';
import { decide, isSignificant, signature, type Sent } from '../../src/entities/throttle.js';
import { findQuery } from '../../src/questions/index.js';
import { DEFAULT_STALENESS, type QueryContext } from '../../src/queries/types.js';
import { ttsViolations } from '../../src/speech/safety.js';
import type { Language, UnitPreset } from '../../src/speech/types.js';
import { VesselModel } from '../../src/vessel/model.js';
import { contextOf } from '../helpers/query-context.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');

interface Boat {
  model: VesselModel;
  clock: { now: number };
  ctx(language?: Language, units?: UnitPreset): QueryContext;
  send(values: Record<string, unknown>, at?: number, context?: string): void;
}

function boat(values: Record<string, unknown> = {}, at = T0): Boat {
  const clock = { now: T0 };
  const model = new VesselModel(() => clock.now);
  const b: Boat = {
    model,
    clock,
    ctx: (language = 'en', units = 'nautical-metric') => contextOf(model, { language, units, now: () => clock.now }),
    send(v, when = clock.now, context = 'vessels.self') {
      model.applyDelta({ context, updates: [{ $source: 'u.1', timestamp: new Date(when).toISOString(), values: Object.entries(v).map(([path, value]) => ({ path, value })) }] });
    },
  };
  if (Object.keys(values).length) b.send(values, at);
  return b;
}

const byId = (list: EntityState[]) => new Map(list.map((e) => [e.entityId, e]));

function one(list: EntityState[], id: string): EntityState {
  const e = list.find((x) => x.entityId === id);
  assert.ok(e, `${id} in ${list.map((x) => x.entityId).join(', ')}`);
  return e;
}

const HOUSE = {
  'electrical.batteries.house.capacity.stateOfCharge': 0.684,
  'electrical.batteries.house.voltage': 12.84,
  'electrical.batteries.house.current': -8.2,
};

describe('entities: which sensors the boat has', () => {
  it('an empty model has none', () => {
    assert.deepEqual(planEntities(boat().ctx()), []);
  });

  it('one sensor per battery bank and tank, the families the boat sends, in a stable order', () => {
    const b = boat({
      ...HOUSE,
      'electrical.batteries.start.voltage': 12.9,
      'environment.depth.belowKeel': 3.15,
      'environment.wind.speedApparent': 8.2,
      'navigation.speedOverGround': 3.3,
      'tanks.fuel.0.currentLevel': 0.45,
      'tanks.freshWater.0.currentLevel': 0.8,
      'tanks.freshWater.1.currentLevel': 0.5,
      'propulsion.port.revolutions': 30,
      'environment.outside.pressure': 101300,
    });
    b.send({ 'navigation.position': { latitude: 37.8, longitude: -122.4 } }, T0, 'vessels.urn:mrn:imo:mmsi:366000001');
    assert.deepEqual(
      planEntities(b.ctx()).map((e) => e.entityId),
      [
        'sensor.signalk_battery_house',
        'sensor.signalk_battery_start',
        'sensor.signalk_depth',
        'sensor.signalk_alarms',
        'sensor.signalk_wind',
        'sensor.signalk_position',
        'sensor.signalk_ais',
        'sensor.signalk_tank_fuel_0',
        'sensor.signalk_tank_fresh_water_0',
        'sensor.signalk_tank_fresh_water_1',
        'sensor.signalk_engine_port',
        'sensor.signalk_barometer',
      ],
    );
  });

  it('entity ids: snake case, no accents, no doubled or edge underscores; clashes get a number', () => {
    assert.equal(slug('freshWater'), 'fresh_water');
    assert.equal(slug('Port Aft'), 'port_aft');
    assert.equal(slug('Água--doce_'), 'agua_doce');
    assert.equal(slug('***'), 'unnamed');
    const ids = planEntities(boat({ 'electrical.batteries.House.voltage': 12.1, 'electrical.batteries.house.voltage': 12.2 }).ctx()).map((e) => e.entityId);
    assert.deepEqual(
      ids.filter((i) => i.includes('battery')),
      ['sensor.signalk_battery_house', 'sensor.signalk_battery_house_2'],
    );
    for (const id of ids) assert.match(id, /^sensor\.(?!_)(?!.*__)[a-z0-9_]+(?<!_)$/);
  });
});

describe('entities: states, units and the display', () => {
  it('battery: state of charge in percent (device class battery); the exact battery_state display', () => {
    const b = boat(HOUSE);
    const e = one(planEntities(b.ctx()), 'sensor.signalk_battery_house');
    assert.equal(e.state, '68');
    assert.equal(e.attributes.unit_of_measurement, '%');
    assert.equal(e.attributes.device_class, 'battery');
    assert.equal(e.attributes.state_class, 'measurement');
    assert.equal(e.attributes.friendly_name, 'Battery house');
    assert.equal(e.attributes.icon, 'mdi:car-battery');
    const tool = findQuery('battery_state')!.run({}, b.ctx());
    assert.equal(e.attributes.display, '68 percent, 12.8 volts, 8.2 amps discharging');
    assert.equal(e.attributes.display, tool.display);
    for (const k of ['bank', 'soc_fraction', 'voltage', 'current', 'available_banks', 'timestamp']) assert.deepEqual(e.attributes[k], tool[k], k);
    assert.equal(e.attributes.age_seconds, 0);
    assert.equal(e.attributes.stale, false);
  });

  it('a bank that never sent a state of charge shows its voltage (device class voltage)', () => {
    const e = one(planEntities(boat({ 'electrical.batteries.1.voltage': 13.63, 'electrical.batteries.1.current': 65.9 }).ctx()), 'sensor.signalk_battery_1');
    assert.deepEqual([e.state, e.attributes.unit_of_measurement, e.attributes.device_class], ['13.6', 'V', 'voltage']);
  });

  it('depth in meters or feet by preset, under the keel first, rounded as spoken', () => {
    const b = boat({ 'environment.depth.belowKeel': 3.15, 'environment.depth.belowSurface': 4.4 });
    const m = one(planEntities(b.ctx('en', 'nautical-metric')), 'sensor.signalk_depth');
    const ft = one(planEntities(b.ctx('en', 'nautical-imperial')), 'sensor.signalk_depth');
    assert.deepEqual([m.state, m.attributes.unit_of_measurement, m.attributes.device_class], ['3.2', 'm', 'distance']);
    assert.deepEqual([ft.state, ft.attributes.unit_of_measurement], ['10.3', 'ft']);
    assert.equal(m.attributes.display, '3.2 meters under the keel, 4.4 meters below the surface');
    assert.equal(ft.attributes.display, '10.3 feet under the keel, 14.4 feet below the surface');
    assert.equal(m.attributes.below_keel_m, 3.15);
    const surfaceOnly = one(planEntities(boat({ 'environment.depth.belowSurface': 4.44 }).ctx()), 'sensor.signalk_depth');
    assert.equal(surfaceOnly.state, '4.4');
  });

  it('pressure in hectopascals or inches of mercury; speeds in knots; counts for alarms', () => {
    const b = boat({
      'environment.outside.pressure': 101300,
      'environment.wind.speedTrue': 5.2,
      'environment.wind.speedApparent': 8.2,
      'navigation.speedOverGround': 3.36,
      'notifications.depth.shallow': { state: 'alarm', message: 'Shallow water', method: ['sound'] },
    });
    const metric = byId(planEntities(b.ctx('en', 'nautical-metric')));
    const imperial = byId(planEntities(b.ctx('en', 'nautical-imperial')));
    assert.deepEqual([metric.get('sensor.signalk_barometer')!.state, metric.get('sensor.signalk_barometer')!.attributes.unit_of_measurement], ['1013', 'hPa']);
    assert.deepEqual([imperial.get('sensor.signalk_barometer')!.state, imperial.get('sensor.signalk_barometer')!.attributes.unit_of_measurement], ['29.91', 'inHg']);
    // True wind when the boat sends it (10.1 knots), not apparent (15.9).
    const wind = metric.get('sensor.signalk_wind')!;
    assert.deepEqual([wind.state, wind.attributes.unit_of_measurement, wind.attributes.device_class, wind.attributes.state_shows], ['10.1', 'kn', 'wind_speed', 'speed_true_mps']);
    assert.deepEqual([metric.get('sensor.signalk_position')!.state, metric.get('sensor.signalk_position')!.attributes.device_class], ['6.5', 'speed']);
    const alarms = metric.get('sensor.signalk_alarms')!;
    assert.deepEqual([alarms.state, alarms.attributes.icon, alarms.attributes.display], ['1', 'mdi:alarm-light', '1 alarm: Shallow water.']);
  });

  it('a tank alone of its type shows tank_levels {type} exactly; one of several speaks only itself', () => {
    const b = boat({
      'tanks.fuel.0.currentLevel': 0.45,
      'tanks.fuel.0.capacity': 0.2,
      'tanks.fuel.0.name': 'Diesel',
      'tanks.freshWater.0.currentLevel': 0.8,
      'tanks.freshWater.1.currentLevel': 0.5,
      'tanks.freshWater.0.name': 'Bow',
    });
    const list = planEntities(b.ctx());
    const fuel = one(list, 'sensor.signalk_tank_fuel_0');
    assert.equal(fuel.attributes.display, findQuery('tank_levels')!.run({ type: 'fuel' }, b.ctx()).display);
    assert.deepEqual([fuel.state, fuel.attributes.unit_of_measurement, fuel.attributes.friendly_name, fuel.attributes.icon], ['45', '%', 'Fuel tank', 'mdi:fuel']);
    assert.equal(fuel.attributes.display, 'fuel 45 percent, 90 liters');
    const water1 = one(list, 'sensor.signalk_tank_fresh_water_1');
    assert.deepEqual([water1.state, water1.attributes.friendly_name, water1.attributes.display], ['50', 'Fresh water tank 1', 'fresh water tank 1, 50 percent']);
    assert.equal(water1.attributes.level_fraction, 0.5);
    // Named as the speaker names them: the boat's name only tells several tanks of a type apart.
    assert.equal(one(list, 'sensor.signalk_tank_fresh_water_0').attributes.friendly_name, 'Bow');
  });

  it('engines: revolutions per minute, named by position when the boat has several', () => {
    const b = boat({ 'propulsion.port.revolutions': 30, 'propulsion.starboard.revolutions': 0 });
    const port = one(planEntities(b.ctx()), 'sensor.signalk_engine_port');
    assert.deepEqual([port.state, port.attributes.unit_of_measurement, port.attributes.friendly_name], ['1800', 'rpm', 'Port engine']);
    assert.equal(port.attributes.display, findQuery('engine_state')!.run({ engine: 'port' }, b.ctx()).display);
    const single = one(planEntities(boat({ 'propulsion.main.revolutions': 25, 'propulsion.main.label': 'Yanmar' }).ctx()), 'sensor.signalk_engine_main');
    assert.equal(single.attributes.friendly_name, 'Engine');
    const labelled = boat({ 'propulsion.port.revolutions': 30, 'propulsion.starboard.revolutions': 0, 'propulsion.starboard.label': 'Right one' });
    assert.equal(one(planEntities(labelled.ctx()), 'sensor.signalk_engine_starboard').attributes.friendly_name, 'Right one');
  });

  it('names follow the answer language; every display stays speakable', () => {
    const b = boat({ ...HOUSE, 'environment.depth.belowKeel': 3.15, 'tanks.freshWater.0.currentLevel': 0.8 });
    const pt = byId(planEntities(b.ctx('pt-BR')));
    assert.equal(pt.get('sensor.signalk_battery_house')!.attributes.friendly_name, 'Bateria house');
    assert.equal(pt.get('sensor.signalk_depth')!.attributes.friendly_name, 'Profundidade');
    assert.equal(pt.get('sensor.signalk_tank_fresh_water_0')!.attributes.friendly_name, 'Tanque de água doce');
    assert.equal(pt.get('sensor.signalk_battery_house')!.attributes.display, '68 por cento, 12,8 volts, 8,2 amperes descarregando');
    for (const language of ['en', 'pt-BR'] as const) {
      for (const e of planEntities(b.ctx(language))) {
        if (typeof e.attributes.display === 'string') assert.deepEqual(ttsViolations(e.attributes.display, language), [], e.attributes.display);
      }
    }
  });

  it('impossible or null values make the state "unknown", never a wrong number', () => {
    const b = boat({ 'electrical.batteries.house.capacity.stateOfCharge': 86, 'environment.depth.belowKeel': 42949672.92 });
    const list = byId(planEntities(b.ctx()));
    assert.equal(list.get('sensor.signalk_battery_house')!.state, 'unknown');
    assert.equal(list.get('sensor.signalk_depth')!.state, 'unknown');
    assert.equal(list.get('sensor.signalk_depth')!.attributes.display, null);
    b.send({ 'environment.depth.belowKeel': null });
    assert.equal(one(planEntities(b.ctx()), 'sensor.signalk_depth').state, 'unknown');
    // 1..1.05 is 100 percent, as spoken.
    assert.deepEqual(stateNumber('ratio', 1.03, 'nautical-metric'), { value: 100, unit: '%' });
  });

  it('staleness: age and stale past the limit (display says so), "unavailable" past ten limits', () => {
    const b = boat(HOUSE);
    b.clock.now = T0 + 6 * 60_000;
    let e = one(planEntities(b.ctx()), 'sensor.signalk_battery_house');
    assert.deepEqual([e.state, e.attributes.stale, e.attributes.age_seconds], ['68', true, 360]);
    assert.equal(e.attributes.display, '68 percent, 12.8 volts, 8.2 amps discharging, as of 6 minutes ago');
    b.clock.now = T0 + DEFAULT_STALENESS.electrical * UNAVAILABLE_FACTOR + 1000;
    e = one(planEntities(b.ctx()), 'sensor.signalk_battery_house');
    assert.equal(e.state, 'unavailable');
    assert.equal(e.attributes.stale, true);
    // Depth goes by the navigation limit (30 s): unavailable after 5 minutes.
    const d = boat({ 'environment.depth.belowKeel': 3.15 });
    d.clock.now = T0 + 31_000;
    assert.equal(one(planEntities(d.ctx()), 'sensor.signalk_depth').attributes.stale, true);
    d.clock.now = T0 + 301_000;
    assert.equal(one(planEntities(d.ctx()), 'sensor.signalk_depth').state, 'unavailable');
    // A fresh reading brings it back.
    d.send({ 'environment.depth.belowKeel': 3.0 });
    assert.equal(one(planEntities(d.ctx()), 'sensor.signalk_depth').state, '3');
  });

  it('alarms never go stale however old, and a cleared alarm counts 0', () => {
    const b = boat({ 'notifications.engine.overheat': { state: 'warn', message: 'Engine hot' } });
    b.clock.now = T0 + 24 * 3600_000;
    let e = one(planEntities(b.ctx()), 'sensor.signalk_alarms');
    assert.deepEqual([e.state, e.attributes.stale], ['1', false]);
    b.send({ 'notifications.engine.overheat': { state: 'normal', message: 'Engine hot' } });
    e = one(planEntities(b.ctx()), 'sensor.signalk_alarms');
    assert.deepEqual([e.state, e.attributes.icon, e.attributes.display], ['0', 'mdi:bell-check', 'No active alarms.']);
  });
});

/** A state of one kind, for the throttle. */
function st(kind: EntityState['kind'], state: string, attributes: Record<string, unknown> = {}): EntityState {
  return { entityId: `sensor.signalk_${kind}`, kind, state, attributes: { friendly_name: kind, stale: false, display: `${kind} ${state}`, ...attributes } };
}

describe('entities: significant changes', () => {
  const cases: [string, EntityState, EntityState, boolean][] = [
    ['battery 68 -> 69 percent', st('battery', '68', { unit_of_measurement: '%' }), st('battery', '69', { unit_of_measurement: '%' }), true],
    ['battery 68 -> 68 percent, other current', st('battery', '68', { unit_of_measurement: '%' }), st('battery', '68', { unit_of_measurement: '%', display: 'x' }), false],
    ['battery 12.8 -> 12.9 volts', st('battery', '12.8', { unit_of_measurement: 'V' }), st('battery', '12.9', { unit_of_measurement: 'V' }), false],
    ['battery 12.8 -> 13 volts', st('battery', '12.8', { unit_of_measurement: 'V' }), st('battery', '13', { unit_of_measurement: 'V' }), true],
    ['depth 3.2 -> 2.7 m', st('depth', '3.2', { unit_of_measurement: 'm' }), st('depth', '2.7', { unit_of_measurement: 'm' }), true],
    ['depth 3.2 -> 2.8 m', st('depth', '3.2', { unit_of_measurement: 'm' }), st('depth', '2.8', { unit_of_measurement: 'm' }), false],
    ['depth 40 -> 37 m (10 percent of 37 is 3.7)', st('depth', '40', { unit_of_measurement: 'm' }), st('depth', '37', { unit_of_measurement: 'm' }), false],
    ['depth 40 -> 36 m', st('depth', '40', { unit_of_measurement: 'm' }), st('depth', '36', { unit_of_measurement: 'm' }), true],
    ['depth 10.5 -> 8.8 ft (0.52 m)', st('depth', '10.5', { unit_of_measurement: 'ft' }), st('depth', '8.8', { unit_of_measurement: 'ft' }), true],
    ['depth 10.5 -> 9.0 ft (0.46 m)', st('depth', '10.5', { unit_of_measurement: 'ft' }), st('depth', '9', { unit_of_measurement: 'ft' }), false],
    ['wind 12 -> 14.9 kn', st('wind', '12', { unit_of_measurement: 'kn' }), st('wind', '14.9', { unit_of_measurement: 'kn' }), false],
    ['wind 12 -> 15 kn', st('wind', '12', { unit_of_measurement: 'kn' }), st('wind', '15', { unit_of_measurement: 'kn' }), true],
    ['wind 25 -> 29 kn (20 percent of 25 is 5)', st('wind', '25', { unit_of_measurement: 'kn' }), st('wind', '29', { unit_of_measurement: 'kn' }), false],
    ['sog 6.4 -> 7.4 kn', st('position', '6.4', { unit_of_measurement: 'kn' }), st('position', '7.4', { unit_of_measurement: 'kn' }), true],
    ['tank 45 -> 44 percent', st('tank', '45', { unit_of_measurement: '%' }), st('tank', '44', { unit_of_measurement: '%' }), false],
    ['tank 45 -> 43 percent', st('tank', '45', { unit_of_measurement: '%' }), st('tank', '43', { unit_of_measurement: '%' }), true],
    ['engine 1800 -> 1850 rpm', st('engine', '1800', { unit_of_measurement: 'rpm' }), st('engine', '1850', { unit_of_measurement: 'rpm' }), false],
    ['engine 0 -> 60 rpm (starting)', st('engine', '0', { unit_of_measurement: 'rpm' }), st('engine', '60', { unit_of_measurement: 'rpm' }), true],
    ['pressure 1013 -> 1012 hPa', st('barometer', '1013', { unit_of_measurement: 'hPa' }), st('barometer', '1012', { unit_of_measurement: 'hPa' }), true],
    ['pressure 29.91 -> 29.89 inHg', st('barometer', '29.91', { unit_of_measurement: 'inHg' }), st('barometer', '29.89', { unit_of_measurement: 'inHg' }), false],
    ['pressure 29.91 -> 29.88 inHg', st('barometer', '29.91', { unit_of_measurement: 'inHg' }), st('barometer', '29.88', { unit_of_measurement: 'inHg' }), true],
    ['alarms: same count, other alarm', st('alarms', '1', { alarms: [{ path: 'a', state: 'warn' }] }), st('alarms', '1', { alarms: [{ path: 'b', state: 'warn' }] }), true],
    ['alarms: worse state', st('alarms', '1', { alarms: [{ path: 'a', state: 'warn' }] }), st('alarms', '1', { alarms: [{ path: 'a', state: 'alarm' }] }), true],
    [
      'alarms: same alarms, new message text',
      st('alarms', '1', { alarms: [{ path: 'a', state: 'warn' }] }),
      st('alarms', '1', { alarms: [{ path: 'a', state: 'warn' }], display: 'y' }),
      false,
    ],
    ['route: distance shrinks', st('route', '2.4', { active: true, next_waypoint: { name: 'A' } }), st('route', '2.3', { active: true, next_waypoint: { name: 'A' } }), false],
    ['route: next waypoint', st('route', '2.4', { active: true, next_waypoint: { name: 'A' } }), st('route', '5.1', { active: true, next_waypoint: { name: 'B' } }), true],
    ['ais: one more target (traffic changes all the time)', st('ais', '3'), st('ais', '4'), false],
    ['number -> unknown', st('depth', '3.2', { unit_of_measurement: 'm' }), st('depth', 'unknown', { unit_of_measurement: 'm' }), true],
    ['unknown -> unavailable', st('depth', 'unknown'), st('depth', 'unavailable'), true],
    ['goes stale', st('depth', '3.2', { unit_of_measurement: 'm' }), st('depth', '3.2', { unit_of_measurement: 'm', stale: true }), true],
    ['language switched', st('depth', '3.2', { unit_of_measurement: 'm' }), st('depth', '3.2', { unit_of_measurement: 'm', friendly_name: 'Profundidade' }), true],
  ];
  for (const [name, a, b, expected] of cases) {
    it(`${name}: ${expected ? 'significant' : 'not significant'}`, () => assert.equal(isSignificant(a, b), expected));
  }
});

describe('entities: when to write (injected clock)', () => {
  const INTERVAL = 5000;
  const depth = (m: string, extra: Record<string, unknown> = {}) => st('depth', m, { unit_of_measurement: 'm', ...extra });

  it('new: at once; unchanged: never; small change: at the interval; significant: at once', () => {
    assert.deepEqual(decide(undefined, depth('3.2'), T0, INTERVAL), { action: 'send', reason: 'new' });
    const sent: Sent = { state: depth('3.2'), at: T0 };
    // Same shown values, only readings' timestamps and raw fields moved.
    assert.deepEqual(decide(sent, depth('3.2', { timestamp: 'later', age_seconds: 3, below_keel_m: 3.21 }), T0 + 60_000, INTERVAL), { action: 'same' });
    assert.deepEqual(decide(sent, depth('3.0'), T0 + 1000, INTERVAL), { action: 'wait' });
    assert.deepEqual(decide(sent, depth('3.0'), T0 + 4999, INTERVAL), { action: 'wait' });
    assert.deepEqual(decide(sent, depth('3.0'), T0 + 5000, INTERVAL), { action: 'send', reason: 'interval' });
    assert.deepEqual(decide(sent, depth('2.6'), T0 + 100, INTERVAL), { action: 'send', reason: 'significant' });
    assert.notEqual(signature(depth('3.2')), signature(depth('3.2', { display: 'other' })));
  });

  it('a minute of jittery readings: ordinary writes stay within one per interval, plus the significant ones', () => {
    // Depth wandering by up to 0.4 m every 200 ms, with a drop of 1.5 m at 30 s: what the publisher would write.
    let sent: Sent | undefined;
    let writes = 0;
    let significant = 0;
    let x = 7;
    for (let t = 0; t <= 60_000; t += 200) {
      x = (x * 1103515245 + 12345) % 2147483648; // deterministic noise
      const m = (t < 30_000 ? 5 : 3.5) + ((x % 9) - 4) / 10;
      const next = depth(String(Math.round(m * 10) / 10));
      const d = decide(sent, next, T0 + t, INTERVAL);
      if (d.action === 'send') {
        writes++;
        if (d.reason === 'significant') significant++;
        sent = { state: next, at: T0 + t };
      }
    }
    assert.ok(significant >= 1, 'the drop is significant');
    assert.ok(writes <= 60_000 / INTERVAL + 1 + significant, `${writes} writes, ${significant} significant`);
    assert.ok(writes >= 60_000 / INTERVAL - 1, `${writes} writes: the changing value is still shown every interval`);
  });
});
