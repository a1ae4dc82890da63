/**
 * The list of questions, in the order tools are listed: every registry is derived from it (the tool
 * catalogue, Assist families and sentences, the names models guess, agent-check sets, the Home Assistant
 * sensors, DOCS.md's tables, the test lists;
 * docs/design.md#one-place-per-question). Each question is a folder (src/questions/<name>/) that
 * brings everything that is its own; this list is the only other place that names it.
 */
import type { BaseResult, Query } from '../queries/types.js';
import type { Sensor } from './sensor.js';
import type { Question } from './types.js';
import { batteryState } from './battery-state/index.js';
import { depthState } from './depth-state/index.js';
import { getActiveAlarms } from './get-active-alarms/index.js';
import { getRoute } from './get-route/index.js';
import { getLocalTime } from './get-local-time/index.js';
import { windState } from './wind-state/index.js';
import { navigationState } from './navigation-state/index.js';
import { getAisTargets } from './get-ais-targets/index.js';
import { tankLevels } from './tank-levels/index.js';
import { engineState } from './engine-state/index.js';
import { barometerState } from './barometer-state/index.js';
import { waterTemperature } from './water-temperature/index.js';
import { readSensor } from './read-sensor/index.js';
import { listPaths } from './list-paths/index.js';
import { anchorState } from './anchor-state/index.js';
import { windHistory } from './wind-history/index.js';
import { batteryHistory } from './battery-history/index.js';
import { depthHistory } from './depth-history/index.js';
import { airHistory } from './air-history/index.js';
import { manOverboard } from './man-overboard/index.js';

/** All questions, in the order tools are listed. */
export const QUESTIONS: readonly Question[] = [
  batteryState,
  depthState,
  getActiveAlarms,
  getRoute,
  getLocalTime,
  windState,
  navigationState,
  getAisTargets,
  tankLevels,
  engineState,
  barometerState,
  waterTemperature,
  readSensor,
  listPaths,
  anchorState,
  // The last hours, behind more_tools; "is the pressure falling" stays the barometer's.
  windHistory,
  batteryHistory,
  depthHistory,
  airHistory,
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

/** Every family of Home Assistant sensors with the question it belongs to, each followed by the families that follow it, in plan order. */
export const SENSORS: readonly { question: Question; sensor: Sensor<unknown, BaseResult, unknown, unknown> }[] = QUESTIONS.flatMap((question) => {
  const out: { question: Question; sensor: Sensor<unknown, BaseResult, unknown, unknown> }[] = [];
  for (let s = question.sensor as Sensor<unknown, BaseResult, unknown, unknown> | undefined; s; s = s.followedBy) out.push({ question, sensor: s });
  return out;
});

/** The family of sensors of a kind (`EntityState.kind`), or undefined. */
export function findSensor(kind: string): Sensor<unknown, BaseResult, unknown, unknown> | undefined {
  return SENSORS.find((s) => s.sensor.kind === kind)?.sensor;
}
