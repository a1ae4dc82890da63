/**
 * Home Assistant's own MCP client (the `mcp` integration, HA 2025.2+) against signalk-assist, for real:
 * a real signalk-server with our boat, signalk-assist as a child process on 127.0.0.1, a real Home
 * Assistant Core. The `mcp` integration is added through HA's config-flow API with the URL a user
 * types (HA sends no token): on 2025.4 our legacy `/sse` (its client speaks SSE only), on 2026.x our
 * `/mcp` (streamable HTTP; SSE is its fallback). HA's `mcp_server` integration then re-exposes exactly
 * that entry's LLM API (`mcp-<entry_id>`) to any MCP client holding HA's token: on 2025.4 chosen in
 * its flow (`llm_hass_api`) and served at `/mcp_server/sse`; on 2026.x its flow exposes every LLM API
 * and the choice is its options (`all_llm_apis: false`), served at `/api/mcp` (and each API alone at
 * `/api/mcp/<api_id>`). The MCP SDK's client then lists and calls our tools through Home Assistant
 * itself, and gets exactly what a model behind HA would see: each tool's description and argument
 * schema (2026.x keeps the arguments' descriptions, 2025.4 drops them) and HA's JSON of our tool result,
 * whose text is our compact answer.
 *
 * Supervisor discovery, without a Supervisor: signalk-assist runs with SUPERVISOR_TOKEN and a
 * Supervisor stand-in on 127.0.0.1 that records what it posts; a test-only custom integration
 * (test/ha/fixtures/supervisor_discovery) hands that body to HA's `mcp` flow as HA's hassio
 * integration does (source `hassio`). On 2026.x the flow asks to confirm, then makes an entry whose
 * unique id is the message's uuid and whose title is our server's name, with the LLM API
 * `mcp-<add-on slug>`; 2025.4 has no such step: the message opens the URL form (DOCS.md says to type
 * `/sse`), and only while no mcp entry exists.
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
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { HA_LABEL, haAtLeast, haUnavailableReason, poll, startHomeAssistant, type HomeAssistant } from '../helpers/ha.js';
import { REPO_ROOT } from '../helpers/repo.js';
import { signalkInstalled, startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { DEFAULT_MENU } from '../../src/mcp/surface.js';
import { alarmValues, SELF_VALUES } from './assist-fixtures.js';

const unavailable = haUnavailableReason() ?? (signalkInstalled() ? undefined : 'signalk-server is not installed: run `bash scripts/install-signalk.sh`');
const tooOld = haAtLeast('2025.2') ? undefined : `Home Assistant's MCP client (the mcp integration) arrived in 2025.2; ${HA_LABEL} has none`;
const skip = unavailable && !process.env['CI'] ? unavailable : false;
/**
 * What changed between the two releases this file runs on (2025.4.4 and 2026.11.0; none between them
 * is tested): HA's MCP client speaks streamable HTTP first, mcp_server takes its API choice in its
 * options and serves /api/mcp, results reach the model without ASCII escapes, argument descriptions
 * reach the model, and the mcp flow has a Supervisor discovery step.
 */
const HA_2026 = haAtLeast('2026.1');
/** The Supervisor token the add-on gets (short, so a leak into a log would show), and the message's uuid. */
const SUPERVISOR_TOKEN = 'sv123';
const DISCOVERY_UUID = '5f2c1e0a9b8d4c7e8f6a5b4c3d2e1f00';
/** Our add-on as the Supervisor names it: a repository add-on's slug is `<repository hash>_<config.yaml slug>`. */
const ADDON = { name: 'SignalK Assist', slug: 'a1b2c3d4_signalk_assist' };

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

/**
 * A string as Python's json.dumps writes it: HA 2025.4's mcp_server with ensure_ascii (every
 * non-ASCII character as \\uXXXX), 2026.x's with ensure_ascii=False (as written).
 */
