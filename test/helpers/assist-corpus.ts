/**
 * The Assist question corpus (each question folder's corpus.json, and the house questions of
 * test/cases/assist/<lang>.json) run through Home Assistant's own matcher:
 * test/ha/hassil_check.py with a given Python (a Core's venv, so its hassil), against exactly the
 * templates the add-on registers. Used by test/ha/assist-corpus.test.ts and scripts/assist-corpus.ts.
 *
 * A boat question is right when it reaches its family and no other, with the expected slots (lower
 * case; hassil 1.x lowercases them, later ones keep the spoken case); wrong when it reaches any other
 * family or a wrong slot; missed when it reaches none. A house question must reach none.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import { QUESTIONS } from '../../src/questions/index.js';
import { REPO_ROOT } from './repo.js';

/** One boat question of the corpus. */
export interface BoatQuestion {
  text: string;
  /** The family that must answer it (the `<id>` of signalk_assist_<id>). */
  family: string;
  /** The rule it stands for (yes/no state, bare noun, colloquial, sailor's word, quantity, history words, worry). */
  pattern: string;
  /** Slots the trigger must capture, lower case. */
  slots?: Record<string, string>;
  /** The focus the answerer must read from it (engine_state's focus), when it asks one fact. */
  focus?: string;
  /** The history window it names, in hours or 'today' / 'morning'. */
  window?: number | 'today' | 'morning';
}

/** One language's corpus file. */
export interface Corpus {
  language: string;
  boat: BoatQuestion[];
  /** Questions for the house (lights, weather, timers, small talk) that must stay Home Assistant's. */
  house: { text: string; pattern?: string }[];
}

export const CORPUS_DIR = join(REPO_ROOT, 'test', 'cases', 'assist');

/** Where the questions keep their own phrasing corpus: src/questions/<name>/corpus.json, `{language: BoatQuestion[]}`. */
export const QUESTIONS_DIR = join(REPO_ROOT, 'src', 'questions');

/** Every language's corpus, by language tag: the shared file's house questions (and any boat ones), then each question folder's boat questions. */
export function loadCorpora(): Record<string, Corpus> {
  const out: Record<string, Corpus> = {};
  for (const f of readdirSync(CORPUS_DIR).filter((n) => n.endsWith('.json'))) {
    const c = JSON.parse(readFileSync(join(CORPUS_DIR, f), 'utf8')) as Corpus;
    out[c.language] = c;
  }
  for (const dir of readdirSync(QUESTIONS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const file = join(QUESTIONS_DIR, dir.name, 'corpus.json');
    if (!existsSync(file)) continue;
    const own = JSON.parse(readFileSync(file, 'utf8')) as Record<string, BoatQuestion[]>;
    for (const [language, questions] of Object.entries(own)) {
      if (!out[language]) throw new Error(`${file}: no shared corpus for language ${language}`);
      out[language].boat.push(...questions);
    }
  }
  return out;
}

/**
 * Sentences sampled from our own templates (`perTemplate` each) that reach a family other than their
 * own, or two: two automations answering one question would race. And, with `builtinPerTemplate`,
 * sentences sampled from Home Assistant's built-in grammar for the language that reach any of ours
 * (needs home_assistant_intents: a Core's venv).
 */
export function crossCheck(language: string, python: string, perTemplate: number, builtinPerTemplate = 0, builtins: readonly string[] = []) {
  const table = SENTENCES[language];
  if (!table) throw new Error(`No Assist sentences for ${language}`);
  const families = Object.fromEntries(Object.entries(table.families).map(([id, f]) => [id, f.commands]));
  const r = spawnSync(python, [join(REPO_ROOT, 'test', 'ha', 'hassil_check.py')], {
    input: JSON.stringify({ language, families, sentences: builtins, own_per_template: perTemplate, builtin_per_template: builtinPerTemplate, seed: 7 }),
    encoding: 'utf8',
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`hassil_check.py failed (${r.status ?? r.signal}): ${r.stderr}`);
  return JSON.parse(r.stdout) as {
    sentences: { text: string; families: string[] }[];
    own_count: number;
    own_crossed: { family: string; text: string; families: string[] }[];
    builtin_count: number;
    builtin_captured: { intent: string; text: string; families: string[] }[];
  };
}

/** The topic a family's questions count under in the table (history families together). */
export function topicOf(family: string): string {
  const question = QUESTIONS.find((q) => q.families?.some((f) => f.id === family));
  return question?.families?.find((f) => f.id === family)?.topic ?? question?.topic ?? family;
}

export interface QuestionResult {
  text: string;
  family: string;
  outcome: 'right' | 'wrong' | 'missed';
  /** Families reached, with their slots. */
  reached: Record<string, Record<string, string>>;
}

export interface CorpusResult {
  language: string;
  boat: QuestionResult[];
  /** House questions a boat family took. */
  houseTaken: { text: string; families: string[] }[];
  houseCount: number;
}

interface CheckOutput {
  sentences: { text: string; families: string[]; slots: Record<string, Record<string, string>> }[];
}

const lower = (o: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.trim().toLowerCase()]));

