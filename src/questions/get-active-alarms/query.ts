/**
 * get_active_alarms: what's wrong on board and around us. SignalK notifications that are not normal,
 * and our own alarms (own-alarms.ts: a drag outside the anchor circle), worst first, `notifications.`
 * prefix stripped (speech-cases.json "alarms-worst-first"; a null notification value means normal),
 * with the man-overboard notifications and the AIS-SART, MOB and EPIRB devices heard (questions/man-overboard/query.ts),
 * said through the triage (speech/triage.ts): our emergencies with their messages, man overboard with
 * range, bearing and how long ago, beacons with range and bearing (at most {@link SAR_DEVICES_SAID}),
 * our other alarms, and what did not fit counted.
 */
import type { Reading } from '../../vessel/model.js';
import { isActiveNotification, notificationState } from '../../domain/notification.js';
import type { AlarmState, TriageItem } from '../../speech/types.js';
import { Freshness } from '../../queries/common.js';
import { beforeRestart, sayNone, triageAnswer, triageBeforeRestart } from '../../queries/feed.js';
import { SAR_DEVICES_SAID, sarSignals, type SarDevice } from '../../questions/man-overboard/query.js';
import { isMobNotification } from '../../vessel/sar.js';
import { ownAlarms } from '../../queries/own-alarms.js';
import { defineQuery, type BaseResult } from '../../queries/types.js';

export interface Alarm {
  /** Path of the thing alarmed, without `notifications.`. */
  path: string;
  state: AlarmState;
  /** As the boat sent it (the display speaks it made sayable, speech/boat-text.ts). */
  message: string;
  /** ISO time of the notification: its source's stamp when believed, else when we received it (vessel/model.ts readingTime). */
  timestamp: string;
  /** True when SignalK restarted without its full model and has not confirmed this alarm since (said as last known before the restart). */
  before_restart?: true;
}

export interface AlarmsResult extends BaseResult {
  /** Active alarms, man overboard first, then worst first. */
  alarms: Alarm[];
  /** AIS-SART, MOB and EPIRB devices heard (questions/man-overboard/query.ts), nearest first: said before the alarms. */
  sar_devices: SarDevice[];
}

/** Severity order, worst first (SignalK notification states). */
const SEVERITY: Record<AlarmState, number> = { emergency: 5, alarm: 4, warn: 3, alert: 2, normal: 0, nominal: 0 };

/** ISO time of a reading as the model dates it: its source's stamp when believed, else when received (model.ts readingTime). */
function timeOf(r: Reading): string {
  return r.timestamp !== null && Date.parse(r.timestamp) === r.time ? r.timestamp : new Date(r.time).toISOString();
}

/** Active (not normal/nominal) alarms in the model, worst first, then newest first. */
export function activeAlarms(readings: Iterable<[string, Reading]>): Alarm[] {
  const out: (Alarm & { time: number })[] = [];
  for (const [path, r] of readings) {
    // States as servers send them: "ALARM" is an alarm, an off-spec state an alert (domain/notification.ts).
    const state = notificationState(r.value);
    if (state === null || !SEVERITY[state]) continue;
    const v = r.value as { message?: unknown };
    out.push({
      path: path.slice('notifications.'.length),
      state,
      message: typeof v.message === 'string' ? v.message : '',
      timestamp: timeOf(r),
      time: r.time,
    });
  }
  out.sort((a, b) => (SEVERITY[b.state] ?? 0) - (SEVERITY[a.state] ?? 0) || b.time - a.time);
  return out.map(({ time: _t, ...a }) => a);
}

/** Our alarms other than man overboard (said by the search-and-rescue items) as triage items: emergencies with their messages, the rest by state. */
function ownItems(alarms: readonly Alarm[]): TriageItem[] {
  return alarms
    .filter((a) => !isMobNotification(a.path))
    .map(
      (a): TriageItem => (a.state === 'emergency' ? { kind: 'emergency', message: a.message, path: a.path } : { kind: 'alarm', state: a.state, message: a.message, path: a.path }),
    );
}

export const query = defineQuery({
  name: 'get_active_alarms',
  title: 'Active alarms',
  description: 'Active alarms and warnings, worst first. Ship collision risk: get_ais_targets.',
  input: {},
  subject: 'alarms',
  run(_args, ctx): AlarmsResult {
    const readings: [string, Reading][] = [];
    // Alarms from before a SignalK restart that it has not sent again: never said as live (feed.ts).
    const before: [string, Reading][] = [];
    for (const p of ctx.model.paths()) {
      if (!p.startsWith('notifications.')) continue;
      const r = ctx.model.get(p);
      if (r) (beforeRestart(ctx, p) ? before : readings).push([p, r]);
    }
    // Our own alarms as one plain list (SignalK's notifications; an alarm of our own making joins it
    // here), which the result keeps and the triage below takes.
    readings.push(...ownAlarms(ctx));
    const all = activeAlarms(readings);
    // Man overboard first, whatever else is active; the list keeps them all.
    const alarms = [...all.filter((a) => isMobNotification(a.path)), ...all.filter((a) => !isMobNotification(a.path))];
    // Alarms are readings like any other (docs/design.md#the-time-rule): dated by the model's rule,
    // so timestamp, age_s and the feed's "last known" agree; "none" only while the feed is up.
    const fresh = new Freshness(ctx);
    for (const [p, r] of readings) if (alarms.length > 0 && isActiveNotification(r.value)) fresh.use(p, r);
    // What's wrong on board and around us, in the triage's order (speech/triage.ts): our emergencies,
    // man overboard, distress beacons, our other alarms. Traffic is get_ais_targets' answer.
    const signals = sarSignals(ctx);
    const old = activeAlarms(before);
    if (alarms.length === 0 && signals.items.length === 0 && old.length > 0) {
      // As live ones are said (man overboard as the triage says it), in the before-restart frame.
      const oldItems: TriageItem[] = [...ownItems(old), ...sarSignals(ctx, ctx.now(), true).items];
      const at = new Freshness(ctx);
      for (const [p, r] of before) if (isActiveNotification(r.value)) at.use(p, r);
      return triageBeforeRestart(
        ctx,
        oldItems,
        { maxBeacons: SAR_DEVICES_SAID },
        { alarms: old.map((a) => ({ ...a, before_restart: true })), sar_devices: [], display: null, timestamp: at.timestamp() },
      );
    }
    const items: TriageItem[] = [...ownItems(alarms), ...signals.items];
    return triageAnswer(
      ctx,
      fresh,
      items,
      { maxBeacons: SAR_DEVICES_SAID },
      {
        alarms,
        sar_devices: signals.devices,
        display: sayNone(ctx, ctx.speaker.alarms([])),
        timestamp: fresh.timestamp(),
      },
    );
  },
});
