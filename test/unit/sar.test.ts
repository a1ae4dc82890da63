/**
 * Search-and-rescue signals: the classifier (ITU-R M.585 prefixes), the contexts a server
 * files devices under, man-overboard notification paths, and the order the answers say them in
 * (get_active_alarms, get_ais_targets, man_overboard), on a model fed with deltas and spoken by the
 * real speaker. Positions are placed with a flat-earth offset small enough (under 3 km) that its error
 * is far below the spoken rounding (0.1 mile, 10 metres).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VesselModel } from '../../src/vessel/model.js';
import type { FeedState } from '../../src/domain/feed.js';
import type { QueryContext } from '../../src/queries/types.js';
import { query as getActiveAlarms } from '../../src/questions/get-active-alarms/query.js';
import { query as getAisTargets } from '../../src/questions/get-ais-targets/query.js';
import { query as manOverboard, SAR_MAX_AGE_MS } from '../../src/questions/man-overboard/query.js';
import { isMobNotification, sarDeviceOf, sarKindOf } from '../../src/vessel/sar.js';
import { vesselMmsi } from '../../src/vessel/ais.js';
import { ttsViolations } from '../../src/speech/safety.js';
import type { Language } from '../../src/speech/types.js';
import { contextOf } from '../helpers/query-context.js';

const T0 = Date.parse('2026-11-30T12:00:00Z');
const ORIGIN = { latitude: 59.72, longitude: 24.73 };
const NM = 1852;

/** The point `north`, `east` metres from ORIGIN (local flat earth; fine under a few kilometres). */
function offset(north: number, east: number): { latitude: number; longitude: number } {
  const r = 6_371_000;
  return {
    latitude: ORIGIN.latitude + (north / r) * (180 / Math.PI),
    longitude: ORIGIN.longitude + (east / (r * Math.cos((ORIGIN.latitude * Math.PI) / 180))) * (180 / Math.PI),
  };
}
/** `range` metres from ORIGIN on the true bearing `deg`. */
const at = (range: number, deg: number) => offset(range * Math.cos((deg * Math.PI) / 180), range * Math.sin((deg * Math.PI) / 180));

interface Setup {
  ctx: QueryContext;
  model: VesselModel;
  send(context: string, values: Record<string, unknown>, stamp?: number): void;
}

