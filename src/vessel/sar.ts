/**
 * Search-and-rescue devices and man-overboard notifications: which AIS transmitters are distress
 * devices, where SignalK servers put them, and which notifications are a man overboard.
 *
 * Sources:
 * - ITU-R M.585 (assignment of MMSIs), Annex 2 section 3: 970xxyyyy AIS-SART, 972xxyyyy MOB-AIS
 *   (man-overboard device), 974xxyyyy EPIRB-AIS.
 * - Where signalk-server 2.23.0 files them: its NMEA 0183 AIS decoder puts position reports (message 1,
 *   which is what these devices send) under `vessels.`, aids to navigation and base stations under
 *   `atons.`; its NMEA 2000 decoder puts class A position reports under `vessels.` and SAR position
 *   reports (PGN 129798) under `sar.`. The SignalK schema has a `sar` group for "MOB, EPIRBS etc"
 *   (MMSI 97xxxxxxx). So a device may arrive under any of the three: all are read.
 * - Man overboard notifications: the spec's reserved `notifications.mob`; signalk-server's
 *   notification API raises `notifications.mob.<id>` (state emergency, with the position where it was
 *   raised); plugins nest it under a group (`notifications.<group>.mob`).
 */

/** The kind of a search-and-rescue device. */
export type SarKind = 'sart' | 'mob' | 'epirb';

/** Prefixes of ITU-R M.585 (first three digits of the MMSI) and the device they name. */
const PREFIXES: Readonly<Record<string, SarKind>> = { '970': 'sart', '972': 'mob', '974': 'epirb' };

/**
 * The device kind of an MMSI ("972001234" -> 'mob'), or null for anything else (ships, aids to
 * navigation, undefined, not nine digits). ITU-R M.585: 970 AIS-SART, 972 MOB-AIS, 974 EPIRB-AIS.
 */
export function sarKindOf(mmsi: string | undefined): SarKind | null {
  if (mmsi === undefined || !/^\d{9}$/.test(mmsi)) return null;
  return PREFIXES[mmsi.slice(0, 3)] ?? null;
}

/** The contexts a device may be filed under (module doc). */
const SAR_CONTEXT = /^(?:vessels|atons|aton|sar)\.urn:mrn:imo:mmsi:(\d{9})$/;

/**
 * The MMSI and kind of a search-and-rescue device's context ("sar.urn:mrn:imo:mmsi:970123456",
 * "atons.…", "vessels.…"), or null for any other context.
 */
export function sarDeviceOf(context: string): { mmsi: string; kind: SarKind } | null {
  const mmsi = SAR_CONTEXT.exec(context)?.[1];
  const kind = sarKindOf(mmsi);
  return kind === null ? null : { mmsi: mmsi!, kind };
}

/**
 * The context patterns to subscribe to besides `vessels.*` so that devices filed elsewhere reach the
 * model: every `sar.` context, and only the SAR MMSIs under `atons.` (real aids to navigation are not
 * answered). signalk-server turns `*` in a subscription's context into "anything".
 */
export const SAR_SUBSCRIPTION_CONTEXTS: readonly string[] = ['sar.*', 'atons.urn:mrn:imo:mmsi:97*'];

/**
 * Whether a notification path (with or without `notifications.`) is a man overboard: a segment `mob`
 * anywhere ("notifications.mob", "notifications.mob.3f2a…", "notifications.navigation.mob"), as the
 * spec, signalk-server's notification API and plugins name it (module doc).
 */
export function isMobNotification(path: string): boolean {
  return /(^|\.)mob(\.|$)/.test(path);
}
