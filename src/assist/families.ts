/**
 * Assist families: a family is one kind of spoken question ("battery", "depth", ...) answered by one
 * query of the catalogue (src/queries/index.ts). Each family becomes one sentence-trigger automation
 * in Home Assistant (automations.ts); its sentences live per language in sentences/<lang>.ts.
 * Pure: no I/O.
 *
 * A family whose query is not in the catalogue is skipped (queries land over time), so the list here
 * may name queries before they exist.
 */
import { z } from 'zod';
import { findQuery } from '../queries/index.js';
import type { Query, QueryContext } from '../queries/types.js';
import { batteryBanks } from '../queries/battery.js';
import { engineIds, type EngineFocus } from '../queries/engine.js';
import { boatZone } from '../queries/timezone.js';
import { MAX_HOURS } from '../queries/history-common.js';
import { phraseIn } from '../domain/vocabulary.js';
import { resolveTankType, tankIds } from '../queries/tanks.js';

/** Family ids: the `signalk_assist_<id>` automation id and the `family` of `signalk_query`. [a-z_] only. */
export type FamilyId =
  | 'battery'
  | 'depth'
  | 'wind'
  | 'position'
  | 'coordinates'
  | 'speed_heading'
  | 'alarms'
  | 'route'
  | 'local_time'
  | 'ais'
  | 'tanks'
  | 'engine'
  | 'barometer'
  | 'water_temperature'
  | 'anchor'
  | 'wind_history'
  | 'battery_history'
  | 'depth_history'
  | 'air_history'
  | 'man_overboard';

/** Slot names a sentence may capture with a `{wildcard}`. */
export type SlotName = 'bank' | 'tank' | 'engine';

/**
 * Spoken words for slot values, per slot, lower case: the word -> the query's argument value, or null
 * for "no argument" (e.g. "the boat battery" is the default bank). Used only when the word is not
 * itself one of the boat's names (see `familyArgs`).
 */
export type SlotWords = Partial<Record<SlotName, Readonly<Record<string, string | null>>>>;

/**
 * What a question asks for, read from its sentence by the language's focus words (sentences/index.ts
 * FocusWords): `engine` gives engine_state its `focus`; `window` gives a history query its `hours`.
 */
export type FocusKind = 'engine' | 'window';

/** The focus words of one language (sentences/index.ts FocusWords, repeated here to keep this module free of the tables). */
export interface FocusTable {
  engine: Readonly<Record<EngineFocus, readonly string[]>>;
  window: Readonly<Record<string, number | 'today' | 'morning'>>;
}

/** One family: which query answers it and how a wildcard slot becomes the query's argument. */
export interface Family {
  id: FamilyId;
  /** Tool name of the query in src/queries/index.ts. */
  query: string;
  /** Fixed arguments every question of the family passes (a slot's argument is added to them). */
  args?: Readonly<Record<string, unknown>>;
  /** The wildcard slot some of its sentences capture, and the query argument it fills. */
  slot?: {
    name: SlotName;
    arg: string;
    /** The boat's own names for the slot (bank ids, engine ids): an exact match wins over SlotWords. */
    known?: (ctx: QueryContext) => string[];
    /**
     * Finds the slot in the raw sentence when no wildcard captured it: sentences that name the thing
     * with fixed words ("how much fuel is left") so that a wildcard cannot swallow other questions
     * ("how much battery is left", "how much time is left").
     */
    fromSentence?: (sentence: string, ctx: QueryContext, words: Readonly<Record<string, string | null>>) => string | undefined;
  };
  /** What its sentences may ask for besides the family's topic (see FocusKind). */
  focus?: FocusKind;
}

/** Every family, in the order automations are created. */
export const FAMILIES: readonly Family[] = [
  { id: 'battery', query: 'battery_state', slot: { name: 'bank', arg: 'bank', known: batteryBanks, fromSentence: ownWordIn(batteryBanks) } },
  { id: 'depth', query: 'depth_state' },
  { id: 'wind', query: 'wind_state' },
  { id: 'position', query: 'navigation_state' },
  // "What are our coordinates", "our position for a Mayday": the exact position, minutes named as on the radio.
  { id: 'coordinates', query: 'navigation_state', args: { position: true } },
  { id: 'speed_heading', query: 'navigation_state' },
  { id: 'alarms', query: 'get_active_alarms' },
  { id: 'route', query: 'get_route' },
  { id: 'local_time', query: 'get_local_time' },
  { id: 'ais', query: 'get_ais_targets' },
  { id: 'tanks', query: 'tank_levels', slot: { name: 'tank', arg: 'type', fromSentence: tankWordIn } },
  { id: 'engine', query: 'engine_state', slot: { name: 'engine', arg: 'engine', known: engineIds, fromSentence: ownWordIn(engineIds) }, focus: 'engine' },
  { id: 'barometer', query: 'barometer_state' },
  { id: 'water_temperature', query: 'water_temperature' },
  { id: 'anchor', query: 'anchor_state' },
  // The last hours; "is the pressure falling" stays the barometer's.
  { id: 'wind_history', query: 'wind_history', focus: 'window' },
  { id: 'battery_history', query: 'battery_history', focus: 'window' },
  { id: 'depth_history', query: 'depth_history', focus: 'window' },
  { id: 'air_history', query: 'air_history', focus: 'window' },
  { id: 'man_overboard', query: 'man_overboard' },
];

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

/**
 * For sentences that name a bank or an engine where no wildcard can stand ("house bank voltage",
 * "port engine rpm": a template cannot start with a wildcard): the first one- or two-word phrase of
 * the sentence that is one of the boat's own ids (`known`) or one of the language's slot words whose
 * value is not "no argument", else undefined.
 */
export function ownWordIn(known: (ctx: QueryContext) => string[]) {
  return (sentence: string, ctx: QueryContext, table: Readonly<Record<string, string | null>> = {}): string | undefined => {
    const ids = new Set(known(ctx).map((k) => k.toLowerCase()));
    // ids may be numbers ("electrical.batteries.1"): digits are words here
    return firstPhrase(sentence.split(/[^\p{L}\p{N}]+/u), (w) => ids.has(w) || (Object.hasOwn(table, w) && table[w] !== null));
  };
}

/** The first one- or two-word phrase (lower case) of `words` that `names` accepts, two words first; else undefined. */
function firstPhrase(words: readonly string[], names: (phrase: string) => boolean): string | undefined {
  const w = words.filter(Boolean).map((x) => x.toLowerCase());
  for (let i = 0; i < w.length; i++) {
    const two = w[i + 1] !== undefined ? `${w[i]} ${w[i + 1]}` : undefined;
    if (two && names(two)) return two;
    if (names(w[i]!)) return w[i];
  }
  return undefined;
}

/**
 * The first one- or two-word phrase of a sentence that names one of the boat's tank types, by the
 * language's slot words (`table`) or the tank query's own words
 * ("how much fresh water do we have" -> "fresh water"), or undefined.
 */
export function tankWordIn(sentence: string, ctx: QueryContext, table: Readonly<Record<string, string | null>> = {}): string | undefined {
  const types = [...new Set(tankIds(ctx).map(([t]) => t))];
  return firstPhrase(sentence.split(/[^\p{L}]+/u), (w) => Object.hasOwn(table, w) || resolveTankType(w, types) !== null);
}
