/**
 * Setting and raising the anchor watch on a real signalk-server 2.23 (src/actions/anchor-control.ts
 * over the real SignalK writes, src/signalk/writes.ts, and the real client feeding the vessel model):
 *
 * - with the anchor alarm plugin's stand-in (test/fixtures/signalk-plugins/anchoralarm-standin), token
 *   security on and a read-write device token from the real access-request flow, the sample NMEA 2000
 *   data giving a fix: set answers 202 COMPLETED and the deltas show the anchor at the fix and
 *   `maxRadius` 40; raise (position null) answers 202 COMPLETED and the paths go null; a read-only
 *   token is refused (401) and nothing is armed;
 * - with the stand-in and no fix: the position PUT answers 202 FAILED with the plugin's message, and
 *   no maxRadius PUT follows (the server's request log); once a fix comes, the stand-in watches as
 *   the real plugin does: an emergency `notifications.navigation.anchor` outside the circle, normal
 *   after the raise, and any maxRadius taken (0, "forty"; "forty" never alarms);
 * - without the plugin (security off: not what is tested here): the 405 arms our own watch
 *   (src/actions/own-anchor.ts) and anchor_state says it; the circle survives a new add-on side on the
 *   same data dir and a restart of SignalK; a fix outside the circle for longer than the drag time
 *   (the model's clock is moved on, not slept) raises `notifications.navigation.anchor` in SignalK as
 *   an emergency, a fix back inside clears it, and raising the watch leaves no anchor.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAnchorControl } from '../../src/actions/anchor-control.js';
import { modelShowsCircle, OWN_ANCHOR_FILE, OwnAnchorWatch } from '../../src/actions/own-anchor.js';
import type { AnchorControl } from '../../src/actions/types.js';
import { setLogSink } from '../../src/log.js';
import { query as anchorState } from '../../src/questions/anchor-state/query.js';
import { SignalKClient } from '../../src/signalk/client.js';
import { createSignalKWrites } from '../../src/signalk/writes.js';
import { AnchorWatch, DRAG_AFTER_MS, attachAnchorWatch } from '../../src/vessel/anchor-watch.js';
import { isObject, VesselModel } from '../../src/vessel/model.js';
import { until } from '../helpers/assist.js';
import { contextOf } from '../helpers/query-context.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { destination } from '../helpers/sphere.js';

const STANDIN = {
  plugins: ['anchoralarm-standin'],
  pluginOptions: { anchoralarm: { enabled: true, configuration: { state: 'emergency' } } },
};
const ANCHOR = { latitude: 38.69, longitude: -9.42 };
const MESSAGE = 'Anchor dragging: 63 meters from the anchor.';

/**
 * A device token through SignalK's access requests (`POST /signalk/v1/access/requests`, approved by
 * the admin with `permissions`, then read from the request's href), as a device gets one.
 */
