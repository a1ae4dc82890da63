/** The catalogue of queries: every output (MCP, Assist, entities) is generated from this list. */
import { getActiveAlarms } from './alarms.js';
import { batteryState } from './battery.js';
import { depthState } from './depth.js';
import { listPaths } from './list-paths.js';
import { readSensor } from './read-sensor.js';
import type { Query } from './types.js';

/** All queries, in the order tools are listed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const QUERIES: readonly Query<any, any>[] = [batteryState, depthState, getActiveAlarms, readSensor, listPaths];

/** Looks a query up by tool name. */
export function findQuery(name: string): Query | undefined {
  return QUERIES.find((q) => q.name === name) as Query | undefined;
}
