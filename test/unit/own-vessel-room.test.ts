/**
 * Our own vessel is never starved, and states are read as servers send them (docs/design.md#bounded-by-design):
 * a new alarm of our own is heard whatever other vessels fill the model with (at the reading cap the
 * stalest other vessel gives way), whatever cleared notifications our vessel piled up (they give way
 * first, and leave after two minutes), and whatever the casing of its state. Each refusal is counted
 * and reported once. Meta strings are bounded, and list_paths stays readable by a small model.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { query as getActiveAlarms } from '../../src/questions/get-active-alarms/query.js';
import { query as manOverboard } from '../../src/questions/man-overboard/query.js';
import { query as readSensor } from '../../src/questions/read-sensor/query.js';
import { query as listPaths, MAX_LISTED_CHARS } from '../../src/questions/list-paths/query.js';
import { stateRank } from '../../src/announce/plan.js';
import { CLEARED_NOTIFICATION_TTL_MS, type RefusalCause, VesselModel } from '../../src/vessel/model.js';
import { contextOf, TEST_NOW } from '../helpers/query-context.js';

const MOB = { state: 'emergency', method: ['visual', 'sound'], message: 'Man overboard!' };
const FIRE = { state: 'emergency', method: ['visual', 'sound'], message: 'Fire in the engine room' };

/** A model on a clock the test moves, recording the causes it reports. */
function room() {
  let t = TEST_NOW;
  const reported: RefusalCause[] = [];
  const model = new VesselModel(
    () => t,
    (cause) => reported.push(cause),
  );
  const send = (context: string, values: Record<string, unknown>) =>
    model.applyDelta({ context, updates: [{ $source: 'test.1', timestamp: new Date(t).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }] });
  return { model, reported, send, advance: (ms: number) => (t += ms), ctx: () => contextOf(model, { now: t }) };
}

/** 2,000 AIS targets with 50 paths each: the model's 100,000 readings. */
function fillWithAis(send: (context: string, values: Record<string, unknown>) => number): void {
  for (let i = 0; i < 2000; i++) {
    const values: Record<string, unknown> = { 'navigation.position': { latitude: 38.6 + i / 10_000, longitude: -9.4 } };
    for (let p = 1; p < 50; p++) values[`sensors.ais.field${p}`] = p;
    send(`vessels.urn:mrn:imo:mmsi:2300${String(i).padStart(5, '0')}`, values);
  }
}

describe('our own vessel is never starved by other vessels', () => {
  it('with 100,000 AIS readings held, a new man overboard and fire are said, and the stalest target gave way', () => {
    const r = room();
    fillWithAis(r.send);
    assert.equal(r.model.readings, 100_000);
    r.advance(1000);
    assert.equal(r.send('vessels.self', { 'notifications.mob.crew1': MOB, 'notifications.fire.engineRoom': FIRE }), 2);
    assert.equal(getActiveAlarms.run({}, r.ctx()).display, '1 emergency: Fire in the engine room. Man overboard.');
    assert.equal(manOverboard.run({}, r.ctx()).display, 'Man overboard.');
    assert.equal(r.model.has('vessels.urn:mrn:imo:mmsi:230000000'), false, 'the stalest target gave way');
    assert.equal(r.model.stats.evicted.vessels, 1);
    assert.equal(r.model.readings, 100_000 - 50 + 2);
    assert.deepEqual(r.reported, []);
  });

  it('any new path of our own is kept at the cap (read_sensor reads it)', () => {
    const r = room();
    fillWithAis(r.send);
    r.send('vessels.self', { 'environment.depth.belowSurface': 4.2 });
    assert.equal(readSensor.run({ path: 'environment.depth.belowSurface' }, r.ctx()).display, '4.2 meters');
  });
});

