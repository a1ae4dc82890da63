#!/usr/bin/env node
/**
 * The `signalk-assist` command.
 *   signalk-assist serve [--stdio] [--port N] [--host H] [--signalk-url URL | --demo] [--language L] [--units U] ...
 *   signalk-assist usage [--data-dir DIR] [--json]
 *   signalk-assist sentences [--language L] [--json]
 *   signalk-assist agent-check --endpoint URL --model NAME [...]   (agent-check/command.ts)
 *   signalk-assist --help | --version   (`<command> --help` too)
 * Bad flags or values: one line each saying what is allowed, exit code 2.
 */
import { parseArgs } from 'node:util';
import { defaultDataDir, startApp } from './app.js';
import { buildConfig, ConfigError, OPTIONS, readOptionsFile, type OptionSpec } from './config.js';
import { log } from './log.js';
import { VERSION } from './version.js';

/** How --help shows an option's default: empty strings and lists as "none". */
function shownDefault(v: unknown): string {
  if (Array.isArray(v)) return v.length ? v.join(',') : 'none';
  if (v === '') return 'none';
  return String(v);
}

/** Help for one option: the flag and what it does, then its allowed values, default, env variable and add-on option name. */
function optionHelp(name: string, o: OptionSpec): string {
  const facts = [
    ...(o.values ? [`one of: ${o.values.join(', ')}`] : []),
    `default ${o.defaultText ?? shownDefault(o.default)}`,
    ...(o.env ? [`env ${o.env}`] : []),
    `option ${name}`,
  ];
  // A flag longer than the column keeps one space before its help (never glued to it).
  const flag = o.flag + (o.boolean ? '' : ' VALUE');
  return `  --${flag.length < 24 ? flag.padEnd(24) : `${flag} `}${o.help}\n  ${' '.repeat(26)}${facts.join('; ')}`;
}

const USAGE = `usage: signalk-assist serve [options]      answer questions about the boat (MCP over HTTP, or --stdio)
       signalk-assist usage [options]      tool calls and tool-list cost from the usage log (usage --help)
       signalk-assist sentences [options]  the Assist sentence templates registered in Home Assistant (sentences --help)
       signalk-assist agent-check [options] does a chat model get along with these tools? (agent-check --help)
       signalk-assist --version | --help

Answers questions about a boat from its SignalK server, over MCP (HTTP at /mcp, or --stdio).
Options come from (weakest first) their defaults, the options file, env variables, then flags.
Boolean flags take --flag, --no-flag or --flag=false.

  --options-file PATH       read options from a JSON file of add-on options (default /data/options.json when present)
                            env SIGNALK_ASSIST_OPTIONS
${(Object.entries(OPTIONS) as [string, OptionSpec][]).map(([k, o]) => optionHelp(k, o)).join('\n')}

HTTP clients may ask for their own language, units, answers and tools in the URL, e.g.
  http://127.0.0.1:8765/mcp?language=pt-BR&units=nautical-imperial (also /sse)
`;

const USAGE_USAGE = `usage: signalk-assist usage [--data-dir DIR] [--options-file PATH] [--json]

Prints, per tool, the calls, absent and error rates and the schema tokens each tool list cost,
from the usage log (usage.jsonl in the data dir).

  --data-dir DIR            where the log is (default: the data_dir option, else /data when it exists, else ./.signalk-assist)
  --options-file PATH       read data_dir from this options file (default /data/options.json when present)
  --json                    print the figures as JSON
`;

const SENTENCES_USAGE = `usage: signalk-assist sentences [--language L] [--json]

Prints the sentence-trigger templates the add-on registers in Home Assistant, per family (the <id>
of the signalk_assist_<id> automation): all seven languages, or the one --language names.

  --language L              en, pt-BR, pt, de, fr, es or nl
  --json                    {"en": {"battery": ["<template>", ...], ...}, "pt-BR": {...}, ...}
`;

function fail(lines: string[]): never {
  for (const l of lines) process.stderr.write(`signalk-assist: ${l}\n`);
  process.exit(2);
}

