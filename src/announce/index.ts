/**
 * Announcements output: when a SignalK notification turns alarm or emergency, our own drag
 * alarm is raised (vessel/anchor-watch.ts), or a search-and-rescue device appears, Home Assistant says
 * it on the skipper's chosen targets, in the answer language, without being asked. What and when is plan.ts (pure), the words speech/answers/announcement.ts (from reading.ts), the
 * service calls calls.ts; this file wires the vessel model to them and sends the calls over the
 * shared Home Assistant WebSocket (ha/connection.ts).
 *
 * - Events that happen within one `SETTLE_MS` are said together (a server's first delta often
 *   carries several alarms, and a device's name and position arrive in the same second).
 * - While Home Assistant is not connected, events are held (the planner keeps them) and said once it is.
 * - A service Home Assistant does not have (assist_satellite.announce before 2024.10) or a call it
 *   refuses is logged once per service and reason, never thrown.
 */
import { log } from '../log.js';
import type { HaConnection } from '../ha/connection.js';
import type { QueryContext } from '../queries/types.js';
import { encounter, type Track } from '../vessel/cpa.js';
import { isObject, SELF, type VesselModel } from '../vessel/model.js';
import { sarDeviceOf, sarKindOf } from '../vessel/sar.js';
import { AnnouncePlanner, stateRank } from './plan.js';
import { ANCHOR_ALARM_PATH } from '../queries/own-alarms.js';
import type { AnchorWatch } from '../vessel/anchor-watch.js';
import { serviceCalls, type ServiceCall } from './calls.js';
import { announcementReading, type SarSighting } from './reading.js';

/** Events within this many ms of the first one are said together. */
export const SETTLE_MS = 750;

export interface AnnounceOptions {
  ha: HaConnection;
  model: VesselModel;
  /** The query context of the moment: its speaker's language is the announcement's. */
  context: () => QueryContext;
  /** Entity ids: assist_satellite.* and media_player.* (config.ts validates them). */
  targets: readonly string[];
  /** TTS engine entity for media players (tts.*), or ''. */
  tts: string;
  /** Whether alarms that clear are announced. */
  cleared: boolean;
  /** Least time between two announcements, ms. */
  minIntervalMs: number;
  now?: () => number;
  /** Our own drag alarm (vessel/anchor-watch.ts): announced as an alarm of the anchor-alarm plugin's path. */
  anchorWatch?: AnchorWatch;
}

export interface AnnounceOutput {
  /**
   * Says `text` at once on the announce targets, outside the plan (a voice action's confirmation that
   * SignalK sent late: actions/engine.ts). Nothing when Home Assistant is not connected.
   */
  say(text: string, language: string): void;
  stop(): void;
}

