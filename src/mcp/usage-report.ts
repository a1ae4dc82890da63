/**
 * `signalk-assist usage`: reads the usage log (usage-log.ts) and prints, per tool, how often it was
 * called (directly or through more_tools), its absent and error rates, and what its definition
 * cost: its schema tokens times the number of tool lists that carried it. These are the figures for
 * deciding which tools to keep on the menu (option `tools`) and which to drop.
 *
 * Tokens are Llama-3 tokens (the vocabulary of Hermes 3 8B) of the tool's compact JSON definition,
 * counted with llama3-tokenizer-js when it is installed (a development dependency); otherwise they
 * are estimated from the JSON's length and marked as estimates.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QUERIES, findQuery } from '../questions/index.js';
import { DEFAULT_MENU, DISCOVERY_TOOL, discoveryDefinition, queryDefinition } from './surface.js';
import { USAGE_FILE, USAGE_FILES } from './usage-log.js';

/** A call line of the log. */
export interface CallLine {
  t: string;
  tool: string;
  via?: string;
  outcome: 'ok' | 'absent' | 'error';
  ms: number;
  bytes: number;
}

/** A tools/list line of the log. */
export interface ListLine {
  t: string;
  list: string[];
  bytes: number;
}

/** One tool's figures. */
export interface ToolUsage {
  tool: string;
  /** Calls in all, including those through more_tools. */
  calls: number;
  /** Calls that came through more_tools. */
  via_discovery: number;
  absent: number;
  errors: number;
  /** Tool lists that carried this tool. */
  listed: number;
  /** Tokens of its definition (as the default menu lists it, for more_tools); null for unknown names. */
  schema_tokens: number | null;
  /** Sum over the lists that carried it of its definition's tokens in that list. */
  tokens_sent: number;
}

/** The report. */
export interface UsageReport {
  from: string | null;
  to: string | null;
  calls: number;
  lists: number;
  /** Whether token figures are exact (tokenizer installed) or estimated. */
  exact_tokens: boolean;
  tools: ToolUsage[];
}

/** Counts tokens in a text. */
export type TokenCounter = (text: string) => number;

/** Characters per Llama-3 token in our tool definitions (measured on the default menu), for the estimate. */
const CHARS_PER_TOKEN = 4.6;

/** The Llama-3 counter when llama3-tokenizer-js is installed, else an estimate. */
export async function loadTokenCounter(): Promise<{ count: TokenCounter; exact: boolean }> {
  try {
    const mod = (await import('llama3-tokenizer-js')) as { default: { encode(t: string, o?: { bos?: boolean; eos?: boolean }): number[] } };
    return { count: (t) => mod.default.encode(t, { bos: false, eos: false }).length, exact: true };
  } catch {
    return { count: (t) => Math.ceil(t.length / CHARS_PER_TOKEN), exact: false };
  }
}

/** Reads every usage file in `dir`, oldest first. Unreadable lines are skipped. */
export async function readUsage(dir: string): Promise<{ calls: CallLine[]; lists: ListLine[] }> {
  const calls: CallLine[] = [];
  const lists: ListLine[] = [];
  const names = [...Array.from({ length: USAGE_FILES - 1 }, (_, i) => `${USAGE_FILE}.${USAGE_FILES - 1 - i}`), USAGE_FILE];
  for (const name of names) {
    let text: string;
    try {
      text = await readFile(join(dir, name), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        const o = JSON.parse(line) as Record<string, unknown>;
        if (Array.isArray(o.list)) lists.push(o as unknown as ListLine);
        else if (typeof o.tool === 'string') calls.push(o as unknown as CallLine);
      } catch {
        /* a line cut by a crash: skip */
      }
    }
  }
  return { calls, lists };
}

/** Builds the report from the log's lines. */
export function summarise(lines: { calls: CallLine[]; lists: ListLine[] }, count: TokenCounter, exact: boolean): UsageReport {
  const defTokens = new Map<string, number>();
  const tokensOf = (tool: string, menu: readonly string[]): number | null => {
    const key = tool === DISCOVERY_TOOL ? `${tool}|${menu.join(',')}` : tool;
    let n = defTokens.get(key);
    if (n === undefined) {
      const q = findQuery(tool);
      const def = tool === DISCOVERY_TOOL ? discoveryDefinition(menu) : q ? queryDefinition(q) : null;
      if (!def) return null;
      n = count(JSON.stringify(def));
      defTokens.set(key, n);
    }
    return n;
  };
  const rows = new Map<string, ToolUsage>();
  const row = (tool: string): ToolUsage => {
    let r = rows.get(tool);
    if (!r) {
      r = { tool, calls: 0, via_discovery: 0, absent: 0, errors: 0, listed: 0, schema_tokens: null, tokens_sent: 0 };
      rows.set(tool, r);
    }
    return r;
  };
  for (const q of QUERIES) row(q.name);
  row(DISCOVERY_TOOL);
  for (const c of lines.calls) {
    const r = row(c.tool);
    r.calls++;
    if (c.via) r.via_discovery++;
    if (c.outcome === 'absent') r.absent++;
    if (c.outcome === 'error') r.errors++;
  }
  for (const l of lines.lists) {
    for (const tool of l.list) {
      const r = row(tool);
      r.listed++;
      r.tokens_sent += tokensOf(tool, l.list) ?? 0;
    }
  }
  for (const r of rows.values()) r.schema_tokens = tokensOf(r.tool, DEFAULT_MENU);
  const times = [...lines.calls.map((c) => c.t), ...lines.lists.map((l) => l.t)].sort();
  const tools = [...rows.values()].sort((a, b) => b.calls - a.calls || b.tokens_sent - a.tokens_sent || a.tool.localeCompare(b.tool));
  return { from: times[0] ?? null, to: times.at(-1) ?? null, calls: lines.calls.length, lists: lines.lists.length, exact_tokens: exact, tools };
}

const pct = (n: number, of: number) => (of === 0 ? '-' : `${Math.round((100 * n) / of)}%`);

/** "1 call", "2 calls", "0 tool lists". */
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The report as a text table. */
export function formatReport(r: UsageReport, dir: string): string {
  const head = ['tool', 'calls', 'via more_tools', 'absent', 'errors', 'listed', 'schema tokens', 'tokens sent'];
  const body = r.tools.map((t) => [
    t.tool,
    String(t.calls),
    String(t.via_discovery),
    pct(t.absent, t.calls),
    pct(t.errors, t.calls),
    String(t.listed),
    t.schema_tokens === null ? '-' : String(t.schema_tokens),
    String(t.tokens_sent),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const lines = [
    r.calls + r.lists === 0
      ? `No tool calls logged yet in ${dir} (${USAGE_FILE}).`
      : `Tool usage logged in ${dir} from ${r.from} to ${r.to}: ${plural(r.calls, 'call')}, ${plural(r.lists, 'tool list')} sent.`,
    '',
    fmt(head),
    ...body.map(fmt),
    '',
    `absent: the answer had nothing to say (display null); listed: tool lists that carried the tool; tokens sent: its schema tokens times those lists.`,
    r.exact_tokens
      ? 'Tokens are Llama-3 tokens of the compact JSON definition.'
      : 'Tokens are estimated (llama3-tokenizer-js is not installed): about one per 4.6 characters of the compact JSON definition.',
  ];
  return lines.join('\n') + '\n';
}
