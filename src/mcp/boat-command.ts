/**
 * The MCP tool `boat_command` (option `mcp_actions`): the voice actions that are on, for an agent
 * that heard the skipper (docs/design.md#voice-actions). The words go through the same grammar as
 * Assist, so a model's paraphrase or an invented command is no command; a command that needs
 * confirmation answers with the read-back and a `confirm_id`, and only a second call with that id
 * and the skipper's "yes" acts. Cancelling a man overboard and raising the anchor watch are answered
 * with how to do them by voice (a model can invent a "yes"). Never an error result: a wrong call is
 * an answer whose note says what to send (Hermes Agent refuses a server after three errors).
 *
 * Annotations (MCP ToolAnnotations, schema 2025-11-25): not read-only, destructive, not idempotent,
 * closed world (this boat's SignalK). No client seen acts on them; they document the tool.
 */
import { z } from 'zod';
import type { ActionEngine } from '../actions/engine.js';
import type { CommandAnswer, HeardCommand } from '../actions/types.js';
import { ACTION_WORDS } from '../actions/wording/index.js';
import { LANGUAGES, type Language } from '../domain/language.js';
import { leanSchema, type JsonSchema } from './surface.js';

/** The tool's name. */
export const BOAT_COMMAND_TOOL = 'boat_command';

/** The tool's arguments. */
export const BOAT_COMMAND_INPUT = {
  heard: z.string().max(500).describe("The skipper's own words, exactly as said, e.g. man overboard"),
  confirm_id: z.string().max(64).optional().describe("Only to confirm: the confirm_id of the answer that asked; heard is then the skipper's reply"),
};

/**
 * What the model reads. It says what the tool does, that the words must be the skipper's, and how
 * a confirmation goes: most clients never pass the server's instructions to their model.
 */
export const BOAT_COMMAND_DESCRIPTION =
  "Boat commands the skipper said out loud: man overboard, silence the alarm, set the anchor watch to 40 meters, undo anchor watch. heard: the skipper's exact words; never invent or reword a command. If the answer has confirm_id, say its display, then call again with that confirm_id and the skipper's reply as heard. Say the display word for word.";

/** The listed definition of `boat_command`, with its four annotations. */
export interface BoatCommandDefinition {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, JsonSchema>; required?: string[] };
  annotations: { readOnlyHint: false; destructiveHint: true; idempotentHint: false; openWorldHint: false };
}

let definition: BoatCommandDefinition | undefined;

/** The listed definition (built once). */
export function boatCommandDefinition(): BoatCommandDefinition {
  definition ??= {
    name: BOAT_COMMAND_TOOL,
    description: BOAT_COMMAND_DESCRIPTION,
    inputSchema: leanSchema(BOAT_COMMAND_INPUT),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  };
  return definition;
}

/** The grammar the words go through (actions/grammar.ts), and which tool answers a question. */
export interface CommandMatcher {
  /** The command the whole sentence says in one of `languages` (tried in order), or null. */
  match(text: string, languages: readonly Language[]): HeardCommand | null;
  /** Whether the words confirm ("yes", "confirm", the language's words). */
  isConfirmation(text: string, language: Language): boolean;
  /** The tool that answers the words as a question (an Assist question family's query), or null. */
  questionTool(text: string, language: Language): string | null;
}

/** Runs `boat_command` for one call: the engine acts, the matcher understands. */
export interface BoatCommands {
  engine: ActionEngine;
  matcher: CommandMatcher;
}

/** A call's arguments, checked: the words heard and the confirm id, or the note for the model. */
export function parseBoatCommandArgs(args: unknown): { ok: true; heard: string; confirmId: string | null } | { ok: false; note: string } {
  const expected = 'Send {"heard": "<the skipper\'s exact words>"}, and "confirm_id" only to confirm.';
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return { ok: false, note: `arguments must be an object. ${expected}` };
  const a = args as Record<string, unknown>;
  if (a.heard === undefined || a.heard === null || (typeof a.heard === 'string' && a.heard.trim() === '')) return { ok: false, note: `heard is missing. ${expected}` };
  if (typeof a.heard !== 'string') return { ok: false, note: `heard must be the words as text. ${expected}` };
  if (a.heard.length > 500) return { ok: false, note: `heard is too long for a spoken command. ${expected}` };
  if (a.confirm_id !== undefined && a.confirm_id !== null && (typeof a.confirm_id !== 'string' || a.confirm_id.length > 64)) {
    return { ok: false, note: `confirm_id must be the text of the confirm_id an answer gave. ${expected}` };
  }
  const confirmId = typeof a.confirm_id === 'string' && a.confirm_id.trim() !== '' ? a.confirm_id.trim() : null;
  return { ok: true, heard: a.heard, confirmId };
}

/**
 * The answer to one call with valid arguments, in `language` (the request's). The words are matched
 * in that language first, then in the others (a skipper may speak another language than the
 * agent's). Never rejects.
 */
export async function answerBoatCommand(commands: BoatCommands, heard: string, confirmId: string | null, language: Language): Promise<CommandAnswer> {
  const { engine, matcher } = commands;
  const order = [language, ...LANGUAGES.filter((l) => l !== language)];
  if (confirmId !== null) {
    // "yes", "confirm" ... or the named confirmation itself ("confirm anchor watch").
    const yes = order.some((l) => matcher.isConfirmation(heard, l)) || matcher.match(heard, order)?.command.startsWith('confirm_') === true;
    return engine.confirmById(confirmId, yes, language);
  }
  const command = matcher.match(heard, order);
  if (command === null) {
    const tool = matcher.questionTool(heard, language);
    const note = tool ? `That is a question, not a command: call ${tool}.` : 'No command in these words: pass the skipper\'s exact command, e.g. "man overboard".';
    return { display: ACTION_WORDS[language].notCommand, timestamp: null, command: null, done: false, note };
  }
  const answer = await engine.command(command, { via: 'mcp' });
  if (answer.confirm_id && !answer.note) {
    return {
      ...answer,
      note: `Say the display to the skipper. Only if they confirm, call ${BOAT_COMMAND_TOOL} with heard set to their reply and confirm_id "${answer.confirm_id}".`,
    };
  }
  return answer;
}
