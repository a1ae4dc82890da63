/**
 * The demo's world off Cascais (west of Lisbon, Portugal): the route, an approximate coastline,
 * a depth chart with two shoals, tide, tidal stream, wind and weather. All pure functions of
 * position and time; seeded variation comes from `Wobble`s built by `createWeather`.
 *
 * Coordinates are approximate but in real water. The chart is invented: depths grow with distance
 * from the coast (about 12 m near the harbour to 39 m offshore) with two shoals on the route
 * ("Guia shoal" on the first leg, "Cachopo shoal" before the Bugio fairway) that come up to 8.2 m
 * and set off the shallow-water alarm on every loop.
 */
import { distance, intermediate, localXY, TWO_PI, toRad, wrap2Pi } from './geo.js';
import { type Prng, Wobble } from './random.js';
import type { DemoRoute, Position } from './types.js';

/**
 * The loop. The boat starts at the last point (the harbour entrance, leaving under engine) and
 * sails to point 0; after the last point it starts the route again at point 0.
 * About 20 nautical miles, 3.3 hours at 6 knots.
 */
export const ROUTE: DemoRoute = {
  id: 'c45c0a8e-6d3b-4f4e-9a57-1d2b3c4d5e6f',
  name: 'Cascais day loop',
  description: 'Cascais, out past Cabo Raso, offshore and back in by the Bugio fairway',
  waypoints: [
    { name: 'Guia Lighthouse', latitude: 38.688, longitude: -9.447 },
    { name: 'Cabo Raso', latitude: 38.705, longitude: -9.512 },
    { name: 'Offshore Turn', latitude: 38.635, longitude: -9.47 },
    { name: 'Bugio Fairway', latitude: 38.652, longitude: -9.335 },
    { name: 'Cascais Harbour Entrance', latitude: 38.687, longitude: -9.412 },
  ],
};

/** The harbour entrance: the boat motors within `HARBOUR_ENGINE_RADIUS` of it. */
export const HARBOUR: Position = { latitude: 38.687, longitude: -9.412 };
/** Metres from the harbour entrance inside which the boat motors (1.2 nautical miles). */
export const HARBOUR_ENGINE_RADIUS = 2222;

/** Approximate coastline from Cabo da Roca round Cabo Raso and Cascais to Oeiras, [lat, lon]. */
const COAST: readonly (readonly [number, number])[] = [
  [38.78, -9.5],
  [38.745, -9.485],
  [38.73, -9.478],
  [38.716, -9.487],
  [38.709, -9.488],
  [38.7, -9.468],
  [38.696, -9.447],
  [38.691, -9.427],
  [38.692, -9.419],
  [38.697, -9.415],
  [38.7, -9.4],
  [38.695, -9.372],
  [38.687, -9.34],
  [38.677, -9.326],
  [38.69, -9.29],
  [38.695, -9.25],
];

/** Distance in metres from p to the coastline polyline (flat approximation, fine at this scale). */
export function distanceToCoast(p: Position): number {
  let best = Infinity;
  for (let i = 0; i + 1 < COAST.length; i++) {
    const a = COAST[i];
    const b = COAST[i + 1];
    if (!a || !b) continue;
    const A = localXY(p, { latitude: a[0], longitude: a[1] });
    const B = localXY(p, { latitude: b[0], longitude: b[1] });
    const dx = B.x - A.x;
    const dy = B.y - A.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(A.x * dx + A.y * dy) / len2));
    best = Math.min(best, Math.hypot(A.x + t * dx, A.y + t * dy));
  }
  return best;
}

const wp = (i: number): Position => {
  const w = ROUTE.waypoints[(i + ROUTE.waypoints.length) % ROUTE.waypoints.length];
  if (!w) throw new Error(`no waypoint ${i}`);
  return w;
};

/** Shoals: centre on the route legs, gaussian radius (m), depth the gaussian would reach at the centre. */
export const SHOALS: readonly { name: string; centre: Position; sigma: number; depth: number }[] = [
  // 60 % of the way from the harbour entrance to Guia: about 10 minutes after t0.
  { name: 'Guia shoal', centre: intermediate(wp(4), wp(0), 0.6), sigma: 300, depth: 6 },
  // 80 % of the way from the offshore turn to the Bugio fairway.
  { name: 'Cachopo shoal', centre: intermediate(wp(2), wp(3), 0.8), sigma: 350, depth: 5 },
];

/** Chart limits of the seabed below chart datum, metres. */
export const CHART_MIN_DEPTH = 8.2;
export const CHART_MAX_DEPTH = 39.2;

/** Depth below chart datum at p, metres (tide not included), within [8.2, 39.2]. */
export function chartDepth(p: Position): number {
  const d = distanceToCoast(p);
  let depth = 9 + 30 * (1 - Math.exp(-d / 3000));
  // Gentle undulation of the seabed, a few kilometres across.
  depth += 0.8 * Math.sin(toRad(p.latitude) * 9000) * Math.cos(toRad(p.longitude) * 7000);
  for (const s of SHOALS) {
    const r = distance(p, s.centre);
    const g = Math.exp(-(r * r) / (2 * s.sigma * s.sigma));
    depth -= (depth - s.depth) * g;
  }
  return Math.max(CHART_MIN_DEPTH, Math.min(CHART_MAX_DEPTH, depth));
}

