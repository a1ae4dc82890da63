/**
 * Writes DOCS.md's "what you can say" section from the Assist sentence tables (assist/registered.ts
 * whatYouCanSay), its voice actions' command sentences (whatYouCanOrder), its tool tables (from
 * the questions' `docs`) and its sensor table (from the questions' sensors), each between its two markers. test/unit/docs-sentences.test.ts fails when DOCS.md is stale.
 *
 *   node --import tsx scripts/docs-sentences.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DOCS_ACTIONS_BEGIN,
  DOCS_ACTIONS_END,
  DOCS_BEGIN,
  DOCS_END,
  DOCS_TOOLS_BEGIN,
  DOCS_SENSORS_BEGIN,
  DOCS_SENSORS_END,
  DOCS_TOOLS_END,
  withSensorTable,
  withToolTables,
  withWhatYouCanOrder,
  withWhatYouCanSay,
} from '../test/helpers/docs-sentences.js';
import { REPO_ROOT } from '../test/helpers/repo.js';

const file = join(REPO_ROOT, 'DOCS.md');
const before = readFileSync(file, 'utf8');
const said = withWhatYouCanSay(before);
if (said === null) {
  console.error(`DOCS.md has no "${DOCS_BEGIN}" ... "${DOCS_END}" markers: put them where the section goes.`);
  process.exit(2);
}
const ordered = withWhatYouCanOrder(said);
if (ordered === null) {
  console.error(`DOCS.md has no "${DOCS_ACTIONS_BEGIN}" ... "${DOCS_ACTIONS_END}" markers: put them where the section goes.`);
  process.exit(2);
}
const tabled = withToolTables(ordered);
if (tabled === null) {
  console.error(`DOCS.md has no "${DOCS_TOOLS_BEGIN}" ... "${DOCS_TOOLS_END}" markers: put them where the tool tables go.`);
  process.exit(2);
}
const after = withSensorTable(tabled);
if (after === null) {
  console.error(`DOCS.md has no "${DOCS_SENSORS_BEGIN}" ... "${DOCS_SENSORS_END}" markers: put them where the sensor table goes.`);
  process.exit(2);
}
if (after !== before) writeFileSync(file, after);
console.log(after === before ? 'DOCS.md is up to date.' : 'DOCS.md: "what you can say", the voice actions\' command sentences, the tool tables and the sensor table rewritten.');
