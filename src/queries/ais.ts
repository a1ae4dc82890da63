/**
 * get_ais_targets: the AIS targets that matter most, with range, true bearing, closest point of
 * approach (CPA) and time to it (TCPA), spoken "Cargo vessel Nordic Star, 1.2 nautical miles, bearing
 * North-East, closing; closest approach 0.3 nautical miles in 12 minutes."
 *
 * Targets are the other vessels of the model (`vessels.urn:mrn:imo:mmsi:*`), except our own MMSI,
 * base stations and aids to navigation (vessel/ais.ts), targets whose position is older than the AIS
 * freshness limit, and our own transponder heard back under another MMSI (an "own echo": within
 * {@link OWN_ECHO_RANGE_M} and moving with us). The geometry is vessel/cpa.ts; the order is
 * `compareRisk` there: collision risks first, then by range.
 */
import { z } from 'zod';
import { cleanAisName, shipCategory, vesselMmsi } from '../vessel/ais.js';
import { compareRisk, encounter, isPosition, velocity, type Encounter, type Track } from '../vessel/cpa.js';
import { isObject, SELF, type Reading } from '../vessel/model.js';
import { Freshness, num } from './common.js';
import { defineQuery, type BaseResult, type QueryContext } from './types.js';

/** One target in the result. SI with the unit in the field name; null where unknown. */
export interface AisTarget {
  /** Maritime Mobile Service Identity, 9 digits, from the context URN. */
  mmsi: string;
  /** Name as the target sends it (AIS padding removed), or null. */
  name: string | null;
  /** `design.aisShipType.name` as SignalK gives it (e.g. "Cargo ship"), or null. */
  ship_type: string | null;
  /** `design.aisShipType.id` (ITU-R M.1371 ship type code), or null. */
  ship_type_id: number | null;
  /** Distance now (both positions dead-reckoned to the answer's time), metres. */
  range_m: number | null;
  /** True bearing from us now, degrees 0..360. */
  bearing_true_deg: number | null;
  /** Distance at the closest point of approach, metres (the range now when not closing). */
  cpa_m: number | null;
  /** Seconds to the closest point of approach; negative when already past; null without relative motion. */
  tcpa_s: number | null;
  /** Whether the range is decreasing; null when either vessel's course or speed is unknown. */
  closing: boolean | null;
  /** The target's speed over ground, m/s. */
  sog_mps: number | null;
  /** The target's course over ground, true, degrees. */
  cog_true_deg: number | null;
  /** ISO time of the target's position report. */
  position_timestamp: string | null;
}

export interface AisResult extends BaseResult {
  /** The most relevant targets, riskiest first, at most `limit`. */
  targets: AisTarget[];
  /** How many targets were considered (fresh, placed, not our own). */
  total_targets: number;
}

/** Default and maximum number of targets answered. */
export const DEFAULT_LIMIT = 3;
export const MAX_LIMIT = 10;
/**
 * A target this close that moves with us (relative speed below {@link OWN_ECHO_SPEED_MPS}) is our own
 * transponder heard under another MMSI, or a boat rafted alongside: neither is traffic.
 */
export const OWN_ECHO_RANGE_M = 50;
export const OWN_ECHO_SPEED_MPS = 0.5;

const DEG = 180 / Math.PI;

/** Rounds to `decimals`, never -0. */
function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r;
}

/** latitude/longitude of a position reading, or null (null or half-null positions: field report 3). */
function positionOf(reading: Reading | undefined): { latitude: number; longitude: number } | null {
  const v = reading?.value;
  if (!isObject(v) || !isPosition(v.latitude, v.longitude)) return null;
  return { latitude: v.latitude as number, longitude: v.longitude as number };
}

/** A vessel's track from the model, or null without a usable position. */
function trackOf(ctx: QueryContext, context: string): Track | null {
  const reading = ctx.model.get('navigation.position', context);
  const pos = positionOf(reading);
  if (!pos || !reading) return null;
  // Named fields, not `...pos`: the spread made these objects slow to build and read (issue 10: 3.5x the whole answer).
  return {
    latitude: pos.latitude,
    longitude: pos.longitude,
    time: reading.time,
    cog: num(ctx.model.get('navigation.courseOverGroundTrue', context)),
    sog: num(ctx.model.get('navigation.speedOverGround', context)),
  };
}

