/**
 * The voice-action command corpus (test/cases/commands/<lang>.json) through the TypeScript matcher
 * (src/actions/grammar.ts) and through Home Assistant's own (test/ha/hassil_check.py with a Core's
 * Python, so its hassil), against exactly the templates the add-on registers (src/actions/sentences/).
 * Used by test/unit/action-grammar.test.ts, test/ha/action-sentences.test.ts and scripts/command-corpus.ts.
 *
 * A command is right when it reaches its command and no other, with the expected slots (lower case);
 * wrong when it reaches another or a wrong slot; missed when it reaches none. A `not` sentence, a
 * question of the Assist corpus (test/cases/assist/<lang>.json) or a Home Assistant built-in sentence
 * must reach none. Sentences with an apostrophe are also tried with the other one ("'" and "’"):
 * Home Assistant 2024.3 matches "’" only where a template writes it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchCommand } from '../../src/actions/grammar.js';
import { COMMAND_SENTENCES } from '../../src/actions/sentences/index.js';
import type { CommandId } from '../../src/actions/types.js';
import { SENTENCES } from '../../src/assist/sentences/index.js';
import type { Language } from '../../src/domain/language.js';
import { BUILTIN_COMMANDS } from '../ha/assist-fixtures.js';
import { loadCorpora } from './assist-corpus.js';
import { REPO_ROOT } from './repo.js';

/** One language's command corpus file. */
export interface CommandCorpus {
  language: Language;
  /** Commands as a crew says them, with the command and slots (lower case) they must give. */
  commands: { text: string; command: CommandId; slots?: Record<string, string> }[];
  /** Sentences that must be no command (questions, drills, bare words, our announcements heard back), with why. */
  not: { text: string; why: string }[];
}

export const COMMAND_CORPUS_DIR = join(REPO_ROOT, 'test', 'cases', 'commands');

/** Every language's command corpus, by language tag. */
export function loadCommandCorpora(): Record<string, CommandCorpus> {
  const out: Record<string, CommandCorpus> = {};
  for (const f of readdirSync(COMMAND_CORPUS_DIR).filter((n) => n.endsWith('.json'))) {
    const c = JSON.parse(readFileSync(join(COMMAND_CORPUS_DIR, f), 'utf8')) as CommandCorpus;
    out[c.language] = c;
  }
  return out;
}

