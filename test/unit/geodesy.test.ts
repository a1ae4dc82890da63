/**
 * src/vessel/geodesy.ts gives what geolib gave the AIS geometry before it (issue 10): Vincenty's
 * distance to the millimetre and the great-circle initial bearing, on pairs at AIS ranges around the
 * world, across the antimeridian, on the equator and from a pole.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getGreatCircleBearing, getPreciseDistance } from 'geolib';
import { initialBearing, vincentyDistance } from '../../src/vessel/geodesy.js';

/** A small deterministic generator, so that a failure names a reproducible pair. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

describe('geodesy', () => {
  it('matches geolib on 5000 pairs within 40 nautical miles, anywhere but the poles', () => {
    const rnd = lcg(10);
    for (let i = 0; i < 5000; i++) {
      const lat1 = -85 + 170 * rnd();
      const lon1 = -180 + 360 * rnd();
      const lat2 = Math.max(-89.9, Math.min(89.9, lat1 + (rnd() - 0.5) * 1.2));
      let lon2 = lon1 + (rnd() - 0.5) * 1.2;
      if (lon2 > 180) lon2 -= 360;
      if (lon2 < -180) lon2 += 360;
      const from = { latitude: lat1, longitude: lon1 };
      const to = { latitude: lat2, longitude: lon2 };
      const d = vincentyDistance(lat1, lon1, lat2, lon2);
      assert.ok(Math.abs(d - getPreciseDistance(from, to, 0.001)) <= 0.0011, `distance ${JSON.stringify([from, to])}`);
      const b = initialBearing(lat1, lon1, lat2, lon2);
      const g = getGreatCircleBearing(from, to);
      const diff = Math.abs(b - g);
      assert.ok(Math.min(diff, 360 - diff) < 1e-9, `bearing ${JSON.stringify([from, to])}: ${b} vs ${g}`);
    }
  });

  it('handles the same point, the equator, the antimeridian and long distances', () => {
    assert.equal(vincentyDistance(59.7, 24.7, 59.7, 24.7), 0);
    const cases: [number, number, number, number][] = [
      [0, 10, 0, 10.5],
      [10, 179.9, 10.1, -179.9],
      [59.7, 24.7, 60.2, 25.1],
      [-33.9, 151.2, 37.8, -122.4],
    ];
    for (const [a, b, c, d] of cases) {
      const from = { latitude: a, longitude: b };
      const to = { latitude: c, longitude: d };
      assert.ok(Math.abs(vincentyDistance(a, b, c, d) - getPreciseDistance(from, to, 0.001)) <= 0.0011, JSON.stringify([from, to]));
      assert.ok(Math.abs(initialBearing(a, b, c, d) - getGreatCircleBearing(from, to)) < 1e-9, JSON.stringify([from, to]));
    }
  });

  it('gives NaN, not a wrong number, when Vincenty does not converge (nearly antipodal)', () => {
    assert.ok(Number.isNaN(vincentyDistance(0, 0, 0.5, 179.7)));
  });
});
