/**
 * What voice actions say, per language (docs/design.md#voice-actions): one table of templates per
 * language, wording apart from logic (engine.ts decides, say.ts fills). Placeholders are `{name}`
 * (speech/locale.ts `fill`); every answer, once filled, must be said within the 8-second speaking budget
 * (test/unit/action-wording.test.ts measures it with espeak-ng).
 *
 * Placeholders: `{time}` a clock time in the boat's zone ("13:42", "1:42 PM"); `{age}` an age without
 * "ago" where the template says it ("40 seconds"); `{radius}`, `{from}`, `{distance}` a length with its
 * unit ("40 meters"); `{names}` alarm messages joined as a list;
 * `{name}` the words heard; `{count}` a whole number; `{reason}` one of `reasons`; `{min}`, `{max}`
 * whole numbers of meters; `{seconds}` a whole number; `{say}` a command sentence of the language to say
 * (the first example of that command in actions/sentences/, so the wording never names a sentence that
 * does not work).
 */
import { byLanguage, type Language } from '../../domain/language.js';
import type { ActionFamily } from '../types.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { nl } from './nl.js';
import { pt } from './pt.js';
import { ptBR } from './pt-BR.js';

/** Why a write did not happen, as said after "not marked:" and the like. */
export interface ReasonWords {
  /** SignalK did not answer. */
  unreachable: string;
  /** SignalK refused our token (401/403). */
  unauthorized: string;
  /** SignalK answered that it failed, or an answer we cannot read. */
  failed: string;
  /** SignalK's "Alarm cannot be silenced!" */
  cannotSilence: string;
  /** SignalK's "Alarm already silenced or acknowledged!" */
  alreadySilenced: string;
  /** SignalK's "Alarm already acknowledged!" */
  alreadyAcknowledged: string;
  /** SignalK's "Alarm cannot be cleared!" (raised by a device, not through the API). */
  cannotClear: string;
  /** SignalK's "Alarm not found!" */
  notFound: string;
}

/** One language's voice action wording. */
export interface ActionWords {
  /** A family switched off (`voice_actions`): nothing written, and what to do instead. */
  off: Readonly<Record<ActionFamily, string>>;
  /** What to do instead after any failure, said last. */
  instead: Readonly<Record<ActionFamily, string>>;
  /** The action family's automation in Home Assistant's list: "SignalK Assist: action: man overboard". */
  titles: Readonly<Record<ActionFamily, string>>;
  /** The action automations' description in Home Assistant. */
  description: string;
  /** The demo boat: nothing is written. */
  demo: string;
  /** Our token may read but not write; `none`: SignalK has not approved us yet. */
  access: { readonly: string; none: string };
  /** Why a write failed, said as `{reason}`. */
  reasons: ReasonWords;
  mob: {
    /** SignalK's message of a MOB we raise (plotters show it). */
    message: string;
    /** Raised and confirmed, with a position SignalK recorded fresh. */
    marked: string;
    /** ... with a position `{age}` old. */
    markedOld: string;
    /** ... without a position (no fix: SignalK records none). */
    markedNoFix: string;
    /** The same three for a second person ("another man overboard"). */
    anotherMarked: string;
    anotherMarkedOld: string;
    anotherMarkedNoFix: string;
    /** Said after a raise: how to undo it. */
    undoHint: string;
    /** A repeat while our MOB is active: the same MOB. */
    already: string;
    /** Not raised: `{reason}`. */
    notMarked: string;
    /** Sent, but SignalK has not confirmed it (no delta within 3 s). */
    unconfirmed: string;
    /** Announced when the confirmation comes later. */
    confirmedLater: string;
    /** Cancel: the question before it. */
    cancelAsk: string;
    /** Cancelled and confirmed. */
    cleared: string;
    /** Not cleared: `{reason}`. */
    notCleared: string;
    /** The only MOB active was raised by someone else (a beacon, a device, another app). */
    notOurs: string;
    /** No MOB is active. */
    none: string;
    /** "undo man overboard" later than 2 minutes after raising it. */
    undoLate: string;
    /** Over MCP: cancelling is done by voice or on the plotter. */
    cancelByVoice: string;
    /** The MOB's sound stopped; the alarm stays. */
    acknowledged: string;
    /** No MOB is sounding. */
    noneSounding: string;
  };
  alarms: {
    /** Silenced the alarms `{names}`. */
    silenced: string;
    /** Silenced `{count}` alarms at once ("silence all"). */
    silencedAll: string;
    /** Said after a silence: SignalK has no un-silence. */
    noUndo: string;
    /** What still sounds. */
    stillSounding: string;
    /** Nothing sounds. */
    none: string;
    /** No sounding alarm has the name heard. */
    noneNamed: string;
    /** Only emergencies sound and none was named. */
    onlyEmergency: string;
    /** Not silenced: `{reason}`. */
    notSilenced: string;
    /** The listing did not come. */
    cannotSee: string;
  };
  anchor: {
    /** "set the anchor watch" without a radius. */
    sayRadius: string;
    /** A radius out of range or not a number. */
    badRadius: string;
    /** No fix, or one older than `{seconds}`. */
    noFix: string;
    /** The question before arming. */
    askSet: string;
    /** The question before moving an armed watch, `{from}` its radius. */
    askMove: string;
    /** Armed and confirmed through the anchor alarm plugin. */
    set: string;
    /** Armed and kept by us (no plugin). */
    setOwn: string;
    /** Moved. */
    moved: string;
    /** How to undo a set, move or raise. */
    undoHint: string;
    /** The question before raising, with the distance to the anchor. */
    askRaise: string;
    /** The question before raising without a fix (no distance to say). */
    askRaiseNoFix: string;
    /**
     * ... said when moving faster than 1 knot: whether we move, not how fast; with a speed, the four
     * sentences of a raise (askRaise, moving, dragging, raiseConfirm) ran past the 8-second budget.
     */
    moving: string;
    /** ... said while the drag alarm is on. */
    dragging: string;
    /** ... said last: the confirming sentence. */
    raiseConfirm: string;
    /** Raised and confirmed. */
    off: string;
    /** Nothing to raise. */
    none: string;
    /** Undo: the watch back as it was. */
    restored: string;
    /** Undo: the watch off again (there was none before). */
    restoredOff: string;
    /** Nothing to undo within 2 minutes. */
    nothingToUndo: string;
    /** Not set: `{reason}`. */
    notSet: string;
    /** Not raised: `{reason}`. */
    notRaised: string;
    /** Sent, but SignalK has not confirmed it. */
    unconfirmed: string;
    /** Over MCP: raising is done by voice or on the plotter. */
    raiseByVoice: string;
  };
  confirm: {
    /** A confirmation with nothing pending (or a pending command of another action). */
    nothing: string;
    /** A confirmation after 20 seconds. */
    late: string;
    /** A confirmation from another satellite than the one that heard the command. */
    otherSatellite: string;
    /** Over MCP: the words with a confirm_id were not a yes. */
    notYes: string;
  };
  /** Sent, but SignalK has not confirmed it (any write but a MOB's and the anchor watch's). */
  unconfirmed: string;
  /** Said by Home Assistant when no answer came within the automation's wait, before `instead`. */
  timeout: string;
  /** Over MCP: words that are no command. */
  notCommand: string;
}

/** Every language's table. */
export const ACTION_WORDS: Readonly<Record<Language, ActionWords>> = byLanguage({ en, ptBR, pt, de, fr, es, nl });
