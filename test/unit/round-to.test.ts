/**
 * roundTo (src/domain/round.ts) against the original Intl-based algorithm, kept here as the
 * reference: every result must be the same number (Object.is: same bits, never -0).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { roundTo } from '../../src/domain/round.js';
import { seededRandom } from '../helpers/random.js';

// ---------------------------------------------------------------------------------------------
// Reference: the original implementation, verbatim in behaviour
// ---------------------------------------------------------------------------------------------

const refRounders = new Map<number, Intl.NumberFormat>();
function refRoundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`roundTo: not a finite number: ${String(value)}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) throw new RangeError(`roundTo: decimals must be an integer 0..20, got ${decimals}`);
  let nf = refRounders.get(decimals);
  if (!nf) {
    nf = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: 0,
      maximumFractionDigits: decimals,
      roundingMode: 'halfExpand',
    });
    refRounders.set(decimals, nf);
  }
  const clean = value === 0 ? 0 : Number(value.toPrecision(12));
  const rounded = Number(nf.format(clean));
  return rounded === 0 ? 0 : rounded;
}

/** Compares new and reference for every (value, decimals); collects the first mismatches. */
function compare(values: Iterable<number>, decimalsList: readonly number[]): { checked: number; bad: string[] } {
  const bad: string[] = [];
  let checked = 0;
  for (const v of values) {
    for (const d of decimalsList) {
      const got = roundTo(v, d);
      const want = refRoundTo(v, d);
      checked++;
      if (!Object.is(got, want) && bad.length < 20) bad.push(`roundTo(${v}, ${d}) = ${got}, reference ${want}`);
    }
  }
  return { checked, bad };
}

const ALL_DECIMALS = Array.from({ length: 21 }, (_, i) => i);
const D0_4 = [0, 1, 2, 3, 4];
const D5_20 = Array.from({ length: 16 }, (_, i) => i + 5);

function withNegatives(xs: number[]): number[] {
  return xs.flatMap((x) => [x, -x]);
}

describe('roundTo', () => {
  it('docstring examples', () => {
    assert.ok(Object.is(roundTo(0.05, 1), 0.1));
    assert.ok(Object.is(roundTo(2.25, 1), 2.3));
    assert.ok(Object.is(roundTo(-0.04, 1), 0));
    assert.ok(Object.is(roundTo(1.005, 2), 1.01));
    assert.ok(Object.is(roundTo(-0.05, 1), -0.1));
    assert.ok(Object.is(roundTo(-2.25, 1), -2.3));
    assert.ok(Object.is(roundTo(-1.005, 2), -1.01));
    assert.ok(Object.is(roundTo(17.99999999999997, 0), 18));
    assert.ok(Object.is(roundTo(-0, 3), 0));
  });

  it('matches the reference on hand-picked values, every decimals 0..20', () => {
    const halves: number[] = [];
    for (let d = 0; d <= 6; d++) {
      for (const base of [0, 1, 2, 3, 7, 9, 12, 99, 123, 1234.5678]) {
        const h = Number((base + 0.5 / 10 ** d).toFixed(d + 1)); // base + 0.5, 0.05, 0.005 ...
        halves.push(h, h + 1e-13, h - 1e-13, Number((base + 1.5 / 10 ** d).toFixed(d + 1)));
      }
    }
    const edges = [
      0,
      0.05,
      2.25,
      0.04,
      1.005,
      2.675,
      17.99999999999997,
      291.15 - 273.15,
      0.1 + 0.2,
      0.3 - 0.1 - 0.2,
      1e-7,
      1e-6,
      0.000001,
      0.0000005,
      0.00000099999999999949,
      0.0000009999999999995,
      0.00000099999999999951,
      9.999999999995e-7,
      9.9999999999949e-7,
      1.0000000000005e-6,
      123456789012.5,
      999999999999.5,
      999999999999.4,
      999999999999.49,
      99999999999.95,
      1e11,
      1e12,
      1e12 - 1,
      1e12 + 1,
      999999999999,
      9999999999994,
      1e15,
      1e21,
      1e22,
      4e15,
      4e15 - 0.5,
      4503599627370495.5,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      5e-324,
      2.2250738585072014e-308,
      0.49,
      0.4999999999,
      0.49999999999949,
      0.4999999999995,
      0.5,
      1.5,
      2.5,
      0.15,
      0.25,
      0.35,
      1.45,
      12.45,
      359.5,
      359.95,
      1852 / 1852,
      5.55 / 1.852,
      13.8 * 1.94384,
      4.35,
      8.345,
      1.0049999999995,
      1.00499999999949,
    ];
    const { checked, bad } = compare(withNegatives([...edges, ...halves]), ALL_DECIMALS);
    assert.deepEqual(bad, []);
    assert.ok(checked > 3000);
    assert.ok(Object.is(roundTo(-0, 0), 0));
    assert.ok(Object.is(roundTo(-0.0000001, 2), 0));
  });

  it('matches the reference on 200,000+ seeded random values', () => {
    const rnd = seededRandom(0x5eed_2024);
    const values: number[] = [];
    for (let i = 0; i < 210_000; i++) {
      const k = Math.floor(rnd() * 23) - 8; // 1e-8 .. 1e14
      const sign = rnd() < 0.5 ? -1 : 1;
      const kind = i % 4;
      let v: number;
      if (kind === 0 || kind === 1) {
        v = rnd() * 10 ** k; // random mantissa
      } else if (kind === 2) {
        const d = Math.floor(rnd() * 9); // random multiple of 0.5 * 10^-d: exact halves
        v = Math.floor(rnd() * 10 ** Math.min(Math.max(k + d, 1), 14)) * (0.5 / 10 ** d);
      } else {
        // 13 significant digits: the 13th digit decides the 12-digit cut (…4999… / …5000… patterns)
        const digits = Math.floor(rnd() * 1e4) * 1e9 + (rnd() < 0.5 ? 4_999_999_999 : 5_000_000_000) + Math.floor(rnd() * 3) - 1;
        v = Number(`${digits}e${k - 12}`);
      }
      values.push(sign * v);
    }
    const a = compare(values, D0_4);
    assert.deepEqual(a.bad, []);
    const b = compare(
      values.filter((_, i) => i % 10 === 0),
      D5_20,
    );
    assert.deepEqual(b.bad, []);
    assert.ok(a.checked >= 1_000_000 && b.checked >= 300_000);
  });

  it('matches the reference on realistic unit conversions', () => {
    const rnd = seededRandom(42);
    const values: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      values.push((rnd() * 20_000) / 1852, (rnd() * 2 * Math.PI * 180) / Math.PI, 11 + rnd() * 4, (rnd() * 86_400) / 60);
      values.push(Math.round(rnd() * 400_00) / 100 - 40 + 273.15 - 273.15, Math.round(rnd() * 1000) / 100);
    }
    const { bad } = compare(values, [0, 1, 2]);
    assert.deepEqual(bad, []);
  });

  it('throws the same RangeErrors', () => {
    const cases: Array<[number, number]> = [
      [NaN, 1],
      [Infinity, 1],
      [-Infinity, 0],
      [1, -1],
      [1, 1.5],
      [1, 21],
      [1, NaN],
      [NaN, 21],
    ];
    for (const [v, d] of cases) {
      let want: unknown;
      try {
        refRoundTo(v, d);
      } catch (e) {
        want = e;
      }
      assert.ok(want instanceof RangeError);
      assert.throws(
        () => roundTo(v, d),
        (e: unknown) => e instanceof RangeError && e.message === (want as RangeError).message,
      );
    }
  });
});
