/** DOCS.md's "what you can say" and the voice actions' command sentences are generated from the sentence tables: it fails when DOCS.md is stale. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SENSORS } from '../../src/questions/index.js';
import { REPO_ROOT } from '../helpers/repo.js';
import {
  DOCS_ACTIONS_BEGIN,
  DOCS_BEGIN,
  DOCS_SENSORS_BEGIN,
  DOCS_TOOLS_BEGIN,
  withSensorTable,
  withToolTables,
  withWhatYouCanOrder,
  withWhatYouCanSay,
} from '../helpers/docs-sentences.js';
import { toolNames } from '../../src/mcp/surface.js';
import { COMMAND_SENTENCES } from '../../src/actions/sentences/index.js';
import { COMMAND_IDS } from '../../src/actions/types.js';
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

describe("DOCS.md's voice action command sentences", () => {
  const docs = readFileSync(join(REPO_ROOT, 'DOCS.md'), 'utf8');

  it('are the section generated from the command tables (else run node --import tsx scripts/docs-sentences.ts)', () => {
    assert.ok(docs.includes(DOCS_ACTIONS_BEGIN), 'DOCS.md holds the begin marker');
    assert.equal(docs, withWhatYouCanOrder(docs));
  });

  it("show every command's first example in every language", () => {
    for (const table of Object.values(COMMAND_SENTENCES)) {
      for (const c of COMMAND_IDS) assert.ok(docs.includes(`"${table.examples[c][0]}"`), `${table.language}: ${table.examples[c][0]}`);
    }
  });
});

describe("DOCS.md's tool tables", () => {
  const docs = readFileSync(join(REPO_ROOT, 'DOCS.md'), 'utf8');

  it('are the tables generated from the questions (else run node --import tsx scripts/docs-sentences.ts)', () => {
    assert.ok(docs.includes(DOCS_TOOLS_BEGIN), 'DOCS.md holds the begin marker');
    assert.equal(docs, withToolTables(docs));
  });

  it('name every tool once', () => {
    for (const name of toolNames()) assert.equal(docs.split(`| \`${name}\` |`).length, 2, name);
  });
});

describe("DOCS.md's sensor table", () => {
  const docs = readFileSync(join(REPO_ROOT, 'DOCS.md'), 'utf8');

  it("is the table generated from the questions' sensors (else run node --import tsx scripts/docs-sentences.ts)", () => {
    assert.ok(docs.includes(DOCS_SENSORS_BEGIN), 'DOCS.md holds the begin marker');
    assert.equal(docs, withSensorTable(docs));
  });

  it('has a row for every family of sensors, each naming its entity ids', () => {
    const rows = docs.split('\n').filter((line) => line.startsWith('| `sensor.signalk_'));
    assert.equal(rows.length, SENSORS.length);
    for (const { sensor } of SENSORS) assert.ok(sensor.docs.entity.startsWith('`sensor.signalk_'), sensor.kind);
  });
});
