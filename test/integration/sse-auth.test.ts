/**
 * Transports and SignalK auth, end to end against real processes:
 * - Legacy SSE (`GET /sse` + `POST /messages`) beside streamable HTTP at `/mcp`: the MCP SDK's own
 *   SSEClientTransport lists and calls the tools and gets the same results; `GET /mcp` stays 405 so
 *   Home Assistant falls back; unknown sessions and wrong methods are refused plainly; `/health` answers.
 * - A real signalk-server with security on: given the admin token (SIGNALK_TOKEN, or --signalk-token),
 *   every tool answers (none isError; the ones with data speak); without a token the log says once
 *   what to do, and the tools still answer (absent).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { ttsViolations } from '../../src/speech/safety.js';

const delta = (values: Record<string, unknown>) => ({
  context: 'vessels.self',
  updates: [{ $source: 'sseauth.1', values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

/** Arguments for tools that take one; every other tool is called with none. */
const ARGS: Record<string, Record<string, unknown>> = {
  read_sensor: { path: 'navigation.speedOverGround' },
  list_paths: { prefix: 'electrical' },
};

async function sseClient(url: string, query = ''): Promise<Client> {
  const client = new Client({ name: 'signalk-assist-sse-test', version: '0.0.0' });
  await client.connect(new SSEClientTransport(new URL(`${url}/sse${query}`)));
  return client;
}

