/**
 * The demo boat's physics, stepped on a fixed one-second grid so that the result does not depend on
 * how often it is ticked. Pure computation: no clock, no timers, no I/O. All state is SI.
 *
 * The boat: "Andorinha", an 11.3 m sailing yacht, draft 1.9 m, one engine ("port"), a 280 Ah
 * house bank and a 90 Ah start bank, 150 l diesel, 300 l fresh water, 60 l holding tank.
 */
import { ConvergingTarget, convergingStart, createTrafficTargets, type AisTarget } from './ais.js';
import { bearing, destination, distance, toRad, wrap2Pi, wrapPi } from './geo.js';
import { Prng, Wobble } from './random.js';
import type { Position } from './types.js';
import { apparentWind, chartDepth, createWeather, daylight, HARBOUR, HARBOUR_ENGINE_RADIUS, magneticVariation, ROUTE, type Conditions, type Weather } from './world.js';
import { roundBinary } from '../domain/round.js';

/** Knots to m/s. */
export const KNOT = 1852 / 3600;
/** Simulation grid, seconds. */
export const STEP_S = 1;

/** Boat constants (SI). */
export const BOAT = {
  name: 'Andorinha',
  mmsi: '263000001',
  lengthOverall: 11.3,
  lengthHull: 11.0,
  lengthWaterline: 9.9,
  beam: 3.7,
  draft: 1.9,
  /** Depth of the transducer below the surface, m. */
  surfaceToTransducer: 0.5,
  /** From the transducer to the bottom of the keel, SignalK sign: belowKeel = belowTransducer + transducerToKeel. */
  transducerToKeel: -1.4,
  houseCapacityAh: 280,
  startCapacityAh: 90,
  fuelCapacity: 0.15,
  freshWaterCapacity: 0.3,
  blackWaterCapacity: 0.06,
  /** Waypoint arrival circle, m. */
  arrivalCircle: 150,
  /** Cruise revolutions under power, and for a battery-charging run. */
  cruiseRpm: 2200,
  chargeRpm: 1600,
} as const;

/** Alarm thresholds with hysteresis. */
export const LIMITS = {
  /** Shallow-water alarm on depth below keel, m: raised below, cleared above `shallowClear`. */
  shallowAlarm: 7.0,
  shallowClear: 7.8,
  /** House battery warning on state of charge: raised below, cleared above. */
  houseLow: 0.5,
  houseLowClear: 0.52,
  /** The skipper runs the engine to charge below `chargeStart`, until `chargeStop`. */
  chargeStart: 0.48,
  chargeStop: 0.65,
} as const;

export interface BatteryState {
  /** ratio 0..1 */
  soc: number;
  /** A, positive = charging */
  current: number;
  /** V */
  voltage: number;
  /** K */
  temperature: number;
}

export interface CoursePoint {
  type: 'RoutePoint' | 'VesselPosition';
  position: Position;
}

/** Everything the simulation knows at one grid instant. */
export interface BoatState {
  /** Seconds since t0 and epoch ms of this grid instant. */
  t: number;
  ms: number;
  position: Position;
  /** Helm heading (without the yaw of the waves), rad true. */
  helm: number;
  /** Actual heading true, rad 0..2π. */
  heading: number;
  /** m/s */
  stw: number;
  sog: number;
  /** rad true 0..2π */
  cog: number;
  /** Index in ROUTE.waypoints of the next point. */
  pointIndex: number;
  previousPoint: CoursePoint;
  /** Increments whenever pointIndex or previousPoint changes. */
  courseVersion: number;
  /** Metres through the water: total log and since t0. */
  log: number;
  trip: number;
  engine: {
    on: boolean;
    /** revolutions per minute internally; emitted as Hz */
    rpm: number;
    /** K */
    temperature: number;
    /** Pa */
    oilPressure: number;
    /** s, total */
    runTime: number;
    /** m3/s */
    fuelRate: number;
  };
  /** Why the engine runs (when it does). */
  motoring: boolean;
  motorsailing: boolean;
  chargingRun: boolean;
  house: BatteryState;
  start: BatteryState;
  /** ratios 0..1 */
  fuel: number;
  freshWater: number;
  blackWater: number;
  pumpingOut: boolean;
  /** Depth below the surface at the boat, m. */
  depth: number;
  shallowAlarm: boolean;
  houseLowWarning: boolean;
  conditions: Conditions;
  /** Sea temperature, K. */
  waterTemperature: number;
}

