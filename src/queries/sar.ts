/**
 * man_overboard: "any man overboard?", "is there a distress beacon?" (issue 18). The AIS-SART,
 * MOB and EPIRB devices heard (vessel/sar.ts: MMSI 970, 972, 974, under `vessels.`, `atons.` or
 * `sar.`) and our own boat's man-overboard notifications, with range and true bearing from us:
 * "Man overboard beacon, 0.3 miles South-West, and 1 more distress signal." or, only while the feed
 * is up, "No man overboard or distress beacons." (feed.ts).
 *
 * `sarSignals` is also what get_active_alarms and get_ais_targets say before anything else, never
 * cut by a flood of alarms or a `limit`.
 *
 * Order: man-overboard notifications first (an emergency on our own boat), then devices; each nearest
 * first, those without a range last. The first is said fully and the others counted (speech/sar.ts).
 * A device is kept for {@link SAR_MAX_AGE_MS} after its last position (a beacon that stops may be a
 * person no longer heard, not one rescued); past the AIS limit its age is said ("last heard 12
 * minutes ago"). One MMSI heard under two contexts (two gateways) is one device: its newest position.
 */
import { encounter, isPosition, type Track } from '../vessel/cpa.js';
import { isObject, type Reading } from '../vessel/model.js';
import { isMobNotification, sarDeviceOf, type SarKind } from '../vessel/sar.js';
import type { AlarmState, SarReading } from '../speech/types.js';
import { Freshness, ownTrack } from './common.js';
import { sayNone } from './feed.js';
import { defineQuery, type BaseResult, type QueryContext } from './types.js';

/** How long a device stays in the answers after its last position, ms (module doc). */
export const SAR_MAX_AGE_MS = 30 * 60_000;

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

/** What every answer says first. */
export interface SarSignals {
  mobAlarms: MobAlarm[];
  devices: SarDevice[];
  /** Both, in speaking order, as `Speaker.sar` takes them. */
  spoken: SarReading[];
}

export interface SarResult extends BaseResult {
  mob_alarms: MobAlarm[];
  devices: SarDevice[];
}

/** Notification states worse than normal (SignalK spec). */
const ACTIVE = new Set(['alert', 'warn', 'alarm', 'emergency']);
const DEG = Math.PI / 180;

/** Rounds to `decimals`, never -0. */
function round(x: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r;
}

/** ISO time of a reading as the model dates it (model.ts readingTime). */
function isoOf(r: Reading): string {
  return r.timestamp !== null && Date.parse(r.timestamp) === r.time ? r.timestamp : new Date(r.time).toISOString();
}

/** Nearest first, unknown ranges last (stable). */
const byRange = (a: { range_m: number | null }, b: { range_m: number | null }): number =>
  (a.range_m ?? Infinity) - (b.range_m ?? Infinity);

/**
 * The search-and-rescue signals of the model at `at` (epoch ms), in speaking order (module doc).
 * Never throws on data; positions that are not real places are left out.
 */
export function sarSignals(ctx: QueryContext, at: number = ctx.now()): SarSignals {
  const own = ownTrack(ctx);
  const place = (t: Track) => {
    const e = own === null ? null : encounter(own, t, at);
    return { range_m: e ? round(e.rangeM, 0) : null, bearing_true_deg: e ? round(e.bearingTrueDeg, 1) % 360 : null, e };
  };

  const mob: (MobAlarm & { time: number; bearing: number | null })[] = [];
  for (const p of ctx.model.paths()) {
    if (!p.startsWith('notifications.') || !isMobNotification(p)) continue;
    const r = ctx.model.get(p);
    const v = r?.value;
    if (!r || !isObject(v) || typeof v.state !== 'string' || !ACTIVE.has(v.state)) continue;
    const pos = isObject(v.position) && isPosition(v.position.latitude, v.position.longitude) ? (v.position as { latitude: number; longitude: number }) : null;
    const where = pos === null ? null : place({ latitude: pos.latitude, longitude: pos.longitude, time: at, cog: null, sog: null });
    mob.push({
      path: p.slice('notifications.'.length),
      state: v.state as AlarmState,
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
      latitude: t.latitude[i]!, longitude: t.longitude[i]!, time: t.time[i]!,
      cog: Number.isNaN(cog) ? null : cog, sog: Number.isNaN(sog) ? null : sog,
    };
    const where = place(track);
    const age = Math.max(0, ctx.now() - track.time);
    devices.push({
      kind, mmsi, context,
      latitude: track.latitude, longitude: track.longitude,
      range_m: where.range_m, bearing_true_deg: where.bearing_true_deg,
      position_timestamp: isoOf(ctx.model.get('navigation.position', context) ?? { value: null, timestamp: null, time: track.time, source: null }),
      bearing: where.e ? where.e.bearingTrueDeg * DEG : null,
      heardAgoMs: at - track.time > ctx.staleness.ais ? age : null,
    });
  }
  devices.sort(byRange);

  const spoken: SarReading[] = [
    ...mob.map((m) => ({ kind: 'mobAlarm' as const, range: m.range_m, bearing: m.bearing, heardAgoMs: null })),
    ...devices.map((d) => ({ kind: d.kind, range: d.range_m, bearing: d.bearing, heardAgoMs: d.heardAgoMs })),
  ];
  return {
    mobAlarms: mob.map(({ time: _t, bearing: _b, ...m }) => m),
    devices: devices.map(({ bearing: _b, heardAgoMs: _h, ...d }) => d),
    spoken,
  };
}

/**
 * Longest answer, in characters, in which the signals' sentence is followed by the answer's own words.
 * espeak-ng says 11.5 to 15 characters a second in our languages (measured on these answers), so 88
 * characters stay within the 8 s budget in all of them; the signals' sentence alone is at most about
 * 7 s (test/integration/sar.test.ts measures both).
 */
export const SAR_SPOKEN_MAX_CHARS = 88;

/**
 * What an answer says first: the signals' sentence, then the answer's own `rest` when both fit in
 * {@link SAR_SPOKEN_MAX_CHARS} (the rest stays in the result's fields). Null when there are no
 * signals (the answer is `rest` alone).
 */
export function sarFirst(ctx: QueryContext, signals: SarSignals, rest: string | null): string | null {
  const lead = ctx.speaker.sar(signals.spoken);
  if (lead === null) return null;
  return rest === null || lead.length + 1 + rest.length > SAR_SPOKEN_MAX_CHARS ? lead : `${lead} ${rest}`;
}

export const manOverboard = defineQuery({
  name: 'man_overboard',
  title: 'Man overboard and distress beacons',
  description: 'Man overboard: distress beacons (SART, MOB, EPIRB) and our own man-overboard notice, with range and bearing, nearest first. Other alarms: get_active_alarms.',
  input: {},
  subject: 'alarms',
  run(_args, ctx): SarResult {
    const fresh = new Freshness(ctx);
    const signals = sarSignals(ctx);
    // Ranges use our position: its age is said like any reading's. Each device's own age is said with it.
    if (signals.spoken.some((s) => s.range !== null)) fresh.use('navigation.position', ctx.model.get('navigation.position'));
    const display = sarFirst(ctx, signals, null);
    return {
      mob_alarms: signals.mobAlarms,
      devices: signals.devices,
      display: display === null ? sayNone(ctx, ctx.speaker.sarNone()) : fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
