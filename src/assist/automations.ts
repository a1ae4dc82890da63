/**
 * The sentence-trigger automation for one family, as Home Assistant's config API takes it
 * (`POST /api/config/automation/config/<id>`). Pure: builds JSON, no I/O.
 *
 * The shape is the one proven against HA 2024.3.3 (docs/ha-assist-mechanism.md): singular
 * `trigger`/`action` with `platform:`; `mode: parallel` with `max: 100` (the default max of 10 drops
 * the 11th concurrent question with "Done"); no `variables:` on the trigger (HA then says "Done");
 * the run's `{{ context.id }}` as request id, so concurrent questions never cross; the answer waited
 * for with templated `event_data`; a spoken apology on timeout.
 */
import type { ActionFamily, CommandId } from '../actions/types.js';
import type { FamilyId } from './families.js';
import type { AssistSentences } from './sentences/index.js';

/** Every automation we manage has an id starting with this; nothing else does. */
export const MANAGED_PREFIX = 'signalk_assist_';
/** Event the automation fires with the question. */
export const QUERY_EVENT = 'signalk_query';
/** Event signalk-assist fires with the answer. */
export const ANSWER_EVENT = 'signalk_answer';
/** Seconds the automation waits for the answer before apologising. */
export const ANSWER_TIMEOUT_S = 5;
/** Parallel runs allowed per family (HA's default of 10 is too few; docs/ha-assist-mechanism.md). */
export const MAX_RUNS = 100;
/** Shown before the family's title in HA's automation list. */
export const ALIAS_PREFIX = 'SignalK Assist';

/** `signalk_query` event data, as the automation fires it. */
export interface QueryEventData {
  /** The run's context id (a ULID): unique per question. */
  request_id: string;
  family: string;
  /** HA's `trigger.slots`: wildcard name -> spoken text ({} without wildcards). */
  slots: Record<string, unknown>;
  /** The question as HA received it (case and punctuation kept). */
  sentence: string;
}

/** `signalk_answer` event data, as signalk-assist fires it. */
export interface AnswerEventData {
  request_id: string;
  /** Spoken verbatim by the automation (HA does not render it as a template). */
  text: string;
}

/** The managed automation id of a family: `signalk_assist_<family>`. */
export function automationId(family: FamilyId): string {
  return MANAGED_PREFIX + family;
}

/** Whether an automation id is one we manage. */
export function isManagedId(id: unknown): id is string {
  return typeof id === 'string' && id.startsWith(MANAGED_PREFIX);
}

/**
 * The automation body for a family in a language (the config API adds `id`). The apology is plain
 * text in the reply template's else branch, as in the proven shape; it must not contain `{` or `}`.
 * @throws Error when the language has no sentences for the family, or an apology with braces
 * (programming errors: every sentence table is a full record of families).
 */
export function buildAutomation(family: FamilyId, sentences: AssistSentences): Record<string, unknown> {
  const f = sentences.families[family];
  if (!f || f.commands.length === 0) throw new Error(`No ${sentences.language} sentences for the Assist family ${family}`);
  if (/[{}]/.test(sentences.apology)) throw new Error(`The ${sentences.language} Assist apology must not contain braces`);
  return {
    alias: `${ALIAS_PREFIX}: ${f.title}`,
    description: sentences.description,
    mode: 'parallel',
    max: MAX_RUNS,
    trigger: [{ platform: 'conversation', command: [...f.commands] }],
    action: [
      {
        event: QUERY_EVENT,
        event_data: {
          request_id: '{{ context.id }}',
          family,
          slots: '{{ trigger.slots }}',
          sentence: '{{ trigger.sentence }}',
        },
      },
      {
        wait_for_trigger: [{ platform: 'event', event_type: ANSWER_EVENT, event_data: { request_id: '{{ context.id }}' } }],
        timeout: ANSWER_TIMEOUT_S,
        continue_on_timeout: true,
      },
      {
        set_conversation_response: `{% if wait.trigger %}{{ wait.trigger.event.data.text }}{% else %}${sentences.apology}{% endif %}`,
      },
    ],
  };
}

/** HA 2024.10+ renamed these automation keys (it stores the plural even when given the singular). */
const PLURAL_KEYS: Readonly<Record<string, string>> = { trigger: 'triggers', condition: 'conditions', action: 'actions' };

