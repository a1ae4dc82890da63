/**
 * The real Hermes Agent 0.19.0 (hermes-agent[mcp,cli], set up by `bash scripts/setup-hermes.sh` in
 * .cache/hermes-venv-0.19.0) as our MCP client, driven by a scripted OpenAI-compatible model stub
 * (test/helpers/model-stub.ts) that records every request Hermes sends it:
 * - over streamable HTTP with a bearer token, against signalk-assist reading a real signalk-server
 *   replaying the NMEA 2000 sample, plus readings of our own (a house bank, a fuel tank, an alarm)
 *   whose answers are fixed;
 * - over stdio, Hermes starting the built command itself, on the demo boat.
 * Hermes is configured with the YAML DOCS.md shows sailors, taken from DOCS.md with only the
 * addresses, the model and the token substituted, so the docs are tested as written.
 * Checked: the tool names and schemas the model sees, the exact tool messages it receives (battery,
 * depth, alarms, a tool reached through more_tools), and that ten mistaken calls in a row are each
 * answered (never an error Hermes counts towards its per-server circuit breaker) and the next right
 * call succeeds. The sample's depth moves while we look: only its form is checked.
 * Without Hermes installed the suite fails saying how to install it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { hermesToolMessage, hermesTools } from '../../src/agent-check/hermes.js';
import { startAssist, type AssistProcess } from '../helpers/assist.js';
import { startModelStub, type ModelStub, type StubCall, type StubReply, type StubRequest } from '../helpers/model-stub.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { REPO_ROOT } from '../helpers/repo.js';
import { HERMES_DEFAULT_MENU_NAMES } from '../helpers/hermes.js';

const HERMES = join(REPO_ROOT, '.cache', 'hermes-venv-0.19.0', 'bin', 'hermes');
const BUNDLE = join(REPO_ROOT, 'bundle', 'signalk-assist.mjs');
const TOKEN = 'hermes-test-token';
/** Longest one `hermes -z` run may take on a loaded 2-core machine. */
const RUN_LIMIT_MS = 240_000;

/** The YAML block DOCS.md shows after `<!-- marker ... -->`. */
function docsYaml(marker: string): string {
  const docs = readFileSync(join(REPO_ROOT, 'DOCS.md'), 'utf8');
  const m = new RegExp(`<!-- ${marker}[^>]*-->\\n\`\`\`yaml\\n([\\s\\S]*?)\`\`\``).exec(docs);
  assert.ok(m, `DOCS.md has a yaml block after <!-- ${marker} -->`);
  return m[1]!;
}

/** `text` with `from` replaced by `to`; fails when DOCS.md no longer says `from`. */
function substitute(text: string, from: string, to: string): string {
  assert.ok(text.includes(from), `DOCS.md's config says ${from}`);
  return text.split(from).join(to);
}

/** DOCS.md's HTTP config, pointed at the stub model and our server. */
function httpConfig(stub: ModelStub, mcpUrl: string): string {
  let y = docsYaml('hermes-config-http');
  y = substitute(y, 'http://127.0.0.1:11434/v1', stub.baseUrl);
  y = substitute(y, 'http://192.168.1.30:8765/mcp', mcpUrl);
  y = substitute(y, 'your-mcp-token', TOKEN);
  return y;
}

/** DOCS.md's HTTP config with its `mcp_servers` replaced by DOCS.md's stdio entry, starting the built command on the demo boat. */
function stdioConfig(stub: ModelStub): string {
  const head = httpConfig(stub, 'unused').split('mcp_servers:')[0]!;
  let y = docsYaml('hermes-config-stdio');
  y = substitute(y, '"npx"', JSON.stringify(process.execPath));
  y = substitute(y, '"-y", "signalk-assist",', `${JSON.stringify(BUNDLE)},`);
  y = substitute(y, '"--signalk-url", "http://192.168.1.20:3000"', '"--demo"');
  return head + y;
}

