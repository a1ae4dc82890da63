/**
 * The list of questions, in the order tools are listed: every registry is derived from it (the tool
 * catalogue, Assist families and sentences, the names models guess, agent-check sets, the test lists;
 * docs/design.md#one-place-per-question). A question in its own folder (src/questions/<name>/) brings
 * everything that is its own; the others still keep their words in the shared locale and sentence
 * tables and are described here by their query.
 */
import { barometerState } from '../queries/barometer.js';
import { batteryBanks, batteryState } from '../queries/battery.js';
import { depthState } from '../queries/depth.js';
import { engineIds, engineState } from '../queries/engine.js';
import { getLocalTime } from '../queries/local-time.js';
import { navigationState } from '../queries/navigation.js';
import { getRoute } from '../queries/route.js';
import { tankLevels } from '../queries/tanks.js';
import { windState } from '../queries/wind.js';
import { airHistory } from '../queries/air-history.js';
import { batteryHistory } from '../queries/battery-history.js';
import { depthHistory } from '../queries/depth-history.js';
import { windHistory } from '../queries/wind-history.js';
import type { Query } from '../queries/types.js';
import { ownWordIn, tankWordIn } from './slots.js';
import { defineQuestion, type Question } from './types.js';
import { waterTemperature } from './water-temperature/index.js';
import { getActiveAlarms } from './get-active-alarms/index.js';
import { getAisTargets } from './get-ais-targets/index.js';
import { anchorState } from './anchor-state/index.js';
import { manOverboard } from './man-overboard/index.js';
import { readSensor } from './read-sensor/index.js';
import { listPaths } from './list-paths/index.js';

/** All questions, in the order tools are listed. */
export const QUESTIONS: readonly Question[] = [
  defineQuestion({
    query: batteryState,
    families: [{ id: 'battery', slot: { name: 'bank', arg: 'bank', known: batteryBanks, fromSentence: ownWordIn(batteryBanks) } }],
    aliases: ['battery', 'batteries', 'battery_bank'],
  }),
  defineQuestion({ query: depthState, families: [{ id: 'depth' }], aliases: ['depth', 'water_depth'] }),
  getActiveAlarms,
  defineQuestion({ query: getRoute, families: [{ id: 'route' }], aliases: ['route', 'eta', 'waypoint', 'next_waypoint'] }),
  defineQuestion({ query: getLocalTime, families: [{ id: 'local_time' }], aliases: ['time', 'local_time', 'current_time', 'timezone'], topic: 'local time' }),
  defineQuestion({ query: windState, families: [{ id: 'wind' }], aliases: ['wind', 'wind_speed', 'wind_direction'] }),
  defineQuestion({
    query: navigationState,
    families: [
      { id: 'position' },
      // "What are our coordinates", "our position for a Mayday": the exact position, minutes named as on the radio.
      { id: 'coordinates', args: { position: true } },
      { id: 'speed_heading' },
    ],
    aliases: ['navigation', 'position', 'location', 'heading', 'speed', 'course'],
    calls: [{}, { position: true }],
  }),
  getAisTargets,
  defineQuestion({
    query: tankLevels,
    families: [{ id: 'tanks', slot: { name: 'tank', arg: 'type', fromSentence: tankWordIn } }],
    aliases: ['tank', 'tanks', 'fuel', 'fuel_level', 'water_tank'],
  }),
  defineQuestion({
    query: engineState,
    families: [{ id: 'engine', slot: { name: 'engine', arg: 'engine', known: engineIds, fromSentence: ownWordIn(engineIds) }, focus: 'engine' }],
    aliases: ['engine', 'engines'],
  }),
  defineQuestion({ query: barometerState, families: [{ id: 'barometer' }], aliases: ['barometer', 'pressure', 'air_pressure'] }),
  waterTemperature,
  readSensor,
  listPaths,
  anchorState,
  // The last hours, behind more_tools; "is the pressure falling" stays the barometer's.
  defineQuestion({ query: windHistory, families: [{ id: 'wind_history', focus: 'window' }], onDemoBoat: false, topic: 'history' }),
  defineQuestion({ query: batteryHistory, families: [{ id: 'battery_history', focus: 'window' }], onDemoBoat: false, topic: 'history' }),
  defineQuestion({ query: depthHistory, families: [{ id: 'depth_history', focus: 'window' }], onDemoBoat: false, topic: 'history' }),
  defineQuestion({ query: airHistory, families: [{ id: 'air_history', focus: 'window' }], onDemoBoat: false, topic: 'history' }),
  manOverboard,
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