describe('our own cleared notifications give way first and leave after two minutes', () => {
  /** 5,000 cleared closest-approach notifications, one per target, as a plugin files them. */
  const cleared = (r: ReturnType<typeof room>) => {
    for (let i = 0; i < 5000; i++)
      r.send('vessels.self', { [`notifications.navigation.closestApproach.urn:mrn:imo:mmsi:2300${String(i).padStart(5, '0')}`]: { state: 'normal', method: [], message: '' } });
  };

  it('with 5,000 cleared notifications on our vessel, a new fire and man overboard are said', () => {
    const r = room();
    cleared(r);
    assert.equal(listPaths.run({}, r.ctx()).display, '5000 paths');
    r.send('vessels.self', { 'notifications.fire.engineRoom': FIRE, 'notifications.mob.crew3': MOB });
    assert.equal(getActiveAlarms.run({}, r.ctx()).display, '1 emergency: Fire in the engine room. Man overboard.');
    assert.equal(manOverboard.run({}, r.ctx()).display, 'Man overboard.');
    assert.equal(readSensor.run({ path: 'notifications.fire.engineRoom' }, r.ctx()).display, 'emergency, Fire in the engine room');
    assert.deepEqual(r.reported, []);
  });

  it('with 5,000 other paths of our own, a new alarm still has room, and the other paths give way only cleared notifications', () => {
    const r = room();
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 4999; i++) values[`sensors.s${i}`] = i;
    r.send('vessels.self', values);
    r.send('vessels.self', { 'notifications.old': { state: 'normal', message: '' } });
    assert.equal(r.send('vessels.self', { 'sensors.new1': 1 }), 1, 'the cleared notification gave way');
    assert.equal(r.model.get('notifications.old'), undefined);
    assert.equal(r.model.stats.evicted.cleared, 1);
    r.send('vessels.self', { 'notifications.fire.engineRoom': FIRE, 'notifications.mob.crew3': MOB });
    assert.equal(getActiveAlarms.run({}, r.ctx()).display, '1 emergency: Fire in the engine room. Man overboard.');
    assert.deepEqual(r.reported, []);
  });

  it('cleared notifications leave after two minutes; active ones and other readings stay', () => {
    const r = room();
    cleared(r);
    r.send('vessels.self', { 'notifications.bilge': { state: 'alarm', message: 'Bilge high' }, 'environment.depth.belowKeel': 3 });
    r.advance(CLEARED_NOTIFICATION_TTL_MS);
    r.send('vessels.self', { 'navigation.speedOverGround': 2 });
    assert.deepEqual([...r.model.paths()].sort(), ['environment.depth.belowKeel', 'navigation.speedOverGround', 'notifications.bilge']);
    assert.equal(r.model.stats.evicted.cleared, 5000);
    assert.equal(r.model.readings, 3);
  });

  it('a notification cleared with null leaves too; one cleared a minute ago stays', () => {
    const r = room();
    r.send('vessels.self', { 'notifications.a': null });
    r.advance(CLEARED_NOTIFICATION_TTL_MS - 60_000);
    r.send('vessels.self', { 'notifications.b': { state: 'normal', message: '' } });
    r.advance(60_000);
    r.send('vessels.self', { 'navigation.speedOverGround': 2 });
    assert.deepEqual([...r.model.paths()].sort(), ['navigation.speedOverGround', 'notifications.b']);
  });

  it('with 5,000 own paths and none a cleared notification, a new path other than a notification is refused, counted and reported once', () => {
    const r = room();
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++) values[`sensors.s${i}`] = i;
    r.send('vessels.self', values);
    assert.equal(r.send('vessels.self', { 'sensors.new1': 1, 'sensors.new2': 2 }), 0);
    assert.equal(r.model.stats.refused['own-paths'], 2);
    assert.deepEqual(r.reported, ['own-paths']);
  });

  it('another vessel at its path cap is refused, and never takes our room', () => {
    const r = room();
    const values: Record<string, unknown> = {};
    for (let i = 0; i < 5001; i++) values[`sensors.s${i}`] = i;
    r.send('vessels.urn:mrn:imo:mmsi:230000001', values);
    assert.equal(r.model.stats.refused['other-paths'], 1);
    assert.deepEqual(r.reported, ['other-paths']);
    assert.equal(r.send('vessels.self', { 'notifications.mob.crew1': MOB }), 1);
  });
});

