/**
 * tank_levels: every tank's level, spoken "fuel 45 percent; fresh water 80 percent"; one type asked
 * (`type`) adds its volume: "fuel 45 percent, 90 liters" (volumes of every tank made 10 to 16 s;
 * the result's fields keep them all). Tanks are discovered from the model
 * (`tanks.<type>.<id>.*`); `type` narrows the answer to one kind and accepts everyday words
 * ("water", "diesel", "holding tank"). An unknown type is a successful answer listing the types the
 * boat has (docs/design.md#truthful-absence).
 */
import { z } from 'zod';
import { TANK_TYPES } from '../../speech/locale.js';
import { RATIO_OVERSHOOT } from '../../domain/quantities.js';
import { mapLanguages } from '../../domain/language.js';
import { Freshness, num, readNumber } from '../../queries/common.js';
import { defineQuery, type BaseResult, type QueryContext } from '../../queries/types.js';
import { TANKS, type TankReading } from './answer.js';
import { WORDS } from './words.js';

export interface TankItem {
  /** SignalK tank type: fuel, freshWater, wasteWater, blackWater, lubrication, liveWell, baitWell, gas, ballast, ... */
  type: string;
  /** Tank id within its type (`tanks.<type>.<id>`). */
  id: string;
  /** tanks.<type>.<id>.name as the boat sends it, or null. */
  name: string | null;
  /** tanks.<type>.<id>.currentLevel, ratio 0..1 as sent */
  level_fraction: number | null;
  /** tanks.<type>.<id>.currentVolume, else level × capacity; m³ */
  volume_m3: number | null;
  /** tanks.<type>.<id>.capacity, m³ */
  capacity_m3: number | null;
}

export interface TanksResult extends BaseResult {
  /** The type answered (resolved from the argument), or null for all tanks; the argument as given when unknown. */
  type: string | null;
  tanks: TankItem[];
  /** Every tank type the boat publishes. */
  available_types: string[];
}

const TANK_RE = /^tanks\.([^.]+)\.([^.]+)\./;

/** Everyday words for SignalK tank types (en and pt-BR, without accents or spaces). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  fuel: 'fuel',
  diesel: 'fuel',
  petrol: 'fuel',
  gasoline: 'fuel',
  combustivel: 'fuel',
  gasolina: 'fuel',
  water: 'freshWater',
  freshwater: 'freshWater',
  fresh: 'freshWater',
  drinkingwater: 'freshWater',
  agua: 'freshWater',
  aguadoce: 'freshWater',
  waste: 'wasteWater',
  wastewater: 'wasteWater',
  grey: 'wasteWater',
  gray: 'wasteWater',
  greywater: 'wasteWater',
  graywater: 'wasteWater',
  aguascinzas: 'wasteWater',
  cinzas: 'wasteWater',
  black: 'blackWater',
  blackwater: 'blackWater',
  sewage: 'blackWater',
  holding: 'blackWater',
  holdingtank: 'blackWater',
  aguasnegras: 'blackWater',
  negras: 'blackWater',
  esgoto: 'blackWater',
  oil: 'lubrication',
  lube: 'lubrication',
  lubeoil: 'lubrication',
  lubrication: 'lubrication',
  oleo: 'lubrication',
  lpg: 'gas',
  propane: 'gas',
  butane: 'gas',
  gas: 'gas',
  gastank: 'gas',
  livewell: 'liveWell',
  baitwell: 'baitWell',
  ballast: 'ballast',
  lastro: 'ballast',
};

/** Lower case, accents and everything but letters removed: "Água doce" -> "aguadoce". */
function squash(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/tanks?$/, '');
}

/** Tanks the boat publishes, as [type, id], in the order of the SignalK types, then by name and id. */
export function tankIds(ctx: QueryContext): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const p of ctx.model.paths()) {
    const m = TANK_RE.exec(p);
    if (m?.[1] && m[2]) seen.set(`${m[1]}.${m[2]}`, [m[1], m[2]]);
  }
  const rank = (t: string) => {
    const i = (TANK_TYPES as readonly string[]).indexOf(t);
    return i < 0 ? TANK_TYPES.length : i;
  };
  return [...seen.values()].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]) || a[1].localeCompare(b[1], 'en', { numeric: true }));
}

/** The SignalK type a word asks for among the boat's types, or null. Exact type keys in any case first, then everyday words. */
export function resolveTankType(asked: string, types: readonly string[]): string | null {
  const a = squash(asked);
  if (a === '') return null;
  const direct = types.find((t) => squash(t) === a);
  if (direct) return direct;
  const word = TYPE_WORDS[a];
  return word !== undefined && types.includes(word) ? word : null;
}

export const query = defineQuery({
  name: 'tank_levels',
  title: 'Tank levels',
  description:
    'Fuel, fresh water, gray and black water tank levels: percent and volume per tank; type picks one kind (fuel, freshWater, wasteWater, blackWater), available_types lists them. ' +
    'Engine: engine_state.',
  input: {
    type: z.string().max(64).optional().describe('Tank type: fuel, freshWater, wasteWater or blackWater'),
  },
  subject: mapLanguages(WORDS, (w) => w.subject),
  compact: ['available_types'],
  run({ type: asked }, ctx): TanksResult {
    const all = tankIds(ctx);
    const types = [...new Set(all.map(([t]) => t))];
    let type: string | null = null;
    if (asked !== undefined && asked.trim() !== '') {
      type = resolveTankType(asked, types);
      if (type === null) {
        return {
          type: asked.trim(),
          tanks: [],
          available_types: types,
          display: null,
          timestamp: null,
          note: types.length ? `No ${asked.trim()} tank on board; choose one of available_types.` : 'The boat reports no tanks.',
        };
      }
    }
    const fresh = new Freshness(ctx);
    const chosen = all.filter(([t]) => type === null || t === type);
    const perType = new Map<string, number>();
    for (const [t] of chosen) perType.set(t, (perType.get(t) ?? 0) + 1);
    const tanks: TankItem[] = [];
    const spoken: TankReading[] = [];
    for (const [t, id] of chosen) {
      const p = `tanks.${t}.${id}`;
      const level = readNumber(ctx, fresh, `${p}.currentLevel`);
      const sentVolume = readNumber(ctx, fresh, `${p}.currentVolume`);
      const capacity = num(ctx.model.get(`${p}.capacity`));
      const nameValue = ctx.model.get(`${p}.name`)?.value;
      const name = typeof nameValue === 'string' && nameValue.trim() !== '' ? nameValue.trim() : null;
      // Volume from level × capacity only for a believable level (0..1, overshoot to 1.05 is full).
      const volume = sentVolume ?? (level !== null && capacity !== null && level >= 0 && level <= RATIO_OVERSHOOT ? Math.min(level, 1) * capacity : null);
      tanks.push({ type: t, id, name, level_fraction: level, volume_m3: volume, capacity_m3: capacity });
      // Volumes are said for the type asked, or where the level is unknown.
      spoken.push({ type: t, id, name, numbered: (perType.get(t) ?? 0) > 1, level, volume: type !== null || level === null ? volume : null });
    }
    return {
      type,
      tanks,
      available_types: types,
      display: fresh.speak(ctx.speaker.answer(TANKS, spoken)),
      timestamp: fresh.timestamp(),
    };
  },
});
