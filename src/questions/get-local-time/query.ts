/**
 * get_local_time: the time where the boat is. The IANA zone comes from the GPS fix through an offline
 * lookup (queries/timezone.ts); the time is spoken in the language's clock with the zone's name ("6:40 PM,
 * New Zealand Daylight Time"). Without a fix the add-on's own zone is used, and the answer says so.
 * Pure: reads the model and the injected clock.
 */
import { mapLanguages } from '../../domain/language.js';
import { boatZone, isoLocal } from '../../queries/timezone.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';
import { LOCAL_TIME } from './answer.js';
import { WORDS } from './words.js';

export interface LocalTimeResult extends BaseResult {
  /** IANA zone name, e.g. "Europe/Lisbon"; "Etc/GMT+2" offshore. */
  iana_timezone: string;
  /** Local time now, ISO 8601 with the zone's offset, to the second: "2026-06-21T18:40:30+03:00". */
  local_time: string;
  /** True when the zone comes from the boat's position; false when it is the add-on's own zone (no fix). */
  from_position: boolean;
}

export const query = defineQuery({
  name: 'get_local_time',
  title: 'Local time where the boat is',
  description: 'Local time and time zone at the boat, by GPS. Arrival time: get_route.',
  input: {},
  subject: mapLanguages(WORDS, (w) => w.subject),
  run(_args, ctx): LocalTimeResult {
    const now = new Date(ctx.now());
    const { zone, fromPosition, reading } = boatZone(ctx.model, ctx.speaker.timeZone);
    return {
      iana_timezone: zone,
      local_time: isoLocal(now, zone),
      from_position: fromPosition,
      display: ctx.speaker.answer(LOCAL_TIME, { at: now, timeZone: zone, fromPosition }),
      // The clock is now; the position is what the answer depends on (its age does not change the zone).
      timestamp: reading ? (reading.timestamp ?? new Date(reading.time).toISOString()) : null,
    };
  },
});
