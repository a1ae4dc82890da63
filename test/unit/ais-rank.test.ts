/**
 * The fast ranking of AIS targets (src/vessel/ais.ts `rankTargets`, src/vessel/cpa.ts `estimate` and
 * `riskKeyBounds`) against the exact method it replaces: geolib's `encounter` for every target, our
 * own echoes dropped, all sorted with `compareRisk`. Scenarios come from a seeded generator, so a
 * failure names a scenario that can be replayed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getPreciseDistance } from 'geolib';
import {
  closestApproach,
  compareRisk,
  encounter,
  estimate,
  newEstimate,
  planeAround,
  riskKey,
  riskKeyBounds,
  velocity,
  type Encounter,
  type KeyBounds,
  type Track,
  type Vec,
} from '../../src/vessel/cpa.js';
import { isOwnEcho, OWN_ECHO_RANGE_M, OWN_ECHO_SPEED_MPS, rankTargets } from '../../src/vessel/ais.js';
import { seededRandom } from '../helpers/random.js';

const NM = 1852;
const KN = 1852 / 3600;
const DEG = Math.PI / 180;
const T = Date.parse('2026-11-30T12:00:00Z');

/** One of `xs`, drawn with `rnd`. */
function pickOf<X>(rnd: () => number, xs: readonly X[]): X {
  return xs[Math.floor(rnd() * xs.length)]!;
}

/** A point `north`, `east` metres from `from` (flat, WGS84 radii at `from`; longitude wrapped to ±180). */
function offset(from: { latitude: number; longitude: number }, north: number, east: number): { latitude: number; longitude: number } {
  const e2 = 0.00669437999014;
  const s = Math.sin(from.latitude * DEG);
  const M = (6378137 * (1 - e2)) / (1 - e2 * s * s) ** 1.5;
  const N = 6378137 / Math.sqrt(1 - e2 * s * s);
  let longitude = from.longitude + east / (N * Math.cos(from.latitude * DEG)) / DEG;
  if (longitude > 180) longitude -= 360;
  if (longitude < -180) longitude += 360;
  return { latitude: from.latitude + north / M / DEG, longitude };
}

/** A target: its track and a number to recognise it by. */
interface Item extends Track {
  id: number;
}

/** The exact method: what get_ais_targets did before the fast ranking. */
function exactRanking(own: Track, items: readonly Item[], at: number, limit: number): { chosen: { item: Item; encounter: Encounter | null }[]; total: number } {
  const kept: { item: Item; encounter: Encounter | null }[] = [];
  for (const item of items) {
    const e = encounter(own, item, at);
    if (e !== null && isOwnEcho(e, own, item)) continue;
    kept.push({ item, encounter: e });
  }
  kept.sort(compareRisk);
  return { chosen: kept.slice(0, limit), total: kept.length };
}

/** COG (radians) and SOG (m/s) of a velocity. */
function courseOf(v: Vec): { cog: number; sog: number } {
  return { cog: (Math.atan2(v.e, v.n) + 2 * Math.PI) % (2 * Math.PI), sog: Math.hypot(v.e, v.n) };
}

/**
 * One random traffic picture: our vessel anywhere within ±84°, sometimes at the antimeridian, and
 * targets of every kind the order distinguishes: plain traffic out to 40 miles (a few far
 * ones up to 700 km, beyond the estimate's domain), targets closing and passing near the risk
 * limits (CPA about 1 mile, TCPA about 30 minutes), own echoes and boats near the echo
 * limits, unknown and "not available" motion, exact duplicates (ties: the stable order decides) and
 * near-duplicates a millimetre or a centimetre apart.
 */
