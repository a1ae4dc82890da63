/**
 * English speech cases for get_route and get_local_time, against a real SignalK server (its bundled
 * course-provider and resources-provider plugins), through the MCP SDK's client over streamable HTTP.
 *
 * get_route: a route created through the v2 resources API (POST) and activated through the Course API
 * (PUT activeRoute); the boat's position, speed, course and `navigation.datetime` injected so that the
 * course provider's calculations are deterministic (its ETA is navigation.datetime + time to go).
 * Expected values are computed here independently (spherical geometry, R = 6371 km: test/helpers/sphere.ts, as SignalK's
 * course provider) and checked against the server's own calcValues too. Clearing the course
 * (DELETE) gives "No active route.".
 *
 * get_local_time: positions in Helsinki, Lisbon and Auckland; the expected zone is written out, the
 * expected local time is computed here with Intl for the moment of the call (either side of it, in
 * case the minute turns during the call).
 */
import { clockEn } from '../helpers/clock.js';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { DEG, haversine as distance, NM } from '../helpers/sphere.js';
import { BOAT, type CalcValues, calcValuesWhen as calcValuesAfter, deltaFrom, HARBOUR, NO_ROUTE, QUAY, ROUTE, sendJson as json, SOG } from '../helpers/route.js';

const delta = deltaFrom('routetime.1');

/** 15:15:30 UTC is 18:15:30 in Helsinki (EEST); plus 1500 s: 18:40:30. */
const DATETIME = '2025-06-21T15:15:30.000Z';
/**
 * An English speech case: what is set up (`setup`, run against the server), the tool called, and the
 * exact display and fields expected (`fields` may be computed from the server's own calcValues).
 */
interface RouteCase {
  id: string;
  setup: (sk: SignalKServer) => Promise<CalcValues | null>;
  /** The exact display: a literal, or computed from this file's own geometry. */
  display: string | (() => string);
  fields: (calc: CalcValues | null) => Record<string, unknown>;
}

/** Sends the boat's position until the course provider's calcValues satisfy `ready`; returns them. Bounded. */
const calcValuesWhen = (sk: SignalKServer, ready: (c: CalcValues) => boolean): Promise<CalcValues> =>
  calcValuesAfter(sk, () => sk.sendDelta(delta({ 'navigation.position': BOAT })), ready, 15_000);

let routeId = '';