/** True wind over water, apparent wind and headings derived from a state. */
export interface WindReadings {
  speedTrue: number;
  angleTrueWater: number;
  directionTrue: number;
  speedApparent: number;
  angleApparent: number;
}

export function windReadings(s: BoatState): WindReadings {
  const speedTrue = s.conditions.windSpeed;
  const angleTrueWater = wrapPi(s.conditions.windDirection - s.heading);
  const { speedApparent, angleApparent } = apparentWind(speedTrue, angleTrueWater, s.stw);
  return { speedTrue, angleTrueWater, directionTrue: s.conditions.windDirection, speedApparent, angleApparent };
}

const clamp = (x: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, x));
/** First-order lag factor for a step dt with time constant tau. */
const lag = (dt: number, tau: number): number => 1 - Math.exp(-dt / tau);

export class Simulation {
  readonly weather: Weather;
  readonly traffic: AisTarget[];
  readonly gaivota: ConvergingTarget;
  state: BoatState;
  private readonly yaw: Wobble;
  private readonly fridge: Wobble;
  private readonly cloud: Wobble;
  private readonly waterUse: Wobble;

  constructor(t0ms: number, seed: number) {
    const rng = new Prng(seed);
    this.weather = createWeather(rng);
    this.yaw = new Wobble(rng, [
      [37, toRad(1)],
      [11, toRad(0.4)],
    ]);
    this.fridge = new Wobble(rng, [[1500, 0.5]]);
    this.cloud = new Wobble(rng, [
      [3100, 0.1],
      [700, 0.05],
    ]);
    this.waterUse = new Wobble(rng, [[5000, 0.6]]);
    this.traffic = createTrafficTargets(rng);
    this.gaivota = new ConvergingTarget(convergingStart(HARBOUR), rng);

    const last = ROUTE.waypoints[ROUTE.waypoints.length - 1];
    const first = ROUTE.waypoints[0];
    if (!last || !first) throw new Error('demo route has no waypoints');
    const position: Position = { latitude: last.latitude, longitude: last.longitude };
    const helm = bearing(position, first);
    const conditions = this.weather.at(t0ms, 0);
    const air = conditions.airTemperature;
    this.state = {
      t: 0,
      ms: t0ms,
      position,
      helm,
      heading: helm,
      stw: 6.3 * KNOT,
      sog: 6.3 * KNOT,
      cog: helm,
      pointIndex: 0,
      previousPoint: { type: 'VesselPosition', position },
      courseVersion: 0,
      log: 43_712 * 1852,
      trip: 0,
      // Leaving harbour under engine, warmed up.
      engine: { on: true, rpm: BOAT.cruiseRpm, temperature: 350, oilPressure: 0, runTime: 1843.6 * 3600, fuelRate: 0 },
      motoring: true,
      motorsailing: false,
      chargingRun: false,
      house: { soc: 0.56, current: 0, voltage: 12.4, temperature: air + 3 },
      start: { soc: 0.97, current: 0, voltage: 12.8, temperature: air + 2 },
      fuel: 0.64,
      freshWater: 0.71,
      blackWater: 0.31,
      pumpingOut: false,
      depth: 0,
      shallowAlarm: false,
      houseLowWarning: false,
      conditions,
      waterTemperature: this.weather.waterTemperature(position, 0),
    };
    // Settle the derived values (currents, voltages, depth, oil pressure) without moving.
    this.derive(this.state, 0);
    this.gaivota.cog = bearing(this.gaivota.position, position);
  }

