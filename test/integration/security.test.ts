/**
 * Security, end to end with real processes:
 * - SignalK device access requests against a real signalk-server with security on: signalk-assist
 *   asks for read-only access, says once in its log what to do, answers (absent) meanwhile, gets
 *   the token once an admin approves, stores it (mode 0600) and answers; a second start reuses the
 *   stored token without a new request; a stored token SignalK refuses is dropped and access is
 *   asked again; a configured wrong token is reported, not replaced. A token that expires or is
 *   revoked while the add-on runs: the answers say SignalK waits for approval, a new request is
 *   made, and the answers come back once it is approved. The server refuses anonymous reads
 *   (`allow_readonly: false`, SignalK 2.24+'s default).
 * - MCP over HTTP: with a bearer token, requests without it or with another are refused (401) on
 *   /mcp, /sse and /messages, /health stays open, the SDK client with the token works; names that
 *   are not allowed in Host or Origin are refused (403) while the right ones pass; no CORS header.
 * - Secrets: every output of these runs (stderr, HTTP bodies and headers, tool results, files in
 *   the data dir except the token file) is searched for the test tokens.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { DEVICE_FILE, TOKEN_FILE } from '../../src/signalk/access.js';

const MCP_TOKEN = 'mcp-test-token-4c1d8e2f9a7b6053';
const WRONG_SIGNALK_TOKEN = 'signalk-wrong-test-token-91e3b7c2d4';
const PATH = 'electrical.batteries.house.voltage';

/** Everything any run printed or answered, searched for tokens at the end. */
const outputs: { what: string; text: string }[] = [];
const keep = (what: string, text: string) => outputs.push({ what, text });

/** A raw HTTP exchange where Host can be set (fetch always sends the URL's host). */
function raw(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: opts.method ?? 'GET', headers: opts.headers, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c.length + body.length < 100_000 ? c : ''));
      res.on('end', () => {
        const r = { status: res.statusCode ?? 0, headers: res.headers as Record<string, unknown>, body };
        keep(`${opts.method ?? 'GET'} ${url}`, `${JSON.stringify(r.headers)} ${body}`);
        resolve(r);
      });
      // An SSE stream that was admitted never ends: what arrived is enough.
      if ((res.headers['content-type'] ?? '').includes('text/event-stream')) setTimeout(() => res.destroy(), 300);
      res.on('close', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, unknown>, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
});
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

async function callKept(assist: AssistProcess, tool: string, args: Record<string, unknown> = {}) {
  const r = await assist.call(tool, args);
  keep(`tool ${tool}`, r.text);
  return r;
}

