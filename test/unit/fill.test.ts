/**
 * speech/locale.ts `fill` (placeholders filled from a remembered split of the template) against the
 * regular-expression replace it replaced, kept here as the reference, on every template of every
 * language, with all, some and none of the values given.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fill } from '../../src/speech/locale.js';
import { getLocale } from '../../src/speech/locales/index.js';
import { LANGUAGES } from '../../src/speech/types.js';

const reference = (template: string, values: Readonly<Record<string, string>>): string => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Every string in a locale (templates and words), however deeply nested. */
function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) strings(v, out);
  return out;
}

describe('fill', () => {
  it('gives what the regular-expression replace gave, for every template of every language', () => {
    let templates = 0;
    for (const language of LANGUAGES) {
      for (const t of strings(getLocale(language))) {
        const names = [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        if (names.length > 0) templates++;
        // Values that look like placeholders or replacement patterns must come out as they are.
        const all = Object.fromEntries(names.map((n, i) => [n, i % 2 ? `{${n}} $& $1` : `v${i}`]));
        const some = Object.fromEntries(names.filter((_, i) => i % 2 === 0).map((n) => [n, 'x']));
        for (const values of [all, some, {}]) assert.equal(fill(t, values), reference(t, values), `${language}: ${t}`);
      }
    }
    assert.ok(templates > 100, `templates checked: ${templates}`);
  });

  it('fills, leaves unknown placeholders visible and keeps text without any', () => {
    assert.equal(fill('{number} {unit}', { number: '16.5', unit: 'knots' }), '16.5 knots');
    assert.equal(fill('{number} {unit}', { number: '16.5' }), '16.5 {unit}');
    assert.equal(fill('no placeholder', { number: '1' }), 'no placeholder');
    assert.equal(fill('', {}), '');
    assert.equal(fill('{a}{a}', { a: 'x' }), 'xx');
  });
});
