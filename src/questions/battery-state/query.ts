/**
 * battery_state: state of charge, voltage and current of one battery bank, spoken
 * "68 percent, 12.8 volts, 8.2 amps discharging". Banks are discovered from the model
 * (`electrical.batteries.<id>.*`), never assumed (another SignalK MCP server answered all nulls on
 * a boat whose only bank was `house`).
 */
import { z } from 'zod';
import { Freshness, readNumber } from '../../queries/common.js';
import { defineQuery, type BaseResult, type QueryContext } from '../../queries/types.js';
import { BATTERY } from './answer.js';

export interface BatteryResult extends BaseResult {
  /** The bank answered, or the name asked for when the boat has no such bank. */
  bank: string | null;
  /** electrical.batteries.<bank>.capacity.stateOfCharge, ratio 0..1 as sent. */
  soc_fraction: number | null;
  /** volts */
  voltage: number | null;
  /** amps, positive = charging (SignalK spec), after the per-bank inversion option. */
  current: number | null;
  /** Every bank the boat publishes. */
  available_banks: string[];
}

const BANK_RE = /^electrical\.batteries\.([^.]+)\./;

/** Battery bank ids the boat publishes, sorted. */
export function batteryBanks(ctx: QueryContext): string[] {
  const banks = new Set<string>();
  for (const p of ctx.model.paths()) {
    const m = BANK_RE.exec(p);
    if (m?.[1]) banks.add(m[1]);
  }
  return [...banks].sort();
}

/** The bank to answer: the one named (any letter case), else the only bank, else `house`, else the first. */
export function chooseBank(banks: string[], asked: string | undefined): string | null {
  if (asked !== undefined && asked.trim() !== '') {
    const a = asked.trim().toLowerCase();
    return banks.find((b) => b.toLowerCase() === a) ?? null;
  }
  if (banks.length === 1) return banks[0]!;
  return banks.find((b) => b === 'house') ?? banks[0] ?? null;
}

export const query = defineQuery({
  name: 'battery_state',
  title: 'Battery state',
  description: 'Battery charge, voltage and current: house bank if any, unless bank is given; available_banks lists them. ' + 'Other electrics: read_sensor.',
  input: {
    bank: z.string().max(64).optional().describe('Bank id, like house or start'),
  },
  subject: 'battery',
  compact: ['available_banks'],
  run({ bank: asked }, ctx): BatteryResult {
    const banks = batteryBanks(ctx);
    const bank = chooseBank(banks, asked);
    if (bank === null) {
      return {
        bank: asked?.trim() || null,
        soc_fraction: null,
        voltage: null,
        current: null,
        available_banks: banks,
        display: null,
        timestamp: null,
        ...(asked && banks.length ? { note: `No battery bank named ${asked.trim()}; choose one of available_banks.` } : {}),
      };
    }
    const fresh = new Freshness(ctx);
    const p = `electrical.batteries.${bank}`;
    const soc = readNumber(ctx, fresh, `${p}.capacity.stateOfCharge`) ?? readNumber(ctx, fresh, `${p}.stateOfCharge`);
    const voltage = readNumber(ctx, fresh, `${p}.voltage`);
    const raw = readNumber(ctx, fresh, `${p}.current`);
    const current = raw !== null && ctx.invertCurrent.has(bank) ? -raw : raw;
    const display = ctx.speaker.answer(BATTERY, { soc, voltage, current });
    return {
      bank,
      soc_fraction: soc,
      voltage,
      current,
      available_banks: banks,
      display: fresh.speak(display),
      timestamp: fresh.timestamp(),
    };
  },
});
