/**
 * The boat's time zone from its GPS fix, offline: `@photostructure/tz-lookup` (a 73 KB table of
 * IANA zones, no dependencies, no I/O; chosen over geo-tz, which installs about 74 MB of polygons,
 * because it ships in the add-on image). Its grid is coarse near land borders; out at sea it answers
 * the nautical zones (Etc/GMT+2, ...), which is what a boat keeps offshore.
 *
 * Also the ISO local time with offset for result fields. Pure and synchronous; the lookup is an
 * in-memory table read.
 */
import tzLookup from '@photostructure/tz-lookup';
import { isObject, type Reading, type VesselModel } from '../vessel/model.js';
import { utcOffsetMinutes } from '../speech/clock.js';

/** Zones this Node's ICU knows, checked once each (a lookup table newer than ICU could name a zone it lacks). */
const known = new Map<string, boolean>();

function intlKnows(zone: string): boolean {
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size > 1024) known.clear();
    known.set(zone, ok);
  }
  return ok;
}

/**
 * The nautical zone for a longitude (degrees), one hour per 15 degrees centred on Greenwich, as an
 * IANA Etc zone, whose signs are inverted: -40 (UTC-3) -> "Etc/GMT+3"; 174.8 (UTC+12) -> "Etc/GMT-12".
 */
export function nauticalZone(longitude: number): string {
  const hours = Math.max(-12, Math.min(12, Math.round(longitude / 15)));
  if (hours === 0) return 'Etc/GMT';
  return hours > 0 ? `Etc/GMT-${hours}` : `Etc/GMT+${-hours}`;
}

/**
 * IANA zone at a position (degrees): "Europe/Helsinki", "Pacific/Auckland", "Etc/GMT+2" offshore.
 * Null for missing, non-finite or out-of-range coordinates. A zone the runtime cannot format falls
 * back to the nautical zone of the longitude.
 */
export function zoneAt(latitude: unknown, longitude: unknown): string | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  let zone: string;
  try {
    zone = tzLookup(latitude, longitude);
  } catch {
    return nauticalZone(longitude);
  }
  return intlKnows(zone) ? zone : nauticalZone(longitude);
}

/** Where the boat's zone came from. */
export interface BoatZone {
  /** IANA zone name. */
  zone: string;
  /** True when looked up from `navigation.position`; false when it is the fallback (the add-on's own zone). */
  fromPosition: boolean;
  /** The position reading used, when any. */
  reading: Reading | undefined;
}

/**
 * The boat's zone from `navigation.position` (a missing position is no fix, nor one whose latitude
 * or longitude alone is null, as some senders send), else `fallback` (the speaker's zone: the
 * add-on's own).
 */
export function boatZone(model: VesselModel, fallback: string): BoatZone {
  const reading = model.get('navigation.position');
  const pos = reading && isObject(reading.value) ? reading.value : null;
  const zone = pos ? zoneAt(pos.latitude, pos.longitude) : null;
  return zone === null ? { zone: fallback, fromPosition: false, reading: undefined } : { zone, fromPosition: true, reading };
}

const isoParts = new Map<string, Intl.DateTimeFormat>();

/**
 * `at` as local ISO 8601 with the zone's offset, to the second: "2026-06-21T18:40:30+03:00".
 * Throws RangeError for an invalid Date or an unknown zone.
 */
export function isoLocal(at: Date, zone: string): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('isoLocal: not a valid Date');
  let f = isoParts.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (isoParts.size > 256) isoParts.clear();
    isoParts.set(zone, f);
  }
  const parts = f.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '00';
  const offset = utcOffsetMinutes(at, zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
