/**
 * Home Assistant's own MCP client (the `mcp` integration, HA 2025.2+) against signalk-assist, for real
 * (issue 17, field report 33): a real signalk-server with our boat, signalk-assist as a child process
 * on 127.0.0.1, a real Home Assistant Core. The `mcp` integration is added through HA's config-flow
 * API with our legacy SSE URL (`/sse`: HA 2025.4 speaks SSE only, and sends no token); HA's
 * `mcp_server` integration, its `llm_hass_api` option set to that entry's LLM API (`mcp-<entry_id>`),
 * re-exposes our tools at `/mcp_server/sse` to any MCP client holding HA's token. The MCP SDK's SSE
 * client then lists and calls our tools through Home Assistant itself, and gets exactly what a model
 * behind HA would see: HA's JSON of our tool result, whose text is our compact answer.
 *
 * Prints the latency of a tool call through HA against an MCP ping through the same chain, and a
 * direct call of our `/sse` for reference.
 *
 * HA 2024.3.3 has no `mcp` integration: scripts/test.mjs does not run this file on it (scripts/ha-releases.json
 * `notRun`, the reason printed), and run there by hand it fails at once saying so. Needs the HA release's
 * venv and signalk-server; without them skipped, except under CI.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { HA_LABEL, haAtLeast, haUnavailableReason, startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { signalkInstalled, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { DEFAULT_MENU } from '../../src/mcp/surface.js';
import { alarmValues, SELF_VALUES } from './assist-fixtures.js';

const unavailable = haUnavailableReason() ?? (signalkInstalled() ? undefined : 'signalk-server is not installed: run `bash scripts/install-signalk.sh`');
const tooOld = haAtLeast('2025.2') ? undefined : `Home Assistant's MCP client (the mcp integration) arrived in 2025.2; ${HA_LABEL} has none`;
const skip = unavailable && !process.env['CI'] ? unavailable : false;

interface FlowResult {
  type: string;
  flow_id?: string;
  step_id?: string;
  errors?: Record<string, string>;
  reason?: string;
  title?: string;
  result?: { entry_id: string; title: string };
}

/** What HA's `mcp` integration hands the model for one of our results (homeassistant/components/mcp/coordinator.py). */
interface HaToolResult {
  content: { type: string; text: string }[];
  isError?: boolean;
}