describe('SignalK device access request against a secured server', { timeout: 150_000 }, () => {
  let sk: SignalKServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-access-'));
  let grantedToken = '';
  before(async () => {
    sk = await startSignalK({ security: true });
    await sk.sendDelta({ updates: [{ $source: 'sec.1', values: [{ path: PATH, value: 12.84 }] }] });
  });
  after(async () => {
    await sk?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks for read-only access, tells the user once, and answers once approved', async () => {
    const assist = await startAssist({
      transport: 'http',
      args: ['--signalk-url', sk.url, '--data-dir', dataDir, '--mcp-token', MCP_TOKEN],
      headers: { authorization: `Bearer ${MCP_TOKEN}` },
    });
    try {
      let pending: Awaited<ReturnType<SignalKServer['listAccessRequests']>> = [];
      await until(async () => (pending = await sk.listAccessRequests()).length > 0, 20_000, 'an access request');
      assert.equal(pending.length, 1);
      assert.equal(pending[0]!.accessDescription, 'signalk-assist');
      assert.equal(pending[0]!.permissions, 'readonly');
      const device = JSON.parse(readFileSync(join(dataDir, DEVICE_FILE), 'utf8')) as { clientId: string };
      assert.equal(pending[0]!.accessIdentifier, device.clientId);

      // While waiting, tools answer: absent, not an error.
      const waiting = await callKept(assist, 'read_sensor', { path: PATH });
      assert.equal(waiting.isError, false);
      assert.equal(waiting.structured?.value, null);
      // ... and say what is wrong: SignalK waits for the user, it is not unreachable.
      await until(
        async () => (await callKept(assist, 'battery_state')).structured?.display === 'SignalK is waiting for you to approve signalk-assist.',
        10_000,
        'the approval answer',
      );

      // SignalK refuses anonymous reads (2.24+'s default): what we cannot see is never "no alarms".
      assert.equal((await callKept(assist, 'get_active_alarms')).structured?.display, 'SignalK is waiting for you to approve signalk-assist.');

      await sk.approveAccessRequest(pending[0]!.requestId);
      await until(async () => (await callKept(assist, 'read_sensor', { path: PATH })).structured?.value === 12.84, 30_000, 'the value after approval');
      const battery = await callKept(assist, 'battery_state');
      assert.equal(battery.structured?.voltage, 12.84);

      const logs = assist.logs();
      assert.equal(logs.split('\n').filter((l) => /Security > Access Requests/.test(l)).length, 1, logs);
      assert.match(logs, /approved this add-on's access request/);
      const file = join(dataDir, TOKEN_FILE);
      assert.equal(statSync(file).mode & 0o777, 0o600);
      grantedToken = (JSON.parse(readFileSync(file, 'utf8')) as { token: string }).token;
      assert.ok(grantedToken.length > 20);
    } finally {
      await assist.stop();
      keep('assist 1 stderr', assist.logs());
    }
  });

  it('a second start reuses the stored token without a new request', async () => {
    const assist = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--data-dir', dataDir] });
    try {
      await until(async () => (await callKept(assist, 'read_sensor', { path: PATH })).structured?.value === 12.84, 20_000, 'the value with the stored token');
      assert.deepEqual(await sk.listAccessRequests(), []);
      assert.doesNotMatch(assist.logs(), /Access Requests|refused access/);
    } finally {
      await assist.stop();
      keep('assist 2 stderr', assist.logs());
    }
  });

  it('a configured token is used as given; a wrong one is reported once and not replaced', async () => {
    const good = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--data-dir', dataDir, '--signalk-token', grantedToken] });
    try {
      await until(async () => (await callKept(good, 'read_sensor', { path: PATH })).structured?.value === 12.84, 20_000, 'the value with the configured token');
    } finally {
      await good.stop();
      keep('assist 3 stderr', good.logs());
    }
    const wrongDir = mkdtempSync(join(tmpdir(), 'signalk-assist-wrong-'));
    const wrong = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--data-dir', wrongDir, '--signalk-token', WRONG_SIGNALK_TOKEN] });
    try {
      await until(async () => /refused access \(HTTP 401\)/.test(wrong.logs()), 15_000, 'the refusal in the log');
      await new Promise((r) => setTimeout(r, 2500)); // several retries
      assert.equal(
        wrong
          .logs()
          .split('\n')
          .filter((l) => /refused access/.test(l)).length,
        1,
        wrong.logs(),
      );
      assert.deepEqual(await sk.listAccessRequests(), [], 'no access request with a configured token');
      const r = await callKept(wrong, 'read_sensor', { path: PATH });
      assert.equal(r.isError, false);
    } finally {
      await wrong.stop();
      keep('assist 4 stderr', wrong.logs());
      for (const f of readdirSync(wrongDir)) keep(`wrong data dir ${f}`, readFileSync(join(wrongDir, f), 'utf8'));
      rmSync(wrongDir, { recursive: true, force: true });
    }
  });

  it('a stored token SignalK refuses is dropped and access is asked again', async () => {
    const file = join(dataDir, TOKEN_FILE);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { token: string };
    writeFileSync(file, JSON.stringify({ ...stored, token: `${stored.token.slice(0, -8)}AAAAAAAA` }), { mode: 0o600 });
    const assist = await startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--data-dir', dataDir] });
    try {
      await until(async () => (await sk.listAccessRequests()).length > 0, 20_000, 'a new access request');
      assert.match(assist.logs(), /no longer accepts the token/);
      await sk.approveAccessRequests();
      await until(async () => (await callKept(assist, 'read_sensor', { path: PATH })).structured?.value === 12.84, 30_000, 'the value after the new approval');
      const renewed = (JSON.parse(readFileSync(file, 'utf8')) as { token: string }).token;
      assert.notEqual(renewed, stored.token.slice(0, -8) + 'AAAAAAAA');
      grantedToken = renewed;
    } finally {
      await assist.stop();
      keep('assist 5 stderr', assist.logs());
    }
    for (const f of readdirSync(dataDir)) if (f !== TOKEN_FILE) keep(`data dir ${f}`, readFileSync(join(dataDir, f), 'utf8'));
  });

  it('no SignalK token appears in any output', () => {
    const tokens = [grantedToken, WRONG_SIGNALK_TOKEN, MCP_TOKEN];
    assert.ok(grantedToken.length > 20);
    for (const { what, text } of outputs) for (const t of tokens) assert.ok(!text.includes(t), `a token appears in ${what}`);
  });
});

describe('a granted token that expires or is revoked while running', { timeout: 300_000 }, () => {
  let sk: SignalKServer;
  const dirs = [mkdtempSync(join(tmpdir(), 'signalk-assist-expiring-')), mkdtempSync(join(tmpdir(), 'signalk-assist-revoked-'))];
  const WAITING = 'SignalK is waiting for you to approve signalk-assist.';
  before(async () => {
    sk = await startSignalK({ security: true });
    await sk.sendDelta({ updates: [{ $source: 'sec.1', values: [{ path: PATH, value: 12.84 }] }] });
  });
  after(async () => {
    await sk?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('is said in the answers, a new access request is made, and answers come back once it is approved', async () => {
    const [expiring, revoked] = await Promise.all(dirs.map((dir) => startAssist({ transport: 'http', args: ['--signalk-url', sk.url, '--data-dir', dir] })));
    const both = [expiring!, revoked!];
    const clientIds: string[] = [];
    // SignalK checks an open stream's token about once a minute, when it has something to send.
    const ticker = setInterval(
      () => void sk.sendDelta({ updates: [{ $source: 'sec.1', values: [{ path: PATH, value: 12.84 }] }] }, { waitVisible: false }).catch(() => undefined),
      1000,
    );
    try {
      await until(async () => (await sk.listAccessRequests()).length === 2, 30_000, 'two access requests');
      for (const dir of dirs) clientIds.push((JSON.parse(readFileSync(join(dir, DEVICE_FILE), 'utf8')) as { clientId: string }).clientId);
      await sk.approveAccessRequest(clientIds[0]!, { expiration: '15s' });
      await sk.approveAccessRequest(clientIds[1]!);
      for (const a of both) await until(async () => (await a.call('read_sensor', { path: PATH })).structured?.value === 12.84, 30_000, 'the value after approval');
      await sk.revokeDevice(clientIds[1]!);

      // Each notices at the server's next token check, says so, and asks again.
      await until(async () => (await sk.listAccessRequests()).length === 2, 150_000, 'two new access requests');
      assert.deepEqual((await sk.listAccessRequests()).map((r) => r.accessIdentifier).sort(), [...clientIds].sort());
      for (const a of both) {
        await until(async () => (await a.call('battery_state')).structured?.display === WAITING, 15_000, 'the approval answer');
        assert.equal((await a.call('get_active_alarms')).structured?.display, WAITING);
        assert.match(a.logs(), /no longer accepts the token it granted this add-on \(HTTP 401: expired or revoked\); asking for access again\./);
      }

      await sk.approveAccessRequests();
      for (const [i, dir] of dirs.entries()) {
        // The last known value stays readable while waiting: the stored new token and the answer show the approval.
        await until(async () => existsSync(join(dir, TOKEN_FILE)), 60_000, 'the new token stored');
        let said: unknown;
        await until(async () => (said = (await both[i]!.call('battery_state')).structured?.display) === '12.8 volts', 30_000, 'the answer after the new approval').catch(
          (e: Error) => {
            throw new Error(`${e.message}; last: ${String(said)}`);
          },
        );
        const token = (JSON.parse(readFileSync(join(dir, TOKEN_FILE), 'utf8')) as { token: string }).token;
        assert.ok(!both[i]!.logs().includes(token), 'no token in the log');
      }
    } finally {
      clearInterval(ticker);
      await Promise.all(both.map((a) => a.stop()));
    }
  });
});

describe('MCP over HTTP refuses who should not be let in', { timeout: 90_000 }, () => {
  let withToken: AssistProcess;
  let open: AssistProcess;
  const dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-mcpsec-'));
  before(async () => {
    withToken = await startAssist({
      transport: 'http',
      args: ['--demo', '--data-dir', dataDir, '--mcp-token', MCP_TOKEN, '--allowed-hosts', 'boat.example.org'],
      headers: { authorization: `Bearer ${MCP_TOKEN}` },
    });
    open = await startAssist({ transport: 'http', args: ['--demo', '--data-dir', dataDir] });
  });
  after(async () => {
    await withToken?.stop();
    await open?.stop();
    if (withToken) keep('token assist stderr', withToken.logs());
    if (open) keep('open assist stderr', open.logs());
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the SDK client with the token calls tools; without it or with another it cannot connect', async () => {
    const r = await callKept(withToken, 'depth_state');
    assert.equal(r.isError, false);
    for (const headers of [{}, { authorization: `Bearer ${MCP_TOKEN}0` }, { authorization: 'Bearer x' }] as Record<string, string>[]) {
      const c = new Client({ name: 'intruder', version: '0' });
      await assert.rejects(c.connect(new StreamableHTTPClientTransport(new URL(`${withToken.url}/mcp`), { requestInit: { headers } })), /401|Unauthorized/i);
      await c.close().catch(() => {});
    }
  });

  it('raw requests: 401 without the token on /mcp, /sse and /messages; /health stays open', async () => {
    const base = withToken.url!;
    assert.equal((await raw(`${base}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: INIT })).status, 401);
    assert.equal((await raw(`${base}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer ${MCP_TOKEN.slice(1)}` }, body: INIT })).status, 401);
    const refused = await raw(`${base}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer wrong-${MCP_TOKEN}` }, body: INIT });
    assert.equal(refused.status, 401);
    assert.match(String(refused.headers['www-authenticate']), /^Bearer/);
    assert.equal((await raw(`${base}/sse`)).status, 401);
    assert.equal((await raw(`${base}/messages?sessionId=00000000-0000-0000-0000-000000000000`, { method: 'POST', headers: MCP_HEADERS, body: INIT })).status, 401);
    assert.equal((await raw(`${base}/health`)).status, 200);
    const ok = await raw(`${base}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, authorization: `Bearer ${MCP_TOKEN}` }, body: INIT });
    assert.equal(ok.status, 200);
    assert.match(ok.body, /signalk-assist/);
  });

  it('Host: known names pass, others are refused (403), also with the token when names are configured', async () => {
    const base = withToken.url!;
    const auth = { ...MCP_HEADERS, authorization: `Bearer ${MCP_TOKEN}` };
    assert.equal((await raw(`${base}/mcp`, { method: 'POST', headers: { ...auth, host: 'boat.example.org:8765' }, body: INIT })).status, 200);
    assert.equal((await raw(`${base}/mcp`, { method: 'POST', headers: { ...auth, host: 'evil.example.com:8765' }, body: INIT })).status, 403);

    const o = open.url!;
    assert.equal((await raw(`${o}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, host: 'evil.example.com' }, body: INIT })).status, 403);
    assert.equal((await raw(`${o}/sse`, { headers: { host: 'evil.example.com' } })).status, 403);
    assert.equal((await raw(`${o}/messages?sessionId=x`, { method: 'POST', headers: { ...MCP_HEADERS, host: 'evil.example.com' }, body: INIT })).status, 403);
    assert.equal((await raw(`${o}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, host: 'localhost' }, body: INIT })).status, 200);
    assert.equal((await raw(`${o}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: INIT })).status, 200);
    assert.equal((await raw(`${o}/health`, { headers: { host: 'evil.example.com' } })).status, 200);
    // The SDK client (Host 127.0.0.1:port) works without a token on the open server.
    assert.equal((await callKept(open, 'get_active_alarms')).isError, false);
  });

  it('Origin: a foreign page is refused, a local one passes; no CORS header anywhere', async () => {
    const o = open.url!;
    const evil = await raw(`${o}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, origin: 'http://evil.example.com' }, body: INIT });
    assert.equal(evil.status, 403);
    const pre = await raw(`${o}/mcp`, { method: 'OPTIONS', headers: { origin: 'http://evil.example.com', 'access-control-request-method': 'POST' } });
    assert.equal(pre.status, 403);
    const local = await raw(`${o}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, origin: 'http://localhost:6274' }, body: INIT });
    assert.equal(local.status, 200);
    for (const { what, text } of outputs) assert.doesNotMatch(text, /access-control-allow/i, what);
  });

  it('a body that trickles in is cut off (408) after the time limit; the server keeps answering', async () => {
    const url = new URL(`${open.url}/mcp`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: { ...MCP_HEADERS, 'content-length': '1000' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"jsonrpc":'); // and nothing more
      setTimeout(() => reject(new Error('no answer within 20 s')), 20_000).unref();
    });
    assert.equal(status, 408);
    assert.equal((await raw(`${open.url}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: INIT })).status, 200);
  });

  it('no MCP token appears in any output', () => {
    keep('token assist stderr so far', withToken.logs());
    keep('open assist stderr so far', open.logs());
    for (const { what, text } of outputs) assert.ok(!text.includes(MCP_TOKEN), `the MCP token appears in ${what}`);
  });
});