/** Runs `hermes -z <question>` with `config`; its stdout. */
async function hermes(config: string, question: string): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), 'hermes-home-'));
  writeFileSync(join(home, 'config.yaml'), config);
  try {
    return await new Promise<string>((resolve, reject) => {
      // cwd: an empty folder, so that Hermes adds no workspace notes to its prompt.
      const child = spawn(HERMES, ['-z', question], {
        cwd: home,
        env: { PATH: process.env.PATH ?? '', HOME: home, HERMES_HOME: home, LANG: 'C.UTF-8' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve(out);
        else reject(new Error(`hermes -z exited ${code ?? signal}:\n${out}\n${err.slice(-3000)}`));
      });
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The scripted turns: for each question, the calls of each step, then the final text. */
const SCRIPTS = new Map<string, StubCall[][]>();
const FINAL = 'Done.';
function script(question: string, step: number): StubReply {
  const steps = SCRIPTS.get(question);
  if (!steps) throw new Error(`no script for ${question}`);
  return step < steps.length ? { calls: steps[step]! } : { text: FINAL };
}
const call = (tool: string, args: unknown): StubCall[] => [{ name: `mcp__boat__${tool}`, arguments: args }];

/** The tool messages of the last request of a question, in order: [tool name, content]. */
function toolMessages(requests: StubRequest[], question: string): { name: string; content: string }[] {
  const last = requests.filter((r) => r.tools?.length && r.messages.some((m) => m.role === 'user' && m.content === question)).at(-1);
  assert.ok(last, `Hermes asked the model about "${question}"`);
  const names = new Map<string, string>();
  for (const m of last.messages) for (const c of m.tool_calls ?? []) names.set(c.id, c.function.name);
  return last.messages.filter((m) => m.role === 'tool').map((m) => ({ name: names.get(m.tool_call_id ?? '') ?? '?', content: String(m.content) }));
}

/** Our answer as Hermes hands it to the model, for a compact answer `fields` (age_s read from what was sent: it moves). */
function expected(tool: string, sent: string, fields: (age: number | null) => Record<string, unknown>): string {
  const inner = /\{"result": "(.*)"\}\n<\/untrusted_tool_result>$/s.exec(sent);
  assert.ok(inner, `a wrapped result: ${sent}`);
  const age = (JSON.parse(JSON.parse(`"${inner[1]}"`)) as { age_s: number | null }).age_s;
  return hermesToolMessage(`mcp__boat__${tool}`, { content: [{ type: 'text', text: JSON.stringify(fields(age)) }] });
}

describe('Hermes Agent 0.19.0 as our MCP client (scripted model)', { timeout: 900_000 }, () => {
  let stub: ModelStub;
  let signalk: SignalKServer;
  let assist: AssistProcess;

  before(async () => {
    assert.ok(existsSync(HERMES), `Hermes Agent is not installed: run \`bash scripts/setup-hermes.sh\` (looked for ${HERMES})`);
    assert.ok(existsSync(BUNDLE), `the built command is missing: run \`npm run build\` (looked for ${BUNDLE})`);
    stub = await startModelStub(script);
    signalk = await startSignalK({ sampleN2k: true });
    assist = await startAssist({
      transport: 'http',
      args: ['--signalk-url', signalk.url, '--mcp-token', TOKEN],
      headers: { Authorization: `Bearer ${TOKEN}` },
      answers: 'default',
      healthTimeoutMs: 120_000,
    });
    await signalk.sendDelta({
      updates: [
        {
          values: [
            { path: 'electrical.batteries.house.stateOfCharge', value: 0.68 },
            { path: 'electrical.batteries.house.voltage', value: 12.8 },
            { path: 'electrical.batteries.house.current', value: -8.2 },
            { path: 'tanks.fuel.0.currentLevel', value: 0.64 },
            { path: 'tanks.fuel.0.capacity', value: 0.15 },
            { path: 'notifications.bilge.high', value: { state: 'alarm', method: ['visual', 'sound'], message: 'Bilge water high' } },
          ],
        },
      ],
    });
    // The sample's own battery bank and depth arrive within seconds of the start.
    const start = Date.now();
    while (Date.now() - start < 60_000) {
      const b = await assist.call('battery_state');
      const d = await assist.call('depth_state');
      if ((b.structured?.available_banks as string[] | undefined)?.length === 2 && typeof d.structured?.display === 'string') break;
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  after(async () => {
    await assist?.stop();
    await signalk?.stop();
    await stub?.stop();
  });

  it('over HTTP with the docs config: the boat tools only, named mcp__boat__, our schemas; exact battery, alarms and more_tools answers', async () => {
    const q = 'How is the battery, the depth, any alarms, and the fuel?';
    SCRIPTS.set(q, [call('battery_state', {}), call('depth_state', {}), call('get_active_alarms', {}), call('more_tools', { name: 'tank_levels', arguments: { type: 'fuel' } })]);
    const t0 = Date.now();
    const out = await hermes(httpConfig(stub, `${assist.url}/mcp`), q);
    console.log(`hermes -z over HTTP, 4 calls: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    assert.equal(out.trim(), FINAL);

    const asked = stub.requests.filter((r) => r.tools?.length);
    assert.ok(asked.length >= 5);
    for (const r of asked) assert.equal(r.stream, true, 'Hermes streams');
    // What the model sees: exactly our default menu, through Hermes's naming and schema changes.
    const { tools } = await assist.client.listTools();
    assert.deepEqual(asked[0]!.tools, hermesTools(tools as never));
    assert.deepEqual(
      asked[0]!.tools!.map((t) => t.function.name),
      HERMES_DEFAULT_MENU_NAMES,
    );
    assert.match(asked[0]!.tools![0]!.function.description!, /^For every boat question call a tool; say its display word for word\. /);
    assert.ok(!JSON.stringify(asked[0]!.messages).includes('You know nothing about this boat'), 'Hermes passes no server instructions');

    const got = toolMessages(stub.requests, q);
    assert.deepEqual(
      got.map((m) => m.name),
      ['mcp__boat__battery_state', 'mcp__boat__depth_state', 'mcp__boat__get_active_alarms', 'mcp__boat__more_tools'],
    );
    assert.equal(
      got[0]!.content,
      expected('battery_state', got[0]!.content, (age) => ({ display: '68 percent, 12.8 volts, 8.2 amps discharging', age_s: age, available_banks: ['1', 'house'] })),
    );
    assert.match(got[1]!.content, /\{"result": "\{\\"display\\":\\"\d+(\.\d)? meters under the keel\\",\\"age_s\\":\d+\}"\}\n<\/untrusted_tool_result>$/);
    assert.equal(
      got[2]!.content,
      expected('get_active_alarms', got[2]!.content, (age) => ({ display: '1 alarm: Bilge water high.', age_s: age })),
    );
    assert.equal(
      got[3]!.content,
      expected('more_tools', got[3]!.content, (age) => ({ display: 'fuel 64 percent, 96 liters', age_s: age, available_types: ['fuel'] })),
    );
  });

  it('over HTTP: ten mistaken calls in a row are each answered with a note, and the next right call succeeds (no breaker)', async () => {
    const q = 'Check the boat, please.';
    const mistakes: [string, unknown][] = [
      ['battery_state', { bank: 42 }], // wrong type
      ['battery_state', { bank: 'main' }], // unknown bank
      ['more_tools', { name: 'tank_levels', arguments: { type: 'propane' } }], // unknown tank
      ['more_tools', { name: 'engine_state', arguments: { engine: 'main' } }], // unknown engine
      ['more_tools', { name: 'fridge_state' }], // unknown more_tools name
      ['read_sensor', { path: 'environment.inside.humidity' }], // a guessed path
      ['more_tools', { name: 'wind_history', arguments: { hours: 500 } }], // out of range
      ['more_tools', { name: 'list_paths', arguments: { offset: -5 } }], // out of range
      ['navigation_state', { position: 'yes' }], // wrong type
      ['more_tools', { name: 'tank_levels', arguments: 'fuel' }], // arguments that are no object
    ];
    SCRIPTS.set(q, [...mistakes.map(([t, a]) => call(t, a)), call('battery_state', {})]);
    const t0 = Date.now();
    const out = await hermes(httpConfig(stub, `${assist.url}/mcp`), q);
    console.log(`hermes -z over HTTP, 11 calls: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    assert.equal(out.trim(), FINAL);

    const got = toolMessages(stub.requests, q);
    assert.equal(got.length, 11);
    for (const [i, m] of got.entries()) {
      assert.doesNotMatch(m.content, /^\{"error"|"error": |unreachable after|Tool loop warning/, `call ${i + 1}: ${m.content}`);
      assert.match(m.content, /^<untrusted_tool_result source="mcp__boat__/);
    }
    // Each mistake's note, exactly as our server answers it (the same call made directly).
    for (const [i, [tool, args]] of mistakes.entries()) {
      const direct = await assist.client.callTool({ name: tool, arguments: args as Record<string, unknown> });
      assert.equal(direct.isError, undefined, `${tool} ${JSON.stringify(args)}`);
      assert.equal(got[i]!.content, hermesToolMessage(`mcp__boat__${tool}`, direct as CallToolResult), `mistake ${i + 1}`);
    }
    const note = (i: number) => JSON.parse(JSON.parse(`"${/\{"result": "(.*)"\}\n/s.exec(got[i]!.content)![1]}"`)).note as string;
    assert.equal(
      note(0),
      'Invalid arguments for battery_state: bank: Invalid input: expected string, received number. Call battery_state again with: bank? (Bank id, like house or start).',
    );
    assert.equal(note(1), 'No battery bank named main; choose one of available_banks.');
    assert.equal(note(4), "There is no tool named 'fridge_state'. Call more_tools again with one of these names and its arguments, or call a listed tool.");
    assert.equal(note(5), 'The boat does not publish this path. Call more_tools with name list_paths to see the paths that exist; do not guess values.');
    assert.match(
      note(6),
      /^Invalid arguments for wind_history: hours: Too big: expected number to be <=24\. Call more_tools with name wind_history and arguments again with: hours\? /,
    );
    assert.equal(
      note(9),
      'arguments must be an object of named values, not a string. Call more_tools with name tank_levels and arguments: type? (Tank type: fuel, freshWater, wasteWater or blackWater).',
    );
    assert.equal(
      got[10]!.content,
      expected('battery_state', got[10]!.content, (age) => ({ display: '68 percent, 12.8 volts, 8.2 amps discharging', age_s: age, available_banks: ['1', 'house'] })),
    );
  });

  it('over stdio with the docs entry: Hermes starts the command on the demo boat; answers and a mistake pass through', async () => {
    const q = 'Battery and next waypoint?';
    SCRIPTS.set(q, [call('battery_state', { bank: 7 }), call('battery_state', {}), call('more_tools', { name: 'get_route' })]);
    const t0 = Date.now();
    const out = await hermes(stdioConfig(stub), q);
    console.log(`hermes -z over stdio, 3 calls: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    assert.equal(out.trim(), FINAL);
    const got = toolMessages(stub.requests, q);
    assert.deepEqual(
      got.map((m) => m.name),
      ['mcp__boat__battery_state', 'mcp__boat__battery_state', 'mcp__boat__more_tools'],
    );
    assert.match(
      got[0]!.content,
      /\{"result": "\{\\"display\\":null,\\"age_s\\":null,\\"note\\":\\"Invalid arguments for battery_state: bank: Invalid input: expected string, received number\./,
    );
    // The demo's readings move: the form of its answers.
    assert.match(
      got[1]!.content,
      /\{"result": "\{\\"display\\":\\"\d+ percent, \d+(\.\d)? volts, \d+(\.\d)? amps (charging|discharging)\\",\\"age_s\\":\d+,\\"available_banks\\":\[\\"house\\",\\"start\\"\]\}"\}\n<\/untrusted_tool_result>$/,
    );
    assert.match(
      got[2]!.content,
      /\{"result": "\{\\"display\\":\\"next waypoint Guia Lighthouse, \d+(\.\d)? miles?, bearing [A-Za-z-]+, arriving [^"\\]+\\",\\"age_s\\":\d+\}"\}\n<\/untrusted_tool_result>$/,
    );
  });
});
