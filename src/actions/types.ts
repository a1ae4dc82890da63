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

export type { ServerNotification, SignalKWrites, WriteAccess, WriteOutcome } from '../domain/writes.js';
import type { WriteOutcome } from '../domain/writes.js';

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
