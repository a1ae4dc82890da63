/**
 * Queries on a model fed with deltas, spoken by the real speaker: bank choice, current inversion,
 * staleness, oldest timestamp, path normalisation, impossible values, alarms order.
 * Rules: docs/design.md#the-answer-contract.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VesselModel } from '../../src/vessel/model.js';
import type { QueryContext } from '../../src/queries/types.js';
import { query as depthState } from '../../src/questions/depth-state/query.js';
import { query as batteryState, chooseBank } from '../../src/questions/battery-state/query.js';
import { query as readSensor } from '../../src/questions/read-sensor/query.js';
import { query as listPaths } from '../../src/questions/list-paths/query.js';
import { query as getActiveAlarms } from '../../src/questions/get-active-alarms/query.js';
import { kindOf, unitsOf } from '../../src/vessel/kinds.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { contextOf } from '../helpers/query-context.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');

function setup(values: Record<string, unknown>, opts: { at?: string; invert?: string[]; now?: number } = {}): QueryContext {
  const now = opts.now ?? T0;
  const model = new VesselModel(() => now);
  model.applyDelta({
    context: 'vessels.self',
    updates: [{ $source: 'u.1', timestamp: opts.at ?? new Date(T0).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
  });
  return contextOf(model, { now: () => now, invertCurrent: new Set(opts.invert ?? []) });
}

function safe(display: unknown) {
  if (typeof display === 'string') assert.deepEqual(ttsViolations(display, 'en'), [], display);
}

describe('battery_state', () => {
  it('chooses the named bank in any case, else the only bank, else house, else the first', () => {
    assert.equal(chooseBank(['house', 'start'], 'HOUSE'), 'house');
    assert.equal(chooseBank(['1'], undefined), '1');
    assert.equal(chooseBank(['house', 'start'], undefined), 'house');
    assert.equal(chooseBank(['bow', 'start'], undefined), 'bow');
    assert.equal(chooseBank(['house'], 'start'), null);
    assert.equal(chooseBank([], undefined), null);
  });

  it('inverts current for a bank configured as reversed', () => {
    const ctx = setup(
      { 'electrical.batteries.house.capacity.stateOfCharge': 0.68, 'electrical.batteries.house.voltage': 12.84, 'electrical.batteries.house.current': 8.2 },
      { invert: ['house'] },
    );
    const r = batteryState.run({}, ctx);
    assert.equal(r.current, -8.2);
    assert.equal(r.display, '68 percent, 12.8 volts, 8.2 amps discharging');
  });

  it('a ratio sent as 0-100 is not spoken as 8600 percent', () => {
    const ctx = setup({ 'electrical.batteries.house.capacity.stateOfCharge': 86, 'electrical.batteries.house.voltage': 12.6 });
    const r = batteryState.run({}, ctx);
    assert.equal(r.soc_fraction, 86);
    assert.equal(r.display, '12.6 volts');
  });

  it('says how old a reading past its limit is, and gives the oldest timestamp', () => {
    const ctx = setup({ 'electrical.batteries.house.voltage': 12.6 }, { at: '2026-11-30T11:48:00.000Z' });
    const r = batteryState.run({}, ctx);
    assert.equal(r.display, '12.6 volts, as of 12 minutes ago');
    assert.equal(r.timestamp, '2026-11-30T11:48:00.000Z');
    safe(r.display);
  });

  it('a fresh reading is not marked', () => {
    const ctx = setup({ 'electrical.batteries.house.voltage': 12.6 }, { at: '2026-11-30T11:57:00.000Z' });
    assert.equal(batteryState.run({}, ctx).display, '12.6 volts');
  });
});

describe('depth_state', () => {
  it('an impossible depth (about 2^32 centimetres) is not spoken', () => {
    const ctx = setup({ 'environment.depth.belowTransducer': 42949672.92, 'environment.depth.belowKeel': 42949672.92 });
    const r = depthState.run({}, ctx);
    assert.equal(r.below_keel_m, 42949672.92);
    assert.equal(r.display, null);
  });

  it('depth is stale after 30 seconds', () => {
    const ctx = setup({ 'environment.depth.belowKeel': 3.15 }, { at: '2026-11-30T11:59:15.000Z' });
    assert.equal(depthState.run({}, ctx).display, '3.2 meters under the keel, as of 45 seconds ago');
  });
});

describe('read_sensor', () => {
  it('speaks a compass direction sent negative as 357 degrees', () => {
    const ctx = setup({ 'environment.wind.directionTrue': -0.0524 });
    const r = readSensor.run({ path: 'environment.wind.directionTrue' }, ctx);
    assert.equal(r.display, '357 degrees, north');
    assert.equal(r.unit, 'radians');
  });

  it('a null position and a half-null position are not available, and do not throw', () => {
    for (const value of [null, { latitude: null, longitude: -145.1 }]) {
      const ctx = setup({ 'navigation.position': value });
      const r = readSensor.run({ path: 'navigation.position' }, ctx);
      assert.equal(r.display, null);
      assert.deepEqual(r.value, value);
    }
  });

  it('an angle larger than 2 pi is a unit error and is not spoken', () => {
    const ctx = setup({ 'navigation.headingTrue': 275 });
    const r = readSensor.run({ path: 'navigation.headingTrue' }, ctx);
    assert.equal(r.value, 275);
    assert.equal(r.display, null);
  });

  it('text from the boat is spoken as given', () => {
    const ctx = setup({ 'navigation.destination.commonName': 'ST.PETERSBURG' });
    assert.equal(readSensor.run({ path: 'navigation.destination.commonName' }, ctx).display, 'ST.PETERSBURG');
  });

  it('a notification path is spoken as an alarm', () => {
    const ctx = setup({ 'notifications.environment.depth.belowKeel': { state: 'alarm', method: ['sound'], message: 'Shallow water' } });
    const r = readSensor.run({ path: 'notifications/environment/depth/belowKeel' }, ctx);
    assert.equal(r.path, 'notifications.environment.depth.belowKeel');
    assert.equal(r.display, 'alarm, Shallow water');
  });
});

describe('list_paths', () => {
  it('lists paths under a prefix, sorted, with schema units, case-insensitively', () => {
    const ctx = setup({ 'electrical.batteries.start.voltage': 12.6, 'electrical.batteries.house.voltage': 12.8, 'navigation.speedOverGround': 3 });
    const r = listPaths.run({ prefix: 'Electrical/Batteries' }, ctx);
    assert.deepEqual(r.paths, [
      { path: 'electrical.batteries.house.voltage', units: 'V', description: null },
      { path: 'electrical.batteries.start.voltage', units: 'V', description: null },
    ]);
    assert.equal(r.display, '2 paths');
    assert.equal(r.truncated, false);
    assert.equal(listPaths.run({ prefix: 'electrical.batt' }, ctx).paths.length, 0, 'a prefix matches whole segments');
  });
});

describe('get_active_alarms', () => {
  it('drops normal and nominal, sorts worst first, strips the prefix, and speaks them', () => {
    const ctx = setup({
      'notifications.a': { state: 'warn', message: 'House battery low' },
      'notifications.b': { state: 'emergency', message: 'Man overboard' },
      'notifications.c': { state: 'normal', message: '' },
      'notifications.d': null,
    });
    const r = getActiveAlarms.run({}, ctx);
    assert.deepEqual(
      r.alarms.map((a) => [a.path, a.state]),
      [
        ['b', 'emergency'],
        ['a', 'warn'],
      ],
    );
    assert.equal(r.display, '1 emergency and 1 warning: Man overboard; House battery low.');
  });
});

describe('SignalK semantics: units and kinds by what the path is', () => {
  it('classes angles as relative, direction or plain', () => {
    assert.equal(kindOf('environment.wind.angleTrueWater', unitsOf('environment.wind.angleTrueWater')), 'relativeAngle');
    assert.equal(kindOf('environment.wind.directionTrue', unitsOf('environment.wind.directionTrue')), 'direction');
    assert.equal(kindOf('navigation.magneticVariation', unitsOf('navigation.magneticVariation')), 'angle');
    assert.equal(kindOf('navigation.courseOverGroundTrue', 'rad'), 'direction');
  });
  it('classes pressures, lengths and rotations', () => {
    assert.equal(kindOf('environment.outside.pressure', unitsOf('environment.outside.pressure')), 'pressure');
    assert.equal(kindOf('propulsion.port.oilPressure', unitsOf('propulsion.port.oilPressure')), 'enginePressure');
    assert.equal(kindOf('environment.depth.belowKeel', 'm'), 'depth');
    assert.equal(kindOf('navigation.log', unitsOf('navigation.log')), 'distance');
    assert.equal(kindOf('propulsion.port.revolutions', unitsOf('propulsion.port.revolutions')), 'revolutions');
    assert.equal(kindOf('tanks.fuel.0.capacity', unitsOf('tanks.fuel.0.capacity')), 'volume');
    assert.equal(kindOf('some.unknown.path', undefined), null);
  });
  it('the server meta wins over the schema table', () => {
    assert.equal(unitsOf('electrical.batteries.1.voltage', 'mV'), 'mV');
  });
});
