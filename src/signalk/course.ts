/**
 * SignalK Course API v2 and the resources a course names, into the vessel model (I/O; the get_route
 * query stays pure and reads only the model):
 *
 * - `loadCourse`: one GET of `/signalk/v2/api/vessels/self/navigation/course` (and its `calcValues`)
 *   at connect, applied as `navigation.course.*` readings. The course streams as deltas afterwards,
 *   but is not in the v1 REST full model, so this is its initial state.
 * - `CourseResources`: whenever `navigation.course.activeRoute` or `.nextPoint` names a route or
 *   waypoint (`/resources/routes/<id>`), fetches it once from `/signalk/v2/api/resources/...` and
 *   stores it under `resources.<type>.<id>`, where the server's own resource deltas also land (so a
 *   route edited later updates by itself). Routes are stored trimmed to what speech needs (name,
 *   coordinates, point names and hrefs) so that they fit the model's value limits: up to about 100
 *   points; a longer route is spoken by point number instead of name.
 *
 * Failures never throw into the caller: a refused or failed fetch is logged at debug level (the
 * client logs access problems itself) and retried after the next reconnect.
 */
import { log } from '../log.js';
import { SELF, isObject, type VesselModel } from '../vessel/model.js';
import { resourceRef, type ResourceRef } from '../vessel/resources.js';

/** GETs a SignalK REST path and parses JSON: undefined on 404 or non-JSON; throws on network or auth errors. */
export type GetJson = (path: string) => Promise<unknown>;

export const COURSE_API = '/signalk/v2/api/vessels/self/navigation/course';
/** Our `$source` for values we fetched rather than received as deltas. */
export const COURSE_SOURCE = 'signalk-assist.v2api';

/** Course fields of the v2 course document that become `navigation.course.<field>`. */
const COURSE_FIELDS = ['startTime', 'targetArrivalTime', 'arrivalCircle', 'activeRoute', 'nextPoint', 'previousPoint'] as const;
/** calcValues fields kept (numbers or ISO strings): the ones get_route and list_paths use. */
const CALC_FIELDS = [
  'calcMethod',
  'distance',
  'bearingTrue',
  'bearingMagnetic',
  'crossTrackError',
  'velocityMadeGood',
  'timeToGo',
  'estimatedTimeOfArrival',
  'bearingTrackTrue',
  'bearingTrackMagnetic',
  'targetSpeed',
] as const;

/**
 * Loads the course's current state into the model (see module doc). Returns false when the server
 * has no Course API v2 (404). Throws what `getJson` throws (network, auth).
 */
export async function loadCourse(model: VesselModel, getJson: GetJson): Promise<boolean> {
  const course = await getJson(COURSE_API);
  if (!isObject(course)) return false;
  const values: { path: string; value: unknown }[] = [];
  for (const f of COURSE_FIELDS) {
    if (f in course) values.push({ path: `navigation.course.${f}`, value: course[f] ?? null });
  }
  // Calculations exist only while a destination is set (400 otherwise, which getJson reads as undefined).
  const calc = course.nextPoint ? await getJson(`${COURSE_API}/calcValues`) : undefined;
  if (isObject(calc)) {
    for (const f of CALC_FIELDS) {
      const v = calc[f];
      if (typeof v === 'number' || typeof v === 'string' || v === null) values.push({ path: `navigation.course.calcValues.${f}`, value: v });
    }
  }
  if (values.length) model.applyDelta({ context: SELF, updates: [{ $source: COURSE_SOURCE, values }] });
  return true;
}

/** See module doc. One per client; `stop()` detaches it from the model. */
export class CourseResources {
  /** Model paths of resources fetched or being fetched since the last `reset()`. */
  private readonly seen = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly detach: () => void;
  private stopped = false;

  constructor(
    private readonly model: VesselModel,
    private readonly getJson: GetJson,
  ) {
    this.detach = model.onChange((context, path, reading) => {
      if (context !== SELF || (path !== 'navigation.course.activeRoute' && path !== 'navigation.course.nextPoint')) return;
      if (isObject(reading.value)) this.want(reading.value.href);
    });
  }

