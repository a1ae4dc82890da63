/**
 * MCP answer styles (src/mcp/answer.ts): the compact answer a small model reads, the full
 * contract for programs, and the token budget of compact answers on the recorded NMEA 2000 sample.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import llama3Tokenizer from 'llama3-tokenizer-js';
import { answerStyleFromUrl, compactAnswer, toolResult } from '../../src/mcp/answer.js';
import { findQuery } from '../../src/questions/index.js';
import { VesselModel } from '../../src/vessel/model.js';
import { contextOf } from '../helpers/query-context.js';

const T = Date.parse('2026-06-01T12:00:00.000Z');
const base = { display: 'fuel 50 percent', timestamp: '2026-06-01T12:00:00.000Z' };

describe('compactAnswer', () => {
  it('keeps display, the age in whole seconds, the note, then the query’s compact fields in order', () => {
    const result = { ...base, type: 'fuel', tanks: [{ id: '0' }], available_types: ['fuel', 'freshWater'], note: 'No diesel tank on board; choose one of available_types.' };
    assert.deepEqual(compactAnswer({ compact: ['available_types'] }, result, T + 12_499), {
      display: 'fuel 50 percent',
      age_s: 12,
      note: 'No diesel tank on board; choose one of available_types.',
      available_types: ['fuel', 'freshWater'],
    });
    assert.equal(
      JSON.stringify(compactAnswer({ compact: ['available_types'] }, result, T + 12_500)),
      '{"display":"fuel 50 percent","age_s":13,"note":"No diesel tank on board; choose one of available_types.","available_types":["fuel","freshWater"]}',
    );
  });

  it('says age_s null without a timestamp, 0 for one in the future, and leaves out compact fields the result lacks', () => {
    assert.deepEqual(compactAnswer({ compact: ['available_banks'] }, { display: null, timestamp: null }, T), { display: null, age_s: null });
    assert.deepEqual(compactAnswer({}, { ...base, timestamp: '2026-06-01T12:00:05.000Z' }, T), { display: 'fuel 50 percent', age_s: 0 });
    assert.deepEqual(compactAnswer({}, { ...base, timestamp: 'not a time' }, T), { display: 'fuel 50 percent', age_s: null });
  });

  it('full answers are the result as structuredContent and exactly its JSON as text; compact ones have text only', () => {
    const result = { ...base, level_fraction: 0.5 };
    assert.deepEqual(toolResult({}, result, 'full', T), { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result });
    assert.deepEqual(toolResult({}, result, 'compact', T + 2000), { content: [{ type: 'text', text: '{"display":"fuel 50 percent","age_s":2}' }] });
  });

  it('sentence answers: the display alone on the first line, then the other compact fields; the compact JSON when there is no display', () => {
    const q = { compact: ['available_types'] };
    assert.deepEqual(toolResult(q, { ...base, available_types: ['fuel'] }, 'sentence', T + 3000), {
      content: [{ type: 'text', text: 'fuel 50 percent\n{"age_s":3,"available_types":["fuel"]}' }],
    });
    assert.deepEqual(toolResult(q, { display: null, timestamp: null, note: 'No such tank.' }, 'sentence', T), {
      content: [{ type: 'text', text: '{"display":null,"age_s":null,"note":"No such tank."}' }],
    });
  });

  it('reads the style from a URL and refuses other values with the allowed ones', () => {
    assert.equal(answerStyleFromUrl(new URL('http://x/mcp')), null);
    assert.equal(answerStyleFromUrl(undefined), null);
    assert.equal(answerStyleFromUrl(new URL('http://x/mcp?answers=full')), 'full');
    assert.equal(answerStyleFromUrl(new URL('http://x/mcp?tools=all&answers=compact')), 'compact');
    assert.throws(() => answerStyleFromUrl(new URL('http://x/mcp?answers=FULL')), /answers must be one of: compact, full, sentence \(got 'FULL'\)/);
  });
});

describe('age of a reading whose source clock runs ahead', () => {
  it('timestamp, age_s and the spoken "as of" all count from the receive time', () => {
    let now = T;
    const model = new VesselModel(() => now);
    const ctx = contextOf(model, { now: () => now });
    // The source says one hour ahead of our clock.
    model.applyDelta({
      context: 'vessels.self',
      updates: [{ $source: 'gps.1', timestamp: '2026-06-01T13:00:00.000Z', values: [{ path: 'navigation.speedOverGround', value: 3.2 }] }],
    });
    now = T + 10 * 60_000;
    const query = findQuery('read_sensor')!;
    const result = query.run({ path: 'navigation.speedOverGround' } as never, ctx);
    assert.equal(result.timestamp, '2026-06-01T12:00:00.000Z');
    assert.equal(JSON.stringify(compactAnswer(query, result, now)), '{"display":"6.2 knots, as of 10 minutes ago","age_s":600}');
  });
});

describe('compact answers on the recorded sample stay within 60 Llama-3 tokens', () => {
  const full = JSON.parse(readFileSync(new URL('../samples/full-model-n2k-only-raw.json', import.meta.url), 'utf8'));
  const tokens = (text: string) => llama3Tokenizer.encode(text, { bos: false, eos: false }).length;

  for (const [label, later] of [
    ['fresh', 2_000],
    ['20 minutes old', 20 * 60_000],
  ] as const) {
    it(`${label}`, () => {
      // Loaded a second after the sample's newest stamp, so that every reading keeps its own timestamp
      // (a first-heard stamp at most a day old is believed: vessel/model.ts readingTime).
      const stamps = [...JSON.stringify(full).matchAll(/"timestamp":"([^"]+)"/g)].map((m) => Date.parse(m[1]!)).filter(Number.isFinite);
      const newest = Math.max(...stamps);
      let now = newest + 1000;
      const model = new VesselModel(() => now);
      model.applyFullModel(full);
      now = newest + later;
      const ctx = contextOf(model, { now: () => now });
      const asked: [string, Record<string, unknown>][] = [
        ['battery_state', {}],
        ['depth_state', {}],
        ['wind_state', {}],
        ['navigation_state', {}],
        ['get_active_alarms', {}],
        ['get_ais_targets', { limit: 1 }],
        ['get_route', {}],
        ['get_local_time', {}],
        ['tank_levels', { type: 'fuel' }],
        ['engine_state', {}],
      ];
      for (const [tool, args] of asked) {
        const query = findQuery(tool)!;
        const result = query.run(args as never, ctx);
        const text = JSON.stringify(compactAnswer(query, result, now));
        assert.ok(tokens(text) <= 60, `${tool}: ${tokens(text)} tokens: ${text}`);
        if (tool === 'navigation_state') assert.match(text, label === 'fresh' ? /^\{"display":"[\d.]+ knots, course \d+ degrees, / : /as of 20 minutes ago","age_s":12\d\d\}$/);
      }
    });
  }
});
