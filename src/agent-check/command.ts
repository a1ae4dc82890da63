/**
 * `signalk-assist agent-check`: does a chat model get along with our tools? Asks the
 * built-in skipper questions through an OpenAI-compatible endpoint with our real MCP server's tools
 * and prints, per language, menu and answer style: right tool, valid arguments, no call, wrong-tool
 * pairs, whether the reply kept our display verbatim (and its numbers), time per question.
 * Bad flags: one line each, exit 2 (like `serve`); an endpoint that is down, too slow or without
 * tool calling: one line, exit 1.
 */
import { parseArgs } from 'node:util';
import { addSecret } from '../log.js';
import { ANSWER_STYLES } from '../mcp/answer.js';
import { checkToolNames } from '../mcp/surface.js';
import { LANGUAGES, type Language } from '../speech/types.js';
import { QUESTIONS } from './questions.js';
import { AGENT_CLIENTS, EndpointError, pickQuestions, probe, runSpec, type AgentClient, type Boat, type Endpoint, type RunSpec } from './run.js';
import { formatTable, judge, summarise, type Outcome } from './score.js';

export const AGENT_CHECK_USAGE = `usage: signalk-assist agent-check --endpoint URL --model NAME [options]

Asks a chat model the built-in skipper questions with this boat's MCP tools (the demo vessel, or
--signalk-url), runs its tool calls through our MCP server and scores what it did.

  --endpoint URL            OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1 (Ollama),
                            http://127.0.0.1:8080/v1 (llama.cpp); env SIGNALK_ASSIST_AGENT_ENDPOINT
  --model NAME              the model's name at that endpoint, e.g. hermes3:8b; env SIGNALK_ASSIST_AGENT_MODEL
  --api-key KEY             sent as a Bearer token (never printed); env OPENAI_API_KEY
  --language L              question set and answer language: ${LANGUAGES.join(', ')} (default en; repeat for several)
  --menu M                  tools listed to the model: default, all, or tool names joined by commas
                            (default: default; repeat to compare)
  --style S                 tool answers: ${ANSWER_STYLES.join(', ')} (default compact; repeat to compare)
  --client C                whose ways to copy: generic (our instructions in the system prompt, any
                            tool name answered), home-assistant (Home Assistant's prompt, no
                            instructions, unlisted tools refused) or hermes (Hermes Agent's names
                            mcp__boat__<tool>, its prompt and result wrapper, no instructions,
                            unlisted tools refused) (default generic; repeat to compare)
  --questions N             ask N of the questions, spread over the set (default all)
  --timeout S               longest wait for one model answer, seconds (default 180; the first one
                            also reads the tool list)
  --signalk-url URL         ask about a live boat instead of the demo vessel; env SIGNALK_URL
  --signalk-token TOKEN     its access token; env SIGNALK_TOKEN
  --json                    print every answer and the figures as JSON
`;

function fail(lines: string[]): never {
  for (const l of lines) process.stderr.write(`signalk-assist: ${l}\n`);
  process.exit(2);
}

/** The parsed and checked options. */
export interface AgentCheckOptions {
  endpoint: Endpoint;
  boat: Boat;
  specs: RunSpec[];
  questions?: number;
  json: boolean;
}

/**
 * Reads and checks the flags (env variables fill the gaps); every problem in one line each.
 * @returns the options, or the problems found.
 */
