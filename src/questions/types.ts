/**
 * A question, defined once in its own folder (src/questions/<name>/, docs/design.md#one-place-per-question):
 * the query that answers it (an MCP tool), its line in DOCS.md, its Assist families and sentences in
 * every language, the names models guess for it, its agent-check questions, its Home Assistant sensors
 * and the calls the tests make. Every registry (the tool catalogue, Assist families and sentences,
 * aliases, agent-check sets, the sensors, DOCS.md's tables, the test lists) is derived from the list in
 * index.ts. Pure data and types: no I/O.
 */
import type { ByLanguage } from '../domain/language.js';
import type { Words } from '../domain/vocabulary.js';
import type { BaseResult, Query, QueryContext } from '../queries/types.js';
import type { Sensor } from './sensor.js';

/** Slot names a sentence may capture with a `{wildcard}`. */
export type SlotName = 'bank' | 'tank' | 'engine';

/**
 * What a question asks for, read from its sentence by the language's focus words (assist/sentences/index.ts
 * FocusWords): `engine` gives engine_state its `focus`; `window` gives a history query its `hours`.
 */
export type FocusKind = 'engine' | 'window';

/**
 * One Assist family: one kind of spoken question answered by one query, registered as one
 * sentence-trigger automation `signalk_assist_<id>` (assist/automations.ts).
 */
export interface Family {
  /** The `signalk_assist_<id>` automation id and the `family` of `signalk_query`. [a-z_] only. */
  id: string;
  /** Fixed arguments every question of the family passes (a slot's argument is added to them). */
  args?: Readonly<Record<string, unknown>>;
  /** The wildcard slot some of its sentences capture, and the query argument it fills. */
  slot?: {
    name: SlotName;
    arg: string;
    /** The boat's own names for the slot (bank ids, engine ids): an exact match wins over the language's slot words. */
    known?: (ctx: QueryContext) => string[];
    /**
     * Finds the slot in the raw sentence when no wildcard captured it: sentences that name the thing
     * with fixed words ("how much fuel is left") so that a wildcard cannot swallow other questions.
     */
    fromSentence?: (sentence: string, ctx: QueryContext, words: Readonly<Record<string, string | null>>) => string | undefined;
  };
  /** What its sentences may ask for besides the family's topic (see FocusKind). */
  focus?: FocusKind;
  /** The topic its questions count under in the corpus table (default: the question's `topic`, else the family id). */
  topic?: string;
}

/** One family's sentences in one language, as written: frames over the language's words. */
export interface FamilyVocabulary {
  /** Short name of the family in the user's automation list: alias "SignalK Assist: battery". */
  title: string;
  /**
   * hassil templates that may name the language's words as `<name>` (domain/vocabulary.ts); the ones without
   * a wildcard come first (within one automation HA uses the first match).
   */
  frames: readonly string[];
  /** Natural questions these templates answer, used by the tests and as documentation ("what you can say"). */
  examples: readonly string[];
}

/**
 * A question's Assist sentences in one language: its families' frames, and the words only they name
 * (added to the language's shared words; a name the language already has is an error, see
 * assist/sentences/index.ts compileSentences).
 */
export interface QuestionSentences {
  words?: Words;
  families: Readonly<Record<string, FamilyVocabulary>>;
}

/** An agent-check question for this question's tool: what the skipper says and the arguments a right call carries. */
export interface AgentCheckAsk {
  q: string;
  args?: Readonly<Record<string, unknown>>;
}

/** A typical question a model maps to this tool from the descriptions alone, with its subject words taken from it (tool-descriptions test). */
export interface DescribedBy {
  q: string;
  stems: readonly string[];
}

/**
 * An example reading of a question: SignalK paths and their values, SI, as a delta carries them, of the
 * boat itself and (AIS) of other vessels by their SignalK context.
 */
export interface ExampleReading {
  self: Readonly<Record<string, unknown>>;
  others?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** One question (see the module doc). `query` and `docs` are required; the rest is what the question has. */
export interface Question {
  /** The query: an MCP tool, and what every other output runs. */
  // biome-ignore lint/suspicious/noExplicitAny: each query has its own argument shape and result type
  query: Query<any, any>;
  /** Assist families answered by this query, in the order their automations are created. */
  families?: readonly Family[];
  /** Its families' sentences in every language (its folder's sentences.ts), compiled with each language's shared words. */
  sentences?: ByLanguage<QuestionSentences>;
  /** Tool names models guess that plainly mean this one (mcp/surface.ts aliasOf): `sea_temp`. */
  aliases?: readonly string[];
  /** The agent-check questions for this tool in every language (the same questions, so the figures compare). */
  agentCheck?: ByLanguage<readonly AgentCheckAsk[]>;
  /** The calls the tests and the answer snapshot make on every boat (default: one call without arguments). */
  calls?: readonly Readonly<Record<string, unknown>>[];
  /** Questions the tool's description must win among all descriptions (test/unit/tool-descriptions.test.ts). */
  describedBy?: readonly DescribedBy[];
  /** Whether the demo boat answers it with a reading (the speaking-budget test checks it does). Default true. */
  onDemoBoat?: boolean;
  /**
   * A reading it answers (`{ self: { 'environment.water.temperature': 291.15 } }`). The tests' example boat sends every question's
   * example (test/helpers/boats.ts exampleBoat): each question must answer on it (examples test), within
   * the speaking budget in every language (the demo boat lacks some readings).
   */
  example: ExampleReading;
  /** The topic its Assist questions count under in the corpus table (default: the family id). */
  topic?: string;
  /** Its Home Assistant sensors, if it has any (its folder's sensor.ts; entities/plan.ts loops over them in this list's order). */
  sensor?: Sensor<unknown, BaseResult, undefined, unknown>;
  /** What it answers, for the add-on's documentation (DOCS.md's tool tables, generated): lower case, no full stop. */
  docs: string;
}

/** Defines a question (identity: keeps the literal types and documents the place). */
export function defineQuestion(q: Question): Question {
  return q;
}
