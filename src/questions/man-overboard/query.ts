/**
 * man_overboard: "any man overboard?", "is there a distress beacon?". The AIS-SART,
 * MOB and EPIRB devices heard (vessel/sar.ts: MMSI 970, 972, 974, under `vessels.`, `atons.` or
 * `sar.`) and our own boat's man-overboard notifications, with range and true bearing from us, how
 * long ago a man overboard was raised and the crew's message: "Man overboard 3 minutes ago, 60 meters
 * South-South-East, Crew overboard: Ana." or, only while the feed is up, "No man overboard or distress
 * beacons." (feed.ts).
 *
 * `sarSignals` also gives get_active_alarms and get_ais_targets their man-overboard and beacon items,
 * which the triage (speech/triage.ts) puts before the alarms and the traffic.
 *
 * Order: man-overboard notifications first (an emergency on our own boat), then devices; each nearest
 * first, those without a range last. A device is kept for {@link SAR_MAX_AGE_MS} after its last
 * position (a beacon that stops may be a person no longer heard, not one rescued); past the AIS limit
 * its age is said ("12 minutes ago"). One MMSI heard under two contexts (two gateways) is one device:
 * its newest position.
 */
import { encounter, isPosition, type Track } from '../../vessel/cpa.js';
import { isObject, type Reading } from '../../vessel/model.js';
import { isMobNotification, sarDeviceOf, type SarKind } from '../../vessel/sar.js';
import type { AlarmState, TriageItem } from '../../speech/types.js';
import { Freshness, ownTrack } from '../../queries/common.js';
import { beforeRestart, sayNone, triageAnswer, triageBeforeRestart } from '../../queries/feed.js';
import { defineQuery, type BaseResult, type QueryContext } from '../../queries/types.js';
import { roundBinary } from '../../domain/round.js';
import { isActiveNotification, notificationState } from '../../domain/notification.js';

/** How long a device stays in the answers after its last position, ms (module doc). */
export const SAR_MAX_AGE_MS = 30 * 60_000;

/** Most search-and-rescue devices said one by one with range and bearing; the others are counted ("and 2 more beacons"). */
export const SAR_DEVICES_SAID = 3;

/** One AIS search-and-rescue device. SI with the unit in the field name; null where unknown. */
export interface SarDevice {
  /** 'sart' (AIS-SART, 970), 'mob' (MOB-AIS, 972), 'epirb' (EPIRB-AIS, 974). */
  kind: SarKind;
  mmsi: string;
  /** The SignalK context it was heard under ("sar.urn:mrn:imo:mmsi:972…", "atons.…", "vessels.…"). */
  context: string;
  latitude: number;
  longitude: number;
  /** Distance from us now (both positions dead-reckoned to the answer's time), metres; null without our position. */
  range_m: number | null;
  /** True bearing from us, degrees 0..360; null without our position. */
  bearing_true_deg: number | null;
  /** ISO time of its position report. */
  position_timestamp: string;
}

/** One active man-overboard notification of our own boat. */
export interface MobAlarm {
  /** Path without `notifications.` ("mob", "mob.3f2a…"). */
  path: string;
  state: AlarmState;
  /** As the boat sent it ("Person Overboard!"). */
  message: string;
  /** Where it was raised (signalk-server's notification API stores our position then), degrees; null when not given. */
  latitude: number | null;
  longitude: number | null;
  /** Distance from us now to where it was raised, metres; null when either position is unknown. */
  range_m: number | null;
  bearing_true_deg: number | null;
  /** ISO time of the notification. */
  timestamp: string;
}

/** The man-overboard notifications and beacons heard, as results give them and as the triage takes them. */
export interface SarSignals {
  mobAlarms: MobAlarm[];
  devices: SarDevice[];
  /** Both as triage items (speech/triage.ts orders them: man overboard, then distress beacons). */
  items: TriageItem[];
}

export interface SarResult extends BaseResult {
  mob_alarms: MobAlarm[];
  devices: SarDevice[];
}

const DEG = Math.PI / 180;

/** ISO time of a reading as the model dates it (model.ts readingTime). */
function isoOf(r: Reading): string {
  return r.timestamp !== null && Date.parse(r.timestamp) === r.time ? r.timestamp : new Date(r.time).toISOString();
}

/** Nearest first, unknown ranges last (stable). */
const byRange = (a: { range_m: number | null }, b: { range_m: number | null }): number => (a.range_m ?? Infinity) - (b.range_m ?? Infinity);

/**
 * The search-and-rescue signals of the model at `at` (epoch ms), in speaking order (module doc).
 * Never throws on data; positions that are not real places are left out. `beforeRestart`: only our
 * man-overboard notifications from before a SignalK restart that it has not confirmed since
 * (queries/feed.ts `beforeRestart`), no devices; else those are left out (never said as live).
 */
