/**
 * The tool surface through the MCP SDK's own client, in process: the default menu and
 * its token budget, lean schemas, tools that are not listed but callable by name, the discovery
 * tool, unknown names, and the usage records of each call and listing.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import llama3Tokenizer from 'llama3-tokenizer-js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer } from '../../src/mcp/server.js';
import type { AnswerStyle } from '../../src/mcp/answer.js';
import { checkToolNames, DEFAULT_MENU, discoveryList, menuFromUrl, resolveMenu, summaryOf, toolNames } from '../../src/mcp/surface.js';
import type { CallEntry, ListEntry, UsageSink } from '../../src/mcp/usage-log.js';
import { QUERIES } from '../../src/questions/index.js';
import type { QueryContext } from '../../src/queries/types.js';
import { queryContext } from '../helpers/query-context.js';

/** The budget for the default tool block, kept small for 8B models, in Llama-3 tokens of compact JSON. */
const MENU_BUDGET = 600;

/** The readings' time; the context's clock runs 3 s later, so every answer's age_s is 3. */
const READ_AT = Date.parse('2026-06-01T12:00:00Z');

function context(): QueryContext {
  // Received on the context's clock: a stamp 3 s old is believed (vessel/model.ts readingTime).
  return queryContext({ 'tanks.fuel.0.currentLevel': 0.5, 'electrical.batteries.house.voltage': 12.7 }, { at: READ_AT, now: READ_AT + 3000 });
}

class Recorder implements UsageSink {
  calls: CallEntry[] = [];
  lists: ListEntry[] = [];
  call(e: CallEntry): void {
    this.calls.push(e);
  }
  list(e: ListEntry): void {
    this.lists.push(e);
  }
}

async function connect(tools?: string[], answers?: AnswerStyle): Promise<{ client: Client; usage: Recorder }> {
  const usage = new Recorder();
  const ctx = context();
  const server = createMcpServer({ context: () => ctx, tools, usage, answers });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 'surface-test', version: '0' });
  await client.connect(b);
  return { client, usage };
}

const tokens = (x: unknown) => llama3Tokenizer.encode(JSON.stringify(x), { bos: false, eos: false }).length;
const text = (r: object) => (r as { content?: { text?: string }[] }).content?.[0]?.text ?? '';
/** The text block parsed: a compact answer, or a listing. */
const json = (r: object) => JSON.parse(text(r)) as Record<string, unknown>;

