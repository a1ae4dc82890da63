/**
 * The tool surface end to end, against a real SignalK server, through the MCP SDK's own
 * clients: the default menu, an unlisted tool called by name and through more_tools, a client's
 * pin in the URL over streamable HTTP and SSE, a bad pin refused with the valid names, the option
 * `--tools`, and the usage log read back by `signalk-assist usage`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { QUERIES } from '../../src/questions/index.js';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { CLI, startAssist, until, type AssistProcess } from '../helpers/assist.js';

const DEFAULT = ['battery_state', 'depth_state', 'get_active_alarms', 'wind_state', 'navigation_state', 'read_sensor', 'more_tools'];

const delta = (values: Record<string, unknown>) => ({
  context: 'vessels.self',
  updates: [{ $source: 'surface.1', timestamp: new Date().toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

async function names(url: string, sse = false): Promise<string[]> {
  const c = new Client({ name: 'surface-it', version: '0' });
  await c.connect(sse ? new SSEClientTransport(new URL(url)) : new StreamableHTTPClientTransport(new URL(url)));
  try {
    return (await c.listTools()).tools.map((t) => t.name);
  } finally {
    await c.close();
  }
}

describe('tool surface over HTTP against a real SignalK server', { timeout: 120_000 }, () => {
  let signalk: SignalKServer;
  let assist: AssistProcess;
  let dataDir: string;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'skassist-surface-'));
    signalk = await startSignalK();
    await signalk.sendDelta(delta({ 'tanks.fuel.0.currentLevel': 0.42, 'electrical.batteries.house.voltage': 12.9 }));
    assist = await startAssist({ transport: 'http', args: ['--signalk-url', signalk.url, '--data-dir', dataDir] });
    await until(async () => (await assist.call('battery_state')).structured?.voltage === 12.9, 15_000, 'first values');
  });
  after(async () => {
    await assist?.stop();
    await signalk?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the default menu', async () => {
    assert.deepEqual(
      (await assist.client.listTools()).tools.map((t) => t.name),
      DEFAULT,
    );
  });

  it('answers a tool that is not listed when it is called by name', async () => {
    const r = await assist.call('tank_levels', { type: 'fuel' });
    assert.equal(r.isError, false);
    assert.equal(r.structured?.display, 'fuel 42 percent');
  });

  it('more_tools runs it in one call, with the same answer', async () => {
    const direct = await assist.call('tank_levels', { type: 'fuel' });
    const via = await assist.call('more_tools', { name: 'tank_levels', arguments: { type: 'fuel' } });
    assert.equal(via.isError, false);
    assert.equal(via.text, direct.text);
  });

  it('a client pins its tools in the URL, over streamable HTTP and SSE', async () => {
    assert.deepEqual(await names(`${assist.url}/mcp?tools=tank_levels,depth_state`), ['depth_state', 'tank_levels']);
    assert.deepEqual(await names(`${assist.url}/mcp?tools=default,engine_state`), [...DEFAULT.slice(0, 5), 'engine_state', 'read_sensor', 'more_tools']);
    assert.equal((await names(`${assist.url}/mcp?tools=all`)).length, QUERIES.length); // every question's tool
    assert.deepEqual(await names(`${assist.url}/sse?tools=tank_levels,depth_state`, true), ['depth_state', 'tank_levels']);
    assert.deepEqual(await names(`${assist.url}/sse`, true), DEFAULT);
  });

  it('a pin with an unknown name is refused (400) with the valid names', async () => {
    for (const path of ['/mcp?tools=depth_state,get_weather', '/sse?tools=get_weather']) {
      const r = await fetch(`${assist.url}${path}`, {
        method: path.startsWith('/mcp') ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: path.startsWith('/mcp') ? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) : undefined,
      });
      assert.equal(r.status, 400, path);
      const body = (await r.json()) as { error: { message: string } };
      assert.match(body.error.message, /unknown tool 'get_weather'/);
      assert.match(body.error.message, /tank_levels/);
    }
  });

  it('an unknown tool name is a normal answer whose note lists the listed names', async () => {
    const r = await assist.call('get_weather');
    assert.equal(r.isError, false);
    assert.match(String(r.structured?.note), /^There is no tool named 'get_weather'\. Call one of: battery_state, /);
  });

  it('logs each call and listing under the data dir; `signalk-assist usage` sums them', async () => {
    await assist.call('get_active_alarms');
    // The log is written asynchronously, about a second after the calls.
    const log = join(dataDir, 'usage.jsonl');
    await until(async () => existsSync(log) && readFileSync(log, 'utf8').includes('"tool":"get_active_alarms"'), 10_000, 'the usage log');
    const lines = readFileSync(join(dataDir, 'usage.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const via = lines.find((l) => l.via === 'more_tools')!;
    assert.deepEqual({ tool: via.tool, args: via.args, outcome: via.outcome }, { tool: 'tank_levels', args: { type: 'fuel' }, outcome: 'ok' });
    assert.ok(lines.some((l) => l.tool === 'get_weather' && l.outcome === 'error'));
    assert.ok(lines.some((l) => Array.isArray(l.list) && (l.list as string[]).join() === 'depth_state,tank_levels'));
    const out = spawnSync(process.execPath, [...CLI, 'usage', '--data-dir', dataDir, '--json'], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json' },
    });
    assert.equal(out.status, 0, out.stderr);
    const report = JSON.parse(out.stdout) as {
      calls: number;
      tools: { tool: string; calls: number; via_discovery: number; errors: number; listed: number; tokens_sent: number }[];
    };
    const row = (t: string) => report.tools.find((x) => x.tool === t)!;
    assert.equal(row('tank_levels').calls, lines.filter((l) => l.tool === 'tank_levels').length);
    assert.equal(row('tank_levels').via_discovery, 1);
    assert.equal(row('get_weather').errors, 1);
    assert.ok(row('more_tools').listed >= 2 && row('more_tools').tokens_sent > 0);
    const text = spawnSync(process.execPath, [...CLI, 'usage', '--data-dir', dataDir], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json' },
    });
    assert.match(text.stdout, /^tool\s+calls\s+via more_tools\s+absent\s+errors\s+listed\s+schema tokens\s+tokens sent$/m);
  });
});

describe('the option --tools', { timeout: 60_000 }, () => {
  it('sets the menu; an unknown name stops the command with the valid names', async () => {
    const a = await startAssist({
      transport: 'stdio',
      args: ['--demo', '--no-assist', '--no-entities', '--tools', 'default,tank_levels', '--data-dir', mkdtempSync(join(tmpdir(), 'skassist-surface-'))],
    });
    try {
      assert.deepEqual(
        (await a.client.listTools()).tools.map((t) => t.name),
        [...DEFAULT.slice(0, 5), 'tank_levels', 'read_sensor', 'more_tools'],
      );
    } finally {
      await a.stop();
    }
    const bad = spawnSync(process.execPath, [...CLI, 'serve', '--demo', '--tools', 'depth_state,fuel'], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json' },
    });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /--tools: unknown tool 'fuel': the tools are battery_state/);
  });
});