function scenario(seed: number): { own: Track; items: Item[]; at: number; limit: number } {
  const rnd = seededRandom(seed);
  const pick = <X>(xs: readonly X[]): X => pickOf(rnd, xs);
  const at = T;
  const ownPos = { latitude: (rnd() * 2 - 1) * 84, longitude: rnd() < 0.2 ? pick([179.99, -179.99]) : (rnd() * 2 - 1) * 180 };
  const ownV = rnd() < 0.1 ? null : rnd() < 0.15 ? { cog: 0, sog: 0 } : courseOf({ e: (rnd() * 2 - 1) * 8, n: (rnd() * 2 - 1) * 8 });
  const ownAge = rnd() * 20;
  const own: Track = { ...ownPos, time: at - ownAge * 1000, cog: ownV?.cog ?? null, sog: ownV === null ? null : ownV.sog };
  const ownVel = velocity(own.cog, own.sog) ?? { e: 0, n: 0 };
  // Where we are at `at` (dead-reckoned), so that targets can be placed relative to that.
  const ownNow = offset(ownPos, ownVel.n * ownAge, ownVel.e * ownAge);
  const items: Item[] = [];
  const count = Math.floor(rnd() * 70);
  for (let i = 0; i < count; i++) {
    const kind = rnd();
    const age = rnd() * 180;
    let north: number;
    let east: number;
    let v: Vec | null;
    let motion: { cog: number | null; sog: number | null };
    if (kind < 0.45) {
      // Plain traffic.
      const range = rnd() < 0.05 ? rnd() * 700_000 : rnd() * 40 * NM;
      const b = rnd() * 2 * Math.PI;
      north = range * Math.cos(b);
      east = range * Math.sin(b);
      v = rnd() < 0.2 ? { e: 0, n: 0 } : { e: (rnd() * 2 - 1) * 12, n: (rnd() * 2 - 1) * 12 };
      motion = courseOf(v);
      const odd = rnd();
      if (odd < 0.05) motion = { cog: null, sog: motion.sog };
      else if (odd < 0.08) motion = { cog: motion.cog, sog: null };
      else if (odd < 0.1)
        motion = { cog: 2 * Math.PI, sog: motion.sog }; // AIS "not available"
      else if (odd < 0.12) motion = { cog: motion.cog, sog: 102.3 * KN };
    } else if (kind < 0.8) {
      // Closing: relative track passing `pass` metres off in `tcpa` seconds, near the risk limits half the time.
      const tcpa = rnd() < 0.5 ? 1800 + (rnd() * 2 - 1) * 30 : 1 + rnd() * 2400;
      const pass = rnd() < 0.5 ? NM + (rnd() * 2 - 1) * 20 : rnd() * 2.5 * NM;
      const speed = 0.5 + rnd() * 10;
      const dir = rnd() * 2 * Math.PI;
      const rel = { e: speed * Math.sin(dir), n: speed * Math.cos(dir) };
      // Now at -rel·tcpa plus `pass` across the track.
      north = -rel.n * tcpa + pass * Math.sin(dir);
      east = -rel.e * tcpa - pass * Math.cos(dir);
      v = { e: rel.e + ownVel.e, n: rel.n + ownVel.n };
      motion = courseOf(v);
    } else if (kind < 0.92) {
      // Near us, moving about with us: an own echo or a raft-up, or just beyond either limit.
      const range = rnd() * 2 * OWN_ECHO_RANGE_M;
      const b = rnd() * 2 * Math.PI;
      north = range * Math.cos(b);
      east = range * Math.sin(b);
      const dv = rnd() * 2 * OWN_ECHO_SPEED_MPS;
      const dd = rnd() * 2 * Math.PI;
      v = { e: ownVel.e + dv * Math.sin(dd), n: ownVel.n + dv * Math.cos(dd) };
      motion = courseOf(v);
    } else if (items.length > 0) {
      // A duplicate of an earlier target, or the same a millimetre or a centimetre away.
      const twin = pick(items);
      const nudge = pick([0, 1e-8, 1e-7]);
      items.push({ ...twin, id: i, latitude: twin.latitude + nudge });
      continue;
    } else {
      continue;
    }
    // Report position: where the target is at `at`, moved back by its age along its own motion.
    const vt = velocity(motion.cog, motion.sog) ?? { e: 0, n: 0 };
    const pos = offset(ownNow, north - vt.n * age, east - vt.e * age);
    if (Math.abs(pos.latitude) > 89) continue;
    items.push({ id: i, ...pos, time: at - age * 1000, cog: motion.cog, sog: motion.sog });
  }
  return { own, items, at, limit: 1 + Math.floor(rnd() * 10) };
}

function assertSame(own: Track, items: Item[], at: number, limit: number, what: string): { exact: number; total: number } {
  const fast = rankTargets(own, items, at, limit);
  const slow = exactRanking(own, items, at, limit);
  assert.equal(fast.total, slow.total, `${what}: total`);
  assert.deepEqual(
    fast.chosen.map((c) => c.item.id),
    slow.chosen.map((c) => c.item.id),
    `${what}: targets and order`,
  );
  assert.deepEqual(
    fast.chosen.map((c) => c.encounter),
    slow.chosen.map((c) => c.encounter),
    `${what}: figures`,
  );
  return { exact: fast.exact, total: fast.total };
}

