/**
 * The words of an announcement, pure: a batch of events (plan.ts) in, one sayable
 * sentence or a few out, in the speaker's language.
 *
 * - Alarms that went off are said exactly as the alarms answer says them (Speaker.alarms, the wording
 *   of get_active_alarms: "1 alarm: Shallow water."), so a skipper hears the same words either way.
 * - Search-and-rescue devices first, with range and bearing from us when both positions are known:
 *   "Man overboard beacon, MOB ANNA: 0.3 miles, bearing north-east." (locale `announce`).
 * - Cleared alarms last, when asked for: "Cleared: Shallow water."
 * Boat text (messages, device names) goes through sayable() (speech/boat-text.ts).
 */
import { fill, intlTagOf, pluralForm, type PluralCategory } from '../speech/locale.js';
import { getLocale } from '../speech/locales/index.js';
import { BOAT_NAME_MAX, sayable, sayableName, VESSEL_NAME_MAX } from '../speech/boat-text.js';
import { ALARM_MESSAGE_MAX, ALARMS_LISTED } from '../speech/answers/alarms.js';
import type { Speaker } from '../speech/types.js';
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
 * The sentence(s) for one batch: devices, then alarms, then cleared ones (plan.ts `take` gives one
 * of these per announcement, which keeps it within 8 s of speech). `sighting` tells where a device's
 * context is. Returns "" for an empty batch.
 */
export function announcementText(speaker: Speaker, batch: readonly AnnounceEvent[], sighting: (context: string) => SarSighting): string {
  const words = getLocale(speaker.language);
  const l = words.announce;
  const more = (n: number): string => {
    const category = new Intl.PluralRules(intlTagOf(words)).select(n) as PluralCategory;
    return fill(pluralForm(words.alarms.more, category), { count: speaker.number(n, 0) });
  };
  const parts: string[] = [];

  const sars = batch.filter((e) => e.kind === 'sar');
  for (const e of sars) {
    const s = sighting(e.context);
    const name = sayableName(cleanAisName(s.name) ?? '', VESSEL_NAME_MAX).replace(/[.,;:]+$/, '');
    const device = name ? `${l.sar[e.sar]}, ${name}` : l.sar[e.sar];
    const distance = speaker.quantity('distance', s.rangeM);
    const point = s.bearingRad === null ? null : speaker.bearingPoint(s.bearingRad);
    parts.push(distance.text !== null && point !== null ? fill(l.sarAt, { device, distance: distance.text, point }) : fill(l.sarSeen, { device }));
  }

  const alarms = batch.flatMap((e) => (e.kind === 'alarm' ? [{ state: e.state, message: e.message, path: e.path }] : []));
  if (alarms.length > 0) parts.push(speaker.alarms(alarms));

  const cleared = batch.flatMap((e) => (e.kind === 'cleared' ? [clearedWords(e.message, e.path)] : []));
  if (cleared.length > 0) {
    const listed = cleared.slice(0, ALARMS_LISTED);
    if (cleared.length > listed.length) listed.push(more(cleared.length - listed.length));
    parts.push(fill(l.cleared, { items: listed.join(words.alarms.itemSeparator) }).replace(/([.!?])\.$/, '$1'));
  }
  return parts.join(' ');
}

/** A cleared alarm's message as the alarms answer says it, or its path in words when nothing sayable is left. */
function clearedWords(message: string, path: string): string {
  return (
    sayable(message, ALARM_MESSAGE_MAX).replace(/[.,;:]+$/, '') ||
    path
      .split('.')
      .filter((s) => s !== '')
      .map((s) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
      .join(' ')
  );
}
