/**
 * The MCP server's name carries the boat's name: Home Assistant titles its MCP
 * entry with `serverInfo.name`, so two boats' entries must differ. The name comes from the vessel
 * root's `name` in a real signalk-server 2.23.0, set as a skipper sets it (the server's vessel
 * settings, kept in baseDeltas.json as a delta with an empty path; the server does not store a name
 * streamed in over the WebSocket), is read when a client initializes (so a name learnt or changed
 * later is shown; servers are reused across requests), is made safe to show, and is the same on
 * /mcp and /sse.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startApp, type App } from '../../src/app.js';
import { buildConfig } from '../../src/config.js';
import { setLogSink } from '../../src/log.js';
import { serverName } from '../../src/mcp/server.js';

/** The server name a fresh client sees on `path` (/mcp or /sse). */
async function nameSeen(base: string, path: '/mcp' | '/sse'): Promise<string | undefined> {
  const client = new Client({ name: 'server-name-test', version: '0.0.0' });
  const url = new URL(base + path);
  await client.connect(path === '/mcp' ? new StreamableHTTPClientTransport(url) : new SSEClientTransport(url));
  try {
    return client.getServerVersion()?.name;
  } finally {
    await client.close();
  }
}

describe('the MCP server is named after the boat', () => {
  let sk: SignalKServer;
  let app: App;
  let base = '';
  const dir = mkdtempSync(join(tmpdir(), 'sa-server-name-'));
  const prevSink = setLogSink(() => {});

  before(async () => {
    sk = await startSignalK({ baseDeltas: [vesselName('Wanderer')] as never });
    const config = buildConfig({ flags: { 'signalk-url': sk.url, 'data-dir': dir, assist: 'false', entities: 'false' }, env: {} });
    app = await startApp({ ...config, mcp_port: 0, mcp_host: '127.0.0.1' }, { env: {} });
    base = `http://127.0.0.1:${app.http!.port}`;
  });
  after(async () => {
    await app?.stop();
    await sk?.stop();
    setLogSink(prevSink);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Waits until the add-on's model has the boat's name `name`. */
  async function modelHasName(name: string): Promise<void> {
    const t0 = Date.now();
    while (app.model.get('name')?.value !== name) {
      if (Date.now() - t0 > 30_000) throw new Error(`the model never got the name ${name}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('is "signalk-assist (Wanderer)" on both transports once SignalK tells the name', async () => {
    await modelHasName('Wanderer');
    assert.equal(await nameSeen(base, '/mcp'), 'signalk-assist (Wanderer)');
    assert.equal(await nameSeen(base, '/sse'), 'signalk-assist (Wanderer)');
  });

  it('follows a new name on the next initialize (renamed in SignalK, server restarted), made safe to show', async () => {
    writeFileSync(join(sk.configDir, 'baseDeltas.json'), JSON.stringify([vesselName('Água Viva <b>II</b>\u0007@@@')]));
    await sk.restart();
    await modelHasName('Água Viva <b>II</b>\u0007@@@');
    assert.equal(await nameSeen(base, '/mcp'), 'signalk-assist (Água Viva b II b)');
  });
});

/** The delta SignalK keeps for the vessel's name (path '' carries the vessel root's identity fields). */
function vesselName(name: string) {
  return { context: 'vessels.self', updates: [{ values: [{ path: '', value: { name } }] }] };
}

describe('serverName', () => {
  it('is the bare name without a usable boat name', () => {
    for (const v of [undefined, null, 42, '', '   ', '@@@@', '<>{}']) assert.equal(serverName(v), 'signalk-assist', String(v));
  });
  it("keeps letters of any script, digits, spaces and ' . - &", () => {
    assert.equal(serverName("  Mary-Jane's  Dream 2.0 & Co "), "signalk-assist (Mary-Jane's Dream 2.0 & Co)");
    assert.equal(serverName('NORDIC STAR@@@@@@'), 'signalk-assist (NORDIC STAR)');
  });
  it('cuts a long name at a word, 40 characters at most', () => {
    assert.equal(serverName('The Quite Extraordinarily Long Name Of This Particular Yacht'), 'signalk-assist (The Quite Extraordinarily Long Name Of)');
  });
});
