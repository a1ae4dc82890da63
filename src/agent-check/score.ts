/**
 * Scoring `agent-check` runs. Pure: questions and what the model did in, figures and a
 * table out.
 */

/** One skipper question of a set (src/agent-check/questions/<language>.json). */
export interface Question {
  /** What the skipper says. */
  q: string;
  /** The tool a right answer calls; null when no tool is needed (a greeting, a question not about the boat). */
  tool: string | null;
  /**
   * Arguments a right call must carry (values compared case-insensitively for strings); other
   * arguments the model adds are allowed. Absent: any arguments the tool accepts.
   */
  args?: Record<string, unknown>;
}

/** What happened for one question. */
export interface Outcome {
  question: Question;
  /** The tool the model ran first (a `more_tools` call counts as the tool it named), or null for no call. */
  called: string | null;
  /** Whether it reached the tool through `more_tools`. */
  viaDiscovery: boolean;
  /** Whether the called tool was on the listed menu (`more_tools` itself is). */
  listed: boolean;
  /** The arguments it sent (null: not valid JSON / not an object). */
  args: Record<string, unknown> | null;
  /** Whether our MCP server answered the call without isError. */
  toolOk: boolean;
  /** The display our server answered with (null when there was none). */
  display: string | null;
  /** The model's spoken reply after the tool result (or its only reply when it called nothing). */
  reply: string;
  /** Wall time for the question, ms. */
  ms: number;
  /** Set when the question could not be completed (a timeout, an endpoint error). */
  error?: string;
}

/** Verdicts for one outcome. */
export interface Verdict {
  rightTool: boolean;
  /** Right tool, arguments an object the server accepted, carrying the expected ones. */
  validArgs: boolean;
  /** Some tool was expected and none was called. */
  noCall: boolean;
  /** The reply contains the display word for word (spacing, case and final punctuation aside). */
  verbatim: boolean;
  /** Every number the display says is in the reply. */
  numbers: boolean;
}

/** Lower case, one space between words, no quotes or final punctuation: how "verbatim" is compared. */
export function normalise(s: string): string {
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[“”„"«»*_`]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?,;:]+$/u, '')
    .trim();
}

/** Whether the reply says the display word for word. */
export function keepsVerbatim(display: string, reply: string): boolean {
  const d = normalise(display);
  return d.length > 0 && normalise(reply).includes(d);
}

/** The numbers a text says in digits, as written (decimal comma read as a point). */
export function numbersIn(s: string): string[] {
  return [...s.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0].replace(',', '.'));
}

/** Whether every number of the display is in the reply (as many times). */
export function keepsNumbers(display: string, reply: string): boolean {
  const have = numbersIn(reply);
  for (const n of numbersIn(display)) {
    const i = have.indexOf(n);
    if (i < 0) return false;
    have.splice(i, 1);
  }
  return true;
}

function sameValue(want: unknown, got: unknown): boolean {
  if (typeof want === 'string' && typeof got === 'string') return want.trim().toLowerCase() === got.trim().toLowerCase();
  return JSON.stringify(want) === JSON.stringify(got);
}

/** The verdicts for one outcome (see Verdict). */
export function judge(o: Outcome): Verdict {
  const want = o.question.tool;
  const rightTool = o.called === want;
  const carries = Object.entries(o.question.args ?? {}).every(([k, v]) => o.args !== null && sameValue(v, o.args[k]));
  const validArgs = want === null ? rightTool : rightTool && o.args !== null && o.toolOk && carries;
  const spoken = o.display !== null && o.display !== '';
  return {
    rightTool,
    validArgs,
    noCall: want !== null && o.called === null,
    verbatim: spoken && keepsVerbatim(o.display!, o.reply),
    numbers: spoken && keepsNumbers(o.display!, o.reply),
  };
}

