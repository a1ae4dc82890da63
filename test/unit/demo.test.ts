/**
 * The demo vessel (src/demo): deterministic, SI, physically consistent, shaped like a SignalK
 * server's delta stream. Runs the simulation on a fake clock.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apparentWind, createDemoVessel, type Delta, type DemoVessel, type JsonValue } from '../../src/demo/index.js';
import { setLogSink } from '../../src/log.js';
import { EARTH_RADIUS } from '../../src/demo/geo.js';
import { haversine as sphereDistance } from '../helpers/sphere.js';

const TWO_PI = 2 * Math.PI;
const KNOT = 1852 / 3600;
/** 22:00 in Lisbon on midsummer night: no sun on the panels, so the house bank discharges at sea. */
const NIGHT = Date.parse('2025-06-21T21:00:00Z');
const MMSI_CONTEXT = /^vessels\.urn:mrn:imo:mmsi:\d{9}$/;

interface Clock {
  now: () => number;
  set: (ms: number) => void;
}
function clock(start: number): Clock {
  let t = start;
  return { now: () => t, set: (ms) => (t = ms) };
}

interface Seen {
  context: string;
  path: string;
  value: JsonValue;
  /** ms of the update's timestamp */
  time: number;
  source: string;
}

/** Flattens deltas into value records (identity objects under path ""). */
function values(deltas: Delta[]): Seen[] {
  const out: Seen[] = [];
  for (const d of deltas) {
    for (const u of d.updates) {
      if (!('values' in u)) continue;
      for (const v of u.values) out.push({ context: d.context, path: v.path, value: v.value, time: Date.parse(u.timestamp), source: u.$source });
    }
  }
  return out;
}

/** Ticks the vessel every stepMs for seconds, returning every delta with the clock time it was emitted at. */
function run(v: DemoVessel, c: Clock, seconds: number, stepMs = 1000): { at: number; deltas: Delta[] }[] {
  const out: { at: number; deltas: Delta[] }[] = [];
  const start = c.now();
  for (let ms = start + stepMs; ms <= start + seconds * 1000; ms += stepMs) {
    c.set(ms);
    out.push({ at: ms, deltas: v.tick() });
  }
  return out;
}

/** A latest-value store for one context, updated tick by tick. */
class Latest {
  private readonly m = new Map<string, JsonValue>();
  constructor(private readonly context: string) {}
  apply(deltas: Delta[]): void {
    for (const s of values(deltas)) if (s.context === this.context) this.m.set(s.path, s.value);
  }
  num(path: string): number {
    const v = this.m.get(path);
    assert.equal(typeof v, 'number', `${path} should be a number, is ${JSON.stringify(v)}`);
    return v as number;
  }
  get(path: string): JsonValue | undefined {
    return this.m.get(path);
  }
}

/** Distance on the demo's own sphere (its mean Earth radius), metres. */
const haversine = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number => sphereDistance(a, b, EARTH_RADIUS);
const angleDiff = (a: number, b: number): number => {
  const d = (((a - b) % TWO_PI) + TWO_PI) % TWO_PI;
  return Math.min(d, TWO_PI - d);
};
const isPosition = (v: unknown): v is { latitude: number; longitude: number } =>
  typeof v === 'object' && v !== null && typeof (v as { latitude?: unknown }).latitude === 'number' && typeof (v as { longitude?: unknown }).longitude === 'number';

// One shared hour at sea, simulated once: 1 s ticks from 22:00 local.
const hour = (() => {
  const c = clock(NIGHT);
  const v = createDemoVessel({ now: c.now, seed: 7 });
  const initial = v.initialDeltas();
  const ticks = run(v, c, 3600);
  return { v, initial, ticks };
})();

test('same seed and same clock give the same deltas, whatever the tick rhythm', () => {
  const steps = [1000, 1000, 1500, 700, 2300, 1000, 5000, 300];
  const record = (seed: number): string => {
    const c = clock(NIGHT);
    const v = createDemoVessel({ now: c.now, seed });
    const out: Delta[] = [...v.initialDeltas()];
    let t = NIGHT;
    for (let i = 0; i < 400; i++) {
      t += steps[i % steps.length] ?? 1000;
      c.set(t);
      out.push(...v.tick());
    }
    return JSON.stringify(out);
  };
  assert.equal(record(3), record(3));
  assert.notEqual(record(3), record(4), 'a different seed gives different weather');
});