/** Entry point; exported for tests. */
export async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (command === '--version' || command === '-V' || command === 'version') {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  if (command === 'usage') return usageCommand(rest);
  if (command === 'sentences') return sentencesCommand(rest);
  if (command === 'agent-check') return (await import('./agent-check/command.js')).agentCheckCommand(rest);
  if (command !== 'serve') fail([`unknown command '${command}': the commands are serve, usage, sentences and agent-check (see --help)`]);

  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {
    'options-file': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean' },
  };
  for (const o of Object.values(OPTIONS) as OptionSpec[]) options[o.flag] = { type: o.boolean ? 'boolean' : 'string' };
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: rest, options, strict: true, allowPositionals: false, allowNegative: true } as Parameters<typeof parseArgs>[0]) as {
      values: Record<string, string | boolean | undefined>;
    });
  } catch (e) {
    fail([`${(e as Error).message.split('\n')[0]} (see signalk-assist --help)`]);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (values.version) {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  const flags: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined && k !== 'options-file' && k !== 'help' && k !== 'version') flags[k] = v;
  // --stdio alone means stdio only; add --port to serve HTTP as well.
  if (flags.stdio === true && flags.port === undefined && flags.mcp === undefined) flags.mcp = false;

  let config: ReturnType<typeof buildConfig>;
  try {
    const file = readOptionsFile(String(values['options-file'] ?? process.env.SIGNALK_ASSIST_OPTIONS ?? '/data/options.json'));
    config = buildConfig({ file, env: process.env, flags });
  } catch (e) {
    if (e instanceof ConfigError) fail(e.problems);
    throw e;
  }
  if (!config.stdio && !config.mcp) log.warn('MCP is off (mcp: false and no --stdio): only Home Assistant outputs run.');

  let app: Awaited<ReturnType<typeof startApp>>;
  try {
    app = await startApp(config);
  } catch (e) {
    process.stderr.write(`signalk-assist: ${(e as Error).message}\n`);
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    log.info(`${signal}: stopping.`);
    void app.stop().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Never die on a stray rejection from a network peer: log it and go on answering.
  process.on('unhandledRejection', (e) => log.error(`unhandled rejection: ${(e as Error)?.stack ?? String(e)}`));
  if (config.stdio) process.stdin.on('end', () => shutdown('stdin closed'));
}

/** `signalk-assist usage`: prints the usage log's figures per tool (mcp/usage-report.ts). */
async function usageCommand(args: string[]): Promise<void> {
  let values: { 'data-dir'?: string; 'options-file'?: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { 'data-dir': { type: 'string' }, 'options-file': { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    fail([`${(e as Error).message.split('\n')[0]} (see signalk-assist usage --help)`]);
  }
  if (values.help) {
    process.stdout.write(USAGE_USAGE);
    return;
  }
  let dir: string;
  try {
    const file = readOptionsFile(String(values['options-file'] ?? process.env.SIGNALK_ASSIST_OPTIONS ?? '/data/options.json'));
    const config = buildConfig({ file, env: process.env, flags: values['data-dir'] ? { 'data-dir': values['data-dir'] } : {} });
    dir = config.data_dir || defaultDataDir();
  } catch (e) {
    if (e instanceof ConfigError) fail(e.problems);
    throw e;
  }
  const { formatReport, loadTokenCounter, readUsage, summarise } = await import('./mcp/usage-report.js');
  const { count, exact } = await loadTokenCounter();
  const report = summarise(await readUsage(dir), count, exact);
  process.stdout.write(values.json ? JSON.stringify(report, null, 2) + '\n' : formatReport(report, dir));
}

/** `signalk-assist sentences`: prints the registered Assist templates (assist/registered.ts). */
async function sentencesCommand(args: string[]): Promise<void> {
  let values: { language?: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { language: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    fail([`${(e as Error).message.split('\n')[0]} (see signalk-assist sentences --help)`]);
  }
  if (values.help) {
    process.stdout.write(SENTENCES_USAGE);
    return;
  }
  const { allRegisteredSentences, registeredSentences, sentencesText } = await import('./assist/registered.js');
  const { LANGUAGES } = await import('./domain/language.js');
  const language = values.language;
  if (language !== undefined && !(LANGUAGES as readonly string[]).includes(language)) fail([`no Assist sentences in '${language}': the languages are ${LANGUAGES.join(', ')}`]);
  const data = language === undefined ? allRegisteredSentences() : { [language]: registeredSentences(language) };
  process.stdout.write(values.json ? `${JSON.stringify(data, null, 2)}\n` : sentencesText(data));
}

main(process.argv.slice(2)).catch((e) => {
  process.stderr.write(`signalk-assist: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