/**
 * An automation config in a form that is the same whichever Home Assistant stored it, for "is what
 * HA holds what we would write?". Home Assistant since 2024.10 stores
 * `triggers`/`conditions`/`actions` for the `trigger`/`condition`/`action` it was posted
 * (homeassistant/components/automation/config.py `_backward_compat_schema` rewrites the posted body),
 * and writes trigger items as `trigger: <platform>` where older releases wrote `platform:`; 2024.3
 * stores the body as posted. The config API's `id` is dropped. Pure; the input is not changed.
 * @returns top-level keys in the plural form, trigger items (`triggers`, `wait_for_trigger`, at any
 * depth) with `platform:`.
 */
export function comparableAutomation(config: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (key === 'id') continue;
    out[PLURAL_KEYS[key] ?? key] = comparable(value, key === 'trigger' || key === 'triggers');
  }
  return out;
}

function comparable(value: unknown, isTriggerList: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => comparable(v, isTriggerList));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const k = isTriggerList && key === 'trigger' && !('platform' in value) ? 'platform' : key;
    out[k] = comparable(v, key === 'wait_for_trigger' || key === 'triggers');
  }
  return out;
}

/** Event a command automation fires with the command heard (assist/actions.ts answers it). */
export const COMMAND_EVENT = 'signalk_command';
/**
 * Seconds a command automation waits for the answer: a write waits for SignalK's answer and its delta
 * (up to 3 s) after the access check, so a command gets more time than a question.
 */
export const COMMAND_TIMEOUT_S = 8;

/** The managed automation id of an action family: `signalk_assist_action_<family>`. */
export function actionAutomationId(family: ActionFamily): string {
  return `${MANAGED_PREFIX}action_${family}`;
}

/** `signalk_command` event data, as a command automation fires it. */
export interface CommandEventData {
  request_id: string;
  /** The CommandId: the id of the trigger that matched. */
  command: string;
  slots: Record<string, unknown>;
  sentence: string;
  /** The satellite that heard it (`trigger.satellite_id` on 2026, `trigger.device_id` on 2025.4+), '' when HA does not say. */
  satellite: string;
}

/**
 * The automation of one action family in a language: one conversation trigger per command, each
 * with the command as its trigger id, firing `signalk_command`. Registered whether the family is on
 * or off, so that a shouted "man overboard" is never taken for a question: the answer then says the
 * action is off. On a time-out Home Assistant says `timeout` (plain text without braces), which must
 * tell the skipper what to do instead.
 * @throws Error for a command without templates or braces in `timeout` (programming errors).
 */
export function buildActionAutomation(
  commands: readonly { id: CommandId; templates: readonly string[] }[],
  texts: { title: string; description: string; timeout: string },
): Record<string, unknown> {
  if (/[{}]/.test(texts.timeout)) throw new Error('An action time-out text must not contain braces');
  for (const c of commands) if (c.templates.length === 0) throw new Error(`No sentences for the command ${c.id}`);
  return {
    alias: `${ALIAS_PREFIX}: ${texts.title}`,
    description: texts.description,
    mode: 'parallel',
    max: MAX_RUNS,
    trigger: commands.map((c) => ({ platform: 'conversation', command: [...c.templates], id: c.id })),
    action: [
      {
        event: COMMAND_EVENT,
        event_data: {
          request_id: '{{ context.id }}',
          command: '{{ trigger.id }}',
          slots: '{{ trigger.slots }}',
          sentence: '{{ trigger.sentence }}',
          // 2024.3 names no satellite; 2025.4 gives device_id; 2026 also satellite_id. .get keeps HA from warning.
          satellite: "{{ trigger.get('satellite_id') or trigger.get('device_id') or '' }}",
        },
      },
      {
        wait_for_trigger: [{ platform: 'event', event_type: ANSWER_EVENT, event_data: { request_id: '{{ context.id }}' } }],
        timeout: COMMAND_TIMEOUT_S,
        continue_on_timeout: true,
      },
      {
        set_conversation_response: `{% if wait.trigger %}{{ wait.trigger.event.data.text }}{% else %}${texts.timeout}{% endif %}`,
      },
    ],
  };
}