describe('tool surface', () => {
  let client: Client;
  let usage: Recorder;
  before(async () => {
    ({ client, usage } = await connect());
  });

  it('lists the default menu: battery, depth, wind, navigation, alarms, read_sensor and more_tools', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      ['battery_state', 'depth_state', 'get_active_alarms', 'wind_state', 'navigation_state', 'read_sensor', 'more_tools'],
    );
  });

  it(`the default tool block stays within ${MENU_BUDGET} Llama-3 tokens`, async () => {
    const { tools } = await client.listTools();
    const n = tokens(tools);
    assert.ok(n <= MENU_BUDGET, `${n} tokens`);
  });

  it('every listed schema is plain: object with typed, described properties, nothing else', async () => {
    const { tools } = await connect(['all', 'more_tools']).then((c) => c.client.listTools());
    assert.equal(tools.length, QUERIES.length + 1);
    for (const t of tools) {
      assert.deepEqual(Object.keys(t).sort(), ['annotations', 'description', 'inputSchema', 'name'], t.name);
      assert.deepEqual(t.annotations, { readOnlyHint: true }, t.name);
      const json = JSON.stringify(t.inputSchema);
      for (const word of ['$ref', '$schema', 'anyOf', 'oneOf', 'allOf', 'maxLength']) assert.ok(!json.includes(word), `${t.name}: ${word}`);
      for (const [k, p] of Object.entries((t.inputSchema.properties ?? {}) as Record<string, { type?: string; description?: string }>)) {
        assert.ok(p.type && p.description, `${t.name}.${k} has a type and a description`);
        assert.ok(p.description.length <= 60, `${t.name}.${k} description is short`);
        // No text duplicated between the description and the schema: no four words in a row shared.
        const words = p.description.toLowerCase().split(/\W+/).filter(Boolean);
        for (let i = 0; i + 4 <= words.length; i++) {
          const run = words.slice(i, i + 4).join(' ');
          assert.ok(!t.description!.toLowerCase().replace(/\W+/g, ' ').includes(run), `${t.name}.${k} repeats "${run}"`);
        }
      }
    }
  });

  it('a tool that is not listed is still answered when called by name', async () => {
    const r = await client.callTool({ name: 'tank_levels', arguments: { type: 'fuel' } });
    assert.equal(r.isError, undefined);
    assert.equal(text(r), '{"display":"fuel 50 percent","age_s":3,"available_types":["fuel"]}');
    assert.equal(r.structuredContent, undefined, 'compact answers carry no structuredContent');
  });

  it('more_tools without a name lists the other tools with a summary and their arguments', async () => {
    const r = await client.callTool({ name: 'more_tools', arguments: {} });
    assert.equal(r.isError, undefined);
    const s = json(r) as unknown as { tools: { name: string; summary: string; arguments: Record<string, { type: string }> }[]; display?: null; timestamp?: null };
    assert.deepEqual(
      s.tools.map((t) => t.name),
      QUERIES.map((q) => q.name).filter((n) => !DEFAULT_MENU.includes(n)),
    );
    const tanks = s.tools.find((t) => t.name === 'tank_levels')!;
    // The first sentence whole, not cut at its colon.
    assert.equal(
      tanks.summary,
      'Fuel, fresh water, gray and black water tank levels: percent and volume per tank; type picks one kind (fuel, freshWater, wasteWater, blackWater), available_types lists them',
    );
    assert.equal(s.tools.find((t) => t.name === 'anchor_state')!.summary, 'Anchor watch: are we dragging, distance and bearing to the anchor, inside its circle or not');
    assert.equal(
      s.tools.find((t) => t.name === 'man_overboard')!.summary,
      'Man overboard: distress beacons (SART, MOB, EPIRB) and our own man-overboard notice, with range and bearing, nearest first',
    );
    assert.equal(tanks.arguments.type?.type, 'string');
    // A listing is not an answer about the boat: no display or timestamp in the compact style.
    assert.ok(!('display' in s) && !('timestamp' in s), JSON.stringify(Object.keys(s)));
    assert.ok(!text(r).includes('"display":null') && !text(r).includes('"timestamp":null'));
  });

  it('more_tools with every tool listed (?tools=all) says so instead of an empty list with nulls', () => {
    assert.deepEqual(discoveryList(QUERIES.map((q) => q.name)), { note: 'Every tool is in the tool list already: call it by its name.', tools: [] });
  });

  it('more_tools with a name runs that tool and returns exactly its answer', async () => {
    const via = await client.callTool({ name: 'more_tools', arguments: { name: 'tank_levels', arguments: { type: 'fuel' } } });
    const direct = await client.callTool({ name: 'tank_levels', arguments: { type: 'fuel' } });
    assert.equal(text(via), text(direct));
    const noArgs = await client.callTool({ name: 'more_tools', arguments: { name: 'get_local_time' } });
    assert.equal(noArgs.isError, undefined);
    // The add-on's own zone is the machine's: only the part that does not depend on it is fixed.
    assert.match(String(json(noArgs).display), /\. The boat isn't reporting its position, so this is the add-on's own time zone\.$/);
  });

  it('more_tools with an unknown name is a successful answer with the list and a note', async () => {
    const r = await client.callTool({ name: 'more_tools', arguments: { name: 'get_weather' } });
    assert.equal(r.isError, undefined);
    const s = json(r) as { tools: unknown[]; note: string };
    assert.ok(s.tools.length > 0);
    assert.equal(s.note, "There is no tool named 'get_weather'. Call more_tools again with one of these names and its arguments, or call a listed tool.");
  });

  it('an unknown tool is a normal answer whose note names the listed tools and more_tools', async () => {
    const r = await client.callTool({ name: 'get_weather', arguments: {} });
    assert.equal(r.isError, undefined);
    assert.deepEqual(json(r), {
      display: null,
      age_s: null,
      note: "There is no tool named 'get_weather'. Call one of: battery_state, depth_state, get_active_alarms, wind_state, navigation_state, read_sensor. For anything else call more_tools with no arguments for the list.",
    });
  });

  it('arguments of the wrong type are a normal answer whose note says what to send instead', async () => {
    const r = await client.callTool({ name: 'read_sensor', arguments: { path: 42 } });
    assert.equal(r.isError, undefined);
    assert.deepEqual(json(r), {
      display: null,
      age_s: null,
      note: 'Invalid arguments for read_sensor: path: Invalid input: expected string, received number. Call read_sensor again with: path (SignalK path, like navigation.speedOverGround).',
    });
    const r2 = await client.callTool({ name: 'more_tools', arguments: { name: 'tank_levels', arguments: { type: 7 } } });
    assert.equal(r2.isError, undefined);
    assert.equal(
      json(r2).note,
      'Invalid arguments for tank_levels: type: Invalid input: expected string, received number. Call more_tools with name tank_levels and arguments again with: type? (Tank type: fuel, freshWater, wasteWater or blackWater).',
    );
    const r3 = await client.callTool({ name: 'more_tools', arguments: { name: 'tank_levels', arguments: 'fuel' } });
    assert.equal(r3.isError, undefined);
    assert.equal(
      json(r3).note,
      'arguments must be an object of named values, not a string. Call more_tools with name tank_levels and arguments: type? (Tank type: fuel, freshWater, wasteWater or blackWater).',
    );
    const r4 = await client.callTool({ name: 'more_tools', arguments: { name: 42 } });
    assert.equal(r4.isError, undefined);
    assert.equal(json(r4).note, 'name must be a tool name as text, like tank_levels; call more_tools with no arguments for the list.');
  });

  it('a note names a tool the menu leaves out as more_tools with its name', async () => {
    const r = await client.callTool({ name: 'read_sensor', arguments: { path: 'environment.inside.humidity' } });
    assert.equal(json(r).note, 'The boat does not publish this path. Call more_tools with name list_paths to see the paths that exist; do not guess values.');
  });

  it('the first listed description opens with the rule; unlisted tools are named as more_tools', async () => {
    const { tools } = await client.listTools();
    assert.match(tools[0]!.description!, /^For every boat question call a tool; say its display word for word\. Battery charge/);
    const listed = new Set(tools.map((t) => t.name));
    for (const t of tools.filter((x) => x.name !== 'more_tools')) {
      for (const n of toolNames()) if (!listed.has(n)) assert.doesNotMatch(t.description!, new RegExp(`\\b${n}\\b`), `${t.name} names ${n}`);
    }
    assert.match(tools.find((t) => t.name === 'navigation_state')!.description!, /Next waypoint: more_tools\.$/);
  });

  it('records every call with its outcome and every listing with its tools', async () => {
    const { client: c, usage: u } = await connect();
    await c.listTools();
    await c.callTool({ name: 'battery_state', arguments: {} });
    await c.callTool({ name: 'depth_state', arguments: {} });
    await c.callTool({ name: 'more_tools', arguments: { name: 'tank_levels', arguments: { type: 'fuel' } } });
    await c.callTool({ name: 'get_weather', arguments: {} });
    await c.callTool({ name: 'more_tools', arguments: {} });
    assert.deepEqual(
      u.lists.map((l) => l.list),
      [[...DEFAULT_MENU]],
    );
    assert.ok(u.lists[0]!.bytes > 1000);
    assert.deepEqual(
      u.calls.map((e) => [e.tool, e.via, e.outcome]),
      [
        ['battery_state', undefined, 'ok'],
        ['depth_state', undefined, 'absent'],
        ['tank_levels', 'more_tools', 'ok'],
        ['get_weather', undefined, 'error'],
        ['more_tools', undefined, 'ok'],
      ],
    );
    assert.deepEqual(u.calls[2]!.args, { type: 'fuel' });
    for (const e of u.calls) assert.ok(e.ms >= 0 && e.bytes > 0, e.tool);
    assert.ok(usage.calls.length > 0);
  });

  it('a configured menu is listed in catalogue order; every tool stays callable', async () => {
    const { client: c } = await connect(resolveMenu(['depth_state', 'battery_state']).menu);
    assert.deepEqual(
      (await c.listTools()).tools.map((t) => t.name),
      ['battery_state', 'depth_state'],
    );
    assert.equal((await c.callTool({ name: 'wind_state', arguments: {} })).isError, undefined);
  });
});

