/**
 * engine_state: revolutions, coolant temperature, oil pressure and engine hours. Spoken as far as it
 * matters (all of it ran 10 to 13 s): one engine (the only one, or the one named by `engine`)
 * running "1850 revolutions per minute, coolant 82 degrees Celsius, oil pressure 3.5 bar", stopped
 * "stopped, coolant 26 degrees Celsius, 1234 engine hours"; several engines by their revolutions ("port
 * engine, 1850 revolutions per minute; starboard engine, stopped"). The result's fields hold every value.
 * Engines are discovered from the model (`propulsion.<id>.*`). Without `engine` every engine is
 * answered, each named when there are several ("port engine, ...; starboard engine, ..."). An unknown
 * engine is a successful answer listing the engines (docs/design.md#truthful-absence).
 */
import { z } from 'zod';
import { mapLanguages } from '../../domain/language.js';
import { Freshness, readNumber } from '../../queries/common.js';
import { defineQuery, type BaseResult, type QueryContext } from '../../queries/types.js';
import { ENGINES, isStopped, type EngineReading } from './answer.js';
import { WORDS } from './words.js';

export interface EngineItem {
  /** `propulsion.<id>` */
  id: string;
  /** propulsion.<id>.label as the boat sends it, or null. */
  label: string | null;
  /** propulsion.<id>.revolutions, Hz (revolutions per second) */
  revolutions_hz: number | null;
  /** propulsion.<id>.coolantTemperature (else .temperature), kelvin */
  coolant_temperature_k: number | null;
  /** propulsion.<id>.oilPressure, pascals */
  oil_pressure_pa: number | null;
  /** propulsion.<id>.runTime, seconds run in total (engine hours × 3600) */
  run_time_s: number | null;
}

export interface EngineResult extends BaseResult {
  /** The engine asked for, or null for all. */
  engine: string | null;
  engines: EngineItem[];
  /** Every engine the boat publishes. */
  available_engines: string[];
}

/**
 * What a question about the engines asks for (SignalK's names under `propulsion.<id>`): `state`
 * running or stopped with the revolutions, `revolutions`, `coolantTemperature`, `oilPressure`,
 * `runTime` (engine hours). With a focus each engine says that fact only, state first.
 */
export const ENGINE_FOCUS = ['state', 'revolutions', 'coolantTemperature', 'oilPressure', 'runTime'] as const;
export type EngineFocus = (typeof ENGINE_FOCUS)[number];

const ENGINE_RE = /^propulsion\.([^.]+)\./;

/** Engine ids the boat publishes, sorted (numbers in numeric order). */
export function engineIds(ctx: QueryContext): string[] {
  const ids = new Set<string>();
  for (const p of ctx.model.paths()) {
    const m = ENGINE_RE.exec(p);
    if (m?.[1]) ids.add(m[1]);
  }
  return [...ids].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

function labelOf(ctx: QueryContext, id: string): string | null {
  const v = ctx.model.get(`propulsion.${id}.label`)?.value;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** The engine named by `asked`: its id or label in any letter case, also with " engine" ("port engine" -> port). */
export function chooseEngine(ctx: QueryContext, ids: string[], asked: string): string | null {
  const a = asked.trim().toLowerCase();
  const bare = a
    .replace(/\s*engine$/, '')
    .replace(/^engine\s*/, '')
    .replace(/^motor\s*(de\s+)?/, '');
  return ids.find((id) => [a, bare].includes(id.toLowerCase()) || labelOf(ctx, id)?.toLowerCase() === a) ?? null;
}

export const query = defineQuery({
  name: 'engine_state',
  title: 'Engine',
  description:
    'Engine rpm, coolant temperature, oil pressure and hours: each engine, or the one engine names (e.g. port); available_engines lists them. focus says one fact only. Fuel left: tank_levels.',
  input: {
    engine: z.string().max(64).optional().describe('Engine id, like port or starboard'),
    focus: z.enum(ENGINE_FOCUS).optional().describe('Say one fact only, e.g. state or runTime (hours)'),
  },
  subject: mapLanguages(WORDS, (w) => w.subject),
  compact: ['available_engines'],
  run({ engine: asked, focus }, ctx): EngineResult {
    const ids = engineIds(ctx);
    let chosen = ids;
    if (asked !== undefined && asked.trim() !== '') {
      const id = chooseEngine(ctx, ids, asked);
      if (id === null) {
        return {
          engine: asked.trim(),
          engines: [],
          available_engines: ids,
          display: null,
          timestamp: null,
          note: ids.length ? `No engine named ${asked.trim()}; choose one of available_engines.` : 'The boat reports no engines.',
        };
      }
      chosen = [id];
    }
    const fresh = new Freshness(ctx);
    const engines: EngineItem[] = [];
    const spoken: EngineReading[] = [];
    const focused: EngineReading[] = [];
    for (const id of chosen) {
      const p = `propulsion.${id}`;
      const revolutions = readNumber(ctx, fresh, `${p}.revolutions`);
      const coolant = readNumber(ctx, fresh, `${p}.coolantTemperature`) ?? readNumber(ctx, fresh, `${p}.temperature`);
      const oilPressure = readNumber(ctx, fresh, `${p}.oilPressure`);
      const runTime = readNumber(ctx, fresh, `${p}.runTime`);
      const label = labelOf(ctx, id);
      engines.push({ id, label, revolutions_hz: revolutions, coolant_temperature_k: coolant, oil_pressure_pa: oilPressure, run_time_s: runTime });
      // What is said: one engine its revolutions ("stopped" at 0), coolant and, running,
      // its oil pressure, stopped, its hours; several engines their revolutions (coolant when unknown).
      const one = chosen.length === 1;
      const stopped = revolutions !== null && isStopped(revolutions);
      if (focus !== undefined) {
        // One fact per engine, as asked ("is the port engine running", "engine hours").
        const only = (f: EngineFocus, v: number | null) => (focus === f ? v : null);
        focused.push({
          id,
          label,
          named: ids.length > 1,
          revolutions: focus === 'state' || focus === 'revolutions' ? revolutions : null,
          coolantTemperature: only('coolantTemperature', coolant),
          oilPressure: only('oilPressure', oilPressure),
          runTime: only('runTime', runTime),
          running: focus === 'state',
        });
      }
      spoken.push({
        id,
        label,
        named: ids.length > 1,
        revolutions,
        coolantTemperature: one || revolutions === null ? coolant : null,
        oilPressure: one && !stopped ? oilPressure : null,
        runTime: one && (stopped || revolutions === null) ? runTime : null,
      });
    }
    return {
      engine: chosen.length === 1 && asked ? chosen[0]! : null,
      engines,
      available_engines: ids,
      // A fact asked for that no engine sends: the whole answer, rather than "not reporting".
      display: fresh.speak((focused.length ? ctx.speaker.answer(ENGINES, focused) : null) ?? ctx.speaker.answer(ENGINES, spoken)),
      timestamp: fresh.timestamp(),
    };
  },
});