test('the state does not depend on how often it is ticked', () => {
  const positionAfter = (stepMs: number) => {
    const c = clock(NIGHT);
    const v = createDemoVessel({ now: c.now, seed: 1 });
    const latest = new Latest(v.selfContext);
    for (const r of run(v, c, 600, stepMs)) latest.apply(r.deltas);
    return latest.get('navigation.position');
  };
  assert.deepEqual(positionAfter(1000), positionAfter(5000));
  assert.deepEqual(positionAfter(1000), positionAfter(250));
});

test('snapshot: meta, static values and identities shaped as a SignalK server sends them', () => {
  const { v, initial } = hour;
  assert.equal(v.selfContext, 'vessels.urn:mrn:imo:mmsi:263000001');
  for (const d of initial) {
    assert.ok(d.context.startsWith('vessels.urn:mrn:imo:mmsi:'), d.context);
    assert.ok(d.updates.length > 0);
    for (const u of d.updates) assert.equal(u.timestamp, new Date(NIGHT).toISOString());
  }
  // Meta: a meta-only update (no values) with SI units.
  const metaUpdates = initial.flatMap((d) => d.updates).filter((u) => 'meta' in u);
  assert.equal(metaUpdates.length, 1);
  const meta = new Map(metaUpdates.flatMap((u) => ('meta' in u ? u.meta : [])).map((m) => [m.path, m.value]));
  const units: Record<string, string> = {
    'navigation.speedOverGround': 'm/s',
    'navigation.headingTrue': 'rad',
    'environment.wind.angleApparent': 'rad',
    'environment.depth.belowKeel': 'm',
    'environment.outside.pressure': 'Pa',
    'environment.water.temperature': 'K',
    'electrical.batteries.house.capacity.stateOfCharge': 'ratio',
    'electrical.batteries.house.current': 'A',
    'electrical.batteries.house.capacity.timeRemaining': 's',
    'propulsion.port.revolutions': 'Hz',
    'propulsion.port.oilPressure': 'Pa',
    'tanks.fuel.0.capacity': 'm3',
    'navigation.course.calcValues.distance': 'm',
  };
  for (const [path, unit] of Object.entries(units)) {
    assert.equal(meta.get(path)?.units, unit, path);
    assert.ok((meta.get(path)?.description ?? '').length > 0, path);
  }
  // Every self path sent has meta.
  const self = values(initial).filter((s) => s.context === v.selfContext);
  for (const s of self) if (s.path !== '' && !s.path.startsWith('notifications.')) assert.ok(meta.has(s.path), `meta for ${s.path}`);

  // Own identity and static values.
  const own = self.find((s) => s.path === '');
  assert.deepEqual(own?.value, { name: 'Andorinha', mmsi: '263000001' });
  const get = (path: string) => self.find((s) => s.path === path)?.value;
  assert.deepEqual(get('design.draft'), { maximum: 1.9 });
  assert.equal((get('design.length') as { overall: number }).overall, 11.3);
  assert.equal(get('tanks.fuel.0.capacity'), 0.15);
  assert.equal(get('tanks.freshWater.0.capacity'), 0.3);
  assert.equal(get('tanks.blackWater.0.capacity'), 0.06);
  assert.equal(get('tanks.fuel.0.type'), 'diesel');
  assert.equal(get('tanks.blackWater.0.name'), 'Holding tank');

  // AIS: 4–6 other vessels, each with an identity delta {path: "", value: {name, mmsi}} and a ship type.
  const others = values(initial).filter((s) => s.context !== v.selfContext);
  const contexts = new Set(others.map((s) => s.context));
  assert.ok(contexts.size >= 4 && contexts.size <= 6, `${contexts.size} AIS targets`);
  for (const ctx of contexts) {
    assert.match(ctx, MMSI_CONTEXT);
    const id = others.find((s) => s.context === ctx && s.path === '');
    assert.ok(id, `identity for ${ctx}`);
    const value = id.value as { name: unknown; mmsi: unknown };
    assert.deepEqual(Object.keys(value).sort(), ['mmsi', 'name']);
    assert.equal(typeof value.name, 'string');
    assert.equal(`vessels.urn:mrn:imo:mmsi:${String(value.mmsi)}`, ctx, 'mmsi matches the context');
    const type = others.find((s) => s.context === ctx && s.path === 'design.aisShipType')?.value as { id: unknown; name: unknown };
    assert.equal(typeof type.id, 'number');
    assert.equal(typeof type.name, 'string');
    for (const p of ['navigation.position', 'navigation.courseOverGroundTrue', 'navigation.speedOverGround']) {
      assert.ok(
        others.some((s) => s.context === ctx && s.path === p),
        `${ctx} ${p}`,
      );
    }
  }
  assert.ok(
    others.some((s) => s.path === 'design.aisShipType' && (s.value as { id: number }).id === 70),
    'a cargo ship',
  );
});

