/**
 * CPA/TCPA math (src/vessel/cpa.ts) against hand-computed geometry. Positions are placed with the
 * WGS84 radii of curvature at the spot (an independent flat-earth placement, exact to far below the
 * tolerance over a few miles); expected values are worked out on paper in each test. Tolerance:
 * 1 %, or 0.01 miles (18.52 m) and 5 seconds, whichever is larger.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { closestApproach, compareRisk, encounter, riskScore, velocity, type Encounter, type Track } from '../../src/vessel/cpa.js';

const NM = 1852;
const KN = 1852 / 3600;
const T = Date.parse('2026-11-30T12:00:00Z');
const ORIGIN = { latitude: 59.72, longitude: 24.73 };

/** A point `north`, `east` metres from ORIGIN on the WGS84 ellipsoid (meridian and prime-vertical radii at the mid latitude). */
function offset(north: number, east: number): { latitude: number; longitude: number } {
  const a = 6378137;
  const f = 1 / 298.257223563;
  const e2 = f * (2 - f);
  let phi = (ORIGIN.latitude * Math.PI) / 180;
  let dLat = 0;
  for (let i = 0; i < 3; i++) {
    const mid = phi + dLat / 2;
    const s2 = Math.sin(mid) ** 2;
    const M = (a * (1 - e2)) / (1 - e2 * s2) ** 1.5;
    dLat = north / M;
  }
  const mid = phi + dLat / 2;
  const N = a / Math.sqrt(1 - e2 * Math.sin(mid) ** 2);
  const dLon = east / (N * Math.cos(mid));
  phi += dLat;
  return { latitude: (phi * 180) / Math.PI, longitude: ORIGIN.longitude + (dLon * 180) / Math.PI };
}

function track(pos: { latitude: number; longitude: number }, cogDeg: number | null, sogKn: number | null, time = T): Track {
  return { ...pos, time, cog: cogDeg === null ? null : (cogDeg * Math.PI) / 180, sog: sogKn === null ? null : sogKn * KN };
}

