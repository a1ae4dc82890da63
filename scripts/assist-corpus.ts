/**
 * Prints how well Home Assistant's matcher understands the Assist corpus (test/cases/assist/<lang>.json)
 * with the templates the add-on registers: the table per language and topic, and with --misses every
 * question not understood.
 *
 *   node --import tsx scripts/assist-corpus.ts [--language L] [--hassil 1|3] [--python PATH] [--misses]
 *
 * --hassil 1: hassil 1.6.1 of Home Assistant 2024.3.3 (.cache/ha-venv, `bash scripts/setup-ha.sh`);
 * --hassil 3 (default): hassil 3.12.1 of 2026.11.0 (`bash scripts/setup-ha-2026.sh`);
 * --python: any Python that imports hassil. --own N: also samples N sentences per template of ours
 * and lists those reaching another family; --builtin N: N per template of Home Assistant's own
 * grammar (and the built-in command list of test/ha/assist-fixtures.ts) reaching ours (needs a Core's venv). Exits 1 when a language is under 95 %, has a wrong
 * answer, or takes a house question.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { corpusMisses, corpusTable, crossCheck, loadCorpora, runCorpus } from '../test/helpers/assist-corpus.js';
import { BUILTIN_COMMANDS } from '../test/ha/assist-fixtures.js';
import { REPO_ROOT } from '../test/helpers/repo.js';

const { values } = parseArgs({
  options: {
    language: { type: 'string' },
    hassil: { type: 'string', default: '3' },
    python: { type: 'string' },
    misses: { type: 'boolean', default: false },
    own: { type: 'string', default: '0' },
    builtin: { type: 'string', default: '0' },
  },
});
const venv = { '1': 'ha-venv', '3': 'ha-venv-2026.11.0' }[values.hassil ?? '3'];
const python = values.python ?? (venv ? join(REPO_ROOT, '.cache', venv, 'bin', 'python') : undefined);
if (!python || !existsSync(python)) {
  console.error(
    `No Python with hassil at ${python ?? `--hassil ${values.hassil}`}: run bash scripts/setup-ha.sh (--hassil 1) or bash scripts/setup-ha-2026.sh (--hassil 3), or pass --python.`,
  );
  process.exit(2);
}
const corpora = loadCorpora();
const languages = values.language ? [values.language] : Object.keys(corpora).sort();
const results = languages.map((l) => {
  const c = corpora[l];
  if (!c) {
    console.error(`No corpus for ${l}: languages are ${Object.keys(corpora).join(', ')}`);
    process.exit(2);
  }
  return runCorpus(c, python);
});
console.log(corpusTable(results));
if (values.misses) for (const r of results) for (const line of corpusMisses(r)) console.log(line);
let crossed = 0;
if (Number(values.own) > 0 || Number(values.builtin) > 0) {
  for (const l of languages) {
    const x = crossCheck(l, python, Number(values.own), Number(values.builtin), Number(values.builtin) > 0 ? (BUILTIN_COMMANDS[l] ?? []) : []);
    const cmd = x.sentences.filter((s) => s.families.length > 0);
    console.log(
      `${l}: ${x.own_count ?? 0} of our sentences, ${x.own_crossed?.length ?? 0} crossed; ${x.builtin_count} built-in sentences, ${x.builtin_captured.length + cmd.length} taken`,
    );
    for (const c of x.own_crossed ?? []) console.log(`${l} crossed ${c.family.padEnd(18)} "${c.text}" -> ${c.families.join(', ') || 'none'}`);
    for (const c of x.builtin_captured) console.log(`${l} built-in ${c.intent} "${c.text}" -> ${c.families.join(', ')}`);
    for (const c of cmd) console.log(`${l} built-in command "${c.text}" -> ${c.families.join(', ')}`);
    crossed += (x.own_crossed?.length ?? 0) + x.builtin_captured.length + cmd.length;
  }
}
const bad = results.filter(
  (r) => r.boat.filter((q) => q.outcome === 'right').length < 0.95 * r.boat.length || r.boat.some((q) => q.outcome === 'wrong') || r.houseTaken.length > 0,
);
process.exit(bad.length || crossed ? 1 : 0);
