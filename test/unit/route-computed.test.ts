/**
 * get_route without the server's calcValues (no course-provider plugin): distance,
 * bearing, time to go and arrival computed by the add-on (src/vessel/course-calc.ts), checked against
 * this file's own spherical geometry (the course provider's formulas, R = 6371 km) and spoken exactly.
 * The comparison against the real plugin is test/integration/route-computed.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { QueryContext } from '../../src/queries/types.js';
import { query as getRoute } from '../../src/questions/get-route/query.js';
import { courseToPoint } from '../../src/vessel/course-calc.js';
import { ttsViolations } from '../../src/speech/safety.js';
import type { Language } from '../../src/speech/types.js';
import { DEG, destination, haversine, KNOT, NM } from '../helpers/sphere.js';
import { queryContext } from '../helpers/query-context.js';
import { routeDocument } from '../helpers/route.js';

const BOAT = { latitude: 60.12, longitude: 24.97 };
const HARBOUR = destination(BOAT, 225, 2.4 * NM);
const SOG = 5.76 * KNOT;
/** 15:15:30 UTC: 18:15:30 in Helsinki (EEST). */
const T0 = Date.parse('2026-07-15T15:15:30Z');

function context(language: Language, values: Record<string, unknown>, at = T0): QueryContext {
  return queryContext(values, { language, now: T0, at });
}

describe('courseToPoint', () => {
  it("distance within 0.6 % of the sphere (WGS-84 is longer at 60 degrees north), the sphere's bearing, time to go at the velocity made good", () => {
    const c = courseToPoint(BOAT, HARBOUR, SOG, 225 * DEG);
    const sphere = haversine(BOAT, HARBOUR);
    assert.ok(Math.abs(sphere - 2.4 * NM) < 0.01, `sphere ${sphere}`);
    const ratio = c.distance / sphere;
    assert.ok(ratio > 1.001 && ratio < 1.006, `ratio ${ratio}`);
    assert.ok(Math.abs(c.bearingTrue / DEG - 225) < 0.01, `bearing ${c.bearingTrue / DEG}`);
    assert.ok(Math.abs(c.velocityMadeGood! - SOG) < 1e-6);
    assert.equal(c.timeToGo, c.distance / c.velocityMadeGood!);
  });

  it('velocity made good, not SOG: 60 degrees off the bearing closes at half the speed', () => {
    const c = courseToPoint(BOAT, HARBOUR, SOG, 165 * DEG);
    assert.ok(Math.abs(c.velocityMadeGood! - SOG * Math.cos(60 * DEG)) < 1e-4);
    assert.ok(Math.abs(c.timeToGo! - c.distance / (SOG / 2)) < 1);
  });

  it('no time to go when not closing, stopped, or without SOG or COG', () => {
    assert.equal(courseToPoint(BOAT, HARBOUR, SOG, 45 * DEG).timeToGo, null); // sailing away
    assert.ok(courseToPoint(BOAT, HARBOUR, SOG, 45 * DEG).velocityMadeGood! < 0);
    assert.equal(courseToPoint(BOAT, HARBOUR, 0, 225 * DEG).timeToGo, null);
    assert.equal(courseToPoint(BOAT, HARBOUR, SOG, null).timeToGo, null);
    assert.equal(courseToPoint(BOAT, HARBOUR, null, 225 * DEG).velocityMadeGood, null);
  });

  it('at the point: distance 0, bearing 0, no time to go', () => {
    const c = courseToPoint(BOAT, BOAT, SOG, 0);
    assert.deepEqual([c.distance, c.bearingTrue], [0, 0]);
    assert.equal(c.timeToGo, 0);
  });
});

const ROUTE_ID = 'a122a29c-9eac-43d5-9884-877dbb853052';
const ROUTE_DOC = routeDocument(
  'Helsinki approach',
  [
    [24.98, 60.125],
    [HARBOUR.longitude, HARBOUR.latitude],
    [24.904, 60.079],
  ],
  [{ name: 'Outer Buoy' }, { name: 'Harbour Entrance' }, { name: 'Quay' }],
);
const OWN = { 'navigation.position': BOAT, 'navigation.speedOverGround': SOG, 'navigation.courseOverGroundTrue': 225 * DEG };

