/**
 * Unambiguous tool descriptions, checked from the descriptions alone, as a small model
 * sees them: for each typical question, exactly one tool's description names its subject, and it
 * is the tool that answers it.
 *
 * "Names its subject", mechanically:
 * - Each question lists its subject as stems: words or phrases taken from the question itself (the
 *   test first checks that every stem occurs in the question, so stems cannot be tailored to the
 *   descriptions).
 * - A stem occurs in a text when, after lower-casing and turning every character but a-z and 0-9 into
 *   a space, its words occur in a row, each one at the start of a word ("charg" occurs in
 *   "charging", not in "discharging"; "air pressure" in "air pressure", not in "oil pressure").
 * - A description is split into clauses at ". " and "; ". A clause that names another tool is a
 *   pointer ("Air pressure and weather trend: barometer_state"); the others are the tool's own text.
 *   Tool names are blanked before matching.
 * - A tool names a question's subject when some stem occurs in its own text. Exactly one tool may,
 *   and it must be the expected one; a pointer whose text holds a stem must point to the expected tool.
 * The matcher is also run on a deliberately ambiguous catalogue, where it must fail.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { QUERIES, QUESTIONS as CATALOGUE } from '../../src/questions/index.js';
import { DEFAULT_MENU, DISCOVERY_TOOL, discoveryDefinition } from '../../src/mcp/surface.js';

interface Question {
  q: string;
  tool: string;
  stems: string[];
}

/** Typical questions: these, then each question's own (src/questions/ `describedBy`). */
const QUESTIONS: Question[] = [...CATALOGUE.flatMap((c) => (c.describedBy ?? []).map((d) => ({ q: d.q, tool: c.query.name, stems: [...d.stems] })))];

/** Lower case, everything but a-z and 0-9 as single spaces, padded for word-start matching. */
function normalise(text: string, blank: readonly string[] = []): string {
  let t = text.toLowerCase();
  for (const name of blank) t = t.split(name).join(' ');
  return ` ${t.replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

/** Whether the stem's words occur in a row in `text`, each at the start of a word. */
export function occurs(stem: string, text: string): boolean {
  const words = normalise(stem).trim().split(' ');
  const re = new RegExp(` ${words.map((w) => `${w}[a-z0-9]*`).join(' ')} `);
  return re.test(text);
}

interface Parts {
  own: string;
  pointers: { to: string; text: string }[];
}

/** Splits a description into its own text and its pointers to other tools. */
function parts(name: string, description: string, names: readonly string[]): Parts {
  const clauses = description.split(/(?<=[.;])\s+/);
  const own: string[] = [];
  const pointers: Parts['pointers'] = [];
  for (const c of clauses) {
    const others = names.filter((n) => n !== name && new RegExp(`(^|[^a-z_])${n}([^a-z_]|$)`).test(c));
    if (others.length === 0) own.push(c);
    else for (const to of others) pointers.push({ to, text: normalise(c, names) });
  }
  return { own: normalise(own.join(' '), names), pointers };
}

/** Every problem the catalogue `tools` has with the questions ([] when unambiguous). */
function problems(tools: readonly { name: string; description: string }[], questions: readonly Question[]): string[] {
  const names = tools.map((t) => t.name);
  const split = tools.map((t) => ({ name: t.name, ...parts(t.name, t.description, names) }));
  const out: string[] = [];
  for (const { q, tool, stems } of questions) {
    const owners = split.filter((t) => stems.some((s) => occurs(s, t.own))).map((t) => t.name);
    if (owners.length !== 1 || owners[0] !== tool) out.push(`"${q}" (${tool}): named by ${owners.join(', ') || 'no tool'}`);
    for (const t of split) {
      for (const p of t.pointers) if (p.to !== tool && stems.some((s) => occurs(s, p.text))) out.push(`"${q}" (${tool}): ${t.name} points it to ${p.to}`);
    }
  }
  return out;
}

/** The descriptions an agent can see: every query, and the discovery tool as the default menu lists it. */
function catalogue(): { name: string; description: string }[] {
  return [...QUERIES.map((q) => ({ name: q.name, description: q.description })), { name: DISCOVERY_TOOL, description: discoveryDefinition(DEFAULT_MENU).description }];
}

describe('tool descriptions name each question once', () => {
  it('every stem is taken from its question', () => {
    for (const { q, stems } of QUESTIONS) for (const s of stems) assert.ok(occurs(s, normalise(q)), `"${s}" is not in "${q}"`);
  });

  it('covers about 40 questions and every query', () => {
    assert.ok(QUESTIONS.length >= 40, `${QUESTIONS.length} questions`);
    for (const q of QUERIES)
      assert.ok(
        QUESTIONS.some((x) => x.tool === q.name),
        `${q.name} has a question`,
      );
  });

  it('each question has exactly one tool whose description names its subject, the right one', () => {
    assert.deepEqual(problems(catalogue(), QUESTIONS), []);
  });

  it('each description says when to use another tool instead', () => {
    const names = catalogue().map((t) => t.name);
    for (const t of catalogue()) assert.ok(parts(t.name, t.description, names).pointers.length > 0, `${t.name} points to no other tool`);
  });

  it('the check can fail: a look-alike tool and a wrong pointer are caught', () => {
    const ambiguous = [...catalogue(), { name: 'fuel_state', description: 'How much fuel is left in the tanks.' }];
    assert.ok(
      problems(ambiguous, QUESTIONS).some((p) => p.includes('named by tank_levels, fuel_state')),
      'the look-alike is caught',
    );
    const wrong = catalogue().map((t) => (t.name === 'wind_state' ? { ...t, description: 'Wind: speed and direction. Air pressure: read_sensor.' } : t));
    assert.ok(
      problems(wrong, QUESTIONS).some((p) => p.includes('wind_state points it to read_sensor')),
      'the wrong pointer is caught',
    );
    const missing = catalogue().filter((t) => t.name !== 'depth_state');
    assert.ok(
      problems(missing, QUESTIONS).some((p) => p.includes('named by no tool')),
      'a subject no tool names is caught',
    );
  });
});
