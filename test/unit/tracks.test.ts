/**
 * The vessel model's track table (src/vessel/tracks.ts): every row must say what the model's own
 * readings say, for every other context, in the model's order, whatever the stream does (bad values,
 * null and half-null positions, contexts evicted at the cap, our own context learned late).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VesselModel, type Reading } from '../../src/vessel/model.js';
import { seededRandom } from '../helpers/random.js';

const NOW = Date.parse('2026-11-30T12:00:00Z');

/** A row as the table has it: NaN where unknown. */
interface Row {
  context: string;
  latitude: number;
  longitude: number;
  time: number;
  cog: number;
  sog: number;
}

function tableRows(m: VesselModel): Row[] {
  const t = m.tracks;
  return Array.from({ length: t.count }, (_, i) => ({
    context: t.contexts[i]!,
    latitude: t.latitude[i]!,
    longitude: t.longitude[i]!,
    time: t.time[i]!,
    cog: t.cog[i]!,
    sog: t.sog[i]!,
  }));
}

const finite = (r: Reading | undefined) => (typeof r?.value === 'number' && Number.isFinite(r.value) ? r.value : NaN);

/** The rows worked out from the model's readings, the way the AIS query read them before the table. */
function expectedRows(m: VesselModel): Row[] {
  const rows: Row[] = [];
  for (const context of m.otherContexts()) {
    const pos = m.get('navigation.position', context);
    const v = pos?.value as { latitude?: unknown; longitude?: unknown } | null | undefined;
    const ok =
      typeof v === 'object' && v !== null && typeof v.latitude === 'number' && Number.isFinite(v.latitude) && typeof v.longitude === 'number' && Number.isFinite(v.longitude);
    rows.push({
      context,
      latitude: ok ? (v!.latitude as number) : NaN,
      longitude: ok ? (v!.longitude as number) : NaN,
      time: pos ? pos.time : NaN,
      cog: finite(m.get('navigation.courseOverGroundTrue', context)),
      sog: finite(m.get('navigation.speedOverGround', context)),
    });
  }
  return rows;
}

const delta = (context: string, values: { path: string; value: unknown }[], timestamp = '2026-11-30T11:59:00.000Z') => ({ context, updates: [{ timestamp, values }] });

describe('track table', () => {
  it('mirrors position, course and speed; NaN for null, half-null or non-numeric values', () => {
    const m = new VesselModel(() => NOW);
    const a = 'vessels.urn:mrn:imo:mmsi:230000011';
    const b = 'vessels.urn:mrn:imo:mmsi:230000012';
    m.applyDelta(delta(a, [{ path: 'name', value: 'ALFA' }]));
    m.applyDelta(
      delta(b, [
        { path: 'navigation.position', value: { latitude: 60.1, longitude: 24.9 } },
        { path: 'navigation.courseOverGroundTrue', value: 1.5 },
        { path: 'navigation.speedOverGround', value: 3.2 },
      ]),
    );
    m.applyDelta(
      delta(
        a,
        [
          { path: 'navigation.position', value: { latitude: 60.2, longitude: null } },
          { path: 'navigation.speedOverGround', value: 'fast' },
        ],
        '2026-11-30T11:58:00.000Z',
      ),
    );
    assert.deepEqual(tableRows(m), [
      { context: a, latitude: NaN, longitude: NaN, time: Date.parse('2026-11-30T11:58:00.000Z'), cog: NaN, sog: NaN },
      { context: b, latitude: 60.1, longitude: 24.9, time: Date.parse('2026-11-30T11:59:00.000Z'), cog: 1.5, sog: 3.2 },
    ]);
    m.applyDelta(
      delta(b, [
        { path: 'navigation.position', value: null },
        { path: 'navigation.courseOverGroundTrue', value: null },
      ]),
    );
    // A new value under a stamp a minute old is a new emission from a clock behind ours: dated when received (model.ts readingTime).
    assert.deepEqual(tableRows(m)[1], { context: b, latitude: NaN, longitude: NaN, time: NOW, cog: NaN, sog: 3.2 });
    assert.deepEqual(tableRows(m), expectedRows(m));
  });

  it('has no row for our own vessel, also when it was heard under its URN before the hello', () => {
    const m = new VesselModel(() => NOW);
    const own = 'vessels.urn:mrn:imo:mmsi:230000001';
    const other = 'vessels.urn:mrn:imo:mmsi:230000002';
    m.applyDelta(delta(own, [{ path: 'navigation.position', value: { latitude: 60, longitude: 25 } }]));
    m.applyDelta(delta(other, [{ path: 'navigation.position', value: { latitude: 60.01, longitude: 25 } }]));
    m.applyDelta({ updates: [{ values: [{ path: 'navigation.speedOverGround', value: 2 }] }] });
    assert.deepEqual(
      tableRows(m).map((r) => r.context),
      [own, other],
    );
    m.applyDelta({ self: own, name: 'signalk-server', version: '2.23.0' });
    assert.deepEqual(
      tableRows(m).map((r) => r.context),
      [other],
    );
    assert.deepEqual(m.get('navigation.position')?.value, { latitude: 60, longitude: 25 }, 'the early reading is ours now');
    m.applyDelta(delta(own, [{ path: 'navigation.courseOverGroundTrue', value: 1 }]));
    assert.deepEqual(tableRows(m), expectedRows(m));
  });

  it('equals the model after 30,000 random deltas over 2,600 contexts (evictions at the 2,000 cap included)', () => {
    const rand = seededRandom(20261130);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    let clock = NOW - 3_600_000;
    const m = new VesselModel(() => clock);
    const contexts = Array.from({ length: 2600 }, (_, i) => `vessels.urn:mrn:imo:mmsi:${230_000_000 + i}`);
    const values = (): unknown[] => [
      { latitude: rand() * 180 - 90, longitude: rand() * 360 - 180 },
      { latitude: rand() * 180 - 90, longitude: null },
      { latitude: 'x', longitude: 1 },
      null,
      rand() * 7,
      Number.NaN,
      'text',
      [1, 2],
    ];
    const paths = ['navigation.position', 'navigation.courseOverGroundTrue', 'navigation.speedOverGround', 'name', 'navigation.headingTrue'];
    let checked = 0;
    for (let i = 0; i < 30_000; i++) {
      clock += 100;
      // A growing range of contexts, so that older ones stop reporting and are evicted first.
      const context = contexts[Math.min(contexts.length - 1, Math.floor(rand() * (200 + i / 10)))]!;
      const stamp = rand() < 0.1 ? undefined : new Date(clock - Math.floor(rand() * 5000)).toISOString();
      m.applyDelta({
        context,
        updates: [
          {
            timestamp: stamp,
            values: [
              { path: pick(paths), value: pick(values()) },
              { path: pick(paths), value: pick(values()) },
            ],
          },
        ],
      });
      if (i === 15_000) m.applyDelta({ self: contexts[5]!, name: 'signalk-server' });
      if (i % 1000 === 999) {
        assert.deepEqual(tableRows(m), expectedRows(m), `after delta ${i}`);
        checked++;
      }
    }
    assert.equal(checked, 30);
    assert.ok(m.tracks.count > 1900, `rows at the end: ${m.tracks.count}`);
    assert.ok(m.tracks.count <= 2000, 'never more rows than the model holds contexts');
  });
});