describe("get_route without the server's calcValues", () => {
  it("a route activated at point 1: distance, bearing, time to go and arrival are the add-on's", () => {
    const ctx = context('en', {
      ...OWN,
      'navigation.course.activeRoute': { href: `/resources/routes/${ROUTE_ID}`, pointIndex: 1, pointTotal: 3, reverse: false, name: 'Helsinki approach' },
      'navigation.course.nextPoint': { type: 'RoutePoint', position: HARBOUR },
      [`resources.routes.${ROUTE_ID}`]: ROUTE_DOC,
    });
    const r = getRoute.run({}, ctx);
    const own = courseToPoint(BOAT, HARBOUR, SOG, 225 * DEG);
    assert.equal(r.calc_source, 'signalk-assist');
    assert.equal(r.distance_m, own.distance);
    assert.equal(r.bearing_true_deg, 225);
    assert.equal(r.time_to_go_s, own.timeToGo);
    assert.equal(r.eta, new Date(T0 + Math.round(own.timeToGo! * 1000)).toISOString());
    // 4,457 m at 5.76 knots: 1,504 s; 18:15:30 + 25 min 4 s in Helsinki.
    assert.equal(r.display, 'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving 6:40 PM');
    assert.equal(r.timestamp, new Date(T0).toISOString());
    assert.deepEqual(ttsViolations(r.display!, 'en'), []);
    const pt = getRoute.run(
      {},
      context('pt-BR', {
        ...OWN,
        'navigation.course.activeRoute': { href: `/resources/routes/${ROUTE_ID}`, pointIndex: 1 },
        'navigation.course.nextPoint': { position: HARBOUR },
        [`resources.routes.${ROUTE_ID}`]: ROUTE_DOC,
      }),
    );
    assert.equal(pt.display, 'próximo waypoint Harbour Entrance, a 2,4 milhas, a sudoeste, chegada prevista 18:40');
  });

  it("the route resource not fetched: the next point by number, with the add-on's calculations", () => {
    const r = getRoute.run(
      {},
      context('en', {
        ...OWN,
        'navigation.course.activeRoute': { href: `/resources/routes/${ROUTE_ID}`, pointIndex: 1, pointTotal: 3 },
        'navigation.course.nextPoint': { position: HARBOUR },
      }),
    );
    assert.equal(r.display, 'next waypoint 2 of 3, 2.4 miles, bearing south-west, arriving 6:40 PM');
  });

  it('a single destination, phrased by its distance', () => {
    const r = getRoute.run({}, context('en', { ...OWN, 'navigation.course.activeRoute': null, 'navigation.course.nextPoint': { type: 'Location', position: HARBOUR } }));
    assert.equal(r.display, '2.4 miles to the destination, bearing south-west, arriving 6:40 PM');
    assert.equal(r.name, null);
    const de = getRoute.run({}, context('de', { ...OWN, 'navigation.course.activeRoute': null, 'navigation.course.nextPoint': { type: 'Location', position: HARBOUR } }));
    assert.equal(de.display, '2,4 Seemeilen bis zum Ziel, Peilung Südwest, Ankunft 18:40');
  });

  it('stopped or opening: distance and bearing, no time to go or arrival', () => {
    const r = getRoute.run(
      {},
      context('en', { ...OWN, 'navigation.speedOverGround': 0, 'navigation.course.activeRoute': null, 'navigation.course.nextPoint': { position: HARBOUR } }),
    );
    assert.equal(r.display, '2.4 miles to the destination, bearing south-west');
    assert.deepEqual([r.time_to_go_s, r.eta], [null, null]);
  });

  it('no position of our own: the point alone, nothing computed', () => {
    const r = getRoute.run({}, context('en', { 'navigation.course.activeRoute': null, 'navigation.course.nextPoint': { position: HARBOUR } }));
    assert.equal(r.display, 'destination');
    assert.equal(r.calc_source, null);
    assert.equal(r.distance_m, null);
  });

  it('a stale position makes the computed answer say its age', () => {
    const r = getRoute.run({}, context('en', { ...OWN, 'navigation.course.activeRoute': null, 'navigation.course.nextPoint': { position: HARBOUR } }, T0 - 10 * 60_000));
    assert.equal(r.display, '2.4 miles to the destination, bearing south-west, arriving 6:40 PM, as of 10 minutes ago');
  });

  it("the server's calcValues win when it has them", () => {
    const r = getRoute.run(
      {},
      context('en', {
        ...OWN,
        'navigation.course.activeRoute': null,
        'navigation.course.nextPoint': { position: HARBOUR },
        'navigation.course.calcValues.distance': 9260,
        'navigation.course.calcValues.bearingTrue': Math.PI,
      }),
    );
    assert.equal(r.calc_source, 'signalk');
    assert.equal(r.display, '5 miles to the destination, bearing south');
  });
});
