/**
 * Alarms the add-on raises itself from the boat's own numbers, as inputs to get_active_alarms beside
 * SignalK's notifications: the anchor drag (vessel/anchor-watch.ts). Each is given as the notification
 * SignalK would hold (`notifications.navigation.anchor`, state `alarm`, our message in the answer's
 * language, dated when it was raised), and nothing is written to SignalK. When SignalK has its own
 * active notification on that path (the anchor-alarm plugin), it is SignalK's that is said, not ours.
 * Pure: reads the context only.
 */
import type { Reading } from '../vessel/model.js';
import { isActiveNotification } from '../domain/notification.js';
import type { QueryContext } from './types.js';

/** The notification path of an anchor alarm (the anchor-alarm plugin's, which ours stands in for). */
export const ANCHOR_ALARM_PATH = 'notifications.navigation.anchor';

/** Our own raised alarms as `[notification path, reading]`, the shape get_active_alarms reads from the model. */
export function ownAlarms(ctx: QueryContext): [string, Reading][] {
  const raisedAt = ctx.anchorWatch?.raisedAt ?? null;
  if (raisedAt === null) return [];
  const signalk = ctx.model.get(ANCHOR_ALARM_PATH)?.value;
  if (isActiveNotification(signalk)) return [];
  const message = ctx.speaker.anchorAlarm();
  return [[ANCHOR_ALARM_PATH, { value: { state: 'alarm', method: ['visual', 'sound'], message }, timestamp: null, time: raisedAt, source: 'signalk-assist' }]];
}