test('an hour at sea: every value finite, SI and within physical ranges', () => {
  const { ticks } = hour;
  const seen = ticks.flatMap((t) => values(t.deltas));
  assert.ok(seen.length > 10_000);
  const nullable = new Set([
    'electrical.batteries.house.capacity.timeRemaining',
    'electrical.batteries.start.capacity.timeRemaining',
    'navigation.course.calcValues.timeToGo',
    'navigation.course.calcValues.estimatedTimeOfArrival',
  ]);
  const ranges: [RegExp, number, number][] = [
    [/speedOverGround$|speedThroughWater$/, 0, 10],
    [/^navigation\.(headingTrue|headingMagnetic|courseOverGround(True|Magnetic))$|direction(True|Magnetic)$|bearing(True|Magnetic)$/, 0, TWO_PI - 1e-9],
    [/angleApparent$|angleTrueWater$/, -Math.PI, Math.PI],
    [/magneticVariation$/, -0.1, 0.1],
    [/wind\.speed/, 0, 25],
    [/depth\.below(Surface)$/, 8, 40],
    [/depth\.below(Keel|Transducer)$/, 6, 40],
    [/stateOfCharge$|currentLevel$|relativeHumidity$/, 0, 1],
    [/voltage$/, 11, 14.5],
    [/batteries\.\w+\.current$/, -50, 80],
    [/temperature$/, 270, 380],
    [/outside\.pressure$/, 95_000, 106_000],
    [/revolutions$/, 0, 60],
    [/oilPressure$/, 0, 700_000],
    [/runTime$|timeRemaining$|timeToGo$|calcValues\.distance$|log$/, 0, 1e12],
    [/crossTrackError$/, -500, 500],
  ];
  for (const s of seen) {
    const { path, value } = s;
    if (value === null) {
      assert.ok(nullable.has(path), `${path} is null`);
      continue;
    }
    if (typeof value === 'number') {
      assert.ok(Number.isFinite(value), `${path} = ${value}`);
      for (const [re, lo, hi] of ranges) if (re.test(path)) assert.ok(value >= lo && value <= hi, `${s.context} ${path} = ${value} not in [${lo}, ${hi}]`);
    }
    if (isPosition(value)) {
      assert.ok(Math.abs(value.latitude - 38.7) < 0.5 && Math.abs(value.longitude + 9.5) < 0.5, `${s.context} ${path} off Lisbon: ${JSON.stringify(value)}`);
    }
  }
  // The boat sails at 5–7 knots.
  for (const s of seen.filter((x) => x.context === hour.v.selfContext && x.path === 'navigation.speedOverGround')) {
    assert.ok((s.value as number) >= 5 * KNOT - 0.01 && (s.value as number) <= 7 * KNOT + 0.01, `SOG ${s.value}`);
  }
});

