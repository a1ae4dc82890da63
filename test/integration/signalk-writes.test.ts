/**
 * src/signalk/writes.ts on a real signalk-server with token security on and the NMEA 2000 sample
 * playing: tokens come from the real access-request flow (src/signalk/access.ts asking `readwrite`),
 * approved once read-write and once read-only by the admin; a SignalKClient feeds the VesselModel the
 * writes confirm against, as the app does it (with the stored token, read back through
 * `currentToken`). Exact outcomes and SignalK's own messages: MOB raise (twice: two ids), silence
 * refused for an emergency, acknowledge (and again), clear; an alarm sent as a device delta (cannot
 * be cleared, can be silenced); silenceAll leaves a MOB sounding; a read-only token cannot write and
 * nothing is written; a PUT without a handler is unsupported; a PUT handler that answers PENDING (a
 * fixture plugin) is polled until it completes or fails, or stays unconfirmed; a write the model
 * never hears is unconfirmed; a stopped server is unreachable. Then a server with security off: `open`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/repo.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { type AccessEvent, DeviceAccess } from '../../src/signalk/access.js';
import { SignalKClient } from '../../src/signalk/client.js';
import { createSignalKWrites } from '../../src/signalk/writes.js';
import { VesselModel } from '../../src/vessel/model.js';
import type { ServerNotification, SignalKWrites } from '../../src/actions/types.js';

/** A relay plugin whose PUT handler answers PENDING and finishes later (test/fixtures/signalk-test-relay). */
const RELAY = 'signalk-test-relay';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DEPTH_ALARM = 'notifications.environment.depth.belowKeel';
/** The `state` of a notification the model holds, or undefined. */
const stateIn = (model: VesselModel, path: string) => (model.get(path)?.value as { state?: string } | null | undefined)?.state;
const MOB_STATUS = { silenced: false, acknowledged: false, canSilence: false, canAcknowledge: true, canClear: true };