describe('legacy SSE transport beside streamable HTTP', { timeout: 120_000 }, () => {
  let signalk: SignalKServer;
  let assist: AssistProcess;
  before(async () => {
    signalk = await startSignalK();
    await signalk.sendDelta(delta({ 'electrical.batteries.house.voltage': 12.64, 'navigation.speedOverGround': 3.2 }));
    // Every tool listed, so that both transports list get_route.
    assist = await startAssist({ transport: 'http', args: ['--signalk-url', signalk.url, '--tools', 'all'] });
    await until(async () => (await assist.call('battery_state')).structured?.voltage === 12.64, 15_000, 'first values');
  });
  after(async () => {
    await assist?.stop();
    await signalk?.stop();
  });

  it('the SDK SSE client lists the same tools and gets the same results as streamable HTTP', async () => {
    const client = await sseClient(assist.url!);
    try {
      const sse = (await client.listTools()).tools.map((t) => t.name).sort();
      const streamable = (await assist.client.listTools()).tools.map((t) => t.name).sort();
      assert.deepEqual(sse, streamable);
      assert.ok(sse.includes('get_route') && sse.includes('get_local_time'));
      const r = await client.callTool({ name: 'battery_state', arguments: {} });
      assert.equal(r.isError, undefined);
      const structured = r.structuredContent as Record<string, unknown>;
      assert.equal(structured.display, '12.6 volts');
      assert.equal((r.content as { text: string }[])[0]?.text, JSON.stringify(structured));
      assert.deepEqual(structured, (await assist.call('battery_state')).structured);
      const route = await client.callTool({ name: 'get_route', arguments: {} });
      assert.equal((route.structuredContent as Record<string, unknown>).display, 'No active route.');
    } finally {
      await client.close();
    }
  });

  it('an SSE stream opened with ?answers=compact gets compact answers on every message', async () => {
    const client = await sseClient(assist.url!, '?answers=compact');
    try {
      for (let i = 0; i < 2; i++) {
        const r = await client.callTool({ name: 'battery_state', arguments: {} });
        assert.equal(r.structuredContent, undefined);
        assert.match((r.content as { text: string }[])[0]!.text, /^\{"display":"12\.6 volts","age_s":\d+,"available_banks":\["house"\]\}$/);
      }
    } finally {
      await client.close();
    }
  });

  it('two SSE sessions at once are independent', async () => {
    const [a, b] = await Promise.all([sseClient(assist.url!), sseClient(assist.url!)]);
    try {
      const [ra, rb] = await Promise.all([
        a.callTool({ name: 'read_sensor', arguments: { path: 'navigation.speedOverGround' } }),
        b.callTool({ name: 'list_paths', arguments: { prefix: 'electrical' } }),
      ]);
      assert.equal((ra.structuredContent as Record<string, unknown>).display, '6.2 knots');
      assert.equal((rb.structuredContent as Record<string, unknown>).display, '1 path');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('GET /mcp stays 405; unknown SSE sessions, wrong methods and /health answer plainly', async () => {
    const mcp = await fetch(`${assist.url}/mcp`);
    assert.equal(mcp.status, 405);
    await mcp.body?.cancel();
    const post = await fetch(`${assist.url}/sse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET');
    await post.body?.cancel();
    const unknown = await fetch(`${assist.url}/messages?sessionId=00000000-0000-0000-0000-000000000000`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(unknown.status, 404);
    assert.match(await unknown.text(), /GET \/sse/);
    const health = await fetch(`${assist.url}/health`);
    assert.equal(health.status, 200);
    assert.equal(((await health.json()) as { status: string }).status, 'ok');
  });
});

describe('SignalK with security on', { timeout: 180_000 }, () => {
  let signalk: SignalKServer;
  let dataDir: string;
  const started: AssistProcess[] = [];
  before(async () => {
    signalk = await startSignalK({ security: true });
    dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-auth-'));
    await signalk.sendDelta(
      delta({
        'electrical.batteries.house.voltage': 12.71,
        'electrical.batteries.house.current': -4.2,
        'electrical.batteries.house.capacity.stateOfCharge': 0.81,
        'environment.depth.belowKeel': 3.4,
        'navigation.position': { latitude: 38.69, longitude: -9.42 },
        'navigation.speedOverGround': 2.5,
        'navigation.courseOverGroundTrue': 4.2,
        'notifications.electrical.batteries.house.voltage': { state: 'warn', method: ['visual'], message: 'House battery low' },
      }),
    );
    const route = (await signalk.requestJson('/signalk/v2/api/resources/routes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bay run',
        feature: {
          type: 'Feature',
          geometry: {
            type: 'LineString',
            coordinates: [
              [-9.42, 38.69],
              [-9.45, 38.67],
              [-9.5, 38.66],
            ],
          },
          properties: { coordinatesMeta: [{ name: 'Start' }, { name: 'Bugio Fairway' }, { name: 'Offshore' }] },
        },
      }),
    })) as { id: string };
    await signalk.requestJson('/signalk/v2/api/vessels/self/navigation/course/activeRoute', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ href: `/resources/routes/${route.id}`, pointIndex: 1 }),
    });
  });
  after(async () => {
    for (const a of started) await a.stop();
    await signalk?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('with SIGNALK_TOKEN every tool answers, over REST, the course API, the resources API and the stream', async () => {
    const assist = await startAssist({
      transport: 'http',
      args: ['--signalk-url', signalk.url, '--data-dir', dataDir, '--tools', 'all'],
      env: { SIGNALK_TOKEN: signalk.adminToken! },
    });
    started.push(assist);
    await until(async () => (await assist.call('battery_state')).structured?.voltage === 12.71, 15_000, 'values through the token');
    // The route's name comes from the resources API, its state from the course API: both need the token.
    await until(async () => (await assist.call('get_route')).structured?.name === 'Bay run', 15_000, 'the course');
    // A delta sent now reaches signalk-assist over the (authenticated) stream.
    await signalk.sendDelta(delta({ 'environment.depth.belowKeel': 3.9 }));
    await until(async () => (await assist.call('depth_state')).structured?.below_keel_m === 3.9, 15_000, 'a streamed delta');

    const { tools } = await assist.client.listTools();
    for (const t of tools) {
      const r = await assist.call(t.name, ARGS[t.name] ?? {});
      assert.equal(r.isError, false, `${t.name}: ${r.text}`);
      assert.ok(r.structured, `${t.name} structured`);
      const display = r.structured.display;
      if (typeof display === 'string' && t.name !== 'get_active_alarms') assert.deepEqual(ttsViolations(display, 'en'), [], `${t.name}: ${display}`);
    }
    const speaks: Record<string, string> = {
      battery_state: '81 percent, 12.7 volts, 4.2 amps discharging',
      depth_state: '3.9 meters under the keel',
      get_active_alarms: '1 warning: House battery low.',
      read_sensor: '4.9 knots',
      list_paths: '3 paths',
    };
    for (const [tool, display] of Object.entries(speaks)) {
      assert.equal((await assist.call(tool, ARGS[tool] ?? {})).structured?.display, display, tool);
    }
    const route = (await assist.call('get_route')).structured!;
    assert.equal(route.active, true);
    assert.deepEqual((route.next_waypoint as { name: unknown }).name, 'Bugio Fairway');
    const time = (await assist.call('get_local_time')).structured!;
    assert.equal(time.iana_timezone, 'Europe/Lisbon');
    assert.equal(time.from_position, true);
    assert.doesNotMatch(assist.logs(), /refused access/);
  });

  it('with --signalk-token the same token works from the command line', async () => {
    const assist = await startAssist({ transport: 'stdio', args: ['--signalk-url', signalk.url, '--data-dir', dataDir, '--signalk-token', signalk.adminToken!] });
    started.push(assist);
    await until(async () => (await assist.call('battery_state')).structured?.display === '81 percent, 12.7 volts, 4.2 amps discharging', 15_000, 'values through the flag');
    assert.equal((await assist.call('get_local_time')).structured?.iana_timezone, 'Europe/Lisbon');
  });

  it('without a token the log says once what to do, and the tools still answer', async () => {
    const noTokenDir = mkdtempSync(join(tmpdir(), 'signalk-assist-notoken-'));
    const assist = await startAssist({ transport: 'http', args: ['--signalk-url', signalk.url, '--data-dir', noTokenDir] });
    started.push(assist);
    const advice = /SignalK at \S+ (refused access|needs you to approve)/g;
    await until(async () => (assist.logs().match(advice) ?? []).length > 0, 15_000, 'the advice in the log');
    // Several reconnect attempts later (backoff at most a few seconds), still said once.
    await new Promise((r) => setTimeout(r, 4000));
    const lines = assist
      .logs()
      .split('\n')
      .filter((l) => /SignalK at \S+ (refused access|needs you to approve)/.test(l));
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0]!, /signalk_token|SIGNALK_TOKEN|Access Requests/);
    const r = await assist.call('battery_state');
    assert.equal(r.isError, false);
    // No token: the add-on asks SignalK for access, and until the user approves it every answer says so.
    assert.equal(r.structured?.display, 'SignalK is waiting for you to approve signalk-assist.');
    assert.equal((await assist.call('get_route')).isError, false);
    assert.equal((await assist.call('get_local_time')).structured?.from_position, false);
    rmSync(noTokenDir, { recursive: true, force: true });
  });
});