describe('notification states as servers send them', () => {
  it('"ALARM" and "Emergency" are an alarm and an emergency, never "No active alarms."', () => {
    const r = room();
    r.send('vessels.self', { 'notifications.bilge': { state: 'ALARM', message: 'Bilge high' }, 'notifications.fire': { state: 'Emergency', message: 'Fire' } });
    assert.equal(getActiveAlarms.run({}, r.ctx()).display, '1 emergency and 1 alarm: Fire; Bilge high.');
    assert.deepEqual(
      getActiveAlarms.run({}, r.ctx()).alarms.map((a) => a.state),
      ['emergency', 'alarm'],
    );
  });

  it('a state outside the spec on a notification that is not normal is said as an alert; " Normal " is normal', () => {
    const r = room();
    r.send('vessels.self', { 'notifications.watermaker': { state: 'critical', message: 'Watermaker fault' }, 'notifications.depth': { state: ' Normal ', message: 'Depth ok' } });
    assert.equal(getActiveAlarms.run({}, r.ctx()).display, '1 alert: Watermaker fault.');
  });

  it('a man overboard raised as "EMERGENCY" is said as one', () => {
    const r = room();
    r.send('vessels.self', { 'notifications.mob.x': { ...MOB, state: 'EMERGENCY' } });
    assert.equal(manOverboard.run({}, r.ctx()).display, 'Man overboard.');
  });

  it('announcements rank "ALARM" as an alarm and "Emergency" as an emergency', () => {
    assert.equal(stateRank({ state: 'ALARM' }), stateRank({ state: 'alarm' }));
    assert.equal(stateRank({ state: 'Emergency' }), stateRank({ state: 'emergency' }));
    assert.equal(stateRank({ state: 'critical' }), stateRank({ state: 'alert' }));
    assert.equal(stateRank(null), 0);
  });
});

describe('meta is bounded, and so is list_paths', () => {
  it('a 1 MB description is kept cut at a word within 256 characters; an over-long unit is ignored', () => {
    const r = room();
    const words = 'junk '.repeat(200_000);
    r.model.applyDelta({ updates: [{ meta: [{ path: 'sensors.junk.a', value: { description: words, displayName: words, units: 'x'.repeat(100) } }] }] });
    const meta = r.model.meta('sensors.junk.a')!;
    assert.equal(meta.description, 'junk '.repeat(51).trimEnd());
    assert.equal(meta.displayName, 'junk '.repeat(13).trimEnd()); // 64 characters
    assert.equal(meta.units, undefined);
  });

  it('list_paths answers at most 16,000 characters of paths and descriptions, and says there are more', () => {
    const r = room();
    const values: Record<string, unknown> = {};
    const meta: { path: string; value: unknown }[] = [];
    for (let i = 0; i < 300; i++) {
      values[`sensors.junk.p${String(i).padStart(3, '0')}`] = i;
      meta.push({ path: `sensors.junk.p${String(i).padStart(3, '0')}`, value: { description: 'word '.repeat(1000) } });
    }
    r.model.applyDelta({ updates: [{ values: Object.entries(values).map(([path, value]) => ({ path, value })), meta }] });
    const a = listPaths.run({ prefix: 'sensors.junk' }, r.ctx());
    const chars = a.paths.reduce((n, p) => n + p.path.length + (p.units?.length ?? 0) + (p.description?.length ?? 0), 0);
    assert.ok(chars <= MAX_LISTED_CHARS, `${chars} characters`);
    assert.equal(a.paths.length, 59);
    assert.equal(a.truncated, true);
    assert.equal(a.display, '300 paths');
    assert.ok(JSON.stringify(a).length < 20_000);
  });
});
