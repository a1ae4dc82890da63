/**
 * The list of questions, in the order tools are listed: every registry is derived from it (the tool
 * catalogue, Assist families and sentences, the names models guess, agent-check sets, the test lists;
 * docs/design.md#one-place-per-question). A question in its own folder (src/questions/<name>/) brings
 * everything that is its own; the others still keep their words in the shared locale and sentence
 * tables and are described here by their query.
 */
import { getAisTargets } from '../queries/ais.js';
import { anchorState } from '../queries/anchor.js';
import { getActiveAlarms } from '../queries/alarms.js';
import { listPaths } from '../queries/list-paths.js';
import { readSensor } from '../queries/read-sensor.js';
import { manOverboard } from '../queries/sar.js';
import type { Query } from '../queries/types.js';
import { defineQuestion, type Question } from './types.js';
import { barometerState } from './barometer-state/index.js';
import { depthState } from './depth-state/index.js';
import { getRoute } from './get-route/index.js';
import { navigationState } from './navigation-state/index.js';
import { getLocalTime } from './get-local-time/index.js';
import { waterTemperature } from './water-temperature/index.js';
import { windState } from './wind-state/index.js';
import { batteryState } from './battery-state/index.js';
import { tankLevels } from './tank-levels/index.js';
import { engineState } from './engine-state/index.js';
import { batteryHistory } from './battery-history/index.js';
import { depthHistory } from './depth-history/index.js';
import { airHistory } from './air-history/index.js';
import { windHistory } from './wind-history/index.js';

/** All questions, in the order tools are listed. */
export const QUESTIONS: readonly Question[] = [
  batteryState,
  depthState,
  defineQuestion({ query: getActiveAlarms, families: [{ id: 'alarms' }], aliases: ['alarms', 'alarm', 'active_alarms', 'warnings', 'notifications'] }),
  getRoute,
  getLocalTime,
  windState,
  navigationState,
  defineQuestion({
    query: getAisTargets,
    families: [{ id: 'ais' }],
    aliases: ['ais', 'ais_targets', 'ships', 'vessels', 'traffic', 'nearby_vessels'],
    calls: [{}, { limit: 1 }, { limit: 10 }],
    topic: 'traffic',
  }),
  tankLevels,
  engineState,
  barometerState,
  waterTemperature,
  defineQuestion({ query: readSensor, aliases: ['sensor', 'sensor_value'], calls: [] }),
  defineQuestion({ query: listPaths, aliases: ['paths', 'sensors', 'available_paths'], calls: [{}, { prefix: 'electrical' }, { prefix: 'navigation' }], onDemoBoat: false }),
  defineQuestion({ query: anchorState, families: [{ id: 'anchor' }], onDemoBoat: false }),
  // The last hours, behind more_tools; "is the pressure falling" stays the barometer's.
  windHistory,
  batteryHistory,
  depthHistory,
  airHistory,
  defineQuestion({ query: manOverboard, families: [{ id: 'man_overboard' }], onDemoBoat: false, topic: 'man overboard' }),
];

/** All queries, in the order tools are listed: every output (MCP, Assist, entities) is generated from this list. */
// biome-ignore lint/suspicious/noExplicitAny: each query has its own argument shape and result type
export const QUERIES: readonly Query<any, any>[] = QUESTIONS.map((q) => q.query);

/** Looks a query up by tool name. */
export function findQuery(name: string): Query | undefined {
  return QUERIES.find((q) => q.name === name) as Query | undefined;
}

/** The question a tool name belongs to, or undefined. */
export function findQuestion(name: string): Question | undefined {
  return QUESTIONS.find((q) => q.query.name === name);
}