/** |actual - expected| within 1 % of expected or `abs`, whichever is larger. */
function near(actual: number | null, expected: number, abs: number, what: string): void {
  assert.ok(actual !== null, `${what} is null`);
  const tol = Math.max(Math.abs(expected) * 0.01, abs);
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} not within ${tol} of ${expected}`);
}
const nearM = (a: number | null, e: number, w: string) => near(a, e, 0.01 * NM, w);
const nearS = (a: number | null, e: number, w: string) => near(a, e, 5, w);
/** Bearings compared on the circle, within half a degree. */
function nearDeg(actual: number, expected: number, what: string): void {
  const d = Math.abs(((actual - expected + 540) % 360) - 180);
  assert.ok(d <= 0.5, `${what}: ${actual} vs ${expected}`);
}

describe('CPA and TCPA against hand-computed geometry', () => {
  it('head-on at 10 knots each, 2 miles apart: TCPA 6 minutes, CPA 0', () => {
    // Closing speed 20 knots over 2 miles: 0.1 h = 360 s; they meet.
    const e = encounter(track(ORIGIN, 0, 10), track(offset(2 * NM, 0), 180, 10), T)!;
    nearM(e.rangeM, 2 * NM, 'range');
    nearDeg(e.bearingTrueDeg, 0, 'bearing');
    nearM(e.cpaM, 0, 'cpa');
    nearS(e.tcpaS, 360, 'tcpa');
    assert.equal(e.closing, true);
  });

  it('crossing at right angles on a collision course: CPA 0 in 12 minutes', () => {
    // We steer North at 10 knots; the target, 2 miles East and 2 miles North, steers West at 10 knots.
    // Both reach the point 2 miles North of us after 12 minutes.
    const e = encounter(track(ORIGIN, 0, 10), track(offset(2 * NM, 2 * NM), 270, 10), T)!;
    nearM(e.rangeM, 2 * Math.SQRT2 * NM, 'range');
    nearDeg(e.bearingTrueDeg, 45, 'bearing');
    nearM(e.cpaM, 0, 'cpa');
    nearS(e.tcpaS, 720, 'tcpa');
    assert.equal(e.closing, true);
  });

  it('crossing at right angles, passing: CPA 1.41 miles in 6 minutes', () => {
    // Target 2 miles East steering West at 10 knots, we steer North at 10 knots. Relative position
    // (2 - t, -t) miles with t in tenths of an hour ×... : minimum at t = 0.1 h, distance 2/√2 = 1.414 miles.
    const e = encounter(track(ORIGIN, 0, 10), track(offset(0, 2 * NM), 270, 10), T)!;
    nearM(e.rangeM, 2 * NM, 'range');
    nearDeg(e.bearingTrueDeg, 90, 'bearing');
    nearM(e.cpaM, Math.SQRT2 * NM, 'cpa');
    nearS(e.tcpaS, 360, 'tcpa');
    assert.equal(e.closing, true);
  });

  it('diverging: TCPA negative, not closing, CPA is the range now', () => {
    // Target 2 miles North steering North at 10 knots, we steer South at 5: opening at 15 knots;
    // the closest point was 2/15 h = 480 s ago.
    const e = encounter(track(ORIGIN, 180, 5), track(offset(2 * NM, 0), 0, 10), T)!;
    nearM(e.rangeM, 2 * NM, 'range');
    nearS(e.tcpaS, -480, 'tcpa');
    assert.ok(e.tcpaS! < 0);
    assert.equal(e.closing, false);
    assert.equal(e.cpaM, e.rangeM);
  });

  it('stationary target: we pass 0.1 miles off in 10 minutes', () => {
    // Target 1 mile North, 0.1 mile East, stopped (no course sent); we steer North at 6 knots: 1/6 h.
    const e = encounter(track(ORIGIN, 0, 6), track(offset(NM, 0.1 * NM), null, 0), T)!;
    nearM(e.rangeM, Math.hypot(1, 0.1) * NM, 'range');
    nearM(e.cpaM, 0.1 * NM, 'cpa');
    nearS(e.tcpaS, 600, 'tcpa');
    assert.equal(e.closing, true);
  });

  it('both stationary: CPA is the range, no TCPA, not closing', () => {
    const e = encounter(track(ORIGIN, null, 0), track(offset(-1.5 * NM, 0), 90, 0.02), T)!;
    nearM(e.rangeM, 1.5 * NM, 'range');
    nearDeg(e.bearingTrueDeg, 180, 'bearing');
    assert.equal(e.cpaM, e.rangeM);
    assert.equal(e.tcpaS, null);
    assert.equal(e.closing, false);
  });

  it('same course and speed: no relative motion, range holds', () => {
    const e = encounter(track(ORIGIN, 45, 7), track(offset(NM, 0), 45, 7), T)!;
    assert.equal(e.tcpaS, null);
    assert.equal(e.closing, false);
    nearM(e.cpaM, NM, 'cpa');
  });

  it('dead-reckons each position from its report time to the answer time', () => {
    // The target was 2 miles North 60 s ago, steering South at 10 knots; we were at the origin 60 s
    // ago steering North at 10 knots. Now 1/3 mile has closed: range 2 - 20/60 = 1.667 miles, TCPA 300 s.
    const e = encounter(track(ORIGIN, 0, 10, T - 60_000), track(offset(2 * NM, 0), 180, 10, T - 60_000), T)!;
    nearM(e.rangeM, (2 - 20 / 60) * NM, 'range');
    nearS(e.tcpaS, 300, 'tcpa');
    // A target without a speed is not moved: 10 knots of ours for 60 s only.
    const f = encounter(track(ORIGIN, 0, 10, T - 60_000), track(offset(2 * NM, 0), null, null, T - 60_000), T)!;
    nearM(f.rangeM, (2 - 10 / 60) * NM, 'range without target motion');
    assert.equal(f.cpaM, null);
    assert.equal(f.tcpaS, null);
    assert.equal(f.closing, null);
  });

  it('unknown or "not available" motion gives no CPA; bad positions give no encounter', () => {
    const own = track(ORIGIN, 0, 10);
    const far = offset(NM, 0);
    assert.equal(encounter(own, track(far, null, 10), T)!.cpaM, null, 'moving without a course');
    assert.equal(encounter(own, track(far, 90, 102.3), T)!.closing, null, 'AIS SOG 102.3 knots = not available');
    assert.equal(encounter(own, { ...track(far, 0, 5), cog: 2 * Math.PI }, T)!.closing, null, 'AIS COG 360 = not available');
    assert.equal(encounter(own, { ...track(far, 0, 5), latitude: 91 }, T), null);
    assert.equal(encounter({ ...own, longitude: Number.NaN }, track(far, 0, 5), T), null);
    assert.deepEqual(velocity(null, 0.01), { e: 0, n: 0 }, 'below 0.1 knot: stopped whatever the course');
    assert.equal(velocity(1, -1), null);
  });

  it('closestApproach is plain vector algebra', () => {
    // r = (1000, 0), v = (-10, 10): TCPA = 10000/200 = 50 s; position then (500, 500): CPA 707.1 m.
    const c = closestApproach({ e: 1000, n: 0 }, { e: -10, n: 10 });
    assert.equal(c.tcpaS, 50);
    assert.ok(Math.abs(c.cpaM - 500 * Math.SQRT2) < 1e-9);
    assert.equal(c.closing, true);
    assert.deepEqual(closestApproach({ e: 3, n: 4 }, { e: 0, n: 0 }), { cpaM: 5, tcpaS: null, closing: false });
  });
});

describe('risk order', () => {
  const enc = (rangeM: number, cpaM: number | null, tcpaS: number | null, closing: boolean | null): { encounter: Encounter } => ({
    encounter: { rangeM, bearingTrueDeg: 0, cpaM, tcpaS, closing },
  });

  it('closing targets inside 1 mile and 30 minutes first, by CPA and TCPA together, then the rest by range', () => {
    const passingWideSoon = enc(3000, 1700, 120, true); // score 0.918 + 0.067 = 0.985
    const collisionLater = enc(9000, 0, 900, true); // 0 + 0.5 = 0.5
    const nearButOpening = enc(500, 500, -60, false);
    const farClosingWide = enc(8000, 4000, 600, true); // outside the CPA limit: by range
    const unknownMotion = enc(1200, null, null, null);
    const unplaced = { encounter: null };
    const sorted = [passingWideSoon, unplaced, farClosingWide, nearButOpening, collisionLater, unknownMotion].sort(compareRisk);
    assert.deepEqual(sorted, [collisionLater, passingWideSoon, nearButOpening, unknownMotion, farClosingWide, unplaced]);
    assert.equal(riskScore(nearButOpening.encounter), null);
    assert.equal(riskScore(enc(9000, 100, 2000, true).encounter), null, 'beyond 30 minutes');
  });
});
