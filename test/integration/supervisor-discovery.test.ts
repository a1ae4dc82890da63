/**
 * Supervisor discovery of the MCP endpoint (src/ha/discovery.ts) against a Supervisor
 * stand-in: a real HTTP server on 127.0.0.1 that answers as the Supervisor's API does
 * (`{"result":"ok","data":{...}}`, supervisor/api/discovery.py: one message per add-on and service,
 * posting again returns the same uuid) and records every request. The app reaches it through
 * SIGNALK_ASSIST_SUPERVISOR_URL instead of http://supervisor.
 *
 * What Home Assistant's `mcp` config flow reads from the message (homeassistant/components/mcp/
 * config_flow.py, `async_step_hassio`): `config.url`, which must be an http(s) URL with a host (HA's
 * cv.url) — the uuid becomes the entry's unique id. The body is asserted exactly.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, type App } from '../../src/app.js';
import { buildConfig, type Config } from '../../src/config.js';
import { setLogSink } from '../../src/log.js';
import { announceMcp, DISCOVERY_STATE_FILE, mcpDiscoveryMessage, withdrawMcp } from '../../src/ha/discovery.js';

/** Shorter than the log's secret-masking threshold (6 characters), so a leak would show in the log. */
const TOKEN = 'sv123';
const HOSTNAME = 'a1b2c3d4-signalk-assist';
const UUID = '5f2c1e0a9b8d4c7e8f6a5b4c3d2e1f00';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A Supervisor stand-in: `mode` decides how it answers. */
class Supervisor {
  requests: Recorded[] = [];
  mode: 'ok' | 'forbidden' | 'no-info' = 'ok';
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const rec: Recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        this.requests.push(rec);
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { result: 'error', message: 'Unauthorized' });
        if (this.mode === 'forbidden' && rec.path === '/discovery') {
          // What the Supervisor says when config.yaml lacks `discovery: [mcp]`.
          return send(403, { result: 'error', message: 'Apps must list services they provide via discovery in their config!' });
        }
        if (rec.method === 'GET' && rec.path === '/addons/self/info') {
          if (this.mode === 'no-info') return send(403, { result: 'error', message: 'Forbidden' });
          return send(200, { result: 'ok', data: { name: 'SignalK Assist', slug: 'a1b2c3d4_signalk_assist', hostname: HOSTNAME } });
        }
        if (rec.method === 'POST' && rec.path === '/discovery') return send(200, { result: 'ok', data: { uuid: UUID } });
        if (rec.method === 'DELETE' && rec.path === `/discovery/${UUID}`) return send(200, { result: 'ok', data: {} });
        if (rec.method === 'DELETE') return send(404, { result: 'error', message: 'Discovery message not found' });
        send(404, { result: 'error', message: 'not found' });
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    const a = this.server.address();
    this.url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()));
  }

  /** Waits (bounded) for a request matching `pred`. */
  async waitFor(pred: (r: Recorded) => boolean, what: string, ms = 10_000): Promise<Recorded> {
    const t0 = Date.now();
    for (;;) {
      const r = this.requests.find(pred);
      if (r) return r;
      if (Date.now() - t0 > ms) throw new Error(`no ${what} within ${ms} ms; got ${JSON.stringify(this.requests.map((q) => `${q.method} ${q.path}`))}`);
      await new Promise((res) => setTimeout(res, 20));
    }
  }
}

/** A free port nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const a = s.address();
  await new Promise<void>((r) => s.close(() => r()));
  return typeof a === 'object' && a ? a.port : 1;
}

/** A demo add-on on a free port with Assist and entities off, plus `flags`. */
function appConfig(flags: Record<string, string | boolean>): Config {
  return { ...buildConfig({ flags: { demo: true, ...flags }, env: {} }), mcp_port: 0, mcp_host: '127.0.0.1' };
}

/** Collects log lines while `fn` runs. */
async function logged<T>(fn: (lines: string[]) => Promise<T>): Promise<T> {
  const lines: string[] = [];
  const prev = setLogSink((l) => lines.push(l));
  try {
    return await fn(lines);
  } finally {
    setLogSink(prev);
  }
}

