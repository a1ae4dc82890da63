/**
 * Voice actions, decided (docs/design.md#voice-actions): what a command heard does, what is asked
 * back, what is undone, and what is said. The SignalK writes and the anchor watch come in as
 * interfaces (types.ts), the clock as `now`, so every window is tested without sleeping.
 *
 * Rules, so that a skipper can trust a spoken command, and from what signalk-server 2.23 does:
 * - Nothing is written for a family that is off (`voice_actions`), with a read-only grant, or on the
 *   demo boat; the answer says why and what to do instead.
 * - A man overboard is never confirmed, never delayed and never blocked by stale data or a pending
 *   confirmation. A repeat while our MOB is active is the same MOB; "another man overboard" is a new one.
 * - Cancel man overboard (only a MOB we raised), setting and raising the anchor watch wait for a
 *   confirming sentence that names the action, within CONFIRM_WINDOW_MS, from the satellite that heard
 *   the command where Home Assistant says which. A new command voids a pending confirmation.
 * - "Done" only when SignalK confirmed (a 2xx COMPLETED and the delta: WriteOutcome `completed`); a
 *   failure is said as plainly as a success.
 * - Undo within UNDO_WINDOW_MS: "undo man overboard" is a cancel (confirmed); "undo anchor watch" puts the
 *   watch back as it was, without a second confirmation. SignalK has no un-silence: silencing says so.
 * - An emergency (a MOB, a fire) is silenced only when named; SignalK refuses to silence an emergency,
 *   so naming it acknowledges it (its sound stops, the alarm stays).
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '../domain/language.js';
import { isActiveNotification, notificationState } from '../domain/notification.js';
import { fill } from '../speech/locale.js';
import { createNumbers, type Numbers } from '../speech/numbers.js';
import { sayable } from '../speech/boat-text.js';
import type { UnitPreset } from '../speech/types.js';
import { spokenLength } from '../speech/answers/anchor.js';
import { boatZone } from '../queries/timezone.js';
import { courseToPoint } from '../vessel/course-calc.js';
import { isObject, type VesselModel } from '../vessel/model.js';
import { isMobNotification } from '../vessel/sar.js';
import { isPosition } from '../vessel/cpa.js';
import { ACTION_WORDS, type ReasonWords } from './wording/index.js';
import {
  COMMAND_FAMILY,
  type ActionFamily,
  type AnchorCircle,
  type AnchorControl,
  type CommandAnswer,
  type CommandId,
  type CommandOrigin,
  type HeardCommand,
  type ServerNotification,
  type SignalKWrites,
  type WriteOutcome,
} from './types.js';

/** A confirming sentence counts this long after the command (ms). */
export const CONFIRM_WINDOW_MS = 20_000;
/** "undo ..." counts this long after the action (ms). */
export const UNDO_WINDOW_MS = 120_000;
/** The anchor is set only on a fix younger than this (ms). */
export const FIX_MAX_AGE_MS = 5_000;
/** A MOB's position counts as fresh up to this age (ms); older, its age is said. */
export const MOB_FRESH_FIX_MS = 5_000;
/** The anchor watch radius said must be within these bounds (meters). */
export const RADIUS_MIN_M = 10;
export const RADIUS_MAX_M = 300;
/** Moving faster than this (m/s, 1 knot) is said before raising the anchor watch. */
export const MOVING_MS = 0.5144;
/** How long a write SignalK did not confirm at once is still watched for, to announce it (ms). */
export const LATE_CONFIRM_MS = 60_000;
/** How many MOBs we raised are remembered (only those can be cancelled by voice). */
export const MOB_MEMORY = 20;

/** What is kept across restarts (the MOBs we raised). */
export interface ActionState {
  mobs: { id: string; at: number }[];
}

export interface ActionEngineOptions {
  /** Families switched on (`voice_actions`). */
  enabled: ReadonlySet<ActionFamily>;
  /** SignalK's write side; null on the demo boat (nothing is written). */
  writes: SignalKWrites | null;
  /** The anchor watch; null on the demo boat. */
  anchor: AnchorControl | null;
  model: VesselModel;
  /** Epoch ms. */
  now: () => number;
  units: UnitPreset;
  /** A command sentence of the language to tell the skipper to say (the first example of the command). */
  sentence: (language: Language, command: CommandId) => string;
  /** Whether our drag alarm is raised (vessel/anchor-watch.ts), said before raising the watch. */
  dragging?: () => boolean;
  /** Says a confirmation that came late (after "sent, but SignalK has not confirmed"). */
  announce?: (text: string, language: Language) => void;
  /** The MOBs we raised, kept across restarts; default in memory only. */
  store?: { load(): unknown; save(state: ActionState): void };
}