function setup(language: Language = 'en', feed?: FeedState): Setup {
  const now = T0;
  const model = new VesselModel(() => now);
  const send = (context: string, values: Record<string, unknown>, stamp = T0) =>
    model.applyDelta({
      context,
      updates: [{ $source: 't.1', timestamp: new Date(stamp).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
    });
  send('vessels.self', { 'navigation.position': ORIGIN });
  const ctx = contextOf(model, { language, now: () => now, ...(feed ? { feed } : {}) });
  return { ctx, model, send };
}

const device = (s: Setup, context: string, range: number, deg: number, stamp = T0) => s.send(context, { 'navigation.position': at(range, deg) }, stamp);
const alarm = (s: Setup, path: string, state: string, message: string, extra: Record<string, unknown> = {}) =>
  s.send('vessels.self', { [`notifications.${path}`]: { state, method: ['visual', 'sound'], message, ...extra } });

function safe(display: unknown, language: Language = 'en'): string {
  assert.equal(typeof display, 'string', `display ${JSON.stringify(display)}`);
  assert.deepEqual(ttsViolations(display as string, language), [], display as string);
  return display as string;
}

describe('search-and-rescue classifier (ITU-R M.585)', () => {
  it('names 970 AIS-SART, 972 MOB, 974 EPIRB and nothing else', () => {
    assert.equal(sarKindOf('970123456'), 'sart');
    assert.equal(sarKindOf('972001234'), 'mob');
    assert.equal(sarKindOf('974998877'), 'epirb');
    for (const other of ['971123456', '973123456', '975123456', '230035780', '992351234', '111232511', '97012345', '9701234567', '', undefined]) {
      assert.equal(sarKindOf(other), null, String(other));
    }
  });

  it('finds devices under vessels., atons. and sar. contexts, and only there', () => {
    assert.deepEqual(sarDeviceOf('sar.urn:mrn:imo:mmsi:970123456'), { mmsi: '970123456', kind: 'sart' });
    assert.deepEqual(sarDeviceOf('atons.urn:mrn:imo:mmsi:972001234'), { mmsi: '972001234', kind: 'mob' });
    assert.deepEqual(sarDeviceOf('vessels.urn:mrn:imo:mmsi:974998877'), { mmsi: '974998877', kind: 'epirb' });
    assert.equal(sarDeviceOf('atons.urn:mrn:imo:mmsi:992351234'), null);
    assert.equal(sarDeviceOf('vessels.urn:mrn:imo:mmsi:230035780'), null);
    assert.equal(sarDeviceOf('shore.basestations.urn:mrn:imo:mmsi:970123456'), null);
    assert.equal(sarDeviceOf('sar.unknown'), null);
  });

  it('keeps devices out of ordinary traffic', () => {
    assert.equal(vesselMmsi('vessels.urn:mrn:imo:mmsi:972001234'), null);
    assert.equal(vesselMmsi('vessels.urn:mrn:imo:mmsi:230035780'), '230035780');
  });

  it('knows man-overboard notification paths: the spec, the server API, plugins', () => {
    for (const p of ['notifications.mob', 'notifications.mob.3f2a0c1e-1111-4a2b-8c3d-123456789abc', 'notifications.navigation.mob', 'mob']) assert.ok(isMobNotification(p), p);
    for (const p of ['notifications.mobile', 'notifications.engine.overheat', 'notifications.gmob', 'notifications.navigation.anchor']) assert.ok(!isMobNotification(p), p);
  });
});

describe('search-and-rescue signals said first', () => {
  it('man_overboard: the nearest device with range and bearing; those that do not fit 8 s are counted', () => {
    const s = setup();
    device(s, 'sar.urn:mrn:imo:mmsi:970123456', 1.2 * NM, 90);
    device(s, 'atons.urn:mrn:imo:mmsi:972001234', 0.3 * NM, 225);
    device(s, 'vessels.urn:mrn:imo:mmsi:974998877', 2.5 * NM, 0);
    const r = manOverboard.run({}, s.ctx);
    assert.equal(safe(r.display), 'Man overboard beacon, 0.3 miles south-west, and 2 more beacons.');
    // Ranges in tenths of a mile (the flat-earth placement is good to well under that).
    assert.deepEqual(
      r.devices.map((d) => [d.kind, d.context, d.range_m !== null && Math.round(d.range_m / 185.2) / 10]),
      [
        ['mob', 'atons.urn:mrn:imo:mmsi:972001234', 0.3],
        ['sart', 'sar.urn:mrn:imo:mmsi:970123456', 1.2],
        ['epirb', 'vessels.urn:mrn:imo:mmsi:974998877', 2.5],
      ],
    );
  });

  it('under a tenth of a mile in metres to the nearest 10; a stale device says when it was last heard', () => {
    const s = setup();
    device(s, 'sar.urn:mrn:imo:mmsi:972001234', 43, 180, T0 - 12 * 60_000);
    assert.equal(manOverboard.run({}, s.ctx).display, 'Man overboard beacon, 40 meters south, 12 minutes ago.');
    const pt = setup('pt-BR');
    device(pt, 'sar.urn:mrn:imo:mmsi:972001234', 43, 180, T0 - 12 * 60_000);
    assert.equal(safe(manOverboard.run({}, pt.ctx).display, 'pt-BR'), 'Baliza de homem ao mar, 40 metros a sul, há 12 minutos.');
  });

  it('a man-overboard alarm raised right here is said without range or bearing', () => {
    const s = setup();
    alarm(s, 'mob', 'emergency', 'Person Overboard!', { position: at(3, 90) });
    assert.equal(manOverboard.run({}, s.ctx).display, 'Man overboard.');
    assert.equal(manOverboard.run({}, s.ctx).mob_alarms[0]!.range_m, 3);
  });

  it('a device older than the SAR window and one without a position are not said; one MMSI under two contexts is one device', () => {
    const s = setup();
    device(s, 'sar.urn:mrn:imo:mmsi:970123456', 0.5 * NM, 90, T0 - SAR_MAX_AGE_MS - 1000);
    s.send('sar.urn:mrn:imo:mmsi:974998877', { 'navigation.position': null });
    device(s, 'vessels.urn:mrn:imo:mmsi:972001234', 0.8 * NM, 0, T0 - 60_000);
    device(s, 'sar.urn:mrn:imo:mmsi:972001234', 0.7 * NM, 0);
    const r = manOverboard.run({}, s.ctx);
    assert.equal(r.display, 'Man overboard beacon, 0.7 miles north.');
    assert.deepEqual(
      r.devices.map((d) => d.context),
      ['sar.urn:mrn:imo:mmsi:972001234'],
    );
  });

  it('"none" only while the feed is up', () => {
    assert.equal(manOverboard.run({}, setup().ctx).display, 'No man overboard or distress beacons.');
    const down = setup('en', { status: 'down', lostAt: T0 - 120_000 });
    assert.equal(manOverboard.run({}, down.ctx).display, "I can't reach the boat's SignalK server; last contact 2 minutes ago.");
  });

  it('get_active_alarms: our emergencies, then a man-overboard alarm with its range and bearing, then a flood of alarms counted', () => {
    const s = setup();
    for (let i = 0; i < 100; i++) alarm(s, `engine.sensor${i}`, i < 2 ? 'emergency' : 'alarm', `Sensor ${i} fault`);
    // signalk-server's MOB: notifications.mob.<id>, emergency, the position where it was raised.
    alarm(s, 'mob.3f2a0c1e-1111-4a2b-8c3d-123456789abc', 'emergency', 'Person Overboard!', { position: at(120, 135) });
    const r = getActiveAlarms.run({}, s.ctx);
    assert.equal(safe(r.display), '2 emergencies: Sensor 0 fault; Sensor 1 fault. Man overboard, 120 meters south-east, and 98 more alarms.');
    assert.equal(r.alarms.length, 101);
    assert.equal(r.alarms[0]!.path, 'mob.3f2a0c1e-1111-4a2b-8c3d-123456789abc');
  });

  it('get_active_alarms: a position-less man-overboard alarm first, then the device, then the warning with its message', () => {
    const s = setup();
    device(s, 'vessels.urn:mrn:imo:mmsi:970123456', 0.2 * NM, 270);
    alarm(s, 'mob', 'emergency', 'Man overboard');
    alarm(s, 'tanks.fuel.low', 'warn', 'Fuel low');
    const r = getActiveAlarms.run({}, s.ctx);
    assert.equal(r.display, 'Man overboard. Rescue transponder, 0.2 miles west. 1 warning: Fuel low.');
    assert.deepEqual(
      r.sar_devices.map((d) => d.mmsi),
      ['970123456'],
    );
    const only = setup();
    device(only, 'vessels.urn:mrn:imo:mmsi:974998877', 0.2 * NM, 270);
    assert.equal(getActiveAlarms.run({}, only.ctx).display, 'Distress beacon, 0.2 miles west.');
  });

  it('get_ais_targets: devices before the riskiest ship, not cut by limit; what does not fit 8 s is counted', () => {
    const s = setup('de');
    for (let i = 0; i < 100; i++) device(s, `vessels.urn:mrn:imo:mmsi:${230000100 + i}`, 0.5 * NM + i * 20, i * 3.6);
    device(s, 'vessels.urn:mrn:imo:mmsi:974998877', 3 * NM, 45);
    device(s, 'sar.urn:mrn:imo:mmsi:970123456', 2 * NM, 315);
    const r = getAisTargets.run({ limit: 1 }, s.ctx);
    assert.equal(safe(r.display, 'de'), 'Rettungstransponder, 2 Seemeilen Nordwest, und 1 weiterer Notsender, und 1 weiteres Schiff.');
    assert.equal(r.total_targets, 100);
    assert.equal(r.targets.length, 1);
    assert.deepEqual(
      r.sar_devices.map((d) => d.kind),
      ['sart', 'epirb'],
    );
  });

  it('get_ais_targets: beside a beacon, a ship on a collision course keeps its range, bearing and time', () => {
    const s = setup();
    s.send('vessels.self', { 'navigation.position': ORIGIN, 'navigation.courseOverGroundTrue': 0, 'navigation.speedOverGround': 3 });
    s.send('vessels.urn:mrn:imo:mmsi:230000001', {
      '': { name: 'ASTRA' },
      'design.aisShipType': { id: 70, name: 'Cargo' },
      'navigation.position': at(0.5 * NM, 0),
      'navigation.courseOverGroundTrue': Math.PI,
      'navigation.speedOverGround': 5,
    });
    device(s, 'vessels.urn:mrn:imo:mmsi:972001234', 0.3 * NM, 225);
    assert.equal(
      safe(getAisTargets.run({}, s.ctx).display),
      'Man overboard beacon, 0.3 miles south-west. Cargo vessel, 0.5 miles north, closing to under a tenth of a mile in 2 minutes.',
    );
  });

  it('get_ais_targets without our position still names the device first', () => {
    const s = setup();
    s.send('vessels.self', { 'navigation.position': null });
    device(s, 'sar.urn:mrn:imo:mmsi:972001234', 100, 0);
    const r = getAisTargets.run({}, s.ctx);
    assert.equal(r.display, 'Man overboard beacon.');
    assert.equal(r.sar_devices[0]!.range_m, null);
  });
});
