/**
 * A boat in trouble, for the triage's tests (speech/triage.ts): a model fed with SignalK deltas, placed
 * off Pohja with a flat-earth offset small enough (under 4 km) that its error is far below the spoken
 * rounding (0.1 mile, 10 metres), a speaker in any language, and the feed up or down.
 */
import { VesselModel } from '../../src/vessel/model.js';
import type { FeedState } from '../../src/domain/feed.js';
import type { QueryContext } from '../../src/queries/types.js';
import type { Language } from '../../src/speech/types.js';
import type { History } from '../../src/vessel/history.js';
import { contextOf } from './query-context.js';

export const T0 = Date.parse('2026-11-30T12:00:00Z');
export const ORIGIN = { latitude: 59.72, longitude: 24.73 };
export const NM = 1852;
const KNOT = NM / 3600;

/** `range` metres from ORIGIN on the true bearing `deg` (local flat earth). */
export function at(range: number, deg: number): { latitude: number; longitude: number } {
  const north = range * Math.cos((deg * Math.PI) / 180);
  const east = range * Math.sin((deg * Math.PI) / 180);
  const r = 6_371_000;
  return {
    latitude: ORIGIN.latitude + (north / r) * (180 / Math.PI),
    longitude: ORIGIN.longitude + (east / (r * Math.cos((ORIGIN.latitude * Math.PI) / 180))) * (180 / Math.PI),
  };
}

export interface Boat {
  ctx: QueryContext;
  model: VesselModel;
  send(context: string, values: Record<string, unknown>, stamp?: number): void;
  /** A notification of our own boat, raised at `stamp`. */
  notify(path: string, state: string, message: string, extra?: Record<string, unknown>, stamp?: number): void;
}

/** Our boat at ORIGIN, stopped, asked at `now` (default T0). */
export function boat(language: Language = 'en', opts: { feed?: FeedState; now?: number; history?: History } = {}): Boat {
  const now = opts.now ?? T0;
  const model = new VesselModel(() => now);
  const send = (context: string, values: Record<string, unknown>, stamp = T0) =>
    model.applyDelta({
      context,
      updates: [{ $source: 't.1', timestamp: new Date(stamp).toISOString(), values: Object.entries(values).map(([path, value]) => ({ path, value })) }],
    });
  send('vessels.self', { 'navigation.position': ORIGIN, 'navigation.speedOverGround': 0, 'navigation.courseOverGroundTrue': 0 });
  const ctx = contextOf(model, { language, now: () => now, ...(opts.feed ? { feed: opts.feed } : {}), ...(opts.history ? { history: opts.history } : {}) });
  const notify = (path: string, state: string, message: string, extra: Record<string, unknown> = {}, stamp = T0) =>
    send('vessels.self', { [`notifications.${path}`]: { state, method: ['visual', 'sound'], message, ...extra } }, stamp);
  return { ctx, model, send, notify };
}

/** Two emergencies and an alarm of our own (a fire, the engine overheating, shallow water). */
export function ownTrouble(b: Boat): void {
  b.notify('fire', 'emergency', 'Fire in engine room');
  b.notify('propulsion.main.overTemperature', 'emergency', 'Engine overheating');
  b.notify('environment.depth.belowKeel', 'alarm', 'Shallow water');
}

/** A MOB-AIS beacon 70 m North-West, an AIS-SART 1.4 km East and an EPIRB 1.45 km South-South-West. */
export function beacons(b: Boat): void {
  b.send('atons.urn:mrn:imo:mmsi:972001234', { 'navigation.position': at(70, 315) });
  b.send('vessels.urn:mrn:imo:mmsi:970123456', { 'navigation.position': at(1400, 80) });
  b.send('sar.urn:mrn:imo:mmsi:974123456', { 'navigation.position': at(1450, 200) });
}

/** signalk-server's MOB API: notifications.mob.<id>, an emergency with the position where it was raised, `agoMs` before T0. */
export function manOverboard(b: Boat, agoMs: number, message = 'Person Overboard!'): void {
  b.notify('mob.3f2a0c1e-1111-4a2b-8c3d-123456789abc', 'emergency', message, { position: at(60, 160) }, T0 - agoMs);
}

/** CARGO ONE 1.7 miles South at 15 knots, heading North at us: closest approach about 30 m in 7 minutes. */
export function collisionCourse(b: Boat): void {
  b.send('vessels.urn:mrn:imo:mmsi:263000111', {
    '': { name: 'CARGO ONE' },
    'design.aisShipType': { id: 70, name: 'Cargo' },
    'navigation.position': at(1.7 * NM, 180.5),
    'navigation.courseOverGroundTrue': 0,
    'navigation.speedOverGround': 15 * KNOT,
  });
}

/** Three ships passing clear: a tug 0.6 miles East, a sailing yacht 1.1 miles North, a tanker 2.4 miles West. */
export function traffic(b: Boat): void {
  b.send('vessels.urn:mrn:imo:mmsi:230000001', { '': { name: 'HERCULES' }, 'design.aisShipType': { id: 52, name: 'Tug' }, 'navigation.position': at(0.6 * NM, 90) });
  b.send('vessels.urn:mrn:imo:mmsi:230000002', { '': { name: 'ELEKTRA' }, 'design.aisShipType': { id: 36, name: 'Sailing' }, 'navigation.position': at(1.1 * NM, 0) });
  b.send('vessels.urn:mrn:imo:mmsi:230000003', { '': { name: 'NORDIC STAR' }, 'design.aisShipType': { id: 80, name: 'Tanker' }, 'navigation.position': at(2.4 * NM, 270) });
}