/** Semidiurnal (M2) period in seconds, 12.42 h. */
const M2 = 44712;

/** Local hour in Lisbon (summer time, UTC+1) as a real number in [0, 24). */
export function localHour(ms: number): number {
  const h = (ms / 3_600_000 + 1) % 24;
  return h < 0 ? h + 24 : h;
}

/** Sun on the panels, 0..1 (0 at night), from the local hour. */
export function daylight(ms: number): number {
  return Math.max(0, Math.sin((Math.PI * (localHour(ms) - 6.8)) / 13.6));
}

/** Everything the weather/sea is doing at an instant. Directions in radians true, speeds m/s. */
export interface Conditions {
  /** True wind over the water: direction it comes from (0..2π) and speed. */
  windDirection: number;
  windSpeed: number;
  /** Tidal stream: east and north components, m/s. */
  currentEast: number;
  currentNorth: number;
  /** Height of tide above chart datum, metres (0..0.6). */
  tide: number;
  /** Outside air: pressure Pa, temperature K, relative humidity ratio. */
  pressure: number;
  airTemperature: number;
  humidity: number;
}

export interface Weather {
  /** Conditions at epoch ms `ms`, `t` seconds after t0 (seeded phases are relative to t0). */
  at(ms: number, t: number): Conditions;
  /** Sea temperature at p, K. */
  waterTemperature(p: Position, t: number): number;
  /** Phase of the tide, radians (shared by tide height and stream). */
  readonly tidePhase: number;
}

/**
 * The weather of one demo run: a "Nortada" (the summer northerly off Portugal) from about 350°,
 * 10–20 knots, stronger in the afternoon, veering and backing slowly, with gusts; a tidal
 * stream along the coast up to 0.2 m/s; pressure drifting over a day and a half.
 */
export function createWeather(rng: Prng): Weather {
  const dir = new Wobble(rng, [
    [11160, toRad(12)],
    [1380, toRad(5)],
    [199, toRad(2)],
  ]);
  const speed = new Wobble(rng, [
    [8280, 1.2],
    [660, 0.6],
    [97, 0.35],
  ]);
  const pressureDrift = new Wobble(rng, [
    [108000, 320],
    [20000, 60],
  ]);
  const airWobble = new Wobble(rng, [[5400, 0.3]]);
  const humidWobble = new Wobble(rng, [[7200, 0.03]]);
  const waterWobble = new Wobble(rng, [[9000, 0.15]]);
  const currentWobble = new Wobble(rng, [[2700, 0.02]]);
  const tidePhase = rng.range(0, TWO_PI);
  return {
    tidePhase,
    at(ms: number, t: number): Conditions {
      const hour = localHour(ms);
      const diurnal = Math.cos((TWO_PI * (hour - 16)) / 24);
      const tidal = (TWO_PI * t) / M2 + tidePhase;
      return {
        windDirection: wrap2Pi(toRad(350) + dir.at(t)),
        windSpeed: 7 + 1.2 * diurnal + speed.at(t),
        // Flood runs east into the Tagus, ebb west; maximum stream at mid-tide.
        currentEast: 0.18 * Math.cos(tidal) + currentWobble.at(t),
        currentNorth: 0.03 * Math.cos(tidal),
        tide: 0.3 + 0.3 * Math.sin(tidal),
        pressure: 101650 + pressureDrift.at(t) + 50 * Math.cos((2 * TWO_PI * (hour - 10)) / 24),
        airTemperature: 273.15 + 20 + 3.5 * Math.cos((TWO_PI * (hour - 15)) / 24) + airWobble.at(t),
        humidity: 0.72 - 0.08 * Math.cos((TWO_PI * (hour - 15)) / 24) + humidWobble.at(t),
      };
    },
    waterTemperature(p: Position, t: number): number {
      // Slightly warmer in the shallow bay than offshore.
      return 273.15 + 17.6 + 0.6 * Math.exp(-distanceToCoast(p) / 2000) + waterWobble.at(t);
    },
  };
}

/** Magnetic variation near Lisbon, radians (east positive): about 1.2° West, drifting with longitude. */
export function magneticVariation(p: Position): number {
  return toRad(-1.2 + 0.3 * (p.longitude + 9.4));
}

/**
 * Apparent wind from true wind over the water and the boat's speed through the water
 * (the boat moves along its heading). Angles relative to the bow, radians, negative to port.
 * @returns speedApparent (m/s) and angleApparent in (−π, π].
 */
export function apparentWind(speedTrue: number, angleTrueWater: number, speedThroughWater: number): { speedApparent: number; angleApparent: number } {
  // Boat frame: x ahead, y to starboard; the vector points where the apparent wind comes from.
  const x = speedTrue * Math.cos(angleTrueWater) + speedThroughWater;
  const y = speedTrue * Math.sin(angleTrueWater);
  return { speedApparent: Math.hypot(x, y), angleApparent: Math.atan2(y, x) };
}
