/**
 * Assist families: a family is one kind of spoken question ("battery", "depth", ...) answered by one
 * query of the catalogue. Each question declares its families (src/questions/, types.ts Family); each
 * family becomes one sentence-trigger automation in Home Assistant (automations.ts), its sentences per
 * language in sentences/. Pure: no I/O.
 */
import { z } from 'zod';
import { QUESTIONS, findQuery } from '../questions/index.js';
import type { Query, QueryContext } from '../queries/types.js';
import type { EngineFocus } from '../questions/engine-state/query.js';
import { boatZone } from '../queries/timezone.js';
import { MAX_HOURS } from '../queries/history-common.js';
import { phraseIn } from '../domain/vocabulary.js';
import type { Family as QuestionFamily, FocusKind, SlotName } from '../questions/types.js';

export { ownWordIn, tankWordIn } from '../questions/slots.js';
export type { FocusKind, SlotName };

/** Family ids: the `signalk_assist_<id>` automation id and the `family` of `signalk_query`. [a-z_] only. */
export type FamilyId = string;

/**
 * Spoken words for slot values, per slot, lower case: the word -> the query's argument value, or null
 * for "no argument" (e.g. "the boat battery" is the default bank). Used only when the word is not
 * itself one of the boat's names (see `familyArgs`).
 */
export type SlotWords = Partial<Record<SlotName, Readonly<Record<string, string | null>>>>;

/** The focus words of one language (sentences/index.ts FocusWords, repeated here to keep this module free of the tables). */
export interface FocusTable {
  engine: Readonly<Record<EngineFocus, readonly string[]>>;
  window: Readonly<Record<string, number | 'today' | 'morning'>>;
}

/** One family with the tool name of the query that answers it. */
export interface Family extends QuestionFamily {
  /** Tool name of the query (src/questions/index.ts). */
  query: string;
}

/** Every family, in the order automations are created: each question's, in the catalogue's order. */
export const FAMILIES: readonly Family[] = QUESTIONS.flatMap((q) => (q.families ?? []).map((f) => ({ ...f, query: q.query.name })));

/** The families whose query exists in the catalogue now. */
export function availableFamilies(): Family[] {
  return FAMILIES.filter((f) => findQuery(f.query) !== undefined);
}

/** A family by id, only when its query exists; else undefined. */
export function findFamily(id: string): { family: Family; query: Query } | undefined {
  const family = FAMILIES.find((f) => f.id === id);
  const query = family && findQuery(family.query);
  return family && query ? { family, query } : undefined;
}

/**
 * The query arguments for a question: `slots` is HA's `trigger.slots` ({name: spoken text}). The slot's
 * text (trimmed, lower case) is used as is when it names one of the boat's own things (`known`), else
 * through `words` (the language's everyday words), else as said — the query then answers "no such
 * bank" as absence. Arguments that the query's schema rejects (too long) are dropped, as MCP would
 * refuse them. The family's fixed `args` are always passed.
 */
export function familyArgs(
  family: Family,
  query: Query,
  slots: Readonly<Record<string, unknown>>,
  words: SlotWords,
  ctx: QueryContext,
  sentence = '',
  focus?: FocusTable,
): Record<string, unknown> {
  const args: Record<string, unknown> = { ...family.args, ...(focus ? focusArgs(family, sentence, focus, ctx) : {}) };
  const valid = (a: Record<string, unknown>) => z.object(query.input).safeParse(a).success;
  const fixed = valid(args) ? args : { ...family.args };
  const slot = family.slot;
  if (!slot) return fixed;
  const raw = slots[slot.name] ?? slot.fromSentence?.(sentence, ctx, words[slot.name] ?? {});
  if (typeof raw !== 'string' || raw.trim() === '') return fixed;
  const said = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  const known = slot.known?.(ctx) ?? [];
  const own = known.find((k) => k.toLowerCase() === said);
  let value: string | null = own ?? said;
  if (own === undefined) {
    const table = words[slot.name];
    if (table && Object.hasOwn(table, said)) value = table[said] ?? null;
  }
  if (value === null) return fixed;
  const withSlot = { ...fixed, [slot.arg]: value };
  return valid(withSlot) ? withSlot : fixed;
}

/**
 * The arguments a sentence's focus words give its family's query: engine_state's `focus` (the first
 * fact whose words the sentence holds, in the table's order) or a history query's `hours` (the first
 * window phrase found; `today` is the hours since the boat's local midnight, `morning` since 06:00
 * local, at least one hour, at most MAX_HOURS). Nothing found: no argument (the query's default).
 */
export function focusArgs(family: Family, sentence: string, focus: FocusTable, ctx: QueryContext): Record<string, unknown> {
  if (family.focus === 'engine') {
    for (const [fact, phrases] of Object.entries(focus.engine)) if (phrases.some((p) => phraseIn(sentence, p))) return { focus: fact };
    return {};
  }
  if (family.focus === 'window') {
    for (const [phrase, hours] of Object.entries(focus.window)) {
      if (!phraseIn(sentence, phrase)) continue;
      return { hours: typeof hours === 'number' ? hours : hoursSinceLocal(ctx, hours === 'today' ? 0 : 6) };
    }
  }
  return {};
}

/** Hours from the last `hour`:00 on the boat's local clock to now, rounded up to a tenth, within [1, MAX_HOURS]. */
export function hoursSinceLocal(ctx: QueryContext, hour: number): number {
  const now = ctx.now();
  const zone = boatZone(ctx.model, ctx.speaker.timeZone).zone;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' }).formatToParts(new Date(now));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  let since = get('hour') + get('minute') / 60 - hour;
  if (since < 0) since += 24;
  return Math.min(MAX_HOURS, Math.max(1, Math.ceil(since * 10) / 10));
}
