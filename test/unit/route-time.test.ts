/**
 * get_route and get_local_time without a server: the speech (en and pt-BR, exact texts), the offline
 * time-zone lookup, the queries on a model fed with deltas, the SignalK client's course loading and
 * resource fetching (fed with documents recorded from signalk-server 2.23.0), and the demo's route.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { VesselModel } from '../../src/vessel/model.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { LANGUAGES, type Language } from '../../src/speech/types.js';
import { LOCALES } from '../../src/speech/locales/index.js';
import { DEFAULT_STALENESS, type QueryContext } from '../../src/queries/types.js';
import { query as getRoute } from '../../src/questions/get-route/query.js';
import { ROUTE, type RouteReading } from '../../src/questions/get-route/answer.js';
import { WORDS as ROUTE_WORDS } from '../../src/questions/get-route/words.js';
import { query as getLocalTime } from '../../src/questions/get-local-time/query.js';
import { LOCAL_TIME } from '../../src/questions/get-local-time/answer.js';
import { isoLocal, nauticalZone, zoneAt } from '../../src/queries/timezone.js';
import { resourceRef, routePoints } from '../../src/vessel/resources.js';
import { CourseResources, loadCourse, COURSE_API } from '../../src/signalk/course.js';
import { createDemoVessel } from '../../src/demo/index.js';
import { routeResourceDelta } from '../../src/demo/resource.js';
import { queryContext, type TestContext } from '../helpers/query-context.js';
import { NO_ROUTE, routeDocument } from '../helpers/route.js';

const DEG = Math.PI / 180;
const en = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
const pt = createSpeaker({ language: 'pt-BR', units: 'nautical-metric', timeZone: 'UTC' });

function safe(text: string, language: Language): void {
  assert.deepEqual(ttsViolations(text, language), [], text);
}

// ---------------------------------------------------------------------------------------------
// Speech
// ---------------------------------------------------------------------------------------------

const BASE: RouteReading = {
  active: true,
  onRoute: true,
  waypointName: 'Harbour Entrance',
  pointNumber: 2,
  pointTotal: 3,
  distance: 4444.8,
  bearingTrue: 225 * DEG,
  timeToGo: 1500,
  eta: new Date('2026-07-15T15:40:30Z'),
  timeZone: 'Europe/Helsinki',
  now: new Date('2026-07-15T15:15:30Z'),
};

describe('the route answer', () => {
  const cases: [string, Partial<RouteReading>, string, string][] = [
    [
      'a waypoint ahead, arriving this evening',
      {},
      'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving 6:40 PM',
      'próximo waypoint Harbour Entrance, a 2,4 milhas, a sudoeste, chegada prevista 18:40',
    ],
    [
      'time to go unknown: neither duration nor arrival',
      { timeToGo: null },
      'next waypoint Harbour Entrance, 2.4 miles, bearing south-west',
      'próximo waypoint Harbour Entrance, a 2,4 milhas, a sudoeste',
    ],
    [
      'no arrival time: the duration alone',
      { eta: null },
      'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, about 25 minutes',
      'próximo waypoint Harbour Entrance, a 2,4 milhas, a sudoeste, cerca de 25 minutos',
    ],
    [
      'arrival tomorrow in the boat zone',
      { timeToGo: 40_000, eta: new Date('2026-07-16T03:00:00Z') },
      'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving tomorrow at 6 AM',
      'próximo waypoint Harbour Entrance, a 2,4 milhas, a sudoeste, chegada prevista amanhã, 6 horas',
    ],
    [
      'arrival within a week: the weekday',
      { timeToGo: 240_000, eta: new Date('2026-07-18T03:00:00Z') },
      'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving Saturday at 6 AM',
      'próximo waypoint Harbour Entrance, a 2,4 milhas, a sudoeste, chegada prevista sábado, 6 horas',
    ],
    [
      'arrival beyond a week: the date',
      { timeToGo: 1_300_000, eta: new Date('2026-07-30T03:00:00Z') },
      'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving July 30 at 6 AM',
      'próximo waypoint Harbour Entrance, a 2,4 milhas, a sudoeste, chegada prevista 30 de julho, 6 horas',
    ],
    [
      'unnamed route point: its number',
      { waypointName: null },
      'next waypoint 2 of 3, 2.4 miles, bearing south-west, arriving 6:40 PM',
      'próximo waypoint 2 de 3, a 2,4 milhas, a sudoeste, chegada prevista 18:40',
    ],
    [
      'a single unnamed destination; seconds under a minute',
      { onRoute: false, waypointName: null, timeToGo: 45, eta: null, distance: 120 },
      '0.1 miles to the destination, bearing south-west, about 45 seconds',
      '0,1 milha até o destino, a sudoeste, cerca de 45 segundos',
    ],
    [
      'a named destination; minutes rounded for an estimate',
      { onRoute: false, waypointName: 'Marina', timeToGo: 330, eta: null },
      '2.4 miles to Marina, bearing south-west, about 6 minutes',
      '2,4 milhas até Marina, a sudoeste, cerca de 6 minutos',
    ],
    ['nothing but the point', { distance: null, bearingTrue: null, timeToGo: null, eta: null }, 'next waypoint Harbour Entrance', 'próximo waypoint Harbour Entrance'],
    ['no active course', { active: false }, 'No active route.', 'Nenhuma rota ativa.'],
    ['impossible values are left out', { distance: Number.NaN, bearingTrue: 9, timeToGo: -5 }, 'next waypoint Harbour Entrance', 'próximo waypoint Harbour Entrance'],
  ];
  for (const [name, change, english, portuguese] of cases) {
    it(name, () => {
      const r = { ...BASE, ...change };
      assert.equal(en.answer(ROUTE, r), english);
      assert.equal(pt.answer(ROUTE, r), portuguese);
      safe(english, 'en');
      safe(portuguese, 'pt-BR');
    });
  }
  it('boat text is spoken as given, trimmed', () => {
    assert.equal(en.answer(ROUTE, { ...BASE, waypointName: '  Cabo Raso  ', distance: null, bearingTrue: null, timeToGo: null }), 'next waypoint Cabo Raso');
  });
  it('an unknown zone for the arrival is a RangeError naming it', () => {
    assert.throws(() => en.answer(ROUTE, { ...BASE, timeZone: 'Mars/Olympus' }), /Mars\/Olympus/);
  });
});

describe('Speaker.localTime and clockTimeIn', () => {
  const jan = new Date('2026-01-15T12:00:00Z');
  const jul = new Date('2026-07-15T12:00:00Z');
  const cases: [string, Date, string, string][] = [
    ['Europe/Helsinki', jan, '2 PM, Eastern European Standard Time', '14 horas, Horário Padrão da Europa Oriental'],
    ['Europe/Helsinki', jul, '3 PM, Eastern European Summer Time', '15 horas, Horário de Verão da Europa Oriental'],
    ['Europe/Lisbon', jul, '1 PM, Western European Summer Time', '13 horas, Horário de Verão da Europa Ocidental'],
    ['Pacific/Auckland', jan, '1 AM, New Zealand Daylight Time', '1 hora, Horário de Verão da Nova Zelândia'],
    ['Asia/Kathmandu', jan, '5:45 PM, Nepal Time', '17:45, Horário do Nepal'],
    // Sea zones have no name in either language: the offset in words.
    ['Etc/GMT+2', jan, '10 AM, UTC minus 2 hours', '10 horas, UTC menos 2 horas'],
    ['Etc/GMT-12', jan, '12 AM, UTC plus 12 hours', '0 horas, UTC mais 12 horas'],
    ['Etc/GMT', jan, '12 PM, Coordinated Universal Time', '12 horas, Horário Universal Coordenado'],
  ];
  for (const [zone, at, english, portuguese] of cases) {
    it(`${zone} ${at.toISOString().slice(0, 7)}`, () => {
      assert.equal(en.localTime(at, zone, true), english);
      assert.equal(pt.localTime(at, zone, true), portuguese);
      safe(english, 'en');
      safe(portuguese, 'pt-BR');
    });
  }
  it("without a fix it says the zone is the add-on's own", () => {
    const english = en.localTime(jan, 'UTC', false);
    const portuguese = pt.localTime(jan, 'UTC', false);
    assert.equal(english, "12 PM, Coordinated Universal Time. The boat isn't reporting its position, so this is the add-on's own time zone.");
    assert.equal(portuguese, '12 horas, Horário Universal Coordenado. O barco não está informando a posição, então este é o fuso horário do próprio complemento.');
    safe(english, 'en');
    safe(portuguese, 'pt-BR');
  });
  it("clockTimeIn speaks another zone; the speaker's own zone is its own clock", () => {
    assert.equal(en.clockTimeIn(jul, 'Pacific/Auckland'), '12 AM');
    assert.equal(pt.clockTimeIn(jul, 'America/Sao_Paulo'), '9 horas');
    assert.equal(en.clockTimeIn(jul, 'UTC'), en.clockTime(jul));
    assert.throws(() => en.clockTimeIn(new Date(Number.NaN), 'UTC'), RangeError);
    assert.throws(() => en.localTime(jul, 'Nowhere/Else', true), /Nowhere\/Else/);
  });
});

describe('route and time templates in every locale', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: each template carries its placeholders and nothing else; fixed sentences are TTS-safe`, () => {
      const r = ROUTE_WORDS[lang];
      const t = LOCAL_TIME.words[lang];
      const needs: [string, string, string[]][] = [
        ['route.waypoint', r.waypoint, ['name']],
        ['route.waypointNumber', r.waypointNumber, ['number', 'total']],
        ['route.waypointUnknown', r.waypointUnknown, []],
        ['route.destination', r.destination, ['name']],
        ['route.destinationUnnamed', r.destinationUnnamed, []],
        ['route.distance', r.distance, ['distance']],
        ['route.destinationDistance', r.destinationDistance, ['distance', 'name']],
        ['route.destinationUnnamedDistance', r.destinationUnnamedDistance, ['distance']],
        ['route.bearing', r.bearing, ['point']],
        ['route.timeToGo', r.timeToGo, ['duration']],
        ['route.eta', r.eta, ['time']],
        ['route.etaDay', r.etaDay, ['day', 'time']],
        ['route.none', r.none, []],
        ['time.local', t.local, ['time', 'zone']],
        ['time.noFix', t.noFix, ['time', 'zone']],
        ['time.utc', t.utc, []],
        ['time.utcAhead', t.utcAhead, ['offset']],
        ['time.utcBehind', t.utcBehind, ['offset']],
      ];
      for (const [name, template, placeholders] of needs) {
        const found = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        assert.deepEqual(found, [...placeholders].sort(), `${lang} ${name}`);
      }
      for (const s of [r.none, r.waypointUnknown, r.destinationUnnamed, t.utc]) safe(s, lang);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Time zones
// ---------------------------------------------------------------------------------------------

describe('time zone from the GPS fix (offline lookup)', () => {
  it('finds the zone of harbours and of the open sea', () => {
    assert.equal(zoneAt(60.17, 24.94), 'Europe/Helsinki');
    assert.equal(zoneAt(38.72, -9.14), 'Europe/Lisbon');
    assert.equal(zoneAt(-36.85, 174.76), 'Pacific/Auckland');
    assert.equal(zoneAt(-23.0, -43.2), 'America/Sao_Paulo');
    assert.equal(zoneAt(40, -40), 'Etc/GMT+3'); // mid-Atlantic: the nautical zone, UTC-3
  });
  it('no fix for missing, half-null, non-finite or impossible coordinates', () => {
    assert.equal(zoneAt(null, -145.1), null);
    assert.equal(zoneAt(10, undefined), null);
    assert.equal(zoneAt(Number.NaN, 0), null);
    assert.equal(zoneAt(91, 0), null);
    assert.equal(zoneAt(0, 181), null);
    assert.equal(zoneAt('60', '24'), null);
  });
  it("nautical zones by longitude, with IANA's inverted Etc signs", () => {
    assert.equal(nauticalZone(0), 'Etc/GMT');
    assert.equal(nauticalZone(-40), 'Etc/GMT+3');
    assert.equal(nauticalZone(174.8), 'Etc/GMT-12');
    assert.equal(nauticalZone(-179.9), 'Etc/GMT+12');
  });
  it('ISO local time with the zone offset, to the second', () => {
    const at = new Date('2026-01-15T12:34:56.789Z');
    assert.equal(isoLocal(at, 'Pacific/Auckland'), '2026-01-16T01:34:56+13:00');
    assert.equal(isoLocal(at, 'Asia/Kathmandu'), '2026-01-15T18:19:56+05:45');
    assert.equal(isoLocal(at, 'America/St_Johns'), '2026-01-15T09:04:56-03:30');
    assert.equal(isoLocal(at, 'Etc/GMT'), '2026-01-15T12:34:56+00:00');
    assert.equal(isoLocal(new Date('2026-07-01T00:00:00Z'), 'Europe/Helsinki'), '2026-07-01T03:00:00+03:00');
  });
});

// ---------------------------------------------------------------------------------------------
// Queries on a model
// ---------------------------------------------------------------------------------------------

const T0 = Date.parse('2026-07-15T15:15:30Z');
const ROUTE_ID = 'a122a29c-9eac-43d5-9884-877dbb853052';
/** A route resource as GET /signalk/v2/api/resources/routes/<id> returns it (signalk-server 2.23.0). */
const ROUTE_DOC = {
  ...routeDocument(
    'Helsinki approach',
    [
      [24.98, 60.125],
      [24.9133, 60.0917],
      [24.904, 60.079],
    ],
    [{ name: 'Outer Buoy' }, { name: 'Harbour Entrance' }, { href: '/resources/waypoints/quay-1' }],
  ),
  description: 'd',
  timestamp: '2026-07-15T15:00:00.000Z',
  $source: 'resources-provider',
};
const ACTIVE_ROUTE = { href: `/resources/routes/${ROUTE_ID}`, name: 'Helsinki approach', reverse: false, pointIndex: 1, pointTotal: 3 };
const CALC = {
  'navigation.course.calcValues.distance': 4444.8,
  'navigation.course.calcValues.bearingTrue': 225 * DEG,
  'navigation.course.calcValues.timeToGo': 1500,
  'navigation.course.calcValues.estimatedTimeOfArrival': '2026-07-15T15:40:30.000Z',
};