  /** Advances one grid step. */
  step(): void {
    const dt = STEP_S;
    const s = this.state;
    const t = s.t + dt;
    const ms = s.ms + dt * 1000;
    const c = this.weather.at(ms, t);
    s.conditions = c;
    const next = this.nextWaypoint();
    const brg = bearing(s.position, next);

    // Why the engine runs: leaving or entering harbour, a leg too close to the wind to sail, or charging.
    s.motoring = distance(s.position, HARBOUR) < HARBOUR_ENGINE_RADIUS;
    const legAngle = Math.abs(wrapPi(c.windDirection - brg));
    if (!s.motorsailing && legAngle < toRad(32)) s.motorsailing = true;
    else if (s.motorsailing && legAngle > toRad(38)) s.motorsailing = false;
    if (!s.chargingRun && s.house.soc < LIMITS.chargeStart) s.chargingRun = true;
    else if (s.chargingRun && s.house.soc > LIMITS.chargeStop) s.chargingRun = false;
    const underPower = s.motoring || s.motorsailing;
    s.engine.on = underPower || s.chargingRun;
    const rpmTarget = underPower ? BOAT.cruiseRpm : s.chargingRun ? BOAT.chargeRpm : 0;
    s.engine.rpm += (rpmTarget - s.engine.rpm) * lag(dt, s.engine.on ? 4 : 1.5);
    if (!s.engine.on && s.engine.rpm < 30) s.engine.rpm = 0;

    // Speed through the water: a small polar under sail (fastest on a beam reach), 6.3 knots under power.
    const twa = Math.abs(wrapPi(c.windDirection - s.helm));
    const windFactor = clamp((c.windSpeed - 3) / 5, 0.3, 1);
    const sail = 5.45 + 1.1 * Math.sin(twa) * windFactor;
    const targetKn = underPower ? 6.3 : s.chargingRun ? Math.min(6.6, sail + 0.3) : sail;
    s.stw += (targetKn * KNOT - s.stw) * lag(dt, 20);

    // Steer for the next waypoint, crabbing against the stream; turn at most 3°/s.
    const crossStream = c.currentEast * Math.cos(brg) - c.currentNorth * Math.sin(brg);
    const helmWanted = brg - Math.asin(clamp(crossStream / Math.max(s.stw, 0.5), -0.5, 0.5));
    const maxTurn = toRad(3) * dt;
    s.helm = wrap2Pi(s.helm + clamp(wrapPi(helmWanted - s.helm), -maxTurn, maxTurn));
    s.heading = wrap2Pi(s.helm + this.yaw.at(t));
    const ve = s.stw * Math.sin(s.heading) + c.currentEast;
    const vn = s.stw * Math.cos(s.heading) + c.currentNorth;
    s.sog = Math.hypot(ve, vn);
    s.cog = wrap2Pi(Math.atan2(ve, vn));
    s.position = destination(s.position, s.cog, s.sog * dt);
    s.log += s.stw * dt;
    s.trip += s.stw * dt;

    if (distance(s.position, next) < BOAT.arrivalCircle) this.advanceWaypoint();

    s.t = t;
    s.ms = ms;
    this.derive(s, dt);
    this.gaivota.step(dt, t, { position: s.position, cog: s.cog, sog: s.sog });
  }

