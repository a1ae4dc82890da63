/**
 * The rounding module (src/domain/round.ts): its two rules, where they differ (halves, negatives,
 * binary noise), and that neither returns -0. roundTo's own exhaustive check is round-to.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { roundBinary, roundTo } from '../../src/domain/round.js';
import { seededRandom } from '../helpers/random.js';

describe('rounding (domain/round.ts)', () => {
  it('roundBinary is Math.round on value x 10^decimals: halves toward +infinity, on the binary product', () => {
    const cases: [number, number, number][] = [
      [2.5, 0, 3],
      [-2.5, 0, -2],
      [0.5, 0, 1],
      [-0.5, 0, 0],
      [1.25, 1, 1.3],
      [-1.25, 1, -1.2],
      [1.005, 2, 1],
      [12.345, 2, 12.35],
      [359.96, 1, 360],
      [-179.95, 1, -179.9],
      [1013.25, 1, 1013.3],
      [0.57564, 4, 0.5756],
      [3.14159, 3, 3.142],
      [1234.5, -1, 1230],
      [7, 0, 7],
    ];
    for (const [value, decimals, want] of cases)
      assert.ok(Object.is(roundBinary(value, decimals), want), `roundBinary(${value}, ${decimals}) = ${roundBinary(value, decimals)}, want ${want}`);
  });

  it('roundTo is half away from zero on the decimal form', () => {
    const cases: [number, number, number][] = [
      [2.5, 0, 3],
      [-2.5, 0, -3],
      [-0.5, 0, -1],
      [1.25, 1, 1.3],
      [-1.25, 1, -1.3],
      [1.005, 2, 1.01],
      [291.15 - 273.15, 0, 18],
    ];
    for (const [value, decimals, want] of cases) assert.ok(Object.is(roundTo(value, decimals), want), `roundTo(${value}, ${decimals}) = ${roundTo(value, decimals)}, want ${want}`);
  });

  it('neither returns -0', () => {
    for (const v of [-0, -0.04, -1e-9, -0.049]) {
      assert.ok(Object.is(roundBinary(v, 1), 0), `roundBinary(${v}, 1)`);
      assert.ok(Object.is(roundTo(v, 1), 0), `roundTo(${v}, 1)`);
    }
    // A negative half: Math.round(-0.5) is -0, which roundBinary makes 0 (roundTo says -0.1).
    assert.ok(Object.is(roundBinary(-0.05, 1), 0));
    assert.equal(roundTo(-0.05, 1), -0.1);
  });

  it('roundBinary gives what the copies it replaced gave, on 100,000 values of both signs', () => {
    const random = seededRandom(31);
    for (let i = 0; i < 100_000; i++) {
      const value = (random() - 0.5) * 10 ** Math.floor(random() * 8);
      const decimals = Math.floor(random() * 5);
      const k = 10 ** decimals;
      const old = Math.round(value * k) / k || 0; // the copies: Math.round(x * 10^d) / 10^d, -0 made 0
      assert.ok(Object.is(roundBinary(value, decimals), old), `roundBinary(${value}, ${decimals})`);
    }
  });

  it('roundBinary lets NaN through (callers check finiteness first)', () => {
    assert.ok(Number.isNaN(roundBinary(Number.NaN, 1)));
  });
});