describe('menus: option, flag and URL pin', () => {
  it('resolves names, default and all; an empty list is the default menu', () => {
    assert.deepEqual(resolveMenu([]).menu, [...DEFAULT_MENU]);
    assert.deepEqual(
      resolveMenu(['all']).menu,
      QUERIES.map((q) => q.name),
    );
    assert.deepEqual(
      resolveMenu(['default', 'Tank_Levels']).menu.filter((n) => !DEFAULT_MENU.includes(n)),
      ['tank_levels'],
    );
    assert.deepEqual(resolveMenu(['depth_state', 'fuel']).unknown, ['fuel']);
  });

  it('an unknown name is reported with the valid ones', () => {
    assert.equal(checkToolNames(['depth_state']), null);
    const m = checkToolNames(['depth_state', 'get_weather']);
    assert.match(m!, /unknown tool 'get_weather'/);
    assert.match(m!, /battery_state/);
    assert.match(m!, /default, all/);
  });

  it('reads a pin from the endpoint URL, and refuses an unknown name', () => {
    assert.equal(menuFromUrl(new URL('http://h/mcp')), null);
    assert.deepEqual(menuFromUrl(new URL('http://h/mcp?tools=depth_state,battery_state')), ['battery_state', 'depth_state']);
    assert.throws(() => menuFromUrl(new URL('http://h/mcp?tools=depth_state,nope')), /unknown tool 'nope'/);
  });

  it('a summary is the description up to its first colon or sentence end', () => {
    assert.equal(summaryOf('Wind: true speed. Air pressure: barometer_state.'), 'Wind');
    assert.equal(summaryOf('Reads one path, like a.b.c, with its unit. More.'), 'Reads one path, like a.b.c, with its unit');
  });
});