test('position moves at the speed over ground, along the course over ground', () => {
  const { v, ticks } = hour;
  let prev: { latitude: number; longitude: number } | null = null;
  let travelled = 0;
  let sogSum = 0;
  for (const t of ticks) {
    const self = values(t.deltas).filter((s) => s.context === v.selfContext);
    const p = self.find((s) => s.path === 'navigation.position')?.value;
    const sog = self.find((s) => s.path === 'navigation.speedOverGround')?.value;
    const cog = self.find((s) => s.path === 'navigation.courseOverGroundTrue')?.value;
    assert.ok(isPosition(p) && typeof sog === 'number' && typeof cog === 'number', 'position, SOG, COG every second');
    if (prev) {
      const d = haversine(prev, p);
      assert.ok(Math.abs(d - sog) < 0.02, `moved ${d} m in 1 s at SOG ${sog}`);
      const dy = (p.latitude - prev.latitude) * 111_195;
      const dx = (p.longitude - prev.longitude) * 111_195 * Math.cos((p.latitude * Math.PI) / 180);
      assert.ok(angleDiff(Math.atan2(dx, dy), cog) < 0.01, 'moved along COG');
      travelled += d;
      sogSum += sog;
    }
    prev = p;
  }
  assert.ok(Math.abs(travelled - sogSum) / sogSum < 0.001);
  assert.ok(travelled > 5 * 1852 && travelled < 7 * 1852, `${travelled} m in an hour`);
});

test('apparent wind from true wind and boat speed: a case by hand', () => {
  // Wind 4 m/s from the starboard beam, boat at 3 m/s: apparent is 5 m/s (3-4-5 triangle) at atan(4/3) = 53.13°.
  const a = apparentWind(4, Math.PI / 2, 3);
  assert.ok(Math.abs(a.speedApparent - 5) < 1e-9);
  assert.ok(Math.abs(a.angleApparent - Math.atan2(4, 3)) < 1e-9);
  assert.ok(Math.abs(a.angleApparent - (53.130102 * Math.PI) / 180) < 1e-6);
  // Same on the port side: negative angle.
  assert.ok(Math.abs(apparentWind(4, -Math.PI / 2, 3).angleApparent + Math.atan2(4, 3)) < 1e-9);
  // Head to wind adds up; dead downwind subtracts.
  assert.deepEqual(apparentWind(5, 0, 3), { speedApparent: 8, angleApparent: 0 });
  const run = apparentWind(5, Math.PI, 3);
  assert.ok(Math.abs(run.speedApparent - 2) < 1e-9 && Math.abs(Math.abs(run.angleApparent) - Math.PI) < 1e-9);
});

test('wind, headings and depths are consistent with each other in the stream', () => {
  const { v, ticks } = hour;
  const latest = new Latest(v.selfContext);
  let checked = 0;
  for (const t of ticks) {
    latest.apply(t.deltas);
    if (t.at % 60_000 !== 0) continue;
    const heading = latest.num('navigation.headingTrue');
    const stw = latest.num('navigation.speedThroughWater');
    const tws = latest.num('environment.wind.speedTrue');
    const twa = latest.num('environment.wind.angleTrueWater');
    const twd = latest.num('environment.wind.directionTrue');
    const aws = latest.num('environment.wind.speedApparent');
    const awa = latest.num('environment.wind.angleApparent');
    // True wind direction is the heading plus the true wind angle.
    assert.ok(angleDiff(twd, heading + twa) < 0.001, 'directionTrue = headingTrue + angleTrueWater');
    // Apparent wind is the true wind plus the headwind of the boat's own motion, worked out here by components.
    const ahead = tws * Math.cos(twa) + stw;
    const abeam = tws * Math.sin(twa);
    assert.ok(Math.abs(aws - Math.hypot(ahead, abeam)) < 0.03, `AWS ${aws} vs ${Math.hypot(ahead, abeam)}`);
    assert.ok(angleDiff(awa, Math.atan2(abeam, ahead)) < 0.005, `AWA ${awa} vs ${Math.atan2(abeam, ahead)}`);
    // Magnetic = true − variation.
    const variation = latest.num('navigation.magneticVariation');
    assert.ok(angleDiff(latest.num('navigation.headingMagnetic'), heading - variation) < 0.001);
    // Depths: surface = transducer + surfaceToTransducer; keel = transducer + transducerToKeel = surface − draft.
    const surface = latest.num('environment.depth.belowSurface');
    const transducer = latest.num('environment.depth.belowTransducer');
    const keel = latest.num('environment.depth.belowKeel');
    assert.ok(Math.abs(surface - transducer - latest.num('environment.depth.surfaceToTransducer')) < 0.011);
    assert.ok(Math.abs(keel - transducer - latest.num('environment.depth.transducerToKeel')) < 0.011);
    assert.ok(Math.abs(surface - keel - 1.9) < 0.011);
    // Tank volume = level × capacity.
    assert.ok(Math.abs(latest.num('tanks.fuel.0.currentVolume') - latest.num('tanks.fuel.0.currentLevel') * 0.15) < 1e-4);
    checked++;
  }
  assert.ok(checked >= 59);
});

