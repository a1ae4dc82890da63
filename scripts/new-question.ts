/**
 * `npm run new-question -- <tool_name> [signalk.path] [quantity kind] [--sensor]`: a new question in its own folder
 * (src/questions/<name>/, docs/design.md#one-place-per-question) that builds, passes the tests and
 * answers "The boat isn't reporting <subject> right now." until its reading arrives: a query reading
 * one SignalK path (default `environment.<name>`) spoken as one quantity (default `temperature`), its
 * words and Assist sentences in every language (English placeholders, to be written in each
 * language), an empty phrasing corpus, and its line in src/questions/index.ts; with `--sensor`, a Home
 * Assistant sensor showing the reading too (`sensor.signalk_<name without _state>`, sensor.ts), on a
 * boat that sends the path. Then follow the recipe.
 * Writes files; refuses a name that is taken or not [a-z][a-z0-9_]*.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../src/domain/language.js';
import { LIMITS, type QuantityKind } from '../src/domain/quantities.js';
import { stateNumber } from '../src/entities/plan.js';
import { findSensor, QUERIES } from '../src/questions/index.js';
import { UNIT_PRESETS } from '../src/speech/types.js';
import { UNIT_RULES } from '../src/speech/units.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const withSensor = args.includes('--sensor');
const [name, path, kind = 'temperature'] = args.filter((a) => a !== '--sensor');

function fail(message: string): never {
  console.error(`new-question: ${message}`);
  process.exit(2);
}

if (!name || !/^[a-z][a-z0-9_]{1,40}$/.test(name)) fail('give the tool name, e.g. npm run new-question -- tide_state environment.tide.heightNow length');
if (QUERIES.some((q) => q.name === name)) fail(`${name} is already a question`);
if (!Object.hasOwn(LIMITS, kind)) fail(`unknown quantity kind "${kind}"; one of: ${Object.keys(LIMITS).join(', ')}`);
const sensorId = name.replace(/_state$/, '');
if (withSensor && findSensor(sensorId)) fail(`a sensor of kind "${sensorId}" exists already`);
if (withSensor && !(UNIT_RULES[kind as keyof typeof UNIT_RULES]?.['nautical-metric'] && UNIT_RULES[kind as keyof typeof UNIT_RULES]?.['nautical-imperial'])) {
  fail(`a ${kind} has no single unit for a sensor's state; leave out --sensor and write sensor.ts by hand`);
}
/** A plausible reading of the common kinds for the example (SI); else the middle of the kind's limits. */
const PLAUSIBLE: Partial<Record<QuantityKind, number>> = { temperature: 291.15, length: 1.8, depth: 4.2, pressure: 101_320, ratio: 0.5, speed: 3 };
const limits = LIMITS[kind as QuantityKind];
const exampleValue = PLAUSIBLE[kind as QuantityKind] ?? (limits.min + limits.max) / 2;
const folder = name.replace(/_/g, '-');
const dir = join(ROOT, 'src', 'questions', folder);
if (existsSync(dir)) fail(`src/questions/${folder} exists`);
const words = name.replace(/_/g, ' ');
const camel = name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const Pascal = camel[0]!.toUpperCase() + camel.slice(1);
const signalkPath = path ?? `environment.${camel}`;
const perLanguage = (value: (l: string) => string) => LANGUAGES.map((l) => `  ${l.includes('-') ? `'${l}'` : l}: ${value(l)},`).join('\n');

