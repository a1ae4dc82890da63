/**
 * get_route on a real signalk-server 2.23.0 WITHOUT its course-provider plugin, checked
 * against the same server version WITH the plugin (its bundled @signalk/course-provider 1.4.0, default
 * method GreatCircle) given the same course: distance, bearing and time to go must agree within 1 %.
 *
 * Two servers run side by side: `withProvider` (the server's default: the plugin is enabled by default)
 * and `without` (plugin-config-data/course-provider.json `{"enabled": false}`). Each gets the same route
 * (POSTed through the v2 resources API, activated through the Course API at point 1), or the same single
 * destination, and the same position, SOG and COG. signalk-assist reads only `without`. The figures
 * compared are printed as test diagnostics.
 */
import { clockEn } from '../helpers/clock.js';
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { DEG, destination, haversine, NM, type LatLon as P } from '../helpers/sphere.js';
import { BOAT, type CalcValues as Calc, calcValuesWhen, deltaFrom, HARBOUR, ROUTE, sendJson as json, SOG } from '../helpers/route.js';

/** A long leg East along 60 degrees North, where great circle and rhumb line part (about 0.6 degrees of bearing at 150 miles). */
const FAR_EAST = destination(BOAT, 88, 150 * NM);
const delta = deltaFrom('routecalc.1');

/** Sends the boat's state until the provider's calcValues satisfy `ready` (they recompute on each position). Bounded. */
function providerCalc(sk: SignalKServer, cog: number, ready: (c: Calc) => boolean): Promise<Calc> {
  const send = () => sk.sendDelta(delta({ 'navigation.position': BOAT, 'navigation.speedOverGround': SOG, 'navigation.courseOverGroundTrue': cog }), { waitVisible: false });
  return calcValuesWhen(sk, send, (c) => typeof c.distance === 'number' && ready(c), 20_000);
}

/** "tomorrow" or the weekday of `at` seen from `now` in a zone (en); null on the same day. */
function dayWord(at: Date, now: Date, zone: string): string | null {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const days = (Date.parse(day(at)) - Date.parse(day(now))) / 86_400_000;
  if (days === 0) return null;
  return days === 1 ? 'tomorrow' : new Intl.DateTimeFormat('en', { timeZone: zone, weekday: 'long' }).format(at);
}

/**
 * The arrival as said (en): its clock time in the zone, after its day when that is not today ("tomorrow
 * at 12 oh 4 AM": a 25-minute leg asked after 23:35 in Helsinki arrives tomorrow).
 */
function arrivalEn(at: Date, now: Date, zone: string): string {
  const day = dayWord(at, now, zone);
  return day === null ? clockEn(at, zone) : `${day} at ${clockEn(at, zone)}`;
}

/** Signed difference a - b of two angles in degrees, in (-180, 180]. */
const angleDiff = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;