test('the boat passes waypoints: pointIndex advances and the course follows the route', () => {
  const { v, initial, ticks } = hour;
  const route = v.route();
  assert.ok(route.waypoints.length >= 4 && route.waypoints.length <= 5);
  assert.ok(route.waypoints.some((w) => w.name === 'Cascais Harbour Entrance'));
  for (const w of route.waypoints) assert.ok(w.name.length > 0 && Number.isFinite(w.latitude) && Number.isFinite(w.longitude));
  route.waypoints.length = 0;
  assert.ok(v.route().waypoints.length > 0, 'route() returns a copy');

  const first = values(initial).find((s) => s.path === 'navigation.course.activeRoute')?.value as Record<string, JsonValue>;
  assert.deepEqual(first, {
    href: `/resources/routes/${v.route().id}`,
    name: v.route().name,
    pointIndex: 0,
    pointTotal: v.route().waypoints.length,
    reverse: false,
  });

  const latest = new Latest(v.selfContext);
  latest.apply(initial);
  const advances: { index: number; position: JsonValue | undefined }[] = [];
  let lastDistance = Infinity;
  for (const t of ticks) {
    const before = latest.get('navigation.position');
    latest.apply(t.deltas);
    const changed = values(t.deltas).find((s) => s.path === 'navigation.course.activeRoute');
    if (changed) {
      const index = (changed.value as { pointIndex: number }).pointIndex;
      advances.push({ index, position: before });
      const next = latest.get('navigation.course.nextPoint') as { type: string; position: { latitude: number; longitude: number } };
      const wp = v.route().waypoints[index];
      assert.ok(wp);
      assert.equal(next.type, 'RoutePoint');
      assert.deepEqual(next.position, { latitude: wp.latitude, longitude: wp.longitude });
      const prev = latest.get('navigation.course.previousPoint') as { type: string; position: { latitude: number; longitude: number } };
      const reached = v.route().waypoints[index - 1];
      assert.ok(reached);
      assert.deepEqual(prev, { type: 'RoutePoint', position: { latitude: reached.latitude, longitude: reached.longitude } });
      // The boat was at the waypoint (inside the 150 m arrival circle) when it advanced.
      assert.ok(isPosition(before) && haversine(before, reached) < 160, 'advanced at the waypoint');
      assert.ok(lastDistance < 160, `distance to the waypoint was ${lastDistance}`);
    }
    const dist = latest.num('navigation.course.calcValues.distance');
    const next = (latest.get('navigation.course.nextPoint') as { position: { latitude: number; longitude: number } }).position;
    const here = latest.get('navigation.position');
    assert.ok(isPosition(here));
    assert.ok(Math.abs(dist - haversine(here, next)) < 1, 'calcValues.distance is the distance to nextPoint');
    const ttg = latest.get('navigation.course.calcValues.timeToGo');
    const eta = latest.get('navigation.course.calcValues.estimatedTimeOfArrival');
    if (typeof ttg === 'number') assert.equal(Date.parse(String(eta)), t.at + ttg * 1000, 'ETA = now + timeToGo');
    lastDistance = dist;
  }
  assert.ok(advances.length >= 1, 'passed at least one waypoint in an hour');
  assert.deepEqual(
    advances.map((a) => a.index),
    advances.map((_, i) => i + 1),
  );
});

test('the shallow-water alarm is raised over the shoal and cleared after it', () => {
  const { v, ticks } = hour;
  const latest = new Latest(v.selfContext);
  const events: { state: string; keel: number; value: JsonValue }[] = [];
  for (const t of ticks) {
    latest.apply(t.deltas);
    const n = values(t.deltas).find((s) => s.path === 'notifications.environment.depth.belowKeel');
    if (n) events.push({ state: (n.value as { state: string }).state, keel: latest.num('environment.depth.belowKeel'), value: n.value });
  }
  assert.ok(events.length >= 2, `${events.length} depth notifications`);
  const [raised, cleared] = events;
  assert.ok(raised && cleared);
  assert.deepEqual(raised.value, { state: 'alarm', method: ['visual', 'sound'], message: 'Shallow water' });
  assert.ok(raised.keel < 7, `raised at ${raised.keel} m below keel`);
  assert.equal(cleared.state, 'normal');
  assert.ok(cleared.keel > 7.8, `cleared at ${cleared.keel} m below keel`);
  // Alternating states, never the same twice in a row.
  for (let i = 1; i < events.length; i++) assert.notEqual(events[i]?.state, events[i - 1]?.state);
});

