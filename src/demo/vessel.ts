/**
 * The built-in demo vessel (`serve --demo`): our own deterministic simulation of a day loop off
 * Cascais, turned into SignalK delta messages shaped exactly like a SignalK server's WebSocket
 * stream. Same seed and same clock readings give the same deltas.
 *
 * What the boat does: see ./world.ts (route, chart, weather), ./sim.ts (boat), ./ais.ts (traffic).
 */
import { log } from '../log.js';
import { bearing, crossTrack, distance, TWO_PI, wrap2Pi } from './geo.js';
import { SELF_META } from './meta.js';
import { BOAT, Simulation, windReadings } from './sim.js';
import type { Delta, DemoOptions, DemoVessel, JsonValue, NotificationValue, PathValue, Position } from './types.js';
import { ROUTE } from './world.js';
import { roundBinary } from '../domain/round.js';

/** How often each group of values is sent, seconds. */
const PERIOD = {
  nav: 1,
  wind: 1,
  depth: 1,
  course: 1,
  battery: 2,
  engine: 2,
  tanks: 10,
  environment: 10,
  aisStatic: 360,
} as const;

/** A clock that stops for longer than this is caught up only this far; the rest is skipped. */
const MAX_CATCH_UP_MS = 48 * 3600 * 1000;

const SHALLOW_PATH = 'notifications.environment.depth.belowKeel';
const HOUSE_LOW_PATH = 'notifications.electrical.batteries.house.voltage';
const NORMAL: NotificationValue = { state: 'normal', method: [], message: '' };
const SHALLOW: NotificationValue = { state: 'alarm', method: ['visual', 'sound'], message: 'Shallow water' };
const HOUSE_LOW: NotificationValue = { state: 'warn', method: ['visual'], message: 'House battery low' };

/** A direction rounded to 0.1 mrad, kept in [0, 2π). */
const dir = (a: number): number => {
  const r = roundBinary(wrap2Pi(a), 4);
  return r >= TWO_PI ? 0 : r;
};
/** A relative angle rounded to 0.1 mrad, kept in [−π, π]. */
// biome-ignore lint/suspicious/noApproximativeNumericConstant: a clamp just inside ±π, not π itself
const rel = (a: number): number => Math.max(-3.1415, Math.min(3.1415, roundBinary(a, 4)));
const pos = (p: Position): { latitude: number; longitude: number } => ({
  latitude: roundBinary(p.latitude, 7),
  longitude: roundBinary(p.longitude, 7),
});
const iso = (ms: number): string => new Date(ms).toISOString();

