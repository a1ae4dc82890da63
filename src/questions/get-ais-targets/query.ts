/**
 * get_ais_targets: the AIS targets that matter most, with range, true bearing, closest point of
 * approach (CPA) and time to it (TCPA), said through the triage (speech/triage.ts): MOB beacons and
 * ships on a collision course first, never dropped ("Cargo
 * vessel Cargo One, 1.7 miles South, closing to 40 meters in 7 minutes."), then up to
 * SAR_DEVICES_SAID distress beacons with range and bearing, then the riskiest other target whole
 * ("Cargo vessel Nordic Star, 1.2 miles North-East, closing to 0.3 miles in 12 minutes."), or short
 * when that does not fit ("Cargo vessel, 4.9 miles north-east, 0.4 miles in 50 minutes.") and, when a
 * `limit` is given, the next ones by name and place, up to it; what does not fit 8 s is counted.
 * Every target up to the limit (and every collision course) is in `targets`.
 *
 * Targets are the other vessels of the model (`vessels.urn:mrn:imo:mmsi:*`), except our own MMSI,
 * base stations and aids to navigation (vessel/ais.ts), targets whose position is older than the AIS
 * freshness limit, and our own transponder heard back under another MMSI (an "own echo": within
 * {@link OWN_ECHO_RANGE_M} and moving with us). The geometry is vessel/cpa.ts; the order is
 * `compareRisk` there: collision risks first, then by range. Only the targets ranked (and any that
 * could tie with them) get geolib's exact range and bearing: vessel/ais.ts `rankTargets`.
 */
import { z } from 'zod';
import { cleanAisName, rankTargets, shipCategory, vesselMmsi } from '../../vessel/ais.js';
import { isPosition, type Track } from '../../vessel/cpa.js';
import { COMPOUND_BUDGET_S, isCollisionRisk } from '../../speech/triage.js';
import type { TriageItem } from '../../speech/types.js';
import { isObject } from '../../vessel/model.js';
import { Freshness, ownTrack } from '../../queries/common.js';
import { SAR_DEVICES_SAID, sarSignals, type SarDevice } from '../../questions/man-overboard/query.js';
import { sayNone, triageAnswer } from '../../queries/feed.js';
import { defineQuery, type BaseResult, type QueryContext } from '../../queries/types.js';
import { roundBinary } from '../../domain/round.js';

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
  /** AIS-SART, MOB and EPIRB devices heard (questions/man-overboard/query.ts), nearest first: said before any ship, never cut by `limit`. */
  sar_devices: SarDevice[];
}

/** Default and maximum number of targets answered. */
export const DEFAULT_LIMIT = 3;
export const MAX_LIMIT = 10;
/** Our own echo or a raft-up: see vessel/ais.ts. */
export { OWN_ECHO_RANGE_M, OWN_ECHO_SPEED_MPS } from '../../vessel/ais.js';

const DEG = 180 / Math.PI;

/**
 * The other vessels' tracks that can be answered: AIS vessels (not our own MMSIs) with a usable
 * position reported at most `maxAgeMs` before `at`. Read from the model's track table (vessel/tracks.ts:
 * the same readings, in the model's order, kept in contiguous memory for this).
 */