  /** Forgets what was fetched (call on every (re)connect: resources may have changed meanwhile). */
  reset(): void {
    this.seen.clear();
  }

  /** Stops listening to the model; fetches in flight are dropped. */
  stop(): void {
    this.stopped = true;
    this.detach();
  }

  /** Resolves when no fetch is in flight, including those a fetched route started for its waypoints (tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private want(href: unknown): void {
    const ref = resourceRef(href);
    if (!ref || this.seen.has(ref.path) || this.stopped) return;
    this.seen.add(ref.path);
    const p = this.fetch(ref).finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  private async fetch(ref: ResourceRef): Promise<void> {
    let doc: unknown;
    try {
      doc = await this.getJson(`/signalk/v2/api/resources/${ref.type}/${encodeURIComponent(ref.id)}`);
    } catch (e) {
      this.seen.delete(ref.path); // try again when the course next names it
      log.debug(`SignalK ${ref.type} ${ref.id} not fetched: ${(e as Error).message}`);
      return;
    }
    // An unknown id is 200 {} on signalk-server 2.x: nothing to store.
    if (this.stopped || !isObject(doc) || Object.keys(doc).length === 0) return;
    const value = ref.type === 'routes' ? trimRoute(doc) : trimWaypoint(doc);
    const applied = this.model.applyDelta({ context: SELF, updates: [{ $source: COURSE_SOURCE, values: [{ path: ref.path, value }] }] });
    if (applied === 0) log.debug(`SignalK ${ref.type} ${ref.id} is too large to keep; its points are spoken by number.`);
    // Route points may take their names from waypoint resources.
    if (ref.type === 'routes') for (const href of pointHrefs(value).slice(0, MAX_POINT_FETCHES)) this.want(href);
  }
}

/** Waypoint resources fetched per route for its points' names: bounds the requests a long route causes. */
const MAX_POINT_FETCHES = 64;

/** The waypoint hrefs of a (trimmed) route's points. */
function pointHrefs(route: Record<string, unknown>): string[] {
  const feature = isObject(route.feature) ? route.feature : {};
  const props = isObject(feature.properties) ? feature.properties : {};
  const metas = Array.isArray(props.coordinatesMeta) ? props.coordinatesMeta : [];
  return metas.flatMap((m) => (isObject(m) && typeof m.href === 'string' ? [m.href] : []));
}

/** A route resource reduced to name, coordinates and per-point name/href (the shape routePoints reads). */
function trimRoute(doc: Record<string, unknown>): Record<string, unknown> {
  const feature = isObject(doc.feature) ? doc.feature : {};
  const geometry = isObject(feature.geometry) ? feature.geometry : {};
  const props = isObject(feature.properties) ? feature.properties : {};
  const metas = Array.isArray(props.coordinatesMeta) ? props.coordinatesMeta : [];
  return {
    ...(typeof doc.name === 'string' ? { name: doc.name } : {}),
    feature: {
      type: 'Feature',
      geometry: { type: geometry.type ?? 'LineString', coordinates: Array.isArray(geometry.coordinates) ? geometry.coordinates : [] },
      properties: {
        coordinatesMeta: metas.map((m) => {
          if (!isObject(m)) return {};
          const out: Record<string, string> = {};
          if (typeof m.name === 'string') out.name = m.name;
          if (typeof m.href === 'string') out.href = m.href;
          return out;
        }),
      },
    },
  };
}

/** A waypoint resource reduced to its name and point. */
function trimWaypoint(doc: Record<string, unknown>): Record<string, unknown> {
  const feature = isObject(doc.feature) ? doc.feature : {};
  return { ...(typeof doc.name === 'string' ? { name: doc.name } : {}), feature: { type: 'Feature', geometry: isObject(feature.geometry) ? feature.geometry : null } };
}
