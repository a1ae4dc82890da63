/**
 * The answers while the SignalK feed is not up (queries/feed.ts, docs/design.md#truthful-absence): the
 * unreachable lead, the approval sentence, and the lead around the last known values, fitted to the
 * speaking budget (last-known.ts). Words: the locale's `feed` block (and `stale`, whose "as of" a value
 * keeps).
 */
import { fill, type Locale } from '../locale.js';
import { fitLastKnown } from '../last-known.js';
import type { Numbers } from '../numbers.js';

/**
 * "I can't reach the boat's SignalK server." (`lostAgoMs` null or not finite: never connected since
 * the add-on started) or "I can't reach the boat's SignalK server; last contact 2 minutes ago."
 * In: milliseconds since the last contact.
 */
export function unreachable(words: Locale, n: Numbers, lostAgoMs: number | null): string {
  const f = words.feed;
  return lostAgoMs === null || !Number.isFinite(lostAgoMs) ? f.never : fill(f.lost, { age: n.age(lostAgoMs) });
}

/**
 * SignalK's security holds our access request until the user approves it: "SignalK is waiting for you
 * to approve signalk-assist." The whole answer, not "can't reach" (the server answers).
 */
export function awaitingApproval(words: Locale): string {
  return words.feed.approval;
}

/**
 * The unreachable answer with the last known values (`display`, the answer as when the feed was up):
 * "I can't reach the boat's SignalK server; 2 minutes ago: 4.2 meters under the keel." (never connected:
 * "I can't reach the boat's SignalK server. Last known: …"). Only the first parts of `display` that fit
 * the 8 s budget are said (last-known.ts `fitLastKnown`), none if the first does not (then the lead alone);
 * `whole` are phrases never cut (a position); the age of a reading already stale at the last contact
 * ("…, as of 11 minutes ago") is always kept. `sayAll`: the whole of `display` whatever its length (the
 * exact position). In: milliseconds since the last contact.
 */
export function lastKnown(words: Locale, n: Numbers, lostAgoMs: number | null, display: string, whole: readonly string[] = [], sayAll = false): string {
  const f = words.feed;
  const never = lostAgoMs === null || !Number.isFinite(lostAgoMs);
  const age = never ? '' : n.age(lostAgoMs);
  const frame = (values: string) => (never ? fill(f.lastKnown, { unreachable: f.never, display: values }) : fill(f.lostKnown, { age, display: values }));
  // A reading already stale at the last contact keeps its "as of" whatever is cut (never a fresh-sounding value).
  const body = display.endsWith('.') ? display.slice(0, -1) : display;
  const marker = words.stale.replace('{display}', '').split('{age}')[0]!;
  const at = marker === '' ? -1 : body.lastIndexOf(marker);
  const tail = at < 0 ? '' : body.slice(at);
  // As many of the values as the speaking budget leaves room for (last-known.ts); none: the lead alone.
  const head = at < 0 ? body : body.slice(0, at);
  const values = sayAll ? head : fitLastKnown(head, words.tag, (v) => frame(v + tail), whole);
  return values === null ? unreachable(words, n, lostAgoMs) : frame(values + tail);
}

/**
 * The unreachable answer around values already fitted to the budget (a triage list), nothing cut:
 * "I can't reach the boat's SignalK server; 5 seconds ago: 1 emergency: Fire in engine room."; `brief`
 * in the fewest words (a compound emergency, docs/design.md#the-triage): "SignalK lost 5 seconds ago: …".
 */
export function lastKnownWhole(words: Locale, n: Numbers, lostAgoMs: number | null, display: string, brief = false): string {
  const f = words.feed;
  const values = display.endsWith('.') ? display.slice(0, -1) : display;
  if (lostAgoMs === null || !Number.isFinite(lostAgoMs)) return fill(f.lastKnown, { unreachable: f.never, display: values });
  return fill(brief ? f.lostBrief : f.lostKnown, { age: n.age(lostAgoMs), display: values });
}

/**
 * Alarms SignalK has not confirmed since it restarted without its full model (domain/feed.ts
 * `beforeRestart`), `display` the list as the triage says it: "Last known before SignalK restarted:
 * 1 alarm: Shallow water." Never said as live, never dropped into "No active alarms.".
 */
export function beforeRestart(words: Locale, display: string): string {
  return fill(words.feed.beforeRestart, { display: display.endsWith('.') ? display.slice(0, -1) : display });
}
