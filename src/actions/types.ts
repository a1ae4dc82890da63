/**
 * Voice actions (docs/design.md#voice-actions): the commands a skipper may say, the families that
 * switch them on, and the contracts between the pure command logic (engine.ts) and the I/O that
 * writes to SignalK (signalk/writes.ts, actions/anchor-control.ts). Pure types and tables; no I/O.
 */
import type { Language } from '../domain/language.js';
import type { BaseResult } from '../queries/types.js';

/** The action families of the `voice_actions` option: which actions exist at all. */
export type ActionFamily = 'mob' | 'alarms' | 'anchor';
export const ACTION_FAMILIES: readonly ActionFamily[] = ['mob', 'alarms', 'anchor'];

/**
 * Every command sentence means one of these. `confirm_*` are the second sentences that confirm a
 * pending command; they name the action ("confirm anchor watch"), never a bare "yes".
 */
export type CommandId =
  /** Raise a man overboard (`POST /signalk/v2/api/notifications/mob`); never confirmed. */
  | 'mob'
  /** "another man overboard": a second person, a second MOB even while ours is active. */
  | 'mob_another'
  /** "cancel man overboard": clears a MOB this add-on raised; confirmed. Not over MCP. */
  | 'mob_cancel'
  /** "undo man overboard": within 2 minutes of raising it, the same as a cancel (confirmed). Not over MCP. */
  | 'mob_undo'
  /** "confirm cancel man overboard". */
  | 'confirm_mob_cancel'
  /** "acknowledge man overboard": stops a MOB's sound (SignalK refuses to silence an emergency); the alarm stays. */
  | 'mob_acknowledge'
  /** "silence the alarm" / "silence the bilge alarm" (slot `alarm`): the sounding alarm, never an emergency unless named. */
  | 'alarm_silence'
  /** "silence all alarms": every alarm but the emergencies (SignalK's silenceAll). */
  | 'alarm_silence_all'
  /** "set the anchor watch to 40 meters" (slot `radius`): here, confirmed with the read-back of the number. */
  | 'anchor_set'
  /** "confirm anchor watch". */
  | 'confirm_anchor_set'
  /** "raise the anchor watch": confirmed, saying how far the anchor is. Not over MCP. */
  | 'anchor_raise'
  /** "confirm anchor watch off". */
  | 'confirm_anchor_raise'
  /** "undo anchor watch": within 2 minutes, restores the watch before the last set or raise; not confirmed. */
  | 'anchor_undo';

export const COMMAND_IDS: readonly CommandId[] = [
  'mob',
  'mob_another',
  'mob_cancel',
  'mob_undo',
  'confirm_mob_cancel',
  'mob_acknowledge',
  'alarm_silence',
  'alarm_silence_all',
  'anchor_set',
  'confirm_anchor_set',
  'anchor_raise',
  'confirm_anchor_raise',
  'anchor_undo',
];

/** The family that switches a command on. */
export const COMMAND_FAMILY: Readonly<Record<CommandId, ActionFamily>> = {
  mob: 'mob',
  mob_another: 'mob',
  mob_cancel: 'mob',
  mob_undo: 'mob',
  confirm_mob_cancel: 'mob',
  mob_acknowledge: 'alarms',
  alarm_silence: 'alarms',
  alarm_silence_all: 'alarms',
  anchor_set: 'anchor',
  confirm_anchor_set: 'anchor',
  anchor_raise: 'anchor',
  confirm_anchor_raise: 'anchor',
  anchor_undo: 'anchor',
};

/** Slots a command sentence may capture with a wildcard: `radius` (meters as said), `alarm` (an alarm's name as said). */
export type CommandSlot = 'radius' | 'alarm';

/** One command as heard: by Home Assistant (a sentence trigger) or by the MCP tool's matcher. */
export interface HeardCommand {
  command: CommandId;
  /** Wildcard name -> the words as heard ("40", "bilge"). */
  slots: Partial<Record<CommandSlot, string>>;
  /** The whole sentence as heard. */
  sentence: string;
  /** The language the sentence matched in. */
  language: Language;
}

/**
 * Where a command came from: Assist (the satellite that heard it, where Home Assistant says so:
 * `trigger.satellite_id` on 2026, `trigger.device_id` on 2025.4+; null on 2024.3) or an MCP call.
 */
export type CommandOrigin = { via: 'assist'; satellite: string | null } | { via: 'mcp' };

/**
 * What SignalK made of one write (docs/design.md#voice-actions, "success only when SignalK confirms"):
 * - `completed`: a 2xx with `state: COMPLETED` and the matching delta seen on the stream within 3 s;
 * - `unconfirmed`: a 2xx with COMPLETED (or PENDING) but no matching delta within 3 s;
 * - `refused`: SignalK said no with a reason (`400 "Alarm cannot be silenced!"`), in `message`;
 * - `failed`: `202 FAILED`, a 5xx, or an answer that is not SignalK's shape; `message` when SignalK gave one;
 * - `unauthorized`: 401/403 (our token may not write);
 * - `unsupported`: 405, no PUT handler for the path (e.g. no anchor alarm plugin);
 * - `unreachable`: no answer (network error, time-out).
 */
