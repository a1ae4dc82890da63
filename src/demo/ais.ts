/**
 * AIS targets around the demo boat: five invented vessels (names and MMSIs are made up) off Cascais.
 * - NORDIC STAR, cargo, in and out of the Tagus bar at 11 knots;
 * - ATLANTIC SPIRIT, tanker, up and down the coast offshore at 10 knots;
 * - BOA VIAGEM, a sailing yacht doing laps of the bay at 4.5 knots;
 * - MARESIA, a sailing yacht at anchor off Cascais (speed 0);
 * - GAIVOTA, a fishing boat that keeps converging on us: it steers a collision course, gives way
 *   from 1500 m off to pass about 200 m clear, heads off to a fishing ground for 15–25 minutes,
 *   then comes back. A close CPA roughly every hour.
 */
import { bearing, destination, distance, localXY, toRad, wrap2Pi, wrapPi } from './geo.js';
import type { Prng } from './random.js';
import type { Position } from './types.js';

export interface AisIdentity {
  mmsi: string;
  name: string;
  shipType: { id: number; name: string };
  /** metres */
  length: number;
  beam: number;
  draft: number;
  aisClass: 'A' | 'B';
}

/** Kinematics at an instant: position (deg), courseOverGroundTrue (rad 0..2π), speedOverGround (m/s). */
export interface AisMotion {
  position: Position;
  cog: number;
  sog: number;
  /** SignalK navigation.state: "motoring", "sailing", "anchored", "fishing". */
  state: string;
}

export interface AisTarget {
  identity: AisIdentity;
  /** Seconds between position reports. */
  reportPeriod: number;
  /** Motion at t seconds after t0 (`dt` seconds past the last simulation step for stepped targets). */
  motion(t: number, windFrom: number): AisMotion;
}

const KN = 1852 / 3600;

/** A target going round a closed polyline at constant speed, starting at a seeded point of it. */
function loopTarget(identity: AisIdentity, points: readonly (readonly [number, number])[], speedKn: number, state: string, rng: Prng): AisTarget {
  const pts: Position[] = points.map(([latitude, longitude]) => ({ latitude, longitude }));
  const legs = pts.map((a, i) => {
    const b = pts[(i + 1) % pts.length] ?? a;
    return { a, b, len: distance(a, b), brg: bearing(a, b) };
  });
  const total = legs.reduce((s, l) => s + l.len, 0);
  const start = rng.range(0, total);
  const sog = speedKn * KN;
  return {
    identity,
    reportPeriod: identity.aisClass === 'A' ? 10 : 30,
    motion(t) {
      let s = (start + sog * t) % total;
      for (const leg of legs) {
        if (s <= leg.len) {
          return { position: destination(leg.a, leg.brg, s), cog: leg.brg, sog, state };
        }
        s -= leg.len;
      }
      const last = legs[legs.length - 1];
      return { position: last ? last.b : { latitude: 0, longitude: 0 }, cog: last ? last.brg : 0, sog, state };
    },
  };
}

/** A yacht at anchor: position fixed, bow into the wind. */
function anchoredTarget(identity: AisIdentity, at: Position): AisTarget {
  return {
    identity,
    reportPeriod: 60,
    motion(_t, windFrom) {
      return { position: at, cog: wrap2Pi(windFrom), sog: 0, state: 'anchored' };
    },
  };
}

/** Own boat's kinematics, as the converging target sees them. */
export interface OwnMotion {
  position: Position;
  cog: number;
  sog: number;
}

/** Fishing grounds GAIVOTA heads for between passes: all well offshore. */
const GROUNDS: readonly Position[] = [
  { latitude: 38.62, longitude: -9.52 },
  { latitude: 38.6, longitude: -9.4 },
  { latitude: 38.625, longitude: -9.3 },
];

/** Closest point of approach of a target to own boat, from their present motion. */
export function closestApproach(target: { position: Position; cog: number; sog: number }, own: OwnMotion): { cpa: number; tcpa: number } {
  const r = localXY(own.position, target.position);
  const wx = target.sog * Math.sin(target.cog) - own.sog * Math.sin(own.cog);
  const wy = target.sog * Math.cos(target.cog) - own.sog * Math.cos(own.cog);
  const w2 = wx * wx + wy * wy;
  const tcpa = w2 < 1e-9 ? 0 : -(r.x * wx + r.y * wy) / w2;
  const k = Math.max(0, tcpa);
  return { cpa: Math.hypot(r.x + wx * k, r.y + wy * k), tcpa };
}

/**
 * The converging fishing boat, stepped with the simulation (its course depends on ours):
 * - approach: steers the intercept course for our boat (a collision course: CPA near zero);
 * - avoid: from 1500 m off it holds its course, turning away only as much as keeps the CPA at
 *   200 m or more, until we have passed (a close CPA, never a collision);
 * - away: heads for a fishing ground for 15–25 minutes (still giving way to keep 200 m clear),
 *   then approaches again.
 */
export class ConvergingTarget implements AisTarget {
  readonly identity: AisIdentity = {
    mmsi: '263512340',
    name: 'GAIVOTA',
    shipType: { id: 30, name: 'Fishing' },
    length: 18,
    beam: 5.5,
    draft: 2.2,
    aisClass: 'A',
  };
  readonly reportPeriod = 10;
  position: Position;
  cog = 0;
  readonly sog = 8 * KN;
  mode: 'approach' | 'avoid' | 'away' = 'approach';
  /** Seconds since t0 when the current mode ends at the latest. */
  modeUntil = 75 * 60;
  private ground = 0;
  private avoidSide = 0;