test('engine: motors out of harbour, then stops; batteries charge under engine and discharge under sail', () => {
  const { v, initial, ticks } = hour;
  const latest = new Latest(v.selfContext);
  latest.apply(initial);
  assert.equal(latest.get('propulsion.port.state'), 'started');
  let stoppedAt = -1;
  let runTime = latest.num('propulsion.port.runTime');
  let sawCharging = false;
  let sawDischarging = false;
  for (const t of ticks) {
    latest.apply(t.deltas);
    const state = latest.get('propulsion.port.state');
    if (state === 'stopped' && stoppedAt < 0) stoppedAt = t.at;
    const rt = latest.num('propulsion.port.runTime');
    assert.ok(rt >= runTime, 'runTime never goes back');
    if (state === 'stopped' && t.at > stoppedAt + 10_000) {
      assert.equal(rt, runTime, 'runTime stands still while stopped');
      assert.equal(latest.num('propulsion.port.revolutions'), 0);
      assert.equal(latest.num('propulsion.port.oilPressure'), 0);
      if (latest.num('electrical.batteries.house.current') < 0) sawDischarging = true;
      const remaining = latest.get('electrical.batteries.house.capacity.timeRemaining');
      assert.ok(typeof remaining === 'number' && remaining > 0, 'time remaining while discharging');
    }
    if (state === 'started') {
      assert.ok(latest.num('propulsion.port.revolutions') > 10);
      if (latest.num('electrical.batteries.house.current') > 0) sawCharging = true;
    }
    runTime = rt;
  }
  assert.ok(stoppedAt > 0, 'the engine stops once out of harbour');
  assert.ok(sawCharging, 'house bank charges while motoring (positive current)');
  assert.ok(sawDischarging, 'house bank discharges under sail at night (negative current)');
});

test('the house battery warning is raised below 50 % and cleared after charging', () => {
  const c = clock(NIGHT);
  const v = createDemoVessel({ now: c.now, seed: 7 });
  const latest = new Latest(v.selfContext);
  latest.apply(v.initialDeltas());
  const events: { state: string; soc: number }[] = [];
  for (const t of run(v, c, 5 * 3600, 5000)) {
    latest.apply(t.deltas);
    const n = values(t.deltas).find((s) => s.path === 'notifications.electrical.batteries.house.voltage');
    if (n) {
      events.push({ state: (n.value as { state: string }).state, soc: latest.num('electrical.batteries.house.capacity.stateOfCharge') });
      if (events.length === 1) assert.deepEqual(n.value, { state: 'warn', method: ['visual'], message: 'House battery low' });
    }
  }
  assert.deepEqual(
    events.slice(0, 2).map((e) => e.state),
    ['warn', 'normal'],
  );
  events.forEach((e, i) => {
    assert.equal(e.state, i % 2 === 0 ? 'warn' : 'normal', 'alternates');
    if (e.state === 'warn') assert.ok(e.soc < 0.5, `warned at ${e.soc}`);
    else assert.ok(e.soc > 0.5, `cleared at ${e.soc}`);
  });
});

