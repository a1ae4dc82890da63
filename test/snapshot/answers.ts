/**
 * The answer snapshot: every answer of every MCP tool, in the seven languages, on three boats at a
 * fixed clock, written to test/snapshot/answers.json. A change of code that must not change what is
 * said (a restructure of speech/, of queries/) is checked against it by
 * test/unit/answer-snapshot.test.ts; a change that means to change an answer regenerates it in the
 * same commit (`npm run snapshot`), so the diff shows every answer it changed.
 *
 * The boats: the demo vessel two hours into its passage (route, AIS traffic, barometer trend, the
 * history since start, place names); the same boat two minutes after its SignalK feed was lost (the
 * last known values); the recorded NMEA 2000 sample (test/samples/: its WebSocket frames replayed at
 * their own times into the history, then its full model), asked a second after its newest reading.
 *
 * The calls: those of test/helpers/tool-answers.ts (every tool, the arguments a person asks with),
 * and each argument variant that changes an answer: every battery bank (state and history), every
 * history window, an AIS limit of 3, list_paths paging and unknown prefixes, read_sensor of every
 * path the boat has, and an unknown bank, tank type, engine and path (whose notes say what to send).
 * more_tools' listings (speaking nothing, the same in every language) are kept once.
 *
 * Usage: node --import tsx test/snapshot/answers.ts   (npm run snapshot): rewrites answers.json.
 */
import { boatsLines } from './lines.js';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MENU, discoveryList } from '../../src/mcp/surface.js';
import type { FeedState } from '../../src/domain/feed.js';
import { LANGUAGES } from '../../src/speech/types.js';
import type { VesselModel } from '../../src/vessel/model.js';
import { demoAfter, n2kSample } from '../helpers/boats.js';
import { answerCalls, toolCalls, type AnswerSources, type ToolCall } from '../helpers/tool-answers.js';

/** Where the snapshot is kept (committed). */
export const SNAPSHOT_FILE = fileURLToPath(new URL('./answers.json', import.meta.url));

/** How to regenerate it, said by the test when an answer differs. */
export const REGENERATE = 'npm run snapshot   (node --import tsx test/snapshot/answers.ts)';

/** One boat to ask: its model, the instant of the questions, what the add-on gives the queries. */
interface Boat {
  model: VesselModel;
  now: number;
  sources: AnswerSources;
  feed?: FeedState;
}

/** One snapshot entry: the call and its whole result (display first). */
export interface SnapshotAnswer {
  tool: string;
  args: Record<string, unknown>;
  result: Record<string, unknown>;
}

/** The snapshot: per boat, per language, every answer in call order; more_tools' listings once. */
export interface Snapshot {
  regenerate: string;
  more_tools: Record<string, unknown>[];
  boats: Record<string, Record<string, SnapshotAnswer[]>>;
}

/** The boats, by name (in the file's order). */
function boats(): Record<string, Boat> {
  // Queries only read: both demo boats are the same model, asked at two instants.
  const demo = demoAfter(7200);
  return {
    demo: { model: demo.model, now: demo.now, sources: demo.sources },
    'demo, SignalK lost 2 minutes ago': { model: demo.model, now: demo.now + 120_000, sources: demo.sources, feed: { status: 'down', lostAt: demo.now } },
    'N2K sample': n2kSample(),
  };
}

/** The argument variants beyond toolCalls that change an answer on `model` (see the module comment). */
function variantCalls(model: VesselModel): ToolCall[] {
  const paths = [...new Set(model.paths())].sort();
  const banks = [...new Set(paths.map((p) => /^electrical\.batteries\.([^.]+)\./.exec(p)?.[1]).filter((b): b is string => b !== undefined))];
  const calls: ToolCall[] = [];
  for (const bank of banks) calls.push(['battery_state', { bank }], ['battery_history', { bank }]);
  calls.push(['battery_state', { bank: 'nosuchbank' }], ['tank_levels', { type: 'nosuchtype' }], ['engine_state', { engine: 'nosuchengine' }]);
  for (const hours of [0.5, 24]) for (const tool of ['wind_history', 'battery_history', 'depth_history', 'air_history']) calls.push([tool, { hours }]);
  calls.push(['get_ais_targets', { limit: 3 }]);
  calls.push(['list_paths', { prefix: 'tanks' }], ['list_paths', { prefix: 'nosuchprefix' }], ['list_paths', { offset: 20 }], ['list_paths', { prefix: 'navigation', offset: 5 }]);
  for (const path of paths) calls.push(['read_sensor', { path }]);
  calls.push(['read_sensor', { path: 'navigation' }], ['read_sensor', { path: 'nosuch.path' }]);
  return calls;
}

/** Builds the whole snapshot (about a second per boat). */
export function buildSnapshot(): Snapshot {
  const snapshot: Snapshot = {
    regenerate: REGENERATE,
    more_tools: [discoveryList(DEFAULT_MENU), discoveryList(DEFAULT_MENU, 'weather_state')] as unknown as Record<string, unknown>[],
    boats: {},
  };
  for (const [name, boat] of Object.entries(boats())) {
    const calls = [...toolCalls(boat.model), ...variantCalls(boat.model)];
    const perLanguage: Record<string, SnapshotAnswer[]> = {};
    for (const language of LANGUAGES) {
      perLanguage[language] = answerCalls(calls, boat.model, language, boat.now, boat.sources, boat.feed).map((a) => ({ tool: a.tool, args: a.args, result: a.result }));
    }
    snapshot.boats[name] = perLanguage;
  }
  return snapshot;
}

/**
 * The snapshot as the file holds it: JSON with one answer a line, so that a diff names each answer
 * that changed. Parsed back, it equals the snapshot (values through JSON: undefined fields dropped).
 */
export function serialize(snapshot: Snapshot): string {
  const lines = ['{', `"regenerate": ${JSON.stringify(snapshot.regenerate)},`, '"more_tools": ['];
  lines.push(snapshot.more_tools.map((m) => JSON.stringify(m)).join(',\n'), '],', ...boatsLines(snapshot.boats), '}');
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = serialize(buildSnapshot());
  writeFileSync(SNAPSHOT_FILE, text);
  console.log(`wrote ${SNAPSHOT_FILE} (${text.split('\n').length} lines, ${(text.length / 1024).toFixed(0)} KiB)`);
}