/** Runs one language's corpus with `python` (which must import hassil). Throws when the check fails to run. */
export function runCorpus(corpus: Corpus, python: string): CorpusResult {
  const table = SENTENCES[corpus.language];
  if (!table) throw new Error(`No Assist sentences for ${corpus.language}`);
  const families = Object.fromEntries(Object.entries(table.families).map(([id, f]) => [id, f.commands]));
  const sentences = [...corpus.boat.map((q) => q.text), ...corpus.house.map((q) => q.text)];
  const r = spawnSync(python, [join(REPO_ROOT, 'test', 'ha', 'hassil_check.py')], {
    input: JSON.stringify({ language: corpus.language, families, sentences }),
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`hassil_check.py failed (${r.status ?? r.signal}): ${r.stderr}`);
  const out = (JSON.parse(r.stdout) as CheckOutput).sentences;
  const boat = corpus.boat.map((q, i): QuestionResult => {
    const reached = out[i]!.slots;
    const ids = Object.keys(reached);
    let outcome: QuestionResult['outcome'] = 'missed';
    if (ids.length > 0) {
      const slotsRight = JSON.stringify(lower(reached[q.family] ?? {})) === JSON.stringify(lower(q.slots ?? {}));
      outcome = ids.length === 1 && ids[0] === q.family && slotsRight ? 'right' : 'wrong';
    }
    return { text: q.text, family: q.family, outcome, reached };
  });
  const houseTaken = corpus.house.flatMap((q, i) => {
    const f = out[corpus.boat.length + i]!.families;
    return f.length > 0 ? [{ text: q.text, families: f }] : [];
  });
  return { language: corpus.language, boat, houseTaken, houseCount: corpus.house.length };
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${Math.floor((100 * n) / d)} %`);

/** The corpus table, for the results given: per language right %, wrong, house taken; then per topic. */
export function corpusTable(results: readonly CorpusResult[]): string {
  const cols = results.map((r) => r.language);
  const row = (label: string, cells: string[]) => `| ${label} | ${cells.join(' | ')} |`;
  const all = results.flatMap((r) => r.boat);
  const right = (qs: QuestionResult[]) => qs.filter((q) => q.outcome === 'right').length;
  const lines = [
    row('', [...cols, 'all']),
    row(
      '---',
      [...cols, 'all'].map(() => '---'),
    ),
    row('questions', [...results.map((r) => String(r.boat.length)), String(all.length)]),
    row('understood, right family', [...results.map((r) => pct(right(r.boat), r.boat.length)), `**${pct(right(all), all.length)}**`]),
    row('wrong family or slot', [...results.map((r) => String(r.boat.filter((q) => q.outcome === 'wrong').length)), String(all.filter((q) => q.outcome === 'wrong').length)]),
    row('house questions taken by a boat family', [
      ...results.map((r) => `${r.houseTaken.length}/${r.houseCount}`),
      `${results.reduce((s, r) => s + r.houseTaken.length, 0)}/${results.reduce((s, r) => s + r.houseCount, 0)}`,
    ]),
  ];
  const topics = [...new Set(all.map((q) => topicOf(q.family)))].sort();
  lines.push(
    '',
    row('topic', [...cols, 'all']),
    row(
      '---',
      [...cols, 'all'].map(() => '---'),
    ),
  );
  for (const t of topics) {
    const of = (qs: QuestionResult[]) => qs.filter((q) => topicOf(q.family) === t);
    lines.push(row(t, [...results.map((r) => pct(right(of(r.boat)), of(r.boat).length)), pct(right(of(all)), of(all).length)]));
  }
  return lines.join('\n');
}

/** One line per question not right: what it reached. */
export function corpusMisses(r: CorpusResult): string[] {
  return [
    ...r.boat.filter((q) => q.outcome !== 'right').map((q) => `${r.language} ${q.outcome.padEnd(6)} ${q.family.padEnd(18)} "${q.text}" -> ${JSON.stringify(q.reached)}`),
    ...r.houseTaken.map((h) => `${r.language} house  "${h.text}" -> ${h.families.join(', ')}`),
  ];
}