/** Figures for one run (a menu, an answer style, a language). Rates are 0 to 1. */
export interface Summary {
  questions: number;
  rightTool: number;
  validArgs: number;
  /** Tool questions answered with no call. */
  noCall: number;
  /** Of the answers that had a display: the share whose reply kept it verbatim, and its numbers. */
  verbatim: number;
  numbers: number;
  /** How many answers had a display (the base of verbatim and numbers). */
  withDisplay: number;
  /** Tools called that were not on the listed menu (Home Assistant's client refuses those). */
  unlisted: number;
  /** Calls that went through `more_tools`. */
  viaDiscovery: number;
  /** Questions that ended in an error (timeout, endpoint). */
  errors: number;
  /** "expected → called" with how often, most frequent first. */
  wrongTool: { expected: string; called: string; count: number }[];
  /** Median and slowest time per question, seconds. */
  medianS: number;
  maxS: number;
}

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Sums up outcomes. */
export function summarise(outcomes: readonly Outcome[]): Summary {
  const v = outcomes.map(judge);
  const n = outcomes.length || 1;
  const shown = outcomes.map((o, i) => ({ o, v: v[i]! })).filter(({ o }) => o.display !== null && o.display !== '');
  const pairs = new Map<string, number>();
  for (const o of outcomes) {
    if (o.called === o.question.tool) continue;
    const key = `${o.question.tool ?? '(none)'}\u0000${o.called ?? '(none)'}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  return {
    questions: outcomes.length,
    rightTool: v.filter((x) => x.rightTool).length / n,
    validArgs: v.filter((x) => x.validArgs).length / n,
    noCall: v.filter((x) => x.noCall).length,
    verbatim: shown.length ? shown.filter((x) => x.v.verbatim).length / shown.length : 0,
    numbers: shown.length ? shown.filter((x) => x.v.numbers).length / shown.length : 0,
    withDisplay: shown.length,
    unlisted: outcomes.filter((o) => o.called !== null && !o.listed).length,
    viaDiscovery: outcomes.filter((o) => o.viaDiscovery).length,
    errors: outcomes.filter((o) => o.error !== undefined).length,
    wrongTool: [...pairs]
      .map(([k, count]) => ({ expected: k.split('\u0000')[0]!, called: k.split('\u0000')[1]!, count }))
      .sort((a, b) => b.count - a.count || a.expected.localeCompare(b.expected)),
    medianS: Math.round(median(outcomes.map((o) => o.ms)) / 100) / 10,
    maxS: Math.round(Math.max(0, ...outcomes.map((o) => o.ms)) / 100) / 10,
  };
}

const pct = (x: number) => `${Math.round(x * 100)} %`;

/** One labelled run for the table. */
export interface RunRow {
  label: string;
  summary: Summary;
}

/** The table printed at the end: one column per run, one line per figure, then the wrong-tool pairs. */
export function formatTable(rows: readonly RunRow[]): string {
  const lines: [string, (s: Summary) => string][] = [
    ['questions', (s) => String(s.questions)],
    ['right tool', (s) => pct(s.rightTool)],
    ['right tool, valid arguments', (s) => pct(s.validArgs)],
    ['no call (tool needed)', (s) => String(s.noCall)],
    ['reply keeps the display verbatim', (s) => `${pct(s.verbatim)} of ${s.withDisplay}`],
    ['reply keeps its numbers', (s) => `${pct(s.numbers)} of ${s.withDisplay}`],
    ['unlisted tool called by name', (s) => String(s.unlisted)],
    ['called through more_tools', (s) => String(s.viaDiscovery)],
    ['errors (timeout, endpoint)', (s) => String(s.errors)],
    ['seconds per question (median, max)', (s) => `${s.medianS}, ${s.maxS}`],
  ];
  const w0 = Math.max(...lines.map(([l]) => l.length));
  const cols = rows.map((r) => Math.max(r.label.length, ...lines.map(([, f]) => f(r.summary).length)));
  const out = [[''.padEnd(w0), ...rows.map((r, i) => r.label.padStart(cols[i]!))].join('  ')];
  for (const [label, f] of lines) out.push([label.padEnd(w0), ...rows.map((r, i) => f(r.summary).padStart(cols[i]!))].join('  '));
  for (const r of rows) {
    if (r.summary.wrongTool.length === 0) continue;
    out.push('', `wrong tool (${r.label}): ${r.summary.wrongTool.map((p) => `${p.expected} → ${p.called}${p.count > 1 ? ` ×${p.count}` : ''}`).join(', ')}`);
  }
  return out.join('\n') + '\n';
}
