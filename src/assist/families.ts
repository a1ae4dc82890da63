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
import { engineIds } from '../queries/engine.js';
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
}

/** Every family, in the order automations are created. */
export const FAMILIES: readonly Family[] = [
  { id: 'battery', query: 'battery_state', slot: { name: 'bank', arg: 'bank', known: batteryBanks } },
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
  { id: 'engine', query: 'engine_state', slot: { name: 'engine', arg: 'engine', known: engineIds } },
  { id: 'barometer', query: 'barometer_state' },
  { id: 'water_temperature', query: 'water_temperature' },
  { id: 'anchor', query: 'anchor_state' },
  // The last hours; "is the pressure falling" stays the barometer's.
  { id: 'wind_history', query: 'wind_history' },
  { id: 'battery_history', query: 'battery_history' },
  { id: 'depth_history', query: 'depth_history' },
  { id: 'air_history', query: 'air_history' },
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
export function familyArgs(family: Family, query: Query, slots: Readonly<Record<string, unknown>>, words: SlotWords, ctx: QueryContext, sentence = ''): Record<string, unknown> {
  const fixed = { ...family.args };
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
  const args = { ...fixed, [slot.arg]: value };
  return z.object(query.input).safeParse(args).success ? args : fixed;
}

/**
 * The first one- or two-word phrase of a sentence that names one of the boat's tank types, by the
 * language's slot words (`table`) or the tank query's own words
 * ("how much fresh water do we have" -> "fresh water"), or undefined.
 */
export function tankWordIn(sentence: string, ctx: QueryContext, table: Readonly<Record<string, string | null>> = {}): string | undefined {
  const types = [...new Set(tankIds(ctx).map(([t]) => t))];
  const names = (w: string) => Object.hasOwn(table, w) || resolveTankType(w, types) !== null;
  const words = sentence
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const two = words[i + 1] !== undefined ? `${words[i]} ${words[i + 1]}` : undefined;
    if (two && names(two)) return two;
    if (names(words[i]!)) return words[i];
  }
  return undefined;
}
