/**
 * What the add-on says on its own, through Home Assistant, when something happens (src/announce/ plans
 * when and gathers one batch): one sayable sentence or a few, in the speaker's language. Pure: the batch
 * as an SI reading in (types.ts `AnnouncementReading`, each device's range and bearing already worked
 * out), text out, through the number helpers and the locale's `announce` block. Never more than one
 * batch's worth: src/announce gives one thing at a time, which keeps it within 8 s of speech
 * (docs/design.md#home-assistant-glue).
 *
 * - Search-and-rescue devices first, with range and bearing from us when both positions are known:
 *   "Man overboard beacon, MOB ANNA: 0.3 miles, bearing north-east."; else "Distress beacon detected."
 * - Alarms that went off are said by the alarms answer itself (`n.alarms`, the words of
 *   get_active_alarms: "1 alarm: Shallow water."), so a skipper hears the same words either way.
 * - Cleared alarms last: "Cleared: Shallow water.", at most ALARMS_LISTED by their message (the alarms
 *   answer's rule: boat text made sayable, cut at a word at ALARM_MESSAGE_MAX characters, numbers glued
 *   to units said as units, the path in words when nothing sayable is left), the rest counted:
 *   "Cleared: A; B; C; and 2 more."
 * Boat text (messages, device names) goes through sayable() (speech/boat-text.ts). An empty batch is "".
 */
import { sayable, sayableName, VESSEL_NAME_MAX } from '../boat-text.js';
import { fill, type Locale } from '../locale.js';
import type { Numbers } from '../numbers.js';
import { ALARM_MESSAGE_MAX, ALARMS_LISTED, pathWords } from './alarms.js';
import type { AnnouncementReading, Speaker } from '../types.js';

/**
 * The sentence(s) for one batch: devices, then alarms, then cleared ones. `n` also gives the alarms
 * answer (`alarms`), which says the alarms that went off.
 */
export function announcement(words: Locale, n: Numbers & Pick<Speaker, 'alarms'>, reading: AnnouncementReading): string {
  const l = words.announce;
  const parts: string[] = [];

  for (const d of reading.devices) {
    const name = sayableName(d.name ?? '', VESSEL_NAME_MAX).replace(/[.,;:]+$/, '');
    const device = name ? `${l.sar[d.kind]}, ${name}` : l.sar[d.kind];
    const distance = n.quantity('distance', d.range).text;
    const point = d.bearing === null ? null : n.bearingPoint(d.bearing);
    parts.push(distance !== null && point !== null ? fill(l.sarAt, { device, distance, point }) : fill(l.sarSeen, { device }));
  }

  if (reading.alarms.length > 0) parts.push(n.alarms(reading.alarms));

  if (reading.cleared.length > 0) {
    const cleared = reading.cleared.map((c) => n.gluedUnits(sayable(c.message, ALARM_MESSAGE_MAX).replace(/[.,;:]+$/, '')) || pathWords(c.path));
    const listed = cleared.slice(0, ALARMS_LISTED);
    if (cleared.length > listed.length) listed.push(n.count(words.alarms.more, cleared.length - listed.length));
    parts.push(fill(l.cleared, { items: listed.join(words.alarms.itemSeparator) }).replace(/([.!?])\.$/, '$1'));
  }
  return parts.join(' ');
}
