/**
 * Token budget: what the tool surface costs a model, in Llama-3 tokens (the vocabulary
 * of Hermes 3 8B; llama3-tokenizer-js) and o200k tokens (js-tiktoken), counted on compact
 * JSON.stringify of what a real client receives:
 *  - the tool block: `tools` of a real tools/list, through the MCP SDK client against signalk-assist
 *    started as its own process (default menu, and `?tools=all` for comparison);
 *  - the answers to ten standard questions: the text block of each tools/call result in the default
 *    (compact) style, what every client shows the model (src/mcp/answer.ts); Home Assistant's MCP
 *    client hands its model the whole result (content and structuredContent, if any), counted as
 *    "HA view"; and, for comparison, the text block of the `full` style (`?answers=full`).
 * The answers come from the built-in demo vessel (every reading present). Targets: tool block
 * <= 600 Llama-3 tokens, every answer <= 60. Reference: tonybentley/signalk-mcp-server
 * 1.0.8 costs 894 for its seven named tools, 189 for its single code tool.
 *
 *   node --import tsx test/bench/tokens.ts          # alone (npm run bench:tokens)
 *   npm run bench                                   # run.ts calls tokenBench() first
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import llama3Tokenizer from 'llama3-tokenizer-js';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startAssist } from '../helpers/assist.js';

/** Targets (Llama-3 tokens). */
export const TOOL_BLOCK_TARGET = 600;
export const ANSWER_TARGET = 60;
/** The anchor's figures, for the printed comparison. */
export const ANCHOR = { named_tools: 894, code_tool: 189 };

/** The ten standard questions and the call that answers each. */
export const QUESTIONS: { label: string; tool: string; args: Record<string, unknown> }[] = [
  { label: 'battery', tool: 'battery_state', args: {} },
  { label: 'depth', tool: 'depth_state', args: {} },
  { label: 'wind', tool: 'wind_state', args: {} },
  { label: 'position', tool: 'navigation_state', args: {} },
  { label: 'alarms', tool: 'get_active_alarms', args: {} },
  { label: 'closest AIS target', tool: 'get_ais_targets', args: { limit: 1 } },
  { label: 'next waypoint', tool: 'get_route', args: {} },
  { label: 'local time', tool: 'get_local_time', args: {} },
  { label: 'fuel', tool: 'tank_levels', args: { type: 'fuel' } },
  { label: 'engine', tool: 'engine_state', args: {} },
];

const o200k = new Tiktoken(o200kBase);
/** Llama-3 tokens of a text (no BOS/EOS). */
export const llama3 = (text: string): number => llama3Tokenizer.encode(text, { bos: false, eos: false }).length;
/** o200k tokens of a text. */
export const o200kTokens = (text: string): number => o200k.encode(text).length;

export interface Count {
  llama3: number;
  o200k: number;
}
const count = (text: string): Count => ({ llama3: llama3(text), o200k: o200kTokens(text) });

export interface TokenFigures {
  /** The default tool block, and each tool's share of it. */
  tool_block: Count & { tools: string[]; per_tool: Record<string, Count> };
  /** Every tool listed (`?tools=all`), for comparison. */
  all_tools: Count & { tools: number };
  answers: {
    label: string;
    tool: string;
    args: Record<string, unknown>;
    text: string;
    text_tokens: Count;
    ha_view_tokens: Count;
    display_tokens: Count;
    full_text: string;
    full_text_tokens: Count;
  }[];
  checks: { figure: string; value: number; target: string; pass: boolean }[];
}

async function listed(url: string): Promise<{ name: string }[]> {
  const c = new Client({ name: 'token-bench', version: '0' });
  await c.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    return (await c.listTools()).tools;
  } finally {
    await c.close();
  }
}

