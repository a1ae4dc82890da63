/**
 * Shapes of what the demo vessel emits: SignalK delta messages exactly as a SignalK server's
 * WebSocket stream carries them (`/signalk/v1/stream`). Defined here, local to the demo, so the demo
 * has no imports from the rest of the project; a later refactor may move them to a shared module.
 *
 * Every number in a value is SI (SignalK rule): m/s, radians, metres, Kelvin, pascals, ratios 0..1,
 * hertz, seconds, cubic metres, volts, amperes. Positions are WGS84 degrees.
 */

/** Any JSON value SignalK may carry. `null` is legal and means "no reading". */
export type JsonValue = number | string | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One `{path, value}` pair of an update. `path: ""` carries an identity object (`{name, mmsi}`). */
export interface PathValue {
  path: string;
  value: JsonValue;
}

/** An update carrying values: one source, one timestamp (ISO 8601, UTC). */
export interface ValuesUpdate {
  /** Source reference, e.g. "demo.gps"; `defaults` for static values, as a server does. */
  $source: string;
  /** ISO 8601 time from the injected clock. */
  timestamp: string;
  values: PathValue[];
}

/** SignalK meta for one path (the subset we send). */
export interface MetaValue {
  /** SI unit as in the SignalK schema ("m/s", "rad", "K", "ratio", "m3", ...); absent for objects and strings. */
  units?: string;
  description: string;
}

/** A meta-only update: no `values`, as a server sends them. */
export interface MetaUpdate {
  timestamp: string;
  meta: { path: string; value: MetaValue }[];
}

export type Update = ValuesUpdate | MetaUpdate;

/** One delta message: `{context, updates}`. */
export interface Delta {
  /** Full context, e.g. "vessels.urn:mrn:imo:mmsi:263000001" (never the "vessels.self" alias). */
  context: string;
  updates: Update[];
}

/** `navigation.position` value, WGS84 degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** Notification value (`notifications.*`), as a server keeps it (without the server-added id/status). */
export interface NotificationValue {
  state: 'normal' | 'alert' | 'warn' | 'alarm' | 'emergency';
  method: ('visual' | 'sound')[];
  message: string;
}

/** A named waypoint of the demo route, WGS84 degrees. */
export interface DemoWaypoint {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * The demo's route, as a resource provider would hold it. The course deltas refer to it by
 * `navigation.course.activeRoute.href = "/resources/routes/<id>"`; `pointIndex` indexes `waypoints`.
 */
export interface DemoRoute {
  id: string;
  name: string;
  description: string;
  waypoints: DemoWaypoint[];
}

export interface DemoOptions {
  /** Clock, epoch milliseconds. Default `Date.now`. The simulation starts at the first reading (t0). */
  now?: () => number;
  /** Seed of the PRNG that shapes wind gusts, current, loads and AIS offsets. Default 1. */
  seed?: number;
  /** Period of `start()`'s timer in ms. Default 1000. */
  intervalMs?: number;
}

export interface DemoVessel {
  /** Our own context: "vessels.urn:mrn:imo:mmsi:263000001". */
  readonly selfContext: string;
  /**
   * A full snapshot at the current simulation time (t0 if no tick yet): meta deltas for every self
   * path, static values (identity `{name, mmsi}` under `path: ""`, `design.*`, tank capacities and
   * types), every live value, the course, notifications raised so far, and each AIS target's
   * identity, type and latest position.
   */
  initialDeltas(): Delta[];
  /**
   * Advances the simulation to `now()` and returns the deltas due for this step (each group at its
   * own rate: navigation, wind, depth and course every second, batteries every 2 s, engine 2 s,
   * tanks and environment 10 s, AIS positions 10 s (class A) / 30 s (class B) / 60 s at anchor, AIS
   * identity every 6 min), plus course and notification changes. Empty when nothing is due.
   * Timestamps are `now()`.
   */
  tick(): Delta[];
  /** Calls `tick()` every `intervalMs` on an unref'd timer and hands each delta to `onDelta` (errors there are caught and logged). */
  start(onDelta: (d: Delta) => void): void;
  /** Stops the timer; `tick()` still works. */
  stop(): void;
  /** The route the boat is sailing (a copy). */
  route(): DemoRoute;
}