/** The sentence and, when it holds an apostrophe, the same with the other one. */
export function withApostrophes(text: string): string[] {
  if (text.includes("'")) return [text, text.replace(/'/g, '’')];
  if (text.includes('’')) return [text, text.replace(/’/g, "'")];
  return [text];
}

/** What one matcher made of a sentence: the commands it reached, with the slots of each (lower case, trimmed). */
export type Reached = Partial<Record<CommandId, Record<string, string>>>;

export interface CommandResult {
  text: string;
  command: CommandId;
  outcome: 'right' | 'wrong' | 'missed';
  reached: Reached;
}

/** One language through one matcher. */
export interface CommandCorpusResult {
  language: string;
  /** `ts` (src/actions/grammar.ts) or `hassil <version>`. */
  engine: string;
  commands: CommandResult[];
  /** `not` sentences that reached a command. */
  notTaken: { text: string; reached: Reached }[];
  notCount: number;
  /** Questions of the Assist corpus (boat and house) that reached a command. */
  questionsTaken: { text: string; reached: Reached }[];
  questionCount: number;
}

const lower = (o: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o)
      .map(([k, v]): [string, string] => [k, String(v).trim().toLowerCase()])
      .sort(([a], [b]) => a.localeCompare(b)),
  );

function outcomeOf(expected: CommandCorpus['commands'][number], reached: Reached): CommandResult['outcome'] {
  const ids = Object.keys(reached);
  if (ids.length === 0) return 'missed';
  const slotsRight = JSON.stringify(lower(reached[expected.command] ?? {})) === JSON.stringify(lower(expected.slots ?? {}));
  return ids.length === 1 && ids[0] === expected.command && slotsRight ? 'right' : 'wrong';
}

/** The Assist corpus's sentences (boat and house) of a language. */
export function questionTexts(language: string): string[] {
  const c = loadCorpora()[language];
  return c ? [...c.boat, ...c.house].map((q) => q.text) : [];
}

/**
 * Scores one language given a function telling what a sentence reaches. Each command's apostrophe
 * variants are scored as commands of their own.
 */
export function scoreCorpus(corpus: CommandCorpus, engine: string, reach: (text: string) => Reached): CommandCorpusResult {
  const commands = corpus.commands.flatMap((c) =>
    withApostrophes(c.text).map((text): CommandResult => {
      const reached = reach(text);
      return { text, command: c.command, outcome: outcomeOf(c, reached), reached };
    }),
  );
  const taken = (texts: string[]) => texts.map((text) => ({ text, reached: reach(text) })).filter((t) => Object.keys(t.reached).length > 0);
  const questions = questionTexts(corpus.language);
  return {
    language: corpus.language,
    engine,
    commands,
    notTaken: taken(corpus.not.map((n) => n.text)),
    notCount: corpus.not.length,
    questionsTaken: taken(questions),
    questionCount: questions.length,
  };
}

/** The TypeScript matcher on one language's corpus (its own language only). */
export function runCommandCorpusTs(corpus: CommandCorpus): CommandCorpusResult {
  return scoreCorpus(corpus, 'ts', (text) => {
    const m = matchCommand(text, [corpus.language]);
    return m ? { [m.command]: lower(m.slots as Record<string, string>) } : {};
  });
}

interface CheckResult {
  sentences: { text: string; families: string[]; slots: Record<string, Record<string, string>> }[];
  builtin_count: number;
  builtin_captured: { intent: string; text: string; families: string[] }[];
  own_count?: number;
  own_crossed?: { family: string; text: string; families: string[] }[];
}

/** What hassil made of one language: the corpus scored, HA's built-in sentences and our questions' grammar. */
export interface HassilCommandCheck {
  result: CommandCorpusResult;
  /** Sentences sampled from Home Assistant's built-in grammar for the language (and BUILTIN_COMMANDS) that reached a command. */
  builtinTaken: { intent: string; text: string; commands: string[] }[];
  builtinCount: number;
  /** Command sentences of the corpus that a question family (an Assist question template) also took. */
  questionFamilyTook: { text: string; families: string[] }[];
  /** Sentences sampled from our command templates (`ownPerTemplate` each) and those that reached another command too, or none. */
  ownCount: number;
  ownCrossed: { family: string; text: string; families: string[] }[];
}

/**
 * Runs every given language through hassil_check.py with `python` (which must import hassil; a Core's
 * venv for `builtinPerTemplate` > 0), in one Python run: the command templates against the corpus,
 * our Assist questions, BUILTIN_COMMANDS, `builtinPerTemplate` samples of each built-in template and
 * `ownPerTemplate` samples of each command template (each must reach its own command only); the
 * question templates against the corpus's commands. Throws when the check fails to run.
 */
export function runCommandCorpusHassil(corpora: readonly CommandCorpus[], python: string, engine: string, builtinPerTemplate = 0, ownPerTemplate = 0): HassilCommandCheck[] {
  const batch = corpora.flatMap((c) => {
    const commandTexts = c.commands.flatMap((x) => withApostrophes(x.text));
    return [
      {
        language: c.language,
        families: COMMAND_SENTENCES[c.language].commands,
        sentences: [...commandTexts, ...c.not.map((n) => n.text), ...questionTexts(c.language), ...(BUILTIN_COMMANDS[c.language] ?? [])],
        builtin_per_template: builtinPerTemplate,
        own_per_template: ownPerTemplate,
        seed: 7,
      },
      {
        language: c.language,
        families: Object.fromEntries(Object.entries(SENTENCES[c.language]!.families).map(([id, f]) => [id, f.commands])),
        sentences: commandTexts,
      },
    ];
  });
  const r = spawnSync(python, [join(REPO_ROOT, 'test', 'ha', 'hassil_check.py')], {
    input: JSON.stringify({ batch }),
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`hassil_check.py failed (${r.status ?? r.signal}): ${r.stderr}`);
  const out = (JSON.parse(r.stdout) as { batch: CheckResult[] }).batch;
  return corpora.map((c, i) => {
    const commands = out[2 * i]!;
    const questions = out[2 * i + 1]!;
    const reached = new Map(commands.sentences.map((s) => [s.text, Object.fromEntries(Object.entries(s.slots).map(([id, v]) => [id, lower(v)])) as Reached]));
    const result = scoreCorpus(c, engine, (text) => reached.get(text) ?? {});
    const builtins = BUILTIN_COMMANDS[c.language] ?? [];
    const listed = builtins.flatMap((text) => {
      const got = Object.keys(reached.get(text) ?? {});
      return got.length > 0 ? [{ intent: 'BUILTIN_COMMANDS', text, commands: got }] : [];
    });
    return {
      result,
      builtinTaken: [...listed, ...commands.builtin_captured.map((b) => ({ intent: b.intent, text: b.text, commands: b.families }))],
      builtinCount: commands.builtin_count + builtins.length,
      questionFamilyTook: questions.sentences.filter((s) => s.families.length > 0).map((s) => ({ text: s.text, families: s.families })),
      ownCount: commands.own_count ?? 0,
      ownCrossed: commands.own_crossed ?? [],
    };
  });
}

/** The table per language: commands right, wrong, missed; `not` and Assist questions taken. */
export function commandTable(results: readonly CommandCorpusResult[]): string {
  const cols = results.map((r) => r.language);
  const row = (label: string, cells: string[]) => `| ${label} | ${cells.join(' | ')} |`;
  const count = (f: (r: CommandCorpusResult) => number) => [...results.map((r) => String(f(r))), String(results.reduce((s, r) => s + f(r), 0))];
  const of = (outcome: CommandResult['outcome']) => (r: CommandCorpusResult) => r.commands.filter((c) => c.outcome === outcome).length;
  const frac = (taken: (r: CommandCorpusResult) => number, all: (r: CommandCorpusResult) => number) => [
    ...results.map((r) => `${taken(r)}/${all(r)}`),
    `${results.reduce((s, r) => s + taken(r), 0)}/${results.reduce((s, r) => s + all(r), 0)}`,
  ];
  return [
    row(results[0]?.engine ?? '', [...cols, 'all']),
    row(
      '---',
      [...cols, 'all'].map(() => '---'),
    ),
    row(
      'commands (with apostrophe variants)',
      count((r) => r.commands.length),
    ),
    row('right', count(of('right'))),
    row('wrong', count(of('wrong'))),
    row('missed', count(of('missed'))),
    row(
      '`not` taken',
      frac(
        (r) => r.notTaken.length,
        (r) => r.notCount,
      ),
    ),
    row(
      'Assist questions taken',
      frac(
        (r) => r.questionsTaken.length,
        (r) => r.questionCount,
      ),
    ),
  ].join('\n');
}

/** One line per sentence not right: what it reached. */
export function commandMisses(r: CommandCorpusResult): string[] {
  return [
    ...r.commands
      .filter((c) => c.outcome !== 'right')
      .map((c) => `${r.engine} ${r.language} ${c.outcome.padEnd(6)} ${c.command.padEnd(20)} "${c.text}" -> ${JSON.stringify(c.reached)}`),
    ...r.notTaken.map((t) => `${r.engine} ${r.language} not    "${t.text}" -> ${JSON.stringify(t.reached)}`),
    ...r.questionsTaken.map((t) => `${r.engine} ${r.language} question "${t.text}" -> ${JSON.stringify(t.reached)}`),
  ];
}