/** A command waiting for its confirming sentence. */
interface Pending {
  id: string;
  command: 'mob_cancel' | 'anchor_set' | 'anchor_raise';
  at: number;
  satellite: string | null;
  /** Only the channel that asked confirms: a voice command is never confirmed over MCP, nor the reverse. */
  via: CommandOrigin['via'];
  language: Language;
  mobId?: string;
  mobAt?: number;
  radius?: number;
}

/** The last anchor change, for "undo anchor watch". */
interface AnchorUndo {
  at: number;
  previous: AnchorCircle | null;
}

const CONFIRMS: Readonly<Partial<Record<CommandId, Pending['command']>>> = {
  confirm_mob_cancel: 'mob_cancel',
  confirm_anchor_set: 'anchor_set',
  confirm_anchor_raise: 'anchor_raise',
};

/** See the module doc. One per app. */
export class ActionEngine {
  private pending: Pending | null = null;
  private anchorUndo: AnchorUndo | null = null;
  private readonly mobs: { id: string; at: number }[];
  private readonly numbers = new Map<Language, Numbers>();

  constructor(private readonly opts: ActionEngineOptions) {
    this.mobs = loadMobs(opts.store?.load());
  }

  /** The confirm id waiting (MCP passes it back), or null. */
  pendingId(): string | null {
    return this.pending?.id ?? null;
  }

  /**
   * Answers one command heard. Never rejects: every SignalK problem is an answer.
   */
  async command(heard: HeardCommand, origin: CommandOrigin): Promise<CommandAnswer> {
    const { command, language } = heard;
    const w = ACTION_WORDS[language];
    const family = COMMAND_FAMILY[command];
    const confirms = CONFIRMS[command];
    // A new command voids a pending confirmation, even one of a family that is off.
    if (!confirms) this.pending = null;
    if (!this.opts.enabled.has(family)) return this.answer(command, w.off[family]);
    // Over MCP a confirmation is the confirm_id an answer gave (confirmById), never a sentence alone.
    if (confirms && origin.via === 'mcp')
      return this.answer(command, w.confirm.nothing, { note: "To confirm, call again with the confirm_id the answer gave and the skipper's reply as heard." });
    if (confirms) return this.confirm(confirms, origin, language, command);
    switch (command) {
      case 'mob':
      case 'mob_another':
        return this.raiseMob(language, command === 'mob_another');
      case 'mob_cancel':
      case 'mob_undo':
        return this.askCancelMob(language, origin, command === 'mob_undo');
      case 'mob_acknowledge':
        return this.acknowledgeMob(language);
      case 'alarm_silence':
        return this.silence(language, heard.slots.alarm ?? null);
      case 'alarm_silence_all':
        return this.silenceAll(language);
      case 'anchor_set':
        return this.askSetAnchor(language, origin, heard.slots.radius ?? null);
      case 'anchor_raise':
        return this.askRaiseAnchor(language, origin);
      case 'anchor_undo':
        return this.undoAnchor(language);
      default:
        return this.answer(command, w.notCommand);
    }
  }

