/**
 * Tool arguments are bounded in length and type, for every query in the catalogue,
 * including ones added later: every string has a maxLength, every array a maxItems. One character
 * over the limit is refused by the schema (isError over MCP); anything within it, however odd (not
 * a SignalK path, prototype keys, control characters), is an answer: the query runs without
 * throwing and returns display and timestamp (docs/design.md#truthful-absence). Numbers may be
 * clamped by the query instead of refused (a number out of range is not a wrong type): any finite
 * number, however large, must give a small answer.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { QUERIES } from '../../src/questions/index.js';
import type { QueryContext } from '../../src/queries/types.js';
import { ttsViolations } from '../../src/speech/safety.js';
import { queryContext } from '../helpers/query-context.js';

/** Longest string argument any tool may take. */
const MAX_STRING = 1024;
const MAX_ITEMS = 100;

type Schema = Record<string, unknown>;

/** Every unbounded leaf of a JSON schema, as "where: what is missing". */
function unbounded(schema: Schema, where: string): string[] {
  const out: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum || schema.const !== undefined) return out;
  if (types.includes('string') && !(typeof schema.maxLength === 'number' && schema.maxLength <= MAX_STRING)) out.push(`${where}: string without maxLength <= ${MAX_STRING}`);
  if (types.includes('array')) {
    if (!(typeof schema.maxItems === 'number' && schema.maxItems <= MAX_ITEMS)) out.push(`${where}: array without maxItems <= ${MAX_ITEMS}`);
    if (schema.items) out.push(...unbounded(schema.items as Schema, `${where}[]`));
  }
  for (const [k, v] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) out.push(...unbounded(v, `${where}.${k}`));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const s of (schema[key] ?? []) as Schema[]) out.push(...unbounded(s, where));
  return out;
}

function context(): QueryContext {
  return queryContext({ 'navigation.speedOverGround': 3.2, 'electrical.batteries.house.voltage': 12.7, 'environment.depth.belowKeel': 4.1 }, { now: Date.now });
}

const ODD = [
  'what is the depth?',
  '__proto__',
  'constructor.prototype',
  '../../etc/passwd',
  '\u0000\u0007\u202e',
  'navigation..speedOverGround',
  ' ',
  'ñ'.repeat(50),
  '{"path":1}',
  'NaN',
];

describe('tool arguments are bounded in length and type', () => {
  for (const q of QUERIES) {
    const schema = z.object(q.input);
    const json = z.toJSONSchema(schema, { io: 'input' }) as Schema;

    it(`${q.name}: every argument is bounded`, () => {
      assert.deepEqual(unbounded(json, q.name), []);
    });

    const props = Object.entries((json.properties ?? {}) as Record<string, Schema>);
    const numbers = props.filter(([, s]) => s.type === 'number' || s.type === 'integer');
    if (numbers.length > 0) {
      it(`${q.name}: any finite number gives a small answer`, () => {
        const ctx = context();
        for (const [name] of numbers) {
          for (const n of [0, -1, 0.5, 1e9, -1e308, 1e308, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE]) {
            const parsed = schema.safeParse({ [name]: n });
            if (!parsed.success) continue; // refused by the schema: isError, fine
            const result = q.run(parsed.data as never, ctx);
            assert.ok('display' in result && 'timestamp' in result, `${q.name}(${name}=${n}) answers`);
            assert.ok(JSON.stringify(result).length < 64 * 1024, `${q.name}(${name}=${n}) answer is small`);
          }
          assert.equal(schema.safeParse({ [name]: 'ten' }).success, false, `${name} as text`);
        }
      });
    }

    const strings = props.filter(([, s]) => s.type === 'string' && typeof s.maxLength === 'number');
    if (strings.length === 0) continue;

    it(`${q.name}: one character over the limit is refused, odd text within it is an answer`, () => {
      const ctx = context();
      for (const [name, s] of strings) {
        const max = s.maxLength as number;
        assert.equal(schema.safeParse({ [name]: 'a'.repeat(max + 1) }).success, false, `${name} at ${max + 1} characters`);
        assert.equal(schema.safeParse({ [name]: 7 }).success, false, `${name} as a number`);
        for (const text of [...ODD, 'x'.repeat(max), 'é'.repeat(max)]) {
          const parsed = schema.safeParse({ [name]: text });
          if (!parsed.success) continue; // e.g. a pattern refuses it: that is a type error, fine
          const result = q.run(parsed.data as never, ctx);
          assert.ok('display' in result && 'timestamp' in result, `${q.name}(${name}=${JSON.stringify(text).slice(0, 40)}) answers`);
          if (typeof result.display === 'string') assert.deepEqual(ttsViolations(result.display, 'en'), [], result.display);
        }
      }
    });
  }
});
