/**
 * get_active_alarms: SignalK notifications that are not normal, worst first, `notifications.`
 * prefix stripped (speech-cases.json "alarms-worst-first"). A null notification value means normal.
 */
import { isObject, type Reading } from '../vessel/model.js';
import type { AlarmState } from '../speech/types.js';
import { defineQuery, type BaseResult } from './types.js';

export interface Alarm {
  /** Path of the thing alarmed, without `notifications.`. */
  path: string;
  state: AlarmState;
  /** As the boat sent it. */
  message: string;
  /** ISO time of the notification. */
  timestamp: string;
}

export interface AlarmsResult extends BaseResult {
  alarms: Alarm[];
}

/** Severity order, worst first (SignalK notification states). */
const SEVERITY: Record<string, number> = { emergency: 5, alarm: 4, warn: 3, alert: 2, normal: 0, nominal: 0 };

/** Active (not normal/nominal) alarms in the model, worst first, then newest first. */
export function activeAlarms(readings: Iterable<[string, Reading]>): Alarm[] {
  const out: (Alarm & { time: number })[] = [];
  for (const [path, r] of readings) {
    const v = r.value;
    if (!isObject(v) || typeof v.state !== 'string') continue;
    const sev = SEVERITY[v.state];
    if (!sev) continue;
    out.push({
      path: path.slice('notifications.'.length),
      state: v.state as AlarmState,
      message: typeof v.message === 'string' ? v.message : '',
      timestamp: r.timestamp ?? new Date(r.time).toISOString(),
      time: r.time,
    });
  }
  out.sort((a, b) => (SEVERITY[b.state] ?? 0) - (SEVERITY[a.state] ?? 0) || b.time - a.time);
  return out.map(({ time: _t, ...a }) => a);
}

export const getActiveAlarms = defineQuery({
  name: 'get_active_alarms',
  title: 'Active alarms',
  description: 'Active alarms and warnings: worst first; an empty list means all is normal. Collision risk from other ships: get_ais_targets.',
  input: {},
  subject: 'alarms',
  run(_args, ctx): AlarmsResult {
    const readings: [string, Reading][] = [];
    for (const p of ctx.model.paths()) {
      if (!p.startsWith('notifications.')) continue;
      const r = ctx.model.get(p);
      if (r) readings.push([p, r]);
    }
    const alarms = activeAlarms(readings);
    const oldest = alarms.reduce<string | null>((o, a) => (o === null || a.timestamp < o ? a.timestamp : o), null);
    return { alarms, display: ctx.speaker.alarms(alarms), timestamp: oldest };
  },
});
