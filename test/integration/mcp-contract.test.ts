/**
 * The MCP contract through the SDK's own client against a real SignalK server: tool metadata,
 * absence as success, lenient paths, wrong argument types and unknown tools as notes, HTTP routes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { QUERIES } from '../../src/questions/index.js';
import { startSignalK, type SignalKServer } from '../helpers/signalk.js';
import { startAssist, until, type AssistProcess } from '../helpers/assist.js';

const delta = (values: Record<string, unknown>) => ({
  context: 'vessels.self',
  updates: [{ $source: 'contract.1', timestamp: new Date().toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
});

describe('MCP contract over HTTP against a real SignalK server', { timeout: 120_000 }, () => {
  let signalk: SignalKServer;
  let assist: AssistProcess;
  before(async () => {
    signalk = await startSignalK();
    await signalk.sendDelta(
      delta({
        'electrical.batteries.start.voltage': 12.61,
        'electrical.batteries.start.current': 0.04,
        'navigation.speedOverGround': 3.2,
      }),
    );
    assist = await startAssist({ transport: 'http', args: ['--signalk-url', signalk.url, '--tools', 'all'] });
    await until(async () => (await assist.call('read_sensor', { path: 'navigation.speedOverGround' })).structured?.value === 3.2, 15_000, 'first values');
  });
  after(async () => {
    await assist?.stop();
    await signalk?.stop();
  });

  it('with --tools all, lists every tool with a description, described inputs and readOnlyHint', async () => {
    const { tools } = await assist.client.listTools();
    const names = tools.map((t) => t.name).sort();
    assert.deepEqual(names, QUERIES.map((q) => q.name).sort()); // every question's tool (src/questions/)
    for (const t of tools) {
      assert.equal(t.annotations?.readOnlyHint, true, `${t.name} readOnlyHint`);
      assert.ok(t.description && t.description.length > 40, `${t.name} described`);
      assert.ok(!JSON.stringify(t.inputSchema).includes('$ref'), `${t.name} schema has no $ref`);
      for (const [k, p] of Object.entries((t.inputSchema.properties ?? {}) as Record<string, { description?: string }>)) {
        assert.ok(p.description, `${t.name}.${k} is described`);
      }
    }
  });

  it('answers the only bank when no bank is named, and near-zero current is neither charging nor discharging', async () => {
    const r = await assist.call('battery_state');
    assert.equal(r.isError, false);
    assert.equal(r.structured?.bank, 'start');
    assert.deepEqual(r.structured?.available_banks, ['start']);
    assert.equal(r.structured?.display, '12.6 volts, 0 amps');
  });

  it('an unknown bank is a successful answer listing the valid banks', async () => {
    const r = await assist.call('battery_state', { bank: 'bow thruster' });
    assert.equal(r.isError, false);
    assert.equal(r.structured?.display, null);
    assert.equal(r.structured?.voltage, null);
    assert.deepEqual(r.structured?.available_banks, ['start']);
  });

  it('depth with no depth sensor is nulls, not an error', async () => {
    const r = await assist.call('depth_state');
    assert.equal(r.isError, false);
    assert.deepEqual(r.structured, { below_keel_m: null, below_surface_m: null, below_transducer_m: null, display: null, timestamp: null });
  });

  it('normalises slashes, a vessels.self prefix and letter case', async () => {
    for (const path of ['navigation/speedOverGround', 'vessels.self.navigation.speedOverGround', 'Navigation.SpeedOverGround', '/navigation/speedOverGround/']) {
      const r = await assist.call('read_sensor', { path });
      assert.equal(r.structured?.path, 'navigation.speedOverGround', path);
      assert.equal(r.structured?.display, '6.2 knots', path);
    }
  });

  it('something that is not a SignalK path is absent with a note, not an error', async () => {
    const r = await assist.call('read_sensor', { path: 'what is the depth?' });
    assert.equal(r.isError, false);
    assert.equal(r.structured?.value, null);
    assert.match(String(r.structured?.note), /list_paths/);
  });

  it('arguments of the wrong type or too long get a normal answer whose note says what to send', async () => {
    const r = await assist.call('read_sensor', { path: 42 });
    assert.equal(r.isError, false);
    assert.equal(r.structured?.display, null);
    assert.equal(
      r.structured?.note,
      'Invalid arguments for read_sensor: path: Invalid input: expected string, received number. Call read_sensor again with: path (SignalK path, like navigation.speedOverGround).',
    );
    const r2 = await assist.call('read_sensor', { path: 'x'.repeat(300) });
    assert.equal(r2.isError, false);
    assert.match(String(r2.structured?.note), /^Invalid arguments for read_sensor: path: Too big: expected string to have <=256 characters\. Call read_sensor again with: path/);
  });

  it('an unknown tool gets a normal answer whose note names it and the listed tools', async () => {
    const r = await assist.call('get_weather');
    assert.equal(r.isError, false);
    assert.match(String(r.structured?.note), /^There is no tool named 'get_weather'\. Call one of: battery_state, /);
  });

  it('GET /mcp answers 405 and /health answers 200', async () => {
    const g = await fetch(`${assist.url}/mcp`);
    assert.equal(g.status, 405);
    await g.body?.cancel();
    const h = await fetch(`${assist.url}/health`);
    assert.equal(h.status, 200);
    assert.equal(((await h.json()) as { status: string }).status, 'ok');
  });

  it('a body over the size limit is refused with 413', async () => {
    const r = await fetch(`${assist.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ x: 'y'.repeat(300_000) }),
    });
    assert.equal(r.status, 413);
    await r.body?.cancel();
  });
});
