/**
 * When a value dates from (src/vessel/model.ts readingTime): a source clock far from ours in either
 * direction (docs/design.md#the-time-rule).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_CACHED_AGE_MS, MAX_DELAY_MS, readingTime, VesselModel } from '../../src/vessel/model.js';

const NOW = Date.parse('2026-12-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const depth = (timestamp: string, value = 4.2) => ({ context: 'vessels.self', updates: [{ timestamp, values: [{ path: 'environment.depth.belowKeel', value }] }] });

describe('reading time: which clock an age is measured from', () => {
  it('a value that keeps arriving with 2014 stamps is live, not 4490 days old', () => {
    let clock = NOW;
    const m = new VesselModel(() => clock);
    m.applyDelta(depth('2014-08-15T19:00:15.000Z', 50.5));
    assert.equal(m.get('environment.depth.belowKeel')?.time, NOW, 'first heard: a stamp 12 years old is a wrong clock');
    clock += 1000;
    m.applyDelta(depth('2014-08-15T19:00:16.000Z', 50.4));
    assert.equal(m.get('environment.depth.belowKeel')?.time, NOW + 1000);
    assert.equal(m.ageOf(m.get('environment.depth.belowKeel')!), 0);
  });

  it('a clock hours behind ours: stamped on first hearing (a cached value), live from its next emission', () => {
    let clock = NOW;
    const m = new VesselModel(() => clock);
    m.applyDelta(depth(iso(NOW - 3 * 3600_000)));
    assert.equal(m.get('environment.depth.belowKeel')?.time, NOW - 3 * 3600_000);
    clock += 1000;
    m.applyDelta(depth(iso(NOW - 3 * 3600_000 + 1000), 4.3));
    assert.equal(m.get('environment.depth.belowKeel')?.time, NOW + 1000);
  });

  it('a future stamp never keeps a value fresh: it ages from its arrival', () => {
    let clock = NOW;
    const m = new VesselModel(() => clock);
    m.applyDelta(depth(iso(NOW + 86_400_000)));
    assert.equal(m.get('environment.depth.belowKeel')?.time, NOW);
    clock += 45_000;
    assert.equal(m.ageOf(m.get('environment.depth.belowKeel')!), 45_000);
    assert.equal(readingTime(iso(NOW + 500), 1, NOW, undefined), NOW, 'half a second ahead: the receive time');
  });

  it("a re-sent value keeps its time (the full model, then the stream's cached values, a reconnect)", () => {
    let clock = NOW;
    const m = new VesselModel(() => clock);
    const stamp = iso(NOW - 600_000);
    m.applyDelta(depth(stamp));
    clock += 5000;
    m.applyDelta(depth(stamp));
    assert.equal(m.get('environment.depth.belowKeel')?.time, NOW - 600_000);
    assert.equal(m.ageOf(m.get('environment.depth.belowKeel')!), 605_000);
  });

  it('the bounds: a day old on first hearing, 10 s of transport delay after', () => {
    assert.equal(readingTime(iso(NOW - MAX_CACHED_AGE_MS), 1, NOW, undefined), NOW - MAX_CACHED_AGE_MS);
    assert.equal(readingTime(iso(NOW - MAX_CACHED_AGE_MS - 1), 1, NOW, undefined), NOW);
    const previous = { value: 1, timestamp: iso(NOW - 60_000), time: NOW - 60_000, source: null };
    assert.equal(readingTime(iso(NOW - MAX_DELAY_MS), 2, NOW, previous), NOW - MAX_DELAY_MS);
    assert.equal(readingTime(iso(NOW - MAX_DELAY_MS - 1), 2, NOW, previous), NOW);
    assert.equal(readingTime(null, 2, NOW, previous), NOW);
    assert.equal(readingTime('yesterday', 2, NOW, previous), NOW);
  });
});