  /** Engine thermals, electrical, tanks, depth and alarms for a step of dt seconds (0 = settle only). */
  private derive(s: BoatState, dt: number): void {
    const c = s.conditions;
    s.waterTemperature = this.weather.waterTemperature(s.position, s.t);
    const e = s.engine;
    const rpmFrac = e.rpm / BOAT.cruiseRpm;
    const running = e.rpm > 0;
    const hot = 353 + 2 * rpmFrac;
    const cold = s.waterTemperature + 8;
    if (dt > 0) e.temperature += ((e.on ? hot : cold) - e.temperature) * lag(dt, e.on ? 240 : 1500);
    const warm = clamp((e.temperature - 300) / 53, 0, 1);
    e.oilPressure = running ? 400_000 * Math.sqrt(Math.min(rpmFrac, 1.2)) * (1 + 0.15 * (1 - warm)) : 0;
    if (e.on) e.runTime += dt;
    e.fuelRate = running ? (0.6 + 2.4 * rpmFrac * rpmFrac) / 1000 / 3600 : 0;
    s.fuel = clamp(s.fuel - (e.fuelRate * dt) / BOAT.fuelCapacity, 0, 1);

    // House bank: alternator above idle, solar by day, all limited by the bank's acceptance.
    const day = daylight(s.ms);
    const alternator = 45 * clamp((e.rpm - 700) / 800, 0, 1);
    const solar = 9 * day * (0.85 + this.cloud.at(s.t));
    const acceptance = clamp((0.99 - s.house.soc) / 0.25, 0.06, 1);
    const night = clamp(1 - day * 8, 0, 1);
    const load = 4.5 + 3.5 * (0.5 + this.fridge.at(s.t)) + (e.on ? 1.5 : 3) + 1.2 * night;
    updateBattery(s.house, (alternator + solar) * acceptance - load, BOAT.houseCapacityAh, dt, 11.95, 0.8, c.airTemperature + 3);
    // Start bank: charged through a relay while the engine runs, a tiny standby drain otherwise.
    const startAccept = clamp((1 - s.start.soc) / 0.08, 0.02, 1);
    const startCurrent = running ? 8 * clamp((e.rpm - 700) / 800, 0, 1) * startAccept : -0.04;
    updateBattery(s.start, startCurrent, BOAT.startCapacityAh, dt, 12.05, 0.75, c.airTemperature + 2);
    // While the alternator charges, both banks sit on its bus (the start bank behind a relay).
    if (alternator > 1) s.start.voltage = Math.max(s.start.voltage, s.house.voltage - 0.05);

    // Fresh water: the crew uses 1–4 l/h; the watermaker makes 25 l/h while the engine runs.
    const use = (2.5 + 1.5 * this.waterUse.at(s.t)) / 1000 / 3600;
    const make = e.rpm > 1200 && s.freshWater < 0.97 ? 25 / 1000 / 3600 : 0;
    s.freshWater = clamp(s.freshWater + ((make - use) * dt) / BOAT.freshWaterCapacity, 0, 1);
    // Holding tank: fills slowly; pumped out on the offshore leg once half full.
    if (!s.pumpingOut && s.pointIndex === 2 && s.blackWater > 0.5) s.pumpingOut = true;
    if (s.pumpingOut && (s.blackWater < 0.03 || s.pointIndex !== 2)) s.pumpingOut = false;
    const fill = (0.35 - (s.pumpingOut ? 12 * 60 : 0)) / 1000 / 3600;
    s.blackWater = clamp(s.blackWater + (fill * dt) / BOAT.blackWaterCapacity, 0, 1);

    // Depth under the boat and the alarms.
    // Sounders resolve centimetres; the alarm judges the depth it reports.
    s.depth = roundBinary(chartDepth(s.position) + c.tide, 2);
    const belowKeel = s.depth - BOAT.draft;
    if (!s.shallowAlarm && belowKeel < LIMITS.shallowAlarm) s.shallowAlarm = true;
    else if (s.shallowAlarm && belowKeel > LIMITS.shallowClear) s.shallowAlarm = false;
    // Judged on the state of charge as reported (4 decimals), so the warning agrees with the value.
    const soc = roundBinary(s.house.soc, 4);
    if (!s.houseLowWarning && soc < LIMITS.houseLow) s.houseLowWarning = true;
    else if (s.houseLowWarning && soc > LIMITS.houseLowClear) s.houseLowWarning = false;
  }

  private nextWaypoint(): Position {
    const w = ROUTE.waypoints[this.state.pointIndex];
    if (!w) throw new Error(`no waypoint ${this.state.pointIndex}`);
    return w;
  }

  private advanceWaypoint(): void {
    const s = this.state;
    const reached = this.nextWaypoint();
    const n = ROUTE.waypoints.length;
    if (s.pointIndex + 1 < n) {
      s.pointIndex += 1;
      s.previousPoint = { type: 'RoutePoint', position: { latitude: reached.latitude, longitude: reached.longitude } };
    } else {
      // End of the route: start it again from the first point, as a re-activated route does.
      s.pointIndex = 0;
      s.previousPoint = { type: 'VesselPosition', position: { ...s.position } };
      // Refill at the harbour when low (the only non-smooth change, and a rare one).
      if (s.fuel < 0.2) s.fuel = 0.95;
      if (s.freshWater < 0.15) s.freshWater = 0.98;
    }
    s.courseVersion += 1;
  }

  /** Position dead-reckoned dt seconds past the grid state. */
  positionAt(dt: number): Position {
    const s = this.state;
    return dt > 0 ? destination(s.position, s.cog, s.sog * dt) : s.position;
  }

  /** Magnetic variation at the boat, rad. */
  variation(): number {
    return magneticVariation(this.state.position);
  }
}

/** Integrates a battery over dt with the given current and refreshes voltage and temperature. */
function updateBattery(b: BatteryState, current: number, capacityAh: number, dt: number, ocvEmpty: number, ocvSpan: number, ambient: number): void {
  b.current = current;
  b.soc = clamp(b.soc + (current * dt) / 3600 / capacityAh, 0.05, 1);
  const ocv = ocvEmpty + ocvSpan * b.soc;
  // Charging pushes the voltage up harder than discharging pulls it down (absorption), capped at 14.4 V.
  b.voltage = Math.min(14.4, ocv + current * (current > 0 ? 0.035 : 0.012));
  const target = ambient + 0.04 * Math.abs(current);
  b.temperature += (target - b.temperature) * (dt > 0 ? lag(dt, 600) : 1);
}