function pythonJsonString(s: string): string {
  const json = JSON.stringify(s);
  return HA_2026 ? json : json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The Supervisor's API as far as the add-on's discovery uses it, on 127.0.0.1; records each POST /discovery body. */
async function startSupervisorStandIn(): Promise<{ url: string; posted: string[]; stop(): Promise<void> }> {
  const posted: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${SUPERVISOR_TOKEN}`) return send(401, { result: 'error', message: 'Unauthorized' });
      // The add-on's hostname on the Supervisor's network; here HA reaches the add-on on this machine.
      if (req.method === 'GET' && req.url === '/addons/self/info') return send(200, { result: 'ok', data: { ...ADDON, hostname: 'localhost' } });
      if (req.method === 'POST' && req.url === '/discovery') {
        posted.push(Buffer.concat(chunks).toString('utf8'));
        return send(200, { result: 'ok', data: { uuid: DISCOVERY_UUID } });
      }
      send(404, { result: 'error', message: 'not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const a = server.address();
  return {
    url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`,
    posted,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
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
  /** The MCP SDK's client, connected to HA's mcp_server with HA's token. */
  let viaHa: Client;
  /** The same SDK client on our own /sse, for reference. */
  let direct: Client;
  let entryTitle = '';
  /** The LLM API of the entry the user added (`mcp-<entry_id>`). */
  let apiId = '';
  let configDir = '';

  const authFetch = (url: string | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${ha.token}`);
    return fetch(url, { ...init, headers });
  };
  /** An SDK client on one of HA's MCP server endpoints (streamable HTTP on 2026.x, SSE on 2025.4). */
  const haClient = async (path: string): Promise<Client> => {
    const c = new Client({ name: 'signalk-assist-test-via-ha', version: '0.0.0' });
    const url = new URL(`${ha.url}${path}`);
    await c.connect(HA_2026 ? new StreamableHTTPClientTransport(url, { fetch: authFetch }) : new SSEClientTransport(url, { fetch: authFetch }));
    return c;
  };

  /** Runs a config flow to its end (its form answered with `input`; a flow without fields may create its entry at once). */
  const flow = async (handler: string, input: Record<string, unknown>): Promise<FlowResult> => {
    const first = await ha.rest<FlowResult>('POST', '/api/config/config_entries/flow', { handler });
    if (first.type === 'create_entry') return first;
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
  const throughHa = async (tool: string, args: Record<string, unknown> = {}, client: Client = viaHa): Promise<{ raw: string; parsed: HaToolResult; isError: boolean }> => {
    const r = (await client.callTool({ name: tool, arguments: args })) as { content: { type: string; text: string }[]; isError?: boolean };
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
    // Byte for byte what the model gets: HA's json.dumps of our result (Python separators).
    assert.equal(r.raw, `{"content": [{"type": "text", "text": ${pythonJsonString(text)}}]}`);
    assert.notEqual(r.parsed.isError, true);
    return text;
  };

  before(async () => {
    if (tooOld) throw new Error(tooOld);
    // HA's config dir holds the test-only integration that plays the Supervisor's part of discovery.
    configDir = mkdtempSync(join(tmpdir(), 'signalk-assist-ha-mcp-'));
    mkdirSync(join(configDir, 'custom_components'));
    cpSync(join(REPO_ROOT, 'test', 'ha', 'fixtures', 'supervisor_discovery'), join(configDir, 'custom_components', 'supervisor_discovery'), { recursive: true });
    // One after the other, with a generous bound: both starting at once on a loaded machine outran signalk-server's 30 s.
    sk = await startSignalK({ readyTimeoutMs: 120_000 });
    ha = await startHomeAssistant({ language: 'en', configDir, keepConfigDir: false, extraConfig: 'supervisor_discovery:' });
    await sk.sendDelta({ updates: [{ $source: 'mcpclient.1', values: Object.entries({ ...SELF_VALUES, ...alarmValues('en') }).map(([path, value]) => ({ path, value })) }] });
    // The add-on as a user runs it for HA's client: no MCP token (HA's client cannot send one), default answers.
    assist = await startAssist({ transport: 'http', answers: 'default', args: ['--signalk-url', sk.url, '--no-assist', '--no-entities', '--stale-navigation', '3600'] });
    direct = new Client({ name: 'signalk-assist-test-direct', version: '0.0.0' });
    await direct.connect(new SSEClientTransport(new URL(`${assist.url}/sse`)));
    await until(async () => (await ours('battery_state')).includes('68 percent'), 20_000, 'the boat to reach signalk-assist');

    // The URL DOCS.md tells the user to type for this release.
    const mcp = await flow('mcp', { url: `${assist.url}${HA_2026 ? '/mcp' : '/sse'}` });
    assert.equal(mcp.type, 'create_entry', JSON.stringify(mcp));
    entryTitle = mcp.title ?? '';
    apiId = `mcp-${mcp.result!.entry_id}`;
    if (HA_2026) {
      // The flow makes "All LLM APIs"; its options choose ours alone, as DOCS.md tells the user.
      const server = await flow('mcp_server', {});
      assert.equal(server.type, 'create_entry', JSON.stringify(server));
      const opts = await ha.rest<FlowResult & { data_schema?: { name: string }[] }>('POST', '/api/config/config_entries/options/flow', { handler: server.result!.entry_id });
      assert.equal(opts.type, 'form', JSON.stringify(opts));
      const chosen = await ha.rest<FlowResult>('POST', `/api/config/config_entries/options/flow/${opts.flow_id}`, { all_llm_apis: false, llm_hass_api: [apiId] });
      assert.equal(chosen.type, 'create_entry', JSON.stringify(chosen));
      viaHa = await haClient('/api/mcp');
    } else {
      const server = await flow('mcp_server', { llm_hass_api: apiId });
      assert.equal(server.type, 'create_entry', JSON.stringify(server));
      viaHa = await haClient('/mcp_server/sse');
    }
  });

  after(async () => {
    await viaHa?.close().catch(() => undefined);
    await direct?.close().catch(() => undefined);
    await assist?.stop();
    await Promise.all([ha?.stop(), sk?.stop()]);
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  it(`adds the integration with our ${HA_2026 ? '/mcp' : '/sse'} URL and titles it with our server name`, async () => {
    const entries = await ha.rest<{ domain: string; title: string; state: string }[]>('GET', '/api/config/config_entries/entry');
    const mcp = entries.filter((e) => e.domain === 'mcp');
    assert.equal(mcp.length, 1);
    assert.equal(mcp[0]!.state, 'loaded');
    assert.equal(mcp[0]!.title, entryTitle);
    assert.equal(direct.getServerVersion()?.name, entryTitle, "HA's title is our MCP server's name");
  });

  it('lists exactly our default menu through Home Assistant: what the model sees of each tool', async (t) => {
    const { tools } = await viaHa.listTools();
    assert.deepEqual(tools.map((x) => x.name).sort(), [...DEFAULT_MENU].sort());
    const mine = new Map((await direct.listTools()).tools.map((x) => [x.name, x]));
    for (const tool of tools) {
      const own = mine.get(tool.name)!;
      assert.equal(tool.description, own.description, `${tool.name}: our description, word for word`);
      // Our argument schema as HA converts it: types, enums and required kept; the arguments'
      // descriptions reach the model on 2026.x and are dropped on 2025.4.
      const props = (own.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const seen = (tool.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
      assert.deepEqual(Object.keys(seen).sort(), Object.keys(props).sort(), `${tool.name}: its arguments`);
      for (const [arg, schema] of Object.entries(props)) {
        assert.equal(seen[arg]!['description'], HA_2026 ? schema['description'] : undefined, `${tool.name}.${arg}: description`);
      }
    }
    // One tool whole, exactly as the model gets it.
    const battery = tools.find((x) => x.name === 'battery_state')!;
    t.diagnostic(`battery_state as the model sees it through HA: ${JSON.stringify(battery)}`);
    assert.deepEqual(battery, {
      name: 'battery_state',
      // The first listed tool opens with the rule every client's model must read (no client passes our instructions).
      description:
        'For every boat question call a tool; say its display word for word. Battery charge, voltage and current: house bank if any, unless bank is given; available_banks lists them. Other electrics: read_sensor.',
      inputSchema: { type: 'object', properties: { bank: HA_2026 ? { type: 'string', description: 'Bank id, like house or start' } : { type: 'string' } } },
      // 2026.x passes the hints we declare and fills the others with HA's cautious defaults.
      ...(HA_2026 ? { annotations: { readOnlyHint: true, destructiveHint: true, idempotentHint: false, openWorldHint: true } } : {}),
    });
    // And the API's prompt (HA's mcp_server offers it as a prompt named after the entry).
    const { prompts } = await viaHa.listPrompts();
    assert.deepEqual(
      prompts.map((p) => p.name),
      [entryTitle],
    );
    const prompt = await viaHa.getPrompt({ name: entryTitle });
    assert.deepEqual(
      prompt.messages.map((m) => m.content),
      [{ type: 'text', text: `The following tools are available from a remote server named ${entryTitle}.` }],
    );
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
    // The same answer as the tool called directly, but for the age, which may tick between the two calls.
    const { age_s: age, ...through } = JSON.parse(text) as Record<string, unknown>;
    const { age_s: directAge, ...direct } = JSON.parse(await ours('tank_levels', { type: 'fuel' })) as Record<string, unknown>;
    assert.deepEqual(through, direct);
    assert.ok(Math.abs(Number(age) - Number(directAge)) <= 2, `age ${age} through more_tools, ${directAge} direct`);
    const refused = await throughHa('tank_levels', { type: 'fuel' });
    assert.equal(refused.isError, true);
    assert.match(refused.raw, /tank_levels/);
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
      `[${HA_LABEL}] MCP through Home Assistant (SDK ${HA_2026 ? 'streamable HTTP client -> /api/mcp -> mcp integration -> our /mcp' : 'SSE client -> /mcp_server/sse -> mcp integration -> our /sse'}), ${n} interleaved:`,
      `  battery_state through HA: ${fmt(call)}`,
      `  ping through HA:          ${fmt(ping)}`,
      `  battery_state on our /sse directly: ${fmt(ourSse)}`,
    ];
    for (const l of lines) {
      t.diagnostic(l);
      console.log(l);
    }
  });
  it(
    HA_2026
      ? "Supervisor discovery: the add-on's message makes a confirmed entry titled with our name, unique id the uuid, LLM API mcp-<slug>"
      : "Supervisor discovery: this release has no step for it: the add-on's message opens the URL form, and only while no mcp entry exists",
    async () => {
      const supervisor = await startSupervisorStandIn();
      const dataDir = mkdtempSync(join(tmpdir(), 'signalk-assist-data-'));
      let addon: AssistProcess | undefined;
      let viaApi: Client | undefined;
      try {
        // The add-on as the Supervisor starts it: SUPERVISOR_TOKEN set, MCP on, no MCP token.
        addon = await startAssist({
          transport: 'http',
          answers: 'default',
          env: { SUPERVISOR_TOKEN, SIGNALK_ASSIST_SUPERVISOR_URL: supervisor.url, HOSTNAME: 'localhost' },
          args: ['--signalk-url', sk.url, '--ha-url', ha.url, '--ha-token', ha.token, '--no-assist', '--no-entities', '--data-dir', dataDir, '--stale-navigation', '3600'],
        });
        const body = await poll("the add-on's discovery message", 30_000, async () => supervisor.posted[0]);
        assert.equal(body, `{"service":"mcp","config":{"url":"http://localhost:${new URL(addon.url!).port}/mcp"}}`);
        const message = JSON.parse(body) as { service: string; config: { url: string } };
        /** What HA's hassio integration does with a message: the service's flow, source hassio (see the fixture). */
        const deliver = async (config: { url: string }): Promise<{ type: string; step_id: string | null; reason: string | null; flow_id: string | null }> => {
          const socket = await ha.socket();
          try {
            const r = await socket.command<{ response: { type: string; step_id: string | null; reason: string | null; flow_id: string | null } }>({
              type: 'call_service',
              domain: 'supervisor_discovery',
              service: 'message',
              return_response: true,
              service_data: { service: message.service, config, ...ADDON, uuid: DISCOVERY_UUID },
            });
            return r.response;
          } finally {
            socket.close();
          }
        };
        const first = await deliver(message.config);
        if (!HA_2026) {
          // No discovery step for mcp here: HA's default one drops the message while any mcp entry
          // exists (the user's, here), and otherwise opens the URL form (DOCS.md: type the /sse URL).
          assert.deepEqual([first.type, first.reason], ['abort', 'already_configured'], JSON.stringify(first));
          await ha.rest('DELETE', `/api/config/config_entries/entry/${apiId.slice('mcp-'.length)}`);
          const alone = await deliver(message.config);
          assert.deepEqual([alone.type, alone.step_id], ['form', 'user'], JSON.stringify(alone));
          await ha.rest('DELETE', `/api/config/config_entries/flow/${alone.flow_id}`);
          return;
        }
        assert.deepEqual([first.type, first.step_id], ['form', 'hassio_confirm'], JSON.stringify(first));
        interface Progress {
          flow_id: string;
          handler: string;
          step_id: string;
          context: { source: string; unique_id?: string; title_placeholders?: Record<string, string> };
        }
        const socket = await ha.socket();
        let found: Progress | undefined;
        try {
          found = (await socket.command<Progress[]>({ type: 'config_entries/flow/progress' })).find((f) => f.flow_id === first.flow_id);
        } finally {
          socket.close();
        }
        // What the Discovered card shows: the add-on's name; the flow is keyed on the message's uuid.
        assert.deepEqual(
          [found?.handler, found?.context.source, found?.context.unique_id, found?.context.title_placeholders],
          ['mcp', 'hassio', DISCOVERY_UUID, { name: ADDON.name }],
        );
        const done = await ha.rest<FlowResult>('POST', `/api/config/config_entries/flow/${first.flow_id}`, {});
        assert.equal(done.type, 'create_entry', JSON.stringify(done));
        assert.equal(done.title, direct.getServerVersion()?.name, "the entry's title is our MCP server's name");
        const discovered = async (): Promise<[string, string][]> =>
          (await ha.rest<{ domain: string; source: string; title: string; state: string }[]>('GET', '/api/config/config_entries/entry'))
            .filter((e) => e.domain === 'mcp' && e.source === 'hassio')
            .map((e) => [e.title, e.state]);
        assert.deepEqual(await discovered(), [[entryTitle, 'loaded']]);
        // The entry's unique id is the uuid: a later message with a new URL (the add-on moved) updates it, no second entry.
        const moved = await deliver({ url: `${message.config.url}?tools=default` });
        assert.deepEqual([moved.type, moved.reason], ['abort', 'already_configured'], JSON.stringify(moved));
        assert.deepEqual(
          await poll('the discovered entry loaded again', 30_000, async () => {
            const d = await discovered();
            return d.length === 1 && d[0]![1] === 'loaded' ? d : undefined;
          }),
          [[entryTitle, 'loaded']],
        );
        // Its LLM API is `mcp-<add-on slug>`: HA's per-API endpoint serves exactly our tools under that id.
        viaApi = await haClient(`/api/mcp/mcp-${ADDON.slug}`);
        assert.deepEqual((await viaApi.listTools()).tools.map((x) => x.name).sort(), [...DEFAULT_MENU].sort());
        const r = await throughHa('battery_state', {}, viaApi);
        assert.equal((JSON.parse(r.parsed.content[0]!.text) as { display: string }).display, '68 percent, 12.8 volts, 8.2 amps discharging');
      } finally {
        await viaApi?.close().catch(() => undefined);
        await addon?.stop();
        await supervisor.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