const ROUTE_CASES: RouteCase[] = [
  {
    id: 'route-next-waypoint-spoken',
    setup: async (sk) => {
      const created = (await json(sk, 'POST', '/signalk/v2/api/resources/routes', ROUTE)) as { id: string };
      routeId = created.id;
      await sk.sendDelta(delta({ 'navigation.position': BOAT, 'navigation.speedOverGround': SOG, 'navigation.courseOverGroundTrue': 225 * DEG, 'navigation.datetime': DATETIME }));
      await json(sk, 'PUT', '/signalk/v2/api/vessels/self/navigation/course/activeRoute', { href: `/resources/routes/${routeId}`, pointIndex: 1 });
      return calcValuesWhen(sk, (c) => Math.abs(c.distance - 2.4 * NM) < 0.01 && c.timeToGo !== null);
    },
    display: 'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving 6:40 PM',
    fields: (calc) => ({
      active: true,
      name: 'Helsinki approach',
      next_waypoint: { name: 'Harbour Entrance', position: { latitude: HARBOUR.latitude, longitude: HARBOUR.longitude } },
      distance_m: calc!.distance,
      bearing_true_deg: 225,
      time_to_go_s: calc!.timeToGo,
      eta: calc!.estimatedTimeOfArrival,
      calc_source: 'signalk',
    }),
  },
  {
    id: 'route-time-to-go-unknown-when-stopped',
    setup: async (sk) => {
      await sk.sendDelta(delta({ 'navigation.speedOverGround': 0 }));
      return calcValuesWhen(sk, (c) => c.timeToGo === null);
    },
    display: 'next waypoint Harbour Entrance, 2.4 miles, bearing south-west',
    fields: (calc) => ({ active: true, distance_m: calc!.distance, time_to_go_s: null, eta: null }),
  },
  {
    id: 'route-reversed-counts-from-the-end',
    setup: async (sk) => {
      await sk.sendDelta(delta({ 'navigation.speedOverGround': SOG }));
      await json(sk, 'PUT', '/signalk/v2/api/vessels/self/navigation/course/activeRoute', { href: `/resources/routes/${routeId}`, pointIndex: 0, reverse: true });
      // 1500 m beyond the harbour entrance on 200 degrees: spherical distance from the boat, computed as the server does.
      return calcValuesWhen(sk, (c) => Math.abs(c.distance - distance(BOAT, QUAY)) < 0.01 && c.timeToGo !== null);
    },
    display: () => {
      // Spoken from this file's geometry: distance and bearing boat to quay, time to go at the speed made good on 225 degrees.
      const meters = distance(BOAT, QUAY);
      const brg = bearing(BOAT, QUAY);
      const vmc = SOG * Math.cos((brg - 225) * DEG);
      const ttg = Math.floor((meters / vmc) * 1000) / 1000;
      const eta = new Date(Date.parse(DATETIME) + Math.floor(ttg * 1000));
      return `next waypoint Quay, ${(Math.round((meters / NM) * 10) / 10).toString()} miles, bearing ${compass(brg)}, arriving ${clockEn(eta, 'Europe/Helsinki')}`;
    },
    fields: (calc) => ({
      active: true,
      name: 'Helsinki approach',
      next_waypoint: { name: 'Quay', position: { latitude: QUAY.latitude, longitude: QUAY.longitude } },
      distance_m: calc!.distance,
      time_to_go_s: calc!.timeToGo,
    }),
  },
  {
    id: 'route-cleared-no-active-route',
    setup: async (sk) => {
      await json(sk, 'DELETE', '/signalk/v2/api/vessels/self/navigation/course');
      return null;
    },
    display: 'No active route.',
    fields: () => ({ ...NO_ROUTE }),
  },
];

/** Initial great-circle bearing from a to b, degrees true 0..360. */
function bearing(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const y = Math.sin((b.longitude - a.longitude) * DEG) * Math.cos(b.latitude * DEG);
  const x = Math.cos(a.latitude * DEG) * Math.sin(b.latitude * DEG) - Math.sin(a.latitude * DEG) * Math.cos(b.latitude * DEG) * Math.cos((b.longitude - a.longitude) * DEG);
  return (((Math.atan2(y, x) / DEG) % 360) + 360) % 360;
}

const COMPASS = [
  'north',
  'north-north-east',
  'north-east',
  'east-north-east',
  'east',
  'east-south-east',
  'south-east',
  'south-south-east',
  'south',
  'south-south-west',
  'south-west',
  'west-south-west',
  'west',
  'west-north-west',
  'north-west',
  'north-north-west',
];
const compass = (deg: number): string => COMPASS[Math.round(Math.round(deg) / 22.5) % 16]!;