async function deviceToken(sk: SignalKServer, permissions: 'readonly' | 'readwrite'): Promise<string> {
  const clientId = randomUUID();
  const res = await fetch(`${sk.url}/signalk/v1/access/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId, description: 'signalk-assist anchor test', permissions }),
    signal: AbortSignal.timeout(10_000),
  });
  const asked = (await res.json()) as { href?: string };
  assert.equal(res.status, 202, JSON.stringify(asked));
  await sk.approveAccessRequest(clientId, { permissions });
  let token = '';
  await until(
    async () => {
      const r = (await (await fetch(`${sk.url}${asked.href}`, { signal: AbortSignal.timeout(5000) })).json()) as { state?: string; accessRequest?: { token?: string } };
      token = r.state === 'COMPLETED' ? (r.accessRequest?.token ?? '') : '';
      return token !== '';
    },
    20_000,
    `the ${permissions} token`,
  );
  return token;
}

/** The add-on's side on one server: the model fed by the real client, our drag watch, the writes, our own watch and the control. */
interface Side {
  model: VesselModel;
  watch: AnchorWatch;
  own: OwnAnchorWatch;
  control: AnchorControl;
  client: SignalKClient;
  stop(): void;
}

async function addOnSide(sk: SignalKServer, token: string, dataDir: string, now: () => number = Date.now): Promise<Side> {
  const model = new VesselModel(now);
  const watch = new AnchorWatch();
  attachAnchorWatch(model, watch);
  const client = new SignalKClient(model, { url: sk.url, token, now });
  const writes = createSignalKWrites({ url: sk.url, token: () => token, model });
  const own = new OwnAnchorWatch({ dataDir, model, watch, writes, message: () => MESSAGE, now });
  const control = createAnchorControl({ writes, model, own });
  client.start();
  assert.equal(await client.whenConnected(30_000), true, 'the add-on side connected');
  return {
    model,
    watch,
    own,
    control,
    client,
    stop() {
      own.stop();
      client.stop();
    },
  };
}

const fixOf = (model: VesselModel) => {
  const v = model.get('navigation.position')?.value;
  return isObject(v) && typeof v.latitude === 'number' && typeof v.longitude === 'number' ? { latitude: v.latitude, longitude: v.longitude } : null;
};

describe('anchor watch through the plugin stand-in, token security on', { timeout: 240_000 }, () => {
  let sk: SignalKServer;
  let side: Side;
  let readOnly: Side;
  const dirs = [mkdtempSync(join(tmpdir(), 'anchor-actions-')), mkdtempSync(join(tmpdir(), 'anchor-actions-'))];
  let restoreLog: (line: string) => void;

  before(async () => {
    restoreLog = setLogSink(() => {});
    sk = await startSignalK({ security: true, sampleN2k: true, ...STANDIN });
    side = await addOnSide(sk, await deviceToken(sk, 'readwrite'), dirs[0]!);
    readOnly = await addOnSide(sk, await deviceToken(sk, 'readonly'), dirs[1]!);
  });
  after(async () => {
    side?.stop();
    readOnly?.stop();
    await sk?.stop();
    setLogSink(restoreLog);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('set: 202 COMPLETED, and the deltas show the anchor at the fix and maxRadius 40', async () => {
    await until(async () => fixOf(side.model) !== null, 30_000, 'a fix from the sample data');
    const fix = fixOf(side.model)!;
    const r = await side.control.set({ position: fix, radius: 40 });
    assert.deepEqual(r, { outcome: { status: 'completed', httpStatus: 202 }, own: false });
    assert.deepEqual(side.model.get('navigation.anchor.position')?.value, fix);
    assert.equal(side.model.get('navigation.anchor.position')?.source, 'anchoralarm');
    assert.equal(side.model.get('navigation.anchor.maxRadius')?.value, 40);
    assert.deepEqual(side.control.current(), { position: fix, radius: 40, own: false });
    assert.equal((await sk.getPath('navigation.anchor.maxRadius'))?.value, 40);
    assert.equal(side.own.circle(), null);
  });

  it('raise: 202 COMPLETED, the anchor paths go null', async () => {
    const r = await side.control.raise();
    assert.deepEqual(r, { outcome: { status: 'completed', httpStatus: 202 }, own: false });
    assert.equal(side.model.get('navigation.anchor.position')?.value, null);
    assert.equal(side.model.get('navigation.anchor.maxRadius')?.value, null);
    assert.equal(side.control.current(), null);
    assert.equal((await sk.getPath('navigation.anchor.position'))?.value, null);
  });

  it('a read-only token: 401, and neither the plugin nor our own watch is armed', async () => {
    const fix = fixOf(readOnly.model) ?? ANCHOR;
    const r = await readOnly.control.set({ position: fix, radius: 40 });
    assert.deepEqual(r, { outcome: { status: 'unauthorized', httpStatus: 401 }, own: false });
    assert.equal(readOnly.own.circle(), null);
    assert.equal((await sk.getPath('navigation.anchor.position'))?.value, null);
  });
});

describe('anchor watch through the plugin stand-in without a fix', { timeout: 120_000 }, () => {
  let sk: SignalKServer;
  let side: Side;
  const dataDir = mkdtempSync(join(tmpdir(), 'anchor-actions-'));
  let restoreLog: (line: string) => void;

  before(async () => {
    restoreLog = setLogSink(() => {});
    sk = await startSignalK(STANDIN);
    side = await addOnSide(sk, '', dataDir);
  });
  after(async () => {
    side?.stop();
    await sk?.stop();
    setLogSink(restoreLog);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("fails with the plugin's message, and sends nothing after", async () => {
    const r = await side.control.set({ position: ANCHOR, radius: 40 });
    assert.deepEqual(r, { outcome: { status: 'failed', httpStatus: 202, message: "'undefined' is no valid coordinate." }, own: false });
    // The server logs each request once answered: a marker request sent now is logged after every PUT of the set.
    await (await sk.request('/signalk?after-the-set')).arrayBuffer();
    await until(async () => sk.logTail(50_000).includes('GET /signalk?after-the-set'), 10_000, 'the marker in the server log');
    const log = sk.logTail(50_000);
    assert.equal((log.match(/PUT \/signalk\/v1\/api\/vessels\/self\/navigation\/anchor\/position/g) ?? []).length, 1, log);
    assert.doesNotMatch(log, /PUT \/signalk\/v1\/api\/vessels\/self\/navigation\/anchor\/maxRadius/);
    assert.equal(side.own.circle(), null);
    assert.equal(side.model.get('navigation.anchor.maxRadius'), undefined);
  });

  it('with a fix: set completes, the stand-in raises its emergency outside the circle, and raise returns it to normal', async () => {
    await sk.sendDelta({ updates: [{ $source: 'gps.test', values: [{ path: 'navigation.position', value: destination(ANCHOR, 225, 20) }] }] });
    await until(async () => side.model.get('navigation.position') !== undefined, 10_000, 'our fix in the model');
    assert.deepEqual(await side.control.set({ position: ANCHOR, radius: 40 }), { outcome: { status: 'completed', httpStatus: 202 }, own: false });
    await sk.sendDelta({ updates: [{ $source: 'gps.test', values: [{ path: 'navigation.position', value: destination(ANCHOR, 225, 62) }] }] });
    const alarm = await sk.waitForPath('notifications.navigation.anchor', (v) => isObject(v.value) && v.value.state === 'emergency', { timeoutMs: 15_000 });
    // signalk-server adds its own id and status to a notification delta; the stand-in's fields are these.
    const { state, method, message } = alarm.value as Record<string, unknown>;
    assert.deepEqual({ state, method, message }, { state: 'emergency', method: ['visual', 'sound'], message: 'Anchor Alarm - Emergency' });
    const current = (await sk.getPath('navigation.anchor.currentRadius'))?.value;
    assert.ok(typeof current === 'number' && Math.abs(current - 62) < 0.01, String(current));
    assert.deepEqual(await side.control.raise(), { outcome: { status: 'completed', httpStatus: 202 }, own: false });
    await sk.waitForPath('notifications.navigation.anchor', (v) => isObject(v.value) && v.value.state === 'normal', { timeoutMs: 10_000 });
    assert.deepEqual(await Promise.all(['position', 'maxRadius', 'currentRadius'].map(async (p) => (await sk.getPath(`navigation.anchor.${p}`))?.value)), [null, null, null]);
  });

  it('takes any maxRadius, as the real plugin does: 0 and "forty" are COMPLETED, and "forty" never alarms', async () => {
    assert.deepEqual(await side.control.set({ position: ANCHOR, radius: 40 }), { outcome: { status: 'completed', httpStatus: 202 }, own: false });
    await sk.waitForPath('notifications.navigation.anchor', (v) => isObject(v.value) && v.value.state === 'emergency', { timeoutMs: 10_000 });
    const put = async (value: unknown) => {
      const r = await sk.request('/signalk/v1/api/vessels/self/navigation/anchor/maxRadius', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });
      const body = (await r.json()) as { state?: string };
      return [r.status, body.state];
    };
    assert.deepEqual(await put(0), [202, 'COMPLETED']);
    assert.deepEqual(await put('forty'), [202, 'COMPLETED']);
    await sk.waitForPath('notifications.navigation.anchor', (v) => isObject(v.value) && v.value.state === 'normal', { timeoutMs: 10_000 });
    await until(async () => side.model.get('navigation.anchor.maxRadius')?.value === 'forty', 10_000, 'the radius "forty" in the model');
    // Our control does not take it for a watch.
    assert.equal(side.control.current(), null);
    assert.deepEqual(await side.control.raise(), { outcome: { status: 'completed', httpStatus: 202 }, own: false });
  });
});

describe('our own anchor watch on a server without the plugin', { timeout: 300_000 }, () => {
  let sk: SignalKServer;
  let side: Side;
  const dataDir = mkdtempSync(join(tmpdir(), 'anchor-actions-'));
  /** The add-on's clock: real time plus `skew`, moved on past the drag time instead of sleeping. */
  let skew = 0;
  const now = () => Date.now() + skew;
  let restoreLog: (line: string) => void;

  /** Sends our fix `meters` South-West of the anchor and waits until the model has it (by its timestamp). */
  const fixed = async (meters: number) => {
    const timestamp = new Date().toISOString();
    await sk.sendDelta({ updates: [{ $source: 'gps.test', timestamp, values: [{ path: 'navigation.position', value: destination(ANCHOR, 225, meters) }] }] });
    await until(
      async () => Date.parse(side.model.get('navigation.position')?.timestamp ?? '') === Date.parse(timestamp),
      10_000,
      `the fix ${meters} m from the anchor in the model`,
    );
  };
  const said = () => anchorState.run({}, contextOf(side.model, { now, anchorWatch: side.watch })).display;
  const INSIDE = 'Anchored; 20 meters from the anchor, bearing north-east; inside the 40 meter circle.';

  before(async () => {
    restoreLog = setLogSink(() => {});
    sk = await startSignalK();
    side = await addOnSide(sk, '', dataDir, now);
    await fixed(20);
  });
  after(async () => {
    side?.stop();
    await sk?.stop();
    setLogSink(restoreLog);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the 405 arms our own watch, and anchor_state says it', async () => {
    const r = await side.control.set({ position: ANCHOR, radius: 40 });
    assert.deepEqual(r, { outcome: { status: 'completed', httpStatus: 405 }, own: true });
    assert.deepEqual(side.control.current(), { position: ANCHOR, radius: 40, own: true });
    assert.equal(side.model.get('navigation.anchor.maxRadius')?.source, 'signalk-assist');
    assert.equal(said(), INSIDE);
    assert.equal(existsSync(join(dataDir, OWN_ANCHOR_FILE)), true);
  });

  it('survives a new add-on side on the same data dir', async () => {
    side.stop();
    side = await addOnSide(sk, '', dataDir, now);
    await fixed(20);
    assert.deepEqual(side.own.circle(), { position: ANCHOR, radius: 40 });
    assert.equal(modelShowsCircle(side.model, { position: ANCHOR, radius: 40 }), true);
    assert.equal(said(), INSIDE);
  });

  it('survives a restart of SignalK: dropped by the reload, applied again', async () => {
    const gone: string[] = [];
    side.model.onChange((_c, path, r) => r.gone === true && path.startsWith('navigation.anchor.') && gone.push(path));
    await sk.restart();
    await until(async () => gone.length >= 2 && side.client.state === 'connected', 60_000, 'the reload after the restart');
    await fixed(20);
    await until(async () => modelShowsCircle(side.model, { position: ANCHOR, radius: 40 }), 10_000, 'our circle applied again');
    assert.deepEqual([...new Set(gone)].sort(), ['navigation.anchor.maxRadius', 'navigation.anchor.position']);
    assert.equal(said(), INSIDE);
    assert.equal((await sk.getPath('navigation.anchor.position'))?.value, undefined);
  });

  it('outside the circle for longer than the drag time: notifications.navigation.anchor in SignalK; back inside: cleared', async () => {
    await fixed(62);
    assert.equal(side.watch.dragging, false);
    skew += DRAG_AFTER_MS + 1000;
    await fixed(63);
    assert.equal(side.watch.dragging, true);
    const raised = await sk.waitForPath('notifications.navigation.anchor', (v) => isObject(v.value) && v.value.state === 'emergency', { timeoutMs: 15_000 });
    assert.equal((raised.value as { message?: unknown }).message, MESSAGE);
    const id = side.own.notificationId();
    assert.ok(id !== null && id !== '', String(id));
    await fixed(20);
    assert.equal(side.watch.dragging, false);
    await sk.waitForPath('notifications.navigation.anchor', (v) => isObject(v.value) && v.value.state === 'normal', { timeoutMs: 15_000 });
    await until(async () => side.own.notificationId() === null, 10_000, 'our notification forgotten once cleared');
  });

  it('raise: ours is cleared, no anchor is set, the file is gone', async () => {
    const r = await side.control.raise();
    assert.deepEqual(r, { outcome: { status: 'completed', httpStatus: 0 }, own: true });
    assert.equal(said(), 'No anchor is set.');
    assert.equal(side.control.current(), null);
    assert.equal(existsSync(join(dataDir, OWN_ANCHOR_FILE)), false);
  });
});
