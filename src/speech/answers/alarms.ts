/**
 * The alarms answer (tool get_active_alarms, and the alarms of announcements): our own SignalK
 * notifications, worst first, through the one triage (docs/design.md#the-triage). Words: the locale's
 * `alarmStates` and `alarms` blocks. Also how one alarm's message is said, which the triage and the
 * announcements share.
 */
import { fill, type Locale } from '../locale.js';
import { sayable } from '../boat-text.js';
import type { Numbers } from '../numbers.js';
import type { AlarmItem, AlarmState, TriageItem } from '../types.js';

/** Longest alarm message spoken, in characters (about 4 s of espeak-ng speech). */
export const ALARM_MESSAGE_MAX = 60;
/** Most cleared alarms said by name in one announcement; the others are counted. */
export const ALARMS_LISTED = 3;

/** Spoken words for a SignalK path: "environment.depth.belowKeel" -> "environment depth below keel". */
export function pathWords(path: string): string {
  return path
    .replace(/^notifications\./, '')
    .split(/[./]+/)
    .filter((s) => s !== '')
    .map((s) =>
      s
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Za-z])(\d)/g, '$1 $2')
        .toLowerCase(),
    )
    .join(' ');
}

/**
 * Text from the boat said as it came, the one way for every such string (an alarm's message; a text
 * value read_sensor reads: a name, a destination, a state outside its set): made sayable (boat-text.ts
 * `sayable`: entities decoded once, markup, links, control, bidi and zero-width characters dropped, other
 * scripts in Latin letters), at most ALARM_MESSAGE_MAX characters cut at a word, numbers glued to units
 * said as units ("1.2m"). "" when nothing sayable is left (and for anything that is not a string).
 */
export function boatText(n: Numbers, text: unknown): string {
  return n.gluedUnits(sayable(text, ALARM_MESSAGE_MAX));
}

/**
 * An alarm's message as said ({@link boatText}), without a closing full stop or comma (the list puts its
 * own); its path in words when nothing sayable is left.
 */
function alarmMessage(n: Numbers, message: string, path: string): string {
  return boatText(n, message).replace(/[.,;:]+$/, '') || pathWords(path);
}

/** A notification state in words: 'warn' -> "warning" ("aviso"); a state outside the SignalK spec (boat text) as given. */
export function alarmState(words: Locale, state: AlarmState): string {
  return (words.alarmStates as Partial<Record<string, string>>)[state] ?? String(state);
}

/**
 * One alarm on its own (read_sensor on a notification): "alarm, Shallow water" ("alarme, Água rasa");
 * `message` is boat text, `path` the SignalK notification path said when the message has nothing sayable.
 */
export function alarm(words: Locale, n: Numbers, state: AlarmState, message: string, path: string): string {
  return fill(words.alarms.item, { state: alarmState(words, state), message: alarmMessage(n, message, path) });
}

/**
 * Our own active alarms through the triage (`triage`, speech/triage.ts): "No active alarms.", "1 alarm:
 * Shallow water.", "1 alarm and 1 warning: Shallow water; House battery low."; every emergency with its
 * message, then as many others as fit the speaking budget, worst first, and how many more. States
 * nominal and normal are not active (SignalK notifications) and are dropped.
 */
export function alarms(words: Locale, list: readonly AlarmItem[], triage: (items: readonly TriageItem[]) => string | null): string {
  const items: TriageItem[] = list
    .filter((a) => a.state !== 'nominal' && a.state !== 'normal')
    .map((a) => (a.state === 'emergency' ? { kind: 'emergency', message: a.message, path: a.path } : { kind: 'alarm', state: a.state, message: a.message, path: a.path }));
  return triage(items) ?? words.alarms.none;
}