/** Expected local time now in a zone, computed with Intl: clock as en speaks it, zone name, ISO minute and offset. */
function expectedLocal(zone: string, at: Date) {
  const clock = clockEn(at, zone);
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  const off = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((x) => x.type === 'timeZoneName')!.value;
  const offset = off === 'GMT' ? '+00:00' : off.slice(3);
  return { display: `${clock}, ${name}`, minute: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`, offset };
}

const LOCAL_TIME_CASES = [
  { id: 'local-time-helsinki', position: { latitude: 60.17, longitude: 24.94 }, zone: 'Europe/Helsinki' },
  { id: 'local-time-lisbon', position: { latitude: 38.72, longitude: -9.14 }, zone: 'Europe/Lisbon' },
  { id: 'local-time-auckland', position: { latitude: -36.85, longitude: 174.76 }, zone: 'Pacific/Auckland' },
];

describe('get_route and get_local_time against a real SignalK server', { timeout: 240_000 }, () => {
  let signalk: SignalKServer;
  let assist: AssistProcess;
  before(async () => {
    signalk = await startSignalK();
    // TZ: the add-on's own zone, spoken when the boat has no position fix.
    assist = await startAssist({ transport: 'http', args: ['--signalk-url', signalk.url, '--tools', 'all'], env: { TZ: 'America/Sao_Paulo' } });
    await until(async () => (await assist.call('get_route')).structured?.display === 'No active route.', 15_000, 'the initial course state (GET at connect)');
  });
  after(async () => {
    await assist?.stop();
    await signalk?.stop();
  });

  it('lists get_route and get_local_time as read-only tools', async () => {
    const { tools } = await assist.client.listTools();
    for (const name of ['get_route', 'get_local_time']) {
      const t = tools.find((x) => x.name === name);
      assert.ok(t, name);
      assert.equal(t.annotations?.readOnlyHint, true);
      assert.deepEqual(Object.keys(t.inputSchema.properties ?? {}), []);
    }
  });

  it('no course at start is a normal answer: "No active route."', async () => {
    const r = await assist.call('get_route');
    assert.equal(r.isError, false);
    assert.deepEqual({ ...r.structured, timestamp: undefined }, { ...NO_ROUTE, display: 'No active route.', timestamp: undefined });
  });

  for (const c of ROUTE_CASES) {
    it(c.id, async () => {
      const calc = await c.setup(signalk);
      const display = typeof c.display === 'string' ? c.display : c.display();
      const want = c.fields(calc);
      let r = await assist.call('get_route');
      await until(
        async () => {
          r = await assist.call('get_route');
          return Object.entries(want).every(([k, v]) => JSON.stringify(r.structured?.[k]) === JSON.stringify(v));
        },
        15_000,
        `${c.id}: fields ${JSON.stringify(want)} (last ${r.text})`,
      );
      assert.equal(r.isError, false);
      assert.equal(r.text, JSON.stringify(r.structured));
      assert.equal(r.structured?.display, display);
      for (const [k, v] of Object.entries(want)) assert.deepEqual(r.structured?.[k], v, `${c.id} field ${k}`);
      assert.deepEqual(ttsViolations(String(r.structured?.display), 'en'), []);
    });
  }

  it('the route fields are the server calcValues: ETA is navigation.datetime plus time to go', async () => {
    // A fresh activation, checked end to end against the independent geometry.
    await signalk.sendDelta(delta({ 'navigation.speedOverGround': SOG, 'navigation.courseOverGroundTrue': 225 * DEG }));
    await json(signalk, 'PUT', '/signalk/v2/api/vessels/self/navigation/course/activeRoute', { href: `/resources/routes/${routeId}`, pointIndex: 1 });
    const calc = await calcValuesWhen(signalk, (c) => Math.abs(c.distance - 2.4 * NM) < 0.01 && c.timeToGo !== null);
    assert.ok(Math.abs(calc.timeToGo! - 1500) < 0.01, `time to go ${calc.timeToGo}`);
    assert.equal(calc.estimatedTimeOfArrival, new Date(Date.parse(DATETIME) + Math.floor((calc.distance / SOG) * 1000)).toISOString());
    await until(async () => (await assist.call('get_route')).structured?.eta === calc.estimatedTimeOfArrival, 15_000, 'the new course');
    const r = await assist.call('get_route');
    assert.equal(r.structured?.display, 'next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving 6:40 PM');
    await json(signalk, 'DELETE', '/signalk/v2/api/vessels/self/navigation/course');
    await until(async () => (await assist.call('get_route')).structured?.active === false, 15_000, 'course cleared');
  });

  it('after SignalK restarts, a new client loads the course at connect and fetches the route for its names', async () => {
    await json(signalk, 'PUT', '/signalk/v2/api/vessels/self/navigation/course/activeRoute', { href: `/resources/routes/${routeId}`, pointIndex: 1 });
    // A restarted server keeps the route (resources provider) and the course (persisted), but streams no resource delta:
    // the route's names can only come from GET /signalk/v2/api/resources/routes/<id>. The course is persisted
    // asynchronously after the PUT: wait for its file before restarting.
    const stored = join(signalk.configDir, 'serverState', 'course', 'settings.json');
    await until(async () => existsSync(stored) && readFileSync(stored, 'utf8').includes(routeId), 10_000, 'the course persisted');
    await signalk.restart();
    const fresh = await startAssist({ transport: 'stdio', args: ['--signalk-url', signalk.url] });
    try {
      await until(async () => (await fresh.call('get_route')).structured?.active === true, 15_000, 'the persisted course');
      let r = await fresh.call('get_route');
      await until(
        async () => {
          r = await fresh.call('get_route');
          return (r.structured?.next_waypoint as { name?: unknown } | null)?.name === 'Harbour Entrance';
        },
        15_000,
        'the route fetched by name',
      );
      assert.equal(r.structured?.name, 'Helsinki approach');
      // No position since the restart: no calculations yet, so just the point.
      assert.equal(r.structured?.display, 'next waypoint Harbour Entrance');
      assert.equal(r.structured?.distance_m, null);
    } finally {
      await fresh.stop();
    }
    await json(signalk, 'DELETE', '/signalk/v2/api/vessels/self/navigation/course');
    await until(async () => (await assist.call('get_route')).structured?.active === false, 20_000, 'the first client back after the restart, course cleared');
  });

  it("get_local_time without a fix: the add-on's own zone, said so", async () => {
    await signalk.sendDelta(delta({ 'navigation.position': null }));
    await until(async () => (await assist.call('get_local_time')).structured?.from_position === false, 15_000, 'position cleared');
    const before = expectedLocal('America/Sao_Paulo', new Date());
    const r = await assist.call('get_local_time');
    const afterCall = expectedLocal('America/Sao_Paulo', new Date());
    assert.equal(r.isError, false);
    assert.equal(r.structured?.iana_timezone, 'America/Sao_Paulo');
    assert.equal(r.structured?.timestamp, null);
    const suffix = ". The boat isn't reporting its position, so this is the add-on's own time zone.";
    assert.ok([before.display + suffix, afterCall.display + suffix].includes(String(r.structured?.display)), String(r.structured?.display));
  });

  for (const c of LOCAL_TIME_CASES) {
    it(c.id, async () => {
      await signalk.sendDelta(delta({ 'navigation.position': c.position }));
      await until(async () => (await assist.call('get_local_time')).structured?.iana_timezone === c.zone, 15_000, `${c.zone} from the position`);
      const before = expectedLocal(c.zone, new Date());
      const r = await assist.call('get_local_time');
      const afterCall = expectedLocal(c.zone, new Date());
      assert.equal(r.isError, false);
      assert.equal(r.text, JSON.stringify(r.structured));
      const s = r.structured!;
      assert.equal(s.iana_timezone, c.zone);
      assert.equal(s.from_position, true);
      assert.ok([before.display, afterCall.display].includes(String(s.display)), `display ${String(s.display)} vs ${before.display}`);
      const local = String(s.local_time);
      assert.match(local, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      assert.ok(
        [before, afterCall].some((e) => local.slice(0, 16) === e.minute && local.slice(19) === e.offset),
        `local_time ${local} vs ${before.minute}${before.offset}`,
      );
      assert.equal(typeof s.timestamp, 'string');
      assert.deepEqual(ttsViolations(String(s.display), 'en'), []);
    });
  }
});