  /**
   * An MCP confirmation: `confirmId` from the answer that asked, `yes` whether the skipper's words were
   * a confirmation in `language`. Never rejects.
   */
  async confirmById(confirmId: string, yes: boolean, language: Language): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    const p = this.pending;
    if (!p || p.id !== confirmId) return this.answer(null, w.confirm.nothing, { note: 'Nothing waits for this confirm_id: send the command again.' });
    // Cancelling a MOB and raising the watch are never confirmed over MCP (a model can invent a "yes"),
    // even with the id of a question Assist asked: that one still waits for the skipper's voice.
    if (p.command === 'mob_cancel') return this.answer('confirm_mob_cancel', w.mob.cancelByVoice, { note: 'Cancelling a man overboard is not available over MCP.' });
    if (p.command === 'anchor_raise') return this.answer('confirm_anchor_raise', w.anchor.raiseByVoice, { note: 'Switching the anchor watch off is not available over MCP.' });
    if (!yes) {
      this.pending = null;
      return this.answer(null, w.confirm.notYes, { note: 'Not confirmed; send the command again if the skipper wants it.' });
    }
    const command = (Object.keys(CONFIRMS) as CommandId[]).find((c) => CONFIRMS[c] === p.command)!;
    return this.confirm(p.command, { via: 'mcp' }, language, command);
  }

  // ---------------------------------------------------------------------------------------------
  // Man overboard

  private async raiseMob(language: Language, another: boolean): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    const command: CommandId = another ? 'mob_another' : 'mob';
    const now = this.opts.now();
    if (!another) {
      const active = this.activeOwnMob();
      if (active) return this.answer(command, fill(w.mob.already, { age: this.duration(language, now - active.at), say: this.say(language, 'mob_another') }));
    }
    const writes = this.opts.writes;
    if (!writes) return this.answer(command, w.demo);
    // Never blocked: an access SignalK does not answer about is tried anyway.
    const access = await writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer(command, `${w.access[access]} ${w.instead.mob}`);
    const fix = this.opts.model.get('navigation.position');
    const fixAge = fix && isLatLon(fix.value) ? Math.max(0, now - fix.time) : null;
    const outcome = await writes.raiseMob(w.mob.message);
    if (outcome.status !== 'completed' && outcome.status !== 'unconfirmed') return this.answer(command, fill(w.mob.notMarked, { reason: this.reason(w.reasons, outcome) }));
    const id = outcome.id ?? null;
    if (id) this.rememberMob(id, now);
    if (outcome.status === 'unconfirmed') {
      if (id) this.announceWhen(`notifications.mob.${id}`, (v) => isActiveNotification(v), w.mob.confirmedLater, language);
      return this.answer(command, w.mob.unconfirmed);
    }
    // What SignalK recorded: its position, or none (it records none without a fix).
    const recorded = id ? this.opts.model.get(`notifications.mob.${id}`)?.value : undefined;
    const position = isObject(recorded) ? recorded.position : undefined;
    const time = this.clock(language, now);
    const noFix = position === null || (position === undefined && fixAge === null);
    const key = noFix ? 'MarkedNoFix' : fixAge !== null && fixAge > MOB_FRESH_FIX_MS ? 'MarkedOld' : 'Marked';
    const template = another ? w.mob[`another${key}` as const] : w.mob[`${key[0]!.toLowerCase()}${key.slice(1)}` as 'marked' | 'markedOld' | 'markedNoFix'];
    const said = fill(template, { time, age: this.duration(language, fixAge ?? 0) });
    return this.answer(command, `${said} ${fill(w.mob.undoHint, { say: this.say(language, 'mob_undo') })}`, { done: true });
  }

  private async askCancelMob(language: Language, origin: CommandOrigin, undo: boolean): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    const command: CommandId = undo ? 'mob_undo' : 'mob_cancel';
    if (origin.via === 'mcp') return this.answer(command, w.mob.cancelByVoice, { note: 'Cancelling a man overboard is not available over MCP.' });
    const now = this.opts.now();
    const own = this.activeOwnMob();
    // Too late only for a MOB of ours; with none, say what there is (none, or not ours) as a cancel does.
    if (undo && own && now - own.at > UNDO_WINDOW_MS) return this.answer(command, fill(w.mob.undoLate, { say: this.say(language, 'mob_cancel') }));
    if (!own) return this.answer(command, this.anyActiveMob() ? w.mob.notOurs : w.mob.none);
    if (!this.opts.writes) return this.answer(command, w.demo);
    const access = await this.opts.writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer(command, w.access[access]);
    this.pending = { id: randomUUID(), command: 'mob_cancel', at: now, satellite: satelliteOf(origin), via: origin.via, language, mobId: own.id, mobAt: own.at };
    return this.answer(command, fill(w.mob.cancelAsk, { time: this.clock(language, own.at), say: this.say(language, 'confirm_mob_cancel') }), { confirm_id: this.pending.id });
  }

  private async cancelMob(p: Pending, language: Language): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    const outcome = await this.opts.writes!.clear(p.mobId!);
    const time = this.clock(language, p.mobAt!);
    if (outcome.status === 'completed') {
      this.forgetMob(p.mobId!);
      return this.answer('confirm_mob_cancel', fill(w.mob.cleared, { time }), { done: true });
    }
    if (outcome.status === 'unconfirmed') return this.answer('confirm_mob_cancel', w.unconfirmed);
    return this.answer('confirm_mob_cancel', fill(w.mob.notCleared, { reason: this.reason(w.reasons, outcome) }));
  }

  private async acknowledgeMob(language: Language): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    if (!this.opts.writes) return this.answer('mob_acknowledge', w.demo);
    const access = await this.opts.writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer('mob_acknowledge', w.access[access]);
    const list = await this.opts.writes.notifications();
    if (list === null) return this.answer('mob_acknowledge', w.alarms.cannotSee);
    const mobs = list.filter((n) => isMobNotification(n.path) && sounding(n));
    if (mobs.length === 0) return this.answer('mob_acknowledge', w.mob.noneSounding);
    const outcomes = await Promise.all(mobs.map((n) => this.opts.writes!.acknowledge(n.id)));
    const failure = outcomes.find((o) => o.status !== 'completed' && o.status !== 'unconfirmed');
    if (failure) return this.answer('mob_acknowledge', fill(w.alarms.notSilenced, { reason: this.reason(w.reasons, failure) }));
    return this.answer('mob_acknowledge', w.mob.acknowledged, { done: outcomes.every((o) => o.status === 'completed') });
  }

  // ---------------------------------------------------------------------------------------------
  // Alarms

  private async silence(language: Language, name: string | null): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    if (!this.opts.writes) return this.answer('alarm_silence', w.demo);
    const access = await this.opts.writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer('alarm_silence', w.access[access]);
    const list = await this.opts.writes.notifications();
    if (list === null) return this.answer('alarm_silence', w.alarms.cannotSee);
    const loud = list.filter(sounding).sort(bySeverity);
    let targets: ServerNotification[];
    if (name !== null && name.trim() !== '') {
      targets = loud.filter((n) => names(n, name));
      if (targets.length === 0) return this.answer('alarm_silence', fill(w.alarms.noneNamed, { name: sayable(name, 40) }));
    } else {
      const plain = loud.filter((n) => !isEmergency(n));
      if (plain.length === 0) {
        if (loud.length === 0) return this.answer('alarm_silence', w.alarms.none);
        return this.answer('alarm_silence', fill(w.alarms.onlyEmergency, { names: this.names(language, loud) }));
      }
      targets = [plain[0]!];
    }
    const outcomes = await Promise.all(targets.map((n) => (isEmergency(n) || !n.status.canSilence ? this.opts.writes!.acknowledge(n.id) : this.opts.writes!.silence(n.id))));
    const quiet = targets.filter((_, i) => outcomes[i]!.status === 'completed' || outcomes[i]!.status === 'unconfirmed');
    const still = loud.filter((n) => !quiet.includes(n));
    if (quiet.length === 0) return this.answer('alarm_silence', fill(w.alarms.notSilenced, { reason: this.reason(w.reasons, outcomes[0]!) }));
    const parts = [fill(w.alarms.silenced, { names: this.names(language, quiet) }), w.alarms.noUndo];
    if (still.length > 0) parts.push(fill(w.alarms.stillSounding, { names: this.names(language, still) }));
    return this.answer('alarm_silence', parts.join(' '), { done: outcomes.every((o) => o.status === 'completed') });
  }

  private async silenceAll(language: Language): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    if (!this.opts.writes) return this.answer('alarm_silence_all', w.demo);
    const access = await this.opts.writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer('alarm_silence_all', w.access[access]);
    const before = await this.opts.writes.notifications();
    if (before === null) return this.answer('alarm_silence_all', w.alarms.cannotSee);
    const loud = before.filter(sounding).sort(bySeverity);
    const plain = loud.filter((n) => !isEmergency(n));
    const emergencies = loud.filter(isEmergency);
    if (plain.length === 0) {
      if (emergencies.length === 0) return this.answer('alarm_silence_all', w.alarms.none);
      return this.answer('alarm_silence_all', fill(w.alarms.onlyEmergency, { names: this.names(language, emergencies) }));
    }
    // SignalK's silenceAll leaves emergencies sounding (it cannot silence them): what we want.
    const outcome = await this.opts.writes.silenceAll();
    if (outcome.status !== 'completed' && outcome.status !== 'unconfirmed')
      return this.answer('alarm_silence_all', fill(w.alarms.notSilenced, { reason: this.reason(w.reasons, outcome) }));
    const done = plain.length === 1 ? fill(w.alarms.silenced, { names: this.names(language, plain) }) : fill(w.alarms.silencedAll, { count: String(plain.length) });
    const parts = [done, w.alarms.noUndo];
    if (emergencies.length > 0) parts.push(fill(w.alarms.stillSounding, { names: this.names(language, emergencies) }));
    return this.answer('alarm_silence_all', parts.join(' '), { done: outcome.status === 'completed' });
  }

  // ---------------------------------------------------------------------------------------------
  // Anchor watch

  private async askSetAnchor(language: Language, origin: CommandOrigin, said: string | null): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    if (said === null || said.trim() === '') return this.answer('anchor_set', fill(w.anchor.sayRadius, { say: this.say(language, 'anchor_set') }));
    const radius = parseRadius(said);
    if (radius === null)
      return this.answer('anchor_set', fill(w.anchor.badRadius, { min: String(RADIUS_MIN_M), max: String(RADIUS_MAX_M) }), {
        note: `radius must be a number of meters from ${RADIUS_MIN_M} to ${RADIUS_MAX_M}`,
      });
    if (!this.opts.writes || !this.opts.anchor) return this.answer('anchor_set', w.demo);
    const access = await this.opts.writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer('anchor_set', w.access[access]);
    if (this.freshFix() === null) return this.answer('anchor_set', fill(w.anchor.noFix, { seconds: String(FIX_MAX_AGE_MS / 1000) }));
    const now = this.opts.now();
    this.pending = { id: randomUUID(), command: 'anchor_set', at: now, satellite: satelliteOf(origin), via: origin.via, language, radius };
    const current = this.opts.anchor.current();
    const say = this.say(language, 'confirm_anchor_set');
    const text = current
      ? fill(w.anchor.askMove, { from: this.meters(language, current.radius), radius: this.meters(language, radius), say })
      : fill(w.anchor.askSet, { radius: this.meters(language, radius), say });
    return this.answer('anchor_set', text, { confirm_id: this.pending.id });
  }

  private async setAnchor(p: Pending, language: Language): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    const position = this.freshFix();
    // Never on stale data: the fix is checked again at the confirmation, and the anchor is put there.
    if (position === null) return this.answer('confirm_anchor_set', fill(w.anchor.noFix, { seconds: String(FIX_MAX_AGE_MS / 1000) }));
    const anchor = this.opts.anchor!;
    const previous = anchor.current();
    const { outcome, own } = await anchor.set({ position, radius: p.radius! });
    const radius = this.meters(language, p.radius!);
    if (outcome.status === 'completed') {
      this.anchorUndo = { at: this.opts.now(), previous: previous ? { position: previous.position, radius: previous.radius } : null };
      const said = previous ? fill(w.anchor.moved, { from: this.meters(language, previous.radius), radius }) : fill(own ? w.anchor.setOwn : w.anchor.set, { radius });
      return this.answer('confirm_anchor_set', `${said} ${fill(w.anchor.undoHint, { say: this.say(language, 'anchor_undo') })}`, { done: true });
    }
    if (outcome.status === 'unconfirmed') {
      this.announceWhen('navigation.anchor.maxRadius', (v) => v === p.radius, fill(w.anchor.set, { radius }), language);
      return this.answer('confirm_anchor_set', w.anchor.unconfirmed);
    }
    return this.answer('confirm_anchor_set', fill(w.anchor.notSet, { reason: this.reason(w.reasons, outcome) }));
  }

  private async askRaiseAnchor(language: Language, origin: CommandOrigin): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    if (origin.via === 'mcp') return this.answer('anchor_raise', w.anchor.raiseByVoice, { note: 'Switching the anchor watch off is not available over MCP.' });
    if (!this.opts.writes || !this.opts.anchor) return this.answer('anchor_raise', w.demo);
    const current = this.opts.anchor.current();
    if (!current) return this.answer('anchor_raise', w.anchor.none);
    const access = await this.opts.writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer('anchor_raise', w.access[access]);
    this.pending = { id: randomUUID(), command: 'anchor_raise', at: this.opts.now(), satellite: satelliteOf(origin), via: origin.via, language };
    const parts: string[] = [];
    const fix = this.lastFix();
    const distance = fix ? spokenLength(this.numbersOf(language), courseToPoint(fix, current.position, null, null).distance) : null;
    parts.push(distance ? fill(w.anchor.askRaise, { distance }) : w.anchor.askRaiseNoFix);
    const sog = this.opts.model.get('navigation.speedOverGround')?.value;
    if (typeof sog === 'number' && sog > MOVING_MS) parts.push(w.anchor.moving);
    if (this.opts.dragging?.() === true) parts.push(w.anchor.dragging);
    parts.push(fill(w.anchor.raiseConfirm, { say: this.say(language, 'confirm_anchor_raise') }));
    return this.answer('anchor_raise', parts.join(' '), { confirm_id: this.pending.id });
  }

  private async raiseAnchor(language: Language): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    const anchor = this.opts.anchor!;
    const previous = anchor.current();
    const { outcome } = await anchor.raise();
    if (outcome.status === 'completed') {
      this.anchorUndo = { at: this.opts.now(), previous: previous ? { position: previous.position, radius: previous.radius } : null };
      return this.answer('confirm_anchor_raise', `${w.anchor.off} ${fill(w.anchor.undoHint, { say: this.say(language, 'anchor_undo') })}`, { done: true });
    }
    if (outcome.status === 'unconfirmed') return this.answer('confirm_anchor_raise', w.anchor.unconfirmed);
    return this.answer('confirm_anchor_raise', fill(w.anchor.notRaised, { reason: this.reason(w.reasons, outcome) }));
  }

  private async undoAnchor(language: Language): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    const undo = this.anchorUndo;
    if (!undo || this.opts.now() - undo.at > UNDO_WINDOW_MS) return this.answer('anchor_undo', w.anchor.nothingToUndo);
    if (!this.opts.writes || !this.opts.anchor) return this.answer('anchor_undo', w.demo);
    const access = await this.opts.writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer('anchor_undo', w.access[access]);
    const result = undo.previous ? await this.opts.anchor.set(undo.previous) : await this.opts.anchor.raise();
    const { outcome } = result;
    if (outcome.status === 'completed') {
      this.anchorUndo = null;
      const text = undo.previous ? fill(w.anchor.restored, { radius: this.meters(language, undo.previous.radius) }) : w.anchor.restoredOff;
      return this.answer('anchor_undo', text, { done: true });
    }
    if (outcome.status === 'unconfirmed') return this.answer('anchor_undo', w.anchor.unconfirmed);
    const reason = this.reason(w.reasons, outcome);
    return this.answer('anchor_undo', undo.previous ? fill(w.anchor.notSet, { reason }) : fill(w.anchor.notRaised, { reason }));
  }

  // ---------------------------------------------------------------------------------------------
  // Confirmation

  private async confirm(what: Pending['command'], origin: CommandOrigin, language: Language, command: CommandId): Promise<CommandAnswer> {
    const w = ACTION_WORDS[language];
    const p = this.pending;
    if (!p || p.command !== what || p.via !== origin.via) return this.answer(command, w.confirm.nothing);
    if (this.opts.now() - p.at > CONFIRM_WINDOW_MS) {
      this.pending = null;
      return this.answer(command, w.confirm.late);
    }
    // Where Home Assistant names the satellite (2025.4 and newer), only the one that heard the command confirms it.
    const satellite = satelliteOf(origin);
    if (p.satellite !== null && satellite !== null && p.satellite !== satellite) return this.answer(command, w.confirm.otherSatellite);
    this.pending = null;
    if (!this.opts.writes) return this.answer(command, w.demo);
    const access = await this.opts.writes.writeAccess();
    if (access === 'readonly' || access === 'none') return this.answer(command, w.access[access]);
    if (what === 'mob_cancel') return this.cancelMob(p, language);
    if (what === 'anchor_set') return this.setAnchor(p, language);
    return this.raiseAnchor(language);
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers

  private answer(command: CommandId | null, display: string, extra: { done?: boolean; confirm_id?: string; note?: string } = {}): CommandAnswer {
    return {
      display,
      timestamp: new Date(this.opts.now()).toISOString(),
      command,
      done: extra.done ?? false,
      ...(extra.confirm_id ? { confirm_id: extra.confirm_id } : {}),
      ...(extra.note ? { note: extra.note } : {}),
    };
  }

  private say(language: Language, command: CommandId): string {
    return this.opts.sentence(language, command);
  }

  /** Our MOB still active (SignalK lists it and it is not back to normal), the newest first. */
  private activeOwnMob(): { id: string; at: number } | null {
    for (let i = this.mobs.length - 1; i >= 0; i--) {
      const m = this.mobs[i]!;
      const r = this.opts.model.get(`notifications.mob.${m.id}`);
      if (r ? isActiveNotification(r.value) : this.opts.now() - m.at < LATE_CONFIRM_MS) return m;
    }
    return null;
  }

  private anyActiveMob(): boolean {
    for (const path of this.opts.model.paths()) {
      if (path.startsWith('notifications.') && isMobNotification(path) && isActiveNotification(this.opts.model.get(path)?.value)) return true;
    }
    return false;
  }

  private rememberMob(id: string, at: number): void {
    this.mobs.push({ id, at });
    if (this.mobs.length > MOB_MEMORY) this.mobs.splice(0, this.mobs.length - MOB_MEMORY);
    this.save();
  }

  private forgetMob(id: string): void {
    const i = this.mobs.findIndex((m) => m.id === id);
    if (i >= 0) this.mobs.splice(i, 1);
    this.save();
  }

  private save(): void {
    try {
      this.opts.store?.save({ mobs: [...this.mobs] });
    } catch {
      // Losing the memory of our MOBs only means one cannot be cancelled by voice after a restart.
    }
  }

  /** Watches the model for a confirmation SignalK sends late, and says it once. */
  private announceWhen(path: string, test: (value: unknown) => boolean, text: string, language: Language): void {
    if (!this.opts.announce) return;
    const model = this.opts.model;
    const since = this.opts.now();
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => stop?.(), LATE_CONFIRM_MS);
    timer.unref?.();
    stop = model.onChange((_context, p, reading) => {
      if (p !== path) return;
      // The window on the engine's clock too (the timer is real time): a confirmation after it is not announced.
      if (this.opts.now() - since > LATE_CONFIRM_MS) {
        stop?.();
        clearTimeout(timer);
        return;
      }
      if (!test(reading.value)) return;
      stop?.();
      clearTimeout(timer);
      this.opts.announce?.(text, language);
    });
  }

  private numbersOf(language: Language): Numbers {
    let n = this.numbers.get(language);
    if (!n) {
      n = createNumbers({ language, units: this.opts.units });
      this.numbers.set(language, n);
    }
    return n;
  }

  /** A clock time in the boat's zone ("13:42"). */
  private clock(language: Language, at: number): string {
    const n = this.numbersOf(language);
    return n.clockTimeIn(new Date(at), boatZone(this.opts.model, n.timeZone).zone);
  }

  /** An age said as a duration ("40 seconds", "3 minutes", "2 hours"). */
  private duration(language: Language, ms: number): string {
    const n = this.numbersOf(language);
    const s = Math.max(1, Math.round(ms / 1000));
    if (s < 60) return n.withUnit(s, 'second', 0);
    if (s < 3600) return n.withUnit(Math.round(s / 60), 'minute', 0);
    return n.withUnit(Math.round(s / 3600), 'hour', 0);
  }

  /** A radius said in meters, whatever the unit preset: the skipper said meters. */
  private meters(language: Language, m: number): string {
    return this.numbersOf(language).withUnit(m, 'meter', 0);
  }

  /**
   * Alarm messages as a spoken list, the worst first; hostile text made sayable. A message with nothing
   * sayable left (control characters only) is named by its path, a MOB by our own MOB message (its last
   * segment is an id), so that no alarm is said as "" ("Only  is sounding"). A closing "!" or "." is
   * dropped: SignalK's default MOB message "Person Overboard!" is said inside a sentence.
   */
  private names(language: Language, list: readonly ServerNotification[]): string {
    const n = this.numbersOf(language);
    const name = (x: ServerNotification): string =>
      (sayable(x.message, 60) || (isMobNotification(x.path) ? ACTION_WORDS[language].mob.message : sayable(lastSegment(x.path), 60))).replace(/\s*[.!?]+$/u, '');
    return n.join(list.map(name)) ?? '';
  }

  private reason(r: ReasonWords, outcome: WriteOutcome): string {
    switch (outcome.status) {
      case 'unreachable':
        return r.unreachable;
      case 'unauthorized':
        return r.unauthorized;
      case 'refused': {
        const m = outcome.message.toLowerCase();
        if (m.includes('cannot be silenced')) return r.cannotSilence;
        if (m.includes('already silenced')) return r.alreadySilenced;
        if (m.includes('already acknowledged')) return r.alreadyAcknowledged;
        if (m.includes('cannot be cleared')) return r.cannotClear;
        if (m.includes('not found')) return r.notFound;
        return r.failed;
      }
      default:
        return r.failed;
    }
  }

  /** The fix, when younger than FIX_MAX_AGE_MS. */
  private freshFix(): { latitude: number; longitude: number } | null {
    const time = this.opts.model.get('navigation.position')?.time;
    return time !== undefined && this.opts.now() - time <= FIX_MAX_AGE_MS ? this.lastFix() : null;
  }

  /** The last fix, however old, or null. */
  private lastFix(): { latitude: number; longitude: number } | null {
    const v = this.opts.model.get('navigation.position')?.value;
    return isLatLon(v) ? { latitude: v.latitude, longitude: v.longitude } : null;
  }
}

