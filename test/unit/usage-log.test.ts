/**
 * The per-call usage log and its report: JSON lines written asynchronously, rotated at
 * the size cap, bounded arguments, no secrets; the report's calls, rates and token cost per tool.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addSecret } from '../../src/log.js';
import { DEFAULT_MENU, listResult } from '../../src/mcp/surface.js';
import { USAGE_FILE, UsageLog } from '../../src/mcp/usage-log.js';
import { formatReport, loadTokenCounter, readUsage, summarise } from '../../src/mcp/usage-report.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'skassist-usage-'));
  dirs.push(d);
  return d;
}
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('usage log', () => {
  it('writes one JSON line per call and per listing, off the call (nothing written until flushed)', async () => {
    const dir = tempDir();
    const log = new UsageLog({ dir, now: () => Date.parse('2026-07-01T10:00:00Z') });
    log.list({ list: ['battery_state', 'more_tools'], bytes: 900 });
    log.call({ tool: 'battery_state', args: {}, outcome: 'ok', ms: 0.123456, bytes: 164 });
    log.call({ tool: 'tank_levels', via: 'more_tools', args: { type: 'fuel' }, outcome: 'absent', ms: 0.3, bytes: 120 });
    assert.deepEqual(readdirSync(dir), [], 'recording does not touch the disk');
    await log.close();
    assert.deepEqual(lines(join(dir, USAGE_FILE)), [
      { t: '2026-07-01T10:00:00.000Z', list: ['battery_state', 'more_tools'], bytes: 900 },
      { t: '2026-07-01T10:00:00.000Z', tool: 'battery_state', args: {}, outcome: 'ok', ms: 0.123, bytes: 164 },
      { t: '2026-07-01T10:00:00.000Z', tool: 'tank_levels', via: 'more_tools', args: { type: 'fuel' }, outcome: 'absent', ms: 0.3, bytes: 120 },
    ]);
  });

  it('keeps the order of calls and listings made in the same turn (call lines are made after the answer)', async () => {
    const dir = tempDir();
    const log = new UsageLog({ dir, now: () => Date.parse('2026-07-01T10:00:00Z') });
    log.call({ tool: 'depth_state', args: {}, outcome: 'ok', ms: 0.0504, bytes: 50 });
    log.list({ list: ['depth_state'], bytes: 300 });
    log.call({ tool: 'wind_state', args: {}, outcome: 'absent', ms: 1, bytes: 60 });
    await new Promise((r) => setImmediate(r));
    log.call({ tool: 'battery_state', args: {}, outcome: 'ok', ms: 2, bytes: 70 });
    await log.close();
    assert.deepEqual(
      lines(join(dir, USAGE_FILE)).map((l) => l.tool ?? 'list'),
      ['depth_state', 'list', 'wind_state', 'battery_state'],
    );
    assert.equal(lines(join(dir, USAGE_FILE))[0]!.ms, 0.05);
  });

  it('bounds arguments and masks registered secrets', async () => {
    const dir = tempDir();
    const secret = 'sk-secret-token-value-123456';
    addSecret(secret);
    const log = new UsageLog({ dir });
    log.call({ tool: 'read_sensor', args: { path: 'x'.repeat(500), nested: { a: { b: { c: 1 } } }, leak: `Bearer ${secret}` }, outcome: 'absent', ms: 1, bytes: 10 });
    await log.close();
    const text = readFileSync(join(dir, USAGE_FILE), 'utf8');
    assert.ok(!text.includes(secret), text);
    const [line] = lines(join(dir, USAGE_FILE));
    const args = line!.args as Record<string, unknown>;
    assert.equal(String(args.path).length, 65);
    assert.deepEqual(args.nested, { a: 'object' });
    assert.equal(args.leak, 'Bearer ***');
  });

  it('rotates at the size cap and keeps the given number of files', async () => {
    const dir = tempDir();
    const log = new UsageLog({ dir, maxBytes: 2000, files: 3 });
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 15; i++) log.call({ tool: 'depth_state', args: { round }, outcome: 'ok', ms: 0.1, bytes: 100 });
      await log.flush();
    }
    await log.close();
    assert.deepEqual(readdirSync(dir).sort(), [USAGE_FILE, `${USAGE_FILE}.1`, `${USAGE_FILE}.2`]);
    for (const f of readdirSync(dir)) assert.ok(readFileSync(join(dir, f)).length <= 2000, f);
    const newest = lines(join(dir, USAGE_FILE));
    assert.equal((newest.at(-1)!.args as { round: number }).round, 5);
    const oldest = lines(join(dir, `${USAGE_FILE}.2`));
    assert.ok((oldest[0]!.args as { round: number }).round >= 2, 'the oldest rounds were deleted');
  });

  it('a directory that cannot be written loses the lines, never the call', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'file'), 'x');
    const log = new UsageLog({ dir: join(dir, 'file', 'sub') });
    log.call({ tool: 'depth_state', args: {}, outcome: 'ok', ms: 0.1, bytes: 1 });
    await log.close(); // resolves, does not throw
  });
});

describe('usage report', () => {
  it('counts calls, absent and error rates, and tokens sent per tool', async () => {
    const dir = tempDir();
    const log = new UsageLog({ dir });
    const menu = listResult(DEFAULT_MENU).tools.map((t) => t.name);
    for (let i = 0; i < 3; i++) log.list({ list: menu, bytes: 2600 });
    log.list({ list: ['depth_state', 'tank_levels'], bytes: 600 });
    for (const outcome of ['ok', 'ok', 'ok', 'absent'] as const) log.call({ tool: 'battery_state', args: {}, outcome, ms: 0.2, bytes: 150 });
    log.call({ tool: 'tank_levels', via: 'more_tools', args: { type: 'fuel' }, outcome: 'ok', ms: 0.2, bytes: 200 });
    log.call({ tool: 'get_weather', args: {}, outcome: 'error', ms: 0.1, bytes: 250 });
    await log.close();
    writeFileSync(join(dir, `${USAGE_FILE}.1`), '{"t":"2026-01-01T00:00:00.000Z","tool":"depth_state","args":{},"outcome":"ok","ms":1,"bytes":9}\n{"cut');
    const { count, exact } = await loadTokenCounter();
    assert.equal(exact, true, 'llama3-tokenizer-js is a dev dependency');
    const r = summarise(await readUsage(dir), count, exact);
    assert.equal(r.calls, 7);
    assert.equal(r.lists, 4);
    assert.equal(r.from, '2026-01-01T00:00:00.000Z');
    const row = (t: string) => r.tools.find((x) => x.tool === t)!;
    assert.deepEqual(
      { ...row('battery_state'), schema_tokens: 0, tokens_sent: 0 },
      { tool: 'battery_state', calls: 4, via_discovery: 0, absent: 1, errors: 0, listed: 3, schema_tokens: 0, tokens_sent: 0 },
    );
    assert.equal(row('battery_state').tokens_sent, 3 * row('battery_state').schema_tokens!);
    assert.equal(row('tank_levels').via_discovery, 1);
    assert.equal(row('tank_levels').listed, 1);
    assert.equal(row('depth_state').listed, 4);
    assert.equal(row('get_weather').errors, 1);
    assert.equal(row('get_weather').schema_tokens, null);
    assert.equal(row('barometer_state').calls, 0, 'tools never called are listed too');
    assert.equal(r.tools[0]!.tool, 'battery_state', 'most called first');
    const text = formatReport(r, dir);
    assert.match(text, /battery_state\s+4\s+0\s+25%\s+0%\s+3\s+\d+\s+\d+/);
    assert.match(text, /Llama-3 tokens/);
    assert.match(text, /: 7 calls, 4 tool lists sent\.$/m);
  });

  it('says "1 call" and "1 tool list", not "1 calls"', async () => {
    const dir = tempDir();
    const log = new UsageLog({ dir });
    log.list({ list: ['depth_state'], bytes: 600 });
    log.call({ tool: 'depth_state', args: {}, outcome: 'ok', ms: 0.2, bytes: 150 });
    await log.close();
    const { count, exact } = await loadTokenCounter();
    const text = formatReport(summarise(await readUsage(dir), count, exact), dir);
    assert.match(text, /: 1 call, 1 tool list sent\.$/m);
  });
});