describe('Supervisor discovery of the MCP endpoint', () => {
  const supervisor = new Supervisor();
  const dirs: string[] = [];
  const dataDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'sa-discovery-'));
    dirs.push(d);
    return d;
  };
  before(() => supervisor.start());
  after(async () => {
    await supervisor.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('the body is exactly what the mcp config flow reads: service mcp, config.url an http URL to /mcp', () => {
    const msg = mcpDiscoveryMessage(HOSTNAME, 8765);
    assert.equal(JSON.stringify(msg), '{"service":"mcp","config":{"url":"http://a1b2c3d4-signalk-assist:8765/mcp"}}');
    const u = new URL(msg.config.url);
    assert.equal(u.protocol, 'http:');
    assert.equal(u.hostname, HOSTNAME);
  });

  it('the add-on announces itself at start with the Supervisor token, asks its hostname first, and sends no DELETE at stop', async () => {
    supervisor.requests = [];
    supervisor.mode = 'ok';
    const dir = dataDir();
    const config = appConfig({ 'data-dir': dir, assist: 'false', entities: 'false' });
    await logged(async (lines) => {
      const app: App = await startApp(config, { env: { SUPERVISOR_TOKEN: TOKEN, SIGNALK_ASSIST_SUPERVISOR_URL: supervisor.url, HOSTNAME: 'fallback-host' } });
      try {
        const post = await supervisor.waitFor((r) => r.method === 'POST', 'POST /discovery');
        assert.equal(post.path, '/discovery');
        assert.equal(post.headers.authorization, `Bearer ${TOKEN}`);
        assert.equal(post.headers['content-type'], 'application/json');
        assert.deepEqual(JSON.parse(post.body), { service: 'mcp', config: { url: `http://${HOSTNAME}:${app.http!.port}/mcp` } });
        assert.deepEqual(
          supervisor.requests.map((r) => `${r.method} ${r.path}`),
          ['GET /addons/self/info', 'POST /discovery'],
        );
        await waitUntil(() => existsSync(join(dir, DISCOVERY_STATE_FILE)), 'the uuid kept');
        assert.equal(JSON.parse(readFileSync(join(dir, DISCOVERY_STATE_FILE), 'utf8')).uuid, UUID);
      } finally {
        await app.stop();
      }
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(supervisor.requests.filter((r) => r.method === 'DELETE').length, 0, 'stopping never withdraws (HA would delete the entry)');
      assert.equal(lines.filter((l) => l.includes('Model Context Protocol" as discovered')).length, 1);
      assert.ok(!lines.some((l) => l.includes(TOKEN)), 'the token is never logged');
    });
  });

  it('without an answer from /addons/self/info it announces the container HOSTNAME', async () => {
    supervisor.requests = [];
    supervisor.mode = 'no-info';
    const a = announceMcp({ token: TOKEN, supervisorUrl: supervisor.url, port: 8765, dataDir: dataDir(), envHostname: 'b2c3d4e5-signalk-assist', retryDelaysMs: [] });
    assert.equal(await logged(() => a.done), UUID);
    const post = supervisor.requests.find((r) => r.method === 'POST')!;
    assert.deepEqual(JSON.parse(post.body), { service: 'mcp', config: { url: 'http://b2c3d4e5-signalk-assist:8765/mcp' } });
  });

  for (const [label, flags] of [
    ['MCP turned off', { mcp: 'false' }],
    ['an MCP token set (HA cannot send it)', { 'mcp-token': 'a-long-mcp-token-123' }],
  ] as const) {
    it(`with ${label} an earlier message is withdrawn (DELETE /discovery/<uuid>) and nothing is announced`, async () => {
      supervisor.requests = [];
      supervisor.mode = 'ok';
      const dir = dataDir();
      writeFileSync(join(dir, DISCOVERY_STATE_FILE), JSON.stringify({ uuid: UUID, url: `http://${HOSTNAME}:8765/mcp` }));
      const config = appConfig({ 'data-dir': dir, assist: 'false', entities: 'false', ...flags });
      await logged(async () => {
        const app = await startApp(config, { env: { SUPERVISOR_TOKEN: TOKEN, SIGNALK_ASSIST_SUPERVISOR_URL: supervisor.url } });
        const del = await supervisor.waitFor((r) => r.method === 'DELETE', 'DELETE /discovery/<uuid>');
        await app.stop();
        assert.equal(del.path, `/discovery/${UUID}`);
        assert.equal(del.headers.authorization, `Bearer ${TOKEN}`);
      });
      assert.deepEqual(
        supervisor.requests.map((r) => `${r.method} ${r.path}`),
        [`DELETE /discovery/${UUID}`],
      );
      assert.equal(existsSync(join(dir, DISCOVERY_STATE_FILE)), false, 'the uuid is forgotten');
    });
  }

  it('a message the Supervisor no longer has (404) is forgotten; nothing kept means nothing sent', async () => {
    supervisor.requests = [];
    const dir = dataDir();
    writeFileSync(join(dir, DISCOVERY_STATE_FILE), JSON.stringify({ uuid: 'feedfeed', url: 'http://x:8765/mcp' }));
    const opts = { token: TOKEN, supervisorUrl: supervisor.url, port: 8765, dataDir: dir };
    assert.equal(await logged(() => withdrawMcp(opts)), true);
    assert.equal(existsSync(join(dir, DISCOVERY_STATE_FILE)), false);
    assert.equal(await logged(() => withdrawMcp(opts)), false);
    assert.deepEqual(
      supervisor.requests.map((r) => `${r.method} ${r.path}`),
      ['DELETE /discovery/feedfeed'],
    );
  });

  it('a refused announcement is logged once with its reason, retried, and never stops the add-on', async () => {
    supervisor.requests = [];
    supervisor.mode = 'forbidden';
    const lines = await logged(async (lines) => {
      const a = announceMcp({ token: TOKEN, supervisorUrl: supervisor.url, port: 8765, dataDir: dataDir(), retryDelaysMs: [10, 10] });
      assert.equal(await a.done, null);
      return lines;
    });
    assert.equal(supervisor.requests.filter((r) => r.method === 'POST').length, 3, 'three attempts');
    const warnings = lines.filter((l) => l.includes(' WARNING '));
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(
      warnings[0]!,
      /Could not announce the MCP server to Home Assistant \(Supervisor discovery\): the Supervisor answered HTTP 403 to POST \/discovery: Apps must list services they provide via discovery in their config!\. Add it by hand instead/,
    );
    assert.ok(!lines.some((l) => l.includes(TOKEN)));
  });

  it('with no Supervisor listening the add-on still serves MCP and logs one warning', async () => {
    const port = await closedPort();
    const dir = dataDir();
    const config = appConfig({ 'data-dir': dir, assist: 'false', entities: 'false' });
    await logged(async (lines) => {
      const app = await startApp(config, { env: { SUPERVISOR_TOKEN: TOKEN, SIGNALK_ASSIST_SUPERVISOR_URL: `http://127.0.0.1:${port}`, HOSTNAME: HOSTNAME } });
      try {
        await waitUntil(() => lines.some((l) => l.includes('Could not announce')), 'the warning');
        const res = await fetch(`http://127.0.0.1:${app.http!.port}/health`);
        assert.equal(res.status, 200);
      } finally {
        await app.stop();
      }
      const warnings = lines.filter((l) => l.includes('Could not announce'));
      assert.equal(warnings.length, 1);
      assert.match(warnings[0]!, new RegExp(`the Supervisor at http://127\\.0\\.0\\.1:${port} is not reachable \\(ECONNREFUSED\\)`));
    });
  });

  it('outside the add-on (no SUPERVISOR_TOKEN) nothing is sent', async () => {
    supervisor.requests = [];
    const config = appConfig({ 'data-dir': dataDir(), assist: 'false', entities: 'false' });
    await logged(async () => {
      const app = await startApp(config, { env: { SIGNALK_ASSIST_SUPERVISOR_URL: supervisor.url } });
      await new Promise((r) => setTimeout(r, 200));
      await app.stop();
    });
    assert.deepEqual(supervisor.requests, []);
  });
});

async function waitUntil(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
