/** The catalogue of queries: every output (MCP, Assist, entities) is generated from this list. */
import { getAisTargets } from './ais.js';
import { anchorState } from './anchor.js';
import { getActiveAlarms } from './alarms.js';
import { barometerState } from './barometer.js';
import { batteryState } from './battery.js';
import { depthState } from './depth.js';
import { engineState } from './engine.js';
import { listPaths } from './list-paths.js';
import { getLocalTime } from './local-time.js';
import { navigationState } from './navigation.js';
import { readSensor } from './read-sensor.js';
import { getRoute } from './route.js';
import { manOverboard } from './sar.js';
import { tankLevels } from './tanks.js';
import { waterTemperature } from './water-temperature.js';
import type { Query } from './types.js';
import { windState } from './wind.js';
import { airHistory } from './air-history.js';
import { batteryHistory } from './battery-history.js';
import { depthHistory } from './depth-history.js';
import { windHistory } from './wind-history.js';

/** All queries, in the order tools are listed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const QUERIES: readonly Query<any, any>[] = [
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
  // The last hours, behind more_tools.
  windHistory,
  batteryHistory,
  depthHistory,
  airHistory,
  manOverboard,
];

/** Looks a query up by tool name. */
export function findQuery(name: string): Query | undefined {
  return QUERIES.find((q) => q.name === name) as Query | undefined;
}