describe('get_route without the course provider agrees with it within 1 %', { timeout: 480_000 }, () => {
  let withProvider: SignalKServer;
  let without: SignalKServer;
  let assist: AssistProcess;
  before(async () => {
    // One after the other, with a generous limit: the machine may be busy (never assert a speed).
    withProvider = await startSignalK({ readyTimeoutMs: 120_000 });
    without = await startSignalK({ readyTimeoutMs: 120_000, pluginOptions: { 'course-provider': { enabled: false } } });
    assist = await startAssist({ transport: 'http', args: ['--signalk-url', without.url, '--tools', 'all'], env: { TZ: 'UTC' } });
    await until(async () => (await assist.call('get_route')).structured?.display === 'No active route.', 20_000, 'the initial course state');
  });
  after(async () => {
    await assist?.stop();
    await Promise.all([withProvider?.stop(), without?.stop()]);
  });

  it('the plugin is on by default in signalk-server 2.23.0 and off where configured so', async () => {
    const on = (await withProvider.requestJson('/skServer/plugins/course-provider')) as { enabled: boolean; version: string };
    const off = (await without.requestJson('/skServer/plugins/course-provider')) as { enabled: boolean };
    assert.deepEqual([on.enabled, on.version, off.enabled], [true, '1.4.0', false]);
  });

  /**
   * Sets the same course on both servers, waits for the provider's values and for ours, and compares.
   * Returns our answer's display and the arrival we computed.
   */
  async function compare(t: TestContext, label: string, setCourse: (sk: SignalKServer) => Promise<void>, target: P, cog: number) {
    await Promise.all(
      [withProvider, without].map((sk) =>
        sk.sendDelta(delta({ 'navigation.position': BOAT, 'navigation.speedOverGround': SOG, 'navigation.courseOverGroundTrue': cog }), { waitVisible: false }),
      ),
    );
    await Promise.all([withProvider, without].map(setCourse));
    const near = (c: Calc) => Math.abs(c.distance - haversine(BOAT, target)) < 1 && c.timeToGo !== null;
    const provider = await providerCalc(withProvider, cog, near);
    // The server without the plugin publishes no calculations.
    const bare = await without.request('/signalk/v2/api/vessels/self/navigation/course/calcValues');
    const bareBody = bare.ok ? ((await bare.json()) as Record<string, unknown>) : {};
    assert.equal(typeof bareBody.distance, 'undefined', `${label}: the server without the plugin computed ${JSON.stringify(bareBody)}`);

    let r = await assist.call('get_route');
    await until(
      async () => {
        r = await assist.call('get_route');
        const np = (r.structured?.next_waypoint as { position?: P } | null)?.position;
        return r.structured?.calc_source === 'signalk-assist' && !!np && Math.abs(np.latitude - target.latitude) < 1e-9 && r.structured?.time_to_go_s !== null;
      },
      20_000,
      `${label}: our own calculation (last ${r.text})`,
    );
    const s = r.structured!;
    const ours = { distance: s.distance_m as number, bearing: s.bearing_true_deg as number, ttg: s.time_to_go_s as number };
    const theirs = { distance: provider.distance, bearing: provider.bearingTrue / DEG, ttg: provider.timeToGo! };
    const pct = (a: number, b: number) => (100 * (a - b)) / b;
    const figures = {
      distance: `${ours.distance.toFixed(1)} m vs ${theirs.distance.toFixed(1)} m (${pct(ours.distance, theirs.distance).toFixed(3)} %)`,
      bearing: `${ours.bearing.toFixed(1)} vs ${theirs.bearing.toFixed(2)} degrees (${angleDiff(ours.bearing, theirs.bearing).toFixed(2)} degrees, ${pct(ours.bearing, theirs.bearing).toFixed(3)} %)`,
      timeToGo: `${ours.ttg.toFixed(1)} s vs ${theirs.ttg.toFixed(1)} s (${pct(ours.ttg, theirs.ttg).toFixed(3)} %)`,
    };
    t.diagnostic(`${label}: ${JSON.stringify(figures)}`);
    assert.equal(provider.calcMethod, 'GreatCircle');
    assert.ok(Math.abs(pct(ours.distance, theirs.distance)) < 1, figures.distance);
    assert.ok(Math.abs(pct(ours.bearing, theirs.bearing)) < 1 && Math.abs(angleDiff(ours.bearing, theirs.bearing)) < 0.1, figures.bearing);
    assert.ok(Math.abs(pct(ours.ttg, theirs.ttg)) < 1, figures.timeToGo);
    assert.equal(r.isError, false);
    assert.deepEqual(ttsViolations(String(s.display), 'en'), []);
    return { display: String(s.display), eta: new Date(String(s.eta)) };
  }

  it('a route activated at point 1: "next waypoint Harbour Entrance, 2.4 miles, bearing south-west, about 25 minutes"', async (t) => {
    const asked = new Date();
    const ids = new Map<SignalKServer, string>();
    const { display, eta } = await compare(
      t,
      'route, 2.4 miles',
      async (sk) => {
        const created = (await json(sk, 'POST', '/signalk/v2/api/resources/routes', ROUTE)) as { id: string };
        ids.set(sk, created.id);
        await json(sk, 'PUT', '/signalk/v2/api/vessels/self/navigation/course/activeRoute', { href: `/resources/routes/${created.id}`, pointIndex: 1 });
      },
      HARBOUR,
      225 * DEG,
    );
    // The arrival is our clock plus time to go, said in the boat's zone (Helsinki, from the position).
    assert.equal(display, `next waypoint Harbour Entrance, 2.4 miles, bearing south-west, arriving ${arrivalEn(eta, asked, 'Europe/Helsinki')}`);
    await until(async () => (await assist.call('get_route')).structured?.name === 'Helsinki approach', 10_000, 'the route name');
  });

  it('a single destination: "2.4 miles to the destination, bearing south-west, about 25 minutes"', async (t) => {
    const asked = new Date();
    const { display, eta } = await compare(
      t,
      'destination, 2.4 miles',
      async (sk) => {
        await json(sk, 'PUT', '/signalk/v2/api/vessels/self/navigation/course/destination', { position: HARBOUR });
      },
      HARBOUR,
      225 * DEG,
    );
    assert.equal(display, `2.4 miles to the destination, bearing south-west, arriving ${arrivalEn(eta, asked, 'Europe/Helsinki')}`);
  });

  it('a long leg East along 60 degrees north, 30 degrees off the bearing: great circle, velocity made good', async (t) => {
    const asked = new Date();
    const { display, eta } = await compare(
      t,
      'destination, 150 miles east, COG 30 degrees off',
      async (sk) => {
        await json(sk, 'PUT', '/signalk/v2/api/vessels/self/navigation/course/destination', { position: FAR_EAST });
      },
      FAR_EAST,
      118 * DEG,
    );
    // 150 miles on the sphere are 150.5 on the ellipsoid; at 5.76 knots times cos 30 degrees, about 30 hours
    // (the arrival is said instead of the duration when both are known):
    // the arrival is said with its day in Helsinki ("tomorrow", or the weekday after).
    assert.equal(display, `150.5 miles to the destination, bearing east, arriving ${arrivalEn(eta, asked, 'Europe/Helsinki')}`);
  });

  it('the course cleared: "No active route."', async () => {
    await json(without, 'DELETE', '/signalk/v2/api/vessels/self/navigation/course');
    await until(async () => (await assist.call('get_route')).structured?.display === 'No active route.', 15_000, 'course cleared');
  });
});
