/**
 * Writes DOCS.md's "what you can say" section from the Assist sentence tables (assist/registered.ts
 * whatYouCanSay), between its two markers. test/unit/docs-sentences.test.ts fails when DOCS.md is stale.
 *
 *   node --import tsx scripts/docs-sentences.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_BEGIN, DOCS_END, withWhatYouCanSay } from '../test/helpers/docs-sentences.js';
import { REPO_ROOT } from '../test/helpers/repo.js';

const file = join(REPO_ROOT, 'DOCS.md');
const before = readFileSync(file, 'utf8');
const after = withWhatYouCanSay(before);
if (after === null) {
  console.error(`DOCS.md has no "${DOCS_BEGIN}" ... "${DOCS_END}" markers: put them where the section goes.`);
  process.exit(2);
}
if (after !== before) writeFileSync(file, after);
console.log(after === before ? 'DOCS.md is up to date.' : 'DOCS.md: "what you can say" rewritten.');
