/**
 * Prints how the voice-action command corpus (test/cases/commands/<lang>.json) is understood, per
 * language: commands right, wrong and missed, `not` sentences and Assist questions taken; first by the
 * TypeScript matcher (src/actions/grammar.ts, the MCP tool's) with its time per call, then by each Home
 * Assistant hassil asked.
 *
 *   node --import tsx scripts/command-corpus.ts [--language L] [--hassil 1|3|all] [--python PATH] [--builtin N] [--misses]
 *
 * --hassil 1: hassil 1.6.1 of Home Assistant 2024.3.3 (.cache/ha-venv, `bash scripts/setup-ha.sh`);
 * --hassil 3: hassil 3.12.1 of 2026.11.0 (`bash scripts/setup-ha-2026.sh`); all: both; --python: any
 * Python that imports hassil. With a hassil it also says which command sentences an Assist question
 * template takes, which of 30 sentences sampled from each command template reach another command
 * (or none), and with --builtin N which of N samples per template of Home Assistant's built-in
 * grammar reach a command. Exits 1 when anything is not right or taken.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { commandMisses, commandTable, loadCommandCorpora, runCommandCorpusHassil, runCommandCorpusTs, type CommandCorpusResult } from '../test/helpers/command-corpus.js';
import { REPO_ROOT } from '../test/helpers/repo.js';
import { matchCommand } from '../src/actions/grammar.js';
import { commandTemplateCount } from '../src/actions/sentences/index.js';
import { LANGUAGES } from '../src/domain/language.js';

const { values } = parseArgs({
  options: {
    language: { type: 'string' },
    hassil: { type: 'string' },
    python: { type: 'string' },
    builtin: { type: 'string', default: '0' },
    misses: { type: 'boolean', default: false },
  },
});
const corpora = loadCommandCorpora();
const languages = values.language ? [values.language] : Object.keys(corpora).sort();
for (const l of languages)
  if (!corpora[l]) {
    console.error(`No command corpus for ${l}: languages are ${Object.keys(corpora).join(', ')}`);
    process.exit(2);
  }
const chosen = languages.map((l) => corpora[l]!);

let bad = 0;
const report = (results: CommandCorpusResult[]) => {
  console.log(commandTable(results), '\n');
  for (const r of results) {
    const lines = commandMisses(r);
    bad += lines.length;
    if (values.misses) for (const line of lines) console.log(line);
  }
};
report(chosen.map(runCommandCorpusTs));

// What one MCP call costs the matcher: every corpus sentence against every language's templates, warm.
const texts = Object.values(corpora).flatMap((c) => [...c.commands.map((x) => x.text), ...c.not.map((x) => x.text)]);
const templates = LANGUAGES.reduce((n, l) => n + commandTemplateCount(l), 0);
for (const t of texts) matchCommand(t);
const rounds = 20;
const t0 = performance.now();
for (let i = 0; i < rounds; i++) for (const t of texts) matchCommand(t);
const perCall = ((performance.now() - t0) * 1000) / (rounds * texts.length);
console.log(`ts matcher: ${perCall.toFixed(1)} µs per matchCommand over ${templates} templates in ${LANGUAGES.length} languages (${texts.length} sentences × ${rounds})\n`);

const venvs: Record<string, string> = { '1': 'ha-venv', '3': 'ha-venv-2026.11.0' };
const pythons: [string, string][] = values.python
  ? [['hassil', values.python]]
  : (values.hassil === 'all' ? ['1', '3'] : values.hassil ? [values.hassil] : []).map((h) => [
      `hassil ${h}`,
      join(REPO_ROOT, '.cache', venvs[h] ?? `no venv for --hassil ${h}`, 'bin', 'python'),
    ]);
for (const [engine, python] of pythons) {
  if (!existsSync(python)) {
    console.error(`No Python with hassil at ${python}: run bash scripts/setup-ha.sh (--hassil 1) or bash scripts/setup-ha-2026.sh (--hassil 3), or pass --python.`);
    process.exit(2);
  }
  const checks = runCommandCorpusHassil(chosen, python, engine, Number(values.builtin), 30);
  report(checks.map((c) => c.result));
  for (const c of checks) {
    const l = c.result.language;
    if (Number(values.builtin) > 0) console.log(`${engine} ${l}: ${c.builtinCount} built-in sentences, ${c.builtinTaken.length} reached a command`);
    for (const b of c.builtinTaken) console.log(`${engine} ${l} built-in ${b.intent} "${b.text}" -> ${b.commands.join(', ')}`);
    for (const q of c.questionFamilyTook) console.log(`${engine} ${l} question family took "${q.text}" -> ${q.families.join(', ')}`);
    for (const o of c.ownCrossed) console.log(`${engine} ${l} sampled from ${o.family}: "${o.text}" -> ${o.families.join(', ') || 'none'}`);
    bad += c.builtinTaken.length + c.questionFamilyTook.length + c.ownCrossed.length;
  }
}
process.exit(bad ? 1 : 0);
