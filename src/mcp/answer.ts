/**
 * The shape of a tool answer over MCP (every answer a small model reads costs at most about
 * 60 Llama-3 tokens).
 *
 * - `compact` (the default): the text block is the compact JSON of
 *   `{display, age_s, note?, ...the query's compact fields}` and there is no `structuredContent`.
 *   The display already says every number a skipper asked for, in words, and "as of ..." when old;
 *   `age_s` gives the age as one number instead of an ISO timestamp (about 17 tokens, and a small
 *   model cannot subtract timestamps); the compact fields are the valid choices (`available_banks`,
 *   ...) or a listing's items, so that the model can ask again. No structuredContent, because Home
 *   Assistant's MCP client hands its model the whole result (content and structuredContent), which
 *   would say everything twice.
 * - `full`: the answer contract (docs/design.md#the-answer-contract): every SI field and the ISO `timestamp`, returned as
 *   `structuredContent` and, as text, exactly its compact JSON, for programs and large models. A
 *   client may hand its model both (Hermes Agent 0.19 sends `{"result": <text>, "structuredContent":
 *   ...}`), so a small model pays for the data twice: not for small models.
 *
 * - `sentence`: the display first, as plain text on its own line, then the compact
 *   answer's other fields as JSON (`{"age_s":..., ...}`); when there is no display, the compact
 *   JSON. Measured with a small model (scripts/setup-llm.sh, `signalk-assist agent-check`): a
 *   sentence standing alone is easier to read back word for word than a JSON string field.
 *
 * Chosen per server by the option `answers`, per HTTP client by `?answers=` in the endpoint URL.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { BaseResult, Query } from '../queries/types.js';

export const ANSWER_STYLES = ['compact', 'full', 'sentence'] as const;
/** How much of a query's result goes to the client (see the module comment). */
export type AnswerStyle = (typeof ANSWER_STYLES)[number];
export const DEFAULT_ANSWER_STYLE: AnswerStyle = 'compact';

/** A compact answer: what the model says, how old it is, and what it may ask for instead. */
export interface CompactAnswer {
  /** The spoken sentence, or null when the boat reports nothing for the question. */
  display: string | null;
  /** Whole seconds since the oldest reading used (0 for a timestamp in the future); null when none. */
  age_s: number | null;
  /** What to do instead (an unknown name, an unknown path), when the query gave one. */
  note?: string;
  [field: string]: unknown;
}

/**
 * The compact form of a query result at `now` (epoch ms): display, age_s, note when present, then
 * each of `query.compact`'s fields (or those it chooses for this result) present in the result, in that order.
 */
export function compactAnswer(query: Pick<Query, 'compact'>, result: BaseResult, now: number): CompactAnswer {
  const at = result.timestamp === null ? NaN : Date.parse(result.timestamp);
  const answer: CompactAnswer = { display: result.display, age_s: Number.isFinite(at) ? Math.max(0, Math.round((now - at) / 1000)) : null };
  if (typeof result.note === 'string') answer.note = result.note;
  const fields = typeof query.compact === 'function' ? query.compact(result as never) : (query.compact ?? []);
  for (const field of fields) {
    if (result[field] !== undefined) answer[field] = result[field];
  }
  return answer;
}

/** Wraps a query result for MCP in the given style (see the module comment). */
export function toolResult(query: Pick<Query, 'compact'>, result: BaseResult, style: AnswerStyle, now: number): CallToolResult {
  if (style === 'full') return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
  if (style === 'sentence' && typeof result.display === 'string' && result.display !== '') {
    const { display, ...rest } = compactAnswer(query, result, now);
    return { content: [{ type: 'text', text: `${display}\n${JSON.stringify(rest)}` }] };
  }
  return { content: [{ type: 'text', text: JSON.stringify(compactAnswer(query, result, now)) }] };
}

/**
 * The answer style a request asks for in its URL (`?answers=full`), or null when it does not.
 * @throws Error naming the allowed values when the parameter has another value.
 */
export function answerStyleFromUrl(url: URL | undefined): AnswerStyle | null {
  const asked = url?.searchParams.get('answers');
  if (asked === null || asked === undefined) return null;
  if ((ANSWER_STYLES as readonly string[]).includes(asked)) return asked as AnswerStyle;
  throw new Error(`answers must be one of: ${ANSWER_STYLES.join(', ')} (got '${asked.slice(0, 32)}')`);
}