/**
 * The radius heard ("40", "40.5", "40,5", "40m") in meters, or null when it is not a number from
 * RADIUS_MIN_M to RADIUS_MAX_M. Words ("forty", "plenty") are refused: the read-back confirms a number
 * that was heard as digits, and the anchor alarm plugin would take any value (and a word never alarms).
 */
export function parseRadius(said: string): number | null {
  const m = /^\s*(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:m|meters?|metres?|metros?|mètres?|meter)?\s*$/i.exec(said);
  if (!m) return null;
  const value = Number(m[1]!.replace(',', '.'));
  if (!Number.isFinite(value) || value < RADIUS_MIN_M || value > RADIUS_MAX_M) return null;
  return Math.round(value);
}

function satelliteOf(origin: CommandOrigin): string | null {
  return origin.via === 'assist' ? origin.satellite : null;
}

function isLatLon(v: unknown): v is { latitude: number; longitude: number } {
  return isObject(v) && isPosition(v.latitude, v.longitude);
}

/** Sounding: active, with `sound` in its method, neither silenced nor acknowledged. */
function sounding(n: ServerNotification): boolean {
  const state = notificationState({ state: n.state });
  return state !== null && state !== 'normal' && state !== 'nominal' && n.method.includes('sound') && !n.status.silenced && !n.status.acknowledged;
}