export function readAgentCheckOptions(args: string[], env: NodeJS.ProcessEnv): { options: AgentCheckOptions } | { problems: string[] } | { help: true } {
  let values: Record<string, string | string[] | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        endpoint: { type: 'string' },
        model: { type: 'string' },
        'api-key': { type: 'string' },
        language: { type: 'string', multiple: true },
        menu: { type: 'string', multiple: true },
        style: { type: 'string', multiple: true },
        client: { type: 'string', multiple: true },
        questions: { type: 'string' },
        timeout: { type: 'string' },
        'signalk-url': { type: 'string' },
        'signalk-token': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    return { problems: [`${(e as Error).message.split('\n')[0]} (see signalk-assist agent-check --help)`] };
  }
  if (values.help) return { help: true };
  const problems: string[] = [];
  const endpoint = (values.endpoint as string | undefined) ?? env.SIGNALK_ASSIST_AGENT_ENDPOINT;
  const model = (values.model as string | undefined) ?? env.SIGNALK_ASSIST_AGENT_MODEL;
  if (!endpoint) problems.push('--endpoint: required, the OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1');
  else if (!/^https?:\/\/[^\s/]+/.test(endpoint)) problems.push('--endpoint: must be an http:// or https:// URL, e.g. http://127.0.0.1:11434/v1');
  if (!model) problems.push("--model: required, the model's name at the endpoint, e.g. hermes3:8b");
  const languages = (values.language as string[] | undefined) ?? ['en'];
  for (const l of languages) if (!(LANGUAGES as readonly string[]).includes(l)) problems.push(`--language: must be one of: ${LANGUAGES.join(', ')} (got '${l.slice(0, 32)}')`);
  const menus = (values.menu as string[] | undefined) ?? ['default'];
  for (const m of menus) {
    const problem = checkToolNames(m.split(','));
    if (problem) problems.push(`--menu: ${problem}`);
  }
  const styles = (values.style as string[] | undefined) ?? ['compact'];
  for (const s of styles) if (!(ANSWER_STYLES as readonly string[]).includes(s)) problems.push(`--style: must be one of: ${ANSWER_STYLES.join(', ')} (got '${s.slice(0, 32)}')`);
  const clients = (values.client as string[] | undefined) ?? ['generic'];
  for (const c of clients) if (!(AGENT_CLIENTS as readonly string[]).includes(c)) problems.push(`--client: must be one of: ${AGENT_CLIENTS.join(', ')} (got '${c.slice(0, 32)}')`);
  let questions: number | undefined;
  if (values.questions !== undefined) {
    questions = Number(values.questions);
    if (!/^\d+$/.test(values.questions as string) || questions < 1) problems.push('--questions: must be a whole number from 1');
  }
  const timeoutS = values.timeout === undefined ? 180 : Number(values.timeout);
  if (!Number.isFinite(timeoutS) || timeoutS <= 0 || timeoutS > 3600) problems.push('--timeout: must be a number of seconds from 1 to 3600');
  const signalkUrl = (values['signalk-url'] as string | undefined) ?? env.SIGNALK_URL;
  if (signalkUrl !== undefined && !/^https?:\/\/\S+$/.test(signalkUrl)) problems.push('--signalk-url: must be an http:// or https:// URL, e.g. http://192.168.1.20:3000');
  if (problems.length) return { problems };
  const apiKey = (values['api-key'] as string | undefined) ?? env.OPENAI_API_KEY;
  const signalkToken = (values['signalk-token'] as string | undefined) ?? env.SIGNALK_TOKEN;
  const specs: RunSpec[] = [];
  for (const language of languages)
    for (const client of clients as AgentClient[]) for (const menu of menus) for (const style of styles) specs.push({ language, menu, style, client });
  return {
    options: {
      endpoint: { url: endpoint!, model: model!, apiKey: apiKey || undefined, timeoutMs: timeoutS * 1000 },
      boat: { signalkUrl, signalkToken: signalkToken || undefined },
      specs,
      questions,
      json: values.json === true,
    },
  };
}

/** A run's label in the table: language, menu and style, then `ha` for Home Assistant's ways, `hermes` for Hermes Agent's. */
export function specLabel(s: RunSpec): string {
  return `${s.language} ${s.menu} ${s.style}${s.client === 'home-assistant' ? ' ha' : s.client === 'hermes' ? ' hermes' : ''}`;
}

/** The progress line for one answered question. */
function progressLine(label: string, done: number, total: number, o: Outcome): string {
  const v = judge(o);
  const mark = o.error ? 'timeout' : v.rightTool ? (v.validArgs ? 'right' : 'right tool, bad arguments') : `wrong (${o.called ?? 'no call'})`;
  return `[${label}] ${done}/${total} ${o.question.tool ?? '(no tool)'}: ${mark}${o.display ? (v.verbatim ? ', verbatim' : ', paraphrased') : ''}, ${(o.ms / 1000).toFixed(1)} s`;
}

/** Runs the command. */
export async function agentCheckCommand(args: string[]): Promise<void> {
  const read = readAgentCheckOptions(args, process.env);
  if ('help' in read) {
    process.stdout.write(AGENT_CHECK_USAGE);
    return;
  }
  if ('problems' in read) fail(read.problems);
  const { endpoint, boat, specs, questions, json } = read.options;
  addSecret(endpoint.apiKey);
  addSecret(boat.signalkToken);
  const tty = process.stderr.isTTY === true;
  try {
    await probe(endpoint);
  } catch (e) {
    process.stderr.write(`signalk-assist: ${(e as Error).message}\n`);
    process.exit(1);
  }
  const runs: { spec: RunSpec; outcomes: Outcome[] }[] = [];
  for (const spec of specs) {
    const set = pickQuestions(QUESTIONS[spec.language as Language], questions);
    const label = specLabel(spec);
    let outcomes: Outcome[];
    try {
      outcomes = await runSpec(endpoint, boat, spec, set, (done, o) => {
        const line = progressLine(label, done, set.length, o);
        process.stderr.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
      });
    } catch (e) {
      if (tty) process.stderr.write('\n');
      process.stderr.write(`signalk-assist: ${e instanceof EndpointError ? '' : 'agent-check: '}${(e as Error).message}\n`);
      process.exit(1);
    }
    if (tty) process.stderr.write('\n');
    if (outcomes.every((o) => o.called === null) && set.some((q) => q.tool !== null)) {
      process.stderr.write(
        `signalk-assist: ${endpoint.model} called no tool on any question: the endpoint or the model may not do tool calling (Ollama: a model tagged "tools")\n`,
      );
    }
    runs.push({ spec, outcomes });
  }
  const rows = runs.map((r) => ({ label: specLabel(r.spec), summary: summarise(r.outcomes) }));
  if (json) {
    const out = runs.map((r, i) => ({ ...r.spec, summary: rows[i]!.summary, answers: r.outcomes.map((o) => ({ ...o, ...judge(o) })) }));
    process.stdout.write(JSON.stringify({ endpoint: endpoint.url, model: endpoint.model, runs: out }, null, 2) + '\n');
  } else {
    process.stdout.write(`${endpoint.model} at ${endpoint.url}, ${boat.signalkUrl ? `the boat at ${boat.signalkUrl}` : 'the demo vessel'}\n\n${formatTable(rows)}`);
  }
}