function context(language: Language = 'en', now = T0): TestContext {
  return queryContext({}, { language, now });
}

describe('get_route on the model', () => {
  it('names the next waypoint from the route resource and speaks the calculations in the boat zone', () => {
    const ctx = context();
    ctx.set({
      'navigation.position': { latitude: 60.12, longitude: 24.97 },
      'navigation.course.activeRoute': ACTIVE_ROUTE,
      'navigation.course.nextPoint': { type: 'RoutePoint', position: { latitude: 60.0917, longitude: 24.9133 } },
      [`resources.routes.${ROUTE_ID}`]: ROUTE_DOC,
      ...CALC,
    });
    assert.deepEqual(getRoute.run({}, ctx), {
      active: true,
      name: 'Helsinki approach',
      next_waypoint: { name: 'Harbour Entrance', position: { latitude: 60.0917, longitude: 24.9133 } },
      distance_m: 4444.8,
      bearing_true_deg: 225,
      time_to_go_s: 1500,
      eta: '2026-07-15T15:40:30.000Z',
      calc_source: 'signalk',
      display: 'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving 6:40 PM',
      timestamp: new Date(T0).toISOString(),
    });
    const ptCtx = context('pt-BR');
    for (const p of ctx.model.paths()) ptCtx.set({ [p]: ctx.model.get(p)!.value });
    assert.equal(getRoute.run({}, ptCtx).display, 'próximo waypoint Harbour Entrance, a 2,4 milhas, a sudoeste, chegada prevista 18:40');
  });

  it('a reversed route counts its index from the end; a point may take its name from a waypoint resource', () => {
    const ctx = context();
    ctx.set({
      'navigation.course.activeRoute': { ...ACTIVE_ROUTE, reverse: true, pointIndex: 0 },
      'navigation.course.nextPoint': { type: 'RoutePoint', position: { latitude: 60.079, longitude: 24.904 } },
      [`resources.routes.${ROUTE_ID}`]: ROUTE_DOC,
      'resources.waypoints.quay-1': { name: 'Quay', feature: { type: 'Feature', geometry: { type: 'Point', coordinates: [24.904, 60.079] } } },
    });
    const r = getRoute.run({}, ctx);
    assert.deepEqual(r.next_waypoint, { name: 'Quay', position: { latitude: 60.079, longitude: 24.904 } });
    assert.equal(r.display, 'next waypoint Quay');
  });

  it('the route not (yet) known: the point by number; a point that does not match the index is found by position', () => {
    const ctx = context();
    ctx.set({
      'navigation.course.activeRoute': ACTIVE_ROUTE,
      'navigation.course.nextPoint': { type: 'RoutePoint', position: { latitude: 60.0917, longitude: 24.9133 } },
    });
    assert.equal(getRoute.run({}, ctx).display, 'next waypoint 2 of 3');
    ctx.set({ 'navigation.course.activeRoute': { ...ACTIVE_ROUTE, pointIndex: 2 }, [`resources.routes.${ROUTE_ID}`]: ROUTE_DOC });
    assert.equal((getRoute.run({}, ctx).next_waypoint as { name: string }).name, 'Harbour Entrance');
  });

  it('a single destination leads with its distance: to its waypoint resource name, else "to the destination"', () => {
    const ctx = context();
    ctx.set({
      'navigation.course.activeRoute': null,
      'navigation.course.nextPoint': { type: 'Location', position: { latitude: 60.0917, longitude: 24.9133 } },
      'navigation.course.calcValues.distance': 926,
      'navigation.course.calcValues.bearingTrue': 0.1,
      'navigation.course.calcValues.timeToGo': null,
    });
    let r = getRoute.run({}, ctx);
    assert.equal(r.display, '0.5 miles to the destination, bearing north');
    assert.equal(r.name, null);
    ctx.set({
      'navigation.course.nextPoint': { href: '/resources/waypoints/quay-1', type: 'Waypoint', position: { latitude: 60.079, longitude: 24.904 } },
      'resources.waypoints.quay-1': { name: 'Quay' },
    });
    r = getRoute.run({}, ctx);
    assert.equal(r.display, '0.5 miles to Quay, bearing north');
  });

  it('course cleared: "No active route." dated by the course state; never heard of a course: display null', () => {
    const ctx = context();
    assert.deepEqual(getRoute.run({}, ctx), { ...NO_ROUTE, display: null, timestamp: null });
    ctx.set({ 'navigation.course.activeRoute': null, 'navigation.course.nextPoint': null, ...CALC }, T0 - 3_600_000);
    const r = getRoute.run({}, ctx);
    assert.equal(r.display, 'No active route.');
    assert.equal(r.distance_m, null); // calculations of a cleared course are not reported
    assert.equal(r.timestamp, new Date(T0 - 3_600_000).toISOString());
  });

  it('stale calculations are spoken with their age; the course state alone does not make an answer stale', () => {
    const ctx = context();
    ctx.set(
      {
        'navigation.course.activeRoute': ACTIVE_ROUTE,
        [`resources.routes.${ROUTE_ID}`]: ROUTE_DOC,
        'navigation.course.nextPoint': { position: { latitude: 60.0917, longitude: 24.9133 } },
      },
      T0 - 86_400_000,
    );
    let r = getRoute.run({}, ctx);
    assert.equal(r.display, 'next waypoint Harbour Entrance');
    assert.equal(r.timestamp, new Date(T0 - 86_400_000).toISOString());
    ctx.set({ 'navigation.course.calcValues.distance': 4444.8, 'navigation.course.calcValues.bearingTrue': 225 * DEG }, T0 - 12 * 60_000);
    r = getRoute.run({}, ctx);
    assert.equal(r.display, 'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, as of 12 minutes ago');
    assert.equal(r.timestamp, new Date(T0 - 12 * 60_000).toISOString());
  });
});