  constructor(
    start: Position,
    private readonly rng: Prng,
  ) {
    this.position = start;
  }

  /** Advances dt seconds, ending at t seconds after t0. */
  step(dt: number, t: number, own: OwnMotion): void {
    const range = distance(this.position, own.position);
    const { cpa, tcpa } = closestApproach(this, own);
    if (this.mode === 'approach' && range < 1500) {
      this.mode = 'avoid';
      this.modeUntil = t + 15 * 60;
    } else if ((this.mode === 'approach' || this.mode === 'avoid') && (t >= this.modeUntil || (this.mode === 'avoid' && tcpa <= 0 && range > 300))) {
      this.mode = 'away';
      this.modeUntil = t + this.rng.range(15 * 60, 25 * 60);
      this.ground = (this.ground + 1) % GROUNDS.length;
    } else if (this.mode === 'away' && t >= this.modeUntil) {
      this.mode = 'approach';
      this.modeUntil = t + 75 * 60;
    }
    const maxTurn = toRad(3) * dt;
    // Within 2 km and closing to less than 200 m (outside the approach): give way, turning to the side that opens the CPA.
    const conflict = this.mode !== 'approach' && range < 2000 && tcpa > 0 && cpa < 200;
    if (!conflict) this.avoidSide = 0;
    let want = this.cog;
    if (conflict) {
      if (this.avoidSide === 0) {
        const port = closestApproach({ ...this, cog: this.cog - toRad(5) }, own).cpa;
        const starboard = closestApproach({ ...this, cog: this.cog + toRad(5) }, own).cpa;
        this.avoidSide = starboard >= port ? 1 : -1;
      }
      want = this.cog + this.avoidSide * maxTurn;
    } else if (this.mode === 'approach') {
      want = interceptCourse(this.position, this.sog, own);
    } else if (this.mode === 'away') {
      want = bearing(this.position, GROUNDS[this.ground] ?? own.position);
    }
    const turn = Math.max(-maxTurn, Math.min(maxTurn, wrapPi(want - this.cog)));
    this.cog = wrap2Pi(this.cog + turn);
    this.position = destination(this.position, this.cog, this.sog * dt);
  }

  /** Motion `dt` seconds after the last step (dead reckoning, no turning). */
  motion(dt: number): AisMotion {
    return {
      position: destination(this.position, this.cog, this.sog * Math.max(0, dt)),
      cog: this.cog,
      sog: this.sog,
      state: 'fishing',
    };
  }
}

/** Course (rad true) that meets a boat moving at `own` speed and course, for a pursuer at `speed`. */
function interceptCourse(from: Position, speed: number, own: OwnMotion): number {
  const d = localXY(from, own.position);
  const vx = own.sog * Math.sin(own.cog);
  const vy = own.sog * Math.cos(own.cog);
  const a = vx * vx + vy * vy - speed * speed;
  const b = 2 * (d.x * vx + d.y * vy);
  const c = d.x * d.x + d.y * d.y;
  const disc = b * b - 4 * a * c;
  // Faster than the other boat (a < 0): exactly one positive meeting time.
  const tau = a < 0 && disc >= 0 ? (-b - Math.sqrt(disc)) / (2 * a) : Math.sqrt(c) / speed;
  return wrap2Pi(Math.atan2(d.x + vx * tau, d.y + vy * tau));
}

/** The four targets that move on their own (the converging one is created by the simulation). */
export function createTrafficTargets(rng: Prng): AisTarget[] {
  return [
    loopTarget(
      {
        mmsi: '636019825',
        name: 'NORDIC STAR',
        shipType: { id: 70, name: 'Cargo ship' },
        length: 182,
        beam: 28,
        draft: 9.8,
        aisClass: 'A',
      },
      [
        [38.585, -9.8],
        [38.645, -9.38],
        [38.664, -9.29],
        [38.661, -9.29],
        [38.641, -9.38],
        [38.577, -9.8],
      ],
      11,
      'motoring',
      rng,
    ),
    loopTarget(
      {
        mmsi: '248731000',
        name: 'ATLANTIC SPIRIT',
        shipType: { id: 80, name: 'Tanker' },
        length: 228,
        beam: 32,
        draft: 12.1,
        aisClass: 'A',
      },
      [
        [38.95, -9.64],
        [38.4, -9.64],
        [38.4, -9.615],
        [38.95, -9.615],
      ],
      10,
      'motoring',
      rng,
    ),
    loopTarget(
      {
        mmsi: '263620510',
        name: 'BOA VIAGEM',
        shipType: { id: 36, name: 'Sailing' },
        length: 10.4,
        beam: 3.4,
        draft: 1.7,
        aisClass: 'B',
      },
      [
        [38.68, -9.4],
        [38.672, -9.35],
        [38.662, -9.38],
        [38.672, -9.43],
      ],
      4.5,
      'sailing',
      rng,
    ),
    anchoredTarget(
      {
        mmsi: '263104870',
        name: 'MARESIA',
        shipType: { id: 36, name: 'Sailing' },
        length: 12.2,
        beam: 3.9,
        draft: 1.9,
        aisClass: 'B',
      },
      { latitude: 38.6925, longitude: -9.4105 },
    ),
  ];
}

/** Where GAIVOTA starts: 2.5 nautical miles south-south-west of the harbour entrance. */
export function convergingStart(harbour: Position): Position {
  return destination(harbour, toRad(200), 4630);
}