const files: Record<string, string> = {
  'answer.ts': `/**
 * The ${words} answer: the reading of SignalK \`${signalkPath}\` (SI) said as one ${kind}, "${words} {value}.";
 * null without it (docs/design.md#truthful-absence). TODO: example outputs and the source of each rule.
 */
import { fill } from '../../speech/locale.js';
import type { Numbers } from '../../speech/numbers.js';
import type { QuestionAnswer } from '../../speech/types.js';
import { WORDS } from './words.js';

/** The reading, SI. */
export interface ${Pascal}Reading {
  /** SignalK \`${signalkPath}\`. */
  value: number | null;
}

/** One language's words: \`value\` with \`{value}\` (the ${kind} with its unit); \`subject\` for "The boat isn't reporting {subject} right now." */
export interface ${Pascal}Words {
  readonly value: string;
  readonly subject: string;
}

/** "${words} {value}." from the reading; null without a speakable value. */
export function say${Pascal}(words: ${Pascal}Words, n: Numbers, reading: ${Pascal}Reading): string | null {
  const value = n.quantity('${kind}', reading.value).text;
  return value === null ? null : fill(words.value, { value });
}

/** The answer with its words, for \`Speaker.answer\`. */
export const ${name.toUpperCase()}: QuestionAnswer<${Pascal}Words, ${Pascal}Reading> = { words: WORDS, say: say${Pascal} };
`,
  'words.ts': `/** The ${words} answer's words in every language (see answer.ts ${Pascal}Words). TODO: write each language's own words. */
import type { ByLanguage } from '../../speech/types.js';
import type { ${Pascal}Words } from './answer.js';

export const WORDS: ByLanguage<${Pascal}Words> = {
${perLanguage(() => `{ value: '${words[0]!.toUpperCase()}${words.slice(1)} {value}.', subject: '${words}' }`)}
};
${
  withSensor
    ? `
/** The ${sensorId} sensor's name (the entity plan capitalises it). TODO: each language's own words. */
export const SENSOR_NAME: ByLanguage<string> = {
${perLanguage(() => `'${sensorId.replace(/_/g, ' ')}'`)}
};
`
    : ''
}`,
  'query.ts': `/**
 * ${name}: TODO say which question it answers. SignalK \`${signalkPath}\` (SI). Without it the answer is
 * absent (the language's "not reporting" sentence).
 */
import { Freshness, readNumber } from '../../queries/common.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';
import { mapLanguages } from '../../domain/language.js';
import { ${name.toUpperCase()} } from './answer.js';
import { WORDS } from './words.js';

/** SignalK path of the reading. */
export const PATH = '${signalkPath}';

export interface ${Pascal}Result extends BaseResult {
  /** ${signalkPath}, SI */
  value: number | null;
}

export const query = defineQuery({
  name: '${name}',
  title: '${words[0]!.toUpperCase()}${words.slice(1)}',
  description: '${words[0]!.toUpperCase()}${words.slice(1)}: TODO what it answers. Any other reading: read_sensor.',
  input: {},
  subject: mapLanguages(WORDS, (w) => w.subject),
  // Off more_tools' description until its words are weighed against the default menu's token budget.
  described: false,
  run(_args, ctx): ${Pascal}Result {
    const fresh = new Freshness(ctx);
    const value = readNumber(ctx, fresh, PATH);
    return { value, display: fresh.speak(ctx.speaker.answer(${name.toUpperCase()}, { value })), timestamp: fresh.timestamp() };
  },
});
`,
  'sentences.ts': `/** The ${words}'s Assist sentences in every language. TODO: how sailors ask, in each language (rules: assist/sentences/index.ts). */
import type { ByLanguage } from '../../domain/language.js';
import type { QuestionSentences } from '../types.js';

export const SENTENCES: ByLanguage<QuestionSentences> = {
${perLanguage(() => `{ families: { ${name}: { title: '${words}', frames: ["what's the ${words}", 'what is the ${words}', '${words} [now]'], examples: ["what's the ${words}", 'what is the ${words}', '${words}'] } } }`)}
};
`,
  'index.ts': `/**
 * ${name}: TODO the questions it answers. Everything that is this question's is in this folder: the
 * query (query.ts), the answer and its words (answer.ts, words.ts), the Assist sentences
 * (sentences.ts), the phrasing corpus (corpus.json).
 */
import { defineQuestion } from '../types.js';
import { query } from './query.js';
import { SENTENCES } from './sentences.js';${withSensor ? "\nimport { SENSOR } from './sensor.js';" : ''}

export const ${camel} = defineQuestion({
  query,
  docs: '${words}: TODO what it answers, as the tool tables of DOCS.md say it',
  // TODO: a reading as the boat sends it (the examples test asks the question on it).
  example: { self: { '${signalkPath}': ${exampleValue} } },${withSensor ? '\n  sensor: SENSOR,' : ''}
  families: [{ id: query.name }],
  sentences: SENTENCES,
  // TODO: the same question in each language's own words.
  agentCheck: {
${perLanguage(() => `[{ q: 'What is the ${words}?' }]`).replace(/^/gm, '  ')}
  },
  describedBy: [{ q: 'What is the ${words}?', stems: ['${words}'] }],
  // TODO: a reading on the demo boat (src/demo/vessel.ts), then drop this line.
  onDemoBoat: false,
});
`,
  'corpus.json': `${JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l, []])), null, 2)}\n`,
};

if (withSensor) {
  const units = [...new Set(UNIT_PRESETS.map((preset) => stateNumber(kind as QuantityKind, null, preset).unit))].map((u) => `\`${u}\``).join(' or ');
  files['sensor.ts'] = `/**
 * \`sensor.signalk_${sensorId}\` (${name}): its reading in the unit preset's unit, on a boat that ever sent
 * \`${signalkPath}\` (questions/sensor.ts). TODO: device class, icon, what change is significant.
 */
import { defineSensor } from '../sensor.js';
import { PATH, type ${Pascal}Result } from './query.js';
import { SENSOR_NAME } from './words.js';

export const SENSOR = defineSensor<null, ${Pascal}Result>({
  kind: '${sensorId}',
  instances: (boat) => (boat.paths.includes(PATH) ? [null] : []),
  id: () => '${sensorId}',
  name: SENSOR_NAME,
  state: (_i, r) => ({ quantity: '${kind}', si: r.value }),
  icon: 'mdi:gauge',
  freshness: PATH,
  docs: { entity: '\`sensor.signalk_${sensorId}\`', state: '${words}', unit: '${units}' },
});
`;
}

mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);

// Its line in the list, before the history tools (behind more_tools like them).
const indexFile = join(ROOT, 'src', 'questions', 'index.ts');
let index = readFileSync(indexFile, 'utf8');
const lastImport = index.lastIndexOf('\nimport ');
const importEnd = index.indexOf('\n', lastImport + 1);
index = `${index.slice(0, importEnd + 1)}import { ${camel} } from './${folder}/index.js';\n${index.slice(importEnd + 1)}`;
index = index.replace(/\n\];\n/, `\n  ${camel},\n];\n`);
writeFileSync(indexFile, index);
// In the project's format (biome), so that `npm run lint` passes as it is.
spawnSync(join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', dir, indexFile], { stdio: 'ignore' });
console.log(`src/questions/${folder}/ written (${Object.keys(files).join(', ')}) and listed in src/questions/index.ts.
Next: docs/design.md "How to add a question" (words in every language, sentences, the demo reading, the recipe's checks).`);
