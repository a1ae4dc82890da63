/**
 * First use, pure parts: language spellings as Home Assistant's language is matched, the version,
 * exact string-to-number/boolean conversion of tool arguments, the JSON-RPC id of an oversized
 * message, a client's language and units in its URL, and list_paths sized for a small model.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import llama3Tokenizer from 'llama3-tokenizer-js';
import { buildConfig, ConfigError } from '../../src/config.js';
import { VERSION } from '../../src/version.js';
import { lenientArgs } from '../../src/mcp/server.js';
import { jsonRpcId } from '../../src/mcp/http.js';
import { localeFromUrl, speakerFor } from '../../src/mcp/request-locale.js';
import { compactAnswer } from '../../src/mcp/answer.js';
import { findQuery } from '../../src/questions/index.js';
import { defineQuery, type BaseResult } from '../../src/queries/types.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import { VesselModel } from '../../src/vessel/model.js';
import { contextOf } from '../helpers/query-context.js';

describe('--language spellings', () => {
  const language = (v: string) => buildConfig({ flags: { language: v } }).language;
  it('any case, _ or -, a region we lack speaks its base language, pt-BR and pt kept apart', () => {
    assert.equal(language('pt-br'), 'pt-BR');
    assert.equal(language('PT_BR'), 'pt-BR');
    assert.equal(language('pt_br'), 'pt-BR');
    assert.equal(language('de-CH'), 'de');
    assert.equal(language('DE'), 'de');
    assert.equal(language('pt'), 'pt');
    assert.equal(language('pt-PT'), 'pt');
    assert.equal(language('en_GB'), 'en');
    assert.equal(language('es-419'), 'es');
    assert.equal(language('AUTO'), 'auto');
  });
  it('a language we do not speak is refused with the list', () => {
    assert.throws(
      () => language('ja'),
      (e: unknown) => e instanceof ConfigError && e.problems[0] === '--language: must be one of: auto, en, pt-BR, pt, de, fr, es, nl',
    );
  });
});

describe('the version', () => {
  it("is package.json's", () => {
    assert.equal(VERSION, JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version);
  });
});

describe('numbers and booleans sent as strings', () => {
  const q = defineQuery({
    name: 'probe',
    title: 'probe',
    description: 'Probe.',
    input: { n: z.number().int().optional(), x: z.number().optional(), b: z.boolean().optional(), s: z.string().optional() },
    subject: 'sensor',
    run: (): BaseResult => ({ display: null, timestamp: null }),
  });
  it('convert when they say the value exactly', () => {
    assert.deepEqual(lenientArgs(q, { n: '1', x: '-2.5', b: 'true', s: '7' }), { n: 1, x: -2.5, b: true, s: '7' });
    assert.deepEqual(lenientArgs(q, { b: 'FALSE' }), { b: false });
  });
  it('stay strings otherwise (and then fail validation)', () => {
    for (const v of ['1x', '', ' 1', '1e3', '0x10', 'NaN', 'yes']) assert.deepEqual(lenientArgs(q, { n: v, b: v }), { n: v, b: v }, v);
  });
  it('leave real numbers and unknown keys alone', () => {
    const args = { n: 3, other: '4' };
    assert.equal(lenientArgs(q, args), args);
  });
});

describe('the id of a message too large to read', () => {
  const big = 'x'.repeat(2000);
  it("as the last member (the SDK clients) or right after jsonrpc (Python's client)", () => {
    assert.equal(jsonRpcId(`{"method":"tools/call","params":{"arguments":{"p":"${big}`.slice(0, 512), `${big}"}},"jsonrpc":"2.0","id":7}`.slice(-512)), 7);
    assert.equal(jsonRpcId(`{"jsonrpc":"2.0","id":"a\\"b","method":"tools/call","params":{"p":"${big}`.slice(0, 512), `${big}"}}`.slice(-512)), 'a"b');
  });
  it('null when only a nested id is seen', () => {
    assert.equal(jsonRpcId(`{"jsonrpc":"2.0","method":"x","params":{"p":"${big}`.slice(0, 512), `${big}","id":3}}`.slice(-512)), null);
  });
});

describe("a client's language and units in its URL", () => {
  it('are matched like the option and refused with the allowed values', () => {
    assert.deepEqual(localeFromUrl(new URL('http://x/mcp?language=PT_BR&units=Nautical-Imperial')), { language: 'pt-BR', units: 'nautical-imperial' });
    assert.deepEqual(localeFromUrl(new URL('http://x/mcp?language=de-CH')), { language: 'de' });
    assert.deepEqual(localeFromUrl(new URL('http://x/mcp')), {});
    assert.throws(() => localeFromUrl(new URL('http://x/mcp?language=ja')), {
      message: "language parameter in the URL: must be one of: en, pt-BR, pt, de, fr, es, nl (any case, pt_BR, de-CH) (got 'ja')",
    });
    assert.throws(() => localeFromUrl(new URL('http://x/mcp?units=metric')), {
      message: "units parameter in the URL: must be one of: nautical-metric, nautical-imperial (got 'metric')",
    });
  });
  it("give the server's speaker when they ask for nothing else, another otherwise", () => {
    const base = createSpeaker({ language: 'en', units: 'nautical-metric', timeZone: 'UTC' });
    assert.equal(speakerFor(base, {}), base);
    assert.equal(speakerFor(base, { language: 'en' }), base);
    const de = speakerFor(base, { language: 'de', units: 'nautical-imperial' });
    assert.equal(de.language, 'de');
    assert.equal(de.units, 'nautical-imperial');
    assert.equal(de.timeZone, 'UTC');
    assert.equal(speakerFor(base, { language: 'de', units: 'nautical-imperial' }), de, 'built once');
  });
});

describe('list_paths on the recorded N2K sample', () => {
  const full = JSON.parse(readFileSync(new URL('../samples/full-model-n2k-only-raw.json', import.meta.url), 'utf8'));
  const now = Date.parse('2100-01-01T00:00:00Z');
  const model = new VesselModel(() => now);
  model.applyFullModel(full);
  const ctx = contextOf(model, { now: () => now });
  const q = findQuery('list_paths')!;
  const tokens = (text: string) => llama3Tokenizer.encode(text, { bos: false, eos: false }).length;

  it('without a prefix: the groups and their counts, within 60 Llama-3 tokens', () => {
    const text = JSON.stringify(compactAnswer(q, q.run({} as never, ctx), now));
    assert.equal(text, '{"display":"40 paths","age_s":null,"groups":{"design":2,"electrical":11,"environment":8,"mmsi":1,"name":1,"navigation":17}}');
    assert.ok(tokens(text) <= 60, `${tokens(text)} tokens`);
  });
  it('a prefix narrows to the paths; the full answer keeps every path; offset pages', () => {
    const r = q.run({ prefix: 'navigation' } as never, ctx);
    const compact = compactAnswer(q, r, now);
    assert.deepEqual(Object.keys(compact), ['display', 'age_s', 'paths', 'truncated']);
    assert.equal((compact.paths as unknown[]).length, 17);
    const all = q.run({} as never, ctx) as unknown as { paths: { path: string }[]; truncated: boolean };
    assert.equal(all.paths.length, 40);
    assert.equal(all.truncated, false);
    const page = q.run({ offset: 38 } as never, ctx) as unknown as { paths: { path: string }[] };
    assert.deepEqual(
      page.paths.map((p) => p.path),
      all.paths.slice(38).map((p) => p.path),
    );
  });
  it('offset without a prefix pages every path in the compact answer too (not only the groups)', () => {
    const compact = compactAnswer(q, q.run({ offset: 38 } as never, ctx), now);
    assert.equal(
      JSON.stringify(compact),
      '{"display":"40 paths","age_s":null,"paths":[{"path":"navigation.speedThroughWaterReferenceType","units":null,"description":null},{"path":"navigation.trip.log","units":"m","description":"Total distance traveled on this trip / since trip reset"}],"truncated":false}',
    );
    const first = compactAnswer(q, q.run({ offset: 0 } as never, ctx), now);
    assert.deepEqual([(first.paths as unknown[]).length, first.truncated], [40, false]);
  });
});
