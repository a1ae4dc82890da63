/**
 * A batch of events (plan.ts) as the speech layer takes it (speech/types.ts `AnnouncementReading`):
 * each search-and-rescue device with where it is from us, the alarms that went off, the ones cleared.
 * The words are speech/answers/announcement.ts's (`Speaker.announcement`).
 */
import type { AnnouncementReading } from '../speech/types.js';
import { cleanAisName } from '../vessel/ais.js';
import type { AnnounceEvent } from './plan.js';

/** Where a search-and-rescue device is, seen from us; nulls when unknown. */
export interface SarSighting {
  /** As the device sends it (AIS name, padding and all), or null. */
  name: string | null;
  /** Distance from us, metres. */
  rangeM: number | null;
  /** True bearing from us, radians 0..2π. */
  bearingRad: number | null;
}

/**
 * The reading of one batch, in its order within each kind. `sighting` tells where a device's context is
 * (asked once per device); its AIS name is given without padding.
 */
export function announcementReading(batch: readonly AnnounceEvent[], sighting: (context: string) => SarSighting): AnnouncementReading {
  const reading: AnnouncementReading = { devices: [], alarms: [], cleared: [] };
  for (const e of batch) {
    if (e.kind === 'sar') {
      const s = sighting(e.context);
      reading.devices.push({ kind: e.sar, name: cleanAisName(s.name), range: s.rangeM, bearing: s.bearingRad });
    } else if (e.kind === 'alarm') reading.alarms.push({ state: e.state, message: e.message, path: e.path });
    else reading.cleared.push({ message: e.message, path: e.path });
  }
  return reading;
}