/** A string as Python's json.dumps writes it (ensure_ascii: every non-ASCII character as \\uXXXX). */
function pythonJsonString(s: string): string {
  return JSON.stringify(s).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
const fmt = (xs: number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms`;
};

describe(`Home Assistant's MCP client calls our tools (${HA_LABEL})`, { skip, timeout: 600_000 }, () => {
  let sk: SignalKServer;
  let ha: HomeAssistant;
  let assist: AssistProcess;
  /** The MCP SDK's SSE client, connected to HA's mcp_server with HA's token. */
  let viaHa: Client;
  /** The same SDK client on our own /sse, for reference. */
  let direct: Client;
  let entryTitle = '';

  /** Runs a config flow to its end (one form step, answered with `input`). */
  const flow = async (handler: string, input: Record<string, unknown>): Promise<FlowResult> => {
    const first = await ha.rest<FlowResult>('POST', '/api/config/config_entries/flow', { handler });
    assert.equal(first.type, 'form', JSON.stringify(first));
    return await ha.rest<FlowResult>('POST', `/api/config/config_entries/flow/${first.flow_id}`, input);
  };

  /** Our answer text as our own MCP endpoint gives it (the text block, compact by default). */
  const ours = async (tool: string, args: Record<string, unknown> = {}): Promise<string> => {
    const r = (await direct.callTool({ name: tool, arguments: args })) as { content: { type: string; text: string }[]; isError?: boolean };
    assert.notEqual(r.isError, true, JSON.stringify(r));
    return r.content[0]!.text;
  };

  /** The text the SDK client gets through HA, parsed as HA's JSON of our result. */
  const throughHa = async (tool: string, args: Record<string, unknown> = {}): Promise<{ raw: string; parsed: HaToolResult; isError: boolean }> => {
    const r = (await viaHa.callTool({ name: tool, arguments: args })) as { content: { type: string; text: string }[]; isError?: boolean };
    assert.equal(r.content.length, 1, JSON.stringify(r));
    const raw = r.content[0]!.text;
    return { raw, parsed: r.isError ? { content: [] } : (JSON.parse(raw) as HaToolResult), isError: r.isError === true };
  };

  /** A call through HA must carry exactly our answer (asked before and after, in case a value turns). */
  const sameAsOurs = async (tool: string, args: Record<string, unknown> = {}): Promise<string> => {
    const beforeText = await ours(tool, args);
    const r = await throughHa(tool, args);
    const afterText = await ours(tool, args);
    assert.equal(r.isError, false, r.raw);
    assert.equal(r.parsed.content.length, 1, r.raw);
    assert.equal(r.parsed.content[0]!.type, 'text');
    const text = r.parsed.content[0]!.text;
    assert.ok(text === beforeText || text === afterText, `${tool} through HA:\n  ${text}\nours:\n  ${beforeText}`);
    // Byte for byte what the model gets: HA's json.dumps of our result (Python separators, ASCII only).
    assert.equal(r.raw, `{"content": [{"type": "text", "text": ${pythonJsonString(text)}}]}`);
    assert.notEqual(r.parsed.isError, true);
    return text;
  };

  before(async () => {
    if (tooOld) throw new Error(tooOld);
    // One after the other, with a generous bound: both starting at once on a loaded machine outran signalk-server's 30 s.
    sk = await startSignalK({ readyTimeoutMs: 120_000 });
    ha = await startHomeAssistant({ language: 'en' });
    await sk.sendDelta({ updates: [{ $source: 'mcpclient.1', values: Object.entries({ ...SELF_VALUES, ...alarmValues('en') }).map(([path, value]) => ({ path, value })) }] });
    // The add-on as a user runs it for HA's client: no MCP token (HA 2025.4 cannot send one), default answers.
    assist = await startAssist({ transport: 'http', answers: 'default', args: ['--signalk-url', sk.url, '--no-assist', '--no-entities', '--stale-navigation', '3600'] });
    direct = new Client({ name: 'signalk-assist-test-direct', version: '0.0.0' });
    await direct.connect(new SSEClientTransport(new URL(`${assist.url}/sse`)));
    await until(async () => (await ours('battery_state')).includes('68 percent'), 20_000, 'the boat to reach signalk-assist');

    const mcp = await flow('mcp', { url: `${assist.url}/sse` });
    assert.equal(mcp.type, 'create_entry', JSON.stringify(mcp));
    entryTitle = mcp.title ?? '';
    const apiId = `mcp-${mcp.result!.entry_id}`;
    const server = await flow('mcp_server', { llm_hass_api: apiId });
    assert.equal(server.type, 'create_entry', JSON.stringify(server));

    const authFetch = (url: string | URL, init?: RequestInit): Promise<Response> => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${ha.token}`);
      return fetch(url, { ...init, headers });
    };
    viaHa = new Client({ name: 'signalk-assist-test-via-ha', version: '0.0.0' });
    await viaHa.connect(new SSEClientTransport(new URL(`${ha.url}/mcp_server/sse`), { fetch: authFetch }));
  });

  after(async () => {
    await viaHa?.close().catch(() => undefined);
    await direct?.close().catch(() => undefined);
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop()]);
  });

  it('adds the integration with our /sse URL and titles it with our server name', async () => {
    const entries = await ha.rest<{ domain: string; title: string; state: string }[]>('GET', '/api/config/config_entries/entry');
    const mcp = entries.filter((e) => e.domain === 'mcp');
    assert.equal(mcp.length, 1);
    assert.equal(mcp[0]!.state, 'loaded');
    assert.equal(mcp[0]!.title, entryTitle);
    assert.equal(direct.getServerVersion()?.name, entryTitle, "HA's title is our MCP server's name");
  });

  it('lists exactly our default menu through Home Assistant, each tool with a description', async () => {
    const { tools } = await viaHa.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), [...DEFAULT_MENU].sort());
    for (const t of tools) assert.ok((t.description ?? '').length > 20, `${t.name} has a description`);
  });

  it('battery_state, depth_state and get_active_alarms through Home Assistant: exactly our answer', async (t) => {
    const battery = await sameAsOurs('battery_state');
    assert.equal((JSON.parse(battery) as { display: string }).display, '68 percent, 12.8 volts, 8.2 amps discharging');
    const depth = await sameAsOurs('depth_state');
    assert.equal((JSON.parse(depth) as { display: string }).display, '4.2 meters under the keel, 5.5 meters below the surface');
    const alarms = await sameAsOurs('get_active_alarms');
    const display = (JSON.parse(alarms) as { display: string }).display;
    assert.equal(display, '1 alarm and 1 warning: House battery voltage low; Shallow water under the keel.');
    for (const tool of ['battery_state', 'depth_state', 'get_active_alarms']) t.diagnostic(`${tool} as the model sees it through HA: ${(await throughHa(tool)).raw}`);
  });

  it('reaches a tool that is not listed through more_tools; called by name, HA refuses it', async () => {
    assert.ok(!DEFAULT_MENU.includes('tank_levels'));
    const text = await sameAsOurs('more_tools', { name: 'tank_levels', arguments: { type: 'fuel' } });
    assert.equal(text, await ours('tank_levels', { type: 'fuel' }));
    const direct = await throughHa('tank_levels', { type: 'fuel' });
    assert.equal(direct.isError, true);
    assert.match(direct.raw, /tank_levels/);
  });

  it('measures a tool call through Home Assistant against an MCP ping through the same chain (printed)', async (t) => {
    const n = 20;
    const call: number[] = [];
    const ping: number[] = [];
    const ourSse: number[] = [];
    await viaHa.ping();
    await throughHa('battery_state');
    for (let i = 0; i < n; i++) {
      // interleaved, so all three see the same machine load
      let t0 = performance.now();
      await viaHa.ping();
      ping.push(performance.now() - t0);
      t0 = performance.now();
      const r = await throughHa('battery_state');
      call.push(performance.now() - t0);
      assert.equal(r.isError, false);
      t0 = performance.now();
      await ours('battery_state');
      ourSse.push(performance.now() - t0);
    }
    const lines = [
      `[${HA_LABEL}] MCP through Home Assistant (SDK SSE client -> mcp_server -> mcp integration -> our /sse), ${n} interleaved:`,
      `  battery_state through HA: ${fmt(call)}`,
      `  ping through HA:          ${fmt(ping)}`,
      `  battery_state on our /sse directly: ${fmt(ourSse)}`,
    ];
    for (const l of lines) {
      t.diagnostic(l);
      console.log(l);
    }
  });
});