describe('estimate: flat placement with an error bound', () => {
  it('is within half its error bound of the exact placement on 20,000 random pairs up to 500 km within ±85°', () => {
    const rnd = seededRandom(7);
    let worst = 0;
    for (let i = 0; i < 20_000; i++) {
      const own: Track = { latitude: (rnd() * 2 - 1) * 85, longitude: rnd() < 0.1 ? 179.999 : (rnd() * 2 - 1) * 180, time: T, cog: null, sog: null };
      const d = 500_000 * rnd() ** 3;
      const b = rnd() * 2 * Math.PI;
      const pos = offset(own, d * Math.cos(b), d * Math.sin(b));
      if (Math.abs(pos.latitude) > 85) continue;
      const target: Track = { ...pos, time: T, cog: null, sog: null };
      const est = newEstimate();
      if (!estimate(planeAround(own, T)!, target, est)) continue; // beyond 500 km: the caller places it exactly
      const e = encounter(own, target, T)!;
      const exact = { e: e.rangeM * Math.sin(e.bearingTrueDeg * DEG), n: e.rangeM * Math.cos(e.bearingTrueDeg * DEG) };
      const err = Math.hypot(est.rE - exact.e, est.rN - exact.n);
      assert.ok(err <= est.errorM / 2, `pair ${i}: ${own.latitude},${own.longitude} -> ${pos.latitude},${pos.longitude}: error ${err} m, bound ${est.errorM} m`);
      worst = Math.max(worst, err / est.errorM);
    }
    assert.ok(worst > 0.01, "the pairs reach the bound's scale (the test is not vacuous)");
  });

  it('is about a metre at 20 miles, and leaves far or polar targets to the exact method', () => {
    const own: Track = { latitude: 60, longitude: 24, time: T, cog: null, sog: null };
    const plane = planeAround(own, T)!;
    const est = newEstimate();
    assert.ok(estimate(plane, { ...offset(own, 0, 20 * NM), time: T, cog: null, sog: null }, est));
    assert.ok(est.errorM < 2, `20 miles east at 60°N: bound ${est.errorM} m`);
    assert.equal(estimate(plane, { ...offset(own, 0, 600_000), time: T, cog: null, sog: null }, est), false, 'beyond 500 km');
    assert.equal(estimate(plane, { latitude: 86, longitude: 24, time: T, cog: null, sog: null }, est), false, 'beyond 85°');
    assert.equal(planeAround({ ...own, latitude: 85.5 }, T), null, 'our own position beyond 85°');
  });
});

describe('riskKeyBounds', () => {
  it('holds the exact key of every position within the error bound, near every risk limit', () => {
    const rnd = seededRandom(11);
    for (let i = 0; i < 50_000; i++) {
      const errorM = rnd() < 0.5 ? 0.002 + rnd() * 0.01 : rnd() * 30;
      // Relative tracks around the limits: CPA near 1852 m, TCPA near 1 s and near 1800 s, tiny relative speeds.
      const speed = rnd() < 0.1 ? rnd() * 0.02 : rnd() * 10;
      const dir = rnd() * 2 * Math.PI;
      const v = { e: speed * Math.sin(dir), n: speed * Math.cos(dir) };
      const tcpa = pickOf(rnd, [1, 1800, -5, 600, 3000]) + (rnd() * 2 - 1) * 40;
      const pass = pickOf(rnd, [1852, 0, 900, 4000]) + (rnd() * 2 - 1) * 40;
      const r = { e: -v.e * tcpa - pass * Math.cos(dir), n: -v.n * tcpa + pass * Math.sin(dir) };
      const moving = rnd() < 0.9;
      const bounds: KeyBounds = { lo: 0, hi: 0 };
      riskKeyBounds({ rE: r.e, rN: r.n, vE: moving ? v.e : 0, vN: moving ? v.n : 0, moving, errorM }, bounds);
      const { lo, hi } = bounds;
      for (let k = 0; k < 4; k++) {
        const a = rnd() * 2 * Math.PI;
        const m = errorM * (k === 0 ? 1 : rnd());
        const rx = { e: r.e + m * Math.sin(a), n: r.n + m * Math.cos(a) };
        const rangeM = Math.hypot(rx.e, rx.n);
        const e: Encounter = moving ? { rangeM, bearingTrueDeg: 0, ...closestApproach(rx, v) } : { rangeM, bearingTrueDeg: 0, cpaM: null, tcpaS: null, closing: null };
        const key = riskKey(e);
        assert.ok(lo <= key && key <= hi, `case ${i}: key ${key} outside [${lo}, ${hi}]`);
      }
    }
  });

  it('riskKey orders as compareRisk does', () => {
    const rnd = seededRandom(13);
    const encs: { encounter: Encounter | null }[] = [{ encounter: null }];
    for (let i = 0; i < 300; i++) {
      const closing = rnd() < 0.7;
      encs.push({ encounter: { rangeM: rnd() * 20_000, bearingTrueDeg: 0, cpaM: rnd() * 3000, tcpaS: closing ? 1 + rnd() * 2500 : -rnd() * 100, closing } });
    }
    for (const a of encs) {
      for (const b of encs) {
        assert.equal(Math.sign(compareRisk(a, b)), Math.sign(riskKey(a.encounter) - riskKey(b.encounter) || 0));
      }
    }
  });
});