/** Builds the demo vessel. See `DemoVessel` for the contract. */
export function createDemoVessel(opts: DemoOptions = {}): DemoVessel {
  const now = opts.now ?? Date.now;
  const seed = opts.seed ?? 1;
  const intervalMs = opts.intervalMs ?? 1000;
  if (!Number.isFinite(intervalMs) || intervalMs < 10) throw new Error(`demo intervalMs must be a number of at least 10, got ${intervalMs}`);
  const t0 = now();
  if (!Number.isFinite(t0)) throw new Error(`demo clock returned ${t0}, not a time in ms`);

  const sim = new Simulation(t0, seed);
  const selfContext = `vessels.urn:mrn:imo:mmsi:${BOAT.mmsi}`;
  const aisContext = (mmsi: string): string => `vessels.urn:mrn:imo:mmsi:${mmsi}`;
  const targets = [...sim.traffic, sim.gaivota];

  let lastNow = t0;
  /** Last time slot sent per group (slot = floor(elapsed / period)); the snapshot counts as slot 0. */
  const sent = new Map<string, number>();
  let sentCourse = sim.state.courseVersion;
  const notifications = new Map<string, NotificationValue>();

  // ---- value builders ----------------------------------------------------------------------

  const update = (context: string, source: string, ms: number, values: PathValue[]): Delta => ({
    context,
    updates: [{ $source: source, timestamp: iso(ms), values }],
  });
  const pv = (path: string, value: JsonValue): PathValue => ({ path, value });

  /** Seconds past the last grid step at time ms (for dead reckoning). */
  const lead = (ms: number): number => Math.max(0, (ms - sim.state.ms) / 1000);

  const navDeltas = (ms: number): Delta[] => {
    const s = sim.state;
    const variation = sim.variation();
    const underPower = s.motoring || s.motorsailing || s.chargingRun;
    return [
      update(selfContext, 'demo.gps', ms, [
        pv('navigation.position', pos(sim.positionAt(lead(ms)))),
        pv('navigation.speedOverGround', roundBinary(s.sog, 2)),
        pv('navigation.courseOverGroundTrue', dir(s.cog)),
        pv('navigation.courseOverGroundMagnetic', dir(s.cog - variation)),
        pv('navigation.magneticVariation', roundBinary(variation, 4)),
      ]),
      update(selfContext, 'demo.compass', ms, [pv('navigation.headingTrue', dir(s.heading)), pv('navigation.headingMagnetic', dir(s.heading - variation))]),
      update(selfContext, 'demo.log', ms, [
        pv('navigation.speedThroughWater', roundBinary(s.stw, 2)),
        pv('navigation.log', Math.round(s.log)),
        pv('navigation.trip.log', Math.round(s.trip)),
        pv('navigation.state', underPower ? 'motoring' : 'sailing'),
      ]),
    ];
  };

  const windDeltas = (ms: number): Delta[] => {
    const w = windReadings(sim.state);
    return [
      update(selfContext, 'demo.wind', ms, [
        pv('environment.wind.speedApparent', roundBinary(w.speedApparent, 2)),
        pv('environment.wind.angleApparent', rel(w.angleApparent)),
        pv('environment.wind.speedTrue', roundBinary(w.speedTrue, 2)),
        pv('environment.wind.angleTrueWater', rel(w.angleTrueWater)),
        pv('environment.wind.directionTrue', dir(w.directionTrue)),
        pv('environment.wind.directionMagnetic', dir(w.directionTrue - sim.variation())),
      ]),
    ];
  };

  const depthDeltas = (ms: number): Delta[] => {
    const surface = roundBinary(sim.state.depth, 2);
    const transducer = roundBinary(surface - BOAT.surfaceToTransducer, 2);
    return [
      update(selfContext, 'demo.depth', ms, [
        pv('environment.depth.belowTransducer', transducer),
        pv('environment.depth.belowKeel', roundBinary(transducer + BOAT.transducerToKeel, 2)),
        pv('environment.depth.belowSurface', surface),
        pv('environment.depth.transducerToKeel', BOAT.transducerToKeel),
        pv('environment.depth.surfaceToTransducer', BOAT.surfaceToTransducer),
      ]),
    ];
  };

  const nextPoint = (): Position => {
    const w = ROUTE.waypoints[sim.state.pointIndex];
    if (!w) throw new Error(`demo route has no point ${sim.state.pointIndex}`);
    return { latitude: w.latitude, longitude: w.longitude };
  };

  const courseStateDeltas = (ms: number, withStatic: boolean): Delta[] => {
    const s = sim.state;
    const values = [
      pv('navigation.course.activeRoute', {
        href: `/resources/routes/${ROUTE.id}`,
        name: ROUTE.name,
        pointIndex: s.pointIndex,
        pointTotal: ROUTE.waypoints.length,
        reverse: false,
      }),
      pv('navigation.course.nextPoint', { type: 'RoutePoint', position: pos(nextPoint()) }),
      pv('navigation.course.previousPoint', { type: s.previousPoint.type, position: pos(s.previousPoint.position) }),
    ];
    if (withStatic) {
      values.push(pv('navigation.course.arrivalCircle', BOAT.arrivalCircle));
      values.push(pv('navigation.course.startTime', iso(t0)));
    }
    return [update(selfContext, 'courseApi', ms, values)];
  };

  const courseCalcDeltas = (ms: number): Delta[] => {
    const s = sim.state;
    const here = sim.positionAt(lead(ms));
    const next = nextPoint();
    const dist = distance(here, next);
    const brg = bearing(here, next);
    const vmg = s.sog * Math.cos(s.cog - brg);
    const ttg = vmg > 0.1 ? dist / vmg : null;
    return [
      update(selfContext, 'course-provider', ms, [
        pv('navigation.course.calcValues.calcMethod', 'GreatCircle'),
        pv('navigation.course.calcValues.distance', roundBinary(dist, 1)),
        pv('navigation.course.calcValues.bearingTrue', dir(brg)),
        pv('navigation.course.calcValues.bearingMagnetic', dir(brg - sim.variation())),
        pv('navigation.course.calcValues.crossTrackError', roundBinary(crossTrack(s.previousPoint.position, next, here), 1)),
        pv('navigation.course.calcValues.velocityMadeGood', roundBinary(vmg, 2)),
        pv('navigation.course.calcValues.timeToGo', ttg === null ? null : Math.round(ttg)),
        pv('navigation.course.calcValues.estimatedTimeOfArrival', ttg === null ? null : iso(ms + Math.round(ttg) * 1000)),
      ]),
    ];
  };

  const batteryValues = (bank: 'house' | 'start'): PathValue[] => {
    const b = sim.state[bank];
    const capacityAh = bank === 'house' ? BOAT.houseCapacityAh : BOAT.startCapacityAh;
    const p = `electrical.batteries.${bank}`;
    const remaining = b.current < -0.1 ? Math.round((b.soc * capacityAh * 3600) / -b.current) : null;
    return [
      pv(`${p}.capacity.stateOfCharge`, roundBinary(b.soc, 4)),
      pv(`${p}.voltage`, roundBinary(b.voltage, 2)),
      pv(`${p}.current`, roundBinary(b.current, 1)),
      pv(`${p}.temperature`, roundBinary(b.temperature, 2)),
      pv(`${p}.capacity.timeRemaining`, remaining),
    ];
  };
  const batteryDeltas = (ms: number): Delta[] => [update(selfContext, 'demo.bmv', ms, [...batteryValues('house'), ...batteryValues('start')])];

  const engineDeltas = (ms: number): Delta[] => {
    const e = sim.state.engine;
    return [
      update(selfContext, 'demo.engine', ms, [
        pv('propulsion.port.state', e.on ? 'started' : 'stopped'),
        pv('propulsion.port.revolutions', roundBinary(e.rpm / 60, 2)),
        pv('propulsion.port.temperature', roundBinary(e.temperature, 2)),
        pv('propulsion.port.oilPressure', Math.round(e.oilPressure)),
        pv('propulsion.port.runTime', Math.round(e.runTime)),
        pv('propulsion.port.fuel.rate', roundBinary(e.fuelRate, 10)),
      ]),
    ];
  };

  const TANKS = [
    { id: 'fuel', key: 'fuel', capacity: BOAT.fuelCapacity, type: 'diesel', name: 'Diesel' },
    { id: 'freshWater', key: 'freshWater', capacity: BOAT.freshWaterCapacity, type: 'fresh water', name: 'Fresh water' },
    { id: 'blackWater', key: 'blackWater', capacity: BOAT.blackWaterCapacity, type: 'blackwater', name: 'Holding tank' },
  ] as const;
  const tankDeltas = (ms: number): Delta[] => [
    update(
      selfContext,
      'demo.tanks',
      ms,
      TANKS.flatMap((t) => {
        const level = sim.state[t.key];
        return [
          pv(`tanks.${t.id}.0.currentLevel`, roundBinary(level, 4)),
          pv(`tanks.${t.id}.0.currentVolume`, roundBinary(level * t.capacity, 5)),
          pv(`tanks.${t.id}.0.capacity`, t.capacity),
        ];
      }),
    ),
  ];

  const environmentDeltas = (ms: number): Delta[] => {
    const s = sim.state;
    const c = s.conditions;
    return [
      update(selfContext, 'demo.env', ms, [
        pv('environment.outside.pressure', Math.round(c.pressure)),
        pv('environment.outside.temperature', roundBinary(c.airTemperature, 2)),
        pv('environment.outside.relativeHumidity', roundBinary(c.humidity, 3)),
        pv('environment.water.temperature', roundBinary(s.waterTemperature, 2)),
        pv('environment.current', {
          setTrue: dir(Math.atan2(c.currentEast, c.currentNorth)),
          drift: roundBinary(Math.hypot(c.currentEast, c.currentNorth), 2),
        }),
      ]),
    ];
  };

  const staticDeltas = (ms: number): Delta[] => [
    update(selfContext, 'defaults', ms, [
      pv('', { name: BOAT.name, mmsi: BOAT.mmsi }),
      pv('design.draft', { maximum: BOAT.draft }),
      pv('design.length', { overall: BOAT.lengthOverall, hull: BOAT.lengthHull, waterline: BOAT.lengthWaterline }),
      pv('design.beam', BOAT.beam),
      pv('design.aisShipType', { id: 36, name: 'Sailing' }),
      pv('electrical.batteries.house.capacity.nominal', roundBinary(BOAT.houseCapacityAh * 3600 * 12.8, 0)),
      pv('electrical.batteries.start.capacity.nominal', roundBinary(BOAT.startCapacityAh * 3600 * 12.8, 0)),
      ...TANKS.flatMap((t) => [pv(`tanks.${t.id}.0.capacity`, t.capacity), pv(`tanks.${t.id}.0.type`, t.type), pv(`tanks.${t.id}.0.name`, t.name)]),
    ]),
  ];

  const metaDelta = (ms: number): Delta => ({
    context: selfContext,
    updates: [{ timestamp: iso(ms), meta: [...SELF_META].map(([path, value]) => ({ path, value })) }],
  });

  const aisIdentityDelta = (i: number, ms: number): Delta => {
    const id = targets[i]?.identity;
    if (!id) throw new Error(`no AIS target ${i}`);
    return update(aisContext(id.mmsi), 'demo.ais', ms, [
      pv('', { name: id.name, mmsi: id.mmsi }),
      pv('design.aisShipType', { id: id.shipType.id, name: id.shipType.name }),
      pv('design.length', { overall: id.length }),
      pv('design.beam', id.beam),
      pv('design.draft', { maximum: id.draft }),
      pv('sensors.ais.class', id.aisClass),
    ]);
  };

  const aisPositionDelta = (i: number, ms: number): Delta => {
    const target = targets[i];
    if (!target) throw new Error(`no AIS target ${i}`);
    const t = (ms - t0) / 1000;
    const windFrom = sim.state.conditions.windDirection;
    const m = target === sim.gaivota ? sim.gaivota.motion(lead(ms)) : target.motion(t, windFrom);
    const values = [
      pv('navigation.position', pos(m.position)),
      pv('navigation.courseOverGroundTrue', dir(m.cog)),
      pv('navigation.speedOverGround', roundBinary(m.sog, 2)),
      pv('navigation.state', m.state),
    ];
    if (target.identity.aisClass === 'A') values.push(pv('navigation.headingTrue', dir(m.cog)));
    return update(aisContext(target.identity.mmsi), 'demo.ais', ms, values);
  };

  const notificationDeltas = (ms: number, all: boolean): Delta[] => {
    const s = sim.state;
    const out: Delta[] = [];
    const want: [string, NotificationValue][] = [
      [SHALLOW_PATH, s.shallowAlarm ? SHALLOW : NORMAL],
      [HOUSE_LOW_PATH, s.houseLowWarning ? HOUSE_LOW : NORMAL],
    ];
    for (const [path, value] of want) {
      const prev = notifications.get(path);
      // A notification is first sent when raised; after that, on every change (and in snapshots).
      const changed = prev === undefined ? value.state !== 'normal' : prev.state !== value.state;
      if (changed) notifications.set(path, value);
      if (changed || (all && notifications.has(path))) {
        out.push(update(selfContext, 'demo.alarms', ms, [pv(path, { ...value, method: [...value.method] })]));
      }
    }
    return out;
  };

  // ---- stepping ------------------------------------------------------------------------------

  /** Steps the grid up to ms (never backwards). */
  const advance = (ms: number): void => {
    const s = sim.state;
    if (ms - s.ms > MAX_CATCH_UP_MS) {
      const skip = Math.floor((ms - s.ms - MAX_CATCH_UP_MS) / 1000) * 1000;
      s.ms += skip;
      s.t += skip / 1000;
    }
    while (sim.state.ms + 1000 <= ms) sim.step();
  };

  /** Whether a group with this period (s) is due at ms; marks it sent. */
  const due = (group: string, periodS: number, ms: number): boolean => {
    const slot = Math.floor((ms - t0) / (periodS * 1000));
    if (slot <= (sent.get(group) ?? 0)) return false;
    sent.set(group, slot);
    return true;
  };

  const snapshotAt = (ms: number): Delta[] => {
    const out: Delta[] = [metaDelta(ms), ...staticDeltas(ms)];
    out.push(...navDeltas(ms), ...windDeltas(ms), ...depthDeltas(ms));
    out.push(...courseStateDeltas(ms, true), ...courseCalcDeltas(ms));
    out.push(...batteryDeltas(ms), ...engineDeltas(ms), ...tankDeltas(ms), ...environmentDeltas(ms));
    out.push(...notificationDeltas(ms, true));
    for (let i = 0; i < targets.length; i++) out.push(aisIdentityDelta(i, ms), aisPositionDelta(i, ms));
    sentCourse = sim.state.courseVersion;
    return out;
  };

  const tick = (): Delta[] => {
    const ms = now();
    if (!Number.isFinite(ms)) return [];
    if (ms > lastNow) {
      advance(ms);
      lastNow = ms;
    }
    const at = lastNow;
    const out: Delta[] = [];
    if (due('nav', PERIOD.nav, at)) out.push(...navDeltas(at));
    if (due('wind', PERIOD.wind, at)) out.push(...windDeltas(at));
    if (due('depth', PERIOD.depth, at)) out.push(...depthDeltas(at));
    if (sim.state.courseVersion !== sentCourse) {
      sentCourse = sim.state.courseVersion;
      out.push(...courseStateDeltas(at, false));
    }
    if (due('course', PERIOD.course, at)) out.push(...courseCalcDeltas(at));
    if (due('battery', PERIOD.battery, at)) out.push(...batteryDeltas(at));
    if (due('engine', PERIOD.engine, at)) out.push(...engineDeltas(at));
    if (due('tanks', PERIOD.tanks, at)) out.push(...tankDeltas(at));
    if (due('environment', PERIOD.environment, at)) out.push(...environmentDeltas(at));
    out.push(...notificationDeltas(at, false));
    const statics = due('aisStatic', PERIOD.aisStatic, at);
    targets.forEach((target, i) => {
      if (statics) out.push(aisIdentityDelta(i, at));
      if (due(`ais.${i}`, target.reportPeriod, at)) out.push(aisPositionDelta(i, at));
    });
    return out;
  };

  let timer: ReturnType<typeof setInterval> | null = null;

  return {
    selfContext,
    initialDeltas: () => snapshotAt(lastNow),
    tick,
    start(onDelta) {
      if (timer) clearInterval(timer);
      timer = setInterval(() => {
        let deltas: Delta[];
        try {
          deltas = tick();
        } catch (err) {
          log.error(`demo vessel: simulation step failed: ${err instanceof Error ? err.message : String(err)}`);
          return;
        }
        for (const d of deltas) {
          try {
            onDelta(d);
          } catch (err) {
            log.error(`demo vessel: delta handler failed: ${err instanceof Error ? err.message : String(err)}`);
          }
        }
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    route: () => structuredClone(ROUTE),
  };
}