test('AIS: one target anchored, one converging to a close CPA, all moving at their SOG', () => {
  const { v, initial, ticks } = hour;
  const all = [...values(initial), ...ticks.flatMap((t) => values(t.deltas))].filter((s) => s.context !== v.selfContext);
  const byContext = new Map<string, Seen[]>();
  for (const s of all) byContext.set(s.context, [...(byContext.get(s.context) ?? []), s]);
  let anchored = 0;
  for (const [ctx, seen] of byContext) {
    const positions = seen.filter((s) => s.path === 'navigation.position');
    const sogs = seen.filter((s) => s.path === 'navigation.speedOverGround').map((s) => s.value as number);
    assert.ok(positions.length >= 50, `${ctx} reports its position`);
    if (sogs.every((s) => s === 0)) {
      anchored++;
      assert.ok(
        positions.every((p) => JSON.stringify(p.value) === JSON.stringify(positions[0]?.value)),
        'anchored target stays put',
      );
      assert.ok(seen.some((s) => s.path === 'navigation.state' && s.value === 'anchored'));
      continue;
    }
    // Between consecutive reports, it moves about SOG × time.
    let ok = 0;
    for (let i = 1; i < positions.length; i++) {
      const a = positions[i - 1];
      const b = positions[i];
      if (!a || !b || !isPosition(a.value) || !isPosition(b.value)) continue;
      const expected = (sogs[i] ?? 0) * ((b.time - a.time) / 1000);
      if (Math.abs(haversine(a.value, b.value) - expected) < 0.02 * expected + 1) ok++;
    }
    assert.ok(ok >= 0.9 * (positions.length - 1), `${ctx} moves at its SOG (${ok}/${positions.length - 1})`);
  }
  assert.equal(anchored, 1, 'one anchored target');

  // The converging one comes within a few hundred metres (not a collision) during the hour.
  const own = ticks.map((t) => ({ at: t.at, p: values(t.deltas).find((s) => s.context === v.selfContext && s.path === 'navigation.position')?.value }));
  const ownAt = new Map(own.map((o) => [o.at, o.p]));
  let closest = Infinity;
  for (const s of all) {
    if (s.path !== 'navigation.position' || !isPosition(s.value)) continue;
    const p = ownAt.get(s.time);
    if (isPosition(p)) closest = Math.min(closest, haversine(p, s.value));
  }
  assert.ok(closest < 600, `closest AIS approach ${closest} m`);
  assert.ok(closest > 100, `closest AIS approach ${closest} m is not a collision`);
});

test('timestamps come from the injected clock; a clock going back does not break anything', () => {
  const c = clock(NIGHT);
  const v = createDemoVessel({ now: c.now });
  c.set(NIGHT + 1000);
  for (const d of v.tick()) for (const u of d.updates) assert.equal(u.timestamp, new Date(NIGHT + 1000).toISOString());
  c.set(NIGHT + 500);
  const back = v.tick();
  for (const d of back) for (const u of d.updates) assert.ok(Date.parse(u.timestamp) >= NIGHT + 1000);
  c.set(NIGHT + 1000);
  assert.deepEqual(v.tick(), [], 'nothing new is due at the same instant');
  c.set(NIGHT + 3 * 24 * 3600 * 1000);
  const later = values(v.tick());
  assert.ok(later.some((s) => s.path === 'navigation.position'));
  for (const s of later) if (typeof s.value === 'number') assert.ok(Number.isFinite(s.value));
});

test('start() ticks on a timer, survives a failing listener, and stop() stops it', async () => {
  let t = NIGHT;
  const v = createDemoVessel({ now: () => t, intervalMs: 20 });
  const got: Delta[] = [];
  const logged: string[] = [];
  const previousSink = setLogSink((line) => logged.push(line));
  try {
    v.start((d) => {
      got.push(d);
      if (got.length === 1) throw new Error('a failing listener must not stop the stream');
    });
    for (let i = 0; i < 10; i++) {
      t += 1000;
      await new Promise((r) => setTimeout(r, 25));
    }
    v.stop();
  } finally {
    setLogSink(previousSink);
  }
  assert.equal(logged.length, 1);
  assert.match(logged[0] ?? '', /delta handler failed: a failing listener/);
  const n = got.length;
  assert.ok(n > 10, `${n} deltas from the timer`);
  t += 10_000;
  await new Promise((r) => setTimeout(r, 60));
  assert.equal(got.length, n, 'no deltas after stop()');
  assert.throws(() => createDemoVessel({ now: () => NaN }), /clock/);
});

test('the timer is unref’d: a process running only the demo exits by itself', () => {
  const entry = fileURLToPath(new URL('../../src/demo/index.ts', import.meta.url));
  const code = `import { createDemoVessel } from ${JSON.stringify(entry)}; createDemoVessel().start(() => {});`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { timeout: 20_000, encoding: 'utf8' });
  assert.equal(r.error, undefined, 'did not time out');
  assert.equal(r.status, 0, r.stderr);
});
