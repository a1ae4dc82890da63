/**
 * The built-in demo vessel (`signalk-assist serve --demo`): a small deterministic simulation of a
 * day loop off Cascais, Portugal, emitting SignalK deltas as a server's WebSocket stream would.
 * It feeds `--demo` only, never the tests that prove behaviour (docs/design.md#tests).
 */
export { createDemoVessel } from './vessel.js';
export { apparentWind } from './world.js';
export type {
  Delta,
  DemoOptions,
  DemoRoute,
  DemoVessel,
  DemoWaypoint,
  JsonValue,
  MetaUpdate,
  MetaValue,
  NotificationValue,
  PathValue,
  Position,
  Update,
  ValuesUpdate,
} from './types.js';