/** A man overboard or any emergency: silenced only when named. */
function isEmergency(n: ServerNotification): boolean {
  return n.state === 'emergency' || isMobNotification(n.path);
}

const SEVERITY: Readonly<Record<string, number>> = { emergency: 5, alarm: 4, warn: 3, alert: 2 };

function bySeverity(a: ServerNotification, b: ServerNotification): number {
  return (SEVERITY[b.state] ?? 0) - (SEVERITY[a.state] ?? 0);
}

/** Whether the words heard name this notification: each word in its message or path. */
function names(n: ServerNotification, heard: string): boolean {
  const text = `${n.message} ${n.path.replace(/[._]/g, ' ')}`.toLowerCase();
  const words = heard
    .toLowerCase()
    .split(/\s+/)
    // Words with no letter or digit (control characters, stray symbols from an MCP client) name nothing.
    .filter((x) => x.length > 1 && /[\p{L}\p{N}]/u.test(x));
  return words.length > 0 && words.every((x) => text.includes(x));
}

function lastSegment(path: string): string {
  return path.split('.').pop() ?? path;
}

function loadMobs(state: unknown): { id: string; at: number }[] {
  if (!isObject(state) || !Array.isArray(state.mobs)) return [];
  return state.mobs.filter((m): m is { id: string; at: number } => isObject(m) && typeof m.id === 'string' && typeof m.at === 'number').slice(-MOB_MEMORY);
}
