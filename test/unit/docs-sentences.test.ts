/** DOCS.md's "what you can say" is generated from the sentence tables: it fails when DOCS.md is stale. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/repo.js';
import { DOCS_BEGIN, withWhatYouCanSay } from '../helpers/docs-sentences.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';

describe('DOCS.md "what you can say"', () => {
  const docs = readFileSync(join(REPO_ROOT, 'DOCS.md'), 'utf8');

  it('is the section generated from the sentence tables (else run node --import tsx scripts/docs-sentences.ts)', () => {
    assert.ok(docs.includes(DOCS_BEGIN), 'DOCS.md holds the begin marker');
    assert.equal(docs, withWhatYouCanSay(docs));
  });

  it("shows every language, and each family's first example", () => {
    for (const [language, table] of Object.entries(SENTENCES)) {
      assert.ok(docs.includes(`(${language})</summary>`), language);
      for (const f of Object.values(table.families)) assert.ok(docs.includes(`"${f.examples[0]}"`), `${language}: ${f.examples[0]}`);
    }
  });
});