/** Waits (bounded) for a condition on a real server; never asserts a speed. */
async function until<T>(what: string, get: () => Promise<T> | T, ok: (x: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const t0 = Date.now();
  let last: T = await get();
  while (!ok(last)) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms; last ${JSON.stringify(last)?.slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await get();
  }
  return last;
}

/** A clock that reads the real time once (when a write is sent), then 10 s later: the 3 s confirmation window is over at once. */
function clockAhead(): () => number {
  let calls = 0;
  return () => Date.now() + (calls++ === 0 ? 0 : 10_000);
}

/** A device token through the real access-request flow: asks read-write, approved with `granted`. */
async function grantedToken(
  sk: SignalKServer,
  dataDir: string,
  granted: 'readonly' | 'readwrite',
): Promise<{ token: string; requested: string | undefined; events: AccessEvent[] }> {
  const access = new DeviceAccess({ url: sk.url, dataDir, permissions: 'readwrite', minPollMs: 100, maxPollMs: 300 });
  const events: AccessEvent[] = [];
  access.onEvent((e) => events.push(e));
  const obtained = access.obtain();
  try {
    const requested = await until(
      'the access request',
      () => events.find((e) => e.state === 'requested'),
      (e) => e !== undefined,
    );
    const pending = (await sk.listAccessRequests()).find((r) => r.accessIdentifier === requested?.clientId);
    await sk.approveAccessRequest(requested!.clientId, { permissions: granted, expiration: '1h' });
    const token = await obtained;
    assert.ok(token && token.length > 20);
    return { token, requested: pending?.permissions, events };
  } finally {
    access.stop();
  }
}

describe('SignalK writes on a real signalk-server with security on', { timeout: 120_000 }, () => {
  let sk: SignalKServer;
  const rwDir = mkdtempSync(join(tmpdir(), 'signalk-writes-rw-'));
  const roDir = mkdtempSync(join(tmpdir(), 'signalk-writes-ro-'));
  let rw: Awaited<ReturnType<typeof grantedToken>>;
  let roToken = '';
  let model: VesselModel;
  let client: SignalKClient;
  let writes: SignalKWrites;
  let readOnly: SignalKWrites;
  const mobs: string[] = [];

  /** The server's listing, one notification by id. */
  async function listed(id: string): Promise<ServerNotification | undefined> {
    return (await writes.notifications())?.find((n) => n.id === id);
  }

  before(async () => {
    sk = await startSignalK({ security: true, sampleN2k: true, pluginOptions: { [RELAY]: { enabled: true, configuration: {} } } });
    // signalk-server loads plugins from its config dir's node_modules at start.
    cpSync(join(REPO_ROOT, 'test', 'fixtures', RELAY), join(sk.configDir, 'node_modules', RELAY), { recursive: true });
    await sk.restart();
    rw = await grantedToken(sk, rwDir, 'readwrite');
    roToken = (await grantedToken(sk, roDir, 'readonly')).token;
    model = new VesselModel();
    // As the app does it: the client reads with the token stored by the access request.
    client = new SignalKClient(model, { url: sk.url, access: new DeviceAccess({ url: sk.url, dataDir: rwDir, permissions: 'readwrite' }) });
    client.start();
    assert.equal(await client.whenConnected(30_000), true);
    writes = createSignalKWrites({ url: sk.url, token: () => client.currentToken(), model });
    readOnly = createSignalKWrites({ url: sk.url, token: () => roToken, model });
    // A fix, so that a MOB records a position.
    await until(
      'a position from the sample',
      () => model.get('navigation.position')?.value,
      (v) => v !== undefined,
    );
  });
  after(async () => {
    client?.stop();
    await sk?.stop();
    rmSync(rwDir, { recursive: true, force: true });
    rmSync(roDir, { recursive: true, force: true });
  });

  it('the access request asks read-write and says so; the client reads with the granted token', () => {
    assert.equal(rw.requested, 'readwrite');
    assert.match(rw.events.find((e) => e.state === 'requested')?.message ?? '', /approve "signalk-assist" with read-write permission\./);
    assert.equal(client.currentToken(), rw.token);
  });

  it('writeAccess: readwrite, readonly, none without a token', async () => {
    assert.equal(await writes.writeAccess(), 'readwrite');
    assert.equal(await readOnly.writeAccess(), 'readonly');
    assert.equal(await createSignalKWrites({ url: sk.url, token: () => '', model }).writeAccess(), 'none');
    assert.equal(await createSignalKWrites({ url: sk.url, token: () => `${rw.token.slice(0, -6)}AAAAAA`, model }).writeAccess(), 'none');
  });

  it('a MOB is raised and confirmed; the server lists it as an emergency; a second raise is a second MOB', async () => {
    const first = await writes.raiseMob('Man overboard (voice)');
    assert.equal(first.status, 'completed', JSON.stringify(first));
    const id = (first as { id?: string }).id ?? '';
    assert.match(id, UUID);
    assert.deepEqual(first, { status: 'completed', httpStatus: 200, id });
    mobs.push(id);
    const mob = await listed(id);
    assert.ok(mob?.position, JSON.stringify(mob));
    assert.deepEqual(
      { ...mob, position: undefined, createdAt: null },
      {
        id,
        path: `notifications.mob.${id}`,
        state: 'emergency',
        message: 'Man overboard (voice)',
        method: ['visual', 'sound'],
        status: MOB_STATUS,
        createdAt: null,
        position: undefined,
      },
    );
    // Where the sample boat is (59.72 N, 24.74 E), and when.
    assert.deepEqual([Math.round(mob.position.latitude * 10) / 10, Math.round(mob.position.longitude * 10) / 10], [59.7, 24.7]);
    assert.ok(Math.abs(Date.parse(mob.createdAt ?? '') - Date.now()) < 60_000, mob.createdAt ?? 'no createdAt');
    assert.equal(stateIn(model, `notifications.mob.${id}`), 'emergency');

    const second = await writes.raiseMob('');
    assert.equal(second.status, 'completed');
    const id2 = (second as { id?: string }).id ?? '';
    assert.match(id2, UUID);
    assert.notEqual(id2, id);
    mobs.push(id2);
    assert.equal((await listed(id2))?.message, 'Person Overboard!');
  });

  it('a MOB cannot be silenced; it is acknowledged once; then cleared', async () => {
    const id = mobs[0]!;
    assert.deepEqual(await writes.silence(id), { status: 'refused', httpStatus: 400, message: 'Alarm cannot be silenced!' });
    assert.deepEqual(await writes.acknowledge(id), { status: 'completed', httpStatus: 200 });
    const acknowledged = await listed(id);
    assert.deepEqual([acknowledged?.state, acknowledged?.method, acknowledged?.status.acknowledged], ['emergency', ['visual'], true]);
    assert.deepEqual(await writes.acknowledge(id), { status: 'refused', httpStatus: 400, message: 'Alarm already acknowledged!' });
    assert.deepEqual(await writes.clear(id), { status: 'completed', httpStatus: 200 });
    assert.equal((await listed(id))?.state, 'normal');
    assert.equal(stateIn(model, `notifications.mob.${id}`), 'normal');
    assert.deepEqual(await writes.clear('00000000-0000-0000-0000-000000000000'), { status: 'refused', httpStatus: 400, message: 'Alarm not found!' });
  });

  it('an alarm sent by a device: cannot be cleared, can be silenced; a v1 PUT of its state completes', async () => {
    await sk.sendDelta({ updates: [{ $source: 'probe.1', values: [{ path: DEPTH_ALARM, value: { state: 'alarm', method: ['visual', 'sound'], message: 'Shallow water' } }] }] });
    const alarm = await until(
      'the device alarm listed',
      async () => (await writes.notifications())?.find((n) => n.path === DEPTH_ALARM),
      (n) => n !== undefined,
    );
    assert.deepEqual(alarm, {
      id: alarm!.id,
      path: DEPTH_ALARM,
      state: 'alarm',
      message: 'Shallow water',
      method: ['visual', 'sound'],
      status: { silenced: false, acknowledged: false, canSilence: true, canAcknowledge: true, canClear: false },
      createdAt: null,
    });
    assert.deepEqual(await writes.clear(alarm!.id), { status: 'refused', httpStatus: 400, message: 'Alarm cannot be cleared!' });
    assert.deepEqual(await writes.silence(alarm!.id), { status: 'completed', httpStatus: 200 });
    const silenced = await listed(alarm!.id);
    assert.deepEqual([silenced?.method, silenced?.status.silenced], [['visual'], true]);
    assert.deepEqual(await writes.silence(alarm!.id), { status: 'refused', httpStatus: 400, message: 'Alarm already silenced or acknowledged!' });

    // The read-only token may not PUT (and the alarm stays as it is).
    assert.deepEqual(await readOnly.put(`${DEPTH_ALARM}.state`, 'normal'), { status: 'unauthorized', httpStatus: 401 });
    assert.equal((await listed(alarm!.id))?.state, 'alarm');
    // signalk-server's own notification PUT handler: confirmed by the alarm's delta.
    assert.deepEqual(await writes.put(`${DEPTH_ALARM}.state`, 'normal'), { status: 'completed', httpStatus: 200 });
    assert.equal(stateIn(model, DEPTH_ALARM), 'normal');
  });

  it('raiseNotification raises an alarm at its path; silenceAll silences it and leaves the MOB sounding', async () => {
    const raised = await writes.raiseNotification('navigation.anchor', 'alarm', 'Anchor dragging');
    const id = (raised as { id?: string }).id ?? '';
    assert.match(id, UUID);
    assert.deepEqual(raised, { status: 'completed', httpStatus: 200, id });
    const alarm = await listed(id);
    assert.deepEqual(
      [alarm?.path, alarm?.state, alarm?.message, alarm?.method, alarm?.status.canClear],
      ['notifications.navigation.anchor', 'alarm', 'Anchor dragging', ['visual', 'sound'], true],
    );

    assert.deepEqual(await writes.silenceAll(), { status: 'completed', httpStatus: 200 });
    const mob = await listed(mobs[1]!);
    assert.deepEqual([mob?.state, mob?.method, mob?.status], ['emergency', ['visual', 'sound'], MOB_STATUS]);
    const after = await listed(id);
    assert.deepEqual([after?.method, after?.status.silenced], [['visual'], true]);
    assert.deepEqual(await writes.clear(id), { status: 'completed', httpStatus: 200 });
  });

  it('the read-only token: unauthorized, and nothing is written', async () => {
    assert.deepEqual(await readOnly.put('navigation.anchor.maxRadius', 40), { status: 'unauthorized', httpStatus: 401 });
    assert.equal(await sk.getPath('navigation.anchor.maxRadius'), undefined);
  });

  it('a PUT to a path no handler owns is unsupported; a bad path or id is not sent', async () => {
    assert.deepEqual(await writes.put('navigation.anchor.maxRadius', 40), { status: 'unsupported', httpStatus: 405 });
    assert.equal(await sk.getPath('navigation.anchor.maxRadius'), undefined);
    assert.deepEqual(await writes.put('navigation/../../skServer/restart', 1), {
      status: 'failed',
      httpStatus: 0,
      message: 'not a SignalK path: "navigation/../../skServer/restart"',
    });
    assert.deepEqual(await writes.silence('../silenceAll'), { status: 'failed', httpStatus: 0, message: 'not a notification id: "../silenceAll"' });
  });

  it('a PUT handler that answers PENDING: polled until COMPLETED (and its delta) or FAILED; no answer is unconfirmed', async () => {
    const SWITCH = 'electrical.switches.bank.1.1.state';
    await until(
      'the relay in the model',
      () => model.get(SWITCH)?.value,
      (v) => v === false,
    );
    assert.deepEqual(await writes.put(SWITCH, true), { status: 'completed', httpStatus: 200 });
    assert.equal(model.get(SWITCH)?.value, true);
    assert.deepEqual(await writes.put(SWITCH, 'stuck'), { status: 'failed', httpStatus: 202, message: 'Relay stuck' });
    // The 3 s window has passed (a clock that runs ahead once the request is sent): no more polling.
    const late = createSignalKWrites({ url: sk.url, token: () => client.currentToken(), model, now: clockAhead() });
    assert.deepEqual(await late.put(SWITCH, 2), { status: 'unconfirmed', httpStatus: 202 });
    assert.equal(model.get(SWITCH)?.value, true);
  });

  it('a write the model never hears is unconfirmed', async () => {
    const deaf = createSignalKWrites({ url: sk.url, token: () => client.currentToken(), model: new VesselModel(), now: clockAhead() });
    const raised = await deaf.raiseNotification('test.unheard', 'alarm', 'Nobody listens');
    const id = (raised as { id?: string }).id ?? '';
    assert.match(id, UUID);
    assert.deepEqual(raised, { status: 'unconfirmed', httpStatus: 200, id });
    assert.deepEqual(await writes.clear(id), { status: 'completed', httpStatus: 200 });
  });

  it('a stopped server: unreachable, writeAccess unknown, no listing', async () => {
    client.stop();
    await sk.kill();
    const mob = await writes.raiseMob('Man overboard (voice)');
    assert.equal(mob.status, 'unreachable');
    assert.match((mob as { message: string }).message, /^ECONNREFUSED/);
    assert.equal(await writes.writeAccess(), 'unknown');
    assert.equal(await writes.notifications(), null);
  });
});

describe('SignalK writes with security off', { timeout: 120_000 }, () => {
  let sk: SignalKServer;
  before(async () => {
    sk = await startSignalK();
  });
  after(async () => {
    await sk?.stop();
  });

  it('writeAccess is open, with or without a token; a write goes without one', async () => {
    const model = new VesselModel();
    assert.equal(await createSignalKWrites({ url: sk.url, token: () => '', model }).writeAccess(), 'open');
    assert.equal(await createSignalKWrites({ url: sk.url, token: () => 'some-token', model }).writeAccess(), 'open');
    assert.deepEqual(await createSignalKWrites({ url: sk.url, token: () => '', model }).put('navigation.anchor.maxRadius', 40), { status: 'unsupported', httpStatus: 405 });
  });
});
