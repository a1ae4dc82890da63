/**
 * SignalK v2 resources (routes, waypoints) as the vessel model holds them: under the path the server's
 * own resource deltas use, `resources.<type>.<id>` on our vessel, whether they arrived on the stream
 * (the server sends one when a resource is created or changed) or were fetched by the SignalK client
 * when the course named them (src/signalk/course.ts). Pure helpers, shared by that client and the
 * get_route query.
 */
import { isObject } from './model.js';

/** Resource types we keep: those a course refers to. */
export type ResourceType = 'routes' | 'waypoints';

/** A resource named by an href, and where the model keeps it. */
export interface ResourceRef {
  type: ResourceType;
  id: string;
  /** Model path: `resources.<type>.<id>`. */
  path: string;
}

/** Ids as SignalK servers make them (UUIDs, or names without dots or slashes); a dot would split the model path. */
const HREF_RE = /^(?:\/signalk\/v[12]\/api)?\/resources\/(routes|waypoints)\/([A-Za-z0-9_:-]{1,128})$/;

/**
 * Parses a course href: "/resources/routes/<id>" (also with a "/signalk/v2/api" prefix).
 * Null for anything else (other resource types, ids with dots or slashes, non-strings).
 */
export function resourceRef(href: unknown): ResourceRef | null {
  if (typeof href !== 'string') return null;
  const m = HREF_RE.exec(href.trim());
  if (!m?.[1] || !m[2]) return null;
  const type = m[1] as ResourceType;
  return { type, id: m[2], path: `resources.${type}.${m[2]}` };
}

/** One point of a route: where it is and what it is called (null when unnamed). */
export interface RoutePoint {
  latitude: number;
  longitude: number;
  /** The point's own name (`coordinatesMeta[i].name`), or null. */
  name: string | null;
  /** An href to a waypoint resource holding the point's name (`coordinatesMeta[i].href`), or null. */
  href: string | null;
}

/**
 * The points of a v2 route resource (`{name, feature: {geometry: {type: "LineString", coordinates:
 * [[lon, lat(, alt)], ...]}, properties: {coordinatesMeta: [{name} | {href}, ...]}}}`), in stored order.
 * Invalid coordinates make the whole route unreadable ([]): indexes must stay aligned with the server's.
 */
export function routePoints(resource: unknown): RoutePoint[] {
  if (!isObject(resource) || !isObject(resource.feature)) return [];
  const geometry = resource.feature.geometry;
  if (!isObject(geometry) || !Array.isArray(geometry.coordinates)) return [];
  const props = resource.feature.properties;
  const metas = isObject(props) && Array.isArray(props.coordinatesMeta) ? props.coordinatesMeta : [];
  const out: RoutePoint[] = [];
  for (let i = 0; i < geometry.coordinates.length; i++) {
    const c: unknown = geometry.coordinates[i];
    if (!Array.isArray(c) || typeof c[0] !== 'number' || typeof c[1] !== 'number') return [];
    const meta: unknown = metas[i];
    const name = isObject(meta) && typeof meta.name === 'string' && meta.name.trim() !== '' ? meta.name.trim() : null;
    const href = isObject(meta) && typeof meta.href === 'string' ? meta.href : null;
    out.push({ longitude: c[0], latitude: c[1], name, href });
  }
  return out;
}

/** The `name` of a resource (route or waypoint) when it is a non-empty string, else null. */
export function resourceName(resource: unknown): string | null {
  return isObject(resource) && typeof resource.name === 'string' && resource.name.trim() !== '' ? resource.name.trim() : null;
}