function targetTracks(ctx: QueryContext, at: number, maxAgeMs: number): Candidate[] {
  const mine = ownMmsis(ctx);
  const t = ctx.model.tracks;
  const candidates: Candidate[] = [];
  for (let i = 0; i < t.count; i++) {
    // A NaN time or coordinate (no position yet, or a null or half-null one) fails these tests.
    if (!(at - t.time[i]! <= maxAgeMs) || !isPosition(t.latitude[i], t.longitude[i])) continue;
    const context = t.contexts[i]!;
    const mmsi = vesselMmsi(context);
    if (mmsi === null || mine.has(mmsi)) continue;
    const cog = t.cog[i]!;
    const sog = t.sog[i]!;
    // Named fields, not `...pos`: the spread made these objects slow to build and read (3.5x the whole answer).
    candidates.push({
      latitude: t.latitude[i]!,
      longitude: t.longitude[i]!,
      time: t.time[i]!,
      cog: Number.isNaN(cog) ? null : cog,
      sog: Number.isNaN(sog) ? null : sog,
      context,
      mmsi,
    });
  }
  return candidates;
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

/** A target's track, with where it came from. */
interface Candidate extends Track {
  context: string;
  mmsi: string;
}

export const query = defineQuery({
  name: 'get_ais_targets',
  title: 'AIS traffic',
  description:
    'Nearby ships, traffic and collision risk (AIS): range, bearing, closest point of approach and time to it, ' +
    'risks first; limit caps how many. Our own position: navigation_state.',
  input: {
    limit: z.number().int().optional().describe(`How many, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}, only the riskiest said)`),
  },
  subject: 'ais',
  compact: ['total_targets'],
  run({ limit }, ctx): AisResult {
    const n = Math.min(MAX_LIMIT, Math.max(1, Math.round(Number.isFinite(limit) ? (limit as number) : DEFAULT_LIMIT)));
    const fresh = new Freshness(ctx);
    const at = ctx.now();
    const own = ownTrack(ctx);
    // Beacons (a MOB beacon first) come with the traffic in the triage (speech/triage.ts), whatever the
    // limit. Our own man-overboard notification is get_active_alarms' and man_overboard's: it is no AIS
    // target, and beside a ship on a collision course it would push the answer past the budget.
    const signals = sarSignals(ctx, at);
    const beacons = signals.items.filter((i) => !(i.kind === 'mob' && !i.beacon));
    if (!own) {
      return triageAnswer(
        ctx,
        fresh,
        beacons,
        { maxBeacons: SAR_DEVICES_SAID },
        {
          targets: [],
          total_targets: 0,
          sar_devices: signals.devices,
          display: null,
          timestamp: null,
          note: 'Our own position is unknown, so ranges and closest approaches cannot be computed.',
        },
      );
    }
    // Ranked beyond the limit too, so that a collision course past it is still said (never dropped).
    const { chosen, total } = rankTargets(own, targetTracks(ctx, at, ctx.staleness.ais), at, MAX_LIMIT);
    const answered = chosen.filter(({ encounter: e }, i) => i < n || (e !== null && isCollisionRisk(e.cpaM, e.tcpaS, e.closing)));

    fresh.use('navigation.position', ctx.model.get('navigation.position'));
    fresh.use('navigation.courseOverGroundTrue', ctx.model.get('navigation.courseOverGroundTrue'));
    fresh.use('navigation.speedOverGround', ctx.model.get('navigation.speedOverGround'));
    const targets = answered.map(({ item: c, encounter: e }) => {
      const positionReading = ctx.model.get('navigation.position', c.context);
      fresh.use('navigation.position', positionReading, c.context);
      const type = ctx.model.get('design.aisShipType', c.context)?.value;
      const typeId = isObject(type) && typeof type.id === 'number' ? type.id : null;
      const target: AisTarget = {
        mmsi: c.mmsi,
        name: cleanAisName(ctx.model.get('name', c.context)?.value),
        ship_type: isObject(type) && typeof type.name === 'string' ? type.name : null,
        ship_type_id: typeId,
        range_m: e ? roundBinary(e.rangeM, 0) : null,
        bearing_true_deg: e ? roundBinary(e.bearingTrueDeg, 1) % 360 : null,
        cpa_m: e?.cpaM == null ? null : roundBinary(e.cpaM, 0),
        tcpa_s: e?.tcpaS == null ? null : roundBinary(e.tcpaS, 0),
        closing: e?.closing ?? null,
        sog_mps: c.sog,
        cog_true_deg: c.cog === null ? null : roundBinary((((c.cog * DEG) % 360) + 360) % 360, 1),
        position_timestamp: positionReading?.timestamp ?? null,
      };
      return { target, e, category: shipCategory(typeId) };
    });
    // The triage says collision courses with man overboard, before beacons; the riskiest other target
    // whole, the others by name and place: as many as a `limit` asks, else the riskiest alone (speech/triage.ts).
    let first = true;
    const ships = targets.map(({ target, e, category }): TriageItem => {
      const ship = {
        name: target.name,
        category,
        range: e?.rangeM ?? null,
        bearing: e ? e.bearingTrueDeg / DEG : null,
        cpa: e?.cpaM ?? null,
        tcpa: e?.tcpaS ?? null,
        closing: e?.closing ?? null,
        steady: e !== null && e.closing === false && e.tcpaS === null,
      };
      if (e !== null && isCollisionRisk(e.cpaM, e.tcpaS, e.closing)) return { kind: 'collision', ship };
      const item: TriageItem = { kind: 'traffic', ship, first };
      first = false;
      return item;
    });
    // Without a limit the riskiest alone is said, or every collision course (the others are in
    // `targets`, not counted as dropped: they were not asked for).
    const collisions = ships.filter((s) => s.kind === 'collision');
    const asked = limit !== undefined ? ships : collisions.length > 0 ? collisions : ships.slice(0, 1);
    return triageAnswer(
      ctx,
      fresh,
      [...beacons, ...asked],
      { maxBeacons: SAR_DEVICES_SAID, maxShips: n, ...(limit !== undefined && n > 1 ? { budgetS: COMPOUND_BUDGET_S } : {}) },
      {
        targets: targets.map((t) => t.target),
        total_targets: total,
        sar_devices: signals.devices,
        display: sayNone(ctx, ctx.speaker.aisTargets([])),
        timestamp: fresh.timestamp(),
      },
    );
  },
});