/** Starts signalk-assist with the demo vessel, measures, stops it. */
export async function tokenBench(): Promise<TokenFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skassist-tokens-'));
  const assist = await startAssist({ transport: 'http', answers: 'default', args: ['--demo', '--no-assist', '--no-entities', '--data-dir', dataDir] });
  try {
    const tools = await listed(`${assist.url}/mcp`);
    const all = await listed(`${assist.url}/mcp?tools=all`);
    const per_tool = Object.fromEntries(tools.map((t) => [t.name, count(JSON.stringify(t))]));
    const answers: TokenFigures['answers'] = [];
    const full = new Client({ name: 'token-bench-full', version: '0' });
    await full.connect(new StreamableHTTPClientTransport(new URL(`${assist.url}/mcp?answers=full`)));
    try {
      for (const q of QUESTIONS) {
        // The demo vessel's first values arrive within a second or two of start: wait for a display (bounded).
        const end = Date.now() + 20_000;
        const ask = async () => {
          const r = await assist.client.callTool({ name: q.tool, arguments: q.args });
          const text = (r.content as { type: string; text: string }[])[0]?.text ?? '';
          return { r, text, display: (JSON.parse(text) as { display?: unknown }).display };
        };
        let a = await ask();
        while (a.display == null && Date.now() < end) {
          await new Promise((res) => setTimeout(res, 250));
          a = await ask();
        }
        const f = await full.callTool({ name: q.tool, arguments: q.args });
        const fullText = (f.content as { type: string; text: string }[])[0]?.text ?? '';
        answers.push({
          ...q,
          text: a.text,
          text_tokens: count(a.text),
          ha_view_tokens: count(JSON.stringify({ content: a.r.content, ...(a.r.structuredContent ? { structuredContent: a.r.structuredContent } : {}) })),
          display_tokens: count(typeof a.display === 'string' ? a.display : ''),
          full_text: fullText,
          full_text_tokens: count(fullText),
        });
      }
    } finally {
      await full.close();
    }
    const block = JSON.stringify(tools);
    const figures: TokenFigures = {
      tool_block: { ...count(block), tools: tools.map((t) => t.name), per_tool },
      all_tools: { ...count(JSON.stringify(all)), tools: all.length },
      answers,
      checks: [],
    };
    figures.checks.push({
      figure: 'default tool block, Llama-3 tokens',
      value: figures.tool_block.llama3,
      target: `<= ${TOOL_BLOCK_TARGET}`,
      pass: figures.tool_block.llama3 <= TOOL_BLOCK_TARGET,
    });
    for (const a of answers)
      figures.checks.push({
        figure: `answer: ${a.label}, Llama-3 tokens`,
        value: a.text_tokens.llama3,
        target: `<= ${ANSWER_TARGET}`,
        pass: a.text_tokens.llama3 <= ANSWER_TARGET,
      });
    return figures;
  } finally {
    await assist.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(head: string[], rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map(String));
  const w = head.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join('  ');
  return [line(head), ...cells.map(line)].join('\n');
}

/** Prints the figures as tables. */
export function printTokenFigures(f: TokenFigures): void {
  console.log('\nTool block (compact JSON of tools/list `tools`, through the SDK client)\n');
  console.log(
    table(
      ['tool', 'Llama-3', 'o200k'],
      [
        ...Object.entries(f.tool_block.per_tool).map(([n, c]) => [n, c.llama3, c.o200k]),
        ['default tool block', f.tool_block.llama3, f.tool_block.o200k],
        [`all ${f.all_tools.tools} tools (?tools=all)`, f.all_tools.llama3, f.all_tools.o200k],
        ['anchor: 7 named tools (signalk-mcp-server 1.0.8)', ANCHOR.named_tools, '-'],
        ['anchor: single code tool', ANCHOR.code_tool, '-'],
      ],
    ),
  );
  console.log('\nAnswers to the ten standard questions (demo vessel), tokens\n');
  console.log(
    table(
      ['question', 'tool', 'text Llama-3', 'text o200k', 'HA view Llama-3', 'display Llama-3', 'full text Llama-3'],
      f.answers.map((a) => [
        a.label,
        a.tool + (Object.keys(a.args).length ? ` ${JSON.stringify(a.args)}` : ''),
        a.text_tokens.llama3,
        a.text_tokens.o200k,
        a.ha_view_tokens.llama3,
        a.display_tokens.llama3,
        a.full_text_tokens.llama3,
      ]),
    ),
  );
  console.log('\ntext: the text block of the default (compact) answer, what a client shows its model; HA view: the whole result');
  console.log('as Home Assistant hands it to its model; display: the spoken sentence alone; full text: the `answers: full` text block.');
  console.log('\nTargets\n');
  console.log(
    table(
      ['check', 'value', 'target', ''],
      f.checks.map((c) => [c.figure, c.value, c.target, c.pass ? 'PASS' : 'FAIL']),
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  tokenBench()
    .then((f) => {
      printTokenFigures(f);
      for (const a of f.answers) console.log(`\n${a.label}: ${a.text}`);
      process.exit(0);
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