describe('get_local_time on the model', () => {
  it('zone from the position, time now, dated by the position', () => {
    const ctx = context('en', Date.parse('2026-01-15T12:00:00Z'));
    ctx.set({ 'navigation.position': { latitude: -36.85, longitude: 174.76 } }, Date.parse('2026-01-15T11:59:00Z'));
    assert.deepEqual(getLocalTime.run({}, ctx), {
      iana_timezone: 'Pacific/Auckland',
      local_time: '2026-01-16T01:00:00+13:00',
      from_position: true,
      display: '1 AM, New Zealand Daylight Time',
      timestamp: '2026-01-15T11:59:00.000Z',
    });
  });
  it("a half-null position is no fix: the add-on's own zone, said so", () => {
    const ctx = context('pt-BR', Date.parse('2026-01-15T12:00:00Z'));
    ctx.set({ 'navigation.position': { latitude: null, longitude: -9.1 } });
    assert.deepEqual(getLocalTime.run({}, ctx), {
      iana_timezone: 'UTC',
      local_time: '2026-01-15T12:00:00+00:00',
      from_position: false,
      display: '12 horas, Horário Universal Coordenado. O barco não está informando a posição, então este é o fuso horário do próprio complemento.',
      timestamp: null,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The SignalK client's course loading and resource fetching
// ---------------------------------------------------------------------------------------------

/** GET /signalk/v2/api/vessels/self/navigation/course with a route active (signalk-server 2.23.0). */
const COURSE_DOC = {
  startTime: '2026-11-30T05:04:08.761Z',
  targetArrivalTime: null,
  arrivalCircle: 0,
  activeRoute: ACTIVE_ROUTE,
  nextPoint: { type: 'RoutePoint', position: { latitude: 60.0917, longitude: 24.9133 } },
  previousPoint: { type: 'RoutePoint', position: { latitude: 60.125, longitude: 24.98 } },
};
/** GET .../course/calcValues (signalk-server 2.23.0, course-provider 1.4.0). */
const CALC_DOC = {
  calcMethod: 'GreatCircle',
  bearingTrackTrue: 3.83,
  bearingTrackMagnetic: 3.83,
  crossTrackError: -21.3,
  distance: 4444.8,
  bearingTrue: 225 * DEG,
  bearingMagnetic: 225 * DEG,
  velocityMadeGood: null,
  velocityMadeGoodToCourse: 2.96,
  timeToGo: 1500,
  estimatedTimeOfArrival: '2026-07-15T15:40:30.000Z',
  previousPoint: { distance: 27.8 },
  route: { timeToGo: 2645.6, estimatedTimeOfArrival: '2026-07-15T15:59:35.000Z', distance: 7923.5 },
  targetSpeed: null,
};

function fakeServer(docs: Record<string, unknown>) {
  const asked: string[] = [];
  const getJson = async (path: string): Promise<unknown> => {
    asked.push(path);
    const d = docs[path];
    if (d instanceof Error) throw d;
    return d;
  };
  return { asked, getJson };
}

describe('course loading and route fetching (src/signalk/course.ts)', () => {
  it('loads the course and its calculations at connect, then fetches the route it names once, trimmed', async () => {
    const model = new VesselModel(() => T0);
    const server = fakeServer({
      [COURSE_API]: COURSE_DOC,
      [`${COURSE_API}/calcValues`]: CALC_DOC,
      [`/signalk/v2/api/resources/routes/${ROUTE_ID}`]: ROUTE_DOC,
      '/signalk/v2/api/resources/waypoints/quay-1': {
        name: 'Quay',
        description: 'long text',
        feature: { type: 'Feature', geometry: { type: 'Point', coordinates: [24.904, 60.079] }, properties: {} },
      },
    });
    const resources = new CourseResources(model, server.getJson);
    assert.equal(await loadCourse(model, server.getJson), true);
    await resources.settled(); // including the route's waypoint, fetched after the route
    assert.deepEqual(model.get('navigation.course.activeRoute')?.value, ACTIVE_ROUTE);
    assert.equal(model.get('navigation.course.calcValues.timeToGo')?.value, 1500);
    assert.equal(model.get('navigation.course.calcValues.route'), undefined, 'nested objects are not kept');
    assert.deepEqual(model.get(`resources.routes.${ROUTE_ID}`)?.value, {
      name: 'Helsinki approach',
      feature: {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: ROUTE_DOC.feature.geometry.coordinates },
        properties: { coordinatesMeta: ROUTE_DOC.feature.properties.coordinatesMeta },
      },
    });
    assert.equal((model.get('resources.waypoints.quay-1')!.value as { name: string }).name, 'Quay');
    // The same href again (every course delta repeats it) is not fetched again.
    model.applyDelta({ updates: [{ values: [{ path: 'navigation.course.activeRoute', value: ACTIVE_ROUTE }] }] });
    await resources.settled();
    assert.equal(server.asked.filter((p) => p.includes('/resources/routes/')).length, 1);
    // After a reconnect, fetched again (it may have changed meanwhile).
    resources.reset();
    model.applyDelta({ updates: [{ values: [{ path: 'navigation.course.activeRoute', value: ACTIVE_ROUTE }] }] });
    await resources.settled();
    assert.equal(server.asked.filter((p) => p.includes('/resources/routes/')).length, 2);
    resources.stop();
  });

  it('no course API (404), an unknown route (200 {}), a failed fetch retried when named again', async () => {
    const model = new VesselModel(() => T0);
    const server = fakeServer({ '/signalk/v2/api/resources/routes/gone': {}, '/signalk/v2/api/resources/routes/flaky': new Error('ECONNRESET') });
    const resources = new CourseResources(model, server.getJson);
    assert.equal(await loadCourse(model, server.getJson), false);
    assert.equal(model.get('navigation.course.nextPoint'), undefined);
    for (const id of ['gone', 'flaky', 'flaky']) {
      model.applyDelta({ updates: [{ values: [{ path: 'navigation.course.activeRoute', value: { href: `/resources/routes/${id}` } }] }] });
      await resources.settled();
    }
    assert.equal(model.get('resources.routes.gone'), undefined);
    assert.equal(server.asked.filter((p) => p.endsWith('/flaky')).length, 2);
    // Hrefs that are not routes or waypoints, or would split a model path, are never fetched.
    for (const href of ['/resources/notes/x', '/resources/routes/a.b', '../../etc', 42]) {
      model.applyDelta({ updates: [{ values: [{ path: 'navigation.course.nextPoint', value: { href } }] }] });
    }
    await resources.settled();
    assert.equal(server.asked.length, 4);
    resources.stop();
    model.applyDelta({ updates: [{ values: [{ path: 'navigation.course.activeRoute', value: { href: '/resources/routes/late' } }] }] });
    assert.equal(server.asked.length, 4, 'stopped: no more fetches');
  });

  it('resource hrefs and route points', () => {
    assert.deepEqual(resourceRef('/resources/routes/abc-1'), { type: 'routes', id: 'abc-1', path: 'resources.routes.abc-1' });
    assert.deepEqual(resourceRef('/signalk/v2/api/resources/waypoints/w1'), { type: 'waypoints', id: 'w1', path: 'resources.waypoints.w1' });
    assert.equal(resourceRef('/resources/routes/'), null);
    assert.deepEqual(
      routePoints({
        feature: {
          geometry: {
            coordinates: [
              [1, 2, 3],
              [4, 5],
            ],
          },
          properties: {},
        },
      }),
      [
        { longitude: 1, latitude: 2, name: null, href: null },
        { longitude: 4, latitude: 5, name: null, href: null },
      ],
    );
    assert.deepEqual(
      routePoints({
        feature: {
          geometry: {
            coordinates: [
              [1, 2],
              ['x', 5],
            ],
          },
        },
      }),
      [],
      'a broken coordinate breaks the alignment: none',
    );
  });
});

describe('the demo vessel has an active route', () => {
  it('get_route names its next waypoint in --demo', () => {
    let now = Date.parse('2026-06-21T10:00:00Z');
    const demo = createDemoVessel({ now: () => now });
    const model = new VesselModel(() => now);
    model.selfContext = demo.selfContext;
    for (const d of demo.initialDeltas()) model.applyDelta(d);
    model.applyDelta(routeResourceDelta(demo.selfContext, demo.route(), new Date(now).toISOString()));
    now += 5000;
    for (const d of demo.tick()) model.applyDelta(d);
    const ctx: QueryContext = { model, speaker: en, now: () => now, staleness: DEFAULT_STALENESS, invertCurrent: new Set() };
    const r = getRoute.run({}, ctx);
    const route = demo.route();
    assert.equal(r.active, true);
    assert.equal(r.name, route.name);
    const next = r.next_waypoint as { name: string; position: { latitude: number; longitude: number } };
    const expected = route.waypoints.find((w) => w.latitude === next.position.latitude && w.longitude === next.position.longitude);
    assert.ok(expected, 'the next point is a waypoint of the route');
    assert.equal(next.name, expected.name);
    assert.match(String(r.display), new RegExp(`^next waypoint ${expected.name}, \\d+(\\.\\d)? miles?, bearing [A-Za-z-]+`));
    safe(String(r.display), 'en');
    assert.equal(getLocalTime.run({}, ctx).iana_timezone, 'Europe/Lisbon');
  });
});
