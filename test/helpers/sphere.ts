/**
 * Spherical geometry for test fixtures, on the course-provider plugin's sphere (radius 6,371 km),
 * computed independently of the product's geolib/WGS-84 code.
 */
export const EARTH_RADIUS_M = 6_371_000;
export const NM = 1852;
export const KNOT = NM / 3600;
export const DEG = Math.PI / 180;
export type LatLon = { latitude: number; longitude: number };

/** The point `meters` from `from` along the great circle starting at `bearingDeg` (degrees true). */
export function destination(from: LatLon, bearingDeg: number, meters: number): LatLon {
  const d = meters / EARTH_RADIUS_M;
  const b = bearingDeg * DEG;
  const la1 = from.latitude * DEG;
  const la2 = Math.asin(Math.sin(la1) * Math.cos(d) + Math.cos(la1) * Math.sin(d) * Math.cos(b));
  const lo2 = from.longitude * DEG + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(la1), Math.cos(d) - Math.sin(la1) * Math.sin(la2));
  return { latitude: la2 / DEG, longitude: lo2 / DEG };
}

/** The great-circle (haversine) distance from `a` to `b`, metres, on a sphere of `radius` (default EARTH_RADIUS_M). */
export function haversine(a: LatLon, b: LatLon, radius = EARTH_RADIUS_M): number {
  const h = Math.sin(((b.latitude - a.latitude) * DEG) / 2) ** 2 + Math.cos(a.latitude * DEG) * Math.cos(b.latitude * DEG) * Math.sin(((b.longitude - a.longitude) * DEG) / 2) ** 2;
  return 2 * radius * Math.asin(Math.sqrt(h));
}
