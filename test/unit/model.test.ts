/**
 * The vessel model on recorded frames (test/samples/deltas-sample.json, captured from
 * signalk-server 2.23.0) and the inputs boats were seen to send.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SELF, VesselModel } from '../../src/vessel/model.js';

const sample = JSON.parse(readFileSync(new URL('../samples/deltas-sample.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const SELF_URN = 'vessels.urn:mrn:signalk:uuid:dd451ca3-4298-4880-9ba1-83c084f2050d';
const NOW = Date.parse('2026-11-30T03:40:00Z');

function loaded(): VesselModel {
  const m = new VesselModel(() => NOW);
  for (const [k, frame] of Object.entries(sample)) if (!k.startsWith('_') && k !== 'subscribe_request_sent') m.applyDelta(frame);
  return m;
}

describe('vessel model on recorded frames', () => {
  it('learns self from the hello and stores self deltas under SELF', () => {
    const m = loaded();
    assert.equal(m.selfContext, SELF_URN);
    assert.equal(m.get('electrical.batteries.1.voltage')?.value, 13.65);
    assert.equal(m.get('electrical.batteries.1.voltage')?.source, 'n2k-sample-data.129');
    assert.equal(m.get('electrical.batteries.1.voltage')?.timestamp, '2026-11-30T03:31:48.982Z');
  });

  it('survives a bare JSON string frame', () => {
    const m = new VesselModel(() => NOW);
    assert.equal(m.applyDelta(sample['error_reply_for_policy_ideal (a bare JSON string frame)']), 0);
    assert.equal(m.stats.dropped, 1);
  });

  it('spreads a pathless AIS identity update into top-level paths of the target', () => {
    const m = loaded();
    const ctx = 'vessels.urn:mrn:imo:mmsi:230984450';
    assert.equal(m.get('mmsi', ctx)?.value, '230984450');
    assert.equal(m.get('navigation.speedOverGround', ctx)?.value, 3.18);
    assert.equal(m.get('navigation.speedOverGround'), undefined, 'AIS values never land on self');
    assert.ok([...m.otherContexts()].includes('shore.basestations.urn:mrn:imo:mmsi:002300049'));
  });

  it('keeps meta from a meta-only delta without touching values', () => {
    const m = loaded();
    assert.equal(m.meta('environment.wind.angleApparent')?.units, 'rad');
    assert.equal(m.get('environment.wind.angleApparent'), undefined);
  });

  it('stores a null value as "no reading", replacing the old number', () => {
    const m = loaded();
    assert.equal(m.get('electrical.batteries.1.capacity.timeRemaining')?.value, null);
    m.applyDelta({ context: 'vessels.self', updates: [{ values: [{ path: 'environment.depth.belowTransducer', value: 16.2 }] }] });
    m.applyDelta({ context: 'vessels.self', updates: [{ values: [{ path: 'environment.depth.belowTransducer', value: null }] }] });
    assert.equal(m.get('environment.depth.belowTransducer')?.value, null);
  });

  it('keeps a notification and its clearing (normal state)', () => {
    const m = loaded();
    assert.equal((m.get('notifications.environment.depth.belowKeel')!.value as { state: string }).state, 'alarm');
    assert.equal((m.get('notifications.electrical.batteries.house.voltage')!.value as { state: string }).state, 'normal');
  });

  it('accepts null and half-null positions without throwing', () => {
    const m = new VesselModel(() => NOW);
    m.applyDelta({ updates: [{ values: [{ path: 'navigation.position', value: null }] }] });
    assert.equal(m.get('navigation.position')?.value, null);
    m.applyDelta({ updates: [{ values: [{ path: 'navigation.position', value: { latitude: null, longitude: -145.1 } }] }] });
    assert.deepEqual(m.get('navigation.position')?.value, { latitude: null, longitude: -145.1 });
  });

  it('drops frames of every wrong shape and keeps valid paths intact', () => {
    const m = new VesselModel(() => NOW);
    m.applyDelta({ context: 'vessels.self', updates: [{ values: [{ path: 'navigation.speedOverGround', value: 3 }] }] });
    const junk: unknown[] = [
      null,
      42,
      'x',
      [],
      {},
      { updates: 'no' },
      { updates: [null, 5, { values: 'x' }] },
      { context: 7, updates: [] },
      { updates: [{ values: [{ path: 5, value: 1 }, { value: 2 }, { path: 'a..b', value: 1 }, { path: 'x', value: Infinity }] }] },
      { updates: [{ values: [{ path: '', value: 'not an object' }] }] },
      { updates: [{ meta: [{ path: 'x' }, null, { path: 'y', value: 3 }] }] },
      { updates: [{ values: [{ path: 'big', value: new Array(10_000).fill(1) }] }] },
    ];
    for (const j of junk) assert.doesNotThrow(() => m.applyDelta(j));
    assert.equal(m.get('navigation.speedOverGround')?.value, 3);
    assert.equal(m.get('big'), undefined);
    assert.equal(m.get('x'), undefined);
  });

  it('uses the receive time for staleness when a timestamp lies in the future', () => {
    const m = new VesselModel(() => NOW);
    m.applyDelta({ updates: [{ timestamp: '2030-01-01T00:00:00Z', values: [{ path: 'a', value: 1 }] }] });
    assert.equal(m.get('a')?.time, NOW);
    m.applyDelta({ updates: [{ timestamp: '2026-11-30T03:28:00Z', values: [{ path: 'b', value: 1 }] }] });
    assert.equal(m.ageOf(m.get('b')!), 12 * 60_000);
  });

  it('moves values that arrived under our URN before the hello to SELF', () => {
    const m = new VesselModel(() => NOW);
    m.applyDelta({ context: SELF_URN, updates: [{ values: [{ path: 'navigation.speedOverGround', value: 2 }] }] });
    m.applyDelta(sample.hello);
    assert.equal(m.get('navigation.speedOverGround', SELF)?.value, 2);
    assert.equal(m.has(SELF_URN), false);
  });

  it('loads a REST full model: self, AIS vessels, meta', () => {
    const full = JSON.parse(readFileSync(new URL('../samples/full-model-n2k-only-raw.json', import.meta.url), 'utf8'));
    const m = new VesselModel(() => NOW);
    m.applyFullModel(full);
    assert.ok(m.selfContext?.startsWith('vessels.urn:'));
    assert.ok([...m.paths()].includes('navigation.position'));
    assert.ok([...m.otherContexts()].filter((c) => c.startsWith('vessels.urn:mrn:imo:mmsi:')).length >= 20);
    assert.equal(m.meta('navigation.speedOverGround')?.units, 'm/s');
  });
});

describe('vessel model bounds', () => {
  it('drops the least recently heard other vessel when the context cap is reached, never self', () => {
    let now = NOW;
    const m = new VesselModel(() => now);
    m.applyDelta({ context: 'vessels.self', updates: [{ values: [{ path: 'navigation.speedOverGround', value: 1 }] }] });
    for (let i = 0; i < 2100; i++) {
      now += 1000;
      m.applyDelta({
        context: `vessels.urn:mrn:imo:mmsi:${200000000 + i}`,
        updates: [{ timestamp: new Date(now).toISOString(), values: [{ path: 'navigation.speedOverGround', value: i }] }],
      });
    }
    const others = [...m.otherContexts()];
    assert.equal(others.length, 1999);
    assert.ok(!others.includes('vessels.urn:mrn:imo:mmsi:200000000'), 'the oldest target went');
    assert.equal(m.get('navigation.speedOverGround', 'vessels.urn:mrn:imo:mmsi:200002099')?.value, 2099, 'the newest is kept');
    assert.equal(m.get('navigation.speedOverGround')?.value, 1, 'self is kept');
  });
});

describe('reload on every (re)connect: the model is what the server has now', () => {
  const urn = 'urn:mrn:imo:mmsi:263000001';
  const ais = 'vessels.urn:mrn:imo:mmsi:230000002';
  const full = (self: Record<string, unknown>, others: Record<string, unknown> = {}) => ({
    self: `vessels.${urn}`,
    vessels: { [urn]: self, ...others },
  });
  const leaf = (value: unknown) => ({ value, timestamp: '2026-11-30T03:39:00.000Z', $source: 'test.1' });
  const fire = { state: 'emergency', method: ['sound'], message: 'Fire in engine room' };

  it('drops notifications, the anchor and AIS targets the server no longer holds, keeps the rest', () => {
    const m = new VesselModel(() => NOW);
    m.reload(
      full(
        {
          navigation: { position: leaf({ latitude: 38.7, longitude: -9.4 }), anchor: { maxRadius: leaf(50), position: leaf({ latitude: 38.7, longitude: -9.4 }) } },
          environment: { depth: { belowKeel: leaf(4.2) } },
          notifications: { fire: leaf(fire), engine: { overheat: leaf({ state: 'alarm', method: [], message: 'Engine overheating' }) } },
        },
        { 'urn:mrn:imo:mmsi:230000002': { navigation: { position: leaf({ latitude: 38.71, longitude: -9.41 }) } } },
      ),
    );
    assert.equal(m.get('notifications.fire')?.value, fire);
    assert.ok(m.has(ais));
    const heard: [string, unknown][] = [];
    m.onChange((_c, p, r) => heard.push([p, r.value]));
    // Restarted empty: only the position again (a provider re-sent it); a new alarm.
    const dropped = m.reload(
      full({
        navigation: { position: leaf({ latitude: 38.7, longitude: -9.4 }) },
        notifications: { bilge: leaf({ state: 'alarm', method: [], message: 'Bilge high' }) },
      }),
    );
    assert.equal(dropped, 5); // 2 notifications, 2 anchor paths, 1 AIS reading
    assert.equal(m.get('notifications.fire'), undefined);
    assert.equal(m.get('notifications.engine.overheat'), undefined);
    assert.equal(m.get('navigation.anchor.maxRadius'), undefined);
    assert.equal(m.get('navigation.anchor.position'), undefined);
    assert.equal(m.has(ais), false);
    assert.equal(m.tracks.count, 0);
    assert.equal((m.get('notifications.bilge')!.value as { message: string }).message, 'Bilge high');
    assert.equal(m.get('environment.depth.belowKeel')?.value, 4.2, 'the last known depth stays');
    assert.deepEqual(
      heard
        .filter(([, v]) => v === null)
        .map(([p]) => p)
        .sort(),
      ['navigation.anchor.maxRadius', 'navigation.anchor.position', 'notifications.engine.overheat', 'notifications.fire'],
    );
  });

  it('keeps what the server still holds, with its time', () => {
    const m = new VesselModel(() => NOW);
    const doc = full({ notifications: { fire: leaf(fire) }, navigation: { anchor: { maxRadius: leaf(40) } } });
    m.reload(doc);
    const before = m.get('notifications.fire')!.time;
    assert.equal(m.reload(doc), 0);
    assert.equal(m.get('notifications.fire')!.time, before);
    assert.equal(m.get('navigation.anchor.maxRadius')?.value, 40);
  });
});