export function sarSignals(ctx: QueryContext, at: number = ctx.now(), beforeRestartOnly = false): SarSignals {
  const own = ownTrack(ctx);
  const place = (t: Track) => {
    const e = own === null ? null : encounter(own, t, at);
    return { range_m: e ? roundBinary(e.rangeM, 0) : null, bearing_true_deg: e ? roundBinary(e.bearingTrueDeg, 1) % 360 : null, e };
  };

  const mob: (MobAlarm & { time: number; bearing: number | null })[] = [];
  for (const p of ctx.model.paths()) {
    // One from before a SignalK restart, not sent again since, is not live (man_overboard says it as such).
    if (!p.startsWith('notifications.') || !isMobNotification(p) || beforeRestart(ctx, p) !== beforeRestartOnly) continue;
    const r = ctx.model.get(p);
    const v = r?.value;
    const state = notificationState(v);
    if (!r || !isObject(v) || state === null || !isActiveNotification(v)) continue;
    const pos = isObject(v.position) && isPosition(v.position.latitude, v.position.longitude) ? (v.position as { latitude: number; longitude: number }) : null;
    const where = pos === null ? null : place({ latitude: pos.latitude, longitude: pos.longitude, time: at, cog: null, sog: null });
    mob.push({
      path: p.slice('notifications.'.length),
      state,
      message: typeof v.message === 'string' ? v.message : '',
      latitude: pos?.latitude ?? null,
      longitude: pos?.longitude ?? null,
      range_m: where?.range_m ?? null,
      bearing_true_deg: where?.bearing_true_deg ?? null,
      timestamp: isoOf(r),
      time: r.time,
      bearing: where?.e ? where.e.bearingTrueDeg * DEG : null,
    });
  }
  mob.sort((a, b) => byRange(a, b) || b.time - a.time);

  // One row per MMSI: the newest position of a device heard under several contexts.
  const newest = new Map<string, { context: string; kind: SarKind; i: number }>();
  const t = ctx.model.tracks;
  for (let i = 0; i < t.count; i++) {
    const device = sarDeviceOf(t.contexts[i]!);
    // A NaN time or coordinate (no position, or a null one) fails these tests.
    if (device === null || !(at - t.time[i]! <= SAR_MAX_AGE_MS) || !isPosition(t.latitude[i], t.longitude[i])) continue;
    const seen = newest.get(device.mmsi);
    if (seen === undefined || t.time[i]! > t.time[seen.i]!) newest.set(device.mmsi, { context: t.contexts[i]!, kind: device.kind, i });
  }
  const devices: (SarDevice & { bearing: number | null; heardAgoMs: number | null })[] = [];
  for (const [mmsi, { context, kind, i }] of newest) {
    const cog = t.cog[i]!;
    const sog = t.sog[i]!;
    const track: Track = {
      latitude: t.latitude[i]!,
      longitude: t.longitude[i]!,
      time: t.time[i]!,
      cog: Number.isNaN(cog) ? null : cog,
      sog: Number.isNaN(sog) ? null : sog,
    };
    const where = place(track);
    const age = Math.max(0, ctx.now() - track.time);
    devices.push({
      kind,
      mmsi,
      context,
      latitude: track.latitude,
      longitude: track.longitude,
      range_m: where.range_m,
      bearing_true_deg: where.bearing_true_deg,
      position_timestamp: isoOf(ctx.model.get('navigation.position', context) ?? { value: null, timestamp: null, time: track.time, source: null }),
      bearing: where.e ? where.e.bearingTrueDeg * DEG : null,
      heardAgoMs: at - track.time > ctx.staleness.ais ? age : null,
    });
  }
  devices.sort(byRange);

  const items: TriageItem[] = [
    ...mob.map(
      (m): TriageItem => ({
        kind: 'mob',
        beacon: false,
        range: m.range_m,
        bearing: m.bearing,
        raisedAgoMs: Math.max(0, ctx.now() - m.time),
        heardAgoMs: null,
        message: m.message,
      }),
    ),
    ...devices.map(
      (d): TriageItem =>
        d.kind === 'mob'
          ? { kind: 'mob', beacon: true, range: d.range_m, bearing: d.bearing, raisedAgoMs: null, heardAgoMs: d.heardAgoMs, message: '' }
          : { kind: 'distress', device: d.kind, range: d.range_m, bearing: d.bearing, heardAgoMs: d.heardAgoMs },
    ),
  ];
  return {
    mobAlarms: mob.map(({ time: _t, bearing: _b, ...m }) => m),
    devices: devices.map(({ bearing: _b, heardAgoMs: _h, ...d }) => d),
    items,
  };
}

export const query = defineQuery({
  name: 'man_overboard',
  title: 'Man overboard and distress beacons',
  description: 'Man overboard: distress beacons (SART, MOB, EPIRB) and our own man-overboard notice, with range and bearing, nearest first. Other alarms: get_active_alarms.',
  input: {},
  subject: 'alarms',
  run(_args, ctx): SarResult {
    const fresh = new Freshness(ctx);
    const signals = sarSignals(ctx);
    // Ranges use our position: its age is said like any reading's. Each device's own age is said with it.
    if (signals.items.some((s) => s.kind !== 'emergency' && 'range' in s && s.range !== null)) fresh.use('navigation.position', ctx.model.get('navigation.position'));
    if (signals.items.length === 0) {
      // Only man-overboard notifications from before a SignalK restart: said as such, never as live nor as none.
      const old = sarSignals(ctx, ctx.now(), true);
      if (old.items.length > 0) return triageBeforeRestart(ctx, old.items, {}, { mob_alarms: old.mobAlarms, devices: [], display: null, timestamp: null });
    }
    return triageAnswer(
      ctx,
      fresh,
      signals.items,
      {},
      {
        mob_alarms: signals.mobAlarms,
        devices: signals.devices,
        display: sayNone(ctx, ctx.speaker.sarNone()),
        timestamp: fresh.timestamp(),
      },
    );
  },
});