/** Our MMSIs: from the self context URN and from the `mmsi` value of self. */
function ownMmsis(ctx: QueryContext): Set<string> {
  const own = new Set<string>();
  const fromContext = ctx.model.selfContext === null ? null : /mmsi:(\d{9})$/.exec(ctx.model.selfContext)?.[1];
  if (fromContext) own.add(fromContext);
  const v = ctx.model.get('mmsi')?.value;
  if (typeof v === 'string' || typeof v === 'number') own.add(String(v));
  return own;
}

/** Whether a placed target is our own echo or a raft-up (see {@link OWN_ECHO_RANGE_M}). */
function isOwnEcho(e: Encounter, own: Track, target: Track): boolean {
  if (e.rangeM >= OWN_ECHO_RANGE_M) return false;
  const a = velocity(own.cog, own.sog);
  const b = velocity(target.cog, target.sog);
  return a !== null && b !== null && Math.hypot(b.e - a.e, b.n - a.n) < OWN_ECHO_SPEED_MPS;
}

interface Candidate {
  context: string;
  mmsi: string;
  track: Track;
  encounter: Encounter | null;
}

export const getAisTargets = defineQuery({
  name: 'get_ais_targets',
  title: 'AIS traffic',
  description:
    'Nearby ships, traffic and collision risk (AIS): range, bearing, closest point of approach and time to it, ' +
    'risks first. Our own position: navigation_state.',
  input: {
    limit: z.number().int().optional().describe(`How many, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`),
  },
  subject: 'ais',
  compact: ['total_targets'],
  run({ limit }, ctx): AisResult {
    const n = Math.min(MAX_LIMIT, Math.max(1, Math.round(Number.isFinite(limit) ? (limit as number) : DEFAULT_LIMIT)));
    const fresh = new Freshness(ctx);
    const own = trackOf(ctx, SELF);
    if (!own) {
      return {
        targets: [], total_targets: 0, display: null, timestamp: null,
        note: 'Our own position is unknown, so ranges and closest approaches cannot be computed.',
      };
    }
    const at = ctx.now();
    const mine = ownMmsis(ctx);
    const candidates: Candidate[] = [];
    for (const context of ctx.model.otherContexts()) {
      const mmsi = vesselMmsi(context);
      if (mmsi === null || mine.has(mmsi)) continue;
      const track = trackOf(ctx, context);
      if (!track || at - track.time > ctx.staleness.ais) continue;
      const e = encounter(own, track, at);
      if (e && isOwnEcho(e, own, track)) continue;
      candidates.push({ context, mmsi, track, encounter: e });
    }
    candidates.sort(compareRisk);
    const chosen = candidates.slice(0, n);

    fresh.use('navigation.position', ctx.model.get('navigation.position'));
    fresh.use('navigation.courseOverGroundTrue', ctx.model.get('navigation.courseOverGroundTrue'));
    fresh.use('navigation.speedOverGround', ctx.model.get('navigation.speedOverGround'));
    const targets = chosen.map((c) => {
      const positionReading = ctx.model.get('navigation.position', c.context);
      fresh.use('navigation.position', positionReading, c.context);
      const type = ctx.model.get('design.aisShipType', c.context)?.value;
      const typeId = isObject(type) && typeof type.id === 'number' ? type.id : null;
      const e = c.encounter;
      const target: AisTarget = {
        mmsi: c.mmsi,
        name: cleanAisName(ctx.model.get('name', c.context)?.value),
        ship_type: isObject(type) && typeof type.name === 'string' ? type.name : null,
        ship_type_id: typeId,
        range_m: e ? round(e.rangeM, 0) : null,
        bearing_true_deg: e ? round(e.bearingTrueDeg, 1) % 360 : null,
        cpa_m: e?.cpaM == null ? null : round(e.cpaM, 0),
        tcpa_s: e?.tcpaS == null ? null : round(e.tcpaS, 0),
        closing: e?.closing ?? null,
        sog_mps: c.track.sog,
        cog_true_deg: c.track.cog === null ? null : round(((c.track.cog * DEG) % 360 + 360) % 360, 1),
        position_timestamp: positionReading?.timestamp ?? null,
      };
      return { target, e, category: shipCategory(typeId) };
    });
    const display = ctx.speaker.aisTargets(
      targets.map(({ target, e, category }) => ({
        name: target.name,
        category,
        range: e?.rangeM ?? null,
        bearing: e ? e.bearingTrueDeg / DEG : null,
        cpa: e?.cpaM ?? null,
        tcpa: e?.tcpaS ?? null,
        closing: e?.closing ?? null,
        steady: e !== null && e.closing === false && e.tcpaS === null,
      })),
    );
    return {
      targets: targets.map((t) => t.target),
      total_targets: candidates.length,
      display: fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
