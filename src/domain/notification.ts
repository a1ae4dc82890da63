/**
 * SignalK notification states as servers actually send them (SignalK spec, `notifications.*`: a value
 * `{state, method, message}`, or null once cleared). The spec writes states in lower case, but plugins
 * and devices send "ALARM" or "Emergency" too, and a state outside the spec ("critical") on a
 * notification that is not normal is still something the boat is warning about. One reading of a
 * state here, so that every answer, announcement and sensor agrees (docs/design.md#notifications).
 * Pure: no I/O.
 */

/** The notification states of the SignalK spec, least severe first. */
export type NotificationState = 'nominal' | 'normal' | 'alert' | 'warn' | 'alarm' | 'emergency';

const SPEC_STATES: ReadonlySet<string> = new Set<NotificationState>(['nominal', 'normal', 'alert', 'warn', 'alarm', 'emergency']);

/**
 * The state of a notification value: its `state` compared without case or surrounding space ("ALARM",
 * " Emergency " -> 'alarm', 'emergency'); a state outside the spec ("critical", "fault") -> 'alert', so
 * it is said as an alert rather than dropped; an empty state -> 'normal'. Null when the value is not
 * a notification with a text `state` (a cleared notification's null, a bare string, a number).
 */
export function notificationState(value: unknown): NotificationState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = (value as { state?: unknown }).state;
  if (typeof raw !== 'string') return null;
  const state = raw.trim().toLowerCase();
  if (state === '') return 'normal';
  return SPEC_STATES.has(state) ? (state as NotificationState) : 'alert';
}

/** Whether a notification value is active: a state worse than normal (alert, warn, alarm, emergency, or off-spec). */
export function isActiveNotification(value: unknown): boolean {
  const s = notificationState(value);
  return s !== null && s !== 'normal' && s !== 'nominal';
}

/**
 * Whether a notification value is cleared: null (SignalK's "no value", how servers clear one) or a
 * state of normal or nominal. Cleared notifications are what our vessel gives up first when full
 * (vessel/model.ts).
 */
export function isClearedNotification(value: unknown): boolean {
  if (value === null) return true;
  const s = notificationState(value);
  return s === 'normal' || s === 'nominal';
}
