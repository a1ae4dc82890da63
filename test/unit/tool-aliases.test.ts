/**
 * Names a model guesses (docs/design.md#model-mistakes-are-answers): tools/call answers a guess that
 * plainly means one tool with that tool's answer; an ambiguous or unknown guess stays an error.
 * Through the real MCP server and the SDK's client (in memory). Also the server's instructions.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer, SERVER_INSTRUCTIONS } from '../../src/mcp/server.js';
import { aliasOf, TOOL_ALIASES, toolNames } from '../../src/mcp/surface.js';
import type { QueryContext } from '../../src/queries/types.js';
import { queryContext } from '../helpers/query-context.js';

const AT = Date.parse('2026-06-01T12:00:00Z');

function context(): QueryContext {
  return queryContext({ 'environment.depth.belowKeel': 4.2, 'tanks.fuel.0.currentLevel': 0.5 }, { now: AT });
}

/** An SDK client connected in memory to our real MCP server over `context()`. */
async function connected(): Promise<Client> {
  const ctx = context();
  const server = createMcpServer({ context: () => ctx });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 'alias-test', version: '0' });
  await client.connect(b);
  return client;
}

describe('tool aliases and instructions', () => {
  it('a guess is read without get_ and a _state/_status/_level(s)/_info ending, in any case; every alias names a real tool, none shadows one', () => {
    assert.equal(aliasOf('get_heading'), 'navigation_state');
    assert.equal(aliasOf('Get_Depth'), 'depth_state');
    assert.equal(aliasOf('get_fuel_level'), 'tank_levels');
    assert.equal(aliasOf('engine_status'), 'engine_state');
    assert.equal(aliasOf('get_weather'), undefined, 'weather could be wind or the barometer');
    assert.equal(aliasOf('nope'), undefined);
    const names = toolNames();
    for (const [alias, tool] of Object.entries(TOOL_ALIASES)) {
      assert.ok(names.includes(tool), `${alias} → ${tool}`);
      assert.ok(!names.includes(alias), alias);
    }
  });

  it("tools/call with a guessed name answers the tool's answer; through more_tools too; an unknown guess gets a note naming the listed tools", async () => {
    const client = await connected();
    const text = (r: object) => (r as { content: { text: string }[] }).content[0]!.text;
    const depth = await client.callTool({ name: 'get_depth', arguments: {} });
    assert.equal(depth.isError, undefined);
    assert.equal(text(depth), text(await client.callTool({ name: 'depth_state', arguments: {} })));
    assert.match(text(depth), /^\{"display":"4\.2 meters under the keel"/);
    const fuel = await client.callTool({ name: 'more_tools', arguments: { name: 'get_tank_levels', arguments: { type: 'fuel' } } });
    assert.equal(text(fuel), text(await client.callTool({ name: 'tank_levels', arguments: { type: 'fuel' } })));
    const unknown = await client.callTool({ name: 'get_weather', arguments: {} });
    assert.equal(unknown.isError, undefined, "a guess must not trip a client's circuit breaker");
    assert.equal(
      text(unknown),
      '{"display":null,"age_s":null,"note":"There is no tool named \'get_weather\'. Call one of: battery_state, depth_state, get_active_alarms, wind_state, navigation_state, read_sensor. For anything else call more_tools with no arguments for the list."}',
    );
    await client.close();
  });

  it('initialize gives the instructions measured with agent-check: call a tool for every boat question, say the display word for word', async () => {
    const client = await connected();
    assert.equal(client.getInstructions(), SERVER_INSTRUCTIONS);
    assert.equal(
      SERVER_INSTRUCTIONS,
      'You know nothing about this boat until a tool tells you: call the tool for every question about it, then say its display sentence word for word.',
    );
    // The old wording's "the boat is not reporting it" was read back as an answer without a call.
    assert.doesNotMatch(SERVER_INSTRUCTIONS, /not reporting/);
    await client.close();
  });
});
