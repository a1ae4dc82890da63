// Checks the real-signalk-server harness (test/helpers/signalk.ts) against the
// server installed by scripts/install-signalk.sh: loopback-only listening,
// deltas read back through REST, the bundled resources and course plugins,
// restart after a kill, security and the device access-request flow, and that
// a crashed test process leaves no server behind.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { listeningSockets, SIGNALK_VERSION, startSignalK, type SignalKServer } from '../helpers/signalk.js';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `fn` until it returns a value other than undefined; throws after `timeoutMs`. */
async function eventually<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const t0 = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() - t0 > timeoutMs) {
      throw new Error(`${what}: gave up after ${timeoutMs} ms${lastError ? ` (${(lastError as Error).message})` : ''}`);
    }
    await sleep(100);
  }
}

/** True while `pid` runs (a zombie waiting for its reaper counts as gone). */
function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Local addresses `ss -ltnp` reports for `pid`, or undefined when ss is not installed. */
function ssListeners(pid: number): string[] | undefined {
  const r = spawnSync('ss', ['-H', '-ltnp'], { encoding: 'utf8', timeout: 5000 });
  if (r.error || r.status !== 0) return undefined;
  return r.stdout
    .split('\n')
    .filter((l) => l.includes(`pid=${pid},`))
    .map((l) => l.trim().split(/\s+/)[3] ?? '');
}

describe('signalk-server harness: open server', { timeout: 120_000 }, () => {
  let sk: SignalKServer;
  let routeId = '';

  before(async () => {
    sk = await startSignalK();
  });
  after(async () => {
    await sk?.stop();
  });

  test('listens on 127.0.0.1 only', () => {
    const pid = sk.pid;
    assert.ok(pid, 'server has a pid');
    const sockets = listeningSockets(pid);
    assert.ok(
      sockets.some((s) => s.port === sk.port),
      `expected a listener on port ${sk.port}, got ${JSON.stringify(sockets)}`,
    );
    for (const s of sockets) {
      assert.equal(s.address, '127.0.0.1', `listener not on loopback: ${JSON.stringify(s)}`);
    }
    const ss = ssListeners(pid);
    if (ss !== undefined) {
      assert.ok(ss.length > 0, 'ss shows the server listening');
      for (const a of ss) assert.match(a, /^127\.0\.0\.1:\d+$/, `ss shows a non-loopback listener: ${a}`);
    }
    assert.equal(sk.url, `http://127.0.0.1:${sk.port}`);
  });

  test('a delta sent over the WebSocket reads back through REST', async () => {
    await sk.sendDelta({
      context: 'vessels.self',
      updates: [{ $source: 'test.1', values: [{ path: 'electrical.batteries.house.voltage', value: 12.84 }] }],
    });
    // sendDelta already waited for visibility; read it once more independently.
    const res = await fetch(`${sk.url}/signalk/v1/api/vessels/self/electrical/batteries/house/voltage`, {
      signal: AbortSignal.timeout(10_000),
    });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { value?: unknown; $source?: unknown; meta?: { units?: unknown } };
    assert.equal(body.value, 12.84);
    assert.equal(body.$source, 'test.1');
    assert.equal(body.meta?.units, 'V');
    // Missing paths are 404 (getPath maps that to undefined).
    assert.equal(await sk.getPath('electrical.batteries.nosuchbank.voltage'), undefined);
  });

  test('routes and the course API work (bundled plugins)', async () => {
    // The course API needs a vessel position before it accepts a route.
    await sk.sendDelta({
      updates: [{ $source: 'test.1', values: [{ path: 'navigation.position', value: { latitude: 59.69, longitude: 24.69 } }] }],
    });
    const created = await sk.requestJson<{ id?: string }>('/signalk/v2/api/resources/routes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Harness test route',
        description: 'three points east of the sample position',
        feature: {
          type: 'Feature',
          geometry: {
            type: 'LineString',
            coordinates: [
              [24.7, 59.7],
              [24.8, 59.75],
              [24.9, 59.8],
            ],
          },
          properties: {},
        },
      }),
    });
    assert.equal(typeof created.id, 'string');
    routeId = created.id ?? '';
    const route = await sk.requestJson<{ name?: string }>(`/signalk/v2/api/resources/routes/${routeId}`);
    assert.equal(route.name, 'Harness test route');

    await sk.requestJson('/signalk/v2/api/vessels/self/navigation/course/activeRoute', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ href: `/resources/routes/${routeId}`, pointIndex: 0 }),
    });
    const course = await sk.requestJson<{ activeRoute?: { href?: string; pointTotal?: number } | null }>('/signalk/v2/api/vessels/self/navigation/course');
    assert.equal(course.activeRoute?.href, `/resources/routes/${routeId}`);
    assert.equal(course.activeRoute?.pointTotal, 3);

    // course-provider recalculates only when a position arrives, and only once
    // the course deltas (nextPoint, previousPoint) have reached it through its
    // throttled subscription: keep sending positions, like a GPS would, until
    // calcValues answers (400 "No active destination!" until then).
    let fix = 0;
    const calc = await eventually('calcValues', async () => {
      fix += 1;
      await sk.sendDelta({
        updates: [
          {
            $source: 'test.1',
            values: [{ path: 'navigation.position', value: { latitude: 59.69 + fix * 1e-4, longitude: 24.69 + fix * 1e-4 } }],
          },
        ],
      });
      const res = await sk.request('/signalk/v2/api/vessels/self/navigation/course/calcValues');
      const text = await res.text();
      assert.notEqual(res.status, 404, `calcValues is 404 (course-provider missing?): ${text}`);
      if (res.status !== 200) {
        await sleep(400);
        return undefined;
      }
      return JSON.parse(text) as { distance?: unknown; bearingTrue?: unknown };
    });
    assert.equal(typeof calc.distance, 'number');
    assert.ok((calc.distance as number) > 0);
    assert.equal(typeof calc.bearingTrue, 'number');
  });

  test('kill() then restart() keeps the port and the config dir', async () => {
    const { port, configDir } = sk;
    const oldPid = sk.pid;
    await sk.kill();
    assert.equal(sk.running, false);
    assert.equal(sk.pid, undefined);
    assert.ok(oldPid && !pidAlive(oldPid), 'killed process is gone');
    await sk.restart();
    assert.equal(sk.running, true);
    assert.equal(sk.port, port);
    assert.equal(sk.configDir, configDir);
    assert.notEqual(sk.pid, oldPid);
    // The route lives in the config dir (resources-provider), so it survived.
    const route = await sk.requestJson<{ name?: string }>(`/signalk/v2/api/resources/routes/${routeId}`);
    assert.equal(route.name, 'Harness test route');
    // The kept WebSocket reconnects after the restart.
    await sk.sendDelta({ updates: [{ $source: 'test.1', values: [{ path: 'electrical.batteries.house.voltage', value: 12.5 }] }] });
  });

  test('stop() ends the process and removes the config dir', async () => {
    const pid = sk.pid;
    const dir = sk.configDir;
    await sk.stop();
    assert.ok(pid && !pidAlive(pid), 'process is gone');
    assert.equal(existsSync(dir), false, 'config dir removed');
    await sk.stop(); // idempotent
  });
});

