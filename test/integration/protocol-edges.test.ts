/**
 * First use through the real command and real clients: --version and --help, a client's own language
 * and units over /mcp and /sse (and in the usage log), numbers sent as strings, arguments that are
 * no object (-32602, one line), more_tools with an unknown name, and a 1 MB legacy SSE message
 * answered on its stream. The demo vessel answers: no boat needed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { OPTIONS, type OptionSpec } from '../../src/config.js';
import { CLI, startAssist, type AssistProcess } from '../helpers/assist.js';

function run(args: string[]) {
  const r = spawnSync(process.execPath, [...CLI, ...args], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, SIGNALK_ASSIST_OPTIONS: '/nonexistent/options.json' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.trim() };
}

describe('the command line helps', { timeout: 120_000 }, () => {
  it('--version prints the version', () => {
    const r = run(['--version']);
    assert.equal(r.status, 0);
    assert.equal(r.stdout, `${JSON.parse(readFileSync('package.json', 'utf8')).version}\n`);
    assert.equal(run(['serve', '--version']).stdout, r.stdout);
  });

  it('--help lists every option with its default, allowed values and env variable', () => {
    const r = run(['--help']);
    assert.equal(r.status, 0);
    const lines = r.stdout.split('\n');
    for (const [name, o] of Object.entries(OPTIONS) as [string, OptionSpec][]) {
      const i = lines.findIndex((l) => l.startsWith(`  --${o.flag} `));
      assert.ok(i >= 0, `--${o.flag} listed`);
      const facts = lines[i + 1]!;
      const shown = o.defaultText ?? (Array.isArray(o.default) ? (o.default.length ? o.default.join(',') : 'none') : o.default === '' ? 'none' : String(o.default));
      assert.match(facts, new RegExp(`default ${shown.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(;|$)`), `--${o.flag} default`);
      if (o.env) assert.ok(facts.includes(`env ${o.env}`), `--${o.flag} env`);
      if (o.values) assert.ok(facts.includes(`one of: ${o.values.join(', ')}`), `--${o.flag} values`);
      assert.ok(facts.endsWith(`option ${name}`), `--${o.flag} option name`);
    }
    assert.ok(r.stdout.includes('  --language VALUE'));
    assert.ok(r.stdout.includes('one of: auto, en, pt-BR, pt, de, fr, es, nl; default auto; env SIGNALK_ASSIST_LANGUAGE; option language'));
    assert.equal(run(['serve', '--help']).stdout, r.stdout);
  });

  it('usage --help exits 0 with its own options', () => {
    const r = run(['usage', '--help']);
    assert.equal(r.status, 0);
    assert.match(r.stdout, /^usage: signalk-assist usage \[--data-dir DIR\] \[--options-file PATH\] \[--json\]\n/);
  });

  it('--language pt-br, PT_BR and de-CH are accepted', () => {
    for (const l of ['pt-br', 'PT_BR', 'de-CH']) {
      const r = run(['serve', '--language', l, '--port', '70000']);
      // Only the port is wrong: the language passed.
      assert.equal(r.stderr, 'signalk-assist: --port: must be a whole number from 1 to 65535', l);
    }
  });
});

describe('the protocol edges over HTTP', { timeout: 180_000 }, () => {
  let assist: AssistProcess;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sa-edges-'));
    assist = await startAssist({ transport: 'http', args: ['--demo', '--data-dir', dir], answers: 'default' });
  });
  after(async () => {
    await assist?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One JSON-RPC request to /mcp (with `query`), its parsed reply. */
  async function rpc(body: unknown, query = ''): Promise<{ result?: { content: { text: string }[]; isError?: boolean }; error?: { code: number; message: string } }> {
    const r = await fetch(`${assist.url}/mcp${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(body),
    });
    return (await r.json()) as never;
  }
  const call = (name: string, args: unknown, query = '', id = 1) => rpc({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }, query);
  const answer = async (name: string, args: unknown, query = '') => {
    const r = await call(name, args, query);
    assert.equal(r.error, undefined, JSON.stringify(r.error));
    assert.notEqual(r.result!.isError, true, r.result!.content[0]!.text);
    return JSON.parse(r.result!.content[0]!.text) as Record<string, unknown>;
  };

  it('each client its own language and units in the URL, logged per call', async () => {
    const [en, de, ptBR] = await Promise.all([
      answer('depth_state', {}),
      answer('depth_state', {}, '?language=de&units=nautical-imperial'),
      answer('depth_state', {}, '?language=PT_BR'),
    ]);
    assert.match(String(en.display), /^[\d.]+ meters under the keel, [\d.]+ meters below the surface$/);
    assert.match(String(de.display), /^[\d,]+ Fuß unter dem Kiel, [\d,]+ Fuß Wassertiefe$/);
    assert.match(String(ptBR.display), /^[\d,]+ metros sob a quilha, [\d,]+ metros abaixo da superfície$/);
    const bad = await fetch(`${assist.url}/mcp?units=metric`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{}' });
    assert.equal(bad.status, 400);
    assert.equal(
      ((await bad.json()) as { error: { message: string } }).error.message,
      "units parameter in the URL: must be one of: nautical-metric, nautical-imperial (got 'metric')",
    );
    await new Promise((r) => setTimeout(r, 1500)); // the usage log is written on a timer
    const lines = readFileSync(join(dir, 'usage.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const depth = lines
      .filter((l) => l.tool === 'depth_state')
      .map((l) => `${l.language} ${l.units}`)
      .sort();
    assert.deepEqual(depth, ['de nautical-imperial', 'en nautical-metric', 'pt-BR nautical-metric']);
  });

  it('the same on a legacy SSE stream', async () => {
    const client = new Client({ name: 'edges-sse', version: '0' });
    await client.connect(new SSEClientTransport(new URL(`${assist.url}/sse?language=de&units=nautical-imperial`)));
    try {
      const r = (await client.callTool({ name: 'depth_state', arguments: {} })) as { content: { text: string }[] };
      assert.match(String(JSON.parse(r.content[0]!.text).display), /^[\d,]+ Fuß unter dem Kiel, [\d,]+ Fuß Wassertiefe$/);
    } finally {
      await client.close();
    }
  });

  it('a number sent as a string: through a listed tool, an unlisted one and more_tools', async () => {
    const expected = /^\{"display":"[^"]+","age_s":\d+,"total_targets":\d+\}$/;
    // Unlisted (the default menu leaves AIS out), listed (a client's pin), through more_tools.
    for (const [args, query, tool] of [
      [{ limit: '1' }, '', 'get_ais_targets'],
      [{ limit: '1' }, '?tools=default,get_ais_targets', 'get_ais_targets'],
      [{ name: 'get_ais_targets', arguments: { limit: '2' } }, '', 'more_tools'],
    ] as const) {
      const r = await call(tool, args, query);
      assert.notEqual(r.result?.isError, true, r.result?.content[0]?.text);
      assert.match(r.result!.content[0]!.text, expected);
    }
    // The answer speaks the riskiest target; limit caps the targets listed in a full answer.
    const one = await answer('get_ais_targets', { limit: '1' }, '?answers=full');
    const two = await answer('more_tools', { name: 'get_ais_targets', arguments: { limit: '2' } }, '?answers=full');
    assert.equal((one.targets as unknown[]).length, 1, 'one target listed');
    assert.equal((two.targets as unknown[]).length, 2, 'two targets listed');
    const wrong = await call('get_ais_targets', { limit: 'one' });
    assert.equal(wrong.result?.isError, undefined, "a model's mistake is an answer, not an error");
    assert.equal(
      wrong.result!.content[0]!.text,
      '{"display":null,"age_s":null,"note":"Invalid arguments for get_ais_targets: limit: Invalid input: expected number, received string. Call get_ais_targets again with: limit? (How many, 1 to 10 (default 3, only the riskiest said))."}',
    );
  });

  it('arguments as an array: -32602 in one line saying what is allowed; through more_tools a note', async () => {
    const r = await call('battery_state', ['house']);
    assert.equal(r.result, undefined);
    assert.deepEqual(r.error, { code: -32602, message: 'arguments must be an object of named values, not an array; battery_state takes: bank? (Bank id, like house or start)' });
    // Through more_tools the model wrote them: a normal answer whose note says what to send.
    const m = await call('more_tools', { name: 'battery_state', arguments: ['house'] });
    assert.equal(m.error, undefined);
    assert.equal(
      m.result!.content[0]!.text,
      '{"display":null,"age_s":null,"note":"arguments must be an object of named values, not an array. Call more_tools with name battery_state and arguments: bank? (Bank id, like house or start)."}',
    );
  });

  it('more_tools with an unknown name says so and lists the tools it runs, as a normal result', async () => {
    const r = await call('more_tools', { name: 'nope' });
    assert.notEqual(r.result?.isError, true);
    const list = JSON.parse(r.result!.content[0]!.text) as { note: string; tools: { name: string }[] };
    assert.equal(Object.keys(list)[0], 'note');
    assert.equal(list.note, "There is no tool named 'nope'. Call more_tools again with one of these names and its arguments, or call a listed tool.");
    assert.ok(list.tools.some((t) => t.name === 'get_ais_targets'));
  });

  it('a 1 MB message to /messages is answered on its SSE stream with a JSON-RPC error', async () => {
    const ac = new AbortController();
    const stream = await fetch(`${assist.url}/sse`, { headers: { accept: 'text/event-stream' }, signal: ac.signal });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    const next = async (pattern: RegExp): Promise<RegExpExecArray> => {
      for (;;) {
        const m = pattern.exec(seen);
        if (m) return m;
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended: ${seen}`);
        seen += value;
      }
    };
    try {
      const endpoint = (await next(/event: endpoint\ndata: (\S+)\n/))[1]!;
      // As Home Assistant's (Python) client writes a request: jsonrpc, id, method, params. Nothing past
      // the size limit is read (the connection is closed at once), so the id comes from the body's head.
      const body = JSON.stringify({ jsonrpc: '2.0', id: 42, method: 'tools/call', params: { name: 'read_sensor', arguments: { path: 'x'.repeat(1024 * 1024) } } });
      const post = await fetch(new URL(endpoint, assist.url!), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      assert.equal(post.status, 413);
      const data = (await next(/event: message\ndata: (.+)\n/))[1]!;
      assert.deepEqual(JSON.parse(data), { jsonrpc: '2.0', id: 42, error: { code: -32600, message: 'Request body larger than 262144 bytes' } });
    } finally {
      ac.abort();
      await reader.cancel().catch(() => {});
    }
  });
});
