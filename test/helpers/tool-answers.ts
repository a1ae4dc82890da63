/**
 * Every spoken answer of the tools for one vessel model, in one language: every tool of the
 * catalogue (the default menu, more_tools itself, and the tools behind it: AIS, tanks, engines,
 * barometer, route, local time, anchor, man overboard, list_paths, the four histories), read_sensor
 * of common paths, and the arguments a person asks with (one tank type, one engine, position, an AIS
 * limit, a list_paths prefix), with place names from the add-on's gazetteer unless `sources` gives
 * its own. Used by the speaking-budget and wording tests.
 */
import { QUERIES, QUESTIONS } from '../../src/questions/index.js';
import { DEFAULT_MENU, discoveryList, DISCOVERY_TOOL } from '../../src/mcp/surface.js';
import type { PlaceFinder } from '../../src/places/gazetteer.js';
import type { History } from '../../src/vessel/history.js';
import { createSpeaker } from '../../src/speech/speaker.js';
import type { Language } from '../../src/speech/types.js';
import type { FeedState } from '../../src/domain/feed.js';
import { DEFAULT_STALENESS, type QueryContext } from '../../src/queries/types.js';
import type { VesselModel } from '../../src/vessel/model.js';
import { PressureHistory } from '../../src/vessel/pressure-history.js';
import { LazyGazetteer } from '../../src/places/load.js';

/** The add-on's own gazetteer, loaded once on first use: navigation_state names the nearest place as it does in service. */
const gazetteer = new LazyGazetteer(undefined, (err) => {
  throw err;
});

/** One answer: which tool, with which arguments, and what it said (null: nothing said). */
export interface ToolAnswer {
  tool: string;
  args: Record<string, unknown>;
  display: string | null;
  /** The whole result (display and every structured field), as the `full` MCP answer style returns it. */
  result: Record<string, unknown>;
}

/** One tool call: the tool's name and its arguments. */
export type ToolCall = [tool: string, args: Record<string, unknown>];

/** read_sensor paths a skipper asks for by name (where the boat has them). */
export const COMMON_SENSOR_PATHS = [
  'navigation.speedOverGround',
  'navigation.speedThroughWater',
  'navigation.courseOverGroundTrue',
  'navigation.headingTrue',
  'navigation.headingMagnetic',
  'navigation.magneticVariation',
  'navigation.position',
  'navigation.log',
  'navigation.trip.log',
  'environment.depth.belowKeel',
  'environment.depth.belowTransducer',
  'environment.water.temperature',
  'environment.outside.temperature',
  'environment.outside.pressure',
  'environment.outside.humidity',
  'environment.wind.speedApparent',
  'environment.wind.angleApparent',
  'environment.wind.speedTrue',
  'environment.wind.directionTrue',
  'electrical.batteries.house.voltage',
  'electrical.batteries.house.current',
  'electrical.batteries.house.capacity.stateOfCharge',
  'steering.rudderAngle',
  'navigation.rateOfTurn',
  'navigation.attitude',
];

/** What the add-on gives its queries besides the model (all optional, as in QueryContext). */
export interface AnswerSources {
  pressureHistory?: PressureHistory;
  history?: History;
  places?: PlaceFinder;
}

/**
 * Every answer of the tools on `model` in `language` at `now`; `feed` as the SignalK client sees it
 * (default: up). `sources` (or, as before, a PressureHistory) gives the barometer trend, the history
 * since start and the place names.
 */
export function toolAnswers(model: VesselModel, language: Language, now: number, sources?: PressureHistory | AnswerSources, feed?: FeedState): ToolAnswer[] {
  const answers = answerCalls(toolCalls(model), model, language, now, sources, feed);
  // more_tools lists the other tools for the model: nothing is spoken (no display), which is checked too.
  const listing = discoveryList(DEFAULT_MENU) as unknown as Record<string, unknown>;
  answers.push({ tool: DISCOVERY_TOOL, args: {}, display: (listing.display as string | null | undefined) ?? null, result: listing });
  return answers;
}

/** Each question's own calls (src/questions/ `calls`, default one without arguments), in the catalogue's order. */
export function catalogueCalls(): ToolCall[] {
  return QUESTIONS.flatMap((q) => (q.calls ?? [{}]).map((args): ToolCall => [q.query.name, { ...args }]));
}

/**
 * The calls a person asks with on `model`: every catalogue tool, the arguments that change an answer
 * (position, AIS limits, list_paths prefixes), read_sensor of the common paths the boat has, each
 * tank type and each engine it has.
 */
export function toolCalls(model: VesselModel): ToolCall[] {
  const calls = catalogueCalls();
  const paths = new Set(model.paths());
  for (const p of COMMON_SENSOR_PATHS) if (paths.has(p)) calls.push(['read_sensor', { path: p }]);
  for (const p of paths) {
    const tank = /^tanks\.([^.]+)\.[^.]+\.currentLevel$/.exec(p);
    if (tank && !calls.some(([t, a]) => t === 'tank_levels' && a.type === tank[1])) calls.push(['tank_levels', { type: tank[1] }]);
    const engine = /^propulsion\.([^.]+)\.revolutions$/.exec(p);
    if (engine) calls.push(['engine_state', { engine: engine[1] }]);
  }
  return calls;
}

/** Runs `calls` on `model` in `language` at `now` (see toolAnswers for `sources` and `feed`). */
export function answerCalls(
  calls: readonly ToolCall[],
  model: VesselModel,
  language: Language,
  now: number,
  sources?: PressureHistory | AnswerSources,
  feed?: FeedState,
): ToolAnswer[] {
  const speaker = createSpeaker({ language, units: 'nautical-metric', timeZone: 'UTC' });
  const src: AnswerSources = sources instanceof PressureHistory ? { pressureHistory: sources } : (sources ?? {});
  const ctx: QueryContext = { model, speaker, now: () => now, staleness: DEFAULT_STALENESS, invertCurrent: new Set(), feed, places: gazetteer, ...src };
  return calls.map(([tool, args]) => {
    const q = QUERIES.find((x) => x.name === tool);
    if (!q) throw new Error(`no tool ${tool}`);
    const r = q.run(args, ctx);
    return { tool, args, display: typeof r.display === 'string' ? r.display : null, result: r };
  });
}