describe('signalk-server harness: security on', { timeout: 120_000 }, () => {
  let sk: SignalKServer;

  before(async () => {
    sk = await startSignalK({ security: true, baseDeltas: [{ updates: [{ values: [{ path: 'design.draft', value: { maximum: 1.9 } }] }] }] });
  });
  after(async () => {
    await sk?.stop();
  });

  test('anonymous reads are refused as SignalK 2.24+ does by default: REST 401 (the course and notifications too from 2.24), the stream greets', async () => {
    assert.ok(sk.adminToken, 'admin token is set');
    for (const path of ['/signalk/v1/api/vessels/self', '/signalk/v1/api/']) {
      const anon = await sk.request(path, { auth: false });
      await anon.arrayBuffer();
      assert.equal(anon.status, 401, path);
    }
    // 2.23 still answers these anonymously (empty); 2.24 and later refuse them as well.
    const [major = 0, minor = 0] = SIGNALK_VERSION.split('.').map(Number);
    const refusedToo = major > 2 || (major === 2 && minor >= 24);
    for (const path of ['/signalk/v2/api/vessels/self/navigation/course', '/signalk/v2/api/notifications']) {
      const anon = await sk.request(path, { auth: false });
      await anon.arrayBuffer();
      assert.equal(anon.status, refusedToo ? 401 : 200, path);
    }
    const hello = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const ws = new WebSocket(`${sk.wsUrl}/signalk/v1/stream?subscribe=none`);
      const timer = setTimeout(() => reject(new Error('no greeting within 10 s')), 10_000);
      ws.once('message', (data) => {
        clearTimeout(timer);
        ws.terminate();
        resolve(JSON.parse(String(data)) as Record<string, unknown>);
      });
      ws.once('error', reject);
    });
    assert.equal(hello.version, SIGNALK_VERSION);
    assert.equal(typeof hello.self, 'string');
  });

  test('the admin token reads REST', async () => {
    const draft = await sk.requestJson<{ value?: { maximum?: number }; $source?: string }>('/signalk/v1/api/vessels/self/design/draft');
    assert.equal(draft.value?.maximum, 1.9);
    assert.equal(draft.$source, 'defaults');
  });

  test('the admin can send deltas over the WebSocket', async () => {
    await sk.sendDelta({ updates: [{ $source: 'test.1', values: [{ path: 'electrical.batteries.house.voltage', value: 12.84 }] }] });
    const v = await sk.getPath('electrical.batteries.house.voltage');
    assert.equal(v?.value, 12.84);
  });

  test('a device access request can be approved and its token reads REST', async () => {
    const clientId = randomUUID();
    const res = await fetch(`${sk.url}/signalk/v1/access/requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId, description: 'signalk-assist harness test', permissions: 'readonly' }),
      signal: AbortSignal.timeout(10_000),
    });
    assert.equal(res.status, 202);
    const reply = (await res.json()) as { requestId?: string; href?: string; state?: string };
    assert.equal(reply.state, 'PENDING');
    assert.ok(reply.requestId && reply.href);

    const pending = await sk.listAccessRequests();
    assert.ok(pending.some((r) => r.accessIdentifier === clientId));
    const approved = await sk.approveAccessRequest(reply.requestId);
    assert.equal(approved.accessIdentifier, clientId);

    const done = await eventually('approved access request', async () => {
      const poll = await fetch(`${sk.url}${reply.href}`, { signal: AbortSignal.timeout(10_000) });
      const body = (await poll.json()) as { state?: string; accessRequest?: { permission?: string; token?: string } };
      return body.state === 'COMPLETED' ? body : undefined;
    });
    assert.equal(done.accessRequest?.permission, 'APPROVED');
    const token = done.accessRequest?.token;
    assert.ok(token, 'approved request carries a token');
    const withDevice = await sk.request('/signalk/v1/api/vessels/self/design/draft', {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(withDevice.status, 200);
    assert.equal(((await withDevice.json()) as { value?: { maximum?: number } }).value?.maximum, 1.9);
    assert.deepEqual(await sk.approveAccessRequests(), [], 'nothing left pending');

    // The approval is saved in security.json: the device token survives a restart,
    // and restart() logs the admin in again.
    await sk.restart();
    assert.ok(sk.adminToken);
    const afterRestart = await sk.request('/signalk/v1/api/vessels/self/design/draft', {
      headers: { Authorization: `Bearer ${token}` },
    });
    await afterRestart.arrayBuffer();
    assert.equal(afterRestart.status, 200);
    await sk.sendDelta({ updates: [{ $source: 'test.1', values: [{ path: 'electrical.batteries.house.voltage', value: 13.1 }] }] });
  });
});

describe('signalk-server harness: N2K sample data', { timeout: 90_000 }, () => {
  test('sampleN2k replays the recorded boat', async () => {
    const sk = await startSignalK({ sampleN2k: true });
    try {
      const pos = await sk.waitForPath('navigation.position', (v) => typeof (v.value as { latitude?: unknown } | null)?.latitude === 'number', { timeoutMs: 30_000 });
      const { latitude, longitude } = pos.value as { latitude: number; longitude: number };
      // The sample boat sails near 59.7 N 24.7 E.
      assert.ok(Math.abs(latitude - 59.7) < 1 && Math.abs(longitude - 24.7) < 1, JSON.stringify(pos.value));
      const depth = await sk.waitForPath('environment.depth.belowTransducer', (v) => typeof v.value === 'number', {
        timeoutMs: 30_000,
      });
      assert.equal(depth.meta?.units, 'm');
    } finally {
      await sk.stop();
    }
  });
});

describe('signalk-server harness: crash cleanup', { timeout: 90_000 }, () => {
  test('a test process killed with SIGKILL leaves no server running', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signalk-orphan-'));
    const script = join(dir, 'start.mjs');
    const helper = pathToFileURL(join(import.meta.dirname, '..', 'helpers', 'signalk.ts')).href;
    writeFileSync(
      script,
      `import { startSignalK } from ${JSON.stringify(helper)};\n` +
        `const sk = await startSignalK();\n` +
        `console.log(JSON.stringify({ pid: sk.pid, configDir: sk.configDir }));\n` +
        `setInterval(() => {}, 1000);\n`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let serverPid = 0;
    let configDir = '';
    try {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
      });
      const info = await eventually(
        'child started a server',
        async () => {
          if (child.exitCode !== null) throw new Error(`child exited with ${child.exitCode}`);
          const line = out.split('\n').find((l) => l.startsWith('{'));
          return line ? (JSON.parse(line) as { pid: number; configDir: string }) : undefined;
        },
        45_000,
      );
      serverPid = info.pid;
      configDir = info.configDir;
      assert.ok(pidAlive(serverPid));
      child.kill('SIGKILL');
      await eventually('orphaned server exits', async () => (pidAlive(serverPid) ? undefined : true), 15_000);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (serverPid && pidAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      if (configDir) rmSync(configDir, { recursive: true, force: true });
    }
  });
});
