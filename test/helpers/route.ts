/**
 * The course the get_route tests set on a real signalk-server: a boat off Helsinki, a three-point
 * route ("Helsinki approach": Outer Buoy, Harbour Entrance 2.4 miles South-West, Quay) for the v2
 * resources API, SignalK's Course API calls, and waiting for the course provider's calcValues.
 */
import type { SignalKServer } from './signalk.js';
import { destination, KNOT, NM } from './sphere.js';

/** The boat off Helsinki. */
export const BOAT = { latitude: 60.12, longitude: 24.97 };
/** The route's first point, 800 m North-East of the boat. */
export const START = destination(BOAT, 45, 800);
/** The next waypoint at point 1: 2.4 miles South-West; at 5.76 knots on that bearing, 25 minutes to go. */
export const HARBOUR = destination(BOAT, 225, 2.4 * NM);
/** The last point, 1500 m on from the harbour entrance. */
export const QUAY = destination(HARBOUR, 200, 1500);
/** 5.76 knots, in m/s. */
export const SOG = 5.76 * KNOT;
/**
 * A route resource document as the v2 resources API holds it (/signalk/v2/api/resources/routes): a
 * GeoJSON LineString Feature through `coordinates` ([longitude, latitude] in degrees), one
 * `coordinatesMeta` entry a point (its name, or an href to a waypoint resource).
 */
export function routeDocument(name: string, coordinates: readonly (readonly [number, number])[], coordinatesMeta: readonly Record<string, string>[]) {
  return {
    name,
    feature: { type: 'Feature', geometry: { type: 'LineString', coordinates: coordinates.map(([lon, lat]) => [lon, lat]) }, properties: { coordinatesMeta } },
  };
}

/** The route through START, HARBOUR and QUAY as POSTed to /signalk/v2/api/resources/routes, with its names. */
export function routeNamed(name: string, points: readonly [string, string, string]) {
  const coordinates = [START, HARBOUR, QUAY].map((p) => [p.longitude, p.latitude] as const);
  return {
    ...routeDocument(
      name,
      coordinates,
      points.map((n) => ({ name: n })),
    ),
    description: 'test route',
  };
}

/** get_route's fields when no route is active (src/questions/get-route/query.ts), all but `display` and `timestamp`. */
export const NO_ROUTE = { active: false, name: null, next_waypoint: null, distance_m: null, bearing_true_deg: null, time_to_go_s: null, eta: null, calc_source: null } as const;

/** "Helsinki approach": Outer Buoy, Harbour Entrance, Quay. */
export const ROUTE = routeNamed('Helsinki approach', ['Outer Buoy', 'Harbour Entrance', 'Quay']);

/** The course provider's `navigation/course/calcValues` (SI: metres, radians, seconds). */
export interface CalcValues {
  distance: number;
  bearingTrue: number;
  timeToGo: number | null;
  estimatedTimeOfArrival?: string | null;
  calcMethod?: string;
}

/** A builder of self deltas from one `$source`: `{path: value}` to a delta. */
export function deltaFrom(source: string) {
  return (values: Record<string, unknown>) => ({
    context: 'vessels.self',
    updates: [{ $source: source, values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
  });
}

/** A JSON request (POST, PUT, DELETE) to the server's REST API; its JSON answer. */
export async function sendJson(sk: SignalKServer, method: string, path: string, body?: unknown): Promise<unknown> {
  return sk.requestJson(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

/**
 * Calls `send` (the boat's state: the provider recomputes on each position) until the course
 * provider's calcValues satisfy `ready`; returns them. Throws with the last answer after `timeoutMs`.
 */
export async function calcValuesWhen(sk: SignalKServer, send: () => Promise<void>, ready: (c: CalcValues) => boolean, timeoutMs: number): Promise<CalcValues> {
  let last: unknown;
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    await send();
    const r = await sk.request('/signalk/v2/api/vessels/self/navigation/course/calcValues');
    last = r.ok ? await r.json() : await r.text();
    if (r.ok && ready(last as CalcValues)) return last as CalcValues;
    await new Promise((res) => setTimeout(res, 200));
  }
  throw new Error(`course calcValues never became ready; last: ${JSON.stringify(last)}`);
}
