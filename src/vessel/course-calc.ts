/**
 * Course calculations to the next point when the SignalK server has none (a server
 * without the course-provider plugin publishes no `navigation.course.calcValues`). Pure: degrees and
 * SI in, SI out.
 *
 * - Distance: geolib's `getPreciseDistance` (Vincenty on the WGS-84 ellipsoid, as the AIS ranges in
 *   cpa.ts). The course provider (@signalk/course-provider 1.4, default method GreatCircle) uses a sphere
 *   of radius 6,371 km; the two differ by under 0.6 % anywhere (about 0.2 % at 60 degrees North).
 * - Bearing: geolib's `getGreatCircleBearing`, the initial great-circle bearing, true (the provider's
 *   GreatCircle bearing is the same formula). Rhumb lines are not computed: the provider's default is
 *   GreatCircle, and over the distances a time to go is spoken for the two hardly differ.
 * - Speed toward the point: velocity made good to the point, SOG × cos(bearing − COG), as the provider's
 *   `velocityMadeGoodToCourse`, not SOG: a boat sailing away from its point, or across it, does not
 *   arrive in distance ÷ SOG. Closing at or below 0 m/s (stopped, or opening): no time to go.
 *   Without both SOG and COG there is no time to go either (SOG alone cannot say whether we close).
 */
import { getGreatCircleBearing, getPreciseDistance } from 'geolib';

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** What get_route needs toward one point. Null parts are unknown. */
export interface CourseToPoint {
  /** Metres along the ellipsoid. */
  distance: number;
  /** Radians true, 0..2π: initial great-circle bearing. */
  bearingTrue: number;
  /** Velocity made good toward the point, m/s (negative: opening), or null without SOG and COG. */
  velocityMadeGood: number | null;
  /** Seconds to the point at that velocity, or null when not closing or unknown. */
  timeToGo: number | null;
}

/** Centimetre precision for geolib (its default rounds to whole metres). */
const PRECISION_M = 0.01;

/**
 * Distance, bearing, velocity made good and time to go from `from` to `to`.
 * @param sog speed over ground, m/s (navigation.speedOverGround), or null
 * @param cog course over ground, radians true (navigation.courseOverGroundTrue), or null
 */
export function courseToPoint(from: LatLon, to: LatLon, sog: number | null, cog: number | null): CourseToPoint {
  const distance = getPreciseDistance(from, to, PRECISION_M);
  const bearingDeg = distance === 0 ? 0 : getGreatCircleBearing(from, to);
  const bearingTrue = ((((bearingDeg * Math.PI) / 180) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const velocityMadeGood = sog !== null && cog !== null && Number.isFinite(sog) && Number.isFinite(cog) ? sog * Math.cos(bearingTrue - cog) : null;
  const timeToGo = velocityMadeGood !== null && velocityMadeGood > 0 ? distance / velocityMadeGood : null;
  return { distance, bearingTrue, velocityMadeGood, timeToGo };
}
