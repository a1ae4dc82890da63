/**
 * What to announce and when, pure: SignalK notification values and search-and-rescue
 * sightings in, batches of events out, no I/O and no clock of its own (every call passes `now`).
 *
 * Rules:
 * - An alarm is announced when a notification turns `alarm` or `emergency` from anything lower (a
 *   state of less severity, normal, none, or never heard): once per transition. alarm -> emergency is
 *   a transition; emergency -> alarm, or a new message in the same state, is not.
 * - A cleared alarm (from `alarm`/`emergency` to normal, nominal or no value) is announced only with
 *   `cleared` on, and only when its alarm was said: one that clears while still held is dropped. One
 *   that SignalK no longer has after a restart is forgotten, not cleared (`forget`).
 * - A search-and-rescue device (vessel/sar.ts) is announced the first time its context is seen.
 * - Rate limit: at most one announcement per `minIntervalMs`. What happens meanwhile is held and said
 *   together once the interval has passed, as it stands then (an alarm that went back down is not said).
 * - One announcement says one thing (see `take`), in the triage's order (speech/triage.ts): the alarms
 *   that went off when one is an emergency or a man overboard of ours; else a search-and-rescue device
 *   (a MOB beacon first); else the alarms that went off; else the alarms that cleared.
 * Severity order as SignalK's notification states (speech/types.ts ALARM_SEVERITY): emergency, alarm,
 * warn, alert; a state outside the spec counts as an alert, like the alarms answer.
 */
import { isObject } from '../vessel/model.js';
import { notificationState, type NotificationState } from '../domain/notification.js';
import { isMobNotification, type SarKind } from '../vessel/sar.js';

/** One thing to say. `path` is the notification path without `notifications.`; `message` as the boat sent it. */
export type AnnounceEvent =
  | { kind: 'alarm'; path: string; state: 'alarm' | 'emergency'; message: string }
  | { kind: 'cleared'; path: string; message: string }
  | { kind: 'sar'; context: string; sar: SarKind };

export interface PlannerOptions {
  /** Least time between two announcements, ms. */
  minIntervalMs: number;
  /** Whether an alarm going back to normal is announced. */
  cleared: boolean;
}

const RANK: Readonly<Record<NotificationState, number>> = { emergency: 4, alarm: 3, warn: 2, alert: 1, normal: 0, nominal: 0 };
/** Rank from which a notification is announced (alarm). */
const ANNOUNCED = 3;
/** Search-and-rescue contexts remembered as seen; beyond it the oldest is forgotten (the model holds at most 2,000 contexts). */
const SAR_SEEN_MAX = 2000;

/**
 * A notification value's state rank: 0 for normal, nominal, null or not a notification; states read as
 * servers send them (domain/notification.ts: "ALARM" ranks as alarm, a state outside the spec as alert).
 */
export function stateRank(value: unknown): number {
  const state = notificationState(value);
  return state === null ? 0 : RANK[state];
}

/** See module doc. */
export class AnnouncePlanner {
  /** Rank of every notification heard above normal, by path. */
  private readonly heard = new Map<string, number>();
  /** Alarms that were said and not yet cleared: path -> the message said (a cleared notification often carries none). */
  private readonly said = new Map<string, string>();
  /** Held events by key (notification path, or `sar:` + context). */
  private readonly pending = new Map<string, AnnounceEvent>();
  private readonly sarSeen = new Set<string>();
  private lastSpokenAt: number | null = null;

  constructor(private readonly opts: PlannerOptions) {}

  /**
   * A notification's new value. `path` without `notifications.`; `value` as SignalK sent it
   * (`{state, message, method}` or null).
   */
  notification(path: string, value: unknown): void {
    const rank = stateRank(value);
    const message = isObject(value) && typeof value.message === 'string' ? value.message : '';
    const before = this.heard.get(path) ?? 0;
    if (rank > 0) this.heard.set(path, rank);
    else this.heard.delete(path);
    const held = this.pending.get(path);
    if (rank >= ANNOUNCED) {
      if (held?.kind === 'cleared') {
        // Back before "cleared" was said: neither is said again.
        this.pending.delete(path);
        this.said.set(path, held.message);
      } else if (rank > before) {
        this.pending.set(path, { kind: 'alarm', path, state: rank === RANK.emergency ? 'emergency' : 'alarm', message });
      }
      return;
    }
    if (held?.kind === 'alarm') {
      // Went back down before it was said: nothing to say about it.
      this.pending.delete(path);
      return;
    }
    const wasSaid = this.said.get(path);
    if (wasSaid === undefined) return;
    this.said.delete(path);
    if (rank === 0 && this.opts.cleared) this.pending.set(path, { kind: 'cleared', path, message: wasSaid });
  }

  /**
   * A notification SignalK no longer has after a restart or reconnect (the model's reload): forgotten,
   * never said as cleared: nobody cleared it, and "Cleared: Fire in engine room" after a server restart
   * would tell the crew a fire is out that may still burn; one raised but not yet said is not said (SignalK
   * no longer has it). Said again if SignalK raises it again.
   */
  forget(path: string): void {
    this.heard.delete(path);
    this.said.delete(path);
    this.pending.delete(path);
  }

  /** A search-and-rescue device heard in `context`: announced the first time only. */
  sar(context: string, kind: SarKind): void {
    if (this.sarSeen.has(context)) return;
    if (this.sarSeen.size >= SAR_SEEN_MAX) this.sarSeen.delete(this.sarSeen.values().next().value!);
    this.sarSeen.add(context);
    this.pending.set(`sar:${context}`, { kind: 'sar', context, sar: kind });
  }

  /** Epoch ms at which held events may be said (`now` or later), or null when nothing is held. */
  dueAt(now: number): number | null {
    if (this.pending.size === 0) return null;
    return this.lastSpokenAt === null ? now : Math.max(now, this.lastSpokenAt + this.opts.minIntervalMs);
  }

  /**
   * The events to say now, or null when nothing is held or the interval has not passed. Taking them
   * starts the interval. One announcement says one thing, so that it stays within the speaking budget
   * (8 s of espeak-ng in every language): every held alarm when one is an emergency or a man overboard
   * (said as the alarms answer says a list, through the triage); else the first held search-and-rescue
   * device alone, a MOB beacon first; else every held alarm; else every cleared alarm. What is left
   * stays held for the next interval.
   */
  take(now: number): AnnounceEvent[] | null {
    const due = this.dueAt(now);
    if (due === null || due > now) return null;
    const held = [...this.pending.entries()];
    // The triage's order (speech/triage.ts): our emergencies and man overboard, then a MOB beacon, then
    // other distress beacons, then our other alarms, then the cleared ones.
    const sar = held.find(([, e]) => e.kind === 'sar' && e.sar === 'mob') ?? held.find(([, e]) => e.kind === 'sar');
    const alarms = held.filter(([, e]) => e.kind === 'alarm');
    const urgent = alarms.some(([, e]) => e.kind === 'alarm' && (e.state === 'emergency' || isMobNotification(e.path)));
    const group = urgent ? alarms : sar ? [sar] : alarms.length > 0 ? alarms : held;
    for (const [key] of group) this.pending.delete(key);
    const rank = (e: AnnounceEvent): number => (e.kind === 'alarm' && e.state === 'emergency' ? 0 : 1);
    const batch = group.map(([, e]) => e).sort((a, b) => rank(a) - rank(b));
    for (const e of batch) if (e.kind === 'alarm') this.said.set(e.path, e.message);
    this.lastSpokenAt = now;
    return batch;
  }
}