describe('rankTargets: the same targets in the same order as the exact method', () => {
  it('on 1,500 random traffic pictures (risks, echoes, ties, unknown motion, antimeridian)', () => {
    let exact = 0;
    let targets = 0;
    let echoes = 0;
    let risks = 0;
    for (let seed = 1; seed <= 1500; seed++) {
      const s = scenario(seed);
      const r = assertSame(s.own, s.items, s.at, s.limit, `scenario ${seed}`);
      exact += r.exact;
      targets += s.items.length;
      echoes += s.items.length - r.total;
      risks += exactRanking(s.own, s.items, s.at, s.items.length).chosen.filter((c) => riskKey(c.encounter) <= 2).length;
      // Every limit on the same picture, and one beyond the number of targets.
      if (seed % 50 === 0) for (const limit of [1, 2, 5, 10, s.items.length + 1]) assertSame(s.own, s.items, s.at, limit, `scenario ${seed}, limit ${limit}`);
    }
    assert.ok(echoes > 100 && risks > 1000, `the pictures hold echoes (${echoes}) and risks (${risks})`);
    assert.ok(exact < targets / 4, `exact placements ${exact} of ${targets} targets`);
  });

  it('decides an echo at the edge of 50 m with the exact range', () => {
    const own: Track = { latitude: 59.72, longitude: 24.73, time: T, cog: 0.3, sog: 3 };
    // Targets whose geolib distance is 49.999, 50.000 and 50.001 m, moving with us, and one at
    // 49.999 m just too fast to be an echo: all within the estimate's 2 mm of the limit.
    const items = [49.999, 50, 50.001, 49.999].map((want, id): Item => {
      let d = want;
      let pos = offset(own, d * Math.cos(id), d * Math.sin(id));
      for (let k = 0; k < 4; k++) {
        d *= want / getPreciseDistance(own, pos, 0.001);
        pos = offset(own, d * Math.cos(id), d * Math.sin(id));
      }
      assert.ok(Math.abs(getPreciseDistance(own, pos, 0.001) - want) < 0.0006);
      return { id, ...pos, time: T, cog: 0.3, sog: id === 3 ? 3 + OWN_ECHO_SPEED_MPS + 0.001 : 3 };
    });
    assertSame(own, items, T, 10, 'echo edge');
    assert.ok(assertSame(own, items, T, 1, 'echo edge, limit 1').exact >= 3, 'the three moving with us are placed exactly');
    const ids = rankTargets(own, items, T, 10).chosen.map((c) => c.item.id);
    assert.ok(!ids.includes(0) && ids.includes(2) && ids.includes(3), `49.999 m moving with us is an echo, 50.001 m and a faster boat are not: ${ids.join()}`);
  });

  it('places exactly only the target it reports in a spread-out picture', () => {
    const own: Track = { latitude: 59.72, longitude: 24.73, time: T, cog: 0, sog: 3 };
    const items: Item[] = [];
    for (let id = 0; id < 60; id++) {
      const b = id * 2.4;
      const range = 500 + id * 300;
      items.push({ id, ...offset(own, range * Math.cos(b), range * Math.sin(b)), time: T - id * 1000, cog: b, sog: 4 });
    }
    const r = assertSame(own, items, T, 1, 'spread');
    assert.equal(r.exact, 1);
  });

  it('with our own position beyond 85° places every target exactly, in the same order', () => {
    const own: Track = { latitude: 85.5, longitude: 10, time: T, cog: 0, sog: 3 };
    const items = Array.from({ length: 10 }, (_, id): Item => ({ id, ...offset(own, -id * 200, id * 100), time: T, cog: null, sog: 0 }));
    const r = assertSame(own, items, T, 2, 'polar');
    assert.equal(r.exact, 10);
  });
});
