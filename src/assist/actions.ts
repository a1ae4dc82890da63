/**
 * Voice actions in Assist (docs/design.md#voice-actions): one sentence-trigger automation per action
 * family, registered in Home Assistant's language whether the family is on or off (a shouted "man
 * overboard" must never be answered as a question), and the answer to each `signalk_command` event
 * from the action engine. Whole-sentence matches only: Home Assistant's sentence triggers match the
 * whole utterance, so a question, a drill described or our own announcement heard back never acts.
 */
import type { ActionEngine } from '../actions/engine.js';
import { ACTION_FAMILIES, COMMAND_FAMILY, COMMAND_IDS, type ActionFamily, type CommandId, type CommandSlot, type HeardCommand } from '../actions/types.js';
import { ACTION_WORDS } from '../actions/wording/index.js';
import type { Language } from '../domain/language.js';
import { log } from '../log.js';
import { actionAutomationId, buildActionAutomation, type AnswerEventData } from './automations.js';

/** The expanded command templates of one language, per command (actions/sentences/). */
export type CommandTemplates = Readonly<Record<CommandId, readonly string[]>>;

/** The action automations for a language: one per family, every command of it a trigger. */
export function actionAutomations(language: Language, templates: CommandTemplates): { id: string; body: Record<string, unknown> }[] {
  const w = ACTION_WORDS[language];
  return ACTION_FAMILIES.map((family: ActionFamily) => ({
    id: actionAutomationId(family),
    body: buildActionAutomation(
      COMMAND_IDS.filter((c) => COMMAND_FAMILY[c] === family).map((id) => ({ id, templates: templates[id] })),
      { title: w.titles[family], description: w.description, timeout: `${w.timeout} ${w.instead[family]}` },
    ),
  }));
}

const SLOTS: readonly CommandSlot[] = ['radius', 'alarm'];

/**
 * The command of one `signalk_command` event's data in `language`, or null when it carries no request
 * id or no command we know (an automation of another version: answered with the apology by the caller).
 */
export function heardCommandOf(data: unknown, language: Language): { requestId: string; heard: HeardCommand | null; satellite: string | null } | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.request_id !== 'string' || d.request_id === '') return null;
  const command = typeof d.command === 'string' && (COMMAND_IDS as readonly string[]).includes(d.command) ? (d.command as CommandId) : null;
  const satellite = typeof d.satellite === 'string' && d.satellite.trim() !== '' && d.satellite !== 'None' ? d.satellite.trim().slice(0, 128) : null;
  if (command === null) return { requestId: d.request_id, heard: null, satellite };
  const raw = d.slots && typeof d.slots === 'object' ? (d.slots as Record<string, unknown>) : {};
  const slots: HeardCommand['slots'] = {};
  for (const s of SLOTS) if (typeof raw[s] === 'string' || typeof raw[s] === 'number') slots[s] = String(raw[s]).trim().toLowerCase().slice(0, 80);
  const sentence = typeof d.sentence === 'string' ? d.sentence.slice(0, 500) : '';
  return { requestId: d.request_id, heard: { command, slots, sentence, language }, satellite };
}

/**
 * The answer to one `signalk_command` event: the engine's display, or the language's apology when
 * the event names no command we know or the engine failed. Never rejects.
 */
export async function answerCommand(data: unknown, engine: ActionEngine, language: Language, apology: string): Promise<AnswerEventData | null> {
  const parsed = heardCommandOf(data, language);
  if (!parsed) return null;
  if (!parsed.heard) {
    log.warn('Assist: a command this version does not know; answering with the apology.');
    return { request_id: parsed.requestId, text: apology };
  }
  try {
    const answer = await engine.command(parsed.heard, { via: 'assist', satellite: parsed.satellite });
    log.info(`Assist: command ${parsed.heard.command}${answer.done ? ' done' : ''}: ${answer.display}`);
    return { request_id: parsed.requestId, text: answer.display };
  } catch (e) {
    log.error(`Assist: command ${parsed.heard.command} failed: ${(e as Error)?.stack ?? String(e)}`);
    const w = ACTION_WORDS[language];
    return { request_id: parsed.requestId, text: `${w.reasons.failed}. ${w.instead[COMMAND_FAMILY[parsed.heard.command]]}` };
  }
}
