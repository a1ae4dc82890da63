/**
 * get_route: the active course and its next waypoint, from SignalK's Course API v2 as the model holds
 * it (`navigation.course.activeRoute`, `.nextPoint`, `.calcValues.*`: deltas, plus the client's GET at
 * connect) and the route resource the course names (`resources.routes.<id>`, src/vessel/resources.ts).
 * Without the server's calcValues (no course-provider plugin), distance, bearing, time to go and arrival
 * are computed here from our position, SOG and COG (src/vessel/course-calc.ts).
 * No active course is a normal answer ("No active route."), never an error. Pure: reads the model only.
 */
import { isObject, type VesselModel } from '../../vessel/model.js';
import type { LatLon } from '../../vessel/course-calc.js';
import { resourceName, resourceRef, routePoints, type RoutePoint } from '../../vessel/resources.js';
import { roundTo } from '../../domain/round.js';
import { mapLanguages } from '../../domain/language.js';
import { courseToPoint } from '../../vessel/course-calc.js';
import { Freshness, newest, positionOf, readNumber, stamp } from '../../queries/common.js';
import { sayNone } from '../../queries/feed.js';
import { boatZone } from '../../queries/timezone.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';
import { ROUTE } from './answer.js';
import { WORDS } from './words.js';

export type { LatLon } from '../../vessel/course-calc.js';

export interface RouteResult extends BaseResult {
  /** Whether a course (a route or a single destination) is active. */
  active: boolean;
  /** The active route's name (as in sailingnaturali/signalk-mcp's `name`), or null (no route, or a single destination). */
  name: string | null;
  /** The point the boat is heading for: its name (boat text, or null) and position in degrees; null when no course. */
  next_waypoint: { name: string | null; position: LatLon | null } | null;
  /** Distance to the next point, metres: navigation.course.calcValues.distance, else ours (`calc_source`). */
  distance_m: number | null;
  /** Bearing to the next point in degrees true 0..360, one decimal: calcValues.bearingTrue, else ours. */
  bearing_true_deg: number | null;
  /** Time to go, seconds: calcValues.timeToGo, else ours (null when the boat is not closing on the point). */
  time_to_go_s: number | null;
  /** Arrival (ISO 8601): calcValues.estimatedTimeOfArrival as SignalK sent it, else ours; or null. */
  eta: string | null;
  /**
   * Who computed distance, bearing, time to go and arrival: `signalk` (the server's calcValues, from its
   * course-provider plugin), `signalk-assist` (the add-on, when the server has none;
   * arrival is then the add-on's clock plus time to go), or null when nothing was computed.
   */
  calc_source: 'signalk' | 'signalk-assist' | null;
}

const CALC = 'navigation.course.calcValues';
/** Degrees within which a route point is the course's next point (positions are copied, so equal in practice). */
const SAME_POINT_DEG = 1e-6;

