/**
 * Answer styles against a real SignalK server (src/mcp/answer.ts): the default compact
 * answer over stdio and over streamable HTTP says exactly what the full answer of the same call says,
 * in fewer fields; `?answers=full` per client and `--answers full` per process give the full
 * contract; a bad value in the URL is refused with the allowed values.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';
import { catalogueCalls, type ToolCall } from '../helpers/tool-answers.js';

const delta = (values: Record<string, unknown>, timestamp = new Date().toISOString()) => ({
  context: 'vessels.self',
  updates: [{ $source: 'answers.1', timestamp, values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

/** Every tool with its own calls (src/questions/), then arguments that find something, nothing, or a wrong name. */
const CALLS: ToolCall[] = [
  ...catalogueCalls(),
  ['battery_state', { bank: 'house' }],
  ['battery_state', { bank: 'bow thruster' }],
  ['tank_levels', { type: 'fuel' }],
  ['tank_levels', { type: 'diesel' }],
  ['engine_state', { engine: 'starboard' }],
  ['read_sensor', { path: 'environment.water.temperature' }],
  ['read_sensor', { path: 'navigation.nothing' }],
  ['list_paths', { prefix: 'tanks' }],
];

/** The choices and listings each tool keeps in a compact answer (written here, not read from the product). */
const KEPT: Record<string, string[]> = {
  battery_state: ['available_banks'],
  tank_levels: ['available_types'],
  engine_state: ['available_engines'],
  get_ais_targets: ['total_targets'],
  list_paths: ['paths', 'truncated'],
  anchor_state: ['inside'],
  battery_history: ['available_banks'],
  read_sensor: ['fields'],
};

/** list_paths without a prefix or an offset keeps its groups instead (its query's compact). */
const keptOf = (tool: string, args: Record<string, unknown>): string[] =>
  tool === 'list_paths' && args.prefix === undefined && args.offset === undefined ? ['groups'] : (KEPT[tool] ?? []);

const textOf = (r: object) => (r as { content?: { text?: string }[] }).content?.[0]?.text ?? '';

describe('answer styles against a real SignalK server', { timeout: 180_000 }, () => {
  let signalk: SignalKServer;
  let http: AssistProcess;
  let stdio: AssistProcess;
  let full: Client;
  before(async () => {
    signalk = await startSignalK();
    // Ten minutes old for the tanks: the compact age and the spoken "as of" must agree.
    await signalk.sendDelta(
      delta({ 'tanks.fuel.0.currentLevel': 0.42, 'tanks.fuel.0.capacity': 0.2, 'tanks.freshWater.0.currentLevel': 0.9 }, new Date(Date.now() - 600_000).toISOString()),
    );
    await signalk.sendDelta(
      delta({
        'electrical.batteries.house.voltage': 12.81,
        'electrical.batteries.house.current': -8.2,
        'electrical.batteries.house.capacity.stateOfCharge': 0.68,
        'electrical.batteries.start.voltage': 12.6,
        'environment.depth.belowKeel': 4.2,
        'environment.water.temperature': 291.15,
        'navigation.position': { latitude: 38.687, longitude: -9.412 },
        'navigation.speedOverGround': 3.1,
        'navigation.courseOverGroundTrue': 4.71,
        'environment.wind.speedApparent': 7.2,
        'environment.wind.angleApparent': 0.6,
        'propulsion.port.revolutions': 30,
        'environment.outside.pressure': 101_300,
      }),
    );
    const args = ['--signalk-url', signalk.url];
    [http, stdio] = await Promise.all([startAssist({ transport: 'http', args, answers: 'default' }), startAssist({ transport: 'stdio', args, answers: 'default' })]);
    full = new Client({ name: 'answers-full', version: '0' });
    await full.connect(new StreamableHTTPClientTransport(new URL(`${http.url}/mcp?answers=full`)));
    for (const p of [http, stdio])
      await until(async () => (await p.call('battery_state')).structured?.display === '68 percent, 12.8 volts, 8.2 amps discharging', 20_000, 'first values');
  });
  after(async () => {
    await full?.close();
    await Promise.all([http?.stop(), stdio?.stop()]);
    await signalk?.stop();
  });

  for (const transport of ['http', 'stdio'] as const) {
    it(`compact answers over ${transport} say what the full answer says: display, note, choices, and age_s from its timestamp`, async () => {
      const p = transport === 'http' ? http : stdio;
      for (const [tool, args] of CALLS) {
        const t0 = Date.now();
        const f = await full.callTool({ name: tool, arguments: args });
        const c = await p.client.callTool({ name: tool, arguments: args });
        const t1 = Date.now();
        const what = `${tool} ${JSON.stringify(args)}`;
        assert.equal(c.isError, undefined, what);
        assert.equal(c.structuredContent, undefined, `${what}: no structuredContent`);
        const fs = f.structuredContent as Record<string, unknown>;
        assert.equal(textOf(f), JSON.stringify(fs), `${what}: full text is exactly the JSON of structuredContent`);
        const answer = JSON.parse(textOf(c)) as Record<string, unknown>;
        const expectedKeys = ['display', 'age_s', ...('note' in fs ? ['note'] : []), ...keptOf(tool, args).filter((k) => k in fs)];
        assert.deepEqual(Object.keys(answer), expectedKeys, what);
        assert.equal(answer.display, fs.display, what);
        if ('note' in fs) assert.equal(answer.note, fs.note, what);
        for (const k of keptOf(tool, args)) if (k in fs) assert.deepEqual(answer[k], fs[k], `${what}: ${k}`);
        if (fs.timestamp === null) assert.equal(answer.age_s, null, what);
        else {
          const at = Date.parse(fs.timestamp as string);
          assert.ok(
            typeof answer.age_s === 'number' && answer.age_s >= Math.floor((t0 - at) / 1000) - 1 && answer.age_s <= Math.ceil((t1 - at) / 1000) + 1,
            `${what}: age_s ${answer.age_s} for ${fs.timestamp}`,
          );
        }
      }
    });
  }

  it('an old reading: age_s and the spoken "as of" agree', async () => {
    const r = await http.call('tank_levels', { type: 'fuel' });
    assert.match(String(r.structured?.display), /^fuel 42 percent, 84 liters, as of 10 minutes ago$/);
    assert.ok(Number(r.structured?.age_s) >= 600 && Number(r.structured?.age_s) < 660, String(r.structured?.age_s));
  });

  it('--answers full gives the full contract to every client of the process', async () => {
    const p = await startAssist({ transport: 'stdio', args: ['--signalk-url', signalk.url, '--answers', 'full'], answers: 'default' });
    try {
      await until(async () => (await p.call('battery_state')).structured?.voltage === 12.81, 20_000, 'values');
      const r = await p.client.callTool({ name: 'battery_state', arguments: {} });
      const s = r.structuredContent as Record<string, unknown>;
      assert.equal(s.soc_fraction, 0.68);
      assert.equal(s.current, -8.2);
      assert.equal(textOf(r), JSON.stringify(s));
    } finally {
      await p.stop();
    }
  });

  it('a wrong answer style in the URL is refused with the allowed values', async () => {
    const r = await fetch(`${http.url}/mcp?answers=verbose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'battery_state', arguments: {} } }),
    });
    assert.equal(r.status, 400);
    assert.deepEqual(await r.json(), {
      jsonrpc: '2.0',
      error: { code: -32602, message: "answers parameter in the URL: answers must be one of: compact, full, sentence (got 'verbose')" },
      id: null,
    });
  });
});