export type WriteOutcome =
  | { status: 'completed'; httpStatus: number; id?: string }
  | { status: 'unconfirmed'; httpStatus: number; id?: string }
  | { status: 'refused'; httpStatus: number; message: string }
  | { status: 'failed'; httpStatus: number; message: string | null }
  | { status: 'unauthorized'; httpStatus: number }
  | { status: 'unsupported'; httpStatus: number }
  | { status: 'unreachable'; message: string };

/**
 * What our token may do, as SignalK answers it: `readwrite` (or admin), `readonly`, `open` (security
 * off: no token needed), `none` (no token yet, or refused), `unknown` (SignalK did not answer).
 */
export type WriteAccess = 'readwrite' | 'readonly' | 'open' | 'none' | 'unknown';

/** A notification as the v2 notifications API lists it (`GET /signalk/v2/api/notifications`). */
export interface ServerNotification {
  /** The server-assigned id (`<uuid>`), the key of the v2 listing. */
  id: string;
  /** `notifications.mob.<id>`, `notifications.navigation.anchor` ... (with the `notifications.` prefix). */
  path: string;
  /** `emergency`, `alarm`, `warn`, `alert`, `normal`, `nominal` (as sent; not validated by SignalK). */
  state: string;
  message: string;
  /** `visual`, `sound`. */
  method: string[];
  status: { silenced: boolean; acknowledged: boolean; canSilence: boolean; canAcknowledge: boolean; canClear: boolean };
  /** ISO time it was raised, when SignalK says. */
  createdAt: string | null;
  /** Where it was raised (MOB), null without a fix, undefined when the notification carries none. */
  position?: { latitude: number; longitude: number } | null;
}

/**
 * The SignalK writes voice actions need (implemented by signalk/writes.ts with the client's token).
 * Every method resolves (never rejects) with what SignalK made of it.
 */
export interface SignalKWrites {
  /** What our token may do; asked once per call (cheap: one harmless request). */
  writeAccess(): Promise<WriteAccess>;
  /** `POST /signalk/v2/api/notifications/mob {message}`; `id` of the raised MOB when completed/unconfirmed. */
  raiseMob(message: string): Promise<WriteOutcome>;
  /** The v2 listing, or null when SignalK did not answer it. */
  notifications(): Promise<ServerNotification[] | null>;
  /** `POST …/notifications/<id>/silence`. */
  silence(id: string): Promise<WriteOutcome>;
  /** `POST …/notifications/<id>/acknowledge` (stops an emergency's sound). */
  acknowledge(id: string): Promise<WriteOutcome>;
  /** `POST …/notifications/silenceAll`. */
  silenceAll(): Promise<WriteOutcome>;
  /** `DELETE …/notifications/<id>` (sets it `normal`; only API-raised ones can be cleared). */
  clear(id: string): Promise<WriteOutcome>;
  /** `PUT /signalk/v1/api/vessels/self/<path with slashes> {value}`; confirmed by a delta of that value. */
  put(path: string, value: unknown): Promise<WriteOutcome>;
  /**
   * `POST /signalk/v2/api/notifications {path, state, message}` (path without `notifications.`, e.g.
   * `navigation.anchor`): raises an alarm every plotter shows (our own anchor watch's drag alarm);
   * `id` of the notification when completed/unconfirmed, for `clear`.
   */
  raiseNotification(path: string, state: 'alarm' | 'emergency', message: string): Promise<WriteOutcome>;
}

/** An anchor watch: where the anchor is and the radius of the circle, meters. */
export interface AnchorCircle {
  position: { latitude: number; longitude: number };
  /** meters */
  radius: number;
}

/**
 * Sets and raises the anchor watch (actions/anchor-control.ts): through the anchor alarm plugin's PUT
 * handlers (`navigation.anchor.position`, `navigation.anchor.maxRadius`) where the server has them,
 * else our own watch, kept across restarts and raised as a SignalK notification when dragging.
 */
export interface AnchorControl {
  /** The armed watch now (the plugin's, from the model; or ours), or null. */
  current(): (AnchorCircle & { own: boolean }) | null;
  /** Arms (or moves) the watch. `own` tells which path took it. */
  set(circle: AnchorCircle): Promise<{ outcome: WriteOutcome; own: boolean }>;
  /** Raises (switches off) the watch. */
  raise(): Promise<{ outcome: WriteOutcome; own: boolean }>;
}

/**
 * One spoken answer to a command, the shape every output gets (MCP `boat_command`, Assist):
 * `display` is said verbatim; `done` says whether SignalK confirmed a write; `confirm_id` asks for a
 * confirmation (MCP passes it back); `note` tells a model what to send (MCP only).
 */
export interface CommandAnswer extends BaseResult {
  display: string;
  timestamp: string | null;
  /** The command understood, or null when the words were no command. */
  command: CommandId | null;
  /** True only when SignalK confirmed the write (2xx COMPLETED and the delta). */
  done: boolean;
  confirm_id?: string;
  note?: string;
}