function latLon(v: unknown): LatLon | null {
  if (!isObject(v)) return null;
  const { latitude, longitude } = v;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

function wholeIndex(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
}

const near = (p: RoutePoint, q: LatLon): boolean => Math.abs(p.latitude - q.latitude) <= SAME_POINT_DEG && Math.abs(p.longitude - q.longitude) <= SAME_POINT_DEG;

export const query = defineQuery({
  name: 'get_route',
  title: 'Active route and next waypoint',
  description:
    'Next waypoint, arrival time (ETA) and active route: distance, bearing and time to go to the waypoint, the destination. ' + 'Our own speed and course: navigation_state.',
  input: {},
  subject: mapLanguages(WORDS, (w) => w.subject),
  run(_args, ctx): RouteResult {
    const model = ctx.model;
    const nextReading = model.get('navigation.course.nextPoint');
    const routeReading = model.get('navigation.course.activeRoute');
    const empty = { name: null, next_waypoint: null, distance_m: null, bearing_true_deg: null, time_to_go_s: null, eta: null, calc_source: null };
    if (!nextReading && !routeReading) {
      // Never heard of a course (a server without the Course API, or not connected yet): nothing to say.
      return { active: false, ...empty, display: null, timestamp: null };
    }
    const next = nextReading && isObject(nextReading.value) ? nextReading.value : null;
    const route = routeReading && isObject(routeReading.value) && typeof routeReading.value.href === 'string' ? routeReading.value : null;
    let nextPos = latLon(next?.position);
    if (!nextPos && !route) {
      const state = newest(nextReading, routeReading);
      return {
        active: false,
        ...empty,
        display: sayNone(ctx, ctx.speaker.answer(ROUTE, { ...NO_COURSE, timeZone: ctx.speaker.timeZone, now: new Date(ctx.now()) })),
        timestamp: stamp(state),
      };
    }

    // Which point is next, and its name: the route resource's point at pointIndex (counted from the
    // end on a reversed route, as the Course API does), checked against nextPoint's position.
    let waypointName: string | null = null;
    let pointNumber: number | null = null;
    let pointTotal: number | null = null;
    let routeName: string | null = null;
    if (route) {
      const resource = resourceAt(model, route.href);
      const points = routePoints(resource);
      const index = wholeIndex(route.pointIndex);
      pointTotal = wholeIndex(route.pointTotal) ?? (points.length || null);
      pointNumber = index === null ? null : index + 1;
      let point = index === null ? undefined : points[route.reverse === true ? points.length - 1 - index : index];
      if (nextPos && (!point || !near(point, nextPos))) point = points.find((p) => near(p, nextPos!));
      if (point) {
        waypointName = point.name ?? resourceName(resourceAt(model, point.href));
        nextPos ??= { latitude: point.latitude, longitude: point.longitude };
      }
      routeName = typeof route.name === 'string' && route.name.trim() !== '' ? route.name.trim() : resourceName(resource);
    }
    // A single destination may name a waypoint resource.
    if (waypointName === null && next) waypointName = resourceName(resourceAt(model, next.href));

    let fresh = new Freshness(ctx);
    let distance = readNumber(ctx, fresh, `${CALC}.distance`);
    let bearing = readNumber(ctx, fresh, `${CALC}.bearingTrue`);
    let timeToGo = readNumber(ctx, fresh, `${CALC}.timeToGo`);
    const etaReading = model.get(`${CALC}.estimatedTimeOfArrival`);
    let etaText = typeof etaReading?.value === 'string' && Number.isFinite(Date.parse(etaReading.value)) ? etaReading.value : null;
    if (etaText !== null) fresh.use(`${CALC}.estimatedTimeOfArrival`, etaReading);
    let calcSource: RouteResult['calc_source'] = distance === null ? null : 'signalk';

    // No distance from the server (no course-provider plugin): our own, from our
    // position, speed and course (src/vessel/course-calc.ts says how, and why velocity made good).
    const ownPosition = positionOf(model.get('navigation.position'));
    if (distance === null && nextPos && ownPosition) {
      fresh = new Freshness(ctx);
      fresh.use('navigation.position', model.get('navigation.position'));
      const sog = readNumber(ctx, fresh, 'navigation.speedOverGround');
      const cog = readNumber(ctx, fresh, 'navigation.courseOverGroundTrue');
      const calc = courseToPoint(ownPosition, nextPos, sog, cog);
      distance = calc.distance;
      bearing = calc.bearingTrue;
      timeToGo = calc.timeToGo;
      etaText = timeToGo === null ? null : new Date(ctx.now() + Math.round(timeToGo * 1000)).toISOString();
      calcSource = 'signalk-assist';
    }

    // Degrees for the field; an angle beyond a full turn is a unit error and stays unsaid.
    const bearingDeg = bearing === null || Math.abs(bearing) > 2 * Math.PI + 1e-9 ? null : roundTo(((((bearing * 180) / Math.PI) % 360) + 360) % 360, 1) % 360;
    const display = ctx.speaker.answer(ROUTE, {
      active: true,
      onRoute: route !== null,
      waypointName,
      pointNumber,
      pointTotal,
      distance,
      bearingTrue: bearing,
      timeToGo,
      eta: etaText === null ? null : new Date(etaText),
      timeZone: boatZone(model, ctx.speaker.timeZone).zone,
      now: new Date(ctx.now()),
    });
    return {
      active: true,
      name: routeName,
      next_waypoint: { name: waypointName, position: nextPos },
      distance_m: distance,
      bearing_true_deg: bearingDeg,
      time_to_go_s: timeToGo,
      eta: etaText,
      calc_source: calcSource,
      display: fresh.speak(display),
      // The course itself is state, not a measurement: it dates the answer only when no calculation does.
      timestamp: fresh.timestamp() ?? stamp(newest(nextReading, routeReading)),
    };
  },
});

const NO_COURSE = {
  active: false,
  onRoute: false,
  waypointName: null,
  pointNumber: null,
  pointTotal: null,
  distance: null,
  bearingTrue: null,
  timeToGo: null,
  eta: null,
} as const;

/** The value of the resource an href names, when the model holds it. */
function resourceAt(model: VesselModel, href: unknown): unknown {
  const ref = resourceRef(href);
  return ref ? model.get(ref.path)?.value : undefined;
}