/** Starts announcing; see module doc. */
export function startAnnounceOutput(opts: AnnounceOptions): AnnounceOutput {
  const now = opts.now ?? Date.now;
  const planner = new AnnouncePlanner({ minIntervalMs: opts.minIntervalMs, cleared: opts.cleared });
  const complained = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const schedule = (): void => {
    if (stopped || timer) return;
    const due = planner.dueAt(now());
    if (due === null) return;
    timer = setTimeout(flush, Math.max(SETTLE_MS, due - now()));
    timer.unref();
  };

  const flush = (): void => {
    timer = null;
    if (stopped) return;
    if (!opts.ha.conn?.connected) return; // held; said when Home Assistant is back (onReady)
    const batch = planner.take(now());
    if (batch === null) {
      schedule();
      return;
    }
    const ctx = opts.context();
    const text = ctx.speaker.announcement(announcementReading(batch, (c) => sighting(opts.model, c, now())));
    if (text !== '') for (const call of serviceCalls(opts.targets, opts.tts, text, ctx.speaker.language)) void send(call);
    schedule(); // what take() left held (one thing per announcement)
  };

  const send = async (call: ServiceCall): Promise<void> => {
    try {
      await opts.ha.send(call);
    } catch (e) {
      const err = e as { code?: string; message?: string };
      const service = `${call.domain}.${call.service}`;
      const reason =
        err?.code === 'not_found' && call.domain === 'assist_satellite'
          ? `Home Assistant has no ${service} (it came with Home Assistant 2024.10): announcements are not said on ${String((call.service_data.entity_id as string[]).join(', '))}; update Home Assistant or choose a media player with a TTS engine.`
          : `Home Assistant refused ${service} for an announcement: ${err?.message ?? String(e)}`;
      if (complained.has(reason)) return;
      complained.add(reason);
      log.warn(reason);
    }
  };

  const offModel = opts.model.onChange((context, path, reading) => {
    if (context === SELF) {
      if (path.startsWith('notifications.')) {
        if (reading.gone === true) planner.forget(path.slice('notifications.'.length));
        else planner.notification(path.slice('notifications.'.length), reading.value);
        schedule();
      }
      return;
    }
    const kind = sarDeviceOf(context)?.kind ?? sarKindOf(mmsiValue(opts.model, context));
    if (kind) {
      planner.sar(context, kind);
      schedule();
    }
  });
  // Our own drag alarm, as the plugin's notification would be (own-alarms.ts): once when raised, and
  // not at all while SignalK has its own active anchor alarm (which is announced instead).
  const dragPath = ANCHOR_ALARM_PATH.slice('notifications.'.length);
  // A circle SignalK no longer has after a restart is no drag cleared: forgotten, as its notification would be.
  const offDrag = opts.anchorWatch?.onChange((dragging, gone) => {
    if (stateRank(opts.model.get(ANCHOR_ALARM_PATH)?.value) > 0) return;
    if (gone) return planner.forget(dragPath);
    planner.notification(dragPath, dragging ? { state: 'alarm', message: opts.context().speaker.anchorAlarm() } : null);
    schedule();
  });
  // Every (re)connection says what was held meanwhile.
  const offReady = opts.ha.onReady(() => schedule());

  if (opts.targets.length === 0) log.warn('Announcements are on but no targets are set (announce_targets): nothing will be said.');
  log.info(`Announcements on: alarms${opts.cleared ? ', cleared alarms' : ''} and search-and-rescue devices are said on ${opts.targets.join(', ') || 'no target'}.`);

  return {
    say(text, language) {
      if (stopped || text === '' || !opts.ha.conn?.connected) return;
      for (const call of serviceCalls(opts.targets, opts.tts, text, language)) void send(call);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      offModel();
      offDrag?.();
      offReady();
    },
  };
}

/**
 * A context's `mmsi` value, for a device whose context is not an MMSI URN (the URN itself is read by
 * vessel/sar.ts `sarDeviceOf`, under vessels., atons. or sar.).
 */
function mmsiValue(model: VesselModel, context: string): string | undefined {
  const v = model.get('mmsi', context)?.value;
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** Where a device is seen from us now: its name and, when both positions are known, range and bearing. */
function sighting(model: VesselModel, context: string, at: number): SarSighting {
  const v = model.get('name', context)?.value;
  const name = typeof v === 'string' ? v : null;
  const own = track(model, SELF);
  const target = track(model, context);
  const e = own && target ? encounter({ ...own, cog: null, sog: null }, { ...target, cog: null, sog: null }, at) : null;
  return { name, rangeM: e?.rangeM ?? null, bearingRad: e ? (e.bearingTrueDeg * Math.PI) / 180 : null };
}

/** A context's last position as a Track (no motion: the range and bearing of the last reports). */
function track(model: VesselModel, context: string): Track | null {
  const r = model.get('navigation.position', context);
  const v = r?.value;
  if (!r || !isObject(v) || typeof v.latitude !== 'number' || typeof v.longitude !== 'number') return null;
  return { latitude: v.latitude, longitude: v.longitude, time: r.time, cog: null, sog: null };
}
